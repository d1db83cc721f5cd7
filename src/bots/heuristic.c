/*
 * heuristic.c - the bot "heuristic": the strongest hand-written player we
 * know how to make, without search.
 *
 * It keeps the shared beliefs (beliefs.h): card counting (3, 4 or 5
 * copies, less what it holds and what is face up) and, for every
 * opponent, its story (what it claimed since its hand last changed) and a
 * model of how it plays: how often it challenges, how much it bluffs, how
 * much it acts at random. Every decision weighs expected outcomes:
 *
 *  - with three or more players alive, in coins, an influence being worth
 *    about a Coup: an action is scored by what it gains, times the odds it
 *    is neither challenged nor blocked, less, for a bluff, the odds it is
 *    challenged times the influence it would cost. Against players who
 *    never challenge it bluffs freely; against players who challenge often
 *    it tells the truth. Targets are scored by how likely each opponent is
 *    to win (influence, coins, credible Duke and Assassin).
 *  - with two players left, in odds of winning, from the race model
 *    (race.h): both players' influence and coins, the 7 coins a Coup
 *    needs, the Coup forced at 10 (R4), and the odds of each side's
 *    actions from the beliefs. A Tax that wins the opponent the race, an
 *    Assassinate on our last card with no Contessa: the model sees that
 *    passing loses and challenges, or bluffs the Contessa, on any odds.
 *  - a claim is challenged when its odds of being a bluff times what the
 *    challenge wins (an influence, the claim's effect) outweighs what
 *    losing it costs, by the margin the `challenge` parameter asks.
 *  - bluffs keep to a small story: no more distinct characters than cards
 *    since the last Exchange; a bluff that breaks the story is scored as
 *    if doubted twice as much. On its last card it fears an opponent's
 *    challenge rate at the high end of its estimate.
 *  - a game stuck in a loop of blocked actions is pushed forward: after a
 *    few turns without change it only takes actions that move the table.
 *
 * Parameters: bluff=B (0..1, default 0.5: 0 never bluffs, not even the
 * Contessa; 1 ignores the risk of being caught) and challenge=C (0..1,
 * default 0.55: the margin of expected value a challenge needs, 0.5 being
 * even; the default errs a little on the side of caution, the odds being
 * estimates).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bots/beliefs.h"
#include "bots/kinds.h"
#include "bots/race.h"

#define DEFAULT_BLUFF 0.5
#define DEFAULT_CHALLENGE 0.55

/* Two players left: the race model (race.h) against the one opponent. */
typedef struct duel {
    int opp;
    double rate;  /* odds the opponent challenges a claim of ours */
    double doubt; /* the same, erring high: what a bluff must fear */
    coup__race_side us, them;
    coup__race race;
} duel;

typedef struct heuristic {
    double bluff, challenge;
    bool bluff_set, challenge_set;
    coup__beliefs bel;
    duel duel; /* scratch, rebuilt for each decision of a duel */
    /* The table at the start of our last turn, and for how many of our
     * turns in a row it was the same. */
    uint8_t last_turn[2 * COUP_MAX_PLAYERS];
    uint8_t stall;
    /* Our turns since an influence was last lost at the table. */
    uint8_t quiet_turns, influence;
} heuristic;

/* ------------------------------------------------------------- values */

/* Values in coins. An influence is worth about a Coup. */
#define IW 6.0    /* an opponent's influence, before its threat */
#define ELIM 4.0  /* extra for removing a rival from the game */
#define DEAD 40.0 /* our last influence: the game */
#define ONE 9.0   /* our first influence */
/* In a duel, the odds of winning one unit of hand value is worth (an
 * Exchange's gain). */
#define DUEL_EXCHANGE 0.02
/* Our turns without any change of coins or influence before we force
 * the game forward. */
#define STALL_TURNS 4
/* Our turns without an influence lost at the table, likewise. */
#define QUIET_TURNS 15

static const double card_value[COUP_NCARDS] = {
    [COUP_DUKE] = 3.0,       [COUP_ASSASSIN] = 2.2, [COUP_CAPTAIN] = 1.6,
    [COUP_AMBASSADOR] = 1.0, [COUP_CONTESSA] = 2.0, [COUP_INQUISITOR] = 1.3,
};

/* What one decision needs to know, computed once. */
typedef struct ctx {
    const heuristic *h;
    const coup__beliefs *b;
    const coup_obs *o;
    int me, nopp, fourth;
    int hidden;  /* our face-down cards */
    double quiet; /* odds that a claim of ours goes unchallenged */
    double risk;  /* weight of the risk of a bluff (0: none) */
} ctx;

static bool alive_opp(const ctx *x, int p)
{
    return p != x->me && x->o->hidden[p] > 0;
}

static bool mine(const ctx *x, int c)
{
    for (int i = 0; i < x->o->nmine; i++)
        if (x->o->mine[i] == c)
            return true;
    return false;
}

/* Our value as a function of our face-down cards. */
static double vme(int hidden)
{
    return hidden >= 2 ? 0.0 : hidden == 1 ? -ONE : -ONE - DEAD;
}

/* The cost of losing k influences from `hidden`. */
static double lose_cost(int hidden, int k)
{
    int after = hidden - k < 0 ? 0 : hidden - k;
    return vme(hidden) - vme(after);
}

/* Coins are worth less past the 7 a Coup needs. */
static double coinv(int c)
{
    return c <= COUP_COUP_COST ? c : COUP_COUP_COST + 0.3 * (c - COUP_COUP_COST);
}

/* What a Steal takes from a purse of `coins` (R4). */
static int steal_take(int coins)
{
    return coins < COUP_STEAL_COINS ? coins : COUP_STEAL_COINS;
}

static double gain_coins(int have, int more)
{
    return coinv(have + more) - coinv(have);
}

/* How dangerous opponent t is: its influence, coins and credible claims. */
static double threat(const ctx *x, int t)
{
    const coup_obs *o = x->o;
    double th = 0.6 + 0.25 * o->hidden[t] + o->coins[t] / 10.0;
    th += 0.3 * coup__bel_hold(x->b, o, t, COUP_DUKE);
    if (o->coins[t] >= COUP_ASSASSINATE_COST)
        th += 0.2 * coup__bel_hold(x->b, o, t, COUP_ASSASSIN);
    return th;
}

/* The value of opponent t losing one influence. */
static double vhit(const ctx *x, int t)
{
    double v = IW * threat(x, t);
    if (x->o->hidden[t] == 1)
        v += x->nopp == 1 ? DEAD : ELIM;
    return v;
}

/* How much we care about opponent t's coins. */
static double deny_weight(const ctx *x, int t)
{
    return x->nopp == 1 ? 1.0 : 0.5 * threat(x, t);
}

/* Odds that opponent p claims one of the `mask` characters to block. */
static double p_block(const ctx *x, int p, unsigned mask)
{
    double hold = coup__bel_hold_any(x->b, x->o, p, mask);
    double bluff = 0.4 * coup__bel_bluffer(x->b, p);
    return hold + (1 - hold) * bluff;
}

/* Odds that nobody challenges a claim of ours (every living opponent is
 * asked; the first challenge counts). */
static double quiet_odds(const ctx *x)
{
    double q = 1.0;
    for (int p = 0; p < x->o->players; p++)
        if (alive_opp(x, p))
            q *= 1 - coup__bel_challenge_doubt(x->b, p);
    return q;
}

/* Hand value: distinct characters count fully, a pair's second card a
 * little. */
static double hand_value(const int *cards, int k)
{
    double v = 0;
    unsigned seen = 0;
    for (int i = 0; i < k; i++) {
        if (cards[i] >= COUP_NCARDS)
            continue;
        v += (seen & (1u << cards[i])) ? 0.4 : card_value[cards[i]];
        seen |= 1u << cards[i];
    }
    return v;
}

/* The best `keep` cards of `pool`, and their value. */
static double best_keep(const int *pool, int n, int keep, int out[2])
{
    double best = -1;
    for (int i = 0; i < n; i++) {
        if (keep == 1) {
            double v = hand_value(&pool[i], 1);
            if (v > best) {
                best = v;
                if (out)
                    out[0] = pool[i], out[1] = COUP_NOCARD;
            }
            continue;
        }
        for (int j = i + 1; j < n; j++) {
            int two[2] = {pool[i], pool[j]};
            double v = hand_value(two, 2);
            if (v > best) {
                best = v;
                if (out)
                    out[0] = pool[i], out[1] = pool[j];
            }
        }
    }
    return best;
}

/* How much an Exchange improves our hand, on average over the draws. */
static double exchange_gain(const ctx *x)
{
    const coup_obs *o = x->o;
    int unseen[COUP_NCARDS], pool[4], n = 0;
    int total = coup__bel_unseen(x->b, o, unseen);
    int draws = (o->flags & COUP_OPT_INQUISITOR) ? COUP_INQUISITOR_DRAWS
                                                 : COUP_EXCHANGE_DRAWS;
    for (int i = 0; i < o->nmine && n < 2; i++)
        pool[n++] = o->mine[i];
    double now = hand_value(pool, n);
    if (total < draws || o->court_size < draws)
        return 0;
    double sum = 0, wsum = 0;
    for (int a = 0; a < COUP_NCARDS; a++) {
        if (!unseen[a])
            continue;
        if (draws == 1) {
            pool[n] = a;
            double w = unseen[a];
            sum += w * best_keep(pool, n + 1, n, NULL);
            wsum += w;
            continue;
        }
        for (int c2 = 0; c2 < COUP_NCARDS; c2++) {
            int u2 = unseen[c2] - (c2 == a);
            if (u2 <= 0)
                continue;
            double w = (double)unseen[a] * u2;
            pool[n] = a;
            pool[n + 1] = c2;
            sum += w * best_keep(pool, n + 2, n, NULL);
            wsum += w;
        }
    }
    return wsum > 0 ? sum / wsum - now : 0;
}

/* -------------------------------------------------------------- claims */

/* The expected value of an action claiming c: `gain` if it stands. A true
 * claim that is challenged costs the challenger an influence; a bluff
 * that is challenged costs us one (and the action fails, its cost
 * refunded). */
static double claim_ev(const ctx *x, int c, double gain)
{
    if (c == COUP_NOCARD)
        return gain;
    if (mine(x, c))
        return gain + (1 - x->quiet) * 0.5 * IW;
    if (x->risk < 0)
        return -1e9;
    double quiet = x->quiet;
    if (!coup__bel_story_fits(x->b, x->o, x->me, c))
        quiet *= quiet; /* a story that does not hold draws doubt */
    return quiet * gain - (1 - quiet) * x->risk * lose_cost(x->hidden, 1);
}

/* Odds that a Coup or Assassinate naming c (R10) takes an influence. */
static double hit_odds(const ctx *x, int t, int named)
{
    if (named >= COUP_NCARDS)
        return 1.0;
    return coup__bel_hold(x->b, x->o, t, named);
}

static double action_ev(const ctx *x, coup_move m)
{
    const coup_obs *o = x->o;
    int coins = o->coins[x->me], t = m.target;
    switch (m.type) {
    case COUP_MV_INCOME:
        return gain_coins(coins, COUP_INCOME_COINS);
    case COUP_MV_FOREIGN_AID: {
        double free = 1;
        for (int p = 0; p < o->players; p++)
            if (alive_opp(x, p))
                free *= 1 - p_block(x, p, 1u << COUP_DUKE);
        return free * gain_coins(coins, COUP_FOREIGN_AID_COINS);
    }
    case COUP_MV_TAX:
        return claim_ev(x, COUP_DUKE, gain_coins(coins, COUP_TAX_COINS));
    case COUP_MV_EXCHANGE: {
        double need = 1 - x->quiet;
        if (need < 0.1)
            need = 0.1;
        return claim_ev(x, x->fourth, exchange_gain(x) * need * 1.5);
    }
    case COUP_MV_STEAL: {
        int k = steal_take(o->coins[t]);
        if (k == 0)
            return -1;
        double free = 1 - p_block(x, t, 1u << COUP_CAPTAIN | 1u << x->fourth);
        double g = gain_coins(coins, k) +
                   deny_weight(x, t) * (coinv(o->coins[t]) -
                                        coinv(o->coins[t] - k));
        return claim_ev(x, COUP_CAPTAIN, free * g);
    }
    case COUP_MV_ASSASSINATE: {
        double free = 1 - p_block(x, t, 1u << COUP_CONTESSA);
        double g = free * hit_odds(x, t, m.card) * vhit(x, t) -
                   (coinv(coins) - coinv(coins - COUP_ASSASSINATE_COST));
        return claim_ev(x, COUP_ASSASSIN, g);
    }
    case COUP_MV_EXAMINE:
        return claim_ev(x, COUP_INQUISITOR, 0.5);
    case COUP_MV_COUP:
        /* A Coup cannot be stopped: coins that wait can be stolen, and
         * give the others time. */
        return hit_odds(x, t, m.card) * vhit(x, t) -
               (coinv(coins) - coinv(coins - COUP_COUP_COST)) + 2.0;
    default:
        return -1e9;
    }
}

/* ------------------------------------------------------------- the duel */

/*
 * With two players left every decision is scored by the odds of winning
 * the race (race.h), from the model of both sides built here: our
 * actions' odds from our cards and the opponent's challenge rate, the
 * opponent's from what it credibly holds and how it bluffs.
 */

/* Our action claiming c: `through` is the odds it is neither blocked nor
 * misses (R10). An unusable action is a bluff we will not make. */
static coup__race_act our_claim(const ctx *x, double rate, double doubt,
                                int c, double through, bool assassinate)
{
    coup__race_act a = {0};
    if (mine(x, c)) {
        a.usable = true;
        if (assassinate) {
            a.ok = (1 - rate) * through + rate * (1 - through);
            a.ok2 = rate * through;
        } else {
            a.ok = (1 - rate) * through;
            a.counter = rate * through;
        }
        return a;
    }
    if (x->risk < 0)
        return a;
    if (!coup__bel_story_fits(x->b, x->o, x->me, c))
        doubt = 1 - (1 - doubt) * (1 - doubt); /* it draws doubt */
    double caught = doubt * x->risk;
    a.usable = true;
    a.caught = caught > 1 ? 1 : caught;
    a.ok = (1 - a.caught) * through;
    return a;
}

/* Odds the opponent takes an action claiming c when it wants to: it holds
 * c, or it is the kind that bluffs. */
static double their_odds(const ctx *x, int p, int c)
{
    double h = coup__bel_hold(x->b, x->o, p, c);
    return h + (1 - h) * 0.5 * coup__bel_bluffer(x->b, p);
}

/* Odds our block of the opponent's action stands (true, or a bluff it
 * does not challenge). */
static double our_block_odds(const ctx *x, double rate, unsigned mask)
{
    for (int c = 0; c < COUP_NCARDS; c++)
        if ((mask & (1u << c)) && mine(x, c))
            return 1.0;
    if (x->risk < 0)
        return 0.0;
    return 1 - rate;
}

/* The best R10 naming against seat t: its odds of a hit. */
static double best_hit(const ctx *x, int t, unsigned opt)
{
    if (!(x->o->flags & opt))
        return 1.0;
    double best = 0;
    for (int c = 0; c < COUP_NCARDS; c++) {
        double h = coup__bel_hold(x->b, x->o, t, c);
        if (h > best)
            best = h;
    }
    return best;
}

/* Odds rounded to 1/32: a model that barely moved is the same model,
 * and the race need not be solved again. */
static double q32(double p) { return floor(p * 32 + 0.5) / 32; }

static void quantize_act(coup__race_act *a)
{
    a->ok = q32(a->ok);
    a->ok2 = q32(a->ok2);
    a->counter = q32(a->counter);
    a->caught = q32(a->caught);
    a->fallback = q32(a->fallback);
}

static void quantize(coup__race_side *s)
{
    quantize_act(&s->tax);
    quantize_act(&s->aid);
    quantize_act(&s->steal);
    quantize_act(&s->assassinate);
    s->coup_hit = q32(s->coup_hit);
    s->erratic = q32(s->erratic);
}

static void duel_setup(const ctx *x, duel *d)
{
    const coup_obs *o = x->o;
    int b = -1;
    for (int p = 0; p < o->players; p++)
        if (alive_opp(x, p))
            b = p;
    d->opp = b;
    double rate = d->rate = coup__bel_challenge_rate(x->b, b);
    /* On our last card a bluff risks the game: fear the rate's upper
     * side then. */
    double doubt = d->doubt =
        x->hidden == 1 ? coup__bel_challenge_doubt(x->b, b) : rate;
    unsigned steal_mask = 1u << COUP_CAPTAIN | 1u << x->fourth;

    coup__race_side *us = &d->us;
    memset(us, 0, sizeof *us);
    us->aid.usable = true;
    us->aid.ok = 1 - p_block(x, b, 1u << COUP_DUKE);
    us->tax = our_claim(x, rate, doubt, COUP_DUKE, 1.0, false);
    us->steal = our_claim(x, rate, doubt, COUP_CAPTAIN,
                          1 - p_block(x, b, steal_mask), false);
    us->assassinate = our_claim(
        x, rate, doubt, COUP_ASSASSIN,
        (1 - p_block(x, b, 1u << COUP_CONTESSA)) *
            best_hit(x, b, COUP_OPT_DECLARED_ASSASSINATE),
        true);
    us->coup_hit = best_hit(x, b, COUP_OPT_DECLARED_COUP);

    coup__race_side *them = &d->them;
    memset(them, 0, sizeof *them);
    double t = their_odds(x, b, COUP_DUKE);
    them->tax.usable = true;
    them->tax.ok = t;
    them->tax.fallback = 1 - t;
    them->aid.usable = true;
    them->aid.ok = 1 - our_block_odds(x, doubt, 1u << COUP_DUKE);
    t = their_odds(x, b, COUP_CAPTAIN);
    them->steal.usable = true;
    them->steal.ok = t * (1 - our_block_odds(x, doubt, steal_mask));
    them->steal.fallback = 1 - t;
    t = their_odds(x, b, COUP_ASSASSIN);
    them->assassinate.usable = true;
    them->assassinate.fallback = 1 - t;
    if (!mine(x, COUP_CONTESSA)) {
        /* We would bluff the Contessa when being caught (and losing two)
         * is less likely than not; else we take the loss. */
        if (x->risk >= 0 && (doubt < 0.5 || x->hidden == 1))
            them->assassinate.ok2 = t * doubt;
        else
            them->assassinate.ok = t;
    }
    them->coup_hit = 1.0;
    them->erratic = coup__bel_erratic(x->b, b);
    quantize(us);
    quantize(them);
    coup__race_solve(&d->race, us, them);
}

/* The odds we win from a position; `their_turn`: whose turn begins. */
static double dv(const duel *d, bool their_turn, int la, int lb, int ca,
                 int cb)
{
    return coup__race_value(&d->race, their_turn, la, lb, ca, cb);
}

/* The odds we win after taking an action of the race model. */
static double ours(const duel *d, int la, int lb, int ca, int cb,
                   const coup__race_act *a, int type)
{
    return coup__race_after(&d->race, false, la, lb, ca, cb, a, type);
}

static double duel_action(const ctx *x, const duel *d, coup_move m)
{
    const coup_obs *o = x->o;
    int b = d->opp, la = x->hidden, lb = o->hidden[b];
    int ca = o->coins[x->me], cb = o->coins[b];
    double rate = d->rate;
    switch (m.type) {
    case COUP_MV_INCOME:
        return dv(d, true, la, lb, ca + COUP_INCOME_COINS, cb);
    case COUP_MV_FOREIGN_AID:
        return ours(d, la, lb, ca, cb, &d->us.aid, COUP__RACE_AID);
    case COUP_MV_TAX:
        if (!d->us.tax.usable)
            return -1;
        return ours(d, la, lb, ca, cb, &d->us.tax, COUP__RACE_TAX);
    case COUP_MV_STEAL:
        if (!d->us.steal.usable || cb == 0)
            return -1;
        return ours(d, la, lb, ca, cb, &d->us.steal, COUP__RACE_STEAL);
    case COUP_MV_ASSASSINATE: {
        double through = (1 - p_block(x, b, 1u << COUP_CONTESSA)) *
                         hit_odds(x, b, m.card);
        coup__race_act a =
            our_claim(x, rate, d->doubt, COUP_ASSASSIN, through, true);
        if (!a.usable)
            return -1;
        return ours(d, la, lb, ca, cb, &a, COUP__RACE_ASSASSINATE);
    }
    case COUP_MV_COUP: {
        double hit = hit_odds(x, b, m.card);
        return hit * dv(d, true, la, lb - 1, ca - COUP_COUP_COST, cb) +
               (1 - hit) * dv(d, true, la, lb, ca - COUP_COUP_COST, cb);
    }
    case COUP_MV_EXCHANGE:
    case COUP_MV_EXAMINE: {
        int c = m.type == COUP_MV_EXCHANGE ? x->fourth : COUP_INQUISITOR;
        coup__race_act a = our_claim(x, rate, d->doubt, c, 1.0, false);
        if (!a.usable)
            return -1;
        double stay = dv(d, true, la, lb, ca, cb);
        double v = a.ok * stay + a.counter * dv(d, true, la, lb - 1, ca, cb) +
                   a.caught * dv(d, true, la - 1, lb, ca, cb) +
                   (1 - a.ok - a.counter - a.caught) * stay;
        double need = rate; /* true cards matter against challengers */
        if (m.type == COUP_MV_EXCHANGE)
            v += DUEL_EXCHANGE * need * exchange_gain(x);
        return v;
    }
    default:
        return -1;
    }
}

/* A steal on us reaches its block window with `la` cards: our best of
 * letting it through, a true block, or a bluffed one. */
static double duel_steal_block(const ctx *x, const duel *d, int la)
{
    const coup_obs *o = x->o;
    int b = d->opp, lb = o->hidden[b], ca = o->coins[x->me], cb = o->coins[b];
    int k = steal_take(ca);
    double rate = d->rate;
    double v = dv(d, false, la, lb, ca - k, cb + k);
    if (mine(x, COUP_CAPTAIN) || mine(x, x->fourth)) {
        double t = (1 - rate) * dv(d, false, la, lb, ca, cb) +
                   rate * dv(d, false, la, lb - 1, ca, cb);
        return t > v ? t : v;
    }
    if (x->risk >= 0) {
        double caught = d->doubt * x->risk > 1 ? 1 : d->doubt * x->risk;
        double t = (1 - caught) * dv(d, false, la, lb, ca, cb) +
                   caught * dv(d, false, la - 1, lb, ca - k, cb + k);
        if (t > v)
            v = t;
    }
    return v;
}

/* An assassination on us reaches its block window with `la` cards. */
static double duel_assassin_block(const ctx *x, const duel *d, int la,
                                  int cb)
{
    const coup_obs *o = x->o;
    int b = d->opp, lb = o->hidden[b], ca = o->coins[x->me];
    double rate = d->rate;
    if (la <= 0)
        return 0;
    if (o->named < COUP_NCARDS && !mine(x, o->named))
        return dv(d, false, la, lb, ca, cb); /* R10: it misses */
    double v = dv(d, false, la - 1, lb, ca, cb);
    if (mine(x, COUP_CONTESSA)) {
        double t = (1 - rate) * dv(d, false, la, lb, ca, cb) +
                   rate * dv(d, false, la, lb - 1, ca, cb);
        return t > v ? t : v;
    }
    /* A bluff: caught, we lose one for the challenge and one for the
     * assassination (R5 double danger). When the alternative is certain
     * loss, any odds will do. */
    if (x->risk < 0)
        return v;
    double caught = la == 1 ? d->doubt : d->doubt * x->risk;
    if (caught > 1)
        caught = 1;
    double t = (1 - caught) * dv(d, false, la, lb, ca, cb) +
               caught * dv(d, false, la - 2, lb, ca, cb);
    return t > v ? t : v;
}

/* The values of passing, of winning and of losing a challenge of the
 * claim in progress. */
static void duel_stakes(const ctx *x, const duel *d, double *pass,
                        double *win, double *lose)
{
    const coup_obs *o = x->o;
    int b = d->opp, la = x->hidden, lb = o->hidden[b];
    int ca = o->coins[x->me], cb = o->coins[b];
    *pass = *win = *lose = 0;
    if (o->blocker != COUP_NOBODY) {
        /* The opponent blocks our action; our turn ends either way. */
        switch (o->action) {
        case COUP_MV_FOREIGN_AID:
            *pass = dv(d, true, la, lb, ca, cb);
            *win = dv(d, true, la, lb - 1, ca + COUP_FOREIGN_AID_COINS, cb);
            *lose = dv(d, true, la - 1, lb, ca, cb);
            break;
        case COUP_MV_STEAL: {
            int k = steal_take(cb);
            *pass = dv(d, true, la, lb, ca, cb);
            *win = dv(d, true, la, lb - 1, ca + k, cb - k);
            *lose = dv(d, true, la - 1, lb, ca, cb);
            break;
        }
        case COUP_MV_ASSASSINATE: {
            double hit = hit_odds(x, b, o->named);
            *pass = dv(d, true, la, lb, ca, cb);
            *win = hit * dv(d, true, la, lb - 2, ca, cb) +
                   (1 - hit) * dv(d, true, la, lb - 1, ca, cb);
            *lose = dv(d, true, la - 1, lb, ca, cb);
            break;
        }
        default:
            break;
        }
        return;
    }
    switch (o->action) {
    case COUP_MV_TAX:
        *pass = dv(d, false, la, lb, ca, cb + COUP_TAX_COINS);
        *win = dv(d, false, la, lb - 1, ca, cb);
        *lose = dv(d, false, la - 1, lb, ca, cb + COUP_TAX_COINS);
        break;
    case COUP_MV_STEAL:
        *pass = duel_steal_block(x, d, la);
        *win = dv(d, false, la, lb - 1, ca, cb);
        *lose = duel_steal_block(x, d, la - 1);
        break;
    case COUP_MV_ASSASSINATE:
        /* Its cost is paid: a failed claim refunds it (R5.2). */
        *pass = duel_assassin_block(x, d, la, cb);
        *win = dv(d, false, la, lb - 1, ca, cb + COUP_ASSASSINATE_COST);
        *lose = duel_assassin_block(x, d, la - 1, cb);
        break;
    default: /* Exchange, Examine */
        *pass = dv(d, false, la, lb, ca, cb);
        *win = dv(d, false, la, lb - 1, ca, cb);
        *lose = dv(d, false, la - 1, lb, ca, cb);
        break;
    }
}

static coup_move duel_block(const ctx *x, const duel *d,
                            const coup_move *legal, int n)
{
    const coup_obs *o = x->o;
    int b = d->opp, la = x->hidden, lb = o->hidden[b];
    int ca = o->coins[x->me], cb = o->coins[b];
    double rate = d->rate;
    int true_card = -1, bluff_card = -1;
    for (int i = 0; i < n; i++) {
        if (legal[i].type != COUP_MV_BLOCK)
            continue;
        if (mine(x, legal[i].card) && true_card < 0)
            true_card = i;
        else if (bluff_card < 0 &&
                 coup__bel_story_fits(x->b, o, x->me, legal[i].card))
            bluff_card = i;
    }
    if (bluff_card < 0)
        for (int i = 0; i < n; i++)
            if (legal[i].type == COUP_MV_BLOCK && bluff_card < 0)
                bluff_card = i;
    double vpass, vtrue = -1, vbluff = -1;
    double caught = d->doubt * (x->risk < 0 ? 99 : x->risk);
    if (caught > 1)
        caught = 1;
    switch (o->action) {
    case COUP_MV_FOREIGN_AID:
        vpass = dv(d, false, la, lb, ca, cb + COUP_FOREIGN_AID_COINS);
        vtrue = (1 - rate) * dv(d, false, la, lb, ca, cb) +
                rate * dv(d, false, la, lb - 1, ca, cb);
        vbluff = (1 - caught) * dv(d, false, la, lb, ca, cb) +
                 caught * dv(d, false, la - 1, lb, ca, cb + COUP_FOREIGN_AID_COINS);
        break;
    case COUP_MV_STEAL: {
        int k = steal_take(ca);
        vpass = dv(d, false, la, lb, ca - k, cb + k);
        vtrue = (1 - rate) * dv(d, false, la, lb, ca, cb) +
                rate * dv(d, false, la, lb - 1, ca, cb);
        vbluff = (1 - caught) * dv(d, false, la, lb, ca, cb) +
                 caught * dv(d, false, la - 1, lb, ca - k, cb + k);
        break;
    }
    case COUP_MV_ASSASSINATE:
        if (o->named < COUP_NCARDS && !mine(x, o->named))
            return legal[0]; /* R10: it misses anyway */
        vpass = dv(d, false, la - 1, lb, ca, cb);
        vtrue = (1 - rate) * dv(d, false, la, lb, ca, cb) +
                rate * dv(d, false, la, lb - 1, ca, cb);
        if (la == 1)
            caught = d->doubt; /* certain loss otherwise: any odds do */
        vbluff = (1 - caught) * dv(d, false, la, lb, ca, cb) +
                 caught * dv(d, false, la - 2, lb, ca, cb);
        break;
    default:
        return legal[0];
    }
    if (true_card >= 0 && vtrue >= vpass)
        return legal[true_card];
    if (true_card < 0 && bluff_card >= 0 && x->risk >= 0 && vbluff > vpass)
        return legal[bluff_card];
    return legal[0];
}

/* ------------------------------------------------------- the decisions */

static coup_move pick_max(const coup_move *legal, int n, const double *v,
                          coup_rng *rng)
{
    int best = 0, ties = 1;
    for (int i = 1; i < n; i++) {
        if (v[i] > v[best] + 1e-9) {
            best = i;
            ties = 1;
        } else if (v[i] > v[best] - 1e-9 &&
                   coup_rng_below(rng, (uint32_t)++ties) == 0) {
            best = i;
        }
    }
    return legal[best];
}

/* Is the game stuck? No rule ends a game that nobody advances, and
 * blocked actions can go round in circles: when the table has not moved
 * for a few of our turns, or no influence was lost for many, we only
 * take actions that move it for sure (and a Coup comes at last). */
static bool stalled(heuristic *h, const coup_obs *o)
{
    uint8_t sig[2 * COUP_MAX_PLAYERS];
    int influence = 0;
    for (int p = 0; p < COUP_MAX_PLAYERS; p++) {
        sig[2 * p] = p < o->players ? o->coins[p] : 0;
        sig[2 * p + 1] = p < o->players ? o->hidden[p] : 0;
        influence += sig[2 * p + 1];
    }
    if (memcmp(sig, h->last_turn, sizeof sig))
        h->stall = 0;
    else if (h->stall < 255)
        h->stall++;
    if (influence != h->influence)
        h->quiet_turns = 0;
    else if (h->quiet_turns < 255)
        h->quiet_turns++;
    h->influence = (uint8_t)influence;
    memcpy(h->last_turn, sig, sizeof sig);
    return h->stall >= STALL_TURNS || h->quiet_turns >= QUIET_TURNS;
}

/* Actions that change the table for sure: Income, a Coup, or a true Tax. */
static bool advances(const ctx *x, coup_move m)
{
    return m.type == COUP_MV_INCOME || m.type == COUP_MV_COUP ||
           (m.type == COUP_MV_TAX && mine(x, COUP_DUKE));
}

static coup_move act(const ctx *x, heuristic *h, const duel *d,
                     const coup_move *legal, int n, coup_rng *rng)
{
    double v[COUP_MAX_MOVES];
    bool stuck = stalled(h, x->o);
    for (int i = 0; i < n; i++) {
        v[i] = d ? duel_action(x, d, legal[i]) : action_ev(x, legal[i]);
        if (stuck && !advances(x, legal[i]))
            v[i] -= 1e6;
    }
    return pick_max(legal, n, v, rng);
}

/* Odds that a block of ours goes unchallenged (every other living seat
 * may challenge it). */
static double block_quiet(const ctx *x) { return x->quiet; }

/* The expected influence value we lose when an assassination on us is
 * about to reach its block window with `hidden` cards in hand. */
static double assassinated_cost(const ctx *x, int hidden)
{
    const coup_obs *o = x->o;
    if (hidden <= 0)
        return 0;
    if (o->named < COUP_NCARDS && !mine(x, o->named))
        return 0; /* R10: the named card is not ours: it misses */
    if (mine(x, COUP_CONTESSA))
        return 0;
    double take = lose_cost(hidden, 1);
    double q = block_quiet(x);
    double bluff = (1 - q) * lose_cost(hidden, 2);
    return take < bluff ? take : bluff;
}

/* What it costs us if the claim under challenge stands: deny, and what it
 * costs if we challenge and lose: after. */
static void stakes(const ctx *x, double *deny, double *after)
{
    const coup_obs *o = x->o;
    int actor = o->actor, t = o->target, me = x->me;
    *deny = *after = 0;
    if (o->blocker != COUP_NOBODY) {
        /* A block of our own action: challenging it wins the action. */
        if (actor != me)
            return;
        switch (o->action) {
        case COUP_MV_FOREIGN_AID:
            *deny = gain_coins(o->coins[me], COUP_FOREIGN_AID_COINS);
            break;
        case COUP_MV_STEAL: {
            int k = steal_take(o->coins[t]);
            *deny = gain_coins(o->coins[me], k) + deny_weight(x, t) * k;
            break;
        }
        case COUP_MV_ASSASSINATE:
            *deny = hit_odds(x, t, o->named) * vhit(x, t);
            break;
        default:
            break;
        }
        *after = *deny;
        return;
    }
    switch (o->action) {
    case COUP_MV_TAX:
        /* (With two players left the race model sees when a Tax wins the
         * game: duel_stakes.) */
        *deny = *after =
            deny_weight(x, actor) * gain_coins(o->coins[actor], COUP_TAX_COINS);
        break;
    case COUP_MV_STEAL: {
        int k = steal_take(o->coins[me]);
        if (t == me) {
            bool can_block = mine(x, COUP_CAPTAIN) || mine(x, x->fourth);
            *deny = can_block ? 0.2 : gain_coins(o->coins[me] - k, k) +
                                          deny_weight(x, actor) * k;
        } else {
            *deny = 0.3 * deny_weight(x, actor) * k;
        }
        *after = *deny;
        break;
    }
    case COUP_MV_ASSASSINATE:
        if (t == me) {
            *deny = assassinated_cost(x, x->hidden);
            *after = assassinated_cost(x, x->hidden - 1);
        }
        break;
    case COUP_MV_EXCHANGE:
        *deny = *after = 0.3;
        break;
    case COUP_MV_EXAMINE:
        *deny = *after = t == me ? 1.0 : 0.2;
        break;
    default:
        break;
    }
}

static coup_move challenge_or_pass(const ctx *x, const duel *d,
                                   const coup_move *legal, int n)
{
    const coup_obs *o = x->o;
    int claimant = o->claimant, c = o->claim;
    double ps = 1 - coup__bel_hold(x->b, o, claimant, c);
    double gain, loss;
    if (d) {
        double pass, win, lose;
        duel_stakes(x, d, &pass, &win, &lose);
        gain = win - pass;
        loss = pass - lose;
    } else {
        double deny, after;
        stakes(x, &deny, &after);
        gain = vhit(x, claimant) + deny;
        loss = lose_cost(x->hidden, 1) + after - deny;
    }
    double margin = (x->h->challenge - 0.5) * (gain + loss);
    bool yes = ps > 0 && ps * gain - (1 - ps) * loss > margin;
    for (int i = 0; i < n; i++)
        if (legal[i].type == (yes ? COUP_MV_CHALLENGE : COUP_MV_PASS))
            return legal[i];
    return legal[0];
}

static coup_move block_or_pass(const ctx *x, const coup_move *legal, int n)
{
    const coup_obs *o = x->o;
    int actor = o->actor, me = x->me;
    double gain = 0;
    switch (o->action) {
    case COUP_MV_FOREIGN_AID:
        gain = deny_weight(x, actor) *
               gain_coins(o->coins[actor], COUP_FOREIGN_AID_COINS);
        break;
    case COUP_MV_STEAL: {
        int k = steal_take(o->coins[me]);
        gain = gain_coins(o->coins[me] - k, k) + deny_weight(x, actor) * k;
        break;
    }
    case COUP_MV_ASSASSINATE:
        gain = o->named < COUP_NCARDS && !mine(x, o->named)
                   ? 0
                   : lose_cost(x->hidden, 1);
        break;
    default:
        break;
    }
    if (gain <= 0)
        return legal[0];
    /* A true block first. */
    for (int i = 0; i < n; i++)
        if (legal[i].type == COUP_MV_BLOCK && mine(x, legal[i].card))
            return legal[i];
    if (x->risk < 0)
        return legal[0]; /* bluff=0: never */
    /* A bluff, in a card that fits our story if one does. */
    int best = -1;
    double q = block_quiet(x);
    for (int i = 0; i < n && best < 0; i++)
        if (legal[i].type == COUP_MV_BLOCK &&
            coup__bel_story_fits(x->b, o, me, legal[i].card))
            best = i;
    for (int i = 0; i < n && best < 0; i++)
        if (legal[i].type == COUP_MV_BLOCK) {
            best = i;
            q *= q; /* a story that does not hold draws doubt */
        }
    /* Caught, we lose an influence; against an assassination that is one
     * more than letting it through (R5 double danger), and nothing more
     * at all on our last card: then any odds will do. */
    double extra = o->action == COUP_MV_ASSASSINATE
                       ? lose_cost(x->hidden, 2) - gain
                       : lose_cost(x->hidden, 1);
    if (best >= 0 && q * gain - (1 - q) * x->risk * extra > 0)
        return legal[best];
    return legal[0]; /* pass */
}

/* The value of a card to us now. */
static double keep_value(const ctx *x, int c)
{
    double v = card_value[c];
    if (c == COUP_CONTESSA) {
        /* Worth more when an opponent can assassinate us. */
        for (int p = 0; p < x->o->players; p++)
            if (alive_opp(x, p) && x->o->coins[p] >= COUP_ASSASSINATE_COST)
                v += 0.5 * coup__bel_hold(x->b, x->o, p, COUP_ASSASSIN);
    }
    return v;
}

static coup_move lose_card(const ctx *x, const coup_move *legal, int n,
                           coup_rng *rng)
{
    double v[COUP_MAX_MOVES];
    for (int i = 0; i < n; i++)
        v[i] = -keep_value(x, legal[i].card);
    return pick_max(legal, n, v, rng);
}

static coup_move keep_cards(const ctx *x, const coup_move *legal, int n,
                            coup_rng *rng)
{
    double v[COUP_MAX_MOVES];
    for (int i = 0; i < n; i++) {
        int cards[2] = {legal[i].card, legal[i].card2};
        int k = legal[i].card2 < COUP_NCARDS ? 2 : 1;
        v[i] = hand_value(cards, k);
        for (int j = 0; j < k; j++)
            v[i] += 0.01 * keep_value(x, cards[j]);
    }
    return pick_max(legal, n, v, rng);
}

static coup_move choose(void *mem, const coup_obs *o, const coup_move *legal,
                        int n, coup_rng *rng)
{
    heuristic *h = mem;
    ctx x = {.h = h, .b = &h->bel, .o = o, .me = o->seat};
    for (int p = 0; p < o->players; p++)
        if (alive_opp(&x, p))
            x.nopp++;
    x.fourth = (o->flags & COUP_OPT_INQUISITOR) ? COUP_INQUISITOR
                                                : COUP_AMBASSADOR;
    x.hidden = o->hidden[o->seat];
    x.quiet = quiet_odds(&x);
    x.risk = h->bluff <= 0 ? -1 : (1 - h->bluff) / 0.5;
    if (n == 1)
        return legal[0];
    const duel *d = NULL;
    if (x.nopp == 1 && (o->phase == COUP_PH_ACTION ||
                        o->phase == COUP_PH_CHALLENGE ||
                        o->phase == COUP_PH_BLOCK)) {
        duel_setup(&x, &h->duel);
        d = &h->duel;
    }
    switch (o->phase) {
    case COUP_PH_ACTION:
        return act(&x, h, d, legal, n, rng);
    case COUP_PH_CHALLENGE:
        return challenge_or_pass(&x, d, legal, n);
    case COUP_PH_PROVE:
        for (int i = 0; i < n; i++)
            if (legal[i].type == COUP_MV_PROVE)
                return legal[i];
        return legal[0];
    case COUP_PH_BLOCK:
        return d ? duel_block(&x, d, legal, n) : block_or_pass(&x, legal, n);
    case COUP_PH_LOSE:
        return lose_card(&x, legal, n, rng);
    case COUP_PH_KEEP:
    case COUP_PH_PICK:
        return keep_cards(&x, legal, n, rng);
    case COUP_PH_SHOW: {
        /* Examine: show the card we mind least being swapped away. */
        double v[COUP_MAX_MOVES];
        for (int i = 0; i < n; i++)
            v[i] = -keep_value(&x, legal[i].card);
        return pick_max(legal, n, v, rng);
    }
    case COUP_PH_EXAMINE: {
        /* Swap a card that serves the target well; keep knowing a weak
         * one. */
        int c = o->nshown ? o->shown[0] : COUP_NOCARD;
        bool swap = c < COUP_NCARDS && card_value[c] >= 2.0;
        for (int i = 0; i < n; i++)
            if (legal[i].type == (swap ? COUP_MV_SWAP : COUP_MV_GIVEBACK))
                return legal[i];
        return legal[0];
    }
    default:
        return legal[0];
    }
}

/* ----------------------------------------------------------- the kind */

static int configure(void *mem, const char *key, const char *value,
                     char *why, size_t n)
{
    heuristic *h = mem;
    double *slot;
    bool *set;
    if (!strcmp(key, "bluff")) {
        slot = &h->bluff;
        set = &h->bluff_set;
    } else if (!strcmp(key, "challenge")) {
        slot = &h->challenge;
        set = &h->challenge_set;
    } else {
        snprintf(why, n, "unknown parameter (known: bluff, challenge)");
        return -1;
    }
    char *end;
    double v = strtod(value, &end);
    if (end == value || *end || !(v >= 0.0 && v <= 1.0)) {
        snprintf(why, n, "'%s' is not a number from 0 to 1", value);
        return -1;
    }
    *slot = v;
    *set = true;
    return 0;
}

static void start(void *mem, const coup_obs *o)
{
    heuristic *h = mem;
    if (!h->bluff_set)
        h->bluff = DEFAULT_BLUFF;
    if (!h->challenge_set)
        h->challenge = DEFAULT_CHALLENGE;
    coup__bel_start(&h->bel, o);
    h->duel.race.ready = false; /* each game from scratch: reproducible */
    memset(h->last_turn, 0xFF, sizeof h->last_turn);
    h->stall = h->quiet_turns = h->influence = 0;
}

static void see(void *mem, const coup_obs *before, int mover, coup_move seen)
{
    heuristic *h = mem;
    coup__bel_see(&h->bel, before, mover, seen);
}

const coup_bot_kind coup_bot_heuristic = {
    .name = "heuristic",
    .summary = "card counting, opponent models, bluffs and challenges by "
               "expected value",
    .params = "bluff=0.5 (0..1: propensity to bluff), challenge=0.55 (0..1: "
              "margin a challenge needs)",
    .size = sizeof(heuristic),
    .observes = true,
    .configure = configure,
    .start = start,
    .see = see,
    .choose = choose,
};
