/*
 * server.h: `coup serve`, the whole server in one call.
 *
 * coup_serve() listens for HTTP and WebSocket connections (libwebsockets),
 * runs the rooms (hub.h) on its event loop, lets bots think on a thread of
 * their own, and returns when asked to stop. The CLI (src/cli/serve.c) and
 * the tests (tests/server/test_net.c) are its callers. It prints nothing:
 * what is worth a line goes to the log callback.
 */
#ifndef COUP_SERVER_SERVER_H
#define COUP_SERVER_SERVER_H

#include <signal.h>
#include <stddef.h>
#include <stdint.h>

typedef struct coup_serve_options {
    const char *host;       /* address to listen on ("127.0.0.1") */
    int port;               /* 8080; 0: any free port (ready() says which) */
    const char *db;         /* SQLite file ("coup.db"), ":memory:", a
                               PostgreSQL URI (store.h), or NULL */
    const char *static_dir; /* serve the web client from this folder at
                               request time; NULL: the files built in */
    int bot_delay_ms;       /* hub_config's: a bot waits this long (1200) */
    int away_ms;            /* hub_config's: an absent player's bot (30000) */
    uint64_t seed;          /* hub_config's: 0 random, else deterministic */
    int max_rooms;          /* hub_config's: open rooms at most (1000) */
    int max_clients;        /* hub_config's: connections at most (10000) */
    int ip_conns;           /* hub_config's: per address (64; 0: no limit) */
    int ip_rate;            /* hub_config's: per address (100; 0: none) */
    /* Behind a proxy on this machine (nginx): a connection from a loopback
     * address is the client named last in its X-Forwarded-For header. */
    int proxy;
    const char *shard;      /* hub_config's: first letters of room codes */
    int analysis_threads;   /* hub_config's: games analysed at once (1; 0:
                               none, the feature is off) */
    long analysis_budget;   /* hub_config's: iterations a decision
                               (COUP_ANALYSIS_BUDGET) */
    /* A WebSocket quiet this long is pinged (30 s); one that has answered
     * nothing 2 * ping_s + 10 s after its last sign of life (70 s) is
     * closed: a client gone without a word (a phone that lost its
     * network) is found and freed. */
    int ping_s;
    /* The loop ends soon after *stop becomes nonzero (a signal handler or
     * another thread sets it). NULL: never. */
    volatile sig_atomic_t *stop;
    /* Called once, on the loop's thread, when the server listens; `port`
     * is the real port (useful with port 0). May be NULL. */
    void (*ready)(void *ctx, int port);
    /* One line of log (no newline), on the loop's thread. May be NULL. */
    void (*log)(void *ctx, const char *line);
    void *ctx;              /* given back to ready() and log() */
} coup_serve_options;

/* The defaults above. */
void coup_serve_defaults(coup_serve_options *o);

/* Serves until *o->stop. 0 after a clean stop; -1 with the reason in
 * why[n] when the server could not start ("cannot listen on
 * 127.0.0.1:8080: address in use", a database that cannot be opened, ...).
 * Everything is closed and freed on return. Servers may run side by side
 * in one process (the tests do), but libwebsockets has one log hook: its
 * own lines go to the log of the first. */
int coup_serve(const coup_serve_options *o, char *why, size_t n);

#endif
