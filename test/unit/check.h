/* check.h: the assert macro of the C unit tests: prints the failing expression, counts. */
#ifndef TV_TEST_CHECK_H
#define TV_TEST_CHECK_H
#include <stdio.h>

static int check_failures;

#define CHECK(e)                                                               \
  do {                                                                         \
    if (!(e)) {                                                                \
      fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #e);    \
      check_failures++;                                                        \
    }                                                                          \
  } while (0)

static int check_done(const char *name) {
  if (check_failures) fprintf(stderr, "%s: %d check(s) failed\n", name, check_failures);
  else printf("%s: ok\n", name);
  return check_failures != 0;
}

#endif
