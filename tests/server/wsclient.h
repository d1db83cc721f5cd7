/*
 * wsclient.h - a small blocking HTTP and WebSocket client for the server's
 * tests and its benchmark, over plain sockets (RFC 6455 framing, client
 * side), talking to a server on 127.0.0.1.
 *
 * Every socket it opens has send and receive timeouts of WSC_DEADLINE_S:
 * a read that waits longer fails, so nothing waits forever and nothing
 * needs to sleep.
 */
#ifndef COUP_TESTS_WSCLIENT_H
#define COUP_TESTS_WSCLIENT_H

#include <stddef.h>
#include <sys/types.h>

/* Seconds any single read or write may take before it fails. */
#define WSC_DEADLINE_S 30

/* When > 0, the receive buffer (SO_RCVBUF) of the sockets wsc_connect()
 * opens, set before it connects: a small one makes a slow reader. */
extern int wsc_rcvbuf;
/* A TCP connection to 127.0.0.1:port with the timeouts above; -1 when
 * refused. */
int wsc_connect(int port);
/* Sends all of data; 0, or -1 on an error or the deadline. */
int wsc_send_all(int fd, const void *data, size_t len);

/* ------------------------------------------- the server, as a process */

/* Starts `coup serve --port 0 --db DB` plus args[] (NULL-terminated; may
 * be NULL) from the binary `coup`, its stderr sent to /dev/null unless
 * COUP_TEST_VERBOSE is set, and waits (at most WSC_DEADLINE_S) for the
 * line that gives its address. Returns the port, or -1; *pid and *out (the
 * read end of its stdout) are set whenever the process was started. */
int wsc_serve(const char *coup, const char *db, const char *const args[],
              pid_t *pid, int *out);
/* Process pid's resident memory in kB (VmRSS of /proc/PID/status), -1
 * when unknown. */
long wsc_rss_kb(pid_t pid);
/* Removes database `db` with its -wal, -shm and -journal files, then the
 * (empty) folder `dir`. */
void wsc_remove_db(const char *db, const char *dir);

/* ------------------------------------------------------------- HTTP */

typedef struct http_response {
    int status;
    char *head; /* the status line and headers, NUL-terminated */
    char *body; /* NUL-terminated */
    size_t len;
} http_response;

/* Sends one request (METHOD PATH, "Connection: close") and reads the
 * whole answer into *r (free with http_response_free()). 0, or -1 when no
 * answer came. */
int http_request(int port, const char *method, const char *path,
                 http_response *r);
/* The same with more header lines, each ending "\r\n" (NULL: none). */
int http_request_as(int port, const char *method, const char *path,
                    const char *headers, http_response *r);
void http_response_free(http_response *r);
/* A header's value in r->head (case-insensitive name), copied into buf;
 * "" when it is not there. */
const char *http_header(const http_response *r, const char *name, char *buf,
                        size_t n);

/* -------------------------------------------------------- WebSocket */

/* Opens a WebSocket on `path`, asking for subprotocol `proto` (NULL:
 * none). The socket, or -1 when the handshake did not give 101; the
 * response's head goes into head[n]. */
int ws_open(int port, const char *path, const char *proto, char *head,
            size_t n);
/* The same with more header lines, each ending "\r\n" (NULL: none). */
int ws_open_as(int port, const char *path, const char *proto,
               const char *headers, char *head, size_t n);
/* Sends one frame (client frames are masked): opcode 1 text, 2 binary, 0
 * continuation; fin 0 when more fragments follow. */
int ws_frame(int fd, int opcode, int fin, const char *data, size_t len);
/* Sends one text message in one frame. */
int ws_send(int fd, const char *text);
/* The next text message (malloc'd, NUL-terminated), or NULL on a close
 * frame (ws_closed() is then 1), an error or the deadline. A ping is
 * answered with its pong; pongs are skipped. */
char *ws_recv(int fd);
/* 1 when the last ws_recv() returned NULL because the server closed. */
int ws_closed(void);
/* The status code of that close (RFC 6455 7.4), 0 when it gave none. */
int ws_close_code(void);
/* Reads messages until one holds `needle`; 1 if it came (at most 50
 * messages). */
int ws_expect(int fd, const char *needle);

#endif
