/*
 * test_net.c - coup_serve() (src/server/net.c) from the outside: a server
 * on a free port in a thread, and the small blocking HTTP and WebSocket
 * client of wsclient.h.
 *
 * Nothing sleeps: the server's start is waited for on a condition with a
 * deadline, and every read has a receive timeout.
 */
#define _GNU_SOURCE /* memmem */
#include <errno.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <time.h>
#include <stdbool.h>
#include <unistd.h>

#include "server/server.h"
#include "test.h"
#include "wsclient.h"

/* Seconds any single wait may take before the test gives up. */
#define DEADLINE_S 30

static double now_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* ------------------------------------------------------- the server */

typedef struct server {
    coup_serve_options o;
    volatile sig_atomic_t stop;
    pthread_t thread;
    pthread_mutex_t lock;
    pthread_cond_t changed;
    int port;     /* 0 until ready() */
    int done;     /* coup_serve() returned */
    int rc;
    char why[256];
    char dir[64]; /* the temporary folder of the database */
    char db[128];
} server;

static void on_ready(void *ctx, int port)
{
    server *s = ctx;
    pthread_mutex_lock(&s->lock);
    s->port = port;
    pthread_cond_broadcast(&s->changed);
    pthread_mutex_unlock(&s->lock);
}

/* Every server's log lines, for the tests that look for one. */
static pthread_mutex_t log_lock = PTHREAD_MUTEX_INITIALIZER;
static char log_text[1 << 16];

static void on_log(void *ctx, const char *line)
{
    (void)ctx;
    if (getenv("COUP_TEST_VERBOSE"))
        fprintf(stderr, "server: %s\n", line);
    pthread_mutex_lock(&log_lock);
    size_t n = strlen(log_text);
    if (n + strlen(line) + 2 < sizeof log_text)
        snprintf(log_text + n, sizeof log_text - n, "%s\n", line);
    pthread_mutex_unlock(&log_lock);
}

/* Whether a log line so far holds `needle`. */
static int logged(const char *needle)
{
    pthread_mutex_lock(&log_lock);
    int found = strstr(log_text, needle) != NULL;
    pthread_mutex_unlock(&log_lock);
    return found;
}

static void *serve_thread(void *arg)
{
    server *s = arg;
    int rc = coup_serve(&s->o, s->why, sizeof s->why);
    pthread_mutex_lock(&s->lock);
    s->rc = rc;
    s->done = 1;
    pthread_cond_broadcast(&s->changed);
    pthread_mutex_unlock(&s->lock);
    return NULL;
}

/* Waits until the server listens or has returned; 1 when it listens. */
static int server_wait_ready(server *s)
{
    struct timespec until;
    clock_gettime(CLOCK_REALTIME, &until);
    until.tv_sec += DEADLINE_S;
    pthread_mutex_lock(&s->lock);
    while (!s->port && !s->done &&
           pthread_cond_timedwait(&s->changed, &s->lock, &until) == 0)
        ;
    int ok = s->port != 0;
    pthread_mutex_unlock(&s->lock);
    return ok;
}

/* Sets up *s for a server on `port` (0: any free port), its database in
 * a new temporary folder; static_dir may be NULL. 0 on failure. */
static int server_prepare(server *s, const char *static_dir, int port)
{
    memset(s, 0, sizeof *s);
    pthread_mutex_init(&s->lock, NULL);
    pthread_cond_init(&s->changed, NULL);
    snprintf(s->dir, sizeof s->dir, "/tmp/coup-test-net-XXXXXX");
    if (!mkdtemp(s->dir))
        return 0;
    snprintf(s->db, sizeof s->db, "%s/coup.db", s->dir);
    coup_serve_defaults(&s->o);
    s->o.port = port;
    s->o.db = s->db;
    s->o.static_dir = static_dir;
    s->o.bot_delay_ms = 0;
    s->o.seed = 7;
    s->o.stop = &s->stop;
    s->o.ready = on_ready;
    s->o.log = on_log;
    s->o.ctx = s;
    return 1;
}

/* Runs the server prepared in *s; 1 when it listens. */
static int server_run(server *s)
{
    if (pthread_create(&s->thread, NULL, serve_thread, s))
        return 0;
    return server_wait_ready(s);
}

static int server_start(server *s, const char *static_dir, int port)
{
    return server_prepare(s, static_dir, port) && server_run(s);
}

/* Asks the server to stop and waits for coup_serve() to return; its
 * return value, or -2 past the deadline. */
static int server_stop(server *s)
{
    s->stop = 1;
    struct timespec until;
    clock_gettime(CLOCK_REALTIME, &until);
    until.tv_sec += DEADLINE_S;
    pthread_mutex_lock(&s->lock);
    while (!s->done &&
           pthread_cond_timedwait(&s->changed, &s->lock, &until) == 0)
        ;
    int done = s->done;
    pthread_mutex_unlock(&s->lock);
    if (!done)
        return -2;
    pthread_join(s->thread, NULL);
    wsc_remove_db(s->db, s->dir);
    pthread_cond_destroy(&s->changed);
    pthread_mutex_destroy(&s->lock);
    return s->rc;
}

/* ------------------------------------------------------------ tests */

static server srv;
static int srv_up;

static const char create_msg[] =
    "{\"type\":\"create\",\"name\":\"Ada\",\"players\":3,\"options\":[],"
    "\"timer\":0,\"public\":true,\"bots\":\"random\"}";


/* The server still answers a request (/healthz: 200). */
static void server_goes_on(void)
{
    http_response r;
    REQUIRE(http_request(srv.port, "GET", "/healthz", &r) == 0);
    CHECK_INT(r.status, ==, 200);
    http_response_free(&r);
}

TEST(starts_on_a_free_port)
{
    srv_up = server_start(&srv, NULL, 0);
    if (!srv_up)
        fprintf(stderr, "coup_serve: %s\n", srv.why);
    REQUIRE(srv_up);
    CHECK_INT(srv.port, >, 0);
}

TEST(page_and_health)
{
    REQUIRE(srv_up);
    http_response r;
    char buf[256];
    REQUIRE(http_request(srv.port, "GET", "/", &r) == 0);
    /* The page, or (a build without web/) the text that says so. */
    CHECK(r.status == 200 ? strstr(r.body, "<html") != NULL
                          : strstr(r.body, "missing") != NULL);
    if (r.status == 200)
        CHECK(!strncmp(http_header(&r, "content-type", buf, sizeof buf),
                       "text/html", 9));
    CHECK(strstr(http_header(&r, "content-security-policy", buf, sizeof buf),
                 "default-src 'self'") != NULL);
    CHECK_STR(http_header(&r, "x-content-type-options", buf, sizeof buf),
              "nosniff");
    CHECK_STR(http_header(&r, "cache-control", buf, sizeof buf), "no-cache");
    http_response_free(&r);

    /* A room's link and a game's page are the same page. */
    http_response r2;
    REQUIRE(http_request(srv.port, "GET", "/", &r) == 0);
    REQUIRE(http_request(srv.port, "GET", "/r/ABCD", &r2) == 0);
    CHECK_INT(r2.status, ==, r.status);
    CHECK(r2.len == r.len && !memcmp(r2.body, r.body, r.len));
    http_response_free(&r2);
    REQUIRE(http_request(srv.port, "GET", "/games/12", &r2) == 0);
    CHECK_INT(r2.status, ==, r.status);
    http_response_free(&r2);
    http_response_free(&r);

    REQUIRE(http_request(srv.port, "GET", "/healthz", &r) == 0);
    CHECK_INT(r.status, ==, 200);
    CHECK_STR(r.body, "ok\n");
    http_response_free(&r);

    /* HEAD: the headers of GET, no body. */
    REQUIRE(http_request(srv.port, "HEAD", "/healthz", &r) == 0);
    CHECK_INT(r.status, ==, 200);
    CHECK_STR(http_header(&r, "content-length", buf, sizeof buf), "3");
    CHECK_INT(r.len, ==, 0);
    http_response_free(&r);
}

TEST(lang_and_api)
{
    REQUIRE(srv_up);
    http_response r;
    char buf[256];
    REQUIRE(http_request(srv.port, "GET", "/lang/en.json", &r) == 0);
    CHECK_INT(r.status, ==, 200);
    /* One JSON object (maybe ending in a newline). */
    size_t last = r.len && r.body[r.len - 1] == '\n' ? r.len - 2 : r.len - 1;
    CHECK(r.len > 2 && r.body[0] == '{' && r.body[last] == '}');
    CHECK(strstr(r.body, "\"ui\"") != NULL);
    CHECK(!strncmp(http_header(&r, "content-type", buf, sizeof buf),
                   "application/json", 16));
    http_response_free(&r);

    REQUIRE(http_request(srv.port, "GET", "/lang/xx.json", &r) == 0);
    CHECK_INT(r.status, ==, 404);
    http_response_free(&r);

    REQUIRE(http_request(srv.port, "GET", "/rules/pt.json", &r) == 0);
    CHECK_INT(r.status, ==, 200);
    CHECK(strstr(r.body, "\"sections\"") != NULL);
    http_response_free(&r);
    REQUIRE(http_request(srv.port, "GET", "/rules/xx.json", &r) == 0);
    CHECK_INT(r.status, ==, 404);
    http_response_free(&r);

    REQUIRE(http_request(srv.port, "GET", "/api/rooms", &r) == 0);
    CHECK_INT(r.status, ==, 200);
    CHECK(r.body[0] == '{' || r.body[0] == '[');
    http_response_free(&r);

    REQUIRE(http_request(srv.port, "GET", "/api/games", &r) == 0);
    CHECK_INT(r.status, ==, 200);
    http_response_free(&r);

    REQUIRE(http_request(srv.port, "GET", "/api/games/999?lang=it", &r) == 0);
    CHECK_INT(r.status, ==, 404);
    http_response_free(&r);

    REQUIRE(http_request(srv.port, "GET", "/games/999.rec", &r) == 0);
    CHECK_INT(r.status, ==, 404);
    http_response_free(&r);

    REQUIRE(http_request(srv.port, "GET",
                 "/qr.svg?text=http%3A%2F%2Fexample.org%2Fr%2FABCD", &r) == 0);
    CHECK_INT(r.status, ==, 200);
    CHECK(strstr(r.body, "<svg") != NULL);
    CHECK(!strncmp(http_header(&r, "content-type", buf, sizeof buf),
                   "image/svg+xml", 13));
    http_response_free(&r);

    REQUIRE(http_request(srv.port, "GET", "/qr.svg", &r) == 0);
    CHECK_INT(r.status, ==, 400);
    http_response_free(&r);
}

TEST(bad_paths_and_methods)
{
    REQUIRE(srv_up);
    http_response r;
    static const char *const missing[] = {
        "/nope", "/../etc/passwd", "/app.js/../../../etc/passwd",
        "/%2e%2e/%2e%2e/etc/passwd", "/.hidden", "/a//b", "/api/games/x",
        "/games/1x.rec", "/lang/../x.json", "/ws"};
    for (size_t i = 0; i < sizeof missing / sizeof *missing; i++) {
        REQUIRE(http_request(srv.port, "GET", missing[i], &r) == 0);
        if (r.status < 400)
            fprintf(stderr, "  GET %s: %d\n", missing[i], r.status);
        CHECK_INT(r.status, >=, 400);
        CHECK(!strstr(r.body, "root:"));
        http_response_free(&r);
    }
    REQUIRE(http_request(srv.port, "POST", "/", &r) == 0);
    CHECK_INT(r.status, ==, 405);
    http_response_free(&r);
    REQUIRE(http_request(srv.port, "DELETE", "/healthz", &r) == 0);
    CHECK_INT(r.status, ==, 405);
    http_response_free(&r);
    server_goes_on(); /* the request did not take the server down */
}

/* Sends `req` (len bytes; the send may stop once the server has
 * answered) on a new connection and reads the answer until the server
 * closes it (every read has the socket's deadline). The status, 0 when
 * the connection was closed with no answer, -1 when none came by the
 * deadline. */
static int raw_status(const char *req, size_t len)
{
    int fd = wsc_connect(srv.port);
    if (fd < 0)
        return -1;
    wsc_send_all(fd, req, len);
    char buf[4096];
    size_t got = 0;
    ssize_t n;
    while ((n = recv(fd, buf + got, sizeof buf - 1 - got, 0)) > 0 &&
           got + (size_t)n < sizeof buf - 1)
        got += (size_t)n;
    int timed_out = n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK);
    close(fd);
    buf[got] = '\0';
    int status = 0;
    if (sscanf(buf, "HTTP/1.%*d %d", &status) != 1)
        status = timed_out ? -1 : 0;
    return status;
}

/* Requests libwebsockets' own parser cannot hold, which it would close
 * without a word: the door (net.c, head.h) answers them as HTTP says, a
 * short body, then the close. A NUL (%00) in the target: 400; a 100 KB
 * target: 414; a 100 KB header, 1,000 headers: 431. Heads just within
 * the door's bounds (a 4 KB target and 63 headers, 7.8 KB in all) are
 * served. The server goes on. */
TEST(oversized_and_malformed_requests_get_their_status)
{
    REQUIRE(srv_up);
    size_t big = 100 * 1024;
    char *req = malloc(big + 256);
    REQUIRE(req);
    static const int want[6] = {400, 414, 431, 431, 200, 200};
    for (int k = 0; k < 6; k++) {
        size_t n = 0;
        if (k == 0) {
            n = (size_t)sprintf(req, "GET /qr.svg?text=%%00 HTTP/1.1\r\n"
                                     "Host: x\r\n\r\n");
        } else if (k == 1) {
            n = (size_t)sprintf(req, "GET /");
            memset(req + n, 'a', big);
            n += big;
            n += (size_t)sprintf(req + n, " HTTP/1.1\r\nHost: x\r\n\r\n");
        } else if (k == 2) {
            n = (size_t)sprintf(req, "GET / HTTP/1.1\r\nHost: x\r\nX-Big: ");
            memset(req + n, 'a', big);
            n += big;
            n += (size_t)sprintf(req + n, "\r\n\r\n");
        } else if (k == 3) {
            n = (size_t)sprintf(req, "GET / HTTP/1.1\r\nHost: x\r\n");
            for (int i = 0; i < 1000; i++)
                n += (size_t)sprintf(req + n, "X-H%d: v\r\n", i);
            n += (size_t)sprintf(req + n, "\r\n");
        } else {
            /* Within bounds: a 4 KB request line, then 63 header lines,
             * custom ones (k == 4) or one known header repeated. */
            n = (size_t)sprintf(req, "GET /healthz?");
            memset(req + n, 'a', 4050);
            n += 4050;
            n += (size_t)sprintf(req + n, " HTTP/1.1\r\n");
            for (int i = 0; i < 62; i++)
                n += (size_t)sprintf(req + n, k == 4 ? "X%d:%054d\r\n"
                                                     : "Cookie: c%d=%046d\r\n",
                                     i, 0);
            n += (size_t)sprintf(req + n, "Host: x\r\n\r\n");
        }
        int status = raw_status(req, n);
        if (status != want[k])
            fprintf(stderr, "  request %d (%zu bytes): %d\n", k, n, status);
        CHECK_INT(status, ==, want[k]);
    }
    free(req);
    CHECK(logged(": 414: the request line is too long"));
    server_goes_on(); /* the request did not take the server down */
}

TEST(websocket_create)
{
    REQUIRE(srv_up);
    char head[2048];
    int fd = ws_open(srv.port, "/ws", "coup.v1", head, sizeof head);
    REQUIRE(fd >= 0);
    CHECK(strstr(head, "coup.v1") != NULL); /* the subprotocol, agreed */
    CHECK(ws_send(fd, create_msg) == 0);
    CHECK(ws_expect(fd, "\"joined\""));
    CHECK(ws_expect(fd, "\"room\""));
    close(fd);

    /* The room in the URL (for a proxy that routes by it) is ignored. */
    fd = ws_open(srv.port, "/ws?room=BCDF", "coup.v1", head, sizeof head);
    CHECK(fd >= 0);
    if (fd >= 0) {
        CHECK(ws_send(fd, "{\"type\":\"lobby\"}") == 0);
        CHECK(ws_expect(fd, "\"lobby\""));
        close(fd);
    }
    CHECK(ws_open(srv.port, "/wsx", "coup.v1", head, sizeof head) < 0);

    /* Among other subprotocols, and a message sent in three fragments. */
    fd = ws_open(srv.port, "/ws", "chat, coup.v1", head, sizeof head);
    REQUIRE(fd >= 0);
    size_t n = strlen(create_msg);
    CHECK(ws_frame(fd, 1, 0, create_msg, 10) == 0);
    CHECK(ws_frame(fd, 0, 0, create_msg + 10, 10) == 0);
    CHECK(ws_frame(fd, 0, 1, create_msg + 20, n - 20) == 0);
    CHECK(ws_expect(fd, "\"joined\""));
    close(fd);

    /* A WebSocket anywhere but /ws is refused. */
    fd = ws_open(srv.port, "/elsewhere", NULL, head, sizeof head);
    CHECK(fd < 0);
    if (fd >= 0)
        close(fd);
}

/* What RFC 6455 forbids or the server does not speak: a handshake that
 * does not ask for coup.v1 gets 400 before any upgrade, one anywhere but
 * /ws 404; a binary frame closes the connection with 1003. The server
 * goes on. */
TEST(websocket_handshakes_and_frames_refused)
{
    REQUIRE(srv_up);
    char head[2048];
    static const char *const protos[] = {NULL, "chat", "coup.v2, coup", "coup.v1x"};
    for (size_t i = 0; i < sizeof protos / sizeof *protos; i++) {
        int fd = ws_open(srv.port, "/ws", protos[i], head, sizeof head);
        CHECK_INT(fd, <, 0);
        if (fd >= 0)
            close(fd);
        if (!strstr(head, " 400 "))
            fprintf(stderr, "  subprotocol %s: %.40s\n", protos[i] ? protos[i] : "(none)", head);
        CHECK(strncmp(head, "HTTP/1.", 7) == 0 && strstr(head, " 400 ") != NULL);
    }
    CHECK(ws_open(srv.port, "/elsewhere", "coup.v1", head, sizeof head) < 0);
    CHECK(strstr(head, " 404 ") != NULL);
    CHECK(logged("WebSocket refused: 400"));

    int fd = ws_open(srv.port, "/ws", "coup.v1", head, sizeof head);
    REQUIRE(fd >= 0);
    CHECK(ws_frame(fd, 2, 1, "{\"type\":\"lobby\"}", 16) == 0);
    char *m = ws_recv(fd);
    if (m)
        fprintf(stderr, "  answered a binary frame: %.80s\n", m);
    CHECK(m == NULL);
    free(m);
    CHECK(ws_closed());
    CHECK_INT(ws_close_code(), ==, 1003);
    close(fd);
    CHECK(logged("closed: a binary frame"));

    server_goes_on(); /* the request did not take the server down */
}

/* What the server answers on fd until it closes: the code of its Close
 * frame (0 for none) when one came within DEADLINE_S and the connection
 * was then closed (a read gives 0), -1 otherwise; the frames before the
 * Close are skipped (a ping too: a server that pings would keep
 * ws_recv() reading). */
static int close_code_then_hangup(int fd)
{
    double start = now_s();
    while (now_s() - start < DEADLINE_S) {
        unsigned char h[4];
        if (recv(fd, h, 2, MSG_WAITALL) != 2 || (h[1] & 0x7f) == 127)
            return -1;
        size_t len = h[1] & 0x7f;
        if (len == 126) {
            if (recv(fd, h + 2, 2, MSG_WAITALL) != 2)
                return -1;
            len = (size_t)h[2] << 8 | h[3];
        }
        unsigned char *buf = malloc(len + 1);
        if (!buf || (len && recv(fd, buf, len, MSG_WAITALL) != (ssize_t)len)) {
            free(buf);
            return -1;
        }
        int code = len >= 2 ? buf[0] << 8 | buf[1] : 0;
        free(buf);
        if ((h[0] & 0x0f) == 0x8) {
            char c;
            return recv(fd, &c, 1, 0) == 0 ? code : -1;
        }
    }
    return -1;
}

/* The next frame from fd, raw: its first byte (FIN and opcode), its
 * payload (at most n bytes) in buf; the payload's length, -1 on an error
 * or the deadline. */
static int raw_frame(int fd, int *b0, char *buf, size_t n)
{
    unsigned char h[2];
    if (recv(fd, h, 2, MSG_WAITALL) != 2 || (h[1] & 0x7f) > 125 ||
        (size_t)(h[1] & 0x7f) > n)
        return -1;
    size_t len = h[1] & 0x7f;
    *b0 = h[0];
    if (len && recv(fd, buf, len, MSG_WAITALL) != (ssize_t)len)
        return -1;
    return (int)len;
}

/* RFC 6455's frames, read by the server itself (src/server/wsframe.c):
 * each frame it forbids closes the connection with its code (an unmasked
 * frame, 5.1; a reserved bit, 5.2; a message past 64 KB, 1009; text not
 * UTF-8, 1007), after a Close frame; a ping gets its pong, a Close the
 * same code back; a message in fragments with a ping between them is
 * taken whole; a frame sent with the handshake is read. */
TEST(websocket_frames_as_rfc6455_says)
{
    REQUIRE(srv_up);
    char head[2048];
    /* 5.1: "The server MUST close the connection upon receiving a frame
     * that is not masked", with 1002. */
    int fd = ws_open(srv.port, "/ws", "coup.v1", head, sizeof head);
    REQUIRE(fd >= 0);
    static const char unmasked[] = "\x81\x10{\"type\":\"lobby\"}";
    CHECK(wsc_send_all(fd, unmasked, sizeof unmasked - 1) == 0);
    CHECK_INT(close_code_then_hangup(fd), ==, 1002);
    close(fd);
    CHECK(logged("closed: an unmasked frame (1002)"));

    static const struct {
        int op;
        const char *data;
        size_t len;
        int code;
    } bad[] = {
        {0x40 | 1, "{\"type\":\"lobby\"}", 16, 1002}, /* RSV1, no extension */
        {0x3, "x", 1, 1002},                          /* a reserved opcode */
        {0x0, "x", 1, 1002},                          /* a lone continuation */
        {0x1, "{\"text\":\"\xff\"}", 12, 1007},       /* not UTF-8 */
        {0x1, "caf\xc3", 4, 1007},                    /* cut at the end */
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        fd = ws_open(srv.port, "/ws", "coup.v1", head, sizeof head);
        REQUIRE(fd >= 0);
        CHECK(ws_frame(fd, bad[i].op, 1, bad[i].data, bad[i].len) == 0);
        int code = close_code_then_hangup(fd);
        if (code != bad[i].code)
            fprintf(stderr, "  frame %zu (opcode 0x%x): %d\n", i, bad[i].op,
                    code);
        CHECK_INT(code, ==, bad[i].code);
        close(fd);
    }
    CHECK(logged("closed: a reserved bit set"));

    /* 1009 as soon as the header says 100,000 bytes: none is sent. */
    fd = ws_open(srv.port, "/ws", "coup.v1", head, sizeof head);
    REQUIRE(fd >= 0);
    static const char big[] = "\x81\xff\0\0\0\0\0\x01\x86\xa0" "abcd";
    CHECK(wsc_send_all(fd, big, sizeof big - 1) == 0);
    CHECK_INT(close_code_then_hangup(fd), ==, 1009);
    close(fd);

    /* A ping gets its pong, with its payload; a message in fragments, a
     * ping between them, is taken whole; a Close gets the same code
     * back, then the connection is closed. */
    fd = ws_open(srv.port, "/ws", "coup.v1", head, sizeof head);
    REQUIRE(fd >= 0);
    CHECK(ws_frame(fd, 0x9, 1, "hello", 5) == 0);
    char buf[128];
    int b0 = 0;
    CHECK_INT(raw_frame(fd, &b0, buf, sizeof buf), ==, 5);
    CHECK_INT(b0, ==, 0x8a);
    CHECK(!memcmp(buf, "hello", 5));
    static const char lobby[] = "{\"type\":\"lobby\"}";
    CHECK(ws_frame(fd, 0x1, 0, lobby, 6) == 0);
    CHECK(ws_frame(fd, 0x9, 1, "", 0) == 0);
    CHECK(ws_frame(fd, 0x0, 1, lobby + 6, 10) == 0);
    CHECK_INT(raw_frame(fd, &b0, buf, sizeof buf), ==, 0);
    CHECK_INT(b0, ==, 0x8a);
    CHECK(ws_expect(fd, "\"lobby\""));
    CHECK(ws_frame(fd, 0x8, 1, "\x0f\xa1" "bye", 5) == 0); /* 4001 */
    CHECK_INT(close_code_then_hangup(fd), ==, 4001);
    close(fd);

    /* The handshake and a first frame in one send(). */
    fd = wsc_connect(srv.port);
    REQUIRE(fd >= 0);
    static const char hello[] =
        "GET /ws HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\n"
        "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
        "Sec-WebSocket-Version: 13\r\nSec-WebSocket-Protocol: coup.v1\r\n\r\n"
        "\x81\x90\0\0\0\0{\"type\":\"lobby\"}";
    CHECK(wsc_send_all(fd, hello, sizeof hello - 1) == 0);
    /* Byte by byte up to the blank line: the answer to the frame may
     * come in the same segment. */
    size_t got = 0;
    head[0] = '\0';
    while (got + 1 < sizeof head && !strstr(head, "\r\n\r\n") &&
           recv(fd, head + got, 1, 0) == 1)
        head[++got] = '\0';
    /* RFC 6455 1.3's example: this key, this answer. */
    CHECK(strstr(head, "HTTP/1.1 101 ") == head);
    CHECK(strstr(head, "sec-websocket-accept: s3pPLMBiTxaQ9kYGzzhZRbK+xOo=\r\n"));
    CHECK(ws_expect(fd, "\"lobby\""));
    close(fd);

    server_goes_on(); /* the request did not take the server down */
}

/* A WebSocket handshake the server does not take, answered before any
 * upgrade: a version but 13: 426 with the version it speaks (RFC 6455
 * 4.4); no key, or not a GET: 400. */
TEST(websocket_handshakes_refused_by_status)
{
    REQUIRE(srv_up);
    static const struct {
        const char *req;
        int status;
    } cases[] = {
        {"GET /ws HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\n"
         "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
         "Sec-WebSocket-Version: 8\r\nSec-WebSocket-Protocol: coup.v1\r\n\r\n",
         426},
        {"GET /ws HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\n"
         "Connection: Upgrade\r\n"
         "Sec-WebSocket-Version: 13\r\nSec-WebSocket-Protocol: coup.v1\r\n\r\n",
         400},
        {"POST /ws HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\n"
         "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
         "Sec-WebSocket-Version: 13\r\nSec-WebSocket-Protocol: coup.v1\r\n\r\n",
         400},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        int status = raw_status(cases[i].req, strlen(cases[i].req));
        if (status != cases[i].status)
            fprintf(stderr, "  handshake %zu: %d\n", i, status);
        CHECK_INT(status, ==, cases[i].status);
    }
}

TEST(websocket_refusals)
{
    REQUIRE(srv_up);
    char head[2048];
    int fd = ws_open(srv.port, "/ws", "coup.v1", head, sizeof head);
    REQUIRE(fd >= 0);
    /* 10 KB: too big, in one frame and then in fragments. */
    size_t big = 10 * 1024;
    char *text = malloc(big + 1);
    memset(text, 'x', big);
    memcpy(text, "{\"type\":\"chat\",\"text\":\"", 23);
    memcpy(text + big - 2, "\"}", 2);
    text[big] = '\0';
    CHECK(ws_send(fd, text) == 0);
    CHECK(ws_expect(fd, "too_big"));
    CHECK(ws_frame(fd, 1, 0, text, 4000) == 0);
    CHECK(ws_frame(fd, 0, 1, text + 4000, big - 4000) == 0);
    CHECK(ws_expect(fd, "too_big"));
    free(text);
    /* The connection still works. */
    CHECK(ws_send(fd, "this is not JSON") == 0);
    CHECK(ws_expect(fd, "bad_json"));
    CHECK(ws_send(fd, create_msg) == 0);
    CHECK(ws_expect(fd, "\"joined\""));
    close(fd);
}

/* Waits (a tenth of a second at a time, up to the deadline) until GET
 * /api/games lists a game; its id, or 0. */
/* The text of field `name` ("key", "game_key", "code") in message m, a
 * string of up to n - 1 characters, into out ("" when m has none). */
static const char *field_of(const char *m, const char *name, char *out,
                            size_t n)
{
    char pat[32];
    snprintf(pat, sizeof pat, "\"%s\":\"", name);
    const char *p = m ? strstr(m, pat) : NULL;
    /* "key" is not the end of "game_key". */
    while (p && p > m && p[-1] != ',' && p[-1] != '{')
        p = strstr(p + 1, pat);
    size_t k = 0;
    if (p)
        for (p += strlen(pat); *p && *p != '"' && k + 1 < n; p++)
            out[k++] = *p;
    out[k] = '\0';
    return out;
}

static long wait_for_game(int port)
{
    struct timespec tenth = {0, 100 * 1000 * 1000};
    for (int i = 0; i < DEADLINE_S * 10; i++) {
        http_response r;
        long id = 0;
        if (http_request(port, "GET", "/api/games", &r) == 0) {
            const char *p = strstr(r.body, "\"id\":");
            if (p)
                id = strtol(p + 5, NULL, 10);
            http_response_free(&r);
        }
        if (id > 0)
            return id;
        nanosleep(&tenth, NULL);
    }
    return 0;
}

/* A game that bots play to its end once its only player leaves: the
 * bots think on their thread, the room's timers fire, and the finished
 * game can be downloaded. */
TEST(bots_play_a_game)
{
    REQUIRE(srv_up);
    char head[2048];
    int fd = ws_open(srv.port, "/ws", "coup.v1", head, sizeof head);
    REQUIRE(fd >= 0);
    CHECK(ws_send(fd, "{\"type\":\"create\",\"name\":\"Bo\",\"players\":2,"
                      "\"options\":[],\"timer\":0,\"public\":true,"
                      "\"bots\":\"random\"}") == 0);
    CHECK(ws_expect(fd, "\"joined\""));
    CHECK(ws_send(fd, "{\"type\":\"start\"}") == 0);
    CHECK(ws_expect(fd, "\"state\""));
    CHECK(ws_send(fd, "{\"type\":\"leave\"}") == 0);
    long id = wait_for_game(srv.port);
    CHECK_INT(id, >, 0);
    close(fd);
    if (id <= 0)
        return;
    char path[64], buf[256];
    http_response r;
    snprintf(path, sizeof path, "/games/%ld.rec", id);
    REQUIRE(http_request(srv.port, "GET", path, &r) == 0);
    CHECK_INT(r.status, ==, 200);
    CHECK(!strncmp(http_header(&r, "content-type", buf, sizeof buf), "text/plain",
                   10));
    char want[64];
    snprintf(want, sizeof want, "attachment; filename=\"coup-%ld.rec\"", id);
    CHECK_STR(http_header(&r, "content-disposition", buf, sizeof buf), want);
    CHECK(r.len > 0);
    http_response_free(&r);
    snprintf(path, sizeof path, "/api/games/%ld?lang=it", id);
    REQUIRE(http_request(srv.port, "GET", path, &r) == 0);
    CHECK_INT(r.status, ==, 200);
    CHECK(r.body[0] == '{');
    http_response_free(&r);
}

/* A hint over the network: asked at a decision, found on the bots'
 * thread (think.c), and sent back to the seat that asked. */
TEST(a_hint_over_the_network)
{
    REQUIRE(srv_up);
    char head[2048], buf[128];
    int fd = ws_open(srv.port, "/ws", "coup.v1", head, sizeof head);
    REQUIRE(fd >= 0);
    CHECK(ws_send(fd, "{\"type\":\"create\",\"name\":\"Hu\",\"players\":2,"
                      "\"bots\":\"random\",\"hints\":true}") == 0);
    CHECK(ws_expect(fd, "\"hints\":true"));
    CHECK(ws_send(fd, "{\"type\":\"start\"}") == 0);
    long turn = -1;
    for (int i = 0; i < 1000 && turn < 0; i++) {
        char *m = ws_recv(fd);
        if (!m)
            break;
        const char *t = strstr(m, "\"turn\":");
        if (strstr(m, "\"type\":\"state\"") && strstr(m, "\"legal\":[{") && t)
            turn = atol(t + 7);
        free(m);
    }
    REQUIRE(turn >= 0);
    snprintf(buf, sizeof buf, "{\"type\":\"hint\",\"turn\":%ld}", turn);
    CHECK(ws_send(fd, buf) == 0);
    char *hint = NULL;
    for (int i = 0; i < 1000 && !hint; i++) {
        char *m = ws_recv(fd);
        if (!m)
            break;
        if (strstr(m, "\"type\":\"hint\""))
            hint = m;
        else
            free(m);
    }
    if (CHECK(hint != NULL)) {
        char move[64];
        CHECK(field_of(hint, "move", move, sizeof move)[0] != '\0');
        CHECK(strstr(hint, "\"text\":\"Hint: ") != NULL);
    }
    free(hint);
    CHECK(ws_send(fd, "{\"type\":\"leave\"}") == 0);
    close(fd);
}

static int until_over(int fd);

/* GET path: its status, and its body into body[n] (may be NULL). */
static int get_status(int port, const char *path, char *body, size_t n)
{
    http_response r;
    if (http_request(port, "GET", path, &r) != 0)
        return -1;
    int status = r.status;
    if (body)
        snprintf(body, n, "%s", r.body ? r.body : "");
    http_response_free(&r);
    return status;
}

/* An unlisted room over the network: a stranger's watch without its key
 * is refused as a room that does not exist; its finished game is not in
 * /api/games, and its replay and record answer only with the secret the
 * room's members were given, a 404 the same as a missing game's
 * otherwise. */
TEST(unlisted_room_and_game)
{
    REQUIRE(srv_up);
    char head[2048], code[8], key[40], gkey[40] = "", game[16] = "";
    int fd = ws_open(srv.port, "/ws", "coup.v1", head, sizeof head);
    int other = ws_open(srv.port, "/ws", "coup.v1", head, sizeof head);
    REQUIRE(fd >= 0 && other >= 0);
    CHECK(ws_send(fd, "{\"type\":\"create\",\"name\":\"Cy\",\"players\":2,"
                      "\"bots\":\"random\"}") == 0);
    char *m = ws_recv(fd);
    field_of(m, "code", code, sizeof code);
    field_of(m, "key", key, sizeof key);
    free(m);
    REQUIRE(code[0] && strlen(key) == 32);
    char msg[200];
    snprintf(msg, sizeof msg, "{\"type\":\"watch\",\"code\":\"%s\"}", code);
    CHECK(ws_send(other, msg) == 0);
    m = ws_recv(other);
    CHECK(m && strstr(m, "\"code\":\"no_room\"") != NULL);
    free(m);
    CHECK(ws_send(fd, "{\"type\":\"start\"}") == 0);
    /* The room at the game's start: its id and secret. */
    for (int i = 0; i < 100 && !gkey[0]; i++) {
        m = ws_recv(fd);
        if (!m)
            break;
        if (strstr(m, "\"type\":\"room\"")) {
            field_of(m, "game_key", gkey, sizeof gkey);
            const char *g = strstr(m, "\"game\":");
            if (g)
                snprintf(game, sizeof game, "%ld", strtol(g + 7, NULL, 10));
        }
        free(m);
    }
    REQUIRE(strlen(gkey) == 32 && atol(game) > 0);
    CHECK(ws_send(fd, "{\"type\":\"leave\"}") == 0);
    snprintf(msg, sizeof msg,
             "{\"type\":\"watch\",\"code\":\"%s\",\"key\":\"%s\"}", code, key);
    CHECK(ws_send(fd, msg) == 0);
    REQUIRE(until_over(fd));
    static char body[1 << 16], missing[4096];
    char path[160];
    int st;
    /* A game that does not exist, the reference. */
    CHECK_INT(get_status(srv.port, "/games/999999.rec", missing,
                         sizeof missing), ==, 404);
    for (int i = 0; i < 3; i++) {
        const char *q = i == 0 ? "" : i == 1 ? "?key=0123456789abcdef0123456789abcdef"
                                             : "?key=";
        snprintf(path, sizeof path, "/games/%s.rec%s", game, q);
        CHECK_INT(get_status(srv.port, path, body, sizeof body), ==, 404);
        CHECK_STR(body, missing);
        snprintf(path, sizeof path, "/api/games/%s%s", game, q);
        CHECK_INT(get_status(srv.port, path, body, sizeof body), ==, 404);
        CHECK_STR(body, missing);
    }
    /* The room's summary: with its key only; else the 404 of a code with
     * no room (and of a code that is none). */
    const char *nokey[] = {"", "?key=0123456789abcdef0123456789abcdef",
                           "?room=X&key="};
    for (int i = 0; i < 3; i++) {
        snprintf(path, sizeof path, "/api/rooms/%s%s", code, nokey[i]);
        CHECK_INT(get_status(srv.port, path, body, sizeof body), ==, 404);
        CHECK_STR(body, missing);
    }
    CHECK_INT(get_status(srv.port, "/api/rooms/AEIO", body, sizeof body), ==,
              404);
    CHECK_STR(body, missing);
    snprintf(path, sizeof path, "/api/rooms/%s?room=%s&key=%s", code, code,
             key);
    CHECK_INT(get_status(srv.port, path, body, sizeof body), ==, 200);
    CHECK(strstr(body, "\"status\":\"over\"") != NULL);
    CHECK(strstr(body, gkey) != NULL);
    CHECK(strstr(body, key) == NULL);
    snprintf(path, sizeof path, "/games/%s.rec?key=%s", game, gkey);
    st = get_status(srv.port, path, body, sizeof body);
    CHECK_INT(st, ==, 200);
    CHECK(strncmp(body, "coup-record", 11) == 0);
    snprintf(path, sizeof path, "/api/games/%s?lang=it&key=%s", game, gkey);
    CHECK_INT(get_status(srv.port, path, body, sizeof body), ==, 200);
    CHECK(strstr(body, "\"steps\":[") != NULL);
    snprintf(path, sizeof path, "/api/games/%s?key=%s&lang=it", game, gkey);
    CHECK_INT(get_status(srv.port, path, body, sizeof body), ==, 200);
    /* Not listed. */
    char listed[64];
    snprintf(listed, sizeof listed, "\"id\":%s,", game);
    CHECK_INT(get_status(srv.port, "/api/games", body, sizeof body), ==, 200);
    CHECK(strstr(body, listed) == NULL);
    CHECK(strstr(body, code) == NULL);
    close(fd);
    close(other);
}

/* POSTs body to path on port with headers `extra` (each ending "\r\n";
 * Host is the server's): the whole answer into out[n]; its status, 0 for
 * none. */
static int post_to(int port, const char *path, const char *extra,
                   const char *body, char *out, size_t n)
{
    char req[2048];
    int len = snprintf(req, sizeof req,
                       "POST %s HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n%s"
                       "Content-Length: %zu\r\nConnection: close\r\n\r\n%s",
                       path, port, extra, strlen(body), body);
    int fd = wsc_connect(port);
    if (fd < 0)
        return 0;
    wsc_send_all(fd, req, (size_t)len);
    size_t got = 0;
    ssize_t r;
    while (got < n - 1 && (r = recv(fd, out + got, n - 1 - got, 0)) > 0)
        got += (size_t)r;
    close(fd);
    out[got] = '\0';
    int status = 0;
    if (sscanf(out, "HTTP/1.%*d %d", &status) != 1)
        status = 0;
    return status;
}

/* The same to the shared server. */
static int post_raw(const char *path, const char *extra, const char *body,
                    char *out, size_t n)
{
    return post_to(srv.port, path, extra, body, out, n);
}

/* The coup_session cookie an answer sets, into tok[n]. */
static const char *set_cookie(const char *answer, char *tok, size_t n)
{
    const char *c = strstr(answer, "set-cookie: coup_session=");
    tok[0] = '\0';
    if (c)
        snprintf(tok, n, "%.*s", (int)strcspn(c + 25, ";\r"), c + 25);
    return tok;
}

/* Accounts over the network (docs/web-protocol.md, "Accounts"): a sign-up
 * from the page's own origin gets its HttpOnly cookie, with the hash made
 * off the loop; one from another site, or with no Origin, or not JSON, is
 * refused; the cookie opens GET /api/me and signs the WebSocket in; a
 * WebSocket from another site's page is refused; no password or hash is
 * ever logged; a client gone before its answer leaves the server as it
 * was. */
TEST(accounts_over_http)
{
    REQUIRE(srv_up);
    char out[4096], origin[128], tok[64], hdr[256], head[1024];
    snprintf(origin, sizeof origin,
             "Origin: http://127.0.0.1:%d\r\nContent-Type: application/json\r\n",
             srv.port);
    const char *body = "{\"name\":\"Netta\",\"password\":\"net password\"}";
    CHECK_INT(post_raw("/api/account/signup",
                       "Origin: http://evil.example\r\n"
                       "Content-Type: application/json\r\n", body, out,
                       sizeof out), ==, 403);
    CHECK(strstr(out, "\"origin\"") != NULL);
    CHECK_INT(post_raw("/api/account/signup",
                       "Content-Type: application/json\r\n", body, out,
                       sizeof out), ==, 403);
    snprintf(hdr, sizeof hdr, "Origin: http://127.0.0.1:%d\r\n"
             "Content-Type: text/plain\r\n", srv.port);
    CHECK_INT(post_raw("/api/account/signup", hdr, body, out, sizeof out),
              ==, 415);
    CHECK_INT(post_raw("/api/account/signup", origin, body, out, sizeof out),
              ==, 200);
    CHECK(strstr(out, "HttpOnly") && strstr(out, "SameSite=Lax"));
    CHECK(strstr(out, "\"name\":\"Netta\"") != NULL);
    set_cookie(out, tok, sizeof tok);
    CHECK_INT(strlen(tok), ==, 43);
    CHECK_INT(post_raw("/api/account/signin", origin,
                       "{\"name\":\"netta\",\"password\":\"wrong password\"}",
                       out, sizeof out), ==, 401);
    CHECK_INT(post_raw("/api/account/nothing", origin, "{}", out, sizeof out),
              ==, 404);

    /* The cookie: /api/me, and the WebSocket. */
    http_response r;
    snprintf(hdr, sizeof hdr, "Cookie: a=b; coup_session=%s\r\n", tok);
    REQUIRE(http_request_as(srv.port, "GET", "/api/me", hdr, &r) == 0);
    CHECK_INT(r.status, ==, 200);
    CHECK(r.body && strstr(r.body, "\"name\":\"Netta\""));
    char cc[64];
    CHECK_STR(http_header(&r, "cache-control", cc, sizeof cc), "no-store");
    http_response_free(&r);
    REQUIRE(http_request(srv.port, "GET", "/api/me", &r) == 0);
    CHECK(r.body && strstr(r.body, "\"account\":null"));
    http_response_free(&r);
    int fd = ws_open_as(srv.port, "/ws", "coup.v1", hdr, head, sizeof head);
    REQUIRE(fd >= 0);
    ws_send(fd, "{\"type\":\"hello\",\"v\":1,\"lang\":\"en\"}");
    CHECK(ws_expect(fd, "\"name\":\"Netta\""));
    close(fd);
    CHECK_INT(ws_open_as(srv.port, "/ws", "coup.v1",
                         "Origin: http://evil.example\r\n", head, sizeof head),
              <, 0);
    CHECK(strstr(head, " 403 ") != NULL);

    /* Gone before the answer: nothing breaks. */
    int g = wsc_connect(srv.port);
    char req[512];
    int len = snprintf(req, sizeof req,
                       "POST /api/account/signin HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n%s"
                       "Content-Length: %zu\r\n\r\n%s", srv.port, origin,
                       strlen(body), body);
    wsc_send_all(g, req, (size_t)len);
    close(g);
    server_goes_on();
    CHECK(!logged("net password") && !logged("$argon2"));
    CHECK(logged("POST /api/account/signin: 401"));
}

/* A client that goes on breaking the protocol is dropped by the hub: what
 * was queued to it still goes out, then the server closes the WebSocket. */
TEST(websocket_dropped)
{
    REQUIRE(srv_up);
    char head[2048];
    int fd = ws_open(srv.port, "/ws", "coup.v1", head, sizeof head);
    REQUIRE(fd >= 0);
    /* One refused message at a time, each answer read before the next
     * is sent (a frame sent after the server closed would be answered by
     * a TCP reset, which may come before the close frame is read): past
     * 100 refusals (docs/web-protocol.md) the last error says the
     * connection is closed, and the close follows. */
    int errors = 0, said_closed = 0;
    for (int i = 0; i < 200 && !said_closed; i++) {
        if (ws_send(fd, "[]"))
            break;
        char *m;
        while ((m = ws_recv(fd))) {
            int error = strstr(m, "\"error\"") != NULL;
            errors += error;
            said_closed |= error && strstr(m, "is closed") != NULL;
            free(m);
            if (error)
                break;
        }
        if (!m)
            break; /* closed, or the deadline */
    }
    CHECK(said_closed);
    char *m;
    while ((m = ws_recv(fd)))
        free(m);
    CHECK(ws_closed());
    CHECK_INT(errors, >, 100);
    close(fd);
    server_goes_on(); /* the request did not take the server down */
}

/* With --proxy, a connection from 127.0.0.1 is the last address of its
 * X-Forwarded-For (those before it are the client's own word): two
 * WebSockets from one address are let in, a third is told why and
 * closed, others are not touched; HTTP requests past the address's rate
 * get 429. */
TEST(per_address_limits_behind_a_proxy)
{
    server s;
    REQUIRE(server_prepare(&s, NULL, 0));
    s.o.ip_conns = 2;
    s.o.ip_rate = 5; /* bursts of 10 */
    s.o.proxy = 1;
    REQUIRE(server_run(&s));
    static const char *const from_a = "X-Forwarded-For: 192.0.2.1\r\n";
    static const char *const spoofed =
        "X-Forwarded-For: 198.51.100.7, 192.0.2.1\r\n";
    char head[2048];
    int a1 = ws_open_as(s.port, "/ws", "coup.v1", from_a, head, sizeof head);
    int a2 = ws_open_as(s.port, "/ws", "coup.v1", spoofed, head, sizeof head);
    CHECK(a1 >= 0 && a2 >= 0);
    CHECK(ws_send(a1, "{\"type\":\"lobby\"}") == 0);
    CHECK(ws_expect(a1, "\"lobby\""));
    int a3 = ws_open_as(s.port, "/ws", "coup.v1", from_a, head, sizeof head);
    CHECK(a3 >= 0);
    if (a3 >= 0) {
        char *m = ws_recv(a3);
        CHECK(m && strstr(m, "too_many_connections") &&
              strstr(m, "192.0.2.1"));
        free(m);
        m = ws_recv(a3);
        CHECK(m == NULL && ws_closed());
        free(m);
        close(a3);
    }
    /* Another address, and the proxy itself, are let in. */
    int b = ws_open_as(s.port, "/ws", "coup.v1",
                       "X-Forwarded-For: 192.0.2.2\r\n", head, sizeof head);
    int local = ws_open(s.port, "/ws", "coup.v1", head, sizeof head);
    CHECK(b >= 0 && local >= 0);
    CHECK(ws_send(b, "{\"type\":\"lobby\"}") == 0);
    CHECK(ws_expect(b, "\"lobby\""));
    /* One of 192.0.2.1's closes: a new one fits. */
    close(a2);
    int again = -1;
    for (int i = 0; i < DEADLINE_S * 100 && again < 0; i++) {
        again = ws_open_as(s.port, "/ws", "coup.v1", from_a, head,
                           sizeof head);
        if (again < 0)
            break;
        CHECK(ws_send(again, "{\"type\":\"lobby\"}") == 0);
        char *m = ws_recv(again);
        int refused = m && strstr(m, "too_many_connections");
        free(m);
        if (refused) { /* the server has not seen a2 go yet */
            close(again);
            again = -1;
            struct timespec ms = {0, 10 * 1000 * 1000};
            nanosleep(&ms, NULL);
        }
    }
    CHECK(again >= 0);
    /* HTTP: 10 requests from 192.0.2.3 at once pass, then 429 (5 more a
     * second: 60 requests would need 10 s to all pass). */
    int ok = 0, refused = 0;
    for (int i = 0; i < 60; i++) {
        http_response r;
        if (http_request_as(s.port, "GET", "/healthz",
                            "X-Forwarded-For: 192.0.2.3\r\n", &r))
            continue;
        ok += r.status == 200;
        refused += r.status == 429;
        http_response_free(&r);
    }
    CHECK(ok >= 10 && ok < 60);
    CHECK_INT(ok + refused, ==, 60);
    int fds[] = {a1, b, local, again};
    for (size_t i = 0; i < sizeof fds / sizeof *fds; i++)
        if (fds[i] >= 0)
            close(fds[i]);
    CHECK_INT(server_stop(&s), ==, 0);
}

/* Reads c's messages until a state says the game is over; 1 if it did. */
static int until_over(int fd)
{
    for (int i = 0; i < 100000; i++) {
        char *m = ws_recv(fd);
        if (!m)
            return 0;
        int over = strstr(m, "\"type\":\"state\"") && !strstr(m, "\"winner\":-1");
        free(m);
        if (over)
            return 1;
    }
    return 0;
}

/* A client that stops reading is dropped once 1 MB waits for it, and
 * nobody else waits meanwhile: Ann watches a finished game of ten bots
 * and asks for its whole log again and again (`lang`), reading nothing;
 * Ben's questions are answered all along. */
/* A WebSocket on port that watches a finished game of ten bots, whose
 * every "lang" message is answered with its whole state and log (tens of
 * KB); -1 when it could not be made. */
static int watcher_of_a_finished_game(int port)
{
    char head[2048];
    int fd = ws_open(port, "/ws", "coup.v1", head, sizeof head);
    if (fd < 0)
        return -1;
    CHECK(ws_send(fd, "{\"type\":\"create\",\"name\":\"Ann\",\"players\":10,"
                      "\"bots\":\"random\"}") == 0);
    char *m = ws_recv(fd); /* joined */
    char code[8], key[40];
    field_of(m, "code", code, sizeof code);
    field_of(m, "key", key, sizeof key);
    free(m);
    char msg[160];
    CHECK(ws_send(fd, "{\"type\":\"start\"}") == 0);
    CHECK(ws_send(fd, "{\"type\":\"leave\"}") == 0);
    snprintf(msg, sizeof msg,
             "{\"type\":\"watch\",\"code\":\"%s\",\"key\":\"%s\"}", code, key);
    CHECK(ws_send(fd, msg) == 0);
    if (!code[0] || !until_over(fd)) {
        close(fd);
        return -1;
    }
    return fd;
}

/* A client that reads late (a small receive buffer, 16 asks answered
 * with about 400 KB before it reads a byte) gets every message whole, in
 * order. (On loopback the kernel may take all of it at once; the send()
 * that takes only part is met in a_client_that_stops_reading.) */
TEST(a_client_that_reads_late)
{
    enum { LATE_ASKS = 16 }; /* within a connection's burst of 40 */
    REQUIRE(srv_up);
    wsc_rcvbuf = 4096;
    int fd = watcher_of_a_finished_game(srv.port);
    wsc_rcvbuf = 0;
    REQUIRE(fd >= 0);
    for (int i = 0; i < LATE_ASKS; i++)
        CHECK(ws_send(fd, i % 2 ? "{\"type\":\"lang\",\"lang\":\"it\"}"
                                : "{\"type\":\"lang\",\"lang\":\"en\"}") == 0);
    /* Another client's answer: the server has read them by then, and
     * tried to send the answers (about 400 KB) to a client that is not
     * reading. */
    char head[2048];
    int ben = ws_open(srv.port, "/ws", "coup.v1", head, sizeof head);
    CHECK(ben >= 0);
    CHECK(ws_send(ben, "{\"type\":\"lobby\"}") == 0);
    CHECK(ws_expect(ben, "\"lobby\""));
    close(ben);
    /* Reads shorter than the server's ping (30 s), which ws_recv() would
     * answer and wait on. */
    struct timeval tv = {10, 0};
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
    size_t total = 0;
    int states = 0, logs = 0;
    double start = now_s();
    while ((states < LATE_ASKS || logs < LATE_ASKS) &&
           now_s() - start < DEADLINE_S) {
        char *m = ws_recv(fd);
        if (!m)
            break;
        total += strlen(m);
        states += strstr(m, "\"type\":\"state\"") != NULL;
        logs += strstr(m, "\"type\":\"log\"") != NULL;
        if (strstr(m, "\"type\":\"error\""))
            fprintf(stderr, "  refused: %.200s\n", m);
        CHECK(strstr(m, "\"type\":\"error\"") == NULL);
        CHECK(m[strlen(m) - 1] == '}');
        free(m);
    }
    CHECK_INT(states, ==, LATE_ASKS);
    CHECK_INT(logs, ==, LATE_ASKS);
    if (getenv("COUP_TEST_VERBOSE"))
        fprintf(stderr, "  %zu bytes read late\n", total);
    close(fd);
}

TEST(a_client_that_stops_reading)
{
    server s;
    REQUIRE(server_prepare(&s, NULL, 0));
    s.o.ip_conns = 0;
    s.o.ip_rate = 0;
    REQUIRE(server_run(&s));
    char head[2048];
    int ann = watcher_of_a_finished_game(s.port);
    int ben = ws_open(s.port, "/ws", "coup.v1", head, sizeof head);
    REQUIRE(ann >= 0 && ben >= 0);
    int small = 4096;
    setsockopt(ann, SOL_SOCKET, SO_RCVBUF, &small, sizeof small);
    int sent = 0, answered = 0, gone = 0;
    double start = now_s();
    while (now_s() - start < DEADLINE_S && !gone) {
        /* 20 a second, the most a connection may send. */
        for (int i = 0; i < 2 && !gone; i++)
            gone = ws_send(ann, sent++ % 2 ? "{\"type\":\"lang\",\"lang\":\"it\"}"
                                           : "{\"type\":\"lang\",\"lang\":\"en\"}") != 0;
        CHECK(ws_send(ben, "{\"type\":\"lobby\"}") == 0);
        answered += ws_expect(ben, "\"lobby\"");
        gone |= logged("dropped:");
        struct timespec tenth = {0, 100 * 1000 * 1000};
        nanosleep(&tenth, NULL);
    }
    CHECK(logged("dropped:"));
    CHECK(answered > 0);
    /* Ben was answered every time, and still is. */
    CHECK(ws_send(ben, "{\"type\":\"lobby\"}") == 0);
    CHECK(ws_expect(ben, "\"lobby\""));
    close(ann);
    close(ben);
    CHECK_INT(server_stop(&s), ==, 0);
}

/* A client that vanishes without a word (it answers no ping) is found
 * and freed: the other player of the room sees its seat disconnected. */
TEST(a_client_that_says_nothing)
{
    server s;
    REQUIRE(server_prepare(&s, NULL, 0));
    s.o.ping_s = 1; /* closed 12 s after its last word */
    REQUIRE(server_run(&s));
    char head[2048];
    int ann = ws_open(s.port, "/ws", "coup.v1", head, sizeof head);
    int ben = ws_open(s.port, "/ws", "coup.v1", head, sizeof head);
    REQUIRE(ann >= 0 && ben >= 0);
    CHECK(ws_send(ann, "{\"type\":\"create\",\"name\":\"Ann\",\"players\":2}") == 0);
    char *m = ws_recv(ann);
    char code[8], key[40], msg[160];
    field_of(m, "code", code, sizeof code);
    field_of(m, "key", key, sizeof key);
    free(m);
    REQUIRE(code[0]);
    snprintf(msg, sizeof msg,
             "{\"type\":\"join\",\"code\":\"%s\",\"name\":\"Ben\",\"key\":\"%s\"}",
             code, key);
    CHECK(ws_send(ben, msg) == 0);
    /* Ann reads nothing from now on, so answers no ping; Ben does. */
    int freed = 0;
    double start = now_s();
    while (!freed && now_s() - start < 2 * DEADLINE_S) {
        m = ws_recv(ben);
        if (!m)
            break;
        freed = strstr(m, "\"name\":\"Ann\",\"bot\":null,\"account\":false,\"connected\":false") != NULL;
        free(m);
    }
    CHECK(freed);
    CHECK(logged("gone"));
    close(ann);
    close(ben);
    CHECK_INT(server_stop(&s), ==, 0);
}

TEST(port_in_use)
{
    REQUIRE(srv_up);
    coup_serve_options o;
    coup_serve_defaults(&o);
    o.port = srv.port;
    o.db = ":memory:";
    char why[256];
    CHECK_INT(coup_serve(&o, why, sizeof why), ==, -1);
    char want[64];
    snprintf(want, sizeof want, "127.0.0.1:%d: address in use", srv.port);
    CHECK(strstr(why, want) != NULL);
    if (!strstr(why, want))
        fprintf(stderr, "  why: %s\n", why);
}

TEST(stops_on_the_flag)
{
    REQUIRE(srv_up);
    /* A WebSocket still open when the server stops. */
    char head[2048];
    int fd = ws_open(srv.port, "/ws", "coup.v1", head, sizeof head);
    CHECK(fd >= 0);
    if (fd >= 0)
        CHECK(ws_send(fd, create_msg) == 0);
    if (fd >= 0)
        CHECK(ws_expect(fd, "\"room\""));
    CHECK_INT(server_stop(&srv), ==, 0);
    srv_up = 0;
    if (fd >= 0)
        close(fd);
}

/* Asked to stop, the server refuses new connections and finishes the
 * replies under way before it returns: a page loading as the server
 * restarts gets each file whole (a load run once saw a browser get
 * /cards.svg cut short). Here a client with a small receive buffer asks
 * for 4 MB and reads only once the stop is asked for. */
TEST(a_reply_under_way_goes_out_before_the_server_stops)
{
    enum { LINE = 64, BIG = 4 << 20 };
    char dir[] = "/tmp/coup-test-drain-XXXXXX";
    REQUIRE(mkdtemp(dir) != NULL);
    char path[128];
    snprintf(path, sizeof path, "%s/big.txt", dir);
    FILE *f = fopen(path, "w");
    REQUIRE(f != NULL);
    for (int i = 0; i < BIG / LINE; i++)
        fprintf(f, "%0*d\n", LINE - 1, i);
    fclose(f);
    server s;
    int up = server_start(&s, dir, 0);
    CHECK(up);
    int fd = -1;
    if (up) {
        int saved = wsc_rcvbuf;
        wsc_rcvbuf = 4096;
        fd = wsc_connect(s.port);
        wsc_rcvbuf = saved;
    }
    static const char get[] = "GET /big.txt HTTP/1.1\r\nHost: x\r\n\r\n";
    char first[64];
    if (fd >= 0 && wsc_send_all(fd, get, sizeof get - 1) == 0 &&
        recv(fd, first, sizeof first, 0) == (ssize_t)sizeof first) {
        /* The reply has begun. */
        s.stop = 1;
        /* Once the stop is seen, a new connection is refused. */
        int refused = 0;
        for (double end = now_s() + DEADLINE_S; !refused && now_s() < end;) {
            int c = wsc_connect(s.port);
            refused = c < 0;
            if (c >= 0)
                close(c);
            struct timespec ms = {0, 1000000};
            nanosleep(&ms, NULL);
        }
        CHECK(refused);
        /* The reply comes whole: its head, then BIG bytes (read with a
         * larger buffer now, to be quick about it). */
        int wide = 1 << 20;
        setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &wide, sizeof wide);
        size_t got = sizeof first, cap = BIG + 4096;
        char *all = malloc(cap);
        REQUIRE(all != NULL);
        memcpy(all, first, got);
        ssize_t r;
        while (got < cap && (r = recv(fd, all + got, cap - got, 0)) > 0)
            got += (size_t)r;
        char *body = memmem(all, got, "\r\n\r\n", 4);
        CHECK(body != NULL);
        if (body) {
            CHECK(memmem(all, (size_t)(body - all), "content-length: 4194304",
                         23) != NULL);
            CHECK_UINT(got - (size_t)(body + 4 - all), ==, (size_t)BIG);
        }
        free(all);
    } else {
        CHECK(!"the first bytes of the reply");
    }
    if (fd >= 0)
        close(fd);
    if (up)
        CHECK_INT(server_stop(&s), ==, 0);
    unlink(path);
    rmdir(dir);
}

/* --static DIR: files read at request time, and none from outside. */
TEST(static_dir)
{
    char dir[] = "/tmp/coup-test-static-XXXXXX";
    REQUIRE(mkdtemp(dir) != NULL);
    char path[128], outside[128];
    snprintf(path, sizeof path, "%s/index.html", dir);
    FILE *f = fopen(path, "w");
    REQUIRE(f != NULL);
    fputs("<html>static page</html>\n", f);
    fclose(f);
    snprintf(outside, sizeof outside, "%s-secret.txt", dir);
    f = fopen(outside, "w");
    REQUIRE(f != NULL);
    fputs("secret\n", f);
    fclose(f);
    char link[128];
    snprintf(link, sizeof link, "%s/leak.txt", dir);
    CHECK(symlink(outside, link) == 0);

    server s;
    int up = server_start(&s, dir, 0);
    CHECK(up);
    if (up) {
        http_response r;
        if (http_request(s.port, "GET", "/r/WXYZ", &r) == 0) {
            CHECK_INT(r.status, ==, 200);
            CHECK(strstr(r.body, "static page") != NULL);
            http_response_free(&r);
        } else {
            CHECK(!"an answer to /r/WXYZ");
        }
        /* Changed on disk: served as it is now. */
        f = fopen(path, "w");
        if (f) {
            fputs("<html>changed</html>\n", f);
            fclose(f);
        }
        if (http_request(s.port, "GET", "/index.html", &r) == 0) {
            CHECK(strstr(r.body, "changed") != NULL);
            http_response_free(&r);
        }
        if (http_request(s.port, "GET", "/leak.txt", &r) == 0) {
            CHECK_INT(r.status, ==, 404);
            CHECK(!strstr(r.body, "secret"));
            http_response_free(&r);
        }
        if (http_request(s.port, "GET", "/app.js", &r) == 0) {
            CHECK_INT(r.status, ==, 404); /* not in DIR, even if built in */
            http_response_free(&r);
        }
        CHECK_INT(server_stop(&s), ==, 0);
    }
    unlink(link);
    unlink(outside);
    unlink(path);
    rmdir(dir);
}

TEST(bad_static_dir)
{
    coup_serve_options o;
    coup_serve_defaults(&o);
    o.port = 0;
    o.db = ":memory:";
    o.static_dir = "/nonexistent/coup-static";
    char why[256];
    CHECK_INT(coup_serve(&o, why, sizeof why), ==, -1);
    CHECK(strstr(why, "--static /nonexistent/coup-static") != NULL);
}

/* POSTs (no body) to path on port, from this site's page (its Origin)
 * or, with no_origin, from no page: its status, the answer in out[n]. */
static int post_at(int port, const char *path, bool no_origin, char *out,
                   size_t n)
{
    char origin[64] = "";
    if (!no_origin)
        snprintf(origin, sizeof origin, "Origin: http://127.0.0.1:%d\r\n",
                 port);
    return post_to(port, path, origin, "", out, n);
}

/* A finished game's analysis over HTTP (docs/web-protocol.md,
 * "Analysis"), made on the analyses' worker thread: POST starts it (from
 * this site's page only), GET polls it until done, in French; a second
 * POST answers from the store. A server asked to stop while an analysis
 * runs stops it and joins its thread. */
TEST(an_analysis_over_http)
{
    server s;
    REQUIRE(server_prepare(&s, NULL, 0));
    s.o.analysis_budget = 300;
    REQUIRE(server_run(&s));
    char head[2048], path[96], out[8192];
    static char body[1 << 20];
    int fd = ws_open(s.port, "/ws", "coup.v1", head, sizeof head);
    REQUIRE(fd >= 0);
    CHECK(ws_send(fd, "{\"type\":\"create\",\"name\":\"Bo\",\"players\":2,"
                      "\"options\":[],\"timer\":0,\"public\":true,"
                      "\"bots\":\"random\"}") == 0);
    CHECK(ws_expect(fd, "\"joined\""));
    CHECK(ws_send(fd, "{\"type\":\"start\"}") == 0);
    CHECK(ws_expect(fd, "\"state\""));
    CHECK(ws_send(fd, "{\"type\":\"leave\"}") == 0);
    long id = wait_for_game(s.port);
    close(fd);
    REQUIRE(id > 0);

    snprintf(path, sizeof path, "/api/games/%ld/analysis", id);
    CHECK_INT(get_status(s.port, path, body, sizeof body), ==, 200);
    CHECK_STR(body, "{\"state\":\"none\"}");
    CHECK_INT(post_at(s.port, path, true, out, sizeof out), ==, 403);
    CHECK(strstr(out, "\"origin\"") != NULL);
    snprintf(path, sizeof path, "/api/games/%ld/analysiss", id);
    CHECK_INT(post_at(s.port, path, false, out, sizeof out), ==, 404);
    CHECK_INT(post_at(s.port, "/api/games/999999/analysis", false, out,
                      sizeof out), ==, 404);
    CHECK(strstr(out, "\"not_found\"") != NULL);
    snprintf(path, sizeof path, "/api/games/%ld/analysis?lang=fr", id);
    int status = post_at(s.port, path, false, out, sizeof out);
    CHECK(status == 202 || status == 200);
    CHECK(strstr(out, "content-type: application/json") != NULL);
    /* Polled until done, with a deadline. */
    int done = 0;
    struct timespec tenth = {0, 100 * 1000 * 1000};
    for (double until = now_s() + DEADLINE_S; !done && now_s() < until;) {
        CHECK_INT(get_status(s.port, path, body, sizeof body), ==, 200);
        done = strstr(body, "\"state\":\"done\"") != NULL;
        if (!done) {
            CHECK(strstr(body, "\"state\":\"running\"") != NULL ||
                  strstr(body, "\"state\":\"queued\"") != NULL);
            nanosleep(&tenth, NULL);
        }
    }
    CHECK(done);
    CHECK(strstr(body, "\"decisions\":[{") != NULL);
    CHECK(strstr(body, "\"budget\":300") != NULL);
    CHECK(strstr(body, "\"played_text\":") != NULL);
    CHECK(strstr(body, "\"lang\":\"fr\"") != NULL);
    /* Again: from the store at once. */
    CHECK_INT(post_at(s.port, path, false, out, sizeof out), ==, 200);
    CHECK(strstr(out, "\"state\":\"done\"") != NULL);
    CHECK(logged("analysed (300 iterations a decision)"));

    CHECK_INT(server_stop(&s), ==, 0);

    /* A server whose analyses take a while (some 20 decisions of 50,000
     * iterations, a tenth of a second each, seconds under ASan): asked to
     * stop while one runs, it stops it at its next decision and joins its
     * thread. */
    REQUIRE(server_prepare(&s, NULL, 0));
    s.o.analysis_budget = 50000;
    REQUIRE(server_run(&s));
    fd = ws_open(s.port, "/ws", "coup.v1", head, sizeof head);
    REQUIRE(fd >= 0);
    CHECK(ws_send(fd, "{\"type\":\"create\",\"name\":\"Bo\",\"players\":2,"
                      "\"options\":[],\"timer\":0,\"public\":true,"
                      "\"bots\":\"random\"}") == 0);
    CHECK(ws_expect(fd, "\"joined\""));
    CHECK(ws_send(fd, "{\"type\":\"start\"}") == 0);
    CHECK(ws_send(fd, "{\"type\":\"leave\"}") == 0);
    id = wait_for_game(s.port);
    close(fd);
    REQUIRE(id > 0);
    snprintf(path, sizeof path, "/api/games/%ld/analysis", id);
    CHECK_INT(post_at(s.port, path, false, out, sizeof out), ==, 202);
    CHECK(strstr(out, "\"state\":\"running\"") != NULL);
    double t0 = now_s();
    CHECK_INT(server_stop(&s), ==, 0);
    CHECK(now_s() - t0 < DEADLINE_S);
    CHECK(!logged("analysed (50000"));
}

int main(void)
{
    test_run_all();
    if (srv_up)
        server_stop(&srv);
    TEST_MAIN_END();
}
