/*
 * test_scenarios.c - the scenario records of tests/records through the
 * record layer.
 *
 * Every record (a .rec file) in tests/records must parse and replay to its
 * end: its `check` lines are the assertions, its comments cite docs/rules.md.
 * Every record in tests/records/bad must fail, at the line and with the
 * words its first line announces:
 *
 *     # expect-error 12: is to move
 *
 * The tests run in tests/ (ctest's working directory), so the paths are
 * records/...; COUP_SRC_DIR is the fallback when run from elsewhere.
 */
#define _POSIX_C_SOURCE 200809L

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <coup/coup.h>
#include <coup/record.h>

#include "test.h"

#ifndef COUP_SRC_DIR
#define COUP_SRC_DIR "."
#endif

#define MAX_FILES 256

/* ============================================================ helpers */

static char dir_good[512], dir_bad[512];

/* records/ from tests/, else from the source tree. */
static int find_dirs(void)
{
    static const char *const roots[] = {"", COUP_SRC_DIR "/tests/"};
    for (size_t i = 0; i < sizeof roots / sizeof *roots; i++) {
        snprintf(dir_good, sizeof dir_good, "%srecords", roots[i]);
        snprintf(dir_bad, sizeof dir_bad, "%srecords/bad", roots[i]);
        DIR *d = opendir(dir_good);
        if (d != NULL) {
            closedir(d);
            return 1;
        }
    }
    return 0;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The *.rec files of dir, sorted, as malloc'd names; returns the count. */
static int list_records(const char *dir, char **names, int max)
{
    DIR *d = opendir(dir);
    struct dirent *e;
    int n = 0;
    if (d == NULL)
        return 0;
    while ((e = readdir(d)) != NULL && n < max) {
        size_t len = strlen(e->d_name);
        if (len > 4 && strcmp(e->d_name + len - 4, ".rec") == 0) {
            names[n] = malloc(len + 1);
            if (names[n] == NULL)
                break;
            memcpy(names[n], e->d_name, len + 1);
            n++;
        }
    }
    closedir(d);
    qsort(names, (size_t)n, sizeof *names, by_name);
    return n;
}

/* The whole file, NUL-terminated, malloc'd; NULL if unreadable. */
static char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    char *buf = NULL;
    size_t cap = 0, n = 0;
    if (f == NULL)
        return NULL;
    for (;;) {
        if (n + 4096 + 1 > cap) {
            cap = cap ? 2 * cap : 8192;
            char *nb = realloc(buf, cap);
            if (nb == NULL) {
                free(buf);
                fclose(f);
                return NULL;
            }
            buf = nb;
        }
        size_t got = fread(buf + n, 1, 4096, f);
        n += got;
        if (got < 4096)
            break;
    }
    fclose(f);
    buf[n] = '\0';
    *len = n;
    return buf;
}

/* Every state a replay passes through must be sane (coup_state_ok). */
struct sanity {
    int moves;
    int bad_line;
    char why[200];
};

static void visit(void *ctx, const coup_state *before, int seat, coup_move m,
                  int line)
{
    struct sanity *v = ctx;
    (void)seat;
    (void)m;
    v->moves++;
    if (v->bad_line == 0 && !coup_state_ok(before, v->why, sizeof v->why))
        v->bad_line = line;
}

/* The file the running test reads (test.h runs functions without
 * arguments). */
static char current[600];

/* ======================================================= good records */

static void good_record(void)
{
    size_t len;
    char *text = slurp(current, &len);
    coup_record r, r2;
    coup_record_error err = {0, ""};
    coup_state s, s2;
    struct sanity v = {0, 0, ""};
    char why[200];

    if (!CHECK(text != NULL)) {
        fprintf(stderr, "cannot read %s\n", current);
        return;
    }
    int rc = coup_record_parse(text, len, &r, &err);
    if (rc == COUP_OK)
        rc = coup_record_replay(&r, &s, visit, &v, &err);
    if (!CHECK(rc == COUP_OK))
        fprintf(stderr, "%s:%d: %s\n", current, err.line, err.msg);
    if (rc == COUP_OK) {
        if (!CHECK(v.bad_line == 0))
            fprintf(stderr, "%s:%d: coup_state_ok: %s\n", current, v.bad_line,
                    v.why);
        if (!CHECK(coup_state_ok(&s, why, sizeof why)))
            fprintf(stderr, "%s: final state: %s\n", current, why);
        CHECK(v.moves > 0);
        /* The canonical text of the record replays to the same state. */
        size_t flen;
        char *ftext = coup_record_format(&r, &flen);
        if (CHECK(ftext != NULL)) {
            rc = coup_record_parse(ftext, flen, &r2, &err);
            if (rc == COUP_OK)
                rc = coup_record_replay(&r2, &s2, NULL, NULL, &err);
            if (!CHECK(rc == COUP_OK))
                fprintf(stderr, "%s (formatted): line %d: %s\n", current,
                        err.line, err.msg);
            else
                CHECK_MEM(&s, &s2, sizeof s);
            coup_record_free(&r2);
            free(ftext);
        }
    }
    coup_record_free(&r);
    free(text);
}

/* ======================================================== bad records */

/* "# expect-error LINE: SUBSTRING" on the first line. */
static int expectation(const char *text, int *line, char *part, size_t n)
{
    static const char tag[] = "# expect-error ";
    if (strncmp(text, tag, sizeof tag - 1) != 0)
        return 0;
    const char *p = text + sizeof tag - 1;
    char *end;
    long l = strtol(p, &end, 10);
    if (end == p || *end != ':' || l < 0)
        return 0;
    p = end + 1;
    while (*p == ' ' || *p == '\t')
        p++;
    size_t k = 0;
    while (p[k] != '\0' && p[k] != '\n' && p[k] != '\r' && k + 1 < n) {
        part[k] = p[k];
        k++;
    }
    while (k > 0 && (part[k - 1] == ' ' || part[k - 1] == '\t'))
        k--;
    part[k] = '\0';
    *line = (int)l;
    return k > 0;
}

static void bad_record(void)
{
    size_t len;
    char *text = slurp(current, &len);
    coup_record r;
    coup_record_error err = {0, ""};
    coup_state s;
    char part[200];
    int line;

    if (!CHECK(text != NULL))
        return;
    if (!CHECK(expectation(text, &line, part, sizeof part))) {
        fprintf(stderr, "%s: first line must be '# expect-error LINE: "
                        "TEXT'\n", current);
        free(text);
        return;
    }
    int rc = coup_record_parse(text, len, &r, &err);
    if (rc == COUP_OK)
        rc = coup_record_replay(&r, &s, NULL, NULL, &err);
    if (!CHECK(rc != COUP_OK)) {
        fprintf(stderr, "%s: replays without error, expected line %d: %s\n",
                current, line, part);
    } else {
        err.msg[sizeof err.msg - 1] = '\0';
        if (!CHECK(err.line == line && strstr(err.msg, part) != NULL))
            fprintf(stderr, "%s: error at line %d: %s\n"
                            "  expected line %d with '%s'\n",
                    current, err.line, err.msg, line, part);
    }
    coup_record_free(&r);
    free(text);
}

/* ================================================================ main */

int main(void)
{
    char *good[MAX_FILES], *bad[MAX_FILES];
    int ngood = 0, nbad = 0;

    if (!find_dirs()) {
        fprintf(stderr, "no records directory (run in tests/)\n");
        test_state_()->failed++;
        TEST_MAIN_END();
    }
    ngood = list_records(dir_good, good, MAX_FILES);
    nbad = list_records(dir_bad, bad, MAX_FILES);
    for (int i = 0; i < ngood; i++) {
        snprintf(current, sizeof current, "%s/%s", dir_good, good[i]);
        test_run_(current, good_record);
        free(good[i]);
    }
    for (int i = 0; i < nbad; i++) {
        snprintf(current, sizeof current, "%s/%s", dir_bad, bad[i]);
        test_run_(current, bad_record);
        free(bad[i]);
    }
    /* An empty or missing directory must not pass silently. */
    CHECK_INT(ngood, >=, 30);
    CHECK_INT(nbad, >=, 8);
    TEST_MAIN_END();
}
