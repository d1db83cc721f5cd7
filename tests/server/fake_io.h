/*
 * fake_io.h - a hub_io for the hub's tests: no network, no thread, a
 * virtual clock. Messages sent are kept per connection (parsed with
 * Jansson); arm() remembers each room's time; think() queues the job and
 * the test answers it (fake_think_all) with the bot's own choice; hint()
 * queues too, and fake_hints_all() finds them (coup_hint_find());
 * analyse() holds each game's analysis job until the test runs it
 * (fake_analyses_run(), or fake_analysis_run() for one). Each
 * test file is its own program, so everything here is static.
 */
#ifndef COUP_TEST_FAKE_IO_H
#define COUP_TEST_FAKE_IO_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include <coup/analysis.h>
#include <coup/bots.h>

#include "server/hub.h"

#define FAKE_CONNS 16
#define FAKE_ROOMS 64
#define FAKE_JOBS 64

typedef struct fake_conn {
    int id;
    hub_client *cl;
    json_t *msgs;   /* every message received, in order */
    size_t seen;    /* fake_next() has read up to here */
    int dropped;
} fake_conn;

typedef struct fake_job {
    uint32_t room;
    uint64_t ticket;
    coup_bot *bot;
    coup_state s;
    uint64_t seed;
} fake_job;

#define FAKE_HINTS 8

typedef struct fake_hint {
    uint32_t room;
    uint64_t ticket;
    coup_state start;
    coup_move *moves; /* malloc'd copy */
    int n, seat;
    uint64_t seed;
} fake_hint;

#define FAKE_ANALYSES 16

typedef struct fake {
    hub *h;
    /* The analysis jobs handed to analyse(), held in order until run. */
    struct hub_analysis *analyses[FAKE_ANALYSES];
    int nanalyses;
    int analyses_given; /* every one analyse() was given */
    hub_io io;
    int64_t now;
    int64_t arm[FAKE_ROOMS + 1];
    fake_job jobs[FAKE_JOBS];
    int njobs;
    fake_hint hints[FAKE_HINTS];
    int nhints;
    long hint_budget; /* fake_hints_all()'s iterations (0: the default) */
    fake_conn conn[FAKE_CONNS];
} fake;

static inline void fake_send(void *ctx, void *conn, const char *text, size_t len)
{
    fake_conn *c = conn;
    json_error_t err;
    json_t *o = json_loadb(text, len, 0, &err);
    (void)ctx;
    if (!o) {
        fprintf(stderr, "hub sent bad JSON: %.*s\n", (int)len, text);
        abort();
    }
    json_array_append_new(c->msgs, o);
}

static inline void fake_drop(void *ctx, void *conn)
{
    (void)ctx;
    ((fake_conn *)conn)->dropped++;
}

/* The hub's log lines, kept for the tests to read (fake_logged). */
static char fake_log_text[1 << 14];

static inline void fake_log(void *ctx, const char *line)
{
    size_t n = strlen(fake_log_text);
    (void)ctx;
    if (getenv("COUP_TEST_VERBOSE"))
        fprintf(stderr, "hub: %s\n", line);
    snprintf(fake_log_text + n, sizeof fake_log_text - n, "%s\n", line);
}

static inline void fake_arm(void *ctx, uint32_t room, int64_t at)
{
    fake *f = ctx;
    if (room <= FAKE_ROOMS)
        f->arm[room] = at;
}

static inline void fake_think(void *ctx, uint32_t room, uint64_t ticket, coup_bot *b,
                       const coup_state *s, uint64_t seed)
{
    fake *f = ctx;
    if (f->njobs == FAKE_JOBS)
        abort();
    f->jobs[f->njobs++] = (fake_job){room, ticket, b, *s, seed};
}

static inline void fake_hint_io(void *ctx, uint32_t room, uint64_t ticket,
                                const coup_state *start, const coup_move *moves,
                                int n, int seat, uint64_t seed)
{
    fake *f = ctx;
    if (f->nhints == FAKE_HINTS)
        abort();
    coup_move *copy = malloc((size_t)(n > 0 ? n : 1) * sizeof *copy);
    if (!copy)
        abort();
    memcpy(copy, moves, (size_t)n * sizeof *copy);
    f->hints[f->nhints++] = (fake_hint){room, ticket, *start, copy, n, seat,
                                        seed};
}

static inline void fake_analyse(void *ctx, struct hub_analysis *job)
{
    fake *f = ctx;
    if (f->nanalyses == FAKE_ANALYSES)
        abort();
    f->analyses[f->nanalyses++] = job;
    f->analyses_given++;
}

/* Runs held analysis job i (as a worker would), then hands it back on
 * the "loop" (hub_analysis_done()). */
static inline void fake_analysis_run(fake *f, int i)
{
    struct hub_analysis *job = f->analyses[i];
    memmove(f->analyses + i, f->analyses + i + 1,
            (size_t)(--f->nanalyses - i) * sizeof *f->analyses);
    hub_analysis_run(job);
    hub_analysis_done(f->h, job);
    hub_flush(f->h);
}

/* Runs every held analysis job, those it starts too. Returns how many. */
static inline int fake_analyses_run(fake *f)
{
    int n = 0;
    while (f->nanalyses > 0) {
        fake_analysis_run(f, 0);
        n++;
    }
    return n;
}

static inline int64_t fake_now(void *ctx)
{
    return ((fake *)ctx)->now;
}

static inline int64_t fake_wall(void *ctx)
{
    return 1700000000 + ((fake *)ctx)->now / 1000;
}

/* A hub with config c. */
static inline hub *fake_hub_with(fake *f, const hub_config *c)
{
    char why[256];
    f->io = (hub_io){f,          fake_send, fake_drop, fake_arm,
                     fake_think, fake_now,  fake_wall, fake_log,
                     NULL,       NULL,      fake_hint_io, fake_analyse};
    f->nhints = 0;
    f->nanalyses = 0;
    f->analyses_given = 0;
    for (int i = 0; i <= FAKE_ROOMS; i++)
        f->arm[i] = -1;
    f->njobs = 0;
    f->h = hub_new(c, &f->io, why, sizeof why);
    if (!f->h)
        fprintf(stderr, "hub_new: %s\n", why);
    return f->h;
}

/* A hub with `db` (NULL, ":memory:" or a file) and seed. */
static inline hub *fake_hub(fake *f, const char *db, uint64_t seed)
{
    hub_config c;
    hub_config_default(&c);
    c.db = db;
    c.seed = seed;
    return fake_hub_with(f, &c);
}

/* Connection i opens, from address `peer`. */
static inline fake_conn *fake_open_from(fake *f, int i, const char *peer)
{
    fake_conn *c = &f->conn[i];
    c->id = i;
    if (!c->msgs)
        c->msgs = json_array();
    c->seen = json_array_size(c->msgs);
    c->dropped = 0;
    c->cl = hub_open(f->h, c, peer);
    hub_flush(f->h);
    return c;
}

static inline fake_conn *fake_open(fake *f, int i)
{
    return fake_open_from(f, i, "test");
}

static inline void fake_close(fake *f, fake_conn *c)
{
    if (c->cl)
        hub_close(f->h, c->cl);
    hub_flush(f->h);
    c->cl = NULL;
}

static inline void fake_free(fake *f)
{
    for (int i = 0; i < FAKE_CONNS; i++) {
        json_decref(f->conn[i].msgs);
        f->conn[i].msgs = NULL;
        f->conn[i].cl = NULL;
    }
    f->nanalyses = 0; /* the hub frees the jobs it gave */
    hub_free(f->h);
    f->h = NULL;
    for (int i = 0; i < f->nhints; i++)
        free(f->hints[i].moves);
    f->nhints = 0;
}

static inline void fake_say(fake *f, fake_conn *c, const char *text)
{
    hub_message(f->h, c->cl, text, strlen(text));
    hub_flush(f->h); /* as the net does at the end of each turn */
}

/* Answers every queued think with the bot's choice. Returns how many. */
static inline int fake_think_all(fake *f)
{
    int n = 0;
    while (f->njobs > 0) {
        fake_job j = f->jobs[0];
        memmove(f->jobs, f->jobs + 1, (size_t)--f->njobs * sizeof *f->jobs);
        coup_rng rng;
        coup_rng_seed(&rng, j.seed);
        coup_move m = coup_bot_choose(j.bot, &j.s, &rng);
        hub_bot_done(f->h, j.room, j.ticket, m);
        hub_flush(f->h);
        n++;
    }
    return n;
}

/* Finds every queued hint and hands it back. Returns how many. */
static inline int fake_hints_all(fake *f)
{
    int n = 0;
    while (f->nhints > 0) {
        fake_hint j = f->hints[0];
        memmove(f->hints, f->hints + 1,
                (size_t)--f->nhints * sizeof *f->hints);
        coup_hint hint;
        char why[160];
        int rc = coup_hint_find(&j.start, j.moves, j.n, j.seat,
                                f->hint_budget, j.seed, &hint, why,
                                sizeof why);
        free(j.moves);
        hub_hint_done(f->h, j.room, j.ticket, rc ? NULL : &hint);
        hub_flush(f->h);
        n++;
    }
    return n;
}

/* Moves the clock to the earliest armed timer (if any before `limit`) and
 * fires it. Returns 1 if one fired. */
static inline int fake_fire_next(fake *f, int64_t limit)
{
    int64_t best = -1;
    uint32_t room = 0;
    for (uint32_t r = 1; r <= FAKE_ROOMS; r++)
        if (f->arm[r] >= 0 && (best < 0 || f->arm[r] < best))
            best = f->arm[r], room = r;
    if (best < 0 || best > limit)
        return 0;
    if (best > f->now)
        f->now = best;
    f->arm[room] = -1;
    hub_timer(f->h, room);
    hub_flush(f->h);
    return 1;
}

/* The last message of type `type` received by c (NULL: none), from all. */
static inline json_t *fake_last(fake_conn *c, const char *type)
{
    for (size_t i = json_array_size(c->msgs); i-- > 0;) {
        json_t *o = json_array_get(c->msgs, i);
        if (!strcmp(json_string_value(json_object_get(o, "type")), type))
            return o;
    }
    return NULL;
}

/* The next unread message of c (NULL: none left). */
static inline json_t *fake_next(fake_conn *c)
{
    if (c->seen >= json_array_size(c->msgs))
        return NULL;
    return json_array_get(c->msgs, c->seen++);
}

/* Reads c's new messages up to the last; the last error code among them
 * ("" if none). */
static inline const char *fake_error(fake_conn *c)
{
    const char *code = "";
    json_t *o;
    while ((o = fake_next(c)))
        if (!strcmp(json_string_value(json_object_get(o, "type")), "error"))
            code = json_string_value(json_object_get(o, "code"));
    return code;
}

static inline const char *jstr(json_t *o, const char *key)
{
    const char *s = json_string_value(json_object_get(o, key));
    return s ? s : "";
}

static inline long long jint(json_t *o, const char *key)
{
    json_t *v = json_object_get(o, key);
    return json_is_integer(v) ? json_integer_value(v) : -999;
}

#endif
