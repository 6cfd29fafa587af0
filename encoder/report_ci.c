/* report_ci.c: JUnit XML and SARIF 2.1.0 from the checks of a run (report_ci.h). */
#include "report_ci.h"
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "tv.h"   /* TV_VERSION and the verdicts (no MLIR call: tv-lit links this alone) */

/* The verdicts by TvVerdict, as tv_verdict_name spells them. */
static const char *const ci_verdicts[TV_NVERDICTS] = {"proven",      "incorrect", "inconclusive",
                                                      "unsupported", "timeout",   "error"};

static const char *verdict_word(int v) { return v >= 0 && v < TV_NVERDICTS ? ci_verdicts[v] : "error"; }

void tv_ci_check_free(TvCiCheck *c) {
  free(c->pass);
  free(c->func);
  free(c->file);
  free(c->reason);
  free(c->cex);
  free(c->loc);
  memset(c, 0, sizeof *c);
}

int tv_ci_push(TvCiLog *log, TvCiCheck *c) {
  if (log->n == log->cap) {
    size_t cap = log->cap ? log->cap * 2 : 16;
    TvCiCheck *p = realloc(log->v, cap * sizeof *p);
    if (!p) {
      tv_ci_check_free(c);
      return 1;
    }
    log->v = p;
    log->cap = cap;
  }
  log->v[log->n++] = *c;
  memset(c, 0, sizeof *c);
  return 0;
}

void tv_ci_free(TvCiLog *log) {
  for (size_t i = 0; i < log->n; i++) tv_ci_check_free(&log->v[i]);
  free(log->v);
  memset(log, 0, sizeof *log);
}

/* The length of the valid UTF-8 sequence at s, or 0 when it is not one. */
static size_t utf8_len(const unsigned char *s) {
  size_t n = s[0] < 0x80 ? 1 : (s[0] & 0xE0) == 0xC0 ? 2 : (s[0] & 0xF0) == 0xE0 ? 3 : (s[0] & 0xF8) == 0xF0 ? 4 : 0;
  if (n == 2 && s[0] < 0xC2) return 0;   /* overlong */
  for (size_t i = 1; i < n; i++)
    if ((s[i] & 0xC0) != 0x80) return 0;
  return n;
}

void tv_xml_esc(FILE *f, const char *s, int attr) {
  for (const unsigned char *p = (const unsigned char *)s; p && *p;) {
    switch (*p) {
    case '&': fputs("&amp;", f); break;
    case '<': fputs("&lt;", f); break;
    case '>': fputs("&gt;", f); break;
    case '"': fputs("&quot;", f); break;
    case '\'': fputs("&#39;", f); break;
    case '\n': fputs(attr ? "&#10;" : "\n", f); break;
    case '\t': fputs(attr ? "&#9;" : "\t", f); break;
    default:
      if (*p < 0x20) break;   /* not allowed in XML 1.0, even as a character reference */
      size_t n = utf8_len(p);
      if (!n) fputc('?', f);   /* not UTF-8: a parser would reject the file */
      else fwrite(p, 1, n, f);
      p += n ? n : 1;
      continue;
    }
    p++;
  }
}

/* ---- JUnit ---- */

static const char *suite_of(const TvCiCheck *c) { return c->pass ? c->pass : c->file ? c->file : "tv"; }

static int same(const char *a, const char *b) { return !strcmp(a ? a : "", b ? b : ""); }

typedef struct Tally {
  size_t tests, failures, errors, skipped;
  double seconds;
} Tally;

static void tally(Tally *t, const TvCiCheck *c) {
  t->tests++;
  t->failures += c->verdict == TV_INCORRECT;
  t->errors += c->verdict == TV_ERROR;
  t->skipped += c->verdict != TV_PROVEN && c->verdict != TV_INCORRECT && c->verdict != TV_ERROR;
  t->seconds += c->seconds > 0 ? c->seconds : 0;
}

static void tally_attrs(FILE *f, const Tally *t) {
  fprintf(f, " tests=\"%zu\" failures=\"%zu\" errors=\"%zu\" skipped=\"%zu\" time=\"%.6f\"", t->tests,
          t->failures, t->errors, t->skipped, t->seconds);
}

static void junit_case(FILE *f, const TvCiCheck *c) {
  fputs("    <testcase classname=\"", f);
  tv_xml_esc(f, suite_of(c), 1);
  fputs("\" name=\"@", f);
  tv_xml_esc(f, c->func, 1);
  if (c->pass && c->file) {
    fputs(" (", f);
    tv_xml_esc(f, c->file, 1);
    fputc(')', f);
  }
  fputc('"', f);
  if (c->file) {   /* GitLab shows it */
    fputs(" file=\"", f);
    tv_xml_esc(f, c->file, 1);
    fputc('"', f);
  }
  fprintf(f, " time=\"%.6f\"", c->seconds > 0 ? c->seconds : 0);
  if (c->verdict == TV_PROVEN) {
    fputs("/>\n", f);
    return;
  }
  const char *tag = c->verdict == TV_INCORRECT ? "failure" : c->verdict == TV_ERROR ? "error" : "skipped";
  fprintf(f, ">\n      <%s message=\"", tag);
  if (!strcmp(tag, "skipped")) fprintf(f, "%s%s", verdict_word(c->verdict), c->reason ? ": " : "");
  tv_xml_esc(f, c->reason ? c->reason : strcmp(tag, "skipped") ? "?" : "", 1);
  fputc('"', f);
  if (strcmp(tag, "skipped")) fprintf(f, " type=\"%s\"", verdict_word(c->verdict));
  if (c->verdict == TV_INCORRECT && (c->cex || c->loc)) {
    fputc('>', f);
    tv_xml_esc(f, c->cex, 0);
    if (c->loc) {
      fputs(c->cex ? "\nat: " : "at: ", f);
      tv_xml_esc(f, c->loc, 0);
    }
    fprintf(f, "</%s>\n", tag);
  } else {
    fputs("/>\n", f);
  }
  fputs("    </testcase>\n", f);
}

int tv_ci_write_junit(const TvCiLog *log, const char *path) {
  FILE *f = fopen(path, "w");
  if (!f) return 1;
  Tally all = {0};
  for (size_t i = 0; i < log->n; i++) tally(&all, &log->v[i]);
  fputs("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"tv\"", f);
  tally_attrs(f, &all);
  fputs(">\n", f);
  char *done = calloc(log->n + 1, 1);   /* checks already written in an earlier suite */
  if (!done) {
    fclose(f);
    errno = ENOMEM;
    return 1;
  }
  for (size_t i = 0; i < log->n; i++) {   /* a suite per pass (or file), in order of first check */
    if (done[i]) continue;
    const char *name = suite_of(&log->v[i]);
    Tally t = {0};
    for (size_t j = i; j < log->n; j++)
      if (!done[j] && same(suite_of(&log->v[j]), name)) tally(&t, &log->v[j]);
    fputs("  <testsuite name=\"", f);
    tv_xml_esc(f, name, 1);
    fputc('"', f);
    tally_attrs(f, &t);
    fputs(">\n", f);
    for (size_t j = i; j < log->n; j++)
      if (!done[j] && same(suite_of(&log->v[j]), name)) {
        junit_case(f, &log->v[j]);
        done[j] = 1;
      }
    fputs("  </testsuite>\n", f);
  }
  free(done);
  fputs("</testsuites>\n", f);
  return fclose(f) ? 1 : 0;
}

/* ---- SARIF ---- */

static void json_str(FILE *f, const char *s) {
  fputc('"', f);
  for (const unsigned char *p = (const unsigned char *)s; p && *p;) {
    if (*p == '"' || *p == '\\') fprintf(f, "\\%c", *p);
    else if (*p == '\n') fputs("\\n", f);
    else if (*p == '\t') fputs("\\t", f);
    else if (*p < 0x20) fprintf(f, "\\u%04x", *p);
    else {
      size_t n = utf8_len(p);
      if (!n) fputc('?', f);
      else fwrite(p, 1, n, f);
      p += n ? n : 1;
      continue;
    }
    p++;
  }
  fputc('"', f);
}

/* The rules, by verdict (none for proven): id, level, what it means. */
static const struct {
  int verdict;
  const char *level, *text;
} rules[] = {
  {TV_INCORRECT, "error", "The pass's output does not refine its input: a counterexample, confirmed by running both functions."},
  {TV_INCONCLUSIVE, "note", "Not proven: the check could not decide (an approximation, a limit, or the solver gave up)."},
  {TV_UNSUPPORTED, "note", "Not proven: an op or type tv has no semantics for."},
  {TV_TIMEOUT, "note", "Not proven: the solver reached the time limit."},
  {TV_ERROR, "warning", "Not checked: invalid IR, a solver error or out of memory."},
};
enum { NRULES = sizeof rules / sizeof *rules };

static int rule_index(int verdict) {
  for (int i = 0; i < NRULES; i++)
    if (rules[i].verdict == verdict) return i;
  return -1;
}

static void sarif_rules(FILE *f) {
  for (int i = 0; i < NRULES; i++) {
    const char *w = verdict_word(rules[i].verdict);
    fprintf(f, "%s\n        {\"id\": \"tv/%s\", \"name\": \"%s\", \"shortDescription\": {\"text\": ", i ? "," : "", w, w);
    json_str(f, rules[i].text);
    fprintf(f, "}, \"defaultConfiguration\": {\"level\": \"%s\"}}", rules[i].level);
  }
}

/* "file:line:col" split at its last two colons; 0, or 1 when loc is not that. */
static int split_loc(const char *loc, char *file, size_t n, unsigned long *line, unsigned long *col) {
  const char *c2 = loc ? strrchr(loc, ':') : NULL;
  if (!c2 || c2 == loc) return 1;
  const char *c1 = c2 - 1;
  while (c1 > loc && *c1 != ':') c1--;
  if (*c1 != ':' || c1 == loc || (size_t)(c1 - loc) >= n) return 1;
  char *end;
  *line = strtoul(c1 + 1, &end, 10);
  if (end != c2 || !*line) return 1;
  *col = strtoul(c2 + 1, &end, 10);
  if (*end || end == c2 + 1) return 1;
  memcpy(file, loc, (size_t)(c1 - loc));
  file[c1 - loc] = 0;
  return 0;
}

/* A path as a URI reference: "file://" before an absolute path, bytes outside RFC 3986's
 * unreserved set and '/' percent-encoded. */
static void uri(FILE *f, const char *path) {
  static const char hex[] = "0123456789ABCDEF";
  fputs(path[0] == '/' ? "\"file://" : "\"", f);
  for (const unsigned char *p = (const unsigned char *)path; *p; p++) {
    if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') || strchr("-._~/", *p))
      fputc(*p, f);
    else
      fprintf(f, "%%%c%c", hex[*p >> 4], hex[*p & 15]);
  }
  fputc('"', f);
}

static void sarif_location(FILE *f, const TvCiCheck *c) {
  char file[4096];
  unsigned long line = 0, col = 0;
  const char *art = NULL;
  if (!split_loc(c->loc, file, sizeof file, &line, &col)) art = file;
  else if (c->file) art = strstr(c->file, " :: ") ? strstr(c->file, " :: ") + 4 : c->file;   /* lit: "suite :: path" */
  if (!art || !*art) return;
  fputs(", \"locations\": [{\"physicalLocation\": {\"artifactLocation\": {\"uri\": ", f);
  uri(f, art);
  fputc('}', f);
  if (line) fprintf(f, ", \"region\": {\"startLine\": %lu%s", line, col ? "" : "}");
  if (line && col) fprintf(f, ", \"startColumn\": %lu}", col);
  fputs("}}]", f);
}

static void sarif_message(FILE *f, const TvCiCheck *c) {
  char *text = NULL;
  size_t len = 0;
  FILE *m = open_memstream(&text, &len);
  if (!m) return;
  if (c->pass) fprintf(m, "pass '%s' ", c->pass);
  if (c->verdict == TV_INCORRECT)
    fprintf(m, "%s@%s%s: %s", c->pass ? "is incorrect on " : "", c->func, c->pass ? "" : " is incorrect",
            c->reason ? c->reason : "?");
  else
    fprintf(m, "%s@%s: %s%s%s%s", c->pass ? "on " : "", c->func, verdict_word(c->verdict), c->reason ? " (" : "",
            c->reason ? c->reason : "", c->reason ? ")" : "");
  if (c->file && c->pass) fprintf(m, " in %s", c->file);
  if (c->cex) fprintf(m, "\n%s", c->cex);
  fclose(m);
  json_str(f, text);
  free(text);
}

int tv_ci_write_sarif(const TvCiLog *log, const char *path) {
  FILE *f = fopen(path, "w");
  if (!f) return 1;
  fputs("{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n  \"version\": \"2.1.0\",\n"
        "  \"runs\": [{\n    \"tool\": {\"driver\": {\"name\": \"tv\", \"version\": \"" TV_VERSION "\",\n"
        "      \"rules\": [", f);
  sarif_rules(f);
  fputs("]}},\n    \"results\": [", f);
  int first = 1;
  for (size_t i = 0; i < log->n; i++) {
    const TvCiCheck *c = &log->v[i];
    int r = rule_index(c->verdict);
    if (r < 0) continue;
    fprintf(f, "%s\n      {\"ruleId\": \"tv/%s\", \"ruleIndex\": %d, \"level\": \"%s\", \"message\": {\"text\": ",
            first ? "" : ",", verdict_word(c->verdict), r, rules[r].level);
    sarif_message(f, c);
    fputc('}', f);
    sarif_location(f, c);
    fputc('}', f);
    first = 0;
  }
  fputs(first ? "]\n  }]\n}\n" : "\n    ]\n  }]\n}\n", f);
  return fclose(f) ? 1 : 0;
}

int tv_ci_write(const TvCiLog *log, const char *junit, const char *junit_flag, const char *sarif,
                const char *sarif_flag, char *err, size_t errlen) {
  if (junit && tv_ci_write_junit(log, junit)) {
    snprintf(err, errlen, "%s: cannot write %s: %s", junit_flag, junit, strerror(errno));
    return 1;
  }
  if (sarif && tv_ci_write_sarif(log, sarif)) {
    snprintf(err, errlen, "%s: cannot write %s: %s", sarif_flag, sarif, strerror(errno));
    return 1;
  }
  return 0;
}
