/*
 * wsload.c - `coup-wsload`: what `coup serve` does under many clients,
 * measured from the outside on loopback (docs/BENCHMARKS.md, "The server",
 * "Many clients").
 *
 * N scripted people connect over WebSockets (libwebsockets' client side:
 * one context, every connection on one event loop, on libev's epoll where
 * it is there; one lws timer and a heap of our own for the pacing),
 * sit in rooms of --room-size people (plus --bots server bots), and play
 * whole games one after another: each person sends a random legal move
 * when it is to move, at human pace (1-3 s of thought) or at full speed
 * (at once, but never faster than the server's 20 messages a second per
 * connection). Over a measured window it reports:
 *
 * - the clients held connected and the rooms playing;
 * - moves per second, people's and bots', as the rooms' events show them;
 * - move-to-broadcast latency: from the moment a person writes its move to
 *   the moment the last person of its room has read a `state` past that
 *   move (every sample kept: the percentiles are exact);
 * - the server's CPU (utime and stime from /proc/PID/stat) and the
 *   generator's own, as shares of one core: both run on the same machine,
 *   so a busy generator takes cores from the server;
 * - the server's VmRSS before the clients, with all of them playing, and
 *   at the end, and from it the memory per client and per room;
 * - the server's `error` replies by code (`stale` and `bad_state` can
 *   happen in a fair game; any other code is a fault), games finished,
 *   connections lost; with --check-records, every finished game's record
 *   fetched over HTTP and replayed with libcoup's reader.
 *
 * It exits 1 when no move was made, a connection was lost, a room never
 * started, a fault code came back or a record did not replay: the
 * `wsload_smoke` test relies on that, never on the figures. A benchmark
 * otherwise: it asserts nothing about speed.
 */
#define _XOPEN_SOURCE 700
#include <errno.h>
#include <inttypes.h>
#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <libwebsockets.h>
#ifdef COUP_HAVE_LIBEV
#include <ev.h>
#endif

#include <coup/coup.h>
#include <coup/record.h>

#include "wsclient.h"

#ifndef COUP_BIN
#define COUP_BIN "coup"
#endif

/* The server refuses more than 20 messages a second per connection
 * (docs/web-protocol.md): every person keeps its messages this far apart,
 * whatever the pace. */
#define GAP_US 55000
/* Human pace: a decision takes 1-3 s, uniformly. */
#define THINK_MIN_US 1000000
#define THINK_SPAN_US 2000000
/* The clock tick that connects people during the ramp, checks the server
 * and prints progress. */
#define TICK_US 10000
#define PROGRESS_US 5000000
/* After the ramp, this long for every room's first game to start before
 * the window opens anyway (and the run is failed). */
#define SETUP_GRACE_US 60000000
/* Latency measurements in flight per room: a person may answer a state
 * before the last of its room has read it, so two or three overlap. */
#define PENDS 6
/* lws' receive buffer per connection: a `state` (about 2.5 kB with its
 * help text) arrives in one piece; a longer message in several. */
#define RX_BUFFER 4096
/* A person's move text (the protocol's limit is 64 bytes). */
#define MOVE_MAX 64
#define MAX_EXTRA_ARGS 10

/* ------------------------------------------------------------ helpers */

static int64_t now_us(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (int64_t)t.tv_sec * 1000000 + t.tv_nsec / 1000;
}

static void die(const char *what)
{
    fprintf(stderr, "coup-wsload: %s\n", what);
    exit(1);
}

static void *xcalloc(size_t n, size_t size)
{
    void *p = calloc(n ? n : 1, size);
    if (!p)
        die("out of memory");
    return p;
}

static uint64_t rng_state;

static uint64_t rnd(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return rng_state;
}

/* --------------------------------------------------------- the options */

typedef struct options {
    int clients, room_size, bots;
    const char *bot_level;
    int full;              /* --pace full */
    double seconds, ramp, rss_every;
    uint64_t seed;
    const char *coup;
    int port, pid;         /* a running server; pid 0: unknown */
    int check_records;
    int bad_move;          /* send one malformed move (tests the checks) */
    const char *extra[MAX_EXTRA_ARGS];
    int nextra;
} options;

static void usage(FILE *f)
{
    fprintf(f,
        "usage: coup-wsload [--clients N] [--room-size N] [--bots K]\n"
        "                   [--bot-level L] [--pace human|full]\n"
        "                   [--seconds S] [--ramp S] [--seed S]\n"
        "                   [--coup PATH]"
        " [--server-arg ARG]... [--port N [--pid PID]]\n"
        "                   [--rss-every S] [--check-records] [--bad-move]\n\n"
        "Starts `coup serve` (PATH, default the build's) on a free port, or\n"
        "uses one already running on 127.0.0.1:N, connects N people over\n"
        "WebSockets (spread over the ramp) in rooms of --room-size people\n"
        "and K bots, and has them play random legal moves, game after game,\n"
        "for S seconds once every room plays. Prints the clients held, moves\n"
        "per second, the latency from a move to the state at the last\n"
        "person of its room, the server's and its own CPU, the server's\n"
        "memory, errors by code, games finished and connections lost.\n\n"
        "  --clients N      people, 1-50000 (default 1000)\n"
        "  --room-size N    people per room, 1-10 (default 4)\n"
        "  --bots K         bot seats per room, 0-9 (default 0); people +\n"
        "                   bots is the room's players, 2-10\n"
        "  --bot-level L    random, honest, heuristic or search (default\n"
        "                   random)\n"
        "  --pace P         human: 1-3 s before each decision (default);\n"
        "                   full: at once, 55 ms apart at least per person\n"
        "  --seconds S      the measured window (default 60)\n"
        "  --ramp S         connect the people over S seconds (default 1 s\n"
        "                   per 1000)\n"
        "  --seed S         the people's choices (default 1)\n"
        "  --coup PATH      the coup binary to start\n"
        "  --server-arg A   one more argument for `coup serve` (repeatable),\n"
        "                   after --bot-delay-ms 0 --away-ms 3600000\n"
        "                   --seed 1 --max-rooms 100000 --ip-conns 0\n"
        "                   --ip-rate 0 (and --max-clients past 10000)\n"
        "  --port N         use the server on 127.0.0.1:N instead\n"
        "  --pid PID        its process, for its CPU and memory\n"
        "  --rss-every S    print the server's VmRSS every S seconds\n"
        "  --check-records  at the end, fetch every finished game's record\n"
        "                   (/games/ID.rec) and replay it\n"
        "  --bad-move       send one malformed move: the run must then fail\n"
        "                   (a test of its checks)\n\n"
        "Exits 1 when no move was made, a connection was lost, a room never\n"
        "started, the server answered with an error other than stale or\n"
        "bad_state, or a record did not replay.\n");
}

static int bad_value(const char *opt, const char *v, const char *want)
{
    fprintf(stderr, "coup-wsload: %s %s: %s\n", opt, v, want);
    return 2;
}

/* A whole integer in [lo, hi]. */
static int parse_int(const char *opt, const char *v, long lo, long hi,
                     int *out)
{
    char *end;
    errno = 0;
    long n = strtol(v, &end, 10);
    if (errno || end == v || *end || n < lo || n > hi) {
        char want[64];
        snprintf(want, sizeof want, "want a whole number from %ld to %ld", lo,
                 hi);
        return bad_value(opt, v, want);
    }
    *out = (int)n;
    return 0;
}

static int parse_seconds(const char *opt, const char *v, double lo,
                         double hi, double *out)
{
    char *end;
    errno = 0;
    double s = strtod(v, &end);
    if (errno || end == v || *end || !(s >= lo && s <= hi)) {
        char want[64];
        snprintf(want, sizeof want, "want seconds from %g to %g", lo, hi);
        return bad_value(opt, v, want);
    }
    *out = s;
    return 0;
}

/* The options that take no value. */
static int is_flag(const char *a)
{
    return !strcmp(a, "--help") || !strcmp(a, "--check-records") ||
           !strcmp(a, "--bad-move");
}

/* The options that take one. */
static int takes_value(const char *a)
{
    static const char *const names[] = {
        "--clients", "--room-size", "--bots", "--bot-level", "--pace",
        "--seconds", "--ramp", "--seed", "--coup", "--server-arg", "--port",
        "--pid", "--rss-every", NULL};
    for (int i = 0; names[i]; i++)
        if (!strcmp(a, names[i]))
            return 1;
    return 0;
}

/* Reads one option with a value into *o: 0, or 2 after a bad value (said
 * on stderr). */
static int parse_one(options *o, const char *a, const char *v)
{
    static const char *const levels[] = {"random", "honest", "heuristic",
                                         "search", NULL};
    if (!strcmp(a, "--clients"))
        return parse_int(a, v, 1, 50000, &o->clients);
    if (!strcmp(a, "--room-size"))
        return parse_int(a, v, 1, COUP_MAX_PLAYERS, &o->room_size);
    if (!strcmp(a, "--bots"))
        return parse_int(a, v, 0, COUP_MAX_PLAYERS - 1, &o->bots);
    if (!strcmp(a, "--port"))
        return parse_int(a, v, 1, 65535, &o->port);
    if (!strcmp(a, "--pid"))
        return parse_int(a, v, 1, 1 << 30, &o->pid);
    if (!strcmp(a, "--seconds"))
        return parse_seconds(a, v, 0.1, 86400, &o->seconds);
    if (!strcmp(a, "--ramp"))
        return parse_seconds(a, v, 0, 3600, &o->ramp);
    if (!strcmp(a, "--rss-every"))
        return parse_seconds(a, v, 0.1, 86400, &o->rss_every);
    if (!strcmp(a, "--bot-level")) {
        int k = 0;
        while (levels[k] && strcmp(levels[k], v))
            k++;
        o->bot_level = v;
        return levels[k] ? 0
                         : bad_value(a, v, "want random, honest, heuristic "
                                           "or search");
    }
    if (!strcmp(a, "--pace")) {
        o->full = !strcmp(v, "full");
        return o->full || !strcmp(v, "human")
                   ? 0
                   : bad_value(a, v, "want human or full");
    }
    if (!strcmp(a, "--seed")) {
        char *end;
        errno = 0;
        o->seed = strtoull(v, &end, 10);
        return errno || end == v || *end || *v == '-'
                   ? bad_value(a, v, "want a whole number >= 0")
                   : 0;
    }
    if (!strcmp(a, "--coup")) {
        o->coup = v;
        return 0;
    }
    if (!strcmp(a, "--server-arg")) {
        if (o->nextra == MAX_EXTRA_ARGS)
            return bad_value(a, v, "too many --server-arg");
        o->extra[o->nextra++] = v;
    }
    return 0;
}

/* Reads argv into *o; 0, or the exit status (0 after --help, with *done
 * set). */
static int parse(int argc, char **argv, options *o, int *done)
{
    memset(o, 0, sizeof *o);
    o->clients = 1000;
    o->room_size = 4;
    o->bot_level = "random";
    o->seconds = 60;
    o->ramp = -1;
    o->seed = 1;
    o->coup = COUP_BIN;
    *done = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--help")) {
            usage(stdout);
            *done = 1;
            return 0;
        }
        if (is_flag(a)) {
            o->check_records |= !strcmp(a, "--check-records");
            o->bad_move |= !strcmp(a, "--bad-move");
            continue;
        }
        if (!takes_value(a)) {
            fprintf(stderr, "coup-wsload: unknown option '%s' (see --help)\n",
                    a);
            return 2;
        }
        if (i + 1 >= argc) {
            fprintf(stderr, "coup-wsload: %s needs a value\n", a);
            return 2;
        }
        int rc = parse_one(o, a, argv[++i]);
        if (rc)
            return rc;
    }
    int players = o->room_size + o->bots;
    if (players < 2 || players > COUP_MAX_PLAYERS) {
        fprintf(stderr, "coup-wsload: --room-size %d + --bots %d = %d "
                        "players: want 2-%d\n", o->room_size, o->bots,
                players, COUP_MAX_PLAYERS);
        return 2;
    }
    if (o->pid && !o->port) {
        fprintf(stderr, "coup-wsload: --pid goes with --port (without it "
                        "the server is this program's child)\n");
        return 2;
    }
    if (o->port && o->nextra) {
        fprintf(stderr, "coup-wsload: --server-arg needs a server started "
                        "here (not --port)\n");
        return 2;
    }
    if (o->ramp < 0)
        o->ramp = o->clients / 1000.0;
    return 0;
}

/* ---------------------------------------------------- the server process */

typedef struct server {
    pid_t pid;     /* -1: not ours and unknown */
    int child;     /* started here */
    int out;
    int port;
    char dir[64], db[128];
} server;

static void server_start(server *s, const options *o)
{
    /* Bots answer at once; a person's seat never goes to a bot; --seed
     * makes the server's side of a run repeatable. Every client comes from
     * 127.0.0.1: no per-address limit, and room for all of them. */
    char clients[16];
    snprintf(clients, sizeof clients, "%d", o->clients + 16);
    const char *args[16 + MAX_EXTRA_ARGS] = {
        "--bot-delay-ms", "0", "--away-ms", "3600000", "--seed", "1",
        "--max-rooms", "100000", "--ip-conns", "0", "--ip-rate", "0"};
    int n = 12;
    /* The server's own limit of connections is 10000. */
    if (o->clients > 10000) {
        args[n++] = "--max-clients";
        args[n++] = clients;
    }
    /* After ours: a --server-arg that repeats one of them wins. */
    for (int i = 0; i < o->nextra; i++)
        args[n++] = o->extra[i];
    args[n] = NULL;
    snprintf(s->dir, sizeof s->dir, "/tmp/coup-wsload-XXXXXX");
    if (!mkdtemp(s->dir))
        die("cannot make a temporary folder");
    snprintf(s->db, sizeof s->db, "%s/coup.db", s->dir);
    s->child = 1;
    s->port = wsc_serve(o->coup, s->db, args, &s->pid, &s->out);
    if (s->port <= 0)
        die("the server did not start (is --coup right? are the "
            "--server-arg ones known to it? COUP_TEST_VERBOSE=1 shows its "
            "log)");
}

static void server_stop(server *s)
{
    if (!s->child)
        return;
    int st;
    kill(s->pid, SIGTERM);
    waitpid(s->pid, &st, 0);
    close(s->out);
    wsc_remove_db(s->db, s->dir);
}

/* 1 while our child server runs (always 1 for a server not ours). */
static int server_alive(server *s)
{
    if (!s->child)
        return 1;
    int st;
    return waitpid(s->pid, &st, WNOHANG) == 0;
}

/* CPU time in seconds, in user space and in the kernel (the loopback's
 * TCP is mostly the kernel's). */
typedef struct cpu {
    double user, sys;
} cpu;

/* A process's CPU time so far (utime and stime, every thread); -1 when
 * unknown. */
static cpu cpu_of(pid_t pid)
{
    cpu c = {-1, -1};
    char path[64], buf[1024];
    if (pid <= 0)
        return c;
    snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
    FILE *f = fopen(path, "r");
    size_t n = f ? fread(buf, 1, sizeof buf - 1, f) : 0;
    if (f)
        fclose(f);
    buf[n] = '\0';
    /* The name, field 2, is in parentheses and may hold blanks: count
     * fields from the last ')'. utime and stime are fields 14 and 15. */
    char *p = strrchr(buf, ')');
    for (int field = 2; field < 14 && p; field++)
        p = strchr(p + 1, ' ');
    unsigned long long ut, st;
    if (!p || sscanf(p, " %llu %llu", &ut, &st) != 2)
        return c;
    double tick = (double)sysconf(_SC_CLK_TCK);
    c.user = (double)ut / tick;
    c.sys = (double)st / tick;
    return c;
}

static cpu self_cpu(void)
{
    struct rusage u;
    getrusage(RUSAGE_SELF, &u);
    cpu c = {(double)u.ru_utime.tv_sec + (double)u.ru_utime.tv_usec / 1e6,
             (double)u.ru_stime.tv_sec + (double)u.ru_stime.tv_usec / 1e6};
    return c;
}

/* ----------------------------------------------------- reading messages */

/* The server's messages are read by a small scanner, not parsed into
 * trees: at full speed every person reads two messages per move of its
 * room, and the generator shares two cores with the server it measures.
 * The scanner walks one object's keys at a time and skips values whole
 * (strings with their escapes, nested objects and arrays), so a key is
 * only ever matched where it is a key of that object. */

typedef struct span {
    const char *p;
    size_t n;
} span;

static const char *skip_blank(const char *p, const char *e)
{
    while (p < e && (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r'))
        p++;
    return p;
}

/* p is at a string's opening quote: just past its closing one, or NULL. */
static const char *skip_string(const char *p, const char *e)
{
    for (p++; p < e; p++) {
        if (*p == '\\')
            p++;
        else if (*p == '"')
            return p + 1;
    }
    return NULL;
}

/* Just past the value at p, or NULL when it does not end before e. */
static const char *skip_value(const char *p, const char *e)
{
    if (p >= e)
        return NULL;
    if (*p == '"')
        return skip_string(p, e);
    if (*p == '{' || *p == '[') {
        int depth = 0;
        while (p < e) {
            if (*p == '"') {
                if (!(p = skip_string(p, e)))
                    return NULL;
                continue;
            }
            if (*p == '{' || *p == '[')
                depth++;
            else if ((*p == '}' || *p == ']') && --depth == 0)
                return p + 1;
            p++;
        }
        return NULL;
    }
    while (p < e && *p != ',' && *p != '}' && *p != ']' && *p != ' ')
        p++;
    return p;
}

/* A walk through the members of one object, or the elements of one
 * array. */
typedef struct walk {
    const char *p, *e;
} walk;

/* Starts a walk of the object or array whose text is v (brackets
 * included); 0 when v is neither. */
static int walk_open(walk *w, span v, char open)
{
    if (v.n < 2 || v.p[0] != open)
        return 0;
    w->p = v.p + 1;
    w->e = v.p + v.n - 1;
    return 1;
}

/* A string value's span is its text between the quotes (still escaped);
 * any other value's is its whole text. */
static span value_span(const char *v, const char *end)
{
    span s = {v, (size_t)(end - v)};
    if (*v == '"') {
        s.p = v + 1;
        s.n = (size_t)(end - v) - 2;
    }
    return s;
}

/* The next member of an object: its key and its value. */
static int walk_member(walk *w, span *key, span *val)
{
    const char *p = skip_blank(w->p, w->e);
    if (p < w->e && *p == ',')
        p = skip_blank(p + 1, w->e);
    if (p >= w->e || *p != '"')
        return 0;
    const char *k = p;
    if (!(p = skip_string(p, w->e)))
        return 0;
    *key = value_span(k, p);
    p = skip_blank(p, w->e);
    if (p >= w->e || *p != ':')
        return 0;
    const char *v = skip_blank(p + 1, w->e);
    if (!(p = skip_value(v, w->e)))
        return 0;
    *val = value_span(v, p);
    w->p = p;
    return 1;
}

/* The next element of an array, whole. */
static int walk_element(walk *w, span *val)
{
    const char *p = skip_blank(w->p, w->e);
    if (p < w->e && *p == ',')
        p = skip_blank(p + 1, w->e);
    const char *v = p;
    if (p >= w->e || !(p = skip_value(v, w->e)))
        return 0;
    val->p = v;
    val->n = (size_t)(p - v);
    w->p = p;
    return 1;
}

static int is(span s, const char *lit)
{
    size_t n = strlen(lit);
    return s.p && s.n == n && !memcmp(s.p, lit, n);
}

/* An integer value; dflt for null, a missing field or anything else. */
static int64_t to_int(span s, int64_t dflt)
{
    const char *p = s.p, *e = s.p + s.n;
    if (!p || p == e)
        return dflt;
    int neg = *p == '-';
    p += neg;
    if (p == e || *p < '0' || *p > '9')
        return dflt;
    int64_t v = 0;
    while (p < e && *p >= '0' && *p <= '9')
        v = v * 10 + (*p++ - '0');
    return neg ? -v : v;
}

/* The top-level fields of a server message that the people act on. */
typedef struct fields {
    span type, code, seat, game, turn, you, to_move, winner, legal, ref, key,
        game_key;
} fields;

static void read_fields(const char *m, size_t len, fields *f)
{
    static const struct {
        const char *key;
        size_t at;
    } keys[] = {
        {"type", offsetof(fields, type)},
        {"code", offsetof(fields, code)},
        {"seat", offsetof(fields, seat)},
        {"game", offsetof(fields, game)},
        {"turn", offsetof(fields, turn)},
        {"you", offsetof(fields, you)},
        {"to_move", offsetof(fields, to_move)},
        {"winner", offsetof(fields, winner)},
        {"legal", offsetof(fields, legal)},
        {"ref", offsetof(fields, ref)},
        {"key", offsetof(fields, key)},
        {"game_key", offsetof(fields, game_key)},
    };
    memset(f, 0, sizeof *f);
    walk w;
    span k, v;
    if (!walk_open(&w, (span){m, len}, '{'))
        return;
    while (walk_member(&w, &k, &v))
        for (size_t i = 0; i < sizeof keys / sizeof *keys; i++)
            if (is(k, keys[i].key)) {
                *(span *)((char *)f + keys[i].at) = v;
                break;
            }
}

/* ------------------------------------------------------ people and rooms */

enum {
    SAID_HELLO = 1,    /* hello sent */
    HEARD_HELLO = 2,   /* its answer came */
    ASKED_SEAT = 4,    /* create or join sent */
    SEATED = 8,        /* joined came */
    SENT_START = 16,   /* the creator's start */
    LOST = 32,         /* the connection closed before the end */
};

/* What a person sends next. */
enum { SAY_NOTHING, SAY_HELLO, SAY_CREATE, SAY_JOIN, SAY_START, SAY_AGAIN,
       SAY_MOVE };

typedef struct room room;

/* One scripted person: one WebSocket. Kept small (about 200 bytes), so
 * that ten thousand cost the generator little next to lws' own buffers. */
typedef struct person {
    struct lws *wsi;
    room *room;
    char *rx;                   /* a message arriving in pieces */
    uint32_t rx_len, rx_cap;
    int64_t last_sent_us;       /* when it last wrote a message */
    int64_t wake_us;            /* in the timer heap: when to wake it */
    int32_t heap_at;            /* its place in the heap, -1: not there */
    int64_t ready_us;           /* its decision is made at this time */
    int64_t game;               /* the latest state read: game, turn */
    int32_t turn;
    int64_t dec_game;           /* the decision held: for this state, */
    int32_t dec_turn;
    uint8_t moved, retried;     /* sent; re-sent once after a refusal */
    uint8_t slot;               /* 0: the room's creator */
    uint8_t flags;
    char move[MOVE_MAX + 1];    /* chosen among the state's legal moves */
} person;

/* A move of a person, timed until every person of its room has read a
 * state past it. */
typedef struct pend {
    int64_t sent_us;
    int64_t game;
    int32_t turn;
    uint16_t seen;  /* slots that have read a state past it */
    int8_t by;      /* the slot that moved, -1: free */
} pend;

struct room {
    person *first;       /* its people: first[0..humans) */
    uint8_t humans;      /* people in it (the last room may have fewer) */
    uint8_t seated;      /* people who have been sent `joined` */
    uint8_t started;     /* its creator has read a state of a game */
    uint16_t live;       /* slots still connected */
    char code[8];
    char key[40];        /* the room's key: its rooms are unlisted */
    char game_key[40];   /* its game's secret, for the game's record */
    int64_t over_game;   /* the last game seen over */
    int64_t again_game;  /* the game `again` was sent after */
    pend pend[PENDS];
};

/* The server's error codes (docs/web-protocol.md); the last counts any
 * other. The first two can happen in a fair game: a move that answers a
 * state already past, a move while the server's bot plays the seat. */
static const char *const error_codes[] = {
    "stale", "bad_state", "bad_json", "too_big", "bad_utf8", "bad_type",
    "bad_field", "flood", "no_room", "room_full", "name_taken", "not_host",
    "not_in_room", "not_your_turn", "illegal", "bad_token", "too_many_rooms",
    "too_many_connections", "server_full", "(other)"};
#define NCODES (sizeof error_codes / sizeof *error_codes)
#define BENIGN_CODES 2

/* Latencies in microseconds, every sample of the window. */
typedef struct samples {
    uint32_t *v;
    size_t n, cap;
} samples;

static void sample_add(samples *s, int64_t us)
{
    if (s->n == s->cap) {
        s->cap = s->cap ? 2 * s->cap : 65536;
        s->v = realloc(s->v, s->cap * sizeof *s->v);
        if (!s->v)
            die("out of memory");
    }
    s->v[s->n++] = us > UINT32_MAX ? UINT32_MAX : (uint32_t)us;
}

/* The whole run. */
typedef struct load {
    options o;
    server srv;
    struct lws_context *lws;
    person *people;
    room *rooms;
    int nrooms;
    int players;             /* seats per room: people + bots */
    int64_t t0;              /* the start of the ramp */
    int next_connect;        /* people connected so far (attempts) */
    int connected;           /* WebSockets open now */
    int min_connected;       /* the fewest open during the window */
    int rooms_started;
    int lost, connect_failed;
    int stopping;            /* closing everything: closes are not losses */
    int done;
    int bad_move_sent;
    /* The window. */
    int measuring;
    int64_t w0, w1;          /* its start; its end (0 while open) */
    int64_t next_progress, next_rss;
    /* Counts: whole run, and in the window. */
    long errors[NCODES];
    long games_over, games_over_window;
    long moves_people, moves_bots, chance; /* in the window */
    long pends_dropped;
    person **heap;           /* people waiting for a time, soonest first */
    int nheap;
    int64_t tick_at;         /* when the clock's timer fires next */
    struct finished {        /* games, for --check-records */
        int64_t id;
        char key[40];        /* the secret of an unlisted room's game */
    } *finished;
    size_t nfinished, capfinished;
    samples lat;
    /* Progress: the counts at the last line. */
    long last_moves;
    size_t last_samples;
    int64_t last_progress;
    /* Figures taken at the edges of the window. */
    long rss_before, rss_full, rss_end;
    cpu srv_cpu0, srv_cpu1, gen_cpu0, gen_cpu1;
    int connected_w0, connected_w1, playing_w0, playing_w1;
} load;

static load L;

static int64_t think_us(void)
{
    return L.o.full ? 0 : THINK_MIN_US + (int64_t)(rnd() % THINK_SPAN_US);
}

static void finished_add(int64_t game, const char *key)
{
    if (L.nfinished == L.capfinished) {
        L.capfinished = L.capfinished ? 2 * L.capfinished : 1024;
        L.finished = realloc(L.finished, L.capfinished * sizeof *L.finished);
        if (!L.finished)
            die("out of memory");
    }
    L.finished[L.nfinished].id = game;
    snprintf(L.finished[L.nfinished++].key, sizeof L.finished->key, "%s", key);
}

/* Rooms whose game has begun and whose people are all still there. */
static int rooms_playing(void)
{
    int n = 0;
    for (int i = 0; i < L.nrooms; i++) {
        room *r = &L.rooms[i];
        n += r->started && r->live == (1u << r->humans) - 1;
    }
    return n;
}

/* ------------------------------------------------------------- sending */

/* What p should send now, given what it has heard. */
static int next_say(const person *p)
{
    const room *r = p->room;
    if (!p->wsi || L.stopping)
        return SAY_NOTHING;
    if (!(p->flags & SAID_HELLO))
        return SAY_HELLO;
    if (!(p->flags & HEARD_HELLO))
        return SAY_NOTHING;
    if (!(p->flags & ASKED_SEAT)) {
        if (p->slot == 0)
            return SAY_CREATE;
        return r->code[0] ? SAY_JOIN : SAY_NOTHING;
    }
    if (!(p->flags & SEATED))
        return SAY_NOTHING;
    if (p->slot == 0 && !(p->flags & SENT_START))
        return r->seated == r->humans ? SAY_START : SAY_NOTHING;
    if (p->slot == 0 && r->over_game && r->over_game == p->game &&
        r->again_game != p->game)
        return SAY_AGAIN;
    if (p->dec_game == p->game && p->dec_turn == p->turn && !p->moved &&
        p->move[0])
        return SAY_MOVE;
    return SAY_NOTHING;
}

/* When p's next message may go: its decision made, and GAP_US after its
 * last message. */
static int64_t due_us(const person *p)
{
    int64_t gap = p->last_sent_us ? p->last_sent_us + GAP_US : 0;
    return p->ready_us > gap ? p->ready_us : gap;
}

/* ------------------------------------------------------------- timers */

/* People waiting for their time (a decision being thought over, the gap
 * after their last message) are kept in a binary heap of our own, and one
 * lws timer (the clock, tick()) fires at the soonest of them. lws keeps
 * its timers in one sorted list, and an insertion walks past every timer
 * due sooner: one timer per person cost the generator a tenth of its time
 * at 3,000 clients, the clock's alone costs nothing. */

static void heap_put(int i, person *p)
{
    L.heap[i] = p;
    p->heap_at = i;
}

static void heap_up(int i)
{
    person *p = L.heap[i];
    while (i > 0 && L.heap[(i - 1) / 2]->wake_us > p->wake_us) {
        heap_put(i, L.heap[(i - 1) / 2]);
        i = (i - 1) / 2;
    }
    heap_put(i, p);
}

static void heap_down(int i)
{
    person *p = L.heap[i];
    for (;;) {
        int c = 2 * i + 1;
        if (c >= L.nheap)
            break;
        if (c + 1 < L.nheap && L.heap[c + 1]->wake_us < L.heap[c]->wake_us)
            c++;
        if (L.heap[c]->wake_us >= p->wake_us)
            break;
        heap_put(i, L.heap[c]);
        i = c;
    }
    heap_put(i, p);
}

static void heap_remove(person *p)
{
    int i = p->heap_at;
    if (i < 0)
        return;
    p->heap_at = -1;
    person *last = L.heap[--L.nheap];
    if (last == p)
        return;
    heap_put(i, last);
    heap_up(i);
    heap_down(last->heap_at);
}

static void tick(lws_sorted_usec_list_t *sul);
static lws_sorted_usec_list_t tick_sul;

/* Wakes p at `at` (its earlier wake-up, if any, is moved). */
static void heap_set(person *p, int64_t at)
{
    if (p->heap_at < 0) {
        p->heap_at = L.nheap;
        L.heap[L.nheap++] = p;
    }
    p->wake_us = at;
    heap_up(p->heap_at);
    heap_down(p->heap_at);
    if (at < L.tick_at) {
        L.tick_at = at;
        lws_sul_schedule(L.lws, 0, &tick_sul, tick,
                         (lws_usec_t)(at > now_us() ? at - now_us() : 0));
    }
}

/* Asks for a writeable callback for p's next message, now or when it is
 * due. */
static void kick(person *p)
{
    if (next_say(p) == SAY_NOTHING)
        return;
    int64_t due = due_us(p);
    if (due <= now_us()) {
        heap_remove(p);
        lws_callback_on_writable(p->wsi);
    } else {
        heap_set(p, due);
    }
}

/* A person's move is timed from here (only moves written in the window
 * count). A full table drops its oldest measurement. */
static void pend_add(person *p, int64_t t)
{
    room *r = p->room;
    pend *e = &r->pend[0];
    for (int i = 0; i < PENDS; i++) {
        if (r->pend[i].by < 0) {
            e = &r->pend[i];
            break;
        }
        if (r->pend[i].sent_us < e->sent_us)
            e = &r->pend[i];
    }
    if (e->by >= 0)
        L.pends_dropped++;
    e->sent_us = t;
    e->game = p->game;
    e->turn = p->turn;
    e->seen = 0;
    e->by = (int8_t)p->slot;
}

/* p has read a state of game `game` at turn `turn`: the moves of its room
 * that this is past are seen by p; a move seen by everyone still connected
 * is a sample. */
static void pend_seen(person *p, int64_t game, int32_t turn, int64_t t)
{
    room *r = p->room;
    uint16_t bit = (uint16_t)(1u << p->slot);
    for (int i = 0; i < PENDS; i++) {
        pend *e = &r->pend[i];
        if (e->by < 0 || (e->seen & bit) ||
            !(game > e->game || (game == e->game && turn > e->turn)))
            continue;
        e->seen |= bit;
        if ((e->seen & r->live) == r->live) {
            if (L.measuring && e->sent_us >= L.w0)
                sample_add(&L.lat, t - e->sent_us);
            e->by = -1;
        }
    }
}

static int say(person *p, int what, char *out, size_t n)
{
    static const char *const names[] = {"P1", "P2", "P3", "P4", "P5",
                                        "P6", "P7", "P8", "P9", "P10"};
    const char *name = names[p->slot];
    switch (what) {
    case SAY_HELLO:
        return snprintf(out, n, "{\"type\":\"hello\",\"v\":1,"
                                "\"lang\":\"en\"}");
    case SAY_CREATE:
        return snprintf(out, n,
                        "{\"type\":\"create\",\"name\":\"%s\",\"players\":%d,"
                        "\"options\":[],\"timer\":0,\"public\":false,"
                        "\"bots\":\"%s\"}",
                        name, L.players, L.o.bot_level);
    case SAY_JOIN:
        return snprintf(out, n,
                        "{\"type\":\"join\",\"code\":\"%s\",\"name\":\"%s\","
                        "\"key\":\"%s\"}",
                        p->room->code, name, p->room->key);
    case SAY_START:
        return snprintf(out, n, "{\"type\":\"start\"}");
    case SAY_AGAIN:
        return snprintf(out, n, "{\"type\":\"again\"}");
    default:
        /* --bad-move: the first move of the window is one no rule knows. */
        if (L.o.bad_move && L.measuring && !L.bad_move_sent) {
            L.bad_move_sent = 1;
            return snprintf(out, n, "{\"type\":\"move\",\"move\":\"fly to "
                                    "the moon\",\"turn\":%d}", (int)p->turn);
        }
        return snprintf(out, n,
                        "{\"type\":\"move\",\"move\":\"%s\",\"turn\":%d}",
                        p->move, (int)p->turn);
    }
}

/* lws says p may write: its next message goes now, or is rescheduled if
 * its time has not come (a newer state may have changed it). */
static int on_writeable(person *p)
{
    static unsigned char buf[LWS_PRE + 256];
    int what = next_say(p);
    if (what == SAY_NOTHING)
        return 0;
    int64_t t = now_us();
    if (due_us(p) > t) {
        kick(p);
        return 0;
    }
    int n = say(p, what, (char *)buf + LWS_PRE, sizeof buf - LWS_PRE);
    t = now_us();
    if (lws_write(p->wsi, buf + LWS_PRE, (size_t)n, LWS_WRITE_TEXT) < n)
        return -1;
    p->last_sent_us = t;
    switch (what) {
    case SAY_HELLO: p->flags |= SAID_HELLO; break;
    case SAY_CREATE:
    case SAY_JOIN: p->flags |= ASKED_SEAT; break;
    case SAY_START: p->flags |= SENT_START; break;
    case SAY_AGAIN: p->room->again_game = p->game; break;
    case SAY_MOVE:
        p->moved = 1;
        pend_add(p, t);
        break;
    }
    return 0;
}

/* ----------------------------------------------------------- receiving */

static void on_joined(person *p, const fields *f)
{
    room *r = p->room;
    p->flags |= SEATED;
    r->seated++;
    if (p->slot == 0) {
        size_t n = f->code.n < sizeof r->code ? f->code.n : sizeof r->code - 1;
        memcpy(r->code, f->code.p, n);
        r->code[n] = '\0';
        n = f->key.n < sizeof r->key ? f->key.n : sizeof r->key - 1;
        if (n)
            memcpy(r->key, f->key.p, n);
        r->key[n] = '\0';
        for (int i = 1; i < r->humans; i++)
            kick(&r->first[i]);
    }
    if (r->seated == r->humans) {
        r->first[0].ready_us = now_us() + think_us();
        kick(&r->first[0]);
    }
}

/* Picks one of the state's legal moves at random; its text is kept as
 * the server wrote it (a JSON string goes back into one as it is). */
static int pick_move(person *p, span legal)
{
    walk w;
    span e, k, v;
    int n = 0;
    if (!walk_open(&w, legal, '['))
        return 0;
    while (walk_element(&w, &e))
        n++;
    if (!n)
        return 0;
    int want = (int)(rnd() % (uint64_t)n);
    walk_open(&w, legal, '[');
    for (int i = 0; walk_element(&w, &e); i++) {
        if (i != want)
            continue;
        walk o;
        if (!walk_open(&o, e, '{'))
            return 0;
        while (walk_member(&o, &k, &v))
            if (is(k, "move") && v.n <= MOVE_MAX) {
                memcpy(p->move, v.p, v.n);
                p->move[v.n] = '\0';
                return 1;
            }
    }
    return 0;
}

static void on_state(person *p, const fields *f, int64_t t)
{
    room *r = p->room;
    p->game = to_int(f->game, 0);
    p->turn = (int32_t)to_int(f->turn, -1);
    pend_seen(p, p->game, p->turn, t);
    int64_t winner = to_int(f->winner, -1);
    if (p->slot == 0) {
        if (!r->started) {
            r->started = 1;
            L.rooms_started++;
        }
        if (winner >= 0 && r->over_game != p->game) {
            r->over_game = p->game;
            L.games_over++;
            L.games_over_window += L.measuring;
            finished_add(p->game, r->game_key);
            p->ready_us = t + think_us();
        }
    }
    int64_t you = to_int(f->you, -9), to_move = to_int(f->to_move, -8);
    if (you == to_move && winner < 0 &&
        (p->dec_game != p->game || p->dec_turn != p->turn) &&
        pick_move(p, f->legal)) {
        p->dec_game = p->game;
        p->dec_turn = p->turn;
        p->moved = 0;
        p->retried = 0;
        p->ready_us = t + think_us();
    }
    kick(p);
}

static void on_error(person *p, const fields *f)
{
    size_t c = 0;
    while (c < NCODES - 1 && !is(f->code, error_codes[c]))
        c++;
    L.errors[c]++;
    if (!is(f->ref, "move"))
        return;
    /* The refused move is not timed; the decision, if still the current
     * one, is tried once more (after --bad-move, with the real move). */
    room *r = p->room;
    for (int i = 0; i < PENDS; i++)
        if (r->pend[i].by == p->slot && r->pend[i].game == p->game &&
            r->pend[i].turn == p->turn)
            r->pend[i].by = -1;
    if (p->dec_game == p->game && p->dec_turn == p->turn && !p->retried) {
        p->retried = 1;
        p->moved = 0;
        kick(p);
    }
}

/* Events are counted once per room, at its creator: a move of a seat
 * below `humans` is a person's (people take the lowest seats). */
static void on_event(person *p, const fields *f)
{
    if (p->slot != 0 || !L.measuring)
        return;
    int64_t seat = to_int(f->seat, -1);
    if (seat < 0)
        L.chance++;
    else if (seat < p->room->humans)
        L.moves_people++;
    else
        L.moves_bots++;
}

static void on_message(person *p, const char *m, size_t len)
{
    fields f;
    read_fields(m, len, &f);
    if (is(f.type, "state"))
        on_state(p, &f, now_us());
    else if (is(f.type, "event"))
        on_event(p, &f);
    else if (is(f.type, "joined"))
        on_joined(p, &f);
    else if (is(f.type, "room") && p->slot == 0) {
        /* The game's secret (null: none), before its states. */
        room *r = p->room;
        size_t n = f.game_key.n < sizeof r->game_key ? f.game_key.n
                                                     : sizeof r->game_key - 1;
        if (n)
            memcpy(r->game_key, f.game_key.p, n);
        r->game_key[n] = '\0';
        if (!strcmp(r->game_key, "null"))
            r->game_key[0] = '\0';
    }
    else if (is(f.type, "error"))
        on_error(p, &f);
    else if (is(f.type, "hello")) {
        p->flags |= HEARD_HELLO;
        kick(p);
    }
}

/* A piece of a message: whole messages are read where they lie; one in
 * pieces is gathered in a buffer that lives only until it is complete. */
static void on_receive(person *p, struct lws *wsi, const char *in,
                       size_t len)
{
    int last = lws_is_final_fragment(wsi) &&
               !lws_remaining_packet_payload(wsi);
    if (last && !p->rx_len) {
        on_message(p, in, len);
        return;
    }
    if (p->rx_len + len > p->rx_cap) {
        uint32_t cap = p->rx_cap ? p->rx_cap : 8192;
        while (cap < p->rx_len + len)
            cap *= 2;
        char *grown = realloc(p->rx, cap);
        if (!grown)
            die("out of memory");
        p->rx = grown;
        p->rx_cap = cap;
    }
    memcpy(p->rx + p->rx_len, in, len);
    p->rx_len += (uint32_t)len;
    if (last) {
        on_message(p, p->rx, p->rx_len);
        free(p->rx);
        p->rx = NULL;
        p->rx_len = p->rx_cap = 0;
    }
}

/* p's connection is gone (or never came). */
static void on_gone(person *p, int established)
{
    room *r = p->room;
    if (!p->wsi)
        return;
    p->wsi = NULL;
    heap_remove(p);
    if (established)
        L.connected--;
    if (L.stopping)
        return;
    p->flags |= LOST;
    if (established)
        L.lost++;
    else
        L.connect_failed++;
    if (L.measuring && L.connected < L.min_connected)
        L.min_connected = L.connected;
    /* Its room's moves in flight would wait for it forever. */
    r->live &= (uint16_t)~(1u << p->slot);
    for (int i = 0; i < PENDS; i++)
        r->pend[i].by = -1;
}

static int callback(struct lws *wsi, enum lws_callback_reasons reason,
                    void *user, void *in, size_t len)
{
    person *p = user;
    /* The context's own callbacks (protocol init, ...) have no person. */
    if (!p)
        return 0;
    switch (reason) {
    case LWS_CALLBACK_CLIENT_ESTABLISHED:
        p->wsi = wsi;
        L.connected++;
        p->room->live |= (uint16_t)(1u << p->slot);
        kick(p);
        break;
    case LWS_CALLBACK_CLIENT_RECEIVE:
        on_receive(p, wsi, in, len);
        break;
    case LWS_CALLBACK_CLIENT_WRITEABLE:
        return on_writeable(p);
    case LWS_CALLBACK_CLIENT_CONNECTION_ERROR:
        if (!L.stopping)
            fprintf(stderr, "coup-wsload: a connection failed: %s\n",
                    in ? (const char *)in : "(no reason)");
        on_gone(p, 0);
        break;
    case LWS_CALLBACK_CLIENT_CLOSED:
        on_gone(p, 1);
        break;
    default:
        break;
    }
    return 0;
}

static const struct lws_protocols protocols[] = {
    {"coup.v1", callback, 0, RX_BUFFER, 0, NULL, 0},
    {NULL, NULL, 0, 0, 0, NULL, 0}};

/* ------------------------------------------------------------ the run */

static void connect_person(person *p)
{
    struct lws_client_connect_info cc;
    memset(&cc, 0, sizeof cc);
    cc.context = L.lws;
    cc.address = "127.0.0.1";
    cc.port = L.srv.port;
    cc.path = "/ws";
    cc.host = "127.0.0.1";
    cc.origin = "127.0.0.1";
    cc.protocol = "coup.v1";
    cc.userdata = p;
    cc.pwsi = &p->wsi;
    /* A failure is counted by the error callback when lws calls it, else
     * here. */
    if (!lws_client_connect_via_info(&cc) && !(p->flags & LOST)) {
        p->wsi = NULL;
        p->flags |= LOST;
        L.connect_failed++;
    }
}

/* The p-quantile of sorted v[n], nearest rank. */
static double quantile_ms(const uint32_t *v, size_t n, double q)
{
    if (!n)
        return 0;
    size_t k = (size_t)(q * (double)n + 0.999999);
    return v[k ? k - 1 : 0] / 1000.0;
}

static int cmp_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

static void progress(int64_t t)
{
    double since = (t - L.last_progress) / 1e6;
    long moves = L.moves_people + L.moves_bots;
    size_t n = L.lat.n - L.last_samples;
    double p50 = 0, p99 = 0;
    if (n) {
        uint32_t *v = xcalloc(n, sizeof *v);
        memcpy(v, L.lat.v + L.last_samples, n * sizeof *v);
        qsort(v, n, sizeof *v, cmp_u32);
        p50 = quantile_ms(v, n, 0.5);
        p99 = quantile_ms(v, n, 0.99);
        free(v);
    }
    long errs = 0;
    for (size_t c = 0; c < NCODES; c++)
        errs += L.errors[c];
    fprintf(stderr,
            "coup-wsload: %6.1f s: %d connected, %d rooms playing, %.0f "
            "moves/s, latency p50 %.2f ms p99 %.2f ms (last %.0f s), %ld "
            "errors, %d lost\n",
            (t - L.t0) / 1e6, L.connected, rooms_playing(),
            L.measuring && since > 0 ? (moves - L.last_moves) / since : 0.0,
            p50, p99, since, errs, L.lost + L.connect_failed);
    L.last_moves = moves;
    L.last_samples = L.lat.n;
    L.last_progress = t;
}

/* lws' own loop waits in poll(), which looks at every connection each
 * time anything happens: with thousands of them, the generator would
 * spend its time there, not on the people. Where libev is there (Debian's
 * libwebsockets-dev brings it and lws' plugin for it), lws runs on a libev
 * loop of ours, on epoll. */
#ifdef COUP_HAVE_LIBEV
static struct ev_loop *ev;
#define EVENT_LOOP "libev (epoll)"
#else
#define EVENT_LOOP "lws' own (poll: every connection at each wakeup)"
#endif

static void stop_loop(void)
{
#ifdef COUP_HAVE_LIBEV
    ev_break(ev, EVBREAK_ALL);
#else
    lws_cancel_service(L.lws);
#endif
}

static void open_window(int64_t t)
{
    L.measuring = 1;
    L.w0 = t;
    L.connected_w0 = L.min_connected = L.connected;
    L.playing_w0 = rooms_playing();
    L.rss_full = wsc_rss_kb(L.srv.pid);
    L.srv_cpu0 = cpu_of(L.srv.pid);
    L.gen_cpu0 = self_cpu();
    L.last_moves = 0;
    L.last_samples = 0;
    L.last_progress = t;
    L.next_progress = t + PROGRESS_US;
    L.next_rss = L.o.rss_every > 0 ? t : INT64_MAX;
    if (L.rooms_started < L.nrooms)
        fprintf(stderr, "coup-wsload: only %d of %d rooms started within "
                        "the ramp + %d s: measuring anyway\n",
                L.rooms_started, L.nrooms, SETUP_GRACE_US / 1000000);
}

static void close_window(int64_t t)
{
    L.w1 = t;
    L.rss_end = wsc_rss_kb(L.srv.pid);
    L.srv_cpu1 = cpu_of(L.srv.pid);
    L.gen_cpu1 = self_cpu();
    L.playing_w1 = rooms_playing();
    L.connected_w1 = L.connected;
    L.measuring = 0;
    L.done = 1;
    stop_loop();
}

/* The clock: connects the people due in the ramp, opens and closes the
 * window, prints progress, and notices a server that died. */
static void tick(lws_sorted_usec_list_t *sul)
{
    int64_t t = now_us();
    while (L.nheap && L.heap[0]->wake_us <= t) {
        person *p = L.heap[0];
        heap_remove(p);
        if (p->wsi)
            lws_callback_on_writable(p->wsi);
    }
    int n = L.o.clients;
    while (L.next_connect < n &&
           t >= L.t0 + (int64_t)(L.o.ramp * 1e6 * L.next_connect / n))
        connect_person(&L.people[L.next_connect++]);
    if (!server_alive(&L.srv)) {
        fprintf(stderr, "coup-wsload: the server exited\n");
        /* Every connection still open is lost, once: their closes, still
         * to come, are not counted again. */
        L.lost += L.connected;
        L.stopping = 1;
        if (L.measuring)
            close_window(t);
        L.done = 1;
        stop_loop();
        return;
    }
    int64_t ramp_end = L.t0 + (int64_t)(L.o.ramp * 1e6);
    if (!L.measuring && !L.w0 && L.next_connect == n &&
        (L.rooms_started == L.nrooms || t >= ramp_end + SETUP_GRACE_US))
        open_window(t);
    if (L.measuring && t >= L.w0 + (int64_t)(L.o.seconds * 1e6)) {
        close_window(t);
        return;
    }
    if (t >= L.next_progress) {
        progress(t);
        L.next_progress = t + PROGRESS_US;
    }
    if (L.measuring && t >= L.next_rss) {
        printf("rss: %6.0f s into the window: server VmRSS %ld kB\n",
               (t - L.w0) / 1e6, wsc_rss_kb(L.srv.pid));
        fflush(stdout);
        L.next_rss = t + (int64_t)(L.o.rss_every * 1e6);
    }
    int64_t next = t + TICK_US;
    if (L.nheap && L.heap[0]->wake_us < next)
        next = L.heap[0]->wake_us;
    L.tick_at = next;
    t = now_us();
    lws_sul_schedule(L.lws, 0, sul, tick,
                     (lws_usec_t)(next > t ? next - t : 0));
}

static void make_people(void)
{
    const options *o = &L.o;
    L.players = o->room_size + o->bots;
    L.nrooms = (o->clients + o->room_size - 1) / o->room_size;
    L.people = xcalloc((size_t)o->clients, sizeof *L.people);
    L.heap = xcalloc((size_t)o->clients, sizeof *L.heap);
    L.rooms = xcalloc((size_t)L.nrooms, sizeof *L.rooms);
    for (int i = 0; i < L.nrooms; i++) {
        room *r = &L.rooms[i];
        int first = i * o->room_size, left = o->clients - first;
        r->first = &L.people[first];
        r->humans = (uint8_t)(left < o->room_size ? left : o->room_size);
        for (int k = 0; k < PENDS; k++)
            r->pend[k].by = -1;
    }
    for (int i = 0; i < o->clients; i++) {
        person *p = &L.people[i];
        p->room = &L.rooms[i / o->room_size];
        p->slot = (uint8_t)(i % o->room_size);
        p->turn = -1;
        p->dec_turn = -1;
        p->heap_at = -1;
    }
}

/* Each connection needs a descriptor here and one in the server (its
 * child inherits the limit): both go to the hard limit. */
static void raise_fd_limit(int clients)
{
    struct rlimit rl;
    if (getrlimit(RLIMIT_NOFILE, &rl))
        return;
    rl.rlim_cur = rl.rlim_max;
    setrlimit(RLIMIT_NOFILE, &rl);
    if (rl.rlim_cur != RLIM_INFINITY && (rlim_t)clients + 64 > rl.rlim_cur) {
        fprintf(stderr, "coup-wsload: %d clients need %d file descriptors; "
                        "the limit is %llu (ulimit -Hn)\n",
                clients, clients + 64, (unsigned long long)rl.rlim_cur);
        exit(2);
    }
}

static int run(void)
{
    struct lws_context_creation_info info;
    memset(&info, 0, sizeof info);
    info.port = CONTEXT_PORT_NO_LISTEN;
    info.protocols = protocols;
    info.count_threads = 1;
    /* fd_limit_per_thread stays 0: lws then sizes its table of
     * connections by the process' limit (raised above) and finds a
     * connection by its descriptor at once; with a smaller limit of its
     * own it searches the whole table at every event (wsi_from_fd() took
     * a quarter of the generator's time at 3,000 clients). */
#ifdef COUP_HAVE_LIBEV
    ev = ev_loop_new(EVFLAG_AUTO);
    if (!ev)
        die("no libev loop");
    void *loops[1] = {ev};
    info.options |= LWS_SERVER_OPTION_LIBEV;
    info.foreign_loops = loops;
#endif
    lws_set_log_level(LLL_ERR, NULL);
    L.lws = lws_create_context(&info);
    if (!L.lws)
        die("no libwebsockets context");
    L.t0 = now_us();
    L.last_progress = L.t0;
    L.next_progress = L.t0 + PROGRESS_US;
    tick(&tick_sul);
#ifdef COUP_HAVE_LIBEV
    ev_run(ev, 0);
#else
    while (!L.done)
        if (lws_service(L.lws, 0) < 0)
            break;
#endif
    /* Nothing may fire while the connections close. */
    L.stopping = 1;
    lws_sul_cancel(&tick_sul);
    lws_context_destroy(L.lws);
    L.lws = NULL;
    return 0;
}

/* ------------------------------------------------------------ records */

/* Fetches every finished game's record and replays it; the number that
 * replayed, with the first failures named on stderr. */
static long check_records(long *fetched)
{
    long ok = 0, shown = 0;
    *fetched = 0;
    for (size_t i = 0; i < L.nfinished; i++) {
        char path[128];
        http_response r;
        snprintf(path, sizeof path, "/games/%" PRId64 ".rec%s%s",
                 L.finished[i].id, L.finished[i].key[0] ? "?key=" : "",
                 L.finished[i].key);
        if (http_request(L.srv.port, "GET", path, &r) || r.status != 200) {
            if (shown++ < 5)
                fprintf(stderr, "coup-wsload: %s: no record\n", path);
            continue;
        }
        (*fetched)++;
        coup_record rec;
        coup_record_error err;
        coup_state s;
        int rc = coup_record_parse(r.body, r.len, &rec, &err);
        if (!rc)
            rc = coup_record_replay(&rec, &s, NULL, NULL, &err);
        if (!rc && coup_winner(&s) < 0) {
            rc = -1;
            snprintf(err.msg, sizeof err.msg, "the game has no winner");
            err.line = 0;
        }
        if (!rc)
            ok++;
        else if (shown++ < 5)
            fprintf(stderr, "coup-wsload: %s:%d: %s\n", path, err.line,
                    err.msg);
        coup_record_free(&rec);
        http_response_free(&r);
    }
    return ok;
}

/* ------------------------------------------------------------- report */

/* The window's length in seconds; a tiny one when it never opened (the
 * server died first), so that the rates print as zeros. */
static double window_s(void)
{
    return L.w0 && L.w1 > L.w0 ? (L.w1 - L.w0) / 1e6 : 1e-9;
}

static void report_load(void)
{
    const options *o = &L.o;
    double loads[3] = {-1, -1, -1};
    FILE *f = fopen("/proc/loadavg", "r");
    if (f) {
        if (fscanf(f, "%lf %lf %lf", &loads[0], &loads[1], &loads[2]) != 3)
            loads[0] = -1;
        fclose(f);
    }
    printf("machine: %ld cores, shared by the server and this generator "
           "(load average %.2f at the end)\n",
           sysconf(_SC_NPROCESSORS_ONLN), loads[0]);
    printf("setup: %d clients in %d rooms of %d people + %d %s bots, pace "
           "%s, ramp %.1f s, window %.1f s, seed %" PRIu64 "\n",
           o->clients, L.nrooms, o->room_size, o->bots, o->bot_level,
           o->full ? "full" : "human", o->ramp, window_s(), o->seed);
    printf("held: %d clients connected at the start of the window, %d at "
           "least, %d at the end; rooms playing %d at the start, %d at the "
           "end (of %d)\n",
           L.connected_w0, L.min_connected, L.connected_w1, L.playing_w0,
           L.playing_w1, L.nrooms);
}

static void report_moves(void)
{
    double w = window_s();
    long moves = L.moves_people + L.moves_bots;
    printf("moves: %ld in %.1f s: %.1f moves/s (people %.1f, bots %.1f; "
           "chance outcomes %.1f/s besides)\n",
           moves, w, moves / w, L.moves_people / w, L.moves_bots / w,
           L.chance / w);
    qsort(L.lat.v, L.lat.n, sizeof *L.lat.v, cmp_u32);
    size_t n = L.lat.n;
    printf("latency: move sent -> state at the room's last person: %zu "
           "moves, p50 %.3f ms, p90 %.3f ms, p99 %.3f ms, max %.3f ms\n",
           n, quantile_ms(L.lat.v, n, 0.5), quantile_ms(L.lat.v, n, 0.9),
           quantile_ms(L.lat.v, n, 0.99), n ? L.lat.v[n - 1] / 1000.0 : 0);
    printf("games: %ld finished in the window, %ld in the whole run\n",
           L.games_over_window, L.games_over);
}

static void report_server(void)
{
    double w = window_s();
    double gu = 100 * (L.gen_cpu1.user - L.gen_cpu0.user) / w;
    double gs = 100 * (L.gen_cpu1.sys - L.gen_cpu0.sys) / w;
    if (L.srv_cpu0.user >= 0 && L.srv_cpu1.user >= 0) {
        double su = 100 * (L.srv_cpu1.user - L.srv_cpu0.user) / w;
        double ss = 100 * (L.srv_cpu1.sys - L.srv_cpu0.sys) / w;
        printf("cpu: server %.1f%% of one core (user %.1f%%, kernel %.1f%%; "
               "utime+stime over the window), generator %.1f%% (user "
               "%.1f%%, kernel %.1f%%)\n",
               su + ss, su, ss, gu + gs, gu, gs);
    } else {
        printf("cpu: server unknown (no --pid, or it died), generator "
               "%.1f%% of one core (user %.1f%%, kernel %.1f%%)\n",
               gu + gs, gu, gs);
    }
    if (L.rss_before >= 0 && L.rss_full >= 0) {
        long d = L.rss_full - L.rss_before;
        printf("memory: server VmRSS %ld kB before the clients, %ld kB with "
               "all playing, %ld kB at the end\n",
               L.rss_before, L.rss_full, L.rss_end);
        printf("memory: %.1f kB per client, %.1f kB per room (VmRSS with "
               "all playing - before)\n",
               L.connected_w0 ? (double)d / L.connected_w0 : 0.0,
               L.nrooms ? (double)d / L.nrooms : 0.0);
    } else {
        printf("memory: server unknown (no --pid, or it died)\n");
    }
    printf("memory: generator VmRSS %ld kB\n", wsc_rss_kb(getpid()));
}

/* Prints the errors and the other faults; the number of faults. */
static int report_faults(int checked, long fetched, long replayed)
{
    int faults = 0;
    char line[1024];
    size_t k = 0;
    line[0] = '\0';
    for (size_t c = 0; c < NCODES; c++) {
        if (!L.errors[c])
            continue;
        k += (size_t)snprintf(line + k, sizeof line - k, "%s%s %ld%s",
                              k ? ", " : "", error_codes[c], L.errors[c],
                              c < BENIGN_CODES ? " (benign)" : "");
        if (c >= BENIGN_CODES)
            faults++;
        if (k >= sizeof line)
            k = sizeof line - 1;
    }
    printf("errors: %s\n", k ? line : "none");
    printf("connections: %d lost, %d failed to connect\n", L.lost,
           L.connect_failed);
    if (checked)
        printf("records: %ld of %zu finished games fetched, %ld replayed "
               "without error\n", fetched, L.nfinished, replayed);
    if (faults)
        fprintf(stderr, "coup-wsload: FAIL: the server refused messages "
                        "with codes other than stale and bad_state\n");
    if (L.lost || L.connect_failed) {
        fprintf(stderr, "coup-wsload: FAIL: connections were lost\n");
        faults++;
    }
    if (L.moves_people + L.moves_bots == 0) {
        fprintf(stderr, "coup-wsload: FAIL: no move was made\n");
        faults++;
    }
    if (L.rooms_started < L.nrooms) {
        fprintf(stderr, "coup-wsload: FAIL: %d of %d rooms never started\n",
                L.nrooms - L.rooms_started, L.nrooms);
        faults++;
    }
    if (checked && (replayed != (long)L.nfinished)) {
        fprintf(stderr, "coup-wsload: FAIL: %zu records did not replay\n",
                L.nfinished - (size_t)replayed);
        faults++;
    }
    return faults;
}

/* --------------------------------------------------------------- main */

int main(int argc, char **argv)
{
    int done;
    int rc = parse(argc, argv, &L.o, &done);
    if (rc || done)
        return rc;
    signal(SIGPIPE, SIG_IGN);
    raise_fd_limit(L.o.clients);
    rng_state = L.o.seed * 0x9e3779b97f4a7c15u + 0x2545f4914f6cdd1du;
    if (!rng_state)
        rng_state = 1;
    if (L.o.port) {
        L.srv.port = L.o.port;
        L.srv.pid = L.o.pid ? L.o.pid : -1;
    } else {
        server_start(&L.srv, &L.o);
    }
    L.rss_before = wsc_rss_kb(L.srv.pid);
    make_people();
    run();
    long fetched = 0, replayed = 0;
    if (L.o.check_records)
        replayed = check_records(&fetched);
    server_stop(&L.srv);
    report_load();
    report_moves();
    report_server();
    int faults = report_faults(L.o.check_records, fetched, replayed);
    fflush(stdout);
    return faults ? 1 : 0;
}
