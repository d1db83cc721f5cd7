/*
 * engine.c - `coup engine BOT`: a built-in bot served over the engine
 * protocol (docs/protocol.md) on stdin/stdout, for other referees.
 *
 * Stdout carries the protocol only; anything for a human goes to stderr.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>

#include <coup/bots.h>
#include <coup/protocol.h>

#include "cli/cli.h"

static void usage(FILE *f)
{
    fprintf(f,
        "usage: coup engine BOT [--seed S]\n\n"
        "Serves a built-in bot over the engine protocol (docs/protocol.md):\n"
        "the referee writes to its stdin and reads its answers on stdout.\n"
        "It answers 'coup 1' with its name (the bot spec), isready, newgame,\n"
        "obs, event and go, until 'quit' or the end of its input.\n\n"
        "  BOT        a bot spec: NAME or NAME:key=value,...\n"
        "  --seed S   seed of the bot's random numbers (default 1); they run\n"
        "             on from game to game\n\n"
        "bots:\n");
    for (int i = 0; coup_bot_kinds[i]; i++)
        fprintf(f, "  %-10s %s%s%s\n", coup_bot_kinds[i]->name,
                coup_bot_kinds[i]->summary,
                coup_bot_kinds[i]->params[0] ? "; " : "",
                coup_bot_kinds[i]->params);
}

int cmd_engine(int argc, char **argv)
{
    static const struct option longopts[] = {
        {"seed", required_argument, NULL, 's'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0}};
    uint64_t seed = 1;
    int c, status;
    optind = 1;
    while ((c = cli_option(argc, argv, "s:h", longopts, usage,
                            &status)) != -1) {
        switch (c) {
        case 's':
            if (cli_parse_seed(optarg, &seed))
                return 2;
            break;
        }
    }
    if (status >= 0)
        return status;
    if (optind + 1 != argc) {
        fprintf(stderr, optind < argc ? "coup engine: one bot only\n"
                                      : "coup engine: which bot?\n");
        usage(stderr);
        return 2;
    }
    char why[256];
    coup_bot *bot = coup_bot_new(argv[optind], why, sizeof why);
    if (!bot) {
        fprintf(stderr, "coup engine: %s\n", why);
        return 2;
    }
    coup_proto_player player;
    coup_proto_player_init(&player, bot, bot->spec, "coup", seed,
                           coup_proto_write_file, stdout);
    int rc = coup_proto_serve(&player, stdin);
    coup_bot_free(bot);
    if (rc) {
        fprintf(stderr, "coup engine: could not write to stdout\n");
        return 1;
    }
    return 0;
}
