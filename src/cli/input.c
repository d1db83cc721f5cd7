/*
 * input.c - reading a line typed at a decision (input.h).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cli/input.h"

/* "steal haig" -> "steal 2": a word that names a seat becomes its number.
 * Returns -1 if the result does not fit out[n]. */
static int names_to_seats(const char *in, const char *const names[],
                          int players, char *out, size_t n)
{
    size_t len = 0;
    out[0] = '\0';
    for (const char *p = in; *p;) {
        size_t blank = strspn(p, " \t");
        size_t word = strcspn(p + blank, " \t");
        if (!word)
            break;
        const char *piece = p + blank;
        size_t plen = word;
        char seat[16];
        for (int s = 0; names && s < players; s++)
            if (names[s] && strlen(names[s]) == word &&
                !strncasecmp(piece, names[s], word)) {
                plen = (size_t)snprintf(seat, sizeof seat, "%d", s);
                piece = seat;
                break;
            }
        if (len + (len > 0) + plen + 1 > n)
            return -1;
        if (len)
            out[len++] = ' ';
        memcpy(out + len, piece, plen);
        len += plen;
        out[len] = '\0';
        p += blank + word;
    }
    return 0;
}

int input_parse(const char *line, int choices, bool can_back,
                const char *const names[], int players, int *choice,
                coup_move *m)
{
    static const struct {
        const char *word;
        int kind;
    } words[] = {{"help", IN_HELP}, {"?", IN_HELP},     {"rules", IN_RULES},
                 {"log", IN_LOG},   {"quit", IN_QUIT},  {"exit", IN_QUIT},
                 {"q", IN_QUIT},    {"back", IN_BACK}};
    while (*line == ' ' || *line == '\t')
        line++;
    size_t len = strlen(line);
    while (len && (line[len - 1] == ' ' || line[len - 1] == '\t'))
        len--;
    if (len == 0)
        return IN_EMPTY;
    for (size_t i = 0; i < sizeof words / sizeof *words; i++)
        if (strlen(words[i].word) == len &&
            !strncasecmp(line, words[i].word, len))
            return words[i].kind;
    char text[256];
    if (len >= sizeof text)
        return IN_BAD_WORD;
    memcpy(text, line, len);
    text[len] = '\0';
    if (strspn(text, "0123456789") == len) {
        errno = 0;
        long k = strtol(text, NULL, 10);
        if (k == 0 && can_back)
            return IN_BACK;
        if (errno || k < 1 || k > choices)
            return IN_BAD_NUMBER;
        *choice = (int)k;
        return IN_CHOICE;
    }
    char move[256];
    if (names_to_seats(text, names, players, move, sizeof move) ||
        coup_move_parse(move, strlen(move), m, NULL, 0))
        return IN_BAD_WORD;
    return IN_MOVE;
}

int input_bot_specs(const char *list, char specs[][INPUT_SPEC_MAX], int max)
{
    int n = 0;
    const char *p = list;
    for (;;) {
        size_t len = strcspn(p, ",");
        size_t eq = strcspn(p, "=:");
        if (len == 0)
            return -1;
        if (eq < len && p[eq] == '=' && n > 0) { /* key=value: the spec
                                                   before goes on */
            size_t have = strlen(specs[n - 1]);
            if (have + 1 + len >= INPUT_SPEC_MAX)
                return -1;
            specs[n - 1][have] = ',';
            memcpy(specs[n - 1] + have + 1, p, len);
            specs[n - 1][have + 1 + len] = '\0';
        } else {
            if (n == max || len >= INPUT_SPEC_MAX)
                return -1;
            memcpy(specs[n], p, len);
            specs[n++][len] = '\0';
        }
        if (!p[len])
            return n;
        p += len + 1;
    }
}

int input_seats(const char *text, int players, unsigned *bits)
{
    unsigned set = 0;
    const char *p = text;
    for (;;) {
        size_t len = strspn(p, "0123456789");
        if (len == 0 || len > 2)
            return -1;
        int k = (int)strtol(p, NULL, 10);
        if (k >= players || k >= 32)
            return -1;
        set |= 1u << k;
        p += len;
        if (*p == '\0')
            break;
        if (*p++ != ',')
            return -1;
    }
    *bits = set;
    return 0;
}
