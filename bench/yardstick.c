/*
 * yardstick.c - the uniformly random game of base Coup, twice: through
 * the public API (ys_api_game) and hand-written (ys_game). See
 * yardstick.h for the game and the contract between the two.
 *
 * The hand-written simulator keeps only what the random game needs:
 * coins, each seat's face-down cards, the Court as counts per character
 * and a bit per living seat. Face-up cards, phases, claims and move
 * lists are not kept: the turn is plain control flow (docs/rules.md R5), and
 * each decision is one generator call whose range is the number of legal
 * moves the engine would list there, mapped to the move the engine lists
 * at that index:
 *
 *   action    income, foreign-aid, tax, exchange, then coup (coins >= 7),
 *             assassinate (coins >= 3), steal, each per living opponent in
 *             ascending seat order; coup only, at 10 coins or more (R4)
 *   challenge pass, challenge: every living seat but the claimant, in seat
 *             order after the claimant, until one challenges (R6)
 *   prove     prove, concede; concede alone without the card
 *   lose      one per distinct face-down character, ascending (R3)
 *   block     pass, then the blocking characters: Duke (foreign aid: every
 *             living seat after the actor in turn), Contessa (assassinate:
 *             the target), Captain, Ambassador (steal: the target) (R5.3)
 *   keep      one per distinct choice, ascending: keep a, or keep a b with
 *             a <= b (R7)
 *   chance    r uniform below the Court's size, the card whose cumulative
 *             count (in character order) first exceeds r (R8)
 *
 * A dead seat's coins are never read again (a Steal from a seat exiled
 * in the same turn reads them before the turn ends, R15.1), so they are
 * not cleared.
 */
#include <stdint.h>

#include <coup/coup.h>

#include "yardstick.h"

/* ----------------------------------------------------------- the API */

unsigned ys_api_game(int players, coup_rng *rng, int *winner)
{
    coup_options o = {players, 0, 0};
    coup_state s;
    coup_move moves[COUP_MAX_MOVES];
    coup_rng r = *rng;
    unsigned decisions = 0;

    if (coup_init(&s, &o) != COUP_OK)
        return 0;
    for (;;) {
        int who = coup_to_move(&s);
        coup_move m;
        if (who == COUP_GAME_OVER)
            break;
        if (who == COUP_CHANCE) {
            uint32_t total = (uint32_t)coup_chance_total(&s);
            m = coup_chance_pick(&s, coup_rng_below(&r, total));
        } else {
            int n = coup_legal_moves(&s, moves);
            m = moves[coup_rng_below(&r, (uint32_t)n)];
        }
        if (coup_apply(&s, m) != COUP_OK)
            return 0;
        decisions++;
    }
    *winner = coup_winner(&s);
    *rng = r;
    return decisions;
}

/* -------------------------------------------------------- hand-written */

typedef struct ys_sim {
    coup_rng rng;
    unsigned decisions;
    unsigned alive;                 /* bit per seat with influence */
    unsigned nalive;                /* seats in alive */
    int n;                          /* players */
    int court_size;                 /* between events: 15 - 2n */
    uint8_t coins[YS_MAX_PLAYERS];
    uint8_t nh[YS_MAX_PLAYERS];     /* face-down cards: h[p][0..nh) */
    uint8_t h[YS_MAX_PLAYERS][2];
    uint8_t court[8];               /* counts, Duke..Contessa */
} ys_sim;

/* One decision among n legal moves. */
static inline unsigned pick(ys_sim *g, uint32_t n)
{
    g->decisions++;
    return coup_rng_below(&g->rng, n);
}

/* One decision with a single legal move: coup_rng_below(1) draws one
 * number and returns 0. */
static inline void forced(ys_sim *g)
{
    g->decisions++;
    (void)coup_rng_next(&g->rng);
}

static inline int next_alive(const ys_sim *g, int p)
{
    unsigned after = g->alive >> (p + 1);
    return after ? p + 1 + __builtin_ctz(after) : __builtin_ctz(g->alive);
}

/* The k-th (from 0) seat of a set, ascending. */
static inline int nth(unsigned set, unsigned k)
{
    while (k--)
        set &= set - 1;
    return __builtin_ctz(set);
}

/* Chance: a card from a Court of `size` cards, the first whose
 * cumulative count exceeds r (the cumulative counts never decrease, so
 * the r >= ... that hold are a prefix: no branch needed). */
static inline int draw(ys_sim *g, int size)
{
    uint32_t r = pick(g, (uint32_t)size);
    const uint8_t *ct = g->court;
    uint32_t c0 = ct[0], c1 = c0 + ct[1], c2 = c1 + ct[2], c3 = c2 + ct[3];
    int c = (r >= c0) + (r >= c1) + (r >= c2) + (r >= c3);
    g->court[c]--;
    return c;
}

/* Seat p loses an influence (R3). Returns 1 if that ends the game. */
static inline int lose(ys_sim *g, int p)
{
    if (g->nh[p] == 2) {
        int a = g->h[p][0], b = g->h[p][1];
        if (a != b) {
            int lo = a < b ? a : b, hi = a ^ b ^ lo;
            g->h[p][0] = (uint8_t)(pick(g, 2) ? lo : hi); /* 1: lose hi */
        } else {
            forced(g);
        }
        g->nh[p] = 1;
        return 0;
    }
    forced(g);
    g->nh[p] = 0;
    g->alive &= ~(1u << p);
    return --g->nalive == 1;
}

enum { CH_NONE, CH_PROVED, CH_CONCEDED, CH_OVER };

/* The challenge window on `claimant`'s claim of `claim` (R6): who
 * challenges, then prove or concede, the loss, the redraw. */
static int challenge(ys_sim *g, int claimant, int claim)
{
    int d = next_alive(g, claimant);
    do {
        if (pick(g, 2)) { /* challenge */
            uint8_t *h = g->h[claimant];
            int slot = h[0] == claim ? 0
                       : g->nh[claimant] == 2 && h[1] == claim ? 1 : -1;
            if (slot >= 0 ? pick(g, 2) == 0 : (forced(g), 0)) {
                /* proved: the challenger loses, then (unless that ended
                 * the game, R15.2) the card goes back and is redrawn */
                if (lose(g, d))
                    return CH_OVER;
                g->court[claim]++;
                h[slot] = (uint8_t)draw(g, g->court_size + 1);
                return CH_PROVED;
            }
            return lose(g, claimant) ? CH_OVER : CH_CONCEDED;
        }
        d = next_alive(g, d);
    } while (d != claimant);
    return CH_NONE;
}

/* R7: draw two, keep as many as one had face down. */
static void exchange(ys_sim *g, int p)
{
    int d1 = draw(g, g->court_size);
    int d2 = draw(g, g->court_size - 1);
    uint8_t cnt[8] = {0};
    uint8_t *h = g->h[p];
    int distinct = 0, pairs = 0;
    cnt[d1]++;
    cnt[d2]++;
    cnt[h[0]]++;
    if (g->nh[p] == 2)
        cnt[h[1]]++;
    for (int c = 0; c < 5; c++) {
        distinct += cnt[c] != 0;
        pairs += cnt[c] >= 2;
    }
    if (g->nh[p] == 1) {
        unsigned k = pick(g, (uint32_t)distinct);
        int c = 0;
        for (;; c++)
            if (cnt[c] && k-- == 0)
                break;
        cnt[c]--;
        h[0] = (uint8_t)c;
    } else {
        unsigned k = pick(g, (uint32_t)(distinct * (distinct - 1) / 2 + pairs));
        int a = 0, b = 0;
        for (;; a++) {
            if (!cnt[a])
                continue;
            for (b = a; b < 5; b++)
                if (cnt[b] > (a == b) && k-- == 0)
                    goto found;
        }
found:
        cnt[a]--;
        cnt[b]--;
        h[0] = (uint8_t)a;
        h[1] = (uint8_t)b;
    }
    for (int c = 0; c < 5; c++)
        g->court[c] += cnt[c];
}

/* Steal resolves: min(2, coins), even from a seat exiled this turn. */
static inline void steal_resolve(ys_sim *g, int p, int t)
{
    int take = g->coins[t] < 2 ? g->coins[t] : 2;
    g->coins[t] -= (uint8_t)take;
    g->coins[p] += (uint8_t)take;
}

/* Seat p's turn (R4, R5). Returns 1 if the game ended in it. */
static int turn(ys_sim *g, int p)
{
    int c = g->coins[p];
    unsigned opp = g->alive & ~(1u << p);
    unsigned m = g->nalive - 1;
    int r;

    if (c >= 10) { /* R4: must Coup */
        int t = nth(opp, pick(g, m));
        g->coins[p] -= 7;
        return lose(g, t);
    }
    unsigned k = pick(g, 4 + m * (1 + (c >= 7) + (c >= 3)));
    switch (k) {
    case 0: /* income */
        g->coins[p]++;
        return 0;
    case 1: { /* foreign aid: any other seat may block with Duke */
        int d = next_alive(g, p);
        do {
            if (pick(g, 2)) { /* block duke */
                r = challenge(g, d, COUP_DUKE);
                if (r == CH_OVER)
                    return 1;
                if (r == CH_CONCEDED) /* the block failed */
                    g->coins[p] += 2;
                return 0;
            }
            d = next_alive(g, d);
        } while (d != p);
        g->coins[p] += 2;
        return 0;
    }
    case 2: /* tax */
        r = challenge(g, p, COUP_DUKE);
        if (r == CH_OVER)
            return 1;
        if (r != CH_CONCEDED)
            g->coins[p] += 3;
        return 0;
    case 3: /* exchange */
        r = challenge(g, p, COUP_AMBASSADOR);
        if (r == CH_OVER)
            return 1;
        if (r != CH_CONCEDED)
            exchange(g, p);
        return 0;
    }
    k -= 4;
    if (c >= 7) {
        if (k < m) { /* coup */
            g->coins[p] -= 7;
            return lose(g, nth(opp, k));
        }
        k -= m;
    }
    if (c >= 3) {
        if (k < m) { /* assassinate */
            int t = nth(opp, k);
            g->coins[p] -= 3;
            r = challenge(g, p, COUP_ASSASSIN);
            if (r == CH_OVER)
                return 1;
            if (r == CH_CONCEDED) { /* refunded (R5.2) */
                g->coins[p] += 3;
                return 0;
            }
            if (!((g->alive >> t) & 1))
                return 0; /* nothing left to take (R5.5) */
            if (pick(g, 2)) { /* block contessa */
                r = challenge(g, t, COUP_CONTESSA);
                if (r == CH_OVER)
                    return 1;
                if (r != CH_CONCEDED || !((g->alive >> t) & 1))
                    return 0;
            }
            return lose(g, t);
        }
        k -= m;
    }
    { /* steal */
        int t = nth(opp, k);
        r = challenge(g, p, COUP_CAPTAIN);
        if (r == CH_OVER)
            return 1;
        if (r == CH_CONCEDED)
            return 0;
        if ((g->alive >> t) & 1) {
            unsigned b = pick(g, 3); /* pass, captain, ambassador */
            if (b) {
                r = challenge(g, t, b == 1 ? COUP_CAPTAIN : COUP_AMBASSADOR);
                if (r == CH_OVER)
                    return 1;
                if (r != CH_CONCEDED)
                    return 0;
            }
        }
        steal_resolve(g, p, t);
        return 0;
    }
}

/* flatten: the whole game in one function, so the compiler keeps the
 * state where it likes (about +10% games/s over separate calls). */
__attribute__((flatten)) unsigned ys_game(int players, coup_rng *rng,
                                          int *winner)
{
    ys_sim g = {0};
    g.rng = *rng;
    g.n = players;
    g.alive = (1u << players) - 1;
    g.nalive = (unsigned)players;
    g.court_size = 15 - 2 * players;
    for (int c = 0; c < 8; c++)
        g.court[c] = c < 5 ? 3 : 0;
    /* R2: the deal, seat by seat, slot 0 then slot 1; two coins each,
     * one for the starting seat in a duel (R11). */
    for (int p = 0; p < players; p++) {
        g.coins[p] = 2;
        g.nh[p] = 2;
        g.h[p][0] = (uint8_t)draw(&g, 15 - 2 * p);
        g.h[p][1] = (uint8_t)draw(&g, 14 - 2 * p);
    }
    if (players == 2)
        g.coins[0] = 1;
    int p = 0;
    while (!turn(&g, p))
        p = next_alive(&g, p);
    *winner = __builtin_ctz(g.alive);
    *rng = g.rng;
    return g.decisions;
}
