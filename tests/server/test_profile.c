/*
 * test_profile.c - a player's statistics from the records of its games
 * (src/server/profile.c): short games written here by hand, every
 * statistic worked out by hand from them, then checked against what the
 * profile writes; the order of streaks, places from the order of exile,
 * the opponents met, games refused (the profile unchanged), and the
 * figures against coup_stats_add() over the same records.
 *
 * The figures noted under each record are what `coup replay --quiet`
 * prints for it (the record saved as a file), which counts with
 * coup_stats_add() as the profile does.
 */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include <coup/record.h>

#include "server/profile.h"
#include "test.h"

/* ------------------------------------------------------------ records */

/* Ann (seat 0) beats Bob: Foreign Aid, then a Coup.
 * Ann: turns 2, cards taken 1, Foreign Aid 2; no claim. Achievements:
 * no bluff, untouched. Places: Ann 1, Bob 2. */
static const char G1[] =
    "coup-record 1\n"
    "players 2\n"
    "names Ann Bob\n"
    "start 0\n"
    "seat 0 coins 5 hidden duke contessa\n"
    "seat 1 coins 1 hidden captain up assassin\n"
    "0 foreign-aid\n"
    "1 pass\n"
    "1 income\n"
    "0 coup 1\n"
    "1 lose captain\n"
    "result 0\n";

/* Ann (seat 1) bluffs a Duke, Bob challenges, Ann is exiled first; Cy
 * then Coups Bob. Ann: turns 1, claims 1 (Duke), bluffs 1, caught 1,
 * cards lost 1. Places: Cy 1, Bob 2 (exiled last), Ann 3. */
static const char G2[] =
    "coup-record 1\n"
    "players 3\n"
    "names Bob Ann Cy\n"
    "start 1\n"
    "seat 0 coins 2 hidden duke up contessa\n"
    "seat 1 coins 2 hidden captain up assassin\n"
    "seat 2 coins 7 hidden contessa up duke\n"
    "1 tax           # a bluff\n"
    "2 pass\n"
    "0 challenge\n"
    "1 concede\n"
    "1 lose captain  # Ann exiled\n"
    "2 coup 0\n"
    "0 lose duke     # Bob exiled\n"
    "result 2\n";

/* Ann (seat 2) steals, blocks a Foreign Aid with a false Duke, assassinates
 * with a false Assassin, and wins three challenges. Ann: turns 3 (steal,
 * assassinate, income), claims 3 (Captain, Duke, Assassin), bluffs 2,
 * caught 0, blocks 1, challenges 3 (won 3), cards taken 3, cards lost 0,
 * Income 1, Steal 2 (1 steal). Achievements: untouched, sharp eye.
 * Places: Ann 1, Bob 2, Cy 3. */
static const char G3[] =
    "coup-record 1\n"
    "players 3\n"
    "names Cy Bob Ann\n"
    "start 2\n"
    "seat 0 coins 2 hidden duke up captain\n"
    "seat 1 coins 3 hidden assassin contessa\n"
    "seat 2 coins 1 hidden captain contessa\n"
    "2 steal 1\n"
    "0 pass\n"
    "1 pass\n"
    "1 pass            # no block: Ann takes 2\n"
    "0 income\n"
    "1 foreign-aid\n"
    "2 block duke      # a bluff\n"
    "0 pass\n"
    "1 pass\n"
    "2 assassinate 0   # a bluff\n"
    "0 pass\n"
    "1 pass\n"
    "0 block contessa  # Cy's bluff\n"
    "1 pass\n"
    "2 challenge\n"
    "0 concede\n"
    "0 lose duke       # Cy exiled\n"
    "1 tax\n"
    "2 challenge\n"
    "1 concede\n"
    "1 lose assassin\n"
    "2 income\n"
    "1 tax\n"
    "2 challenge\n"
    "1 concede\n"
    "1 lose contessa   # Bob exiled\n"
    "result 2\n";

/* Ann (seat 1) loses the game's first card to a Coup, then wins on three
 * bluffs none challenged. Ann: turns 3, claims 3 (Duke 2, Assassin 1),
 * bluffs 3, caught 0, cards lost 1, cards taken 1, Tax 6. Achievements:
 * comeback, bluff master. Places: Ann 1, Bob 2. */
static const char G4[] =
    "coup-record 1\n"
    "players 2\n"
    "names Bob Ann\n"
    "start 0\n"
    "seat 0 coins 7 hidden duke up captain\n"
    "seat 1 coins 0 hidden contessa ambassador\n"
    "0 coup 1\n"
    "1 lose ambassador\n"
    "1 tax\n"
    "0 pass\n"
    "0 income\n"
    "1 tax\n"
    "0 pass\n"
    "0 income\n"
    "1 assassinate 0\n"
    "0 pass\n"
    "0 pass\n"
    "0 lose duke\n"
    "result 1\n";

/* Four players, each Coups: Cy is exiled first, then Ann, then Bob.
 * Places: Dee 1, Bob 2, Ann 3, Cy 4. */
static const char G5[] =
    "coup-record 1\n"
    "players 4\n"
    "names Ann Bob Cy Dee\n"
    "start 0\n"
    "seat 0 coins 7 hidden duke up captain\n"
    "seat 1 coins 7 hidden contessa up duke\n"
    "seat 2 coins 7 hidden captain up assassin\n"
    "seat 3 coins 7 hidden ambassador up duke\n"
    "0 coup 2\n"
    "2 lose captain\n"
    "1 coup 0\n"
    "0 lose duke\n"
    "3 coup 1\n"
    "1 lose contessa\n"
    "result 3\n";

/* docs/record-format.md's second example: Haig is exiled in the position
 * already, so he is last; Natasha is exiled by the one move. Places:
 * Sacha 1, Natasha 2, Haig 3. Sacha claims Inquisitor. */
static const char G6[] =
    "coup-record 1\n"
    "players 3\n"
    "options inquisitor\n"
    "names Natasha Sacha Haig\n"
    "start 1\n"
    "seat 0 coins 4 hidden duke up captain\n"
    "seat 1 coins 3 hidden inquisitor contessa\n"
    "seat 2 coins 0 up assassin assassin\n"
    "court duke 1 captain 1 inquisitor 2 contessa 1\n"
    "1 examine 0\n"
    "0 pass\n"
    "0 show duke\n"
    "1 swap\n"
    "* draw captain\n"
    "0 tax\n"
    "1 challenge\n"
    "0 concede\n"
    "0 lose captain\n"
    "result 1\n";

/* docs/record-format.md's first example: dealt from a seed, no position.
 * Ann wins, Bob 2nd. */
static const char G7[] =
    "coup-record 1\n"
    "players 2\n"
    "names Ann Bob\n"
    "start 0\n"
    "seed 2\n"
    "0 tax\n"
    "1 challenge\n"
    "0 prove\n"
    "1 lose ambassador\n"
    "1 income\n"
    "0 tax\n"
    "1 pass\n"
    "1 income\n"
    "0 coup 1\n"
    "1 lose assassin\n"
    "result 0\n";

/* G1 without its last moves: not over. */
static const char UNFINISHED[] =
    "coup-record 1\n"
    "players 2\n"
    "names Ann Bob\n"
    "start 0\n"
    "seat 0 coins 5 hidden duke contessa\n"
    "seat 1 coins 1 hidden captain up assassin\n"
    "0 foreign-aid\n"
    "1 pass\n";

/* G1 with a move Bob may not make (a Coup costs 7). */
static const char ILLEGAL[] =
    "coup-record 1\n"
    "players 2\n"
    "start 0\n"
    "seat 0 coins 5 hidden duke contessa\n"
    "seat 1 coins 1 hidden captain up assassin\n"
    "0 income\n"
    "1 coup 0\n";

/* ------------------------------------------------------------ helpers */

#define ANN 7
#define BOB 8
#define CY 9
#define DEE 10

/* The current names of the accounts: Cy has become Cyril since; 11 is an
 * account deleted since (no name); 1000.. are "p1000".. */
static const char *name_of(void *ctx, int64_t id)
{
    static char buf[32];
    (void)ctx;
    switch (id) {
    case BOB: return "Bob";
    case CY: return "Cyril";
    case DEE: return "Dee";
    case 11: return NULL;
    default:
        snprintf(buf, sizeof buf, "p%lld", (long long)id);
        return buf;
    }
}

static int add(profile *p, int64_t id, const char *rec, int seat,
               const int64_t *accounts, bool rated)
{
    char why[256] = "";
    int rc = profile_add(p, id, 1764000000 + id * 100, rec, strlen(rec),
                         seat, accounts, rated, why, sizeof why);
    if (rc != 0)
        fprintf(stderr, "    game %lld refused: %s\n", (long long)id, why);
    return rc;
}

/* The value at a path of keys and indices, "recent.0.names.1". */
static json_t *at(json_t *j, const char *path)
{
    char key[64];
    while (j && *path) {
        size_t n = strcspn(path, ".");
        if (n >= sizeof key)
            return NULL;
        memcpy(key, path, n);
        key[n] = '\0';
        path += n + (path[n] == '.');
        if (json_is_array(j))
            j = json_array_get(j, strtoul(key, NULL, 10));
        else
            j = json_object_get(j, key);
    }
    return j;
}

/* The integer at path, or -999 if there is none. */
static long long num(json_t *j, const char *path)
{
    json_t *v = at(j, path);
    return json_is_integer(v) ? (long long)json_integer_value(v) : -999;
}

/* The string at path, "(null)" for null, "(none)" if absent. */
static const char *str(json_t *j, const char *path)
{
    json_t *v = at(j, path);
    if (json_is_null(v))
        return "(null)";
    return json_is_string(v) ? json_string_value(v) : "(none)";
}

/* The profile's JSON as compact text (malloc'd). */
static char *dump(const profile *p, int recent_max)
{
    json_t *j = profile_json(p, name_of, NULL, recent_max);
    char *s = j ? json_dumps(j, JSON_COMPACT) : NULL;
    json_decref(j);
    return s;
}

/* ------------------------------------------------------- the history */

typedef struct hgame {
    const char *rec;
    int seat;
    int64_t accounts[4];
    bool won;
} hgame;

/* Ann's twelve games, oldest first: W W W L L W L L L L W W. */
static const hgame HISTORY[] = {
    {G1, 0, {ANN, BOB}, true},
    {G3, 2, {CY, BOB, ANN}, true},
    {G4, 1, {BOB, ANN}, true},
    {G2, 1, {BOB, ANN, 0}, false},
    {G2, 1, {BOB, ANN, 0}, false},
    {G1, 0, {ANN, BOB}, true},
    {G2, 1, {BOB, ANN, 0}, false},
    {G2, 1, {BOB, ANN, 0}, false},
    {G2, 1, {BOB, ANN, 0}, false},
    {G2, 1, {BOB, ANN, 0}, false},
    {G1, 0, {ANN, BOB}, true},
    {G4, 1, {BOB, ANN}, true},
};
#define NHISTORY ((int)(sizeof HISTORY / sizeof *HISTORY))

/* Ann's profile: HISTORY added newest first (as the store gives them),
 * game i with id 101 + i, rated when i is even. */
static profile *ann(void)
{
    profile *p = profile_new();
    for (int i = NHISTORY - 1; p && i >= 0; i--)
        if (add(p, 101 + i, HISTORY[i].rec, HISTORY[i].seat,
                HISTORY[i].accounts, i % 2 == 0) != 0) {
            profile_free(p);
            return NULL;
        }
    return p;
}

/* -------------------------------------------------------------- tests */

TEST(empty_profile)
{
    profile *p = profile_new();
    REQUIRE(p != NULL);
    CHECK_INT(profile_games(p), ==, 0);
    char *s = dump(p, 10);
    CHECK_STR(s,
        "{\"games\":0,\"wins\":0,"
        "\"streaks\":{\"current\":0,\"current_kind\":null,\"best_win\":0,"
        "\"worst_loss\":0},"
        "\"figures\":{\"claims\":0,\"bluffs\":0,\"bluffs_caught\":0,"
        "\"challenges\":0,\"challenges_won\":0,\"blocks\":0,"
        "\"cards_lost\":0,\"cards_taken\":0,\"coins_income\":0,"
        "\"coins_aid\":0,\"coins_tax\":0,\"coins_steal\":0,"
        "\"coins_embezzle\":0,\"steals\":0,\"actions\":0,"
        "\"claims_of\":{\"duke\":0,\"assassin\":0,\"captain\":0,"
        "\"ambassador\":0,\"contessa\":0,\"inquisitor\":0}},"
        "\"achievements\":{\"no_bluff\":0,\"comeback\":0,\"untouched\":0,"
        "\"bluff_master\":0,\"sharp_eye\":0},"
        "\"fewest_turns_win\":null,\"opponents\":[],\"recent\":[]}");
    free(s);
    profile_free(p);
    profile_free(NULL);
}

/* One game, the whole text: every key, in the order profile.h gives. */
TEST(one_game_whole_text)
{
    profile *p = profile_new();
    const int64_t acc[] = {ANN, BOB};
    REQUIRE(add(p, 5, G1, 0, acc, true) == 0);
    char *s = dump(p, 10);
    CHECK_STR(s,
        "{\"games\":1,\"wins\":1,"
        "\"streaks\":{\"current\":1,\"current_kind\":\"win\",\"best_win\":1,"
        "\"worst_loss\":0},"
        "\"figures\":{\"claims\":0,\"bluffs\":0,\"bluffs_caught\":0,"
        "\"challenges\":0,\"challenges_won\":0,\"blocks\":0,"
        "\"cards_lost\":0,\"cards_taken\":1,\"coins_income\":0,"
        "\"coins_aid\":2,\"coins_tax\":0,\"coins_steal\":0,"
        "\"coins_embezzle\":0,\"steals\":0,\"actions\":2,"
        "\"claims_of\":{\"duke\":0,\"assassin\":0,\"captain\":0,"
        "\"ambassador\":0,\"contessa\":0,\"inquisitor\":0}},"
        "\"achievements\":{\"no_bluff\":1,\"comeback\":0,\"untouched\":1,"
        "\"bluff_master\":0,\"sharp_eye\":0},"
        "\"fewest_turns_win\":2,"
        "\"opponents\":[{\"name\":\"Bob\",\"games\":1,\"ahead\":1}],"
        "\"recent\":[{\"id\":5,\"finished\":1764000500,\"players\":2,"
        "\"place\":1,\"rated\":true,\"names\":[\"Ann\",\"Bob\"],"
        "\"seat\":0}]}");
    free(s);
    profile_free(p);
}

/* The twelve games, counted by hand from the notes on G1-G4:
 * 3 x G1, 1 x G3, 2 x G4 won; 6 x G2 lost. */
TEST(history_counted_by_hand)
{
    profile *p = ann();
    REQUIRE(p != NULL);
    json_t *j = profile_json(p, name_of, NULL, 3);
    REQUIRE(j != NULL);
    CHECK_INT(profile_games(p), ==, 12);
    CHECK_INT(num(j, "games"), ==, 12);
    CHECK_INT(num(j, "wins"), ==, 6);

    /* 3 G1 + 6 G2 + 1 G3 + 2 G4, figure by figure. */
    CHECK_INT(num(j, "figures.claims"), ==, 0 + 6 * 1 + 3 + 2 * 3);
    CHECK_INT(num(j, "figures.bluffs"), ==, 6 * 1 + 2 + 2 * 3);
    CHECK_INT(num(j, "figures.bluffs_caught"), ==, 6);
    CHECK_INT(num(j, "figures.challenges"), ==, 3);
    CHECK_INT(num(j, "figures.challenges_won"), ==, 3);
    CHECK_INT(num(j, "figures.blocks"), ==, 1);
    CHECK_INT(num(j, "figures.cards_lost"), ==, 6 * 1 + 2 * 1);
    CHECK_INT(num(j, "figures.cards_taken"), ==, 3 * 1 + 3 + 2 * 1);
    CHECK_INT(num(j, "figures.coins_income"), ==, 1);
    CHECK_INT(num(j, "figures.coins_aid"), ==, 3 * 2);
    CHECK_INT(num(j, "figures.coins_tax"), ==, 2 * 6);
    CHECK_INT(num(j, "figures.coins_steal"), ==, 2);
    CHECK_INT(num(j, "figures.coins_embezzle"), ==, 0);
    CHECK_INT(num(j, "figures.steals"), ==, 1);
    CHECK_INT(num(j, "figures.actions"), ==, 3 * 2 + 6 * 1 + 3 + 2 * 3);
    CHECK_INT(num(j, "figures.claims_of.duke"), ==, 6 * 1 + 1 + 2 * 2);
    CHECK_INT(num(j, "figures.claims_of.assassin"), ==, 1 + 2 * 1);
    CHECK_INT(num(j, "figures.claims_of.captain"), ==, 1);
    CHECK_INT(num(j, "figures.claims_of.ambassador"), ==, 0);
    CHECK_INT(num(j, "figures.claims_of.contessa"), ==, 0);
    CHECK_INT(num(j, "figures.claims_of.inquisitor"), ==, 0);

    /* G1: no bluff, untouched; G3: untouched, sharp eye; G4: comeback,
     * bluff master. */
    CHECK_INT(num(j, "achievements.no_bluff"), ==, 3);
    CHECK_INT(num(j, "achievements.comeback"), ==, 2);
    CHECK_INT(num(j, "achievements.untouched"), ==, 3 + 1);
    CHECK_INT(num(j, "achievements.bluff_master"), ==, 2);
    CHECK_INT(num(j, "achievements.sharp_eye"), ==, 1);

    /* W W W L L W L L L L W W */
    CHECK_INT(num(j, "streaks.current"), ==, 2);
    CHECK_STR(str(j, "streaks.current_kind"), "win");
    CHECK_INT(num(j, "streaks.best_win"), ==, 3);
    CHECK_INT(num(j, "streaks.worst_loss"), ==, 4);

    /* G1 in 2 turns; G3 and G4 in 3. */
    CHECK_INT(num(j, "fewest_turns_win"), ==, 2);

    /* Bob in every game (the guest of G2 is no one); ahead of him in G1,
     * G3 and G4 (6 games), behind him in G2. Cy (now Cyril) in G3 only. */
    CHECK_INT(json_array_size(at(j, "opponents")), ==, 2);
    CHECK_STR(str(j, "opponents.0.name"), "Bob");
    CHECK_INT(num(j, "opponents.0.games"), ==, 12);
    CHECK_INT(num(j, "opponents.0.ahead"), ==, 6);
    CHECK_STR(str(j, "opponents.1.name"), "Cyril");
    CHECK_INT(num(j, "opponents.1.games"), ==, 1);
    CHECK_INT(num(j, "opponents.1.ahead"), ==, 1);

    /* The newest three: ids 112 (G4), 111 (G1), 110 (G2). */
    CHECK_INT(json_array_size(at(j, "recent")), ==, 3);
    CHECK_INT(num(j, "recent.0.id"), ==, 112);
    CHECK_INT(num(j, "recent.0.finished"), ==, 1764000000 + 112 * 100);
    CHECK_INT(num(j, "recent.0.players"), ==, 2);
    CHECK_INT(num(j, "recent.0.place"), ==, 1);
    CHECK(json_is_false(at(j, "recent.0.rated"))); /* i = 11 */
    CHECK_STR(str(j, "recent.0.names.0"), "Bob");
    CHECK_STR(str(j, "recent.0.names.1"), "Ann");
    CHECK_INT(num(j, "recent.0.seat"), ==, 1);
    CHECK_INT(num(j, "recent.1.id"), ==, 111);
    CHECK(json_is_true(at(j, "recent.1.rated")));
    CHECK_INT(num(j, "recent.1.seat"), ==, 0);
    CHECK_INT(num(j, "recent.2.id"), ==, 110);
    CHECK_INT(num(j, "recent.2.players"), ==, 3);
    CHECK_INT(num(j, "recent.2.place"), ==, 3);
    CHECK_INT(json_array_size(at(j, "recent.2.names")), ==, 3);
    CHECK_STR(str(j, "recent.2.names.2"), "Cy");
    json_decref(j);
    profile_free(p);
}

/* A profile of the games added newest first, won[0] the newest. */
static json_t *streaks_of(const char *wl)
{
    profile *p = profile_new();
    const int64_t acc[] = {ANN, BOB};
    for (int i = 0; wl[i]; i++) /* G1: Ann wins at seat 0, loses at 1 */
        add(p, 1 + i, G1, wl[i] == 'W' ? 0 : 1, acc, false);
    json_t *j = profile_json(p, NULL, NULL, 0);
    json_t *k = json_incref(at(j, "streaks"));
    json_decref(j);
    profile_free(p);
    return k;
}

/* Streaks run over time: the first game added is the newest. */
TEST(streaks_in_time_order)
{
    json_t *k = streaks_of("WLL"); /* oldest first: L L W */
    CHECK_INT(num(k, "current"), ==, 1);
    CHECK_STR(str(k, "current_kind"), "win");
    CHECK_INT(num(k, "best_win"), ==, 1);
    CHECK_INT(num(k, "worst_loss"), ==, 2);
    json_decref(k);

    k = streaks_of("LLW"); /* oldest first: W L L */
    CHECK_INT(num(k, "current"), ==, 2);
    CHECK_STR(str(k, "current_kind"), "loss");
    CHECK_INT(num(k, "best_win"), ==, 1);
    CHECK_INT(num(k, "worst_loss"), ==, 2);
    json_decref(k);

    k = streaks_of("LWWWWLLLWW"); /* best in the middle, current 1 loss */
    CHECK_INT(num(k, "current"), ==, 1);
    CHECK_STR(str(k, "current_kind"), "loss");
    CHECK_INT(num(k, "best_win"), ==, 4);
    CHECK_INT(num(k, "worst_loss"), ==, 3);
    json_decref(k);

    k = streaks_of("LLLLL");
    CHECK_INT(num(k, "current"), ==, 5);
    CHECK_STR(str(k, "current_kind"), "loss");
    CHECK_INT(num(k, "best_win"), ==, 0);
    CHECK_INT(num(k, "worst_loss"), ==, 5);
    json_decref(k);
}

/* Losses only: no fewest_turns_win, no achievement. */
TEST(no_win)
{
    profile *p = profile_new();
    const int64_t acc[] = {BOB, ANN, CY};
    REQUIRE(add(p, 1, G2, 1, acc, true) == 0);
    json_t *j = profile_json(p, name_of, NULL, 1);
    CHECK_INT(num(j, "wins"), ==, 0);
    CHECK(json_is_null(at(j, "fewest_turns_win")));
    CHECK_INT(num(j, "achievements.no_bluff"), ==, 0);
    CHECK_INT(num(j, "achievements.untouched"), ==, 0);
    /* Behind both: Bob exiled last is 2nd, Ann 3rd; Cy won. */
    CHECK_INT(num(j, "recent.0.place"), ==, 3);
    CHECK_INT(num(j, "opponents.0.ahead"), ==, 0);
    CHECK_INT(num(j, "opponents.1.ahead"), ==, 0);
    json_decref(j);
    profile_free(p);
}

/* The place of `seat` in rec. */
static long long place_of(const char *rec, int seat)
{
    profile *p = profile_new();
    const int64_t acc[COUP_MAX_PLAYERS] = {0};
    long long place = -1;
    if (add(p, 1, rec, seat, acc, false) == 0) {
        json_t *j = profile_json(p, NULL, NULL, 1);
        place = num(j, "recent.0.place");
        json_decref(j);
    }
    profile_free(p);
    return place;
}

TEST(places_from_the_order_of_exile)
{
    /* G5: Cy exiled first, then Ann, then Bob; Dee wins. */
    CHECK_INT(place_of(G5, 3), ==, 1); /* Dee */
    CHECK_INT(place_of(G5, 1), ==, 2); /* Bob, exiled last */
    CHECK_INT(place_of(G5, 0), ==, 3); /* Ann */
    CHECK_INT(place_of(G5, 2), ==, 4); /* Cy, exiled first */
    /* G2: Ann exiled first, then Bob. */
    CHECK_INT(place_of(G2, 2), ==, 1);
    CHECK_INT(place_of(G2, 0), ==, 2);
    CHECK_INT(place_of(G2, 1), ==, 3);
    /* G6: Haig exiled before any move, Natasha by the last. */
    CHECK_INT(place_of(G6, 1), ==, 1);
    CHECK_INT(place_of(G6, 0), ==, 2);
    CHECK_INT(place_of(G6, 2), ==, 3);
    /* G7, dealt from a seed: every seat alive during the deal. */
    CHECK_INT(place_of(G7, 0), ==, 1);
    CHECK_INT(place_of(G7, 1), ==, 2);
}

/* Every figure of every seat of every record, against coup_stats_add()
 * over the same record's moves (`coup replay` prints these). */
struct counter {
    coup_seat_stats st[COUP_MAX_PLAYERS];
};

static void count(void *ctx, const coup_state *before, int seat, coup_move m,
                  int line)
{
    struct counter *c = ctx;
    (void)seat;
    (void)line;
    coup_stats_add(c->st, before, m);
}

#define F(f) {#f, offsetof(coup_seat_stats, f)}
static const struct {
    const char *key;
    size_t off;
} FIELDS[] = {
    F(claims),         F(bluffs),         F(bluffs_caught), F(challenges),
    F(challenges_won), F(blocks),         F(cards_lost),    F(cards_taken),
    F(coins_income),   F(coins_aid),      F(coins_tax),     F(coins_steal),
    F(coins_embezzle), F(steals),         F(actions),
};
#undef F

TEST(figures_agree_with_coup_stats_add)
{
    const char *recs[] = {G1, G2, G3, G4, G5, G6, G7};
    for (size_t i = 0; i < sizeof recs / sizeof *recs; i++) {
        coup_record r;
        coup_state s;
        struct counter c;
        memset(&c, 0, sizeof c);
        REQUIRE(coup_record_parse(recs[i], strlen(recs[i]), &r, NULL) == 0);
        REQUIRE(coup_record_replay(&r, &s, count, &c, NULL) == 0);
        int players = r.options.players;
        coup_record_free(&r);
        for (int seat = 0; seat < players; seat++) {
            profile *p = profile_new();
            const int64_t acc[COUP_MAX_PLAYERS] = {0};
            REQUIRE(add(p, 1, recs[i], seat, acc, false) == 0);
            json_t *j = profile_json(p, NULL, NULL, 0);
            json_t *fig = at(j, "figures");
            CHECK_INT(json_object_size(fig), ==,
                      sizeof FIELDS / sizeof *FIELDS + 1);
            for (size_t k = 0; k < sizeof FIELDS / sizeof *FIELDS; k++) {
                uint16_t want;
                memcpy(&want, (const char *)&c.st[seat] + FIELDS[k].off,
                       sizeof want);
                if (num(fig, FIELDS[k].key) != want)
                    fprintf(stderr, "    record %zu seat %d: %s\n", i, seat,
                            FIELDS[k].key);
                CHECK_INT(num(fig, FIELDS[k].key), ==, want);
            }
            for (int card = 0; card < COUP_NCARDS; card++) {
                char path[64];
                snprintf(path, sizeof path, "claims_of.%s",
                         coup_card_name(card));
                CHECK_INT(num(fig, path), ==, c.st[seat].claims_of[card]);
            }
            unsigned ach = coup_achievements(c.st, players, seat, s.winner);
            CHECK_INT(num(j, "achievements.no_bluff"), ==,
                      (ach & COUP_ACH_NO_BLUFF) != 0);
            CHECK_INT(num(j, "achievements.comeback"), ==,
                      (ach & COUP_ACH_COMEBACK) != 0);
            CHECK_INT(num(j, "achievements.untouched"), ==,
                      (ach & COUP_ACH_UNTOUCHED) != 0);
            CHECK_INT(num(j, "achievements.bluff_master"), ==,
                      (ach & COUP_ACH_BLUFF_MASTER) != 0);
            CHECK_INT(num(j, "achievements.sharp_eye"), ==,
                      (ach & COUP_ACH_SHARP_EYE) != 0);
            json_decref(j);
            profile_free(p);
        }
    }
    /* The Inquisitor's claim is counted under its own key: Sacha's
     * Examine in G6. */
    profile *p = profile_new();
    const int64_t acc[3] = {0};
    REQUIRE(add(p, 1, G6, 1, acc, false) == 0);
    json_t *j = profile_json(p, NULL, NULL, 0);
    CHECK_INT(num(j, "figures.claims_of.inquisitor"), ==, 1);
    CHECK_INT(num(j, "figures.claims"), ==, 1);
    CHECK_INT(num(j, "figures.challenges_won"), ==, 1);
    json_decref(j);
    profile_free(p);
}

static void collect(void *ctx, int64_t id)
{
    json_array_append_new(ctx, json_integer(id));
}

TEST(opponents)
{
    profile *p = profile_new();
    /* 60 accounts met once each in G1 (Ann ahead), then account 1059 in
     * two more games of G2 (Ann behind, as Bob's seat 0), a deleted
     * account (11, no name) in one, and Ann's own account at the other
     * seat of one (not an opponent). */
    for (int i = 0; i < 60; i++) {
        const int64_t acc[] = {ANN, 1000 + i};
        REQUIRE(add(p, 1 + i, G1, 0, acc, false) == 0);
    }
    const int64_t a61[] = {1059, ANN, 0}, a63[] = {11, ANN, 11},
                  a64[] = {ANN, ANN};
    REQUIRE(add(p, 61, G2, 1, a61, false) == 0);
    REQUIRE(add(p, 62, G2, 1, a61, false) == 0);
    REQUIRE(add(p, 63, G2, 1, a63, false) == 0);
    REQUIRE(add(p, 64, G1, 0, a64, false) == 0);

    /* Every account met, by id: 11, then 1000..1059. */
    json_t *ids = json_array();
    CHECK_INT(profile_opponents(p, collect, ids), ==, 61);
    CHECK_INT(json_array_size(ids), ==, 61);
    CHECK_INT(num(ids, "0"), ==, 11);
    CHECK_INT(num(ids, "1"), ==, 1000);
    CHECK_INT(num(ids, "60"), ==, 1059);
    json_decref(ids);

    json_t *j = profile_json(p, name_of, NULL, 0);
    json_t *o = at(j, "opponents");
    /* At most 50; the most games first, then by name. */
    CHECK_INT(json_array_size(o), ==, PROFILE_OPPONENTS_MAX);
    CHECK_STR(str(o, "0.name"), "p1059");
    CHECK_INT(num(o, "0.games"), ==, 3);
    CHECK_INT(num(o, "0.ahead"), ==, 1);
    CHECK_STR(str(o, "1.name"), "p1000");
    CHECK_INT(num(o, "1.games"), ==, 1);
    CHECK_INT(num(o, "1.ahead"), ==, 1);
    CHECK_STR(str(o, "2.name"), "p1001");
    CHECK_STR(str(o, "49.name"), "p1048");
    for (size_t i = 0; i < json_array_size(o); i++)
        CHECK(json_is_string(json_object_get(json_array_get(o, i), "name")));
    json_decref(j);

    /* Without a way to name them, none is listed. */
    j = profile_json(p, NULL, NULL, 0);
    CHECK_INT(json_array_size(at(j, "opponents")), ==, 0);
    json_decref(j);
    profile_free(p);
}

/* An account at two seats of one game counts once: ahead only when ahead
 * of both seats. */
TEST(opponent_at_two_seats)
{
    profile *p = profile_new();
    const int64_t g2[] = {BOB, ANN, BOB}, g3[] = {BOB, BOB, ANN};
    REQUIRE(add(p, 2, G2, 1, g2, false) == 0); /* Ann 3rd: behind both */
    REQUIRE(add(p, 1, G3, 2, g3, false) == 0); /* Ann 1st: ahead of both */
    json_t *j = profile_json(p, name_of, NULL, 0);
    CHECK_INT(json_array_size(at(j, "opponents")), ==, 1);
    CHECK_INT(num(j, "opponents.0.games"), ==, 2);
    CHECK_INT(num(j, "opponents.0.ahead"), ==, 1);
    json_decref(j);
    profile_free(p);

    /* Ahead of one seat of the account, behind the other: not ahead. */
    p = profile_new();
    const int64_t g5[] = {ANN, DEE, BOB, DEE};
    REQUIRE(add(p, 1, G5, 0, g5, false) == 0); /* Ann 3rd, Bob 4th */
    j = profile_json(p, name_of, NULL, 0);
    CHECK_INT(json_array_size(at(j, "opponents")), ==, 2);
    CHECK_STR(str(j, "opponents.0.name"), "Bob"); /* one game each: by name */
    CHECK_INT(num(j, "opponents.0.games"), ==, 1);
    CHECK_INT(num(j, "opponents.0.ahead"), ==, 1);
    CHECK_STR(str(j, "opponents.1.name"), "Dee");
    CHECK_INT(num(j, "opponents.1.games"), ==, 1);
    CHECK_INT(num(j, "opponents.1.ahead"), ==, 0);
    json_decref(j);
    profile_free(p);
}

/* Each refusal returns -1 with a reason and leaves the profile as it was. */
TEST(refused_games_change_nothing)
{
    profile *p = ann();
    REQUIRE(p != NULL);
    char *before = dump(p, 100);
    const int64_t acc[] = {ANN, BOB, CY};
    static const struct {
        int64_t id;
        const char *rec;
        int seat;
        const char *why;
    } BAD[] = {
        {200, "hello\n", 0, "not a record"},
        {200, "", 0, "not a record"},
        {200, UNFINISHED, 0, "not over"},
        {200, ILLEGAL, 0, "does not replay"},
        {200, G1, 2, "not a seat"},
        {200, G1, -1, "not a seat"},
        {101, G1, 0, "added already"},
        {0, G1, 0, "not > 0"},
        {-3, G1, 0, "not > 0"},
    };
    for (size_t i = 0; i < sizeof BAD / sizeof *BAD; i++) {
        char why[256] = "";
        CHECK_INT(profile_add(p, BAD[i].id, 1, BAD[i].rec,
                              strlen(BAD[i].rec), BAD[i].seat, acc, true,
                              why, sizeof why),
                  ==, -1);
        if (!strstr(why, BAD[i].why))
            fprintf(stderr, "    case %zu: \"%s\"\n", i, why);
        CHECK(strstr(why, BAD[i].why) != NULL);
    }
    /* NULLs, and no room for a reason. */
    CHECK_INT(profile_add(p, 300, 1, NULL, 0, 0, acc, true, NULL, 0), ==, -1);
    CHECK_INT(profile_add(p, 300, 1, G1, strlen(G1), 0, NULL, true, NULL, 0),
              ==, -1);
    CHECK_INT(profile_add(NULL, 300, 1, G1, strlen(G1), 0, acc, true, NULL,
                          0),
              ==, -1);
    CHECK_INT(profile_add(p, 300, 1, "x", 1, 0, acc, true, NULL, 0), ==, -1);
    CHECK_INT(profile_games(p), ==, NHISTORY);
    char *after = dump(p, 100);
    CHECK_STR(after, before);
    free(before);
    free(after);
    profile_free(p);
}

TEST(recent_is_clamped)
{
    profile *p = ann();
    REQUIRE(p != NULL);
    json_t *j = profile_json(p, NULL, NULL, 0);
    CHECK_INT(json_array_size(at(j, "recent")), ==, 0);
    json_decref(j);
    j = profile_json(p, NULL, NULL, -5);
    CHECK_INT(json_array_size(at(j, "recent")), ==, 0);
    json_decref(j);
    j = profile_json(p, NULL, NULL, 1000);
    CHECK_INT(json_array_size(at(j, "recent")), ==, NHISTORY);
    CHECK_INT(num(j, "recent.11.id"), ==, 101); /* the oldest last */
    json_decref(j);
    CHECK(profile_json(NULL, NULL, NULL, 1) == NULL);
    profile_free(p);

    /* More games than PROFILE_RECENT_MAX: that many. */
    p = profile_new();
    const int64_t acc[] = {ANN, BOB};
    for (int i = 0; i < PROFILE_RECENT_MAX + 5; i++)
        REQUIRE(add(p, 1000 - i, G1, 0, acc, false) == 0);
    j = profile_json(p, NULL, NULL, 1000);
    CHECK_INT(json_array_size(at(j, "recent")), ==, PROFILE_RECENT_MAX);
    CHECK_INT(num(j, "games"), ==, PROFILE_RECENT_MAX + 5);
    CHECK_INT(num(j, "streaks.current"), ==, PROFILE_RECENT_MAX + 5);
    json_decref(j);
    profile_free(p);
}

/* A record without names: null for each seat. */
TEST(record_without_names)
{
    static const char rec[] =
        "coup-record 1\n"
        "players 2\n"
        "start 0\n"
        "seat 0 coins 7 hidden duke up captain\n"
        "seat 1 coins 0 hidden duke up captain\n"
        "0 coup 1\n"
        "1 lose duke\n";
    profile *p = profile_new();
    const int64_t acc[] = {ANN, 0};
    REQUIRE(add(p, 1, rec, 0, acc, false) == 0);
    json_t *j = profile_json(p, name_of, NULL, 1);
    CHECK_INT(json_array_size(at(j, "recent.0.names")), ==, 2);
    CHECK(json_is_null(at(j, "recent.0.names.0")));
    CHECK(json_is_null(at(j, "recent.0.names.1")));
    CHECK_INT(json_array_size(at(j, "opponents")), ==, 0); /* a guest */
    CHECK_INT(num(j, "fewest_turns_win"), ==, 1);
    json_decref(j);
    profile_free(p);
}

TEST_MAIN()
