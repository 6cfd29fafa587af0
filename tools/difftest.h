/* difftest.h: what tv-difftest's two halves share: the scalar op rows (tv-difftest.c) and
 * the templates of test/difftest (difftest-templates.c), docs/design.md section 14. */
#ifndef TV_DIFFTEST_H
#define TV_DIFFTEST_H
#include <stdint.h>
#include <stdio.h>
#include <mlir-c/IR.h>
#include "tv.h"

typedef struct Ty {
  const char *name;
  unsigned w;
  int fmt;                 /* IfFormat, or -1 for integers and index */
} Ty;

typedef struct V {
  uint64_t bits;
  int poison;
} V;

enum { MAX_EDGES = 48 };

/* The run's state. */
typedef struct Run {
  MlirContext ctx;
  TvOptions opts;
  int verbose;
  int inject;              /* test hook: change one interpreter result per case */
  unsigned long checks, failures, cases, parse_errors;
  unsigned long free;      /* inputs of uninterpreted math functions the encoder leaves free */
  uint64_t seed;
  char **seen;             /* the op names the templates use (malloc'd) */
  int cover_only;          /* templates_run only records the op names (--covered) */
  size_t nseen;
  const char *exclude[8];  /* --exclude: rows, and templates using ops, whose name contains one */
  unsigned nexclude;
} Run;

/* Whether op name contains one of r->exclude. */
int excluded(const Run *r, const char *name);

uint64_t rnd(Run *r);
/* Edge cases and pseudo-random values of type t into v (at most MAX_EDGES); their count. */
size_t edges(Run *r, const Ty *t, uint64_t *v);
/* A value as an MLIR literal of its type (floats as hex bits). */
void emit_value(FILE *o, const Ty *t, V x);
/* Parses a module (null, counted and printed if it does not parse). */
MlirModule parse(Run *r, char *text);
MlirOperation func_of(MlirModule m, const char *name);
/* Whether @tgt refines @src in m (1), or not (0; printed unless quiet), or is left undecided
 * by an uninterpreted math function (2). */
int refines(Run *r, MlirModule m, const char *src, const char *tgt, int quiet);
/* Runs every template (public func.func) of the .mlir files in dir (or of the file dir
 * names, if it ends in .mlir) that uses an op whose
 * name contains one of argv[first..argc-1] (all if none), records in r->seen the op names
 * the templates use; 1 if dir cannot be read. */
int templates_run(Run *r, const char *dir, int argc, char **argv, int first);
/* Whether some template uses op name (after templates_run). */
int templates_cover(const Run *r, const char *name);
void templates_free(Run *r);

#endif
