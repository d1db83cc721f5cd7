/*
 * test_net.c - coup_serve() (src/server/net.c) from the outside: a server
 * on a free port in a thread, and a small blocking HTTP and WebSocket
 * client written here over plain sockets (RFC 6455 framing, client side).
 *
 * Nothing sleeps: the server's start is waited for on a condition with a
 * deadline, and every read has a receive timeout.
 */
#define _XOPEN_SOURCE 700
#include <errno.h>
#include <netinet/in.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>
#include <arpa/inet.h>

#include "server/server.h"
#include "test.h"

/* Seconds any single wait may take before the test gives up. */
#define DEADLINE_S 30

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

static void on_log(void *ctx, const char *line)
{
    (void)ctx;
    if (getenv("COUP_TEST_VERBOSE"))
        fprintf(stderr, "server: %s\n", line);
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

/* Starts a server on any free port, its database in a new temporary
 * folder; static_dir may be NULL. 1 when it listens. */
static int server_start(server *s, const char *static_dir, int port)
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
    if (pthread_create(&s->thread, NULL, serve_thread, s))
        return 0;
    return server_wait_ready(s);
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
    const char *suffix[] = {"", "-wal", "-shm", "-journal"};
    char path[160];
    for (int i = 0; i < 4; i++) {
        snprintf(path, sizeof path, "%s%s", s->db, suffix[i]);
        unlink(path);
    }
    rmdir(s->dir);
    pthread_cond_destroy(&s->changed);
    pthread_mutex_destroy(&s->lock);
    return s->rc;
}

/* ------------------------------------------------------------- HTTP */

static int connect_to(int port)
{
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0)
        return -1;
    struct timeval tv = {DEADLINE_S, 0};
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
    setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof tv);
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

static int send_all(int fd, const void *data, size_t len)
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

typedef struct response {
    int status;
    char *head; /* the status line and headers, NUL-terminated */
    char *body; /* NUL-terminated */
    size_t len;
} response;

static void response_free(response *r)
{
    free(r->head);
    free(r->body);
    memset(r, 0, sizeof *r);
}

/* A header's value in r->head (case-insensitive name), copied into buf;
 * "" when it is not there. */
static const char *header(const response *r, const char *name, char *buf,
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
static int http(int port, const char *method, const char *path, response *r)
{
    memset(r, 0, sizeof *r);
    int fd = connect_to(port);
    if (fd < 0)
        return -1;
    char req[2048];
    snprintf(req, sizeof req,
             "%s %s HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n"
             "Content-Length: 0\r\n\r\n", method, path);
    size_t cap = 1 << 16, len = 0;
    char *buf = malloc(cap + 1);
    if (!buf || send_all(fd, req, strlen(req))) {
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
static int ws_open(int port, const char *path, const char *proto, char *head,
                   size_t n)
{
    int fd = connect_to(port);
    if (fd < 0)
        return -1;
    char req[1024];
    snprintf(req, sizeof req,
             "GET %s HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\n"
             "Connection: Upgrade\r\n"
             "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
             "Sec-WebSocket-Version: 13\r\n%s%s%s\r\n",
             path, proto ? "Sec-WebSocket-Protocol: " : "", proto ? proto : "",
             proto ? "\r\n" : "");
    if (send_all(fd, req, strlen(req))) {
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
static int ws_frame(int fd, int opcode, int fin, const char *data, size_t len)
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
    char *masked = malloc(len ? len : 1);
    for (size_t i = 0; i < len; i++)
        masked[i] = (char)(data[i] ^ mask[i % 4]);
    int rc = send_all(fd, h, hl) || send_all(fd, masked, len) ? -1 : 0;
    free(masked);
    return rc;
}

static int ws_send(int fd, const char *text)
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

/* Set by ws_recv(): the last frame read was the server's close. */
static int ws_got_close;

/* The next text message (malloc'd, NUL-terminated), or NULL on a close
 * frame (ws_got_close), an error or the deadline. */
static char *ws_recv(int fd)
{
    ws_got_close = 0;
    for (;;) {
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
        free(data);
        if (opcode == 8) {
            ws_got_close = 1;
            return NULL;
        }
        /* A ping or pong: not what the test waits for. */
    }
}

/* Reads messages until one holds `needle`; 1 if it came (at most 50
 * messages). */
static int ws_expect(int fd, const char *needle)
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

/* ------------------------------------------------------------ tests */

static server srv;
static int srv_up;

static const char create_msg[] =
    "{\"type\":\"create\",\"name\":\"Ada\",\"players\":3,\"options\":[],"
    "\"timer\":0,\"public\":true,\"bots\":\"random\"}";

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
    response r;
    char buf[256];
    REQUIRE(http(srv.port, "GET", "/", &r) == 0);
    /* The page, or (a build without web/) the text that says so. */
    CHECK(r.status == 200 ? strstr(r.body, "<html") != NULL
                          : strstr(r.body, "missing") != NULL);
    if (r.status == 200)
        CHECK(!strncmp(header(&r, "content-type", buf, sizeof buf),
                       "text/html", 9));
    CHECK(strstr(header(&r, "content-security-policy", buf, sizeof buf),
                 "default-src 'self'") != NULL);
    CHECK_STR(header(&r, "x-content-type-options", buf, sizeof buf),
              "nosniff");
    CHECK_STR(header(&r, "cache-control", buf, sizeof buf), "no-cache");
    response_free(&r);

    /* A room's link and a game's page are the same page. */
    response r2;
    REQUIRE(http(srv.port, "GET", "/", &r) == 0);
    REQUIRE(http(srv.port, "GET", "/r/ABCD", &r2) == 0);
    CHECK_INT(r2.status, ==, r.status);
    CHECK(r2.len == r.len && !memcmp(r2.body, r.body, r.len));
    response_free(&r2);
    REQUIRE(http(srv.port, "GET", "/games/12", &r2) == 0);
    CHECK_INT(r2.status, ==, r.status);
    response_free(&r2);
    response_free(&r);

    REQUIRE(http(srv.port, "GET", "/healthz", &r) == 0);
    CHECK_INT(r.status, ==, 200);
    CHECK_STR(r.body, "ok\n");
    response_free(&r);

    /* HEAD: the headers of GET, no body. */
    REQUIRE(http(srv.port, "HEAD", "/healthz", &r) == 0);
    CHECK_INT(r.status, ==, 200);
    CHECK_STR(header(&r, "content-length", buf, sizeof buf), "3");
    CHECK_INT(r.len, ==, 0);
    response_free(&r);
}

TEST(lang_and_api)
{
    REQUIRE(srv_up);
    response r;
    char buf[256];
    REQUIRE(http(srv.port, "GET", "/lang/en.json", &r) == 0);
    CHECK_INT(r.status, ==, 200);
    /* One JSON object (maybe ending in a newline). */
    size_t last = r.len && r.body[r.len - 1] == '\n' ? r.len - 2 : r.len - 1;
    CHECK(r.len > 2 && r.body[0] == '{' && r.body[last] == '}');
    CHECK(strstr(r.body, "\"ui\"") != NULL);
    CHECK(!strncmp(header(&r, "content-type", buf, sizeof buf),
                   "application/json", 16));
    response_free(&r);

    REQUIRE(http(srv.port, "GET", "/lang/xx.json", &r) == 0);
    CHECK_INT(r.status, ==, 404);
    response_free(&r);

    REQUIRE(http(srv.port, "GET", "/api/rooms", &r) == 0);
    CHECK_INT(r.status, ==, 200);
    CHECK(r.body[0] == '{' || r.body[0] == '[');
    response_free(&r);

    REQUIRE(http(srv.port, "GET", "/api/games", &r) == 0);
    CHECK_INT(r.status, ==, 200);
    response_free(&r);

    REQUIRE(http(srv.port, "GET", "/api/games/999?lang=it", &r) == 0);
    CHECK_INT(r.status, ==, 404);
    response_free(&r);

    REQUIRE(http(srv.port, "GET", "/games/999.rec", &r) == 0);
    CHECK_INT(r.status, ==, 404);
    response_free(&r);

    REQUIRE(http(srv.port, "GET",
                 "/qr.svg?text=http%3A%2F%2Fexample.org%2Fr%2FABCD", &r) == 0);
    CHECK_INT(r.status, ==, 200);
    CHECK(strstr(r.body, "<svg") != NULL);
    CHECK(!strncmp(header(&r, "content-type", buf, sizeof buf),
                   "image/svg+xml", 13));
    response_free(&r);

    REQUIRE(http(srv.port, "GET", "/qr.svg", &r) == 0);
    CHECK_INT(r.status, ==, 400);
    response_free(&r);
}

TEST(bad_paths_and_methods)
{
    REQUIRE(srv_up);
    response r;
    static const char *const missing[] = {
        "/nope", "/../etc/passwd", "/app.js/../../../etc/passwd",
        "/%2e%2e/%2e%2e/etc/passwd", "/.hidden", "/a//b", "/api/games/x",
        "/games/1x.rec", "/lang/../x.json", "/ws"};
    for (size_t i = 0; i < sizeof missing / sizeof *missing; i++) {
        REQUIRE(http(srv.port, "GET", missing[i], &r) == 0);
        if (r.status < 400)
            fprintf(stderr, "  GET %s: %d\n", missing[i], r.status);
        CHECK_INT(r.status, >=, 400);
        CHECK(!strstr(r.body, "root:"));
        response_free(&r);
    }
    REQUIRE(http(srv.port, "POST", "/", &r) == 0);
    CHECK_INT(r.status, ==, 405);
    response_free(&r);
    REQUIRE(http(srv.port, "DELETE", "/healthz", &r) == 0);
    CHECK_INT(r.status, ==, 405);
    response_free(&r);
    /* The server still answers. */
    REQUIRE(http(srv.port, "GET", "/healthz", &r) == 0);
    CHECK_INT(r.status, ==, 200);
    response_free(&r);
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

    /* With no subprotocol, and a message sent in three fragments. */
    fd = ws_open(srv.port, "/ws", NULL, head, sizeof head);
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
static long wait_for_game(int port)
{
    struct timespec tenth = {0, 100 * 1000 * 1000};
    for (int i = 0; i < DEADLINE_S * 10; i++) {
        response r;
        long id = 0;
        if (http(port, "GET", "/api/games", &r) == 0) {
            const char *p = strstr(r.body, "\"id\":");
            if (p)
                id = strtol(p + 5, NULL, 10);
            response_free(&r);
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
                      "\"options\":[],\"timer\":0,\"public\":false,"
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
    response r;
    snprintf(path, sizeof path, "/games/%ld.rec", id);
    REQUIRE(http(srv.port, "GET", path, &r) == 0);
    CHECK_INT(r.status, ==, 200);
    CHECK(!strncmp(header(&r, "content-type", buf, sizeof buf), "text/plain",
                   10));
    char want[64];
    snprintf(want, sizeof want, "attachment; filename=\"coup-%ld.rec\"", id);
    CHECK_STR(header(&r, "content-disposition", buf, sizeof buf), want);
    CHECK(r.len > 0);
    response_free(&r);
    snprintf(path, sizeof path, "/api/games/%ld?lang=it", id);
    REQUIRE(http(srv.port, "GET", path, &r) == 0);
    CHECK_INT(r.status, ==, 200);
    CHECK(r.body[0] == '{');
    response_free(&r);
}

/* A client that goes on breaking the protocol is dropped by the hub: what
 * was queued to it still goes out, then the server closes the WebSocket. */
TEST(websocket_dropped)
{
    REQUIRE(srv_up);
    char head[2048];
    int fd = ws_open(srv.port, "/ws", "coup.v1", head, sizeof head);
    REQUIRE(fd >= 0);
    for (int i = 0; i < 300; i++)
        if (ws_send(fd, "[]"))
            break;
    int errors = 0;
    char *m;
    while ((m = ws_recv(fd))) {
        errors += strstr(m, "\"error\"") != NULL;
        free(m);
    }
    CHECK(ws_got_close);
    CHECK_INT(errors, >, 0);
    close(fd);
    response r; /* the server goes on */
    REQUIRE(http(srv.port, "GET", "/healthz", &r) == 0);
    CHECK_INT(r.status, ==, 200);
    response_free(&r);
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
        response r;
        if (http(s.port, "GET", "/r/WXYZ", &r) == 0) {
            CHECK_INT(r.status, ==, 200);
            CHECK(strstr(r.body, "static page") != NULL);
            response_free(&r);
        } else {
            CHECK(!"an answer to /r/WXYZ");
        }
        /* Changed on disk: served as it is now. */
        f = fopen(path, "w");
        if (f) {
            fputs("<html>changed</html>\n", f);
            fclose(f);
        }
        if (http(s.port, "GET", "/index.html", &r) == 0) {
            CHECK(strstr(r.body, "changed") != NULL);
            response_free(&r);
        }
        if (http(s.port, "GET", "/leak.txt", &r) == 0) {
            CHECK_INT(r.status, ==, 404);
            CHECK(!strstr(r.body, "secret"));
            response_free(&r);
        }
        if (http(s.port, "GET", "/app.js", &r) == 0) {
            CHECK_INT(r.status, ==, 404); /* not in DIR, even if built in */
            response_free(&r);
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

int main(void)
{
    RUN(starts_on_a_free_port);
    RUN(page_and_health);
    RUN(lang_and_api);
    RUN(bad_paths_and_methods);
    RUN(websocket_create);
    RUN(websocket_refusals);
    RUN(bots_play_a_game);
    RUN(websocket_dropped);
    RUN(port_in_use);
    RUN(stops_on_the_flag);
    RUN(static_dir);
    RUN(bad_static_dir);
    if (srv_up)
        server_stop(&srv);
    TEST_MAIN_END();
}
