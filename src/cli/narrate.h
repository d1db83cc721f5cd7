/*
 * narrate.h - what happened, in plain words, one line per event, in any
 * of the languages of lang.h.
 *
 * Used by `coup replay` (an omniscient view: every card is named) and by
 * `coup play`, which tells each person only what their seat may see (R9):
 * the masking comes from coup_observe() and coup_observe_move(), the one
 * place that decides visibility. Names: `names` is either NULL (seats are
 * called "seat 2") or an array with one name per seat.
 */
#ifndef COUP_CLI_NARRATE_H
#define COUP_CLI_NARRATE_H

#include <stddef.h>
#include <stdio.h>

#include <coup/coup.h>

#include "cli/lang.h"

/* The viewer that sees every card (replays, the arena's records). */
#define NARRATE_ALL (-1)
/* The viewer that sees only what is public (R9): a spectator. */
#define NARRATE_PUBLIC (-2)

/* Tells move m, made by `seat` (COUP_CHANCE for a chance outcome) in state
 * `before`, and what followed from it (coins gained or returned, a card
 * turned up, an exile, the winner), as `viewer` sees it: NARRATE_ALL,
 * NARRATE_PUBLIC or a seat. One or more full lines on f. */
void narrate(FILE *f, const lang *l, const coup_state *before, int seat,
             coup_move m, const char *const names[], int viewer);

/* Only what followed move m (the lines of narrate() after the first):
 * for a pass, the block that stands or the coins an action brought. */
void narrate_effects(FILE *f, const lang *l, const coup_state *before,
                     coup_move m, const char *const names[], int viewer);

/* Who is to move in s and what they have to decide, as a phrase without a
 * final full stop: "Sacha to challenge or pass on Haig's claim of Duke",
 * "chance to draw a card for Natasha", "nobody: Haig won". Reveals nothing
 * hidden. */
void narrate_to_move(char *buf, size_t n, const lang *l, const coup_state *s,
                     const char *const names[]);

/* A character's name in English prose: "Duke", "Ambassador". */
const char *narrate_card(int card);

/* A seat's name: names[seat], or "seat 2" (capital = 1: "Seat 2"), into
 * buf[n]; returns buf. */
const char *narrate_seat(char *buf, size_t n, const lang *l, int seat,
                         const char *const names[], int capital);

#endif
