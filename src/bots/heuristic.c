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
 *  - with two players left (duel.c), in odds of winning, from the race
 *    model (race.h): both players' influence and coins, the 7 coins a Coup
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
 * estimates). Every tuned number is a weight of heuristic_weights[] below,
 * set by name like a parameter (w_threat=0.7; docs/ai.md).
 */
#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bots/heuristic.h"
#include "bots/kinds.h"

#define DEFAULT_BLUFF 0.5
#define DEFAULT_CHALLENGE 0.55

/* The value of a move we will not make (a bluff at bluff=0, a move of
 * no action), and what a move that does not advance a stuck game loses. */
#define NEVER (-1e9)
#define STUCK 1e6
/* Values closer than this are a tie, broken at random. */
#define TIE 1e-9

typedef coup__heur_ctx ctx;
typedef coup__duel duel;

/* ------------------------------------------------------------ weights */

/*
 * Every tuned number of the bot, by the name a bot spec sets it with
 * (`heuristic:w_threat=0.7`), its default, and the values it accepts.
 * Values are in coins, an influence being worth about a Coup, unless the
 * comment says otherwise. Origin: all were set by hand when the bot was
 * written (commit 3b0bf0d, with docs/STRENGTH.md's first tables), but
 * w_convert (measured); `bluff` and `challenge`, the bot's two
 * parameters, have measured alternatives (docs/STRENGTH.md, "The
 * heuristic's parameters").
 * Changing a default changes the bench's signature.
 */
typedef struct weight {
    const char *name;
    size_t at; /* offsetof in coup__heur_weights */
    double value, lo, hi;
    bool whole; /* a count of turns */
} weight;

#define W(field) offsetof(coup__heur_weights, field)
#define ANY HUGE_VAL

static const weight heuristic_weights[] = {
    /* An opponent's influence, before its threat multiplies it. */
    {"w_influence", W(influence), 6.0, 0, ANY, false},
    /* Extra for taking a rival's last influence: one fewer player. */
    {"w_eliminate", W(eliminate), 4.0, 0, ANY, false},
    /* Our first influence lost. */
    {"w_first_card", W(first_card), 9.0, 0, ANY, false},
    /* Our last influence lost, on top of the first: the game. Also the
     * worth of the last opponent's last card. */
    {"w_last_card", W(last_card), 40.0, 0, ANY, false},
    /* A card in hand (hand values: what an Exchange seeks, what we keep
     * and what we give up last). */
    {"w_duke", W(card[COUP_DUKE]), 3.0, 0, ANY, false},
    {"w_assassin", W(card[COUP_ASSASSIN]), 2.2, 0, ANY, false},
    {"w_captain", W(card[COUP_CAPTAIN]), 1.6, 0, ANY, false},
    {"w_ambassador", W(card[COUP_AMBASSADOR]), 1.0, 0, ANY, false},
    {"w_contessa", W(card[COUP_CONTESSA]), 2.0, 0, ANY, false},
    {"w_inquisitor", W(card[COUP_INQUISITOR]), 1.3, 0, ANY, false},
    /* The second card of a pair: it adds claims to nothing. */
    {"w_pair", W(pair), 0.4, 0, ANY, false},
    /* A coin past the 7 a Coup needs is worth this much of a coin. */
    {"w_coin_past_coup", W(coin_past_coup), 0.3, 0, 1, false},
    /* An opponent's threat (a multiplier of w_influence, and of the
     * coins it is denied): w_threat, plus w_threat_influence per card,
     * plus its coins divided by w_threat_coins, plus w_threat_duke and
     * (with the coins to assassinate) w_threat_assassin times the odds it
     * holds that card. */
    {"w_threat", W(threat), 0.6, 0, ANY, false},
    {"w_threat_influence", W(threat_influence), 0.25, 0, ANY, false},
    {"w_threat_coins", W(threat_coins), 10.0, 1, ANY, false},
    {"w_threat_duke", W(threat_duke), 0.3, 0, ANY, false},
    {"w_threat_assassin", W(threat_assassin), 0.2, 0, ANY, false},
    /* With three or more players, the coins an opponent is denied count
     * this much times its threat (against the last one, fully). */
    {"w_deny", W(deny), 0.5, 0, ANY, false},
    /* The share of a bluffer's chances that it bluffs a block... */
    {"w_block_bluff", W(block_bluff), 0.4, 0, 1, false},
    /* ...and (in a duel) an action it wants to take. */
    {"w_their_bluff", W(their_bluff), 0.5, 0, 1, false},
    /* A true claim challenged wins this share of w_influence. */
    {"w_true_claim", W(true_claim), 0.5, 0, ANY, false},
    /* An Exchange: its gain in hand value times the odds our claims are
     * challenged (at least w_exchange_need) times w_exchange. */
    {"w_exchange", W(exchange), 1.5, 0, ANY, false},
    {"w_exchange_need", W(exchange_need), 0.1, 0, 1, false},
    /* An Examine that stands (knowing a card, changing it). */
    {"w_examine", W(examine), 0.5, 0, ANY, false},
    /* A Coup now rather than later: coins that wait can be stolen, and
     * give the others time. */
    {"w_coup_now", W(coup_now), 2.0, 0, ANY, false},
    /* What a Steal on us costs when we could block it... */
    {"w_steal_blockable", W(steal_blockable), 0.2, 0, ANY, false},
    /* ...and the share of the coins counted when it is on another. */
    {"w_steal_other", W(steal_other), 0.3, 0, ANY, false},
    /* What an opponent's Exchange that stands costs us. */
    {"w_exchange_stake", W(exchange_stake), 0.3, 0, ANY, false},
    /* What an Examine that stands costs us: of our card, of another's. */
    {"w_examine_me", W(examine_me), 1.0, 0, ANY, false},
    {"w_examine_other", W(examine_other), 0.2, 0, ANY, false},
    /* The Contessa's extra worth, per opponent with the coins to
     * assassinate, times the odds it holds the Assassin. */
    {"w_contessa_guard", W(contessa_guard), 0.5, 0, ANY, false},
    /* Between two hands of equal value, the one of better cards now:
     * that much of their worth now. */
    {"w_keep_tiebreak", W(keep_tiebreak), 0.01, 0, 1, false},
    /* Our Examine swaps a shown card worth at least this. */
    {"w_swap_from", W(swap_from), 2.0, 0, ANY, false},
    /* In a duel, the odds of winning that one unit of hand value from
     * an Exchange is worth, times the opponent's challenge rate. */
    {"w_duel_exchange", W(duel_exchange), 0.02, 0, 1, false},
    /* Our turns without any change of coins or influence, or without an
     * influence lost, before we force the game forward. */
    {"w_stall_turns", W(stall_turns), 4, 1, 255, true},
    {"w_quiet_turns", W(quiet_turns), 15, 1, 255, true},
    /* Reformation (R17): a Conversion is worth this share of an influence
     * per opponent it takes off our back (of those alive). Measured: 5
     * (docs/STRENGTH.md, "Reformation"): a field of 5s beats one seat of
     * 3 or 10; 0.25, the first guess, wins 7.6% against three 3s. */
    {"w_convert", W(convert), 5.0, 0, ANY, false},
};

#undef W
#undef ANY

#define NWEIGHTS (sizeof heuristic_weights / sizeof heuristic_weights[0])
_Static_assert(NWEIGHTS * sizeof(double) == sizeof(coup__heur_weights),
               "every weight of coup__heur_weights has a row");

static double *weight_slot(coup__heur_weights *w, const weight *k)
{
    return (double *)((char *)w + k->at);
}

static void default_weights(coup__heur_weights *w)
{
    for (size_t i = 0; i < NWEIGHTS; i++)
        *weight_slot(w, &heuristic_weights[i]) = heuristic_weights[i].value;
}

/* ---------------------------------------------------------- the bot */

typedef struct heuristic {
    double bluff, challenge;
    bool bluff_set, challenge_set, weights_set;
    coup__heur_weights w;
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

/* Our value as a function of our face-down cards. */
static double our_value(const ctx *x, int hidden)
{
    const coup__heur_weights *w = x->w;
    return hidden >= 2   ? 0.0
           : hidden == 1 ? -w->first_card
                         : -w->first_card - w->last_card;
}

/* The cost of losing k influences from `hidden`. */
static double lose_cost(const ctx *x, int hidden, int k)
{
    int after = hidden - k < 0 ? 0 : hidden - k;
    return our_value(x, hidden) - our_value(x, after);
}

/* Coins are worth less past the 7 a Coup needs. */
static double coin_value(const ctx *x, int c)
{
    return c <= COUP_COUP_COST
               ? c
               : COUP_COUP_COST + x->w->coin_past_coup * (c - COUP_COUP_COST);
}

static double gain_coins(const ctx *x, int have, int more)
{
    return coin_value(x, have + more) - coin_value(x, have);
}

/* How dangerous opponent t is: its influence, coins and credible claims. */
static double threat(const ctx *x, int t)
{
    const coup_obs *o = x->o;
    const coup__heur_weights *w = x->w;
    double th = w->threat + w->threat_influence * o->hidden[t] +
                o->coins[t] / w->threat_coins;
    th += w->threat_duke * coup__bel_hold(x->b, o, t, COUP_DUKE);
    if (o->coins[t] >= COUP_ASSASSINATE_COST)
        th += w->threat_assassin * coup__bel_hold(x->b, o, t, COUP_ASSASSIN);
    return th;
}

/* The value of opponent t losing one influence. */
static double hit_value(const ctx *x, int t)
{
    double v = x->w->influence * threat(x, t);
    if (x->o->hidden[t] == 1)
        v += x->nopp == 1 ? x->w->last_card : x->w->eliminate;
    return v;
}

/* How much we care about opponent t's coins. */
static double deny_weight(const ctx *x, int t)
{
    return x->nopp == 1 ? 1.0 : x->w->deny * threat(x, t);
}

double coup__heur_block_odds(const ctx *x, int p, unsigned mask)
{
    double hold = coup__bel_hold_any(x->b, x->o, p, mask);
    double bluff = x->w->block_bluff * coup__bel_bluffer(x->b, p);
    return hold + (1 - hold) * bluff;
}

/* Odds that nobody challenges a claim of ours (every living opponent is
 * asked; the first challenge counts). */
static double quiet_odds(const ctx *x)
{
    double q = 1.0;
    for (int p = 0; p < x->o->players; p++)
        if (coup__heur_alive_opp(x, p))
            q *= 1 - coup__bel_challenge_doubt(x->b, p);
    return q;
}

/* Hand value: distinct characters count fully, a pair's second card a
 * little. */
static double hand_value(const coup__heur_weights *w, const int *cards, int k)
{
    double v = 0;
    unsigned seen = 0;
    for (int i = 0; i < k; i++) {
        if (cards[i] >= COUP_NCARDS)
            continue;
        v += (seen & (1u << cards[i])) ? w->pair : w->card[cards[i]];
        seen |= 1u << cards[i];
    }
    return v;
}

/* The best `keep` cards of `pool`, and their value. */
static double best_keep(const coup__heur_weights *w, const int *pool, int n,
                        int keep, int out[2])
{
    double best = -1;
    for (int i = 0; i < n; i++) {
        if (keep == 1) {
            double v = hand_value(w, &pool[i], 1);
            if (v > best) {
                best = v;
                if (out)
                    out[0] = pool[i], out[1] = COUP_NOCARD;
            }
            continue;
        }
        for (int j = i + 1; j < n; j++) {
            int two[2] = {pool[i], pool[j]};
            double v = hand_value(w, two, 2);
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
double coup__heur_exchange_gain(const ctx *x)
{
    const coup_obs *o = x->o;
    int unseen[COUP_NCARDS], pool[4], n = 0;
    int total = coup__bel_unseen(x->b, o, unseen);
    int draws = (o->flags & COUP_OPT_INQUISITOR) ? COUP_INQUISITOR_DRAWS
                                                 : COUP_EXCHANGE_DRAWS;
    for (int i = 0; i < o->nmine && n < 2; i++)
        pool[n++] = o->mine[i];
    double now = hand_value(x->w, pool, n);
    if (total < draws || o->court_size < draws)
        return 0;
    double sum = 0, wsum = 0;
    for (int a = 0; a < COUP_NCARDS; a++) {
        if (!unseen[a])
            continue;
        if (draws == 1) {
            pool[n] = a;
            double w = unseen[a];
            sum += w * best_keep(x->w, pool, n + 1, n, NULL);
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
            sum += w * best_keep(x->w, pool, n + 2, n, NULL);
            wsum += w;
        }
    }
    return wsum > 0 ? sum / wsum - now : 0;
}

/* -------------------------------------------------------------- claims */

/* The expected value of a claim, true or a bluff: `gain` if it stands
 * (unchallenged with the odds `quiet`). A true claim that is challenged
 * costs the challenger an influence; a bluff that is challenged costs us
 * one (and the action fails, its cost refunded). */
static double stake_ev(const ctx *x, bool truthful, double quiet,
                       double gain)
{
    if (truthful)
        return gain + (1 - x->quiet) * x->w->true_claim * x->w->influence;
    if (x->risk < 0)
        return NEVER;
    return quiet * gain - (1 - quiet) * x->risk * lose_cost(x, x->hidden, 1);
}

/* The same for an action claiming c. */
static double claim_ev(const ctx *x, int c, double gain)
{
    if (c == COUP_NOCARD)
        return gain;
    if (coup__heur_mine(x, c))
        return stake_ev(x, true, x->quiet, gain);
    double quiet = x->quiet;
    if (!coup__bel_story_fits(x->b, x->o, x->me, c))
        quiet *= quiet; /* a story that does not hold draws doubt */
    return stake_ev(x, false, quiet, gain);
}

/* R18: an Embezzlement claims to hold NO Duke: true when we hold none,
 * a bluff when we do. */
static double embezzle_ev(const ctx *x, double gain)
{
    return stake_ev(x, !coup__heur_mine(x, COUP_DUKE), x->quiet, gain);
}

/* R16: how many living opponents may aim at us when the Reformists are
 * `reform` (the seats we may aim at: the rule is symmetric). */
static int exposure(const ctx *x, unsigned reform)
{
    const coup_obs *o = x->o;
    unsigned alive = 0;
    for (int p = 0; p < o->players; p++)
        if (o->hidden[p])
            alive |= 1u << p;
    return __builtin_popcount(coup_rivals(alive, reform, o->flags, x->me));
}

/* R17: a Conversion is worth the share of the table it takes off our back
 * (an influence's worth, weighted by w_convert), less its coins. */
static double convert_ev(const ctx *x, coup_move m)
{
    const coup_obs *o = x->o;
    int coins = o->coins[x->me];
    int cost = m.target == x->me ? COUP_CONVERT_SELF_COST
                                 : COUP_CONVERT_OTHER_COST;
    int now = exposure(x, o->reform),
        after = exposure(x, o->reform ^ (1u << m.target));
    double safer = (double)(now - after) / (x->nopp > 0 ? x->nopp : 1);
    return x->w->convert * safer * lose_cost(x, x->hidden, 1) -
           (coin_value(x, coins) - coin_value(x, coins - cost));
}

/* Odds that a Coup or Assassinate naming c (R10) takes an influence. */
double coup__heur_hit_odds(const ctx *x, int t, int named)
{
    if (named >= COUP_NCARDS)
        return 1.0;
    return coup__bel_hold(x->b, x->o, t, named);
}

/* The expected value of action m: what it gains if it stands (claim_ev()
 * weighs the claim it makes, if any). */
static double action_ev(const ctx *x, coup_move m)
{
    const coup_obs *o = x->o;
    int coins = o->coins[x->me], t = m.target;
    if (m.type == COUP_MV_EMBEZZLE) /* R18: the whole Reserve */
        return embezzle_ev(x, gain_coins(x, coins, o->reserve));
    if (m.type == COUP_MV_CONVERT)
        return convert_ev(x, m);
    if (m.type < COUP_MV_INCOME || m.type > COUP_MV_EXAMINE)
        return NEVER;
    const coup__action *a = &coup__actions[m.type];
    unsigned block = coup__blockers_mask(m.type, o->flags);
    double gain;
    switch (m.type) {
    case COUP_MV_INCOME:
    case COUP_MV_TAX:
        gain = gain_coins(x, coins, a->coins);
        break;
    case COUP_MV_FOREIGN_AID: {
        double free = 1;
        for (int p = 0; p < o->players; p++)
            if (coup__heur_alive_opp(x, p))
                free *= 1 - coup__heur_block_odds(x, p, block);
        gain = free * gain_coins(x, coins, a->coins);
        break;
    }
    case COUP_MV_EXCHANGE: {
        double need = 1 - x->quiet;
        if (need < x->w->exchange_need)
            need = x->w->exchange_need;
        gain = coup__heur_exchange_gain(x) * need * x->w->exchange;
        break;
    }
    case COUP_MV_STEAL: {
        int k = coup__heur_steal_take(o->coins[t]);
        if (k == 0)
            return -1;
        double free = 1 - coup__heur_block_odds(x, t, block);
        double g = gain_coins(x, coins, k) +
                   deny_weight(x, t) * (coin_value(x, o->coins[t]) -
                                        coin_value(x, o->coins[t] - k));
        gain = free * g;
        break;
    }
    case COUP_MV_ASSASSINATE: {
        double free = 1 - coup__heur_block_odds(x, t, block);
        gain = free * coup__heur_hit_odds(x, t, m.card) * hit_value(x, t) -
               (coin_value(x, coins) - coin_value(x, coins - a->cost));
        break;
    }
    case COUP_MV_EXAMINE:
        gain = x->w->examine;
        break;
    default: /* COUP_MV_COUP */
        /* A Coup cannot be stopped: coins that wait can be stolen, and
         * give the others time. */
        gain = coup__heur_hit_odds(x, t, m.card) * hit_value(x, t) -
               (coin_value(x, coins) - coin_value(x, coins - a->cost)) +
               x->w->coup_now;
        break;
    }
    return claim_ev(x, coup__claim_of(m.type, o->flags), gain);
}

/* ------------------------------------------------------- the decisions */

static coup_move pick_max(const coup_move *legal, int n, const double *v,
                          coup_rng *rng)
{
    int best = 0, ties = 1;
    for (int i = 1; i < n; i++) {
        if (v[i] > v[best] + TIE) {
            best = i;
            ties = 1;
        } else if (v[i] > v[best] - TIE &&
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
    return h->stall >= h->w.stall_turns || h->quiet_turns >= h->w.quiet_turns;
}

/* Actions that change the table for sure: Income, a Coup, or a true Tax. */
static bool advances(const ctx *x, coup_move m)
{
    return m.type == COUP_MV_INCOME || m.type == COUP_MV_COUP ||
           (m.type == COUP_MV_TAX && coup__heur_mine(x, COUP_DUKE));
}

static coup_move act(const ctx *x, heuristic *h, const duel *d,
                     const coup_move *legal, int n, coup_rng *rng)
{
    double v[COUP_MAX_MOVES];
    bool stuck = stalled(h, x->o);
    for (int i = 0; i < n; i++) {
        v[i] = d ? coup__duel_action(x, d, legal[i]) : action_ev(x, legal[i]);
        if (stuck && !advances(x, legal[i]))
            v[i] -= STUCK;
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
    if (o->named < COUP_NCARDS && !coup__heur_mine(x, o->named))
        return 0; /* R10: the named card is not ours: it misses */
    if (coup__heur_mine(x, COUP_CONTESSA))
        return 0;
    double take = lose_cost(x, hidden, 1);
    double q = block_quiet(x);
    double bluff = (1 - q) * lose_cost(x, hidden, 2);
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
            *deny = gain_coins(x, o->coins[me], COUP_FOREIGN_AID_COINS);
            break;
        case COUP_MV_STEAL: {
            int k = coup__heur_steal_take(o->coins[t]);
            *deny = gain_coins(x, o->coins[me], k) + deny_weight(x, t) * k;
            break;
        }
        case COUP_MV_ASSASSINATE:
            *deny = coup__heur_hit_odds(x, t, o->named) * hit_value(x, t);
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
        *deny = *after = deny_weight(x, actor) *
                         gain_coins(x, o->coins[actor], COUP_TAX_COINS);
        break;
    case COUP_MV_STEAL: {
        int k = coup__heur_steal_take(o->coins[me]);
        if (t == me) {
            bool can_block = coup__heur_mine_any(
                x, coup__blockers_mask(COUP_MV_STEAL, o->flags));
            *deny = can_block ? x->w->steal_blockable
                              : gain_coins(x, o->coins[me] - k, k) +
                                    deny_weight(x, actor) * k;
        } else {
            *deny = x->w->steal_other * deny_weight(x, actor) * k;
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
        *deny = *after = x->w->exchange_stake;
        break;
    case COUP_MV_EXAMINE:
        *deny = *after = t == me ? x->w->examine_me : x->w->examine_other;
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
    /* ps: the odds the claim is false; R18: an Embezzlement's is false
     * when the claimant holds the Duke it says it lacks */
    double hold = coup__bel_hold(x->b, o, claimant, c);
    double ps = o->action == COUP_MV_EMBEZZLE ? hold : 1 - hold;
    double gain, loss;
    if (d) {
        double pass, win, lose;
        coup__duel_stakes(x, d, &pass, &win, &lose);
        gain = win - pass;
        loss = pass - lose;
    } else {
        double deny, after;
        stakes(x, &deny, &after);
        gain = hit_value(x, claimant) + deny;
        loss = lose_cost(x, x->hidden, 1) + after - deny;
    }
    double margin = (x->challenge - 0.5) * (gain + loss);
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
               gain_coins(x, o->coins[actor], COUP_FOREIGN_AID_COINS);
        break;
    case COUP_MV_STEAL: {
        int k = coup__heur_steal_take(o->coins[me]);
        gain = gain_coins(x, o->coins[me] - k, k) + deny_weight(x, actor) * k;
        break;
    }
    case COUP_MV_ASSASSINATE:
        gain = o->named < COUP_NCARDS && !coup__heur_mine(x, o->named)
                   ? 0
                   : lose_cost(x, x->hidden, 1);
        break;
    default:
        break;
    }
    if (gain <= 0)
        return legal[0];
    /* A true block first. */
    for (int i = 0; i < n; i++)
        if (legal[i].type == COUP_MV_BLOCK && coup__heur_mine(x, legal[i].card))
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
                       ? lose_cost(x, x->hidden, 2) - gain
                       : lose_cost(x, x->hidden, 1);
    if (best >= 0 && q * gain - (1 - q) * x->risk * extra > 0)
        return legal[best];
    return legal[0]; /* pass */
}

/* The value of a card to us now. */
static double keep_value(const ctx *x, int c)
{
    double v = x->w->card[c];
    if (c == COUP_CONTESSA) {
        /* Worth more when an opponent can assassinate us. */
        for (int p = 0; p < x->o->players; p++)
            if (coup__heur_alive_opp(x, p) &&
                x->o->coins[p] >= COUP_ASSASSINATE_COST)
                v += x->w->contessa_guard *
                     coup__bel_hold(x->b, x->o, p, COUP_ASSASSIN);
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
        v[i] = hand_value(x->w, cards, k);
        for (int j = 0; j < k; j++)
            v[i] += x->w->keep_tiebreak * keep_value(x, cards[j]);
    }
    return pick_max(legal, n, v, rng);
}

static coup_move choose(void *mem, const coup_obs *o, const coup_move *legal,
                        int n, coup_rng *rng)
{
    heuristic *h = mem;
    ctx x = {.w = &h->w,
             .b = &h->bel,
             .o = o,
             .challenge = h->challenge,
             .me = o->seat};
    for (int p = 0; p < o->players; p++)
        if (coup__heur_alive_opp(&x, p))
            x.nopp++;
    x.fourth =
        (o->flags & COUP_OPT_INQUISITOR) ? COUP_INQUISITOR : COUP_AMBASSADOR;
    x.hidden = o->hidden[o->seat];
    x.quiet = quiet_odds(&x);
    /* A bluff's risk counts fully at the default bluff=0.5, not at all at
     * 1; bluff=0 never bluffs. */
    x.risk = h->bluff <= 0 ? -1 : (1 - h->bluff) / 0.5;
    if (n == 1)
        return legal[0];
    const duel *d = NULL;
    if (x.nopp == 1 &&
        (o->phase == COUP_PH_ACTION || o->phase == COUP_PH_CHALLENGE ||
         o->phase == COUP_PH_BLOCK)) {
        coup__duel_setup(&x, &h->duel);
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
        return d ? coup__duel_block(&x, d, legal, n)
                 : block_or_pass(&x, legal, n);
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
        bool swap = c < COUP_NCARDS && h->w.card[c] >= h->w.swap_from;
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

/* A weight by name: "w_threat=0.7" (heuristic_weights[]). */
static int configure_weight(heuristic *h, const weight *k, const char *value,
                            char *why, size_t n)
{
    char *end;
    double v = strtod(value, &end);
    if (end == value || *end || !isfinite(v) || !(v >= k->lo && v <= k->hi) ||
        (k->whole && v != floor(v))) {
        if (k->hi == HUGE_VAL)
            snprintf(why, n, "'%s' is not a number of at least %g", value,
                     k->lo);
        else
            snprintf(why, n, "'%s' is not a %snumber from %g to %g", value,
                     k->whole ? "whole " : "", k->lo, k->hi);
        return -1;
    }
    if (!h->weights_set) {
        default_weights(&h->w);
        h->weights_set = true;
    }
    *weight_slot(&h->w, k) = v;
    return 0;
}

static int configure(void *mem, const char *key, const char *value, char *why,
                     size_t n)
{
    heuristic *h = mem;
    double *slot;
    bool *set;
    for (size_t i = 0; i < NWEIGHTS; i++)
        if (!strcmp(key, heuristic_weights[i].name))
            return configure_weight(h, &heuristic_weights[i], value, why, n);
    if (!strcmp(key, "bluff")) {
        slot = &h->bluff;
        set = &h->bluff_set;
    } else if (!strcmp(key, "challenge")) {
        slot = &h->challenge;
        set = &h->challenge_set;
    } else {
        snprintf(why, n,
                 "unknown parameter (known: bluff, challenge, and the "
                 "weights w_... of docs/ai.md, such as w_threat)");
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
    if (!h->weights_set)
        default_weights(&h->w);
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
              "margin a challenge needs), and the weights w_... (docs/ai.md)",
    .size = sizeof(heuristic),
    .observes = true,
    .configure = configure,
    .start = start,
    .see = see,
    .choose = choose,
};
