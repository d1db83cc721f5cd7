/*
 * hub.h: the rooms of `coup serve`, seen from the event loop.
 *
 * The hub is the server's whole game logic: rooms and their seats, the
 * lobby, the client messages (docs/web-protocol.md), what each viewer is
 * sent (its seat's observation only, R9), bots, decision timers, and the
 * storage of rooms and games (store.h). It owns no socket, no thread and no
 * clock: the event loop (net.c) hands it messages and timer expiries, and
 * it answers through the hub_io callbacks. The tests drive it the same way
 * with a fake hub_io: a virtual clock and bots that answer at once.
 *
 * Everything here runs on the event loop's thread, except what hub_io's
 * think(), hint(), work() and analyse() hand to another thread (a bot's
 * choice, a hint, a password's hash, a game's analysis).
 */
#ifndef COUP_SERVER_HUB_H
#define COUP_SERVER_HUB_H

#include <stddef.h>
#include <stdint.h>
#include <coup/bots.h>
#include <coup/coup.h>

typedef struct hub hub;
typedef struct hub_client hub_client; /* one connection, as the hub sees it */
struct hub_answer;
struct hub_analysis; /* a game's analysis being made (analyses.c) */

/* What the hub needs from the event loop. */
typedef struct hub_io {
    void *ctx;
    /* Queue one text message (a JSON object) to the connection `conn` (the
     * pointer given to hub_open()). Must not call back into the hub. */
    void (*send)(void *ctx, void *conn, const char *text, size_t len);
    /* Close `conn` once what was queued has been sent (a client that broke
     * the protocol past forgiving, e.g. floods on). hub_close() follows. */
    void (*drop)(void *ctx, void *conn);
    /* Arm room `room`'s one timer: call hub_timer(h, room) at or after
     * at_ms (as now_ms() counts); at_ms < 0 disarms it. Re-arming replaces
     * the previous time. */
    void (*arm)(void *ctx, uint32_t room, int64_t at_ms);
    /* Let bot b choose its move in s, off the loop's thread, with an RNG
     * seeded by `seed`; then, on the loop's thread, call
     * hub_bot_done(h, room, ticket, move). The hub does not touch b until
     * then. */
    void (*think)(void *ctx, uint32_t room, uint64_t ticket, coup_bot *b,
                  const coup_state *s, uint64_t seed);
    /* Monotonic milliseconds. */
    int64_t (*now_ms)(void *ctx);
    /* Wall-clock seconds since 1970 (stored with games). */
    int64_t (*wall_s)(void *ctx);
    /* One line for the operator's log (no newline); NULL: none. The hub
     * says here when the store fails and when it works again. */
    void (*log)(void *ctx, const char *line);
    /* Run fn(job) off the loop's thread (a password's hash is slow by
     * design), then, on the loop's thread, call hub_work_done(h, job).
     * NULL: the hub runs fn on its own thread at once (the tests). */
    void (*work)(void *ctx, void (*fn)(void *job), void *job);
    /* The answer to a hub_post() that was left pending: status, body and
     * cookie as hub_answer says; the loop writes it to `conn` and frees
     * a->body. Needed only with work(). */
    void (*answer)(void *ctx, void *conn, struct hub_answer *a);
    /* Find the hint for `seat` after moves[0..n) from `start`
     * (coup_hint_find(), with `seed`; the moves are copied), off the
     * loop's thread; then, on the loop's thread, call hub_hint_done(h,
     * room, ticket, hint). NULL: the server offers no hints. */
    void (*hint)(void *ctx, uint32_t room, uint64_t ticket,
                 const coup_state *start, const coup_move *moves, int n,
                 int seat, uint64_t seed);
    /* Run hub_analysis_run(job) off the loop's thread, then, on the loop's
     * thread, call hub_analysis_done(h, job). The hub hands out at most
     * analysis_threads jobs at a time, so each can start at once. NULL:
     * the server analyses no game (as analysis_threads 0). */
    void (*analyse)(void *ctx, struct hub_analysis *job);
} hub_io;

typedef struct hub_config {
    const char *db;       /* SQLite file, ":memory:", PostgreSQL URI
                             (store.h), or NULL: keep nothing */
    int bot_delay_ms;     /* a bot waits this long before its move (1200) */
    int away_ms;          /* a disconnected player's decisions go to a bot
                             after this long, timer or not (30000) */
    int max_rooms;        /* open rooms at most (1000) */
    int max_clients;      /* connections at most (10000) */
    int ip_conns;         /* connections from one address at most (64;
                             0: no limit) */
    int ip_rate;          /* messages a second from one address, all its
                             connections together, bursts of twice that
                             (100; 0: no limit) */
    const char *shard;    /* the first letters of this hub's room codes
                             (NULL or "": all of MSG_CODE_ALPHABET); with
                             several servers on one store, each holds the
                             rooms of its own letters, and the lobby lists
                             every server's rooms from the store */
    uint64_t seed;        /* 0: from getrandom(); else deterministic rooms,
                             deals and bots (tests); seat tokens always come
                             from getrandom() */
    /* A finished game's analysis (docs/web-protocol.md, "Analysis"): */
    int analysis_threads; /* made at once, one thread each (1; 0: none,
                             the feature is off) */
    int analysis_queue;   /* waiting for a thread at most (8) */
    int analysis_per_ip;  /* queued or running, asked from one address at
                             most (1) */
    long analysis_budget; /* iterations a decision (COUP_ANALYSIS_BUDGET) */
} hub_config;

/* Default values for every field above. */
void hub_config_default(hub_config *c);

/* A hub: opens the store (creating its tables) and resumes every room it
 * holds (of its shard), games in progress included (their records are
 * replayed). NULL with a reason in why[n] when the store cannot be opened
 * or read, or the shard has a letter no room code starts with. */
hub *hub_new(const hub_config *c, const hub_io *io, char *why, size_t n);
/* Frees everything; no think() may be outstanding (join the bot thread
 * first). Rooms stay in the store. */
void hub_free(hub *h);

/* A log line: fmt formatted (at most 511 bytes) and given to log(ctx,
 * line); nothing when log is NULL. The hub's lines and the loop's. */
void hub_logf(void (*log)(void *ctx, const char *line), void *ctx,
              const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* A new connection: `conn` is the event loop's handle, given back to
 * send() and drop(). `peer` is the client's address ("127.0.0.1"): the
 * per-address limits count by it. When the server holds max_clients or
 * the address ip_conns, the client is sent an `error` that says so and is
 * dropped at once (its messages are ignored until hub_close()). NULL only
 * when out of memory (the loop then closes the connection). */
hub_client *hub_open(hub *h, void *conn, const char *peer);
/* One complete message from a client (any bytes: the hub checks size,
 * UTF-8, JSON and everything in it). Answers go out through send(). */
void hub_message(hub *h, hub_client *cl, const char *data, size_t len);
/* The connection is gone: its seat (if any) is now disconnected. Frees
 * cl. */
void hub_close(hub *h, hub_client *cl);
/* Room `room`'s timer expired (see arm()). Unknown rooms are ignored. */
void hub_timer(hub *h, uint32_t room);
/* The end of a turn of the loop: writes what the hub changed since the
 * last call, its outbox (src/server/persist.c), in one transaction. What
 * the hub sends may tell of those changes: the loop calls this before any
 * of it goes out, so that a move is stored before anyone hears of it. */
void hub_flush(hub *h);

/* Once a second, from the loop: while the store is down and its next try
 * is due, what is owed is written again (src/server/persist.c). */
void hub_tick(hub *h);
/* A bot's move came back (see think()). Stale tickets are ignored. */
void hub_bot_done(hub *h, uint32_t room, uint64_t ticket, coup_move m);
/* A hint came back (see hint()): NULL when it could not be found. Stale
 * tickets are ignored. */
struct coup_hint;
void hub_hint_done(hub *h, uint32_t room, uint64_t ticket,
                   const struct coup_hint *hint);

/* ------------------------------------------------ a game's analysis
 *
 * /api/games/<id>/analysis (docs/web-protocol.md, "Analysis"): a finished
 * game judged by coup_analyse() off the loop, one job at a time a thread,
 * kept in the store with the game (src/server/analyses.c). */
enum hub_analysis_verb {
    HUB_ANALYSIS_STATUS, /* GET: what there is, starting nothing */
    HUB_ANALYSIS_START,  /* POST: the analysis, or start (or join) one */
    HUB_ANALYSIS_CANCEL  /* POST .../cancel: stop the one `peer` started */
};
/* The answer to a request about game `game`'s analysis from `peer`, with
 * the game's secret `key` (NULL: none) and the language of the moves'
 * words `lang` (NULL: none are added): its status and a malloc'd JSON
 * body into *a (a->cookie ""). Each answer about a job counts as someone
 * watching it (ANALYSIS_IDLE_MS). */
void hub_analysis_request(hub *h, int verb, int64_t game, const char *key,
                          const char *lang, const char *peer,
                          struct hub_answer *a);
/* The job given to analyse(): makes the analysis (any thread; it reads
 * and writes only the job). */
void hub_analysis_run(struct hub_analysis *job);
/* The job is done (on the loop's thread): the analysis is stored, the
 * job freed, the next one started. */
void hub_analysis_done(hub *h, struct hub_analysis *job);
/* The server stops: every running job is told to stop at its next
 * decision (the loop then joins their threads before hub_free(), which
 * frees the jobs). */
void hub_analyses_stop(hub *h);

/* The session token of a connection's cookie (account_cookie_token()):
 * the connection plays under that account while the session lasts
 * (docs/web-protocol.md, "Accounts"). An unknown, expired or malformed
 * token changes nothing. */
void hub_client_session(hub *h, hub_client *cl, const char *token);

/* ---------------------------------------------------- account requests
 *
 * POST /api/account/<what> (docs/web-protocol.md, "Accounts"): sign up,
 * sign in, sign out, change the password, delete the account. */
typedef struct hub_request {
    const char *what;   /* "signup", "signin", "signout", "password",
                           "delete" (anything else: 404) */
    const char *peer;   /* the client's address: the limits count by it */
    const char *token;  /* the session token of its cookie, or "" */
    const char *body;   /* the request's body (JSON), len bytes */
    size_t len;
    bool secure;        /* came over TLS: the cookie is Secure */
} hub_request;

/* An answer: its status, a malloc'd JSON body, and the Set-Cookie header's
 * value ("" for none). */
typedef struct hub_answer {
    int status;
    char *body;
    size_t len;
    char cookie[192];
} hub_answer;

/* A request from connection `conn`. True when it is answered at once, in
 * *a; false when the answer comes later through io->answer(ctx, conn, a)
 * (a password is being hashed off the loop). */
bool hub_post(hub *h, void *conn, const hub_request *req, hub_answer *a);
/* `conn` went before its answer: the request is forgotten. */
void hub_post_cancel(hub *h, void *conn);
/* A job given to io->work() is done (on the loop's thread). */
void hub_work_done(hub *h, void *job);

/* ------------------------------------------------- what HTTP serves */
/* An HTTP request from `peer`: false when the address has sent more than
 * ip_rate messages and requests a second (the loop answers 429). */
bool hub_http_ok(hub *h, const char *peer);

/* Each returns a malloc'd body (NUL-terminated; length in *len) that the
 * caller frees, or NULL when there is no such thing (404). */

/* GET /lang/<code>.json: the language's table for the browser. */
char *hub_lang_json(const char *code, size_t *len);
/* GET /rules/<code>.json: the rules, section by section (R1..R15), in
 * that language where it has them, else in English. */
char *hub_rules_json(const char *code, size_t *len);
/* GET /tutorial/<code>.json?name=NAME: the tutorial's game told to its
 * player, named NAME (NULL: the language's default name), with its
 * lessons in that language (src/server/tutorial.c); NULL for a language
 * we lack or a name a seat may not have. */
char *hub_tutorial_json(const char *code, const char *name, size_t *len);
/* GET /api/rooms: the lobby, open public rooms. */
char *hub_lobby_json(hub *h, size_t *len);
/* GET /api/rooms/<code>?key=KEY: one live room's public summary (status,
 * host, players, seats with names and bots, options, timer, game); an
 * unlisted room only with its `key` (NULL: none), and then with its
 * game's secret. NULL for a code that is not one, no room, or an
 * unlisted room without its key: all the same 404. */
char *hub_room_json(hub *h, const char *code, const char *key, size_t *len);
/* GET /api/games: the latest finished games of listed rooms (50 at
 * most). */
char *hub_games_json(hub *h, size_t *len);
/* GET /api/games/<id>?lang=xx&key=SECRET: a finished game, step by step,
 * every card shown, narrated in language `lang` (NULL: English). A game of
 * an unlisted room is there only with its secret `key` (NULL: none): with
 * a wrong key or none, NULL, as for a game that does not exist. */
char *hub_game_json(hub *h, int64_t id, const char *key, const char *lang,
                    size_t *len);
/* GET /games/<id>.rec?key=SECRET: a finished game's record
 * (docs/record-format.md); `key` as above. */
char *hub_game_record(hub *h, int64_t id, const char *key, size_t *len);
/* GET /api/me: {"account": {"id", "name"}} for the session of `token`
 * (the cookie's, or "" for none), or {"account": null}. Never NULL but
 * out of memory. */
char *hub_me_json(hub *h, const char *token, size_t *len);
/* GET /api/players/<name>: an account's profile (its ratings, figures,
 * games); NULL when there is no such account. */
char *hub_player_json(hub *h, const char *name, size_t *len);
/* GET /api/leaderboard?family=F&page=P: one page of the board of rule
 * family F ("base", "inquisitor", "reformation"), with the place of the
 * session's account (`token`, "" for none); NULL for an unknown family
 * or a page that is not a number. */
char *hub_leaderboard_json(hub *h, const char *family, const char *page,
                           const char *token, size_t *len);
/* GET /qr.svg?text=...: a QR code of `text` (at most 512 bytes) as SVG. */
char *hub_qr_svg(const char *text, size_t *len);

#endif
