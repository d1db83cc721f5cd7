/*
 * replay.c - running a parsed record through the engine.
 *
 * The record is replayed from its set-up, item by item. A move must be
 * written by the seat to move (`*` when chance is to move) and be legal; a
 * check must hold; the result, if written, must be the winner. With a seed,
 * chance outcomes the record leaves out are drawn from one coup_rng stream
 * whenever a player's move, a check or the result comes while chance is to
 * move (docs/record-format.md, "Seeded chance"). The first failure stops
 * the replay and names its line.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <coup/rng.h>

#include "record/internal.h"

struct replay {
    const coup_record *r;
    coup_state *s;
    coup_record_visit_fn fn;
    void *ctx;
    coup_record_error *err;
    coup_rng rng;
    coup_move last;     /* the last action taken (type NONE before any), */
    int last_actor;     /* and its seat: a turn that is over has no state */
};

static const char *chance_expected(const coup_state *s)
{
    return s->phase == COUP_PH_START ? "'* start SEAT'" : "'* draw CARD'";
}

/* ------------------------------------------------------------- moves */

static void apply(struct replay *x, int seat, coup_move m, int line)
{
    if (m.type >= COUP_MV_INCOME && m.type <= COUP_MV_EXAMINE &&
        seat != COUP_CHANCE) {
        x->last = m;
        x->last_actor = seat;
    }
    if (x->fn)
        x->fn(x->ctx, x->s, seat, m, line);
    coup_apply(x->s, m); /* legal: checked by the caller */
}

/* Seeded chance: draw until a seat is to move (or the game is over). */
static int draw_chance(struct replay *x, int line)
{
    while (coup_to_move(x->s) == COUP_CHANCE) {
        int total = coup_chance_total(x->s);
        if (total <= 0)
            return coup__record_err(x->err, COUP_EILLEGAL, line,
                                    "chance is to move with no outcome "
                                    "(corrupt state)");
        coup_move m = coup_chance_pick(x->s,
                                       coup_rng_below(&x->rng,
                                                      (uint32_t)total));
        if (!coup_is_legal(x->s, m))
            return coup__record_err(x->err, COUP_EILLEGAL, line,
                                    "the seed drew an illegal chance "
                                    "outcome (corrupt state)");
        apply(x, COUP_CHANCE, m, line);
    }
    return COUP_OK;
}

/* A `challenge` or `block` written when a new turn has begun: the state no
 * longer holds the action it answers, so the replay names it, and the R4
 * rule that forbids the answer if one does ("Income cannot be challenged:
 * it claims no character (R4)"). Empty when it does not apply. */
static void turn_over(const struct replay *x, coup_move m, char *buf,
                      size_t n)
{
    buf[0] = '\0';
    if (x->s->phase != COUP_PH_ACTION || x->last.type == COUP_MV_NONE ||
        (m.type != COUP_MV_CHALLENGE && m.type != COUP_MV_BLOCK))
        return;
    if (coup_why_answer(x->s, x->last.type, m, buf, n) == COUP_OK) {
        char text[64];
        coup_move_str(x->last, text, sizeof text);
        snprintf(buf, n, "seat %d's '%s' is over: its turn has ended (R5.6)",
                 x->last_actor, text);
    }
}

static int move_item(struct replay *x, const coup_record_item *it)
{
    const coup_state *s = x->s;
    int line = it->line, to_move = coup_to_move(s);
    char text[64], why[200], over[120];
    if (it->text[0])
        snprintf(text, sizeof text, "%s", it->text);
    else
        coup_move_str(it->move, text, sizeof text);

    if (to_move == COUP_GAME_OVER)
        return coup__record_err(x->err, COUP_EOVER, line,
                                "the game is over (seat %d won): no move "
                                "may follow (R3)", coup_winner(s));
    if (it->seat != COUP_CHANCE && to_move == COUP_CHANCE)
        return coup__record_err(x->err, COUP_EILLEGAL, line,
                                "chance is to move: expected %s",
                                chance_expected(s));
    turn_over(x, it->move, over, sizeof over);
    int rc = coup_why_seat(s, it->seat, it->move, why, sizeof why);
    if (rc == COUP_OK) {
        apply(x, it->seat, it->move, line);
        return COUP_OK;
    }
    if (it->seat == COUP_CHANCE && to_move != COUP_CHANCE)
        return coup__record_err(x->err, COUP_EILLEGAL, line,
                                "a chance outcome is written but %s", why);
    if (it->seat != to_move)
        return coup__record_err(x->err, rc, line,
                                "seat %d may not play '%s' now: %s%s%s",
                                it->seat, text, over, over[0] ? "; " : "",
                                why);
    return coup__record_err(x->err, rc, line, "illegal move '%s': %s%s%s",
                            text, over, over[0] ? "; " : "", why);
}

/* ------------------------------------------------------------- checks */

/* "captain contessa", in card order, or "none". */
static void card_list(char *buf, size_t n, const uint8_t *cards, int k)
{
    uint8_t c[2] = {COUP_NOCARD, COUP_NOCARD};
    for (int i = 0; i < k && i < 2; i++)
        c[i] = cards[i];
    if (k == 2 && c[1] < c[0]) {
        uint8_t t = c[0];
        c[0] = c[1];
        c[1] = t;
    }
    if (k == 0)
        snprintf(buf, n, "none");
    else if (k == 1)
        snprintf(buf, n, "%s", coup_card_name(c[0]));
    else
        snprintf(buf, n, "%s %s", coup_card_name(c[0]),
                 coup_card_name(c[1]));
}

/* Same multiset of at most 2 cards? */
static bool same_cards(const uint8_t *a, int na, const uint8_t *b, int nb)
{
    if (na != nb)
        return false;
    if (na == 1)
        return a[0] == b[0];
    if (na == 2)
        return (a[0] == b[0] && a[1] == b[1]) ||
               (a[0] == b[1] && a[1] == b[0]);
    return true;
}

/* A coup_to_move() value: "seat 2", "chance" or "none". */
static void to_move_text(char *buf, size_t n, int v)
{
    if (v == COUP_CHANCE)
        snprintf(buf, n, "chance");
    else if (v < 0)
        snprintf(buf, n, "none");
    else
        snprintf(buf, n, "seat %d", v);
}

/* A coup_winner() value: "seat 2" or "none". */
static void winner_text(char *buf, size_t n, int v)
{
    if (v < 0)
        snprintf(buf, n, "none");
    else
        snprintf(buf, n, "seat %d", v);
}

static int check_seat(struct replay *x, const coup_record_check *c, int line)
{
    const coup_state *s = x->s;
    int p = c->seat;
    if (p < 0 || p >= s->players)
        return coup__record_err(x->err, COUP_EILLEGAL, line,
                                "check failed: no seat %d", p);
    if (c->coins >= 0 && s->coins[p] != c->coins)
        return coup__record_err(x->err, COUP_EILLEGAL, line,
                                "check failed: seat %d has %d coin%s, "
                                "expected %d", p, s->coins[p],
                                s->coins[p] == 1 ? "" : "s", c->coins);
    uint8_t hidden[2], up[2];
    int nh = 0, nu = 0;
    for (int k = 0; k < 2; k++) {
        uint8_t slot = s->card[p][k];
        if ((slot & COUP_CARD_MASK) == COUP_NOCARD)
            continue;
        if (slot & COUP_UP)
            up[nu++] = slot & COUP_CARD_MASK;
        else
            hidden[nh++] = slot;
    }
    char have[40], want[40];
    if (c->nhidden >= 0 && !same_cards(hidden, nh, c->hidden, c->nhidden)) {
        card_list(have, sizeof have, hidden, nh);
        card_list(want, sizeof want, c->hidden, c->nhidden);
        return coup__record_err(x->err, COUP_EILLEGAL, line,
                                "check failed: seat %d has face down: %s, "
                                "expected: %s", p, have, want);
    }
    if (c->nup >= 0 && !same_cards(up, nu, c->up, c->nup)) {
        card_list(have, sizeof have, up, nu);
        card_list(want, sizeof want, c->up, c->nup);
        return coup__record_err(x->err, COUP_EILLEGAL, line,
                                "check failed: seat %d has face up: %s, "
                                "expected: %s", p, have, want);
    }
    if (c->alive >= 0 && coup_alive(s, p) != (c->alive != 0))
        return coup__record_err(x->err, COUP_EILLEGAL, line,
                                "check failed: seat %d is %s, expected %s",
                                p, coup_alive(s, p) ? "alive" : "exiled",
                                c->alive ? "alive" : "exiled");
    if (c->faction >= 0 && coup_faction(s, p) != c->faction)
        return coup__record_err(x->err, COUP_EILLEGAL, line,
                                "check failed: seat %d is a %s, expected a "
                                "%s (R16)", p,
                                coup_faction(s, p) ? "Reformist" : "Loyalist",
                                c->faction ? "Reformist" : "Loyalist");
    return COUP_OK;
}

/* A decision as `check decision` writes it: "seat 2 challenge duke",
 * "chance draw", "none". card < 0: no card. */
static void decision_text(char *buf, size_t n, int who, int phase, int card)
{
    if (who == COUP_GAME_OVER)
        snprintf(buf, n, "none");
    else if (who == COUP_CHANCE)
        snprintf(buf, n, "chance %s", coup_phase_name(phase));
    else
        snprintf(buf, n, "seat %d %s%s%s", who, coup_phase_name(phase),
                 card >= 0 ? " " : "", card >= 0 ? coup_card_name(card) : "");
}

/* A block as `check block` writes it: "seat 1 duke", or "none" (seat < 0). */
static void block_text(char *buf, size_t n, int seat, int card)
{
    if (seat < 0)
        snprintf(buf, n, "none");
    else
        snprintf(buf, n, "seat %d %s", seat, coup_card_name(card));
}

static int check_decision(struct replay *x, const coup_record_check *c,
                          int line)
{
    const coup_state *s = x->s;
    int who = coup_to_move(s), phase = s->phase;
    bool claim = phase == COUP_PH_CHALLENGE || phase == COUP_PH_PROVE;
    if (who == c->value && (who == COUP_GAME_OVER || phase == c->phase) &&
        (c->card < 0 || (claim && s->claim == c->card)))
        return COUP_OK;
    char have[60], want[60];
    decision_text(have, sizeof have, who, phase, claim ? s->claim : -1);
    decision_text(want, sizeof want, c->value, c->phase, c->card);
    return coup__record_err(x->err, COUP_EILLEGAL, line, "check failed: "
                            "decision: %s, expected: %s", have, want);
}

/* Appends "'m1', 'm2' (and N more)" for the moves of `a` not in `b` (both
 * sorted), to at most about 100 bytes. Returns how many there are. */
static int difference(char *buf, size_t n, const coup_move *a, int na,
                      const coup_move *b, int nb)
{
    int count = 0, shown = 0, j = 0;
    size_t len = strlen(buf);
    for (int i = 0; i < na; i++) {
        while (j < nb && coup__record_move_cmp(&b[j], &a[i]) < 0)
            j++;
        if (j < nb && coup__record_move_cmp(&b[j], &a[i]) == 0)
            continue;
        count++;
        if (shown < 3 && len < n) {
            char text[64];
            coup_move_str(a[i], text, sizeof text);
            int w = snprintf(buf + len, n - len, "%s'%s'", shown ? ", " : "",
                             text);
            len += w > 0 ? (size_t)w : 0;
            shown++;
        }
    }
    if (count > shown && len < n)
        snprintf(buf + len, n - len, " (and %d more)", count - shown);
    return count;
}

static int check_legal(struct replay *x, const coup_record_check *c,
                       int line)
{
    const coup_record *r = x->r;
    coup_move have[COUP_MAX_MOVES];
    int nhave = coup_legal_moves(x->s, have), nwant = c->value;
    if (nwant < 0 || c->first < 0 ||
        (size_t)c->first + (size_t)nwant > r->nlegal)
        return coup__record_err(x->err, COUP_EILLEGAL, line,
                                "check legal: corrupt move list");
    const coup_move *want = r->legal + c->first;
    qsort(have, (size_t)nhave, sizeof *have, coup__record_move_cmp);
    char extra[120] = "", missing[120] = "";
    int nextra = difference(extra, sizeof extra, have, nhave, want, nwant);
    int nmissing = difference(missing, sizeof missing, want, nwant, have,
                              nhave);
    if (!nextra && !nmissing)
        return COUP_OK;
    return coup__record_err(x->err, COUP_EILLEGAL, line,
                            "check failed: legal moves: %s%s%s%s%s",
                            nextra ? "also " : "", extra,
                            nextra && nmissing ? "; " : "",
                            nmissing ? "not legal: " : "", missing);
}

static int check_item(struct replay *x, const coup_record_item *it)
{
    const coup_state *s = x->s;
    const coup_record_check *c = &it->check;
    int line = it->line;
    char have[40], want[40];
    switch (c->kind) {
    case COUP_CHECK_SEAT:
        return check_seat(x, c, line);
    case COUP_CHECK_COURT:
        for (int k = 0; k < COUP_NCARDS; k++)
            if (c->court[k] >= 0 && s->court[k] != c->court[k])
                return coup__record_err(x->err, COUP_EILLEGAL, line,
                                        "check failed: the Court holds %d "
                                        "%s card%s, expected %d",
                                        s->court[k], coup_card_name(k),
                                        s->court[k] == 1 ? "" : "s",
                                        c->court[k]);
        return COUP_OK;
    case COUP_CHECK_COURT_SIZE:
        if (coup_court_size(s) != c->value)
            return coup__record_err(x->err, COUP_EILLEGAL, line,
                                    "check failed: the Court holds %d "
                                    "card%s, expected %d", coup_court_size(s),
                                    coup_court_size(s) == 1 ? "" : "s",
                                    c->value);
        return COUP_OK;
    case COUP_CHECK_RESERVE:
        if (s->reserve != c->value)
            return coup__record_err(x->err, COUP_EILLEGAL, line,
                                    "check failed: the Treasury Reserve "
                                    "holds %d coin%s, expected %d (R17)",
                                    s->reserve, s->reserve == 1 ? "" : "s",
                                    c->value);
        return COUP_OK;
    case COUP_CHECK_TO_MOVE:
        if (coup_to_move(s) != c->value) {
            to_move_text(have, sizeof have, coup_to_move(s));
            to_move_text(want, sizeof want, c->value);
            return coup__record_err(x->err, COUP_EILLEGAL, line,
                                    "check failed: to move: %s, expected "
                                    "%s", have, want);
        }
        return COUP_OK;
    case COUP_CHECK_WINNER:
        if (coup_winner(s) != c->value) {
            winner_text(have, sizeof have, coup_winner(s));
            winner_text(want, sizeof want, c->value);
            return coup__record_err(x->err, COUP_EILLEGAL, line,
                                    "check failed: winner: %s, expected %s",
                                    have, want);
        }
        return COUP_OK;
    case COUP_CHECK_TURN: {
        int turn = s->phase == COUP_PH_START || s->phase == COUP_PH_OVER ||
                           s->actor == COUP_NOBODY
                       ? -1
                       : s->actor;
        if (turn != c->value) {
            winner_text(have, sizeof have, turn);
            winner_text(want, sizeof want, c->value);
            return coup__record_err(x->err, COUP_EILLEGAL, line,
                                    "check failed: turn: %s, expected %s",
                                    have, want);
        }
        return COUP_OK;
    }
    case COUP_CHECK_DECISION:
        return check_decision(x, c, line);
    case COUP_CHECK_BLOCK: {
        int blocker = s->blocker == COUP_NOBODY ? -1 : s->blocker;
        if (blocker != c->value || (blocker >= 0 && s->block != c->card)) {
            block_text(have, sizeof have, blocker, s->block);
            block_text(want, sizeof want, c->value, c->card);
            return coup__record_err(x->err, COUP_EILLEGAL, line,
                                    "check failed: block: %s, expected %s",
                                    have, want);
        }
        return COUP_OK;
    }
    case COUP_CHECK_LEGAL:
        return check_legal(x, c, line);
    default:
        return coup__record_err(x->err, COUP_EILLEGAL, line,
                                "unknown check kind %d", c->kind);
    }
}

/* ---------------------------------------------------------------- API */

/* The line that caused a fault coup_init_position_at() found at `at`: the
 * seat's own line, the court line or the start line; for the seats taken
 * together (fewer than two alive) the last seat line, where the position
 * became what it is. Records built in memory have no lines: 0. */
static int position_fault_line(const coup_record *r, int at)
{
    int line = 0;
    if (at >= 0 && at < COUP_MAX_PLAYERS)
        line = r->seat_line[at];
    else if (at == COUP_AT_COURT)
        line = r->court_line;
    else if (at == COUP_AT_START)
        line = r->start_line;
    else
        for (int i = 0; i < COUP_MAX_PLAYERS; i++)
            if (r->seat_line[i] > line)
                line = r->seat_line[i];
    return line ? line : r->position_line;
}

static int set_up(struct replay *x)
{
    const coup_record *r = x->r;
    char why[160];
    if (r->has_position) {
        int at = COUP_AT_WHOLE;
        int rc = coup_init_position_at(x->s, &r->options, &r->position, &at,
                                       why, sizeof why);
        int line = position_fault_line(r, at), start = r->options.start;
        if (rc == COUP_EPOSITION && at == COUP_AT_START && start >= 0 &&
            start < COUP_MAX_PLAYERS && r->seat_line[start])
            return coup__record_err(x->err, rc, line, "bad position: %s "
                                    "(seat %d: line %d)", why, start,
                                    r->seat_line[start]);
        if (rc)
            return coup__record_err(x->err, rc, line, "bad position: %s",
                                    rc == COUP_EPOSITION ? why
                                                         : coup_strerror(rc));
        return COUP_OK;
    }
    int rc = coup_init(x->s, &r->options);
    if (rc)
        return coup__record_err(x->err, rc, 0, "%s", coup_strerror(rc));
    return COUP_OK;
}

int coup_record_replay(const coup_record *r, coup_state *s,
                       coup_record_visit_fn fn, void *ctx,
                       coup_record_error *err)
{
    struct replay x = {r, s, fn, ctx, err, {{0, 0, 0, 0}},
                       {COUP_MV_NONE, COUP_NOBODY, COUP_NOCARD, COUP_NOCARD},
                       -1};
    if (err) {
        err->line = 0;
        err->msg[0] = '\0';
    }
    if (!r || !s)
        return coup__record_err(err, COUP_EINVAL, 0, "no record or state");
    int rc = set_up(&x);
    if (rc)
        return rc;
    if (r->has_seed)
        coup_rng_seed(&x.rng, r->seed);

    for (size_t i = 0; i < r->n; i++) {
        const coup_record_item *it = &r->items[i];
        bool player = it->kind == COUP_RECORD_CHECK || it->seat != COUP_CHANCE;
        if (r->has_seed && player && (rc = draw_chance(&x, it->line)))
            return rc;
        rc = it->kind == COUP_RECORD_CHECK ? check_item(&x, it)
                                           : move_item(&x, it);
        if (rc)
            return rc;
    }

    if (r->result >= 0) {
        int line = r->result_line;
        if (r->has_seed && (rc = draw_chance(&x, line)))
            return rc;
        if (!coup_is_over(s)) {
            char who[40];
            to_move_text(who, sizeof who, coup_to_move(s));
            return coup__record_err(err, COUP_EILLEGAL, line,
                                    "result %d, but the game is not over "
                                    "(%s to move)", r->result, who);
        }
        if (coup_winner(s) != r->result)
            return coup__record_err(err, COUP_EILLEGAL, line,
                                    "result %d, but seat %d won", r->result,
                                    coup_winner(s));
    }
    return COUP_OK;
}
