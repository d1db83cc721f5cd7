/*
 * store_pg.c: the rooms, games and accounts of `coup serve`, in
 * PostgreSQL through libpq: the backend of a --db that is a connection
 * URI (postgresql://user@host/db, postgres://..., ?host=/a/socket/dir for
 * a Unix socket). store.c checks the arguments first.
 *
 * Several servers may share the database, so nothing here assumes it is
 * the only writer: game ids come from an identity column (a sequence,
 * which never hands out a number twice, even to a transaction that rolled
 * back), a room put is an upsert that keeps the room's place in the
 * order, and a move's number is unique in its game (a second writer of
 * the same number is refused, as in SQLite).
 *
 * One connection, owned by the hub's thread, in autocommit mode: every
 * write is one statement, so one transaction, committed (with
 * PostgreSQL's default synchronous_commit, flushed to its WAL) before the
 * call returns. The tables are made in one transaction under an advisory
 * lock, so that two servers starting at once on a new database do not
 * both make them (CREATE TABLE IF NOT EXISTS alone can then fail in the
 * second). Every statement is prepared once per connection and run with
 * PQexecPrepared(); outside data only ever reaches SQL as parameters.
 * libpq's notices (CREATE TABLE IF NOT EXISTS of a table that exists)
 * are dropped: library code prints nothing.
 *
 * A lost connection (the database restarted, an administrator ended the
 * session, the network failed) is reset, once per call: before its
 * statement, a call reads what the server sent on the idle connection,
 * which shows a server that closed it (it says why, then closes); a
 * connection known to be lost then gets one PQreset() and its statements
 * prepared again. So once a restarted database is back, the next call
 * succeeds, and a call whose connection breaks during its statement fails
 * ("connection lost: ...") while the next one reconnects. Nothing is
 * retried: whether a statement that lost its connection was committed is
 * unknown.
 *
 * The tables mirror store_sqlite.c's:
 *   rooms(seq, code, json)   seq (identity) orders rooms by their first
 *                            put; an update keeps it;
 *   games(id, code, header, names, record, winner, started_s, finished_s,
 *         secret)            id an identity, never reused; names NULL if
 *                            none given; record NULL while played; secret
 *                            NULL for a listed game;
 *   moves(game, n, seat, move, chosen_by)  primary key (game, n);
 *   accounts(id, name, key, hash, created_s)  id an identity, never
 *                            reused; key unique;
 *   sessions(id, account, created_s, expires_s)  deleted with their
 *                            account (ON DELETE CASCADE);
 *   game_players(game, seat, account)  primary key (game, seat); deleted
 *                            with their account, the game staying;
 *   ratings(subject, family, mu, sigma, games, updated_s)  primary key
 *                            (subject, family); an account's deleted
 *                            with it, in the statement that deletes it;
 *   rating_history(subject, family, game, mu, sigma, at_s)  primary key
 *                            (subject, family, game); so too;
 *   coup_schema(version)     one row: the tables' version (STORE_VERSION).
 * Texts are text columns, sent and read in UTF-8 (the client encoding).
 * A write that would break a unique key (an account's key, a session id,
 * a seat) writes nothing instead (ON CONFLICT DO NOTHING), so that a
 * transaction of the hub's is not aborted by it and store.c words the
 * refusal as SQLite's. A write of two tables (an account with its
 * ratings, a rating with its history row) is one statement, of
 * data-modifying WITH queries. A double is sent as the 17 digits that
 * give it back, and read as PostgreSQL writes it, exactly
 * (extra_float_digits, set on every connection).
 */
#define _POSIX_C_SOURCE 200809L /* poll() */
#include <limits.h>
#include <poll.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <libpq-fe.h>

#include "server/store_ops.h"

/* The tables this code reads and writes. Version 1: rooms, games and
 * moves without games.secret and moves.chosen_by; version 2: with the
 * secret; version 3: with chosen_by too; version 4: with accounts,
 * sessions and game_players; version 5 (now): with ratings and
 * rating_history. All are added in place to an older database
 * (store_sqlite.c says why). */
#define STORE_VERSION 5
#define STRINGIFY(x) #x
#define TEXT_OF(x) STRINGIFY(x)
/* The key of the advisory lock held while the tables are made: "Coup" in
 * ASCII (0x436f7570), as store_sqlite.c's application_id. */
#define STORE_LOCK_KEY "1131376000"
/* Seconds a connection attempt may last, unless the URI says otherwise
 * (connect_timeout=): the hub's thread waits for it. */
#define STORE_CONNECT_S "10"
/* PostgreSQL's SQLSTATE for a unique key written twice. */
#define UNIQUE_VIOLATION "23505"

/* ------------------------------------------------------- statements */

#define PG_STATEMENTS(X)                                                     \
    X(ROOM_PUT, "INSERT INTO rooms(code, json) VALUES ($1, $2)"              \
                " ON CONFLICT (code) DO UPDATE SET json = excluded.json")    \
    X(ROOM_DELETE, "DELETE FROM rooms WHERE code = $1")                      \
    X(ROOMS, "SELECT code, json FROM rooms ORDER BY seq")                    \
    X(GAME_BEGIN, "INSERT INTO games(code, header, names, started_s, secret)" \
                  " VALUES ($1, $2, $3, $4, $5) RETURNING id")               \
    /* Inserts only the next move of a game still being played: a gap, a */ \
    /* repeat, an unknown or finished game change no row (and a move */     \
    /* written by another server meanwhile breaks the primary key). */      \
    X(GAME_MOVE, "INSERT INTO moves(game, n, seat, move, chosen_by)"         \
                 " SELECT $1::bigint, $2::integer, $3::integer, $4::text,"   \
                 " $5::integer"                                              \
                 " FROM games WHERE id = $1 AND record IS NULL AND $2 ="     \
                 " (SELECT coalesce(max(n) + 1, 0) FROM moves"               \
                 " WHERE game = $1)")                                        \
    X(GAME_NEXT, "SELECT record IS NOT NULL,"                                \
                 " (SELECT coalesce(max(n) + 1, 0) FROM moves"               \
                 " WHERE game = $1) FROM games WHERE id = $1")               \
    X(GAME_END, "UPDATE games SET winner = $2, record = $3, finished_s = $4" \
                " WHERE id = $1 AND record IS NULL")                         \
    /* A game with a secret is there for its secret only ($2 NULL: none). */ \
    X(GAME_GET, "SELECT id, code, started_s, finished_s, winner, header,"    \
                " record, names, secret IS NOT NULL FROM games"              \
                " WHERE id = $1 AND (secret IS NULL OR secret = $2::text)")  \
    X(GAME_MOVES, "SELECT n, seat, move, chosen_by FROM moves"               \
                  " WHERE game = $1 ORDER BY n")                             \
    X(GAMES_RECENT, "SELECT id, code, started_s, finished_s, winner,"        \
                    " header, names FROM games WHERE record IS NOT NULL"     \
                    " AND secret IS NULL"                                    \
                    " ORDER BY finished_s DESC, id DESC LIMIT $1")           \
    /* A record ($3) replaces only a record: a game being played has none */ \
    /* (its record NULL says so). */                                         \
    X(GAME_SET_NAMES, "UPDATE games SET header = $2,"                        \
                      " record = coalesce($3::text, record), names = $4"     \
                      " WHERE id = $1"                                       \
                      " AND ($3::text IS NULL OR record IS NOT NULL)")       \
    /* Only for a game that is over; a second replaces the first. */        \
    X(ANALYSIS_PUT, "INSERT INTO game_analyses(game, budget, seed, json)"    \
                    " SELECT $1::bigint, $2::bigint, $3::bigint, $4::text"   \
                    " WHERE EXISTS (SELECT FROM games WHERE id = $1"         \
                    " AND record IS NOT NULL)"                               \
                    " ON CONFLICT (game) DO UPDATE SET budget ="             \
                    " excluded.budget, seed = excluded.seed,"                \
                    " json = excluded.json")                                 \
    X(ANALYSIS_GET, "SELECT budget, seed, json FROM game_analyses"           \
                    " WHERE game = $1")                                      \
    /* A key taken returns no row. */                                        \
    X(ACCOUNT_NEW, "INSERT INTO accounts(name, key, hash, created_s)"        \
                   " VALUES ($1, $2, $3, $4) ON CONFLICT (key) DO NOTHING"   \
                   " RETURNING id")                                          \
    X(ACCOUNT_BY_KEY, "SELECT id, name, key, hash, created_s FROM accounts"  \
                      " WHERE key = $1")                                     \
    X(ACCOUNT_BY_ID, "SELECT id, name, key, hash, created_s FROM accounts"   \
                     " WHERE id = $1")                                       \
    X(ACCOUNT_SET_HASH, "UPDATE accounts SET hash = $2 WHERE id = $1")       \
    /* Its sessions and game_players rows go with it (ON DELETE CASCADE), */ \
    /* its ratings and their history in the same statement (a bot's */      \
    /* subject, < 0, is no account's). */                                   \
    X(ACCOUNT_DELETE, "WITH r AS (DELETE FROM ratings"                       \
                      " WHERE subject = $1 AND $1::bigint > 0),"             \
                      " h AS (DELETE FROM rating_history"                    \
                      " WHERE subject = $1 AND $1::bigint > 0)"              \
                      " DELETE FROM accounts WHERE id = $1")                 \
    /* An unknown game or account, a seat written already: no row. */        \
    X(GAME_PLAYER, "INSERT INTO game_players(game, seat, account)"           \
                   " SELECT $1::bigint, $2::integer, $3::bigint"             \
                   " WHERE EXISTS (SELECT FROM games WHERE id = $1)"         \
                   " AND EXISTS (SELECT FROM accounts WHERE id = $3)"        \
                   " ON CONFLICT DO NOTHING")                                \
    X(ACCOUNT_GAMES, "SELECT g.id, g.code, g.started_s, g.finished_s,"       \
                     " g.winner, g.header, g.names, g.secret IS NOT NULL,"   \
                     " p.seat, g.record FROM game_players p JOIN games g"    \
                     " ON g.id = p.game WHERE p.account = $1"                \
                     " ORDER BY p.game DESC, p.seat LIMIT $2")               \
    /* An unknown account, an id kept already: no row. */                    \
    X(SESSION_PUT, "INSERT INTO sessions(id, account, created_s, expires_s)" \
                   " SELECT $1::text, $2::bigint, $3::bigint, $4::bigint"    \
                   " WHERE EXISTS (SELECT FROM accounts WHERE id = $2)"      \
                   " ON CONFLICT DO NOTHING")                                \
    X(SESSION_GET, "SELECT account FROM sessions"                            \
                   " WHERE id = $1 AND expires_s > $2")                      \
    X(SESSION_DELETE, "DELETE FROM sessions WHERE id = $1")                  \
    X(SESSIONS_DELETE_ACCOUNT, "DELETE FROM sessions WHERE account = $1")    \
    X(SESSIONS_EXPIRE, "DELETE FROM sessions WHERE expires_s <= $1")         \
    /* The seats of a game, and a row of seat -1 for a game without any: */ \
    /* none for no such game. */                                            \
    X(GAME_ACCOUNTS, "SELECT coalesce(p.seat, -1), coalesce(p.account, 0)"   \
                     " FROM games g LEFT JOIN game_players p"                \
                     " ON p.game = g.id WHERE g.id = $1")                    \
    X(RATING_GET, "SELECT mu, sigma, games, updated_s FROM ratings"          \
                  " WHERE subject = $1 AND family = $2")                     \
    /* A history row only for a game and an account (a subject > 0) that */ \
    /* are there, once; the rating only with it. */                         \
    X(RATING_PUT, "WITH h AS (INSERT INTO rating_history(subject, family,"   \
                  " game, mu, sigma, at_s) SELECT $1::bigint, $2::integer,"  \
                  " $3::bigint, $4::double precision,"                       \
                  " $5::double precision, $7::bigint"                        \
                  " WHERE EXISTS (SELECT FROM games WHERE id = $3)"          \
                  " AND ($1 < 0 OR EXISTS (SELECT FROM accounts"             \
                  " WHERE id = $1))"                                         \
                  " ON CONFLICT DO NOTHING RETURNING subject)"               \
                  " INSERT INTO ratings(subject, family, mu, sigma, games,"  \
                  " updated_s) SELECT $1, $2, $4, $5, $6::integer, $7 FROM h" \
                  " ON CONFLICT (subject, family) DO UPDATE SET"             \
                  " mu = excluded.mu, sigma = excluded.sigma,"               \
                  " games = excluded.games, updated_s = excluded.updated_s") \
    /* The order of the rating shown, mu - 3 sigma, as ratings_board's. */  \
    X(LEADERBOARD, "SELECT r.subject, r.family, r.mu, r.sigma, r.games,"     \
                   " r.updated_s, a.name FROM ratings r"                     \
                   " LEFT JOIN accounts a ON r.subject > 0"                  \
                   " AND a.id = r.subject"                                   \
                   " WHERE r.family = $1 AND r.games >= $2"                  \
                   " ORDER BY r.mu - 3 * r.sigma DESC, r.subject"            \
                   " LIMIT $4 OFFSET $3")                                    \
    X(LEADERBOARD_COUNT, "SELECT count(*) FROM ratings"                      \
                         " WHERE family = $1 AND games >= $2")               \
    /* One more than those before it on the board; no row when it is */     \
    /* not on it. */                                                        \
    X(LEADERBOARD_PLACE, "SELECT 1 + (SELECT count(*) FROM ratings o"        \
                         " WHERE o.family = $1 AND o.games >= $2"            \
                         " AND (o.mu - 3 * o.sigma > r.mu - 3 * r.sigma"     \
                         " OR (o.mu - 3 * o.sigma = r.mu - 3 * r.sigma"      \
                         " AND o.subject < r.subject)))"                     \
                         " FROM ratings r WHERE r.subject = $3"              \
                         " AND r.family = $1 AND r.games >= $2")             \
    /* The newest $3 rows, given oldest first. */                           \
    X(RATING_HISTORY, "SELECT game, mu, sigma, at_s FROM"                    \
                      " (SELECT game, mu, sigma, at_s FROM rating_history"   \
                      " WHERE subject = $1 AND family = $2"                  \
                      " ORDER BY at_s DESC, game DESC LIMIT $3) AS h"        \
                      " ORDER BY at_s, game")

enum {
#define X(name, sql) S_##name,
    PG_STATEMENTS(X)
#undef X
    S_COUNT
};

static const char *const statement_sql[S_COUNT] = {
#define X(name, sql) sql,
    PG_STATEMENTS(X)
#undef X
};

/* The prepared statements' names, per connection. */
static const char *const statement_name[S_COUNT] = {
#define X(name, sql) "coup_" #name,
    PG_STATEMENTS(X)
#undef X
};

typedef struct pg_store {
    store base; /* first: a store * is a pg_store * */
    PGconn *conn;
    char state[6]; /* the SQLSTATE of the last failed statement, or "" */
} pg_store;

/* Is the database new (no coup_schema), and then does it hold tables of
 * another program under coup's names? */
static const char inspect_sql[] =
    "SELECT to_regclass('coup_schema') IS NULL,"
    " to_regclass('rooms') IS NOT NULL OR to_regclass('games') IS NOT NULL"
    " OR to_regclass('moves') IS NOT NULL"
    " OR to_regclass('accounts') IS NOT NULL"
    " OR to_regclass('sessions') IS NOT NULL"
    " OR to_regclass('game_players') IS NOT NULL"
    " OR to_regclass('ratings') IS NOT NULL"
    " OR to_regclass('rating_history') IS NOT NULL";

static const char schema_sql[] =
    "CREATE TABLE IF NOT EXISTS rooms("
    " seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,"
    " code text NOT NULL UNIQUE,"
    " json text NOT NULL);"
    "CREATE TABLE IF NOT EXISTS games("
    " id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,"
    " code text NOT NULL,"
    " header text NOT NULL,"
    " names text,"
    " record text,"
    " winner integer NOT NULL DEFAULT -1,"
    " started_s bigint NOT NULL,"
    " finished_s bigint NOT NULL DEFAULT 0,"
    " secret text);"
    "CREATE INDEX IF NOT EXISTS games_recent"
    " ON games(finished_s DESC, id DESC) WHERE record IS NOT NULL;"
    "CREATE TABLE IF NOT EXISTS moves("
    " game bigint NOT NULL REFERENCES games(id),"
    " n integer NOT NULL,"
    " seat integer NOT NULL,"
    " move text NOT NULL,"
    " chosen_by integer NOT NULL DEFAULT 0,"
    " PRIMARY KEY (game, n));"
    "CREATE TABLE IF NOT EXISTS coup_schema(version integer NOT NULL);"
    "INSERT INTO coup_schema(version)"
    " SELECT " TEXT_OF(STORE_VERSION)
    " WHERE NOT EXISTS (SELECT FROM coup_schema)";

/* The tables of version 4, made in a new database after schema_sql and
 * added to an older one (without IF NOT EXISTS: a database of an older
 * version has none of coup's, and another program's of these names is
 * not taken for them). */
static const char accounts_sql[] =
    "CREATE TABLE accounts("
    " id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,"
    " name text NOT NULL,"
    " key text NOT NULL UNIQUE,"
    " hash text NOT NULL,"
    " created_s bigint NOT NULL);"
    "CREATE TABLE sessions("
    " id text PRIMARY KEY,"
    " account bigint NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,"
    " created_s bigint NOT NULL,"
    " expires_s bigint NOT NULL);"
    "CREATE INDEX sessions_account ON sessions(account);"
    "CREATE TABLE game_players("
    " game bigint NOT NULL REFERENCES games(id),"
    " seat integer NOT NULL,"
    " account bigint NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,"
    " PRIMARY KEY (game, seat));"
    "CREATE INDEX game_players_account ON game_players(account, game);";

/* The tables of version 5, made in a new database after accounts_sql and
 * added to an older one (as accounts_sql). A subject is not a foreign
 * key (a bot's is negative); the game of a history row is. */
static const char ratings_sql[] =
    "CREATE TABLE ratings("
    " subject bigint NOT NULL,"
    " family integer NOT NULL,"
    " mu double precision NOT NULL,"
    " sigma double precision NOT NULL,"
    " games integer NOT NULL,"
    " updated_s bigint NOT NULL,"
    " PRIMARY KEY (subject, family));"
    "CREATE INDEX ratings_board ON ratings(family, (mu - 3 * sigma) DESC,"
    " subject);"
    "CREATE TABLE rating_history("
    " subject bigint NOT NULL,"
    " family integer NOT NULL,"
    " game bigint NOT NULL REFERENCES games(id),"
    " mu double precision NOT NULL,"
    " sigma double precision NOT NULL,"
    " at_s bigint NOT NULL,"
    " PRIMARY KEY (subject, family, game));"
    "COMMENT ON TABLE coup_schema IS 'coup serve: the version of its tables"
    " rooms, games, moves, accounts, sessions, game_players, ratings and"
    " rating_history'";

/* The finished games' analyses (docs/analysis.md, "On the server"):
 * made if missing, in a new database and in one of any older version
 * alike (a table the versions before it do not read), under the lock. */
static const char analyses_sql[] =
    "CREATE TABLE IF NOT EXISTS game_analyses("
    " game bigint PRIMARY KEY REFERENCES games(id),"
    " budget bigint NOT NULL,"
    " seed bigint NOT NULL,"
    " json text NOT NULL)";

/* ----------------------------------------------------------- errors */

static pg_store *pg(store *st)
{
    return (pg_store *)st;
}

/* libpq's message on one line: every run of white space (its messages
 * have lines, some indented) made one space, none at the ends. */
static void one_line(char *out, size_t n, const char *msg)
{
    size_t len = 0;
    int space = 0;

    for (; *msg != '\0' && len + 2 < n; msg++) {
        if (strchr(" \t\r\n", *msg) != NULL) {
            space = len > 0;
            continue;
        }
        if (space)
            out[len++] = ' ';
        space = 0;
        out[len++] = *msg;
    }
    if (n > 0)
        out[len] = '\0';
}

/* Why res failed (NULL: the connection did), into why[n]: after
 * "connection lost: " when the connection is gone. */
static void reason(pg_store *p, const PGresult *res, char *why, size_t n)
{
    const char *primary =
        res != NULL ? PQresultErrorField(res, PG_DIAG_MESSAGE_PRIMARY) : NULL;
    const char *state =
        res != NULL ? PQresultErrorField(res, PG_DIAG_SQLSTATE) : NULL;
    size_t len = 0;

    snprintf(p->state, sizeof p->state, "%s", state != NULL ? state : "");
    if (PQstatus(p->conn) == CONNECTION_BAD) {
        len = (size_t)snprintf(why, n, "connection lost: ");
        primary = NULL; /* the connection's message tells the whole story */
    }
    one_line(why + len, n - len,
             primary != NULL ? primary : PQerrorMessage(p->conn));
}

/* A failure of the database in function fn; -1. */
static int fail_pg(pg_store *p, const char *fn, const PGresult *res)
{
    char why[400];

    reason(p, res, why, sizeof why);
    return store_fail(&p->base, "%s: postgresql: %s", fn, why);
}

/* Appends text[0..len) to out[n] at *used, as much as fits. */
static void append(char *out, size_t n, size_t *used, const char *text,
                   size_t len)
{
    while (len-- > 0 && *used + 1 < n)
        out[(*used)++] = *text++;
    out[*used] = '\0';
}

/* The URI as messages show it: a password in it (user:password@, or a
 * password= parameter) replaced by "***". */
static void shown_target(const char *uri, char *out, size_t n)
{
    const char *auth = strstr(uri, "://");
    const char *auth_end, *at = NULL, *colon = NULL;
    const char *query = strchr(uri, '?');
    size_t used = 0;

    auth = auth != NULL ? auth + 3 : uri;
    auth_end = auth + strcspn(auth, "/?#");
    for (const char *c = auth; c < auth_end; c++)
        if (*c == '@')
            at = c;
    if (at != NULL)
        colon = memchr(auth, ':', (size_t)(at - auth));
    out[0] = '\0';
    for (const char *c = uri; *c != '\0';) {
        if (c == colon) {
            append(out, n, &used, ":***", 4);
            c = at;
        } else if (query != NULL && c > query &&
                   (c[-1] == '?' || c[-1] == '&') &&
                   strncmp(c, "password=", 9) == 0) {
            append(out, n, &used, "password=***", 12);
            c += 9 + strcspn(c + 9, "&#");
        } else {
            append(out, n, &used, c++, 1);
        }
    }
}

/* ------------------------------------------------------- connection */

static void ignore_notice(void *ctx, const char *message)
{
    (void)ctx;
    (void)message;
}

/* The keywords before dbname (the URI) are defaults the URI may change;
 * those after it are not: the texts are UTF-8 whatever the URI says. */
static PGconn *connect_to(const char *uri)
{
    static const char *const keys[] = {
        "connect_timeout", "fallback_application_name", "dbname",
        "client_encoding", NULL};
    const char *const values[] = {STORE_CONNECT_S, "coup", uri, "UTF8", NULL};
    PGconn *conn = PQconnectdbParams(keys, values, 1);

    if (conn != NULL)
        PQsetNoticeProcessor(conn, ignore_notice, NULL);
    return conn;
}

/* Sets up a connection, new or made again: doubles written with all
 * their digits (servers before PostgreSQL 12 cut them to 15 unless told;
 * later ones write the shortest exact text whatever the setting above
 * 0), then every statement prepared; 0, or -1 as what's. */
static int prepare_all(pg_store *p, const char *what)
{
    PGresult *set = PQexec(p->conn, "SET extra_float_digits = 3");
    int set_ok = PQresultStatus(set) == PGRES_COMMAND_OK;

    if (!set_ok)
        fail_pg(p, what, set);
    PQclear(set);
    if (!set_ok)
        return -1;
    for (int i = 0; i < S_COUNT; i++) {
        PGresult *res = PQprepare(p->conn, statement_name[i],
                                  statement_sql[i], 0, NULL);
        int ok = PQresultStatus(res) == PGRES_COMMAND_OK;
        if (!ok)
            fail_pg(p, what, res);
        PQclear(res);
        if (!ok)
            return -1;
    }
    return 0;
}

/* A server that closed the connection while it was idle has said why and
 * closed its end, so the socket is readable: reading it now makes the
 * connection's status CONNECTION_BAD before a statement is sent. */
static void read_pending(PGconn *conn)
{
    struct pollfd fd = {PQsocket(conn), POLLIN, 0};

    while (PQstatus(conn) == CONNECTION_OK && fd.fd >= 0 &&
           poll(&fd, 1, 0) > 0)
        if (!PQconsumeInput(conn))
            break;
}

/* Before each call: a lost connection gets one PQreset() and its
 * statements again; 0, or -1 as fn's. */
static int reconnect(pg_store *p, const char *fn)
{
    read_pending(p->conn);
    if (PQstatus(p->conn) == CONNECTION_OK)
        return 0;
    if (p->base.in_tx) /* what it wrote went with the connection */
        return fail_pg(p, fn, NULL);
    PQreset(p->conn);
    if (PQstatus(p->conn) != CONNECTION_OK)
        return fail_pg(p, fn, NULL);
    return prepare_all(p, fn);
}

/* Runs statement `which` with its parameters (NULL: SQL NULL); its
 * result, or NULL with the reason kept as fn's. */
static PGresult *run(pg_store *p, const char *fn, int which, int nparams,
                     const char *const params[])
{
    PGresult *res;
    ExecStatusType status;

    p->state[0] = '\0';
    if (reconnect(p, fn) < 0)
        return NULL;
    res = PQexecPrepared(p->conn, statement_name[which], nparams, params,
                         NULL, NULL, 0);
    status = PQresultStatus(res);
    if (status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK)
        return res;
    fail_pg(p, fn, res);
    PQclear(res);
    return NULL;
}

/* 0 when the write of res changed a row, 1 when it changed none; res is
 * cleared. */
static int changed(PGresult *res)
{
    int rc = strcmp(PQcmdTuples(res), "0") != 0 ? 0 : 1;
    PQclear(res);
    return rc;
}

static int64_t int_at(const PGresult *res, int row, int col)
{
    return strtoll(PQgetvalue(res, row, col), NULL, 10);
}

/* A copy of a text cell (NULL for SQL NULL, and on a failed malloc:
 * *oom is then set). */
static char *text_dup(const PGresult *res, int row, int col, int *oom)
{
    size_t len = (size_t)PQgetlength(res, row, col);
    char *copy;

    if (PQgetisnull(res, row, col))
        return NULL;
    copy = malloc(len + 1);
    if (copy == NULL) {
        *oom = 1;
        return NULL;
    }
    memcpy(copy, PQgetvalue(res, row, col), len + 1);
    return copy;
}

/* ---------------------------------------------------------- opening */

/* Runs sql (no parameters; several statements give the last one's
 * result); its result, or NULL with libpq's reason in why[n]. */
static PGresult *exec_sql(pg_store *p, const char *sql, char *why, size_t n)
{
    PGresult *res = PQexec(p->conn, sql);
    ExecStatusType status = PQresultStatus(res);

    if (status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK)
        return res;
    reason(p, res, why, n);
    PQclear(res);
    return NULL;
}

/* Makes the tables if the database has none of coup's yet, then checks
 * their version, in one transaction. Two servers starting at once on a
 * new database: the second waits for the lock until the first has
 * committed its tables, then finds them. */
static int create_schema(pg_store *p, const char *target)
{
    char why[400] = "";
    int refused = 0, fresh, foreign;
    int64_t version;
    PGresult *res;

    res = exec_sql(p, "BEGIN; SELECT pg_advisory_xact_lock(" STORE_LOCK_KEY
                   ")", why, sizeof why);
    if (res == NULL)
        goto failed;
    PQclear(res);
    if ((res = exec_sql(p, inspect_sql, why, sizeof why)) == NULL)
        goto failed;
    fresh = *PQgetvalue(res, 0, 0) == 't';
    foreign = *PQgetvalue(res, 0, 1) == 't';
    PQclear(res);
    if (fresh && foreign) {
        snprintf(why, sizeof why, "a database with tables of its own named"
                 " rooms, games or moves, not coup's");
        refused = 1;
        goto failed;
    }
    if (fresh) {
        if ((res = exec_sql(p, schema_sql, why, sizeof why)) == NULL)
            goto failed;
        PQclear(res);
        if ((res = exec_sql(p, accounts_sql, why, sizeof why)) == NULL)
            goto failed;
        PQclear(res);
        if ((res = exec_sql(p, ratings_sql, why, sizeof why)) == NULL)
            goto failed;
        PQclear(res);
    }
    res = exec_sql(p, "SELECT max(version) FROM coup_schema", why,
                   sizeof why);
    if (res == NULL)
        goto failed;
    version = int_at(res, 0, 0);
    PQclear(res);
    if (version > STORE_VERSION) {
        snprintf(why, sizeof why, "database schema version %lld is newer"
                 " than this coup's (%d): use a newer coup, or another"
                 " database", (long long)version, STORE_VERSION);
        refused = 1;
        goto failed;
    }
    if (version < STORE_VERSION) {
        /* Versions 1 to 4 to 5: games.secret (version 2; NULL in the
         * games kept: listed, as they were) and moves.chosen_by (version
         * 3; 0 in the moves kept: nothing else was known), then the
         * tables of version 4 (unless there) and 5, empty. All or none:
         * this transaction. */
        res = exec_sql(p, "ALTER TABLE games ADD COLUMN IF NOT EXISTS"
                       " secret text; ALTER TABLE moves ADD COLUMN IF NOT"
                       " EXISTS chosen_by integer NOT NULL DEFAULT 0;"
                       " UPDATE coup_schema SET version = "
                       TEXT_OF(STORE_VERSION), why, sizeof why);
        if (res == NULL)
            goto failed;
        PQclear(res);
        if (version < 4) {
            if ((res = exec_sql(p, accounts_sql, why, sizeof why)) == NULL)
                goto failed;
            PQclear(res);
        }
        if ((res = exec_sql(p, ratings_sql, why, sizeof why)) == NULL)
            goto failed;
        PQclear(res);
    }
    if ((res = exec_sql(p, analyses_sql, why, sizeof why)) == NULL)
        goto failed;
    PQclear(res);
    if ((res = exec_sql(p, "COMMIT", why, sizeof why)) == NULL)
        goto failed;
    PQclear(res);
    return 0;
failed:
    PQclear(PQexec(p->conn, "ROLLBACK"));
    return store_fail(&p->base, "%s: %s%s", target,
                      refused ? "" : "cannot create the tables: ", why);
}

static void pg_close(store *st)
{
    PQfinish(pg(st)->conn);
    free(st);
}

static store *pg_open(const char *uri, char *why, size_t n)
{
    pg_store *p = calloc(1, sizeof *p);
    char target[256], msg[400];

    shown_target(uri, target, sizeof target);
    if (p == NULL) {
        snprintf(why, n, "%s: out of memory", target);
        return NULL;
    }
    p->base.ops = &store_pg_ops;
    p->conn = connect_to(uri);
    if (p->conn == NULL) {
        store_fail(&p->base, "%s: out of memory", target);
    } else if (PQstatus(p->conn) != CONNECTION_OK) {
        one_line(msg, sizeof msg, PQerrorMessage(p->conn));
        store_fail(&p->base, "%s: cannot connect: %s", target, msg);
    } else if (create_schema(p, target) == 0 && prepare_all(p, target) == 0) {
        return &p->base;
    }
    snprintf(why, n, "%s", p->base.err);
    pg_close(&p->base);
    return NULL;
}

/* ------------------------------------------------------------ rooms */

static int pg_room_put(store *st, const char *code, const char *json)
{
    const char *params[] = {code, json};
    PGresult *res = run(pg(st), "store_room_put", S_ROOM_PUT, 2, params);

    if (res == NULL)
        return -1;
    PQclear(res);
    return 0;
}

static int pg_room_delete(store *st, const char *code)
{
    const char *params[] = {code};
    PGresult *res = run(pg(st), "store_room_delete", S_ROOM_DELETE, 1,
                        params);

    return res != NULL ? changed(res) : -1;
}

/* The rows stay the result's while fn runs: a callback may use the store
 * again, as a result does not depend on its connection. */
static int pg_rooms_each(store *st, store_room_fn *fn, void *ctx)
{
    PGresult *res = run(pg(st), "store_rooms_each", S_ROOMS, 0, NULL);

    if (res == NULL)
        return -1;
    for (int i = 0; i < PQntuples(res); i++)
        fn(ctx, PQgetvalue(res, i, 0), PQgetvalue(res, i, 1));
    PQclear(res);
    return 0;
}

/* ------------------------------------------------------------ games */

static int64_t pg_game_begin(store *st, const char *code, const char *header,
                             const char *names_json, const char *secret,
                             int64_t started_s)
{
    char started[24];
    const char *params[] = {code, header, names_json, started, secret};
    PGresult *res;
    int64_t id;

    snprintf(started, sizeof started, "%lld", (long long)started_s);
    res = run(pg(st), "store_game_begin", S_GAME_BEGIN, 5, params);
    if (res == NULL)
        return -1;
    id = int_at(res, 0, 0);
    PQclear(res);
    return id;
}

static int pg_game_state(store *st, const char *fn, int64_t id, int *over,
                         int64_t *next)
{
    char ids[24];
    const char *params[] = {ids};
    PGresult *res;
    int found;

    snprintf(ids, sizeof ids, "%lld", (long long)id);
    res = run(pg(st), fn, S_GAME_NEXT, 1, params);
    if (res == NULL)
        return -1;
    found = PQntuples(res) > 0;
    if (found) {
        *over = *PQgetvalue(res, 0, 0) == 't';
        *next = int_at(res, 0, 1);
    }
    PQclear(res);
    return found ? 0 : 1;
}

static int pg_game_move(store *st, int64_t id, int n, int seat,
                        const char *move, int by)
{
    char ids[24], ns[16], seats[16], bys[16];
    const char *params[] = {ids, ns, seats, move, bys};
    PGresult *res;

    snprintf(ids, sizeof ids, "%lld", (long long)id);
    snprintf(ns, sizeof ns, "%d", n);
    snprintf(seats, sizeof seats, "%d", seat);
    snprintf(bys, sizeof bys, "%d", by);
    res = run(pg(st), "store_game_move", S_GAME_MOVE, 5, params);
    if (res != NULL)
        return changed(res);
    /* Another writer's move n came first: refused as a repeat. */
    return strcmp(pg(st)->state, UNIQUE_VIOLATION) == 0 ? 1 : -1;
}

static int pg_game_end(store *st, int64_t id, int winner, const char *record,
                       int64_t finished_s)
{
    char ids[24], winners[16], finished[24];
    const char *params[] = {ids, winners, record, finished};
    PGresult *res;

    snprintf(ids, sizeof ids, "%lld", (long long)id);
    snprintf(winners, sizeof winners, "%d", winner);
    snprintf(finished, sizeof finished, "%lld", (long long)finished_s);
    res = run(pg(st), "store_game_end", S_GAME_END, 4, params);
    return res != NULL ? changed(res) : -1;
}

/* The columns id, code, started_s, finished_s, winner of row i. */
static void game_from_row(const PGresult *res, int i, store_game *g)
{
    memset(g, 0, sizeof *g);
    g->id = int_at(res, i, 0);
    snprintf(g->code, sizeof g->code, "%s", PQgetvalue(res, i, 1));
    g->started_s = int_at(res, i, 2);
    g->finished_s = int_at(res, i, 3);
    g->winner = (int)int_at(res, i, 4);
}

/* A row of a list of games (games_recent, account_games): the columns of
 * game_from_row(), then header (5) and names (6); the texts stay res's. */
static void listed_game_from_row(const PGresult *res, int i, store_game *g)
{
    game_from_row(res, i, g);
    g->header = PQgetvalue(res, i, 5);
    g->names = PQgetisnull(res, i, 6) ? NULL : PQgetvalue(res, i, 6);
}

static int pg_game_get(store *st, int64_t id, const char *key,
                       store_game *g)
{
    char ids[24];
    const char *params[] = {ids, key};
    PGresult *res;
    int oom = 0;

    snprintf(ids, sizeof ids, "%lld", (long long)id);
    res = run(pg(st), "store_game_get", S_GAME_GET, 2, params);
    if (res == NULL)
        return -1;
    if (PQntuples(res) == 0) {
        PQclear(res);
        return 1;
    }
    game_from_row(res, 0, g);
    g->secret = *PQgetvalue(res, 0, 8) == 't';
    g->header = text_dup(res, 0, 5, &oom);
    g->record = text_dup(res, 0, 6, &oom);
    g->names = text_dup(res, 0, 7, &oom);
    PQclear(res);
    if (oom) {
        store_game_free(g);
        return store_fail(st, "store_game_get: out of memory");
    }
    return 0;
}

static int pg_game_moves(store *st, int64_t id, store_move_fn *fn,
                         void *ctx)
{
    char ids[24];
    const char *params[] = {ids};
    PGresult *res;
    int count;

    snprintf(ids, sizeof ids, "%lld", (long long)id);
    res = run(pg(st), "store_game_moves", S_GAME_MOVES, 1, params);
    if (res == NULL)
        return -1;
    count = PQntuples(res);
    for (int i = 0; i < count; i++)
        fn(ctx, (int)int_at(res, i, 0), (int)int_at(res, i, 1),
           PQgetvalue(res, i, 2), (int)int_at(res, i, 3));
    PQclear(res);
    return count;
}

static int pg_games_recent(store *st, int limit, store_game_fn *fn,
                           void *ctx)
{
    char limits[16];
    const char *params[] = {limits};
    PGresult *res;

    snprintf(limits, sizeof limits, "%d", limit);
    res = run(pg(st), "store_games_recent", S_GAMES_RECENT, 1, params);
    if (res == NULL)
        return -1;
    for (int i = 0; i < PQntuples(res); i++) {
        store_game g;
        listed_game_from_row(res, i, &g);
        fn(ctx, &g);
    }
    PQclear(res);
    return 0;
}

static int pg_game_set_names(store *st, int64_t id, const char *header,
                             const char *record, const char *names_json)
{
    char ids[24];
    const char *params[] = {ids, header, record, names_json};
    PGresult *res;

    snprintf(ids, sizeof ids, "%lld", (long long)id);
    res = run(pg(st), "store_game_set_names", S_GAME_SET_NAMES, 4, params);
    return res != NULL ? changed(res) : -1;
}

/* --------------------------------------------------------- analyses */

static int pg_analysis_put(store *st, int64_t game, long budget,
                           int64_t seed, const char *json)
{
    char ids[24], budgets[24], seeds[24];
    const char *params[] = {ids, budgets, seeds, json};
    PGresult *res;

    snprintf(ids, sizeof ids, "%lld", (long long)game);
    snprintf(budgets, sizeof budgets, "%ld", budget);
    snprintf(seeds, sizeof seeds, "%lld", (long long)seed);
    res = run(pg(st), "store_analysis_put", S_ANALYSIS_PUT, 4, params);
    return res != NULL ? changed(res) : -1;
}

static int pg_analysis_get(store *st, int64_t game, long *budget,
                           int64_t *seed, char **json)
{
    char ids[24];
    const char *params[] = {ids};
    PGresult *res;
    int oom = 0;

    snprintf(ids, sizeof ids, "%lld", (long long)game);
    res = run(pg(st), "store_analysis_get", S_ANALYSIS_GET, 1, params);
    if (res == NULL)
        return -1;
    if (PQntuples(res) == 0) {
        PQclear(res);
        return 1;
    }
    *budget = (long)int_at(res, 0, 0);
    *seed = int_at(res, 0, 1);
    *json = text_dup(res, 0, 2, &oom);
    PQclear(res);
    if (oom || *json == NULL) {
        free(*json);
        *json = NULL;
        return store_fail(st, "store_analysis_get: out of memory");
    }
    return 0;
}

/* --------------------------------------------------------- accounts */

static int64_t pg_account_new(store *st, const char *name, const char *key,
                              const char *hash, int64_t created_s)
{
    char created[24];
    const char *params[] = {name, key, hash, created};
    PGresult *res;
    int64_t id;

    snprintf(created, sizeof created, "%lld", (long long)created_s);
    res = run(pg(st), "store_account_new", S_ACCOUNT_NEW, 4, params);
    if (res == NULL)
        return -1;
    /* No row: the key was taken. */
    id = PQntuples(res) > 0 ? int_at(res, 0, 0) : 0;
    PQclear(res);
    return id;
}

/* The account of statement `which` with its one parameter into *a: 0, 1
 * if none, -1. */
static int account_row(store *st, const char *fn, int which,
                       const char *param, store_account *a)
{
    const char *params[] = {param};
    PGresult *res = run(pg(st), fn, which, 1, params);
    int found;

    if (res == NULL)
        return -1;
    found = PQntuples(res) > 0;
    if (found) {
        a->id = int_at(res, 0, 0);
        /* The lengths were checked when written; a text put in by hand
         * longer than its field comes back cut. */
        snprintf(a->name, sizeof a->name, "%s", PQgetvalue(res, 0, 1));
        snprintf(a->key, sizeof a->key, "%s", PQgetvalue(res, 0, 2));
        snprintf(a->hash, sizeof a->hash, "%s", PQgetvalue(res, 0, 3));
        a->created_s = int_at(res, 0, 4);
    }
    PQclear(res);
    return found ? 0 : 1;
}

static int pg_account_by_key(store *st, const char *key, store_account *a)
{
    return account_row(st, "store_account_by_key", S_ACCOUNT_BY_KEY, key, a);
}

static int pg_account_by_id(store *st, int64_t id, store_account *a)
{
    char ids[24];

    snprintf(ids, sizeof ids, "%lld", (long long)id);
    return account_row(st, "store_account_by_id", S_ACCOUNT_BY_ID, ids, a);
}

static int pg_account_set_hash(store *st, int64_t id, const char *hash)
{
    char ids[24];
    const char *params[] = {ids, hash};
    PGresult *res;

    snprintf(ids, sizeof ids, "%lld", (long long)id);
    res = run(pg(st), "store_account_set_hash", S_ACCOUNT_SET_HASH, 2,
              params);
    return res != NULL ? changed(res) : -1;
}

/* A write of statement `which` with one integer parameter; its result
 * (cleared by the caller), or NULL. */
static PGresult *write_id(store *st, const char *fn, int which, int64_t id)
{
    char ids[24];
    const char *params[] = {ids};

    snprintf(ids, sizeof ids, "%lld", (long long)id);
    return run(pg(st), fn, which, 1, params);
}

/* One statement: the account, its ratings and their history. */
static int pg_account_delete(store *st, int64_t id)
{
    PGresult *res = write_id(st, "store_account_delete", S_ACCOUNT_DELETE,
                             id);

    return res != NULL ? changed(res) : -1;
}

static int pg_game_player(store *st, int64_t game, int seat, int64_t account)
{
    char games[24], seats[16], accounts[24];
    const char *params[] = {games, seats, accounts};
    PGresult *res;

    snprintf(games, sizeof games, "%lld", (long long)game);
    snprintf(seats, sizeof seats, "%d", seat);
    snprintf(accounts, sizeof accounts, "%lld", (long long)account);
    res = run(pg(st), "store_game_player", S_GAME_PLAYER, 3, params);
    return res != NULL ? changed(res) : -1;
}

static int pg_account_games(store *st, int64_t account, int limit,
                            store_account_game_fn *fn, void *ctx)
{
    char accounts[24], limits[16];
    const char *params[] = {accounts, limits};
    PGresult *res;

    snprintf(accounts, sizeof accounts, "%lld", (long long)account);
    snprintf(limits, sizeof limits, "%d", limit);
    res = run(pg(st), "store_account_games", S_ACCOUNT_GAMES, 2, params);
    if (res == NULL)
        return -1;
    for (int i = 0; i < PQntuples(res); i++) {
        store_game g;
        listed_game_from_row(res, i, &g);
        g.secret = *PQgetvalue(res, i, 7) == 't';
        g.record = PQgetisnull(res, i, 9) ? NULL : PQgetvalue(res, i, 9);
        fn(ctx, &g, (int)int_at(res, i, 8));
    }
    PQclear(res);
    return 0;
}

static int pg_game_accounts(store *st, int64_t game, int64_t account[],
                            int n)
{
    char games[24];
    const char *params[] = {games};
    PGresult *res;
    int found;

    snprintf(games, sizeof games, "%lld", (long long)game);
    res = run(pg(st), "store_game_accounts", S_GAME_ACCOUNTS, 1, params);
    if (res == NULL)
        return -1;
    /* Seat -1: a game that no account played. */
    for (int i = 0; i < PQntuples(res); i++) {
        int64_t seat = int_at(res, i, 0);
        if (seat >= 0 && seat < n)
            account[seat] = int_at(res, i, 1);
    }
    found = PQntuples(res) > 0;
    PQclear(res);
    return found ? 0 : 1;
}

/* ---------------------------------------------------------- ratings */

static double double_at(const PGresult *res, int row, int col)
{
    return strtod(PQgetvalue(res, row, col), NULL);
}

/* A double as text that PostgreSQL reads back to the same double. */
static void double_text(char *out, size_t n, double x)
{
    snprintf(out, n, "%.17g", x);
}

static int pg_rating_get(store *st, int64_t subject, int family,
                         store_rating *r)
{
    char subjects[24], families[16];
    const char *params[] = {subjects, families};
    PGresult *res;
    int found;

    snprintf(subjects, sizeof subjects, "%lld", (long long)subject);
    snprintf(families, sizeof families, "%d", family);
    res = run(pg(st), "store_rating_get", S_RATING_GET, 2, params);
    if (res == NULL)
        return -1;
    found = PQntuples(res) > 0;
    if (found) {
        r->mu = double_at(res, 0, 0);
        r->sigma = double_at(res, 0, 1);
        r->games = (int)int_at(res, 0, 2);
        r->updated_s = int_at(res, 0, 3);
    }
    PQclear(res);
    return found ? 0 : 1;
}

static int pg_rating_put(store *st, const store_rating *r, int64_t game)
{
    char subjects[24], families[16], games[24], mus[32], sigmas[32],
        counts[16], updated[24];
    const char *params[] = {subjects, families, games, mus, sigmas, counts,
                            updated};
    PGresult *res;

    snprintf(subjects, sizeof subjects, "%lld", (long long)r->subject);
    snprintf(families, sizeof families, "%d", r->family);
    snprintf(games, sizeof games, "%lld", (long long)game);
    double_text(mus, sizeof mus, r->mu);
    double_text(sigmas, sizeof sigmas, r->sigma);
    snprintf(counts, sizeof counts, "%d", r->games);
    snprintf(updated, sizeof updated, "%lld", (long long)r->updated_s);
    res = run(pg(st), "store_rating_put", S_RATING_PUT, 7, params);
    return res != NULL ? changed(res) : -1;
}

static int pg_leaderboard(store *st, int family, int min_games, int offset,
                          int limit, store_rating_fn *fn, void *ctx)
{
    char families[16], mins[16], offsets[16], limits[16];
    const char *params[] = {families, mins, offsets, limits};
    PGresult *res;
    int count;

    snprintf(families, sizeof families, "%d", family);
    snprintf(mins, sizeof mins, "%d", min_games);
    snprintf(offsets, sizeof offsets, "%d", offset);
    snprintf(limits, sizeof limits, "%d", limit);
    res = run(pg(st), "store_leaderboard", S_LEADERBOARD, 4, params);
    if (res == NULL)
        return -1;
    count = PQntuples(res);
    for (int i = 0; i < count; i++) {
        store_rating r = {
            .subject = int_at(res, i, 0),
            .family = (int)int_at(res, i, 1),
            .mu = double_at(res, i, 2),
            .sigma = double_at(res, i, 3),
            .games = (int)int_at(res, i, 4),
            .updated_s = int_at(res, i, 5),
        };
        fn(ctx, &r, PQgetisnull(res, i, 6) ? NULL : PQgetvalue(res, i, 6));
    }
    PQclear(res);
    return count;
}

/* The one integer that statement `which`, of a family, a least number of
 * games and perhaps a subject, finds into *out (left as it was when it
 * finds no row): 0 or -1. */
static int board_int(store *st, const char *fn, int which, int family,
                     int min_games, const int64_t *subject, int64_t *out)
{
    char families[16], mins[16], subjects[24];
    const char *params[] = {families, mins, subjects};
    PGresult *res;

    snprintf(families, sizeof families, "%d", family);
    snprintf(mins, sizeof mins, "%d", min_games);
    if (subject != NULL)
        snprintf(subjects, sizeof subjects, "%lld", (long long)*subject);
    res = run(pg(st), fn, which, subject != NULL ? 3 : 2, params);
    if (res == NULL)
        return -1;
    if (PQntuples(res) > 0)
        *out = int_at(res, 0, 0);
    PQclear(res);
    return 0;
}

static int pg_leaderboard_count(store *st, int family, int min_games,
                                int64_t *count)
{
    return board_int(st, "store_leaderboard_count", S_LEADERBOARD_COUNT,
                     family, min_games, NULL, count);
}

static int pg_leaderboard_place(store *st, int family, int min_games,
                                int64_t subject, int64_t *place)
{
    return board_int(st, "store_leaderboard_place", S_LEADERBOARD_PLACE,
                     family, min_games, &subject, place);
}

static int pg_rating_history(store *st, int64_t subject, int family,
                             int limit, store_history_fn *fn, void *ctx)
{
    char subjects[24], families[16], limits[16];
    const char *params[] = {subjects, families, limits};
    PGresult *res;
    int count;

    snprintf(subjects, sizeof subjects, "%lld", (long long)subject);
    snprintf(families, sizeof families, "%d", family);
    snprintf(limits, sizeof limits, "%d", limit);
    res = run(pg(st), "store_rating_history", S_RATING_HISTORY, 3, params);
    if (res == NULL)
        return -1;
    count = PQntuples(res);
    for (int i = 0; i < count; i++)
        fn(ctx, int_at(res, i, 0), double_at(res, i, 1),
           double_at(res, i, 2), int_at(res, i, 3));
    PQclear(res);
    return count;
}

/* --------------------------------------------------------- sessions */

static int pg_session_put(store *st, const char *id, int64_t account,
                          int64_t created_s, int64_t expires_s)
{
    char accounts[24], created[24], expires[24];
    const char *params[] = {id, accounts, created, expires};
    PGresult *res;

    snprintf(accounts, sizeof accounts, "%lld", (long long)account);
    snprintf(created, sizeof created, "%lld", (long long)created_s);
    snprintf(expires, sizeof expires, "%lld", (long long)expires_s);
    res = run(pg(st), "store_session_put", S_SESSION_PUT, 4, params);
    return res != NULL ? changed(res) : -1;
}

static int pg_session_get(store *st, const char *id, int64_t now_s,
                          int64_t *account)
{
    char now[24];
    const char *params[] = {id, now};
    PGresult *res;
    int found;

    snprintf(now, sizeof now, "%lld", (long long)now_s);
    res = run(pg(st), "store_session_get", S_SESSION_GET, 2, params);
    if (res == NULL)
        return -1;
    found = PQntuples(res) > 0;
    if (found)
        *account = int_at(res, 0, 0);
    PQclear(res);
    return found ? 0 : 1;
}

static int pg_session_delete(store *st, const char *id)
{
    const char *params[] = {id};
    PGresult *res = run(pg(st), "store_session_delete", S_SESSION_DELETE, 1,
                        params);

    return res != NULL ? changed(res) : -1;
}

static int pg_sessions_delete_account(store *st, int64_t account)
{
    PGresult *res = write_id(st, "store_sessions_delete_account",
                             S_SESSIONS_DELETE_ACCOUNT, account);

    if (res == NULL)
        return -1;
    PQclear(res);
    return 0;
}

static int pg_sessions_expire(store *st, int64_t now_s)
{
    PGresult *res = write_id(st, "store_sessions_expire", S_SESSIONS_EXPIRE,
                             now_s);
    long long count;

    if (res == NULL)
        return -1;
    count = strtoll(PQcmdTuples(res), NULL, 10);
    PQclear(res);
    return count < INT_MAX ? (int)count : INT_MAX;
}

/* BEGIN may make a lost connection again; COMMIT and ROLLBACK may not:
 * what the transaction wrote went with it. A COMMIT that PostgreSQL
 * turns into a ROLLBACK (the transaction had failed) is a failure. */
static int pg_tx(store *st, const char *what)
{
    pg_store *p = pg(st);
    char why[400] = "";
    bool begin = !strcmp(what, "BEGIN");

    if (begin ? reconnect(p, "store_begin") < 0
              : PQstatus(p->conn) != CONNECTION_OK)
        return begin ? -1 : fail_pg(p, what, NULL);
    PGresult *res = exec_sql(p, what, why, sizeof why);
    if (res == NULL)
        return store_fail(st, "%s: %s", what, why);
    bool rolled = !strcmp(what, "COMMIT") &&
                  strcmp(PQcmdStatus(res), "COMMIT") != 0;
    PQclear(res);
    if (rolled)
        return store_fail(st, "COMMIT: the transaction had failed and was"
                              " rolled back");
    return 0;
}

const store_ops store_pg_ops = {
    .open = pg_open,
    .close = pg_close,
    .room_put = pg_room_put,
    .room_delete = pg_room_delete,
    .rooms_each = pg_rooms_each,
    .game_begin = pg_game_begin,
    .game_move = pg_game_move,
    .game_end = pg_game_end,
    .game_get = pg_game_get,
    .game_moves = pg_game_moves,
    .games_recent = pg_games_recent,
    .game_state = pg_game_state,
    .game_set_names = pg_game_set_names,
    .analysis_put = pg_analysis_put,
    .analysis_get = pg_analysis_get,
    .account_new = pg_account_new,
    .account_by_key = pg_account_by_key,
    .account_by_id = pg_account_by_id,
    .account_set_hash = pg_account_set_hash,
    .account_delete = pg_account_delete,
    .game_player = pg_game_player,
    .account_games = pg_account_games,
    .game_accounts = pg_game_accounts,
    .rating_get = pg_rating_get,
    .rating_put = pg_rating_put,
    .leaderboard = pg_leaderboard,
    .leaderboard_count = pg_leaderboard_count,
    .leaderboard_place = pg_leaderboard_place,
    .rating_history = pg_rating_history,
    .session_put = pg_session_put,
    .session_get = pg_session_get,
    .session_delete = pg_session_delete,
    .sessions_delete_account = pg_sessions_delete_account,
    .sessions_expire = pg_sessions_expire,
    .tx = pg_tx,
};
