/*
 * persist.c - the one way the hub's rooms and games reach the store, and
 * come back from it.
 *
 * The hub never writes as it goes: it puts what changed in the outbox
 * (persist_room(), persist_end(), persist_delete(); a room's new moves
 * are what it holds past r->stored), and persist_flush(), once at the end
 * of each turn of the server's loop and before anything is sent, writes
 * the outbox in one transaction. A room's changes in one turn are one
 * write of it (coalesced); its moves are written as a prefix, never with a
 * gap, so a restart always resumes from a true position.
 *
 * The store may fail (a full disk, a database server gone): the games go
 * on in memory, the outbox keeps everything, and the operator is told
 * once. The store's health, h->health:
 *
 *     STORE_NONE  no database (--db none): nothing is queued or written
 *     STORE_UP    the outbox is written at each flush
 *     STORE_DOWN  a write failed: nothing is written until retry_at, when
 *                 persist_retry() (the loop's one-second tick, and before
 *                 a read) flushes again
 *
 *     UP   -> DOWN  a write or the commit fails: rolled back, all kept,
 *                   logged once; the wait is 1 s, then doubles to 30 s
 *     DOWN -> UP    a retry's commit works: logged with the failed count
 *
 * NONE is for good. A new game's row is the one write made at once, alone
 * (its id names the game's moves): after the outbox is flushed, only
 * while the store is up.
 */
#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "server/hub_impl.h"
#include "server/rating.h"

/* The longest wait between two tries while the store is down. */
#define RETRY_MAX_MS 30000

/* A room taken off the outbox's list (it is in it when `queued`). */
static void unqueue(hub *h, room *r)
{
    for (room **p = &h->queue; *p; p = &(*p)->queue_next)
        if (*p == r) {
            *p = r->queue_next;
            break;
        }
    r->queued = false;
    r->queue_next = NULL;
}

static void enqueue(hub *h, room *r)
{
    if (h->health == STORE_NONE || r->queued)
        return;
    assert(!r->queue_next);
    r->queued = true;
    r->queue_next = h->queue;
    h->queue = r;
}

void persist_room(hub *h, room *r)
{
    r->put_owed = h->health != STORE_NONE;
    enqueue(h, r);
}

void persist_moves(hub *h, room *r)
{
    if (!r->unstored && r->game > 0)
        enqueue(h, r);
}

void persist_end(hub *h, room *r, const char *record, const game_result *res)
{
    if (h->health == STORE_NONE || r->unstored || r->game <= 0)
        return;
    size_t len = strlen(record) + 1;
    owed_end *e = malloc(sizeof *e + len);
    if (!e) {
        hub_log(h, "database: game %lld is lost: out of memory",
                (long long)r->game);
        return;
    }
    *e = (owed_end){NULL, r->game, h->io.wall_s(h->io.ctx), r->winner, *res};
    memcpy(e->record, record, len);
    owed_end **tail = &h->owed;
    while (*tail)
        tail = &(*tail)->next;
    *tail = e;
    enqueue(h, r); /* its last moves go before the end */
}

void persist_delete(hub *h, room *r)
{
    if (r->queued)
        unqueue(h, r);
    if (h->health == STORE_NONE)
        return;
    owed_delete *d = malloc(sizeof *d);
    if (!d) {
        hub_log(h, "database: room %s stays: out of memory", r->code);
        return;
    }
    *d = (owed_delete){h->deletes, ""};
    memcpy(d->code, r->code, sizeof d->code);
    h->deletes = d;
}

/* ---------------------------------------------------- the room's form */

char *persist_encode_room(const room *r)
{
    json_t *o = json_object(), *seats = json_array();
    view_settings(o, r);
    for (int p = 0; p < r->players; p++) {
        const hub_seat *se = &r->seat[p];
        json_t *e = json_object();
        if (se->kind == SEAT_HUMAN) {
            json_object_set_new(e, "name", json_string(se->name));
            json_object_set_new(e, "token", json_string(se->token));
            if (se->account > 0)
                json_object_set_new(e, "account", json_integer(se->account));
        } else if (se->kind == SEAT_BOT) {
            json_object_set_new(e, "name", json_string(se->name));
            json_object_set_new(e, "bot", json_string(msg_level_name(se->level)));
        }
        json_array_append_new(seats, e);
    }
    json_object_set_new(o, "seats", seats);
    json_object_set_new(o, "key", json_string(r->key));
    json_object_set_new(o, "game", json_integer(r->game));
    if (r->game_key[0])
        json_object_set_new(o, "game_key", json_string(r->game_key));
    json_object_set_new(o, "seed", json_integer((json_int_t)r->game_seed));
    json_object_set_new(o, "start", json_integer(r->start));
    json_object_set_new(o, "winner", json_integer(r->winner));
    char *text = json_dumps(o, JSON_COMPACT);
    json_decref(o);
    return text;
}

static int json_int(json_t *o, const char *key, int dflt)
{
    json_t *v = json_object_get(o, key);
    return json_is_integer(v) ? (int)json_integer_value(v) : dflt;
}

static bool is_secret(const char *s)
{
    return s && strlen(s) == 32 && strspn(s, "0123456789abcdef") == 32;
}

static bool decode_seats(room *r, json_t *seats)
{
    for (int p = 0; p < r->players; p++) {
        json_t *e = json_array_get(seats, (size_t)p);
        const char *name = json_string_value(json_object_get(e, "name"));
        const char *token = json_string_value(json_object_get(e, "token"));
        const char *bot = json_string_value(json_object_get(e, "bot"));
        hub_seat *se = &r->seat[p];
        if (!name)
            continue;
        snprintf(se->name, sizeof se->name, "%s", name);
        if (token && strlen(token) == 32) {
            se->kind = SEAT_HUMAN;
            memcpy(se->token, token, 33);
            json_t *acct = json_object_get(e, "account");
            se->account = json_is_integer(acct) && json_integer_value(acct) > 0
                              ? json_integer_value(acct) : 0;
        } else if (bot && msg_level_parse(bot) >= 0 &&
                   msg_level_parse(bot) != MSG_BOT_MIXED) {
            se->kind = SEAT_BOT;
            se->level = msg_level_parse(bot);
        } else {
            return false;
        }
    }
    return true;
}

bool persist_decode_room(room *r, const char *code, const char *text)
{
    json_error_t err;
    json_t *o = json_loads(text, 0, &err);
    if (!o)
        return false;
    snprintf(r->code, sizeof r->code, "%s", code);
    const char *status = json_string_value(json_object_get(o, "status"));
    const char *level = json_string_value(json_object_get(o, "bots"));
    json_t *opts = json_object_get(o, "options");
    r->players = json_int(o, "players", 0);
    r->host = json_int(o, "host", -1);
    r->timer = json_int(o, "timer", 0);
    r->public_ = json_is_true(json_object_get(o, "public"));
    r->hints = json_is_true(json_object_get(o, "hints"));
    /* A room kept before rooms had keys gets one (written back once
     * resumed: put_owed); a game without a secret stays listed, as it
     * was. */
    const char *key = json_string_value(json_object_get(o, "key"));
    const char *gkey = json_string_value(json_object_get(o, "game_key"));
    if (is_secret(key))
        memcpy(r->key, key, 33);
    else
        r->put_owed = true;
    if (is_secret(gkey))
        memcpy(r->game_key, gkey, 33);
    r->level = level && msg_level_parse(level) >= 0 ? msg_level_parse(level)
                                                      : MSG_BOT_HEURISTIC;
    r->game = json_int(o, "game", 0);
    json_t *seed = json_object_get(o, "seed");
    r->game_seed = json_is_integer(seed) ? (uint64_t)json_integer_value(seed) : 0;
    r->start = json_int(o, "start", COUP_START_RANDOM);
    r->winner = json_int(o, "winner", -1);
    for (size_t i = 0; i < json_array_size(opts); i++) {
        json_t *e = json_array_get(opts, i);
        if (json_is_string(e))
            r->options |= coup_option_parse(json_string_value(e),
                                            json_string_length(e));
    }
    r->status = !status ? -1
                : !strcmp(status, "lobby")   ? ROOM_LOBBY
                : !strcmp(status, "playing") ? ROOM_PLAYING
                : !strcmp(status, "over")    ? ROOM_OVER
                                             : -1;
    bool ok = r->status >= 0 && r->players >= COUP_MIN_PLAYERS &&
              r->players <= COUP_MAX_PLAYERS &&
              decode_seats(r, json_object_get(o, "seats"));
    json_decref(o);
    return ok;
}

/* ------------------------------------------------------------ health */

/* rc < 0: what failed (logged when the store goes down); else it worked. */
static bool went(hub *h, int rc, const char *what)
{
    if (rc >= 0)
        return true;
    if (h->health == STORE_UP) {
        hub_log(h, "database: cannot %s: %s; the games go on, and what is "
                   "not written is written when it works again",
                what, store_error(h->st));
        h->wait_ms = 1000;
        h->health = STORE_DOWN;
    } else {
        assert(h->health == STORE_DOWN);
        h->wait_ms = 2 * h->wait_ms < RETRY_MAX_MS ? 2 * h->wait_ms
                                                   : RETRY_MAX_MS;
    }
    h->fails++;
    h->retry_at = hub_now(h) + h->wait_ms;
    return false;
}

static void came_back(hub *h)
{
    if (h->health != STORE_DOWN)
        return;
    hub_log(h, "database: writing again, after %lld failed writes; "
               "caught up", (long long)h->fails);
    h->health = STORE_UP;
    h->fails = 0;
}

bool persist_on(const hub *h)
{
    return h->health != STORE_NONE;
}

/* ------------------------------------------------------------- flush */

/* The subject of seat p's rating (store.h): its account, or its bot's
 * level (negative); 0 for a guest, who is rated as a newcomer each game
 * and whose rating is kept nowhere. */
static int64_t subject_of(const game_result *res, int p)
{
    return res->account[p] > 0 ? res->account[p]
           : res->level[p] >= 0 ? STORE_BOT_SUBJECT(res->level[p])
                                : 0;
}

/* A rated game's new ratings (docs/ratings.md), each with its history
 * row: read, updated together, written. 0, or < 0 (the store's). */
static int write_ratings(hub *h, const owed_end *e)
{
    const game_result *res = &e->res;
    const rating_params *prm = &RATING_DEFAULT;
    rating rt[COUP_MAX_PLAYERS];
    int place[COUP_MAX_PLAYERS];
    store_rating sr[COUP_MAX_PLAYERS];
    for (int p = 0; p < res->players; p++) {
        int64_t subj = subject_of(res, p);
        rt[p] = rating_new(prm);
        place[p] = res->place[p] - 1;
        sr[p] = (store_rating){.subject = subj, .family = res->family};
        if (!subj)
            continue;
        int rc = store_rating_get(h->st, subj, res->family, &sr[p]);
        if (rc < 0)
            return rc;
        if (rc == 0)
            rt[p] = (rating){sr[p].mu, sr[p].sigma};
    }
    if (rating_update(rt, place, res->players, prm))
        return 0; /* cannot happen for a game played: nothing to rate */
    for (int p = 0; p < res->players; p++) {
        if (!sr[p].subject)
            continue;
        sr[p].mu = rt[p].mu;
        sr[p].sigma = rt[p].sigma;
        sr[p].games++;
        sr[p].updated_s = e->finished_s;
        int rc = store_rating_put(h->st, &sr[p], e->game);
        if (rc)
            return rc < 0 ? rc : -1;
    }
    return 0;
}

/* The writes of the outbox, in the open transaction: deleted rooms first
 * (a new room may have taken a code), the rooms and their moves, then the
 * finished games (after their moves). */
static bool write_outbox(hub *h)
{
    char move[64];
    for (owed_delete *d = h->deletes; d; d = d->next)
        if (!went(h, store_room_delete(h->st, d->code), "delete a room"))
            return false;
    for (room *r = h->queue; r; r = r->queue_next) {
        if (r->put_owed) {
            char *text = persist_encode_room(r);
            if (!went(h, text ? store_room_put(h->st, r->code, text) : -1,
                      "write a room")) {
                free(text);
                return false;
            }
            free(text);
        }
        if (r->unstored || r->game <= 0)
            continue;
        for (int n = r->stored; n < r->nsteps; n++) {
            const hub_step *st = &r->steps[n];
            int by = st->stand_in  ? STORE_BY_STAND_IN
                     : st->timeout ? STORE_BY_TIMER
                                   : STORE_BY_SEAT;
            coup_move_str(st->m, move, sizeof move);
            if (!went(h, store_game_move(h->st, r->game, n, st->seat, move, by),
                      "write a move"))
                return false;
        }
    }
    for (owed_end *e = h->owed; e; e = e->next) {
        if (!went(h, store_game_end(h->st, e->game, e->winner, e->record,
                                    e->finished_s),
                  "write a finished game"))
            return false;
        for (int p = 0; p < e->res.players; p++)
            if (e->res.account[p] > 0 &&
                !went(h, store_game_player(h->st, e->game, p,
                                           e->res.account[p]) < 0 ? -1 : 0,
                      "write a game's player"))
                return false;
        if (e->res.rated && !went(h, write_ratings(h, e), "write ratings"))
            return false;
    }
    return true;
}

/* After a commit: the outbox is empty. */
static void written(hub *h)
{
    while (h->deletes) {
        owed_delete *d = h->deletes;
        h->deletes = d->next;
        free(d);
    }
    while (h->queue) {
        room *r = h->queue;
        r->put_owed = false;
        if (!r->unstored && r->game > 0)
            r->stored = r->nsteps;
        unqueue(h, r);
    }
    while (h->owed) {
        owed_end *e = h->owed;
        h->owed = e->next;
        free(e);
    }
}

static bool outbox_empty(const hub *h)
{
    return !h->queue && !h->owed && !h->deletes;
}

/* The outbox in one transaction, whatever the health; false if it failed
 * (rolled back: everything is still in it). */
static bool write_all(hub *h)
{
    assert(h->health != STORE_NONE && h->st);
    assert(!store_in_tx(h->st)); /* no transaction outlives a flush */
    if (outbox_empty(h))
        return true;
    if (!went(h, store_begin(h->st), "begin writing"))
        return false;
    if (!write_outbox(h) || !went(h, store_commit(h->st), "commit")) {
        store_rollback(h->st);
        return false;
    }
    written(h);
    came_back(h);
    assert(h->health == STORE_UP && outbox_empty(h));
    return true;
}

bool persist_flush(hub *h)
{
    if (h->health != STORE_UP)
        return outbox_empty(h);
    return write_all(h);
}

void persist_retry(hub *h)
{
    if (h->health != STORE_DOWN || hub_now(h) < h->retry_at)
        return;
    if (outbox_empty(h)) {
        came_back(h); /* nothing owed: the next write tells */
        return;
    }
    write_all(h);
}

int64_t persist_game_begin(hub *h, room *r, const char *header,
                           const char *names)
{
    if (h->health != STORE_UP || !header || !persist_flush(h))
        return 0;
    int64_t id = store_game_begin(h->st, r->code, header, names,
                                  r->game_key[0] ? r->game_key : NULL,
                                  r->started_s);
    went(h, id > 0 ? 0 : -1, "write a new game");
    return id > 0 ? id : 0;
}

/* ------------------------------------------------------------- reads */

int persist_rooms_each(hub *h, store_room_fn *fn, void *ctx)
{
    if (h->health != STORE_UP)
        return -1;
    return went(h, store_rooms_each(h->st, fn, ctx), "read the rooms") ? 0
                                                                        : -1;
}

int persist_game_moves(hub *h, int64_t game, store_move_fn *fn, void *ctx)
{
    if (h->health != STORE_UP)
        return -1;
    return store_game_moves(h->st, game, fn, ctx);
}

/* ------------------------------------------------------ open, close */

int persist_open(hub *h, const char *db, char *why, size_t n)
{
    h->health = STORE_NONE;
    if (!db)
        return 0;
    h->st = store_open(db, why, n);
    if (!h->st)
        return -1;
    h->health = STORE_UP;
    return 0;
}

void persist_close(hub *h)
{
    if (h->health != STORE_NONE) {
        write_all(h); /* a last try, whatever the wait */
        int rooms = 0, ends = 0;
        for (room *r = h->queue; r; r = r->queue_next)
            rooms++;
        for (owed_end *e = h->owed; e; e = e->next)
            ends++;
        if (rooms || ends)
            hub_log(h, "database: stopping with %d rooms and %d finished "
                       "games not written (%s)",
                    rooms, ends, store_error(h->st));
    }
    while (h->queue)
        unqueue(h, h->queue);
    written(h); /* frees what could not be written */
    if (h->st)
        store_close(h->st);
    h->st = NULL;
    h->health = STORE_NONE;
}
