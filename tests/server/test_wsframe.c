/*
 * test_wsframe.c - the reading of a WebSocket client's frames
 * (src/server/wsframe.c): messages whole and in fragments, controls in
 * between, and each frame RFC 6455 forbids with the code it closes with;
 * every case also given one byte at a time.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "server/wsframe.h"
#include "test.h"

/* A client frame into out (masked with a fixed key unless `unmasked`);
 * its length. b0 is the first byte (FIN, reserved bits, opcode). */
static size_t frame(unsigned char *out, unsigned b0, const void *data,
                    size_t len, int unmasked)
{
    static const unsigned char key[4] = {0x37, 0xfa, 0x21, 0x3d};
    size_t h = 0;
    out[h++] = (unsigned char)b0;
    unsigned char m = unmasked ? 0 : 0x80;
    if (len < 126) {
        out[h++] = (unsigned char)(m | len);
    } else if (len < 65536) {
        out[h++] = m | 126;
        out[h++] = (unsigned char)(len >> 8);
        out[h++] = (unsigned char)len;
    } else {
        out[h++] = m | 127;
        for (int k = 7; k >= 0; k--)
            out[h++] = (unsigned char)((unsigned long long)len >> (8 * k));
    }
    if (!unmasked) {
        memcpy(out + h, key, 4);
        h += 4;
    }
    const unsigned char *d = data;
    for (size_t i = 0; i < len; i++)
        out[h + i] = unmasked ? d[i] : d[i] ^ key[i & 3];
    return h + len;
}

/* What reading in[len] gives, each event as a word in out: "text:MSG",
 * "ping:DATA", "pong:DATA", "close:CODE:REASON", "error:CODE", space
 * separated; `step` bytes at a time (0: all at once). */
static const char *events(const unsigned char *in, size_t len, size_t step,
                          char *out, size_t n)
{
    wsf *r = malloc(sizeof *r);
    wsf_init(r);
    size_t off = 0, k = 0;
    out[0] = '\0';
    while (off < len) {
        size_t give = step && len - off > step ? step : len - off;
        wsf_event ev;
        size_t used = wsf_read(r, in + off, give, &ev);
        off += used;
        int w = 0;
        switch (ev.kind) {
        case WSF_MORE:
            break;
        case WSF_TEXT:
            w = snprintf(out + k, n - k, "text:%.*s ", (int)ev.len, ev.data);
            break;
        case WSF_PING:
        case WSF_PONG:
            w = snprintf(out + k, n - k, "%s:%.*s ",
                         ev.kind == WSF_PING ? "ping" : "pong", (int)ev.len,
                         ev.data);
            break;
        case WSF_CLOSE:
            w = snprintf(out + k, n - k, "close:%d:%.*s ", ev.code,
                         (int)ev.len, ev.data);
            break;
        case WSF_ERROR:
            w = snprintf(out + k, n - k, "error:%d ", ev.code);
            off = len;
            break;
        }
        if (w > 0)
            k += (size_t)w < n - k ? (size_t)w : n - k - 1;
    }
    if (k && out[k - 1] == ' ')
        out[k - 1] = '\0';
    free(r);
    return out;
}

/* The same events whether the bytes come at once or one at a time. */
#define EXPECT(buf, len, want)                                               \
    do {                                                                     \
        char got_[512];                                                      \
        CHECK_STR(events(buf, len, 0, got_, sizeof got_), want);             \
        CHECK_STR(events(buf, len, 1, got_, sizeof got_), want);             \
        CHECK_STR(events(buf, len, 3, got_, sizeof got_), want);             \
    } while (0)

TEST(messages)
{
    unsigned char buf[1024];
    size_t n = frame(buf, 0x81, "hello", 5, 0);
    EXPECT(buf, n, "text:hello");
    n += frame(buf + n, 0x81, "", 0, 0);
    n += frame(buf + n, 0x81, "caf\xc3\xa9", 5, 0);
    EXPECT(buf, n, "text:hello text: text:caf\xc3\xa9");
    /* In fragments, a ping and a pong between them. */
    n = frame(buf, 0x01, "ab", 2, 0);
    n += frame(buf + n, 0x89, "p1", 2, 0);
    n += frame(buf + n, 0x00, "c\xc3", 2, 0); /* a character cut in two */
    n += frame(buf + n, 0x8a, "", 0, 0);
    n += frame(buf + n, 0x80, "\xa9" "d", 2, 0);
    EXPECT(buf, n, "ping:p1 pong: text:abc\xc3\xa9" "d");
    /* The close, with and without a code. */
    n = frame(buf, 0x88, "\x03\xe8" "bye", 5, 0);
    EXPECT(buf, n, "close:1000:bye");
    n = frame(buf, 0x88, "", 0, 0);
    EXPECT(buf, n, "close:0:");
    /* Nothing after the close. */
    n += frame(buf + n, 0x81, "x", 1, 0);
    EXPECT(buf, n, "close:0: error:1002");
}

TEST(long_messages)
{
    size_t big = 10000;
    unsigned char *buf = malloc(WSF_LIMIT + 64);
    char *text = malloc(WSF_LIMIT + 1);
    memset(text, 'x', WSF_LIMIT + 1);
    /* A 16-bit length; kept cut at WSF_KEEP, counted whole. */
    size_t n = frame(buf, 0x81, text, big, 0);
    wsf *r = malloc(sizeof *r);
    wsf_init(r);
    wsf_event ev;
    CHECK_INT(wsf_read(r, buf, n, &ev), ==, n);
    CHECK_INT(ev.kind, ==, WSF_TEXT);
    CHECK_INT(ev.len, ==, WSF_KEEP);
    CHECK_INT(ev.total, ==, big);
    /* A 64-bit length: WSF_LIMIT is read, one byte more is refused at
     * the header, as is a fragment that takes a message past it. */
    n = frame(buf, 0x81, text, WSF_LIMIT, 0);
    wsf_init(r);
    CHECK_INT(wsf_read(r, buf, n, &ev), ==, n);
    CHECK_INT(ev.total, ==, WSF_LIMIT);
    n = frame(buf, 0x81, text, WSF_LIMIT + 1, 0);
    CHECK_INT(buf[1], ==, 0xff);
    wsf_init(r);
    CHECK_INT(wsf_read(r, buf, n, &ev), ==, 14);
    CHECK_INT(ev.kind, ==, WSF_ERROR);
    CHECK_INT(ev.code, ==, 1009);
    n = frame(buf, 0x01, text, WSF_LIMIT - 10, 0);
    n += frame(buf + n, 0x80, text, 11, 0);
    wsf_init(r);
    CHECK_INT(wsf_read(r, buf, n, &ev), ==, n - 11);
    CHECK_INT(ev.kind, ==, WSF_ERROR);
    CHECK_INT(ev.code, ==, 1009);
    /* Once failed, it stays so and reads nothing. */
    CHECK_INT(wsf_read(r, buf, n, &ev), ==, 0);
    CHECK_INT(ev.code, ==, 1009);
    CHECK(ev.why && *ev.why);
    /* The top bit of a 64-bit length. */
    memcpy(buf, "\x81\xff\x80\0\0\0\0\0\0\0" "abcd", 14);
    EXPECT(buf, 14, "error:1002");
    free(r);
    free(text);
    free(buf);
}

TEST(frames_refused)
{
    unsigned char buf[512];
    static const struct {
        unsigned b0;
        const char *data;
        int unmasked;
        const char *want;
    } cases[] = {
        {0x81, "hello", 1, "error:1002"},     /* 5.1: unmasked */
        {0xc1, "hello", 0, "error:1002"},     /* RSV1 */
        {0xa1, "hello", 0, "error:1002"},     /* RSV2 */
        {0x91, "hello", 0, "error:1002"},     /* RSV3 */
        {0x83, "hello", 0, "error:1002"},     /* reserved data opcode */
        {0x8b, "hello", 0, "error:1002"},     /* reserved control opcode */
        {0x09, "hello", 0, "error:1002"},     /* a fragmented ping */
        {0x80, "hello", 0, "error:1002"},     /* a continuation alone */
        {0x82, "hello", 0, "error:1003"},     /* binary */
        {0x81, "\xff", 0, "error:1007"},      /* not UTF-8 */
        {0x81, "\xc0\xaf", 0, "error:1007"},  /* overlong */
        {0x81, "\xed\xa0\x80", 0, "error:1007"}, /* a surrogate */
        {0x81, "\xf4\x90\x80\x80", 0, "error:1007"}, /* past U+10FFFF */
        {0x81, "ab\xe2\x82", 0, "error:1007"},  /* cut at the end */
        {0x88, "\x03", 0, "error:1002"},      /* a close of 1 byte */
        {0x88, "\x03\xed", 0, "error:1002"},  /* close code 1005 */
        {0x88, "\x03\xe8\xff", 0, "error:1007"}, /* a reason not UTF-8 */
        {0x88, "\x0f\xa0", 0, "close:4000:"}, /* an application's code */
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        size_t n = frame(buf, cases[i].b0, cases[i].data,
                         strlen(cases[i].data), cases[i].unmasked);
        EXPECT(buf, n, cases[i].want);
    }
    /* A control frame over 125 bytes; a text frame in a message begun. */
    char text[126];
    memset(text, 'a', sizeof text);
    size_t n = frame(buf, 0x89, text, 126, 0);
    EXPECT(buf, n, "error:1002");
    n = frame(buf, 0x01, "ab", 2, 0);
    n += frame(buf + n, 0x81, "cd", 2, 0);
    EXPECT(buf, n, "error:1002");
    /* An error after a good message: the message first. */
    n = frame(buf, 0x81, "ok", 2, 0);
    n += frame(buf + n, 0x81, "no", 2, 1);
    EXPECT(buf, n, "text:ok error:1002");
}

TEST_MAIN()
