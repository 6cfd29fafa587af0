/* imem.h: the interpreter's memory (interp.h): the block model of docs/semantics.md 12 as
 * mem.c encodes it, on concrete values. A block has a size in elements, alive / stack /
 * read-only flags and its elements (IScalar: value, poison, uninit = never written); a
 * memref value (IMemRef) is a view into one: element idx is at position
 * base + off + sum(idx[k] * strides[k]) of its block, in 64-bit wrapping arithmetic as in
 * the encoder. Undefined behaviour where mem.c has it: out of the view or the block, dead
 * blocks, uninitialized reads, writes to read-only positions, poison memrefs. */
#ifndef TV_IMEM_H
#define TV_IMEM_H
#include "interp.h"

/* Local blocks are numbered from here, as mem.c numbers them (the alignment oracle of a
 * replay asks about the encoder's block ids). */
enum { IMEM_LOCAL_IDS = 64 };

typedef struct IBlock {
  unsigned id;             /* caller-visible blocks: 0.., local ones IMEM_LOCAL_IDS + k */
  MlirType elem;
  uint64_t size;           /* positions 0 .. size-1 */
  uint64_t lo, n;          /* e[k] is position lo + k; the others of the block are not known
                            * to the run (a replayed input beyond its views, an external
                            * global): touching one stops the run as a limit */
  IScalar *e;
  uint8_t *frozen;         /* per element of e: not writable, a count of the live clones
                              that froze it (an input's read-only: 1 for good; NULL: none is) */
  const struct IMemRef *cloned;   /* a clone's block: the view it froze (thawed when freed) */
  MlirOperation clone_op;  /* ... and the clone */
  uint8_t alive, stack, readonly;
  uint8_t caller;          /* an argument block or a global: compared at the end */
  const char *global;      /* a global's name, else NULL */
} IBlock;

typedef struct IMemRef {
  IBlock *b;
  uint64_t base, off;      /* the buffer's first position in the block, the layout offset */
  unsigned rank;
  uint64_t *sizes, *strides;
  uint8_t poison;          /* accessing memory through it is UB */
  uint8_t owner;           /* the value an allocation returned: it may be deallocated */
  unsigned vrank;          /* elements that are vectors: the view of their lanes, the
                              vector's dimensions the last vrank (mem.h's MemRef.vec) */
  MlirType vec;
} IMemRef;

/* ---- blocks and views (tv-run, replay) ---- */
/* A new alive, writable block of `size` positions whose positions lo..lo+n-1 are held, all
 * uninitialized; caller: an argument block or global (numbered 0.. in creation order).
 * NULL with in->status set. */
IBlock *imem_block(Interp *in, MlirType elem, uint64_t size, uint64_t lo, uint64_t n, int caller);
/* A copy of block b (of another run) in `in`, with b's id: a replay's target gets its own
 * copy of the inputs. */
IBlock *imem_block_copy(Interp *in, const IBlock *b);
/* The caller-visible blocks in creation order: k < count. */
unsigned imem_ncaller(Interp *in);
IBlock *imem_caller(Interp *in, unsigned k);
/* Registers block b as global @name's (replay: the model's contents at entry). */
int imem_set_global(Interp *in, IBlock *b, const char *name);
/* A view of rank `rank` (sizes and strides zeroed), or NULL with in->status set. */
IMemRef *imem_ref_new(Interp *in, unsigned rank);
/* A fresh caller block holding the literal text ("dense<[1, 2]>", "[1, 2]", a splat) for an
 * argument of memref type t (static shape, static layout): the caller's allocation (the
 * callee never owns it: deallocating it is UB); positions outside the view uninitialized. */
int imem_parse(Interp *in, MlirType t, const char *text, IVal *out);
/* The view's elements now (out: a tensor, shaped as the view; memref type t gives the
 * element type): an element of a dead block or outside the block is uninit, every element
 * of a poison memref poison; no UB. An element the run does not know (IBlock.lo/n) is a
 * limit when strict, else uninit. */
int imem_snapshot(Interp *in, MlirType t, const IMemRef *m, int strict, IVal *out);
/* Whether block b, a target's final state, refines a, the source's (semantics.md 12,
 * "Refinement with memory"): if a is alive so is b, and every element a initialized is
 * initialized in b and, unless poison in a, the same value (NaNs alike). If not, *at is the
 * first position that differs, or UINT64_MAX when b is dead. */
int imem_block_refines(const IBlock *a, const IBlock *b, uint64_t *at);
/* The run's blocks made so far, and: the stack blocks made since mark die (alloca's
 * AutomaticAllocationScope ends: a loop iteration, the function). */
unsigned imem_mark(Interp *in);
void imem_release_stack(Interp *in, unsigned mark);

/* Element idx[rank - vrank] of m: a scalar (out->s), or for vector elements the vector of
 * their lanes (mem.c's mem_load / mem_store); UB as imem_load's / imem_store's. */
int imem_load_elem(IFn *f, MlirOperation op, const IMemRef *m, const uint64_t *idx, IVal *out);
int imem_store_elem(IFn *f, MlirOperation op, const IMemRef *m, const uint64_t *idx, IVal v);

/* ---- for evaluators (memref.c, bufferization.c) ---- */
/* Operand i as a memref (error when it is not one); result i as m. */
int imem_operand(IFn *f, MlirOperation op, int i, IMemRef **out);
int imem_result(IFn *f, MlirOperation op, int i, IMemRef *m);
/* A view of m's block, base, offset and poison, of rank rank; not an allocation's result. */
IMemRef *imem_derive(IFn *f, const IMemRef *m, unsigned rank);
/* Whether views m and n share a block position (their extents, first to last element, meet
 * in the same block; both not empty: mem.c's mem_overlap) and whether they are the same view
 * (block, first element, sizes, strides: mem_same_view). */
int imem_overlap(const IMemRef *m, const IMemRef *n);
int imem_same_view(const IMemRef *m, const IMemRef *n);
/* A copy of m (the same view, poison and ownership). */
IMemRef *imem_copy(IFn *f, const IMemRef *m);
/* The strides and offset of memref type t's layout (mem_type_layout; dynamic entries are
 * MLIR's dynamic marker); unsupported when not strided. */
int imem_type_layout(IFn *f, MlirOperation op, MlirType t, int64_t *strides, int64_t *off, int *identity);
/* A fresh local block for memref type t (mem_alloc): dynamic sizes, then a dynamic offset
 * and dynamic strides from dyn in order; uninitialized; stack blocks die with their scope. */
int imem_alloc(IFn *f, MlirOperation op, MlirType t, const uint64_t *dyn, int stack, IMemRef **out);
/* Element idx of m (mem_load / mem_store's UB). */
int imem_load(IFn *f, MlirOperation op, const IMemRef *m, const uint64_t *idx, IScalar *out);
int imem_store(IFn *f, MlirOperation op, const IMemRef *m, const uint64_t *idx, IScalar v);
/* Position of element idx of m. */
uint64_t imem_pos(const IMemRef *m, const uint64_t *idx);
/* The whole view as a tensor (mem_read: UB when it is not empty and its block is dead or
 * its last element outside the block; uninitialized elements are unwritten ones); t is the
 * memref's type. */
int imem_read(IFn *f, MlirOperation op, MlirType t, const IMemRef *m, IVal *out);
/* Writes tensor x into the whole view (mem_write: UB when the shapes differ, or the view is
 * not empty and its block is dead, its last element outside the block or some element
 * read-only); x's unwritten elements become uninitialized. */
int imem_write(IFn *f, MlirOperation op, const IMemRef *m, const ITensor *x);
/* Frees m's block (mem_dealloc's UB: poison, not an allocation's result, dead, stack). */
int imem_dealloc(IFn *f, MlirOperation op, const IMemRef *m);
/* From now on the positions of m's elements and every position of n's block are read-only
 * (bufferization.clone op: mem_freeze); n may be NULL. m's positions are writable again
 * when n's block is freed (unless another clone froze them too). */
int imem_freeze(IFn *f, const IMemRef *m, const IMemRef *n, MlirOperation op);
/* Whether block b, the final state of target run it, leaves read-only a position that a,
 * the source's, leaves writable: then *at is the first and *op the clone that froze it (a
 * null op when no live clone is found). */
/* Whether a live clone block of run in froze some element of view m. */
int imem_view_cloned(Interp *in, const IMemRef *m);
int imem_block_frozen(Interp *it, const IBlock *a, const IBlock *b, uint64_t *at, MlirOperation *op);
/* The caller-visible block of global @name (static shape t), its state at entry from the
 * memref.global declaration around op: constant is read-only; a dense initial value is the
 * contents (a non-constant global: its value at program start), `uninitialized` none, no
 * initial value contents the run does not know. */
int imem_global(IFn *f, MlirOperation op, const char *name, MlirType t, IMemRef **out);
/* Whether position pos of m's block is aligned to align bytes (Interp.aligned). */
int imem_aligned(IFn *f, const IMemRef *m, uint64_t pos, uint64_t align, int *ok);

#endif
