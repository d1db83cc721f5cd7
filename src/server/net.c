/*
 * net.c: the event loop of `coup serve` (server.h), on libwebsockets.
 *
 * One lws context, one vhost. Every connection comes through "the door"
 * (below), which reads its request's head: an HTTP request goes on to lws
 * (the protocol "coup.v1", docs/web-protocol.md's HTTP table); the
 * WebSocket on /ws stays with the door, which makes the handshake and
 * reads the frames itself (wsframe.h), handing the messages to the hub
 * (hub.h). This file is the hub's hub_io: it queues the hub's messages per
 * connection, keeps one timer per room, and hands bots to the thinking
 * thread (think.h). The hub and everything here run on the loop's thread
 * only.
 */
#define _XOPEN_SOURCE 700 /* realpath() */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <libwebsockets.h>
#ifdef COUP_HAVE_LIBEV
#include <ev.h>
#endif

#include "server/head.h"
#include "server/hub.h"
#include "server/server.h"
#include "server/think.h"
#include "server/wsframe.h"

/* Past this many bytes queued to one WebSocket, the client is too slow to
 * keep: it is dropped rather than let its queue grow without end. */
#define QUEUE_CAP (1u << 20)
/* HTTP bodies go out in chunks of this size, one per writeable callback. */
#define CHUNK 16384
/* A file of --static DIR larger than this is not served. */
#define STATIC_MAX (16u << 20)
/* How often the loop looks at *stop (a signal also wakes it at once). */
#define STOP_POLL_US (50 * 1000)
/* Output buffers kept for reuse, and the largest kept. */
#define SPARE_MAX 256
#define SPARE_CAP 16384
/* Buckets of the room -> timer table. */
#define TIMER_BUCKETS 256
/* Seconds a new connection has to send its request's head (the door), and
 * a refused one to hang up once told why. */
#define HEAD_WAIT_S 20
#define REFUSED_WAIT_S 5
/* Connections taken from the listening socket in one go. */
#define ACCEPT_BATCH 64

void coup_serve_defaults(coup_serve_options *o)
{
    memset(o, 0, sizeof *o);
    o->host = "127.0.0.1";
    o->port = 8080;
    o->db = "coup.db";
    hub_config c;
    hub_config_default(&c);
    o->bot_delay_ms = c.bot_delay_ms;
    o->away_ms = c.away_ms;
    o->max_rooms = c.max_rooms;
    o->max_clients = c.max_clients;
    o->ip_conns = c.ip_conns;
    o->ip_rate = c.ip_rate;
    o->ping_s = 30;
}

/* ------------------------------------------------------------- types */

/* The web client's files, compiled in by cmake/web.cmake; the table ends
 * with a NULL path. */
struct net_web_file {
    const char *path;
    const unsigned char *data;
    size_t len;
};
extern const struct net_web_file net_web_files[];

/* What waits to go out on a WebSocket: whole frames, written here (the
 * server's frames are not masked, and no extension is offered). All of
 * it goes out in one send() at the end of the loop's turn: one for a
 * move's event and state and for the moves that followed it. A message
 * each cost a send(), a malloc() and a poll change: most of the server's
 * time at full speed (docs/BENCHMARKS.md). */
typedef struct out_buf {
    unsigned char *data; /* cap bytes, or NULL */
    size_t len, cap;     /* framed bytes queued */
    size_t off;          /* of them, sent already (the kernel took part) */
} out_buf;

/* One room's timer (hub_io's arm()). */
typedef struct room_timer {
    lws_sorted_usec_list_t sul; /* first: the callback gets &sul */
    struct room_timer *next;    /* in its bucket */
    struct net *net;
    uint32_t room;
} room_timer;

/* An HTTP exchange (lws' per-session data, zeroed by lws): the body
 * being sent. */
typedef struct exchange {
    const unsigned char *body;
    char *owned;     /* body, when it is ours to free */
    size_t body_len, body_off;
    int close_after; /* close once the body is out (405) */
} exchange;

/* How far a WebSocket's close has gone (RFC 6455 7.1.2: the Close frame,
 * then the TCP connection). */
enum {
    CLOSE_NONE,
    CLOSE_WANTED, /* a Close frame goes after what is queued */
    CLOSE_QUEUED, /* it is queued: nothing more may follow it */
    CLOSE_SENT    /* it is out and our side shut: the client hangs up */
};

/* A WebSocket (held by the door: its raw file's per-session data). */
typedef struct conn {
    struct lws *wsi;
    int fd;
    char peer[64];
    hub_client *cl;
    out_buf out;
    int blocked;     /* the kernel took part of out: a writeable callback */
    int closing;     /* CLOSE_* */
    int close_code;  /* of our Close frame, 0 for none */
    const char *close_why;
    int peer_closed; /* its Close came: once ours is out, the socket goes */
    int dead;        /* dropped at once (too slow): send nothing more */
    int64_t heard_ms;  /* when it last sent anything (a pong included) */
    int pinged;        /* one was sent since it was last heard */
    struct conn *wnext, *wprev; /* every WebSocket (net.ws) */
    struct conn *dnext, *dprev; /* those with frames to write (net.dirty) */
    int dirty;
    wsf rd;            /* its frames, read */
} conn;

typedef struct net {
    const coup_serve_options *o;
    struct lws_context *lws;
    struct lws_vhost *vhost;
    int listen_fd;          /* ours (the door): lws listens on nothing */
    struct lws *listen_wsi; /* listen_fd, watched by lws as a raw file */
    int port;               /* the port listen_fd has */
    int accept_errno;       /* accept()'s last error, logged once */
    hub *hub;
    think *think;
    int closing;   /* shutting down: hub_io calls are ignored */
    char static_root[PATH_MAX]; /* realpath of --static DIR, or "" */
    lws_sorted_usec_list_t stop_sul;
    /* A WebSocket quiet for ping_s is pinged (browsers answer by
     * themselves); one that stays silent is closed, so that its player's
     * seat is seen to be away (hub.h, away_ms) rather than wait for TCP
     * to notice. One sweep a second does it for all (silence_sweep()):
     * lws' own idle timers keep one sorted list of every connection, and
     * each message re-sorted it, which cost most of the loop's time with
     * thousands of clients (docs/BENCHMARKS.md). */
    conn *ws;
    lws_sorted_usec_list_t sweep_sul;
    /* What the hub sends during one turn of the loop is written at its
     * end, by flush(): the store's batch committed first (hub_flush()),
     * then each connection's frames in one send(), straight from there
     * unless the kernel has not taken the last ones yet. Asking lws for a
     * writeable callback each time cost two epoll_ctl() per message. */
    conn *dirty;
    /* Emptied buffers, kept for the next frames: freed, each one's memory
     * went back to the kernel and came again (brk), a system call for
     * every few messages. */
    out_buf spare[SPARE_MAX];
    int nspare;
#ifdef COUP_HAVE_LIBEV
    /* The loop, on epoll (libev): lws' own calls poll() over every
     * connection at each turn. NULL: lws' own (no plugin for libev). */
    struct ev_loop *ev;
    ev_prepare flush_w; /* flush() before each wait for events */
#endif
    room_timer *timers[TIMER_BUCKETS];
} net;

static int64_t io_now_ms(void *ctx);

/* ---------------------------------------------------------------- log */

static void log_line(net *nt, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
static void log_line(net *nt, const char *fmt, ...)
{
    if (!nt->o->log)
        return;
    char line[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    nt->o->log(nt->o->ctx, line);
}

/* libwebsockets logs through one global hook: its errors go to the log
 * callback of the first server running (server.h: one per process; a
 * second one, started by mistake, only keeps its own lines). */
static pthread_mutex_t log_lock = PTHREAD_MUTEX_INITIALIZER;
static net *log_net;

static void lws_log(int level, const char *line)
{
    (void)level;
    /* lws 4.1 says this at its error level for every connection handed to
     * it with bytes read (the door's, lws_adopt_socket_vhost_readbuf()). */
    if (strstr(line, "adopt_socket_readbuf: calling service"))
        return;
    char buf[512];
    snprintf(buf, sizeof buf, "libwebsockets: %s", line);
    size_t len = strlen(buf);
    while (len && (buf[len - 1] == '\n' || buf[len - 1] == '\r'))
        buf[--len] = '\0';
    pthread_mutex_lock(&log_lock);
    if (log_net && log_net->o->log)
        log_net->o->log(log_net->o->ctx, buf);
    pthread_mutex_unlock(&log_lock);
}

/* Takes lws' log hook for nt if no other server has it. */
static void log_hook(net *nt)
{
    pthread_mutex_lock(&log_lock);
    int mine = !log_net;
    if (mine)
        log_net = nt;
    pthread_mutex_unlock(&log_lock);
    if (mine)
        lws_set_log_level(LLL_ERR, lws_log);
}

static void log_unhook(net *nt)
{
    pthread_mutex_lock(&log_lock);
    if (log_net == nt)
        log_net = NULL;
    pthread_mutex_unlock(&log_lock);
}

/* ------------------------------------------------------- the web files */

static const char *content_type(const char *path)
{
    static const struct {
        const char *ext, *type;
    } types[] = {
        {".html", "text/html; charset=utf-8"},
        {".js", "text/javascript; charset=utf-8"},
        {".mjs", "text/javascript; charset=utf-8"},
        {".css", "text/css; charset=utf-8"},
        {".json", "application/json"},
        {".map", "application/json"},
        {".webmanifest", "application/manifest+json"},
        {".svg", "image/svg+xml"},
        {".png", "image/png"},
        {".jpg", "image/jpeg"},
        {".ico", "image/x-icon"},
        {".woff2", "font/woff2"},
        {".txt", "text/plain; charset=utf-8"},
        {".md", "text/plain; charset=utf-8"},
    };
    const char *dot = strrchr(path, '.');
    if (dot && !strchr(dot, '/'))
        for (size_t i = 0; i < sizeof types / sizeof *types; i++)
            if (!strcmp(dot, types[i].ext))
                return types[i].type;
    return "application/octet-stream";
}

/* A path is served only if made of plain characters, with no empty, "."
 * or ".." segment and no hidden file: anything odd is a 404. */
static int path_ok(const char *path)
{
    if (path[0] != '/' || strlen(path) > 256)
        return 0;
    for (const char *p = path; *p; p++) {
        if (!strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                    "0123456789/._-", *p))
            return 0;
        if (*p == '/' && (p[1] == '/' || p[1] == '.'))
            return 0;
    }
    return 1;
}

static const struct net_web_file *web_file(const char *path)
{
    for (const struct net_web_file *f = net_web_files; f->path; f++)
        if (!strcmp(f->path, path))
            return f;
    return NULL;
}

/* Reads `path` (checked by path_ok()) from --static DIR, as a malloc'd
 * body; NULL if it is not a regular file inside DIR. */
static char *static_file(const net *nt, const char *path, size_t *len)
{
    char want[PATH_MAX], real[PATH_MAX];
    if (snprintf(want, sizeof want, "%s%s", nt->static_root, path) >=
            (int)sizeof want ||
        !realpath(want, real))
        return NULL;
    size_t rootlen = strlen(nt->static_root);
    /* Symbolic links may not lead out of DIR. */
    if (strncmp(real, nt->static_root, rootlen) || real[rootlen] != '/')
        return NULL;
    int fd = open(real, O_RDONLY);
    if (fd < 0)
        return NULL;
    struct stat st;
    char *buf = NULL;
    if (!fstat(fd, &st) && S_ISREG(st.st_mode) &&
        (size_t)st.st_size <= STATIC_MAX &&
        (buf = malloc((size_t)st.st_size + 1))) {
        size_t got = 0, want_len = (size_t)st.st_size;
        while (got < want_len) {
            ssize_t r = read(fd, buf + got, want_len - got);
            if (r <= 0)
                break;
            got += (size_t)r;
        }
        buf[got] = '\0';
        *len = got;
    }
    close(fd);
    return buf;
}

/* ---------------------------------------------------------------- HTTP */

/* What a route answers: a status, a type, a body (static or malloc'd),
 * and maybe a file name to download as. */
typedef struct reply {
    int status;
    const char *type;
    const unsigned char *body;
    char *owned;
    size_t len;
    char attachment[64];
} reply;

static void reply_text(reply *r, int status, const char *text)
{
    r->status = status;
    r->type = "text/plain; charset=utf-8";
    r->body = (const unsigned char *)text;
    r->len = strlen(text);
}

/* A malloc'd body from the hub, or a 404 when it is NULL. */
static void reply_owned(reply *r, char *body, size_t len, const char *type)
{
    if (!body) {
        reply_text(r, 404, "not found\n");
        return;
    }
    r->status = 200;
    r->type = type;
    r->owned = body;
    r->body = (const unsigned char *)body;
    r->len = len;
}

/* A web client's file, from --static DIR or from the files built in. */
static int reply_file(const net *nt, reply *r, const char *path)
{
    size_t len = 0;
    if (nt->static_root[0]) {
        char *body = static_file(nt, path, &len);
        if (!body)
            return 0;
        reply_owned(r, body, len, content_type(path));
        return 1;
    }
    const struct net_web_file *f = web_file(path);
    if (!f)
        return 0;
    r->status = 200;
    r->type = content_type(path);
    r->body = f->data;
    r->len = f->len;
    return 1;
}

/* Parses a game id: decimal digits, 1 to 18 of them, up to `end` (or the
 * end of the string when end is NULL). */
static int parse_id(const char *s, const char *end, int64_t *id)
{
    size_t n = end ? (size_t)(end - s) : strlen(s);
    if (n < 1 || n > 18 || strspn(s, "0123456789") < n)
        return 0;
    *id = 0;
    for (size_t i = 0; i < n; i++)
        *id = *id * 10 + (s[i] - '0');
    return 1;
}

static int ends_with(const char *s, const char *tail)
{
    size_t n = strlen(s), m = strlen(tail);
    return n >= m && !strcmp(s + n - m, tail);
}

/* The page: every path the client routes itself gets index.html. */
static void route_page(const net *nt, reply *r)
{
    if (!reply_file(nt, r, "/index.html"))
        reply_text(r, 404, nt->static_root[0]
            ? "coup serve: no index.html in the --static folder\n"
            : "coup serve: the web client is missing (web/ was empty when "
              "coup was built); build again, or use --static DIR\n");
}

static void route_api(net *nt, struct lws *wsi, const char *path, reply *r)
{
    size_t len = 0;
    int64_t id;
    hub_flush(nt->hub); /* the store as it is told */
    if (!strcmp(path, "/api/rooms")) {
        char *body = hub_lobby_json(nt->hub, &len);
        reply_owned(r, body, len, "application/json");
    } else if (!strncmp(path, "/api/rooms/", 11)) {
        char kbuf[80];
        const char *key = lws_get_urlarg_by_name(wsi, "key=", kbuf,
                                                 (int)sizeof kbuf);
        char *body = hub_room_json(nt->hub, path + 11, key, &len);
        reply_owned(r, body, len, "application/json");
    } else if (!strcmp(path, "/api/games")) {
        char *body = hub_games_json(nt->hub, &len);
        reply_owned(r, body, len, "application/json");
    } else if (!strncmp(path, "/api/games/", 11) &&
               parse_id(path + 11, NULL, &id)) {
        char buf[64], kbuf[80];
        const char *lang = lws_get_urlarg_by_name(wsi, "lang=", buf,
                                                  (int)sizeof buf);
        const char *key = lws_get_urlarg_by_name(wsi, "key=", kbuf,
                                                 (int)sizeof kbuf);
        char *body = hub_game_json(nt->hub, id, key, lang, &len);
        reply_owned(r, body, len, "application/json");
    } else {
        reply_text(r, 404, "not found\n");
    }
}

static void route_qr(struct lws *wsi, reply *r)
{
    /* The text is at most 512 bytes; lws has url-decoded it. */
    char buf[1024];
    const char *text = lws_get_urlarg_by_name(wsi, "text=", buf,
                                              (int)sizeof buf);
    if (!text || !*text) {
        reply_text(r, 400, "qr.svg needs ?text=...\n");
        return;
    }
    size_t len = 0;
    char *svg = hub_qr_svg(text, &len);
    if (!svg)
        reply_text(r, 400, "the text of a QR code is 1 to 512 bytes\n");
    else
        reply_owned(r, svg, len, "image/svg+xml");
}

/* "/lang/it.json" under `prefix` "/lang/": 1 with "it" in code[16]. */
static int lang_path(const char *path, const char *prefix, char code[16])
{
    size_t n = strlen(prefix);
    const char *dot = strrchr(path, '.');
    if (strncmp(path, prefix, n) || !dot || strcmp(dot, ".json") ||
        dot - (path + n) >= 16)
        return 0;
    snprintf(code, 16, "%.*s", (int)(dot - (path + n)), path + n);
    return 1;
}

/* The routes of docs/web-protocol.md's HTTP table. */
static void route(net *nt, struct lws *wsi, const char *path, reply *r)
{
    size_t len = 0;
    int64_t id;
    char code[16];
    if (!path_ok(path)) {
        reply_text(r, 404, "not found\n");
    } else if (!strcmp(path, "/healthz")) {
        reply_text(r, 200, "ok\n");
    } else if (!strcmp(path, "/") || !strncmp(path, "/r/", 3) ||
               (!strncmp(path, "/games/", 7) &&
                parse_id(path + 7, NULL, &id))) {
        route_page(nt, r);
    } else if (!strncmp(path, "/games/", 7) && ends_with(path, ".rec") &&
               parse_id(path + 7, strrchr(path, '.'), &id)) {
        char kbuf[80];
        const char *key = lws_get_urlarg_by_name(wsi, "key=", kbuf,
                                                 (int)sizeof kbuf);
        char *rec = hub_game_record(nt->hub, id, key, &len);
        reply_owned(r, rec, len, "text/plain; charset=utf-8");
        if (r->owned)
            snprintf(r->attachment, sizeof r->attachment,
                     "coup-%lld.rec", (long long)id);
    } else if (lang_path(path, "/lang/", code)) {
        char *json = hub_lang_json(code, &len);
        reply_owned(r, json, len, "application/json");
    } else if (lang_path(path, "/rules/", code)) {
        char *json = hub_rules_json(code, &len);
        reply_owned(r, json, len, "application/json");
    } else if (!strncmp(path, "/api/", 5)) {
        route_api(nt, wsi, path, r);
    } else if (!strcmp(path, "/qr.svg")) {
        route_qr(wsi, r);
    } else if (!reply_file(nt, r, path)) {
        reply_text(r, 404, "not found\n");
    }
}

static void http_free_body(exchange *c)
{
    free(c->owned);
    c->owned = NULL;
    c->body = NULL;
    c->body_len = c->body_off = 0;
}

/* Writes the status line and headers of r. 0, or -1 to close. */
static int http_headers(struct lws *wsi, const reply *r, int allow)
{
    unsigned char buf[LWS_PRE + 1024];
    unsigned char *start = buf + LWS_PRE, *p = start;
    unsigned char *end = buf + sizeof buf - 1;
    static const char csp[] = "default-src 'self'; connect-src 'self' ws: "
                              "wss:; img-src 'self' data:";
    char disposition[128];
#define HEADER(name, value)                                                   \
    lws_add_http_header_by_name(wsi, (const unsigned char *)(name),           \
                                (const unsigned char *)(value),               \
                                (int)strlen(value), &p, end)
    if (lws_add_http_common_headers(wsi, (unsigned)r->status, r->type,
                                    r->len, &p, end) ||
        HEADER("cache-control:", "no-cache") ||
        HEADER("content-security-policy:", csp) ||
        HEADER("x-content-type-options:", "nosniff") ||
        HEADER("connection:", "close") ||
        (allow && HEADER("allow:", "GET, HEAD")))
        return -1;
    if (r->attachment[0]) {
        snprintf(disposition, sizeof disposition,
                 "attachment; filename=\"%s\"", r->attachment);
        if (HEADER("content-disposition:", disposition))
            return -1;
    }
#undef HEADER
    return lws_finalize_write_http_header(wsi, start, &p, end) ? -1 : 0;
}

/* The end of one exchange: the connection closes, so that the next
 * request comes through the door (a new connection) and not to lws
 * alone. */
static int http_done(exchange *c)
{
    http_free_body(c);
    c->close_after = 0;
    return -1;
}

/* The client's address, an IPv4 one without its IPv6 dress. */
static const char *peer_name(struct lws *wsi, char *buf, size_t n)
{
    lws_get_peer_simple(wsi, buf, n);
    if (!strncmp(buf, "::ffff:", 7) && strchr(buf + 7, '.'))
        memmove(buf, buf + 7, strlen(buf + 7) + 1);
    return buf;
}

static int loopback(const char *addr)
{
    return !strncmp(addr, "127.", 4) || !strcmp(addr, "::1");
}

/* The client's address, the peer's in buf[n]: with --proxy, for a peer
 * on this machine, the last address of X-Forwarded-For (`fwd`, NULL when
 * there is none), the one the proxy saw; those before it are the
 * client's word, worth nothing. */
static const char *forwarded(const net *nt, char *fwd, char *buf, size_t n)
{
    if (!nt->o->proxy || !loopback(buf) || !fwd || !*fwd)
        return buf;
    char *last = strrchr(fwd, ',');
    last = last ? last + 1 : fwd;
    last += strspn(last, " \t");
    size_t len = strspn(last, "0123456789abcdefABCDEF.:");
    if (len > 0 && len < n && len < 46 && !last[len + strspn(last + len, " \t")]) {
        memcpy(buf, last, len);
        buf[len] = '\0';
    }
    return buf;
}

/* The client's address of an HTTP request (forwarded()). */
static const char *client_addr(const net *nt, struct lws *wsi, char *buf,
                               size_t n)
{
    char fwd[256];
    peer_name(wsi, buf, n);
    int got = lws_hdr_copy(wsi, fwd, sizeof fwd, WSI_TOKEN_X_FORWARDED_FOR);
    return forwarded(nt, got > 0 ? fwd : NULL, buf, n);
}

/* For the log. */
static const char *method_name(struct lws *wsi)
{
    static const struct {
        enum lws_token_indexes token;
        const char *name;
    } methods[] = {
        {WSI_TOKEN_GET_URI, "GET"},       {WSI_TOKEN_HEAD_URI, "HEAD"},
        {WSI_TOKEN_POST_URI, "POST"},     {WSI_TOKEN_PUT_URI, "PUT"},
        {WSI_TOKEN_DELETE_URI, "DELETE"}, {WSI_TOKEN_PATCH_URI, "PATCH"},
        {WSI_TOKEN_OPTIONS_URI, "OPTIONS"},
    };
    for (size_t i = 0; i < sizeof methods / sizeof *methods; i++)
        if (lws_hdr_total_length(wsi, methods[i].token) > 0)
            return methods[i].name;
    return "?";
}

static int http_request(net *nt, exchange *c, struct lws *wsi,
                        const char *uri)
{
    reply r;
    memset(&r, 0, sizeof r);
    int get = lws_hdr_total_length(wsi, WSI_TOKEN_GET_URI) > 0;
    int head = !get && lws_hdr_total_length(wsi, WSI_TOKEN_HEAD_URI) > 0;
    http_free_body(c);
    char peer[64];
    client_addr(nt, wsi, peer, sizeof peer);
    if (!hub_http_ok(nt->hub, peer)) {
        reply_text(&r, 429, "too many requests from your address: slow down\n");
    } else if (!get && !head) {
        reply_text(&r, 405, "only GET and HEAD\n");
        c->close_after = 1; /* the request may have a body we do not read */
    } else {
        route(nt, wsi, uri, &r);
    }
    if (r.status >= 400)
        log_line(nt, "%s: %s %s: %d", peer, method_name(wsi), uri, r.status);
    if (http_headers(wsi, &r, r.status == 405)) {
        free(r.owned);
        return -1;
    }
    c->owned = r.owned;
    c->body = r.body;
    c->body_len = head ? 0 : r.len;
    if (!c->body_len)
        return http_done(c);
    lws_callback_on_writable(wsi);
    return 0;
}

/* One chunk of the body per writeable callback. */
static int http_writeable(exchange *c, struct lws *wsi)
{
    if (!c->body)
        return 0;
    unsigned char buf[LWS_PRE + CHUNK];
    size_t n = c->body_len - c->body_off;
    if (n > CHUNK)
        n = CHUNK;
    int last = c->body_off + n == c->body_len;
    memcpy(buf + LWS_PRE, c->body + c->body_off, n);
    if (lws_write(wsi, buf + LWS_PRE, n,
                  last ? LWS_WRITE_HTTP_FINAL : LWS_WRITE_HTTP) != (int)n)
        return -1;
    c->body_off += n;
    if (last)
        return http_done(c);
    lws_callback_on_writable(wsi);
    return 0;
}

/* ---------------------------------------------------------- WebSocket */

/* Empties c's queue; its buffer is kept for another when small. */
static void queue_free(net *nt, conn *c)
{
    if (c->out.data && c->out.cap <= SPARE_CAP && nt->nspare < SPARE_MAX)
        nt->spare[nt->nspare++] = (out_buf){c->out.data, 0, c->out.cap, 0};
    else
        free(c->out.data);
    c->out = (out_buf){0};
}

/* Appends one frame (FIN, opcode op) of len bytes; false when the queue
 * would pass QUEUE_CAP or memory runs out. */
static bool queue_frame(net *nt, conn *c, unsigned op, const void *payload,
                        size_t len)
{
    unsigned char head[10];
    size_t h = 0;
    head[h++] = (unsigned char)(0x80 | op);
    if (len < 126) {
        head[h++] = (unsigned char)len;
    } else if (len < 65536) {
        head[h++] = 126;
        head[h++] = (unsigned char)(len >> 8);
        head[h++] = (unsigned char)len;
    } else {
        head[h++] = 127;
        for (int k = 7; k >= 0; k--)
            head[h++] = (unsigned char)((uint64_t)len >> (8 * k));
    }
    out_buf *o = &c->out;
    if (!o->data && nt->nspare > 0)
        *o = nt->spare[--nt->nspare];
    size_t need = o->len + h + len;
    if (need > QUEUE_CAP)
        return false;
    if (need > o->cap) {
        size_t cap = o->cap ? 2 * o->cap : 4096;
        while (cap < need)
            cap *= 2;
        unsigned char *p = realloc(o->data, cap);
        if (!p)
            return false;
        o->data = p;
        o->cap = cap;
    }
    memcpy(o->data + o->len, head, h);
    memcpy(o->data + o->len + h, payload, len);
    o->len = need;
    return true;
}

/* c has frames for the end of this turn of the loop. */
static void mark_dirty(net *nt, conn *c)
{
    if (c->dirty)
        return;
    c->dirty = 1;
    c->dprev = NULL;
    c->dnext = nt->dirty;
    if (nt->dirty)
        nt->dirty->dprev = c;
    nt->dirty = c;
}

static void unmark_dirty(net *nt, conn *c)
{
    if (!c->dirty)
        return;
    if (c->dprev)
        c->dprev->dnext = c->dnext;
    else
        nt->dirty = c->dnext;
    if (c->dnext)
        c->dnext->dprev = c->dprev;
    c->dnext = c->dprev = NULL;
    c->dirty = 0;
}

/* Closes c at once, outside its callbacks: nothing more is sent. */
static void kill_conn(net *nt, conn *c)
{
    queue_free(nt, c);
    c->dead = 1;
    lws_set_timeout(c->wsi, PENDING_TIMEOUT_USER_OK, LWS_TO_KILL_ASYNC);
}

/* c closes (RFC 6455 7.1.2): a Close frame with `code` (0: none) goes
 * after what is queued, at the end of this turn of the loop. */
static void ws_close_with(net *nt, conn *c, int code, const char *why)
{
    if (c->closing || c->dead)
        return;
    c->closing = CLOSE_WANTED;
    c->close_code = code;
    c->close_why = why;
    mark_dirty(nt, c);
}

/* Writes what c has queued, with one send(); what the kernel does not take
 * waits for a writeable callback. Once its Close frame is out, our side
 * of the socket is shut (the client then hangs up, within REFUSED_WAIT_S)
 * or, when the client's Close came already, the socket closes. -1: close
 * it now. */
static int ws_write(net *nt, conn *c)
{
    if (c->closing == CLOSE_WANTED) {
        unsigned char body[125];
        size_t len = 0;
        if (c->close_code) {
            body[0] = (unsigned char)(c->close_code >> 8);
            body[1] = (unsigned char)c->close_code;
            len = strlen(c->close_why);
            len = 2 + (len > 123 ? 123 : len);
            memcpy(body + 2, c->close_why, len - 2);
        }
        if (!queue_frame(nt, c, 0x8 /* close */, body, len))
            return -1;
        c->closing = CLOSE_QUEUED;
    }
    out_buf *o = &c->out;
    if (o->off < o->len) {
        ssize_t n = send(c->fd, o->data + o->off, o->len - o->off,
                         MSG_NOSIGNAL | MSG_DONTWAIT);
        if (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)
            return -1;
        if (n > 0)
            o->off += (size_t)n;
        if (o->off < o->len) {
            c->blocked = 1;
            lws_callback_on_writable(c->wsi);
            return 0;
        }
    }
    queue_free(nt, c);
    if (c->closing == CLOSE_QUEUED) {
        if (c->peer_closed)
            return -1;
        shutdown(c->fd, SHUT_WR);
        c->closing = CLOSE_SENT;
        lws_set_timeout(c->wsi, PENDING_TIMEOUT_USER_OK, REFUSED_WAIT_S);
    }
    return 0;
}

/* The end of a turn of the loop: the store first, then the sockets. */
static void flush(net *nt)
{
    hub_flush(nt->hub);
    while (nt->dirty) {
        conn *c = nt->dirty;
        unmark_dirty(nt, c);
        if (!c->dead && !c->blocked && ws_write(nt, c) < 0)
            kill_conn(nt, c);
    }
}

/* The kernel takes more of c's bytes. */
static int ws_writeable(net *nt, conn *c)
{
    if (c->dead)
        return -1;
    c->blocked = 0;
    hub_flush(nt->hub); /* stored before anyone hears of it */
    unmark_dirty(nt, c);
    return ws_write(nt, c);
}

/* hub_io send(). */
static void io_send(void *ctx, void *conn_, const char *text, size_t len)
{
    net *nt = ctx;
    conn *c = conn_;
    if (nt->closing || c->dead || c->closing >= CLOSE_QUEUED)
        return;
    if (!queue_frame(nt, c, 0x1 /* text */, text, len)) {
        log_line(nt, "%s: dropped: %zu bytes waiting to be sent", c->peer,
                 c->out.len + len);
        kill_conn(nt, c);
        return;
    }
    mark_dirty(nt, c);
}

/* hub_io drop(): close once what is queued has gone out. */
static void io_drop(void *ctx, void *conn_)
{
    net *nt = ctx;
    if (!nt->closing)
        ws_close_with(nt, conn_, 1008 /* policy violation */,
                      "closed by the server");
}

/* The client's bytes in[len], read as frames (wsframe.h): each whole
 * message goes to the hub (one over WSF_KEEP bytes cut, which the hub
 * refuses as too big: the refusal is made in one place), a ping is
 * answered, a Close answered with the same code; a frame RFC 6455 forbids
 * closes the connection with its code. Once c closes, what comes is
 * dropped, but for the client's Close. */
static void ws_input(net *nt, conn *c, const unsigned char *in, size_t len)
{
    size_t off = 0;
    while (off < len && !c->dead) {
        wsf_event ev;
        off += wsf_read(&c->rd, in + off, len - off, &ev);
        switch (ev.kind) {
        case WSF_MORE:
        case WSF_PONG:
            break;
        case WSF_TEXT:
            if (c->cl && !c->closing)
                hub_message(nt->hub, c->cl, ev.data, ev.len);
            break;
        case WSF_PING:
            if (c->closing)
                break;
            if (!queue_frame(nt, c, 0xa /* pong */, ev.data, ev.len)) {
                kill_conn(nt, c);
                return;
            }
            mark_dirty(nt, c);
            break;
        case WSF_CLOSE:
            c->peer_closed = 1;
            if (c->closing == CLOSE_SENT)
                kill_conn(nt, c); /* both Close frames are out */
            else
                ws_close_with(nt, c, ev.code, "");
            return;
        case WSF_ERROR:
            if (!c->closing)
                log_line(nt, "%s: closed: %s (%d)", c->peer, ev.why, ev.code);
            ws_close_with(nt, c, ev.code, ev.why);
            return;
        }
    }
}

/* Bytes from the client. -1: close. */
static int ws_read(net *nt, conn *c)
{
    unsigned char buf[16384];
    ssize_t r = recv(c->fd, buf, sizeof buf, 0);
    if (r < 0)
        return errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR ? 0 : -1;
    if (r == 0 || c->dead)
        return -1;
    c->heard_ms = io_now_ms(nt);
    c->pinged = 0;
    ws_input(nt, c, buf, (size_t)r);
    return 0;
}

/* A WebSocket begins on the door's raw file wsi (its socket fd), its
 * handshake answered; in[len] are the bytes that came after the head.
 * -1: close. */
static int ws_open(net *nt, conn *c, struct lws *wsi, int fd,
                   const char *peer, const unsigned char *in, size_t len)
{
    memset(c, 0, sizeof *c);
    c->wsi = wsi;
    c->fd = fd;
    snprintf(c->peer, sizeof c->peer, "%s", peer);
    wsf_init(&c->rd);
    c->heard_ms = io_now_ms(nt);
    c->wnext = nt->ws;
    if (nt->ws)
        nt->ws->wprev = c;
    nt->ws = c;
    c->cl = hub_open(nt->hub, c, c->peer);
    if (!c->cl) {
        log_line(nt, "%s: refused: out of memory", c->peer);
        return -1;
    }
    log_line(nt, "%s: connected", c->peer);
    lws_set_timeout(wsi, NO_PENDING_TIMEOUT, 0);
    ws_input(nt, c, in, len);
    return 0;
}

static void ws_close(net *nt, conn *c)
{
    if (c->wprev || nt->ws == c) {
        if (c->wprev)
            c->wprev->wnext = c->wnext;
        else
            nt->ws = c->wnext;
        if (c->wnext)
            c->wnext->wprev = c->wprev;
        c->wprev = c->wnext = NULL;
    }
    if (c->cl) {
        hub_close(nt->hub, c->cl);
        log_line(nt, "%s: gone", c->peer);
    }
    c->cl = NULL;
    unmark_dirty(nt, c);
    queue_free(nt, c);
}

/* Whether the comma-separated list `list` holds the token `want` (case
 * aside when `nocase`). */
static int has_token(const char *list, const char *want, int nocase)
{
    size_t n = strlen(want);
    for (const char *p = list; *p;) {
        p += strspn(p, " \t,");
        size_t len = strcspn(p, " \t,");
        if (len == n && !(nocase ? strncasecmp(p, want, n)
                                 : strncmp(p, want, n)))
            return 1;
        p += len;
    }
    return 0;
}

/* An upgrade lws sees is none to a WebSocket (the door takes those): it
 * is refused with 400. 1: refused, the answer written; -1: close. */
static int upgrade_refuse(net *nt, struct lws *wsi)
{
    char peer[64];
    reply r;
    memset(&r, 0, sizeof r);
    reply_text(&r, 400, "no upgrade here but to a WebSocket on /ws\n");
    client_addr(nt, wsi, peer, sizeof peer);
    log_line(nt, "%s: upgrade refused: 400", peer);
    /* The body is short: it goes out with the headers, now. */
    unsigned char buf[LWS_PRE + 256];
    memcpy(buf + LWS_PRE, r.body, r.len);
    if (http_headers(wsi, &r, 0) ||
        lws_write(wsi, buf + LWS_PRE, r.len, LWS_WRITE_HTTP_FINAL) != (int)r.len)
        return -1;
    return 1;
}

/* hub_io log(). */
static void io_log(void *ctx, const char *line)
{
    log_line(ctx, "%s", line);
}

/* ------------------------------------------------------------- timers */

static int64_t io_now_ms(void *ctx)
{
    (void)ctx;
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (int64_t)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

static int64_t io_wall_s(void *ctx)
{
    (void)ctx;
    return (int64_t)time(NULL);
}

/* The timer of `room` in its bucket, unlinked from it if `unlink`. */
static room_timer *timer_find(net *nt, uint32_t room, int unlink)
{
    room_timer **p = &nt->timers[room % TIMER_BUCKETS];
    for (; *p; p = &(*p)->next)
        if ((*p)->room == room) {
            room_timer *t = *p;
            if (unlink)
                *p = t->next;
            return t;
        }
    return NULL;
}

static void timer_fired(lws_sorted_usec_list_t *sul)
{
    room_timer *t = (room_timer *)sul;
    net *nt = t->net;
    uint32_t room = t->room;
    timer_find(nt, room, 1);
    free(t);
    /* After the free: the hub may arm the room again from here. */
    hub_timer(nt->hub, room);
}

/* hub_io arm(). */
static void io_arm(void *ctx, uint32_t room, int64_t at_ms)
{
    net *nt = ctx;
    if (nt->closing)
        return;
    room_timer *t = timer_find(nt, room, at_ms < 0);
    if (at_ms < 0) {
        if (t) {
            lws_sul_cancel(&t->sul);
            free(t);
        }
        return;
    }
    if (!t) {
        t = calloc(1, sizeof *t);
        if (!t) {
            log_line(nt, "room %u: out of memory for its timer",
                     (unsigned)room);
            return;
        }
        t->net = nt;
        t->room = room;
        t->next = nt->timers[room % TIMER_BUCKETS];
        nt->timers[room % TIMER_BUCKETS] = t;
    }
    int64_t wait = at_ms - io_now_ms(nt);
    lws_sul_schedule(nt->lws, 0, &t->sul, timer_fired,
                     (lws_usec_t)(wait > 0 ? wait : 0) * 1000);
}

static void timers_free(net *nt)
{
    for (int i = 0; i < TIMER_BUCKETS; i++)
        while (nt->timers[i]) {
            room_timer *t = nt->timers[i];
            nt->timers[i] = t->next;
            lws_sul_cancel(&t->sul);
            free(t);
        }
}

/* The loop looks at *stop this often; the callback only has to wake it. */
static void stop_poll(lws_sorted_usec_list_t *sul)
{
    net *nt = lws_container_of(sul, net, stop_sul);
#ifdef COUP_HAVE_LIBEV
    if (nt->ev && nt->o->stop && *nt->o->stop) {
        ev_break(nt->ev, EVBREAK_ALL);
        return;
    }
#endif
    lws_sul_schedule(nt->lws, 0, &nt->stop_sul, stop_poll, STOP_POLL_US);
}

/* Once a second: a ping to each WebSocket quiet for ping_s, and the
 * close of each silent for 2 * ping_s + 10 s (70 s by default). */
static void silence_sweep(lws_sorted_usec_list_t *sul)
{
    net *nt = lws_container_of(sul, net, sweep_sul);
    int64_t t = io_now_ms(nt);
    int64_t ping = 1000LL * (nt->o->ping_s > 0 ? nt->o->ping_s : 30);
    for (conn *c = nt->ws; c; c = c->wnext) {
        int64_t quiet = t - c->heard_ms;
        if (c->dead || c->closing) {
            continue;
        } else if (quiet >= 2 * ping + 10000) {
            log_line(nt, "%s: silent for %lld s: closed", c->peer,
                     (long long)(quiet / 1000));
            kill_conn(nt, c);
        } else if (quiet >= ping && !c->pinged) {
            c->pinged = 1;
            if (queue_frame(nt, c, 0x9 /* ping */, "", 0))
                mark_dirty(nt, c);
            else
                kill_conn(nt, c);
        }
    }
    hub_tick(nt->hub); /* the store tried again, if it is down */
    lws_sul_schedule(nt->lws, 0, &nt->sweep_sul, silence_sweep,
                     LWS_US_PER_SEC);
}

/* --------------------------------------------------------------- bots */

static void think_wake(void *ctx)
{
    net *nt = ctx;
    lws_cancel_service(nt->lws);
}

/* hub_io think(). */
static void io_think(void *ctx, uint32_t room, uint64_t ticket, coup_bot *b,
                     const coup_state *s, uint64_t seed)
{
    net *nt = ctx;
    if (nt->closing)
        return;
    if (think_push(nt->think, room, ticket, b, s, seed))
        log_line(nt, "room %u: out of memory for a bot's move",
                 (unsigned)room);
}

static void bot_done(void *ctx, uint32_t room, uint64_t ticket, coup_move m)
{
    net *nt = ctx;
    hub_bot_done(nt->hub, room, ticket, m);
}

/* ----------------------------------------------------------- the door
 *
 * lws 4.1 closes a connection without a word when its parser cannot hold
 * a request (head.h). So lws listens on nothing: the door accepts each
 * connection, reads its request's head (both as raw files that lws
 * watches), answers what lws would drop with its HTTP status, and hands
 * the rest to lws with the bytes read (lws_adopt_socket_vhost_readbuf()),
 * as if lws had read them. Every HTTP exchange closes its connection
 * (http_done()), so that each request comes through the door.
 *
 * lws 4.1 also reads an unmasked client frame without a word, and tells
 * nothing of the mask bit (RFC 6455 5.1: the server MUST close). So the
 * door keeps the WebSocket on /ws: it answers the handshake itself
 * (door_upgrade()), and its raw file becomes the WebSocket's (conn), whose
 * frames wsframe.h reads. */

/* A connection at the door (the raw file's per-session data): a head
 * being read, then maybe a WebSocket. */
typedef struct door {
    int refused;  /* answered: what comes is read and dropped until it hangs up */
    int is_ws;    /* a WebSocket: u.ws */
    union {
        struct {
            size_t len;
            char buf[HEAD_MAX + 1];
        } head;
        conn ws;
    } u;
} door;

/* fd's peer address, for the log. */
static const char *fd_peer(int fd, char *buf, size_t n)
{
    struct sockaddr_storage sa;
    socklen_t len = sizeof sa;
    snprintf(buf, n, "?");
    if (!getpeername(fd, (struct sockaddr *)&sa, &len))
        getnameinfo((struct sockaddr *)&sa, len, buf, (socklen_t)n, NULL, 0,
                    NI_NUMERICHOST);
    if (!strncmp(buf, "::ffff:", 7) && strchr(buf + 7, '.'))
        memmove(buf, buf + 7, strlen(buf + 7) + 1);
    return buf;
}

/* New connections: each one a raw file at the door, with HEAD_WAIT_S to
 * send its head. */
static void door_accept(net *nt)
{
    for (int i = 0; i < ACCEPT_BATCH; i++) {
        int fd = accept(nt->listen_fd, NULL, NULL);
        /* No Nagle: a frame goes out when written, not held for the
         * peer's delayed ACK (40 ms), as lws does for the sockets it
         * accepts itself. */
        int one = 1;
        if (fd >= 0 && (fcntl(fd, F_SETFL, O_NONBLOCK) ||
                        fcntl(fd, F_SETFD, FD_CLOEXEC) ||
                        setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one,
                                   sizeof one))) {
            close(fd);
            continue;
        }
        if (fd < 0) {
            /* Out of descriptors, say: logged once, not at every try. */
            if (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR &&
                errno != ECONNABORTED && errno != nt->accept_errno)
                log_line(nt, "accept: %s", strerror(errno));
            if (errno != EAGAIN && errno != EWOULDBLOCK)
                nt->accept_errno = errno;
            return;
        }
        nt->accept_errno = 0;
        lws_sock_file_fd_type d = {.filefd = fd};
        struct lws *w = lws_adopt_descriptor_vhost(
            nt->vhost, LWS_ADOPT_RAW_FILE_DESC, d, "coup.door", NULL);
        if (w) /* else lws closed fd */
            lws_set_timeout(w, PENDING_TIMEOUT_USER_OK, HEAD_WAIT_S);
    }
}

/* The head is refused with `status`: the answer, then the write side
 * closed; the socket stays open (read and dropped) until the client
 * hangs up or REFUSED_WAIT_S pass, so that the kernel does not reset the
 * connection (and lose the answer) over bytes never read. */
static void door_refuse(net *nt, door *d, struct lws *wsi, int fd, int status,
                        const char *why, const char *what)
{
    const char *title = status == 414   ? "URI Too Long"
                        : status == 431 ? "Request Header Fields Too Large"
                        : status == 404 ? "Not Found"
                        : status == 426 ? "Upgrade Required"
                                        : "Bad Request";
    char out[512], peer[64];
    int n = snprintf(out, sizeof out,
                     "HTTP/1.1 %d %s\r\ncontent-type: text/plain; "
                     "charset=utf-8\r\ncontent-length: %zu\r\n%s"
                     "connection: close\r\n\r\n%s\n",
                     status, title, strlen(why) + 1,
                     status == 426 ? "sec-websocket-version: 13\r\n" : "",
                     why);
    log_line(nt, "%s: %s%d: %s", fd_peer(fd, peer, sizeof peer), what, status,
             why);
    if (send(fd, out, (size_t)n, MSG_NOSIGNAL) < 0) { /* a new socket: it fits */
        d->refused = 2;
        return;
    }
    shutdown(fd, SHUT_WR);
    d->refused = 1;
    lws_set_timeout(wsi, PENDING_TIMEOUT_USER_OK, REFUSED_WAIT_S);
}

/* Whether key is a Sec-WebSocket-Key: 16 bytes in base 64 (RFC 6455
 * 4.1). */
static int key_ok(const char *key)
{
    static const char b64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
                              "0123456789+/";
    return strlen(key) == 24 && strspn(key, b64) == 22 &&
           !strcmp(key + 22, "==");
}

/* Why the head h (a WebSocket handshake) is refused, with its status in
 * *st; NULL when it is taken. A WebSocket is on /ws only (404), a GET
 * with Connection: Upgrade and a key (400: RFC 6455 4.2.1), of version 13
 * (426: 4.4), that asks for the subprotocol coup.v1 (400: rather than a
 * WebSocket it cannot talk in, 4.2.2). */
static const char *handshake_refused(const char *h, size_t len, char key[64],
                                     int *st)
{
    char val[256];
    *st = 400;
    if (strncmp(h, "GET ", 4))
        return "a WebSocket handshake is a GET";
    if (strcspn(h + 4, " ?\r\n") != 3 || strncmp(h + 4, "/ws", 3)) {
        *st = 404;
        return "not found";
    }
    if (head_field(h, len, "connection", val, sizeof val) < 0 ||
        !has_token(val, "upgrade", 1))
        return "a WebSocket handshake says Connection: Upgrade";
    if (head_field(h, len, "sec-websocket-version", val, sizeof val) < 0 ||
        strcmp(val, "13")) {
        *st = 426;
        return "the WebSocket is of version 13 (Sec-WebSocket-Version: 13)";
    }
    if (head_field(h, len, "sec-websocket-key", key, 64) < 0 || !key_ok(key))
        return "a WebSocket handshake has a Sec-WebSocket-Key of 16 bytes "
               "in base 64";
    if (head_field(h, len, "sec-websocket-protocol", val, sizeof val) < 0 ||
        !has_token(val, "coup.v1", 0))
        return "the WebSocket on /ws speaks the subprotocol coup.v1 "
               "(Sec-WebSocket-Protocol: coup.v1)";
    return NULL;
}

/* The WebSocket handshake (RFC 6455 4.2), when the head of d (end bytes)
 * asks for one (Upgrade: websocket). 0: it does not, lws answers it; 1:
 * answered, by a refusal (handshake_refused()) or by 101, d now a
 * WebSocket with the bytes that followed the head; -1: close. */
static int door_upgrade(net *nt, door *d, struct lws *wsi, int fd, size_t end)
{
    const char *h = d->u.head.buf;
    char val[256], key[64];
    if (head_field(h, end, "upgrade", val, sizeof val) < 0 ||
        !has_token(val, "websocket", 1))
        return 0;
    int st;
    const char *why = handshake_refused(h, end, key, &st);
    if (why) {
        door_refuse(nt, d, wsi, fd, st, why, "WebSocket refused: ");
        return d->refused == 2 ? -1 : 1;
    }
    /* 4.2.2: the key and the protocol's GUID, hashed, in base 64. */
    char both[128], accept[64];
    unsigned char sha[20];
    int n = snprintf(both, sizeof both, "%s258EAFA5-E914-47DA-95CA-C5AB0DC85B11",
                     key);
    lws_SHA1((const unsigned char *)both, (size_t)n, sha);
    if (lws_b64_encode_string((const char *)sha, 20, accept, sizeof accept) < 0)
        return -1;
    char peer[64], fwd[256], out[256];
    fd_peer(fd, peer, sizeof peer);
    forwarded(nt, head_field(h, end, "x-forwarded-for", fwd, sizeof fwd) > 0
                      ? fwd : NULL, peer, sizeof peer);
    n = snprintf(out, sizeof out,
                 "HTTP/1.1 101 Switching Protocols\r\nupgrade: websocket\r\n"
                 "connection: Upgrade\r\nsec-websocket-accept: %s\r\n"
                 "sec-websocket-protocol: coup.v1\r\n\r\n", accept);
    if (send(fd, out, (size_t)n, MSG_NOSIGNAL) != n) /* a new socket: it fits */
        return -1;
    unsigned char rest[HEAD_MAX];
    size_t len = d->u.head.len - end;
    memcpy(rest, h + end, len);
    d->is_ws = 1;
    return ws_open(nt, &d->u.ws, wsi, fd, peer, rest, len) < 0 ? -1 : 1;
}

/* Bytes at the door. 0, or -1 to close the raw file (and its socket, or
 * only our copy of it once lws holds the connection). */
static int door_read(net *nt, door *d, struct lws *wsi)
{
    int fd = lws_get_socket_fd(wsi);
    if (d->refused) {
        char junk[4096];
        ssize_t r = recv(fd, junk, sizeof junk, 0);
        return d->refused == 2 || r == 0 ||
               (r < 0 && errno != EAGAIN && errno != EINTR) ? -1 : 0;
    }
    size_t *got = &d->u.head.len;
    ssize_t r = recv(fd, d->u.head.buf + *got, HEAD_MAX - *got, 0);
    if (r < 0)
        return errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR ? 0 : -1;
    if (r == 0)
        return -1; /* gone before a whole head */
    *got += (size_t)r;
    size_t end;
    const char *why;
    int st = head_check(d->u.head.buf, *got, &end, &why);
    if (st == 0)
        return 0;
    if (st != 200) {
        door_refuse(nt, d, wsi, fd, st, why, "");
        return d->refused == 2 ? -1 : 0;
    }
    int up = door_upgrade(nt, d, wsi, fd, end);
    if (up)
        return up < 0 ? -1 : 0;
    /* lws takes a copy of the socket, with the bytes read so far; the
     * door's raw file then closes its own. */
    int copy = fcntl(fd, F_DUPFD_CLOEXEC, 0);
    if (copy < 0 ||
        !lws_adopt_socket_vhost_readbuf(nt->vhost, copy, d->u.head.buf, *got))
        log_line(nt, "a connection lost at the door: %s",
                 copy < 0 ? strerror(errno) : "lws refused it");
    return -1;
}

static int door_callback(struct lws *wsi, enum lws_callback_reasons reason,
                         void *user, void *in, size_t len)
{
    net *nt = lws_context_user(lws_get_context(wsi));
    door *d = user;
    (void)in;
    (void)len;
    if (!nt || !nt->hub)
        return 0;
    switch (reason) {
    case LWS_CALLBACK_RAW_RX_FILE:
        if (wsi == nt->listen_wsi) {
            door_accept(nt);
            return 0;
        }
        if (!d)
            return -1;
        return d->is_ws ? ws_read(nt, &d->u.ws) : door_read(nt, d, wsi);
    case LWS_CALLBACK_RAW_WRITEABLE_FILE:
        return d && d->is_ws ? ws_writeable(nt, &d->u.ws) : 0;
    case LWS_CALLBACK_RAW_CLOSE_FILE:
        if (wsi == nt->listen_wsi)
            nt->listen_wsi = NULL;
        if (d && d->is_ws)
            ws_close(nt, &d->u.ws);
        return 0;
    case LWS_CALLBACK_FILTER_PROTOCOL_CONNECTION:
    case LWS_CALLBACK_ESTABLISHED:
        return -1; /* no WebSocket speaks "coup.door" */
    default:
        return 0;
    }
}

/* ------------------------------------------------------ the callback */

static int callback(struct lws *wsi, enum lws_callback_reasons reason,
                    void *user, void *in, size_t len)
{
    net *nt = lws_context_user(lws_get_context(wsi));
    exchange *c = user;
    (void)len;
    if (!nt || !nt->hub)
        return 0; /* lws' own set-up and tear-down, before or after us */
    switch (reason) {
    case LWS_CALLBACK_HTTP:
        return http_request(nt, c, wsi, in ? (const char *)in : "");
    case LWS_CALLBACK_HTTP_WRITEABLE:
        return http_writeable(c, wsi);
    case LWS_CALLBACK_HTTP_DROP_PROTOCOL:
    case LWS_CALLBACK_CLOSED_HTTP:
        if (c)
            http_free_body(c);
        return 0;
    case LWS_CALLBACK_HTTP_CONFIRM_UPGRADE:
        return upgrade_refuse(nt, wsi);
    case LWS_CALLBACK_FILTER_PROTOCOL_CONNECTION:
    case LWS_CALLBACK_ESTABLISHED:
        return -1; /* the door holds every WebSocket */
    case LWS_CALLBACK_EVENT_WAIT_CANCELLED:
        if (!nt->closing)
            think_drain(nt->think, bot_done, nt);
        return 0;
    default:
        return 0;
    }
}

/* --------------------------------------------------------- listening */

/* The addresses of `host` (IPv4 first: lws takes one address). */
static int resolve(const char *host, int port, struct addrinfo **res)
{
    struct addrinfo hints;
    memset(&hints, 0, sizeof hints);
    hints.ai_socktype = SOCK_STREAM;
    hints.ai_flags = AI_PASSIVE;
    char service[16];
    snprintf(service, sizeof service, "%d", port);
    hints.ai_family = AF_INET;
    int rc = getaddrinfo(host, service, &hints, res);
    if (rc) {
        hints.ai_family = AF_UNSPEC;
        rc = getaddrinfo(host, service, &hints, res);
    }
    return rc;
}

/* A listening socket on host:port (non-blocking), in *fd; or why not
 * (into problem[n]). Every address (0.0.0.0 or ::) is IPv6 and IPv4
 * alike where the machine has IPv6. */
static const char *open_listener(const char *host, int port, int *fd,
                                 char *problem, size_t n)
{
    struct addrinfo *res = NULL;
    int rc = resolve(host, port, &res);
    *fd = -1;
    if (rc) {
        snprintf(problem, n, "%s", gai_strerror(rc));
        return problem;
    }
    char addr[64] = "";
    getnameinfo(res->ai_addr, res->ai_addrlen, addr, sizeof addr, NULL, 0,
                NI_NUMERICHOST);
    int one = 1, zero = 0;
    if (!strcmp(addr, "0.0.0.0") || !strcmp(addr, "::")) {
        struct sockaddr_in6 any6;
        memset(&any6, 0, sizeof any6);
        any6.sin6_family = AF_INET6;
        any6.sin6_addr = in6addr_any;
        any6.sin6_port = htons((uint16_t)port);
        int s6 = socket(AF_INET6, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
        if (s6 >= 0 &&
            !setsockopt(s6, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one) &&
            !setsockopt(s6, IPPROTO_IPV6, IPV6_V6ONLY, &zero, sizeof zero) &&
            !bind(s6, (struct sockaddr *)&any6, sizeof any6) &&
            !listen(s6, SOMAXCONN)) {
            *fd = s6;
            freeaddrinfo(res);
            return NULL;
        }
        if (s6 >= 0)
            close(s6); /* no IPv6 here: IPv4 alone */
    }
    const char *why = NULL;
    int s4 = socket(res->ai_family, res->ai_socktype | SOCK_NONBLOCK | SOCK_CLOEXEC,
                    res->ai_protocol);
    if (s4 < 0 ||
        setsockopt(s4, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one) ||
        bind(s4, res->ai_addr, res->ai_addrlen) || listen(s4, SOMAXCONN)) {
        why = errno == EADDRINUSE      ? "address in use"
              : errno == EADDRNOTAVAIL ? "no such address on this machine"
              : errno == EACCES        ? "permission denied"
                                       : strerror(errno);
        snprintf(problem, n, "%s", why);
        why = problem;
        if (s4 >= 0)
            close(s4);
    } else {
        *fd = s4;
    }
    freeaddrinfo(res);
    return why;
}

/* The port fd listens on, or -1. */
static int fd_port(int fd)
{
    struct sockaddr_storage sa;
    socklen_t len = sizeof sa;
    if (getsockname(fd, (struct sockaddr *)&sa, &len))
        return -1;
    if (sa.ss_family == AF_INET6)
        return ntohs(((struct sockaddr_in6 *)&sa)->sin6_port);
    return ntohs(((struct sockaddr_in *)&sa)->sin_port);
}

static const struct lws_protocols protocols[] = {
    /* First, so that HTTP and a WebSocket without a subprotocol use it. */
    {"coup.v1", callback, sizeof(exchange), 0, 0, NULL, 0},
    /* The door's raw files: the listening socket and new connections. */
    {"coup.door", door_callback, sizeof(door), 0, 0, NULL, 0},
    {NULL, NULL, 0, 0, 0, NULL, 0}};


static int start_lws(net *nt, char *why, size_t n)
{
    const coup_serve_options *o = nt->o;
    const char *host = o->host && *o->host ? o->host : "0.0.0.0";
    char problem[128];
    if (o->port < 0 || o->port > 65535) {
        snprintf(why, n, "bad port %d", o->port);
        return -1;
    }
    if (open_listener(host, o->port, &nt->listen_fd, problem,
                      sizeof problem)) {
        snprintf(why, n, "cannot listen on %s:%d: %s", host, o->port,
                 problem);
        return -1;
    }
    nt->port = fd_port(nt->listen_fd);
    struct lws_context_creation_info info;
    memset(&info, 0, sizeof info);
    info.port = CONTEXT_PORT_NO_LISTEN_SERVER; /* the door listens */
    info.protocols = protocols;
    info.vhost_name = "coup";
    info.user = nt;
    /* The door lets no head past HEAD_MAX bytes through; lws keeps the
     * target twice (the path, and its arguments apart) and each header
     * with a few bytes more than it came with: twice that, so that lws
     * never runs out of room for a head the door let in (it would close
     * the connection without a word). */
    info.max_http_header_data = 2 * HEAD_MAX + 1024;
    /* No idle timer of lws' own (a hangup time of 0): silence_sweep(). */
    static const lws_retry_bo_t no_idle_timers = {0};
    info.retry_and_idle_policy = &no_idle_timers;
    info.options = LWS_SERVER_OPTION_EXPLICIT_VHOSTS;
#ifdef COUP_HAVE_LIBEV
    nt->ev = ev_loop_new(EVFLAG_AUTO);
    void *loops[1] = {nt->ev};
    if (nt->ev) {
        info.options |= LWS_SERVER_OPTION_LIBEV;
        info.foreign_loops = loops;
        nt->lws = lws_create_context(&info);
        if (!nt->lws) { /* lws' plugin for libev is missing: its own loop */
            ev_loop_destroy(nt->ev);
            nt->ev = NULL;
            info.options &= ~(uint64_t)LWS_SERVER_OPTION_LIBEV;
            info.foreign_loops = NULL;
        }
    }
    if (!nt->lws)
#endif
        nt->lws = lws_create_context(&info);
    if (nt->lws)
        nt->vhost = lws_create_vhost(nt->lws, &info);
    if (nt->vhost) {
        lws_sock_file_fd_type d = {.filefd = nt->listen_fd};
        nt->listen_wsi = lws_adopt_descriptor_vhost(
            nt->vhost, LWS_ADOPT_RAW_FILE_DESC, d, "coup.door", NULL);
    }
    if (!nt->listen_wsi) { /* lws closed it if it tried */
        if (!nt->vhost)
            close(nt->listen_fd);
        nt->listen_fd = -1;
    }
    if (!nt->lws || !nt->vhost || !nt->listen_wsi || nt->port <= 0) {
        snprintf(why, n, "cannot listen on %s:%d", host, o->port);
        return -1;
    }
    return 0;
}

/* ------------------------------------------------------------- serve */

static int start(net *nt, char *why, size_t n)
{
    const coup_serve_options *o = nt->o;
    if (o->static_dir && !realpath(o->static_dir, nt->static_root)) {
        snprintf(why, n, "--static %s: %s", o->static_dir, strerror(errno));
        return -1;
    }
    if (start_lws(nt, why, n))
        return -1;
    nt->think = think_new(think_wake, nt, why, n);
    if (!nt->think)
        return -1;
    hub_config cfg;
    hub_config_default(&cfg);
    cfg.db = o->db;
    cfg.bot_delay_ms = o->bot_delay_ms;
    cfg.away_ms = o->away_ms;
    cfg.seed = o->seed;
    cfg.max_rooms = o->max_rooms;
    cfg.max_clients = o->max_clients;
    cfg.ip_conns = o->ip_conns;
    cfg.ip_rate = o->ip_rate;
    cfg.shard = o->shard;
    static const hub_io io0 = {NULL,      io_send,   io_drop, io_arm,
                               io_think,  io_now_ms, io_wall_s, io_log};
    hub_io io = io0;
    io.ctx = nt;
    nt->hub = hub_new(&cfg, &io, why, n);
    return nt->hub ? 0 : -1;
}

/* In this order: no bot thinks any more, the connections close (the hub
 * hears of each), the timers go, then the hub (and its database). */
static void stop(net *nt)
{
    think_free(nt->think);
    nt->think = NULL;
    nt->closing = 1;
    if (nt->lws) {
        lws_sul_cancel(&nt->stop_sul);
        lws_sul_cancel(&nt->sweep_sul);
        timers_free(nt);
        lws_context_destroy(nt->lws);
    }
    while (nt->nspare > 0)
        free(nt->spare[--nt->nspare].data);
#ifdef COUP_HAVE_LIBEV
    if (nt->ev)
        ev_loop_destroy(nt->ev);
    nt->ev = NULL;
#endif
    if (nt->hub)
        hub_free(nt->hub);
    nt->hub = NULL;
}

#ifdef COUP_HAVE_LIBEV
static void flush_before_wait(struct ev_loop *loop, ev_prepare *w, int events)
{
    (void)loop;
    (void)events;
    flush(w->data);
}
#endif

int coup_serve(const coup_serve_options *o, char *why, size_t n)
{
    net *nt = calloc(1, sizeof *nt);
    if (!nt) {
        snprintf(why, n, "out of memory");
        return -1;
    }
    nt->o = o;
    log_hook(nt);
    int rc = start(nt, why, n);
    if (!rc) {
        int port = nt->port;
        const char *loop = "poll";
#ifdef COUP_HAVE_LIBEV
        if (nt->ev)
            loop = "libev";
#endif
        log_line(nt, "listening on %s:%d (event loop: %s)",
                 o->host && *o->host ? o->host : "0.0.0.0", port, loop);
        if (o->ready)
            o->ready(o->ctx, port);
        stop_poll(&nt->stop_sul);
        silence_sweep(&nt->sweep_sul);
#ifdef COUP_HAVE_LIBEV
        if (nt->ev) {
            ev_prepare_init(&nt->flush_w, flush_before_wait);
            nt->flush_w.data = nt;
            ev_prepare_start(nt->ev, &nt->flush_w);
            ev_run(nt->ev, 0); /* until stop_poll() sees *o->stop */
            ev_prepare_stop(nt->ev, &nt->flush_w);
        }
#endif
        while (!(o->stop && *o->stop)) {
            if (lws_service(nt->lws, 0) < 0)
                break;
            flush(nt);
        }
        log_line(nt, "stopping");
    }
    stop(nt);
    log_unhook(nt);
    free(nt);
    return rc;
}
