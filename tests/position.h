/*
 * position.h - hand-built positions for the bot tests: a seat written as
 * "COINS card ^card" ("^" marks a face-up card), a table as a list of
 * seats. Static functions, like test.h: each test file is its own program.
 */
#ifndef COUP_TEST_POSITION_H
#define COUP_TEST_POSITION_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <coup/coup.h>

/* "COINS card ^card": a seat; 1, or 0 if the text is not one. */
static int parse_seat(const char *text, uint8_t *coins, uint8_t cards[2])
{
    char buf[80], *save = NULL;
    int k = 0;
    snprintf(buf, sizeof buf, "%s", text);
    char *w = strtok_r(buf, " ", &save);
    if (!w)
        return 0;
    *coins = (uint8_t)atoi(w);
    while ((w = strtok_r(NULL, " ", &save)) != NULL && k < 2) {
        int up = w[0] == '^';
        int c = coup_card_parse(w + up, strlen(w + up));
        if (c < 0 || c == COUP_NOCARD)
            return 0;
        cards[k++] = (uint8_t)(c | (up ? COUP_UP : 0));
    }
    return k == 2;
}

/* The position of seats[] (NULL-terminated), seat `start` to act; 1, or 0
 * with the reason on stderr. */
static int position(coup_state *s, unsigned flags, int start,
                    const char *const *seats)
{
    coup_options o = {0, start, flags};
    coup_position pos;
    char why[200];
    memset(&pos, 0, sizeof pos);
    for (; seats[o.players]; o.players++)
        if (!parse_seat(seats[o.players], &pos.coins[o.players],
                        pos.card[o.players])) {
            fprintf(stderr, "  bad seat '%s'\n", seats[o.players]);
            return 0;
        }
    if (coup_init_position(s, &o, &pos, why, sizeof why)) {
        fprintf(stderr, "  position: %s\n", why);
        return 0;
    }
    return 1;
}

#endif
