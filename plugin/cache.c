/* cache.c: the persistent result cache (cache.h). Entry format, one field per line:
 *   tv-cache 1 <key>
 *   verdict <name>
 *   encoding <name>
 *   seconds <float>
 *   reason <escaped text>            (absent when NULL)
 *   dialects <a,b,...>               (absent when NULL: the report's "dialects")
 *   sigmap <escaped text>            (absent when NULL: the signature mapping used)
 *   within <N>                       (absent when 0: TvResult.within_bound)
 *   cex <nargs> <nres> <src_ub> <tgt_ub>   (absent without a counterexample)
 *   value <name>\t<type>\t<value>    (nargs + 2 * nres lines: inputs, source, target)
 *   executed <source>\t<target>      (what the functions did when run; or, instead,)
 *   not_run <why>                    (absent when neither is known)
 *   first_difference <text>          (absent when not asked for or not found)
 *   first_loc <file:line:col>        (absent when not found)
 *   end
 * Text is escaped (\\, \n, \t); a NULL name is "\0". Anything else is a bad entry. */
#define _GNU_SOURCE
#include "cache.h"
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* FNV-1a 64 over the three strings (with separators), with two offset bases. */
static uint64_t fnv(uint64_t h, const char *s, size_t n) {
  for (size_t i = 0; i < n; i++) {
    h ^= (unsigned char)s[i];
    h *= 0x100000001b3ULL;
  }
  return h;
}

static uint64_t hash3(uint64_t h, const char *a, const char *b, const char *c) {
  h = fnv(h, TV_VERSION, sizeof TV_VERSION);   /* includes the NUL: a separator */
  h = fnv(h, a, strlen(a) + 1);
  h = fnv(h, b, strlen(b) + 1);
  return fnv(h, c, strlen(c) + 1);
}

void tvc_key(TvcKey *k, const char *options, const char *src_text, const char *tgt_text, const char *context) {
  uint64_t h1 = hash3(0xcbf29ce484222325ULL, options, src_text, tgt_text);
  uint64_t h2 = hash3(0x84222325cbf29ce4ULL ^ 0x9e3779b97f4a7c15ULL, tgt_text, options, src_text);
  h1 = fnv(h1, context, strlen(context) + 1);
  h2 = fnv(h2, context, strlen(context) + 1);
  snprintf(k->hex, sizeof k->hex, "%016llx%016llx", (unsigned long long)h1, (unsigned long long)h2);
}

int tvc_cacheable(const TvResult *r) {
  if (r->verdict == TV_TIMEOUT || r->verdict == TV_ERROR) return 0;
  /* inconclusive because the solver ran out of time or memory: load-dependent */
  if (r->verdict == TV_INCONCLUSIVE && r->reason &&
      (strstr(r->reason, "time") || strstr(r->reason, "within") || strstr(r->reason, "memory") ||
       strstr(r->reason, "solver:")))
    return 0;
  return 1;
}

static void put_escaped(FILE *f, const char *s) {
  for (; *s; s++) {
    if (*s == '\\') fputs("\\\\", f);
    else if (*s == '\n') fputs("\\n", f);
    else if (*s == '\t') fputs("\\t", f);
    else fputc(*s, f);
  }
}

/* "name <escaped text>", a line; nothing when text is NULL. */
static void put_field(FILE *f, const char *name, const char *text) {
  if (!text) return;
  fprintf(f, "%s ", name);
  put_escaped(f, text);
  fputc('\n', f);
}

static void put_value(FILE *f, const TvCexValue *v) {
  fputs("value ", f);
  if (v->name) put_escaped(f, v->name);
  else fputs("\\0", f);
  fputc('\t', f);
  put_escaped(f, v->type ? v->type : "?");
  fputc('\t', f);
  put_escaped(f, v->value ? v->value : "?");
  fputc('\n', f);
}

static void entry_path(char *buf, size_t n, const char *dir, const TvcKey *k) {
  snprintf(buf, n, "%s/%s.tvc", dir, k->hex);
}

void tvc_store(const char *dir, const TvcKey *k, const TvResult *r) {
  if (!tvc_cacheable(r)) return;
  mkdir(dir, 0777);   /* may exist already */
  char path[4096], tmp[4200];
  entry_path(path, sizeof path, dir, k);
  snprintf(tmp, sizeof tmp, "%s.tmp.XXXXXX", path);
  int fd = mkstemp(tmp);   /* a fresh name for every writer, threads and processes alike */
  if (fd < 0) return;
  fchmod(fd, 0644);
  FILE *f = fdopen(fd, "w");
  if (!f) {
    close(fd);
    unlink(tmp);
    return;
  }
  fprintf(f, "tv-cache 1 %s\nverdict %s\nencoding %s\nseconds %.6f\n", k->hex,
          tv_verdict_name(r->verdict), r->encoding ? r->encoding : "none", r->seconds);
  put_field(f, "reason", r->reason);
  put_field(f, "dialects", r->dialects);
  put_field(f, "sigmap", r->sigmap);
  if (r->within_bound) fprintf(f, "within %u\n", r->within_bound);
  const TvCex *c = r->cex;
  if (c) {
    fprintf(f, "cex %zu %zu %d %d\n", c->nargs, c->nres, c->src_ub, c->tgt_ub);
    for (size_t i = 0; i < c->nargs; i++) put_value(f, &c->args[i]);
    for (size_t i = 0; i < c->nres; i++) put_value(f, &c->src_res[i]);
    for (size_t i = 0; i < c->nres; i++) put_value(f, &c->tgt_res[i]);
    if (c->executed_src && c->executed_tgt) {
      fputs("executed ", f);
      put_escaped(f, c->executed_src);
      fputc('\t', f);
      put_escaped(f, c->executed_tgt);
      fputc('\n', f);
    } else {
      put_field(f, "not_run", c->not_run);
    }
    put_field(f, "first_difference", c->first_difference);
    put_field(f, "first_loc", c->first_loc);
  }
  fputs("end\n", f);
  int bad = ferror(f);
  if (fclose(f) || bad || rename(tmp, path)) unlink(tmp);
}

/* ---- loading ---- */

/* Unescapes s in place; NULL for the NULL marker "\0". */
static char *unescape(char *s, int *null) {
  *null = !strcmp(s, "\\0");
  if (*null) return s;
  char *o = s;
  for (char *p = s; *p; p++) {
    if (*p != '\\') {
      *o++ = *p;
      continue;
    }
    p++;
    if (*p == 'n') *o++ = '\n';
    else if (*p == 't') *o++ = '\t';
    else if (*p == '\\') *o++ = '\\';
    else return NULL;   /* bad escape (or a trailing backslash) */
  }
  *o = 0;
  return s;
}

/* One line without its newline, in buf; 0 at end of file or for a line that is too long. */
static int get_line(FILE *f, char **buf, size_t *cap) {
  ssize_t n = getline(buf, cap, f);
  if (n <= 0 || (*buf)[n - 1] != '\n') return 0;
  (*buf)[n - 1] = 0;
  return 1;
}

static int parse_value(char *line, TvCexValue *v) {
  if (strncmp(line, "value ", 6)) return 1;
  char *name = line + 6, *type = strchr(name, '\t'), *value = type ? strchr(type + 1, '\t') : NULL;
  if (!type || !value) return 1;
  *type++ = 0;
  *value++ = 0;
  int null, dummy;
  if (!unescape(name, &null) || !unescape(type, &dummy) || !unescape(value, &dummy)) return 1;
  v->name = null ? NULL : strdup(name);
  v->type = strdup(type);
  v->value = strdup(value);
  return (!null && !v->name) || !v->type || !v->value;
}

static const char *static_encoding(const char *s) {
  static const char *const names[] = {"bitvector", "abstract", "ieee", "none"};
  for (size_t i = 0; i < sizeof names / sizeof *names; i++)
    if (!strcmp(s, names[i])) return names[i];
  return NULL;
}

static int parse_cex(FILE *f, char **line, size_t *cap, TvResult *r) {
  size_t na, nr;
  int su, tu;
  if (sscanf(*line, "cex %zu %zu %d %d", &na, &nr, &su, &tu) != 4 || na > 4096 || nr > 4096) return 1;
  TvCex *c = r->cex = calloc(1, sizeof *c);
  if (!c) return 1;
  c->src_ub = su;
  c->tgt_ub = tu;
  c->args = calloc(na + 1, sizeof *c->args);
  c->src_res = calloc(nr + 1, sizeof *c->src_res);
  c->tgt_res = calloc(nr + 1, sizeof *c->tgt_res);
  if (!c->args || !c->src_res || !c->tgt_res) return 1;
  c->nargs = na;   /* the arrays are zeroed: tv_result_free copes with a partial parse */
  c->nres = nr;
  TvCexValue *lists[3] = {c->args, c->src_res, c->tgt_res};
  size_t counts[3] = {na, nr, nr};
  for (int l = 0; l < 3; l++)
    for (size_t i = 0; i < counts[l]; i++)
      if (!get_line(f, line, cap) || parse_value(*line, &lists[l][i])) return 1;
  return 0;
}

/* An optional line "name <escaped text>" at *line: *out gets the text and the next line is
 * read. 0, or 1 for a bad entry. */
static int get_field(FILE *f, char **line, size_t *cap, const char *name, char **out) {
  size_t n = strlen(name);
  int null;
  if (strncmp(*line, name, n) || (*line)[n] != ' ') return 0;
  if (!unescape(*line + n + 1, &null) || !(*out = strdup(*line + n + 1))) return 1;
  return !get_line(f, line, cap);
}

/* The optional lines after a counterexample's values: "executed" or "not_run", then
 * "first_difference", then "first_loc". */
static int parse_executed(FILE *f, char **line, size_t *cap, TvCex *c) {
  int null;
  if (!strncmp(*line, "executed ", 9)) {
    char *src = *line + 9, *tgt = strchr(src, '\t');
    if (!tgt) return 1;
    *tgt++ = 0;
    if (!unescape(src, &null) || !unescape(tgt, &null) || !(c->executed_src = strdup(src)) ||
        !(c->executed_tgt = strdup(tgt)) || !get_line(f, line, cap))
      return 1;
  } else if (get_field(f, line, cap, "not_run", &c->not_run)) {
    return 1;
  }
  return get_field(f, line, cap, "first_difference", &c->first_difference) ||
         get_field(f, line, cap, "first_loc", &c->first_loc);
}

static int parse_entry(FILE *f, const TvcKey *k, TvResult *r) {
  char *line = NULL;
  size_t cap = 0;
  int bad = 1;
  char head[64];
  snprintf(head, sizeof head, "tv-cache 1 %s", k->hex);
  if (!get_line(f, &line, &cap) || strcmp(line, head)) goto out;
  if (!get_line(f, &line, &cap) || strncmp(line, "verdict ", 8)) goto out;
  r->verdict = TV_NVERDICTS;
  for (int v = 0; v < TV_NVERDICTS; v++)
    if (!strcmp(line + 8, tv_verdict_name((TvVerdict)v))) r->verdict = (TvVerdict)v;
  if (r->verdict == TV_NVERDICTS) goto out;
  if (!get_line(f, &line, &cap) || strncmp(line, "encoding ", 9) ||
      !(r->encoding = static_encoding(line + 9)))
    goto out;
  if (!get_line(f, &line, &cap) || sscanf(line, "seconds %lf", &r->seconds) != 1) goto out;
  if (!get_line(f, &line, &cap)) goto out;
  if (get_field(f, &line, &cap, "reason", &r->reason) || get_field(f, &line, &cap, "dialects", &r->dialects) ||
      get_field(f, &line, &cap, "sigmap", &r->sigmap))
    goto out;
  if (!strncmp(line, "within ", 7) && (sscanf(line + 7, "%u", &r->within_bound) != 1 || !get_line(f, &line, &cap)))
    goto out;
  if (!strncmp(line, "cex ", 4)) {
    if (parse_cex(f, &line, &cap, r) || !get_line(f, &line, &cap) || parse_executed(f, &line, &cap, r->cex))
      goto out;
  }
  bad = strcmp(line, "end") || (r->verdict == TV_INCORRECT) != (r->cex != NULL) ||
        getc(f) != EOF;
out:
  free(line);
  return bad;
}

int tvc_load(const char *dir, const TvcKey *k, TvResult *r) {
  char path[4096];
  entry_path(path, sizeof path, dir, k);
  memset(r, 0, sizeof *r);
  FILE *f = fopen(path, "r");
  if (!f) return 0;
  int bad = parse_entry(f, k, r);
  fclose(f);
  if (bad) tv_result_free(r);
  return !bad;
}
