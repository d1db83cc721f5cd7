/*
 * test_head.c - the check of an HTTP request's head before libwebsockets
 * reads it (src/server/head.c): complete heads, heads still coming, and
 * each refusal with its status, also when its bytes come one at a time.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "server/head.h"
#include "test.h"

static int check(const char *s, size_t *end)
{
    const char *why;
    int st = head_check(s, strlen(s), end, &why);
    if (st != 0 && st != 200 && !*why)
        return -1; /* a refusal without its reason */
    return st;
}

TEST(complete_and_coming)
{
    size_t end;
    const char *get = "GET / HTTP/1.1\r\nHost: x\r\n\r\n";
    CHECK_INT(check(get, &end), ==, 200);
    CHECK_INT(end, ==, strlen(get));
    /* What follows the head (a body, a frame) is not the head's. */
    char more[128];
    const char *why;
    size_t n = strlen(get);
    memcpy(more, get, n);
    memcpy(more + n, "\x81\x00%00\x01", 7);
    CHECK_INT(head_check(more, n + 7, &end, &why), ==, 200);
    CHECK_INT(end, ==, n);
    CHECK_INT(check("GET / HTTP/1.1\nHost: x\n\n", &end), ==, 200);
    /* Every prefix is still coming. */
    for (size_t k = 0; k < n; k++)
        CHECK_INT(head_check(get, k, &end, &why), ==, 0);
    /* %41 and %0a are lws' to judge; a tab is fine. */
    CHECK_INT(check("GET /?a=%41%0a\tb HTTP/1.1\r\n\r\n", &end), ==, 200);
}

TEST(refusals)
{
    size_t end;
    CHECK_INT(check("GET /qr.svg?text=%00 HTTP/1.1\r\n\r\n", &end), ==, 400);
    CHECK_INT(check("GET /\x01 HTTP/1.1\r\n\r\n", &end), ==, 400);
    CHECK_INT(check("GET /\x7f HTTP/1.1\r\n", &end), ==, 400);
    const char nul[] = "GET / HTTP/1.1\r\nX: a\0b\r\n\r\n";
    const char *why;
    CHECK_INT(head_check(nul, sizeof nul - 1, &end, &why), ==, 400);
    CHECK_INT(head_check(nul, 5, &end, &why), ==, 0);

    /* The request line: HEAD_LINE_MAX bytes at most, refused as soon as
     * it is longer, its end not yet come. */
    char *buf = malloc(HEAD_MAX + 1);
    REQUIRE(buf);
    memset(buf, 'a', HEAD_MAX);
    memcpy(buf, "GET /", 5);
    CHECK_INT(head_check(buf, HEAD_LINE_MAX, &end, &why), ==, 0);
    CHECK_INT(head_check(buf, HEAD_LINE_MAX + 1, &end, &why), ==, 414);
    /* Header lines: HEAD_FIELDS_MAX at most. */
    size_t n = (size_t)sprintf(buf, "GET / HTTP/1.1\r\n");
    for (int i = 0; i < HEAD_FIELDS_MAX; i++)
        n += (size_t)sprintf(buf + n, "X%d: v\r\n", i);
    CHECK_INT(head_check(buf, n, &end, &why), ==, 0);
    n += (size_t)sprintf(buf + n, "\r\n");
    CHECK_INT(head_check(buf, n, &end, &why), ==, 200);
    n -= 2;
    n += (size_t)sprintf(buf + n, "Y: w\r\n");
    CHECK_INT(head_check(buf, n, &end, &why), ==, 431);
    /* HEAD_MAX bytes with no end. */
    n = (size_t)sprintf(buf, "GET / HTTP/1.1\r\nX: ");
    memset(buf + n, 'a', HEAD_MAX - n);
    CHECK_INT(head_check(buf, HEAD_MAX - 1, &end, &why), ==, 0);
    CHECK_INT(head_check(buf, HEAD_MAX, &end, &why), ==, 431);
    free(buf);
}

/* A header's value: any case of its name, trimmed, several lines joined,
 * none when absent or too long for the buffer; the request line and what
 * follows the blank line are no header. */
TEST(fields)
{
    const char *h = "GET /ws HTTP/1.1\r\nHost: x\r\nupgrade:  WebSocket \r\n"
                    "Sec-WebSocket-Protocol: chat\r\nX-Empty:\r\n"
                    "sec-websocket-protocol:\tcoup.v1\r\n\r\nX-After: 1\r\n";
    size_t len = strlen(h), end;
    const char *why;
    REQUIRE(head_check(h, len, &end, &why) == 200);
    char out[64];
    CHECK_INT(head_field(h, end, "Upgrade", out, sizeof out), ==, 9);
    CHECK_STR(out, "WebSocket");
    CHECK_INT(head_field(h, end, "sec-websocket-protocol", out, sizeof out), ==, 13);
    CHECK_STR(out, "chat, coup.v1");
    CHECK_INT(head_field(h, end, "x-empty", out, sizeof out), ==, 0);
    CHECK_STR(out, "");
    CHECK_INT(head_field(h, end, "X-After", out, sizeof out), ==, -1);
    CHECK_INT(head_field(h, end, "GET /ws HTTP/1.1", out, sizeof out), ==, -1);
    CHECK_INT(head_field(h, end, "Host", out, sizeof out), ==, 1);
    CHECK_INT(head_field(h, end, "Hos", out, sizeof out), ==, -1);
    CHECK_INT(head_field(h, end, "Upgrade", out, 9), ==, -1);
    CHECK_INT(head_field(h, end, "Upgrade", out, 10), ==, 9);
}

/* The target of a POST of an analysis (net_http.c), and its query's
 * fields, as sent. */
TEST(target_and_query)
{
    const char *h = "POST /api/games/12/analysis?lang=fr&key=ab%20c HTTP/1.1"
                    "\r\nHost: x\r\n\r\n";
    char path[64], query[64], v[16];
    CHECK_INT(head_target(h, strlen(h), path, sizeof path, query,
                         sizeof query), ==, 0);
    CHECK_STR(path, "/api/games/12/analysis");
    CHECK_STR(query, "lang=fr&key=ab%20c");
    CHECK_INT(head_query(query, "lang", v, sizeof v), ==, 2);
    CHECK_STR(v, "fr");
    CHECK_INT(head_query(query, "key", v, sizeof v), ==, 6);
    CHECK_STR(v, "ab%20c");
    CHECK_INT(head_query(query, "ke", v, sizeof v), ==, -1);
    CHECK_INT(head_query(query, "x", v, sizeof v), ==, -1);
    CHECK_INT(head_query("key=&key=b", "key", v, sizeof v), ==, 0);
    CHECK_STR(v, "");
    CHECK_INT(head_query("lang=toolongforit", "lang", v, 8), ==, -1);
    CHECK_INT(head_query("", "lang", v, sizeof v), ==, -1);
    CHECK_INT(head_query("&&lang", "lang", v, sizeof v), ==, -1);
    /* No query; a path past its buffer; no target at all. */
    const char *g = "GET /x HTTP/1.1\r\n\r\n";
    CHECK_INT(head_target(g, strlen(g), path, sizeof path, query,
                         sizeof query), ==, 0);
    CHECK_STR(path, "/x");
    CHECK_STR(query, "");
    CHECK_INT(head_target(h, strlen(h), path, 8, query, sizeof query), ==, -1);
    CHECK_INT(head_target(h, strlen(h), path, sizeof path, query, 4), ==, -1);
    CHECK_INT(head_target("GET\r\n\r\n", 7, path, sizeof path, query,
                         sizeof query), ==, -1);
    CHECK_INT(head_target("GET \r\n\r\n", 8, path, sizeof path, query,
                         sizeof query), ==, -1);
}

TEST_MAIN()
