/*
 * test.h - a single-header test harness for the coup tests.
 *
 *     #include "test.h"
 *
 *     TEST(adds_up) {
 *         CHECK_INT(1 + 1, ==, 2);
 *         CHECK_STR(coup_card_name(COUP_DUKE), "duke");
 *     }
 *
 *     TEST_MAIN()
 *
 * TEST() registers the test; TEST_MAIN() runs every test of the file in
 * the order written (a file that needs a set-up writes its own main(),
 * calls test_run_all() and ends with TEST_MAIN_END()). A failed check
 * prints "file:line: CHECK_...(...): <a> vs <b>" on stderr and the test
 * goes on; the run then prints "FAIL name" instead of "ok name".
 * REQUIRE(cond) is CHECK(cond) that also returns from the test on failure;
 * TEST_SKIP("why") leaves a test that does not apply here.
 * test_summary() prints "N passed, N failed" (tests, not checks) and returns
 * the exit status. TEST_GAMES(n) is n, or a tenth of n in a sanitizer or
 * Debug build (see "Slow builds" below): for loops over many games.
 *
 * Running them (tests/README.md):
 *     build/test_rules                        every test of the file
 *     build/test_rules --list                 their names
 *     COUP_TEST_FILTER=assassin build/test_rules   those whose name has it
 *     COUP_TEST_FORK=1 build/test_rules       each in a process of its own
 *
 * Each test file is its own program, so all state lives in this header as
 * static functions.
 */
#ifndef COUP_TEST_H
#define COUP_TEST_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if defined(__unix__)
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>
#endif

struct test_state_ {
    int passed;       /* tests that passed */
    int failed;       /* tests that failed (+ failed checks outside RUN) */
    int skipped;      /* tests left out by COUP_TEST_FILTER */
    int cur_failed;   /* failed checks in the running test */
    int cur_skipped;  /* the running test called TEST_SKIP() */
    const char *cur;  /* name of the running test, NULL outside RUN */
};

static inline struct test_state_ *test_state_(void)
{
    static struct test_state_ state;
    return &state;
}

/* Every failed check comes here; prints the "file:line: what" prefix. */
static inline void test_fail_begin_(const char *file, int line, const char *what)
{
    struct test_state_ *s = test_state_();
    if (s->cur != NULL)
        s->cur_failed++;
    else
        s->failed++;
    fflush(stdout);
    fprintf(stderr, "%s:%d: %s", file, line, what);
}

static inline int test_check_(int ok, const char *file, int line, const char *expr)
{
    if (!ok) {
        test_fail_begin_(file, line, "CHECK(");
        fprintf(stderr, "%s)\n", expr);
    }
    return ok;
}

static inline int test_check_int_(int ok, const char *file, int line,
                                  const char *expr, long long a, long long b)
{
    if (!ok) {
        test_fail_begin_(file, line, "CHECK_INT(");
        fprintf(stderr, "%s): %lld vs %lld\n", expr, a, b);
    }
    return ok;
}

static inline int test_check_uint_(int ok, const char *file, int line,
                                   const char *expr, unsigned long long a,
                                   unsigned long long b)
{
    if (!ok) {
        test_fail_begin_(file, line, "CHECK_UINT(");
        fprintf(stderr, "%s): %llu vs %llu\n", expr, a, b);
    }
    return ok;
}

static inline void test_print_str_(const char *p)
{
    if (p == NULL) {
        fputs("NULL", stderr);
        return;
    }
    fputc('"', stderr);
    for (; *p != '\0'; p++) {
        unsigned char c = (unsigned char)*p;
        if (c == '"' || c == '\\')
            fprintf(stderr, "\\%c", c);
        else if (c == '\n')
            fputs("\\n", stderr);
        else if (c < 0x20 || c >= 0x7f)
            fprintf(stderr, "\\x%02x", c);
        else
            fputc(c, stderr);
    }
    fputc('"', stderr);
}

static inline int test_check_str_(const char *file, int line, const char *ea,
                                  const char *eb, const char *a, const char *b)
{
    int ok = (a == NULL || b == NULL) ? a == b : strcmp(a, b) == 0;
    if (!ok) {
        test_fail_begin_(file, line, "CHECK_STR(");
        fprintf(stderr, "%s, %s): ", ea, eb);
        test_print_str_(a);
        fputs(" vs ", stderr);
        test_print_str_(b);
        fputc('\n', stderr);
    }
    return ok;
}

static inline int test_check_mem_(const char *file, int line, const char *ea,
                                  const char *eb, const char *en,
                                  const void *a, const void *b, size_t n)
{
    const unsigned char *pa = (const unsigned char *)a;
    const unsigned char *pb = (const unsigned char *)b;
    size_t i = 0;
    int ok;

    if (n == 0 || pa == pb)
        return 1;
    if (pa == NULL || pb == NULL) {
        test_fail_begin_(file, line, "CHECK_MEM(");
        fprintf(stderr, "%s, %s, %s): %s vs %s\n", ea, eb, en,
                pa == NULL ? "NULL" : "non-NULL", pb == NULL ? "NULL" : "non-NULL");
        return 0;
    }
    ok = memcmp(pa, pb, n) == 0;
    if (!ok) {
        while (pa[i] == pb[i])
            i++;
        test_fail_begin_(file, line, "CHECK_MEM(");
        fprintf(stderr, "%s, %s, %s): byte %zu of %zu: 0x%02x vs 0x%02x\n",
                ea, eb, en, i, n, pa[i], pb[i]);
    }
    return ok;
}

/* The tests of the file, registered by TEST() before main() runs (a
 * constructor each), kept in the order they are written (by line). */
#define TEST_MAX 512
struct test_entry_ {
    const char *name;
    void (*fn)(void);
    int line;
};

struct test_registry_ {
    int n;
    struct test_entry_ list[TEST_MAX];
};

static inline struct test_registry_ *test_registry_(void)
{
    static struct test_registry_ reg;
    return &reg;
}

static inline void test_register_(const char *name, void (*fn)(void), int line)
{
    struct test_registry_ *r = test_registry_();
    if (r->n == TEST_MAX) {
        fprintf(stderr, "test.h: more than %d tests in one file\n", TEST_MAX);
        abort();
    }
    int i = r->n++;
    for (; i > 0 && r->list[i - 1].line > line; i--) /* by line, as written */
        r->list[i] = r->list[i - 1];
    r->list[i] = (struct test_entry_){name, fn, line};
}

/* Marks the running test skipped (it then counts neither way) and returns
 * from it: for a test that does not apply here (another backend, say). */
#define TEST_SKIP(why)                                                      \
    do {                                                                    \
        test_skip_(why);                                                    \
        return;                                                             \
    } while (0)

static inline void test_skip_(const char *why)
{
    struct test_state_ *s = test_state_();
    if (s->cur != NULL)
        printf("skip %s: %s\n", s->cur, why);
    s->cur_skipped = 1;
}

/* Runs fn as the test `name`: in a child process of its own when
 * COUP_TEST_FORK=1 (a crash then fails that test only), else here. */
static inline int test_run_isolated_(void (*fn)(void))
{
#if defined(__unix__)
    const char *fork_env = getenv("COUP_TEST_FORK");
    if (fork_env != NULL && strcmp(fork_env, "1") == 0) {
        fflush(stdout);
        fflush(stderr);
        pid_t pid = fork();
        if (pid == 0) {
            struct test_state_ *s = test_state_();
            fn();
            fflush(stdout);
            fflush(stderr);
            _exit(s->cur_skipped ? 77 : s->cur_failed != 0 ? 1 : 0);
        }
        int status = 0;
        if (pid < 0 || waitpid(pid, &status, 0) != pid) {
            fprintf(stderr, "test.h: fork: cannot run the test apart\n");
            return -1;
        }
        if (WIFEXITED(status) && WEXITSTATUS(status) == 77)
            return 77;
        if (WIFSIGNALED(status))
            fprintf(stderr, "test.h: killed by signal %d\n", WTERMSIG(status));
        return WIFEXITED(status) && WEXITSTATUS(status) == 0 ? 0 : -1;
    }
#endif
    fn();
    return 0;
}

static inline void test_run_(const char *name, void (*fn)(void))
{
    struct test_state_ *s = test_state_();
    const char *filter = getenv("COUP_TEST_FILTER");

    if (filter != NULL && *filter != '\0' && strstr(name, filter) == NULL) {
        s->skipped++;
        return;
    }
    s->cur = name;
    s->cur_failed = 0;
    s->cur_skipped = 0;
    int rc = test_run_isolated_(fn);
    if (rc == 77)
        s->cur_skipped = 1;
    else if (rc != 0)
        s->cur_failed++;
    s->cur = NULL;
    if (s->cur_skipped && s->cur_failed == 0) {
        s->skipped++;
    } else if (s->cur_failed != 0) {
        s->failed++;
        printf("FAIL %s\n", name);
    } else {
        s->passed++;
        printf("ok %s\n", name);
    }
    fflush(stdout);
}

/* Prints "N passed, N failed"; returns the exit status for main(). */
static inline int test_summary(void)
{
    struct test_state_ *s = test_state_();
    printf("%d passed, %d failed\n", s->passed, s->failed);
    fflush(stdout);
    return s->failed != 0 ? EXIT_FAILURE : EXIT_SUCCESS;
}

/* Runs every TEST() of the file, in the order written. */
static inline void test_run_all(void)
{
    struct test_registry_ *r = test_registry_();
    for (int i = 0; i < r->n; i++)
        test_run_(r->list[i].name, r->list[i].fn);
}

/* `prog --list`: the names of the file's tests, one a line. */
static inline int test_listing_(int argc, char **argv)
{
    if (argc < 2 || strcmp(argv[1], "--list") != 0)
        return 0;
    struct test_registry_ *r = test_registry_();
    for (int i = 0; i < r->n; i++)
        printf("%s\n", r->list[i].name);
    return 1;
}

/* TEST(name) { ... } defines a test and registers it: no list to keep. */
#define TEST(name)                                                          \
    static void name(void);                                                 \
    __attribute__((constructor)) static void test_reg_##name##_(void)       \
    {                                                                       \
        test_register_(#name, name, __LINE__);                              \
    }                                                                       \
    static void name(void)

/* The whole main() of most test files: every test, then the summary. */
#define TEST_MAIN()                                                         \
    int main(int argc, char **argv)                                         \
    {                                                                       \
        if (test_listing_(argc, argv))                                      \
            return 0;                                                       \
        test_run_all();                                                     \
        return test_summary();                                              \
    }

/* A main() of its own (a set-up first, say) ends with this. */
#define TEST_MAIN_END() return test_summary()

/* The checks are expressions worth 1 (passed) or 0 (failed), except
 * CHECK_INT / CHECK_UINT, which are statements (they evaluate each side
 * once into a local). */
#define CHECK(cond) test_check_((cond) ? 1 : 0, __FILE__, __LINE__, #cond)

#define REQUIRE(cond)          \
    do {                       \
        if (!CHECK(cond))      \
            return;            \
    } while (0)

#define CHECK_INT(a, op, b)                                                   \
    do {                                                                      \
        long long test_a_ = (long long)(a);                                   \
        long long test_b_ = (long long)(b);                                   \
        test_check_int_(test_a_ op test_b_, __FILE__, __LINE__,               \
                        #a " " #op " " #b, test_a_, test_b_);                 \
    } while (0)

#define CHECK_UINT(a, op, b)                                                  \
    do {                                                                      \
        unsigned long long test_a_ = (unsigned long long)(a);                 \
        unsigned long long test_b_ = (unsigned long long)(b);                 \
        test_check_uint_(test_a_ op test_b_, __FILE__, __LINE__,              \
                         #a " " #op " " #b, test_a_, test_b_);                \
    } while (0)

#define CHECK_STR(a, b) test_check_str_(__FILE__, __LINE__, #a, #b, (a), (b))

#define CHECK_MEM(a, b, n) \
    test_check_mem_(__FILE__, __LINE__, #a, #b, #n, (a), (b), (size_t)(n))

/*
 * Slow builds. Under ASan and UBSan, and in Debug builds (where COUP_DEBUG
 * checks coup_state_ok() after every move), a game costs about a hundred
 * times what it costs in Release. The tests that play many games to find
 * rare faults play TEST_GAMES(n) of them: n in an optimised build, a tenth
 * of n (at least 1) in a slow one. The optimised stage of ./test.sh plays
 * them all; the slow stage still plays every kind of game, for the faults
 * only the sanitizers see.
 */
#if defined(__SANITIZE_ADDRESS__) || defined(COUP_DEBUG) || \
    !defined(__OPTIMIZE__)
#define TEST_SLOW_BUILD 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || \
    __has_feature(undefined_behavior_sanitizer)
#define TEST_SLOW_BUILD 1
#endif
#endif
#ifndef TEST_SLOW_BUILD
#define TEST_SLOW_BUILD 0
#endif

#define TEST_SLOW_DIVISOR 10
#define TEST_GAMES(n)                                                        \
    (!TEST_SLOW_BUILD ? (n)                                                  \
     : (n) / TEST_SLOW_DIVISOR > 0 ? (n) / TEST_SLOW_DIVISOR : 1)

#endif /* COUP_TEST_H */
