/*
 * bots.h - policies: a state's public face in, a move out.
 *
 * For now the uniformly random player, which the benchmark, `coup random`
 * and the property tests use; the bot interface of the arena comes next.
 */
#ifndef COUP_BOTS_H
#define COUP_BOTS_H

#include <coup/coup.h>
#include <coup/rng.h>

/* The chance outcome, drawn with its true probability (R8). Call only
 * when coup_to_move(s) == COUP_CHANCE. */
coup_move coup_draw_chance(const coup_state *s, coup_rng *rng);

/* Uniform over coup_legal_moves(); at chance nodes coup_draw_chance().
 * The game must not be over. */
coup_move coup_random_move(const coup_state *s, coup_rng *rng);

#endif
