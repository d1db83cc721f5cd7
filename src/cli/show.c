/*
 * show.c - the whole state, as a table for people and as JSON.
 */
#include <stdarg.h>
#include <stdbool.h>
#include <string.h>

#include <coup/text.h>

#include "cli/show.h"

/* Characters in play: the Ambassador or the Inquisitor (R12), not both. */
static int in_play(const coup_state *s, int c)
{
    int inq = (s->flags & COUP_OPT_INQUISITOR) != 0;
    if (c == COUP_AMBASSADOR)
        return !inq;
    if (c == COUP_INQUISITOR)
        return inq;
    return c >= 0 && c < COUP_NCARDS;
}

/* A seat's cards, face down (up = 0) or face up (up = 1). */
static int cards(const coup_state *s, int p, int up, int *out)
{
    int k = 0;
    for (int i = 0; i < 2; i++) {
        uint8_t slot = s->card[p][i];
        if ((slot & COUP_CARD_MASK) == COUP_NOCARD ||
            ((slot & COUP_UP) != 0) != up)
            continue;
        out[k++] = slot & COUP_CARD_MASK;
    }
    return k;
}

/* "Contessa Duke", or "-". */
static void card_words(char *buf, size_t n, const int *c, int k)
{
    int len = 0;
    buf[0] = '\0';
    for (int i = 0; i < k && (size_t)len < n; i++)
        len += snprintf(buf + len, n - (size_t)len, "%s%s", i ? " " : "",
                        coup_narrate_card(c[i]));
    if (k == 0)
        snprintf(buf, n, "-");
}

/* ------------------------------------------------------------- text */

/* The widest of names[0..n) (may be NULL), and at least `least`. */
static int name_width(const char *const names[], int n, int least)
{
    int width = least;
    for (int p = 0; names && p < n; p++)
        if (names[p] && (int)strlen(names[p]) > width)
            width = (int)strlen(names[p]);
    return width;
}

void show_state(FILE *f, const coup_state *s, const char *const names[])
{
    int n = s->players, width = name_width(names, n, 4);
    if (names)
        fprintf(f, "seat  %-*s  coins  status  face down               "
                "face up\n", width, "name");
    else
        fprintf(f, "seat  coins  status  face down               face up\n");
    for (int p = 0; p < n; p++) {
        int c[2], k;
        char down[40], up[40];
        k = cards(s, p, 0, c);
        card_words(down, sizeof down, c, k);
        k = cards(s, p, 1, c);
        card_words(up, sizeof up, c, k);
        fprintf(f, "%4d  ", p);
        if (names)
            fprintf(f, "%-*s  ", width, names[p] ? names[p] : "-");
        fprintf(f, "%5d  %-6s  %-22s  %s\n", s->coins[p],
                coup_alive(s, p) ? "alive" : "exiled", down, up);
    }

    fprintf(f, "Court (%d card%s):", coup_court_size(s),
            coup_court_size(s) == 1 ? "" : "s");
    for (int c = 0, first = 1; c < COUP_NCARDS; c++)
        if (in_play(s, c) || s->court[c]) {
            fprintf(f, "%s %s %d", first ? "" : ",", coup_narrate_card(c),
                    s->court[c]);
            first = 0;
        }
    fprintf(f, "\n");

    int out = 0;
    for (int c = 0; c < COUP_NCARDS; c++)
        out += s->out[c];
    if (out) {
        fprintf(f, "Out of the game (%d card%s):", out, out == 1 ? "" : "s");
        for (int c = 0, first = 1; c < COUP_NCARDS; c++)
            if (s->out[c]) {
                fprintf(f, "%s %s %d", first ? "" : ",", coup_narrate_card(c),
                        s->out[c]);
                first = 0;
            }
        fprintf(f, "\n");
    }

    char factions[600];
    coup_narrate_factions(factions, sizeof factions, &coup_lang_en, s, names);
    if (factions[0])
        fprintf(f, "%s\n", factions);

    if ((s->phase == COUP_PH_DRAW || s->phase == COUP_PH_KEEP) &&
        s->ndrawn) {
        char who[40];
        int drawn[2] = {s->drawn[0] & COUP_CARD_MASK,
                        s->drawn[1] & COUP_CARD_MASK};
        char list[40];
        card_words(list, sizeof list, drawn, s->ndrawn > 2 ? 2 : s->ndrawn);
        fprintf(f, "Exchange in progress: %s has drawn %s\n",
                coup_narrate_seat(who, sizeof who, &coup_lang_en, s->redraw, names, 0), list);
    }

    char what[160];
    coup_narrate_to_move(what, sizeof what, &coup_lang_en, s, names);
    fprintf(f, "To move: %s\n", what);
    if (coup_is_over(s)) {
        char who[40];
        fprintf(f, "Winner: %s\n",
                coup_narrate_seat(who, sizeof who, &coup_lang_en, coup_winner(s), names, 0));
    } else {
        fprintf(f, "Winner: none yet\n");
    }
}

/* Text cut into lines of at most SHOW_COLUMNS: pieces are joined by a
 * space, and a piece that would pass the edge starts a new line, indented.
 * A piece is never cut, so a line is longer only if one piece is. */
#define SHOW_COLUMNS 80
#define SHOW_INDENT 6

struct wrap {
    FILE *f;
    int col;
    bool fresh; /* nothing on the line yet but its indent */
};

/* Ends the line and starts the next, indented. */
static void next_line(struct wrap *w)
{
    fprintf(w->f, "\n%*s", SHOW_INDENT, "");
    w->col = SHOW_INDENT;
    w->fresh = true;
}

static void put(struct wrap *w, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

static void put(struct wrap *w, const char *fmt, ...)
{
    char piece[120];
    va_list ap;
    va_start(ap, fmt);
    int len = vsnprintf(piece, sizeof piece, fmt, ap);
    va_end(ap);
    if (len < 0)
        return;
    if (!w->fresh && w->col + 1 + len > SHOW_COLUMNS)
        next_line(w);
    if (!w->fresh) {
        fputc(' ', w->f);
        w->col++;
    }
    fputs(piece, w->f);
    w->col += len;
    w->fresh = false;
}

/* "Duke 4, Captain 5": the characters claimed, in card order. */
static void put_claims(struct wrap *w, const coup_seat_stats *x)
{
    int last = -1;
    for (int c = 0; c < COUP_NCARDS; c++)
        if (x->claims_of[c])
            last = c;
    if (last < 0)
        return;
    next_line(w);
    put(w, "claimed");
    for (int c = 0; c <= last; c++)
        if (x->claims_of[c])
            put(w, "%s %u%s", coup_narrate_card(c), x->claims_of[c],
                c < last ? "," : "");
}

/* "coins taken 21: Income 2, Tax 9, Steal 6 (3 steals)": the sources
 * that brought any. */
static void put_coins(struct wrap *w, const coup_seat_stats *x)
{
    char steal[40];
    snprintf(steal, sizeof steal, "Steal %u (%u steal%s)", x->coins_steal,
             x->steals, x->steals == 1 ? "" : "s");
    const struct {
        unsigned coins;
        const char *what;
    } src[] = {{x->coins_income, "Income"},
               {x->coins_aid, "Foreign Aid"},
               {x->coins_tax, "Tax"},
               {x->coins_steal, NULL},
               {x->coins_embezzle, "Embezzlement"}};
    int n = (int)(sizeof src / sizeof src[0]), last = -1;
    for (int i = 0; i < n; i++)
        if (src[i].coins)
            last = i;
    next_line(w);
    put(w, "coins taken %u%s", x->coins, last >= 0 ? ":" : "");
    for (int i = 0; i <= last; i++) {
        if (!src[i].coins)
            continue;
        const char *comma = i < last ? "," : "";
        if (src[i].what)
            put(w, "%s %u%s", src[i].what, src[i].coins, comma);
        else
            put(w, "%s%s", steal, comma);
    }
}

/* The words of coup_achievement's bits, in bit order. */
static const char *const achievement_words[] = {
    "no bluff", "comeback", "untouched", "bluff master", "sharp eye"};

void show_stats(FILE *f, const coup_seat_stats st[], int players,
                const char *const names[], int winner)
{
    int width = name_width(names, players, 0);
    for (int p = 0; p < players; p++) {
        const coup_seat_stats *x = &st[p];
        /* Two spaces between the columns, as show_state() */
        struct wrap w = {f, 0, false};
        w.col = fprintf(f, "%4d ", p);
        if (names)
            w.col += fprintf(f, " %-*s ", width, names[p] ? names[p] : "-");
        put(&w, "turns %u,", x->actions);
        put(&w, "cards taken %u,", x->cards_taken);
        put(&w, "cards lost %u%s", x->cards_lost,
            x->first_loss ? " (the game's first)" : "");
        next_line(&w);
        put(&w, "claims %u (bluffs %u, caught %u),", x->claims, x->bluffs,
            x->bluffs_caught);
        put(&w, "blocks %u,", x->blocks);
        put(&w, "challenges %u (won %u)", x->challenges, x->challenges_won);
        put_claims(&w, x);
        put_coins(&w, x);
        fputc('\n', f);
    }
    unsigned a = coup_achievements(st, players, winner, winner);
    if (!a)
        return;
    struct wrap w = {f, 0, false};
    if (names && names[winner])
        w.col = fprintf(f, "Achievements of %s:", names[winner]);
    else
        w.col = fprintf(f, "Achievements of seat %d:", winner);
    int n = (int)(sizeof achievement_words / sizeof achievement_words[0]);
    for (int i = 0; i < n; i++)
        if (a & (1u << i))
            put(&w, "%s%s", achievement_words[i], (a >> (i + 1)) ? "," : "");
    fputc('\n', f);
}

/* ------------------------------------------------------------- JSON */

void show_json_string(FILE *f, const char *s)
{
    fputc('"', f);
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        switch (c) {
        case '"':  fputs("\\\"", f); break;
        case '\\': fputs("\\\\", f); break;
        case '\n': fputs("\\n", f); break;
        case '\r': fputs("\\r", f); break;
        case '\t': fputs("\\t", f); break;
        default:
            if (c < 0x20 || c == 0x7f)
                fprintf(f, "\\u%04x", c);
            else
                fputc(c, f);
        }
    }
    fputc('"', f);
}

static void json_cards(FILE *f, const int *c, int k)
{
    fputc('[', f);
    for (int i = 0; i < k; i++)
        fprintf(f, "%s\"%s\"", i ? "," : "", coup_card_name(c[i]));
    fputc(']', f);
}

void show_state_json(FILE *f, const coup_state *s, const char *const names[],
                     long moves, const coup_seat_stats *st)
{
    fprintf(f, "{\"players\":[");
    for (int p = 0; p < s->players; p++) {
        int c[2], k;
        fprintf(f, "%s{\"seat\":%d,\"name\":", p ? "," : "", p);
        if (names && names[p])
            show_json_string(f, names[p]);
        else
            fputs("null", f);
        fprintf(f, ",\"coins\":%d,\"alive\":%s,\"hidden\":", s->coins[p],
                coup_alive(s, p) ? "true" : "false");
        k = cards(s, p, 0, c);
        json_cards(f, c, k);
        fprintf(f, ",\"revealed\":");
        k = cards(s, p, 1, c);
        json_cards(f, c, k);
        fprintf(f,
                ",\"did\":{\"claims\":%u,\"bluffs\":%u,"
                "\"bluffs_caught\":%u,\"challenges\":%u,"
                "\"challenges_won\":%u,\"blocks\":%u,\"coins\":%u,"
                "\"cards_taken\":%u}",
                st[p].claims, st[p].bluffs, st[p].bluffs_caught,
                st[p].challenges, st[p].challenges_won, st[p].blocks,
                st[p].coins, st[p].cards_taken);
        fputc('}', f);
    }
    fprintf(f, "],\"court\":{");
    for (int c = 0, first = 1; c < COUP_NCARDS; c++)
        if (in_play(s, c) || s->court[c]) {
            fprintf(f, "%s\"%s\":%d", first ? "" : ",", coup_card_name(c),
                    s->court[c]);
            first = 0;
        }
    fprintf(f, "},\"court_size\":%d,\"to_move\":", coup_court_size(s));
    int t = coup_to_move(s);
    if (t == COUP_CHANCE)
        fputs("\"chance\"", f);
    else if (t == COUP_GAME_OVER)
        fputs("null", f);
    else
        fprintf(f, "%d", t);
    fprintf(f, ",\"winner\":");
    if (coup_is_over(s))
        fprintf(f, "%d", coup_winner(s));
    else
        fputs("null", f);
    if (moves >= 0)
        fprintf(f, ",\"moves\":%ld", moves);
    fprintf(f, "}\n");
}

void show_line(void *file, const char *line)
{
    fprintf(file, "%s\n", line);
}
