/*
 * exchange.c - R7 Exchange (Ambassador), R12 Exchange (Inquisitor), and
 * the free Exchange of R10.
 *
 * Chance draws the cards one at a time (a Court with fewer cards gives what
 * it has); the exchanger then keeps as many cards as it had face down, from
 * its face-down cards and the drawn ones, and the rest go back to the Court.
 */
#include <stdarg.h>
#include <stdio.h>

#include "engine/internal.h"

void coup__begin_exchange(coup_state *s, int p, int ncards)
{
    int size = coup_court_size(s);
    s->redraw = (uint8_t)p; /* the seat that receives the draws */
    s->ndrawn = 0;
    s->need = (uint8_t)(ncards < size ? ncards : size);
    if (s->need) {
        s->phase = COUP_PH_DRAW;
        s->decider = COUP_NOBODY;
    } else {
        s->phase = COUP_PH_KEEP;
        s->decider = (uint8_t)p;
    }
}

void coup__draw_apply(coup_state *s, coup_move m)
{
    s->court[m.card]--;
    s->drawn[s->ndrawn++] = m.card;
    if (s->ndrawn == s->need) {
        s->phase = COUP_PH_KEEP;
        s->decider = s->redraw;
    }
}

/* The exchanger's hand: face-down cards and drawn cards, as counts. */
static void hand(const coup_state *s, int *count)
{
    int p = s->redraw;
    for (int c = 0; c < COUP_NCARDS; c++)
        count[c] = 0;
    for (int k = 0; k < 2; k++)
        if (slot_hidden(s->card[p][k]))
            count[s->card[p][k]]++;
    for (int i = 0; i < s->ndrawn; i++)
        count[s->drawn[i]]++;
}

/* keep a, or keep a b with a <= b: every distinct choice once. */
int coup__keep_moves(const coup_state *s, coup_move *out)
{
    int count[COUP_NCARDS], k = 0;
    hand(s, count);
    int two = nhidden(s, s->redraw) == 2;
    for (int a = 0; a < COUP_NCARDS; a++) {
        if (!count[a])
            continue;
        if (!two) {
            out[k++] = mv(COUP_MV_KEEP, COUP_NOBODY, a, COUP_NOCARD);
            continue;
        }
        for (int b = a; b < COUP_NCARDS; b++)
            if (count[b] > (a == b))
                out[k++] = mv(COUP_MV_KEEP, COUP_NOBODY, a, b);
    }
    return k;
}

int coup__keep_why(const coup_state *s, coup_move m, char *why, size_t n)
{
    int count[COUP_NCARDS], p = s->redraw, want = nhidden(s, p);
    const char *err = NULL;
    hand(s, count);
    if (m.type != COUP_MV_KEEP)
        err = "must choose the cards to keep";
    else if ((m.card2 != COUP_NOCARD) + 1 != want)
        err = want == 2 ? "must keep two cards" : "must keep one card";
    else if (m.card >= COUP_NCARDS || !count[m.card])
        err = "does not hold the first card named";
    else if (want == 2 && (m.card2 >= COUP_NCARDS || m.card2 < m.card ||
                           count[m.card2] <= (m.card == m.card2)))
        err = m.card2 < m.card ? "must name the kept cards in order"
                               : "does not hold the cards named";
    if (!err)
        return COUP_OK;
    if (why && n)
        snprintf(why, n, "seat %d %s (it holds the cards drawn in its "
                 "exchange and its face-down cards)", p, err);
    return COUP_EILLEGAL;
}

void coup__keep_apply(coup_state *s, coup_move m)
{
    int count[COUP_NCARDS], p = s->redraw;
    hand(s, count);
    uint8_t keep[2] = {m.card, m.card2};
    int i = 0;
    for (int k = 0; k < 2; k++) {
        if (!slot_hidden(s->card[p][k]))
            continue;
        s->card[p][k] = keep[i];
        count[keep[i++]]--;
    }
    for (int c = 0; c < COUP_NCARDS; c++)
        s->court[c] += (uint8_t)count[c]; /* R8: returned and shuffled */
    s->ndrawn = s->need = 0;
    s->drawn[0] = s->drawn[1] = COUP_NOCARD;
    s->redraw = COUP_NOBODY;
    coup__proceed(s, NX_END);
}
