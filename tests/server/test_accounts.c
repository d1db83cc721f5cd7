/*
 * test_accounts.c: accounts through the hub (src/server/signin.c): sign
 * up, sign in, sign out, password, deletion, sessions and their expiry,
 * the limits on tries, a signed-in player's seat, and rated games with
 * their ratings, the profile and the leaderboard. The hub runs on the
 * fake hub_io (tests/server/fake_io.h): a password's hash is made at once
 * on the test's thread (no work()); test_net drives the same over real
 * sockets, off the loop.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fake_io.h"
#include "server/account.h"
#include "server/hub_impl.h"
#include "test.h"

static fake F;

/* The last answer's parts. */
static hub_answer A;
static json_t *body;

/* POSTs `json` to /api/account/<what> from address `peer` with session
 * token `token` ("" for none): the answer's status. */
static int post(const char *what, const char *peer, const char *token,
                const char *json)
{
    hub_request q = {what, peer, token, json, strlen(json), false};
    free(A.body);
    json_decref(body);
    memset(&A, 0, sizeof A);
    bool now = hub_post(F.h, &F, &q, &A);
    hub_flush(F.h);
    json_error_t err;
    body = A.body ? json_loadb(A.body, A.len, 0, &err) : NULL;
    if (!now || !body)
        return -1;
    return A.status;
}

/* The token of the last answer's cookie into out[n] ("" for none, or a
 * cookie that clears). */
static const char *cookie(char *out, size_t n)
{
    out[0] = '\0';
    const char *eq = strchr(A.cookie, '=');
    if (eq && strncmp(A.cookie, ACCOUNT_COOKIE "=", strlen(ACCOUNT_COOKIE) + 1) == 0)
        snprintf(out, n, "%.*s", (int)strcspn(eq + 1, ";"), eq + 1);
    return out;
}

static const char *err_code(void)
{
    return jstr(body, "error");
}

/* The account the hub sees for `token`: its id, 0 for none. */
static long long me(const char *token)
{
    size_t len;
    char *text = hub_me_json(F.h, token, &len);
    json_error_t err;
    json_t *o = text ? json_loads(text, 0, &err) : NULL;
    long long id = o ? jint(json_object_get(o, "account"), "id") : -1;
    json_decref(o);
    free(text);
    return id == -999 ? 0 : id;
}

static void finish(void)
{
    free(A.body);
    A.body = NULL;
    json_decref(body);
    body = NULL;
    fake_free(&F);
}

static int open_hub(const char *db)
{
    fake_log_text[0] = '\0';
    return fake_hub(&F, db, 7) != NULL;
}

TEST(sign_up_in_out)
{
    char t1[64], t2[64];
    if (!CHECK(open_hub(":memory:")))
        return;
    CHECK_INT(post("signup", "a1", "", "{\"name\":\"Ann\",\"password\":\"correct horse\"}"), ==, 200);
    long long ann = jint(json_object_get(body, "account"), "id");
    CHECK(ann > 0);
    CHECK_STR(jstr(json_object_get(body, "account"), "name"), "Ann");
    cookie(t1, sizeof t1);
    CHECK_INT(strlen(t1), ==, ACCOUNT_TOKEN_BYTES);
    CHECK(strstr(A.cookie, "HttpOnly") && strstr(A.cookie, "SameSite=Lax") &&
          strstr(A.cookie, "Path=/") && !strstr(A.cookie, "Secure"));
    CHECK_INT(me(t1), ==, ann);
    CHECK_INT(me(""), ==, 0);
    CHECK_INT(me("not-a-token"), ==, 0);
    /* A token of the right form that no sign-in made: nobody's. */
    char forged[ACCOUNT_TOKEN_BYTES + 1];
    account_token_new(forged, sizeof forged);
    CHECK_INT(me(forged), ==, 0);
    /* One character changed in a real one: nobody's either. */
    snprintf(forged, sizeof forged, "%.*s", ACCOUNT_TOKEN_BYTES, t1);
    forged[5] = forged[5] == 'A' ? 'B' : 'A';
    CHECK_INT(me(forged), ==, 0);

    /* The same name again, in other case or accents: taken. */
    CHECK_INT(post("signup", "a1", "", "{\"name\":\"ANN\",\"password\":\"other horse\"}"), ==, 409);
    CHECK_STR(err_code(), "name_taken");
    /* Invisible characters and other scripts' look-alikes are no names. */
    CHECK_INT(post("signup", "a1", "", "{\"name\":\"An\\u200bn\",\"password\":\"other horse\"}"), ==, 400);
    CHECK_STR(err_code(), "name_form");
    CHECK_INT(post("signup", "a1", "", "{\"name\":\"\\u0410nn\",\"password\":\"other horse\"}"), ==, 400);
    CHECK_STR(err_code(), "name_form");
    CHECK_INT(post("signup", "a1", "", "{\"name\":\"Bob\",\"password\":\"short\"}"), ==, 400);
    CHECK_STR(err_code(), "password_form");
    CHECK_INT(post("signup", "a1", "", "{\"name\":\"Bob\"}"), ==, 400);
    CHECK_STR(err_code(), "bad_request");
    CHECK_INT(post("signup", "a1", "", "not json"), ==, 400);
    CHECK_INT(post("nothing", "a1", "", "{}"), ==, 404);

    /* Sign in: the wrong password and an unknown name say the same. */
    CHECK_INT(post("signin", "a2", "", "{\"name\":\"ann\",\"password\":\"wrong horse\"}"), ==, 401);
    char wrong[256];
    snprintf(wrong, sizeof wrong, "%s", A.body);
    CHECK_INT(post("signin", "a2", "", "{\"name\":\"Nobody\",\"password\":\"wrong horse\"}"), ==, 401);
    CHECK_STR(A.body, wrong);
    CHECK_INT(A.cookie[0], ==, '\0');
    CHECK_INT(post("signin", "a2", "", "{\"name\":\"ann\",\"password\":\"correct horse\"}"), ==, 200);
    cookie(t2, sizeof t2);
    CHECK(strcmp(t1, t2) != 0);
    CHECK_INT(me(t2), ==, ann);

    /* Out on this device: t1 goes, t2 stays. */
    CHECK_INT(post("signout", "a1", t1, "{}"), ==, 200);
    CHECK(strstr(A.cookie, "Max-Age=0") != NULL);
    CHECK_INT(me(t1), ==, 0);
    CHECK_INT(me(t2), ==, ann);
    /* Everywhere. */
    CHECK_INT(post("signin", "a3", "", "{\"name\":\"Ann\",\"password\":\"correct horse\"}"), ==, 200);
    cookie(t1, sizeof t1);
    CHECK_INT(post("signout", "a3", t1, "{\"everywhere\":true}"), ==, 200);
    CHECK_INT(me(t1), ==, 0);
    CHECK_INT(me(t2), ==, 0);

    /* Neither the hash nor a password in any log line. */
    CHECK(!strstr(fake_log_text, "$argon2"));
    CHECK(!strstr(fake_log_text, "horse"));
    finish();
}

TEST(sql_in_names_and_passwords)
{
    char t[64];
    if (!CHECK(open_hub(":memory:")))
        return;
    CHECK_INT(post("signup", "b", "", "{\"name\":\"x'; DROP TABLE accounts;--\",\"password\":\"12345678\"}"), ==, 400);
    CHECK_STR(err_code(), "name_form");
    CHECK_INT(post("signup", "b", "", "{\"name\":\"Robert\",\"password\":\"'); DROP TABLE accounts;--\"}"), ==, 200);
    CHECK_INT(post("signin", "b", "", "{\"name\":\"robert\",\"password\":\"'); DROP TABLE accounts;--\"}"), ==, 200);
    CHECK_INT(me(cookie(t, sizeof t)), ==, jint(json_object_get(body, "account"), "id"));
    CHECK_INT(post("signin", "b", "", "{\"name\":\"robert' OR '1'='1\",\"password\":\"x' OR '1'='1\"}"), ==, 401);
    finish();
}

TEST(limits_on_tries)
{
    char peer[16];
    if (!CHECK(open_hub(":memory:")))
        return;
    CHECK_INT(post("signup", "c0", "", "{\"name\":\"Carla\",\"password\":\"right one\"}"), ==, 200);
    /* Five wrong passwords (from five addresses): each one heard. */
    for (int i = 1; i <= 5; i++) {
        snprintf(peer, sizeof peer, "c%d", i);
        CHECK_INT(post("signin", peer, "", "{\"name\":\"Carla\",\"password\":\"wrong one\"}"), ==, 401);
    }
    /* The sixth is heard, and locks the name for 30 s. */
    CHECK_INT(post("signin", "c6", "", "{\"name\":\"carla\",\"password\":\"wrong one\"}"), ==, 401);
    CHECK_INT(post("signin", "c7", "", "{\"name\":\"Carla\",\"password\":\"right one\"}"), ==, 429);
    CHECK_STR(err_code(), "too_many");
    CHECK(jint(body, "retry_s") > 0 && jint(body, "retry_s") <= 30);
    /* An unknown name is locked the same (nothing tells it apart). */
    for (int i = 0; i < 6; i++)
        CHECK_INT(post("signin", "d", "", "{\"name\":\"Nemo\",\"password\":\"wrong one\"}"), ==, 401);
    CHECK_INT(post("signin", "e", "", "{\"name\":\"Nemo\",\"password\":\"wrong one\"}"), ==, 429);
    /* After the wait the right password works, and clears the count. */
    F.now += 31 * 1000;
    CHECK_INT(post("signin", "c8", "", "{\"name\":\"Carla\",\"password\":\"right one\"}"), ==, 200);
    CHECK_INT(post("signin", "c9", "", "{\"name\":\"Carla\",\"password\":\"wrong one\"}"), ==, 401);
    CHECK_INT(post("signin", "c9", "", "{\"name\":\"Carla\",\"password\":\"right one\"}"), ==, 200);

    /* One address: ten tries at once, then one each 30 s. */
    int refused = 0;
    for (int i = 0; i < 12; i++) {
        char json[96];
        snprintf(json, sizeof json,
                 "{\"name\":\"Zed%d\",\"password\":\"whatever1\"}", i);
        refused += post("signin", "flood", "", json) == 429;
    }
    CHECK_INT(refused, ==, 2);
    F.now += 30 * 1000;
    CHECK_INT(post("signin", "flood", "", "{\"name\":\"Carla\",\"password\":\"right one\"}"), ==, 200);
    finish();
}

TEST(password_change_and_expiry)
{
    char t1[64], t2[64], t3[64];
    if (!CHECK(open_hub(":memory:")))
        return;
    CHECK_INT(post("signup", "p", "", "{\"name\":\"Dina\",\"password\":\"first pass\"}"), ==, 200);
    cookie(t1, sizeof t1);
    CHECK_INT(post("signin", "p", "", "{\"name\":\"Dina\",\"password\":\"first pass\"}"), ==, 200);
    cookie(t2, sizeof t2);
    /* Signed out, or with the wrong password: refused, nothing changed. */
    CHECK_INT(post("password", "p", "", "{\"password\":\"first pass\",\"new_password\":\"second pass\"}"), ==, 401);
    CHECK_STR(err_code(), "signed_out");
    CHECK_INT(post("password", "p", t1, "{\"password\":\"wrong pass\",\"new_password\":\"second pass\"}"), ==, 401);
    CHECK_STR(err_code(), "bad_credentials");
    CHECK_INT(post("password", "p", t1, "{\"password\":\"first pass\",\"new_password\":\"Dina\"}"), ==, 400);
    CHECK_STR(err_code(), "password_form");
    CHECK_INT(me(t1), ==, me(t2));
    /* Changed: every other session goes, this device gets a new one. */
    CHECK_INT(post("password", "p", t1, "{\"password\":\"first pass\",\"new_password\":\"second pass\"}"), ==, 200);
    cookie(t3, sizeof t3);
    CHECK(me(t3) > 0);
    CHECK_INT(me(t1), ==, 0);
    CHECK_INT(me(t2), ==, 0);
    CHECK_INT(post("signin", "p", "", "{\"name\":\"Dina\",\"password\":\"first pass\"}"), ==, 401);
    CHECK_INT(post("signin", "p", "", "{\"name\":\"Dina\",\"password\":\"second pass\"}"), ==, 200);
    cookie(t1, sizeof t1);
    /* 30 days later, sessions have expired. */
    F.now += (30LL * 24 * 3600 - 10) * 1000;
    CHECK(me(t1) > 0);
    F.now += 20 * 1000;
    CHECK_INT(me(t1), ==, 0);
    CHECK_INT(me(t3), ==, 0);
    finish();
}

TEST(no_store_no_accounts)
{
    if (!CHECK(open_hub(NULL)))
        return;
    CHECK_INT(post("signup", "n", "", "{\"name\":\"Eve\",\"password\":\"whatever1\"}"), ==, 503);
    CHECK_STR(err_code(), "unavailable");
    CHECK_INT(me(""), ==, 0);
    finish();
}

/* --------------------------------------------------------- the seats */

/* Signs `name` up (password "password N") from a peer of its own: its
 * token into out[n]. */
static const char *account(const char *name, char *out, size_t n)
{
    char json[256];
    snprintf(json, sizeof json, "{\"name\":\"%s\",\"password\":\"password %s\"}",
             name, name);
    if (post("signup", name, "", json) != 200)
        fprintf(stderr, "sign-up of %s: %s\n", name, A.body ? A.body : "?");
    return cookie(out, n);
}

/* Connection i opens with session `token`, and says hello. */
static fake_conn *open_as(int i, const char *token)
{
    fake_conn *c = fake_open(&F, i);
    json_array_clear(c->msgs); /* a connection of a test before */
    c->seen = 0;
    hub_client_session(F.h, c->cl, token);
    fake_say(&F, c, "{\"type\":\"hello\",\"v\":1,\"lang\":\"en\"}");
    return c;
}

TEST(seat_tied_to_the_account)
{
    char ta[64], tb[64];
    if (!CHECK(open_hub(":memory:")))
        return;
    account("Fatima", ta, sizeof ta);
    account("Gus", tb, sizeof tb);
    fake_conn *a = open_as(0, ta), *g = open_as(1, ""), *a2;
    CHECK_STR(jstr(json_object_get(fake_last(a, "hello"), "account"), "name"),
              "Fatima");
    CHECK(json_is_null(json_object_get(fake_last(g, "hello"), "account")));
    /* The typed name is not the one used: the account's is. */
    fake_say(&F, a, "{\"type\":\"create\",\"name\":\"Impostor\",\"players\":3}");
    json_t *j = fake_last(a, "joined");
    if (!CHECK(j))
        return;
    char code[8], join[160];
    snprintf(code, sizeof code, "%s", jstr(j, "code"));
    json_t *seat0 = json_array_get(json_object_get(fake_last(a, "room"), "seats"), 0);
    CHECK_STR(jstr(seat0, "name"), "Fatima");
    CHECK(json_is_true(json_object_get(seat0, "account")));
    /* A guest may not take a signed-in player's name. */
    snprintf(join, sizeof join,
             "{\"type\":\"join\",\"code\":\"%s\",\"name\":\"fatima\",\"key\":\"%s\"}",
             code, jstr(j, "key"));
    fake_say(&F, g, join);
    CHECK_STR(fake_error(g), "name_taken");
    /* The same account on another device: its seat back, the first
     * device told it was replaced. */
    a2 = open_as(2, ta);
    fake_say(&F, a2, join);
    json_t *j2 = fake_last(a2, "joined");
    CHECK(j2 && jint(j2, "seat") == 0);
    CHECK(fake_last(a, "replaced") != NULL);
    /* Signed out everywhere: the connections are guests' from now on. */
    CHECK_INT(post("signout", "x", ta, "{\"everywhere\":true}"), ==, 200);
    CHECK_INT(a2->cl->account, ==, 0);
    finish();
}

/* Plays the room's game to its end: bots think, humans take their first
 * legal move. The winner, or -1. */
static int play_out(fake_conn **c, int n)
{
    for (int guard = 0; guard < 20000; guard++) {
        json_t *st = fake_last(c[0], "state");
        if (st && jint(st, "winner") >= 0)
            return (int)jint(st, "winner");
        if (fake_think_all(&F))
            continue;
        bool moved = false;
        for (int i = 0; i < n && !moved; i++) {
            json_t *s = fake_last(c[i], "state");
            json_t *legal = s ? json_object_get(s, "legal") : NULL;
            if (!json_array_size(legal))
                continue;
            char buf[160];
            snprintf(buf, sizeof buf,
                     "{\"type\":\"move\",\"move\":\"%s\",\"turn\":%lld}",
                     jstr(json_array_get(legal, 0), "move"), jint(s, "turn"));
            size_t before = json_array_size(c[i]->msgs);
            fake_say(&F, c[i], buf);
            moved = json_array_size(c[i]->msgs) > before;
        }
        if (!moved && !fake_fire_next(&F, F.now + 3600 * 1000LL))
            return -1;
    }
    return -1;
}

/* A room of `na` signed-in players (tokens t[]) and one guest if
 * `guest`, the rest bots, played to its end: the game's id, and its
 * secret into key[33] ("" for a listed room's). */
static long long rated_game(char t[][64], int na, bool guest, int players,
                            bool listed, char key[33])
{
    fake_conn *c[4];
    for (int i = 0; i < na; i++)
        c[i] = open_as(i, t[i]);
    if (guest)
        c[na] = open_as(na, "");
    char buf[256];
    snprintf(buf, sizeof buf,
             "{\"type\":\"create\",\"name\":\"x\",\"players\":%d,"
             "\"bots\":\"honest\",\"public\":%s}",
             players, listed ? "true" : "false");
    fake_say(&F, c[0], buf);
    json_t *j = fake_last(c[0], "joined");
    if (!j)
        return -1;
    for (int i = 1; i < na + guest; i++) {
        snprintf(buf, sizeof buf,
                 "{\"type\":\"join\",\"code\":\"%s\",\"name\":\"Guest%d\",\"key\":\"%s\"}",
                 jstr(j, "code"), i, jstr(j, "key"));
        fake_say(&F, c[i], buf);
    }
    fake_say(&F, c[0], "{\"type\":\"start\"}");
    if (play_out(c, na + guest) < 0)
        return -1;
    long long game = jint(fake_last(c[0], "state"), "game");
    snprintf(key, 33, "%s", jstr(fake_last(c[0], "room"), "game_key"));
    for (int i = 0; i < na + guest; i++) {
        fake_say(&F, c[i], "{\"type\":\"leave\"}");
        fake_close(&F, c[i]);
    }
    return game;
}

/* The rating (store.h) of subject in family 0: its games, 0 for none. */
static int rated_games(int64_t subject, double *mu)
{
    store_rating r;
    if (store_rating_get(F.h->st, subject, STORE_FAMILY_BASE, &r))
        return 0;
    *mu = r.mu;
    return r.games;
}

TEST(rated_games_and_deletion)
{
    char t[3][64];
    double mu;
    if (!CHECK(open_hub(":memory:")))
        return;
    account("Hana", t[0], sizeof t[0]);
    int64_t hana = me(t[0]);
    account("Ivo", t[1], sizeof t[1]);
    int64_t ivo = me(t[1]);
    /* One signed-in player and a guest: not rated. */
    char k1[33], k2[33];
    long long g1 = rated_game(t, 1, true, 3, false, k1);
    CHECK(g1 > 0);
    CHECK_INT(rated_games(hana, &mu), ==, 0);
    /* Two signed-in players and a bot: rated, the bot too. */
    long long g2 = rated_game(t, 2, false, 3, true, k2);
    CHECK(strlen(k1) == 32 && !k2[0]);
    CHECK(g2 > g1);
    CHECK_INT(rated_games(hana, &mu), ==, 1);
    CHECK_INT(rated_games(ivo, &mu), ==, 1);
    CHECK_INT(rated_games(STORE_BOT_SUBJECT(MSG_BOT_HONEST), &mu), ==, 1);
    /* Both games are Hana's, the second Ivo's too. */
    int64_t acc[COUP_MAX_PLAYERS];
    CHECK_INT(store_game_accounts(F.h->st, g2, acc, 3), ==, 0);
    CHECK(acc[0] == hana && acc[1] == ivo && acc[2] == 0);

    /* The profile and the board say so. */
    size_t len;
    char *text = hub_player_json(F.h, "hana", &len);
    json_error_t err;
    json_t *pro = text ? json_loads(text, 0, &err) : NULL;
    CHECK(pro != NULL);
    CHECK_STR(jstr(pro, "name"), "Hana");
    CHECK_INT(jint(pro, "games"), ==, 2);
    CHECK(!strstr(text ? text : "", "argon2"));
    json_decref(pro);
    free(text);
    CHECK(hub_player_json(F.h, "nobody", &len) == NULL);

    /* Deletion: wrong password refused; then the account goes, its games
     * stay under a neutral name, its rating leaves the board. */
    CHECK_INT(post("delete", "h", t[0], "{\"password\":\"wrong\"}"), ==, 401);
    CHECK_INT(post("delete", "h", t[0], "{\"password\":\"password Hana\"}"), ==, 200);
    CHECK(strstr(A.cookie, "Max-Age=0") != NULL);
    CHECK_INT(me(t[0]), ==, 0);
    CHECK(hub_player_json(F.h, "Hana", &len) == NULL);
    CHECK_INT(rated_games(hana, &mu), ==, 0);
    store_game g;
    if (CHECK(store_game_get(F.h->st, g2, NULL, &g) == 0)) {
        CHECK(!strstr(g.record, "Hana") && !strstr(g.header, "Hana") &&
              !strstr(g.names, "Hana"));
        CHECK(strstr(g.record, "deleted") != NULL);
        CHECK(strstr(g.names, "Ivo") != NULL);
        store_game_free(&g);
    }
    /* The unlisted game too. */
    if (CHECK(store_game_get(F.h->st, g1, k1, &g) == 0)) {
        CHECK(!strstr(g.record, "Hana") && !strstr(g.names, "Hana"));
        store_game_free(&g);
    }
    CHECK_INT(post("signin", "h", "", "{\"name\":\"Hana\",\"password\":\"password Hana\"}"), ==, 401);
    /* The name is free again. */
    CHECK_INT(post("signup", "h2", "", "{\"name\":\"hana\",\"password\":\"a new one\"}"), ==, 200);
    CHECK(me(cookie(t[2], sizeof t[2])) != hana);
    finish();
}

/* c[0] creates a listed room of three with an `honest` bot (and the
 * fields `extra`), c[1] joins it, c[0] starts it; 0 if the room was not
 * made. */
static int start_of_two(fake_conn *c[2], const char *extra)
{
    char buf[256];
    snprintf(buf, sizeof buf, "{\"type\":\"create\",\"name\":\"x\",\"players\":3,"
             "\"bots\":\"honest\",\"public\":true%s}", extra);
    fake_say(&F, c[0], buf);
    json_t *j = fake_last(c[0], "joined");
    if (!j)
        return 0;
    snprintf(buf, sizeof buf, "{\"type\":\"join\",\"code\":\"%s\",\"name\":\"k\"}",
             jstr(j, "code"));
    fake_say(&F, c[1], buf);
    fake_say(&F, c[0], "{\"type\":\"start\"}");
    return 1;
}

/* Two signed-in players and a bot, as the rated game above, in a room
 * with hints: not rated (docs/web-protocol.md, "Hints"). */
TEST(hints_unrate_the_game)
{
    char t[2][64];
    double mu;
    if (!CHECK(open_hub(":memory:")))
        return;
    account("Lena", t[0], sizeof t[0]);
    account("Milo", t[1], sizeof t[1]);
    int64_t lena = me(t[0]), milo = me(t[1]);
    fake_conn *c[2] = {open_as(0, t[0]), open_as(1, t[1])};
    if (!CHECK(start_of_two(c, ",\"hints\":true")))
        return;
    CHECK(play_out(c, 2) >= 0);
    CHECK_INT(rated_games(lena, &mu), ==, 0);
    CHECK_INT(rated_games(milo, &mu), ==, 0);
    CHECK_INT(rated_games(STORE_BOT_SUBJECT(MSG_BOT_HONEST), &mu), ==, 0);
    finish();
}

/* A signed-in player who goes away mid-game, whose seat a stand-in bot
 * plays: the game is not rated, for anyone; its players are still
 * written (it is in both accounts' games). */
TEST(a_stand_in_unrates_the_game)
{
    char t[2][64];
    double mu;
    if (!CHECK(open_hub(":memory:")))
        return;
    account("Jana", t[0], sizeof t[0]);
    account("Kofi", t[1], sizeof t[1]);
    int64_t jana = me(t[0]), kofi = me(t[1]);
    fake_conn *c[2] = {open_as(0, t[0]), open_as(1, t[1])};
    if (!CHECK(start_of_two(c, "")))
        return;
    fake_close(&F, c[1]); /* gone: after away_ms a bot decides for Kofi */
    CHECK(play_out(c, 1) >= 0);
    long long game = jint(fake_last(c[0], "state"), "game");
    CHECK_INT(rated_games(jana, &mu), ==, 0);
    CHECK_INT(rated_games(kofi, &mu), ==, 0);
    CHECK_INT(rated_games(STORE_BOT_SUBJECT(MSG_BOT_HONEST), &mu), ==, 0);
    int64_t acc[COUP_MAX_PLAYERS];
    CHECK_INT(store_game_accounts(F.h->st, game, acc, 3), ==, 0);
    CHECK(acc[0] == jana && acc[1] == kofi);
    finish();
}

TEST_MAIN()
