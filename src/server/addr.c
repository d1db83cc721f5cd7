/*
 * addr.c: the per-address limits of addr.h.
 *
 * A chained hash table keyed by the address text. An entry lives while
 * its address holds a connection or its bucket is not yet full again; the
 * chain a call walks is swept of entries past both, so the table stays as
 * large as the set of addresses seen in the last few seconds.
 */
#include "server/addr.h"

#include <stdlib.h>
#include <string.h>

#define BUCKETS 4096
#define PEER_MAX 48

typedef struct entry {
    struct entry *next;
    int conns;
    double tokens;
    int64_t last_ms;
    char peer[PEER_MAX];
} entry;

struct addrs {
    int max_conns, rate;
    int count;
    entry *bucket[BUCKETS];
};

addrs *addrs_new(int max_conns, int rate)
{
    addrs *a = calloc(1, sizeof *a);
    if (a) {
        a->max_conns = max_conns > 0 ? max_conns : 0;
        a->rate = rate > 0 ? rate : 0;
    }
    return a;
}

void addrs_free(addrs *a)
{
    if (!a)
        return;
    for (int i = 0; i < BUCKETS; i++)
        for (entry *e = a->bucket[i], *next; e; e = next) {
            next = e->next;
            free(e);
        }
    free(a);
}

int addrs_count(const addrs *a)
{
    return a ? a->count : 0;
}

static double burst(const addrs *a)
{
    return 2.0 * a->rate;
}

/* The bucket refilled up to now. */
static void refill(const addrs *a, entry *e, int64_t now_ms)
{
    if (now_ms > e->last_ms) {
        e->tokens += (double)(now_ms - e->last_ms) * a->rate / 1000.0;
        e->last_ms = now_ms;
    }
    if (e->tokens > burst(a))
        e->tokens = burst(a);
}

static unsigned hash(const char *s)
{
    unsigned h = 2166136261u; /* FNV-1a */
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 16777619u;
    return h % BUCKETS;
}

/* peer's entry, made if `make`; the chain is swept on the way. NULL when
 * there is none (or no memory). */
static entry *find(addrs *a, const char *peer, int64_t now_ms, int make)
{
    entry **link = &a->bucket[hash(peer)], *found = NULL;
    while (*link) {
        entry *e = *link;
        if (!strncmp(e->peer, peer, PEER_MAX - 1)) {
            found = e;
        } else if (e->conns == 0) {
            refill(a, e, now_ms);
            if (e->tokens >= burst(a)) {
                *link = e->next;
                free(e);
                a->count--;
                continue;
            }
        }
        link = &e->next;
    }
    if (found || !make)
        return found;
    entry *e = calloc(1, sizeof *e);
    if (!e)
        return NULL;
    strncpy(e->peer, peer, PEER_MAX - 1);
    e->tokens = burst(a);
    e->last_ms = now_ms;
    e->next = a->bucket[hash(peer)];
    a->bucket[hash(peer)] = e;
    a->count++;
    return e;
}

bool addrs_open(addrs *a, const char *peer, int64_t now_ms)
{
    if (!a->max_conns && !a->rate)
        return true;
    entry *e = find(a, peer, now_ms, 1);
    if (!e || (a->max_conns && e->conns >= a->max_conns))
        return false;
    e->conns++;
    return true;
}

void addrs_close(addrs *a, const char *peer)
{
    if (!a->max_conns && !a->rate)
        return;
    entry *e = find(a, peer, 0, 0);
    if (e && e->conns > 0)
        e->conns--;
}

bool addrs_take(addrs *a, const char *peer, int64_t now_ms)
{
    if (!a->rate)
        return true;
    entry *e = find(a, peer, now_ms, 1);
    if (!e)
        return false;
    refill(a, e, now_ms);
    if (e->tokens < 1.0)
        return false;
    e->tokens -= 1.0;
    return true;
}
