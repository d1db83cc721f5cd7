/*
 * duel.c - the heuristic's endgame: with two players left every decision
 * is scored by the odds of winning the race (race.h), from the model of
 * both sides built here: our actions' odds from our cards and the
 * opponent's challenge rate, the opponent's from what it credibly holds
 * and how it bluffs. A Tax that wins the opponent the race, an
 * Assassinate on our last card with no Contessa: the model sees that
 * passing loses and challenges, or bluffs the Contessa, on any odds.
 *
 * Positions are (our cards, their cards, our coins, their coins): cards
 * are face-down cards (influence).
 */
#include <math.h>
#include <string.h>

#include "bots/heuristic.h"

typedef coup__heur_ctx ctx;
typedef coup__duel duel;

/* The model's odds are rounded to 1/QUANTUM (coarse()). */
#define QUANTUM 32

/* ------------------------------------------------------------ the model */

/* Our action claiming c: `through` is the odds it is neither blocked nor
 * misses (R10). An unusable action is a bluff we will not make. */
static coup__race_act our_claim(const ctx *x, double rate, double doubt, int c,
                                double through, bool assassinate)
{
    coup__race_act a = {0};
    if (coup__heur_mine(x, c)) {
        a.usable = true;
        if (assassinate) {
            a.ok = (1 - rate) * through + rate * (1 - through);
            a.ok2 = rate * through;
        } else {
            a.ok = (1 - rate) * through;
            a.counter = rate * through;
        }
        return a;
    }
    if (x->risk < 0)
        return a;
    if (!coup__bel_story_fits(x->b, x->o, x->me, c))
        doubt = 1 - (1 - doubt) * (1 - doubt); /* it draws doubt */
    double caught = doubt * x->risk;
    a.usable = true;
    a.caught = caught > 1 ? 1 : caught;
    a.ok = (1 - a.caught) * through;
    return a;
}

/* Odds the opponent takes an action claiming c when it wants to: it holds
 * c, or it is the kind that bluffs. */
static double their_odds(const ctx *x, int p, int c)
{
    double h = coup__bel_hold(x->b, x->o, p, c);
    return h + (1 - h) * x->w->their_bluff * coup__bel_bluffer(x->b, p);
}

/* Odds our block of the opponent's action stands (true, or a bluff it
 * does not challenge). */
static double our_block_odds(const ctx *x, double rate, unsigned mask)
{
    if (coup__heur_mine_any(x, mask))
        return 1.0;
    if (x->risk < 0)
        return 0.0;
    return 1 - rate;
}

/* The best R10 naming against seat t: its odds of a hit. */
static double best_hit(const ctx *x, int t, unsigned opt)
{
    if (!(x->o->flags & opt))
        return 1.0;
    double best = 0;
    for (int c = 0; c < COUP_NCARDS; c++) {
        double h = coup__bel_hold(x->b, x->o, t, c);
        if (h > best)
            best = h;
    }
    return best;
}

/* Odds rounded to 1/QUANTUM: a model that barely moved is the same
 * model, and the race need not be solved again. */
static double coarse(double p) { return floor(p * QUANTUM + 0.5) / QUANTUM; }

static void quantize_act(coup__race_act *a)
{
    a->ok = coarse(a->ok);
    a->ok2 = coarse(a->ok2);
    a->counter = coarse(a->counter);
    a->caught = coarse(a->caught);
    a->fallback = coarse(a->fallback);
}

static void quantize(coup__race_side *s)
{
    quantize_act(&s->tax);
    quantize_act(&s->aid);
    quantize_act(&s->steal);
    quantize_act(&s->assassinate);
    s->coup_hit = coarse(s->coup_hit);
    s->erratic = coarse(s->erratic);
}

void coup__duel_setup(const ctx *x, duel *d)
{
    const coup_obs *o = x->o;
    int b = -1;
    for (int p = 0; p < o->players; p++)
        if (coup__heur_alive_opp(x, p))
            b = p;
    d->opp = b;
    double rate = d->rate = coup__bel_challenge_rate(x->b, b);
    /* On our last card a bluff risks the game: fear the rate's upper
     * side then. */
    double doubt = d->doubt =
        x->hidden == 1 ? coup__bel_challenge_doubt(x->b, b) : rate;
    unsigned aid_mask = coup__blockers_mask(COUP_MV_FOREIGN_AID, o->flags);
    unsigned steal_mask = coup__blockers_mask(COUP_MV_STEAL, o->flags);
    unsigned assassin_mask = coup__blockers_mask(COUP_MV_ASSASSINATE, o->flags);

    coup__race_side *us = &d->us;
    memset(us, 0, sizeof *us);
    us->aid.usable = true;
    us->aid.ok = 1 - coup__heur_block_odds(x, b, aid_mask);
    us->tax = our_claim(x, rate, doubt, COUP_DUKE, 1.0, false);
    us->steal = our_claim(x, rate, doubt, COUP_CAPTAIN,
                          1 - coup__heur_block_odds(x, b, steal_mask), false);
    us->assassinate =
        our_claim(x, rate, doubt, COUP_ASSASSIN,
                  (1 - coup__heur_block_odds(x, b, assassin_mask)) *
                      best_hit(x, b, COUP_OPT_DECLARED_ASSASSINATE),
                  true);
    us->coup_hit = best_hit(x, b, COUP_OPT_DECLARED_COUP);

    coup__race_side *them = &d->them;
    memset(them, 0, sizeof *them);
    double t = their_odds(x, b, COUP_DUKE);
    them->tax.usable = true;
    them->tax.ok = t;
    them->tax.fallback = 1 - t;
    them->aid.usable = true;
    them->aid.ok = 1 - our_block_odds(x, doubt, aid_mask);
    t = their_odds(x, b, COUP_CAPTAIN);
    them->steal.usable = true;
    them->steal.ok = t * (1 - our_block_odds(x, doubt, steal_mask));
    them->steal.fallback = 1 - t;
    t = their_odds(x, b, COUP_ASSASSIN);
    them->assassinate.usable = true;
    them->assassinate.fallback = 1 - t;
    if (!coup__heur_mine(x, COUP_CONTESSA)) {
        /* We would bluff the Contessa when being caught (and losing two)
         * is less likely than not; else we take the loss. */
        if (x->risk >= 0 && (doubt < 0.5 || x->hidden == 1))
            them->assassinate.ok2 = t * doubt;
        else
            them->assassinate.ok = t;
    }
    them->coup_hit = 1.0;
    them->erratic = coup__bel_erratic(x->b, b);
    quantize(us);
    quantize(them);
    coup__race_solve(&d->race, us, them);
}

/* The odds we win from a position; `their_turn`: whose turn begins. */
static double win_odds(const duel *d, bool their_turn, int our_cards,
                       int their_cards, int our_coins, int their_coins)
{
    return coup__race_value(&d->race, their_turn, our_cards, their_cards,
                            our_coins, their_coins);
}

/* The odds we win after taking an action of the race model. */
static double win_odds_after(const duel *d, int our_cards, int their_cards,
                             int our_coins, int their_coins,
                             const coup__race_act *a, int type)
{
    return coup__race_after(&d->race, false, our_cards, their_cards, our_coins,
                            their_coins, a, type);
}

double coup__duel_action(const ctx *x, const duel *d, coup_move m)
{
    const coup_obs *o = x->o;
    int b = d->opp, our_cards = x->hidden, their_cards = o->hidden[b];
    int our_coins = o->coins[x->me], their_coins = o->coins[b];
    double rate = d->rate;
    switch (m.type) {
    case COUP_MV_INCOME:
        return win_odds(d, true, our_cards, their_cards,
                        our_coins + COUP_INCOME_COINS, their_coins);
    case COUP_MV_FOREIGN_AID:
        return win_odds_after(d, our_cards, their_cards, our_coins, their_coins,
                              &d->us.aid, COUP__RACE_AID);
    case COUP_MV_TAX:
        if (!d->us.tax.usable)
            return -1;
        return win_odds_after(d, our_cards, their_cards, our_coins, their_coins,
                              &d->us.tax, COUP__RACE_TAX);
    case COUP_MV_STEAL:
        if (!d->us.steal.usable || their_coins == 0)
            return -1;
        return win_odds_after(d, our_cards, their_cards, our_coins, their_coins,
                              &d->us.steal, COUP__RACE_STEAL);
    case COUP_MV_ASSASSINATE: {
        double through =
            (1 -
             coup__heur_block_odds(
                 x, b, coup__blockers_mask(COUP_MV_ASSASSINATE, o->flags))) *
            coup__heur_hit_odds(x, b, m.card);
        coup__race_act a =
            our_claim(x, rate, d->doubt, COUP_ASSASSIN, through, true);
        if (!a.usable)
            return -1;
        return win_odds_after(d, our_cards, their_cards, our_coins, their_coins,
                              &a, COUP__RACE_ASSASSINATE);
    }
    case COUP_MV_COUP: {
        double hit = coup__heur_hit_odds(x, b, m.card);
        return hit * win_odds(d, true, our_cards, their_cards - 1,
                              our_coins - COUP_COUP_COST, their_coins) +
               (1 - hit) * win_odds(d, true, our_cards, their_cards,
                                    our_coins - COUP_COUP_COST, their_coins);
    }
    case COUP_MV_EXCHANGE:
    case COUP_MV_EXAMINE: {
        int c = coup__claim_of(m.type, o->flags);
        coup__race_act a = our_claim(x, rate, d->doubt, c, 1.0, false);
        if (!a.usable)
            return -1;
        double stay =
            win_odds(d, true, our_cards, their_cards, our_coins, their_coins);
        double v = a.ok * stay +
                   a.counter * win_odds(d, true, our_cards, their_cards - 1,
                                        our_coins, their_coins) +
                   a.caught * win_odds(d, true, our_cards - 1, their_cards,
                                       our_coins, their_coins) +
                   (1 - a.ok - a.counter - a.caught) * stay;
        double need = rate; /* true cards matter against challengers */
        if (m.type == COUP_MV_EXCHANGE)
            v += x->w->duel_exchange * need * coup__heur_exchange_gain(x);
        return v;
    }
    default:
        return -1;
    }
}

/* A steal on us reaches its block window with `our_cards` face-down
 * cards: our best of letting it through, a true block, or a bluffed one. */
static double duel_steal_block(const ctx *x, const duel *d, int our_cards)
{
    const coup_obs *o = x->o;
    int b = d->opp, their_cards = o->hidden[b], our_coins = o->coins[x->me],
        their_coins = o->coins[b];
    int k = coup__heur_steal_take(our_coins);
    double rate = d->rate;
    double v = win_odds(d, false, our_cards, their_cards, our_coins - k,
                        their_coins + k);
    if (coup__heur_mine_any(x, coup__blockers_mask(COUP_MV_STEAL, o->flags))) {
        double t = (1 - rate) * win_odds(d, false, our_cards, their_cards,
                                         our_coins, their_coins) +
                   rate * win_odds(d, false, our_cards, their_cards - 1,
                                   our_coins, their_coins);
        return t > v ? t : v;
    }
    if (x->risk >= 0) {
        double caught = d->doubt * x->risk > 1 ? 1 : d->doubt * x->risk;
        double t = (1 - caught) * win_odds(d, false, our_cards, their_cards,
                                           our_coins, their_coins) +
                   caught * win_odds(d, false, our_cards - 1, their_cards,
                                     our_coins - k, their_coins + k);
        if (t > v)
            v = t;
    }
    return v;
}

/* An assassination on us reaches its block window with `our_cards`
 * face-down cards. */
static double duel_assassin_block(const ctx *x, const duel *d, int our_cards,
                                  int their_coins)
{
    const coup_obs *o = x->o;
    int b = d->opp, their_cards = o->hidden[b], our_coins = o->coins[x->me];
    double rate = d->rate;
    if (our_cards <= 0)
        return 0;
    if (o->named < COUP_NCARDS && !coup__heur_mine(x, o->named))
        return win_odds(d, false, our_cards, their_cards, our_coins,
                        their_coins); /* R10: it misses */
    double v =
        win_odds(d, false, our_cards - 1, their_cards, our_coins, their_coins);
    if (coup__heur_mine(x, COUP_CONTESSA)) {
        double t = (1 - rate) * win_odds(d, false, our_cards, their_cards,
                                         our_coins, their_coins) +
                   rate * win_odds(d, false, our_cards, their_cards - 1,
                                   our_coins, their_coins);
        return t > v ? t : v;
    }
    /* A bluff: caught, we lose one for the challenge and one for the
     * assassination (R5 double danger). When the alternative is certain
     * loss, any odds will do. */
    if (x->risk < 0)
        return v;
    double caught = our_cards == 1 ? d->doubt : d->doubt * x->risk;
    if (caught > 1)
        caught = 1;
    double t = (1 - caught) * win_odds(d, false, our_cards, their_cards,
                                       our_coins, their_coins) +
               caught * win_odds(d, false, our_cards - 2, their_cards,
                                 our_coins, their_coins);
    return t > v ? t : v;
}

/* The values of passing, of winning and of losing a challenge of the
 * claim in progress. */
void coup__duel_stakes(const ctx *x, const duel *d, double *pass, double *win,
                       double *lose)
{
    const coup_obs *o = x->o;
    int b = d->opp, our_cards = x->hidden, their_cards = o->hidden[b];
    int our_coins = o->coins[x->me], their_coins = o->coins[b];
    *pass = *win = *lose = 0;
    if (o->blocker != COUP_NOBODY) {
        /* The opponent blocks our action; our turn ends either way. */
        switch (o->action) {
        case COUP_MV_FOREIGN_AID:
            *pass = win_odds(d, true, our_cards, their_cards, our_coins,
                             their_coins);
            *win = win_odds(d, true, our_cards, their_cards - 1,
                            our_coins + COUP_FOREIGN_AID_COINS, their_coins);
            *lose = win_odds(d, true, our_cards - 1, their_cards, our_coins,
                             their_coins);
            break;
        case COUP_MV_STEAL: {
            int k = coup__heur_steal_take(their_coins);
            *pass = win_odds(d, true, our_cards, their_cards, our_coins,
                             their_coins);
            *win = win_odds(d, true, our_cards, their_cards - 1, our_coins + k,
                            their_coins - k);
            *lose = win_odds(d, true, our_cards - 1, their_cards, our_coins,
                             their_coins);
            break;
        }
        case COUP_MV_ASSASSINATE: {
            double hit = coup__heur_hit_odds(x, b, o->named);
            *pass = win_odds(d, true, our_cards, their_cards, our_coins,
                             their_coins);
            *win = hit * win_odds(d, true, our_cards, their_cards - 2,
                                  our_coins, their_coins) +
                   (1 - hit) * win_odds(d, true, our_cards, their_cards - 1,
                                        our_coins, their_coins);
            *lose = win_odds(d, true, our_cards - 1, their_cards, our_coins,
                             their_coins);
            break;
        }
        default:
            break;
        }
        return;
    }
    switch (o->action) {
    case COUP_MV_TAX:
        *pass = win_odds(d, false, our_cards, their_cards, our_coins,
                         their_coins + COUP_TAX_COINS);
        *win = win_odds(d, false, our_cards, their_cards - 1, our_coins,
                        their_coins);
        *lose = win_odds(d, false, our_cards - 1, their_cards, our_coins,
                         their_coins + COUP_TAX_COINS);
        break;
    case COUP_MV_STEAL:
        *pass = duel_steal_block(x, d, our_cards);
        *win = win_odds(d, false, our_cards, their_cards - 1, our_coins,
                        their_coins);
        *lose = duel_steal_block(x, d, our_cards - 1);
        break;
    case COUP_MV_ASSASSINATE:
        /* Its cost is paid: a failed claim refunds it (R5.2). */
        *pass = duel_assassin_block(x, d, our_cards, their_coins);
        *win = win_odds(d, false, our_cards, their_cards - 1, our_coins,
                        their_coins + COUP_ASSASSINATE_COST);
        *lose = duel_assassin_block(x, d, our_cards - 1, their_coins);
        break;
    default: /* Exchange, Examine */
        *pass =
            win_odds(d, false, our_cards, their_cards, our_coins, their_coins);
        *win = win_odds(d, false, our_cards, their_cards - 1, our_coins,
                        their_coins);
        *lose = win_odds(d, false, our_cards - 1, their_cards, our_coins,
                         their_coins);
        break;
    }
}

coup_move coup__duel_block(const ctx *x, const duel *d, const coup_move *legal,
                           int n)
{
    const coup_obs *o = x->o;
    int b = d->opp, our_cards = x->hidden, their_cards = o->hidden[b];
    int our_coins = o->coins[x->me], their_coins = o->coins[b];
    double rate = d->rate;
    int true_card = -1, bluff_card = -1;
    for (int i = 0; i < n; i++) {
        if (legal[i].type != COUP_MV_BLOCK)
            continue;
        if (coup__heur_mine(x, legal[i].card) && true_card < 0)
            true_card = i;
        else if (bluff_card < 0 &&
                 coup__bel_story_fits(x->b, o, x->me, legal[i].card))
            bluff_card = i;
    }
    if (bluff_card < 0)
        for (int i = 0; i < n; i++)
            if (legal[i].type == COUP_MV_BLOCK && bluff_card < 0)
                bluff_card = i;
    double vpass, vtrue = -1, vbluff = -1;
    double caught = d->doubt * (x->risk < 0 ? 99 : x->risk);
    if (caught > 1)
        caught = 1;
    switch (o->action) {
    case COUP_MV_FOREIGN_AID:
        vpass = win_odds(d, false, our_cards, their_cards, our_coins,
                         their_coins + COUP_FOREIGN_AID_COINS);
        vtrue = (1 - rate) * win_odds(d, false, our_cards, their_cards,
                                      our_coins, their_coins) +
                rate * win_odds(d, false, our_cards, their_cards - 1, our_coins,
                                their_coins);
        vbluff =
            (1 - caught) * win_odds(d, false, our_cards, their_cards, our_coins,
                                    their_coins) +
            caught * win_odds(d, false, our_cards - 1, their_cards, our_coins,
                              their_coins + COUP_FOREIGN_AID_COINS);
        break;
    case COUP_MV_STEAL: {
        int k = coup__heur_steal_take(our_coins);
        vpass = win_odds(d, false, our_cards, their_cards, our_coins - k,
                         their_coins + k);
        vtrue = (1 - rate) * win_odds(d, false, our_cards, their_cards,
                                      our_coins, their_coins) +
                rate * win_odds(d, false, our_cards, their_cards - 1, our_coins,
                                their_coins);
        vbluff = (1 - caught) * win_odds(d, false, our_cards, their_cards,
                                         our_coins, their_coins) +
                 caught * win_odds(d, false, our_cards - 1, their_cards,
                                   our_coins - k, their_coins + k);
        break;
    }
    case COUP_MV_ASSASSINATE:
        if (o->named < COUP_NCARDS && !coup__heur_mine(x, o->named))
            return legal[0]; /* R10: it misses anyway */
        vpass = win_odds(d, false, our_cards - 1, their_cards, our_coins,
                         their_coins);
        vtrue = (1 - rate) * win_odds(d, false, our_cards, their_cards,
                                      our_coins, their_coins) +
                rate * win_odds(d, false, our_cards, their_cards - 1, our_coins,
                                their_coins);
        if (our_cards == 1)
            caught = d->doubt; /* certain loss otherwise: any odds do */
        vbluff = (1 - caught) * win_odds(d, false, our_cards, their_cards,
                                         our_coins, their_coins) +
                 caught * win_odds(d, false, our_cards - 2, their_cards,
                                   our_coins, their_coins);
        break;
    default:
        return legal[0];
    }
    if (true_card >= 0 && vtrue >= vpass)
        return legal[true_card];
    if (true_card < 0 && bluff_card >= 0 && x->risk >= 0 && vbluff > vpass)
        return legal[bluff_card];
    return legal[0];
}
