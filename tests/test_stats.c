/*
 * test_stats.c - a game's figures (coup_stats_add, record.h): what each
 * seat did, counted from the true state, on hand-made positions and over
 * random games.
 */
#include <stdio.h>
#include <string.h>

#include <coup/record.h>
#include <coup/rng.h>

#include "test.h"

/* Plays "tax;challenge;concede" on s, counting each move into st. */
static void play(coup_state *s, coup_seat_stats *st, const char *text)
{
    while (*text) {
        size_t len = strcspn(text, ";");
        coup_move m;
        if (!CHECK(coup_move_parse(text, len, &m, NULL, 0) == 0) ||
            !CHECK(coup_is_legal(s, m))) {
            fprintf(stderr, "  cannot play '%.*s'\n", (int)len, text);
            return;
        }
        coup_stats_add(st, s, m);
        REQUIRE(coup_apply(s, m) == 0);
        text += len + (text[len] == ';');
    }
}

/* Anna Duke Captain, Sacha Duke Ambassador, Haig Assassin Contessa. */
static void table3(coup_state *s, int start, int c0, int c1, int c2)
{
    coup_options o = {3, start, 0};
    coup_position p = {.coins = {(uint8_t)c0, (uint8_t)c1, (uint8_t)c2},
                       .card = {{COUP_DUKE, COUP_CAPTAIN},
                                {COUP_DUKE, COUP_AMBASSADOR},
                                {COUP_ASSASSIN, COUP_CONTESSA}}};
    REQUIRE(coup_init_position(s, &o, &p, NULL, 0) == 0);
}

TEST(claims_bluffs_and_challenges)
{
    coup_seat_stats st[COUP_MAX_PLAYERS];
    coup_state s;
    memset(st, 0, sizeof st);
    table3(&s, 0, 2, 2, 2);
    /* Anna's true Tax, challenged and proven: Sacha loses a card. */
    play(&s, st, "tax;challenge;prove;lose duke;draw duke");
    CHECK_INT(st[0].claims, ==, 1);
    CHECK_INT(st[0].bluffs, ==, 0);
    CHECK_INT(st[0].coins, ==, 3);
    CHECK_INT(st[0].cards_taken, ==, 1);
    CHECK_INT(st[1].challenges, ==, 1);
    CHECK_INT(st[1].challenges_won, ==, 0);
    /* Sacha, who lost his Duke, claims it: a bluff, which Haig calls. */
    play(&s, st, "tax;challenge;concede;lose ambassador");
    CHECK_INT(st[1].claims, ==, 1);
    CHECK_INT(st[1].bluffs, ==, 1);
    CHECK_INT(st[1].bluffs_caught, ==, 1);
    CHECK_INT(st[1].coins, ==, 0);
    CHECK_INT(st[2].challenges, ==, 1);
    CHECK_INT(st[2].challenges_won, ==, 1);
    CHECK_INT(st[2].cards_taken, ==, 1);
}

TEST(blocks_steals_and_assassinations)
{
    coup_seat_stats st[COUP_MAX_PLAYERS];
    coup_state s;
    memset(st, 0, sizeof st);
    table3(&s, 0, 2, 2, 3);
    /* Anna steals from Haig; Haig blocks claiming the Captain (a bluff),
     * nobody challenges: the block stands. */
    play(&s, st, "steal 2;pass;pass;block captain;pass;pass");
    CHECK_INT(st[0].claims, ==, 1);
    CHECK_INT(st[2].claims, ==, 1);
    CHECK_INT(st[2].blocks, ==, 1);
    CHECK_INT(st[2].bluffs, ==, 1);
    CHECK_INT(st[2].bluffs_caught, ==, 0);
    CHECK_INT(st[0].coins, ==, 0);
    /* Sacha takes Foreign Aid, unblocked: 2 coins. */
    play(&s, st, "foreign-aid;pass;pass");
    CHECK_INT(st[1].coins, ==, 2);
    /* Haig assassinates Anna: she loses a card to him. His 3 coins are a
     * cost, not a gain. */
    play(&s, st, "assassinate 0;pass;pass;pass;lose captain");
    CHECK_INT(st[2].cards_taken, ==, 1);
    CHECK_INT(st[2].coins, ==, 0);
    CHECK_INT(st[2].claims, ==, 2);
    CHECK_INT(st[2].bluffs, ==, 1);
}

/* Income takes its coin at once, in the move that chooses it: counted
 * whatever the turn before it was (a Steal here; once only Income after
 * an Income, Foreign Aid, Tax or Steal was seen). */
TEST(income_counts_after_any_turn)
{
    coup_seat_stats st[COUP_MAX_PLAYERS];
    coup_state s;
    memset(st, 0, sizeof st);
    table3(&s, 0, 2, 2, 2);
    play(&s, st, "exchange;pass;pass;draw duke;draw contessa;"
                 "keep duke captain");
    play(&s, st, "income");
    CHECK_INT(st[1].coins, ==, 1);
    play(&s, st, "income");
    CHECK_INT(st[2].coins, ==, 1);
    play(&s, st, "steal 1;pass;pass;pass");
    CHECK_INT(st[0].coins, ==, 2);
    play(&s, st, "income");
    CHECK_INT(st[1].coins, ==, 2);
}

/* Over random games the figures hold together: a caught bluff is a bluff,
 * a won challenge a challenge, and every card taken was a card lost. */
TEST(figures_of_random_games)
{
    coup_rng r;
    coup_rng_seed(&r, 20261126);
    long claims = 0, taken = 0;
    for (int game = 0; game < TEST_GAMES(2000); game++) {
        coup_options o = {2 + (int)coup_rng_below(&r, 9), COUP_START_RANDOM,
                          coup_rng_below(&r, 16)};
        if (o.players != 2)
            o.flags &= ~(unsigned)COUP_OPT_TWO_PLAYER_DRAFT;
        coup_state s;
        coup_seat_stats st[COUP_MAX_PLAYERS];
        memset(st, 0, sizeof st);
        REQUIRE(coup_init(&s, &o) == 0);
        int won = 0, caught = 0, lost = 0;
        while (!coup_is_over(&s)) {
            coup_move legal[COUP_MAX_MOVES];
            int n = coup_legal_moves(&s, legal);
            coup_move m = coup_to_move(&s) == COUP_CHANCE
                              ? coup_chance_pick(&s, coup_rng_below(
                                    &r, (uint32_t)coup_chance_total(&s)))
                              : legal[coup_rng_below(&r, (uint32_t)n)];
            coup_stats_add(st, &s, m);
            REQUIRE(coup_apply(&s, m) == 0);
        }
        for (int p = 0; p < o.players; p++) {
            uint8_t h[2];
            CHECK(st[p].bluffs <= st[p].claims);
            CHECK(st[p].bluffs_caught <= st[p].bluffs);
            CHECK(st[p].challenges_won <= st[p].challenges);
            CHECK(st[p].blocks <= st[p].claims);
            won += st[p].challenges_won;
            caught += st[p].bluffs_caught;
            lost += 2 - coup_hidden(&s, p, h);
            claims += st[p].claims;
            taken += st[p].cards_taken;
        }
        /* A won challenge is a conceded claim: a caught bluff, or R15.5's
         * concession of a card held. */
        CHECK(caught <= won);
        int sum_taken = 0;
        for (int p = 0; p < o.players; p++)
            sum_taken += st[p].cards_taken;
        CHECK(sum_taken <= lost);
    }
    CHECK(claims > 1000);
    CHECK(taken > 1000);
}

TEST_MAIN()
