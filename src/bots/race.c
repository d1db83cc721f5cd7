/*
 * race.c - the two-player race (race.h), solved by value iteration.
 *
 * Influence only goes down, so the positions are solved layer by layer:
 * both on one card first, then one on two, then both on two. Inside a
 * layer coins mostly go up, but a blocked Assassinate or a Steal takes
 * some away, so each layer is iterated until its values settle.
 *
 * The tables are kept from the mover's point of view (its influence and
 * coins first), so that one piece of code serves both sides: after X
 * moves, Y's table is read with the roles swapped. Values are always A's
 * odds of winning.
 */
#include <coup/coup.h>

#include "bots/race.h"

#define CM COUP__RACE_COINS
#define SWEEPS 200
#define EPS 3e-4
/* Each turn costs a little of the value: of two ways to win the quicker
 * is better, and nobody idles, winning or losing (two players who both
 * stall would play forever). */
#define DISCOUNT 0.995

typedef float slice[CM + 1][CM + 1]; /* [mover's coins][other's coins] */

static int clip(int c) { return c < 0 ? 0 : c > CM ? CM : c; }

/*
 * One side X about to act, with lx/ly influence and cx/cy coins, and the
 * tables of the other side Y (who moves next) for the positions X's
 * action may lead to: after[dx][dy] is Y's slice when X has lost dx and
 * Y dy influence (a finished game reads as 0 or 1 there).
 */
typedef struct pos {
    const slice *after[2][3];
    int cx, cy;
} pos;

/* A's odds when Y is next to move, X having cx and Y cy coins. */
static inline double val(const pos *p, int dx, int dy, int cx, int cy)
{
    return (*p->after[dx][dy])[clip(cy)][clip(cx)];
}

static double act_value(const pos *p, const coup__race_act *a, int type)
{
    int cx = p->cx, cy = p->cy;
    double v = 0, rest = 1;
    switch (type) {
    case COUP__RACE_TAX:
        v += a->ok * val(p, 0, 0, cx + COUP_TAX_COINS, cy);
        v += a->counter * val(p, 0, 1, cx + COUP_TAX_COINS, cy);
        v += a->caught * val(p, 1, 0, cx, cy);
        v += a->fallback * val(p, 0, 0, cx + COUP_INCOME_COINS, cy);
        rest -= a->ok + a->counter + a->caught + a->fallback;
        v += (rest > 0 ? rest : 0) * val(p, 0, 0, cx, cy);
        break;
    case COUP__RACE_AID:
        v += a->ok * val(p, 0, 0, cx + COUP_FOREIGN_AID_COINS, cy);
        v += (1 - a->ok) * val(p, 0, 0, cx, cy);
        break;
    case COUP__RACE_STEAL: {
        int k = cy < COUP_STEAL_COINS ? cy : COUP_STEAL_COINS;
        v += a->ok * val(p, 0, 0, cx + k, cy - k);
        v += a->counter * val(p, 0, 1, cx + k, cy - k);
        v += a->caught * val(p, 1, 0, cx, cy);
        v += a->fallback * val(p, 0, 0, cx + COUP_INCOME_COINS, cy);
        rest -= a->ok + a->counter + a->caught + a->fallback;
        v += (rest > 0 ? rest : 0) * val(p, 0, 0, cx, cy);
        break;
    }
    case COUP__RACE_ASSASSINATE:
        v += a->ok * val(p, 0, 1, cx - COUP_ASSASSINATE_COST, cy);
        v += (a->ok2 + a->counter) *
             val(p, 0, 2, cx - COUP_ASSASSINATE_COST, cy);
        v += a->caught * val(p, 1, 0, cx, cy);
        v += a->fallback * val(p, 0, 0, cx + COUP_INCOME_COINS, cy);
        rest -= a->ok + a->ok2 + a->counter + a->caught + a->fallback;
        v += (rest > 0 ? rest : 0) *
             val(p, 0, 0, cx - COUP_ASSASSINATE_COST, cy);
        break;
    }
    return v;
}

/* The mover's choice: A maximizes, B minimizes A's odds. An erratic
 * player (s->erratic of the time) picks any action alike instead, as
 * some do: the mean of its options, an Exchange-like idle turn among
 * them. The turn's discount is applied here, once. */
static double best(const pos *p, const coup__race_side *s, double sign)
{
    int cx = p->cx, cy = p->cy;
    double hit = s->coup_hit;
    double coup = hit * val(p, 0, 1, cx - COUP_COUP_COST, cy) +
                  (1 - hit) * val(p, 0, 0, cx - COUP_COUP_COST, cy);
    if (cx >= COUP_MUST_COUP)
        return DISCOUNT * coup; /* R4 */
    double income = val(p, 0, 0, cx + COUP_INCOME_COINS, cy);
    double b = sign * income, sum = income + val(p, 0, 0, cx, cy), v;
    int k = 2;
#define TRY(x)                   \
    do {                         \
        double t_ = (x);         \
        sum += t_;               \
        k++;                     \
        v = sign * t_;           \
        if (v > b)               \
            b = v;               \
    } while (0)
    if (cx >= COUP_COUP_COST)
        TRY(coup);
    if (s->aid.usable)
        TRY(act_value(p, &s->aid, COUP__RACE_AID));
    if (s->tax.usable)
        TRY(act_value(p, &s->tax, COUP__RACE_TAX));
    if (s->steal.usable && cy > 0)
        TRY(act_value(p, &s->steal, COUP__RACE_STEAL));
    if (s->assassinate.usable && cx >= COUP_ASSASSINATE_COST)
        TRY(act_value(p, &s->assassinate, COUP__RACE_ASSASSINATE));
#undef TRY
    if (s->erratic > 0)
        return DISCOUNT *
               ((1 - s->erratic) * sign * b + s->erratic * sum / k);
    return DISCOUNT * sign * b;
}

/* The slices Y's table offers after X (lx, ly) acts. */
static void aim(pos *p, const coup__race *r, int y, int lx, int ly)
{
    for (int dx = 0; dx < 2; dx++)
        for (int dy = 0; dy < 3; dy++) {
            int nx = lx - dx < 0 ? 0 : lx - dx, ny = ly - dy < 0 ? 0 : ly - dy;
            p->after[dx][dy] = (const slice *)&r->w[y][ny][nx];
        }
}

static void solve_layer(coup__race *r, const coup__race_side *a,
                        const coup__race_side *b, int la, int lb)
{
    pos pa, pb;
    aim(&pa, r, 1, la, lb);
    aim(&pb, r, 0, lb, la);
    for (int it = 0; it < SWEEPS; it++) {
        double delta = 0;
        for (int ca = CM; ca >= 0; ca--)
            for (int cb = CM; cb >= 0; cb--) {
                pa.cx = ca;
                pa.cy = cb;
                pb.cx = cb;
                pb.cy = ca;
                double va = best(&pa, a, 1), vb = best(&pb, b, -1);
                float *wa = &r->w[0][la][lb][ca][cb];
                float *wb = &r->w[1][lb][la][cb][ca];
                double d = va - *wa;
                if (d < 0)
                    d = -d;
                if (d > delta)
                    delta = d;
                d = vb - *wb;
                if (d < 0)
                    d = -d;
                if (d > delta)
                    delta = d;
                *wa = (float)va;
                *wb = (float)vb;
            }
        if (delta < EPS)
            break;
    }
}

/* Finished games: A has won when B has no influence left, lost when A
 * has none. Unsettled positions start at even odds. */
static void init(coup__race *r)
{
    for (int y = 0; y < 2; y++)
        for (int lm = 0; lm < 3; lm++)
            for (int lo = 0; lo < 3; lo++) {
                /* y == 0: A moves (mover A, other B); y == 1: B moves. */
                int la = y == 0 ? lm : lo, lb = y == 0 ? lo : lm;
                float v = la == 0 ? 0.0f : lb == 0 ? 1.0f : 0.5f;
                for (int cm = 0; cm <= CM; cm++)
                    for (int co = 0; co <= CM; co++)
                        r->w[y][lm][lo][cm][co] = v;
            }
}

double coup__race_value(const coup__race *r, bool b_to_move, int la, int lb,
                        int ca, int cb)
{
    la = la < 0 ? 0 : la > 2 ? 2 : la;
    lb = lb < 0 ? 0 : lb > 2 ? 2 : lb;
    if (b_to_move)
        return r->w[1][lb][la][clip(cb)][clip(ca)];
    return r->w[0][la][lb][clip(ca)][clip(cb)];
}

double coup__race_after(const coup__race *r, bool x_is_b, int lx, int ly,
                        int cx, int cy, const coup__race_act *a, int type)
{
    pos p;
    lx = lx < 0 ? 0 : lx > 2 ? 2 : lx;
    ly = ly < 0 ? 0 : ly > 2 ? 2 : ly;
    aim(&p, r, x_is_b ? 0 : 1, lx, ly);
    p.cx = cx;
    p.cy = cy;
    return act_value(&p, a, type);
}

static bool same_act(const coup__race_act *x, const coup__race_act *y)
{
    return x->usable == y->usable && x->ok == y->ok && x->ok2 == y->ok2 &&
           x->counter == y->counter && x->caught == y->caught &&
           x->fallback == y->fallback;
}

static bool same_side(const coup__race_side *x, const coup__race_side *y)
{
    return same_act(&x->tax, &y->tax) && same_act(&x->aid, &y->aid) &&
           same_act(&x->steal, &y->steal) &&
           same_act(&x->assassinate, &y->assassinate) &&
           x->coup_hit == y->coup_hit && x->erratic == y->erratic;
}

void coup__race_solve(coup__race *r, const coup__race_side *a,
                      const coup__race_side *b)
{
    if (r->ready && same_side(&r->a, a) && same_side(&r->b, b))
        return;
    r->a = *a;
    r->b = *b;
    if (!r->ready)
        init(r);
    r->ready = true;
    solve_layer(r, a, b, 1, 1);
    solve_layer(r, a, b, 1, 2);
    solve_layer(r, a, b, 2, 1);
    solve_layer(r, a, b, 2, 2);
}
