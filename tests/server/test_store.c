/*
 * test_store.c - the server's store (src/server/store.h), in SQLite and,
 * when COUP_TEST_PG names a database, in PostgreSQL: the same checks run
 * against each backend in turn (tests/server/with-postgres.sh makes a
 * PostgreSQL server for the run and sets COUP_TEST_PG; ctest's
 * store_postgresql).
 *
 * Rooms, games, accounts, sessions and ratings must come back as they
 * were put, byte for byte (a rating's doubles bit for bit), in order;
 * leaderboards must come in the order of the rating shown, ties by
 * subject; the store must refuse what only a bug would ask of it (a gap
 * or a repeat in the moves, an unknown game, a seat, a session id or a
 * rating's game written twice, a name too long or not UTF-8, a session id
 * that is not a hash's hex, a rating that is not a number, a file that is
 * not its database, a database of a newer version), changing nothing; an
 * account deleted takes its sessions, seats and ratings with it, never
 * its games nor the bots' ratings; a database of an older
 * version is brought to this one whole, or not at all; what the store has
 * written must survive closing, and a process killed with SIGKILL right
 * after a write returned.
 * In PostgreSQL, two stores on one database (two servers) must see each
 * other's rooms and games and never hand out one game id twice, and a
 * lost connection must be made again without a restart.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <math.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <libpq-fe.h>
#include <sqlite3.h>

#include <coup/coup.h>

#include "server/store.h"
#include "test.h"

/* ----------------------------------------------------------- helpers */

/* Display names as the hub gives them: a JSON array, UTF-8 ("Zo\u00eb D"
 * with the e-diaeresis as its two bytes), quotes and spaces. */
#define NAMES "[\"Zo\xc3\xab D\",\"Bot 3\",\"O'B \\\"x\\\"\"]"

/* A temporary directory for the database files of one test. */
typedef struct tmp {
    char dir[64];
    char db[96];
} tmp;

static int tmp_make(tmp *t)
{
    const char *base = getenv("TMPDIR");
    snprintf(t->dir, sizeof t->dir, "%s/coup-store-XXXXXX",
             base != NULL && *base != '\0' && strlen(base) < 32 ? base : "/tmp");
    if (mkdtemp(t->dir) == NULL)
        return -1;
    snprintf(t->db, sizeof t->db, "%s/coup.db", t->dir);
    return 0;
}

/* Removes the database, its WAL files and the other names used here, then
 * the directory (which must then be empty). */
static int tmp_remove(tmp *t)
{
    static const char *const names[] = {
        "coup.db", "coup.db-wal", "coup.db-shm", "coup.db-journal",
        "text.db", "other.db", "newer.db", "newer.db-wal", "newer.db-shm",
    };
    char path[128];
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        snprintf(path, sizeof path, "%s/%s", t->dir, names[i]);
        unlink(path);
    }
    return rmdir(t->dir);
}

static int write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "wb");
    if (f == NULL)
        return -1;
    fputs(text, f);
    return fclose(f);
}

static char *read_file(const char *path)
{
    static char buf[4096];
    FILE *f = fopen(path, "rb");
    size_t n;
    if (f == NULL)
        return NULL;
    n = fread(buf, 1, sizeof buf - 1, f);
    buf[n] = '\0';
    fclose(f);
    return buf;
}

static store *open_ok(const char *path)
{
    char why[512] = "";
    store *st = store_open(path, why, sizeof why);
    if (!CHECK(st != NULL))
        fprintf(stderr, "    store_open(%s): %s\n", path, why);
    return st;
}

/* ---------------------------------------------------------- backends */

/* Seconds a wait for another process may last before the test gives up;
 * generous, for sanitizer builds. */
#define DEADLINE_S 60

static double now_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* The PostgreSQL database of the run (COUP_TEST_PG), or NULL while the
 * tests run against SQLite. */
static const char *pg_uri;

/* A connection of the test's own to the database, beside the store's. */
static PGconn *pg_connect(void)
{
    PGconn *conn = PQconnectdb(pg_uri);
    if (!CHECK(PQstatus(conn) == CONNECTION_OK))
        fprintf(stderr, "    %s: %s", pg_uri, PQerrorMessage(conn));
    return conn;
}

/* Runs sql on conn; 1 when it succeeded. With text[n], the first row's
 * first column goes there. */
static int pg_run(PGconn *conn, const char *sql, char *text, size_t n)
{
    PGresult *res = PQexec(conn, sql);
    ExecStatusType status = PQresultStatus(res);
    int ok = status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK;
    if (!CHECK(ok))
        fprintf(stderr, "    %s: %s", sql, PQerrorMessage(conn));
    else if (text != NULL)
        snprintf(text, n, "%s", PQntuples(res) > 0 ? PQgetvalue(res, 0, 0)
                                                   : "");
    PQclear(res);
    return ok;
}

/* The database as if new: none of coup's tables. */
static void pg_empty(void)
{
    PGconn *conn = pg_connect();
    PQclear(PQexec(conn, "SET client_min_messages = warning"));
    pg_run(conn, "DROP TABLE IF EXISTS game_analyses, rating_history,"
           " ratings, game_players, sessions, accounts, moves, games, rooms,"
           " coup_schema", NULL, 0);
    PQfinish(conn);
}

/* Ends the sessions of the stores connected to the database (with
 * `waiting`, only of those waiting for a lock), as an administrator's
 * pg_terminate_backend() or a restart of the database would, and waits
 * until they are gone (its timeout, in milliseconds, is the deadline).
 * The number ended, or -1 if the query failed. */
static int pg_terminate_stores(PGconn *conn, int waiting)
{
    char sql[512], count[16] = "";
    PGresult *res;

    /* The sessions are chosen (MATERIALIZED) before any is ended. */
    snprintf(sql, sizeof sql,
             "WITH s AS MATERIALIZED (SELECT pid FROM pg_stat_activity"
             " WHERE application_name = 'coup'%s) SELECT"
             " coalesce(sum(pg_terminate_backend(pid, 60000)::int), 0)"
             " FROM s", waiting ? " AND wait_event_type = 'Lock'" : "");
    res = PQexec(conn, sql);
    if (PQresultStatus(res) == PGRES_TUPLES_OK)
        snprintf(count, sizeof count, "%s", PQgetvalue(res, 0, 0));
    PQclear(res);
    return *count != '\0' ? atoi(count) : -1;
}

/* Waits until no store is connected to the database: the session of a
 * killed process ends once its last statement is done. 1 when none is, 0
 * past the deadline. */
static int pg_wait_no_store(void)
{
    PGconn *conn = pg_connect();
    char count[16] = "";
    double until = now_s() + DEADLINE_S;

    while (pg_run(conn, "SELECT count(*) FROM pg_stat_activity"
                  " WHERE application_name = 'coup'", count, sizeof count) &&
           strcmp(count, "0") != 0 && now_s() < until)
        poll(NULL, 0, 10);
    PQfinish(conn);
    return strcmp(count, "0") == 0;
}

/* A target for store_open() that holds nothing yet and keeps what is
 * written across openings: a file in t's folder (made here), or the
 * PostgreSQL database, emptied. */
static const char *fresh_target(tmp *t)
{
    if (tmp_make(t) != 0)
        return NULL;
    if (pg_uri == NULL)
        return t->db;
    pg_empty();
    return pg_uri;
}

/* A store with nothing in it, for one test: SQLite in memory, or the
 * PostgreSQL database emptied. */
static store *open_fresh(void)
{
    if (pg_uri == NULL)
        return open_ok(":memory:");
    pg_empty();
    return open_ok(pg_uri);
}

/* The rooms listed by store_rooms_each, as "code=json;code=json;". */
typedef struct listing {
    char text[1 << 16];
    int count;
} listing;

static void list_room(void *ctx, const char *code, const char *json)
{
    listing *l = ctx;
    size_t len = strlen(l->text);
    snprintf(l->text + len, sizeof l->text - len, "%s=%s;", code, json);
    l->count++;
}

static const char *rooms(store *st)
{
    static listing l;
    memset(&l, 0, sizeof l);
    if (store_rooms_each(st, list_room, &l) < 0)
        return store_error(st);
    return l.text;
}

/* The moves of a game, as "n:seat:move;...", with "@by" before the ';'
 * for a move not chosen by its seat (store_by). */
static void list_move(void *ctx, int n, int seat, const char *move, int by)
{
    listing *l = ctx;
    size_t len = strlen(l->text);
    char at[16] = "";
    if (by != STORE_BY_SEAT)
        snprintf(at, sizeof at, "@%d", by);
    snprintf(l->text + len, sizeof l->text - len, "%d:%d:%s%s;", n, seat,
             move, at);
    l->count++;
}

static const char *moves(store *st, int64_t id)
{
    static listing l;
    memset(&l, 0, sizeof l);
    if (store_game_moves(st, id, list_move, &l) < 0)
        return store_error(st);
    return l.text;
}

/* The recent games, as "id:code:winner:started-finished;...", with
 * "=names" before the ';' for a game given display names. */
static void list_game(void *ctx, const store_game *g)
{
    listing *l = ctx;
    size_t len = strlen(l->text);
    CHECK(g->header != NULL && g->record == NULL);
    snprintf(l->text + len, sizeof l->text - len, "%lld:%s:%d:%lld-%lld%s%s;",
             (long long)g->id, g->code, g->winner, (long long)g->started_s,
             (long long)g->finished_s, g->names != NULL ? "=" : "",
             g->names != NULL ? g->names : "");
    l->count++;
}

static const char *recent(store *st, int limit)
{
    static listing l;
    memset(&l, 0, sizeof l);
    if (store_games_recent(st, limit, list_game, &l) < 0)
        return store_error(st);
    return l.text;
}

/* The error must say `words`. */
#define CHECK_ERROR(st, words)                                               \
    do {                                                                     \
        if (!CHECK(strstr(store_error(st), (words)) != NULL))                \
            fprintf(stderr, "    error was: %s\n", store_error(st));         \
    } while (0)

/* A game's analysis: "budget:seed:json", or "none". */
static const char *analysis_of(store *st, int64_t game)
{
    static char out[512];
    long budget = -1;
    int64_t seed = -1;
    char *json = NULL;
    int rc = store_analysis_get(st, game, &budget, &seed, &json);
    if (rc > 0)
        snprintf(out, sizeof out, "none%s", json ? " (and a text!)" : "");
    else if (rc < 0)
        snprintf(out, sizeof out, "failed: %s", store_error(st));
    else
        snprintf(out, sizeof out, "%ld:%lld:%s", budget, (long long)seed,
                 json ? json : "(null)");
    free(json);
    return out;
}

/* The reason store_open() gave must say `words`. */
#define CHECK_WHY(why, words)                                                \
    do {                                                                     \
        if (!CHECK(strstr((why), (words)) != NULL))                          \
            fprintf(stderr, "    why: %s\n", (why));                         \
    } while (0)

/* ------------------------------------------------------------- rooms */

TEST(rooms_round_trip)
{
    store *st = open_fresh();
    REQUIRE(st != NULL);
    CHECK_STR(store_error(st), "");
    CHECK_STR(rooms(st), "");
    CHECK_INT(store_room_put(st, "QWER", "{\"a\":1}"), ==, 0);
    CHECK_INT(store_room_put(st, "ASDF", "{\"b\":2}"), ==, 0);
    CHECK_INT(store_room_put(st, "ZXCV", "{}"), ==, 0);
    CHECK_STR(rooms(st), "QWER={\"a\":1};ASDF={\"b\":2};ZXCV={};");

    /* A replaced room keeps its place: the order is that of first puts. */
    CHECK_INT(store_room_put(st, "QWER", "{\"a\":3}"), ==, 0);
    CHECK_STR(rooms(st), "QWER={\"a\":3};ASDF={\"b\":2};ZXCV={};");

    CHECK_INT(store_room_delete(st, "ASDF"), ==, 0);
    CHECK_STR(rooms(st), "QWER={\"a\":3};ZXCV={};");
    /* Put again after its deletion, it comes last. */
    CHECK_INT(store_room_put(st, "ASDF", "{\"b\":4}"), ==, 0);
    CHECK_STR(rooms(st), "QWER={\"a\":3};ZXCV={};ASDF={\"b\":4};");
    CHECK_INT(store_room_delete(st, "QWER"), ==, 0);
    CHECK_INT(store_room_delete(st, "ZXCV"), ==, 0);
    CHECK_INT(store_room_delete(st, "ASDF"), ==, 0);
    CHECK_STR(rooms(st), "");
    store_close(st);
}

TEST(rooms_refused)
{
    store *st = open_fresh();
    REQUIRE(st != NULL);
    CHECK_INT(store_room_put(st, "QWER", "{}"), ==, 0);

    CHECK_INT(store_room_delete(st, "NONE"), <, 0);
    CHECK_ERROR(st, "no room \"NONE\"");
    CHECK_INT(store_room_put(st, "", "{}"), <, 0);
    CHECK_ERROR(st, "room code");
    CHECK_INT(store_room_put(st, "TOOLONGCODE", "{}"), <, 0);
    CHECK_ERROR(st, "room code");
    CHECK_INT(store_room_put(st, NULL, "{}"), <, 0);
    CHECK_ERROR(st, "no room code");
    CHECK_INT(store_room_put(st, "ASDF", NULL), <, 0);
    CHECK_ERROR(st, "no room JSON");
    CHECK_INT(store_rooms_each(st, NULL, NULL), <, 0);
    /* Nothing changed. */
    CHECK_STR(rooms(st), "QWER={};");
    store_close(st);
}

/* A callback may use the store: the rows were read before it is called. */
static void put_each_again(void *ctx, const char *code, const char *json)
{
    store *st = ctx;
    (void)json;
    CHECK_INT(store_room_put(st, code, "{\"again\":true}"), ==, 0);
    CHECK_INT(store_rooms_each(st, list_room, &(listing){.count = 0}), ==, 0);
}

TEST(rooms_callback_may_write)
{
    store *st = open_fresh();
    REQUIRE(st != NULL);
    CHECK_INT(store_room_put(st, "AAAA", "{}"), ==, 0);
    CHECK_INT(store_room_put(st, "BBBB", "{}"), ==, 0);
    CHECK_INT(store_rooms_each(st, put_each_again, st), ==, 0);
    CHECK_STR(rooms(st), "AAAA={\"again\":true};BBBB={\"again\":true};");
    store_close(st);
}

/* ------------------------------------------------------------- games */

TEST(games_round_trip)
{
    store *st = open_fresh();
    store_game g;
    int64_t id, other;
    char want[256];
    REQUIRE(st != NULL);

    id = store_game_begin(st, "QWER", "coup-record 1\nplayers 2\n", NULL, NULL,
                          1000);
    CHECK_INT(id, >, 0);
    other = store_game_begin(st, "ASDF", "coup-record 1\nplayers 3\n",
                             NAMES, NULL, 1001);
    CHECK_INT(other, >, id);

    CHECK_INT(store_game_get(st, id, NULL, &g), ==, 0);
    CHECK_INT(g.id, ==, id);
    CHECK_STR(g.code, "QWER");
    CHECK_STR(g.header, "coup-record 1\nplayers 2\n");
    CHECK(g.record == NULL);
    CHECK(g.names == NULL); /* none given */
    CHECK_INT(g.winner, ==, -1);
    CHECK_INT(g.started_s, ==, 1000);
    CHECK_INT(g.finished_s, ==, 0);
    store_game_free(&g);
    CHECK(g.header == NULL && g.record == NULL && g.names == NULL);
    /* The display names, byte for byte. */
    CHECK_INT(store_game_get(st, other, NULL, &g), ==, 0);
    CHECK_STR(g.header, "coup-record 1\nplayers 3\n");
    CHECK_STR(g.names, NAMES);
    store_game_free(&g);
    CHECK(g.names == NULL);

    CHECK_STR(moves(st, id), "");
    CHECK_INT(store_game_move(st, id, 0, 0, "income", 0), ==, 0);
    CHECK_INT(store_game_move(st, other, 0, 0, "tax", 0), ==, 0);
    CHECK_INT(store_game_move(st, id, 1, 1, "foreign-aid", 0), ==, 0);
    CHECK_INT(store_game_move(st, id, 2, COUP_CHANCE, "draw duke", 0), ==, 0);
    CHECK_INT(store_game_move(st, id, 3, 0, "block duke", 0), ==, 0);
    /* Who chose a move: the timer, the stand-in of an away player. */
    CHECK_INT(store_game_move(st, id, 4, 1, "pass", STORE_BY_TIMER), ==, 0);
    CHECK_INT(store_game_move(st, id, 5, 0, "lose duke", STORE_BY_STAND_IN),
              ==, 0);
    CHECK_STR(moves(st, id),
              "0:0:income;1:1:foreign-aid;2:-1:draw duke;3:0:block duke;"
              "4:1:pass@1;5:0:lose duke@2;");
    CHECK_STR(moves(st, other), "0:0:tax;");

    CHECK_STR(recent(st, 10), "");
    CHECK_INT(store_game_end(st, id, 1, "coup-record 1\nplayers 2\n0 income\n",
                             2000), ==, 0);
    CHECK_INT(store_game_get(st, id, NULL, &g), ==, 0);
    CHECK_STR(g.record, "coup-record 1\nplayers 2\n0 income\n");
    CHECK_STR(g.header, "coup-record 1\nplayers 2\n");
    CHECK_INT(g.winner, ==, 1);
    CHECK_INT(g.finished_s, ==, 2000);
    CHECK(g.names == NULL);
    store_game_free(&g);
    /* The names stay after the end, and come with the recent games. */
    CHECK_INT(store_game_end(st, other, 2, "r", 2001), ==, 0);
    CHECK_INT(store_game_get(st, other, NULL, &g), ==, 0);
    CHECK_STR(g.names, NAMES);
    store_game_free(&g);
    snprintf(want, sizeof want,
             "%lld:ASDF:2:1001-2001=%s;%lld:QWER:1:1000-2000;",
             (long long)other, NAMES, (long long)id);
    CHECK_STR(recent(st, 10), want);
    /* The moves stay after the end. */
    CHECK_STR(moves(st, id),
              "0:0:income;1:1:foreign-aid;2:-1:draw duke;3:0:block duke;"
              "4:1:pass@1;5:0:lose duke@2;");
    store_close(st);
}

/* Writes in a transaction: seen by the store that wrote them, kept
 * together by a commit or lost together by a rollback; misuse refused. */
TEST(transactions)
{
    store *st = open_fresh();
    int64_t id;
    REQUIRE(st != NULL);

    CHECK(!store_in_tx(st));
    CHECK_INT(store_commit(st), <, 0);
    CHECK(strstr(store_error(st), "no transaction is open") != NULL);
    store_rollback(st); /* none open: nothing happens */

    id = store_game_begin(st, "QWER", "h", NULL, NULL, 1000);
    CHECK_INT(id, >, 0);
    CHECK_INT(store_begin(st), ==, 0);
    CHECK(store_in_tx(st));
    CHECK_INT(store_begin(st), <, 0);
    CHECK(strstr(store_error(st), "already open") != NULL);
    CHECK(store_in_tx(st)); /* the refusal changed nothing */
    CHECK_INT(store_game_move(st, id, 0, 0, "income", 0), ==, 0);
    CHECK_INT(store_game_move(st, id, 1, 1, "tax", 0), ==, 0);
    CHECK_STR(moves(st, id), "0:0:income;1:1:tax;");
    CHECK_INT(store_commit(st), ==, 0);
    CHECK(!store_in_tx(st));
    CHECK_STR(moves(st, id), "0:0:income;1:1:tax;");

    /* Rolled back: gone, and the next number is the first lost one's. */
    CHECK_INT(store_begin(st), ==, 0);
    CHECK_INT(store_game_move(st, id, 2, 0, "income", 0), ==, 0);
    CHECK_INT(store_game_move(st, id, 3, 1, "income", 0), ==, 0);
    store_rollback(st);
    CHECK(!store_in_tx(st));
    CHECK_STR(moves(st, id), "0:0:income;1:1:tax;");
    CHECK_INT(store_game_move(st, id, 3, 1, "income", 0), <, 0);
    CHECK_INT(store_game_move(st, id, 2, 0, "coup 1", 0), ==, 0);
    CHECK_STR(moves(st, id), "0:0:income;1:1:tax;2:0:coup 1;");
    store_close(st);

    /* Closed with one open: what it wrote is not kept. */
    tmp t;
    const char *target = fresh_target(&t);
    REQUIRE(target != NULL);
    st = open_ok(target);
    REQUIRE(st != NULL);
    id = store_game_begin(st, "ASDF", "h", NULL, NULL, 1000);
    CHECK_INT(store_game_move(st, id, 0, 0, "income", 0), ==, 0);
    CHECK_INT(store_begin(st), ==, 0);
    CHECK_INT(store_game_move(st, id, 1, 1, "tax", 0), ==, 0);
    store_close(st);
    st = open_ok(target);
    REQUIRE(st != NULL);
    CHECK_STR(moves(st, id), "0:0:income;");
    store_close(st);
    tmp_remove(&t);
}

TEST(games_recent)
{
    store *st = open_fresh();
    char want[256];
    int64_t id[5];
    REQUIRE(st != NULL);

    for (int i = 0; i < 5; i++) {
        id[i] = store_game_begin(st, "QWER", "h", NULL, NULL, 100 + i);
        CHECK_INT(id[i], >, 0);
    }
    /* Finished out of their order of beginning; game 2 is never over. */
    CHECK_INT(store_game_end(st, id[3], 0, "r3", 500), ==, 0);
    CHECK_INT(store_game_end(st, id[0], 1, "r0", 700), ==, 0);
    CHECK_INT(store_game_end(st, id[4], 2, "r4", 600), ==, 0);
    CHECK_INT(store_game_end(st, id[1], 3, "r1", 700), ==, 0);

    /* Newest first; the same second: the later id first. */
    snprintf(want, sizeof want,
             "%lld:QWER:3:101-700;%lld:QWER:1:100-700;"
             "%lld:QWER:2:104-600;%lld:QWER:0:103-500;",
             (long long)id[1], (long long)id[0], (long long)id[4],
             (long long)id[3]);
    CHECK_STR(recent(st, 10), want);
    CHECK_STR(recent(st, 4), want);
    snprintf(want, sizeof want, "%lld:QWER:3:101-700;%lld:QWER:1:100-700;",
             (long long)id[1], (long long)id[0]);
    CHECK_STR(recent(st, 2), want);
    CHECK_STR(recent(st, 0), "");
    CHECK_INT(store_games_recent(st, -1, list_game, &(listing){.count = 0}),
              <, 0);
    CHECK_ERROR(st, "limit -1");
    store_close(st);
}

/* A game with a secret is not listed, and is found by its id only with
 * its secret: with none, a wrong one or an empty one, as a game that does
 * not exist. A game without one is found whatever the key. */
TEST(games_with_a_secret)
{
    static const char secret[] = "0123456789abcdef0123456789abcdef";
    store *st = open_fresh();
    store_game g;
    char want[128];
    REQUIRE(st != NULL);

    int64_t open = store_game_begin(st, "QWER", "h", NULL, NULL, 100);
    int64_t hid = store_game_begin(st, "ASDF", "h2", NAMES, secret, 101);
    CHECK_INT(open, >, 0);
    CHECK_INT(hid, >, open);
    CHECK_INT(store_game_end(st, open, 1, "r1", 200), ==, 0);
    CHECK_INT(store_game_end(st, hid, 2, "r2", 300), ==, 0);
    snprintf(want, sizeof want, "%lld:QWER:1:100-200;", (long long)open);
    CHECK_STR(recent(st, 10), want);

    const char *wrong[] = {NULL, "", "0123456789abcdef0123456789abcdee",
                           "0123456789abcdef", "x' OR '1'='1"};
    for (size_t i = 0; i < sizeof wrong / sizeof *wrong; i++) {
        CHECK_INT(store_game_get(st, hid, wrong[i], &g), >, 0);
        CHECK(g.record == NULL && g.header == NULL);
        CHECK_INT(store_game_get(st, open, wrong[i], &g), ==, 0);
        CHECK_STR(g.record, "r1");
        CHECK_INT(g.secret, ==, 0);
        store_game_free(&g);
    }
    CHECK_INT(store_game_get(st, hid, secret, &g), ==, 0);
    CHECK_STR(g.record, "r2");
    CHECK_STR(g.names, NAMES);
    CHECK_STR(g.code, "ASDF");
    CHECK_INT(g.secret, ==, 1);
    store_game_free(&g);
    /* Its moves are the hub's to read back, secret or not. */
    CHECK_STR(moves(st, hid), "");

    /* Refused, nothing written. */
    char longer[STORE_SECRET_MAX + 2];
    memset(longer, 'a', sizeof longer - 1);
    longer[sizeof longer - 1] = '\0';
    CHECK_INT(store_game_begin(st, "QWER", "h", NULL, "", 100), <, 0);
    CHECK_ERROR(st, "secret");
    CHECK_INT(store_game_begin(st, "QWER", "h", NULL, "a-b", 100), <, 0);
    CHECK_INT(store_game_begin(st, "QWER", "h", NULL, longer, 100), <, 0);
    longer[STORE_SECRET_MAX] = '\0';
    CHECK_INT(store_game_begin(st, "QWER", "h", NULL, longer, 100), ==,
              hid + 1);
    store_close(st);
}

/* The version 1 tables (before games.secret and moves.chosen_by), as a
 * coup of that version made them (the %s: the type of the id, of the
 * times), with one finished game, its move and a room. */
#define V1_GAMES                                                             \
    "CREATE TABLE games(id %s, code TEXT NOT NULL, header TEXT NOT NULL,"    \
    " names TEXT, record TEXT, winner INTEGER NOT NULL DEFAULT -1,"          \
    " started_s %s NOT NULL, finished_s %s NOT NULL DEFAULT 0);"
#define V1_ROWS                                                              \
    "INSERT INTO games(code, header, record, winner, started_s, finished_s)" \
    " VALUES ('OLDG', 'h', 'the record', 1, 10, 20);"                        \
    "INSERT INTO moves(game, n, seat, move) VALUES (1, 0, 0, 'income');"     \
    "INSERT INTO rooms(code, json) VALUES ('OLDR', '{}');"
/* Version 2 (games.secret), as a coup of that version left a version 1
 * database it opened, with a game of an unlisted room added. */
#define V2_ALTER                                                             \
    "ALTER TABLE games ADD COLUMN secret TEXT;"                              \
    "INSERT INTO games(code, header, record, winner, started_s, finished_s," \
    " secret) VALUES ('HIDG', 'h', 'hidden', 0, 11, 21, 'oldkey');"          \
    "INSERT INTO moves(game, n, seat, move) VALUES (2, 0, 1, 'tax');"
/* Version 3 as a coup of that version made a new database: games with
 * their secret and moves with chosen_by from the start; the rows of
 * versions 1 and 2, and a game still being played, given display names,
 * whose moves the timer and a stand-in chose. */
#define V3_GAMES                                                             \
    "CREATE TABLE games(id %s, code TEXT NOT NULL, header TEXT NOT NULL,"    \
    " names TEXT, record TEXT, winner INTEGER NOT NULL DEFAULT -1,"          \
    " started_s %s NOT NULL, finished_s %s NOT NULL DEFAULT 0, secret TEXT);"
#define V3_CHOSEN_BY ", chosen_by INTEGER NOT NULL DEFAULT 0"
#define V3_ROWS                                                              \
    V1_ROWS                                                                  \
    "INSERT INTO games(code, header, record, winner, started_s, finished_s," \
    " secret) VALUES ('HIDG', 'h', 'hidden', 0, 11, 21, 'oldkey');"          \
    "INSERT INTO moves(game, n, seat, move) VALUES (2, 0, 1, 'tax');"        \
    "INSERT INTO games(code, header, names, started_s)"                      \
    " VALUES ('PLAY', 'h3', '[\"A\",\"B\"]', 12);"                           \
    "INSERT INTO moves(game, n, seat, move, chosen_by)"                      \
    " VALUES (3, 0, 0, 'income', 1), (3, 1, 1, 'tax', 2);"

/* Version 4 as a coup of that version left a version 3 database it
 * opened: accounts, sessions and game_players, in SQLite's words and in
 * PostgreSQL's; then an account that played a seat of the finished game
 * and one of the game being played, with a session. */
#define V4_SQLITE_TABLES                                                     \
    "CREATE TABLE accounts(id INTEGER PRIMARY KEY AUTOINCREMENT,"            \
    " name TEXT NOT NULL, key TEXT NOT NULL UNIQUE, hash TEXT NOT NULL,"     \
    " created_s INTEGER NOT NULL);"                                          \
    "CREATE TABLE sessions(id TEXT PRIMARY KEY, account INTEGER NOT NULL"    \
    " REFERENCES accounts(id) ON DELETE CASCADE, created_s INTEGER NOT NULL," \
    " expires_s INTEGER NOT NULL) WITHOUT ROWID;"                            \
    "CREATE INDEX sessions_account ON sessions(account);"                    \
    "CREATE TABLE game_players(game INTEGER NOT NULL REFERENCES games(id),"  \
    " seat INTEGER NOT NULL, account INTEGER NOT NULL REFERENCES"            \
    " accounts(id) ON DELETE CASCADE, PRIMARY KEY(game, seat)) WITHOUT ROWID;" \
    "CREATE INDEX game_players_account ON game_players(account, game);"
#define V4_PG_TABLES                                                         \
    "CREATE TABLE accounts(id bigint GENERATED ALWAYS AS IDENTITY PRIMARY"   \
    " KEY, name text NOT NULL, key text NOT NULL UNIQUE, hash text NOT NULL," \
    " created_s bigint NOT NULL);"                                           \
    "CREATE TABLE sessions(id text PRIMARY KEY, account bigint NOT NULL"     \
    " REFERENCES accounts(id) ON DELETE CASCADE, created_s bigint NOT NULL," \
    " expires_s bigint NOT NULL);"                                           \
    "CREATE INDEX sessions_account ON sessions(account);"                    \
    "CREATE TABLE game_players(game bigint NOT NULL REFERENCES games(id),"   \
    " seat integer NOT NULL, account bigint NOT NULL REFERENCES"             \
    " accounts(id) ON DELETE CASCADE, PRIMARY KEY (game, seat));"            \
    "CREATE INDEX game_players_account ON game_players(account, game);"
/* The old account's session id: session_id(7). */
#define V4_SESSION                                                           \
    "0000000000000000000000000000000000000000000000000000000000000007"
#define V4_ROWS                                                              \
    "INSERT INTO accounts(name, key, hash, created_s)"                       \
    " VALUES ('Old', 'old', 'oldhash', 5);"                                  \
    "INSERT INTO sessions(id, account, created_s, expires_s)"                \
    " VALUES ('" V4_SESSION "', 1, 5, 100);"                                 \
    "INSERT INTO game_players(game, seat, account)"                          \
    " VALUES (1, 0, 1), (3, 1, 1);"

/* The tables of version `from` with their rows, in SQLite's words or
 * PostgreSQL's, into sql[n]. */
static void old_schema(char *sql, size_t n, int from, int pg)
{
    const char *id = pg ? "bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY"
                        : "INTEGER PRIMARY KEY AUTOINCREMENT";
    const char *time = pg ? "bigint" : "INTEGER";
    const char *rows = from >= 3   ? V3_ROWS
                       : from == 2 ? V1_ROWS V2_ALTER
                                   : V1_ROWS;
    char games[512], more[4096];

    snprintf(games, sizeof games, from >= 3 ? V3_GAMES : V1_GAMES, id, time,
             time);
    /* Version 4: its tables and rows after those of version 3. */
    snprintf(more, sizeof more, "%s%s%s", rows,
             from < 4 ? "" : pg ? V4_PG_TABLES : V4_SQLITE_TABLES,
             from < 4 ? "" : V4_ROWS);
    rows = more;
    if (pg)
        snprintf(sql, n,
                 "CREATE TABLE rooms(seq bigint GENERATED ALWAYS AS IDENTITY"
                 " PRIMARY KEY, code text NOT NULL UNIQUE, json text NOT"
                 " NULL);%s"
                 "CREATE INDEX games_recent ON games(finished_s DESC,"
                 " id DESC) WHERE record IS NOT NULL;"
                 "CREATE TABLE moves(game bigint NOT NULL REFERENCES"
                 " games(id), n integer NOT NULL, seat integer NOT NULL,"
                 " move text NOT NULL%s, PRIMARY KEY (game, n));"
                 "CREATE TABLE coup_schema(version integer NOT NULL);"
                 "INSERT INTO coup_schema(version) VALUES (%d);%s",
                 games, from >= 3 ? V3_CHOSEN_BY : "", from, rows);
    else
        snprintf(sql, n,
                 "CREATE TABLE rooms(seq INTEGER PRIMARY KEY, code TEXT NOT"
                 " NULL UNIQUE, json TEXT NOT NULL);%s"
                 "CREATE INDEX games_recent ON games(finished_s DESC,"
                 " id DESC) WHERE record IS NOT NULL;"
                 "CREATE TABLE moves(game INTEGER NOT NULL REFERENCES"
                 " games(id), n INTEGER NOT NULL, seat INTEGER NOT NULL,"
                 " move TEXT NOT NULL%s, PRIMARY KEY(game, n)) WITHOUT ROWID;"
                 "%s PRAGMA user_version=%d;"
                 " PRAGMA application_id=1131378032;",
                 games, from >= 3 ? V3_CHOSEN_BY : "", rows, from);
}

/* The games an account played, as "id:code:seat:winner:started-finished",
 * then ":secret" for a game with one and "=names" for one with names,
 * then ';'. */
static void list_account_game(void *ctx, const store_game *g, int seat)
{
    listing *l = ctx;
    size_t len = strlen(l->text);
    CHECK(g->header != NULL && (g->record == NULL) == (g->finished_s == 0));
    snprintf(l->text + len, sizeof l->text - len,
             "%lld:%s:%d:%d:%lld-%lld%s%s%s;", (long long)g->id, g->code,
             seat, g->winner, (long long)g->started_s,
             (long long)g->finished_s, g->secret ? ":secret" : "",
             g->names != NULL ? "=" : "", g->names != NULL ? g->names : "");
    l->count++;
}

static const char *played(store *st, int64_t account, int limit)
{
    static listing l;
    memset(&l, 0, sizeof l);
    if (store_account_games(st, account, limit, list_account_game, &l) < 0)
        return store_error(st);
    return l.text;
}

/* Session ids as the caller makes them (the hex of a token's hash): here
 * 64 hex digits that spell n. */
typedef struct sid {
    char hex[STORE_SESSION_ID_LEN + 1];
} sid;

static sid session_id(unsigned n)
{
    sid s;
    snprintf(s.hex, sizeof s.hex, "%064x", n);
    return s;
}

/* The account of session id at now_s, 0 if none (-1 on failure). */
static int64_t session_account(store *st, const char *id, int64_t now_s)
{
    int64_t account = -2;
    int rc = store_session_get(st, id, now_s, &account);
    if (rc > 0)
        CHECK_INT(account, ==, 0);
    return rc == 0 ? account : rc > 0 ? 0 : -1;
}

/* A rating to put. */
static store_rating rating_of(int64_t subject, int family, double mu,
                              double sigma, int games, int64_t updated_s)
{
    store_rating r;
    memset(&r, 0, sizeof r);
    r.subject = subject;
    r.family = family;
    r.mu = mu;
    r.sigma = sigma;
    r.games = games;
    r.updated_s = updated_s;
    return r;
}

/* The rating of subject in family as "mu/sigma:games@updated_s" (mu and
 * sigma with all their digits), "none", or the error. */
static const char *rating_text(store *st, int64_t subject, int family)
{
    static char text[128];
    store_rating r;
    int rc = store_rating_get(st, subject, family, &r);

    CHECK_INT(r.subject, ==, subject);
    CHECK_INT(r.family, ==, family);
    if (rc < 0)
        return store_error(st);
    if (rc > 0) {
        CHECK(r.mu == 0 && r.sigma == 0 && r.games == 0 && r.updated_s == 0);
        return "none";
    }
    snprintf(text, sizeof text, "%.17g/%.17g:%d@%lld", r.mu, r.sigma,
             r.games, (long long)r.updated_s);
    return text;
}

/* A leaderboard, as "subject:name:mu/sigma:games;" ("-" for no name). */
typedef struct board_listing {
    listing l;
    int family; /* every row's */
} board_listing;

static void list_rating(void *ctx, const store_rating *r, const char *name)
{
    board_listing *b = ctx;
    size_t len = strlen(b->l.text);
    CHECK_INT(r->family, ==, b->family);
    CHECK_INT(name != NULL, ==, r->subject > 0);
    snprintf(b->l.text + len, sizeof b->l.text - len, "%lld:%s:%g/%g:%d;",
             (long long)r->subject, name != NULL ? name : "-", r->mu,
             r->sigma, r->games);
    b->l.count++;
}

static const char *board(store *st, int family, int min_games, int offset,
                         int limit)
{
    static board_listing b;
    int calls;
    memset(&b, 0, sizeof b);
    b.family = family;
    calls = store_leaderboard(st, family, min_games, offset, limit,
                              list_rating, &b);
    if (calls < 0)
        return store_error(st);
    CHECK_INT(calls, ==, b.l.count);
    return b.l.text;
}

/* The number of rows of a leaderboard (-1 on failure). */
static int64_t board_count(store *st, int family, int min_games)
{
    int64_t count = -2;
    int rc = store_leaderboard_count(st, family, min_games, &count);
    return rc == 0 ? count : -1;
}

/* The place of subject on a leaderboard (-1 on failure). */
static int64_t board_place(store *st, int family, int min_games,
                           int64_t subject)
{
    int64_t place = -2;
    int rc = store_leaderboard_place(st, family, min_games, subject, &place);
    return rc == 0 ? place : -1;
}

/* A rating's history, as "game:mu/sigma@at_s;". */
static void list_history(void *ctx, int64_t game, double mu, double sigma,
                         int64_t at_s)
{
    listing *l = ctx;
    size_t len = strlen(l->text);
    snprintf(l->text + len, sizeof l->text - len, "%lld:%g/%g@%lld;",
             (long long)game, mu, sigma, (long long)at_s);
    l->count++;
}

static const char *history(store *st, int64_t subject, int family, int limit)
{
    static listing l;
    int calls;
    memset(&l, 0, sizeof l);
    calls = store_rating_history(st, subject, family, limit, list_history,
                                 &l);
    if (calls < 0)
        return store_error(st);
    CHECK_INT(calls, ==, l.count);
    return l.text;
}

/* The accounts of seats 0 to n - 1 of a game, as "a,b,c" (0: none), or
 * "none" when there is no such game, or the error. */
static const char *seat_accounts(store *st, int64_t game, int n)
{
    static char text[256];
    int64_t account[COUP_MAX_PLAYERS];
    size_t len = 0;
    int rc;

    for (int i = 0; i < COUP_MAX_PLAYERS; i++)
        account[i] = -7;
    rc = store_game_accounts(st, game, account, n);
    for (int i = n; i < COUP_MAX_PLAYERS; i++)
        CHECK_INT(account[i], ==, -7); /* beyond n: untouched */
    if (rc < 0)
        return store_error(st);
    for (int i = 0; i < n; i++)
        CHECK_INT(account[i], >=, 0);
    if (rc > 0)
        return "none";
    text[0] = '\0';
    for (int i = 0; i < n; i++)
        len += (size_t)snprintf(text + len, sizeof text - len, "%s%lld",
                                i > 0 ? "," : "", (long long)account[i]);
    return text;
}

/* What a version 1, 2, 3 or 4 database holds is there after it is opened
 * (and made version 5 in place): its listed game listed and found by its
 * id alone, its unlisted one (version 2 on) found by its secret only;
 * their moves chosen by their seats (nothing else was known before
 * version 3), a game of version 3 still being played goes on with its
 * moves as they were chosen; a new game with a secret is not listed, and
 * its moves keep who chose them. The account of version 4 is there with
 * its session and seats. The tables of version 4 (from an older one) and
 * 5 are there and empty, and work: an account plays an old game and a
 * new one, has a session and ratings, and its deletion leaves the games
 * and the bots' ratings. */
static void check_migrated(const char *target, int version)
{
    store *st = open_ok(target);
    store_game g;
    store_account a;
    store_rating r;
    sid s1 = session_id(1), old_session = session_id(7);
    char want[256];
    int64_t ann, old = version >= 4 ? 1 : 0;
    REQUIRE(st != NULL);
    CHECK_STR(old_session.hex, V4_SESSION);
    CHECK_STR(recent(st, 10), "1:OLDG:1:10-20;");
    CHECK_STR(rooms(st), "OLDR={};");
    CHECK_INT(store_game_get(st, 1, NULL, &g), ==, 0);
    CHECK_STR(g.record, "the record");
    CHECK_INT(g.secret, ==, 0);
    store_game_free(&g);
    CHECK_STR(moves(st, 1), "0:0:income;");
    if (version >= 2) {
        CHECK_INT(store_game_get(st, 2, NULL, &g), >, 0);
        CHECK_INT(store_game_get(st, 2, "oldkey", &g), ==, 0);
        CHECK_STR(g.record, "hidden");
        store_game_free(&g);
        CHECK_STR(moves(st, 2), "0:1:tax;");
    }
    if (version >= 3) {
        CHECK_INT(store_game_get(st, 3, NULL, &g), ==, 0);
        CHECK_STR(g.header, "h3");
        CHECK_STR(g.names, "[\"A\",\"B\"]");
        CHECK(g.record == NULL);
        store_game_free(&g);
        CHECK_STR(moves(st, 3), "0:0:income@1;1:1:tax@2;");
        CHECK_INT(store_game_move(st, 3, 2, 0, "income", 0), ==, 0);
        CHECK_INT(store_game_move(st, 3, 1, 0, "income", 0), <, 0);
        CHECK_ERROR(st, "move 1 is already written (the next is 3)");
    }
    if (version >= 4) {
        /* The account of version 4, its session and its seats. */
        CHECK_INT(store_account_by_key(st, "old", &a), ==, 0);
        CHECK_INT(a.id, ==, old);
        CHECK_STR(a.name, "Old");
        CHECK_STR(a.hash, "oldhash");
        CHECK_INT(a.created_s, ==, 5);
        CHECK_INT(session_account(st, old_session.hex, 50), ==, old);
        CHECK_STR(played(st, old, 10), "3:PLAY:1:-1:12-0=[\"A\",\"B\"];"
                  "1:OLDG:0:1:10-20;");
        CHECK_STR(seat_accounts(st, 1, 2), "1,0");
        CHECK_STR(seat_accounts(st, 3, 3), "0,1,0");
    } else {
        CHECK_STR(seat_accounts(st, 1, 2), "0,0");
    }
    int64_t id = store_game_begin(st, "NEWG", "h", NULL, "s3cret", 30);
    CHECK_INT(id, ==, (version < 3 ? version : 3) + 1);
    CHECK_INT(store_game_move(st, id, 0, 0, "income", STORE_BY_STAND_IN), ==,
              0);
    CHECK_INT(store_game_move(st, id, 1, 1, "income", STORE_BY_TIMER), ==, 0);
    CHECK_INT(store_game_end(st, id, 0, "r", 40), ==, 0);
    CHECK_STR(recent(st, 10), "1:OLDG:1:10-20;");
    CHECK_INT(store_game_get(st, id, "s3cret", &g), ==, 0);
    store_game_free(&g);

    /* The new tables: empty, then used; the analyses' too, made if
     * missing whatever the version. */
    {
        long budget;
        int64_t seed;
        char *json;
        CHECK_INT(store_analysis_get(st, 1, &budget, &seed, &json), >, 0);
        CHECK_INT(store_analysis_put(st, 1, 10, 2, "{}"), ==, 0);
        CHECK_INT(store_analysis_get(st, 1, &budget, &seed, &json), ==, 0);
        CHECK_STR(json ? json : "", "{}");
        free(json);
    }
    CHECK_INT(store_account_by_key(st, "ann", &a), >, 0);
    CHECK_STR(played(st, old + 1, 10), "");
    CHECK_INT(board_count(st, STORE_FAMILY_BASE, 0), ==, 0);
    ann = store_account_new(st, "Ann", "ann", "hash", 50);
    CHECK_INT(ann, ==, old + 1);
    CHECK_STR(rating_text(st, ann, STORE_FAMILY_BASE), "none");
    CHECK_INT(store_game_player(st, 1, 1, ann), ==, 0);
    CHECK_INT(store_game_player(st, id, 0, ann), ==, 0);
    CHECK_INT(store_session_put(st, s1.hex, ann, 50, 60), ==, 0);
    r = rating_of(ann, STORE_FAMILY_BASE, 27.5, 7.5, 2, 45);
    CHECK_INT(store_rating_put(st, &r, 1), ==, 0);
    r = rating_of(ann, STORE_FAMILY_BASE, 29.5, 6.5, 3, 46);
    CHECK_INT(store_rating_put(st, &r, id), ==, 0);
    r = rating_of(STORE_BOT_SUBJECT(2), STORE_FAMILY_BASE, 20, 2, 1, 46);
    CHECK_INT(store_rating_put(st, &r, id), ==, 0);
    if (version >= 4) {
        r = rating_of(old, STORE_FAMILY_BASE, 25, 8, 1, 45);
        CHECK_INT(store_rating_put(st, &r, 1), ==, 0);
    }
    store_close(st);

    /* Opened again: nothing to do, all still there. */
    st = open_ok(target);
    REQUIRE(st != NULL);
    CHECK_STR(recent(st, 10), "1:OLDG:1:10-20;");
    CHECK_STR(moves(st, 1), "0:0:income;");
    CHECK_STR(moves(st, id), "0:0:income@2;1:1:income@1;");
    if (version >= 3)
        CHECK_STR(moves(st, 3), "0:0:income@1;1:1:tax@2;2:0:income;");
    CHECK_INT(store_account_by_key(st, "ann", &a), ==, 0);
    CHECK_INT(a.id, ==, ann);
    CHECK_STR(a.name, "Ann");
    CHECK_STR(a.hash, "hash");
    CHECK_INT(session_account(st, s1.hex, 59), ==, ann);
    snprintf(want, sizeof want, "%lld:NEWG:0:0:30-40:secret;1:OLDG:1:1:10-20;",
             (long long)id);
    CHECK_STR(played(st, ann, 10), want);
    snprintf(want, sizeof want, "%lld,%lld", (long long)old, (long long)ann);
    CHECK_STR(seat_accounts(st, 1, 2), want);
    CHECK_STR(rating_text(st, ann, STORE_FAMILY_BASE), "29.5/6.5:3@46");
    snprintf(want, sizeof want, "1:27.5/7.5@45;%lld:29.5/6.5@46;",
             (long long)id);
    CHECK_STR(history(st, ann, STORE_FAMILY_BASE, 10), want);
    if (version >= 4)
        snprintf(want, sizeof want, "-3:-:20/2:1;%lld:Ann:29.5/6.5:3;"
                 "%lld:Old:25/8:1;", (long long)ann, (long long)old);
    else
        snprintf(want, sizeof want, "-3:-:20/2:1;%lld:Ann:29.5/6.5:3;",
                 (long long)ann);
    CHECK_STR(board(st, STORE_FAMILY_BASE, 0, 0, 10), want);
    /* The account goes with its ratings; the games and the bot's rating
     * stay. */
    CHECK_INT(store_account_delete(st, ann), ==, 0);
    CHECK_STR(played(st, ann, 10), "");
    CHECK_INT(session_account(st, s1.hex, 59), ==, 0);
    CHECK_STR(rating_text(st, ann, STORE_FAMILY_BASE), "none");
    CHECK_STR(history(st, ann, STORE_FAMILY_BASE, 10), "");
    CHECK_STR(rating_text(st, STORE_BOT_SUBJECT(2), STORE_FAMILY_BASE),
              "20/2:1@46");
    CHECK_INT(board_count(st, STORE_FAMILY_BASE, 0), ==, version >= 4 ? 2 : 1);
    CHECK_STR(recent(st, 10), "1:OLDG:1:10-20;");
    CHECK_STR(moves(st, 1), "0:0:income;");
    if (version >= 4)
        CHECK_INT(session_account(st, old_session.hex, 50), ==, old);
    store_close(st);
}

/* The integer a one-row query of a SQLite file gives (-1 if none). */
static int64_t sqlite_int(const char *path, const char *sql)
{
    sqlite3 *db;
    sqlite3_stmt *q = NULL;
    int64_t value = -1;

    if (!CHECK(sqlite3_open(path, &db) == SQLITE_OK)) {
        sqlite3_close(db);
        return -1;
    }
    if (CHECK(sqlite3_prepare_v2(db, sql, -1, &q, NULL) == SQLITE_OK) &&
        CHECK(sqlite3_step(q) == SQLITE_ROW))
        value = sqlite3_column_int64(q, 0);
    sqlite3_finalize(q);
    sqlite3_close(db);
    return value;
}

/* Runs sql on SQLite file path; 1 when it worked. */
static int sqlite_run(const char *path, const char *sql)
{
    sqlite3 *db;
    int ok = sqlite3_open(path, &db) == SQLITE_OK &&
             sqlite3_exec(db, sql, NULL, NULL, NULL) == SQLITE_OK;
    if (!CHECK(ok))
        fprintf(stderr, "    %s: %s\n", sql, sqlite3_errmsg(db));
    sqlite3_close(db);
    return ok;
}

/* Version 4's tables and indexes, counted in a SQLite file (5) and in
 * the PostgreSQL database. */
#define V4_SQLITE_NAMES                                                      \
    "SELECT count(*) FROM sqlite_master WHERE name IN ('accounts',"          \
    " 'sessions', 'game_players', 'sessions_account',"                       \
    " 'game_players_account')"
#define V4_PG_NAMES                                                          \
    "SELECT (to_regclass('accounts') IS NOT NULL)::int"                      \
    " + (to_regclass('sessions') IS NOT NULL)::int"                          \
    " + (to_regclass('game_players') IS NOT NULL)::int"                      \
    " + (to_regclass('sessions_account') IS NOT NULL)::int"                  \
    " + (to_regclass('game_players_account') IS NOT NULL)::int"

/* Version 5's tables and index, counted in a SQLite file (3) and in the
 * PostgreSQL database. */
#define V5_SQLITE_NAMES                                                      \
    "SELECT count(*) FROM sqlite_master WHERE name IN ('ratings',"           \
    " 'rating_history', 'ratings_board')"
#define V5_PG_NAMES                                                          \
    "SELECT (to_regclass('ratings') IS NOT NULL)::int"                       \
    " + (to_regclass('rating_history') IS NOT NULL)::int"                    \
    " + (to_regclass('ratings_board') IS NOT NULL)::int"

/* A SQLite file of schema version 1, 2, 3 or 4, opened and checked. */
static void sqlite_migrates(int from)
{
    if (pg_uri != NULL)
        TEST_SKIP("SQLite only");
    tmp t;
    char sql[8192];
    REQUIRE(tmp_make(&t) == 0);
    old_schema(sql, sizeof sql, from, 0);
    CHECK(sqlite_run(t.db, sql));
    CHECK_INT(sqlite_int(t.db, "PRAGMA user_version"), ==, from);
    CHECK_INT(sqlite_int(t.db, V4_SQLITE_NAMES), ==, from >= 4 ? 5 : 0);
    CHECK_INT(sqlite_int(t.db, V5_SQLITE_NAMES), ==, 0);
    check_migrated(t.db, from);
    CHECK_INT(sqlite_int(t.db, "PRAGMA user_version"), ==, 5);
    CHECK_INT(sqlite_int(t.db, V4_SQLITE_NAMES), ==, 5);
    CHECK_INT(sqlite_int(t.db, V5_SQLITE_NAMES), ==, 3);
    CHECK_INT(tmp_remove(&t), ==, 0);
}

TEST(migrates_version_1)
{
    if (pg_uri != NULL)
        TEST_SKIP("SQLite only");
    sqlite_migrates(1);
}

TEST(migrates_version_2)
{
    if (pg_uri != NULL)
        TEST_SKIP("SQLite only");
    sqlite_migrates(2);
}

TEST(migrates_version_3)
{
    if (pg_uri != NULL)
        TEST_SKIP("SQLite only");
    sqlite_migrates(3);
}

TEST(migrates_version_4)
{
    if (pg_uri != NULL)
        TEST_SKIP("SQLite only");
    sqlite_migrates(4);
}

/* A PostgreSQL database of schema version 1, 2, 3 or 4, opened and
 * checked. */
static void pg_migrates(int from)
{
    char sql[8192], text[16];
    pg_empty();
    PGconn *conn = pg_connect();
    old_schema(sql, sizeof sql, from, 1);
    pg_run(conn, sql, NULL, 0);
    pg_run(conn, V4_PG_NAMES, text, sizeof text);
    CHECK_STR(text, from >= 4 ? "5" : "0");
    pg_run(conn, V5_PG_NAMES, text, sizeof text);
    CHECK_STR(text, "0");
    check_migrated(pg_uri, from);
    pg_run(conn, "SELECT string_agg(version::text, ',') FROM coup_schema",
           text, sizeof text);
    CHECK_STR(text, "5");
    pg_run(conn, V4_PG_NAMES, text, sizeof text);
    CHECK_STR(text, "5");
    pg_run(conn, V5_PG_NAMES, text, sizeof text);
    CHECK_STR(text, "3");
    PQfinish(conn);
}

TEST(pg_migrates_version_1)
{
    if (pg_uri == NULL)
        TEST_SKIP("PostgreSQL only");
    pg_migrates(1);
}

TEST(pg_migrates_version_2)
{
    if (pg_uri == NULL)
        TEST_SKIP("PostgreSQL only");
    pg_migrates(2);
}

TEST(pg_migrates_version_3)
{
    if (pg_uri == NULL)
        TEST_SKIP("PostgreSQL only");
    pg_migrates(3);
}

TEST(pg_migrates_version_4)
{
    if (pg_uri == NULL)
        TEST_SKIP("PostgreSQL only");
    pg_migrates(4);
}

/* A version 3 database where another program made a table `accounts`:
 * the migration fails as a whole (its new columns, tables and version
 * go), the database stays as it was, version 3; without the intruder it
 * then migrates. */
TEST(migration_all_or_nothing)
{
    tmp t;
    char sql[8192], why[512] = "", text[16];
    const char *target = fresh_target(&t);
    PGconn *conn = NULL;

    REQUIRE(target != NULL);
    old_schema(sql, sizeof sql, 3, pg_uri != NULL);
    if (pg_uri != NULL) {
        conn = pg_connect();
        pg_run(conn, sql, NULL, 0);
        pg_run(conn, "CREATE TABLE accounts(x integer)", NULL, 0);
    } else {
        CHECK(sqlite_run(t.db, sql));
        CHECK(sqlite_run(t.db, "CREATE TABLE accounts(x integer)"));
    }
    CHECK(store_open(target, why, sizeof why) == NULL);
    CHECK_WHY(why, "cannot create the tables: ");
    CHECK_WHY(why, "accounts");
    CHECK_WHY(why, "already exists");
    if (pg_uri != NULL) {
        pg_run(conn, "SELECT max(version) FROM coup_schema", text,
               sizeof text);
        CHECK_STR(text, "3");
        pg_run(conn, V4_PG_NAMES, text, sizeof text);
        CHECK_STR(text, "1"); /* the intruder alone */
        pg_run(conn, "DROP TABLE accounts", NULL, 0);
        PQfinish(conn);
    } else {
        CHECK_INT(sqlite_int(t.db, "PRAGMA user_version"), ==, 3);
        CHECK_INT(sqlite_int(t.db, V4_SQLITE_NAMES), ==, 1);
        CHECK(sqlite_run(t.db, "DROP TABLE accounts"));
    }
    check_migrated(target, 3);
    CHECK_INT(tmp_remove(&t), ==, 0);
}

/* So from version 4, with another program's table `rating_history`:
 * the migration fails, the database stays version 4 with its account;
 * without the intruder it then migrates. */
TEST(migration_4_all_or_nothing)
{
    tmp t;
    char sql[8192], why[512] = "", text[16];
    const char *target = fresh_target(&t);
    PGconn *conn = NULL;

    REQUIRE(target != NULL);
    old_schema(sql, sizeof sql, 4, pg_uri != NULL);
    if (pg_uri != NULL) {
        conn = pg_connect();
        pg_run(conn, sql, NULL, 0);
        pg_run(conn, "CREATE TABLE rating_history(x integer)", NULL, 0);
    } else {
        CHECK(sqlite_run(t.db, sql));
        CHECK(sqlite_run(t.db, "CREATE TABLE rating_history(x integer)"));
    }
    CHECK(store_open(target, why, sizeof why) == NULL);
    CHECK_WHY(why, "cannot create the tables: ");
    CHECK_WHY(why, "rating_history");
    CHECK_WHY(why, "already exists");
    if (pg_uri != NULL) {
        pg_run(conn, "SELECT max(version) FROM coup_schema", text,
               sizeof text);
        CHECK_STR(text, "4");
        pg_run(conn, V5_PG_NAMES, text, sizeof text);
        CHECK_STR(text, "1"); /* the intruder alone */
        pg_run(conn, "SELECT count(*) FROM accounts", text, sizeof text);
        CHECK_STR(text, "1");
        pg_run(conn, "DROP TABLE rating_history", NULL, 0);
        PQfinish(conn);
    } else {
        CHECK_INT(sqlite_int(t.db, "PRAGMA user_version"), ==, 4);
        CHECK_INT(sqlite_int(t.db, V5_SQLITE_NAMES), ==, 1);
        CHECK_INT(sqlite_int(t.db, "SELECT count(*) FROM accounts"), ==, 1);
        CHECK(sqlite_run(t.db, "DROP TABLE rating_history"));
    }
    check_migrated(target, 4);
    CHECK_INT(tmp_remove(&t), ==, 0);
}

/* A database of version 6 (a newer coup's) is refused, and left as it
 * was. */
TEST(refuses_version_6)
{
    tmp t;
    char why[512] = "", text[16];
    const char *target = fresh_target(&t);
    store *st;
    store_account a;
    PGconn *conn = NULL;

    REQUIRE(target != NULL);
    st = open_ok(target);
    REQUIRE(st != NULL);
    CHECK_INT(store_account_new(st, "Ann", "ann", "hash", 50), >, 0);
    store_close(st);
    if (pg_uri != NULL) {
        conn = pg_connect();
        pg_run(conn, "UPDATE coup_schema SET version = 6", NULL, 0);
    } else {
        CHECK(sqlite_run(t.db, "PRAGMA user_version=6"));
    }
    CHECK(store_open(target, why, sizeof why) == NULL);
    CHECK_WHY(why, target);
    CHECK_WHY(why, "database schema version 6 is newer than this coup's (5)");
    if (pg_uri != NULL) {
        pg_run(conn, "SELECT max(version) FROM coup_schema", text,
               sizeof text);
        CHECK_STR(text, "6");
        pg_run(conn, "UPDATE coup_schema SET version = 5", NULL, 0);
        PQfinish(conn);
    } else {
        CHECK_INT(sqlite_int(t.db, "PRAGMA user_version"), ==, 6);
        CHECK(sqlite_run(t.db, "PRAGMA user_version=5"));
    }
    /* Given back its version, it opens with the account in it. */
    st = open_ok(target);
    if (st != NULL) {
        CHECK_INT(store_account_by_key(st, "ann", &a), ==, 0);
        CHECK_STR(a.name, "Ann");
        store_close(st);
    }
    CHECK_INT(tmp_remove(&t), ==, 0);
}

TEST(games_refused)
{
    store *st = open_fresh();
    store_game g;
    int64_t id;
    REQUIRE(st != NULL);

    id = store_game_begin(st, "QWER", "h", NULL, NULL, 100);
    REQUIRE(id > 0);
    CHECK_INT(store_game_move(st, id, 0, 0, "income", 0), ==, 0);
    CHECK_INT(store_game_move(st, id, 1, 1, "income", 0), ==, 0);

    /* A gap, a repeat, a move before the first. */
    CHECK_INT(store_game_move(st, id, 3, 0, "income", 0), <, 0);
    CHECK_ERROR(st, "move 3 leaves a gap (the next is 2)");
    CHECK_INT(store_game_move(st, id, 1, 1, "tax", 0), <, 0);
    CHECK_ERROR(st, "move 1 is already written (the next is 2)");
    CHECK_INT(store_game_move(st, id, 0, 0, "tax", 0), <, 0);
    CHECK_ERROR(st, "already written");
    CHECK_INT(store_game_move(st, id, -1, 0, "tax", 0), <, 0);
    CHECK_ERROR(st, "move number -1");
    /* Seats, texts. */
    CHECK_INT(store_game_move(st, id, 2, -2, "tax", 0), <, 0);
    CHECK_ERROR(st, "no seat -2");
    CHECK_INT(store_game_move(st, id, 2, COUP_MAX_PLAYERS, "tax", 0), <, 0);
    CHECK_ERROR(st, "no seat");
    CHECK_INT(store_game_move(st, id, 2, 0, "", 0), <, 0);
    CHECK_ERROR(st, "empty");
    CHECK_INT(store_game_move(st, id, 2, 0, NULL, 0), <, 0);
    /* Who chose it: a store_by. */
    CHECK_INT(store_game_move(st, id, 2, 0, "tax", -1), <, 0);
    CHECK_ERROR(st, "move 2: chosen by -1, not 0 to 2");
    CHECK_INT(store_game_move(st, id, 2, 0, "tax", STORE_BY_STAND_IN + 1), <,
              0);
    CHECK_ERROR(st, "chosen by 3");
    CHECK_STR(moves(st, id), "0:0:income;1:1:income;");

    /* Unknown games. */
    CHECK_INT(store_game_move(st, id + 100, 0, 0, "income", 0), <, 0);
    CHECK_ERROR(st, "no game");
    CHECK_INT(store_game_end(st, id + 100, 0, "r", 200), <, 0);
    CHECK_ERROR(st, "no game");
    CHECK_INT(store_game_get(st, id + 100, NULL, &g), >, 0);
    CHECK(g.header == NULL && g.record == NULL);
    store_game_free(&g);
    CHECK_INT(store_game_moves(st, id + 100, list_move,
                               &(listing){.count = 0}), <, 0);
    CHECK_ERROR(st, "no game");

    /* Bad beginnings and ends. */
    CHECK_INT(store_game_begin(st, "", "h", NULL, NULL, 100), <, 0);
    CHECK_INT(store_game_begin(st, "TOOLONGCODE", "h", NULL, NULL, 100), <, 0);
    CHECK_INT(store_game_begin(st, "QWER", NULL, NULL, NULL, 100), <, 0);
    CHECK_ERROR(st, "no header");
    CHECK_INT(store_game_begin(st, "QWER", "h", NULL, NULL, 0), <, 0);
    CHECK_INT(store_game_begin(st, "QWER", "h", "", NULL, 100), <, 0);
    CHECK_ERROR(st, "empty names");
    /* None of these made a game: the next id follows id. */
    CHECK_INT(store_game_begin(st, "QWER", "h", NAMES, NULL, 100), ==, id + 1);
    CHECK_INT(store_game_end(st, id, -1, "r", 200), <, 0);
    CHECK_ERROR(st, "no seat -1");
    CHECK_INT(store_game_end(st, id, 0, NULL, 200), <, 0);
    CHECK_ERROR(st, "no record");
    CHECK_INT(store_game_end(st, id, 0, "r", 0), <, 0);
    CHECK_STR(recent(st, 10), "");

    /* Over: no more moves, no second end. */
    CHECK_INT(store_game_end(st, id, 0, "r", 200), ==, 0);
    CHECK_INT(store_game_move(st, id, 2, 0, "income", 0), <, 0);
    CHECK_ERROR(st, "is over");
    CHECK_INT(store_game_end(st, id, 1, "r2", 300), <, 0);
    CHECK_ERROR(st, "already over");
    CHECK_INT(store_game_get(st, id, NULL, &g), ==, 0);
    CHECK_STR(g.record, "r");
    CHECK_INT(g.winner, ==, 0);
    CHECK_INT(g.finished_s, ==, 200);
    store_game_free(&g);
    CHECK_STR(moves(st, id), "0:0:income;1:1:income;");
    store_close(st);
}

/* Quotes, SQL, UTF-8 and 16 KiB texts come back byte for byte. */
TEST(texts_round_trip)
{
    static const char odd[] =
        "{\"name\":\"O'Brien \\\"the bold\\\"\", \"x\":\"'); DROP TABLE rooms;--\","
        " \"utf8\":\"S\xc3\xa9gol\xc3\xa8ne \xe2\x80\x94 \xe6\x97\xa5\xe6\x9c\xac"
        " \xf0\x9f\x83\x8f\"}";
    char *big = malloc(16385);
    store *st = open_fresh();
    store_game g;
    int64_t id;
    char want[64];

    REQUIRE(big != NULL);
    if (st == NULL) {
        free(big);
        return;
    }
    static const char pattern[] = "abc'\"\n%_\\;x\xc3\xa9";
    for (int i = 0; i < 16384; i++)
        big[i] = pattern[i % (int)(sizeof pattern - 1)];
    big[16384] = '\0';

    CHECK_INT(store_room_put(st, "O'B\"", odd), ==, 0);
    CHECK_INT(store_room_put(st, "BIG", big), ==, 0);
    {
        listing *l = calloc(1, sizeof *l);
        if (l != NULL) {
            CHECK_INT(store_rooms_each(st, list_room, l), ==, 0);
            CHECK_INT(l->count, ==, 2);
            CHECK(strncmp(l->text, "O'B\"=", 5) == 0);
            CHECK(strncmp(l->text + 5, odd, strlen(odd)) == 0);
            CHECK(strncmp(l->text + 5 + strlen(odd) + 1 + 4, big, 16384) == 0);
            free(l);
        }
    }

    id = store_game_begin(st, "O'B\"", odd, NULL, NULL, 1);
    CHECK_INT(id, >, 0);
    CHECK_INT(store_game_move(st, id, 0, 0, "say 'hi' \"there\" \xc3\xa9", 0), ==, 0);
    CHECK_STR(moves(st, id), "0:0:say 'hi' \"there\" \xc3\xa9;");
    CHECK_INT(store_game_end(st, id, 0, big, 2), ==, 0);
    CHECK_INT(store_game_get(st, id, NULL, &g), ==, 0);
    CHECK_STR(g.code, "O'B\"");
    CHECK_STR(g.header, odd);
    CHECK_STR(g.record, big);
    store_game_free(&g);
    snprintf(want, sizeof want, "%lld:O'B\":0:1-2;", (long long)id);
    CHECK_STR(recent(st, 1), want);
    store_close(st);
    free(big);
}

/* ---------------------------------------------------------- accounts */

/* A password hash as a caller would keep one (PHC string format). */
#define HASH_A "$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo"

TEST(accounts_round_trip)
{
    store *st = open_fresh();
    store_account a;
    int64_t ann, bob, ann2, last;
    REQUIRE(st != NULL);

    ann = store_account_new(st, "Ann", "ann", HASH_A, 1000);
    CHECK_INT(ann, >, 0);
    bob = store_account_new(st, "BOB", "bob", "h2", 1001);
    CHECK_INT(bob, >, ann);

    CHECK_INT(store_account_by_key(st, "ann", &a), ==, 0);
    CHECK_INT(a.id, ==, ann);
    CHECK_STR(a.name, "Ann");
    CHECK_STR(a.key, "ann");
    CHECK_STR(a.hash, HASH_A);
    CHECK_INT(a.created_s, ==, 1000);
    CHECK_INT(store_account_by_id(st, bob, &a), ==, 0);
    CHECK_INT(a.id, ==, bob);
    CHECK_STR(a.name, "BOB");
    CHECK_STR(a.key, "bob");
    CHECK_STR(a.hash, "h2");
    CHECK_INT(a.created_s, ==, 1001);

    /* The key taken: 0, and the account that has it is as it was. */
    CHECK_INT(store_account_new(st, "ANN", "ann", "other", 1002), ==, 0);
    CHECK_ERROR(st, "store_account_new: the key \"ann\" is taken");
    CHECK_INT(store_account_by_key(st, "ann", &a), ==, 0);
    CHECK_INT(a.id, ==, ann);
    CHECK_STR(a.name, "Ann");
    CHECK_STR(a.hash, HASH_A);
    CHECK_INT(a.created_s, ==, 1000);
    /* The store folds nothing: another case is another key. */
    ann2 = store_account_new(st, "ANN", "ANN", "h3", 1003);
    CHECK_INT(ann2, >, bob);
    CHECK_INT(store_account_by_key(st, "ANN", &a), ==, 0);
    CHECK_INT(a.id, ==, ann2);
    CHECK_INT(store_account_by_key(st, "Ann", &a), >, 0);

    /* A new hash, and nothing else changes. */
    CHECK_INT(store_account_set_hash(st, ann, "new hash"), ==, 0);
    CHECK_INT(store_account_by_id(st, ann, &a), ==, 0);
    CHECK_STR(a.hash, "new hash");
    CHECK_STR(a.name, "Ann");
    CHECK_STR(a.key, "ann");
    CHECK_INT(a.created_s, ==, 1000);
    CHECK_INT(store_account_by_id(st, bob, &a), ==, 0);
    CHECK_STR(a.hash, "h2");

    /* Unknown accounts: > 0, *a zeroed. */
    a.id = 99;
    CHECK_INT(store_account_by_key(st, "nobody", &a), >, 0);
    CHECK_INT(a.id, ==, 0);
    CHECK_STR(a.name, "");
    CHECK_INT(store_account_by_id(st, ann2 + 100, &a), >, 0);
    CHECK_INT(store_account_by_id(st, 0, &a), >, 0);
    CHECK_INT(store_account_set_hash(st, ann2 + 100, "h"), >, 0);
    CHECK_ERROR(st, "store_account_set_hash: no account");
    CHECK_INT(store_account_delete(st, ann2 + 100), >, 0);
    CHECK_ERROR(st, "store_account_delete: no account");

    /* Deleted: gone, once; its key free again. */
    CHECK_INT(store_account_delete(st, bob), ==, 0);
    CHECK_INT(store_account_by_id(st, bob, &a), >, 0);
    CHECK_INT(store_account_by_key(st, "bob", &a), >, 0);
    CHECK_INT(store_account_delete(st, bob), >, 0);
    last = store_account_new(st, "Bob", "bob", "h4", 1004);
    CHECK_INT(last, >, ann2);
    CHECK_INT(store_account_by_key(st, "bob", &a), ==, 0);
    CHECK_INT(a.id, ==, last);
    CHECK_STR(a.name, "Bob");
    /* The newest deleted, its id is not given again. */
    CHECK_INT(store_account_delete(st, last), ==, 0);
    CHECK_INT(store_account_new(st, "Cy", "cy", "h5", 1005), >, last);
    CHECK_INT(store_account_by_id(st, ann, &a), ==, 0);
    CHECK_INT(store_account_by_id(st, ann2, &a), ==, 0);
    store_close(st);
}

/* What only a bug asks for is refused with its reason, and writes
 * nothing: the next account takes the next id. */
TEST(accounts_refused)
{
    store *st = open_fresh();
    store_account a;
    char name[STORE_NAME_MAX + 2], hash[STORE_HASH_MAX + 2];
    int64_t first;
    REQUIRE(st != NULL);

    memset(name, 'n', sizeof name - 1);
    name[sizeof name - 1] = '\0'; /* 65 bytes */
    memset(hash, 'h', sizeof hash - 1);
    hash[sizeof hash - 1] = '\0'; /* 256 bytes */
    first = store_account_new(st, "Ann", "ann", "h", 1);
    CHECK_INT(first, >, 0);

    CHECK_INT(store_account_new(st, NULL, "k", "h", 1), <, 0);
    CHECK_ERROR(st, "store_account_new: no name");
    CHECK_INT(store_account_new(st, "", "k", "h", 1), <, 0);
    CHECK_ERROR(st, "store_account_new: name of 0 bytes (1 to 64)");
    CHECK_INT(store_account_new(st, name, "k", "h", 1), <, 0);
    CHECK_ERROR(st, "store_account_new: name of 65 bytes (1 to 64)");
    CHECK_INT(store_account_new(st, "N", NULL, "h", 1), <, 0);
    CHECK_ERROR(st, "store_account_new: no key");
    CHECK_INT(store_account_new(st, "N", "", "h", 1), <, 0);
    CHECK_ERROR(st, "store_account_new: key of 0 bytes (1 to 64)");
    CHECK_INT(store_account_new(st, "N", name, "h", 1), <, 0);
    CHECK_ERROR(st, "store_account_new: key of 65 bytes (1 to 64)");
    CHECK_INT(store_account_new(st, "N", "k", NULL, 1), <, 0);
    CHECK_ERROR(st, "store_account_new: no hash");
    CHECK_INT(store_account_new(st, "N", "k", "", 1), <, 0);
    CHECK_ERROR(st, "store_account_new: hash of 0 bytes (1 to 255)");
    CHECK_INT(store_account_new(st, "N", "k", hash, 1), <, 0);
    CHECK_ERROR(st, "store_account_new: hash of 256 bytes (1 to 255)");
    /* Not UTF-8: a stray byte, a cut sequence, an overlong '/', a
     * surrogate. */
    CHECK_INT(store_account_new(st, "N\xff", "k", "h", 1), <, 0);
    CHECK_ERROR(st, "store_account_new: name is not UTF-8");
    CHECK_INT(store_account_new(st, "N", "k\xc3", "h", 1), <, 0);
    CHECK_ERROR(st, "store_account_new: key is not UTF-8");
    CHECK_INT(store_account_new(st, "\xc0\xaf", "k", "h", 1), <, 0);
    CHECK_ERROR(st, "name is not UTF-8");
    CHECK_INT(store_account_new(st, "N", "k", "h\xed\xa0\x80", 1), <, 0);
    CHECK_ERROR(st, "store_account_new: hash is not UTF-8");
    CHECK_INT(store_account_new(st, "N", "k", "h", 0), <, 0);
    CHECK_ERROR(st, "store_account_new: creation time 0 is not after 1970");
    CHECK_INT(store_account_new(st, "N", "k", "h", -5), <, 0);
    CHECK_ERROR(st, "creation time -5");
    CHECK_INT(store_account_set_hash(st, first, ""), <, 0);
    CHECK_ERROR(st, "store_account_set_hash: hash of 0 bytes (1 to 255)");
    CHECK_INT(store_account_set_hash(st, first, NULL), <, 0);
    CHECK_ERROR(st, "store_account_set_hash: no hash");
    CHECK_INT(store_account_set_hash(st, first, hash), <, 0);
    CHECK_ERROR(st, "hash of 256 bytes");
    CHECK_INT(store_account_by_id(st, first, &a), ==, 0);
    CHECK_STR(a.hash, "h");

    /* Lookups: nowhere to put it, no key; a key no account can have is
     * none. */
    CHECK_INT(store_account_by_key(st, "ann", NULL), <, 0);
    CHECK_ERROR(st, "store_account_by_key: nowhere to put it");
    CHECK_INT(store_account_by_key(st, NULL, &a), <, 0);
    CHECK_ERROR(st, "store_account_by_key: no key");
    CHECK_INT(store_account_by_id(st, first, NULL), <, 0);
    CHECK_ERROR(st, "store_account_by_id: nowhere to put account");
    CHECK_INT(store_account_by_key(st, "", &a), >, 0);
    CHECK_INT(store_account_by_key(st, name, &a), >, 0);
    CHECK_INT(store_account_by_key(st, "ann\xff", &a), >, 0);

    /* The longest texts are taken whole. */
    name[STORE_NAME_MAX] = '\0';
    hash[STORE_HASH_MAX] = '\0';
    CHECK_INT(store_account_new(st, name, name, hash, 2), ==, first + 1);
    CHECK_INT(store_account_by_key(st, name, &a), ==, 0);
    CHECK_STR(a.name, name);
    CHECK_STR(a.key, name);
    CHECK_STR(a.hash, hash);
    CHECK_INT(a.created_s, ==, 2);
    store_close(st);
}

/* Names, keys and hashes with quotes and SQL, and UTF-8 in several
 * scripts, are kept and found byte for byte; a key is matched whole, not
 * as a pattern. */
TEST(accounts_texts)
{
    static const char *const names[] = {
        "O'Brien \"the bold\"",
        "'); DROP TABLE accounts;--",
        "x' OR '1'='1",
        "%_\\ *?",
        " Ann  ",
        "Zoë Ångström-Łukasz",
        "Σωκράτης",
        "Дмитрий Шостакович",
        "李小龍",
        "محمد",
        "अनुराग",
        "ひらがなカタカナ",
        "🃏 Joker 🂡",
        /* 64 bytes: 32 two-byte letters. */
        "éééééééééééééééééééééééééééééééé",
    };
    enum { N = sizeof names / sizeof *names };
    static const char hash[] = "$2b$12$'\";--\\%_ é";
    store *st = open_fresh();
    store_account a;
    int64_t id[N];
    REQUIRE(st != NULL);

    CHECK_INT(strlen(names[N - 1]), ==, STORE_NAME_MAX);
    for (int i = 0; i < N; i++) {
        /* The key: the name itself (the caller folds; the store does
         * not). */
        id[i] = store_account_new(st, names[i], names[i], hash, 10 + i);
        CHECK_INT(id[i], >, i > 0 ? id[i - 1] : 0);
    }
    for (int i = 0; i < N; i++) {
        CHECK_INT(store_account_by_key(st, names[i], &a), ==, 0);
        CHECK_INT(a.id, ==, id[i]);
        CHECK_STR(a.name, names[i]);
        CHECK_STR(a.key, names[i]);
        CHECK_STR(a.hash, hash);
        CHECK_INT(store_account_by_id(st, id[i], &a), ==, 0);
        CHECK_STR(a.name, names[i]);
        CHECK_INT(a.created_s, ==, 10 + i);
    }
    /* Patterns, a prefix, trimmed spaces, a letter cut: not found. */
    static const char *const none[] = {"%", "_", "%_\\", "O'Brien", "Ann",
                                       "' OR 1=1 --", "Σωκράτη", "李"};
    for (size_t i = 0; i < sizeof none / sizeof *none; i++)
        CHECK_INT(store_account_by_key(st, none[i], &a), >, 0);
    /* One more letter than fits. */
    CHECK_INT(store_account_new(st, "ééééééééééééééééééééééééééééééééx", "k",
                                "h", 1), <, 0);
    CHECK_ERROR(st, "name of 65 bytes");
    store_close(st);
}

/* ---------------------------------------------------------- sessions */

TEST(sessions_round_trip)
{
    store *st = open_fresh();
    sid s1 = session_id(1), s2 = session_id(2), s3 = session_id(3),
        s4 = session_id(4), s5 = session_id(0xabcdef);
    int64_t ann, bob;
    REQUIRE(st != NULL);

    ann = store_account_new(st, "Ann", "ann", "h", 100);
    bob = store_account_new(st, "Bob", "bob", "h", 100);
    REQUIRE(ann > 0 && bob > ann);
    CHECK_INT(store_session_put(st, s1.hex, ann, 100, 200), ==, 0);
    CHECK_INT(store_session_put(st, s2.hex, ann, 100, 300), ==, 0);
    CHECK_INT(store_session_put(st, s3.hex, bob, 150, 250), ==, 0);

    /* Found until its expiry, not at it. */
    CHECK_INT(session_account(st, s1.hex, 100), ==, ann);
    CHECK_INT(session_account(st, s1.hex, 199), ==, ann);
    CHECK_INT(session_account(st, s1.hex, 200), ==, 0);
    CHECK_INT(session_account(st, s1.hex, 5000), ==, 0);
    CHECK_INT(session_account(st, s2.hex, 299), ==, ann);
    CHECK_INT(session_account(st, s3.hex, 249), ==, bob);
    CHECK_INT(session_account(st, s4.hex, 100), ==, 0);

    /* An id kept already: an error, the first one kept. */
    CHECK_INT(store_session_put(st, s1.hex, bob, 120, 400), <, 0);
    CHECK_ERROR(st, "store_session_put: session 00000000... is kept already");
    CHECK_INT(session_account(st, s1.hex, 150), ==, ann);
    CHECK_INT(session_account(st, s1.hex, 399), ==, 0);
    /* No such account: > 0, nothing kept. */
    CHECK_INT(store_session_put(st, s4.hex, bob + 100, 100, 200), >, 0);
    CHECK_ERROR(st, "store_session_put: no account");
    CHECK_INT(session_account(st, s4.hex, 150), ==, 0);

    /* Expiry: the sessions expired at now_s, counted. */
    CHECK_INT(store_sessions_expire(st, 199), ==, 0);
    CHECK_INT(store_sessions_expire(st, 250), ==, 2); /* s1, s3 */
    CHECK_INT(store_sessions_expire(st, 250), ==, 0);
    /* Gone, not only expired: not found at an earlier time either. */
    CHECK_INT(session_account(st, s1.hex, 150), ==, 0);
    CHECK_INT(session_account(st, s3.hex, 200), ==, 0);
    CHECK_INT(session_account(st, s2.hex, 250), ==, ann);
    /* An expired session's id may be kept again. */
    CHECK_INT(store_session_put(st, s1.hex, bob, 260, 400), ==, 0);
    CHECK_INT(session_account(st, s1.hex, 300), ==, bob);

    /* Deleted one at a time. */
    CHECK_INT(store_session_delete(st, s1.hex), ==, 0);
    CHECK_INT(session_account(st, s1.hex, 300), ==, 0);
    CHECK_INT(store_session_delete(st, s1.hex), >, 0);
    CHECK_ERROR(st, "store_session_delete: no session 00000000...");

    /* Every session of an account, the others staying. */
    CHECK_INT(store_session_put(st, s4.hex, ann, 260, 900), ==, 0);
    CHECK_INT(store_session_put(st, s5.hex, bob, 260, 900), ==, 0);
    CHECK_INT(store_sessions_delete_account(st, ann), ==, 0);
    CHECK_INT(session_account(st, s2.hex, 280), ==, 0);
    CHECK_INT(session_account(st, s4.hex, 280), ==, 0);
    CHECK_INT(session_account(st, s5.hex, 280), ==, bob);
    CHECK_INT(store_sessions_delete_account(st, ann), ==, 0);
    CHECK_INT(store_sessions_delete_account(st, bob + 100), ==, 0);
    /* What is left: s5 alone. */
    CHECK_INT(store_sessions_expire(st, INT64_MAX), ==, 1);
    store_close(st);
}

TEST(sessions_refused)
{
    static const char *const bad[] = {
        "",
        /* 63 and 65 digits */
        "000000000000000000000000000000000000000000000000000000000000001",
        "00000000000000000000000000000000000000000000000000000000000000001",
        /* upper case, a letter past f, a token rather than its hash */
        "00000000000000000000000000000000000000000000000000000000000000AB",
        "000000000000000000000000000000000000000000000000000000000000000g",
        "dGhpcyBpcyBhIHRva2VuLCBub3QgaXRzIGhhc2g_dGhpcyBpcyBhIHRva2VuLCA",
        "' OR '1'='1' --                                                 ",
    };
    store *st = open_fresh();
    sid ok = session_id(7);
    int64_t ann, account;
    REQUIRE(st != NULL);
    ann = store_account_new(st, "Ann", "ann", "h", 100);
    REQUIRE(ann > 0);
    CHECK_INT(store_session_put(st, ok.hex, ann, 100, 200), ==, 0);

    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        CHECK_INT(store_session_put(st, bad[i], ann, 100, 200), <, 0);
        CHECK_ERROR(st, "store_session_put: a session id is 64 lowercase hex"
                        " digits");
        account = 5;
        CHECK_INT(store_session_get(st, bad[i], 100, &account), <, 0);
        CHECK_ERROR(st, "store_session_get: a session id is 64");
        CHECK_INT(account, ==, 0);
        CHECK_INT(store_session_delete(st, bad[i]), <, 0);
        CHECK_ERROR(st, "store_session_delete: a session id is 64");
    }
    CHECK_INT(store_session_put(st, NULL, ann, 100, 200), <, 0);
    CHECK_ERROR(st, "store_session_put: no session id");
    CHECK_INT(store_session_get(st, NULL, 100, &account), <, 0);
    CHECK_ERROR(st, "store_session_get: no session id");
    CHECK_INT(store_session_delete(st, NULL), <, 0);
    CHECK_ERROR(st, "store_session_delete: no session id");
    CHECK_INT(store_session_get(st, ok.hex, 100, NULL), <, 0);
    CHECK_ERROR(st, "store_session_get: nowhere to put the account");

    sid other = session_id(8);
    CHECK_INT(store_session_put(st, other.hex, ann, 0, 200), <, 0);
    CHECK_ERROR(st, "store_session_put: creation time 0 is not after 1970");
    CHECK_INT(store_session_put(st, other.hex, ann, 100, 100), <, 0);
    CHECK_ERROR(st, "store_session_put: expiry 100 is not after creation"
                    " 100");
    CHECK_INT(store_session_put(st, other.hex, ann, 100, 50), <, 0);
    CHECK_ERROR(st, "expiry 50");
    /* None of these kept a session: the one put first is the only one. */
    CHECK_INT(session_account(st, other.hex, 150), ==, 0);
    CHECK_INT(session_account(st, ok.hex, 150), ==, ann);
    CHECK_INT(store_sessions_expire(st, INT64_MAX), ==, 1);
    store_close(st);
}

/* ------------------------------------------------------- game players */

TEST(game_players_round_trip)
{
    static const char secret[] = "0123456789abcdef0123456789abcdef";
    store *st = open_fresh();
    int64_t ann, bob, g1, g2, g3;
    char want[512];
    REQUIRE(st != NULL);

    ann = store_account_new(st, "Ann", "ann", "h", 100);
    bob = store_account_new(st, "Bob", "bob", "h", 100);
    g1 = store_game_begin(st, "QWER", "h1", NAMES, NULL, 101);
    g2 = store_game_begin(st, "ASDF", "h2", NULL, secret, 102);
    g3 = store_game_begin(st, "ZXCV", "h3", NULL, NULL, 103);
    REQUIRE(ann > 0 && bob > ann && g1 > 0 && g2 > g1 && g3 > g2);

    CHECK_INT(store_game_player(st, g1, 0, ann), ==, 0);
    CHECK_INT(store_game_player(st, g1, 1, bob), ==, 0);
    CHECK_INT(store_game_player(st, g2, 2, ann), ==, 0);
    CHECK_INT(store_game_player(st, g3, 5, ann), ==, 0);
    CHECK_INT(store_game_player(st, g3, 0, bob), ==, 0);
    CHECK_INT(store_game_player(st, g3, 3, ann), ==, 0);
    CHECK_INT(store_game_end(st, g1, 1, "r1", 200), ==, 0);

    /* Newest first, over or not, listed or not; a game of two seats
     * twice, the lower seat first; the record never given. */
    snprintf(want, sizeof want,
             "%lld:ZXCV:3:-1:103-0;%lld:ZXCV:5:-1:103-0;"
             "%lld:ASDF:2:-1:102-0:secret;%lld:QWER:0:1:101-200=%s;",
             (long long)g3, (long long)g3, (long long)g2, (long long)g1,
             NAMES);
    CHECK_STR(played(st, ann, 10), want);
    CHECK_STR(played(st, ann, 4), want);
    snprintf(want, sizeof want, "%lld:ZXCV:3:-1:103-0;%lld:ZXCV:5:-1:103-0;",
             (long long)g3, (long long)g3);
    CHECK_STR(played(st, ann, 2), want);
    CHECK_STR(played(st, ann, 0), "");
    snprintf(want, sizeof want,
             "%lld:ZXCV:0:-1:103-0;%lld:QWER:1:1:101-200=%s;", (long long)g3,
             (long long)g1, NAMES);
    CHECK_STR(played(st, bob, 10), want);
    /* An unknown account played none. */
    CHECK_STR(played(st, bob + 100, 10), "");

    /* Refused: a seat written twice (by another or the same), no such
     * game, no such account, a seat out of range; nothing written. */
    CHECK_INT(store_game_player(st, g1, 0, bob), <, 0);
    snprintf(want, sizeof want,
             "store_game_player: game %lld: seat 0 is written already",
             (long long)g1);
    CHECK_ERROR(st, want);
    CHECK_INT(store_game_player(st, g1, 0, ann), <, 0);
    CHECK_ERROR(st, "seat 0 is written already");
    CHECK_INT(store_game_player(st, g3 + 100, 0, ann), >, 0);
    snprintf(want, sizeof want, "store_game_player: no game %lld",
             (long long)g3 + 100);
    CHECK_ERROR(st, want);
    CHECK_INT(store_game_player(st, g1, 2, bob + 100), >, 0);
    snprintf(want, sizeof want, "store_game_player: no account %lld",
             (long long)bob + 100);
    CHECK_ERROR(st, want);
    CHECK_INT(store_game_player(st, g1, -1, ann), <, 0);
    CHECK_ERROR(st, "no seat -1");
    CHECK_INT(store_game_player(st, g1, COUP_MAX_PLAYERS, ann), <, 0);
    CHECK_ERROR(st, "no seat");
    CHECK_INT(store_account_games(st, ann, 10, NULL, NULL), <, 0);
    CHECK_ERROR(st, "store_account_games: no function");
    CHECK_INT(store_account_games(st, ann, -1, list_account_game,
                                  &(listing){.count = 0}), <, 0);
    CHECK_ERROR(st, "store_account_games: limit -1");
    snprintf(want, sizeof want,
             "%lld:ZXCV:0:-1:103-0;%lld:QWER:1:1:101-200=%s;", (long long)g3,
             (long long)g1, NAMES);
    CHECK_STR(played(st, bob, 10), want);
    snprintf(want, sizeof want,
             "%lld:ZXCV:3:-1:103-0;%lld:ZXCV:5:-1:103-0;"
             "%lld:ASDF:2:-1:102-0:secret;%lld:QWER:0:1:101-200=%s;",
             (long long)g3, (long long)g3, (long long)g2, (long long)g1,
             NAMES);
    CHECK_STR(played(st, ann, 10), want);
    store_close(st);
}

/* An account deleted: its sessions and seats go with it, its games and
 * the other players' rows stay. */
TEST(account_delete_cascades)
{
    store *st = open_fresh();
    store_game g;
    sid a1 = session_id(1), a2 = session_id(2), b1 = session_id(3);
    int64_t ann, bob, g1, g2;
    char want[256];
    REQUIRE(st != NULL);

    ann = store_account_new(st, "Ann", "ann", "h", 100);
    bob = store_account_new(st, "Bob", "bob", "h", 100);
    g1 = store_game_begin(st, "QWER", "h1", NAMES, NULL, 101);
    g2 = store_game_begin(st, "ASDF", "h2", NULL, NULL, 102);
    REQUIRE(ann > 0 && bob > ann && g1 > 0 && g2 > g1);
    CHECK_INT(store_game_player(st, g1, 0, ann), ==, 0);
    CHECK_INT(store_game_player(st, g1, 1, bob), ==, 0);
    CHECK_INT(store_game_player(st, g2, 0, ann), ==, 0);
    CHECK_INT(store_game_move(st, g2, 0, 0, "income", 0), ==, 0);
    CHECK_INT(store_game_move(st, g2, 1, 1, "tax", 0), ==, 0);
    CHECK_INT(store_game_end(st, g1, 0, "r1", 200), ==, 0);
    CHECK_INT(store_session_put(st, a1.hex, ann, 100, 1000), ==, 0);
    CHECK_INT(store_session_put(st, a2.hex, ann, 100, 1000), ==, 0);
    CHECK_INT(store_session_put(st, b1.hex, bob, 100, 1000), ==, 0);

    CHECK_INT(store_account_delete(st, ann), ==, 0);
    CHECK_INT(session_account(st, a1.hex, 500), ==, 0);
    CHECK_INT(session_account(st, a2.hex, 500), ==, 0);
    CHECK_INT(session_account(st, b1.hex, 500), ==, bob);
    CHECK_STR(played(st, ann, 10), "");
    snprintf(want, sizeof want, "%lld:QWER:1:0:101-200=%s;", (long long)g1,
             NAMES);
    CHECK_STR(played(st, bob, 10), want);
    /* The games stay as they were. */
    CHECK_INT(store_game_get(st, g1, NULL, &g), ==, 0);
    CHECK_STR(g.header, "h1");
    CHECK_STR(g.record, "r1");
    CHECK_STR(g.names, NAMES);
    store_game_free(&g);
    CHECK_STR(moves(st, g2), "0:0:income;1:1:tax;");
    snprintf(want, sizeof want, "%lld:QWER:0:101-200=%s;", (long long)g1,
             NAMES);
    CHECK_STR(recent(st, 10), want);
    /* The seat's row is gone: the seat may be written again. */
    CHECK_INT(store_game_player(st, g1, 0, bob), ==, 0);
    /* Only Bob's session is left. */
    CHECK_INT(store_sessions_expire(st, INT64_MAX), ==, 1);
    store_close(st);
}

/* ----------------------------------------------------------- ratings */

/* A rating comes back as it was put, bit for bit, per subject (an account
 * or a bot) and family; a later game's replaces it; none is zeroed. */
TEST(ratings_round_trip)
{
    store *st = open_fresh();
    store_rating r, got;
    int64_t ann, g1, g2;
    char want[128];
    REQUIRE(st != NULL);

    ann = store_account_new(st, "Ann", "ann", "h", 100);
    g1 = store_game_begin(st, "QWER", "h1", NULL, NULL, 101);
    g2 = store_game_begin(st, "QWER", "h2", NULL, "s3cret", 102);
    REQUIRE(ann > 0 && g1 > 0 && g2 > g1);

    /* None yet: zeroed but its subject and family. */
    memset(&got, 0x5a, sizeof got);
    CHECK_INT(store_rating_get(st, ann, STORE_FAMILY_INQUISITOR, &got), >, 0);
    CHECK_INT(got.subject, ==, ann);
    CHECK_INT(got.family, ==, STORE_FAMILY_INQUISITOR);
    CHECK(got.mu == 0 && got.sigma == 0);
    CHECK_INT(got.games, ==, 0);
    CHECK_INT(got.updated_s, ==, 0);

    /* Doubles that only an exact round trip keeps. */
    r = rating_of(ann, STORE_FAMILY_INQUISITOR, 25.0 / 3, 25.0 / 7, 1, 200);
    CHECK_INT(store_rating_put(st, &r, g1), ==, 0);
    memset(&got, 0, sizeof got);
    CHECK_INT(store_rating_get(st, ann, STORE_FAMILY_INQUISITOR, &got), ==, 0);
    CHECK(got.mu == 25.0 / 3);
    CHECK(got.sigma == 25.0 / 7);
    CHECK_INT(got.subject, ==, ann);
    CHECK_INT(got.family, ==, STORE_FAMILY_INQUISITOR);
    CHECK_INT(got.games, ==, 1);
    CHECK_INT(got.updated_s, ==, 200);
    CHECK_STR(rating_text(st, ann, STORE_FAMILY_INQUISITOR),
              "8.3333333333333339/3.5714285714285716:1@200");
    /* The other families have none. */
    CHECK_STR(rating_text(st, ann, STORE_FAMILY_BASE), "none");
    CHECK_STR(rating_text(st, ann, STORE_FAMILY_REFORMATION), "none");

    /* The next game's replaces it (a game with a secret counts too). */
    r = rating_of(ann, STORE_FAMILY_INQUISITOR, -0.1, 1e-3, 2, 300);
    CHECK_INT(store_rating_put(st, &r, g2), ==, 0);
    CHECK_STR(rating_text(st, ann, STORE_FAMILY_INQUISITOR),
              "-0.10000000000000001/0.001:2@300");
    snprintf(want, sizeof want, "%lld:8.33333/3.57143@200;%lld:-0.1/0.001@300;",
             (long long)g1, (long long)g2);
    CHECK_STR(history(st, ann, STORE_FAMILY_INQUISITOR, 10), want);

    /* Bots: the first level and the last, no account needed. */
    r = rating_of(STORE_BOT_SUBJECT(0), STORE_FAMILY_BASE, 12.25, 4, 7, 400);
    CHECK_INT(store_rating_put(st, &r, g1), ==, 0);
    r = rating_of(STORE_BOT_SUBJECT(STORE_BOT_LEVELS - 1),
                  STORE_FAMILY_REFORMATION, 40, 0.5, 0, 401);
    CHECK_INT(store_rating_put(st, &r, g2), ==, 0);
    CHECK_INT(STORE_BOT_SUBJECT(0), ==, -1);
    CHECK_STR(rating_text(st, -1, STORE_FAMILY_BASE), "12.25/4:7@400");
    CHECK_STR(rating_text(st, -8, STORE_FAMILY_REFORMATION), "40/0.5:0@401");
    CHECK_STR(rating_text(st, -1, STORE_FAMILY_REFORMATION), "none");
    CHECK_STR(rating_text(st, -2, STORE_FAMILY_BASE), "none");
    /* The account's are as they were. */
    CHECK_STR(rating_text(st, ann, STORE_FAMILY_INQUISITOR),
              "-0.10000000000000001/0.001:2@300");
    store_close(st);
}

/* What only a bug would ask: refused, nothing written, in the same words
 * in both backends. */
TEST(ratings_refused)
{
    store *st = open_fresh();
    store_rating r, got;
    int64_t ann, g1, n;
    char words[128];
    REQUIRE(st != NULL);

    ann = store_account_new(st, "Ann", "ann", "h", 100);
    g1 = store_game_begin(st, "QWER", "h1", NULL, NULL, 101);
    REQUIRE(ann > 0 && g1 > 0);

    /* Bad ratings: < 0. */
    r = rating_of(ann, -1, 25, 8, 1, 200);
    CHECK_INT(store_rating_put(st, &r, g1), <, 0);
    CHECK_ERROR(st, "store_rating_put: no rule family -1 (0 to 2)");
    r.family = STORE_FAMILIES;
    CHECK_INT(store_rating_put(st, &r, g1), <, 0);
    CHECK_ERROR(st, "store_rating_put: no rule family 3 (0 to 2)");
    r = rating_of(0, STORE_FAMILY_BASE, 25, 8, 1, 200);
    CHECK_INT(store_rating_put(st, &r, g1), <, 0);
    CHECK_ERROR(st, "store_rating_put: no subject 0 (an account's id, or -1"
                " to -8 for a bot)");
    r.subject = -9;
    CHECK_INT(store_rating_put(st, &r, g1), <, 0);
    CHECK_ERROR(st, "store_rating_put: no subject -9");
    r = rating_of(ann, STORE_FAMILY_BASE, NAN, 8, 1, 200);
    CHECK_INT(store_rating_put(st, &r, g1), <, 0);
    CHECK_ERROR(st, "(finite, sigma > 0)");
    r = rating_of(ann, STORE_FAMILY_BASE, INFINITY, 8, 1, 200);
    CHECK_INT(store_rating_put(st, &r, g1), <, 0);
    CHECK_ERROR(st, "(finite, sigma > 0)");
    r = rating_of(ann, STORE_FAMILY_BASE, 25, NAN, 1, 200);
    CHECK_INT(store_rating_put(st, &r, g1), <, 0);
    CHECK_ERROR(st, "(finite, sigma > 0)");
    r = rating_of(ann, STORE_FAMILY_BASE, 25, -INFINITY, 1, 200);
    CHECK_INT(store_rating_put(st, &r, g1), <, 0);
    CHECK_ERROR(st, "(finite, sigma > 0)");
    r = rating_of(ann, STORE_FAMILY_BASE, 25, 0, 1, 200);
    CHECK_INT(store_rating_put(st, &r, g1), <, 0);
    CHECK_ERROR(st, "store_rating_put: subject 1: mu 25 and sigma 0 (finite,"
                " sigma > 0)");
    r = rating_of(ann, STORE_FAMILY_BASE, 25, -1, 1, 200);
    CHECK_INT(store_rating_put(st, &r, g1), <, 0);
    CHECK_ERROR(st, "(finite, sigma > 0)");
    r = rating_of(ann, STORE_FAMILY_BASE, 25, 8, -1, 200);
    CHECK_INT(store_rating_put(st, &r, g1), <, 0);
    CHECK_ERROR(st, "store_rating_put: subject 1: -1 games");
    r = rating_of(ann, STORE_FAMILY_BASE, 25, 8, 1, 0);
    CHECK_INT(store_rating_put(st, &r, g1), <, 0);
    CHECK_ERROR(st, "time 0 is not after 1970");
    CHECK_INT(store_rating_put(st, NULL, g1), <, 0);
    CHECK_ERROR(st, "store_rating_put: no rating");

    /* What it names is not there: > 0. */
    r = rating_of(ann, STORE_FAMILY_BASE, 25, 8, 1, 200);
    CHECK_INT(store_rating_put(st, &r, g1 + 100), >, 0);
    snprintf(words, sizeof words, "store_rating_put: no game %lld",
             (long long)(g1 + 100));
    CHECK_ERROR(st, words);
    r.subject = -1;
    CHECK_INT(store_rating_put(st, &r, g1 + 100), >, 0);
    CHECK_ERROR(st, words);
    r.subject = ann + 100;
    CHECK_INT(store_rating_put(st, &r, g1), >, 0);
    snprintf(words, sizeof words, "store_rating_put: no account %lld",
             (long long)(ann + 100));
    CHECK_ERROR(st, words);
    /* Nothing of all that was written. */
    CHECK_INT(board_count(st, STORE_FAMILY_BASE, 0), ==, 0);
    CHECK_STR(rating_text(st, ann, STORE_FAMILY_BASE), "none");
    CHECK_STR(rating_text(st, -1, STORE_FAMILY_BASE), "none");
    CHECK_STR(history(st, ann, STORE_FAMILY_BASE, 10), "");
    CHECK_STR(history(st, ann + 100, STORE_FAMILY_BASE, 10), "");

    /* A game's history row twice: an error, nothing written (the rating
     * stays the first's). */
    r = rating_of(ann, STORE_FAMILY_BASE, 25, 8, 1, 200);
    CHECK_INT(store_rating_put(st, &r, g1), ==, 0);
    r = rating_of(ann, STORE_FAMILY_BASE, 30, 7, 2, 300);
    CHECK_INT(store_rating_put(st, &r, g1), <, 0);
    snprintf(words, sizeof words, "store_rating_put: subject %lld, family 0:"
             " game %lld is in its history already", (long long)ann,
             (long long)g1);
    CHECK_ERROR(st, words);
    CHECK_STR(rating_text(st, ann, STORE_FAMILY_BASE), "25/8:1@200");
    snprintf(words, sizeof words, "%lld:25/8@200;", (long long)g1);
    CHECK_STR(history(st, ann, STORE_FAMILY_BASE, 10), words);
    /* The same game in another family, or for another subject, is no
     * repeat. */
    r.family = STORE_FAMILY_INQUISITOR;
    CHECK_INT(store_rating_put(st, &r, g1), ==, 0);
    r.subject = -1;
    CHECK_INT(store_rating_put(st, &r, g1), ==, 0);

    /* The readers' arguments. */
    CHECK_INT(store_rating_get(st, ann, 3, &got), <, 0);
    CHECK_ERROR(st, "store_rating_get: no rule family 3");
    CHECK_INT(got.subject, ==, ann); /* zeroed but these, even so */
    CHECK_INT(got.family, ==, 3);
    CHECK_INT(store_rating_get(st, 0, 0, &got), <, 0);
    CHECK_ERROR(st, "store_rating_get: no subject 0");
    CHECK_INT(store_rating_get(st, ann, 0, NULL), <, 0);
    CHECK_ERROR(st, "store_rating_get: nowhere to put the rating");
    CHECK_INT(store_leaderboard(st, 0, 0, 0, 10, NULL, NULL), <, 0);
    CHECK_ERROR(st, "store_leaderboard: no function");
    CHECK_STR(board(st, -1, 0, 0, 10), "store_leaderboard: no rule family -1"
              " (0 to 2)");
    CHECK_STR(board(st, 0, -1, 0, 10), "store_leaderboard: at least -1 games");
    CHECK_STR(board(st, 0, 0, -1, 10),
              "store_leaderboard: offset -1, limit 10");
    CHECK_STR(board(st, 0, 0, 0, -1), "store_leaderboard: offset 0, limit -1");
    CHECK_INT(store_leaderboard_count(st, 0, 0, NULL), <, 0);
    CHECK_ERROR(st, "store_leaderboard_count: nowhere to put the count");
    n = 5;
    CHECK_INT(store_leaderboard_count(st, 3, 0, &n), <, 0);
    CHECK_INT(n, ==, 0);
    CHECK_ERROR(st, "store_leaderboard_count: no rule family 3");
    CHECK_INT(store_leaderboard_count(st, 0, -2, &n), <, 0);
    CHECK_ERROR(st, "store_leaderboard_count: at least -2 games");
    CHECK_INT(store_leaderboard_place(st, 0, 0, ann, NULL), <, 0);
    CHECK_ERROR(st, "store_leaderboard_place: nowhere to put the place");
    n = 5;
    CHECK_INT(store_leaderboard_place(st, 0, 0, -9, &n), <, 0);
    CHECK_INT(n, ==, 0);
    CHECK_ERROR(st, "store_leaderboard_place: no subject -9");
    CHECK_INT(store_leaderboard_place(st, -1, 0, ann, &n), <, 0);
    CHECK_ERROR(st, "store_leaderboard_place: no rule family -1");
    CHECK_INT(store_rating_history(st, ann, 0, 10, NULL, NULL), <, 0);
    CHECK_ERROR(st, "store_rating_history: no function");
    CHECK_STR(history(st, ann, 3, 10), "store_rating_history: no rule family"
              " 3 (0 to 2)");
    CHECK_STR(history(st, 0, 0, 10), "store_rating_history: no subject 0"
              " (an account's id, or -1 to -8 for a bot)");
    CHECK_STR(history(st, ann, 0, -1), "store_rating_history: limit -1");
    /* And still all there. */
    CHECK_INT(board_count(st, STORE_FAMILY_BASE, 0), ==, 1);
    CHECK_INT(board_count(st, STORE_FAMILY_INQUISITOR, 0), ==, 2);
    store_close(st);
}

/* The order of the rating shown (mu - 3 sigma) from the highest, a tie in
 * subject order (bots first), bots and accounts together; pages, the
 * least number of games, the count and a subject's place agree. */
TEST(leaderboard)
{
    store *st = open_fresh();
    store_rating r;
    int64_t ann, bob, cy, dee, g1, g2;
    char want[512];
    REQUIRE(st != NULL);

    ann = store_account_new(st, "Ann", "ann", "h", 100);
    bob = store_account_new(st, "Bob", "bob", "h", 100);
    cy = store_account_new(st, "Cy", "cy", "h", 100);
    dee = store_account_new(st, "D\xc3\xa9", "dee", "h", 100);
    g1 = store_game_begin(st, "QWER", "h1", NULL, NULL, 101);
    g2 = store_game_begin(st, "QWER", "h2", NULL, NULL, 102);
    REQUIRE(ann > 0 && bob > ann && cy > bob && dee > cy && g2 > g1);
    CHECK_STR(board(st, STORE_FAMILY_BASE, 0, 0, 10), "");
    CHECK_INT(board_place(st, STORE_FAMILY_BASE, 0, ann), ==, 0);

    /* Shown: Cy 34, the random bot 17, then a tie at 15 (the bot of
     * level 2, Ann, Bob: by subject), Dee -14. Put in another order. */
    r = rating_of(dee, STORE_FAMILY_BASE, 10, 8, 20, 200);
    CHECK_INT(store_rating_put(st, &r, g1), ==, 0);
    r = rating_of(bob, STORE_FAMILY_BASE, 24, 3, 12, 200);
    CHECK_INT(store_rating_put(st, &r, g1), ==, 0);
    r = rating_of(ann, STORE_FAMILY_BASE, 30, 5, 10, 200);
    CHECK_INT(store_rating_put(st, &r, g1), ==, 0);
    r = rating_of(STORE_BOT_SUBJECT(2), STORE_FAMILY_BASE, 27, 4, 7, 200);
    CHECK_INT(store_rating_put(st, &r, g1), ==, 0);
    r = rating_of(cy, STORE_FAMILY_BASE, 40, 2, 3, 200);
    CHECK_INT(store_rating_put(st, &r, g1), ==, 0);
    r = rating_of(STORE_BOT_SUBJECT(0), STORE_FAMILY_BASE, 20, 1, 50, 200);
    CHECK_INT(store_rating_put(st, &r, g1), ==, 0);
    /* Another family's: on its own board only. */
    r = rating_of(ann, STORE_FAMILY_INQUISITOR, 50, 1, 1, 200);
    CHECK_INT(store_rating_put(st, &r, g1), ==, 0);

    snprintf(want, sizeof want,
             "%lld:Cy:40/2:3;-1:-:20/1:50;-3:-:27/4:7;%lld:Ann:30/5:10;"
             "%lld:Bob:24/3:12;%lld:D\xc3\xa9:10/8:20;", (long long)cy,
             (long long)ann, (long long)bob, (long long)dee);
    CHECK_STR(board(st, STORE_FAMILY_BASE, 0, 0, 10), want);
    CHECK_INT(board_count(st, STORE_FAMILY_BASE, 0), ==, 6);
    CHECK_INT(board_place(st, STORE_FAMILY_BASE, 0, cy), ==, 1);
    CHECK_INT(board_place(st, STORE_FAMILY_BASE, 0, -1), ==, 2);
    CHECK_INT(board_place(st, STORE_FAMILY_BASE, 0, -3), ==, 3);
    CHECK_INT(board_place(st, STORE_FAMILY_BASE, 0, ann), ==, 4);
    CHECK_INT(board_place(st, STORE_FAMILY_BASE, 0, bob), ==, 5);
    CHECK_INT(board_place(st, STORE_FAMILY_BASE, 0, dee), ==, 6);
    /* No rating there: no place. */
    CHECK_INT(board_place(st, STORE_FAMILY_BASE, 0, -8), ==, 0);
    CHECK_INT(board_place(st, STORE_FAMILY_REFORMATION, 0, ann), ==, 0);
    CHECK_INT(board_place(st, STORE_FAMILY_BASE, 0, dee + 100), ==, 0);

    /* Pages: the tie is cut the same way on every page. */
    snprintf(want, sizeof want, "-3:-:27/4:7;%lld:Ann:30/5:10;",
             (long long)ann);
    CHECK_STR(board(st, STORE_FAMILY_BASE, 0, 2, 2), want);
    snprintf(want, sizeof want, "%lld:Bob:24/3:12;%lld:D\xc3\xa9:10/8:20;",
             (long long)bob, (long long)dee);
    CHECK_STR(board(st, STORE_FAMILY_BASE, 0, 4, 2), want);
    snprintf(want, sizeof want, "%lld:D\xc3\xa9:10/8:20;", (long long)dee);
    CHECK_STR(board(st, STORE_FAMILY_BASE, 0, 5, 10), want);
    CHECK_STR(board(st, STORE_FAMILY_BASE, 0, 6, 10), "");
    CHECK_STR(board(st, STORE_FAMILY_BASE, 0, 0, 0), "");
    snprintf(want, sizeof want, "%lld:Cy:40/2:3;", (long long)cy);
    CHECK_STR(board(st, STORE_FAMILY_BASE, 0, 0, 1), want);

    /* At least 10 games: Cy (3) and the level 2 bot (7) are not on it. */
    snprintf(want, sizeof want, "-1:-:20/1:50;%lld:Ann:30/5:10;"
             "%lld:Bob:24/3:12;%lld:D\xc3\xa9:10/8:20;", (long long)ann,
             (long long)bob, (long long)dee);
    CHECK_STR(board(st, STORE_FAMILY_BASE, 10, 0, 10), want);
    CHECK_INT(board_count(st, STORE_FAMILY_BASE, 10), ==, 4);
    CHECK_INT(board_place(st, STORE_FAMILY_BASE, 10, cy), ==, 0);
    CHECK_INT(board_place(st, STORE_FAMILY_BASE, 10, -3), ==, 0);
    CHECK_INT(board_place(st, STORE_FAMILY_BASE, 10, -1), ==, 1);
    CHECK_INT(board_place(st, STORE_FAMILY_BASE, 10, ann), ==, 2);
    CHECK_INT(board_place(st, STORE_FAMILY_BASE, 10, dee), ==, 4);
    snprintf(want, sizeof want, "%lld:Bob:24/3:12;", (long long)bob);
    CHECK_STR(board(st, STORE_FAMILY_BASE, 10, 2, 1), want);
    CHECK_STR(board(st, STORE_FAMILY_BASE, 51, 0, 10), "");
    CHECK_INT(board_count(st, STORE_FAMILY_BASE, 51), ==, 0);
    CHECK_INT(board_place(st, STORE_FAMILY_BASE, 51, -1), ==, 0);
    CHECK_INT(board_count(st, STORE_FAMILY_BASE, 50), ==, 1);

    /* The other families. */
    snprintf(want, sizeof want, "%lld:Ann:50/1:1;", (long long)ann);
    CHECK_STR(board(st, STORE_FAMILY_INQUISITOR, 0, 0, 10), want);
    CHECK_INT(board_count(st, STORE_FAMILY_INQUISITOR, 0), ==, 1);
    CHECK_INT(board_place(st, STORE_FAMILY_INQUISITOR, 0, ann), ==, 1);
    CHECK_INT(board_place(st, STORE_FAMILY_INQUISITOR, 2, ann), ==, 0);
    CHECK_STR(board(st, STORE_FAMILY_REFORMATION, 0, 0, 10), "");
    CHECK_INT(board_count(st, STORE_FAMILY_REFORMATION, 0), ==, 0);

    /* A new rating moves its subject: Dee's 54 is first, and the tie at
     * 15 loses Bob to 24 - 3 * 2 = 18, above the random bot. */
    r = rating_of(dee, STORE_FAMILY_BASE, 60, 2, 21, 300);
    CHECK_INT(store_rating_put(st, &r, g2), ==, 0);
    r = rating_of(bob, STORE_FAMILY_BASE, 24, 2, 13, 300);
    CHECK_INT(store_rating_put(st, &r, g2), ==, 0);
    snprintf(want, sizeof want,
             "%lld:D\xc3\xa9:60/2:21;%lld:Cy:40/2:3;%lld:Bob:24/2:13;"
             "-1:-:20/1:50;-3:-:27/4:7;%lld:Ann:30/5:10;", (long long)dee,
             (long long)cy, (long long)bob, (long long)ann);
    CHECK_STR(board(st, STORE_FAMILY_BASE, 0, 0, 10), want);
    CHECK_INT(board_place(st, STORE_FAMILY_BASE, 0, dee), ==, 1);
    CHECK_INT(board_place(st, STORE_FAMILY_BASE, 0, bob), ==, 3);
    CHECK_INT(board_place(st, STORE_FAMILY_BASE, 0, ann), ==, 6);
    CHECK_INT(board_count(st, STORE_FAMILY_BASE, 0), ==, 6);
    store_close(st);
}

/* A rating's history: one row a game, oldest first (by time, then game),
 * the last `limit` of them; per subject and family. */
TEST(rating_history)
{
    store *st = open_fresh();
    store_rating r;
    int64_t ann, bob, g[5];
    /* The order of the puts: game index and time. */
    static const struct {
        int game;
        int64_t at_s;
    } puts[] = {{1, 100}, {0, 200}, {4, 300}, {2, 300}, {3, 400}};
    char want[512];
    REQUIRE(st != NULL);

    ann = store_account_new(st, "Ann", "ann", "h", 100);
    bob = store_account_new(st, "Bob", "bob", "h", 100);
    for (int i = 0; i < 5; i++)
        g[i] = store_game_begin(st, "QWER", "h", NULL, NULL, 10 + i);
    REQUIRE(ann > 0 && bob > ann && g[0] > 0 && g[4] == g[0] + 4);
    CHECK_STR(history(st, ann, STORE_FAMILY_BASE, 10), "");
    for (int i = 0; i < 5; i++) {
        r = rating_of(ann, STORE_FAMILY_BASE, 20 + i, 8 - i, i + 1,
                      puts[i].at_s);
        CHECK_INT(store_rating_put(st, &r, g[puts[i].game]), ==, 0);
    }
    /* Others' rows, and Ann's of another family, are not hers. */
    r = rating_of(bob, STORE_FAMILY_BASE, 1, 1, 1, 150);
    CHECK_INT(store_rating_put(st, &r, g[0]), ==, 0);
    r = rating_of(-2, STORE_FAMILY_BASE, 2, 2, 1, 150);
    CHECK_INT(store_rating_put(st, &r, g[0]), ==, 0);
    r = rating_of(ann, STORE_FAMILY_REFORMATION, 3, 3, 1, 50);
    CHECK_INT(store_rating_put(st, &r, g[4]), ==, 0);

    /* Oldest first: g1@100, g0@200, then g2 and g4 at 300 (by game),
     * g3@400. */
    snprintf(want, sizeof want, "%lld:20/8@100;%lld:21/7@200;%lld:23/5@300;"
             "%lld:22/6@300;%lld:24/4@400;", (long long)g[1],
             (long long)g[0], (long long)g[2], (long long)g[4],
             (long long)g[3]);
    CHECK_STR(history(st, ann, STORE_FAMILY_BASE, 10), want);
    CHECK_STR(history(st, ann, STORE_FAMILY_BASE, 5), want);
    /* The newest three, still oldest first. */
    snprintf(want, sizeof want, "%lld:23/5@300;%lld:22/6@300;%lld:24/4@400;",
             (long long)g[2], (long long)g[4], (long long)g[3]);
    CHECK_STR(history(st, ann, STORE_FAMILY_BASE, 3), want);
    snprintf(want, sizeof want, "%lld:24/4@400;", (long long)g[3]);
    CHECK_STR(history(st, ann, STORE_FAMILY_BASE, 1), want);
    CHECK_STR(history(st, ann, STORE_FAMILY_BASE, 0), "");
    /* The rating is the last one put. */
    CHECK_STR(rating_text(st, ann, STORE_FAMILY_BASE), "24/4:5@400");
    snprintf(want, sizeof want, "%lld:3/3@50;", (long long)g[4]);
    CHECK_STR(history(st, ann, STORE_FAMILY_REFORMATION, 10), want);
    snprintf(want, sizeof want, "%lld:1/1@150;", (long long)g[0]);
    CHECK_STR(history(st, bob, STORE_FAMILY_BASE, 10), want);
    snprintf(want, sizeof want, "%lld:2/2@150;", (long long)g[0]);
    CHECK_STR(history(st, -2, STORE_FAMILY_BASE, 10), want);
    CHECK_STR(history(st, -1, STORE_FAMILY_BASE, 10), "");
    CHECK_STR(history(st, ann, STORE_FAMILY_INQUISITOR, 10), "");
    store_close(st);
}

/* An account deleted takes its ratings and their history, in every
 * family, with it, all in the one write: a rollback brings them all back.
 * Other accounts' and the bots' stay; a bot's subject is no account. */
TEST(account_delete_ratings)
{
    store *st = open_fresh();
    store_rating r;
    int64_t ann, bob, g1, g2, cy;
    char want[256];
    REQUIRE(st != NULL);

    ann = store_account_new(st, "Ann", "ann", "h", 100);
    bob = store_account_new(st, "Bob", "bob", "h", 100);
    g1 = store_game_begin(st, "QWER", "h1", NULL, NULL, 101);
    g2 = store_game_begin(st, "QWER", "h2", NULL, NULL, 102);
    REQUIRE(ann > 0 && bob > ann && g1 > 0 && g2 > g1);
    r = rating_of(ann, STORE_FAMILY_BASE, 26, 7, 1, 200);
    CHECK_INT(store_rating_put(st, &r, g1), ==, 0);
    r = rating_of(ann, STORE_FAMILY_BASE, 27, 6, 2, 300);
    CHECK_INT(store_rating_put(st, &r, g2), ==, 0);
    r = rating_of(ann, STORE_FAMILY_REFORMATION, 28, 5, 1, 300);
    CHECK_INT(store_rating_put(st, &r, g2), ==, 0);
    r = rating_of(bob, STORE_FAMILY_BASE, 24, 7, 1, 200);
    CHECK_INT(store_rating_put(st, &r, g1), ==, 0);
    r = rating_of(-1, STORE_FAMILY_BASE, 20, 7, 2, 300);
    CHECK_INT(store_rating_put(st, &r, g1), ==, 0);
    CHECK_INT(store_rating_put(st, &r, g2), ==, 0);
    r = rating_of(-1, STORE_FAMILY_REFORMATION, 21, 7, 1, 300);
    CHECK_INT(store_rating_put(st, &r, g2), ==, 0);

    /* Deleted in a transaction rolled back: all of it comes back. */
    CHECK_INT(store_begin(st), ==, 0);
    CHECK_INT(store_account_delete(st, ann), ==, 0);
    CHECK_STR(rating_text(st, ann, STORE_FAMILY_BASE), "none");
    CHECK_STR(history(st, ann, STORE_FAMILY_BASE, 10), "");
    store_rollback(st);
    CHECK_STR(rating_text(st, ann, STORE_FAMILY_BASE), "27/6:2@300");
    CHECK_STR(rating_text(st, ann, STORE_FAMILY_REFORMATION), "28/5:1@300");
    snprintf(want, sizeof want, "%lld:26/7@200;%lld:27/6@300;", (long long)g1,
             (long long)g2);
    CHECK_STR(history(st, ann, STORE_FAMILY_BASE, 10), want);
    CHECK_INT(board_count(st, STORE_FAMILY_BASE, 0), ==, 3);

    /* Deleted. */
    CHECK_INT(store_account_delete(st, ann), ==, 0);
    CHECK_STR(rating_text(st, ann, STORE_FAMILY_BASE), "none");
    CHECK_STR(rating_text(st, ann, STORE_FAMILY_REFORMATION), "none");
    CHECK_STR(history(st, ann, STORE_FAMILY_BASE, 10), "");
    CHECK_STR(history(st, ann, STORE_FAMILY_REFORMATION, 10), "");
    CHECK_INT(board_place(st, STORE_FAMILY_BASE, 0, ann), ==, 0);
    CHECK_INT(board_count(st, STORE_FAMILY_BASE, 0), ==, 2);
    CHECK_INT(board_count(st, STORE_FAMILY_REFORMATION, 0), ==, 1);
    /* Bob's and the bot's stay, with their history. */
    CHECK_STR(rating_text(st, bob, STORE_FAMILY_BASE), "24/7:1@200");
    snprintf(want, sizeof want, "%lld:24/7@200;", (long long)g1);
    CHECK_STR(history(st, bob, STORE_FAMILY_BASE, 10), want);
    CHECK_STR(rating_text(st, -1, STORE_FAMILY_BASE), "20/7:2@300");
    snprintf(want, sizeof want, "%lld:20/7@300;%lld:20/7@300;",
             (long long)g1, (long long)g2);
    CHECK_STR(history(st, -1, STORE_FAMILY_BASE, 10), want);
    CHECK_STR(rating_text(st, -1, STORE_FAMILY_REFORMATION), "21/7:1@300");
    /* The deleted account gets no new rating. */
    r = rating_of(ann, STORE_FAMILY_BASE, 26, 7, 1, 400);
    CHECK_INT(store_rating_put(st, &r, g1), >, 0);
    CHECK_ERROR(st, "no account");
    /* A bot's subject is no account: "deleting" it deletes nothing. */
    CHECK_INT(store_account_delete(st, -1), >, 0);
    CHECK_ERROR(st, "store_account_delete: no account -1");
    CHECK_STR(rating_text(st, -1, STORE_FAMILY_BASE), "20/7:2@300");
    CHECK_INT(board_count(st, STORE_FAMILY_BASE, 0), ==, 2);
    /* A new account has a new id, and no rating. */
    cy = store_account_new(st, "Cy", "cy", "h", 500);
    CHECK_INT(cy, >, bob);
    CHECK_STR(rating_text(st, cy, STORE_FAMILY_BASE), "none");
    store_close(st);
}

/* Ratings written in a transaction are kept or lost with it; a refused
 * one inside changes nothing and ends nothing. */
TEST(ratings_in_transactions)
{
    store *st = open_fresh();
    store_rating r;
    int64_t ann, g1, g2;
    char want[64];
    REQUIRE(st != NULL);

    ann = store_account_new(st, "Ann", "ann", "h", 100);
    g1 = store_game_begin(st, "QWER", "h1", NULL, NULL, 101);
    g2 = store_game_begin(st, "QWER", "h2", NULL, NULL, 102);
    REQUIRE(ann > 0 && g1 > 0 && g2 > g1);

    CHECK_INT(store_begin(st), ==, 0);
    r = rating_of(ann, STORE_FAMILY_BASE, 26, 7, 1, 200);
    CHECK_INT(store_rating_put(st, &r, g1), ==, 0);
    r = rating_of(-4, STORE_FAMILY_BASE, 22, 7, 1, 200);
    CHECK_INT(store_rating_put(st, &r, g1), ==, 0);
    CHECK_INT(board_count(st, STORE_FAMILY_BASE, 0), ==, 2);
    store_rollback(st);
    CHECK_INT(board_count(st, STORE_FAMILY_BASE, 0), ==, 0);
    CHECK_STR(history(st, ann, STORE_FAMILY_BASE, 10), "");
    CHECK_STR(history(st, -4, STORE_FAMILY_BASE, 10), "");

    CHECK_INT(store_begin(st), ==, 0);
    r = rating_of(ann, STORE_FAMILY_BASE, 26, 7, 1, 200);
    CHECK_INT(store_rating_put(st, &r, g1), ==, 0);
    /* Refused inside: no game. The transaction goes on. */
    r = rating_of(ann, STORE_FAMILY_BASE, 27, 6, 2, 300);
    CHECK_INT(store_rating_put(st, &r, g2 + 10), >, 0);
    CHECK(store_in_tx(st));
    CHECK_INT(store_rating_put(st, &r, g2), ==, 0);
    CHECK_INT(store_commit(st), ==, 0);
    CHECK_STR(rating_text(st, ann, STORE_FAMILY_BASE), "27/6:2@300");
    snprintf(want, sizeof want, "%lld:27/6@300;", (long long)g2);
    CHECK_STR(history(st, ann, STORE_FAMILY_BASE, 1), want);
    store_close(st);
}

/* The accounts that played a game's seats, 0 for the others; an unknown
 * game is none. */
TEST(game_accounts)
{
    store *st = open_fresh();
    int64_t ann, bob, g1, g2, account[2] = {5, 5};
    char want[64];
    REQUIRE(st != NULL);

    ann = store_account_new(st, "Ann", "ann", "h", 100);
    bob = store_account_new(st, "Bob", "bob", "h", 100);
    g1 = store_game_begin(st, "QWER", "h1", NULL, NULL, 101);
    g2 = store_game_begin(st, "ASDF", "h2", NULL, "s3cret", 102);
    REQUIRE(ann > 0 && bob > ann && g1 > 0 && g2 > g1);
    CHECK_INT(store_game_player(st, g1, 0, ann), ==, 0);
    CHECK_INT(store_game_player(st, g1, 2, bob), ==, 0);
    CHECK_INT(store_game_player(st, g1, COUP_MAX_PLAYERS - 1, ann), ==, 0);

    snprintf(want, sizeof want, "%lld,0,%lld,0", (long long)ann,
             (long long)bob);
    CHECK_STR(seat_accounts(st, g1, 4), want);
    snprintf(want, sizeof want, "%lld,0", (long long)ann);
    CHECK_STR(seat_accounts(st, g1, 2), want);
    snprintf(want, sizeof want, "%lld,0,%lld,0,0,0,0,0,0,%lld",
             (long long)ann, (long long)bob, (long long)ann);
    CHECK_INT(COUP_MAX_PLAYERS, ==, 10);
    CHECK_STR(seat_accounts(st, g1, COUP_MAX_PLAYERS), want);
    CHECK_STR(seat_accounts(st, g1, 0), "");
    CHECK_INT(store_game_accounts(st, g1, NULL, 0), ==, 0);
    /* A game no account played; a game that is not there. */
    CHECK_STR(seat_accounts(st, g2, 3), "0,0,0");
    CHECK_STR(seat_accounts(st, g2 + 1, 3), "none");
    snprintf(want, sizeof want, "store_game_accounts: no game %lld",
             (long long)(g2 + 1));
    CHECK_ERROR(st, want);
    /* What only a bug asks. */
    CHECK_INT(store_game_accounts(st, g1, account, -1), <, 0);
    CHECK_ERROR(st, "store_game_accounts: game");
    CHECK_ERROR(st, ": -1 seats, not 0 to 10");
    CHECK_INT(store_game_accounts(st, g1, account, COUP_MAX_PLAYERS + 1), <,
              0);
    CHECK_ERROR(st, "seats, not 0 to 10");
    CHECK_INT(store_game_accounts(st, g1, NULL, 2), <, 0);
    CHECK_ERROR(st, "nowhere to put the accounts");
    CHECK_INT(account[0], ==, 5); /* untouched by a refusal */
    /* A deleted account played none. */
    CHECK_INT(store_account_delete(st, bob), ==, 0);
    snprintf(want, sizeof want, "%lld,0,0", (long long)ann);
    CHECK_STR(seat_accounts(st, g1, 3), want);
    store_close(st);
}

/* A deleted player's name replaced in a game's header, record and
 * names; the rest of the game as it was. */
/* A finished game's analysis: put, replaced, read back, across a new
 * opening; refused for a game not over or none, and for bad arguments;
 * left as it was when the game's names change. */
TEST(analyses_round_trip)
{
    tmp t;
    const char *target = fresh_target(&t);
    char want[128];
    REQUIRE(target != NULL);
    store *st = open_ok(target);
    REQUIRE(st != NULL);
    int64_t g1 = store_game_begin(st, "QWER", "h", "[\"Ann\",\"Bob\"]", NULL,
                                  100),
            g2 = store_game_begin(st, "ASDF", "h2", NULL, "s3cret", 101);
    REQUIRE(g1 > 0 && g2 > g1);
    CHECK_INT(store_game_end(st, g1, 0, "the record", 200), ==, 0);
    CHECK_STR(analysis_of(st, g1), "none");
    CHECK_INT(store_analysis_put(st, g1, 20000, 123, "{\"seats\":[]}"), ==, 0);
    CHECK_STR(analysis_of(st, g1), "20000:123:{\"seats\":[]}");
    /* Replaced, with the largest seed there is. */
    CHECK_INT(store_analysis_put(st, g1, 500, INT64_MAX,
                                 "{\"x\":\"Zoë 'O\\\"B'\"}"), ==, 0);
    snprintf(want, sizeof want, "500:%lld:{\"x\":\"Zoë 'O\\\"B'\"}",
             (long long)INT64_MAX);
    CHECK_STR(analysis_of(st, g1), want);
    /* A game not over, or none: nothing written, and why. */
    CHECK_INT(store_analysis_put(st, g2, 500, 1, "{}"), >, 0);
    snprintf(want, sizeof want, "game %lld is not over", (long long)g2);
    CHECK_ERROR(st, want);
    CHECK_STR(analysis_of(st, g2), "none");
    CHECK_INT(store_analysis_put(st, 999999, 500, 1, "{}"), >, 0);
    CHECK_ERROR(st, "no game 999999");
    /* Bad arguments. */
    CHECK_INT(store_analysis_put(st, g1, 500, 1, NULL), <, 0);
    CHECK_ERROR(st, "no analysis");
    CHECK_INT(store_analysis_put(st, g1, 500, 1, ""), <, 0);
    CHECK_ERROR(st, "an empty analysis");
    CHECK_INT(store_analysis_put(st, g1, 0, 1, "{}"), <, 0);
    CHECK_ERROR(st, "budget 0");
    CHECK_INT(store_analysis_get(st, g1, NULL, NULL, NULL), <, 0);
    CHECK_ERROR(st, "nowhere to put it");
    /* The player renamed (an account deleted): the analysis stays. */
    CHECK_INT(store_game_set_names(st, g1, "h'", "the record'", "[\"a\",\"b\"]"),
              ==, 0);
    snprintf(want, sizeof want, "500:%lld:{\"x\":\"Zoë 'O\\\"B'\"}",
             (long long)INT64_MAX);
    CHECK_STR(analysis_of(st, g1), want);
    store_close(st);
    /* Opened again: there still. */
    st = open_ok(target);
    REQUIRE(st != NULL);
    CHECK_STR(analysis_of(st, g1), want);
    store_close(st);
    CHECK_INT(tmp_remove(&t), ==, 0);
}

TEST(game_set_names)
{
    static const char secret[] = "s3cret";
    static const char names2[] = "[\"player 1\",\"Zoë 'O\\\"B'\"]";
    store *st = open_fresh();
    store_game g;
    int64_t g1, g2;
    char want[256];
    REQUIRE(st != NULL);

    g1 = store_game_begin(st, "QWER", "coup-record 1\nname 0 Ann\n",
                          "[\"Ann\",\"Bob\"]", NULL, 100);
    g2 = store_game_begin(st, "ASDF", "h2 Ann", "[\"Ann\"]", secret, 101);
    REQUIRE(g1 > 0 && g2 > g1);
    CHECK_INT(store_game_move(st, g1, 0, 0, "income", STORE_BY_TIMER), ==, 0);
    CHECK_INT(store_game_end(st, g1, 1, "coup-record 1\nname 0 Ann\n0 income\n",
                             200), ==, 0);
    CHECK_INT(store_game_move(st, g2, 0, 0, "income", 0), ==, 0);

    CHECK_INT(store_game_set_names(st, g1, "coup-record 1\nname 0 player1\n",
                                   "coup-record 1\nname 0 player1\n0 income\n",
                                   names2), ==, 0);
    CHECK_INT(store_game_get(st, g1, NULL, &g), ==, 0);
    CHECK_STR(g.header, "coup-record 1\nname 0 player1\n");
    CHECK_STR(g.record, "coup-record 1\nname 0 player1\n0 income\n");
    CHECK_STR(g.names, names2);
    CHECK_STR(g.code, "QWER");
    CHECK_INT(g.winner, ==, 1);
    CHECK_INT(g.started_s, ==, 100);
    CHECK_INT(g.finished_s, ==, 200);
    store_game_free(&g);
    CHECK_STR(moves(st, g1), "0:0:income@1;");
    snprintf(want, sizeof want, "%lld:QWER:1:100-200=%s;", (long long)g1,
             names2);
    CHECK_STR(recent(st, 10), want);
    /* No record: the record stays. */
    CHECK_INT(store_game_set_names(st, g1, "h", NULL, "[]"), ==, 0);
    CHECK_INT(store_game_get(st, g1, NULL, &g), ==, 0);
    CHECK_STR(g.header, "h");
    CHECK_STR(g.record, "coup-record 1\nname 0 player1\n0 income\n");
    CHECK_STR(g.names, "[]");
    store_game_free(&g);

    /* A game being played: header and names, and it goes on, unlisted,
     * behind its secret still. */
    CHECK_INT(store_game_set_names(st, g2, "h2 'x'", NULL, "[\"x\"]"), ==, 0);
    CHECK_INT(store_game_get(st, g2, NULL, &g), >, 0);
    CHECK_INT(store_game_get(st, g2, secret, &g), ==, 0);
    CHECK_STR(g.header, "h2 'x'");
    CHECK(g.record == NULL);
    CHECK_STR(g.names, "[\"x\"]");
    CHECK_INT(g.secret, ==, 1);
    store_game_free(&g);
    CHECK_INT(store_game_move(st, g2, 1, 1, "tax", 0), ==, 0);
    CHECK_STR(moves(st, g2), "0:0:income;1:1:tax;");

    /* Refused, nothing written. */
    CHECK_INT(store_game_set_names(st, g2, "h", "a record", "[]"), <, 0);
    snprintf(want, sizeof want, "store_game_set_names: game %lld is not"
             " over: it has no record to replace", (long long)g2);
    CHECK_ERROR(st, want);
    CHECK_INT(store_game_set_names(st, g2 + 100, "h", NULL, "[]"), >, 0);
    snprintf(want, sizeof want, "store_game_set_names: no game %lld",
             (long long)g2 + 100);
    CHECK_ERROR(st, want);
    CHECK_INT(store_game_set_names(st, g1, NULL, NULL, "[]"), <, 0);
    CHECK_ERROR(st, "store_game_set_names: no header");
    CHECK_INT(store_game_set_names(st, g1, "h", NULL, NULL), <, 0);
    CHECK_ERROR(st, "store_game_set_names: no names");
    CHECK_INT(store_game_set_names(st, g1, "h", NULL, ""), <, 0);
    CHECK_ERROR(st, "store_game_set_names: empty names");
    CHECK_INT(store_game_get(st, g2, secret, &g), ==, 0);
    CHECK_STR(g.header, "h2 'x'");
    CHECK(g.record == NULL);
    store_game_free(&g);
    CHECK_INT(store_game_get(st, g1, NULL, &g), ==, 0);
    CHECK_STR(g.header, "h");
    CHECK_STR(g.names, "[]");
    store_game_free(&g);
    store_close(st);
}

/* The new writes in a transaction: lost together by a rollback, kept by
 * a commit; a key taken inside one is no failure, and the transaction
 * goes on (in PostgreSQL, a broken unique key would have aborted it). */
TEST(accounts_in_transactions)
{
    store *st = open_fresh();
    store_account a;
    sid s1 = session_id(1), s2 = session_id(2);
    int64_t game, ann, bob, cy;
    char want[128];
    REQUIRE(st != NULL);

    game = store_game_begin(st, "QWER", "h", NULL, NULL, 100);
    REQUIRE(game > 0);
    CHECK_INT(store_begin(st), ==, 0);
    ann = store_account_new(st, "Ann", "ann", "h", 100);
    CHECK_INT(ann, >, 0);
    CHECK_INT(store_session_put(st, s1.hex, ann, 100, 200), ==, 0);
    CHECK_INT(store_game_player(st, game, 0, ann), ==, 0);
    CHECK_INT(session_account(st, s1.hex, 150), ==, ann);
    store_rollback(st);
    CHECK_INT(store_account_by_key(st, "ann", &a), >, 0);
    CHECK_INT(session_account(st, s1.hex, 150), ==, 0);
    CHECK_STR(played(st, ann, 10), "");

    CHECK_INT(store_begin(st), ==, 0);
    ann = store_account_new(st, "Ann", "ann", "h", 100);
    CHECK_INT(ann, >, 0);
    CHECK_INT(store_account_new(st, "Ann 2", "ann", "h", 100), ==, 0);
    bob = store_account_new(st, "Bob", "bob", "h", 100);
    CHECK_INT(bob, >, ann);
    CHECK_INT(store_session_put(st, s1.hex, ann, 100, 200), ==, 0);
    CHECK_INT(store_session_put(st, s2.hex, 999999, 100, 200), >, 0);
    CHECK_INT(store_game_player(st, game, 0, ann), ==, 0);
    CHECK_INT(store_account_set_hash(st, bob, "h2"), ==, 0);
    CHECK_INT(store_commit(st), ==, 0);
    CHECK_INT(store_account_by_key(st, "ann", &a), ==, 0);
    CHECK_STR(a.name, "Ann");
    CHECK_INT(store_account_by_id(st, bob, &a), ==, 0);
    CHECK_STR(a.hash, "h2");
    CHECK_INT(session_account(st, s1.hex, 150), ==, ann);
    snprintf(want, sizeof want, "%lld:QWER:0:-1:100-0;", (long long)game);
    CHECK_STR(played(st, ann, 10), want);

    /* A deletion rolled back: all back. */
    CHECK_INT(store_begin(st), ==, 0);
    CHECK_INT(store_account_delete(st, ann), ==, 0);
    CHECK_INT(store_sessions_expire(st, INT64_MAX), ==, 0);
    cy = store_account_new(st, "Cy", "cy", "h", 100);
    CHECK_INT(cy, >, bob);
    store_rollback(st);
    CHECK_INT(session_account(st, s1.hex, 150), ==, ann);
    CHECK_STR(played(st, ann, 10), want);
    CHECK_INT(store_account_by_key(st, "cy", &a), >, 0);
    store_close(st);
}

/* Accounts, sessions and seats outlive the store that wrote them; an id
 * is not given again after a restart either. */
TEST(accounts_survive_reopen)
{
    tmp t;
    store *st;
    store_account a;
    sid s1 = session_id(1);
    int64_t ann = 0, bob = 0, game = 0;
    char want[128];
    const char *target = fresh_target(&t);

    REQUIRE(target != NULL);
    st = open_ok(target);
    if (st != NULL) {
        ann = store_account_new(st, "Zoë 'Ann'", "zoë 'ann'", HASH_A, 100);
        bob = store_account_new(st, "Bob", "bob", "h", 101);
        game = store_game_begin(st, "QWER", "h", NULL, NULL, 102);
        CHECK_INT(store_game_player(st, game, 2, ann), ==, 0);
        CHECK_INT(store_session_put(st, s1.hex, ann, 100, 200), ==, 0);
        CHECK_INT(store_account_delete(st, bob), ==, 0);
        store_close(st);
        st = open_ok(target);
    }
    if (st != NULL) {
        CHECK_INT(store_account_by_key(st, "zoë 'ann'", &a), ==, 0);
        CHECK_INT(a.id, ==, ann);
        CHECK_STR(a.name, "Zoë 'Ann'");
        CHECK_STR(a.hash, HASH_A);
        CHECK_INT(a.created_s, ==, 100);
        CHECK_INT(session_account(st, s1.hex, 199), ==, ann);
        snprintf(want, sizeof want, "%lld:QWER:2:-1:102-0;", (long long)game);
        CHECK_STR(played(st, ann, 10), want);
        CHECK_INT(store_account_new(st, "Cy", "cy", "h", 103), >, bob);
        store_close(st);
    }
    CHECK_INT(tmp_remove(&t), ==, 0);
}

/* ------------------------------------------------------- files */

TEST(survives_close_and_reopen)
{
    tmp t;
    store *st;
    store_game g;
    int64_t id = 0, id2 = 0;
    char want[160];
    const char *target = fresh_target(&t);

    REQUIRE(target != NULL);
    st = open_ok(target);
    if (st != NULL) {
        CHECK_INT(store_room_put(st, "QWER", "{\"a\":1}"), ==, 0);
        CHECK_INT(store_room_put(st, "ASDF", "{\"b\":2}"), ==, 0);
        id = store_game_begin(st, "QWER", "header", NAMES, NULL, 10);
        CHECK_INT(store_game_move(st, id, 0, 0, "income", 0), ==, 0);
        CHECK_INT(store_game_move(st, id, 1, COUP_CHANCE, "draw duke", 0), ==, 0);
        CHECK_INT(store_game_end(st, id, 1, "record", 20), ==, 0);
        id2 = store_game_begin(st, "ASDF", "header 2", NULL, NULL, 30);
        CHECK_INT(store_game_move(st, id2, 0, 1, "tax", 0), ==, 0);
        store_close(st);

        st = open_ok(target);
    }
    if (st != NULL) {
        CHECK_STR(rooms(st), "QWER={\"a\":1};ASDF={\"b\":2};");
        CHECK_STR(moves(st, id), "0:0:income;1:-1:draw duke;");
        CHECK_STR(moves(st, id2), "0:1:tax;");
        snprintf(want, sizeof want, "%lld:QWER:1:10-20=%s;", (long long)id,
                 NAMES);
        CHECK_STR(recent(st, 5), want);
        CHECK_INT(store_game_get(st, id, NULL, &g), ==, 0);
        CHECK_STR(g.names, NAMES);
        store_game_free(&g);
        CHECK_INT(store_game_get(st, id2, NULL, &g), ==, 0);
        CHECK_STR(g.header, "header 2");
        CHECK(g.record == NULL && g.names == NULL);
        store_game_free(&g);
        /* The unfinished game goes on where it was. */
        CHECK_INT(store_game_move(st, id2, 1, 0, "income", 0), ==, 0);
        CHECK_INT(store_game_move(st, id2, 1, 0, "income", 0), <, 0);
        /* Ids are not reused. */
        CHECK_INT(store_game_begin(st, "ZXCV", "h", NULL, NULL, 40), >, id2);
        store_close(st);
    }
    CHECK_INT(tmp_remove(&t), ==, 0);
}

TEST(open_refused)
{
    if (pg_uri != NULL)
        TEST_SKIP("SQLite only");
    tmp t;
    char why[256], path[160];
    store *st;
    sqlite3 *db;

    REQUIRE(tmp_make(&t) == 0);

    /* A directory that does not exist. */
    snprintf(path, sizeof path, "%s/no/such/dir.db", t.dir);
    why[0] = '\0';
    CHECK(store_open(path, why, sizeof why) == NULL);
    CHECK(strstr(why, path) != NULL);
    CHECK(strstr(why, "open") != NULL);
    /* A directory. */
    why[0] = '\0';
    CHECK(store_open(t.dir, why, sizeof why) == NULL);
    CHECK(strstr(why, t.dir) != NULL);
    CHECK(store_open("", why, sizeof why) == NULL);
    CHECK(store_open(NULL, why, sizeof why) == NULL);

    /* A text file: refused and left as it was. */
    snprintf(path, sizeof path, "%s/text.db", t.dir);
    CHECK_INT(write_file(path, "players 3\nnot a database at all, but long"
                         " enough to have a header of its own if it were one"
                         " of those: a hundred bytes or so.\n"), ==, 0);
    why[0] = '\0';
    CHECK(store_open(path, why, sizeof why) == NULL);
    CHECK(strstr(why, path) != NULL);
    if (!CHECK(strstr(why, "not a database") != NULL))
        fprintf(stderr, "    why: %s\n", why);
    CHECK(strncmp(read_file(path), "players 3\nnot a database", 24) == 0);

    /* Another program's database. */
    snprintf(path, sizeof path, "%s/other.db", t.dir);
    if (CHECK(sqlite3_open(path, &db) == SQLITE_OK))
        CHECK(sqlite3_exec(db, "CREATE TABLE t(x)", NULL, NULL, NULL) == SQLITE_OK);
    sqlite3_close(db);
    why[0] = '\0';
    CHECK(store_open(path, why, sizeof why) == NULL);
    CHECK(strstr(why, path) != NULL);
    CHECK(strstr(why, "not coup's") != NULL);

    /* A database of a newer coup. */
    snprintf(path, sizeof path, "%s/newer.db", t.dir);
    st = open_ok(path);
    if (st != NULL) {
        CHECK_INT(store_room_put(st, "QWER", "{}"), ==, 0);
        store_close(st);
    }
    if (CHECK(sqlite3_open(path, &db) == SQLITE_OK))
        CHECK(sqlite3_exec(db, "PRAGMA user_version=99", NULL, NULL, NULL) ==
              SQLITE_OK);
    sqlite3_close(db);
    why[0] = '\0';
    CHECK(store_open(path, why, sizeof why) == NULL);
    CHECK(strstr(why, path) != NULL);
    if (!CHECK(strstr(why, "version 99 is newer") != NULL))
        fprintf(stderr, "    why: %s\n", why);

    CHECK_INT(tmp_remove(&t), ==, 0);
}

TEST(file_in_wal_mode)
{
    if (pg_uri != NULL)
        TEST_SKIP("SQLite only");
    tmp t;
    store *st;
    sqlite3 *db;
    sqlite3_stmt *s;

    REQUIRE(tmp_make(&t) == 0);
    st = open_ok(t.db);
    store_close(st);
    if (CHECK(sqlite3_open(t.db, &db) == SQLITE_OK) &&
        CHECK(sqlite3_prepare_v2(db, "PRAGMA journal_mode", -1, &s, NULL) ==
              SQLITE_OK)) {
        CHECK(sqlite3_step(s) == SQLITE_ROW);
        CHECK_STR((const char *)sqlite3_column_text(s, 0), "wal");
        sqlite3_finalize(s);
    }
    sqlite3_close(db);
    CHECK_INT(tmp_remove(&t), ==, 0);
}

static long long file_size(const char *path)
{
    struct stat sb;
    return stat(path, &sb) == 0 ? (long long)sb.st_size : -1;
}

/* The WAL is copied into the database file by the store's own thread,
 * not by the writes (SQLite's automatic checkpoint is off): moves far
 * fewer than its 1,000 pages reach the file, and no write waits; a large
 * WAL is emptied. */
TEST(wal_checkpointed_by_a_thread)
{
    if (pg_uri != NULL)
        TEST_SKIP("SQLite only");
    tmp t;
    store *st;
    char wal[sizeof t.db + 8];
    int64_t id;

    REQUIRE(tmp_make(&t) == 0);
    snprintf(wal, sizeof wal, "%s-wal", t.db);
    st = open_ok(t.db);
    REQUIRE(st != NULL);
    /* Whether the tables are in the file yet or not, the checkpoint of
     * the moves (or theirs) makes it grow. */
    long long before = file_size(t.db);
    id = store_game_begin(st, "QWER", "h", NULL, NULL, 1);
    CHECK_INT(store_begin(st), ==, 0);
    for (int n = 0; n < 400; n++)
        CHECK_INT(store_game_move(st, id, n, n % 4, "income", 0), ==, 0);
    CHECK_INT(store_commit(st), ==, 0);
    CHECK_INT(file_size(wal), >, 0);
    double until = now_s() + DEADLINE_S;
    while (file_size(t.db) <= before && now_s() < until)
        poll(NULL, 0, 10);
    CHECK_INT(file_size(t.db), >, before);
    /* Past 1,024 pages in the WAL, the WAL is emptied: it does not grow
     * without end. One commit of 6 MB puts 1,500 pages in it at once,
     * whatever the checkpointer does meanwhile; the file shrinks only by
     * the truncation (a passive checkpoint, or a restart, leaves it as
     * long as it was). */
    size_t big = 1u << 20;
    char *json = malloc(big + 1);
    REQUIRE(json != NULL);
    memset(json, 'x', big);
    json[big] = '\0';
    CHECK_INT(store_begin(st), ==, 0);
    for (int i = 0; i < 6; i++) {
        char code[8];
        snprintf(code, sizeof code, "BIG%d", i);
        CHECK_INT(store_room_put(st, code, json), ==, 0);
    }
    CHECK_INT(store_commit(st), ==, 0);
    free(json);
    until = now_s() + DEADLINE_S;
    while (file_size(wal) > 0 && now_s() < until)
        poll(NULL, 0, 10);
    CHECK_INT(file_size(wal), ==, 0);
    CHECK_INT(store_game_move(st, id, 400, 0, "income", 0), ==, 0);
    store_close(st);
    CHECK_INT(tmp_remove(&t), ==, 0);
}

/* ------------------------------------------------------ kill -9 */

/* The child: writes up to `n` moves to a new game, and after each one
 * returns, its number on fd. Never returns. */
static void kill_child(const char *path, int fd, int n)
{
    char why[256];
    store *st = store_open(path, why, sizeof why);
    int64_t id = st != NULL ? store_game_begin(st, "KILL", "h", NULL, NULL, 1) : -1;

    if (id <= 0 || write(fd, &id, sizeof id) != (ssize_t)sizeof id)
        _exit(2);
    for (int i = 0; i < n; i++) {
        int64_t done = i;
        if (store_game_move(st, id, i, i % 3 - 1, "income", 0) < 0)
            _exit(3);
        if (write(fd, &done, sizeof done) != (ssize_t)sizeof done)
            _exit(4);
        /* Also rooms, replaced on each move. */
        if (store_room_put(st, "KILL", i % 2 ? "{\"odd\":1}" : "{}") < 0)
            _exit(5);
    }
    _exit(0);
}

static void count_move(void *ctx, int n, int seat, const char *move, int by)
{
    int *next = ctx;
    CHECK_INT(by, ==, STORE_BY_SEAT);
    CHECK_INT(n, ==, *next);
    CHECK_INT(seat, ==, n % 3 - 1);
    CHECK_STR(move, "income");
    (*next)++;
}

TEST(survives_kill_9)
{
    enum { MOVES = 1000000, KILL_AFTER = 300 };
    tmp t;
    int fd[2], status = 0, stored = 0;
    int64_t id = -1, last = -1, v;
    pid_t pid;
    store *st;
    const char *target = fresh_target(&t);

    REQUIRE(target != NULL);
    if (!CHECK(pipe(fd) == 0)) {
        tmp_remove(&t);
        return;
    }
    fflush(NULL);
    pid = fork();
    if (pid == 0) {
        close(fd[0]);
        kill_child(target, fd[1], MOVES);
    }
    close(fd[1]);
    if (CHECK(pid > 0)) {
        /* Killed as soon as it reported KILL_AFTER moves, mid-write. */
        CHECK(read(fd[0], &id, sizeof id) == (ssize_t)sizeof id);
        while (read(fd[0], &v, sizeof v) == (ssize_t)sizeof v) {
            last = v;
            if (v == KILL_AFTER - 1)
                kill(pid, SIGKILL);
        }
        CHECK(waitpid(pid, &status, 0) == pid);
        CHECK(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL);
    }
    close(fd[0]);
    CHECK_INT(last, >=, KILL_AFTER - 1);
    /* PostgreSQL finishes the statement the child was killed in. */
    if (pg_uri != NULL)
        CHECK(pg_wait_no_store());

    st = open_ok(target);
    if (st != NULL) {
        CHECK_INT(store_game_moves(st, id, count_move, &stored), ==, 0);
        /* Every move reported is there; perhaps one more, written but
         * killed before it could say so. */
        CHECK_INT(stored, >=, last + 1);
        CHECK_INT(stored, <=, last + 2);
        CHECK_INT(store_game_move(st, id, stored, 0, "income", 0), ==, 0);
        CHECK(strncmp(rooms(st), "KILL={", 6) == 0);
        store_close(st);
    }
    CHECK_INT(tmp_remove(&t), ==, 0);
}

/* ---------------------------------------------------- PostgreSQL */

TEST(pg_open_refused)
{
    if (pg_uri == NULL)
        TEST_SKIP("PostgreSQL only");
    tmp t;
    char why[512], uri[256], text[16];
    store *st;
    PGconn *conn;

    REQUIRE(tmp_make(&t) == 0);
    /* No server: an empty folder where its socket would be. */
    snprintf(uri, sizeof uri, "postgresql:///coup_test?host=%s", t.dir);
    why[0] = '\0';
    CHECK(store_open(uri, why, sizeof why) == NULL);
    CHECK_WHY(why, uri);
    CHECK_WHY(why, "cannot connect");
    /* The reason shows no password. */
    snprintf(uri, sizeof uri, "postgres://coup:s3cret@/coup_test?host=%s"
             "&password=0ther", t.dir);
    why[0] = '\0';
    CHECK(store_open(uri, why, sizeof why) == NULL);
    CHECK_WHY(why, "postgres://coup:***@/coup_test?host=");
    CHECK_WHY(why, "&password=***: cannot connect");
    CHECK(strstr(why, "s3cret") == NULL && strstr(why, "0ther") == NULL);
    /* A URI libpq refuses. */
    why[0] = '\0';
    CHECK(store_open("postgresql://localhost/coup_test?no_such_option=1", why,
                     sizeof why) == NULL);
    CHECK_WHY(why, "postgresql://localhost/coup_test?no_such_option=1: ");
    CHECK_WHY(why, "\"no_such_option\"");
    /* A database that does not exist. */
    snprintf(uri, sizeof uri, "%s&dbname=no_such_db", pg_uri);
    why[0] = '\0';
    CHECK(store_open(uri, why, sizeof why) == NULL);
    CHECK_WHY(why, uri);
    CHECK_WHY(why, "\"no_such_db\" does not exist");
    CHECK_INT(tmp_remove(&t), ==, 0);

    /* Tables of another program under coup's names: refused, and left as
     * they were (none of coup's made beside them). */
    pg_empty();
    conn = pg_connect();
    pg_run(conn, "CREATE TABLE rooms(x integer)", NULL, 0);
    why[0] = '\0';
    CHECK(store_open(pg_uri, why, sizeof why) == NULL);
    CHECK_WHY(why, pg_uri);
    CHECK_WHY(why, "not coup's");
    pg_run(conn, "SELECT to_regclass('coup_schema') IS NULL AND"
           " to_regclass('games') IS NULL", text, sizeof text);
    CHECK_STR(text, "t");
    pg_run(conn, "SELECT count(*) FROM rooms WHERE x IS NULL", text,
           sizeof text);
    CHECK_STR(text, "0");
    /* So with a table named as one of version 4's. */
    pg_empty();
    pg_run(conn, "CREATE TABLE sessions(x integer)", NULL, 0);
    why[0] = '\0';
    CHECK(store_open(pg_uri, why, sizeof why) == NULL);
    CHECK_WHY(why, "not coup's");
    pg_run(conn, "SELECT to_regclass('coup_schema') IS NULL AND"
           " to_regclass('accounts') IS NULL", text, sizeof text);
    CHECK_STR(text, "t");
    pg_run(conn, "DROP TABLE sessions", NULL, 0);

    /* A database of a newer coup. */
    pg_empty();
    st = open_ok(pg_uri);
    store_close(st);
    pg_run(conn, "UPDATE coup_schema SET version = 99", NULL, 0);
    why[0] = '\0';
    CHECK(store_open(pg_uri, why, sizeof why) == NULL);
    CHECK_WHY(why, pg_uri);
    CHECK_WHY(why, "version 99 is newer");
    PQfinish(conn);
}

/* Two servers on one database: each sees the other's rooms and games,
 * and their game ids never collide. */
TEST(pg_two_servers)
{
    if (pg_uri == NULL)
        TEST_SKIP("PostgreSQL only");
    store *a = open_fresh(), *b = a != NULL ? open_ok(pg_uri) : NULL;
    int64_t ids[20];
    char want[256];

    if (a == NULL || b == NULL) {
        store_close(a);
        return;
    }
    CHECK_INT(store_room_put(a, "AAAA", "{\"by\":\"a\"}"), ==, 0);
    CHECK_INT(store_room_put(b, "BBBB", "{\"by\":\"b\"}"), ==, 0);
    CHECK_INT(store_room_put(a, "CCCC", "{}"), ==, 0);
    /* Replaced by the other, a room keeps its place. */
    CHECK_INT(store_room_put(b, "AAAA", "{\"by\":\"b\"}"), ==, 0);
    CHECK_STR(rooms(a), "AAAA={\"by\":\"b\"};BBBB={\"by\":\"b\"};CCCC={};");
    CHECK_STR(rooms(b), "AAAA={\"by\":\"b\"};BBBB={\"by\":\"b\"};CCCC={};");
    CHECK_INT(store_room_delete(b, "CCCC"), ==, 0);
    CHECK_INT(store_room_delete(a, "CCCC"), <, 0);
    CHECK_ERROR(a, "no room \"CCCC\"");
    CHECK_STR(rooms(a), "AAAA={\"by\":\"b\"};BBBB={\"by\":\"b\"};");

    /* Games begun by each in turn: every id new. */
    for (int i = 0; i < 20; i++) {
        ids[i] = store_game_begin(i % 2 != 0 ? b : a, "AAAA", "h", NULL, NULL,
                                  100 + i);
        CHECK_INT(ids[i], >, i > 0 ? ids[i - 1] : 0);
    }
    /* One game's moves, written through either: a number once. */
    CHECK_INT(store_game_move(a, ids[1], 0, 0, "income", 0), ==, 0);
    CHECK_INT(store_game_move(b, ids[1], 1, 1, "tax", 0), ==, 0);
    CHECK_INT(store_game_move(a, ids[1], 1, 1, "tax", 0), <, 0);
    CHECK_ERROR(a, "move 1 is already written (the next is 2)");
    CHECK_STR(moves(a, ids[1]), "0:0:income;1:1:tax;");
    CHECK_STR(moves(b, ids[1]), "0:0:income;1:1:tax;");

    /* Ended by one, listed by both; ended once. */
    CHECK_INT(store_game_end(a, ids[1], 1, "r1", 500), ==, 0);
    CHECK_INT(store_game_end(b, ids[2], 0, "r2", 400), ==, 0);
    CHECK_INT(store_game_end(b, ids[1], 0, "r", 600), <, 0);
    CHECK_ERROR(b, "already over");
    snprintf(want, sizeof want, "%lld:AAAA:1:101-500;%lld:AAAA:0:102-400;",
             (long long)ids[1], (long long)ids[2]);
    CHECK_STR(recent(a, 10), want);
    CHECK_STR(recent(b, 10), want);
    store_close(a);
    store_close(b);
}

enum { RACE_GAMES = 50 };

/* A child of pg_servers_racing: at the start (fd `go` closed), opens its
 * store, puts room `code`, begins RACE_GAMES games with a move each, and
 * writes their ids on fd `out`. Exits 0, or with the step that failed. */
static void racer(int go, int out, const char *code)
{
    char why[512], c;
    store *st;

    if (read(go, &c, 1) != 0)
        _exit(2);
    st = store_open(pg_uri, why, sizeof why);
    if (st == NULL) {
        fprintf(stderr, "    %s: %s\n", code, why);
        _exit(3);
    }
    if (store_room_put(st, code, "{}") < 0)
        _exit(4);
    for (int i = 0; i < RACE_GAMES; i++) {
        int64_t id = store_game_begin(st, code, "h", NULL, NULL, 1 + i);
        if (id <= 0 || store_game_move(st, id, 0, 0, "income", 0) < 0 ||
            write(out, &id, sizeof id) != (ssize_t)sizeof id)
            _exit(5);
    }
    store_close(st);
    _exit(0);
}

/* Two servers started at once on a new database: both make the tables
 * (one waits for the other), and their games, begun at the same time,
 * never share an id. */
TEST(pg_servers_racing)
{
    if (pg_uri == NULL)
        TEST_SKIP("PostgreSQL only");
    enum { RACERS = 2 };
    static const char *const codes[RACERS] = {"RAC0", "RAC1"};
    int go[2], out[2], status;
    pid_t pid[RACERS];
    int64_t ids[RACERS * RACE_GAMES], id;
    size_t count = 0;
    store *st;
    store_game g;

    pg_empty();
    REQUIRE(pipe(go) == 0);
    REQUIRE(pipe(out) == 0);
    fflush(NULL);
    for (int i = 0; i < RACERS; i++) {
        pid[i] = fork();
        if (pid[i] == 0) {
            close(go[1]);
            close(out[0]);
            racer(go[0], out[1], codes[i]);
        }
    }
    close(go[0]);
    close(out[1]);
    close(go[1]); /* the start */
    while (count < RACERS * RACE_GAMES &&
           read(out[0], &id, sizeof id) == (ssize_t)sizeof id)
        ids[count++] = id;
    close(out[0]);
    for (int i = 0; i < RACERS; i++) {
        if (!CHECK(pid[i] > 0))
            continue;
        CHECK(waitpid(pid[i], &status, 0) == pid[i]);
        CHECK_INT(WIFEXITED(status) ? WEXITSTATUS(status) : -1, ==, 0);
    }
    CHECK_INT(count, ==, RACERS * RACE_GAMES);
    for (size_t i = 0; i < count; i++)
        for (size_t j = i + 1; j < count; j++)
            CHECK_INT(ids[i], !=, ids[j]);

    st = open_ok(pg_uri);
    if (st == NULL)
        return;
    CHECK(strstr(rooms(st), "RAC0={};") != NULL);
    CHECK(strstr(rooms(st), "RAC1={};") != NULL);
    for (size_t i = 0; i < count; i++) {
        CHECK_STR(moves(st, ids[i]), "0:0:income;");
        CHECK_INT(store_game_get(st, ids[i], NULL, &g), ==, 0);
        CHECK(strncmp(g.code, "RAC", 3) == 0);
        store_game_free(&g);
    }
    store_close(st);
}

/* An administrator ends the store's idle session (a restart of the
 * database looks the same to it): the next call notices, makes the
 * connection again, and succeeds, reads and writes alike. */
TEST(pg_reconnects)
{
    if (pg_uri == NULL)
        TEST_SKIP("PostgreSQL only");
    store *st = open_fresh();
    PGconn *admin;
    int64_t id;

    REQUIRE(st != NULL);
    admin = pg_connect();
    CHECK_INT(store_room_put(st, "AAAA", "{}"), ==, 0);
    id = store_game_begin(st, "AAAA", "h", NULL, NULL, 100);
    CHECK_INT(store_game_move(st, id, 0, 0, "income", 0), ==, 0);

    CHECK_INT(pg_terminate_stores(admin, 0), ==, 1);
    CHECK_INT(store_game_move(st, id, 1, 1, "tax", 0), ==, 0);
    CHECK_STR(store_error(st), "");
    CHECK_INT(pg_terminate_stores(admin, 0), ==, 1);
    CHECK_STR(moves(st, id), "0:0:income;1:1:tax;");
    CHECK_INT(pg_terminate_stores(admin, 0), ==, 1);
    CHECK_INT(store_room_put(st, "BBBB", "{}"), ==, 0);
    CHECK_STR(rooms(st), "AAAA={};BBBB={};");
    /* The accounts' statements are prepared again too. */
    sid s1 = session_id(1);
    CHECK_INT(pg_terminate_stores(admin, 0), ==, 1);
    int64_t ann = store_account_new(st, "Ann", "ann", "h", 100);
    CHECK_INT(ann, >, 0);
    CHECK_INT(pg_terminate_stores(admin, 0), ==, 1);
    CHECK_INT(store_session_put(st, s1.hex, ann, 100, 200), ==, 0);
    CHECK_INT(pg_terminate_stores(admin, 0), ==, 1);
    CHECK_INT(session_account(st, s1.hex, 150), ==, ann);
    CHECK_INT(pg_terminate_stores(admin, 0), ==, 1);
    CHECK_INT(store_game_player(st, id, 0, ann), ==, 0);
    CHECK_INT(pg_terminate_stores(admin, 0), ==, 1);
    CHECK_INT(store_account_delete(st, ann), ==, 0);
    CHECK_INT(session_account(st, s1.hex, 150), ==, 0);
    PQfinish(admin);
    store_close(st);
}

/* The session ends inside a transaction: its writes are gone, so the
 * next write and the commit fail and say so, rather than go on in a new
 * session as if nothing was lost; after a rollback it works again. */
TEST(pg_lost_in_transaction)
{
    if (pg_uri == NULL)
        TEST_SKIP("PostgreSQL only");
    store *st = open_fresh();
    PGconn *admin;
    int64_t id;

    REQUIRE(st != NULL);
    admin = pg_connect();
    id = store_game_begin(st, "AAAA", "h", NULL, NULL, 100);
    CHECK_INT(store_begin(st), ==, 0);
    CHECK_INT(store_game_move(st, id, 0, 0, "income", 0), ==, 0);
    CHECK_INT(pg_terminate_stores(admin, 0), ==, 1);
    CHECK_INT(store_game_move(st, id, 1, 1, "tax", 0), <, 0);
    CHECK(strstr(store_error(st), "postgresql") != NULL);
    CHECK_INT(store_commit(st), <, 0);
    CHECK(!store_in_tx(st));
    /* The transaction of the first commit attempt is over: a new one. */
    CHECK_INT(store_begin(st), ==, 0);
    CHECK_INT(store_game_move(st, id, 0, 0, "income", 0), ==, 0);
    CHECK_INT(store_commit(st), ==, 0);
    CHECK_STR(moves(st, id), "0:0:income;");
    PQfinish(admin);
    store_close(st);
}

/* The child of pg_lost_mid_call: once a store waits for the lock, ends
 * its session; if none ever does, ends the session holding the lock
 * instead (pid `holder`), so that the parent is not stuck. */
static void end_waiting_store(int holder)
{
    PGconn *conn = PQconnectdb(pg_uri);
    double until = now_s() + DEADLINE_S;
    char sql[64];

    while (PQstatus(conn) == CONNECTION_OK && now_s() < until) {
        if (pg_terminate_stores(conn, 1) > 0)
            _exit(0);
        poll(NULL, 0, 10);
    }
    snprintf(sql, sizeof sql, "SELECT pg_terminate_backend(%d)", holder);
    PQclear(PQexec(conn, sql));
    _exit(1);
}

/* The session ends while a call waits for its statement: that call fails
 * and says why; the next one makes the connection again. */
TEST(pg_lost_mid_call)
{
    if (pg_uri == NULL)
        TEST_SKIP("PostgreSQL only");
    store *st = open_fresh();
    PGconn *holder;
    pid_t pid;
    int status = -1;

    REQUIRE(st != NULL);
    CHECK_INT(store_room_put(st, "AAAA", "{}"), ==, 0);
    holder = pg_connect();
    pg_run(holder, "BEGIN", NULL, 0);
    pg_run(holder, "LOCK TABLE rooms", NULL, 0);
    fflush(NULL);
    pid = fork();
    if (pid == 0)
        end_waiting_store(PQbackendPID(holder));
    if (CHECK(pid > 0)) {
        CHECK_INT(store_room_put(st, "BBBB", "{}"), <, 0);
        CHECK_ERROR(st, "store_room_put: postgresql: connection lost: ");
        CHECK(waitpid(pid, &status, 0) == pid);
        CHECK_INT(WIFEXITED(status) ? WEXITSTATUS(status) : -1, ==, 0);
    }
    pg_run(holder, "ROLLBACK", NULL, 0);
    PQfinish(holder);
    CHECK_INT(store_room_put(st, "BBBB", "{}"), ==, 0);
    CHECK_STR(rooms(st), "AAAA={};BBBB={};");
    store_close(st);
}

int main(void)
{
    const char *env = getenv("COUP_TEST_PG");
    /* SQLite (pg_uri NULL), then PostgreSQL if there is one: every test
     * runs on both, but those of one backend only (TEST_SKIP). */
    const char *const backends[] = {NULL, env};

    for (int b = 0; b < 2; b++) {
        pg_uri = backends[b];
        if (b > 0 && (pg_uri == NULL || *pg_uri == '\0')) {
            printf("# postgresql: skipped (COUP_TEST_PG not set;"
                   " tests/server/with-postgres.sh sets it)\n");
            break;
        }
        printf("# %s\n", pg_uri != NULL ? pg_uri : "sqlite");
        test_run_all();
    }
    TEST_MAIN_END();
}
