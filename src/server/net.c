/*
 * net.c: the event loop of `coup serve` (server.h), on libwebsockets.
 *
 * One lws context, one vhost, listening on nothing: every connection
 * comes through the door (net_http.c), which reads its request's head;
 * an HTTP request goes on to lws (the protocol "coup.v1",
 * docs/web-protocol.md's HTTP table), and the WebSocket on /ws stays with
 * the door (net_ws.c reads its frames and writes the hub's). This file is
 * the loop itself, lws' callbacks dispatched, the log, and the rest of
 * the hub's hub_io: one timer per room, bots handed to the thinking
 * thread (think.h), and the one-second tick. The hub and everything here
 * run on the loop's thread only.
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

#include "server/net_impl.h"

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
    o->analysis_threads = c.analysis_threads;
    o->analysis_budget = c.analysis_budget;
    o->ping_s = 30;
}


/* ---------------------------------------------------------------- log */

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


/* hub_io log(). */
static void io_log(void *ctx, const char *line)
{
    net *nt = ctx;
    net_log_line(nt, "%s", line);
}

/* ------------------------------------------------------------- timers */

int64_t net_io_now_ms(void *ctx)
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
            net_log_line(nt, "room %u: out of memory for its timer",
                     (unsigned)room);
            return;
        }
        t->net = nt;
        t->room = room;
        t->next = nt->timers[room % TIMER_BUCKETS];
        nt->timers[room % TIMER_BUCKETS] = t;
    }
    int64_t wait = at_ms - net_io_now_ms(nt);
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

/* The loop looks at *stop this often; the callback only has to wake it.
 * Asked to stop, the server closes its listener (a new connection is
 * refused, as by a server that is down) and ends the loop once the HTTP
 * replies under way are out, or DRAIN_MS on: a page loading as the
 * server restarts gets every file whole, or none. */
static void stop_poll(lws_sorted_usec_list_t *sul)
{
    net *nt = lws_container_of(sul, net, stop_sul);
    if (nt->o->stop && *nt->o->stop) {
        int64_t now = net_io_now_ms(nt);
        if (!nt->stop_by_ms) {
            nt->stop_by_ms = now + DRAIN_MS;
            if (nt->listen_wsi) /* lws closes it, and listen_fd with it */
                lws_set_timeout(nt->listen_wsi, PENDING_TIMEOUT_USER_OK,
                                LWS_TO_KILL_ASYNC);
        }
        if (nt->sending <= 0 || now >= nt->stop_by_ms) {
            nt->stopped = 1;
#ifdef COUP_HAVE_LIBEV
            if (nt->ev)
                ev_break(nt->ev, EVBREAK_ALL);
#endif
            lws_cancel_service(nt->lws);
            return;
        }
    }
    lws_sul_schedule(nt->lws, 0, &nt->stop_sul, stop_poll, STOP_POLL_US);
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
        net_log_line(nt, "room %u: out of memory for a bot's move",
                 (unsigned)room);
}

static void bot_done(void *ctx, uint32_t room, uint64_t ticket, coup_move m)
{
    net *nt = ctx;
    hub_bot_done(nt->hub, room, ticket, m);
}

/* hub_io hint(): on the bots' thread, which searches as they do. */
static void io_hint(void *ctx, uint32_t room, uint64_t ticket,
                    const coup_state *start, const coup_move *moves, int n,
                    int seat, uint64_t seed)
{
    net *nt = ctx;
    if (nt->closing)
        return;
    if (think_push_hint(nt->think, room, ticket, start, moves, n, seat, seed))
        net_log_line(nt, "room %u: out of memory for a hint",
                     (unsigned)room);
}

static void hint_done(void *ctx, uint32_t room, uint64_t ticket,
                      const coup_hint *h)
{
    net *nt = ctx;
    hub_hint_done(nt->hub, room, ticket, h);
}

/* hub_io work(): a password's hash on a worker thread (work.h). Out of
 * memory for the queue, it is made here and now: slow, but answered. */
static void io_work(void *ctx, void (*fn)(void *job), void *job)
{
    net *nt = ctx;
    if (!nt->closing && work_push(nt->work, fn, job)) {
        fn(job);
        hub_work_done(nt->hub, job);
    }
}

static void work_done(void *ctx, void *job)
{
    net *nt = ctx;
    hub_work_done(nt->hub, job);
}

/* --------------------------------------------------------- analyses */

static void analysis_run(void *job)
{
    hub_analysis_run(job);
}

/* hub_io analyse(): a game's analysis on a thread of its own pool. Out of
 * memory for the queue, it is done (as failed) at once. */
static void io_analyse(void *ctx, struct hub_analysis *job)
{
    net *nt = ctx;
    if (nt->closing)
        return;
    if (work_push(nt->analyses, analysis_run, job))
        hub_analysis_done(nt->hub, job);
}

static void analysis_done(void *ctx, void *job)
{
    net *nt = ctx;
    hub_analysis_done(nt->hub, job);
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
        return net_http_request(nt, c, wsi, in ? (const char *)in : "");
    case LWS_CALLBACK_HTTP_WRITEABLE:
        return net_http_writeable(c, wsi);
    case LWS_CALLBACK_HTTP_DROP_PROTOCOL:
    case LWS_CALLBACK_CLOSED_HTTP:
        if (c)
            net_http_free_body(c);
        return 0;
    case LWS_CALLBACK_HTTP_CONFIRM_UPGRADE:
        return net_upgrade_refuse(nt, wsi);
    case LWS_CALLBACK_FILTER_PROTOCOL_CONNECTION:
    case LWS_CALLBACK_ESTABLISHED:
        return -1; /* the door holds every WebSocket */
    case LWS_CALLBACK_EVENT_WAIT_CANCELLED:
        if (!nt->closing) {
            think_drain(nt->think, bot_done, hint_done, nt);
            work_drain(nt->work, work_done, nt);
            if (nt->analyses)
                work_drain(nt->analyses, analysis_done, nt);
        }
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
    {"coup.door", net_door_callback, sizeof(door), 0, 0, NULL, 0},
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
    /* No idle timer of lws' own (a hangup time of 0): net_silence_sweep(). */
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
    nt->work = work_new(WORK_THREADS, think_wake, nt, why, n);
    if (!nt->work)
        return -1;
    if (o->analysis_threads > 0) {
        nt->analyses = work_new(o->analysis_threads, think_wake, nt, why, n);
        if (!nt->analyses)
            return -1;
    }
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
    cfg.analysis_threads = o->analysis_threads;
    cfg.analysis_budget = o->analysis_budget;
    static const hub_io io0 = {NULL,      net_io_send,   net_io_drop, io_arm,
                               io_think,  net_io_now_ms, io_wall_s, io_log,
                               io_work,   net_io_answer, io_hint, NULL};
    hub_io io = io0;
    io.ctx = nt;
    if (nt->analyses)
        io.analyse = io_analyse;
    nt->hub = hub_new(&cfg, &io, why, n);
    return nt->hub ? 0 : -1;
}

/* In this order: no bot thinks any more and no game is analysed (each
 * running analysis stops at its next decision), the connections close
 * (the hub hears of each), the timers go, then the hub (and its database,
 * and the analyses' jobs). */
static void stop(net *nt)
{
    think_free(nt->think);
    nt->think = NULL;
    work_free(nt->work);
    nt->work = NULL;
    if (nt->hub)
        hub_analyses_stop(nt->hub);
    work_free(nt->analyses);
    nt->analyses = NULL;
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
    net_flush(w->data);
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
        net_log_line(nt, "listening on %s:%d (event loop: %s)",
                 o->host && *o->host ? o->host : "0.0.0.0", port, loop);
        if (o->ready)
            o->ready(o->ctx, port);
        stop_poll(&nt->stop_sul);
        net_silence_sweep(&nt->sweep_sul);
#ifdef COUP_HAVE_LIBEV
        if (nt->ev) {
            ev_prepare_init(&nt->flush_w, flush_before_wait);
            nt->flush_w.data = nt;
            ev_prepare_start(nt->ev, &nt->flush_w);
            ev_run(nt->ev, 0); /* until stop_poll() sees *o->stop */
            ev_prepare_stop(nt->ev, &nt->flush_w);
        }
#endif
        while (!nt->stopped) {
            if (lws_service(nt->lws, 0) < 0)
                break;
            net_flush(nt);
        }
        net_log_line(nt, "stopping");
    }
    stop(nt);
    log_unhook(nt);
    free(nt);
    return rc;
}
