/* irdump.h: tv-check --ir-dump=LOG, the reader of what an MLIR tool prints with
 * --mlir-print-ir-before-all --mlir-print-ir-after-all (any revision: only the text is
 * read). The log is cut into dumps at their headers, each "before" dump is paired with the
 * "after" dump of the same pass on the same op, and every function the pass changed is
 * checked as the plugin checks it (docs/design.md, "Checking IR dumps"). */
#ifndef TV_IRDUMP_H
#define TV_IRDUMP_H
#include <mlir-c/IR.h>
#include <stdio.h>
#include "report_ci.h"
#include "tv.h"

/* What one dump header says. */
typedef enum IrdKind { IRD_BEFORE, IRD_AFTER, IRD_FAILED } IrdKind;
typedef struct IrdDump {
  IrdKind kind;             /* IRD_FAILED: "IR Dump After NAME Failed" */
  char *pass;               /* the pass argument ("canonicalize"), or its name if it has none */
  char *op, *sym;           /* the op the pass ran on ("func.func", "f"; sym "" if none), from
                               the header under module scope, else from the printed op */
  int module_scope;         /* the header named the op: the text is the whole module */
  const char *text;         /* the printed IR (into the log), len bytes */
  size_t len;
  unsigned line;            /* the header's line in the log (1-based) */
  unsigned text_line;       /* the IR's first line */
} IrdDump;

typedef struct IrdLog {
  char *buf;                /* the whole log */
  IrdDump *d;
  size_t n, cap;
} IrdLog;

/* Reads the log at path ("-": standard input) and cuts it into dumps; nonzero (with err
 * set) when it cannot be read or holds no "IR Dump Before" header. */
int ird_read(const char *path, IrdLog *log, char *err, size_t errlen);
void ird_free(IrdLog *log);
/* Parses one header line (without its newline) into d's kind, pass, op and sym; nonzero
 * when the line is no dump header. */
int ird_header(const char *line, size_t len, IrdDump *d);

typedef struct IrdOptions {
  const TvOptions *tv;
  const char *func;         /* check only this function (no '@'), or NULL */
  int json;                 /* JSON lines (the plugin's --tv-report form) instead of text */
  const char *name;         /* the log's name in messages ("-" shown as <stdin>) */
  TvCiLog *ci;              /* --junit/--sarif: every check is added (pass, function), or NULL */
} IrdOptions;

typedef struct IrdCounts {
  unsigned long passes, checks, verdicts[TV_NVERDICTS], unchanged, failed, unpaired;
} IrdCounts;

/* Checks every pair of the log (ctx allows unregistered dialects: their ops are then
 * unsupported by name); results to out, notes and the summary line to stderr. */
void ird_check(MlirContext ctx, const IrdOptions *o, const IrdLog *log, FILE *out, IrdCounts *c);

#endif
