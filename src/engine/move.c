/*
 * move.c - names and the text form of moves: the one vocabulary of
 * records, the protocol, logs and the user interfaces.
 *
 *   income | foreign-aid | tax | exchange
 *   coup T [CARD] | assassinate T [CARD] | steal T | examine T
 *   convert T | embezzle                                   (R17, R18)
 *   pass | challenge | block CARD | prove [CARD [CARD]] | concede
 *   lose CARD
 *   keep CARD [CARD] | show CARD [CARD] | giveback | swap | pick CARD
 *   draw CARD | start T
 *
 * T is a seat number. CARD is a character name; "?" stands for a card
 * the observer cannot see (coup_observe_move).
 */
#include <stdio.h>
#include <string.h>

#include "engine/internal.h"

const char *coup_strerror(int code)
{
    switch (code) {
#define COUP_X_CASE(name, value, text) \
    case name:                         \
        return text;
        COUP_ERRORS(COUP_X_CASE)
#undef COUP_X_CASE
    }
    return "unknown error";
}

/* ------------------------------------------------------------- names */

static const char *const card_names[COUP_NCARDS] = {
    "duke", "assassin", "captain", "ambassador", "contessa", "inquisitor"};

const char *coup_card_name(int card)
{
    return card >= 0 && card < COUP_NCARDS ? card_names[card] : "?";
}

static const char *const phase_names[COUP_NPHASES] = {
    [COUP_PH_START] = "start",         [COUP_PH_PICK] = "pick",
    [COUP_PH_DEAL] = "deal",           [COUP_PH_ACTION] = "action",
    [COUP_PH_CHALLENGE] = "challenge", [COUP_PH_PROVE] = "prove",
    [COUP_PH_LOSE] = "lose",           [COUP_PH_REDRAW] = "redraw",
    [COUP_PH_BLOCK] = "block",         [COUP_PH_DRAW] = "draw",
    [COUP_PH_KEEP] = "keep",           [COUP_PH_SHOW] = "show",
    [COUP_PH_EXAMINE] = "examine",     [COUP_PH_OVER] = "over"};

const char *coup_phase_name(int phase)
{
    return phase >= 0 && phase < COUP_NPHASES ? phase_names[phase] : "?";
}

int coup__word_is(const char *word, size_t len, const char *name)
{
    if (strlen(name) != len)
        return 0;
    for (size_t i = 0; i < len; i++) {
        char c = word[i];
        if (c >= 'A' && c <= 'Z')
            c = (char)(c - 'A' + 'a');
        if (c != name[i])
            return 0;
    }
    return 1;
}

int coup_card_parse(const char *word, size_t len)
{
    for (int c = 0; c < COUP_NCARDS; c++)
        if (coup__word_is(word, len, card_names[c]))
            return c;
    if (coup__word_is(word, len, "?"))
        return COUP_NOCARD;
    return -1;
}

static const struct {
    unsigned flag;
    const char *name;
} option_names[] = {
    {COUP_OPT_INQUISITOR, "inquisitor"},
    {COUP_OPT_TWO_PLAYER_DRAFT, "two_player_draft"},
    {COUP_OPT_DECLARED_COUP, "declared_coup"},
    {COUP_OPT_DECLARED_ASSASSINATE, "declared_assassinate"},
    {COUP_OPT_REFORMATION, "reformation"},
};

const char *coup_option_name(unsigned flag)
{
    for (size_t i = 0; i < sizeof option_names / sizeof *option_names; i++)
        if (option_names[i].flag == flag)
            return option_names[i].name;
    return NULL;
}

unsigned coup_option_parse(const char *word, size_t len)
{
    for (size_t i = 0; i < sizeof option_names / sizeof *option_names; i++)
        if (coup__word_is(word, len, option_names[i].name))
            return option_names[i].flag;
    return 0;
}

/* ------------------------------------------------------------- shapes */

/* What each move type carries: a target seat, and 0, 1 or 2 cards
 * (ARG_OPT_CARDS: 0 to 2, the hand an embezzler proves with, R18). */
enum { ARG_NONE, ARG_SEAT, ARG_SEAT_CARD, ARG_CARD, ARG_CARDS, ARG_OPT_CARDS };

static const struct {
    const char *word;
    unsigned char args;
} shapes[COUP_MV_NTYPES] = {
    [COUP_MV_NONE] = {"none", ARG_NONE},
    [COUP_MV_INCOME] = {"income", ARG_NONE},
    [COUP_MV_FOREIGN_AID] = {"foreign-aid", ARG_NONE},
    [COUP_MV_TAX] = {"tax", ARG_NONE},
    [COUP_MV_EXCHANGE] = {"exchange", ARG_NONE},
    [COUP_MV_COUP] = {"coup", ARG_SEAT_CARD},
    [COUP_MV_ASSASSINATE] = {"assassinate", ARG_SEAT_CARD},
    [COUP_MV_STEAL] = {"steal", ARG_SEAT},
    [COUP_MV_EXAMINE] = {"examine", ARG_SEAT},
    [COUP_MV_PASS] = {"pass", ARG_NONE},
    [COUP_MV_CHALLENGE] = {"challenge", ARG_NONE},
    [COUP_MV_BLOCK] = {"block", ARG_CARD},
    [COUP_MV_PROVE] = {"prove", ARG_OPT_CARDS},
    [COUP_MV_CONCEDE] = {"concede", ARG_NONE},
    [COUP_MV_LOSE] = {"lose", ARG_CARD},
    [COUP_MV_KEEP] = {"keep", ARG_CARDS},
    [COUP_MV_SHOW] = {"show", ARG_CARDS},
    [COUP_MV_GIVEBACK] = {"giveback", ARG_NONE},
    [COUP_MV_SWAP] = {"swap", ARG_NONE},
    [COUP_MV_PICK] = {"pick", ARG_CARD},
    [COUP_MV_DRAW] = {"draw", ARG_CARD},
    [COUP_MV_START] = {"start", ARG_SEAT},
    [COUP_MV_CONVERT] = {"convert", ARG_SEAT},
    [COUP_MV_EMBEZZLE] = {"embezzle", ARG_NONE},
};

static int card_ok(int c) { return c < COUP_NCARDS || c == COUP_NOCARD; }

/* Fields a move type does not use hold COUP_NOBODY / COUP_NOCARD, so that
 * two equal moves are equal field by field. */
bool coup__move_shape_ok(coup_move m)
{
    if (m.type == COUP_MV_NONE || m.type >= COUP_MV_NTYPES)
        return false;
    int seat = m.target != COUP_NOBODY, c1 = m.card != COUP_NOCARD,
        c2 = m.card2 != COUP_NOCARD;
    if (!card_ok(m.card) || !card_ok(m.card2))
        return false;
    switch (shapes[m.type].args) {
    case ARG_NONE:      return !seat && !c1 && !c2;
    case ARG_SEAT:      return seat && !c1 && !c2;
    case ARG_SEAT_CARD: return seat && !c2;
    case ARG_CARD:      return !seat && c1 && !c2;
    case ARG_CARDS:     return !seat && c1;
    default:            return !seat && (c1 || !c2);
    }
}

coup_move coup_mv(int type, int target, int card, int card2)
{
    return mv(type, target, card, card2);
}

bool coup_move_eq(coup_move a, coup_move b)
{
    return a.type == b.type && a.target == b.target && a.card == b.card &&
           a.card2 == b.card2;
}

/* --------------------------------------------------------------- text */

int coup_move_str(coup_move m, char *buf, size_t n)
{
    const char *w = m.type < COUP_MV_NTYPES ? shapes[m.type].word : "none";
    int len = snprintf(buf, n, "%s", w);
    if (m.target != COUP_NOBODY && len >= 0)
        len += snprintf(buf + ((size_t)len < n ? (size_t)len : n),
                        (size_t)len < n ? n - (size_t)len : 0, " %d",
                        m.target);
    const uint8_t cards[2] = {m.card, m.card2};
    for (int i = 0; i < 2 && len >= 0; i++)
        if (cards[i] != COUP_NOCARD ||
            (i == 0 && m.type < COUP_MV_NTYPES &&
             (shapes[m.type].args == ARG_CARD ||
              shapes[m.type].args == ARG_CARDS)))
            len += snprintf(buf + ((size_t)len < n ? (size_t)len : n),
                            (size_t)len < n ? n - (size_t)len : 0, " %s",
                            coup_card_name(cards[i]));
    if (len < 0 || (size_t)len >= n)
        return COUP_ESPACE;
    return len;
}

static int blank(char c) { return c == ' ' || c == '\t'; }

static int perr(char *why, size_t n, const char *msg, const char *word,
                size_t len)
{
    if (why && n)
        snprintf(why, n, "%s%s%.*s%s", msg, word ? " '" : "",
                 (int)(len > 40 ? 40 : len), word ? word : "", word ? "'" : "");
    return COUP_EPARSE;
}

int coup_move_parse(const char *text, size_t len, coup_move *m, char *why,
                    size_t whyn)
{
    const char *w[4];
    size_t wl[4];
    int nw = 0;
    size_t i = 0;
    while (i < len) {
        while (i < len && blank(text[i]))
            i++;
        if (i == len)
            break;
        if (nw == 4)
            return perr(why, whyn, "too many words in move", text, len);
        w[nw] = text + i;
        while (i < len && !blank(text[i])) {
            if ((unsigned char)text[i] < 0x20 || (unsigned char)text[i] > 0x7e)
                return perr(why, whyn, "unexpected character in move", NULL,
                            0);
            i++;
        }
        wl[nw] = (size_t)(text + i - w[nw]);
        nw++;
    }
    if (nw == 0)
        return perr(why, whyn, "empty move", NULL, 0);
    int type = COUP_MV_NONE + 1;
    for (; type < COUP_MV_NTYPES; type++)
        if (coup__word_is(w[0], wl[0], shapes[type].word))
            break;
    if (type == COUP_MV_NTYPES)
        return perr(why, whyn, "unknown move", w[0], wl[0]);
    coup_move r = mv(type, COUP_NOBODY, COUP_NOCARD, COUP_NOCARD);
    int args = shapes[type].args, k = 1;
    if (args == ARG_SEAT || args == ARG_SEAT_CARD) {
        if (k >= nw)
            return perr(why, whyn, "missing seat number after", w[0], wl[0]);
        if (wl[k] > 2 || w[k][0] < '0' || w[k][0] > '9' ||
            (wl[k] == 2 && (w[k][1] < '0' || w[k][1] > '9')))
            return perr(why, whyn, "expected a seat number, got", w[k], wl[k]);
        int seat = w[k][0] - '0';
        if (wl[k] == 2)
            seat = seat * 10 + w[k][1] - '0';
        if (seat >= COUP_MAX_PLAYERS)
            return perr(why, whyn, "no such seat", w[k], wl[k]);
        r.target = (uint8_t)seat;
        k++;
    }
    int maxcards = args == ARG_SEAT_CARD || args == ARG_CARD     ? 1
                   : args == ARG_CARDS || args == ARG_OPT_CARDS ? 2
                                                                : 0;
    int mincards = args == ARG_CARD || args == ARG_CARDS ? 1 : 0;
    uint8_t cards[2] = {COUP_NOCARD, COUP_NOCARD};
    int nc = 0;
    for (; k < nw; k++) {
        if (nc == maxcards)
            return perr(why, whyn, "unexpected word", w[k], wl[k]);
        int c = coup_card_parse(w[k], wl[k]);
        if (c < 0)
            return perr(why, whyn, "expected a character name, got", w[k],
                        wl[k]);
        if (c == COUP_NOCARD) /* only ever printed, for a masked card */
            return perr(why, whyn, "a move names a real card, not", w[k],
                        wl[k]);
        cards[nc++] = (uint8_t)c;
    }
    if (nc < mincards)
        return perr(why, whyn, "missing character name after", w[0], wl[0]);
    /* keep/show name a multiset: the canonical order is card order. */
    if (nc == 2 && cards[1] < cards[0]) {
        uint8_t x = cards[0];
        cards[0] = cards[1];
        cards[1] = x;
    }
    r.card = cards[0];
    r.card2 = cards[1];
    *m = r;
    return COUP_OK;
}
