/*
 * narrate.c - telling a game, one event per line, in the words of a
 * language table (coup/text.h).
 *
 * The move line says what the seat did; what followed from it is read off
 * the state after the move (the engine is pure and a state is a plain
 * struct, so applying the move to a copy costs nothing): coins that
 * changed hands, cards turned up, exiles, the end of the game. All of that
 * is public (R9). What is not (cards drawn, kept, picked or shown in
 * Examine) is named only if coup_observe_move()/coup_observe() show it to
 * the viewer.
 */
#include <stdio.h>
#include <string.h>

#include <coup/text.h>

/* ------------------------------------------------------------- names */

const char *coup_narrate_card(int card)
{
    return card >= 0 && card < COUP_NCARDS ? coup_lang_en.card[card] : "?";
}

const char *coup_narrate_seat(char *buf, size_t n, const coup_lang *l,
                              int seat, const char *const names[],
                              int capital)
{
    if (names && seat >= 0 && seat < COUP_MAX_PLAYERS && names[seat])
        snprintf(buf, n, "%s", names[seat]);
    else
        snprintf(buf, n, "%s %d", capital ? l->seat_up : l->seat, seat);
    return buf;
}

/* Everything a sentence needs: the language, every seat's name (up[p] to
 * start a sentence, lo[p] inside one), the viewer. */
struct teller {
    coup_text_sink *sink;
    void *ctx;
    const coup_lang *l;
    int viewer;
    char up[COUP_MAX_PLAYERS][40], lo[COUP_MAX_PLAYERS][40];
};

/* Seat fields hold COUP_NOBODY when unused: keep lookups in range. */
static int seat_ix(int p) { return p >= 0 && p < COUP_MAX_PLAYERS ? p : 0; }

static void teller_init(struct teller *t, coup_text_sink *sink, void *ctx,
                        const coup_lang *l, const coup_state *s,
                        const char *const names[], int viewer)
{
    t->sink = sink;
    t->ctx = ctx;
    t->l = l;
    t->viewer = viewer;
    for (int p = 0; p < COUP_MAX_PLAYERS; p++) {
        const char *const *nm = p < s->players ? names : NULL;
        coup_narrate_seat(t->up[p], sizeof t->up[p], l, p, nm, 1);
        coup_narrate_seat(t->lo[p], sizeof t->lo[p], l, p, nm, 0);
    }
}

/* say(t, template, subject, other seat, card, second card): one line.
 * Numbers go through the coup_say_args of say_n(). */
static void say_v(const struct teller *t, const char *tmpl, coup_say_args *v)
{
    char line[512];
    t->sink(t->ctx, coup_lang_say(t->l, line, sizeof line, tmpl, v));
}

static void say(const struct teller *t, const char *tmpl, int who, int other,
                const char *c, const char *d)
{
    coup_say_args v = {.A = t->up[seat_ix(who)], .T = t->up[seat_ix(other)],
                       .a = t->lo[seat_ix(who)], .t = t->lo[seat_ix(other)],
                       .c = c, .d = d};
    say_v(t, tmpl, &v);
}

static void say_n(const struct teller *t, const char *tmpl, int who,
                  int other, int coins, int number)
{
    coup_say_args v = {.A = t->up[seat_ix(who)], .T = t->up[seat_ix(other)],
                       .a = t->lo[seat_ix(who)], .t = t->lo[seat_ix(other)],
                       .n = coins, .m = number};
    say_v(t, tmpl, &v);
}

static const char *card(const struct teller *t, int c)
{
    return c >= 0 && c < COUP_NCARDS ? t->l->card[c] : "?";
}

static const char *action_noun(const struct teller *t, int type)
{
    return type > 0 && type < COUP_MV_PASS ? t->l->action[type]
                                           : t->l->action[0];
}

/* The fourth character: Ambassador, or Inquisitor (R12). */
static int fourth(const coup_state *s)
{
    return (s->flags & COUP_OPT_INQUISITOR) ? COUP_INQUISITOR
                                            : COUP_AMBASSADOR;
}

/* -------------------------------------------------------------- moves */

static void action(const struct teller *t, const coup_state *b,
                   const coup_state *a, coup_move m)
{
    const coup_lang *l = t->l;
    int x = b->actor, y = m.target;
    const char *named = m.card != COUP_NOCARD ? card(t, m.card) : NULL;
    switch (m.type) {
    case COUP_MV_INCOME:
        say_n(t, l->income, x, x, a->coins[x], 0);
        break;
    case COUP_MV_FOREIGN_AID:
        say(t, l->foreign_aid, x, x, NULL, NULL);
        break;
    case COUP_MV_TAX:
        say(t, l->tax, x, x, card(t, COUP_DUKE), NULL);
        break;
    case COUP_MV_EXCHANGE:
        say(t, l->exchange, x, x, card(t, fourth(b)), NULL);
        break;
    case COUP_MV_COUP:
        say(t, named ? l->coup_named : l->coup, x, y, NULL, named);
        break;
    case COUP_MV_ASSASSINATE:
        say(t, named ? l->assassinate_named : l->assassinate, x, y,
            card(t, COUP_ASSASSIN), named);
        break;
    case COUP_MV_STEAL:
        say(t, l->steal, x, y, card(t, COUP_CAPTAIN), NULL);
        break;
    case COUP_MV_EXAMINE:
        say(t, l->examine, x, y, card(t, COUP_INQUISITOR), NULL);
        break;
    case COUP_MV_CONVERT: { /* R17: the faction the seat now has */
        coup_say_args v = {.A = t->up[seat_ix(x)], .t = t->lo[seat_ix(y)],
                           .x = l->faction[coup_faction(a, y)]};
        say_v(t, y == x ? l->convert_self : l->convert_other, &v);
        break;
    }
    case COUP_MV_EMBEZZLE: { /* R18 */
        coup_say_args v = {.A = t->up[seat_ix(x)], .a = t->lo[seat_ix(x)],
                           .c = card(t, COUP_DUKE), .n = b->reserve};
        say_v(t, l->embezzle, &v);
        break;
    }
    default:
        break;
    }
}

/* keep: the kept cards, and (if the viewer saw them) the ones that go
 * back to the Court. `seen` is m as the viewer sees it. */
static void keep(const struct teller *t, const coup_state *b, coup_move m,
                 coup_move seen)
{
    int p = b->redraw, count[COUP_NCARDS] = {0}, kept = 0;
    for (int k = 0; k < 2; k++)
        if (!(b->card[p][k] & COUP_UP) &&
            (b->card[p][k] & COUP_CARD_MASK) < COUP_NCARDS) {
            count[b->card[p][k] & COUP_CARD_MASK]++;
            kept++;
        }
    if (seen.card == COUP_NOCARD) {
        coup_say_args v = {.A = t->up[seat_ix(p)], .k = kept};
        say_v(t, t->l->keep_hidden, &v);
        return;
    }
    for (int i = 0; i < b->ndrawn && i < 2; i++)
        if (b->drawn[i] < COUP_NCARDS)
            count[b->drawn[i]]++;
    uint8_t keep_list[2], back[4];
    int nkeep = 0, nback = 0;
    keep_list[nkeep++] = m.card;
    if (m.card < COUP_NCARDS)
        count[m.card]--;
    if (m.card2 != COUP_NOCARD) {
        keep_list[nkeep++] = m.card2;
        if (m.card2 < COUP_NCARDS)
            count[m.card2]--;
    }
    for (int k = 0; k < COUP_NCARDS; k++)
        for (int i = 0; i < count[k] && nback < 4; i++)
            back[nback++] = (uint8_t)k;
    char c[120], d[120];
    coup_lang_cards(t->l, c, sizeof c, keep_list, nkeep);
    coup_lang_cards(t->l, d, sizeof d, back, nback);
    say(t, nback ? t->l->keep_returns : t->l->keep, p, p, c, d);
}

/* Whether `seat` holds the claimed card, as far as the viewer knows:
 * 1 yes, 0 no, -1 the viewer cannot tell (R9). */
static int holds_claim(const struct teller *t, const coup_state *b, int seat)
{
    if (t->viewer != COUP_NARRATE_ALL && t->viewer != seat)
        return -1;
    int has = 0;
    for (int k = 0; k < 2; k++)
        has |= b->card[seat_ix(seat)][k] == b->claim;
    return has;
}

/* The card shown in Examine, or NULL if the viewer did not see it. */
static const char *examined_card(const struct teller *t, const coup_state *b)
{
    int shown = b->shown < 2 ? b->card[seat_ix(b->target)][b->shown] : 0;
    int c = b->shown < 2 ? shown & COUP_CARD_MASK : COUP_NOCARD;
    if (t->viewer != COUP_NARRATE_ALL) {
        coup_obs o;
        if (coup_observe(b, t->viewer, &o) != COUP_OK || o.nshown == 0)
            return NULL;
        c = o.shown[0];
    }
    return card(t, c);
}

/* The move line itself. */
static void move_line(const struct teller *t, const coup_state *b,
                      const coup_state *a, int seat, coup_move m)
{
    const coup_lang *l = t->l;
    coup_move seen = t->viewer == COUP_NARRATE_ALL
                         ? m
                         : coup_observe_move(b, m, t->viewer);
    const char *c = seen.card != COUP_NOCARD ? card(t, seen.card) : NULL;
    switch (b->phase) {
    case COUP_PH_START:
        say(t, l->start, m.target, m.target, NULL, NULL);
        break;
    case COUP_PH_PICK:
        say(t, c ? l->pick : l->pick_hidden, seat, seat, c, NULL);
        break;
    case COUP_PH_DEAL: {
        int p = (b->flags & COUP_OPT_TWO_PLAYER_DRAFT) ? b->deal : b->deal >> 1;
        say(t, c ? l->dealt : l->dealt_hidden, p, p, c, NULL);
        break;
    }
    case COUP_PH_REDRAW:
    case COUP_PH_DRAW:
        say(t, c ? l->draws : l->draws_hidden, b->redraw, b->redraw, c, NULL);
        break;
    case COUP_PH_ACTION:
        action(t, b, a, m);
        break;
    case COUP_PH_CHALLENGE:
        say(t, m.type == COUP_MV_CHALLENGE ? l->challenge : l->no_challenge,
            seat, seat, NULL, NULL);
        break;
    case COUP_PH_PROVE: {
        const char *claim = card(t, b->claim);
        int has = holds_claim(t, b, seat);
        if (b->action == COUP_MV_EMBEZZLE) { /* R18: the whole hand */
            uint8_t hand[2] = {m.card, m.card2};
            char list[120];
            coup_say_args v = {.A = t->up[seat_ix(seat)],
                               .a = t->lo[seat_ix(seat)], .c = claim,
                               .d = claim};
            if (m.type == COUP_MV_PROVE)
                v.c = coup_lang_cards(l, list, sizeof list, hand,
                                      m.card2 != COUP_NOCARD ? 2 : 1);
            say_v(t, m.type == COUP_MV_PROVE ? l->prove_hand
                                             : l->concede_hand, &v);
            break;
        }
        if (m.type == COUP_MV_PROVE)
            say(t, l->prove, seat, seat, claim, NULL);
        else
            say(t, has > 0 ? l->concede_has : has == 0 ? l->cannot_prove
                                                        : l->does_not_prove,
                seat, seat, claim, NULL);
        break;
    }
    case COUP_PH_LOSE:
        say(t, l->lose, seat, seat, c, NULL);
        break;
    case COUP_PH_BLOCK:
        if (m.type == COUP_MV_BLOCK) {
            coup_say_args v = {.A = t->up[seat_ix(seat)], .c = c,
                               .x = action_noun(t, b->action)};
            say_v(t, l->block, &v);
        } else {
            say(t, l->no_block, seat, seat, NULL, NULL);
        }
        break;
    case COUP_PH_KEEP:
        keep(t, b, m, seen);
        break;
    case COUP_PH_SHOW:
        if (b->action == COUP_MV_EXAMINE) {
            say(t, c ? l->show_examine : l->show_examine_hidden, seat,
                b->actor, c, NULL);
        } else {
            uint8_t hand[2] = {m.card, m.card2};
            char list[120];
            coup_lang_cards(l, list, sizeof list, hand,
                       m.card2 != COUP_NOCARD ? 2 : 1);
            say(t, l->reveal, seat, seat, list, NULL);
        }
        break;
    case COUP_PH_EXAMINE: {
        const char *shown = examined_card(t, b);
        if (m.type == COUP_MV_GIVEBACK)
            say(t, shown ? l->giveback : l->giveback_hidden, seat, b->target,
                shown, NULL);
        else
            say(t, shown ? l->swap : l->swap_hidden, seat, b->target, shown,
                NULL);
        break;
    }
    default:
        break;
    }
}

/* ------------------------------------------------------- consequences */

static void coins(const struct teller *t, const coup_state *b,
                  const coup_state *a)
{
    const coup_lang *l = t->l;
    int n = b->players, stolen = 0;
    /* R11: in a duel the starting seat, drawn now, has only 1 coin. */
    if (b->phase == COUP_PH_START) {
        for (int p = 0; p < n; p++)
            if (a->coins[p] < b->coins[p])
                say_n(t, l->duel_start, p, p, a->coins[p], 0);
        return;
    }
    /* A Steal that resolved: the actor gains exactly what the target lost
     * (the target's coins may then also go back to the Treasury: R15.1). */
    if (b->action == COUP_MV_STEAL && b->phase != COUP_PH_ACTION) {
        int gain = a->coins[b->actor] - b->coins[b->actor];
        if (gain > 0) {
            stolen = gain;
            say_n(t, l->steal_takes, b->actor, b->target, gain,
                  a->coins[b->actor]);
        }
    }
    for (int p = 0; p < n; p++) {
        int before = b->coins[p], after = a->coins[p];
        if (stolen && p == b->actor)
            continue;
        if (stolen && p == b->target)
            before -= stolen;
        int d = after - before;
        if (d > 0 && p == b->actor && b->action == COUP_MV_ASSASSINATE)
            say_n(t, l->refund, p, p, 3, after);
        else if (d > 0)
            say_n(t, l->gains, p, p, d, after);
        else if (d < 0 && after == 0 && !((a->alive >> p) & 1))
            say_n(t, -d == 1 ? l->to_treasury1 : l->to_treasury, p, p, -d, 0);
        else if (d < 0)
            say_n(t, l->loses_coins, p, p, -d, after);
    }
}

static void consequences(const struct teller *t, const coup_state *b,
                         const coup_state *a, coup_move m)
{
    const coup_lang *l = t->l;
    /* R10: the shown hand, then the named card if it is there. */
    if (b->phase == COUP_PH_SHOW && b->action != COUP_MV_EXAMINE) {
        int p = b->target, found = 0;
        for (int k = 0; k < 2; k++)
            if (!((b->card[p][k] & COUP_UP)) && b->card[p][k] == b->named)
                found = 1;
        if (!found) {
            coup_say_args v = {.A = t->up[seat_ix(p)], .c = card(t, b->named),
                               .x = action_noun(t, b->action)};
            say_v(t, l->not_held, &v);
        }
    }
    /* Cards turned face up by something other than a `lose` (R10). */
    if (m.type != COUP_MV_LOSE)
        for (int p = 0; p < b->players; p++)
            for (int k = 0; k < 2; k++)
                if (!(b->card[p][k] & COUP_UP) && (a->card[p][k] & COUP_UP))
                    say(t, l->lose, p, p,
                        card(t, a->card[p][k] & COUP_CARD_MASK), NULL);
    /* The block's challenge window closed with no challenge. */
    if (b->phase == COUP_PH_CHALLENGE && m.type == COUP_MV_PASS &&
        b->blocker != COUP_NOBODY && a->phase == COUP_PH_ACTION) {
        coup_say_args v = {.x = action_noun(t, b->action)};
        say_v(t, l->block_stands, &v);
    }
    for (int p = 0; p < b->players; p++)
        if (((b->alive >> p) & 1) && !((a->alive >> p) & 1))
            say(t, l->exiled, p, p, NULL, NULL);
    if (b->phase != COUP_PH_ACTION)
        coins(t, b, a);
    if (b->phase == COUP_PH_SHOW && b->action != COUP_MV_EXAMINE &&
        ((a->alive >> b->target) & 1) && !coup_is_over(a))
        say(t, l->r10_exchange, b->target, b->target, NULL, NULL);
    if (!coup_is_over(b) && coup_is_over(a))
        say(t, l->wins, coup_winner(a), coup_winner(a), NULL, NULL);
}

void coup_narrate(coup_text_sink *sink, void *ctx, const coup_lang *l,
                  const coup_state *before, int seat, coup_move m,
                  const char *const names[], int viewer)
{
    struct teller t;
    coup_state after = *before;
    teller_init(&t, sink, ctx, l, before, names, viewer);
    if (coup_apply(&after, m) != COUP_OK) {
        char text[64];
        coup_move_str(m, text, sizeof text);
        coup_say_args v = {
            .A = seat == COUP_CHANCE ? "Chance" : t.up[seat_ix(seat)],
            .s = text};
        say_v(&t, l->illegal, &v);
        return;
    }
    move_line(&t, before, &after, seat, m);
    consequences(&t, before, &after, m);
}

void coup_narrate_effects(coup_text_sink *sink, void *ctx, const coup_lang *l,
                          const coup_state *before, coup_move m,
                          const char *const names[], int viewer)
{
    struct teller t;
    coup_state after = *before;
    teller_init(&t, sink, ctx, l, before, names, viewer);
    if (coup_apply(&after, m) == COUP_OK)
        consequences(&t, before, &after, m);
}

/* ------------------------------------------------------------ to move */

void coup_narrate_to_move(char *buf, size_t n, const coup_lang *l,
                          const coup_state *s, const char *const names[])
{
    struct teller t;
    teller_init(&t, NULL, NULL, l, s, names, COUP_NARRATE_ALL);
    coup_say_args v = {.A = t.up[seat_ix(s->decider)],
                            .a = t.lo[seat_ix(s->decider)]};
    const char *tmpl = "{a}";
    switch (s->phase) {
    case COUP_PH_OVER:
        v.a = t.lo[seat_ix(coup_winner(s))];
        tmpl = l->tm_over;
        break;
    case COUP_PH_START:
        tmpl = l->tm_start;
        break;
    case COUP_PH_DEAL: {
        int p = (s->flags & COUP_OPT_TWO_PLAYER_DRAFT) ? s->deal : s->deal >> 1;
        v.a = t.lo[seat_ix(p)];
        tmpl = l->tm_deal;
        break;
    }
    case COUP_PH_REDRAW:
        v.a = t.lo[seat_ix(s->redraw)];
        tmpl = l->tm_redraw;
        break;
    case COUP_PH_DRAW:
        v.a = t.lo[seat_ix(s->redraw)];
        tmpl = l->tm_draw;
        break;
    case COUP_PH_PICK:
        tmpl = l->tm_pick;
        break;
    case COUP_PH_ACTION:
        tmpl = l->tm_action;
        break;
    case COUP_PH_CHALLENGE:
        v.t = t.lo[seat_ix(s->claimant)];
        v.c = card(&t, s->claim);
        tmpl = s->action == COUP_MV_EMBEZZLE ? l->tm_challenge_none
                                             : l->tm_challenge;
        break;
    case COUP_PH_PROVE:
        v.c = card(&t, s->claim);
        tmpl = s->action == COUP_MV_EMBEZZLE ? l->tm_prove_hand : l->tm_prove;
        break;
    case COUP_PH_LOSE:
        tmpl = l->tm_lose;
        break;
    case COUP_PH_BLOCK:
        v.t = t.lo[seat_ix(s->actor)];
        v.x = action_noun(&t, s->action);
        tmpl = l->tm_block;
        break;
    case COUP_PH_KEEP:
        tmpl = l->tm_keep;
        break;
    case COUP_PH_SHOW:
        v.t = t.lo[seat_ix(s->actor)];
        tmpl = s->action == COUP_MV_EXAMINE ? l->tm_show_examine
                                            : l->tm_show_hand;
        break;
    case COUP_PH_EXAMINE:
        v.t = t.lo[seat_ix(s->target)];
        tmpl = l->tm_examine;
        break;
    default:
        break;
    }
    coup_lang_say(l, buf, n, tmpl, &v);
}

void coup_narrate_answering(char *buf, size_t n, const coup_lang *l,
                            const coup_state *s, const char *const names[],
                            unsigned seats)
{
    bool window = s->phase == COUP_PH_CHALLENGE ||
                  (s->phase == COUP_PH_BLOCK &&
                   s->action == COUP_MV_FOREIGN_AID);
    seats &= (1u << s->players) - 1;
    if (!window || !(seats & (seats - 1))) {
        coup_narrate_to_move(buf, n, l, s, names);
        return;
    }
    struct teller t;
    teller_init(&t, NULL, NULL, l, s, names, COUP_NARRATE_ALL);
    char list[COUP_MAX_PLAYERS * 44] = "";
    int k = __builtin_popcount(seats), i = 0;
    for (int p = 0; p < s->players; p++) {
        if (!(seats >> p & 1))
            continue;
        size_t len = strlen(list);
        snprintf(list + len, sizeof list - len, "%s%s",
                 i == 0 ? "" : i == k - 1 ? l->and_ : l->comma,
                 i == 0 ? t.up[p] : t.lo[p]);
        i++;
    }
    coup_say_args v = {.s = list};
    if (s->phase == COUP_PH_CHALLENGE) {
        v.t = t.lo[seat_ix(s->claimant)];
        v.c = card(&t, s->claim);
        coup_lang_say(l, buf, n, s->action == COUP_MV_EMBEZZLE
                                     ? l->tm_challenge_all_none /* R18 */
                                     : l->tm_challenge_all, &v);
    } else {
        v.t = t.lo[seat_ix(s->actor)];
        v.x = action_noun(&t, s->action);
        coup_lang_say(l, buf, n, l->tm_block_all, &v);
    }
}

void coup_narrate_factions(char *buf, size_t n, const coup_lang *l,
                           const coup_state *s, const char *const names[])
{
    if (n == 0)
        return;
    buf[0] = '\0';
    if (!(s->flags & COUP_OPT_REFORMATION))
        return;
    struct teller t;
    teller_init(&t, NULL, NULL, l, s, names, COUP_NARRATE_ALL);
    char list[2][COUP_MAX_PLAYERS * 42];
    for (int f = 0; f < 2; f++) {
        list[f][0] = '\0';
        for (int p = 0; p < s->players; p++) {
            size_t len = strlen(list[f]);
            if (coup_alive(s, p) && coup_faction(s, p) == f)
                snprintf(list[f] + len, sizeof list[f] - len, "%s%s",
                         len ? l->comma : "", t.lo[p]);
        }
        if (!list[f][0])
            snprintf(list[f], sizeof list[f], "%s", l->setup_none);
    }
    coup_say_args v = {.s = list[0], .t = list[1], .n = s->reserve};
    coup_lang_say(l, buf, n, l->factions_line, &v);
    size_t len = strlen(buf);
    if (len + 1 < n) {
        buf[len++] = ' ';
        coup_lang_say(l, buf + len, n - len, l->reserve_line, &v);
    }
}

/* ------------------------------------------------------------ prompts */

/* A prompt under construction: sentences appended with a blank. */
struct prompt {
    const struct teller *t;
    char *buf;
    size_t n, len;
};

static void add(struct prompt *p, const char *tmpl, const coup_say_args *v)
{
    if (p->len + 1 >= p->n)
        return;
    if (p->len)
        p->buf[p->len++] = ' ';
    coup_lang_say(p->t->l, p->buf + p->len, p->n - p->len, tmpl, v);
    p->len += strlen(p->buf + p->len);
}

/* cards[0..k) joined with the language's "or": "Captain or Ambassador". */
static const char *cards_or(const coup_lang *l, char *buf, size_t n,
                            const uint8_t *cards, int k)
{
    buf[0] = '\0';
    for (int i = 0; i < k; i++) {
        size_t len = strlen(buf);
        snprintf(buf + len, n - len, "%s%s",
                 i == 0 ? "" : i == k - 1 ? l->or_ : l->comma,
                 cards[i] < COUP_NCARDS ? l->card[cards[i]] : "?");
    }
    return buf;
}

/* The claim on the table in a CHALLENGE, as the sentence that tells it. */
static void prompt_claim(struct prompt *p, const coup_state *s, int viewer)
{
    const struct teller *t = p->t;
    const coup_lang *l = t->l;
    int who = seat_ix(s->claimant);
    coup_say_args v = {.A = t->up[who], .a = t->lo[who],
                       .c = card(t, s->claim),
                       .t = t->lo[seat_ix(s->target)]};
    const char *tmpl = NULL;
    bool you = s->target == viewer;
    if (s->blocker != COUP_NOBODY) {
        v.t = t->lo[seat_ix(s->actor)];
        v.x = action_noun(t, s->action);
        tmpl = s->actor == viewer ? l->pr_block_claim_you : l->pr_block_claim;
    } else if (s->action == COUP_MV_TAX) {
        tmpl = l->pr_tax;
    } else if (s->action == COUP_MV_EXCHANGE) {
        tmpl = l->pr_exchange;
    } else if (s->action == COUP_MV_STEAL) {
        tmpl = you ? l->pr_steal_you : l->pr_steal;
    } else if (s->action == COUP_MV_ASSASSINATE) {
        tmpl = you ? l->pr_assassinate_you : l->pr_assassinate;
    } else if (s->action == COUP_MV_EXAMINE) {
        tmpl = you ? l->pr_examine_you : l->pr_examine;
    } else if (s->action == COUP_MV_EMBEZZLE) { /* R18: no Duke */
        v.n = s->reserve;
        add(p, l->pr_embezzle, &v);
        add(p, l->pr_challenge_none, &v);
        return;
    }
    if (tmpl)
        add(p, tmpl, &v);
    add(p, l->pr_challenge, &v);
}

/* The action the viewer may block, what it costs them, and what a block
 * risks. */
static void prompt_block(struct prompt *p, const coup_state *s, int viewer)
{
    const struct teller *t = p->t;
    const coup_lang *l = t->l;
    coup_move legal[COUP_MAX_MOVES];
    uint8_t blocks[COUP_NCARDS], held[2];
    int n = coup_legal_moves(s, legal), k = 0;
    for (int i = 0; i < n; i++)
        if (legal[i].type == COUP_MV_BLOCK && k < COUP_NCARDS)
            blocks[k++] = legal[i].card;
    char list[120];
    int who = seat_ix(s->actor);
    coup_say_args v = {.A = t->up[who], .a = t->lo[who],
                       .c = cards_or(l, list, sizeof list, blocks, k),
                       .x = action_noun(t, s->action)};
    bool named = s->named < COUP_NCARDS;
    switch (s->action) {
    case COUP_MV_FOREIGN_AID:
        add(p, l->pr_block_aid, &v);
        break;
    case COUP_MV_STEAL:
        v.d = card(t, COUP_CAPTAIN);
        v.n = s->coins[seat_ix(viewer)] < 2 ? s->coins[seat_ix(viewer)] : 2;
        add(p, l->pr_block_steal, &v);
        break;
    case COUP_MV_ASSASSINATE:
        v.d = card(t, COUP_ASSASSIN);
        v.s = named ? card(t, s->named) : NULL;
        add(p, named ? l->pr_block_kill_named : l->pr_block_kill, &v);
        break;
    default:
        break;
    }
    /* R5.4, R6: a block is a claim. Against an assassination a failed
     * Contessa costs one card for the challenge and one for the action. */
    bool both = s->action == COUP_MV_ASSASSINATE && !named &&
                coup_hidden(s, viewer, held) == 2;
    add(p, both ? l->pr_block_risk_kill : l->pr_block_risk, &v);
}

/* Why the viewer loses an influence, then the choice. */
static void prompt_lose(struct prompt *p, const coup_state *s, int viewer)
{
    const struct teller *t = p->t;
    const coup_lang *l = t->l;
    coup_say_args v = {.c = card(t, s->claim)};
    const char *tmpl = l->pr_lose;
    uint8_t held[2];
    switch (coup_loss_cause(s)) {
    case COUP_LOSS_CHALLENGER:
        v.A = t->up[seat_ix(s->claimant)];
        v.a = t->lo[seat_ix(s->claimant)];
        tmpl = s->action == COUP_MV_EMBEZZLE ? l->pr_lose_hand
                                             : l->pr_lose_challenger;
        break;
    case COUP_LOSS_CLAIMANT:
        v.A = t->up[seat_ix(s->challenger)];
        v.a = t->lo[seat_ix(s->challenger)];
        tmpl = s->action == COUP_MV_EMBEZZLE ? l->pr_lose_embezzle
                                             : l->pr_lose_claimant;
        break;
    case COUP_LOSS_ACTION:
        v.A = t->up[seat_ix(s->actor)];
        v.a = t->lo[seat_ix(s->actor)];
        tmpl = s->action == COUP_MV_COUP          ? l->pr_lose_coup
               : s->action == COUP_MV_ASSASSINATE ? l->pr_lose_kill
                                                  : l->pr_lose;
        break;
    default:
        break;
    }
    add(p, tmpl, &v);
    if (coup_hidden(s, viewer, held) == 1)
        add(p, l->pr_last, &v);
}

/* The Exchange: the cards drawn, and how many of all of them to keep. */
static void prompt_keep(struct prompt *p, const coup_state *s, int viewer)
{
    const coup_lang *l = p->t->l;
    uint8_t all[4], held[2];
    int k = coup_hidden(s, viewer, held), n = 0;
    for (int i = 0; i < k; i++)
        all[n++] = held[i];
    for (int i = 0; i < s->ndrawn && i < 2 && n < 4; i++)
        all[n++] = s->drawn[i];
    char drawn[120], every[160];
    coup_say_args v = {
        .c = coup_lang_cards(l, drawn, sizeof drawn, all + k, n - k),
        .d = coup_lang_cards(l, every, sizeof every, all, n), .k = k};
    /* R10: the hand everyone saw is hidden again by this Exchange. */
    if (s->action == COUP_MV_COUP || s->action == COUP_MV_ASSASSINATE)
        add(p, l->pr_keep_r10, &v);
    add(p, l->pr_keep, &v);
}

void coup_narrate_prompt(char *buf, size_t n, const coup_lang *l,
                         const coup_state *s, const char *const names[],
                         int viewer)
{
    struct teller t;
    struct prompt p = {&t, buf, n, 0};
    if (n == 0)
        return;
    buf[0] = '\0';
    if (viewer < 0 || viewer >= s->players || coup_to_move(s) != viewer)
        return;
    teller_init(&t, NULL, NULL, l, s, names, viewer);
    int actor = seat_ix(s->actor), target = seat_ix(s->target);
    coup_say_args v = {.A = t.up[actor], .a = t.lo[actor],
                       .T = t.up[target], .t = t.lo[target],
                       .n = s->coins[viewer]};
    switch (s->phase) {
    case COUP_PH_ACTION:
        add(&p, s->coins[viewer] >= 10 ? l->pr_action_coup : l->pr_action,
            &v);
        break;
    case COUP_PH_CHALLENGE:
        prompt_claim(&p, s, viewer);
        break;
    case COUP_PH_BLOCK:
        prompt_block(&p, s, viewer);
        break;
    case COUP_PH_PROVE: {
        uint8_t held[2];
        int k = coup_hidden(s, viewer, held);
        bool has = (k > 0 && held[0] == s->claim) ||
                   (k > 1 && held[1] == s->claim);
        v.A = t.up[seat_ix(s->challenger)];
        v.a = t.lo[seat_ix(s->challenger)];
        v.c = card(&t, s->claim);
        if (s->action == COUP_MV_EMBEZZLE) { /* R18: has = holds a Duke */
            char list[120];
            v.d = coup_lang_cards(l, list, sizeof list, held, k);
            add(&p, has ? l->pr_prove_hand_cannot : l->pr_prove_hand, &v);
            break;
        }
        add(&p, has ? l->pr_prove : l->pr_prove_cannot, &v);
        break;
    }
    case COUP_PH_LOSE:
        prompt_lose(&p, s, viewer);
        break;
    case COUP_PH_KEEP:
        prompt_keep(&p, s, viewer);
        break;
    case COUP_PH_SHOW:
        v.c = card(&t, COUP_INQUISITOR);
        v.d = card(&t, s->named);
        add(&p, s->action == COUP_MV_EXAMINE ? l->pr_show_examine
                                             : l->pr_show_hand, &v);
        break;
    case COUP_PH_EXAMINE: {
        /* R12: the examined card, which this seat was shown. */
        int c = s->shown < 2 ? s->card[target][s->shown] & COUP_CARD_MASK
                             : COUP_NOCARD;
        v.c = card(&t, c);
        add(&p, l->pr_examine_choice, &v);
        break;
    }
    case COUP_PH_PICK:
        add(&p, l->pr_pick, &v);
        break;
    default:
        break;
    }
}
