/*
 * search.c - the bot "search" (stub: uniform over the legal moves until
 * the search lands; parameters already parsed).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bots/kinds.h"
#include "bots/worlds.h"

typedef struct search {
    long iters, ms;
    double c, bluff, selfdet;
    coup__worlds worlds;
} search;

static int number(const char *value, double lo, double hi, double *out,
                  char *why, size_t n)
{
    char *end;
    double v = strtod(value, &end);
    if (end == value || *end || !(v >= lo && v <= hi)) {
        snprintf(why, n, "'%s' is not a number from %g to %g", value, lo, hi);
        return -1;
    }
    *out = v;
    return 0;
}

static int configure(void *mem, const char *key, const char *value,
                     char *why, size_t n)
{
    search *b = mem;
    double v = 0;
    if (!strcmp(key, "iters")) {
        if (number(value, 1, 10000000, &v, why, n))
            return -1;
        if (v != (long)v) {
            snprintf(why, n, "'%s' is not a whole number", value);
            return -1;
        }
        b->iters = (long)v;
    } else if (!strcmp(key, "ms")) {
        if (number(value, 1, 600000, &v, why, n))
            return -1;
        if (v != (long)v) {
            snprintf(why, n, "'%s' is not a whole number", value);
            return -1;
        }
        b->ms = (long)v;
    } else if (!strcmp(key, "c")) {
        if (number(value, 0, 10, &b->c, why, n))
            return -1;
    } else if (!strcmp(key, "bluff")) {
        if (number(value, 0.01, 1, &b->bluff, why, n))
            return -1;
    } else if (!strcmp(key, "selfdet")) {
        if (number(value, 0, 1, &b->selfdet, why, n))
            return -1;
    } else {
        snprintf(why, n, "unknown parameter (known: iters, ms, c, bluff, "
                 "selfdet)");
        return -1;
    }
    return 0;
}

static coup_move choose(void *mem, const coup_obs *o, const coup_move *legal,
                        int n, coup_rng *rng)
{
    (void)mem;
    (void)o;
    return legal[coup_rng_below(rng, (uint32_t)n)];
}

const coup_bot_kind coup_bot_search = {
    .name = "search",
    .summary = "information-set Monte Carlo tree search (docs/ai.md)",
    .params = "iters=N (default 2000) ms=T (time per decision) c=0.7 "
              "bluff=0.3 selfdet=0.5",
    .size = sizeof(search),
    .observes = true,
    .configure = configure,
    .choose = choose,
};
