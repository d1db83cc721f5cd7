/*
 * hub_impl.h: the hub's own structures, shared by its files and by no one
 * else, each file owning one noun: hub.c (the entry points: connections
 * and client messages), room.c (rooms, their index, seats, members and
 * chat), table.c (the game in a room), lobby.c, persist.c (the outbox to
 * the store, the room's stored form), view.c (what each viewer is sent,
 * as JSON), api.c (the bodies of the HTTP paths) and analyses.c (the
 * finished games' analyses). net.c sees only
 * hub.h; the tests may look inside.
 */
#ifndef COUP_SERVER_HUB_IMPL_H
#define COUP_SERVER_HUB_IMPL_H

#include <stdbool.h>
#include <stdint.h>

#include <jansson.h>

#include <coup/bots.h>
#include <coup/coup.h>
#include <coup/record.h>
#include <coup/text.h>

#include "server/addr.h"
#include "server/hub.h"
#include "server/jsonw.h"
#include "server/msg.h"
#include "server/store.h"

/* The buckets of each of the rooms' two hashes (room.c): a power of two. */
#define ROOM_BUCKETS 4096

enum seat_kind { SEAT_FREE, SEAT_HUMAN, SEAT_BOT };
enum room_status { ROOM_LOBBY, ROOM_PLAYING, ROOM_OVER };

typedef struct hub_seat {
    int kind;                          /* seat_kind */
    char name[4 * MSG_NAME_CHARS + 1]; /* display name */
    char token[33];                    /* humans: the secret to resume */
    int level;                         /* bots: msg_level */
    hub_client *cl;                    /* humans: the connection, or NULL */
    int64_t gone_ms;                   /* humans: when it went (now_ms) */
    bool away;                         /* humans: a stand-in decides */
    coup_bot *bot;                     /* in a game: the seat's bot, or the
                                          human's stand-in */
    int64_t account;                   /* humans: the account it is tied
                                          to (its name is the account's),
                                          or 0: a guest */
    uint64_t hint_ticket;              /* humans: the hint being sought
                                          (hub.c, on_hint), 0: none */
    int hint_turn;                     /* the turn it was asked at */
} hub_seat;

/* One move of the game in memory, so that any viewer's log can be told
 * again from the start. */
typedef struct hub_step {
    coup_move m;
    int seat;     /* the decider, or COUP_CHANCE */
    bool timeout; /* the default, played when the timer ran out */
    bool stand_in; /* chosen by the bot that plays an away human's seat */
} hub_step;

/* One line of a room's chat, kept for those who come later (a reload, a
 * resume, a spectator): the speaker's seat and name as they were when it
 * was said. */
typedef struct hub_chat {
    int seat;                          /* -1: a spectator */
    char name[4 * MSG_NAME_CHARS + 1]; /* "" for a spectator */
    size_t len;                        /* of text, in bytes */
    char text[];
} hub_chat;

/* A room keeps its last HUB_CHAT_LINES chat lines, and fewer when their
 * texts pass HUB_CHAT_BYTES together (docs/web-protocol.md, `chats`). */
#define HUB_CHAT_LINES 50
#define HUB_CHAT_BYTES 8192

typedef struct room {
    uint32_t id;
    char code[5];
    int status;       /* room_status */
    int host;         /* the host's seat, or -1 */
    int players, timer, level;
    unsigned options;
    bool public_;
    bool hints;       /* a seat may ask for a hint (docs/web-protocol.md,
                         "Hints"); its games are not rated */
    char key[33];     /* join and watch of an unlisted room need it */
    hub_seat seat[COUP_MAX_PLAYERS];
    hub_client *members; /* connections in the room: seats and spectators */
    /* The chat, oldest first: a ring of chat_n lines from chat_first. It
     * outlives games (again) but not the room, and is not stored. */
    hub_chat *chat[HUB_CHAT_LINES];
    int chat_first, chat_n;
    size_t chat_bytes;   /* the texts' bytes together */

    /* The game (status playing or over). */
    int64_t game;        /* its id in the store (or the hub's count) */
    char game_key[33];   /* the game's secret: an unlisted room's game is
                            fetched with it only; "" for a listed one */
    uint64_t game_seed;  /* chance and the bots' choices derive from it */
    int start;           /* options.start of the game */
    int winner;          /* the last game's winner, or -1 */
    coup_state s0, s;    /* the set-up and now */
    /* Who sat where in the last game: the seats' kinds, the humans'
     * tokens and the bots' levels, hashed. The next game with the same
     * lineup keeps the bots, and what they learnt of each other seat
     * (the `search` bot's opponent models, docs/ai.md). */
    uint64_t lineup;
    hub_step *steps;
    int nsteps, capsteps;
    int stored;          /* steps written to the store (a prefix) */
    bool unstored;       /* the game has no row in the store: never written */
    bool put_owed;       /* the room's last change is not in the store */
    bool queued;         /* in the outbox (persist.c): owes a write */
    struct room *queue_next; /* the outbox's rooms (hub.queue) */
    bool states_owed;    /* moves made: advance() sends the new state */
    char rec[COUP_MAX_PLAYERS][COUP_RECORD_NAME_MAX + 1]; /* record names */
    int64_t started_s;
    int64_t deadline;    /* the pending decision's, now_ms; -1: none */
    /* The answer window (docs/web-protocol.md, "Answers at the same
     * time"): a claim, or Foreign Aid, that every seat eligible may answer
     * at once. win_turn: the turn it opened at, -1: none; win_passed: the
     * seats that passed ahead of their turn in seat order. */
    int win_turn;
    unsigned win_passed;
    /* A challenge (or block) made ahead of its turn while a bot earlier
     * in seat order was choosing: taken when that bot's think returns.
     * win_first: its seat, -1: none. */
    int win_first;
    coup_move win_move;
    /* A bot's decision: asked (thinking), then held until pending_at. */
    uint64_t ticket;
    bool thinking, pending;
    int64_t asked_ms, pending_at;
    coup_move pending_move;

    int64_t idle_since;  /* now_ms when its last human went; -1: one is here */
    bool dead;           /* deleted while a think was out: freed on its return */
    struct room *next;      /* every room (hub.rooms) */
    struct room *id_next;   /* the rooms of its id's bucket (hub.by_id) */
    struct room *code_next; /* the rooms of its code's bucket (hub.by_code) */
} room;

struct hub_client {
    void *conn;
    char peer[48];
    const coup_lang *lang;
    room *room;      /* NULL: in no room */
    int seat;        /* in room: a seat, or -1 for a spectator */
    double tokens;   /* rate limit: a token bucket */
    int64_t last_ms;
    /* Flood: each refusal adds one, and the count falls by FLOOD_FORGIVE
     * a second (hub.c); past FLOOD_LIMIT the connection is dropped. */
    double strikes;
    int64_t strikes_ms; /* now_ms of strikes' value */
    bool dropping;      /* dropped for flooding: its messages are ignored */
    bool shut_out;   /* refused at hub_open(): counted nowhere, only dropped */
    int64_t account; /* signed in (hub_client_session()): its account, or 0 */
    char account_name[STORE_NAME_MAX + 1];
    hub_client *next, *prev; /* all connections */
    hub_client *rnext;       /* the room's members */
};

/* Who played a finished game and how it ended for them: the accounts
 * written with it (store_game_player()) and, when it is rated, the
 * ratings' update (docs/ratings.md). table.c's game_result() makes it. */
typedef struct game_result {
    int players;
    int64_t account[COUP_MAX_PLAYERS]; /* a signed-in human's, else 0 */
    int level[COUP_MAX_PLAYERS];       /* a bot's msg_level, else -1 */
    int place[COUP_MAX_PLAYERS];       /* 1 the winner, then the reverse
                                          order of exile */
    bool rated;
    int family;                        /* STORE_FAMILY_* of its rules */
} game_result;

/* A finished game in the outbox (persist.c). */
typedef struct owed_end {
    struct owed_end *next;
    int64_t game, finished_s;
    int winner;
    game_result res;
    char record[]; /* its whole record text */
} owed_end;

/* A deleted room in the outbox: its row goes. */
typedef struct owed_delete {
    struct owed_delete *next;
    char code[5];
} owed_delete;

/* The store's health: persist.c says its transitions. */
enum store_health { STORE_NONE, STORE_UP, STORE_DOWN };

struct hub {
    hub_config cfg;
    hub_io io;
    /* The store and its outbox (persist.c): what one turn of the loop
     * changed, written in one transaction by hub_flush() before anything
     * is sent. */
    store *st;
    int health;           /* store_health */
    int64_t fails;        /* tries that failed since it went down */
    int64_t retry_at;     /* now_ms of the next try while down */
    int64_t wait_ms;      /* the wait before it (1 s, doubled to 30 s) */
    room *queue;          /* rooms that owe a write (room, moves) */
    owed_end *owed;       /* finished games not yet written */
    owed_delete *deletes; /* deleted rooms not yet deleted */
    char shard[24];       /* first letters of this hub's codes (upper case) */
    bool sharded;         /* not all of them: the lobby is the store's */
    json_t *lobby;        /* the store's lobby, kept for a second */
    int64_t lobby_at;     /* now_ms when it was read */
    jsonw out;            /* the message being written (view.c) */
    room *rooms;          /* every room, to go through them all */
    room *by_id[ROOM_BUCKETS], *by_code[ROOM_BUCKETS]; /* room.c's index */
    int nrooms;
    uint32_t next_id;
    hub_client *clients;
    int nclients;         /* counted ones: not shut_out */
    addrs *addrs;         /* per-address limits */
    uint64_t seed;        /* splitmix64 state: room codes, tokens, games */
    int64_t local_games;  /* game ids without a store */
    struct signin *signin; /* signin.c: the limits on tries, pending jobs */
    uint64_t hint_tickets; /* the hints asked (hub.c, on_hint) */
    struct analyses *analyses; /* analyses.c: the games' analyses asked */
};

/* ------------------------------------------------------------- hub.c */

/* The hub's clock (now_ms) and log line. */
int64_t hub_now(const hub *h);
void hub_log(hub *h, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* The live room of `code` (4 upper-case letters) that `key` opens: a
 * listed room whatever the key, an unlisted one only with its key (NULL:
 * none); else NULL, the same as for a code with no room (the key is
 * compared in a time that does not depend on it). */
room *hub_room_of(hub *h, const char *code, const char *key);

/* Whether `seat` may answer r's pending decision now: it is the seat to
 * move, or one of an answer window's that has not answered yet. */
bool hub_may_answer(const room *r, int seat);
/* The seats that may answer now (a bit per seat). */
unsigned hub_answering(const room *r);

/* The hub's splitmix64 stream: room codes, game seeds. */
uint64_t hub_random(hub *h);
/* 32 hex digits from getrandom(): a seat's token, a room's key. */
void hub_new_token(char out[33]);
/* Whether secret `given` is `want` (32 hex digits; "" given: none), in a
 * time that does not depend on where they differ. */
bool hub_same_secret(const char *want, const char *given);
/* Sends what h->out holds to cl (view.c wrote it), and empties it. */
void hub_send_out(hub *h, hub_client *cl);
/* The room's messages: its game's log to c; the room to every member;
 * the state to every member, each as their seat sees it. */
void hub_send_log(hub *h, room *r, hub_client *c);
void hub_send_room(hub *h, room *r);
void hub_send_states(hub *h, room *r);

/* ---------------------------------------------------------- room.c */

/* The live room of `code`, or NULL: a hash's bucket, so that the time of
 * a join or watch tells nothing of the rooms (whether an unlisted room
 * has the code) beyond a comparison or two. */
room *room_by_code(hub *h, const char *code);
/* The room of hub_io's timer id (deleted ones too, while a think is
 * out), or NULL. */
room *room_by_id(hub *h, uint32_t id);
/* A room's bots freed (the game is over, or the room goes). */
void room_free_bots(room *r);
/* A new room in the lobby, with a new code (or `code`, one read back
 * from the store) and a key of its own; NULL: out of memory. room_free() unlinks and frees one; room_delete() also deletes
 * it from the store and tells its members' connections. */
room *room_new(hub *h, const char *code);
void room_free(hub *h, room *r);
void room_delete(hub *h, room *r);
/* cl joins r at `seat` (-1: a spectator). */
void room_member_add(room *r, hub_client *cl, int seat);
/* Takes cl out of its room: its seat (if any) is left disconnected. */
void room_member_remove(hub *h, hub_client *cl);
/* A seat's name already used (case ignored); the first free seat, or -1;
 * a human seated at p. */
bool room_name_taken(const room *r, const char *name);
int room_free_seat(const room *r);
void room_sit(room *r, int p, const char *name);
/* The next human seat after `from` (a new host), or -1. */
int room_next_human(const room *r, int from);
/* Keeps a chat line in r, the oldest ones going past HUB_CHAT_LINES or
 * HUB_CHAT_BYTES. Out of memory, the line is only not kept. */
void room_chat_keep(room *r, int seat, const char *text);

/* --------------------------------------------------------- table.c */

/* The one timer of a room: the earliest thing it waits for. */
void table_rearm(hub *h, room *r);
/* An answer to the window by a seat the engine has not reached yet (its
 * legality checked): a pass is kept for its turn; a challenge or block is
 * played now, or, while a bot before it is choosing, once that bot's
 * think returns (its answer, later in time, is dropped). */
void table_early_answer(hub *h, room *r, int seat, coup_move m);
/* The deadline of the decision now: one for the whole of a window, set
 * when a human may answer. */
void table_set_deadline(hub *h, room *r);
/* Applies a legal move of `seat` (timeout: the timer's default): 0, or -1
 * if the engine refuses it. */
int table_apply(hub *h, room *r, int seat, coup_move m, bool timeout);
/* Plays what needs no human: chance at once, and asks a bot for its move
 * when one decides. Then arms the room's timer. */
void table_advance(hub *h, room *r);
/* Names a bot seat p ("Bot 3"), unique in the room. */
void table_bot_name(room *r, int p);
/* The bot (msg_level, never MSG_BOT_MIXED) for seat p of r, about to
 * become a bot seat: the room's own choice, or in a mixed room the next of
 * the rotation TABLE_MIXED (table.c) that no other bot seat has. */
int table_seat_level(const room *r, int p);
/* Starts r's game (bots in the free seats; `start`: the first seat or
 * COUP_START_RANDOM): 0, or -1 out of memory. */
int table_start(hub *h, room *r, int start);
/* A room read back from the store after a restart (a store_room_fn,
 * ctx the hub): its game replayed move by move to where it was. */
void table_resume(void *ctx, const char *code, const char *text);

/* --------------------------------------------------------- lobby.c */

/* The `lobby` message: this hub's listed rooms that wait for players,
 * or every server's when they share the store by letters. */
json_t *lobby_message(hub *h);

/* --------------------------------------------------------- persist.c */

/* The store opened (db NULL: none, for good); -1 with why[n] if it cannot
 * be. */
int persist_open(hub *h, const char *db, char *why, size_t n);
/* The outbox written a last time (whatever the wait), what is lost
 * logged, the store closed. */
void persist_close(hub *h);
/* r changed (settings, seats, status): one write of it at the flush. */
void persist_room(hub *h, room *r);
/* r's game has moves past r->stored: written at the flush. */
void persist_moves(hub *h, room *r);
/* r's game is over: its record, after its moves; who played it, and
 * the ratings it changes when it is rated. */
void persist_end(hub *h, room *r, const char *record, const game_result *res);
/* r goes: out of the outbox, its row deleted at the flush. */
void persist_delete(hub *h, room *r);
/* The outbox in one transaction while the store is up; false if
 * something is still owed. */
bool persist_flush(hub *h);
/* While the store is down and its next try is due: the outbox again. */
void persist_retry(hub *h);
/* Whether there is a store at all (not --db none), up or down. */
bool persist_on(const hub *h);
/* A new game's row for r (the outbox flushed first): its id, or 0 when
 * the store is down or refuses (the game is then played unstored). */
int64_t persist_game_begin(hub *h, room *r, const char *header,
                           const char *names);
/* The stored rooms, and a game's stored moves; -1 when down or failing. */
int persist_rooms_each(hub *h, store_room_fn *fn, void *ctx);
int persist_game_moves(hub *h, int64_t game, store_move_fn *fn, void *ctx);
/* The room as the store keeps it (JSON, malloc'd; NULL: out of memory),
 * tokens included, and back: false if the text is not a room. */
char *persist_encode_room(const room *r);
bool persist_decode_room(room *r, const char *code, const char *text);

/* ------------------------------------------------------------- api.c */

/* A JSON body for HTTP (malloc'd text, its length in *len; len may be
 * NULL), or NULL; frees o. */
char *api_body(json_t *o, size_t *len);
/* The players' names of a finished game, as its replay shows them: the
 * display names the store keeps (`names`, a JSON array), else the
 * record's (rec parsed); NULL if neither is whole. */
json_t *api_game_names(const char *names, const coup_record *rec);

/* ---------------------------------------------------------- signin.c */

/* The limits and jobs of the account requests: made by hub_new() (NULL:
 * out of memory), freed by hub_free(). */
struct signin *signin_new(hub *h);
void signin_free(struct signin *s);
/* Once a second: the sessions that expired go from the store, once an
 * hour. */
void signin_tick(hub *h);
/* The account of session token `token` ("" or malformed: none), its name
 * in name[STORE_NAME_MAX + 1]: its id, 0 when there is none (expired,
 * unknown, or the store is down). */
int64_t signin_account(hub *h, const char *token, char *name);

/* -------------------------------------------------------- analyses.c */

/* A queued or running analysis nobody has asked about for this long is
 * cancelled: the browser asks about once a second while the replay is
 * open, so this is its reader gone (docs/web-protocol.md, "Analysis"). */
#define ANALYSIS_IDLE_MS 15000

/* The analyses asked of a hub: made by hub_new() (NULL: out of memory),
 * freed by hub_free() with every job left (their threads joined). */
struct analyses *analyses_new(void);
void analyses_free(struct analyses *an);
/* Once a second: the jobs nobody watches are cancelled; results the
 * store refused are written again. */
void analyses_tick(hub *h);

/* ------------------------------------------------------------ view.c */

/* The display names of r's seats, as narration wants them. */
void view_names(const room *r, const char *names[COUP_MAX_PLAYERS]);
/* What a spectator may know of s: the observation of a seat with every
 * private field emptied (own cards, cards shown). */
void view_public(const coup_state *s, coup_obs *o);
/* R16's factions as the wire names them: "loyalist", "reformist". */
const char *view_faction_name(int reformist);
/* How a viewer (a seat, or -1 for a spectator) sees move m made in
 * `before`. */
coup_move view_move(const coup_state *before, coup_move m, int viewer);
/* The `state` message for viewer (seat or -1), in language l, written to
 * w. */
void view_state(jsonw *w, const hub *h, const room *r, int viewer,
                const coup_lang *l);
/* The `event` message of step n (made in `before`) for viewer. */
void view_event(jsonw *w, const room *r, const coup_state *before, int n,
                int viewer, const coup_lang *l);
/* The `log` message: every event of the game so far, for viewer. */
void view_log(jsonw *w, const room *r, int viewer, const coup_lang *l);
/* Seat p of r as the room message and the room's summary show it:
 * {seat, name (null: free), bot (its level, or null)}. */
json_t *view_seat(const room *r, int p);
/* The `room` message; `member`: with the room's secrets (key, game_key),
 * for those in it only. */
json_t *view_room(const room *r, bool member);
/* The room's settings and status (status, host, players, options, timer,
 * public, bots) set into o: the same in the room message and the store. */
void view_settings(json_t *o, const room *r);
/* The option names of flags, as a JSON array. */
json_t *view_options(unsigned flags);
/* The default move of s's pending decision (docs/web-protocol.md): it
 * depends on no card the table cannot see; where it is drawn at random,
 * from `seed`. */
coup_move view_default_move(const coup_state *s, uint64_t seed);

#endif
