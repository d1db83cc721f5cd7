/*
 * words.h - the one word match of every text libcoup reads (moves, records,
 * the engine protocol). Internal to the library.
 */
#ifndef COUP_ENGINE_WORDS_H
#define COUP_ENGINE_WORDS_H

#include <stddef.h>

/* Whether word[0..len) is `name` (lower case), ignoring ASCII case. */
int coup__word_is(const char *word, size_t len, const char *name);

#endif
