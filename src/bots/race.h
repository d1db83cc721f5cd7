/*
 * race.h - the endgame race between two players, solved exactly on a
 * small model: each player's influence (1 or 2) and coins (0..12), and
 * for each of them the odds that their actions work. Internal to
 * src/bots: the heuristic bot uses it once two players are left.
 *
 * The model keeps what decides a duel in Coup: 7 coins buy a Coup that
 * nothing stops, a player with 10 must Coup (R4), Tax and Steal are races
 * for coins, an Assassinate costs 3 and can be blocked, and a claim may be
 * challenged (a caught bluff costs the bluffer an influence; a true claim
 * challenged costs the challenger one). The cards themselves are folded
 * into the odds, which the caller estimates from its beliefs.
 */
#ifndef COUP_BOTS_RACE_H
#define COUP_BOTS_RACE_H

#include <stdbool.h>

#define COUP__RACE_COINS 12 /* coins beyond this count as this many */

/* The odds of the outcomes of one action. What is left over (1 minus
 * their sum) means nothing happens (an Assassinate's cost stays spent). */
typedef struct coup__race_act {
    bool usable;
    double ok;       /* it works */
    double ok2;      /* Assassinate: the target loses two (R5) */
    double counter;  /* a wrong challenger loses one; the action works */
    double caught;   /* a bluff is caught: the actor loses one (refund) */
    double fallback; /* the actor could not take it and took Income */
} coup__race_act;

typedef struct coup__race_side {
    coup__race_act tax, aid, steal, assassinate;
    double coup_hit; /* odds a Coup takes an influence (R10 naming) */
    double erratic;  /* share of its turns a player acts at random */
} coup__race_side;

/* The value of every position, for side A: the odds A wins. The last
 * sides solved are kept: solving the same model again is free, and a
 * nearby model starts from these values (the fixed point is the same). */
typedef struct coup__race {
    bool ready;
    coup__race_side a, b;
    /* [side to move: 0 A, 1 B][mover's influence][other's influence]
     * [mover's coins][other's coins], influence 0 being a finished game
     * (those slices hold 0 or 1). */
    float w[2][3][3][COUP__RACE_COINS + 1][COUP__RACE_COINS + 1];
} coup__race;

/* The actions of coup__race_after(). */
enum { COUP__RACE_TAX, COUP__RACE_AID, COUP__RACE_STEAL,
       COUP__RACE_ASSASSINATE };

/* Solves the model for A against B (zero the struct before the first
 * use). */
void coup__race_solve(coup__race *r, const coup__race_side *a,
                      const coup__race_side *b);
/* The odds A wins from a position (coins are clipped, influence 0 is
 * a finished game). `b_to_move`: whose turn begins. */
double coup__race_value(const coup__race *r, bool b_to_move, int la, int lb,
                        int ca, int cb);

/* The odds A wins after side X (B if x_is_b) takes action `type` with
 * the odds `a`, from X's influence lx and coins cx (an Assassinate's cost
 * not yet paid) against Y's ly and cy; the other side moves next. */
double coup__race_after(const coup__race *r, bool x_is_b, int lx, int ly,
                        int cx, int cy, const coup__race_act *a, int type);

#endif
