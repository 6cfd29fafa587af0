/* arena_test: allocation, alignment, copying, and failing allocations (fault injection). */
#include <stdint.h>
#include <string.h>
#include "arena.h"
#include "check.h"

static void test_basic(void) {
  Arena a;
  arena_init(&a, 0);
  char *p = arena_alloc(&a, 3);
  CHECK(p && p[0] == 0 && ((uintptr_t)p % 16) == 0);
  char *big = arena_alloc(&a, 1 << 20);   /* larger than a chunk */
  CHECK(big != NULL);
  CHECK(!strcmp(arena_strdup(&a, "hello"), "hello"));
  CHECK(!strcmp(arena_strndup(&a, "hello", 2), "he"));
  CHECK(arena_strdup(&a, NULL) == NULL);
  CHECK(!a.oom);
  arena_free(&a);
  CHECK(a.head == NULL && a.used == 0);
}

/* A limit makes allocation fail: NULL, sticky oom, and later calls fail too. */
static void test_limit(void) {
  Arena a;
  arena_init(&a, 100 * 1024);
  CHECK(arena_alloc(&a, 1000) != NULL);
  CHECK(arena_alloc(&a, 200 * 1024) == NULL);
  CHECK(a.oom);
  CHECK(arena_alloc(&a, 1) == NULL);
  CHECK(arena_strdup(&a, "x") == NULL);
  arena_free(&a);
}

/* Fault injection: the n-th allocation fails and the oom flag stays set. */
static void test_inject(void) {
  Arena a;
  unsigned hits = 0;
  arena_init(&a, 0);
  a.fail_at = 3;
  a.fail_hits = &hits;
  CHECK(arena_alloc(&a, 8) && arena_alloc(&a, 8));
  CHECK(!arena_alloc(&a, 8) && a.oom && hits == 1);
  CHECK(!arena_alloc(&a, 8) && hits == 1);   /* sticky */
  arena_free(&a);
}

int main(void) {
  test_basic();
  test_limit();
  test_inject();
  return check_done("arena_test");
}
