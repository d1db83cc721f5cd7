/*
 * test_arena.c - the arena: statistics against known values, who sits
 * where, the tally (pooled copies, forfeits, unfinished games, the SPRT
 * stop) and identical results whatever the number of threads.
 *
 * Test-only kinds of bot come in through coup_arena.new_bot: "first"
 * (always the first legal move), "illegal" (always a move nobody may
 * make) and "flaky" (random, but now and then an illegal move).
 */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include <coup/arena.h>

#include "test.h"

#define CHECK_NEAR(a, b, eps)                                              \
    do {                                                                   \
        double test_x_ = (a), test_y_ = (b);                               \
        if (!test_check_(fabs(test_x_ - test_y_) <= (eps), __FILE__,       \
                         __LINE__, #a " ~ " #b))                           \
            fprintf(stderr, "    %.10g vs %.10g\n", test_x_, test_y_);      \
    } while (0)

/* ------------------------------------------------- test-only bot kinds */

static coup_move choose_first(void *mem, const coup_obs *o,
                              const coup_move *legal, int n, coup_rng *rng)
{
    (void)mem, (void)o, (void)n, (void)rng;
    return legal[0];
}

static coup_move choose_illegal(void *mem, const coup_obs *o,
                                const coup_move *legal, int n, coup_rng *rng)
{
    (void)mem, (void)o, (void)legal, (void)n, (void)rng;
    return coup_mv(COUP_MV_PICK, COUP_NOBODY, COUP_DUKE, COUP_NOCARD);
}

static coup_move choose_flaky(void *mem, const coup_obs *o,
                              const coup_move *legal, int n, coup_rng *rng)
{
    (void)mem, (void)o;
    if (coup_rng_below(rng, 400) == 0)
        return coup_mv(COUP_MV_PICK, COUP_NOBODY, COUP_DUKE, COUP_NOCARD);
    return legal[coup_rng_below(rng, (uint32_t)n)];
}

static const coup_bot_kind kind_first = {
    .name = "first", .summary = "", .params = "", .size = 1,
    .choose = choose_first};
static const coup_bot_kind kind_illegal = {
    .name = "illegal", .summary = "", .params = "", .size = 1,
    .choose = choose_illegal};
static const coup_bot_kind kind_flaky = {
    .name = "flaky", .summary = "", .params = "", .size = 1,
    .choose = choose_flaky};

static atomic_int live_bots;

static coup_bot *make_bot(const char *spec, char *why, size_t n)
{
    const coup_bot_kind *k = !strcmp(spec, "first")     ? &kind_first
                           : !strcmp(spec, "illegal") ? &kind_illegal
                           : !strcmp(spec, "flaky")   ? &kind_flaky
                                                      : NULL;
    coup_bot *b;
    if (!k) {
        b = coup_bot_new(spec, why, n);
    } else {
        b = calloc(1, sizeof *b);
        if (b) {
            b->kind = k;
            b->mem = calloc(1, 1);
            snprintf(b->spec, sizeof b->spec, "%s", spec);
        }
    }
    if (b)
        atomic_fetch_add(&live_bots, 1);
    return b;
}

static void free_bot(coup_bot *b)
{
    if (b)
        atomic_fetch_sub(&live_bots, 1);
    if (b && (b->kind == &kind_first || b->kind == &kind_illegal ||
              b->kind == &kind_flaky)) {
        free(b->mem);
        free(b);
        return;
    }
    coup_bot_free(b);
}

/* An arena from a comma-separated list of specs (no parameters). */
static int arena(coup_arena *a, const char *list, int players,
                 long long games)
{
    char buf[256], why[200];
    coup_arena_defaults(a);
    a->new_bot = make_bot;
    a->free_bot = free_bot;
    snprintf(buf, sizeof buf, "%s", list);
    for (char *p = strtok(buf, ","); p; p = strtok(NULL, ","))
        if (coup_arena_add(a, p, why, sizeof why))
            return -1;
    a->options.players = players;
    a->games = games;
    return 0;
}

static int prepare(coup_arena *a)
{
    char why[200];
    int rc = coup_arena_prepare(a, why, sizeof why);
    if (rc)
        fprintf(stderr, "    prepare: %s\n", why);
    return rc;
}

/* A won game g of the arena, for hand-made tallies. */
static coup_arena_game won(const coup_arena *a, long long g, int winner)
{
    coup_arena_game game;
    memset(&game, 0, sizeof game);
    game.index = g;
    coup_arena_table(a->nentries, a->options.players, g, game.entry);
    game.status = COUP_ARENA_WON;
    game.winner = winner;
    game.culprit = -1;
    game.decisions = 10;
    game.why = "";
    return game;
}

/* ---------------------------------------------------------- statistics */

TEST(wilson_known_values)
{
    double lo, hi;
    coup_wilson(50, 100, COUP_ARENA_Z95, &lo, &hi);
    CHECK_NEAR(lo, 0.4038315304, 1e-9);
    CHECK_NEAR(hi, 0.5961684696, 1e-9);
    coup_wilson(0, 10, COUP_ARENA_Z95, &lo, &hi);
    CHECK(lo == 0.0);
    CHECK_NEAR(hi, 0.2775327999, 1e-9);
    coup_wilson(10, 10, COUP_ARENA_Z95, &lo, &hi);
    CHECK_NEAR(lo, 0.7224672001, 1e-9);
    CHECK(hi == 1.0);
    coup_wilson(25, 100, COUP_ARENA_Z95, &lo, &hi);
    CHECK_NEAR(lo, 0.1754521136, 1e-9);
    CHECK_NEAR(hi, 0.3430446355, 1e-9);
    coup_wilson(0, 0, COUP_ARENA_Z95, &lo, &hi);
    CHECK(lo == 0.0 && hi == 1.0);
}

TEST(elo_known_values)
{
    CHECK_NEAR(coup_elo(0.5, 2), 0.0, 1e-12);
    CHECK_NEAR(coup_elo(0.75, 2), 190.8485019, 1e-6);
    CHECK_NEAR(coup_elo(0.25, 2), -190.8485019, 1e-6);
    CHECK_NEAR(coup_elo(0.25, 4), 0.0, 1e-12);     /* the fair share */
    CHECK_NEAR(coup_elo(0.1, 10), 0.0, 1e-12);
    CHECK_NEAR(coup_elo(0.4, 4), 120.4119983, 1e-6); /* 2:1 odds x 3 */
    CHECK(isinf(coup_elo(0.0, 2)) && coup_elo(0.0, 2) < 0);
    CHECK(isinf(coup_elo(1.0, 3)) && coup_elo(1.0, 3) > 0);
    for (int p = 2; p <= 10; p++)
        CHECK_NEAR(coup_elo_win_rate(coup_elo(0.3, p), p), 0.3, 1e-12);
}

TEST(sprt_bounds_and_llr)
{
    double lo, hi;
    coup_sprt_bounds(0.05, 0.05, &lo, &hi);
    CHECK_NEAR(lo, -2.944438979, 1e-9);
    CHECK_NEAR(hi, 2.944438979, 1e-9);
    /* 60 wins, 40 losses, H0 0 Elo, H1 10 Elo (p1 = 0.51438718). */
    CHECK_NEAR(coup_sprt_llr(60, 40, 0, 10), 0.534230912, 1e-8);
    CHECK_NEAR(coup_sprt_llr(50, 50, -5, 5), 0.0, 1e-12);
    CHECK_NEAR(coup_sprt_game_llr(1, 1, true, 0, 10) * 60 +
               coup_sprt_game_llr(1, 1, false, 0, 10) * 40, 0.534230912, 1e-8);
    /* Two seats each: the same odds as heads-up in the model. */
    CHECK_NEAR(coup_sprt_game_llr(2, 2, true, 0, 10),
               coup_sprt_game_llr(1, 1, true, 0, 10), 1e-15);
    CHECK(coup_sprt_game_llr(1, 2, true, 0, 10) !=
          coup_sprt_game_llr(1, 1, true, 0, 10));
    CHECK(coup_sprt_game_llr(0, 2, true, 0, 10) == 0.0);
}

/* The SPRT stops at the game where the LLR first crosses a bound: 104
 * straight wins for H1 (0 vs 10 Elo), 101 straight losses for H0. */
TEST(sprt_stops_at_the_crossing)
{
    coup_arena a;
    coup_arena_result r;
    REQUIRE(arena(&a, "random,first", 2, 1000) == 0);
    a.sprt = true;
    a.elo0 = 0;
    a.elo1 = 10;
    REQUIRE(prepare(&a) == 0);
    for (int want = 0; want < 2; want++) {
        coup_arena_result_init(&a, &r);
        long long g = 0;
        bool stop = false;
        while (!stop && g < 1000) {
            /* Entry 0 (the first bot) sits at seat g % 2 == 0 ? 0 : 1. */
            int seat_of_first = (int)((2 - g % 2) % 2);
            coup_arena_game game =
                won(&a, g, want ? seat_of_first : 1 - seat_of_first);
            stop = coup_arena_tally(&a, &r, &game);
            g++;
        }
        CHECK_INT(r.games, ==, want ? 104 : 101);
        CHECK_INT(r.verdict, ==, want ? COUP_SPRT_H1 : COUP_SPRT_H0);
        CHECK_INT(r.end, ==, COUP_ARENA_SPRT_STOP);
        CHECK_INT(r.bot[0].wins, ==, want ? 104 : 0);
    }
}

/* ------------------------------------------------------------- tables */

TEST(table_rotation)
{
    int e[COUP_MAX_PLAYERS];
    coup_arena_table(3, 2, 0, e);
    CHECK(e[0] == 0 && e[1] == 1);
    coup_arena_table(3, 2, 1, e);
    CHECK(e[0] == 1 && e[1] == 2);
    coup_arena_table(3, 2, 5, e);
    CHECK(e[0] == 2 && e[1] == 0);
    coup_arena_table(2, 4, 7, e);
    CHECK(e[0] == 1 && e[1] == 0 && e[2] == 1 && e[3] == 0);
    /* Over B consecutive games (from anywhere) every entry sits at every
     * seat exactly once per copy of the seat pattern. */
    for (int b = 1; b <= 12; b++)
        for (int p = 2; p <= 10; p++)
            for (long long from = 0; from < 2 * b; from += b - 1 ? b - 1 : 1) {
                int count[12][COUP_MAX_PLAYERS] = {{0}};
                for (long long g = from; g < from + 3 * b; g++) {
                    coup_arena_table(b, p, g, e);
                    for (int i = 0; i < p; i++)
                        count[e[i]][i]++;
                }
                for (int k = 0; k < b; k++)
                    for (int i = 0; i < p; i++)
                        if (count[k][i] != 3)
                            CHECK_INT(count[k][i], ==, 3);
            }
    CHECK(coup_arena_balanced(3, 300));
    CHECK(!coup_arena_balanced(3, 301));
    CHECK(coup_arena_balanced(1, 7));
}

TEST(game_seeds)
{
    CHECK(coup_arena_game_seed(1, 0) == coup_arena_game_seed(1, 0));
    CHECK(coup_arena_game_seed(1, 0) != coup_arena_game_seed(1, 1));
    /* Nearby arena seeds share no game (seed + g would). */
    int shared = 0;
    for (long long g = 0; g < 100; g++)
        for (long long h = 0; h < 100; h++)
            shared += coup_arena_game_seed(1, g) == coup_arena_game_seed(2, h);
    CHECK_INT(shared, ==, 0);
}

/* ------------------------------------------------------------ set-up */

TEST(prepare_refuses_bad_input)
{
    coup_arena a;
    char why[200];
    REQUIRE(arena(&a, "random,nosuchbot", 2, 10) == 0);
    CHECK_INT(coup_arena_prepare(&a, why, sizeof why), ==, COUP_EINVAL);
    CHECK(strstr(why, "nosuchbot") != NULL);
    REQUIRE(arena(&a, "random,random", 4, 10) == 0);
    a.options.flags = COUP_OPT_TWO_PLAYER_DRAFT;
    CHECK_INT(coup_arena_prepare(&a, why, sizeof why), ==, COUP_EOPTIONS);
    REQUIRE(arena(&a, "random,random", 2, 0) == 0);
    CHECK_INT(coup_arena_prepare(&a, why, sizeof why), ==, COUP_EINVAL);
    REQUIRE(arena(&a, "random,random,random", 11, 10) == 0);
    CHECK_INT(coup_arena_prepare(&a, why, sizeof why), ==, COUP_EOPTIONS);
    REQUIRE(arena(&a, "random,random", 2, 10) == 0);
    a.options.start = 2;
    CHECK_INT(coup_arena_prepare(&a, why, sizeof why), ==, COUP_EOPTIONS);
    REQUIRE(arena(&a, "random,random", 2, 10) == 0);
    a.sprt = true;
    a.elo1 = 10;
    CHECK_INT(coup_arena_prepare(&a, why, sizeof why), ==, COUP_EINVAL);
    CHECK(strstr(why, "two distinct") != NULL);
    REQUIRE(arena(&a, "random,first", 2, 10) == 0);
    a.sprt = true;
    a.elo0 = 10;
    a.elo1 = 0;
    CHECK_INT(coup_arena_prepare(&a, why, sizeof why), ==, COUP_EINVAL);
    /* players 0: one seat per entry */
    REQUIRE(arena(&a, "random,first,random", 0, 10) == 0);
    CHECK_INT(coup_arena_prepare(&a, why, sizeof why), ==, 0);
    CHECK_INT(a.options.players, ==, 3);
    CHECK_INT(a.nbots, ==, 2);
    CHECK_INT(a.copies[0], ==, 2);
    CHECK_INT(a.copies[1], ==, 1);
    CHECK_INT(a.entry_bot[2], ==, 0);
    CHECK_INT(atomic_load(&live_bots), ==, 0);
}

/* ------------------------------------------------------------- tallies */

/* Copies of a spec pool their seats: every seat is a game. */
TEST(pooled_copies)
{
    coup_arena a;
    coup_arena_result r;
    char why[200];
    REQUIRE(arena(&a, "random,random,first,random", 4, 400) == 0);
    REQUIRE(prepare(&a) == 0);
    CHECK_INT(a.nbots, ==, 2);
    coup_arena_result_init(&a, &r);
    REQUIRE(coup_arena_play(&a, 0, 400, NULL, &r, why, sizeof why) == 0);
    CHECK_INT(r.games, ==, 400);
    CHECK_INT(r.bot[0].games, ==, 1200);
    CHECK_INT(r.bot[1].games, ==, 400);
    CHECK_INT(r.bot[0].wins + r.bot[1].wins, ==, 400);
    CHECK_INT(r.won, ==, 400);
    long long seats = 0, tables = 0;
    for (int i = 0; i < 4; i++)
        seats += r.seat_wins[i];
    for (int t = 0; t < 4; t++)
        tables += r.table_games[t];
    CHECK_INT(seats, ==, 400);
    CHECK_INT(tables, ==, 400);
    CHECK_INT(r.decisions, >, 400 * 20);
}

/* Ratings: the model's answer on hand-made tallies. */
TEST(ratings_known_cases)
{
    coup_arena a;
    coup_arena_result r;
    coup_arena_rating out[COUP_ARENA_MAX_BOTS];

    /* Heads-up, the first bot wins 75 of 100: the second is -190.8 with
     * the interval of the Wilson bounds of its 25%. */
    REQUIRE(arena(&a, "first,random", 2, 100) == 0);
    REQUIRE(prepare(&a) == 0);
    coup_arena_result_init(&a, &r);
    for (long long g = 0; g < 100; g++) {
        int first_seat = g % 2 ? 1 : 0;
        coup_arena_game game = won(&a, g, g % 4 == 3 ? 1 - first_seat
                                                     : first_seat);
        coup_arena_tally(&a, &r, &game);
    }
    CHECK_INT(r.bot[0].wins, ==, 75);
    coup_arena_ratings(&a, &r, out);
    CHECK(out[0].elo == 0 && out[0].low == 0 && out[0].high == 0);
    CHECK_NEAR(out[1].elo, -190.8485019, 1e-6);
    CHECK_NEAR(out[1].low, -268.8229113, 1e-6);
    CHECK_NEAR(out[1].high, -112.8740924, 1e-6);

    /* The first bot wins all 10: the second is -inf, and its interval
     * reaches up to the Wilson bound of 0 in 10. */
    coup_arena_result_init(&a, &r);
    for (long long g = 0; g < 10; g++) {
        coup_arena_game game = won(&a, g, g % 2 ? 1 : 0);
        coup_arena_tally(&a, &r, &game);
    }
    coup_arena_ratings(&a, &r, out);
    CHECK(isinf(out[1].elo) && out[1].elo < 0);
    CHECK(isinf(out[1].low) && out[1].low < 0);
    CHECK_NEAR(out[1].high, -166.2015272, 1e-6);

    /* One bot against three copies of another: 40% for the one is 2:1
     * odds against each opponent, +120.4 Elo; so the copies are -120.4
     * relative to it (not the naive difference of performances). */
    REQUIRE(arena(&a, "first,random,random,random", 4, 400) == 0);
    REQUIRE(prepare(&a) == 0);
    coup_arena_result_init(&a, &r);
    for (long long g = 0; g < 400; g++) {
        coup_arena_game game = won(&a, g, 0);
        int first_seat = 0;
        for (int i = 0; i < 4; i++)
            if (game.entry[i] == 0)
                first_seat = i;
        game.winner = g % 5 < 2 ? first_seat : (first_seat + 1) % 4;
        coup_arena_tally(&a, &r, &game);
    }
    CHECK_INT(r.bot[0].wins, ==, 160);
    CHECK_INT(r.bot[1].games, ==, 1200);
    coup_arena_ratings(&a, &r, out);
    CHECK_NEAR(out[1].elo, -120.4119983, 1e-6);
    CHECK(out[1].low < out[1].elo && out[1].elo < out[1].high);
}

/* With mixed tables the fit is the maximum-likelihood one: every bot's
 * expected wins equal its wins. */
TEST(ratings_fit_the_wins)
{
    coup_arena a;
    coup_arena_result r;
    coup_arena_rating out[COUP_ARENA_MAX_BOTS];
    char why[200];
    REQUIRE(arena(&a, "first,random,flaky,random", 3, 4000) == 0);
    REQUIRE(prepare(&a) == 0);
    coup_arena_result_init(&a, &r);
    REQUIRE(coup_arena_play(&a, 0, 4000, NULL, &r, why, sizeof why) == 0);
    coup_arena_ratings(&a, &r, out);
    double q[3];
    for (int d = 0; d < 3; d++) {
        REQUIRE(isfinite(out[d].elo));
        q[d] = pow(10, out[d].elo / 400);
    }
    for (int d = 0; d < 3; d++) {
        double expect = 0;
        for (int t = 0; t < a.nentries; t++) {
            int e[COUP_MAX_PLAYERS], n[3] = {0, 0, 0};
            coup_arena_table(a.nentries, 3, t, e);
            for (int i = 0; i < 3; i++)
                n[a.entry_bot[e[i]]]++;
            double sum = n[0] * q[0] + n[1] * q[1] + n[2] * q[2];
            expect += (double)r.table_games[t] * n[d] * q[d] / sum;
        }
        CHECK_NEAR(expect, (double)r.bot[d].wins, 1e-6);
        if (d)
            CHECK(out[d].low < out[d].elo && out[d].elo < out[d].high);
    }
}

/* A bot that makes an illegal move loses that game; the others do not
 * count it. */
TEST(forfeits)
{
    coup_arena a;
    coup_arena_result r;
    char why[200];
    REQUIRE(arena(&a, "random,illegal", 2, 10) == 0);
    REQUIRE(prepare(&a) == 0);
    REQUIRE(coup_arena_run(&a, 2, NULL, &r, why, sizeof why) == 0);
    CHECK_INT(r.games, ==, 10);
    CHECK_INT(r.forfeits, ==, 10);
    CHECK_INT(r.won, ==, 0);
    CHECK_INT(r.bot[1].games, ==, 10);
    CHECK_INT(r.bot[1].forfeits, ==, 10);
    CHECK_INT(r.bot[1].wins, ==, 0);
    CHECK_INT(r.bot[0].games, ==, 0);
    CHECK_INT(r.fault_game, ==, 0);
    CHECK_INT(r.fault_seat, ==, 1); /* game 0: entry 1 at seat 1 */
    CHECK(strstr(r.fault_why, "seat 1 (illegal) chose 'pick duke'") != NULL);
    CHECK_INT(r.nfault_kinds, ==, 1);
    CHECK_INT(r.fault_kind[0].code, ==, COUP_EILLEGAL);
    CHECK_INT(r.fault_kind[0].count, ==, 10);
    CHECK_INT(atomic_load(&live_bots), ==, 0);

    /* Three seats, one flaky: the first fault is the first in game
     * order, and the others' tallies hold only the won games. */
    REQUIRE(arena(&a, "random,flaky,random", 3, 600) == 0);
    REQUIRE(prepare(&a) == 0);
    REQUIRE(coup_arena_run(&a, 2, NULL, &r, why, sizeof why) == 0);
    CHECK_INT(r.forfeits, >, 0);
    CHECK_INT(r.won + r.forfeits, ==, 600);
    CHECK_INT(r.bot[1].forfeits, ==, r.forfeits);
    CHECK_INT(r.bot[1].games, ==, r.won + r.forfeits);
    CHECK_INT(r.bot[0].games, ==, 2 * r.won);
    CHECK(strstr(r.fault_why, "(flaky) chose") != NULL);
    coup_arena_result one;
    coup_arena_result_init(&a, &one);
    REQUIRE(coup_arena_play(&a, 0, r.fault_game, NULL, &one, why,
                            sizeof why) == 0);
    CHECK_INT(one.forfeits, ==, 0);
}

/* bot_fault: "random:" faults (code -7) after every game, as an external
 * bot that dies while watching; bot_gameover counts what it is told. */
static atomic_int gameovers, gameover_forfeits;

static int late_fault(const coup_bot *b, const char **reason)
{
    if (strcmp(b->spec, "random:"))
        return 0;
    *reason = "died while watching";
    return -7;
}

static void count_gameover(coup_bot *b, int winner, int forfeit,
                           const char *reason)
{
    atomic_fetch_add(&gameovers, 1);
    (void)b;
    if (forfeit >= 0 && winner < 0 && reason &&
        strstr(reason, "(random:) died while watching"))
        atomic_fetch_add(&gameover_forfeits, 1);
}

/* A fault found after the game makes its seat forfeit, winner or not. */
TEST(late_faults_forfeit)
{
    coup_arena a;
    coup_arena_result r;
    char why[200];
    REQUIRE(arena(&a, "random,random:", 2, 100) == 0);
    a.bot_fault = late_fault;
    a.bot_gameover = count_gameover;
    REQUIRE(prepare(&a) == 0);
    atomic_store(&gameovers, 0);
    atomic_store(&gameover_forfeits, 0);
    REQUIRE(coup_arena_run(&a, 2, NULL, &r, why, sizeof why) == 0);
    CHECK_INT(r.games, ==, 100);
    CHECK_INT(r.forfeits, ==, 100);
    CHECK_INT(r.won, ==, 0);
    CHECK_INT(r.bot[1].forfeits, ==, 100);
    CHECK_INT(r.bot[0].games, ==, 0);
    CHECK_INT(r.nfault_kinds, ==, 1);
    CHECK_INT(r.fault_kind[0].code, ==, -7);
    CHECK_INT(r.fault_kind[0].count, ==, 100);
    CHECK_INT(r.fault_seat, ==, 1);
    CHECK(strstr(r.fault_why, "seat 1 (random:) died while watching") != NULL);
    CHECK_INT(atomic_load(&gameovers), ==, 200);
    CHECK_INT(atomic_load(&gameover_forfeits), ==, 200);
    CHECK_INT(atomic_load(&live_bots), ==, 0);
}

/* Games past the decision limit are lost by every seat. */
TEST(unfinished_games)
{
    coup_arena a;
    coup_arena_result r;
    char why[200];
    REQUIRE(arena(&a, "random,first", 2, 200) == 0);
    a.max_decisions = 20; /* about half the two-player games */
    REQUIRE(prepare(&a) == 0);
    REQUIRE(coup_arena_run(&a, 2, NULL, &r, why, sizeof why) == 0);
    CHECK_INT(r.unfinished, >, 0);
    CHECK_INT(r.won, >, 0);
    CHECK_INT(r.won + r.unfinished, ==, 200);
    CHECK_INT(r.bot[0].games, ==, 200);
    CHECK_INT(r.bot[1].games, ==, 200);
    CHECK_INT(r.bot[0].wins + r.bot[1].wins, ==, r.won);
    CHECK(strstr(r.fault_why, "no winner after 20 decisions") != NULL);
    CHECK_INT(r.fault_seat, ==, -1);
}

/* ------------------------------------------------------------ threads */

static void check_same(const coup_arena_result *x, const coup_arena_result *y,
                       int nbots)
{
    CHECK_INT(x->games, ==, y->games);
    CHECK_INT(x->won, ==, y->won);
    CHECK_INT(x->forfeits, ==, y->forfeits);
    CHECK_INT(x->unfinished, ==, y->unfinished);
    CHECK_INT(x->decisions, ==, y->decisions);
    CHECK_INT(x->end, ==, y->end);
    CHECK_INT(x->fault_game, ==, y->fault_game);
    CHECK_INT(x->fault_seat, ==, y->fault_seat);
    CHECK_STR(x->fault_why, y->fault_why);
    CHECK_INT(x->verdict, ==, y->verdict);
    CHECK(x->llr == y->llr);
    for (int d = 0; d < nbots; d++) {
        CHECK_INT(x->bot[d].games, ==, y->bot[d].games);
        CHECK_INT(x->bot[d].wins, ==, y->bot[d].wins);
        CHECK_INT(x->bot[d].forfeits, ==, y->bot[d].forfeits);
        CHECK_INT(x->bot[d].decided, ==, y->bot[d].decided);
    }
    for (int i = 0; i < COUP_MAX_PLAYERS; i++)
        CHECK_INT(x->seat_wins[i], ==, y->seat_wins[i]);
    /* and every other counter, byte for byte */
    CHECK_MEM(x, y, sizeof *x);
}

TEST(same_results_on_1_and_2_threads)
{
    coup_arena a;
    coup_arena_result r1, r2, r3;
    char why[200];
    REQUIRE(arena(&a, "random,flaky,first", 4, 2000) == 0);
    a.options.flags = COUP_OPT_INQUISITOR;
    REQUIRE(prepare(&a) == 0);
    REQUIRE(coup_arena_run(&a, 1, NULL, &r1, why, sizeof why) == 0);
    REQUIRE(coup_arena_run(&a, 2, NULL, &r2, why, sizeof why) == 0);
    coup_arena_result_init(&a, &r3);
    REQUIRE(coup_arena_play(&a, 0, 1000, NULL, &r3, why, sizeof why) == 0);
    REQUIRE(coup_arena_play(&a, 1000, 2000, NULL, &r3, why, sizeof why) == 0);
    CHECK_INT(r1.games, ==, 2000);
    CHECK_INT(r1.forfeits, >, 0);
    check_same(&r1, &r2, a.nbots);
    check_same(&r1, &r3, a.nbots);

    /* Another seed, other results. */
    a.seed = 2;
    REQUIRE(coup_arena_run(&a, 2, NULL, &r2, why, sizeof why) == 0);
    CHECK(r2.decisions != r1.decisions);
}

/* The search bot carries what it learns of its opponents through a match
 * (COUP_ARENA_MATCH games): the same on any number of threads, and not
 * the same as games played afresh. */
TEST(matches_are_the_same_on_any_number_of_threads)
{
    coup_arena a, fresh;
    coup_arena_result r1, r2, r3, r4;
    char why[200];
    long long games = 2 * COUP_ARENA_MATCH + 50;
    REQUIRE(arena(&a, "search:iters=30,honest", 2, games) == 0);
    REQUIRE(prepare(&a) == 0);
    REQUIRE(coup_arena_run(&a, 1, NULL, &r1, why, sizeof why) == 0);
    REQUIRE(coup_arena_run(&a, 2, NULL, &r2, why, sizeof why) == 0);
    coup_arena_result_init(&a, &r3);
    REQUIRE(coup_arena_play(&a, 0, COUP_ARENA_MATCH, NULL, &r3, why,
                            sizeof why) == 0);
    REQUIRE(coup_arena_play(&a, COUP_ARENA_MATCH, games, NULL, &r3, why,
                            sizeof why) == 0);
    CHECK_INT(r1.games, ==, games);
    check_same(&r1, &r2, a.nbots);
    check_same(&r1, &r3, a.nbots);

    REQUIRE(arena(&fresh, "honest", 2, games) == 0);
    fresh.nentries = 0;
    REQUIRE(coup_arena_add(&fresh, "search:iters=30,recall=0", why,
                           sizeof why) == 0);
    REQUIRE(coup_arena_add(&fresh, "honest", why, sizeof why) == 0);
    REQUIRE(prepare(&fresh) == 0);
    REQUIRE(coup_arena_run(&fresh, 2, NULL, &r4, why, sizeof why) == 0);
    CHECK(r4.decisions != r1.decisions);
}

TEST(sprt_stop_is_the_same_on_any_number_of_threads)
{
    coup_arena a;
    coup_arena_result r1, r2, r3;
    char why[200];
    REQUIRE(arena(&a, "random,first", 2, 100000) == 0);
    a.sprt = true;
    a.elo0 = 0;
    a.elo1 = 20;
    REQUIRE(prepare(&a) == 0);
    REQUIRE(coup_arena_run(&a, 1, NULL, &r1, why, sizeof why) == 0);
    REQUIRE(coup_arena_run(&a, 2, NULL, &r2, why, sizeof why) == 0);
    REQUIRE(coup_arena_run(&a, 3, NULL, &r3, why, sizeof why) == 0);
    CHECK_INT(r1.end, ==, COUP_ARENA_SPRT_STOP);
    CHECK(r1.verdict != COUP_SPRT_INCONCLUSIVE);
    CHECK(r1.games < 100000);
    CHECK(r1.llr >= r1.upper || r1.llr <= r1.lower);
    check_same(&r1, &r2, a.nbots);
    check_same(&r1, &r3, a.nbots);
}

/* The game hook sees every game's moves (forfeits included, up to the
 * fault), from several threads: each replays through the engine. */
static atomic_long hook_games, hook_bad, hook_forfeit_moves;

static int replay_hook(void *ctx, const coup_arena_game *g)
{
    const coup_arena *a = ctx;
    coup_state s;
    bool ok = coup_init(&s, &a->options) == 0 && g->nmoves > 0;
    for (long i = 0; ok && i < g->nmoves; i++)
        ok = coup_to_move(&s) == g->movers[i] &&
             coup_apply(&s, g->moves[i]) == 0;
    if (g->status == COUP_ARENA_WON)
        ok = ok && coup_winner(&s) == g->winner && g->nmoves == g->decisions;
    else if (g->status == COUP_ARENA_FORFEIT) {
        ok = ok && !coup_is_over(&s) && coup_to_move(&s) == g->culprit;
        atomic_fetch_add(&hook_forfeit_moves, g->nmoves);
    }
    atomic_fetch_add(&hook_games, 1);
    if (!ok)
        atomic_fetch_add(&hook_bad, 1);
    return 0;
}

static int progress_calls;
static long long progress_last;

static int count_progress(void *ctx, const coup_arena_result *r)
{
    (void)ctx;
    if (r->games <= progress_last)
        progress_last = -1000000; /* out of order: fails the check */
    else
        progress_last = r->games;
    progress_calls++;
    return 0;
}

TEST(hooks_see_every_game)
{
    coup_arena a;
    coup_arena_result r;
    char why[200];
    REQUIRE(arena(&a, "random,flaky,random", 3, 500) == 0);
    REQUIRE(prepare(&a) == 0);
    coup_arena_hooks h = {replay_hook, true, NULL, &a};
    REQUIRE(coup_arena_run(&a, 2, &h, &r, why, sizeof why) == 0);
    CHECK_INT(atomic_load(&hook_games), ==, 500);
    CHECK_INT(atomic_load(&hook_bad), ==, 0);
    CHECK_INT(r.forfeits, >, 0);
    CHECK_INT(atomic_load(&hook_forfeit_moves), >, 0);

    progress_calls = 0;
    progress_last = 0;
    coup_arena_hooks p = {NULL, false, count_progress, NULL};
    REQUIRE(coup_arena_run(&a, 2, &p, &r, why, sizeof why) == 0);
    CHECK_INT(progress_calls, >, 1);
    CHECK_INT(progress_last, ==, 500);
}

static int stop_at_100(void *ctx, const coup_arena_result *r)
{
    (void)ctx;
    return r->games >= 100;
}

TEST(progress_hook_stops_the_run)
{
    coup_arena a;
    coup_arena_result r;
    char why[200];
    REQUIRE(arena(&a, "random,first", 2, 100000) == 0);
    REQUIRE(prepare(&a) == 0);
    coup_arena_hooks h = {NULL, false, stop_at_100, NULL};
    REQUIRE(coup_arena_run(&a, 2, &h, &r, why, sizeof why) == 0);
    CHECK_INT(r.end, ==, COUP_ARENA_INTERRUPTED);
    CHECK(r.games >= 100 && r.games < 100000);
    CHECK_INT(r.bot[0].games, ==, r.games);
}

static int fail_at_10(void *ctx, const coup_arena_game *g)
{
    (void)ctx;
    return g->index == 10;
}

TEST(game_hook_failure_stops_the_run)
{
    coup_arena a;
    coup_arena_result r;
    char why[200] = "";
    REQUIRE(arena(&a, "random,first", 2, 100000) == 0);
    REQUIRE(prepare(&a) == 0);
    coup_arena_hooks h = {fail_at_10, false, NULL, NULL};
    CHECK_INT(coup_arena_run(&a, 2, &h, &r, why, sizeof why), ==, COUP_EINVAL);
    CHECK_STR(why, "stopped by the game hook at game 11");
    CHECK(r.games < 100000);
    coup_arena_result_init(&a, &r);
    CHECK_INT(coup_arena_play(&a, 0, 100, &h, &r, why, sizeof why), ==,
              COUP_EINVAL);
    CHECK_INT(r.games, ==, 10);
    CHECK_INT(atomic_load(&live_bots), ==, 0);
}

TEST_MAIN()
