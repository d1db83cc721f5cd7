/*
 * turn.c - R4 the turn and its actions, R5 the order of resolution.
 *
 * A turn runs: the action (cost paid at once) -> challenge window on its
 * claim (challenge.c) -> block window (block.c) -> challenge window on the
 * block -> resolution (below) -> the next living seat. Each step that
 * waits for a decision leaves the state in a phase; coup__proceed() picks
 * the turn up again after a challenge or a lost influence.
 */
#include <stdio.h>
#include <string.h>

#include "engine/internal.h"

static void end_turn(coup_state *s);

void coup__begin_turn(coup_state *s, int actor)
{
    s->phase = COUP_PH_ACTION;
    s->actor = s->decider = (uint8_t)actor;
    s->action = COUP_MV_NONE;
    s->target = s->claimant = s->blocker = COUP_NOBODY;
    s->challenger = s->loser = s->redraw = s->shown = COUP_NOBODY;
    s->named = s->claim = s->block = COUP_NOCARD;
    s->next = NX_END;
    s->redraw_slot = s->need = s->ndrawn = 0;
    s->drawn[0] = s->drawn[1] = COUP_NOCARD;
}

/* R5.6; R3: the coins of a seat exiled this turn go back to the Treasury
 * at its end. */
static void end_turn(coup_state *s)
{
    unsigned dead = ~s->alive & ((1u << s->players) - 1);
    for (; dead; dead &= dead - 1)
        s->coins[__builtin_ctz(dead)] = 0;
    coup__begin_turn(s, next_alive(s, s->actor));
}

/* ---------------------------------------------------------------- R4 */

static int targeted(int type)
{
    return type == COUP_MV_COUP || type == COUP_MV_ASSASSINATE ||
           type == COUP_MV_STEAL || type == COUP_MV_EXAMINE;
}

/* R10: the card named with a declared Coup or Assassinate. */
static int declares(const coup_state *s, int type)
{
    return (type == COUP_MV_COUP && opt(s, COUP_OPT_DECLARED_COUP)) ||
           (type == COUP_MV_ASSASSINATE &&
            opt(s, COUP_OPT_DECLARED_ASSASSINATE));
}

/* One move per living opponent, ascending; under R10 one per opponent
 * and named character. */
static inline int add_targeted(const coup_state *s, coup_move *out, int k,
                               int type, unsigned targets)
{
    if (!declares(s, type)) {
        for (; targets; targets &= targets - 1)
            out[k++] = mv(type, __builtin_ctz(targets), COUP_NOCARD,
                          COUP_NOCARD);
        return k;
    }
    for (; targets; targets &= targets - 1)
        for (int c = 0; c < COUP_NCARDS; c++)
            if (in_play(s, c))
                out[k++] = mv(type, __builtin_ctz(targets), c, COUP_NOCARD);
    return k;
}

/* R17: a Conversion of seat t by seat p. */
static int convert_cost(int p, int t)
{
    return t == p ? COUP_CONVERT_SELF_COST : COUP_CONVERT_OTHER_COST;
}

/* R17, R18: Reformation's actions, after the others: convert by ascending
 * seat (oneself included), then embezzle. */
static __attribute__((noinline)) int reform_moves(const coup_state *s,
                                                  coup_move *out, int k)
{
    int p = s->actor, coins = s->coins[p];
    for (unsigned a = s->alive; a; a &= a - 1) {
        int t = __builtin_ctz(a);
        if (coins >= convert_cost(p, t))
            out[k++] = mv(COUP_MV_CONVERT, t, COUP_NOCARD, COUP_NOCARD);
    }
    if (s->reserve)
        out[k++] = mv(COUP_MV_EMBEZZLE, COUP_NOBODY, COUP_NOCARD,
                      COUP_NOCARD);
    return k;
}

/* Order: income, foreign-aid, tax, exchange, then coup, assassinate,
 * steal, examine by ascending target (and named card); under R16 the
 * targets are the other faction's while both live, and R17, R18's
 * actions follow. */
int coup__action_moves(const coup_state *s, coup_move *out)
{
    static const coup_move untargeted[4] = {
        {COUP_MV_INCOME, COUP_NOBODY, COUP_NOCARD, COUP_NOCARD},
        {COUP_MV_FOREIGN_AID, COUP_NOBODY, COUP_NOCARD, COUP_NOCARD},
        {COUP_MV_TAX, COUP_NOBODY, COUP_NOCARD, COUP_NOCARD},
        {COUP_MV_EXCHANGE, COUP_NOBODY, COUP_NOCARD, COUP_NOCARD}};
    unsigned targets = rivals(s, s->actor);
    int coins = s->coins[s->actor], k = 4;
    if (coins >= COUP_MUST_COUP) /* R4: must Coup */
        return add_targeted(s, out, 0, COUP_MV_COUP, targets);
    memcpy(out, untargeted, sizeof untargeted);
    if (coins >= COUP_COUP_COST)
        k = add_targeted(s, out, k, COUP_MV_COUP, targets);
    if (coins >= COUP_ASSASSINATE_COST)
        k = add_targeted(s, out, k, COUP_MV_ASSASSINATE, targets);
    k = add_targeted(s, out, k, COUP_MV_STEAL, targets);
    if (opt(s, COUP_OPT_INQUISITOR))
        k = add_targeted(s, out, k, COUP_MV_EXAMINE, targets);
    if (opt(s, COUP_OPT_REFORMATION))
        k = reform_moves(s, out, k);
    return k;
}

/* R17, R18: whether a Conversion or an Embezzlement is legal here. */
static __attribute__((noinline)) int reform_why(const coup_state *s,
                                                coup_move m, char *why,
                                                size_t n)
{
    int p = s->actor, coins = s->coins[p];
    const char *name = m.type == COUP_MV_CONVERT ? "convert" : "embezzle";
    if (!opt(s, COUP_OPT_REFORMATION))
        return coup__fail(why, n, "%s needs the reformation option (%s)",
                          name, m.type == COUP_MV_CONVERT ? "R17" : "R18");
    if (m.card != COUP_NOCARD || m.card2 != COUP_NOCARD ||
        (m.type == COUP_MV_EMBEZZLE && m.target != COUP_NOBODY))
        return coup__fail(why, n, "malformed move");
    if (coins >= COUP_MUST_COUP)
        return coup__fail(why, n,
                          "seat %d starts the turn with %d coins and must "
                          "coup (R4)",
                          p, coins);
    if (m.type == COUP_MV_EMBEZZLE) {
        if (!s->reserve)
            return coup__fail(why, n,
                              "the Treasury Reserve is empty: there is "
                              "nothing to embezzle (R18)");
        return COUP_OK;
    }
    if (m.target >= s->players)
        return coup__fail(why, n, "no seat %d at this table (R2)", m.target);
    if (!is_alive(s, m.target))
        return coup__fail(why, n,
                          "seat %d is exiled and cannot be converted (R3, "
                          "R17)",
                          m.target);
    int cost = convert_cost(p, m.target);
    if (coins < cost)
        return coup__fail(why, n,
                          "seat %d has %d coin%s: converting %s costs %d "
                          "(R17)",
                          p, coins, coins == 1 ? "" : "s",
                          m.target == p ? "oneself" : "another player", cost);
    return COUP_OK;
}


int coup__action_why(const coup_state *s, coup_move m, char *why, size_t n)
{
    int p = s->actor, coins = s->coins[p];
    if (m.type < COUP_MV_INCOME || m.type > COUP_MV_EXAMINE) {
        if (m.type == COUP_MV_CONVERT || m.type == COUP_MV_EMBEZZLE)
            return reform_why(s, m, why, n);
        return coup__why_kind(s, m, why, n); /* out of line, as coup__fail() */
    }
    if (m.card2 != COUP_NOCARD ||
        (!targeted(m.type) &&
         (m.target != COUP_NOBODY || m.card != COUP_NOCARD)))
        return coup__fail(why, n, "malformed move");
    if (coins >= COUP_MUST_COUP && m.type != COUP_MV_COUP)
        return coup__fail(why, n,
                          "seat %d starts the turn with %d coins and must "
                          "coup (R4)",
                          p, coins);
    if (targeted(m.type)) {
        if (m.target >= s->players)
            return coup__fail(why, n, "no seat %d at this table (R2)",
                              m.target);
        if (m.target == p)
            return coup__fail(why, n, "seat %d cannot target itself (R4)", p);
        if (!is_alive(s, m.target))
            return coup__fail(why, n,
                              "seat %d is exiled and cannot be targeted "
                              "(R3, R4)",
                              m.target);
        if (!((rivals(s, p) >> m.target) & 1))
            return coup__fail(why, n,
                              "%s cannot target seat %d, of seat %d's own "
                              "faction, while both factions live (R16)",
                              coup__action_noun(m.type), m.target, p);
    }
    switch (m.type) {
    case COUP_MV_COUP:
        if (coins < COUP_COUP_COST)
            return coup__fail(why, n,
                              "seat %d has %d coin%s: a Coup costs 7 (R4)", p,
                              coins, coins == 1 ? "" : "s");
        break;
    case COUP_MV_ASSASSINATE:
        if (coins < COUP_ASSASSINATE_COST)
            return coup__fail(why, n,
                              "seat %d has %d coin%s: an Assassinate costs "
                              "3 (R4)",
                              p, coins, coins == 1 ? "" : "s");
        break;
    case COUP_MV_EXAMINE:
        if (!opt(s, COUP_OPT_INQUISITOR))
            return coup__fail(why, n,
                              "examine needs the inquisitor option (R12)");
        break;
    default:
        break;
    }
    if (declares(s, m.type)) {
        if (m.card == COUP_NOCARD || !in_play(s, m.card))
            return coup__fail(why, n,
                              "with the declared option this action names "
                              "a character in play, e.g. '%s %d duke' (R10)",
                              m.type == COUP_MV_COUP ? "coup" : "assassinate",
                              m.target);
    } else if (m.card != COUP_NOCARD) {
        return coup__fail(why, n,
                          "naming a character needs the declared_%s option "
                          "(R10)",
                          m.type == COUP_MV_ASSASSINATE ? "assassinate"
                                                        : "coup");
    }
    return COUP_OK;
}

void coup__action_apply(coup_state *s, coup_move m)
{
    int p = s->actor;
    s->action = m.type;
    s->target = m.target;
    s->named = m.card;
    switch (m.type) {
    case COUP_MV_INCOME:
        s->coins[p] += COUP_INCOME_COINS;
        end_turn(s);
        break;
    case COUP_MV_FOREIGN_AID:
        coup__proceed(s, NX_AFTER_CLAIM); /* no claim: straight to blocks */
        break;
    case COUP_MV_COUP:
        s->coins[p] -= COUP_COUP_COST;
        coup__proceed(s, NX_RESOLVE);
        break;
    case COUP_MV_TAX:
        coup__open_challenge(s, p, COUP_DUKE);
        break;
    case COUP_MV_EXCHANGE:
        coup__open_challenge(s, p, fourth(s));
        break;
    case COUP_MV_ASSASSINATE:
        s->coins[p] -= COUP_ASSASSINATE_COST; /* R4: cost paid when declared */
        coup__open_challenge(s, p, COUP_ASSASSIN);
        break;
    case COUP_MV_STEAL:
        coup__open_challenge(s, p, COUP_CAPTAIN);
        break;
    case COUP_MV_EXAMINE:
        coup__open_challenge(s, p, COUP_INQUISITOR);
        break;
    case COUP_MV_CONVERT: {
        /* R17: paid into the Reserve, beyond 99 into the Treasury */
        int cost = convert_cost(p, m.target), room = COUP_RESERVE_MAX -
                                                     s->reserve;
        s->coins[p] -= (uint8_t)cost;
        s->reserve += (uint8_t)(cost < room ? cost : room);
        s->reform ^= (uint16_t)(1u << m.target);
        end_turn(s);
        break;
    }
    case COUP_MV_EMBEZZLE:
        /* R18: claims to hold no Duke; s->claim names the Duke */
        coup__open_challenge(s, p, COUP_DUKE);
        break;
    }
}

/* --------------------------------------------------------- R5.5 resolve */

/* An influence loss (Coup, Assassinate), or under R10 the target shows
 * its hand. A target exiled earlier in the turn has nothing to lose. */
static void hit(coup_state *s)
{
    if (!is_alive(s, s->target)) {
        end_turn(s);
    } else if (s->named != COUP_NOCARD) {
        s->phase = COUP_PH_SHOW;
        s->decider = s->target;
    } else {
        coup__start_lose(s, s->target, NX_END);
    }
}

static void resolve(coup_state *s)
{
    int p = s->actor, t = s->target;
    switch (s->action) {
    case COUP_MV_FOREIGN_AID:
        s->coins[p] += COUP_FOREIGN_AID_COINS;
        end_turn(s);
        break;
    case COUP_MV_TAX:
        s->coins[p] += COUP_TAX_COINS;
        end_turn(s);
        break;
    case COUP_MV_STEAL: {
        /* R15.1, R15.3: min(2, coins), even from a seat exiled this turn. */
        int take = s->coins[t] < COUP_STEAL_COINS ? s->coins[t]
                                                : COUP_STEAL_COINS;
        s->coins[t] -= (uint8_t)take;
        s->coins[p] += (uint8_t)take;
        end_turn(s);
        break;
    }
    case COUP_MV_COUP:
    case COUP_MV_ASSASSINATE:
        hit(s);
        break;
    case COUP_MV_EXCHANGE:
        coup__begin_exchange(s, p,
                             opt(s, COUP_OPT_INQUISITOR)
                                 ? COUP_INQUISITOR_DRAWS
                                 : COUP_EXCHANGE_DRAWS);
        break;
    case COUP_MV_EXAMINE:
        if (is_alive(s, t)) {
            s->phase = COUP_PH_SHOW;
            s->decider = (uint8_t)t;
        } else {
            end_turn(s);
        }
        break;
    case COUP_MV_EMBEZZLE: /* R18: the whole Reserve */
        s->coins[p] += s->reserve;
        s->reserve = 0;
        end_turn(s);
        break;
    }
}

void coup__proceed(coup_state *s, int next)
{
    switch (next) {
    case NX_AFTER_CLAIM: {
        int b = coup__block_first(s);
        if (b == COUP_NOBODY) {
            resolve(s);
        } else {
            s->phase = COUP_PH_BLOCK;
            s->decider = (uint8_t)b;
        }
        break;
    }
    case NX_RESOLVE:
        resolve(s);
        break;
    case NX_REFUND:
        /* R5.2: a failed claim refunds the cost (only Assassinate has one) */
        if (s->action == COUP_MV_ASSASSINATE)
            s->coins[s->actor] += COUP_ASSASSINATE_COST;
        end_turn(s);
        break;
    case NX_FAIL: /* R5.4: blocked, the cost stays spent */
    case NX_END:
    default:
        end_turn(s);
        break;
    }
}
