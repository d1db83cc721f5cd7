/*
 * test_engine.c - properties of the engine over many random games:
 * invariants after every move, every game ends, the legal moves are legal
 * and round-trip through text, illegal moves change nothing.
 */
#include <string.h>

#include <coup/bots.h>

#include "test.h"

/* Options for game g: all player counts and all option combinations,
 * the draft only with two players. */
static coup_options options_for(long g)
{
    coup_options o;
    o.players = 2 + (int)(g % 9);
    o.flags = (unsigned)(g / 9) % 16;
    if (o.players != 2)
        o.flags &= ~(unsigned)COUP_OPT_TWO_PLAYER_DRAFT;
    o.start = (g / 144) % 2 ? COUP_START_RANDOM : (int)(g % o.players);
    return o;
}

static coup_move random_bytes_move(coup_rng *rng)
{
    uint64_t x = coup_rng_next(rng);
    coup_move m = {(uint8_t)(x % 24), (uint8_t)(x >> 8), (uint8_t)(x >> 16),
                   (uint8_t)(x >> 24)};
    if (x & (1ull << 40)) /* often well-shaped */
        m.target = (uint8_t)((x >> 41) % 12);
    if (x & (1ull << 45))
        m.card = (uint8_t)((x >> 46) % 8);
    if (x & (1ull << 50))
        m.card2 = COUP_NOCARD;
    return m;
}

/* The property test of the issue: at least 200,000 random games. */
TEST(random_games_keep_invariants)
{
    coup_rng rng;
    coup_rng_seed(&rng, 12345);
    long games = 200000, decisions = 0, bad = 0;
    char why[256];
    for (long g = 0; g < games && bad < 5; g++) {
        coup_options o = options_for(g);
        coup_state s;
        REQUIRE(coup_init(&s, &o) == COUP_OK);
        int steps = 0;
        while (!coup_is_over(&s)) {
            coup_move m = coup_random_move(&s, &rng);
            if (coup_apply(&s, m) != COUP_OK) {
                coup_why(&s, m, why, sizeof why);
                CHECK_STR(why, "(a generated move applies)");
                bad++;
                break;
            }
            if (!coup_state_ok(&s, why, sizeof why)) {
                CHECK_STR(why, "(state ok)");
                bad++;
                break;
            }
            if (++steps > 20000) {
                CHECK(!"game ends");
                bad++;
                break;
            }
        }
        decisions += steps;
        if (coup_is_over(&s)) {
            CHECK_INT(coup_to_move(&s), ==, COUP_GAME_OVER);
            coup_move none[COUP_MAX_MOVES];
            CHECK_INT(coup_legal_moves(&s, none), ==, 0);
            CHECK(coup_alive(&s, coup_winner(&s)));
        }
    }
    CHECK_INT(bad, ==, 0);
    CHECK(decisions > games * 10);
}

/* Every legal move is accepted by coup_is_legal, prints and parses back to
 * itself; chance weights add up; random junk moves are refused with a
 * reason and leave the state as it was. */
TEST(legal_moves_agree_with_checks)
{
    coup_rng rng;
    coup_rng_seed(&rng, 99);
    long refused = 0;
    for (long g = 0; g < 3000; g++) {
        coup_options o = options_for(g * 7);
        coup_state s;
        coup_init(&s, &o);
        while (!coup_is_over(&s)) {
            coup_move moves[COUP_MAX_MOVES];
            int n = coup_legal_moves(&s, moves);
            REQUIRE(n > 0 && n <= COUP_MAX_MOVES);
            int total = 0;
            for (int i = 0; i < n; i++) {
                char text[64], why[256];
                coup_move back;
                CHECK(coup_is_legal(&s, moves[i]));
                CHECK_INT(coup_why(&s, moves[i], why, sizeof why), ==, 0);
                REQUIRE(coup_move_str(moves[i], text, sizeof text) > 0);
                CHECK_INT(coup_move_parse(text, strlen(text), &back, why,
                                          sizeof why), ==, 0);
                CHECK(coup_move_eq(back, moves[i]));
                for (int j = 0; j < i; j++)
                    CHECK(!coup_move_eq(moves[i], moves[j]));
                total += coup_chance_weight(&s, moves[i]);
            }
            if (coup_to_move(&s) == COUP_CHANCE)
                CHECK_INT(total, ==, coup_chance_total(&s));
            for (int k = 0; k < 4; k++) {
                coup_move junk = random_bytes_move(&rng);
                int legal = 0;
                for (int i = 0; i < n; i++)
                    legal |= coup_move_eq(junk, moves[i]);
                CHECK_INT(coup_is_legal(&s, junk), ==, legal);
                if (legal)
                    continue;
                coup_state before = s;
                char why[256] = "";
                CHECK_INT(coup_apply(&s, junk), ==, COUP_EILLEGAL);
                CHECK_MEM(&s, &before, sizeof s);
                CHECK(coup_why(&s, junk, why, sizeof why) < 0 && why[0]);
                refused++;
            }
            coup_apply(&s, coup_random_move(&s, &rng));
        }
        coup_state over = s;
        CHECK_INT(coup_apply(&s, coup_mv(COUP_MV_INCOME, COUP_NOBODY, COUP_NOCARD, COUP_NOCARD)), ==, COUP_EOVER);
        CHECK_MEM(&s, &over, sizeof s);
    }
    CHECK(refused > 1000);
}

TEST(state_is_small_and_plain)
{
    CHECK_UINT(sizeof(coup_state), <=, 128);
    coup_options o = {6, 0, COUP_OPT_INQUISITOR};
    coup_state a, b;
    coup_init(&a, &o);
    memcpy(&b, &a, sizeof a); /* a copy is a memcpy: no pointers inside */
    coup_rng r1, r2;
    coup_rng_seed(&r1, 5);
    coup_rng_seed(&r2, 5);
    while (!coup_is_over(&a)) {
        coup_apply(&a, coup_random_move(&a, &r1));
        coup_apply(&b, coup_random_move(&b, &r2));
    }
    CHECK_MEM(&a, &b, sizeof a);
}

TEST(bad_options_are_refused)
{
    coup_state s;
    coup_options o = {1, 0, 0};
    CHECK_INT(coup_init(&s, &o), ==, COUP_EOPTIONS);
    o.players = 11;
    CHECK_INT(coup_init(&s, &o), ==, COUP_EOPTIONS);
    o.players = 3;
    o.start = 3;
    CHECK_INT(coup_init(&s, &o), ==, COUP_EOPTIONS);
    o.start = 0;
    o.flags = COUP_OPT_TWO_PLAYER_DRAFT;
    CHECK_INT(coup_init(&s, &o), ==, COUP_EOPTIONS);
    o.flags = 0x40;
    CHECK_INT(coup_init(&s, &o), ==, COUP_EOPTIONS);
    CHECK_STR(coup_strerror(COUP_EILLEGAL), "illegal move");
}

TEST(move_text_errors)
{
    static const char *const bad[] = {
        "", "   ", "fly", "steal", "steal x", "steal 10", "block", "block king",
        "keep duke duke duke", "income 2", "tax duke", "coup 1 duke extra",
        "lose \x01"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        coup_move m;
        char why[128] = "";
        CHECK_INT(coup_move_parse(bad[i], strlen(bad[i]), &m, why, sizeof why),
                  ==, COUP_EPARSE);
        CHECK(why[0] != '\0');
    }
    coup_move m;
    CHECK_INT(coup_move_parse("  KEEP Contessa\tduke ", 21, &m, NULL, 0), ==, 0);
    char text[32];
    coup_move_str(m, text, sizeof text);
    CHECK_STR(text, "keep duke contessa");
    CHECK_INT(coup_move_str(m, text, 5), ==, COUP_ESPACE);
}

/* The phases' words, one place for records, the protocol and the server. */
TEST(phase_names)
{
    CHECK_STR(coup_phase_name(COUP_PH_CHALLENGE), "challenge");
    CHECK_STR(coup_phase_name(COUP_PH_OVER), "over");
    CHECK_STR(coup_phase_name(-1), "?");
    CHECK_STR(coup_phase_name(COUP_NPHASES), "?");
    for (int a = 0; a < COUP_NPHASES; a++) {
        CHECK(strcmp(coup_phase_name(a), "?") != 0);
        for (int b = 0; b < a; b++)
            CHECK(strcmp(coup_phase_name(a), coup_phase_name(b)) != 0);
    }
}

TEST_MAIN()
