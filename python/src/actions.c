/*
 * actions.c - the package's fixed action numbering: every move of a seat,
 * and every chance outcome, as one small integer per table size.
 *
 * At P players the ids run, in this order (python/README.md has the
 * table):
 *
 *     0 income, 1 foreign-aid, 2 tax, 3 exchange
 *     coup T [CARD]          P x 7   (no card, then the six characters)
 *     assassinate T [CARD]   P x 7
 *     steal T, examine T     P each
 *     pass, challenge, prove, concede, giveback, swap
 *     block CARD, lose CARD, pick CARD          6 each
 *     keep CARD [CARD], show CARD [CARD]        6 + 21 each
 *     --- 82 + 16 P: the base game's decisions end here ---
 *     convert T              P       (R17, Reformation)
 *     embezzle               1       (R18)
 *     prove CARD [CARD]      6 + 21  (R18: an Embezzlement's proof, the
 *                                     whole hand)
 *     --- PY_DECISIONS(P) = 110 + 17 P: the decisions of seats ---
 *     draw CARD (6), start T (P)                chance outcomes
 *
 * Reformation's moves come after the base game's, so that the ids of the
 * base game's moves are those they had before the expansion. Seats are
 * absolute (seat 2 is seat 2 whoever decides), as in OpenSpiel's games.
 * Ids below 256 are CPython's cached small integers: the low-level API
 * hands them out without allocating (every id up to 7 players; from 8,
 * the last of the proofs and the chance outcomes pass 255).
 */
#include "glue.h"

/* The six answers without arguments, in id order. */
static const uint8_t plain_answers[6] = {
    COUP_MV_PASS, COUP_MV_CHALLENGE, COUP_MV_PROVE,
    COUP_MV_CONCEDE, COUP_MV_GIVEBACK, COUP_MV_SWAP,
};

/* Where each kind of move starts, at P players. */
typedef struct bases {
    int coup, assassinate, steal, examine, answers, block, lose, pick;
    int keep, show, convert, embezzle, proof, draw, start, end;
} bases;

static bases bases_of(int p)
{
    bases b;
    b.coup = 4;
    b.assassinate = b.coup + p * (1 + PY_NC);
    b.steal = b.assassinate + p * (1 + PY_NC);
    b.examine = b.steal + p;
    b.answers = b.examine + p;
    b.block = b.answers + 6;
    b.lose = b.block + PY_NC;
    b.pick = b.lose + PY_NC;
    b.keep = b.pick + PY_NC;
    b.show = b.keep + PY_NC + PY_PAIRS;
    b.convert = b.show + PY_NC + PY_PAIRS;
    b.embezzle = b.convert + p;
    b.proof = b.embezzle + 1;
    b.draw = b.proof + PY_NC + PY_PAIRS;
    b.start = b.draw + PY_NC;
    b.end = b.start + p;
    return b;
}

/* The index of the pair {c1, c2}, c1 <= c2, among the 21 pairs listed
 * (0,0), (0,1), ..., (0,5), (1,1), ... */
static int pair_index(int c1, int c2)
{
    return c1 * PY_NC - c1 * (c1 - 1) / 2 + (c2 - c1);
}

/* A card field that names a character, or NOCARD where `optional`. */
static bool card_ok(int c, bool optional)
{
    return c < PY_NC || (optional && c == COUP_NOCARD);
}

/* keep/show/prove CARD [CARD]: the id within its block of 27. */
static int cards_index(int c1, int c2)
{
    if (c2 == COUP_NOCARD)
        return c1;
    if (c2 < c1) {
        int x = c1;
        c1 = c2;
        c2 = x;
    }
    return PY_NC + pair_index(c1, c2);
}

int py_action_of(int players, coup_move m)
{
    bases b = bases_of(players);
    int t = m.target, c = m.card, c2 = m.card2;
    switch (m.type) {
    case COUP_MV_INCOME:
    case COUP_MV_FOREIGN_AID:
    case COUP_MV_TAX:
    case COUP_MV_EXCHANGE:
        return m.type - COUP_MV_INCOME;
    case COUP_MV_COUP:
    case COUP_MV_ASSASSINATE:
        if (t >= players || !card_ok(c, true))
            return -1;
        return (m.type == COUP_MV_COUP ? b.coup : b.assassinate) +
               t * (1 + PY_NC) + (c == COUP_NOCARD ? 0 : 1 + c);
    case COUP_MV_STEAL:
    case COUP_MV_EXAMINE:
    case COUP_MV_CONVERT:
        if (t >= players)
            return -1;
        return (m.type == COUP_MV_STEAL     ? b.steal
                : m.type == COUP_MV_EXAMINE ? b.examine
                                            : b.convert) + t;
    case COUP_MV_EMBEZZLE:
        return b.embezzle;
    case COUP_MV_PROVE:
        /* prove: a claimed card (R6); prove CARD [CARD]: the hand that
         * proves an Embezzlement (R18) */
        if (c == COUP_NOCARD && c2 == COUP_NOCARD)
            return b.answers + 2; /* plain_answers[2] */
        if (!card_ok(c, false) || !card_ok(c2, true))
            return -1;
        return b.proof + cards_index(c, c2);
    case COUP_MV_BLOCK:
    case COUP_MV_LOSE:
    case COUP_MV_PICK:
        if (!card_ok(c, false))
            return -1;
        return (m.type == COUP_MV_BLOCK ? b.block
                : m.type == COUP_MV_LOSE ? b.lose : b.pick) + c;
    case COUP_MV_KEEP:
    case COUP_MV_SHOW:
        if (!card_ok(c, false) || !card_ok(c2, true))
            return -1;
        return (m.type == COUP_MV_KEEP ? b.keep : b.show) + cards_index(c, c2);
    case COUP_MV_DRAW:
        return card_ok(c, false) ? b.draw + c : -1;
    case COUP_MV_START:
        return t < players ? b.start + t : -1;
    default:
        for (int i = 0; i < 6; i++)
            if (m.type == plain_answers[i])
                return b.answers + i;
        return -1;
    }
}

/* ---------------------------------------------------------- the tables */

static coup_move table[COUP_MAX_PLAYERS + 1][PY_MAX_IDS];

/* CARD [CARD] of move `type`: the six cards alone, then the 21 pairs c1 <=
 * c2 in card order, from out[n]; returns the new n. */
static int cards_block(coup_move *out, int n, int type)
{
    for (int c = 0; c < PY_NC; c++)
        out[n++] = coup_mv(type, COUP_NOBODY, c, COUP_NOCARD);
    for (int c1 = 0; c1 < PY_NC; c1++)
        for (int c2 = c1; c2 < PY_NC; c2++)
            out[n++] = coup_mv(type, COUP_NOBODY, c1, c2);
    return n;
}

/* Lists the moves of every id at P players, in id order. */
static int enumerate(int p, coup_move *out)
{
    int n = 0;
    for (int type = COUP_MV_INCOME; type <= COUP_MV_EXCHANGE; type++)
        out[n++] = coup_mv(type, COUP_NOBODY, COUP_NOCARD, COUP_NOCARD);
    for (int type = COUP_MV_COUP; type <= COUP_MV_ASSASSINATE; type++)
        for (int t = 0; t < p; t++)
            for (int c = -1; c < PY_NC; c++)
                out[n++] = coup_mv(type, t, c < 0 ? COUP_NOCARD : c,
                                   COUP_NOCARD);
    for (int type = COUP_MV_STEAL; type <= COUP_MV_EXAMINE; type++)
        for (int t = 0; t < p; t++)
            out[n++] = coup_mv(type, t, COUP_NOCARD, COUP_NOCARD);
    for (int i = 0; i < 6; i++)
        out[n++] = coup_mv(plain_answers[i], COUP_NOBODY, COUP_NOCARD,
                           COUP_NOCARD);
    static const int one_card[3] = {COUP_MV_BLOCK, COUP_MV_LOSE, COUP_MV_PICK};
    for (int k = 0; k < 3; k++)
        for (int c = 0; c < PY_NC; c++)
            out[n++] = coup_mv(one_card[k], COUP_NOBODY, c, COUP_NOCARD);
    n = cards_block(out, n, COUP_MV_KEEP);
    n = cards_block(out, n, COUP_MV_SHOW);
    /* Reformation (R17, R18), after the base game's decisions */
    for (int t = 0; t < p; t++)
        out[n++] = coup_mv(COUP_MV_CONVERT, t, COUP_NOCARD, COUP_NOCARD);
    out[n++] = coup_mv(COUP_MV_EMBEZZLE, COUP_NOBODY, COUP_NOCARD,
                       COUP_NOCARD);
    n = cards_block(out, n, COUP_MV_PROVE);
    /* chance */
    for (int c = 0; c < PY_NC; c++)
        out[n++] = coup_mv(COUP_MV_DRAW, COUP_NOBODY, c, COUP_NOCARD);
    for (int t = 0; t < p; t++)
        out[n++] = coup_mv(COUP_MV_START, t, COUP_NOCARD, COUP_NOCARD);
    return n;
}

bool py_actions_init(void)
{
    for (int p = COUP_MIN_PLAYERS; p <= COUP_MAX_PLAYERS; p++) {
        int n = enumerate(p, table[p]);
        if (n != PY_IDS(p) || bases_of(p).end != n ||
            bases_of(p).draw != PY_DECISIONS(p))
            return false;
        for (int a = 0; a < n; a++)
            if (py_action_of(p, table[p][a]) != a)
                return false;
    }
    return true;
}

coup_move py_move_of(int players, int a)
{
    return table[players][a];
}
