/*
 * narrate.c - telling a game in English, one event per line.
 *
 * The move line says what the seat did; what followed from it is read off
 * the state after the move (the engine is pure and a state is a plain
 * struct, so applying the move to a copy costs nothing): coins that
 * changed hands, cards turned up, exiles, the end of the game.
 */
#include <stdio.h>
#include <string.h>

#include "cli/narrate.h"

/* ------------------------------------------------------------- names */

const char *narrate_card(int card)
{
    static const char *const titles[COUP_NCARDS] = {
        "Duke", "Assassin", "Captain", "Ambassador", "Contessa", "Inquisitor"};
    return card >= 0 && card < COUP_NCARDS ? titles[card] : "?";
}

const char *narrate_seat(char *buf, size_t n, int seat,
                         const char *const names[], int capital)
{
    if (names && seat >= 0 && seat < COUP_MAX_PLAYERS && names[seat])
        snprintf(buf, n, "%s", names[seat]);
    else
        snprintf(buf, n, "%s %d", capital ? "Seat" : "seat", seat);
    return buf;
}

/* Every seat's name, for sentences that name several: up[p] to start a
 * sentence, lo[p] inside one. */
struct cast {
    char up[COUP_MAX_PLAYERS][40], lo[COUP_MAX_PLAYERS][40];
};

static void cast_init(struct cast *c, const coup_state *s,
                      const char *const names[])
{
    for (int p = 0; p < COUP_MAX_PLAYERS; p++) {
        narrate_seat(c->up[p], sizeof c->up[p], p, p < s->players ? names : NULL,
                     1);
        narrate_seat(c->lo[p], sizeof c->lo[p], p, p < s->players ? names : NULL,
                     0);
    }
}

/* Seat fields hold COUP_NOBODY when unused: keep lookups in range. */
static int seat_ix(int p) { return p >= 0 && p < COUP_MAX_PLAYERS ? p : 0; }

static const char *plural(int n) { return n == 1 ? "" : "s"; }

static const char *action_name(int type)
{
    switch (type) {
    case COUP_MV_INCOME:      return "Income";
    case COUP_MV_FOREIGN_AID: return "Foreign Aid";
    case COUP_MV_TAX:         return "Tax";
    case COUP_MV_EXCHANGE:    return "Exchange";
    case COUP_MV_COUP:        return "Coup";
    case COUP_MV_ASSASSINATE: return "assassination";
    case COUP_MV_STEAL:       return "steal";
    case COUP_MV_EXAMINE:     return "Examine";
    default:                  return "action";
    }
}

/* The fourth character: Ambassador, or Inquisitor (R12). */
static int fourth(const coup_state *s)
{
    return (s->flags & COUP_OPT_INQUISITOR) ? COUP_INQUISITOR
                                            : COUP_AMBASSADOR;
}

/* -------------------------------------------------------------- moves */

static void action(FILE *f, const struct cast *c, const coup_state *b,
                   const coup_state *a, coup_move m)
{
    const char *x = c->up[seat_ix(b->actor)];
    const char *y = c->lo[seat_ix(m.target)];
    char named[40] = "";
    if (m.card != COUP_NOCARD)
        snprintf(named, sizeof named, ", naming %s", narrate_card(m.card));
    switch (m.type) {
    case COUP_MV_INCOME:
        fprintf(f, "%s takes Income (now %d coin%s).\n", x,
                a->coins[b->actor], plural(a->coins[b->actor]));
        break;
    case COUP_MV_FOREIGN_AID:
        fprintf(f, "%s asks for Foreign Aid.\n", x);
        break;
    case COUP_MV_TAX:
        fprintf(f, "%s claims Duke and takes Tax.\n", x);
        break;
    case COUP_MV_EXCHANGE:
        fprintf(f, "%s claims %s and takes Exchange.\n", x,
                narrate_card(fourth(b)));
        break;
    case COUP_MV_COUP:
        fprintf(f, "%s pays 7 coins and launches a Coup against %s%s.\n", x,
                y, named);
        break;
    case COUP_MV_ASSASSINATE:
        fprintf(f, "%s claims Assassin and pays 3 coins to assassinate "
                "%s%s.\n", x, y, named);
        break;
    case COUP_MV_STEAL:
        fprintf(f, "%s claims Captain to steal from %s.\n", x, y);
        break;
    case COUP_MV_EXAMINE:
        fprintf(f, "%s claims Inquisitor to examine %s.\n", x, y);
        break;
    default:
        fprintf(f, "%s acts.\n", x);
        break;
    }
}

/* keep: the kept cards, and the ones that go back to the Court. */
static void keep(FILE *f, const char *x, const coup_state *b, coup_move m)
{
    int p = b->redraw, count[COUP_NCARDS] = {0};
    for (int k = 0; k < 2; k++)
        if (!(b->card[p][k] & COUP_UP) && (b->card[p][k] & 7) < COUP_NCARDS)
            count[b->card[p][k] & 7]++;
    for (int i = 0; i < b->ndrawn && i < 2; i++)
        if (b->drawn[i] < COUP_NCARDS)
            count[b->drawn[i]]++;
    fprintf(f, "%s keeps %s", x, narrate_card(m.card));
    if (m.card < COUP_NCARDS)
        count[m.card]--;
    if (m.card2 != COUP_NOCARD) {
        fprintf(f, " and %s", narrate_card(m.card2));
        if (m.card2 < COUP_NCARDS)
            count[m.card2]--;
    }
    int back = 0;
    for (int k = 0; k < COUP_NCARDS; k++)
        back += count[k] > 0 ? count[k] : 0;
    if (back) {
        fprintf(f, " and returns");
        int said = 0;
        for (int k = 0; k < COUP_NCARDS; k++)
            for (int i = 0; i < count[k]; i++, said++)
                fprintf(f, "%s%s", said == 0 ? " " : said == back - 1
                                                         ? " and "
                                                         : ", ",
                        narrate_card(k));
        fprintf(f, " to the Court");
    }
    fprintf(f, ".\n");
}

/* The move line itself. */
static void move_line(FILE *f, const struct cast *c, const coup_state *b,
                      const coup_state *a, int seat, coup_move m)
{
    const char *x = c->up[seat_ix(seat)];
    switch (b->phase) {
    case COUP_PH_START:
        fprintf(f, "%s is drawn to start the game.\n", c->up[seat_ix(m.target)]);
        break;
    case COUP_PH_PICK:
        fprintf(f, "%s keeps %s from their set; the other cards of the set "
                "leave the game.\n", x, narrate_card(m.card));
        break;
    case COUP_PH_DEAL: {
        int p = (b->flags & COUP_OPT_TWO_PLAYER_DRAFT) ? b->deal : b->deal >> 1;
        fprintf(f, "%s is dealt %s.\n", c->up[seat_ix(p)], narrate_card(m.card));
        break;
    }
    case COUP_PH_REDRAW:
    case COUP_PH_DRAW:
        fprintf(f, "%s draws %s.\n", c->up[seat_ix(b->redraw)],
                narrate_card(m.card));
        break;
    case COUP_PH_ACTION:
        action(f, c, b, a, m);
        break;
    case COUP_PH_CHALLENGE:
        if (m.type == COUP_MV_CHALLENGE)
            fprintf(f, "%s challenges.\n", x);
        else
            fprintf(f, "%s does not challenge.\n", x);
        break;
    case COUP_PH_PROVE: {
        int has = 0;
        for (int k = 0; k < 2; k++)
            has |= b->card[seat_ix(seat)][k] == b->claim;
        if (m.type == COUP_MV_PROVE)
            fprintf(f, "%s proves %s, returns it to the Court and draws a "
                    "new card.\n", x, narrate_card(b->claim));
        else if (has)
            fprintf(f, "%s concedes without showing %s.\n", x,
                    narrate_card(b->claim));
        else
            fprintf(f, "%s cannot prove %s.\n", x, narrate_card(b->claim));
        break;
    }
    case COUP_PH_LOSE:
        fprintf(f, "%s loses %s.\n", x, narrate_card(m.card));
        break;
    case COUP_PH_BLOCK:
        if (m.type == COUP_MV_BLOCK)
            fprintf(f, "%s claims %s and blocks the %s.\n", x,
                    narrate_card(m.card), action_name(b->action));
        else
            fprintf(f, "%s does not block.\n", x);
        break;
    case COUP_PH_KEEP:
        keep(f, x, b, m);
        break;
    case COUP_PH_SHOW:
        if (b->action == COUP_MV_EXAMINE)
            fprintf(f, "%s shows %s to %s.\n", x, narrate_card(m.card),
                    c->lo[seat_ix(b->actor)]);
        else if (m.card2 != COUP_NOCARD)
            fprintf(f, "%s reveals %s and %s.\n", x, narrate_card(m.card),
                    narrate_card(m.card2));
        else
            fprintf(f, "%s reveals %s.\n", x, narrate_card(m.card));
        break;
    case COUP_PH_EXAMINE: {
        int t = seat_ix(b->target);
        int shown = b->shown < 2 ? b->card[t][b->shown] & 7 : COUP_NOCARD;
        if (m.type == COUP_MV_GIVEBACK)
            fprintf(f, "%s gives %s back to %s.\n", x, narrate_card(shown),
                    c->lo[t]);
        else
            fprintf(f, "%s makes %s return %s to the Court and draw a new "
                    "card.\n", x, c->lo[t], narrate_card(shown));
        break;
    }
    default:
        fprintf(f, "%s moves.\n", x);
        break;
    }
}

/* ------------------------------------------------------- consequences */

static void coins(FILE *f, const struct cast *c, const coup_state *b,
                  const coup_state *a)
{
    int n = b->players, stolen = 0;
    /* R11: in a duel the starting seat, drawn now, has only 1 coin. */
    if (b->phase == COUP_PH_START) {
        for (int p = 0; p < n; p++)
            if (a->coins[p] < b->coins[p])
                fprintf(f, "%s starts with %d coin%s (R11: two players).\n",
                        c->up[p], a->coins[p], plural(a->coins[p]));
        return;
    }
    /* A Steal that resolved: the actor gains exactly what the target lost
     * (the target's coins may then also go back to the Treasury: R15.1). */
    if (b->action == COUP_MV_STEAL && b->phase != COUP_PH_ACTION) {
        int gain = a->coins[b->actor] - b->coins[b->actor];
        if (gain > 0) {
            stolen = gain;
            fprintf(f, "%s takes %d coin%s from %s (now %d).\n",
                    c->up[b->actor], gain, plural(gain), c->lo[b->target],
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
            fprintf(f, "%s gets the 3 coins back (now %d).\n", c->up[p],
                    after);
        else if (d > 0)
            fprintf(f, "%s gains %d coin%s (now %d).\n", c->up[p], d,
                    plural(d), after);
        else if (d < 0 && after == 0 && !((a->alive >> p) & 1))
            fprintf(f, "%s's %d coin%s go%s back to the Treasury.\n",
                    c->up[p], -d, plural(-d), -d == 1 ? "es" : "");
        else if (d < 0)
            fprintf(f, "%s loses %d coin%s (now %d).\n", c->up[p], -d,
                    plural(-d), after);
    }
}

static void consequences(FILE *f, const struct cast *c, const coup_state *b,
                         const coup_state *a, coup_move m)
{
    /* R10: the shown hand, then the named card if it is there. */
    if (b->phase == COUP_PH_SHOW && b->action != COUP_MV_EXAMINE) {
        int t = b->target, found = 0;
        for (int k = 0; k < 2; k++)
            if (!((b->card[t][k] & COUP_UP)) && b->card[t][k] == b->named)
                found = 1;
        if (!found)
            fprintf(f, "%s does not hold %s: the %s has no effect.\n",
                    c->up[t], narrate_card(b->named), action_name(b->action));
    }
    /* Cards turned face up by something other than a `lose` (R10). */
    if (m.type != COUP_MV_LOSE)
        for (int p = 0; p < b->players; p++)
            for (int k = 0; k < 2; k++)
                if (!(b->card[p][k] & COUP_UP) && (a->card[p][k] & COUP_UP))
                    fprintf(f, "%s loses %s.\n", c->up[p],
                            narrate_card(a->card[p][k] & 7));
    /* The block's challenge window closed with no challenge. */
    if (b->phase == COUP_PH_CHALLENGE && m.type == COUP_MV_PASS &&
        b->blocker != COUP_NOBODY && a->phase == COUP_PH_ACTION)
        fprintf(f, "The block stands: the %s fails.\n",
                action_name(b->action));
    for (int p = 0; p < b->players; p++)
        if (((b->alive >> p) & 1) && !((a->alive >> p) & 1))
            fprintf(f, "%s is exiled.\n", c->up[p]);
    if (b->phase != COUP_PH_ACTION)
        coins(f, c, b, a);
    if (b->phase == COUP_PH_SHOW && b->action != COUP_MV_EXAMINE &&
        ((a->alive >> b->target) & 1) && !coup_is_over(a))
        fprintf(f, "%s exchanges with the Court (R10).\n", c->up[b->target]);
    if (!coup_is_over(b) && coup_is_over(a))
        fprintf(f, "%s wins the game.\n", c->up[seat_ix(coup_winner(a))]);
}

void narrate(FILE *f, const coup_state *before, int seat, coup_move m,
             const char *const names[])
{
    struct cast c;
    coup_state after = *before;
    cast_init(&c, before, names);
    if (coup_apply(&after, m) != COUP_OK) {
        char text[64];
        coup_move_str(m, text, sizeof text);
        fprintf(f, "%s plays '%s', which is not legal here.\n",
                seat == COUP_CHANCE ? "Chance" : c.up[seat_ix(seat)], text);
        return;
    }
    move_line(f, &c, before, &after, seat, m);
    consequences(f, &c, before, &after, m);
}

/* ------------------------------------------------------------ to move */

void narrate_to_move(char *buf, size_t n, const coup_state *s,
                     const char *const names[])
{
    struct cast c;
    cast_init(&c, s, names);
    const char *x = c.lo[seat_ix(s->decider)];
    const char *claimant = c.lo[seat_ix(s->claimant)];
    switch (s->phase) {
    case COUP_PH_OVER:
        snprintf(buf, n, "nobody: %s won",
                 c.lo[seat_ix(coup_winner(s))]);
        break;
    case COUP_PH_START:
        snprintf(buf, n, "chance to draw the starting seat");
        break;
    case COUP_PH_DEAL: {
        int p = (s->flags & COUP_OPT_TWO_PLAYER_DRAFT) ? s->deal : s->deal >> 1;
        snprintf(buf, n, "chance to deal a card to %s", c.lo[seat_ix(p)]);
        break;
    }
    case COUP_PH_REDRAW:
        snprintf(buf, n, "chance to draw a new card for %s",
                 c.lo[seat_ix(s->redraw)]);
        break;
    case COUP_PH_DRAW:
        snprintf(buf, n, "chance to draw a card for %s's exchange",
                 c.lo[seat_ix(s->redraw)]);
        break;
    case COUP_PH_PICK:
        snprintf(buf, n, "%s to pick the card they keep from their set (R11)",
                 x);
        break;
    case COUP_PH_ACTION:
        snprintf(buf, n, "%s to choose an action", x);
        break;
    case COUP_PH_CHALLENGE:
        snprintf(buf, n, "%s to challenge or pass on %s's claim of %s", x,
                 claimant, narrate_card(s->claim));
        break;
    case COUP_PH_PROVE:
        snprintf(buf, n, "%s to prove %s or concede", x,
                 narrate_card(s->claim));
        break;
    case COUP_PH_LOSE:
        snprintf(buf, n, "%s to choose the influence they lose", x);
        break;
    case COUP_PH_BLOCK:
        snprintf(buf, n, "%s to block or pass on %s's %s", x,
                 c.lo[seat_ix(s->actor)], action_name(s->action));
        break;
    case COUP_PH_KEEP:
        snprintf(buf, n, "%s to choose the cards they keep", x);
        break;
    case COUP_PH_SHOW:
        if (s->action == COUP_MV_EXAMINE)
            snprintf(buf, n, "%s to show a card to %s", x,
                     c.lo[seat_ix(s->actor)]);
        else
            snprintf(buf, n, "%s to show their face-down cards (R10)", x);
        break;
    case COUP_PH_EXAMINE:
        snprintf(buf, n, "%s to give back or swap %s's card", x,
                 c.lo[seat_ix(s->target)]);
        break;
    default:
        snprintf(buf, n, "%s", x);
        break;
    }
}
