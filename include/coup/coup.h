/*
 * coup.h - libcoup, the Coup rules engine.
 *
 * The game is a sequence of decision points. At each one exactly one actor
 * decides: a seat, or CHANCE (a draw from the Court deck, the deal, the
 * random starting seat). The caller asks who is to move, lists the legal
 * moves, and applies one. The engine never draws a random number itself:
 * at a chance node the caller picks the outcome (coup_chance_pick() turns a
 * uniform number into one, with the true probabilities of docs/rules.md R8).
 *
 * The state is a fixed-size struct without pointers: copy it with memcpy or
 * plain assignment. Nothing here allocates, prints, or touches a global.
 * Every function that can fail returns 0 or a negative COUP_E... code;
 * coup_strerror() names the code and coup_why() explains a refused move.
 *
 * Rules are cited by the section numbers of docs/rules.md (R1..R19).
 */
#ifndef COUP_COUP_H
#define COUP_COUP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define COUP_MIN_PLAYERS 2
#define COUP_MAX_PLAYERS 10
/* Upper bound on the legal moves at any decision point (10 players with
 * declared Coup and declared Assassinate: 4 + 9*5 + 9*5 + 9 + 9 = 112). */
#define COUP_MAX_MOVES 128
/* The seat value that means "chance is to move" / "nobody". */
#define COUP_CHANCE (-1)
/* coup_to_move() once the game is over. */
#define COUP_GAME_OVER (-2)
/* A seat field that names no seat. */
#define COUP_NOBODY 0xFF

/* ---------------------------------------------------------------- errors */

#define COUP_ERRORS(X)                                                      \
    X(COUP_OK, 0, "ok")                                                     \
    X(COUP_EINVAL, -1, "invalid argument")                                  \
    X(COUP_EOPTIONS, -2, "invalid game options")                            \
    X(COUP_EPOSITION, -3, "invalid position")                               \
    X(COUP_EPARSE, -4, "malformed move text")                               \
    X(COUP_EILLEGAL, -5, "illegal move")                                    \
    X(COUP_EOVER, -6, "the game is over")                                   \
    X(COUP_ESPACE, -7, "buffer too small")

enum coup_error {
#define COUP_X_ENUM(name, value, text) name = value,
    COUP_ERRORS(COUP_X_ENUM)
#undef COUP_X_ENUM
};

const char *coup_strerror(int code);

/* ------------------------------------------------------------ characters */

/* R1: five characters; the Inquisitor (R12) replaces the Ambassador. */
typedef enum coup_card {
    COUP_DUKE,
    COUP_ASSASSIN,
    COUP_CAPTAIN,
    COUP_AMBASSADOR,
    COUP_CONTESSA,
    COUP_INQUISITOR,
    COUP_NCARDS,        /* number of character kinds */
    COUP_NOCARD = 7     /* no card, or a card this observer cannot see */
} coup_card;

const char *coup_card_name(int card);           /* "duke", ...; "?" */
int coup_card_parse(const char *word, size_t len); /* card or -1 */

/* --------------------------------------------------------------- options */

enum {
    COUP_OPT_INQUISITOR = 1 << 0,           /* R12 */
    COUP_OPT_TWO_PLAYER_DRAFT = 1 << 1,     /* R11, two players only */
    COUP_OPT_DECLARED_COUP = 1 << 2,        /* R10 */
    COUP_OPT_DECLARED_ASSASSINATE = 1 << 3, /* R10 */
    COUP_OPT_REFORMATION = 1 << 4,          /* R16-R19 */
    COUP_OPT_ALL = 0x1F
};
#define COUP_START_RANDOM (-1)

typedef struct coup_options {
    int players;    /* 2..10 */
    int start;      /* starting seat, or COUP_START_RANDOM: a chance event */
    unsigned flags; /* COUP_OPT_... */
} coup_options;

/* Option names as used on command lines and in records ("inquisitor",
 * "two_player_draft", "declared_coup", "declared_assassinate",
 * "reformation"). */
const char *coup_option_name(unsigned flag);
unsigned coup_option_parse(const char *word, size_t len); /* flag or 0 */

/* ------------------------------------------------------- the rules' numbers */

/* The coins of docs/rules.md, named once for the engine and the bots. */
#define COUP_START_COINS 2       /* R2: each player's coins at set-up */
#define COUP_DUEL_START_COINS 1  /* R11: the starting player of a duel's */
#define COUP_INCOME_COINS 1      /* R4: Income takes 1 */
#define COUP_FOREIGN_AID_COINS 2 /* R4: Foreign Aid takes 2 */
#define COUP_TAX_COINS 3         /* R4: Tax (Duke) takes 3 */
#define COUP_STEAL_COINS 2       /* R4, R15: Steal takes min(2, target's) */
#define COUP_COUP_COST 7         /* R4: a Coup costs 7 */
#define COUP_ASSASSINATE_COST 3  /* R4: an Assassinate costs 3 (R5.2 refund) */
#define COUP_MUST_COUP 10        /* R4: from 10 coins at a turn's start */
#define COUP_CONVERT_SELF_COST 1  /* R17: a Conversion of oneself costs 1 */
#define COUP_CONVERT_OTHER_COST 2 /* R17: of another player, 2 */
#define COUP_RESERVE_MAX 99       /* R17: the Treasury Reserve's bound */
/* The cards an Exchange draws: R7 (Ambassador) 2, R12 (Inquisitor) 1. */
#define COUP_EXCHANGE_DRAWS 2
#define COUP_INQUISITOR_DRAWS 1

/* ----------------------------------------------------------------- moves */

/* Every decision and chance outcome is a coup_move. Its text form (see
 * coup_move_str) is the one vocabulary of records, protocol, logs and UI. */
typedef enum coup_move_type {
    COUP_MV_NONE,
    /* R4 actions, chosen by the player to move; target for the four last */
    COUP_MV_INCOME,      /* income */
    COUP_MV_FOREIGN_AID, /* foreign-aid */
    COUP_MV_TAX,         /* tax */
    COUP_MV_EXCHANGE,    /* exchange */
    COUP_MV_COUP,        /* coup T [CARD]        (CARD: R10 declared) */
    COUP_MV_ASSASSINATE, /* assassinate T [CARD] (CARD: R10 declared) */
    COUP_MV_STEAL,       /* steal T */
    COUP_MV_EXAMINE,     /* examine T            (R12) */
    /* answers */
    COUP_MV_PASS,      /* pass: no challenge, or no block */
    COUP_MV_CHALLENGE, /* challenge (R6) */
    COUP_MV_BLOCK,     /* block CARD (R5) */
    COUP_MV_PROVE,     /* prove: show the claimed card (R6); against an
                          Embezzlement, prove CARD [CARD]: the whole hand,
                          no Duke in it (R18) */
    COUP_MV_CONCEDE,   /* concede (R6, R15.5) */
    COUP_MV_LOSE,      /* lose CARD: turn it face up (R3) */
    COUP_MV_KEEP,      /* keep CARD [CARD] after drawing (R7, R10, R12) */
    COUP_MV_SHOW,      /* show CARD (Examine, R12) or show CARD [CARD]
                          (the target's hand under R10) */
    COUP_MV_GIVEBACK,  /* giveback: the Inquisitor returns the shown card */
    COUP_MV_SWAP,      /* swap: the shown card goes to the Court, redraw */
    COUP_MV_PICK,      /* pick CARD: the card kept in the R11 draft */
    /* chance outcomes */
    COUP_MV_DRAW,      /* draw CARD: a card drawn from the Court (or dealt) */
    COUP_MV_START,     /* start T: the starting seat, when drawn at random */
    /* R17, R18: Reformation's actions (after the others, so that the
     * numbers of the base game's moves stay as they were) */
    COUP_MV_CONVERT,   /* convert T: change T's faction (T may be oneself) */
    COUP_MV_EMBEZZLE,  /* embezzle: take the Treasury Reserve */
    COUP_MV_NTYPES
} coup_move_type;

typedef struct coup_move {
    uint8_t type;   /* coup_move_type */
    uint8_t target; /* a seat, or COUP_NOBODY */
    uint8_t card;   /* a coup_card, or COUP_NOCARD */
    uint8_t card2;  /* second card of keep/show, or COUP_NOCARD */
} coup_move;

/* Build a move; unused fields are COUP_NOBODY / COUP_NOCARD. */
coup_move coup_mv(int type, int target, int card, int card2);
bool coup_move_eq(coup_move a, coup_move b);

/* Text form: "steal 2", "block captain", "keep duke contessa", ... Writes at
 * most n bytes including the NUL; returns the length or COUP_ESPACE. */
int coup_move_str(coup_move m, char *buf, size_t n);
/* Parses one move (words separated by blanks, case-insensitive). Returns 0,
 * or COUP_EPARSE with a reason in why[] (may be NULL). */
int coup_move_parse(const char *text, size_t len, coup_move *m, char *why,
                    size_t whyn);

/* ----------------------------------------------------------------- state */

/* Decision points. Exactly one seat (or chance) decides at each. */
typedef enum coup_phase {
    COUP_PH_START,     /* chance: the starting seat (COUP_START_RANDOM) */
    COUP_PH_PICK,      /* R11 draft: a seat keeps one card of its set */
    COUP_PH_DEAL,      /* chance: the next card of the deal */
    COUP_PH_ACTION,    /* R4: the player to move chooses an action */
    COUP_PH_CHALLENGE, /* R6: a seat may challenge the pending claim */
    COUP_PH_PROVE,     /* R6: the challenged claimant proves or concedes */
    COUP_PH_LOSE,      /* R3: a seat chooses the influence it loses */
    COUP_PH_REDRAW,    /* chance: replacement for a proven/swapped card */
    COUP_PH_BLOCK,     /* R5.3: an eligible seat may block */
    COUP_PH_DRAW,      /* chance: a card drawn for an Exchange */
    COUP_PH_KEEP,      /* R7/R12: the exchanger keeps cards */
    COUP_PH_SHOW,      /* R12: examined seat shows one card;
                          R10: the target shows its hand */
    COUP_PH_EXAMINE,   /* R12: the Inquisitor gives back or swaps */
    COUP_PH_OVER,      /* game over */
    COUP_NPHASES
} coup_phase;

/* "action", "challenge", ...: the word of a phase in records, the
 * protocol and the server's messages; "?" for a value out of range. */
const char *coup_phase_name(int phase);

/* One card slot: the character in the low 3 bits (COUP_CARD_MASK; a
 * character fits them, COUP_NOCARD is all three), COUP_UP if face up. */
#define COUP_CARD_MASK 0x07
#define COUP_UP 0x08

/*
 * The whole game state: 72 bytes whatever the number of players. Read it
 * through the functions below; its fields are public only so that it can
 * live on the caller's stack and be copied freely.
 */
typedef struct coup_state {
    uint8_t players, flags, phase, actor;   /* actor: whose turn it is */
    uint8_t action;                         /* coup_move_type of the turn */
    uint8_t target, named;                  /* named: R10 declared card */
    uint8_t claimant, claim;                /* the claim being handled */
    uint8_t blocker, block;                 /* the block, if any */
    uint8_t challenger;
    uint8_t decider;                        /* seat to move, or NOBODY */
    uint8_t loser, next;                    /* LOSE: who, then what */
    uint8_t redraw, redraw_slot;            /* who gets the next draw */
    uint8_t need, ndrawn, drawn[2];         /* Exchange cards drawn */
    uint8_t shown;                          /* Examine: the shown slot */
    uint8_t deal;                           /* set-up progress */
    uint8_t winner;
    uint16_t alive;                         /* bit per seat with influence */
    uint8_t coins[COUP_MAX_PLAYERS];
    uint8_t card[COUP_MAX_PLAYERS][2];      /* slot: card | COUP_UP */
    uint8_t court[COUP_NCARDS];             /* R8: the Court as counts */
    uint8_t out[COUP_NCARDS];               /* R11: out of the game */
    uint8_t reserve;                        /* R17: the Treasury Reserve */
    uint16_t reform;                        /* R16: bit per Reformist seat */
} coup_state;

/* A fixed position for scenarios and hand-written records: each seat's
 * cards and coins, optionally the Court (the rest of the deck is then out
 * of the game); the game starts with seat `start` to take an action. */
typedef struct coup_position {
    uint8_t coins[COUP_MAX_PLAYERS];
    uint8_t card[COUP_MAX_PLAYERS][2];  /* card | COUP_UP */
    bool court_given;
    uint8_t court[COUP_NCARDS];
    /* Reformation (R16, R17): the Reformist seats, if given (else the
     * factions alternate from the starting seat), and the Reserve. */
    bool factions_given;
    uint16_t reform;
    uint8_t reserve;
} coup_position;

/* Set-up from options: the state before the deal (chance deals the cards;
 * with COUP_START_RANDOM chance first draws the starting seat; with the
 * draft each player picks first). R2, R11. */
int coup_init(coup_state *s, const coup_options *o);
/* Set-up at an exact position (o->start must be a seat). Checks the card
 * counts against R1/R13 and gives a reason on failure. */
int coup_init_position(coup_state *s, const coup_options *o,
                       const coup_position *p, char *why, size_t whyn);
/* Where coup_init_position_at() found the fault: a seat number (that
 * seat's cards or coins), or one of these. */
enum {
    COUP_AT_COURT = -1,   /* the Court given (court_given) */
    COUP_AT_START = -2,   /* o->start: the seat to move */
    COUP_AT_OPTIONS = -3, /* the options themselves */
    COUP_AT_WHOLE = -4    /* the seats together (fewer than two alive) */
};
/* coup_init_position() that also says which part of the position is at
 * fault, in *at (may be NULL), so that a reader of hand-written positions
 * can point at the line that caused it. *at is untouched on success. */
int coup_init_position_at(coup_state *s, const coup_options *o,
                          const coup_position *p, int *at, char *why,
                          size_t whyn);

/* Seat to move, COUP_CHANCE, or COUP_GAME_OVER. */
int coup_to_move(const coup_state *s);
bool coup_is_over(const coup_state *s);
int coup_winner(const coup_state *s); /* seat, or -1 */
int coup_players(const coup_state *s);
bool coup_alive(const coup_state *s, int seat);
int coup_copies(int players);         /* R1/R13: 3, 4 or 5 */
/* An answer window: a claim anyone may challenge (R6), or Foreign Aid
 * anyone may block (R5.3). The engine asks the seats one by one in seat
 * order; a live server may put the question to all of them at once
 * (docs/web-protocol.md, "Answers at the same time"). */
bool coup_answer_window(const coup_state *s);
/* In an answer window, whether the engine will still ask `seat`: the seat
 * to move, or a live seat after it and before the claimant (the actor) in
 * seat order. False outside a window. */
bool coup_yet_to_answer(const coup_state *s, int seat);

/* Reformation (R16). A seat's faction; without the option every seat is
 * a Loyalist. */
enum { COUP_LOYALIST, COUP_REFORMIST };
int coup_faction(const coup_state *s, int seat);
/* The seats `seat` may aim at (R4, R16), as a bit per seat: the other
 * seats of `alive`, and only those of the other faction while `alive`
 * holds both factions. `reform` (the Reformist seats) counts only with
 * COUP_OPT_REFORMATION in `flags`. */
unsigned coup_rivals(unsigned alive, unsigned reform, unsigned flags,
                     int seat);
/* Whether `seat` may Coup, Assassinate, Steal from or Examine `target`,
 * or block its action: another living seat, of the other faction while
 * the factions are split (R4, R16). */
bool coup_may_target(const coup_state *s, int seat, int target);

/* Legal moves in a fixed order, into out[COUP_MAX_MOVES]. Returns the
 * count (0 only when the game is over). At chance nodes the moves are the
 * outcomes; each has coup_chance_weight() chances in coup_chance_total(). */
int coup_legal_moves(const coup_state *s, coup_move *out);
bool coup_is_legal(const coup_state *s, coup_move m);
int coup_chance_weight(const coup_state *s, coup_move m);
int coup_chance_total(const coup_state *s);
/* The outcome for r uniform in [0, coup_chance_total()). */
coup_move coup_chance_pick(const coup_state *s, uint32_t r);

/* Applies a legal move. An illegal move returns COUP_EILLEGAL (or
 * COUP_EOVER) and leaves the state unchanged. */
int coup_apply(coup_state *s, coup_move m);
/* Why m is illegal here, in one English sentence that names the rule
 * broken (docs/rules.md R-numbers); returns 0 if legal. */
int coup_why(const coup_state *s, coup_move m, char *why, size_t n);
/* Why `seat` may not make move m now: coup_why() when seat is to move,
 * else the rule that keeps it out ("only the target may block a Steal
 * (R4, R5.3)") followed by who is to move and what they decide. seat may
 * be COUP_CHANCE (a chance outcome written out of turn). Returns 0 if
 * seat is to move and m is legal, else COUP_EILLEGAL or COUP_EOVER. */
int coup_why_seat(const coup_state *s, int seat, coup_move m, char *why,
                  size_t n);
/* Whether a `challenge` or a `block CARD` can ever answer an action of
 * type `action` (a coup_move_type) under R4's table: 0 if it can, else
 * COUP_EILLEGAL and why ("Income cannot be challenged: it claims no
 * character (R4)", "a Coup cannot be blocked (R4)"). Other moves: 0. s
 * gives the options (which character blocks a Steal). */
int coup_why_answer(const coup_state *s, int action, coup_move m, char *why,
                    size_t n);

/* Invariants: card conservation, coins, phase consistency. */
bool coup_state_ok(const coup_state *s, char *why, size_t n);

/* Hidden (face-down) cards of a seat, into out[]; returns the count. */
int coup_hidden(const coup_state *s, int seat, uint8_t *out);

/* Why the seat deciding a LOSE loses an influence (R3), which everyone saw
 * (R9): it challenged a claim that was proven, it was challenged and did
 * not prove its claim (R6), or an action resolved against it (a Coup, an
 * assassination). COUP_LOSS_NONE in any other phase. */
enum coup_loss {
    COUP_LOSS_NONE,
    COUP_LOSS_CHALLENGER, /* its challenge failed: the claim was proven */
    COUP_LOSS_CLAIMANT,   /* it did not prove its claim */
    COUP_LOSS_ACTION      /* the action (Coup, Assassinate) took it */
};
int coup_loss_cause(const coup_state *s);
int coup_court_size(const coup_state *s);

/* ----------------------------------------------------------- observation */

/*
 * What one seat may know now (R9), and nothing more. Together with the
 * moves of the game as that seat saw them (coup_observe_move), this is the
 * seat's whole information: its private history is in that sequence.
 */
typedef struct coup_obs {
    uint8_t seat, players, flags, phase;
    int8_t to_move;             /* as coup_to_move() */
    uint8_t actor, action, target, named;
    uint8_t claimant, claim, blocker, block, challenger, loser;
    uint8_t winner;
    uint8_t coins[COUP_MAX_PLAYERS];
    uint8_t hidden[COUP_MAX_PLAYERS];        /* face-down count */
    uint8_t up[COUP_MAX_PLAYERS][2];         /* face-up cards, or NOCARD */
    uint8_t nmine, mine[4];     /* own face-down cards, with the cards
                                   drawn in one's own Exchange */
    uint8_t nshown, shown[2];   /* cards shown to this seat: Examine (as
                                   examiner or examined), or R10's show
                                   (to all, until the Exchange after it
                                   ends; by character) */
    uint8_t court_size;
    uint8_t out_size;           /* cards out of the game (R11 draft) */
    uint16_t reform;            /* R16: bit per Reformist seat (public) */
    uint8_t reserve;            /* R17: the Treasury Reserve (public) */
} coup_obs;

int coup_observe(const coup_state *s, int seat, coup_obs *o);
/* coup_may_target() from an observation: whether the observing seat may
 * aim at (or block) `target` now (R4, R16). */
bool coup_obs_may_target(const coup_obs *o, int target);
/* How `seat` sees move m made in state s: chance draws, kept cards, draft
 * picks and Examine shows are masked (COUP_NOCARD) unless the seat may see
 * them (R9). */
coup_move coup_observe_move(const coup_state *s, coup_move m, int seat);

#ifdef __cplusplus
}
#endif

#endif
