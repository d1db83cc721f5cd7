/*
 * api.c: the JSON and text bodies the server's HTTP paths answer with
 * (hub.h, "what HTTP serves"): a language's words for the browser, the
 * latest finished games, one finished game step by step with every card
 * shown (a replay: nothing is hidden once a game is over), and its record.
 * The event loop (net.c) only routes paths here and writes the bodies.
 */
#define _POSIX_C_SOURCE 200809L /* strdup() */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "server/hub_impl.h"

char *api_body(json_t *o, size_t *len)
{
    char *text = o ? json_dumps(o, JSON_COMPACT) : NULL;
    json_decref(o);
    if (text && len)
        *len = strlen(text);
    return text;
}

/* A variant's name for players: the terminal's menu line without the
 * rule it cites ("Declared Coup (R10)": "Declared Coup") nor what it
 * brings ("Reformation: factions, ... (R16-R19)": "Reformation"); the
 * rulebook is a tap away in the page. */
static json_t *plain_option(const char *name)
{
    size_t n = strlen(name);
    const char *open = strrchr(name, '(');
    if (open && open > name && open[-1] == ' ' && open[1] == 'R' &&
        name[n - 1] == ')')
        n = (size_t)(open - 1 - name);
    const char *colon = memchr(name, ':', n);
    if (colon)
        n = (size_t)(colon - name);
    /* without the blank before the colon French puts there (a no-break
     * space, U+00A0) */
    for (;;) {
        if (n >= 1 && name[n - 1] == ' ')
            n--;
        else if (n >= 2 && !memcmp(name + n - 2, "\xc2\xa0", 2))
            n -= 2;
        else
            break;
    }
    return json_stringn(name, n);
}

char *hub_lang_json(const char *code, size_t *len)
{
    const coup_lang *l = NULL;
    char rules[16384];
    for (int i = 0; code && coup_langs[i]; i++)
        if (!strcmp(code, coup_langs[i]->code))
            l = coup_langs[i];
    if (!l)
        return NULL;
    json_t *o = json_object(), *cards = json_object(), *ab = json_object(),
           *ui = json_object();
    json_object_set_new(o, "code", json_string(l->code));
    json_object_set_new(o, "name", json_string(l->name));
    json_object_set_new(o, "comma", json_string(l->comma));
    for (int c = 0; c < COUP_NCARDS; c++) {
        json_object_set_new(cards, coup_card_name(c), json_string(l->card[c]));
        json_object_set_new(ab, coup_card_name(c),
                            json_string(l->ability[c] ? l->ability[c] : ""));
    }
    for (int i = 0; i < COUP_UI_N; i++)
        json_object_set_new(ui, coup_ui_key(i),
                            json_string(l->ui[i] ? l->ui[i] : ""));
    /* The names of the variants and of the bots a room may choose, as the
     * room's settings send them ("inquisitor", "heuristic"), and a line on
     * each bot choice (level_notes). */
    static const struct {
        int level, name, note;
    } bots[MSG_NLEVELS] = {
        {MSG_BOT_RANDOM, COUP_UI_BOT_RANDOM, COUP_UI_ABOUT_RANDOM},
        {MSG_BOT_HEURISTIC, COUP_UI_BOT_HEURISTIC, COUP_UI_ABOUT_HEURISTIC},
        {MSG_BOT_SEARCH, COUP_UI_BOT_SEARCH, COUP_UI_ABOUT_SEARCH},
        {MSG_BOT_HONEST, COUP_UI_BOT_HONEST, COUP_UI_ABOUT_HONEST},
        {MSG_BOT_BLUFFER, COUP_UI_BOT_BLUFFER, COUP_UI_ABOUT_BLUFFER},
        {MSG_BOT_CHALLENGER, COUP_UI_BOT_CHALLENGER, COUP_UI_ABOUT_CHALLENGER},
        {MSG_BOT_CAUTIOUS, COUP_UI_BOT_CAUTIOUS, COUP_UI_ABOUT_CAUTIOUS},
        {MSG_BOT_MIXED, COUP_UI_BOT_MIXED, COUP_UI_ABOUT_MIXED},
    };
    json_t *options = json_object(), *levels = json_object(),
           *notes = json_object();
    for (int i = 0; i < 4; i++)
        json_object_set_new(options, coup_option_name(1u << i),
                            plain_option(l->setup_option[i]));
    json_object_set_new(options, coup_option_name(COUP_OPT_REFORMATION),
                        plain_option(l->setup_reformation));
    for (int i = 0; i < MSG_NLEVELS; i++) {
        const char *key = msg_level_name(bots[i].level);
        json_object_set_new(levels, key, json_string(l->ui[bots[i].name]));
        json_object_set_new(notes, key, json_string(l->ui[bots[i].note]));
    }
    json_t *factions = json_object(); /* R16's allegiances */
    json_object_set_new(factions, "loyalist",
                        json_string(l->faction[COUP_LOYALIST]));
    json_object_set_new(factions, "reformist",
                        json_string(l->faction[COUP_REFORMIST]));
    json_object_set_new(o, "cards", cards);
    json_object_set_new(o, "abilities", ab);
    json_object_set_new(o, "factions", factions);
    json_object_set_new(o, "ui", ui);
    json_object_set_new(o, "options", options);
    json_object_set_new(o, "levels", levels);
    json_object_set_new(o, "level_notes", notes);
    json_object_set_new(o, "rules", json_string(coup_lang_rules_card(
                                        l, false, rules, sizeof rules)));
    json_object_set_new(o, "rules_inquisitor",
                        json_string(coup_lang_rules_card(l, true, rules,
                                                         sizeof rules)));
    return api_body(o, len);
}

/* Sections R1..R19 of docs/rules.md (or its translation): {"code",
 * "sections": [{"n", "title", "text"}]}, text the section's markdown
 * without its heading. */
char *hub_rules_json(const char *code, size_t *len)
{
    const coup_lang *l = code ? coup_lang_find(code) : NULL;
    if (!l || strcmp(l->code, code))
        return NULL;
    json_t *o = json_object(), *a = json_array();
    json_object_set_new(o, "code", json_string(l->code));
    for (int r = 1; r <= COUP_RULES_SECTIONS; r++) {
        size_t n = 0;
        const char *text = coup_lang_rules_text(l, r, &n);
        if (!text)
            continue;
        /* "## R6 Challenges\n...": the title after the number. */
        size_t head = strcspn(text, "\n");
        head = head < n ? head : n;
        const char *title = memchr(text, ' ', head);
        title = title ? memchr(title + 1, ' ', head - (size_t)(title + 1 - text))
                      : NULL;
        size_t t0 = title ? (size_t)(title + 1 - text) : head;
        size_t b0 = head < n ? head + 1 : n;
        json_t *sec = json_object();
        json_object_set_new(sec, "n", json_integer(r));
        json_object_set_new(sec, "title", json_stringn(text + t0, head - t0));
        json_object_set_new(sec, "text", json_stringn(text + b0, n - b0));
        json_array_append_new(a, sec);
    }
    json_object_set_new(o, "sections", a);
    return api_body(o, len);
}

/* ------------------------------------------------------------ rooms */

/* `code` upper-cased into out[5] if it is a room code (4 letters of
 * MSG_CODE_ALPHABET, any case); else false. */
static bool room_code(const char *code, char out[5])
{
    if (!code || strlen(code) != 4)
        return false;
    for (int i = 0; i < 4; i++) {
        char u = (char)(code[i] & ~0x20);
        if (u < 'A' || u > 'Z' || !strchr(MSG_CODE_ALPHABET, u))
            return false;
        out[i] = u;
    }
    out[4] = '\0';
    return true;
}

char *hub_room_json(hub *h, const char *code, const char *key, size_t *len)
{
    char c[5];
    persist_retry(h);
    /* An unlisted room without its key is no room: the same NULL, by the
     * same path (hub_room_of() looks at every room). */
    room *r = room_code(code, c) ? hub_room_of(h, c, key) : NULL;
    if (!r)
        return NULL;
    json_t *o = json_object(), *seats = json_array();
    int seated = 0;
    json_object_set_new(o, "code", json_string(r->code));
    view_settings(o, r);
    json_object_set_new(o, "host_name", r->host >= 0 &&
                                                r->seat[r->host].kind != SEAT_FREE
                                            ? json_string(r->seat[r->host].name)
                                            : json_null());
    for (int p = 0; p < r->players; p++) {
        seated += r->seat[p].kind != SEAT_FREE;
        json_array_append_new(seats, view_seat(r, p));
    }
    json_object_set_new(o, "seated", json_integer(seated));
    json_object_set_new(o, "seats", seats);
    json_object_set_new(o, "game", r->game > 0 ? json_integer(r->game)
                                               : json_null());
    /* Only an unlisted room has a game secret, and this one was opened
     * with its key. */
    json_object_set_new(o, "game_key", !r->public_ && r->game > 0 &&
                                               r->game_key[0]
                                           ? json_string(r->game_key)
                                           : json_null());
    return api_body(o, len);
}

/* ------------------------------------------------------------ games */

/* The players' display names that the store keeps with a game (`text`, a
 * JSON array), if it is one string of 1 to sizeof hub_seat.name - 1 bytes
 * per seat; else NULL. The store is not trusted more than that. */
static json_t *display_names(const char *text, int players)
{
    /* Jansson refuses invalid UTF-8 and (without JSON_ALLOW_NUL) "\u0000". */
    json_t *a = text ? json_loads(text, 0, NULL) : NULL;
    bool ok = json_is_array(a) && players > 0 &&
              json_array_size(a) == (size_t)players;
    for (int p = 0; ok && p < players; p++) {
        json_t *n = json_array_get(a, (size_t)p);
        size_t len = json_string_length(n);
        ok = json_is_string(n) && len > 0 &&
             len < sizeof ((hub_seat *)0)->name;
    }
    if (!ok) {
        json_decref(a);
        return NULL;
    }
    return a;
}

/* The record's names of a parsed record, as a JSON array; else NULL. */
static json_t *record_names(const coup_record *rec)
{
    if (rec->nnames != rec->options.players)
        return NULL;
    json_t *a = json_array();
    for (int p = 0; p < rec->nnames; p++)
        json_array_append_new(a, json_string(rec->names[p]));
    return a;
}

json_t *api_game_names(const char *names, const coup_record *rec)
{
    json_t *a = display_names(names, rec->options.players);
    return a ? a : record_names(rec);
}

static void add_game(void *ctx, const store_game *g)
{
    json_t *e = json_object(), *names = NULL;
    coup_record rec;
    /* The display names, else the record's; the header says how many. */
    if (g->header) {
        if (coup_record_parse(g->header, strlen(g->header), &rec, NULL) == 0) {
            names = display_names(g->names, rec.options.players);
            if (!names)
                names = record_names(&rec);
        }
        coup_record_free(&rec);
    }
    json_object_set_new(e, "id", json_integer(g->id));
    json_object_set_new(e, "code", json_string(g->code));
    json_object_set_new(e, "names", names ? names : json_null());
    json_object_set_new(e, "winner", json_integer(g->winner));
    json_object_set_new(e, "started", json_integer(g->started_s));
    json_object_set_new(e, "finished", json_integer(g->finished_s));
    json_array_append_new(ctx, e);
}

char *hub_games_json(hub *h, size_t *len)
{
    persist_retry(h);
    json_t *o = json_object(), *games = json_array();
    if (h->st)
        store_games_recent(h->st, 50, add_game, games);
    json_object_set_new(o, "games", games);
    return api_body(o, len);
}

/* A finished game from the store; false if there is none, or it has a
 * secret that `key` is not (the store compares). */
static bool finished_game(hub *h, int64_t id, const char *key, store_game *g)
{
    if (!h->st || store_game_get(h->st, id, key, g) != 0)
        return false;
    if (!g->record) {
        store_game_free(g);
        return false;
    }
    return true;
}

char *hub_game_record(hub *h, int64_t id, const char *key, size_t *len)
{
    persist_retry(h);
    store_game g;
    if (!finished_game(h, id, key, &g))
        return NULL;
    char *text = strdup(g.record);
    if (text && len)
        *len = strlen(text);
    store_game_free(&g);
    return text;
}

/* Every seat's coins, cards (face up or not; null for an empty slot) and
 * the Court's size, into o; under Reformation each seat's faction and the
 * Treasury Reserve (R16, R17). */
static void table(json_t *o, const coup_state *s)
{
    json_t *coins = json_array(), *cards = json_array();
    for (int p = 0; p < s->players; p++) {
        json_t *hand = json_array();
        for (int i = 0; i < 2; i++) {
            int c = s->card[p][i];
            if ((c & COUP_CARD_MASK) >= COUP_NCARDS) {
                json_array_append_new(hand, json_null());
                continue;
            }
            json_t *e = json_object();
            json_object_set_new(
                e, "card", json_string(coup_card_name(c & COUP_CARD_MASK)));
            json_object_set_new(e, "up", json_boolean(c & COUP_UP));
            json_array_append_new(hand, e);
        }
        json_array_append_new(coins, json_integer(s->coins[p]));
        json_array_append_new(cards, hand);
    }
    json_object_set_new(o, "coins", coins);
    json_object_set_new(o, "cards", cards);
    json_object_set_new(o, "court", json_integer(coup_court_size(s)));
    if (s->flags & COUP_OPT_REFORMATION) {
        json_t *f = json_array();
        for (int p = 0; p < s->players; p++)
            json_array_append_new(
                f, json_string(view_faction_name(coup_faction(s, p))));
        json_object_set_new(o, "factions", f);
        json_object_set_new(o, "reserve", json_integer(s->reserve));
    }
}

struct steps_ctx {
    json_t *steps;
    const coup_lang *l;
    const char *names[COUP_MAX_PLAYERS];
};

static void add_line(void *ctx, const char *line)
{
    json_array_append_new(ctx, json_string(line));
}

static void add_step(void *ctx, const coup_state *before, int seat,
                     coup_move m, int line)
{
    struct steps_ctx *c = ctx;
    char text[64];
    coup_state after = *before;
    (void)line;
    coup_apply(&after, m);
    coup_move_str(m, text, sizeof text);
    json_t *e = json_object(), *lines = json_array();
    json_object_set_new(e, "seat", json_integer(seat));
    json_object_set_new(e, "move", json_string(text));
    json_object_set_new(e, "kind", json_stringn(text, strcspn(text, " ")));
    coup_narrate(add_line, lines, c->l, before, seat, m, c->names,
                 COUP_NARRATE_ALL);
    json_object_set_new(e, "lines", lines);
    table(e, &after);
    json_array_append_new(c->steps, e);
}

/* Who chose move n, from the store (its record does not say): a step the
 * timer played starts with the line that says so, and one a stand-in
 * chose is marked, as in the live log (view.c, view_event()). Only where
 * the store's move is the record's. */
static void mark_step(void *ctx, int n, int seat, const char *move, int by)
{
    struct steps_ctx *c = ctx;
    json_t *e = json_array_get(c->steps, (size_t)n);
    const char *step = json_string_value(json_object_get(e, "move"));
    if (!step || strcmp(step, move) || seat < 0 ||
        json_integer_value(json_object_get(e, "seat")) != seat)
        return;
    if (by == STORE_BY_STAND_IN)
        json_object_set_new(e, "stand_in", json_true());
    if (by == STORE_BY_TIMER) {
        coup_say_args v = {.A = c->names[seat]};
        char line[256];
        coup_lang_say(c->l, line, sizeof line, c->l->time_up, &v);
        json_array_insert_new(json_object_get(e, "lines"), 0,
                              json_string(line));
        json_object_set_new(e, "timeout", json_true());
    }
}

char *hub_game_json(hub *h, int64_t id, const char *key, const char *lang,
                    size_t *len)
{
    persist_retry(h);
    store_game g;
    coup_record rec;
    coup_state s;
    struct steps_ctx c = {json_array(), coup_lang_find(lang ? lang : "en"),
                          {NULL}};
    if (!c.l)
        c.l = &coup_lang_en;
    if (!finished_game(h, id, key, &g)) {
        json_decref(c.steps);
        return NULL;
    }
    json_t *o = NULL;
    if (coup_record_parse(g.record, strlen(g.record), &rec, NULL) == 0 &&
        coup_init(&s, &rec.options) == 0) {
        /* The display names, as the players chose them; else the record's
         * (a game the store has no display names for). */
        json_t *names = display_names(g.names, rec.options.players),
               *start = json_object(), *opts = json_array();
        if (!names)
            names = record_names(&rec);
        if (!names) { /* a record without names: null for each */
            names = json_array();
            for (int p = 0; p < rec.options.players; p++)
                json_array_append_new(names, json_null());
        }
        for (int p = 0; p < rec.options.players; p++)
            c.names[p] = json_string_value(json_array_get(names, (size_t)p));
        for (unsigned f = 1; f <= COUP_OPT_ALL; f <<= 1)
            if (rec.options.flags & f)
                json_array_append_new(opts, json_string(coup_option_name(f)));
        table(start, &s);
        /* The marks are left out if the moves cannot be read: the
         * replay is still the game's. */
        if (coup_record_replay(&rec, &s, add_step, &c, NULL) == 0) {
            if (h->st)
                store_game_moves(h->st, id, mark_step, &c);
            o = json_object();
            json_object_set_new(o, "id", json_integer(g.id));
            json_object_set_new(o, "code", json_string(g.code));
            json_object_set_new(o, "players", json_integer(rec.options.players));
            json_object_set_new(o, "options", json_incref(opts));
            json_object_set_new(o, "names", json_incref(names));
            json_object_set_new(o, "winner", json_integer(g.winner));
            json_object_set_new(o, "started", json_integer(g.started_s));
            json_object_set_new(o, "finished", json_integer(g.finished_s));
            json_object_set_new(o, "start", json_incref(start));
            json_object_set_new(o, "steps", json_incref(c.steps));
        }
        json_decref(names);
        json_decref(start);
        json_decref(opts);
    }
    coup_record_free(&rec);
    store_game_free(&g);
    json_decref(c.steps);
    return api_body(o, len);
}
