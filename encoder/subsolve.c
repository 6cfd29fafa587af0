/* subsolve.c: a solver check in a process of its own (tools/tv-solve.c).
 * The query travels as SMT-LIB text over a socket; the answer comes back as NUL-terminated
 * fields, and a model as closed terms that are parsed in this context by the names of the
 * declarations this query made. The process is spawned (never forked: in a threaded host
 * a fork can inherit a lock held by another thread, and its child waits forever). */
#define _GNU_SOURCE
#include "subsolve.h"
#include "subsolve_proto.h"
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

/* tv-solve sits in bin/: next to the plugin's lib/, or next to the executable (tv-check);
 * TV_SOLVE names it elsewhere (the unit tests, an installation of its own). */
static int solver_path(char *out, size_t n) {
  char buf[PATH_MAX];
  const char *env = getenv("TV_SOLVE");
  if (env && *env) return snprintf(out, n, "%s", env) < (int)n && access(out, X_OK) == 0 ? 0 : -1;
  Dl_info info;
  if (dladdr((void *)sub_check, &info) && info.dli_fname && realpath(info.dli_fname, buf) &&
      snprintf(out, n, "%s/../bin/tv-solve", dirname(buf)) < (int)n && access(out, X_OK) == 0)
    return 0;
  ssize_t k = readlink("/proc/self/exe", buf, sizeof buf - 1);
  if (k <= 0) return -1;
  buf[k] = 0;
  return snprintf(out, n, "%s/tv-solve", dirname(buf)) < (int)n && access(out, X_OK) == 0 ? 0 : -1;
}

/* Spawns path with one end of a socket pair as its stdin and stdout (a socket, so that a
 * write after the process died fails instead of raising SIGPIPE in the host). */
static pid_t spawn_solver(const char *path, char *const argv[], int *fd) {
  int sp[2];
  if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sp)) return -1;
  posix_spawn_file_actions_t fa;
  pid_t pid = -1;
  if (posix_spawn_file_actions_init(&fa) == 0) {
    int ok = !posix_spawn_file_actions_adddup2(&fa, sp[1], 0) &&
             !posix_spawn_file_actions_adddup2(&fa, sp[1], 1) &&
             !posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0);
    if (ok && posix_spawn(&pid, path, &fa, NULL, argv, environ)) pid = -1;
    posix_spawn_file_actions_destroy(&fa);
  }
  close(sp[1]);
  if (pid < 0 || fcntl(sp[0], F_SETFL, O_NONBLOCK)) {
    if (pid > 0) {
      kill(pid, SIGKILL);
      waitpid(pid, NULL, 0);
    }
    close(sp[0]);
    return -1;
  }
  *fd = sp[0];
  return pid;
}

typedef struct Buf {
  char *p;
  size_t n, cap;
} Buf;

static int buf_room(Buf *b, size_t more) {
  if (b->n + more <= b->cap) return 0;
  size_t cap = b->cap ? b->cap : 1 << 16;
  while (cap < b->n + more) cap *= 2;
  char *p = realloc(b->p, cap);
  if (!p) return -1;
  b->p = p;
  b->cap = cap;
  return 0;
}

/* Sends text, then reads the answer into out until the process closes its end; stops at
 * the deadline (plus a second) or when s is interrupted. Returns 0, or -1 when stopped. */
static int exchange(Smt *s, int fd, const char *text, Buf *out) {
  size_t len = strlen(text), sent = 0;
  for (;;) {
    double left = s->deadline - smt_now() + 1;   /* the watchdog's grace: a second */
    if (left <= 0 || atomic_load(&s->interrupted)) return -1;
    struct pollfd p = {.fd = fd, .events = POLLIN | (sent < len ? POLLOUT : 0)};
    int n = poll(&p, 1, left > 0.1 ? 100 : (int)(left * 1000) + 1);
    if (n < 0 && errno != EINTR) return -1;
    if (n <= 0) continue;
    if (sent < len && (p.revents & POLLOUT)) {
      ssize_t w = send(fd, text + sent, len - sent, MSG_NOSIGNAL);
      if (w < 0 && errno != EAGAIN && errno != EINTR) return -1;
      if (w > 0 && (sent += (size_t)w) == len) shutdown(fd, SHUT_WR);
    }
    if (p.revents & (POLLIN | POLLHUP | POLLERR)) {
      if (buf_room(out, 4096)) return -1;
      ssize_t r = recv(fd, out->p + out->n, out->cap - out->n, 0);
      if (r == 0) return 0;
      if (r < 0 && errno != EAGAIN && errno != EINTR) return -1;
      if (r > 0) out->n += (size_t)r;
    }
  }
}

/* The answer's fields, one after the other; NULL past the end. */
typedef struct Fields {
  const char *p, *end;
} Fields;

static const char *next_field(Fields *f) {
  if (f->p >= f->end) return NULL;
  const char *s = f->p, *z = memchr(s, 0, (size_t)(f->end - s));
  if (!z) return NULL;
  f->p = z + 1;
  return s;
}

/* The term text of the given sort, parsed in s's context (NULL if it does not parse). */
static Z3_ast parse_term(Smt *s, const char *text, Z3_sort sort) {
  Z3_context c = s->ctx;
  Z3_symbol sym = Z3_mk_string_symbol(c, "tv!v");
  Z3_func_decl d = Z3_mk_func_decl(c, sym, 0, NULL, sort);
  size_t n = strlen(text) + 32;
  char *q = malloc(n);
  if (!q || !d) {
    free(q);
    return NULL;
  }
  snprintf(q, n, "(assert (= tv!v %s))", text);
  Z3_ast_vector v = Z3_parse_smtlib2_string(c, q, 0, NULL, NULL, 1, &sym, &d);
  free(q);
  if (!v || Z3_get_error_code(c) != Z3_OK) return NULL;
  Z3_ast_vector_inc_ref(c, v);
  Z3_ast r = NULL;
  if (Z3_ast_vector_size(c, v) == 1) {
    Z3_app eq = Z3_to_app(c, Z3_ast_vector_get(c, v, 0));
    if (Z3_get_app_num_args(c, eq) == 2) r = smt_keep(s, Z3_get_app_arg(c, eq, 1));
  }
  Z3_ast_vector_dec_ref(c, v);
  return r;
}

/* The declaration of this query with the given name and arity; NULL if there is none or
 * more than one (the model's value could then belong to either). */
static Z3_func_decl find_decl(Smt *s, const char *name, unsigned arity) {
  Z3_context c = s->ctx;
  Z3_func_decl found = NULL;
  for (size_t i = 0; i < s->ndecls; i++) {
    Z3_func_decl d = s->decls[i];
    if (Z3_get_domain_size(c, d) != arity || strcmp(Z3_get_symbol_string(c, Z3_get_decl_name(c, d)), name))
      continue;
    if (found && !Z3_is_eq_func_decl(c, found, d)) return NULL;
    found = d;
  }
  return found;
}

/* One "f" record: a function's entries and else value, added to m. */
static int read_func(Smt *s, Fields *f, Z3_model m) {
  Z3_context c = s->ctx;
  const char *name = next_field(f), *ka = next_field(f), *kn = next_field(f);
  if (!kn) return -1;
  unsigned arity = (unsigned)atoi(ka), n = (unsigned)atoi(kn);
  Z3_func_decl d = find_decl(s, name, arity);
  Z3_ast *vals = calloc((size_t)n + 1, sizeof *vals);
  Z3_ast_vector *rows = calloc((size_t)n + 1, sizeof *rows);
  int bad = !vals || !rows;
  for (unsigned j = 0; j < n && !bad; j++) {
    rows[j] = Z3_mk_ast_vector(c);
    Z3_ast_vector_inc_ref(c, rows[j]);
    for (unsigned a = 0; a < arity && !bad; a++) {
      const char *t = next_field(f);
      Z3_ast v = t && d ? parse_term(s, t, Z3_get_domain(c, d, a)) : NULL;
      bad = !t || (d && !v);
      if (v) Z3_ast_vector_push(c, rows[j], v);
    }
    const char *t = next_field(f);
    vals[j] = t && d ? parse_term(s, t, Z3_get_range(c, d)) : NULL;
    bad = bad || !t || (d && !vals[j]);
  }
  const char *t = bad ? NULL : next_field(f);
  Z3_ast other = t && d ? parse_term(s, t, Z3_get_range(c, d)) : NULL;
  bad = bad || !t || (d && !other);
  if (!bad && d) {
    Z3_func_interp fi = Z3_add_func_interp(c, m, d, other);
    for (unsigned j = 0; fi && j < n; j++) Z3_func_interp_add_entry(c, fi, rows[j], vals[j]);
  }
  for (unsigned j = 0; rows && j < n; j++)
    if (rows[j]) Z3_ast_vector_dec_ref(c, rows[j]);
  free(rows);
  free(vals);
  return bad ? -1 : 0;
}

/* Whether m satisfies every assertion of sv: the model came through text, and a verdict
 * may rest on it only if it is a model of this query. An assertion about tensor UB
 * ("some element i ...") evaluates to a closed quantified formula, which smt_model_truth
 * decides with a small solver call (before, every such model was rejected). */
static int model_holds(Smt *s, Z3_solver sv, Z3_ast extra, Z3_model m) {
  Z3_context c = s->ctx;
  Z3_ast_vector as = Z3_solver_get_assertions(c, sv);
  if (!as) return 0;
  Z3_ast_vector_inc_ref(c, as);
  int ok = !extra || smt_model_truth(s, m, extra) == 1;
  for (unsigned i = 0, n = Z3_ast_vector_size(c, as); ok && i < n; i++)
    ok = smt_model_truth(s, m, Z3_ast_vector_get(c, as, i)) == 1;
  Z3_ast_vector_dec_ref(c, as);
  return ok && Z3_get_error_code(c) == Z3_OK;
}

/* The model in the fields after "sat" (up to "end"), over s's declarations; NULL if it
 * cannot be read. *unverified: it is not a model of sv's assertions and extra (if not
 * NULL) when evaluated here. */
static Z3_model read_model(Smt *s, Z3_solver sv, Z3_ast extra, Fields *f, int *unverified) {
  Z3_context c = s->ctx;
  Z3_model m = Z3_mk_model(c);
  if (!m) return NULL;
  Z3_model_inc_ref(c, m);
  int bad = 0;
  const char *kind;
  while (!bad && (kind = next_field(f)) && strcmp(kind, "end")) {
    if (!strcmp(kind, "f")) {
      bad = read_func(s, f, m) != 0;
      continue;
    }
    const char *name = next_field(f), *t = next_field(f);
    Z3_func_decl d = t && !strcmp(kind, "c") ? find_decl(s, name, 0) : NULL;
    Z3_ast v = d ? parse_term(s, t, Z3_get_range(c, d)) : NULL;
    bad = !t || strcmp(kind, "c") || (d && !v);
    if (v) Z3_add_const_interp(c, m, d, v);
  }
  if (bad || !kind) {
    Z3_model_dec_ref(c, m);
    return NULL;
  }
  *unverified = !model_holds(s, sv, extra, m);
  return m;
}

static void set_reason(SubAnswer *out, const char *a, const char *b) {
  snprintf(out->reason, sizeof out->reason, "%s%s", a, b ? b : "");
}

/* Reads one answer into out; returns 0, or -1 for an "error" answer. */
static int read_answer(Smt *s, Z3_solver sv, Z3_ast extra, Fields *f, SubAnswer *out) {
  const char *kind = next_field(f);
  out->answer = Z3_L_UNDEF;
  if (!kind) {
    set_reason(out, "the solver process ended without an answer", NULL);
  } else if (!strcmp(kind, "unsat")) {
    out->answer = Z3_L_FALSE;
  } else if (!strcmp(kind, "sat")) {
    out->model = read_model(s, sv, extra, f, &out->unverified);
    out->answer = out->model ? Z3_L_TRUE : Z3_L_UNDEF;
    if (!out->model) set_reason(out, "the solver process's model cannot be read back", NULL);
  } else if (!strcmp(kind, "unknown")) {
    const char *why = next_field(f);
    out->limit = why && (strstr(why, "timeout") || strstr(why, "canceled") || strstr(why, "memory"));
    set_reason(out, why ? why : "unknown", NULL);
  } else {   /* "error": it could not read the query, or Z3 failed on it */
    set_reason(out, "solver process: ", next_field(f));
    return -1;
  }
  return 0;
}

/* The text sent: the solver's assertions, then the retry formula's benchmark if any. */
static char *query_text(Z3_context c, Z3_solver sv, Z3_ast retry) {
  Z3_string t = Z3_solver_to_string(c, sv);
  char *main = t && Z3_get_error_code(c) == Z3_OK ? strdup(t) : NULL;
  if (!main || !retry) return main;
  Z3_solver one = Z3_mk_simple_solver(c);
  if (!one) return main;
  Z3_solver_inc_ref(c, one);
  Z3_solver_assert(c, one, retry);
  t = Z3_solver_to_string(c, one);
  size_t n = strlen(main) + strlen(RETRY_MARK) + (t ? strlen(t) : 0) + 1;
  char *all = t && Z3_get_error_code(c) == Z3_OK ? malloc(n) : NULL;
  if (all) snprintf(all, n, "%s%s%s", main, RETRY_MARK, t);
  Z3_solver_dec_ref(c, one);
  if (!all) return main;
  free(main);
  return all;
}

/* query_text as a call that smt_bounded may leave running: printing a large query takes
 * seconds in Z3 and does not look at interrupts. */
typedef struct TextJob {
  Z3_solver sv;
  Z3_ast retry;
  char *text;
} TextJob;

static void text_job(Z3_context c, void *arg) {
  TextJob *j = arg;
  j->text = query_text(c, j->sv, j->retry);
}

static void text_job_free(void *arg) {
  free(((TextJob *)arg)->text);
  free(arg);
}

/* The query's text, or NULL: *late when the deadline passed while printing it. */
static char *bounded_text(Smt *s, Z3_solver sv, Z3_ast retry, int *late) {
  TextJob *j = calloc(1, sizeof *j);
  *late = 0;
  if (!j) return NULL;
  *j = (TextJob){sv, retry, NULL};
  if (smt_bounded(s, text_job, j, text_job_free)) return *late = 1, NULL;
  char *t = j->text;
  free(j);
  return t;
}

void sub_release(Smt *s, SubResult *r) {
  if (smt_left(s)) return;   /* the context is a running call's: its deletion frees them */
  if (r->first.model) Z3_model_dec_ref(s->ctx, r->first.model);
  if (r->retry.model) Z3_model_dec_ref(s->ctx, r->retry.model);
  r->first.model = r->retry.model = NULL;
}

void sub_check(Smt *s, Z3_solver sv, Z3_ast retry, unsigned max_memory_mb, SubResult *out) {
  *out = (SubResult){.first.answer = Z3_L_UNDEF, .retry.answer = Z3_L_UNDEF};
  char path[PATH_MAX + 32], ms[32], mb[16], scopes[16];
  if (solver_path(path, sizeof path)) {
    out->fallback = 1;
    return;
  }
  double left = s->deadline - smt_now();
  snprintf(ms, sizeof ms, "%.0f", left > 0.001 ? left * 1000 : 1);
  snprintf(mb, sizeof mb, "%u", max_memory_mb);
  snprintf(scopes, sizeof scopes, "%u", Z3_solver_get_num_scopes(s->ctx, sv));
  char *argv[] = {"tv-solve", ms, mb, scopes, NULL};
  int late;
  char *text = bounded_text(s, sv, retry, &late);
  if (late) {   /* the context is the printing's now: a timeout, not a fallback */
    out->first.limit = 1;
    set_reason(&out->first, "timeout", NULL);
    return;
  }
  int fd;
  pid_t pid = text ? spawn_solver(path, argv, &fd) : -1;
  if (pid < 0) {
    free(text);
    out->fallback = 1;
    return;
  }
  Buf b = {0};
  int stopped = exchange(s, fd, text, &b) != 0;
  free(text);
  if (stopped) kill(pid, SIGKILL);
  close(fd);
  int st = 0;
  while (waitpid(pid, &st, 0) < 0 && errno == EINTR) {}
  Fields f = {b.p, b.p + b.n};
  if (stopped) {
    out->first.limit = 1;
    set_reason(&out->first, "timeout", NULL);
  } else if (WIFSIGNALED(st) && b.n == 0) {
    char sig[48];
    snprintf(sig, sizeof sig, " (signal %d)", WTERMSIG(st));
    set_reason(&out->first, "the solver process ended without an answer", sig);
  } else if (read_answer(s, sv, NULL, &f, &out->first)) {
    out->fallback = 1;
  } else {
    const char *more = next_field(&f);
    out->has_retry = more && !strcmp(more, "retry") && retry;
    if (out->has_retry && read_answer(s, sv, retry, &f, &out->retry)) out->has_retry = 0;
  }
  free(b.p);
}
