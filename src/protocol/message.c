/*
 * message.c - the protocol's messages as text: every line either side may
 * send, parsed into a coup_proto_msg and written back (docs/protocol.md).
 *
 * A line is words separated by blanks (spaces or tabs); keywords are
 * case-insensitive; a final "\r" is dropped. Control bytes are refused
 * anywhere, so nothing a peer sends can hide in a log. A message that takes
 * free text (a name, an info line, the reason of a forfeit) takes the rest
 * of the line, trimmed. Parse errors quote the line and name what was
 * expected there.
 *
 * The obs line has its own module (obs.c); this one calls it.
 */
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "protocol/internal.h"

/* ------------------------------------------------------------- helpers */

void coup__proto_quote(char *dst, size_t n, const char *text, size_t len,
                       size_t max)
{
    size_t k = 0;
    if (!n)
        return;
    for (size_t i = 0; i < len && i < max && k + 1 < n; i++) {
        unsigned char c = (unsigned char)text[i];
        dst[k++] = c >= 0x20 && c < 0x7f ? (char)c : '?';
    }
    if (len > max)
        for (int i = 0; i < 3 && k + 1 < n; i++)
            dst[k++] = '.';
    dst[k] = '\0';
}

static int blank(char c) { return c == ' ' || c == '\t'; }

int coup__proto_bad(struct coup__parser *ps, const char *fmt, ...)
{
    if (ps->why && ps->n) {
        char q[80];
        coup__proto_quote(q, sizeof q, ps->line, (size_t)(ps->end - ps->line),
                          60);
        int k = snprintf(ps->why, ps->n, "line '%s': ", q);
        if (k >= 0 && (size_t)k < ps->n) {
            va_list ap;
            va_start(ap, fmt);
            vsnprintf(ps->why + k, ps->n - (size_t)k, fmt, ap);
            va_end(ap);
        }
    }
    return COUP_EPARSE;
}

bool coup__proto_word(struct coup__parser *ps, const char **w, size_t *len)
{
    while (ps->p < ps->end && blank(*ps->p))
        ps->p++;
    if (ps->p == ps->end)
        return false;
    *w = ps->p;
    while (ps->p < ps->end && !blank(*ps->p))
        ps->p++;
    *len = (size_t)(ps->p - *w);
    return true;
}

/* The rest of the line, without blanks at either end (may be empty). */
static void rest(struct coup__parser *ps, const char **w, size_t *len)
{
    while (ps->p < ps->end && blank(*ps->p))
        ps->p++;
    const char *e = ps->end;
    while (e > ps->p && blank(e[-1]))
        e--;
    *w = ps->p;
    *len = (size_t)(e - ps->p);
    ps->p = ps->end;
}

bool coup__proto_number(const char *w, size_t len, long max, long *out)
{
    long v = 0;
    if (len == 0)
        return false;
    for (size_t i = 0; i < len; i++) {
        if (w[i] < '0' || w[i] > '9')
            return false;
        int d = w[i] - '0';
        if (d > max || v > (max - d) / 10) /* v * 10 + d > max */
            return false;
        v = v * 10 + d;
    }
    *out = v;
    return true;
}

/* Free text into dst[COUP_PROTO_TEXT_MAX]: cut at a UTF-8 boundary if too
 * long, and trimmed again, so that the text reads back the same. */
static void text(char *dst, const char *w, size_t len)
{
    if (len > COUP_PROTO_TEXT_MAX - 1) {
        len = COUP_PROTO_TEXT_MAX - 1;
        while (len > 0 && ((unsigned char)w[len] & 0xC0) == 0x80)
            len--;
        while (len > 0 && blank(w[len - 1]))
            len--;
    }
    memcpy(dst, w, len);
    dst[len] = '\0';
}

/* Nothing may follow: "expected the end of the line after 'what'". */
static int end_of_line(struct coup__parser *ps, const char *what)
{
    const char *w;
    size_t len;
    if (!coup__proto_word(ps, &w, &len))
        return COUP_OK;
    return coup__proto_bad(ps, "expected the end of the line after %s, got '%.*s'", what,
               COUP__CUT(w, len));
}

/* A seat number below COUP_MAX_PLAYERS. */
static bool seat_number(const char *w, size_t len, int *seat)
{
    long v;
    if (!coup__proto_number(w, len, COUP_MAX_PLAYERS - 1, &v))
        return false;
    *seat = (int)v;
    return true;
}

static const char option_list[] =
    "inquisitor, two_player_draft, declared_coup, declared_assassinate, "
    "reformation";

int coup__proto_options(struct coup__parser *ps, const char *key,
                        const char *w, size_t len, unsigned *flags)
{
    *flags = 0;
    if (coup__word_is(w, len, "none"))
        return COUP_OK;
    size_t i = 0;
    while (i <= len) {
        size_t k = i;
        while (k < len && w[k] != ',')
            k++;
        unsigned f = coup_option_parse(w + i, k - i);
        if (!f)
            return coup__proto_bad(ps,
                       "expected 'none' or option names after '%s', got '%.*s' "
                       "(known: %s)",
                       key, COUP__CUT(w + i, k - i),
                       option_list);
        *flags |= f;
        i = k + 1;
    }
    return COUP_OK;
}

/* ------------------------------------------------------------- output */

struct out {
    char *buf;
    size_t n, len;
    bool full;
};

static void put(struct out *o, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

static void put(struct out *o, const char *fmt, ...)
{
    va_list ap;
    size_t room = o->len < o->n ? o->n - o->len : 0;
    va_start(ap, fmt);
    int k = vsnprintf(room ? o->buf + o->len : NULL, room, fmt, ap);
    va_end(ap);
    if (k < 0 || (size_t)k >= room)
        o->full = true;
    else
        o->len += (size_t)k;
}

/* Free text, with any control byte but tab made '?' (as the parser would
 * refuse it): a message stays one line whatever the caller put in it. */
static void put_text(struct out *o, const char *t)
{
    size_t start = o->len;
    put(o, "%s", t);
    for (size_t i = start; i < o->len; i++)
        if (((unsigned char)o->buf[i] < 0x20 && o->buf[i] != '\t') ||
            o->buf[i] == 0x7f)
            o->buf[i] = '?';
}

static void put_options(struct out *o, unsigned flags, const char *sep)
{
    if (!flags) {
        put(o, "none");
        return;
    }
    const char *s = "";
    for (unsigned f = 1; f <= COUP_OPT_ALL; f <<= 1)
        if (flags & f) {
            put(o, "%s%s", s, coup_option_name(f));
            s = sep;
        }
}

static void put_move(struct out *o, coup_move m)
{
    char t[48];
    if (coup_move_str(m, t, sizeof t) < 0)
        o->full = true;
    else
        put(o, "%s", t);
}


/* A move's type, and the seat and card fields it may hold. */
static bool move_ok(coup_move m)
{
    return m.type > COUP_MV_NONE && m.type < COUP_MV_NTYPES &&
           (m.target < COUP_MAX_PLAYERS || m.target == COUP_NOBODY) &&
           (m.card < COUP_NCARDS || m.card == COUP_NOCARD) &&
           (m.card2 < COUP_NCARDS || m.card2 == COUP_NOCARD);
}

int coup_proto_format_seen_move(coup_move m, char *buf, size_t n)
{
    struct out o = {buf, n, 0, false};
    if (n)
        buf[0] = '\0';
    if (!move_ok(m))
        return COUP_EINVAL;
    put_move(&o, m);
    return o.full ? COUP_ESPACE : (int)o.len;
}

static bool seat_ok(int seat) { return seat >= 0 && seat < COUP_MAX_PLAYERS; }

/* ------------------------------------------------------------ formats */

int coup_proto_format(const coup_proto_msg *m, char *buf, size_t n)
{
    struct out o = {buf, n, 0, false};
    if (n)
        buf[0] = '\0';
    switch (m->kind) {
    case COUP_PROTO_HELLO:
    case COUP_PROTO_COUPOK:
        if (m->version < 0 || m->version > 999999999)
            return COUP_EINVAL;
        put(&o, "%s %d", m->kind == COUP_PROTO_HELLO ? "coup" : "coupok",
            m->version);
        break;
    case COUP_PROTO_ISREADY:
        put(&o, "isready");
        break;
    case COUP_PROTO_NEWGAME:
        if (m->players < COUP_MIN_PLAYERS || m->players > COUP_MAX_PLAYERS ||
            m->seat < 0 || m->seat >= m->players || (m->flags & ~COUP_OPT_ALL))
            return COUP_EINVAL;
        put(&o, "newgame players %d seat %d options ", m->players, m->seat);
        put_options(&o, m->flags, ",");
        break;
    case COUP_PROTO_OBS:
        return coup_proto_format_obs(&m->obs, buf, n);
    case COUP_PROTO_EVENT:
        if ((m->mover != COUP_CHANCE && !seat_ok(m->mover)) ||
            !move_ok(m->move))
            return COUP_EINVAL;
        if (m->mover == COUP_CHANCE)
            put(&o, "event chance ");
        else
            put(&o, "event %d ", m->mover);
        put_move(&o, m->move);
        break;
    case COUP_PROTO_GO:
        if (m->time_ms < 0 || m->time_ms > INT_MAX || m->nlegal < 1 ||
            m->nlegal > COUP_MAX_MOVES)
            return COUP_EINVAL;
        put(&o, "go %ld legal ", m->time_ms);
        for (int i = 0; i < m->nlegal; i++) {
            if (!move_ok(m->legal[i]))
                return COUP_EINVAL;
            if (i)
                put(&o, ",");
            put_move(&o, m->legal[i]);
        }
        break;
    case COUP_PROTO_GAMEOVER:
        if ((m->winner != -1 && !seat_ok(m->winner)) ||
            (m->forfeit != -1 && !seat_ok(m->forfeit)))
            return COUP_EINVAL;
        if (m->winner < 0)
            put(&o, "gameover winner -");
        else
            put(&o, "gameover winner %d", m->winner);
        if (m->forfeit >= 0) {
            put(&o, " forfeit %d%s", m->forfeit, m->text[0] ? " " : "");
            put_text(&o, m->text);
        }
        break;
    case COUP_PROTO_QUIT:
        put(&o, "quit");
        break;
    case COUP_PROTO_ID_NAME:
    case COUP_PROTO_ID_AUTHOR:
        if (!m->text[0])
            return COUP_EINVAL;
        put(&o, "id %s ", m->kind == COUP_PROTO_ID_NAME ? "name" : "author");
        put_text(&o, m->text);
        break;
    case COUP_PROTO_SUPPORTS:
        if (m->flags & ~COUP_OPT_ALL)
            return COUP_EINVAL;
        put(&o, "supports ");
        put_options(&o, m->flags, " ");
        break;
    case COUP_PROTO_READYOK:
        put(&o, "readyok");
        break;
    case COUP_PROTO_PLAY:
        if (!move_ok(m->move))
            return COUP_EINVAL;
        put(&o, "play ");
        put_move(&o, m->move);
        break;
    case COUP_PROTO_INFO:
        put(&o, "info%s", m->text[0] ? " " : "");
        put_text(&o, m->text);
        break;
    default:
        return COUP_EINVAL;
    }
    if (o.full)
        return COUP_ESPACE;
    return (int)o.len;
}

/* -------------------------------------------------------------- moves */

int coup_proto_parse_seen_move(const char *text, size_t len, coup_move *m,
                               char *why, size_t n)
{
    /* "?" stands for a hidden card: parse the move with a real card in its
     * place, then hide the cards again. Only moves whose every card is
     * hidden may say "?", as coup_observe_move() hides them. */
    const char *w[4];
    size_t wl[4], i = 0;
    int nw = 0, hidden = 0;
    while (i < len) {
        while (i < len && blank(text[i]))
            i++;
        if (i == len)
            break;
        if (nw == 4) /* too many words: let the move parser say so */
            return coup_move_parse(text, len, m, why, n);
        w[nw] = text + i;
        while (i < len && !blank(text[i]))
            i++;
        wl[nw] = (size_t)(text + i - w[nw]);
        hidden += nw > 0 && wl[nw] == 1 && w[nw][0] == '?';
        nw++;
    }
    int card;
    if (nw == 2 && coup__word_is(w[0], wl[0], "prove") &&
        (card = coup_card_parse(w[1], wl[1])) >= 0) {
        /* "prove CARD": the card shown (protocol revision 1.1). */
        *m = coup_mv(COUP_MV_PROVE, COUP_NOBODY, card, COUP_NOCARD);
        return COUP_OK;
    }
    if (!hidden)
        return coup_move_parse(text, len, m, why, n);
    char copy[64];
    coup_move r;
    int k = snprintf(copy, sizeof copy, "%.*s", (int)(wl[0] > 20 ? 20 : wl[0]),
                     w[0]);
    for (int j = 1; j < nw; j++)
        k += snprintf(copy + k, sizeof copy - (size_t)k, " duke");
    if (hidden != nw - 1 || coup_move_parse(copy, (size_t)k, &r, NULL, 0) ||
        (r.type != COUP_MV_DRAW && r.type != COUP_MV_KEEP &&
         r.type != COUP_MV_PICK && r.type != COUP_MV_SHOW)) {
        if (why && n)
            snprintf(why, n,
                     "'?' stands only for the hidden cards of draw, keep, "
                     "pick or show, not in '%.*s'",
                     COUP__CUT(text, len));
        return COUP_EPARSE;
    }
    r.card = r.card2 = COUP_NOCARD;
    *m = r;
    return COUP_OK;
}

/* ------------------------------------------------------------- parsing */

int coup__proto_begin(struct coup__parser *ps, const char *line, size_t len,
                      char *why, size_t n)
{
    if (len && line[len - 1] == '\n')
        len--;
    if (len && line[len - 1] == '\r')
        len--;
    ps->line = ps->p = line;
    ps->end = line + len;
    ps->why = why;
    ps->n = n;
    if (len > COUP_PROTO_LINE_MAX)
        return coup__proto_bad(ps, "expected at most %d bytes, got %zu",
                               COUP_PROTO_LINE_MAX, len);
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)line[i];
        if ((c < 0x20 && c != '\t') || c == 0x7f)
            return coup__proto_bad(ps, "expected text, got the control byte "
                                   "0x%02x at column %zu", c, i + 1);
    }
    return COUP_OK;
}

/* Clears m, starts on the line and reads its first word. false: an error
 * (*rc set) or a blank line (UNKNOWN). */
static bool begin(struct coup__parser *ps, const char *line, size_t len,
                  coup_proto_msg *m, char *why, size_t n, int *rc,
                  const char **w, size_t *wl)
{
    memset(m, 0, sizeof *m);
    *rc = coup__proto_begin(ps, line, len, why, n);
    if (*rc)
        return false;
    if (!coup__proto_word(ps, w, wl)) {
        m->kind = COUP_PROTO_UNKNOWN;
        return false;
    }
    return true;
}

static int unknown(coup_proto_msg *m, const char *w, size_t len)
{
    m->kind = COUP_PROTO_UNKNOWN;
    text(m->text, w, len);
    return COUP_OK;
}

/* "coup 1" / "coupok 1" */
static int version(struct coup__parser *ps, coup_proto_msg *m, const char *key)
{
    const char *w;
    size_t len;
    long v;
    if (!coup__proto_word(ps, &w, &len) || !coup__proto_number(w, len, 999999999, &v))
        return coup__proto_bad(ps, "expected a protocol version (a number) after '%s'",
                   key);
    m->version = (int)v;
    return end_of_line(ps, "the version");
}

static int newgame(struct coup__parser *ps, coup_proto_msg *m)
{
    static const char *const keys[3] = {"players", "seat", "options"};
    bool given[3] = {false, false, false};
    const char *w;
    size_t len;
    while (coup__proto_word(ps, &w, &len)) {
        int k = 0;
        while (k < 3 && !coup__word_is(w, len, keys[k]))
            k++;
        if (k == 3)
            return coup__proto_bad(ps, "expected players, seat or options in 'newgame', "
                       "got '%.*s'", COUP__CUT(w, len));
        if (given[k])
            return coup__proto_bad(ps, "'%s' given twice in 'newgame'", keys[k]);
        given[k] = true;
        const char *v;
        size_t vl;
        long x;
        bool have = coup__proto_word(ps, &v, &vl);
        if (k == 0) {
            if (!have || !coup__proto_number(v, vl, COUP_MAX_PLAYERS, &x) ||
                x < COUP_MIN_PLAYERS)
                return coup__proto_bad(ps, "expected a number of players (2-10) after "
                           "'players'");
            m->players = (int)x;
        } else if (k == 1) {
            if (!have || !seat_number(v, vl, &m->seat))
                return coup__proto_bad(ps, "expected a seat number after 'seat'");
        } else {
            if (!have)
                return coup__proto_bad(ps, "expected 'none' or option names after "
                           "'options'");
            int rc = coup__proto_options(ps, "options", v, vl, &m->flags);
            if (rc)
                return rc;
        }
    }
    for (int k = 0; k < 3; k++)
        if (!given[k])
            return coup__proto_bad(ps, "expected '%s' in 'newgame'", keys[k]);
    if (m->seat >= m->players)
        return coup__proto_bad(ps, "expected a seat below %d (the players), got %d",
                   m->players, m->seat);
    if ((m->flags & COUP_OPT_TWO_PLAYER_DRAFT) && m->players != 2)
        return coup__proto_bad(ps, "expected 'players 2' with two_player_draft (R11)");
    return COUP_OK;
}

static int event(struct coup__parser *ps, coup_proto_msg *m)
{
    const char *w;
    size_t len;
    if (!coup__proto_word(ps, &w, &len))
        return coup__proto_bad(ps, "expected a seat or 'chance' after 'event'");
    if (coup__word_is(w, len, "chance"))
        m->mover = COUP_CHANCE;
    else if (!seat_number(w, len, &m->mover))
        return coup__proto_bad(ps, "expected a seat or 'chance' after 'event', got '%.*s'",
                   COUP__CUT(w, len));
    const char *mw;
    size_t ml;
    rest(ps, &mw, &ml);
    if (!ml)
        return coup__proto_bad(ps, "expected a move after 'event %.*s'", (int)len, w);
    char why[160];
    if (coup_proto_parse_seen_move(mw, ml, &m->move, why, sizeof why))
        return coup__proto_bad(ps, "expected a move after 'event %.*s': %s", (int)len, w,
                   why);
    return COUP_OK;
}

static int go(struct coup__parser *ps, coup_proto_msg *m)
{
    const char *w;
    size_t len;
    if (!coup__proto_word(ps, &w, &len) || !coup__proto_number(w, len, INT_MAX, &m->time_ms))
        return coup__proto_bad(ps, "expected a time in milliseconds after 'go'");
    const char *t = w;
    size_t tl = len;
    if (!coup__proto_word(ps, &w, &len) || !coup__word_is(w, len, "legal"))
        return coup__proto_bad(ps, "expected 'legal' after 'go %.*s'", (int)tl, t);
    const char *list;
    size_t ll;
    rest(ps, &list, &ll);
    if (!ll)
        return coup__proto_bad(ps, "expected a comma-separated list of moves after "
                   "'legal'");
    size_t i = 0;
    while (i <= ll) {
        size_t k = i;
        while (k < ll && list[k] != ',')
            k++;
        if (m->nlegal == COUP_MAX_MOVES)
            return coup__proto_bad(ps, "expected at most %d legal moves", COUP_MAX_MOVES);
        char why[160];
        if (coup_move_parse(list + i, k - i, &m->legal[m->nlegal], why,
                            sizeof why))
            return coup__proto_bad(ps, "expected a move at position %d of the legal list: "
                       "%s", m->nlegal + 1, why);
        m->nlegal++;
        i = k + 1;
    }
    return COUP_OK;
}

static int gameover(struct coup__parser *ps, coup_proto_msg *m)
{
    const char *w;
    size_t len;
    m->winner = m->forfeit = -1;
    if (!coup__proto_word(ps, &w, &len) || !coup__word_is(w, len, "winner"))
        return coup__proto_bad(ps, "expected 'winner' after 'gameover'");
    if (!coup__proto_word(ps, &w, &len) ||
        (!(len == 1 && w[0] == '-') && !seat_number(w, len, &m->winner)))
        return coup__proto_bad(ps, "expected a seat or '-' after 'winner'");
    if (!coup__proto_word(ps, &w, &len))
        return COUP_OK;
    if (!coup__word_is(w, len, "forfeit"))
        return coup__proto_bad(ps, "expected 'forfeit' or the end of the line after the "
                   "winner, got '%.*s'", COUP__CUT(w, len));
    if (!coup__proto_word(ps, &w, &len) || !seat_number(w, len, &m->forfeit))
        return coup__proto_bad(ps, "expected a seat after 'forfeit'");
    rest(ps, &w, &len);
    text(m->text, w, len);
    return COUP_OK;
}

int coup_proto_parse_to_bot(const char *line, size_t len, coup_proto_msg *m,
                            char *why, size_t n)
{
    struct coup__parser ps;
    const char *w;
    size_t wl;
    int rc;
    if (!begin(&ps, line, len, m, why, n, &rc, &w, &wl))
        return rc;
    if (coup__word_is(w, wl, "coup")) {
        m->kind = COUP_PROTO_HELLO;
        return version(&ps, m, "coup");
    }
    if (coup__word_is(w, wl, "isready")) {
        m->kind = COUP_PROTO_ISREADY;
        return end_of_line(&ps, "'isready'");
    }
    if (coup__word_is(w, wl, "newgame")) {
        m->kind = COUP_PROTO_NEWGAME;
        return newgame(&ps, m);
    }
    if (coup__word_is(w, wl, "obs")) {
        m->kind = COUP_PROTO_OBS;
        return coup_proto_parse_obs(ps.line, (size_t)(ps.end - ps.line),
                                    &m->obs, why, n);
    }
    if (coup__word_is(w, wl, "event")) {
        m->kind = COUP_PROTO_EVENT;
        return event(&ps, m);
    }
    if (coup__word_is(w, wl, "go")) {
        m->kind = COUP_PROTO_GO;
        return go(&ps, m);
    }
    if (coup__word_is(w, wl, "gameover")) {
        m->kind = COUP_PROTO_GAMEOVER;
        return gameover(&ps, m);
    }
    if (coup__word_is(w, wl, "quit")) {
        m->kind = COUP_PROTO_QUIT;
        return end_of_line(&ps, "'quit'");
    }
    return unknown(m, w, wl);
}

int coup_proto_parse_from_bot(const char *line, size_t len,
                              coup_proto_msg *m, char *why, size_t n)
{
    struct coup__parser ps;
    const char *w;
    size_t wl;
    int rc;
    if (!begin(&ps, line, len, m, why, n, &rc, &w, &wl))
        return rc;
    if (coup__word_is(w, wl, "id")) {
        if (!coup__proto_word(&ps, &w, &wl) || (!coup__word_is(w, wl, "name") &&
                                    !coup__word_is(w, wl, "author")))
            return coup__proto_bad(&ps, "expected 'name' or 'author' after 'id'");
        m->kind = coup__word_is(w, wl, "name") ? COUP_PROTO_ID_NAME
                                                : COUP_PROTO_ID_AUTHOR;
        const char *key = m->kind == COUP_PROTO_ID_NAME ? "name" : "author";
        rest(&ps, &w, &wl);
        if (!wl)
            return coup__proto_bad(&ps, "expected text after 'id %s'", key);
        text(m->text, w, wl);
        return COUP_OK;
    }
    if (coup__word_is(w, wl, "supports")) {
        /* Names this library does not know are ignored: a bot may play
         * options of a later version. */
        m->kind = COUP_PROTO_SUPPORTS;
        while (coup__proto_word(&ps, &w, &wl)) {
            size_t i = 0;
            while (i < wl) {
                size_t k = i;
                while (k < wl && w[k] != ',')
                    k++;
                m->flags |= coup_option_parse(w + i, k - i);
                i = k + 1;
            }
        }
        return COUP_OK;
    }
    if (coup__word_is(w, wl, "coupok")) {
        m->kind = COUP_PROTO_COUPOK;
        return version(&ps, m, "coupok");
    }
    if (coup__word_is(w, wl, "readyok")) {
        m->kind = COUP_PROTO_READYOK;
        return end_of_line(&ps, "'readyok'");
    }
    if (coup__word_is(w, wl, "play")) {
        m->kind = COUP_PROTO_PLAY;
        rest(&ps, &w, &wl);
        if (!wl)
            return coup__proto_bad(&ps, "expected a move after 'play'");
        char why2[160];
        if (coup_move_parse(w, wl, &m->move, why2, sizeof why2))
            return coup__proto_bad(&ps, "expected a move after 'play': %s", why2);
        return COUP_OK;
    }
    if (coup__word_is(w, wl, "info")) {
        m->kind = COUP_PROTO_INFO;
        rest(&ps, &w, &wl);
        text(m->text, w, wl);
        return COUP_OK;
    }
    return unknown(m, w, wl);
}
