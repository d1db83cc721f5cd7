/*
 * think.h: the bots' thread of `coup serve`.
 *
 * A bot's choice can take a while (the heuristic bot searches), so the
 * event loop does not make it: it hands the job here (hub_io's think(),
 * and a player's hint, hub_io's hint(), which searches as a bot does),
 * one worker thread makes the choices in order, and each result waits in a
 * list until the loop drains it (think_drain(), on the loop's thread). The
 * worker calls wake() after each result so that the loop notices; wake()
 * runs on the worker's thread and must be safe there
 * (lws_cancel_service() is).
 */
#ifndef COUP_SERVER_THINK_H
#define COUP_SERVER_THINK_H

#include <stddef.h>
#include <stdint.h>
#include <coup/analysis.h>
#include <coup/bots.h>
#include <coup/coup.h>

typedef struct think think;

/* Starts the worker; NULL with a reason in why[n] if it cannot. */
think *think_new(void (*wake)(void *ctx), void *ctx, char *why, size_t n);
/* Queues a job: bot b chooses its move in s (copied) with an RNG seeded
 * by `seed`. 0, or -1 when out of memory (nothing queued). */
int think_push(think *t, uint32_t room, uint64_t ticket, coup_bot *b,
               const coup_state *s, uint64_t seed);
/* Calls done() for every choice made since the last drain, in order. */
/* Queues a hint: coup_hint_find(start, moves, n, seat, 0, seed) (the
 * moves are copied). 0, or -1 when out of memory (nothing queued). */
int think_push_hint(think *t, uint32_t room, uint64_t ticket,
                    const coup_state *start, const coup_move *moves, int n,
                    int seat, uint64_t seed);
typedef void think_done_fn(void *ctx, uint32_t room, uint64_t ticket,
                           coup_move m);
/* A hint found, or NULL when it could not be. */
typedef void think_hint_fn(void *ctx, uint32_t room, uint64_t ticket,
                           const coup_hint *h);
void think_drain(think *t, think_done_fn *done, think_hint_fn *hinted,
                 void *ctx);
/* Stops the worker (after the choice it is making, if any) and joins it;
 * the jobs not started and the results not drained are dropped. NULL is
 * fine. */
void think_free(think *t);

#endif
