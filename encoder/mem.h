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
} MemRef;

/* Whether t is a ranked memref type (the only memrefs we model). */
int mem_is_memref(MlirType t);
/* A function argument of memref type t (vc.c): a view into the argument block of its
 * element type, at a symbolic position, so that arguments may alias (semantics.md). */
int mem_arg(EncFn *top, MlirType t, unsigned argno, EncVal *out);
/* A target argument of memref type t where the source has tensor type tt (a signature
 * bufferized by one-shot-bufferize): a buffer of its own (not compared at the end), and the
 * source's tensor argument is its contents. */
int mem_arg_abi(EncFn *top, MlirType t, MlirType tt, unsigned argno, EncVal *ten, EncVal *out);
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
/* A malloc'd sentence about the first caller-visible block that differs in model m, or NULL. */
char *mem_cex_reason(TvQuery *q, Z3_model m);

/* ---- for op encoders (memref.c, bufferization.c, linalg.c) ---- */
/* Operand i as a memref (error when it is not one). */
int mem_operand(EncFn *f, MlirOperation op, int i, MemRef **out);
/* Defines result i as the memref m. */
int mem_result(EncFn *f, MlirOperation op, int i, MemRef *m);
MemRef *mem_ref_new(EncFn *f, unsigned rank, MlirType elem);
/* A fresh local block for memref type t (identity or strided layout), dynamic sizes from
 * dyn[] in order; stack blocks cannot be deallocated; contents uninitialized. */
MemRef *mem_alloc(EncFn *f, MlirType t, const Z3_ast *dyn, int stack, MlirOperation op);
/* The caller-visible block of global @name with type t (static shape). */
MemRef *mem_global(EncFn *f, const char *name, MlirType t, MlirOperation op);
/* Element idx[rank]: UB when out of the view's bounds, out of the block, the block is dead,
 * or (load) the element is uninitialized or (store) the block is read-only. */
int mem_load(EncFn *f, const MemRef *m, const Z3_ast *idx, EncVal *out);
int mem_store(EncFn *f, const MemRef *m, const Z3_ast *idx, EncVal v);
/* The whole view as a tensor (UB when some element is out of the block or the block is
 * dead; uninitialized elements are unwritten elements of the tensor). */
int mem_read(EncFn *f, const MemRef *m, EncVal *out);
/* Writes tensor t into the whole view (UB: other shape, dead or read-only block, out of the
 * block); t's unwritten elements become uninitialized. */
int mem_write(EncFn *f, const MemRef *m, EncVal t);
/* Frees the block m points to (UB when dead or a stack block). */
int mem_dealloc(EncFn *f, const MemRef *m, Z3_ast cond, MlirOperation op);
/* Whether m and the memref at n point into the same block. */
Z3_ast mem_same_block(EncFn *f, const MemRef *m, const MemRef *n);
/* The strides and offset of memref type t's layout (NULL entries for dynamic ones, which
 * the caller supplies); unsupported for layouts that are not strided. */
int mem_type_layout(EncFn *f, MlirType t, int64_t *strides, int64_t *off, int *identity, MlirOperation op);

#endif
