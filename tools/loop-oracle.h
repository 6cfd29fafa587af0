/* loop-oracle.h: what tv-loop-oracle's parts share (docs/design.md, "The loop oracle"): the
 * generator of random loop programs over memrefs (loop-gen.c), the mutants of a pass's
 * output (loop-mutate.c), the concrete runs that give the ground truth (loop-run.c) and the
 * driver that runs the passes, checks every pair and tallies (tv-loop-oracle.c). */
#ifndef TV_LOOP_ORACLE_H
#define TV_LOOP_ORACLE_H
#include <stddef.h>
#include <stdint.h>
#include <mlir-c/IR.h>

/* A seeded pseudo-random sequence (splitmix64): the same seed makes the same run. */
typedef struct LoRng {
  uint64_t s;
} LoRng;
uint64_t lo_rand(LoRng *r);
/* A whole number from 0 to n - 1 (n > 0). */
static inline unsigned lo_below(LoRng *r, unsigned n) { return (unsigned)(lo_rand(r) % n); }
/* 1 with probability pct / 100. */
static inline int lo_chance(LoRng *r, unsigned pct) { return lo_below(r, 100) < pct; }

/* ---- loop-gen.c ---- */
/* What a generated program is like (for the runs and the report). */
typedef struct LoProgram {
  char *text;              /* a module holding func.func @f (malloc'd) */
  unsigned depth;          /* loops in the nest, 1-3 */
  int has_n;               /* takes %n : index (a symbolic bound) after its memrefs */
  int dynamic;             /* its memrefs are memref<?xT> / memref<?x?xT> */
  unsigned rank, dim;      /* rank of its memrefs; the static size of each dimension */
  unsigned width;          /* bits of their elements (i32 or i64) */
  int returns;             /* @f returns the result of a reduction (an i32 or i64) */
  char shape[96];          /* "depth 2, affine/scf, memref<?x?xi32>, %n" */
} LoProgram;
/* Makes program number k of the run seeded with seed: 0, or 1 out of memory. */
int lo_generate(uint64_t seed, unsigned k, LoProgram *out);
void lo_program_free(LoProgram *p);

/* ---- loop-mutate.c ---- */
typedef enum LoMutKind {
  LO_MUT_BOUND,            /* a loop bound +-1: one iteration more or less */
  LO_MUT_STEP,             /* another step */
  LO_MUT_DROP_STORE,       /* a store removed */
  LO_MUT_SUBSCRIPT,        /* a load's or store's subscript shifted by +-1 */
  LO_MUT_SWAP,             /* the two operands of a binary op or comparison swapped */
  LO_MUT_CONST,            /* an integer constant changed by +-1 */
  LO_NMUT
} LoMutKind;
const char *lo_mut_name(LoMutKind k);
/* A mutant of module m (a copy: m is untouched) of kind k at a site chosen by r, verified;
 * a null module when m has no site of that kind where the result verifies. *what gets a
 * short description ("affine.for upper bound +1"). */
MlirModule lo_mutate(MlirModule m, LoMutKind k, LoRng *r, char *what, size_t n);

/* ---- loop-run.c ---- */
typedef enum LoTruth {
  LO_SAME,                 /* no input showed a difference */
  LO_DIFFERS,              /* some input did: the target does not refine the source */
  LO_NO_INPUT              /* no input could be judged (the source had undefined behaviour
                              on all, or a run could not go on: an op the interpreter lacks) */
} LoTruth;
typedef struct LoRuns {
  LoTruth truth;
  unsigned runs, judged, src_ub, cannot;   /* inputs tried, judged (the source defined),
                                              the source undefined, not run to the end */
  char input[600];         /* with LO_DIFFERS: the first input that shows it */
  char why[400];           /* and how the two runs differ; with LO_NO_INPUT: why */
} LoRuns;
/* Runs src and tgt (func.func @f of a generated program p) on `count` inputs drawn from
 * seed: random memory contents, and for %n 0..6 first, then a few larger values. */
void lo_run_pair(const LoProgram *p, MlirOperation src, MlirOperation tgt, uint64_t seed, unsigned count,
                 LoRuns *out);

#endif
