/*
 * why.c - the reasons for refused moves: the rule broken, then what the
 * seat to move must do.
 *
 * judge() (game.c) decides legality and stays on the hot path; it calls
 * into this file only when a reason was asked for (coup_why), so that
 * coup_apply() never formats a message. coup_why_seat() answers the
 * question a record or a referee asks when a move comes from a seat that
 * is not the one to move: which rule keeps that seat out.
 */
#include <stdarg.h>
#include <stdio.h>

#include "engine/internal.h"

int coup__fail(char *why, size_t n, const char *fmt, ...)
{
    if (why && n) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(why, n, fmt, ap);
        va_end(ap);
    }
    return COUP_EILLEGAL;
}

/* ------------------------------------------------------------ wording */

const char *coup__action_noun(int type)
{
    switch (type) {
    case COUP_MV_INCOME:      return "Income";
    case COUP_MV_FOREIGN_AID: return "Foreign Aid";
    case COUP_MV_TAX:         return "Tax";
    case COUP_MV_EXCHANGE:    return "an Exchange";
    case COUP_MV_COUP:        return "a Coup";
    case COUP_MV_ASSASSINATE: return "an Assassinate";
    case COUP_MV_STEAL:       return "a Steal";
    case COUP_MV_EXAMINE:     return "an Examine";
    case COUP_MV_CONVERT:     return "a Conversion";
    case COUP_MV_EMBEZZLE:    return "an Embezzlement";
    default:                  return "this action";
    }
}

/* The same, after "seat 0's". */
static const char *action_name(int type)
{
    switch (type) {
    case COUP_MV_FOREIGN_AID: return "foreign aid";
    case COUP_MV_ASSASSINATE: return "assassination";
    case COUP_MV_STEAL:       return "steal";
    default:                  return "action";
    }
}

/* R4's table: the actions that claim a character. */
static int claims(int type)
{
    return type == COUP_MV_TAX || type == COUP_MV_EXCHANGE ||
           type == COUP_MV_ASSASSINATE || type == COUP_MV_STEAL ||
           type == COUP_MV_EXAMINE || type == COUP_MV_EMBEZZLE;
}

/* What the seat to move has to decide, for messages: "challenge or pass
 * on seat 0's claim of duke". */
static void expecting(const coup_state *s, char *buf, size_t n)
{
    switch (s->phase) {
    case COUP_PH_ACTION:
        snprintf(buf, n, "choose an action");
        break;
    case COUP_PH_CHALLENGE:
        if (s->action == COUP_MV_EMBEZZLE && s->blocker == COUP_NOBODY)
            snprintf(buf, n, "challenge or pass on seat %d's claim of no "
                     "duke (R18)", s->claimant);
        else
            snprintf(buf, n, "challenge or pass on seat %d's claim of %s",
                     s->claimant, coup_card_name(s->claim));
        break;
    case COUP_PH_PROVE:
        if (s->action == COUP_MV_EMBEZZLE)
            snprintf(buf, n, "prove it holds no duke by showing its "
                     "face-down cards, or concede (R18)");
        else
            snprintf(buf, n, "prove %s or concede",
                     coup_card_name(s->claim));
        break;
    case COUP_PH_LOSE:
        snprintf(buf, n, "choose the influence it loses");
        break;
    case COUP_PH_BLOCK:
        snprintf(buf, n, "block or pass on seat %d's %s", s->actor,
                 action_name(s->action));
        break;
    case COUP_PH_KEEP:
        snprintf(buf, n, "choose the cards it keeps");
        break;
    case COUP_PH_SHOW:
        if (s->action == COUP_MV_EXAMINE)
            snprintf(buf, n, "show a card to seat %d", s->actor);
        else
            snprintf(buf, n, "show its face-down cards (R10)");
        break;
    case COUP_PH_EXAMINE:
        snprintf(buf, n, "give back or swap the card seat %d showed",
                 s->target);
        break;
    case COUP_PH_PICK:
        snprintf(buf, n, "pick the card it keeps from its set (R11)");
        break;
    case COUP_PH_OVER:
        snprintf(buf, n, "nothing: the game is over");
        break;
    default:
        snprintf(buf, n, "draw a card or the starting seat (chance)");
        break;
    }
}

/* ------------------------------------------------------------ answers */

int coup_why_answer(const coup_state *s, int action, coup_move m, char *why,
                    size_t n)
{
    const char *rule = action == COUP_MV_CONVERT    ? "R17"
                       : action == COUP_MV_EMBEZZLE ? "R18"
                                                    : "R4";
    if (m.type == COUP_MV_CHALLENGE && !claims(action))
        return coup__fail(why, n,
                          "%s cannot be challenged: it claims no character "
                          "(%s)",
                          coup__action_noun(action), rule);
    if (m.type != COUP_MV_BLOCK)
        return COUP_OK;
    int cards[2] = {COUP_NOCARD, COUP_NOCARD};
    int k = coup__blockers_of(s, action, cards);
    if (k == 0)
        return coup__fail(why, n, "%s cannot be blocked (%s)",
                          coup__action_noun(action), rule);
    for (int i = 0; i < k; i++)
        if (m.card == cards[i])
            return COUP_OK;
    /* "a Steal is blocked", "Foreign Aid is blocked": the noun as is. */
    return coup__fail(
        why, n, "%s is blocked with %s%s%s, not %s (R4)",
        coup__action_noun(action), coup_card_name(cards[0]),
        k > 1 ? " or " : "",
        k > 1 ? coup_card_name(cards[1]) : "", coup_card_name(m.card));
}

/* The decider's move is of the wrong kind for the phase: the rule that
 * the kind breaks, if one does, then what the decider must do. Without a
 * buffer it only refuses (coup_apply's path never formats). */
int coup__why_kind(const coup_state *s, coup_move m, char *why, size_t n)
{
    if (!why || !n)
        return COUP_EILLEGAL;
    int d = s->decider, a = s->action;
    char must[120], rule[120];
    expecting(s, must, sizeof must);
    rule[0] = '\0';
    switch (s->phase) {
    case COUP_PH_ACTION:
        if (m.type == COUP_MV_PASS)
            return coup__fail(why, n,
                              "seat %d must choose an action: passing is "
                              "not allowed (R4)",
                              d);
        return coup__fail(why, n,
                          "seat %d must choose an action (R4): no claim "
                          "or action is waiting for an answer",
                          d);
    case COUP_PH_CHALLENGE:
        if (m.type == COUP_MV_BLOCK && s->blocker != COUP_NOBODY)
            snprintf(rule, sizeof rule, "seat %d has blocked already and "
                     "only one block is made per action (R5.3)", s->blocker);
        else if (m.type == COUP_MV_BLOCK &&
                 coup_why_answer(s, a, m, rule, sizeof rule) == COUP_OK)
            snprintf(rule, sizeof rule, "the block window opens after the "
                     "challenge window (R5.2, R5.3)");
        else if (m.type == COUP_MV_PROVE || m.type == COUP_MV_CONCEDE)
            snprintf(rule, sizeof rule, "nobody has challenged the claim "
                     "yet (R6)");
        return coup__fail(why, n, "%s%sseat %d must %s (R6)", rule,
                          rule[0] ? "; " : "", d, must);
    case COUP_PH_BLOCK: {
        /* coup_why_answer() writes nothing for an answer R4 allows, nor
         * for a move that is neither a challenge nor a block. */
        if (m.type == COUP_MV_CHALLENGE && claims(a))
            snprintf(rule, sizeof rule, "the challenge window on seat %d's "
                     "claim of %s has closed (R6)", s->actor,
                     coup_card_name(s->claim));
        else
            coup_why_answer(s, a, m, rule, sizeof rule);
        int cards[2] = {COUP_NOCARD, COUP_NOCARD};
        int k = coup__blockers_of(s, a, cards);
        return coup__fail(why, n,
                          "%s%sseat %d may block with %s%s%s or pass (R5.3)",
                          rule, rule[0] ? "; " : "", d,
                          coup_card_name(cards[0]), k > 1 ? " or " : "",
                          k > 1 ? coup_card_name(cards[1]) : "");
    }
    case COUP_PH_LOSE:
        /* A Coup's target loses at once: nothing to answer (R4). */
        if (a == COUP_MV_COUP && d == s->target && s->claimant == COUP_NOBODY)
            coup_why_answer(s, a, m, rule, sizeof rule);
        return coup__fail(why, n,
                          "%s%sseat %d must choose the influence it loses: "
                          "'lose CARD' (R3)",
                          rule, rule[0] ? "; " : "", d);
    case COUP_PH_PROVE:
        return coup__fail(why, n,
                          "seat %d is challenged and must prove or concede "
                          "(R6)",
                          d);
    default:
        return coup__fail(why, n, "seat %d must %s", d, must);
    }
}

/* ------------------------------------------------------- another seat */

/* A challenge from a seat that is not asked now. */
static int why_challenge(const coup_state *s, int seat, char *why, size_t n)
{
    if (s->action == COUP_MV_NONE)
        return COUP_OK; /* between turns: the caller knows the last one */
    if (s->phase == COUP_PH_CHALLENGE && seat == s->claimant)
        return coup__fail(why, n, "seat %d cannot challenge its own claim (R6)",
                          seat);
    if (s->phase == COUP_PH_CHALLENGE)
        return coup__fail(why, n,
                          "seats are asked in seat order after the "
                          "claimant, seat %d (R6)",
                          s->claimant);
    if (s->phase == COUP_PH_PROVE)
        return coup__fail(why, n,
                          "seat %d has challenged already: one challenge "
                          "per claim (R6)",
                          s->challenger);
    if (!claims(s->action) && s->claimant == COUP_NOBODY)
        return coup_why_answer(s, s->action, mv(COUP_MV_CHALLENGE,
                                                COUP_NOBODY, COUP_NOCARD,
                                                COUP_NOCARD), why, n);
    return coup__fail(why, n, "no claim is waiting for a challenge now (R6)");
}

/* A block from a seat that is not asked now. */
static int why_block(const coup_state *s, int seat, coup_move m, char *why,
                     size_t n)
{
    int a = s->action;
    if (a == COUP_MV_NONE)
        return COUP_OK; /* between turns: the caller knows the last one */
    if (coup_why_answer(s, a, m, why, n))
        return COUP_EILLEGAL;
    if (seat == s->actor)
        return coup__fail(why, n, "seat %d cannot block its own action (R4)",
                          seat);
    if ((a == COUP_MV_STEAL || a == COUP_MV_ASSASSINATE) && seat != s->target)
        return coup__fail(why, n, "only the target may block %s (R4, R5.3)",
                          coup__action_noun(a));
    if (!coup_may_target(s, seat, s->actor))
        return coup__fail(why, n,
                          "seat %d cannot block the action of seat %d, of "
                          "its own faction, while both factions live (R16)",
                          seat, s->actor);
    if (s->blocker != COUP_NOBODY)
        return coup__fail(why, n,
                          "seat %d has blocked already and only one block "
                          "is made per action (R5.3)",
                          s->blocker);
    if (s->phase == COUP_PH_CHALLENGE || s->phase == COUP_PH_PROVE)
        return coup__fail(why, n,
                          "the block window opens after the challenge "
                          "window (R5.2, R5.3)");
    if (s->phase == COUP_PH_BLOCK)
        return coup__fail(why, n,
                          "seats are asked in seat order after the actor, "
                          "seat %d (R5.3)",
                          s->actor);
    return coup__fail(why, n, "no action is waiting for a block now (R5.3)");
}

/* A pass from a seat that is not asked now. */
static void why_pass(const coup_state *s, char *why, size_t n)
{
    int a = s->action;
    if (s->phase == COUP_PH_CHALLENGE)
        coup__fail(why, n,
                   "seats are asked in seat order after the claimant, "
                   "seat %d (R6)",
                   s->claimant);
    else if (s->phase == COUP_PH_BLOCK && a == COUP_MV_FOREIGN_AID)
        coup__fail(why, n,
                   "seats are asked in seat order after the actor, seat %d "
                   "(R5.3)",
                   s->actor);
    else if (s->phase == COUP_PH_BLOCK)
        coup__fail(why, n,
                   "only the target is asked whether to block %s (R4, "
                   "R5.3)",
                   coup__action_noun(a));
}

int coup_why_seat(const coup_state *s, int seat, coup_move m, char *why,
                  size_t n)
{
    int to_move = coup_to_move(s);
    char must[120];
    if (to_move == COUP_GAME_OVER) {
        if (why && n)
            snprintf(why, n, "the game is over (seat %d won): no move may "
                     "follow (R3)", coup_winner(s));
        return COUP_EOVER;
    }
    if (seat == to_move)
        return coup_why(s, m, why, n);
    expecting(s, must, sizeof must);
    if (to_move == COUP_CHANCE)
        return coup__fail(why, n, "chance is to move (%s)", must);
    char rule[120];
    rule[0] = '\0';
    if (seat >= 0 && seat < s->players && !is_alive(s, seat))
        snprintf(rule, sizeof rule, "seat %d is exiled and makes no more "
                 "decisions (R3)", seat);
    else if (seat < 0 || !coup__move_shape_ok(m))
        ;
    else if (m.type == COUP_MV_CHALLENGE)
        why_challenge(s, seat, rule, sizeof rule);
    else if (m.type == COUP_MV_BLOCK)
        why_block(s, seat, m, rule, sizeof rule);
    else if (m.type == COUP_MV_PASS)
        why_pass(s, rule, sizeof rule);
    else if ((m.type == COUP_MV_PROVE || m.type == COUP_MV_CONCEDE) &&
             s->phase == COUP_PH_PROVE)
        snprintf(rule, sizeof rule, "only the challenged seat %d proves or "
                 "concedes (R6)", s->claimant);
    else if (is_action(m.type))
        snprintf(rule, sizeof rule, "turns go in seat order (R2, R5.6)");
    return coup__fail(why, n, "%s%sseat %d is to move (%s)", rule,
                      rule[0] ? "; " : "", to_move, must);
}
