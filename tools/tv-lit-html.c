/* tv-lit-html.c: the summary as one self-contained HTML page (inline CSS, SVG and JS, no
 * network), in the order a compiler engineer acts on it: totals; every incorrect check,
 * grouped by pass, with its counterexample, lit test, mlir-opt call and a copyable
 * reproducer; what to fix next (unsupported ops, inconclusive and timeout reasons, most
 * frequent first); per pass with the proven share; the lit tests that failed, timed out or
 * crashed; per dialect, the slowest checks and a stacked bar chart of verdicts per pass. */
#include <stdlib.h>
#include <string.h>
#include "html.h"
#include "tv-lit.h"

static const char *const colours[TL_NV] = {"#2e7d32", "#c62828", "#f9a825",
                                           "#78909c", "#6a1b9a", "#4e342e"};


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

/* One stacked bar per pass, lengths to a common scale (the largest pass fills the width). */
static void bar_chart(FILE *f, const TlSummary *s) {
  const int label_w = 220, bar_w = 600, row_h = 22;
  size_t max = 1;
  for (size_t i = 0; i < s->npasses; i++)
    if (s->passes[i].total > max) max = s->passes[i].total;
  fputs("<p>", f);
  for (int v = 0; v < TL_NV; v++)
    fprintf(f, "<span class=\"sw\" style=\"background:%s\"></span>%s", colours[v], tl_verdicts[v]);
  fprintf(f, "</p>\n<svg id=\"chart\" role=\"img\" width=\"%d\" height=\"%zu\" "
          "font-family=\"sans-serif\" font-size=\"12\">\n",
          label_w + bar_w + 80, s->npasses * (size_t)row_h + 4);
  for (size_t i = 0; i < s->npasses; i++) {
    const TlGroup *g = &s->passes[i];
    int y = (int)i * row_h + 2;
    double x = label_w;
    fprintf(f, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">", label_w - 6, y + 14);
    html_esc(f, g->name);
    fputs("</text>", f);
    for (int v = 0; v < TL_NV; v++) {
      if (!g->counts[v]) continue;
      double w = (double)bar_w * (double)g->counts[v] / (double)max;
      fprintf(f, "<rect class=\"%s\" x=\"%.1f\" y=\"%d\" width=\"%.1f\" height=\"%d\" fill=\"%s\">"
              "<title>", tl_verdicts[v], x, y, w, row_h - 4, colours[v]);
      html_esc(f, g->name);
      fprintf(f, ": %zu %s</title></rect>", g->counts[v], tl_verdicts[v]);
      x += w;
    }
    fprintf(f, "<text x=\"%.1f\" y=\"%d\">%zu</text>\n", x + 6, y + 14, g->total);
  }
  fputs("</svg>\n", f);
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

/* The incorrect checks (sorted by pass), one table per pass. */
static void incorrect_section(FILE *f, const TlSummary *s) {
  fprintf(f, "<h2 id=\"incorrect\">Incorrect checks (%zu)</h2>\n", s->nincorrect);
  if (!s->nincorrect) fputs("<p>None: no pass was shown to miscompile.</p>\n", f);
  for (size_t i = 0; i < s->nincorrect;) {
    size_t j = i;
    while (j < s->nincorrect && !strcmp(s->incorrect[j]->pass, s->incorrect[i]->pass)) j++;
    fputs("<h3 class=\"pass\">", f);
    html_esc(f, s->incorrect[i]->pass);
    fprintf(f, " (%zu)</h3>\n<table class=\"incorrect\"><thead><tr><th>function</th><th>lit test and "
            "mlir-opt call</th><th>why</th><th>counterexample</th><th>reproduce</th></tr></thead><tbody>\n", j - i);
    for (; i < j; i++) {
      const TlCheck *c = s->incorrect[i];
      fputs("<tr><td>@", f);
      html_esc(f, c->func);
      fputs("</td><td>", f);
      html_esc(f, c->test);
      if (c->args) {
        fputs("<br><code>mlir-opt ", f);
        html_esc(f, c->args);
        fputs("</code>", f);
      }
      fputs("</td>", f);
      td(f, c->reason);
      fputs("<td><pre>", f);
      cex_text(f, &c->cex);
      fputs("</pre></td><td>", f);
      repro(f, c);
      fputs("</td></tr>\n", f);
    }
    fputs("</tbody></table>\n", f);
  }
}

enum { RANK_ROWS = 40 };

/* Unsupported ops and inconclusive/timeout reasons of the checks on registered dialects. */
static void rank_section(FILE *f, const TlSummary *s) {
  size_t real = s->apart[TL_REAL];
  fputs("<h2 id=\"next\">What to fix next</h2>\n<p>Why checks on registered dialects were not "
        "decided, most frequent first (numbers in reasons written N); the share is of those checks.</p>\n", f);
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

int tl_summary_write_html(const TlSummary *s, const char *path) {
  FILE *f = fopen(path, "w");
  if (!f) return 1;
  fprintf(f, "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n"
          "<title>tv: translation validation of a lit suite</title>\n<style>%s</style>\n"
          "</head><body>\n<h1>tv: translation validation of a lit suite</h1>\n<p>Reports from:",
          html_style);
  for (size_t i = 0; i < s->ninputs; i++) {
    fputs(i ? ", <code>" : " <code>", f);
    html_esc(f, s->inputs[i]);
    fputs("</code>", f);
  }
  totals(f, s);
  incorrect_section(f, s);
  rank_section(f, s);
  fputs("<h2 id=\"passes\">Per pass</h2>\n<p>Click a column header to sort. proven % is of the "
        "checks on registered dialects.</p>\n", f);
  group_table(f, "passes", "pass", s->passes, s->npasses);
  lit_section(f, s);
  fputs("<h2>Per dialect</h2>\n<p>A check counts once for each dialect of the ops in its "
        "source function.</p>\n", f);
  group_table(f, "dialects", "dialect", s->dialects, s->ndialects);
  fprintf(f, "<h2>Slowest checks</h2>\n");
  slowest_table(f, s);
  fputs("<h2>Verdicts per pass</h2>\n", f);
  bar_chart(f, s);
  fprintf(f, "<script>\n%s</script>\n</body></html>\n", script);
  return fclose(f) != 0;
}
