/*
 * setup.c - R2 set-up, R11 two players and the draft, fixed positions.
 *
 * A game from options starts before the deal: chance draws the starting
 * seat if it was left random, each player picks in the draft, and chance
 * deals the cards one by one (seat 0's two cards, then seat 1's, ...; in
 * the draft one card to each seat from the third set). The first turn
 * begins when the last card is dealt.
 */
#include <string.h>

#include "engine/internal.h"

int coup_copies(int players)
{
    /* R1, R13 */
    return players <= 6 ? 3 : players <= 8 ? 4 : 5;
}

static int options_ok(const coup_options *o)
{
    if (!o || o->players < COUP_MIN_PLAYERS || o->players > COUP_MAX_PLAYERS)
        return 0;
    if (o->start != COUP_START_RANDOM && (o->start < 0 || o->start >= o->players))
        return 0;
    if (o->flags & ~(unsigned)COUP_OPT_ALL)
        return 0;
    if ((o->flags & COUP_OPT_TWO_PLAYER_DRAFT) && o->players != 2)
        return 0;
    return 1;
}

/* Everything but the cards and coins: no turn in progress. */
static void blank(coup_state *s, const coup_options *o)
{
    memset(s, 0, sizeof *s);
    s->players = (uint8_t)o->players;
    s->flags = (uint8_t)o->flags;
    s->actor = s->target = s->claimant = s->blocker = COUP_NOBODY;
    s->challenger = s->decider = s->loser = s->redraw = COUP_NOBODY;
    s->winner = s->shown = COUP_NOBODY;
    s->named = s->claim = s->block = COUP_NOCARD;
    s->drawn[0] = s->drawn[1] = COUP_NOCARD;
    s->alive = (uint16_t)((1u << o->players) - 1);
    for (int p = 0; p < COUP_MAX_PLAYERS; p++)
        s->card[p][0] = s->card[p][1] = COUP_NOCARD;
}

/* R16: factions alternate from the starting seat, a Loyalist. */
static uint16_t alternate(int players, int start)
{
    unsigned reform = 0;
    for (int i = 1; i < players; i += 2)
        reform |= 1u << ((start + i) % players);
    return (uint16_t)reform;
}

/* R2: the starting seat is known; R11: it gets one coin in a duel. */
static void starting_seat(coup_state *s, int start)
{
    s->actor = (uint8_t)start;
    if (opt(s, COUP_OPT_REFORMATION))
        s->reform = alternate(s->players, start);
    if (s->players == 2)
        s->coins[start] = COUP_DUEL_START_COINS;
    s->deal = 0;
    if (opt(s, COUP_OPT_TWO_PLAYER_DRAFT)) {
        s->phase = COUP_PH_PICK;
        s->decider = (uint8_t)start;
    } else {
        s->phase = COUP_PH_DEAL;
        s->decider = COUP_NOBODY;
    }
}

int coup_init(coup_state *s, const coup_options *o)
{
    if (!s)
        return COUP_EINVAL;
    if (!options_ok(o))
        return COUP_EOPTIONS;
    blank(s, o);
    int copies = coup_copies(o->players);
    for (int c = 0; c < COUP_NCARDS; c++) {
        if (!in_play(s, c))
            continue;
        /* R11 draft: the Court starts as the third set, one of each. */
        s->court[c] = (uint8_t)(opt(s, COUP_OPT_TWO_PLAYER_DRAFT) ? 1 : copies);
    }
    for (int p = 0; p < o->players; p++)
        s->coins[p] = COUP_START_COINS;
    if (o->start == COUP_START_RANDOM) {
        s->phase = COUP_PH_START;
        s->decider = COUP_NOBODY;
    } else {
        starting_seat(s, o->start);
    }
    return COUP_OK;
}

/* R1, R13: the rule that sets the number of copies. */
static const char *copies_rule(int players)
{
    return players <= 6 ? "R1" : "R13";
}

/* The fault is recorded with where it lies, so that a record reader can
 * name the line that caused it rather than the first seat line. */
#define BAD_AT(where, ...) \
    (*at = (where), coup__fail(why, n, __VA_ARGS__), COUP_EPOSITION)

int coup_init_position_at(coup_state *s, const coup_options *o,
                          const coup_position *p, int *at, char *why,
                          size_t n)
{
    int unused;
    if (!at)
        at = &unused;
    if (!s || !p)
        return COUP_EINVAL;
    if (!options_ok(o))
        return BAD_AT(COUP_AT_OPTIONS, "invalid options");
    if (o->start == COUP_START_RANDOM)
        return BAD_AT(COUP_AT_START, "a position needs the seat to move");
    coup_state t;
    blank(&t, o);
    int copies = coup_copies(o->players);
    int used[COUP_NCARDS] = {0};
    t.alive = 0;
    for (int i = 0; i < o->players; i++) {
        for (int k = 0; k < 2; k++) {
            int c = slot_card(p->card[i][k]);
            if ((p->card[i][k] & ~(COUP_UP | COUP_CARD_MASK)) ||
                c == COUP_NOCARD)
                return BAD_AT(i, "seat %d needs two cards (R2)", i);
            if (!in_play(&t, c))
                return BAD_AT(i, "seat %d holds %s, which is not in play%s",
                              i, coup_card_name(c),
                              c == COUP_AMBASSADOR
                                  ? " with the inquisitor option (R12)"
                                  : " without the inquisitor option (R12)");
            /* The seat that takes a character past the deck's copies is
             * the one at fault: the seats before it were still possible. */
            if (++used[c] > copies)
                return BAD_AT(i, "seat %d holds the %s %s card of the "
                              "position, the deck has %d (%s)", i,
                              used[c] == 4 ? "4th" : used[c] == 5 ? "5th"
                                                                  : "6th",
                              coup_card_name(c), copies,
                              copies_rule(o->players));
            t.card[i][k] = p->card[i][k];
        }
        if (nhidden(&t, i))
            t.alive |= (uint16_t)(1u << i);
        if (p->coins[i] > 99)
            return BAD_AT(i, "seat %d has %d coins (at most 99)", i,
                          p->coins[i]);
        if (!nhidden(&t, i) && p->coins[i])
            return BAD_AT(i, "seat %d is exiled but has %d coin%s: an "
                          "exiled seat's coins go back to the Treasury (R3)",
                          i, p->coins[i], p->coins[i] == 1 ? "" : "s");
        t.coins[i] = p->coins[i];
    }
    for (int c = 0; c < COUP_NCARDS; c++) {
        int court = p->court_given ? p->court[c] : copies - used[c];
        if (!in_play(&t, c)) {
            if (p->court_given && p->court[c])
                return BAD_AT(COUP_AT_COURT, "the Court holds %s, which is "
                              "not in play%s", coup_card_name(c),
                              c == COUP_AMBASSADOR
                                  ? " with the inquisitor option (R12)"
                                  : " without the inquisitor option (R12)");
            continue;
        }
        /* Only a given Court can add copies: the rest of the deck never
         * does (court = copies - used above). */
        if (used[c] + court > copies)
            return BAD_AT(COUP_AT_COURT, "the Court's %d %s card%s make%s %d in "
                          "the position, the deck has %d (%s)", court,
                          coup_card_name(c), court == 1 ? "" : "s",
                          court == 1 ? "s" : "",
                          used[c] + court, copies, copies_rule(o->players));
        t.court[c] = (uint8_t)court;
        t.out[c] = (uint8_t)(copies - used[c] - court);
    }
    unsigned all = (1u << o->players) - 1;
    if (!(o->flags & COUP_OPT_REFORMATION) &&
        ((p->factions_given && p->reform) || p->reserve))
        return BAD_AT(COUP_AT_OPTIONS, "factions and the Treasury Reserve "
                      "need the reformation option (R16, R17)");
    if (p->factions_given && (p->reform & ~all))
        return BAD_AT(COUP_AT_WHOLE, "a Reformist seat is not at this "
                      "table of %d (R16)", o->players);
    if (p->reserve > COUP_RESERVE_MAX)
        return BAD_AT(COUP_AT_WHOLE, "the Treasury Reserve holds %d coins, "
                      "at most %d (R17)", p->reserve, COUP_RESERVE_MAX);
    if (o->flags & COUP_OPT_REFORMATION)
        t.reform = p->factions_given ? p->reform
                                     : alternate(o->players, o->start);
    t.reserve = p->reserve;
    if (__builtin_popcount(t.alive) < 2)
        return BAD_AT(COUP_AT_WHOLE, "at least two players need influence: "
                      "with one left the game is over (R3)");
    if (!is_alive(&t, o->start))
        return BAD_AT(COUP_AT_START, "seat %d is to move but is exiled: an "
                      "exiled player makes no more decisions (R3)", o->start);
    t.deal = 0xFF;
    coup__begin_turn(&t, o->start);
    *s = t;
    return COUP_OK;
}

int coup_init_position(coup_state *s, const coup_options *o,
                       const coup_position *p, char *why, size_t n)
{
    return coup_init_position_at(s, o, p, NULL, why, n);
}

/* ------------------------------------------------------ chance: start */

int coup__start_moves(const coup_state *s, coup_move *out)
{
    for (int p = 0; p < s->players; p++)
        out[p] = mv(COUP_MV_START, p, COUP_NOCARD, COUP_NOCARD);
    return s->players;
}

void coup__start_apply(coup_state *s, coup_move m)
{
    starting_seat(s, m.target);
}

/* --------------------------------------------------------- R11 draft */

int coup__pick_moves(const coup_state *s, coup_move *out)
{
    int k = 0;
    for (int c = 0; c < COUP_NCARDS; c++)
        if (in_play(s, c))
            out[k++] = mv(COUP_MV_PICK, COUP_NOBODY, c, COUP_NOCARD);
    return k;
}

/* The picked card is kept face down; the other four of the set are out
 * of the game, never seen by the opponent. */
void coup__pick_apply(coup_state *s, coup_move m)
{
    int p = s->decider;
    s->card[p][0] = m.card;
    for (int c = 0; c < COUP_NCARDS; c++)
        if (in_play(s, c) && c != m.card)
            s->out[c]++;
    if (++s->deal == 2) {
        s->deal = 0;
        s->phase = COUP_PH_DEAL;
        s->decider = COUP_NOBODY;
    } else {
        s->decider = (uint8_t)(1 - p);
    }
}

/* ------------------------------------------------------- chance: deal */

int coup__deal_recipient(const coup_state *s, int *slot)
{
    if (opt(s, COUP_OPT_TWO_PLAYER_DRAFT)) {
        *slot = 1;
        return s->deal;
    }
    *slot = s->deal & 1;
    return s->deal >> 1;
}

void coup__deal_apply(coup_state *s, coup_move m)
{
    int slot, p = coup__deal_recipient(s, &slot);
    s->court[m.card]--;
    s->card[p][slot] = m.card;
    s->deal++;
    int total = opt(s, COUP_OPT_TWO_PLAYER_DRAFT) ? 2 : 2 * s->players;
    if (s->deal == total) {
        s->deal = 0xFF;
        coup__begin_turn(s, s->actor);
    }
}
