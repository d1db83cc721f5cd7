/*
 * store_sqlite.c: the rooms, games and accounts of `coup serve`, in
 * SQLite: the backend of a --db that is a file's path or ":memory:"
 * (store.c checks the arguments first).
 *
 * One connection, owned by the hub's thread, and one of the checkpointer's
 * own. The database is in WAL mode with synchronous=NORMAL: a transaction
 * is committed once its pages are appended to the -wal file by write(),
 * and SQLite calls fsync() only at checkpoints, which a thread of this
 * file makes (checkpointer, below). That is safe against the death of
 * the process (a crash, a `kill -9`): what write() handed to the kernel
 * is in the page cache and reaches the disk without the process. Only a crash of the whole machine
 * or a power cut can lose the last few commits, and even then the database
 * stays consistent (WAL frames carry checksums; a torn tail is ignored).
 * FULL would fsync on every move, for a risk a game server can take.
 *
 * Every write is one SQL statement (but two, below, made one by a
 * savepoint), in autocommit mode or in the hub's transaction of a turn
 * of its loop (store_begin()); the schema is
 * created inside BEGIN IMMEDIATE. Every statement is prepared once, in
 * store_open(), and reused: store_game_move() runs on every move of every
 * game. Outside data only ever reaches SQL through bound
 * parameters, texts with their lengths.
 *
 * The tables:
 *   rooms(seq, code, json)   seq orders rooms by their first put (an
 *                            INTEGER PRIMARY KEY, which VACUUM keeps);
 *   games(id, code, header, names, record, winner, started_s, finished_s,
 *         secret)            names the players' display names (a JSON
 *                            array, kept as given; NULL if none given);
 *                            record NULL while the game is played; ids
 *                            are AUTOINCREMENT, never reused; secret NULL
 *                            for a listed game, else what fetching it
 *                            takes;
 *   moves(game, n, seat, move, chosen_by)  one row per move, n = 0, 1,
 *                            ... without gap or repeat; chosen_by who
 *                            chose it (store.h, store_by: 0 its seat);
 *   accounts(id, name, key, hash, created_s)  ids AUTOINCREMENT, never
 *                            reused; key unique (the folded name);
 *   sessions(id, account, created_s, expires_s)  id the hex of a token's
 *                            hash; deleted with their account;
 *   game_players(game, seat, account)  who played a seat of a game, one
 *                            account a seat; deleted with their account,
 *                            the game staying;
 *   ratings(subject, family, mu, sigma, games, updated_s)  a rating per
 *                            account (subject > 0) or bot level (< 0)
 *                            and rule family;
 *   rating_history(subject, family, game, mu, sigma, at_s)  the rating
 *                            each game gave, one row a game.
 * Foreign keys are checked (PRAGMA foreign_keys, per connection): the
 * deletion of an account deletes its sessions and seats (ON DELETE
 * CASCADE). A rating's subject cannot reference accounts (a bot's is
 * negative), so sqlite_account_delete() deletes the account's ratings and
 * history itself, in one savepoint with the account. Those writes of
 * several statements (that, and a rating with its history row) are
 * made in a savepoint: inside the hub's transaction, a part of it;
 * outside, a transaction of its own. PRAGMA user_version is the schema's version
 * (STORE_VERSION), and PRAGMA application_id marks the file as coup's.
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime() */
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <sqlite3.h>

#include "server/store_ops.h"

/* The schema this code reads and writes. Version 1: rooms, games and
 * moves, without games.secret and moves.chosen_by; version 2: with the
 * secret; version 3: with chosen_by too; version 4: with accounts,
 * sessions and game_players; version 5 (now): with ratings and
 * rating_history. An older file is brought to 5 in place when opened
 * (its games keep a NULL secret: listed, as they were; its moves are
 * their seats' own, chosen_by 0, as nothing else was known; the new
 * tables start empty); an older coup then refuses the file, and so
 * neither lists an unlisted game, nor overlooks the accounts, nor keeps
 * a deleted account's ratings. */
#define STORE_VERSION 5
/* "Coup" in ASCII, in the database header (PRAGMA application_id). */
#define STORE_APP_ID 0x436f7570
/* How long a statement waits for another connection's lock (a backup, the
 * sqlite3 shell) before it fails with "database is locked". */
#define STORE_BUSY_MS 5000

/* ------------------------------------------------------- statements */

#define STORE_STATEMENTS(X)                                                  \
    X(ROOM_PUT, "INSERT INTO rooms(code, json) VALUES (?1, ?2)"              \
                " ON CONFLICT(code) DO UPDATE SET json = excluded.json")     \
    X(ROOM_DELETE, "DELETE FROM rooms WHERE code = ?1")                      \
    X(ROOMS, "SELECT code, json FROM rooms ORDER BY seq")                    \
    X(GAME_BEGIN, "INSERT INTO games(code, header, names, started_s, secret)" \
                  " VALUES (?1, ?2, ?4, ?3, ?5)")                            \
    /* Inserts only the next move of a game still being played: a gap, a */ \
    /* repeat, an unknown or finished game change no row. */                 \
    X(GAME_MOVE, "INSERT INTO moves(game, n, seat, move, chosen_by)"         \
                 " SELECT ?1, ?2, ?3, ?4, ?5 FROM games"                     \
                 " WHERE id = ?1 AND record IS NULL AND ?2 ="                \
                 " (SELECT ifnull(max(n) + 1, 0) FROM moves WHERE game = ?1)") \
    X(GAME_NEXT, "SELECT record IS NOT NULL,"                                \
                 " (SELECT ifnull(max(n) + 1, 0) FROM moves WHERE game = ?1)" \
                 " FROM games WHERE id = ?1")                                \
    X(GAME_END, "UPDATE games SET winner = ?2, record = ?3, finished_s = ?4" \
                " WHERE id = ?1 AND record IS NULL")                         \
    /* A game with a secret is there for its secret only (?2 NULL: none). */ \
    X(GAME_GET, "SELECT id, code, started_s, finished_s, winner, header,"    \
                " record, names, secret IS NOT NULL FROM games"              \
                " WHERE id = ?1 AND (secret IS NULL OR secret = ?2)")        \
    X(GAME_MOVES, "SELECT n, seat, move, chosen_by FROM moves"               \
                  " WHERE game = ?1 ORDER BY n")                             \
    X(GAMES_RECENT, "SELECT id, code, started_s, finished_s, winner,"        \
                    " header, names FROM games WHERE record IS NOT NULL"     \
                    " AND secret IS NULL"                                    \
                    " ORDER BY finished_s DESC, id DESC LIMIT ?1")           \
    /* A record (?3) replaces only a record: a game being played has none */ \
    /* (its record NULL says so). */                                         \
    X(GAME_SET_NAMES, "UPDATE games SET header = ?2,"                        \
                      " record = coalesce(?3, record), names = ?4"           \
                      " WHERE id = ?1"                                       \
                      " AND (?3 IS NULL OR record IS NOT NULL)")             \
    /* A key taken changes no row. */                                        \
    X(ACCOUNT_NEW, "INSERT INTO accounts(name, key, hash, created_s)"        \
                   " VALUES (?1, ?2, ?3, ?4) ON CONFLICT(key) DO NOTHING")   \
    X(ACCOUNT_BY_KEY, "SELECT id, name, key, hash, created_s FROM accounts"  \
                      " WHERE key = ?1")                                     \
    X(ACCOUNT_BY_ID, "SELECT id, name, key, hash, created_s FROM accounts"   \
                     " WHERE id = ?1")                                       \
    X(ACCOUNT_SET_HASH, "UPDATE accounts SET hash = ?2 WHERE id = ?1")       \
    /* Its sessions and game_players rows go with it (ON DELETE CASCADE), */ \
    /* its ratings and their history before it (a bot's subject, < 0, is */ \
    /* no account's). */                                                    \
    X(ACCOUNT_RATINGS_DELETE, "DELETE FROM ratings"                          \
                              " WHERE subject = ?1 AND ?1 > 0")              \
    X(ACCOUNT_HISTORY_DELETE, "DELETE FROM rating_history"                   \
                              " WHERE subject = ?1 AND ?1 > 0")              \
    X(ACCOUNT_DELETE, "DELETE FROM accounts WHERE id = ?1")                  \
    /* An unknown game or account, a seat written already: no row. */        \
    X(GAME_PLAYER, "INSERT INTO game_players(game, seat, account)"           \
                   " SELECT ?1, ?2, ?3"                                      \
                   " WHERE EXISTS (SELECT 1 FROM games WHERE id = ?1)"       \
                   " AND EXISTS (SELECT 1 FROM accounts WHERE id = ?3)"      \
                   " ON CONFLICT DO NOTHING")                                \
    X(ACCOUNT_GAMES, "SELECT g.id, g.code, g.started_s, g.finished_s,"       \
                     " g.winner, g.header, g.names, g.secret IS NOT NULL,"   \
                     " p.seat, g.record FROM game_players p JOIN games g"    \
                     " ON g.id = p.game WHERE p.account = ?1"                \
                     " ORDER BY p.game DESC, p.seat LIMIT ?2")               \
    /* An unknown account, an id kept already: no row. */                    \
    X(SESSION_PUT, "INSERT INTO sessions(id, account, created_s, expires_s)" \
                   " SELECT ?1, ?2, ?3, ?4"                                  \
                   " WHERE EXISTS (SELECT 1 FROM accounts WHERE id = ?2)"    \
                   " ON CONFLICT DO NOTHING")                                \
    X(SESSION_GET, "SELECT account FROM sessions"                            \
                   " WHERE id = ?1 AND expires_s > ?2")                      \
    X(SESSION_DELETE, "DELETE FROM sessions WHERE id = ?1")                  \
    X(SESSIONS_DELETE_ACCOUNT, "DELETE FROM sessions WHERE account = ?1")    \
    X(SESSIONS_EXPIRE, "DELETE FROM sessions WHERE expires_s <= ?1")         \
    /* The seats of a game, and a row of seat -1 for a game without any: */ \
    /* none for no such game. */                                            \
    X(GAME_ACCOUNTS, "SELECT coalesce(p.seat, -1), coalesce(p.account, 0)"   \
                     " FROM games g LEFT JOIN game_players p"                \
                     " ON p.game = g.id WHERE g.id = ?1")                    \
    X(RATING_GET, "SELECT mu, sigma, games, updated_s FROM ratings"          \
                  " WHERE subject = ?1 AND family = ?2")                     \
    /* A history row only for a game and an account (a subject > 0) that */ \
    /* are there, once: else no row, and no rating written after it. */     \
    X(HISTORY_PUT, "INSERT INTO rating_history(subject, family, game, mu,"   \
                   " sigma, at_s) SELECT ?1, ?2, ?3, ?4, ?5, ?6"             \
                   " WHERE EXISTS (SELECT 1 FROM games WHERE id = ?3)"       \
                   " AND (?1 < 0 OR"                                         \
                   " EXISTS (SELECT 1 FROM accounts WHERE id = ?1))"         \
                   " ON CONFLICT DO NOTHING")                                \
    X(RATING_PUT, "INSERT INTO ratings(subject, family, mu, sigma, games,"   \
                  " updated_s) VALUES (?1, ?2, ?3, ?4, ?5, ?6)"              \
                  " ON CONFLICT(subject, family) DO UPDATE SET"              \
                  " mu = excluded.mu, sigma = excluded.sigma,"               \
                  " games = excluded.games, updated_s = excluded.updated_s") \
    /* The order of the rating shown, mu - 3 sigma, as ratings_board's. */  \
    X(LEADERBOARD, "SELECT r.subject, r.family, r.mu, r.sigma, r.games,"     \
                   " r.updated_s, a.name FROM ratings r"                     \
                   " LEFT JOIN accounts a ON r.subject > 0"                  \
                   " AND a.id = r.subject"                                   \
                   " WHERE r.family = ?1 AND r.games >= ?2"                  \
                   " ORDER BY r.mu - 3 * r.sigma DESC, r.subject"            \
                   " LIMIT ?4 OFFSET ?3")                                    \
    X(LEADERBOARD_COUNT, "SELECT count(*) FROM ratings"                      \
                         " WHERE family = ?1 AND games >= ?2")               \
    /* One more than those before it on the board; no row when it is */     \
    /* not on it. */                                                        \
    X(LEADERBOARD_PLACE, "SELECT 1 + (SELECT count(*) FROM ratings o"        \
                         " WHERE o.family = ?1 AND o.games >= ?2"            \
                         " AND (o.mu - 3 * o.sigma > r.mu - 3 * r.sigma"     \
                         " OR (o.mu - 3 * o.sigma = r.mu - 3 * r.sigma"      \
                         " AND o.subject < r.subject)))"                     \
                         " FROM ratings r WHERE r.subject = ?3"              \
                         " AND r.family = ?1 AND r.games >= ?2")             \
    /* The newest ?3 rows, given oldest first. */                           \
    X(RATING_HISTORY, "SELECT game, mu, sigma, at_s FROM"                    \
                      " (SELECT game, mu, sigma, at_s FROM rating_history"   \
                      " WHERE subject = ?1 AND family = ?2"                  \
                      " ORDER BY at_s DESC, game DESC LIMIT ?3)"             \
                      " ORDER BY at_s, game")                                \
    /* Only for a game that is over; a second replaces the first. */        \
    X(ANALYSIS_PUT, "INSERT INTO game_analyses(game, budget, seed, json)"    \
                    " SELECT ?1, ?2, ?3, ?4 WHERE EXISTS (SELECT 1 FROM"     \
                    " games WHERE id = ?1 AND record IS NOT NULL)"           \
                    " ON CONFLICT(game) DO UPDATE SET budget ="              \
                    " excluded.budget, seed = excluded.seed,"                \
                    " json = excluded.json")                                 \
    X(ANALYSIS_GET, "SELECT budget, seed, json FROM game_analyses"           \
                    " WHERE game = ?1")                                      \
    /* The writes of two statements: see the top of this file. */           \
    X(GROUP_BEGIN, "SAVEPOINT coup_group")                                   \
    X(GROUP_END, "RELEASE coup_group")                                       \
    X(GROUP_UNDO, "ROLLBACK TO coup_group")

enum {
#define X(name, sql) S_##name,
    STORE_STATEMENTS(X)
#undef X
    S_COUNT
};

static const char *const statement_sql[S_COUNT] = {
#define X(name, sql) sql,
    STORE_STATEMENTS(X)
#undef X
};

/* The checkpointer: a thread with a connection of its own copies the WAL
 * into the database file every CKPT_MS (PASSIVE: it never waits for the
 * writer, nor the writer for it), and calls the fsync()s that go with it.
 * In the hub's thread, SQLite's automatic checkpoint ran every 1,000
 * pages, at full speed several times a second, each holding up every game
 * for as long as its writes and fsync()s took (docs/BENCHMARKS.md). */
#define CKPT_MS 100
#define CKPT_TRUNCATE_FRAMES 1024 /* WAL pages: 4 MB */

typedef struct checkpointer {
    pthread_t thread;
    pthread_mutex_t lock;
    pthread_cond_t wake;
    int stopping;
    sqlite3 *db;
} checkpointer;

typedef struct sqlite_store {
    store base; /* first: a store * is a sqlite_store * */
    sqlite3 *db;
    sqlite3_stmt *stmt[S_COUNT];
    checkpointer *ckpt; /* NULL: SQLite checkpoints by itself */
} sqlite_store;

static const char schema_sql[] =
    "CREATE TABLE rooms("
    " seq INTEGER PRIMARY KEY,"
    " code TEXT NOT NULL UNIQUE,"
    " json TEXT NOT NULL);"
    "CREATE TABLE games("
    " id INTEGER PRIMARY KEY AUTOINCREMENT,"
    " code TEXT NOT NULL,"
    " header TEXT NOT NULL,"
    " names TEXT,"
    " record TEXT,"
    " winner INTEGER NOT NULL DEFAULT -1,"
    " started_s INTEGER NOT NULL,"
    " finished_s INTEGER NOT NULL DEFAULT 0,"
    " secret TEXT);"
    "CREATE INDEX games_recent ON games(finished_s DESC, id DESC)"
    " WHERE record IS NOT NULL;"
    "CREATE TABLE moves("
    " game INTEGER NOT NULL REFERENCES games(id),"
    " n INTEGER NOT NULL,"
    " seat INTEGER NOT NULL,"
    " move TEXT NOT NULL,"
    " chosen_by INTEGER NOT NULL DEFAULT 0,"
    " PRIMARY KEY(game, n)) WITHOUT ROWID;";

/* The tables of version 4, made in a new file after schema_sql and added
 * to an older one (without IF NOT EXISTS: a file of an older version has
 * none of them). */
static const char accounts_sql[] =
    "CREATE TABLE accounts("
    " id INTEGER PRIMARY KEY AUTOINCREMENT,"
    " name TEXT NOT NULL,"
    " key TEXT NOT NULL UNIQUE,"
    " hash TEXT NOT NULL,"
    " created_s INTEGER NOT NULL);"
    "CREATE TABLE sessions("
    " id TEXT PRIMARY KEY,"
    " account INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,"
    " created_s INTEGER NOT NULL,"
    " expires_s INTEGER NOT NULL) WITHOUT ROWID;"
    "CREATE INDEX sessions_account ON sessions(account);"
    "CREATE TABLE game_players("
    " game INTEGER NOT NULL REFERENCES games(id),"
    " seat INTEGER NOT NULL,"
    " account INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,"
    " PRIMARY KEY(game, seat)) WITHOUT ROWID;"
    "CREATE INDEX game_players_account ON game_players(account, game);";

/* The tables of version 5, made in a new file after accounts_sql and
 * added to an older one. A subject is not a foreign key (a bot's is
 * negative); the game of a history row is. */
static const char ratings_sql[] =
    "CREATE TABLE ratings("
    " subject INTEGER NOT NULL,"
    " family INTEGER NOT NULL,"
    " mu REAL NOT NULL,"
    " sigma REAL NOT NULL,"
    " games INTEGER NOT NULL,"
    " updated_s INTEGER NOT NULL,"
    " PRIMARY KEY(subject, family)) WITHOUT ROWID;"
    "CREATE INDEX ratings_board ON ratings(family, mu - 3 * sigma DESC,"
    " subject);"
    "CREATE TABLE rating_history("
    " subject INTEGER NOT NULL,"
    " family INTEGER NOT NULL,"
    " game INTEGER NOT NULL REFERENCES games(id),"
    " mu REAL NOT NULL,"
    " sigma REAL NOT NULL,"
    " at_s INTEGER NOT NULL,"
    " PRIMARY KEY(subject, family, game)) WITHOUT ROWID;";

/* The finished games' analyses (docs/analysis.md, "On the server"):
 * made if missing, in a new file and in one of any older version alike
 * (a table the versions before it do not read). */
static const char analyses_sql[] =
    "CREATE TABLE IF NOT EXISTS game_analyses("
    " game INTEGER PRIMARY KEY REFERENCES games(id),"
    " budget INTEGER NOT NULL,"
    " seed INTEGER NOT NULL,"
    " json TEXT NOT NULL);";

/* ----------------------------------------------------------- errors */

static sqlite_store *lite(store *st)
{
    return (sqlite_store *)st;
}

/* A failure of SQLite itself, in function `fn`. */
static int fail_db(store *st, const char *fn)
{
    return store_fail(st, "%s: %s", fn, sqlite3_errmsg(lite(st)->db));
}

/* ---------------------------------------------------------- binding */

/* The statement, reset and unbound for a new use. */
static sqlite3_stmt *use(store *st, int which)
{
    sqlite3_stmt *s = lite(st)->stmt[which];
    sqlite3_reset(s);
    sqlite3_clear_bindings(s);
    return s;
}

/* Binds text `text` (with its length: store.c checked that it fits an
 * int) to parameter i; 0 or -1. */
static int bind_text(store *st, const char *fn, sqlite3_stmt *s, int i,
                     const char *text)
{
    if (sqlite3_bind_text(s, i, text, (int)strlen(text), SQLITE_STATIC) !=
        SQLITE_OK)
        return fail_db(st, fn);
    return 0;
}

/* Runs a write statement to its end; 0 or -1. */
static int step_done(store *st, const char *fn, sqlite3_stmt *s)
{
    int rc = sqlite3_step(s);

    if (rc != SQLITE_DONE) {
        fail_db(st, fn);
        sqlite3_reset(s);
        return -1;
    }
    sqlite3_reset(s);
    return 0;
}

/* 0 when the last write changed a row, 1 when it changed none. */
static int changed(store *st)
{
    return sqlite3_changes(lite(st)->db) != 0 ? 0 : 1;
}

/* A copy of column i's text (NULL for SQL NULL, and on a failed malloc:
 * *oom is then set). */
static char *column_dup(sqlite3_stmt *s, int i, int *oom)
{
    const unsigned char *p = sqlite3_column_text(s, i);
    size_t len;
    char *copy;

    if (p == NULL) {
        if (sqlite3_column_type(s, i) != SQLITE_NULL)
            *oom = 1;
        return NULL;
    }
    len = (size_t)sqlite3_column_bytes(s, i);
    copy = malloc(len + 1);
    if (copy == NULL) {
        *oom = 1;
        return NULL;
    }
    memcpy(copy, p, len);
    copy[len] = '\0';
    return copy;
}

/* ---------------------------------------------------------- opening */

/* The integer that a one-row query (a PRAGMA) returns into *out. */
static int query_int(sqlite3 *db, const char *sql, int64_t *out)
{
    sqlite3_stmt *s;
    int rc = sqlite3_prepare_v2(db, sql, -1, &s, NULL);

    if (rc != SQLITE_OK)
        return rc;
    rc = sqlite3_step(s);
    if (rc == SQLITE_ROW) {
        *out = sqlite3_column_int64(s, 0);
        rc = SQLITE_OK;
    }
    sqlite3_finalize(s);
    return rc;
}

/* The one text that a one-row query returns, into out[n]. */
static int query_text(sqlite3 *db, const char *sql, char *out, size_t n)
{
    sqlite3_stmt *s;
    int rc = sqlite3_prepare_v2(db, sql, -1, &s, NULL);

    if (rc != SQLITE_OK)
        return rc;
    rc = sqlite3_step(s);
    if (rc == SQLITE_ROW) {
        const unsigned char *t = sqlite3_column_text(s, 0);
        snprintf(out, n, "%s", t != NULL ? (const char *)t : "");
        rc = SQLITE_OK;
    }
    sqlite3_finalize(s);
    return rc;
}

/* Is the file coup's, of a version this code knows? Read before anything
 * is written to it, so that a refused file is left as it was. Also the
 * first read of the file: a file that is not a database fails here. */
static int check_version(store *st, const char *path)
{
    sqlite3 *db = lite(st)->db;
    int64_t version = 0, app = 0, tables = 0;

    if (query_int(db, "PRAGMA user_version", &version) != SQLITE_OK ||
        query_int(db, "PRAGMA application_id", &app) != SQLITE_OK ||
        query_int(db, "SELECT count(*) FROM sqlite_master", &tables) !=
            SQLITE_OK)
        return store_fail(st, "%s: %s", path, sqlite3_errmsg(db));
    if (app != 0 && app != STORE_APP_ID)
        return store_fail(st, "%s: a SQLite database of another program"
                          " (application_id %lld), not coup's", path,
                          (long long)app);
    if (app == 0 && tables != 0)
        return store_fail(st, "%s: a SQLite database with tables of its own,"
                          " not coup's", path);
    if (version > STORE_VERSION)
        return store_fail(st, "%s: database schema version %lld is newer"
                          " than this coup's (%d): use a newer coup, or"
                          " another file", path, (long long)version,
                          STORE_VERSION);
    return 0;
}

/* WAL (kept in the file: later openings are in WAL too), synchronous
 * NORMAL (see the top of this file), foreign keys checked. */
static int set_pragmas(store *st, const char *path)
{
    sqlite3 *db = lite(st)->db;
    char mode[16];

    if (query_text(db, "PRAGMA journal_mode=WAL", mode, sizeof mode) !=
            SQLITE_OK ||
        sqlite3_exec(db, "PRAGMA synchronous=NORMAL;"
                     " PRAGMA foreign_keys=ON", NULL, NULL, NULL) != SQLITE_OK)
        return store_fail(st, "%s: %s", path, sqlite3_errmsg(db));
    /* A database in memory has no journal file to put in WAL mode. */
    if (strcmp(mode, "wal") != 0 && strcmp(mode, "memory") != 0)
        return store_fail(st, "%s: cannot use WAL mode (journal mode is %s)",
                          path, mode);
    return 0;
}

/* Adds column `column` to `table` (both ours, not outside data) if it is
 * missing; 0 or -1. */
static int add_column(sqlite3 *db, const char *table, const char *column,
                      const char *type)
{
    int64_t has = 0;
    char sql[160];

    snprintf(sql, sizeof sql, "SELECT count(*) FROM pragma_table_info('%s')"
             " WHERE name = '%s'", table, column);
    if (query_int(db, sql, &has) != SQLITE_OK)
        return -1;
    snprintf(sql, sizeof sql, "ALTER TABLE %s ADD COLUMN %s %s", table,
             column, type);
    if (has == 0 && sqlite3_exec(db, sql, NULL, NULL, NULL) != SQLITE_OK)
        return -1;
    return 0;
}

/* Versions 1 to 4 to 5: games.secret (version 2; NULL in every game
 * kept: listed, as they were) and moves.chosen_by (version 3; 0 in every
 * move kept: nothing else was known), each added if missing; then the
 * tables of version 4 (unless there), and those of version 5, empty. */
static int migrate(sqlite3 *db, int64_t version)
{
    char sql[64];

    if (add_column(db, "games", "secret", "TEXT") < 0 ||
        add_column(db, "moves", "chosen_by", "INTEGER NOT NULL DEFAULT 0") < 0)
        return -1;
    if (version < 4 &&
        sqlite3_exec(db, accounts_sql, NULL, NULL, NULL) != SQLITE_OK)
        return -1;
    if (version < 5 &&
        sqlite3_exec(db, ratings_sql, NULL, NULL, NULL) != SQLITE_OK)
        return -1;
    snprintf(sql, sizeof sql, "PRAGMA user_version=%d", STORE_VERSION);
    return sqlite3_exec(db, sql, NULL, NULL, NULL) == SQLITE_OK ? 0 : -1;
}

/* Creates the tables in a new (empty) database, or brings an older one's
 * to this version. BEGIN IMMEDIATE takes the write lock before reading the
 * version, so that two servers opening one new file do not both create
 * the tables. */
static int create_schema(store *st, const char *path)
{
    sqlite3 *db = lite(st)->db;
    int64_t version = 0;
    char sql[128];

    if (sqlite3_exec(db, "BEGIN IMMEDIATE", NULL, NULL, NULL) != SQLITE_OK)
        return store_fail(st, "%s: %s", path, sqlite3_errmsg(db));
    if (query_int(db, "PRAGMA user_version", &version) != SQLITE_OK)
        goto failed;
    if (version == 0) {
        snprintf(sql, sizeof sql, "PRAGMA user_version=%d;"
                 " PRAGMA application_id=%d", STORE_VERSION, STORE_APP_ID);
        if (sqlite3_exec(db, schema_sql, NULL, NULL, NULL) != SQLITE_OK ||
            sqlite3_exec(db, accounts_sql, NULL, NULL, NULL) != SQLITE_OK ||
            sqlite3_exec(db, ratings_sql, NULL, NULL, NULL) != SQLITE_OK ||
            sqlite3_exec(db, sql, NULL, NULL, NULL) != SQLITE_OK)
            goto failed;
    } else if (version < STORE_VERSION && migrate(db, version) < 0) {
        goto failed;
    }
    if (sqlite3_exec(db, analyses_sql, NULL, NULL, NULL) != SQLITE_OK)
        goto failed;
    if (sqlite3_exec(db, "COMMIT", NULL, NULL, NULL) != SQLITE_OK)
        goto failed;
    return 0;
failed:
    store_fail(st, "%s: cannot create the tables: %s", path,
               sqlite3_errmsg(db));
    sqlite3_exec(db, "ROLLBACK", NULL, NULL, NULL);
    return -1;
}

static int prepare_all(store *st, const char *path)
{
    sqlite_store *ls = lite(st);

    for (int i = 0; i < S_COUNT; i++)
        if (sqlite3_prepare_v3(ls->db, statement_sql[i], -1,
                               SQLITE_PREPARE_PERSISTENT, &ls->stmt[i],
                               NULL) != SQLITE_OK)
            return store_fail(st, "%s: %s", path, sqlite3_errmsg(ls->db));
    return 0;
}

static void *checkpoints(void *arg)
{
    checkpointer *c = arg;
    pthread_mutex_lock(&c->lock);
    while (!c->stopping) {
        struct timespec t;
        clock_gettime(CLOCK_REALTIME, &t);
        t.tv_nsec += CKPT_MS * 1000000L;
        if (t.tv_nsec >= 1000000000L) {
            t.tv_sec++;
            t.tv_nsec -= 1000000000L;
        }
        int rc = 0;
        while (!c->stopping && rc != ETIMEDOUT)
            rc = pthread_cond_timedwait(&c->wake, &c->lock, &t);
        if (c->stopping)
            break;
        pthread_mutex_unlock(&c->lock);
        /* A failure (the disk full) is the writer's to see and tell. */
        int frames = 0;
        sqlite3_wal_checkpoint_v2(c->db, NULL, SQLITE_CHECKPOINT_PASSIVE,
                                  &frames, NULL);
        /* The WAL starts again from its beginning only once a checkpoint
         * has copied all of it, which a writer that never stops keeps a
         * passive one from doing (the WAL grew by 55 MB a second at full
         * speed). Past CKPT_TRUNCATE_FRAMES, a truncating one: the writes
         * wait while the little left is copied, and the WAL is emptied.
         * Truncated rather than restarted: writing again over the pages
         * just synced waited for the disk (measured: 7,400 moves a second
         * against 10,200). */
        if (frames > CKPT_TRUNCATE_FRAMES)
            sqlite3_wal_checkpoint_v2(c->db, NULL,
                                      SQLITE_CHECKPOINT_TRUNCATE, NULL, NULL);
        pthread_mutex_lock(&c->lock);
    }
    pthread_mutex_unlock(&c->lock);
    return NULL;
}

/* Starts the checkpointer of a database file in WAL mode, and turns
 * SQLite's own off; where it cannot start, SQLite's own stays. */
static void checkpointer_start(sqlite_store *ls, const char *path)
{
    checkpointer *c = calloc(1, sizeof *c);
    if (c == NULL)
        return;
    /* Its connection checkpoints only once it has read the file: the
     * journal mode, read here, is the proof. */
    char mode[16];
    if (sqlite3_open_v2(path, &c->db, SQLITE_OPEN_READWRITE, NULL) !=
            SQLITE_OK ||
        query_text(c->db, "PRAGMA journal_mode", mode, sizeof mode) !=
            SQLITE_OK ||
        strcmp(mode, "wal") != 0) {
        sqlite3_close_v2(c->db);
        free(c);
        return;
    }
    sqlite3_busy_timeout(c->db, STORE_BUSY_MS);
    pthread_mutex_init(&c->lock, NULL);
    pthread_cond_init(&c->wake, NULL);
    if (pthread_create(&c->thread, NULL, checkpoints, c) != 0) {
        pthread_cond_destroy(&c->wake);
        pthread_mutex_destroy(&c->lock);
        sqlite3_close_v2(c->db);
        free(c);
        return;
    }
    sqlite3_wal_autocheckpoint(ls->db, 0);
    ls->ckpt = c;
}

static void checkpointer_stop(sqlite_store *ls)
{
    checkpointer *c = ls->ckpt;
    if (c == NULL)
        return;
    pthread_mutex_lock(&c->lock);
    c->stopping = 1;
    pthread_cond_signal(&c->wake);
    pthread_mutex_unlock(&c->lock);
    pthread_join(c->thread, NULL);
    pthread_cond_destroy(&c->wake);
    pthread_mutex_destroy(&c->lock);
    sqlite3_close_v2(c->db);
    free(c);
    ls->ckpt = NULL;
}

static void sqlite_close(store *st)
{
    sqlite_store *ls = lite(st);

    checkpointer_stop(ls);

    for (int i = 0; i < S_COUNT; i++)
        sqlite3_finalize(ls->stmt[i]);
    /* The last connection to close checkpoints the WAL into the file. */
    sqlite3_close_v2(ls->db);
    free(ls);
}

static store *sqlite_open(const char *path, char *why, size_t n)
{
    sqlite_store *ls = calloc(1, sizeof *ls);
    store *st;
    int rc;

    if (ls == NULL) {
        snprintf(why, n, "%s: out of memory", path);
        return NULL;
    }
    st = &ls->base;
    st->ops = &store_sqlite_ops;
    rc = sqlite3_open_v2(path, &ls->db,
                         SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL);
    if (rc != SQLITE_OK) {
        store_fail(st, "%s: cannot open: %s", path,
                   ls->db != NULL ? sqlite3_errmsg(ls->db)
                                  : sqlite3_errstr(rc));
    } else {
        sqlite3_busy_timeout(ls->db, STORE_BUSY_MS);
        sqlite3_extended_result_codes(ls->db, 1);
        if (check_version(st, path) == 0 && set_pragmas(st, path) == 0 &&
            create_schema(st, path) == 0 && check_version(st, path) == 0 &&
            prepare_all(st, path) == 0) {
            char mode[16];
            if (query_text(ls->db, "PRAGMA journal_mode", mode,
                           sizeof mode) == SQLITE_OK && !strcmp(mode, "wal"))
                checkpointer_start(ls, path);
            return st;
        }
    }
    snprintf(why, n, "%s", st->err);
    sqlite_close(st);
    return NULL;
}

/* ------------------------------------------------------------ rooms */

static int sqlite_room_put(store *st, const char *code, const char *json)
{
    sqlite3_stmt *s = use(st, S_ROOM_PUT);

    if (bind_text(st, "store_room_put", s, 1, code) < 0 ||
        bind_text(st, "store_room_put", s, 2, json) < 0 ||
        step_done(st, "store_room_put", s) < 0)
        return -1;
    return 0;
}

static int sqlite_room_delete(store *st, const char *code)
{
    sqlite3_stmt *s = use(st, S_ROOM_DELETE);

    if (bind_text(st, "store_room_delete", s, 1, code) < 0 ||
        step_done(st, "store_room_delete", s) < 0)
        return -1;
    return changed(st);
}

/* The rows of a query, copied out before any callback is called: a
 * callback may then use the store again (even the same statement). */
typedef struct rows {
    size_t count, cap;
    int ncol;
    char **text;   /* count * ncol texts (NULL for numbers and SQL NULL) */
    int64_t *num;  /* count * ncol numbers */
    double *real;  /* count * ncol numbers as doubles (mu, sigma) */
} rows;

static void rows_free(rows *r)
{
    for (size_t i = 0; i < r->count * (size_t)r->ncol; i++)
        free(r->text[i]);
    free(r->text);
    free(r->num);
    free(r->real);
}

/* Steps s to its end into *r: the columns whose bit is set in text_cols
 * as text, the others as integers. 0 or -1. */
static int rows_read(store *st, const char *fn, sqlite3_stmt *s,
                     unsigned text_cols, rows *r)
{
    int rc, oom = 0;

    memset(r, 0, sizeof *r);
    r->ncol = sqlite3_column_count(s);
    while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
        if (r->count == r->cap) {
            size_t cap = r->cap != 0 ? 2 * r->cap : 16;
            size_t cells = cap * (size_t)r->ncol;
            char **t = realloc(r->text, cells * sizeof *t);
            if (t != NULL)
                r->text = t;
            int64_t *v = realloc(r->num, cells * sizeof *v);
            if (v != NULL)
                r->num = v;
            double *d = realloc(r->real, cells * sizeof *d);
            if (d != NULL)
                r->real = d;
            if (t == NULL || v == NULL || d == NULL) {
                oom = 1;
                break;
            }
            r->cap = cap;
        }
        for (int c = 0; c < r->ncol; c++) {
            size_t cell = r->count * (size_t)r->ncol + (size_t)c;
            r->num[cell] = sqlite3_column_int64(s, c);
            r->real[cell] = sqlite3_column_double(s, c);
            r->text[cell] = (text_cols >> c & 1u) != 0
                                ? column_dup(s, c, &oom) : NULL;
        }
        r->count++;
        if (oom)
            break;
    }
    if (oom)
        store_fail(st, "%s: out of memory", fn);
    else if (rc != SQLITE_DONE)
        fail_db(st, fn);
    sqlite3_reset(s);
    if (oom || rc != SQLITE_DONE) {
        rows_free(r);
        return -1;
    }
    return 0;
}

#define CELL_TEXT(r, i, c) ((r)->text[(i) * (size_t)(r)->ncol + (size_t)(c)])
#define CELL_NUM(r, i, c) ((r)->num[(i) * (size_t)(r)->ncol + (size_t)(c)])
#define CELL_REAL(r, i, c) ((r)->real[(i) * (size_t)(r)->ncol + (size_t)(c)])

static int sqlite_rooms_each(store *st, store_room_fn *fn, void *ctx)
{
    rows r;

    if (rows_read(st, "store_rooms_each", use(st, S_ROOMS), 3u, &r) < 0)
        return -1;
    for (size_t i = 0; i < r.count; i++)
        fn(ctx, CELL_TEXT(&r, i, 0), CELL_TEXT(&r, i, 1));
    rows_free(&r);
    return 0;
}

/* ------------------------------------------------------------ games */

static int64_t sqlite_game_begin(store *st, const char *code,
                                 const char *header, const char *names_json,
                                 const char *secret, int64_t started_s)
{
    sqlite3_stmt *s = use(st, S_GAME_BEGIN);

    if (bind_text(st, "store_game_begin", s, 1, code) < 0 ||
        bind_text(st, "store_game_begin", s, 2, header) < 0)
        return -1;
    /* No names is SQL NULL: ?4 left unbound. */
    if (names_json != NULL &&
        bind_text(st, "store_game_begin", s, 4, names_json) < 0)
        return -1;
    /* No secret: SQL NULL, ?5 left unbound. */
    if (secret != NULL && bind_text(st, "store_game_begin", s, 5, secret) < 0)
        return -1;
    sqlite3_bind_int64(s, 3, started_s);
    if (step_done(st, "store_game_begin", s) < 0)
        return -1;
    return sqlite3_last_insert_rowid(lite(st)->db);
}

static int sqlite_game_state(store *st, const char *fn, int64_t id,
                             int *over, int64_t *next)
{
    sqlite3_stmt *s = use(st, S_GAME_NEXT);
    int rc;

    sqlite3_bind_int64(s, 1, id);
    rc = sqlite3_step(s);
    if (rc == SQLITE_ROW) {
        *over = sqlite3_column_int(s, 0);
        *next = sqlite3_column_int64(s, 1);
    } else if (rc != SQLITE_DONE) {
        fail_db(st, fn);
    }
    sqlite3_reset(s);
    return rc == SQLITE_ROW ? 0 : rc == SQLITE_DONE ? 1 : -1;
}

static int sqlite_game_move(store *st, int64_t id, int n, int seat,
                            const char *move, int by)
{
    sqlite3_stmt *s = use(st, S_GAME_MOVE);

    sqlite3_bind_int64(s, 1, id);
    sqlite3_bind_int(s, 2, n);
    sqlite3_bind_int(s, 3, seat);
    sqlite3_bind_int(s, 5, by);
    if (bind_text(st, "store_game_move", s, 4, move) < 0 ||
        step_done(st, "store_game_move", s) < 0)
        return -1;
    return changed(st);
}

static int sqlite_game_end(store *st, int64_t id, int winner,
                           const char *record, int64_t finished_s)
{
    sqlite3_stmt *s = use(st, S_GAME_END);

    sqlite3_bind_int64(s, 1, id);
    sqlite3_bind_int(s, 2, winner);
    sqlite3_bind_int64(s, 4, finished_s);
    if (bind_text(st, "store_game_end", s, 3, record) < 0 ||
        step_done(st, "store_game_end", s) < 0)
        return -1;
    return changed(st);
}

/* The columns id, code, started_s, finished_s, winner of row i. */
static void game_from_row(const rows *r, size_t i, store_game *g)
{
    const char *code = CELL_TEXT(r, i, 1);

    memset(g, 0, sizeof *g);
    g->id = CELL_NUM(r, i, 0);
    snprintf(g->code, sizeof g->code, "%s", code != NULL ? code : "");
    g->started_s = CELL_NUM(r, i, 2);
    g->finished_s = CELL_NUM(r, i, 3);
    g->winner = (int)CELL_NUM(r, i, 4);
}

/* A row of a list of games (games_recent, account_games): the columns of
 * game_from_row(), then header (5) and names (6); the texts stay r's. */
static void listed_game_from_row(const rows *r, size_t i, store_game *g)
{
    game_from_row(r, i, g);
    g->header = CELL_TEXT(r, i, 5);
    g->names = CELL_TEXT(r, i, 6);
}

static int sqlite_game_get(store *st, int64_t id, const char *key,
                           store_game *g)
{
    sqlite3_stmt *s = use(st, S_GAME_GET);
    rows r;

    sqlite3_bind_int64(s, 1, id);
    if (key != NULL && bind_text(st, "store_game_get", s, 2, key) < 0)
        return -1;
    /* Texts: code (1), header (5), record (6), names (7). */
    if (rows_read(st, "store_game_get", s,
                  1u << 1 | 1u << 5 | 1u << 6 | 1u << 7, &r) < 0)
        return -1;
    if (r.count == 0) {
        rows_free(&r);
        return 1;
    }
    game_from_row(&r, 0, g);
    g->secret = CELL_NUM(&r, 0, 8) != 0;
    /* The texts move from the rows into *g. */
    g->header = CELL_TEXT(&r, 0, 5);
    g->record = CELL_TEXT(&r, 0, 6);
    g->names = CELL_TEXT(&r, 0, 7);
    CELL_TEXT(&r, 0, 5) = NULL;
    CELL_TEXT(&r, 0, 6) = NULL;
    CELL_TEXT(&r, 0, 7) = NULL;
    rows_free(&r);
    return 0;
}

static int sqlite_game_moves(store *st, int64_t id, store_move_fn *fn,
                             void *ctx)
{
    sqlite3_stmt *s = use(st, S_GAME_MOVES);
    rows r;

    sqlite3_bind_int64(s, 1, id);
    if (rows_read(st, "store_game_moves", s, 1u << 2, &r) < 0)
        return -1;
    for (size_t i = 0; i < r.count; i++)
        fn(ctx, (int)CELL_NUM(&r, i, 0), (int)CELL_NUM(&r, i, 1),
           CELL_TEXT(&r, i, 2), (int)CELL_NUM(&r, i, 3));
    rows_free(&r);
    return (int)r.count;
}

static int sqlite_games_recent(store *st, int limit, store_game_fn *fn,
                               void *ctx)
{
    sqlite3_stmt *s = use(st, S_GAMES_RECENT);
    rows r;

    sqlite3_bind_int(s, 1, limit);
    /* Texts: code (1), header (5), names (6); they stay the rows'. */
    if (rows_read(st, "store_games_recent", s, 1u << 1 | 1u << 5 | 1u << 6,
                  &r) < 0)
        return -1;
    for (size_t i = 0; i < r.count; i++) {
        store_game g;
        listed_game_from_row(&r, i, &g);
        fn(ctx, &g);
    }
    rows_free(&r);
    return 0;
}

static int sqlite_game_set_names(store *st, int64_t id, const char *header,
                                 const char *record, const char *names_json)
{
    static const char fn[] = "store_game_set_names";
    sqlite3_stmt *s = use(st, S_GAME_SET_NAMES);

    sqlite3_bind_int64(s, 1, id);
    /* No record: ?3 left unbound, SQL NULL. */
    if (bind_text(st, fn, s, 2, header) < 0 ||
        (record != NULL && bind_text(st, fn, s, 3, record) < 0) ||
        bind_text(st, fn, s, 4, names_json) < 0 || step_done(st, fn, s) < 0)
        return -1;
    return changed(st);
}

/* --------------------------------------------------------- analyses */

static int sqlite_analysis_put(store *st, int64_t game, long budget,
                               int64_t seed, const char *json)
{
    static const char fn[] = "store_analysis_put";
    sqlite3_stmt *s = use(st, S_ANALYSIS_PUT);

    sqlite3_bind_int64(s, 1, game);
    sqlite3_bind_int64(s, 2, budget);
    sqlite3_bind_int64(s, 3, seed);
    if (bind_text(st, fn, s, 4, json) < 0 || step_done(st, fn, s) < 0)
        return -1;
    return changed(st);
}

static int sqlite_analysis_get(store *st, int64_t game, long *budget,
                               int64_t *seed, char **json)
{
    static const char fn[] = "store_analysis_get";
    sqlite3_stmt *s = use(st, S_ANALYSIS_GET);
    int rc, oom = 0;

    sqlite3_bind_int64(s, 1, game);
    rc = sqlite3_step(s);
    if (rc == SQLITE_DONE) {
        sqlite3_reset(s);
        return 1;
    }
    if (rc != SQLITE_ROW) {
        fail_db(st, fn);
        sqlite3_reset(s);
        return -1;
    }
    *budget = (long)sqlite3_column_int64(s, 0);
    *seed = sqlite3_column_int64(s, 1);
    *json = column_dup(s, 2, &oom);
    sqlite3_reset(s);
    if (oom || *json == NULL) {
        free(*json);
        *json = NULL;
        return store_fail(st, "%s: out of memory", fn);
    }
    return 0;
}

/* --------------------------------------------------------- accounts */

static int64_t sqlite_account_new(store *st, const char *name,
                                  const char *key, const char *hash,
                                  int64_t created_s)
{
    static const char fn[] = "store_account_new";
    sqlite3_stmt *s = use(st, S_ACCOUNT_NEW);

    sqlite3_bind_int64(s, 4, created_s);
    if (bind_text(st, fn, s, 1, name) < 0 || bind_text(st, fn, s, 2, key) < 0 ||
        bind_text(st, fn, s, 3, hash) < 0 || step_done(st, fn, s) < 0)
        return -1;
    if (changed(st) != 0)
        return 0;
    return sqlite3_last_insert_rowid(lite(st)->db);
}

/* Column i's text into out[n]; -1 when SQLite has none to give (out of
 * memory: the account's columns are NOT NULL). The lengths were checked
 * when written; a text put in by hand longer than out comes back cut. */
static int column_into(sqlite3_stmt *s, int i, char *out, size_t n)
{
    const unsigned char *t = sqlite3_column_text(s, i);

    if (t == NULL)
        return -1;
    snprintf(out, n, "%s", (const char *)t);
    return 0;
}

/* The account the statement finds (id, name, key, hash, created_s) into
 * *a: 0, 1 if none, -1. */
static int account_row(store *st, const char *fn, sqlite3_stmt *s,
                       store_account *a)
{
    int rc = sqlite3_step(s), found = rc == SQLITE_ROW ? 0 : 1;

    if (rc == SQLITE_ROW) {
        a->id = sqlite3_column_int64(s, 0);
        a->created_s = sqlite3_column_int64(s, 4);
        if (column_into(s, 1, a->name, sizeof a->name) < 0 ||
            column_into(s, 2, a->key, sizeof a->key) < 0 ||
            column_into(s, 3, a->hash, sizeof a->hash) < 0) {
            memset(a, 0, sizeof *a);
            found = store_fail(st, "%s: out of memory", fn);
        }
    } else if (rc != SQLITE_DONE) {
        found = fail_db(st, fn);
    }
    sqlite3_reset(s);
    return found;
}

static int sqlite_account_by_key(store *st, const char *key,
                                 store_account *a)
{
    static const char fn[] = "store_account_by_key";
    sqlite3_stmt *s = use(st, S_ACCOUNT_BY_KEY);

    if (bind_text(st, fn, s, 1, key) < 0)
        return -1;
    return account_row(st, fn, s, a);
}

static int sqlite_account_by_id(store *st, int64_t id, store_account *a)
{
    sqlite3_stmt *s = use(st, S_ACCOUNT_BY_ID);

    sqlite3_bind_int64(s, 1, id);
    return account_row(st, "store_account_by_id", s, a);
}

static int sqlite_account_set_hash(store *st, int64_t id, const char *hash)
{
    static const char fn[] = "store_account_set_hash";
    sqlite3_stmt *s = use(st, S_ACCOUNT_SET_HASH);

    sqlite3_bind_int64(s, 1, id);
    if (bind_text(st, fn, s, 2, hash) < 0 || step_done(st, fn, s) < 0)
        return -1;
    return changed(st);
}

/* A statement of one integer parameter that writes: 0 when it changed a
 * row, 1 when none, -1. */
static int write_id(store *st, const char *fn, int which, int64_t id)
{
    sqlite3_stmt *s = use(st, which);

    sqlite3_bind_int64(s, 1, id);
    if (step_done(st, fn, s) < 0)
        return -1;
    return changed(st);
}

/* Starts a write of several statements (the top of this file): a
 * savepoint. 0 or -1. */
static int group_begin(store *st, const char *fn)
{
    return step_done(st, fn, use(st, S_GROUP_BEGIN));
}

/* Ends the write group_begin() started: with rc >= 0, keeps what it wrote
 * and returns rc (or -1 if that fails); with rc < 0, undoes it and
 * returns -1, the failure's reason kept. */
static int group_end(store *st, const char *fn, int rc)
{
    sqlite3 *db = lite(st)->db;

    if (rc >= 0 && step_done(st, fn, use(st, S_GROUP_END)) == 0)
        return rc;
    /* Not through step_done(): the reason of the failure stays. */
    sqlite3_step(use(st, S_GROUP_UNDO));
    sqlite3_step(use(st, S_GROUP_END));
    sqlite3_reset(lite(st)->stmt[S_GROUP_END]);
    sqlite3_reset(lite(st)->stmt[S_GROUP_UNDO]);
    /* A savepoint that was a transaction of its own, and whose release
     * (its commit) failed, may be open still: it goes. */
    if (!st->in_tx && !sqlite3_get_autocommit(db))
        sqlite3_exec(db, "ROLLBACK", NULL, NULL, NULL);
    return -1;
}

/* The account's ratings and their history, then the account (and by ON
 * DELETE CASCADE its sessions and seats): all or nothing. */
static int sqlite_account_delete(store *st, int64_t id)
{
    static const char fn[] = "store_account_delete";
    int rc;

    if (group_begin(st, fn) < 0)
        return -1;
    rc = write_id(st, fn, S_ACCOUNT_HISTORY_DELETE, id);
    if (rc >= 0)
        rc = write_id(st, fn, S_ACCOUNT_RATINGS_DELETE, id);
    if (rc >= 0)
        rc = write_id(st, fn, S_ACCOUNT_DELETE, id);
    return group_end(st, fn, rc);
}

static int sqlite_game_player(store *st, int64_t game, int seat,
                              int64_t account)
{
    sqlite3_stmt *s = use(st, S_GAME_PLAYER);

    sqlite3_bind_int64(s, 1, game);
    sqlite3_bind_int(s, 2, seat);
    sqlite3_bind_int64(s, 3, account);
    if (step_done(st, "store_game_player", s) < 0)
        return -1;
    return changed(st);
}

static int sqlite_account_games(store *st, int64_t account, int limit,
                                store_account_game_fn *fn, void *ctx)
{
    sqlite3_stmt *s = use(st, S_ACCOUNT_GAMES);
    rows r;

    sqlite3_bind_int64(s, 1, account);
    sqlite3_bind_int(s, 2, limit);
    /* Texts: code (1), header (5), names (6), record (9); they stay the
     * rows'. */
    if (rows_read(st, "store_account_games", s,
                  1u << 1 | 1u << 5 | 1u << 6 | 1u << 9, &r) < 0)
        return -1;
    for (size_t i = 0; i < r.count; i++) {
        store_game g;
        listed_game_from_row(&r, i, &g);
        g.secret = CELL_NUM(&r, i, 7) != 0;
        g.record = CELL_TEXT(&r, i, 9);
        fn(ctx, &g, (int)CELL_NUM(&r, i, 8));
    }
    rows_free(&r);
    return 0;
}

static int sqlite_game_accounts(store *st, int64_t game, int64_t account[],
                                int n)
{
    sqlite3_stmt *s = use(st, S_GAME_ACCOUNTS);
    rows r;

    sqlite3_bind_int64(s, 1, game);
    if (rows_read(st, "store_game_accounts", s, 0u, &r) < 0)
        return -1;
    /* Seat -1: a game that no account played. */
    for (size_t i = 0; i < r.count; i++) {
        int64_t seat = CELL_NUM(&r, i, 0);
        if (seat >= 0 && seat < n)
            account[seat] = CELL_NUM(&r, i, 1);
    }
    rows_free(&r);
    return r.count > 0 ? 0 : 1;
}

/* ---------------------------------------------------------- ratings */

/* The one integer that statement s (bound) finds into *out: 0, 1 if it
 * finds no row, -1. */
static int one_int(store *st, const char *fn, sqlite3_stmt *s, int64_t *out)
{
    int rc = sqlite3_step(s);

    if (rc == SQLITE_ROW)
        *out = sqlite3_column_int64(s, 0);
    else if (rc != SQLITE_DONE)
        fail_db(st, fn);
    sqlite3_reset(s);
    return rc == SQLITE_ROW ? 0 : rc == SQLITE_DONE ? 1 : -1;
}

static int sqlite_rating_get(store *st, int64_t subject, int family,
                             store_rating *r)
{
    sqlite3_stmt *s = use(st, S_RATING_GET);
    int rc;

    sqlite3_bind_int64(s, 1, subject);
    sqlite3_bind_int(s, 2, family);
    rc = sqlite3_step(s);
    if (rc == SQLITE_ROW) {
        r->mu = sqlite3_column_double(s, 0);
        r->sigma = sqlite3_column_double(s, 1);
        r->games = sqlite3_column_int(s, 2);
        r->updated_s = sqlite3_column_int64(s, 3);
    } else if (rc != SQLITE_DONE) {
        fail_db(st, "store_rating_get");
    }
    sqlite3_reset(s);
    return rc == SQLITE_ROW ? 0 : rc == SQLITE_DONE ? 1 : -1;
}

/* The history row first: when it is not written (no such game or
 * account, or written already), neither is the rating. */
static int sqlite_rating_put(store *st, const store_rating *r, int64_t game)
{
    static const char fn[] = "store_rating_put";
    sqlite3_stmt *s;
    int rc;

    if (group_begin(st, fn) < 0)
        return -1;
    s = use(st, S_HISTORY_PUT);
    sqlite3_bind_int64(s, 1, r->subject);
    sqlite3_bind_int(s, 2, r->family);
    sqlite3_bind_int64(s, 3, game);
    sqlite3_bind_double(s, 4, r->mu);
    sqlite3_bind_double(s, 5, r->sigma);
    sqlite3_bind_int64(s, 6, r->updated_s);
    rc = step_done(st, fn, s) < 0 ? -1 : changed(st);
    if (rc == 0) {
        s = use(st, S_RATING_PUT);
        sqlite3_bind_int64(s, 1, r->subject);
        sqlite3_bind_int(s, 2, r->family);
        sqlite3_bind_double(s, 3, r->mu);
        sqlite3_bind_double(s, 4, r->sigma);
        sqlite3_bind_int(s, 5, r->games);
        sqlite3_bind_int64(s, 6, r->updated_s);
        if (step_done(st, fn, s) < 0)
            rc = -1;
    }
    return group_end(st, fn, rc);
}

static int sqlite_leaderboard(store *st, int family, int min_games,
                              int offset, int limit, store_rating_fn *fn,
                              void *ctx)
{
    sqlite3_stmt *s = use(st, S_LEADERBOARD);
    rows r;

    sqlite3_bind_int(s, 1, family);
    sqlite3_bind_int(s, 2, min_games);
    sqlite3_bind_int(s, 3, offset);
    sqlite3_bind_int(s, 4, limit);
    /* Texts: the account's name (6); it stays the rows'. */
    if (rows_read(st, "store_leaderboard", s, 1u << 6, &r) < 0)
        return -1;
    for (size_t i = 0; i < r.count; i++) {
        store_rating rating = {
            .subject = CELL_NUM(&r, i, 0),
            .family = (int)CELL_NUM(&r, i, 1),
            .mu = CELL_REAL(&r, i, 2),
            .sigma = CELL_REAL(&r, i, 3),
            .games = (int)CELL_NUM(&r, i, 4),
            .updated_s = CELL_NUM(&r, i, 5),
        };
        fn(ctx, &rating, CELL_TEXT(&r, i, 6));
    }
    rows_free(&r);
    return (int)r.count;
}

static int sqlite_leaderboard_count(store *st, int family, int min_games,
                                    int64_t *count)
{
    sqlite3_stmt *s = use(st, S_LEADERBOARD_COUNT);

    sqlite3_bind_int(s, 1, family);
    sqlite3_bind_int(s, 2, min_games);
    return one_int(st, "store_leaderboard_count", s, count) < 0 ? -1 : 0;
}

static int sqlite_leaderboard_place(store *st, int family, int min_games,
                                    int64_t subject, int64_t *place)
{
    sqlite3_stmt *s = use(st, S_LEADERBOARD_PLACE);

    sqlite3_bind_int(s, 1, family);
    sqlite3_bind_int(s, 2, min_games);
    sqlite3_bind_int64(s, 3, subject);
    /* No row: not on the board, *place stays 0. */
    return one_int(st, "store_leaderboard_place", s, place) < 0 ? -1 : 0;
}

static int sqlite_rating_history(store *st, int64_t subject, int family,
                                 int limit, store_history_fn *fn, void *ctx)
{
    sqlite3_stmt *s = use(st, S_RATING_HISTORY);
    rows r;

    sqlite3_bind_int64(s, 1, subject);
    sqlite3_bind_int(s, 2, family);
    sqlite3_bind_int(s, 3, limit);
    if (rows_read(st, "store_rating_history", s, 0u, &r) < 0)
        return -1;
    for (size_t i = 0; i < r.count; i++)
        fn(ctx, CELL_NUM(&r, i, 0), CELL_REAL(&r, i, 1),
           CELL_REAL(&r, i, 2), CELL_NUM(&r, i, 3));
    rows_free(&r);
    return (int)r.count;
}

/* --------------------------------------------------------- sessions */

static int sqlite_session_put(store *st, const char *id, int64_t account,
                              int64_t created_s, int64_t expires_s)
{
    static const char fn[] = "store_session_put";
    sqlite3_stmt *s = use(st, S_SESSION_PUT);

    sqlite3_bind_int64(s, 2, account);
    sqlite3_bind_int64(s, 3, created_s);
    sqlite3_bind_int64(s, 4, expires_s);
    if (bind_text(st, fn, s, 1, id) < 0 || step_done(st, fn, s) < 0)
        return -1;
    return changed(st);
}

static int sqlite_session_get(store *st, const char *id, int64_t now_s,
                              int64_t *account)
{
    static const char fn[] = "store_session_get";
    sqlite3_stmt *s = use(st, S_SESSION_GET);
    int rc;

    sqlite3_bind_int64(s, 2, now_s);
    if (bind_text(st, fn, s, 1, id) < 0)
        return -1;
    rc = sqlite3_step(s);
    if (rc == SQLITE_ROW)
        *account = sqlite3_column_int64(s, 0);
    else if (rc != SQLITE_DONE)
        fail_db(st, fn);
    sqlite3_reset(s);
    return rc == SQLITE_ROW ? 0 : rc == SQLITE_DONE ? 1 : -1;
}

static int sqlite_session_delete(store *st, const char *id)
{
    static const char fn[] = "store_session_delete";
    sqlite3_stmt *s = use(st, S_SESSION_DELETE);

    if (bind_text(st, fn, s, 1, id) < 0 || step_done(st, fn, s) < 0)
        return -1;
    return changed(st);
}

static int sqlite_sessions_delete_account(store *st, int64_t account)
{
    return write_id(st, "store_sessions_delete_account",
                    S_SESSIONS_DELETE_ACCOUNT, account) < 0 ? -1 : 0;
}

static int sqlite_sessions_expire(store *st, int64_t now_s)
{
    if (write_id(st, "store_sessions_expire", S_SESSIONS_EXPIRE, now_s) < 0)
        return -1;
    return sqlite3_changes(lite(st)->db);
}

/* BEGIN IMMEDIATE: the write lock at once, so that two servers on one
 * file wait for each other (busy_timeout) rather than fail midway. */
static int sqlite_tx(store *st, const char *what)
{
    const char *sql = strcmp(what, "BEGIN") ? what : "BEGIN IMMEDIATE";
    if (sqlite3_exec(lite(st)->db, sql, NULL, NULL, NULL) != SQLITE_OK)
        return store_fail(st, "%s: %s", what,
                          sqlite3_errmsg(lite(st)->db));
    return 0;
}

const store_ops store_sqlite_ops = {
    .open = sqlite_open,
    .close = sqlite_close,
    .room_put = sqlite_room_put,
    .room_delete = sqlite_room_delete,
    .rooms_each = sqlite_rooms_each,
    .game_begin = sqlite_game_begin,
    .game_move = sqlite_game_move,
    .game_end = sqlite_game_end,
    .game_get = sqlite_game_get,
    .game_moves = sqlite_game_moves,
    .games_recent = sqlite_games_recent,
    .game_state = sqlite_game_state,
    .game_set_names = sqlite_game_set_names,
    .analysis_put = sqlite_analysis_put,
    .analysis_get = sqlite_analysis_get,
    .account_new = sqlite_account_new,
    .account_by_key = sqlite_account_by_key,
    .account_by_id = sqlite_account_by_id,
    .account_set_hash = sqlite_account_set_hash,
    .account_delete = sqlite_account_delete,
    .game_player = sqlite_game_player,
    .account_games = sqlite_account_games,
    .game_accounts = sqlite_game_accounts,
    .rating_get = sqlite_rating_get,
    .rating_put = sqlite_rating_put,
    .leaderboard = sqlite_leaderboard,
    .leaderboard_count = sqlite_leaderboard_count,
    .leaderboard_place = sqlite_leaderboard_place,
    .rating_history = sqlite_rating_history,
    .session_put = sqlite_session_put,
    .session_get = sqlite_session_get,
    .session_delete = sqlite_session_delete,
    .sessions_delete_account = sqlite_sessions_delete_account,
    .sessions_expire = sqlite_sessions_expire,
    .tx = sqlite_tx,
};
