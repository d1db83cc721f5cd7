/*
 * styles.c - the bots that play one fixed plan in one of four styles:
 * "honest", "bluffer", "challenger" and "cautious". The plan is what they
 * share: preferences among the actions, the value of each card, the
 * choice of targets, R10 naming from the shared beliefs (beliefs.h). The
 * style is how a bot claims (only what it holds, or anything) and whom it
 * challenges (nobody, everybody, or only a claim it knows is a bluff).
 *
 *  - honest: claims only what it holds, never challenges. The baseline a
 *    beginner plays.
 *  - bluffer: claims whatever it needs, never challenges. It picks its
 *    action as if it held every character and blocks every action it may.
 *  - challenger: claims like honest, challenges every claim it is asked
 *    about.
 *  - cautious: claims like honest, challenges only a sure bluff: a claim
 *    that counting shows impossible, or of a character the claimant failed
 *    to prove since its hand last changed.
 *
 * The plan (honest's turn, and the turn of challenger and cautious), with
 * random tie-breaks:
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
 *  - it proves a challenged claim whenever it holds the card, and concedes
 *    otherwise.
 *
 * The bluffer's turn is the same plan with every card in hand: a Coup with
 * 7 coins; otherwise, one time in eight, the fourth character's action
 * (Exchange, or Examine one time in three under R12), and else the best of
 * Assassinate (3 coins and a target), Tax and Steal (from the richest
 * opponent with coins), ties at random, so that its claims wander as a
 * bluffer's do. It blocks with a card it holds if it can, else with the
 * blocking character of which it sees the most unseen copies.
 * `bluffer:after=N` is a bait for a bot that learns its opponents: it
 * plays honest for its first N games, then bluffs.
 *
 * The honest bot plays exactly as it did before the styles were added: its
 * moves, and the random numbers it draws, are those of `coup bench`'s
 * signature.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bots/beliefs.h"
#include "bots/kinds.h"

enum style { HONEST, BLUFFER, CHALLENGER, CAUTIOUS };

typedef struct player {
    coup__beliefs bel;
    /* For the cautious: the characters each seat conceded since a card
     * last came into its hand at random (a proof's replacement, an
     * Exchange, an Examine swap). Kept here rather than read from the
     * beliefs' `notheld`, which an Examine swap of a card we saw does not
     * clear (the swap may draw that very character). */
    uint8_t unproven[COUP_MAX_PLAYERS];
    /* The bluffer's bait (after=N): honest for its first N games. */
    long after, games;
} player;

/* The fixed value of each card to this player. */
static const int rank[COUP_NCARDS] = {
    [COUP_DUKE] = 6,    [COUP_ASSASSIN] = 5,   [COUP_CAPTAIN] = 3,
    [COUP_AMBASSADOR] = 1, [COUP_CONTESSA] = 4, [COUP_INQUISITOR] = 2,
};

static int rank_of(int c) { return c < COUP_NCARDS ? rank[c] : 0; }

static unsigned bit(int c) { return 1u << c; }

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
static int best_opponent(const player *h, const coup_obs *o, coup_rng *rng,
                         bool by_coins, unsigned avoid)
{
    int best = -1, ties = 0;
    long top = -1;
    for (int p = 0; p < o->players; p++) {
        if (!coup_obs_may_target(o, p) || (h->bel.m[p].story & avoid))
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

/* A character for R10 drawn in proportion to the odds that seat t holds
 * it; the likeliest if no odds are known. */
static int name_at_random(const player *h, const coup_obs *o, int t,
                          coup_rng *rng)
{
    double odds[COUP_NCARDS], sum = 0;
    for (int c = 0; c < COUP_NCARDS; c++)
        sum += odds[c] = coup__bel_hold(&h->bel, o, t, c);
    double u = coup_rng_unit(rng) * sum;
    for (int c = 0; c < COUP_NCARDS; c++)
        if (odds[c] > 0 && (u -= odds[c]) < 0)
            return c;
    return coup__bel_likeliest(&h->bel, o, t);
}

/* A Coup or an Assassinate on t, naming a card under R10: the likeliest,
 * or with an RNG (every style but honest), one time in two a card drawn
 * by its odds. A bluffer's story names what it claimed last, often not
 * what it holds: naming it every time, two bluffers could name the wrong
 * card forever. */
static bool attack(const player *h, const coup_obs *o, const coup_move *legal,
                   int n, int type, int t, coup_rng *rng, coup_move *out)
{
    int named = COUP_NOCARD;
    unsigned opt = type == COUP_MV_COUP ? COUP_OPT_DECLARED_COUP
                                        : COUP_OPT_DECLARED_ASSASSINATE;
    if (o->flags & opt)
        named = rng && coup_rng_below(rng, 2)
                    ? name_at_random(h, o, t, rng)
                    : coup__bel_likeliest(&h->bel, o, t);
    if (find(legal, n, type, t, named == COUP_NOCARD ? -1 : named, out))
        return true;
    return find(legal, n, type, t, -1, out);
}

static coup_move action(const player *h, enum style style,
                        const coup_obs *o, const coup_move *legal, int n,
                        coup_rng *rng)
{
    coup_rng *wander = style == HONEST ? NULL : rng;
    int me = o->seat, coins = o->coins[me];
    int fourth = (o->flags & COUP_OPT_INQUISITOR) ? COUP_INQUISITOR
                                                  : COUP_AMBASSADOR;
    int strong = best_opponent(h, o, rng, false, 0);
    coup_move m;
    if (coins >= COUP_COUP_COST &&
        attack(h, o, legal, n, COUP_MV_COUP, strong, wander, &m))
        return m;
    if (coins >= COUP_ASSASSINATE_COST && holds(o, COUP_ASSASSIN)) {
        int t = best_opponent(
            h, o, rng, false,
            coup__blockers_mask(COUP_MV_ASSASSINATE, o->flags));
        if (t >= 0 &&
            attack(h, o, legal, n, COUP_MV_ASSASSINATE, t, wander, &m))
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
    /* R18: the Reserve, when it beats Foreign Aid and we hold no Duke */
    if (o->reserve > COUP_FOREIGN_AID_COINS && !holds(o, COUP_DUKE) &&
        find(legal, n, COUP_MV_EMBEZZLE, -1, -1, &m))
        return m;
    if (find(legal, n, COUP_MV_FOREIGN_AID, -1, -1, &m))
        return m;
    return legal[0];
}

/* The bluffer's turn: the plan as if it held every character. */
static coup_move bluff_action(const player *h, const coup_obs *o,
                              const coup_move *legal, int n, coup_rng *rng)
{
    int coins = o->coins[o->seat];
    int strong = best_opponent(h, o, rng, false, 0);
    coup_move m, pick[3];
    int score[3], np = 0;
    if (coins >= COUP_COUP_COST &&
        attack(h, o, legal, n, COUP_MV_COUP, strong, rng, &m))
        return m;
    /* Now and then the fourth character, so that its claims wander. */
    if (coup_rng_below(rng, 8) == 0) {
        if ((o->flags & COUP_OPT_INQUISITOR) && coup_rng_below(rng, 3) == 0 &&
            find(legal, n, COUP_MV_EXAMINE, strong, -1, &m))
            return m;
        if (find(legal, n, COUP_MV_EXCHANGE, -1, -1, &m))
            return m;
    }
    /* The rest scored by what they gain: an influence or 3 coins are
     * worth the same to it, a Steal of 2 too (it costs the victim), a
     * Steal of 1 less. The best wins, ties at random. */
    if (coins >= COUP_ASSASSINATE_COST) {
        int t = best_opponent(
            h, o, rng, false,
            coup__blockers_mask(COUP_MV_ASSASSINATE, o->flags));
        if (t < 0)
            t = strong; /* all claim the Contessa: it doubts them all */
        if (t >= 0 &&
            attack(h, o, legal, n, COUP_MV_ASSASSINATE, t, rng, &m)) {
            pick[np] = m;
            score[np++] = 3;
        }
    }
    if (find(legal, n, COUP_MV_TAX, -1, -1, &m)) {
        pick[np] = m;
        score[np++] = 3;
    }
    int rich = best_opponent(h, o, rng, true,
                             coup__blockers_mask(COUP_MV_STEAL, o->flags));
    if (rich >= 0 && o->coins[rich] > 0 &&
        find(legal, n, COUP_MV_STEAL, rich, -1, &m)) {
        pick[np] = m;
        score[np++] = o->coins[rich] >= COUP_STEAL_COINS ? 3 : 2;
    }
    int best = -1, ties = 0;
    for (int i = 0; i < np; i++) {
        if (best < 0 || score[i] > score[best]) {
            best = i;
            ties = 1;
        } else if (score[i] == score[best] &&
                   coup_rng_below(rng, (uint32_t)++ties) == 0) {
            best = i;
        }
    }
    if (best >= 0)
        return pick[best];
    if (find(legal, n, COUP_MV_FOREIGN_AID, -1, -1, &m))
        return m;
    return legal[0];
}

/* The bluffer's block: with a card it holds if it can, else with the
 * character of which it sees the most unseen copies (the likeliest to
 * pass a challenge), ties at random. It always blocks. */
static coup_move bluff_block(const player *h, const coup_obs *o,
                             const coup_move *legal, int n, coup_rng *rng)
{
    int unseen[COUP_NCARDS];
    int best = -1, ties = 0, top = -1;
    coup__bel_unseen(&h->bel, o, unseen);
    for (int i = 0; i < n; i++) {
        if (legal[i].type != COUP_MV_BLOCK || legal[i].card >= COUP_NCARDS)
            continue;
        int score = holds(o, legal[i].card) ? 100 : unseen[legal[i].card];
        if (score > top) {
            top = score;
            best = i;
            ties = 1;
        } else if (score == top &&
                   coup_rng_below(rng, (uint32_t)++ties) == 0) {
            best = i;
        }
    }
    return best >= 0 ? legal[best] : legal[0];
}

/* Is the claim in the challenge window a bluff for sure? Either every copy
 * of the character is accounted for outside the claimant's face-down
 * cards (face up, in our hand, out of the game to our knowledge, or seen
 * in another seat's hand by Examine or R10), or the claimant conceded
 * that character and no card has come into its hand at random since.
 * The second assumes a claimant that proves whenever it can: R15.5 lets
 * one concede with the card, which no built-in bot but `random` does. */
static bool sure_bluff(const player *h, const coup_obs *o)
{
    int p = o->claimant, c = o->claim;
    int unseen[COUP_NCARDS];
    /* R18: an Embezzlement claims to hold NO Duke; what shows a Duke
     * claim false shows this one true. Never sure. */
    if (p >= o->players || c >= COUP_NCARDS || o->action == COUP_MV_EMBEZZLE)
        return false;
    if (h->unproven[p] & bit(c))
        return true;
    coup__bel_unseen(&h->bel, o, unseen);
    int left = unseen[c];
    for (int q = 0; q < o->players; q++)
        if (q != p && q != o->seat && o->hidden[q] &&
            (h->bel.m[q].known & bit(c)))
            left--;
    return left <= 0;
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

static coup_move choose(player *h, enum style style, const coup_obs *o,
                        const coup_move *legal, int n, coup_rng *rng)
{
    coup_move m;
    switch (o->phase) {
    case COUP_PH_ACTION:
        if (style == BLUFFER)
            return bluff_action(h, o, legal, n, rng);
        return action(h, style, o, legal, n, rng);
    case COUP_PH_CHALLENGE:
        if ((style == CHALLENGER || (style == CAUTIOUS && sure_bluff(h, o))) &&
            find(legal, n, COUP_MV_CHALLENGE, -1, -1, &m))
            return m;
        return legal[0]; /* pass */
    case COUP_PH_PROVE:
        if (find(legal, n, COUP_MV_PROVE, -1, -1, &m))
            return m;
        return legal[0];
    case COUP_PH_BLOCK:
        if (style == BLUFFER)
            return bluff_block(h, o, legal, n, rng);
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
    player *h = mem;
    coup__bel_start(&h->bel, o);
    memset(h->unproven, 0, sizeof h->unproven);
    h->games++;
}

/* What the cautious needs beyond the beliefs: who conceded what, and
 * when a card came into a seat's hand at random since. */
static void track(player *h, const coup_obs *o, int mover, coup_move m)
{
    if (mover < 0 || mover >= o->players)
        return;
    switch (o->phase) {
    case COUP_PH_PROVE:
        if (m.type == COUP_MV_CONCEDE && o->claim < COUP_NCARDS)
            h->unproven[mover] |= (uint8_t)bit(o->claim);
        else
            h->unproven[mover] = 0; /* R6: a random replacement */
        break;
    case COUP_PH_LOSE:
        /* It turned up a card it conceded: it held it after all. */
        if (m.card < COUP_NCARDS)
            h->unproven[mover] &= (uint8_t)~bit(m.card);
        break;
    case COUP_PH_KEEP: /* R7, R10, R12: the one who keeps drew at random */
        h->unproven[mover] = 0;
        break;
    case COUP_PH_EXAMINE: /* R12: a swap draws a random card */
        if (m.type == COUP_MV_SWAP && o->target < o->players)
            h->unproven[o->target] = 0;
        break;
    default:
        break;
    }
}

static void see(void *mem, const coup_obs *before, int mover, coup_move seen)
{
    player *h = mem;
    coup__bel_see(&h->bel, before, mover, seen);
    track(h, before, mover, seen);
}

/* One entry point per style, for the kinds below. */
#define STYLE_CHOOSE(fn, style)                                              \
    static coup_move fn(void *mem, const coup_obs *o, const coup_move *legal, \
                        int n, coup_rng *rng)                                \
    {                                                                        \
        return choose(mem, style, o, legal, n, rng);                         \
    }
STYLE_CHOOSE(choose_honest, HONEST)
STYLE_CHOOSE(choose_challenger, CHALLENGER)
STYLE_CHOOSE(choose_cautious, CAUTIOUS)

/* The bluffer, unless it is still baiting: honest for its first `after`
 * games (the games of this bot; the arena makes one per seat and match,
 * so heads-up `after=25` turns halfway through a match of 100). */
static coup_move choose_bluffer(void *mem, const coup_obs *o,
                                const coup_move *legal, int n, coup_rng *rng)
{
    player *h = mem;
    return choose(h, h->games > h->after ? BLUFFER : HONEST, o, legal, n,
                  rng);
}

static int configure_bluffer(void *mem, const char *key, const char *value,
                             char *why, size_t n)
{
    player *h = mem;
    if (strcmp(key, "after")) {
        snprintf(why, n, "unknown parameter (known: after)");
        return -1;
    }
    char *end;
    long v = strtol(value, &end, 10);
    if (end == value || *end || v < 0 || v > 1000000) {
        snprintf(why, n, "'%s' is not a whole number from 0 to 1000000",
                 value);
        return -1;
    }
    h->after = v;
    return 0;
}

const coup_bot_kind coup_bot_honest = {
    .name = "honest",
    .summary = "never bluffs, never challenges: claims only what it holds",
    .params = "",
    .size = sizeof(player),
    .observes = true,
    .start = start,
    .see = see,
    .choose = choose_honest,
};

const coup_bot_kind coup_bot_bluffer = {
    .name = "bluffer",
    .summary = "bluffs at every turn: claims any character, blocks all it "
               "may, never challenges",
    .params = "after=N (0..1000000, default 0): plays honest for its first "
              "N games, then bluffs (a bait for a bot that learns)",
    .size = sizeof(player),
    .observes = true,
    .configure = configure_bluffer,
    .start = start,
    .see = see,
    .choose = choose_bluffer,
};

const coup_bot_kind coup_bot_challenger = {
    .name = "challenger",
    .summary = "claims only what it holds, challenges every claim",
    .params = "",
    .size = sizeof(player),
    .observes = true,
    .start = start,
    .see = see,
    .choose = choose_challenger,
};

const coup_bot_kind coup_bot_cautious = {
    .name = "cautious",
    .summary = "claims only what it holds, challenges only sure bluffs "
               "(counting, a failed proof)",
    .params = "",
    .size = sizeof(player),
    .observes = true,
    .start = start,
    .see = see,
    .choose = choose_cautious,
};
