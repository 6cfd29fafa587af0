/* arena.c: bump allocator in linked chunks. */
#include "arena.h"
#include <stdlib.h>
#include <string.h>

struct ArenaChunk {
  ArenaChunk *next;
  size_t size, used;
  _Alignas(16) unsigned char data[];
};

enum { CHUNK_MIN = 64 * 1024 };

void arena_init(Arena *a, size_t limit) {
  memset(a, 0, sizeof *a);
  a->limit = limit;
}

static ArenaChunk *chunk_new(Arena *a, size_t n) {
  size_t size = n > CHUNK_MIN ? n : CHUNK_MIN;
  if (a->limit && a->used + size > a->limit) return NULL;
  ArenaChunk *c = malloc(sizeof *c + size);
  if (!c) return NULL;
  c->next = a->head;
  c->size = size;
  c->used = 0;
  a->head = c;
  a->used += size;
  return c;
}

void *arena_alloc(Arena *a, size_t n) {
  n = (n + 15) & ~(size_t)15;
  if (a->oom) return NULL;
  if (++a->nalloc == a->fail_at) {
    if (a->fail_hits) ++*a->fail_hits;
    a->oom = 1;
    return NULL;
  }
  ArenaChunk *c = a->head;
  if (!c || c->size - c->used < n) c = chunk_new(a, n);
  if (!c) {
    a->oom = 1;
    return NULL;
  }
  void *p = c->data + c->used;
  c->used += n;
  memset(p, 0, n);
  return p;
}

char *arena_strndup(Arena *a, const char *s, size_t n) {
  char *p = arena_alloc(a, n + 1);
  if (!p) return NULL;
  memcpy(p, s, n);
  p[n] = 0;
  return p;
}

char *arena_strdup(Arena *a, const char *s) {
  return s ? arena_strndup(a, s, strlen(s)) : NULL;
}

void arena_free(Arena *a) {
  for (ArenaChunk *c = a->head, *next; c; c = next) {
    next = c->next;
    free(c);
  }
  a->head = NULL;
  a->used = 0;
}
