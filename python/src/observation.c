/*
 * observation.c - the observation tensor, the global state tensor and the
 * action mask.
 *
 * The observation is written from a coup_obs alone: what coup_observe()
 * lets the seat know (docs/rules.md R9), the one place that decides
 * visibility (with R10's show, which is public, in `shown` until the
 * Exchange that follows it ends). Values are small counts and one-hot
 * flags, as float32; a field that names nobody (COUP_NOBODY, COUP_NOCARD)
 * is all zeros. python/README.md lists the parts.
 *
 * The global state tensor (the AEC environment's state()) is the public
 * observation (no seat's private parts) followed by every hidden card:
 * each seat's hand, the card shown in an Examine, the Court and the cards
 * out of the game.
 */
#include <string.h>

#include "glue.h"

/* Where the next part goes; with out == NULL only the layout is kept. */
typedef struct cursor {
    float *out;
    int at;
    py_section *sect;
    int nsect;
} cursor;

static void part(cursor *w, const char *name, int seat, int size, float high)
{
    if (w->sect && w->nsect < PY_MAX_SECTIONS)
        w->sect[w->nsect++] = (py_section){name, seat, w->at, size, high};
    w->at += size;
}

/* value in [0, n): a one at that place; anything else: all zeros. */
static void onehot(cursor *w, const char *name, int seat, int value, int n)
{
    if (w->out && value >= 0 && value < n)
        w->out[w->at + value] = 1.0f;
    part(w, name, seat, n, 1.0f);
}

static void number(cursor *w, const char *name, int seat, int value,
                   float high)
{
    if (w->out)
        w->out[w->at] = (float)value;
    part(w, name, seat, 1, high);
}

/* How many of each character cards[0..n) holds (NOCARD not counted). */
static void counts(cursor *w, const char *name, int seat, const uint8_t *cards,
                   int n, float high)
{
    if (w->out)
        for (int i = 0; i < n; i++)
            if (cards[i] < PY_NC)
                w->out[w->at + cards[i]] += 1.0f;
    part(w, name, seat, PY_NC, high);
}

static void write_obs(cursor *w, const coup_obs *o, int p)
{
    onehot(w, "seat", -1, o->seat, p);
    for (int bit = 0; bit < 4; bit++)
        if (w->out)
            w->out[w->at + bit] = (o->flags >> bit) & 1 ? 1.0f : 0.0f;
    part(w, "options", -1, 4, 1.0f);
    onehot(w, "phase", -1, o->phase, COUP_NPHASES);
    /* Seats, then chance, then nobody (the game is over). */
    onehot(w, "to_move", -1,
           o->to_move >= 0 ? o->to_move
           : o->to_move == COUP_CHANCE ? p : p + 1, p + 2);
    onehot(w, "actor", -1, o->actor, p);
    onehot(w, "action", -1, o->action, COUP_MV_PASS);
    onehot(w, "target", -1, o->target, p);
    onehot(w, "named", -1, o->named, PY_NC);
    onehot(w, "claimant", -1, o->claimant, p);
    onehot(w, "claim", -1, o->claim, PY_NC);
    onehot(w, "blocker", -1, o->blocker, p);
    onehot(w, "block", -1, o->block, PY_NC);
    onehot(w, "challenger", -1, o->challenger, p);
    onehot(w, "loser", -1, o->loser, p);
    onehot(w, "winner", -1, o->winner, p);
    for (int s = 0; s < p; s++) {
        number(w, "coins", s, o->coins[s], 255.0f);
        number(w, "hidden", s, o->hidden[s], 4.0f);
        counts(w, "up", s, o->up[s], 2, 2.0f);
    }
    counts(w, "mine", -1, o->mine, o->nmine, 4.0f);
    counts(w, "shown", -1, o->shown, o->nshown, 2.0f);
    number(w, "court_size", -1, o->court_size, 255.0f);
    number(w, "out_size", -1, o->out_size, 255.0f);
    /* Reformation (R16-R19), last: without it these parts are zeros, and
     * the parts above sit where they were before the expansion. */
    number(w, "reformation", -1, (o->flags & COUP_OPT_REFORMATION) != 0,
           1.0f);
    /* convert, embezzle: the action types past "action"'s nine */
    onehot(w, "reform_action", -1, (int)o->action - COUP_MV_CONVERT,
           COUP_MV_EMBEZZLE - COUP_MV_CONVERT + 1);
    for (int s = 0; s < p; s++)
        number(w, "reformist", s, (o->reform >> s) & 1, 1.0f);
    number(w, "reserve", -1, o->reserve, (float)COUP_RESERVE_MAX);
}

int py_obs_size(int players)
{
    /* Asked at every step of the batched API: measured once per size. */
    static int size[COUP_MAX_PLAYERS + 1];
    if (players < COUP_MIN_PLAYERS || players > COUP_MAX_PLAYERS)
        return 0;
    if (!size[players]) {
        coup_obs o;
        memset(&o, 0, sizeof o);
        cursor w = {NULL, 0, NULL, 0};
        write_obs(&w, &o, players);
        size[players] = w.at;
    }
    return size[players];
}

void py_obs_encode(const coup_obs *o, float *out)
{
    cursor w = {out, 0, NULL, 0};
    memset(out, 0, sizeof *out * (size_t)py_obs_size(o->players));
    write_obs(&w, o, o->players);
}

int py_obs_layout(int players, py_section *s)
{
    coup_obs o;
    memset(&o, 0, sizeof o);
    cursor w = {NULL, 0, s, 0};
    write_obs(&w, &o, players);
    return w.nsect;
}

/* ------------------------------------------------- the global state */

/* Six values, one per character: v[c] (all zeros with v NULL). */
static void per_card(cursor *w, const char *name, const uint8_t *v,
                     float high)
{
    if (w->out && v)
        for (int c = 0; c < PY_NC; c++)
            w->out[w->at + c] = (float)v[c];
    part(w, name, -1, PY_NC, high);
}

/* The parts after the public observation: each seat's hand (what `mine`
 * shows that seat), the card shown in an Examine (what `shown` shows the
 * Inquisitor and the examined seat), the Court and the cards out of the
 * game. With s NULL only the layout is kept. */
static void write_hidden(cursor *w, const coup_state *s, int p)
{
    coup_obs o;
    float copies = (float)coup_copies(p);
    memset(&o, 0, sizeof o);
    for (int seat = 0; seat < p; seat++) {
        if (s)
            coup_observe(s, seat, &o);
        counts(w, "hand", seat, o.mine, s ? o.nmine : 0, 4.0f);
    }
    o.nshown = 0;
    if (s && s->phase == COUP_PH_EXAMINE && s->actor < p)
        coup_observe(s, s->actor, &o);
    counts(w, "examined", -1, o.shown, o.nshown, 1.0f);
    per_card(w, "court", s ? s->court : NULL, copies);
    per_card(w, "out", s ? s->out : NULL, copies);
}

int py_state_size(int players)
{
    if (players < COUP_MIN_PLAYERS || players > COUP_MAX_PLAYERS)
        return 0;
    return py_obs_size(players) + PY_NC * (players + 3);
}

void py_state_encode(const coup_state *s, float *out)
{
    coup_obs o;
    int p = s->players;
    memset(out, 0, sizeof *out * (size_t)py_state_size(p));
    /* The public observation: seen by nobody in particular, without a
     * seat's own cards or Examine's card; R10's show is public. */
    coup_observe(s, 0, &o);
    o.seat = COUP_NOBODY;
    o.nmine = 0;
    if (s->phase == COUP_PH_EXAMINE) /* Examine's card is private */
        o.nshown = 0;
    cursor w = {out, 0, NULL, 0};
    write_obs(&w, &o, p);
    write_hidden(&w, s, p);
}

int py_state_layout(int players, py_section *s)
{
    coup_obs o;
    memset(&o, 0, sizeof o);
    cursor w = {NULL, 0, s, 0};
    write_obs(&w, &o, players);
    write_hidden(&w, NULL, players);
    return w.nsect;
}

int py_mask_fill(const coup_state *s, int seat, int8_t *mask)
{
    coup_move legal[COUP_MAX_MOVES];
    int p = coup_players(s);
    memset(mask, 0, (size_t)PY_DECISIONS(p));
    if (coup_to_move(s) != seat || seat < 0)
        return 0;
    int n = coup_legal_moves(s, legal);
    for (int i = 0; i < n; i++) {
        int a = py_action_of(p, legal[i]);
        if (a >= 0 && a < PY_DECISIONS(p))
            mask[a] = 1;
    }
    return n;
}
