/*
 * analysis.h - what a player did wrong: every decision of a finished game
 * (a record) judged by the search bot, from the deciding seat's own
 * information, as a chess engine marks a game's moves.
 *
 *     coup_analysis a;
 *     coup_analysis_options o = {0};     (defaults: every seat, one thread)
 *     coup_record_error err;
 *     o.budget = 20000;
 *     if (coup_analyse(&r, &o, &a, &err) == 0) {
 *         for (long i = 0; i < a.ndecisions; i++)
 *             ... a.decisions[i].mark, .loss, .moves[...] ...
 *         ... a.seat[s].accuracy ...
 *     }
 *     coup_analysis_free(&a);
 *
 * The method (docs/analysis.md):
 *
 *  - A decision is a seat's move where it had more than one legal move:
 *    actions, challenges and passes, blocks, proving or conceding, the
 *    card lost, the cards kept, an Examine's choice, a draft pick.
 *  - Each seat is followed by a search bot of its own ("search:iters=B")
 *    that is told the game as the seat saw it (coup_bots_see(): R9), never
 *    the hidden cards. At each of the seat's decisions the search runs on
 *    a copy of that bot, with the iterations that reach the seat's own
 *    node at the root shared evenly among the legal moves; a move's value
 *    is the share of its iterations the seat won (its odds of winning,
 *    0..1), with the standard error sqrt(p (1 - p) / n) (p taken there as
 *    (wins + 1) / (n + 2), so that few iterations all won still have one).
 *  - The loss of a decision is the best move's value less the played
 *    move's (0 when the best was played). A decision is marked only when
 *    its loss is more than COUP_ANALYSIS_NOISE standard errors (so that
 *    noise is not marked), and then by the thresholds below.
 *  - At a challenge window (a claim the seat could challenge: an action's
 *    character or a block), the odds that the claim was true as the seat
 *    could know them (the share of its worlds in which the claimant held
 *    the card) and whether it was true (the record's real state).
 *
 * Deterministic for a record, a seed and a budget, whatever the number of
 * threads: decision i (the i-th move of the game) searches with an RNG
 * seeded from (seed, i), on a copy of its seat's bot as it was there.
 *
 * Library code: no I/O; coup_analyse() starts threads (pthreads).
 */
#ifndef COUP_ANALYSIS_H
#define COUP_ANALYSIS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <coup/coup.h>
#include <coup/record.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The iterations of a decision's search when none is given: the search
 * bot's own default at three players (docs/analysis.md gives the cost). */
#define COUP_ANALYSIS_BUDGET 20000
/* The most iterations a decision; the fewest. */
#define COUP_ANALYSIS_BUDGET_MAX 100000000L
#define COUP_ANALYSIS_BUDGET_MIN 1

/* The marks, by the loss in odds of winning (0..1). */
#define COUP_ANALYSIS_INACCURACY 0.05 /* "?!" */
#define COUP_ANALYSIS_MISTAKE 0.10    /* "?" */
#define COUP_ANALYSIS_BLUNDER 0.20    /* "??" */
/* A loss is marked only past this many of its standard errors. */
#define COUP_ANALYSIS_NOISE 2.0
/* Accuracy: the mean over a seat's decisions of
 * 100 x max(0, 1 - loss / COUP_ANALYSIS_ACCURACY_SPAN); a loss of this
 * much or more scores 0, none 100. */
#define COUP_ANALYSIS_ACCURACY_SPAN 0.25

enum coup_mark {
    COUP_MARK_NONE,
    COUP_MARK_INACCURACY,
    COUP_MARK_MISTAKE,
    COUP_MARK_BLUNDER,
    COUP_MARK_N
};

/* "none", "inaccuracy", "mistake", "blunder"; "?" out of range. */
const char *coup_mark_name(int mark);
/* "", "?!", "?", "??"; "" out of range. */
const char *coup_mark_symbol(int mark);
/* The mark of a loss and its standard error (the rule above). */
int coup_mark_of(double loss, double se);

/* One legal move of a decision as the search found it. */
typedef struct coup_move_value {
    coup_move move;
    long visits;   /* iterations that began with it at the seat's root */
    double value;  /* the share of them the seat won: its odds, 0..1 */
} coup_move_value;

typedef struct coup_decision {
    long step;        /* its move in coup_analysis.steps[] */
    int seat;
    int phase;        /* the coup_phase it was made in */
    int nmoves;       /* legal moves (2 or more) */
    coup_move_value *moves; /* nmoves, in the engine's order */
    int played, best; /* indices into moves[] */
    long iterations;  /* iterations that reached the seat's root */
    bool judged;      /* every legal move was tried at the root: the
                         figures below mean something (a tiny budget may
                         leave some untried; the decision then counts in
                         none of its seat's figures but `challenges`) */
    double value;     /* the played move's value */
    double loss;      /* moves[best].value - value, >= 0 */
    double se;        /* the loss's standard error (0 when best played) */
    int mark;         /* coup_mark */
    /* A challenge window: the claim the seat could challenge. */
    bool challenge;
    int claimant, claim; /* its seat and character */
    bool claim_none;  /* R18: the claim is to hold NO such card */
    double odds;      /* the odds that the claim was true, as the seat
                         could know them (the share of its worlds) */
    bool claim_true;  /* whether it was (the record's real state) */
    bool read_right;  /* challenged a bluff, or let a true claim pass */
} coup_decision;

/* The figures of one seat. */
typedef struct coup_seat_analysis {
    bool analysed;     /* the seat was asked for */
    long decisions;    /* its decisions judged */
    long marks[COUP_MARK_N]; /* decisions by mark (marks[0]: unmarked) */
    double mean_loss;  /* over its decisions (0 with none) */
    double accuracy;   /* 0..100 (COUP_ANALYSIS_ACCURACY_SPAN); 0 with none */
    long challenges;   /* challenge windows it decided */
    long challenges_read; /* ... read right */
    double *series;    /* the value of its played move at each of its
                          decisions judged (`decisions` of them), in
                          order: its odds through the game */
} coup_seat_analysis;

/* A move of the game, chance included: what it was played in. */
typedef struct coup_analysis_step {
    coup_state before;
    int seat;         /* the seat that moved, or COUP_CHANCE */
    coup_move move;
    int line;         /* its record line (0: a chance outcome the seed drew) */
    long decision;    /* its index in decisions[], or -1 */
} coup_analysis_step;

typedef struct coup_analysis {
    int players;
    long budget;
    uint64_t seed;
    coup_state final;  /* the state after the last move */
    long nsteps;
    coup_analysis_step *steps;
    long ndecisions;
    coup_decision *decisions; /* in game order */
    coup_seat_analysis seat[COUP_MAX_PLAYERS];
    coup_move_value *values_; /* storage of the decisions' moves */
    double *series_;          /* storage of the seats' series */
} coup_analysis;

/* Asked after each decision judged (done of total); from any of the
 * analysis's threads, one call at a time. A nonzero return stops the
 * analysis (coup_analyse() then returns COUP_ANALYSIS_STOPPED). */
typedef int (*coup_analysis_progress)(void *ctx, long done, long total);

typedef struct coup_analysis_options {
    long budget;      /* iterations a decision; 0: COUP_ANALYSIS_BUDGET */
    uint64_t seed;
    unsigned seats;   /* a bit per seat to judge; 0: every seat */
    int threads;      /* 0 or 1: the caller's thread only; the caller's
                         and threads - 1 more */
    coup_analysis_progress progress; /* may be NULL */
    void *ctx;
} coup_analysis_options;

/* coup_analyse() stopped by its progress callback. */
#define COUP_ANALYSIS_STOPPED 1

/* Replays record r and judges the decisions of the seats asked for into
 * *a (which needs no initialisation and must be freed with
 * coup_analysis_free() whatever the result). Returns 0; a negative
 * COUP_E... code with *err filled (err may be NULL): the record does not
 * replay (err->line: the line at fault, as coup_record_replay() says),
 * bad options (a seat not at the table, a budget out of range), out of
 * memory (line 0); or COUP_ANALYSIS_STOPPED. */
int coup_analyse(const coup_record *r, const coup_analysis_options *o,
                 coup_analysis *a, coup_record_error *err);
void coup_analysis_free(coup_analysis *a);

/* ------------------------------------------------------------- a hint */

/* What the search would play for one seat now, judged as coup_analyse()
 * judges a decision: from what the seat saw (R9), never the hidden cards.
 * A server offers it as a hint (docs/web-protocol.md, "Hints"). */
typedef struct coup_hint {
    int nmoves;                            /* legal moves (1 or more) */
    coup_move_value moves[COUP_MAX_MOVES]; /* in the engine's order */
    int best;          /* the move the search prefers: an index into moves[] */
    long iterations;   /* iterations that reached the seat's root */
    /* A challenge window: the claim the seat may challenge, and the odds
     * that it is true as the seat may know them (the share of its worlds). */
    bool challenge;
    int claimant, claim;
    bool claim_none;   /* R18: the claim is to hold NO such card */
    double odds;
} coup_hint;

/* The hint for `seat` after moves[0..n) (the game's moves, chance
 * outcomes included, in order) from the set-up `start`: a search bot of
 * `budget` iterations a decision (0: COUP_ANALYSIS_BUDGET) is told each
 * move as the seat saw it (coup_bots_see()), then judges the seat's
 * legal moves, its RNG seeded by `seed`. The seat must be the one to
 * move, or one the engine will still ask in an answer window
 * (coup_yet_to_answer(): a server may ask it ahead of its turn); the hint
 * is then the one for after a pass of each seat before it. Returns 0; or
 * a negative COUP_E... code with the reason in why[len]: a move that is
 * not legal where it comes (its index), a game over, a seat that is not
 * to decide, a budget out of range, out of memory. Deterministic for its
 * arguments. */
int coup_hint_find(const coup_state *start, const coup_move *moves, long n,
                   int seat, long budget, uint64_t seed, coup_hint *h,
                   char *why, size_t len);

#ifdef __cplusplus
}
#endif

#endif
