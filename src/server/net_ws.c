/*
 * net_ws.c: the WebSockets of `coup serve`'s loop: the handshake the door
 * answers, the client's frames read (wsframe.h) and each message handed
 * to the hub, the hub's messages queued as frames per connection and
 * written at the end of the loop's turn (net_flush()), pings to quiet
 * connections and the close of silent ones, and the close handshake.
 */
#define _XOPEN_SOURCE 700
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

#include "server/net_impl.h"

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
void net_flush(net *nt)
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
int net_ws_writeable(net *nt, conn *c)
{
    if (c->dead)
        return -1;
    c->blocked = 0;
    hub_flush(nt->hub); /* stored before anyone hears of it */
    unmark_dirty(nt, c);
    return ws_write(nt, c);
}

/* hub_io send(). */
void net_io_send(void *ctx, void *conn_, const char *text, size_t len)
{
    net *nt = ctx;
    conn *c = conn_;
    if (nt->closing || c->dead || c->closing >= CLOSE_QUEUED)
        return;
    if (!queue_frame(nt, c, 0x1 /* text */, text, len)) {
        net_log_line(nt, "%s: dropped: %zu bytes waiting to be sent", c->peer,
                 c->out.len + len);
        kill_conn(nt, c);
        return;
    }
    mark_dirty(nt, c);
}

/* hub_io drop(): close once what is queued has gone out. */
void net_io_drop(void *ctx, void *conn_)
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
                net_log_line(nt, "%s: closed: %s (%d)", c->peer, ev.why,
                             ev.code);
            ws_close_with(nt, c, ev.code, ev.why);
            return;
        }
    }
}

/* Bytes from the client. -1: close. */
int net_ws_read(net *nt, conn *c)
{
    unsigned char buf[16384];
    ssize_t r = recv(c->fd, buf, sizeof buf, 0);
    if (r < 0)
        return errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR ? 0 : -1;
    if (r == 0 || c->dead)
        return -1;
    c->heard_ms = net_io_now_ms(nt);
    c->pinged = 0;
    ws_input(nt, c, buf, (size_t)r);
    return 0;
}

/* A WebSocket begins on the door's raw file wsi (its socket fd), its
 * handshake answered; in[len] are the bytes that came after the head.
 * -1: close. */
static int ws_open(net *nt, conn *c, struct lws *wsi, int fd,
                   const char *peer, const char *token,
                   const unsigned char *in, size_t len)
{
    memset(c, 0, sizeof *c);
    c->wsi = wsi;
    c->fd = fd;
    snprintf(c->peer, sizeof c->peer, "%s", peer);
    wsf_init(&c->rd);
    c->heard_ms = net_io_now_ms(nt);
    c->wnext = nt->ws;
    if (nt->ws)
        nt->ws->wprev = c;
    nt->ws = c;
    c->cl = hub_open(nt->hub, c, c->peer);
    if (!c->cl) {
        net_log_line(nt, "%s: refused: out of memory", c->peer);
        return -1;
    }
    hub_client_session(nt->hub, c->cl, token);
    net_log_line(nt, "%s: connected", c->peer);
    lws_set_timeout(wsi, NO_PENDING_TIMEOUT, 0);
    ws_input(nt, c, in, len);
    return 0;
}

void net_ws_close(net *nt, conn *c)
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
        net_log_line(nt, "%s: gone", c->peer);
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
int net_upgrade_refuse(net *nt, struct lws *wsi)
{
    char peer[64];
    reply r;
    memset(&r, 0, sizeof r);
    net_reply_text(&r, 400, "no upgrade here but to a WebSocket on /ws\n");
    net_client_addr(nt, wsi, peer, sizeof peer);
    net_log_line(nt, "%s: upgrade refused: 400", peer);
    /* The body is short: it goes out with the headers, now. */
    unsigned char buf[LWS_PRE + 256];
    memcpy(buf + LWS_PRE, r.body, r.len);
    if (net_http_headers(wsi, &r, 0) ||
        lws_write(wsi, buf + LWS_PRE, r.len, LWS_WRITE_HTTP_FINAL) != (int)r.len)
        return -1;
    return 1;
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
    /* A page of another site may not open a socket in its visitor's
     * name (the cookie goes with it). A client that is not a browser
     * sends no Origin, and no cookie of a browser's. */
    if (!net_origin_ok(h, len, false)) {
        *st = 403;
        return "a WebSocket from a page of another site";
    }
    return NULL;
}

/* The WebSocket handshake (RFC 6455 4.2), when the head of d (end bytes)
 * asks for one (Upgrade: websocket). 0: it does not, lws answers it; 1:
 * answered, by a refusal (handshake_refused()) or by 101, d now a
 * WebSocket with the bytes that followed the head; -1: close. */
int net_door_upgrade(net *nt, door *d, struct lws *wsi, int fd, size_t end)
{
    const char *h = d->u.head.buf;
    char val[256], key[64];
    if (head_field(h, end, "upgrade", val, sizeof val) < 0 ||
        !has_token(val, "websocket", 1))
        return 0;
    int st;
    const char *why = handshake_refused(h, end, key, &st);
    if (why) {
        net_door_refuse(nt, d, wsi, fd, st, why, "WebSocket refused: ");
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
    net_fd_peer(fd, peer, sizeof peer);
    bool proxied = head_field(h, end, "x-forwarded-for", fwd, sizeof fwd) > 0;
    net_forwarded(nt, proxied ? fwd : NULL, peer, sizeof peer);
    n = snprintf(out, sizeof out,
                 "HTTP/1.1 101 Switching Protocols\r\nupgrade: websocket\r\n"
                 "connection: Upgrade\r\nsec-websocket-accept: %s\r\n"
                 "sec-websocket-protocol: coup.v1\r\n\r\n", accept);
    if (send(fd, out, (size_t)n, MSG_NOSIGNAL) != n) /* a new socket: it fits */
        return -1;
    char token[ACCOUNT_TOKEN_BYTES + 1] = "", cookie[HEAD_MAX];
    int clen = head_field(h, end, "cookie", cookie, sizeof cookie);
    if (clen < 0 ||
        account_cookie_token(cookie, (size_t)clen, token, sizeof token))
        token[0] = '\0';
    unsigned char rest[HEAD_MAX];
    size_t len = d->u.head.len - end;
    memcpy(rest, h + end, len);
    d->is_ws = 1;
    return ws_open(nt, &d->u.ws, wsi, fd, peer, token, rest, len) < 0 ? -1 : 1;
}

/* Once a second: a ping to each WebSocket quiet for ping_s, and the
 * close of each silent for 2 * ping_s + 10 s (70 s by default). */
void net_silence_sweep(lws_sorted_usec_list_t *sul)
{
    net *nt = lws_container_of(sul, net, sweep_sul);
    int64_t t = net_io_now_ms(nt);
    int64_t ping = 1000LL * (nt->o->ping_s > 0 ? nt->o->ping_s : 30);
    for (conn *c = nt->ws; c; c = c->wnext) {
        int64_t quiet = t - c->heard_ms;
        if (c->dead || c->closing) {
            continue;
        } else if (quiet >= 2 * ping + 10000) {
            net_log_line(nt, "%s: silent for %lld s: closed", c->peer,
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
    lws_sul_schedule(nt->lws, 0, &nt->sweep_sul, net_silence_sweep,
                     LWS_US_PER_SEC);
}
