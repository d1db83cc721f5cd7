#!/usr/bin/env python3
"""rating-check.py - expected values for tests/server/test_rating.c.

An implementation of the rating update of docs/ratings.md kept apart from
src/server/rating.c: it starts from the Plackett-Luce likelihood of a
finishing order and the posterior approximation of Weng and Lin (2011,
"A Bayesian Approximation Method for Online Ranking", JMLR 12), and
differentiates the likelihood numerically, in 60-digit decimal
arithmetic, where the C code uses the closed-form derivatives in
doubles. The closed forms are computed too, a stage of the ranking at a
time, and must agree with the numerical ones to 1e-25, or the script
stops.

    python3 scripts/rating-check.py            the C initialisers of the cases
    python3 scripts/rating-check.py --steady   where sigma settles (docs/ratings.md)

Standard library only. The cases' inputs are doubles, taken exactly
(Decimal(float)), and printed back with repr(), so that the C test reads
the very numbers this script started from; the results are printed as
the nearest double.
"""

import sys
from decimal import Decimal, getcontext

getcontext().prec = 60

D = Decimal
ONE = D(1)

# The defaults of docs/ratings.md, as doubles (rating.c's RATING_DEFAULT).
MU0 = 25.0
SIGMA0 = 25.0 / 3.0
BETA = 25.0 / 6.0
KAPPA = 1e-4
TAU = 25.0 / 300.0


def log_likelihood(theta, order, c):
    """ln P(order | theta) under Plackett-Luce with scale c: the winner is
    chosen from everyone with weights exp(theta/c), second place from the
    rest, and so on; order lists the players from first place to last."""
    total = D(0)
    for k, chosen in enumerate(order):
        rest = order[k:]
        denom = sum((theta[s] / c).exp() for s in rest)
        total += theta[chosen] / c - denom.ln()
    return total


def numeric_derivatives(theta, order, c, i):
    """First and second derivative of the log-likelihood in theta[i], by
    central differences (the step is far above the 60-digit rounding and
    its error, of order step^2, far below a double's)."""
    h1 = D("1e-20")
    h2 = D("1e-15")

    def at(x):
        t = list(theta)
        t[i] = theta[i] + x
        return log_likelihood(t, order, c)

    first = (at(h1) - at(-h1)) / (2 * h1)
    second = (at(h2) - 2 * at(D(0)) + at(-h2)) / (h2 * h2)
    return first, second


def closed_form_derivatives(theta, order, c):
    """The same derivatives for every player, stage by stage: at stage k the
    players still in are offered the place with softmax probabilities p;
    the chosen one gains (1 - p)/c, every other one loses p/c, and each
    one's curvature is -p(1 - p)/c^2."""
    n = len(theta)
    first = [D(0)] * n
    second = [D(0)] * n
    for k, chosen in enumerate(order):
        rest = order[k:]
        weights = {s: (theta[s] / c).exp() for s in rest}
        denom = sum(weights.values())
        for s in rest:
            p = weights[s] / denom
            first[s] += ((ONE if s == chosen else D(0)) - p) / c
            second[s] -= p * (ONE - p) / (c * c)
    return first, second


def update(players, places, beta=BETA, kappa=KAPPA, tau=TAU):
    """One game: players is a list of (mu, sigma) Decimals, places[i] the
    finishing place of player i (0 = winner). Returns the new list."""
    n = len(players)
    order = sorted(range(n), key=lambda i: places[i])
    beta, kappa, tau = D(beta), D(kappa), D(tau)
    # Dynamics first: each skill may have drifted since its last game.
    var = [s * s + tau * tau for _, s in players]
    c = sum(v + beta * beta for v in var).sqrt()
    theta = [m for m, _ in players]
    cf_first, cf_second = closed_form_derivatives(theta, order, c)
    out = []
    for i in range(n):
        first, second = numeric_derivatives(theta, order, c, i)
        if abs(first - cf_first[i]) > D("1e-25") or \
           abs(second - cf_second[i]) > D("1e-25"):
            sys.exit("rating-check.py: numerical and closed-form derivatives "
                     "disagree for player %d: %s %s vs %s %s"
                     % (i, first, second, cf_first[i], cf_second[i]))
        # Weng and Lin: mean + variance times the score at the prior mean;
        # variance times 1 - gamma * variance * (the negated curvature),
        # gamma = sigma/c, never below the fraction kappa.
        gamma = var[i].sqrt() / c
        mu = theta[i] + var[i] * first
        shrink = ONE - gamma * var[i] * (-second)
        out.append((mu, (var[i] * max(shrink, kappa)).sqrt()))
    return out


def exact(players):
    return [(D(m), D(s)) for m, s in players]


def lit(x):
    """A double as a C literal: the nearest double, shortest form."""
    return repr(float(x))


def emit_case(name, comment, before, places, after):
    print("    /* %s */" % comment)
    print("    {\"%s\", %d," % (name, len(before)))
    print("     {%s}," % ", ".join("{%s, %s}" % (lit(m), lit(s)) for m, s in before))
    print("     {%s}," % ", ".join(str(p) for p in places))
    print("     {%s}}," % ", ".join("{%s, %s}" % (lit(m), lit(s)) for m, s in after))


NEW = (MU0, SIGMA0)

# Seat 0 strongest, seat 3 weakest, with upsets: places of seats 0..3.
SEQUENCE = [
    [0, 1, 2, 3], [1, 0, 3, 2], [0, 2, 1, 3], [0, 1, 3, 2], [2, 0, 1, 3],
    [0, 1, 2, 3], [1, 2, 0, 3], [0, 3, 1, 2], [0, 1, 2, 3], [3, 0, 1, 2],
    [0, 2, 1, 3], [1, 0, 2, 3], [0, 1, 2, 3], [2, 1, 0, 3], [0, 1, 3, 2],
    [0, 2, 3, 1], [1, 0, 2, 3], [0, 1, 2, 3], [2, 3, 0, 1], [0, 1, 2, 3],
]


def cases():
    yield ("two_players", "two new players, seat 0 wins",
           [NEW, NEW], [0, 1])
    yield ("three_players", "three new players, seat 1 wins, seat 2 second",
           [NEW, NEW, NEW], [2, 0, 1])
    yield ("four_unequal", "four unequal players; the new one (seat 1) wins",
           [(30.0, 4.0), NEW, (18.5, 6.25), (36.0, 2.5)], [2, 0, 3, 1])
    yield ("ten_players", "ten players, mu 16..34, sigma 2..8.75, places scrambled",
           [(16.0 + 2 * i, 2.0 + 0.75 * i) for i in range(10)],
           [3, 7, 0, 9, 5, 1, 8, 2, 6, 4])
    yield ("favourite_wins", "heads-up, mu 35 against mu 15: the favourite wins",
           [(35.0, 3.0), (15.0, 3.0)], [0, 1])
    yield ("underdog_wins", "heads-up, mu 35 against mu 15: the underdog wins",
           [(35.0, 3.0), (15.0, 3.0)], [1, 0])
    yield ("kappa_floor", "ten equal means; seat 0 (sigma 50) last: "
           "1 - Delta < kappa, so sigma^2 is kept at kappa times its prior",
           [(25.0, 50.0)] + [(25.0, 1.0)] * 9,
           [9, 0, 1, 2, 3, 4, 5, 6, 7, 8])


def main():
    if sys.argv[1:] == ["--steady"]:
        steady()
        return
    if sys.argv[1:]:
        sys.exit("usage: rating-check.py [--steady]")
    print("/* Made by scripts/rating-check.py; do not edit by hand. */")
    print("static const fixed_case FIXED[] = {")
    for name, comment, before, places in cases():
        after = update(exact(before), places)
        emit_case(name, comment, before, places, after)
    print("};")
    print()
    print("/* The places of seats 0..3 in each game of the sequence. */")
    print("static const int SEQUENCE[%d][4] = {" % len(SEQUENCE))
    for game in SEQUENCE:
        print("    {%s}," % ", ".join(str(p) for p in game))
    print("};")
    players = exact([NEW] * 4)
    halfway = None
    for g, places in enumerate(SEQUENCE):
        players = update(players, places)
        if g == 9:
            halfway = players
    for label, state in (("after 10 games", halfway), ("after 20 games", players)):
        ident = "SEQUENCE_AFTER_%d" % (10 if state is halfway else 20)
        print("/* %s, from four new players */" % label.capitalize())
        print("static const rating %s[4] = {%s};" % (
            ident, ", ".join("{%s, %s}" % (lit(m), lit(s)) for m, s in state)))


def steady():
    """Where sigma settles: four new players, each game's places those of
    the last moved round by one, so that no one pulls ahead."""
    players = exact([NEW] * 4)
    for g in range(1, 2001):
        places = [(i + g) % 4 for i in range(4)]
        players = update(players, places)
        if g in (10, 50, 100, 500, 1000, 2000):
            print("after %4d games: sigma %s" % (
                g, " ".join("%.4f" % s for _, s in players)))


if __name__ == "__main__":
    main()
