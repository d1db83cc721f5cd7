/*
 * fuzz_bot_spec.c - libFuzzer target: bot specs (src/bots/bot.c and each
 * kind's configure(), e.g. the heuristic's weights by name), as `coup
 * arena --bots`, `coup play` and the engine protocol read them.
 *
 * The input is cut into lines at '\n'; each is one spec. A spec accepted
 * must be kept as it was given; a spec refused must say why. Nothing may
 * crash.
 */
#include <stdlib.h>
#include <string.h>

#include <coup/bots.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char line[256], why[200];
    size_t at = 0;
    while (at < size) {
        size_t n = 0;
        while (at + n < size && data[at + n] != '\n' && n < sizeof line - 1)
            n++;
        memcpy(line, data + at, n);
        line[n] = '\0';
        at += n + 1;
        why[0] = '\0';
        coup_bot *b = coup_bot_new(line, why, sizeof why);
        if (b) {
            if (strcmp(b->spec, line))
                abort();
            coup_bot_free(b);
        } else if (!why[0] || !memchr(why, '\0', sizeof why)) {
            abort();
        }
    }
    return 0;
}
