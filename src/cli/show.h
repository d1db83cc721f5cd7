/*
 * show.h - printing a whole game state, for people (text) and programs
 * (JSON).
 *
 * Both views are omniscient: every card is named, face down or not. Names:
 * `names` is either NULL (seats are called "seat 2") or an array with one
 * name per seat.
 */
#ifndef COUP_CLI_SHOW_H
#define COUP_CLI_SHOW_H

#include <stdio.h>

#include <coup/coup.h>
#include <coup/record.h>

/* A table with one row per seat (name, coins, alive or exiled, face-down
 * and face-up cards), then the Court per character, the cards out of the
 * game (R11), an Exchange in progress, who is to move and the winner. */
void show_state(FILE *f, const coup_state *s, const char *const names[]);

/* What each seat did over a game (coup_stats_add()): a line a seat,
 *   "   0  Natasha  claims 5 (bluffs 2, caught 1), challenges 3 (won 2),
 *    blocks 1, coins taken 9, cards taken 2". */
void show_stats(FILE *f, const coup_seat_stats st[], int players,
                const char *const names[]);

/* One JSON object on one line, then a newline:
 *   {"players":[{"seat":0,"name":"Natasha","coins":1,"alive":true,
 *     "hidden":["contessa","duke"],"revealed":[],
 *     "did":{"claims":5,"bluffs":2,"bluffs_caught":1,"challenges":3,
 *            "challenges_won":2,"blocks":1,"coins":9,"cards_taken":2}},
 *    ...],
 *    "court":{"duke":1,...},"court_size":9,"to_move":2,"winner":null,
 *    "moves":57}
 * "name" is null without names; "court" lists the characters in play;
 * "to_move" is a seat, "chance" or null (game over); "winner" a seat or
 * null. "moves" (the moves played) is left out when moves < 0. "did" is
 * st[seat], as show_stats() prints it. */
void show_state_json(FILE *f, const coup_state *s, const char *const names[],
                     long moves, const coup_seat_stats *st);

/* The coup_text_sink that prints: `line` and a newline on the FILE *file. */
void show_line(void *file, const char *line);

/* s as a JSON string literal, quotes included, escaped per RFC 8259. */
void show_json_string(FILE *f, const char *s);

#endif
