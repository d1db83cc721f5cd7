/*
 * rating.h: players' ratings from the finishing orders of their games
 * (docs/ratings.md).
 *
 * A rating is a belief about a player's skill: a normal distribution of
 * mean mu and standard deviation sigma. A game of 2-10 players ends in a
 * full finishing order (the winner, then the others in reverse order of
 * exile), and rating_update() moves every player's belief by the
 * Bayesian approximation of Weng and Lin (2011, "A Bayesian
 * Approximation Method for Online Ranking", JMLR 12) under the
 * Plackett-Luce model of a ranking. Pure arithmetic: no I/O, no
 * allocation, no state; which games count and whose ratings are kept is
 * the caller's business.
 */
#ifndef COUP_SERVER_RATING_H
#define COUP_SERVER_RATING_H

#include <coup/coup.h>

typedef struct rating {
    double mu;    /* the skill believed most likely */
    double sigma; /* how unsure that belief is (> 0) */
} rating;

typedef struct rating_params {
    double mu0, sigma0; /* a new player's rating (rating_new() only) */
    double beta;        /* the spread of one game's performance about the skill */
    double kappa;       /* a game keeps at least this fraction of a variance */
    double tau;         /* drift of a skill between two games, added to sigma */
} rating_params;

/* mu0 25, sigma0 25/3, beta 25/6, kappa 1e-4, tau 25/300
 * (docs/ratings.md, "Parameters"). */
extern const rating_params RATING_DEFAULT;

/* rating_shown() = RATING_SHOWN_BASE + RATING_SHOWN_SCALE * (mu - 3 sigma):
 * a new player (mu0 = 3 sigma0 by the defaults) shows 1500. */
#define RATING_SHOWN_BASE 1500.0
#define RATING_SHOWN_SCALE 30.0

/* A new player's rating: {p->mu0, p->sigma0} (RATING_DEFAULT's for NULL). */
rating rating_new(const rating_params *p);

/* One game: r[0..n) the players' ratings in any seat order, place[i] the
 * finishing place of player i (0 = the winner, n - 1 = the first exiled),
 * n from COUP_MIN_PLAYERS to COUP_MAX_PLAYERS. Updates every r[i] in
 * place and returns 0; returns -1 and leaves r untouched for bad input:
 * a NULL pointer, n out of range, places that are not a permutation of
 * 0..n-1, a mu that is not finite, a sigma that is not finite or not
 * positive, parameters out of range (beta finite and > 0, kappa in
 * (0, 1], tau finite and >= 0), or ratings so far out that a result
 * would not be finite. */
int rating_update(rating *r, const int *place, int n, const rating_params *p);

/* The number shown to people: mu - 3 sigma (the belief puts the skill
 * above it with probability 99.87%, so a rating rises only with
 * evidence), scaled and offset as RATING_SHOWN_* say. Not rounded: round
 * it to show it. */
double rating_shown(rating r);

#endif
