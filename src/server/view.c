/*
 * view.c: what each viewer of a room is sent, as JSON: the `state` of the
 * game from its seat's observation (R9: coup_observe) or, for a spectator,
 * from public information only (view_public); every `event` with the move
 * masked as that viewer sees it (coup_observe_move) and narrated in the
 * viewer's language; the `log` told again from the game's first move; the
 * `room`. Nothing here decides what is hidden: the engine's observation
 * functions do, and this file only refuses to add anything to them.
 */
#include <stdio.h>
#include <string.h>

#include "record/internal.h" /* the phase words of records */
#include "server/hub_impl.h"

void view_names(const room *r, const char *names[COUP_MAX_PLAYERS])
{
    for (int p = 0; p < COUP_MAX_PLAYERS; p++)
        names[p] = r->seat[p].name;
}

void view_public(const coup_state *s, coup_obs *o)
{
    coup_observe(s, 0, o);
    /* Seat 0's private fields go: a spectator holds no card. */
    o->seat = COUP_NOBODY;
    o->nmine = 0;
    memset(o->mine, COUP_NOCARD, sizeof o->mine);
    o->nshown = 0;
    memset(o->shown, COUP_NOCARD, sizeof o->shown);
}

coup_move view_move(const coup_state *before, coup_move m, int viewer)
{
    /* A spectator is no seat: coup_observe_move() then shows it only what
     * the mover's and the target's opponents see. */
    return coup_observe_move(before, m, viewer >= 0 ? viewer : -2);
}

json_t *view_cards(const uint8_t *cards, int n)
{
    json_t *a = json_array();
    for (int i = 0; i < n; i++)
        json_array_append_new(a, json_string(coup_card_name(cards[i] & 7)));
    return a;
}

/* The first word of a move's text: its kind. */
static json_t *kind_of(const char *text)
{
    size_t k = strcspn(text, " ");
    return json_stringn(text, k);
}

/* The fields a move carries besides its text: target and card. */
static void move_fields(json_t *o, coup_move m)
{
    char text[64];
    if (coup_move_str(m, text, sizeof text) < 0)
        strcpy(text, "?");
    json_object_set_new(o, "move", json_string(text));
    json_object_set_new(o, "kind", kind_of(text));
    if (m.target != COUP_NOBODY)
        json_object_set_new(o, "target", json_integer(m.target));
    if (m.card < COUP_NCARDS)
        json_object_set_new(o, "card", json_string(coup_card_name(m.card)));
}

static json_t *legal_list(const coup_state *s, int viewer, const coup_lang *l,
                          const char *const names[])
{
    json_t *a = json_array();
    coup_move legal[COUP_MAX_MOVES];
    if (viewer < 0 || coup_to_move(s) != viewer)
        return a;
    int n = coup_legal_moves(s, legal);
    for (int i = 0; i < n; i++) {
        char label[200];
        json_t *o = json_object();
        move_fields(o, legal[i]);
        coup_label(l, s, legal[i], names, label, sizeof label);
        json_object_set_new(o, "label", json_string(label));
        json_array_append_new(a, o);
    }
    return a;
}

json_t *view_state(const hub *h, const room *r, int viewer,
                   const coup_lang *l)
{
    const coup_state *s = &r->s;
    const char *names[COUP_MAX_PLAYERS];
    char waiting[256];
    coup_obs o;
    view_names(r, names);
    if (viewer >= 0)
        coup_observe(s, viewer, &o);
    else
        view_public(s, &o);
    json_t *st = json_object();
    json_object_set_new(st, "type", json_string("state"));
    json_object_set_new(st, "game", json_integer(r->game));
    json_object_set_new(st, "turn", json_integer(r->nsteps));
    json_object_set_new(st, "you", json_integer(viewer));
    json_object_set_new(st, "phase", json_string(coup__record_phase_word(o.phase)));
    json_object_set_new(st, "to_move", json_integer(o.to_move));
    coup_narrate_to_move(waiting, sizeof waiting, l, s, names);
    json_object_set_new(st, "waiting", json_string(waiting));
    json_t *seats = json_array();
    for (int p = 0; p < o.players; p++) {
        json_t *e = json_object();
        int nup = 0;
        while (nup < 2 && o.up[p][nup] < COUP_NCARDS)
            nup++;
        json_object_set_new(e, "seat", json_integer(p));
        json_object_set_new(e, "name", json_string(names[p]));
        json_object_set_new(e, "coins", json_integer(o.coins[p]));
        json_object_set_new(e, "hidden", json_integer(o.hidden[p]));
        json_object_set_new(e, "up", view_cards(o.up[p], nup));
        json_object_set_new(e, "alive", json_boolean(o.hidden[p] > 0));
        json_array_append_new(seats, e);
    }
    json_object_set_new(st, "seats", seats);
    json_object_set_new(st, "mine", view_cards(o.mine, o.nmine));
    json_object_set_new(st, "shown", view_cards(o.shown, o.nshown));
    json_object_set_new(st, "court", json_integer(o.court_size));
    json_object_set_new(st, "out", json_integer(o.out_size));
    json_object_set_new(st, "legal", legal_list(s, viewer, l, names));
    if (r->deadline >= 0) {
        int64_t left = r->deadline - h->io.now_ms(h->io.ctx);
        json_object_set_new(st, "deadline", json_integer(left > 0 ? left : 0));
    } else {
        json_object_set_new(st, "deadline", json_null());
    }
    json_object_set_new(st, "timer", json_integer(r->timer));
    json_object_set_new(st, "winner", json_integer(coup_winner(s)));
    json_object_set_new(st, "help", json_string(coup_lang_help(l, s)));
    return st;
}

/* ------------------------------------------------------------ events */

static void add_line(void *ctx, const char *line)
{
    json_array_append_new(ctx, json_string(line));
}

json_t *view_event(const room *r, const coup_state *before, int n,
                   int viewer, const coup_lang *l)
{
    const hub_step *st = &r->steps[n];
    const char *names[COUP_MAX_PLAYERS];
    coup_move seen = view_move(before, st->m, viewer);
    coup_state after = *before;
    coup_apply(&after, st->m);
    view_names(r, names);

    json_t *e = json_object();
    json_object_set_new(e, "type", json_string("event"));
    json_object_set_new(e, "game", json_integer(r->game));
    json_object_set_new(e, "n", json_integer(n));
    json_object_set_new(e, "seat", json_integer(st->seat));
    move_fields(e, seen);
    json_t *lines = json_array();
    if (st->timeout && st->seat >= 0) {
        coup_say_args v = {.A = names[st->seat]};
        char line[256];
        coup_lang_say(l, line, sizeof line, l->time_up, &v);
        json_array_append_new(lines, json_string(line));
    }
    coup_narrate(add_line, lines, l, before, st->seat, st->m, names,
                 viewer >= 0 ? viewer : COUP_NARRATE_PUBLIC);
    json_object_set_new(e, "lines", lines);
    json_t *coins = json_array(), *hidden = json_array();
    for (int p = 0; p < after.players; p++) {
        uint8_t tmp[2];
        json_array_append_new(coins, json_integer(after.coins[p]));
        json_array_append_new(hidden, json_integer(coup_hidden(&after, p, tmp)));
    }
    json_object_set_new(e, "coins", coins);
    json_object_set_new(e, "hidden", hidden);
    return e;
}

json_t *view_log(const room *r, int viewer, const coup_lang *l)
{
    json_t *log = json_object(), *events = json_array();
    coup_state s = r->s0;
    json_object_set_new(log, "type", json_string("log"));
    json_object_set_new(log, "game", json_integer(r->game));
    for (int i = 0; i < r->nsteps; i++) {
        json_array_append_new(events, view_event(r, &s, i, viewer, l));
        coup_apply(&s, r->steps[i].m);
    }
    json_object_set_new(log, "events", events);
    return log;
}

/* -------------------------------------------------------------- room */

json_t *view_options(unsigned flags)
{
    json_t *a = json_array();
    for (unsigned f = 1; f <= COUP_OPT_ALL; f <<= 1)
        if (flags & f)
            json_array_append_new(a, json_string(coup_option_name(f)));
    return a;
}

void view_settings(json_t *o, const room *r)
{
    static const char *const status[] = {"lobby", "playing", "over"};
    json_object_set_new(o, "status", json_string(status[r->status]));
    json_object_set_new(o, "host", json_integer(r->host));
    json_object_set_new(o, "players", json_integer(r->players));
    json_object_set_new(o, "options", view_options(r->options));
    json_object_set_new(o, "timer", json_integer(r->timer));
    json_object_set_new(o, "public", json_boolean(r->public_));
    json_object_set_new(o, "bots", json_string(msg_level_name(r->level)));
}

json_t *view_room(const room *r)
{
    json_t *o = json_object(), *seats = json_array();
    int spect = 0;
    for (const hub_client *c = r->members; c; c = c->rnext)
        spect += c->seat < 0;
    json_object_set_new(o, "type", json_string("room"));
    json_object_set_new(o, "code", json_string(r->code));
    view_settings(o, r);
    for (int p = 0; p < r->players; p++) {
        const hub_seat *se = &r->seat[p];
        json_t *e = json_object();
        json_object_set_new(e, "seat", json_integer(p));
        json_object_set_new(e, "name", se->kind == SEAT_FREE
                                           ? json_null()
                                           : json_string(se->name));
        json_object_set_new(e, "bot", se->kind == SEAT_BOT
                                          ? json_string(msg_level_name(se->level))
                                          : json_null());
        json_object_set_new(e, "connected", json_boolean(se->cl != NULL));
        json_object_set_new(e, "away", json_boolean(se->away));
        json_array_append_new(seats, e);
    }
    json_object_set_new(o, "seats", seats);
    json_object_set_new(o, "spectators", json_integer(spect));
    json_object_set_new(o, "game", r->game > 0 ? json_integer(r->game)
                                               : json_null());
    return o;
}

/* ----------------------------------------------------------- defaults */

static coup_move find(const coup_move *legal, int n, int type, int target,
                      int card, int card2)
{
    for (int i = 0; i < n; i++) {
        const coup_move *m = &legal[i];
        if (m->type != type || (target >= 0 && m->target != target))
            continue;
        if (card >= 0 && !((m->card == card && (card2 < 0 || m->card2 == card2)) ||
                           (card2 >= 0 && m->card == card2 && m->card2 == card)))
            continue;
        return *m;
    }
    return coup_mv(COUP_MV_NONE, COUP_NOBODY, COUP_NOCARD, COUP_NOCARD);
}

/* The docs/web-protocol.md table of defaults; the first legal move where
 * the table's move is not legal. */
coup_move view_default_move(const coup_state *s)
{
    coup_move legal[COUP_MAX_MOVES], m;
    uint8_t held[2];
    int n = coup_legal_moves(s, legal), seat = coup_to_move(s);
    m = legal[0];
    switch (s->phase) {
    case COUP_PH_ACTION: {
        coup_move x = find(legal, n, COUP_MV_INCOME, -1, -1, -1);
        /* R4: with 10 coins the Coup is forced: on the next living seat. */
        for (int k = 1; x.type == COUP_MV_NONE && k < s->players; k++) {
            int t = (seat + k) % s->players;
            if (coup_alive(s, t))
                x = find(legal, n, COUP_MV_COUP, t, -1, -1);
        }
        return x.type != COUP_MV_NONE ? x : m;
    }
    case COUP_PH_CHALLENGE:
    case COUP_PH_BLOCK:
        m = find(legal, n, COUP_MV_PASS, -1, -1, -1);
        break;
    case COUP_PH_PROVE:
        m = find(legal, n, COUP_MV_PROVE, -1, -1, -1);
        if (m.type == COUP_MV_NONE)
            m = find(legal, n, COUP_MV_CONCEDE, -1, -1, -1);
        break;
    case COUP_PH_LOSE:
    case COUP_PH_SHOW:
        if (coup_hidden(s, seat, held) > 0)
            m = find(legal, n, s->phase == COUP_PH_LOSE ? COUP_MV_LOSE
                                                         : COUP_MV_SHOW,
                     -1, held[0], -1);
        break;
    case COUP_PH_KEEP: {
        int k = coup_hidden(s, seat, held);
        m = find(legal, n, COUP_MV_KEEP, -1, k > 0 ? held[0] : -1,
                 k > 1 ? held[1] : -1);
        break;
    }
    case COUP_PH_EXAMINE:
        m = find(legal, n, COUP_MV_GIVEBACK, -1, -1, -1);
        break;
    default:
        break;
    }
    return m.type != COUP_MV_NONE ? m : legal[0];
}
