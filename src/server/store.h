/*
 * store.h: what lasts: the rooms and every game, written as they go, so
 * that a killed server loses nothing; and the players' accounts, their
 * sessions and the seats they played. In SQLite (a file in WAL mode,
 * store_sqlite.c) or in PostgreSQL (store_pg.c), as store_open() is told;
 * store.c checks the arguments and calls the backend. Several servers may
 * share one PostgreSQL database: game ids never collide, and each sees
 * the rooms and games the others wrote.
 *
 * The hub is the only user. A room is kept as an opaque JSON text (the hub
 * decides its shape); a game as the header of its record plus one row per
 * move (chance outcomes included) appended as each is made, and, once it
 * is over, its whole record text. An account is a name, the folded key
 * it is unique by and a password hash, none of which the store reads: the
 * caller folds the name and hashes the password, and a session is kept
 * by the hash of its token, never the token. A rating is kept per
 * account or bot and rule family, with its history. All functions
 * return 0 (or an id) on success and a negative number on failure with
 * the reason in the store (store_error()); a write refused because what
 * it names does not exist returns a positive number, with the reason
 * too; none prints.
 */
#ifndef COUP_SERVER_STORE_H
#define COUP_SERVER_STORE_H

#include <stddef.h>
#include <stdint.h>

typedef struct store store;

/* Opens the database `path` names, making its tables if it has none:
 * a libpq connection URI (postgresql://USER@HOST/DB, postgres://...) for
 * PostgreSQL; anything else is a SQLite file, created if need be and put
 * in WAL mode (":memory:" for none on disk). NULL with a reason, naming
 * the database (a URI without its password), in why[n]. A PostgreSQL
 * connection lost later is made again by the next call (store_pg.c). */
store *store_open(const char *path, char *why, size_t n);
void store_close(store *st);
/* The last failure's reason ("" if none). */
const char *store_error(const store *st);

/* ----------------------------------------------------- transactions */

/* Writes between store_begin() and store_commit() are kept or lost
 * together, and cost one commit (the hub writes a turn of its loop's
 * moves so: docs/architecture.md). A failed write inside, or a failed
 * commit, loses them all: store_rollback() then, and write them again.
 * store_begin() inside a transaction is an error. */
int store_begin(store *st);
int store_commit(store *st);
void store_rollback(store *st);
/* Whether a transaction is open. */
int store_in_tx(const store *st);

/* ------------------------------------------------------------ rooms */
/* Inserts or replaces room `code`'s JSON text. */
int store_room_put(store *st, const char *code, const char *json);
int store_room_delete(store *st, const char *code);
/* Calls fn for every room kept, in the order they were first put. */
typedef void store_room_fn(void *ctx, const char *code, const char *json);
int store_rooms_each(store *st, store_room_fn *fn, void *ctx);

/* ------------------------------------------------------------ games */
/* The longest secret of a game (store_game_begin()). */
#define STORE_SECRET_MAX 64

/* A new game of room `code`: `header` is its record without moves (the
 * options, names and start; coup_record_format() of a record with no
 * items); `names_json` the players' display names as a JSON array of
 * strings, seat by seat (any printable UTF-8, unlike the record's names),
 * kept as given: the store does not parse it; NULL for none. `secret`:
 * NULL for a listed game (store_games_recent() lists it, and
 * store_game_get() finds it by its id alone), else 1 to STORE_SECRET_MAX
 * letters and digits without which store_game_get() does not find it and
 * that no list shows. Returns the game's id (> 0), or < 0. */
int64_t store_game_begin(store *st, const char *code, const char *header,
                         const char *names_json, const char *secret,
                         int64_t started_s);
/* Who chose a move, beside its seat (the replay and a resumed room's log
 * say so; a game's record does not). */
enum store_by {
    STORE_BY_SEAT = 0,    /* its seat's player, bot or chance */
    STORE_BY_TIMER = 1,   /* the timer ran out: the default was played */
    STORE_BY_STAND_IN = 2 /* the bot that plays an away player's seat */
};

/* Appends move number `n` (0, 1, ...: the moves must come in order;
 * writing a number again is an error) of game `id`: `seat` decided it
 * (COUP_CHANCE, -1, for chance), `move` is its text form, `by` a
 * store_by. */
int store_game_move(store *st, int64_t id, int n, int seat,
                    const char *move, int by);
/* The game is over: its winner and whole record text. */
int store_game_end(store *st, int64_t id, int winner, const char *record,
                   int64_t finished_s);

typedef struct store_game {
    int64_t id;
    char code[8];
    int64_t started_s, finished_s; /* finished_s 0: not over */
    int winner;                    /* -1: not over */
    char *header;                  /* the record without moves */
    char *record;                  /* the whole record, or NULL if not over */
    char *names;                   /* the display names (a JSON array, as
                                      given to store_game_begin()), or NULL */
    int secret;                    /* 1: the game has a secret (it is not
                                      listed); store_game_get() only */
} store_game;
/* Game `id` into *g (free with store_game_free()); > 0 if there is none, 0
 * when found, < 0 on failure. A game with a secret is found only when
 * `key` is that secret: with a wrong key or none (NULL) it is not there, as
 * a game that does not exist (the database compares, so the answer takes
 * the same path either way); a game without one is found whatever the
 * key. */
int store_game_get(store *st, int64_t id, const char *key, store_game *g);
void store_game_free(store_game *g);
/* Calls fn(ctx, n, seat, move, by) for game id's moves in order. */
typedef void store_move_fn(void *ctx, int n, int seat, const char *move,
                           int by);
int store_game_moves(store *st, int64_t id, store_move_fn *fn, void *ctx);
/* Calls fn for the latest finished games without a secret (listed),
 * newest first, at most `limit` (the record field is NULL in these;
 * header and names are given, and are the store's: valid only during the
 * call). */
typedef void store_game_fn(void *ctx, const store_game *g);
int store_games_recent(store *st, int limit, store_game_fn *fn, void *ctx);
/* Replaces game id's header, record (NULL: unchanged; a text only for a
 * game that is over) and display names (a JSON array, not NULL), as the
 * deletion of an account does to rename its player in the games it
 * played (the caller builds the new texts): 0, > 0 no such game. */
int store_game_set_names(store *st, int64_t id, const char *header,
                         const char *record, const char *names_json);

/* --------------------------------------------------------- analyses */
/* A finished game's analysis (docs/analysis.md, "On the server"): the
 * search budget and seed it was made with, and the analysis itself as a
 * JSON text that names seats only, never players (so that renaming a
 * player, store_game_set_names(), leaves it as it is), kept as given: the
 * store does not parse it. The table is made if missing, in an older
 * database too. */

/* Inserts or replaces game id's analysis: 0; > 0 when there is no such
 * game or it is not over (nothing written). budget > 0; json not empty. */
int store_analysis_put(store *st, int64_t game, long budget, int64_t seed,
                       const char *json);
/* Game id's analysis: 0 with *budget, *seed and *json (malloc'd: the
 * caller frees it) set; > 0 when there is none (*json NULL); < 0 on
 * failure. */
int store_analysis_get(store *st, int64_t game, long *budget, int64_t *seed,
                       char **json);

/* --------------------------------------------------------- accounts */
#define STORE_NAME_MAX 64  /* bytes of an account's name or key */
#define STORE_HASH_MAX 255 /* bytes of a password hash */

typedef struct store_account {
    int64_t id;                     /* > 0, never given to another */
    char name[STORE_NAME_MAX + 1];  /* as its owner wrote it */
    char key[STORE_NAME_MAX + 1];   /* the folded name, unique */
    char hash[STORE_HASH_MAX + 1];  /* the password hash */
    int64_t created_s;
} store_account;

/* A new account, made at created_s (after 1970): its id (> 0); 0 when
 * an account has `key` already (nothing written); < 0 on failure. name
 * and key: 1 to STORE_NAME_MAX bytes of UTF-8, kept and compared byte
 * for byte (the store folds nothing: keys that differ in case are two
 * accounts); hash: 1 to STORE_HASH_MAX bytes of UTF-8, opaque to it. */
int64_t store_account_new(store *st, const char *name, const char *key,
                          const char *hash, int64_t created_s);
/* The account of `key` (or of `id`) into *a: 0 when found, > 0 when there
 * is none (*a zeroed; a key no account can have, too long or not UTF-8,
 * is none), < 0 on failure. */
int store_account_by_key(store *st, const char *key, store_account *a);
int store_account_by_id(store *st, int64_t id, store_account *a);
/* A new password hash for account id: 0, > 0 no such account. */
int store_account_set_hash(store *st, int64_t id, const char *hash);
/* Deletes account id with its sessions, its game_players rows and its
 * ratings with their history (the games it played stay, under the names
 * they were given: store_game_set_names() renames), all or nothing: 0,
 * > 0 no such account. */
int store_account_delete(store *st, int64_t id);

/* Seat `seat` of game `game` was played by `account`: 0; > 0 no such
 * game or account; a seat of a game written twice is an error (< 0). */
int store_game_player(store *st, int64_t game, int seat, int64_t account);
/* Calls fn for the games `account` played, over or not, listed or not
 * (g->secret says), newest first (by id), at most `limit` calls, with the
 * seat it played (a game where it played two seats comes twice, the lower
 * seat first). *g is as store_games_recent() gives it, with its record
 * (NULL while the game is not over): its texts the store's, valid only
 * during the call. An unknown account played none. */
typedef void store_account_game_fn(void *ctx, const store_game *g, int seat);
int store_account_games(store *st, int64_t account, int limit,
                        store_account_game_fn *fn, void *ctx);

/* Fills account[0..n) with the account that played each seat of game
 * `game` (store_game_player()), 0 for a seat played by none (a bot, a
 * guest, a deleted account); n from 0 to COUP_MAX_PLAYERS: 0, > 0 no such
 * game (account[] all 0). */
int store_game_accounts(store *st, int64_t game, int64_t account[], int n);

/* ---------------------------------------------------------- ratings */
/* A rating is kept per subject and rule family. A subject is an account
 * (its id, > 0) or a bot level: -(level + 1) for level 0 to
 * STORE_BOT_LEVELS - 1 (-1 the random bot, ...: server/msg.h's
 * msg_level). The family is one of store_family. */
#define STORE_BOT_LEVELS 8
#define STORE_BOT_SUBJECT(level) (-(int64_t)(level) - 1)
enum store_family {
    STORE_FAMILY_BASE = 0,        /* the base game */
    STORE_FAMILY_INQUISITOR = 1,  /* with the Inquisitor (R12) */
    STORE_FAMILY_REFORMATION = 2  /* with Reformation's factions (R16) */
};
#define STORE_FAMILIES 3

/* A Weng-Lin rating (server/rating.h): mu and sigma, the number of games
 * it counts and when it last changed. */
typedef struct store_rating {
    int64_t subject;   /* an account's id (> 0) or a bot's (< 0) */
    int family;        /* store_family */
    double mu, sigma;  /* finite; sigma > 0 */
    int games;         /* >= 0 */
    int64_t updated_s; /* after 1970 */
} store_rating;

/* The rating of `subject` in `family` into *r: 0 when found, > 0 when
 * there is none (*r zeroed but its subject and family), < 0 on
 * failure. */
int store_rating_get(store *st, int64_t subject, int family, store_rating *r);
/* Inserts or replaces *r, and adds to its history a row for game `game`,
 * the one that gave it (at r->updated_s), both or neither: 0; > 0 no
 * such game, or no such account (a subject > 0), nothing written; a
 * history row written already for the subject, family and game is an
 * error (< 0), nothing written. */
int store_rating_put(store *st, const store_rating *r, int64_t game);
/* A row of a leaderboard: `name` the account's for a subject > 0, NULL
 * for a bot; r and name are the store's, valid only during the call. */
typedef void store_rating_fn(void *ctx, const store_rating *r,
                             const char *name);
/* Calls fn for the ratings of `family` that count min_games games or
 * more, bots' included, in the order of the rating shown (mu - 3 sigma:
 * rating_shown()) from the highest, a tie in subject order (so a bot
 * comes before an account); skips the first `offset`, then at most
 * `limit` calls. Returns the number of calls (>= 0), or < 0. */
int store_leaderboard(store *st, int family, int min_games, int offset,
                      int limit, store_rating_fn *fn, void *ctx);
/* The number of rows of that leaderboard into *count: 0, or < 0. */
int store_leaderboard_count(store *st, int family, int min_games,
                            int64_t *count);
/* The place of `subject` on that leaderboard (1 the first, ties in
 * store_leaderboard()'s order) into *place, 0 when it is not on it (no
 * rating of that family, or fewer than min_games games): 0, or < 0. */
int store_leaderboard_place(store *st, int family, int min_games,
                            int64_t subject, int64_t *place);
/* Calls fn for the last `limit` rows of the history of subject's rating
 * in family (the newest ones by time, then game), oldest first: the game
 * that gave the rating, its mu and sigma then, and when. Returns the
 * number of calls (>= 0; none for a subject without a rating), or < 0. */
typedef void store_history_fn(void *ctx, int64_t game, double mu,
                              double sigma, int64_t at_s);
int store_rating_history(store *st, int64_t subject, int family, int limit,
                         store_history_fn *fn, void *ctx);

/* --------------------------------------------------------- sessions */
/* A session's id is the hash of its token, STORE_SESSION_ID_LEN hex
 * digits in lower case (anything else is refused, < 0): the store never
 * sees a token. A session lasts while now_s < its expires_s. */
#define STORE_SESSION_ID_LEN 64

/* 0; > 0 no such account; an id already kept is an error (< 0).
 * created_s after 1970, expires_s after created_s. */
int store_session_put(store *st, const char *id, int64_t account,
                      int64_t created_s, int64_t expires_s);
/* The account of session id, unexpired at now_s, into *account: 0; > 0
 * when there is none, or it has expired (*account 0). */
int store_session_get(store *st, const char *id, int64_t now_s,
                      int64_t *account);
/* 0, or > 0 when there is no such session. */
int store_session_delete(store *st, const char *id);
/* Deletes every session of account (none is no failure): 0. */
int store_sessions_delete_account(store *st, int64_t account);
/* Deletes the sessions expired at now_s: how many (>= 0), or < 0. */
int store_sessions_expire(store *st, int64_t now_s);

#endif
