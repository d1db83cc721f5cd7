/*
 * kinds.h - the built-in bot kinds, one per file of src/bots/. A new kind
 * is declared here and listed in coup_bot_kinds[] (bot.c).
 */
#ifndef COUP_BOTS_KINDS_H
#define COUP_BOTS_KINDS_H

#include <coup/bots.h>

extern const coup_bot_kind coup_bot_random;
extern const coup_bot_kind coup_bot_honest;
extern const coup_bot_kind coup_bot_heuristic;
extern const coup_bot_kind coup_bot_search;

#endif
