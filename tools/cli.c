/* cli.c: usage errors and number options of the tools' command lines (cli.h). */
#include "cli.h"
#include <stdio.h>
#include <stdlib.h>

int cli_usage_error(const char *tool, const char *usage, int status, const char *msg, const char *arg) {
  fprintf(stderr, "%s: %s%s\n%s", tool, msg, arg ? arg : "", usage);
  return status;
}

int cli_uint(const char *s, unsigned long lo, unsigned long hi, unsigned long *out) {
  char *end;
  unsigned long n = strtoul(s, &end, 10);
  if (*end || end == s || *s == '-' || n < lo || n > hi) return 1;
  *out = n;
  return 0;
}

int cli_seconds(const char *s, double *out) {
  char *end;
  double t = strtod(s, &end);
  if (*end || end == s || !(t >= 0) || t > 1e6) return 1;
  *out = t;
  return 0;
}
