/*
 * show.c - the whole state, as a table for people and as JSON.
 */
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

void show_stats(FILE *f, const coup_seat_stats st[], int players,
                const char *const names[])
{
    int width = name_width(names, players, 0);
    for (int p = 0; p < players; p++) {
        const coup_seat_stats *x = &st[p];
        fprintf(f, "%4d  ", p);
        if (names)
            fprintf(f, "%-*s  ", width, names[p] ? names[p] : "-");
        fprintf(f,
                "claims %u (bluffs %u, caught %u), challenges %u (won %u), "
                "blocks %u, coins taken %u, cards taken %u\n",
                x->claims, x->bluffs, x->bluffs_caught, x->challenges,
                x->challenges_won, x->blocks, x->coins, x->cards_taken);
    }
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
