/* tv-lit-key.h: how checks of two tv-lit runs are matched, shared by `tv-lit compare`
 * (tv-lit-compare.c: every check, by call and place) and the baseline (tv-lit-baseline.c:
 * an incorrect check is known when its test, pass and function were incorrect before). */
#ifndef TV_LIT_KEY_H
#define TV_LIT_KEY_H
#include <string.h>
#include "tv-lit.h"

typedef enum TlKeyDepth {
  TL_KEY_FUNCTION,   /* lit test, pass, function */
  TL_KEY_CALL        /* lit test, mlir-opt arguments, pass, function, and the place (nth)
                        among that call's checks of the same pass and function */
} TlKeyDepth;

static inline int tl_key_str_cmp(const char *a, const char *b) {
  return strcmp(a ? a : "", b ? b : "");
}

/* Orders checks a (its place anth) and b (bnth) by the key of depth d; 0 when they match. */
static inline int tl_key_cmp(const TlCheck *a, size_t anth, const TlCheck *b, size_t bnth,
                             TlKeyDepth d) {
  int r = tl_key_str_cmp(a->test, b->test);
  if (!r && d == TL_KEY_CALL) r = tl_key_str_cmp(a->args, b->args);
  if (!r) r = tl_key_str_cmp(a->pass, b->pass);
  if (!r) r = tl_key_str_cmp(a->func, b->func);
  if (!r && d == TL_KEY_CALL) r = (anth > bnth) - (anth < bnth);
  return r;
}

#endif
