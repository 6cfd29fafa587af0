/* irdump.c: reads IR dumps (--mlir-print-ir-before-all/-after-all) and checks each pass's
 * before/after pair per function (irdump.h). */
#define _GNU_SOURCE
#include "irdump.h"
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <mlir-c/BuiltinAttributes.h>
#include <mlir-c/Diagnostics.h>
#include "mlirutil.h"

/* ---- the log ---- */

static char *read_all(const char *path) {
  FILE *f = strcmp(path, "-") ? fopen(path, "rb") : stdin;
  if (!f) return NULL;
  size_t n = 0, cap = 1 << 16;
  char *buf = malloc(cap);
  for (size_t got; buf && (got = fread(buf + n, 1, cap - n - 1, f)) > 0;) {
    n += got;
    if (cap - n - 1 == 0) {
      char *p = realloc(buf, cap *= 2);
      if (!p) free(buf);
      buf = p;
    }
  }
  if (buf) buf[n] = 0;
  if (f != stdin) fclose(f);
  return buf;
}

static char *dup_n(const char *s, size_t n) {
  char *p = malloc(n + 1);
  if (p) {
    memcpy(p, s, n);
    p[n] = 0;
  }
  return p;
}

/* Searches [s, s+n) for the last occurrence of t. */
static const char *last_of(const char *s, size_t n, const char *t) {
  size_t k = strlen(t);
  for (size_t i = n >= k ? n - k + 1 : 0; i-- > 0;)
    if (!memcmp(s + i, t, k)) return s + i;
  return NULL;
}

/* The scope suffix of module-scope headers: " ('func.func' operation: @f)". Sets d->op and
 * d->sym and returns where the suffix starts, or end when there is none. */
static const char *header_scope(const char *s, const char *end, IrdDump *d) {
  const char *p = end > s && end[-1] == ')' ? last_of(s, (size_t)(end - s), " ('") : NULL;
  const char *q = p ? memmem(p, (size_t)(end - p), "' operation", 11) : NULL;
  if (!q) return end;
  d->op = dup_n(p + 3, (size_t)(q - p - 3));
  const char *at = q + 11;
  if (at[0] == ':' && at[1] == ' ' && at[2] == '@') d->sym = dup_n(at + 3, (size_t)(end - 1 - (at + 3)));
  else d->sym = strdup("");
  d->module_scope = 1;
  return p;
}

int ird_header(const char *line, size_t len, IrdDump *d) {
  const char *end = line + len;
  while (end > line && (end[-1] == ' ' || end[-1] == '\r')) end--;
  /* bounded to the line: the log goes on after it */
  const char *b = memmem(line, len, "IR Dump Before ", 15), *a = memmem(line, len, "IR Dump After ", 14);
  const char *s = b ? b + 15 : a ? a + 14 : NULL;
  if (!s || (strncmp(line, "// -----//", 10) && strncmp(line, "// *** ", 7))) return 1;
  if (end < s) end = s;   /* "IR Dump Before " and nothing after it */
  d->kind = b ? IRD_BEFORE : IRD_AFTER;
  static const char *tails[] = {" //----- //", " ***"};
  for (int i = 0; i < 2; i++) {
    size_t k = strlen(tails[i]);
    if ((size_t)(end - s) >= k && !memcmp(end - k, tails[i], k)) end -= k;
  }
  end = header_scope(s, end, d);
  /* "NAME (ARG)", "NAME: PIPELINE" (later revisions) or "NAME" (earlier ones) */
  const char *name_end = end, *arg = NULL, *arg_end = NULL;
  const char *paren = end > s && end[-1] == ')' ? last_of(s, (size_t)(end - s), " (") : NULL;
  const char *colon = last_of(s, (size_t)(end - s), ": ");
  if (paren) {
    name_end = paren;
    arg = paren + 2, arg_end = end - 1;
  } else if (colon) {
    name_end = colon;
    arg = colon + 2;
    arg_end = arg + strcspn(arg, "{ ");
    if (arg_end > end) arg_end = end;
  }
  if ((size_t)(name_end - s) >= 7 && !memcmp(name_end - 7, " Failed", 7)) {
    d->kind = IRD_FAILED;
    name_end -= 7;
  }
  d->pass = arg && arg_end > arg ? dup_n(arg, (size_t)(arg_end - arg)) : dup_n(s, (size_t)(name_end - s));
  return !d->pass;
}

/* Where the printed IR of a dump ends: after its last line that starts with '}' (the op's
 * end) or '#' (alias definitions, which locations put after the op), dropping what the tool
 * printed besides (diagnostics of a failing pass, the plugin's lines). The whole text when
 * it has no such line. */
static size_t ir_length(const char *t, size_t n) {
  size_t keep = 0;
  for (size_t i = 0; i < n;) {
    size_t e = i;
    while (e < n && t[e] != '\n') e++;
    if (t[i] == '}' || t[i] == '#') keep = e;
    i = e + 1;
  }
  if (keep) return keep;
  while (n && (t[n - 1] == '\n' || t[n - 1] == ' ')) n--;
  return n;
}

/* The printed op's name and symbol from its first line: custom form ("func.func private
 * @f(...", "module @m {", "module {") or generic ("\"func.func\"() <{... sym_name = \"f\"}>"). */
static void scan_op(IrdDump *d) {
  const char *t = d->text, *end = d->text + d->len;
  while (t < end && (*t == '#' || *t == '!' || *t == '\n' || *t == '{')) {   /* aliases, resources */
    while (t < end && *t != '\n') t++;
    t++;
  }
  if (t > end) t = end;
  size_t n = 0;
  while (t + n < end && t[n] != '\n') n++;
  char *line = dup_n(t, n);
  if (!line) return;
  if (line[0] == '"') {
    char *q = strchr(line + 1, '"');
    d->op = dup_n(line + 1, q ? (size_t)(q - line - 1) : 0);
    char *sn = strstr(line, "sym_name = \"");
    char *se = sn ? strchr(sn + 12, '"') : NULL;
    d->sym = se ? dup_n(sn + 12, (size_t)(se - sn - 12)) : strdup("");
  } else {
    size_t k = strcspn(line, " ({");
    d->op = k == 6 && !strncmp(line, "module", 6) ? strdup("builtin.module") : dup_n(line, k);
    size_t stop = strcspn(line, "({"), at = strcspn(line, "@");
    if (at < stop) {
      const char *s = line + at + 1;
      size_t m = *s == '"' ? strcspn(s + 1, "\"") : strcspn(s, " ({:");
      d->sym = *s == '"' ? dup_n(s + 1, m) : dup_n(s, m);
    } else {
      d->sym = strdup("");
    }
  }
  free(line);
}

static int add_dump(IrdLog *log, const IrdDump *d) {
  if (log->n == log->cap) {
    size_t cap = log->cap ? log->cap * 2 : 64;
    IrdDump *p = realloc(log->d, cap * sizeof *p);
    if (!p) return 1;
    log->d = p;
    log->cap = cap;
  }
  log->d[log->n++] = *d;
  return 0;
}

/* Ends the text of the last dump at `at` and finds its op. */
static void close_dump(IrdLog *log, const char *at) {
  if (!log->n) return;
  IrdDump *d = &log->d[log->n - 1];
  d->len = ir_length(d->text, (size_t)(at - d->text));
  if (!d->op) scan_op(d);
  if (!d->op) d->op = strdup("");
  if (!d->sym) d->sym = strdup("");
}

int ird_read(const char *path, IrdLog *log, char *err, size_t errlen) {
  memset(log, 0, sizeof *log);
  const char *shown = strcmp(path, "-") ? path : "<stdin>";
  if (!(log->buf = read_all(path))) {
    snprintf(err, errlen, "cannot read %s: %s", shown, strerror(errno));
    return 1;
  }
  unsigned lineno = 0, befores = 0;
  for (const char *p = log->buf; *p;) {
    const char *e = strchr(p, '\n');
    size_t len = e ? (size_t)(e - p) : strlen(p);
    lineno++;
    IrdDump d = {0};
    if (len > 10 && (p[0] == '/') && !ird_header(p, len, &d)) {
      close_dump(log, p);
      d.line = lineno;
      d.text_line = lineno + 1;
      d.text = e ? e + 1 : p + len;
      befores += d.kind == IRD_BEFORE;
      if (add_dump(log, &d)) {
        snprintf(err, errlen, "out of memory reading %s", shown);
        return 1;
      }
    } else {
      free(d.pass);
      free(d.op);
      free(d.sym);
    }
    p += len + (e != NULL);
  }
  close_dump(log, log->buf + strlen(log->buf));
  if (!befores) {
    snprintf(err, errlen, "%s holds no 'IR Dump Before' header: run the tool with "
             "--mlir-print-ir-before-all --mlir-print-ir-after-all", shown);
    return 1;
  }
  return 0;
}

void ird_free(IrdLog *log) {
  for (size_t i = 0; i < log->n; i++) {
    free(log->d[i].pass);
    free(log->d[i].op);
    free(log->d[i].sym);
  }
  free(log->d);
  free(log->buf);
  memset(log, 0, sizeof *log);
}

/* ---- parsing a dump ---- */

/* The first error MLIR reports while a dump is parsed, as "LOG:line:col: message". */
typedef struct Capture {
  const char *name;
  char msg[1024];
} Capture;

static void append_text(MlirStringRef s, void *ud) {
  char *m = ud;
  size_t len = strlen(m), room = 1024 - len - 1;
  size_t k = s.length < room ? s.length : room;
  memcpy(m + len, s.data, k);
  m[len + k] = 0;
}

static MlirLogicalResult capture(MlirDiagnostic d, void *ud) {
  Capture *c = ud;
  if (mlirDiagnosticGetSeverity(d) != MlirDiagnosticError || c->msg[0]) return mlirLogicalResultSuccess();
  char loc[512];
  if (mu_loc_text(mlirDiagnosticGetLocation(d), loc, sizeof loc)) {
    /* the parsed text is padded so that its lines are the log's: keep line:col */
    char *lc = strrchr(loc, ':');
    while (lc && lc > loc && lc[-1] != ':') lc--;
    snprintf(c->msg, sizeof c->msg, "%s:%s: ", c->name, lc ? lc : loc);
  }
  append_text((MlirStringRef){"", 0}, c->msg);
  mlirDiagnosticPrint(d, append_text, c->msg);
  return mlirLogicalResultSuccess();
}

/* Parses d's text (then `extra`, top-level ops that declare the symbols it uses, if not
 * NULL) as a module whose lines are the log's; a null module and msg on failure. */
static MlirModule parse_dump(MlirContext ctx, const IrdOptions *o, const IrdDump *d, const char *extra, char *msg,
                             size_t msglen) {
  size_t pad = d->text_line - 1, elen = extra ? strlen(extra) : 0;
  char *src = malloc(pad + d->len + elen + 2);
  if (!src) {
    snprintf(msg, msglen, "out of memory");
    return (MlirModule){NULL};
  }
  memset(src, '\n', pad);
  memcpy(src + pad, d->text, d->len);
  src[pad + d->len] = '\n';
  if (extra) memcpy(src + pad + d->len + 1, extra, elen);
  src[pad + d->len + 1 + elen] = 0;
  Capture c = {o->name, ""};
  MlirDiagnosticHandlerID id = mlirContextAttachDiagnosticHandler(ctx, capture, &c, NULL);
  MlirModule m = mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(src));
  mlirContextDetachDiagnosticHandler(ctx, id);
  free(src);
  if (mlirModuleIsNull(m)) snprintf(msg, msglen, "%s", c.msg[0] ? c.msg : "MLIR cannot parse it");
  return m;
}

static int is_func_key(const IrdDump *d) { return !strcmp(d->op, "func.func"); }
static int is_module_text(const IrdDump *d) { return d->module_scope || !strcmp(d->op, "builtin.module"); }

/* The top-level ops of m other than the symbol `skip`, printed (aliases inline), appended
 * to out. */
static void print_others(FILE *out, MlirModule m, const char *skip) {
  for (MlirOperation op = mlirBlockGetFirstOperation(mlirModuleGetBody(m)); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    MlirAttribute n = mu_attr(op, "sym_name");
    if (!mlirAttributeIsNull(n) && mlirAttributeIsAString(n) && mu_streq(mlirStringAttrGetValue(n), skip)) continue;
    char *t = mu_op_print(op, 0);
    if (t) fprintf(out, "%s\n", t);
    free(t);
  }
}

/* The dump nearest before k (k itself included) that match() accepts, else the first after
 * it; log->n when none does. */
static size_t nearest(const IrdLog *log, size_t k, int (*match)(const IrdDump *, const char *), const char *sym) {
  size_t before = log->n, after = log->n;
  for (size_t i = 0; i < log->n; i++)
    if (match(&log->d[i], sym)) {
      if (i <= k) before = i;
      else if (after == log->n) after = i;
    }
  return before < log->n ? before : after;
}

static int module_dump(const IrdDump *d, const char *sym) {
  (void)sym;
  return d->module_scope || !strcmp(d->op, "builtin.module");
}

static int func_dump(const IrdDump *d, const char *sym) {
  return !d->module_scope && !strcmp(d->op, "func.func") && !strcmp(d->sym, sym);
}

/* Appends the top-level ops but `skip` of dump k, parsed. */
static void print_dump_others(FILE *out, MlirContext ctx, const IrdOptions *o, const IrdDump *d, const char *skip) {
  char msg[16];
  MlirModule mod = parse_dump(ctx, o, d, NULL, msg, sizeof msg);
  if (mlirModuleIsNull(mod)) return;
  print_others(out, mod, skip);
  mlirModuleDestroy(mod);
}

/* The rest of the module around a function dump k printed without module scope (what its
 * calls and globals refer to): the top-level ops of the module dump nearest k, else each
 * other function's dump nearest k. malloc'd; NULL when the log has none. */
static char *context_for(MlirContext ctx, const IrdOptions *o, const IrdLog *log, size_t k) {
  char *out = NULL;
  size_t len = 0;
  FILE *m = open_memstream(&out, &len);
  if (!m) return NULL;
  const char *skip = log->d[k].sym;
  size_t mod = nearest(log, k, module_dump, NULL);
  if (mod < log->n) {
    print_dump_others(m, ctx, o, &log->d[mod], skip);
  } else {
    for (size_t i = 0; i < log->n; i++) {   /* each other function, at its first dump */
      const IrdDump *d = &log->d[i];
      if (!func_dump(d, d->sym) || !strcmp(d->sym, skip)) continue;
      int first = 1;
      for (size_t j = 0; j < i && first; j++) first = !func_dump(&log->d[j], d->sym);
      if (!first) continue;
      size_t pick = nearest(log, k, func_dump, d->sym);
      if (pick < log->n) print_dump_others(m, ctx, o, &log->d[pick], "");
    }
  }
  fclose(m);
  if (!len) {
    free(out);
    return NULL;
  }
  return out;
}

/* d parsed; a function dump without module scope that does not verify alone is parsed
 * again with the rest of the module (context_for). */
static MlirModule parse_pair_side(MlirContext ctx, const IrdOptions *o, const IrdLog *log, size_t k, char *msg, size_t n) {
  const IrdDump *d = &log->d[k];
  MlirModule m = parse_dump(ctx, o, d, NULL, msg, n);
  if (!mlirModuleIsNull(m) || is_module_text(d)) return m;
  char *extra = context_for(ctx, o, log, k);
  if (extra) {
    m = parse_dump(ctx, o, d, extra, msg, n);
    free(extra);
  }
  if (mlirModuleIsNull(m) && strstr(msg, "does not reference a valid")) {   /* a symbol the log never showed */
    size_t len = strlen(msg);
    snprintf(msg + len, n - len, " (the dump holds the function alone: print the IR with "
             "--mlir-print-ir-module-scope --mlir-disable-threading to have the module around it)");
  }
  return m;
}

/* ---- checking ---- */

typedef struct Pair {
  const IrdOptions *o;
  const IrdLog *log;
  FILE *out;
  IrdCounts *c;
  const IrdDump *before, *after;
} Pair;

/* The check's record for --junit/--sarif: its location the first differing op's, else
 * the function's: one the dump carries (--mlir-print-debuginfo), else a line of the log
 * (the dump's text is parsed with the log's lines, as the buffer "-"). */
static void add_ci(Pair *p, const char *func, MlirOperation tgt, const TvResult *r) {
  char loc[1024] = "";
  if (!mlirOperationIsNull(tgt)) mu_loc_text(mlirOperationGetLocation(tgt), loc, sizeof loc);
  TvCiCheck ci;
  if (tv_ci_from_result(&ci, p->before->pass, func, NULL, loc, r)) return;
  char *in_log = NULL;
  if (ci.loc && !strncmp(ci.loc, "-:", 2) && asprintf(&in_log, "%s%s", p->o->name, ci.loc + 1) >= 0) {
    free(ci.loc);
    ci.loc = in_log;
  }
  tv_ci_push(p->o->ci, &ci);
}

static void emit(Pair *p, const char *func, MlirOperation tgt, const TvResult *r) {
  if (p->o->func && strcmp(p->o->func, func)) return;
  p->c->checks++;
  p->c->verdicts[r->verdict]++;
  if (p->o->ci) add_ci(p, func, tgt, r);
  if (p->o->json) {
    tv_result_print_json(p->out, p->before->pass, func, r);
  } else {
    fprintf(p->out, "pass '%s' on ", p->before->pass);
    tv_result_print_text(p->out, func, r);
    if (r->verdict != TV_PROVEN)
      fprintf(p->out, "  dumps: %s:%u (before), %s:%u (after)\n", p->o->name, p->before->line, p->o->name,
              p->after->line);
  }
  fflush(p->out);
}

static void emit_unsupported(Pair *p, const char *func, const char *side, const char *msg) {
  TvResult r = {.verdict = TV_UNSUPPORTED, .encoding = "none"};
  if (asprintf(&r.reason, "the IR %s the pass does not parse with MLIR 22: %s", side, msg) < 0) r.reason = NULL;
  emit(p, func, (MlirOperation){NULL}, &r);
  free(r.reason);
}

/* Whether the two functions print alike (the plugin's test for a function left alone). */
static int same_text(MlirOperation a, MlirOperation b) {
  char *x = mu_op_print(a, 0), *y = mu_op_print(b, 0);
  int same = x && y && !strcmp(x, y);
  free(x);
  free(y);
  return same;
}

/* One function: the source detached (a clone, as the plugin's snapshot of a function pass)
 * or in its module (a module pass: then a private function not proven alone is decided
 * through its public callers, as the plugin does). */
static void check_func(Pair *p, MlirOperation src, MlirOperation tgt, int detach) {
  MlirStringRef n = mu_func_name(tgt);
  char *name = dup_n(n.data, n.length);
  if (!name || (p->o->func && strcmp(p->o->func, name))) {
    free(name);
    return;
  }
  if (same_text(src, tgt)) {
    p->c->unchanged++;
    free(name);
    return;
  }
  TvResult r;
  MlirOperation clone = detach ? mlirOperationClone(src) : src;
  tv_check_pair(p->o->tv, clone, tgt, &r);
  if (!detach && mu_func_is_local(tgt)) tv_check_through_callers(p->o->tv, src, tgt, &r);
  emit(p, name, tgt, &r);
  tv_result_free(&r);
  if (detach) mlirOperationDestroy(clone);
  free(name);
}

/* The op the pass ran on inside a parsed dump: the function or op the header or the text
 * names, or the module itself. */
static int names(MlirOperation op, const IrdDump *d) {
  MlirAttribute n = mu_attr(op, "sym_name");
  return mu_op_is(op, d->op) && !mlirAttributeIsNull(n) && mlirAttributeIsAString(n) &&
         mu_streq(mlirStringAttrGetValue(n), d->sym);
}

static MlirOperation find_scope(MlirModule m, const IrdDump *d) {
  MlirOperation mod = mlirModuleGetOperation(m);
  if (!strcmp(d->op, "builtin.module") && (!d->module_scope || !*d->sym || names(mod, d))) return mod;
  for (MlirOperation op = mlirBlockGetFirstOperation(mlirModuleGetBody(m)); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (names(op, d)) return op;
  return (MlirOperation){NULL};
}

/* The functions directly inside scope (a module pass), each with its namesake in other. */
static void check_container(Pair *p, MlirOperation src_scope, MlirOperation tgt_scope) {
  MlirRegion rs = mlirOperationGetRegion(src_scope, 0), rt = mlirOperationGetRegion(tgt_scope, 0);
  MlirBlock bs = mlirRegionGetFirstBlock(rs), bt = mlirRegionGetFirstBlock(rt);
  if (mlirBlockIsNull(bs) || mlirBlockIsNull(bt)) return;
  for (MlirOperation t = mlirBlockGetFirstOperation(bt); !mlirOperationIsNull(t); t = mlirOperationGetNextInBlock(t)) {
    if (!mu_is_func_def(t)) continue;
    MlirStringRef n = mu_func_name(t);
    for (MlirOperation s = mlirBlockGetFirstOperation(bs); !mlirOperationIsNull(s); s = mlirOperationGetNextInBlock(s))
      if (mu_is_func_def(s) && mlirStringRefEqual(mu_func_name(s), n)) {
        check_func(p, s, t, 0);
        break;
      }
  }
}

/* Names every function one parsed side holds as unsupported (the other does not parse). */
static void unsupported_funcs(Pair *p, MlirModule parsed, const IrdDump *d, const char *side, const char *msg) {
  MlirOperation scope = mlirModuleIsNull(parsed) ? (MlirOperation){NULL} : find_scope(parsed, d);
  int named = 0;
  if (!mlirOperationIsNull(scope) && mu_op_is(scope, "func.func")) {
    emit_unsupported(p, d->sym, side, msg);
    return;
  }
  if (!mlirOperationIsNull(scope) && mlirOperationGetNumRegions(scope) > 0) {
    MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(scope, 0));
    for (MlirOperation f = mlirBlockIsNull(b) ? (MlirOperation){NULL} : mlirBlockGetFirstOperation(b);
         !mlirOperationIsNull(f); f = mlirOperationGetNextInBlock(f))
      if (mu_is_func_def(f)) {
        MlirStringRef n = mu_func_name(f);
        char *name = dup_n(n.data, n.length);
        if (name) emit_unsupported(p, name, side, msg);
        free(name);
        named = 1;
      }
  }
  if (!named) emit_unsupported(p, is_func_key(d) ? d->sym : "*", side, msg);
}

static void check_dumps(MlirContext ctx, Pair *p, size_t kb, size_t ka) {
  char mb[1024], ma[1024];
  MlirModule before = parse_pair_side(ctx, p->o, p->log, kb, mb, sizeof mb);
  MlirModule after = parse_pair_side(ctx, p->o, p->log, ka, ma, sizeof ma);
  const IrdDump *d = p->before;
  if (mlirModuleIsNull(before) || mlirModuleIsNull(after)) {
    int bad_before = mlirModuleIsNull(before);
    unsupported_funcs(p, bad_before ? after : before, d, bad_before ? "before" : "after", bad_before ? mb : ma);
  } else {
    MlirOperation s = find_scope(before, d), t = find_scope(after, p->after);
    if (mlirOperationIsNull(s) || mlirOperationIsNull(t)) {
      fprintf(stderr, "tv-check: %s:%u: no %s%s%s in the dumps of pass '%s': skipped\n", p->o->name, d->line, d->op,
              *d->sym ? " @" : "", d->sym, d->pass);
    } else if (mu_op_is(s, "func.func")) {
      if (mu_is_func_def(s) && mu_is_func_def(t)) check_func(p, s, t, 1);
    } else {
      check_container(p, s, t);
    }
  }
  if (!mlirModuleIsNull(before)) mlirModuleDestroy(before);
  if (!mlirModuleIsNull(after)) mlirModuleDestroy(after);
}

static int same_key(const IrdDump *a, const IrdDump *b) {
  return !strcmp(a->pass, b->pass) && !strcmp(a->op, b->op) && !strcmp(a->sym, b->sym) &&
         a->module_scope == b->module_scope;
}

void ird_check(MlirContext ctx, const IrdOptions *o, const IrdLog *log, FILE *out, IrdCounts *c) {
  memset(c, 0, sizeof *c);
  char *paired = calloc(log->n + 1, 1);
  if (!paired) return;
  size_t lo = 0;   /* no open before below it */
  for (size_t i = 0; i < log->n; i++) {
    const IrdDump *a = &log->d[i];
    if (a->kind == IRD_BEFORE) continue;
    while (lo < i && (paired[lo] || log->d[lo].kind != IRD_BEFORE)) lo++;
    size_t k = lo;   /* the earliest before of the same pass on the same op not yet paired */
    while (k < i && (paired[k] || log->d[k].kind != IRD_BEFORE || !same_key(&log->d[k], a))) k++;
    if (k == i) {
      fprintf(stderr, "tv-check: %s:%u: an 'after' dump of pass '%s' without its 'before': skipped\n", o->name,
              a->line, a->pass);
      continue;
    }
    paired[k] = 1;
    c->passes++;
    if (a->kind == IRD_FAILED) {
      c->failed++;
      fprintf(stderr, "tv-check: %s:%u: pass '%s' failed%s%s: not checked\n", o->name, a->line, a->pass,
              *a->sym ? " on @" : "", a->sym);
      continue;
    }
    Pair p = {o, log, out, c, &log->d[k], a};
    check_dumps(ctx, &p, k, i);
  }
  for (size_t k = 0; k < log->n; k++)
    if (log->d[k].kind == IRD_BEFORE && !paired[k]) c->unpaired++;
  c->passes += c->unpaired;
  c->unchanged += c->unpaired;
  free(paired);
}
