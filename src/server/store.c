/*
 * store.c: store.h's functions, in front of two backends: SQLite
 * (store_sqlite.c), for a file or ":memory:", and PostgreSQL
 * (store_pg.c), for a libpq connection URI (postgresql://...).
 *
 * What does not depend on the database is here, once: the choice of the
 * backend, the checks of every argument (a backend sees only valid ones),
 * the error buffer, and the sentences that say why a write changed
 * nothing (a gap or a repeat in the moves, an unknown or finished game,
 * an unknown account, a seat, a session id or a rating's game written
 * twice), so that both backends refuse the same things in the same
 * words.
 */
#include "server/store.h"

#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <coup/coup.h>

#include "server/msg.h"
#include "server/store_ops.h"

/* ----------------------------------------------------------- errors */

int store_fail(store *st, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(st->err, sizeof st->err, fmt, ap);
    va_end(ap);
    return -1;
}

/* A write refused because what it names is not there: the reason is kept
 * as a failure's, but the answer is 1 (store.h: > 0). */
static int refuse(store *st, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
static int refuse(store *st, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(st->err, sizeof st->err, fmt, ap);
    va_end(ap);
    return 1;
}

const char *store_error(const store *st)
{
    return st != NULL ? st->err : "no store";
}

/* ----------------------------------------------------------- checks */

/* A text must be given; the SQLite backend binds its length as an int. */
static int check_text(store *st, const char *fn, const char *what,
                      const char *text)
{
    size_t len;

    if (text == NULL)
        return store_fail(st, "%s: no %s", fn, what);
    len = strlen(text);
    if (len > INT_MAX)
        return store_fail(st, "%s: %s too long (%zu bytes)", fn, what, len);
    return 0;
}

/* A room code must be 1 to STORE_CODE_MAX bytes. */
static int check_code(store *st, const char *fn, const char *code)
{
    size_t len;

    if (code == NULL)
        return store_fail(st, "%s: no room code", fn);
    len = strlen(code);
    if (len == 0 || len > (size_t)STORE_CODE_MAX)
        return store_fail(st, "%s: room code \"%.16s\" is not 1 to %d bytes",
                          fn, code, STORE_CODE_MAX);
    return 0;
}

/* An account's name, key or hash: 1 to max bytes of UTF-8 (PostgreSQL
 * refuses other bytes in a text, SQLite would keep them: both take the
 * same texts so). */
static int check_account_text(store *st, const char *fn, const char *what,
                              const char *text, size_t max)
{
    size_t len;

    if (text == NULL)
        return store_fail(st, "%s: no %s", fn, what);
    len = strlen(text);
    if (len == 0 || len > max)
        return store_fail(st, "%s: %s of %zu bytes (1 to %zu)", fn, what,
                          len, max);
    if (!msg_utf8_ok(text, len))
        return store_fail(st, "%s: %s is not UTF-8", fn, what);
    return 0;
}

/* A session id: the hash of a token in STORE_SESSION_ID_LEN lowercase hex
 * digits, which a caller that forgot to hash its token does not give. */
static int check_session_id(store *st, const char *fn, const char *id)
{
    if (id == NULL)
        return store_fail(st, "%s: no session id", fn);
    if (strlen(id) != STORE_SESSION_ID_LEN ||
        strspn(id, "0123456789abcdef") != STORE_SESSION_ID_LEN)
        return store_fail(st, "%s: a session id is %d lowercase hex digits"
                          " (a token's hash)", fn, STORE_SESSION_ID_LEN);
    return 0;
}

/* ---------------------------------------------------------- opening */

/* A libpq connection URI names a PostgreSQL database; anything else is
 * the path of a SQLite file. */
static const store_ops *backend_of(const char *target)
{
    if (strncmp(target, "postgresql://", 13) == 0 ||
        strncmp(target, "postgres://", 11) == 0)
        return &store_pg_ops;
    return &store_sqlite_ops;
}

store *store_open(const char *path, char *why, size_t n)
{
    if (path == NULL || *path == '\0') {
        snprintf(why, n, "no database path");
        return NULL;
    }
    return backend_of(path)->open(path, why, n);
}

void store_close(store *st)
{
    if (st != NULL)
        st->ops->close(st);
}

/* ----------------------------------------------------- transactions */

int store_begin(store *st)
{
    if (st->in_tx)
        return store_fail(st, "store_begin: a transaction is already open");
    if (st->ops->tx(st, "BEGIN") < 0)
        return -1;
    st->in_tx = 1;
    return 0;
}

/* ROLLBACK, keeping the reason of the failure that called for it. */
static void rollback_keeping_why(store *st)
{
    char why[sizeof st->err];
    memcpy(why, st->err, sizeof why);
    st->ops->tx(st, "ROLLBACK");
    memcpy(st->err, why, sizeof why);
}

int store_commit(store *st)
{
    if (!st->in_tx)
        return store_fail(st, "store_commit: no transaction is open");
    st->in_tx = 0;
    if (st->ops->tx(st, "COMMIT") < 0) {
        /* SQLite may keep it open after a failed COMMIT: it goes. */
        rollback_keeping_why(st);
        return -1;
    }
    return 0;
}

void store_rollback(store *st)
{
    if (!st->in_tx)
        return;
    st->in_tx = 0;
    rollback_keeping_why(st);
}

int store_in_tx(const store *st)
{
    return st->in_tx;
}

/* ------------------------------------------------------------ rooms */

int store_room_put(store *st, const char *code, const char *json)
{
    static const char fn[] = "store_room_put";

    if (check_code(st, fn, code) < 0 ||
        check_text(st, fn, "room JSON", json) < 0)
        return -1;
    return st->ops->room_put(st, code, json);
}

int store_room_delete(store *st, const char *code)
{
    int rc;

    if (check_code(st, "store_room_delete", code) < 0)
        return -1;
    rc = st->ops->room_delete(st, code);
    if (rc > 0)
        return store_fail(st, "store_room_delete: no room \"%s\"", code);
    return rc;
}

int store_rooms_each(store *st, store_room_fn *fn, void *ctx)
{
    if (fn == NULL)
        return store_fail(st, "store_rooms_each: no function");
    return st->ops->rooms_each(st, fn, ctx);
}

/* ------------------------------------------------------------ games */

/* A game's secret: NULL, or 1 to STORE_SECRET_MAX letters and digits. */
static int check_secret(store *st, const char *fn, const char *secret)
{
    size_t len;

    if (secret == NULL)
        return 0;
    len = strlen(secret);
    if (len == 0 || len > STORE_SECRET_MAX ||
        strspn(secret, "0123456789abcdefghijklmnopqrstuvwxyz"
                       "ABCDEFGHIJKLMNOPQRSTUVWXYZ") != len)
        return store_fail(st, "%s: a secret is 1 to %d letters and digits"
                          " (NULL for none)", fn, STORE_SECRET_MAX);
    return 0;
}

int64_t store_game_begin(store *st, const char *code, const char *header,
                         const char *names_json, const char *secret,
                         int64_t started_s)
{
    static const char fn[] = "store_game_begin";

    if (check_code(st, fn, code) < 0 ||
        check_text(st, fn, "header", header) < 0)
        return -1;
    /* No names is SQL NULL; an empty text is a slip. */
    if (names_json != NULL && *names_json == '\0')
        return store_fail(st, "%s: empty names (NULL for none)", fn);
    if (names_json != NULL && check_text(st, fn, "names", names_json) < 0)
        return -1;
    if (check_secret(st, fn, secret) < 0)
        return -1;
    if (started_s <= 0)
        return store_fail(st, "%s: start time %lld is not after 1970", fn,
                          (long long)started_s);
    return st->ops->game_begin(st, code, header, names_json, secret,
                               started_s);
}

/* Why a move was not written: the game is unknown or over, or n is not
 * the next move's number. */
static int move_refused(store *st, int64_t id, int n)
{
    int over = 0;
    int64_t next = 0;
    int found = st->ops->game_state(st, "store_game_move", id, &over, &next);

    if (found < 0)
        return -1;
    if (found > 0)
        return store_fail(st, "store_game_move: no game %lld", (long long)id);
    if (over)
        return store_fail(st, "store_game_move: game %lld is over",
                          (long long)id);
    return store_fail(st, "store_game_move: game %lld: move %d %s (the next"
                      " is %lld)", (long long)id, n,
                      n < next ? "is already written" : "leaves a gap",
                      (long long)next);
}

int store_game_move(store *st, int64_t id, int n, int seat,
                    const char *move, int by)
{
    static const char fn[] = "store_game_move";
    int rc;

    if (n < 0)
        return store_fail(st, "%s: game %lld: move number %d", fn,
                          (long long)id, n);
    if (seat < COUP_CHANCE || seat >= COUP_MAX_PLAYERS)
        return store_fail(st, "%s: game %lld: move %d: no seat %d", fn,
                          (long long)id, n, seat);
    if (move == NULL || *move == '\0')
        return store_fail(st, "%s: game %lld: move %d is empty", fn,
                          (long long)id, n);
    if (by < STORE_BY_SEAT || by > STORE_BY_STAND_IN)
        return store_fail(st, "%s: game %lld: move %d: chosen by %d, not"
                          " %d to %d", fn, (long long)id, n, by,
                          STORE_BY_SEAT, STORE_BY_STAND_IN);
    if (check_text(st, fn, "move", move) < 0)
        return -1;
    rc = st->ops->game_move(st, id, n, seat, move, by);
    return rc > 0 ? move_refused(st, id, n) : rc;
}

int store_game_end(store *st, int64_t id, int winner, const char *record,
                   int64_t finished_s)
{
    static const char fn[] = "store_game_end";
    int rc, found, over = 0;
    int64_t next = 0;

    if (winner < 0 || winner >= COUP_MAX_PLAYERS)
        return store_fail(st, "%s: game %lld: no seat %d to win", fn,
                          (long long)id, winner);
    if (finished_s <= 0)
        return store_fail(st, "%s: game %lld: end time %lld is not"
                          " after 1970", fn, (long long)id,
                          (long long)finished_s);
    if (check_text(st, fn, "record", record) < 0)
        return -1;
    rc = st->ops->game_end(st, id, winner, record, finished_s);
    if (rc <= 0)
        return rc;
    found = st->ops->game_state(st, fn, id, &over, &next);
    if (found < 0)
        return -1;
    if (found > 0)
        return store_fail(st, "%s: no game %lld", fn, (long long)id);
    return store_fail(st, "%s: game %lld is already over", fn, (long long)id);
}

int store_game_get(store *st, int64_t id, const char *key, store_game *g)
{
    if (g == NULL)
        return store_fail(st, "store_game_get: nowhere to put game"
                          " %lld", (long long)id);
    memset(g, 0, sizeof *g);
    /* A key that cannot be a secret finds what no key finds. */
    if (key != NULL && (*key == '\0' || strlen(key) > STORE_SECRET_MAX))
        key = NULL;
    return st->ops->game_get(st, id, key, g);
}

void store_game_free(store_game *g)
{
    if (g == NULL)
        return;
    free(g->header);
    free(g->record);
    free(g->names);
    g->header = NULL;
    g->record = NULL;
    g->names = NULL;
}

int store_game_moves(store *st, int64_t id, store_move_fn *fn, void *ctx)
{
    int count, found, over = 0;
    int64_t next = 0;

    if (fn == NULL)
        return store_fail(st, "store_game_moves: no function");
    count = st->ops->game_moves(st, id, fn, ctx);
    if (count != 0)
        return count < 0 ? -1 : 0;
    /* No moves: a game not begun yet, or none at all. */
    found = st->ops->game_state(st, "store_game_moves", id, &over, &next);
    if (found > 0)
        return store_fail(st, "store_game_moves: no game %lld", (long long)id);
    return found;
}

int store_games_recent(store *st, int limit, store_game_fn *fn, void *ctx)
{
    if (fn == NULL)
        return store_fail(st, "store_games_recent: no function");
    if (limit < 0)
        return store_fail(st, "store_games_recent: limit %d", limit);
    return st->ops->games_recent(st, limit, fn, ctx);
}

int store_game_set_names(store *st, int64_t id, const char *header,
                         const char *record, const char *names_json)
{
    static const char fn[] = "store_game_set_names";
    int rc, found, over = 0;
    int64_t next = 0;

    if (check_text(st, fn, "header", header) < 0 ||
        (record != NULL && check_text(st, fn, "record", record) < 0) ||
        check_text(st, fn, "names", names_json) < 0)
        return -1;
    if (*names_json == '\0')
        return store_fail(st, "%s: empty names", fn);
    rc = st->ops->game_set_names(st, id, header, record, names_json);
    if (rc <= 0)
        return rc;
    found = st->ops->game_state(st, fn, id, &over, &next);
    if (found < 0)
        return -1;
    if (found > 0)
        return refuse(st, "%s: no game %lld", fn, (long long)id);
    return store_fail(st, "%s: game %lld is not over: it has no record to"
                      " replace", fn, (long long)id);
}

/* --------------------------------------------------------- analyses */

int store_analysis_put(store *st, int64_t game, long budget, int64_t seed,
                       const char *json)
{
    static const char fn[] = "store_analysis_put";
    int rc, found, over = 0;
    int64_t next = 0;

    if (check_text(st, fn, "analysis", json) < 0)
        return -1;
    if (*json == '\0')
        return store_fail(st, "%s: game %lld: an empty analysis", fn,
                          (long long)game);
    if (budget <= 0)
        return store_fail(st, "%s: game %lld: budget %ld", fn,
                          (long long)game, budget);
    rc = st->ops->analysis_put(st, game, budget, seed, json);
    if (rc <= 0)
        return rc;
    found = st->ops->game_state(st, fn, game, &over, &next);
    if (found < 0)
        return -1;
    if (found > 0)
        return refuse(st, "%s: no game %lld", fn, (long long)game);
    return refuse(st, "%s: game %lld is not over", fn, (long long)game);
}

int store_analysis_get(store *st, int64_t game, long *budget, int64_t *seed,
                       char **json)
{
    static const char fn[] = "store_analysis_get";

    if (budget == NULL || seed == NULL || json == NULL)
        return store_fail(st, "%s: game %lld: nowhere to put it", fn,
                          (long long)game);
    *json = NULL;
    *budget = 0;
    *seed = 0;
    return st->ops->analysis_get(st, game, budget, seed, json);
}

/* --------------------------------------------------------- accounts */

int64_t store_account_new(store *st, const char *name, const char *key,
                          const char *hash, int64_t created_s)
{
    static const char fn[] = "store_account_new";
    int64_t id;

    if (check_account_text(st, fn, "name", name, STORE_NAME_MAX) < 0 ||
        check_account_text(st, fn, "key", key, STORE_NAME_MAX) < 0 ||
        check_account_text(st, fn, "hash", hash, STORE_HASH_MAX) < 0)
        return -1;
    if (created_s <= 0)
        return store_fail(st, "%s: creation time %lld is not after 1970", fn,
                          (long long)created_s);
    id = st->ops->account_new(st, name, key, hash, created_s);
    if (id == 0)
        store_fail(st, "%s: the key \"%s\" is taken", fn, key);
    return id;
}

int store_account_by_key(store *st, const char *key, store_account *a)
{
    size_t len;

    if (a == NULL)
        return store_fail(st, "store_account_by_key: nowhere to put it");
    memset(a, 0, sizeof *a);
    if (key == NULL)
        return store_fail(st, "store_account_by_key: no key");
    /* A key that no account can have finds none. */
    len = strlen(key);
    if (len == 0 || len > STORE_NAME_MAX || !msg_utf8_ok(key, len))
        return 1;
    return st->ops->account_by_key(st, key, a);
}

int store_account_by_id(store *st, int64_t id, store_account *a)
{
    if (a == NULL)
        return store_fail(st, "store_account_by_id: nowhere to put account"
                          " %lld", (long long)id);
    memset(a, 0, sizeof *a);
    return st->ops->account_by_id(st, id, a);
}

int store_account_set_hash(store *st, int64_t id, const char *hash)
{
    static const char fn[] = "store_account_set_hash";
    int rc;

    if (check_account_text(st, fn, "hash", hash, STORE_HASH_MAX) < 0)
        return -1;
    rc = st->ops->account_set_hash(st, id, hash);
    if (rc > 0)
        return refuse(st, "%s: no account %lld", fn, (long long)id);
    return rc;
}

int store_account_delete(store *st, int64_t id)
{
    int rc = st->ops->account_delete(st, id);

    if (rc > 0)
        return refuse(st, "store_account_delete: no account %lld",
                      (long long)id);
    return rc;
}

/* Whether account id is there: 0, 1 if not, < 0 on failure. */
static int account_there(store *st, int64_t id)
{
    store_account a;

    memset(&a, 0, sizeof a);
    return st->ops->account_by_id(st, id, &a);
}

int store_game_player(store *st, int64_t game, int seat, int64_t account)
{
    static const char fn[] = "store_game_player";
    int rc, found, over = 0;
    int64_t next = 0;

    if (seat < 0 || seat >= COUP_MAX_PLAYERS)
        return store_fail(st, "%s: game %lld: no seat %d", fn,
                          (long long)game, seat);
    rc = st->ops->game_player(st, game, seat, account);
    if (rc <= 0)
        return rc;
    /* Nothing written: which of the three was it? */
    found = st->ops->game_state(st, fn, game, &over, &next);
    if (found < 0)
        return -1;
    if (found > 0)
        return refuse(st, "%s: no game %lld", fn, (long long)game);
    found = account_there(st, account);
    if (found < 0)
        return -1;
    if (found > 0)
        return refuse(st, "%s: no account %lld", fn, (long long)account);
    return store_fail(st, "%s: game %lld: seat %d is written already", fn,
                      (long long)game, seat);
}

int store_account_games(store *st, int64_t account, int limit,
                        store_account_game_fn *fn, void *ctx)
{
    if (fn == NULL)
        return store_fail(st, "store_account_games: no function");
    if (limit < 0)
        return store_fail(st, "store_account_games: limit %d", limit);
    return st->ops->account_games(st, account, limit, fn, ctx);
}

int store_game_accounts(store *st, int64_t game, int64_t account[], int n)
{
    static const char fn[] = "store_game_accounts";
    int rc;

    if (n < 0 || n > COUP_MAX_PLAYERS)
        return store_fail(st, "%s: game %lld: %d seats, not 0 to %d", fn,
                          (long long)game, n, COUP_MAX_PLAYERS);
    if (account == NULL && n > 0)
        return store_fail(st, "%s: game %lld: nowhere to put the accounts",
                          fn, (long long)game);
    for (int i = 0; i < n; i++)
        account[i] = 0;
    rc = st->ops->game_accounts(st, game, account, n);
    if (rc > 0)
        return refuse(st, "%s: no game %lld", fn, (long long)game);
    return rc;
}

/* ---------------------------------------------------------- ratings */

/* store.h's bot subjects are msg.h's levels: a new level needs a look at
 * STORE_BOT_LEVELS (the store keeps ratings of levels 0 to 7). */
_Static_assert(STORE_BOT_LEVELS == MSG_NLEVELS,
               "a bot's rating subject for every level");

/* A subject is an account's id (> 0) or a bot's, -1 to -STORE_BOT_LEVELS. */
static int check_subject(store *st, const char *fn, int64_t subject)
{
    if (subject > 0 || (subject < 0 && subject >= -STORE_BOT_LEVELS))
        return 0;
    return store_fail(st, "%s: no subject %lld (an account's id, or -1 to"
                      " -%d for a bot)", fn, (long long)subject,
                      STORE_BOT_LEVELS);
}

static int check_family(store *st, const char *fn, int family)
{
    if (family >= 0 && family < STORE_FAMILIES)
        return 0;
    return store_fail(st, "%s: no rule family %d (0 to %d)", fn, family,
                      STORE_FAMILIES - 1);
}

/* A leaderboard's family and its least number of games. */
static int check_board(store *st, const char *fn, int family, int min_games)
{
    if (check_family(st, fn, family) < 0)
        return -1;
    if (min_games < 0)
        return store_fail(st, "%s: at least %d games", fn, min_games);
    return 0;
}

int store_rating_get(store *st, int64_t subject, int family, store_rating *r)
{
    static const char fn[] = "store_rating_get";

    if (r == NULL)
        return store_fail(st, "%s: nowhere to put the rating", fn);
    memset(r, 0, sizeof *r);
    r->subject = subject;
    r->family = family;
    if (check_subject(st, fn, subject) < 0 ||
        check_family(st, fn, family) < 0)
        return -1;
    return st->ops->rating_get(st, subject, family, r);
}

int store_rating_put(store *st, const store_rating *r, int64_t game)
{
    static const char fn[] = "store_rating_put";
    int rc, found, over = 0;
    int64_t next = 0;

    if (r == NULL)
        return store_fail(st, "%s: no rating", fn);
    if (check_subject(st, fn, r->subject) < 0 ||
        check_family(st, fn, r->family) < 0)
        return -1;
    /* NaN or an infinity would sort nowhere sensible on a leaderboard,
     * and PostgreSQL and SQLite would not keep them alike. */
    if (!isfinite(r->mu) || !isfinite(r->sigma) || r->sigma <= 0)
        return store_fail(st, "%s: subject %lld: mu %g and sigma %g (finite,"
                          " sigma > 0)", fn, (long long)r->subject, r->mu,
                          r->sigma);
    if (r->games < 0)
        return store_fail(st, "%s: subject %lld: %d games", fn,
                          (long long)r->subject, r->games);
    if (r->updated_s <= 0)
        return store_fail(st, "%s: subject %lld: time %lld is not after"
                          " 1970", fn, (long long)r->subject,
                          (long long)r->updated_s);
    rc = st->ops->rating_put(st, r, game);
    if (rc <= 0)
        return rc;
    /* Nothing written: which of the three was it? */
    found = st->ops->game_state(st, fn, game, &over, &next);
    if (found < 0)
        return -1;
    if (found > 0)
        return refuse(st, "%s: no game %lld", fn, (long long)game);
    if (r->subject > 0) {
        found = account_there(st, r->subject);
        if (found < 0)
            return -1;
        if (found > 0)
            return refuse(st, "%s: no account %lld", fn,
                          (long long)r->subject);
    }
    return store_fail(st, "%s: subject %lld, family %d: game %lld is in its"
                      " history already", fn, (long long)r->subject,
                      r->family, (long long)game);
}

int store_leaderboard(store *st, int family, int min_games, int offset,
                      int limit, store_rating_fn *fn, void *ctx)
{
    static const char name[] = "store_leaderboard";

    if (fn == NULL)
        return store_fail(st, "%s: no function", name);
    if (check_board(st, name, family, min_games) < 0)
        return -1;
    if (offset < 0 || limit < 0)
        return store_fail(st, "%s: offset %d, limit %d", name, offset, limit);
    return st->ops->leaderboard(st, family, min_games, offset, limit, fn,
                                ctx);
}

int store_leaderboard_count(store *st, int family, int min_games,
                            int64_t *count)
{
    static const char fn[] = "store_leaderboard_count";

    if (count == NULL)
        return store_fail(st, "%s: nowhere to put the count", fn);
    *count = 0;
    if (check_board(st, fn, family, min_games) < 0)
        return -1;
    return st->ops->leaderboard_count(st, family, min_games, count);
}

int store_leaderboard_place(store *st, int family, int min_games,
                            int64_t subject, int64_t *place)
{
    static const char fn[] = "store_leaderboard_place";

    if (place == NULL)
        return store_fail(st, "%s: nowhere to put the place", fn);
    *place = 0;
    if (check_board(st, fn, family, min_games) < 0 ||
        check_subject(st, fn, subject) < 0)
        return -1;
    return st->ops->leaderboard_place(st, family, min_games, subject, place);
}

int store_rating_history(store *st, int64_t subject, int family, int limit,
                         store_history_fn *fn, void *ctx)
{
    static const char name[] = "store_rating_history";

    if (fn == NULL)
        return store_fail(st, "%s: no function", name);
    if (check_subject(st, name, subject) < 0 ||
        check_family(st, name, family) < 0)
        return -1;
    if (limit < 0)
        return store_fail(st, "%s: limit %d", name, limit);
    return st->ops->rating_history(st, subject, family, limit, fn, ctx);
}

/* --------------------------------------------------------- sessions */

int store_session_put(store *st, const char *id, int64_t account,
                      int64_t created_s, int64_t expires_s)
{
    static const char fn[] = "store_session_put";
    int rc, found;

    if (check_session_id(st, fn, id) < 0)
        return -1;
    if (created_s <= 0)
        return store_fail(st, "%s: creation time %lld is not after 1970", fn,
                          (long long)created_s);
    if (expires_s <= created_s)
        return store_fail(st, "%s: expiry %lld is not after creation %lld",
                          fn, (long long)expires_s, (long long)created_s);
    rc = st->ops->session_put(st, id, account, created_s, expires_s);
    if (rc <= 0)
        return rc;
    found = account_there(st, account);
    if (found < 0)
        return -1;
    if (found > 0)
        return refuse(st, "%s: no account %lld", fn, (long long)account);
    return store_fail(st, "%s: session %.8s... is kept already", fn, id);
}

int store_session_get(store *st, const char *id, int64_t now_s,
                      int64_t *account)
{
    static const char fn[] = "store_session_get";

    if (account == NULL)
        return store_fail(st, "%s: nowhere to put the account", fn);
    *account = 0;
    if (check_session_id(st, fn, id) < 0)
        return -1;
    return st->ops->session_get(st, id, now_s, account);
}

int store_session_delete(store *st, const char *id)
{
    static const char fn[] = "store_session_delete";
    int rc;

    if (check_session_id(st, fn, id) < 0)
        return -1;
    rc = st->ops->session_delete(st, id);
    if (rc > 0)
        return refuse(st, "%s: no session %.8s...", fn, id);
    return rc;
}

int store_sessions_delete_account(store *st, int64_t account)
{
    return st->ops->sessions_delete_account(st, account);
}

int store_sessions_expire(store *st, int64_t now_s)
{
    return st->ops->sessions_expire(st, now_s);
}
