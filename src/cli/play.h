/*
 * play.h - what the two halves of `coup play` share: the game being
 * played (play.c drives it) and the screen a person sees (screen.c draws
 * it).
 */
#ifndef COUP_CLI_PLAY_H
#define COUP_CLI_PLAY_H

#include <stdbool.h>
#include <stdio.h>

#include <coup/bots.h>
#include <coup/record.h>
#include <coup/rng.h>

#include <coup/text.h>

/* The screen is laid out for 80x24; a smaller terminal gets a compact
 * layout (screen_measure). */
#define SCREEN_ROWS 24
#define SCREEN_COLS 80
#define MENU_FLAT 9 /* more legal moves than this: grouped menus */

/* One move of the game: the state before it, who made it, the move. */
struct step {
    coup_state before;
    int mover;
    coup_move m;
};

/* The game being played, its people and bots, and how to show it. */
struct game {
    const coup_lang *l;
    coup_options o;
    coup_state s;
    coup_rng chance, rng[COUP_MAX_PLAYERS];
    coup_bot *bot[COUP_MAX_PLAYERS]; /* NULL for a person */
    char namebuf[COUP_MAX_PLAYERS][COUP_RECORD_NAME_MAX + 1];
    const char *names[COUP_MAX_PLAYERS];
    int nhumans, human1;     /* how many people; the first one's seat
                                (-1: none, bots only, watched) */
    struct step *steps;
    long nsteps, cap;
    long mark[COUP_MAX_PLAYERS]; /* steps already shown to each person */
    long mark_all;           /* ... and to a spectator (no person) */
    int shown_to;            /* the person the screen shows, or -1 */
    bool screen, color, fast, echo;
    int cols, rows;          /* the screen's size, at most 80x24 */
    FILE *in, *out;
    const char *record_path; /* --record, or path_buf */
    char path_buf[96];       /* without --record: coup-DATE-TIME.rec */
};

/* The menu of a decision: the legal moves, in groups when there are many
 * (first by kind of move, then by target). */
struct menu {
    coup_move legal[COUP_MAX_MOVES];
    int nlegal;
    int level, type, target;  /* the group opened: level 0, 1 or 2 */
    int n;                    /* entries */
    int first[COUP_MAX_MOVES], count[COUP_MAX_MOVES];
};

/* The colours of screen_color(). */
enum { C_RESET, C_BOLD, C_DIM, C_RED, C_GREEN, C_YELLOW, C_TITLE, C_CROSS };

/* Reads the terminal's size into g->cols and g->rows (a pipe or
 * a file: 80x24). Called before each screen, so that a resized terminal is
 * followed. */
void screen_measure(struct game *g);
/* Colour (only when g->color). */
void screen_color(const struct game *g, int c);
/* Clears the terminal (only when g->screen). */
void screen_clear(const struct game *g);
/* Text indented and wrapped at the screen's width; returns the lines. */
int screen_wrap(const struct game *g, const char *text, int indent);
/* A template of g's language, filled and wrapped. */
void screen_say(const struct game *g, const char *tmpl, const coup_say_args *v);
/* The same, in red: what was wrong with the input. */
void screen_complain(const struct game *g, const char *tmpl,
                     const coup_say_args *v);
/* A block of text (help, rules, log) between blank lines. */
void screen_block(struct game *g, const char *text);
/* steps[from..to) told as `viewer` sees them (without the deal and the
 * passes unless `all`): a malloc'd text, or NULL. */
char *screen_story(const struct game *g, long from, long to, int viewer,
                   bool all);
/* The table (every seat's coins and cards) as `viewer` sees it (a seat, or
 * COUP_NARRATE_ALL: every card, for a spectator); returns the lines written. */
int screen_table(const struct game *g, int viewer);
/* The entries of mu for its open group (mu->legal, level, type, target). */
void screen_menu_build(struct menu *mu);
void screen_menu_print(const struct game *g, const struct menu *mu);
/* The whole screen of a decision for the person at `seat`; with seat
 * COUP_NARRATE_ALL and no menu, what a spectator sees. */
void screen_draw(struct game *g, int seat, const struct menu *mu);

#endif
