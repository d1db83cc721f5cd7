/*
 * test_store.c - the server's SQLite store (src/server/store.h).
 *
 * Rooms and games must come back as they were put, in order; the store
 * must refuse what only a bug would ask of it (a gap or a repeat in the
 * moves, an unknown game, a file that is not its database, a database of
 * a newer version), changing nothing; what it has written must survive
 * closing, and a process killed with SIGKILL right after a write returned.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

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
    char why[256] = "";
    store *st = store_open(path, why, sizeof why);
    if (!CHECK(st != NULL))
        fprintf(stderr, "    store_open(%s): %s\n", path, why);
    return st;
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

/* The moves of a game, as "n:seat:move;...". */
static void list_move(void *ctx, int n, int seat, const char *move)
{
    listing *l = ctx;
    size_t len = strlen(l->text);
    snprintf(l->text + len, sizeof l->text - len, "%d:%d:%s;", n, seat, move);
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

/* ------------------------------------------------------------- rooms */

TEST(rooms_round_trip)
{
    store *st = open_ok(":memory:");
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
    store *st = open_ok(":memory:");
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
    store *st = open_ok(":memory:");
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
    store *st = open_ok(":memory:");
    store_game g;
    int64_t id, other;
    char want[256];
    REQUIRE(st != NULL);

    id = store_game_begin(st, "QWER", "coup-record 1\nplayers 2\n", NULL,
                          1000);
    CHECK_INT(id, >, 0);
    other = store_game_begin(st, "ASDF", "coup-record 1\nplayers 3\n",
                             NAMES, 1001);
    CHECK_INT(other, >, id);

    CHECK_INT(store_game_get(st, id, &g), ==, 0);
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
    CHECK_INT(store_game_get(st, other, &g), ==, 0);
    CHECK_STR(g.header, "coup-record 1\nplayers 3\n");
    CHECK_STR(g.names, NAMES);
    store_game_free(&g);
    CHECK(g.names == NULL);

    CHECK_STR(moves(st, id), "");
    CHECK_INT(store_game_move(st, id, 0, 0, "income"), ==, 0);
    CHECK_INT(store_game_move(st, other, 0, 0, "tax"), ==, 0);
    CHECK_INT(store_game_move(st, id, 1, 1, "foreign-aid"), ==, 0);
    CHECK_INT(store_game_move(st, id, 2, COUP_CHANCE, "draw duke"), ==, 0);
    CHECK_INT(store_game_move(st, id, 3, 0, "block duke"), ==, 0);
    CHECK_STR(moves(st, id),
              "0:0:income;1:1:foreign-aid;2:-1:draw duke;3:0:block duke;");
    CHECK_STR(moves(st, other), "0:0:tax;");

    CHECK_STR(recent(st, 10), "");
    CHECK_INT(store_game_end(st, id, 1, "coup-record 1\nplayers 2\n0 income\n",
                             2000), ==, 0);
    CHECK_INT(store_game_get(st, id, &g), ==, 0);
    CHECK_STR(g.record, "coup-record 1\nplayers 2\n0 income\n");
    CHECK_STR(g.header, "coup-record 1\nplayers 2\n");
    CHECK_INT(g.winner, ==, 1);
    CHECK_INT(g.finished_s, ==, 2000);
    CHECK(g.names == NULL);
    store_game_free(&g);
    /* The names stay after the end, and come with the recent games. */
    CHECK_INT(store_game_end(st, other, 2, "r", 2001), ==, 0);
    CHECK_INT(store_game_get(st, other, &g), ==, 0);
    CHECK_STR(g.names, NAMES);
    store_game_free(&g);
    snprintf(want, sizeof want,
             "%lld:ASDF:2:1001-2001=%s;%lld:QWER:1:1000-2000;",
             (long long)other, NAMES, (long long)id);
    CHECK_STR(recent(st, 10), want);
    /* The moves stay after the end. */
    CHECK_STR(moves(st, id),
              "0:0:income;1:1:foreign-aid;2:-1:draw duke;3:0:block duke;");
    store_close(st);
}

TEST(games_recent)
{
    store *st = open_ok(":memory:");
    char want[256];
    int64_t id[5];
    REQUIRE(st != NULL);

    for (int i = 0; i < 5; i++) {
        id[i] = store_game_begin(st, "QWER", "h", NULL, 100 + i);
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

TEST(games_refused)
{
    store *st = open_ok(":memory:");
    store_game g;
    int64_t id;
    REQUIRE(st != NULL);

    id = store_game_begin(st, "QWER", "h", NULL, 100);
    REQUIRE(id > 0);
    CHECK_INT(store_game_move(st, id, 0, 0, "income"), ==, 0);
    CHECK_INT(store_game_move(st, id, 1, 1, "income"), ==, 0);

    /* A gap, a repeat, a move before the first. */
    CHECK_INT(store_game_move(st, id, 3, 0, "income"), <, 0);
    CHECK_ERROR(st, "move 3 leaves a gap (the next is 2)");
    CHECK_INT(store_game_move(st, id, 1, 1, "tax"), <, 0);
    CHECK_ERROR(st, "move 1 is already written (the next is 2)");
    CHECK_INT(store_game_move(st, id, 0, 0, "tax"), <, 0);
    CHECK_ERROR(st, "already written");
    CHECK_INT(store_game_move(st, id, -1, 0, "tax"), <, 0);
    CHECK_ERROR(st, "move number -1");
    /* Seats, texts. */
    CHECK_INT(store_game_move(st, id, 2, -2, "tax"), <, 0);
    CHECK_ERROR(st, "no seat -2");
    CHECK_INT(store_game_move(st, id, 2, COUP_MAX_PLAYERS, "tax"), <, 0);
    CHECK_ERROR(st, "no seat");
    CHECK_INT(store_game_move(st, id, 2, 0, ""), <, 0);
    CHECK_ERROR(st, "empty");
    CHECK_INT(store_game_move(st, id, 2, 0, NULL), <, 0);
    CHECK_STR(moves(st, id), "0:0:income;1:1:income;");

    /* Unknown games. */
    CHECK_INT(store_game_move(st, id + 100, 0, 0, "income"), <, 0);
    CHECK_ERROR(st, "no game");
    CHECK_INT(store_game_end(st, id + 100, 0, "r", 200), <, 0);
    CHECK_ERROR(st, "no game");
    CHECK_INT(store_game_get(st, id + 100, &g), >, 0);
    CHECK(g.header == NULL && g.record == NULL);
    store_game_free(&g);
    CHECK_INT(store_game_moves(st, id + 100, list_move,
                               &(listing){.count = 0}), <, 0);
    CHECK_ERROR(st, "no game");

    /* Bad beginnings and ends. */
    CHECK_INT(store_game_begin(st, "", "h", NULL, 100), <, 0);
    CHECK_INT(store_game_begin(st, "TOOLONGCODE", "h", NULL, 100), <, 0);
    CHECK_INT(store_game_begin(st, "QWER", NULL, NULL, 100), <, 0);
    CHECK_ERROR(st, "no header");
    CHECK_INT(store_game_begin(st, "QWER", "h", NULL, 0), <, 0);
    CHECK_INT(store_game_begin(st, "QWER", "h", "", 100), <, 0);
    CHECK_ERROR(st, "empty names");
    /* None of these made a game: the next id follows id. */
    CHECK_INT(store_game_begin(st, "QWER", "h", NAMES, 100), ==, id + 1);
    CHECK_INT(store_game_end(st, id, -1, "r", 200), <, 0);
    CHECK_ERROR(st, "no seat -1");
    CHECK_INT(store_game_end(st, id, 0, NULL, 200), <, 0);
    CHECK_ERROR(st, "no record");
    CHECK_INT(store_game_end(st, id, 0, "r", 0), <, 0);
    CHECK_STR(recent(st, 10), "");

    /* Over: no more moves, no second end. */
    CHECK_INT(store_game_end(st, id, 0, "r", 200), ==, 0);
    CHECK_INT(store_game_move(st, id, 2, 0, "income"), <, 0);
    CHECK_ERROR(st, "is over");
    CHECK_INT(store_game_end(st, id, 1, "r2", 300), <, 0);
    CHECK_ERROR(st, "already over");
    CHECK_INT(store_game_get(st, id, &g), ==, 0);
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
    store *st = open_ok(":memory:");
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

    id = store_game_begin(st, "O'B\"", odd, NULL, 1);
    CHECK_INT(id, >, 0);
    CHECK_INT(store_game_move(st, id, 0, 0, "say 'hi' \"there\" \xc3\xa9"), ==, 0);
    CHECK_STR(moves(st, id), "0:0:say 'hi' \"there\" \xc3\xa9;");
    CHECK_INT(store_game_end(st, id, 0, big, 2), ==, 0);
    CHECK_INT(store_game_get(st, id, &g), ==, 0);
    CHECK_STR(g.code, "O'B\"");
    CHECK_STR(g.header, odd);
    CHECK_STR(g.record, big);
    store_game_free(&g);
    snprintf(want, sizeof want, "%lld:O'B\":0:1-2;", (long long)id);
    CHECK_STR(recent(st, 1), want);
    store_close(st);
    free(big);
}

/* ------------------------------------------------------- files */

TEST(survives_close_and_reopen)
{
    tmp t;
    store *st;
    store_game g;
    int64_t id = 0, id2 = 0;
    char want[160];

    REQUIRE(tmp_make(&t) == 0);
    st = open_ok(t.db);
    if (st != NULL) {
        CHECK_INT(store_room_put(st, "QWER", "{\"a\":1}"), ==, 0);
        CHECK_INT(store_room_put(st, "ASDF", "{\"b\":2}"), ==, 0);
        id = store_game_begin(st, "QWER", "header", NAMES, 10);
        CHECK_INT(store_game_move(st, id, 0, 0, "income"), ==, 0);
        CHECK_INT(store_game_move(st, id, 1, COUP_CHANCE, "draw duke"), ==, 0);
        CHECK_INT(store_game_end(st, id, 1, "record", 20), ==, 0);
        id2 = store_game_begin(st, "ASDF", "header 2", NULL, 30);
        CHECK_INT(store_game_move(st, id2, 0, 1, "tax"), ==, 0);
        store_close(st);

        st = open_ok(t.db);
    }
    if (st != NULL) {
        CHECK_STR(rooms(st), "QWER={\"a\":1};ASDF={\"b\":2};");
        CHECK_STR(moves(st, id), "0:0:income;1:-1:draw duke;");
        CHECK_STR(moves(st, id2), "0:1:tax;");
        snprintf(want, sizeof want, "%lld:QWER:1:10-20=%s;", (long long)id,
                 NAMES);
        CHECK_STR(recent(st, 5), want);
        CHECK_INT(store_game_get(st, id, &g), ==, 0);
        CHECK_STR(g.names, NAMES);
        store_game_free(&g);
        CHECK_INT(store_game_get(st, id2, &g), ==, 0);
        CHECK_STR(g.header, "header 2");
        CHECK(g.record == NULL && g.names == NULL);
        store_game_free(&g);
        /* The unfinished game goes on where it was. */
        CHECK_INT(store_game_move(st, id2, 1, 0, "income"), ==, 0);
        CHECK_INT(store_game_move(st, id2, 1, 0, "income"), <, 0);
        /* Ids are not reused. */
        CHECK_INT(store_game_begin(st, "ZXCV", "h", NULL, 40), >, id2);
        store_close(st);
    }
    CHECK_INT(tmp_remove(&t), ==, 0);
}

TEST(open_refused)
{
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

/* ------------------------------------------------------ kill -9 */

/* The child: writes up to `n` moves to a new game, and after each one
 * returns, its number on fd. Never returns. */
static void kill_child(const char *path, int fd, int n)
{
    char why[256];
    store *st = store_open(path, why, sizeof why);
    int64_t id = st != NULL ? store_game_begin(st, "KILL", "h", NULL, 1) : -1;

    if (id <= 0 || write(fd, &id, sizeof id) != (ssize_t)sizeof id)
        _exit(2);
    for (int i = 0; i < n; i++) {
        int64_t done = i;
        if (store_game_move(st, id, i, i % 3 - 1, "income") < 0)
            _exit(3);
        if (write(fd, &done, sizeof done) != (ssize_t)sizeof done)
            _exit(4);
        /* Also rooms, replaced on each move. */
        if (store_room_put(st, "KILL", i % 2 ? "{\"odd\":1}" : "{}") < 0)
            _exit(5);
    }
    _exit(0);
}

static void count_move(void *ctx, int n, int seat, const char *move)
{
    int *next = ctx;
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

    REQUIRE(tmp_make(&t) == 0);
    if (!CHECK(pipe(fd) == 0)) {
        tmp_remove(&t);
        return;
    }
    fflush(NULL);
    pid = fork();
    if (pid == 0) {
        close(fd[0]);
        kill_child(t.db, fd[1], MOVES);
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

    st = open_ok(t.db);
    if (st != NULL) {
        CHECK_INT(store_game_moves(st, id, count_move, &stored), ==, 0);
        /* Every move reported is there; perhaps one more, written but
         * killed before it could say so. */
        CHECK_INT(stored, >=, last + 1);
        CHECK_INT(stored, <=, last + 2);
        CHECK_INT(store_game_move(st, id, stored, 0, "income"), ==, 0);
        CHECK(strncmp(rooms(st), "KILL={", 6) == 0);
        store_close(st);
    }
    CHECK_INT(tmp_remove(&t), ==, 0);
}

int main(void)
{
    RUN(rooms_round_trip);
    RUN(rooms_refused);
    RUN(rooms_callback_may_write);
    RUN(games_round_trip);
    RUN(games_recent);
    RUN(games_refused);
    RUN(texts_round_trip);
    RUN(survives_close_and_reopen);
    RUN(open_refused);
    RUN(file_in_wal_mode);
    RUN(survives_kill_9);
    TEST_MAIN_END();
}
