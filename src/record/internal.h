/*
 * internal.h - what the record modules share and nobody else sees.
 */
#ifndef COUP_RECORD_INTERNAL_H
#define COUP_RECORD_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>

#include <coup/record.h>

/* Fills *err (which may be NULL) with a line and a printf-style message;
 * returns code, so that callers can write `return coup__record_err(...)`. */
int coup__record_err(coup_record_error *err, int code, int line,
                     const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* The order of `check legal` lists: by type, target, card, card2. */
int coup__record_move_cmp(const void *a, const void *b);

/* A name of 1..COUP_RECORD_NAME_MAX characters of [A-Za-z0-9_.-]. */
bool coup__record_name_ok(const char *name, size_t len);

#endif
