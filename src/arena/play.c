/*
 * play.c - playing the arena's games: one thread's worker, a range of
 * games on the caller's thread, and the whole run on many threads.
 *
 * Threads take chunks of consecutive games from a shared atomic counter
 * and play each chunk into a slot of a ring; the thread that completes
 * the oldest pending chunk tallies every ready chunk in game order. So the
 * tally, the SPRT and its stopping game are those of a single thread, and
 * the totals do not depend on the number of threads or on timing. The ring
 * bounds how far the fastest thread may run ahead of the oldest chunk.
 */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <coup/arena.h>

/* A movers[] value no move has: counts the moves stored before a fault
 * when coup_bots_play() does not report how many. */
#define UNSET_MOVER (-100)

static void say(char *why, size_t n, const char *text)
{
    if (why && n)
        snprintf(why, n, "%s", text);
}

/* ---------------------------------------------------------------- worker */

/* One thread's bots and buffers. A bot keeps per-game memory, so every
 * seat has its own instance of every entry that may sit there; they are
 * made when first needed, and built-in ones again at each match, since
 * they may carry what they learnt from game to game. */
struct worker {
    const coup_arena *a;
    coup_bot *bot[COUP_MAX_PLAYERS][COUP_ARENA_MAX_BOTS];
    long long match[COUP_MAX_PLAYERS][COUP_ARENA_MAX_BOTS]; /* its match */
    coup_move *moves;   /* only for a hook that wants the moves */
    int *movers;
    long cap;
    char fault[200];    /* the last game's fault */
};

static int worker_init(struct worker *w, const coup_arena *a,
                       bool want_moves, char *why, size_t n)
{
    memset(w, 0, sizeof *w);
    w->a = a;
    if (!want_moves)
        return 0;
    w->cap = a->max_decisions;
    w->moves = malloc((size_t)w->cap * sizeof *w->moves);
    w->movers = malloc((size_t)w->cap * sizeof *w->movers);
    if (!w->moves || !w->movers) {
        free(w->moves);
        free(w->movers);
        say(why, n, "out of memory for the moves of a game");
        return COUP_EINVAL;
    }
    for (long i = 0; i < w->cap; i++)
        w->movers[i] = UNSET_MOVER;
    return 0;
}

static void worker_free(struct worker *w)
{
    void (*unmake)(coup_bot *) =
        w->a->free_bot ? w->a->free_bot : coup_bot_free;
    for (int i = 0; i < COUP_MAX_PLAYERS; i++)
        for (int e = 0; e < COUP_ARENA_MAX_BOTS; e++)
            if (w->bot[i][e])
                unmake(w->bot[i][e]);
    free(w->moves);
    free(w->movers);
}

/* Is b of a built-in kind (not, say, an external process)? */
static bool built_in(const coup_bot *b)
{
    for (int i = 0; coup_bot_kinds[i]; i++)
        if (b->kind == coup_bot_kinds[i])
            return true;
    return false;
}

/* Plays game g into *out. Returns 0, or COUP_EINVAL if a bot could not be
 * made (or the game could not start). */
static int play_one(struct worker *w, long long g, coup_arena_game *out,
                    char *why, size_t n)
{
    const coup_arena *a = w->a;
    int players = a->options.players;
    coup_bot *seat[COUP_MAX_PLAYERS];
    out->index = g;
    out->seed = coup_arena_game_seed(a->seed, g);
    coup_arena_table(a->nentries, players, g, out->entry);
    for (int i = 0; i < players; i++) {
        coup_bot **b = &w->bot[i][out->entry[i]];
        long long *match = &w->match[i][out->entry[i]];
        if (*b && *match != g / COUP_ARENA_MATCH && built_in(*b)) {
            (a->free_bot ? a->free_bot : coup_bot_free)(*b);
            *b = NULL;
        }
        *match = g / COUP_ARENA_MATCH;
        if (!*b) {
            *b = (a->new_bot ? a->new_bot : coup_bot_new)(
                a->entry[out->entry[i]], why, n);
            if (!*b)
                return COUP_EINVAL;
        }
        seat[i] = *b;
    }
    long nmoves = 0;
    int culprit = -1;
    w->fault[0] = '\0';
    int rc = coup_bots_play(&a->options, seat, out->seed, a->max_decisions,
                            w->moves, w->movers, w->cap, &nmoves, &culprit,
                            w->fault, sizeof w->fault);
    out->why = w->fault;
    out->winner = out->culprit = -1;
    out->fault = 0;
    out->decisions = 0;
    if (rc < 0 && culprit < 0 && rc != COUP_EINVAL) {
        if (why && n)
            snprintf(why, n, "game %lld could not start: %s", g + 1, w->fault);
        return COUP_EINVAL;
    }
    /* A bot may have faulted outside choose(): it forfeits. */
    if (a->bot_fault) {
        int first = culprit >= 0 ? culprit : 0;
        int last = culprit >= 0 ? culprit + 1 : players;
        for (int i = first; i < last; i++) {
            const char *reason = NULL;
            int code = a->bot_fault(seat[i], &reason);
            if (code) {
                culprit = i;
                out->fault = code;
                if (snprintf(w->fault, sizeof w->fault, "seat %d (%s) %s", i,
                             a->entry[out->entry[i]],
                             reason ? reason : "") < 0)
                    w->fault[0] = '\0'; /* a long spec is cut, on purpose */
                break;
            }
        }
    }
    if (culprit >= 0 && !out->fault)
        out->fault = rc < 0 ? rc : COUP_EILLEGAL;
    if (culprit >= 0) {
        out->status = COUP_ARENA_FORFEIT;
        out->culprit = culprit;
        out->decisions = nmoves;
    } else if (rc >= 0) {
        out->status = COUP_ARENA_WON;
        out->winner = rc;
        out->decisions = nmoves;
    } else {
        out->status = COUP_ARENA_UNFINISHED;
        out->decisions = a->max_decisions;
        nmoves = a->max_decisions;
    }
    if (a->bot_gameover)
        for (int i = 0; i < players; i++)
            a->bot_gameover(seat[i], out->winner, out->culprit,
                            out->culprit >= 0 ? w->fault : NULL);
    out->moves = w->moves;
    out->movers = w->movers;
    out->nmoves = 0;
    if (w->moves) {
        if (out->status == COUP_ARENA_FORFEIT && nmoves == 0)
            while (nmoves < w->cap && w->movers[nmoves] != UNSET_MOVER)
                nmoves++;
        out->nmoves = nmoves < w->cap ? nmoves : w->cap;
    }
    return 0;
}

/* After the hook has seen the moves: mark them unset again. */
static void forget_moves(struct worker *w, const coup_arena_game *game)
{
    for (long i = 0; i < game->nmoves; i++)
        w->movers[i] = UNSET_MOVER;
}

/* Plays game g and shows it to the hook; 0 or COUP_EINVAL. */
static int play_and_show(struct worker *w, const coup_arena_hooks *h,
                         long long g, coup_arena_game *game, char *why,
                         size_t n)
{
    int rc = play_one(w, g, game, why, n);
    if (rc)
        return rc;
    if (h && h->game && h->game(h->ctx, game)) {
        if (why && n)
            snprintf(why, n, "stopped by the game hook at game %lld", g + 1);
        rc = COUP_EINVAL;
    }
    if (w->moves)
        forget_moves(w, game);
    return rc;
}

/* ------------------------------------------------------ a single thread */

int coup_arena_play(const coup_arena *a, long long from, long long to,
                    const coup_arena_hooks *h, coup_arena_result *r,
                    char *why, size_t n)
{
    struct worker w;
    coup_arena_game game;
    if (from != r->games) {
        say(why, n, "games must be tallied in order");
        return COUP_EINVAL;
    }
    int rc = worker_init(&w, a, h && h->want_moves, why, n);
    if (rc)
        return rc;
    for (long long g = from; g < to && !rc; g++) {
        rc = play_and_show(&w, h, g, &game, why, n);
        if (rc)
            break;
        bool decided = coup_arena_tally(a, r, &game);
        if ((decided || (g - from) % 64 == 63 || g + 1 == to) && h &&
            h->progress && h->progress(h->ctx, r)) {
            r->end = COUP_ARENA_INTERRUPTED;
            break;
        }
        if (decided)
            break;
    }
    worker_free(&w);
    return rc;
}

/* ------------------------------------------------------- many threads */

/* A game's outcome as kept in the ring until its turn to be tallied. */
struct outcome {
    int8_t status, winner, culprit;
    int16_t fault;
    uint32_t decisions;
};

/* The ring holds at least this many games: enough for the other threads
 * to go on while one is descheduled on a busy machine (a quarter of a
 * second of random games), 2 MB. */
#define RING_GAMES (1 << 18)

struct slot {
    bool ready;
    long long first_fault;          /* game index, or -1 */
    char fault[200];                /* its reason */
    struct outcome *games;          /* a chunk of them, in `outcomes` */
};

struct run {
    const coup_arena *a;
    const coup_arena_hooks *h;
    coup_arena_result *r;
    long long chunk, nchunks;
    atomic_llong next;              /* the next chunk to take */
    atomic_bool stop;               /* no more chunks: done, SPRT, error */
    pthread_mutex_t lock;           /* guards what follows */
    pthread_cond_t moved;           /* `tallied` went up, or stop */
    long long tallied;              /* chunks tallied */
    long long nslots;
    struct slot *slots;
    struct outcome *outcomes;       /* nslots chunks */
    int error;
    char why[200];
};

static void fail(struct run *run, const char *why)
{
    pthread_mutex_lock(&run->lock);
    if (!run->error) {
        run->error = COUP_EINVAL;
        snprintf(run->why, sizeof run->why, "%s", why);
    }
    atomic_store(&run->stop, true);
    pthread_cond_broadcast(&run->moved);
    pthread_mutex_unlock(&run->lock);
}

/* Tallies every ready chunk from the oldest on. Called with the lock. */
static void tally_ready(struct run *run)
{
    const coup_arena *a = run->a;
    while (!atomic_load(&run->stop) && run->tallied < run->nchunks) {
        struct slot *s = &run->slots[run->tallied % run->nslots];
        if (!s->ready)
            return;
        long long from = run->tallied * run->chunk;
        long long to = from + run->chunk < a->games ? from + run->chunk
                                                    : a->games;
        bool decided = false;
        for (long long g = from; g < to && !decided; g++) {
            const struct outcome *o = &s->games[g - from];
            coup_arena_game game;
            memset(&game, 0, sizeof game);
            game.index = g;
            coup_arena_table(a->nentries, a->options.players, g, game.entry);
            game.status = o->status;
            game.winner = o->winner;
            game.culprit = o->culprit;
            game.fault = o->fault;
            game.decisions = o->decisions;
            game.why = g == s->first_fault ? s->fault : "";
            decided = coup_arena_tally(a, run->r, &game);
        }
        s->ready = false;
        run->tallied++;
        if (decided || run->tallied == run->nchunks)
            atomic_store(&run->stop, true);
        if (run->h && run->h->progress &&
            run->h->progress(run->h->ctx, run->r)) {
            if (!decided && run->tallied < run->nchunks)
                run->r->end = COUP_ARENA_INTERRUPTED;
            atomic_store(&run->stop, true);
        }
    }
}

static void *work(void *arg)
{
    struct run *run = arg;
    const coup_arena *a = run->a;
    struct worker w;
    char why[200];
    if (worker_init(&w, a, run->h && run->h->want_moves, why, sizeof why)) {
        fail(run, why);
        return NULL;
    }
    while (!atomic_load(&run->stop)) {
        long long c = atomic_fetch_add(&run->next, 1);
        if (c >= run->nchunks)
            break;
        /* Wait for the slot: chunk c - nslots must have been tallied. */
        pthread_mutex_lock(&run->lock);
        while (!atomic_load(&run->stop) && c >= run->tallied + run->nslots)
            pthread_cond_wait(&run->moved, &run->lock);
        pthread_mutex_unlock(&run->lock);
        if (atomic_load(&run->stop))
            break;
        struct slot *s = &run->slots[c % run->nslots];
        long long from = c * run->chunk;
        long long to = from + run->chunk < a->games ? from + run->chunk
                                                    : a->games;
        s->first_fault = -1;
        for (long long g = from; g < to; g++) {
            coup_arena_game game;
            if (atomic_load_explicit(&run->stop, memory_order_relaxed))
                break;
            if (play_and_show(&w, run->h, g, &game, why, sizeof why)) {
                fail(run, why);
                break;
            }
            struct outcome *o = &s->games[g - from];
            o->status = (int8_t)game.status;
            o->winner = (int8_t)game.winner;
            o->culprit = (int8_t)game.culprit;
            o->fault = (int16_t)game.fault;
            o->decisions = (uint32_t)game.decisions;
            if (game.status != COUP_ARENA_WON && s->first_fault < 0) {
                s->first_fault = g;
                snprintf(s->fault, sizeof s->fault, "%s", game.why);
            }
        }
        pthread_mutex_lock(&run->lock);
        if (!atomic_load(&run->stop)) {
            s->ready = true;
            tally_ready(run);
        }
        pthread_cond_broadcast(&run->moved);
        pthread_mutex_unlock(&run->lock);
    }
    worker_free(&w);
    return NULL;
}

int coup_arena_run(const coup_arena *a, int threads,
                   const coup_arena_hooks *h, coup_arena_result *r,
                   char *why, size_t n)
{
    struct run run;
    memset(&run, 0, sizeof run);
    coup_arena_result_init(a, r);
    if (threads < 1)
        threads = 1;
    /* Chunks small enough to keep every thread busy to the end and the
     * progress hook lively, large enough to make the lock rare. */
    run.chunk = a->games / ((long long)threads * 64);
    run.chunk = run.chunk < 1 ? 1 : run.chunk > 256 ? 256 : run.chunk;
    /* Whole matches: a match is played by one thread, from its start. */
    run.chunk = (run.chunk + COUP_ARENA_MATCH - 1) / COUP_ARENA_MATCH *
                COUP_ARENA_MATCH;
    run.nchunks = (a->games + run.chunk - 1) / run.chunk;
    if (threads > run.nchunks)
        threads = (int)run.nchunks;
    run.a = a;
    run.h = h;
    run.r = r;
    run.nslots = (RING_GAMES + run.chunk - 1) / run.chunk;
    if (run.nslots < 8 * threads)
        run.nslots = 8 * threads;
    if (run.nslots > run.nchunks)
        run.nslots = run.nchunks;
    atomic_init(&run.next, 0);
    atomic_init(&run.stop, false);
    run.slots = calloc((size_t)run.nslots, sizeof *run.slots);
    run.outcomes = malloc((size_t)(run.nslots * run.chunk) *
                          sizeof *run.outcomes);
    bool ok = run.slots && run.outcomes;
    for (long long i = 0; ok && i < run.nslots; i++)
        run.slots[i].games = run.outcomes + i * run.chunk;
    if (!ok || pthread_mutex_init(&run.lock, NULL)) {
        say(why, n, "out of memory for the arena");
        ok = false;
    } else if (pthread_cond_init(&run.moved, NULL)) {
        pthread_mutex_destroy(&run.lock);
        say(why, n, "out of memory for the arena");
        ok = false;
    }
    if (ok) {
        pthread_t *tid = calloc((size_t)threads, sizeof *tid);
        int started = 0;
        /* The caller's thread is one of the workers; if a thread cannot
         * be started, the others share its work. */
        while (tid && started < threads - 1 &&
               pthread_create(&tid[started], NULL, work, &run) == 0)
            started++;
        work(&run);
        for (int i = 0; i < started; i++)
            pthread_join(tid[i], NULL);
        free(tid);
        pthread_cond_destroy(&run.moved);
        pthread_mutex_destroy(&run.lock);
        if (run.error)
            say(why, n, run.why);
    }
    free(run.outcomes);
    free(run.slots);
    if (!ok)
        return COUP_EINVAL;
    return run.error;
}
