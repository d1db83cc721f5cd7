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

/* What each seat did over a game (coup_stats_add()), in lines of at most
 * 80 columns, four a seat (the third only if it claimed a character):
 *   "   0  Natasha  turns 14, cards taken 3, cards lost 1 (the game's first)
 *          claims 11 (bluffs 1, caught 0), blocks 1, challenges 1 (won 0)
 *          claimed Duke 4, Assassin 2, Captain 5
 *          coins taken 21: Income 2, Tax 9, Steal 10 (5 steals)"
 * (only the sources that brought coins), then, if the seat `winner` (or
 * -1) earned any (coup_achievements()), "Achievements of Natasha:
 * comeback, sharp eye". */
void show_stats(FILE *f, const coup_seat_stats st[], int players,
                const char *const names[], int winner);

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
 * st[seat]'s first eight figures (not yet claims_of, the coins by source,
 * steals, cards_lost, actions, first_loss, which show_stats() prints). */
void show_state_json(FILE *f, const coup_state *s, const char *const names[],
                     long moves, const coup_seat_stats *st);

/* The coup_text_sink that prints: `line` and a newline on the FILE *file. */
void show_line(void *file, const char *line);

/* s as a JSON string literal, quotes included, escaped per RFC 8259. */
void show_json_string(FILE *f, const char *s);

#endif
