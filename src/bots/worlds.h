/*
 * worlds.h - the worlds a seat might be in: exact sampling of the hidden
 * cards from everything the seat observed (docs/rules.md R9), weighted by
 * what the other seats' moves suggest about their hands. Internal to
 * src/bots: the `search` bot samples its determinizations here.
 *
 * It is a particle filter over whole game states. Each world is a
 * coup_state reached from the game's first state by legal moves whose
 * observations, as the seat saw them (coup_observe_move), are exactly the
 * moves the seat was told of: a masked move (a draw, a kept card, a draft
 * pick the seat may not see) is filled in with one of the legal moves
 * that look the same to the seat, chance outcomes by their true odds. A
 * world in which a move the seat saw is illegal (a proof without the
 * card, a card turned up that the world's seat does not hold) is dropped.
 * So every world agrees with the seat's observation in every field
 * (tests/test_search.c checks it), whatever the weights. Worlds whose
 * two cards of a seat lie the other way round are put in order, since
 * coup_observe() lists cards in slot order.
 *
 * Weights are beliefs, never constraints: a claim (an action's character,
 * a block) is `bluff` times as likely in a world where the claimant does
 * not hold the card; declining a block it could make with a card it
 * holds, and conceding a challenge while holding the card, are less likely
 * too. When worlds are dropped, or the weights grow very uneven, the
 * worlds are resampled by weight.
 *
 * Resampling leaves copies, and the hands dealt long ago are not drawn
 * again. So after each resampling the worlds are rejuvenated
 * (resample-move): a Metropolis-Hastings step swaps an opponent's
 * face-down card with one our seat cannot see, kept by the odds of the
 * seats' stories (what each did since its hand last changed). Without it,
 * at a table of several claimants, the worlds settle on one pair of cards
 * a seat and call its other claims certain bluffs. A card we saw in a
 * hand (R10, R12) never moves.
 *
 * Still, all the worlds may come to lack a card a seat then turns up or
 * proves. Rather than lose every world, each is then mended: the card is
 * swapped into that seat's hand from where our seat cannot see it (the
 * Court, another seat's face-down cards). A mended world agrees with
 * everything the seat sees now, but the card may have had a past
 * elsewhere; `repairs` counts these moves.
 *
 * A game that did not start from coup_init() (a fixed position: the first
 * observation has cards dealt) starts from worlds dealt at random from the
 * unseen cards, with the Court as the position would give it.
 */
#ifndef COUP_BOTS_WORLDS_H
#define COUP_BOTS_WORLDS_H

#include <coup/bots.h>

#define COUP__WORLDS 256   /* worlds kept */
#define COUP__STORY 32     /* a seat's moves remembered since its hand
                              last changed */

/* What a seat did since its hand last changed, as far as it tells of its
 * cards: claims, blocks it declined, challenges it conceded. */
typedef struct coup__story {
    uint8_t n;
    uint8_t held;                /* cards it turned up since (a mask) */
    uint8_t kind[COUP__STORY];   /* CLUE_CLAIM, ... (worlds.c) */
    uint8_t what[COUP__STORY];   /* the card, or a mask of cards */
} coup__story;

typedef struct coup__worlds {
    int seat, n;     /* our seat; worlds alive in w[0..n) */
    /* Each seat's likelihood ratio of a claim without the card. */
    double ratio[COUP_MAX_PLAYERS];
    bool pre_deal;   /* the game began at s0, before the deal; else at a
                        position, whose worlds are dealt from `first` */
    bool lost;       /* no world agrees with the seat's observation */
    coup_obs first;  /* the seat's first observation */
    coup_state s0;
    coup_rng rng;
    coup_state w[COUP__WORLDS];
    double weight[COUP__WORLDS];
    coup_state scratch[COUP__WORLDS];
    long repairs; /* moves no world could have seen (tests print it) */
    /* Rejuvenation (worlds.c): each opponent's story; the kinds of card
     * we know went to the Court (returned in our Exchange, proven, or
     * seen in a hand), which it never moves out of the Court; the seats
     * one of whose cards we saw (R10, R12), whose cards it never moves. */
    coup__story story[COUP_MAX_PLAYERS];
    uint16_t frozen;
    uint8_t court_known[COUP_NCARDS];
    long moved; /* cards moved by rejuvenation (tests print it) */
    /* sample()'s cache: the observation the worlds were last checked
     * against, and their cumulative weights; see() clears it. */
    bool cached;
    coup_obs cache_obs;
    double cumul[COUP__WORLDS];
} coup__worlds;

/* A new game from the seat's first observation; `seed` seeds the filter's
 * own RNG. `bluff` in (0, 1]: every seat's ratio until set otherwise. */
void coup__worlds_start(coup__worlds *ws, const coup_obs *o, double bluff,
                        uint64_t seed);
/* A move was made (the bot's see() callback, unchanged). */
void coup__worlds_see(coup__worlds *ws, const coup_obs *before, int mover,
                      coup_move seen);
/* One world drawn by weight into *out; the observation o is the seat's
 * current one. Returns 0, or -1 if no world agrees with o (which cannot
 * happen unless the moves given to see() were not the game's). */
int coup__worlds_sample(coup__worlds *ws, const coup_obs *o, coup_rng *rng,
                        coup_state *out);

/* From now on, a claim of seat p counts `ratio` (0, 1] as much in a world
 * where p lacks the card as where it holds it. */
void coup__worlds_set_ratio(coup__worlds *ws, int p, double ratio);
/* The share of the worlds' weight in which seat p holds a face-down c. */
double coup__worlds_odds(const coup__worlds *ws, int p, int c);

/* Does seat p hold a face-down c in state s? */
bool coup__holds(const coup_state *s, int p, int c);

#endif
