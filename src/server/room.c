/*
 * room.c: the rooms of the hub: found by code or id (a hash of each),
 * made with an unguessable code and key, deleted; their seats and members
 * (who sits where, who watches), and the chat they keep.
 */
#define _GNU_SOURCE /* strcasecmp() */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "server/hub_impl.h"

/* ============================================================== rooms */

/* Rooms are found by code (a message's) and by id (a timer's) in a hash
 * of each, chained through the room. */

static unsigned code_bucket(const char *code)
{
    unsigned x = 2166136261u; /* FNV-1a */
    for (int i = 0; i < 4 && code[i]; i++)
        x = (x ^ (unsigned char)code[i]) * 16777619u;
    return x & (ROOM_BUCKETS - 1);
}

static unsigned id_bucket(uint32_t id)
{
    return id & (ROOM_BUCKETS - 1); /* ids are handed out in turn */
}

room *room_by_code(hub *h, const char *code)
{
    for (room *r = h->by_code[code_bucket(code)]; r; r = r->code_next)
        if (!r->dead && !strcmp(r->code, code))
            return r;
    return NULL;
}

room *room_by_id(hub *h, uint32_t id)
{
    for (room *r = h->by_id[id_bucket(id)]; r; r = r->id_next)
        if (r->id == id)
            return r;
    return NULL;
}

static void new_code(hub *h, char code[5])
{
    static const char alpha[] = MSG_CODE_ALPHABET;
    size_t first = strlen(h->shard);
    do {
        uint64_t x = hub_random(h);
        code[0] = h->shard[x % first];
        x /= first;
        for (int i = 1; i < 4; i++, x /= 20)
            code[i] = alpha[x % 20];
        code[4] = '\0';
    } while (room_by_code(h, code));
}

void room_free_bots(room *r)
{
    for (int p = 0; p < COUP_MAX_PLAYERS; p++) {
        coup_bot_free(r->seat[p].bot);
        r->seat[p].bot = NULL;
    }
}

room *room_new(hub *h, const char *code)
{
    room *r = calloc(1, sizeof *r);
    if (!r)
        return NULL;
    r->id = ++h->next_id;
    if (code)
        snprintf(r->code, sizeof r->code, "%s", code);
    else
        new_code(h, r->code);
    hub_new_token(r->key);
    r->host = -1;
    r->players = 4;
    r->level = MSG_BOT_HEURISTIC;
    r->winner = -1;
    r->deadline = -1;
    r->win_turn = r->win_first = -1;
    r->idle_since = -1;
    r->next = h->rooms;
    h->rooms = r;
    room **id_head = &h->by_id[id_bucket(r->id)];
    room **code_head = &h->by_code[code_bucket(r->code)];
    r->id_next = *id_head;
    *id_head = r;
    r->code_next = *code_head;
    *code_head = r;
    h->nrooms++;
    return r;
}

/* r out of the list whose links are at `offset` in a room. */
static void unlink_from(room **head, room *r, size_t offset)
{
    for (room **p = head; *p; p = (room **)((char *)*p + offset))
        if (*p == r) {
            *p = *(room **)((char *)r + offset);
            return;
        }
}

void room_free(hub *h, room *r)
{
    unlink_from(&h->rooms, r, offsetof(room, next));
    unlink_from(&h->by_id[id_bucket(r->id)], r, offsetof(room, id_next));
    unlink_from(&h->by_code[code_bucket(r->code)], r,
                offsetof(room, code_next));
    room_free_bots(r);
    free(r->steps);
    for (int i = 0; i < r->chat_n; i++)
        free(r->chat[(r->chat_first + i) % HUB_CHAT_LINES]);
    free(r);
}

void room_delete(hub *h, room *r)
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
        room_free(h, r);
}

/* ============================================================ members */

void room_member_add(room *r, hub_client *cl, int seat)
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
void room_member_remove(hub *h, hub_client *cl)
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

bool room_name_taken(const room *r, const char *name)
{
    for (int p = 0; p < r->players; p++)
        if (r->seat[p].kind != SEAT_FREE && !strcasecmp(r->seat[p].name, name))
            return true;
    return false;
}

int room_free_seat(const room *r)
{
    for (int p = 0; p < r->players; p++)
        if (r->seat[p].kind == SEAT_FREE)
            return p;
    return -1;
}

void room_sit(room *r, int p, const char *name)
{
    hub_seat *se = &r->seat[p];
    memset(se, 0, sizeof *se);
    se->kind = SEAT_HUMAN;
    snprintf(se->name, sizeof se->name, "%s", name);
    hub_new_token(se->token);
}

/* The next human seat after `from` (a new host), or -1. */
int room_next_human(const room *r, int from)
{
    for (int k = 1; k <= r->players; k++) {
        int p = (from + k) % r->players;
        if (p != from && r->seat[p].kind == SEAT_HUMAN)
            return p;
    }
    return -1;
}

/* Keeps a chat line in r, the oldest ones going past HUB_CHAT_LINES or
 * HUB_CHAT_BYTES. Out of memory, the line is only not kept. */
void room_chat_keep(room *r, int seat, const char *text)
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

room *hub_room_of(hub *h, const char *code, const char *key)
{
    room *r = room_by_code(h, code);
    if (r && !r->public_ && !hub_same_secret(r->key, key ? key : ""))
        r = NULL;
    return r;
}
