/*
 * input.h - what a person typed at a decision of `coup play`.
 *
 * A line is a command word (help, rules, log, quit, back), the number of a
 * menu entry, or a move in the text form of coup.h ("steal 2"), in which a
 * seat may also be named by its player's name ("steal Haig"). The parser
 * only reads; whether the move is legal is the engine's to say. The lists
 * given to `--bots` and `--seat` (or typed in the set-up menu) are read
 * here too, and so is the language the environment asks for (LANG).
 */
#ifndef COUP_CLI_INPUT_H
#define COUP_CLI_INPUT_H

#include <stdbool.h>

#include <coup/coup.h>

#include <coup/text.h>

enum input_kind {
    IN_EMPTY,      /* a blank line: show the screen again */
    IN_HELP,       /* help, ? */
    IN_RULES,      /* rules [section]: *choice 0, 1..15, or -1 (unknown) */
    IN_LOG,        /* log */
    IN_QUIT,       /* quit, exit, q */
    IN_BACK,       /* back, or 0 inside a group (can_back) */
    IN_CHOICE,     /* a number in 1..choices: *choice */
    IN_MOVE,       /* a move: *m (not judged) */
    IN_BAD_NUMBER, /* a number, out of range */
    IN_BAD_WORD    /* none of the above */
};

/* Reads `line` (NUL-terminated; blanks around it ignored). names[0..players)
 * are the seats' names (may be NULL). The words of l's language (l->word,
 * l->card: "sfida", "blocca capitano") are understood as well as English;
 * case and accents don't matter. For IN_RULES, *choice is 0 for a bare
 * "rules", the section 1..15 for "rules R6", "rules 6", "rules challenge"
 * or "regole sfida", and -1 for a word that names no section. Returns an
 * input_kind. */
int input_parse(const coup_lang *l, const char *line, int choices, bool can_back,
                const char *const names[], int players, int *choice,
                coup_move *m);

/* Longest bot spec, with its NUL. */
#define INPUT_SPEC_MAX 64

/* The bot specs of a comma-separated list ("heuristic:bluff=0.3,random";
 * a piece "key=value" continues the spec before it) into specs[0..max).
 * Returns the count, or -1 for an empty list or piece, a spec longer than
 * INPUT_SPEC_MAX - 1, or more than max specs. */
int input_bot_specs(const char *list, char specs[][INPUT_SPEC_MAX], int max);

/* The seats of "0" or "0,2", each in 0..players-1 and named once, as a bit
 * per seat in *bits. Returns 0, or -1 for anything else, such as "0,0"
 * (*bits then unchanged). */
int input_seats(const char *text, int players, unsigned *bits);

/* The language of the environment: the first of LC_ALL, LC_MESSAGES and
 * LANG that is set and not empty, read by coup_lang_of_locale() (English
 * if none of ours); English when none is set. */
const coup_lang *input_lang_env(void);

#endif
