/*
 * opponents.h - what the `search` bot learns of each opponent as the game
 * goes: how often it challenges, and how much it bluffs. Internal to
 * src/bots. Bayesian, with priors that the evidence overrides
 * (docs/ai.md, "Opponent models"):
 *
 *  - Challenges: Beta counts of the challenges a seat made against the
 *    challenge windows it was asked in.
 *  - Bluffs: a posterior over a grid of bluffing ratios (how much likelier
 *    a claim is from a seat without the card than with it). A claim's
 *    truth comes out when it is proven or conceded, when the card is
 *    turned up or shown later, or when the seat is out with its hand
 *    face up (its claims since its hand last changed that neither of its
 *    cards backs were bluffs). Each verdict weighs each ratio by how
 *    likely it made that verdict, given the odds our worlds gave the
 *    claimant's holding the card when it claimed.
 *
 *  - Aim: at a table of three or more, how often its attacks (Coup,
 *    Assassinate, Steal) went to the opponent a plain rule names, beyond
 *    what chance would send there: the strongest (most influence, then
 *    most coins), for a Steal the richest, leaving out the seats whose
 *    story claims a card that blocks the attack (beliefs.h). The share
 *    `a` of its attacks so aimed, the rest at random: a seat of c
 *    candidates, t of them named by the rule, hits with odds
 *    a + (1 - a) t / c; `a` is estimated from hits and those odds.
 *
 * Each is kept in two situations, two seats alive or more, since players
 * bluff more heads-up; an estimate for one borrows half the weight of the
 * other's evidence. Everything comes from the moves as our seat saw them.
 *
 * The models may outlive a game: over the games of a match (the same
 * bot instance, the same number of seats), each opponent is known by its
 * place relative to ours, and each game's evidence weighs less in the
 * next (COUP__RECALL).
 */
#ifndef COUP_BOTS_OPPONENTS_H
#define COUP_BOTS_OPPONENTS_H

#include <coup/bots.h>

#include "bots/beliefs.h"

#define COUP__NRATIO 5  /* the grid of bluffing ratios */
#define COUP__CLAIMS 24 /* claims remembered since a seat's hand changed */
#define COUP__RECALL 0.9 /* the weight of a game's evidence in the next */

typedef struct coup__opponent {
    /* [0]: three or more seats alive; [1]: heads-up. */
    float asked[2], challenged[2];
    float verdicts[2];                  /* claims whose truth came out */
    /* Attacks at three or more seats alive, those at the seat the rule
     * names, and the sum of the odds that chance would have. */
    float attacks, aimed, chance;
    double logpost[2][COUP__NRATIO];    /* log posterior, less the prior */
    /* Claims not yet judged since the hand last changed. */
    uint8_t nclaims;
    uint8_t card[COUP__CLAIMS], sit[COUP__CLAIMS];
    float odds[COUP__CLAIMS]; /* our worlds' odds it held the card */
} coup__opponent;

typedef struct coup__opponents {
    int seat, players;
    long games; /* games seen since the models were new */
    coup__opponent m[COUP_MAX_PLAYERS];
} coup__opponents;

/* How the search plays an opponent in one decision's tree and play-outs. */
typedef struct coup__tendency {
    float force;     /* share of its challenge decisions taken from the model */
    float challenge; /* its challenge rate */
    float allow;     /* the odds its bluffs are among its moves in a visit */
    float ratio;     /* its bluffing ratio (the worlds' weights) */
    /* In the play-outs: how often it challenges and blocks without the
     * card, out of 100; the weight of a bluffed action against 16 for a
     * true one. */
    uint8_t roll_challenge, roll_block, roll_bluff;
    /* In the play-outs: how often, out of 100, its attacks go to the seat
     * the rule names (above); and its story at the root, the claims that
     * keep such attacks off it. */
    uint8_t roll_aim, story;
} coup__tendency;

/* The play-outs' defaults: a challenge one time in ten, a bluffed block
 * one time in ten, a bluffed action weighing 2 against 16. */
#define COUP__ROLL_CHALLENGE 10
#define COUP__ROLL_BLOCK 10
#define COUP__ROLL_BLUFF 2

/* A new game. With `recall`, the models of the last game at a table of
 * as many seats are kept, each opponent by its place relative to ours,
 * their evidence weighed COUP__RECALL; else they start from the priors. */
void coup__opp_start(coup__opponents *op, const coup_obs *o, bool recall);
/* A move was made: `before` is our seat's observation before it, `seen`
 * the move as we saw it, `odds` our worlds' odds that the mover holds
 * the card the move claims (when it is a claim; else unused), `bel` our
 * beliefs before it (the seats' stories). */
void coup__opp_see(coup__opponents *op, const coup_obs *before, int mover,
                   coup_move seen, double odds, const coup__beliefs *bel);
/* The seat among the bits of `seats` that an attack of this type aims at
 * by the rule (above): the best score, ties to each of them; writes the
 * bits of those it names. `story[q]` is seat q's story, `hidden[q]` and
 * `coins[q]` its influence and coins. */
unsigned coup__opp_named(int type, unsigned flags, unsigned seats,
                         const uint8_t *hidden, const uint8_t *coins,
                         const uint8_t *story);
/* Seat p's tendencies in the situation of observation o. */
coup__tendency coup__opp_tendency(const coup__opponents *op,
                                  const coup_obs *o, int p);
/* The bluffing ratio of seat p when `headsup` (for the worlds). */
double coup__opp_ratio(const coup__opponents *op, int p, bool headsup);

/* The character move m claims, made where our seat observed `before`
 * (an action's character, a block's); COUP_NOCARD if none. */
int coup__opp_claim(const coup_obs *before, coup_move m);
/* Is o a table of two seats alive? */
bool coup__headsup(const coup_obs *o);

#endif
