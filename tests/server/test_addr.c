/*
 * test_addr.c - the per-address limits (src/server/addr.h): connections
 * counted and given back, the shared bucket of messages and its refill,
 * no limit at 0, and entries forgotten once nothing is owed.
 */
#include <stdio.h>

#include "server/addr.h"
#include "test.h"

TEST(connections_counted_per_address)
{
    addrs *a = addrs_new(2, 0);
    REQUIRE(a != NULL);
    CHECK(addrs_open(a, "10.0.0.1", 0));
    CHECK(addrs_open(a, "10.0.0.1", 0));
    CHECK(!addrs_open(a, "10.0.0.1", 0)); /* a third: refused */
    CHECK(addrs_open(a, "10.0.0.2", 0));  /* another address: its own two */
    addrs_close(a, "10.0.0.1");
    CHECK(addrs_open(a, "10.0.0.1", 0));  /* one was given back */
    CHECK(!addrs_open(a, "10.0.0.1", 0));
    CHECK_INT(addrs_count(a), ==, 2);
    addrs_close(a, "10.0.0.1");
    addrs_close(a, "10.0.0.1");
    addrs_close(a, "10.0.0.2");
    addrs_close(a, "10.0.0.2"); /* one too many: ignored */
    /* Nothing held and no bucket: the next walk of a chain forgets them. */
    CHECK(addrs_open(a, "10.0.0.1", 1));
    CHECK(addrs_count(a) <= 2);
    addrs_free(a);
}

TEST(messages_share_one_bucket)
{
    addrs *a = addrs_new(0, 10); /* 10 a second, bursts of 20 */
    REQUIRE(a != NULL);
    int took = 0;
    for (int i = 0; i < 100; i++)
        took += addrs_take(a, "10.0.0.1", 1000);
    CHECK_INT(took, ==, 20);
    CHECK(addrs_take(a, "10.0.0.2", 1000)); /* others are not touched */
    CHECK(!addrs_take(a, "10.0.0.1", 1050));
    CHECK(addrs_take(a, "10.0.0.1", 1100)); /* 100 ms: one more */
    CHECK(!addrs_take(a, "10.0.0.1", 1100));
    took = 0;
    for (int i = 0; i < 100; i++)
        took += addrs_take(a, "10.0.0.1", 61000); /* full again, not more */
    CHECK_INT(took, ==, 20);
    /* A clock that goes back takes nothing away and gives nothing. */
    CHECK(!addrs_take(a, "10.0.0.1", 500));
    addrs_free(a);
}

TEST(zero_is_no_limit)
{
    addrs *a = addrs_new(0, 0);
    REQUIRE(a != NULL);
    for (int i = 0; i < 10000; i++) {
        CHECK(addrs_open(a, "127.0.0.1", i));
        CHECK(addrs_take(a, "127.0.0.1", 0));
    }
    CHECK_INT(addrs_count(a), ==, 0);
    addrs_free(a);
}

TEST(forgotten_when_nothing_is_owed)
{
    addrs *a = addrs_new(4, 10);
    REQUIRE(a != NULL);
    char peer[32];
    for (int i = 0; i < 20000; i++) {
        snprintf(peer, sizeof peer, "10.%d.%d.1", i / 256, i % 256);
        CHECK(addrs_take(a, peer, 0));
    }
    CHECK_INT(addrs_count(a), ==, 20000);
    /* Two seconds on, every bucket is full: walking the chains sweeps. */
    for (int i = 0; i < 20000; i++) {
        snprintf(peer, sizeof peer, "10.%d.%d.1", i / 256, i % 256);
        addrs_take(a, peer, 2000 + i);
    }
    CHECK(addrs_count(a) < 20000);
    addrs_free(a);
}

TEST_MAIN()
