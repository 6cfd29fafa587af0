/* mem_plan.h: the memory module's reading of a pair's IR before encoding (mem_plan.c;
 * private to mem.c, whose mem.h declares mem_alias_partitions for cascade.c). */
#ifndef TV_MEM_PLAN_H
#define TV_MEM_PLAN_H
#include "mem.h"

enum { MEM_PLAN_ALLOCS = 256 };   /* allocations of a function looked at, at most */

/* Which source allocation each target allocation stands for, when every allocation
 * (memref.alloc, memref.alloca) of both functions is at the top level of their bodies (each
 * then makes one block, in order): match[k] for the target's k-th is the index of the first
 * source allocation of its type after the one the previous matched (an allocation the pass
 * dropped is skipped: convert-linalg-to-loops drops a pooling window used only for its
 * shape), or -1 from the first one without a match on. Returns the target's count (at most
 * max), 0 when not every allocation is at the top level. */
int mem_alloc_match(MlirOperation src, MlirOperation tgt, int *match, int max);

#endif
