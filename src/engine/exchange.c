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

/* The exchanger's cards for a message: "duke, captain and contessa". */
static void hand_text(const coup_state *s, char *buf, size_t n)
{
    int count[COUP_NCARDS], total = 0, done = 0;
    size_t len = 0;
    hand(s, count);
    for (int c = 0; c < COUP_NCARDS; c++)
        total += count[c];
    buf[0] = '\0';
    for (int c = 0; c < COUP_NCARDS; c++)
        for (int i = 0; i < count[c] && len < n; i++) {
            done++;
            int w = snprintf(buf + len, n - len, "%s%s",
                             done == 1        ? ""
                             : done == total ? " and "
                                             : ", ",
                             coup_card_name(c));
            len += w > 0 ? (size_t)w : 0;
        }
}

/* R7, R12: the cards kept are among the exchanger's face-down cards and
 * the cards it drew, as many as it had face down. The reason names the
 * card that is missing, and how many of it the seat holds. */
int coup__keep_why(const coup_state *s, coup_move m, char *why, size_t n)
{
    int count[COUP_NCARDS], p = s->redraw, want = nhidden(s, p);
    int rule = opt(s, COUP_OPT_INQUISITOR) && s->action != COUP_MV_COUP &&
                       s->action != COUP_MV_ASSASSINATE
                   ? 12
                   : 7;
    char cards[80];
    hand(s, count);
    if (m.type != COUP_MV_KEEP || m.card >= COUP_NCARDS ||
        (m.card2 != COUP_NOCARD && m.card2 >= COUP_NCARDS))
        return why ? coup__why_kind(s, m, why, n) : COUP_EILLEGAL;
    if ((m.card2 != COUP_NOCARD) + 1 != want) {
        if (why && n)
            snprintf(why, n, "seat %d must keep %s, as many as it has face "
                     "down (R%d)", p, want == 2 ? "two cards" : "one card",
                     rule);
        return COUP_EILLEGAL;
    }
    if (want == 2 && m.card2 < m.card) {
        if (why && n)
            snprintf(why, n, "seat %d must name the kept cards in card order",
                     p);
        return COUP_EILLEGAL;
    }
    int c = m.card, named = 1;
    if (m.card2 == m.card)
        named = 2;
    else if (count[m.card] && m.card2 != COUP_NOCARD)
        c = m.card2;
    if (count[c] >= named)
        return COUP_OK;
    if (why && n) {
        hand_text(s, cards, sizeof cards);
        if (count[c] == 0)
            snprintf(why, n, "seat %d holds no %s: it may keep only from %s "
                     "(its face-down cards and the cards drawn, R%d)", p,
                     coup_card_name(c), cards, rule);
        else
            snprintf(why, n, "seat %d holds one %s, not two: it may keep "
                     "only from %s (its face-down cards and the cards "
                     "drawn, R%d)", p, coup_card_name(c), cards, rule);
    }
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
