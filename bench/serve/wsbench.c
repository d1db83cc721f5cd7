/*
 * wsbench.c - `coup-wsbench`: what `coup serve` costs, measured from the
 * outside on loopback (docs/BENCHMARKS.md, "The server").
 *
 * 1. Move-to-broadcast latency: four players on four WebSockets at one
 *    table (no bots), each move sent by the player to move (a random legal
 *    one); the latency of a move is the time from sending it to the last of
 *    the four receiving the state that results. Games follow each other
 *    (`again`) until --moves moves were timed.
 * 2. Memory per room: the server's VmRSS (/proc/PID/status) before and
 *    after --rooms rooms are created, each with its game started (four
 *    seats: its creator, still connected, and three bots).
 *
 * The server is the `coup` binary in a child process, on a database in a
 * temporary folder. A benchmark, not a test: it prints figures and asserts
 * nothing about them.
 */
#define _XOPEN_SOURCE 700
#include <errno.h>
#include <fcntl.h>
#include <jansson.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "wsclient.h"

#ifndef COUP_BIN
#define COUP_BIN "coup"
#endif

/* The server refuses more than 20 messages a second per connection
 * (docs/web-protocol.md): each player keeps its moves this far apart. */
#define MIN_GAP_S 0.055

static double now_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static void die(const char *what)
{
    fprintf(stderr, "coup-wsbench: %s\n", what);
    exit(1);
}

/* ------------------------------------------------- the server process */

typedef struct server {
    pid_t pid;
    int out;
    int port;
    char dir[64], db[128];
} server;

static void server_start(server *s, const char *coup)
{
    /* All its connections come from 127.0.0.1: no per-address limit. */
    static const char *const args[] = {
        "--bot-delay-ms", "0", "--away-ms", "3600000", "--seed", "1",
        "--ip-conns",     "0", "--ip-rate", "0",       NULL};
    snprintf(s->dir, sizeof s->dir, "/tmp/coup-wsbench-XXXXXX");
    if (!mkdtemp(s->dir))
        die("cannot make a temporary folder");
    snprintf(s->db, sizeof s->db, "%s/coup.db", s->dir);
    s->port = wsc_serve(coup, s->db, args, &s->pid, &s->out);
    if (s->port <= 0)
        die("the server did not start (is --coup right?)");
}

static void server_stop(server *s)
{
    int st;
    kill(s->pid, SIGTERM);
    waitpid(s->pid, &st, 0);
    close(s->out);
    wsc_remove_db(s->db, s->dir);
}

/* ----------------------------------------------------------- players */

typedef struct player {
    int fd;
    int seat;
    char code[8];
    char key[40]; /* the room's: its rooms are unlisted */
    long game;
    int turn, to_move, winner;
    json_t *legal;
    int moved;      /* the turn of the last move sent */
    double sent_at; /* when this player last sent a message */
} player;

/* Reads and takes in one message. */
static void pump(player *p)
{
    char *text = ws_recv(p->fd);
    if (!text)
        die("a connection was lost or timed out");
    json_t *m = json_loads(text, 0, NULL);
    free(text);
    const char *type = json_string_value(json_object_get(m, "type"));
    if (type && !strcmp(type, "joined")) {
        p->seat = (int)json_integer_value(json_object_get(m, "seat"));
        snprintf(p->code, sizeof p->code, "%s",
                 json_string_value(json_object_get(m, "code")));
        snprintf(p->key, sizeof p->key, "%s",
                 json_string_value(json_object_get(m, "key")));
    } else if (type && !strcmp(type, "state")) {
        p->game = (long)json_integer_value(json_object_get(m, "game"));
        p->turn = (int)json_integer_value(json_object_get(m, "turn"));
        p->to_move = (int)json_integer_value(json_object_get(m, "to_move"));
        p->winner = (int)json_integer_value(json_object_get(m, "winner"));
        json_decref(p->legal);
        p->legal = json_incref(json_object_get(m, "legal"));
    } else if (type && !strcmp(type, "error")) {
        fprintf(stderr, "coup-wsbench: refused: %s\n",
                json_string_value(json_object_get(m, "error")));
        exit(1);
    }
    json_decref(m);
}

static void send_text(player *p, const char *text)
{
    p->sent_at = now_s();
    if (ws_send(p->fd, text))
        die("a send failed");
}

static void wait_s(double s)
{
    if (s > 0)
        poll(NULL, 0, (int)(s * 1000) + 1);
}

static uint64_t rng = 0x2545f4914f6cdd1du;

static size_t pick(size_t n)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (size_t)(rng % n);
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* The q-quantile of sorted v[n] (nearest rank). */
static double quantile(const double *v, size_t n, double q)
{
    size_t k = (size_t)(q * (double)n + 0.999999);
    return v[k ? k - 1 : 0];
}

/* ---------------------------------------------------------- latency */

/* Seats four players at one table and starts its first game. */
static void seat_four(int port, player pl[4])
{
    static const char *const names[4] = {"Ann", "Ben", "Cat", "Dan"};
    char head[2048], text[256];
    for (int i = 0; i < 4; i++) {
        memset(&pl[i], 0, sizeof pl[i]);
        pl[i].seat = -2;
        pl[i].turn = -1;
        pl[i].moved = -1;
        pl[i].fd = ws_open(port, "/ws", "coup.v1", head, sizeof head);
        if (pl[i].fd < 0)
            die("no WebSocket");
        if (i == 0)
            snprintf(text, sizeof text,
                     "{\"type\":\"create\",\"name\":\"%s\",\"players\":4}",
                     names[i]);
        else
            snprintf(text, sizeof text,
                     "{\"type\":\"join\",\"code\":\"%s\",\"name\":\"%s\","
                     "\"key\":\"%s\"}",
                     pl[0].code, names[i], pl[0].key);
        send_text(&pl[i], text);
        while (pl[i].seat < 0)
            pump(&pl[i]);
    }
    send_text(&pl[0], "{\"type\":\"start\"}");
}

/* Reads every player until each has a state of game `game` past turn
 * `turn`. */
static void until_all_past(player pl[4], long game, int turn)
{
    for (int i = 0; i < 4; i++)
        while (pl[i].game != game || pl[i].turn <= turn)
            pump(&pl[i]);
}

/* Reads every player up to the latest state any of them has. */
static void sync_all(player pl[4])
{
    long game = 0;
    int turn = -1;
    for (int i = 0; i < 4; i++)
        if (pl[i].game > game)
            game = pl[i].game;
    for (int i = 0; i < 4; i++)
        if (pl[i].game == game && pl[i].turn > turn)
            turn = pl[i].turn;
    for (int i = 0; i < 4; i++)
        while (pl[i].game != game || pl[i].turn < turn)
            pump(&pl[i]);
}

/* Times `moves` moves; their latencies in seconds go into lat[]. Returns
 * the number of games begun. */
static int time_moves(int port, int moves, double *lat)
{
    player pl[4];
    int timed = 0, games = 1;
    seat_four(port, pl);
    for (int i = 0; i < 4; i++)
        while (pl[i].turn < 0)
            pump(&pl[i]);
    while (timed < moves) {
        sync_all(pl);
        if (pl[0].winner >= 0) {
            long over = pl[0].game;
            wait_s(pl[0].sent_at + MIN_GAP_S - now_s());
            send_text(&pl[0], "{\"type\":\"again\"}");
            for (int i = 0; i < 4; i++)
                while (pl[i].game == over || pl[i].turn < 0)
                    pump(&pl[i]);
            games++;
            continue;
        }
        player *m = NULL;
        for (int i = 0; i < 4; i++)
            if (pl[i].to_move == pl[i].seat && json_array_size(pl[i].legal))
                m = &pl[i];
        if (!m) { /* chance: its outcome follows at once */
            pump(&pl[0]);
            continue;
        }
        json_t *e = json_array_get(m->legal, pick(json_array_size(m->legal)));
        char text[160];
        snprintf(text, sizeof text,
                 "{\"type\":\"move\",\"move\":\"%s\",\"turn\":%d}",
                 json_string_value(json_object_get(e, "move")), m->turn);
        wait_s(m->sent_at + MIN_GAP_S - now_s());
        long game = m->game;
        int turn = m->turn;
        send_text(m, text);
        double t0 = m->sent_at;
        until_all_past(pl, game, turn);
        lat[timed++] = now_s() - t0;
    }
    for (int i = 0; i < 4; i++) {
        json_decref(pl[i].legal);
        close(pl[i].fd);
    }
    return games;
}

/* ----------------------------------------------------------- memory */

/* Creates `rooms` rooms, each with its game started and its creator still
 * connected; their sockets go into fds[]. */
static void make_rooms(int port, int rooms, int *fds)
{
    char head[2048];
    for (int i = 0; i < rooms; i++) {
        player p;
        memset(&p, 0, sizeof p);
        p.seat = -2;
        p.turn = -1;
        p.fd = ws_open(port, "/ws", "coup.v1", head, sizeof head);
        if (p.fd < 0)
            die("no WebSocket (too many open files?)");
        send_text(&p, "{\"type\":\"create\",\"name\":\"Host\",\"players\":4,"
                      "\"bots\":\"random\"}");
        while (p.seat < 0)
            pump(&p);
        send_text(&p, "{\"type\":\"start\"}");
        while (p.turn < 0)
            pump(&p);
        json_decref(p.legal);
        fds[i] = p.fd;
    }
}

/* ------------------------------------------------------------- main */

static void usage(FILE *f)
{
    fprintf(f,
        "usage: coup-wsbench [--moves N] [--rooms N] [--coup PATH]\n\n"
        "Starts `coup serve` (PATH, default the build's) on a free port and\n"
        "measures, on loopback: the latency from a move sent to the state\n"
        "that results reaching all four players of a table (N moves, default\n"
        "3000, over as many games as it takes); then the server's memory per\n"
        "room (VmRSS before and after N rooms, default 1000, each with a\n"
        "game started: its creator connected and three bots).\n");
}

int main(int argc, char **argv)
{
    int moves = 3000, rooms = 1000;
    const char *coup = COUP_BIN;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--moves") && i + 1 < argc)
            moves = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--rooms") && i + 1 < argc)
            rooms = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--coup") && i + 1 < argc)
            coup = argv[++i];
        else if (!strcmp(argv[i], "--help")) {
            usage(stdout);
            return 0;
        } else {
            usage(stderr);
            return 2;
        }
    }
    if (moves < 1 || rooms < 1 || rooms > 1000) {
        fprintf(stderr, "coup-wsbench: --moves >= 1, --rooms 1-1000 (the "
                        "server's limit of open rooms)\n");
        return 2;
    }
    signal(SIGPIPE, SIG_IGN);

    server s;
    server_start(&s, coup);
    double *lat = malloc((size_t)moves * sizeof *lat);
    if (!lat)
        die("out of memory");
    double t0 = now_s();
    int games = time_moves(s.port, moves, lat);
    double took = now_s() - t0;
    server_stop(&s);
    qsort(lat, (size_t)moves, sizeof *lat, cmp_double);
    printf("latency: %d moves in %d games at a 4-player table, %.1f s\n",
           moves, games, took);
    printf("latency: move sent -> state at all 4 players: median %.3f ms, "
           "p90 %.3f ms, p99 %.3f ms, max %.3f ms\n",
           1e3 * quantile(lat, (size_t)moves, 0.5),
           1e3 * quantile(lat, (size_t)moves, 0.9),
           1e3 * quantile(lat, (size_t)moves, 0.99), 1e3 * lat[moves - 1]);
    free(lat);

    int *fds = malloc((size_t)rooms * sizeof *fds);
    if (!fds)
        die("out of memory");
    server_start(&s, coup);
    /* One room made and left first, so that what every room needs once
     * (the language tables, SQLite's cache, lws' pools) is in "before". */
    make_rooms(s.port, 1, fds);
    long before = wsc_rss_kb(s.pid);
    make_rooms(s.port, rooms - 1, fds + 1);
    long after = wsc_rss_kb(s.pid);
    printf("memory: VmRSS %ld kB with 1 room, %ld kB with %d (game started, "
           "4 seats: 1 player connected, 3 bots): %.1f kB per room\n",
           before, after, rooms,
           (double)(after - before) / (double)(rooms - (rooms > 1)));
    for (int i = 0; i < rooms; i++)
        close(fds[i]);
    free(fds);
    server_stop(&s);
    return 0;
}
