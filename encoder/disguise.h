/* disguise.h: counted loops in disguise (docs/design.md 13, "Loops by induction"): an
 * scf.while or a loop of cf blocks in exactly the form scf-for-to-while or convert-scf-to-cf
 * makes of an scf.for, recognised so that induct.c can pair it with the other side's
 * counted loop. Anything that does not match the form exactly is not recognised (and is
 * unrolled as before). */
#ifndef TV_DISGUISE_H
#define TV_DISGUISE_H
#include "enc.h"

typedef struct DgLoop {
  MlirOperation key;       /* the scf.while, or the cf header's cf.cond_br */
  MlirBlock head;          /* the before block, or the header block: (iv, carried...) */
  MlirValue ub, step;      /* defined before the loop */
  MlirOperation next;      /* the arith.addi of the induction variable and the step */
  int uns;                 /* the comparison is ult (else slt) */
  unsigned n;              /* carried values (besides the induction variable) */
  int simple;              /* its ops only load, store and view memory (loop_memory_simple) and
                              it carries no memref */
} DgLoop;

/* Whether op is an scf.while in scf-for-to-while's form
 *   scf.while (iv = LB, xs = INITS) { c = cmpi slt|ult iv, UB; scf.condition(c) iv, xs }
 *   do { ^(iv, xs): ...; scf.yield iv + STEP, ys }
 * with UB and STEP defined outside it and its first result (the last iv) unused. */
int dg_while(MlirOperation op, DgLoop *out);
/* Whether block h heads a loop of cf blocks in convert-scf-to-cf's form:
 *   ^h(iv, xs): c = cmpi slt|ult iv, UB; cf.cond_br c, ^body, ^exit
 * entered by one edge from outside the loop and one back edge, cf.br ^h(iv + STEP, ys),
 * from a block the loop's blocks (those reaching it without passing ^h) are only entered
 * from ^h or each other and only left to ^h or each other; UB and STEP defined outside
 * the loop, iv not used after it nor passed to ^exit. */
int dg_cf(MlirBlock h, DgLoop *out);
/* The cf.cond_br ops of the headers of the cf loops in disguise of region r directly
 * inside the one headed by within (a null block: inside none), in block order; at most
 * cap + 1 of them. */
unsigned dg_cf_loops(MlirRegion r, MlirBlock within, MlirOperation *out, unsigned cap);
/* Whether loop d may stand for the source's counted loop src (scf.for, affine.for): the
 * same comparison (signed or unsigned), induction variable type and carried types, and
 * only simple memory. */
int dg_fits(MlirOperation src, const DgLoop *d);
/* scf.c's hook: when op is an scf.while in disguise paired with the source's counted loop,
 * encodes it by induction (induct.h) and sets *done. */
int dg_encode_while(EncFn *f, MlirOperation op, int *done);

#endif
