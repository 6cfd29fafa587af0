/* mem.h: the memory model (docs/semantics.md "Memory"; seed 003 section 6).
 * Memory is a set of blocks (size, alive, writable, and arrays from the element position to
 * the value, the not-poison flag and "initialized"). A memref value is a block id, the
 * position of its buffer in the block (base), the layout offset, sizes and strides; element
 * idx is at base + offset + sum(idx[k] * stride[k]). Argument blocks and globals are
 * caller-visible and shared by both sides (same initial arrays); alloc/alloca/clone make
 * local blocks. Every write is guarded by the current path (f->path), so control flow
 * (scf.if, cf branches, unrolled loops) needs no merging of memory states. Out-of-bounds,
 * dead-block and read-only accesses and reads of uninitialized elements are UB. */
#ifndef TV_MEM_H
#define TV_MEM_H
#include "enc.h"

/* A memref value (EncVal.m; EncVal.v is then the block id and np is true). */
typedef struct MemRef {
  Z3_ast bid;              /* 8-bit block id */
  Z3_ast base;             /* position of the buffer's first element in the block */
  Z3_ast off;              /* the layout's offset, in elements */
  unsigned rank;
  Z3_ast *sizes, *strides; /* 64-bit */
  MlirType elem;
  int shared;              /* may point into a caller-visible block */
  Z3_ast np;               /* not poison (NULL: never poison); accessing poison is UB */
  Z3_ast owner;            /* the value an allocation returned, not a view of it (NULL:
                              never): only those may be deallocated (mem_dealloc) */
  Z3_ast urank;            /* an unranked memref argument: its rank, the only thing of it
                              modelled (rank 0, no view: mem_operand refuses it); else NULL.
                              An unranked value cast from a ranked one is that view. */
  MlirType vec;            /* elements that are vectors (memref<4xvector<2xi32>>): their type;
                              the view is then the memref of their scalars, the vector's
                              dimensions appended as the last vrank ones (view_of_type) */
  unsigned vrank;
} MemRef;

/* Whether m points into a block this side allocated (not an argument's or a global's). */
Z3_ast mem_is_local(EncFn *f, const MemRef *m);
/* Whether t is a ranked memref type (the only memrefs we model). */
int mem_is_memref(MlirType t);
/* Whether t is an unranked memref type (memref<*xT>): a cast of a ranked memref is its view;
 * an argument of that type is its rank alone (mem_arg). */
int mem_is_unranked(MlirType t);
/* A function argument of memref type t (vc.c): a view into the argument block of its
 * element type, at a symbolic position, so that arguments may alias (semantics.md); of an
 * unranked type, a value whose rank is symbolic and which nothing may access (urank). */
int mem_arg(EncFn *top, MlirType t, unsigned argno, EncVal *out);
/* With TvQuery.alias_class set (cascade.c splits the inputs by which memref arguments overlap),
 * arguments of one element type share a block only within their class; this adds the
 * precondition that each class is connected by overlapping views (mem_overlap), so that
 * the classes are exactly the connected components of the overlap relation. */
void mem_alias_pre(EncFn *top);
/* The alias classes to check a pair in separately (one query each, together covering every
 * input): out[k][i] is argument i's class in the k-th split, with MEM_ALIAS_SAME or
 * MEM_ALIAS_DIFF for classes of two or more arguments of one memref type. 0 when the pair needs no split
 * (no two memref arguments of one element type), when either function has an op that
 * reaches outside its arguments' views (reinterpret_cast, view, extract_strided_metadata:
 * then arguments in one allocation that do not overlap could still meet), or when there
 * would be more than max splits. st and tt are the functions' types. */
enum { MEM_ALIAS_ARGS = 64 };
/* Class flags: every argument of the class is the same view (one MemRef's terms), or the
 * class is connected and not all the same view (where the other case is a split of its own). */
enum { MEM_ALIAS_SAME = 0x80, MEM_ALIAS_DIFF = 0x40 };
unsigned mem_alias_partitions(MlirOperation src, MlirOperation tgt, MlirType st, MlirType tt,
                              unsigned char (*out)[MEM_ALIAS_ARGS], unsigned max);
/* A target argument of memref type t where the source has tensor type tt (a signature
 * bufferized by one-shot-bufferize): a buffer of its own (not compared at the end), and the
 * source's tensor argument is its contents. */
int mem_arg_abi(EncFn *top, MlirType t, MlirType tt, unsigned argno, EncVal *ten, EncVal *out);
/* Notes whether either function stores single elements (memref.store, affine.store,
 * vector.transfer_write), for mem_write_result, and the two functions, whose enclosing
 * modules declare the globals (mem_global). */
void mem_prepare(TvQuery *q, MlirOperation src, MlirOperation tgt);
/* The side's memory state, created in enc_function. */
struct MemState *mem_state_new(EncFn *f);
/* The memref's elements as a tensor value at this point (no UB; elements of a dead or
 * out-of-block position count as unwritten): returned memrefs are compared this way. */
int mem_snapshot(EncFn *f, const MemRef *m, EncVal *out);
/* if c then a else b. */
MemRef *mem_ref_ite(EncFn *f, Z3_ast c, const MemRef *a, const MemRef *b);
/* A copy of m that is poison unless np (arith.select on memrefs with a poison condition). */
MemRef *mem_ref_poison(EncFn *f, const MemRef *m, Z3_ast np);
/* "The target's final memory does not refine the source's" for the caller-visible blocks;
 * per block a reason is kept for counterexamples (mem_cex_reason). */
Z3_ast mem_not_refines(TvQuery *q, struct MemState *src, struct MemState *tgt);
/* Which memref arguments share a buffer in model m, in elements from the first of each
 * buffer ("%arg1 starts at %arg0 + 1"), malloc'd, or NULL when none do. */
char *mem_cex_aliasing(TvQuery *q, Z3_model m);
/* ---- a side's memory as arrays, for loops by induction (induct.c) ---- */
typedef struct MemArrays {
  unsigned id;             /* the block id (MemRef.bid) */
  unsigned key;            /* which block of the other side it is: its id, or for a target's
                              allocation the id of the source allocation it corresponds to
                              (mem_prepare: a pass that drops an allocation used only for its
                              shape, a pooling window, shifts the ids after it) */
  MlirType elem;
  Z3_ast arr[3];           /* value, not-poison and initialized arrays */
  Z3_ast size, alive;
} MemArrays;
/* The blocks this side has now: the caller-visible ones (ids 0..), then its local ones. */
unsigned mem_block_count(EncFn *f);
/* Block k (below mem_block_count) as it is now; mem_block_put gives it other arrays. */
int mem_block_get(EncFn *f, unsigned k, MemArrays *out);
int mem_block_put(EncFn *f, unsigned k, const Z3_ast arr[3]);
/* Where cond holds, every block this side has gets unknown contents (a loop cut at the
 * unroll bound whose remaining iterations may write anywhere; names "<side>.<what>..."). */
int mem_havoc(EncFn *f, Z3_ast cond, const char *what);
/* "Block b does not refine block a": alive differs, or a is alive and the sizes differ or
 * some element initialized in a is not refined by b's (position named name). */
Z3_ast mem_arrays_not_refine(EncFn *f, const MemArrays *a, const MemArrays *b, const char *name);
/* A malloc'd sentence about the first caller-visible block that differs in model m, or NULL. */
char *mem_cex_reason(TvQuery *q, Z3_model m);

/* ---- for replay (replay.c): the caller-visible blocks at entry, shared by both sides ---- */
typedef struct MemEntry {
  const char *global;      /* a global's name, else NULL */
  int arg, abi;            /* an argument block; a bufferized argument's own buffer */
  MlirType elem;
  Z3_ast size;             /* 64-bit, in elements */
  Z3_ast val, np, init;    /* arrays from the 64-bit position */
  Z3_ast writable;         /* Bool, where wmap is NULL */
  Z3_ast wmap;             /* per position: writable (argument blocks), or NULL */
} MemEntry;
/* The number of caller-visible blocks (their ids are 0..n-1, MemRef.bid), and entry i. */
unsigned mem_entries(TvQuery *q);
void mem_entry(TvQuery *q, unsigned i, MemEntry *out);
/* "Position pos of block bid is aligned to align bytes": addresses are not modelled, so an
 * uninterpreted predicate, one for both sides. NULL after a stop. */
Z3_ast mem_aligned(EncFn *f, Z3_ast bid, Z3_ast pos, uint64_t align);

/* ---- for op encoders (memref.c, bufferization.c, linalg.c) ---- */
/* The rank (at most 4) and static shape of e when a memref of elements of type e is modelled
 * as the view of their lanes (a vector of static shape and at most 2^16 lanes; *lanes: their
 * count), else 0 (scalars; a memref of other shaped elements is unsupported). The
 * interpreter (imem.c) uses the same rule. */
unsigned mem_vec_shape(MlirType e, int64_t shape[4], uint64_t *lanes);
/* Whether op may take a memref of vector elements (the view of their lanes, MemRef.vec):
 * element accesses, which mem_load/mem_store make vectors of, and whole-view copies, which
 * the lanes' view serves as it is; other ops would read the lanes' dimensions as the type's. */
int mem_vec_elems_ok(MlirOperation op);
/* Operand i as a memref (unsupported when it is not one, an unranked argument, or of vector
 * elements where mem_vec_elems_ok says no). */
int mem_operand(EncFn *f, MlirOperation op, int i, MemRef **out);
/* Defines result i as the memref m. */
int mem_result(EncFn *f, MlirOperation op, int i, MemRef *m);
MemRef *mem_ref_new(EncFn *f, unsigned rank, MlirType elem);
/* A fresh local block for memref type t (identity or strided layout), dynamic sizes, then
 * a dynamic offset and dynamic strides, from dyn[] in order (alloc's size and symbol
 * operands); stack blocks cannot be deallocated; contents uninitialized. */
MemRef *mem_alloc(EncFn *f, MlirType t, const Z3_ast *dyn, int stack, MlirOperation op);
/* The initial_value of the memref.global that get_global names, declared around src (else
 * around tgt: the plugin's source is detached), or a null attribute. */
MlirAttribute mem_global_initial(MlirOperation src, MlirOperation tgt, MlirOperation get_global);
/* The caller-visible block of global @name with type t (static shape); its initial state
 * comes from the memref.global declaration (constant: read-only, initial_value). */
MemRef *mem_global(EncFn *f, const char *name, MlirType t, MlirOperation op);
/* Element idx[rank - vrank]: UB when out of the view's bounds, out of the block, the block is
 * dead, or (load) the element is uninitialized or (store) the block is read-only. A vector
 * element (vrank) is its lanes, each accessed as a scalar element. */
int mem_load(EncFn *f, const MemRef *m, const Z3_ast *idx, EncVal *out);
int mem_store(EncFn *f, const MemRef *m, const Z3_ast *idx, EncVal v);
/* The whole view as a tensor (UB when some element is out of the block or the block is
 * dead; uninitialized elements are unwritten elements of the tensor). */
int mem_read(EncFn *f, const MemRef *m, EncVal *out);
/* mem_read for bufferization.to_tensor, a conversion cast: of a poison memref a tensor
 * whose every element is poison, with no UB (semantics.md 12.1). */
int mem_read_cast(EncFn *f, const MemRef *m, EncVal *out);
/* Writes tensor t into the whole view (UB: other shape, dead or read-only block, out of the
 * block); t's unwritten elements become uninitialized. */
int mem_write(EncFn *f, const MemRef *m, EncVal t);
/* mem_write for a linalg op's output: when the pair stores single elements (mem_prepare),
 * a small static view is written element by element, as its loop nest would (design.md 12). */
int mem_write_result(EncFn *f, const MemRef *m, EncVal t);
/* Whether mem_write_result writes m element by element; *n: its number of elements (then
 * linalg.c computes the elements one by one too). */
int mem_by_element(EncFn *f, const MemRef *m, uint64_t *n);
/* The local blocks made so far, and: the stack blocks made since mark die on the current
 * path (alloca is "automatically released when control transfers back from the region of
 * its closest surrounding operation with an AutomaticAllocationScope trait": a loop body). */
unsigned mem_mark(EncFn *f);
void mem_release_stack(EncFn *f, unsigned mark);
/* An external callee's view of the block m points to (semantics.md, func.call): out[0..2]
 * its value, not-poison and initialized arrays with never-written positions made 0 and
 * not poison, so that states that agree on what was written give the same terms; out[3]
 * alive, out[4] its size. */
int mem_block_terms(EncFn *f, const MemRef *m, Z3_ast out[5]);
/* An external callee's writes: on the current path, the block m points to gets the value,
 * not-poison and initialized arrays in[0..2] (alive, size and writability are kept). */
int mem_block_set(EncFn *f, const MemRef *m, const Z3_ast in[3]);
/* Frees the block m points to (UB when dead, a stack block, or m is not an allocation's
 * result: MemRef.owner). */
int mem_dealloc(EncFn *f, const MemRef *m, Z3_ast cond, MlirOperation op);
/* From here on (on the current path), writes to m's elements and to every element of the
 * block n are UB (bufferization.clone's source and result, op); n may be NULL. m's
 * elements are writable again once n's block is freed (mem_dealloc); a caller-visible
 * position left read-only at exit where the source leaves it writable is a difference
 * (mem_not_refines). */
int mem_freeze(EncFn *f, const MemRef *m, const MemRef *n, MlirOperation op);
/* Whether m and the memref at n point into the same block. */
Z3_ast mem_same_block(EncFn *f, const MemRef *m, const MemRef *n);
/* Whether the views m and n share a block position: their extents (first to last element)
 * intersect in the same block. Exact for contiguous views; for strided ones that interleave
 * it is true although no element is shared (the documented linalg rule, semantics.md 12). */
Z3_ast mem_overlap(EncFn *f, const MemRef *m, const MemRef *n);
/* Parallel iterations (loop.c, loop_par_*): from mem_trace_begin on, this side records
 * its accesses, tagged with the iteration (mem_trace_next starts the next): single
 * elements, and whole views as writes of their extent; mem_trace_end returns "two
 * iterations conflict" (one writes an element the other reads or writes, unless both
 * write the same value; true when a free or call reached a whole block or there are too
 * many accesses to compare) and hands the accesses to the enclosing parallel loop's trace, prev (the value
 * mem_trace_begin returned). */
struct MemTrace *mem_trace_begin(EncFn *f);
void mem_trace_next(EncFn *f);
/* The recorded accesses miss some (a loop whose footprint was not taken): may conflict. */
void mem_trace_unknown(EncFn *f);
Z3_ast mem_trace_end(EncFn *f, struct MemTrace *prev);
/* Whether m and n are the same view: block, first element, sizes and strides. */
Z3_ast mem_same_view(EncFn *f, const MemRef *m, const MemRef *n);
/* The strides and offset of memref type t's layout (NULL entries for dynamic ones, which
 * the caller supplies); unsupported for layouts that are not strided. */
int mem_type_layout(EncFn *f, MlirType t, int64_t *strides, int64_t *off, int *identity, MlirOperation op);

#endif
