/*
 * lang.h - every word a person reads in `coup play` and `coup replay`, one
 * table per language: English, Italian, Portuguese and Spanish, the
 * languages of the rulebooks, with the characters named as each rulebook
 * names them (Duke, Duca, Duque, ...).
 *
 * Sentences are templates with placeholders, so that each language orders
 * its words its own way:
 *
 *     {A} {T}  a seat's name (the subject, the other seat); lower-case {a}
 *              {t} give "seat 2" instead of "Seat 2" for unnamed seats
 *     {c} {d}  a card, or a list of cards ("Duke and Contessa")
 *     {x}      an action as a noun ("steal", "Foreign Aid")
 *     {n}      a number of coins with its noun ("1 coin", "3 coins")
 *     {k}      a number of cards with its noun ("1 card", "2 cards")
 *     {m}      a plain number
 *     {s}      any other text (a file name, a word typed)
 *
 * lang_say() fills a template. A table that misses a field is a bug: the
 * tests check that every field of every table is set.
 */
#ifndef COUP_CLI_LANG_H
#define COUP_CLI_LANG_H

#include <stddef.h>
#include <stdio.h>

#include <coup/coup.h>

typedef struct lang {
    const char *code; /* "en" */
    const char *name; /* "English", in its own language */

    /* ------------------------------------------------------ nouns */
    const char *card[COUP_NCARDS]; /* as in the rulebook */
    const char *coin, *coins;      /* "coin", "coins" */
    const char *card1, *cards;     /* "card", "cards" */
    const char *and_;              /* " and " between the last two items */
    const char *seat;              /* "seat" ("seat 2" for unnamed seats) */
    const char *seat_up;           /* "Seat" */
    /* An action as a noun, after "blocks the" or "the ... fails":
     * indexed by coup_move_type (INCOME..EXAMINE, others unused). */
    const char *action[COUP_MV_PASS];

    /* ----------------------------------------- narration of moves */
    const char *start;             /* {A} is drawn to start the game. */
    const char *pick, *pick_hidden;
    const char *dealt, *dealt_hidden;
    const char *draws, *draws_hidden;
    const char *income;            /* {A} takes Income (now {n}). */
    const char *foreign_aid;
    const char *tax;               /* {c}: the Duke */
    const char *exchange;          /* {c}: Ambassador or Inquisitor */
    const char *coup, *coup_named; /* {d}: the declared card (R10) */
    const char *assassinate, *assassinate_named;
    const char *steal, *examine;
    const char *challenge, *no_challenge;
    const char *prove;
    const char *concede_has;       /* omniscient: held but not shown */
    const char *cannot_prove;      /* omniscient: not held */
    const char *does_not_prove;    /* what the other seats see */
    const char *lose;              /* {A} loses {c}. */
    const char *block, *no_block;  /* {c}: the card, {x}: the action */
    const char *keep, *keep_returns, *keep_hidden;
    const char *show_examine, *show_examine_hidden;
    const char *reveal;            /* R10: {c} the shown hand */
    const char *giveback, *giveback_hidden;
    const char *swap, *swap_hidden;
    const char *illegal;           /* {A} plays '{s}', which is not legal */

    /* ---------------------------------------- what followed a move */
    const char *not_held;          /* R10: {c} named, {x} the action */
    const char *block_stands;      /* {x}: the action that fails */
    const char *exiled;
    const char *duel_start;        /* R11: {A} starts with {n} */
    const char *steal_takes;       /* {A} takes {n} from {t} (now {m}). */
    const char *refund;            /* {A} gets the 3 coins back (now {m}) */
    const char *gains, *loses_coins;
    const char *to_treasury1, *to_treasury; /* an exile's coins (R15.1) */
    const char *r10_exchange;
    const char *wins;

    /* ----------------------------------- who is to move, as phrases */
    const char *tm_over;           /* nobody: {a} won */
    const char *tm_start, *tm_deal, *tm_redraw, *tm_draw;
    const char *tm_pick, *tm_action, *tm_challenge, *tm_prove, *tm_lose;
    const char *tm_block, *tm_keep, *tm_show_examine, *tm_show_hand;
    const char *tm_examine;

    /* ----------------------------------------- menu labels of moves */
    const char *m_income, *m_foreign_aid, *m_tax, *m_exchange;
    const char *m_coup, *m_coup_named;       /* {t} target, {d} card */
    const char *m_assassinate, *m_assassinate_named;
    const char *m_steal, *m_examine;
    const char *m_pass_challenge, *m_challenge;
    const char *m_pass_block, *m_block;     /* {c}: the card claimed */
    const char *m_prove, *m_concede;        /* {c}: the claimed card */
    const char *m_lose, *m_keep, *m_show, *m_pick;
    const char *m_giveback, *m_swap;        /* {c}: the shown card */

    /* ------------------------------------------------ the screen */
    const char *title;             /* "Coup" header: {m} the turn */
    const char *col_name, *col_coins, *col_cards;
    const char *you;               /* "(you)" after the human's name */
    const char *exiled_mark;       /* in the table: "exiled" */
    const char *court_line;        /* Court: {k}; out of the game: ... */
    const char *out_line;          /* R11: {k} out of the game */
    const char *shown_to_you;      /* "Shown to you: {c}" */
    const char *happened;          /* "What happened:" */
    const char *hint;              /* number, move, help, log, rules, quit */
    const char *prompt;            /* "> " */
    const char *back;              /* menu entry that goes back: "back" */

    /* ------------------------------------------------- bad input */
    const char *bad_number;        /* {m}: the highest number */
    const char *bad_word;          /* {s}: what was typed */
    const char *bad_move;          /* {s}: the move; not legal now */

    /* ----------------------------------------- hot-seat and the end */
    const char *pass_keyboard;     /* {A}: the next human */
    const char *press_enter;
    const char *game_over;         /* {A} wins the game. */
    const char *saved;             /* {s}: the record's path */
    const char *replay_hint;       /* {s}: the path */
    const char *interrupted;       /* the game stopped before its end */
    const char *save_failed;       /* {s}: path and reason */
    const char *bye;

    /* ---------------------------------------------------- setup menu */
    const char *setup_title;
    const char *setup_players;     /* {m} */
    const char *setup_humans;      /* {s}: the human seats */
    const char *setup_bots;        /* {s}: the bot specs */
    const char *setup_option[4];   /* the four COUP_OPT_ flags, in order */
    const char *setup_first;       /* {s}: the starting seat */
    const char *setup_random;      /* "drawn at random" */
    const char *setup_ask_first;   /* {m}: the last seat */
    const char *setup_lang;        /* {s}: the language's name */
    const char *setup_on, *setup_off;
    const char *setup_start;       /* "Enter: start" */
    const char *setup_ask_players; /* "How many players (2-10)?" */
    const char *setup_ask_humans;  /* "Human seats (e.g. 0 or 0,2)?" */
    const char *setup_ask_bots;    /* "Bots (e.g. heuristic,random)?" */
    const char *setup_draft_two;   /* the draft needs two players */

    /* ------------------------------------------ help and the rules */
    const char *help_commands;     /* the words one can type */
    /* What applies now, for each phase where a person decides. */
    const char *help[COUP_NPHASES];
    const char *rules;             /* the summary card, several lines */
} lang;

extern const lang lang_en, lang_it, lang_pt, lang_es;
/* The tables, NULL-terminated. */
extern const lang *const langs[];

/* The table for "en", "it", "pt" or "es" (also "en_GB.UTF-8"-style
 * locale names); NULL if none. */
const lang *lang_find(const char *code);

/* The language of the environment (LC_ALL, LC_MESSAGES, LANG), English if
 * none of ours. */
const lang *lang_default(void);

/* The values a template may use; NULL fields are written as "?". */
typedef struct say_args {
    const char *A, *T, *a, *t; /* seat names, capitalised and not */
    const char *c, *d, *x, *s;
    int n, k, m;               /* coins, cards, plain number */
} say_args;

/* Fills template `tmpl` into buf[n] (always NUL-terminated, truncated if
 * need be); returns buf. */
char *lang_say(const lang *l, char *buf, size_t n, const char *tmpl,
               const say_args *v);

/* "Duke", "Duke and Contessa", "Duke, Captain and Contessa": cards[0..n)
 * joined in the language, into buf[size]; returns buf. */
char *lang_cards(const lang *l, char *buf, size_t size, const uint8_t *cards,
                 int n);

/* 1 if every field of l is set (unused slots hold ""), else 0 with the
 * index of the first missing field (in declaration order) in *missing.
 * The tests call it for every table. */
int lang_complete(const lang *l, int *missing);

#endif
