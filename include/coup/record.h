/*
 * record.h - game records, the plain-text notation of whole Coup games.
 *
 * A record names the set-up (players, options, names, starting seat, an
 * optional seed for the chance events, an optional fixed position), then
 * lists every decision and chance outcome, one per line, in libcoup's move
 * text form, with optional checks (assertions on the state) and the result.
 * docs/record-format.md describes the text; this layer reads, replays and
 * writes it.
 *
 *     coup_record r;
 *     coup_record_error err;
 *     coup_state s;
 *     if (coup_record_parse(text, len, &r, &err) == 0 &&
 *         coup_record_replay(&r, &s, NULL, NULL, &err) == 0)
 *         ... s is the final state ...
 *     else
 *         fprintf(stderr, "%s:%d: %s\n", file, err.line, err.msg);
 *     coup_record_free(&r);
 *
 * Reading is in two steps: coup_record_parse() checks the syntax and the
 * header without running the engine; coup_record_replay() runs the moves
 * through the engine and judges their legality, the checks and the result.
 * Both stop at the first error and say where (1-based line) and why.
 *
 * Library code: it allocates the item list, but never prints or exits.
 * Functions return 0 or a negative COUP_E... code (coup.h).
 */
#ifndef COUP_RECORD_H
#define COUP_RECORD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <coup/coup.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The format version this library reads and writes ("coup-record 1"). */
#define COUP_RECORD_VERSION 1
/* Longest player name, without the NUL (names are [A-Za-z0-9_.-]+). */
#define COUP_RECORD_NAME_MAX 31
/* Longest line, in bytes, without its line end; and longest record. Both
 * are limits of the format (docs/record-format.md), so that a reader can
 * refuse endless input before holding it: a whole game is a few kilobytes,
 * the longest line (`check legal` with every move) under 3 KiB. */
#define COUP_RECORD_LINE_MAX 16384
#define COUP_RECORD_SIZE_MAX (4 * 1024 * 1024)

/* ------------------------------------------------------------- items */

enum coup_record_kind {
    COUP_RECORD_MOVE,   /* "SEAT MOVE" or "* MOVE" */
    COUP_RECORD_CHECK   /* "check ..." */
};

/* What a check line looks at. */
enum coup_record_check_kind {
    COUP_CHECK_SEAT,       /* check seat S [coins C] [hidden ...] [up ...]
                              [alive | exiled] */
    COUP_CHECK_COURT,      /* check court CARD N [CARD N ...] */
    COUP_CHECK_COURT_SIZE, /* check court-size N */
    COUP_CHECK_TO_MOVE,    /* check to-move S | chance | none */
    COUP_CHECK_WINNER,     /* check winner S | none */
    COUP_CHECK_TURN,       /* check turn S | none: whose turn it is */
    COUP_CHECK_DECISION,   /* check decision S KIND [CARD] | chance KIND |
                              none: who decides now, and what */
    COUP_CHECK_BLOCK,      /* check block S CARD | none: the block made */
    COUP_CHECK_LEGAL,      /* check legal MOVE, MOVE, ... | none: exactly
                              the legal moves, in any order */
    COUP_CHECK_RESERVE     /* check reserve N: the Treasury Reserve (R17) */
};

/* A check in parsed form. A field set to -1 is not checked. */
typedef struct coup_record_check {
    int kind;                   /* coup_record_check_kind */
    int seat;                   /* COUP_CHECK_SEAT: the seat */
    int coins;                  /* COUP_CHECK_SEAT: coins, or -1 */
    int alive;                  /* COUP_CHECK_SEAT: 1 alive, 0 exiled, -1 */
    int faction;                /* COUP_CHECK_SEAT: COUP_LOYALIST or
                                   COUP_REFORMIST (R16), or -1 */
    int nhidden, nup;           /* COUP_CHECK_SEAT: list sizes, or -1 */
    uint8_t hidden[2], up[2];   /* the listed cards (any order) */
    int court[COUP_NCARDS];     /* COUP_CHECK_COURT: counts, or -1 */
    int value;                  /* COURT_SIZE, RESERVE: the number; TO_MOVE,
                                   DECISION:
                                   a seat, COUP_CHANCE or COUP_GAME_OVER
                                   ("none"); WINNER, TURN, BLOCK: a seat or
                                   -1 ("none"); LEGAL: the number of moves */
    int phase;                  /* DECISION: the coup_phase, or -1 with
                                   "none" */
    int card;                   /* DECISION (challenge, prove): the claim,
                                   BLOCK: the blocking card; -1 unchecked */
    int first;                  /* LEGAL: the moves are r->legal[first..
                                   first + value), sorted by type, then
                                   target, card and card2 */
} coup_record_check;

typedef struct coup_record_item {
    int kind;       /* coup_record_kind */
    int line;       /* source line, 1-based; 0 for items added in memory */
    int seat;       /* MOVE: the seat that decides, or COUP_CHANCE */
    coup_move move; /* MOVE */
    char text[32];  /* MOVE: the move as written (its words joined by one
                       space, cut to 31 bytes), for messages; "" for items
                       added in memory */
    coup_record_check check; /* CHECK */
} coup_record_item;

/* ------------------------------------------------------------ record */

typedef struct coup_record {
    coup_options options;
    bool has_position;          /* start from `position`, not a deal */
    coup_position position;
    bool has_seed;              /* missing chance lines come from `seed` */
    uint64_t seed;
    int nnames;                 /* 0, or options.players */
    char names[COUP_MAX_PLAYERS][COUP_RECORD_NAME_MAX + 1];
    int result;                 /* the winner written, or -1 for none */
    int position_line;          /* source lines of the first seat line and */
    int result_line;            /* of `result` (0 if none or in memory) */
    int start_line;             /* source lines of `start`, of each seat */
    int seat_line[COUP_MAX_PLAYERS]; /* line and of `court` (0 if none or */
    int court_line;             /* in memory): where a bad position is; */
    int reform_line;            /* of `reformists` and `reserve` */
    int reserve_line;
    size_t n, cap;              /* items[0..n) */
    coup_record_item *items;
    size_t nlegal, caplegal;    /* legal[0..nlegal): the move lists of */
    coup_move *legal;           /* `check legal` items */
} coup_record;

/* Where and why reading or replaying stopped. line is 1-based (0 when the
 * problem belongs to no line, e.g. a record built in memory). */
typedef struct coup_record_error {
    int line;
    char msg[256];
} coup_record_error;

/* Called by coup_record_replay() for every move about to be applied,
 * including chance outcomes drawn from the seed: `before` is the state the
 * move applies to, `seat` the seat that decides (COUP_CHANCE for chance),
 * `line` the line of the item that caused the move. */
typedef void (*coup_record_visit_fn)(void *ctx, const coup_state *before,
                                     int seat, coup_move m, int line);

/* ----------------------------------------------------------- writing */

/* An empty record for a game with these options: no names, no seed, no
 * position, no items, no result. */
void coup_record_init(coup_record *r, const coup_options *o);
/* Sets the seat names, one per seat (n must equal the players); each must
 * be 1..31 characters of [A-Za-z0-9_.-]. Returns 0 or COUP_EINVAL (the
 * record is then unchanged). */
int coup_record_set_names(coup_record *r, int n, const char *const names[]);
/* Appends a move: the seat that decides, or COUP_CHANCE for a chance
 * outcome. Returns 0, or COUP_EINVAL for a bad seat or when memory runs
 * out (the record is then unchanged). */
int coup_record_add(coup_record *r, int seat, coup_move m);
/* Appends an item (a move or a check) as it is. Returns 0 or COUP_EINVAL
 * when memory runs out. For a COUP_CHECK_LEGAL item use
 * coup_record_push_legal(), which stores the move list. */
int coup_record_push(coup_record *r, const coup_record_item *item);
/* Appends `check legal` with the n moves m[] (any order; n may be 0 for
 * "none"), at source line `line` (0 in memory). Returns 0, or COUP_EINVAL
 * for a move listed twice or when memory runs out (the record is then
 * unchanged). */
int coup_record_push_legal(coup_record *r, int line, const coup_move *m,
                           int n);
/* The canonical text of the record, NUL-terminated, in a malloc'd buffer
 * the caller frees; its length (without the NUL) in *len if len is not
 * NULL. Returns NULL when memory runs out. Comments are not kept; parsing
 * the text and formatting it again gives the same bytes. */
char *coup_record_format(const coup_record *r, size_t *len);
/* Frees the items; the record is then empty and may be reused. */
void coup_record_free(coup_record *r);

/* ----------------------------------------------------------- reading */

/* Parses text[0..len) into *r (which needs no initialisation and must be
 * freed with coup_record_free() whatever the result). Checks the syntax,
 * the header and the seats written, not the legality of the moves.
 * Returns 0, or COUP_EPARSE with *err filled (err may be NULL). */
int coup_record_parse(const char *text, size_t len, coup_record *r,
                      coup_record_error *err);

/* Replays the record from its set-up: every move must be written by the
 * seat to move (or `*` for chance) and be legal; checks must hold; the
 * result, if written, must be the winner. With a seed, chance outcomes not
 * written are drawn (docs/record-format.md, "Seeded chance"). fn (may be
 * NULL) sees every move before it is applied. On success *s is the final
 * state. Returns 0, or on the first error COUP_EPOSITION (a position the
 * engine refuses), COUP_EOPTIONS, COUP_EILLEGAL (a move refused, written
 * by the wrong seat, or missing; a failed check or result) or COUP_EOVER
 * (a move after the end), with *err filled (err may be NULL); *s is then
 * the state reached before the failing line (undefined if the set-up
 * itself failed). */
int coup_record_replay(const coup_record *r, coup_state *s,
                       coup_record_visit_fn fn, void *ctx,
                       coup_record_error *err);

/* ------------------------------------------------------ a game's figures
 *
 * What each seat did in a game, counted move by move from the true state
 * (so a bluff is told from a true claim): for the end of a game, and for
 * anyone who studies games. Zero the array, then call coup_stats_add()
 * with every move in order from the game's first state, chance outcomes
 * included (they count for nothing). The figures of separate games add
 * up field by field.
 *
 * A claim names a character held (R4, R5.3). An Embezzlement (R18) claims
 * to hold NO Duke: it names no character held, so it is counted in none
 * of claims, claims_of, bluffs and bluffs_caught, even when made while
 * holding a Duke or conceded; a challenge of it counts like any other
 * (challenges, challenges_won, cards_taken), and so do its coins.
 */
typedef struct coup_seat_stats {
    uint16_t claims;         /* characters claimed, by actions and blocks */
    uint16_t bluffs;         /* claims made without holding the character */
    uint16_t bluffs_caught;  /* bluffs challenged and not proven (R6) */
    uint16_t challenges;     /* challenges made (R6) */
    uint16_t challenges_won; /* ... of a claim then not proven */
    uint16_t blocks;         /* blocks made (R5.3; also in claims) */
    uint16_t coins;          /* coins the seat's own actions brought it:
                                the sum of the five coins_... below */
    uint16_t cards_taken;    /* cards others lost through this seat: its
                                Coups and assassinations, the challenges it
                                won, the claims it proved (R3) */
    uint16_t claims_of[COUP_NCARDS]; /* claims by character claimed, the
                                actions' and the blocks'; they sum to
                                claims */
    uint16_t coins_income;   /* by Income (R4) */
    uint16_t coins_aid;      /* by Foreign Aid not blocked (R4, R5) */
    uint16_t coins_tax;      /* by Tax (R4) */
    uint16_t coins_steal;    /* taken from others by Steal (R4, R15.3) */
    uint16_t coins_embezzle; /* taken from the Treasury Reserve (R18) */
    uint16_t steals;         /* Steals that took at least one coin (not
                                one blocked, conceded, or from a seat
                                with none) */
    uint16_t cards_lost;     /* influence lost: face-down cards turned
                                face up, by any cause (R3); a proven card
                                replaced (R6, R18) or swapped (R12) is not
                                lost */
    uint16_t actions;        /* turns taken: actions chosen (R4) */
    uint16_t first_loss;     /* 1 if this seat lost the first influence
                                lost among the moves counted, else 0 */
} coup_seat_stats;

/* Counts move m, legal in state `before`. Costs are not counted: a Coup's,
 * an Assassinate's (nor its R5.2 refund), a Conversion's (R17). */
void coup_stats_add(coup_seat_stats st[COUP_MAX_PLAYERS],
                    const coup_state *before, coup_move m);

/* What a winner did, as bits of coup_achievements(). */
enum coup_achievement {
    COUP_ACH_NO_BLUFF = 1 << 0,     /* won without a single bluff */
    COUP_ACH_COMEBACK = 1 << 1,     /* won after losing the first influence */
    COUP_ACH_UNTOUCHED = 1 << 2,    /* won without losing an influence */
    COUP_ACH_BLUFF_MASTER = 1 << 3, /* won with 3+ bluffs, none caught */
    COUP_ACH_SHARP_EYE = 1 << 4,    /* won, having won 3+ challenges */
    COUP_ACH_ALL = 0x1F
};
/* The thresholds of COUP_ACH_BLUFF_MASTER and COUP_ACH_SHARP_EYE. */
#define COUP_ACH_MASTER_BLUFFS 3
#define COUP_ACH_SHARP_CHALLENGES 3

/* The achievements (coup_achievement bits) of `seat` in a game of
 * `players` seats whose figures are st[] and whose winner is `winner`.
 * 0 for a seat that did not win, and for bad arguments (st NULL, players
 * not 2..COUP_MAX_PLAYERS, seat or winner not a seat). */
unsigned coup_achievements(const coup_seat_stats st[], int players, int seat,
                           int winner);

#ifdef __cplusplus
}
#endif

#endif
