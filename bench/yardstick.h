/*
 * yardstick.h - the benchmark's yardstick: the most direct hand-written
 * simulator of the uniformly random game of base Coup, and the same game
 * played through the public API, as a bot would drive it.
 *
 * The random game: at each decision point a move uniform over the legal
 * moves (coup_legal_moves order, one coup_rng_below(n) call, n the number
 * of legal moves, also when n is 1); at each chance node the outcome
 * coup_chance_pick(s, coup_rng_below(total)). Base rules, starting seat 0.
 * A decision is one applied move, chance included (the deal too).
 *
 * ys_game() plays that game without the engine: its own small state, no
 * move lists, no legality checks. It asks the generator for exactly the
 * numbers the API loop asks for, in the same order, and maps them to the
 * same moves, so for one seed both play the very same game: the same
 * decisions, the same winner, the generator left in the same state.
 */
#ifndef COUP_BENCH_YARDSTICK_H
#define COUP_BENCH_YARDSTICK_H

#include <coup/rng.h>

/* Players the yardstick handles: base rules, one 15-card deck (R1). */
#define YS_MIN_PLAYERS 2
#define YS_MAX_PLAYERS 6

/* One game through the public API (coup_legal_moves + coup_apply).
 * Returns the number of decisions, or 0 if the engine refused a move it
 * had listed (a bug); *winner gets the winning seat. */
unsigned ys_api_game(int players, coup_rng *rng, int *winner);

/* The same game, hand-written. Returns the number of decisions; *winner
 * gets the winning seat. players: YS_MIN_PLAYERS..YS_MAX_PLAYERS. */
unsigned ys_game(int players, coup_rng *rng, int *winner);

#endif
