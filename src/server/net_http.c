/*
 * net_http.c: the HTTP side of `coup serve`'s loop: the door every
 * connection comes through (accepted, its request's head read and
 * checked, what lws 4.1 would drop answered with its status, a WebSocket
 * upgrade handed to net_ws.c, the rest to lws), then each request's route
 * (the web client's files, the hub's JSON bodies, the QR code) and its
 * reply in chunks.
 */
#define _XOPEN_SOURCE 700 /* realpath() */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#include <jansson.h>
#include <sodium.h>

#include <coup/text.h>

#include "server/net_impl.h"

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


/* The reason phrase of a status the server answers. */
static const char *status_title(int status)
{
    switch (status) {
    case 200: return "OK";
    case 400: return "Bad Request";
    case 401: return "Unauthorized";
    case 403: return "Forbidden";
    case 404: return "Not Found";
    case 409: return "Conflict";
    case 411: return "Length Required";
    case 413: return "Content Too Large";
    case 414: return "URI Too Long";
    case 415: return "Unsupported Media Type";
    case 426: return "Upgrade Required";
    case 429: return "Too Many Requests";
    case 431: return "Request Header Fields Too Large";
    case 503: return "Service Unavailable";
    default: return "Error";
    }
}

void net_reply_text(reply *r, int status, const char *text)
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
        net_reply_text(r, 404, "not found\n");
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
        net_reply_text(r, 404, nt->static_root[0]
            ? "coup serve: no index.html in the --static folder\n"
            : "coup serve: the web client is missing (web/ was empty when "
              "coup was built); build again, or use --static DIR\n");
}

/* The session token of the request's cookie into token[n], or "". */
static const char *cookie_token(struct lws *wsi, char *token, size_t n)
{
    char cookie[2048];
    int len = lws_hdr_copy(wsi, cookie, sizeof cookie, WSI_TOKEN_HTTP_COOKIE);
    if (len <= 0 || account_cookie_token(cookie, (size_t)len, token, n))
        token[0] = '\0';
    return token;
}

static void route_api(net *nt, struct lws *wsi, const char *path, reply *r)
{
    size_t len = 0;
    int64_t id;
    char token[ACCOUNT_TOKEN_BYTES + 1];
    hub_flush(nt->hub); /* the store as it is told */
    if (!strcmp(path, "/api/me")) {
        char *body = hub_me_json(nt->hub, cookie_token(wsi, token, sizeof token),
                                 &len);
        reply_owned(r, body, len, "application/json");
        r->private_ = 1;
    } else if (!strcmp(path, "/api/leaderboard")) {
        char fbuf[32], pbuf[32];
        const char *family = lws_get_urlarg_by_name(wsi, "family=", fbuf,
                                                    (int)sizeof fbuf);
        const char *page = lws_get_urlarg_by_name(wsi, "page=", pbuf,
                                                  (int)sizeof pbuf);
        char *body = hub_leaderboard_json(nt->hub, family ? family : "base",
                                          page ? page : "1",
                                          cookie_token(wsi, token, sizeof token),
                                          &len);
        reply_owned(r, body, len, "application/json");
        r->private_ = 1;
    } else if (!strcmp(path, "/api/rooms")) {
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
    } else if (!strncmp(path, "/api/games/", 11) && strchr(path + 11, '/')) {
        /* GET /api/games/<id>/analysis (docs/web-protocol.md, "Analysis");
         * its POSTs are the door's (door_analysis()). */
        const char *slash = strchr(path + 11, '/');
        char buf[64], kbuf[80];
        const char *lang = lws_get_urlarg_by_name(wsi, "lang=", buf,
                                                  (int)sizeof buf);
        const char *key = lws_get_urlarg_by_name(wsi, "key=", kbuf,
                                                 (int)sizeof kbuf);
        if (!parse_id(path + 11, slash, &id) || strcmp(slash, "/analysis")) {
            net_reply_text(r, 404, "not found\n");
        } else {
            hub_answer a;
            hub_analysis_request(nt->hub, HUB_ANALYSIS_STATUS, id, key, lang,
                                 "", &a);
            if (!a.body) {
                net_reply_text(r, 500, "out of memory\n");
            } else {
                reply_owned(r, a.body, a.len, "application/json");
                r->status = a.status;
            }
            r->private_ = 1;
        }
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
        net_reply_text(r, 404, "not found\n");
    }
}

static void route_qr(struct lws *wsi, reply *r)
{
    /* The text is at most 512 bytes; lws has url-decoded it. */
    char buf[1024];
    const char *text = lws_get_urlarg_by_name(wsi, "text=", buf,
                                              (int)sizeof buf);
    if (!text || !*text) {
        net_reply_text(r, 400, "qr.svg needs ?text=...\n");
        return;
    }
    size_t len = 0;
    char *svg = hub_qr_svg(text, &len);
    if (!svg)
        net_reply_text(r, 400, "the text of a QR code is 1 to 512 bytes\n");
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
    /* A player's name may be of any script: lws has decoded the path, and
     * the name goes only to the store, as a parameter. */
    if (!strncmp(path, "/api/players/", 13)) {
        hub_flush(nt->hub);
        char *body = hub_player_json(nt->hub, path + 13, &len);
        reply_owned(r, body, len, "application/json");
    } else if (!strncmp(path, "/players/", 9) && path[9]) {
        route_page(nt, r);
    } else if (!path_ok(path)) {
        net_reply_text(r, 404, "not found\n");
    } else if (!strcmp(path, "/healthz")) {
        net_reply_text(r, 200, "ok\n");
    } else if (!strcmp(path, "/") || !strncmp(path, "/r/", 3) ||
               !strcmp(path, "/signin") || !strcmp(path, "/signup") ||
               !strcmp(path, "/account") || !strcmp(path, "/leaderboard") ||
               !strcmp(path, "/learn") ||
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
    } else if (lang_path(path, "/tutorial/", code)) {
        char nbuf[256];
        const char *name = lws_get_urlarg_by_name(wsi, "name=", nbuf,
                                                  (int)sizeof nbuf);
        char *json = hub_tutorial_json(code, name, &len);
        const coup_lang *l = coup_lang_find(code);
        if (json || !name || !l || strcmp(l->code, code))
            reply_owned(r, json, len, "application/json");
        else
            net_reply_text(r, 400, "name: 1 to 20 characters, none "
                                   "invisible\n");
    } else if (!strncmp(path, "/api/", 5)) {
        route_api(nt, wsi, path, r);
    } else if (!strcmp(path, "/qr.svg")) {
        route_qr(wsi, r);
    } else if (!reply_file(nt, r, path)) {
        net_reply_text(r, 404, "not found\n");
    }
}

void net_http_free_body(exchange *c)
{
    if (c->nt) /* a reply under way no more (net.sending) */
        c->nt->sending--;
    c->nt = NULL;
    free(c->owned);
    c->owned = NULL;
    c->body = NULL;
    c->body_len = c->body_off = 0;
}

/* Writes the status line and headers of r. 0, or -1 to close. */
int net_http_headers(struct lws *wsi, const reply *r, int allow)
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
        HEADER("cache-control:", r->private_ ? "no-store" : "no-cache") ||
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
    net_http_free_body(c);
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
const char *net_forwarded(const net *nt, char *fwd, char *buf, size_t n)
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

/* The client's address of an HTTP request (net_forwarded()). */
const char *net_client_addr(const net *nt, struct lws *wsi, char *buf,
                            size_t n)
{
    char fwd[256];
    peer_name(wsi, buf, n);
    int got = lws_hdr_copy(wsi, fwd, sizeof fwd, WSI_TOKEN_X_FORWARDED_FOR);
    return net_forwarded(nt, got > 0 ? fwd : NULL, buf, n);
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

int net_http_request(net *nt, exchange *c, struct lws *wsi,
                     const char *uri)
{
    reply r;
    memset(&r, 0, sizeof r);
    int get = lws_hdr_total_length(wsi, WSI_TOKEN_GET_URI) > 0;
    int head = !get && lws_hdr_total_length(wsi, WSI_TOKEN_HEAD_URI) > 0;
    net_http_free_body(c);
    char peer[64];
    net_client_addr(nt, wsi, peer, sizeof peer);
    if (!hub_http_ok(nt->hub, peer)) {
        net_reply_text(&r, 429,
                       "too many requests from your address: slow down\n");
    } else if (!get && !head) {
        net_reply_text(&r, 405, "only GET and HEAD\n");
        c->close_after = 1; /* the request may have a body we do not read */
    } else {
        route(nt, wsi, uri, &r);
    }
    if (r.status >= 400)
        net_log_line(nt, "%s: %s %s: %d", peer, method_name(wsi), uri,
                     r.status);
    if (net_http_headers(wsi, &r, r.status == 405)) {
        free(r.owned);
        return -1;
    }
    c->owned = r.owned;
    c->body = r.body;
    c->body_len = head ? 0 : r.len;
    if (!c->body_len)
        return http_done(c);
    c->nt = nt;
    nt->sending++;
    lws_callback_on_writable(wsi);
    return 0;
}

/* One chunk of the body per writeable callback. */
int net_http_writeable(exchange *c, struct lws *wsi)
{
    if (!c->body)
        return 0;
    if (c->body_off == c->body_len) /* lws has sent what it kept back */
        return http_done(c);
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
    /* A write the socket did not take whole is kept by lws and sent
     * before the next writeable callback: the reply is done only then, so
     * that a server asked to stop waits for it (net.sending). */
    if (last && !lws_partial_buffered(wsi))
        return http_done(c);
    lws_callback_on_writable(wsi);
    return 0;
}

/* fd's peer address, for the log. */
const char *net_fd_peer(int fd, char *buf, size_t n)
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
    for (int i = 0; i < ACCEPT_BATCH && !nt->stop_by_ms; i++) {
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
                net_log_line(nt, "accept: %s", strerror(errno));
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
void net_door_refuse(net *nt, door *d, struct lws *wsi, int fd, int status,
                     const char *why, const char *what)
{
    const char *title = status_title(status);
    char out[512], peer[64];
    int n = snprintf(out, sizeof out,
                     "HTTP/1.1 %d %s\r\ncontent-type: text/plain; "
                     "charset=utf-8\r\ncontent-length: %zu\r\n%s"
                     "connection: close\r\n\r\n%s\n",
                     status, title, strlen(why) + 1,
                     status == 426 ? "sec-websocket-version: 13\r\n" : "",
                     why);
    net_log_line(nt, "%s: %s%d: %s", net_fd_peer(fd, peer, sizeof peer),
                 what, status, why);
    if (send(fd, out, (size_t)n, MSG_NOSIGNAL) < 0) { /* a new socket: it fits */
        d->refused = 2;
        return;
    }
    shutdown(fd, SHUT_WR);
    d->refused = 1;
    lws_set_timeout(wsi, PENDING_TIMEOUT_USER_OK, REFUSED_WAIT_S);
}

/* ------------------------------------------------ POST /api/account/...
 *
 * The account requests (docs/web-protocol.md, "Accounts") stay with the
 * door, as a WebSocket's handshake does: their bodies are small (at most
 * POST_MAX bytes), and their answer may wait for a password's hash off
 * the loop (hub_post()), which a raw socket waits for as simply as can
 * be. The door reads the body, asks the hub, and writes the answer
 * itself; the connection then closes. */

#define POST_MAX 4096
#define POST_WAIT_S 30 /* for the body, and for the answer */

struct post {
    char what[16];      /* "signin", ... */
    char route[48];     /* its path, for the log */
    char peer[64];
    char token[ACCOUNT_TOKEN_BYTES + 1];
    bool secure;
    bool asked;         /* the hub has it: the answer is awaited */
    size_t need, got;   /* the body's length, and the bytes read */
    char body[POST_MAX + 1];
};

bool net_origin_ok(const char *h, size_t len, bool required)
{
    char origin[256], host[256];
    if (head_field(h, len, "origin", origin, sizeof origin) < 0)
        return !required;
    const char *p = !strncasecmp(origin, "https://", 8)  ? origin + 8
                    : !strncasecmp(origin, "http://", 7) ? origin + 7
                                                         : NULL;
    return p && head_field(h, len, "host", host, sizeof host) > 0 &&
           !strcasecmp(p, host);
}

/* Writes answer a on the door's socket, then closes its write side: what
 * the client sends after is read and dropped until it hangs up. */
static void post_answer(net *nt, door *d, struct lws *wsi, hub_answer *a)
{
    int fd = lws_get_socket_fd(wsi);
    struct post *p = d->post;
    char head[512];
    int n = snprintf(head, sizeof head,
                     "HTTP/1.1 %d %s\r\ncontent-type: application/json\r\n"
                     "content-length: %zu\r\ncache-control: no-store\r\n"
                     "x-content-type-options: nosniff\r\n%s%s%s"
                     "connection: close\r\n\r\n",
                     a->status, status_title(a->status), a->len,
                     a->cookie[0] ? "set-cookie: " : "", a->cookie,
                     a->cookie[0] ? "\r\n" : "");
    if (a->status >= 400)
        net_log_line(nt, "%s: POST %s: %d", p->peer, p->route, a->status);
    /* A new socket: a head and a small body fit in its buffer. */
    if (send(fd, head, (size_t)n, MSG_NOSIGNAL) != n ||
        (a->len && send(fd, a->body, a->len, MSG_NOSIGNAL) != (ssize_t)a->len)) {
        d->refused = 2;
    } else {
        shutdown(fd, SHUT_WR);
        d->refused = 1;
        lws_set_timeout(wsi, PENDING_TIMEOUT_USER_OK, REFUSED_WAIT_S);
    }
    sodium_memzero(p, sizeof *p); /* the body held a password */
    free(p);
    d->post = NULL;
}

/* A refusal of the door's own, in the hub's form of one. */
static void post_refuse(net *nt, door *d, struct lws *wsi, int status,
                        const char *code, const char *detail)
{
    hub_answer a = {.status = status};
    json_t *o = json_pack("{ssss}", "error", code, "detail", detail);
    a.body = o ? json_dumps(o, JSON_COMPACT) : NULL;
    a.len = a.body ? strlen(a.body) : 0;
    json_decref(o);
    post_answer(nt, d, wsi, &a);
    free(a.body);
}

void net_io_answer(void *ctx, void *conn_, hub_answer *a)
{
    net *nt = ctx;
    door *d = conn_;
    if (nt->closing || !d->post)
        return;
    post_answer(nt, d, d->post_wsi, a);
}

/* The body is whole: the hub answers, now or later. */
static void post_ask(net *nt, door *d, struct lws *wsi)
{
    struct post *p = d->post;
    hub_request q = {p->what, p->peer, p->token, p->body, p->need, p->secure};
    hub_answer a;
    p->asked = true;
    d->post_wsi = wsi;
    hub_flush(nt->hub); /* the store as it is told */
    if (hub_post(nt->hub, d, &q, &a)) {
        post_answer(nt, d, wsi, &a);
        free(a.body);
    }
}

/* POST /api/games/<id>/analysis and .../analysis/cancel
 * (docs/web-protocol.md, "Analysis"): no body (one sent is not read),
 * answered at once, from the page of this site only. 1, or -1: close. */
static int door_analysis(net *nt, door *d, struct lws *wsi, int fd,
                         size_t end)
{
    const char *h = d->u.head.buf;
    struct post *p = calloc(1, sizeof *p);
    if (!p)
        return -1;
    d->post = p;
    d->post_wsi = wsi;
    p->asked = true; /* nothing to read */
    char path[64], query[256], key[80], lang[16], fwd[256];
    net_fd_peer(fd, p->peer, sizeof p->peer);
    bool proxied = head_field(h, end, "x-forwarded-for", fwd, sizeof fwd) > 0;
    net_forwarded(nt, proxied ? fwd : NULL, p->peer, sizeof p->peer);
    int verb = -1;
    int64_t id = 0;
    if (head_target(h, end, path, sizeof path, query, sizeof query) == 0) {
        const char *slash = strchr(path + 11, '/');
        snprintf(p->route, sizeof p->route, "%s", path);
        if (slash && parse_id(path + 11, slash, &id))
            verb = !strcmp(slash, "/analysis")          ? HUB_ANALYSIS_START
                   : !strcmp(slash, "/analysis/cancel") ? HUB_ANALYSIS_CANCEL
                                                        : -1;
    } else {
        snprintf(p->route, sizeof p->route, "/api/games/...");
    }
    if (!hub_http_ok(nt->hub, p->peer)) {
        post_refuse(nt, d, wsi, 429, "too_many",
                    "too many requests from your address: slow down");
    } else if (verb < 0) {
        post_refuse(nt, d, wsi, 404, "not_found", "no such path");
    } else if (!net_origin_ok(h, end, true)) {
        post_refuse(nt, d, wsi, 403, "origin",
                    "a request from a page of another site, or with no Origin");
    } else {
        hub_answer a;
        bool has_key = head_query(query, "key", key, sizeof key) >= 0;
        bool has_lang = head_query(query, "lang", lang, sizeof lang) > 0;
        hub_flush(nt->hub); /* the store as it is told */
        hub_analysis_request(nt->hub, verb, id, has_key ? key : NULL,
                             has_lang ? lang : NULL, p->peer, &a);
        if (!a.body)
            post_refuse(nt, d, wsi, 500, "out_of_memory",
                        "the server is out of memory");
        else
            post_answer(nt, d, wsi, &a);
        free(a.body);
    }
    return d->refused == 2 ? -1 : 1;
}

/* The head of d (end bytes) is a POST: 0 when it is none, lws answers
 * it; 1: taken (a body to read, or answered); -1: close. */
static int door_post(net *nt, door *d, struct lws *wsi, int fd, size_t end)
{
    const char *h = d->u.head.buf;
    static const char prefix[] = "POST /api/account/";
    static const char games[] = "POST /api/games/";
    if (!strncmp(h, games, sizeof games - 1))
        return door_analysis(nt, d, wsi, fd, end);
    if (strncmp(h, prefix, sizeof prefix - 1))
        return 0;
    struct post *p = calloc(1, sizeof *p);
    if (!p)
        return -1;
    d->post = p;
    d->post_wsi = wsi;
    const char *w = h + sizeof prefix - 1;
    size_t wn = strcspn(w, " ?\r\n");
    snprintf(p->what, sizeof p->what, "%.*s", (int)(wn < 15 ? wn : 15), w);
    snprintf(p->route, sizeof p->route, "/api/account/%s", p->what);
    char fwd[256], val[256], cookie[HEAD_MAX];
    net_fd_peer(fd, p->peer, sizeof p->peer);
    bool proxied = head_field(h, end, "x-forwarded-for", fwd, sizeof fwd) > 0;
    net_forwarded(nt, proxied ? fwd : NULL, p->peer, sizeof p->peer);
    /* Behind TLS: the proxy on this machine says so. */
    p->secure = nt->o->proxy && strcmp(p->peer, net_fd_peer(fd, val, sizeof val)) &&
                head_field(h, end, "x-forwarded-proto", val, sizeof val) > 0 &&
                !strcasecmp(val, "https");
    int clen = head_field(h, end, "cookie", cookie, sizeof cookie);
    if (clen < 0 || account_cookie_token(cookie, (size_t)clen, p->token,
                                         sizeof p->token))
        p->token[0] = '\0';
    char *endp;
    if (!hub_http_ok(nt->hub, p->peer)) {
        post_refuse(nt, d, wsi, 429, "too_many",
                    "too many requests from your address: slow down");
    } else if (!net_origin_ok(h, end, true)) {
        post_refuse(nt, d, wsi, 403, "origin",
                    "a request from a page of another site, or with no Origin");
    } else if (head_field(h, end, "content-type", val, sizeof val) < 0 ||
               strncasecmp(val, "application/json", 16) ||
               (val[16] && val[16] != ';')) {
        post_refuse(nt, d, wsi, 415, "bad_request",
                    "the body is JSON (Content-Type: application/json)");
    } else if (head_field(h, end, "transfer-encoding", val, sizeof val) >= 0 ||
               head_field(h, end, "content-length", val, sizeof val) < 0 ||
               !val[0] || strspn(val, "0123456789") != strlen(val) ||
               strlen(val) > 6) {
        post_refuse(nt, d, wsi, 411, "bad_request",
                    "a body with a Content-Length, not chunked");
    } else if ((p->need = strtoul(val, &endp, 10)) > POST_MAX) {
        post_refuse(nt, d, wsi, 413, "bad_request",
                    "a body of 4096 bytes at most");
    } else {
        size_t have = d->u.head.len - end;
        if (have > p->need)
            have = p->need; /* what follows is not read: the answer closes */
        memcpy(p->body, h + end, have);
        p->got = have;
        sodium_memzero(d->u.head.buf, d->u.head.len);
        lws_set_timeout(wsi, PENDING_TIMEOUT_USER_OK, POST_WAIT_S);
        if (p->got == p->need)
            post_ask(nt, d, wsi);
    }
    return d->refused == 2 ? -1 : 1;
}

/* More of a POST's body. 0, or -1 to close. */
static int post_read(net *nt, door *d, struct lws *wsi)
{
    struct post *p = d->post;
    if (p->asked) { /* nothing more is read before the answer */
        char junk[512];
        ssize_t r = recv(lws_get_socket_fd(wsi), junk, sizeof junk, MSG_PEEK);
        return r == 0 ? -1 : 0;
    }
    ssize_t r = recv(lws_get_socket_fd(wsi), p->body + p->got,
                     p->need - p->got, 0);
    if (r < 0)
        return errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR ? 0 : -1;
    if (r == 0)
        return -1;
    p->got += (size_t)r;
    if (p->got == p->need)
        post_ask(nt, d, wsi);
    return d->refused == 2 ? -1 : 0;
}

/* Bytes at the door. 0, or -1 to close the raw file (and its socket, or
 * only our copy of it once lws holds the connection). */
static int door_read(net *nt, door *d, struct lws *wsi)
{
    int fd = lws_get_socket_fd(wsi);
    if (d->post && !d->refused)
        return post_read(nt, d, wsi);
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
        net_door_refuse(nt, d, wsi, fd, st, why, "");
        return d->refused == 2 ? -1 : 0;
    }
    int up = net_door_upgrade(nt, d, wsi, fd, end);
    if (!up)
        up = door_post(nt, d, wsi, fd, end);
    if (up)
        return up < 0 ? -1 : 0;
    /* lws takes a copy of the socket, with the bytes read so far; the
     * door's raw file then closes its own. */
    int copy = fcntl(fd, F_DUPFD_CLOEXEC, 0);
    if (copy < 0 ||
        !lws_adopt_socket_vhost_readbuf(nt->vhost, copy, d->u.head.buf, *got))
        net_log_line(nt, "a connection lost at the door: %s",
                 copy < 0 ? strerror(errno) : "lws refused it");
    return -1;
}

int net_door_callback(struct lws *wsi, enum lws_callback_reasons reason,
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
        return d->is_ws ? net_ws_read(nt, &d->u.ws) : door_read(nt, d, wsi);
    case LWS_CALLBACK_RAW_WRITEABLE_FILE:
        return d && d->is_ws ? net_ws_writeable(nt, &d->u.ws) : 0;
    case LWS_CALLBACK_RAW_CLOSE_FILE:
        if (wsi == nt->listen_wsi) { /* lws closed listen_fd too */
            nt->listen_wsi = NULL;
            nt->listen_fd = -1;
        }
        if (d && d->is_ws)
            net_ws_close(nt, &d->u.ws);
        if (d && d->post) { /* gone before its answer */
            hub_post_cancel(nt->hub, d);
            sodium_memzero(d->post, sizeof *d->post);
            free(d->post);
            d->post = NULL;
        }
        return 0;
    case LWS_CALLBACK_FILTER_PROTOCOL_CONNECTION:
    case LWS_CALLBACK_ESTABLISHED:
        return -1; /* no WebSocket speaks "coup.door" */
    default:
        return 0;
    }
}
