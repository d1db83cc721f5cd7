/*
 * wsclient.c - the blocking HTTP and WebSocket client of wsclient.h.
 */
#define _XOPEN_SOURCE 700
#include "wsclient.h"

#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <netinet/tcp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>
#include <arpa/inet.h>

/* ------------------------------------------- the server, as a process */

static double now_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

int wsc_serve(const char *coup, const char *db, const char *const args[],
              pid_t *pid, int *out)
{
    const char *argv[32] = {"coup", "serve", "--port", "0", "--db", db};
    int argc = 6, fds[2];
    for (int i = 0; args && args[i] && argc < 31; i++)
        argv[argc++] = args[i];
    argv[argc] = NULL;
    *pid = -1;
    *out = -1;
    if (pipe(fds))
        return -1;
    pid_t child = fork();
    if (child < 0) {
        close(fds[0]);
        close(fds[1]);
        return -1;
    }
    if (child == 0) {
        dup2(fds[1], 1);
        close(fds[0]);
        close(fds[1]);
        if (!getenv("COUP_TEST_VERBOSE")) {
            int null = open("/dev/null", O_WRONLY);
            dup2(null, 2);
        }
        execv(coup, (char *const *)argv);
        _exit(127);
    }
    close(fds[1]);
    *pid = child;
    *out = fds[0];
    char line[512];
    size_t len = 0;
    double until = now_s() + WSC_DEADLINE_S;
    while (len + 1 < sizeof line && !memchr(line, '\n', len)) {
        struct pollfd p = {fds[0], POLLIN, 0};
        int left = (int)((until - now_s()) * 1000);
        if (left <= 0 || poll(&p, 1, left) <= 0)
            return -1;
        ssize_t n = read(fds[0], line + len, sizeof line - 1 - len);
        if (n <= 0)
            return -1;
        len += (size_t)n;
    }
    line[len] = '\0';
    /* "coup serve: open http://127.0.0.1:PORT/ in a browser" */
    const char *url = strstr(line, "http://");
    const char *colon = url ? strchr(url + 7, ':') : NULL;
    int port = colon ? atoi(colon + 1) : 0;
    return port > 0 ? port : -1;
}

void wsc_remove_db(const char *db, const char *dir)
{
    const char *suffix[] = {"", "-wal", "-shm", "-journal"};
    char path[512];
    for (int i = 0; i < 4; i++) {
        snprintf(path, sizeof path, "%s%s", db, suffix[i]);
        unlink(path);
    }
    rmdir(dir);
}

/* ----------------------------------------------------------- TCP */

int wsc_rcvbuf;

int wsc_connect(int port)
{
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0)
        return -1;
    if (wsc_rcvbuf > 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &wsc_rcvbuf, sizeof wsc_rcvbuf);
    struct timeval tv = {WSC_DEADLINE_S, 0};
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
    setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof tv);
    int one = 1; /* each message goes out when sent, as a browser's do */
    setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    struct sockaddr_in a;
    memset(&a, 0, sizeof a);
    a.sin_family = AF_INET;
    a.sin_port = htons((uint16_t)port);
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (connect(fd, (struct sockaddr *)&a, sizeof a)) {
        close(fd);
        return -1;
    }
    return fd;
}

int wsc_send_all(int fd, const void *data, size_t len)
{
    const char *p = data;
    while (len) {
        ssize_t n = send(fd, p, len, MSG_NOSIGNAL);
        if (n <= 0)
            return -1;
        p += n;
        len -= (size_t)n;
    }
    return 0;
}

/* ------------------------------------------------------------- HTTP */

void http_response_free(http_response *r)
{
    free(r->head);
    free(r->body);
    memset(r, 0, sizeof *r);
}

/* A header's value in r->head (case-insensitive name), copied into buf;
 * "" when it is not there. */
const char *http_header(const http_response *r, const char *name, char *buf,
                        size_t n)
{
    buf[0] = '\0';
    size_t len = strlen(name);
    for (const char *p = r->head ? strstr(r->head, "\r\n") : NULL; p;
         p = strstr(p + 2, "\r\n"))
        if (!strncasecmp(p + 2, name, len) && p[2 + len] == ':') {
            const char *v = p + 3 + len;
            while (*v == ' ')
                v++;
            size_t vlen = strcspn(v, "\r\n");
            snprintf(buf, n, "%.*s", (int)vlen, v);
            break;
        }
    return buf;
}

/* Sends one request (METHOD PATH, "Connection: close") and reads the
 * whole answer. 0, or -1 when no answer came. */
int http_request(int port, const char *method, const char *path,
                 http_response *r)
{
    return http_request_as(port, method, path, NULL, r);
}

int http_request_as(int port, const char *method, const char *path,
                    const char *headers, http_response *r)
{
    memset(r, 0, sizeof *r);
    int fd = wsc_connect(port);
    if (fd < 0)
        return -1;
    char req[2048];
    snprintf(req, sizeof req,
             "%s %s HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n"
             "Content-Length: 0\r\n%s\r\n", method, path,
             headers ? headers : "");
    size_t cap = 1 << 16, len = 0;
    char *buf = malloc(cap + 1);
    if (!buf || wsc_send_all(fd, req, strlen(req))) {
        free(buf);
        close(fd);
        return -1;
    }
    ssize_t n;
    while ((n = recv(fd, buf + len, cap - len, 0)) > 0) {
        len += (size_t)n;
        if (len == cap) {
            cap *= 2;
            char *more = realloc(buf, cap + 1);
            if (!more)
                break;
            buf = more;
        }
    }
    close(fd);
    buf[len] = '\0';
    char *end = strstr(buf, "\r\n\r\n");
    if (!end || sscanf(buf, "HTTP/1.%*d %d", &r->status) != 1) {
        free(buf);
        return -1;
    }
    r->head = strndup(buf, (size_t)(end - buf) + 2);
    r->len = len - (size_t)(end + 4 - buf);
    r->body = malloc(r->len + 1);
    memcpy(r->body, end + 4, r->len);
    r->body[r->len] = '\0';
    free(buf);
    return 0;
}

/* -------------------------------------------------------- WebSocket */

/* Opens a WebSocket on `path`, asking for subprotocol `proto` (NULL:
 * none). The socket, or -1 when the handshake did not give 101; the
 * response's head goes into head[n]. */
int ws_open(int port, const char *path, const char *proto, char *head,
            size_t n)
{
    return ws_open_as(port, path, proto, NULL, head, n);
}

int ws_open_as(int port, const char *path, const char *proto,
               const char *headers, char *head, size_t n)
{
    int fd = wsc_connect(port);
    if (fd < 0)
        return -1;
    char req[2048];
    snprintf(req, sizeof req,
             "GET %s HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\n"
             "Connection: Upgrade\r\n"
             "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
             "Sec-WebSocket-Version: 13\r\n%s%s%s%s\r\n",
             path, proto ? "Sec-WebSocket-Protocol: " : "", proto ? proto : "",
             proto ? "\r\n" : "", headers ? headers : "");
    if (wsc_send_all(fd, req, strlen(req))) {
        close(fd);
        return -1;
    }
    /* Byte by byte up to the blank line, so no frame is read too. */
    size_t len = 0;
    head[0] = '\0';
    while (len + 1 < n && !strstr(head, "\r\n\r\n")) {
        if (recv(fd, head + len, 1, 0) != 1)
            break;
        head[++len] = '\0';
    }
    if (strncmp(head, "HTTP/1.1 101", 12) ||
        !strstr(head, "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")) {
        close(fd);
        return -1;
    }
    return fd;
}

/* Sends one frame (client frames are masked): opcode 1 text, 0
 * continuation; fin 0 when more fragments follow. */
int ws_frame(int fd, int opcode, int fin, const char *data, size_t len)
{
    unsigned char h[14];
    size_t hl = 0;
    h[hl++] = (unsigned char)((fin ? 0x80 : 0) | opcode);
    if (len < 126) {
        h[hl++] = (unsigned char)(0x80 | len);
    } else if (len < 65536) {
        h[hl++] = 0x80 | 126;
        h[hl++] = (unsigned char)(len >> 8);
        h[hl++] = (unsigned char)len;
    } else {
        h[hl++] = 0x80 | 127;
        for (int i = 7; i >= 0; i--)
            h[hl++] = (unsigned char)((uint64_t)len >> (8 * i));
    }
    static const unsigned char mask[4] = {0x12, 0x34, 0x56, 0x78};
    memcpy(h + hl, mask, 4);
    hl += 4;
    /* Header and payload in one send(): two small writes would wait on
     * Nagle's algorithm and the peer's delayed ACK (40 ms). */
    char *frame = malloc(hl + len);
    if (!frame)
        return -1;
    memcpy(frame, h, hl);
    for (size_t i = 0; i < len; i++)
        frame[hl + i] = (char)(data[i] ^ mask[i % 4]);
    int rc = wsc_send_all(fd, frame, hl + len);
    free(frame);
    return rc;
}

int ws_send(int fd, const char *text)
{
    return ws_frame(fd, 1, 1, text, strlen(text));
}

static int recv_all(int fd, void *buf, size_t len)
{
    char *p = buf;
    while (len) {
        ssize_t n = recv(fd, p, len, 0);
        if (n <= 0)
            return -1;
        p += n;
        len -= (size_t)n;
    }
    return 0;
}

/* Set by ws_recv(): the last frame read was the server's close, with
 * this status code (0: none given). */
static int ws_got_close, ws_got_code;

int ws_closed(void)
{
    return ws_got_close;
}

int ws_close_code(void)
{
    return ws_got_code;
}

/* The next text message (malloc'd, NUL-terminated), or NULL on a close
 * frame (ws_got_close), an error or the deadline: WSC_DEADLINE_S in all,
 * however many pings come before it (each recv() has its own too). */
char *ws_recv(int fd)
{
    ws_got_close = ws_got_code = 0;
    double until = now_s() + WSC_DEADLINE_S;
    for (;;) {
        if (now_s() > until)
            return NULL;
        unsigned char h[2];
        if (recv_all(fd, h, 2))
            return NULL;
        uint64_t len = h[1] & 0x7f;
        unsigned char ext[8];
        if (len == 126) {
            if (recv_all(fd, ext, 2))
                return NULL;
            len = (uint64_t)ext[0] << 8 | ext[1];
        } else if (len == 127) {
            if (recv_all(fd, ext, 8))
                return NULL;
            len = 0;
            for (int i = 0; i < 8; i++)
                len = len << 8 | ext[i];
        }
        if (len > (1u << 24))
            return NULL;
        char *data = malloc((size_t)len + 1);
        if (!data || recv_all(fd, data, (size_t)len)) {
            free(data);
            return NULL;
        }
        data[len] = '\0';
        int opcode = h[0] & 0x0f;
        if (opcode == 1)
            return data; /* the server sends whole messages */
        /* A ping is answered, as a browser does: the server closes a
         * connection whose pings go unanswered (after 70 s). */
        if (opcode == 9 && ws_frame(fd, 10, 1, data, (size_t)len)) {
            free(data);
            return NULL;
        }
        if (opcode == 8 && len >= 2)
            ws_got_code = (unsigned char)data[0] << 8 | (unsigned char)data[1];
        free(data);
        if (opcode == 8) {
            ws_got_close = 1;
            return NULL;
        }
        /* A ping or pong: not what the caller waits for. */
    }
}

/* Reads messages until one holds `needle`; 1 if it came (at most 50
 * messages). */
int ws_expect(int fd, const char *needle)
{
    for (int i = 0; i < 50; i++) {
        char *m = ws_recv(fd);
        if (!m)
            return 0;
        int found = strstr(m, needle) != NULL;
        if (!found && getenv("COUP_TEST_VERBOSE"))
            fprintf(stderr, "(skipped: %.200s)\n", m);
        free(m);
        if (found)
            return 1;
    }
    return 0;
}


long wsc_rss_kb(pid_t pid)
{
    char path[64], line[256];
    long kb = -1;
    if (pid <= 0)
        return -1;
    snprintf(path, sizeof path, "/proc/%d/status", (int)pid);
    FILE *f = fopen(path, "r");
    while (f && fgets(line, sizeof line, f))
        if (!strncmp(line, "VmRSS:", 6))
            kb = strtol(line + 6, NULL, 10);
    if (f)
        fclose(f);
    return kb;
}
