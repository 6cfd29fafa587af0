/* mlirutil.h: small helpers over the MLIR C API (names, printing to strings). */
#ifndef TV_MLIRUTIL_H
#define TV_MLIRUTIL_H
#include <mlir-c/Diagnostics.h>
#include <mlir-c/IR.h>
#include <stddef.h>
#include <stdint.h>
#include "arena.h"

/* Whether the op's name (or a string ref) equals s. */
int mu_op_is(MlirOperation op, const char *name);
int mu_streq(MlirStringRef r, const char *s);
/* Copies into the arena. */
char *mu_str(Arena *a, MlirStringRef r);
char *mu_op_name(Arena *a, MlirOperation op);
char *mu_type_str(Arena *a, MlirType t);
/* The attribute's text in buf (n bytes, truncated), without allocating; NULL (buf empty)
 * for a null attribute. For what an evaluator reads on every run of an op. */
char *mu_attr_text(MlirAttribute attr, char *buf, size_t n);
char *mu_attr_str(Arena *a, MlirAttribute attr);
/* Whether op is a func.func with a body (a definition, not a declaration). */
int mu_is_func_def(MlirOperation op);
/* Symbol name of a func.func (without '@'), valid while the op lives. */
MlirStringRef mu_func_name(MlirOperation func);
/* The symbol `name` in the nearest symbol table (a module) enclosing op; a null op when op
 * is not inside one (a detached function) or no symbol has that name. */
MlirOperation mu_lookup_symbol(MlirOperation op, MlirStringRef name);
/* Calls fn(ud, symbol, attr) for each symbol that op's own attributes refer to (flat and
 * nested symbol references by their root, also inside arrays); attr is the attribute's name. */
typedef void (*MuSymbolFn)(void *ud, MlirStringRef symbol, MlirStringRef attr);
void mu_symbol_refs(MlirOperation op, MuSymbolFn fn, void *ud);
/* Whether a func.func is visible only inside its symbol table (sym_visibility "private" or
 * "nested"): no code outside the module can call it. */
int mu_func_is_local(MlirOperation func);
/* A context for the tools: every dialect registered, diagnostics to handler(ud) (MLIR's
 * default printing when handler is NULL). */
MlirContext mu_context_new(MlirDiagnosticHandler handler, void *ud);
/* The func.func definition named `name` at the top level of m, or a null op. */
MlirOperation mu_module_func(MlirModule m, MlirStringRef name);
/* The shape dialect's types (ShapeBase.td): MU_SHAPE_SIZE (!shape.size), MU_SHAPE_SHAPE
 * (!shape.shape), MU_SHAPE_WITNESS (!shape.witness); 0 for any other type. */
enum { MU_SHAPE_SIZE = 1, MU_SHAPE_SHAPE, MU_SHAPE_WITNESS };
int mu_shape_type(MlirType t);
/* Attribute by name, null attribute when absent. */
MlirAttribute mu_attr(MlirOperation op, const char *name);
/* ArithBase.td's FastMathFlags of op's `fastmath` attribute (#arith.fastmath<nnan,ninf>;
 * no C API for the enum), as MU_FM_* bits; `fast` sets every flag and MU_FM_FAST. */
enum { MU_FM_NNAN = 1, MU_FM_NINF = 2, MU_FM_NSZ = 4, MU_FM_REASSOC = 8, MU_FM_CONTRACT = 16,
       MU_FM_ARCP = 32, MU_FM_AFN = 64, MU_FM_FAST = 128 };
unsigned mu_fastmath(Arena *a, MlirOperation op);
/* The nsw and nuw flags of op's `overflowFlags` (#arith.overflow<nsw, nuw>). */
void mu_overflow_flags(Arena *a, MlirOperation op, int *nsw, int *nuw);
/* index.cmp's predicate (#index<cmp_predicate slt>) in CmpIPredicate's order (eq 0 ... uge
 * 9), or -1. */
int mu_index_cmp_predicate(Arena *a, MlirOperation op);
/* The type a TypeAttr `name` of op holds, or a null type. */
MlirType mu_type_attr(MlirOperation op, const char *name);
/* Dense or sparse elements attributes (arith.constant, tosa.const): the number of elements
 * (1 for a splat), and element flat (row-major) as an IntegerAttr/FloatAttr (a sparse one's
 * zero where it has no value); -1 / a null attribute when a is neither. */
int64_t mu_dense_count(MlirAttribute a);
MlirAttribute mu_dense_elem(MlirAttribute a, int64_t flat);
/* The memref.global that get_global (a memref.get_global) names, declared in an op
 * enclosing fn (the first whose body declares it), or null: a function cloned out of its
 * module has none. */
MlirOperation mu_global_decl(MlirOperation fn, MlirOperation get_global);
/* Prints an op into a malloc'd string (caller frees): custom form (generic 0), generic form
 * (generic > 0), or custom form with locations (generic < 0, for reproducers). */
char *mu_op_print(MlirOperation op, int generic);
/* "file:line:col" of a file location into buf (truncated to n); 0 for other locations. */
int mu_loc_text(MlirLocation loc, char *buf, size_t n);

#endif
