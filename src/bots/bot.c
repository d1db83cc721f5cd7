/*
 * bot.c - the bot registry, bot specs, and a game among bots.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bots/kinds.h"

const coup_bot_kind *const coup_bot_kinds[] = {
    &coup_bot_random,  &coup_bot_honest,     &coup_bot_heuristic,
    &coup_bot_search,  &coup_bot_bluffer,    &coup_bot_challenger,
    &coup_bot_cautious, NULL};

static void say(char *why, size_t n, const char *text, const char *a,
                size_t alen)
{
    if (why && n)
        snprintf(why, n, "%s'%.*s'", text, (int)(alen > 60 ? 60 : alen), a);
}

coup_bot *coup_bot_new(const char *spec, char *why, size_t n)
{
    size_t len = strcspn(spec, ":");
    const coup_bot_kind *kind = NULL;
    for (int i = 0; coup_bot_kinds[i]; i++)
        if (strlen(coup_bot_kinds[i]->name) == len &&
            !strncmp(coup_bot_kinds[i]->name, spec, len))
            kind = coup_bot_kinds[i];
    if (!kind) {
        say(why, n, "unknown bot ", spec, len);
        return NULL;
    }
    if (strlen(spec) >= sizeof ((coup_bot *)0)->spec) {
        say(why, n, "bot spec too long: ", spec, strlen(spec));
        return NULL;
    }
    coup_bot *b = calloc(1, sizeof *b);
    void *mem = calloc(1, kind->size ? kind->size : 1);
    if (!b || !mem) {
        free(b);
        free(mem);
        say(why, n, "out of memory for bot ", spec, len);
        return NULL;
    }
    b->kind = kind;
    b->mem = mem;
    strcpy(b->spec, spec);
    /* key=value,key=value after the colon */
    const char *p = spec[len] == ':' ? spec + len + 1 : spec + len;
    while (*p) {
        size_t plen = strcspn(p, ","), klen = strcspn(p, "=");
        char key[32], value[32];
        if (klen >= plen || klen == 0 || klen >= sizeof key ||
            plen - klen - 1 >= sizeof value || plen - klen - 1 == 0) {
            say(why, n, "bot parameters are key=value, not ", p, plen);
            coup_bot_free(b);
            return NULL;
        }
        memcpy(key, p, klen);
        key[klen] = '\0';
        memcpy(value, p + klen + 1, plen - klen - 1);
        value[plen - klen - 1] = '\0';
        char reason[160] = "no parameters";
        if (!kind->configure ||
            kind->configure(mem, key, value, reason, sizeof reason)) {
            if (why && n)
                snprintf(why, n, "bot %s: parameter '%s': %s", kind->name, key,
                         reason);
            coup_bot_free(b);
            return NULL;
        }
        p += plen;
        if (*p == ',')
            p++;
    }
    return b;
}

void coup_bot_free(coup_bot *b)
{
    if (!b)
        return;
    free(b->mem);
    free(b);
}

/* ------------------------------------------------------------- a game */

/* The bot at `seat` decides in s. Inlined in the game loop below: the
 * arena plays a million random games a second through it. */
static inline coup_move choose(coup_bot *b, const coup_state *s, int seat,
                               coup_rng *rng)
{
    coup_move legal[COUP_MAX_MOVES];
    coup_obs ob;
    int k = coup_legal_moves(s, legal);
    if (b->kind->observes)
        coup_observe(s, seat, &ob);
    return b->kind->choose(b->mem, b->kind->observes ? &ob : NULL, legal, k,
                           rng);
}

coup_move coup_bot_choose(coup_bot *b, const coup_state *s, coup_rng *rng)
{
    return choose(b, s, coup_to_move(s), rng);
}

void coup_bots_see(coup_bot *const bots[], int n, const coup_state *before,
                   int mover, coup_move m)
{
    coup_obs ob;
    for (int p = 0; p < n; p++) {
        const coup_bot *b = bots[p];
        if (!b || !b->kind->observes || !b->kind->see)
            continue;
        coup_observe(before, p, &ob);
        b->kind->see(b->mem, &ob, mover, coup_observe_move(before, m, p));
    }
}

int coup_bots_play(const coup_options *o, coup_bot *const bots[],
                   uint64_t seed, long max_decisions, coup_move *moves,
                   int *movers, long cap, long *nmoves, int *culprit,
                   char *why, size_t n)
{
    coup_state s;
    coup_rng chance, rng[COUP_MAX_PLAYERS];
    coup_obs ob;
    uint64_t x = seed;
    long count = 0;
    int rc = coup_init(&s, o);
    if (culprit)
        *culprit = -1;
    if (nmoves)
        *nmoves = 0;
    if (rc) {
        if (why && n)
            snprintf(why, n, "%s", coup_strerror(rc));
        return rc;
    }
    coup_rng_seed(&chance, coup_splitmix64(&x));
    unsigned watchers = 0; /* seats whose bot sees every move */
    for (int p = 0; p < o->players; p++) {
        if (bots[p]->kind->observes && bots[p]->kind->see)
            watchers |= 1u << p;
        coup_rng_seed(&rng[p], coup_splitmix64(&x));
        if (bots[p]->kind->start) {
            coup_observe(&s, p, &ob);
            bots[p]->kind->start(bots[p]->mem, &ob);
        }
    }
    while (!coup_is_over(&s)) {
        if (count >= max_decisions) {
            if (nmoves)
                *nmoves = count;
            if (why && n)
                snprintf(why, n, "no winner after %ld decisions", count);
            return COUP_EINVAL;
        }
        int mover = coup_to_move(&s);
        coup_move m = mover == COUP_CHANCE
                          ? coup_draw_chance(&s, &chance)
                          : choose(bots[mover], &s, mover, &rng[mover]);
        coup_state before;
        if (watchers)
            before = s;
        /* coup_apply() judges the move and leaves s as it was if illegal;
         * coup_why() is asked only to explain a refusal. */
        if (coup_apply(&s, m)) {
            const coup_bot *b = bots[mover];
            char reason[160], text[48];
            coup_why(&s, m, reason, sizeof reason);
            if (coup_move_str(m, text, sizeof text) < 0)
                strcpy(text, "(unprintable)");
            if (culprit)
                *culprit = mover;
            if (nmoves)
                *nmoves = count;
            if (why && n)
                snprintf(why, n, "seat %d (%s) chose '%s': %s", mover,
                         b->spec, text, reason);
            return COUP_EILLEGAL;
        }
        if (watchers)
            coup_bots_see(bots, o->players, &before, mover, m);
        if (moves && count < cap) {
            moves[count] = m;
            if (movers)
                movers[count] = mover;
        }
        count++;
    }
    if (nmoves)
        *nmoves = count;
    return coup_winner(&s);
}
