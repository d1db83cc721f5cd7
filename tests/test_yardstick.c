/*
 * test_yardstick.c - the engine against the bench's hand-written
 * yardstick (bench/yardstick.c): for one seed, the uniformly random game
 * through the public API and the hand-written one must be the very same
 * game. They share nothing but the generator, so equal decision counts,
 * winners and generator states game after game cross-check the engine's
 * move lists, their order, and the whole turn (docs/rules.md R3-R8, R15).
 *
 * The yardstick is compiled into this test (the tests link only the
 * library).
 */
#include "../bench/yardstick.c"

#include "test.h"

/* Plays seeds first..first+games-1 both ways; returns the games that
 * differ and adds up both decision totals. */
static long differing(int players, uint64_t first, long games,
                      unsigned long long *api_total,
                      unsigned long long *ys_total)
{
    long bad = 0;
    for (long i = 0; i < games; i++) {
        coup_rng a, b;
        int wa = -1, wb = -2;
        coup_rng_seed(&a, first + (uint64_t)i);
        b = a;
        unsigned da = ys_api_game(players, &a, &wa);
        unsigned db = ys_game(players, &b, &wb);
        *api_total += da;
        *ys_total += db;
        if (da == 0 || da != db || wa != wb ||
            memcmp(&a, &b, sizeof a) != 0) {
            if (!bad)
                fprintf(stderr, "players %d seed %llu: api %u decisions, "
                        "winner %d; yardstick %u, winner %d\n", players,
                        (unsigned long long)(first + (uint64_t)i), da, wa,
                        db, wb);
            bad++;
        }
    }
    return bad;
}

/* The check: 20,000 seeded four-player games, equal totals. */
TEST(four_players_same_decision_totals)
{
    unsigned long long api = 0, ys = 0;
    long bad = differing(4, 1, 20000, &api, &ys);
    CHECK_UINT(api, ==, ys);
    CHECK_INT(bad, ==, 0);
    /* the deal alone is 8 decisions; a game needs at least 6 losses */
    CHECK(api > 20000ULL * 14);
}

TEST(every_table_size_same_games)
{
    for (int players = YS_MIN_PLAYERS; players <= YS_MAX_PLAYERS; players++) {
        unsigned long long api = 0, ys = 0;
        long bad = differing(players, 1000003ULL * (uint64_t)players, 5000,
                             &api, &ys);
        CHECK_UINT(api, ==, ys);
        CHECK_INT(bad, ==, 0);
    }
}

/* Every seat wins sometimes: the games are not stuck in one pattern. */
TEST(every_seat_wins)
{
    long wins[YS_MAX_PLAYERS] = {0};
    for (uint64_t seed = 0; seed < 2000; seed++) {
        coup_rng r;
        int w = -1;
        coup_rng_seed(&r, seed);
        ys_game(6, &r, &w);
        REQUIRE(w >= 0 && w < 6);
        wins[w]++;
    }
    for (int p = 0; p < 6; p++)
        CHECK(wins[p] > 0);
}

TEST_MAIN()
