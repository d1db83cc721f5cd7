/*
 * parse.c - reading a record's text: lines, words, the header and the
 * items. Nothing here runs the engine; replay.c judges the moves.
 *
 * The text is read line by line. `#` starts a comment that runs to the end
 * of the line, blank lines are skipped, a CR before the LF is dropped.
 * Words are separated by spaces and tabs; any other control byte, and any
 * byte outside ASCII, is an error outside comments (so a name or a card can
 * never hide an invisible character). Keywords are case-insensitive.
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "record/internal.h"

/* Enough for a `check legal` line listing every move of the largest
 * decision (COUP_MAX_MOVES moves of up to 3 words). */
#define MAXWORDS 400

struct words {
    int n;
    const char *w[MAXWORDS];
    size_t len[MAXWORDS];
};

/* The header lines that may appear once each (seat lines are per seat). */
enum header {
    H_MAGIC,
    H_PLAYERS,
    H_OPTIONS,
    H_NAMES,
    H_START,
    H_SEED,
    H_COURT,
    H_REFORMISTS,
    H_RESERVE,
    NHEADERS
};

static const char *const header_words[NHEADERS] = {
    "coup-record", "players", "options", "names", "start",
    "seed",        "court",   "reformists", "reserve"};

struct parser {
    coup_record *r;
    coup_record_error *err;
    int line;                       /* the line being read */
    int header_line[NHEADERS];      /* where each header was, 0 if absent */
    int seat_line[COUP_MAX_PLAYERS];
    int nseat_lines;
    bool in_items;                  /* past the header */
};

/* ------------------------------------------------------------- words */

static int lower(int c) { return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c; }

/* Case-insensitive: is word i the lower-case keyword kw? */
static bool is(const struct words *w, int i, const char *kw)
{
    size_t n = strlen(kw);
    if (i >= w->n || w->len[i] != n)
        return false;
    for (size_t k = 0; k < n; k++)
        if (lower((unsigned char)w->w[i][k]) != kw[k])
            return false;
    return true;
}

/* A decimal number without sign, at most max. */
static bool number(const struct words *w, int i, uint64_t max, uint64_t *out)
{
    if (i >= w->n || w->len[i] == 0)
        return false;
    uint64_t v = 0;
    for (size_t k = 0; k < w->len[i]; k++) {
        char c = w->w[i][k];
        if (c < '0' || c > '9')
            return false;
        unsigned d = (unsigned)(c - '0');
        if (v > (max - d) / 10)
            return false;
        v = v * 10 + d;
    }
    *out = v;
    return true;
}

/* The coup_phase whose `check decision` word is word i, or -1. */
static int phase_word(const struct words *w, int i)
{
    for (int ph = 0; ph < COUP_NPHASES; ph++)
        if (is(w, i, coup_phase_name(ph)))
            return ph;
    return -1;
}

/* A real card (not "?"), or -1. */
static int card_word(const struct words *w, int i)
{
    if (i >= w->n)
        return -1;
    int c = coup_card_parse(w->w[i], w->len[i]);
    return c >= 0 && c < COUP_NCARDS ? c : -1;
}

/* For messages: word i, cut to 40 characters. */
#define WORD(ws, i) (int)((ws)->len[i] > 40 ? 40 : (ws)->len[i]), (ws)->w[i]

static int fail(struct parser *p, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

static int fail(struct parser *p, const char *fmt, ...)
{
    if (p->err) {
        va_list ap;
        p->err->line = p->line;
        va_start(ap, fmt);
        vsnprintf(p->err->msg, sizeof p->err->msg, fmt, ap);
        va_end(ap);
    }
    return COUP_EPARSE;
}

/* Splits the line (comment and CR already cut off) into words. */
static int split(struct parser *p, const char *s, size_t len, struct words *w)
{
    w->n = 0;
    size_t i = 0;
    while (i < len) {
        while (i < len && (s[i] == ' ' || s[i] == '\t'))
            i++;
        if (i == len)
            break;
        size_t start = i;
        while (i < len && s[i] != ' ' && s[i] != '\t') {
            unsigned char c = (unsigned char)s[i];
            if (c < 0x20 || c >= 0x7f)
                return fail(p, "unexpected byte 0x%02x (only printable ASCII "
                            "outside comments)", c);
            i++;
        }
        if (w->n == MAXWORDS)
            return fail(p, "too many words on one line (at most %d)",
                        MAXWORDS);
        w->w[w->n] = s + start;
        w->len[w->n] = i - start;
        w->n++;
    }
    return COUP_OK;
}

/* ------------------------------------------------------------ header */

static int players(const struct parser *p) { return p->r->options.players; }

static int header_magic(struct parser *p, const struct words *w)
{
    if (!is(w, 0, "coup-record"))
        return fail(p, "expected 'coup-record %d' first, got '%.*s'",
                    COUP_RECORD_VERSION, WORD(w, 0));
    uint64_t v;
    if (w->n != 2 || !number(w, 1, 1000000, &v))
        return fail(p, "expected 'coup-record %d': the format version",
                    COUP_RECORD_VERSION);
    if (v != COUP_RECORD_VERSION)
        return fail(p, "unsupported record version %llu (this program reads "
                    "version %d)", (unsigned long long)v, COUP_RECORD_VERSION);
    return COUP_OK;
}

static int header_players(struct parser *p, const struct words *w)
{
    uint64_t v;
    if (w->n != 2 || !number(w, 1, 1000, &v) || v < COUP_MIN_PLAYERS ||
        v > COUP_MAX_PLAYERS)
        return fail(p, "expected 'players N' with N from %d to %d",
                    COUP_MIN_PLAYERS, COUP_MAX_PLAYERS);
    p->r->options.players = (int)v;
    return COUP_OK;
}

static int header_options(struct parser *p, const struct words *w)
{
    for (int i = 1; i < w->n; i++) {
        unsigned f = coup_option_parse(w->w[i], w->len[i]);
        if (!f)
            return fail(p, "unknown option '%.*s' (known: inquisitor, "
                        "two_player_draft, declared_coup, "
                        "declared_assassinate, reformation)", WORD(w, i));
        p->r->options.flags |= f;
    }
    return COUP_OK;
}

static int header_names(struct parser *p, const struct words *w)
{
    if (w->n - 1 > COUP_MAX_PLAYERS)
        return fail(p, "%d names: at most %d players", w->n - 1,
                    COUP_MAX_PLAYERS);
    if (w->n == 1)
        return fail(p, "expected 'names NAME NAME ...', one per seat");
    for (int i = 1; i < w->n; i++) {
        if (!coup__record_name_ok(w->w[i], w->len[i]))
            return fail(p, "bad name '%.*s': 1 to %d characters among "
                        "A-Z a-z 0-9 _ . -", WORD(w, i),
                        COUP_RECORD_NAME_MAX);
        memcpy(p->r->names[i - 1], w->w[i], w->len[i]);
        p->r->names[i - 1][w->len[i]] = '\0';
    }
    p->r->nnames = w->n - 1;
    return COUP_OK;
}

static int header_start(struct parser *p, const struct words *w)
{
    uint64_t v;
    if (w->n == 2 && is(w, 1, "random")) {
        p->r->options.start = COUP_START_RANDOM;
        return COUP_OK;
    }
    if (w->n != 2 || !number(w, 1, 99, &v) || v >= COUP_MAX_PLAYERS)
        return fail(p, "expected 'start SEAT' or 'start random'");
    p->r->options.start = (int)v;
    p->r->start_line = p->line;
    return COUP_OK;
}

static int header_seed(struct parser *p, const struct words *w)
{
    uint64_t v;
    if (w->n != 2 || !number(w, 1, UINT64_MAX, &v))
        return fail(p, "expected 'seed N' with N from 0 to "
                    "18446744073709551615");
    p->r->has_seed = true;
    p->r->seed = v;
    return COUP_OK;
}

/* seat S coins C [hidden CARD...] [up CARD...]: 2 cards in all. */
static int header_seat(struct parser *p, const struct words *w)
{
    uint64_t v;
    if (!number(w, 1, 99, &v) || v >= COUP_MAX_PLAYERS)
        return fail(p, "expected 'seat SEAT coins C hidden CARD... up "
                    "CARD...'");
    int seat = (int)v;
    if (p->seat_line[seat])
        return fail(p, "seat %d is already given on line %d", seat,
                    p->seat_line[seat]);
    coup_position *pos = &p->r->position;
    bool coins = false, hidden = false, up = false;
    int ncards = 0, list = -1; /* list: 0 hidden, 1 up, -1 none yet */
    uint8_t cards[2][2];
    int count[2] = {0, 0};
    for (int i = 2; i < w->n; i++) {
        if (is(w, i, "coins")) {
            if (coins)
                return fail(p, "'coins' given twice");
            if (!number(w, i + 1, 255, &v))
                return fail(p, "expected a number of coins after 'coins'");
            pos->coins[seat] = (uint8_t)v;
            coins = true;
            list = -1;
            i++;
        } else if (is(w, i, "hidden") || is(w, i, "up")) {
            list = is(w, i, "up");
            bool *seen = list ? &up : &hidden;
            if (*seen)
                return fail(p, "'%s' given twice", list ? "up" : "hidden");
            *seen = true;
        } else {
            int c = card_word(w, i);
            if (c < 0 || list < 0)
                return fail(p, "expected coins, hidden CARD... or up "
                            "CARD..., got '%.*s'", WORD(w, i));
            if (++ncards > 2)
                return fail(p, "seat %d lists more than 2 cards", seat);
            cards[list][count[list]++] = (uint8_t)c;
        }
    }
    if (!coins)
        return fail(p, "seat %d: missing 'coins C'", seat);
    if (ncards != 2)
        return fail(p, "seat %d lists %d card%s: each seat has 2, face down "
                    "('hidden') or face up ('up')", seat, ncards,
                    ncards == 1 ? "" : "s");
    /* Face-down cards take the first slots. */
    int k = 0;
    for (int l = 0; l < 2; l++)
        for (int i = 0; i < count[l]; i++)
            pos->card[seat][k++] = (uint8_t)(cards[l][i] | (l ? COUP_UP : 0));
    p->seat_line[seat] = p->line;
    p->r->seat_line[seat] = p->line;
    p->nseat_lines++;
    if (!p->r->position_line)
        p->r->position_line = p->line;
    p->r->has_position = true;
    return COUP_OK;
}

static int header_court(struct parser *p, const struct words *w)
{
    coup_position *pos = &p->r->position;
    bool seen[COUP_NCARDS] = {false};
    if ((w->n - 1) % 2)
        return fail(p, "expected 'court CARD N CARD N ...'");
    for (int i = 1; i < w->n; i += 2) {
        int c = card_word(w, i);
        uint64_t v;
        if (c < 0)
            return fail(p, "expected a character name, got '%.*s'",
                        WORD(w, i));
        if (seen[c])
            return fail(p, "%s given twice", coup_card_name(c));
        if (!number(w, i + 1, 255, &v))
            return fail(p, "expected a number of %s cards, got '%.*s'",
                        coup_card_name(c), WORD(w, i + 1));
        seen[c] = true;
        pos->court[c] = (uint8_t)v;
    }
    pos->court_given = true;
    p->r->court_line = p->line;
    return COUP_OK;
}

/* reformists SEAT... | none: the Reformist seats of a position (R16). */
static int header_reformists(struct parser *p, const struct words *w)
{
    coup_position *pos = &p->r->position;
    if (w->n == 1)
        return fail(p, "expected 'reformists SEAT...' or 'reformists none'");
    pos->factions_given = true;
    pos->reform = 0;
    p->r->reform_line = p->line;
    if (w->n == 2 && is(w, 1, "none"))
        return COUP_OK;
    for (int i = 1; i < w->n; i++) {
        uint64_t v;
        if (!number(w, i, 99, &v) || v >= COUP_MAX_PLAYERS)
            return fail(p, "expected a seat number from 0 to %d, got "
                        "'%.*s'", COUP_MAX_PLAYERS - 1, WORD(w, i));
        if ((pos->reform >> v) & 1)
            return fail(p, "seat %d given twice", (int)v);
        pos->reform |= (uint16_t)(1u << v);
    }
    return COUP_OK;
}

/* reserve N: the Treasury Reserve of a position (R17). */
static int header_reserve(struct parser *p, const struct words *w)
{
    uint64_t v;
    if (w->n != 2 || !number(w, 1, 1000, &v) || v > COUP_RESERVE_MAX)
        return fail(p, "expected 'reserve N' with N from 0 to %d (R17)",
                    COUP_RESERVE_MAX);
    p->r->position.reserve = (uint8_t)v;
    p->r->reserve_line = p->line;
    return COUP_OK;
}

/* Which header keyword word 0 is, or -1 (seat lines: NHEADERS). */
static int header_kind(const struct words *w)
{
    for (int h = 0; h < NHEADERS; h++)
        if (is(w, 0, header_words[h]))
            return h;
    if (is(w, 0, "seat"))
        return NHEADERS;
    return -1;
}

static int header_line(struct parser *p, const struct words *w, int h)
{
    if (h < NHEADERS) {
        if (p->header_line[h])
            return fail(p, "'%s' is already given on line %d",
                        header_words[h], p->header_line[h]);
        p->header_line[h] = p->line;
    }
    switch (h) {
    case H_MAGIC:   return header_magic(p, w);
    case H_PLAYERS: return header_players(p, w);
    case H_OPTIONS: return header_options(p, w);
    case H_NAMES:   return header_names(p, w);
    case H_START:   return header_start(p, w);
    case H_SEED:    return header_seed(p, w);
    case H_COURT:   return header_court(p, w);
    case H_REFORMISTS: return header_reformists(p, w);
    case H_RESERVE: return header_reserve(p, w);
    default:        return header_seat(p, w);
    }
}

/* The header is complete (at the first item, or at the end of the text):
 * what each line could not check alone. Errors point at the line at fault,
 * or at the current line for a missing header. */
static int end_header(struct parser *p)
{
    coup_record *r = p->r;
    int n = players(p), here = p->line;
    p->in_items = true;
    if (!p->header_line[H_PLAYERS])
        return fail(p, "the header has no 'players N' line");
    if (!p->header_line[H_START])
        return fail(p, "the header has no 'start SEAT' (or 'start random') "
                    "line");
    if (r->options.start >= n) {
        p->line = p->header_line[H_START];
        return fail(p, "no seat %d at a table of %d (seats 0 to %d)",
                    r->options.start, n, n - 1);
    }
    if (p->header_line[H_NAMES] && r->nnames != n) {
        p->line = p->header_line[H_NAMES];
        return fail(p, "%d name%s for %d players: give one name per seat",
                    r->nnames, r->nnames == 1 ? "" : "s", n);
    }
    if ((r->options.flags & COUP_OPT_TWO_PLAYER_DRAFT) && n != 2) {
        p->line = p->header_line[H_OPTIONS];
        return fail(p, "two_player_draft is for 2 players, not %d (R11)", n);
    }
    for (int i = n; i < COUP_MAX_PLAYERS; i++)
        if (p->seat_line[i]) {
            p->line = p->seat_line[i];
            return fail(p, "no seat %d at a table of %d (seats 0 to %d)", i,
                        n, n - 1);
        }
    if (p->nseat_lines && p->nseat_lines != n) {
        int missing = 0;
        while (p->seat_line[missing])
            missing++;
        p->line = r->position_line;
        return fail(p, "seat lines for %d of %d seats (seat %d has none): "
                    "give every seat or none", p->nseat_lines, n, missing);
    }
    for (int h = H_COURT; h <= H_RESERVE; h++)
        if (p->header_line[h] && !p->nseat_lines) {
            p->line = p->header_line[h];
            return fail(p, "a '%s' line needs the seat lines of a position",
                        header_words[h]);
        }
    for (int h = H_REFORMISTS; h <= H_RESERVE; h++)
        if (p->header_line[h] &&
            !(r->options.flags & COUP_OPT_REFORMATION)) {
            p->line = p->header_line[h];
            return fail(p, "a '%s' line needs the reformation option "
                        "(R16, R17)", header_words[h]);
        }
    if (r->position.reform >> n) {
        p->line = p->header_line[H_REFORMISTS];
        return fail(p, "no seat %d at a table of %d (seats 0 to %d)",
                    31 - __builtin_clz(r->position.reform), n, n - 1);
    }
    if (p->nseat_lines && r->options.start == COUP_START_RANDOM) {
        p->line = p->header_line[H_START];
        return fail(p, "a position needs the seat to move: 'start SEAT', "
                    "not 'start random'");
    }
    p->line = here;
    return COUP_OK;
}

/* ------------------------------------------------------------- items */

static int seat_word(struct parser *p, const struct words *w, int i,
                     int *seat)
{
    uint64_t v;
    if (i >= w->n)
        return fail(p, "missing seat number");
    if (!number(w, i, 1000, &v))
        return fail(p, "expected a seat number, got '%.*s'", WORD(w, i));
    if (v >= (uint64_t)players(p))
        return fail(p, "no seat %llu at a table of %d (seats 0 to %d)",
                    (unsigned long long)v, players(p), players(p) - 1);
    *seat = (int)v;
    return COUP_OK;
}

static int item_move(struct parser *p, const struct words *w)
{
    coup_record_item it;
    memset(&it, 0, sizeof it);
    it.kind = COUP_RECORD_MOVE;
    it.line = p->line;
    if (is(w, 0, "*")) {
        it.seat = COUP_CHANCE;
    } else {
        int rc = seat_word(p, w, 0, &it.seat);
        if (rc)
            return rc;
    }
    if (w->n < 2)
        return fail(p, "missing move after '%.*s'", WORD(w, 0));
    for (int i = 1; i < w->n; i++)
        if (w->len[i] == 1 && w->w[i][0] == '?')
            return fail(p, "'?' stands for a card nobody may see: a record "
                        "names every card");
    const char *text = w->w[1];
    size_t len = (size_t)(w->w[w->n - 1] + w->len[w->n - 1] - text);
    char why[120];
    if (coup_move_parse(text, len, &it.move, why, sizeof why))
        return fail(p, "%s", why);
    /* Kept as written (case and order of the cards), so that a refusal
     * quotes what the author wrote, not the canonical form. */
    size_t k = 0;
    for (int i = 1; i < w->n && k + 1 < sizeof it.text; i++) {
        if (i > 1)
            it.text[k++] = ' ';
        for (size_t j = 0; j < w->len[i] && k + 1 < sizeof it.text; j++)
            it.text[k++] = w->w[i][j];
    }
    it.text[k] = '\0';
    bool chance_move =
        it.move.type == COUP_MV_DRAW || it.move.type == COUP_MV_START;
    char mtext[64];
    coup_move_str(it.move, mtext, sizeof mtext);
    if (it.seat == COUP_CHANCE && !chance_move)
        return fail(p, "'*' marks a chance outcome ('draw CARD' or 'start "
                    "SEAT'), not '%s'", mtext);
    if (it.seat != COUP_CHANCE && chance_move)
        return fail(p, "'%s' is a chance outcome: write it '* %s'", mtext,
                    mtext);
    if (coup_record_push(p->r, &it))
        return fail(p, "out of memory");
    return COUP_OK;
}

/* The cards after "hidden" or "up" in a check (0 to 2). */
static int check_cards(struct parser *p, const struct words *w, int *i,
                       uint8_t *cards, int *n)
{
    *n = 0;
    while (*i + 1 < w->n && card_word(w, *i + 1) >= 0) {
        if (*n == 2)
            return fail(p, "at most 2 cards after '%.*s'", WORD(w, *i - *n));
        cards[(*n)++] = (uint8_t)card_word(w, *i + 1);
        (*i)++;
    }
    return COUP_OK;
}

static int check_seat(struct parser *p, const struct words *w,
                      coup_record_check *c)
{
    int rc = seat_word(p, w, 2, &c->seat);
    if (rc)
        return rc;
    if (w->n == 3)
        return fail(p, "nothing to check: expected coins C, hidden CARD..., "
                    "up CARD..., alive, exiled or faction F");
    for (int i = 3; i < w->n; i++) {
        uint64_t v;
        if (is(w, i, "coins")) {
            if (c->coins >= 0)
                return fail(p, "'coins' given twice");
            if (!number(w, i + 1, 255, &v))
                return fail(p, "expected a number of coins after 'coins'");
            c->coins = (int)v;
            i++;
        } else if (is(w, i, "hidden")) {
            if (c->nhidden >= 0)
                return fail(p, "'hidden' given twice");
            if ((rc = check_cards(p, w, &i, c->hidden, &c->nhidden)))
                return rc;
        } else if (is(w, i, "up")) {
            if (c->nup >= 0)
                return fail(p, "'up' given twice");
            if ((rc = check_cards(p, w, &i, c->up, &c->nup)))
                return rc;
        } else if (is(w, i, "alive") || is(w, i, "exiled")) {
            if (c->alive >= 0)
                return fail(p, "'alive' or 'exiled' given twice");
            c->alive = is(w, i, "alive");
        } else if (is(w, i, "faction")) {
            if (c->faction >= 0)
                return fail(p, "'faction' given twice");
            if (!is(w, i + 1, "loyalist") && !is(w, i + 1, "reformist"))
                return fail(p, "expected 'faction loyalist' or 'faction "
                            "reformist' (R16)");
            c->faction = is(w, i + 1, "reformist") ? COUP_REFORMIST
                                                   : COUP_LOYALIST;
            i++;
        } else {
            return fail(p, "expected coins C, hidden CARD..., up CARD..., "
                        "alive, exiled or faction F, got '%.*s'", WORD(w, i));
        }
    }
    return COUP_OK;
}

static int check_court(struct parser *p, const struct words *w,
                       coup_record_check *c)
{
    if (w->n < 4 || (w->n - 2) % 2)
        return fail(p, "expected 'check court CARD N CARD N ...'");
    for (int i = 2; i < w->n; i += 2) {
        int k = card_word(w, i);
        uint64_t v;
        if (k < 0)
            return fail(p, "expected a character name, got '%.*s'",
                        WORD(w, i));
        if (c->court[k] >= 0)
            return fail(p, "%s given twice", coup_card_name(k));
        if (!number(w, i + 1, 255, &v))
            return fail(p, "expected a number of %s cards, got '%.*s'",
                        coup_card_name(k), WORD(w, i + 1));
        c->court[k] = (int)v;
    }
    return COUP_OK;
}

/* check turn S | none; check block S CARD | none */
static int check_turn_or_block(struct parser *p, const struct words *w,
                               coup_record_check *c)
{
    bool block = c->kind == COUP_CHECK_BLOCK;
    if (w->n == 3 && is(w, 2, "none")) {
        c->value = -1;
        return COUP_OK;
    }
    if (w->n != (block ? 4 : 3))
        return fail(p, block ? "expected 'check block SEAT CARD' or 'check "
                               "block none'"
                             : "expected 'check turn SEAT' or 'check turn "
                               "none'");
    int rc = seat_word(p, w, 2, &c->value);
    if (rc)
        return rc;
    if (block && (c->card = card_word(w, 3)) < 0)
        return fail(p, "expected a character name, got '%.*s'", WORD(w, 3));
    return COUP_OK;
}

/* check decision SEAT KIND [CARD] | chance KIND | none */
static int check_decision(struct parser *p, const struct words *w,
                          coup_record_check *c)
{
    static const char *const usage =
        "expected 'check decision SEAT KIND', 'check decision chance KIND' "
        "or 'check decision none'";
    if (w->n == 3 && is(w, 2, "none")) {
        c->value = COUP_GAME_OVER;
        c->phase = COUP_PH_OVER;
        return COUP_OK;
    }
    if (w->n < 4 || w->n > 5)
        return fail(p, "%s", usage);
    bool chance = is(w, 2, "chance");
    int rc;
    if (chance)
        c->value = COUP_CHANCE;
    else if ((rc = seat_word(p, w, 2, &c->value)))
        return rc;
    c->phase = phase_word(w, 3);
    bool chance_kind = c->phase == COUP_PH_START || c->phase == COUP_PH_DEAL ||
                       c->phase == COUP_PH_DRAW || c->phase == COUP_PH_REDRAW;
    if (c->phase < 0 || c->phase == COUP_PH_OVER)
        return fail(p, "unknown decision '%.*s' (a seat's: action, "
                    "challenge, prove, lose, block, keep, show, examine, "
                    "pick; chance's: start, deal, draw, redraw)",
                    WORD(w, 3));
    if (chance != chance_kind)
        return fail(p, chance ? "'%.*s' is a seat's decision, not chance's"
                              : "'%.*s' is chance's decision: write 'check "
                                "decision chance %.*s'",
                    WORD(w, 3), WORD(w, 3));
    if (w->n == 5) {
        if (c->phase != COUP_PH_CHALLENGE && c->phase != COUP_PH_PROVE)
            return fail(p, "only 'challenge' and 'prove' name a card: the "
                        "claim in question");
        if ((c->card = card_word(w, 4)) < 0)
            return fail(p, "expected a character name, got '%.*s'",
                        WORD(w, 4));
    }
    return COUP_OK;
}

/* check legal MOVE, MOVE, ... | none: the text after "legal" is cut at the
 * commas and each piece read as a move. */
static int check_legal(struct parser *p, const struct words *w)
{
    coup_move moves[COUP_MAX_MOVES];
    int n = 0;
    if (w->n < 3)
        return fail(p, "expected 'check legal MOVE, MOVE, ...' or 'check "
                    "legal none'");
    if (!(w->n == 3 && is(w, 2, "none"))) {
        const char *s = w->w[2],
                   *end = w->w[w->n - 1] + w->len[w->n - 1];
        while (s <= end) {
            const char *comma = memchr(s, ',', (size_t)(end - s));
            const char *stop = comma ? comma : end;
            char why[120];
            if (n == COUP_MAX_MOVES)
                return fail(p, "more than %d moves after 'check legal'",
                            COUP_MAX_MOVES);
            if (coup_move_parse(s, (size_t)(stop - s), &moves[n], why,
                                sizeof why))
                return fail(p, "check legal, move %d: %s", n + 1, why);
            n++;
            if (!comma)
                break;
            s = comma + 1;
        }
    }
    int rc = coup_record_push_legal(p->r, p->line, moves, n);
    if (rc == COUP_OK)
        return COUP_OK;
    /* The only refusal of a well-formed list: a move twice. */
    qsort(moves, (size_t)n, sizeof *moves, coup__record_move_cmp);
    for (int i = 1; i < n; i++)
        if (coup__record_move_cmp(&moves[i - 1], &moves[i]) == 0) {
            char text[64];
            coup_move_str(moves[i], text, sizeof text);
            return fail(p, "'%s' is listed twice after 'check legal'", text);
        }
    return fail(p, "out of memory");
}

static int item_check(struct parser *p, const struct words *w)
{
    coup_record_item it;
    memset(&it, 0, sizeof it);
    it.kind = COUP_RECORD_CHECK;
    it.line = p->line;
    coup_record_check *c = &it.check;
    c->seat = c->coins = c->alive = c->nhidden = c->nup = c->faction = -1;
    for (int k = 0; k < COUP_NCARDS; k++)
        c->court[k] = -1;
    c->hidden[0] = c->hidden[1] = c->up[0] = c->up[1] = COUP_NOCARD;
    c->phase = c->card = -1;
    int rc = COUP_OK;
    uint64_t v;
    if (is(w, 1, "seat")) {
        c->kind = COUP_CHECK_SEAT;
        rc = check_seat(p, w, c);
    } else if (is(w, 1, "court")) {
        c->kind = COUP_CHECK_COURT;
        rc = check_court(p, w, c);
    } else if (is(w, 1, "court-size")) {
        c->kind = COUP_CHECK_COURT_SIZE;
        if (w->n != 3 || !number(w, 2, 255, &v))
            return fail(p, "expected 'check court-size N'");
        c->value = (int)v;
    } else if (is(w, 1, "reserve")) {
        c->kind = COUP_CHECK_RESERVE;
        if (w->n != 3 || !number(w, 2, 255, &v))
            return fail(p, "expected 'check reserve N'");
        c->value = (int)v;
    } else if (is(w, 1, "to-move")) {
        c->kind = COUP_CHECK_TO_MOVE;
        if (w->n != 3)
            return fail(p, "expected 'check to-move SEAT', 'check to-move "
                        "chance' or 'check to-move none'");
        if (is(w, 2, "chance"))
            c->value = COUP_CHANCE;
        else if (is(w, 2, "none"))
            c->value = COUP_GAME_OVER;
        else
            rc = seat_word(p, w, 2, &c->value);
    } else if (is(w, 1, "winner")) {
        c->kind = COUP_CHECK_WINNER;
        if (w->n != 3)
            return fail(p, "expected 'check winner SEAT' or 'check winner "
                        "none'");
        if (is(w, 2, "none"))
            c->value = -1;
        else
            rc = seat_word(p, w, 2, &c->value);
    } else if (is(w, 1, "turn")) {
        c->kind = COUP_CHECK_TURN;
        rc = check_turn_or_block(p, w, c);
    } else if (is(w, 1, "block")) {
        c->kind = COUP_CHECK_BLOCK;
        rc = check_turn_or_block(p, w, c);
    } else if (is(w, 1, "decision")) {
        c->kind = COUP_CHECK_DECISION;
        rc = check_decision(p, w, c);
    } else if (is(w, 1, "legal")) {
        return check_legal(p, w);
    } else if (w->n == 1) {
        return fail(p, "expected 'check WHAT ...' (seat, court, court-size, "
                    "reserve, to-move, winner, turn, decision, block or "
                    "legal)");
    } else {
        return fail(p, "unknown check '%.*s' (known: seat, court, "
                    "court-size, reserve, to-move, winner, turn, decision, "
                    "block, legal)", WORD(w, 1));
    }
    if (rc)
        return rc;
    if (coup_record_push(p->r, &it))
        return fail(p, "out of memory");
    return COUP_OK;
}

static int item_result(struct parser *p, const struct words *w)
{
    if (w->n != 2)
        return fail(p, "expected 'result SEAT': the winner");
    int rc = seat_word(p, w, 1, &p->r->result);
    if (rc)
        return rc;
    p->r->result_line = p->line;
    return COUP_OK;
}

/* Does the line start an item (a move, a check, the result)? */
static bool item_start(const struct words *w)
{
    return is(w, 0, "*") || is(w, 0, "check") || is(w, 0, "result") ||
           (w->len[0] && w->w[0][0] >= '0' && w->w[0][0] <= '9');
}

static int item_line(struct parser *p, const struct words *w)
{
    if (p->r->result_line)
        return fail(p, "nothing may follow 'result' (line %d)",
                    p->r->result_line);
    if (is(w, 0, "*") || (w->len[0] && w->w[0][0] >= '0' &&
                          w->w[0][0] <= '9'))
        return item_move(p, w);
    if (is(w, 0, "check"))
        return item_check(p, w);
    if (is(w, 0, "result"))
        return item_result(p, w);
    if (header_kind(w) >= 0)
        return fail(p, "header line '%.*s' after the first move: the "
                    "header comes first", WORD(w, 0));
    return fail(p, "expected a move ('SEAT MOVE' or '* MOVE'), 'check ...' "
                "or 'result SEAT', got '%.*s'", WORD(w, 0));
}

/* ---------------------------------------------------------------- API */

int coup_record_parse(const char *text, size_t len, coup_record *r,
                      coup_record_error *err)
{
    struct parser p;
    memset(&p, 0, sizeof p);
    coup_record_init(r, NULL);
    p.r = r;
    p.err = err;
    if (err) {
        err->line = 0;
        err->msg[0] = '\0';
    }
    if (!text)
        len = 0;

    size_t pos = 0;
    bool magic = false;
    while (pos < len) {
        const char *s = text + pos;
        const char *nl = memchr(s, '\n', len - pos);
        size_t n = nl ? (size_t)(nl - s) : len - pos;
        pos += n + (nl != NULL);
        p.line++;
        if (n && s[n - 1] == '\r')
            n--;
        if (n > COUP_RECORD_LINE_MAX)
            return fail(&p, "line longer than %d bytes (the longest a "
                        "record allows)", COUP_RECORD_LINE_MAX);
        if (pos > COUP_RECORD_SIZE_MAX)
            return fail(&p, "the record goes past %d bytes (the longest a "
                        "record allows)", COUP_RECORD_SIZE_MAX);
        const char *hash = memchr(s, '#', n);
        if (hash)
            n = (size_t)(hash - s);

        struct words w;
        int rc = split(&p, s, n, &w);
        if (rc)
            return rc;
        if (w.n == 0)
            continue;
        if (!magic) {
            if ((rc = header_line(&p, &w, H_MAGIC)))
                return rc;
            magic = true;
            continue;
        }
        int h = header_kind(&w);
        if (!p.in_items && h >= 0) {
            rc = header_line(&p, &w, h);
        } else if (!p.in_items && !item_start(&w)) {
            rc = fail(&p, "unknown header line '%.*s' (known: players, "
                      "options, names, start, seed, seat, court, reformists, "
                      "reserve)",
                      WORD(&w, 0));
        } else {
            if (!p.in_items && (rc = end_header(&p)))
                return rc;
            rc = item_line(&p, &w);
        }
        if (rc)
            return rc;
    }
    if (p.line == 0)
        p.line = 1;
    if (!magic)
        return fail(&p, "empty record: expected 'coup-record %d'",
                    COUP_RECORD_VERSION);
    if (!p.in_items)
        return end_header(&p);
    return COUP_OK;
}
