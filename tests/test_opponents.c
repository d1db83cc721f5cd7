/*
 * test_opponents.c - the search bot's opponent models (src/bots/
 * opponents.c): what a seat's challenges, proofs, concessions and lost
 * cards teach, how the search then plays that seat, and what a match
 * carries from one game to the next. Also the search bot itself against
 * `honest`: once it has learnt that `honest` never challenges, it bluffs
 * more than the search that does not learn.
 */
#include <stdio.h>
#include <string.h>

#include <coup/bots.h>
#include <coup/coup.h>

#include "bots/beliefs.h"
#include "bots/opponents.h"
#include "bots/worlds.h"
#include "test.h"

/* An observation of seat 0 at a table of `players`, everyone alive. */
static coup_obs table(int players, int phase)
{
    coup_obs o;
    memset(&o, 0, sizeof o);
    o.seat = 0;
    o.players = (uint8_t)players;
    o.phase = (uint8_t)phase;
    for (int p = 0; p < players; p++) {
        o.hidden[p] = 2;
        o.up[p][0] = o.up[p][1] = COUP_NOCARD;
    }
    return o;
}

static coup_move mv(int type, int card)
{
    coup_move m = {0};
    m.type = (uint8_t)type;
    m.card = (uint8_t)card;
    m.card2 = COUP_NOCARD;
    m.target = 0;
    return m;
}

/* Seat p is asked n times whether to challenge, and challenges k times. */
static void windows(coup__opponents *op, int players, int p, int n, int k)
{
    coup_obs o = table(players, COUP_PH_CHALLENGE);
    for (int i = 0; i < n; i++)
        coup__opp_see(op, &o, p,
                      mv(i < k ? COUP_MV_CHALLENGE : COUP_MV_PASS, 0), 0, NULL);
}

/* Seat p claims the Duke (Tax) with our odds `odds` that it holds one,
 * is challenged, and proves it or concedes. */
static void tax(coup__opponents *op, int players, int p, double odds,
                bool proves)
{
    coup_obs o = table(players, COUP_PH_ACTION);
    coup__opp_see(op, &o, p, mv(COUP_MV_TAX, COUP_NOCARD), odds, NULL);
    o = table(players, COUP_PH_PROVE);
    o.claim = COUP_DUKE;
    coup__opp_see(op, &o, p,
                  mv(proves ? COUP_MV_PROVE : COUP_MV_CONCEDE, COUP_NOCARD),
                  0, NULL);
}

TEST(a_seat_that_never_challenges_is_played_so)
{
    coup__opponents op = {0};
    coup_obs o = table(4, COUP_PH_ACTION);
    coup__opp_start(&op, &o, true);
    coup__tendency before = coup__opp_tendency(&op, &o, 1);
    CHECK(before.force == 0);
    CHECK(before.allow == 1);
    windows(&op, 4, 1, 12, 0);
    windows(&op, 4, 2, 12, 12);
    windows(&op, 4, 3, 12, 5);
    coup__tendency never = coup__opp_tendency(&op, &o, 1);
    coup__tendency always = coup__opp_tendency(&op, &o, 2);
    coup__tendency half = coup__opp_tendency(&op, &o, 3);
    CHECK(never.challenge < 0.05);
    CHECK(never.force > 0.7);
    CHECK_INT(never.roll_challenge, <, COUP__ROLL_CHALLENGE);
    CHECK(always.challenge > 0.8);
    CHECK(always.force > 0.4);
    CHECK_INT(always.roll_challenge, >, 50);
    /* Five in twelve: left to the tree. */
    CHECK(half.force < 0.1);
    /* Our own seat's moves teach nothing. */
    windows(&op, 4, 0, 12, 12);
    CHECK(coup__opp_tendency(&op, &o, 0).force == 0);
}

/* Once the evidence puts a seat's rate within 5% of 0 or 1, every one of
 * its challenge decisions in the tree follows its rate; before, a share
 * is left to the tree's own play. */
TEST(a_seat_sure_to_never_or_always_challenge_is_played_so_every_time)
{
    coup__opponents op = {0};
    coup_obs o = table(3, COUP_PH_ACTION);
    coup__opp_start(&op, &o, true);
    windows(&op, 3, 1, 4, 0);
    windows(&op, 3, 2, 12, 12);
    CHECK(coup__opp_tendency(&op, &o, 1).force < 0.9);
    CHECK(coup__opp_tendency(&op, &o, 2).force < 0.9);
    windows(&op, 3, 1, 6, 0);
    windows(&op, 3, 2, 40, 40);
    coup__tendency never = coup__opp_tendency(&op, &o, 1);
    coup__tendency always = coup__opp_tendency(&op, &o, 2);
    CHECK(never.force == 1);
    CHECK(never.challenge < 0.05);
    CHECK(always.force == 1);
    CHECK(always.challenge > 0.95);
}

/* A seat that challenges rarely but has challenged is not sure never to:
 * the tree keeps its rational challenges (a heuristic challenges what it
 * can see is a bluff). */
TEST(a_seat_that_challenged_once_is_not_sure_never_to)
{
    coup__opponents op = {0};
    coup_obs o = table(3, COUP_PH_ACTION);
    coup__opp_start(&op, &o, true);
    windows(&op, 3, 1, 80, 0);
    windows(&op, 3, 2, 79, 0);
    windows(&op, 3, 2, 1, 1);
    coup__tendency never = coup__opp_tendency(&op, &o, 1);
    coup__tendency rare = coup__opp_tendency(&op, &o, 2);
    CHECK(never.force == 1);
    CHECK(rare.challenge < 0.05);
    CHECK(rare.force < 1);
}

TEST(proven_claims_lower_the_ratio_and_conceded_ones_raise_it)
{
    coup__opponents op = {0};
    coup_obs o = table(3, COUP_PH_ACTION);
    coup__opp_start(&op, &o, true);
    double prior = coup__opp_ratio(&op, 1, false);
    CHECK(prior > 0.03 && prior < 0.06);
    CHECK(coup__opp_ratio(&op, 1, true) > prior); /* heads-up: more */
    for (int i = 0; i < 20; i++)
        tax(&op, 3, 1, 0.3, true);
    for (int i = 0; i < 8; i++)
        tax(&op, 3, 2, 0.3, false);
    coup__tendency truthful = coup__opp_tendency(&op, &o, 1);
    coup__tendency liar = coup__opp_tendency(&op, &o, 2);
    CHECK(truthful.ratio < prior / 2);
    CHECK(truthful.allow < 0.5);
    CHECK_INT(truthful.roll_bluff, <, COUP__ROLL_BLUFF);
    CHECK(liar.ratio > 0.5);
    CHECK(liar.allow == 1);
    CHECK_INT(liar.roll_bluff, >, 8);
    /* What a table of three taught counts, less, heads-up too. */
    CHECK(coup__opp_ratio(&op, 1, true) < coup__opp_ratio(&op, 0, true));
}

TEST(lost_cards_judge_the_claims)
{
    coup__opponents op = {0};
    coup_obs o = table(2, COUP_PH_ACTION);
    coup__opp_start(&op, &o, true);
    double prior = coup__opp_ratio(&op, 1, true);
    /* Claims backed by the card it loses: true. */
    for (int i = 0; i < 6; i++)
        coup__opp_see(&op, &o, 1, mv(COUP_MV_TAX, COUP_NOCARD), 0.3, NULL);
    coup_obs lose = table(2, COUP_PH_LOSE);
    coup__opp_see(&op, &lose, 1, mv(COUP_MV_LOSE, COUP_DUKE), 0, NULL);
    double backed = coup__opp_ratio(&op, 1, true);
    CHECK(backed < prior);
    /* Out with a Contessa: its Captain claims since were bluffs. */
    for (int i = 0; i < 6; i++)
        coup__opp_see(&op, &o, 1, mv(COUP_MV_STEAL, COUP_NOCARD), 0.3, NULL);
    lose.hidden[1] = 1;
    lose.up[1][0] = COUP_DUKE;
    coup__opp_see(&op, &lose, 1, mv(COUP_MV_LOSE, COUP_CONTESSA), 0, NULL);
    CHECK(coup__opp_ratio(&op, 1, true) > backed);
}

/* Reformation (R18): an Embezzlement's proof shows the whole hand, which
 * judges every claim since the hand changed: Duke claims with a hand of
 * Captain and Contessa were bluffs, Captain claims true. Conceding an
 * Embezzlement's challenge judges no claim of a card (it claimed to hold
 * none): before, it was taken for a Duke claim shown false. */
TEST(an_embezzlers_shown_hand_judges_its_claims)
{
    coup__opponents op = {0};
    coup_obs o = table(3, COUP_PH_ACTION);
    o.flags = COUP_OPT_REFORMATION;
    coup__opp_start(&op, &o, true);
    double prior = coup__opp_ratio(&op, 1, false);
    coup_obs prove = table(3, COUP_PH_PROVE);
    prove.flags = COUP_OPT_REFORMATION;
    prove.action = COUP_MV_EMBEZZLE;
    prove.claim = COUP_DUKE;
    coup_move hand = mv(COUP_MV_PROVE, COUP_CAPTAIN);
    hand.card2 = COUP_CONTESSA;
    for (int i = 0; i < 4; i++) {
        coup__opp_see(&op, &o, 1, mv(COUP_MV_TAX, COUP_NOCARD), 0.3, NULL);
        coup__opp_see(&op, &o, 1, mv(COUP_MV_TAX, COUP_NOCARD), 0.3, NULL);
        coup__opp_see(&op, &o, 1, mv(COUP_MV_EMBEZZLE, COUP_NOCARD), 0, NULL);
        coup__opp_see(&op, &prove, 1, hand, 0, NULL);
    }
    CHECK(coup__opp_ratio(&op, 1, false) > 2 * prior);
    for (int i = 0; i < 8; i++) {
        coup__opp_see(&op, &o, 2, mv(COUP_MV_STEAL, COUP_NOCARD), 0.3, NULL);
        coup__opp_see(&op, &o, 2, mv(COUP_MV_EMBEZZLE, COUP_NOCARD), 0, NULL);
        coup__opp_see(&op, &prove, 2, hand, 0, NULL);
    }
    double honest = coup__opp_ratio(&op, 2, false);
    CHECK(honest < prior);
    /* A Duke claimed, then an Embezzlement conceded: no verdict. */
    coup_obs concede = prove;
    for (int i = 0; i < 8; i++) {
        coup__opp_see(&op, &o, 2, mv(COUP_MV_TAX, COUP_NOCARD), 0.3, NULL);
        coup__opp_see(&op, &o, 2, mv(COUP_MV_EMBEZZLE, COUP_NOCARD), 0, NULL);
        coup__opp_see(&op, &concede, 2, mv(COUP_MV_CONCEDE, COUP_NOCARD), 0, NULL);
    }
    CHECK(coup__opp_ratio(&op, 2, false) == honest);
}

/* The heuristic's beliefs (R18): a seat that concedes the challenge of
 * its Embezzlement most likely holds a Duke; it is not marked as holding
 * none, as a seat conceding a Tax would be. */
TEST(an_embezzler_that_concedes_is_not_thought_duke_free)
{
    coup__beliefs b;
    coup_obs o = table(3, COUP_PH_ACTION);
    o.flags = COUP_OPT_REFORMATION;
    o.nmine = 2;
    o.mine[0] = o.mine[1] = COUP_CONTESSA;
    coup__bel_start(&b, &o);
    double before = coup__bel_hold(&b, &o, 1, COUP_DUKE);
    coup__bel_see(&b, &o, 1, mv(COUP_MV_EMBEZZLE, COUP_NOCARD));
    coup_obs prove = o;
    prove.phase = COUP_PH_PROVE;
    prove.action = COUP_MV_EMBEZZLE;
    prove.claim = COUP_DUKE;
    coup__bel_see(&b, &prove, 1, mv(COUP_MV_CONCEDE, COUP_NOCARD));
    CHECK(coup__bel_hold(&b, &o, 1, COUP_DUKE) >= before);
    /* A Tax conceded: no Duke, most likely. */
    coup__bel_see(&b, &o, 2, mv(COUP_MV_TAX, COUP_NOCARD));
    prove.action = COUP_MV_TAX;
    coup__bel_see(&b, &prove, 2, mv(COUP_MV_CONCEDE, COUP_NOCARD));
    CHECK(coup__bel_hold(&b, &o, 2, COUP_DUKE) < before / 2);
}

/* Seat p attacks n times at a table of four where seat `strong` has the
 * most coins; `aimed` of them go to it, the rest to the other seat it
 * may aim at. */
static void attacks(coup__opponents *op, int p, int strong, int n, int aimed,
                    const coup__beliefs *bel)
{
    coup_obs o = table(4, COUP_PH_ACTION);
    o.coins[strong] = 5;
    int other = 0;
    while (other == p || other == strong)
        other++;
    for (int i = 0; i < n; i++) {
        coup_move m = mv(COUP_MV_COUP, COUP_NOCARD);
        m.target = (uint8_t)(i < aimed ? strong : other);
        coup__opp_see(op, &o, p, m, 0, bel);
    }
}

TEST(a_seat_that_attacks_the_strongest_is_played_so)
{
    coup__opponents op = {0};
    coup_obs o = table(4, COUP_PH_ACTION);
    coup__opp_start(&op, &o, false);
    CHECK_INT(coup__opp_tendency(&op, &o, 1).roll_aim, ==, 0); /* the prior */
    attacks(&op, 1, 3, 20, 20, NULL); /* always the strongest */
    attacks(&op, 2, 3, 21, 7, NULL);  /* a third of the time: chance */
    int sure = coup__opp_tendency(&op, &o, 1).roll_aim;
    CHECK_INT(sure, >=, 85);
    CHECK_INT(sure, <=, 100);
    CHECK(coup__opp_tendency(&op, &o, 2).roll_aim <= 10);
    /* Heads-up an attack has one target: it tells nothing. */
    coup__opp_start(&op, &o, false);
    coup_obs two = table(2, COUP_PH_ACTION);
    coup_move m = mv(COUP_MV_COUP, COUP_NOCARD);
    for (int i = 0; i < 20; i++)
        coup__opp_see(&op, &two, 1, m, 0, NULL);
    CHECK_INT(coup__opp_tendency(&op, &o, 1).roll_aim, ==, 0);
}

/* The rule leaves out the seats whose story claims a card that blocks
 * the attack: an Assassination of the strongest seat but one, when the
 * strongest claimed the Contessa, is aimed. */
TEST(an_aimed_assassination_spares_a_claimed_contessa)
{
    uint8_t hidden[4] = {2, 2, 2, 1}, coins[4] = {0, 4, 6, 9};
    uint8_t story[4] = {0};
    unsigned seats = 0xE; /* seat 0 aims at 1, 2, 3 */
    CHECK_INT(coup__opp_named(COUP_MV_COUP, 0, seats, hidden, coins, story), ==,
              1u << 2);
    CHECK_INT(coup__opp_named(COUP_MV_STEAL, 0, seats, hidden, coins, story), ==,
              1u << 3);
    story[2] = 1u << COUP_CONTESSA;
    CHECK_INT(coup__opp_named(COUP_MV_ASSASSINATE, 0, seats, hidden, coins,
                              story), ==,
              1u << 1);
    CHECK_INT(coup__opp_named(COUP_MV_COUP, 0, seats, hidden, coins, story), ==,
              1u << 2); /* nothing blocks a Coup */
    story[1] = story[3] = 1u << COUP_CONTESSA; /* all: the rule doubts all */
    CHECK_INT(coup__opp_named(COUP_MV_ASSASSINATE, 0, seats, hidden, coins,
                              story), ==,
              1u << 2);
    coins[1] = 6; /* a tie: both named */
    story[1] = story[2] = story[3] = 0;
    CHECK_INT(coup__opp_named(COUP_MV_COUP, 0, seats, hidden, coins, story), ==,
              (1u << 1) | (1u << 2));

    /* From the beliefs: seat 1 always assassinates the strongest seat that
     * has not claimed the Contessa, which is seat 2, not seat 3. */
    coup__opponents op = {0};
    coup__beliefs b;
    coup_obs o = table(4, COUP_PH_ACTION);
    o.nmine = 2;
    o.mine[0] = o.mine[1] = COUP_DUKE;
    coup__opp_start(&op, &o, false);
    coup__bel_start(&b, &o);
    coup_obs block = table(4, COUP_PH_BLOCK);
    block.actor = 0;
    block.action = COUP_MV_ASSASSINATE;
    block.target = 3;
    coup__bel_see(&b, &block, 3, mv(COUP_MV_BLOCK, COUP_CONTESSA));
    CHECK(b.m[3].story & (1u << COUP_CONTESSA));
    o.coins[3] = 9;
    o.coins[2] = 5;
    o.coins[1] = 3;
    for (int i = 0; i < 20; i++) {
        coup_move m = mv(COUP_MV_ASSASSINATE, COUP_NOCARD);
        m.target = 2;
        coup__opp_see(&op, &o, 1, m, 0, &b);
    }
    CHECK(coup__opp_tendency(&op, &o, 1).roll_aim >= 85);
    coup__opp_start(&op, &o, false); /* without the stories: a miss */
    for (int i = 0; i < 20; i++) {
        coup_move m = mv(COUP_MV_ASSASSINATE, COUP_NOCARD);
        m.target = 2;
        coup__opp_see(&op, &o, 1, m, 0, NULL);
    }
    CHECK_INT(coup__opp_tendency(&op, &o, 1).roll_aim, ==, 0);
}

TEST(a_match_carries_the_models_by_place_at_the_table)
{
    coup__opponents op = {0};
    coup_obs o = table(4, COUP_PH_ACTION);
    coup__opp_start(&op, &o, true);
    windows(&op, 4, 1, 20, 0);
    coup__tendency first = coup__opp_tendency(&op, &o, 1);
    /* The next game: we sit at seat 2, the same player on our left at
     * seat 3. Its evidence counts COUP__RECALL as much. */
    o.seat = 2;
    coup__opp_start(&op, &o, true);
    coup__tendency next = coup__opp_tendency(&op, &o, 3);
    CHECK(next.force > 0.5);
    CHECK(next.force <= first.force);
    CHECK(coup__opp_tendency(&op, &o, 1).force == 0);
    /* Without recall, or at another table size, all is new. */
    coup__opp_start(&op, &o, false);
    CHECK(coup__opp_tendency(&op, &o, 3).force == 0);
    windows(&op, 4, 3, 20, 0);
    coup_obs five = table(5, COUP_PH_ACTION);
    five.seat = 2;
    coup__opp_start(&op, &five, true);
    CHECK(coup__opp_tendency(&op, &five, 3).force == 0);
}

/* Claims the search seat s makes without the card, over a match of
 * `games` games against honest; the true state tells. */
static long bluffs_against_honest(const char *spec, int games)
{
    char why[200];
    coup_bot *b[2] = {coup_bot_new(spec, why, sizeof why),
                      coup_bot_new("honest", why, sizeof why)};
    long bluffs = 0;
    for (int g = 0; g < games && b[0] && b[1]; g++) {
        coup_options opt = {2, COUP_START_RANDOM, 0};
        coup_state s;
        coup_rng chance, rng[2];
        uint64_t x = 1000 + (uint64_t)g;
        coup_init(&s, &opt);
        coup_rng_seed(&chance, coup_splitmix64(&x));
        for (int p = 0; p < 2; p++) {
            coup_obs ob;
            coup_rng_seed(&rng[p], coup_splitmix64(&x));
            coup_observe(&s, p, &ob);
            b[p]->kind->start(b[p]->mem, &ob);
        }
        for (int k = 0; !coup_is_over(&s) && k < 5000; k++) {
            int p = coup_to_move(&s);
            coup_move m = p == COUP_CHANCE ? coup_draw_chance(&s, &chance)
                                           : coup_bot_choose(b[p], &s, &rng[p]);
            if (p == 0) {
                coup_obs ob;
                coup_observe(&s, 0, &ob);
                int c = coup__opp_claim(&ob, m);
                bluffs += c != COUP_NOCARD && !coup__holds(&s, 0, c);
            }
            coup_state before = s;
            CHECK(coup_apply(&s, m) == 0);
            coup_bots_see(b, 2, &before, p, m);
        }
    }
    coup_bot_free(b[0]);
    coup_bot_free(b[1]);
    return bluffs;
}

TEST(search_learns_to_bluff_a_player_who_never_challenges)
{
    int games = TEST_SLOW_BUILD ? 8 : 30;
    long fixed = bluffs_against_honest("search:iters=400,adapt=0", games);
    long learnt = bluffs_against_honest("search:iters=400", games);
    printf("    bluffs in %d games against honest: %ld learning, %ld not\n",
           games, learnt, fixed);
    CHECK_INT(learnt, >, fixed + fixed / 2);
}

TEST_MAIN()
