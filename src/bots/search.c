/*
 * search.c - the bot "search": information-set Monte Carlo tree search
 * (docs/ai.md says which variant and why).
 *
 * Each decision runs `iters` iterations (or as many as `ms` milliseconds
 * allow). An iteration:
 *
 *  1. draws a world, a whole game state that agrees with everything our
 *     seat has seen, by the beliefs of the particle filter (worlds.h);
 *     with probability `selfdet` our own face-down cards are dealt again
 *     from those and the Court's, so that the other seats, in the tree,
 *     do not know our hand any better than they do at the table;
 *  2. walks down the tree. Every seat has its own nodes, found by what
 *     that seat has seen: its observation when the iteration began, then
 *     each move as it saw it (coup_observe_move), and the legal moves
 *     offered. So a node is an information set of the seat that decides
 *     there; the statistics of its moves are shared by every world the
 *     seat cannot tell apart. Chance draws by the true odds (R8). At each
 *     node the seat to decide picks the move of the highest upper
 *     confidence bound (UCB1, constant `c`) for its own wins;
 *  3. adds one node, where the walk left the tree, and plays the game out
 *     with a fast default policy (below);
 *  4. credits the nodes of the walk with a win for the seat that decided
 *     there, or a loss: our own nodes always, the other seats' nodes only
 *     when our hand was dealt again in step 1. So the other seats learn
 *     how we play from a mixture of the hands we might hold, never from
 *     the hand we hold.
 *
 * We then play the move of our node at the root that was tried most.
 * Bluffs, challenges and blocks are moves like the others: we bluff where
 * the opponents' nodes, which cannot see our hand, fail to punish it, and
 * challenge where their claims lose more often than not in the worlds our
 * beliefs weight.
 *
 * The default policy of the play-outs knows the rules and little else: it
 * Coups when it has 7 coins, otherwise mostly takes the actions its cards
 * allow (a bluff now and then), challenges a claim one time in ten, proves
 * a claim when it can, and blocks with a card it holds (one time in ten
 * without one), and aims its attacks as its seat's model says (the
 * strongest or richest opponent, or at random; opponents.h). It is there
 * to end games quickly and not absurdly;
 * the choices that matter are made by the tree.
 *
 * The search is deterministic for a seed and an iteration budget. With a
 * time budget it is not: the clock decides how many iterations run.
 * Nothing here prints; a failed allocation ends the search early, and a
 * seat whose worlds were lost (which the sampler's tests rule out for real
 * games) plays uniformly at random.
 */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bots/beliefs.h"
#include "bots/kinds.h"
#include "bots/opponents.h"
#include "bots/worlds.h"

/* Iterations a decision: 20,000 heads-up, 25,000 at three and four
 * players, 60000/players beyond, so that a decision takes under 100 ms on
 * one core at any table (docs/BENCHMARKS.md, "The search bot"). An
 * iteration costs more at a larger table. */
#define DEFAULT_ITERS 20000
#define DEFAULT_ITERS_FOUR 25000
#define DEFAULT_C 0.7
#define DEFAULT_BLUFF 0.05
#define DEFAULT_SELFDET 0.75

/* Play-outs longer than this are abandoned (no winner). */
#define ROLLOUT_MAX 2000

typedef struct search {
    long iters, ms;
    double c, bluff, selfdet;
    bool iters_set, c_set, bluff_set, selfdet_set;
    bool fixed;    /* adapt=0: no opponent models */
    bool amnesic;  /* recall=0: the models start afresh every game */
    coup__worlds worlds;
    coup__opponents opp;
    coup__beliefs bel; /* the seats' stories, for the aim (opponents.h) */
} search;

/* How each seat is played in one decision's tree and play-outs: by the
 * opponent models (opponents.h), or as the search always played a seat
 * it knows nothing of (our own seat, adapt=0). */
static const coup__tendency plain = {
    .force = 0, .challenge = 0, .allow = 1, .ratio = DEFAULT_BLUFF,
    .roll_challenge = COUP__ROLL_CHALLENGE, .roll_bluff = COUP__ROLL_BLUFF,
    .roll_block = COUP__ROLL_BLOCK,
};

/* ------------------------------------------------------------- the tree */

typedef struct edge {
    coup_move m;
    uint32_t n; /* times tried */
    float w;    /* wins of the deciding seat */
} edge;

typedef struct node {
    uint64_t key;
    uint32_t first, visits;
    uint8_t nedges, seat;
} node;

/* A slot of the hash table: the node's key beside its index, so that a
 * probe reads one cache line. */
typedef struct bucket {
    uint64_t key;
    int32_t node; /* node index + 1, 0 when empty */
} bucket;

typedef struct tree {
    node *nodes;
    edge *edges;
    bucket *slot; /* open addressing */
    long nnodes, ncap, nedges, ecap, mask;
    /* The key of our node at the root when its moves are to be tried in
     * turn (coup__search_values()), else 0. */
    uint64_t even;
} tree;

static uint64_t mix(uint64_t h, uint64_t v)
{
    h ^= v + 0x9E3779B97F4A7C15ULL + (h << 6) + (h >> 2);
    h ^= h >> 31;
    h *= 0xBF58476D1CE4E5B9ULL;
    h ^= h >> 29;
    return h;
}

static uint64_t move_word(coup_move m)
{
    return (uint64_t)m.type | (uint64_t)m.target << 8 |
           (uint64_t)m.card << 16 | (uint64_t)m.card2 << 24;
}

static uint64_t hash_bytes(const void *p, size_t n)
{
    const unsigned char *b = p;
    uint64_t h = 0x243F6A8885A308D3ULL;
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t w;
        memcpy(&w, b + i, 8);
        h = mix(h, w);
    }
    uint64_t w = 0;
    memcpy(&w, b + i, n - i);
    return mix(h, w ^ n);
}

/* What seat p knows when an iteration begins: its observation. */
static uint64_t info_key(const coup_state *s, int p)
{
    coup_obs o;
    coup_observe(s, p, &o);
    return hash_bytes(&o, sizeof o);
}

static uint64_t moves_key(const coup_move *legal, int n)
{
    uint64_t h = (uint64_t)n;
    for (int i = 0; i < n; i++)
        h = mix(h, move_word(legal[i]));
    return h;
}

static void tree_free(tree *t)
{
    free(t->nodes);
    free(t->edges);
    free(t->slot);
    memset(t, 0, sizeof *t);
}

static bool tree_init(tree *t, long expect)
{
    memset(t, 0, sizeof *t);
    long size = 1024;
    while (size < 2 * expect && size < (1L << 26))
        size *= 2;
    t->slot = calloc((size_t)size, sizeof *t->slot);
    t->mask = size - 1;
    t->ncap = size / 2;
    t->nodes = malloc((size_t)t->ncap * sizeof *t->nodes);
    t->ecap = t->ncap * 8;
    t->edges = malloc((size_t)t->ecap * sizeof *t->edges);
    if (!t->slot || !t->nodes || !t->edges) {
        tree_free(t);
        return false;
    }
    return true;
}

static long find(const tree *t, uint64_t key)
{
    for (long i = (long)(key & (uint64_t)t->mask);; i = (i + 1) & t->mask) {
        const bucket *sl = &t->slot[i];
        if (!sl->node)
            return -1;
        if (sl->key == key)
            return sl->node - 1;
    }
}

/* Puts node k (of key `key`) in the table, which has room. */
static void place(tree *t, uint64_t key, long k)
{
    long i = (long)(key & (uint64_t)t->mask);
    while (t->slot[i].node)
        i = (i + 1) & t->mask;
    t->slot[i] = (bucket){key, (int32_t)(k + 1)};
}

/* Doubles the table; false when memory ran out. */
static bool grow(tree *t)
{
    long size = (t->mask + 1) * 2;
    bucket *slots = calloc((size_t)size, sizeof *slots);
    node *nodes = realloc(t->nodes, (size_t)(size / 2) * sizeof *nodes);
    if (nodes)
        t->nodes = nodes;
    if (!slots || !nodes) {
        free(slots);
        return false;
    }
    free(t->slot);
    t->slot = slots;
    t->mask = size - 1;
    t->ncap = size / 2;
    for (long k = 0; k < t->nnodes; k++)
        place(t, t->nodes[k].key, k);
    return true;
}

/* A new node for seat p with the moves legal[0..n); -1 when memory ran
 * out. */
static long add(tree *t, uint64_t key, int p, const coup_move *legal, int n)
{
    if (t->nnodes + 1 > t->ncap && !grow(t))
        return -1;
    if (t->nedges + n > t->ecap) {
        long cap = t->ecap * 2;
        edge *e = realloc(t->edges, (size_t)cap * sizeof *e);
        if (!e)
            return -1;
        t->edges = e;
        t->ecap = cap;
    }
    long k = t->nnodes++;
    node *nd = &t->nodes[k];
    nd->key = key;
    nd->first = (uint32_t)t->nedges;
    nd->nedges = (uint8_t)n;
    nd->seat = (uint8_t)p;
    nd->visits = 0;
    for (int i = 0; i < n; i++)
        t->edges[t->nedges++] = (edge){legal[i], 0, 0};
    place(t, key, k);
    return k;
}

/* UCB1 over the node's moves but those of mask `out`; an untried move
 * first, chosen at random. */
static int select_edge(const tree *t, const node *nd, double c,
                       const bool *out, coup_rng *rng)
{
    const edge *e = t->edges + nd->first;
    int n = nd->nedges, start = (int)coup_rng_below(rng, (uint32_t)n);
    for (int k = 0; k < n; k++) {
        int i = (start + k) % n;
        if (!e[i].n && !out[i])
            return i;
    }
    double logn = log((double)nd->visits), best = -1;
    int pick = start;
    for (int i = 0; i < n; i++) {
        if (out[i])
            continue;
        double v = e[i].w / e[i].n + c * sqrt(logn / e[i].n);
        if (v > best) {
            best = v;
            pick = i;
        }
    }
    return pick;
}

/* ------------------------------------------------------- the play-out */

/* The seats an attack of seat p of this type goes to when it aims by the
 * rule (opponents.h), as bits. */
static unsigned aim_at(const coup_state *s, const coup__tendency *tn, int p,
                       int type)
{
    uint8_t hidden[COUP_MAX_PLAYERS] = {0}, story[COUP_MAX_PLAYERS] = {0};
    unsigned alive = 0, seats;
    for (int q = 0; q < s->players; q++) {
        uint8_t cards[2];
        hidden[q] = (uint8_t)coup_hidden(s, q, cards);
        alive |= (unsigned)(hidden[q] > 0) << q;
        story[q] = tn[q].story;
    }
    seats = coup_rivals(alive, s->reform, s->flags, p);
    if (type == COUP_MV_STEAL)
        for (int q = 0; q < s->players; q++)
            if (!s->coins[q])
                seats &= ~(1u << q);
    return coup__opp_named(type, s->flags, seats, hidden, s->coins, story);
}

/* An action of the default policy: a Coup when it can afford one, else
 * mostly the actions its cards allow, sometimes a bluff. Weights in
 * quarters: a true claim 16, a bluff `bluff`. A seat that aims
 * (tn[p].roll_aim) sends its attacks, that often, only where the rule
 * names. */
static coup_move default_action(const coup_state *s, const coup__tendency *tn,
                                int p, const coup_move *legal, int n,
                                coup_rng *rng)
{
    int weight[COUP_MAX_MOVES], total = 0, bluff = tn[p].roll_bluff;
    bool rich = s->coins[p] >= COUP_COUP_COST;
    bool aims = tn[p].roll_aim && coup_rng_below(rng, 100) < tn[p].roll_aim;
    unsigned named[COUP_MV_NTYPES] = {0};
    if (aims) {
        named[COUP_MV_COUP] = aim_at(s, tn, p, COUP_MV_COUP);
        named[COUP_MV_ASSASSINATE] = aim_at(s, tn, p, COUP_MV_ASSASSINATE);
        named[COUP_MV_STEAL] = aim_at(s, tn, p, COUP_MV_STEAL);
    }
    unsigned held = 0; /* bit per character held face down */
    for (int k = 0; k < 2; k++)
        if (!(s->card[p][k] & COUP_UP) &&
            (s->card[p][k] & COUP_CARD_MASK) != COUP_NOCARD)
            held |= 1u << (s->card[p][k] & COUP_CARD_MASK);
    for (int i = 0; i < n; i++) {
        int c = coup__claim_of(legal[i].type, s->flags), w;
        if (legal[i].type == COUP_MV_COUP)
            w = rich ? 64 : 1;
        else if (rich)
            w = 1;
        else if (c != COUP_NOCARD)
            w = held >> c & 1 ? 16 : bluff;
        else
            w = 4;
        if (legal[i].type == COUP_MV_STEAL && s->coins[legal[i].target] == 0)
            w = 0;
        if (aims && named[legal[i].type] &&
            !(named[legal[i].type] >> legal[i].target & 1))
            w = 0;
        weight[i] = w;
        total += w;
    }
    if (total <= 0)
        return legal[coup_rng_below(rng, (uint32_t)n)];
    int r = (int)coup_rng_below(rng, (uint32_t)total), i = 0;
    while (r >= weight[i])
        r -= weight[i++];
    return legal[i];
}

/* The default policy: each seat p by its tendencies tn[p]. */
static coup_move default_policy(const coup_state *s,
                                const coup__tendency *tn, coup_rng *rng)
{
    int p = coup_to_move(s);
    if (p == COUP_CHANCE)
        return coup_draw_chance(s, rng);
    coup_move legal[COUP_MAX_MOVES];
    int n = coup_legal_moves(s, legal);
    switch (s->phase) {
    case COUP_PH_CHALLENGE: /* pass, challenge */
        return legal[n > 1 &&
                     coup_rng_below(rng, 100) < tn[p].roll_challenge];
    case COUP_PH_PROVE: /* prove when it can */
        for (int i = 0; i < n; i++)
            if (legal[i].type == COUP_MV_PROVE)
                return legal[i];
        return legal[0];
    case COUP_PH_BLOCK: { /* pass, block CARD... */
        for (int i = 1; i < n; i++)
            if (coup__holds(s, p, legal[i].card))
                return legal[i];
        if (n > 1 && coup_rng_below(rng, 100) < tn[p].roll_block)
            return legal[1 + coup_rng_below(rng, (uint32_t)n - 1)];
        return legal[0];
    }
    case COUP_PH_ACTION:
        return default_action(s, tn, p, legal, n, rng);
    default:
        return legal[coup_rng_below(rng, (uint32_t)n)];
    }
}

/* ------------------------------------------------------ an iteration */

/* Deals our face-down cards again from them and the Court; false where
 * the phase leaves them as they are. */
static bool self_determinize(coup_state *s, int seat, coup_rng *rng)
{
    if (s->phase != COUP_PH_ACTION && s->phase != COUP_PH_CHALLENGE &&
        s->phase != COUP_PH_BLOCK && s->phase != COUP_PH_PROVE &&
        s->phase != COUP_PH_LOSE)
        return false;
    for (int k = 0; k < 2; k++) {
        uint8_t slot = s->card[seat][k];
        if ((slot & COUP_UP) || (slot & COUP_CARD_MASK) == COUP_NOCARD)
            continue;
        /* Swap with a card drawn uniformly from this card and the Court. */
        int total = 1 + coup_court_size(s);
        int r = (int)coup_rng_below(rng, (uint32_t)total);
        if (r == 0)
            continue;
        r--;
        for (int c = 0; c < COUP_NCARDS; c++) {
            if (r < s->court[c]) {
                s->court[c]--;
                s->court[slot & COUP_CARD_MASK]++;
                s->card[seat][k] = (uint8_t)c;
                break;
            }
            r -= s->court[c];
        }
    }
    return true;
}

typedef struct step {
    long node;
    int edge;
} step;

/* The moves of node nd that seat p may not make in this visit of world s
 * (out[i]): its bluffs, with the odds 1 - allow that it does not bluff.
 * False when none is left out. */
static bool leave_out(const tree *t, const node *nd, const coup_state *s,
                      int p, float allow, bool *out, coup_rng *rng)
{
    const edge *e = t->edges + nd->first;
    int n = nd->nedges, left = 0;
    bool any = false;
    if (allow >= 1 || (s->phase != COUP_PH_ACTION && s->phase != COUP_PH_BLOCK)
        || coup_rng_unit(rng) < allow)
        return false;
    for (int i = 0; i < n; i++) {
        int c = s->phase == COUP_PH_BLOCK
                    ? (e[i].m.type == COUP_MV_BLOCK ? e[i].m.card : COUP_NOCARD)
                    : coup__claim_of(e[i].m.type, s->flags);
        out[i] = c != COUP_NOCARD && !coup__holds(s, p, c);
        any |= out[i];
        left += !out[i];
    }
    if (any && left > 0)
        return true;
    memset(out, 0, (size_t)n * sizeof *out); /* all bluffs: none left out */
    return false;
}

/* Seat p's challenge decision at node nd drawn from its model, or -1 to
 * leave it to the tree. */
static int modelled(const tree *t, const node *nd, const coup_state *s,
                    const coup__tendency *tn, coup_rng *rng)
{
    if (s->phase != COUP_PH_CHALLENGE || tn->force <= 0 ||
        coup_rng_unit(rng) >= tn->force)
        return -1;
    int want = coup_rng_unit(rng) < tn->challenge ? COUP_MV_CHALLENGE
                                                  : COUP_MV_PASS;
    const edge *e = t->edges + nd->first;
    for (int i = 0; i < nd->nedges; i++)
        if (e[i].m.type == want)
            return i;
    return -1;
}

/* The other seats' keys of the worlds met in a decision: a world is drawn
 * from a few hundred again and again, and what another seat sees of it
 * does not change when our hand is dealt again. Direct-mapped by the
 * world's hash. */
#define KEYCACHE 1024
typedef struct keycache {
    uint64_t world; /* the world's hash, 0: empty */
    uint64_t key[COUP_MAX_PLAYERS];
} keycache;

static int in_turn(const tree *t, const node *nd);
static void root_values(const tree *t, const node *nd, coup__value *values,
                        int n);

/* One iteration from world s, the seats played by tendencies tn[]. False
 * when memory ran out. */
static bool iterate(const search *b, tree *t, coup_state s, int seat,
                    const coup__tendency *tn, keycache *cache, coup_rng *rng)
{
    uint64_t key[COUP_MAX_PLAYERS];
    step path[512];
    int npath = 0, players = coup_players(&s);
    bool in_tree = true, dealt = false;
    uint64_t world = hash_bytes(&s, sizeof s) | 1;
    keycache *kc = &cache[world % KEYCACHE];
    if (kc->world != world) {
        for (int p = 0; p < players; p++)
            kc->key[p] = p != seat && coup_alive(&s, p) ? info_key(&s, p) : 0;
        kc->world = world;
    }
    memcpy(key, kc->key, sizeof key);
    if (b->selfdet > 0 &&
        coup_rng_below(rng, 1u << 20) < (uint32_t)(b->selfdet * (1u << 20)))
        dealt = self_determinize(&s, seat, rng);
    key[seat] = coup_alive(&s, seat) ? info_key(&s, seat) : 0;
    for (int moves = 0; !coup_is_over(&s); moves++) {
        if (moves >= ROLLOUT_MAX)
            return true; /* abandoned: no credit */
        if (!in_tree) {
            coup_apply(&s, default_policy(&s, tn, rng));
            continue;
        }
        int p = coup_to_move(&s);
        coup_move m;
        if (p == COUP_CHANCE) {
            m = coup_draw_chance(&s, rng);
        } else {
            coup_move legal[COUP_MAX_MOVES];
            int n = coup_legal_moves(&s, legal);
            uint64_t k = mix(key[p], moves_key(legal, n));
            long nd = find(t, k);
            bool out[COUP_MAX_MOVES];
            memset(out, 0, (size_t)n * sizeof *out);
            int e;
            if (nd < 0) {
                nd = add(t, k, p, legal, n);
                if (nd < 0)
                    return false;
                in_tree = false; /* expanded: the play-out follows */
            }
            /* Another seat's move may come from its model (opponents.h):
             * a challenge decision drawn from its rate, or its bluffs
             * left out of this visit. */
            const node *at = &t->nodes[nd];
            bool cut = false;
            if (p != seat)
                e = modelled(t, at, &s, &tn[p], rng);
            else /* our root's moves in turn, for an analysis */
                e = t->even && k == t->even ? in_turn(t, at) : -1;
            if (e < 0 && p != seat)
                cut = leave_out(t, at, &s, p, tn[p].allow, out, rng);
            if (e >= 0) {
                /* drawn from the model */
            } else if (!in_tree) {
                e = (int)coup_rng_below(rng, (uint32_t)n);
                while (cut && out[e])
                    e = (e + 1) % n;
            } else {
                e = select_edge(t, at, b->c, out, rng);
            }
            if (npath < (int)(sizeof path / sizeof path[0]))
                path[npath++] = (step){nd, e};
            else
                in_tree = false;
            m = t->edges[t->nodes[nd].first + e].m;
        }
        for (int q = 0; q < players; q++)
            if (coup_alive(&s, q))
                key[q] = mix(key[q], move_word(coup_observe_move(&s, m, q)) |
                                         (uint64_t)(p & 0xFF) << 32);
        coup_apply(&s, m);
    }
    int winner = coup_winner(&s);
    for (int i = 0; i < npath; i++) {
        node *nd = &t->nodes[path[i].node];
        edge *e = &t->edges[nd->first + path[i].edge];
        /* The other seats learn only where our hand was dealt again: what
         * they see of our play must not depend on the cards we hold. */
        if (!dealt && nd->seat != seat)
            continue;
        nd->visits++;
        e->n++;
        e->w += nd->seat == winner;
    }
    return true;
}

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* ------------------------------------------------------------- the bot */

/* Our worlds: the particle filter's. */
static int sample_worlds(void *ctx, const coup_obs *o, coup_rng *rng,
                         coup_state *out)
{
    coup__worlds *ws = ctx;
    return ws->lost ? -1 : coup__worlds_sample(ws, o, rng, out);
}

/* Our own play-outs bluff as far as nobody at the table challenges: at a
 * table where every other seat alive is sure never to challenge (played
 * by its rate at every decision, a rate under a half), `safe` is the odds
 * that none does, and our play-outs block whenever they may and claim any
 * action as often as one they hold; with one seat that may challenge as
 * a player would (a `heuristic`), they keep their defaults. */
static void embolden(coup__tendency *me, const coup__tendency *tn,
                     const coup_obs *o)
{
    double safe = 1;
    for (int p = 0; p < o->players; p++)
        if (p != o->seat && o->hidden[p] > 0)
            safe *= tn[p].force >= 1 && tn[p].challenge < 0.5
                        ? 1 - tn[p].challenge
                        : 0;
    me->roll_block = (uint8_t)(COUP__ROLL_BLOCK +
                               safe * (100 - COUP__ROLL_BLOCK) + 0.5);
    me->roll_bluff = (uint8_t)(COUP__ROLL_BLUFF +
                               safe * (16 - COUP__ROLL_BLUFF) + 0.5);
}

/* The search from worlds drawn by sample(). With `values`, our root's
 * moves are tried in turn and their statistics written there
 * (coup__search_values()). */
static coup_move decide(const search *b, coup__sampler sample, void *ctx,
                        const coup_obs *o, const coup_move *legal, int n,
                        coup_rng *rng, coup__value *values)
{
    if (n == 1 && !values)
        return legal[0];
    coup_state world;
    if (sample(ctx, o, rng, &world))
        return legal[coup_rng_below(rng, (uint32_t)n)];
    long iters = b->ms && !b->iters_set ? 100000000L : b->iters;
    tree t;
    if (!tree_init(&t, iters < 1000000 ? iters : 1000000))
        return legal[coup_rng_below(rng, (uint32_t)n)];
    coup__tendency tn[COUP_MAX_PLAYERS];
    for (int p = 0; p < o->players; p++)
        tn[p] = b->fixed || p == o->seat ? plain
                                         : coup__opp_tendency(&b->opp, o, p);
    if (!b->fixed) {
        embolden(&tn[o->seat], tn, o);
        for (int p = 0; p < o->players; p++)
            tn[p].story = b->bel.m[p].story;
        /* At a table that aims, our play-outs aim as much: the values
         * are those of a table where the leader is everyone's target. */
        for (int p = 0; p < o->players; p++)
            if (p != o->seat && o->hidden[p] &&
                tn[p].roll_aim > tn[o->seat].roll_aim)
                tn[o->seat].roll_aim = tn[p].roll_aim;
    }
    keycache *cache = calloc(KEYCACHE, sizeof *cache);
    if (!cache) {
        tree_free(&t);
        return legal[coup_rng_below(rng, (uint32_t)n)];
    }
    /* Our node at the root: our observation and the legal moves. */
    uint64_t key = mix(hash_bytes(o, sizeof *o), moves_key(legal, n));
    t.even = values ? key : 0;
    double deadline = b->ms ? now_ms() + (double)b->ms : 0;
    for (long i = 0; i < iters; i++) {
        if (i && sample(ctx, o, rng, &world))
            break;
        if (!iterate(b, &t, world, o->seat, tn, cache, rng))
            break;
        if (b->ms && (i & 31) == 31 && now_ms() >= deadline)
            break;
    }
    long root = find(&t, key);
    if (values)
        root_values(&t, root >= 0 ? &t.nodes[root] : NULL, values, n);
    coup_move best = legal[0];
    if (root >= 0) {
        const node *nd = &t.nodes[root];
        const edge *e = t.edges + nd->first;
        uint32_t most = 0;
        float wins = -1;
        for (int i = 0; i < nd->nedges; i++)
            if (e[i].n > most || (e[i].n == most && e[i].w > wins)) {
                most = e[i].n;
                wins = e[i].w;
                best = e[i].m;
            }
    }
    free(cache);
    tree_free(&t);
    return best;
}

static coup_move choose(void *mem, const coup_obs *o, const coup_move *legal,
                        int n, coup_rng *rng)
{
    search *b = mem;
    return decide(b, sample_worlds, &b->worlds, o, legal, n, rng, NULL);
}

coup_move coup__search_choose_from(void *mem, coup__sampler sample,
                                   void *ctx, const coup_obs *o,
                                   const coup_move *legal, int n,
                                   coup_rng *rng)
{
    return decide(mem, sample, ctx, o, legal, n, rng, NULL);
}

static void start(void *mem, const coup_obs *o)
{
    search *b = mem;
    if (!b->iters_set) /* an iteration costs more at a larger table */
        b->iters = o->players == 2   ? DEFAULT_ITERS
                   : o->players <= 4 ? DEFAULT_ITERS_FOUR
                                     : DEFAULT_ITERS * 3 / o->players;
    if (!b->c_set)
        b->c = DEFAULT_C;
    if (!b->bluff_set)
        b->bluff = DEFAULT_BLUFF;
    if (!b->selfdet_set)
        b->selfdet = DEFAULT_SELFDET;
    coup__worlds_start(&b->worlds, o, b->bluff, 0x5EA2C4ULL + o->seat);
    coup__opp_start(&b->opp, o, !b->amnesic);
    coup__bel_start(&b->bel, o);
}

static void see(void *mem, const coup_obs *before, int mover, coup_move seen)
{
    search *b = mem;
    bool other = mover >= 0 && mover != before->seat;
    if (!b->fixed) {
        int c = other ? coup__opp_claim(before, seen) : COUP_NOCARD;
        double odds = c == COUP_NOCARD ? 0
                                       : coup__worlds_odds(&b->worlds, mover, c);
        coup__opp_see(&b->opp, before, mover, seen, odds, &b->bel);
        coup__bel_see(&b->bel, before, mover, seen);
    }
    /* The claim is weighed by what we now know of the claimant. */
    if (!b->fixed && other && !b->bluff_set)
        coup__worlds_set_ratio(&b->worlds, mover,
                               coup__opp_ratio(&b->opp, mover,
                                               coup__headsup(before)));
    coup__worlds_see(&b->worlds, before, mover, seen);
}

/* ------------------------------------------------------ the parameters */

static int number(const char *value, double lo, double hi, bool whole,
                  double *out, char *why, size_t n)
{
    char *end;
    double v = strtod(value, &end);
    if (end == value || *end || !(v >= lo && v <= hi) ||
        (whole && v != floor(v))) {
        snprintf(why, n, "'%s' is not a %s from %g to %g", value,
                 whole ? "whole number" : "number", lo, hi);
        return -1;
    }
    *out = v;
    return 0;
}

static int configure(void *mem, const char *key, const char *value,
                     char *why, size_t n)
{
    search *b = mem;
    double v = 0;
    if (!strcmp(key, "iters")) {
        if (number(value, 1, 100000000, true, &v, why, n))
            return -1;
        b->iters = (long)v;
        b->iters_set = true;
    } else if (!strcmp(key, "ms")) {
        if (number(value, 1, 600000, true, &v, why, n))
            return -1;
        b->ms = (long)v;
    } else if (!strcmp(key, "c")) {
        if (number(value, 0, 10, false, &b->c, why, n))
            return -1;
        b->c_set = true;
    } else if (!strcmp(key, "bluff")) {
        if (number(value, 0.01, 1, false, &b->bluff, why, n))
            return -1;
        b->bluff_set = true;
    } else if (!strcmp(key, "adapt")) {
        if (number(value, 0, 1, true, &v, why, n))
            return -1;
        b->fixed = v == 0;
    } else if (!strcmp(key, "recall")) {
        if (number(value, 0, 1, true, &v, why, n))
            return -1;
        b->amnesic = v == 0;
    } else if (!strcmp(key, "selfdet")) {
        if (number(value, 0, 1, false, &b->selfdet, why, n))
            return -1;
        b->selfdet_set = true;
    } else {
        snprintf(why, n, "unknown parameter (known: iters, ms, c, bluff, "
                 "selfdet, adapt, recall)");
        return -1;
    }
    return 0;
}

const coup_bot_kind coup_bot_search = {
    .name = "search",
    .summary = "information-set Monte Carlo tree search (docs/ai.md)",
    .params = "iters=N (default 20000 a decision heads-up, 25000 at 3-4 "
              "players, 60000/players beyond), "
              "ms=T (a time budget; "
              "with iters too, whichever ends first), c=0.7 (UCB), "
              "bluff=0.05 (how likely a claim is without the card), "
              "selfdet=0.75 (share of iterations that deal our cards again), "
              "adapt=1 (0: no opponent models, the same prior for every "
              "seat), recall=1 (0: the models start afresh every game)",
    .size = sizeof(search),
    .observes = true,
    .configure = configure,
    .start = start,
    .see = see,
    .choose = choose,
};

/* --------------------------------------------- values for an analysis */

/* At our root in an analysis: the move tried least, the first of them, so
 * that the iterations that reach the root go round its moves in turn. */
static int in_turn(const tree *t, const node *nd)
{
    const edge *e = t->edges + nd->first;
    int pick = 0;
    for (int i = 1; i < nd->nedges; i++)
        if (e[i].n < e[pick].n)
            pick = i;
    return pick;
}

/* The statistics of our root's moves, for values[0..n) (their moves set
 * by the caller); none when no iteration reached it (nd NULL). */
static void root_values(const tree *t, const node *nd, coup__value *values,
                        int n)
{
    for (int i = 0; i < n; i++)
        values[i].n = 0;
    if (!nd)
        return;
    const edge *e = t->edges + nd->first;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < nd->nedges; j++)
            if (coup_move_eq(e[j].m, values[i].m)) {
                values[i].n = e[j].n;
                values[i].wins = e[j].w;
                break;
            }
}

long coup__search_values(void *mem, const coup_obs *o, const coup_move *legal,
                         int n, coup_rng *rng, coup__value *values)
{
    long total = 0;
    /* -1: left so by decide() when it could not search */
    for (int i = 0; i < n; i++)
        values[i] = (coup__value){legal[i], -1, 0};
    if (n < 1)
        return 0;
    search *b = mem;
    decide(b, sample_worlds, &b->worlds, o, legal, n, rng, values);
    for (int i = 0; i < n; i++)
        total += values[i].n;
    if (values[0].n < 0) {
        for (int i = 0; i < n; i++)
            values[i].n = 0;
        return -1;
    }
    return total;
}

double coup__search_odds(const void *mem, int p, int c)
{
    const search *b = mem;
    return coup__worlds_odds(&b->worlds, p, c);
}
