/* report.c: verdicts as text lines, JSON objects, and the supported-ops table. */
#include <stdlib.h>
#include <string.h>
#include "enc.h"
#include "report_ci.h"

static void print_results(FILE *out, const TvCexValue *v, size_t n, int ub) {
  if (ub) {
    fputs("undefined behaviour", out);
    return;
  }
  if (!n) fputs("returns nothing", out);
  for (size_t i = 0; i < n; i++)
    fprintf(out, "%s%s : %s", i ? ", " : "returns ", v[i].value, v[i].type);
}

/* The inputs and both outcomes, one per line, without a trailing newline. */
static void print_cex(FILE *out, const TvResult *r, const char *indent) {
  const TvCex *c = r->cex;
  if (!c) return;
  if (r->sigmap) fprintf(out, "%ssignature mapping: %s\n", indent, r->sigmap);
  for (size_t i = 0; i < c->nargs; i++)
    fprintf(out, "%sinput: %s = %s : %s\n", indent, c->args[i].name, c->args[i].value, c->args[i].type);
  if (c->run_only && c->executed_src && c->executed_tgt) {
    fprintf(out, "%ssource (run): %s\n%starget (run): %s", indent, c->executed_src, indent, c->executed_tgt);
    if (c->first_difference) fprintf(out, "\n%sfirst difference: %s", indent, c->first_difference);
    return;
  }
  fprintf(out, "%ssource: ", indent);
  print_results(out, c->src_res, c->nres, c->src_ub);
  fprintf(out, "\n%starget: ", indent);
  print_results(out, c->tgt_res, c->nres, c->tgt_ub);
  if (c->executed_src && c->executed_tgt)
    fprintf(out, "\n%sexecuted: source %s; target %s", indent, c->executed_src, c->executed_tgt);
  else if (c->not_run)
    fprintf(out, "\n%sexecuted: not run (%s)", indent, c->not_run);
  if (c->first_difference) fprintf(out, "\n%sfirst difference: %s", indent, c->first_difference);
}

int tv_fp_mode_parse(const char *s, TvFpMode *m) {
  static const char *names[] = {"auto", "abstract", "ieee"};
  for (int i = 0; i < 3; i++)
    if (!strcmp(s, names[i])) {
      *m = (TvFpMode)i;
      return 0;
    }
  return 1;
}

int tv_assume_parse(const char *list, unsigned *mask, char *bad, size_t badlen) {
  static const struct {
    const char *name;
    unsigned bit;
  } names[] = {{"associative", TV_ASSUME_ASSOCIATIVE}, {"zero-sum", TV_ASSUME_ZERO_SUM}};
  for (const char *p = list;; p++) {
    size_t n = strcspn(p, ",");
    unsigned bit = 0;
    for (size_t i = 0; i < sizeof names / sizeof *names && !bit; i++)
      if (n == strlen(names[i].name) && !strncmp(p, names[i].name, n)) bit = names[i].bit;
    if (!bit) {
      if (badlen) snprintf(bad, badlen, "%.*s", (int)n, p);
      return 1;
    }
    *mask |= bit;
    p += n;
    if (!*p) return 0;
  }
}

void tv_result_print_text(FILE *out, const char *func, const TvResult *r) {
  fprintf(out, "@%s: %s", func, tv_verdict_name(r->verdict));
  if (r->encoding && (!strcmp(r->encoding, "abstract") || !strcmp(r->encoding, "ieee")))
    fprintf(out, " [%s]", r->encoding);
  if (r->verdict == TV_INCORRECT) {
    fprintf(out, "\n  why: %s\n", r->reason ? r->reason : "?");
    print_cex(out, r, "  ");
  } else {
    /* proven: its assumptions */
    if (r->verdict != TV_TIMEOUT && r->reason) fprintf(out, " (%s)", r->reason);
    if (r->sigmap) fprintf(out, "\n  signature mapping: %s", r->sigmap);
    if (r->search_runs || r->search_ub) {   /* how far the run search went (runs.h) */
      fprintf(out, "\n  runs: no difference in %u runs of both functions on chosen inputs", r->search_runs);
      if (r->search_max) fprintf(out, " (index values and sizes up to %lu)", r->search_max);
      if (r->search_ub) fprintf(out, "; %u more with undefined behaviour in the source", r->search_ub);
    }
  }
  fputc('\n', out);
}

char *tv_cex_to_string(const TvResult *r) {
  char *buf = NULL;
  size_t len = 0;
  FILE *m = open_memstream(&buf, &len);
  if (!m) return NULL;
  print_cex(m, r, "");
  fclose(m);
  return buf;
}

static char *dup_or_null(const char *s) { return s ? strdup(s) : NULL; }

int tv_ci_from_result(TvCiCheck *out, const char *pass, const char *func, const char *file, const char *func_loc,
                      const TvResult *r) {
  memset(out, 0, sizeof *out);
  out->verdict = (int)r->verdict;
  out->seconds = r->seconds;
  out->pass = dup_or_null(pass);
  out->func = dup_or_null(func);
  out->file = dup_or_null(file);
  out->reason = dup_or_null(r->reason);
  out->cex = r->verdict == TV_INCORRECT ? tv_cex_to_string(r) : NULL;
  const char *first = r->cex && r->cex->first_loc && *r->cex->first_loc ? r->cex->first_loc : NULL;
  out->loc = dup_or_null(first ? first : func_loc && *func_loc ? func_loc : NULL);
  if ((pass && !out->pass) || !out->func || (file && !out->file) || (r->reason && !out->reason)) {
    tv_ci_check_free(out);
    return 1;
  }
  return 0;
}

static void json_str(FILE *out, const char *s) {
  fputc('"', out);
  for (; s && *s; s++) {
    unsigned char ch = (unsigned char)*s;
    if (ch == '"' || ch == '\\') fprintf(out, "\\%c", ch);
    else if (ch == '\n') fputs("\\n", out);
    else if (ch < 0x20) fprintf(out, "\\u%04x", ch);
    else fputc(ch, out);
  }
  fputc('"', out);
}

static void json_values(FILE *out, const TvCexValue *v, size_t n) {
  fputc('[', out);
  for (size_t i = 0; i < n; i++) {
    fputs(i ? ",{" : "{", out);
    if (v[i].name) {
      fputs("\"name\":", out);
      json_str(out, v[i].name);
      fputc(',', out);
    }
    fputs("\"type\":", out);
    json_str(out, v[i].type);
    fputs(",\"value\":", out);
    json_str(out, v[i].value);
    fputc('}', out);
  }
  fputc(']', out);
}

static void json_side(FILE *out, const char *key, const TvCexValue *v, size_t n, int ub) {
  fprintf(out, ",\"%s\":{\"ub\":%s,\"results\":", key, ub ? "true" : "false");
  json_values(out, v, n);
  fputc('}', out);
}

void tv_result_print_json(FILE *out, const char *pass, const char *func, const TvResult *r) {
  fputc('{', out);
  if (pass) {
    fputs("\"pass\":", out);
    json_str(out, pass);
    fputc(',', out);
  }
  fputs("\"function\":", out);
  json_str(out, func);
  fputs(",\"verdict\":", out);
  json_str(out, tv_verdict_name(r->verdict));
  fprintf(out, ",\"seconds\":%.6f,\"encoding\":", r->seconds);
  json_str(out, r->encoding);
  fputs(",\"dialects\":[", out);   /* "arith,scf" -> ["arith","scf"] */
  for (const char *d = r->dialects; d && *d;) {
    size_t l = strcspn(d, ",");
    fprintf(out, "%s\"%.*s\"", d == r->dialects ? "" : ",", (int)l, d);
    d += l + (d[l] == ',');
  }
  fputc(']', out);
  if (r->sigmap) {
    fputs(",\"signature_mapping\":", out);
    json_str(out, r->sigmap);
  }
  if (r->reason) {
    fputs(",\"reason\":", out);
    json_str(out, r->reason);
  }
  static const char *const cuts[] = {"", "time", "memory", "steps"};
  if (r->run_cut > TV_RUN_CUT_NONE && r->run_cut <= TV_RUN_CUT_STEPS)   /* a run of both functions cut short */
    fprintf(out, ",\"run_cut\":{\"limit\":\"%s\",\"steps\":%lu}", cuts[r->run_cut], r->run_steps);
  if (r->search_runs || r->search_ub)
    fprintf(out, ",\"run_search\":{\"runs\":%u,\"source_ub\":%u,\"max_index\":%lu}", r->search_runs, r->search_ub, r->search_max);
  if (r->within_bound) fprintf(out, ",\"within_bound\":%u", r->within_bound);
  if (r->cex) {
    fputs(",\"counterexample\":{\"inputs\":", out);
    json_values(out, r->cex->args, r->cex->nargs);
    json_side(out, "source", r->cex->src_res, r->cex->nres, r->cex->src_ub);
    json_side(out, "target", r->cex->tgt_res, r->cex->nres, r->cex->tgt_ub);
    fputc('}', out);
    if (r->cex->executed_src && r->cex->executed_tgt) {
      fputs(",\"executed\":{\"source\":", out);
      json_str(out, r->cex->executed_src);
      fputs(",\"target\":", out);
      json_str(out, r->cex->executed_tgt);
      if (r->cex->first_difference) {
        fputs(",\"first_difference\":", out);
        json_str(out, r->cex->first_difference);
      }
      if (r->cex->first_loc && *r->cex->first_loc) {   /* where the plugin's diagnostic goes */
        fputs(",\"first_loc\":", out);
        json_str(out, r->cex->first_loc);
      }
      fputc('}', out);
    } else if (r->cex->not_run) {
      fputs(",\"executed\":{\"not_run\":", out);
      json_str(out, r->cex->not_run);
      fputc('}', out);
    }
  }
  fputs("}\n", out);
}

void tv_list_ops(FILE *out) {
  size_t n = 0, run = 0;
  fputs("| op | semantics | run |\n|---|---|---|\n", out);
  for (size_t t = 0; t < enc_ntables; t++)
    for (size_t i = 0; i < enc_tables[t]->n; i++, n++) {
      const EncOpDef *d = &enc_tables[t]->ops[i];
      run += d->eval != NULL;
      fprintf(out, "| `%s` | %s | %s |\n", d->name, d->semantics, d->eval ? "yes" : "");
    }
  fprintf(out, "\n%zu ops; %zu can be run by the interpreter (tv-run, counterexample replay).\n", n, run);
}
