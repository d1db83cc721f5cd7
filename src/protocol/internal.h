/*
 * internal.h - what the protocol's modules share and nobody else sees:
 * reading a line word by word, and error messages that quote it.
 */
#ifndef COUP_PROTOCOL_INTERNAL_H
#define COUP_PROTOCOL_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>

#include <coup/protocol.h>

#include "engine/words.h" /* coup__word_is() */

/* The line being parsed, a cursor in it, and where an error goes. */
struct coup__parser {
    const char *line, *p, *end;
    char *why;
    size_t n;
};

/* Starts on a line: drops a final "\n" and "\r", refuses over-long lines
 * and control bytes. 0 or COUP_EPARSE. */
int coup__proto_begin(struct coup__parser *ps, const char *line, size_t len,
                      char *why, size_t n);
/* "line '...': " and the message into ps->why; returns COUP_EPARSE. */
int coup__proto_bad(struct coup__parser *ps, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* The next word, or false at the end of the line. */
bool coup__proto_word(struct coup__parser *ps, const char **w, size_t *len);
/* A decimal number without sign, at most max. */
bool coup__proto_number(const char *w, size_t len, long max, long *out);
/* "none" or a comma list of option names, the value of `key`. */
int coup__proto_options(struct coup__parser *ps, const char *key,
                        const char *w, size_t len, unsigned *flags);
/* Writes text[0..len) into dst[n] for a message in quotes: at most `max`
 * bytes of it, then "...", with every byte outside printable ASCII shown
 * as '?', so that an error message is always safe to print. */
void coup__proto_quote(char *dst, size_t n, const char *text, size_t len,
                       size_t max);

/* For messages: a word, cut to 40 bytes ("%.*s", CUT(w, len)). */
#define COUP__CUT(w, len) (int)((len) > 40 ? 40 : (len)), (w)

#endif
