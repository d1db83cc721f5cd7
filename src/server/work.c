/*
 * work.c: worker threads for slow jobs (work.h). Jobs and the jobs done
 * are two FIFO lists under one mutex; idle workers sleep on a condition
 * variable.
 */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "server/work.h"

typedef struct item {
    struct item *next;
    void (*fn)(void *arg);
    void *arg;
} item;

typedef struct fifo {
    item *head, *tail;
} fifo;

struct work {
    pthread_mutex_t lock;
    pthread_cond_t more; /* a job was queued, or quit was set */
    fifo jobs, done;
    int quit;
    void (*wake)(void *ctx);
    void *ctx;
    pthread_t thread[WORK_THREADS_MAX];
    int threads, started;
};

static void fifo_add(fifo *q, item *it)
{
    it->next = NULL;
    if (q->tail)
        q->tail->next = it;
    else
        q->head = it;
    q->tail = it;
}

static item *fifo_take(fifo *q)
{
    item *it = q->head;
    if (it) {
        q->head = it->next;
        if (!q->head)
            q->tail = NULL;
    }
    return it;
}

static void fifo_free(fifo *q)
{
    item *it;
    while ((it = fifo_take(q)))
        free(it);
}

static void *worker(void *arg)
{
    work *w = arg;
    pthread_mutex_lock(&w->lock);
    for (;;) {
        while (!w->quit && !w->jobs.head)
            pthread_cond_wait(&w->more, &w->lock);
        if (w->quit)
            break;
        item *it = fifo_take(&w->jobs);
        pthread_mutex_unlock(&w->lock);
        it->fn(it->arg);
        pthread_mutex_lock(&w->lock);
        fifo_add(&w->done, it);
        /* Under the lock, so that work_free() cannot have gone past its
         * join and torn down what wake() uses. */
        w->wake(w->ctx);
    }
    pthread_mutex_unlock(&w->lock);
    return NULL;
}

work *work_new(int threads, void (*wake)(void *ctx), void *ctx, char *why,
               size_t n)
{
    if (threads < 1 || threads > WORK_THREADS_MAX) {
        snprintf(why, n, "%d worker threads: 1 to %d", threads,
                 WORK_THREADS_MAX);
        return NULL;
    }
    work *w = calloc(1, sizeof *w);
    if (!w) {
        snprintf(why, n, "out of memory");
        return NULL;
    }
    w->threads = threads;
    w->wake = wake;
    w->ctx = ctx;
    pthread_mutex_init(&w->lock, NULL);
    pthread_cond_init(&w->more, NULL);
    /* Signals go to the loop's thread, never to a worker. */
    sigset_t all, old;
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, &old);
    int rc = 0;
    while (w->started < w->threads &&
           !(rc = pthread_create(&w->thread[w->started], NULL, worker, w)))
        w->started++;
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    if (rc) {
        snprintf(why, n, "cannot start a worker thread: %s", strerror(rc));
        work_free(w);
        return NULL;
    }
    return w;
}

int work_push(work *w, void (*fn)(void *arg), void *arg)
{
    item *it = malloc(sizeof *it);
    if (!it)
        return -1;
    it->fn = fn;
    it->arg = arg;
    pthread_mutex_lock(&w->lock);
    fifo_add(&w->jobs, it);
    pthread_cond_signal(&w->more);
    pthread_mutex_unlock(&w->lock);
    return 0;
}

void work_drain(work *w, void (*done)(void *ctx, void *arg), void *ctx)
{
    pthread_mutex_lock(&w->lock);
    fifo q = w->done;
    w->done.head = w->done.tail = NULL;
    pthread_mutex_unlock(&w->lock);
    item *it;
    while ((it = fifo_take(&q))) { /* outside the lock: done() may push */
        done(ctx, it->arg);
        free(it);
    }
}

void work_free(work *w)
{
    if (!w)
        return;
    pthread_mutex_lock(&w->lock);
    w->quit = 1;
    pthread_cond_broadcast(&w->more);
    pthread_mutex_unlock(&w->lock);
    for (int i = 0; i < w->started; i++)
        pthread_join(w->thread[i], NULL);
    fifo_free(&w->jobs);
    fifo_free(&w->done);
    pthread_cond_destroy(&w->more);
    pthread_mutex_destroy(&w->lock);
    free(w);
}
