/*
 * honest.c - the bot "honest": never bluffs, never challenges. The
 * baseline a beginner plays.
 *
 * It claims only characters it holds (actions and blocks), proves whenever
 * it is challenged and holds the card, and never challenges anyone. Its
 * preferences are fixed, with random tie-breaks:
 *  - with 7 coins or more it Coups the strongest opponent (most influence,
 *    then most coins); with an Assassin and 3 coins it assassinates the
 *    strongest who has not claimed the Contessa; with a Duke it takes Tax;
 *    with a Captain it steals from the richest opponent who has 2 coins or
 *    more and has not claimed a card that blocks it; with the Ambassador
 *    it exchanges,
 *    with the Inquisitor it exchanges or, one time in three, examines the
 *    strongest opponent; otherwise Foreign Aid, or Income when an opponent
 *    claims the Duke that would block it.
 *  - it values its cards Duke > Assassin > Contessa > Captain > Inquisitor
 *    > Ambassador: it loses the least valuable, keeps the most valuable
 *    (two different ones rather than a pair) and drafts the best.
 *  - under R10 it names the character the target most likely holds (its
 *    claims, then counting), from the shared beliefs (beliefs.h).
 */
#include "bots/beliefs.h"
#include "bots/kinds.h"

typedef struct honest {
    coup__beliefs bel;
} honest;

/* The fixed value of each card to this player. */
static const int rank[COUP_NCARDS] = {
    [COUP_DUKE] = 6,    [COUP_ASSASSIN] = 5,   [COUP_CAPTAIN] = 3,
    [COUP_AMBASSADOR] = 1, [COUP_CONTESSA] = 4, [COUP_INQUISITOR] = 2,
};

static int rank_of(int c) { return c < COUP_NCARDS ? rank[c] : 0; }

static bool holds(const coup_obs *o, int c)
{
    for (int i = 0; i < o->nmine; i++)
        if (o->mine[i] == c)
            return true;
    return false;
}

/* The legal move of this type, target and card, if there is one. */
static bool find(const coup_move *legal, int n, int type, int target,
                 int card, coup_move *out)
{
    for (int i = 0; i < n; i++)
        if (legal[i].type == type &&
            (target < 0 || legal[i].target == target) &&
            (card < 0 || legal[i].card == card)) {
            *out = legal[i];
            return true;
        }
    return false;
}

/* The opponent with the highest score, ties broken at random, leaving out
 * those whose claims say they would block with a card of `avoid` (a
 * bitmask of characters; 0 for none). */
static int best_opponent(const honest *h, const coup_obs *o, coup_rng *rng,
                         bool by_coins, unsigned avoid)
{
    int best = -1, ties = 0;
    long top = -1;
    for (int p = 0; p < o->players; p++) {
        if (p == o->seat || o->hidden[p] == 0 || (h->bel.m[p].story & avoid))
            continue;
        long score = by_coins ? o->coins[p]
                              : o->hidden[p] * 100L + o->coins[p];
        if (score > top) {
            top = score;
            best = p;
            ties = 1;
        } else if (score == top &&
                   coup_rng_below(rng, (uint32_t)++ties) == 0) {
            best = p;
        }
    }
    return best;
}

/* A Coup or an Assassinate on t, naming a card under R10. */
static bool attack(const honest *h, const coup_obs *o, const coup_move *legal,
                   int n, int type, int t, coup_move *out)
{
    int named = COUP_NOCARD;
    unsigned opt = type == COUP_MV_COUP ? COUP_OPT_DECLARED_COUP
                                        : COUP_OPT_DECLARED_ASSASSINATE;
    if (o->flags & opt)
        named = coup__bel_likeliest(&h->bel, o, t);
    if (find(legal, n, type, t, named == COUP_NOCARD ? -1 : named, out))
        return true;
    return find(legal, n, type, t, -1, out);
}

static coup_move action(const honest *h, const coup_obs *o,
                        const coup_move *legal, int n, coup_rng *rng)
{
    int me = o->seat, coins = o->coins[me];
    int fourth = (o->flags & COUP_OPT_INQUISITOR) ? COUP_INQUISITOR
                                                  : COUP_AMBASSADOR;
    int strong = best_opponent(h, o, rng, false, 0);
    coup_move m;
    if (coins >= COUP_COUP_COST &&
        attack(h, o, legal, n, COUP_MV_COUP, strong, &m))
        return m;
    if (coins >= COUP_ASSASSINATE_COST && holds(o, COUP_ASSASSIN)) {
        int t = best_opponent(
            h, o, rng, false,
            coup__blockers_mask(COUP_MV_ASSASSINATE, o->flags));
        if (t >= 0 && attack(h, o, legal, n, COUP_MV_ASSASSINATE, t, &m))
            return m;
    }
    if (holds(o, COUP_DUKE) && find(legal, n, COUP_MV_TAX, -1, -1, &m))
        return m;
    if (holds(o, COUP_CAPTAIN)) {
        int rich = best_opponent(h, o, rng, true,
                                 coup__blockers_mask(COUP_MV_STEAL, o->flags));
        if (rich >= 0 && o->coins[rich] >= COUP_STEAL_COINS &&
            find(legal, n, COUP_MV_STEAL, rich, -1, &m))
            return m;
    }
    if (holds(o, fourth)) {
        if (fourth == COUP_INQUISITOR && coup_rng_below(rng, 3) == 0 &&
            find(legal, n, COUP_MV_EXAMINE, strong, -1, &m))
            return m;
        if (find(legal, n, COUP_MV_EXCHANGE, -1, -1, &m))
            return m;
    }
    for (int p = 0; p < o->players; p++)
        if (p != me && o->hidden[p] &&
            (h->bel.m[p].story & (1u << COUP_DUKE)) &&
            find(legal, n, COUP_MV_INCOME, -1, -1, &m))
            return m;
    if (find(legal, n, COUP_MV_FOREIGN_AID, -1, -1, &m))
        return m;
    return legal[0];
}

/* The legal move whose card(s) score best; ties at random. */
static coup_move best_cards(const coup_move *legal, int n, coup_rng *rng,
                            int sign)
{
    int best = 0, ties = 0;
    int top = -1000;
    for (int i = 0; i < n; i++) {
        const coup_move *m = &legal[i];
        int score = rank_of(m->card);
        if (m->card2 < COUP_NCARDS)
            score += rank_of(m->card2) - (m->card2 == m->card ? 3 : 0);
        score *= sign;
        if (score > top) {
            top = score;
            best = i;
            ties = 1;
        } else if (score == top &&
                   coup_rng_below(rng, (uint32_t)++ties) == 0) {
            best = i;
        }
    }
    return legal[best];
}

static coup_move choose(void *mem, const coup_obs *o, const coup_move *legal,
                        int n, coup_rng *rng)
{
    honest *h = mem;
    coup_move m;
    switch (o->phase) {
    case COUP_PH_ACTION:
        return action(h, o, legal, n, rng);
    case COUP_PH_CHALLENGE:
        return legal[0]; /* pass: it never challenges */
    case COUP_PH_PROVE:
        if (find(legal, n, COUP_MV_PROVE, -1, -1, &m))
            return m;
        return legal[0];
    case COUP_PH_BLOCK:
        for (int i = 0; i < n; i++)
            if (legal[i].type == COUP_MV_BLOCK && holds(o, legal[i].card))
                return legal[i];
        return legal[0]; /* pass */
    case COUP_PH_LOSE:
        return best_cards(legal, n, rng, -1);
    case COUP_PH_KEEP:
    case COUP_PH_PICK:
        return best_cards(legal, n, rng, 1);
    case COUP_PH_SHOW:
        /* Examine: the weakest card to the Inquisitor (R10: no choice). */
        return best_cards(legal, n, rng, -1);
    case COUP_PH_EXAMINE:
        /* A strong card of the target goes back to the Court. */
        if (o->nshown && rank_of(o->shown[0]) >= rank[COUP_CONTESSA] &&
            find(legal, n, COUP_MV_SWAP, -1, -1, &m))
            return m;
        if (find(legal, n, COUP_MV_GIVEBACK, -1, -1, &m))
            return m;
        return legal[0];
    default:
        return legal[0];
    }
}

static void start(void *mem, const coup_obs *o)
{
    honest *h = mem;
    coup__bel_start(&h->bel, o);
}

static void see(void *mem, const coup_obs *before, int mover, coup_move seen)
{
    honest *h = mem;
    coup__bel_see(&h->bel, before, mover, seen);
}

const coup_bot_kind coup_bot_honest = {
    .name = "honest",
    .summary = "never bluffs, never challenges: claims only what it holds",
    .params = "",
    .size = sizeof(honest),
    .observes = true,
    .start = start,
    .see = see,
    .choose = choose,
};
