/* enc.h: the function encoder shared by the per-dialect op tables.
 * A function body becomes, per path, SMT terms for every SSA value (value, not-poison),
 * an accumulated UB condition, and the returned values. Op encoders live in one file per
 * dialect (arith.c, math.c, func.c, cf.c, scf.c, ub.c) as rows of a table keyed by op name. */
#ifndef TV_ENC_H
#define TV_ENC_H
#include <mlir-c/BuiltinAttributes.h>
#include <mlir-c/BuiltinTypes.h>
#include <mlir-c/IR.h>
#include <stdarg.h>
#include "arena.h"
#include "smt.h"
#include "subsolve.h"
#include "tv.h"

/* TvQuery.within_cut and RunInfo.within: some loop was cut (the query is restricted to the
 * inputs on which it is not: no proof), a loop met the nest budget before the cap (the
 * restriction is then more than "loops within the cap"), every input was cut (no input
 * within the bound), or no loop was cut and no nest went past the plain budget, so the
 * query is the one without the bound (not solved here). */
enum { WITHIN_CUT = 1, WITHIN_NEST = 2, WITHIN_EMPTY = 4, WITHIN_PLAIN = 8 };

/* The shape of a tensor value and which elements were written (tval.c). */
typedef struct EncTensor {
  unsigned rank;
  Z3_ast *dims;            /* sizes as 64-bit vectors (constants for static dimensions) */
  Z3_ast init;             /* Array(index -> Bool) "was written"; NULL when all were */
  const struct EncMerge *merge;   /* set by enc_val_ite (below) */
} EncTensor;

/* An SSA value: v is its bit-vector, np is "not poison" (Z3 bool). A ranked tensor has t
 * set, and then v and np are arrays from the 64-bit row-major index to the element's
 * value and not-poison flag. */
struct MemRef;
typedef struct EncVal {
  Z3_ast v, np;
  EncTensor *t;
  struct MemRef *m;        /* a ranked memref (mem.h): v is its block id, np is true */
} EncVal;

/* A tensor that enc_val_ite chose between two (scf.if, a loop's exit): its arrays were
 * v = ite(cond, a.v, b.v) (and np, init alike), the branches' shapes may differ. A read at
 * a multi-index goes into each branch with that branch's own shape (tval_at_idx), which
 * is what the branch's lambda was built over; arrays changed since (no longer v) are read
 * as they are. */
typedef struct EncMerge {
  Z3_ast cond, v, np, init;
  EncVal a, b;
} EncMerge;

/* One validation query: owns the arena and the Z3 context, records the first stop. */
typedef struct TvQuery {
  const TvOptions *opts;
  Arena arena;
  Smt smt;
  int stopped;             /* an encoder hit something that decides the verdict */
  TvVerdict stop_verdict;
  char reason[512];
  /* over-approximations met while encoding, for the check on counterexamples */
  struct EncApprox *approx;
  /* floating point (fp.c) */
  int fp_ieee;             /* floats use the exact IEEE encoding (else the abstract one) */
  int fp_used;             /* some float value was encoded: the encoding matters */
  int fp_unavailable;      /* the abstract encoding cannot represent this pair */
  int sat;                 /* the solver found a counterexample */
  unsigned replay_tries;   /* counterexamples asked for again after a run showed no difference */
  SubResult sub;           /* the last check's answers from a solver process (solve.c) */
  int sub_answered;        /* sub.first answers the last check */
  int model_unverified;    /* the last model taken is the process's, unverified (SubAnswer) */
  int sub_retry_ready;     /* sub.retry answers the next check, on_sat's retry */
  struct FpState *fp;      /* abstract encoding: widths and constants */
  Z3_ast fp_pre;           /* abstract encoding: preconditions on constants */
  /* tensors (tval.c) */
  int tensors;             /* some tensor was encoded: the query needs arrays and lambdas */
  int dims_bounded;        /* a dynamic dimension was bounded by --tv-max-dim */
  int assumed_associative; /* a float sum was taken as associative (--assume=associative) */
  int assumed_zero_sum;    /* a float sum's +0.0 start was taken as -0.0 (--assume=zero-sum) */
  Z3_ast pre;              /* preconditions on inputs (dynamic dimensions within bounds) */
  /* reductions (reduce.c) */
  int red_stage;           /* RED_STAGE_DOT, _SUM or _UNROLL (reduce.h) */
  int red_uf;              /* some fold was encoded as an uninterpreted function */
  int red_uf_sides;        /* ... on the source (bit 0), on the target (bit 1) */
  int red_restage;         /* stopped unsolved: only a later stage can decide (vc.c) */
  unsigned red_next;       /* bit s: stage s would encode some fold more precisely */
  uint64_t red_shape[2][8];  /* per side (source, target): the constant index spaces of its
                              * folds (red_shape_key), the first 8 distinct */
  unsigned red_nshapes[2];
  /* loops (loop.c) */
  struct LoopKeys *loop_keys;  /* texts of the loops both sides share unchanged */
  int loop_uf;             /* some shared loop was encoded as uninterpreted functions */
  unsigned loop_peak;      /* the most body encodings one loop nest of a side took */
  /* a stage inside the bound (cascade.c): a loop that may run past within_cap iterations
   * (or past the nest budget) is cut by an assumption on the inputs, not approximated */
  unsigned within_cap;     /* iterations per loop at most; 0: not such a stage */
  unsigned within_const;   /* ... per loop of a constant trip count (at least within_cap) */
  unsigned within_plain;   /* the nest budget of the query without the assumption */
  unsigned within_cut;     /* WITHIN_* bits (above): how loops were cut */
  Z3_ast within_pre;       /* the cuts' assumptions (also in pre), for loop_never; NULL: none */
  /* calls (func.c) */
  int calls_interpreted;   /* both functions are in modules: a callee with a body there is
                              encoded inline (else calls are uninterpreted functions) */
  unsigned call_depth;     /* calls being inlined now (recursion beyond a bound: a function) */
  struct CallSite *call_sites;  /* uninterpreted calls of declared functions so far (func.c) */
  struct ObsState *obs;    /* each side's calls and prints (obs.h), NULL before obs_prepare */
  struct TvalDelin *delin; /* recent delinearized indices (tval.c), to undo them exactly */
  /* cut points (cut.h): NULL unless this run uses them */
  struct CutSet *cuts;
  struct InductSet *induct;   /* loops proven by induction (induct.h): NULL unless this run does */
  unsigned long replay_steps; /* ops a replay's runs may take (0: the interpreter's default) */
  unsigned cut_only;       /* k + 1: ask only pair k's obligation (cascade.c, cut_note) */
  unsigned cut_failed;     /* k + 1: pair k's obligation was found satisfiable */
  /* memory (mem.c): caller-visible blocks shared by both sides */
  struct MemShared *mem;
  const unsigned char *alias_class;  /* per argument: its alias class (vc.c; NULL: one block
                                        per element type holds every argument) */
  int mem_stores;          /* either function stores single elements (mem_prepare) */
  int mem_contiguous;      /* memref arguments with dynamic strides were taken row-major */
  /* counterexample text (cex.c): the source function, and its arguments' names as its
   * file spells them (srctext.h), read at the first cex_arg_name */
  MlirOperation src_fn;
  char **arg_names;
  const struct SigRow *sigmap;   /* how the arguments and results pair when the pass
                                    changed the function type (sigmap.h), else NULL */
  int arg_names_read;
} TvQuery;

/* An over-approximation (a call or math function as an uninterpreted function, a
 * fast-math flag we do not model): a counterexample in which cond holds is reported
 * inconclusive, not incorrect (docs/semantics.md). what completes "the counterexample ...". */
typedef struct EncApprox {
  struct EncApprox *next;
  const char *what;
  Z3_ast cond;
  int run_decides;         /* a run of both functions decides it: only the encoding
                            * approximates (a fold as an uninterpreted function), or the
                            * source's run checks the choice (Interp.alternatives) */
} EncApprox;

typedef struct EncFn EncFn;
typedef int (*EncOpFn)(EncFn *f, MlirOperation op);

struct IFn;
typedef int (*EncEvalFn)(struct IFn *f, MlirOperation op);

/* An op's properties (EncOpDef.props): what the passes over a whole function (the float
 * domain's scan, cut points, the memory model, loops) ask of an op without encoding it. */
enum {
  OP_ELEMENTWISE = 1u << 0,   /* on tensors, the dispatcher runs its scalar encoder per element
                                 (tval_elementwise): arith and math, not arith.constant */
  OP_KEEPS_LAYOUT = 1u << 1,  /* has tensors but moves no element (constant, empty, return): for
                                 the float domain as good as elementwise (fpabs.c) */
  OP_CONST = 1u << 2,         /* its result is its value/values attribute */
  OP_FLOAT_CONSTS = 1u << 3,  /* introduces float constants of its own (fpabs.c says which) */
  OP_FLOAT_CAST = 1u << 4,    /* converts one float kind to another */
  OP_ACCUMULATES = 1u << 5,   /* accumulates a result's worth of values in the result's type,
                                 converted from the operands' (also any op with acc_type) */
  OP_VIEW = 1u << 6,          /* its result is operand 0's elements in row-major order (a
                                 reshape or cast): no data of its own */
  OP_UNWRITTEN = 1u << 7,     /* its result is a tensor with no element written */
  OP_STORES = 1u << 8,        /* writes memory elements at indices (a store, a transfer) */
  OP_REACHES_OUT = 1u << 9,   /* may reach block positions outside its operand's view */
  OP_LOOP = 1u << 10,         /* a loop: its body runs a number of times known at run time */
  OP_ALLOCA_SCOPE = 1u << 11, /* an AutomaticAllocationScope whose region runs per iteration:
                                 allocas die at each iteration's end */
  OP_CALL = 1u << 12,         /* calls a function, which may touch any memory */
  OP_ASSOC_COMM = 1u << 13,   /* integer op, associative and commutative (without overflow flags) */
  OP_LIBM = 1u << 14,         /* the encoder leaves it uninterpreted, the evaluator calls libm */
  OP_EXACT_AT_ZERO = 1u << 15, /* an OP_LIBM row the encoder fixes at +-0 (IEEE 754 9.2.1) */
  OP_EXACT_AT_INF = 1u << 16, /* an OP_LIBM row the encoder fixes at +-Inf */
  OP_PURE_NO_UB = 1u << 17,   /* on scalars, when MLIR says it is Pure (no effects, always
                                 speculatable), its semantics here has no UB either: the
                                 plugin may move, merge or drop it as an expression */
  OP_COMPUTED_INDEX = 1u << 18, /* reads its input at indices computed arithmetically from
                                   the output index (tosa.resize): small results are first
                                   compared element by element (cascade.c, whole_query) */
};

/* One row of a dialect table; tables are sorted by name. */
typedef struct EncOpDef {
  const char *name;
  EncOpFn encode;
  const char *semantics;   /* one line, for --list-ops and docs */
  EncEvalFn eval;          /* the interpreter's evaluator (interp.h), NULL if none yet */
  unsigned props;          /* OP_* above */
} EncOpDef;

typedef struct EncTable {
  const char *dialect;
  const EncOpDef *ops;
  size_t n;
} EncTable;

extern const EncTable affine_table, arith_table, builtin_table, complex_table, func_table, cf_table, math_table, scf_table,
    ub_table, tensor_table, linalg_table, tosa_table, tosa_nn_table, tosa_quant_table,
    memref_table, bufferization_table, vector_table, vector_shape_table, vector_red_table, index_table, shape_table;

/* Function-level state while encoding one side. */
struct EncFn {
  TvQuery *q;
  Smt *s;
  const char *side;        /* "src" or "tgt": prefixes fresh names */
  struct ValMap *vals;
  Z3_ast path;             /* condition under which the current op executes */
  Z3_ast ub;               /* UB accumulated so far (already guarded by paths) */
  /* block edges and returns of the current CFG region */
  struct EncCfg *cfg;
  /* the last scf.yield seen, consumed by the enclosing op */
  unsigned nyield;
  EncVal *yield;
  /* this side's memory (mem.h); every write is guarded by path */
  struct MemState *mem;
  /* loops (loop.c): nesting depth and body encodings spent in the current loop nest */
  unsigned loop_depth, loop_iters;
  struct EncForall *forall;  /* the scf.forall whose body is being encoded, or NULL */
  int footprint;             /* loops stand for all their iterations at once (loop_footprint) */
  EncVal *reduce_acc;        /* scf.parallel: the reductions' accumulators, or NULL */
};

/* scf.forall's shared outputs while one iteration's body is encoded: cur[k] is output k
 * so far, written[k] the Array(index -> Bool) of elements some iteration inserted. */
typedef struct EncForall {
  MlirBlock body;
  unsigned nivs, nouts;
  EncVal *cur;
  Z3_ast *written;
} EncForall;

/* Status: 0 = go on; nonzero = stop (q->stopped or a Z3/arena failure recorded). */
int enc_stop(TvQuery *q, TvVerdict v, const char *fmt, ...);
/* Stops with "unsupported (<op name> <why>)". */
int enc_unsupported(EncFn *f, MlirOperation op, const char *why);
int enc_failed(EncFn *f);
int enc_get(EncFn *f, MlirValue v, EncVal *out);
int enc_set(EncFn *f, MlirValue v, EncVal val);
int enc_operand(EncFn *f, MlirOperation op, int i, EncVal *out);
/* Operands first..first+n-1 as index values; a poison one is UB. */
int enc_index_operands(EncFn *f, MlirOperation op, int first, unsigned n, Z3_ast *out);
int enc_result(EncFn *f, MlirOperation op, int i, EncVal val);
/* if c then a else b, for scalars and tensors of the same type. */
EncVal enc_val_ite(EncFn *f, Z3_ast c, EncVal a, EncVal b);
/* Adds "the current path reaches here and cond holds" to the UB. */
void enc_ub(EncFn *f, Z3_ast cond);
/* Records an over-approximation reached on the current path when cond holds. */
int enc_approx(EncFn *f, Z3_ast cond, const char *fmt, ...);
/* The same for an approximation a run of both functions decides (EncApprox.run_decides):
 * the encoding's alone (folds as uninterpreted functions, loops cut at the unroll bound),
 * which the interpreter computes exactly, or a choice the semantics leave open that the
 * source's run computes both ways (Interp.alternatives, setting Interp.chose where they
 * differ). */
int enc_approx_run(EncFn *f, Z3_ast cond, const char *fmt, ...);
/* Whether this side is the source (approximations there can hide source behaviours). */
int enc_is_src(EncFn *f);
/* Bit-vector width of an integer, index or float type, or of the elements of a ranked
 * tensor or memref of those; 0 (and an unsupported stop) for others. */
unsigned enc_width(EncFn *f, MlirType t, MlirOperation op);
/* An IntegerAttr/FloatAttr as a value of scalar type t (arith.c); NULL after a stop. */
Z3_ast enc_literal(EncFn *f, MlirType t, MlirAttribute a, MlirOperation op);
/* Encodes the ops of one block under the current path (stops at unsupported ops). */
int enc_block(EncFn *f, MlirBlock b);
/* Encodes region r's single block under path && cond; *out gets what its yield (scf.yield,
 * affine.yield: enc_yield) yielded, or NULL. */
int enc_region(EncFn *f, MlirRegion r, Z3_ast cond, EncVal **out);
/* Terminator hooks used by func/cf/scf. */
int enc_return(EncFn *f, MlirOperation op);
int enc_branch(EncFn *f, MlirBlock dest, Z3_ast cond, MlirOperation op, int first, int n);
int enc_yield(EncFn *f, MlirOperation op);
/* An edge into a block of the current CFG (enc_branch): taken when cond holds (the path of
 * the branch included), passing vals as the block's arguments. */
typedef struct EncEdge {
  struct EncEdge *next;
  Z3_ast cond;
  unsigned n;
  EncVal *vals;
} EncEdge;
/* For cfloop.c: the incoming edges of block i of the current CFG (its order), and entering
 * it: the path becomes the disjunction of their conditions, its arguments their merge. */
EncEdge **enc_cfg_in(EncFn *f, unsigned i);
int enc_cfg_enter(EncFn *f, unsigned i);
/* Encodes region r of op, a CFG of several blocks left by scf.yields of op, under f's path
 * (its blocks can use the values around op); *res gets the nres yielded values merged over
 * the paths that yield, NULL when none yields. */
int enc_cfg_region(EncFn *f, MlirOperation op, MlirRegion r, unsigned nres, EncVal **res);

/* Encodes a call of callee (a func.func with a body) on args at the current path, as if
 * its body were inlined: its UB and memory effects join f's; res gets its nres results. */
int enc_inline(EncFn *f, MlirOperation callee, unsigned nargs, const EncVal *args, unsigned nres,
               EncVal *res);

/* The refinement of a whole function: shared arguments in, per-side outputs. */
typedef struct EncOut {
  Z3_ast ub;
  unsigned nres;
  EncVal *res;             /* a returned memref: its elements at the end (mem_snapshot) */
  struct MemState *mem;    /* the final memory */
} EncOut;
int enc_function(TvQuery *q, MlirOperation func, const char *side, unsigned nargs,
                 const EncVal *args, EncOut *out);

/* Looks an op up in every dialect table; NULL when we have no semantics for it. */
const EncOpDef *enc_lookup(MlirStringRef name);
/* The OP_* properties of op's row; 0 for a null op or one without semantics. */
unsigned enc_props(MlirOperation op);
extern const EncTable *const enc_tables[];
extern const size_t enc_ntables;

#endif
