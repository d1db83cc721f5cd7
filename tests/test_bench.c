/*
 * test_bench.c - pins the engine's signature: the decision total of
 * `coup bench`. It changes only when the rules or the move generation
 * change; when it does on purpose, update SIGNATURE here and give the new
 * number as "Bench: N" in the commit message.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <string.h>

#include "test.h"

#define SIGNATURE 4985478LL

/* Runs `coup bench ARGS`; returns the decision total of its last line,
 * checking the line's exact shape, or -1. */
static long long bench(const char *args)
{
    char cmd[512], line[256], last[256] = "";
    snprintf(cmd, sizeof cmd, "'%s' bench %s 2>/dev/null", COUP_BIN, args);
    FILE *p = popen(cmd, "r");
    if (!p)
        return -1;
    while (fgets(line, sizeof line, p))
        strcpy(last, line);
    if (pclose(p) != 0)
        return -1;
    long long decisions, games, rate;
    char tail[8];
    if (sscanf(last, "bench: %lld decisions %lld games %lld games/%7s",
               &decisions, &games, &rate, tail) != 4 || strcmp(tail, "s") ||
        games <= 0 || rate <= 0)
        return -1;
    return decisions;
}

TEST(signature_is_pinned)
{
    REQUIRE(COUP_BIN[0] != '\0');
    CHECK_INT(bench(""), ==, SIGNATURE);
}

TEST(signature_depends_on_the_game_only)
{
    REQUIRE(COUP_BIN[0] != '\0');
    long long a = bench("--players 3 --options inquisitor --games 2000");
    CHECK_INT(a, >, 0);
    CHECK_INT(bench("--players 3 --options inquisitor --games 2000"), ==, a);
    CHECK_INT(bench("--players 3 --options inquisitor,declared_coup --games "
                    "2000"), !=, a);
    CHECK_INT(bench("--players 11"), ==, -1);
}

int main(void)
{
    RUN(signature_is_pinned);
    RUN(signature_depends_on_the_game_only);
    TEST_MAIN_END();
}
