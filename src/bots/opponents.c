/*
 * opponents.c - what the `search` bot learns of each opponent
 * (opponents.h; docs/ai.md, "Opponent models").
 */
#include <math.h>
#include <string.h>

#include "bots/actions.h"
#include "bots/opponents.h"

/* The bluffing ratios of the grid, and the prior over them in each
 * situation: at a table of three or more its geometric mean is 0.04 (the
 * fixed ratio the search used before it learnt, and the best of those
 * tried against `heuristic` at four players); heads-up 0.15, since
 * players bluff more there. */
static const double ratio[COUP__NRATIO] = {0.01, 0.03, 0.1, 0.3, 1.0};
static const double prior[2][COUP__NRATIO] = {
    {0.25, 0.40, 0.25, 0.07, 0.03},
    {0.05, 0.15, 0.35, 0.30, 0.15},
};
/* The challenge rate's prior: Beta(0.5, 2), a challenge in five windows. */
#define CHALLENGE_A 0.5
#define CHALLENGE_B 2.0
/* Evidence at which a model counts for half: challenge windows, and
 * claims judged. */
#define CHALLENGE_HALF 2.0
#define VERDICT_HALF 3.0
/* A seat whose challenge rate is below this (and that never challenged),
 * or above one minus it, is played by its rate at every one of its
 * challenge decisions. */
#define CERTAIN 0.05
/* A seat bluffing at this ratio or more is left to the tree's own play. */
#define RATIO_FREE 0.1
/* How much an estimate for one situation borrows of the other's. */
#define BORROW 0.5
/* Attacks' worth of evidence that the aim is at chance: the prior. */
#define AIM_PRIOR 2.0

bool coup__headsup(const coup_obs *o)
{
    int alive = 0;
    for (int p = 0; p < o->players; p++)
        alive += o->hidden[p] > 0;
    return alive == 2;
}

int coup__opp_claim(const coup_obs *before, coup_move m)
{
    if (before->phase == COUP_PH_ACTION)
        return coup__claim_of(m.type, before->flags);
    if (before->phase == COUP_PH_BLOCK && m.type == COUP_MV_BLOCK)
        return m.card;
    return COUP_NOCARD;
}

/* The model of seat p: kept by p's place relative to ours, which is what
 * stays from one game of a match to the next (the arena keeps the order
 * of its entries around a table; a server room its seats). */
static coup__opponent *model(coup__opponents *op, int p)
{
    return &op->m[(p - op->seat + op->players) % op->players];
}

static const coup__opponent *model_of(const coup__opponents *op, int p)
{
    return model((coup__opponents *)op, p);
}

void coup__opp_start(coup__opponents *op, const coup_obs *o, bool recall)
{
    if (!recall || op->players != o->players || !op->games) {
        memset(op, 0, sizeof *op);
    } else {
        /* What earlier games taught counts less with each game, so that
         * a player who changes is followed. */
        for (int d = 0; d < op->players; d++) {
            coup__opponent *m = &op->m[d];
            for (int s = 0; s < 2; s++) {
                m->asked[s] *= COUP__RECALL;
                m->challenged[s] *= COUP__RECALL;
                m->verdicts[s] *= COUP__RECALL;
                for (int k = 0; k < COUP__NRATIO; k++)
                    m->logpost[s][k] *= COUP__RECALL;
            }
            m->attacks *= COUP__RECALL;
            m->aimed *= COUP__RECALL;
            m->chance *= COUP__RECALL;
            m->nclaims = 0;
        }
    }
    op->seat = o->seat;
    op->players = o->players;
    op->games++;
}

/* A verdict on a claim of seat m: true or not, made with our odds `odds`
 * that it held the card, in situation `sit`. */
static void judge(coup__opponent *m, int sit, double odds, bool truth)
{
    double q = odds < 0.02 ? 0.02 : odds > 0.98 ? 0.98 : odds;
    for (int k = 0; k < COUP__NRATIO; k++) {
        double bluff = (1 - q) * ratio[k];
        double like = (truth ? q : bluff) / (q + bluff);
        m->logpost[sit][k] += log(like);
    }
    m->verdicts[sit] += 1;
}

/* Drops claim i of seat m. */
static void forget(coup__opponent *m, int i)
{
    m->nclaims--;
    memmove(m->card + i, m->card + i + 1, (size_t)(m->nclaims - i));
    memmove(m->sit + i, m->sit + i + 1, (size_t)(m->nclaims - i));
    memmove(m->odds + i, m->odds + i + 1,
            (size_t)(m->nclaims - i) * sizeof m->odds[0]);
}

/* Every claim of c since the hand changed was true: the card is seen. */
static void backed(coup__opponent *m, int c)
{
    for (int i = m->nclaims - 1; i >= 0; i--)
        if (m->card[i] == c) {
            judge(m, m->sit[i], m->odds[i], true);
            forget(m, i);
        }
}

/* The latest claim of c, judged. */
static void verdict(coup__opponent *m, int c, bool truth)
{
    for (int i = m->nclaims - 1; i >= 0; i--)
        if (m->card[i] == c) {
            judge(m, m->sit[i], m->odds[i], truth);
            forget(m, i);
            return;
        }
}

unsigned coup__opp_named(int type, unsigned flags, unsigned seats,
                         const uint8_t *hidden, const uint8_t *coins,
                         const uint8_t *story)
{
    unsigned avoid = coup__blockers_mask(type, flags), pool = 0, named = 0;
    for (int q = 0; q < COUP_MAX_PLAYERS; q++)
        if ((seats >> q & 1) && !(story[q] & avoid))
            pool |= 1u << q;
    if (!pool) /* every one claims a blocker: the rule doubts them all */
        pool = seats;
    long top = -1;
    for (int q = 0; q < COUP_MAX_PLAYERS; q++) {
        if (!(pool >> q & 1))
            continue;
        long score = type == COUP_MV_STEAL ? coins[q]
                                           : hidden[q] * 100L + coins[q];
        if (score > top) {
            top = score;
            named = 0;
        }
        if (score == top)
            named |= 1u << q;
    }
    return named;
}

/* An attack of seat m's: was it at the seat the rule names, and what
 * were the odds that chance would have sent it there. */
static void aimed(coup__opponent *m, const coup_obs *before, int mover,
                  coup_move seen, const coup__beliefs *bel)
{
    if (before->phase != COUP_PH_ACTION ||
        (seen.type != COUP_MV_COUP && seen.type != COUP_MV_ASSASSINATE &&
         seen.type != COUP_MV_STEAL) ||
        seen.target >= before->players)
        return;
    unsigned alive = 0, seats;
    uint8_t story[COUP_MAX_PLAYERS] = {0};
    for (int q = 0; q < before->players; q++) {
        alive |= (unsigned)(before->hidden[q] > 0) << q;
        story[q] = bel ? bel->m[q].story : 0;
    }
    seats = coup_rivals(alive, before->reform, before->flags, mover);
    if (seen.type == COUP_MV_STEAL)
        for (int q = 0; q < before->players; q++)
            if (!before->coins[q])
                seats &= ~(1u << q);
    if (!(seats >> seen.target & 1) || __builtin_popcount(seats) < 2)
        return; /* no choice made */
    unsigned named = coup__opp_named(seen.type, before->flags, seats,
                                     before->hidden, before->coins, story);
    m->attacks += 1;
    m->aimed += named >> seen.target & 1;
    m->chance += (float)__builtin_popcount(named) /
                 (float)__builtin_popcount(seats);
}

void coup__opp_see(coup__opponents *op, const coup_obs *before, int mover,
                   coup_move seen, double odds, const coup__beliefs *bel)
{
    int sit = coup__headsup(before);
    if (seen.type == COUP_MV_SWAP && before->target < COUP_MAX_PLAYERS)
        model(op, before->target)->nclaims = 0; /* a new hand */
    if (mover < 0 || mover >= op->players || mover == op->seat)
        return;
    coup__opponent *m = model(op, mover);
    if (!sit)
        aimed(m, before, mover, seen, bel);
    int c = coup__opp_claim(before, seen);
    if (c != COUP_NOCARD && m->nclaims < COUP__CLAIMS) {
        m->card[m->nclaims] = (uint8_t)c;
        m->sit[m->nclaims] = (uint8_t)sit;
        m->odds[m->nclaims++] = (float)odds;
    }
    switch (seen.type) {
    case COUP_MV_PASS:
    case COUP_MV_CHALLENGE:
        if (before->phase == COUP_PH_CHALLENGE) {
            m->asked[sit] += 1;
            m->challenged[sit] += seen.type == COUP_MV_CHALLENGE;
        }
        break;
    case COUP_MV_PROVE:
        if (before->action == COUP_MV_EMBEZZLE && seen.card < COUP_NCARDS) {
            /* R18: the whole hand shown; each claim since the hand
             * changed was true exactly when its card is in it. */
            unsigned hand = 1u << seen.card;
            if (seen.card2 < COUP_NCARDS)
                hand |= 1u << seen.card2;
            while (m->nclaims) {
                int k = m->card[m->nclaims - 1];
                verdict(m, k, hand >> k & 1);
            }
        } else {
            verdict(m, before->claim, true);
        }
        m->nclaims = 0; /* the proven cards are replaced */
        break;
    case COUP_MV_CONCEDE:
        /* Conceding an Embezzlement's challenge tells of no claim of a
         * card (R18: it claimed to hold none). */
        if (before->action != COUP_MV_EMBEZZLE)
            verdict(m, before->claim, false);
        break;
    case COUP_MV_KEEP:
        m->nclaims = 0;
        break;
    case COUP_MV_SHOW:
        if (seen.card < COUP_NCARDS)
            backed(m, seen.card);
        if (seen.card2 < COUP_NCARDS)
            backed(m, seen.card2);
        break;
    case COUP_MV_LOSE:
        if (seen.card < COUP_NCARDS)
            backed(m, seen.card);
        if (before->hidden[mover] <= 1) /* out: no card backs the rest */
            while (m->nclaims)
                verdict(m, m->card[m->nclaims - 1], false);
        break;
    default:
        break;
    }
}

/* The posterior's geometric mean of the ratio in situation sit; the
 * verdicts behind it, and the odds that a bluff the tree offers the seat
 * is one it would make (a ratio of RATIO_FREE or more makes them all). */
static double ratio_of(const coup__opponent *m, int sit, double *verdicts,
                       double *free)
{
    double lp[COUP__NRATIO], top = -1e300, sum = 0, mean = 0, f = 0;
    for (int k = 0; k < COUP__NRATIO; k++) {
        lp[k] = log(prior[sit][k]) + m->logpost[sit][k] +
                BORROW * m->logpost[!sit][k];
        if (lp[k] > top)
            top = lp[k];
    }
    for (int k = 0; k < COUP__NRATIO; k++) {
        double w = exp(lp[k] - top);
        sum += w;
        mean += w * log(ratio[k]);
        f += w * (ratio[k] < RATIO_FREE ? ratio[k] / RATIO_FREE : 1);
    }
    if (verdicts)
        *verdicts = m->verdicts[sit] + BORROW * m->verdicts[!sit];
    if (free)
        *free = f / sum;
    return exp(mean / sum);
}

double coup__opp_ratio(const coup__opponents *op, int p, bool headsup)
{
    return ratio_of(model_of(op, p), headsup, NULL, NULL);
}

coup__tendency coup__opp_tendency(const coup__opponents *op,
                                  const coup_obs *o, int p)
{
    const coup__opponent *m = model_of(op, p);
    int s = coup__headsup(o);
    coup__tendency t;
    double asked = m->asked[s] + BORROW * m->asked[!s];
    double made = m->challenged[s] + BORROW * m->challenged[!s];
    double rate = (made + CHALLENGE_A) / (asked + CHALLENGE_A + CHALLENGE_B);
    double sure = asked / (asked + CHALLENGE_HALF);
    double verdicts, free, r = ratio_of(m, s, &verdicts, &free);
    double known = verdicts / (verdicts + VERDICT_HALF);
    t.challenge = (float)rate;
    /* Predictable seats (rarely or nearly always challenging) are played
     * by the model; a seat that challenges half the time, by the tree.
     * Once the evidence puts a seat's rate within CERTAIN of 0 or 1 (at
     * least 8 windows without a challenge), the tree no longer lets it
     * challenge where a rational player would: it plays its rate. Not a
     * seat that has challenged, though rarely: it may challenge where it
     * knows (the heuristic, which challenges what it can see is a bluff,
     * was played as if it never would, and the search lost ten points to
     * three of it at four players). */
    if ((rate < CERTAIN && made < 0.5) || rate > 1 - CERTAIN)
        t.force = 1;
    else
        t.force = (float)(sure * (1 - 4 * rate * (1 - rate)));
    t.ratio = (float)r;
    /* Bluffs are left out as far as the evidence says the seat bluffs
     * less than the prior does. */
    double prior_free = 0;
    for (int k = 0; k < COUP__NRATIO; k++)
        prior_free += prior[s][k] *
                      (ratio[k] < RATIO_FREE ? ratio[k] / RATIO_FREE : 1);
    t.allow = (float)(free < prior_free ? free / prior_free : 1);
    double roll = (1 - sure) * COUP__ROLL_CHALLENGE + sure * 100 * rate;
    t.roll_challenge = (uint8_t)(roll + 0.5);
    t.roll_block = (uint8_t)(COUP__ROLL_BLOCK * t.allow + 0.5);
    double bluff = COUP__ROLL_BLUFF * t.allow;
    if (r > RATIO_FREE) /* a bluffer: up to a bluff as often as the truth */
        bluff += known * (16 * r - COUP__ROLL_BLUFF);
    t.roll_bluff = (uint8_t)(bluff + 0.5);
    /* a in a + (1 - a) t/c: what the hits show beyond chance */
    double aim = (m->aimed - m->chance) / (m->attacks - m->chance + AIM_PRIOR);
    t.roll_aim = (uint8_t)(100 * (aim < 0 ? 0 : aim > 1 ? 1 : aim) + 0.5);
    t.story = 0;
    return t;
}
