/*
 * test_bench.c - pins the engine's signature: the decision total of
 * `coup bench` over its fixed list of settings (every player count, every
 * rule option, self-play of the honest, heuristic and search bots). It changes
 * only when a rule, the move generation or a built-in bot changes; when it
 * does on purpose, update SIGNATURE here and give the new number as
 * "Bench: N" in the commit message.
 *
 * The list is also checked for what makes the number worth pinning: every
 * setting's total is its own (an option that changed nothing would give
 * the total of the base game played with the same seeds), every player
 * count and option is in it, and the totals add up to the signature.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <coup/coup.h>

#include "test.h"

#define SIGNATURE 3391737LL

/* `coup bench --players 4`: the speed run, 100,000 random four-player
 * games from seat 0, whose total was the signature before the list. */
#define SPEED_4P 4985478LL

/* Runs `coup bench ARGS`; returns the decision total of its last line,
 * checking the line's exact shape, or -1 (also when it exits non-zero).
 * With err != NULL, its stderr is written to that file. */
static long long bench_to(const char *args, const char *err)
{
    char cmd[512], line[256], last[256] = "";
    snprintf(cmd, sizeof cmd, "'%s' bench %s 2>%s", COUP_BIN, args,
             err ? err : "/dev/null");
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

static long long bench(const char *args)
{
    return bench_to(args, NULL);
}

/* ======================================================= the signature */

#define MAX_ROWS 64

/* One row of the settings table `coup bench` writes on stderr. */
typedef struct row {
    char bots[16];
    int players;
    long games;
    long long decisions;
    unsigned flags;
} row;

/* "inquisitor,declared_coup" or "none" to flags; 0 with *ok = 0 if a word
 * is not an option. */
static unsigned parse_flags(const char *text, int *ok)
{
    unsigned flags = 0;
    *ok = 1;
    if (!strcmp(text, "none"))
        return 0;
    while (*text) {
        size_t len = strcspn(text, ",");
        unsigned f = coup_option_parse(text, len);
        if (!f)
            *ok = 0;
        flags |= f;
        text += len + (text[len] == ',');
    }
    return flags;
}

/* The rows of the table in file `path`; returns how many, or -1 if a line
 * that looks like a row does not parse. */
static int read_rows(const char *path, row *rows, int max)
{
    FILE *f = fopen(path, "r");
    char line[512];
    int n = 0;
    if (!f)
        return -1;
    while (fgets(line, sizeof line, f)) {
        row r;
        double seconds;
        char opts[256];
        int ok;
        if (sscanf(line, "%15s %d %ld %lld %lf %255s", r.bots, &r.players,
                   &r.games, &r.decisions, &seconds, opts) != 6)
            continue; /* a heading or a note */
        r.flags = parse_flags(opts, &ok);
        if (!ok || n == max) {
            fprintf(stderr, "  bad row: %s", line);
            n = -1;
            break;
        }
        rows[n++] = r;
    }
    fclose(f);
    return n;
}

TEST(signature_is_pinned)
{
    REQUIRE(COUP_BIN[0] != '\0');
    char err[] = "/tmp/coup-test-bench-XXXXXX";
    int fd = mkstemp(err);
    REQUIRE(fd >= 0);
    close(fd);
    long long signature = bench_to("", err);
    row rows[MAX_ROWS];
    int n = read_rows(err, rows, MAX_ROWS);
    remove(err);
    CHECK_INT(signature, ==, SIGNATURE);
    REQUIRE(n >= 20);

    /* The settings add up to the signature, and each one's total is its
     * own: with shared seeds, a rule option that did nothing, or a bot
     * that played like another, would repeat a total. */
    long long sum = 0;
    unsigned options_seen = 0;
    int players_seen = 0, honest = 0, heuristic = 0, search = 0;
    for (int i = 0; i < n; i++) {
        CHECK_INT(rows[i].decisions, >, 0);
        CHECK_INT(rows[i].games, >, 0);
        for (int j = 0; j < i; j++)
            CHECK_INT(rows[i].decisions, !=, rows[j].decisions);
        sum += rows[i].decisions;
        options_seen |= rows[i].flags;
        if (!strcmp(rows[i].bots, "random") && !rows[i].flags)
            players_seen |= 1 << rows[i].players;
        honest += !strcmp(rows[i].bots, "honest");
        heuristic += !strcmp(rows[i].bots, "heuristic");
        search += !strncmp(rows[i].bots, "search", 6);
    }
    CHECK_INT(sum, ==, signature);

    /* Every player count (the deck sizes of R13) and every option. */
    CHECK_INT(players_seen, ==, 0x7FC); /* 2..10 */
    CHECK_INT(options_seen, ==, COUP_OPT_ALL);
    CHECK_INT(honest, >=, 2);
    CHECK_INT(heuristic, >=, 2);
    CHECK_INT(search, >=, 2);
}

/* ============================================================ the speed */

TEST(players_n_is_the_speed_run)
{
    REQUIRE(COUP_BIN[0] != '\0');
    /* 100,000 games take 10 s under the sanitizers: the optimised stage
     * pins them, the slow one checks that the options mean the same. */
    if (!TEST_SLOW_BUILD)
        CHECK_INT(bench("--players 4"), ==, SPEED_4P);
    long long a = bench("--players 4 --games 1000");
    CHECK_INT(a, >, 0);
    CHECK_INT(a, <, SPEED_4P / 50);
    CHECK_INT(bench("--games 1000"), ==, a);
    CHECK_INT(bench("--seconds 0 --games 1000"), ==, a);
}

TEST(speed_depends_on_the_game_only)
{
    REQUIRE(COUP_BIN[0] != '\0');
    long long a = bench("--players 3 --options inquisitor --games 2000");
    CHECK_INT(a, >, 0);
    CHECK_INT(bench("--players 3 --options inquisitor --games 2000"), ==, a);
    CHECK_INT(bench("--players 3 --options inquisitor,declared_coup --games "
                    "2000"), !=, a);
    CHECK_INT(bench("--players 3 --games 2000"), !=, a);
}

TEST(bad_usage_is_refused)
{
    REQUIRE(COUP_BIN[0] != '\0');
    CHECK_INT(bench("--players 11"), ==, -1);
    CHECK_INT(bench("--players 4 --options two_player_draft"), ==, -1);
    CHECK_INT(bench("--games 0"), ==, -1);
    CHECK_INT(bench("extra"), ==, -1);
}

TEST_MAIN()
