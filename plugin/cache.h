/* cache.h: the persistent result cache (--tv-cache=DIR). One file per check, named by a
 * 128-bit hash of the tool version, the options that change verdicts, the printed
 * source and target, and the symbols they read (callees, globals); it holds everything report() needs (verdict, encoding, reason,
 * counterexample). Writes are atomic (temporary file + rename), so concurrent mlir-opt
 * processes may share a directory; an unreadable or corrupted entry is a miss. */
#ifndef TV_CACHE_H
#define TV_CACHE_H
#include "tv.h"

typedef struct TvcKey {
  char hex[33];
} TvcKey;

/* The key of a check: options is a string naming every option that matters; context is
 * what the check reads besides the two functions ("" when nothing): the printed callees
 * it inlines and the memref.globals whose initial values are part of the program. */
void tvc_key(TvcKey *k, const char *options, const char *src_text, const char *tgt_text, const char *context);
/* 1 and a result in *r (the caller frees it) on a hit; 0 on a miss or a bad entry. */
int tvc_load(const char *dir, const TvcKey *k, TvResult *r);
/* Stores r if its verdict does not depend on the machine's load (no timeouts, errors or
 * resource limits). Failures are silent: a cache never changes a verdict. */
void tvc_store(const char *dir, const TvcKey *k, const TvResult *r);
/* Whether r may be stored (exposed for the driver's statistics and tests). */
int tvc_cacheable(const TvResult *r);

#endif
