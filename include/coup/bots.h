/*
 * bots.h - players: one interface for every policy, from random to strong.
 *
 * A bot sees only what its seat may see (docs/rules.md R9): the seat's
 * observation (coup_observe), the moves of the game as the seat saw them
 * (coup_observe_move), the legal moves when it must decide, and an RNG it is
 * given. It may keep memory across a game (what it has inferred). For a
 * given seed a bot is deterministic.
 *
 * A bot is named by a spec: "NAME" or "NAME:key=value,key=value", e.g.
 * "heuristic:bluff=0.3". coup_bot_new() parses it.
 */
#ifndef COUP_BOTS_H
#define COUP_BOTS_H

#include <stdbool.h>
#include <stddef.h>

#include <coup/coup.h>
#include <coup/rng.h>

#ifdef __cplusplus
extern "C" {
#endif

/* One kind of bot. `mem` is `size` bytes owned by the caller, zeroed before
 * configure(); it holds the parameters and the per-game memory. */
typedef struct coup_bot_kind {
    const char *name;    /* "random", "honest", "heuristic", ... */
    const char *summary; /* one line for --help */
    const char *params;  /* "bluff=0.3 (0..1) ..." for --help, or "" */
    size_t size;
    /* false: the bot needs no observation; choose() gets o == NULL and
     * see() is never called (saves the driver the work: random). */
    bool observes;
    /* Reads one parameter; 0, or -1 with a reason in why[]. Called once
     * per key=value of the spec, after the memory was zeroed and before
     * any game. A kind without parameters may leave it NULL. */
    int (*configure)(void *mem, const char *key, const char *value,
                     char *why, size_t n);
    /* A new game begins: o is the seat's first observation. Must reset
     * every per-game field (parameters stay). What a bot learnt of its
     * opponents may outlive the game: `search` carries it to the next
     * game of a match, knowing each opponent by its place at the table
     * relative to its own. A driver whose players change makes a new bot
     * (the arena at each match, the server when a seat changes hands). */
    void (*start)(void *mem, const coup_obs *o);
    /* A move was applied: `before` is this seat's observation just before
     * it, `mover` the seat that made it (COUP_CHANCE for chance), `seen`
     * the move as this seat sees it. Called for every move, own ones too.
     * May be NULL. */
    void (*see)(void *mem, const coup_obs *before, int mover, coup_move seen);
    /* This seat must decide: one of legal[0..n) (n >= 1). */
    coup_move (*choose)(void *mem, const coup_obs *o, const coup_move *legal,
                        int n, coup_rng *rng);
} coup_bot_kind;

/* A configured bot: its kind and its memory. */
typedef struct coup_bot {
    const coup_bot_kind *kind;
    char spec[64];
    void *mem;
} coup_bot;

/* The built-in kinds, NULL-terminated. */
extern const coup_bot_kind *const coup_bot_kinds[];

/* A bot from a spec; NULL with a reason (unknown name, bad parameter, out
 * of memory). Free with coup_bot_free(). */
coup_bot *coup_bot_new(const char *spec, char *why, size_t n);
void coup_bot_free(coup_bot *b);

/* The move bot b chooses in s, where it is to decide (its seat is
 * coup_to_move(s)): what it sees of s, the legal moves, its RNG. */
coup_move coup_bot_choose(coup_bot *b, const coup_state *s, coup_rng *rng);

/* Tells the bots of bots[0..n) (bots[p] plays seat p; NULL: nobody's bot)
 * that `mover` (COUP_CHANCE for chance) made move m in state `before`, each
 * as its seat sees it. Bots that do not observe are skipped. */
void coup_bots_see(coup_bot *const bots[], int n, const coup_state *before,
                   int mover, coup_move m);

/* Plays one game among bots[0..o->players) (bots[i] sits at seat i), from
 * the options, with chance and every bot's RNG derived from `seed`: the
 * same seed gives the same game. If `moves` is not NULL, every applied
 * move is stored there (space for `cap`; the count in *nmoves, which may
 * exceed cap: only the first cap are stored). Returns the winner's seat,
 * or a negative COUP_E... code with a reason if a bot chose an illegal
 * move (`*culprit` = its seat) or the game ran past `max_decisions`. */
int coup_bots_play(const coup_options *o, coup_bot *const bots[],
                   uint64_t seed, long max_decisions, coup_move *moves,
                   int *movers, long cap, long *nmoves, int *culprit,
                   char *why, size_t n);

/* ------------------------------------------------------ random playing */

/* The chance outcome, drawn with its true probability (R8). Call only
 * when coup_to_move(s) == COUP_CHANCE. */
coup_move coup_draw_chance(const coup_state *s, coup_rng *rng);

/* Uniform over coup_legal_moves(); at chance nodes coup_draw_chance().
 * The game must not be over. */
coup_move coup_random_move(const coup_state *s, coup_rng *rng);

#ifdef __cplusplus
}
#endif

#endif
