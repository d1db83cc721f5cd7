/*
 * heuristic.h - inside the bot "heuristic": what heuristic.c (the bot, its
 * weights, the decisions with three or more players alive) shares with
 * duel.c (the decisions once two players are left). Internal to src/bots.
 */
#ifndef COUP_BOTS_HEURISTIC_H
#define COUP_BOTS_HEURISTIC_H

#include "bots/beliefs.h"
#include "bots/race.h"

/*
 * The tuned numbers of the heuristic, each named in heuristic.c's table
 * heuristic_weights[] with its default, its range and its meaning, and
 * settable by that name in a bot spec (`heuristic:w_threat=0.7`). Values
 * in coins unless the table says otherwise.
 */
typedef struct coup__heur_weights {
    double influence, eliminate, first_card, last_card;
    double card[COUP_NCARDS], pair;
    double coin_past_coup;
    double threat, threat_influence, threat_coins, threat_duke, threat_assassin;
    double deny, block_bluff, their_bluff;
    double true_claim, exchange, exchange_need, examine, coup_now;
    double steal_blockable, steal_other, exchange_stake, examine_me,
        examine_other;
    double contessa_guard, keep_tiebreak, swap_from;
    double duel_exchange;
    double stall_turns, quiet_turns;
    double convert; /* R17 */
} coup__heur_weights;

/* What one decision needs to know, computed once. */
typedef struct coup__heur_ctx {
    const coup__heur_weights *w;
    const coup__beliefs *b;
    const coup_obs *o;
    double challenge; /* the `challenge` parameter */
    int me, nopp, fourth;
    int hidden;   /* our face-down cards */
    double quiet; /* odds that a claim of ours goes unchallenged */
    double risk;  /* weight of the risk of a bluff (<0: never bluff) */
} coup__heur_ctx;

static inline bool coup__heur_alive_opp(const coup__heur_ctx *x, int p)
{
    return p != x->me && x->o->hidden[p] > 0;
}

/* Do we hold character c face down? */
static inline bool coup__heur_mine(const coup__heur_ctx *x, int c)
{
    for (int i = 0; i < x->o->nmine; i++)
        if (x->o->mine[i] == c)
            return true;
    return false;
}

/* What a Steal takes from a purse of `coins` (R4). */
static inline int coup__heur_steal_take(int coins)
{
    return coins < COUP_STEAL_COINS ? coins : COUP_STEAL_COINS;
}

/* Do we hold one of the characters of `mask` face down? */
static inline bool coup__heur_mine_any(const coup__heur_ctx *x, unsigned mask)
{
    for (int c = 0; c < COUP_NCARDS; c++)
        if ((mask & (1u << c)) && coup__heur_mine(x, c))
            return true;
    return false;
}

/* Odds that opponent p claims one of the `mask` characters to block. */
double coup__heur_block_odds(const coup__heur_ctx *x, int p, unsigned mask);
/* Odds that a Coup or Assassinate on t naming `named` (R10) hits. */
double coup__heur_hit_odds(const coup__heur_ctx *x, int t, int named);
/* How much an Exchange improves our hand, on average over the draws. */
double coup__heur_exchange_gain(const coup__heur_ctx *x);

/* ------------------------------------------------------ duel.c: the duel */

/* Two players left: the race model (race.h) against the one opponent,
 * rebuilt for each decision. */
typedef struct coup__duel {
    int opp;
    double rate;  /* odds the opponent challenges a claim of ours */
    double doubt; /* the same, erring high: what a bluff must fear */
    coup__race_side us, them;
    coup__race race;
} coup__duel;

void coup__duel_setup(const coup__heur_ctx *x, coup__duel *d);
/* The odds we win after action m. */
double coup__duel_action(const coup__heur_ctx *x, const coup__duel *d,
                         coup_move m);
/* The odds we win if we pass the claim in progress, if we challenge it
 * and win, and if we challenge it and lose. */
void coup__duel_stakes(const coup__heur_ctx *x, const coup__duel *d,
                       double *pass, double *win, double *lose);
/* Block the opponent's action (truly, or a bluff), or pass. */
coup_move coup__duel_block(const coup__heur_ctx *x, const coup__duel *d,
                           const coup_move *legal, int n);

#endif
