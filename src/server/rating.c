/*
 * rating.c: the rating update of rating.h (docs/ratings.md has the
 * equations and where each number comes from).
 *
 * Weng and Lin's Plackett-Luce update ("Algorithm 4" of their paper),
 * with every team a single player. A finishing order is read as a
 * sequence of choices: first place goes to one of all n players with
 * probabilities proportional to exp(mu/c), second place to one of the
 * n - 1 left, and so on. Each player's mean moves by its variance times
 * the slope of the log-likelihood of the order at the prior means, and
 * its variance shrinks by the curvature there, damped by gamma = sigma/c
 * as the paper does, and by no more than the fraction kappa.
 *
 * Every sum runs in finishing order, not seat order, so a game gives the
 * same bits whichever seat each player sat in.
 */
#include "server/rating.h"

#include <math.h>
#include <string.h>

const rating_params RATING_DEFAULT = {
    .mu0 = 25.0,
    .sigma0 = 25.0 / 3.0,   /* mu0 - 3 sigma0 = 0: a new player shows 1500 */
    .beta = 25.0 / 6.0,     /* sigma0 / 2, as in the paper's experiments */
    .kappa = 1e-4,          /* the paper's */
    .tau = 25.0 / 300.0,    /* sigma0 / 100, as TrueSkill's */
};

rating rating_new(const rating_params *p)
{
    if (!p)
        p = &RATING_DEFAULT;
    return (rating){p->mu0, p->sigma0};
}

double rating_shown(rating r)
{
    /* Written against the new player's rating so that a new player shows
     * RATING_SHOWN_BASE exactly: mu0 - 3 sigma0 is 0 in exact arithmetic
     * but 25 - 3 * 8.333333333333334 is not 0 in doubles. */
    double conservative = (r.mu - RATING_DEFAULT.mu0)
                        - 3.0 * (r.sigma - RATING_DEFAULT.sigma0);
    return RATING_SHOWN_BASE + RATING_SHOWN_SCALE * conservative;
}

/* ------------------------------------------------------------- checks */

static int params_ok(const rating_params *p)
{
    return isfinite(p->beta) && p->beta > 0.0
        && isfinite(p->kappa) && p->kappa > 0.0 && p->kappa <= 1.0
        && isfinite(p->tau) && p->tau >= 0.0;
}

/* by_place[k] = the player who finished k-th; -1 unless place[0..n) is a
 * permutation of 0..n-1. */
static int invert_places(const int *place, int n, int *by_place)
{
    for (int k = 0; k < n; k++)
        by_place[k] = -1;
    for (int i = 0; i < n; i++) {
        if (place[i] < 0 || place[i] >= n || by_place[place[i]] != -1)
            return -1;
        by_place[place[i]] = i;
    }
    return 0;
}

/* ------------------------------------------------------------- update */

int rating_update(rating *r, const int *place, int n, const rating_params *p)
{
    int by_place[COUP_MAX_PLAYERS];
    double var[COUP_MAX_PLAYERS];   /* prior variance, by place */
    double theta[COUP_MAX_PLAYERS]; /* mu / c, by place */
    double top[COUP_MAX_PLAYERS];   /* max theta over places k.. n-1 */
    double total[COUP_MAX_PLAYERS]; /* sum of exp(theta - top[k]) over k..n-1 */
    rating out[COUP_MAX_PLAYERS];   /* by seat, kept apart until all is well */

    if (!r || !place || !p || n < COUP_MIN_PLAYERS || n > COUP_MAX_PLAYERS)
        return -1;
    if (!params_ok(p) || invert_places(place, n, by_place) != 0)
        return -1;
    for (int i = 0; i < n; i++)
        if (!isfinite(r[i].mu) || !isfinite(r[i].sigma) || !(r[i].sigma > 0.0))
            return -1;

    /* The skills may have drifted since each player's last game: tau^2 is
     * added to every variance first (TrueSkill's dynamics), so a sigma
     * never settles at 0 and a rating keeps following its player. c^2 is
     * the whole game's uncertainty: each player's variance plus the
     * spread beta^2 of one performance. */
    double c2 = 0.0;
    for (int k = 0; k < n; k++) {
        double s = r[by_place[k]].sigma;
        var[k] = s * s + p->tau * p->tau;
        c2 += var[k] + p->beta * p->beta;
    }
    double c = sqrt(c2);

    /* The choice of place k is among the players of places k..n-1. Its
     * weights are taken relative to their largest, so the sum is at least
     * 1 and no exp() overflows, however far apart the means. */
    for (int k = 0; k < n; k++)
        theta[k] = r[by_place[k]].mu / c;
    for (int k = n - 1; k >= 0; k--)
        top[k] = k == n - 1 ? theta[k] : fmax(theta[k], top[k + 1]);
    for (int k = 0; k < n; k++) {
        total[k] = 0.0;
        for (int s = k; s < n; s++)
            total[k] += exp(theta[s] - top[k]);
    }

    for (int k = 0; k < n; k++) {
        /* The player of place k took part in the choices 0..k and was
         * chosen in the last of them. score = 1 - sum of its chances in
         * them: the slope of the log-likelihood in its mu, times c. info
         * = sum of p (1 - p): the curvature, times -c^2. */
        double score = 1.0, info = 0.0;
        for (int j = 0; j <= k; j++) {
            double chance = exp(theta[k] - top[j]) / total[j];
            score -= chance;
            info += chance * (1.0 - chance);
        }
        double gamma = sqrt(var[k]) / c;
        double delta = gamma * var[k] / c2 * info;
        rating *o = &out[by_place[k]];
        o->mu = r[by_place[k]].mu + var[k] / c * score;
        o->sigma = sqrt(var[k] * fmax(1.0 - delta, p->kappa));
        if (!isfinite(o->mu) || !isfinite(o->sigma) || !(o->sigma > 0.0))
            return -1; /* a sigma whose square overflows or underflows */
    }
    memcpy(r, out, (size_t)n * sizeof *r);
    return 0;
}
