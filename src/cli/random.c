/*
 * random.c - `coup random`: uniformly random games, and the record of the
 * first one.
 *
 * Game k (from 1) is played with an RNG seeded with SEED + k - 1, so any
 * game of a run can be played again alone.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <coup/bots.h>
#include <coup/record.h>

#include "cli/cli.h"

static void usage(FILE *f)
{
    fprintf(f,
        "usage: coup random --players N --seed S [--games G] [--options LIST]\n"
        "                   [--start K] [--record FILE]\n\n"
        "Plays uniformly random games: every decision uniform over the legal\n"
        "moves, every draw from the Court with its true odds.\n\n"
        "  --players N     players, 2-10\n"
        "  --seed S        seed of game 1; game k uses S + k - 1\n"
        "  --games G       how many games (default 1)\n"
        "  --options LIST  rule options, comma-separated: inquisitor,\n"
        "                  two_player_draft, declared_coup, declared_assassinate,\n"
        "                  reformation\n"
        "  --start K       starting seat (default: drawn at random)\n"
        "  --record FILE   write the record of game 1 to FILE ('-': stdout)\n");
}

static int write_record(const char *path, const coup_record *r)
{
    size_t len;
    char *text = coup_record_format(r, &len);
    if (!text) {
        fprintf(stderr, "coup random: out of memory\n");
        return -1;
    }
    int to_stdout = !strcmp(path, "-");
    FILE *f = to_stdout ? stdout : fopen(path, "w");
    int ok = f && fwrite(text, 1, len, f) == len;
    if (f && !to_stdout)
        ok = (fclose(f) == 0) && ok;
    int err = errno;
    free(text);
    if (!ok) {
        fprintf(stderr, "coup random: writing the record to %s: %s\n",
                to_stdout ? "standard output" : path, strerror(err));
        return -1;
    }
    return 0;
}

int cmd_random(int argc, char **argv)
{
    static const struct option longopts[] = {
        {"players", required_argument, NULL, 'p'},
        {"seed", required_argument, NULL, 's'},
        {"games", required_argument, NULL, 'g'},
        {"options", required_argument, NULL, 'o'},
        {"start", required_argument, NULL, 't'},
        {"record", required_argument, NULL, 'r'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0}};
    coup_options o = {0, COUP_START_RANDOM, 0};
    long players = 0, games = 1, start = -1;
    uint64_t seed = 0;
    int have_seed = 0, c, status;
    const char *record = NULL;
    optind = 1;
    while ((c = cli_option(argc, argv, "p:s:g:o:t:r:h", longopts, usage,
                            &status)) != -1) {
        switch (c) {
        case 'p':
            if (cli_parse_int(optarg, 2, 10, "--players", &players))
                return 2;
            break;
        case 's':
            if (cli_parse_seed(optarg, &seed))
                return 2;
            have_seed = 1;
            break;
        case 'g':
            if (cli_parse_int(optarg, 1, 1000000000, "--games", &games))
                return 2;
            break;
        case 'o':
            if (cli_parse_options(optarg, &o.flags))
                return 2;
            break;
        case 't':
            if (cli_parse_int(optarg, 0, 9, "--start", &start))
                return 2;
            break;
        case 'r':
            record = optarg;
            break;
        }
    }
    if (status >= 0)
        return status;
    if (cli_no_arguments(argc, argv) || !players || !have_seed) {
        if (optind >= argc)
            fprintf(stderr, "coup random: --players and --seed are required\n");
        usage(stderr);
        return 2;
    }
    o.players = (int)players;
    o.start = (int)start;
    coup_state s;
    if (start >= players) {
        fprintf(stderr, "coup random: --start %ld but only %ld players\n",
                start, players);
        return 2;
    }
    if (coup_init(&s, &o)) {
        fprintf(stderr, "coup random: two_player_draft needs --players 2\n");
        return 2;
    }
    /* With the record on stdout, the report goes to stderr. */
    FILE *out = record && !strcmp(record, "-") ? stderr : stdout;
    long wins[COUP_MAX_PLAYERS] = {0};
    long long decisions = 0, turns = 0;
    for (long g = 0; g < games; g++) {
        coup_rng rng;
        coup_record rec;
        long long d0 = decisions, t0 = turns;
        coup_rng_seed(&rng, seed + (unsigned long long)g);
        coup_init(&s, &o);
        if (g == 0 && record)
            coup_record_init(&rec, &o);
        while (!coup_is_over(&s)) {
            coup_move m = coup_random_move(&s, &rng);
            if (g == 0 && record && coup_record_add(&rec, coup_to_move(&s), m)) {
                fprintf(stderr, "coup random: out of memory\n");
                return 1;
            }
            turns += s.phase == COUP_PH_ACTION;
            coup_apply(&s, m);
            decisions++;
        }
        wins[coup_winner(&s)]++;
        if (games <= 20)
            fprintf(out, "game %ld: seat %d wins after %lld turns, %lld decisions\n",
                   g + 1, coup_winner(&s), turns - t0, decisions - d0);
        if (g == 0 && record) {
            rec.result = coup_winner(&s);
            int rc = write_record(record, &rec);
            coup_record_free(&rec);
            if (rc)
                return 1;
        }
    }
    fprintf(out, "%ld games, %.1f turns and %.1f decisions per game\nwins:",
           games, (double)turns / (double)games,
           (double)decisions / (double)games);
    for (int p = 0; p < players; p++)
        fprintf(out, " seat %d %ld (%.1f%%)%s", p, wins[p],
               100.0 * (double)wins[p] / (double)games,
               p + 1 < players ? "," : "\n");
    /* A report or record that could not be written (a full disk, a closed
     * pipe) is a failed run, as in `coup replay` and `coup arena`. */
    if (fflush(stdout) != 0 || ferror(stdout) || ferror(out)) {
        fprintf(stderr, "coup random: writing the %s: %s\n",
                out == stdout ? "report" : "record", strerror(errno));
        return 1;
    }
    return 0;
}
