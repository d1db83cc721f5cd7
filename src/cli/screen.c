/*
 * screen.c - what a person playing `coup play` sees: the table, the story
 * of the game as their seat saw it, the menu of their decision.
 *
 * A person sees what a bot sees and no more (R9): the table is drawn from
 * the seat's coup_obs, and the story is told by coup_narrate() for that seat.
 *
 * Two ways to draw: on a terminal, each decision clears the screen and
 * draws the table, the latest events and the menu, in colour unless
 * NO_COLOR is set, to fit 80x24; otherwise (a pipe, a file, a test) the
 * same content is written as plain lines, one after the other, so a
 * scripted game can be diffed. Plain VT100/ANSI codes, no curses.
 *
 * A terminal smaller than 80x24 gets a compact screen: a one-line note
 * says so, the table loses its column heads and narrows its name column,
 * the menu takes one column, and every line is cut to the width, so that
 * the terminal never wraps a line itself. What a person needs to decide
 * (the question, the menu and the prompt) comes last and always shows; if
 * the rows run out, the top of the table scrolls away first.
 */
#define _POSIX_C_SOURCE 200809L
#include <sys/ioctl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <coup/text.h>

#include "cli/play.h"
#include "cli/show.h"
#include "text/label.h"

/* ------------------------------------------------------------- output */

void screen_measure(struct game *g)
{
    struct winsize ws;
    g->cols = SCREEN_COLS;
    g->rows = SCREEN_ROWS;
    if (!g->screen || ioctl(fileno(g->out), TIOCGWINSZ, &ws) != 0 ||
        ws.ws_col == 0 || ws.ws_row == 0)
        return;
    /* Narrower than 20 columns nothing can be laid out: the terminal
     * wraps then. */
    if (ws.ws_col < SCREEN_COLS)
        g->cols = ws.ws_col < 20 ? 20 : ws.ws_col;
    if (ws.ws_row < SCREEN_ROWS)
        g->rows = ws.ws_row;
}

/* Whether the terminal is smaller than 80x24 (the compact screen). */
static bool small(const struct game *g)
{
    return g->cols < SCREEN_COLS || g->rows < SCREEN_ROWS;
}

void screen_color(const struct game *g, int c)
{
    static const char *const sgr[] = {"0", "1", "2", "31", "32", "33", "1;7",
                                      "2;9"};
    if (g->color)
        fprintf(g->out, "\033[%sm", sgr[c]);
}

/* The colours of the cards: Duke purple, Assassin black, Captain blue,
 * Ambassador green, Contessa red, Inquisitor yellow (as on the cards). */
static void card_color(const struct game *g, int card)
{
    static const char *const sgr[COUP_NCARDS] = {"1;35", "1;90", "1;34",
                                                 "1;32", "1;31", "1;33"};
    if (g->color && card >= 0 && card < COUP_NCARDS)
        fprintf(g->out, "\033[%sm", sgr[card]);
}

/* Display columns of UTF-8 text. */
static int width(const char *s)
{
    int w = 0;
    for (; *s; s++)
        w += coup_char_columns(s);
    return w;
}

static void pad(const struct game *g, const char *s, int w)
{
    fputs(s, g->out);
    for (int i = width(s); i < w; i++)
        fputc(' ', g->out);
}

/* Writes text indented by `indent`, wrapped at the screen's width; returns
 * the lines written (with `dry`, only counts them). */
static int wrap_lines(const struct game *g, const char *text, int indent,
                      bool dry)
{
    int lines = 0, in = indent;
    const char *p = text;
    while (*p) {
        const char *nl = strchr(p, '\n');
        size_t len = nl ? (size_t)(nl - p) : strlen(p);
        /* the longest prefix of at most cols-1-in columns, cut at a
         * blank */
        size_t cut = len;
        int w = 0;
        size_t last_blank = 0;
        for (size_t i = 0; i < len; i++) {
            w += coup_char_columns(p + i);
            if (w > g->cols - 1 - in) {
                cut = last_blank ? last_blank : i;
                break;
            }
            if (p[i] == ' ')
                last_blank = i;
        }
        if (cut < len && strspn(p, " ") >= cut) {
            /* Only blanks fit before the cut (a column of a table pushed
             * past a narrow screen): no blank line, the text goes on. */
            p += strspn(p, " ");
            in = indent + 2;
            continue;
        }
        if (!dry)
            fprintf(g->out, "%*s%.*s\n", cut ? in : 0, "", (int)cut, p);
        lines++;
        p += cut;
        while (*p == ' ')
            p++;
        in = indent + 2; /* the rest of a cut line hangs under its start */
        if (cut == len && *p == '\n') {
            p++;
            in = indent;
        }
    }
    return lines;
}

int screen_wrap(const struct game *g, const char *text, int indent)
{
    return wrap_lines(g, text, indent, false);
}

void screen_say(const struct game *g, const char *tmpl, const coup_say_args *v)
{
    char line[1024];
    screen_wrap(g, coup_lang_say(g->l, line, sizeof line, tmpl, v), 0);
}

void screen_clear(const struct game *g)
{
    if (g->screen)
        fputs("\033[H\033[2J", g->out);
}

/* ------------------------------------------------------- the story */

/* The lines telling steps[from..to) as `viewer` sees them, without the
 * deal and without the "does not challenge/block" lines unless `all`.
 * Returns a malloc'd text (or NULL). */
char *screen_story(const struct game *g, long from, long to, int viewer,
                   bool all)
{
    char *text = NULL;
    size_t size = 0;
    FILE *f = open_memstream(&text, &size);
    if (!f)
        return NULL;
    for (long i = from; i < to; i++) {
        const struct step *st = &g->steps[i];
        if (st->before.phase == COUP_PH_DEAL && !all)
            continue;
        if (st->m.type == COUP_MV_PASS && !all) /* not the pass itself */
            coup_narrate_effects(show_line, f, g->l, &st->before, st->m,
                                 g->names, viewer);
        else
            coup_narrate(show_line, f, g->l, &st->before, st->mover, st->m,
                         g->names, viewer);
    }
    fclose(f);
    return text;
}

/* ------------------------------------------------------------ the table */

/* Writes a seat's cards (its own face-down ones named if `mine`); returns
 * the columns they take (with `dry`, only counts them). */
static int cards_cell(const struct game *g, const coup_obs *o, int p,
                      bool mine, bool dry)
{
    int n = 0, w = 0; /* cards, columns */
    int hidden = mine ? o->nmine : o->hidden[p];
    for (int i = 0; i < hidden; i++, n++) {
        const char *name = mine ? g->l->card[o->mine[i]] : "??";
        w += (n ? 1 : 0) + width(name) + 2;
        if (dry)
            continue;
        fputs(n ? " " : "", g->out);
        if (mine)
            card_color(g, o->mine[i]);
        fprintf(g->out, "[%s]", name);
        if (mine)
            screen_color(g, C_RESET);
    }
    for (int i = 0; i < 2; i++, n++) {
        int c = o->up[p][i];
        if (c == COUP_NOCARD)
            break;
        w += (n ? 1 : 0) + width(g->l->card[c]) + 2;
        if (dry)
            continue;
        fputs(n ? " " : "", g->out);
        screen_color(g, C_CROSS);
        fprintf(g->out, g->color ? "%s" : "-%s-", g->l->card[c]);
        screen_color(g, C_RESET);
    }
    if (o->up[p][1] != COUP_NOCARD) { /* both cards face up (R3) */
        w += 1 + width(g->l->exiled_mark);
        if (!dry) {
            fputc(' ', g->out);
            screen_color(g, C_DIM);
            fputs(g->l->exiled_mark, g->out);
            screen_color(g, C_RESET);
        }
    }
    return w;
}

/* The turn being played. While the other seats still react to an action
 * (challenges, blocks, R5) it is that action's turn; the next one begins
 * when its action is to be chosen (R4). */
static int turn_number(const struct game *g)
{
    int turn = 0;
    for (long i = 0; i < g->nsteps; i++)
        turn += g->steps[i].before.phase == COUP_PH_ACTION;
    if (g->s.phase == COUP_PH_ACTION || turn == 0)
        turn++;
    return turn;
}

/* The title, and on a small terminal the note that says so (after the
 * title if it fits there); returns the lines written. */
static int title_lines(const struct game *g)
{
    const coup_lang *l = g->l;
    char title[120], note[300];
    coup_say_args v = {.m = turn_number(g)};
    coup_lang_say(l, title, sizeof title, l->title, &v);
    screen_color(g, C_TITLE);
    fprintf(g->out, g->color ? " %s " : " %s", title);
    screen_color(g, C_RESET);
    if (!small(g)) {
        fputc('\n', g->out);
        return 1;
    }
    coup_say_args size = {.s = "80x24"};
    coup_lang_say(l, note, sizeof note, l->too_small, &size);
    bool beside = width(title) + 3 + width(note) <= g->cols - 1;
    fputs(beside ? " " : "\n", g->out);
    screen_color(g, C_DIM);
    int lines = screen_wrap(g, note, beside ? 0 : 1);
    screen_color(g, C_RESET);
    return beside ? 1 : 1 + lines;
}

/* The table as `viewer` sees it; returns the lines written. */
int screen_table(const struct game *g, int viewer)
{
    const coup_lang *l = g->l;
    coup_obs o, own;
    coup_observe(&g->s, viewer >= 0 ? viewer : 0, &o);
    int lines = title_lines(g);
    int cw = width(l->col_coins) + 2; /* the coins column */
    if (cw < 7)
        cw = 7;
    /* the names' column: 22, narrower on a narrow terminal */
    int nw = g->cols - 48 < 12 ? 12 : g->cols - 48 > 22 ? 22 : g->cols - 48;
    if (!small(g)) { /* column heads (a small screen saves the row) */
        fprintf(g->out, "    ");
        pad(g, l->col_name, nw);
        pad(g, l->col_coins, cw);
        fprintf(g->out, "%s\n", l->col_cards);
        lines++;
    }
    for (int p = 0; p < g->o.players; p++) {
        char name[80];
        bool me = p == viewer;
        /* a spectator (COUP_NARRATE_ALL) sees each seat as it sees itself */
        const coup_obs *seen = &o;
        if (viewer == COUP_NARRATE_ALL) {
            coup_observe(&g->s, p, &own);
            seen = &own;
        }
        bool open = me || viewer == COUP_NARRATE_ALL;
        /* names are ASCII (record names): cut them to fit the column */
        int room = nw - 1 - (me ? width(l->you) + 1 : 0);
        if (room < 1)
            room = 1;
        snprintf(name, sizeof name, "%.*s%s%s", room, g->names[p],
                 me ? " " : "", me ? l->you : "");
        fprintf(g->out, " %c%d ", o.to_move == p ? '>' : ' ', p);
        if (me)
            screen_color(g, C_BOLD);
        pad(g, name, nw);
        fprintf(g->out, "%*d  ", cw - 2, o.coins[p]);
        if (me)
            screen_color(g, C_RESET);
        if (4 + nw + cw + cards_cell(g, seen, p, open, true) > g->cols - 1) {
            fprintf(g->out, "\n%8s", ""); /* an Exchange's 4 cards */
            lines++;
        }
        cards_cell(g, seen, p, open, false);
        fputc('\n', g->out);
        lines++;
    }
    coup_say_args court = {.k = o.court_size};
    char line[200];
    fprintf(g->out, " %s", coup_lang_say(l, line, sizeof line, l->court_line, &court));
    if (o.out_size) {
        coup_say_args out = {.k = o.out_size};
        fprintf(g->out, " %s", coup_lang_say(l, line, sizeof line, l->out_line, &out));
    }
    fputc('\n', g->out);
    lines++;
    char factions[600];
    coup_narrate_factions(factions, sizeof factions, l, &g->s,
                          (const char *const *)g->names);
    if (factions[0]) { /* R16, R17: public */
        fprintf(g->out, " %s\n", factions);
        lines++;
    }
    if (viewer >= 0 && o.nshown) {
        char list[120];
        coup_say_args sh = {.c = coup_lang_cards(l, list, sizeof list, o.shown,
                                       o.nshown)};
        fputc(' ', g->out);
        screen_say(g, l->shown_to_you, &sh);
        lines++;
    }
    return lines;
}

/* -------------------------------------------------------------- menus */

static bool in_group(const struct menu *mu, coup_move m)
{
    return (mu->level < 1 || m.type == mu->type) &&
           (mu->level < 2 || m.target == mu->target);
}

/* The key that splits the current group into entries. */
static int group_key(const struct menu *mu, coup_move m)
{
    return mu->level == 0 ? m.type : mu->level == 1 ? m.target : -1;
}

void screen_menu_build(struct menu *mu)
{
    int members = 0;
    for (int i = 0; i < mu->nlegal; i++)
        members += in_group(mu, mu->legal[i]);
    bool grouped = members > MENU_FLAT && mu->level < 2;
    mu->n = 0;
    for (int i = 0; i < mu->nlegal; i++) {
        coup_move m = mu->legal[i];
        if (!in_group(mu, m))
            continue;
        int last = mu->n - 1;
        if (grouped && last >= 0 &&
            group_key(mu, mu->legal[mu->first[last]]) == group_key(mu, m)) {
            mu->count[last]++;
            continue;
        }
        mu->first[mu->n] = i;
        mu->count[mu->n++] = 1;
    }
}

/* Cuts UTF-8 text to at most `cols` display columns. */
static void cut_to(char *s, int cols)
{
    int w = 0;
    for (char *p = s; *p; p++)
        if ((w += coup_char_columns(p)) > cols) {
            *p = '\0';
            return;
        }
}

/* Menu entries, two to a line when they fit; returns the lines written
 * (with `dry`, only counts them). */
static int menu_lines(const struct game *g, const struct menu *mu, bool dry)
{
    char labels[COUP_MAX_MOVES + 1][128];
    int n = 0, widest = 0, lines = 0;
    for (int e = 0; e < mu->n; e++, n++) {
        int group = mu->count[e] > 1 ? mu->level + 1 : 0;
        /* one implementation of the labels, the text layer's */
        coup__label(g->l, &g->s, mu->legal[mu->first[e]], g->names, group,
                    labels[n], sizeof labels[n]);
    }
    if (mu->level > 0)
        snprintf(labels[n++], sizeof labels[0], "%s", g->l->back);
    for (int e = 0; e < n; e++) /* a narrow terminal: cut, never wrapped */
        cut_to(labels[e], g->cols - 1 - 5);
    for (int e = 0; e < n; e++)
        if (width(labels[e]) > widest)
            widest = width(labels[e]);
    /* two entries to a line when they fit: 35 columns each at 80 */
    int colw = (g->cols - 10) / 2;
    int cols = widest <= colw - 1 ? 2 : 1;
    for (int e = 0; e < n; e++) {
        int number = mu->level > 0 && e == n - 1 ? 0 : e + 1;
        if (dry) {
            lines += e % cols == cols - 1 || e == n - 1;
            continue;
        }
        fputs(e % cols ? "" : " ", g->out);
        screen_color(g, C_BOLD);
        fprintf(g->out, "%3d", number);
        screen_color(g, C_RESET);
        fputc(' ', g->out);
        if (e % cols == cols - 1 || e == n - 1) {
            fprintf(g->out, "%s\n", labels[e]);
            lines++;
        } else {
            pad(g, labels[e], colw);
        }
    }
    return lines;
}

void screen_menu_print(const struct game *g, const struct menu *mu)
{
    menu_lines(g, mu, false);
}

/* --------------------------------------------------------- the screen */

/* Prints the last lines of old + fresh (each a story: lines ending in
 * '\n') that fit in `room` rows once wrapped, under a heading; the old
 * ones dimmed. */
static void events(const struct game *g, const char *old, const char *fresh,
                   int room)
{
    struct { const char *p; int len; bool old; } line[512];
    int n = 0, first, rows = 0;
    const char *texts[2] = {old ? old : "", fresh ? fresh : ""};
    for (int t = 0; t < 2; t++)
        for (const char *p = texts[t]; *p;) {
            const char *nl = strchr(p, '\n');
            int len = nl ? (int)(nl - p) : (int)strlen(p);
            if (n == 512) { /* keep the last ones */
                memmove(line, line + 1, sizeof line - sizeof *line);
                n--;
            }
            line[n].p = p;
            line[n].len = len;
            line[n++].old = t == 0;
            p += len + (nl != NULL);
        }
    for (first = n; first > 0; first--) {
        char one[600];
        snprintf(one, sizeof one, "%.*s", line[first - 1].len,
                 line[first - 1].p);
        int k = wrap_lines(g, one, 2, true);
        if (rows + k > room - 1)
            break;
        rows += k;
    }
    if (first == n)
        return;
    screen_color(g, C_DIM);
    fprintf(g->out, " %s\n", g->l->happened);
    screen_color(g, C_RESET);
    for (int i = first; i < n; i++) {
        char one[600];
        snprintf(one, sizeof one, "%.*s", line[i].len, line[i].p);
        if (line[i].old)
            screen_color(g, C_DIM);
        screen_wrap(g, one, 2);
        if (line[i].old)
            screen_color(g, C_RESET);
    }
}

/* The whole screen for the person at `seat`: table, what happened since
 * they last looked, what they must decide, the menu. */
void screen_draw(struct game *g, int seat, const struct menu *mu)
{
    const coup_lang *l = g->l;
    char what[200], ask[240], hint[240];
    long *seen = seat >= 0 ? &g->mark[seat] : &g->mark_all;
    coup_narrate_to_move(what, sizeof what, l, &g->s, g->names);
    snprintf(ask, sizeof ask, " %s.", what);
    snprintf(hint, sizeof hint, " %s", l->hint);
    screen_measure(g);
    screen_clear(g);
    int used = screen_table(g, seat);
    if (g->screen) {
        /* The latest events that fit between the table and what comes
         * under them (the question, the menu, the hint, the prompt and a
         * spare row; a spectator has only the question): those since this
         * person last decided, after a few dimmed older ones for context. */
        long from = g->nsteps > 80 ? g->nsteps - 80 : 0;
        long mark = *seen > from ? *seen : from;
        char *old = screen_story(g, from, mark, seat, false);
        char *fresh = screen_story(g, mark, g->nsteps, seat, false);
        int below = wrap_lines(g, ask, 0, true) +
                    (mu ? menu_lines(g, mu, true) + wrap_lines(g, hint, 0, true)
                        : 1) + 2;
        events(g, old, fresh, g->rows - used - below);
        free(old);
        free(fresh);
    }
    *seen = g->nsteps;
    screen_color(g, C_YELLOW);
    screen_wrap(g, ask, 0);
    screen_color(g, C_RESET);
    if (!mu) /* a spectator: no decision */
        return;
    screen_menu_print(g, mu);
    screen_color(g, C_DIM);
    screen_wrap(g, hint, 0);
    screen_color(g, C_RESET);
}

/* One line saying what was wrong with the input. */
void screen_complain(const struct game *g, const char *tmpl,
                     const coup_say_args *v)
{
    screen_color(g, C_RED);
    screen_say(g, tmpl, v);
    screen_color(g, C_RESET);
}

void screen_block(struct game *g, const char *text)
{
    fputc('\n', g->out);
    screen_wrap(g, text, 1);
    fputc('\n', g->out);
}
