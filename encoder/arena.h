/* arena.h: bump allocation tied to one validation query; everything is freed at once.
 * An arena never aborts: a failed allocation returns NULL and sets the sticky oom flag. */
#ifndef TV_ARENA_H
#define TV_ARENA_H
#include <stddef.h>

typedef struct ArenaChunk ArenaChunk;
typedef struct Arena {
  ArenaChunk *head;
  int oom;            /* sticky: set once any allocation failed */
  size_t limit;       /* 0 = unlimited; otherwise total bytes allowed (fault injection, limits) */
  size_t used;
  unsigned long nalloc;   /* allocations so far */
  unsigned long fail_at;  /* test hook: the fail_at-th allocation fails (0 = never) */
  unsigned *fail_hits;    /* test hook: counts the injected failures, if not NULL */
} Arena;

void arena_init(Arena *a, size_t limit);
/* Returns zeroed memory valid until arena_free, or NULL (and a->oom set). */
void *arena_alloc(Arena *a, size_t n);
/* Copies s (NULL-safe); returns NULL on failure. */
char *arena_strdup(Arena *a, const char *s);
char *arena_strndup(Arena *a, const char *s, size_t n);
void arena_free(Arena *a);

#endif
