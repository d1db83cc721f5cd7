/*
 * head.c: an HTTP request's head, checked before libwebsockets reads it
 * (head.h). Only bounds and the bytes lws cannot hold are checked here:
 * the method, the path and every header are lws' and net.c's to judge.
 * head_field() reads a header, for the WebSocket handshake net.c makes.
 */
#include <string.h>
#include <strings.h>

#include "server/head.h"

/* The end of the line that starts at p (the byte after its '\n'), or
 * NULL when the line is not complete in [p, lim). */
static const char *line_end(const char *p, const char *lim)
{
    const char *nl = memchr(p, '\n', (size_t)(lim - p));
    return nl ? nl + 1 : NULL;
}

/* 400 when the request line [p, e) holds a control character (other than
 * its CR LF) or a %00, which lws decodes into a NUL it refuses. */
static int line_bad(const char *p, const char *e)
{
    for (const char *q = p; q < e; q++) {
        unsigned char c = (unsigned char)*q;
        if ((c < 0x20 && c != '\r' && c != '\n' && c != '\t') || c == 0x7f)
            return 1;
        if (c == '%' && e - q >= 3 && q[1] == '0' && q[2] == '0')
            return 1;
    }
    return 0;
}

int head_check(const char *buf, size_t len, size_t *end, const char **why)
{
    const char *p = buf, *lim = buf + len;
    const char *e = line_end(p, lim), *seg = e ? e : lim;
    *end = 0;
    *why = "";
    if ((size_t)(seg - p) > HEAD_LINE_MAX) {
        *why = "the request line is too long";
        return 414;
    }
    if (line_bad(p, seg)) {
        *why = "a control character or %00 in the request line";
        return 400;
    }
    for (int fields = 0; e; fields++) {
        p = e;
        e = line_end(p, lim);
        seg = e ? e : lim;
        if (memchr(p, '\0', (size_t)(seg - p))) {
            *why = "a NUL byte in a header";
            return 400;
        }
        if (e && e - p <= 2 && (*p == '\n' || *p == '\r')) {
            *end = (size_t)(e - buf);
            return 200;
        }
        if (e && fields == HEAD_FIELDS_MAX) {
            *why = "too many header lines";
            return 431;
        }
    }
    if (len >= HEAD_MAX) {
        *why = "the request's headers are too large";
        return 431;
    }
    return 0;
}

int head_field(const char *buf, size_t len, const char *name, char *out,
               size_t n)
{
    const char *lim = buf + len, *p = line_end(buf, lim);
    size_t k = 0, nlen = strlen(name);
    int found = 0;
    for (const char *e; p && (e = line_end(p, lim)) && e - p > 2; p = e) {
        if ((size_t)(e - p) <= nlen || p[nlen] != ':' ||
            strncasecmp(p, name, nlen))
            continue;
        const char *v = p + nlen + 1, *w = e;
        while (v < w && (*v == ' ' || *v == '\t'))
            v++;
        while (w > v && (w[-1] == ' ' || w[-1] == '\t' || w[-1] == '\r' ||
                         w[-1] == '\n'))
            w--;
        size_t vlen = (size_t)(w - v), sep = found ? 2 : 0;
        if (k + sep + vlen >= n)
            return -1;
        memcpy(out + k, ", ", sep);
        memcpy(out + k + sep, v, vlen);
        k += sep + vlen;
        found = 1;
    }
    if (!found || !n)
        return -1;
    out[k] = '\0';
    return (int)k;
}

int head_target(const char *buf, size_t len, char *path, size_t pn,
                char *query, size_t qn)
{
    const char *lim = buf + len, *e = line_end(buf, lim);
    if (!e || !pn || !qn)
        return -1;
    const char *t = memchr(buf, ' ', (size_t)(e - buf));
    if (!t)
        return -1;
    t++;
    size_t tn = 0; /* the line ends with '\n' at e[-1]: within it */
    while (t + tn < e && t[tn] != ' ' && t[tn] != '\r' && t[tn] != '\n')
        tn++;
    if (tn == 0)
        return -1;
    const char *q = memchr(t, '?', tn);
    size_t plen = q ? (size_t)(q - t) : tn;
    size_t qlen = q ? tn - plen - 1 : 0;
    if (plen >= pn || qlen >= qn)
        return -1;
    memcpy(path, t, plen);
    path[plen] = '\0';
    if (q)
        memcpy(query, q + 1, qlen);
    query[qlen] = '\0';
    return 0;
}

int head_query(const char *q, const char *name, char *out, size_t n)
{
    size_t nlen = strlen(name);
    for (const char *p = q; p && *p;) {
        size_t flen = strcspn(p, "&");
        if (flen > nlen && p[nlen] == '=' && !strncmp(p, name, nlen)) {
            size_t vlen = flen - nlen - 1;
            if (vlen >= n)
                return -1;
            memcpy(out, p + nlen + 1, vlen);
            out[vlen] = '\0';
            return (int)vlen;
        }
        p = p[flen] ? p + flen + 1 : NULL;
    }
    return -1;
}
