/*
 * influence.c - R3 influence: losing a card, exile, the end of the game.
 *
 * The loser chooses which face-down card to turn up. A seat with no
 * face-down card is exiled at once; when one seat alone has influence the
 * game is over that instant, mid-turn if need be (R5.5, R15.2).
 */
#include "engine/internal.h"

void coup__start_lose(coup_state *s, int loser, int next)
{
    s->next = (uint8_t)next;
    if (!is_alive(s, loser)) { /* R5.5: nothing left to take */
        coup__proceed(s, next);
        return;
    }
    s->loser = (uint8_t)loser;
    s->phase = COUP_PH_LOSE;
    s->decider = (uint8_t)loser;
}

int coup_loss_cause(const coup_state *s)
{
    if (s->phase != COUP_PH_LOSE)
        return COUP_LOSS_NONE;
    switch (s->next) {
    case NX_FAIL:
    case NX_AFTER_CLAIM: /* R6: the claim was proven */
        return COUP_LOSS_CHALLENGER;
    case NX_RESOLVE:
    case NX_REFUND:      /* R5.2, R5.4: the claim was not */
        return COUP_LOSS_CLAIMANT;
    default:             /* turn.c: the action resolves on its target */
        return COUP_LOSS_ACTION;
    }
}

/* Turns a card face up; returns 1 if that ended the game. */
int coup__turn_up(coup_state *s, int p, int slot)
{
    s->card[p][slot] |= COUP_UP;
    if (nhidden(s, p))
        return 0;
    s->alive &= (uint16_t)~(1u << p);
    if (s->alive & (s->alive - 1))
        return 0;
    /* One seat left: it wins. Exiled seats' coins go back (R3). */
    s->winner = (uint8_t)__builtin_ctz(s->alive);
    s->phase = COUP_PH_OVER;
    s->decider = COUP_NOBODY;
    for (int q = 0; q < s->players; q++)
        if (q != s->winner)
            s->coins[q] = 0;
    return 1;
}

void coup__lose_apply(coup_state *s, coup_move m)
{
    int p = s->loser;
    if (coup__turn_up(s, p, hidden_slot(s, p, m.card)))
        return;
    s->loser = COUP_NOBODY;
    if (s->redraw != COUP_NOBODY)
        coup__begin_redraw(s);
    else
        coup__proceed(s, s->next);
}
