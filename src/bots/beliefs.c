/*
 * beliefs.c - card counting and per-seat models for the bots (beliefs.h).
 */
#include <math.h>
#include <string.h>

#include "bots/beliefs.h"

/*
 * The likelihoods. Every number the model reads a seat's play with is
 * named here. Origin: all were set by hand when the model was written
 * (commit 3b0bf0d, with the heuristic bot); none was fitted to recorded
 * play. Changing one changes every bot that keeps beliefs (heuristic,
 * honest's targets, search's worlds) and the bench's signature.
 */

/* The bluffing ratios of the grid, and how likely each is before the game
 * says anything: most players mostly tell the truth, some bluff as often
 * as not, a few bluff more than they tell the truth. */
static const double beta[COUP__NBETA] = {0.02, 0.15, 0.4, 1.0, 2.5};
static const double beta_prior[COUP__NBETA] = {0.3, 0.25, 0.2, 0.15, 0.1};
/* How much of the time a player of each bluffing ratio acts without a
 * plan: those who bluff the most tend to play at random. */
static const double erratic_of[COUP__NBETA] = {0.0, 0.05, 0.2, 0.6, 0.9};

/* The odds a verdict is scored against are kept away from 0 and 1: one
 * surprising event should move the posterior, not settle it. */
#define P_LO 0.1
#define P_HI 0.9
/* A claim of typical odds, for verdicts whose odds are unknown. */
#define P_TYPICAL 0.35
/* How often a seat that holds the card proves it when challenged (some
 * concede anyway, R15.5); keeps a concession from ruling out honesty. */
#define PROVE_RATE 0.9
/* The prior on how often a seat challenges (see challenge_rate). */
#define CHAL_BASE 0.15
#define CHAL_BLUFF 0.35
#define CHAL_WEIGHT 2.0
/* How much a repeated claim counts, next to a proven one. */
#define REPEAT_WEIGHT 0.5
/* How far above its estimate a challenge rate is feared (in standard
 * deviations), when a bluff is at stake. */
#define DOUBT_Z 1.0
/* The odds that a seat still holds a card it would not prove, as a share
 * of what counting gives (it may have conceded with the card, R15.5). */
#define NOT_PROVEN_ODDS 0.2

/* Conduct: how likely a seat without a plan (erratic) and one with a plan
 * are to make a move, read by conduct(). */
typedef struct conduct_odds {
    double erratic, planned;
} conduct_odds;
/* With the 7 coins of a Coup, a player with a plan strikes (a Coup or an
 * Assassinate)... */
static const conduct_odds rich_strikes = {0.15, 0.9};
/* ...rather than doing anything else. */
static const conduct_odds rich_waits = {0.85, 0.1};
/* Stealing from an empty purse is a wasted turn. */
static const conduct_odds steals_nothing = {0.2, 0.01};
/* Conceding a challenge, then turning up the very card claimed. */
static const conduct_odds concedes_held = {0.5, 0.02};

static unsigned bit(int c) { return 1u << c; }

static int popcount(unsigned x) { return __builtin_popcount(x); }

static bool in_play(const coup__beliefs *b, int c)
{
    if (c == COUP_AMBASSADOR || c == COUP_INQUISITOR)
        return c == b->fourth;
    return c >= 0 && c < COUP_NCARDS;
}

/* ------------------------------------------------------------ counting */

int coup__bel_unseen(const coup__beliefs *b, const coup_obs *o,
                     int unseen[COUP_NCARDS])
{
    int total = 0;
    for (int c = 0; c < COUP_NCARDS; c++)
        unseen[c] = in_play(b, c) ? b->copies - b->out[c] : 0;
    for (int i = 0; i < o->nmine; i++)
        if (o->mine[i] < COUP_NCARDS)
            unseen[o->mine[i]]--;
    for (int p = 0; p < o->players; p++)
        for (int k = 0; k < 2; k++)
            if (o->up[p][k] < COUP_NCARDS)
                unseen[o->up[p][k]]--;
    for (int c = 0; c < COUP_NCARDS; c++) {
        if (unseen[c] < 0)
            unseen[c] = 0;
        total += unseen[c];
    }
    return total;
}

double coup__bel_count_odds(const int unseen[COUP_NCARDS], int total, int c,
                            int hidden)
{
    int u = unseen[c];
    if (hidden <= 0 || u <= 0)
        return 0.0;
    if (total - u < hidden)
        return 1.0;
    /* Hypergeometric: none of the `hidden` cards is one of the u copies. */
    double none = 1.0;
    for (int i = 0; i < hidden; i++)
        none *= (double)(total - u - i) / (double)(total - i);
    return 1.0 - none;
}

static double odds_now(const coup__beliefs *b, const coup_obs *o, int p,
                       int c)
{
    int unseen[COUP_NCARDS];
    int total = coup__bel_unseen(b, o, unseen);
    return coup__bel_count_odds(unseen, total, c, o->hidden[p]);
}

/* ------------------------------------------------------------ verdicts */

static double clamp_odds(double p)
{
    return p < P_LO ? P_LO : p > P_HI ? P_HI : p;
}

/* How likely a claim of a card held with odds p is true, for ratio beta. */
static double truthful(double p, double bt) { return p / (p + (1 - p) * bt); }

enum verdict { V_TRUE, V_FALSE, V_CONCEDED };

/* Bayes on the bluffing ratio of seat p, from one claim shown true or
 * false, the claim having had odds p0 of being held. `weight` below 1
 * makes it a hint rather than a proof (the likelihood's power). */
static void verdict_w(coup__beliefs *b, int p, enum verdict v, double p0,
                      double weight)
{
    coup__seat_model *m = &b->m[p];
    double sum = 0, pc = clamp_odds(p0);
    if (p == b->seat)
        return;
    for (int i = 0; i < COUP__NBETA; i++) {
        double h = truthful(pc, beta[i]);
        double like = v == V_TRUE ? h : v == V_FALSE ? 1 - h
                                                     : 1 - PROVE_RATE * h;
        m->w[i] *= weight >= 1 ? like : pow(like, weight);
        sum += m->w[i];
    }
    if (sum <= 1e-300) {
        memcpy(m->w, beta_prior, sizeof m->w);
        return;
    }
    for (int i = 0; i < COUP__NBETA; i++)
        m->w[i] /= sum;
}

static void verdict(coup__beliefs *b, int p, enum verdict v, double p0)
{
    verdict_w(b, p, v, p0, 1.0);
}

/* Seat p did something an erratic player does with odds k->erratic and
 * a player with a plan with odds k->planned. */
static void conduct(coup__beliefs *b, int p, const conduct_odds *k)
{
    double pe = k->erratic, pr = k->planned;
    coup__seat_model *m = &b->m[p];
    double sum = 0;
    if (p == b->seat)
        return;
    for (int i = 0; i < COUP__NBETA; i++) {
        m->w[i] *= erratic_of[i] * pe + (1 - erratic_of[i]) * pr;
        sum += m->w[i];
    }
    for (int i = 0; i < COUP__NBETA; i++)
        m->w[i] /= sum;
}

/* How often a seat of bluffing ratio beta[i] challenges: players who
 * bluff tend to doubt others, players who never bluff tend to believe. */
static double chal_rate_of(int i)
{
    return CHAL_BASE + CHAL_BLUFF * (1 - truthful(P_TYPICAL, beta[i]));
}

/* A challenge window: seat p challenged, or let the claim pass. The
 * bluffing ratio and the challenge rate are read as one trait. */
static void doubt(coup__beliefs *b, int p, bool challenged)
{
    coup__seat_model *m = &b->m[p];
    double sum = 0;
    if (p == b->seat)
        return;
    for (int i = 0; i < COUP__NBETA; i++) {
        double r = chal_rate_of(i);
        m->w[i] *= challenged ? r : 1 - r;
        sum += m->w[i];
    }
    for (int i = 0; i < COUP__NBETA; i++)
        m->w[i] /= sum;
}

/* ------------------------------------------------------------- updates */

void coup__bel_start(coup__beliefs *b, const coup_obs *o)
{
    memset(b, 0, sizeof *b);
    b->seat = o->seat;
    b->players = o->players;
    b->flags = o->flags;
    b->copies = (uint8_t)coup_copies(o->players);
    b->fourth = (o->flags & COUP_OPT_INQUISITOR) ? COUP_INQUISITOR
                                                 : COUP_AMBASSADOR;
    b->pending_p0 = P_TYPICAL;
    b->conceded = COUP_NOCARD;
    for (int p = 0; p < COUP_MAX_PLAYERS; p++) {
        memcpy(b->m[p].w, beta_prior, sizeof b->m[p].w);
    }
}

/* The seat's hand changed in a way we cannot follow: what its story said
 * about its cards no longer holds. */
static void hand_changed(coup__seat_model *m)
{
    m->story = m->notheld = m->known = m->declined = 0;
}

/* Seat p claims c (an action or a block). A claim that counting rules out,
 * that the seat failed to prove before, or that makes more distinct claims
 * than it has cards, is a bluff somewhere in its story. */
static void claim(coup__beliefs *b, const coup_obs *o, int p, int c)
{
    coup__seat_model *m = &b->m[p];
    double p0 = odds_now(b, o, p, c);
    b->pending_p0 = p0;
    if (p != b->seat) {
        if (p0 <= 0.0 || (m->notheld & bit(c))) {
            verdict(b, p, V_FALSE, P_TYPICAL);
        } else if (!(m->story & bit(c)) &&
                   popcount(m->story) + 1 > o->hidden[p]) {
            verdict(b, p, V_FALSE, P_TYPICAL);
            m->story = 0;
        } else if (m->story & bit(c)) {
            /* The same character again, hand unchanged: a story that
             * holds together is a hint of truth (a bluffer's wanders). */
            verdict_w(b, p, V_TRUE, p0, REPEAT_WEIGHT);
        }
    } else if (!(m->story & bit(c)) && popcount(m->story) + 1 > o->hidden[p]) {
        m->story = 0; /* our own story, as the others can read it */
    }
    m->story |= (uint8_t)bit(c);
    m->declined &= (uint8_t)~bit(c);
}

void coup__bel_see(coup__beliefs *b, const coup_obs *o, int mover,
                   coup_move m)
{
    if (mover < 0 || mover >= b->players)
        return; /* chance: what we may see of it is in our observation */
    coup__seat_model *sm = &b->m[mover];
    switch (o->phase) {
    case COUP_PH_PICK:
        /* R11: the four cards of our set we did not keep are out. */
        if (mover == b->seat && m.card < COUP_NCARDS)
            for (int c = 0; c < COUP_NCARDS; c++)
                if (in_play(b, c) && c != m.card)
                    b->out[c]++;
        break;
    case COUP_PH_ACTION: {
        int c = coup__claim_of(m.type, b->flags);
        /* With 7 coins a player with a plan strikes; stealing from an
         * empty purse is a wasted turn. */
        if (o->coins[mover] >= COUP_COUP_COST)
            conduct(b, mover,
                    m.type == COUP_MV_COUP || m.type == COUP_MV_ASSASSINATE
                        ? &rich_strikes
                        : &rich_waits);
        if (m.type == COUP_MV_STEAL && m.target < b->players &&
            o->coins[m.target] == 0)
            conduct(b, mover, &steals_nothing);
        if (c != COUP_NOCARD)
            claim(b, o, mover, c);
        /* R18: the odds that its claim of holding no Duke is true, for
         * the verdict of a challenge. */
        if (m.type == COUP_MV_EMBEZZLE)
            b->pending_p0 = 1 - odds_now(b, o, mover, COUP_DUKE);
        break;
    }
    case COUP_PH_CHALLENGE:
        sm->asked++;
        if (m.type == COUP_MV_CHALLENGE)
            sm->challenged++;
        doubt(b, mover, m.type == COUP_MV_CHALLENGE);
        break;
    case COUP_PH_PROVE: {
        int c = o->claim;
        if (c >= COUP_NCARDS)
            break;
        if (o->action == COUP_MV_EMBEZZLE) {
            /* R18: it claimed to hold no Duke. Shown, the whole hand goes
             * back and new cards replace it: nothing of the old story
             * holds. Conceded, it most likely holds one: no card is
             * marked as not held. */
            verdict(b, mover, m.type == COUP_MV_PROVE ? V_TRUE : V_CONCEDED,
                    b->pending_p0);
            if (m.type == COUP_MV_PROVE)
                hand_changed(sm);
            break;
        }
        if (m.type == COUP_MV_PROVE) {
            /* The card goes back and a random one replaces it (R6). */
            verdict(b, mover, V_TRUE, b->pending_p0);
            sm->story &= (uint8_t)~bit(c);
            sm->known &= (uint8_t)~bit(c);
            sm->notheld &= (uint8_t)~bit(c);
            sm->declined = 0;
        } else {
            verdict(b, mover, V_CONCEDED, b->pending_p0);
            sm->story &= (uint8_t)~bit(c);
            sm->notheld |= (uint8_t)bit(c);
            b->conceded = (uint8_t)c;
        }
        break;
    }
    case COUP_PH_BLOCK:
        if (m.type == COUP_MV_BLOCK && m.card < COUP_NCARDS)
            claim(b, o, mover, m.card);
        else if (m.type == COUP_MV_PASS)
            sm->declined |= (uint8_t)(coup__blockers_mask(o->action, b->flags) &
                                      ~sm->story);
        break;
    case COUP_PH_LOSE: {
        int c = m.card;
        if (c >= COUP_NCARDS)
            break;
        if (mover == o->claimant && c == b->conceded) {
            /* It conceded, then turned up the very card: it held it. */
            conduct(b, mover, &concedes_held);
            sm->notheld &= (uint8_t)~bit(c);
        }
        b->conceded = COUP_NOCARD;
        if (sm->story & bit(c)) {
            verdict(b, mover, V_TRUE, odds_now(b, o, mover, c));
            sm->story &= (uint8_t)~bit(c);
        } else if (popcount(sm->story) > o->hidden[mover] - 1) {
            verdict(b, mover, V_FALSE, P_TYPICAL);
            sm->story = 0;
        }
        sm->known &= (uint8_t)~bit(c);
        break;
    }
    case COUP_PH_KEEP:
        if (o->action == COUP_MV_COUP || o->action == COUP_MV_ASSASSINATE) {
            /* R10: the free Exchange after showing the hand. What was
             * shown, less the card lost, is what it most likely kept:
             * read it as a claim. */
            uint8_t shown = sm->known;
            if (o->named < COUP_NCARDS)
                shown &= (uint8_t)~bit(o->named);
            hand_changed(sm);
            sm->story = shown;
        } else {
            hand_changed(sm);
        }
        break;
    case COUP_PH_SHOW:
        /* Examine: the examiner sees the card; R10: everyone sees the
         * hand, which an Exchange then reshuffles (KEEP resets it). */
        if (m.card < COUP_NCARDS && mover != b->seat) {
            sm->known |= (uint8_t)bit(m.card);
            if (m.card2 < COUP_NCARDS)
                sm->known |= (uint8_t)bit(m.card2);
        }
        break;
    case COUP_PH_EXAMINE:
        if (m.type == COUP_MV_SWAP && o->target < b->players) {
            coup__seat_model *t = &b->m[o->target];
            if (o->nshown && o->shown[0] < COUP_NCARDS) {
                t->known &= (uint8_t)~bit(o->shown[0]);
                t->story &= (uint8_t)~bit(o->shown[0]);
                t->declined = 0;
            } else {
                hand_changed(t);
            }
        }
        break;
    default:
        break;
    }
}

/* ------------------------------------------------------------- queries */

double coup__bel_bluffer(const coup__beliefs *b, int p)
{
    double s = 0;
    for (int i = 0; i < COUP__NBETA; i++)
        s += b->m[p].w[i] * (1 - truthful(P_TYPICAL, beta[i]));
    return s;
}

double coup__bel_erratic(const coup__beliefs *b, int p)
{
    double s = 0;
    for (int i = 0; i < COUP__NBETA; i++)
        s += b->m[p].w[i] * erratic_of[i];
    return s;
}

double coup__bel_challenge_rate(const coup__beliefs *b, int p)
{
    /* A Beta prior worth a few windows, centred on a rate that grows with
     * how much the seat bluffs: players who bluff tend to doubt others. */
    double mean = 0;
    for (int i = 0; i < COUP__NBETA; i++)
        mean += b->m[p].w[i] * chal_rate_of(i);
    return (b->m[p].challenged + CHAL_WEIGHT * mean) /
           (b->m[p].asked + CHAL_WEIGHT);
}

double coup__bel_challenge_doubt(const coup__beliefs *b, int p)
{
    double mean = coup__bel_challenge_rate(b, p);
    double n = b->m[p].asked + CHAL_WEIGHT;
    double sd = sqrt(mean * (1 - mean) / (n + 1));
    double hi = mean + DOUBT_Z * sd;
    return hi > 1 ? 1 : hi;
}

double coup__bel_hold(const coup__beliefs *b, const coup_obs *o, int p, int c)
{
    if (c < 0 || c >= COUP_NCARDS || !in_play(b, c))
        return 0.0;
    if (p == b->seat) {
        for (int i = 0; i < o->nmine; i++)
            if (o->mine[i] == c)
                return 1.0;
        return 0.0;
    }
    if (o->hidden[p] == 0)
        return 0.0;
    const coup__seat_model *m = &b->m[p];
    if (m->known & bit(c))
        return 1.0;
    double p0 = odds_now(b, o, p, c);
    if (p0 <= 0.0)
        return 0.0;
    if (m->notheld & bit(c))
        return p0 * NOT_PROVEN_ODDS;
    double s = 0;
    if (m->story & bit(c)) {
        for (int i = 0; i < COUP__NBETA; i++)
            s += m->w[i] * truthful(p0, beta[i]);
        return s;
    }
    if (m->declined & bit(c)) {
        /* A seat that does not bluff blocks whenever it can. */
        for (int i = 0; i < COUP__NBETA; i++) {
            double f = beta[i] < 1 ? beta[i] : 1;
            s += m->w[i] * (p0 * f / (p0 * f + 1 - p0));
        }
        return s;
    }
    if (popcount(m->story) >= o->hidden[p])
        return p0 * coup__bel_bluffer(b, p); /* its claims fill its hand */
    return p0;
}

double coup__bel_hold_any(const coup__beliefs *b, const coup_obs *o, int p,
                          unsigned mask)
{
    double none = 1.0;
    for (int c = 0; c < COUP_NCARDS; c++)
        if (mask & bit(c))
            none *= 1.0 - coup__bel_hold(b, o, p, c);
    return 1.0 - none;
}

int coup__bel_likeliest(const coup__beliefs *b, const coup_obs *o, int p)
{
    int best = COUP_DUKE;
    double bp = -1;
    for (int c = 0; c < COUP_NCARDS; c++) {
        if (!in_play(b, c))
            continue;
        double h = coup__bel_hold(b, o, p, c);
        if (h > bp) {
            bp = h;
            best = c;
        }
    }
    return best;
}

bool coup__bel_story_fits(const coup__beliefs *b, const coup_obs *o, int p,
                          int c)
{
    const coup__seat_model *m = &b->m[p];
    if (m->notheld & bit(c))
        return false;
    if (m->story & bit(c))
        return true;
    return popcount(m->story) + 1 <= o->hidden[p];
}
