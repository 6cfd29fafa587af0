/* srctext.h: what the source text says that MLIR's IR does not keep. MLIR drops SSA names
 * when it parses (they are printed as %arg0, %0, ...); counterexamples name a function's
 * arguments as the user wrote them by reading them back from the file the function's
 * location points at (docs/design.md, "Counterexamples in the user's terms"). Cosmetic
 * only: nothing that decides a verdict reads it. */
#ifndef TV_SRCTEXT_H
#define TV_SRCTEXT_H
#include <mlir-c/IR.h>
#include "arena.h"

/* The names ("%x") of the arguments of func.func `func` as its source file spells them: the
 * file and position of the op's location (file:line:col), where the text must be the
 * custom form `func.func [visibility] @<its name>(` with one `%name: type` per argument.
 * NULL when the location is no file position, the file cannot be read (stdin, a pipeline's
 * snapshot of IR made by a pass) or its text there is not that function: the caller then
 * keeps %argN. The array has one arena string per argument. */
char **st_arg_names(Arena *a, MlirOperation func);

#endif
