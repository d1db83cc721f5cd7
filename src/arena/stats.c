/*
 * stats.c - the arena's statistics: Wilson intervals, Elo-style ratings
 * fitted to the won games, and the sequential probability ratio test.
 *
 * The rating model (docs/architecture.md, "The arena") is Luce's choice
 * model: bot d has a strength q_d = 10^(elo_d / 400), and a table is won
 * by the seat of bot d with chance q_d / (sum of q over the table's
 * seats). For two seats this is the usual Elo curve; for one bot against
 * P - 1 equal opponents it is coup_elo(). The strengths are fitted by
 * maximum likelihood with Hunter's MM iteration.
 */
#include <math.h>
#include <string.h>

#include <coup/arena.h>

/* ---------------------------------------------------------------- Wilson */

void coup_wilson(long long wins, long long games, double z, double *low,
                 double *high)
{
    if (games <= 0) {
        *low = 0.0;
        *high = 1.0;
        return;
    }
    double n = (double)games, p = (double)wins / n, z2 = z * z;
    double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
    double half = z / (1 + z2 / n) * sqrt(p * (1 - p) / n + z2 / (4 * n * n));
    /* At 0 and n wins the exact bounds are 0 and 1; rounding would leave
     * a hair's breadth either side. */
    *low = wins <= 0 ? 0.0 : fmax(0.0, centre - half);
    *high = wins >= games ? 1.0 : fmin(1.0, centre + half);
}

/* ------------------------------------------------------------------- Elo */

double coup_elo(double w, int players)
{
    if (w <= 0)
        return -INFINITY;
    if (w >= 1)
        return INFINITY;
    return 400.0 * log10(w * (players - 1) / (1 - w));
}

double coup_elo_win_rate(double elo, int players)
{
    double q = pow(10.0, elo / 400.0);
    return q / (q + (players - 1));
}

/* ------------------------------------------------------------------ SPRT */

void coup_sprt_bounds(double alpha, double beta, double *lower,
                      double *upper)
{
    *lower = log(beta / (1 - alpha));
    *upper = log((1 - beta) / alpha);
}

double coup_sprt_game_llr(int first, int second, bool first_won,
                          double elo0, double elo1)
{
    if (first <= 0 || second <= 0)
        return 0.0;
    double q0 = pow(10.0, elo0 / 400.0), q1 = pow(10.0, elo1 / 400.0);
    double p0 = first * q0 / (first * q0 + second);
    double p1 = first * q1 / (first * q1 + second);
    return first_won ? log(p1 / p0) : log((1 - p1) / (1 - p0));
}

double coup_sprt_llr(long long wins, long long losses, double elo0,
                     double elo1)
{
    return (double)wins * coup_sprt_game_llr(1, 1, true, elo0, elo1) +
           (double)losses * coup_sprt_game_llr(1, 1, false, elo0, elo1);
}

/* --------------------------------------------------------------- ratings */

/* The data of the fit: for each table (g mod B) with won games, the seats
 * of each distinct bot, its won games and the wins of each bot there.
 * Tables where one bot holds every seat say nothing about strength and
 * are left out. */
struct fit {
    int nbots, ntables;
    int seats[COUP_ARENA_MAX_BOTS][COUP_ARENA_MAX_BOTS]; /* [table][bot] */
    double games[COUP_ARENA_MAX_BOTS];
    double wins[COUP_ARENA_MAX_BOTS][COUP_ARENA_MAX_BOTS];
};

static void gather(const coup_arena *a, const coup_arena_result *r,
                   struct fit *f)
{
    memset(f, 0, sizeof *f);
    f->nbots = a->nbots;
    for (int t = 0; t < a->nentries; t++) {
        int entry[COUP_MAX_PLAYERS], k = f->ntables, kinds = 0;
        if (r->table_games[t] == 0)
            continue;
        coup_arena_table(a->nentries, a->options.players, t, entry);
        for (int i = 0; i < a->options.players; i++) {
            int d = a->entry_bot[entry[i]];
            kinds += f->seats[k][d]++ == 0;
        }
        if (kinds < 2) {
            memset(f->seats[k], 0, sizeof f->seats[k]);
            continue;
        }
        f->games[k] = (double)r->table_games[t];
        for (int d = 0; d < f->nbots; d++)
            f->wins[k][d] = (double)r->table_wins[t][d];
        f->ntables++;
    }
}

/* Bot d's expected share of the seats it played, as a function of its
 * strength x, the others' strengths q[] fixed (q = INFINITY: a bot that
 * always wins; its tables give d nothing). */
static double share(const struct fit *f, const double q[], int d, double x)
{
    double expect = 0, seats = 0;
    for (int t = 0; t < f->ntables; t++) {
        int n = f->seats[t][d];
        if (!n)
            continue;
        double rest = 0;
        for (int e = 0; e < f->nbots; e++)
            if (e != d && f->seats[t][e])
                rest += f->seats[t][e] * q[e];
        seats += f->games[t] * n;
        if (isinf(rest))
            continue;
        expect += f->games[t] * n * x / (n * x + rest);
    }
    return seats > 0 ? expect / seats : 0;
}

/* The strength x of bot d at which share() is `target`, by bisection on
 * log10 x in [-30, 30]; 0 or INFINITY beyond. */
static double solve(const struct fit *f, const double q[], int d,
                    double target)
{
    double lo = -30, hi = 30;
    if (share(f, q, d, pow(10, lo)) >= target)
        return 0;
    if (share(f, q, d, pow(10, hi)) <= target)
        return INFINITY;
    for (int i = 0; i < 100; i++) {
        double mid = (lo + hi) / 2;
        if (share(f, q, d, pow(10, mid)) < target)
            lo = mid;
        else
            hi = mid;
    }
    return pow(10, (lo + hi) / 2);
}

/* Maximum-likelihood strengths. A bot that never wins gets 0; a bot that
 * wins every game it plays with others gets INFINITY, and its tables are
 * then left out for the rest (everyone else lost them), which may make
 * another bot unbeaten in turn. The finite ones follow Hunter's MM
 * update q_d <- W_d / sum_t games_t n_td / (sum_e n_te q_e) until they
 * settle. q[0] is not normalised here. */
static void fit_strengths(const struct fit *f, double q[])
{
    bool live[COUP_ARENA_MAX_BOTS]; /* tables without an unbeaten bot */
    double w[COUP_ARENA_MAX_BOTS], played[COUP_ARENA_MAX_BOTS];
    for (int t = 0; t < f->ntables; t++)
        live[t] = true;
    for (int d = 0; d < f->nbots; d++) {
        q[d] = NAN; /* no game with others: no rating */
        for (int t = 0; t < f->ntables; t++)
            if (f->seats[t][d])
                q[d] = 1;
    }
    for (bool changed = true; changed;) {
        changed = false;
        for (int d = 0; d < f->nbots; d++) {
            w[d] = played[d] = 0;
            for (int t = 0; t < f->ntables; t++)
                if (live[t] && f->seats[t][d]) {
                    w[d] += f->wins[t][d];
                    played[d] += f->games[t];
                }
            if (isinf(q[d]) || isnan(q[d]))
                continue;
            if (w[d] == 0) /* also when unbeaten bots took all its tables */
                q[d] = 0;
            else if (w[d] >= played[d]) {
                q[d] = INFINITY;
                for (int t = 0; t < f->ntables; t++)
                    if (f->seats[t][d])
                        live[t] = false;
                changed = true;
            }
        }
    }
    for (int iter = 0; iter < 100000; iter++) {
        double next[COUP_ARENA_MAX_BOTS], step = 0, norm = 0;
        int nfinite = 0;
        for (int d = 0; d < f->nbots; d++) {
            next[d] = q[d];
            if (!isfinite(q[d]) || q[d] == 0)
                continue;
            double denom = 0;
            for (int t = 0; t < f->ntables; t++) {
                if (!live[t] || !f->seats[t][d])
                    continue;
                double sum = 0;
                for (int e = 0; e < f->nbots; e++)
                    if (f->seats[t][e] && !isnan(q[e]))
                        sum += f->seats[t][e] * q[e];
                denom += f->games[t] * f->seats[t][d] / sum;
            }
            next[d] = w[d] / denom;
            norm += log(next[d]);
            nfinite++;
        }
        /* The likelihood does not see a common factor: keep the
         * geometric mean of the finite strengths at 1. */
        norm = nfinite ? exp(norm / nfinite) : 1;
        for (int d = 0; d < f->nbots; d++) {
            if (!isfinite(q[d]) || q[d] == 0)
                continue;
            next[d] /= norm;
            step = fmax(step, fabs(log(next[d] / q[d])));
            q[d] = next[d];
        }
        if (step < 1e-12)
            break;
    }
}

static double to_elo(double ratio)
{
    return 400.0 * log10(ratio);
}

void coup_arena_ratings(const coup_arena *a, const coup_arena_result *r,
                        coup_arena_rating out[])
{
    struct fit f;
    double q[COUP_ARENA_MAX_BOTS], rel[COUP_ARENA_MAX_BOTS];
    gather(a, r, &f);
    fit_strengths(&f, q);
    /* Strengths relative to the first bot; where the first bot is
     * unbeaten or never won, the others are 0 or infinite beside it (or
     * undefined, if equally extreme). */
    for (int d = 0; d < f.nbots; d++) {
        if (d == 0)
            rel[d] = 1;
        else if (isnan(q[0]) || isnan(q[d]))
            rel[d] = NAN;
        else if (isinf(q[0]))
            rel[d] = isinf(q[d]) ? NAN : 0;
        else if (q[0] == 0)
            rel[d] = q[d] == 0 ? NAN : INFINITY;
        else
            rel[d] = q[d] / q[0];
    }
    for (int d = 0; d < f.nbots; d++) {
        if (d == 0) {
            out[d].elo = out[d].low = out[d].high = 0;
            continue;
        }
        out[d].elo = to_elo(rel[d]);
        bool undefined = false;
        for (int e = 0; e < f.nbots; e++)
            undefined |= isnan(rel[e]);
        if (undefined) {
            out[d].low = out[d].high = NAN;
            continue;
        }
        /* The interval: the strengths at which d's expected share of its
         * seats meets the Wilson bounds of its observed share, the other
         * bots held at their fitted strengths. */
        double wins = 0, seats = 0, low, high;
        for (int t = 0; t < f.ntables; t++)
            if (f.seats[t][d]) {
                wins += f.wins[t][d];
                seats += f.games[t] * f.seats[t][d];
            }
        coup_wilson((long long)wins, (long long)seats, COUP_ARENA_Z95, &low,
                    &high);
        out[d].low = to_elo(solve(&f, rel, d, low));
        out[d].high = to_elo(solve(&f, rel, d, high));
    }
}
