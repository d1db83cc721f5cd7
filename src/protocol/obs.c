/*
 * obs.c - the obs line: a seat's observation (coup_obs, docs/rules.md R9) as
 * KEY VALUE pairs, and back.
 *
 *   obs seat 1 players 3 options none phase challenge to_move 2 actor 0
 *       action tax target - named - claimant 0 claim duke blocker - block -
 *       challenger - loser - winner - coins 2,2,3 hidden 2,2,2
 *       up -/-,-/-,assassin/- mine duke,contessa shown - court 9 out 0
 *
 * and with the option reformation (protocol revision 1.2) two keys more at
 * the end, the factions and the Treasury Reserve (R16, R17):
 *
 *       ... court 9 out 0 reformists 1 reserve 2
 *
 * One table drives both directions, so a key cannot be written one way and
 * read another. The writer puts the keys in the table's order; the reader
 * takes them in any order but wants each exactly once, and checks every
 * value against its range and the number of players, so that a bot can
 * index its arrays with what it reads. A key of an option (reformists,
 * reserve) is written, and wanted, exactly when the game has the option:
 * a line without it is byte for byte the line of revision 1.1. Parsing
 * what was written gives back the same struct byte for byte (the unused
 * entries hold what coup_observe() leaves there).
 */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "protocol/internal.h"

enum value_type {
    V_NUMBER,  /* a number in [min, max] */
    V_SEAT,    /* a seat or "-" (COUP_NOBODY) */
    V_CARD,    /* a character or "-" (COUP_NOCARD) */
    V_OPTIONS, /* "none" or a comma list of option names */
    V_PHASE,   /* a phase name */
    V_TO_MOVE, /* a seat, "chance" or "none" (game over) */
    V_ACTION,  /* an action's move word or "-" */
    V_PER_SEAT,/* one number in [min, max] per seat, comma-separated */
    V_UP,      /* per seat "a/b": its face-up cards, "-" for none */
    V_CARDS,   /* a comma list of characters, at most max, or "-" */
    V_SEATS    /* "none" or a comma list of seats: a bit per seat (R16) */
};

static const struct field {
    const char *key;
    unsigned char type, min, max;
    unsigned short off;  /* the field in coup_obs */
    unsigned short off2; /* V_CARDS: the cards; off is their count */
    unsigned char option; /* the COUP_OPT_ flag the key comes with; 0:
                             every game */
} fields[] = {
    {"seat", V_NUMBER, 0, COUP_MAX_PLAYERS - 1, offsetof(coup_obs, seat), 0,
     0},
    {"players", V_NUMBER, COUP_MIN_PLAYERS, COUP_MAX_PLAYERS,
     offsetof(coup_obs, players), 0, 0},
    {"options", V_OPTIONS, 0, 0, offsetof(coup_obs, flags), 0, 0},
    {"phase", V_PHASE, 0, 0, offsetof(coup_obs, phase), 0, 0},
    {"to_move", V_TO_MOVE, 0, 0, offsetof(coup_obs, to_move), 0, 0},
    {"actor", V_SEAT, 0, 0, offsetof(coup_obs, actor), 0, 0},
    {"action", V_ACTION, 0, 0, offsetof(coup_obs, action), 0, 0},
    {"target", V_SEAT, 0, 0, offsetof(coup_obs, target), 0, 0},
    {"named", V_CARD, 0, 0, offsetof(coup_obs, named), 0, 0},
    {"claimant", V_SEAT, 0, 0, offsetof(coup_obs, claimant), 0, 0},
    {"claim", V_CARD, 0, 0, offsetof(coup_obs, claim), 0, 0},
    {"blocker", V_SEAT, 0, 0, offsetof(coup_obs, blocker), 0, 0},
    {"block", V_CARD, 0, 0, offsetof(coup_obs, block), 0, 0},
    {"challenger", V_SEAT, 0, 0, offsetof(coup_obs, challenger), 0, 0},
    {"loser", V_SEAT, 0, 0, offsetof(coup_obs, loser), 0, 0},
    {"winner", V_SEAT, 0, 0, offsetof(coup_obs, winner), 0, 0},
    {"coins", V_PER_SEAT, 0, 255, offsetof(coup_obs, coins), 0, 0},
    /* Two cards, and two more while one's own Exchange is drawn. */
    {"hidden", V_PER_SEAT, 0, 4, offsetof(coup_obs, hidden), 0, 0},
    {"up", V_UP, 0, 0, offsetof(coup_obs, up), 0, 0},
    {"mine", V_CARDS, 0, 4, offsetof(coup_obs, nmine),
     offsetof(coup_obs, mine), 0},
    {"shown", V_CARDS, 0, 2, offsetof(coup_obs, nshown),
     offsetof(coup_obs, shown), 0},
    {"court", V_NUMBER, 0, 255, offsetof(coup_obs, court_size), 0, 0},
    {"out", V_NUMBER, 0, 255, offsetof(coup_obs, out_size), 0, 0},
    /* R16, R17 (revision 1.2): only with the option reformation. */
    {"reformists", V_SEATS, 0, 0, offsetof(coup_obs, reform), 0,
     COUP_OPT_REFORMATION},
    {"reserve", V_NUMBER, 0, COUP_RESERVE_MAX, offsetof(coup_obs, reserve), 0,
     COUP_OPT_REFORMATION},
};
#define NFIELDS ((int)(sizeof fields / sizeof *fields))


/* Reformation's actions (R17, R18): only in a game with the option. */
static bool is_reform_action(int type)
{
    return type == COUP_MV_CONVERT || type == COUP_MV_EMBEZZLE;
}

/* The move words that name an action of a turn (R4, R12, R17, R18). */
static bool is_action(int type)
{
    return (type >= COUP_MV_INCOME && type <= COUP_MV_EXAMINE) ||
           is_reform_action(type);
}

/* ------------------------------------------------------------ writing */

struct out {
    char *buf;
    size_t n, len;
    bool full;
};

static void put(struct out *o, const char *s, size_t len)
{
    if (o->len + len >= o->n) {
        o->full = true;
        return;
    }
    memcpy(o->buf + o->len, s, len);
    o->len += len;
    o->buf[o->len] = '\0';
}

static void puts_(struct out *o, const char *s) { put(o, s, strlen(s)); }

static void put_num(struct out *o, unsigned v)
{
    char t[12];
    size_t k = sizeof t;
    do
        t[--k] = (char)('0' + v % 10);
    while (v /= 10);
    put(o, t + k, sizeof t - k);
}

static void put_card(struct out *o, unsigned c)
{
    puts_(o, c == COUP_NOCARD ? "-" : coup_card_name((int)c));
}

static bool card_ok(unsigned c) { return c < COUP_NCARDS || c == COUP_NOCARD; }

int coup_proto_format_obs(const coup_obs *ob, char *buf, size_t n)
{
    const uint8_t *b = (const uint8_t *)ob;
    struct out o = {buf, n, 0, false};
    int players = ob->players;
    if (n)
        buf[0] = '\0';
    if (players < COUP_MIN_PLAYERS || players > COUP_MAX_PLAYERS)
        return COUP_EINVAL;
    /* What only Reformation has cannot be written without it. */
    if (!(ob->flags & COUP_OPT_REFORMATION) &&
        (ob->reform || ob->reserve || is_reform_action(ob->action)))
        return COUP_EINVAL;
    puts_(&o, "obs");
    for (int f = 0; f < NFIELDS; f++) {
        const struct field *fd = &fields[f];
        unsigned v = b[fd->off];
        if (fd->option && !(ob->flags & fd->option))
            continue;
        puts_(&o, " ");
        puts_(&o, fd->key);
        puts_(&o, " ");
        switch (fd->type) {
        case V_NUMBER:
            if (v < fd->min || v > fd->max)
                return COUP_EINVAL;
            put_num(&o, v);
            break;
        case V_SEAT:
            if (v == COUP_NOBODY)
                puts_(&o, "-");
            else if (v < COUP_MAX_PLAYERS)
                put_num(&o, v);
            else
                return COUP_EINVAL;
            break;
        case V_CARD:
            if (!card_ok(v))
                return COUP_EINVAL;
            put_card(&o, v);
            break;
        case V_OPTIONS:
            if (v & ~(unsigned)COUP_OPT_ALL)
                return COUP_EINVAL;
            if (!v)
                puts_(&o, "none");
            for (unsigned flag = 1, first = 1; flag <= COUP_OPT_ALL;
                 flag <<= 1)
                if (v & flag) {
                    if (!first)
                        puts_(&o, ",");
                    puts_(&o, coup_option_name(flag));
                    first = 0;
                }
            break;
        case V_PHASE:
            if (v >= COUP_NPHASES)
                return COUP_EINVAL;
            puts_(&o, coup_phase_name(v));
            break;
        case V_TO_MOVE: {
            int t = ob->to_move;
            if (t == COUP_CHANCE)
                puts_(&o, "chance");
            else if (t == COUP_GAME_OVER)
                puts_(&o, "none");
            else if (t >= 0 && t < COUP_MAX_PLAYERS)
                put_num(&o, (unsigned)t);
            else
                return COUP_EINVAL;
            break;
        }
        case V_ACTION: {
            char word[24];
            if (v == COUP_MV_NONE) {
                puts_(&o, "-");
                break;
            }
            if (!is_action((int)v) ||
                coup_move_str(coup_mv((int)v, COUP_NOBODY, COUP_NOCARD,
                                      COUP_NOCARD),
                              word, sizeof word) < 0)
                return COUP_EINVAL;
            puts_(&o, word);
            break;
        }
        case V_PER_SEAT:
            for (int p = 0; p < players; p++) {
                if (b[fd->off + p] < fd->min || b[fd->off + p] > fd->max)
                    return COUP_EINVAL;
                if (p)
                    puts_(&o, ",");
                put_num(&o, b[fd->off + p]);
            }
            break;
        case V_UP:
            for (int p = 0; p < players; p++) {
                if (!card_ok(ob->up[p][0]) || !card_ok(ob->up[p][1]))
                    return COUP_EINVAL;
                if (p)
                    puts_(&o, ",");
                put_card(&o, ob->up[p][0]);
                puts_(&o, "/");
                put_card(&o, ob->up[p][1]);
            }
            break;
        case V_CARDS:
            if (v > fd->max)
                return COUP_EINVAL;
            if (!v)
                puts_(&o, "-");
            for (unsigned i = 0; i < v; i++) {
                unsigned c = b[fd->off2 + i];
                if (c >= COUP_NCARDS)
                    return COUP_EINVAL;
                if (i)
                    puts_(&o, ",");
                put_card(&o, c);
            }
            break;
        case V_SEATS:
            if (ob->reform >> players)
                return COUP_EINVAL;
            if (!ob->reform)
                puts_(&o, "none");
            for (unsigned p = 0, first = 1; p < (unsigned)players; p++)
                if ((ob->reform >> p) & 1) {
                    if (!first)
                        puts_(&o, ",");
                    put_num(&o, p);
                    first = 0;
                }
            break;
        }
    }
    if (o.full)
        return COUP_ESPACE;
    return (int)o.len;
}

/* ------------------------------------------------------------ reading */

/* The comma-separated items of a value, one at a time. */
static bool item(const char *w, size_t len, size_t *i, const char **it,
                 size_t *il)
{
    if (*i > len)
        return false;
    size_t k = *i;
    while (k < len && w[k] != ',')
        k++;
    *it = w + *i;
    *il = k - *i;
    *i = k + 1;
    return true;
}

static bool is_dash(const char *w, size_t len) { return len == 1 && *w == '-'; }

/* A character or "-"; -1 if neither. */
static int card_or_dash(const char *w, size_t len)
{
    if (is_dash(w, len))
        return COUP_NOCARD;
    int c = coup_card_parse(w, len);
    return c == COUP_NOCARD ? -1 : c; /* "?" is not a value of obs */
}

/* Reads the value w of field fd into ob; *count gets the number of items
 * of a list. */
static int value(struct coup__parser *ps, const struct field *fd,
                 const char *w, size_t len, coup_obs *ob, int *count)
{
    uint8_t *b = (uint8_t *)ob;
    const char *it;
    size_t il, i = 0;
    long v;
    int c;
    switch (fd->type) {
    case V_NUMBER:
        if (!coup__proto_number(w, len, fd->max, &v) || v < fd->min)
            return coup__proto_bad(ps, "expected a number from %d to %d after "
                                   "'%s', got '%.*s'", fd->min, fd->max,
                                   fd->key, COUP__CUT(w, len));
        b[fd->off] = (uint8_t)v;
        return COUP_OK;
    case V_SEAT:
        if (is_dash(w, len))
            v = COUP_NOBODY;
        else if (!coup__proto_number(w, len, COUP_MAX_PLAYERS - 1, &v))
            return coup__proto_bad(ps, "expected a seat or '-' after '%s', "
                                   "got '%.*s'", fd->key, COUP__CUT(w, len));
        b[fd->off] = (uint8_t)v;
        return COUP_OK;
    case V_CARD:
        if ((c = card_or_dash(w, len)) < 0)
            return coup__proto_bad(ps, "expected a character or '-' after "
                                   "'%s', got '%.*s'", fd->key,
                                   COUP__CUT(w, len));
        b[fd->off] = (uint8_t)c;
        return COUP_OK;
    case V_OPTIONS: {
        unsigned flags;
        int rc = coup__proto_options(ps, fd->key, w, len, &flags);
        b[fd->off] = (uint8_t)flags;
        return rc;
    }
    case V_PHASE:
        for (c = 0; c < COUP_NPHASES; c++)
            if (coup__word_is(w, len, coup_phase_name(c))) {
                b[fd->off] = (uint8_t)c;
                return COUP_OK;
            }
        return coup__proto_bad(ps, "expected a phase (start, pick, deal, "
                               "action, challenge, prove, lose, redraw, block, "
                               "draw, keep, show, examine, over) after "
                               "'phase', got '%.*s'", COUP__CUT(w, len));
    case V_TO_MOVE:
        if (coup__word_is(w, len, "chance"))
            ob->to_move = COUP_CHANCE;
        else if (coup__word_is(w, len, "none"))
            ob->to_move = COUP_GAME_OVER;
        else if (coup__proto_number(w, len, COUP_MAX_PLAYERS - 1, &v))
            ob->to_move = (int8_t)v;
        else
            return coup__proto_bad(ps, "expected a seat, 'chance' or 'none' "
                                   "after 'to_move', got '%.*s'",
                                   COUP__CUT(w, len));
        return COUP_OK;
    case V_ACTION: {
        coup_move m;
        if (is_dash(w, len)) {
            b[fd->off] = COUP_MV_NONE;
            return COUP_OK;
        }
        /* The word alone: "coup" parses only with its seat, so compare
         * the words of the actions. */
        for (c = COUP_MV_INCOME; c < COUP_MV_NTYPES; c++) {
            char word[24];
            if (!is_action(c))
                continue;
            m = coup_mv(c, COUP_NOBODY, COUP_NOCARD, COUP_NOCARD);
            if (coup_move_str(m, word, sizeof word) > 0 &&
                coup__word_is(w, len, word)) {
                b[fd->off] = (uint8_t)c;
                return COUP_OK;
            }
        }
        return coup__proto_bad(ps, "expected an action (income, foreign-aid, "
                               "coup, tax, assassinate, steal, exchange, "
                               "examine, convert, embezzle) or '-' after "
                               "'action', got '%.*s'", COUP__CUT(w, len));
    }
    case V_SEATS:
        /* R16: the Reformist seats; "none", or each seat once. Seats
         * beyond the players are refused once the line is read. */
        ob->reform = 0;
        if (coup__word_is(w, len, "none"))
            return COUP_OK;
        while (item(w, len, &i, &it, &il)) {
            if (!coup__proto_number(it, il, COUP_MAX_PLAYERS - 1, &v))
                return coup__proto_bad(ps, "expected 'none' or seats "
                                       "separated by commas after '%s', got "
                                       "'%.*s'", fd->key, COUP__CUT(it, il));
            if ((ob->reform >> v) & 1)
                return coup__proto_bad(ps, "seat %ld given twice after '%s'",
                                       v, fd->key);
            ob->reform |= (uint16_t)(1u << v);
        }
        return COUP_OK;
    case V_PER_SEAT:
        while (item(w, len, &i, &it, &il)) {
            if (*count == COUP_MAX_PLAYERS)
                return coup__proto_bad(ps, "expected at most %d values after "
                                       "'%s'", COUP_MAX_PLAYERS, fd->key);
            if (!coup__proto_number(it, il, fd->max, &v))
                return coup__proto_bad(ps, "expected numbers from 0 to %d "
                                       "separated by commas after '%s', got "
                                       "'%.*s'", fd->max, fd->key,
                                       COUP__CUT(it, il));
            b[fd->off + *count] = (uint8_t)v;
            ++*count;
        }
        return COUP_OK;
    case V_UP:
        while (item(w, len, &i, &it, &il)) {
            size_t slash = 0;
            int c2 = -1;
            while (slash < il && it[slash] != '/')
                slash++;
            if (*count == COUP_MAX_PLAYERS)
                return coup__proto_bad(ps, "expected at most %d values after "
                                       "'up'", COUP_MAX_PLAYERS);
            if (slash == il || (c = card_or_dash(it, slash)) < 0 ||
                (c2 = card_or_dash(it + slash + 1, il - slash - 1)) < 0)
                return coup__proto_bad(ps, "expected two face-up cards per "
                                       "seat as 'card/card' ('-' for none) "
                                       "after 'up', got '%.*s'",
                                       COUP__CUT(it, il));
            ob->up[*count][0] = (uint8_t)c;
            ob->up[*count][1] = (uint8_t)c2;
            ++*count;
        }
        return COUP_OK;
    case V_CARDS:
        if (is_dash(w, len))
            return COUP_OK;
        while (item(w, len, &i, &it, &il)) {
            if (*count == fd->max)
                return coup__proto_bad(ps, "expected at most %d characters "
                                       "after '%s'", fd->max, fd->key);
            if ((c = coup_card_parse(it, il)) < 0 || c == COUP_NOCARD)
                return coup__proto_bad(ps, "expected characters separated by "
                                       "commas, or '-', after '%s', got "
                                       "'%.*s'", fd->key, COUP__CUT(it, il));
            b[fd->off2 + *count] = (uint8_t)c;
            ++*count;
        }
        b[fd->off] = (uint8_t)*count;
        return COUP_OK;
    }
    return COUP_EINVAL;
}

int coup_proto_parse_obs(const char *line, size_t len, coup_obs *ob,
                         char *why, size_t n)
{
    struct coup__parser ps;
    bool given[NFIELDS] = {false};
    int count[NFIELDS] = {0};
    const char *w, *v;
    size_t wl, vl;
    int rc;
    memset(ob, 0, sizeof *ob);
    memset(ob->up, COUP_NOCARD, sizeof ob->up);
    memset(ob->mine, COUP_NOCARD, sizeof ob->mine);
    memset(ob->shown, COUP_NOCARD, sizeof ob->shown);
    if ((rc = coup__proto_begin(&ps, line, len, why, n)))
        return rc;
    if (!coup__proto_word(&ps, &w, &wl) || !coup__word_is(w, wl, "obs"))
        return coup__proto_bad(&ps, "expected 'obs' at the start");
    int f = 0;
    while (coup__proto_word(&ps, &w, &wl)) {
        /* The keys usually come in the table's order: look there first. */
        int tries = 0;
        while (tries < NFIELDS && !coup__word_is(w, wl, fields[f].key)) {
            f = (f + 1) % NFIELDS;
            tries++;
        }
        if (tries == NFIELDS)
            return coup__proto_bad(&ps, "expected a key of 'obs' (seat, "
                                   "players, ..., out, reformists, reserve), "
                                   "got '%.*s'", COUP__CUT(w, wl));
        if (given[f])
            return coup__proto_bad(&ps, "'%s' given twice in 'obs'",
                                   fields[f].key);
        given[f] = true;
        if (!coup__proto_word(&ps, &v, &vl))
            return coup__proto_bad(&ps, "expected a value after '%s'",
                                   fields[f].key);
        if ((rc = value(&ps, &fields[f], v, vl, ob, &count[f])))
            return rc;
        f = (f + 1) % NFIELDS;
    }
    /* Every key, and every seat within the game. */
    int players = ob->players;
    const uint8_t *b = (const uint8_t *)ob;
    for (f = 0; f < NFIELDS; f++) {
        const struct field *fd = &fields[f];
        bool wanted = !fd->option || (ob->flags & fd->option);
        if (!given[f] && wanted)
            return coup__proto_bad(&ps, "expected '%s' in 'obs'", fd->key);
        if (given[f] && !wanted)
            return coup__proto_bad(&ps, "expected '%s' only in a game with "
                                   "the option %s", fd->key,
                                   coup_option_name(fd->option));
        if (fd->type == V_SEAT && b[fd->off] != COUP_NOBODY &&
            b[fd->off] >= players)
            return coup__proto_bad(&ps, "expected a seat below %d (the "
                                   "players) or '-' after '%s', got %d",
                                   players, fd->key, b[fd->off]);
        if ((fd->type == V_PER_SEAT || fd->type == V_UP) &&
            count[f] != players)
            return coup__proto_bad(&ps, "expected %d values after '%s' (one "
                                   "per seat), got %d", players, fd->key,
                                   count[f]);
    }
    if (ob->reform >> players)
        return coup__proto_bad(&ps, "expected seats below %d (the players) "
                               "after 'reformists', got %d", players,
                               31 - __builtin_clz((unsigned)ob->reform));
    if (is_reform_action(ob->action) && !(ob->flags & COUP_OPT_REFORMATION))
        return coup__proto_bad(&ps, "expected 'action %s' only in a game "
                               "with the option reformation (R17, R18)",
                               ob->action == COUP_MV_CONVERT ? "convert"
                                                             : "embezzle");
    if (ob->seat >= players)
        return coup__proto_bad(&ps, "expected a seat below %d (the players) "
                               "after 'seat', got %d", players, ob->seat);
    if (ob->to_move >= players)
        return coup__proto_bad(&ps, "expected a seat below %d (the players) "
                               "after 'to_move', got %d", players,
                               ob->to_move);
    return COUP_OK;
}
