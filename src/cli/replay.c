/*
 * replay.c - `coup replay FILE`: re-run a game record through the engine,
 * tell what happened, and print the final state.
 *
 * The first bad line stops the replay with "FILE:LINE: reason" on stderr
 * and exit status 1, so that editors and CI can jump to it.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdbool.h>
#include <string.h>

#include <coup/record.h>
#include <coup/text.h>

#include "cli/cli.h"
#include "cli/show.h"

static void usage(FILE *f)
{
    fprintf(f,
        "usage: coup replay FILE [--json] [--quiet]\n\n"
        "Replays a game record (docs/record-format.md) through the engine,\n"
        "checking every move, check and the result, and prints what happened\n"
        "(every card shown: this view is omniscient), then the final state\n"
        "and what each seat did (turns, claims and bluffs by character,\n"
        "challenges, blocks, coins taken by source, cards taken and lost),\n"
        "and the winner's achievements: no bluff (won without a bluff),\n"
        "comeback (won after losing the game's first card), untouched\n"
        "(won without losing a card), bluff master (won with %d bluffs or\n"
        "more, none caught), sharp eye (won, with %d challenges won or\n"
        "more).\n"
        "FILE '-' reads standard input. The first bad line is reported as\n"
        "FILE:LINE: reason, with exit status 1. A record is at most %d MiB,\n"
        "a line at most %d bytes: longer input is refused as it is read.\n\n"
        "  --json    print only the final state and what each seat did,\n"
        "            as one JSON object\n"
        "  --quiet   print only the final state and what each seat did,\n"
        "            not the events\n"
        "  --help    show this help\n",
        COUP_ACH_MASTER_BLUFFS, COUP_ACH_SHARP_CHALLENGES,
        COUP_RECORD_SIZE_MAX >> 20, COUP_RECORD_LINE_MAX);
}

struct tell {
    const char *const *names;
    long moves;
    bool narrate;
    coup_seat_stats st[COUP_MAX_PLAYERS]; /* what each seat did */
};

static void visit(void *ctx, const coup_state *before, int seat, coup_move m,
                  int line)
{
    struct tell *t = ctx;
    (void)line;
    t->moves++;
    coup_stats_add(t->st, before, m);
    if (t->narrate)
        coup_narrate(show_line, stdout, &coup_lang_en, before, seat, m,
                     t->names, COUP_NARRATE_ALL);
}

/* "3 players (Natasha, Sacha, Haig), options inquisitor; Natasha starts." */
static void tell_setup(const coup_record *r, const char *const names[])
{
    const coup_options *o = &r->options;
    printf("%d players", o->players);
    if (names) {
        printf(" (");
        for (int i = 0; i < o->players; i++)
            printf("%s%s", i ? ", " : "", names[i]);
        printf(")");
    }
    printf(", options:");
    if (!o->flags)
        printf(" none");
    for (unsigned f = 1; f <= COUP_OPT_ALL; f <<= 1)
        if ((o->flags & f) && coup_option_name(f))
            printf(" %s", coup_option_name(f));
    if (o->start == COUP_START_RANDOM) {
        printf("; the starting seat is drawn at random");
    } else {
        char who[40];
        printf("; %s starts", coup_narrate_seat(who, sizeof who, &coup_lang_en, o->start, names, 0));
    }
    if (r->has_position)
        printf(" from a set position");
    if (r->has_seed)
        printf("; chance seed %llu", (unsigned long long)r->seed);
    printf(".\n");
}

int cmd_replay(int argc, char **argv)
{
    static const struct option longopts[] = {
        {"json", no_argument, NULL, 'j'},
        {"quiet", no_argument, NULL, 'q'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0}};
    bool json = false, quiet = false;
    int c, status;
    optind = 1;
    while ((c = cli_option(argc, argv, "jqh", longopts, usage,
                            &status)) != -1) {
        switch (c) {
        case 'j':
            json = true;
            break;
        case 'q':
            quiet = true;
            break;
        }
    }
    if (status >= 0)
        return status;
    if (argc - optind != 1) {
        fprintf(stderr, argc - optind ? "coup replay: one FILE only\n"
                                      : "coup replay: missing FILE\n");
        usage(stderr);
        return 2;
    }
    const char *shown;
    coup_record r;
    coup_record_error err;
    if (cli_read_record("replay", argv[optind], &r, &shown)) {
        coup_record_free(&r);
        return 1;
    }

    const char *name_list[COUP_MAX_PLAYERS];
    for (int i = 0; i < COUP_MAX_PLAYERS; i++)
        name_list[i] = i < r.nnames ? r.names[i] : NULL;
    const char *const *names = r.nnames ? name_list : NULL;
    struct tell t = {names, 0, !json && !quiet, {{0}}};
    if (t.narrate)
        tell_setup(&r, names);

    coup_state s;
    int rc = coup_record_replay(&r, &s, visit, &t, &err);
    fflush(stdout);
    if (rc) {
        fprintf(stderr, "%s:%d: %s\n", shown, err.line, err.msg);
        coup_record_free(&r);
        return 1;
    }
    if (json) {
        show_state_json(stdout, &s, names, t.moves, t.st);
    } else {
        if (t.narrate)
            printf("\n");
        printf("Final state after %ld move%s:\n", t.moves,
               t.moves == 1 ? "" : "s");
        show_state(stdout, &s, names);
        printf("What each seat did:\n");
        show_stats(stdout, t.st, s.players, names, coup_winner(&s));
    }
    coup_record_free(&r);
    if (fflush(stdout) != 0) {
        fprintf(stderr, "coup replay: write error: %s\n", strerror(errno));
        return 1;
    }
    return 0;
}
