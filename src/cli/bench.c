/*
 * bench.c - `coup bench`: the engine's signature, and its speed.
 *
 * Without options it plays a fixed list of settings, as Ethereal and
 * Weiss bench a fixed list of positions: uniformly random games at every
 * player count (2-10) and with every rule option, then short self-play
 * games of the `heuristic`, `honest`, `search` (at 50 iterations a
 * decision), `bluffer`, `challenger` and `cautious` bots. The total of the decisions
 * made is the signature: a change to any rule, to the move generation or
 * to a built-in bot changes some game of the list, and with it the total.
 * Commits that change behaviour give it as "Bench: N"; tests/test_bench.c
 * pins it.
 *
 * With --players, --options, --games or --seconds it plays one setting
 * only, uniformly random games from seat 0 (four players, no option by
 * default): the speed figure docs/BENCHMARKS.md compares, timed over
 * repeated passes when --seconds asks for a longer measurement.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <coup/bots.h>

#include "cli/cli.h"

#define BENCH_GAMES 100000

/* A game of the bench that runs this long does not end: a bug. */
#define BENCH_MAX_DECISIONS 20000L

/* ============================================================ the list */

#define INQ COUP_OPT_INQUISITOR
#define DRAFT COUP_OPT_TWO_PLAYER_DRAFT
#define DCOUP COUP_OPT_DECLARED_COUP
#define DASS COUP_OPT_DECLARED_ASSASSINATE
#define REF COUP_OPT_REFORMATION

/* One setting: `games` games with seeds 1..games, played by `bot` at
 * every seat (NULL: uniformly random moves from seat 0, as the speed run
 * plays them; a bot: coup_bots_play() with the starting seat drawn by
 * chance, R2). */
typedef struct setting {
    int players;
    unsigned flags;
    const char *bot;
    long games;
} setting;

/*
 * The random settings at one player count share their seeds, so an
 * option that changed nothing would give the very total of the base game
 * beside it (the test checks that every total differs). Every player
 * count covers the deck sizes of R13; the options are each alone at two
 * players (the draft exists only there, R11) and combined at larger
 * tables. The bot settings are what moves the signature when a bot
 * changes; they are few games because the heuristic costs up to 0.1 ms a
 * decision (docs/STRENGTH.md). The sizes keep the whole list under a
 * second in a Release build and under half a minute under ASan with
 * COUP_DEBUG's check after every move (about 90 times slower), where
 * tests/test_bench.c plays it too.
 */
static const setting bench_list[] = {
    {2, 0, NULL, 2000},
    {3, 0, NULL, 2000},
    {4, 0, NULL, 2000},
    {5, 0, NULL, 2000},
    {6, 0, NULL, 2000},
    {7, 0, NULL, 2000},
    {8, 0, NULL, 2000},
    {9, 0, NULL, 2000},
    {10, 0, NULL, 2000},
    {2, INQ, NULL, 2000},
    {2, DRAFT, NULL, 2000},
    {2, DCOUP, NULL, 2000},
    {2, DASS, NULL, 2000},
    {2, INQ | DRAFT | DCOUP | DASS, NULL, 2000},
    {3, INQ, NULL, 2000},
    {4, DCOUP | DASS, NULL, 2000},
    {4, INQ | DCOUP, NULL, 2000},
    {5, INQ | DASS, NULL, 2000},
    {6, INQ | DCOUP | DASS, NULL, 2000},
    {8, INQ, NULL, 2000},
    {10, INQ | DCOUP | DASS, NULL, 2000},
    {2, 0, "honest", 200},
    {2, INQ | DRAFT | DCOUP | DASS, "honest", 200},
    {4, 0, "honest", 200},
    {6, INQ | DCOUP | DASS, "honest", 200},
    {2, 0, "heuristic", 20},
    {2, INQ | DRAFT | DCOUP | DASS, "heuristic", 20},
    {3, INQ, "heuristic", 12},
    {4, 0, "heuristic", 12},
    {5, DCOUP | DASS, "heuristic", 8},
    {7, INQ | DCOUP, "heuristic", 8},
    {2, 0, "search:iters=50", 6},
    {4, INQ | DCOUP | DASS, "search:iters=50", 2},
    {3, 0, "bluffer", 50},
    {3, DCOUP, "challenger", 100},
    {4, INQ, "cautious", 100},
    /* Reformation (R16-R19), after the rest so that their rows stay */
    {2, REF, NULL, 2000},
    {4, REF, NULL, 2000},
    {6, REF | INQ | DCOUP | DASS, NULL, 2000},
    {10, REF, NULL, 2000},
    {4, REF, "honest", 200},
    {4, REF, "heuristic", 12},
    {4, REF, "search:iters=50", 2},
};

#define BENCH_SETTINGS ((int)(sizeof bench_list / sizeof *bench_list))

/* ========================================================== the games */

/* Uniformly random games with seeds 1..games; returns the decisions. */
static long long random_games(const coup_options *o, long games)
{
    long long decisions = 0;
    for (long g = 0; g < games; g++) {
        coup_rng rng;
        coup_state s;
        coup_rng_seed(&rng, (uint64_t)g + 1);
        coup_init(&s, o);
        while (!coup_is_over(&s)) {
            coup_apply(&s, coup_random_move(&s, &rng));
            decisions++;
        }
    }
    return decisions;
}

/* Games of the bot of `st` at every seat; returns the decisions, or -1
 * with a reason in why[] if a game failed (an illegal move, no end). */
static long long bot_games(const setting *st, char *why, size_t n)
{
    coup_options o = {st->players, COUP_START_RANDOM, st->flags};
    coup_bot *bots[COUP_MAX_PLAYERS] = {NULL};
    long long decisions = 0;
    int ok = 1;
    for (int p = 0; p < st->players && ok; p++)
        ok = (bots[p] = coup_bot_new(st->bot, why, n)) != NULL;
    for (long g = 0; g < st->games && ok; g++) {
        long moves = 0;
        int culprit;
        int w = coup_bots_play(&o, bots, (uint64_t)g + 1, BENCH_MAX_DECISIONS,
                               NULL, NULL, 0, &moves, &culprit, why, n);
        ok = w >= 0;
        decisions += moves;
    }
    for (int p = 0; p < st->players; p++)
        coup_bot_free(bots[p]);
    return ok ? decisions : -1;
}

/* =========================================================== the runs */

/* The signature run: every setting of the list, one table row each on
 * stderr, then the last line. 0, or 1 if a bot game failed. */
static int run_signature(void)
{
    long long signature = 0;
    long games = 0;
    double t0 = cli_now();
    fprintf(stderr, "coup bench: the signature, %d settings\n"
            "%-15s %7s %6s %10s %8s  %s\n", BENCH_SETTINGS, "bots", "players",
            "games", "decisions", "seconds", "options");
    for (int i = 0; i < BENCH_SETTINGS; i++) {
        const setting *st = &bench_list[i];
        coup_options o = {st->players, 0, st->flags};
        char why[256], opts[80];
        double t1 = cli_now();
        long long d = st->bot ? bot_games(st, why, sizeof why)
                              : random_games(&o, st->games);
        cli_options_str(st->flags, opts, sizeof opts);
        if (d < 0) {
            fprintf(stderr, "coup bench: %s, %d players, %s: %s\n", st->bot,
                    st->players, opts, why);
            return 1;
        }
        fprintf(stderr, "%-15s %7d %6ld %10lld %8.3f  %s\n",
                st->bot ? st->bot : "random", st->players, st->games, d,
                cli_now() - t1, opts);
        signature += d;
        games += st->games;
    }
    double t = cli_now() - t0;
    fprintf(stderr, "coup bench: %.2f s; for the engine's speed, "
            "`coup bench --players N`\n", t);
    printf("bench: %lld decisions %ld games %.0f games/s\n", signature, games,
           (double)games / (t > 0 ? t : 1e-9));
    return 0;
}

/* The speed run: one setting of random games from seat 0, repeated for
 * at least `seconds`. */
static void run_speed(const coup_options *o, long games, long seconds)
{
    double t0 = cli_now(), t;
    long long signature = random_games(o, games);
    long passes = 1;
    while ((t = cli_now() - t0) < (double)seconds) {
        random_games(o, games);
        passes++;
    }
    double rate = (double)games * (double)passes / (t > 0 ? t : 1e-9);
    fprintf(stderr, "coup bench: %d players, %ld pass%s in %.2f s, "
            "%.1f decisions per game, %.1f ns per decision, state %zu bytes\n",
            o->players, passes, passes > 1 ? "es" : "", t,
            (double)signature / (double)games,
            t * 1e9 / ((double)signature * (double)passes),
            sizeof(coup_state));
    printf("bench: %lld decisions %ld games %.0f games/s\n", signature, games,
           rate);
}

/* ======================================================== the command */

static void usage(FILE *f)
{
    fprintf(f,
        "usage: coup bench [--players N] [--options LIST] [--games G] "
        "[--seconds S]\n\n"
        "Without options: the engine's signature. Plays a fixed list of\n"
        "settings: seeded uniformly random games at every player count\n"
        "(2-10) and with every rule option, then short seeded self-play of\n"
        "the heuristic and honest bots; a table of the settings goes to\n"
        "stderr. A change to any rule or bot changes the total.\n\n"
        "With any option: the engine's speed. Plays one setting of seeded\n"
        "uniformly random games from seat 0 through the public API.\n\n"
        "The last line is\n"
        "  bench: <decisions> decisions <games> games <games/s> games/s\n"
        "where <decisions> is the total of the decisions made: without\n"
        "options, the signature that commits quote as \"Bench: N\".\n\n"
        "  --players N     players per game, 2-10 (default 4)\n"
        "  --options LIST  rule options, comma-separated (default none)\n"
        "  --games G       games in the set, seeds 1..G (default %d)\n"
        "  --seconds S     repeat the set for at least S seconds to time it\n"
        "                  (default: one pass)\n",
        BENCH_GAMES);
}

int cmd_bench(int argc, char **argv)
{
    static const struct option longopts[] = {
        {"players", required_argument, NULL, 'p'},
        {"options", required_argument, NULL, 'o'},
        {"games", required_argument, NULL, 'g'},
        {"seconds", required_argument, NULL, 's'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0}};
    coup_options o = {4, 0, 0};
    long players = 4, games = BENCH_GAMES, seconds = 0;
    int c, status, speed = 0, rc = 0;
    optind = 1;
    while ((c = cli_option(argc, argv, "p:o:g:s:h", longopts, usage,
                            &status)) != -1) {
        speed = 1;
        switch (c) {
        case 'p':
            if (cli_parse_int(optarg, 2, 10, "--players", &players))
                return 2;
            break;
        case 'o':
            if (cli_parse_options(optarg, &o.flags))
                return 2;
            break;
        case 'g':
            if (cli_parse_int(optarg, 1, 100000000, "--games", &games))
                return 2;
            break;
        case 's':
            if (cli_parse_int(optarg, 0, 3600, "--seconds", &seconds))
                return 2;
            break;
        }
    }
    if (status >= 0)
        return status;
    if (cli_no_arguments(argc, argv))
        return 2;
    o.players = (int)players;
    coup_state probe;
    if (coup_init(&probe, &o)) {
        /* R11: the draft is the only option that needs a player count. */
        fprintf(stderr, "coup bench: two_player_draft needs --players 2 "
                "(R11), not %ld\n", players);
        return 2;
    }
    if (speed)
        run_speed(&o, games, seconds);
    else
        rc = run_signature();
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, "coup bench: writing the result: %s\n",
                strerror(errno));
        return 1;
    }
    return rc;
}
