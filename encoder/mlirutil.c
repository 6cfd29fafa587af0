/* mlirutil.c: helpers over the MLIR C API. */
#include "mlirutil.h"
#include <mlir-c/BuiltinAttributes.h>
#include <mlir-c/BuiltinTypes.h>
#include <mlir-c/RegisterEverything.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int mu_streq(MlirStringRef r, const char *s) {
  size_t n = strlen(s);
  return r.length == n && memcmp(r.data, s, n) == 0;
}

int mu_op_is(MlirOperation op, const char *name) {
  return mu_streq(mlirIdentifierStr(mlirOperationGetName(op)), name);
}

char *mu_str(Arena *a, MlirStringRef r) { return arena_strndup(a, r.data, r.length); }

char *mu_op_name(Arena *a, MlirOperation op) {
  return mu_str(a, mlirIdentifierStr(mlirOperationGetName(op)));
}

typedef struct {
  char *buf;
  size_t len, cap;
  int oom;
} StrBuf;

static void sb_append(MlirStringRef r, void *ud) {
  StrBuf *b = ud;
  if (b->oom) return;
  if (b->len + r.length + 1 > b->cap) {
    size_t cap = (b->cap ? b->cap * 2 : 128) + r.length;
    char *p = realloc(b->buf, cap);
    if (!p) {
      b->oom = 1;
      return;
    }
    b->buf = p;
    b->cap = cap;
  }
  memcpy(b->buf + b->len, r.data, r.length);
  b->len += r.length;
  b->buf[b->len] = 0;
}

static char *sb_take(Arena *a, StrBuf *b) {
  char *r = b->oom ? NULL : arena_strdup(a, b->buf ? b->buf : "");
  free(b->buf);
  return r;
}

char *mu_type_str(Arena *a, MlirType t) {
  StrBuf b = {0};
  mlirTypePrint(t, sb_append, &b);
  return sb_take(a, &b);
}

/* Attribute text into a fixed buffer (truncated): no allocation. */
typedef struct FixBuf { char *p; size_t n, len; } FixBuf;
static void fb_append(MlirStringRef s, void *ud) {
  FixBuf *b = ud;
  size_t k = b->len + 1 < b->n ? b->n - 1 - b->len : 0;
  if (k > s.length) k = s.length;
  memcpy(b->p + b->len, s.data, k);
  b->len += k;
  b->p[b->len] = 0;
}

char *mu_attr_text(MlirAttribute attr, char *buf, size_t n) {
  FixBuf b = {buf, n, 0};
  if (!n) return NULL;
  buf[0] = 0;
  if (mlirAttributeIsNull(attr)) return NULL;
  mlirAttributePrint(attr, fb_append, &b);
  return buf;
}

char *mu_attr_str(Arena *a, MlirAttribute attr) {
  StrBuf b = {0};
  mlirAttributePrint(attr, sb_append, &b);
  return sb_take(a, &b);
}

int mu_is_func_def(MlirOperation op) {
  return mu_op_is(op, "func.func") &&
         !mlirBlockIsNull(mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0)));
}

MlirStringRef mu_func_name(MlirOperation func) {
  MlirAttribute a = mu_attr(func, "sym_name");
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAString(a)) return mlirStringRefCreate("", 0);
  return mlirStringAttrGetValue(a);
}

MlirOperation mu_lookup_symbol(MlirOperation op, MlirStringRef name) {
  for (MlirOperation p = mlirOperationGetParentOperation(op); !mlirOperationIsNull(p);
       p = mlirOperationGetParentOperation(p)) {
    MlirSymbolTable t = mlirSymbolTableCreate(p);
    if (mlirSymbolTableIsNull(t)) continue;
    MlirOperation found = mlirSymbolTableLookup(t, name);
    mlirSymbolTableDestroy(t);
    return found;
  }
  return (MlirOperation){NULL};
}

MlirContext mu_context_new(MlirDiagnosticHandler handler, void *ud) {
  MlirContext ctx = mlirContextCreate();
  MlirDialectRegistry reg = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(reg);
  mlirContextAppendDialectRegistry(ctx, reg);
  mlirDialectRegistryDestroy(reg);
  if (handler) mlirContextAttachDiagnosticHandler(ctx, handler, ud, NULL);
  return ctx;
}

MlirOperation mu_module_func(MlirModule m, MlirStringRef name) {
  for (MlirOperation op = mlirBlockGetFirstOperation(mlirModuleGetBody(m)); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (!mu_is_func_def(op)) continue;
    MlirStringRef n = mu_func_name(op);
    if (n.length == name.length && !memcmp(n.data, name.data, n.length)) return op;
  }
  return (MlirOperation){NULL};
}

static void symbol_refs(MlirAttribute a, MlirStringRef attr, MuSymbolFn fn, void *ud) {
  if (mlirAttributeIsAFlatSymbolRef(a)) fn(ud, mlirFlatSymbolRefAttrGetValue(a), attr);
  else if (mlirAttributeIsASymbolRef(a)) fn(ud, mlirSymbolRefAttrGetRootReference(a), attr);
  else if (mlirAttributeIsAArray(a))
    for (intptr_t i = 0; i < mlirArrayAttrGetNumElements(a); i++) symbol_refs(mlirArrayAttrGetElement(a, i), attr, fn, ud);
}

void mu_symbol_refs(MlirOperation op, MuSymbolFn fn, void *ud) {
  for (intptr_t i = 0; i < mlirOperationGetNumAttributes(op); i++) {
    MlirNamedAttribute na = mlirOperationGetAttribute(op, i);
    symbol_refs(na.attribute, mlirIdentifierStr(na.name), fn, ud);
  }
}

int mu_func_is_local(MlirOperation func) {
  MlirAttribute v = mu_attr(func, "sym_visibility");
  return !mlirAttributeIsNull(v) && mlirAttributeIsAString(v) &&
         (mu_streq(mlirStringAttrGetValue(v), "private") || mu_streq(mlirStringAttrGetValue(v), "nested"));
}

MlirAttribute mu_attr(MlirOperation op, const char *name) {
  return mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString(name));
}

unsigned mu_fastmath(Arena *ar, MlirOperation op) {
  static const char *const names[] = {"nnan", "ninf", "nsz", "reassoc", "contract", "arcp", "afn"};
  char buf[200];
  (void)ar;
  char *txt = mu_attr_text(mu_attr(op, "fastmath"), buf, sizeof buf);
  char *lt = txt ? strchr(txt, '<') : NULL;
  if (!lt) return 0;
  if (strstr(lt, "fast")) return (MU_FM_FAST << 1) - 1;
  unsigned flags = 0;
  for (unsigned i = 0; i < sizeof names / sizeof *names; i++)
    if (strstr(lt, names[i])) flags |= 1u << i;
  return flags;
}

void mu_overflow_flags(Arena *ar, MlirOperation op, int *nsw, int *nuw) {
  char buf[120];
  (void)ar;
  char *s = mu_attr_text(mu_attr(op, "overflowFlags"), buf, sizeof buf);
  *nsw = s && strstr(s, "nsw");
  *nuw = s && strstr(s, "nuw");
}

int mu_index_cmp_predicate(Arena *ar, MlirOperation op) {
  static const char *const names[] = {"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"};
  char buf[120];
  (void)ar;
  char *t = mu_attr_text(mu_attr(op, "pred"), buf, sizeof buf);
  char *w = t ? strrchr(t, ' ') : NULL;
  for (int p = 0; w && p < 10; p++)
    if (!strncmp(w + 1, names[p], strlen(names[p])) && w[1 + strlen(names[p])] == '>') return p;
  return -1;
}

MlirType mu_type_attr(MlirOperation op, const char *name) {
  MlirAttribute a = mu_attr(op, name);
  return !mlirAttributeIsNull(a) && mlirAttributeIsAType(a) ? mlirTypeAttrGetValue(a) : (MlirType){NULL};
}

char *mu_op_print(MlirOperation op, int generic) {
  StrBuf b = {0};
  MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
  if (generic < 0) mlirOpPrintingFlagsEnableDebugInfo(flags, true, false);
  if (generic > 0) mlirOpPrintingFlagsPrintGenericOpForm(flags);
  mlirOpPrintingFlagsUseLocalScope(flags);
  mlirOperationPrintWithFlags(op, flags, sb_append, &b);
  mlirOpPrintingFlagsDestroy(flags);
  if (b.oom) {
    free(b.buf);
    return NULL;
  }
  return b.buf ? b.buf : calloc(1, 1);
}

/* A sparse elements attribute holds its values at its indices ("the indices of the elements
 * in the sparse tensor that contains non-zero values", BuiltinAttributes.td) and zero
 * elsewhere (SparseElementsAttr::getZeroAttr: 0, +0.0); mlirElementsAttrGetValue reads
 * either kind. */
static int is_elements(MlirAttribute a) {
  return !mlirAttributeIsNull(a) && (mlirAttributeIsADenseElements(a) || mlirAttributeIsASparseElements(a));
}

int64_t mu_dense_count(MlirAttribute a) {
  if (!is_elements(a)) return -1;
  return mlirAttributeIsADenseElements(a) && mlirDenseElementsAttrIsSplat(a) ? 1 : mlirElementsAttrGetNumElements(a);
}

MlirAttribute mu_dense_elem(MlirAttribute a, int64_t flat) {
  if (!is_elements(a)) return (MlirAttribute){NULL};
  if (mlirAttributeIsADenseElements(a) && mlirDenseElementsAttrIsSplat(a)) return mlirDenseElementsAttrGetSplatValue(a);
  MlirType t = mlirAttributeGetType(a);
  intptr_t rank = mlirShapedTypeGetRank(t);
  uint64_t idx[16];
  if (rank > 16) return (MlirAttribute){NULL};
  for (intptr_t r = rank; r-- > 0;) {
    int64_t d = mlirShapedTypeGetDimSize(t, r);
    idx[r] = d > 0 ? (uint64_t)(flat % d) : 0;
    flat = d > 0 ? flat / d : 0;
  }
  return mlirElementsAttrGetValue(a, rank, idx);
}

int mu_loc_text(MlirLocation loc, char *buf, size_t n) {
  if (!mlirLocationIsAFileLineColRange(loc)) return 0;
  MlirStringRef f = mlirIdentifierStr(mlirLocationFileLineColRangeGetFilename(loc));
  snprintf(buf, n, "%.*s:%d:%d", (int)f.length, f.data, mlirLocationFileLineColRangeGetStartLine(loc),
           mlirLocationFileLineColRangeGetStartColumn(loc));
  return 1;
}

MlirOperation mu_global_decl(MlirOperation fn, MlirOperation get_global) {
  MlirAttribute n = mu_attr(get_global, "name");
  if (mlirOperationIsNull(fn) || mlirAttributeIsNull(n) || !mlirAttributeIsAFlatSymbolRef(n)) return (MlirOperation){NULL};
  MlirOperation g = mu_lookup_symbol(fn, mlirFlatSymbolRefAttrGetValue(n));
  return !mlirOperationIsNull(g) && mu_op_is(g, "memref.global") ? g : (MlirOperation){NULL};
}

typedef struct TypeBuf {
  char s[24];
  size_t n;
} TypeBuf;

static void type_buf_put(MlirStringRef r, void *ud) {
  TypeBuf *b = ud;
  for (size_t i = 0; i < r.length && b->n + 1 < sizeof b->s; i++) b->s[b->n++] = r.data[i];
  b->s[b->n] = 0;
}

int mu_shape_type(MlirType t) {
  if (mlirTypeIsNull(t) || !mu_streq(mlirDialectGetNamespace(mlirTypeGetDialect(t)), "shape")) return 0;
  TypeBuf b = {{0}, 0};
  mlirTypePrint(t, type_buf_put, &b);
  if (!strcmp(b.s, "!shape.size")) return MU_SHAPE_SIZE;
  if (!strcmp(b.s, "!shape.shape")) return MU_SHAPE_SHAPE;
  if (!strcmp(b.s, "!shape.witness")) return MU_SHAPE_WITNESS;
  return 0;
}
