/*
 * label.h - the one implementation of the menu labels of moves, inside the
 * project: coup_label() (text.h) for one move, and the terminal's menus
 * (src/cli/screen.c), which also label a group of moves.
 */
#ifndef COUP_TEXT_LABEL_H
#define COUP_TEXT_LABEL_H

#include <stddef.h>

#include <coup/text.h>

/* The label of move m as coup_label() gives it (group 0), or of the group
 * of legal moves of m's kind (group 1: "Steal from ...") or of m's kind and
 * target (group 2: "Coup Haig, naming ..."), whose other fields read "...".
 * Writes into buf[n] (always NUL-terminated), returns buf. */
char *coup__label(const coup_lang *l, const coup_state *s, coup_move m,
                  const char *const names[], int group, char *buf, size_t n);

#endif
