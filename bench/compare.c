/*
 * compare.c - coup-yardstick: the engine's public API against the
 * hand-written yardstick (yardstick.c), in one process.
 *
 *   coup-yardstick [--games N] [--players P] [--rounds R] [--seed S]
 *
 * Each round plays the same N seeded games (game i: coup_rng_seed(seed +
 * i)) through the API and through the yardstick, in alternating order from
 * round to round, so that a noisy machine hurts both alike; the figures
 * are the medians over the rounds. Both must play the same games: their
 * decision totals, winners and generator states are compared.
 *
 * The link wraps malloc, calloc, realloc and free (see CMakeLists.txt):
 * the wrappers below count the calls made while the games run.
 *
 * Prints one fact per line, then the same facts on one "coup-yardstick:"
 * line of key=value pairs. Exit status 1 if the two disagree or the
 * engine allocated, 2 on bad usage.
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <coup/coup.h>
#include <coup/rng.h>

#include "yardstick.h"

/* ------------------------------------------------- allocation counting */

void *__real_malloc(size_t n);
void *__real_calloc(size_t k, size_t n);
void *__real_realloc(void *p, size_t n);
void __real_free(void *p);
void *__wrap_malloc(size_t n);
void *__wrap_calloc(size_t k, size_t n);
void *__wrap_realloc(void *p, size_t n);
void __wrap_free(void *p);

/* malloc + calloc + realloc + free. Volatile: gcc takes malloc and free
 * for builtins that touch no global, and would fold the counting away. */
static volatile unsigned long long heap_calls;

void *__wrap_malloc(size_t n)
{
    heap_calls++;
    return __real_malloc(n);
}

void *__wrap_calloc(size_t k, size_t n)
{
    heap_calls++;
    return __real_calloc(k, n);
}

void *__wrap_realloc(void *p, size_t n)
{
    heap_calls++;
    return __real_realloc(p, n);
}

void __wrap_free(void *p)
{
    heap_calls++;
    __real_free(p);
}

/* The counter counts: one malloc and one free, seen from outside the
 * compiler's reach (volatile), must count 2. */
static void *volatile escape;
static volatile size_t one = 1;

static int counter_works(void)
{
    unsigned long long before = heap_calls;
    escape = malloc(one);
    free(escape);
    escape = NULL;
    return heap_calls - before == 2;
}

/* ---------------------------------------------------------------- runs */

typedef unsigned (*game_fn)(int players, coup_rng *rng, int *winner);

typedef struct run {
    double seconds;
    unsigned long long decisions;
    unsigned long long heap;      /* heap calls during the games */
    unsigned long long signature; /* mixes every game's decisions, winner
                                     and final generator state */
    unsigned long long failed;    /* games the engine refused a move in */
    unsigned long long wins[COUP_MAX_PLAYERS];
} run;

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static run play(game_fn fn, int players, long games, uint64_t seed)
{
    run r;
    memset(&r, 0, sizeof r);
    unsigned long long heap0 = heap_calls;
    double t0 = now();
    for (long i = 0; i < games; i++) {
        coup_rng rng;
        int winner = 0;
        coup_rng_seed(&rng, seed + (uint64_t)i);
        unsigned d = fn(players, &rng, &winner);
        if (d == 0)
            r.failed++;
        r.decisions += d;
        r.wins[winner]++;
        r.signature = (r.signature ^ d ^ ((uint64_t)winner << 32) ^
                       rng.s[0]) * 0x100000001B3ULL;
    }
    r.seconds = now() - t0;
    r.heap = heap_calls - heap0;
    return r;
}

static int by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, by_value);
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

static int parse_long(const char *flag, const char *text, long lo, long hi,
                      long *out)
{
    char *end;
    errno = 0;
    long v = text ? strtol(text, &end, 10) : 0;
    if (!text || errno || end == text || *end || v < lo || v > hi) {
        fprintf(stderr, "coup-yardstick: %s wants a number from %ld to %ld\n",
                flag, lo, hi);
        return -1;
    }
    *out = v;
    return 0;
}

static void usage(FILE *f)
{
    fprintf(f,
            "usage: coup-yardstick [--games N] [--players P] [--rounds R] "
            "[--seed S]\n"
            "                      [--only api|yardstick]\n"
            "  The uniformly random game of base Coup through the public API\n"
            "  and through the hand-written yardstick, N games each per "
            "round\n"
            "  (default 1000000), P players (2..6, default 4), R rounds "
            "(default 5),\n"
            "  game i seeded with S + i (default S = 1). --only plays one "
            "side\n"
            "  alone (for a profiler): no comparison, no ratio.\n");
}

#define MAX_ROUNDS 99

int main(int argc, char **argv)
{
    long games = 1000000, players = 4, rounds = 5, seed = 1;
    int only = 0; /* 1: api only, 2: yardstick only (for profilers) */
    for (int i = 1; i < argc; i += 2) { /* flag, value */
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        int rc;
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            usage(stdout);
            return 0;
        } else if (!strcmp(a, "--games")) {
            rc = parse_long(a, v, 1, 1000000000L, &games);
        } else if (!strcmp(a, "--players")) {
            rc = parse_long(a, v, YS_MIN_PLAYERS, YS_MAX_PLAYERS, &players);
        } else if (!strcmp(a, "--rounds")) {
            rc = parse_long(a, v, 1, MAX_ROUNDS, &rounds);
        } else if (!strcmp(a, "--seed")) {
            rc = parse_long(a, v, 0, 0x7FFFFFFFFFFFFFFFL, &seed);
        } else if (!strcmp(a, "--only") && v &&
                   (!strcmp(v, "api") || !strcmp(v, "yardstick"))) {
            only = !strcmp(v, "api") ? 1 : 2;
            rc = 0;
        } else {
            fprintf(stderr, "coup-yardstick: unknown argument '%s'\n", a);
            usage(stderr);
            return 2;
        }
        if (rc)
            return 2;
    }

    if (!counter_works()) {
        fprintf(stderr, "coup-yardstick: the allocation counter does not "
                "count (is the link wrapping malloc?)\n");
        return 1;
    }

    double api_gps[MAX_ROUNDS], ys_gps[MAX_ROUNDS], ratio[MAX_ROUNDS];
    run api = {0}, ys = {0};
    unsigned long long api_heap = 0, ys_heap = 0, failed = 0;
    int same = 1;
    if (only) {
        for (int k = 0; k < rounds; k++) {
            run r = play(only == 1 ? ys_api_game : ys_game, (int)players,
                         games, (uint64_t)seed);
            printf("%s: %.0f games/s, %.4f decisions per game, %llu heap "
                   "calls\n", only == 1 ? "api" : "yardstick",
                   (double)games / r.seconds,
                   (double)r.decisions / (double)games, r.heap);
        }
        return 0;
    }
    for (int k = 0; k < rounds; k++) {
        if (k % 2 == 0) {
            api = play(ys_api_game, (int)players, games, (uint64_t)seed);
            ys = play(ys_game, (int)players, games, (uint64_t)seed);
        } else {
            ys = play(ys_game, (int)players, games, (uint64_t)seed);
            api = play(ys_api_game, (int)players, games, (uint64_t)seed);
        }
        api_gps[k] = (double)games / api.seconds;
        ys_gps[k] = (double)games / ys.seconds;
        ratio[k] = api_gps[k] / ys_gps[k];
        api_heap += api.heap;
        ys_heap += ys.heap;
        failed += api.failed;
        same &= api.decisions == ys.decisions &&
                api.signature == ys.signature &&
                !memcmp(api.wins, ys.wins, sizeof api.wins);
    }
    double a = median(api_gps, (int)rounds), y = median(ys_gps, (int)rounds);
    double q = median(ratio, (int)rounds);
    double per_game = (double)api.decisions / (double)games;
    double api_ns = 1e9 / (a * per_game), ys_ns = 1e9 / (y * per_game);

    printf("players: %ld\n", players);
    printf("games per round: %ld (each way)\n", games);
    printf("rounds: %ld (median reported)\n", rounds);
    printf("api games/s: %.0f\n", a);
    printf("yardstick games/s: %.0f\n", y);
    printf("ratio api/yardstick: %.3f (median of per-round ratios)\n", q);
    printf("decisions per game: %.4f\n", per_game);
    printf("api ns per decision: %.2f\n", api_ns);
    printf("yardstick ns per decision: %.2f\n", ys_ns);
    printf("sizeof(coup_state): %zu bytes\n", sizeof(coup_state));
    printf("heap calls (malloc, calloc, realloc, free) during api games: "
           "%llu (counter self-test ok)\n", api_heap);
    printf("heap calls during yardstick games: %llu\n", ys_heap);
    printf("api refused moves: %llu games\n", failed);
    printf("decision totals: api %llu, yardstick %llu, %s\n", api.decisions,
           ys.decisions, same ? "identical games" : "MISMATCH");
    printf("wins by seat:");
    for (int p = 0; p < players; p++)
        printf(" %llu", api.wins[p]);
    printf("\n");
    printf("coup-yardstick: players=%ld games=%ld rounds=%ld api_gps=%.0f "
           "ys_gps=%.0f ratio=%.3f decisions_per_game=%.4f "
           "api_ns_per_decision=%.2f ys_ns_per_decision=%.2f state_bytes=%zu "
           "api_heap=%llu ys_heap=%llu same_games=%d\n",
           players, games, rounds, a, y, q, per_game, api_ns, ys_ns,
           sizeof(coup_state), api_heap, ys_heap, same);
    return same && api_heap == 0 && failed == 0 ? 0 : 1;
}
