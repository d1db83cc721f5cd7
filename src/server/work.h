/*
 * work.h: the threads that do `coup serve`'s slow, pure work off the
 * event loop: a password's Argon2id hash or check (signin.c, hub_io's
 * work()), which takes tens of milliseconds and 19 MiB by design; and,
 * in a pool of its own, a finished game's analysis (analyses.c, hub_io's
 * analyse()), which takes seconds to minutes.
 *
 * Jobs are done in the order given, by the pool's threads; each job done
 * waits in a list until the loop drains it (work_drain(), on the loop's
 * thread). wake() is called on a worker's thread after each job, and must
 * be safe there (lws_cancel_service() is). The bots have their own thread
 * (think.h), so that a sign-in never waits behind a bot's search.
 */
#ifndef COUP_SERVER_WORK_H
#define COUP_SERVER_WORK_H

#include <stddef.h>

/* The threads of the passwords' pool. */
#define WORK_THREADS 2
/* The most threads a pool may have. */
#define WORK_THREADS_MAX 64

typedef struct work work;

/* Starts `threads` threads (1 to WORK_THREADS_MAX); NULL with a reason in
 * why[n] if it cannot. */
work *work_new(int threads, void (*wake)(void *ctx), void *ctx, char *why,
               size_t n);
/* Queues fn(arg), to run on a worker. 0, or -1 when out of memory. */
int work_push(work *w, void (*fn)(void *arg), void *arg);
/* Calls done(ctx, arg) for each job done since the last drain. */
void work_drain(work *w, void (*done)(void *ctx, void *arg), void *ctx);
/* Stops the threads (after the jobs they are doing) and joins them; jobs
 * not started, and those done but not drained, are dropped (their args
 * are their owner's to free). NULL is fine. */
void work_free(work *w);

#endif
