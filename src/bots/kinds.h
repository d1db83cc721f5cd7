/*
 * kinds.h - the built-in bot kinds, one per file of src/bots/ (but the
 * four styles of one plan, honest to bluffer, share styles.c). A new kind
 * is declared here and listed in coup_bot_kinds[] (bot.c).
 */
#ifndef COUP_BOTS_KINDS_H
#define COUP_BOTS_KINDS_H

#include <coup/bots.h>

extern const coup_bot_kind coup_bot_random;
extern const coup_bot_kind coup_bot_honest;
extern const coup_bot_kind coup_bot_bluffer;
extern const coup_bot_kind coup_bot_challenger;
extern const coup_bot_kind coup_bot_cautious;
extern const coup_bot_kind coup_bot_heuristic;
extern const coup_bot_kind coup_bot_search;

/* The search bot's decision from other worlds than its own: sample()
 * draws one world that agrees with observation o into *out (0), or fails
 * (-1). mem is a started "search" bot's memory. For tools that give the
 * search other beliefs (bench/search/exploit.c). */
typedef int (*coup__sampler)(void *ctx, const coup_obs *o, coup_rng *rng,
                             coup_state *out);
coup_move coup__search_choose_from(void *mem, coup__sampler sample,
                                   void *ctx, const coup_obs *o,
                                   const coup_move *legal, int n,
                                   coup_rng *rng);

/* What the search finds of each legal move, for an analysis of a game
 * (src/analysis): the iterations that began with move m at our true root
 * (our observation with our own hand, not a hand dealt again), and how
 * many of them our seat won. */
typedef struct coup__value {
    coup_move m;
    long n;
    double wins;
} coup__value;

/* The search of one decision at its budget (iters), from a started
 * "search" bot's memory that has followed the game (start(), see()), for
 * observation o and the legal moves legal[0..n): the iterations that reach
 * our true root try its moves in turn (the least tried first), so that
 * each move's share of wins has a known error; below the root the search
 * is as in choose(). Fills values[0..n) in the order of legal[] and
 * returns the iterations at our root (0 if none reached it), or -1 when
 * the search could not run (no world agrees with o, or no memory for the
 * tree). Deterministic for the memory, o and rng. It uses
 * the memory's worlds (their cache changes): give it a copy of a bot that
 * goes on playing. */
long coup__search_values(void *mem, const coup_obs *o, const coup_move *legal,
                         int n, coup_rng *rng, coup__value *values);
/* The share of the bot's worlds in which seat p holds a face-down c: the
 * odds of a claim of c by p as the bot's seat may know them. */
double coup__search_odds(const void *mem, int p, int c);

#endif
