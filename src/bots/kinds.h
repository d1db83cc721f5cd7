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

#endif
