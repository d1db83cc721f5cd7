/*
 * bench.c - `coup bench`: a fixed set of seeded, uniformly random games
 * played through the public API, as a bot would: legal moves, then apply.
 *
 * Its decision total is the engine's signature (as in Ethereal and Weiss):
 * it changes only when the rules or the move generation change. Commits
 * that change engine behaviour give it as "Bench: N"; tests/test_bench.c
 * pins it. The games/s figure is the speed, over repeated passes when
 * --seconds asks for a longer measurement.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>

#include <coup/bots.h>

#include "cli/cli.h"

#define BENCH_GAMES 100000

/* One pass over the fixed games; returns the decisions made. */
static long long one_pass(const coup_options *o, long games)
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

static void usage(FILE *f)
{
    fprintf(f,
        "usage: coup bench [--players N] [--options LIST] [--games G] "
        "[--seconds S]\n\n"
        "Plays a fixed set of seeded uniformly random games through the\n"
        "engine's public API. The last line is\n"
        "  bench: <decisions> decisions <games> games <games/s> games/s\n"
        "where <decisions> is the engine's signature.\n\n"
        "  --players N     players per game, 2-10 (default 4)\n"
        "  --options LIST  rule options, comma-separated (default none)\n"
        "  --games G       games in the fixed set (default %d)\n"
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
    int c, status;
    optind = 1;
    while ((c = cli_option(argc, argv, "p:o:g:s:h", longopts, usage,
                            &status)) != -1) {
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
    if (cli_no_arguments(argc, argv)) {
        return 2;
    }
    o.players = (int)players;
    coup_state probe;
    if (coup_init(&probe, &o)) {
        fprintf(stderr, "coup bench: these options need two players\n");
        return 2;
    }
    double t0 = cli_now(), t;
    long long signature = one_pass(&o, games);
    long passes = 1;
    while ((t = cli_now() - t0) < (double)seconds) {
        one_pass(&o, games);
        passes++;
    }
    double rate = (double)games * (double)passes / (t > 0 ? t : 1e-9);
    fprintf(stderr, "coup bench: %ld players, %ld pass%s in %.2f s, "
            "%.1f decisions per game, %.1f ns per decision, state %zu bytes\n",
            players, passes, passes > 1 ? "es" : "", t,
            (double)signature / (double)games,
            t * 1e9 / ((double)signature * (double)passes), sizeof probe);
    printf("bench: %lld decisions %ld games %.0f games/s\n", signature, games,
           rate);
    return 0;
}
