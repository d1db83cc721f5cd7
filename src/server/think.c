/*
 * think.c: one worker thread that makes the bots' choices (think.h).
 *
 * Jobs and results are two FIFO lists under one mutex; the worker sleeps
 * on a condition variable while there is no job. The bot and the state it
 * reads belong to the job while it waits and runs: the hub does not touch
 * the bot until its result is drained (hub.h, think()).
 */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <coup/rng.h>

#include "server/think.h"

typedef struct job {
    struct job *next;
    uint32_t room;
    uint64_t ticket;
    coup_bot *bot;
    coup_state state;
    uint64_t seed;
    coup_move move; /* the result, once made */
    /* A hint's job (bot NULL): the game's moves from `state`, the seat. */
    coup_move *moves;
    int n, seat, rc;
    coup_hint hint; /* its result, rc 0 */
} job;

/* A FIFO of jobs. */
typedef struct queue {
    job *head, *tail;
} queue;

struct think {
    pthread_mutex_t lock;
    pthread_cond_t more; /* a job was queued, or quit was set */
    queue jobs, done;
    int quit;
    void (*wake)(void *ctx);
    void *ctx;
    pthread_t thread;
};

static void queue_add(queue *q, job *j)
{
    j->next = NULL;
    if (q->tail)
        q->tail->next = j;
    else
        q->head = j;
    q->tail = j;
}

static job *queue_take(queue *q)
{
    job *j = q->head;
    if (j) {
        q->head = j->next;
        if (!q->head)
            q->tail = NULL;
    }
    return j;
}

static void queue_free(queue *q)
{
    job *j;
    while ((j = queue_take(q))) {
        free(j->moves);
        free(j);
    }
}

static void *worker(void *arg)
{
    think *t = arg;
    pthread_mutex_lock(&t->lock);
    for (;;) {
        while (!t->quit && !t->jobs.head)
            pthread_cond_wait(&t->more, &t->lock);
        if (t->quit)
            break;
        job *j = queue_take(&t->jobs);
        pthread_mutex_unlock(&t->lock);

        if (j->bot) {
            coup_rng rng;
            coup_rng_seed(&rng, j->seed);
            j->move = coup_bot_choose(j->bot, &j->state, &rng);
        } else {
            char why[160];
            j->rc = coup_hint_find(&j->state, j->moves, j->n, j->seat, 0,
                                   j->seed, &j->hint, why, sizeof why);
        }

        pthread_mutex_lock(&t->lock);
        queue_add(&t->done, j);
        /* Woken under the lock, so that think_free() cannot have gone
         * past its join and torn down what wake() uses. */
        t->wake(t->ctx);
    }
    pthread_mutex_unlock(&t->lock);
    return NULL;
}

think *think_new(void (*wake)(void *ctx), void *ctx, char *why, size_t n)
{
    think *t = calloc(1, sizeof *t);
    if (!t) {
        snprintf(why, n, "out of memory");
        return NULL;
    }
    t->wake = wake;
    t->ctx = ctx;
    pthread_mutex_init(&t->lock, NULL);
    pthread_cond_init(&t->more, NULL);
    /* Signals (SIGINT, SIGTERM) go to the event loop's thread, whose
     * poll() they interrupt, never to the worker: it starts with them
     * all blocked. */
    sigset_t all, old;
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, &old);
    int rc = pthread_create(&t->thread, NULL, worker, t);
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    if (rc) {
        snprintf(why, n, "cannot start the bots' thread: %s", strerror(rc));
        pthread_cond_destroy(&t->more);
        pthread_mutex_destroy(&t->lock);
        free(t);
        return NULL;
    }
    return t;
}

static void push(think *t, job *j)
{
    pthread_mutex_lock(&t->lock);
    queue_add(&t->jobs, j);
    pthread_cond_signal(&t->more);
    pthread_mutex_unlock(&t->lock);
}

int think_push_hint(think *t, uint32_t room, uint64_t ticket,
                    const coup_state *start, const coup_move *moves, int n,
                    int seat, uint64_t seed)
{
    job *j = calloc(1, sizeof *j);
    if (!j)
        return -1;
    j->moves = malloc((size_t)(n > 0 ? n : 1) * sizeof *j->moves);
    if (!j->moves) {
        free(j);
        return -1;
    }
    if (n > 0)
        memcpy(j->moves, moves, (size_t)n * sizeof *moves);
    j->room = room;
    j->ticket = ticket;
    j->state = *start;
    j->n = n;
    j->seat = seat;
    j->seed = seed;
    push(t, j);
    return 0;
}

int think_push(think *t, uint32_t room, uint64_t ticket, coup_bot *b,
               const coup_state *s, uint64_t seed)
{
    job *j = calloc(1, sizeof *j);
    if (!j)
        return -1;
    j->room = room;
    j->ticket = ticket;
    j->bot = b;
    j->state = *s;
    j->seed = seed;
    push(t, j);
    return 0;
}

void think_drain(think *t, think_done_fn *done, think_hint_fn *hinted,
                 void *ctx)
{
    pthread_mutex_lock(&t->lock);
    queue q = t->done;
    t->done.head = t->done.tail = NULL;
    pthread_mutex_unlock(&t->lock);
    /* Outside the lock: done() calls into the hub, which may push. */
    job *j;
    while ((j = queue_take(&q))) {
        if (j->bot)
            done(ctx, j->room, j->ticket, j->move);
        else
            hinted(ctx, j->room, j->ticket, j->rc ? NULL : &j->hint);
        free(j->moves);
        free(j);
    }
}

void think_free(think *t)
{
    if (!t)
        return;
    pthread_mutex_lock(&t->lock);
    t->quit = 1;
    pthread_cond_signal(&t->more);
    pthread_mutex_unlock(&t->lock);
    pthread_join(t->thread, NULL);
    queue_free(&t->jobs);
    queue_free(&t->done);
    pthread_cond_destroy(&t->more);
    pthread_mutex_destroy(&t->lock);
    free(t);
}
