/*
 * observe.c - R9 information: the single place that decides what a seat
 * may see. Bots, the protocol and the server only ever get what these two
 * functions give.
 *
 * Public: coins, face-up cards, how many cards each seat holds, the size
 * of the Court, every declaration, claim, challenge and block, and the
 * hand shown under R10 (until the Exchange that follows it ends), the
 * factions and the Treasury Reserve (R16, R17).
 * Private to a seat: its face-down cards, the cards
 * it draws (deal, Exchange, replacement), what it keeps, its draft pick,
 * and for the Inquisitor and the examined seat, the card shown in Examine.
 */
#include <string.h>

#include "engine/internal.h"

int coup_observe(const coup_state *s, int seat, coup_obs *o)
{
    if (!s || !o || seat < 0 || seat >= s->players)
        return COUP_EINVAL;
    memset(o, 0, sizeof *o);
    o->seat = (uint8_t)seat;
    o->players = s->players;
    o->flags = s->flags;
    o->phase = s->phase;
    o->to_move = (int8_t)coup_to_move(s);
    o->actor = s->actor;
    o->action = s->action;
    o->target = s->target;
    o->named = s->named;
    o->claimant = s->claimant;
    o->claim = s->claim;
    o->blocker = s->blocker;
    o->block = s->block;
    o->challenger = s->challenger;
    o->loser = s->loser;
    o->winner = s->winner;
    for (int p = 0; p < s->players; p++) {
        int k = 0;
        o->coins[p] = s->coins[p];
        o->up[p][0] = o->up[p][1] = COUP_NOCARD;
        for (int i = 0; i < 2; i++) {
            uint8_t c = s->card[p][i];
            if (slot_up(c))
                o->up[p][k++] = (uint8_t)slot_card(c);
            else if (slot_hidden(c))
                o->hidden[p]++;
        }
    }
    for (int p = s->players; p < COUP_MAX_PLAYERS; p++)
        o->up[p][0] = o->up[p][1] = COUP_NOCARD;
    /* Cards drawn for an Exchange are in the exchanger's hand: everyone
     * sees how many, only the exchanger which. */
    if (s->phase == COUP_PH_DRAW || s->phase == COUP_PH_KEEP)
        o->hidden[s->redraw] += s->ndrawn;
    o->nmine = (uint8_t)coup_hidden(s, seat, o->mine);
    if (s->redraw == seat &&
        (s->phase == COUP_PH_DRAW || s->phase == COUP_PH_KEEP))
        for (int i = 0; i < s->ndrawn; i++)
            o->mine[o->nmine++] = s->drawn[i];
    for (int i = o->nmine; i < 4; i++)
        o->mine[i] = COUP_NOCARD;
    o->shown[0] = o->shown[1] = COUP_NOCARD;
    if (s->phase == COUP_PH_EXAMINE && (seat == s->actor || seat == s->target)) {
        o->nshown = 1;
        o->shown[0] = (uint8_t)slot_card(s->card[s->target][s->shown]);
    }
    /* R10: the hand shown to all stays in everyone's view until the
     * target's Exchange that follows ends (its keep): the face-down cards
     * it showed, less one the show turned face up (in `up`), in the order
     * of the characters. The cards it draws stay its own. */
    if ((s->phase == COUP_PH_DRAW || s->phase == COUP_PH_KEEP) &&
        (s->action == COUP_MV_COUP || s->action == COUP_MV_ASSASSINATE)) {
        o->nshown = (uint8_t)coup_hidden(s, s->target, o->shown);
        if (o->nshown == 2 && o->shown[0] > o->shown[1]) { /* not slot order */
            uint8_t c = o->shown[0];
            o->shown[0] = o->shown[1];
            o->shown[1] = c;
        }
    }
    o->court_size = (uint8_t)coup_court_size(s);
    o->reform = s->reform;   /* R16, R17: public */
    o->reserve = s->reserve;
    for (int c = 0; c < COUP_NCARDS; c++)
        o->out_size += s->out[c];
    return COUP_OK;
}

bool coup_obs_may_target(const coup_obs *o, int target)
{
    if (target < 0 || target >= o->players)
        return false;
    unsigned alive = 0;
    for (int p = 0; p < o->players; p++)
        if (o->hidden[p])
            alive |= 1u << p;
    return (coup_rivals(alive, o->reform, o->flags, o->seat) >> target) & 1;
}

coup_move coup_observe_move(const coup_state *s, coup_move m, int seat)
{
    int owner; /* the one seat allowed to see the card(s) of m */
    switch (m.type) {
    case COUP_MV_DRAW:
        if (s->phase == COUP_PH_DEAL) {
            int slot;
            owner = coup__deal_recipient(s, &slot);
        } else {
            owner = s->redraw;
        }
        break;
    case COUP_MV_KEEP:
    case COUP_MV_PICK:
        owner = s->decider;
        break;
    case COUP_MV_SHOW:
        if (s->phase == COUP_PH_SHOW && s->action != COUP_MV_EXAMINE)
            return m; /* R10: shown to all */
        if (seat == s->actor)
            return m; /* R12: the Inquisitor sees it */
        owner = s->decider;
        break;
    default:
        return m;
    }
    if (seat != owner) {
        m.card = COUP_NOCARD;
        m.card2 = COUP_NOCARD;
    }
    return m;
}
