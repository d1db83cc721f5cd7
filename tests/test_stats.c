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

/* The same table with options (the Inquisitor's in Sacha's Ambassador's
 * place under R12), and the Treasury Reserve (R17). */
static void table3_opt(coup_state *s, unsigned flags, int start, int coins)
{
    coup_options o = {3, start, flags};
    int fourth = (flags & COUP_OPT_INQUISITOR) ? COUP_INQUISITOR
                                               : COUP_AMBASSADOR;
    coup_position p = {.coins = {(uint8_t)coins, (uint8_t)coins,
                                 (uint8_t)coins},
                       .card = {{COUP_DUKE, COUP_CAPTAIN},
                                {COUP_DUKE, (uint8_t)fourth},
                                {COUP_ASSASSIN, COUP_CONTESSA}}};
    REQUIRE(coup_init_position(s, &o, &p, NULL, 0) == 0);
}

/* claims_of adds up to claims, and coins to its five sources. */
static void check_sums(const coup_seat_stats *st, int players)
{
    for (int p = 0; p < players; p++) {
        int claims = 0;
        for (int c = 0; c < COUP_NCARDS; c++)
            claims += st[p].claims_of[c];
        CHECK_INT(claims, ==, st[p].claims);
        CHECK_INT(st[p].coins_income + st[p].coins_aid + st[p].coins_tax +
                      st[p].coins_steal + st[p].coins_embezzle,
                  ==, st[p].coins);
    }
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

/* Each source of coins apart: Income, Foreign Aid, Tax, a Steal of the one
 * coin a seat has; a blocked Steal and one from a seat with none take
 * nothing and are no steals. */
TEST(coins_by_source_and_steals)
{
    coup_seat_stats st[COUP_MAX_PLAYERS];
    coup_state s;
    memset(st, 0, sizeof st);
    table3(&s, 0, 2, 1, 0);
    play(&s, st, "steal 1;pass;pass;pass"); /* Sacha has 1: Anna takes 1 */
    CHECK_INT(st[0].coins_steal, ==, 1);
    CHECK_INT(st[0].steals, ==, 1);
    /* Sacha steals from Haig, who has none: R15.3, nothing taken. */
    play(&s, st, "steal 2;pass;pass;pass");
    CHECK_INT(st[1].steals, ==, 0);
    CHECK_INT(st[1].coins_steal, ==, 0);
    CHECK_INT(st[1].claims_of[COUP_CAPTAIN], ==, 1);
    play(&s, st, "tax;pass;pass"); /* Haig's bluff, unchallenged: +3 */
    CHECK_INT(st[2].coins_tax, ==, 3);
    play(&s, st, "income");
    CHECK_INT(st[0].coins_income, ==, 1);
    play(&s, st, "foreign-aid;pass;pass");
    CHECK_INT(st[1].coins_aid, ==, 2);
    /* Haig steals from Anna, who blocks with her Captain: no coin. */
    play(&s, st, "steal 0;pass;pass;block captain;pass;pass");
    CHECK_INT(st[2].coins_steal, ==, 0);
    CHECK_INT(st[2].steals, ==, 0);
    CHECK_INT(st[0].claims_of[COUP_CAPTAIN], ==, 2);
    /* Anna steals 2 of Haig's 3. */
    play(&s, st, "steal 2;pass;pass;pass");
    CHECK_INT(s.coins[2], ==, 1);
    CHECK_INT(st[0].coins_steal, ==, 3);
    CHECK_INT(st[0].steals, ==, 2);
    CHECK_INT(st[0].coins, ==, 4);
    CHECK_INT(st[1].coins, ==, 2);
    CHECK_INT(st[2].coins, ==, 3);
    CHECK_INT(st[0].actions, ==, 3);
    CHECK_INT(st[1].actions, ==, 2);
    CHECK_INT(st[2].actions, ==, 2);
    for (int p = 0; p < 3; p++) {
        CHECK_INT(st[p].cards_lost, ==, 0);
        CHECK_INT(st[p].first_loss, ==, 0);
        CHECK_INT(st[p].coins_embezzle, ==, 0);
    }
    check_sums(st, 3);
}

/* R17, R18: a Conversion's cost is no coin taken; an Embezzlement is no
 * claim of a character (record.h): held Duke or not, it is neither a
 * claim nor a bluff, and a conceded one no bluff caught; its coins are
 * counted, and a proven one's replaced hand is no card lost. */
TEST(conversion_and_embezzlement)
{
    coup_seat_stats st[COUP_MAX_PLAYERS];
    coup_state s;
    memset(st, 0, sizeof st);
    table3_opt(&s, COUP_OPT_REFORMATION, 0, 5);
    play(&s, st, "convert 2"); /* Anna pays 2 into the Reserve */
    CHECK_INT(s.reserve, ==, 2);
    CHECK_INT(st[0].coins, ==, 0);
    CHECK_INT(st[0].coins_income, ==, 0);
    CHECK_INT(st[0].actions, ==, 1);
    /* Sacha, holding a Duke, embezzles; Haig challenges; he must concede. */
    play(&s, st, "embezzle;challenge;concede;lose ambassador");
    CHECK_INT(st[1].claims, ==, 0);
    CHECK_INT(st[1].bluffs, ==, 0);
    CHECK_INT(st[1].bluffs_caught, ==, 0);
    CHECK_INT(st[1].coins_embezzle, ==, 0);
    CHECK_INT(st[1].cards_lost, ==, 1);
    CHECK_INT(st[1].first_loss, ==, 1);
    CHECK_INT(st[2].challenges_won, ==, 1);
    CHECK_INT(st[2].cards_taken, ==, 1);
    CHECK_INT(s.reserve, ==, 2);
    /* Haig, with no Duke, embezzles; Anna challenges and loses; his whole
     * hand is shown and replaced, then he takes the Reserve. */
    play(&s, st, "embezzle;challenge;prove assassin contessa;lose captain;"
                 "draw assassin;draw contessa");
    CHECK_INT(s.reserve, ==, 0);
    CHECK_INT(st[2].coins_embezzle, ==, 2);
    CHECK_INT(st[2].coins, ==, 2);
    CHECK_INT(st[2].claims, ==, 0);
    CHECK_INT(st[2].cards_lost, ==, 0);
    CHECK_INT(st[2].cards_taken, ==, 2);
    CHECK_INT(st[0].challenges, ==, 1);
    CHECK_INT(st[0].challenges_won, ==, 0);
    CHECK_INT(st[0].cards_lost, ==, 1);
    CHECK_INT(st[0].first_loss, ==, 0);
    /* Anna converts herself (1 coin), Sacha embezzles it, unchallenged:
     * a bluff by R18, but no claim of a character here. */
    play(&s, st, "convert 0;embezzle;pass;pass");
    CHECK_INT(st[1].coins_embezzle, ==, 1);
    CHECK_INT(st[1].coins, ==, 1);
    CHECK_INT(st[1].claims, ==, 0);
    CHECK_INT(st[1].bluffs, ==, 0);
    CHECK_INT(st[0].coins, ==, 0);
    CHECK_INT(st[0].actions, ==, 2);
    CHECK_INT(st[1].actions, ==, 2);
    check_sums(st, 3);
}

/* Every block's character, and the actions'. */
TEST(claims_by_character)
{
    coup_seat_stats st[COUP_MAX_PLAYERS];
    coup_state s;
    memset(st, 0, sizeof st);
    table3(&s, 0, 2, 2, 3);
    play(&s, st, "foreign-aid;block duke;pass;pass"); /* Sacha's Duke */
    CHECK_INT(st[1].claims_of[COUP_DUKE], ==, 1);
    CHECK_INT(st[0].coins_aid, ==, 0);
    /* Sacha's Captain, bluffed; Haig's Ambassador, bluffed. */
    play(&s, st, "steal 2;pass;pass;block ambassador;pass;pass");
    CHECK_INT(st[1].claims_of[COUP_CAPTAIN], ==, 1);
    CHECK_INT(st[2].claims_of[COUP_AMBASSADOR], ==, 1);
    CHECK_INT(st[2].bluffs, ==, 1);
    /* Haig's Assassin; Anna's Contessa, bluffed. */
    play(&s, st, "assassinate 0;pass;pass;block contessa;pass;pass");
    CHECK_INT(st[2].claims_of[COUP_ASSASSIN], ==, 1);
    CHECK_INT(st[0].claims_of[COUP_CONTESSA], ==, 1);
    CHECK_INT(st[0].bluffs, ==, 1);
    /* Anna's Captain; Sacha's Captain as a block; Sacha's Ambassador. */
    play(&s, st, "steal 1;pass;pass;block captain;pass;pass");
    play(&s, st, "exchange;pass;pass;draw duke;draw contessa;"
                 "keep duke ambassador");
    CHECK_INT(st[0].claims_of[COUP_CAPTAIN], ==, 1);
    CHECK_INT(st[1].claims_of[COUP_CAPTAIN], ==, 2);
    CHECK_INT(st[1].claims_of[COUP_AMBASSADOR], ==, 1);
    CHECK_INT(st[1].claims_of[COUP_DUKE], ==, 1);
    CHECK_INT(st[1].blocks, ==, 2);
    CHECK_INT(st[1].claims, ==, 4);
    CHECK_INT(st[2].claims_of[COUP_DUKE], ==, 0);
    check_sums(st, 3);

    /* R12: the Inquisitor blocks a Steal, exchanges and examines. */
    memset(st, 0, sizeof st);
    table3_opt(&s, COUP_OPT_INQUISITOR, 0, 2);
    play(&s, st, "steal 1;pass;pass;block inquisitor;pass;pass");
    play(&s, st, "exchange;pass;pass;draw duke;keep duke inquisitor");
    play(&s, st, "examine 0;pass;pass;show duke;giveback");
    CHECK_INT(st[0].claims_of[COUP_CAPTAIN], ==, 1);
    CHECK_INT(st[1].claims_of[COUP_INQUISITOR], ==, 2);
    CHECK_INT(st[1].claims_of[COUP_AMBASSADOR], ==, 0);
    CHECK_INT(st[1].bluffs, ==, 0);
    CHECK_INT(st[2].claims_of[COUP_INQUISITOR], ==, 1);
    CHECK_INT(st[2].bluffs, ==, 1);
    check_sums(st, 3);
}

/* A whole game: an assassination, a challenge lost, a proven claim's
 * replacement (no loss), a caught bluff, a Coup, a game-ending challenge.
 * Anna loses the first card and wins. */
TEST(cards_lost_first_loss_and_a_winner)
{
    coup_seat_stats st[COUP_MAX_PLAYERS];
    coup_state s;
    memset(st, 0, sizeof st);
    table3(&s, 2, 4, 2, 3);
    play(&s, st, "assassinate 0;pass;pass;pass;lose captain");
    CHECK_INT(st[0].cards_lost, ==, 1);
    CHECK_INT(st[0].first_loss, ==, 1);
    CHECK_INT(st[2].cards_taken, ==, 1);
    /* Sacha challenges Anna's Tax: she proves, he loses, she redraws. */
    play(&s, st, "tax;challenge;prove;lose ambassador;draw duke");
    CHECK_INT(st[0].cards_lost, ==, 1);
    CHECK_INT(st[1].cards_lost, ==, 1);
    CHECK_INT(st[1].first_loss, ==, 0);
    /* Sacha bluffs the Captain; Haig catches it: Sacha is out. */
    play(&s, st, "steal 2;challenge;concede;lose duke");
    CHECK_INT(st[1].cards_lost, ==, 2);
    CHECK_INT(st[1].bluffs_caught, ==, 1);
    play(&s, st, "income;coup 2;lose contessa;income");
    CHECK_INT(st[2].cards_lost, ==, 1);
    /* Haig challenges Anna's Tax and loses his last card: R15.2, the game
     * ends with no redraw. */
    play(&s, st, "tax;challenge;prove;lose assassin");
    REQUIRE(coup_is_over(&s));
    CHECK_INT(coup_winner(&s), ==, 0);
    CHECK_INT(st[0].cards_lost, ==, 1);
    CHECK_INT(st[1].cards_lost, ==, 2);
    CHECK_INT(st[2].cards_lost, ==, 2);
    CHECK_INT(st[0].first_loss + st[1].first_loss + st[2].first_loss, ==,
              1);
    CHECK_INT(st[0].actions, ==, 3);
    CHECK_INT(st[1].actions, ==, 1);
    CHECK_INT(st[2].actions, ==, 3);
    CHECK_INT(st[0].claims_of[COUP_DUKE], ==, 2);
    CHECK_INT(st[0].coins_tax, ==, 3); /* the last Tax never resolved */
    CHECK_INT(st[0].cards_taken, ==, 3);
    CHECK_INT(st[2].coins_income, ==, 2);
    CHECK_INT(st[2].challenges_won, ==, 1);
    CHECK_INT(st[2].cards_taken, ==, 2);
    check_sums(st, 3);
    CHECK_INT(coup_achievements(st, 3, 0, 0), ==,
              COUP_ACH_NO_BLUFF | COUP_ACH_COMEBACK);
    CHECK_INT(coup_achievements(st, 3, 1, 0), ==, 0);
    CHECK_INT(coup_achievements(st, 3, 2, 0), ==, 0);
}

/* Each achievement on its own, just met and just missed. */
TEST(achievements)
{
    coup_seat_stats st[COUP_MAX_PLAYERS];
    memset(st, 0, sizeof st);
    /* A winner who did nothing: no bluff, untouched. */
    CHECK_INT(coup_achievements(st, 2, 1, 1), ==,
              COUP_ACH_NO_BLUFF | COUP_ACH_UNTOUCHED);
    st[1].cards_lost = 1;
    st[1].bluffs = 1;
    CHECK_INT(coup_achievements(st, 2, 1, 1), ==, 0);
    st[1].first_loss = 1;
    CHECK_INT(coup_achievements(st, 2, 1, 1), ==, COUP_ACH_COMEBACK);
    st[1].first_loss = 0;
    st[1].bluffs = COUP_ACH_MASTER_BLUFFS - 1;
    CHECK_INT(coup_achievements(st, 2, 1, 1), ==, 0);
    st[1].bluffs = COUP_ACH_MASTER_BLUFFS;
    CHECK_INT(coup_achievements(st, 2, 1, 1), ==, COUP_ACH_BLUFF_MASTER);
    st[1].bluffs_caught = 1;
    CHECK_INT(coup_achievements(st, 2, 1, 1), ==, 0);
    st[1].challenges_won = COUP_ACH_SHARP_CHALLENGES - 1;
    CHECK_INT(coup_achievements(st, 2, 1, 1), ==, 0);
    st[1].challenges_won = COUP_ACH_SHARP_CHALLENGES;
    CHECK_INT(coup_achievements(st, 2, 1, 1), ==, COUP_ACH_SHARP_EYE);
    /* Three at once, the most a game allows: no bluff and bluff master
     * exclude each other, as comeback and untouched do (the first card
     * lost is a card lost). */
    memset(st, 0, sizeof st);
    st[3].challenges_won = 5;
    CHECK_INT(coup_achievements(st, 4, 3, 3), ==,
              COUP_ACH_NO_BLUFF | COUP_ACH_UNTOUCHED | COUP_ACH_SHARP_EYE);
    /* Nothing for a seat that did not win, or for bad arguments. */
    CHECK_INT(coup_achievements(st, 4, 3, 2), ==, 0);
    CHECK_INT(coup_achievements(st, 4, 3, -1), ==, 0);
    CHECK_INT(coup_achievements(NULL, 4, 3, 3), ==, 0);
    CHECK_INT(coup_achievements(st, 1, 0, 0), ==, 0);
    CHECK_INT(coup_achievements(st, COUP_MAX_PLAYERS + 1, 3, 3), ==, 0);
    CHECK_INT(coup_achievements(st, 3, 3, 3), ==, 0);
    CHECK_INT(coup_achievements(st, 4, -1, -1), ==, 0);
}

/* What a finished random game shows, counted apart from the figures: the
 * cards face up at the end, the moves that chose an action, the Income
 * moves. */
struct seen {
    int up, actions, incomes;
};

/* The figures of one finished game against what was seen, and against
 * each other. */
static void check_game(const coup_state *s, const coup_seat_stats *st,
                       const struct seen *seen)
{
    int n = coup_players(s), winner = coup_winner(s);
    int lost = 0, first = 0, actions = 0, incomes = 0;
    check_sums(st, n);
    for (int p = 0; p < n; p++) {
        const coup_seat_stats *x = &st[p];
        lost += x->cards_lost;
        first += x->first_loss;
        actions += x->actions;
        incomes += x->coins_income;
        CHECK(x->first_loss <= 1);
        CHECK(x->steals <= x->coins_steal);
        CHECK(x->coins_steal <= COUP_STEAL_COINS * x->steals);
        /* Every seat starts with two cards face down (R2; the R11 draft
         * keeps one and is dealt one), a loser ends with none. */
        if (p == winner) {
            CHECK_INT(x->cards_lost, <, 2);
        } else {
            CHECK_INT(x->cards_lost, ==, 2);
            CHECK_INT(coup_achievements(st, n, p, winner), ==, 0);
        }
    }
    CHECK_INT(lost, ==, seen->up);
    CHECK_INT(first, ==, lost > 0);
    CHECK_INT(actions, ==, seen->actions);
    CHECK_INT(incomes, ==, seen->incomes);
    unsigned a = coup_achievements(st, n, winner, winner);
    CHECK_INT(!(a & COUP_ACH_UNTOUCHED), ==, st[winner].cards_lost > 0);
    CHECK(!((a & COUP_ACH_UNTOUCHED) && (a & COUP_ACH_COMEBACK)));
}

/* Over random games, with every option set (R10, R11, R12, R16-R19), the
 * figures hold together: a caught bluff is a bluff, a won challenge a
 * challenge, every card taken was a card lost, and the new figures add up
 * to what the game shows. */
TEST(figures_of_random_games)
{
    coup_rng r;
    coup_rng_seed(&r, 20261126);
    long claims = 0, taken = 0, embezzled = 0, steals = 0, firsts = 0;
    for (int game = 0; game < TEST_GAMES(2000); game++) {
        coup_options o = {2 + (int)coup_rng_below(&r, 9), COUP_START_RANDOM,
                          coup_rng_below(&r, COUP_OPT_ALL + 1)};
        if (o.players != 2)
            o.flags &= ~(unsigned)COUP_OPT_TWO_PLAYER_DRAFT;
        coup_state s;
        coup_seat_stats st[COUP_MAX_PLAYERS];
        struct seen seen = {0, 0, 0};
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
            if (coup_to_move(&s) >= 0 && s.phase == COUP_PH_ACTION) {
                seen.actions++;
                seen.incomes += m.type == COUP_MV_INCOME;
            }
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
            seen.up += ((s.card[p][0] & COUP_UP) != 0) +
                       ((s.card[p][1] & COUP_UP) != 0);
            claims += st[p].claims;
            taken += st[p].cards_taken;
            embezzled += st[p].coins_embezzle;
            steals += st[p].steals;
            firsts += st[p].first_loss;
        }
        /* A won challenge is a conceded claim: a caught bluff, or R15.5's
         * concession of a card held. */
        CHECK(caught <= won);
        int sum_taken = 0;
        for (int p = 0; p < o.players; p++)
            sum_taken += st[p].cards_taken;
        CHECK(sum_taken <= lost);
        check_game(&s, st, &seen);
    }
    CHECK(claims > 1000);
    CHECK(taken > 1000);
    CHECK(embezzled > 10); /* Reformation's games were played */
    CHECK(steals > 100);
    CHECK(firsts == TEST_GAMES(2000));
}

TEST_MAIN()
