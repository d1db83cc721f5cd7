/*
 * challenge.c - R6 challenges, for the action's claim and the block's.
 *
 * Eligible seats are asked in seat order after the claimant; the first to
 * challenge is THE challenger. The claimant then proves (shows the claimed
 * card) or concedes (R15.5: even while holding it). The loser of the
 * challenge loses an influence; a proven card then goes back to the Court
 * and the prover draws a replacement (chance). R15.2: if that loss ends
 * the game, nothing follows, not even the redraw.
 *
 * R18: an Embezzlement claims NOT to hold a Duke. Its proof shows the whole
 * hand; every shown card then goes back to the Court and is replaced, one
 * chance draw each.
 */
#include "engine/internal.h"

void coup__open_challenge(coup_state *s, int claimant, int claim)
{
    s->claimant = (uint8_t)claimant;
    s->claim = (uint8_t)claim;
    s->challenger = COUP_NOBODY;
    s->phase = COUP_PH_CHALLENGE;
    s->decider = (uint8_t)next_alive(s, claimant);
}

/* A challenge of the block's claim, once a block is made, else of the
 * action's. */
static int on_block(const coup_state *s)
{
    return s->blocker != COUP_NOBODY;
}

void coup__challenge_apply(coup_state *s, coup_move m)
{
    if (m.type == COUP_MV_CHALLENGE) {
        s->challenger = s->decider;
        s->phase = COUP_PH_PROVE;
        s->decider = s->claimant;
        return;
    }
    int d = next_alive(s, s->decider);
    if (d != s->claimant) {
        s->decider = (uint8_t)d;
        return;
    }
    /* Everyone passed: the claim stands. An unchallenged block stops the
     * action (R5.4); an unchallenged action goes on to the block window. */
    coup__proceed(s, on_block(s) ? NX_FAIL : NX_AFTER_CLAIM);
}

void coup__prove_apply(coup_state *s, coup_move m)
{
    if (m.type == COUP_MV_PROVE) {
        s->redraw = s->claimant;
        s->redraw_slot = (uint8_t)(s->action == COUP_MV_EMBEZZLE
                                       ? !slot_hidden(s->card[s->claimant][0])
                                       : hidden_slot(s, s->claimant,
                                                     s->claim));
        coup__start_lose(s, s->challenger,
                         on_block(s) ? NX_FAIL : NX_AFTER_CLAIM);
    } else {
        /* R5.2: a failed action claim is refunded; R5.4: a failed block
         * lets the action resolve. */
        coup__start_lose(s, s->claimant, on_block(s) ? NX_RESOLVE : NX_REFUND);
    }
}

/* R6: the proven card (or, R12, the swapped one) goes back to the Court,
 * which is shuffled; the replacement is a chance event. */
void coup__begin_redraw(coup_state *s)
{
    uint8_t *hand = s->card[s->redraw];
    for (int i = 0; i < 2; i++) {
        /* R18: the whole hand was shown; else the one card (R6, R12). */
        int back = s->action == COUP_MV_EMBEZZLE ? slot_hidden(hand[i])
                                                 : i == s->redraw_slot;
        if (back) {
            s->court[slot_card(hand[i])]++;
            hand[i] = COUP_NOCARD;
        }
    }
    s->phase = COUP_PH_REDRAW;
    s->decider = COUP_NOBODY;
}

void coup__redraw_apply(coup_state *s, coup_move m)
{
    uint8_t *hand = s->card[s->redraw];
    s->court[m.card]--;
    hand[s->redraw_slot] = m.card;
    if (s->redraw_slot == 0 && hand[1] == COUP_NOCARD) {
        s->redraw_slot = 1; /* R18: the second shown card's replacement */
        return;
    }
    s->redraw = COUP_NOBODY;
    coup__proceed(s, s->next);
}
