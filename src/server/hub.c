/*
 * hub.c: the entry points of `coup serve`'s rooms (hub.h): connections
 * opened and closed, each client message of docs/web-protocol.md checked
 * and dispatched (on_*), refusals in the client's language, the per-
 * connection rate and flood limits, and the hub made and freed. What a
 * message does lives with its noun: room.c (rooms, seats, members, chat),
 * table.c (the game: moves, bots, timers), lobby.c, persist.c (the store);
 * view.c builds what each viewer is sent.
 */
#define _GNU_SOURCE /* getrandom(), strcasecmp() */
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/random.h>

#include <coup/analysis.h>

#include "server/hub_impl.h"

#define RATE_PER_S 20.0            /* messages per second, per connection */
#define RATE_BURST 40.0
/* A connection that keeps flooding is closed (docs/web-protocol.md):
 * each refused message counts one, the count falls by FLOOD_FORGIVE a
 * second, and past FLOOD_LIMIT the connection goes. A message accepted
 * forgives nothing more: a client that sends 50 messages a second gets 20
 * through and 30 refused each second, and is closed within 5 seconds,
 * while one that passes the rate now and then is forgiven in a minute. */
#define FLOOD_LIMIT 100.0
#define FLOOD_FORGIVE 2.0 /* refusals forgiven a second */

void hub_config_default(hub_config *c)
{
    c->db = NULL;
    c->bot_delay_ms = 1200;
    c->away_ms = 30000;
    c->max_rooms = 1000;
    c->max_clients = 10000;
    c->ip_conns = 64;
    c->ip_rate = 100;
    c->shard = NULL;
    c->seed = 0;
    c->analysis_threads = 1;
    c->analysis_queue = 8;
    c->analysis_per_ip = 1;
    c->analysis_budget = COUP_ANALYSIS_BUDGET;
}

/* ============================================================ helpers */

int64_t hub_now(const hub *h)
{
    return h->io.now_ms(h->io.ctx);
}

uint64_t hub_random(hub *h)
{
    return coup_splitmix64(&h->seed);
}

/* 128 bits from the kernel (getrandom), as 32 hex digits: never from the
 * hub's seed, which --seed makes known. hub_new() checked that getrandom()
 * works; it may only be interrupted. */
static bool random_bytes(unsigned char *b, size_t n)
{
    for (int tries = 0; tries < 100; tries++) {
        ssize_t got = getrandom(b, n, 0);
        if (got == (ssize_t)n)
            return true;
        if (got >= 0 || errno != EINTR)
            return false;
    }
    return false;
}

void hub_new_token(char out[33])
{
    unsigned char b[16];
    if (!random_bytes(b, sizeof b))
        abort(); /* cannot happen after hub_new()'s check: never a weak token */
    for (int i = 0; i < 16; i++)
        snprintf(out + 2 * i, 3, "%02x", b[i]);
}

/* Whether secret `given` is `want` (32 hex digits; "" given: none), in a
 * time that does not depend on where they differ. */
bool hub_same_secret(const char *want, const char *given)
{
    unsigned diff = 0;
    if (strlen(given) != 32 || strlen(want) != 32)
        return false;
    for (size_t i = 0; i < 32; i++)
        diff |= (unsigned)(want[i] ^ given[i]);
    return diff == 0;
}

static void send_json(hub *h, hub_client *cl, json_t *o)
{
    char *text = json_dumps(o, JSON_COMPACT);
    json_decref(o);
    if (text && cl->conn)
        h->io.send(h->io.ctx, cl->conn, text, strlen(text));
    free(text);
}

/* Sends what h->out holds to cl (view.c wrote it), and empties it. */
void hub_send_out(hub *h, hub_client *cl)
{
    jsonw *w = &h->out;
    if (!w->oom && w->len && cl->conn)
        h->io.send(h->io.ctx, cl->conn, w->buf, w->len);
    jw_reset(w);
}

void hub_send_log(hub *h, room *r, hub_client *c)
{
    view_log(&h->out, r, c->seat, c->lang);
    hub_send_out(h, c);
}


/* An `error`: `why` in the client's language; `detail` (or NULL) the
 * English of the decoder or the engine, for developers. */
static void send_error(hub *h, hub_client *cl, const char *code,
                       const char *why, int type, const char *detail)
{
    json_t *o = json_object();
    json_object_set_new(o, "type", json_string("error"));
    json_object_set_new(o, "code", json_string(code));
    json_object_set_new(o, "error", json_string(why));
    json_object_set_new(o, "ref", json_string(msg_type_name(type)));
    if (detail)
        json_object_set_new(o, "detail", json_string(detail));
    send_json(h, cl, o);
}

/* One more refusal for cl: past FLOOD_LIMIT (what is left after
 * FLOOD_FORGIVE a second), a last `flood` error and the drop. */
static void strike(hub *h, hub_client *cl)
{
    int64_t t = hub_now(h);
    if (t > cl->strikes_ms) {
        cl->strikes -= (double)(t - cl->strikes_ms) * FLOOD_FORGIVE / 1000.0;
        if (cl->strikes < 0)
            cl->strikes = 0;
        cl->strikes_ms = t;
    }
    cl->strikes += 1.0;
    if (cl->strikes <= FLOOD_LIMIT || cl->dropping)
        return;
    send_error(h, cl, "flood", cl->lang->err_flood_closed, MSG_NONE, NULL);
    cl->dropping = true;
    hub_log(h, "%s: closed: flooding (more than %d messages refused)",
          cl->peer, (int)FLOOD_LIMIT);
    h->io.drop(h->io.ctx, cl->conn);
}

/* Refuses cl's message of `type`: the sentence is template `tmpl` of
 * cl's language (a coup_lang err_ field) filled with v (NULL: nothing);
 * `detail` as send_error()'s. */
static void refuse_detail(hub *h, hub_client *cl, const char *code, int type,
                          const char *tmpl, const coup_say_args *v,
                          const char *detail)
{
    char why[512];
    coup_lang_say(cl->lang, why, sizeof why, tmpl, v);
    send_error(h, cl, code, why, type, detail);
    strike(h, cl);
}

static void refuse(hub *h, hub_client *cl, const char *code, int type,
                   const char *tmpl, const coup_say_args *v)
{
    refuse_detail(h, cl, code, type, tmpl, v, NULL);
}

/* The rules' sections that a reason of the engine cites ("R4, R5.3"),
 * each once, in order, into out[n]; "" where it cites none. */
static void rule_sections(const char *why, char *out, size_t n)
{
    char seen[8][16];
    int nseen = 0;
    size_t len = 0;
    out[0] = '\0';
    for (const char *p = why; *p; p++) {
        if (p[0] != 'R' || !isdigit((unsigned char)p[1]) ||
            (p > why && isalnum((unsigned char)p[-1])))
            continue;
        size_t k = 1;
        while (isdigit((unsigned char)p[k]) ||
               (p[k] == '.' && isdigit((unsigned char)p[k + 1])))
            k++;
        char tok[16];
        snprintf(tok, sizeof tok, "%.*s", (int)k, p);
        bool dup = false;
        for (int i = 0; i < nseen; i++)
            dup |= !strcmp(seen[i], tok);
        if (!dup && nseen < 8 && len + k + 3 < n) {
            memcpy(seen[nseen++], tok, sizeof tok);
            len += (size_t)snprintf(out + len, n - len, "%s%s",
                                    len ? ", " : "", tok);
        }
        p += k - 1;
    }
}

/* Refuses cl's move, which the engine refused with `why` (English, seats
 * from 0: the detail): not cl's turn, with who is to move as the page
 * says it, or not legal, with the rules' sections. */
static void refuse_move(hub *h, hub_client *cl, const room *r, int type,
                        bool turn, const char *why)
{
    char text[400];
    const char *names[COUP_MAX_PLAYERS];
    coup_say_args v = {.s = text};
    if (turn) {
        view_names(r, names);
        coup_narrate_answering(text, sizeof text, cl->lang, &r->s, names,
                               hub_answering(r));
        refuse_detail(h, cl, "not_your_turn", type,
                      cl->lang->err_not_your_turn, &v, why);
        return;
    }
    rule_sections(why, text, sizeof text);
    refuse_detail(h, cl, "illegal", type,
                  text[0] ? cl->lang->err_illegal
                          : cl->lang->err_illegal_plain,
                  &v, why);
}

/* The template of what the decoder found wrong (msg.h), its values in v. */
static const char *fault_words(const coup_lang *l, const msg_fault *f,
                               coup_say_args *v)
{
    bool chat = f->field && !strcmp(f->field, "text");
    v->s = f->field;
    v->m = f->max;
    switch (f->kind) {
    case MSG_F_TOO_BIG: return l->err_too_big;
    case MSG_F_FIELD: return l->err_field;
    case MSG_F_VERSION: return l->err_version;
    case MSG_F_CODE: return l->err_code;
    case MSG_F_EMPTY: return chat ? l->err_chat_empty : l->err_name_empty;
    case MSG_F_LONG: return chat ? l->err_chat_long : l->err_name_long;
    case MSG_F_INVISIBLE:
        return chat ? l->err_chat_invisible : l->err_name_invisible;
    case MSG_F_DRAFT: return l->err_draft_players;
    default: return l->err_unreadable;
    }
}


/* ============================================================ the log */

static void vlogf(void (*log)(void *ctx, const char *line), void *ctx,
                  const char *fmt, va_list ap)
{
    if (!log)
        return;
    char line[512];
    vsnprintf(line, sizeof line, fmt, ap);
    log(ctx, line);
}

void hub_logf(void (*log)(void *ctx, const char *line), void *ctx,
              const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vlogf(log, ctx, fmt, ap);
    va_end(ap);
}

void hub_log(hub *h, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vlogf(h->io.log, h->io.ctx, fmt, ap);
    va_end(ap);
}

void hub_flush(hub *h)
{
    persist_flush(h);
}

void hub_tick(hub *h)
{
    persist_retry(h);
    signin_tick(h);
    analyses_tick(h);
}

static void to_members(hub *h, room *r, json_t *o)
{
    for (hub_client *c = r->members; c; c = c->rnext)
        send_json(h, c, json_incref(o));
    json_decref(o);
}

void hub_send_room(hub *h, room *r)
{
    to_members(h, r, view_room(r, true));
}

static void send_state(hub *h, room *r, hub_client *c)
{
    view_state(&h->out, h, r, c->seat, c->lang);
    hub_send_out(h, c);
}

void hub_send_states(hub *h, room *r)
{
    for (hub_client *c = r->members; c; c = c->rnext)
        send_state(h, r, c);
}

static void send_joined(hub *h, hub_client *cl)
{
    room *r = cl->room;
    json_t *o = json_object();
    json_object_set_new(o, "type", json_string("joined"));
    json_object_set_new(o, "code", json_string(r->code));
    json_object_set_new(o, "seat", json_integer(cl->seat));
    if (cl->seat >= 0)
        json_object_set_new(o, "token", json_string(r->seat[cl->seat].token));
    json_object_set_new(o, "key", json_string(r->key));
    send_json(h, cl, o);
}

/* The `chats` message: the room's chat kept so far, oldest first. */
static void send_chats(hub *h, hub_client *cl)
{
    room *r = cl->room;
    json_t *o = json_object(), *lines = json_array();
    json_object_set_new(o, "type", json_string("chats"));
    for (int i = 0; i < r->chat_n; i++) {
        const hub_chat *c = r->chat[(r->chat_first + i) % HUB_CHAT_LINES];
        json_t *line = json_object();
        json_object_set_new(line, "seat", json_integer(c->seat));
        json_object_set_new(line, "name", c->seat >= 0 ? json_string(c->name)
                                                       : json_null());
        json_object_set_new(line, "text", json_stringn(c->text, c->len));
        json_array_append_new(lines, line);
    }
    json_object_set_new(o, "chats", lines);
    send_json(h, cl, o);
}

/* What a newcomer to a room is sent: joined, the game so far, then the
 * chat so far. */
static void welcome(hub *h, hub_client *cl)
{
    room *r = cl->room;
    send_joined(h, cl);
    hub_send_room(h, r);
    if (r->status != ROOM_LOBBY) {
        hub_send_log(h, r, cl);
        send_state(h, r, cl);
    }
    send_chats(h, cl);
}

/* ============================================================ messages */

static bool in_room(hub *h, hub_client *cl, int type)
{
    if (cl->room)
        return true;
    refuse(h, cl, "not_in_room", type, cl->lang->err_not_in_room, NULL);
    return false;
}

static bool is_host(hub *h, hub_client *cl, int type, bool lobby)
{
    if (!in_room(h, cl, type))
        return false;
    room *r = cl->room;
    if (cl->seat < 0 || cl->seat != r->host) {
        refuse(h, cl, "not_host", type, cl->lang->err_not_host, NULL);
        return false;
    }
    if (lobby && r->status != ROOM_LOBBY) {
        refuse(h, cl, "bad_state", type, cl->lang->err_lobby_only, NULL);
        return false;
    }
    return true;
}

static bool not_elsewhere(hub *h, hub_client *cl, int type)
{
    if (!cl->room)
        return true;
    refuse(h, cl, "bad_state", type, cl->lang->err_elsewhere,
           &(coup_say_args){.s = cl->room->code});
    return false;
}

static void on_hello(hub *h, hub_client *cl, const msg *m)
{
    if (m->lang[0])
        cl->lang = coup_lang_find(m->lang);
    json_t *o = json_object(), *langs = json_array();
    for (int i = 0; coup_langs[i]; i++)
        json_array_append_new(langs, json_string(coup_langs[i]->code));
    json_object_set_new(o, "type", json_string("hello"));
    json_object_set_new(o, "v", json_integer(1));
    json_object_set_new(o, "lang", json_string(cl->lang->code));
    json_object_set_new(o, "langs", langs);
    json_t *acc = json_null();
    if (cl->account > 0)
        acc = json_pack("{sIss}", "id", (json_int_t)cl->account, "name",
                        cl->account_name);
    json_object_set_new(o, "account", acc);
    send_json(h, cl, o);
}

void hub_client_session(hub *h, hub_client *cl, const char *token)
{
    if (cl->shut_out)
        return;
    cl->account = signin_account(h, token, cl->account_name);
}

/* The seat of r tied to cl's account, or -1. */
static int account_seat(const room *r, const hub_client *cl)
{
    for (int p = 0; cl->account > 0 && p < r->players; p++)
        if (r->seat[p].kind == SEAT_HUMAN && r->seat[p].account == cl->account)
            return p;
    return -1;
}

/* The name a client sits under: its account's, or the one it typed. */
static const char *sitting_name(const hub_client *cl, const msg *m)
{
    return cl->account > 0 ? cl->account_name : m->name;
}

static void on_lang(hub *h, hub_client *cl, const msg *m)
{
    cl->lang = coup_lang_find(m->lang);
    if (cl->room && cl->room->status != ROOM_LOBBY) {
        send_state(h, cl->room, cl);
        hub_send_log(h, cl->room, cl);
    }
}

static void on_create(hub *h, hub_client *cl, const msg *m)
{
    if (!not_elsewhere(h, cl, m->type))
        return;
    if (h->nrooms >= h->cfg.max_rooms) {
        refuse(h, cl, "too_many_rooms", m->type, cl->lang->err_rooms_full,
               NULL);
        return;
    }
    room *r = room_new(h, NULL);
    if (!r) {
        refuse(h, cl, "too_many_rooms", m->type, cl->lang->err_server_busy,
               NULL);
        return;
    }
    r->players = m->players;
    r->options = m->options;
    r->timer = m->timer;
    r->public_ = m->public_;
    r->hints = m->hints;
    r->level = m->bots;
    r->host = 0;
    room_sit(r, 0, sitting_name(cl, m));
    r->seat[0].account = cl->account;
    room_member_add(r, cl, 0);
    persist_room(h, r);
    welcome(h, cl);
    table_rearm(h, r);
}

/* The room m->code names, or NULL with the refusal sent. With `keyed`
 * (join, watch), an unlisted room is there only for whoever gives its
 * key: a wrong or missing key is answered as a room that does not exist,
 * so that trying codes finds nothing. */
static room *code_or_refuse(hub *h, hub_client *cl, const msg *m, bool keyed)
{
    room *r = room_by_code(h, m->code);
    if (r && keyed && !r->public_ && !hub_same_secret(r->key, m->key))
        r = NULL;
    if (!r)
        refuse(h, cl, "no_room", m->type, cl->lang->err_no_room,
               &(coup_say_args){.s = m->code});
    return r;
}

static void take_seat(hub *h, hub_client *cl, room *r, int p);

static void on_join(hub *h, hub_client *cl, const msg *m)
{
    if (!not_elsewhere(h, cl, m->type))
        return;
    room *r = code_or_refuse(h, cl, m, true);
    if (!r)
        return;
    /* A seat of its account's, from another device or after a reload:
     * it is the player's again, as with the seat's token. */
    int mine = account_seat(r, cl);
    if (mine >= 0) {
        take_seat(h, cl, r, mine);
        return;
    }
    if (r->status != ROOM_LOBBY) {
        refuse(h, cl, "bad_state", m->type, cl->lang->err_room_started,
               &(coup_say_args){.s = r->code});
        return;
    }
    int p = room_free_seat(r);
    if (p < 0) {
        refuse(h, cl, "room_full", m->type, cl->lang->err_room_full,
               &(coup_say_args){.s = r->code});
        return;
    }
    const char *name = sitting_name(cl, m);
    if (room_name_taken(r, name)) {
        refuse(h, cl, "name_taken", m->type, cl->lang->err_name_taken,
               &(coup_say_args){.s = name});
        return;
    }
    room_sit(r, p, name);
    r->seat[p].account = cl->account;
    if (r->host < 0)
        r->host = p;
    room_member_add(r, cl, p);
    persist_room(h, r);
    welcome(h, cl);
    table_rearm(h, r);
}

static void on_resume(hub *h, hub_client *cl, const msg *m)
{
    room *r = code_or_refuse(h, cl, m, false); /* the token is the secret */
    int p = -1;
    if (!r)
        return;
    for (int q = 0; q < r->players; q++)
        if (r->seat[q].kind == SEAT_HUMAN && !strcmp(r->seat[q].token, m->token))
            p = q;
    if (p < 0) {
        refuse(h, cl, "bad_token", m->type, cl->lang->err_bad_token,
               &(coup_say_args){.s = r->code});
        return;
    }
    take_seat(h, cl, r, p);
}

/* cl takes seat p of r back: by its token, or by its account. */
static void take_seat(hub *h, hub_client *cl, room *r, int p)
{
    if (cl->room)
        room_member_remove(h, cl);
    hub_client *old = r->seat[p].cl;
    if (old) {
        /* The seat's previous connection (another tab, another device)
         * loses it, and is told so first: it would otherwise keep a table
         * that no longer moves and buttons that are refused. */
        json_t *o = json_object();
        json_object_set_new(o, "type", json_string("replaced"));
        json_object_set_new(o, "code", json_string(r->code));
        send_json(h, old, o);
        room_member_remove(h, old);
    }
    room_member_add(r, cl, p);
    /* A bot's choice made for this seat while away is dropped: the player
     * decides again. One still being made is dropped when it comes. */
    if (r->status == ROOM_PLAYING && coup_to_move(&r->s) == p &&
        !r->thinking) {
        r->pending = false;
        table_set_deadline(h, r);
    }
    welcome(h, cl);
    table_advance(h, r);
}

static void on_watch(hub *h, hub_client *cl, const msg *m)
{
    if (!not_elsewhere(h, cl, m->type))
        return;
    room *r = code_or_refuse(h, cl, m, true);
    if (!r)
        return;
    room_member_add(r, cl, -1);
    welcome(h, cl);
    table_rearm(h, r);
}

static void on_leave(hub *h, hub_client *cl, const msg *m)
{
    if (!in_room(h, cl, m->type))
        return;
    room *r = cl->room;
    int p = cl->seat;
    room_member_remove(h, cl);
    if (p >= 0 && r->status == ROOM_LOBBY) {
        memset(&r->seat[p], 0, sizeof r->seat[p]);
        if (r->host == p)
            r->host = room_next_human(r, p);
    } else if (p >= 0) {
        /* In a game a bot plays the seat from now on, and the host passes
         * to a player still here. */
        r->seat[p].away = r->status == ROOM_PLAYING;
        if (r->host == p) {
            int q = room_next_human(r, p);
            while (q >= 0 && q != p && !r->seat[q].cl) {
                int next = room_next_human(r, q);
                q = next == r->host ? -1 : next;
            }
            if (q >= 0)
                r->host = q;
        }
    }
    persist_room(h, r);
    hub_send_room(h, r);
    table_advance(h, r);
}

static void on_settings(hub *h, hub_client *cl, const msg *m)
{
    if (!is_host(h, cl, m->type, true))
        return;
    room *r = cl->room;
    int players = m->has & MSG_HAS_PLAYERS ? m->players : r->players;
    unsigned options = m->has & MSG_HAS_OPTIONS ? m->options : r->options;
    if ((options & COUP_OPT_TWO_PLAYER_DRAFT) && players != 2) {
        refuse(h, cl, "bad_field", m->type, cl->lang->err_draft_players,
               NULL);
        return;
    }
    for (int p = players; p < r->players; p++)
        if (r->seat[p].kind != SEAT_FREE) {
            /* Named as the page names it: its player, its number from 1. */
            refuse(h, cl, "bad_state", m->type, cl->lang->err_seat_taken,
                   &(coup_say_args){.A = r->seat[p].name, .m = p + 1});
            return;
        }
    r->players = players;
    r->options = options;
    if (m->has & MSG_HAS_TIMER)
        r->timer = m->timer;
    if (m->has & MSG_HAS_PUBLIC)
        r->public_ = m->public_;
    if (m->has & MSG_HAS_HINTS)
        r->hints = m->hints;
    if (m->has & MSG_HAS_BOTS)
        r->level = m->bots;
    persist_room(h, r);
    hub_send_room(h, r);
}

static void on_add_bot(hub *h, hub_client *cl, const msg *m)
{
    if (!is_host(h, cl, m->type, true))
        return;
    room *r = cl->room;
    int p = room_free_seat(r);
    if (p < 0) {
        refuse(h, cl, "room_full", m->type, cl->lang->err_full_for_bot, NULL);
        return;
    }
    memset(&r->seat[p], 0, sizeof r->seat[p]);
    r->seat[p].level = table_seat_level(r, p);
    r->seat[p].kind = SEAT_BOT;
    table_bot_name(r, p);
    persist_room(h, r);
    hub_send_room(h, r);
}

static void on_remove(hub *h, hub_client *cl, const msg *m)
{
    if (!is_host(h, cl, m->type, true))
        return;
    room *r = cl->room;
    if (m->seat >= r->players || r->seat[m->seat].kind == SEAT_FREE) {
        refuse(h, cl, "bad_field", m->type, cl->lang->err_seat_free,
               &(coup_say_args){.m = m->seat + 1});
        return;
    }
    if (m->seat == cl->seat) {
        refuse(h, cl, "bad_field", m->type, cl->lang->err_remove_self, NULL);
        return;
    }
    hub_client *gone = r->seat[m->seat].cl;
    if (gone)
        room_member_remove(h, gone);
    memset(&r->seat[m->seat], 0, sizeof r->seat[m->seat]);
    persist_room(h, r);
    hub_send_room(h, r);
    if (gone) /* tells the removed player it has no seat any more (and no
                 secret of the room: it is in it no longer) */
        send_json(h, gone, view_room(r, false));
}

static void on_start(hub *h, hub_client *cl, const msg *m)
{
    if (!is_host(h, cl, m->type, true))
        return;
    if (table_start(h, cl->room, COUP_START_RANDOM))
        refuse(h, cl, "bad_state", m->type, cl->lang->err_server_busy, NULL);
}

static void on_again(hub *h, hub_client *cl, const msg *m)
{
    if (!is_host(h, cl, m->type, false))
        return;
    room *r = cl->room;
    if (r->status != ROOM_OVER) {
        refuse(h, cl, "bad_state", m->type, cl->lang->err_not_over, NULL);
        return;
    }
    /* R2: the winner of the previous game starts. */
    if (table_start(h, r, r->winner >= 0 ? r->winner : COUP_START_RANDOM))
        refuse(h, cl, "bad_state", m->type, cl->lang->err_server_busy, NULL);
}

/* The room of a seated player's game message (move, hint), or NULL when
 * it is refused: no room, a spectator, no game on. */
static room *in_game(hub *h, hub_client *cl, const msg *m)
{
    if (!in_room(h, cl, m->type))
        return NULL;
    room *r = cl->room;
    if (cl->seat < 0 || r->status != ROOM_PLAYING) {
        refuse(h, cl, "bad_state", m->type,
               cl->seat < 0 ? cl->lang->err_spectator : cl->lang->err_no_game,
               NULL);
        return NULL;
    }
    return r;
}

static void on_move(hub *h, hub_client *cl, const msg *m)
{
    char why[300];
    room *r = in_game(h, cl, m);
    if (!r)
        return;
    /* In an answer window any turn of it is current; a seat ahead of its
     * turn answers the claim as the seat to move would. */
    bool window = r->win_turn >= 0 && m->turn >= r->win_turn &&
                  m->turn <= r->nsteps && hub_may_answer(r, cl->seat);
    if (m->turn != r->nsteps && !window) {
        bool first = r->win_first >= 0 && m->turn >= r->win_turn;
        snprintf(why, sizeof why,
                 "this move answers turn %d; the game is at turn %d",
                 m->turn, r->nsteps);
        refuse_detail(h, cl, "stale", m->type,
                      first ? cl->lang->err_answered_first
                            : cl->lang->err_stale,
                      &(coup_say_args){.A = first ? r->seat[r->win_first].name
                                                  : NULL},
                      why);
        return;
    }
    if (window && coup_to_move(&r->s) != cl->seat) {
        coup_state t = r->s;
        t.decider = (uint8_t)cl->seat;
        if (coup_why_seat(&t, cl->seat, m->move, why, sizeof why)) {
            refuse_move(h, cl, r, MSG_MOVE, false, why);
            return;
        }
        table_early_answer(h, r, cl->seat, m->move);
        return;
    }
    if (coup_why_seat(&r->s, cl->seat, m->move, why, sizeof why)) {
        refuse_move(h, cl, r, MSG_MOVE, coup_to_move(&r->s) != cl->seat, why);
        return;
    }
    if (r->thinking) {
        refuse(h, cl, "bad_state", m->type, cl->lang->err_bot_choosing,
               NULL);
        return;
    }
    r->pending = false;
    table_apply(h, r, cl->seat, m->move, false);
    table_advance(h, r);
}

/* A hint (docs/web-protocol.md, "Hints"): the search's move for the
 * asking seat, found off the loop from the game so far (hub_io hint()),
 * and sent to that seat alone by hub_hint_done(). One at a time a seat. */
static void on_hint(hub *h, hub_client *cl, const msg *m)
{
    char why[160];
    room *r = in_game(h, cl, m);
    if (!r)
        return;
    bool bots = false;
    for (int p = 0; p < r->players; p++)
        bots |= r->seat[p].kind == SEAT_BOT;
    if (!r->hints || !bots || !h->io.hint) {
        refuse(h, cl, "bad_state", m->type,
               !r->hints || !h->io.hint ? cl->lang->err_hints_off
                                        : cl->lang->err_hints_bots,
               NULL);
        return;
    }
    bool window = r->win_turn >= 0 && m->turn >= r->win_turn &&
                  m->turn <= r->nsteps;
    if (m->turn != r->nsteps && !window) {
        snprintf(why, sizeof why,
                 "this hint asks of turn %d; the game is at turn %d", m->turn,
                 r->nsteps);
        refuse_detail(h, cl, "stale", m->type, cl->lang->err_stale, NULL,
                      why);
        return;
    }
    if (!hub_may_answer(r, cl->seat)) {
        snprintf(why, sizeof why, "seat %d is not to decide now", cl->seat);
        refuse_move(h, cl, r, m->type, true, why);
        return;
    }
    hub_seat *se = &r->seat[cl->seat];
    if (se->hint_ticket && se->hint_turn == r->nsteps)
        return; /* asked already: its answer is on its way */
    coup_move *moves = malloc((size_t)(r->nsteps ? r->nsteps : 1) *
                              sizeof *moves);
    if (!moves) {
        refuse(h, cl, "bad_state", m->type, cl->lang->err_server_busy, NULL);
        return;
    }
    for (int i = 0; i < r->nsteps; i++)
        moves[i] = r->steps[i].m;
    se->hint_ticket = ++h->hint_tickets;
    se->hint_turn = r->nsteps;
    uint64_t seed = r->game_seed ^ 0x9E3779B97F4A7C15ULL *
                                      (uint64_t)(r->nsteps * 16 + cl->seat + 1);
    h->io.hint(h->io.ctx, r->id, se->hint_ticket, &r->s0, moves, r->nsteps,
               cl->seat, seed);
    free(moves);
}

void hub_hint_done(hub *h, uint32_t id, uint64_t ticket,
                   const coup_hint *hint)
{
    room *r = room_by_id(h, id);
    int p = 0;
    while (r && p < r->players && r->seat[p].hint_ticket != ticket)
        p++;
    if (!r || p == r->players)
        return;
    hub_seat *se = &r->seat[p];
    se->hint_ticket = 0;
    hub_client *cl = se->cl;
    /* Only for the decision it was asked of, and to the seat alone. */
    if (!hint || !cl || r->status != ROOM_PLAYING ||
        r->nsteps != se->hint_turn || !hub_may_answer(r, p))
        return;
    const coup_lang *l = cl->lang;
    const coup_move_value *best = &hint->moves[hint->best];
    coup_state t = r->s;
    t.decider = (uint8_t)p; /* as on_move: a seat asked ahead of its turn */
    const char *names[COUP_MAX_PLAYERS];
    char label[200], move[64], text[600], claim[300];
    view_names(r, names);
    coup_label(l, &t, best->move, names, label, sizeof label);
    if (coup_move_str(best->move, move, sizeof move) < 0)
        return;
    coup_lang_say(l, text, sizeof text, l->hint_move,
                  &(coup_say_args){.s = label,
                                   .m = (int)(100 * best->value + 0.5)});
    if (hint->challenge) {
        coup_lang_say(l, claim, sizeof claim,
                      hint->claim_none ? l->hint_claim_none : l->hint_claim,
                      &(coup_say_args){.A = names[hint->claimant],
                                       .c = l->card[hint->claim],
                                       .m = (int)(100 * hint->odds + 0.5)});
        size_t k = strlen(text);
        snprintf(text + k, sizeof text - k, " %s", claim);
    }
    json_t *o = json_object();
    json_object_set_new(o, "type", json_string("hint"));
    json_object_set_new(o, "turn", json_integer(se->hint_turn));
    json_object_set_new(o, "move", json_string(move));
    json_object_set_new(o, "text", json_string(text));
    send_json(h, cl, o);
}

static void on_chat(hub *h, hub_client *cl, const msg *m)
{
    if (!in_room(h, cl, m->type))
        return;
    room *r = cl->room;
    room_chat_keep(r, cl->seat, m->text);
    json_t *o = json_object();
    json_object_set_new(o, "type", json_string("chat"));
    json_object_set_new(o, "seat", json_integer(cl->seat));
    json_object_set_new(o, "name", cl->seat >= 0
                                       ? json_string(r->seat[cl->seat].name)
                                       : json_null());
    json_object_set_new(o, "text", json_string(m->text));
    to_members(h, r, o);
}

static void dispatch(hub *h, hub_client *cl, const msg *m)
{
    switch (m->type) {
    case MSG_HELLO: on_hello(h, cl, m); break;
    case MSG_LANG: on_lang(h, cl, m); break;
    case MSG_LOBBY: send_json(h, cl, lobby_message(h)); break;
    case MSG_CREATE: on_create(h, cl, m); break;
    case MSG_JOIN: on_join(h, cl, m); break;
    case MSG_RESUME: on_resume(h, cl, m); break;
    case MSG_WATCH: on_watch(h, cl, m); break;
    case MSG_LEAVE: on_leave(h, cl, m); break;
    case MSG_SETTINGS: on_settings(h, cl, m); break;
    case MSG_ADD_BOT: on_add_bot(h, cl, m); break;
    case MSG_REMOVE: on_remove(h, cl, m); break;
    case MSG_START: on_start(h, cl, m); break;
    case MSG_MOVE: on_move(h, cl, m); break;
    case MSG_HINT: on_hint(h, cl, m); break;
    case MSG_AGAIN: on_again(h, cl, m); break;
    case MSG_CHAT: on_chat(h, cl, m); break;
    default: break;
    }
}

/* The token bucket: false when cl has no message left this moment. */
static bool rate_ok(hub *h, hub_client *cl)
{
    int64_t t = hub_now(h);
    cl->tokens += (double)(t - cl->last_ms) * RATE_PER_S / 1000.0;
    if (cl->tokens > RATE_BURST)
        cl->tokens = RATE_BURST;
    cl->last_ms = t;
    if (cl->tokens < 1.0)
        return false;
    cl->tokens -= 1.0;
    return true;
}

void hub_message(hub *h, hub_client *cl, const char *data, size_t len)
{
    msg m;
    char why[256];
    if (cl->shut_out || cl->dropping)
        return;
    if (!rate_ok(h, cl)) {
        refuse(h, cl, "flood", MSG_NONE, cl->lang->err_flood,
               &(coup_say_args){.m = (int)RATE_PER_S});
        return;
    }
    if (!addrs_take(h->addrs, cl->peer, hub_now(h))) {
        refuse(h, cl, "flood", MSG_NONE, cl->lang->err_flood_address,
               &(coup_say_args){.m = h->cfg.ip_rate, .s = cl->peer});
        return;
    }
    int rc = msg_decode(data, len, &m, why, sizeof why);
    if (rc) {
        coup_say_args v = {.s = NULL};
        const char *tmpl = fault_words(cl->lang, &m.fault, &v);
        refuse_detail(h, cl, msg_error_code(rc), m.type, tmpl, &v, why);
        return;
    }
    dispatch(h, cl, &m);
}

/* ======================================================= connections */

hub_client *hub_open(hub *h, void *conn, const char *peer)
{
    hub_client *cl = calloc(1, sizeof *cl);
    if (!cl)
        return NULL;
    cl->conn = conn;
    snprintf(cl->peer, sizeof cl->peer, "%s", peer ? peer : "");
    cl->lang = &coup_lang_en;
    cl->seat = -1;
    cl->tokens = RATE_BURST;
    cl->last_ms = hub_now(h);
    cl->strikes_ms = cl->last_ms;
    cl->next = h->clients;
    if (h->clients)
        h->clients->prev = cl;
    h->clients = cl;
    if (h->nclients >= h->cfg.max_clients) {
        cl->shut_out = true;
        refuse(h, cl, "server_full", MSG_NONE, cl->lang->err_server_full,
               NULL);
    } else if (!addrs_open(h->addrs, cl->peer, cl->last_ms)) {
        cl->shut_out = true;
        refuse(h, cl, "too_many_connections", MSG_NONE,
               cl->lang->err_too_many_conns,
               &(coup_say_args){.s = cl->peer, .m = h->cfg.ip_conns});
    }
    if (cl->shut_out)
        h->io.drop(h->io.ctx, conn);
    else
        h->nclients++;
    return cl;
}

bool hub_http_ok(hub *h, const char *peer)
{
    return addrs_take(h->addrs, peer, hub_now(h));
}

void hub_close(hub *h, hub_client *cl)
{
    if (!cl)
        return;
    if (!cl->shut_out) {
        h->nclients--;
        addrs_close(h->addrs, cl->peer);
    }
    room *r = cl->room;
    room_member_remove(h, cl);
    if (r) {
        hub_send_room(h, r);
        table_rearm(h, r);
    }
    if (cl->prev)
        cl->prev->next = cl->next;
    else
        h->clients = cl->next;
    if (cl->next)
        cl->next->prev = cl->prev;
    free(cl);
}

/* The first letters of this hub's room codes, checked and upper-cased,
 * each once. */
static int set_shard(hub *h, const char *letters, char *why, size_t n)
{
    static const char alpha[] = MSG_CODE_ALPHABET;
    size_t k = 0;
    if (!letters || !*letters)
        letters = alpha;
    for (const char *p = letters; *p; p++) {
        char ch = (char)toupper((unsigned char)*p);
        if (!strchr(alpha, ch)) {
            snprintf(why, n, "--shard: no room code starts with '%c' (they "
                             "are made of %s)", *p, alpha);
            return -1;
        }
        if (!memchr(h->shard, ch, k))
            h->shard[k++] = ch;
    }
    h->shard[k] = '\0';
    h->sharded = k < sizeof alpha - 1;
    return 0;
}

hub *hub_new(const hub_config *c, const hub_io *io, char *why, size_t n)
{
    hub *h = calloc(1, sizeof *h);
    if (!h) {
        snprintf(why, n, "out of memory");
        return NULL;
    }
    h->cfg = *c;
    h->io = *io;
    h->seed = c->seed;
    unsigned char probe[16];
    if (!random_bytes(probe, sizeof probe)) {
        snprintf(why, n, "getrandom() fails (%s): no unguessable seat tokens",
                 strerror(errno));
        free(h);
        return NULL;
    }
    if (!c->seed)
        memcpy(&h->seed, probe, sizeof h->seed);
    if (set_shard(h, c->shard, why, n)) {
        free(h);
        return NULL;
    }
    h->addrs = addrs_new(c->ip_conns, c->ip_rate);
    h->signin = signin_new(h);
    h->analyses = analyses_new();
    if (!h->addrs || !h->signin || !h->analyses) {
        snprintf(why, n, "out of memory");
        free(h);
        return NULL;
    }
    if (persist_open(h, c->db, why, n)) {
        hub_free(h);
        return NULL;
    }
    if (c->db) {
        if (persist_rooms_each(h, table_resume, h)) {
            snprintf(why, n, "%s", store_error(h->st));
            hub_free(h);
            return NULL;
        }
        for (room *r = h->rooms; r; r = r->next) {
            if (r->put_owed)
                persist_room(h, r);
            table_set_deadline(h, r);
            table_advance(h, r);
        }
    }
    return h;
}

void hub_free(hub *h)
{
    if (!h)
        return;
    while (h->clients) {
        hub_client *cl = h->clients;
        h->clients = cl->next;
        free(cl);
    }
    persist_close(h);
    while (h->rooms)
        room_free(h, h->rooms);
    addrs_free(h->addrs);
    signin_free(h->signin);
    analyses_free(h->analyses);
    json_decref(h->lobby);
    jw_free(&h->out);
    free(h);
}

