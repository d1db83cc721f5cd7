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

/* ------------------------------------------------- words of a language */

/* The English word each lang_word stands for, as coup_move_parse() and
 * the command table below know it. */
static const char *const english[COUP_LW_N] = {
    [COUP_LW_INCOME] = "income",      [COUP_LW_FOREIGN_AID] = "foreign-aid",
    [COUP_LW_TAX] = "tax",            [COUP_LW_EXCHANGE] = "exchange",
    [COUP_LW_COUP] = "coup",          [COUP_LW_ASSASSINATE] = "assassinate",
    [COUP_LW_STEAL] = "steal",        [COUP_LW_EXAMINE] = "examine",
    [COUP_LW_PASS] = "pass",          [COUP_LW_CHALLENGE] = "challenge",
    [COUP_LW_BLOCK] = "block",        [COUP_LW_PROVE] = "prove",
    [COUP_LW_CONCEDE] = "concede",    [COUP_LW_LOSE] = "lose",
    [COUP_LW_KEEP] = "keep",          [COUP_LW_SHOW] = "show",
    [COUP_LW_GIVEBACK] = "giveback",  [COUP_LW_SWAP] = "swap",
    [COUP_LW_PICK] = "pick",          [COUP_LW_HELP] = "help",
    [COUP_LW_RULES] = "rules",        [COUP_LW_LOG] = "log",
    [COUP_LW_QUIT] = "quit",          [COUP_LW_BACK] = "back"};

/* Latin-1 letters (U+00C0..U+00FF, written 0xC3 0x80..0xBF in UTF-8) as
 * the plain letter a person may type instead: "capitan" for "Capitán". */
static const char plain[65] =
    "aaaaaaaceeeeiiiidnooooo_ouuuuyps" "aaaaaaaceeeeiiiidnooooo_ouuuuypy";

/* Lower case, accents off, runs of blanks as one space, no blank at either
 * end: the form in which typed words and table words are compared. */
static void fold(const char *in, size_t len, char *out, size_t n)
{
    size_t o = 0;
    for (size_t i = 0; i < len && o + 1 < n; i++) {
        unsigned char c = (unsigned char)in[i];
        if (c == ' ' || c == '\t') {
            if (o && out[o - 1] != ' ')
                out[o++] = ' ';
            continue;
        }
        if (c == 0xC3 && i + 1 < len && ((unsigned char)in[i + 1] & 0xC0) == 0x80) {
            out[o++] = plain[(unsigned char)in[++i] - 0x80];
            continue;
        }
        out[o++] = (char)(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    }
    while (o && out[o - 1] == ' ')
        o--;
    out[o] = '\0';
}

/* If folded text p starts with one of the '|'-separated alternatives of
 * `alts` (folded too) as whole words, its length; else 0. */
static size_t match_alt(const char *p, const char *alts)
{
    size_t best = 0;
    while (alts && *alts) {
        size_t n = strcspn(alts, "|");
        char want[64];
        fold(alts, n < sizeof want ? n : sizeof want - 1, want, sizeof want);
        size_t w = strlen(want);
        if (w && !strncmp(p, want, w) && (p[w] == ' ' || !p[w]) && w > best)
            best = w;
        alts += n + (alts[n] == '|');
    }
    return best;
}

/* The English word for the folded words at p, in l's language or in
 * English, and how many bytes of p they take; NULL if none. */
static const char *english_word(const coup_lang *l, const char *p, size_t *took)
{
    const char *found = NULL;
    size_t best = 0;
    for (int i = 0; i < COUP_LW_N; i++) {
        size_t a = match_alt(p, english[i]), b = l ? match_alt(p, l->word[i]) : 0;
        if (a > best || b > best) {
            best = a > b ? a : b;
            found = english[i];
        }
    }
    for (int c = 0; l && c < COUP_NCARDS; c++) {
        size_t a = match_alt(p, l->card[c]);
        if (a > best) {
            best = a;
            found = coup_card_name(c);
        }
    }
    *took = best;
    return found;
}

/* The folded line with every word of l's language replaced by its English
 * word ("sfida" -> "challenge", "blocca capitán" -> "block captain").
 * Returns -1 if the result does not fit out[n]. */
static int to_english(const coup_lang *l, const char *folded, char *out, size_t n)
{
    size_t len = 0;
    out[0] = '\0';
    for (const char *p = folded; *p;) {
        size_t took = 0;
        const char *w = english_word(l, p, &took);
        if (!w) {
            w = p;
            took = strcspn(p, " ");
        }
        size_t wlen = w == p ? took : strlen(w);
        if (len + (len > 0) + wlen + 1 > n)
            return -1;
        if (len)
            out[len++] = ' ';
        memcpy(out + len, w, wlen);
        len += wlen;
        out[len] = '\0';
        p += took;
        p += *p == ' ';
    }
    return 0;
}

/* The rules section that `arg` (folded) names: "R6", "6", or a word of a
 * section's topics in l's language or English; -1 if none. */
static int rules_section(const coup_lang *l, const char *arg)
{
    const char *digits = arg + (arg[0] == 'r');
    size_t nd = strspn(digits, "0123456789");
    if (nd && nd <= 2 && !digits[nd]) {
        int r = atoi(digits);
        return r >= 1 && r <= COUP_RULES_SECTIONS ? r : -1;
    }
    const coup_lang *both[2] = {l, &coup_lang_en};
    for (int i = 0; i < 2; i++)
        for (int r = 1; both[i] && r <= COUP_RULES_SECTIONS; r++) {
            char topics[256];
            fold(both[i]->topic[r], strlen(both[i]->topic[r]), topics,
                 sizeof topics);
            /* Whole words only: "aid" must not find "said". */
            size_t a = strlen(arg);
            for (const char *t = topics; a && (t = strstr(t, arg)); t++)
                if ((t == topics || t[-1] == ' ') && (t[a] == ' ' || !t[a]))
                    return r;
        }
    return -1;
}

int input_parse(const coup_lang *l, const char *line, int choices, bool can_back,
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
    /* "rules" and what follows it, before seats' names could turn
     * "rules Haig" into "rules 2": R1-R15 are looked up by number or by a
     * word. */
    char folded[256], move[256];
    fold(text, len, folded, sizeof folded);
    size_t took = 0;
    const char *w = english_word(l, folded, &took);
    if (w && !strcmp(w, "rules")) {
        *choice = folded[took] ? rules_section(l, folded + took + 1) : 0;
        return IN_RULES;
    }
    /* Seats' names first, so that a player called "Pass" is a seat. */
    char named[256];
    if (names_to_seats(text, names, players, named, sizeof named))
        return IN_BAD_WORD;
    fold(named, strlen(named), folded, sizeof folded);
    if (to_english(l, folded, move, sizeof move))
        return IN_BAD_WORD;
    for (size_t i = 0; i < sizeof words / sizeof *words; i++)
        if (!strcmp(move, words[i].word))
            return words[i].kind;
    if (coup_move_parse(move, strlen(move), m, NULL, 0))
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
        if (k >= players || k >= 32 || ((set >> k) & 1))
            return -1; /* out of range, or named twice ("0,0") */
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

const coup_lang *input_lang_env(void)
{
    static const char *const vars[] = {"LC_ALL", "LC_MESSAGES", "LANG"};
    for (size_t i = 0; i < sizeof vars / sizeof *vars; i++) {
        const char *v = getenv(vars[i]);
        if (v && *v)
            return coup_lang_of_locale(v);
    }
    return &coup_lang_en;
}
