/* report_ci.h: the checks of a run as CI systems read them: JUnit XML (Jenkins, GitLab,
 * lit's --xunit-xml-output) and SARIF 2.1.0 (code scanning). tv-check, the plugin and
 * tv-lit fill the same small records (TvCiCheck) and call the same writers. Plain C with
 * no MLIR or Z3 (tv-lit links it alone); tv_ci_from_result (report.c) fills a record
 * from a TvResult. */
#ifndef TV_REPORT_CI_H
#define TV_REPORT_CI_H
#include <stddef.h>
#include <stdio.h>

/* One check. Strings are malloc'd and owned by the record (NULL when absent). */
typedef struct TvCiCheck {
  char *pass;               /* the pass (plugin, --ir-dump, tv-lit), or NULL (two files) */
  char *func;               /* the function, without '@' ("src -> @tgt" in the one-file form) */
  char *file;               /* the file or lit test checked, or NULL */
  int verdict;              /* a TvVerdict (tv.h): 0 proven ... 5 error, tv_verdict_name's order */
  char *reason;
  char *cex;                /* the counterexample as text (input:, source:, target:, executed:) */
  char *loc;                /* "file:line:col": the first target op where the runs differ, else
                               the function */
  double seconds;
} TvCiCheck;

/* The checks of a run in report order. */
typedef struct TvCiLog {
  TvCiCheck *v;
  size_t n, cap;
} TvCiLog;

void tv_ci_check_free(TvCiCheck *c);
/* Appends c, taking its strings (freed on failure); 0, or 1 when out of memory. */
int tv_ci_push(TvCiLog *log, TvCiCheck *c);
void tv_ci_free(TvCiLog *log);

/* Fills *out from a check's result (report.c): the counterexample as text, loc the first
 * differing op's (TvCex.first_loc), else func_loc (the function's "file:line:col", may be
 * NULL). pass and file may be NULL. 0, or 1 when out of memory (nothing to free). */
struct TvResult;
int tv_ci_from_result(TvCiCheck *out, const char *pass, const char *func, const char *file, const char *func_loc,
                      const struct TvResult *r);

/* JUnit XML: <testsuites> with one <testsuite> per pass (else per file), a <testcase> per
 * check (classname = pass or file, name = "@func", with " (file)" when both are known);
 * incorrect is a <failure> (message the reason, text the counterexample), inconclusive,
 * unsupported and timeout are <skipped message="verdict: reason"/>, error is <error>.
 * Returns 0, or nonzero with errno set. */
int tv_ci_write_junit(const TvCiLog *log, const char *path);
/* SARIF 2.1.0: one run of tool "tv" with a rule per verdict that is not proven, a result
 * per such check: incorrect at level error (message the reason and the counterexample,
 * location its loc), error at warning, the others at note. Returns 0, or nonzero with
 * errno set. */
int tv_ci_write_sarif(const TvCiLog *log, const char *path);
/* Writes what is asked (junit or sarif NULL: not that one); 0, or 1 with the reason
 * ("cannot write FILE: ...", naming the flag given as junit_flag/sarif_flag) in err. */
int tv_ci_write(const TvCiLog *log, const char *junit, const char *junit_flag, const char *sarif,
                const char *sarif_flag, char *err, size_t errlen);

/* s escaped for XML (and HTML) text: & < > " ' as entities, control characters other than
 * tab and newline dropped (XML 1.0 allows none); in an attribute (attr) a newline is &#10;
 * and a tab &#9;, which parsers would otherwise turn into spaces. */
void tv_xml_esc(FILE *f, const char *s, int attr);

#endif
