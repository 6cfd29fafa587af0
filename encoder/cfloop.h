/* cfloop.h: the CFG of a function body with loops (docs/design.md, "Loops"): blocks in a
 * topological order of the forward edges, natural loops unrolled to the --tv-max-unroll
 * bound as scf loops are (loop.h), irreducible control flow unsupported. */
#ifndef TV_CFLOOP_H
#define TV_CFLOOP_H
#include "enc.h"

/* Encodes the blocks reachable from region r's entry, under f's current CFG (encode.c):
 * blocks[] (room for every block of r) gets them in the order encode.c's branches look them
 * up, *n their count; the entry block runs under f's path, every other block is entered
 * through enc_cfg_enter; a loop's blocks are encoded once per iteration. */
int cfl_encode(EncFn *f, MlirRegion r, MlirBlock *blocks, unsigned *n);

#endif
