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
 *     {N}      the plain number {m} as coins, with its noun ("5 coins")
 *     {s}      any other text (a file name, a word typed)
 *
 * lang_say() fills a template. A table that misses a field is a bug: the
 * tests check that every field of every table is set.
 */
#ifndef COUP_CLI_LANG_H
#define COUP_CLI_LANG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include <coup/coup.h>

/* The words a person may type, in the order of lang.word[]. */
enum lang_word {
    LW_INCOME, LW_FOREIGN_AID, LW_TAX, LW_EXCHANGE, LW_COUP, LW_ASSASSINATE,
    LW_STEAL, LW_EXAMINE, LW_PASS, LW_CHALLENGE, LW_BLOCK, LW_PROVE,
    LW_CONCEDE, LW_LOSE, LW_KEEP, LW_SHOW, LW_GIVEBACK, LW_SWAP, LW_PICK,
    LW_HELP, LW_RULES, LW_LOG, LW_QUIT, LW_BACK, LW_N
};

typedef struct lang {
    const char *code; /* "en" */
    const char *name; /* "English", in its own language */

    /* ------------------------------------------------------ nouns */
    const char *card[COUP_NCARDS]; /* as in the rulebook */
    const char *coin, *coins;      /* "coin", "coins" */
    const char *card1, *cards;     /* "card", "cards" */
    const char *and_;              /* " and " between the last two items */
    /* The same before a word whose sound starts with "i" (i-, hi- not
     * followed by a vowel): Spanish writes "Duque e Inquisidor". Every other
     * table repeats and_. */
    const char *and_i;
    /* Two cards of one character, as a list: "both Captains". */
    const char *both[COUP_NCARDS];
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
    /* The set-up menu's word for no human seat (English "none" is always
     * accepted too). */
    const char *setup_none;

    /* ----------------------------------------- errors of the command */
    /* {m}: the last seat, {s}: what was typed. */
    const char *bad_seats;
    const char *bad_bots;          /* {s}: what was typed */
    const char *bad_players;       /* {s}: what was typed (not 2-10) */
    const char *bad_first;         /* {m}: the last seat, {s}: what was typed */
    /* {s}: the word typed after "rules". */
    const char *rules_unknown;
    const char *too_small;         /* {s}: "80x24"; the terminal is smaller */

    /* --------------------------------------------- words one types */
    /* What a person may type in this language besides English, indexed by
     * lang_word: '|' between alternatives, a blank inside one ("aiuto
     * estero"), all lower case; accents are optional when typed. */
    const char *word[LW_N];
    /* The words that name each rules section R1..R15 after "rules" (index
     * 0 unused, ""), blank-separated, lower case. */
    const char *topic[16];

    /* ------------------------------------------ help and the rules */
    const char *help_commands;     /* the words one can type */
    /* What applies now, for each phase where a person decides; read
     * through lang_help(), which picks the texts below where one phase
     * serves several actions. */
    const char *help[COUP_NPHASES];
    const char *help_show_hand;    /* SHOW under a declared Coup/Assassinate (R10) */
    const char *help_keep_inquisitor; /* KEEP after an Inquisitor's Exchange (R12) */
    const char *help_keep_r10;     /* KEEP after a declared action missed (R10) */
    /* The summary card, several lines, read through lang_rules_card(): a
     * line starting "[A]" is only for games with the Ambassador, "[I]" only
     * for games with the Inquisitor (R12). */
    const char *rules;
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

/* The rules card (the `rules` command's summary), for a game with or
 * without the Inquisitor (R12): the Inquisitor's line only when it is in
 * play, the Ambassador's only when not. Writes into buf[n], returns buf. */
const char *lang_rules_card(const lang *l, bool inquisitor, char *buf,
                            size_t n);

/* Section R<r> (1..15) of the rules, in l's language where it has a
 * translation of that section, otherwise English: the markdown of
 * docs/rules.md (and docs/rules.it.md, rules.pt.md, rules.es.md) embedded
 * in the program at build time. The text runs from the "## R<r> " heading
 * to the next "## " heading, not NUL-terminated there: *len gets its
 * length. NULL for r out of range. */
const char *lang_rules_text(const lang *l, int r, size_t *len);

/* The help text for the decision pending in s: one text per action (the
 * declared Coup's show-your-hand has its own, not Examine's). "" where
 * nobody decides. */
const char *lang_help(const lang *l, const coup_state *s);

/* The embedded markdown, generated at build time (CMakeLists.txt): pairs
 * of a language code and its rules text (NULL where the file is missing),
 * ending with a NULL code. */
extern const char *const lang_rules_docs[];

#endif
