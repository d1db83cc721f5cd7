/*
 * recfile.c - reading a game record file for the commands that take one
 * (`coup replay`, `coup analyse`): the format's limits enforced as it is
 * read, then parsed; the first problem is told as FILE:LINE: reason.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include <coup/record.h>

#include "cli/cli.h"

/* The stream, read in chunks, NUL-terminated, in a malloc'd buffer; NULL
 * on error. The format's limits are enforced while reading, so that
 * endless input (`coup replay /dev/zero`) is refused after a line of
 * COUP_RECORD_LINE_MAX bytes or COUP_RECORD_SIZE_MAX in all, never held:
 * then *bad_line is the line at fault and *why says what broke, else
 * *bad_line is 0 and errno is set. */
static char *read_record(FILE *in, size_t *len, int *bad_line, char *why,
                         size_t whyn)
{
    size_t n = 0, cap = 1 << 16, linelen = 0;
    int line = 1;
    char *buf = malloc(cap);
    *bad_line = 0;
    if (!buf)
        return NULL;
    for (;;) {
        size_t got = fread(buf + n, 1, cap - n - 1, in);
        for (size_t i = n; i < n + got; i++) {
            if (i >= COUP_RECORD_SIZE_MAX) {
                snprintf(why, whyn, "the record goes past %d bytes (the "
                         "longest a record allows)", COUP_RECORD_SIZE_MAX);
                *bad_line = line;
                free(buf);
                return NULL;
            }
            if (buf[i] == '\n') {
                line++;
                linelen = 0;
            } else if (++linelen > COUP_RECORD_LINE_MAX + 1) {
                /* +1: a CR before the LF is not part of the line */
                snprintf(why, whyn, "line longer than %d bytes (the "
                         "longest a record allows)", COUP_RECORD_LINE_MAX);
                *bad_line = line;
                free(buf);
                return NULL;
            }
        }
        n += got;
        if (ferror(in)) {
            int e = errno;
            free(buf);
            errno = e ? e : EIO;
            return NULL;
        }
        if (feof(in))
            break;
        if (cap - n - 1 == 0) {
            char *p = realloc(buf, cap * 2);
            if (!p) {
                free(buf);
                errno = ENOMEM;
                return NULL;
            }
            buf = p;
            cap *= 2;
        }
    }
    buf[n] = '\0';
    *len = n;
    return buf;
}

int cli_read_record(const char *cmd, const char *path, coup_record *r,
                    const char **shown)
{
    bool use_stdin = !strcmp(path, "-");
    memset(r, 0, sizeof *r); /* freeable whatever happens */
    *shown = use_stdin ? "<stdin>" : path;
    FILE *in = use_stdin ? stdin : fopen(path, "rb");
    if (!in) {
        fprintf(stderr, "coup %s: %s: %s\n", cmd, path, strerror(errno));
        return 1;
    }
    size_t len = 0;
    int bad_line;
    char why[160];
    char *text = read_record(in, &len, &bad_line, why, sizeof why);
    int read_errno = errno;
    if (!use_stdin)
        fclose(in);
    if (!text && bad_line) {
        fprintf(stderr, "%s:%d: %s\n", *shown, bad_line, why);
        return 1;
    }
    if (!text) {
        fprintf(stderr, "coup %s: %s: %s\n", cmd, *shown,
                strerror(read_errno));
        return 1;
    }
    coup_record_error err;
    int rc = coup_record_parse(text, len, r, &err);
    free(text);
    if (rc) {
        fprintf(stderr, "%s:%d: %s\n", *shown, err.line, err.msg);
        return 1;
    }
    return 0;
}
