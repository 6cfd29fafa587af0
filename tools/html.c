/* html.c: the style sheet and escaping of the HTML summaries (html.h). */
#include "html.h"
#include "report_ci.h"

const char html_style[] =
  "body{font-family:sans-serif;margin:1.5em;color:#222}"
  "table{border-collapse:collapse;margin:.5em 0 1.5em}"
  "th,td{border:1px solid #ccc;padding:.25em .6em;text-align:left;vertical-align:top}"
  "th{background:#eee}.sortable th{cursor:pointer;user-select:none}"
  "th[data-dir=asc]::after{content:' \\25B2'}th[data-dir=desc]::after{content:' \\25BC'}"
  "td.n{text-align:right;font-variant-numeric:tabular-nums}"
  "pre{margin:0;white-space:pre-wrap}code{font-size:90%}"
  "pre.repro{background:#f4f4f4;padding:.3em;user-select:all}h3{margin-bottom:.2em}"
  ".sw{display:inline-block;width:.9em;height:.9em;margin:0 .3em 0 1em;vertical-align:middle}";

/* the XML escaper of the CI reports (report_ci.h): the same entities, control characters dropped */
void html_esc(FILE *f, const char *s) { tv_xml_esc(f, s, 0); }
