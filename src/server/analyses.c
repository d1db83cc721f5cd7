/*
 * analyses.c: "Analyse" of a finished game on the server
 * (docs/web-protocol.md, "Analysis"; docs/analysis.md, "On the server").
 *
 * Where an analysis is queued, run and stored, in this file's order:
 *
 *  - hub_analysis_request() answers GET and POST /api/games/<id>/analysis
 *    (and .../cancel): from the store, or from the jobs; a POST queues a
 *    new job within the limits (analysis_per_ip, analysis_queue).
 *  - start_more() hands queued jobs to hub_io's analyse(), at most
 *    analysis_threads at a time; hub_analysis_run() is the job, on a
 *    worker thread (work.c): coup_analyse() of the game's record, whose
 *    progress callback publishes done/total and stops when the loop sets
 *    the job's `stop`.
 *  - hub_analysis_done(), on the loop's thread: the analysis goes to the
 *    store (store_analysis_put()), or, while the store refuses, stays in
 *    memory (an.kept) and is written again by analyses_tick().
 *  - analyses_tick(), once a second: a job nobody asked about for
 *    ANALYSIS_IDLE_MS is cancelled (its reader left the replay).
 *
 * What is stored is the analysis in language-neutral JSON, with seats and
 * never names; the moves' words in the reader's language, and the names,
 * are added at each answer from the game's record (with_words()).
 */
#define _POSIX_C_SOURCE 200809L /* strdup() */
#include <math.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <coup/analysis.h>
#include <coup/rng.h>

#include "server/hub_impl.h"

enum job_state { JOB_QUEUED, JOB_RUNNING };

/* How an analysis is written: its figures have 4 decimals at most, which
 * 10 significant digits keep as they are ("0.5882", not
 * "0.58819999999999995"). */
#define ANALYSIS_DUMP (JSON_COMPACT | JSON_REAL_PRECISION(10))

struct hub_analysis {
    struct hub_analysis *next; /* an.jobs, in the order they were asked */
    int64_t game;
    char peer[48];             /* the address that asked first */
    int state;                 /* job_state */
    bool cancelled;            /* running, but no one's any more: freed when
                                  it returns, its result dropped */
    int64_t seen_ms;           /* the last answer about it (now_ms) */
    /* The worker's: read-only once handed out, but for the results. */
    char *record;              /* the game's record text */
    long budget;
    uint64_t seed;
    atomic_long done, total;   /* decisions judged, of all */
    atomic_int stop;           /* set by the loop: stop at the next one */
    int rc;                    /* coup_analyse()'s, or -1 */
    char *json;                /* the analysis (rc 0), malloc'd */
    char why[200];             /* else why not */
};

/* A result the store did not take (kept until it does), or a game whose
 * analysis failed (json NULL: not tried again while the server runs). */
typedef struct kept {
    struct kept *next;
    int64_t game;
    long budget;
    uint64_t seed;
    char *json;
} kept;

struct analyses {
    struct hub_analysis *jobs;
    int running;               /* handed to analyse(), cancelled ones too */
    kept *kept;
};

struct analyses *analyses_new(void)
{
    return calloc(1, sizeof(struct analyses));
}

static void job_free(struct hub_analysis *j)
{
    if (!j)
        return;
    free(j->record);
    free(j->json);
    free(j);
}

void analyses_free(struct analyses *an)
{
    if (!an)
        return;
    while (an->jobs) {
        struct hub_analysis *j = an->jobs;
        an->jobs = j->next;
        job_free(j);
    }
    while (an->kept) {
        kept *k = an->kept;
        an->kept = k->next;
        free(k->json);
        free(k);
    }
    free(an);
}

/* The seed of game `game`'s analysis: from its id alone, so that the same
 * game is analysed the same; 63 bits, so that it is a store's integer. */
static uint64_t game_seed(int64_t game)
{
    uint64_t x = (uint64_t)game ^ 0x436f7570416e616cULL; /* "CoupAnal" */
    return coup_splitmix64(&x) & INT64_MAX;
}

/* ------------------------------------------------------------ the job */

static int progress(void *ctx, long done, long total)
{
    struct hub_analysis *j = ctx;
    atomic_store(&j->done, done);
    atomic_store(&j->total, total);
    return atomic_load(&j->stop);
}

/* v rounded to 4 decimals, as `coup analyse --json` prints it. */
static json_t *num4(double v)
{
    return json_real(round(v * 10000) / 10000);
}

static json_t *move_text(coup_move m)
{
    char text[48];
    if (coup_move_str(m, text, sizeof text) < 0)
        strcpy(text, "?");
    return json_string(text);
}

/* The analysis as `coup analyse --json` gives it (docs/analysis.md),
 * without names, each decision with the index of its move in the
 * replay's `steps` (hub_game_json()). */
static json_t *analysis_json(const coup_analysis *a)
{
    json_t *o = json_object(), *th = json_object(), *ds = json_array(),
           *ss = json_array();
    json_object_set_new(o, "budget", json_integer(a->budget));
    json_object_set_new(o, "seed", json_integer((json_int_t)a->seed));
    json_object_set_new(o, "players", json_integer(a->players));
    json_object_set_new(th, "inaccuracy", json_real(COUP_ANALYSIS_INACCURACY));
    json_object_set_new(th, "mistake", json_real(COUP_ANALYSIS_MISTAKE));
    json_object_set_new(th, "blunder", json_real(COUP_ANALYSIS_BLUNDER));
    json_object_set_new(th, "noise", json_real(COUP_ANALYSIS_NOISE));
    json_object_set_new(th, "accuracy_span",
                        json_real(COUP_ANALYSIS_ACCURACY_SPAN));
    json_object_set_new(o, "thresholds", th);
    int winner = coup_winner(&a->final);
    json_object_set_new(o, "winner",
                        winner >= 0 ? json_integer(winner) : json_null());
    json_object_set_new(o, "moves", json_integer(a->nsteps));
    for (long i = 0; i < a->ndecisions; i++) {
        const coup_decision *dc = &a->decisions[i];
        const coup_analysis_step *st = &a->steps[dc->step];
        json_t *d = json_object(), *ms = json_array();
        json_object_set_new(d, "step", json_integer(dc->step));
        json_object_set_new(d, "move_number", json_integer(dc->step + 1));
        json_object_set_new(d, "line", json_integer(st->line));
        json_object_set_new(d, "seat", json_integer(dc->seat));
        json_object_set_new(d, "phase",
                            json_string(coup_phase_name(dc->phase)));
        json_object_set_new(d, "played", move_text(st->move));
        json_object_set_new(d, "best", move_text(dc->moves[dc->best].move));
        json_object_set_new(d, "judged", json_boolean(dc->judged));
        json_object_set_new(d, "value", num4(dc->value));
        json_object_set_new(d, "best_value", num4(dc->moves[dc->best].value));
        json_object_set_new(d, "loss", num4(dc->loss));
        json_object_set_new(d, "se", num4(dc->se));
        json_object_set_new(d, "mark", json_string(coup_mark_name(dc->mark)));
        json_object_set_new(d, "iterations", json_integer(dc->iterations));
        for (int k = 0; k < dc->nmoves; k++) {
            json_t *m = json_object();
            json_object_set_new(m, "move", move_text(dc->moves[k].move));
            json_object_set_new(m, "visits", json_integer(dc->moves[k].visits));
            json_object_set_new(m, "value", num4(dc->moves[k].value));
            json_array_append_new(ms, m);
        }
        json_object_set_new(d, "moves", ms);
        if (dc->challenge) {
            json_t *c = json_object();
            json_object_set_new(c, "claimant", json_integer(dc->claimant));
            json_object_set_new(c, "card",
                                json_string(coup_card_name(dc->claim)));
            json_object_set_new(c, "none", json_boolean(dc->claim_none));
            json_object_set_new(c, "odds", num4(dc->odds));
            json_object_set_new(c, "true", json_boolean(dc->claim_true));
            json_object_set_new(c, "read_right", json_boolean(dc->read_right));
            json_object_set_new(d, "claim", c);
        }
        json_array_append_new(ds, d);
    }
    json_object_set_new(o, "decisions", ds);
    for (int p = 0; p < a->players; p++) {
        const coup_seat_analysis *sa = &a->seat[p];
        if (!sa->analysed)
            continue;
        json_t *e = json_object(), *series = json_array();
        json_object_set_new(e, "seat", json_integer(p));
        json_object_set_new(e, "decisions", json_integer(sa->decisions));
        json_object_set_new(e, "inaccuracies",
                            json_integer(sa->marks[COUP_MARK_INACCURACY]));
        json_object_set_new(e, "mistakes",
                            json_integer(sa->marks[COUP_MARK_MISTAKE]));
        json_object_set_new(e, "blunders",
                            json_integer(sa->marks[COUP_MARK_BLUNDER]));
        json_object_set_new(e, "mean_loss", num4(sa->mean_loss));
        json_object_set_new(e, "accuracy",
                            json_real(round(sa->accuracy * 100) / 100));
        json_object_set_new(e, "challenges", json_integer(sa->challenges));
        json_object_set_new(e, "challenges_read",
                            json_integer(sa->challenges_read));
        for (long k = 0; k < sa->decisions; k++)
            json_array_append_new(series, num4(sa->series[k]));
        json_object_set_new(e, "series", series);
        json_array_append_new(ss, e);
    }
    json_object_set_new(o, "seats", ss);
    return o;
}

void hub_analysis_run(struct hub_analysis *j)
{
    coup_record rec;
    coup_record_error err;
    coup_analysis a;
    memset(&err, 0, sizeof err);
    j->rc = -1;
    if (coup_record_parse(j->record, strlen(j->record), &rec, &err)) {
        snprintf(j->why, sizeof j->why, "its record does not read: line %d",
                 err.line);
        coup_record_free(&rec);
        return;
    }
    coup_analysis_options opt = {.budget = j->budget,
                                 .seed = j->seed,
                                 .threads = 1,
                                 .progress = progress,
                                 .ctx = j};
    int rc = coup_analyse(&rec, &opt, &a, &err);
    if (rc == 0) {
        json_t *o = analysis_json(&a);
        j->json = json_dumps(o, ANALYSIS_DUMP);
        json_decref(o);
        j->rc = j->json ? 0 : -1;
        if (!j->json)
            snprintf(j->why, sizeof j->why, "out of memory");
    } else if (rc == COUP_ANALYSIS_STOPPED) {
        j->rc = rc;
        snprintf(j->why, sizeof j->why, "cancelled");
    } else {
        snprintf(j->why, sizeof j->why, "coup_analyse() fails (%d, line %d)",
                 rc, err.line);
    }
    coup_analysis_free(&a);
    coup_record_free(&rec);
}

/* ----------------------------------------------------- the loop's side */

static struct analyses *an_of(hub *h)
{
    return h->analyses;
}

/* The live job of `game` (not cancelled), or NULL. */
static struct hub_analysis *job_of(hub *h, int64_t game)
{
    for (struct hub_analysis *j = an_of(h)->jobs; j; j = j->next)
        if (j->game == game && !j->cancelled)
            return j;
    return NULL;
}

static kept *kept_of(hub *h, int64_t game)
{
    for (kept *k = an_of(h)->kept; k; k = k->next)
        if (k->game == game)
            return k;
    return NULL;
}

static void unlink_job(hub *h, struct hub_analysis *j)
{
    struct hub_analysis **p = &an_of(h)->jobs;
    while (*p && *p != j)
        p = &(*p)->next;
    if (*p)
        *p = j->next;
}

/* Hands queued jobs to analyse() while a thread is free, the oldest
 * first. From the list's head each time: analyse() may call
 * hub_analysis_done() at once (out of memory), which changes the list. */
static void start_more(hub *h)
{
    struct analyses *an = an_of(h);
    while (an->running < h->cfg.analysis_threads) {
        struct hub_analysis *j = an->jobs;
        while (j && j->state != JOB_QUEUED)
            j = j->next;
        if (!j)
            return;
        j->state = JOB_RUNNING;
        an->running++;
        h->io.analyse(h->io.ctx, j);
    }
}

/* Stops job j: a queued one goes now; a running one is told to stop and
 * goes when it returns. */
static void cancel(hub *h, struct hub_analysis *j, const char *why)
{
    hub_log(h, "game %lld: analysis cancelled (%s)", (long long)j->game, why);
    if (j->state == JOB_QUEUED) {
        unlink_job(h, j);
        job_free(j);
    } else {
        j->cancelled = true;
        atomic_store(&j->stop, 1);
    }
}

/* Keeps a result the store did not take (json NULL: a failure). */
static void keep(hub *h, int64_t game, long budget, uint64_t seed, char *json)
{
    kept *k = kept_of(h, game);
    if (!k) {
        k = calloc(1, sizeof *k);
        if (!k) {
            free(json);
            return;
        }
        k->next = an_of(h)->kept;
        an_of(h)->kept = k;
    }
    free(k->json);
    k->game = game;
    k->budget = budget;
    k->seed = seed;
    k->json = json;
}

void hub_analysis_done(hub *h, struct hub_analysis *j)
{
    if (j->state == JOB_RUNNING)
        an_of(h)->running--;
    unlink_job(h, j);
    if (j->cancelled || j->rc == COUP_ANALYSIS_STOPPED) {
        /* no one's any more */
    } else if (j->rc != 0) {
        hub_log(h, "game %lld: analysis failed: %s", (long long)j->game,
                j->why);
        keep(h, j->game, j->budget, j->seed, NULL);
    } else {
        int rc = h->st ? store_analysis_put(h->st, j->game, j->budget,
                                            (int64_t)j->seed, j->json)
                       : -1;
        if (rc == 0) {
            hub_log(h, "game %lld: analysed (%ld iterations a decision)",
                    (long long)j->game, j->budget);
        } else {
            hub_log(h, "game %lld: analysis kept in memory: the store "
                       "refuses it: %s", (long long)j->game,
                    h->st ? store_error(h->st) : "no store");
            keep(h, j->game, j->budget, j->seed, j->json);
            j->json = NULL;
        }
    }
    job_free(j);
    start_more(h);
}

void hub_analyses_stop(hub *h)
{
    for (struct hub_analysis *j = an_of(h)->jobs; j; j = j->next)
        if (j->state == JOB_RUNNING)
            atomic_store(&j->stop, 1);
}

void analyses_tick(hub *h)
{
    struct analyses *an = an_of(h);
    int64_t now = hub_now(h);
    struct hub_analysis *j = an->jobs, *next;
    for (; j; j = next) {
        next = j->next;
        if (!j->cancelled && now - j->seen_ms >= ANALYSIS_IDLE_MS)
            cancel(h, j, "nobody watches it");
    }
    /* Results the store refused: again, while it takes them. */
    for (kept **p = &an->kept; *p && h->st;) {
        kept *k = *p;
        if (k->json && h->health != STORE_DOWN &&
            store_analysis_put(h->st, k->game, k->budget, (int64_t)k->seed,
                               k->json) == 0) {
            *p = k->next;
            free(k->json);
            free(k);
        } else {
            p = &k->next;
        }
    }
    start_more(h);
}

/* ------------------------------------------------------------ answers */

static void answer(hub_answer *a, int status, json_t *o)
{
    a->status = status;
    a->cookie[0] = '\0';
    a->body = o ? json_dumps(o, ANALYSIS_DUMP) : NULL;
    a->len = a->body ? strlen(a->body) : 0;
    json_decref(o);
    if (!a->body) {
        a->status = 500;
        a->len = 0;
    }
}

static void refuse(hub_answer *a, int status, const char *code,
                   const char *detail)
{
    answer(a, status, json_pack("{ssss}", "error", code, "detail", detail));
}

/* {"state": "queued", "position": N} or {"state": "running", "done": D,
 * "total": T}; the job counts as watched. */
static json_t *job_status(hub *h, struct hub_analysis *j)
{
    j->seen_ms = hub_now(h);
    if (j->state == JOB_QUEUED) {
        int n = 1;
        for (struct hub_analysis *o = an_of(h)->jobs; o != j; o = o->next)
            n += o->state == JOB_QUEUED;
        return json_pack("{sssi}", "state", "queued", "position", n);
    }
    return json_pack("{sssIsI}", "state", "running", "done",
                     (json_int_t)atomic_load(&j->done), "total",
                     (json_int_t)atomic_load(&j->total));
}

/* A percentage in language l's words ("64%"). */
static const char *percent(const coup_lang *l, char *buf, size_t n, double v)
{
    char num[16];
    snprintf(num, sizeof num, "%d", (int)(100 * v + 0.5));
    return coup_lang_say(l, buf, n, l->an_percent,
                         &(coup_say_args){.s = num});
}

struct states {
    coup_state *s; /* before each move */
    long n, cap;
};

static void add_state(void *ctx, const coup_state *before, int seat,
                      coup_move m, int line)
{
    struct states *st = ctx;
    (void)seat, (void)m, (void)line;
    if (st->n == st->cap) {
        long cap = st->cap ? 2 * st->cap : 64;
        coup_state *s = realloc(st->s, (size_t)cap * sizeof *s);
        if (!s)
            return;
        st->s = s;
        st->cap = cap;
    }
    st->s[st->n++] = *before;
}

/* A move of decision d, as a menu shows it to its seat, in l. */
static void label(json_t *d, const char *field, const char *key,
                  const coup_lang *l, const coup_state *before,
                  const char *const names[], char *out, size_t n)
{
    const char *text = json_string_value(json_object_get(d, field));
    coup_move m;
    char why[80];
    out[0] = '\0';
    if (!text ||
        coup_move_parse(text, strlen(text), &m, why, sizeof why) != 0)
        return;
    coup_label(l, before, m, names, out, n);
    json_object_set_new(d, key, json_string(out));
}

/* The analysis o of game g (its record parsed: rec) with the words of
 * language l: the names of the seats ("names"), and for each decision
 * its played and best moves as the seat's menu shows them
 * ("played_text", "best_text"), and, when marked, the sentence that says
 * what was better ("text": "“Challenge” was better (64% to win, against
 * 21%)."). Missing words are only missing. */
static void with_words(json_t *o, const store_game *g, const coup_record *rec,
                       const coup_lang *l)
{
    json_t *names = api_game_names(g->names, rec);
    const char *nm[COUP_MAX_PLAYERS] = {NULL};
    for (int p = 0; names && p < rec->options.players; p++)
        nm[p] = json_string_value(json_array_get(names, (size_t)p));
    json_object_set_new(o, "names", names ? names : json_null());
    json_object_set_new(o, "lang", json_string(l->code));
    struct states st = {NULL, 0, 0};
    coup_state s;
    if (coup_init(&s, &rec->options) != 0 ||
        coup_record_replay(rec, &s, add_state, &st, NULL) != 0) {
        free(st.s);
        return;
    }
    json_t *d;
    size_t i;
    json_array_foreach(json_object_get(o, "decisions"), i, d) {
        json_int_t step = json_integer_value(json_object_get(d, "step"));
        if (step < 0 || step >= st.n)
            continue;
        char best[200], played[200], text[600], x[32], y[32];
        const coup_state *before = &st.s[step];
        label(d, "played", "played_text", l, before, nm, played,
              sizeof played);
        label(d, "best", "best_text", l, before, nm, best, sizeof best);
        const char *mark = json_string_value(json_object_get(d, "mark"));
        int k = 0;
        while (k < COUP_MARK_N && strcmp(coup_mark_name(k), mark ? mark : ""))
            k++;
        if (k > COUP_MARK_NONE && k < COUP_MARK_N && best[0]) {
            coup_say_args v = {
                .s = l->an_mark[k - 1],
                .c = best,
                .x = percent(l, x, sizeof x, json_number_value(
                                 json_object_get(d, "best_value"))),
                .d = percent(l, y, sizeof y,
                             json_number_value(json_object_get(d, "value")))};
            json_object_set_new(d, "text", json_string(coup_lang_say(
                                               l, text, sizeof text,
                                               l->an_better, &v)));
        }
    }
    free(st.s);
}

/* {"state": "done", "game": id, ...the analysis} from its JSON text, with
 * words in `lang` (NULL: none); NULL if the text is not an object. */
static json_t *done_json(const store_game *g, const char *text,
                         const char *lang)
{
    json_t *o = json_loads(text, 0, NULL);
    if (!json_is_object(o)) {
        json_decref(o);
        return NULL;
    }
    json_object_set_new(o, "state", json_string("done"));
    json_object_set_new(o, "game", json_integer(g->id));
    if (lang) {
        const coup_lang *l = coup_lang_find(lang);
        coup_record rec;
        if (coup_record_parse(g->record, strlen(g->record), &rec, NULL) == 0)
            with_words(o, g, &rec, l ? l : &coup_lang_en);
        coup_record_free(&rec);
    }
    return o;
}

/* The analysis of game g, from memory or the store: an answer of `status`
 * into *a, and true; false when there is none. */
static bool answer_done(hub *h, const store_game *g, const char *lang,
                        int status, hub_answer *a)
{
    kept *k = kept_of(h, g->id);
    if (k && !k->json) {
        refuse(a, 500, "analysis_failed",
               "this game's analysis failed (the server's log says why)");
        return true;
    }
    long budget;
    int64_t seed;
    char *text = NULL;
    json_t *o = NULL;
    if (k)
        o = done_json(g, k->json, lang);
    else if (store_analysis_get(h->st, g->id, &budget, &seed, &text) == 0)
        o = done_json(g, text, lang);
    free(text);
    if (!o)
        return false;
    answer(a, status, o);
    return true;
}

static int count_queued(hub *h)
{
    int n = 0;
    for (struct hub_analysis *j = an_of(h)->jobs; j; j = j->next)
        n += j->state == JOB_QUEUED;
    return n;
}

static int count_peer(hub *h, const char *peer)
{
    int n = 0;
    for (struct hub_analysis *j = an_of(h)->jobs; j; j = j->next)
        n += !j->cancelled && !strcmp(j->peer, peer);
    return n;
}

/* A new job for game g from peer: 202 with its status, or the limit that
 * refuses it. */
static void start(hub *h, const store_game *g, const char *peer,
                  hub_answer *a)
{
    struct analyses *an = an_of(h);
    if (h->cfg.analysis_per_ip > 0 &&
        count_peer(h, peer) >= h->cfg.analysis_per_ip) {
        char detail[160];
        snprintf(detail, sizeof detail,
                 "your address has %d analysis under way already (at most "
                 "%d): cancel it, or wait for it",
                 count_peer(h, peer), h->cfg.analysis_per_ip);
        refuse(a, 429, "too_many_analyses", detail);
        return;
    }
    if (an->running >= h->cfg.analysis_threads &&
        count_queued(h) >= h->cfg.analysis_queue) {
        refuse(a, 503, "busy",
               "the server is busy analysing other games: try later");
        return;
    }
    struct hub_analysis *j = calloc(1, sizeof *j);
    if (!j || !(j->record = strdup(g->record))) {
        free(j);
        refuse(a, 500, "out_of_memory", "the server is out of memory");
        return;
    }
    j->game = g->id;
    j->rc = -1;
    snprintf(j->why, sizeof j->why, "not run (out of memory)");
    snprintf(j->peer, sizeof j->peer, "%s", peer);
    j->state = JOB_QUEUED;
    j->budget = h->cfg.analysis_budget > 0 ? h->cfg.analysis_budget
                                           : COUP_ANALYSIS_BUDGET;
    j->seed = game_seed(g->id);
    atomic_init(&j->done, 0);
    atomic_init(&j->total, 0);
    atomic_init(&j->stop, 0);
    struct hub_analysis **p = &an->jobs;
    while (*p)
        p = &(*p)->next;
    *p = j;
    hub_log(h, "game %lld: analysis asked for by %s", (long long)g->id, peer);
    start_more(h); /* which may have failed it at once */
    j = job_of(h, g->id);
    if (j)
        answer(a, 202, job_status(h, j));
    else
        refuse(a, 500, "analysis_failed",
               "this game's analysis failed (the server's log says why)");
}

void hub_analysis_request(hub *h, int verb, int64_t game, const char *key,
                          const char *lang, const char *peer, hub_answer *a)
{
    store_game g;
    persist_retry(h);
    if (h->cfg.analysis_threads <= 0 || !h->io.analyse) {
        refuse(a, 404, "analysis_off", "this server analyses no games");
        return;
    }
    /* As the replay: an unlisted game without its key, a game not over,
     * none at all: the same 404. */
    if (!h->st || game <= 0 || store_game_get(h->st, game, key, &g) != 0) {
        refuse(a, 404, "not_found", "no such finished game");
        return;
    }
    if (!g.record) {
        store_game_free(&g);
        refuse(a, 404, "not_found", "no such finished game");
        return;
    }
    struct hub_analysis *j = job_of(h, game);
    if (verb == HUB_ANALYSIS_CANCEL) {
        if (!j) {
            answer(a, 200, json_pack("{ss}", "state", "none"));
        } else if (strcmp(j->peer, peer ? peer : "")) {
            refuse(a, 403, "not_yours",
                   "this analysis was asked for from another address: it "
                   "goes on");
        } else {
            cancel(h, j, "cancelled by its reader");
            answer(a, 200, json_pack("{ss}", "state", "cancelled"));
        }
    } else if (j) {
        answer(a, verb == HUB_ANALYSIS_START ? 202 : 200, job_status(h, j));
    } else if (answer_done(h, &g, lang, 200, a)) {
        /* stored, or kept */
    } else if (verb == HUB_ANALYSIS_STATUS) {
        answer(a, 200, json_pack("{ss}", "state", "none"));
    } else {
        start(h, &g, peer ? peer : "", a);
    }
    store_game_free(&g);
}
