/* mem_plan.c: what the memory of a pair of functions is, read from the IR before either is
 * encoded (mem_plan.h, mem.h): the alias splits of the memref arguments (cascade.c) and
 * which target allocation stands for which source allocation (loops by induction). */
#include "mem_plan.h"
#include <string.h>
#include <mlir-c/BuiltinTypes.h>
#include "mlirutil.h"

/* Ops through which a function may reach block positions outside its arguments' views. */
static MlirWalkResult reaches_out(MlirOperation op, void *ud) {
  if (!(enc_props(op) & OP_REACHES_OUT)) return MlirWalkResultAdvance;
  *(int *)ud = 1;
  return MlirWalkResultInterrupt;
}

/* Emits partition cur: once per choice, for every class of two or more arguments of one
 * memref type, between "all the same view" (MEM_ALIAS_SAME) and "not all" (MEM_ALIAS_DIFF). */
static unsigned emit(const unsigned char *cur, unsigned n, const int *group, const MlirType *type,
                     unsigned char (*out)[MEM_ALIAS_ARGS], unsigned count, unsigned max) {
  unsigned first[MEM_ALIAS_ARGS], ne = 0;   /* eligible classes, by their first argument */
  for (unsigned i = 0; i < n; i++) {
    if (group[i] < 0) continue;
    int lead = 1, members = 1, same = 1;
    for (unsigned j = 0; j < n; j++) {
      if (j == i || group[j] != group[i] || cur[j] != cur[i]) continue;
      if (j < i) lead = 0;
      members++;
      same = same && mlirTypeEqual(type[i], type[j]);
    }
    if (lead && members > 1 && same) first[ne++] = i;
  }
  if (ne > 8) return max + 1;
  for (unsigned mask = 0; mask < (1u << ne); mask++, count++) {
    if (count >= max) return max + 1;
    memcpy(out[count], cur, MEM_ALIAS_ARGS);
    for (unsigned e = 0; e < ne; e++)
      for (unsigned i = 0; i < n; i++)
        if (group[i] == group[first[e]] && cur[i] == cur[first[e]])
          out[count][i] |= (mask >> e & 1) ? MEM_ALIAS_SAME : MEM_ALIAS_DIFF;
  }
  return count;
}

/* Enumerates the set partitions of each element type's arguments (restricted growth
 * strings), their product, into out[0..max). Returns the count, or max + 1 past max. */
static unsigned partitions(const int *group, const MlirType *type, unsigned n, unsigned i, unsigned char *cur,
                           unsigned char (*out)[MEM_ALIAS_ARGS], unsigned count, unsigned max) {
  if (count > max) return count;
  if (i == n) return emit(cur, n, group, type, out, count, max);
  if (group[i] < 0) return partitions(group, type, n, i + 1, cur, out, count, max);
  unsigned top = 0;   /* classes used so far in this argument's group, plus a new one */
  for (unsigned j = 0; j < i; j++)
    if (group[j] == group[i] && cur[j] + 1u > top) top = cur[j] + 1u;
  for (unsigned c = 0; c <= top; c++) {
    cur[i] = (unsigned char)c;
    count = partitions(group, type, n, i + 1, cur, out, count, max);
  }
  return count;
}

unsigned mem_alias_partitions(MlirOperation src, MlirOperation tgt, MlirType st, MlirType tt,
                              unsigned char (*out)[MEM_ALIAS_ARGS], unsigned max) {
  intptr_t n = mlirFunctionTypeGetNumInputs(st);
  if (n > MEM_ALIAS_ARGS || n != mlirFunctionTypeGetNumInputs(tt)) return 0;
  int group[MEM_ALIAS_ARGS], size[MEM_ALIAS_ARGS] = {0}, shared = 0;
  MlirType elem[MEM_ALIAS_ARGS], type[MEM_ALIAS_ARGS];
  for (intptr_t i = 0; i < n; i++) {
    MlirType a = mlirFunctionTypeGetInput(st, i), b = mlirFunctionTypeGetInput(tt, i);
    group[i] = -1;
    type[i] = a;
    if (!mem_is_memref(a) || !mem_is_memref(b)) continue;
    elem[i] = mlirShapedTypeGetElementType(a);
    group[i] = (int)i;
    for (intptr_t j = 0; j < i; j++)
      if (group[j] == (int)j && mlirTypeEqual(elem[j], elem[i])) group[i] = (int)j;
    if (++size[group[i]] > 8) return 0;
    shared |= size[group[i]] > 1;
  }
  int reach = 0;
  if (!shared) return 0;
  mlirOperationWalk(src, reaches_out, &reach, MlirWalkPreOrder);
  if (!reach) mlirOperationWalk(tgt, reaches_out, &reach, MlirWalkPreOrder);
  if (reach) return 0;
  unsigned char cur[MEM_ALIAS_ARGS] = {0};
  unsigned count = partitions(group, type, (unsigned)n, 0, cur, out, 0, max);
  return count > max ? 0 : count;
}

static int is_alloc(MlirOperation op) { return mu_op_is(op, "memref.alloc") || mu_op_is(op, "memref.alloca"); }

static MlirWalkResult count_alloc(MlirOperation op, void *ud) {
  *(int *)ud += is_alloc(op);
  return MlirWalkResultAdvance;
}

/* The allocations (memref.alloc, memref.alloca) of function fn's body, in order, when all
 * are at its top level (each then makes one block, its ids in this order); else -1. */
static int top_allocs(MlirOperation fn, MlirOperation *out, int max) {
  int n = 0, all = 0;
  MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(fn, 0));
  mlirOperationWalk(fn, count_alloc, &all, MlirWalkPreOrder);
  for (MlirOperation o = mlirBlockIsNull(b) ? (MlirOperation){NULL} : mlirBlockGetFirstOperation(b); !mlirOperationIsNull(o);
       o = mlirOperationGetNextInBlock(o))
    if (is_alloc(o)) {
      if (n == max) return -1;
      out[n++] = o;
    }
  return n == all ? n : -1;
}

int mem_alloc_match(MlirOperation src, MlirOperation tgt, int *match, int max) {
  MlirOperation a[MEM_PLAN_ALLOCS], b[MEM_PLAN_ALLOCS];
  if (max > MEM_PLAN_ALLOCS) max = MEM_PLAN_ALLOCS;
  int na = top_allocs(src, a, max), nb = top_allocs(tgt, b, max), j = 0;
  if (na < 0 || nb < 0) return 0;
  for (int k = 0; k < nb; k++) {
    MlirType t = mlirValueGetType(mlirOperationGetResult(b[k], 0));
    while (j < na && !mlirTypeEqual(mlirValueGetType(mlirOperationGetResult(a[j], 0)), t)) j++;
    match[k] = j < na ? j++ : -1;
  }
  return nb;
}
