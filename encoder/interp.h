/* interp.h: the reference interpreter (docs/design.md, "The interpreter"): runs a func.func
 * on concrete inputs with the semantics of docs/semantics.md, independent of Z3. A map from
 * SSA values to runtime values and one evaluator per op, found in the op tables (the `eval`
 * column of EncOpDef, next to the encoder). Used to replay counterexamples (solve.c), by
 * tv-run, and to cross-check the encoder. */
#ifndef TV_INTERP_H
#define TV_INTERP_H
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <mlir-c/BuiltinTypes.h>
#include <mlir-c/IR.h>
#include "arena.h"

/* A scalar: an integer (index: 64 bits) or a float's IEEE bits, right-aligned; integers
 * wider than 64 bits are not interpreted. */
typedef struct IScalar {
  uint64_t bits;
  uint8_t poison;
  uint8_t uninit;          /* a tensor element never written (tensor.empty) */
} IScalar;

/* A ranked tensor: elements in row-major order. */
typedef struct ITensor {
  unsigned rank;
  int64_t *dims;
  size_t n;
  IScalar *e;
} ITensor;

struct IMemRef;
typedef struct IVal {
  IScalar s;
  ITensor *t;              /* a tensor value, else NULL */
  struct IMemRef *m;       /* a memref value (a view into a block of memory: imem.h), else NULL */
} IVal;

typedef enum {
  INTERP_OK,
  INTERP_UB,               /* why: "division by zero at file:line:col" */
  INTERP_UNSUPPORTED,      /* why names the op or type without an evaluator */
  INTERP_LIMIT,            /* why: the step or call-depth limit */
  INTERP_ERROR             /* why: out of memory, malformed IR */
} InterpStatus;

/* Which limit stopped a run (with INTERP_LIMIT): the reason of a run cut short, as an
 * enum for the report (TvResult.run_cut), the text in Interp.why. */
typedef enum {
  INTERP_CUT_NONE,
  INTERP_CUT_STEPS,        /* Interp.max_steps ops (or the interpreter's own limit) */
  INTERP_CUT_TIME,         /* Interp.deadline passed, or Interp.halt was set */
  INTERP_CUT_MEMORY,       /* the arena's limit (Arena.limit: the check's memory limit) */
  INTERP_CUT_OTHER         /* calls nested too deep, a value too large to run */
} InterpCut;

/* One op run, recorded (Interp.record): the op and its results' text ("3, [1, 2]"). */
typedef struct IStep {
  MlirOperation op;
  const char *vals;
} IStep;

/* An event of a run (obs.h): a call of a function without a body here, or a vector.print,
 * with the values it was given (a memref as its view's elements at the call), in order. */
typedef struct ICall {
  struct ICall *next;
  MlirOperation op;
  const char *what;        /* "@printI64", "vector.print" (and its punctuation or string) */
  unsigned n;
  MlirType *types;         /* a memref's: the ranked tensor of its view */
  IVal *vals;
} ICall;

typedef struct Interp {
  Arena *arena;            /* every value lives here */
  InterpStatus status;
  char why[300];
  char ub_loc[120];        /* with INTERP_UB: the location of the op that has it, or empty */
  FILE *trace;             /* if set: one line per op with its results */
  int record;              /* record the first INTERP_MAX_LOG ops run in log */
  IStep *log;
  size_t nlog;
  unsigned long steps, max_steps;   /* ops run; 0 = default limit */
  /* The check's limits, looked at every INTERP_CHECK_EVERY ops (one clock read): a
   * CLOCK_MONOTONIC deadline in seconds (0: none), and a flag that stops the run once
   * nonzero (the query's watchdog, smt.h's Smt.interrupted), or NULL. The memory limit is
   * the arena's (Arena.limit). */
  double deadline;
  const atomic_int *halt;
  InterpCut cut;           /* with INTERP_LIMIT: which limit stopped the run */
  /* per-op attribute flags (fastmath, overflow, predicates) read once per op, not per
   * run of it (interp_attr_flags): direct-mapped by the op's address */
  struct { const void *op; unsigned kind, flags; } attrs[128];
  unsigned call_depth;
  int libm;                /* some value came from libm (a math function the encoder leaves
                            * uninterpreted): the result is one libm's, not the semantics' */
  const char *chose;       /* some value is one of several the semantics allow (why): the
                            * result is one possible outcome, not the only one */
  int alternatives;        /* the source of a pair: evaluators that pick one of several
                            * allowed values compute the others and set chose only when
                            * they differ (tosa_nn.h nn_ev_alternative) */
  struct IMem *mem;        /* memory blocks (imem.h), made on first use */
  /* Whether position pos of block id is aligned to align bytes: addresses are not
   * modelled (semantics.md 12), so this is an input of the run, one function for both sides
   * of a pair. 1 yes, 0 no, -1 unknown (the run stops). NULL: every position is aligned. */
  int (*aligned)(void *ud, unsigned id, uint64_t pos, uint64_t align);
  void *aligned_ud;
  ICall *calls, **calls_end;   /* the run's events (obs_ev_record), in order */
  unsigned long ncalls;
} Interp;

typedef struct IFn IFn;

enum { INTERP_MAX_LOG = 4096, INTERP_CHECK_EVERY = 1024 };

/* The attribute flags evaluators read on every run of an op, cached (Interp.attrs). */
typedef enum { INTERP_ATTR_FASTMATH, INTERP_ATTR_OVERFLOW, INTERP_ATTR_INDEX_CMP } InterpAttr;
/* FASTMATH: mu_fastmath's bits; OVERFLOW: 1 nsw | 2 nuw; INDEX_CMP: mu_index_cmp_predicate's
 * value + 1 (0: none). */
unsigned interp_attr_flags(IFn *f, MlirOperation op, InterpAttr kind);
/* Whether a limit of in (deadline, halt, memory) is reached now; if so the run stops
 * with INTERP_LIMIT and in->cut says which. For evaluators that loop over many elements
 * without running ops; run_op calls it every INTERP_CHECK_EVERY ops. */
int interp_expired(Interp *in);

/* Runs func (a func.func with a body) on args: res gets its results (arena memory). */
InterpStatus interp_run(Interp *in, MlirOperation func, unsigned nargs, const IVal *args,
                        unsigned *nres, IVal **res);

/* ---- for evaluators: status 0 = go on, nonzero = stop (in->status says why) ---- */
Interp *interp_of(IFn *f);
int interp_operand(IFn *f, MlirOperation op, int i, IVal *out);
int interp_result(IFn *f, MlirOperation op, int i, IVal v);
/* Operands first..first+n-1 as index values (out: their bits); a poison one is UB, as in
 * enc_index_operands. */
int interp_index_operands(IFn *f, MlirOperation op, int first, unsigned n, uint64_t *out);
/* Operands 0..n-1 as scalars, poison kept (the elements of from_elements, from_extents). */
int interp_scalar_operands(IFn *f, MlirOperation op, unsigned n, IScalar *out);
/* Undefined behaviour at op: "<why> at file:line:col". */
int interp_ub(IFn *f, MlirOperation op, const char *fmt, ...);
int interp_unsupported(IFn *f, MlirOperation op, const char *why);
int interp_error(IFn *f, const char *fmt, ...);
/* Runs region r (from its entry block, given its arguments); *out gets what its
 * terminator yielded (scf.yield, affine.yield), or NULL. *out is reused by the next region
 * the caller runs: read or copy it before (loops do not grow memory per iteration). */
/* A limit of the run (INTERP_LIMIT): too large, or an input the run does not know. */
int interp_limit(IFn *f, const char *fmt, ...);
int interp_region(IFn *f, MlirRegion r, unsigned nargs, const IVal *args, unsigned *nout, IVal **out);
/* Runs the ops of block b, which has no terminator (scf.forall.in_parallel's region). */
int interp_ops(IFn *f, MlirBlock b);
/* Terminators: func.return ends the function, cf branches choose the next block, yields
 * end a region. */
int interp_return(IFn *f, MlirOperation op);
int interp_branch(IFn *f, MlirBlock dest, MlirOperation op, int first, int n);
int interp_yield(IFn *f, MlirOperation op);
/* Calls callee (a func.func with a body) on args. */
int interp_call(IFn *f, MlirOperation callee, unsigned nargs, const IVal *args, unsigned *nres, IVal **res);

/* scf.forall's shared outputs while its body runs (scf.c): output k so far is cur[k] (a
 * copy of the init, a tensor), written[k] marks the elements some iteration inserted.
 * tensor.parallel_insert_slice in scf.forall.in_parallel inserts through the two calls
 * below; NULL outside a forall's body (and in functions it calls). */
typedef struct IForall {
  MlirBlock body;          /* the forall's body: arguments nivs.. are the outputs */
  unsigned nivs, nouts;
  IVal *cur;
  uint8_t **written;
} IForall;
IForall *interp_forall(IFn *f);
/* Sets the running forall; returns the one it replaces. */
IForall *interp_set_forall(IFn *f, IForall *fa);
/* Output k of the running scf.forall that dest (a parallel_insert_slice's dest operand)
 * names, and its current value; 0, or 1 (an error) when dest is not a forall output. */
int interp_forall_output(IFn *f, MlirValue dest, unsigned *k, ITensor **cur);
/* Element at of output k becomes v; an element that an insert (of any iteration) already
 * wrote becomes poison: a conflicting write, whose value MLIR leaves unknown ("data from
 * any of the updates, or even a malformed bit pattern"); poison is what the encoder
 * allows in the target and more than it allows in the source, the safe side for replay. */
int interp_forall_insert(IFn *f, unsigned k, size_t at, IScalar v);

/* fastmath nnan/ninf on op: whether a NaN / Inf among the n values (float format k) makes
 * the result poison (semantics.md 4.5). */
int interp_fastmath_poison(IFn *f, MlirOperation op, int k, unsigned n, const uint64_t *vals);
/* Whether an elementwise op runs element by element (run_elementwise in interp.c): its
 * operands are then scalars although their MLIR types are shaped, and so are its results. */
int interp_elementwise(IFn *f);
/* Whether a scalar evaluator must refuse a value of type t: shaped, outside an elementwise
 * run (where the value is one element). */
static inline int interp_shaped(IFn *f, MlirType t) { return mlirTypeIsAShaped(t) && !interp_elementwise(f); }
/* A constant of type t from attribute a (IntegerAttr, FloatAttr, BoolAttr, dense elements). */
int interp_constant(IFn *f, MlirOperation op, MlirType t, MlirAttribute a, IVal *out);
/* A tensor of type t (dims: its sizes, NULL for a static shape), elements zeroed; 0, or
 * 1 with in->status set. */
int interp_tensor(Interp *in, MlirType t, const int64_t *dims, IVal *out);
/* A poison value of type t: a poison scalar, or a tensor (sizes as interp_tensor) poison in
 * every element (a scalar while an elementwise op runs element by element). */
int interp_poison(IFn *f, MlirType t, const int64_t *dims, IVal *out);

/* Row-major position of the multi-index idx in x (the caller checked the bounds). */
static inline size_t interp_at(const ITensor *x, const uint64_t *idx) {
  size_t at = 0;
  for (unsigned r = 0; r < x->rank; r++) at = at * (size_t)x->dims[r] + (size_t)idx[r];
  return at;
}
/* Row-major iteration over the multi-indices of sizes dims (a tensor's, a kernel's):
 *   if (interp_first(rank, dims, idx)) do { ... } while (interp_next(rank, dims, idx));
 * or, counting the elements, for (k = 0; k < n; k++, interp_next(rank, dims, idx)) from a
 * zero idx. interp_first sets idx to zeros; 0 if there is no index (a size is 0). */
static inline int interp_first(unsigned rank, const int64_t *dims, uint64_t *idx) {
  int any = 1;
  for (unsigned r = 0; r < rank; r++) idx[r] = 0, any &= dims[r] > 0;
  return any;
}
/* Advances idx to the next row-major index; 0 after the last (idx is then zeros again). */
static inline int interp_next(unsigned rank, const int64_t *dims, uint64_t *idx) {
  for (unsigned r = rank; r-- > 0; idx[r] = 0)
    if (++idx[r] < (uint64_t)dims[r]) return 1;
  return 0;
}

/* ---- types and text ---- */
/* Whether values of type t are ITensor values: ranked tensors and vectors of fixed shape
 * (a vector is a tensor of its shape, as in the encoder: tval_is_tensor). */
int interp_is_tensor(MlirType t);
static inline uint64_t interp_mask(unsigned w) { return w >= 64 ? ~0ull : (1ull << w) - 1; }
/* The w-bit value v, sign-extended. */
static inline int64_t interp_sext(uint64_t v, unsigned w) {
  v &= interp_mask(w);
  return w >= 64 ? (int64_t)v : (int64_t)(v ^ (1ull << (w - 1))) - (int64_t)(1ull << (w - 1));
}
/* Bits of an integer, index or float type, or of a tensor's elements; 0 if not interpreted. */
unsigned interp_width(MlirType t);
/* Float format (IfFormat) of a float type or tensor element type, -1 for other types. */
int interp_float_format(MlirType t);
/* The parts' float format of complex<f16|bf16|f32> (scalar or elements), or -1: a complex
 * value is its two parts' bits, the imaginary part high (fp.h); complex<f64> does not fit
 * an IScalar and is not run. */
int interp_complex_format(MlirType t);
/* A value of type t in counterexample syntax ("-10", "-0.0", "poison", "[1, 2]", a complex
 * "(1.0, -0.0)"; a memref:
 * its view's elements now, as imem_snapshot). */
char *interp_text(Interp *in, MlirType t, IVal v);
/* Reads an argument of type t from an MLIR literal: "-6", "-0.0", "0x7FC00000", "poison",
 * "true", "dense<[1, 2]>", "[1, 2]", a complex "(1.0, -0.0)" (a memref: a fresh block holding them, imem_parse);
 * 0 on success, else in->why says why. */
int interp_parse(Interp *in, MlirType t, const char *text, IVal *out);
/* Whether result b of the target refines result a of the source (semantics.md 2: poison in
 * the source allows anything; floats: NaNs alike, signed zeros distinct); if not and a
 * and b are tensors of one shape, *at gets the first element that differs (else -1). */
int interp_refines(MlirType t, IVal a, IVal b, int64_t *at);
/* Whether bits a and b of a scalar of (element) type et are the same result: floats and
 * complex parts with every NaN alike, otherwise the same bits. */
int interp_same(MlirType et, uint64_t a, uint64_t b);

#endif
