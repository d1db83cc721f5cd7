/*
 * fuzz_record.c - libFuzzer target for game records.
 *
 * Any bytes: parse them as a record; if that works, replay it; if the
 * replay works, the canonical text must parse again, format to the same
 * bytes and replay to the same final state. Nothing may crash, leak or
 * read out of bounds on the way (the build adds ASan and UBSan).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <coup/record.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Checks survive NDEBUG: a failed property must stop the fuzzer. */
#define REQUIRE(cond)   \
    do {                \
        if (!(cond))    \
            abort();    \
    } while (0)

static void visit(void *ctx, const coup_state *before, int seat, coup_move m,
                  int line)
{
    (void)line;
    REQUIRE(coup_to_move(before) == seat);
    REQUIRE(coup_is_legal(before, m));
    ++*(long *)ctx;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    coup_record r, r2;
    coup_record_error err;
    coup_state s, s2;
    long moves = 0, moves2 = 0;

    if (coup_record_parse((const char *)data, size, &r, &err) != COUP_OK) {
        REQUIRE(err.line >= 1 && err.msg[0] != '\0');
        coup_record_free(&r);
        return 0;
    }
    int rc = coup_record_replay(&r, &s, visit, &moves, &err);
    if (rc != COUP_OK) {
        REQUIRE(rc < 0 && err.msg[0] != '\0');
        coup_record_free(&r);
        return 0;
    }
    char why[200];
    REQUIRE(coup_state_ok(&s, why, sizeof why));

    size_t len;
    char *text = coup_record_format(&r, &len);
    REQUIRE(text != NULL && strlen(text) == len);
    REQUIRE(coup_record_parse(text, len, &r2, &err) == COUP_OK);
    REQUIRE(coup_record_replay(&r2, &s2, visit, &moves2, &err) == COUP_OK);
    REQUIRE(moves == moves2);
    REQUIRE(memcmp(&s, &s2, sizeof s) == 0);
    size_t len2;
    char *text2 = coup_record_format(&r2, &len2);
    REQUIRE(text2 != NULL && len2 == len && memcmp(text, text2, len) == 0);

    free(text);
    free(text2);
    coup_record_free(&r);
    coup_record_free(&r2);
    return 0;
}
