/* tv-lit-html.c: the summary as one self-contained HTML page (inline CSS, SVG and JS, no
 * network): totals, a stacked bar chart of verdicts per pass, and sortable tables per
 * pass, per dialect, of the slowest checks and of every incorrect check. */
#include <string.h>
#include "tv-lit.h"

static const char *const colours[TL_NV] = {"#2e7d32", "#c62828", "#f9a825",
                                           "#78909c", "#6a1b9a", "#4e342e"};

static const char style[] =
  "body{font-family:sans-serif;margin:1.5em;color:#222}"
  "table{border-collapse:collapse;margin:.5em 0 1.5em}"
  "th,td{border:1px solid #ccc;padding:.25em .6em;text-align:left;vertical-align:top}"
  "th{background:#eee}.sortable th{cursor:pointer;user-select:none}"
  "th[data-dir=asc]::after{content:' \\25B2'}th[data-dir=desc]::after{content:' \\25BC'}"
  "td.n{text-align:right;font-variant-numeric:tabular-nums}"
  "pre{margin:0;white-space:pre-wrap}code{font-size:90%}"
  ".sw{display:inline-block;width:.9em;height:.9em;margin:0 .3em 0 1em;vertical-align:middle}";

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

static void esc(FILE *f, const char *s) {
  for (; s && *s; s++) {
    switch (*s) {
    case '&': fputs("&amp;", f); break;
    case '<': fputs("&lt;", f); break;
    case '>': fputs("&gt;", f); break;
    case '"': fputs("&quot;", f); break;
    case '\'': fputs("&#39;", f); break;
    default: fputc(*s, f);
    }
  }
}

static void td(FILE *f, const char *s) {
  fputs("<td>", f);
  esc(f, s);
  fputs("</td>", f);
}

static void verdict_headers(FILE *f) {
  for (int v = 0; v < TL_NV; v++) fprintf(f, "<th>%s</th>", tl_verdicts[v]);
}

static void group_table(FILE *f, const char *id, const char *label, const TlGroup *g, size_t n) {
  fprintf(f, "<table class=\"sortable\" id=\"%s\"><thead><tr><th>%s</th><th>checks</th>", id, label);
  verdict_headers(f);
  fputs("<th>seconds</th></tr></thead><tbody>\n", f);
  for (size_t i = 0; i < n; i++) {
    fputs("<tr>", f);
    td(f, g[i].name);
    fprintf(f, "<td class=\"n\">%zu</td>", g[i].total);
    for (int v = 0; v < TL_NV; v++) fprintf(f, "<td class=\"n\">%zu</td>", g[i].counts[v]);
    fprintf(f, "<td class=\"n\">%.3f</td></tr>\n", g[i].seconds);
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
    esc(f, g->name);
    fputs("</text>", f);
    for (int v = 0; v < TL_NV; v++) {
      if (!g->counts[v]) continue;
      double w = (double)bar_w * (double)g->counts[v] / (double)max;
      fprintf(f, "<rect class=\"%s\" x=\"%.1f\" y=\"%d\" width=\"%.1f\" height=\"%d\" fill=\"%s\">"
              "<title>", tl_verdicts[v], x, y, w, row_h - 4, colours[v]);
      esc(f, g->name);
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
      esc(f, name);
      fputs(" = ", f);
    }
    esc(f, jv_str(&vals->items[i], "value"));
    fputs(" : ", f);
    esc(f, jv_str(&vals->items[i], "type"));
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

static void incorrect_table(FILE *f, const TlSummary *s) {
  fputs("<table class=\"sortable\" id=\"incorrect\"><thead><tr><th>pass</th><th>function</th>"
        "<th>test</th><th>why</th><th>counterexample</th><th>reproducer</th></tr></thead><tbody>\n", f);
  for (size_t i = 0; i < s->nincorrect; i++) {
    const TlCheck *c = s->incorrect[i];
    fputs("<tr>", f);
    td(f, c->pass);
    td(f, c->func);
    td(f, c->test);
    td(f, c->reason);
    fputs("<td><pre>", f);
    cex_text(f, &c->cex);
    fputs("</pre></td><td>", f);
    if (c->src && c->tgt) {
      fputs("<code>tv-check ", f);
      esc(f, c->src);
      fputc(' ', f);
      esc(f, c->tgt);
      fputs("</code>", f);
    } else {
      fputs("(not dumped)", f);
    }
    fputs("</td></tr>\n", f);
  }
  fputs("</tbody></table>\n", f);
}

int tl_summary_write_html(const TlSummary *s, const char *path) {
  FILE *f = fopen(path, "w");
  if (!f) return 1;
  fprintf(f, "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n"
          "<title>tv: translation validation of a lit suite</title>\n<style>%s</style>\n"
          "</head><body>\n<h1>tv: translation validation of a lit suite</h1>\n<p>Reports from:",
          style);
  for (size_t i = 0; i < s->ninputs; i++) {
    fputs(i ? ", <code>" : " <code>", f);
    esc(f, s->inputs[i]);
    fputs("</code>", f);
  }
  fprintf(f, ". %zu mlir-opt calls in %zu tests, %zu checks, %zu report lines skipped "
          "(truncated or malformed).</p>\n<table id=\"totals\"><thead><tr>",
          s->calls, s->tests, s->nchecks, s->skipped);
  verdict_headers(f);
  fputs("</tr></thead><tbody><tr>", f);
  for (int v = 0; v < TL_NV; v++) fprintf(f, "<td class=\"n\">%zu</td>", s->counts[v]);
  fputs("</tr></tbody></table>\n<h2>Verdicts per pass</h2>\n", f);
  bar_chart(f, s);
  fputs("<h2>Per pass</h2>\n<p>Click a column header to sort.</p>\n", f);
  group_table(f, "passes", "pass", s->passes, s->npasses);
  fputs("<h2>Per dialect</h2>\n<p>A check counts once for each dialect of the ops in its "
        "source function.</p>\n", f);
  group_table(f, "dialects", "dialect", s->dialects, s->ndialects);
  fprintf(f, "<h2>Slowest checks</h2>\n");
  slowest_table(f, s);
  fprintf(f, "<h2>Incorrect checks (%zu)</h2>\n", s->nincorrect);
  incorrect_table(f, s);
  fprintf(f, "<script>\n%s</script>\n</body></html>\n", script);
  return fclose(f) != 0;
}
