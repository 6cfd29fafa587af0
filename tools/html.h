/* html.h: what the HTML summaries of tv-lit and tv-sweep share: the style sheet and
 * escaping. */
#ifndef TV_HTML_H
#define TV_HTML_H
#include <stdio.h>

extern const char html_style[];
/* s with &, <, >, " and ' escaped, control characters but tab and newline dropped
 * (tv_xml_esc, report_ci.h). */
void html_esc(FILE *f, const char *s);

#endif
