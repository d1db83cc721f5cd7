/* jsonw.c: JSON written straight to text (jsonw.h). */
#include "server/jsonw.h"

#include <stdlib.h>
#include <string.h>

void jw_reset(jsonw *w)
{
    w->len = 0;
    w->comma = false;
    w->oom = false;
    if (w->buf)
        w->buf[0] = '\0';
}

void jw_free(jsonw *w)
{
    free(w->buf);
    *w = (jsonw){0};
}

/* Room for n more bytes and the NUL. */
static bool grow(jsonw *w, size_t n)
{
    if (w->oom)
        return false;
    if (w->len + n + 1 <= w->cap)
        return true;
    size_t cap = w->cap ? w->cap : 1024;
    while (cap < w->len + n + 1)
        cap *= 2;
    char *p = realloc(w->buf, cap);
    if (!p) {
        w->oom = true;
        return false;
    }
    w->buf = p;
    w->cap = cap;
    return true;
}

static void put(jsonw *w, const char *s, size_t n)
{
    if (!grow(w, n))
        return;
    memcpy(w->buf + w->len, s, n);
    w->len += n;
    w->buf[w->len] = '\0';
}

/* Before a value: the comma it may need. */
static void value(jsonw *w)
{
    if (w->comma)
        put(w, ",", 1);
    w->comma = true;
}

void jw_obj(jsonw *w)
{
    value(w);
    put(w, "{", 1);
    w->comma = false;
}

void jw_arr(jsonw *w)
{
    value(w);
    put(w, "[", 1);
    w->comma = false;
}

void jw_end(jsonw *w, char c)
{
    put(w, &c, 1);
    w->comma = true;
}

static void quoted(jsonw *w, const char *s, size_t n)
{
    static const char hex[] = "0123456789abcdef";
    put(w, "\"", 1);
    size_t from = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c >= 0x20 && c != '"' && c != '\\')
            continue;
        put(w, s + from, i - from);
        char esc[7] = {'\\', 0};
        size_t k = 2;
        switch (c) {
        case '"': esc[1] = '"'; break;
        case '\\': esc[1] = '\\'; break;
        case '\n': esc[1] = 'n'; break;
        case '\r': esc[1] = 'r'; break;
        case '\t': esc[1] = 't'; break;
        case '\b': esc[1] = 'b'; break;
        case '\f': esc[1] = 'f'; break;
        default:
            memcpy(esc + 1, "u00", 3);
            esc[4] = hex[c >> 4];
            esc[5] = hex[c & 15];
            k = 6;
        }
        put(w, esc, k);
        from = i + 1;
    }
    put(w, s + from, n - from);
    put(w, "\"", 1);
}

void jw_key(jsonw *w, const char *key)
{
    value(w);
    quoted(w, key, strlen(key));
    put(w, ":", 1);
    w->comma = false;
}

void jw_strn(jsonw *w, const char *s, size_t n)
{
    value(w);
    quoted(w, s, n);
}

void jw_str(jsonw *w, const char *s)
{
    jw_strn(w, s, strlen(s));
}

void jw_int(jsonw *w, long long v)
{
    char t[24];
    size_t i = sizeof t;
    unsigned long long u = v < 0 ? 0ULL - (unsigned long long)v
                                 : (unsigned long long)v;
    do {
        t[--i] = (char)('0' + u % 10);
        u /= 10;
    } while (u);
    if (v < 0)
        t[--i] = '-';
    value(w);
    put(w, t + i, sizeof t - i);
}

void jw_bool(jsonw *w, bool v)
{
    value(w);
    put(w, v ? "true" : "false", v ? 4 : 5);
}

void jw_null(jsonw *w)
{
    value(w);
    put(w, "null", 4);
}

void jw_raw(jsonw *w, const char *json, size_t n)
{
    value(w);
    put(w, json, n);
}
