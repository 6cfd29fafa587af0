/* sweep.h: what tv-sweep's parts share (docs/design.md, "tv-sweep"): the generator of test
 * functions (sweep-gen.c), the driver that runs a pass on them and checks what it changed
 * (tv-sweep.c), and the C++ shim that loads a pass plugin (sweep-plugin.cpp). */
#ifndef TV_SWEEP_H
#define TV_SWEEP_H
#include <stddef.h>

enum { SWEEP_MAX_WIDTHS = 8, SWEEP_MAX_LIST = 16 };

/* What to generate: the selection of the command line. */
typedef struct SweepSel {
  const char *dialects[SWEEP_MAX_LIST];   /* "arith", "math", "index", "tosa", "tensor" */
  unsigned ndialects;
  const char *ops;          /* --ops: only ops whose name contains it (NULL: all) */
  const char *types[SWEEP_MAX_LIST];      /* --types: element types by name ("f32", "i8",
                                             "int" for every integer width, "float") */
  unsigned ntypes;
  unsigned widths[SWEEP_MAX_WIDTHS];      /* --widths: integer widths (index is always 64) */
  unsigned nwidths;
  int no_chains;            /* --no-chains: only single-op patterns */
} SweepSel;

/* One generated function: `func.func @f` applying op in the shape `pattern` at `type`. */
typedef struct SweepCase {
  const char *op;           /* "arith.addi" */
  const char *pattern;      /* type-independent: "op(x, 0)", "op(op(x, 1), -1)" */
  const char *type;         /* the operand type: "i32", "tensor<4xf32>" */
  const char *text;         /* the function's MLIR text */
} SweepCase;

/* Receives each case; nonzero stops the generation. */
typedef int (*SweepEmitFn)(void *ud, const SweepCase *c);

/* Generates every case of every op of the selection, op by op (ops in name order within a
 * dialect); before an op's first case, begin(ud, op) is called (may be NULL). Returns
 * nonzero if emit stopped it or memory ran out. */
int sweep_generate(const SweepSel *sel, void (*begin)(void *ud, const char *op), SweepEmitFn emit,
                   void *ud);
/* Whether the generator knows dialect d. */
int sweep_dialect_known(const char *d);
/* Prints the ops the generator knows, one per line (--list-ops). */
void sweep_list_ops(void);

/* sweep-plugin.cpp: loads a pass plugin (mlir::PassPlugin) and registers its passes; 0 on
 * success, else nonzero with the reason in err. */
#ifdef __cplusplus
extern "C"
#endif
int sweep_load_pass_plugin(const char *path, char *err, size_t errlen);

#endif
