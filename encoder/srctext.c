/* srctext.c: argument names read back from the source file (srctext.h). */
#define _GNU_SOURCE
#include "srctext.h"
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <mlir-c/BuiltinTypes.h>
#include "mlirutil.h"

/* A signature longer than this (attributes, many arguments) is not read: %argN then. */
enum { ST_MAX_TEXT = 1 << 16 };

/* The text of file from line:col on, at most ST_MAX_TEXT bytes (malloc'd), or NULL. Only a
 * regular file: a location may name a pipe, "-" or a file gone since. */
static char *text_at(const char *file, unsigned line, unsigned col) {
  struct stat sb;
  if (!line || !col || stat(file, &sb) || !S_ISREG(sb.st_mode)) return NULL;
  FILE *in = fopen(file, "r");
  if (!in) return NULL;
  char *l = NULL, *out = malloc(ST_MAX_TEXT + 1);
  size_t cap = 0, len = 0;
  ssize_t n = 0;
  for (unsigned k = 1; out && k < line && (n = getline(&l, &cap, in)) >= 0; k++) {
  }
  if (out && n >= 0 && (n = getline(&l, &cap, in)) >= (ssize_t)col) {   /* the op's line, from col */
    len = (size_t)n - (col - 1);
    memcpy(out, l + col - 1, len);
    while (len < ST_MAX_TEXT && (n = getline(&l, &cap, in)) >= 0) {
      size_t take = (size_t)n < ST_MAX_TEXT - len ? (size_t)n : ST_MAX_TEXT - len;
      memcpy(out + len, l, take);
      len += take;
    }
  }
  free(l);
  fclose(in);
  if (out && !len) {
    free(out);
    return NULL;
  }
  if (out) out[len] = 0;
  return out;
}

static const char *skip_space(const char *p) {
  while (isspace((unsigned char)*p)) p++;
  return p;
}

static int name_char(char c) { return isalnum((unsigned char)c) || strchr("_$.-", c); }

/* After "func.func [visibility] @name": the '(' that opens the arguments, or NULL. */
static const char *signature_open(const char *p, MlirStringRef name) {
  if (strncmp(p, "func.func", 9) || name_char(p[9])) return NULL;
  p = skip_space(p + 9);
  static const char *vis[] = {"private", "public", "nested"};
  for (int i = 0; i < 3; i++)
    if (!strncmp(p, vis[i], strlen(vis[i])) && isspace((unsigned char)p[strlen(vis[i])])) p = skip_space(p + strlen(vis[i]));
  if (*p++ != '@') return NULL;
  int quoted = *p == '"';
  p += quoted;
  if (strncmp(p, name.data, name.length)) return NULL;
  p += name.length;
  if (quoted ? *p++ != '"' : name_char(*p)) return NULL;
  p = skip_space(p);
  return *p == '(' ? p : NULL;
}

/* Past the string literal at p (which starts with '"'), or NULL when it does not end. */
static const char *skip_string(const char *p) {
  for (p++; *p && *p != '"'; p++)
    if (*p == '\\' && p[1]) p++;
  return *p ? p + 1 : NULL;
}

/* Reads the arguments after '(' at p: names[k] gets the name of entry k, in order; returns
 * the number of entries, or -1 when an entry has no name or the list does not close. Types,
 * attributes and locations of entries are skipped by bracket depth ("->" is no bracket). */
static int read_entries(Arena *a, const char *p, char **names, unsigned cap) {
  int depth = 0, n = 0, fresh = 1;   /* fresh: at the start of an entry */
  for (p++;; p++) {
    p = skip_space(p);
    char c = *p;
    if (!c) return -1;
    if (fresh && depth == 0 && c == ')' && n == 0) return 0;
    if (fresh) {
      const char *s = p + 1;
      while (c == '%' && name_char(*s)) s++;
      if (c != '%' || s == p + 1 || (unsigned)n >= cap) return -1;
      names[n++] = arena_strndup(a, p, (size_t)(s - p));
      p = s - 1;
      fresh = 0;
      continue;
    }
    if (c == '"' && !(p = skip_string(p))) return -1;
    if (c == '"') p--;
    else if (c == '-' && p[1] == '>') p++;
    else if (strchr("(<[{", c)) depth++;
    else if (strchr(")>]}", c) && depth > 0) depth--;
    else if (c == ')') return n;
    else if (c == ',' && depth == 0) fresh = 1;
  }
}

char **st_arg_names(Arena *a, MlirOperation func) {
  MlirLocation loc = mlirOperationGetLocation(func);
  MlirType ft = mu_type_attr(func, "function_type");
  if (!mlirLocationIsAFileLineColRange(loc) || mlirTypeIsNull(ft)) return NULL;
  unsigned nargs = (unsigned)mlirFunctionTypeGetNumInputs(ft);
  MlirStringRef f = mlirIdentifierStr(mlirLocationFileLineColRangeGetFilename(loc));
  char *file = arena_strndup(a, f.data, f.length);
  char *text = file ? text_at(file, (unsigned)mlirLocationFileLineColRangeGetStartLine(loc),
                              (unsigned)mlirLocationFileLineColRangeGetStartColumn(loc)) : NULL;
  if (!text) return NULL;
  char **names = arena_alloc(a, (nargs + 1) * sizeof *names);
  const char *open = signature_open(text, mu_func_name(func));
  int n = names && open ? read_entries(a, open, names, nargs) : -1;
  free(text);
  if (n != (int)nargs) return NULL;
  for (unsigned i = 0; i < nargs; i++)
    if (!names[i]) return NULL;
  return names;
}
