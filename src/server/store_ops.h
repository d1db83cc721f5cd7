/*
 * store_ops.h: what a storage backend gives store.c, private to
 * src/server/store*.c.
 *
 * store.c chooses the backend from the --db string, checks every argument
 * of store.h's functions (so a backend sees only valid ones: room codes of
 * 1 to STORE_CODE_MAX bytes, texts that are not NULL, account names,
 * keys and hashes of the right lengths in UTF-8, session ids of
 * STORE_SESSION_ID_LEN lowercase hex digits, seats and times in range,
 * rating subjects and families that exist, mu and sigma finite),
 * then calls the backend's function. A backend's store starts with
 * a `struct store`, whose ops pointer and error buffer store.c uses.
 *
 * The backends' functions return as store.h's do, except the writes that
 * may change nothing: they return 1 then, and store.c asks game_state()
 * or account_by_id() why, so that both backends explain a refusal in the
 * same words (a constraint of the database that would say it in its own
 * is not let fail: the backends' SQL writes nothing instead).
 */
#ifndef COUP_SERVER_STORE_OPS_H
#define COUP_SERVER_STORE_OPS_H

#include "server/store.h"

/* Room codes are 4 letters (docs/web-protocol.md); store_game.code holds
 * up to 7 bytes. */
#define STORE_CODE_MAX ((int)sizeof(((store_game *)0)->code) - 1)

typedef struct store_ops {
    /* NULL with a reason in why[n]. */
    store *(*open)(const char *target, char *why, size_t n);
    void (*close)(store *st);
    int (*room_put)(store *st, const char *code, const char *json);
    /* 1: there was no such room. */
    int (*room_delete)(store *st, const char *code);
    int (*rooms_each)(store *st, store_room_fn *fn, void *ctx);
    /* names_json, secret NULL: none (SQL NULL). */
    int64_t (*game_begin)(store *st, const char *code, const char *header,
                          const char *names_json, const char *secret,
                          int64_t started_s);
    /* 1: nothing written (the game is unknown or over, or n is not the
     * number of its next move). */
    int (*game_move)(store *st, int64_t id, int n, int seat,
                     const char *move, int by);
    /* 1: nothing written (the game is unknown or already over). */
    int (*game_end)(store *st, int64_t id, int winner, const char *record,
                    int64_t finished_s);
    /* *g zeroed by the caller; 1: no such game (or a secret that key, a
     * text or NULL, is not). */
    int (*game_get)(store *st, int64_t id, const char *key, store_game *g);
    /* The number of moves given to fn (0 may mean no such game). */
    int (*game_moves)(store *st, int64_t id, store_move_fn *fn, void *ctx);
    int (*games_recent)(store *st, int limit, store_game_fn *fn, void *ctx);
    /* Whether game id is over, and the number of its next move: 0, 1 if
     * there is no such game, < 0 on failure (reported as fn's). */
    int (*game_state)(store *st, const char *fn, int64_t id, int *over,
                      int64_t *next);
    /* 1: nothing written (no such game, or a record for a game not
     * over). */
    int (*game_set_names)(store *st, int64_t id, const char *header,
                          const char *record, const char *names_json);
    /* 1: nothing written (no such game, or one not over). */
    int (*analysis_put)(store *st, int64_t game, long budget, int64_t seed,
                        const char *json);
    /* *json NULL from the caller; 1: none. */
    int (*analysis_get)(store *st, int64_t game, long *budget,
                        int64_t *seed, char **json);
    /* 0: an account has the key already. */
    int64_t (*account_new)(store *st, const char *name, const char *key,
                           const char *hash, int64_t created_s);
    /* *a zeroed by the caller; 1: no such account. */
    int (*account_by_key)(store *st, const char *key, store_account *a);
    int (*account_by_id)(store *st, int64_t id, store_account *a);
    /* 1: no such account. */
    int (*account_set_hash)(store *st, int64_t id, const char *hash);
    int (*account_delete)(store *st, int64_t id);
    /* 1: nothing written (no such game or account, or the seat is
     * written already). */
    int (*game_player)(store *st, int64_t game, int seat, int64_t account);
    int (*account_games)(store *st, int64_t account, int limit,
                         store_account_game_fn *fn, void *ctx);
    /* account[] zeroed by the caller; 1: no such game. */
    int (*game_accounts)(store *st, int64_t game, int64_t account[], int n);
    /* *r zeroed by the caller but its subject and family; 1: none. */
    int (*rating_get)(store *st, int64_t subject, int family,
                      store_rating *r);
    /* Both the rating and its history row, or neither; 1: nothing
     * written (no such game, no such account for a subject > 0, or the
     * history row is there already). */
    int (*rating_put)(store *st, const store_rating *r, int64_t game);
    /* The number of calls. */
    int (*leaderboard)(store *st, int family, int min_games, int offset,
                       int limit, store_rating_fn *fn, void *ctx);
    int (*leaderboard_count)(store *st, int family, int min_games,
                             int64_t *count);
    /* *place set by the caller to 0, left so when the subject is not on
     * the board. */
    int (*leaderboard_place)(store *st, int family, int min_games,
                             int64_t subject, int64_t *place);
    /* The number of calls. */
    int (*rating_history)(store *st, int64_t subject, int family, int limit,
                          store_history_fn *fn, void *ctx);
    /* 1: nothing written (no such account, or the id is kept already). */
    int (*session_put)(store *st, const char *id, int64_t account,
                       int64_t created_s, int64_t expires_s);
    /* 1: none unexpired. */
    int (*session_get)(store *st, const char *id, int64_t now_s,
                       int64_t *account);
    /* 1: no such session. */
    int (*session_delete)(store *st, const char *id);
    int (*sessions_delete_account)(store *st, int64_t account);
    /* How many were deleted. */
    int (*sessions_expire)(store *st, int64_t now_s);
    /* Runs "BEGIN", "COMMIT" or "ROLLBACK" (what names one): 0 or < 0. */
    int (*tx)(store *st, const char *what);
} store_ops;

struct store {
    const store_ops *ops;
    char err[512]; /* store_error() */
    int in_tx;     /* store_begin() worked, no commit or rollback since */
};

extern const store_ops store_sqlite_ops; /* store_sqlite.c */
extern const store_ops store_pg_ops;     /* store_pg.c */

/* Keeps the reason for store_error(); returns -1. */
int store_fail(store *st, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

#endif
