/*
 * test_bots.c - the built-in bots, through the public bot interface.
 *
 * Every kind plays every rule variant at every table size without an
 * illegal move, and every game ends; kinds play each other at mixed
 * tables; a seed gives the same game; bot specs are parsed and refused as
 * documented; and a few decisions are checked on positions built by hand:
 * the heuristic challenges a claim it can see is impossible and a Tax that
 * would win the race, bluffs the Contessa when the alternative is losing,
 * and coups when it must; the honest bot never challenges and never claims
 * a card it does not hold. The styles of styles.c are audited against the
 * true state over many games: the bluffer makes claims it cannot back and
 * blocks whenever it may, the challenger challenges every claim it is
 * asked about, the cautious never bluffs and challenges only claimants
 * that do not hold the card (and does challenge an impossible claim, and
 * a character the claimant could not prove, in positions built by hand).
 * The honest bot's play is pinned by the bench's signature
 * (test_bench.c). A game driven step by step (coup_bot_choose,
 * coup_bots_see) is the game coup_bots_play() plays. The heuristic's
 * weights are set by name, and bad ones refused with a reason.
 *
 * The loops over many games play a tenth of them under the sanitizers and
 * in Debug builds (TEST_GAMES, test.h), where a game costs about a hundred
 * times more; the optimised stage of ./test.sh plays them all.
 */
#define _POSIX_C_SOURCE 200809L /* strtok_r */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <coup/bots.h>
#include <coup/coup.h>

#include "bots/actions.h"
#include "position.h"
#include "test.h"

/* A game that runs this long is a game that does not end. */
#define MAX_DECISIONS 20000L

static bool valid_flags(int players, unsigned flags)
{
    return !(flags & COUP_OPT_TWO_PLAYER_DRAFT) || players == 2;
}

/* Plays one game; on failure prints the table, the seed and the reason. */
static int play(coup_bot *const bots[], int players, unsigned flags,
                uint64_t seed, coup_move *moves, int *movers, long cap,
                long *nmoves)
{
    coup_options o = {players, COUP_START_RANDOM, flags};
    char why[256];
    int culprit;
    long n = 0;
    int w = coup_bots_play(&o, bots, seed, MAX_DECISIONS, moves, movers, cap,
                           &n, &culprit, why, sizeof why);
    if (nmoves)
        *nmoves = n;
    if (w < 0 || w >= players) {
        fprintf(stderr, "  %d players, flags %u, seed %llu:", players, flags,
                (unsigned long long)seed);
        for (int p = 0; p < players; p++)
            fprintf(stderr, " %s", bots[p]->spec);
        fprintf(stderr, ": %s\n", why);
    }
    return w;
}

/* ======================================================= specs in tests */

/*
 * The spec each built-in kind plays under in the loops over every kind
 * (coup_bot_kinds[]), and the share of every_kind_plays_every_variant's
 * games it plays: its bare name and all of them, except where a kind
 * costs too much for thousands of games. The search bot's default budget
 * is thousands of iterations a decision (about 1-5 microseconds each in
 * Release, a hundred times that under the sanitizers): at 20 it plays the
 * same code paths, only shallower, and its strength is not what these
 * loops test (tests/test_search.c plays it at larger budgets). Even so a
 * game of search bots costs 2 ms (heads-up) to 50 ms (ten seats) in
 * Release, a second or two under the sanitizers: it plays a thirtieth of
 * the games (ten per option set and table class in Release, one in a slow
 * build, where the table sizes turning with the options still meet every
 * size).
 */
static const struct {
    const char *kind, *spec;
    int share; /* plays 1/share of the games */
} test_specs[] = {
    {"search", "search:iters=20", 30},
};

static const char *test_spec(const char *kind)
{
    for (size_t i = 0; i < sizeof test_specs / sizeof *test_specs; i++)
        if (!strcmp(test_specs[i].kind, kind))
            return test_specs[i].spec;
    return kind;
}

/* The games per variant a kind plays, of `games` (one at least). */
static int test_games(const char *kind, int games)
{
    for (size_t i = 0; i < sizeof test_specs / sizeof *test_specs; i++)
        if (!strcmp(test_specs[i].kind, kind))
            games /= test_specs[i].share;
    return games < 1 ? 1 : games;
}

/* ============================================================ every kind */

/* Games per option combination, for 2-6 players and again for 7-10 (a
 * tenth in sanitizer and Debug builds, test.h). */
#define GAMES_PER_VARIANT TEST_GAMES(300)

TEST(every_kind_plays_every_variant)
{
    for (int k = 0; coup_bot_kinds[k]; k++) {
        const char *name = test_spec(coup_bot_kinds[k]->name);
        int games = test_games(coup_bot_kinds[k]->name, GAMES_PER_VARIANT);
        coup_bot *bots[COUP_MAX_PLAYERS];
        char why[200];
        for (int p = 0; p < COUP_MAX_PLAYERS; p++) {
            bots[p] = coup_bot_new(name, why, sizeof why);
            REQUIRE(bots[p] != NULL);
        }
        int failures = 0;
        uint64_t seed = 1000;
        for (unsigned flags = 0; flags <= COUP_OPT_ALL; flags++) {
            for (int big = 0; big < 2; big++) {
                for (int g = 0; g < games; g++) {
                    /* The sizes turn with the options too: a kind that
                     * plays one game per variant meets every size. */
                    int f = (int)flags;
                    int players = big ? 7 + (g + f + f / 4) % 4
                                      : 2 + (g + f) % 5;
                    if (!valid_flags(players, flags))
                        players = 2;
                    if (big && players < 7)
                        break; /* the draft is for two players only */
                    int w = play(bots, players, flags, seed++, NULL, NULL, 0,
                                 NULL);
                    if (w < 0 || w >= players)
                        failures++;
                    if (failures > 5)
                        break;
                }
            }
        }
        CHECK_INT(failures, ==, 0);
        for (int p = 0; p < COUP_MAX_PLAYERS; p++)
            coup_bot_free(bots[p]);
    }
}

/* ========================================================= mixed tables */

static const char *const mix[] = {"random", "honest", "heuristic"};

TEST(mixed_tables)
{
    coup_bot *pool[3][COUP_MAX_PLAYERS];
    char why[200];
    for (int k = 0; k < 3; k++)
        for (int p = 0; p < COUP_MAX_PLAYERS; p++) {
            pool[k][p] = coup_bot_new(mix[k], why, sizeof why);
            REQUIRE(pool[k][p] != NULL);
        }
    int failures = 0;
    for (int g = 0; g < TEST_GAMES(2400) && failures <= 5; g++) {
        int players = 2 + g % 9;
        unsigned flags = (unsigned)(g / 9) % 16;
        if (!valid_flags(players, flags))
            flags &= ~(unsigned)COUP_OPT_TWO_PLAYER_DRAFT;
        coup_bot *bots[COUP_MAX_PLAYERS];
        for (int p = 0; p < players; p++)
            bots[p] = pool[(g + p) % 3][p];
        if (players == 2 && g % 2) /* duels of each pair, both ways */
            bots[1] = pool[(g + 2) % 3][1];
        int w = play(bots, players, flags, 5000 + (uint64_t)g, NULL, NULL, 0,
                     NULL);
        if (w < 0 || w >= players)
            failures++;
    }
    CHECK_INT(failures, ==, 0);
    for (int k = 0; k < 3; k++)
        for (int p = 0; p < COUP_MAX_PLAYERS; p++)
            coup_bot_free(pool[k][p]);
}

/* ========================================================= determinism */

#define CAP 4000

TEST(same_seed_same_game)
{
    static coup_move m1[CAP], m2[CAP];
    static int w1[CAP], w2[CAP];
    char why[200];
    for (int k = 0; coup_bot_kinds[k]; k++) {
        /* The search bot carries what it learnt of its opponents to the
         * next game (test_opponents.c): here, every game afresh. */
        const char *name = strcmp(coup_bot_kinds[k]->name, "search")
                               ? test_spec(coup_bot_kinds[k]->name)
                               : "search:iters=20,recall=0";
        for (int t = 0; t < 6; t++) {
            int players = 2 + t;
            unsigned flags = (unsigned)(t * 5) % 16;
            if (!valid_flags(players, flags))
                flags = COUP_OPT_INQUISITOR | COUP_OPT_DECLARED_COUP;
            coup_bot *a[COUP_MAX_PLAYERS], *b[COUP_MAX_PLAYERS];
            for (int p = 0; p < players; p++) {
                /* Mixed with the other kinds, so every kind is seen
                 * playing against the others too. */
                const char *spec = p == 0 ? name : mix[(p + t) % 3];
                a[p] = coup_bot_new(spec, why, sizeof why);
                b[p] = coup_bot_new(spec, why, sizeof why);
                REQUIRE(a[p] && b[p]);
            }
            long n1, n2, dummy;
            /* b first plays another game: a bot's memory of an earlier
             * game must not change the next one. */
            play(b, players, flags, 77, NULL, NULL, 0, &dummy);
            int r1 = play(a, players, flags, 4242 + (uint64_t)t, m1, w1, CAP,
                          &n1);
            int r2 = play(b, players, flags, 4242 + (uint64_t)t, m2, w2, CAP,
                          &n2);
            CHECK_INT(r1, ==, r2);
            CHECK_INT(n1, ==, n2);
            if (n1 == n2 && n1 <= CAP) {
                CHECK_MEM(m1, m2, (size_t)n1 * sizeof *m1);
                CHECK_MEM(w1, w2, (size_t)n1 * sizeof *w1);
            }
            for (int p = 0; p < players; p++) {
                coup_bot_free(a[p]);
                coup_bot_free(b[p]);
            }
        }
    }
}

/* A game driven step by step with coup_bot_choose() and coup_bots_see(),
 * as coup play drives its bots, is the game coup_bots_play() plays from
 * the same seed: the same moves, by the same seats. */
TEST(step_by_step_is_bots_play)
{
    static coup_move m1[CAP];
    static int w1[CAP];
    char why[200];
    for (int t = 0; t < 4; t++) {
        int players = 2 + 2 * t;
        unsigned flags = t == 1 ? COUP_OPT_INQUISITOR
                                : t == 3 ? COUP_OPT_DECLARED_COUP : 0;
        coup_bot *a[COUP_MAX_PLAYERS], *b[COUP_MAX_PLAYERS];
        for (int p = 0; p < players; p++) {
            a[p] = coup_bot_new(mix[(p + t) % 3], why, sizeof why);
            b[p] = coup_bot_new(mix[(p + t) % 3], why, sizeof why);
            REQUIRE(a[p] && b[p]);
        }
        uint64_t seed = 9000 + (uint64_t)t;
        long n1 = 0;
        int r1 = play(a, players, flags, seed, m1, w1, CAP, &n1);
        REQUIRE(n1 <= CAP);

        /* the same seeding as coup_bots_play() */
        coup_options o = {players, COUP_START_RANDOM, flags};
        coup_state s;
        coup_rng chance, rng[COUP_MAX_PLAYERS];
        uint64_t x = seed;
        REQUIRE(coup_init(&s, &o) == 0);
        coup_rng_seed(&chance, coup_splitmix64(&x));
        for (int p = 0; p < players; p++) {
            coup_rng_seed(&rng[p], coup_splitmix64(&x));
            if (b[p]->kind->start) {
                coup_obs ob;
                coup_observe(&s, p, &ob);
                b[p]->kind->start(b[p]->mem, &ob);
            }
        }
        long n2 = 0;
        while (!coup_is_over(&s) && n2 < n1) {
            int mover = coup_to_move(&s);
            coup_move m = mover == COUP_CHANCE
                              ? coup_draw_chance(&s, &chance)
                              : coup_bot_choose(b[mover], &s, &rng[mover]);
            if (!CHECK(coup_move_eq(m, m1[n2]) && mover == w1[n2]))
                break;
            coup_state before = s;
            REQUIRE(coup_apply(&s, m) == 0);
            coup_bots_see(b, players, &before, mover, m);
            n2++;
        }
        CHECK_INT(n2, ==, n1);
        CHECK(coup_is_over(&s));
        CHECK_INT(coup_winner(&s), ==, r1);
        for (int p = 0; p < players; p++) {
            coup_bot_free(a[p]);
            coup_bot_free(b[p]);
        }
    }
}

/* ================================================================ specs */

TEST(bot_specs)
{
    char why[200];
    coup_bot *b = coup_bot_new("heuristic:bluff=0.3,challenge=0.7", why,
                               sizeof why);
    REQUIRE(b != NULL);
    CHECK_STR(b->spec, "heuristic:bluff=0.3,challenge=0.7");
    CHECK_STR(b->kind->name, "heuristic");
    coup_bot_free(b);

    b = coup_bot_new("heuristic:bluff=0,challenge=1", why, sizeof why);
    CHECK(b != NULL);
    coup_bot_free(b);

    why[0] = '\0';
    CHECK(coup_bot_new("heuristic:daring=1", why, sizeof why) == NULL);
    CHECK(strstr(why, "daring") != NULL);
    CHECK(strstr(why, "unknown parameter") != NULL);

    why[0] = '\0';
    CHECK(coup_bot_new("heuristic:bluff=1.5", why, sizeof why) == NULL);
    CHECK(strstr(why, "bluff") != NULL);
    CHECK(strstr(why, "1.5") != NULL);

    why[0] = '\0';
    CHECK(coup_bot_new("heuristic:challenge=high", why, sizeof why) == NULL);
    CHECK(strstr(why, "challenge") != NULL);

    CHECK(coup_bot_new("heuristic:bluff=-0.1", why, sizeof why) == NULL);
    CHECK(coup_bot_new("heuristic:bluff=0.5x", why, sizeof why) == NULL);
    CHECK(coup_bot_new("heuristic:bluff", why, sizeof why) == NULL);

    why[0] = '\0';
    CHECK(coup_bot_new("honest:bluff=0.5", why, sizeof why) == NULL);
    CHECK(strstr(why, "honest") != NULL);

    why[0] = '\0';
    CHECK(coup_bot_new("grandmaster", why, sizeof why) == NULL);
    CHECK(strstr(why, "unknown bot") != NULL);

    for (int k = 0; coup_bot_kinds[k]; k++) {
        b = coup_bot_new(coup_bot_kinds[k]->name, why, sizeof why);
        CHECK(b != NULL);
        CHECK(coup_bot_kinds[k]->summary && *coup_bot_kinds[k]->summary);
        CHECK(coup_bot_kinds[k]->params != NULL);
        coup_bot_free(b);
    }
}

/* ============================================= claims checked on the state */

/* Replays a game and checks every claim of the seats whose spec is
 * `watched` against the true state: no claim (action or block) of a card
 * not held face down, and unless challenges_ok, no challenge ever. */
static int audit(coup_bot *const bots[], int players, unsigned flags,
                 uint64_t seed, const char *watched, bool challenges_ok)
{
    static coup_move moves[CAP];
    static int movers[CAP];
    long n;
    int bad = 0;
    if (play(bots, players, flags, seed, moves, movers, CAP, &n) < 0)
        return 1;
    coup_options o = {players, COUP_START_RANDOM, flags};
    coup_state s;
    coup_init(&s, &o);
    for (long i = 0; i < n && i < CAP; i++) {
        int p = movers[i];
        coup_move m = moves[i];
        if (p >= 0 && !strcmp(bots[p]->spec, watched)) {
            int claim = COUP_NOCARD;
            if (m.type == COUP_MV_CHALLENGE && !challenges_ok) {
                fprintf(stderr, "  seed %llu move %ld: seat %d (%s) "
                        "challenged\n", (unsigned long long)seed, i, p,
                        watched);
                bad++;
            }
            if (m.type == COUP_MV_BLOCK)
                claim = m.card;
            else if (s.phase == COUP_PH_ACTION)
                switch (m.type) {
                case COUP_MV_TAX: claim = COUP_DUKE; break;
                case COUP_MV_ASSASSINATE: claim = COUP_ASSASSIN; break;
                case COUP_MV_STEAL: claim = COUP_CAPTAIN; break;
                case COUP_MV_EXAMINE: claim = COUP_INQUISITOR; break;
                case COUP_MV_EXCHANGE:
                    claim = (flags & COUP_OPT_INQUISITOR) ? COUP_INQUISITOR
                                                          : COUP_AMBASSADOR;
                    break;
                default: break;
                }
            if (claim != COUP_NOCARD) {
                uint8_t hidden[2];
                int k = coup_hidden(&s, p, hidden), held = 0;
                for (int j = 0; j < k; j++)
                    held |= hidden[j] == claim;
                if (!held) {
                    char text[40];
                    coup_move_str(m, text, sizeof text);
                    fprintf(stderr, "  seed %llu move %ld: seat %d (%s) "
                            "claims with '%s' and does not hold it\n",
                            (unsigned long long)seed, i, p, watched, text);
                    bad++;
                }
            }
        }
        coup_apply(&s, m);
    }
    return bad;
}

static int audit_many(const char *watched, int games, bool challenges_ok)
{
    char why[200];
    coup_bot *pool[3][COUP_MAX_PLAYERS], *w[COUP_MAX_PLAYERS];
    int bad = 0;
    for (int k = 0; k < 3; k++)
        for (int p = 0; p < COUP_MAX_PLAYERS; p++)
            pool[k][p] = coup_bot_new(mix[k], why, sizeof why);
    for (int p = 0; p < COUP_MAX_PLAYERS; p++)
        w[p] = coup_bot_new(watched, why, sizeof why);
    for (int g = 0; g < games && bad < 5; g++) {
        int players = 2 + g % 7;
        unsigned flags = (unsigned)g % 16;
        if (!valid_flags(players, flags))
            flags &= ~(unsigned)COUP_OPT_TWO_PLAYER_DRAFT;
        coup_bot *bots[COUP_MAX_PLAYERS];
        for (int p = 0; p < players; p++)
            bots[p] = (p + g) % 2 ? w[p] : pool[(p + g / 2) % 3][p];
        bad += audit(bots, players, flags, 9000 + (uint64_t)g, watched,
                     challenges_ok);
    }
    for (int k = 0; k < 3; k++)
        for (int p = 0; p < COUP_MAX_PLAYERS; p++)
            coup_bot_free(pool[k][p]);
    for (int p = 0; p < COUP_MAX_PLAYERS; p++)
        coup_bot_free(w[p]);
    return bad;
}

TEST(honest_never_challenges_nor_claims_what_it_lacks)
{
    CHECK_INT(audit_many("honest", TEST_GAMES(1500), false), ==, 0);
}

/* ============================================== the styles, on the state */

/* What a watched spec did over games, judged against the true state. */
typedef struct tally {
    long claims, bluffs;    /* claims (actions, blocks); of cards not held */
    long asked, challenges; /* challenge windows it was asked in; challenges */
    long wrong;             /* challenges of a claimant holding the card */
    long may_block, blocks; /* block windows with a block legal; blocks */
    long faults;            /* games without a winner */
} tally;

static bool holds_now(const coup_state *s, int p, int c)
{
    uint8_t hidden[2];
    int k = coup_hidden(s, p, hidden);
    for (int j = 0; j < k; j++)
        if (hidden[j] == c)
            return true;
    return false;
}

/* Plays one game and adds what the seats of spec `watched` did to *t. */
static void tally_game(coup_bot *const bots[], int players, unsigned flags,
                       uint64_t seed, const char *watched, tally *t)
{
    /* A table of bluffers plays long games: room for the longest. */
    static coup_move moves[MAX_DECISIONS];
    static int movers[MAX_DECISIONS];
    long n;
    if (play(bots, players, flags, seed, moves, movers, MAX_DECISIONS, &n) <
        0) {
        t->faults++;
        return;
    }
    coup_options o = {players, COUP_START_RANDOM, flags};
    coup_state s;
    coup_init(&s, &o);
    for (long i = 0; i < n; i++) {
        int p = movers[i];
        coup_move m = moves[i];
        if (p >= 0 && !strcmp(bots[p]->spec, watched)) {
            int claim = COUP_NOCARD;
            if (s.phase == COUP_PH_CHALLENGE) {
                t->asked++;
                if (m.type == COUP_MV_CHALLENGE) {
                    t->challenges++;
                    t->wrong += holds_now(&s, s.claimant, s.claim);
                }
            }
            if (s.phase == COUP_PH_BLOCK) {
                coup_move legal[COUP_MAX_MOVES];
                int k = coup_legal_moves(&s, legal);
                bool may = false;
                for (int j = 0; j < k; j++)
                    may |= legal[j].type == COUP_MV_BLOCK;
                t->may_block += may;
                t->blocks += m.type == COUP_MV_BLOCK;
            }
            if (m.type == COUP_MV_BLOCK)
                claim = m.card;
            else if (s.phase == COUP_PH_ACTION)
                claim = coup__claim_of(m.type, flags);
            if (claim != COUP_NOCARD) {
                t->claims++;
                t->bluffs += !holds_now(&s, p, claim);
            }
        }
        coup_apply(&s, m);
    }
}

/* `games` games at 2-10 seats, every option set, the watched spec at
 * every other seat and the opponents' specs at the rest. */
static tally tally_many(const char *watched, const char *const *opponents,
                        int nopp, int games)
{
    char why[200];
    coup_bot *pool[8][COUP_MAX_PLAYERS], *w[COUP_MAX_PLAYERS];
    tally t = {0};
    for (int k = 0; k < nopp; k++)
        for (int p = 0; p < COUP_MAX_PLAYERS; p++)
            pool[k][p] = coup_bot_new(opponents[k], why, sizeof why);
    for (int p = 0; p < COUP_MAX_PLAYERS; p++)
        w[p] = coup_bot_new(watched, why, sizeof why);
    for (int g = 0; g < games && t.faults < 5; g++) {
        int players = 2 + g % 9;
        unsigned flags = (unsigned)g % 16;
        if (!valid_flags(players, flags))
            flags &= ~(unsigned)COUP_OPT_TWO_PLAYER_DRAFT;
        coup_bot *bots[COUP_MAX_PLAYERS];
        for (int p = 0; p < players; p++)
            bots[p] = (p + g) % 2 ? w[p] : pool[(p + g / 2) % nopp][p];
        tally_game(bots, players, flags, 12000 + (uint64_t)g, watched, &t);
    }
    for (int k = 0; k < nopp; k++)
        for (int p = 0; p < COUP_MAX_PLAYERS; p++)
            coup_bot_free(pool[k][p]);
    for (int p = 0; p < COUP_MAX_PLAYERS; p++)
        coup_bot_free(w[p]);
    return t;
}

static const char *const everyone[] = {"random",   "honest",     "heuristic",
                                       "bluffer",  "challenger", "cautious"};
#define NEVERYONE (int)(sizeof everyone / sizeof *everyone)

TEST(bluffer_bluffs_and_blocks_whenever_it_may)
{
    tally t = tally_many("bluffer", everyone, NEVERYONE, TEST_GAMES(1200));
    CHECK_INT(t.faults, ==, 0);
    CHECK_INT(t.bluffs, >, 0);
    /* Most of its claims are bluffs: it plays as if it held every card. */
    CHECK_INT(t.bluffs * 2, >, t.claims);
    CHECK_INT(t.may_block, >, 0);
    CHECK_INT(t.blocks, ==, t.may_block);
    CHECK_INT(t.challenges, ==, 0);
}

/* bluffer:after=N plays honest for its first N games (the same bot
 * across games), then as the bluffer. */
TEST(a_baiting_bluffer_is_honest_for_its_first_games)
{
    char why[200];
    coup_bot *bait = coup_bot_new("bluffer:after=3", why, sizeof why);
    coup_bot *other = coup_bot_new("honest", why, sizeof why);
    CHECK(bait && other);
    coup_bot *bots[2] = {bait, other};
    tally early = {0}, late = {0};
    for (int g = 0; g < 40; g++)
        tally_game(bots, 2, 0, 500 + (uint64_t)g, "bluffer:after=3",
                   g < 3 ? &early : &late);
    CHECK_INT(early.faults + late.faults, ==, 0);
    CHECK_INT(early.claims, >, 0);
    CHECK_INT(early.bluffs, ==, 0);
    CHECK_INT(late.bluffs * 4, >, late.claims);
    coup_bot_free(bait);
    coup_bot_free(other);

    static const char *const bad[] = {"bluffer:after=-1", "bluffer:after=x",
                                      "bluffer:after=2000000",
                                      "bluffer:bluff=1"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        why[0] = 0;
        CHECK(coup_bot_new(bad[i], why, sizeof why) == NULL);
        CHECK(why[0] != 0);
    }
}

TEST(challenger_challenges_every_claim)
{
    tally t = tally_many("challenger", everyone, NEVERYONE, TEST_GAMES(1200));
    CHECK_INT(t.faults, ==, 0);
    CHECK_INT(t.asked, >, 0);
    CHECK_INT(t.challenges, ==, t.asked);
    CHECK_INT(t.bluffs, ==, 0);
    CHECK_INT(t.claims, >, 0);
}

/* Against every built-in kind that proves whenever it holds the card (all
 * but random, which may concede with it, R15.5): every challenge of the
 * cautious is of a claimant without the card. Against random too, its
 * counting never errs; only a concession with the card in hand could
 * mislead its reading of a failed proof, so there only its own claims are
 * checked. */
TEST(cautious_never_bluffs_and_challenges_only_bluffs)
{
    static const char *const provers[] = {"honest", "heuristic", "bluffer",
                                          "challenger", "cautious"};
    tally t = tally_many("cautious", provers, 5, TEST_GAMES(1500));
    CHECK_INT(t.faults, ==, 0);
    CHECK_INT(t.bluffs, ==, 0);
    CHECK_INT(t.claims, >, 0);
    CHECK_INT(t.challenges, >, 0);
    CHECK_INT(t.wrong, ==, 0);

    static const char *const randoms[] = {"random"};
    t = tally_many("cautious", randoms, 1, TEST_GAMES(600));
    CHECK_INT(t.faults, ==, 0);
    CHECK_INT(t.bluffs, ==, 0);
}

TEST(honest_and_challenger_never_claim_what_they_lack)
{
    CHECK_INT(audit_many("challenger", TEST_GAMES(600), true), ==, 0);
    CHECK_INT(audit_many("cautious", TEST_GAMES(600), true), ==, 0);
}

/* ====================================================== hand-built spots */

/*
 * A driver puts one bot at a seat of a position given by hand and plays
 * scripted moves ("SEAT MOVE", "* MOVE" for chance), showing each to the
 * bot as its seat sees it, as coup_bots_play() does. Then it asks the bot.
 */
typedef struct spot {
    coup_state s;
    coup_bot *bot;
    int seat;
} spot;

static int spot_setup(spot *sp, const char *spec, int seat, unsigned flags,
                      int start, const char *const *seats)
{
    char why[200];
    if (!position(&sp->s, flags, start, seats))
        return 0;
    sp->bot = coup_bot_new(spec, why, sizeof why);
    sp->seat = seat;
    if (!sp->bot) {
        fprintf(stderr, "bot: %s\n", why);
        return 0;
    }
    coup_obs ob;
    coup_observe(&sp->s, seat, &ob);
    if (sp->bot->kind->start)
        sp->bot->kind->start(sp->bot->mem, &ob);
    return 1;
}

static int spot_play(spot *sp, const char *const *moves)
{
    for (int i = 0; moves[i]; i++) {
        const char *t = moves[i];
        int who = t[0] == '*' ? COUP_CHANCE : atoi(t);
        const char *sp1 = strchr(t, ' ');
        coup_move m;
        char why[200];
        if (!sp1 || coup_move_parse(sp1 + 1, strlen(sp1 + 1), &m, why,
                                    sizeof why)) {
            fprintf(stderr, "bad move '%s'\n", t);
            return 0;
        }
        if (coup_to_move(&sp->s) != who || coup_why(&sp->s, m, why,
                                                    sizeof why)) {
            fprintf(stderr, "move '%s' refused (%d to move): %s\n", t,
                    coup_to_move(&sp->s), why);
            return 0;
        }
        if (sp->bot->kind->see) {
            coup_obs ob;
            coup_observe(&sp->s, sp->seat, &ob);
            sp->bot->kind->see(sp->bot->mem, &ob, who,
                               coup_observe_move(&sp->s, m, sp->seat));
        }
        coup_apply(&sp->s, m);
    }
    return 1;
}

/* The bot's choice, as text ("" if it is not its turn or the move is
 * illegal). */
static const char *spot_ask(spot *sp, uint64_t seed)
{
    static char text[48];
    coup_move legal[COUP_MAX_MOVES];
    coup_obs ob;
    coup_rng rng;
    text[0] = '\0';
    if (coup_to_move(&sp->s) != sp->seat)
        return text;
    int n = coup_legal_moves(&sp->s, legal);
    coup_observe(&sp->s, sp->seat, &ob);
    coup_rng_seed(&rng, seed);
    coup_move m = sp->bot->kind->choose(sp->bot->mem, &ob, legal, n, &rng);
    if (coup_is_legal(&sp->s, m))
        coup_move_str(m, text, sizeof text);
    return text;
}

#define SPOT(sp, spec, seat, flags, start, ...)                              \
    REQUIRE(spot_setup((sp), (spec), (seat), (flags), (start),               \
                       (const char *const[]){__VA_ARGS__, NULL}))
#define MOVES(sp, ...)                                                       \
    REQUIRE(spot_play((sp), (const char *const[]){__VA_ARGS__, NULL}))

/* All three Dukes are in sight of seat 0: one in its hand, two face up.
 * A Tax is a bluff for sure. */
TEST(heuristic_challenges_an_impossible_claim)
{
    spot sp;
    SPOT(&sp, "heuristic", 0, 0, 1, "2 duke captain", "2 contessa ^duke",
         "2 assassin ^duke");
    MOVES(&sp, "1 tax", "2 pass");
    CHECK_STR(spot_ask(&sp, 1), "challenge");
    coup_bot_free(sp.bot);

    /* Heads-up, with its last card: a sure thing is still a sure thing. */
    SPOT(&sp, "heuristic", 0, 0, 1, "2 duke ^duke", "5 contessa ^duke");
    MOVES(&sp, "1 tax");
    CHECK_STR(spot_ask(&sp, 2), "challenge");
    coup_bot_free(sp.bot);

    /* A block is a claim too: the Captain is all in sight. */
    SPOT(&sp, "heuristic", 0, 0, 0, "2 captain contessa",
         "3 assassin ^captain", "2 duke ^captain");
    MOVES(&sp, "0 steal 1", "1 pass", "2 pass", "1 block captain", "2 pass");
    CHECK_STR(spot_ask(&sp, 3), "challenge");
    coup_bot_free(sp.bot);
}

/* Assassinated on its last card without a Contessa: letting it through
 * loses, so it claims the Contessa, heads-up and at a bigger table. */
TEST(heuristic_bluffs_contessa_against_certain_loss)
{
    spot sp;
    SPOT(&sp, "heuristic", 0, 0, 1, "2 captain ^duke",
         "4 assassin contessa");
    MOVES(&sp, "1 assassinate 0", "0 pass");
    CHECK_STR(spot_ask(&sp, 1), "block contessa");
    coup_bot_free(sp.bot);

    SPOT(&sp, "heuristic", 0, 0, 1, "2 duke ^captain", "4 assassin duke",
         "3 captain contessa");
    MOVES(&sp, "1 assassinate 0", "2 pass", "0 pass");
    CHECK_STR(spot_ask(&sp, 2), "block contessa");
    coup_bot_free(sp.bot);

    /* Even with a parameter that makes it wary of bluffing. */
    SPOT(&sp, "heuristic:bluff=0.1", 0, 0, 1, "0 captain ^duke",
         "3 assassin contessa");
    MOVES(&sp, "1 assassinate 0", "0 pass");
    CHECK_STR(spot_ask(&sp, 3), "block contessa");
    coup_bot_free(sp.bot);

    /* bluff=0 means no bluff at all, even then. */
    SPOT(&sp, "heuristic:bluff=0", 0, 0, 1, "0 captain ^duke",
         "3 assassin contessa");
    MOVES(&sp, "1 assassinate 0", "0 pass");
    CHECK_STR(spot_ask(&sp, 4), "pass");
    coup_bot_free(sp.bot);
}

/* Heads-up, one card each: a Tax that takes the opponent to 9 coins wins
 * it the race (a Coup next turn, and a Steal cannot bring it under 7), so
 * the heuristic challenges on any odds. */
TEST(heuristic_challenges_a_tax_that_wins_the_race)
{
    spot sp;
    SPOT(&sp, "heuristic", 0, 0, 1, "0 captain ^contessa", "6 duke ^assassin");
    MOVES(&sp, "1 tax");
    CHECK_STR(spot_ask(&sp, 1), "challenge");
    coup_bot_free(sp.bot);
}

TEST(heuristic_coups_when_it_must)
{
    spot sp;
    /* R4: ten coins or more, a Coup it must be. */
    SPOT(&sp, "heuristic", 0, 0, 0, "10 duke captain", "2 assassin contessa",
         "3 duke contessa");
    CHECK(!strncmp(spot_ask(&sp, 1), "coup ", 5));
    coup_bot_free(sp.bot);

    /* The last opponent on its last card and 7 coins: the Coup wins. */
    SPOT(&sp, "heuristic", 0, 0, 0, "7 duke captain", "9 contessa ^assassin");
    CHECK_STR(spot_ask(&sp, 2), "coup 1");
    coup_bot_free(sp.bot);

    /* Declared Coup (R10): it names what the target claimed to hold. */
    SPOT(&sp, "heuristic", 0, COUP_OPT_DECLARED_COUP, 0, "7 duke contessa",
         "2 captain ^assassin");
    MOVES(&sp, "0 steal 1", "1 pass", "1 block captain", "0 pass",
          "1 income");
    CHECK_STR(spot_ask(&sp, 3), "coup 1 captain");
    coup_bot_free(sp.bot);
}

TEST(honest_never_challenges_even_the_impossible)
{
    spot sp;
    SPOT(&sp, "honest", 0, 0, 1, "2 duke captain", "2 contessa ^duke",
         "2 assassin ^duke");
    MOVES(&sp, "1 tax", "2 pass");
    CHECK_STR(spot_ask(&sp, 1), "pass");
    coup_bot_free(sp.bot);

    /* It blocks with what it holds, and only that. */
    SPOT(&sp, "honest", 0, 0, 1, "2 contessa captain", "4 assassin duke");
    MOVES(&sp, "1 assassinate 0", "0 pass");
    CHECK_STR(spot_ask(&sp, 2), "block contessa");
    coup_bot_free(sp.bot);
    SPOT(&sp, "honest", 0, 0, 1, "2 duke ^captain", "4 assassin duke");
    MOVES(&sp, "1 assassinate 0", "0 pass");
    CHECK_STR(spot_ask(&sp, 3), "pass");
    coup_bot_free(sp.bot);
}

/* The cautious challenges what counting rules out, and passes on what it
 * does not; a block is a claim too. */
TEST(cautious_challenges_an_impossible_claim)
{
    spot sp;
    SPOT(&sp, "cautious", 0, 0, 1, "2 duke captain", "2 contessa ^duke",
         "2 assassin ^duke");
    MOVES(&sp, "1 tax", "2 pass");
    CHECK_STR(spot_ask(&sp, 1), "challenge");
    coup_bot_free(sp.bot);

    /* One Duke unseen: the claim may be true, so it believes it. */
    SPOT(&sp, "cautious", 0, 0, 1, "2 duke captain", "2 contessa assassin",
         "2 assassin ^duke");
    MOVES(&sp, "1 tax", "2 pass");
    CHECK_STR(spot_ask(&sp, 2), "pass");
    coup_bot_free(sp.bot);

    SPOT(&sp, "cautious", 0, 0, 0, "2 captain contessa",
         "3 assassin ^captain", "2 duke ^captain");
    MOVES(&sp, "0 steal 1", "1 pass", "2 pass", "1 block captain", "2 pass");
    CHECK_STR(spot_ask(&sp, 3), "challenge");
    coup_bot_free(sp.bot);

    /* Heads-up under R12: the Inquisitors are all in sight. */
    SPOT(&sp, "cautious", 0, COUP_OPT_INQUISITOR, 1,
         "2 inquisitor inquisitor", "4 duke ^inquisitor");
    MOVES(&sp, "1 exchange");
    CHECK_STR(spot_ask(&sp, 4), "challenge");
    coup_bot_free(sp.bot);
}

/* R18: an Embezzlement claims to hold NO Duke. With every Duke in sight
 * of seat 0, it is surely true: neither the heuristic nor the cautious
 * challenges it (they did, reading it as a claim of the Duke). */
TEST(an_embezzlement_is_an_inverse_claim)
{
    static const char *const kinds[] = {"heuristic", "cautious"};
    for (int k = 0; k < 2; k++) {
        spot sp;
        SPOT(&sp, kinds[k], 0, COUP_OPT_REFORMATION, 1, "2 duke captain",
             "2 contessa ^duke", "2 assassin ^duke");
        MOVES(&sp, "1 convert 1", "2 income", "0 income", "1 embezzle",
              "2 pass");
        CHECK_STR(spot_ask(&sp, 4), "pass");
        coup_bot_free(sp.bot);
    }
}

/* R17, R18: the heuristic takes a rich Treasury Reserve when it holds no
 * Duke (a true claim), and joins the larger faction, whose members may
 * not aim at it, when that takes attackers off its back. */
TEST(heuristic_embezzles_and_converts)
{
    spot sp;
    SPOT(&sp, "heuristic", 0, COUP_OPT_REFORMATION, 0, "2 contessa contessa",
         "4 duke assassin", "4 captain assassin");
    MOVES(&sp, "0 convert 0", "1 convert 0", "2 convert 0");
    CHECK_STR(spot_ask(&sp, 3), "embezzle");
    coup_bot_free(sp.bot);

    /* In self-play at four seats, where the factions start two against
     * two, it converts (to join the larger faction) and embezzles what
     * the conversions paid in. */
    coup_bot *bots[4];
    char why[200];
    for (int p = 0; p < 4; p++)
        REQUIRE((bots[p] = coup_bot_new("heuristic", why, sizeof why)));
    static coup_move moves[CAP];
    long converts = 0, embezzles = 0;
    for (uint64_t g = 1; g <= 20; g++) {
        long n = 0;
        CHECK_INT(play(bots, 4, COUP_OPT_REFORMATION, g, moves, NULL, CAP, &n)
                      >= 0, ==, 1);
        for (long i = 0; i < n && i < CAP; i++) {
            converts += moves[i].type == COUP_MV_CONVERT;
            embezzles += moves[i].type == COUP_MV_EMBEZZLE;
        }
    }
    CHECK(converts >= 5);
    CHECK(embezzles >= 5);
    for (int p = 0; p < 4; p++)
        coup_bot_free(bots[p]);
}

/* A claimant that conceded the Duke and has drawn no card since claims it
 * again: a sure bluff. Once it exchanged, it may hold one. */
TEST(cautious_challenges_a_failed_proof_repeated)
{
    spot sp;
    SPOT(&sp, "cautious", 0, 0, 1, "2 captain contessa", "2 assassin captain",
         "2 contessa assassin");
    MOVES(&sp, "1 tax", "2 challenge", "1 concede", "1 lose captain",
          "2 income", "0 income", "1 tax", "2 pass");
    CHECK_STR(spot_ask(&sp, 1), "challenge");
    coup_bot_free(sp.bot);

    /* The same Tax after an Exchange: it may have drawn a Duke. */
    SPOT(&sp, "cautious", 0, 0, 1, "2 captain contessa", "2 assassin captain",
         "2 contessa assassin");
    MOVES(&sp, "1 tax", "2 challenge", "1 concede", "1 lose captain",
          "2 income", "0 income", "1 exchange", "2 pass", "0 pass",
          "* draw duke", "* draw duke", "1 keep duke", "2 income",
          "0 income", "1 tax", "2 pass");
    CHECK_STR(spot_ask(&sp, 2), "pass");
    coup_bot_free(sp.bot);
}

TEST(heuristic_without_bluff_never_bluffs)
{
    CHECK_INT(audit_many("heuristic:bluff=0", TEST_GAMES(600), true), ==, 0);
}

/* The heuristic's weights are set by name (heuristic_weights[] in
 * src/bots/heuristic.c): their defaults play the default game, another
 * value another game, and a bad name or value is refused with a reason. */
TEST(heuristic_weights_by_name)
{
    char why[200];
    const char *specs[3] = {"heuristic", "heuristic:w_influence=6,w_threat=0.6",
                            "heuristic:w_influence=0.5"};
    long n[3][4];
    static coup_move moves[3][4][CAP];
    for (int k = 0; k < 3; k++)
        for (int g = 0; g < 4; g++) {
            coup_bot *b[4];
            for (int p = 0; p < 4; p++) {
                b[p] = coup_bot_new(p == 0 ? specs[k] : "heuristic", why,
                                    sizeof why);
                REQUIRE(b[p] != NULL);
            }
            play(b, 4, 0, 31 + (uint64_t)g, moves[k][g], NULL, CAP,
                 &n[k][g]);
            for (int p = 0; p < 4; p++)
                coup_bot_free(b[p]);
        }
    int differ = 0;
    for (int g = 0; g < 4; g++) {
        size_t bytes = (size_t)n[0][g] * sizeof(coup_move);
        CHECK_INT(n[1][g], ==, n[0][g]);
        if (n[1][g] == n[0][g] && n[0][g] <= CAP)
            CHECK_MEM(moves[1][g], moves[0][g], bytes);
        if (n[2][g] != n[0][g] ||
            (n[0][g] <= CAP && memcmp(moves[2][g], moves[0][g], bytes)))
            differ++;
    }
    CHECK_INT(differ, >, 0);

    static const struct {
        const char *spec, *reason;
    } bad[] = {
        {"heuristic:w_nothing=1", "unknown parameter"},
        {"heuristic:w_threat=-1", "'-1' is not a number of at least 0"},
        {"heuristic:w_threat=inf", "'inf' is not a number of at least 0"},
        {"heuristic:w_threat=nan", "'nan' is not a number of at least 0"},
        {"heuristic:w_threat=high", "'high' is not a number of at least 0"},
        {"heuristic:w_block_bluff=1.5", "'1.5' is not a number from 0 to 1"},
        {"heuristic:w_stall_turns=2.5",
         "'2.5' is not a whole number from 1 to 255"},
        {"heuristic:w_quiet_turns=0",
         "'0' is not a whole number from 1 to 255"},
        {"search:adapt=2", "'2' is not a whole number from 0 to 1"},
        {"search:recall=yes", "'yes' is not a whole number from 0 to 1"},
        {"search:recall=0.5", "'0.5' is not a whole number from 0 to 1"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        why[0] = '\0';
        CHECK(coup_bot_new(bad[i].spec, why, sizeof why) == NULL);
        const char *name = strchr(bad[i].spec, ':') + 1;
        char key[32];
        snprintf(key, sizeof key, "'%.*s'", (int)strcspn(name, "="), name);
        CHECK(strstr(why, key) != NULL);
        CHECK(strstr(why, bad[i].reason) != NULL);
        if (!strstr(why, bad[i].reason))
            fprintf(stderr, "  %s: %s\n", bad[i].spec, why);
    }
}

/* The bots' table of actions (src/bots/actions.c) says what the engine
 * does: each action from a position with every option, its cost paid,
 * the character claimed, who may block with what, and the coins taken. */
TEST(action_table_is_the_engine)
{
    static const char *const seats[] = {"7 duke captain", "7 contessa duke",
                                        "7 assassin captain", NULL};
    for (unsigned flags = 0; flags <= COUP_OPT_ALL; flags++) {
        if (flags & COUP_OPT_TWO_PLAYER_DRAFT)
            continue;
        coup_state s0;
        REQUIRE(position(&s0, flags, 0, seats));
        coup_move legal[COUP_MAX_MOVES];
        int n = coup_legal_moves(&s0, legal);
        for (int i = 0; i < n; i++) {
            coup_move m = legal[i];
            if (m.target != COUP_NOBODY && m.target != 1)
                continue; /* one target is enough: seat 1 */
            const coup__action *a = &coup__actions[m.type];
            coup_state s = s0;
            REQUIRE(coup_apply(&s, m) == COUP_OK);
            if (m.type != COUP_MV_INCOME) /* Income is taken at once */
                CHECK_INT(s.coins[0], ==, 7 - a->cost);
            CHECK_INT(m.target != COUP_NOBODY, ==, a->targeted);
            int claim = coup__claim_of(m.type, flags);
            CHECK_INT(s.phase == COUP_PH_CHALLENGE, ==, claim != COUP_NOCARD);
            if (claim != COUP_NOCARD)
                CHECK_INT(s.claim, ==, claim);
            while (s.phase == COUP_PH_CHALLENGE)
                REQUIRE(coup_apply(&s, coup_mv(COUP_MV_PASS, COUP_NOBODY,
                                               COUP_NOCARD, COUP_NOCARD)) ==
                        COUP_OK);
            unsigned block = 0;
            while (s.phase == COUP_PH_BLOCK) {
                coup_move answers[COUP_MAX_MOVES];
                int k = coup_legal_moves(&s, answers);
                for (int j = 0; j < k; j++)
                    if (answers[j].type == COUP_MV_BLOCK)
                        block |= 1u << answers[j].card;
                CHECK(m.type == COUP_MV_FOREIGN_AID || s.decider == 1);
                REQUIRE(coup_apply(&s, answers[0]) == COUP_OK); /* pass */
            }
            CHECK_UINT(block, ==, coup__blockers_mask(m.type, flags));
            if (a->coins)
                CHECK_INT(s.coins[0], ==, 7 + a->coins);
        }
    }
}

/* coup_rng_unit(): one draw below 2^30, scaled into [0, 1); the bots'
 * sampling (and the bench's signature) depends on exactly that. */
TEST(rng_unit_is_one_draw_scaled)
{
    coup_rng a, b;
    coup_rng_seed(&a, 42);
    coup_rng_seed(&b, 42);
    double lo = 1, hi = 0;
    for (int i = 0; i < 10000; i++) {
        double u = coup_rng_unit(&a);
        uint32_t k = coup_rng_below(&b, 1u << 30);
        CHECK(u == (double)k / (double)(1u << 30));
        lo = u < lo ? u : lo;
        hi = u > hi ? u : hi;
    }
    CHECK(lo >= 0.0 && lo < 0.01);
    CHECK(hi < 1.0 && hi > 0.99);
}

TEST_MAIN()
