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

#include <coup/rng.h>

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

/* Card names ["duke", ...] of cards[0..n). */
static void cards_json(jsonw *w, const uint8_t *cards, int n)
{
    jw_arr(w);
    for (int i = 0; i < n; i++)
        jw_str(w, coup_card_name(cards[i] & COUP_CARD_MASK));
    jw_end(w, ']');
}

/* The fields a move carries: its text, kind (the text's first word),
 * target, card, and card2 (the second card of a two-card move: "keep duke
 * captain"). */
static void move_fields(jsonw *w, coup_move m)
{
    char text[64];
    if (coup_move_str(m, text, sizeof text) < 0)
        strcpy(text, "?");
    jw_key(w, "move");
    jw_str(w, text);
    jw_key(w, "kind");
    jw_strn(w, text, strcspn(text, " "));
    if (m.target != COUP_NOBODY) {
        jw_key(w, "target");
        jw_int(w, m.target);
    }
    if (m.card < COUP_NCARDS) {
        jw_key(w, "card");
        jw_str(w, coup_card_name(m.card));
    }
    if (m.card2 < COUP_NCARDS) {
        jw_key(w, "card2");
        jw_str(w, coup_card_name(m.card2));
    }
}

static void legal_list(jsonw *w, const coup_state *s, int viewer,
                       const coup_lang *l, const char *const names[])
{
    coup_move legal[COUP_MAX_MOVES];
    jw_arr(w);
    int n = viewer >= 0 && coup_to_move(s) == viewer
                ? coup_legal_moves(s, legal) : 0;
    for (int i = 0; i < n; i++) {
        char label[200];
        jw_obj(w);
        move_fields(w, legal[i]);
        coup_label(l, s, legal[i], names, label, sizeof label);
        jw_key(w, "label");
        jw_str(w, label);
        jw_end(w, '}');
    }
    jw_end(w, ']');
}

static void key_int(jsonw *w, const char *key, long long v)
{
    jw_key(w, key);
    jw_int(w, v);
}

static void key_str(jsonw *w, const char *key, const char *v)
{
    jw_key(w, key);
    jw_str(w, v);
}

const char *view_faction_name(int reformist)
{
    return reformist ? "reformist" : "loyalist";
}

/* Once the game is over nothing is hidden (the replay shows every card):
 * every seat's cards, face up or not ("hands"), and what each seat did
 * ("stats", coup_stats_add() over the game's moves). */
static void game_summary(jsonw *w, const room *r)
{
    coup_seat_stats st[COUP_MAX_PLAYERS];
    coup_state s = r->s0;
    memset(st, 0, sizeof st);
    for (int i = 0; i < r->nsteps; i++) {
        coup_stats_add(st, &s, r->steps[i].m);
        coup_apply(&s, r->steps[i].m);
    }
    jw_key(w, "hands");
    jw_arr(w);
    for (int p = 0; p < s.players; p++) {
        uint8_t cards[2];
        int n = 0;
        for (int k = 0; k < 2; k++)
            if ((s.card[p][k] & COUP_CARD_MASK) < COUP_NCARDS)
                cards[n++] = s.card[p][k];
        cards_json(w, cards, n);
    }
    jw_end(w, ']');
    jw_key(w, "stats");
    jw_arr(w);
    for (int p = 0; p < s.players; p++) {
        jw_obj(w);
        key_int(w, "claims", st[p].claims);
        key_int(w, "bluffs", st[p].bluffs);
        key_int(w, "bluffs_caught", st[p].bluffs_caught);
        key_int(w, "challenges", st[p].challenges);
        key_int(w, "challenges_won", st[p].challenges_won);
        key_int(w, "blocks", st[p].blocks);
        key_int(w, "coins", st[p].coins);
        key_int(w, "cards_taken", st[p].cards_taken);
        jw_end(w, '}');
    }
    jw_end(w, ']');
}

void view_state(jsonw *w, const hub *h, const room *r, int viewer,
                const coup_lang *l)
{
    const coup_state *s = &r->s;
    const char *names[COUP_MAX_PLAYERS];
    char waiting[512];
    coup_obs o;
    view_names(r, names);
    /* A seat of an answer window is asked the claim as the seat to move
     * would be (hub.c, "answer windows"): its legal moves, prompt and help
     * are those of the state with it deciding. Nothing hidden changes. */
    coup_state mine = *s;
    if (viewer >= 0 && viewer != coup_to_move(s) && hub_may_answer(r, viewer))
        mine.decider = (uint8_t)viewer;
    const coup_state *asked = &mine;
    if (viewer >= 0)
        coup_observe(s, viewer, &o);
    else
        view_public(s, &o);
    if (s->phase != COUP_PH_EXAMINE) /* R10's show is told as an event */
        o.nshown = 0;
    jw_obj(w);
    key_str(w, "type", "state");
    key_int(w, "game", r->game);
    key_int(w, "turn", r->nsteps);
    /* The game's turns as people count them (R5.6): the first action's is
     * 1; the deal and the answers within a turn count for nothing. */
    int turns = 0;
    for (int i = 0; i < r->nsteps; i++)
        turns += r->steps[i].m.type >= COUP_MV_INCOME &&
                 r->steps[i].m.type <= COUP_MV_EXAMINE;
    key_int(w, "turn_no", turns + (s->phase == COUP_PH_ACTION));
    key_int(w, "you", viewer);
    key_str(w, "phase", coup_phase_name(o.phase));
    key_int(w, "to_move", o.to_move);
    unsigned answering = hub_answering(r);
    coup_narrate_answering(waiting, sizeof waiting, l, s, names, answering);
    key_str(w, "waiting", waiting);
    jw_key(w, "answering");
    jw_arr(w);
    for (int p = 0; p < s->players; p++)
        if (answering >> p & 1)
            jw_int(w, p);
    jw_end(w, ']');
    /* What the viewer who decides is asked ("" for the others). */
    char prompt[1024];
    coup_narrate_prompt(prompt, sizeof prompt, l, asked, names, viewer);
    key_str(w, "prompt", prompt);
    jw_key(w, "seats");
    jw_arr(w);
    for (int p = 0; p < o.players; p++) {
        int nup = 0;
        while (nup < 2 && o.up[p][nup] < COUP_NCARDS)
            nup++;
        jw_obj(w);
        key_int(w, "seat", p);
        key_str(w, "name", names[p]);
        key_int(w, "coins", o.coins[p]);
        key_int(w, "hidden", o.hidden[p]);
        jw_key(w, "up");
        cards_json(w, o.up[p], nup);
        jw_key(w, "alive");
        jw_bool(w, o.hidden[p] > 0);
        /* R16: allegiances are public, under Reformation only. */
        if (o.flags & COUP_OPT_REFORMATION)
            key_str(w, "faction", view_faction_name(o.reform >> p & 1));
        jw_end(w, '}');
    }
    jw_end(w, ']');
    if (o.flags & COUP_OPT_REFORMATION)
        key_int(w, "reserve", o.reserve); /* R17: public */
    jw_key(w, "mine");
    cards_json(w, o.mine, o.nmine);
    jw_key(w, "shown");
    cards_json(w, o.shown, o.nshown);
    key_int(w, "court", o.court_size);
    key_int(w, "out", o.out_size);
    jw_key(w, "legal");
    legal_list(w, asked, viewer, l, names);
    jw_key(w, "deadline");
    if (r->deadline >= 0) {
        int64_t left = r->deadline - h->io.now_ms(h->io.ctx);
        jw_int(w, left > 0 ? left : 0);
    } else {
        jw_null(w);
    }
    key_int(w, "timer", r->timer);
    key_int(w, "winner", coup_winner(s));
    if (coup_is_over(s))
        game_summary(w, r);
    /* The rule of the decision, for whoever makes it (the web client
     * shows it on that player's turn only). */
    key_str(w, "help", viewer >= 0 && viewer == coup_to_move(asked)
                           ? coup_lang_help(l, asked) : "");
    jw_end(w, '}');
}

/* ------------------------------------------------------------ events */

static void add_line(void *ctx, const char *line)
{
    jw_str(ctx, line);
}

void view_event(jsonw *w, const room *r, const coup_state *before, int n,
                int viewer, const coup_lang *l)
{
    const hub_step *st = &r->steps[n];
    const char *names[COUP_MAX_PLAYERS];
    coup_move seen = view_move(before, st->m, viewer);
    coup_state after = *before;
    coup_apply(&after, st->m);
    view_names(r, names);

    jw_obj(w);
    key_str(w, "type", "event");
    key_int(w, "game", r->game);
    key_int(w, "n", n);
    key_int(w, "seat", st->seat);
    move_fields(w, seen);
    jw_key(w, "lines");
    jw_arr(w);
    if (st->timeout && st->seat >= 0) {
        coup_say_args v = {.A = names[st->seat]};
        char line[256];
        coup_lang_say(l, line, sizeof line, l->time_up, &v);
        jw_str(w, line);
    }
    coup_narrate(add_line, w, l, before, st->seat, st->m, names,
                 viewer >= 0 ? viewer : COUP_NARRATE_PUBLIC);
    jw_end(w, ']');
    uint8_t tmp[2];
    jw_key(w, "coins");
    jw_arr(w);
    for (int p = 0; p < after.players; p++)
        jw_int(w, after.coins[p]);
    jw_end(w, ']');
    jw_key(w, "hidden");
    jw_arr(w);
    for (int p = 0; p < after.players; p++)
        jw_int(w, coup_hidden(&after, p, tmp));
    jw_end(w, ']');
    /* Only when true: a move an away player's stand-in bot chose. */
    if (st->stand_in) {
        jw_key(w, "stand_in");
        jw_bool(w, true);
    }
    jw_end(w, '}');
}

void view_log(jsonw *w, const room *r, int viewer, const coup_lang *l)
{
    coup_state s = r->s0;
    jw_obj(w);
    key_str(w, "type", "log");
    key_int(w, "game", r->game);
    jw_key(w, "events");
    jw_arr(w);
    for (int i = 0; i < r->nsteps; i++) {
        view_event(w, r, &s, i, viewer, l);
        coup_apply(&s, r->steps[i].m);
    }
    jw_end(w, ']');
    jw_end(w, '}');
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
    json_object_set_new(o, "hints", json_boolean(r->hints));
    json_object_set_new(o, "bots", json_string(msg_level_name(r->level)));
}

json_t *view_seat(const room *r, int p)
{
    const hub_seat *se = &r->seat[p];
    json_t *e = json_object();
    json_object_set_new(e, "seat", json_integer(p));
    json_object_set_new(e, "name", se->kind == SEAT_FREE
                                       ? json_null()
                                       : json_string(se->name));
    json_object_set_new(e, "bot", se->kind == SEAT_BOT
                                      ? json_string(msg_level_name(se->level))
                                      : json_null());
    /* A signed-in player's name is its account's (docs/web-protocol.md). */
    json_object_set_new(e, "account", json_boolean(se->kind == SEAT_HUMAN &&
                                                   se->account > 0));
    return e;
}

json_t *view_room(const room *r, bool member)
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
        json_t *e = view_seat(r, p);
        json_object_set_new(e, "connected", json_boolean(se->cl != NULL));
        json_object_set_new(e, "away", json_boolean(se->away));
        json_array_append_new(seats, e);
    }
    json_object_set_new(o, "seats", seats);
    json_object_set_new(o, "spectators", json_integer(spect));
    json_object_set_new(o, "game", r->game > 0 ? json_integer(r->game)
                                               : json_null());
    /* The secrets: an unlisted room is entered, and its games' replays
     * fetched, with them alone (docs/web-protocol.md). */
    if (member) {
        json_object_set_new(o, "game_key", r->game > 0 && r->game_key[0]
                                               ? json_string(r->game_key)
                                               : json_null());
        json_object_set_new(o, "key", json_string(r->key));
    }
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

/* A face-down card of `seat`, each as likely (R9: which slot a card is in
 * may follow from what the table saw, so the slot must not choose). */
static int random_hidden(const coup_state *s, int seat, coup_rng *rng)
{
    uint8_t held[2];
    int k = coup_hidden(s, seat, held);
    return k > 0 ? held[coup_rng_below(rng, (uint32_t)k)] : -1;
}

/* The keep of a random set of the exchanger's cards (face-down and
 * drawn), each set of as many cards as it holds face down equally likely:
 * the kept cards are then those of a shuffle, whichever were shown or
 * drawn (R10's Exchange exists to hide the shown cards again). */
static coup_move random_keep(const coup_state *s, int seat,
                             const coup_move *legal, int n, coup_rng *rng)
{
    uint8_t pool[4];
    int want = coup_hidden(s, seat, pool), size = want;
    for (int i = 0; i < s->ndrawn && size < 4; i++)
        pool[size++] = s->drawn[i];
    if (want < 1 || size < want)
        return legal[0];
    /* A partial Fisher-Yates: the first `want` places are the kept. */
    for (int i = 0; i < want; i++) {
        int j = i + (int)coup_rng_below(rng, (uint32_t)(size - i));
        uint8_t t = pool[i];
        pool[i] = pool[j];
        pool[j] = t;
    }
    return find(legal, n, COUP_MV_KEEP, -1, pool[0], want > 1 ? pool[1] : -1);
}

/* The docs/web-protocol.md table of defaults; the first legal move where
 * the table's move is not legal. The table announces a timed-out default
 * to everyone, so no default may depend on a card the table cannot see
 * (R9): a prove is always conceded, and a card lost, shown, kept or
 * picked is drawn at random from `seed` (the hub's, per game and move, so
 * that a game replays the same). */
coup_move view_default_move(const coup_state *s, uint64_t seed)
{
    coup_move legal[COUP_MAX_MOVES], m;
    coup_rng rng;
    int n = coup_legal_moves(s, legal), seat = coup_to_move(s), c;
    coup_rng_seed(&rng, seed);
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
        /* R6: one may concede while holding the card. Proving when held
         * would tell everyone, by a concession, that it is not. */
        m = find(legal, n, COUP_MV_CONCEDE, -1, -1, -1);
        break;
    case COUP_PH_LOSE:
        if ((c = random_hidden(s, seat, &rng)) >= 0)
            m = find(legal, n, COUP_MV_LOSE, -1, c, -1);
        break;
    case COUP_PH_SHOW:
        /* R12's Examine: one card of the target's choice; R10's show of
         * every face-down card is the one legal move. */
        if (n > 1 && (c = random_hidden(s, seat, &rng)) >= 0)
            m = find(legal, n, COUP_MV_SHOW, -1, c, -1);
        break;
    case COUP_PH_KEEP:
        m = random_keep(s, seat, legal, n, &rng);
        break;
    case COUP_PH_PICK:
        /* R11: the draft's sets are one card of each character, known to
         * all: the first would name the card kept. */
        m = legal[coup_rng_below(&rng, (uint32_t)n)];
        break;
    case COUP_PH_EXAMINE:
        m = find(legal, n, COUP_MV_GIVEBACK, -1, -1, -1);
        break;
    default:
        break;
    }
    return m.type != COUP_MV_NONE ? m : legal[0];
}
