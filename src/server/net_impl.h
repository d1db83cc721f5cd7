/*
 * net_impl.h: what the files of `coup serve`'s loop share and nobody else
 * sees: net.c (the loop on libwebsockets, the log, each room's timer, the
 * thinking thread, start and stop: it is the hub's hub_io), net_http.c
 * (the door every connection comes through, HTTP routes and replies) and
 * net_ws.c (WebSocket handshake, frames, output queues). The hub and
 * everything here run on the loop's thread only.
 */
#ifndef COUP_SERVER_NET_IMPL_H
#define COUP_SERVER_NET_IMPL_H

#include <limits.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <libwebsockets.h>
#ifdef COUP_HAVE_LIBEV
#include <ev.h>
#endif

#include "server/account.h"
#include "server/head.h"
#include "server/hub.h"
#include "server/server.h"
#include "server/think.h"
#include "server/work.h"
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
/* Once asked to stop, the HTTP replies under way get this long to go out
 * (new connections are refused meanwhile). */
#define DRAIN_MS 5000
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
    struct net *nt;  /* set with a body to send: net.sending counts it */
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
    work *work;    /* passwords' hashes (hub_io's work()) */
    work *analyses; /* finished games' analyses (hub_io's analyse()), a
                       thread each; NULL: none (analysis_threads 0) */
    int closing;   /* shutting down: hub_io calls are ignored */
    /* Asked to stop: the listener is closed, and the loop goes on until
     * no HTTP reply is under way (`sending`) or stop_by_ms passes. */
    int sending;
    int64_t stop_by_ms; /* 0 until asked to stop */
    int stopped;        /* the loop may end */
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
    struct post *post; /* a POST to /api/account/...: its body, then its
                          answer awaited (net_http.c) */
    struct lws *post_wsi; /* its raw file */
    union {
        struct {
            size_t len;
            char buf[HEAD_MAX + 1];
        } head;
        conn ws;
    } u;
} door;

/* What a route answers: a status, a type, a body (static or malloc'd),
 * and maybe a file name to download as. */
typedef struct reply {
    int status;
    const char *type;
    const unsigned char *body;
    char *owned;
    size_t len;
    char attachment[64];
    int private_; /* of one account: not to be kept (cache-control) */
} reply;

/* ----------------------------------------------------------- net.c */

/* A line for the server's log (coup_serve_options' log). */
#define net_log_line(nt, ...) \
    hub_logf((nt)->o->log, (nt)->o->ctx, __VA_ARGS__)
/* hub_io now_ms(): the loop's clock, in ms. */
int64_t net_io_now_ms(void *ctx);

/* ------------------------------------------------------ net_http.c */

void net_reply_text(reply *r, int status, const char *text);
void net_http_free_body(exchange *c);
/* Writes the status line and headers of r. 0, or -1 to close. */
int net_http_headers(struct lws *wsi, const reply *r, int allow);
/* The client's address, the peer's in buf[n]: with --proxy, for a peer
 * on this machine, the last address of X-Forwarded-For (`fwd`, NULL when
 * there is none), the one the proxy saw; those before it are the
 * client's word, worth nothing. */
const char *net_forwarded(const net *nt, char *fwd, char *buf, size_t n);
/* The client's address of an HTTP request (net_forwarded()). */
const char *net_client_addr(const net *nt, struct lws *wsi, char *buf,
                            size_t n);
int net_http_request(net *nt, exchange *c, struct lws *wsi,
                     const char *uri);
/* One chunk of the body per writeable callback. */
int net_http_writeable(exchange *c, struct lws *wsi);
/* fd's peer address, for the log. */
const char *net_fd_peer(int fd, char *buf, size_t n);
/* The head is refused with `status`: the answer, then the write side
 * closed; the socket stays open (read and dropped) until the client
 * hangs up or REFUSED_WAIT_S pass, so that the kernel does not reset the
 * connection (and lose the answer) over bytes never read. */
void net_door_refuse(net *nt, door *d, struct lws *wsi, int fd, int status,
                     const char *why, const char *what);
int net_door_callback(struct lws *wsi, enum lws_callback_reasons reason,
                      void *user, void *in, size_t len);
/* Whether the head h[len] comes from a page of this site: its Origin's
 * host (and port) is its Host. Without an Origin: !required (a client
 * that is not a browser sends none). */
bool net_origin_ok(const char *h, size_t len, bool required);
/* hub_io answer(): the answer of a POST left pending, to its door. */
void net_io_answer(void *ctx, void *conn, hub_answer *a);

/* -------------------------------------------------------- net_ws.c */

/* The end of a turn of the loop: the store first, then the sockets. */
void net_flush(net *nt);
/* The kernel takes more of c's bytes. */
int net_ws_writeable(net *nt, conn *c);
/* hub_io send(). */
void net_io_send(void *ctx, void *conn_, const char *text, size_t len);
/* hub_io drop(): close once what is queued has gone out. */
void net_io_drop(void *ctx, void *conn_);
/* Bytes from the client. -1: close. */
int net_ws_read(net *nt, conn *c);
void net_ws_close(net *nt, conn *c);
/* An upgrade lws sees is none to a WebSocket (the door takes those): it
 * is refused with 400. 1: refused, the answer written; -1: close. */
int net_upgrade_refuse(net *nt, struct lws *wsi);
/* The WebSocket handshake (RFC 6455 4.2), when the head of d (end bytes)
 * asks for one (Upgrade: websocket). 0: it does not, lws answers it; 1:
 * answered, by a refusal (handshake_refused()) or by 101, d now a
 * WebSocket with the bytes that followed the head; -1: close. */
int net_door_upgrade(net *nt, door *d, struct lws *wsi, int fd, size_t end);
/* Once a second: a ping to each WebSocket quiet for ping_s, and the
 * close of each silent for 2 * ping_s + 10 s (70 s by default). */
void net_silence_sweep(lws_sorted_usec_list_t *sul);


#endif
