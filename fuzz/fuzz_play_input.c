/*
 * fuzz_play_input.c - libFuzzer target: the lines a person types in
 * `coup play` (src/cli/input.c).
 *
 * The input is cut into lines at '\n'; each is read as at a decision with
 * 5 menu entries and three named seats, in the language picked by the
 * line's length (so the words of every table are tried), as a --bots list
 * and as a --seat list. A choice must be in range; a rules section must be
 * -1, 0 or 1..15 and have a text; a move must write back to text that
 * parses to the same move; specs must fit; seats must be in range and
 * named once. Nothing may crash.
 */
#include <stdlib.h>
#include <string.h>

#include <coup/text.h>

#include "cli/input.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const char *const names[3] = {"Anna", "Sacha", "Haig"};
    char line[1024];
    size_t at = 0;
    while (at < size) {
        size_t n = 0;
        while (at + n < size && data[at + n] != '\n' && n < sizeof line - 1)
            n++;
        memcpy(line, data + at, n);
        line[n] = '\0';
        at += n + 1;
        int choice = -1;
        coup_move m, back;
        const coup_lang *l = coup_langs[n % 4];
        int kind = input_parse(l, line, 5, (n & 1) != 0, names, 3, &choice,
                               &m);
        if (kind == IN_CHOICE && (choice < 1 || choice > 5))
            abort();
        size_t len = 0;
        if (kind == IN_RULES &&
            (choice < -1 || choice > COUP_RULES_SECTIONS ||
             (choice > 0 && !coup_lang_rules_text(l, choice, &len)) ||
             (choice > 0 && len == 0)))
            abort();
        char specs[10][INPUT_SPEC_MAX];
        int k = input_bot_specs(line, specs, 10);
        for (int i = 0; i < k; i++)
            if (!specs[i][0] || strlen(specs[i]) >= INPUT_SPEC_MAX)
                abort();
        unsigned bits = 0;
        if (input_seats(line, 10, &bits) == 0) {
            /* as many bits as numbers typed: none named twice */
            int commas = 0, count = 0;
            for (const char *p = line; *p; p++)
                commas += *p == ',';
            for (unsigned b = bits; b; b &= b - 1)
                count++;
            if (bits == 0 || bits >> 10 || count != commas + 1)
                abort();
        }
        if (kind == IN_MOVE) {
            char text[64];
            if (coup_move_str(m, text, sizeof text) < 0 ||
                coup_move_parse(text, strlen(text), &back, NULL, 0) != 0 ||
                !coup_move_eq(m, back))
                abort();
        }
    }
    return 0;
}
