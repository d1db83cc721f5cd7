/*
 * actions.h - the bots' one table of the R4 actions: what each costs,
 * claims, gains, whom it targets and who may block it. Internal to
 * src/bots; the numbers are coup.h's (COUP_COUP_COST, ...). The engine
 * keeps its own rules (src/engine); a test checks the two agree.
 */
#ifndef COUP_BOTS_ACTIONS_H
#define COUP_BOTS_ACTIONS_H

#include <stdbool.h>

#include <coup/coup.h>

typedef struct coup__action {
    uint8_t claim;  /* the character claimed, COUP_NOCARD for none;
                       COUP_AMBASSADOR: the Ambassador or, under R12, the
                       Inquisitor (coup__claim_of() says which) */
    uint8_t cost;   /* coins paid when declared (R4) */
    uint8_t coins;  /* coins taken (a Steal: at most this, R4) */
    bool targeted;  /* names another living seat */
    unsigned block; /* the characters that block it (bits), Ambassador as
                       in `claim` */
} coup__action;

/* Indexed by coup_move_type; zero (and claim 0) for what is no action:
 * read it through the functions below, or for an action only. */
extern const coup__action coup__actions[COUP_MV_NTYPES];

/* The character claimed by an action, or COUP_NOCARD (any move type). */
int coup__claim_of(int type, unsigned flags);
/* The characters (bits) that may block an action; 0 for none. */
unsigned coup__blockers_mask(int type, unsigned flags);

#endif
