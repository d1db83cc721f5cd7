/*
 * searchbench.c - coup-searchbench: the search bot's speed per decision.
 *
 *   coup-searchbench [--iters N] [--players P] [--games G] [--seed S]
 *                    [--against SPEC] [--options LIST]
 *
 * Plays G games with "search:iters=N" ("search", its default budget, when
 * N is 0) at seat 0 and SPEC (default
 * heuristic) at the other seats, the starting seat drawn by chance, and
 * times each decision of the search bot that has more than one legal move
 * (a forced move costs nothing). Prints the decisions timed, the time per
 * decision (mean, median, p90, p99, max), the time seat 0 takes to
 * follow each move (its see(): the worlds' filter) and, for a given N,
 * the iterations per second on this one core: N times the decisions over
 * their total time.
 * docs/BENCHMARKS.md, "The search bot", quotes it.
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <coup/bots.h>

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static void usage(void)
{
    fprintf(stderr, "usage: coup-searchbench [--iters N] [--players P] "
                    "[--games G] [--seed S] [--against SPEC] "
                    "[--options LIST]\n");
    exit(2);
}

int main(int argc, char **argv)
{
    long iters = 2000, games = 50, seed = 1;
    int players = 2;
    unsigned flags = 0;
    const char *against = "heuristic";
    for (int i = 1; i < argc; i += 2) { /* --name value */
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!v)
            usage();
        if (!strcmp(a, "--iters"))
            iters = atol(v);
        else if (!strcmp(a, "--players"))
            players = atoi(v);
        else if (!strcmp(a, "--games"))
            games = atol(v);
        else if (!strcmp(a, "--seed"))
            seed = atol(v);
        else if (!strcmp(a, "--against"))
            against = v;
        else if (!strcmp(a, "--options")) {
            for (const char *p = v; *p;) {
                size_t len = strcspn(p, ",");
                unsigned f = coup_option_parse(p, len);
                if (!f) {
                    fprintf(stderr, "coup-searchbench: unknown option '%.*s'\n",
                            (int)len, p);
                    return 2;
                }
                flags |= f;
                p += len + (p[len] == ',');
            }
        } else
            usage();
    }
    if (iters < 0 || games < 1 || players < 2 || players > COUP_MAX_PLAYERS)
        usage();
    char spec[64], why[160];
    if (iters)
        snprintf(spec, sizeof spec, "search:iters=%ld", iters);
    else
        snprintf(spec, sizeof spec, "search");
    coup_bot *bots[COUP_MAX_PLAYERS];
    for (int p = 0; p < players; p++)
        if (!(bots[p] = coup_bot_new(p ? against : spec, why, sizeof why))) {
            fprintf(stderr, "coup-searchbench: %s\n", why);
            return 2;
        }
    long cap = 1024, nt = 0;
    double *t = malloc((size_t)cap * sizeof *t), total = 0;
    double seen = 0, seen_max = 0; /* seat 0's see(), in ms */
    long nseen = 0;
    if (!t)
        return 1;
    for (long g = 0; g < games; g++) {
        coup_options o = {players, COUP_START_RANDOM, flags};
        coup_state s;
        coup_rng chance, rng[COUP_MAX_PLAYERS];
        coup_obs ob;
        uint64_t x = (uint64_t)seed * 1000003u + (uint64_t)g;
        if (coup_init(&s, &o)) {
            fprintf(stderr, "coup-searchbench: bad options\n");
            return 2;
        }
        coup_rng_seed(&chance, coup_splitmix64(&x));
        for (int p = 0; p < players; p++) {
            coup_rng_seed(&rng[p], coup_splitmix64(&x));
            coup_observe(&s, p, &ob);
            if (bots[p]->kind->start)
                bots[p]->kind->start(bots[p]->mem, &ob);
        }
        for (long d = 0; !coup_is_over(&s) && d < 100000; d++) {
            int mover = coup_to_move(&s);
            coup_move m, legal[COUP_MAX_MOVES];
            if (mover == COUP_CHANCE) {
                m = coup_draw_chance(&s, &chance);
            } else if (mover == 0 && coup_legal_moves(&s, legal) > 1) {
                double t0 = now_ms();
                m = coup_bot_choose(bots[0], &s, &rng[0]);
                double dt = now_ms() - t0;
                if (nt == cap) {
                    double *more = realloc(t, (size_t)(cap *= 2) * sizeof *t);
                    if (!more)
                        return 1;
                    t = more;
                }
                t[nt++] = dt;
                total += dt;
            } else {
                m = coup_bot_choose(bots[mover], &s, &rng[mover]);
            }
            coup_state before = s;
            if (coup_apply(&s, m)) {
                fprintf(stderr, "coup-searchbench: seat %d chose an illegal "
                                "move\n", mover);
                return 1;
            }
            /* Seat 0's see() timed apart: the worlds follow the game. */
            coup_bot *rest[COUP_MAX_PLAYERS];
            memcpy(rest, bots, sizeof rest);
            rest[0] = NULL;
            double t1 = now_ms();
            coup_bots_see(bots, 1, &before, mover, m);
            double ds = now_ms() - t1;
            seen += ds;
            seen_max = ds > seen_max ? ds : seen_max;
            nseen++;
            coup_bots_see(rest, players, &before, mover, m);
        }
    }
    if (!nt) {
        fprintf(stderr, "coup-searchbench: no decision to time\n");
        return 1;
    }
    qsort(t, (size_t)nt, sizeof *t, cmp);
    printf("%s against %s, %d players, %ld games: %ld decisions timed\n",
           spec, against, players, games, nt);
    printf("ms per decision: mean %.2f, median %.2f, p90 %.2f, p99 %.2f, "
           "max %.2f\n", total / nt, t[nt / 2], t[nt * 9 / 10],
           t[nt * 99 / 100], t[nt - 1]);
    printf("following the game (see): mean %.1f us a move, max %.2f ms, "
           "%ld moves\n", seen * 1e3 / (double)nseen, seen_max, nseen);
    if (iters)
        printf("iterations per second (one core): %.0f\n",
               (double)iters * nt / (total / 1e3));
    for (int p = 0; p < players; p++)
        coup_bot_free(bots[p]);
    free(t);
    return 0;
}
