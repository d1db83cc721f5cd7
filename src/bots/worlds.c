/*
 * worlds.c - the worlds a seat might be in (worlds.h): a particle filter
 * over whole game states.
 */
#include <string.h>

#include "bots/beliefs.h"
#include "bots/worlds.h"

/* How much likelier a seat keeps quiet without a blocking card than with
 * one, and concedes a challenge without the card than with it. */
#define DECLINE 0.5
#define CONCEDE 0.1
/* Rejuvenation: moves tried a world and opponent after each resampling. */
#define SWEEPS 4

/* ------------------------------------------------------- first worlds */

/* Is o the first state coup_init() makes: no card dealt yet? */
static bool before_deal(const coup_obs *o)
{
    if (o->phase != COUP_PH_START && o->phase != COUP_PH_PICK &&
        o->phase != COUP_PH_DEAL)
        return false;
    if (o->nmine)
        return false;
    for (int p = 0; p < o->players; p++)
        if (o->hidden[p] || o->up[p][0] != COUP_NOCARD)
            return false;
    return true;
}

static bool same_obs(const coup_state *s, const coup_obs *o)
{
    coup_obs mine;
    return coup_observe(s, o->seat, &mine) == 0 && !memcmp(&mine, o, sizeof mine);
}

/* Swaps the two slots of seat p, and what points at them. */
static void swap_slots(coup_state *s, int p)
{
    uint8_t t = s->card[p][0];
    s->card[p][0] = s->card[p][1];
    s->card[p][1] = t;
    if (s->redraw == p) /* a proven or swapped card's replacement */
        s->redraw_slot ^= 1;
    if (s->phase == COUP_PH_EXAMINE && s->target == p)
        s->shown ^= 1;
}

/*
 * Does world s agree with o, once the slots of each seat are in the right
 * order? The order of a seat's two cards is no information (the moves name
 * cards, not slots), but coup_observe() lists face-up cards, and our own
 * face-down ones, in slot order: a world that turned up the other slot of
 * two holds the same cards and looks different. Such a world has its
 * slots swapped, not dropped.
 */
static bool agree(coup_state *s, const coup_obs *o)
{
    coup_obs seen;
    if (coup_observe(s, o->seat, &seen))
        return false;
    if (!memcmp(&seen, o, sizeof seen))
        return true;
    bool swapped = false;
    for (int p = 0; p < o->players; p++) {
        bool up = memcmp(seen.up[p], o->up[p], sizeof o->up[p]) != 0;
        bool mine = p == o->seat &&
                    memcmp(seen.mine, o->mine, sizeof o->mine) != 0;
        if (up || mine) {
            swap_slots(s, p);
            swapped = true;
        }
    }
    return swapped && same_obs(s, o);
}

/* A fixed position: the first world dealt at random from the cards o
 * does not show. The cards neither in a hand nor in the Court are out of
 * the game, as coup_init_position() leaves them. */
static int deal_position(coup_state *out, const coup_obs *o, coup_rng *rng)
{
    int fourth = (o->flags & COUP_OPT_INQUISITOR) ? COUP_INQUISITOR
                                                  : COUP_AMBASSADOR;
    uint8_t pool[5 * COUP_NCARDS];
    int npool = 0, copies = coup_copies(o->players), left[COUP_NCARDS] = {0};
    for (int c = 0; c < COUP_NCARDS; c++)
        if (c != COUP_AMBASSADOR && c != COUP_INQUISITOR)
            left[c] = copies;
    left[fourth] = copies;
    for (int i = 0; i < o->nmine; i++)
        left[o->mine[i]]--;
    for (int p = 0; p < o->players; p++)
        for (int k = 0; k < 2; k++)
            if (o->up[p][k] != COUP_NOCARD)
                left[o->up[p][k]]--;
    for (int c = 0; c < COUP_NCARDS; c++) {
        if (left[c] < 0)
            return -1;
        for (int k = 0; k < left[c]; k++)
            pool[npool++] = (uint8_t)c;
    }
    /* Shuffle, then deal from the front: hands, the Court, the rest out. */
    for (int i = npool - 1; i > 0; i--) {
        int j = (int)coup_rng_below(rng, (uint32_t)i + 1);
        uint8_t t = pool[i];
        pool[i] = pool[j];
        pool[j] = t;
    }
    coup_position pos;
    memset(&pos, 0, sizeof pos);
    int next = 0;
    for (int p = 0; p < o->players; p++) {
        int k = 0;
        pos.coins[p] = o->coins[p];
        for (int i = 0; i < 2 && o->up[p][i] != COUP_NOCARD; i++)
            pos.card[p][k++] = (uint8_t)(o->up[p][i] | COUP_UP);
        for (int i = 0; k < 2; i++, k++) {
            if (p == o->seat) {
                if (i >= o->nmine)
                    return -1;
                pos.card[p][k] = o->mine[i];
            } else {
                if (next >= npool)
                    return -1;
                pos.card[p][k] = pool[next++];
            }
        }
    }
    if (next + o->court_size > npool)
        return -1;
    pos.court_given = true;
    for (int i = 0; i < o->court_size; i++)
        pos.court[pool[next++]]++;
    pos.factions_given = true; /* R16, R17: public */
    pos.reform = o->reform;
    pos.reserve = o->reserve;
    coup_options opt = {o->players, o->actor, o->flags};
    return coup_init_position(out, &opt, &pos, NULL, 0) ? -1 : 0;
}

/* A first world of the game: the state before the deal, or a deal of the
 * position. */
static int first_world(coup__worlds *ws, coup_state *out)
{
    if (ws->pre_deal) {
        *out = ws->s0;
        return 0;
    }
    return deal_position(out, &ws->first, &ws->rng);
}

/* ------------------------------------------------------------ a step */

bool coup__holds(const coup_state *s, int p, int c)
{
    uint8_t cards[2];
    int n = coup_hidden(s, p, cards);
    for (int i = 0; i < n; i++)
        if (cards[i] == c)
            return true;
    return false;
}

/* What a decision tells of its seat's cards: a clue, or none. An
 * Embezzlement claims NOT to hold a Duke (R18): its clue, and that of
 * conceding its challenge, are a claim's and a concession's turned
 * around (CLUE_NOT_...). */
enum {
    CLUE_NONE = -1,
    CLUE_CLAIM,
    CLUE_DECLINE,
    CLUE_CONCEDE,
    CLUE_NOT_CLAIM,
    CLUE_NOT_CONCEDE
};

/* The clue of move m, made in a state of phase `phase` (rule options
 * `flags`, the turn's action `action`, pending claim `claim`); `w`, a
 * state where m is decided, gives the blocks a pass declines (NULL: none
 * known). *what is the card claimed or conceded, or the mask of the cards
 * that could block. */
static int clue_of(int phase, unsigned flags, int action, int claim,
                   const coup_state *w, coup_move m, unsigned *what)
{
    int c;
    switch (phase) {
    case COUP_PH_ACTION:
        if (m.type == COUP_MV_EMBEZZLE) {
            *what = COUP_DUKE;
            return CLUE_NOT_CLAIM;
        }
        c = coup__claim_of(m.type, flags);
        *what = (unsigned)c;
        return c != COUP_NOCARD ? CLUE_CLAIM : CLUE_NONE;
    case COUP_PH_BLOCK:
        if (m.type == COUP_MV_BLOCK) {
            *what = m.card;
            return CLUE_CLAIM;
        }
        *what = 0;
        if (m.type == COUP_MV_PASS && w) {
            coup_move legal[COUP_MAX_MOVES];
            int n = coup_legal_moves(w, legal);
            for (int i = 0; i < n; i++)
                if (legal[i].type == COUP_MV_BLOCK)
                    *what |= 1u << legal[i].card;
        }
        return *what ? CLUE_DECLINE : CLUE_NONE;
    case COUP_PH_PROVE:
        *what = (unsigned)claim;
        if (m.type != COUP_MV_CONCEDE)
            return CLUE_NONE;
        return action == COUP_MV_EMBEZZLE ? CLUE_NOT_CONCEDE : CLUE_CONCEDE;
    default:
        return CLUE_NONE;
    }
}

/* How likely a clue is from a seat holding the cards of mask `held`,
 * relative to the hands where it is most likely (1). */
static double clue_odds(const coup__worlds *ws, int p, int kind,
                        unsigned what, unsigned held)
{
    switch (kind) {
    case CLUE_CLAIM:
        return held & 1u << what ? 1.0 : ws->ratio[p];
    case CLUE_DECLINE:
        return held & what ? DECLINE : 1.0;
    case CLUE_CONCEDE:
        return held & 1u << what ? CONCEDE : 1.0;
    case CLUE_NOT_CLAIM: /* a bluff when it holds the card */
        return held & 1u << what ? ws->ratio[p] : 1.0;
    case CLUE_NOT_CONCEDE: /* it could have shown a hand without it */
        return held & 1u << what ? 1.0 : CONCEDE;
    default:
        return 1.0;
    }
}

/* The cards seat p holds face down in s, as a mask. */
static unsigned hidden_mask(const coup_state *s, int p)
{
    uint8_t cards[2];
    unsigned held = 0;
    int n = coup_hidden(s, p, cards);
    for (int i = 0; i < n; i++)
        held |= 1u << cards[i];
    return held;
}

/* How likely the mover's decision m is in world s, relative to the worlds
 * where it is most likely (1). */
static double likelihood(const coup__worlds *ws, const coup_state *s,
                         int mover, coup_move m)
{
    unsigned what;
    int kind = clue_of(s->phase, s->flags, s->action, s->claim, s, m, &what);
    return clue_odds(ws, mover, kind, what, hidden_mask(s, mover));
}

/* Makes seat p hold a face-down c in a slot other than `keep` (-1: any),
 * by swapping one of its face-down cards with a c our seat cannot see: in
 * the Court, or face down with another seat. False if there is none. */
static bool give(coup__worlds *ws, coup_state *s, int p, int c, int keep,
                 int *used)
{
    int k = -1;
    for (int i = 0; i < 2; i++) {
        uint8_t v = s->card[p][i];
        if (i == keep || (v & COUP_UP) || (v & COUP_CARD_MASK) == COUP_NOCARD)
            continue;
        if ((v & COUP_CARD_MASK) == c) {
            *used = i;
            return true;
        }
        if (k < 0 || coup_rng_below(&ws->rng, 2))
            k = i;
    }
    if (k < 0)
        return false;
    uint8_t old = s->card[p][k] & COUP_CARD_MASK;
    if (s->court[c] > 0) {
        s->court[c]--;
        s->court[old]++;
        s->card[p][k] = (uint8_t)c;
        *used = k;
        return true;
    }
    for (int q = 0; q < s->players; q++) {
        if (q == p || q == ws->seat)
            continue;
        for (int i = 0; i < 2; i++)
            if (s->card[q][i] == c) { /* face down: no COUP_UP bit */
                s->card[q][i] = old;
                s->card[p][k] = (uint8_t)c;
                *used = k;
                return true;
            }
    }
    if (s->out[c] > 0) { /* out of the game unseen (R11 draft) */
        s->out[c]--;
        s->out[old]++;
        s->card[p][k] = (uint8_t)c;
        *used = k;
        return true;
    }
    return false;
}

/* Puts a c in the Court for us to draw, from another seat's face-down
 * cards or the cards out of the game, in exchange for a Court card. */
static bool stock(coup__worlds *ws, coup_state *s, int c)
{
    int y = -1, total = coup_court_size(s);
    if (s->court[c] > 0)
        return true;
    if (total == 0)
        return false;
    int r = (int)coup_rng_below(&ws->rng, (uint32_t)total);
    for (y = 0; r >= s->court[y]; y++)
        r -= s->court[y];
    for (int q = 0; q < s->players; q++) {
        if (q == ws->seat)
            continue;
        for (int i = 0; i < 2; i++)
            if (s->card[q][i] == c) {
                s->card[q][i] = (uint8_t)y;
                s->court[y]--;
                s->court[c]++;
                return true;
            }
    }
    if (s->out[c] > 0) {
        s->out[c]--;
        s->out[y]++;
        s->court[y]--;
        s->court[c]++;
        return true;
    }
    return false;
}

/*
 * A world in which a visible move is illegal because a card is not where
 * it should be (another seat turns up, proves or shows a card the world
 * gave to someone else; we draw a card the world's Court lacks) is
 * mended: the card is swapped in from where our seat cannot see it. The world then agrees with everything the seat sees now,
 * but perhaps not with everything it saw before (the card may have had a
 * past elsewhere); it is the fallback when no world is left.
 */
static bool repair(coup__worlds *ws, coup_state *s, int mover, coup_move m)
{
    if (mover == COUP_CHANCE && m.type == COUP_MV_DRAW && m.card != COUP_NOCARD)
        return stock(ws, s, m.card); /* a card we see drawn */
    if (mover < 0 || mover == ws->seat)
        return false;
    int a = COUP_NOCARD, b = COUP_NOCARD, used = -1;
    if (m.type == COUP_MV_LOSE || m.type == COUP_MV_SHOW ||
        (m.type == COUP_MV_PROVE && m.card != COUP_NOCARD)) {
        a = m.card; /* R18: a proof of no Duke shows the whole hand */
        b = m.card2;
    } else if (m.type == COUP_MV_PROVE) {
        a = s->claim;
    }
    if (a == COUP_NOCARD)
        return false;
    if (!give(ws, s, mover, a, -1, &used))
        return false;
    if (b != COUP_NOCARD && !give(ws, s, mover, b, used, &used))
        return false;
    return true;
}

/* Moves world s by the move the seat saw, `seen`, made by `mover`: the
 * move itself when it is legal there, else one of the legal moves that
 * look like it to the seat (a masked draw by its odds, a masked decision
 * uniformly). Returns the move's likelihood in this world, 0 if the world
 * cannot have seen it. With `mend`, a world that lacks the card of a
 * visible move is repaired first. */
static double advance(coup__worlds *ws, coup_state *s, int mover,
                      coup_move seen, bool mend)
{
    if (coup_to_move(s) != mover)
        return 0;
    double like = mover >= 0 && mover != ws->seat
                      ? likelihood(ws, s, mover, seen) : 1.0;
    if (coup_apply(s, seen) == 0)
        return like;
    if (mend && repair(ws, s, mover, seen) && coup_apply(s, seen) == 0)
        return like;
    coup_move legal[COUP_MAX_MOVES], fit[COUP_MAX_MOVES];
    int n = coup_legal_moves(s, legal), k = 0, total = 0;
    int weight[COUP_MAX_MOVES];
    for (int i = 0; i < n; i++) {
        coup_move v = coup_observe_move(s, legal[i], ws->seat);
        if (!coup_move_eq(v, seen))
            continue;
        weight[k] = mover == COUP_CHANCE ? coup_chance_weight(s, legal[i]) : 1;
        total += weight[k];
        fit[k++] = legal[i];
    }
    if (!k || total <= 0)
        return 0;
    int r = (int)coup_rng_below(&ws->rng, (uint32_t)total), i = 0;
    while (r >= weight[i])
        r -= weight[i++];
    coup_apply(s, fit[i]);
    return 1.0;
}

/* --------------------------------------------------- rejuvenation */

/*
 * Resampling copies worlds, and a seat's hand dealt long ago is never
 * drawn again: after a few claims every world may give a seat the same
 * cards, and a claim they lack then looks certain to be a bluff. So after
 * each resampling every world is moved a little (resample-move; Gilks and
 * Berzuini 2001): a Metropolis-Hastings step swaps a face-down card of an
 * opponent with a card our seat cannot see (in the Court, or face down
 * with another opponent), and keeps the swap with the odds of the seats'
 * stories with the new cards against the old. A story is what a seat did
 * since its hand last changed (an Exchange, a proof), which the weights
 * of step() count too: every world has the same, since every seat sees
 * when a hand changes. The deal gives every placement of the unseen cards
 * the same odds, and the swap is its own inverse, so the worlds stay
 * drawn from the beliefs. A swap changes nothing our seat sees; it never
 * moves a card of a kind we know went to the Court (returned in our
 * Exchange, proven, or seen in a hand), which may be there still, nor the
 * cards of a seat whose hand we saw (R10, R12).
 */

static void tell(coup__story *st, int kind, unsigned what)
{
    if (st->n >= COUP__STORY)
        return; /* the oldest are kept: a long story says enough */
    st->kind[st->n] = (uint8_t)kind;
    st->what[st->n++] = (uint8_t)what;
}

/* How likely seat p's story is with its cards in world s (1 at most). */
static double story_odds(const coup__worlds *ws, const coup_state *s, int p)
{
    const coup__story *st = &ws->story[p];
    unsigned held = st->held | hidden_mask(s, p);
    double like = 1.0;
    for (int i = 0; i < st->n; i++)
        like *= clue_odds(ws, p, st->kind[i], st->what[i], held);
    return like;
}

/* What move `seen` by `mover` tells of hands, before the worlds step. */
static void record(coup__worlds *ws, const coup_obs *before, int mover,
                   coup_move seen)
{
    if (seen.type == COUP_MV_PROVE && seen.card < COUP_NCARDS) {
        ws->court_known[seen.card] = 1; /* R18: the hand goes back */
        if (seen.card2 < COUP_NCARDS)
            ws->court_known[seen.card2] = 1;
    } else if (seen.type == COUP_MV_PROVE && before->claim < COUP_NCARDS) {
        ws->court_known[before->claim] = 1; /* it goes to the Court */
    }
    if (mover == ws->seat && seen.type == COUP_MV_KEEP) {
        int left[COUP_NCARDS] = {0}; /* our hand and draw, less the kept */
        for (int i = 0; i < before->nmine; i++)
            if (before->mine[i] < COUP_NCARDS)
                left[before->mine[i]]++;
        if (seen.card < COUP_NCARDS)
            left[seen.card]--;
        if (seen.card2 < COUP_NCARDS)
            left[seen.card2]--;
        for (int c = 0; c < COUP_NCARDS; c++)
            if (left[c] > 0)
                ws->court_known[c] = 1;
    }
    if (seen.type == COUP_MV_SWAP && before->target < COUP_MAX_PLAYERS)
        memset(&ws->story[before->target], 0, sizeof ws->story[0]);
    if (mover < 0 || mover == ws->seat || mover >= COUP_MAX_PLAYERS)
        return;
    if (seen.type == COUP_MV_SHOW && seen.card < COUP_NCARDS) {
        /* A card of its hand we saw (R10, R12): the seat's cards stay as
         * the worlds have them, and cards of that kind stay in the Court,
         * where it may send them. */
        ws->frozen |= 1u << mover;
        ws->court_known[seen.card] = 1;
        if (seen.card2 < COUP_NCARDS)
            ws->court_known[seen.card2] = 1;
    }
    coup__story *st = &ws->story[mover];
    unsigned what;
    int kind = clue_of(before->phase, before->flags, before->action,
                       before->claim, ws->n > 0 ? &ws->w[0] : NULL, seen,
                       &what);
    if (kind != CLUE_NONE)
        tell(st, kind, what);
    if (seen.type == COUP_MV_PROVE || seen.type == COUP_MV_KEEP)
        memset(st, 0, sizeof *st); /* a new hand, a new story */
    else if (seen.type == COUP_MV_LOSE && seen.card < COUP_NCARDS)
        st->held |= (uint8_t)(1u << seen.card);
}

static bool face_down(uint8_t slot)
{
    return !(slot & COUP_UP) && (slot & COUP_CARD_MASK) != COUP_NOCARD;
}

/* Puts card `to` in seat p's slot k, whose card `from` goes to seat q's
 * slot j, or to the Court when q < 0 (whence `to` comes). */
static void place(coup_state *s, int p, int k, int q, int j, int from, int to)
{
    s->card[p][k] = (uint8_t)to;
    if (q >= 0) {
        s->card[q][j] = (uint8_t)from;
    } else {
        s->court[to]--;
        s->court[from]++;
    }
}

/* One Metropolis-Hastings step on seat p's cards in world s. */
static void propose(coup__worlds *ws, coup_state *s, int p)
{
    int mine[2], nmine = 0, other[2 * COUP_MAX_PLAYERS], nother = 0;
    if (ws->frozen >> p & 1)
        return;
    for (int k = 0; k < 2; k++)
        if (face_down(s->card[p][k]))
            mine[nmine++] = k;
    for (int q = 0; q < s->players; q++)
        for (int k = 0; k < 2 && q != p && q != ws->seat &&
                        !(ws->frozen >> q & 1); k++)
            if (face_down(s->card[q][k]))
                other[nother++] = 2 * q + k;
    int court = coup_court_size(s);
    if (!nmine || court + nother == 0)
        return;
    int k = mine[coup_rng_below(&ws->rng, (uint32_t)nmine)];
    int r = (int)coup_rng_below(&ws->rng, (uint32_t)(court + nother));
    int x = s->card[p][k] & COUP_CARD_MASK, y, q = -1, j = 0;
    if (r < court) {
        for (y = 0; r >= s->court[y]; y++)
            r -= s->court[y];
        if (ws->court_known[x] || ws->court_known[y])
            return;
    } else {
        q = other[r - court] / 2;
        j = other[r - court] % 2;
        y = s->card[q][j] & COUP_CARD_MASK;
    }
    if (x == y)
        return;
    double old = story_odds(ws, s, p) * (q >= 0 ? story_odds(ws, s, q) : 1);
    place(s, p, k, q, j, x, y);
    double now = story_odds(ws, s, p) * (q >= 0 ? story_odds(ws, s, q) : 1);
    double u = coup_rng_unit(&ws->rng);
    if (now >= old || u * old < now)
        ws->moved++;
    else
        place(s, p, k, q, j, y, x); /* refused: put it back */
}

static void rejuvenate(coup__worlds *ws)
{
    for (int i = 0; i < ws->n; i++) {
        coup_state *s = &ws->w[i];
        if (s->phase != COUP_PH_ACTION && s->phase != COUP_PH_CHALLENGE &&
            s->phase != COUP_PH_BLOCK)
            continue; /* cards in flight: an Exchange, a proof */
        for (int p = 0; p < s->players; p++)
            for (int t = 0; t < SWEEPS && p != ws->seat; t++)
                propose(ws, s, p);
    }
}

/* Keeps `want` worlds drawn from w[0..n) by weight (systematic resampling),
 * into the same array; weights become equal. */
static void resample(coup__worlds *ws, int want)
{
    double total = 0;
    for (int i = 0; i < ws->n; i++)
        total += ws->weight[i];
    if (ws->n == 0 || !(total > 0))
        return;
    if (want > COUP__WORLDS)
        want = COUP__WORLDS;
    coup_state *from = ws->scratch;
    memcpy(from, ws->w, (size_t)ws->n * sizeof *from);
    double step = total / want,
           u = step * coup_rng_unit(&ws->rng);
    double acc = ws->weight[0];
    int j = 0;
    for (int i = 0; i < want; i++) {
        double x = u + i * step;
        while (x > acc && j + 1 < ws->n)
            acc += ws->weight[++j];
        ws->w[i] = from[j];
    }
    ws->n = want;
    for (int i = 0; i < want; i++)
        ws->weight[i] = 1.0;
}

/* One step of the filter over every world. When no world can have seen
 * the move, the worlds as they were are mended instead (repair()). */
static void step(coup__worlds *ws, int mover, coup_move seen)
{
    int n = 0, before = ws->n;
    double sum = 0, sum2 = 0;
    memcpy(ws->scratch, ws->w, (size_t)before * sizeof *ws->w);
    for (int mend = 0; mend < 2 && n == 0; mend++) {
        if (mend) {
            memcpy(ws->w, ws->scratch, (size_t)before * sizeof *ws->w);
            ws->repairs++;
        }
        for (int i = 0; i < before; i++) {
            double like = advance(ws, &ws->w[i], mover, seen, mend);
            if (like <= 0)
                continue;
            ws->w[n] = ws->w[i];
            ws->weight[n] = ws->weight[i] * like;
            sum += ws->weight[n];
            sum2 += ws->weight[n] * ws->weight[n];
            n++;
        }
    }
    ws->n = n;
    /* Refill after losses; resample when a few worlds carry the weight
     * (effective sample size sum^2 / sum2 below an eighth). */
    if (n && (n < COUP__WORLDS / 2 || sum * sum < COUP__WORLDS / 8.0 * sum2)) {
        resample(ws, COUP__WORLDS);
        rejuvenate(ws);
    }
    else if (n && sum < 1e-200)
        for (int i = 0; i < n; i++)
            ws->weight[i] = 1.0; /* keep clear of underflow */
}

/* ----------------------------------------------------------- the API */

void coup__worlds_start(coup__worlds *ws, const coup_obs *o, double bluff,
                        uint64_t seed)
{
    ws->seat = o->seat;
    for (int p = 0; p < COUP_MAX_PLAYERS; p++)
        ws->ratio[p] = bluff;
    ws->first = *o;
    ws->repairs = 0;
    ws->moved = 0;
    ws->frozen = 0;
    memset(ws->story, 0, sizeof ws->story);
    memset(ws->court_known, 0, sizeof ws->court_known);
    coup_rng_seed(&ws->rng, seed);
    ws->pre_deal = false;
    if (before_deal(o)) {
        coup_options opt = {o->players,
                            o->phase == COUP_PH_START ? COUP_START_RANDOM
                                                      : o->actor,
                            o->flags};
        ws->pre_deal = coup_init(&ws->s0, &opt) == 0 && same_obs(&ws->s0, o);
    }
    ws->n = 0;
    for (int i = 0; i < COUP__WORLDS; i++)
        if (first_world(ws, &ws->w[ws->n]) == 0 && same_obs(&ws->w[ws->n], o))
            ws->weight[ws->n++] = 1.0;
    ws->lost = ws->n == 0;
    ws->cached = false;
}

void coup__worlds_see(coup__worlds *ws, const coup_obs *before, int mover,
                      coup_move seen)
{
    ws->cached = false;
    if (ws->lost)
        return;
    /* Every world agrees with what the seat saw just before this move
     * (slots put in order where a world had them the other way round). */
    int n = 0;
    for (int i = 0; i < ws->n; i++)
        if (agree(&ws->w[i], before)) {
            ws->w[n] = ws->w[i];
            ws->weight[n++] = ws->weight[i];
        }
    ws->n = n;
    record(ws, before, mover, seen);
    step(ws, mover, seen);
    if (ws->n == 0)
        ws->lost = true;
}

void coup__worlds_set_ratio(coup__worlds *ws, int p, double ratio)
{
    if (p >= 0 && p < COUP_MAX_PLAYERS && ratio > 0 && ratio <= 1)
        ws->ratio[p] = ratio;
}

double coup__worlds_odds(const coup__worlds *ws, int p, int c)
{
    double held = 0, total = 0;
    for (int i = 0; i < ws->n; i++) {
        total += ws->weight[i];
        if (coup__holds(&ws->w[i], p, c))
            held += ws->weight[i];
    }
    return total > 0 ? held / total : 0;
}

int coup__worlds_sample(coup__worlds *ws, const coup_obs *o, coup_rng *rng,
                        coup_state *out)
{
    if (!ws->cached || memcmp(&ws->cache_obs, o, sizeof *o)) {
        /* Every world must agree with o; one that does not cannot exist
         * when see() was told the game's moves, and is dropped. */
        int n = 0;
        double total = 0;
        for (int i = 0; i < ws->n; i++) {
            if (!agree(&ws->w[i], o))
                continue;
            ws->w[n] = ws->w[i];
            ws->weight[n] = ws->weight[i];
            total += ws->weight[n];
            ws->cumul[n++] = total;
        }
        ws->n = n;
        ws->cache_obs = *o;
        ws->cached = true;
    }
    if (ws->n == 0 || !(ws->cumul[ws->n - 1] > 0))
        return -1;
    double x = ws->cumul[ws->n - 1] * coup_rng_unit(rng);
    int lo = 0, hi = ws->n - 1; /* the first i with cumul[i] > x */
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (ws->cumul[mid] > x)
            hi = mid;
        else
            lo = mid + 1;
    }
    *out = ws->w[lo];
    return 0;
}
