/*
 * signin.c: the account requests of `coup serve` (POST /api/account/...,
 * docs/web-protocol.md, "Accounts"): sign up, sign in, sign out (this
 * device or every one), change the password, delete the account; the
 * sessions they open; and the limits on tries.
 *
 * A password is hashed and checked off the loop (hub_io's work()): a
 * request that needs it becomes a job, and its answer goes out when the
 * job comes back (hub_work_done()). Everything else runs on the loop.
 *
 * What an answer may tell: sign-up must say that a name is taken; sign-in
 * says only "wrong name or password", for an unknown name too, after
 * checking the password against a hash of nothing (so that the time
 * taken does not tell either).
 *
 * The limits (held in memory, per server):
 * - an address may make SIGNIN_BURST tries (sign up, sign in, change the
 *   password, delete) at once, then one every SIGNIN_REFILL_S seconds;
 * - a name (its key, whether or not an account has it) may be given a
 *   wrong password SIGNIN_FREE_FAILS times in a row; each wrong one after
 *   that waits SIGNIN_LOCK_S seconds, doubled each time up to
 *   SIGNIN_LOCK_MAX_S, before the next try is heard. A right password
 *   starts the count again.
 * Both are kept by a keyed hash of the address or name in a table of
 * SIGNIN_SETS x SIGNIN_WAYS entries, the least recently used giving way.
 */
#define _DEFAULT_SOURCE
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <sodium.h>

#include "server/account.h"
#include "server/hub_impl.h"

#define SIGNIN_BURST 10
#define SIGNIN_REFILL_S 30
#define SIGNIN_FREE_FAILS 5
#define SIGNIN_LOCK_S 30
#define SIGNIN_LOCK_MAX_S (15 * 60)
#define SIGNIN_SETS 512
#define SIGNIN_WAYS 8
/* A session lasts 30 days from its sign-in. */
#define SESSION_S (30 * 24 * 3600)
/* Expired sessions are deleted from the store once an hour. */
#define SWEEP_S 3600
/* The display and record name of a deleted account's seats. */
#define DELETED_NAME "deleted"

/* One entry of a limit: an address's bucket or a name's failures. */
typedef struct limit {
    uint64_t tag;    /* keyed hash of the address or the name; 0: free */
    int64_t used_ms; /* last touched */
    double tokens;   /* an address: tries it may make now */
    int fails;       /* a name: wrong passwords in a row */
    int64_t until_ms; /* a name: no try is heard before then */
} limit;

/* The requests (POST /api/account/<name>), in the order of their names;
 * the first four may make a job. */
enum job_kind { JOB_SIGNUP, JOB_SIGNIN, JOB_PASSWORD, JOB_DELETE, SIGNOUT,
                NKINDS };
static const char *const kind_names[NKINDS] = {"signup", "signin", "password",
                                               "delete", "signout"};

/* A request waiting for its password's hash or check. */
typedef struct job {
    struct job *next;
    void *conn;    /* NULL once its connection went */
    int kind;      /* job_kind */
    bool secure;
    int64_t account;
    uint64_t name_tag;
    char name[STORE_NAME_MAX + 1], key[STORE_NAME_MAX + 1];
    char hash[STORE_HASH_MAX + 1];  /* to check the password against */
    char pw[ACCOUNT_PASSWORD_MAX + 1], pw2[ACCOUNT_PASSWORD_MAX + 1];
    size_t pwlen, pw2len;           /* pw2: the new password, to hash */
    char new_hash[STORE_HASH_MAX + 1];
    bool queued;    /* handed to io->work(): the list owns it */
    bool ok;        /* the password was right */
    bool hashed;    /* new_hash was made */
} job;

struct signin {
    unsigned char tag_key[crypto_shorthash_KEYBYTES];
    limit addr[SIGNIN_SETS][SIGNIN_WAYS];
    limit name[SIGNIN_SETS][SIGNIN_WAYS];
    job *jobs;
    int64_t swept_s;
};

/* A hash of nothing, checked against for a name no account has. */
static char nobody_hash[STORE_HASH_MAX + 1];
static pthread_once_t nobody_once = PTHREAD_ONCE_INIT;

static void make_nobody(void)
{
    unsigned char r[16];
    char pw[33];
    randombytes_buf(r, sizeof r);
    sodium_bin2hex(pw, sizeof pw, r, sizeof r);
    if (account_password_hash(pw, 32, nobody_hash, sizeof nobody_hash))
        nobody_hash[0] = '\0'; /* then verify() fails at once */
}

struct signin *signin_new(hub *h)
{
    (void)h;
    struct signin *s = calloc(1, sizeof *s);
    if (s)
        crypto_shorthash_keygen(s->tag_key);
    return s;
}

void signin_free(struct signin *s)
{
    if (!s)
        return;
    while (s->jobs) {
        job *j = s->jobs;
        s->jobs = j->next;
        sodium_memzero(j, sizeof *j);
        free(j);
    }
    free(s);
}

/* ------------------------------------------------------------ limits */

static uint64_t tag_of(const struct signin *s, const char *text)
{
    uint64_t t;
    crypto_shorthash((unsigned char *)&t, (const unsigned char *)text,
                     strlen(text), s->tag_key);
    return t ? t : 1;
}

/* The entry of `tag` in table t (a new one, the set's least recently
 * used giving way, when it has none). */
static limit *limit_of(limit t[SIGNIN_SETS][SIGNIN_WAYS], uint64_t tag,
                       int64_t now, bool is_addr)
{
    limit *set = t[tag % SIGNIN_SETS], *old = &set[0];
    for (int i = 0; i < SIGNIN_WAYS; i++) {
        if (set[i].tag == tag) {
            set[i].used_ms = now;
            return &set[i];
        }
        if (set[i].used_ms < old->used_ms)
            old = &set[i];
    }
    *old = (limit){tag, now, is_addr ? SIGNIN_BURST : 0, 0, 0};
    return old;
}

/* Takes one try of the address: 0, or the seconds to wait. */
static int addr_try(hub *h, const char *peer)
{
    struct signin *s = h->signin;
    int64_t now = hub_now(h);
    limit *l = limit_of(s->addr, tag_of(s, peer), now, true);
    double refill = (double)(now - l->until_ms) / (1000.0 * SIGNIN_REFILL_S);
    if (l->until_ms && refill > 0)
        l->tokens = fmin(SIGNIN_BURST, l->tokens + refill);
    l->until_ms = now; /* the time of tokens' value */
    if (l->tokens < 1)
        return (int)ceil((1 - l->tokens) * SIGNIN_REFILL_S);
    l->tokens -= 1;
    return 0;
}

/* Whether name `tag` may be tried now: 0, or the seconds to wait. */
static int name_wait(hub *h, uint64_t tag)
{
    int64_t now = hub_now(h);
    limit *l = limit_of(h->signin->name, tag, now, false);
    return l->until_ms > now ? (int)((l->until_ms - now + 999) / 1000) : 0;
}

/* A wrong (ok false) or right password for name `tag`. */
static void name_told(hub *h, uint64_t tag, bool ok)
{
    int64_t now = hub_now(h);
    limit *l = limit_of(h->signin->name, tag, now, false);
    if (ok) {
        l->fails = 0;
        l->until_ms = 0;
        return;
    }
    if (++l->fails > SIGNIN_FREE_FAILS) {
        int k = l->fails - SIGNIN_FREE_FAILS - 1;
        int64_t wait = SIGNIN_LOCK_S;
        while (k-- > 0 && wait < SIGNIN_LOCK_MAX_S)
            wait *= 2;
        if (wait > SIGNIN_LOCK_MAX_S)
            wait = SIGNIN_LOCK_MAX_S;
        l->until_ms = now + 1000 * wait;
    }
}

/* ----------------------------------------------------------- answers */

static void answer_json(hub_answer *a, int status, json_t *o)
{
    a->status = status;
    a->body = json_dumps(o, JSON_COMPACT);
    a->len = a->body ? strlen(a->body) : 0;
    json_decref(o);
}

/* A refusal: {"error": code, "detail": detail} (and "retry_s"). */
static void refuse(hub_answer *a, int status, const char *code,
                   const char *detail, int retry_s)
{
    json_t *o = json_object();
    json_object_set_new(o, "error", json_string(code));
    json_object_set_new(o, "detail", json_string(detail));
    if (retry_s > 0)
        json_object_set_new(o, "retry_s", json_integer(retry_s));
    answer_json(a, status, o);
}

static void refuse_store(hub *h, hub_answer *a, const char *what)
{
    hub_log(h, "accounts: %s: %s", what,
            h->st ? store_error(h->st) : "no database");
    refuse(a, 503, "unavailable",
           "accounts are not available now: try again later", 0);
}

static void too_many(hub_answer *a, int wait)
{
    refuse(a, 429, "too_many", "too many tries: wait before the next", wait);
}

static json_t *account_json(int64_t id, const char *name)
{
    if (id <= 0)
        return json_null();
    json_t *o = json_object();
    json_object_set_new(o, "id", json_integer(id));
    json_object_set_new(o, "name", json_string(name));
    return o;
}

static void answer_account(hub_answer *a, int64_t id, const char *name)
{
    json_t *o = json_object();
    json_object_set_new(o, "account", account_json(id, name));
    answer_json(a, 200, o);
}

static void cookie_set(hub_answer *a, const char *token, bool secure)
{
    snprintf(a->cookie, sizeof a->cookie,
             ACCOUNT_COOKIE "=%s; Path=/; Max-Age=%d; HttpOnly; "
             "SameSite=Lax%s", token, SESSION_S, secure ? "; Secure" : "");
}

static void cookie_clear(hub_answer *a, bool secure)
{
    snprintf(a->cookie, sizeof a->cookie,
             ACCOUNT_COOKIE "=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax%s",
             secure ? "; Secure" : "");
}

/* A new session for account, its cookie into a: 0, or -1 (store). */
static int session_open(hub *h, int64_t account, bool secure, hub_answer *a)
{
    char token[ACCOUNT_TOKEN_BYTES + 1], id[ACCOUNT_SESSION_ID_BYTES + 1];
    int64_t now = h->io.wall_s(h->io.ctx);
    account_token_new(token, sizeof token);
    if (account_session_id(token, id, sizeof id) ||
        store_session_put(h->st, id, account, now, now + SESSION_S))
        return -1;
    cookie_set(a, token, secure);
    sodium_memzero(token, sizeof token);
    return 0;
}

/* Every connection of `account` is signed out (this server's: another
 * one's hears of it at its next connection). */
static void forget_account(hub *h, int64_t account)
{
    for (hub_client *c = h->clients; c; c = c->next)
        if (c->account == account) {
            c->account = 0;
            c->account_name[0] = '\0';
        }
}

int64_t signin_account(hub *h, const char *token, char *name)
{
    char id[ACCOUNT_SESSION_ID_BYTES + 1];
    int64_t account = 0;
    store_account acc;
    name[0] = '\0';
    if (!h->st || h->health == STORE_DOWN || !token || !*token ||
        account_session_id(token, id, sizeof id) ||
        store_session_get(h->st, id, h->io.wall_s(h->io.ctx), &account) ||
        account <= 0 || store_account_by_id(h->st, account, &acc))
        return 0;
    snprintf(name, STORE_NAME_MAX + 1, "%s", acc.name);
    sodium_memzero(acc.hash, sizeof acc.hash);
    return account;
}

void signin_tick(hub *h)
{
    struct signin *s = h->signin;
    int64_t now = h->io.wall_s(h->io.ctx);
    if (!h->st || h->health != STORE_UP || now - s->swept_s < SWEEP_S)
        return;
    s->swept_s = now;
    int n = store_sessions_expire(h->st, now);
    if (n < 0)
        hub_log(h, "accounts: expired sessions: %s", store_error(h->st));
}

/* ---------------------------------------------------- the past games */

/* One game account played, to rename its seat: its texts copied. */
typedef struct played {
    int64_t game;
    int seat;
    char *header, *record, *names;
} played;

typedef struct played_list {
    played *v;
    int n, cap;
    bool failed;
} played_list;

static void collect_played(void *ctx, const store_game *g, int seat)
{
    played_list *l = ctx;
    if (l->n == l->cap) {
        int cap = l->cap ? 2 * l->cap : 64;
        played *v = realloc(l->v, (size_t)cap * sizeof *v);
        if (!v) {
            l->failed = true;
            return;
        }
        l->v = v;
        l->cap = cap;
    }
    played *p = &l->v[l->n++];
    *p = (played){g->id, seat, strdup(g->header),
                  g->record ? strdup(g->record) : NULL,
                  strdup(g->names ? g->names : "[]")};
    if (!p->header || !p->names || (g->record && !p->record))
        l->failed = true;
}

static void played_free(played_list *l)
{
    for (int i = 0; i < l->n; i++) {
        free(l->v[i].header);
        free(l->v[i].record);
        free(l->v[i].names);
    }
    free(l->v);
}

/* A record's text (or a header's) with seat's name replaced: malloc'd,
 * or NULL when it does not parse. */
static char *renamed_text(const char *text, int seat)
{
    coup_record rec;
    coup_record_error err;
    if (coup_record_parse(text, strlen(text), &rec, &err))
        return NULL;
    const char *names[COUP_MAX_PLAYERS];
    char other[COUP_MAX_PLAYERS][COUP_RECORD_NAME_MAX + 1];
    int n = rec.options.players;
    for (int p = 0; p < n && p < COUP_MAX_PLAYERS; p++) {
        snprintf(other[p], sizeof other[p], "%s", rec.names[p]);
        names[p] = other[p];
    }
    char mine[COUP_RECORD_NAME_MAX + 1];
    snprintf(mine, sizeof mine, "%s", DELETED_NAME);
    for (int k = 2;; k++) { /* unique among the others, case ignored */
        bool taken = false;
        for (int p = 0; p < n; p++)
            taken |= p != seat && !strcasecmp(other[p], mine);
        if (!taken)
            break;
        snprintf(mine, sizeof mine, "%s_%d", DELETED_NAME, k);
    }
    names[seat] = mine;
    char *out = NULL;
    if (seat >= 0 && seat < n && !coup_record_set_names(&rec, n, names))
        out = coup_record_format(&rec, NULL);
    coup_record_free(&rec);
    return out;
}

/* The seat of game p is renamed DELETED_NAME: its display name, the
 * header's and the record's names. 0, or -1. */
static int rename_seat(hub *h, const played *p)
{
    int rc = -1;
    char *header = renamed_text(p->header, p->seat);
    char *record = p->record ? renamed_text(p->record, p->seat) : NULL;
    json_error_t err;
    json_t *names = json_loads(p->names, 0, &err);
    if (header && (record || !p->record) && json_is_array(names)) {
        json_array_set_new(names, (size_t)p->seat, json_string(DELETED_NAME));
        char *nj = json_dumps(names, JSON_COMPACT);
        if (nj && store_game_set_names(h->st, p->game, header, record, nj) >= 0)
            rc = 0;
        free(nj);
    }
    json_decref(names);
    free(header);
    free(record);
    return rc;
}

/* Account id goes: its games renamed, then the account, its sessions
 * and its rows of game_players (the store), in one transaction. */
static int delete_account(hub *h, int64_t id)
{
    played_list l = {0};
    if (store_begin(h->st))
        return -1;
    int rc = store_account_games(h->st, id, 1 << 30, collect_played, &l);
    for (int i = 0; !rc && !l.failed && i < l.n; i++)
        rc = rename_seat(h, &l.v[i]);
    if (!rc && !l.failed)
        rc = store_account_delete(h->st, id) < 0 ? -1 : 0;
    played_free(&l);
    if (rc || l.failed || store_commit(h->st)) {
        store_rollback(h->st);
        return -1;
    }
    /* Its seats in live rooms are guests' from now on. */
    for (room *r = h->rooms; r; r = r->next)
        for (int p = 0; p < r->players; p++)
            if (r->seat[p].account == id) {
                r->seat[p].account = 0;
                persist_room(h, r);
            }
    forget_account(h, id);
    return 0;
}

/* ------------------------------------------------------------- jobs */

/* Off the loop: the password checked against hash (if any), then the new
 * one hashed (if any, and the check passed). */
static void job_run(void *arg)
{
    job *j = arg;
    pthread_once(&nobody_once, make_nobody);
    if (j->kind == JOB_SIGNIN || j->kind == JOB_PASSWORD ||
        j->kind == JOB_DELETE) {
        const char *hash = j->hash[0] ? j->hash : nobody_hash;
        j->ok = account_password_verify(hash, j->pw, j->pwlen) &&
                j->hash[0];
    } else {
        j->ok = true;
    }
    if (j->ok && j->pw2len)
        j->hashed = !account_password_hash(j->pw2, j->pw2len, j->new_hash,
                                           sizeof j->new_hash);
    sodium_memzero(j->pw, sizeof j->pw);
    sodium_memzero(j->pw2, sizeof j->pw2);
}

/* On the loop, the job done: what it asked for, answered in a. */
static void job_finish(hub *h, job *j, hub_answer *a)
{
    if (!h->st || h->health == STORE_DOWN) {
        refuse_store(h, a, "the database is down");
        return;
    }
    if (j->kind != JOB_SIGNUP)
        name_told(h, j->name_tag, j->ok);
    if (!j->ok) {
        refuse(a, 401, "bad_credentials", "wrong name or password", 0);
        return;
    }
    if ((j->kind == JOB_SIGNUP || j->kind == JOB_PASSWORD) && !j->hashed) {
        refuse(a, 503, "unavailable", "out of memory: try again later", 0);
        return;
    }
    int64_t now = h->io.wall_s(h->io.ctx);
    switch (j->kind) {
    case JOB_SIGNUP: {
        int64_t id = store_account_new(h->st, j->name, j->key, j->new_hash, now);
        if (id == 0) {
            refuse(a, 409, "name_taken", "that name is taken", 0);
        } else if (id < 0 || session_open(h, id, j->secure, a)) {
            refuse_store(h, a, "sign-up");
        } else {
            hub_log(h, "accounts: account %lld made", (long long)id);
            answer_account(a, id, j->name);
        }
        break;
    }
    case JOB_SIGNIN:
        if (session_open(h, j->account, j->secure, a))
            refuse_store(h, a, "sign-in");
        else
            answer_account(a, j->account, j->name);
        break;
    case JOB_PASSWORD:
        /* Every other device is signed out; this one gets a new session. */
        if (store_account_set_hash(h->st, j->account, j->new_hash) ||
            store_sessions_delete_account(h->st, j->account) ||
            session_open(h, j->account, j->secure, a)) {
            refuse_store(h, a, "password");
        } else {
            forget_account(h, j->account);
            answer_account(a, j->account, j->name);
        }
        break;
    case JOB_DELETE:
        if (delete_account(h, j->account)) {
            refuse_store(h, a, "deletion");
        } else {
            hub_log(h, "accounts: account %lld deleted",
                    (long long)j->account);
            cookie_clear(a, j->secure);
            answer_account(a, 0, NULL);
        }
        break;
    }
}

/* Runs j: off the loop when there is one (false: the answer comes later,
 * and the job list owns j), else at once (true: answered in a). */
static bool job_start(hub *h, void *conn, job *j, hub_answer *a)
{
    j->conn = conn;
    if (h->io.work && h->io.answer) {
        j->queued = true;
        j->next = h->signin->jobs;
        h->signin->jobs = j;
        h->io.work(h->io.ctx, job_run, j);
        return false;
    }
    job_run(j);
    job_finish(h, j, a);
    return true;
}

void hub_work_done(hub *h, void *arg)
{
    job **p = &h->signin->jobs;
    while (*p && *p != arg)
        p = &(*p)->next;
    if (!*p)
        return; /* not one of ours: cannot happen */
    job *j = *p;
    *p = j->next;
    if (j->conn) {
        hub_answer a = {0};
        job_finish(h, j, &a);
        h->io.answer(h->io.ctx, j->conn, &a);
        free(a.body);
    }
    sodium_memzero(j, sizeof *j);
    free(j);
}

void hub_post_cancel(hub *h, void *conn)
{
    for (job *j = h->signin->jobs; j; j = j->next)
        if (j->conn == conn)
            j->conn = NULL;
}

/* -------------------------------------------------------- requests */

static bool form_refused(hub_answer *a, int fault, bool name)
{
    if (fault == ACCOUNT_OK)
        return false;
    char detail[160];
    snprintf(detail, sizeof detail, "%s: %s",
             name ? "a name is 3 to 20 letters or digits of one script, "
                    "with '_' or '-'"
                  : "a password is 8 to 128 bytes, and not the name",
             account_fault_name(fault));
    refuse(a, 400, name ? "name_form" : "password_form", detail, 0);
    return true;
}

static bool on_signup(hub *h, void *conn, const hub_request *q,
                      const account_form *f, job *j, hub_answer *a)
{
    if (!f->has_name || !f->has_password) {
        refuse(a, 400, "bad_request", "a name and a password are needed", 0);
        return true;
    }
    if (form_refused(a, account_name_key(f->name, f->name_len, j->key,
                                         sizeof j->key), true) ||
        form_refused(a, account_password_ok(f->password, f->password_len,
                                            f->name), false))
        return true;
    snprintf(j->name, sizeof j->name, "%.*s", (int)sizeof j->name - 1, f->name);
    memcpy(j->pw2, f->password, f->password_len + 1);
    j->pw2len = f->password_len;
    store_account found;
    int rc = store_account_by_key(h->st, j->key, &found);
    if (rc < 0) {
        refuse_store(h, a, "sign-up");
        return true;
    }
    if (rc == 0) {
        refuse(a, 409, "name_taken", "that name is taken", 0);
        return true;
    }
    j->kind = JOB_SIGNUP;
    j->secure = q->secure;
    return job_start(h, conn, j, a);
}

static bool on_signin(hub *h, void *conn, const hub_request *q,
                      const account_form *f, job *j, hub_answer *a)
{
    if (!f->has_name || !f->has_password) {
        refuse(a, 400, "bad_request", "a name and a password are needed", 0);
        return true;
    }
    /* A name that cannot be one is an unknown name, not a fault to tell. */
    if (account_name_key(f->name, f->name_len, j->key, sizeof j->key) !=
        ACCOUNT_OK)
        snprintf(j->key, sizeof j->key, "%.*s", (int)sizeof j->key - 1, f->name);
    j->name_tag = tag_of(h->signin, j->key);
    int wait = name_wait(h, j->name_tag);
    if (wait) {
        too_many(a, wait);
        return true;
    }
    memcpy(j->pw, f->password, f->password_len + 1);
    j->pwlen = f->password_len;
    store_account acc;
    int rc = store_account_by_key(h->st, j->key, &acc);
    if (rc < 0) {
        refuse_store(h, a, "sign-in");
        return true;
    }
    if (rc == 0) {
        j->account = acc.id;
        snprintf(j->name, sizeof j->name, "%s", acc.name);
        snprintf(j->hash, sizeof j->hash, "%s", acc.hash);
        sodium_memzero(acc.hash, sizeof acc.hash);
    }
    j->kind = JOB_SIGNIN;
    j->secure = q->secure;
    return job_start(h, conn, j, a);
}

/* Password and deletion: the session's account, with the password
 * given checked (and for a change, the new one checked then hashed). */
static bool on_signed(hub *h, void *conn, const hub_request *q,
                      const account_form *f, job *j, hub_answer *a, int kind)
{
    char name[STORE_NAME_MAX + 1];
    if (!f->has_password || (kind == JOB_PASSWORD && !f->has_new_password)) {
        refuse(a, 400, "bad_request",
               kind == JOB_PASSWORD ? "the password and a new one are needed"
                                    : "the password is needed", 0);
        return true;
    }
    memcpy(j->pw, f->password, f->password_len + 1);
    j->pwlen = f->password_len;
    if (kind == JOB_PASSWORD) {
        memcpy(j->pw2, f->new_password, f->new_password_len + 1);
        j->pw2len = f->new_password_len;
    }
    int64_t id = signin_account(h, q->token, name);
    store_account acc;
    if (id <= 0 || store_account_by_id(h->st, id, &acc)) {
        refuse(a, 401, "signed_out", "you are not signed in", 0);
        return true;
    }
    if (kind == JOB_PASSWORD &&
        form_refused(a, account_password_ok(j->pw2, j->pw2len, acc.name),
                     false))
        return true;
    j->name_tag = tag_of(h->signin, acc.key);
    int wait = name_wait(h, j->name_tag);
    if (wait) {
        too_many(a, wait);
        return true;
    }
    j->account = id;
    snprintf(j->name, sizeof j->name, "%s", acc.name);
    snprintf(j->hash, sizeof j->hash, "%s", acc.hash);
    sodium_memzero(acc.hash, sizeof acc.hash);
    j->kind = kind;
    j->secure = q->secure;
    return job_start(h, conn, j, a);
}

static void on_signout(hub *h, const hub_request *q, const account_form *f,
                       hub_answer *a)
{
    char id[ACCOUNT_SESSION_ID_BYTES + 1], name[STORE_NAME_MAX + 1];
    bool everywhere = f->everywhere;
    int64_t account = signin_account(h, q->token, name);
    int rc = 0;
    if (account > 0 && everywhere) {
        rc = store_sessions_delete_account(h->st, account);
        if (!rc)
            forget_account(h, account);
    } else if (!account_session_id(q->token, id, sizeof id)) {
        rc = store_session_delete(h->st, id) < 0 ? -1 : 0;
    }
    if (rc) {
        refuse_store(h, a, "sign-out");
        return;
    }
    cookie_clear(a, q->secure);
    answer_account(a, 0, NULL);
}

bool hub_post(hub *h, void *conn, const hub_request *q, hub_answer *a)
{
    int kind = -1;
    memset(a, 0, sizeof *a);
    for (int i = 0; i < NKINDS; i++)
        if (!strcmp(q->what, kind_names[i]))
            kind = i;
    if (kind < 0) {
        refuse(a, 404, "not_found", "no such request", 0);
        return true;
    }
    if (!h->st || h->health == STORE_DOWN) {
        refuse_store(h, a, h->st ? "the database is down" : "no database");
        return true;
    }
    account_form f;
    if (account_form_parse(q->body, q->len, &f)) {
        refuse(a, 400, "bad_request",
               "the body is a JSON object of strings (and \"everywhere\")", 0);
        return true;
    }
    if (kind == SIGNOUT) {
        on_signout(h, q, &f, a);
        account_form_clear(&f);
        return true;
    }
    int wait = addr_try(h, q->peer);
    if (wait) {
        account_form_clear(&f);
        too_many(a, wait);
        return true;
    }
    job *j = calloc(1, sizeof *j);
    bool now = true;
    if (!j)
        refuse(a, 503, "unavailable", "out of memory: try again later", 0);
    else if (kind == JOB_SIGNUP)
        now = on_signup(h, conn, q, &f, j, a);
    else if (kind == JOB_SIGNIN)
        now = on_signin(h, conn, q, &f, j, a);
    else
        now = on_signed(h, conn, q, &f, j, a, kind);
    account_form_clear(&f);
    /* A job handed to io->work() is the job list's; any other is done. */
    if (j && !j->queued) {
        sodium_memzero(j, sizeof *j);
        free(j);
    }
    return now;
}

char *hub_me_json(hub *h, const char *token, size_t *len)
{
    char name[STORE_NAME_MAX + 1];
    int64_t id = signin_account(h, token, name);
    json_t *o = json_object();
    json_object_set_new(o, "account", account_json(id, name));
    return api_body(o, len);
}
