/*
 * internal.h - what the engine's modules share and nobody else sees.
 *
 * Each module owns some phases of the turn (docs/rules.md R5): it lists their
 * legal moves, checks one, and applies one. game.c dispatches on the phase.
 * The functions named coup__*_apply may assume the move is legal.
 */
#ifndef COUP_ENGINE_INTERNAL_H
#define COUP_ENGINE_INTERNAL_H

#include <string.h>

#include <coup/coup.h>

#include "engine/words.h"

/* What happens after a LOSE (and the pending redraw, if any). */
enum coup__next {
    NX_END,        /* the turn ends (R5.6) */
    NX_AFTER_CLAIM,/* the action's claim stands: block window or resolve */
    NX_RESOLVE,    /* the block failed: the action resolves (R5.4) */
    NX_FAIL,       /* the action is blocked: cost stays spent (R5.4) */
    NX_REFUND      /* the action's claim failed: cost refunded (R5.2) */
};

/* ------------------------------------------------------------ card slots */

static inline int slot_card(uint8_t slot) { return slot & COUP_CARD_MASK; }
static inline int slot_up(uint8_t slot) { return (slot & COUP_UP) != 0; }
/* Face down and not empty. (& rather than &&: no branch to mispredict.) */
static inline int slot_hidden(uint8_t slot)
{
    return !(slot & COUP_UP) & ((slot & COUP_CARD_MASK) != COUP_NOCARD);
}

static inline int nhidden(const coup_state *s, int p)
{
    return slot_hidden(s->card[p][0]) + slot_hidden(s->card[p][1]);
}

/* The slot holding a face-down card c, or -1. */
static inline int hidden_slot(const coup_state *s, int p, int c)
{
    if (s->card[p][0] == c)
        return 0;
    if (s->card[p][1] == c)
        return 1;
    return -1;
}

static inline int is_alive(const coup_state *s, int p)
{
    return (s->alive >> p) & 1;
}

static inline int opt(const coup_state *s, unsigned flag)
{
    return (s->flags & flag) != 0;
}

/* The character in the fourth place: Ambassador, or Inquisitor (R12). */
static inline int fourth(const coup_state *s)
{
    return opt(s, COUP_OPT_INQUISITOR) ? COUP_INQUISITOR : COUP_AMBASSADOR;
}

static inline int in_play(const coup_state *s, int c)
{
    if (c == COUP_AMBASSADOR || c == COUP_INQUISITOR)
        return c == fourth(s);
    return c >= 0 && c < COUP_NCARDS;
}

/* coup_rivals(), inline for the move generator. */
static inline unsigned rivals_of(unsigned alive, unsigned reform,
                                 unsigned flags, int p)
{
    unsigned targets = alive & ~(1u << p);
    if ((flags & COUP_OPT_REFORMATION) && (alive & reform) &&
        (alive & ~reform)) /* R16: both factions live */
        targets &= (reform >> p) & 1 ? ~reform : reform;
    return targets;
}

/* The living seats p may target or block (R4, R16). */
static inline unsigned rivals(const coup_state *s, int p)
{
    return rivals_of(s->alive, s->reform, s->flags, p);
}

/* The actions a seat chooses at its turn (R4, R17, R18). */
static inline int is_action(int type)
{
    return (type >= COUP_MV_INCOME && type <= COUP_MV_EXAMINE) ||
           type == COUP_MV_CONVERT || type == COUP_MV_EMBEZZLE;
}

/* Next living seat after p in seat order (may be p itself). */
static inline int next_alive(const coup_state *s, int p)
{
    unsigned after = (unsigned)s->alive >> (p + 1);
    return after ? p + 1 + __builtin_ctz(after) : __builtin_ctz(s->alive);
}

/* Built as one 32-bit word so that a move list is written with one store
 * per move: four byte stores read back as one word stall the CPU's store
 * forwarding (it was a tenth of the benchmark's time). */
static inline coup_move mv(int type, int target, int card, int card2)
{
    uint32_t a = (uint8_t)type, b = (uint8_t)target, c = (uint8_t)card,
             d = (uint8_t)card2;
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    uint32_t w = a << 24 | b << 16 | c << 8 | d;
#else
    uint32_t w = a | b << 8 | c << 16 | d << 24;
#endif
    coup_move m;
    memcpy(&m, &w, sizeof m);
    return m;
}

/* The move as one word, to compare all four fields at once. */
static inline uint32_t mv_word(coup_move m)
{
    uint32_t w;
    memcpy(&w, &m, sizeof w);
    return w;
}

/* --------------------------------------------------------------- modules */

/* setup.c: R2, R11 */
int coup__start_moves(const coup_state *s, coup_move *out);
void coup__start_apply(coup_state *s, coup_move m);
int coup__pick_moves(const coup_state *s, coup_move *out);
void coup__pick_apply(coup_state *s, coup_move m);
void coup__deal_apply(coup_state *s, coup_move m);
int coup__deal_recipient(const coup_state *s, int *slot);

/* turn.c: R4, R5 */
int coup__action_moves(const coup_state *s, coup_move *out);
int coup__action_why(const coup_state *s, coup_move m, char *why, size_t n);
void coup__action_apply(coup_state *s, coup_move m);
void coup__begin_turn(coup_state *s, int actor);
void coup__proceed(coup_state *s, int next);

/* challenge.c: R6 */
void coup__open_challenge(coup_state *s, int claimant, int claim);
void coup__challenge_apply(coup_state *s, coup_move m);
void coup__prove_apply(coup_state *s, coup_move m);
void coup__begin_redraw(coup_state *s);
void coup__redraw_apply(coup_state *s, coup_move m);

/* why.c: writes the reason for a refusal into why[n] (when why is not
 * NULL) and returns COUP_EILLEGAL, so a check can say `return
 * coup__fail(why, n, "...")`; the checks of a position (setup.c) and of
 * a state's invariants (check.c) use it too, with their own result. */
int coup__fail(char *why, size_t n, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* block.c: R5.3 */
int coup__block_first(const coup_state *s);
int coup__blockers_of(const coup_state *s, int type, int *cards);
int coup__blockers(const coup_state *s, int *cards);
int coup__block_moves(const coup_state *s, coup_move *out);
void coup__block_apply(coup_state *s, coup_move m);

/* influence.c: R3 */
void coup__start_lose(coup_state *s, int loser, int next);
void coup__lose_apply(coup_state *s, coup_move m);
int coup__turn_up(coup_state *s, int p, int slot);

/* exchange.c: R7, R12 */
void coup__begin_exchange(coup_state *s, int p, int ncards);
void coup__draw_apply(coup_state *s, coup_move m);
int coup__keep_moves(const coup_state *s, coup_move *out);
int coup__keep_why(const coup_state *s, coup_move m, char *why, size_t n);
void coup__keep_apply(coup_state *s, coup_move m);

/* examine.c: R12 */
int coup__show_moves(const coup_state *s, coup_move *out);
void coup__show_apply(coup_state *s, coup_move m);
void coup__examine_apply(coup_state *s, coup_move m);

/* declared.c: R10; R18 */
coup_move coup__hand_move(const coup_state *s, int type, int seat);
coup_move coup__reveal_move(const coup_state *s);
void coup__reveal_apply(coup_state *s);

/* move.c */
bool coup__move_shape_ok(coup_move m);

/* why.c: reasons for refusals, built only when one is asked for */
int coup__why_kind(const coup_state *s, coup_move m, char *why, size_t n);
/* The action as the subject of a sentence: "a Steal cannot be ...". */
const char *coup__action_noun(int type);

#endif
