/* subsolve_proto.h: what tv sends tools/tv-solve between the query and its retry formula
 * (shared by encoder/subsolve.c and the tool). */
#ifndef TV_SUBSOLVE_PROTO_H
#define TV_SUBSOLVE_PROTO_H
#define RETRY_MARK "\n;; tv-retry\n"
#endif
