/*
 * lobby.c: the lobby, the listed rooms that wait for players: this hub's
 * own, or, when servers share a store by letters (--shard), every
 * server's, read from the store at most once a second. One entry builder
 * for both.
 */
#include <string.h>

#include "server/hub_impl.h"

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

json_t *lobby_message(hub *h)
{
    json_t *o = json_object(), *rooms;
    if (h->sharded && persist_on(h) && (rooms = store_lobby(h))) {
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

char *hub_lobby_json(hub *h, size_t *len)
{
    persist_retry(h);
    json_t *o = lobby_message(h);
    json_object_del(o, "type");
    char *text = json_dumps(o, JSON_COMPACT);
    json_decref(o);
    if (text && len)
        *len = strlen(text);
    return text;
}
