/*
 * wsframe.c: a WebSocket client's frames, read (wsframe.h). RFC 6455
 * section numbers in the comments.
 */
#include <string.h>

#include "server/wsframe.h"

enum {
    OP_CONT = 0x0,
    OP_TEXT = 0x1,
    OP_BINARY = 0x2,
    OP_CLOSE = 0x8,
    OP_PING = 0x9,
    OP_PONG = 0xa,
};

void wsf_init(wsf *r)
{
    memset(r, 0, sizeof *r);
    r->hneed = 2;
}

/* The reader fails: from now on every call gives this error. */
static size_t fail(wsf *r, wsf_event *ev, int code, const char *why,
                   size_t used)
{
    r->failed = code;
    r->why = why;
    ev->kind = WSF_ERROR;
    ev->code = code;
    ev->why = why;
    return used;
}

/* ------------------------------------------------------------ UTF-8 */

/* One more byte of UTF-8 (RFC 3629: no overlong form, no surrogate,
 * nothing past U+10FFFF): 0, or -1 when it cannot be. The state is the
 * number of continuation bytes still wanted and the range of the next. */
static int utf8_step(unsigned *need, unsigned char *lo, unsigned char *hi,
                     unsigned char c)
{
    if (*need) {
        if (c < *lo || c > *hi)
            return -1;
        (*need)--;
        *lo = 0x80;
        *hi = 0xbf;
        return 0;
    }
    *lo = 0x80;
    *hi = 0xbf;
    if (c < 0x80)
        return 0;
    if (c >= 0xc2 && c <= 0xdf)
        *need = 1;
    else if (c >= 0xe0 && c <= 0xef)
        *need = 2;
    else if (c >= 0xf0 && c <= 0xf4)
        *need = 3;
    else
        return -1;
    if (c == 0xe0)
        *lo = 0xa0; /* overlong */
    else if (c == 0xed)
        *hi = 0x9f; /* a surrogate */
    else if (c == 0xf0)
        *lo = 0x90; /* overlong */
    else if (c == 0xf4)
        *hi = 0x8f; /* past U+10FFFF */
    return 0;
}

static int utf8_ok(const unsigned char *s, size_t len)
{
    unsigned need = 0;
    unsigned char lo = 0x80, hi = 0xbf;
    for (size_t i = 0; i < len; i++)
        if (utf8_step(&need, &lo, &hi, s[i]))
            return 0;
    return need == 0;
}

/* ----------------------------------------------------------- frames */

/* The header's first two bytes are in: checks them, as soon as they
 * come. 0, or the error's code with *why. */
static int start_check(wsf *r, const char **why)
{
    unsigned b0 = r->head[0], b1 = r->head[1];
    r->fin = b0 >> 7;
    r->op = b0 & 0x0f;
    unsigned len7 = b1 & 0x7f;
    if (b0 & 0x70) {
        *why = "a reserved bit set (no extension was agreed)";
        return WSF_PROTOCOL;
    }
    if (!(b1 & 0x80)) { /* 5.1: the server MUST close */
        *why = "an unmasked frame";
        return WSF_PROTOCOL;
    }
    if (r->op == OP_BINARY) {
        *why = "a binary frame (text frames only)";
        return WSF_UNACCEPTABLE;
    }
    if (r->op >= 0x8) {
        if (r->op > OP_PONG) {
            *why = "a reserved opcode";
            return WSF_PROTOCOL;
        }
        if (!r->fin) { /* 5.5 */
            *why = "a fragmented control frame";
            return WSF_PROTOCOL;
        }
        if (len7 > 125) {
            *why = "a control frame over 125 bytes";
            return WSF_PROTOCOL;
        }
    } else if (r->op != OP_CONT && r->op != OP_TEXT) {
        *why = "a reserved opcode";
        return WSF_PROTOCOL;
    } else if (r->op == OP_CONT && !r->in_msg) { /* 5.4 */
        *why = "a continuation frame with no message begun";
        return WSF_PROTOCOL;
    } else if (r->op == OP_TEXT && r->in_msg) {
        *why = "a new message inside a fragmented one";
        return WSF_PROTOCOL;
    }
    return 0;
}

/* The header is whole (r->head, r->hlen bytes): its length checked, the
 * frame begins. 0, or the error's code with *why. */
static int header_check(wsf *r, const char **why)
{
    unsigned len7 = r->head[1] & 0x7f;
    const unsigned char *p = r->head + 2;
    uint64_t len = len7;
    if (len7 == 126) {
        len = (uint64_t)p[0] << 8 | p[1];
        p += 2;
    } else if (len7 == 127) {
        len = 0;
        for (int i = 0; i < 8; i++)
            len = len << 8 | p[i];
        p += 8;
        if (len >> 63) { /* 5.2: the most significant bit MUST be 0 */
            *why = "a 64-bit length with its top bit set";
            return WSF_PROTOCOL;
        }
    }
    if (r->op < 0x8) {
        size_t before = r->op == OP_CONT ? r->msg_len : 0;
        if (len > WSF_LIMIT - before) {
            *why = "a message over 65536 bytes";
            return WSF_TOO_BIG;
        }
    }
    memcpy(r->key, p, 4);
    r->kpos = 0;
    r->left = len;
    if (r->op == OP_TEXT) {
        r->in_msg = 1;
        r->msg_len = 0;
        r->utf_need = 0;
        r->utf_lo = 0x80;
        r->utf_hi = 0xbf;
    }
    r->ctl_len = 0;
    return 0;
}

/* The bytes the header has in all, known once its first two are in. */
static unsigned header_size(const unsigned char *head)
{
    unsigned len7 = head[1] & 0x7f;
    return 2 + (len7 == 126 ? 2 : len7 == 127 ? 8 : 0) + 4;
}

/* The frame's payload is all in: its event, if any (else ev stays
 * WSF_MORE). */
static void frame_end(wsf *r, wsf_event *ev)
{
    r->hlen = 0;
    r->hneed = 2;
    if (r->op < 0x8) {
        if (!r->fin)
            return; /* more fragments to come */
        r->in_msg = 0;
        if (r->utf_need) {
            fail(r, ev, WSF_BAD_DATA, "a text message not valid UTF-8", 0);
            return;
        }
        ev->kind = WSF_TEXT;
        ev->data = r->msg;
        ev->total = r->msg_len;
        ev->len = r->msg_len < WSF_KEEP ? r->msg_len : WSF_KEEP;
        return;
    }
    ev->data = (const char *)r->ctl;
    ev->len = r->ctl_len;
    if (r->op == OP_PING || r->op == OP_PONG) {
        ev->kind = r->op == OP_PING ? WSF_PING : WSF_PONG;
        return;
    }
    /* 5.5.1: a close holds nothing, or a code and a UTF-8 reason; 7.4:
     * the codes a client may send. */
    if (r->ctl_len == 1) {
        fail(r, ev, WSF_PROTOCOL, "a close frame of 1 byte", 0);
        return;
    }
    int code = 0;
    if (r->ctl_len >= 2) {
        code = r->ctl[0] << 8 | r->ctl[1];
        int known = (code >= 1000 && code <= 1003) ||
                    (code >= 1007 && code <= 1011) ||
                    (code >= 3000 && code <= 4999);
        if (!known) {
            fail(r, ev, WSF_PROTOCOL, "a close code not allowed", 0);
            return;
        }
        if (!utf8_ok(r->ctl + 2, r->ctl_len - 2)) {
            fail(r, ev, WSF_BAD_DATA, "a close reason not valid UTF-8", 0);
            return;
        }
        ev->data = (const char *)r->ctl + 2;
        ev->len = r->ctl_len - 2;
    }
    r->failed = WSF_PROTOCOL; /* nothing may follow (5.5.1) */
    r->why = "a frame after the close";
    ev->kind = WSF_CLOSE;
    ev->code = code;
}

/* Payload bytes in[n], unmasked, where they go; -1 on bad UTF-8. */
static int payload(wsf *r, const unsigned char *in, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        unsigned char c = in[i] ^ r->key[r->kpos];
        r->kpos = (r->kpos + 1) & 3;
        if (r->op >= 0x8) {
            r->ctl[r->ctl_len++] = c;
            continue;
        }
        if (utf8_step(&r->utf_need, &r->utf_lo, &r->utf_hi, c))
            return -1;
        if (r->msg_len < WSF_KEEP)
            r->msg[r->msg_len] = (char)c;
        r->msg_len++;
    }
    return 0;
}

size_t wsf_read(wsf *r, const unsigned char *in, size_t len, wsf_event *ev)
{
    memset(ev, 0, sizeof *ev);
    if (r->failed)
        return fail(r, ev, r->failed, r->why, 0);
    size_t used = 0;
    while (used < len) {
        if (r->hlen < r->hneed) {
            r->head[r->hlen++] = in[used++];
            const char *why;
            int code = 0;
            if (r->hlen == 2) {
                code = start_check(r, &why);
                r->hneed = header_size(r->head);
            }
            if (!code && r->hlen < r->hneed)
                continue;
            if (!code)
                code = header_check(r, &why);
            if (code)
                return fail(r, ev, code, why, used);
            if (!r->left && (frame_end(r, ev), ev->kind != WSF_MORE))
                return used;
            continue;
        }
        size_t n = len - used;
        if (n > r->left)
            n = (size_t)r->left;
        if (payload(r, in + used, n))
            return fail(r, ev, WSF_BAD_DATA, "a text message not valid UTF-8",
                        used + n);
        used += n;
        r->left -= n;
        if (!r->left && (frame_end(r, ev), ev->kind != WSF_MORE))
            return used;
    }
    ev->kind = WSF_MORE;
    return used;
}
