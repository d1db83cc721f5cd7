/*
 * fuzz_ws_frame.c - libFuzzer target: the reader of a WebSocket client's
 * frames (src/server/wsframe.c) over arbitrary bytes.
 *
 * The bytes are read twice: all at once, and in pieces whose sizes the
 * input's first byte sets. Both readings must give the same events (the
 * socket may cut the stream anywhere). Every event must be sound: a text
 * message valid UTF-8 and at most WSF_KEEP bytes kept of at most
 * WSF_LIMIT, a control payload at most 125 bytes, an error's code one of
 * the four with a reason; nothing is read after a close or an error.
 * Nothing may crash or read past the input.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "server/wsframe.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* A short digest of the events, to compare the two readings. */
typedef struct trace {
    uint64_t hash;
    unsigned count;
} trace;

static void mix(trace *t, const void *p, size_t n)
{
    const unsigned char *b = p;
    for (size_t i = 0; i < n; i++)
        t->hash = (t->hash ^ b[i]) * 1099511628211ULL;
}

static void check(const wsf_event *ev)
{
    switch (ev->kind) {
    case WSF_TEXT:
        if (ev->len > WSF_KEEP || ev->total > WSF_LIMIT ||
            (ev->total <= WSF_KEEP && ev->len != ev->total))
            abort();
        break;
    case WSF_PING:
    case WSF_PONG:
    case WSF_CLOSE:
        if (ev->len > 125)
            abort();
        break;
    case WSF_ERROR:
        if ((ev->code != 1002 && ev->code != 1003 && ev->code != 1007 &&
             ev->code != 1009) || !ev->why || !*ev->why)
            abort();
        break;
    case WSF_MORE:
        break;
    }
}

/* Reads in[len] in pieces of `step` bytes (0: at once). */
static trace run(const uint8_t *in, size_t len, size_t step)
{
    trace t = {1469598103934665603ULL, 0};
    wsf *r = malloc(sizeof *r);
    if (!r)
        abort();
    wsf_init(r);
    size_t off = 0;
    while (off < len) {
        size_t give = step && len - off > step ? step : len - off;
        wsf_event ev;
        size_t used = wsf_read(r, in + off, give, &ev);
        if (used > give || (ev.kind == WSF_MORE && used != give) ||
            (used == 0 && ev.kind != WSF_ERROR))
            abort();
        check(&ev);
        off += used;
        if (ev.kind == WSF_MORE)
            continue;
        t.count++;
        mix(&t, &ev.kind, sizeof ev.kind);
        mix(&t, &ev.code, sizeof ev.code);
        mix(&t, &ev.len, sizeof ev.len);
        mix(&t, &ev.total, sizeof ev.total);
        if (ev.len)
            mix(&t, ev.data, ev.len);
        if (ev.kind == WSF_ERROR || ev.kind == WSF_CLOSE) {
            /* Nothing more is read. */
            if (wsf_read(r, in, len, &ev) != 0 || ev.kind != WSF_ERROR)
                abort();
            break;
        }
    }
    free(r);
    return t;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    size_t step = data[0] % 17 + 1;
    /* A copy of exactly size - 1 bytes: ASan sees any read past them. */
    size_t n = size - 1;
    uint8_t *buf = malloc(n ? n : 1);
    if (!buf)
        return 0;
    memcpy(buf, data + 1, n);
    trace a = run(buf, n, 0), b = run(buf, n, step);
    if (a.hash != b.hash || a.count != b.count)
        abort();
    free(buf);
    return 0;
}
