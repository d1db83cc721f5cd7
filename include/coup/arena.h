/*
 * arena.h - tournaments among bots: who sits where, many games on many
 * threads, and the statistics that say who is stronger.
 *
 *     coup_arena a;
 *     coup_arena_result r;
 *     char why[200];
 *     coup_arena_defaults(&a);
 *     coup_arena_add(&a, "heuristic", why, sizeof why);
 *     coup_arena_add(&a, "random", why, sizeof why);
 *     a.options.players = 2;
 *     a.games = 10000;
 *     if (coup_arena_prepare(&a, why, sizeof why) == 0 &&
 *         coup_arena_run(&a, 4, NULL, &r, why, sizeof why) == 0)
 *         ... r.bot[d].wins / r.bot[d].games ...
 *
 * The bot list holds entries (a spec may be listed several times); the
 * statistics are per distinct spec, which pools the seats of its copies.
 * Game g (0-based) seats entry (g + i) mod B at seat i, B entries, and is
 * played by coup_bots_play() with a seed derived from the arena seed and g
 * alone; results are tallied in game order. So a run gives the same totals
 * whatever the number of threads. docs/architecture.md, "The arena", gives
 * the rules: seat balance, forfeits, the rating model, the SPRT.
 *
 * Library code: no I/O. coup_arena_run() starts threads (pthreads).
 */
#ifndef COUP_ARENA_H
#define COUP_ARENA_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <coup/bots.h>
#include <coup/coup.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Most entries in the bot list. */
#define COUP_ARENA_MAX_BOTS 32
/* Longest spec, with the NUL. Longer than coup_bot's spec (64): an
 * external bot's spec "cmd:PROGRAM ARGS" may be a long command line. */
#define COUP_ARENA_SPEC_MAX 512
/* Most distinct fault codes counted in coup_arena_result.fault_kind. */
#define COUP_ARENA_FAULT_KINDS 16
/* Default cap on the decisions of one game (chance included). */
#define COUP_ARENA_MAX_DECISIONS 100000L
/* Games of a match: a built-in bot is made new at the start of each
 * match (games 0..99, 100..199, ...), so what it learnt of its opponents
 * in one game (the `search` bot) carries to the next games of the match
 * only, whatever the number of threads. */
#define COUP_ARENA_MATCH 100
/* z of a two-sided 95% interval. */
#define COUP_ARENA_Z95 1.959963984540054

/* ------------------------------------------------------------ the arena */

typedef struct coup_arena {
    /* Set by the caller (coup_arena_defaults() first). */
    coup_options options;       /* players, start (COUP_START_RANDOM: chance
                                   draws it every game), flags */
    long long games;            /* N >= 1; with the SPRT, the most */
    uint64_t seed;              /* game g's seed: coup_arena_game_seed() */
    long max_decisions;         /* a game past this is unfinished */
    bool sprt;                  /* stop early when the SPRT decides */
    double elo0, elo1;          /* SPRT: H0 elo0, H1 elo1 (elo0 < elo1) */
    double alpha, beta;         /* SPRT error rates, 0.05 by default */
    /* How bots are made and freed; NULL: coup_bot_new / coup_bot_free.
     * A test or a driver with its own kinds of bot plugs in here. */
    coup_bot *(*new_bot)(const char *spec, char *why, size_t n);
    void (*free_bot)(coup_bot *b);
    /* Optional, for bots whose faults may show outside choose() (an
     * external process that dies while only watching): after every game,
     * asked of each seat's bot. Non-zero (a negative code) makes that seat
     * forfeit the game, even one with a winner, with *reason as the fault;
     * it then names the fault's kind in the result. The lowest seat at
     * fault forfeits, unless coup_bots_play() named a culprit. */
    int (*bot_fault)(const coup_bot *b, const char **reason);
    /* Optional: after every game (and the fault checks), each seat's bot
     * is told the outcome: the winner (-1: none) and the seat that
     * forfeited (-1: none) with the reason. */
    void (*bot_gameover)(coup_bot *b, int winner, int forfeit,
                         const char *reason);

    /* Filled by coup_arena_add() and coup_arena_prepare(). */
    int nentries;                               /* B */
    char entry[COUP_ARENA_MAX_BOTS][COUP_ARENA_SPEC_MAX];
    int entry_bot[COUP_ARENA_MAX_BOTS];         /* entry -> distinct bot */
    int nbots;                                  /* distinct specs, D */
    int bot_entry[COUP_ARENA_MAX_BOTS];         /* distinct bot -> its
                                                   first entry */
    int copies[COUP_ARENA_MAX_BOTS];            /* entries per distinct bot */
} coup_arena;

/* No entries, players 0 (prepare() then takes the number of entries),
 * random start, no options, games 0, seed 1, max_decisions
 * COUP_ARENA_MAX_DECISIONS, no SPRT, alpha = beta = 0.05. */
void coup_arena_defaults(coup_arena *a);
/* Appends an entry to the bot list. Returns 0, or COUP_EINVAL with a
 * reason (list full, spec empty or too long). */
int coup_arena_add(coup_arena *a, const char *spec, char *why, size_t n);
/* Checks everything once before any game: every spec makes a bot, the
 * options suit the players, games >= 1, and for the SPRT exactly two
 * distinct bots and elo0 < elo1; fills the distinct bots (in order of
 * first listing). Returns 0, or COUP_EINVAL / COUP_EOPTIONS with a
 * reason. */
int coup_arena_prepare(coup_arena *a, char *why, size_t n);

/* The entry at each seat of game g: entry[i] = (g + i) mod nentries. Over
 * any nentries consecutive games every entry sits at every seat once. */
void coup_arena_table(int nentries, int players, long long g, int entry[]);
/* True when every entry plays every seat equally often over `games`
 * games: games is a multiple of nentries. */
bool coup_arena_balanced(int nentries, long long games);
/* Game g's seed: splitmix64 of (splitmix64(seed) + g), so that nearby
 * arena seeds share no games. */
uint64_t coup_arena_game_seed(uint64_t seed, long long g);

/* ------------------------------------------------------------- results */

enum coup_arena_status {
    COUP_ARENA_WON,        /* a winner */
    COUP_ARENA_FORFEIT,    /* a bot chose an illegal move: it loses; the
                              game does not count for the other seats */
    COUP_ARENA_UNFINISHED  /* no winner after max_decisions: a game lost
                              by every seat */
};

/* One game as played. */
typedef struct coup_arena_game {
    long long index;                /* g, 0-based */
    uint64_t seed;                  /* coup_arena_game_seed(a->seed, g) */
    int entry[COUP_MAX_PLAYERS];    /* the entry at each seat */
    int status;                     /* coup_arena_status */
    int winner;                     /* WON: the seat; else -1 */
    int culprit;                    /* FORFEIT: the seat; else -1 */
    int fault;                      /* FORFEIT: the code, from bot_fault
                                       or else coup_bots_play()'s
                                       (COUP_EILLEGAL); else 0 */
    long decisions;                 /* moves applied, chance included
                                       (a forfeit: before the fault, if
                                       coup_bots_play() reports it) */
    const char *why;                /* the fault, or "" */
    /* Only in coup_arena_hooks.game with want_moves: the moves applied
     * and who made each (COUP_CHANCE for chance); nmoves of them. */
    const coup_move *moves;
    const int *movers;
    long nmoves;
} coup_arena_game;

/* Per distinct bot. `games` counts seats: a spec listed three times at a
 * table plays three games per game. */
typedef struct coup_arena_bot_stats {
    long long games, wins, forfeits;
    long long decided;              /* games (seats) in won games */
} coup_arena_bot_stats;

enum coup_arena_end {
    COUP_ARENA_COMPLETE,    /* all the games */
    COUP_ARENA_SPRT_STOP,   /* the SPRT decided */
    COUP_ARENA_INTERRUPTED  /* a hook asked to stop */
};

enum coup_arena_verdict {
    COUP_SPRT_INCONCLUSIVE,
    COUP_SPRT_H0,           /* H0 accepted: elo0 rather than elo1 */
    COUP_SPRT_H1            /* H1 accepted: elo1 rather than elo0 */
};

typedef struct coup_arena_result {
    long long games;                /* tallied: games [0, games) */
    long long won, forfeits, unfinished;
    long long decisions;            /* in won and unfinished games */
    int end;                        /* coup_arena_end */
    coup_arena_bot_stats bot[COUP_ARENA_MAX_BOTS];
    long long seat_wins[COUP_MAX_PLAYERS];
    /* Won games per table (g mod nentries) and wins there per distinct
     * bot: the data of the rating model. */
    long long table_games[COUP_ARENA_MAX_BOTS];
    long long table_wins[COUP_ARENA_MAX_BOTS][COUP_ARENA_MAX_BOTS];
    /* The first fault in game order (forfeit or unfinished), or -1. */
    long long fault_game;
    int fault_seat;                 /* the culprit, or -1 */
    char fault_why[200];
    /* Forfeits per fault code, codes in order of first appearance; a code
     * past COUP_ARENA_FAULT_KINDS distinct ones is not listed. */
    int nfault_kinds;
    struct {
        int code;
        long long count;
    } fault_kind[COUP_ARENA_FAULT_KINDS];
    /* SPRT, over the won games in game order. */
    double llr, lower, upper;
    int verdict;                    /* coup_arena_verdict */
} coup_arena_result;

/* An empty result for this arena (no games, SPRT bounds set). */
void coup_arena_result_init(const coup_arena *a, coup_arena_result *r);
/* Adds game g's outcome (g must be r->games: games are tallied in
 * order). Returns true when the SPRT has just decided: the run stops
 * after this game. */
bool coup_arena_tally(const coup_arena *a, coup_arena_result *r,
                      const coup_arena_game *game);

/* -------------------------------------------------------------- playing */

typedef struct coup_arena_hooks {
    /* After each game, on the thread that played it, so possibly from
     * several threads at once and not in game order; games past an SPRT
     * stop may be played (and reported here) but are not tallied.
     * Non-zero stops the run. May be NULL. */
    int (*game)(void *ctx, const coup_arena_game *game);
    bool want_moves;                /* fill game->moves for the hook */
    /* After each batch of games is tallied (one call at a time, in
     * order); r holds the totals so far. Non-zero stops the run, with the
     * games tallied so far. May be NULL. */
    int (*progress)(void *ctx, const coup_arena_result *r);
    void *ctx;
} coup_arena_hooks;

/* Plays games [from, to) on this thread and tallies them into *r (which
 * must hold games [0, from): from == r->games), stopping early if the
 * SPRT decides. Its bots are new: a `from` inside a match (not a multiple
 * of COUP_ARENA_MATCH) starts that match's learning afresh. Returns 0, or
 * COUP_EINVAL with a reason (a bot could not be made, a hook stopped the
 * run). */
int coup_arena_play(const coup_arena *a, long long from, long long to,
                    const coup_arena_hooks *h, coup_arena_result *r,
                    char *why, size_t n);
/* The whole run (a prepared arena) on `threads` threads (the caller's
 * included); *r is initialised here. The totals are those of
 * coup_arena_play(a, 0, a->games, ...) whatever the number of threads.
 * Returns 0 (also when stopped by the SPRT or by a progress hook: see
 * r->end), or COUP_EINVAL with a reason. */
int coup_arena_run(const coup_arena *a, int threads,
                   const coup_arena_hooks *h, coup_arena_result *r,
                   char *why, size_t n);

/* ----------------------------------------------------------- statistics */

/* Wilson score interval for wins out of games at this z (COUP_ARENA_Z95):
 * [0, 1] when games is 0. */
void coup_wilson(long long wins, long long games, double z, double *low,
                 double *high);
/* Elo-style performance of a win rate w at a table of `players` seats
 * against opponents of equal strength among themselves:
 * 400 log10(w (players - 1) / (1 - w)); 0 for the fair share 1/players,
 * -inf for 0, +inf for 1. */
double coup_elo(double w, int players);
/* The inverse: the win rate of a seat rated `elo` above each of the
 * players - 1 others. */
double coup_elo_win_rate(double elo, int players);

/* One bot's rating relative to the first bot, with its 95% interval.
 * Ratings are infinite when a bot never or always wins, NaN when
 * undefined (no won games with other bots). */
typedef struct coup_arena_rating {
    double elo, low, high;
} coup_arena_rating;
/* Fits the rating model (docs/architecture.md, "The arena") to the won
 * games of r: out[d] for each distinct bot d; out[0] is 0. */
void coup_arena_ratings(const coup_arena *a, const coup_arena_result *r,
                        coup_arena_rating out[]);

/* SPRT bounds on the log-likelihood ratio: Wald's log(beta / (1 - alpha))
 * and log((1 - beta) / alpha). */
void coup_sprt_bounds(double alpha, double beta, double *lower,
                      double *upper);
/* The LLR of one game at a table with `first` seats of the first bot and
 * `second` of the second (the model's win chance of the first bot's side
 * is first * q / (first * q + second), q = 10^(elo / 400)), won by the
 * first bot's side or not. 0 when a side has no seat. */
double coup_sprt_game_llr(int first, int second, bool first_won,
                          double elo0, double elo1);
/* Heads-up: the LLR of `wins` and `losses` of the first bot. */
double coup_sprt_llr(long long wins, long long losses, double elo0,
                     double elo1);

#ifdef __cplusplus
}
#endif

#endif
