/*
 * beliefs.h - what a bot can infer from its seat's information (R9): card
 * counting, and a model of each seat built from what it claimed, blocked,
 * proved, conceded, turned up and exchanged. Internal to src/bots: the
 * bots `honest` and `heuristic` share it.
 *
 * Everything here is computed from the seat's observations and the moves
 * as the seat saw them (the `see` callback of a bot), never from the state.
 *
 * The model of a seat has two parts:
 *  - its story: the characters it claimed since its hand last changed (an
 *    Exchange, a proven claim's replacement, an Examine swap; after the
 *    R10 Exchange, the hand it showed), with the characters it failed to
 *    prove, declined to block with, or was seen to hold. A claim makes the
 *    character more likely, how much depending on how much the seat bluffs.
 *  - how it plays, over the whole game: a posterior over a few values of
 *    a bluffing ratio (how much likelier a claim is when the seat does not
 *    hold the card than when it does). It is read as one trait with how
 *    often the seat challenges and how often it acts without a plan:
 *    players who bluff tend to doubt others and to play loosely. Updated
 *    each time a claim is shown true (proven, repeated, the card turned up
 *    later) or false (conceded, impossible by counting, contradicted by
 *    the story), at each challenge window (challenge or pass), and at
 *    telling moves (no Coup with 7 coins, a Steal from an empty purse, a
 *    concession while holding the card).
 */
#ifndef COUP_BOTS_BELIEFS_H
#define COUP_BOTS_BELIEFS_H

#include <coup/bots.h>

#include "bots/actions.h"

/* The grid of bluffing ratios the posterior is kept over. */
#define COUP__NBETA 5

typedef struct coup__seat_model {
    /* Bitmasks of characters (1 << card), since the hand last changed. */
    uint8_t story;    /* claimed, not since turned up, proven or conceded */
    uint8_t notheld;  /* claimed and not proven when challenged */
    uint8_t known;    /* seen in its hand by us (Examine) */
    uint8_t declined; /* could have blocked with it and did not */
    /* Over the whole game. */
    uint32_t asked, challenged; /* challenge windows, challenges made */
    double w[COUP__NBETA];      /* posterior over the bluffing ratio */
} coup__seat_model;

typedef struct coup__beliefs {
    uint8_t seat, players, flags, copies, fourth;
    uint8_t out[COUP_NCARDS]; /* cards we know to be out of the game (R11) */
    /* A claim waiting for its challenge window to close, so a verdict can
     * be scored against the odds before the claim was made. */
    double pending_p0;
    uint8_t conceded; /* the claim just conceded, until the loss */
    coup__seat_model m[COUP_MAX_PLAYERS];
} coup__beliefs;

/* A new game from the seat's first observation. */
void coup__bel_start(coup__beliefs *b, const coup_obs *o);
/* A move was made (the bot's `see` callback, unchanged). */
void coup__bel_see(coup__beliefs *b, const coup_obs *before, int mover,
                   coup_move seen);

/* Copies of each character we cannot see (in the Court, in other seats'
 * hands, or out of the game without our knowing); returns their total. */
int coup__bel_unseen(const coup__beliefs *b, const coup_obs *o,
                     int unseen[COUP_NCARDS]);
/* The chance that a seat with `hidden` unknown cards holds at least one c,
 * from counting alone. */
double coup__bel_count_odds(const int unseen[COUP_NCARDS], int total, int c,
                            int hidden);
/* The chance that seat p holds at least one face-down c now, from counting
 * and its story (exact for our own seat). */
double coup__bel_hold(const coup__beliefs *b, const coup_obs *o, int p, int c);
/* The same for "at least one of the characters in mask". */
double coup__bel_hold_any(const coup__beliefs *b, const coup_obs *o, int p,
                          unsigned mask);
/* How often seat p challenges when asked, with a prior. */
double coup__bel_challenge_rate(const coup__beliefs *b, int p);
/* The same, erring high by the uncertainty of the estimate: what a bluff
 * should fear. */
double coup__bel_challenge_doubt(const coup__beliefs *b, int p);
/* How much of the time seat p seems to act at random (0..1). */
double coup__bel_erratic(const coup__beliefs *b, int p);
/* How likely a typical claim of seat p is a bluff (0..1). */
double coup__bel_bluffer(const coup__beliefs *b, int p);
/* The character seat p most likely holds (for R10 naming); ties broken
 * by the lowest card. */
int coup__bel_likeliest(const coup__beliefs *b, const coup_obs *o, int p);
/* Would claiming c now fit seat p's story (no more distinct claims than
 * face-down cards, nothing it failed to prove)? */
bool coup__bel_story_fits(const coup__beliefs *b, const coup_obs *o, int p,
                          int c);

#endif
