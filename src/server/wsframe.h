/*
 * wsframe.h: the frames a WebSocket client sends (RFC 6455 section 5),
 * read byte by byte from whatever pieces the socket gives, with no I/O:
 * bytes in, events out (a whole text message, a ping, a pong, a close,
 * or the error that fails the connection with its close code).
 *
 * libwebsockets 4.1 reads an unmasked client frame without a word (its
 * parser skips the unmasking), so `coup serve` reads its WebSocket frames
 * itself (net.c). No extension is agreed, so every reserved bit is an
 * error.
 */
#ifndef COUP_SERVER_WSFRAME_H
#define COUP_SERVER_WSFRAME_H

#include <stddef.h>
#include <stdint.h>

/* The bytes of a text message kept: a message longer than this reaches
 * the hub cut at this length (docs/web-protocol.md: client messages are
 * at most 4096 bytes; the hub refuses one past that as too big). */
#define WSF_KEEP 4097
/* A message (all its fragments) past this many bytes fails the
 * connection with 1009: nobody reads a gigabyte to refuse it. */
#define WSF_LIMIT 65536

/* The close codes the reader fails a connection with (RFC 6455 7.4.1). */
enum {
    WSF_PROTOCOL = 1002, /* a frame RFC 6455 forbids */
    WSF_UNACCEPTABLE = 1003, /* a binary frame: text only */
    WSF_BAD_DATA = 1007, /* a text message, or a close reason, not UTF-8 */
    WSF_TOO_BIG = 1009,
};

typedef enum wsf_kind {
    WSF_MORE,  /* every byte given was read: give more */
    WSF_TEXT,  /* a whole text message */
    WSF_PING,
    WSF_PONG,
    WSF_CLOSE, /* the client closes */
    WSF_ERROR  /* fail the connection (code and why) */
} wsf_kind;

typedef struct wsf_event {
    wsf_kind kind;
    /* TEXT: the message, at most WSF_KEEP bytes of it; PING, PONG: the
     * payload; CLOSE: the reason (UTF-8, unterminated). */
    const char *data;
    size_t len;
    size_t total; /* TEXT: the message's whole length */
    /* CLOSE: the client's status code, 0 when it gave none; ERROR: the
     * code to close with. */
    int code;
    const char *why; /* ERROR: what was wrong, a phrase for the log */
} wsf_event;

/* A reader's state, owned by the caller; wsf_init() before use. */
typedef struct wsf {
    unsigned char head[14]; /* the frame's header so far */
    unsigned hlen, hneed;
    unsigned op, fin;
    uint64_t left;          /* payload bytes still to come */
    unsigned char key[4];
    unsigned kpos;
    /* A text message, maybe in fragments. */
    int in_msg;
    size_t msg_len;         /* all its bytes so far (<= WSF_LIMIT) */
    unsigned utf_need;      /* continuation bytes the UTF-8 still needs */
    unsigned char utf_lo, utf_hi; /* the range of the next one */
    /* A control frame's payload (at most 125 bytes). */
    unsigned char ctl[125];
    size_t ctl_len;
    int failed;             /* the last error's code, once one came */
    const char *why;
    char msg[WSF_KEEP];
} wsf;

void wsf_init(wsf *r);

/* Reads from in[len] up to and including the byte that completes an
 * event, which goes in *ev (its data points into r, valid until the next
 * call); returns the bytes read. WSF_MORE when all len bytes were read
 * with no event. After a CLOSE or an ERROR nothing more is read: each
 * call reads nothing and gives an ERROR (the same one again, or after a
 * CLOSE "a frame after the close", 1002). */
size_t wsf_read(wsf *r, const unsigned char *in, size_t len, wsf_event *ev);

#endif
