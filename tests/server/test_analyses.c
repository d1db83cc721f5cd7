/*
 * test_analyses.c - "Analyse" of a finished game on the server
 * (src/server/analyses.c, docs/web-protocol.md "Analysis") through hub.h
 * with the fake hub_io (fake_io.h), whose analyse() holds each job until
 * the test runs it: start, queued, running, done; the answer from the
 * store with no new job, after a restart too; the per-address and queue
 * limits; the cancel of a job nobody watches, and by its starter only;
 * the replay's privacy; the decisions' steps and their words.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <sqlite3.h>

#include "fake_io.h"
#include "server/hub_impl.h"
#include "test.h"

static fake F;

/* A small budget: a game of two is judged in a blink. */
#define BUDGET 300

static void config(hub_config *c, const char *db)
{
    hub_config_default(c);
    c->db = db;
    c->seed = 7;
    c->analysis_budget = BUDGET;
}

static hub *start_hub(const char *db)
{
    hub_config c;
    config(&c, db);
    return fake_hub_with(&F, &c);
}

/* Plays bots and timers, and the human's last legal move, until the
 * game on conn c is over. */
static bool play_out(fake_conn *c)
{
    for (int guard = 0; guard < 100000; guard++) {
        json_t *st = fake_last(c, "state");
        if (st && jint(st, "winner") >= 0)
            return true;
        if (fake_think_all(&F))
            continue;
        json_t *legal = st ? json_object_get(st, "legal") : NULL;
        if (json_array_size(legal) > 0) {
            char buf[200];
            snprintf(buf, sizeof buf,
                     "{\"type\":\"move\",\"move\":\"%s\",\"turn\":%lld}",
                     jstr(json_array_get(legal, json_array_size(legal) - 1),
                          "move"),
                     jint(st, "turn"));
            fake_say(&F, c, buf);
            continue;
        }
        if (!fake_fire_next(&F, F.now + 3600 * 1000LL))
            return false;
    }
    return false;
}

/* A game of two (a human on conn i, a bot), listed or not, played to its
 * end (finish false: only started): its id, its secret in key[40] (""
 * for a listed one). */
static long long game(int i, bool listed, bool finish, char key[40])
{
    fake_conn *c = fake_open(&F, i);
    fake_say(&F, c, listed ? "{\"type\":\"create\",\"name\":\"Haig\","
                             "\"players\":2,\"public\":true}"
                           : "{\"type\":\"create\",\"name\":\"Haig\","
                             "\"players\":2}");
    fake_say(&F, c, "{\"type\":\"start\"}");
    if (finish && !play_out(c))
        return -1;
    if (!finish)
        fake_think_all(&F);
    json_t *st = fake_last(c, "state");
    snprintf(key, 40, "%s", jstr(fake_last(c, "room"), "game_key"));
    return st ? jint(st, "game") : -1;
}

/* Asks about game id's analysis: the answer's body parsed (the caller
 * decrefs), its status in *status. */
static json_t *ask(int verb, long long id, const char *key, const char *lang,
                   const char *peer, int *status)
{
    hub_answer a;
    hub_analysis_request(F.h, verb, id, key, lang, peer, &a);
    hub_flush(F.h);
    *status = a.status;
    json_t *o = a.body ? json_loadb(a.body, a.len, 0, NULL) : NULL;
    free(a.body);
    if (!o)
        o = json_object();
    return o;
}

/* The state (or error) of an answer, with its status: "202 queued". */
static const char *said(int verb, long long id, const char *key,
                        const char *peer)
{
    static char out[96];
    int status;
    json_t *o = ask(verb, id, key, NULL, peer, &status);
    snprintf(out, sizeof out, "%d %s", status,
             *jstr(o, "state") ? jstr(o, "state") : jstr(o, "error"));
    json_decref(o);
    return out;
}

#define GET HUB_ANALYSIS_STATUS
#define POST HUB_ANALYSIS_START
#define CANCEL HUB_ANALYSIS_CANCEL

/* A new database path of its own under /tmp (tests of two builds may
 * run at once), into path[] ("/tmp/coup-analyses-XXXXXX"). */
static const char *new_db(char *path)
{
    int fd = mkstemp(path);
    if (fd >= 0) {
        close(fd);
        unlink(path);
    }
    return path;
}

static void unlink_db(const char *path)
{
    char side[128];
    unlink(path);
    snprintf(side, sizeof side, "%s-wal", path);
    unlink(side);
    snprintf(side, sizeof side, "%s-shm", path);
    unlink(side);
}

TEST(start_queued_running_done_then_from_the_store)
{
    char key[40];
    REQUIRE(start_hub(":memory:") != NULL);
    long long g1 = game(0, true, true, key), g2 = game(1, true, true, key);
    REQUIRE(g1 > 0);
    REQUIRE(g2 > 0 && g2 != g1);
    CHECK_STR(said(GET, g1, NULL, "a"), "200 none");
    int status;
    json_t *o = ask(POST, g1, NULL, NULL, "a", &status);
    CHECK_INT(status, ==, 202);
    CHECK_STR(jstr(o, "state"), "running"); /* a thread was free */
    CHECK_INT(jint(o, "done"), ==, 0);
    json_decref(o);
    CHECK_INT(F.nanalyses, ==, 1);
    o = ask(POST, g2, NULL, NULL, "b", &status);
    CHECK_INT(status, ==, 202);
    CHECK_STR(jstr(o, "state"), "queued");
    CHECK_INT(jint(o, "position"), ==, 1);
    json_decref(o);
    CHECK_INT(F.nanalyses, ==, 1); /* one thread: the second waits */
    /* Another reader of g1 joins it. */
    CHECK_STR(said(POST, g1, NULL, "c"), "202 running");
    CHECK_STR(said(GET, g2, NULL, "z"), "200 queued");
    CHECK_INT(F.analyses_given, ==, 1);

    fake_analysis_run(&F, 0); /* g1 is done: g2 starts */
    CHECK_INT(F.nanalyses, ==, 1);
    CHECK_STR(said(GET, g2, NULL, "z"), "200 running");
    o = ask(GET, g1, NULL, NULL, "z", &status);
    CHECK_INT(status, ==, 200);
    CHECK_STR(jstr(o, "state"), "done");
    CHECK_INT(jint(o, "game"), ==, g1);
    CHECK_INT(jint(o, "budget"), ==, BUDGET);
    CHECK_INT(jint(o, "players"), ==, 2);
    CHECK(json_array_size(json_object_get(o, "decisions")) > 0);
    CHECK_INT(json_array_size(json_object_get(o, "seats")), ==, 2);
    /* No names in what is stored: seats only. */
    CHECK(json_object_get(o, "names") == NULL);
    CHECK(json_object_get(json_array_get(json_object_get(o, "seats"), 0),
                          "name") == NULL);
    long long seed = jint(o, "seed");
    json_decref(o);

    /* Asked again: from the store, with no new job. */
    CHECK_STR(said(POST, g1, NULL, "d"), "200 done");
    CHECK_INT(F.analyses_given, ==, 2);
    fake_analyses_run(&F);
    CHECK_STR(said(POST, g2, NULL, "d"), "200 done");
    CHECK_INT(F.analyses_given, ==, 2);
    o = ask(GET, g2, NULL, NULL, "z", &status);
    CHECK(jint(o, "seed") != seed); /* each game its own seed */
    json_decref(o);
    fake_free(&F);
}

TEST(deterministic_and_kept_across_a_restart)
{
    char path[] = "/tmp/coup-analyses-XXXXXX";
    const char *db = new_db(path);
    char key[40];
    unlink_db(db);
    REQUIRE(start_hub(db) != NULL);
    long long g = game(0, true, true, key);
    REQUIRE(g > 0);
    CHECK_STR(said(POST, g, NULL, "a"), "202 running");
    fake_analyses_run(&F);
    int status;
    json_t *o = ask(GET, g, NULL, NULL, "a", &status);
    char *first = json_dumps(o, JSON_SORT_KEYS);
    json_decref(o);
    fake_free(&F);

    REQUIRE(start_hub(db) != NULL);
    o = ask(POST, g, NULL, NULL, "b", &status);
    CHECK_INT(status, ==, 200);
    CHECK_STR(jstr(o, "state"), "done");
    char *again = json_dumps(o, JSON_SORT_KEYS);
    CHECK_STR(again, first);
    json_decref(o);
    CHECK_INT(F.analyses_given, ==, 0);
    free(again);

    fake_free(&F);
    unlink_db(db);
    free(first);
}

/* Runs sql on the SQLite file path, beside the hub's connection. */
static bool sqlite_run(const char *path, const char *sql)
{
    sqlite3 *db;
    bool ok = sqlite3_open(path, &db) == SQLITE_OK &&
              sqlite3_exec(db, sql, NULL, NULL, NULL) == SQLITE_OK;
    if (!ok)
        fprintf(stderr, "    %s: %s\n", sql, sqlite3_errmsg(db));
    sqlite3_close(db);
    return ok;
}

/* The store refuses the result: it is kept in memory and answered from
 * there, and written once the store takes it again. */
TEST(kept_in_memory_while_the_store_refuses)
{
    char path[] = "/tmp/coup-analyses-XXXXXX";
    const char *db = new_db(path);
    char key[40];
    unlink_db(db);
    REQUIRE(start_hub(db) != NULL);
    long long g = game(0, true, true, key);
    REQUIRE(g > 0);
    CHECK_STR(said(POST, g, NULL, "a"), "202 running");
    CHECK(sqlite_run(db, "DROP TABLE game_analyses"));
    fake_analyses_run(&F);
    CHECK(strstr(fake_log_text, "analysis kept in memory") != NULL);
    CHECK_STR(said(GET, g, NULL, "b"), "200 done");
    CHECK_STR(said(POST, g, NULL, "b"), "200 done");
    CHECK_INT(F.analyses_given, ==, 1);
    /* The store takes it again: written at the next tick. */
    CHECK(sqlite_run(db, "CREATE TABLE game_analyses(game INTEGER PRIMARY "
                         "KEY REFERENCES games(id), budget INTEGER NOT NULL,"
                         " seed INTEGER NOT NULL, json TEXT NOT NULL)"));
    F.now += 1000;
    hub_tick(F.h);
    fake_free(&F);
    REQUIRE(start_hub(db) != NULL);
    CHECK_STR(said(GET, g, NULL, "b"), "200 done");
    CHECK_INT(F.analyses_given, ==, 0);
    fake_free(&F);
    unlink_db(db);
}

TEST(same_game_same_analysis)
{
    /* Two servers of the same seed play the same game: its analysis,
     * seeded from the game's id, is the same. */
    char key[40], *json[2];
    for (int i = 0; i < 2; i++) {
        int status;
        REQUIRE(start_hub(":memory:") != NULL);
        long long g = game(0, true, true, key);
        REQUIRE(g > 0);
        CHECK_STR(said(POST, g, NULL, "a"), "202 running");
        fake_analyses_run(&F);
        json_t *o = ask(GET, g, NULL, NULL, "a", &status);
        CHECK_STR(jstr(o, "state"), "done");
        json[i] = json_dumps(o, JSON_SORT_KEYS);
        json_decref(o);
        fake_free(&F);
    }
    CHECK_STR(json[0], json[1]);
    free(json[0]);
    free(json[1]);
}

TEST(per_address_limit_and_queue_cap)
{
    char key[40];
    hub_config c;
    config(&c, ":memory:");
    c.analysis_queue = 2;
    REQUIRE(fake_hub_with(&F, &c) != NULL);
    long long g[5];
    for (int i = 0; i < 5; i++) {
        g[i] = game(i, true, true, key);
        REQUIRE(g[i] > 0);
    }
    CHECK_STR(said(POST, g[0], NULL, "a"), "202 running");
    /* One at a time an address: a second game is refused, saying why. */
    int status;
    json_t *o = ask(POST, g[1], NULL, NULL, "a", &status);
    CHECK_INT(status, ==, 429);
    CHECK_STR(jstr(o, "error"), "too_many_analyses");
    CHECK(strstr(jstr(o, "detail"), "at most 1") != NULL);
    json_decref(o);
    /* Its own again is no new one. */
    CHECK_STR(said(POST, g[0], NULL, "a"), "202 running");
    CHECK_STR(said(POST, g[1], NULL, "b"), "202 queued");
    CHECK_STR(said(POST, g[2], NULL, "c"), "202 queued");
    /* Two wait: the queue is full. */
    o = ask(POST, g[3], NULL, NULL, "d", &status);
    CHECK_INT(status, ==, 503);
    CHECK_STR(jstr(o, "error"), "busy");
    CHECK(strstr(jstr(o, "detail"), "try later") != NULL);
    json_decref(o);
    o = ask(GET, g[2], NULL, NULL, "z", &status);
    CHECK_INT(jint(o, "position"), ==, 2);
    json_decref(o);
    /* Once the first is done, d's goes in. */
    fake_analysis_run(&F, 0);
    CHECK_STR(said(POST, g[3], NULL, "d"), "202 queued");
    CHECK_STR(said(GET, g[1], NULL, "z"), "200 running");
    /* a may start another now. */
    CHECK_STR(said(POST, g[4], NULL, "a"), "503 busy");
    fake_analyses_run(&F);
    CHECK_STR(said(POST, g[4], NULL, "a"), "202 running");
    fake_analyses_run(&F);
    for (int i = 0; i < 5; i++)
        CHECK_STR(said(GET, g[i], NULL, "z"), "200 done");
    fake_free(&F);
}

/* Ticks the hub once a second for `seconds`, asking about game g each
 * second when `poll`. */
static void seconds_pass(int seconds, long long g, bool poll)
{
    for (int i = 0; i < seconds; i++) {
        F.now += 1000;
        hub_tick(F.h);
        hub_flush(F.h);
        if (poll)
            json_decref(ask(GET, g, NULL, NULL, "z", &(int){0}));
    }
}

TEST(cancelled_when_nobody_watches)
{
    char key[40];
    REQUIRE(start_hub(":memory:") != NULL);
    long long g1 = game(0, true, true, key), g2 = game(1, true, true, key);
    REQUIRE(g1 > 0 && g2 > 0);
    CHECK_STR(said(POST, g1, NULL, "a"), "202 running");
    CHECK_STR(said(POST, g2, NULL, "b"), "202 queued");
    /* Polled: a minute goes by and it is still there. */
    seconds_pass(60, g1, true);
    CHECK_STR(said(GET, g1, NULL, "z"), "200 running");
    /* g2, polled by nobody since: gone at ANALYSIS_IDLE_MS. */
    CHECK_STR(said(GET, g2, NULL, "z"), "200 none");
    /* Nobody asks: 14 s, still there; 15 s, cancelled. */
    seconds_pass(ANALYSIS_IDLE_MS / 1000 - 1, g1, false);
    CHECK_INT(F.nanalyses, ==, 1);
    CHECK_STR(said(GET, g1, NULL, "z"), "200 running"); /* a poll: */
    seconds_pass(ANALYSIS_IDLE_MS / 1000 - 1, g1, false); /* again */
    seconds_pass(1, g1, false);
    CHECK_STR(said(GET, g1, NULL, "z"), "200 none");
    /* The running job stops at its first decision, and nothing is kept. */
    CHECK(strstr(fake_log_text, "nobody watches it") != NULL);
    fake_analyses_run(&F);
    CHECK_STR(said(GET, g1, NULL, "z"), "200 none");
    CHECK_INT(F.analyses_given, ==, 1);
    /* Asked again, it starts again. */
    CHECK_STR(said(POST, g1, NULL, "a"), "202 running");
    CHECK_INT(F.analyses_given, ==, 2);
    fake_free(&F);
}

TEST(cancelled_by_its_starter_only)
{
    char key[40];
    REQUIRE(start_hub(":memory:") != NULL);
    long long g1 = game(0, true, true, key), g2 = game(1, true, true, key);
    REQUIRE(g1 > 0 && g2 > 0);
    CHECK_STR(said(CANCEL, g1, NULL, "a"), "200 none");
    CHECK_STR(said(POST, g1, NULL, "a"), "202 running");
    CHECK_STR(said(POST, g2, NULL, "b"), "202 queued");
    int status;
    json_t *o = ask(CANCEL, g1, NULL, NULL, "b", &status);
    CHECK_INT(status, ==, 403);
    CHECK_STR(jstr(o, "error"), "not_yours");
    json_decref(o);
    CHECK_STR(said(GET, g1, NULL, "z"), "200 running");
    CHECK_STR(said(CANCEL, g2, NULL, "a"), "403 not_yours");
    CHECK_STR(said(CANCEL, g2, NULL, "b"), "200 cancelled");
    CHECK_STR(said(GET, g2, NULL, "z"), "200 none");
    CHECK_STR(said(CANCEL, g1, NULL, "a"), "200 cancelled");
    CHECK_STR(said(GET, g1, NULL, "z"), "200 none");
    /* a may start another at once: the cancelled one is no one's. */
    CHECK_STR(said(POST, g2, NULL, "a"), "202 queued");
    fake_analysis_run(&F, 0); /* the cancelled one: stops, kept nowhere */
    CHECK_STR(said(GET, g1, NULL, "z"), "200 none");
    CHECK_STR(said(GET, g2, NULL, "z"), "200 running");
    fake_analyses_run(&F);
    CHECK_STR(said(GET, g2, NULL, "z"), "200 done");
    fake_free(&F);
}

TEST(privacy_as_the_replay)
{
    char key[40], none[40];
    REQUIRE(start_hub(":memory:") != NULL);
    long long g = game(0, false, true, key);
    REQUIRE(g > 0);
    CHECK_INT((int)strlen(key), ==, 32);
    const char *bad[] = {NULL, "", "0123456789abcdef0123456789abcdef", "x"};
    for (int i = 0; i < 4; i++) {
        int status;
        for (int verb = GET; verb <= CANCEL; verb++) {
            json_t *o = ask(verb, g, bad[i], NULL, "a", &status);
            CHECK_INT(status, ==, 404);
            CHECK_STR(jstr(o, "error"), "not_found");
            json_decref(o);
        }
    }
    CHECK_INT(F.analyses_given, ==, 0);
    CHECK_STR(said(POST, g, key, "a"), "202 running");
    fake_analyses_run(&F);
    CHECK_STR(said(GET, g, key, "b"), "200 done");
    CHECK_STR(said(GET, g, NULL, "b"), "404 not_found");
    /* A game not over, and no game at all: 404. */
    long long live = game(1, true, false, none);
    REQUIRE(live > 0);
    CHECK_STR(said(POST, live, NULL, "c"), "404 not_found");
    CHECK_STR(said(POST, 999999, NULL, "c"), "404 not_found");
    CHECK_STR(said(POST, 0, NULL, "c"), "404 not_found");
    CHECK_STR(said(POST, -1, NULL, "c"), "404 not_found");
    CHECK_INT(F.analyses_given, ==, 1);
    fake_free(&F);
}

TEST(off_with_no_threads)
{
    char key[40];
    hub_config c;
    config(&c, ":memory:");
    c.analysis_threads = 0;
    REQUIRE(fake_hub_with(&F, &c) != NULL);
    long long g = game(0, true, true, key);
    REQUIRE(g > 0);
    CHECK_STR(said(POST, g, NULL, "a"), "404 analysis_off");
    CHECK_STR(said(GET, g, NULL, "a"), "404 analysis_off");
    CHECK_INT(F.analyses_given, ==, 0);
    fake_free(&F);
}

TEST(decisions_point_to_their_steps_with_words)
{
    char key[40];
    REQUIRE(start_hub(":memory:") != NULL);
    long long g = game(0, true, true, key);
    REQUIRE(g > 0);
    CHECK_STR(said(POST, g, NULL, "a"), "202 running");
    fake_analyses_run(&F);
    size_t len;
    char *gj = hub_game_json(F.h, g, NULL, "en", &len);
    REQUIRE(gj != NULL);
    json_t *replay = json_loads(gj, 0, NULL);
    free(gj);
    json_t *steps = json_object_get(replay, "steps");
    int status;
    json_t *en = ask(GET, g, NULL, "en", "a", &status),
           *fr = ask(POST, g, NULL, "fr", "a", &status);
    CHECK_INT(status, ==, 200);
    CHECK_STR(jstr(fr, "lang"), "fr");
    CHECK_STR(json_string_value(json_array_get(json_object_get(fr, "names"), 0)),
              "Haig");
    json_t *de = json_object_get(en, "decisions"),
           *df = json_object_get(fr, "decisions");
    REQUIRE(json_array_size(de) > 0);
    CHECK_INT(json_array_size(de), ==, json_array_size(df));
    int differ = 0, marked = 0;
    for (size_t i = 0; i < json_array_size(de); i++) {
        json_t *d = json_array_get(de, i), *f = json_array_get(df, i);
        long long n = jint(d, "step");
        json_t *s = json_array_get(steps, (size_t)n);
        REQUIRE(s != NULL);
        CHECK_STR(jstr(s, "move"), jstr(d, "played"));
        CHECK_INT(jint(s, "seat"), ==, jint(d, "seat"));
        CHECK_INT(jint(d, "move_number"), ==, n + 1);
        CHECK(*jstr(d, "played_text") != '\0');
        CHECK(*jstr(d, "best_text") != '\0');
        CHECK(*jstr(f, "played_text") != '\0');
        differ += strcmp(jstr(d, "played_text"), jstr(f, "played_text")) != 0;
        if (strcmp(jstr(d, "mark"), "none")) {
            marked++;
            CHECK(strstr(jstr(d, "text"), "was better") != NULL);
            CHECK(strstr(jstr(d, "text"), jstr(d, "best_text")) != NULL);
            CHECK(*jstr(f, "text") != '\0');
            CHECK(strstr(jstr(f, "text"), "was better") == NULL);
        } else {
            CHECK(json_object_get(d, "text") == NULL);
        }
    }
    CHECK(differ > 0); /* French words, not English ones */
    if (getenv("COUP_TEST_VERBOSE")) {
        char *text = json_dumps(json_array_get(df, 0), JSON_INDENT(1));
        fprintf(stderr, "%zu decisions, %d marked; the first:\n%s\n",
                json_array_size(de), marked, text);
        free(text);
    }
    /* Without lang: no words. */
    json_t *plain = ask(GET, g, NULL, NULL, "a", &status);
    CHECK(json_object_get(json_array_get(json_object_get(plain, "decisions"),
                                         0),
                          "played_text") == NULL);
    json_decref(plain);
    json_decref(en);
    json_decref(fr);
    json_decref(replay);
    fake_free(&F);
}

TEST_MAIN()
