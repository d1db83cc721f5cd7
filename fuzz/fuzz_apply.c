/*
 * fuzz_apply.c - libFuzzer target: coup_apply() over arbitrary bytes.
 *
 * The first two bytes choose the options; then each byte either picks one
 * of the legal moves (so games go deep) or starts a raw 4-byte coup_move
 * (so junk is thrown at every phase). After every step the invariants must
 * hold, a refused move must leave the state untouched and have a reason
 * (coup_why, and coup_why_seat for every seat), and observation must work
 * for every seat.
 */
#include <stdlib.h>
#include <string.h>

#include <coup/coup.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 2)
        return 0;
    coup_options o = {2 + data[0] % 9, (data[0] / 9) % 11 - 1,
                     data[1] & COUP_OPT_ALL};
    if (o.start >= o.players)
        o.start = COUP_START_RANDOM;
    coup_state s;
    if (coup_init(&s, &o) != COUP_OK)
        return 0;
    size_t i = 2;
    while (i < size && !coup_is_over(&s)) {
        coup_move moves[COUP_MAX_MOVES], m;
        int n = coup_legal_moves(&s, moves);
        if (n <= 0 || n > COUP_MAX_MOVES)
            abort();
        uint8_t b = data[i++];
        if (b < 0xF0 || i + 4 > size) {
            m = moves[b % n];
        } else {
            memcpy(&m, data + i, 4);
            i += 4;
        }
        coup_state before = s;
        char why[256];
        /* coup_why_seat() agrees with legality for every seat (and for
         * chance), never writes past its buffer, and always says why. */
        int to_move = coup_to_move(&s);
        for (int p = COUP_CHANCE; p < s.players; p++) {
            char small[24];
            int legal = coup_why_seat(&s, p, m, why, sizeof why) == COUP_OK;
            if (legal != (p == to_move && coup_is_legal(&s, m)))
                abort();
            if (!legal && why[0] == '\0')
                abort();
            (void)coup_why_seat(&s, p, m, small, sizeof small);
            if (memchr(small, '\0', sizeof small) == NULL)
                abort();
        }
        int rc = coup_apply(&s, m);
        if (rc != COUP_OK) {
            if (memcmp(&s, &before, sizeof s) != 0)
                abort();
            if (coup_why(&s, m, why, sizeof why) == COUP_OK)
                abort();
        }
        if (!coup_state_ok(&s, why, sizeof why))
            abort();
        for (int p = 0; p < s.players; p++) {
            coup_obs ob;
            if (coup_observe(&s, p, &ob) != COUP_OK)
                abort();
            (void)coup_observe_move(&before, m, p);
        }
    }
    return 0;
}
