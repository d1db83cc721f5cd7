/*
 * stats.c - what each seat did in a game: claims and bluffs, challenges,
 * blocks, coins taken and by what, the cards others lost through it and
 * its own, counted move by move from the true state (record.h, "a game's
 * figures"); and the achievements of a game's winner.
 */
#include <string.h>

#include <coup/record.h>

/* The character an action claims (R4), or COUP_NOCARD. */
static int claimed(const coup_state *s, int action)
{
    switch (action) {
    case COUP_MV_TAX: return COUP_DUKE;
    case COUP_MV_ASSASSINATE: return COUP_ASSASSIN;
    case COUP_MV_STEAL: return COUP_CAPTAIN;
    case COUP_MV_EXAMINE: return COUP_INQUISITOR;
    case COUP_MV_EXCHANGE:
        return (s->flags & COUP_OPT_INQUISITOR) ? COUP_INQUISITOR
                                                : COUP_AMBASSADOR;
    default: return COUP_NOCARD;
    }
}

static bool holds(const coup_state *s, int seat, int card)
{
    uint8_t held[2];
    int n = coup_hidden(s, seat, held);
    for (int i = 0; i < n; i++)
        if (held[i] == card)
            return true;
    return false;
}

static void claim(coup_seat_stats *st, const coup_state *s, int seat,
                  int card)
{
    st->claims++;
    st->claims_of[card]++;
    st->bluffs += !holds(s, seat, card);
}

/* Whose doing a card turned up by move m in `before` was, or -1. */
static int taker(const coup_state *before)
{
    if (before->phase == COUP_PH_SHOW) /* R10: the named card shown */
        return before->action == COUP_MV_EXAMINE ? -1 : before->actor;
    switch (coup_loss_cause(before)) {
    case COUP_LOSS_CHALLENGER: return before->claimant;
    case COUP_LOSS_CLAIMANT: return before->challenger;
    case COUP_LOSS_ACTION: return before->actor;
    default: return -1;
    }
}

/* Coins the actor's own action brought, by source (an Assassinate's
 * refund is not taken, and costs are not counted). The action chosen by
 * m itself is m's type: `before` still holds the turn before's (Income
 * takes its coin at once). */
static void coins(coup_seat_stats st[], const coup_state *before,
                  const coup_state *after, int seat, coup_move m)
{
    int a = before->actor;
    int act = before->action;
    if (before->phase == COUP_PH_ACTION) {
        a = seat;
        act = m.type;
    }
    if (a < 0 || a >= before->players || after->coins[a] <= before->coins[a])
        return;
    coup_seat_stats *x = &st[a];
    uint16_t got = (uint16_t)(after->coins[a] - before->coins[a]);
    switch (act) {
    case COUP_MV_INCOME: x->coins_income += got; break;
    case COUP_MV_FOREIGN_AID: x->coins_aid += got; break;
    case COUP_MV_TAX: x->coins_tax += got; break;
    case COUP_MV_STEAL:
        x->coins_steal += got;
        x->steals++;
        break;
    case COUP_MV_EMBEZZLE: x->coins_embezzle += got; break;
    default: return;
    }
    x->coins += got;
}

static int face_up(const coup_state *s, int seat)
{
    return ((s->card[seat][0] & COUP_UP) != 0) +
           ((s->card[seat][1] & COUP_UP) != 0);
}

/* Cards turned face up by the move (R3), whose doing they were, and the
 * game's first. A card out of a hand for a moment (a proven card before
 * its replacement, R6) is not turned up, so not lost. */
static void losses(coup_seat_stats st[], const coup_state *before,
                   const coup_state *after)
{
    int by = taker(before), before_any = 0;
    for (int p = 0; p < before->players; p++)
        before_any |= st[p].cards_lost != 0;
    for (int p = 0; p < before->players; p++) {
        int lost = face_up(after, p) - face_up(before, p);
        if (lost <= 0)
            continue;
        st[p].cards_lost += (uint16_t)lost;
        if (!before_any) {
            st[p].first_loss = 1;
            before_any = 1;
        }
        if (by >= 0 && p != by)
            st[by].cards_taken += (uint16_t)lost;
    }
}

void coup_stats_add(coup_seat_stats st[COUP_MAX_PLAYERS],
                    const coup_state *before, coup_move m)
{
    int seat = coup_to_move(before);
    coup_state after = *before;
    if (coup_apply(&after, m) != 0)
        return;
    /* A chance outcome counts for nobody, but an action may resolve with
     * it (the Tax after a proven Duke's replacement is drawn). */
    switch (seat >= 0 && seat < before->players ? m.type : COUP_MV_NONE) {
    case COUP_MV_TAX:
    case COUP_MV_EXCHANGE:
    case COUP_MV_ASSASSINATE:
    case COUP_MV_STEAL:
    case COUP_MV_EXAMINE:
        claim(&st[seat], before, seat, claimed(before, m.type));
        break;
    case COUP_MV_BLOCK:
        claim(&st[seat], before, seat, m.card);
        st[seat].blocks++;
        break;
    case COUP_MV_CHALLENGE:
        st[seat].challenges++;
        break;
    case COUP_MV_CONCEDE:
        /* R6: the challenge won; a bluff caught unless the card was held
         * (R15.5: one may concede while holding it). An Embezzlement is
         * no claim of a character (record.h), so never a bluff caught. */
        st[before->challenger].challenges_won++;
        if (before->action != COUP_MV_EMBEZZLE)
            st[seat].bluffs_caught += !holds(before, seat, before->claim);
        break;
    default:
        break;
    }
    if (seat >= 0 && seat < before->players &&
        before->phase == COUP_PH_ACTION)
        st[seat].actions++;
    coins(st, before, &after, seat, m);
    losses(st, before, &after);
}

unsigned coup_achievements(const coup_seat_stats st[], int players, int seat,
                           int winner)
{
    if (!st || players < COUP_MIN_PLAYERS || players > COUP_MAX_PLAYERS ||
        seat < 0 || seat >= players || winner != seat)
        return 0;
    const coup_seat_stats *w = &st[seat];
    unsigned a = 0;
    if (w->bluffs == 0)
        a |= COUP_ACH_NO_BLUFF;
    if (w->first_loss)
        a |= COUP_ACH_COMEBACK;
    if (w->cards_lost == 0)
        a |= COUP_ACH_UNTOUCHED;
    if (w->bluffs >= COUP_ACH_MASTER_BLUFFS && w->bluffs_caught == 0)
        a |= COUP_ACH_BLUFF_MASTER;
    if (w->challenges_won >= COUP_ACH_SHARP_CHALLENGES)
        a |= COUP_ACH_SHARP_EYE;
    return a;
}
