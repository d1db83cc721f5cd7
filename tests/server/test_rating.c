/*
 * test_rating.c - the rating update (src/server/rating.h, docs/ratings.md):
 * the values of an implementation written apart from it, then the
 * properties a rating must have whatever the numbers: the winner rises
 * and the last falls, every sigma shrinks (but for the drift tau), seats
 * do not matter, equal players mirror each other, an upset moves more
 * than an expected win, a consistent order of strength shows in the
 * ratings, sigma settles rather than freezes, and bad input changes
 * nothing.
 *
 * FIXED, SEQUENCE and SEQUENCE_AFTER_* below are the output of
 *
 *     python3 scripts/rating-check.py
 *
 * pasted as it prints them: Weng and Lin's update worked out from the
 * Plackett-Luce likelihood with numerical derivatives in 60-digit decimal
 * arithmetic. After a change to the model or to RATING_DEFAULT, run it
 * again and paste its output over them.
 */
#include <math.h>
#include <string.h>

#include <coup/rng.h>

#include "server/rating.h"
#include "test.h"

/* a and b agree to within rel of the larger (both exact when rel is 0). */
#define CHECK_REL(a, b, rel)                                                 \
    do {                                                                     \
        double test_x_ = (a), test_y_ = (b);                                 \
        double test_m_ = fmax(fabs(test_x_), fabs(test_y_));                 \
        if (!test_check_(fabs(test_x_ - test_y_) <= (rel) * test_m_,         \
                         __FILE__, __LINE__, #a " ~ " #b))                   \
            fprintf(stderr, "    %.17g vs %.17g\n", test_x_, test_y_);       \
    } while (0)

#define REL 1e-9 /* against the script's values */

typedef struct fixed_case {
    const char *name;
    int n;
    rating before[COUP_MAX_PLAYERS];
    int place[COUP_MAX_PLAYERS];
    rating after[COUP_MAX_PLAYERS];
} fixed_case;

/* ---------------------------------------- scripts/rating-check.py's output */

/* Made by scripts/rating-check.py; do not edit by hand. */
static const fixed_case FIXED[] = {
    /* two new players, seat 0 wins */
    {"two_players", 2,
     {{25.0, 8.333333333333334}, {25.0, 8.333333333333334}},
     {0, 1},
     {{27.635389493140497, 8.065901413543681}, {22.364610506859503, 8.065901413543681}}},
    /* three new players, seat 1 wins, seat 2 second */
    {"three_players", 3,
     {{25.0, 8.333333333333334}, {25.0, 8.333333333333334}, {25.0, 8.333333333333334}},
     {2, 0, 1},
     {{21.413689149063217, 8.058224222802378}, {27.869048680749426, 8.205243377397995}, {25.717262170187357, 8.058224222802378}}},
    /* four unequal players; the new one (seat 1) wins */
    {"four_unequal", 4,
     {{30.0, 4.0}, {25.0, 8.333333333333334}, {18.5, 6.25}, {36.0, 2.5}},
     {2, 0, 3, 1},
     {{29.659091426129965, 3.972086522726526}, {28.96991159133422, 8.201081393958612}, {16.90588934735781, 6.129225159601523}, {36.03089998490038, 2.497982021259474}}},
    /* ten players, mu 16..34, sigma 2..8.75, places scrambled */
    {"ten_players", 10,
     {{16.0, 2.0}, {18.0, 2.75}, {20.0, 3.5}, {22.0, 4.25}, {24.0, 5.0}, {26.0, 5.75}, {28.0, 6.5}, {30.0, 7.25}, {32.0, 8.0}, {34.0, 8.75}},
     {3, 7, 0, 9, 5, 1, 8, 2, 6, 4},
     {{16.12302302321132, 2.0015373173418416}, {17.987623008857657, 2.7490860930175383}, {20.50113392486465, 3.5005237705887717}, {20.660914398565705, 4.233029514570479}, {24.25210549919263, 4.982504524477129}, {27.156576643194157, 5.741613251240097}, {25.787370361904458, 6.385957413839534}, {31.4003005839754, 7.20877194007255}, {30.77211912599034, 7.80026642435761}, {34.30680005972212, 8.559563464192882}}},
    /* heads-up, mu 35 against mu 15: the favourite wins */
    {"favourite_wins", 2,
     {{35.0, 3.0}, {15.0, 3.0}},
     {0, 1},
     {{35.07423989333046, 2.9951909182455343}, {14.925760106669543, 2.9951909182455343}}},
    /* heads-up, mu 35 against mu 15: the underdog wins */
    {"underdog_wins", 2,
     {{35.0, 3.0}, {15.0, 3.0}},
     {1, 0},
     {{33.8339493464971, 2.9951909182455343}, {16.1660506535029, 2.9951909182455343}}},
    /* ten equal means; seat 0 (sigma 50) last: 1 - Delta < kappa, so sigma^2 is kept at kappa times its prior */
    {"kappa_floor", 10,
     {{25.0, 50.0}, {25.0, 1.0}, {25.0, 1.0}, {25.0, 1.0}, {25.0, 1.0}, {25.0, 1.0}, {25.0, 1.0}, {25.0, 1.0}, {25.0, 1.0}, {25.0, 1.0}},
     {9, 0, 1, 2, 3, 4, 5, 6, 7, 8},
     {{-68.10688876325875, 0.5000006944439622}, {25.01749699786611, 1.0034658865242996}, {25.015336874672762, 1.003465526167459}, {25.012906736080247, 1.00346512710026}, {25.010129434831658, 1.0034646803309624}, {25.006889250041638, 1.003464173578509}, {25.003001028293614, 1.0034635897993658}, {24.998140751108583, 1.00346290568275}, {24.991660381528543, 1.0034620948772681}, {24.98193982715848, 1.0034611827203177}}},
};

/* The places of seats 0..3 in each game of the sequence. */
static const int SEQUENCE[20][4] = {
    {0, 1, 2, 3},
    {1, 0, 3, 2},
    {0, 2, 1, 3},
    {0, 1, 3, 2},
    {2, 0, 1, 3},
    {0, 1, 2, 3},
    {1, 2, 0, 3},
    {0, 3, 1, 2},
    {0, 1, 2, 3},
    {3, 0, 1, 2},
    {0, 2, 1, 3},
    {1, 0, 2, 3},
    {0, 1, 2, 3},
    {2, 1, 0, 3},
    {0, 1, 3, 2},
    {0, 2, 3, 1},
    {1, 0, 2, 3},
    {0, 1, 2, 3},
    {2, 3, 0, 1},
    {0, 1, 2, 3},
};
/* After 10 games, from four new players */
static const rating SEQUENCE_AFTER_10[4] = {{32.00125104504656, 7.065278310165838}, {28.78067419022309, 6.8955059662368825}, {25.556693702818585, 6.830877988695892}, {13.703717636886106, 6.743477824310379}};
/* After 20 games, from four new players */
static const rating SEQUENCE_AFTER_20[4] = {{37.97672099554357, 6.056855457417564}, {30.082139392173058, 5.7956374563426705}, {22.33307277208489, 5.757148627796762}, {9.948950964694147, 5.952319899208017}};

/* ------------------------------------------------------------- helpers */

#define NFIXED ((int)(sizeof FIXED / sizeof FIXED[0]))

static const rating_params *DEF = &RATING_DEFAULT;

/* n new players. */
static void fresh(rating *r, int n)
{
    for (int i = 0; i < n; i++)
        r[i] = rating_new(NULL);
}

/* The case of FIXED of that name. */
static const fixed_case *fixed(const char *name)
{
    for (int c = 0; c < NFIXED; c++)
        if (!strcmp(FIXED[c].name, name))
            return &FIXED[c];
    return NULL;
}

/* The seat that finished k-th. */
static int seat_at(const int *place, int n, int k)
{
    for (int i = 0; i < n; i++)
        if (place[i] == k)
            return i;
    return -1;
}

/* ------------------------------------------------- the script's values */

TEST(matches_rating_check_cases)
{
    for (int c = 0; c < NFIXED; c++) {
        const fixed_case *f = &FIXED[c];
        rating r[COUP_MAX_PLAYERS];
        memcpy(r, f->before, sizeof r);
        CHECK_INT(rating_update(r, f->place, f->n, DEF), ==, 0);
        for (int i = 0; i < f->n; i++) {
            CHECK_REL(r[i].mu, f->after[i].mu, REL);
            CHECK_REL(r[i].sigma, f->after[i].sigma, REL);
        }
    }
}

TEST(matches_rating_check_sequence)
{
    rating r[4];
    fresh(r, 4);
    for (int g = 0; g < 20; g++) {
        CHECK_INT(rating_update(r, SEQUENCE[g], 4, DEF), ==, 0);
        const rating *want = g == 9 ? SEQUENCE_AFTER_10
                           : g == 19 ? SEQUENCE_AFTER_20 : NULL;
        for (int i = 0; want && i < 4; i++) {
            CHECK_REL(r[i].mu, want[i].mu, REL);
            CHECK_REL(r[i].sigma, want[i].sigma, REL);
        }
    }
    /* Seat 0 won 12 of the 20 and seat 3 was last in 13: so they end. */
    CHECK(r[0].mu > r[1].mu && r[1].mu > r[2].mu && r[2].mu > r[3].mu);
}

/* The bound on sigma: kappa_floor's seat 0 (sigma 50, last of ten equal
 * means) would lose more than its whole variance; it keeps kappa of it. */
TEST(kappa_keeps_a_fraction_of_the_variance)
{
    const fixed_case *f = fixed("kappa_floor");
    REQUIRE(f != NULL);
    rating r[COUP_MAX_PLAYERS];
    memcpy(r, f->before, sizeof r);
    CHECK_INT(rating_update(r, f->place, f->n, DEF), ==, 0);
    double prior = 50.0 * 50.0 + DEF->tau * DEF->tau;
    CHECK_REL(r[0].sigma, sqrt(prior * DEF->kappa), 1e-15);
    CHECK_REL(r[0].sigma, 0.5000006944439622, REL);
}

/* ---------------------------------------------------------- properties */

TEST(winner_rises_last_falls)
{
    for (int c = 0; c < NFIXED; c++) {
        const fixed_case *f = &FIXED[c];
        int first = seat_at(f->place, f->n, 0);
        int last = seat_at(f->place, f->n, f->n - 1);
        CHECK(f->after[first].mu > f->before[first].mu);
        CHECK(f->after[last].mu < f->before[last].mu);
    }
    /* Among equals the new means fall with every place, at any size; two
     * players move by +-2.6353894931 (the script's two_players). */
    for (int n = COUP_MIN_PLAYERS; n <= COUP_MAX_PLAYERS; n++) {
        rating r[COUP_MAX_PLAYERS];
        int place[COUP_MAX_PLAYERS];
        fresh(r, n);
        for (int i = 0; i < n; i++)
            place[i] = (i + 3) % n;
        CHECK_INT(rating_update(r, place, n, DEF), ==, 0);
        for (int k = 1; k < n; k++)
            CHECK(r[seat_at(place, n, k - 1)].mu > r[seat_at(place, n, k)].mu);
        CHECK(r[seat_at(place, n, 0)].mu > DEF->mu0);
        CHECK(r[seat_at(place, n, n - 1)].mu < DEF->mu0);
        if (n == 2)
            CHECK_REL(r[seat_at(place, n, 0)].mu - DEF->mu0, 2.6353894931, 1e-9);
    }
}

/* A game's news can only narrow a belief; tau widens it beforehand, so a
 * sigma ends at most sqrt(sigma^2 + tau^2). Without tau, or from a new
 * player's sigma, it ends below where it began. */
TEST(every_sigma_shrinks_up_to_tau)
{
    rating_params still = RATING_DEFAULT;
    still.tau = 0.0;
    for (int c = 0; c < NFIXED; c++) {
        const fixed_case *f = &FIXED[c];
        rating r[COUP_MAX_PLAYERS];
        memcpy(r, f->before, sizeof r);
        CHECK_INT(rating_update(r, f->place, f->n, &still), ==, 0);
        for (int i = 0; i < f->n; i++) {
            double s = f->before[i].sigma;
            CHECK(f->after[i].sigma <= sqrt(s * s + DEF->tau * DEF->tau));
            CHECK(r[i].sigma < s);
            if (s == DEF->sigma0)
                CHECK(f->after[i].sigma < s);
        }
    }
    /* With tau, a settled sigma may grow: two players of sigma 1 learn
     * less from one game than a drift of tau adds. */
    rating r[2] = {{25.0, 1.0}, {25.0, 1.0}};
    int place[2] = {0, 1};
    CHECK_INT(rating_update(r, place, 2, DEF), ==, 0);
    CHECK(r[0].sigma > 1.0 && r[0].sigma < sqrt(1.0 + DEF->tau * DEF->tau));
}

/* The same game with the seats in another order: the same ratings, to
 * the bit (rating.c sums in finishing order). */
TEST(seat_order_does_not_matter)
{
    coup_rng rng;
    coup_rng_seed(&rng, 7);
    for (int c = 0; c < NFIXED; c++) {
        const fixed_case *f = &FIXED[c];
        int n = f->n;
        for (int t = 0; t < 20; t++) {
            int perm[COUP_MAX_PLAYERS], place[COUP_MAX_PLAYERS];
            rating r[COUP_MAX_PLAYERS], base[COUP_MAX_PLAYERS];
            for (int i = 0; i < n; i++)
                perm[i] = t == 0 ? n - 1 - i : i; /* first: reversed */
            for (int i = n - 1; t > 0 && i > 0; i--) {
                int j = (int)coup_rng_below(&rng, (uint32_t)i + 1);
                int x = perm[i];
                perm[i] = perm[j];
                perm[j] = x;
            }
            memcpy(base, f->before, sizeof base);
            CHECK_INT(rating_update(base, f->place, n, DEF), ==, 0);
            for (int i = 0; i < n; i++) { /* seat i now holds player perm[i] */
                r[i] = f->before[perm[i]];
                place[i] = f->place[perm[i]];
            }
            CHECK_INT(rating_update(r, place, n, DEF), ==, 0);
            for (int i = 0; i < n; i++) {
                CHECK(r[i].mu == base[perm[i]].mu);
                CHECK(r[i].sigma == base[perm[i]].sigma);
            }
        }
    }
}

/* Two players of the same rating who swap results swap their new
 * ratings; heads-up, one gains exactly what the other loses. */
TEST(equal_players_mirror)
{
    rating a[2], b[2];
    int won[2] = {0, 1}, lost[2] = {1, 0};
    fresh(a, 2);
    fresh(b, 2);
    CHECK_INT(rating_update(a, won, 2, DEF), ==, 0);
    CHECK_INT(rating_update(b, lost, 2, DEF), ==, 0);
    CHECK(a[0].mu == b[1].mu && a[1].mu == b[0].mu);
    CHECK(a[0].sigma == b[1].sigma && a[1].sigma == b[0].sigma);
    CHECK_REL(a[0].mu - DEF->mu0, DEF->mu0 - a[1].mu, 1e-14);
    CHECK(a[0].sigma == a[1].sigma);

    /* Four players, seats 1 and 2 alike, the others not. */
    rating before[4] = {{31.0, 3.0}, {24.0, 5.5}, {24.0, 5.5}, {18.0, 7.0}};
    int p[4] = {3, 0, 2, 1}, q[4] = {3, 2, 0, 1};
    rating x[4], y[4];
    memcpy(x, before, sizeof x);
    memcpy(y, before, sizeof y);
    CHECK_INT(rating_update(x, p, 4, DEF), ==, 0);
    CHECK_INT(rating_update(y, q, 4, DEF), ==, 0);
    CHECK(x[1].mu == y[2].mu && x[2].mu == y[1].mu);
    CHECK(x[1].sigma == y[2].sigma && x[2].sigma == y[1].sigma);
    for (int i = 0; i < 4; i += 3) {
        CHECK(x[i].mu == y[i].mu);
        CHECK(x[i].sigma == y[i].sigma);
    }
    CHECK(x[1].mu > before[1].mu && x[1].mu > x[2].mu);
}

/* Heads-up, mu 35 against mu 15 (sigma 3 each): the favourite's win was
 * expected and moves the means by 0.074; the underdog's moves them by
 * 1.166, 15 times as much (the script's favourite_wins, underdog_wins). */
TEST(upset_moves_more_than_expected_win)
{
    const fixed_case *fav = fixed("favourite_wins"), *dog = fixed("underdog_wins");
    REQUIRE(fav != NULL && dog != NULL);
    rating a[2], b[2];
    memcpy(a, fav->before, sizeof a);
    memcpy(b, dog->before, sizeof b);
    CHECK_INT(rating_update(a, fav->place, 2, DEF), ==, 0);
    CHECK_INT(rating_update(b, dog->place, 2, DEF), ==, 0);
    double expected = a[0].mu - 35.0, upset = b[1].mu - 15.0;
    CHECK_REL(expected, fav->after[0].mu - 35.0, 1e-9);
    CHECK_REL(upset, dog->after[1].mu - 15.0, 1e-9);
    CHECK(expected > 0.074 && expected < 0.075);
    CHECK(upset > 1.166 && upset < 1.167);
    CHECK(upset > 15.0 * expected);
    /* Equal sigmas: what one gains, the other loses. */
    CHECK_REL(a[1].mu - 15.0, -expected, 1e-12);
    CHECK_REL(b[0].mu - 35.0, -upset, 1e-12);
}

/* Five players of true skills 0, 3, 6, 9, 12 play 300 games whose
 * finishing orders are drawn from the Plackett-Luce model itself: after
 * them, the shown ratings stand in the order of the skills. */
TEST(consistent_strength_order_separates)
{
    enum { N = 5, GAMES = 300 };
    const double skill[N] = {0.0, 3.0, 6.0, 9.0, 12.0};
    coup_rng rng;
    coup_rng_seed(&rng, 2011);
    rating r[N];
    fresh(r, N);
    for (int g = 0; g < GAMES; g++) {
        int place[N], left = N;
        int in[N] = {0, 1, 2, 3, 4};
        for (int k = 0; k < N; k++, left--) { /* place k among those left */
            double sum = 0.0, u;
            for (int j = 0; j < left; j++)
                sum += exp(skill[in[j]] / DEF->beta);
            u = coup_rng_unit(&rng) * sum;
            int j = 0;
            for (; j < left - 1; j++) {
                u -= exp(skill[in[j]] / DEF->beta);
                if (u < 0.0)
                    break;
            }
            place[in[j]] = k;
            in[j] = in[left - 1];
        }
        CHECK_INT(rating_update(r, place, N, DEF), ==, 0);
    }
    for (int i = 1; i < N; i++)
        CHECK(rating_shown(r[i]) > rating_shown(r[i - 1]) + 100.0);
    for (int i = 0; i < N; i++)
        CHECK(r[i].sigma < 2.5);
}

/* Sigma settles where a game's news balances tau (1.59 in four-player
 * games among equals; docs/ratings.md) and stays there; without tau it
 * keeps falling, and ever smaller steps would follow a changed player. */
TEST(sigma_settles_with_tau)
{
    rating_params still = RATING_DEFAULT;
    still.tau = 0.0;
    rating with[4], without[4];
    fresh(with, 4);
    fresh(without, 4);
    for (int g = 1; g <= 2000; g++) {
        int place[4];
        for (int i = 0; i < 4; i++)
            place[i] = (i + g) % 4;
        CHECK_INT(rating_update(with, place, 4, DEF), ==, 0);
        CHECK_INT(rating_update(without, place, 4, &still), ==, 0);
    }
    for (int i = 0; i < 4; i++) {
        CHECK(with[i].sigma > 1.585 && with[i].sigma < 1.600);
        CHECK(without[i].sigma < 1.2);
    }
}

/* -------------------------------------------------------------- refusals */

/* Each bad input: -1, and r as it was, byte for byte. */
TEST(bad_input_leaves_r_untouched)
{
    const rating good = {25.0, 25.0 / 3.0};
    const int ok[4] = {2, 0, 3, 1};
    static const int bad_places[][4] = {
        {0, 0, 1, 2},  /* a place twice */
        {0, 1, 2, 4},  /* past n - 1 */
        {-1, 0, 1, 2}, /* negative */
        {1, 2, 3, 4},  /* no winner */
    };
    static const rating bad_ratings[] = {
        {25.0, 0.0}, {25.0, -1.0}, {25.0, NAN}, {25.0, INFINITY},
        {NAN, 8.0}, {INFINITY, 8.0}, {-INFINITY, 8.0},
        {25.0, 1e200}, /* finite, but its square is not */
    };
    rating r[COUP_MAX_PLAYERS + 1], saved[COUP_MAX_PLAYERS + 1];
    int place[COUP_MAX_PLAYERS + 1];
    for (int i = 0; i <= COUP_MAX_PLAYERS; i++) {
        r[i] = (rating){20.0 + i, 3.0 + 0.25 * i};
        place[i] = i;
    }
    memcpy(saved, r, sizeof saved);

    /* n out of range, NULL pointers. */
    const int bad_n[] = {-1, 0, 1, COUP_MAX_PLAYERS + 1, 1000};
    for (size_t k = 0; k < sizeof bad_n / sizeof bad_n[0]; k++)
        CHECK_INT(rating_update(r, place, bad_n[k], DEF), ==, -1);
    CHECK_INT(rating_update(NULL, place, 4, DEF), ==, -1);
    CHECK_INT(rating_update(r, NULL, 4, DEF), ==, -1);
    CHECK_INT(rating_update(r, place, 4, NULL), ==, -1);
    CHECK_MEM(r, saved, sizeof r);

    /* Places that are not a permutation. */
    for (size_t k = 0; k < sizeof bad_places / sizeof bad_places[0]; k++)
        CHECK_INT(rating_update(r, bad_places[k], 4, DEF), ==, -1);
    CHECK_MEM(r, saved, sizeof r);

    /* One bad rating among good ones, in each seat. */
    for (size_t k = 0; k < sizeof bad_ratings / sizeof bad_ratings[0]; k++)
        for (int seat = 0; seat < 4; seat++) {
            rating t[4] = {good, good, good, good}, u[4];
            t[seat] = bad_ratings[k];
            memcpy(u, t, sizeof u);
            CHECK_INT(rating_update(t, ok, 4, DEF), ==, -1);
            CHECK_MEM(t, u, sizeof t);
        }

    /* Parameters out of range. */
    rating_params bad[9];
    for (int k = 0; k < 9; k++)
        bad[k] = RATING_DEFAULT;
    bad[0].beta = 0.0;
    bad[1].beta = -1.0;
    bad[2].beta = NAN;
    bad[3].kappa = 0.0;
    bad[4].kappa = 1.5;
    bad[5].kappa = NAN;
    bad[6].tau = -0.1;
    bad[7].tau = INFINITY;
    bad[8].beta = INFINITY;
    for (int k = 0; k < 9; k++)
        CHECK_INT(rating_update(r, ok, 4, &bad[k]), ==, -1);
    CHECK_MEM(r, saved, sizeof r);

    /* And the same r with good input is taken (the refusals above were
     * for their own reason). */
    CHECK_INT(rating_update(r, ok, 4, DEF), ==, 0);
    CHECK(memcmp(r, saved, 4 * sizeof *r) != 0);
    CHECK_MEM(r + 4, saved + 4, sizeof r - 4 * sizeof *r);
}

/* Means far apart are taken without overflow: the choice of each place
 * is weighed relative to the best left. */
TEST(far_apart_means)
{
    rating r[3] = {{1e6, 2.0}, {0.0, 2.0}, {-1e6, 2.0}};
    int place[3] = {2, 1, 0}; /* the least expected order */
    CHECK_INT(rating_update(r, place, 3, DEF), ==, 0);
    for (int i = 0; i < 3; i++)
        CHECK(isfinite(r[i].mu) && isfinite(r[i].sigma) && r[i].sigma > 0.0);
    CHECK(r[0].mu < 1e6 && r[2].mu > -1e6);
}

/* ------------------------------------------------ new players, shown */

TEST(defaults_and_new_players)
{
    CHECK(RATING_DEFAULT.mu0 == 25.0);
    CHECK_REL(RATING_DEFAULT.sigma0, 25.0 / 3.0, 1e-15);
    CHECK_REL(RATING_DEFAULT.beta, RATING_DEFAULT.sigma0 / 2.0, 1e-15);
    CHECK(RATING_DEFAULT.kappa == 1e-4);
    CHECK_REL(RATING_DEFAULT.tau, RATING_DEFAULT.sigma0 / 100.0, 1e-15);

    rating a = rating_new(NULL), b = rating_new(DEF);
    CHECK(a.mu == 25.0 && a.sigma == RATING_DEFAULT.sigma0);
    CHECK(b.mu == a.mu && b.sigma == a.sigma);
    rating_params other = RATING_DEFAULT;
    other.mu0 = 1200.0;
    other.sigma0 = 350.0;
    rating c = rating_new(&other);
    CHECK(c.mu == 1200.0 && c.sigma == 350.0);
}

TEST(shown_rating)
{
    CHECK(rating_shown(rating_new(NULL)) == 1500.0);
    /* 1500 + 30 (mu - 3 sigma) */
    CHECK_REL(rating_shown((rating){25.0, 1.0}), 1500.0 + 30.0 * 22.0, 1e-12);
    CHECK_REL(rating_shown((rating){40.0, 2.0}), 1500.0 + 30.0 * 34.0, 1e-12);
    CHECK_REL(rating_shown((rating){10.0, 5.0}), 1500.0 - 30.0 * 5.0, 1e-12);
    /* One win heads-up from new: mu + 2.635, sigma - 0.267. */
    rating r[2];
    int place[2] = {0, 1};
    fresh(r, 2);
    CHECK_INT(rating_update(r, place, 2, DEF), ==, 0);
    CHECK_REL(rating_shown(r[0]), 1500.0 + 30.0 * (27.635389493140497 - 3.0 * 8.065901413543681), 1e-12);
    CHECK(rating_shown(r[1]) < 1500.0);
}

TEST_MAIN()
