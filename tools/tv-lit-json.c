/* tv-lit-json.c: a small strict JSON reader and writer for the plugin's report lines
 * (RFC 8259 values; a line that is cut short or malformed is rejected, never read past). */
#include <stdlib.h>
#include <string.h>
#include "tv-lit.h"

#define JV_MAX_DEPTH 64

typedef struct JvParser {
  const char *p;
  int depth;
} JvParser;

static int parse_value(JvParser *ps, Jv *out);

static void skip_ws(JvParser *ps) {
  while (*ps->p == ' ' || *ps->p == '\t' || *ps->p == '\n' || *ps->p == '\r') ps->p++;
}

static int hex4(const char *s, unsigned *v) {
  *v = 0;
  for (int i = 0; i < 4; i++) {
    char c = s[i];
    unsigned d = c >= '0' && c <= '9' ? (unsigned)(c - '0')
               : c >= 'a' && c <= 'f' ? (unsigned)(c - 'a' + 10)
               : c >= 'A' && c <= 'F' ? (unsigned)(c - 'A' + 10) : 16u;
    if (d == 16) return 1;   /* also stops at the NUL of a truncated line */
    *v = *v * 16 + d;
  }
  return 0;
}

static size_t put_utf8(char *o, unsigned cp) {
  if (cp < 0x80) { o[0] = (char)cp; return 1; }
  if (cp < 0x800) {
    o[0] = (char)(0xC0 | (cp >> 6)); o[1] = (char)(0x80 | (cp & 0x3F));
    return 2;
  }
  if (cp < 0x10000) {
    o[0] = (char)(0xE0 | (cp >> 12)); o[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
    o[2] = (char)(0x80 | (cp & 0x3F));
    return 3;
  }
  o[0] = (char)(0xF0 | (cp >> 18)); o[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
  o[2] = (char)(0x80 | ((cp >> 6) & 0x3F)); o[3] = (char)(0x80 | (cp & 0x3F));
  return 4;
}

/* At the opening quote. The decoded string is never longer than the literal: an escape
 * of 6 (or 12) characters decodes to at most 3 (or 4) bytes. */
static int parse_string(JvParser *ps, char **out) {
  const char *s = ps->p + 1, *e = s;
  while (*e && *e != '"') e += (*e == '\\' && e[1]) ? 2 : 1;
  if (*e != '"') return 1;
  char *o = malloc((size_t)(e - s) + 1), *w = o;
  if (!o) return 1;
  for (const char *r = s; r < e;) {
    unsigned char c = (unsigned char)*r;
    if (c < 0x20) goto bad;
    if (c != '\\') { *w++ = *r++; continue; }
    char x = r[1];
    r += 2;
    switch (x) {
    case '"': *w++ = '"'; break;
    case '\\': *w++ = '\\'; break;
    case '/': *w++ = '/'; break;
    case 'b': *w++ = '\b'; break;
    case 'f': *w++ = '\f'; break;
    case 'n': *w++ = '\n'; break;
    case 'r': *w++ = '\r'; break;
    case 't': *w++ = '\t'; break;
    case 'u': {
      unsigned cp, lo;
      if (r + 4 > e || hex4(r, &cp)) goto bad;
      r += 4;
      if (cp >= 0xD800 && cp < 0xDC00 && r + 6 <= e && r[0] == '\\' && r[1] == 'u' &&
          !hex4(r + 2, &lo) && lo >= 0xDC00 && lo < 0xE000) {
        cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
        r += 6;
      }
      if (cp >= 0xD800 && cp < 0xE000) cp = 0xFFFD;   /* a lone surrogate */
      w += put_utf8(w, cp);
      break;
    }
    default: goto bad;
    }
  }
  *w = 0;
  *out = o;
  ps->p = e + 1;
  return 0;
bad:
  free(o);
  return 1;
}

static int parse_number(JvParser *ps, Jv *out) {
  const char *s = ps->p;
  if (*s == '-') s++;
  if (*s == '0') s++;
  else if (*s >= '1' && *s <= '9') while (*s >= '0' && *s <= '9') s++;
  else return 1;
  if (*s == '.') {
    if (!(*++s >= '0' && *s <= '9')) return 1;
    while (*s >= '0' && *s <= '9') s++;
  }
  if (*s == 'e' || *s == 'E') {
    s++;
    if (*s == '+' || *s == '-') s++;
    if (!(*s >= '0' && *s <= '9')) return 1;
    while (*s >= '0' && *s <= '9') s++;
  }
  out->kind = JV_NUM;
  out->num = strtod(ps->p, NULL);
  ps->p = s;
  return 0;
}

static int push_item(Jv *v, size_t *cap) {
  if (v->n < *cap) return 0;
  size_t nc = *cap ? *cap * 2 : 4;
  Jv *items = realloc(v->items, nc * sizeof *items);
  if (!items) return 1;
  v->items = items;
  if (v->kind == JV_OBJ) {
    char **keys = realloc(v->keys, nc * sizeof *keys);
    if (!keys) return 1;
    v->keys = keys;
  }
  *cap = nc;
  return 0;
}

/* Arrays and objects: at '[' or '{'. */
static int parse_compound(JvParser *ps, Jv *out) {
  int obj = *ps->p == '{';
  char close = obj ? '}' : ']';
  size_t cap = 0;
  memset(out, 0, sizeof *out);
  out->kind = obj ? JV_OBJ : JV_ARR;
  if (++ps->depth > JV_MAX_DEPTH) return 1;
  ps->p++;
  skip_ws(ps);
  if (*ps->p == close) {
    ps->p++;
    ps->depth--;
    return 0;
  }
  for (;;) {
    if (push_item(out, &cap)) goto bad;
    if (obj) {
      skip_ws(ps);
      if (*ps->p != '"' || parse_string(ps, &out->keys[out->n])) goto bad;
      skip_ws(ps);
      if (*ps->p++ != ':') { free(out->keys[out->n]); goto bad; }
    }
    if (parse_value(ps, &out->items[out->n])) {
      if (obj) free(out->keys[out->n]);
      goto bad;
    }
    out->n++;
    skip_ws(ps);
    if (*ps->p == ',') { ps->p++; continue; }
    if (*ps->p == close) { ps->p++; break; }
    goto bad;
  }
  ps->depth--;
  return 0;
bad:
  jv_free(out);
  return 1;
}

static int parse_value(JvParser *ps, Jv *out) {
  memset(out, 0, sizeof *out);
  skip_ws(ps);
  switch (*ps->p) {
  case '{': case '[': return parse_compound(ps, out);
  case '"': out->kind = JV_STR; return parse_string(ps, &out->str);
  case 't': if (strncmp(ps->p, "true", 4)) return 1;
    out->kind = JV_BOOL; out->b = 1; ps->p += 4; return 0;
  case 'f': if (strncmp(ps->p, "false", 5)) return 1;
    out->kind = JV_BOOL; ps->p += 5; return 0;
  case 'n': if (strncmp(ps->p, "null", 4)) return 1;
    out->kind = JV_NULL; ps->p += 4; return 0;
  default: return parse_number(ps, out);
  }
}

int jv_parse(const char *s, Jv *out) {
  JvParser ps = {s, 0};
  if (parse_value(&ps, out)) return 1;
  skip_ws(&ps);
  if (*ps.p) {
    jv_free(out);
    return 1;
  }
  return 0;
}

void jv_free(Jv *v) {
  if (!v) return;
  for (size_t i = 0; i < v->n; i++) {
    jv_free(&v->items[i]);
    if (v->keys) free(v->keys[i]);
  }
  free(v->items);
  free(v->keys);
  free(v->str);
  memset(v, 0, sizeof *v);
}

const Jv *jv_get(const Jv *v, const char *key) {
  if (!v || v->kind != JV_OBJ) return NULL;
  for (size_t i = 0; i < v->n; i++)
    if (!strcmp(v->keys[i], key)) return &v->items[i];
  return NULL;
}

const char *jv_str(const Jv *v, const char *key) {
  const Jv *m = jv_get(v, key);
  return m && m->kind == JV_STR ? m->str : NULL;
}

void jv_write_str(FILE *out, const char *s) {
  fputc('"', out);
  for (; s && *s; s++) {
    unsigned char c = (unsigned char)*s;
    if (c == '"' || c == '\\') fprintf(out, "\\%c", c);
    else if (c == '\n') fputs("\\n", out);
    else if (c < 0x20) fprintf(out, "\\u%04x", c);
    else fputc(c, out);
  }
  fputc('"', out);
}

void jv_write(FILE *out, const Jv *v) {
  switch (v->kind) {
  case JV_NULL: fputs("null", out); break;
  case JV_BOOL: fputs(v->b ? "true" : "false", out); break;
  case JV_NUM: fprintf(out, "%.17g", v->num); break;
  case JV_STR: jv_write_str(out, v->str); break;
  case JV_ARR: case JV_OBJ:
    fputc(v->kind == JV_OBJ ? '{' : '[', out);
    for (size_t i = 0; i < v->n; i++) {
      if (i) fputc(',', out);
      if (v->kind == JV_OBJ) {
        jv_write_str(out, v->keys[i]);
        fputc(':', out);
      }
      jv_write(out, &v->items[i]);
    }
    fputc(v->kind == JV_OBJ ? '}' : ']', out);
    break;
  }
}

int jv_equal(const Jv *a, const Jv *b) {
  if (a->kind != b->kind) return 0;
  switch (a->kind) {
  case JV_NULL: return 1;
  case JV_BOOL: return a->b == b->b;
  case JV_NUM: return a->num == b->num;
  case JV_STR: return !strcmp(a->str, b->str);
  case JV_ARR: case JV_OBJ:
    if (a->n != b->n) return 0;
    for (size_t i = 0; i < a->n; i++)
      if ((a->kind == JV_OBJ && strcmp(a->keys[i], b->keys[i])) || !jv_equal(&a->items[i], &b->items[i]))
        return 0;
    return 1;
  }
  return 0;
}
