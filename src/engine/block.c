/*
 * block.c - R5.3 the block window.
 *
 * Foreign Aid may be blocked by any other living seat claiming Duke, asked
 * in seat order after the actor; Assassinate only by its target claiming
 * Contessa; Steal only by its target claiming Captain or Ambassador (the
 * Inquisitor under R12). The first block made is THE block; its claim then
 * gets its own challenge window (challenge.c). R16: while both factions
 * live, nobody blocks their own faction's action (only Foreign Aid can
 * meet that: the target of any other is of the other faction).
 */
#include "engine/internal.h"

/* The next seat after p, in seat order, that may block the actor's
 * Foreign Aid, or COUP_NOBODY once the order is back at the actor. */
static int next_blocker(const coup_state *s, int p)
{
    unsigned may = rivals(s, s->actor);
    unsigned after = may >> (p + 1) << (p + 1);
    if (p < s->actor) /* the seats after p and before the actor */
        after &= (1u << s->actor) - 1;
    else if (!after)   /* past the last seat: wrap to those before the actor */
        after = may & ((1u << s->actor) - 1);
    return after ? __builtin_ctz(after) : COUP_NOBODY;
}

/* The first seat to ask, or COUP_NOBODY when nobody may block. */
int coup__block_first(const coup_state *s)
{
    switch (s->action) {
    case COUP_MV_FOREIGN_AID:
        return next_blocker(s, s->actor);
    case COUP_MV_ASSASSINATE:
    case COUP_MV_STEAL:
        /* R15.6: a target still alive after a lost challenge may block. */
        return is_alive(s, s->target) ? s->target : COUP_NOBODY;
    default:
        return COUP_NOBODY;
    }
}

/* The blocking characters of an action of this type (R4's table), in move
 * order. */
int coup__blockers_of(const coup_state *s, int type, int *cards)
{
    switch (type) {
    case COUP_MV_FOREIGN_AID:
        cards[0] = COUP_DUKE;
        return 1;
    case COUP_MV_ASSASSINATE:
        cards[0] = COUP_CONTESSA;
        return 1;
    case COUP_MV_STEAL:
        cards[0] = COUP_CAPTAIN;
        cards[1] = fourth(s);
        return 2;
    default:
        return 0;
    }
}

/* The blocking characters of the current action, in move order. */
int coup__blockers(const coup_state *s, int *cards)
{
    return coup__blockers_of(s, s->action, cards);
}

int coup__block_moves(const coup_state *s, coup_move *out)
{
    int cards[2], n = coup__blockers(s, cards);
    out[0] = mv(COUP_MV_PASS, COUP_NOBODY, COUP_NOCARD, COUP_NOCARD);
    for (int i = 0; i < n; i++)
        out[i + 1] = mv(COUP_MV_BLOCK, COUP_NOBODY, cards[i], COUP_NOCARD);
    return n + 1;
}

void coup__block_apply(coup_state *s, coup_move m)
{
    if (m.type == COUP_MV_BLOCK) {
        s->blocker = s->decider;
        s->block = m.card;
        coup__open_challenge(s, s->decider, m.card);
        return;
    }
    if (s->action == COUP_MV_FOREIGN_AID) {
        int d = next_blocker(s, s->decider);
        if (d != COUP_NOBODY) {
            s->decider = (uint8_t)d;
            return;
        }
    }
    coup__proceed(s, NX_RESOLVE); /* nobody blocked */
}
