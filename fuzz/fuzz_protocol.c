/*
 * fuzz_protocol.c - libFuzzer target: the engine protocol's parsers, both
 * ends, over arbitrary bytes.
 *
 * The input is cut into lines at '\n'. Every line goes to the parser of
 * referee lines, the parser of bot lines, and the obs parser. A line that
 * parses must write back to a line that parses to the identical message; a
 * line that does not must come with a reason. Every line also goes to two
 * coup_proto_players, one serving the random bot and one serving a bot
 * that reads every field of its observation, and whatever they answer must
 * be a well-formed bot line. Nothing may crash, leak or hang.
 */
#include <stdlib.h>
#include <string.h>

#include <coup/protocol.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* ------------------------------------------------ a bot that reads all */

/* Touches every field a bot may index by: the sanitizers catch a seat or
 * card out of range that the parser let through. */
static unsigned sum_obs(const coup_obs *o)
{
    unsigned s = o->seat + o->phase + (unsigned)o->to_move + o->court_size;
    for (int p = 0; p < o->players; p++)
        s += o->coins[p] + o->hidden[p] + o->up[p][0] + o->up[p][1];
    for (int i = 0; i < o->nmine; i++)
        s += o->mine[i];
    for (int i = 0; i < o->nshown; i++)
        s += o->shown[i];
    if (o->to_move >= 0)
        s += o->coins[o->to_move];
    const uint8_t seats[] = {o->actor,      o->target, o->claimant, o->blocker,
                             o->challenger, o->loser,  o->winner};
    for (size_t i = 0; i < sizeof seats; i++)
        if (seats[i] != COUP_NOBODY)
            s += o->coins[seats[i]];
    return s;
}

static void reader_start(void *mem, const coup_obs *o)
{
    *(unsigned *)mem += sum_obs(o);
}

static void reader_see(void *mem, const coup_obs *before, int mover,
                       coup_move seen)
{
    unsigned *s = mem;
    *s += sum_obs(before);
    if (mover >= 0)
        *s += before->coins[mover];
    if (seen.target != COUP_NOBODY)
        *s += before->coins[seen.target];
}

static coup_move reader_choose(void *mem, const coup_obs *o,
                               const coup_move *legal, int n, coup_rng *rng)
{
    (void)rng;
    *(unsigned *)mem += sum_obs(o);
    for (int i = 0; i < n; i++)
        if (legal[i].target != COUP_NOBODY)
            *(unsigned *)mem += o->coins[legal[i].target];
    return legal[n - 1];
}

static const coup_bot_kind reader_kind = {
    .name = "reader",
    .summary = "reads everything",
    .params = "",
    .size = sizeof(unsigned),
    .observes = true,
    .start = reader_start,
    .see = reader_see,
    .choose = reader_choose,
};

/* ----------------------------------------------------------- checks */

static void check_round_trip(const coup_proto_msg *m, bool to_bot)
{
    static char line[COUP_PROTO_LINE_MAX + 1];
    static coup_proto_msg back;
    char why[256];
    if (m->kind == COUP_PROTO_UNKNOWN)
        return;
    int len = coup_proto_format(m, line, sizeof line);
    if (len < 0 || (size_t)len != strlen(line))
        abort();
    int rc = to_bot ? coup_proto_parse_to_bot(line, (size_t)len, &back, why,
                                              sizeof why)
                    : coup_proto_parse_from_bot(line, (size_t)len, &back, why,
                                                sizeof why);
    if (rc != COUP_OK || memcmp(&back, m, sizeof back) != 0)
        abort();
}

/* What a player answers must be a bot line that parses. */
static int answer(void *ctx, const char *line, size_t len)
{
    static coup_proto_msg m;
    char why[256];
    (void)ctx;
    if (memchr(line, '\n', len) ||
        coup_proto_parse_from_bot(line, len, &m, why, sizeof why) !=
            COUP_OK ||
        m.kind == COUP_PROTO_UNKNOWN)
        abort();
    check_round_trip(&m, false);
    return 0;
}

static void parse_line(const char *line, size_t len)
{
    static coup_proto_msg m;
    char why[256];
    coup_obs o;
    why[0] = '\0';
    if (coup_proto_parse_to_bot(line, len, &m, why, sizeof why) == COUP_OK)
        check_round_trip(&m, true);
    else if (!why[0])
        abort();
    why[0] = '\0';
    if (coup_proto_parse_from_bot(line, len, &m, why, sizeof why) == COUP_OK)
        check_round_trip(&m, false);
    else if (!why[0])
        abort();
    if (coup_proto_parse_obs(line, len, &o, why, sizeof why) == COUP_OK) {
        static char text[COUP_PROTO_LINE_MAX + 1];
        coup_obs back;
        int n = coup_proto_format_obs(&o, text, sizeof text);
        if (n < 0 ||
            coup_proto_parse_obs(text, (size_t)n, &back, why, sizeof why) ||
            memcmp(&o, &back, sizeof o))
            abort();
    }
    coup_move mv;
    if (coup_proto_parse_seen_move(line, len, &mv, why, sizeof why) ==
        COUP_OK) {
        char text[64];
        coup_move back;
        int n = coup_proto_format_seen_move(mv, text, sizeof text);
        if (n < 0 || coup_proto_parse_seen_move(text, (size_t)n, &back, why,
                                                sizeof why) ||
            !coup_move_eq(mv, back))
            abort();
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static coup_proto_player players[2];
    unsigned reader_mem = 0;
    coup_bot *random = coup_bot_new("random", NULL, 0);
    coup_bot reader = {&reader_kind, "reader", &reader_mem};
    if (!random)
        abort();
    coup_proto_player_init(&players[0], random, "random", "coup", 1, answer,
                           NULL);
    coup_proto_player_init(&players[1], &reader, "reader", "", 2, answer,
                           NULL);
    bool quit[2] = {false, false};
    /* A copy, so that an empty input is a line too and nothing reads
     * past the end. */
    char *text = malloc(size + 1);
    if (!text)
        abort();
    if (size)
        memcpy(text, data, size);
    text[size] = '\0';
    size_t start = 0;
    while (start <= size) {
        const char *nl = memchr(text + start, '\n', size - start);
        size_t end = nl ? (size_t)(nl - text) : size;
        parse_line(text + start, end - start);
        for (int i = 0; i < 2; i++)
            if (!quit[i] &&
                coup_proto_player_line(&players[i], text + start,
                                       end - start) == 1)
                quit[i] = true;
        start = end + 1;
    }
    free(text);
    coup_bot_free(random);
    return 0;
}
