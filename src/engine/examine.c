/*
 * examine.c - R12 Examine: the target shows one face-down card of its
 * choice to the Inquisitor alone, who gives it back or makes the target
 * return it to the Court and draw a replacement.
 */
#include "engine/internal.h"

int coup__show_moves(const coup_state *s, coup_move *out)
{
    if (s->action != COUP_MV_EXAMINE) {
        out[0] = coup__reveal_move(s); /* R10: the whole hand, no choice */
        return 1;
    }
    int t = s->target, k = 0;
    uint8_t a = s->card[t][0], b = s->card[t][1];
    if (slot_hidden(a))
        out[k++] = mv(COUP_MV_SHOW, COUP_NOBODY, a, COUP_NOCARD);
    if (slot_hidden(b) && !(slot_hidden(a) && a == b))
        out[k++] = mv(COUP_MV_SHOW, COUP_NOBODY, b, COUP_NOCARD);
    if (k == 2 && out[0].card > out[1].card) {
        coup_move x = out[0];
        out[0] = out[1];
        out[1] = x;
    }
    return k;
}

void coup__show_apply(coup_state *s, coup_move m)
{
    if (s->action != COUP_MV_EXAMINE) {
        coup__reveal_apply(s);
        return;
    }
    s->shown = (uint8_t)hidden_slot(s, s->target, m.card);
    s->phase = COUP_PH_EXAMINE;
    s->decider = s->actor;
}

void coup__examine_apply(coup_state *s, coup_move m)
{
    if (m.type == COUP_MV_GIVEBACK) {
        coup__proceed(s, NX_END);
        return;
    }
    s->redraw = s->target;
    s->redraw_slot = s->shown;
    s->next = NX_END;
    coup__begin_redraw(s);
}
