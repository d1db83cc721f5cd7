/*
 * declared.c - R10 declared Coup and declared Assassinate.
 *
 * When the action resolves the target shows its face-down cards to all.
 * If the named character is among them that card is lost; otherwise the
 * action has no effect. Then the target, if still alive, makes an Exchange
 * as in R7 (two cards) that claims nothing.
 */
#include "engine/internal.h"

/* The only legal move: show the whole hand, in card order. */
coup_move coup__reveal_move(const coup_state *s)
{
    int t = s->target, c[2] = {COUP_NOCARD, COUP_NOCARD}, k = 0;
    for (int i = 0; i < 2; i++)
        if (slot_hidden(s->card[t][i]))
            c[k++] = s->card[t][i];
    if (k == 1)
        return mv(COUP_MV_SHOW, COUP_NOBODY, c[0], COUP_NOCARD);
    if (c[0] > c[1])
        return mv(COUP_MV_SHOW, COUP_NOBODY, c[1], c[0]);
    return mv(COUP_MV_SHOW, COUP_NOBODY, c[0], c[1]);
}

void coup__reveal_apply(coup_state *s)
{
    int t = s->target, slot = hidden_slot(s, t, s->named);
    if (slot >= 0 && coup__turn_up(s, t, slot))
        return; /* that was the last rival: game over */
    if (is_alive(s, t))
        coup__begin_exchange(s, t, COUP_EXCHANGE_DRAWS);
    else
        coup__proceed(s, NX_END);
}
