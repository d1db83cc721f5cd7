/*
 * addr.h: what each client address may still do: how many connections it
 * holds, and a token bucket of messages shared by all its connections.
 *
 * One player rarely needs more than a few connections (a phone, a tab or
 * two), and a household or a school behind one NAT address a few dozen;
 * one machine that opens thousands, or floods through many connections to
 * dodge the limit of each, is refused before it can starve the others.
 * The hub keeps one table (hub.c); this file knows nothing of the hub.
 */
#ifndef COUP_SERVER_ADDR_H
#define COUP_SERVER_ADDR_H

#include <stdbool.h>
#include <stdint.h>

typedef struct addrs addrs;

/* A table that allows each address at most `max_conns` connections (0: no
 * limit) and `rate` messages a second with bursts of twice that (0: no
 * limit). NULL when out of memory. */
addrs *addrs_new(int max_conns, int rate);
void addrs_free(addrs *a);

/* A connection from `peer` opens: false (and nothing counted) when the
 * address holds max_conns already or memory is short. */
bool addrs_open(addrs *a, const char *peer, int64_t now_ms);
/* A connection that addrs_open() let in has closed. */
void addrs_close(addrs *a, const char *peer);
/* One message from `peer` at now_ms: false when its bucket is empty. */
bool addrs_take(addrs *a, const char *peer, int64_t now_ms);
/* The addresses the table holds (connected, or still owing messages). */
int addrs_count(const addrs *a);

#endif
