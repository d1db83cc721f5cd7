/*
 * arena.c - the arena's set-up (bot list, checks), who sits where, the
 * seed of each game, and the tally of results in game order.
 */
#include <stdio.h>
#include <string.h>

#include <coup/arena.h>
#include <coup/rng.h>

static void say(char *why, size_t n, const char *text)
{
    if (why && n)
        snprintf(why, n, "%s", text);
}

/* ---------------------------------------------------------------- set-up */

void coup_arena_defaults(coup_arena *a)
{
    memset(a, 0, sizeof *a);
    a->options.players = 0;
    a->options.start = COUP_START_RANDOM;
    a->options.flags = 0;
    a->seed = 1;
    a->max_decisions = COUP_ARENA_MAX_DECISIONS;
    a->alpha = a->beta = 0.05;
}

int coup_arena_add(coup_arena *a, const char *spec, char *why, size_t n)
{
    size_t len = strlen(spec);
    if (a->nentries >= COUP_ARENA_MAX_BOTS) {
        if (why && n)
            snprintf(why, n, "at most %d bots", COUP_ARENA_MAX_BOTS);
        return COUP_EINVAL;
    }
    if (len == 0) {
        say(why, n, "empty bot spec");
        return COUP_EINVAL;
    }
    if (len >= COUP_ARENA_SPEC_MAX) {
        if (why && n)
            snprintf(why, n, "bot spec too long (at most %d characters): "
                     "'%.40s...'", COUP_ARENA_SPEC_MAX - 1, spec);
        return COUP_EINVAL;
    }
    memcpy(a->entry[a->nentries++], spec, len + 1);
    return 0;
}

int coup_arena_prepare(coup_arena *a, char *why, size_t n)
{
    coup_bot *(*make)(const char *, char *, size_t) =
        a->new_bot ? a->new_bot : coup_bot_new;
    void (*unmake)(coup_bot *) = a->free_bot ? a->free_bot : coup_bot_free;
    if (a->nentries == 0) {
        say(why, n, "no bots");
        return COUP_EINVAL;
    }
    if (a->options.players == 0)
        a->options.players = a->nentries;
    if (a->options.players < COUP_MIN_PLAYERS ||
        a->options.players > COUP_MAX_PLAYERS) {
        if (why && n)
            snprintf(why, n, "a table has %d to %d seats, not %d",
                     COUP_MIN_PLAYERS, COUP_MAX_PLAYERS, a->options.players);
        return COUP_EOPTIONS;
    }
    if (a->options.start != COUP_START_RANDOM &&
        (a->options.start < 0 || a->options.start >= a->options.players)) {
        if (why && n)
            snprintf(why, n, "starting seat %d, but seats are 0 to %d",
                     a->options.start, a->options.players - 1);
        return COUP_EOPTIONS;
    }
    coup_state probe;
    if (coup_init(&probe, &a->options)) {
        if (why && n)
            snprintf(why, n, "these options do not allow %d players%s",
                     a->options.players,
                     a->options.flags & COUP_OPT_TWO_PLAYER_DRAFT
                         ? " (two_player_draft needs 2)" : "");
        return COUP_EOPTIONS;
    }
    if (a->games < 1) {
        say(why, n, "the number of games must be at least 1");
        return COUP_EINVAL;
    }
    if (a->max_decisions < 1 || a->max_decisions > INT32_MAX) {
        say(why, n, "the decision limit must be from 1 to 2^31 - 1");
        return COUP_EINVAL;
    }
    a->nbots = 0;
    for (int e = 0; e < a->nentries; e++) {
        int d = 0;
        while (d < a->nbots && strcmp(a->entry[a->bot_entry[d]], a->entry[e]))
            d++;
        if (d == a->nbots) {
            coup_bot *b = make(a->entry[e], why, n);
            if (!b)
                return COUP_EINVAL;
            unmake(b);
            a->bot_entry[d] = e;
            a->copies[d] = 0;
            a->nbots++;
        }
        a->entry_bot[e] = d;
        a->copies[d]++;
    }
    if (a->sprt) {
        if (a->nbots != 2) {
            if (why && n)
                snprintf(why, n, "the SPRT compares two distinct bots, not "
                         "%d", a->nbots);
            return COUP_EINVAL;
        }
        if (!(a->elo0 < a->elo1)) {
            say(why, n, "the SPRT needs elo0 < elo1");
            return COUP_EINVAL;
        }
        if (!(a->alpha > 0 && a->alpha < 0.5 && a->beta > 0 &&
              a->beta < 0.5)) {
            say(why, n, "the SPRT error rates must be between 0 and 0.5");
            return COUP_EINVAL;
        }
    }
    return 0;
}

/* -------------------------------------------------------------- tables */

void coup_arena_table(int nentries, int players, long long g, int entry[])
{
    int e = (int)(g % nentries);
    for (int i = 0; i < players; i++) {
        entry[i] = e;
        e = e + 1 < nentries ? e + 1 : 0;
    }
}

bool coup_arena_balanced(int nentries, long long games)
{
    return games % nentries == 0;
}

uint64_t coup_arena_game_seed(uint64_t seed, long long g)
{
    uint64_t base = coup_splitmix64(&seed) + (uint64_t)g;
    return coup_splitmix64(&base);
}

/* --------------------------------------------------------------- tally */

void coup_arena_result_init(const coup_arena *a, coup_arena_result *r)
{
    memset(r, 0, sizeof *r);
    r->fault_game = -1;
    r->fault_seat = -1;
    r->end = COUP_ARENA_COMPLETE;
    r->verdict = COUP_SPRT_INCONCLUSIVE;
    coup_sprt_bounds(a->alpha, a->beta, &r->lower, &r->upper);
}

bool coup_arena_tally(const coup_arena *a, coup_arena_result *r,
                      const coup_arena_game *game)
{
    int players = a->options.players, table = (int)(game->index % a->nentries);
    r->games++;
    if (game->status != COUP_ARENA_WON && r->fault_game < 0) {
        r->fault_game = game->index;
        r->fault_seat = game->culprit;
        snprintf(r->fault_why, sizeof r->fault_why, "%s", game->why);
    }
    if (game->status == COUP_ARENA_FORFEIT) {
        /* The culprit loses; for the others the game did not happen. */
        coup_arena_bot_stats *b =
            &r->bot[a->entry_bot[game->entry[game->culprit]]];
        b->games++;
        b->forfeits++;
        r->forfeits++;
        int code = game->fault ? game->fault : COUP_EILLEGAL, k = 0;
        while (k < r->nfault_kinds && r->fault_kind[k].code != code)
            k++;
        if (k == r->nfault_kinds && k < COUP_ARENA_FAULT_KINDS) {
            r->fault_kind[k].code = code;
            r->fault_kind[k].count = 0;
            r->nfault_kinds++;
        }
        if (k < r->nfault_kinds)
            r->fault_kind[k].count++;
        return false;
    }
    r->decisions += game->decisions;
    if (game->status == COUP_ARENA_UNFINISHED) {
        /* Lost by every seat. */
        for (int i = 0; i < players; i++)
            r->bot[a->entry_bot[game->entry[i]]].games++;
        r->unfinished++;
        return false;
    }
    int first = 0, second = 0;
    for (int i = 0; i < players; i++) {
        int d = a->entry_bot[game->entry[i]];
        r->bot[d].games++;
        r->bot[d].decided++;
        first += d == 0;
        second += d == 1;
    }
    int w = a->entry_bot[game->entry[game->winner]];
    r->bot[w].wins++;
    r->seat_wins[game->winner]++;
    r->table_games[table]++;
    r->table_wins[table][w]++;
    r->won++;
    if (!a->sprt || r->verdict != COUP_SPRT_INCONCLUSIVE)
        return false;
    r->llr += coup_sprt_game_llr(first, second, w == 0, a->elo0, a->elo1);
    if (r->llr >= r->upper)
        r->verdict = COUP_SPRT_H1;
    else if (r->llr <= r->lower)
        r->verdict = COUP_SPRT_H0;
    else
        return false;
    r->end = COUP_ARENA_SPRT_STOP;
    return true;
}
