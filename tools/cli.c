/* cli.c: usage errors, options with values and number options of the tools' command lines
 * (cli.h). */
#include "cli.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int cli_usage_error(const char *tool, const char *usage, int status, const char *msg, const char *arg) {
  (void)usage;
  fprintf(stderr, "%s: %s%s\nsee %s --help\n", tool, msg, arg ? arg : "", tool);
  return status;
}

int cli_value(int argc, char **argv, int *i, const char *name, const char **val) {
  const char *s = argv[*i];
  size_t n = strlen(name);
  if (strncmp(s, name, n)) return 0;
  if (s[n] == '=') {
    *val = s + n + 1;
    return 1;
  }
  if (s[n]) return 0;   /* a longer option that starts alike */
  if (*i + 1 >= argc) return -1;
  *val = argv[++*i];
  return 1;
}

int cli_value_of(int argc, char **argv, int *i, const char *const *names, const char **name, const char **val) {
  for (const char *const *o = names; *o; o++) {
    int k = cli_value(argc, argv, i, *o, val);
    if (k) {
      *name = *o;
      return k;
    }
  }
  return 0;
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
