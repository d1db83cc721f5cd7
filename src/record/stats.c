/*
 * stats.c - what each seat did in a game: claims and bluffs, challenges,
 * blocks, coins taken and the cards others lost through it, counted move
 * by move from the true state (record.h, "a game's figures").
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
         * (R15.5: one may concede while holding it). */
        st[before->challenger].challenges_won++;
        st[seat].bluffs_caught += !holds(before, seat, before->claim);
        break;
    default:
        break;
    }
    /* Coins the actor's own action brought (Assassinate's refund is not
     * taken, and costs are not counted). The action chosen by m itself is
     * m's type: `before` still holds the turn before's (Income takes its
     * coin at once). */
    int a = before->actor;
    int act = before->action;
    if (before->phase == COUP_PH_ACTION) {
        a = seat;
        act = m.type;
    }
    if (a < before->players && after.coins[a] > before->coins[a] &&
        (act == COUP_MV_INCOME || act == COUP_MV_FOREIGN_AID ||
         act == COUP_MV_TAX || act == COUP_MV_STEAL))
        st[a].coins += (uint16_t)(after.coins[a] - before->coins[a]);
    /* A card turned up: whose doing it was. */
    int by = taker(before);
    for (int p = 0; by >= 0 && p < before->players; p++) {
        uint8_t b[2], c[2];
        int lost = coup_hidden(before, p, b) - coup_hidden(&after, p, c);
        if (lost > 0 && p != by)
            st[by].cards_taken += (uint16_t)lost;
    }
}
