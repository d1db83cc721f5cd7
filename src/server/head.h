/*
 * head.h: an HTTP request's head (RFC 9112: the request line and the
 * header lines, up to the blank line), checked before libwebsockets reads
 * it.
 *
 * libwebsockets 4.1 closes the connection without a word on a request its
 * parser cannot hold (a target or headers past max_http_header_data, more
 * header lines than it keeps, a NUL decoded from %00): net.c reads the
 * head first, answers those with the status HTTP gives them, and hands
 * lws only heads that it takes.
 */
#ifndef COUP_SERVER_HEAD_H
#define COUP_SERVER_HEAD_H

#include <stddef.h>

/* What a head may hold at most: lws is given the whole head at once, and
 * keeps it in max_http_header_data (8192) bytes. */
#define HEAD_MAX 8000      /* bytes, request line and headers */
#define HEAD_LINE_MAX 4096 /* the request line (method, target, version) */
#define HEAD_FIELDS_MAX 64 /* header lines */

/* Looks at the first len bytes of a connection (len <= HEAD_MAX).
 * Returns 0 while the head is incomplete and within bounds; 200 when it is
 * complete and acceptable (its length, blank line included, in *end);
 * else the status to answer: 400 (a NUL or a control character in the
 * request line, %00 in the target), 414 (a request line past
 * HEAD_LINE_MAX), 431 (past HEAD_FIELDS_MAX header lines, or HEAD_MAX
 * bytes with no end). The reason, for the body, in *why. */
int head_check(const char *buf, size_t len, size_t *end, const char **why);

/* The value of header `name` (case-insensitive) in the head buf[len]
 * that head_check() found complete, spaces and tabs around it trimmed;
 * several lines of that name are joined with ", " (RFC 9110 5.3). Its
 * length, in out[n] NUL-terminated, or -1 when there is no such header
 * or it does not fit. */
int head_field(const char *buf, size_t len, const char *name, char *out,
               size_t n);

/* The request target of the head buf[len] that head_check() found
 * complete (its request line's second word): the path into path[pn] and
 * the query after '?' into query[qn] ("" for none), both NUL-terminated
 * and as sent (no %-decoding). 0, or -1 when the line has no target or a
 * part does not fit. */
int head_target(const char *buf, size_t len, char *path, size_t pn,
                char *query, size_t qn);

/* The value of field `name` in query `q` ("lang=fr&key=ab12"), as sent
 * (no %-decoding), into out[n] NUL-terminated: its length, or -1 when
 * there is no such field or it does not fit. The first of several. */
int head_query(const char *q, const char *name, char *out, size_t n);

#endif
