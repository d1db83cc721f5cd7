/*
 * game.c - the public face of the state machine: who is to move, the
 * legal moves, checking and applying a move, chance outcomes.
 *
 * Each phase belongs to one module (see internal.h); this file only
 * dispatches. judge() is the single judge of legality: coup_apply() and
 * coup_is_legal() call it without a message, coup_why() with one.
 */
#include <assert.h>
#include <stdio.h>

#include "engine/internal.h"

/* ------------------------------------------------------------ queries */

int coup_to_move(const coup_state *s)
{
    if (s->phase == COUP_PH_OVER)
        return COUP_GAME_OVER;
    return s->decider == COUP_NOBODY ? COUP_CHANCE : s->decider;
}

bool coup_is_over(const coup_state *s) { return s->phase == COUP_PH_OVER; }

int coup_winner(const coup_state *s)
{
    return s->phase == COUP_PH_OVER ? s->winner : -1;
}

int coup_players(const coup_state *s) { return s->players; }

bool coup_alive(const coup_state *s, int seat)
{
    return seat >= 0 && seat < s->players && is_alive(s, seat);
}

bool coup_answer_window(const coup_state *s)
{
    return s->phase == COUP_PH_CHALLENGE ||
           (s->phase == COUP_PH_BLOCK && s->action == COUP_MV_FOREIGN_AID);
}

bool coup_yet_to_answer(const coup_state *s, int seat)
{
    if (!coup_answer_window(s) || s->decider == COUP_NOBODY)
        return false;
    int last = s->phase == COUP_PH_CHALLENGE ? s->claimant : s->actor;
    for (int p = s->decider, k = 0; p != last && k < s->players;
         p = (p + 1) % s->players, k++)
        if (p == seat)
            return coup_alive(s, seat);
    return false;
}

int coup_faction(const coup_state *s, int seat)
{
    if (seat < 0 || seat >= s->players)
        return COUP_LOYALIST;
    return (s->reform >> seat) & 1 ? COUP_REFORMIST : COUP_LOYALIST;
}

unsigned coup_rivals(unsigned alive, unsigned reform, unsigned flags,
                     int seat)
{
    if (seat < 0 || seat >= COUP_MAX_PLAYERS)
        return 0;
    return rivals_of(alive, reform, flags, seat);
}

bool coup_may_target(const coup_state *s, int seat, int target)
{
    if (seat < 0 || seat >= s->players || target < 0 ||
        target >= s->players)
        return false;
    return (rivals(s, seat) >> target) & 1;
}

int coup_hidden(const coup_state *s, int seat, uint8_t *out)
{
    int k = 0;
    if (seat < 0 || seat >= s->players)
        return 0;
    for (int i = 0; i < 2; i++)
        if (slot_hidden(s->card[seat][i]))
            out[k++] = s->card[seat][i];
    return k;
}

int coup_court_size(const coup_state *s)
{
    const uint8_t *ct = s->court;
    return ct[0] + ct[1] + ct[2] + ct[3] + ct[4] + ct[5];
}

static int is_chance(const coup_state *s)
{
    return s->phase == COUP_PH_START || s->phase == COUP_PH_DEAL ||
           s->phase == COUP_PH_REDRAW || s->phase == COUP_PH_DRAW;
}

/* --------------------------------------------------------- legal moves */

static int draw_moves(const coup_state *s, coup_move *out)
{
    int k = 0;
    for (int c = 0; c < COUP_NCARDS; c++)
        if (s->court[c])
            out[k++] = mv(COUP_MV_DRAW, COUP_NOBODY, c, COUP_NOCARD);
    return k;
}

static int two(coup_move *out, int a, int b)
{
    out[0] = mv(a, COUP_NOBODY, COUP_NOCARD, COUP_NOCARD);
    out[1] = mv(b, COUP_NOBODY, COUP_NOCARD, COUP_NOCARD);
    return 2;
}

int coup_legal_moves(const coup_state *s, coup_move *out)
{
    /* The frequent decisions first, in the order of their frequency in
     * play (challenge windows are a quarter of all decisions). */
    if (s->phase == COUP_PH_CHALLENGE)
        return two(out, COUP_MV_PASS, COUP_MV_CHALLENGE);
    if (s->phase == COUP_PH_ACTION)
        return coup__action_moves(s, out);
    switch (s->phase) {
    case COUP_PH_START:
        return coup__start_moves(s, out);
    case COUP_PH_PICK:
        return coup__pick_moves(s, out);
    case COUP_PH_DEAL:
    case COUP_PH_REDRAW:
    case COUP_PH_DRAW:
        return draw_moves(s, out);
    case COUP_PH_ACTION:
        return coup__action_moves(s, out);
    case COUP_PH_CHALLENGE:
        return two(out, COUP_MV_PASS, COUP_MV_CHALLENGE);
    case COUP_PH_PROVE:
        if (s->action == COUP_MV_EMBEZZLE) { /* R18: no Duke, whole hand */
            out[0] = mv(COUP_MV_CONCEDE, COUP_NOBODY, COUP_NOCARD,
                        COUP_NOCARD);
            if (hidden_slot(s, s->claimant, COUP_DUKE) >= 0)
                return 1;
            out[1] = out[0];
            out[0] = coup__hand_move(s, COUP_MV_PROVE, s->claimant);
            return 2;
        }
        if (hidden_slot(s, s->claimant, s->claim) < 0) {
            out[0] = mv(COUP_MV_CONCEDE, COUP_NOBODY, COUP_NOCARD,
                        COUP_NOCARD);
            return 1;
        }
        return two(out, COUP_MV_PROVE, COUP_MV_CONCEDE);
    case COUP_PH_LOSE: {
        int p = s->loser, k = 0;
        uint8_t a = s->card[p][0], b = s->card[p][1];
        int lo = a < b ? a : b, hi = a < b ? b : a;
        if (slot_hidden((uint8_t)lo))
            out[k++] = mv(COUP_MV_LOSE, COUP_NOBODY, lo, COUP_NOCARD);
        if (slot_hidden((uint8_t)hi) && hi != lo)
            out[k++] = mv(COUP_MV_LOSE, COUP_NOBODY, hi, COUP_NOCARD);
        return k;
    }
    case COUP_PH_BLOCK:
        return coup__block_moves(s, out);
    case COUP_PH_KEEP:
        return coup__keep_moves(s, out);
    case COUP_PH_SHOW:
        return coup__show_moves(s, out);
    case COUP_PH_EXAMINE:
        return two(out, COUP_MV_GIVEBACK, COUP_MV_SWAP);
    default:
        return 0;
    }
}

/* -------------------------------------------------------------- check */

/* A move that carries no seat and no card. */
static int plain(coup_move m, int type)
{
    return mv_word(m) == mv_word(mv(type, COUP_NOBODY, COUP_NOCARD,
                                    COUP_NOCARD));
}

/* m is one of two plain moves (| rather than ||: one branch, not two). */
static int plain2(coup_move m, int type1, int type2)
{
    return plain(m, type1) | plain(m, type2);
}

/* A move that carries exactly one card, a real one. */
static int one_card(coup_move m, int type)
{
    coup_move shape = m;
    shape.card = 0;
    return (mv_word(shape) == mv_word(mv(type, COUP_NOBODY, 0, COUP_NOCARD))) &
           (m.card < COUP_NCARDS);
}

static int show_all_why(coup_move want, int d, char *why, size_t n)
{
    char text[32];
    coup_move_str(want, text, sizeof text);
    return coup__fail(
        why, n, "seat %d must show its face-down cards (R10): '%s'", d, text);
}

/*
 * judge(): the one place that decides whether m is legal here, and the
 * one switch on the phase. With `s2` it also applies the move (coup_apply);
 * with `why` it explains a refusal (coup_why). Always inlined, so each
 * caller gets a copy with the unused parts folded away: apply never builds
 * a message, and the phase is switched on once per move.
 */
#define FAIL(...) return (why ? coup__fail(why, n, __VA_ARGS__) : COUP_EILLEGAL)
/* A move of the wrong kind for the phase: why.c names the rule it breaks
 * (only when a reason is asked for). */
#define FAIL_KIND() return (why ? coup__why_kind(s, m, why, n) : COUP_EILLEGAL)
#define LEGAL(apply_fn)                                                        \
    do {                                                                       \
        if (s2)                                                                \
            apply_fn(s2, m);                                                   \
        return COUP_OK;                                                        \
    } while (0)

/* The phases that come up a few times a game at most: kept out of line
 * so that the hot path of coup_apply() stays small. */
static __attribute__((noinline)) int judge_rest(const coup_state *s,
                                                coup_state *s2, coup_move m,
                                                char *why, size_t n) {
    int d = s->decider;
    switch (s->phase) {
    case COUP_PH_KEEP: {
        if (!coup__move_shape_ok(m))
            FAIL("malformed move");
        int rc = coup__keep_why(s, m, why, n);
        if (rc)
            return rc;
        LEGAL(coup__keep_apply);
    }
    case COUP_PH_SHOW: {
        coup_move ok[2];
        int k = coup__show_moves(s, ok);
        for (int i = 0; i < k; i++)
            if (coup_move_eq(m, ok[i]))
                LEGAL(coup__show_apply);
        if (s->action == COUP_MV_EXAMINE)
            FAIL("seat %d must show one of its face-down cards to the "
                 "Inquisitor: 'show CARD' (R12)", d);
        return why ? show_all_why(ok[0], d, why, n) : COUP_EILLEGAL;
    }
    case COUP_PH_EXAMINE:
        if (plain2(m, COUP_MV_GIVEBACK, COUP_MV_SWAP))
            LEGAL(coup__examine_apply);
        FAIL("seat %d saw the card and must 'giveback' or 'swap' it (R12)",
             d);
    case COUP_PH_START:
        if (m.type != COUP_MV_START || m.target >= s->players ||
            m.card != COUP_NOCARD || m.card2 != COUP_NOCARD)
            FAIL("chance is to move: expected 'start SEAT' with a seat from "
                 "0 to %d (R2)", s->players - 1);
        LEGAL(coup__start_apply);
    case COUP_PH_PICK:
        if (!one_card(m, COUP_MV_PICK) || !in_play(s, m.card))
            FAIL("seat %d must pick the card it keeps from its set (R11): "
                 "'pick CARD'", d);
        LEGAL(coup__pick_apply);
    case COUP_PH_OVER:
        if (why)
            coup__fail(why, n, "the game is over (R3)");
        return COUP_EOVER;
    default:
        FAIL("corrupt state");
    }
}

/* R18: an embezzler proves by showing its whole hand, with no Duke. */
static __attribute__((noinline)) int embezzle_proof(const coup_state *s,
                                                    coup_state *s2,
                                                    coup_move m, char *why,
                                                    size_t n)
{
    int d = s->decider;
    coup_move want = coup__hand_move(s, COUP_MV_PROVE, d);
    if (m.type != COUP_MV_PROVE)
        FAIL_KIND();
    if (hidden_slot(s, d, COUP_DUKE) >= 0)
        FAIL("seat %d holds a Duke and cannot prove it holds none: it can "
             "only concede (R18)", d);
    if (!coup_move_eq(m, want)) {
        char text[32];
        coup_move_str(want, text, sizeof text);
        FAIL("to prove an Embezzlement seat %d shows all its face-down "
             "cards: '%s' (R18)", d, text);
    }
    LEGAL(coup__prove_apply);
}

static inline __attribute__((always_inline)) int
judge(const coup_state *s, coup_state *s2, coup_move m, char *why, size_t n,
      int phase)
{
    int d = s->decider;
    switch (phase) {
    case COUP_PH_CHALLENGE:
        if (plain2(m, COUP_MV_PASS, COUP_MV_CHALLENGE))
            LEGAL(coup__challenge_apply);
        FAIL_KIND();
    case COUP_PH_DEAL:
    case COUP_PH_REDRAW:
    case COUP_PH_DRAW:
        if (!one_card(m, COUP_MV_DRAW))
            FAIL("chance is to move: expected 'draw CARD' with a card from "
                 "the Court (R8)");
        if (!s->court[m.card])
            FAIL("the Court holds no %s (R8)", coup_card_name(m.card));
        if (s->phase == COUP_PH_DEAL)
            LEGAL(coup__deal_apply);
        if (s->phase == COUP_PH_REDRAW)
            LEGAL(coup__redraw_apply);
        LEGAL(coup__draw_apply);
    case COUP_PH_ACTION: {
        int rc = coup__action_why(s, m, why, n);
        if (rc)
            return rc;
        LEGAL(coup__action_apply);
    }
    case COUP_PH_PROVE:
        if (plain(m, COUP_MV_CONCEDE))
            LEGAL(coup__prove_apply);
        if (s->action == COUP_MV_EMBEZZLE)
            return embezzle_proof(s, s2, m, why, n);
        if (!plain(m, COUP_MV_PROVE))
            FAIL_KIND();
        if (hidden_slot(s, d, s->claim) < 0)
            FAIL("seat %d has no face-down %s to prove with: it can only "
                 "concede (R6)", d, coup_card_name(s->claim));
        LEGAL(coup__prove_apply);
    case COUP_PH_LOSE:
        if (!one_card(m, COUP_MV_LOSE))
            FAIL_KIND();
        if (hidden_slot(s, d, m.card) < 0)
            FAIL("seat %d has no face-down %s to lose (R3)", d,
                 coup_card_name(m.card));
        LEGAL(coup__lose_apply);
    case COUP_PH_BLOCK: {
        int cards[2], k = coup__blockers(s, cards);
        if (plain(m, COUP_MV_PASS))
            LEGAL(coup__block_apply);
        if (one_card(m, COUP_MV_BLOCK))
            for (int i = 0; i < k; i++)
                if (m.card == cards[i])
                    LEGAL(coup__block_apply);
        FAIL_KIND();
    }
    default:
        return judge_rest(s, s2, m, why, n);
    }
}

bool coup_is_legal(const coup_state *s, coup_move m)
{
    return judge(s, NULL, m, NULL, 0, s->phase) == COUP_OK;
}

int coup_why(const coup_state *s, coup_move m, char *why, size_t n)
{
    int rc = judge(s, NULL, m, why, n, s->phase);
    if (rc == COUP_OK && why && n)
        why[0] = '\0';
    return rc;
}

/* An illegal move is refused before anything is written: the state is
 * left as it was. */
__attribute__((flatten)) int coup_apply(coup_state *s, coup_move m)
{
    int rc = judge(s, s, m, NULL, 0, s->phase);
#ifdef COUP_DEBUG
    /* Debug builds check every state the engine makes (STYLE.md 5). */
    assert(coup_state_ok(s, NULL, 0));
#endif
    return rc;
}

/* ------------------------------------------------------------- chance */

int coup_chance_total(const coup_state *s)
{
    if (s->phase == COUP_PH_START)
        return s->players;
    return is_chance(s) ? coup_court_size(s) : 0;
}

int coup_chance_weight(const coup_state *s, coup_move m)
{
    if (!is_chance(s) || !coup_is_legal(s, m))
        return 0;
    return s->phase == COUP_PH_START ? 1 : s->court[m.card];
}

coup_move coup_chance_pick(const coup_state *s, uint32_t r)
{
    if (s->phase == COUP_PH_START)
        return mv(COUP_MV_START, r < s->players ? r : 0, COUP_NOCARD,
                  COUP_NOCARD);
    /* The running totals never decrease, so the totals r has reached are
     * a prefix and their number is the card: no branch to mispredict. */
    const uint8_t *ct = s->court;
    uint32_t c0 = ct[0], c1 = c0 + ct[1], c2 = c1 + ct[2], c3 = c2 + ct[3],
             c4 = c3 + ct[4];
    int c = (r >= c0) + (r >= c1) + (r >= c2) + (r >= c3) + (r >= c4);
    return mv(COUP_MV_DRAW, COUP_NOBODY, c, COUP_NOCARD);
}
