/*
 * narrate.h - what happened, in plain English, one line per event.
 *
 * Used by `coup replay` (an omniscient view: every card is named) and by
 * any driver that tells a game as it goes. Names: `names` is either NULL
 * (seats are called "seat 2") or an array with one name per seat.
 */
#ifndef COUP_CLI_NARRATE_H
#define COUP_CLI_NARRATE_H

#include <stddef.h>
#include <stdio.h>

#include <coup/coup.h>

/* Tells move m, made by `seat` (COUP_CHANCE for a chance outcome) in state
 * `before`, and what followed from it (coins gained or returned, a card
 * turned up, an exile, the winner): one or more full lines on f. m must be
 * legal in `before`. */
void narrate(FILE *f, const coup_state *before, int seat, coup_move m,
             const char *const names[]);

/* Who is to move in s and what they have to decide, as a phrase without a
 * final full stop: "Sacha to challenge or pass on Haig's claim of Duke",
 * "chance to draw a card for Natasha", "nobody: Haig won". */
void narrate_to_move(char *buf, size_t n, const coup_state *s,
                     const char *const names[]);

/* A character's name as written in prose: "Duke", "Ambassador". */
const char *narrate_card(int card);

/* A seat's name: names[seat], or "seat 2" (capital = 1: "Seat 2"), into
 * buf[n]; returns buf. */
const char *narrate_seat(char *buf, size_t n, int seat,
                         const char *const names[], int capital);

#endif
