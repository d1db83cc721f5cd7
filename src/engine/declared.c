/*
 * declared.c - R10 declared Coup and declared Assassinate.
 *
 * When the action resolves the target shows its face-down cards to all.
 * If the named character is among them that card is lost; otherwise the
 * action has no effect. Then the target, if still alive, makes an Exchange
 * as in R7 (two cards) that claims nothing.
 */
#include "engine/internal.h"

/* A move of `type` naming the seat's face-down cards, in card order: the
 * hand shown under R10 (show) and R18 (prove). */
coup_move coup__hand_move(const coup_state *s, int type, int seat)
{
    int c[2] = {COUP_NOCARD, COUP_NOCARD}, k = 0;
    for (int i = 0; i < 2; i++)
        if (slot_hidden(s->card[seat][i]))
            c[k++] = s->card[seat][i];
    if (k == 2 && c[0] > c[1])
        return mv(type, COUP_NOBODY, c[1], c[0]);
    return mv(type, COUP_NOBODY, c[0], c[1]);
}

/* The only legal move: show the whole hand, in card order. */
coup_move coup__reveal_move(const coup_state *s)
{
    return coup__hand_move(s, COUP_MV_SHOW, s->target);
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
