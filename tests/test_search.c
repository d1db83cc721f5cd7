/*
 * test_search.c - the bot "search" (src/bots/search.c) and the sampler of
 * worlds it searches in (src/bots/worlds.h).
 *
 * The bot: a seed gives the same game, another seed another game; it plays
 * every rule variant at every table size against the heuristic and random
 * bots without an illegal move, and every game ends; on positions built by
 * hand where one move wins at once, it finds that move.
 *
 * The sampler, property-tested: games are driven step by step with one
 * coup__worlds per tracked seat, fed every move as that seat saw it (as a
 * bot's see() is). Wherever the seat stands, and always where it is to
 * move, every world drawn is a valid state (coup_state_ok) in which the
 * seat observes exactly what it really observes, byte for byte, and has
 * exactly the legal moves it really has. The games cover every rule
 * variant at 2..10 players, masked draft picks (R11), Examine shows (R12),
 * declared Coups that show a hand (R10), masked Exchange keeps (R7), and
 * games from a fixed position. Where three opponents claim more
 * characters than they hold, the worlds' odds match exact odds counted
 * over every deal (rejuvenation keeps them from collapsing).
 *
 * The search is costly (about 1-5 microseconds an iteration in Release):
 * budgets stay small (iters=30..500), and the loops over many games play a
 * tenth of them in sanitizer and Debug builds (TEST_GAMES, test.h).
 */
#define _POSIX_C_SOURCE 200809L /* strtok_r */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <coup/bots.h>
#include <coup/coup.h>

#include "bots/kinds.h"
#include "bots/worlds.h"
#include "position.h"
#include "test.h"

/* A game that runs this long is a game that does not end. */
#define MAX_DECISIONS 20000L
#define CAP 4000

static bool valid_flags(int players, unsigned flags)
{
    return !(flags & COUP_OPT_TWO_PLAYER_DRAFT) || players == 2;
}

static coup_bot *bot(const char *spec)
{
    char why[200];
    coup_bot *b = coup_bot_new(spec, why, sizeof why);
    if (!b)
        fprintf(stderr, "  bot '%s': %s\n", spec, why);
    return b;
}

static void free_bots(coup_bot **bots, int n)
{
    for (int p = 0; p < n; p++)
        coup_bot_free(bots[p]);
}

/* Plays one game with coup_bots_play(); on failure prints the table, the
 * seed and the reason. */
static int play(coup_bot *const bots[], const coup_options *o, uint64_t seed,
                coup_move *moves, int *movers, long cap, long *nmoves)
{
    char why[256] = "";
    int culprit = -1;
    long n = 0;
    int w = coup_bots_play(o, bots, seed, MAX_DECISIONS, moves, movers, cap,
                           &n, &culprit, why, sizeof why);
    if (nmoves)
        *nmoves = n;
    if (w < 0 || w >= o->players) {
        fprintf(stderr, "  %d players, flags %u, start %d, seed %llu:",
                o->players, o->flags, o->start, (unsigned long long)seed);
        for (int p = 0; p < o->players; p++)
            fprintf(stderr, " %s", bots[p]->spec);
        fprintf(stderr, ": %s (seat %d)\n", why, culprit);
    }
    return w;
}

/* ========================================================= determinism */

/* Seats of the determinism tables: the search bot at two of them at four
 * players, so that it also meets itself. */
static const char *const det_specs[4] = {"search:iters=100,recall=0",
                                         "heuristic",
                                         "search:iters=100,recall=0", "random"};
/* The same bots learning across games: the same history of games, the
 * same next game. */
static const char *const recall_specs[4] = {"search:iters=100", "heuristic",
                                            "search:iters=100", "random"};

TEST(search_same_seed_same_game)
{
    static coup_move m1[CAP], m2[CAP];
    static int w1[CAP], w2[CAP];
    for (int t = 0; t < 2; t++) {
        coup_options o = {t ? 4 : 2, COUP_START_RANDOM,
                          t ? COUP_OPT_INQUISITOR | COUP_OPT_DECLARED_COUP
                            : 0};
        coup_bot *a[4], *b[4], *c[4], *d[4];
        for (int p = 0; p < o.players; p++) {
            a[p] = bot(det_specs[p]);
            b[p] = bot(det_specs[p]);
            c[p] = bot(recall_specs[p]);
            d[p] = bot(recall_specs[p]);
            REQUIRE(a[p] && b[p] && c[p] && d[p]);
        }
        long n1 = 0, n2 = 0;
        /* b first plays another game: what the bot kept of an earlier
         * game must not change the next one. */
        play(b, &o, 99, NULL, NULL, 0, NULL);
        int r1 = play(a, &o, 31 + (uint64_t)t, m1, w1, CAP, &n1);
        int r2 = play(b, &o, 31 + (uint64_t)t, m2, w2, CAP, &n2);
        CHECK_INT(r1, >=, 0);
        CHECK_INT(r1, ==, r2);
        CHECK_INT(n1, ==, n2);
        if (n1 == n2 && n1 <= CAP) {
            long i = 0;
            while (i < n1 && coup_move_eq(m1[i], m2[i]) && w1[i] == w2[i])
                i++;
            if (!CHECK(i == n1))
                fprintf(stderr, "  %d players: first difference at move "
                        "%ld of %ld\n", o.players, i, n1);
        }

        /* Another seed, another game: at least one of four differs. */
        int differ = 0;
        for (uint64_t seed = 1000; seed < 1004; seed++) {
            r2 = play(b, &o, seed, m2, w2, CAP, &n2);
            CHECK_INT(r2, >=, 0);
            size_t k = (size_t)(n1 < CAP ? n1 : CAP);
            if (n2 != n1 || memcmp(m1, m2, sizeof *m1 * k) ||
                memcmp(w1, w2, sizeof *w1 * k))
                differ++;
        }
        CHECK_INT(differ, >, 0);

        /* Learning bots: the same two games, the same second game. */
        play(c, &o, 99, NULL, NULL, 0, NULL);
        play(d, &o, 99, NULL, NULL, 0, NULL);
        r1 = play(c, &o, 31 + (uint64_t)t, m1, w1, CAP, &n1);
        r2 = play(d, &o, 31 + (uint64_t)t, m2, w2, CAP, &n2);
        CHECK_INT(r1, ==, r2);
        CHECK_INT(n1, ==, n2);
        if (n1 == n2 && n1 <= CAP) {
            CHECK_MEM(m1, m2, (size_t)n1 * sizeof *m1);
            CHECK_MEM(w1, w2, (size_t)n1 * sizeof *w1);
        }
        free_bots(a, o.players);
        free_bots(b, o.players);
        free_bots(c, o.players);
        free_bots(d, o.players);
    }
}

/* ========================================================= every variant */

/* The option sets: none, each alone, all together (less the draft at more
 * than two players). */
static const unsigned option_sets[] = {
    0,
    COUP_OPT_INQUISITOR,
    COUP_OPT_TWO_PLAYER_DRAFT,
    COUP_OPT_DECLARED_COUP,
    COUP_OPT_DECLARED_ASSASSINATE,
    COUP_OPT_ALL,
};
#define NOPTION_SETS (int)(sizeof option_sets / sizeof *option_sets)

static const int table_sizes[] = {2, 3, 4, 6, 10};
#define NTABLE_SIZES (int)(sizeof table_sizes / sizeof *table_sizes)

/* Games per table size, option set and start: 5 x 6 x 2 cells (less the
 * draft alone beyond two players), about 280 games in all; one game a
 * cell in a slow build (TEST_GAMES: a tenth, at least one). */
#define GAMES_PER_CELL TEST_GAMES(5)

TEST(search_plays_every_variant)
{
    coup_bot *search[COUP_MAX_PLAYERS], *other[2][COUP_MAX_PLAYERS];
    for (int p = 0; p < COUP_MAX_PLAYERS; p++) {
        search[p] = bot("search:iters=30");
        other[0][p] = bot("heuristic");
        other[1][p] = bot("random");
        REQUIRE(search[p] && other[0][p] && other[1][p]);
    }
    int games = 0, failures = 0;
    uint64_t seed = 7000;
    for (int i = 0; i < NTABLE_SIZES; i++) {
        for (int k = 0; k < NOPTION_SETS; k++) {
            int players = table_sizes[i];
            unsigned flags = option_sets[k];
            if (!valid_flags(players, flags)) {
                if (flags != COUP_OPT_ALL)
                    continue; /* the draft alone: two players only */
                flags &= ~(unsigned)COUP_OPT_TWO_PLAYER_DRAFT;
            }
            for (int fixed = 0; fixed < 2; fixed++) {
                for (int g = 0; g < GAMES_PER_CELL && failures <= 5; g++) {
                    coup_options o = {players, COUP_START_RANDOM, flags};
                    coup_bot *bots[COUP_MAX_PLAYERS];
                    if (fixed)
                        o.start = (int)(seed % (uint64_t)players);
                    /* The search bot at one seat in two (one at least),
                     * turning; the others heuristic or random. */
                    for (int p = 0; p < players; p++) {
                        int q = (p + g) % players;
                        bots[p] = q % 2 == 0 ? search[p]
                                             : other[(q / 2 + g) % 2][p];
                    }
                    int w = play(bots, &o, seed++, NULL, NULL, 0, NULL);
                    games++;
                    if (w < 0 || w >= players)
                        failures++;
                }
            }
        }
    }
    printf("  %d games\n", games);
    CHECK_INT(failures, ==, 0);
    for (int p = 0; p < COUP_MAX_PLAYERS; p++) {
        coup_bot_free(search[p]);
        coup_bot_free(other[0][p]);
        coup_bot_free(other[1][p]);
    }
}

/* ============================================================ the sampler */

/* What the sampler's tests saw, summed over their games. */
typedef struct tally {
    long games, samples, decisions, repairs;
    long picks, keeps, examine_shows, declared_shows; /* moves observed */
    int failures;
} tally;

/* Worlds for up to every seat of a table (about 130 kB each). */
static coup__worlds tracked[COUP_MAX_PLAYERS];

/* Where a game stands, for failure reports. */
typedef struct where {
    int players, start;
    unsigned flags;
    uint64_t seed;
    long step;
} where;

/* The moves of the sampler's current game so far, by whom. */
static coup_move log_moves[CAP];
static int log_movers[CAP];

/* What failed, and the game's moves so far (the last 300). */
static void report(const where *at, int seat, const char *what)
{
    fprintf(stderr, "  %d players, flags %u, start %d, seed %llu, step %ld, "
            "seat %d: %s\n", at->players, at->flags, at->start,
            (unsigned long long)at->seed, at->step, seat, what);
    if (seat < 0 || at->step > CAP)
        return;
    long from = at->step > 300 ? at->step - 300 : 0;
    fprintf(stderr, "  the moves %ld..%ld:", from, at->step - 1);
    for (long i = from; i < at->step; i++) {
        char text[48];
        coup_move_str(log_moves[i], text, sizeof text);
        if (log_movers[i] == COUP_CHANCE)
            fprintf(stderr, " * %s;", text);
        else
            fprintf(stderr, " %d %s;", log_movers[i], text);
    }
    fputc('\n', stderr);
}

/* Draws k worlds for seat ws->seat in real state s and checks each;
 * returns false at the first bad one. */
static bool check_worlds(coup__worlds *ws, const coup_state *s, int k,
                         coup_rng *rng, const where *at, tally *t)
{
    static coup_move legal[COUP_MAX_MOVES], wlegal[COUP_MAX_MOVES];
    int seat = ws->seat;
    coup_obs real, seen;
    char why[256];
    int nlegal = 0;
    coup_observe(s, seat, &real);
    if (coup_to_move(s) == seat) {
        nlegal = coup_legal_moves(s, legal);
        t->decisions++;
    }
    for (int i = 0; i < k; i++) {
        coup_state w;
        memset(&w, 0, sizeof w);
        int rc = coup__worlds_sample(ws, &real, rng, &w);
        t->samples++;
        if (!CHECK(rc == 0)) {
            report(at, seat, coup_is_over(s)
                                 ? "no world agrees with the observation "
                                   "at the end of the game"
                                 : "no world agrees with the observation");
            return false;
        }
        if (!CHECK(coup_state_ok(&w, why, sizeof why))) {
            report(at, seat, why);
            return false;
        }
        coup_observe(&w, seat, &seen);
        if (!CHECK_MEM(&seen, &real, sizeof real)) {
            report(at, seat, "the world's observation differs");
            return false;
        }
        if (nlegal > 0) {
            int n = coup_legal_moves(&w, wlegal);
            CHECK_INT(n, ==, nlegal);
            if (n != nlegal ||
                !CHECK_MEM(wlegal, legal, sizeof *legal * (size_t)n)) {
                report(at, seat, "the world's legal moves differ");
                return false;
            }
        }
    }
    return true;
}

/* Counts the kinds of hidden information a tracked seat was shown (or
 * not): the moves the property test must have met. */
static void count_move(const coup_state *s, coup_move m, tally *t)
{
    switch (m.type) {
    case COUP_MV_PICK: t->picks++; break;
    case COUP_MV_KEEP: t->keeps++; break;
    case COUP_MV_SHOW:
        if (s->action == COUP_MV_EXAMINE)
            t->examine_shows++;
        else
            t->declared_shows++;
        break;
    default: break;
    }
}

/* The seat drivers of a sampler game: heuristic, random bots, or NULL
 * (coup_random_move, no bot at all). */
static const char *const drivers[] = {"heuristic", "random", NULL};

/*
 * Plays one game step by step from s (coup_init or coup_init_position
 * done), tracking `ntrack` seats from seat `first` on. The tracked seats'
 * worlds are checked wherever the seat is to move (four draws) and every
 * fifth step otherwise (two draws), and once more at the end.
 */
static void sampler_game(coup_state s, int ntrack, int first, double bluff,
                         const where *where0, tally *t)
{
    where at = *where0;
    int players = coup_players(&s);
    coup_bot *bots[COUP_MAX_PLAYERS];
    coup_rng chance, rng[COUP_MAX_PLAYERS], draw;
    uint64_t x = at.seed;
    coup_obs ob;
    bool ok = true;

    if (ntrack > players)
        ntrack = players;
    coup_rng_seed(&chance, coup_splitmix64(&x));
    coup_rng_seed(&draw, coup_splitmix64(&x));
    for (int p = 0; p < players; p++) {
        const char *spec = drivers[(p + at.seed) % 3];
        bots[p] = spec ? bot(spec) : NULL;
        coup_rng_seed(&rng[p], coup_splitmix64(&x));
        if (bots[p] && bots[p]->kind->start) {
            coup_observe(&s, p, &ob);
            bots[p]->kind->start(bots[p]->mem, &ob);
        }
    }
    for (int i = 0; i < ntrack; i++) {
        int seat = (first + i) % players;
        coup_observe(&s, seat, &ob);
        coup__worlds_start(&tracked[i], &ob, bluff, coup_splitmix64(&x));
        CHECK_INT(tracked[i].seat, ==, seat);
    }

    for (at.step = 0; ok && !coup_is_over(&s) && at.step < MAX_DECISIONS;
         at.step++) {
        int mover = coup_to_move(&s);
        for (int i = 0; ok && i < ntrack; i++) {
            bool ours = mover == tracked[i].seat;
            if (ours || at.step % 5 == 0)
                ok = check_worlds(&tracked[i], &s, ours ? 4 : 2, &draw, &at,
                                  t);
        }
        coup_move m = mover == COUP_CHANCE ? coup_draw_chance(&s, &chance)
                      : bots[mover] ? coup_bot_choose(bots[mover], &s,
                                                      &rng[mover])
                                    : coup_random_move(&s, &rng[mover]);
        for (int i = 0; i < ntrack; i++) {
            int seat = tracked[i].seat;
            coup_observe(&s, seat, &ob);
            coup__worlds_see(&tracked[i], &ob, mover,
                             coup_observe_move(&s, m, seat));
        }
        if (ntrack > 0)
            count_move(&s, m, t);
        coup_bots_see(bots, players, &s, mover, m);
        if (at.step < CAP) {
            log_moves[at.step] = m;
            log_movers[at.step] = mover;
        }
        if (!CHECK(coup_apply(&s, m) == 0)) {
            report(&at, mover, "a driver's move was refused");
            ok = false;
        }
    }
    if (ok && !CHECK(coup_is_over(&s)))
        report(&at, -1, "the game did not end");
    for (int i = 0; ok && i < ntrack; i++)
        ok = check_worlds(&tracked[i], &s, 2, &draw, &at, t);
    for (int i = 0; i < ntrack; i++)
        t->repairs += tracked[i].repairs;
    t->games++;
    if (!ok)
        t->failures++;
    for (int p = 0; p < players; p++)
        coup_bot_free(bots[p]);
}

static const double bluffs[] = {0.3, 1.0, 0.05};

/* Every option combination at 2..10 players (the draft at two only),
 * random start and fixed start, some seats tracked in each game. */
TEST(sampled_worlds_agree_with_the_observation)
{
    tally t;
    memset(&t, 0, sizeof t);
    uint64_t seed = 300;
    /* Every seat in an optimised build, two in a slow one. */
    int track = TEST_SLOW_BUILD ? 2 : COUP_MAX_PLAYERS;
    for (int players = 2; players <= COUP_MAX_PLAYERS; players++) {
        for (unsigned flags = 0; flags <= COUP_OPT_ALL; flags++) {
            if (!valid_flags(players, flags))
                continue;
            for (int fixed = 0; fixed < 2 && t.failures < 3; fixed++) {
                /* A slow build plays one start of the two, turning. */
                if (TEST_SLOW_BUILD && fixed != (int)(flags + players) % 2)
                    continue;
                coup_options o = {players, COUP_START_RANDOM, flags};
                coup_state s;
                seed++;
                if (fixed)
                    o.start = (int)(seed % (uint64_t)players);
                where at = {players, o.start, flags, seed, 0};
                REQUIRE(coup_init(&s, &o) == 0);
                sampler_game(s, track, (int)(seed % (uint64_t)players),
                             bluffs[seed % 3], &at, &t);
            }
        }
    }
    printf("  %ld games, %ld decisions, %ld worlds drawn, %ld repairs; "
           "moves seen: %ld picks, %ld keeps, %ld Examine shows, "
           "%ld declared shows\n", t.games, t.decisions, t.samples,
           t.repairs, t.picks, t.keeps, t.examine_shows, t.declared_shows);
    CHECK_INT(t.failures, ==, 0);
    /* The hidden moves the filter must fill in were all met. */
    CHECK_INT(t.picks, >, 0);
    CHECK_INT(t.keeps, >, 0);
    CHECK_INT(t.examine_shows, >, 0);
    CHECK_INT(t.declared_shows, >, 0);
}

/* Long games: many seats, every seat tracked, the sampler draws across
 * whole games without losing its worlds (sample returns 0 to the end).
 * The repairs are printed, not checked. */
TEST(sampler_lasts_whole_games)
{
    tally t;
    memset(&t, 0, sizeof t);
    int games = TEST_GAMES(20);
    for (int g = 0; g < games && t.failures < 3; g++) {
        int players = 6 + g % 5;
        unsigned flags = (unsigned)(g * 5) % 16 &
                         ~(unsigned)COUP_OPT_TWO_PLAYER_DRAFT;
        coup_options o = {players, COUP_START_RANDOM, flags};
        coup_state s;
        uint64_t seed = 4000 + (uint64_t)g;
        where at = {players, o.start, flags, seed, 0};
        REQUIRE(coup_init(&s, &o) == 0);
        sampler_game(s, TEST_SLOW_BUILD ? 2 : players, g, bluffs[g % 3], &at,
                     &t);
    }
    printf("  %ld games, %ld decisions, %ld worlds drawn, %ld repairs\n",
           t.games, t.decisions, t.samples, t.repairs);
    CHECK_INT(t.failures, ==, 0);
}

/* ====================================================== hand-built spots */

#define POSITION(s, flags, start, ...)                                       \
    REQUIRE(position((s), (flags), (start),                                  \
                     (const char *const[]){__VA_ARGS__, NULL}))

/* Games from fixed positions, every seat tracked: the worlds are dealt
 * from the cards the seat cannot see, and agree with what it sees. */
TEST(sampled_worlds_from_a_fixed_position)
{
    tally t;
    memset(&t, 0, sizeof t);
    int games = TEST_GAMES(30);
    for (int g = 0; g < games && t.failures < 3; g++) {
        coup_state s;
        unsigned flags = (unsigned)(g * 3) % 16 &
                         ~(unsigned)COUP_OPT_TWO_PLAYER_DRAFT;
        switch (g % 3) {
        case 0: /* three seats, one with a card face up */
            POSITION(&s, flags, g / 3 % 3, "2 duke contessa",
                     "3 captain ^duke", "1 assassin captain");
            break;
        case 1: /* heads-up, late: one card each */
            POSITION(&s, flags, 1, "5 contessa ^assassin",
                     "4 captain ^duke");
            break;
        default: /* five seats, rich, with a card face up */
            POSITION(&s, flags, 4, "7 duke duke", "0 contessa ^captain",
                     "4 captain contessa", "2 assassin assassin",
                     "9 contessa ^duke");
            break;
        }
        where at = {coup_players(&s), coup_to_move(&s), flags,
                    500 + (uint64_t)g, 0};
        sampler_game(s, coup_players(&s), 0, bluffs[g % 3], &at, &t);
    }
    printf("  %ld games, %ld decisions, %ld worlds drawn, %ld repairs\n",
           t.games, t.decisions, t.samples, t.repairs);
    CHECK_INT(t.failures, ==, 0);
}

/* Feeds move text t ("SEAT MOVE") to the worlds of seat 0 and plays it;
 * false, with a message, if it is not legal. */
static bool feed(coup_state *s, coup__worlds *ws, const char *t)
{
    coup_move m;
    coup_obs ob;
    char why[200] = "not that seat's turn";
    if (coup_move_parse(t + 2, strlen(t + 2), &m, why, sizeof why) ||
        coup_to_move(s) != t[0] - '0' || coup_why(s, m, why, sizeof why)) {
        fprintf(stderr, "  '%s' refused: %s\n", t, why);
        return false;
    }
    coup_observe(s, 0, &ob);
    coup__worlds_see(ws, &ob, t[0] - '0', coup_observe_move(s, m, 0));
    coup_apply(s, m);
    return true;
}

/* Seat p of four takes an action with a claim; nobody challenges. */
static bool claim(coup_state *s, coup__worlds *ws, int p, const char *action)
{
    char t[32];
    snprintf(t, sizeof t, "%d %s", p, action);
    bool ok = feed(s, ws, t);
    for (int q = 1; ok && q <= 3; q++) {
        snprintf(t, sizeof t, "%d pass", (p + q) % 4);
        ok = feed(s, ws, t);
    }
    return ok;
}

/* The ways to deal seat hands h[0..3) (unordered pairs of cards) from
 * the unseen cards: which copies of each character go to which seat. */
static double deal_ways(const int unseen[COUP_NCARDS], const int h[][2],
                        int seats)
{
    double ways = 1;
    for (int c = 0; c < COUP_NCARDS; c++) {
        int used = 0;
        for (int k = 0; k < seats; k++) {
            int here = (h[k][0] == c) + (h[k][1] == c);
            for (int i = 0; i < here; i++)
                ways *= unseen[c] - used - i;
            if (here == 2)
                ways /= 2;
            used += here;
        }
        if (used > unseen[c])
            return 0;
    }
    return ways;
}

/*
 * Four seats; each opponent claims the Duke, the Assassin and the Captain,
 * three times each, without a change of hand: at most two of its three
 * claims are true. The exact beliefs (a claim `bluff` times as likely
 * without the card, over every deal of the 13 cards we cannot see) give
 * each character about 2/3 for each opponent. Three opponents' claims
 * leave few worlds with weight, and resampling copies them: without
 * rejuvenation the worlds settle on one pair of cards a seat and call its
 * third claim a certain bluff. The worlds must agree with the exact odds.
 */
TEST(sampler_beliefs_stay_spread)
{
    const double bluff = 0.05;
    const int claimed[3] = {COUP_DUKE, COUP_ASSASSIN, COUP_CAPTAIN};
    coup_state s;
    coup__worlds *ws = &tracked[0];
    coup_obs ob;
    char t[32];
    POSITION(&s, 0, 1, "0 contessa contessa", "0 duke captain",
             "0 assassin duke", "0 captain assassin");
    coup_observe(&s, 0, &ob);
    coup__worlds_start(ws, &ob, bluff, 77);
    for (int round = 0; round < 3; round++) {
        for (int p = 1; p <= 3; p++) /* Tax; nobody challenges */
            REQUIRE(claim(&s, ws, p, "tax"));
        REQUIRE(feed(&s, ws, "0 income"));
        for (int p = 1; p <= 3; p++) { /* on us: we block, unchallenged */
            REQUIRE(claim(&s, ws, p, "assassinate 0"));
            REQUIRE(feed(&s, ws, "0 block contessa"));
            for (int q = 1; q <= 3; q++) {
                snprintf(t, sizeof t, "%d pass", q);
                REQUIRE(feed(&s, ws, t));
            }
        }
        REQUIRE(feed(&s, ws, "0 income"));
        for (int p = 1; p <= 3; p++) { /* from us: we do not block */
            REQUIRE(claim(&s, ws, p, "steal 0"));
            REQUIRE(feed(&s, ws, "0 pass"));
        }
        REQUIRE(feed(&s, ws, "0 income"));
    }
    /* The exact odds, over every hand of the three opponents. */
    const int unseen[COUP_NCARDS] = {3, 3, 3, 3, 1, 0};
    int pairs[15][2], npairs = 0;
    for (int a = 0; a < 5; a++)
        for (int b = a; b < 5; b++)
            if (unseen[a] >= 1 + (a == b)) {
                pairs[npairs][0] = a;
                pairs[npairs++][1] = b;
            }
    double total = 0, exact[4][3] = {{0}};
    for (int i = 0; i < npairs * npairs * npairs; i++) {
        int h[3][2], pick[3] = {i % npairs, i / npairs % npairs,
                                i / npairs / npairs};
        for (int k = 0; k < 3; k++)
            memcpy(h[k], pairs[pick[k]], sizeof h[k]);
        double like = deal_ways(unseen, h, 3);
        for (int k = 0; k < 3; k++)
            for (int c = 0; c < 3; c++)
                if (h[k][0] != claimed[c] && h[k][1] != claimed[c])
                    like *= bluff * bluff * bluff; /* three claims */
        total += like;
        for (int k = 0; k < 3; k++)
            for (int c = 0; c < 3; c++)
                if (h[k][0] == claimed[c] || h[k][1] == claimed[c])
                    exact[k + 1][c] += like;
    }
    coup_rng rng;
    coup_rng_seed(&rng, 5);
    coup_observe(&s, 0, &ob);
    int n = 4000, seen[4][3] = {{0}};
    for (int i = 0; i < n; i++) {
        coup_state w;
        REQUIRE(coup__worlds_sample(ws, &ob, &rng, &w) == 0);
        for (int p = 1; p <= 3; p++)
            for (int c = 0; c < 3; c++)
                seen[p][c] += coup__holds(&w, p, claimed[c]);
    }
    /* 256 worlds, unevenly weighted since the last resampling: each share
     * is off by a few hundredths; a collapse puts some near 0 or 1. */
    double error = 0;
    for (int p = 1; p <= 3; p++)
        for (int c = 0; c < 3; c++) {
            double want = exact[p][c] / total, got = (double)seen[p][c] / n;
            printf("  seat %d holds card %d: exact %.3f, worlds %.3f\n", p,
                   claimed[c], want, got);
            CHECK(got > want - 0.2 && got < want + 0.2);
            error += (got > want ? got - want : want - got) / 9;
        }
    printf("  mean error %.3f; %ld cards moved by rejuvenation\n", error,
           ws->moved);
    CHECK(error < 0.08);
    CHECK_INT(ws->moved, >, 0);
}

/* Reformation (R18): an Embezzlement claims NOT to hold a Duke. Let pass,
 * it makes a Duke in the embezzler's hand far less likely in the worlds
 * (a claim turned around); conceding its challenge then makes one more
 * likely again, as a proof of no Duke was at hand if it held none. */
TEST(embezzlement_is_evidence_against_a_duke)
{
    coup_state s;
    coup__worlds *ws = &tracked[0];
    coup_obs ob;
    POSITION(&s, COUP_OPT_REFORMATION, 1, "2 contessa contessa",
             "2 duke captain", "2 assassin captain", "2 ambassador duke");
    s.reserve = 4; /* paid in by Conversions before */
    coup_observe(&s, 0, &ob);
    coup__worlds_start(ws, &ob, 0.05, 79);
    double before = coup__worlds_odds(ws, 1, COUP_DUKE);
    coup_state t = s;
    REQUIRE(claim(&t, ws, 1, "embezzle"));
    double passed = coup__worlds_odds(ws, 1, COUP_DUKE);
    printf("  seat 1 holds a Duke: %.3f, after its Embezzlement %.3f\n",
           before, passed);
    CHECK(before > 0.25);
    CHECK(passed < before / 3);

    coup__worlds_start(ws, &ob, 0.05, 80);
    t = s;
    REQUIRE(feed(&t, ws, "1 embezzle"));
    double claimed = coup__worlds_odds(ws, 1, COUP_DUKE);
    REQUIRE(feed(&t, ws, "2 challenge"));
    REQUIRE(feed(&t, ws, "1 concede"));
    double conceded = coup__worlds_odds(ws, 1, COUP_DUKE);
    printf("  claimed %.3f, conceded %.3f\n", claimed, conceded);
    CHECK(conceded > 2 * claimed);
}

/* With the Inquisitor (R12) we examine seat 1 and see its Duke, then give
 * it back; seat 1 claims the Captain again and again, and the others the
 * Duke. Rejuvenation would gladly trade seat 1's Duke for a Captain: it
 * must not, since we saw it. Every world keeps it. */
TEST(sampler_keeps_a_card_we_saw)
{
    coup_state s;
    coup__worlds *ws = &tracked[0];
    coup_obs ob;
    POSITION(&s, COUP_OPT_INQUISITOR, 0, "0 inquisitor contessa",
             "2 duke contessa", "2 assassin captain", "0 captain assassin");
    coup_observe(&s, 0, &ob);
    coup__worlds_start(ws, &ob, 0.05, 78);
    REQUIRE(claim(&s, ws, 0, "examine 1"));
    REQUIRE(feed(&s, ws, "1 show duke"));
    REQUIRE(feed(&s, ws, "0 giveback"));
    for (int round = 0; round < 3; round++) {
        REQUIRE(claim(&s, ws, 1, "steal 2"));
        REQUIRE(feed(&s, ws, "2 pass"));
        REQUIRE(claim(&s, ws, 2, "tax"));
        REQUIRE(claim(&s, ws, 3, "tax"));
        REQUIRE(feed(&s, ws, "0 income"));
    }
    coup_rng rng;
    coup_rng_seed(&rng, 6);
    coup_observe(&s, 0, &ob);
    int n = 1000, duke = 0;
    for (int i = 0; i < n; i++) {
        coup_state w;
        REQUIRE(coup__worlds_sample(ws, &ob, &rng, &w) == 0);
        duke += coup__holds(&w, 1, COUP_DUKE);
    }
    printf("  %d of %d worlds give seat 1 its Duke; %ld cards moved\n", duke,
           n, ws->moved);
    CHECK_INT(duke, ==, n);
    CHECK_INT(ws->moved, >, 0); /* the others' cards did move */
}

/* The search bot at `seat` of s (a fixed position, seat to move) chooses
 * with the given seed, after being shown the moves[] ("SEAT MOVE", "*
 * MOVE" for chance) as its seat sees them. Returns the move as text ("" if
 * illegal). */
static const char *search_choice(const coup_state *s0, const char *spec,
                                 int seat, const char *const *moves,
                                 uint64_t seed)
{
    static char text[48];
    coup_state s = *s0;
    coup_move legal[COUP_MAX_MOVES];
    coup_obs ob;
    coup_rng rng;
    char why[200];
    coup_bot *b = bot(spec);
    text[0] = '\0';
    if (!b)
        return text;
    coup_observe(&s, seat, &ob);
    b->kind->start(b->mem, &ob);
    for (int i = 0; moves[i]; i++) {
        const char *t = moves[i];
        int who = t[0] == '*' ? COUP_CHANCE : atoi(t);
        const char *sp = strchr(t, ' ');
        coup_move m;
        if (!sp || coup_move_parse(sp + 1, strlen(sp + 1), &m, why,
                                   sizeof why) ||
            coup_to_move(&s) != who || coup_why(&s, m, why, sizeof why)) {
            fprintf(stderr, "  move '%s' refused\n", t);
            coup_bot_free(b);
            return text;
        }
        coup_observe(&s, seat, &ob);
        if (b->kind->see)
            b->kind->see(b->mem, &ob, who, coup_observe_move(&s, m, seat));
        coup_apply(&s, m);
    }
    if (coup_to_move(&s) == seat) {
        int n = coup_legal_moves(&s, legal);
        coup_observe(&s, seat, &ob);
        coup_rng_seed(&rng, seed);
        coup_move m = b->kind->choose(b->mem, &ob, legal, n, &rng);
        if (coup_is_legal(&s, m))
            coup_move_str(m, text, sizeof text);
    }
    coup_bot_free(b);
    return text;
}

#define NO_MOVES ((const char *const[]){NULL})
#define MOVES(...) ((const char *const[]){__VA_ARGS__, NULL})

/* Each seed of a few: a uniform chooser passes one such check in 7 or so,
 * all of them almost never. */
#define SPOT_SEEDS 4

/* Heads-up, 7 coins, the opponent on its last card: the Coup wins at once
 * (R4, R3); anything else gives it a turn. */
TEST(search_coups_to_win)
{
    coup_state s;
    POSITION(&s, 0, 0, "7 duke captain", "9 contessa ^assassin");
    for (uint64_t seed = 1; seed <= SPOT_SEEDS; seed++)
        CHECK_STR(search_choice(&s, "search:iters=500", 0, NO_MOVES, seed),
                  "coup 1");

    /* Declared Coup (R10), with the Inquisitor (R12): we examined the
     * opponent's last card and gave it back, so we know it; a Coup that
     * names it wins, one that names another card does nothing. */
    POSITION(&s, COUP_OPT_DECLARED_COUP | COUP_OPT_INQUISITOR, 0,
             "7 inquisitor duke", "3 captain ^duke");
    for (uint64_t seed = 1; seed <= SPOT_SEEDS; seed++)
        CHECK_STR(search_choice(&s, "search:iters=500", 0,
                                MOVES("0 examine 1", "1 pass",
                                      "1 show captain", "0 giveback",
                                      "1 income"),
                                seed),
                  "coup 1 captain");
}

/* Heads-up, the opponent on its last card claims the Duke while all three
 * Dukes are in sight of us: the challenge wins the game (R6). */
TEST(search_challenges_an_impossible_last_claim)
{
    coup_state s;
    POSITION(&s, 0, 1, "2 duke ^duke", "5 contessa ^duke");
    for (uint64_t seed = 1; seed <= SPOT_SEEDS; seed++)
        CHECK_STR(search_choice(&s, "search:iters=500", 0, MOVES("1 tax"),
                                seed),
                  "challenge");
}

/* Samplers for coup__search_choose_from(): always the one world in ctx,
 * or none. */
static int one_world(void *ctx, const coup_obs *o, coup_rng *rng,
                     coup_state *out)
{
    (void)o;
    (void)rng;
    *out = *(const coup_state *)ctx;
    return 0;
}

static int no_world(void *ctx, const coup_obs *o, coup_rng *rng,
                    coup_state *out)
{
    (void)ctx;
    (void)o;
    (void)rng;
    (void)out;
    return -1;
}

/* The search from worlds given by the caller (what coup-exploit does):
 * our last card against a Tax on the opponent's last card, which we
 * cannot see. Where the worlds say it bluffs, the challenge wins; where
 * they say it holds the Duke, the challenge loses at once and passing
 * does not (R6). A sampler with no world leaves a legal move. */
TEST(search_from_given_worlds)
{
    coup_state bluff, duke;
    POSITION(&bluff, 0, 1, "2 captain ^duke", "5 contessa ^assassin");
    POSITION(&duke, 0, 1, "2 captain ^duke", "5 duke ^assassin");
    coup_obs first, ob, other;
    coup_observe(&bluff, 0, &first);
    coup_move tax = coup_mv(COUP_MV_TAX, COUP_NOBODY, COUP_NOCARD,
                            COUP_NOCARD);
    REQUIRE(coup_apply(&bluff, tax) == 0 && coup_apply(&duke, tax) == 0);
    coup_observe(&bluff, 0, &ob);
    coup_observe(&duke, 0, &other);
    REQUIRE(CHECK_MEM(&ob, &other, sizeof ob)); /* we cannot tell them apart */
    coup_move legal[COUP_MAX_MOVES];
    int n = coup_legal_moves(&bluff, legal);
    coup_bot *b = bot("search:iters=500");
    REQUIRE(b);
    b->kind->start(b->mem, &first);
    for (uint64_t seed = 1; seed <= SPOT_SEEDS; seed++) {
        coup_rng rng;
        char text[48];
        coup_rng_seed(&rng, seed);
        coup_move m = coup__search_choose_from(b->mem, one_world, &bluff, &ob,
                                               legal, n, &rng);
        coup_move_str(m, text, sizeof text);
        CHECK_STR(text, "challenge");
        m = coup__search_choose_from(b->mem, one_world, &duke, &ob, legal, n,
                                     &rng);
        coup_move_str(m, text, sizeof text);
        CHECK_STR(text, "pass");
        m = coup__search_choose_from(b->mem, no_world, NULL, &ob, legal, n,
                                     &rng);
        CHECK(coup_is_legal(&bluff, m));
    }
    coup_bot_free(b);
}

TEST_MAIN()
