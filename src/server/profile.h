/*
 * profile.h: a player's statistics, from the records of the games it
 * played.
 *
 * The caller (the hub, over the store) gives an account's finished games
 * one at a time, newest first, as the store lists them: each with its
 * id, when it finished, its whole record (docs/record-format.md), the
 * seat the account played and the account of every seat. profile_add()
 * replays the record through the engine and keeps what the statistics
 * need; profile_json() writes them. Everything is counted from the
 * records alone, never from what a client said. Pure: no I/O, no
 * printing, no clock; the names of accounts come from the caller.
 *
 * The statistics (keys of profile_json()'s object):
 *
 *   games     the games added.
 *   wins      the games the player's seat won.
 *   streaks   over the games in time order (the reverse of the order
 *             added): "current" is the length of the newest run of wins
 *             or of losses (a loss is a game not won), "current_kind"
 *             "win" or "loss" (null, and current 0, with no game);
 *             "best_win" the longest run of wins, "worst_loss" the
 *             longest run of losses.
 *   figures   the sum over the games of coup_stats_add()'s figures for
 *             the player's seat (record.h, "a game's figures"), so they
 *             agree with `coup replay` of the same records: claims,
 *             bluffs, bluffs_caught, challenges, challenges_won, blocks,
 *             cards_lost, cards_taken, coins_income, coins_aid,
 *             coins_tax, coins_steal, coins_embezzle, steals, actions,
 *             and claims_of, the claims by character under the record
 *             format's card names (duke ... inquisitor).
 *   achievements  per bit of coup_achievements(), the games that earned
 *             it: no_bluff, comeback, untouched, bluff_master, sharp_eye.
 *   fewest_turns_win  of the games won, the fewest turns the player
 *             took (coup_seat_stats.actions); null if none was won.
 *   opponents every other account met (accounts[s] > 0 at a seat s other
 *             than the player's, and not the player's own account):
 *             "games" together and "ahead", the games the player
 *             finished ahead of it (a smaller place); by games, most
 *             first, then by name (bytes), then by id; at most
 *             PROFILE_OPPONENTS_MAX. An account at two seats of a game
 *             counts once, ahead when the player finished ahead of both.
 *   recent    the newest recent_max games (at most PROFILE_RECENT_MAX):
 *             id, finished, players, the player's place, rated, the
 *             names the record gives the seats (null each if it gives
 *             none) and the player's seat.
 *
 * A place is 1 for the winner, then the reverse order of exile: the last
 * seat exiled is 2nd, the first exiled last. Seats exiled by the same
 * move, or already exiled in a record that starts from a position, are
 * placed in seat order among themselves (the lower seat ahead).
 *
 * A profile holds about half a kilobyte per game added.
 */
#ifndef COUP_SERVER_PROFILE_H
#define COUP_SERVER_PROFILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <jansson.h>

#define PROFILE_OPPONENTS_MAX 50 /* opponents listed at most */
#define PROFILE_RECENT_MAX 100   /* recent games listed at most */

typedef struct profile profile;

/* An empty profile (no game), or NULL when memory runs out. */
profile *profile_new(void);
/* Frees p (NULL is fine). */
void profile_free(profile *p);

/* Adds one finished game, given newest first: its id (> 0), when it
 * finished (unix seconds: shown, not used to order), its record
 * record[0..len), the seat the player had and the account of each seat,
 * accounts[0..players) (0 for a guest's or a bot's), and whether it was
 * rated. Returns 0; or -1 with p unchanged and the reason in why[n]
 * (why may be NULL): not a record, a record that does not replay, a game
 * not over, a seat not in the game, an id not > 0 or already added (a
 * game counts once, for the seat first given), or memory short. */
int profile_add(profile *p, int64_t game, int64_t finished_s,
                const char *record, size_t len, int seat,
                const int64_t accounts[], bool rated, char *why, size_t n);

/* The games added. */
int profile_games(const profile *p);

/* Calls fn(ctx, account) once for every other account met (see
 * "opponents" above), in increasing id order, so that the caller can look
 * up their current names before profile_json(). Returns how many, or -1
 * when memory runs out (fn not called). */
typedef void profile_account_fn(void *ctx, int64_t account);
int profile_opponents(const profile *p, profile_account_fn *fn, void *ctx);

/* The current name of `account`, or NULL for an account that is no more
 * (it is then left out of "opponents"). The string need live only until
 * the next call. */
typedef const char *profile_name_fn(void *ctx, int64_t account);

/* The statistics as a new JSON object, keys in this order: "games",
 * "wins", "streaks", "figures", "achievements", "fewest_turns_win",
 * "opponents", "recent" (the caller adds "name", "since", "ratings"
 * itself). name (may be NULL: no opponents are listed) names the
 * opponents; recent_max (clamped to 0..PROFILE_RECENT_MAX) says how many
 * recent games to list. NULL when memory runs out. */
json_t *profile_json(const profile *p, profile_name_fn *name, void *ctx,
                     int recent_max);

#endif
