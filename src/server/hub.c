/*
 * hub.c: the rooms of `coup serve` (hub.h): connections, the client
 * messages of docs/web-protocol.md, rooms and their seats, and the flow of
 * a game: chance drawn at once, bots asked through hub_io's think(), the
 * decision timer and its defaults, players away and back, every move
 * stored before anyone hears of it. The engine is the only judge of a
 * move; view.c builds what each viewer is sent.
 *
 * Determinism: a game's chance outcomes and its bots' choices come from
 * RNGs seeded by the game's seed and the move's number, never from a
 * running stream, so a game read back from the store after a restart goes
 * on exactly as it would have.
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

#include "server/hub_impl.h"

#define IDLE_MS (30LL * 60 * 1000) /* a room nobody is in lives this long */
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
}

/* ============================================================ helpers */

int64_t hub_now(const hub *h)
{
    return h->io.now_ms(h->io.ctx);
}

static uint64_t next_random(hub *h)
{
    return coup_splitmix64(&h->seed);
}

/* A seed for move n of a game, for one use (0: chance, 1: a bot, 2: a
 * default move). */
static uint64_t move_seed(uint64_t game_seed, int n, int use)
{
    uint64_t x = game_seed ^ ((uint64_t)(unsigned)n << 8) ^ (uint64_t)use;
    coup_splitmix64(&x);
    return coup_splitmix64(&x);
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

static void new_token(char out[33])
{
    unsigned char b[16];
    if (!random_bytes(b, sizeof b))
        abort(); /* cannot happen after hub_new()'s check: never a weak token */
    for (int i = 0; i < 16; i++)
        snprintf(out + 2 * i, 3, "%02x", b[i]);
}

/* Whether secret `given` is `want` (32 hex digits; "" given: none), in a
 * time that does not depend on where they differ. */
static bool same_secret(const char *want, const char *given)
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
static void send_out(hub *h, hub_client *cl)
{
    jsonw *w = &h->out;
    if (!w->oom && w->len && cl->conn)
        h->io.send(h->io.ctx, cl->conn, w->buf, w->len);
    jw_reset(w);
}

static void send_log(hub *h, room *r, hub_client *c)
{
    view_log(&h->out, r, c->seat, c->lang);
    send_out(h, c);
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
static void refuse_move(hub *h, hub_client *cl, const room *r, bool turn,
                        const char *why)
{
    char text[400];
    const char *names[COUP_MAX_PLAYERS];
    coup_say_args v = {.s = text};
    if (turn) {
        view_names(r, names);
        coup_narrate_answering(text, sizeof text, cl->lang, &r->s, names,
                               hub_answering(r));
        refuse_detail(h, cl, "not_your_turn", MSG_MOVE,
                      cl->lang->err_not_your_turn, &v, why);
        return;
    }
    rule_sections(why, text, sizeof text);
    refuse_detail(h, cl, "illegal", MSG_MOVE,
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

/* ============================================================== rooms */

/* The live room of `code`, or NULL. Every room is looked at, found or
 * not, so that the time of a join or watch does not tell whether an
 * unlisted room has the code (code_or_refuse()). */
static room *find_code(hub *h, const char *code)
{
    room *found = NULL;
    for (room *r = h->rooms; r; r = r->next)
        if (!r->dead && !strcmp(r->code, code))
            found = r;
    return found;
}

static room *find_id(hub *h, uint32_t id)
{
    for (room *r = h->rooms; r; r = r->next)
        if (r->id == id)
            return r;
    return NULL;
}

static void new_code(hub *h, char code[5])
{
    static const char alpha[] = MSG_CODE_ALPHABET;
    size_t first = strlen(h->shard);
    do {
        uint64_t x = next_random(h);
        code[0] = h->shard[x % first];
        x /= first;
        for (int i = 1; i < 4; i++, x /= 20)
            code[i] = alpha[x % 20];
        code[4] = '\0';
    } while (find_code(h, code));
}

static void free_bots(room *r)
{
    for (int p = 0; p < COUP_MAX_PLAYERS; p++) {
        coup_bot_free(r->seat[p].bot);
        r->seat[p].bot = NULL;
    }
}

static room *room_new(hub *h)
{
    room *r = calloc(1, sizeof *r);
    if (!r)
        return NULL;
    r->id = ++h->next_id;
    new_code(h, r->code);
    new_token(r->key);
    r->host = -1;
    r->players = 4;
    r->level = MSG_BOT_HEURISTIC;
    r->winner = -1;
    r->deadline = -1;
    r->win_turn = r->win_first = -1;
    r->idle_since = -1;
    r->next = h->rooms;
    h->rooms = r;
    h->nrooms++;
    return r;
}

static void room_unlink_free(hub *h, room *r)
{
    for (room **p = &h->rooms; *p; p = &(*p)->next)
        if (*p == r) {
            *p = r->next;
            break;
        }
    free_bots(r);
    free(r->steps);
    for (int i = 0; i < r->chat_n; i++)
        free(r->chat[(r->chat_first + i) % HUB_CHAT_LINES]);
    free(r);
}

/* ============================================================ the log */

void hub_log(hub *h, const char *fmt, ...)
{
    if (!h->io.log)
        return;
    char line[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    h->io.log(h->io.ctx, line);
}

void hub_flush(hub *h)
{
    persist_flush(h);
}

void hub_tick(hub *h)
{
    persist_retry(h);
}

static void room_delete(hub *h, room *r)
{
    persist_delete(h, r);
    h->io.arm(h->io.ctx, r->id, -1);
    for (hub_client *c = r->members; c; c = c->rnext)
        c->room = NULL;
    r->members = NULL;
    h->nrooms--;
    if (r->thinking) /* the bot thread still holds one of its bots */
        r->dead = true;
    else
        room_unlink_free(h, r);
}

static void to_members(hub *h, room *r, json_t *o)
{
    for (hub_client *c = r->members; c; c = c->rnext)
        send_json(h, c, json_incref(o));
    json_decref(o);
}

static void send_room(hub *h, room *r)
{
    to_members(h, r, view_room(r, true));
}

static void send_state(hub *h, room *r, hub_client *c)
{
    view_state(&h->out, h, r, c->seat, c->lang);
    send_out(h, c);
}

static void send_states(hub *h, room *r)
{
    for (hub_client *c = r->members; c; c = c->rnext)
        send_state(h, r, c);
}

static bool bot_decides(const hub_seat *se)
{
    return se->kind == SEAT_BOT || se->away;
}

/* The one timer of a room: the earliest thing it waits for. */
static void rearm(hub *h, room *r)
{
    int64_t t = INT64_MAX;
    if (r->status == ROOM_PLAYING) {
        int tm = coup_to_move(&r->s);
        if (r->pending && r->pending_at < t)
            t = r->pending_at;
        if (tm >= 0 && !bot_decides(&r->seat[tm]) && r->deadline >= 0 &&
            r->deadline < t)
            t = r->deadline;
        for (int p = 0; p < r->players; p++) {
            const hub_seat *se = &r->seat[p];
            if (se->kind == SEAT_HUMAN && !se->cl && !se->away &&
                se->gone_ms + h->cfg.away_ms < t)
                t = se->gone_ms + h->cfg.away_ms;
        }
    }
    if (r->idle_since >= 0 && r->idle_since + IDLE_MS < t)
        t = r->idle_since + IDLE_MS;
    h->io.arm(h->io.ctx, r->id, t == INT64_MAX ? -1 : t);
}

/* ============================================================== games */

/* Record names from display names: [A-Za-z0-9_.-] kept, one '_' for any
 * other character, unique (ignoring case) with a suffix. */
static void record_names(room *r)
{
    for (int p = 0; p < r->players; p++) {
        char *out = r->rec[p];
        size_t k = 0;
        for (const unsigned char *s = (const unsigned char *)r->seat[p].name;
             *s && k < 24; s++) {
            if ((*s & 0xC0) == 0x80)
                continue; /* a continuation byte: its character has its '_' */
            bool ok = (*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') ||
                      (*s >= '0' && *s <= '9') || *s == '_' || *s == '.' ||
                      *s == '-';
            out[k++] = ok ? (char)*s : '_';
        }
        if (k == 0)
            out[k++] = '_';
        out[k] = '\0';
        for (int n = 2;; n++) {
            bool taken = false;
            for (int q = 0; q < p; q++)
                taken |= !strcasecmp(r->rec[q], out);
            if (!taken)
                break;
            snprintf(out + k, sizeof r->rec[p] - k, "_%d", n);
        }
    }
}

static void game_end(hub *h, room *r)
{
    coup_record rec;
    coup_options o = {r->players, r->start, r->options};
    const char *names[COUP_MAX_PLAYERS];
    r->status = ROOM_OVER;
    r->winner = coup_winner(&r->s);
    r->deadline = -1;
    if (h->health != STORE_NONE) {
        coup_record_init(&rec, &o);
        for (int p = 0; p < r->players; p++)
            names[p] = r->rec[p];
        coup_record_set_names(&rec, r->players, names);
        for (int i = 0; i < r->nsteps; i++)
            coup_record_add(&rec, r->steps[i].seat, r->steps[i].m);
        rec.result = r->winner;
        char *text = coup_record_format(&rec, NULL);
        if (text)
            persist_end(h, r, text);
        free(text);
        coup_record_free(&rec);
    }
    free_bots(r);
    persist_room(h, r);
    send_room(h, r);
}

/* ======================================================= answer windows
 *
 * R6 lets a live server take whoever challenges first in time. A claim (and
 * Foreign Aid, which anyone may block) is put to every seat that may
 * answer it at once, with one timer for all; the engine still asks them in
 * seat order, so the moves played are the engine's: a pass that comes
 * ahead of the seat's turn is kept (win_passed) and played when the turn
 * comes; a challenge or block is played at once, after a pass for every
 * seat before it in seat order (they had not answered first). Records,
 * replays and what each seat sees stay those of the engine.
 */

static bool window_phase(const coup_state *s)
{
    return s->phase == COUP_PH_CHALLENGE ||
           (s->phase == COUP_PH_BLOCK && s->action == COUP_MV_FOREIGN_AID);
}

/* Whether the engine will still ask `seat` in this window: it comes
 * between the seat to move and the claimant (or the actor), in seat order,
 * alive. */
static bool yet_to_ask(const coup_state *s, int seat)
{
    int last = s->phase == COUP_PH_CHALLENGE ? s->claimant : s->actor;
    for (int p = s->decider, k = 0; p != last && k < s->players;
         p = (p + 1) % s->players, k++)
        if (p == seat)
            return coup_alive(s, seat);
    return false;
}

bool hub_may_answer(const room *r, int seat)
{
    const coup_state *s = &r->s;
    if (r->status != ROOM_PLAYING || seat < 0 || seat >= s->players)
        return false;
    if (coup_to_move(s) == seat)
        return true;
    return r->win_turn >= 0 && r->win_first < 0 &&
           !(r->win_passed >> seat & 1) && yet_to_ask(s, seat);
}

unsigned hub_answering(const room *r)
{
    unsigned m = 0;
    for (int p = 0; p < r->players; p++)
        m |= (unsigned)hub_may_answer(r, p) << p;
    return m;
}

/* After move m made in `before`: the window goes on (a pass to the next
 * seat of the same claim), or closes, and one opens on a new claim. */
static bool window_after(room *r, const coup_state *before, coup_move m)
{
    if (r->win_turn >= 0 && m.type == COUP_MV_PASS && window_phase(&r->s) &&
        r->s.phase == before->phase)
        return true;
    r->win_passed = 0;
    r->win_turn = window_phase(&r->s) ? r->nsteps : -1;
    return false;
}

/* The challenge or block made first in the window (win_first): every seat
 * before it in seat order passes, then it is played. */
static int apply_step(hub *h, room *r, int seat, coup_move m, bool timeout);
static void advance(hub *h, room *r);

static void take_first(hub *h, room *r)
{
    int seat = r->win_first;
    coup_move pass = coup_mv(COUP_MV_PASS, COUP_NOBODY, COUP_NOCARD,
                             COUP_NOCARD);
    r->win_first = -1;
    r->pending = false; /* a bot's answer held for its delay: not first */
    for (int tm = coup_to_move(&r->s); tm != seat && tm >= 0 &&
                                       r->status == ROOM_PLAYING;
         tm = coup_to_move(&r->s))
        if (apply_step(h, r, tm, pass, false))
            break;
    if (coup_to_move(&r->s) == seat)
        apply_step(h, r, seat, r->win_move, false);
    advance(h, r);
}

/* An answer to the window by a seat the engine has not reached yet (its
 * legality checked): a pass is kept for its turn; a challenge or block is
 * played now, or, while a bot before it is choosing, once that bot's
 * think returns (its answer, later in time, is dropped). */
static void early_answer(hub *h, room *r, int seat, coup_move m)
{
    if (m.type == COUP_MV_PASS) {
        r->win_passed |= 1u << seat;
        r->states_owed = true;
        advance(h, r);
        return;
    }
    r->win_first = seat;
    r->win_move = m;
    r->states_owed = true;
    if (!r->thinking)
        take_first(h, r);
    else
        advance(h, r);
}

/* The deadline of the decision now: one for the whole of a window, set
 * when a human may answer. */
static void set_deadline(hub *h, room *r)
{
    r->deadline = -1;
    if (r->timer <= 0)
        return;
    for (int p = 0; p < r->players; p++)
        if (hub_may_answer(r, p) && !bot_decides(&r->seat[p]))
            r->deadline = hub_now(h) + (int64_t)r->timer * 1000;
}

/* Applies a legal move: stored, seen by the bots, told to each viewer;
 * the new state follows from advance(), once the chance outcomes that
 * come at once are drawn too (one state for them all). */
static int apply_step_as(hub *h, room *r, int seat, coup_move m, bool timeout,
                         bool stand_in);

static int apply_step(hub *h, room *r, int seat, coup_move m, bool timeout)
{
    return apply_step_as(h, r, seat, m, timeout, false);
}

/* As apply_step(), saying whether an away human's stand-in chose the move
 * (the event says so: docs/web-protocol.md, `event`). */
static int apply_step_as(hub *h, room *r, int seat, coup_move m, bool timeout,
                         bool stand_in)
{
    coup_state before = r->s;
    coup_bot *bots[COUP_MAX_PLAYERS];
    if (coup_apply(&r->s, m))
        return -1;
    if (r->nsteps == r->capsteps) {
        int cap = r->capsteps ? 2 * r->capsteps : 256;
        hub_step *p = realloc(r->steps, (size_t)cap * sizeof *p);
        if (!p) {
            r->s = before;
            return -1;
        }
        r->steps = p;
        r->capsteps = cap;
    }
    int n = r->nsteps++;
    r->steps[n] = (hub_step){m, seat, timeout, stand_in};
    persist_moves(h, r);
    for (int p = 0; p < r->players; p++)
        bots[p] = r->seat[p].bot;
    coup_bots_see(bots, r->players, &before, seat, m);
    for (hub_client *c = r->members; c; c = c->rnext) {
        view_event(&h->out, r, &before, n, c->seat, c->lang);
        send_out(h, c);
    }
    bool goes_on = window_after(r, &before, m);
    if (coup_is_over(&r->s))
        game_end(h, r);
    else if (!goes_on)
        set_deadline(h, r);
    r->states_owed = true;
    return 0;
}

/* Plays what needs no human: chance at once, and asks a bot for its move
 * when one decides. Then arms the room's timer. */
static void advance(hub *h, room *r)
{
    while (r->status == ROOM_PLAYING && !r->thinking && !r->pending) {
        int tm = coup_to_move(&r->s);
        if (tm == COUP_CHANCE) {
            coup_rng rng;
            coup_rng_seed(&rng, move_seed(r->game_seed, r->nsteps, 0));
            if (apply_step(h, r, COUP_CHANCE, coup_draw_chance(&r->s, &rng),
                           false))
                break;
            continue;
        }
        /* A person's last card lost: nothing to choose (R3), and every
         * seat knows it is forced; played at once, not asked for. */
        uint8_t held[2];
        if (tm >= 0 && r->s.phase == COUP_PH_LOSE &&
            !bot_decides(&r->seat[tm]) && coup_hidden(&r->s, tm, held) == 1) {
            if (apply_step(h, r, tm, coup_mv(COUP_MV_LOSE, COUP_NOBODY,
                                             held[0], COUP_NOCARD),
                           false))
                break;
            continue;
        }
        /* A pass that came early in the answer window, played now. */
        if (tm >= 0 && r->win_turn >= 0 && (r->win_passed >> tm & 1)) {
            r->win_passed &= ~(1u << tm);
            if (apply_step(h, r, tm, coup_mv(COUP_MV_PASS, COUP_NOBODY,
                                             COUP_NOCARD, COUP_NOCARD),
                           false))
                break;
            continue;
        }
        if (tm >= 0 && bot_decides(&r->seat[tm]) && r->seat[tm].bot) {
            r->thinking = true;
            r->asked_ms = hub_now(h);
            h->io.think(h->io.ctx, r->id, ++r->ticket, r->seat[tm].bot, &r->s,
                        move_seed(r->game_seed, r->nsteps, 1));
        }
        break;
    }
    if (r->states_owed) {
        r->states_owed = false;
        send_states(h, r);
    }
    rearm(h, r);
}

/* The bot spec for a level. The wire keeps the level's name; "search"
 * also gets a time budget, so that a decision stays well under the bot
 * delay (1200 ms) even on a loaded machine: 300 ms or its default
 * iterations, whichever ends first. */
static coup_bot *make_bot(int level)
{
    char why[128];
    const char *spec = level == MSG_BOT_SEARCH ? "search:ms=300"
                                               : msg_level_name(level);
    return coup_bot_new(spec, why, sizeof why);
}

static void bot_name(room *r, int p)
{
    for (int n = p + 1;; n++) {
        bool taken = false;
        snprintf(r->seat[p].name, sizeof r->seat[p].name, "Bot %d", n);
        for (int q = 0; q < COUP_MAX_PLAYERS; q++)
            taken |= q != p && r->seat[q].kind != SEAT_FREE &&
                     !strcasecmp(r->seat[q].name, r->seat[p].name);
        if (!taken)
            return;
    }
}

/* The set-up of a game, without telling anyone: bots made and started.
 * Used by a new game and by a game read back from the store. */
static int game_setup(room *r)
{
    coup_options o = {r->players, r->start, r->options};
    free_bots(r);
    if (coup_init(&r->s0, &o))
        return -1;
    r->s = r->s0;
    for (int p = 0; p < r->players; p++) {
        hub_seat *se = &r->seat[p];
        se->bot = make_bot(se->kind == SEAT_BOT ? se->level : r->level);
        if (!se->bot) {
            free_bots(r);
            return -1;
        }
        if (se->bot->kind->start) {
            coup_obs ob;
            coup_observe(&r->s, p, &ob);
            se->bot->kind->start(se->bot->mem, &ob);
        }
    }
    r->nsteps = 0;
    r->stored = 0;
    r->unstored = false;
    r->thinking = r->pending = false;
    r->deadline = -1;
    r->win_turn = r->win_first = -1;
    r->win_passed = 0;
    record_names(r);
    return 0;
}

static int game_start(hub *h, room *r, int start)
{
    for (int p = 0; p < r->players; p++)
        if (r->seat[p].kind == SEAT_FREE) {
            r->seat[p].kind = SEAT_BOT;
            r->seat[p].level = r->level;
            bot_name(r, p);
        }
    r->start = start;
    r->game_seed = next_random(h) >> 1;
    if (game_setup(r))
        return -1;
    coup_record rec;
    const char *names[COUP_MAX_PLAYERS];
    coup_options o = {r->players, r->start, r->options};
    coup_record_init(&rec, &o);
    for (int p = 0; p < r->players; p++)
        names[p] = r->rec[p];
    coup_record_set_names(&rec, r->players, names);
    char *header = coup_record_format(&rec, NULL);
    coup_record_free(&rec);
    /* The display names too: the record's are only [A-Za-z0-9_.-], and the
     * room (with its names) goes once it is left. */
    json_t *dn = json_array();
    for (int p = 0; p < r->players; p++)
        json_array_append_new(dn, json_string(r->seat[p].name));
    char *shown = json_dumps(dn, JSON_COMPACT);
    json_decref(dn);
    r->started_s = h->io.wall_s(h->io.ctx);
    r->game = 0;
    /* An unlisted room's game is unlisted too: fetched only with its
     * secret, which the room's members are given (view_room()). */
    if (r->public_)
        r->game_key[0] = '\0';
    else
        new_token(r->game_key);
    r->game = persist_game_begin(h, r, header, shown);
    free(shown);
    free(header);
    if (r->game <= 0) {
        /* Played in memory only: its moves must not go to another id. */
        r->unstored = h->health != STORE_NONE;
        r->game = ++h->local_games;
        if (r->unstored)
            hub_log(h, "database: game %lld of room %s is played without "
                     "being kept", (long long)r->game, r->code);
    }
    r->status = ROOM_PLAYING;
    persist_room(h, r);
    send_room(h, r);
    set_deadline(h, r);
    /* The log (empty) tells the viewers of the new game; its first state
     * comes from advance(), after the chance outcomes that open it: a
     * viewer is never sent a state in which chance is to move. */
    for (hub_client *c = r->members; c; c = c->rnext)
        send_log(h, r, c);
    /* Owed even when no chance opens it (a draft's pick, R11, with the
     * starting seat known). */
    r->states_owed = true;
    advance(h, r);
    return 0;
}

/* ============================================================ members */

static void member_add(room *r, hub_client *cl, int seat)
{
    cl->room = r;
    cl->seat = seat;
    cl->rnext = r->members;
    r->members = cl;
    r->idle_since = -1;
    if (seat >= 0) {
        r->seat[seat].cl = cl;
        r->seat[seat].away = false;
    }
}

/* Takes cl out of its room: its seat (if any) is left disconnected. */
static void member_remove(hub *h, hub_client *cl)
{
    room *r = cl->room;
    if (!r)
        return;
    for (hub_client **p = &r->members; *p; p = &(*p)->rnext)
        if (*p == cl) {
            *p = cl->rnext;
            break;
        }
    if (cl->seat >= 0 && r->seat[cl->seat].cl == cl) {
        r->seat[cl->seat].cl = NULL;
        r->seat[cl->seat].gone_ms = hub_now(h);
    }
    if (!r->members)
        r->idle_since = hub_now(h);
    cl->room = NULL;
    cl->seat = -1;
    cl->rnext = NULL;
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
    send_room(h, r);
    if (r->status != ROOM_LOBBY) {
        send_log(h, r, cl);
        send_state(h, r, cl);
    }
    send_chats(h, cl);
}

static bool name_taken(const room *r, const char *name)
{
    for (int p = 0; p < r->players; p++)
        if (r->seat[p].kind != SEAT_FREE && !strcasecmp(r->seat[p].name, name))
            return true;
    return false;
}

static int free_seat(const room *r)
{
    for (int p = 0; p < r->players; p++)
        if (r->seat[p].kind == SEAT_FREE)
            return p;
    return -1;
}

static void sit_human(room *r, int p, const char *name)
{
    hub_seat *se = &r->seat[p];
    memset(se, 0, sizeof *se);
    se->kind = SEAT_HUMAN;
    snprintf(se->name, sizeof se->name, "%s", name);
    new_token(se->token);
}

/* The next human seat after `from` (a new host), or -1. */
static int next_human(const room *r, int from)
{
    for (int k = 1; k <= r->players; k++) {
        int p = (from + k) % r->players;
        if (p != from && r->seat[p].kind == SEAT_HUMAN)
            return p;
    }
    return -1;
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
    send_json(h, cl, o);
}

static void on_lang(hub *h, hub_client *cl, const msg *m)
{
    cl->lang = coup_lang_find(m->lang);
    if (cl->room && cl->room->status != ROOM_LOBBY) {
        send_state(h, cl->room, cl);
        send_log(h, cl->room, cl);
    }
}

/* Room r as the lobby lists it. */
static json_t *lobby_entry(const room *r)
{
    json_t *e = json_object();
    int seated = 0;
    for (int p = 0; p < r->players; p++)
        seated += r->seat[p].kind != SEAT_FREE;
    bool host = r->host >= 0 && r->host < r->players;
    json_object_set_new(e, "code", json_string(r->code));
    json_object_set_new(e, "host", host ? json_string(r->seat[r->host].name)
                                        : json_null());
    json_object_set_new(e, "players", json_integer(r->players));
    json_object_set_new(e, "seated", json_integer(seated));
    json_object_set_new(e, "options", view_options(r->options));
    json_object_set_new(e, "timer", json_integer(r->timer));
    return e;
}

/* A room of the store, in the lobby if it is listed and not playing. */
static void stored_lobby_entry(void *ctx, const char *code, const char *text)
{
    json_t *rooms = ctx;
    room r;
    memset(&r, 0, sizeof r);
    if (persist_decode_room(&r, code, text) && r.public_ &&
        r.status == ROOM_LOBBY)
        json_array_append_new(rooms, lobby_entry(&r));
}

/* The lobby of every server sharing the store, read at most once a
 * second; NULL when the store cannot be read. */
static json_t *store_lobby(hub *h)
{
    int64_t t = hub_now(h);
    if (h->lobby && t - h->lobby_at < 1000)
        return h->lobby;
    json_t *rooms = json_array();
    if (persist_rooms_each(h, stored_lobby_entry, rooms)) {
        json_decref(rooms);
        return h->lobby; /* the last one read, if any */
    }
    json_decref(h->lobby);
    h->lobby = rooms;
    h->lobby_at = t;
    return rooms;
}

static json_t *lobby_json(hub *h)
{
    json_t *o = json_object(), *rooms;
    if (h->sharded && h->health != STORE_NONE && (rooms = store_lobby(h))) {
        json_object_set_new(o, "type", json_string("lobby"));
        json_object_set_new(o, "rooms", json_deep_copy(rooms));
        return o;
    }
    rooms = json_array();
    for (room *r = h->rooms; r; r = r->next) {
        if (r->dead || !r->public_ || r->status != ROOM_LOBBY)
            continue;
        json_array_append_new(rooms, lobby_entry(r));
    }
    json_object_set_new(o, "type", json_string("lobby"));
    json_object_set_new(o, "rooms", rooms);
    return o;
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
    room *r = room_new(h);
    if (!r) {
        refuse(h, cl, "too_many_rooms", m->type, cl->lang->err_server_busy,
               NULL);
        return;
    }
    r->players = m->players;
    r->options = m->options;
    r->timer = m->timer;
    r->public_ = m->public_;
    r->level = m->bots;
    r->host = 0;
    sit_human(r, 0, m->name);
    member_add(r, cl, 0);
    persist_room(h, r);
    welcome(h, cl);
    rearm(h, r);
}

/* The room m->code names, or NULL with the refusal sent. With `keyed`
 * (join, watch), an unlisted room is there only for whoever gives its
 * key: a wrong or missing key is answered as a room that does not exist,
 * so that trying codes finds nothing. */
static room *code_or_refuse(hub *h, hub_client *cl, const msg *m, bool keyed)
{
    room *r = find_code(h, m->code);
    if (r && keyed && !r->public_ && !same_secret(r->key, m->key))
        r = NULL;
    if (!r)
        refuse(h, cl, "no_room", m->type, cl->lang->err_no_room,
               &(coup_say_args){.s = m->code});
    return r;
}

room *hub_room_of(hub *h, const char *code, const char *key)
{
    room *r = find_code(h, code);
    if (r && !r->public_ && !same_secret(r->key, key ? key : ""))
        r = NULL;
    return r;
}

static void on_join(hub *h, hub_client *cl, const msg *m)
{
    if (!not_elsewhere(h, cl, m->type))
        return;
    room *r = code_or_refuse(h, cl, m, true);
    if (!r)
        return;
    if (r->status != ROOM_LOBBY) {
        refuse(h, cl, "bad_state", m->type, cl->lang->err_room_started,
               &(coup_say_args){.s = r->code});
        return;
    }
    int p = free_seat(r);
    if (p < 0) {
        refuse(h, cl, "room_full", m->type, cl->lang->err_room_full,
               &(coup_say_args){.s = r->code});
        return;
    }
    if (name_taken(r, m->name)) {
        refuse(h, cl, "name_taken", m->type, cl->lang->err_name_taken,
               &(coup_say_args){.s = m->name});
        return;
    }
    sit_human(r, p, m->name);
    if (r->host < 0)
        r->host = p;
    member_add(r, cl, p);
    persist_room(h, r);
    welcome(h, cl);
    rearm(h, r);
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
    if (cl->room)
        member_remove(h, cl);
    hub_client *old = r->seat[p].cl;
    if (old) {
        /* The seat's previous connection (another tab, another device)
         * loses it, and is told so first: it would otherwise keep a table
         * that no longer moves and buttons that are refused. */
        json_t *o = json_object();
        json_object_set_new(o, "type", json_string("replaced"));
        json_object_set_new(o, "code", json_string(r->code));
        send_json(h, old, o);
        member_remove(h, old);
    }
    member_add(r, cl, p);
    /* A bot's choice made for this seat while away is dropped: the player
     * decides again. One still being made is dropped when it comes. */
    if (r->status == ROOM_PLAYING && coup_to_move(&r->s) == p &&
        !r->thinking) {
        r->pending = false;
        set_deadline(h, r);
    }
    welcome(h, cl);
    advance(h, r);
}

static void on_watch(hub *h, hub_client *cl, const msg *m)
{
    if (!not_elsewhere(h, cl, m->type))
        return;
    room *r = code_or_refuse(h, cl, m, true);
    if (!r)
        return;
    member_add(r, cl, -1);
    welcome(h, cl);
    rearm(h, r);
}

static void on_leave(hub *h, hub_client *cl, const msg *m)
{
    if (!in_room(h, cl, m->type))
        return;
    room *r = cl->room;
    int p = cl->seat;
    member_remove(h, cl);
    if (p >= 0 && r->status == ROOM_LOBBY) {
        memset(&r->seat[p], 0, sizeof r->seat[p]);
        if (r->host == p)
            r->host = next_human(r, p);
    } else if (p >= 0) {
        /* In a game a bot plays the seat from now on, and the host passes
         * to a player still here. */
        r->seat[p].away = r->status == ROOM_PLAYING;
        if (r->host == p) {
            int q = next_human(r, p);
            while (q >= 0 && q != p && !r->seat[q].cl) {
                int next = next_human(r, q);
                q = next == r->host ? -1 : next;
            }
            if (q >= 0)
                r->host = q;
        }
    }
    persist_room(h, r);
    send_room(h, r);
    advance(h, r);
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
    if (m->has & MSG_HAS_BOTS)
        r->level = m->bots;
    persist_room(h, r);
    send_room(h, r);
}

static void on_add_bot(hub *h, hub_client *cl, const msg *m)
{
    if (!is_host(h, cl, m->type, true))
        return;
    room *r = cl->room;
    int p = free_seat(r);
    if (p < 0) {
        refuse(h, cl, "room_full", m->type, cl->lang->err_full_for_bot, NULL);
        return;
    }
    memset(&r->seat[p], 0, sizeof r->seat[p]);
    r->seat[p].kind = SEAT_BOT;
    r->seat[p].level = r->level;
    bot_name(r, p);
    persist_room(h, r);
    send_room(h, r);
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
        member_remove(h, gone);
    memset(&r->seat[m->seat], 0, sizeof r->seat[m->seat]);
    persist_room(h, r);
    send_room(h, r);
    if (gone) /* tells the removed player it has no seat any more (and no
                 secret of the room: it is in it no longer) */
        send_json(h, gone, view_room(r, false));
}

static void on_start(hub *h, hub_client *cl, const msg *m)
{
    if (!is_host(h, cl, m->type, true))
        return;
    if (game_start(h, cl->room, COUP_START_RANDOM))
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
    if (game_start(h, r, r->winner >= 0 ? r->winner : COUP_START_RANDOM))
        refuse(h, cl, "bad_state", m->type, cl->lang->err_server_busy, NULL);
}

static void on_move(hub *h, hub_client *cl, const msg *m)
{
    char why[300];
    if (!in_room(h, cl, m->type))
        return;
    room *r = cl->room;
    if (cl->seat < 0 || r->status != ROOM_PLAYING) {
        refuse(h, cl, "bad_state", m->type,
               cl->seat < 0 ? cl->lang->err_spectator : cl->lang->err_no_game,
               NULL);
        return;
    }
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
            refuse_move(h, cl, r, false, why);
            return;
        }
        early_answer(h, r, cl->seat, m->move);
        return;
    }
    if (coup_why_seat(&r->s, cl->seat, m->move, why, sizeof why)) {
        refuse_move(h, cl, r, coup_to_move(&r->s) != cl->seat, why);
        return;
    }
    if (r->thinking) {
        refuse(h, cl, "bad_state", m->type, cl->lang->err_bot_choosing,
               NULL);
        return;
    }
    r->pending = false;
    apply_step(h, r, cl->seat, m->move, false);
    advance(h, r);
}

/* Keeps a chat line in r, the oldest ones going past HUB_CHAT_LINES or
 * HUB_CHAT_BYTES. Out of memory, the line is only not kept. */
static void chat_keep(room *r, int seat, const char *text)
{
    size_t len = strlen(text);
    hub_chat *c = malloc(sizeof *c + len + 1);
    if (!c)
        return;
    c->seat = seat;
    snprintf(c->name, sizeof c->name, "%s", seat >= 0 ? r->seat[seat].name : "");
    c->len = len;
    memcpy(c->text, text, len + 1);
    while (r->chat_n > 0 && (r->chat_n == HUB_CHAT_LINES ||
                             r->chat_bytes + len > HUB_CHAT_BYTES)) {
        hub_chat *old = r->chat[r->chat_first];
        r->chat_bytes -= old->len;
        free(old);
        r->chat_first = (r->chat_first + 1) % HUB_CHAT_LINES;
        r->chat_n--;
    }
    r->chat[(r->chat_first + r->chat_n++) % HUB_CHAT_LINES] = c;
    r->chat_bytes += len;
}

static void on_chat(hub *h, hub_client *cl, const msg *m)
{
    if (!in_room(h, cl, m->type))
        return;
    room *r = cl->room;
    chat_keep(r, cl->seat, m->text);
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
    case MSG_LOBBY: send_json(h, cl, lobby_json(h)); break;
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

/* ======================================================= timers, bots */

/* Plays the pending bot move, or the default where the bot's is not
 * legal (it should always be). */
static void play_pending(hub *h, room *r)
{
    int tm = coup_to_move(&r->s);
    coup_move m = r->pending_move;
    r->pending = false;
    if (tm < 0 || !bot_decides(&r->seat[tm]))
        return;
    if (!coup_is_legal(&r->s, m))
        m = view_default_move(&r->s, move_seed(r->game_seed, r->nsteps, 2));
    /* A human's seat decided by a bot: the stand-in of an away player. */
    apply_step_as(h, r, tm, m, false, r->seat[tm].kind == SEAT_HUMAN);
}

void hub_timer(hub *h, uint32_t id)
{
    room *r = find_id(h, id);
    if (!r || r->dead)
        return;
    int64_t t = hub_now(h);
    if (r->idle_since >= 0 && t >= r->idle_since + IDLE_MS) {
        room_delete(h, r);
        return;
    }
    if (r->status == ROOM_PLAYING) {
        bool changed = false;
        int tm = coup_to_move(&r->s);
        for (int p = 0; p < r->players; p++) {
            hub_seat *se = &r->seat[p];
            /* Gone long enough, or gone with its decision's time up. */
            if (se->kind == SEAT_HUMAN && !se->cl && !se->away &&
                (t >= se->gone_ms + h->cfg.away_ms ||
                 (p == tm && r->deadline >= 0 && t >= r->deadline)))
                se->away = changed = true;
        }
        if (changed) {
            send_room(h, r);
            if (tm >= 0 && r->seat[tm].away)
                r->deadline = -1;
        }
        if (r->pending && t >= r->pending_at) {
            play_pending(h, r);
        } else if (tm >= 0 && !bot_decides(&r->seat[tm]) && r->deadline >= 0 &&
                   t >= r->deadline && !r->thinking) {
            apply_step(h, r, tm,
                       view_default_move(&r->s, move_seed(r->game_seed,
                                                          r->nsteps, 2)),
                       true);
        }
        advance(h, r);
        return;
    }
    rearm(h, r);
}

void hub_bot_done(hub *h, uint32_t id, uint64_t ticket, coup_move m)
{
    room *r = find_id(h, id);
    if (!r || !r->thinking || ticket != r->ticket)
        return;
    r->thinking = false;
    if (r->dead) {
        room_unlink_free(h, r);
        return;
    }
    if (r->win_first >= 0 && r->status == ROOM_PLAYING) {
        take_first(h, r); /* answered first: the bot's answer is dropped */
        return;
    }
    int tm = coup_to_move(&r->s);
    if (r->status == ROOM_PLAYING && tm >= 0 && bot_decides(&r->seat[tm])) {
        int64_t t = hub_now(h), at = r->asked_ms + h->cfg.bot_delay_ms;
        r->pending = true;
        r->pending_move = m;
        r->pending_at = at > t ? at : t;
        if (r->pending_at <= t)
            play_pending(h, r);
    } else if (r->status == ROOM_PLAYING && tm >= 0) {
        /* The player came back while the bot chose: theirs to decide, with
         * the time of a decision. */
        set_deadline(h, r);
        send_states(h, r);
    }
    advance(h, r);
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
    member_remove(h, cl);
    if (r) {
        send_room(h, r);
        rearm(h, r);
    }
    if (cl->prev)
        cl->prev->next = cl->next;
    else
        h->clients = cl->next;
    if (cl->next)
        cl->next->prev = cl->prev;
    free(cl);
}

/* ========================================================== the store */

struct resume_ctx {
    hub *h;
    room *r;
    bool failed;
};

static void replay_move(void *ctx, int n, int seat, const char *text,
                        int by)
{
    struct resume_ctx *c = ctx;
    room *r = c->r;
    coup_move m;
    coup_bot *bots[COUP_MAX_PLAYERS];
    if (c->failed || n != r->nsteps ||
        coup_move_parse(text, strlen(text), &m, NULL, 0) ||
        coup_to_move(&r->s) != seat || !coup_is_legal(&r->s, m)) {
        c->failed = true;
        return;
    }
    if (r->nsteps == r->capsteps) {
        int cap = r->capsteps ? 2 * r->capsteps : 256;
        hub_step *p = realloc(r->steps, (size_t)cap * sizeof *p);
        if (!p) {
            c->failed = true;
            return;
        }
        r->steps = p;
        r->capsteps = cap;
    }
    coup_state before = r->s;
    coup_apply(&r->s, m);
    r->steps[r->nsteps++] =
        (hub_step){m, seat, by == STORE_BY_TIMER, by == STORE_BY_STAND_IN};
    for (int p = 0; p < r->players; p++)
        bots[p] = r->seat[p].bot;
    coup_bots_see(bots, r->players, &before, seat, m);
}

static void resume_room(void *ctx, const char *code, const char *text)
{
    hub *h = ctx;
    if (!code[0] || !strchr(h->shard, code[0]))
        return; /* another server's */
    room *r = room_new(h);
    if (!r)
        return;
    bool ok = persist_decode_room(r, code, text);
    if (ok && r->status != ROOM_LOBBY) {
        /* The game as it was: its moves through the engine and the bots. */
        struct resume_ctx c = {h, r, false};
        ok = game_setup(r) == 0 &&
             persist_game_moves(h, r->game, replay_move, &c) == 0 &&
             !c.failed;
        r->stored = r->nsteps;
        if (ok && r->status == ROOM_OVER)
            free_bots(r);
        if (ok && r->status == ROOM_PLAYING && coup_is_over(&r->s))
            game_end(h, r); /* killed between its last move and its end */
        /* An answer window opens again from here; early answers made
         * before the restart were not kept. */
        if (ok && r->status == ROOM_PLAYING && window_phase(&r->s))
            r->win_turn = r->nsteps;
    }
    if (!ok) {
        h->nrooms--;
        room_unlink_free(h, r);
        return;
    }
    if (r->game >= h->local_games)
        h->local_games = r->game;
    r->idle_since = hub_now(h);
    for (int p = 0; p < r->players; p++)
        r->seat[p].gone_ms = hub_now(h);
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
    if (!h->addrs) {
        snprintf(why, n, "out of memory");
        free(h);
        return NULL;
    }
    if (persist_open(h, c->db, why, n)) {
        hub_free(h);
        return NULL;
    }
    if (c->db) {
        if (persist_rooms_each(h, resume_room, h)) {
            snprintf(why, n, "%s", store_error(h->st));
            hub_free(h);
            return NULL;
        }
        for (room *r = h->rooms; r; r = r->next) {
            if (r->put_owed)
                persist_room(h, r);
            set_deadline(h, r);
            advance(h, r);
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
        room_unlink_free(h, h->rooms);
    addrs_free(h->addrs);
    json_decref(h->lobby);
    jw_free(&h->out);
    free(h);
}

char *hub_lobby_json(hub *h, size_t *len)
{
    persist_retry(h);
    json_t *o = lobby_json(h);
    json_object_del(o, "type");
    char *text = json_dumps(o, JSON_COMPACT);
    json_decref(o);
    if (text && len)
        *len = strlen(text);
    return text;
}
