/*
 * jsonw.h: JSON written straight to text, for the messages sent at every
 * move (`state`, `event`, `log`): built as Jansson trees they were the
 * largest part of the server's time at full speed, a hash table and an
 * allocation per key (docs/BENCHMARKS.md). The rare messages stay Jansson.
 *
 *     jsonw w = {0};
 *     jw_obj(&w);
 *     jw_key(&w, "type"); jw_str(&w, "state");
 *     jw_key(&w, "turn"); jw_int(&w, 12);
 *     jw_end(&w, '}');
 *     if (!w.oom) send(w.buf, w.len);
 *     jw_free(&w);
 *
 * Commas come by themselves. Strings are taken as UTF-8 (the hub checks
 * what clients send) and escaped as JSON wants. Out of memory, the writer
 * stops writing and sets oom; the caller sends nothing then.
 */
#ifndef COUP_SERVER_JSONW_H
#define COUP_SERVER_JSONW_H

#include <stdbool.h>
#include <stddef.h>

typedef struct jsonw {
    char *buf;   /* NUL-terminated once anything is written */
    size_t len, cap;
    bool comma;  /* a value was written at this level: the next needs ',' */
    bool oom;
} jsonw;

/* Empties w, keeping its memory for the next message. */
void jw_reset(jsonw *w);
void jw_free(jsonw *w);

void jw_obj(jsonw *w);           /* { */
void jw_arr(jsonw *w);           /* [ */
void jw_end(jsonw *w, char c);   /* } or ] */
void jw_key(jsonw *w, const char *key);
void jw_str(jsonw *w, const char *s);
void jw_strn(jsonw *w, const char *s, size_t n);
void jw_int(jsonw *w, long long v);
void jw_bool(jsonw *w, bool v);
void jw_null(jsonw *w);
/* A value already written as JSON (another writer's text). */
void jw_raw(jsonw *w, const char *json, size_t n);

#endif
