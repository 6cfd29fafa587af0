/* tv-lit-html.c: the summary as one self-contained HTML page (inline CSS, SVG and JS, no
 * network), in the order a compiler engineer acts on it: totals and, under a baseline, the
 * count of new and known incorrect checks; a stacked bar chart of verdicts per pass (passes
 * with incorrect checks first, every count labelled); every incorrect check, new ones first,
 * grouped by pass, with its counterexample, lit test, mlir-opt calls, a copyable reproducer
 * and, for a known one, its docs/findings.md entry; what to fix next (unsupported ops,
 * inconclusive and timeout reasons, most frequent first); per pass with the proven share;
 * the lit tests that failed, timed out or crashed; per registered dialect; the slowest. */
#include <stdlib.h>
#include <string.h>
#include "html.h"
#include "tv-lit.h"

static const char *const colours[TL_NV] = {"#2e7d32", "#c62828", "#f9a825",
                                           "#78909c", "#6a1b9a", "#4e342e"};

/* The page's own rules, after html_style: new findings stand out, known ones are muted. */
static const char style[] =
  "p.count{font-size:120%}.new{color:#c62828}h3.new{border-left:6px solid #c62828;padding-left:.4em}"
  "h3.known{border-left:6px solid #78909c;padding-left:.4em;color:#455a64}"
  "tr.new td{background:#ffebee}tr.known td{color:#455a64}"
  "span.badge{font-weight:bold;font-size:80%;padding:0 .3em;border-radius:3px;color:#fff;background:#c62828}"
  "div.chart{max-height:22em;overflow-y:auto;border:1px solid #ccc;display:inline-block}";


/* Sorts a table by the clicked column: numerically when both cells are numbers. */
static const char script[] =
  "document.querySelectorAll('table.sortable').forEach(function(t){\n"
  "  var hs=t.tHead.rows[0].cells;\n"
  "  Array.prototype.forEach.call(hs,function(th,i){\n"
  "    th.addEventListener('click',function(){\n"
  "      var asc=th.getAttribute('data-dir')!=='asc';\n"
  "      Array.prototype.forEach.call(hs,function(h){h.removeAttribute('data-dir');});\n"
  "      th.setAttribute('data-dir',asc?'asc':'desc');\n"
  "      var b=t.tBodies[0],rows=Array.prototype.slice.call(b.rows);\n"
  "      rows.sort(function(x,y){\n"
  "        var a=x.cells[i].textContent,c=y.cells[i].textContent;\n"
  "        var na=Number(a),nc=Number(c);\n"
  "        var r=(a!==''&&c!==''&&!isNaN(na)&&!isNaN(nc))?na-nc:a.localeCompare(c);\n"
  "        return asc?r:-r;});\n"
  "      rows.forEach(function(r){b.appendChild(r);});\n"
  "    });\n"
  "  });\n"
  "});\n";


static void td(FILE *f, const char *s) {
  fputs("<td>", f);
  html_esc(f, s);
  fputs("</td>", f);
}

static void verdict_headers(FILE *f) {
  for (int v = 0; v < TL_NV; v++) fprintf(f, "<th>%s</th>", tl_verdicts[v]);
}

static void group_table(FILE *f, const char *id, const char *label, const TlGroup *g, size_t n) {
  fprintf(f, "<table class=\"sortable\" id=\"%s\"><thead><tr><th>%s</th><th>checks</th>", id, label);
  verdict_headers(f);
  fputs("<th>proven %</th><th>kept apart</th><th>seconds</th></tr></thead><tbody>\n", f);
  for (size_t i = 0; i < n; i++) {
    fputs("<tr>", f);
    td(f, g[i].name);
    fprintf(f, "<td class=\"n\">%zu</td>", g[i].total);
    for (int v = 0; v < TL_NV; v++) fprintf(f, "<td class=\"n\">%zu</td>", g[i].counts[v]);
    if (g[i].real) fprintf(f, "<td class=\"n\">%.1f</td>", 100.0 * (double)g[i].real_proven / (double)g[i].real);
    else fputs("<td></td>", f);
    fprintf(f, "<td class=\"n\">%zu</td><td class=\"n\">%.3f</td></tr>\n", g[i].total - g[i].real, g[i].seconds);
  }
  fputs("</tbody></table>\n", f);
}

/* Passes with more incorrect checks first, then more checks, then by name. */
static int cmp_chart(const void *a, const void *b) {
  const TlGroup *x = *(const TlGroup *const *)a, *y = *(const TlGroup *const *)b;
  if (x->counts[TL_INCORRECT] != y->counts[TL_INCORRECT]) return x->counts[TL_INCORRECT] < y->counts[TL_INCORRECT] ? 1 : -1;
  if (x->total != y->total) return x->total < y->total ? 1 : -1;
  return strcmp(x->name, y->name);
}

/* After a bar: its total and each verdict's count ("296: 200 proven, 1 incorrect, ..."),
 * incorrect in red. */
static void bar_label(FILE *f, const TlGroup *g, double x, int y) {
  fprintf(f, "<text x=\"%.1f\" y=\"%d\">%zu:", x + 6, y, g->total);
  for (int v = 0, first = 1; v < TL_NV; v++) {
    if (!g->counts[v]) continue;
    fprintf(f, "%s<tspan%s>%zu %s</tspan>", first ? " " : ", ",
            v == TL_INCORRECT ? " fill=\"#c62828\" font-weight=\"bold\"" : "", g->counts[v], tl_verdicts[v]);
    first = 0;
  }
  fputs("</text>\n", f);
}

enum { BAR_MIN = 4 };   /* px: a count of 1 stays visible next to hundreds */

/* One stacked bar per pass, lengths to a common scale (the largest pass fills the width),
 * every non-zero segment at least BAR_MIN wide, the counts written after the bar. */
static void bar_chart(FILE *f, const TlSummary *s) {
  const int label_w = 240, bar_w = 500, row_h = 18;
  size_t max = 1;
  const TlGroup **order = calloc(s->npasses + 1, sizeof *order);
  if (!order) return;
  for (size_t i = 0; i < s->npasses; i++) {
    order[i] = &s->passes[i];
    if (s->passes[i].total > max) max = s->passes[i].total;
  }
  qsort(order, s->npasses, sizeof *order, cmp_chart);
  fprintf(f, "<h2 id=\"chart-title\">Verdicts per pass</h2>\n<p>Passes with incorrect checks first; a "
        "segment is at least %d px wide, so a single check shows.", BAR_MIN);
  for (int v = 0; v < TL_NV; v++)
    fprintf(f, "<span class=\"sw\" style=\"background:%s\"></span>%s", colours[v], tl_verdicts[v]);
  fprintf(f, "</p>\n<div class=\"chart\"><svg id=\"chart\" role=\"img\" width=\"%d\" height=\"%zu\" "
          "font-family=\"sans-serif\" font-size=\"12\">\n",
          label_w + bar_w + 420, s->npasses * (size_t)row_h + 4);
  for (size_t i = 0; i < s->npasses; i++) {
    const TlGroup *g = order[i];
    int y = (int)i * row_h + 2;
    double x = label_w;
    fprintf(f, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">", label_w - 6, y + 12);
    html_esc(f, g->name);
    fputs("</text>", f);
    for (int v = 0; v < TL_NV; v++) {
      if (!g->counts[v]) continue;
      double w = (double)bar_w * (double)g->counts[v] / (double)max;
      if (w < BAR_MIN) w = BAR_MIN;
      fprintf(f, "<rect class=\"%s\" x=\"%.1f\" y=\"%d\" width=\"%.1f\" height=\"%d\" fill=\"%s\">"
              "<title>", tl_verdicts[v], x, y, w, row_h - 4, colours[v]);
      html_esc(f, g->name);
      fprintf(f, ": %zu %s</title></rect>", g->counts[v], tl_verdicts[v]);
      x += w;
    }
    bar_label(f, g, x, y + 12);
  }
  fputs("</svg></div>\n", f);
  free((void *)order);
}

static void values_text(FILE *f, const Jv *vals) {
  for (size_t i = 0; vals && vals->kind == JV_ARR && i < vals->n; i++) {
    const char *name = jv_str(&vals->items[i], "name");
    fputs(i ? ", " : "", f);
    if (name) {
      html_esc(f, name);
      fputs(" = ", f);
    }
    html_esc(f, jv_str(&vals->items[i], "value"));
    fputs(" : ", f);
    html_esc(f, jv_str(&vals->items[i], "type"));
  }
}

static void side_text(FILE *f, const char *label, const Jv *side) {
  const Jv *ub = jv_get(side, "ub"), *res = jv_get(side, "results");
  fprintf(f, "\n%s: ", label);
  if (ub && ub->kind == JV_BOOL && ub->b) fputs("undefined behaviour", f);
  else if (!res || !res->n) fputs("returns nothing", f);
  else {
    fputs("returns ", f);
    values_text(f, res);
  }
}

static void cex_text(FILE *f, const Jv *cex) {
  if (cex->kind != JV_OBJ) return;
  fputs("inputs: ", f);
  values_text(f, jv_get(cex, "inputs"));
  side_text(f, "source", jv_get(cex, "source"));
  side_text(f, "target", jv_get(cex, "target"));
}

static void slowest_table(FILE *f, const TlSummary *s) {
  fputs("<table class=\"sortable\" id=\"slowest\"><thead><tr><th>seconds</th><th>pass</th>"
        "<th>function</th><th>test</th><th>verdict</th></tr></thead><tbody>\n", f);
  for (size_t i = 0; i < s->nslowest; i++) {
    const TlCheck *c = s->slowest[i];
    fprintf(f, "<tr><td class=\"n\">%.3f</td>", c->seconds);
    td(f, c->pass);
    td(f, c->func);
    td(f, c->test);
    td(f, tl_verdicts[c->verdict]);
    fputs("</tr>\n", f);
  }
  fputs("</tbody></table>\n", f);
}

/* s as one single-quoted shell word, HTML-escaped. */
static void sh_word(FILE *f, const char *s) {
  char *buf = NULL;
  size_t n = 0;
  FILE *m = open_memstream(&buf, &n);
  if (!m) return;
  tl_sh_quote(m, s);
  fclose(m);
  html_esc(f, buf);
  free(buf);
}

/* A command that reproduces check c outside the pipeline (tv-check on the dumped pair). */
static void repro(FILE *f, const TlCheck *c) {
  if (!c->src || !c->tgt) {
    fputs("(not dumped)", f);
    return;
  }
  fputs("<pre class=\"repro\">tv-check ", f);
  html_esc(f, c->flags ? c->flags : "--timeout=60");   /* the plugin's options (the report line's) */
  fputc(' ', f);
  sh_word(f, c->src);
  fputc(' ', f);
  sh_word(f, c->tgt);
  fputs("</pre>", f);
}

/* One row for the incorrect checks s->incorrect[i..j) (one finding: the same test,
 * pass, function, reason and counterexample in several mlir-opt calls). */
static void incorrect_row(FILE *f, const TlSummary *s, size_t i, size_t j) {
  const TlCheck *c = s->incorrect[i];
  fputs(c->status == TL_NEW ? "<tr class=\"new\"><td>" : c->status == TL_KNOWN ? "<tr class=\"known\"><td>" : "<tr><td>", f);
  if (c->status == TL_NEW) fputs("<span class=\"badge\">NEW</span> ", f);
  fputs("@", f);
  html_esc(f, c->func);
  fputs("</td><td>", f);
  html_esc(f, c->test);
  if (j - i > 1) fprintf(f, " (%zu mlir-opt calls)", j - i);
  for (size_t k = i; k < j; k++)
    if (s->incorrect[k]->args) {
      fputs("<br><code>mlir-opt ", f);
      html_esc(f, s->incorrect[k]->args);
      fputs("</code>", f);
    }
  fputs("</td>", f);
  td(f, c->reason);
  fputs("<td><pre>", f);
  cex_text(f, &c->cex);
  fputs("</pre></td><td>", f);
  repro(f, c);
  fputs("</td>", f);
  if (c->status == TL_KNOWN) {
    fprintf(f, "<td class=\"finding\"><b>%s</b>", tl_kinds[c->kind]);
    if (c->finding) {
      fputs(": ", f);
      html_esc(f, c->finding);
    }
    if (c->known_by & TL_BY_PREVIOUS) fputs(c->finding ? " (also in the previous run)" : "", f);
    fputs("</td>", f);
  }
  fputs("</tr>\n", f);
}

/* The incorrect checks s->incorrect[i..end) of one mark, one table per pass. */
static void incorrect_tables(FILE *f, const TlSummary *s, size_t i, size_t end) {
  const char *h = s->marked ? "h4" : "h3";
  while (i < end) {
    size_t j = i;
    while (j < end && !strcmp(s->incorrect[j]->pass, s->incorrect[i]->pass)) j++;
    fprintf(f, "<%s class=\"pass\">", h);
    html_esc(f, s->incorrect[i]->pass);
    fprintf(f, " (%zu)</%s>\n<table class=\"incorrect\"><thead><tr><th>function</th><th>lit test and "
            "mlir-opt call</th><th>why</th><th>counterexample</th><th>reproduce</th>%s</tr></thead><tbody>\n",
            j - i, h, s->incorrect[i]->status == TL_KNOWN ? "<th>finding (docs/findings.md)</th>" : "");
    for (size_t k = i; k < j;) {
      size_t e = tl_incorrect_run(s, k);
      incorrect_row(f, s, k, e < j ? e : j);
      k = e < j ? e : j;
    }
    fputs("</tbody></table>\n", f);
    i = j;
  }
}

/* The incorrect checks: under a baseline the new ones first, then the known ones. */
static void incorrect_section(FILE *f, const TlSummary *s) {
  fprintf(f, "<h2 id=\"incorrect\">Incorrect checks (%zu)</h2>\n", s->nincorrect);
  if (!s->nincorrect) fputs("<p>None: no pass was shown to miscompile.</p>\n", f);
  if (!s->marked) {
    incorrect_tables(f, s, 0, s->nincorrect);
    return;
  }
  fprintf(f, "<h3 class=\"new\" id=\"new\">New: fix these first (%zu)</h3>\n", s->nnew);
  if (!s->nnew) fputs("<p>No new incorrect check: every one is a known finding.</p>\n", f);
  incorrect_tables(f, s, 0, s->nnew);
  fprintf(f, "<h3 class=\"known\" id=\"known\">Known (%zu): classified in docs/findings.md or seen in "
          "the previous run</h3>\n", s->nknown);
  incorrect_tables(f, s, s->nnew, s->nincorrect);
}

/* Under a baseline: the count line and where the baseline came from. */
static void baseline_line(FILE *f, const TlSummary *s) {
  if (!s->marked) return;
  fprintf(f, "<p class=\"count\" id=\"baseline\"><b>%zu incorrect: "
          "<span class=\"new\">%zu new</span>, %zu known</b>", s->nincorrect, s->nnew, s->nknown);
  fputs(" (baseline:", f);
  if (s->previous) {
    fputs(" the previous run <code>", f);
    html_esc(f, s->previous);
    fputs("</code>", f);
  }
  if (s->known_file) {
    fputs(s->previous ? " and the known findings <code>" : " the known findings <code>", f);
    html_esc(f, s->known_file);
    fputs("</code>", f);
  }
  fputs(")</p>\n", f);
}

enum { RANK_ROWS = 40 };

/* Unsupported ops and inconclusive/timeout reasons of the checks on registered dialects. */
static void rank_section(FILE *f, const TlSummary *s) {
  size_t real = s->apart[TL_REAL];
  fputs("<h2 id=\"next\">What to fix next</h2>\n<p>Why checks on registered dialects were not "
        "decided, most frequent first (numbers in reasons written N); the share is of those checks.</p>\n", f);
  if (!s->nranks) {
    fputs("<p id=\"ranking\">Nothing to fix: every check on a registered dialect was decided "
          "(proven or incorrect).</p>\n", f);
    return;
  }
  fputs("<table class=\"sortable\" id=\"ranking\"><thead><tr><th>verdict</th><th>reason</th><th>checks</th>"
        "<th>share %</th><th>for example in</th></tr></thead><tbody>\n", f);
  for (size_t i = 0; i < s->nranks && i < RANK_ROWS; i++) {
    const TlRank *r = &s->ranks[i];
    fputs("<tr>", f);
    td(f, tl_verdicts[r->verdict]);
    td(f, r->name);
    fprintf(f, "<td class=\"n\">%zu</td><td class=\"n\">%.1f</td>", r->count, real ? 100.0 * (double)r->count / (double)real : 0.0);
    td(f, r->test);
    fputs("</tr>\n", f);
  }
  fputs("</tbody></table>\n", f);
  if (s->nranks > RANK_ROWS) fprintf(f, "<p>%zu more reasons in summary.json (\"ranking\").</p>\n", s->nranks - RANK_ROWS);
}

static void lit_section(FILE *f, const TlSummary *s) {
  fputs("<h2 id=\"lit\">lit tests that failed, timed out or crashed</h2>\n", f);
  if (!s->have_lit) {
    fputs("<p>lit's results were not recorded (no lit.json in the run directories).</p>\n", f);
    return;
  }
  if (!s->nlit) {
    fputs("<p>None: every lit test passed, or failed or was skipped as lit expected.</p>\n", f);
    return;
  }
  fputs("<table id=\"lit-problems\"><thead><tr><th>test</th><th>lit</th><th>crashed</th></tr></thead><tbody>\n", f);
  for (size_t i = 0; i < s->nlit; i++) {
    fputs("<tr>", f);
    td(f, s->lit[i].name);
    td(f, s->lit[i].code);
    td(f, s->lit[i].crashed ? "yes" : "");
    fputs("</tr>\n", f);
  }
  fputs("</tbody></table>\n", f);
}

static void totals(FILE *f, const TlSummary *s) {
  size_t real = s->apart[TL_REAL];
  fprintf(f, ". %zu mlir-opt calls in %zu tests, %zu checks, %zu report lines skipped "
          "(truncated or malformed); %zu functions unchanged by their pass (not checked), %zu "
          "checks proven as structurally identical, %zu from the cache.</p>\n<table id=\"totals\"><thead><tr><th></th>",
          s->calls, s->tests, s->nchecks, s->skipped, s->unchanged, s->identical, s->cached);
  verdict_headers(f);
  fputs("<th>proven %</th></tr></thead><tbody><tr><td>all checks</td>", f);
  for (int v = 0; v < TL_NV; v++) fprintf(f, "<td class=\"n\">%zu</td>", s->counts[v]);
  fprintf(f, "<td class=\"n\">%.1f</td></tr>\n<tr><td>registered dialects</td>",
          s->nchecks ? 100.0 * (double)s->counts[TL_PROVEN] / (double)s->nchecks : 0.0);
  for (int v = 0; v < TL_NV; v++) fprintf(f, "<td class=\"n\">%zu</td>", s->real_counts[v]);
  fprintf(f, "<td class=\"n\">%.1f</td></tr></tbody></table>\n<p>Kept apart (the source uses ops tv "
          "cannot be expected to know): %zu checks on the test dialect, %zu with ops of no registered "
          "dialect.</p>\n", real ? 100.0 * (double)s->real_counts[TL_PROVEN] / (double)real : 0.0,
          s->apart[TL_TEST_DIALECT], s->apart[TL_UNREGISTERED]);
}

/* Per dialect: the registered ones only; the other names (the test dialect, unregistered
 * ops of parser tests, older reports without dialects) are named in one line. */
static void dialect_section(FILE *f, const TlSummary *s) {
  TlGroup *reg = calloc(s->ndialects + 1, sizeof *reg);
  size_t n = 0, other = 0;
  if (!reg) return;
  fputs("<h2>Per dialect</h2>\n<p>A check counts once for each registered dialect of the ops in "
        "its source function.", f);
  for (size_t i = 0; i < s->ndialects; i++) {
    if (tl_dialect_registered(s->dialects[i].name)) {
      reg[n++] = s->dialects[i];
      continue;
    }
    fputs(other++ ? ", " : " Not listed (not a registered dialect): <code>", f);
    html_esc(f, s->dialects[i].name);
  }
  fputs(other ? "</code>.</p>\n" : "</p>\n", f);
  group_table(f, "dialects", "dialect", reg, n);
  free(reg);
}

int tl_summary_write_html(const TlSummary *s, const char *path) {
  FILE *f = fopen(path, "w");
  if (!f) return 1;
  fprintf(f, "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n"
          "<title>tv: translation validation of a lit suite</title>\n<style>%s</style>\n"
          "<style>%s</style>\n</head><body>\n<h1>tv: translation validation of a lit suite</h1>\n<p>Reports from:",
          html_style, style);
  for (size_t i = 0; i < s->ninputs; i++) {
    fputs(i ? ", <code>" : " <code>", f);
    html_esc(f, s->inputs[i]);
    fputs("</code>", f);
  }
  totals(f, s);
  baseline_line(f, s);
  bar_chart(f, s);
  incorrect_section(f, s);
  rank_section(f, s);
  fputs("<h2 id=\"passes\">Per pass</h2>\n<p>Click a column header to sort. proven % is of the "
        "checks on registered dialects.</p>\n", f);
  group_table(f, "passes", "pass", s->passes, s->npasses);
  lit_section(f, s);
  dialect_section(f, s);
  fprintf(f, "<h2>Slowest checks</h2>\n");
  slowest_table(f, s);
  fprintf(f, "<script>\n%s</script>\n</body></html>\n", script);
  return fclose(f) != 0;
}
