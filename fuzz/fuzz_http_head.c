/*
 * fuzz_http_head.c - libFuzzer target: the HTTP head check that runs
 * before libwebsockets (src/server/head.c) over arbitrary bytes.
 *
 * Every input is the start of a connection, cut at HEAD_MAX. The answer
 * is 0, 200, 400, 414 or 431; with 200, the head ends with a blank line
 * within the input; a refusal gives a reason. The answer for a prefix
 * must not be "complete" when the whole says otherwise. head_field()
 * reads a complete head's headers into a buffer they must fit, and
 * head_target() and head_query() its target and query fields. Nothing
 * may crash or read past the input.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "server/head.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    size_t n = size < HEAD_MAX ? size : HEAD_MAX, end;
    const char *why;
    /* A copy of exactly n bytes: ASan sees any read past them. */
    char *buf = malloc(n ? n : 1);
    if (!buf)
        return 0;
    memcpy(buf, data, n);
    int st = head_check(buf, n, &end, &why);
    switch (st) {
    case 0:
        break;
    case 200: {
        if (end < 2 || end > n || buf[end - 1] != '\n')
            abort();
        /* A header's value fits its buffer, NUL-terminated. */
        static const char *const names[] = {"host", "upgrade", "x"};
        char out[32];
        for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
            int len = head_field(buf, end, names[i], out, sizeof out);
            if (len >= (int)sizeof out || (len >= 0 && strlen(out) != (size_t)len))
                abort();
        }
        /* The target, and its query's fields (a POST of an analysis,
         * net_http.c), fit their buffers. */
        char path[64], query[96], val[16];
        if (head_target(buf, end, path, sizeof path, query, sizeof query) == 0) {
            if (strlen(path) >= sizeof path || strlen(query) >= sizeof query ||
                strchr(path, '?'))
                abort();
            static const char *const fields[] = {"key", "lang", ""};
            for (size_t i = 0; i < sizeof fields / sizeof *fields; i++) {
                int len = head_query(query, fields[i], val, sizeof val);
                if (len >= (int)sizeof val ||
                    (len >= 0 && strlen(val) != (size_t)len))
                    abort();
            }
        }
        break;
    }
    case 400:
    case 414:
    case 431:
        if (!why || !*why)
            abort();
        break;
    default:
        abort();
    }
    /* A refusal stays one as more bytes come: check a prefix. */
    if (n > 1) {
        size_t end2;
        int st2 = head_check(buf, n / 2, &end2, &why);
        if (st2 != 0 && st2 != 200 && (st == 0 || st == 200))
            abort();
    }
    free(buf);
    return 0;
}
