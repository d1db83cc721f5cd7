/*
 * test_durable.c - `coup serve` killed with SIGKILL mid-game, for real: the
 * `coup` binary in a child process, two players on WebSockets (wsclient.h)
 * and two bots at a four-seat table.
 *
 * What must hold (issue 10): after a restart on the same database the
 * players get their seats back with `resume`, see the state they saw
 * before the kill (same turn, same cards, the same events in the log), and
 * the game goes on to its end; its record replays (`coup replay`), its
 * moves before the kill are the ones the players saw, and the game that
 * had finished before is still there, unchanged. A kill right after a
 * move was sent leaves that move wholly there or wholly absent.
 *
 * The database is a SQLite file, or the PostgreSQL database COUP_TEST_PG
 * names when it is set (ctest's durable_postgresql runs this test under
 * tests/server/with-postgres.sh).
 *
 * Nothing sleeps a fixed time: every wait is poll() on a condition, with a
 * deadline.
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

#include "test.h"
#include "wsclient.h"

/* Seconds a whole phase (a start, a game) may take before the test gives
 * up; generous, for sanitizer builds. */
#define DEADLINE_S 120
/* The moves of the second game after which the server is killed. */
#define KILL_AT 10

static double now_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* ------------------------------------------------- the server process */

typedef struct server {
    pid_t pid;
    int out;  /* the read end of its stdout */
    int port;
} server;

static char dir[64], db[256];
/* The PostgreSQL database of the run (COUP_TEST_PG), or NULL: SQLite. */
static const char *pg_uri;

/* Starts `coup serve` on a free port and the test's database; 1 when it
 * printed the address it listens on. Bots move at once; a player away is
 * not replaced while the test reconnects, however slow the build. */
static int server_start(server *s)
{
    /* Every player comes from 127.0.0.1: no per-address limit. */
    static const char *const args[] = {
        "--bot-delay-ms", "0", "--away-ms", "600000", "--seed", "11",
        "--ip-conns",     "0", "--ip-rate", "0",      NULL};
    memset(s, 0, sizeof *s);
    s->port = wsc_serve(COUP_BIN, db, args, &s->pid, &s->out);
    return s->port > 0;
}

/* Waits for the server's end (after a signal); its wait status, or -1
 * past the deadline. */
static int server_wait(server *s)
{
    int status = -1;
    double until = now_s() + DEADLINE_S;
    while (waitpid(s->pid, &status, WNOHANG) != s->pid) {
        if (now_s() > until) {
            status = -1;
            break;
        }
        /* Its stdout reaches end of file as it exits: wake up on that
         * (or a twentieth of a second later, to check again). */
        struct pollfd p = {s->out, POLLIN, 0};
        char junk[256];
        if (poll(&p, 1, 50) > 0 && read(s->out, junk, sizeof junk) <= 0) {
            close(s->out);
            s->out = -1;
        }
    }
    if (s->out >= 0)
        close(s->out);
    s->out = -1;
    s->pid = -1;
    return status;
}

static void server_kill(server *s)
{
    kill(s->pid, SIGKILL);
    int st = server_wait(s);
    CHECK(WIFSIGNALED(st) && WTERMSIG(st) == SIGKILL);
}

/* ----------------------------------------------------------- players */

typedef struct player {
    int fd;
    int seat;
    char token[40];
    char code[8];
    long game;
    int turn, to_move, winner; /* of the last state; turn -1: none yet */
    char *mine;                /* the last state's own cards, as JSON */
    json_t *legal;             /* the last state's legal moves */
    int moved;                 /* the turn of the last move sent */
    json_t *events;            /* every event seen, by n */
    json_t *log;               /* the last `log` received */
    int refused;               /* `error` messages received */
} player;

static void player_init(player *p)
{
    memset(p, 0, sizeof *p);
    p->fd = -1;
    p->seat = -2;
    p->turn = -1;
    p->moved = -1;
    p->winner = -1;
    p->events = json_array();
}

static void player_free(player *p)
{
    if (p->fd >= 0)
        close(p->fd);
    free(p->mine);
    json_decref(p->legal);
    json_decref(p->events);
    json_decref(p->log);
    memset(p, 0, sizeof *p);
    p->fd = -1;
}

/* An event as compared across the kill: who, what, the narration, the
 * table after it. */
static json_t *event_key(json_t *e)
{
    json_t *k = json_object();
    static const char *const fields[] = {"n", "seat", "move", "lines",
                                         "coins", "hidden"};
    for (size_t i = 0; i < sizeof fields / sizeof *fields; i++) {
        json_t *v = json_object_get(e, fields[i]);
        if (v)
            json_object_set(k, fields[i], v);
    }
    return k;
}

/* Reads and takes in one message; 0, or -1 when none came. */
static int pump(player *p)
{
    char *text = ws_recv(p->fd);
    if (!text)
        return -1;
    json_t *m = json_loads(text, 0, NULL);
    if (getenv("COUP_TEST_VERBOSE"))
        fprintf(stderr, "[seat %d] %.300s\n", p->seat, text);
    free(text);
    const char *type = json_string_value(json_object_get(m, "type"));
    if (!type) {
        json_decref(m);
        return -1;
    }
    if (!strcmp(type, "joined")) {
        p->seat = (int)json_integer_value(json_object_get(m, "seat"));
        snprintf(p->token, sizeof p->token, "%s",
                 json_string_value(json_object_get(m, "token")));
        snprintf(p->code, sizeof p->code, "%s",
                 json_string_value(json_object_get(m, "code")));
    } else if (!strcmp(type, "state")) {
        p->game = (long)json_integer_value(json_object_get(m, "game"));
        p->turn = (int)json_integer_value(json_object_get(m, "turn"));
        p->to_move = (int)json_integer_value(json_object_get(m, "to_move"));
        p->winner = (int)json_integer_value(json_object_get(m, "winner"));
        free(p->mine);
        p->mine = json_dumps(json_object_get(m, "mine"), JSON_COMPACT);
        json_decref(p->legal);
        p->legal = json_incref(json_object_get(m, "legal"));
    } else if (!strcmp(type, "event")) {
        size_t n = (size_t)json_integer_value(json_object_get(m, "n"));
        CHECK_INT(n, ==, json_array_size(p->events)); /* none lost */
        json_array_append_new(p->events, event_key(m));
    } else if (!strcmp(type, "log")) {
        json_decref(p->log);
        p->log = json_array();
        json_t *e;
        size_t i;
        json_array_foreach(json_object_get(m, "events"), i, e)
            json_array_append_new(p->log, event_key(e));
    } else if (!strcmp(type, "error")) {
        p->refused++;
        fprintf(stderr, "  seat %d refused: %s\n", p->seat,
                json_string_value(json_object_get(m, "error")));
    }
    json_decref(m);
    return 0;
}

static int send_fmt(player *p, const char *fmt, const char *a, const char *b)
{
    char text[512];
    snprintf(text, sizeof text, fmt, a, b);
    return ws_send(p->fd, text);
}

/* Reads p's messages until it has a state of `turn` or later (and, with
 * want_log, a log); 1 when it has. */
static int catch_up(player *p, int turn, int want_log)
{
    double until = now_s() + DEADLINE_S;
    while (p->turn < turn || (want_log && !p->log))
        if (now_s() > until || pump(p))
            return 0;
    return 1;
}

static uint64_t rng_state = 0x9e3779b97f4a7c15u;

static uint64_t rng_next(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return rng_state;
}

/* The move p sends now when it is to move and has not answered this
 * state yet: one of its legal moves, at random; NULL otherwise. */
static const char *choice(const player *p)
{
    size_t n = json_array_size(p->legal);
    if (p->to_move != p->seat || p->moved == p->turn || !n)
        return NULL;
    json_t *e = json_array_get(p->legal, (size_t)(rng_next() % n));
    return json_string_value(json_object_get(e, "move"));
}

static int send_move(player *p, const char *move)
{
    char turn[16];
    snprintf(turn, sizeof turn, "%d", p->turn);
    p->moved = p->turn;
    return send_fmt(p, "{\"type\":\"move\",\"move\":\"%s\",\"turn\":%s}",
                    move, turn);
}

/* Both players agree on the turn, and one of them is to move. */
static int waiting_on_a_player(const player pl[2])
{
    return pl[0].turn == pl[1].turn && pl[0].turn >= 0 &&
           (pl[0].to_move == pl[0].seat || pl[0].to_move == pl[1].seat);
}

/* Plays both players' moves until the game is over (stop_at < 0), or
 * until its turn is at least stop_at with a player to move and both
 * players there (nothing sent for it). 1 when reached. */
static int play(player pl[2], int stop_at)
{
    double until = now_s() + DEADLINE_S;
    for (;;) {
        if (stop_at < 0 && pl[0].winner >= 0 && pl[1].winner >= 0)
            return 1;
        if (stop_at >= 0 && pl[0].turn >= stop_at && waiting_on_a_player(pl))
            return 1;
        if (pl[0].winner >= 0 && stop_at >= 0)
            return 0; /* over before the turn wanted */
        for (int i = 0; i < 2; i++) {
            /* Past stop_at, only the other player's catching up. */
            const char *m =
                stop_at < 0 || pl[i].turn < stop_at ? choice(&pl[i]) : NULL;
            if (m && send_move(&pl[i], m))
                return 0;
        }
        struct pollfd fds[2] = {{pl[0].fd, POLLIN, 0}, {pl[1].fd, POLLIN, 0}};
        int left = (int)((until - now_s()) * 1000);
        if (left <= 0 || poll(fds, 2, left) <= 0)
            return 0;
        for (int i = 0; i < 2; i++)
            if ((fds[i].revents & (POLLIN | POLLHUP | POLLERR)) && pump(&pl[i]))
                return 0;
    }
}

/* Reconnects p to the server on `port` and takes its seat back with its
 * token; 1 when it has its seat, the log and the state. */
static int resume(player *p, int port)
{
    char head[2048];
    int seat = p->seat;
    close(p->fd);
    p->fd = ws_open(port, "/ws", "coup.v1", head, sizeof head);
    if (p->fd < 0)
        return 0;
    json_decref(p->log);
    p->log = NULL;
    p->turn = -1;
    p->seat = -2;
    if (send_fmt(p, "{\"type\":\"resume\",\"code\":\"%s\",\"token\":\"%s\"}",
                 p->code, p->token) ||
        !catch_up(p, 0, 1))
        return 0;
    CHECK_INT(p->seat, ==, seat);
    return p->seat == seat;
}

/* The log after a restart starts with the events seen before it. */
static int log_has_events(const player *p, size_t count)
{
    if (json_array_size(p->log) < count || json_array_size(p->events) < count)
        return 0;
    for (size_t i = 0; i < count; i++)
        if (!json_equal(json_array_get(p->log, i),
                        json_array_get(p->events, i))) {
            char *a = json_dumps(json_array_get(p->log, i), JSON_COMPACT);
            char *b = json_dumps(json_array_get(p->events, i), JSON_COMPACT);
            fprintf(stderr, "  event %zu: after %s\n  before %s\n", i, a, b);
            free(a);
            free(b);
            return 0;
        }
    return 1;
}

/* ------------------------------------------------------------- HTTP */

static char *get(int port, const char *path, size_t *len)
{
    http_response r;
    if (http_request(port, "GET", path, &r))
        return NULL;
    char *body = r.status == 200 ? r.body : NULL;
    if (body) {
        *len = r.len;
        r.body = NULL;
    }
    http_response_free(&r);
    return body;
}

static char *record_of(int port, long id, size_t *len)
{
    char path[64];
    snprintf(path, sizeof path, "/games/%ld.rec", id);
    return get(port, path, len);
}

/* The id of the latest finished game once /api/games lists one; 0 past
 * the deadline. Polls, as a browser would. */
static long first_finished(int port)
{
    double until = now_s() + DEADLINE_S;
    while (now_s() < until) {
        size_t len;
        char *body = get(port, "/api/games", &len);
        json_t *o = body ? json_loads(body, 0, NULL) : NULL;
        free(body);
        long id = (long)json_integer_value(
            json_object_get(json_array_get(json_object_get(o, "games"), 0),
                            "id"));
        json_decref(o);
        if (id > 0)
            return id;
        struct pollfd none = {-1, 0, 0};
        poll(&none, 0, 50); /* the bots' game goes on meanwhile */
    }
    return 0;
}

/* `coup replay` of a record: its exit status. */
static int replay(const char *text, size_t len)
{
    char path[160];
    snprintf(path, sizeof path, "%s/game.rec", dir);
    FILE *f = fopen(path, "w");
    if (!f || fwrite(text, 1, len, f) != len) {
        if (f)
            fclose(f);
        return -1;
    }
    fclose(f);
    pid_t pid = fork();
    if (pid == 0) {
        int null = open("/dev/null", O_WRONLY);
        dup2(null, 1);
        execl(COUP_BIN, "coup", "replay", path, "--quiet", (char *)NULL);
        _exit(127);
    }
    int st = -1;
    waitpid(pid, &st, 0);
    unlink(path);
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

/* A move as a player saw it matches the move in the record: the same
 * words, where the player's "?" stands for a card it did not see. */
static int same_move(const char *seen, const char *real)
{
    while (*seen && *real) {
        if (*seen == '?') {
            seen++;
            while (*real && *real != ' ')
                real++;
        } else if (*seen++ != *real++) {
            return 0;
        }
    }
    return !*seen && !*real;
}

/* ------------------------------------------------------------- test */

/* A new temporary folder, and the database of the run: PostgreSQL's,
 * or a new SQLite file in that folder. 0 when no folder could be made. */
static int fresh_db(void)
{
    snprintf(dir, sizeof dir, "/tmp/coup-test-durable-XXXXXX");
    if (!mkdtemp(dir))
        return 0;
    if (pg_uri != NULL)
        snprintf(db, sizeof db, "%s", pg_uri);
    else
        snprintf(db, sizeof db, "%s/coup.db", dir);
    return 1;
}

static void remove_db(void)
{
    if (pg_uri != NULL)
        rmdir(dir);
    else
        wsc_remove_db(db, dir);
}

/* A game the bots play to its end: its id, and its record in *rec. */
static long finished_game(int port, char **rec, size_t *len)
{
    char head[2048];
    int fd = ws_open(port, "/ws", "coup.v1", head, sizeof head);
    if (fd < 0)
        return 0;
    ws_send(fd, "{\"type\":\"create\",\"name\":\"Solo\",\"players\":2,"
                "\"bots\":\"random\",\"public\":true}");
    int ok = ws_expect(fd, "\"joined\"") && !ws_send(fd, "{\"type\":\"start\"}") &&
             ws_expect(fd, "\"state\"") && !ws_send(fd, "{\"type\":\"leave\"}");
    long id = ok ? first_finished(port) : 0;
    close(fd);
    *rec = id > 0 ? record_of(port, id, len) : NULL;
    return *rec ? id : 0;
}

/* Seats two players at a four-seat table (the other two bots) and starts
 * the game; 1 when both have its first state. */
static int table(int port, player pl[2])
{
    char head[2048];
    for (int i = 0; i < 2; i++) {
        player_init(&pl[i]);
        pl[i].fd = ws_open(port, "/ws", "coup.v1", head, sizeof head);
        if (pl[i].fd < 0)
            return 0;
    }
    if (ws_send(pl[0].fd, "{\"type\":\"create\",\"name\":\"Ada\","
                          "\"players\":4,\"bots\":\"random\",\"public\":true}"))
        return 0;
    while (pl[0].seat < 0)
        if (pump(&pl[0]))
            return 0;
    if (send_fmt(&pl[1], "{\"type\":\"join\",\"code\":\"%s\",\"name\":\"%s\"}",
                 pl[0].code, "Bea"))
        return 0;
    while (pl[1].seat < 0)
        if (pump(&pl[1]))
            return 0;
    if (ws_send(pl[0].fd, "{\"type\":\"start\"}"))
        return 0;
    return catch_up(&pl[0], 0, 0) && catch_up(&pl[1], 0, 0);
}

TEST(killed_mid_game)
{
    server s;
    player pl[2];
    char *rec1 = NULL, *rec2 = NULL;
    size_t len1 = 0, len2 = 0;
    REQUIRE(fresh_db());
    REQUIRE(server_start(&s));

    long id1 = finished_game(s.port, &rec1, &len1);
    CHECK_INT(id1, >, 0);

    /* Mid-game, both players connected, one of them to move: killed. */
    REQUIRE(table(s.port, pl));
    REQUIRE(play(pl, KILL_AT));
    int turn = pl[0].turn;
    long game = pl[0].game;
    char *mine[2] = {strdup(pl[0].mine), strdup(pl[1].mine)};
    server_kill(&s);

    REQUIRE(server_start(&s));
    for (int i = 0; i < 2; i++) {
        REQUIRE(resume(&pl[i], s.port));
        CHECK_INT(pl[i].turn, ==, turn);
        CHECK_STR(pl[i].mine, mine[i]);
        CHECK_INT(json_array_size(pl[i].log), ==, (size_t)turn);
        CHECK(log_has_events(&pl[i], (size_t)turn));
        pl[i].moved = -1;
        free(mine[i]);
    }
    CHECK_INT(pl[0].game, ==, game);
    json_t *seen = json_deep_copy(pl[0].events); /* the moves before it */

    /* A move sent, and the server killed before anything came back. */
    REQUIRE(play(pl, turn + 6));
    int sent_at = pl[0].turn;
    player *mover = pl[0].to_move == pl[0].seat ? &pl[0] : &pl[1];
    char sent[80];
    snprintf(sent, sizeof sent, "%s", choice(mover));
    REQUIRE(send_move(mover, sent) == 0);
    server_kill(&s);
    REQUIRE(server_start(&s));
    for (int i = 0; i < 2; i++) {
        REQUIRE(resume(&pl[i], s.port));
        CHECK(log_has_events(&pl[i], (size_t)sent_at));
        CHECK_INT(json_array_size(pl[i].log), ==, (size_t)pl[i].turn);
        /* Wholly absent (the same decision waits) or wholly there. */
        if (pl[i].turn == sent_at) {
            CHECK_INT(pl[i].to_move, ==, mover->seat);
        } else {
            CHECK_INT(pl[i].turn, >, sent_at);
            json_t *e = json_array_get(pl[i].log, (size_t)sent_at);
            CHECK_INT(json_integer_value(json_object_get(e, "seat")), ==,
                      mover->seat);
            CHECK_STR(json_string_value(json_object_get(e, "move")), sent);
        }
        /* From here on, the events are the log's. */
        json_decref(pl[i].events);
        pl[i].events = json_deep_copy(pl[i].log);
        pl[i].moved = -1;
    }
    if (getenv("COUP_TEST_VERBOSE"))
        fprintf(stderr, "the move sent at %d was %s\n", sent_at,
                pl[0].turn == sent_at ? "lost" : "kept");

    REQUIRE(play(pl, -1));
    int last = pl[0].turn;

    /* The record: replays, and has the moves the players saw. */
    rec2 = record_of(s.port, game, &len2);
    REQUIRE(rec2 != NULL);
    CHECK_INT(replay(rec2, len2), ==, 0);
    char path[64];
    size_t len;
    snprintf(path, sizeof path, "/api/games/%ld", game);
    char *body = get(s.port, path, &len);
    json_t *whole = body ? json_loads(body, 0, NULL) : NULL;
    json_t *steps = json_object_get(whole, "steps");
    free(body);
    CHECK_INT(json_array_size(steps), ==, (size_t)last);
    for (size_t i = 0; i < json_array_size(seen) && i < json_array_size(steps);
         i++) {
        json_t *a = json_array_get(seen, i), *b = json_array_get(steps, i);
        const char *ma = json_string_value(json_object_get(a, "move"));
        const char *mb = json_string_value(json_object_get(b, "move"));
        CHECK(ma && mb && same_move(ma, mb));
        CHECK_INT(json_integer_value(json_object_get(a, "seat")), ==,
                  json_integer_value(json_object_get(b, "seat")));
    }
    CHECK_INT(json_array_size(seen), ==, (size_t)turn);
    json_decref(whole);
    json_decref(seen);

    /* The game that had finished before both kills, as it was. */
    size_t len1b = 0;
    char *rec1b = record_of(s.port, id1, &len1b);
    CHECK(rec1 && rec1b && len1 == len1b && !memcmp(rec1, rec1b, len1));
    free(rec1b);

    for (int i = 0; i < 2; i++)
        player_free(&pl[i]);
    kill(s.pid, SIGTERM);
    int st = server_wait(&s);
    CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
    free(rec1);
    free(rec2);
    remove_db();
}

#define TABLES 16

/* Every player of every table: its moves sent, its messages read, until
 * `stop` says so or the deadline; finished games are noted in fin[] (at
 * most nfin_max) and their tables start again. 1 when stop() said so. */
static int play_tables(player pl[][2], long *fin, int *nfin, int nfin_max,
                       int (*stop)(player pl[][2], int nfin))
{
    double until = now_s() + DEADLINE_S;
    while (!stop(pl, *nfin)) {
        struct pollfd fds[2 * TABLES];
        for (int t = 0; t < TABLES; t++)
            for (int i = 0; i < 2; i++) {
                player *p = &pl[t][i];
                const char *m = choice(p);
                if (m && send_move(p, m))
                    return 0;
                fds[2 * t + i] = (struct pollfd){p->fd, POLLIN, 0};
            }
        int left = (int)((until - now_s()) * 1000);
        if (left <= 0 || poll(fds, 2 * TABLES, left) <= 0) {
            for (int t = 0; t < TABLES; t++)
                fprintf(stderr, "  table %d: game %ld turn %d/%d to_move %d "
                        "winner %d/%d, %d games over\n", t, pl[t][0].game,
                        pl[t][0].turn, pl[t][1].turn, pl[t][0].to_move,
                        pl[t][0].winner, pl[t][1].winner, *nfin);
            return 0;
        }
        for (int k = 0; k < 2 * TABLES; k++)
            if ((fds[k].revents & (POLLIN | POLLHUP | POLLERR)) &&
                pump(&pl[k / 2][k % 2]))
                return 0;
        for (int t = 0; t < TABLES; t++) {
            player *a = &pl[t][0], *b = &pl[t][1];
            if (a->winner < 0 || b->winner < 0 || a->game != b->game)
                continue;
            if (*nfin < nfin_max)
                fin[(*nfin)++] = a->game;
            /* The next game: its events count from 0 again. */
            json_array_clear(a->events);
            json_array_clear(b->events);
            a->winner = b->winner = -1;
            if (ws_send(a->fd, "{\"type\":\"again\"}"))
                return 0;
        }
    }
    return 1;
}

/* Enough played before the kill: as many games over as tables, and
 * every table into its next one. */
static int busy_enough(player pl[][2], int nfin)
{
    for (int t = 0; t < TABLES; t++)
        if (pl[t][0].turn < 8)
            return 0;
    return nfin >= TABLES;
}

/* The game of each table when the server came back. */
static long restart_game[TABLES];

/* Every table has finished the game it had when the server came back. */
static int all_ended_once(player pl[][2], int nfin)
{
    (void)nfin;
    for (int t = 0; t < TABLES; t++)
        if (pl[t][0].game == restart_game[t])
            return 0;
    return 1;
}

/* The server killed while 16 tables play at full speed, moves in flight:
 * after a restart every player gets its seat back in the game it was in,
 * at the turn it had seen or later (every move is stored before it is
 * told); every game that had finished is stored and replays; then every
 * table plays its game to its end. */
TEST(killed_under_load)
{
    static player pl[TABLES][2];
    static long fin[4096];
    int nfin = 0;
    server s;
    REQUIRE(fresh_db());
    REQUIRE(server_start(&s));
    for (int t = 0; t < TABLES; t++)
        REQUIRE(table(s.port, pl[t]));
    CHECK(play_tables(pl, fin, &nfin, 4096, busy_enough));
    int turn[TABLES][2];
    long game[TABLES];
    for (int t = 0; t < TABLES; t++) {
        game[t] = pl[t][0].game;
        for (int i = 0; i < 2; i++)
            turn[t][i] = pl[t][i].turn;
    }
    server_kill(&s); /* with moves in flight: nobody waited for quiet */

    REQUIRE(server_start(&s));
    int back = 0;
    for (int t = 0; t < TABLES; t++)
        for (int i = 0; i < 2; i++) {
            player *p = &pl[t][i];
            if (!resume(p, s.port))
                continue;
            back++;
            /* A game that ended unseen may have started again (`again`
             * was sent): then the new one, from its start. */
            if (p->game == game[t]) {
                CHECK(p->turn >= turn[t][i]);
            } else {
                CHECK(p->game > game[t]);
            }
            json_decref(p->events);
            p->events = json_deep_copy(p->log);
            p->moved = -1;
        }
    CHECK_INT(back, ==, 2 * TABLES);
    int replayed = 0;
    for (int i = 0; i < nfin; i++) {
        size_t len = 0;
        char *rec = record_of(s.port, fin[i], &len);
        CHECK(rec != NULL);
        replayed += rec && replay(rec, len) == 0;
        free(rec);
    }
    CHECK_INT(replayed, ==, nfin);
    CHECK(nfin > 0);
    /* Every table's game goes on to its end. */
    int before = nfin;
    for (int t = 0; t < TABLES; t++)
        restart_game[t] = pl[t][0].game;
    CHECK(play_tables(pl, fin, &nfin, 4096, all_ended_once));
    CHECK(nfin >= before + TABLES);
    if (getenv("COUP_TEST_VERBOSE"))
        fprintf(stderr, "%d games finished before the kill, all replayed\n",
                before);
    for (int t = 0; t < TABLES; t++)
        for (int i = 0; i < 2; i++)
            player_free(&pl[t][i]);
    kill(s.pid, SIGTERM);
    int st = server_wait(&s);
    CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
    remove_db();
}

/* PostgreSQL stops under a running server mid-game and comes back: the
 * game goes on to its end meanwhile, and once the database is back the
 * finished game is written (a request for it is enough to make the server
 * try again) and replays. Only under tests/server/with-postgres.sh, which
 * says how to stop and start its database (COUP_TEST_PG_CTL). */
TEST(database_down_mid_game)
{
    const char *ctl = getenv("COUP_TEST_PG_CTL");
    if (!pg_uri || !ctl)
        TEST_SKIP("only with PostgreSQL (with-postgres.sh)");
    char cmd[1024];
    server s;
    player pl[2];
    snprintf(dir, sizeof dir, "/tmp/coup-test-durable-XXXXXX");
    REQUIRE(mkdtemp(dir) != NULL); /* for replay()'s file */
    snprintf(db, sizeof db, "%s", pg_uri);
    REQUIRE(server_start(&s));
    REQUIRE(table(s.port, pl));
    REQUIRE(play(pl, 8));
    snprintf(cmd, sizeof cmd, "%s stop -m fast >/dev/null", ctl);
    REQUIRE(system(cmd) == 0);
    CHECK(play(pl, -1)); /* to the end, the database gone */
    long game = pl[0].game;
    CHECK(pl[0].winner >= 0);
    snprintf(cmd, sizeof cmd, "%s start >/dev/null", ctl);
    REQUIRE(system(cmd) == 0);
    /* The server tries again after at most 30 s: ask until it has. */
    char *rec = NULL;
    size_t len = 0;
    double until = now_s() + DEADLINE_S;
    while (!(rec = record_of(s.port, game, &len)) && now_s() < until) {
        struct timespec tenth = {0, 100 * 1000 * 1000};
        nanosleep(&tenth, NULL);
    }
    CHECK(rec != NULL);
    if (rec)
        CHECK_INT(replay(rec, len), ==, 0);
    free(rec);
    for (int i = 0; i < 2; i++)
        player_free(&pl[i]);
    kill(s.pid, SIGTERM);
    int st = server_wait(&s);
    CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
    rmdir(dir);
}

int main(void)
{
    signal(SIGPIPE, SIG_IGN);
    pg_uri = getenv("COUP_TEST_PG");
    if (pg_uri != NULL && *pg_uri == '\0')
        pg_uri = NULL;
    printf("# %s\n", pg_uri != NULL ? pg_uri : "sqlite");
    test_run_all();
    TEST_MAIN_END();
}
