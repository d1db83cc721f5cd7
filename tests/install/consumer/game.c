/*
 * game.c - a C program that uses libcoup as any program outside the
 * project would: only the installed headers and library. It plays one
 * uniformly random game, as `coup random --players P --seed S` plays its
 * first game, and prints "seat W wins after D decisions", which
 * tests/install/libs.sh compares with what the coup program says.
 *
 *     game PLAYERS SEED
 */
#include <stdio.h>
#include <stdlib.h>

#include <coup/bots.h>
#include <coup/coup.h>
#include <coup/rng.h>

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: game PLAYERS SEED\n");
        return 2;
    }
    coup_options o = {atoi(argv[1]), COUP_START_RANDOM, 0};
    coup_state s;
    int rc = coup_init(&s, &o);
    if (rc) {
        fprintf(stderr, "game: coup_init: %s\n", coup_strerror(rc));
        return 1;
    }
    /* The header-only generator (static inline functions of rng.h). */
    coup_rng rng;
    coup_rng_seed(&rng, strtoull(argv[2], NULL, 10));
    long decisions = 0;
    while (!coup_is_over(&s)) {
        coup_move m = coup_random_move(&s, &rng);
        rc = coup_apply(&s, m);
        if (rc) {
            char text[64];
            coup_move_str(m, text, sizeof text);
            fprintf(stderr, "game: '%s' refused: %s\n", text, coup_strerror(rc));
            return 1;
        }
        decisions++;
    }
    char why[200];
    if (!coup_state_ok(&s, why, sizeof why)) {
        fprintf(stderr, "game: final state broken: %s\n", why);
        return 1;
    }
    printf("seat %d wins after %ld decisions\n", coup_winner(&s), decisions);
    return 0;
}
