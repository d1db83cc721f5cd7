/*
 * test_protocol.c - the engine protocol (docs/protocol.md): every message
 * written and read back, the errors for malformed lines, the bot side
 * served in-process through whole games, and the referee with real
 * processes: the example bots, `coup engine`, and bots that crash, hang,
 * talk nonsense, cheat or play out of turn (tests/bots/).
 *
 * COUP_UPDATE_TRANSCRIPT=1 rewrites tests/protocol/game.txt, the pinned
 * transcript of one game (docs/protocol.md shows it).
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <coup/bots.h>
#include <coup/protocol.h>

#include "test.h"

#ifndef COUP_EXAMPLE_BOT
#define COUP_EXAMPLE_BOT ""
#endif

#define LINE (COUP_PROTO_LINE_MAX + 1)

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static coup_proto_msg msg_of(int kind)
{
    coup_proto_msg m;
    memset(&m, 0, sizeof m);
    m.kind = kind;
    return m;
}

static bool to_bot(int kind) { return kind < COUP_PROTO_ID_NAME; }

static int parse(int kind, const char *line, coup_proto_msg *m, char *why,
                 size_t n)
{
    return to_bot(kind) ? coup_proto_parse_to_bot(line, strlen(line), m, why, n)
                        : coup_proto_parse_from_bot(line, strlen(line), m,
                                                    why, n);
}

/* Writes m, reads it back, and wants the same bytes. */
static bool round_trip(const coup_proto_msg *m)
{
    char line[LINE], why[256] = "";
    coup_proto_msg back;
    int len = coup_proto_format(m, line, sizeof line);
    if (!CHECK(len > 0)) {
        fprintf(stderr, "  kind %d: format gave %d\n", m->kind, len);
        return false;
    }
    CHECK_INT((size_t)len, ==, strlen(line));
    int rc = parse(m->kind, line, &back, why, sizeof why);
    if (rc != 0 || back.kind != m->kind ||
        memcmp(&back, m, sizeof back) != 0) {
        CHECK_STR(why, "");
        CHECK_INT(back.kind, ==, m->kind);
        CHECK_MEM(&back, m, sizeof back);
        fprintf(stderr, "  line: %s\n", line);
        return false;
    }
    return true;
}

/* Every state of `games` random games over all player counts and options:
 * fn(s, m, ctx) for each move m about to be made, and fn(s, NONE) at the
 * end. Stops early when fn returns false. */
static void walk(int games,
                 bool (*fn)(const coup_state *s, coup_move m, void *ctx),
                 void *ctx)
{
    for (int g = 0; g < games; g++) {
        /* Every set of options, Reformation's (R16-R19) included. */
        coup_options o = {2 + g % 9, g % 3 ? COUP_START_RANDOM : g % 2,
                          (unsigned)(g / 9) % (COUP_OPT_ALL + 1)};
        coup_state s;
        coup_rng rng;
        if (o.players != 2)
            o.flags &= ~(unsigned)COUP_OPT_TWO_PLAYER_DRAFT;
        REQUIRE(coup_init(&s, &o) == 0);
        coup_rng_seed(&rng, (uint64_t)g + 77);
        while (!coup_is_over(&s)) {
            coup_move m = coup_random_move(&s, &rng);
            if (!fn(&s, m, ctx))
                return;
            coup_apply(&s, m);
        }
        if (!fn(&s, coup_mv(COUP_MV_NONE, COUP_NOBODY, COUP_NOCARD,
                            COUP_NOCARD), ctx))
            return;
    }
}

/* ---------------------------------------------------------- round trips */

static bool obs_trip(const coup_state *s, coup_move m, void *ctx)
{
    (void)m;
    (void)ctx;
    for (int p = 0; p < coup_players(s); p++) {
        coup_obs o, back;
        char line[LINE], why[256] = "";
        coup_observe(s, p, &o);
        int len = coup_proto_format_obs(&o, line, sizeof line);
        if (!CHECK(len > 0))
            return false;
        memset(&back, 0xAA, sizeof back);
        if (coup_proto_parse_obs(line, (size_t)len, &back, why, sizeof why) ||
            memcmp(&o, &back, sizeof o)) {
            CHECK_STR(why, "");
            CHECK_MEM(&back, &o, sizeof o);
            fprintf(stderr, "  line: %s\n", line);
            return false;
        }
        /* And as a message of its own. */
        coup_proto_msg msg = msg_of(COUP_PROTO_OBS);
        msg.obs = o;
        if (!round_trip(&msg))
            return false;
    }
    return true;
}

TEST(obs_lines_round_trip_in_random_games)
{
    walk(500, obs_trip, NULL);
}

static bool event_trip(const coup_state *s, coup_move m, void *ctx)
{
    (void)ctx;
    if (m.type == COUP_MV_NONE)
        return true;
    for (int p = 0; p < coup_players(s); p++) {
        coup_proto_msg e = msg_of(COUP_PROTO_EVENT);
        e.mover = coup_to_move(s);
        e.move = coup_observe_move(s, m, p);
        if (!round_trip(&e))
            return false;
    }
    if (coup_to_move(s) == COUP_CHANCE)
        return true;
    coup_proto_msg go = msg_of(COUP_PROTO_GO);
    go.time_ms = 1000;
    go.nlegal = coup_legal_moves(s, go.legal);
    if (!round_trip(&go))
        return false;
    for (int i = 0; i < go.nlegal; i++) {
        coup_proto_msg play = msg_of(COUP_PROTO_PLAY);
        play.move = go.legal[i];
        if (!round_trip(&play))
            return false;
    }
    return true;
}

TEST(event_go_and_play_lines_round_trip_in_random_games)
{
    walk(1000, event_trip, NULL);
}

TEST(every_other_message_round_trips)
{
    coup_proto_msg m;
    int versions[] = {0, 1, 7, 999999999};
    for (int i = 0; i < 4; i++) {
        m = msg_of(COUP_PROTO_HELLO);
        m.version = versions[i];
        round_trip(&m);
        m.kind = COUP_PROTO_COUPOK;
        round_trip(&m);
    }
    int kinds[] = {COUP_PROTO_ISREADY, COUP_PROTO_QUIT, COUP_PROTO_READYOK};
    for (int i = 0; i < 3; i++) {
        m = msg_of(kinds[i]);
        round_trip(&m);
    }
    for (int players = 2; players <= 10; players++)
        for (int seat = 0; seat < players; seat++)
            for (unsigned f = 0; f <= COUP_OPT_ALL; f++) {
                if (players != 2 && (f & COUP_OPT_TWO_PLAYER_DRAFT))
                    continue;
                m = msg_of(COUP_PROTO_NEWGAME);
                m.players = players;
                m.seat = seat;
                m.flags = f;
                round_trip(&m);
            }
    for (unsigned f = 0; f <= COUP_OPT_ALL; f++) {
        m = msg_of(COUP_PROTO_SUPPORTS);
        m.flags = f;
        round_trip(&m);
    }
    const char *texts[] = {"", "thinking", "Randy the bot, v2.0 (c) Ann",
                           "depth 3  score -12   nodes 4500"};
    for (int i = 0; i < 4; i++) {
        m = msg_of(COUP_PROTO_INFO);
        strcpy(m.text, texts[i]);
        round_trip(&m);
        if (!texts[i][0])
            continue;
        m.kind = COUP_PROTO_ID_NAME;
        round_trip(&m);
        m.kind = COUP_PROTO_ID_AUTHOR;
        round_trip(&m);
    }
    for (int w = -1; w < 10; w++)
        for (int f = -1; f < 10; f++) {
            m = msg_of(COUP_PROTO_GAMEOVER);
            m.winner = w;
            m.forfeit = f;
            if (f >= 0 && (w + f) % 2)
                strcpy(m.text, "did not play within 100 ms (+50 ms of grace)");
            round_trip(&m);
        }
}

/* The exact text of a few lines, as docs/protocol.md shows them. */
TEST(lines_read_as_documented)
{
    coup_options o = {3, 0, 0};
    coup_position pos = {{2, 2, 2},
                         {{COUP_CONTESSA, COUP_DUKE},
                          {COUP_CAPTAIN, COUP_CONTESSA},
                          {COUP_ASSASSIN, COUP_DUKE}},
                         false,
                         {0},
                         false,
                         0,
                         0};
    coup_state s;
    coup_obs ob;
    char line[LINE];
    REQUIRE(coup_init_position(&s, &o, &pos, NULL, 0) == 0);
    REQUIRE(coup_apply(&s, coup_mv(COUP_MV_TAX, COUP_NOBODY, COUP_NOCARD,
                                   COUP_NOCARD)) == 0);
    coup_observe(&s, 1, &ob);
    coup_proto_format_obs(&ob, line, sizeof line);
    CHECK_STR(line,
              "obs seat 1 players 3 options none phase challenge to_move 1 "
              "actor 0 action tax target - named - claimant 0 claim duke "
              "blocker - block - challenger - loser - winner - coins 2,2,2 "
              "hidden 2,2,2 up -/-,-/-,-/- mine captain,contessa shown - "
              "court 9 out 0");
    coup_proto_msg m = msg_of(COUP_PROTO_GO);
    m.time_ms = 1000;
    m.nlegal = coup_legal_moves(&s, m.legal);
    coup_proto_format(&m, line, sizeof line);
    CHECK_STR(line, "go 1000 legal pass,challenge");
    m = msg_of(COUP_PROTO_NEWGAME);
    m.players = 4;
    m.seat = 2;
    m.flags = COUP_OPT_INQUISITOR | COUP_OPT_DECLARED_COUP;
    coup_proto_format(&m, line, sizeof line);
    CHECK_STR(line, "newgame players 4 seat 2 options inquisitor,declared_coup");
    m = msg_of(COUP_PROTO_EVENT);
    m.mover = COUP_CHANCE;
    m.move = coup_mv(COUP_MV_DRAW, COUP_NOBODY, COUP_NOCARD, COUP_NOCARD);
    coup_proto_format(&m, line, sizeof line);
    CHECK_STR(line, "event chance draw ?");
    m = msg_of(COUP_PROTO_GAMEOVER);
    m.winner = 2;
    m.forfeit = 1;
    strcpy(m.text, "did not play within 1000 ms");
    coup_proto_format(&m, line, sizeof line);
    CHECK_STR(line, "gameover winner 2 forfeit 1 did not play within 1000 ms");
    m = msg_of(COUP_PROTO_SUPPORTS);
    m.flags = COUP_PROTO_OPTIONS;
    coup_proto_format(&m, line, sizeof line);
    CHECK_STR(line, "supports inquisitor two_player_draft declared_coup "
                    "declared_assassinate reformation");
}

/* R16-R18 (revision 1.2): with the option reformation the obs line ends
 * with the Reformist seats and the Treasury Reserve, as docs/protocol.md
 * shows it; an Embezzlement is an action, and its claim the Duke it says
 * it does not hold. */
TEST(a_reformation_obs_line_reads_as_documented)
{
    coup_options o = {4, 0, COUP_OPT_REFORMATION};
    coup_position pos = {{2, 2, 2, 2},
                         {{COUP_CAPTAIN, COUP_CONTESSA},
                          {COUP_DUKE, COUP_ASSASSIN},
                          {COUP_AMBASSADOR, COUP_DUKE},
                          {COUP_CAPTAIN, COUP_ASSASSIN}},
                         false,
                         {0},
                         false,
                         0,
                         3};
    coup_state s;
    coup_obs ob, back;
    char line[LINE], why[256] = "";
    REQUIRE(coup_init_position(&s, &o, &pos, NULL, 0) == 0);
    REQUIRE(coup_apply(&s, coup_mv(COUP_MV_EMBEZZLE, COUP_NOBODY,
                                   COUP_NOCARD, COUP_NOCARD)) == 0);
    coup_observe(&s, 1, &ob);
    CHECK_INT(coup_proto_format_obs(&ob, line, sizeof line), >, 0);
    CHECK_STR(line,
              "obs seat 1 players 4 options reformation phase challenge "
              "to_move 1 actor 0 action embezzle target - named - claimant 0 "
              "claim duke blocker - block - challenger - loser - winner - "
              "coins 2,2,2,2 hidden 2,2,2,2 up -/-,-/-,-/-,-/- "
              "mine duke,assassin shown - court 7 out 0 reformists 1,3 "
              "reserve 3");
    CHECK_INT(coup_proto_parse_obs(line, strlen(line), &back, why,
                                   sizeof why), ==, 0);
    CHECK_STR(why, "");
    CHECK_MEM(&back, &ob, sizeof ob);
    CHECK_UINT(back.reform, ==, 0xA);
    CHECK_INT(back.reserve, ==, 3);
    CHECK_INT(back.action, ==, COUP_MV_EMBEZZLE);
    /* coup_obs_may_target() works from what the line said: seat 1 (a
     * Reformist) may aim at the Loyalists 0 and 2 only. */
    CHECK(coup_obs_may_target(&back, 0));
    CHECK(coup_obs_may_target(&back, 2));
    CHECK(!coup_obs_may_target(&back, 3));
    /* No Reformists, an empty Reserve: the keys are still there. */
    ob.reform = 0;
    ob.reserve = 0;
    CHECK_INT(coup_proto_format_obs(&ob, line, sizeof line), >, 0);
    CHECK(strstr(line, " out 0 reformists none reserve 0") != NULL);
    CHECK_INT(coup_proto_parse_obs(line, strlen(line), &back, why,
                                   sizeof why), ==, 0);
    CHECK_MEM(&back, &ob, sizeof ob);
    /* The proof of an Embezzlement, as the legal list, a play and an
     * event write it: the whole hand (R18). */
    REQUIRE(coup_apply(&s, coup_mv(COUP_MV_CHALLENGE, COUP_NOBODY,
                                   COUP_NOCARD, COUP_NOCARD)) == 0);
    coup_proto_msg m = msg_of(COUP_PROTO_GO);
    m.time_ms = 1000;
    m.nlegal = coup_legal_moves(&s, m.legal);
    coup_proto_format(&m, line, sizeof line);
    CHECK_STR(line, "go 1000 legal prove captain contessa,concede");
    coup_move proof = m.legal[0];
    m = msg_of(COUP_PROTO_EVENT);
    m.mover = 0;
    m.move = coup_observe_move(&s, proof, 2); /* shown to all */
    coup_proto_format(&m, line, sizeof line);
    CHECK_STR(line, "event 0 prove captain contessa");
    coup_proto_msg p;
    CHECK_INT(parse(COUP_PROTO_PLAY, "play prove contessa captain", &p, why,
                    sizeof why), ==, 0);
    CHECK(coup_is_legal(&s, p.move));
    CHECK_INT(parse(COUP_PROTO_PLAY, "play convert 3", &p, why, sizeof why),
              ==, 0);
    CHECK(coup_move_eq(p.move, coup_mv(COUP_MV_CONVERT, 3, COUP_NOCARD,
                                       COUP_NOCARD)));
    /* A base game's line is as before: no key of Reformation. */
    o.flags = 0;
    pos.reserve = 0;
    REQUIRE(coup_init_position(&s, &o, &pos, NULL, 0) == 0);
    coup_observe(&s, 1, &ob);
    CHECK_INT(coup_proto_format_obs(&ob, line, sizeof line), >, 0);
    CHECK(strstr(line, "reformists") == NULL);
    CHECK(strstr(line, "reserve") == NULL);
    CHECK_STR(line + strlen(line) - 13, "court 7 out 0");
}

/* R6: a prove shows the claimed card, and the event names it (protocol 1,
 * revision 2); a plain "prove" still reads, and "prove" is never more than
 * that in a play or a legal list. */
TEST(a_prove_event_names_the_card_shown)
{
    char line[LINE], why[256];
    coup_proto_msg m = msg_of(COUP_PROTO_EVENT);
    m.mover = 0;
    m.move = coup_mv(COUP_MV_PROVE, COUP_NOBODY, COUP_CAPTAIN, COUP_NOCARD);
    CHECK_INT(coup_proto_format(&m, line, sizeof line), >, 0);
    CHECK_STR(line, "event 0 prove captain");
    coup_proto_msg back;
    CHECK_INT(coup_proto_parse_to_bot(line, strlen(line), &back, why,
                                      sizeof why), ==, 0);
    CHECK_INT(back.move.type, ==, COUP_MV_PROVE);
    CHECK_INT(back.move.card, ==, COUP_CAPTAIN);
    CHECK_INT(coup_proto_parse_to_bot("event 2 prove", 13, &back, why,
                                      sizeof why), ==, 0);
    CHECK_INT(back.move.card, ==, COUP_NOCARD);
    CHECK_INT(coup_proto_format_seen_move(back.move, line, sizeof line), ==,
              5);
    CHECK_STR(line, "prove");
    /* A bot's prove names no card, but for R18's proof (the hand), which
     * the engine refuses against any other claim. */
    CHECK_INT(coup_proto_parse_from_bot("play prove duke", 15, &back, why,
                                        sizeof why), ==, 0);
    CHECK_INT(back.move.card, ==, COUP_DUKE);
    CHECK_INT(coup_proto_parse_from_bot("play prove joker", 16, &back, why,
                                        sizeof why), ==, COUP_EPARSE);
    CHECK_INT(coup_proto_parse_to_bot("event 0 prove joker", 19, &back, why,
                                      sizeof why), ==, COUP_EPARSE);
    /* R18: an embezzler's proof names its whole hand, both cards kept
     * (the fuzzer found the second one dropped) */
    coup_move hand = coup_mv(COUP_MV_PROVE, COUP_NOBODY, COUP_CAPTAIN,
                             COUP_CONTESSA);
    CHECK_INT(coup_proto_format_seen_move(hand, line, sizeof line), ==, 22);
    CHECK_STR(line, "prove captain contessa");
    CHECK_INT(coup_proto_parse_seen_move(line, strlen(line), &back.move, why,
                                         sizeof why), ==, 0);
    CHECK(coup_move_eq(back.move, hand));
}

/* ------------------------------------------------------------- leniency */

static const char base_obs[] =
    "obs seat 1 players 3 options none phase action to_move 0 actor 0 "
    "action - target - named - claimant - claim - blocker - block - "
    "challenger - loser - winner - coins 2,2,2 hidden 2,2,2 "
    "up -/-,-/-,-/- mine duke,contessa shown - court 9 out 0";

/* base_obs with `from` replaced by `to`, into a static buffer. */
static const char *obs_with(const char *from, const char *to)
{
    static char buf[LINE];
    const char *at = strstr(base_obs, from);
    if (!at)
        return base_obs;
    snprintf(buf, sizeof buf, "%.*s%s%s", (int)(at - base_obs), base_obs, to,
             at + strlen(from));
    return buf;
}

TEST(parsing_is_lenient_where_the_protocol_says)
{
    coup_proto_msg m, n;
    char why[256] = "";
    /* Case, blanks, "\r\n". */
    CHECK_INT(coup_proto_parse_to_bot("GO 10 LEGAL Income,TAX", 22, &m, why,
                                      sizeof why), ==, 0);
    CHECK_INT(m.kind, ==, COUP_PROTO_GO);
    CHECK_INT(m.nlegal, ==, 2);
    CHECK_INT(m.legal[1].type, ==, COUP_MV_TAX);
    const char *spaced = "  go\t10   legal   income , steal  2 \r\n";
    CHECK_INT(coup_proto_parse_to_bot(spaced, strlen(spaced), &n, why,
                                      sizeof why), ==, 0);
    CHECK_INT(n.nlegal, ==, 2);
    CHECK(coup_move_eq(n.legal[1], coup_mv(COUP_MV_STEAL, 2, COUP_NOCARD,
                                           COUP_NOCARD)));
    /* Any spacing or order that parses to a listed move. */
    CHECK_INT(parse(COUP_PROTO_PLAY, "play   keep contessa  duke", &m, why,
                    sizeof why), ==, 0);
    CHECK(coup_move_eq(m.move, coup_mv(COUP_MV_KEEP, COUP_NOBODY, COUP_DUKE,
                                       COUP_CONTESSA)));
    /* Keys of obs and newgame in any order. */
    coup_obs a, b;
    CHECK_INT(coup_proto_parse_obs(base_obs, strlen(base_obs), &a, why,
                                   sizeof why), ==, 0);
    const char *shuffled =
        "obs out 0 court 9 shown - mine contessa,duke up -/-,-/-,-/- "
        "hidden 2,2,2 coins 2,2,2 winner - loser - challenger - block - "
        "blocker - claim - claimant - named - target - action - actor 0 "
        "to_move 0 phase ACTION options none players 3 seat 1";
    CHECK_INT(coup_proto_parse_obs(shuffled, strlen(shuffled), &b, why,
                                   sizeof why), ==, 0);
    CHECK_INT(a.mine[0], ==, COUP_DUKE);
    CHECK_INT(b.mine[0], ==, COUP_CONTESSA); /* the order is the line's */
    b.mine[0] = COUP_DUKE;
    b.mine[1] = COUP_CONTESSA;
    CHECK_MEM(&a, &b, sizeof a);
    CHECK_INT(parse(COUP_PROTO_NEWGAME,
                    "newgame options inquisitor seat 1 players 3", &m, why,
                    sizeof why), ==, 0);
    CHECK_INT(m.players, ==, 3);
    CHECK_INT(m.seat, ==, 1);
    CHECK_UINT(m.flags, ==, COUP_OPT_INQUISITOR);
    /* Option names of later versions are ignored in supports. */
    CHECK_INT(parse(COUP_PROTO_SUPPORTS,
                    "supports inquisitor,declared_coup time_travel", &m, why,
                    sizeof why), ==, 0);
    CHECK_UINT(m.flags, ==, COUP_OPT_INQUISITOR | COUP_OPT_DECLARED_COUP);
    /* Hidden cards of events. */
    CHECK_INT(parse(COUP_PROTO_EVENT, "event 2 keep ? ?", &m, why, sizeof why),
              ==, 0);
    CHECK(coup_move_eq(m.move, coup_mv(COUP_MV_KEEP, COUP_NOBODY, COUP_NOCARD,
                                       COUP_NOCARD)));
    CHECK_INT(m.mover, ==, 2);
    CHECK_INT(parse(COUP_PROTO_EVENT, "event chance draw ?", &m, why,
                    sizeof why), ==, 0);
    CHECK_INT(m.mover, ==, COUP_CHANCE);
    CHECK_INT(parse(COUP_PROTO_EVENT, "event 0 show duke contessa", &m, why,
                    sizeof why), ==, 0);
    CHECK_INT(m.move.card2, ==, COUP_CONTESSA);
    /* Free text: the rest of the line, trimmed. */
    CHECK_INT(parse(COUP_PROTO_ID_NAME, "id name  Randy   the Bot  ", &m, why,
                    sizeof why), ==, 0);
    CHECK_STR(m.text, "Randy   the Bot");
    CHECK_INT(parse(COUP_PROTO_INFO, "info", &m, why, sizeof why), ==, 0);
    CHECK_STR(m.text, "");
    CHECK_INT(parse(COUP_PROTO_GAMEOVER, "gameover winner -", &m, why,
                    sizeof why), ==, 0);
    CHECK_INT(m.winner, ==, -1);
    CHECK_INT(m.forfeit, ==, -1);
    CHECK_STR(why, "");
}

TEST(lines_of_no_message_are_unknown)
{
    static const struct {
        int dir; /* 0: to the bot, 1: from it */
        const char *line, *word;
    } cases[] = {
        {0, "hello there", "hello"}, {0, "", ""},
        {0, "   \r\n", ""},          {0, "play tax", "play"},
        {0, "readyok", "readyok"},   {1, "go 1 legal tax", "go"},
        {1, "quit", "quit"},         {1, "Hello, referee", "Hello,"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        coup_proto_msg m;
        char why[256] = "";
        int rc = parse(cases[i].dir ? COUP_PROTO_PLAY : COUP_PROTO_GO,
                       cases[i].line, &m, why, sizeof why);
        CHECK_INT(rc, ==, 0);
        CHECK_INT(m.kind, ==, COUP_PROTO_UNKNOWN);
        CHECK_STR(m.text, cases[i].word);
    }
}

/* ---------------------------------------------------------- malformed */

TEST(malformed_lines_say_what_was_expected)
{
    static const struct {
        int dir; /* 0: to the bot, 1: from it */
        const char *line, *why;
    } cases[] = {
        {0, "coup", "line 'coup': expected a protocol version (a number) "
                    "after 'coup'"},
        {0, "coup one", "line 'coup one': expected a protocol version (a "
                        "number) after 'coup'"},
        {0, "coup 1 2", "line 'coup 1 2': expected the end of the line after "
                        "the version, got '2'"},
        {0, "isready now", "line 'isready now': expected the end of the line "
                           "after 'isready', got 'now'"},
        {0, "quit please", "line 'quit please': expected the end of the line "
                           "after 'quit', got 'please'"},
        {0, "newgame players 3 seat 1",
         "line 'newgame players 3 seat 1': expected 'options' in 'newgame'"},
        {0, "newgame players 11 seat 1 options none",
         "line 'newgame players 11 seat 1 options none': expected a number "
         "of players (2-10) after 'players'"},
        {0, "newgame players 3 seat 3 options none",
         "line 'newgame players 3 seat 3 options none': expected a seat "
         "below 3 (the players), got 3"},
        {0, "newgame players 3 seat 1 options fast",
         "line 'newgame players 3 seat 1 options fast': expected 'none' or "
         "option names after 'options', got 'fast' (known: inquisitor, "
         "two_player_draft, declared_coup, declared_assassinate, "
         "reformation)"},
        {0, "newgame players 3 players 3 seat 1 options none",
         "line 'newgame players 3 players 3 seat 1 options none': 'players' "
         "given twice in 'newgame'"},
        {0, "newgame players 3 seat 1 colour red options none",
         "line 'newgame players 3 seat 1 colour red options none': expected "
         "players, seat or options in 'newgame', got 'colour'"},
        {0, "newgame players 3 seat 1 options two_player_draft",
         "line 'newgame players 3 seat 1 options two_player_draft': expected "
         "'players 2' with two_player_draft (R11)"},
        {0, "event", "line 'event': expected a seat or 'chance' after "
                     "'event'"},
        {0, "event x tax", "line 'event x tax': expected a seat or 'chance' "
                           "after 'event', got 'x'"},
        {0, "event 1", "line 'event 1': expected a move after 'event 1'"},
        {0, "event 1 fly", "line 'event 1 fly': expected a move after "
                           "'event 1': unknown move 'fly'"},
        {0, "event 1 lose ?", "line 'event 1 lose ?': expected a move after "
                              "'event 1': '?' stands only for the hidden "
                              "cards of draw, keep, pick or show, not in "
                              "'lose ?'"},
        {0, "event chance keep duke ?",
         "line 'event chance keep duke ?': expected a move after 'event "
         "chance': '?' stands only for the hidden cards of draw, keep, pick "
         "or show, not in 'keep duke ?'"},
        {0, "go abc", "line 'go abc': expected a time in milliseconds after "
                      "'go'"},
        {0, "go", "line 'go': expected a time in milliseconds after 'go'"},
        {0, "go -5 legal tax", "line 'go -5 legal tax': expected a time in "
                               "milliseconds after 'go'"},
        {0, "go 100 income", "line 'go 100 income': expected 'legal' after "
                             "'go 100'"},
        {0, "go 100 legal", "line 'go 100 legal': expected a comma-separated "
                            "list of moves after 'legal'"},
        {0, "go 100 legal tax,,income",
         "line 'go 100 legal tax,,income': expected a move at position 2 of "
         "the legal list: empty move"},
        {0, "go 100 legal tax,steal",
         "line 'go 100 legal tax,steal': expected a move at position 2 of "
         "the legal list: missing seat number after 'steal'"},
        {0, "go 100 legal draw ?",
         "line 'go 100 legal draw ?': expected a move at position 1 of the "
         "legal list: a move names a real card, not '?'"},
        {0, "gameover", "line 'gameover': expected 'winner' after "
                        "'gameover'"},
        {0, "gameover winner x", "line 'gameover winner x': expected a seat "
                                 "or '-' after 'winner'"},
        {0, "gameover winner 1 because",
         "line 'gameover winner 1 because': expected 'forfeit' or the end of "
         "the line after the winner, got 'because'"},
        {0, "gameover winner 1 forfeit",
         "line 'gameover winner 1 forfeit': expected a seat after "
         "'forfeit'"},
        {0, "obs seat 1", "line 'obs seat 1': expected 'players' in 'obs'"},
        {0, "go 10 legal tax\x01", "line 'go 10 legal tax?': expected text, "
                                   "got the control byte 0x01 at column 16"},
        {1, "id", "line 'id': expected 'name' or 'author' after 'id'"},
        {1, "id nickname Randy", "line 'id nickname Randy': expected 'name' "
                                 "or 'author' after 'id'"},
        {1, "id name", "line 'id name': expected text after 'id name'"},
        {1, "coupok", "line 'coupok': expected a protocol version (a number) "
                      "after 'coupok'"},
        {1, "coupok 1.0", "line 'coupok 1.0': expected a protocol version (a "
                          "number) after 'coupok'"},
        {1, "readyok now", "line 'readyok now': expected the end of the line "
                           "after 'readyok', got 'now'"},
        {1, "play", "line 'play': expected a move after 'play'"},
        {1, "play fly", "line 'play fly': expected a move after 'play': "
                        "unknown move 'fly'"},
        {1, "play steal", "line 'play steal': expected a move after 'play': "
                          "missing seat number after 'steal'"},
        {1, "play draw ?", "line 'play draw ?': expected a move after "
                           "'play': a move names a real card, not '?'"},
        {1, "play tax now", "line 'play tax now': expected a move after "
                            "'play': unexpected word 'now'"},
        {1, "play steal 12", "line 'play steal 12': expected a move after "
                             "'play': no such seat '12'"},
        {1, "play tax\tincome", "line 'play tax?income': expected a move "
                                "after 'play': unexpected word 'income'"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        coup_proto_msg m;
        char why[512] = "";
        int rc = parse(cases[i].dir ? COUP_PROTO_PLAY : COUP_PROTO_GO,
                       cases[i].line, &m, why, sizeof why);
        CHECK_INT(rc, ==, COUP_EPARSE);
        CHECK_STR(why, cases[i].why);
    }
}

TEST(malformed_obs_lines_say_which_key)
{
    static const struct {
        const char *from, *to, *why;
    } cases[] = {
        {"phase action", "phase lunch",
         "expected a phase (start, pick, deal, action, challenge, prove, "
         "lose, redraw, block, draw, keep, show, examine, over) after "
         "'phase', got 'lunch'"},
        {"coins 2,2,2", "coins 2,2",
         "expected 3 values after 'coins' (one per seat), got 2"},
        {"coins 2,2,2", "coins 2,2,256",
         "expected numbers from 0 to 255 separated by commas after 'coins', "
         "got '256'"},
        {"hidden 2,2,2", "hidden 2,5,2",
         "expected numbers from 0 to 4 separated by commas after 'hidden', "
         "got '5'"},
        {"out 0", "out 0 colour red",
         "expected a key of 'obs' (seat, players, ..., out, reformists, "
         "reserve), got 'colour'"},
        {"actor 0", "actor 5",
         "expected a seat below 3 (the players) or '-' after 'actor', got 5"},
        {"target -", "target me", "expected a seat or '-' after 'target', got "
                                  "'me'"},
        {"mine duke,contessa", "mine duke,duke,duke,duke,duke",
         "expected at most 4 characters after 'mine'"},
        {"mine duke,contessa", "mine duke,?",
         "expected characters separated by commas, or '-', after 'mine', got "
         "'?'"},
        {"up -/-,-/-,-/-", "up duke,-/-,-/-",
         "expected two face-up cards per seat as 'card/card' ('-' for none) "
         "after 'up', got 'duke'"},
        {"claim -", "claim jester",
         "expected a character or '-' after 'claim', got 'jester'"},
        {"to_move 0", "to_move 7",
         "expected a seat below 3 (the players) after 'to_move', got 7"},
        {"to_move 0", "to_move someone",
         "expected a seat, 'chance' or 'none' after 'to_move', got "
         "'someone'"},
        {"action -", "action juggle",
         "expected an action (income, foreign-aid, coup, tax, assassinate, "
         "steal, exchange, examine, convert, embezzle) or '-' after "
         "'action', got 'juggle'"},
        /* R16-R18's keys and actions only with the option reformation. */
        {"out 0", "out 0 reformists 1",
         "expected 'reformists' only in a game with the option "
         "reformation"},
        {"out 0", "out 0 reserve 0",
         "expected 'reserve' only in a game with the option reformation"},
        {"action -", "action embezzle",
         "expected 'action embezzle' only in a game with the option "
         "reformation (R17, R18)"},
        {"seat 1", "seat 4", "expected a seat below 3 (the players) after "
                             "'seat', got 4"},
        {"players 3", "players 1", "expected a number from 2 to 10 after "
                                   "'players', got '1'"},
        {"out 0", "out 0 seat 1", "'seat' given twice in 'obs'"},
        {"court 9 out 0", "out 0 court", "expected a value after 'court'"},
        {"options none", "options all", "expected 'none' or option names "
                                         "after 'options', got 'all' (known: "
                                         "inquisitor, two_player_draft, "
                                         "declared_coup, "
                                         "declared_assassinate, "
                                         "reformation)"},
        {"shown -", "shown duke,duke,duke",
         "expected at most 2 characters after 'shown'"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        const char *line = obs_with(cases[i].from, cases[i].to);
        coup_obs o;
        char why[512] = "", want[1024];
        char q[80];
        /* The quote of the line: its first 60 bytes. */
        snprintf(q, sizeof q, "%.60s%s", line, strlen(line) > 60 ? "..." : "");
        snprintf(want, sizeof want, "line '%s': %s", q, cases[i].why);
        CHECK_INT(coup_proto_parse_obs(line, strlen(line), &o, why,
                                       sizeof why), ==, COUP_EPARSE);
        CHECK_STR(why, want);
    }
    coup_obs o;
    char why[256];
    CHECK_INT(coup_proto_parse_obs("observe", 7, &o, why, sizeof why), ==,
              COUP_EPARSE);
    CHECK_STR(why, "line 'observe': expected 'obs' at the start");
}

/* A Reformation table's obs line (R16-R18, revision 1.2): seat 0's
 * Embezzlement, seen by seat 1. */
static const char reform_obs[] =
    "obs seat 1 players 3 options reformation phase challenge to_move 1 "
    "actor 0 action embezzle target - named - claimant 0 claim duke "
    "blocker - block - challenger - loser - winner - coins 2,2,2 "
    "hidden 2,2,2 up -/-,-/-,-/- mine duke,contessa shown - court 9 out 0 "
    "reformists 1 reserve 2";

TEST(reformation_obs_lines_read_their_keys_in_any_order)
{
    coup_obs a, b;
    char why[256] = "", line[LINE];
    CHECK_INT(coup_proto_parse_obs(reform_obs, strlen(reform_obs), &a, why,
                                   sizeof why), ==, 0);
    CHECK_STR(why, "");
    CHECK_UINT(a.flags, ==, COUP_OPT_REFORMATION);
    CHECK_UINT(a.reform, ==, 0x2);
    CHECK_INT(a.reserve, ==, 2);
    CHECK_INT(a.action, ==, COUP_MV_EMBEZZLE);
    CHECK_INT(a.claim, ==, COUP_DUKE);
    /* Written back, it is the same line. */
    CHECK_INT(coup_proto_format_obs(&a, line, sizeof line), ==,
              (int)strlen(reform_obs));
    CHECK_STR(line, reform_obs);
    /* The new keys first, the Reformists in any order, any case. */
    const char *moved =
        "obs RESERVE 2 Reformists 2,0 seat 1 players 3 options REFORMATION "
        "phase challenge to_move 1 actor 0 action EMBEZZLE target - named - "
        "claimant 0 claim duke blocker - block - challenger - loser - "
        "winner - coins 2,2,2 hidden 2,2,2 up -/-,-/-,-/- mine duke,contessa "
        "shown - court 9 out 0";
    CHECK_INT(coup_proto_parse_obs(moved, strlen(moved), &b, why,
                                   sizeof why), ==, 0);
    CHECK_UINT(b.reform, ==, 0x5);
    b.reform = a.reform;
    CHECK_MEM(&a, &b, sizeof a);
    /* As a message, and through a served bot, which then knows whom it
     * may aim at (R16). */
    coup_proto_msg m;
    CHECK_INT(coup_proto_parse_to_bot(reform_obs, strlen(reform_obs), &m,
                                      why, sizeof why), ==, 0);
    CHECK_INT(m.kind, ==, COUP_PROTO_OBS);
    CHECK_MEM(&m.obs, &a, sizeof a);
    CHECK(coup_obs_may_target(&m.obs, 0));
    CHECK(coup_obs_may_target(&m.obs, 2));
    m.obs.reform = 0x7; /* all Reformists: everyone is fair game */
    CHECK(coup_obs_may_target(&m.obs, 0));
    m.obs.reform = 0x3; /* seat 1 with seat 0 */
    CHECK(!coup_obs_may_target(&m.obs, 0));
    CHECK(coup_obs_may_target(&m.obs, 2));
}

TEST(malformed_reformation_obs_lines_say_which_key)
{
    static const struct {
        const char *from, *to, *why;
    } cases[] = {
        {"reformists 1", "reformists 1,1",
         "seat 1 given twice after 'reformists'"},
        {"reformists 1", "reformists 3",
         "expected seats below 3 (the players) after 'reformists', got 3"},
        {"reformists 1", "reformists 0,9",
         "expected seats below 3 (the players) after 'reformists', got 9"},
        {"reformists 1", "reformists 10",
         "expected 'none' or seats separated by commas after 'reformists', "
         "got '10'"},
        {"reformists 1", "reformists one",
         "expected 'none' or seats separated by commas after 'reformists', "
         "got 'one'"},
        {"reformists 1", "reformists 0,,2",
         "expected 'none' or seats separated by commas after 'reformists', "
         "got ''"},
        {"reformists 1", "reformists -",
         "expected 'none' or seats separated by commas after 'reformists', "
         "got '-'"},
        {"reformists 1 reserve 2", "reserve 2 reformists",
         "expected a value after 'reformists'"},
        {"reserve 2", "reserve 100",
         "expected a number from 0 to 99 after 'reserve', got '100'"},
        {"reserve 2", "reserve lots",
         "expected a number from 0 to 99 after 'reserve', got 'lots'"},
        {"reserve 2", "reserve 2 reserve 3", "'reserve' given twice in 'obs'"},
        {" reserve 2", "", "expected 'reserve' in 'obs'"},
        {" reformists 1", "", "expected 'reformists' in 'obs'"},
        {"options reformation", "options none",
         "expected 'reformists' only in a game with the option "
         "reformation"},
        {"options reformation", "options inquisitor",
         "expected 'reformists' only in a game with the option "
         "reformation"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        char line[LINE], why[512] = "", want[1024], q[80];
        const char *at = strstr(reform_obs, cases[i].from);
        REQUIRE(at != NULL);
        snprintf(line, sizeof line, "%.*s%s%s", (int)(at - reform_obs),
                 reform_obs, cases[i].to, at + strlen(cases[i].from));
        snprintf(q, sizeof q, "%.60s%s", line, strlen(line) > 60 ? "..." : "");
        snprintf(want, sizeof want, "line '%s': %s", q, cases[i].why);
        coup_obs o;
        CHECK_INT(coup_proto_parse_obs(line, strlen(line), &o, why,
                                       sizeof why), ==, COUP_EPARSE);
        CHECK_STR(why, want);
    }
    /* What a line cannot say is not written either. */
    coup_obs o;
    char line[LINE];
    REQUIRE(coup_proto_parse_obs(reform_obs, strlen(reform_obs), &o, NULL,
                                 0) == 0);
    coup_obs bad = o;
    bad.reform = 1u << 3; /* a seat beyond the 3 players */
    CHECK_INT(coup_proto_format_obs(&bad, line, sizeof line), ==,
              COUP_EINVAL);
    bad = o;
    bad.reserve = COUP_RESERVE_MAX + 1;
    CHECK_INT(coup_proto_format_obs(&bad, line, sizeof line), ==,
              COUP_EINVAL);
    bad = o;
    bad.flags = 0; /* factions, a Reserve, an Embezzlement: not without it */
    CHECK_INT(coup_proto_format_obs(&bad, line, sizeof line), ==,
              COUP_EINVAL);
    bad.reform = 0;
    bad.reserve = 0;
    CHECK_INT(coup_proto_format_obs(&bad, line, sizeof line), ==,
              COUP_EINVAL);
    bad.action = COUP_MV_TAX;
    CHECK_INT(coup_proto_format_obs(&bad, line, sizeof line), >, 0);
    CHECK(strstr(line, "reformists") == NULL);
}

TEST(long_lines_and_long_text)
{
    char line[COUP_PROTO_LINE_MAX + 100], why[256];
    coup_proto_msg m;
    memset(line, 'x', sizeof line);
    memcpy(line, "info ", 5);
    line[COUP_PROTO_LINE_MAX + 1] = '\0';
    CHECK_INT(parse(COUP_PROTO_INFO, line, &m, why, sizeof why), ==,
              COUP_EPARSE);
    CHECK(strstr(why, "...': expected at most 4096 bytes, got 4097") != NULL);
    line[COUP_PROTO_LINE_MAX] = '\0';
    CHECK_INT(parse(COUP_PROTO_INFO, line, &m, why, sizeof why), ==, 0);
    CHECK_INT(strlen(m.text), ==, COUP_PROTO_TEXT_MAX - 1);
    round_trip(&m);
    /* Cut at a character, not inside one, and never before a blank. */
    snprintf(line, sizeof line, "id name %.*s \xc3\xa9t\xc3\xa9",
             COUP_PROTO_TEXT_MAX - 3, "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
             "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
             "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
             "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa");
    CHECK_INT(parse(COUP_PROTO_ID_NAME, line, &m, why, sizeof why), ==, 0);
    CHECK_INT(strlen(m.text), ==, COUP_PROTO_TEXT_MAX - 3);
    round_trip(&m);
}

TEST(format_refuses_what_it_cannot_write)
{
    char line[LINE];
    coup_proto_msg m = msg_of(COUP_PROTO_NEWGAME);
    m.players = 1;
    CHECK_INT(coup_proto_format(&m, line, sizeof line), ==, COUP_EINVAL);
    m.players = 3;
    m.seat = 3;
    CHECK_INT(coup_proto_format(&m, line, sizeof line), ==, COUP_EINVAL);
    m = msg_of(COUP_PROTO_GO);
    CHECK_INT(coup_proto_format(&m, line, sizeof line), ==, COUP_EINVAL);
    m = msg_of(COUP_PROTO_EVENT);
    m.mover = 10;
    m.move = coup_mv(COUP_MV_TAX, COUP_NOBODY, COUP_NOCARD, COUP_NOCARD);
    CHECK_INT(coup_proto_format(&m, line, sizeof line), ==, COUP_EINVAL);
    m = msg_of(COUP_PROTO_PLAY);
    CHECK_INT(coup_proto_format(&m, line, sizeof line), ==, COUP_EINVAL);
    m = msg_of(COUP_PROTO_UNKNOWN);
    CHECK_INT(coup_proto_format(&m, line, sizeof line), ==, COUP_EINVAL);
    m = msg_of(COUP_PROTO_OBS);
    CHECK_INT(coup_proto_format(&m, line, sizeof line), ==, COUP_EINVAL);
    m = msg_of(COUP_PROTO_READYOK);
    CHECK_INT(coup_proto_format(&m, line, 7), ==, COUP_ESPACE);
    CHECK_INT(coup_proto_format(&m, line, 8), ==, 7);
    /* A message stays one line, whatever its text holds. */
    m = msg_of(COUP_PROTO_INFO);
    strcpy(m.text, "two\nlines\r");
    CHECK_INT(coup_proto_format(&m, line, sizeof line), ==, 15);
    CHECK_STR(line, "info two?lines?");
}

/* ------------------------------------------------------------ bot side */

/* The lines a coup_proto_player wrote since the last tell(). */
struct wire {
    char lines[6][LINE];
    int n;
    bool broken;  /* writes fail */
    FILE *log;    /* the transcript, if not NULL */
};

static int wire_write(void *ctx, const char *line, size_t len)
{
    struct wire *w = ctx;
    if (w->log)
        fprintf(w->log, "B: %.*s\n", (int)len, line);
    if (w->n < 6) {
        memcpy(w->lines[w->n], line, len);
        w->lines[w->n][len] = '\0';
    }
    w->n++;
    return w->broken ? -1 : 0;
}

static int tell_line(coup_proto_player *pl, struct wire *w, const char *line)
{
    if (w->log)
        fprintf(w->log, "R: %s\n", line);
    w->n = 0;
    return coup_proto_player_line(pl, line, strlen(line));
}

static void tell(coup_proto_player *pl, struct wire *w,
                 const coup_proto_msg *m)
{
    char line[LINE];
    int len = coup_proto_format(m, line, sizeof line);
    CHECK(len > 0);
    tell_line(pl, w, line);
}

/* A test kind that observes and folds everything it is shown into a hash,
 * which also steers its choices: if the protocol changed one byte of what
 * a bot sees, its moves and its hash would differ from in-process play. */
struct tracer {
    uint64_t h;
    int starts, sees, chooses;
    coup_move seen; /* the last move shown */
};

static uint64_t fold(uint64_t h, const void *p, size_t n)
{
    const unsigned char *b = p;
    for (size_t i = 0; i < n; i++)
        h = (h ^ b[i]) * 0x100000001B3ULL;
    return h;
}

static void tracer_start(void *mem, const coup_obs *o)
{
    struct tracer *t = mem;
    t->h = fold(0xCBF29CE484222325ULL, o, sizeof *o);
    t->starts++;
}

static void tracer_see(void *mem, const coup_obs *before, int mover,
                       coup_move seen)
{
    struct tracer *t = mem;
    t->h = fold(t->h, before, sizeof *before);
    t->h = fold(t->h, &mover, sizeof mover);
    t->h = fold(t->h, &seen, sizeof seen);
    t->seen = seen;
    t->sees++;
}

static coup_move tracer_choose(void *mem, const coup_obs *o,
                               const coup_move *legal, int n, coup_rng *rng)
{
    struct tracer *t = mem;
    t->h = fold(t->h, o, sizeof *o);
    t->h = fold(t->h, legal, (size_t)n * sizeof *legal);
    t->chooses++;
    return legal[(coup_rng_below(rng, (uint32_t)n) + (t->h >> 40)) %
                 (uint64_t)n];
}

static const coup_bot_kind tracer_kind = {
    .name = "tracer",
    .summary = "a test bot",
    .params = "",
    .size = sizeof(struct tracer),
    .observes = true,
    .start = tracer_start,
    .see = tracer_see,
    .choose = tracer_choose,
};

/*
 * The spec each built-in kind plays under in the loops over every kind
 * (coup_bot_kinds[]): its bare name, except where a kind's defaults cost
 * too much for these loops. The search bot's default budget is thousands
 * of iterations a decision (about 1-5 microseconds each in Release, a
 * hundred times that under the sanitizers); at 20 it plays the same code
 * paths over the protocol, only shallower (tests/test_search.c plays it at
 * larger budgets). Even so a game of search bots at every seat costs a
 * second or two under the sanitizers: there (TEST_SLOW_BUILD) it plays
 * every `slow_step`th game of the served games' loop only, five of the
 * thirty, at 2, 9, 7, 5 and 3 seats (all of them in an optimised build).
 */
static const struct {
    const char *kind, *spec;
    int slow_step;
} test_specs[] = {
    {"search", "search:iters=20", 7},
};

static const char *test_spec(const char *kind)
{
    for (size_t i = 0; i < sizeof test_specs / sizeof *test_specs; i++)
        if (!strcmp(test_specs[i].kind, kind))
            return test_specs[i].spec;
    return kind;
}

/* Every how many games of a loop the kind plays (1: all). */
static int test_step(const char *kind)
{
    for (size_t i = 0; TEST_SLOW_BUILD && kind &&
                       i < sizeof test_specs / sizeof *test_specs; i++)
        if (!strcmp(test_specs[i].kind, kind))
            return test_specs[i].slow_step;
    return 1;
}

/* A bot of a built-in kind by spec, or the tracer ("tracer"). */
static coup_bot *bot_new(const char *spec)
{
    if (!strcmp(spec, "tracer")) {
        coup_bot *b = calloc(1, sizeof *b);
        b->kind = &tracer_kind;
        strcpy(b->spec, "tracer");
        b->mem = calloc(1, sizeof(struct tracer));
        return b;
    }
    char why[256];
    coup_bot *b = coup_bot_new(spec, why, sizeof why);
    if (!b)
        fprintf(stderr, "bot '%s': %s\n", spec, why);
    return b;
}

static void new_player(coup_proto_player *pl, struct wire *w, coup_bot *b)
{
    memset(w, 0, sizeof *w);
    coup_proto_player_init(pl, b, b->spec, "coup", 42, wire_write, w);
}

TEST(player_answers_the_handshake_and_isready)
{
    coup_bot *b = bot_new("random");
    coup_proto_player pl;
    struct wire w;
    REQUIRE(b != NULL);
    new_player(&pl, &w, b);
    CHECK_INT(tell_line(&pl, &w, "coup 1"), ==, 0);
    CHECK_INT(w.n, ==, 4);
    CHECK_STR(w.lines[0], "id name random");
    CHECK_STR(w.lines[1], "id author coup");
    CHECK_STR(w.lines[2], "supports inquisitor two_player_draft "
                          "declared_coup declared_assassinate reformation");
    CHECK_STR(w.lines[3], "coupok 1");
    tell_line(&pl, &w, "isready");
    CHECK_INT(w.n, ==, 1);
    CHECK_STR(w.lines[0], "readyok");
    tell_line(&pl, &w, "coup 2"); /* a later referee: we speak 1 */
    CHECK_INT(w.n, ==, 4);
    CHECK_STR(w.lines[3], "coupok 1");
    tell_line(&pl, &w, "coup 0");
    CHECK_INT(w.n, ==, 5);
    CHECK_STR(w.lines[0], "info error the referee speaks protocol version "
                          "0; this bot speaks 1");
    /* random needs no observation: it can answer go at once. */
    tell_line(&pl, &w, "go 50 legal income,steal 1,coup 2");
    CHECK_INT(w.n, ==, 1);
    CHECK(!strcmp(w.lines[0], "play income") ||
          !strcmp(w.lines[0], "play steal 1") ||
          !strcmp(w.lines[0], "play coup 2"));
    CHECK_INT(tell_line(&pl, &w, "quit"), ==, 1);
    CHECK_INT(w.n, ==, 0);
    w.broken = true;
    CHECK_INT(tell_line(&pl, &w, "isready"), ==, -1);
    coup_bot_free(b);
}

TEST(player_reports_bad_and_misplaced_lines_and_goes_on)
{
    coup_bot *b = bot_new("tracer");
    coup_proto_player pl;
    struct wire w;
    new_player(&pl, &w, b);
    tell_line(&pl, &w, "go abc");
    CHECK_INT(w.n, ==, 1);
    CHECK_STR(w.lines[0], "info error line 'go abc': expected a time in "
                          "milliseconds after 'go'");
    tell_line(&pl, &w, "frobnicate the bot");
    CHECK_INT(w.n, ==, 0);
    tell_line(&pl, &w, "");
    CHECK_INT(w.n, ==, 0);
    tell_line(&pl, &w, "go 100 legal income");
    CHECK_STR(w.lines[0], "info error go before the game's first obs (this "
                          "bot needs its observation)");
    tell_line(&pl, &w, base_obs);
    CHECK_STR(w.lines[0], "info error obs outside a game (expected newgame "
                          "first)");
    tell_line(&pl, &w, "event 0 income");
    CHECK_STR(w.lines[0], "info error event before the game's first obs");
    tell_line(&pl, &w, "newgame players 3 seat 2 options none");
    CHECK_INT(w.n, ==, 0);
    tell_line(&pl, &w, base_obs);
    CHECK_STR(w.lines[0], "info error obs of seat 1 of 3 players does not "
                          "match newgame (seat 2 of 3, same options)");
    tell_line(&pl, &w, "newgame players 3 seat 1 options none");
    tell_line(&pl, &w, base_obs);
    CHECK_INT(w.n, ==, 0);
    CHECK_INT(((struct tracer *)b->mem)->starts, ==, 1);
    tell_line(&pl, &w, "event 5 income");
    CHECK_STR(w.lines[0], "info error event names a seat beyond the 3 "
                          "players");
    tell_line(&pl, &w, "go 100 legal steal 7");
    CHECK_STR(w.lines[0], "info error go lists a move to seat 7 of a "
                          "3-player game");
    tell_line(&pl, &w, "event 0 income");
    CHECK_INT(w.n, ==, 0);
    CHECK_INT(((struct tracer *)b->mem)->sees, ==, 1);
    tell_line(&pl, &w, "go 100 legal income,foreign-aid");
    CHECK_INT(w.n, ==, 1);
    CHECK(!strncmp(w.lines[0], "play ", 5));
    tell_line(&pl, &w, "gameover winner 1");
    tell_line(&pl, &w, "event 0 income");
    CHECK_STR(w.lines[0], "info error event before the game's first obs");
    coup_bot_free(b);
}

/* The bot is shown a prove as in-process: without the card the event
 * names, but for an Embezzlement's proof, which is the whole hand both
 * ways (R18). */
TEST(a_served_bot_sees_an_embezzlers_proof_whole)
{
    coup_bot *b = bot_new("tracer");
    coup_proto_player pl;
    struct wire w;
    char line[LINE];
    const struct tracer *t = b->mem;
    new_player(&pl, &w, b);
    tell_line(&pl, &w, "newgame players 3 seat 1 options reformation");
    tell_line(&pl, &w, reform_obs);
    CHECK_INT(w.n, ==, 0);
    CHECK_INT(t->starts, ==, 1);
    /* Seat 1 challenged; seat 0 proves with its hand. */
    snprintf(line, sizeof line, "%s", reform_obs);
    memcpy(strstr(line, "phase challenge to_move 1"),
           "phase prove     to_move 0", 25);
    memcpy(strstr(line, "challenger -"), "challenger 1", 12);
    tell_line(&pl, &w, line);
    CHECK_INT(w.n, ==, 0);
    tell_line(&pl, &w, "event 0 prove contessa captain");
    CHECK_INT(w.n, ==, 0);
    CHECK_INT(t->sees, ==, 1);
    CHECK(coup_move_eq(t->seen, coup_mv(COUP_MV_PROVE, COUP_NOBODY,
                                        COUP_CAPTAIN, COUP_CONTESSA)));
    tell_line(&pl, &w, "event 0 convert 2");
    CHECK(coup_move_eq(t->seen, coup_mv(COUP_MV_CONVERT, 2, COUP_NOCARD,
                                        COUP_NOCARD)));
    tell_line(&pl, &w, "go 100 legal income,convert 1,convert 2,embezzle");
    CHECK_INT(w.n, ==, 1);
    CHECK(!strncmp(w.lines[0], "play ", 5));
    tell_line(&pl, &w, "gameover winner 0");
    /* Any other prove: the card the event names is not in the move. */
    tell_line(&pl, &w, "newgame players 3 seat 1 options none");
    tell_line(&pl, &w, base_obs);
    tell_line(&pl, &w, "event 0 prove captain");
    CHECK_INT(w.n, ==, 0);
    CHECK(coup_move_eq(t->seen, coup_mv(COUP_MV_PROVE, COUP_NOBODY,
                                        COUP_NOCARD, COUP_NOCARD)));
    coup_bot_free(b);
}

/* Plays one game as coup_bots_play() does, with the same seeds, but seat k
 * is served over the protocol: `served` answers through a
 * coup_proto_player fed with the lines a referee would send. The other
 * seats are in-process bots[]. Returns the winner; the moves go to
 * moves[0..cap). */
static int play_served(const coup_options *o, coup_bot *const bots[],
                       coup_bot *served, int k, uint64_t seed,
                       coup_move *moves, long cap, long *nmoves, FILE *log)
{
    static struct wire w; /* 25 KB */
    coup_proto_player pl;
    coup_state s;
    coup_rng chance, rng[COUP_MAX_PLAYERS];
    coup_obs ob;
    coup_proto_msg m;
    uint64_t x = seed;
    long count = 0;
    memset(&w, 0, sizeof w);
    w.log = log;
    coup_init(&s, o);
    coup_rng_seed(&chance, coup_splitmix64(&x));
    for (int p = 0; p < o->players; p++) {
        uint64_t sp = coup_splitmix64(&x);
        coup_rng_seed(&rng[p], sp);
        if (p == k) {
            coup_proto_player_init(&pl, served, served->spec, "coup", sp,
                                   wire_write, &w);
        } else if (bots[p]->kind->start) {
            coup_observe(&s, p, &ob);
            bots[p]->kind->start(bots[p]->mem, &ob);
        }
    }
    tell_line(&pl, &w, "coup 1");
    CHECK_INT(w.n, >=, 2);
    tell_line(&pl, &w, "isready");
    CHECK_STR(w.lines[0], "readyok");
    m = msg_of(COUP_PROTO_NEWGAME);
    m.players = o->players;
    m.seat = k;
    m.flags = o->flags;
    tell(&pl, &w, &m);
    m = msg_of(COUP_PROTO_OBS);
    coup_observe(&s, k, &m.obs);
    tell(&pl, &w, &m);
    while (!coup_is_over(&s) && count < 100000) {
        int mover = coup_to_move(&s);
        coup_move mv;
        if (mover == COUP_CHANCE) {
            mv = coup_draw_chance(&s, &chance);
        } else if (mover == k) {
            char why[256] = "";
            /* As the referee does: isready fences every go. */
            tell_line(&pl, &w, "isready");
            CHECK_STR(w.lines[0], "readyok");
            m = msg_of(COUP_PROTO_GO);
            m.time_ms = 1000;
            m.nlegal = coup_legal_moves(&s, m.legal);
            tell(&pl, &w, &m);
            CHECK_INT(w.n, ==, 1);
            if (w.n != 1 ||
                coup_proto_parse_from_bot(w.lines[0], strlen(w.lines[0]), &m,
                                          why, sizeof why) ||
                m.kind != COUP_PROTO_PLAY) {
                CHECK_STR(w.lines[0], "play ...");
                return -1;
            }
            mv = m.move;
        } else {
            coup_move legal[COUP_MAX_MOVES];
            const coup_bot *b = bots[mover];
            int n = coup_legal_moves(&s, legal);
            if (b->kind->observes)
                coup_observe(&s, mover, &ob);
            mv = b->kind->choose(b->mem, b->kind->observes ? &ob : NULL, legal,
                                 n, &rng[mover]);
        }
        if (!CHECK(coup_is_legal(&s, mv)))
            return -1;
        for (int p = 0; p < o->players; p++) {
            if (p == k) {
                m = msg_of(COUP_PROTO_EVENT);
                m.mover = mover;
                m.move = coup_observe_move(&s, mv, k);
                /* As the referee says it: the card shown; against an
                 * Embezzlement the engine's move is the hand (R18). */
                if (m.move.type == COUP_MV_PROVE &&
                    m.move.card == COUP_NOCARD)
                    m.move.card = s.claim;
                tell(&pl, &w, &m);
                CHECK_INT(w.n, ==, 0);
                continue;
            }
            const coup_bot *b = bots[p];
            if (!b->kind->observes || !b->kind->see)
                continue;
            coup_observe(&s, p, &ob);
            b->kind->see(b->mem, &ob, mover, coup_observe_move(&s, mv, p));
        }
        if (count < cap)
            moves[count] = mv;
        coup_apply(&s, mv);
        count++;
        m = msg_of(COUP_PROTO_OBS);
        coup_observe(&s, k, &m.obs);
        tell(&pl, &w, &m);
        CHECK_INT(w.n, ==, 0);
    }
    m = msg_of(COUP_PROTO_GAMEOVER);
    m.winner = coup_winner(&s);
    m.forfeit = -1;
    tell(&pl, &w, &m);
    tell_line(&pl, &w, "quit");
    *nmoves = count;
    return coup_winner(&s);
}

/* Same game in-process and with seat k over the protocol: same moves. */
static void same_game(const char *spec, const coup_options *o, int k,
                      uint64_t seed)
{
    static coup_move a[4096], b[4096];
    coup_bot *ref[COUP_MAX_PLAYERS], *bots[COUP_MAX_PLAYERS], *served;
    long na = 0, nb = 0;
    int culprit;
    char why[256] = "";
    for (int p = 0; p < o->players; p++) {
        ref[p] = bot_new(spec);
        bots[p] = bot_new(spec);
        REQUIRE(ref[p] && bots[p]);
    }
    served = bot_new(spec);
    int wa = coup_bots_play(o, ref, seed, 100000, a, NULL, 4096, &na,
                            &culprit, why, sizeof why);
    int wb = play_served(o, bots, served, k, seed, b, 4096, &nb, NULL);
    CHECK_STR(why, "");
    /* Only the first 4096 moves are stored (a table of bluffers plays
     * longer games): those are compared, and the counts. */
    long kept = na < 4096 ? na : 4096;
    if (wa != wb || na != nb || memcmp(a, b, sizeof *a * (size_t)kept)) {
        long i = 0;
        while (i < kept && i < nb && coup_move_eq(a[i], b[i]))
            i++;
        fprintf(stderr, "  %s, %d players, options %u, seat %d, seed %llu: "
                "in-process winner %d after %ld moves, served winner %d "
                "after %ld, first difference at move %ld\n", spec,
                o->players, o->flags, k, (unsigned long long)seed, wa, na,
                wb, nb, i);
        CHECK(false);
    }
    if (!strcmp(spec, "tracer")) {
        const struct tracer *t1 = ref[k]->mem, *t2 = served->mem;
        CHECK_UINT(t1->h, ==, t2->h);
        CHECK_INT(t1->sees, ==, t2->sees);
        CHECK_INT(t2->chooses, >, 0);
    }
    for (int p = 0; p < o->players; p++) {
        coup_bot_free(ref[p]);
        coup_bot_free(bots[p]);
    }
    coup_bot_free(served);
}

TEST(a_bot_served_over_the_protocol_plays_as_in_process)
{
    /* Every built-in kind, and the tracer (last). */
    for (int i = 0; i == 0 || coup_bot_kinds[i - 1]; i++) {
        const char *name = coup_bot_kinds[i] ? coup_bot_kinds[i]->name
                                             : NULL;
        const char *spec = name ? test_spec(name) : "tracer";
        for (int g = 0; g < 30; g += test_step(name)) {
            coup_options o = {2 + g % 9, COUP_START_RANDOM,
                              (unsigned)(g * 7) % (COUP_OPT_ALL + 1)};
            if (o.players != 2)
                o.flags &= ~(unsigned)COUP_OPT_TWO_PLAYER_DRAFT;
            same_game(spec, &o, g % o.players, 1000 + (uint64_t)g);
        }
    }
}

/* The transcript of one short game, pinned in tests/protocol/game.txt. */
TEST(transcript_of_one_game)
{
    const char *path = COUP_SRC_DIR "/tests/protocol/game.txt";
    static coup_move moves[4096];
    static char got[1 << 16], want[1 << 16];
    coup_options o = {2, COUP_START_RANDOM, 0};
    coup_bot *bots[2] = {bot_new("random"), bot_new("random")};
    coup_bot *served = bot_new("random");
    long n;
    FILE *f = tmpfile();
    REQUIRE(f != NULL);
    CHECK_INT(play_served(&o, bots, served, 1, 35, moves, 4096, &n, f), >=, 0);
    size_t len = (size_t)ftell(f);
    rewind(f);
    REQUIRE(len < sizeof got);
    got[fread(got, 1, len, f)] = '\0';
    fclose(f);
    const char *update = getenv("COUP_UPDATE_TRANSCRIPT");
    if (update && *update) {
        FILE *out = fopen(path, "w");
        REQUIRE(out != NULL);
        fputs(got, out);
        fclose(out);
    }
    FILE *in = fopen(path, "r");
    REQUIRE(in != NULL);
    want[fread(want, 1, sizeof want - 1, in)] = '\0';
    fclose(in);
    CHECK_STR(got, want);
    for (int p = 0; p < 2; p++)
        coup_bot_free(bots[p]);
    coup_bot_free(served);
}

/* ------------------------------------------------------------- referee */

static const coup_proto_limits fast = {3000, 200, 100};
/* For bots expected to answer: limits so long that only a fault, never a
 * loaded machine, ends a game (they cost nothing when the bot answers). */
static const coup_proto_limits generous = {60000, 30000, 1000};

static const char *srcpath(const char *rel)
{
    static char buf[8][1024];
    static int i;
    i = (i + 1) % 8;
    snprintf(buf[i], sizeof buf[i], "%s/%s", COUP_SRC_DIR, rel);
    return buf[i];
}

static coup_bot *ext_new(const char *spec, const coup_proto_limits *lim)
{
    char why[512];
    coup_bot *b = coup_proto_bot_new(spec, lim, why, sizeof why);
    if (!b)
        fprintf(stderr, "  %s\n", why);
    return b;
}

/* Plays `games` games, returns how many ended with a winner; every fault
 * and failure is reported. */
static int play_games(coup_bot *const bots[], int players, unsigned flags,
                      int games, uint64_t seed)
{
    int won = 0;
    for (int g = 0; g < games; g++) {
        coup_options o = {players, COUP_START_RANDOM, flags};
        int culprit;
        char why[512] = "";
        int w = coup_bots_play(&o, bots, seed + (uint64_t)g, 100000, NULL,
                               NULL, 0, NULL, &culprit, why, sizeof why);
        if (w >= 0)
            won++;
        else
            fprintf(stderr, "  game %d: %s\n", g, why);
        for (int p = 0; p < players; p++) {
            if (!coup_proto_bot_is(bots[p]))
                continue;
            const char *reason;
            if (coup_proto_bot_fault(bots[p], &reason))
                fprintf(stderr, "  seat %d faulted: %s\n", p, reason);
            CHECK_INT(coup_proto_bot_fault(bots[p], NULL), ==, 0);
            CHECK_INT(coup_proto_bot_gameover(bots[p], NULL, w, -1, NULL), ==,
                      0);
        }
    }
    return won;
}

TEST(the_example_bots_play_through_the_referee)
{
    char py[1024], c[1024], engine[1024];
    REQUIRE(COUP_EXAMPLE_BOT[0] && COUP_BIN[0]);
    snprintf(py, sizeof py, "cmd:python3 %s 5",
             srcpath("examples/bots/random_bot.py"));
    snprintf(c, sizeof c, "cmd:%s 5", COUP_EXAMPLE_BOT);
    snprintf(engine, sizeof engine, "cmd:%s engine random --seed 5",
             COUP_BIN);
    coup_bot *ext[3] = {ext_new(py, &generous), ext_new(c, &generous),
                        ext_new(engine, &generous)};
    const char *names[3] = {"random_bot.py", "random_bot.c", "random"};
    coup_bot *rnd[COUP_MAX_PLAYERS];
    for (int p = 0; p < COUP_MAX_PLAYERS; p++)
        rnd[p] = bot_new("random");
    for (int i = 0; i < 3; i++) {
        REQUIRE(ext[i] != NULL);
        coup_proto_proc *proc = coup_proto_bot_proc(ext[i]);
        CHECK_STR(proc->name, names[i]);
        CHECK_UINT(proc->supports, ==, COUP_PROTO_OPTIONS);
        CHECK_INT(proc->version, ==, 1);
        /* Alone against random bots, every player count and option, at
         * every seat. */
        for (int g = 0; g < 12; g++) {
            coup_bot *bots[COUP_MAX_PLAYERS];
            int players = 2 + g % 5, seat = g % players;
            for (int p = 0; p < players; p++)
                bots[p] = p == seat ? ext[i] : rnd[p];
            unsigned flags = (unsigned)(g * 3) % (COUP_OPT_ALL + 1);
            if (players != 2)
                flags &= ~(unsigned)COUP_OPT_TWO_PLAYER_DRAFT;
            CHECK_INT(play_games(bots, players, flags, 1, 100 + (uint64_t)g),
                      ==, 1);
        }
    }
    /* All three at one table, the same processes game after game. */
    int pid = coup_proto_bot_proc(ext[0])->pid;
    CHECK_INT(play_games(ext, 3, COUP_OPT_INQUISITOR, 10, 7), ==, 10);
    CHECK_INT(coup_proto_bot_proc(ext[0])->pid, ==, pid);
    for (int i = 0; i < 3; i++)
        coup_proto_bot_free(ext[i]);
    for (int p = 0; p < COUP_MAX_PLAYERS; p++)
        coup_bot_free(rnd[p]);
}

/* `coup engine` as a process plays exactly as the bot in-process. */
TEST(coup_engine_plays_as_the_bot_in_process)
{
    REQUIRE(COUP_BIN[0]);
    for (int i = 0; coup_bot_kinds[i]; i++) {
        const char *name = test_spec(coup_bot_kinds[i]->name);
        for (int g = 0; g < 4; g++) {
            static coup_move a[4096], b[4096];
            /* Reformation (R16-R19) in every other game. */
            coup_options o = {2 + g, COUP_START_RANDOM,
                              (unsigned)g * 5 % 16 |
                                  (g % 2 ? COUP_OPT_REFORMATION : 0u)};
            coup_bot *ref[COUP_MAX_PLAYERS], *bots[COUP_MAX_PLAYERS];
            uint64_t seed = 500 + (uint64_t)g, x = seed, sk = 0;
            int k = g % o.players, culprit;
            long na, nb;
            char why[512] = "", spec[1024];
            if (o.players != 2)
                o.flags &= ~(unsigned)COUP_OPT_TWO_PLAYER_DRAFT;
            /* Seat k's seed, as coup_bots_play() derives it. */
            coup_splitmix64(&x);
            for (int p = 0; p <= k; p++)
                sk = coup_splitmix64(&x);
            snprintf(spec, sizeof spec, "cmd:%s engine %s --seed %llu",
                     COUP_BIN, name, (unsigned long long)sk);
            for (int p = 0; p < o.players; p++) {
                ref[p] = bot_new(name);
                bots[p] = p == k ? ext_new(spec, &generous) : bot_new(name);
                REQUIRE(ref[p] && bots[p]);
            }
            int wa = coup_bots_play(&o, ref, seed, 100000, a, NULL, 4096, &na,
                                    &culprit, why, sizeof why);
            int wb = coup_bots_play(&o, bots, seed, 100000, b, NULL, 4096, &nb,
                                    &culprit, why, sizeof why);
            CHECK_STR(why, "");
            CHECK_INT(wa, ==, wb);
            CHECK_INT(na, ==, nb);
            /* The first 4096 moves are stored: those are compared. */
            CHECK(na == nb &&
                  !memcmp(a, b, sizeof *a * (size_t)(na < 4096 ? na : 4096)));
            for (int p = 0; p < o.players; p++) {
                coup_bot_free(ref[p]);
                if (p == k)
                    coup_proto_bot_free(bots[p]);
                else
                    coup_bot_free(bots[p]);
            }
        }
    }
}

/* Plays 2-player games: random at seat 0, tests/bots/SCRIPT at seat 1,
 * until the script faults. Returns the fault; the reason into reason[]. */
static int fault_of(const char *script, char *reason, size_t n,
                    double *seconds)
{
    char spec[1024];
    snprintf(spec, sizeof spec, "cmd:sh %s", srcpath(script));
    /* Only the bot that hangs needs a short time limit to fault. */
    const coup_proto_limits *lim = strstr(script, "hang") ? &fast : &generous;
    coup_bot *bots[2] = {bot_new("random"), ext_new(spec, lim)};
    int fault = 0;
    reason[0] = '\0';
    if (!bots[1]) {
        coup_bot_free(bots[0]);
        return 0;
    }
    for (int g = 0; g < 20 && !fault; g++) {
        coup_options o = {2, COUP_START_RANDOM, 0};
        int culprit = -1;
        char why[512];
        const char *r;
        double t0 = now();
        int w = coup_bots_play(&o, bots, (uint64_t)g, 100000, NULL, NULL, 0,
                               NULL, &culprit, why, sizeof why);
        *seconds = now() - t0;
        fault = coup_proto_bot_fault(bots[1], &r);
        if (fault) {
            snprintf(reason, n, "%s", r);
            /* The game stopped at the bot's seat, and the bot is dead. */
            CHECK_INT(w, ==, COUP_EILLEGAL);
            CHECK_INT(culprit, ==, 1);
            CHECK(!coup_proto_proc_running(coup_proto_bot_proc(bots[1])));
            /* Nothing is sent to it any more. */
            CHECK_INT(coup_proto_bot_gameover(bots[1], NULL, 0, 1, r), ==,
                      fault);
        } else {
            CHECK_INT(w, >=, 0);
            coup_proto_bot_gameover(bots[1], NULL, w, -1, NULL);
        }
    }
    /* The next game starts it again; it faults the same way. */
    if (fault) {
        coup_options o = {2, COUP_START_RANDOM, 0};
        coup_bots_play(&o, bots, 999, 100000, NULL, NULL, 0, NULL, NULL, NULL,
                       0);
        CHECK_INT(coup_proto_bot_fault(bots[1], NULL), ==, fault);
    }
    coup_bot_free(bots[0]);
    coup_proto_bot_free(bots[1]);
    return fault;
}

TEST(a_bot_that_crashes_forfeits)
{
    char reason[512];
    double t;
    CHECK_INT(fault_of("tests/bots/crash.sh", reason, sizeof reason, &t), ==,
              COUP_PROTO_ECRASH);
    CHECK_STR(reason, "exited with status 3 while the referee waited for "
                      "'play'");
}

TEST(a_bot_that_hangs_forfeits_in_time)
{
    char reason[512];
    double t;
    CHECK_INT(fault_of("tests/bots/hang.sh", reason, sizeof reason, &t), ==,
              COUP_PROTO_ETIMEOUT);
    CHECK_STR(reason, "did not play within 200 ms (+100 ms of grace)");
    CHECK(t < 2.0);
}

TEST(a_bot_that_talks_nonsense_forfeits)
{
    char reason[512];
    double t;
    CHECK_INT(fault_of("tests/bots/garbage.sh", reason, sizeof reason, &t),
              ==, COUP_PROTO_EGARBAGE);
    CHECK_STR(reason, "sent 'hello world' while the referee waited for "
                      "'play'");
}

TEST(a_bot_that_plays_an_illegal_move_forfeits)
{
    char reason[512];
    double t;
    CHECK_INT(fault_of("tests/bots/illegal.sh", reason, sizeof reason, &t),
              ==, COUP_PROTO_EILLEGAL);
    CHECK(!strncmp(reason, "played 'steal 9', which is not one of the ", 42));
}

TEST(a_bot_that_plays_out_of_turn_forfeits)
{
    char reason[512];
    double t;
    CHECK_INT(fault_of("tests/bots/eager.sh", reason, sizeof reason, &t), ==,
              COUP_PROTO_EUNASKED);
    CHECK(!strncmp(reason, "sent 'play ", 11));
    CHECK(strstr(reason, "' before it was asked to play") != NULL);
}

TEST(a_fault_leaves_the_other_seats_alone)
{
    char c[1024], crash[1024];
    snprintf(c, sizeof c, "cmd:%s 3", COUP_EXAMPLE_BOT);
    snprintf(crash, sizeof crash, "cmd:sh %s", srcpath("tests/bots/crash.sh"));
    coup_bot *bots[3] = {ext_new(c, &generous), ext_new(crash, &generous),
                         bot_new("random")};
    REQUIRE(bots[0] && bots[1] && bots[2]);
    for (int g = 0; g < 3; g++) {
        coup_options o = {3, 1, 0}; /* seat 1 decides at once */
        int w = coup_bots_play(&o, bots, (uint64_t)g, 100000, NULL, NULL, 0,
                               NULL, NULL, NULL, 0);
        const char *r;
        CHECK_INT(w, ==, COUP_EILLEGAL);
        CHECK_INT(coup_proto_bot_fault(bots[1], &r), ==, COUP_PROTO_ECRASH);
        CHECK_INT(coup_proto_bot_fault(bots[0], NULL), ==, 0);
        CHECK(coup_proto_proc_running(coup_proto_bot_proc(bots[0])));
        CHECK_INT(coup_proto_bot_gameover(bots[0], NULL, -1, 1, r), ==, 0);
    }
    /* The example bot still plays. */
    coup_bot *two[2] = {bots[0], bots[2]};
    CHECK_INT(play_games(two, 2, 0, 3, 50), ==, 3);
    coup_proto_bot_free(bots[0]);
    coup_proto_bot_free(bots[1]);
    coup_bot_free(bots[2]);
}

TEST(a_bot_that_does_not_play_the_options_sits_out)
{
    const char *spec =
        "cmd:while read w rest; do case $w in coup) echo coupok 1;; "
        "isready) echo readyok;; esac; done";
    coup_bot *bots[2] = {bot_new("random"), ext_new(spec, &generous)};
    REQUIRE(bots[1] != NULL);
    CHECK_UINT(coup_proto_bot_proc(bots[1])->supports, ==, 0);
    coup_options o = {2, COUP_START_RANDOM, COUP_OPT_INQUISITOR};
    int culprit;
    int w = coup_bots_play(&o, bots, 1, 100000, NULL, NULL, 0, NULL, &culprit,
                           NULL, 0);
    const char *r;
    CHECK_INT(w, ==, COUP_EILLEGAL);
    CHECK_INT(culprit, ==, 1);
    CHECK_INT(coup_proto_bot_fault(bots[1], &r), ==, COUP_PROTO_EOPTIONS);
    CHECK_STR(r, "does not support the option inquisitor (it did not list "
                 "it in 'supports')");
    CHECK(coup_proto_proc_running(coup_proto_bot_proc(bots[1])));
    coup_bot_free(bots[0]);
    coup_proto_bot_free(bots[1]);
}

/* The log of a referee's conversation (the_referee_logs_every_line). */
struct log {
    char text[1 << 14];
    size_t len;
};

static void log_line(void *ctx, int dir, const char *line, size_t len)
{
    struct log *l = ctx;
    int k = snprintf(l->text + l->len, sizeof l->text - l->len, "%c %.*s\n",
                     dir, (int)len, line);
    if (k > 0 && l->len + (size_t)k < sizeof l->text)
        l->len += (size_t)k;
}

/* Reformation (R16-R19) over the protocol (revision 1.2): a bot that
 * lists it is seated and plays, told the factions and the Reserve in its
 * obs lines; one that does not list it sits the game out, as for any
 * other option. */
TEST(a_bot_that_lists_reformation_plays_it_one_that_does_not_sits_out)
{
    /* Plays the first legal move (an embezzler proves when it can). */
    const char *lists =
        "cmd:while read -r w rest; do case $w in "
        "coup) echo id name first; echo supports reformation; "
        "echo coupok 1;; isready) echo readyok;; "
        "go) m=${rest#* legal }; echo \"play ${m%%,*}\";; "
        "quit) exit 0;; esac; done";
    const char *lacks =
        "cmd:while read w rest; do case $w in coup) echo supports "
        "inquisitor; echo coupok 1;; isready) echo readyok;; esac; done";
    static struct log l;
    coup_bot *bots[3] = {bot_new("random"), ext_new(lists, &generous),
                         bot_new("random")};
    REQUIRE(bots[1] != NULL);
    CHECK_UINT(coup_proto_bot_proc(bots[1])->supports, ==,
               COUP_OPT_REFORMATION);
    coup_proto_bot_proc(bots[1])->log = log_line;
    coup_proto_bot_proc(bots[1])->log_ctx = &l;
    /* Three seats: seat 1 is a Reformist between two Loyalists. */
    coup_options o = {3, 0, COUP_OPT_REFORMATION};
    int culprit = -1;
    char why[512] = "";
    int w = coup_bots_play(&o, bots, 3, 100000, NULL, NULL, 0, NULL, &culprit,
                           why, sizeof why);
    CHECK_STR(why, "");
    CHECK_INT(w, >=, 0);
    CHECK_INT(coup_proto_bot_fault(bots[1], NULL), ==, 0);
    CHECK(strstr(l.text, "> newgame players 3 seat 1 options reformation\n")
          != NULL);
    CHECK(strstr(l.text, " court 9 out 0 reformists 1 reserve 0\n") != NULL);
    CHECK_INT(coup_proto_bot_gameover(bots[1], NULL, w, -1, NULL), ==, 0);
    /* Several games, so that Conversions and Embezzlements happen. */
    CHECK_INT(play_games(bots, 3, COUP_OPT_REFORMATION, 10, 30), ==, 10);
    coup_proto_bot_free(bots[1]);
    bots[1] = ext_new(lacks, &generous);
    REQUIRE(bots[1] != NULL);
    CHECK_UINT(coup_proto_bot_proc(bots[1])->supports, ==,
               COUP_OPT_INQUISITOR);
    w = coup_bots_play(&o, bots, 1, 100000, NULL, NULL, 0, NULL, &culprit,
                       NULL, 0);
    const char *r;
    CHECK_INT(w, ==, COUP_EILLEGAL);
    CHECK_INT(culprit, ==, 1);
    CHECK_INT(coup_proto_bot_fault(bots[1], &r), ==, COUP_PROTO_EOPTIONS);
    CHECK_STR(r, "does not support the option reformation (it did not list "
                 "it in 'supports')");
    CHECK(coup_proto_proc_running(coup_proto_bot_proc(bots[1])));
    coup_bot_free(bots[0]);
    coup_proto_bot_free(bots[1]);
    coup_bot_free(bots[2]);
}

/* A play sent late, after the bot's answer, is "unasked" however late it
 * comes: the isready sent with every go fences it off. Without the fence
 * it would reach the next go after it was sent, and count as that go's
 * answer (accepted, or "illegal"), depending on the scheduler. */
TEST(a_late_play_out_of_turn_is_always_unasked)
{
    static const char script[] =
        "while read -r w rest; do case $w in "
        "coup) echo coupok 1;; isready) echo readyok;; "
        "go) echo play income; sleep 0.2; echo play income;; esac; done";
    coup_move legal[1] = {
        coup_mv(COUP_MV_INCOME, COUP_NOBODY, COUP_NOCARD, COUP_NOCARD)};
    for (int round = 0; round < 3; round++) {
        coup_proto_proc p;
        coup_move m;
        coup_proto_proc_init(&p, &generous);
        REQUIRE(coup_proto_proc_start(&p, script) == 0);
        CHECK_INT(coup_proto_proc_go(&p, legal, 1, &m), ==, 0);
        /* At once: the second play is still in the bot's sleep. */
        CHECK_INT(coup_proto_proc_go(&p, legal, 1, &m), ==,
                  COUP_PROTO_EUNASKED);
        CHECK_STR(p.reason, "sent 'play income' before it was asked to "
                            "play");
        coup_proto_proc_stop(&p);
    }
}

/* A play that comes while the referee waits for readyok (the start of a
 * game) is "unasked" too, not garbage. */
TEST(a_play_while_waiting_for_readyok_is_unasked)
{
    coup_proto_proc p;
    coup_proto_proc_init(&p, &generous);
    REQUIRE(coup_proto_proc_start(&p,
        "echo coupok 1; read -r w; echo readyok; read -r w; "
        "echo play income; echo readyok; cat > /dev/null") == 0);
    CHECK_INT(coup_proto_proc_ready(&p), ==, COUP_PROTO_EUNASKED);
    CHECK_STR(p.reason, "sent 'play income' before it was asked to play");
    coup_proto_proc_stop(&p);
}

/* coup_proto_bot_new_lenient(): a bot that does not start is still made;
 * the failed start costs its first game, and the next game starts it
 * again. The script is slow on its first start only, by a file, not by
 * the clock. */
TEST(a_bot_slow_to_start_forfeits_one_game_and_plays_the_next)
{
    /* The slow start costs the whole start limit; the fast one must fit
     * in it on a loaded machine. */
    static const coup_proto_limits quick = {3000, 30000, 1000};
    char dir[] = "/tmp/coup-test-XXXXXX", spec[1200], why[512] = "";
    REQUIRE(mkdtemp(dir) != NULL);
    snprintf(spec, sizeof spec, "cmd:sh %s %s/count 1",
             srcpath("tests/protocol/slow_start.sh"), dir);
    coup_bot *bots[2] = {bot_new("random"), NULL};
    bots[1] = coup_proto_bot_new_lenient(spec, &quick, why, sizeof why);
    REQUIRE(bots[1] != NULL);
    CHECK(strstr(why, "did not end the handshake with 'coupok' within "
                      "3000 ms") != NULL);
    const char *r;
    CHECK_INT(coup_proto_bot_fault(bots[1], &r), ==, COUP_PROTO_ETIMEOUT);
    coup_options o = {2, COUP_START_RANDOM, 0};
    int culprit = -1;
    int w = coup_bots_play(&o, bots, 1, 100000, NULL, NULL, 0, NULL,
                           &culprit, NULL, 0);
    CHECK_INT(w, ==, COUP_EILLEGAL);
    CHECK_INT(culprit, ==, 1);
    CHECK_INT(coup_proto_bot_fault(bots[1], &r), ==, COUP_PROTO_ETIMEOUT);
    CHECK_STR(r, "did not end the handshake with 'coupok' within 3000 ms");
    coup_proto_bot_gameover(bots[1], NULL, -1, 1, r);
    /* The second start is fast: it plays. */
    w = coup_bots_play(&o, bots, 2, 100000, NULL, NULL, 0, NULL, &culprit,
                       NULL, 0);
    CHECK_INT(w, >=, 0);
    CHECK_INT(coup_proto_bot_fault(bots[1], NULL), ==, 0);
    CHECK_STR(coup_proto_bot_proc(bots[1])->name, "slow starter");
    coup_bot_free(bots[0]);
    coup_proto_bot_free(bots[1]);
    char path[1100];
    snprintf(path, sizeof path, "%s/count", dir);
    remove(path);
    rmdir(dir);
}

/* A bad spec is still refused, lenient or not. */
TEST(a_lenient_bot_still_needs_a_command)
{
    char why[200];
    CHECK(coup_proto_bot_new_lenient("cmd: ", NULL, why, sizeof why) == NULL);
    CHECK_STR(why, "'cmd:' needs a program to run");
}

/* Bots that fail before any game: coup_proto_bot_new() says why. Only
 * the two that are meant to run out of time get 300 ms; the others fail
 * by what they do (exit, close, a bad line), so they get 20 s: on a
 * loaded machine a shell may take longer than 300 ms to do it, and the
 * reason would then be the timeout. */
TEST(bots_that_cannot_start_say_why)
{
    static const coup_proto_limits quick = {300, 100, 50};
    static const coup_proto_limits patient = {20000, 100, 50};
    static const struct {
        const char *spec, *why;
    } cases[] = {
        {"python3 bot.py", "an external bot is 'cmd:PROGRAM ARGS', not "
                           "'python3 bot.py'"},
        {"cmd: ", "'cmd:' needs a program to run"},
        {"cmd:/nonexistent/bot", "bot 'cmd:/nonexistent/bot' exited with "
                                 "status 127 (command not found?) during the "
                                 "handshake"},
        {"cmd:sleep 30", "bot 'cmd:sleep 30' did not end the handshake with "
                         "'coupok' within 300 ms"},
        {"cmd:echo coupok 2; cat >/dev/null",
         "bot 'cmd:echo coupok 2; cat >/dev/null' answered 'coupok 2' but "
         "this referee speaks protocol version 1"},
        {"cmd:echo hello; cat >/dev/null",
         "bot 'cmd:echo hello; cat >/dev/null' sent 'hello' during the "
         "handshake, where 'id', 'supports', 'info' or 'coupok' was "
         "expected"},
        {"cmd:echo coupok; cat >/dev/null",
         "bot 'cmd:echo coupok; cat >/dev/null' sent a malformed line "
         "during the handshake: line 'coupok': expected a protocol version "
         "(a number) after 'coupok'"},
        {"cmd:echo coupok 1; cat >/dev/null",
         "bot 'cmd:echo coupok 1; cat >/dev/null' did not answer 'isready' "
         "within 300 ms"},
        {"cmd:exec >&-; sleep 30", "bot 'cmd:exec >&-; sleep 30' closed its "
                                   "output during the handshake"},
        {"cmd:kill -9 $$", "bot 'cmd:kill -9 $$' was killed by signal 9 "
                           "(Killed) during the handshake"},
        {"cmd:head -c 5000 /dev/zero | tr '\\0' x; sleep 30",
         "bot 'cmd:head -c 5000 /dev/zero | tr '\\0' x; sleep 30' sent a "
         "line longer than 4096 bytes during the handshake"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        char why[512] = "";
        const coup_proto_limits *lim =
            strstr(cases[i].why, "within 300 ms") ? &quick : &patient;
        double t0 = now();
        coup_bot *b = coup_proto_bot_new(cases[i].spec, lim, why,
                                         sizeof why);
        CHECK(b == NULL);
        CHECK_STR(why, cases[i].why);
        /* Never the 30 s the sleeping bots would take. */
        CHECK(now() - t0 < lim->start_ms / 1000.0 + 5.0);
        coup_proto_bot_free(b);
    }
}

TEST(a_bot_that_stops_reading_cannot_block_the_referee)
{
    static const coup_proto_limits quick = {300, 100, 50};
    coup_proto_proc p;
    coup_proto_proc_init(&p, &quick);
    /* It answers everything at once, then never reads its input. */
    REQUIRE(coup_proto_proc_start(&p, "printf 'coupok 1\\nreadyok\\n'; "
                                      "sleep 30") == 0);
    coup_proto_msg m = msg_of(COUP_PROTO_OBS);
    m.obs.players = 2;
    m.obs.phase = COUP_PH_ACTION;
    memset(m.obs.up, COUP_NOCARD, sizeof m.obs.up);
    m.obs.actor = m.obs.target = m.obs.claimant = m.obs.blocker = COUP_NOBODY;
    m.obs.challenger = m.obs.loser = m.obs.winner = COUP_NOBODY;
    m.obs.named = m.obs.claim = m.obs.block = COUP_NOCARD;
    double t0 = now();
    int rc = 0;
    for (int i = 0; i < 10000 && !rc; i++)
        rc = coup_proto_proc_send(&p, &m);
    CHECK_INT(rc, ==, COUP_PROTO_ETIMEOUT);
    CHECK_STR(p.reason, "did not read its input for 300 ms (its stdin pipe "
                        "is full)");
    CHECK(now() - t0 < 2.0);
    CHECK(!coup_proto_proc_running(&p));
    /* Every call now gives the fault. */
    coup_move mv;
    CHECK_INT(coup_proto_proc_go(&p, m.legal, 1, &mv), ==,
              COUP_PROTO_ETIMEOUT);
    coup_proto_proc_stop(&p);
    CHECK_STR(coup_proto_strerror(COUP_PROTO_ETIMEOUT),
              "did not answer in time");
    CHECK_STR(coup_proto_fault_name(COUP_PROTO_ETIMEOUT), "timeout");
    CHECK_STR(coup_proto_fault_name(0), "ok");
    CHECK_STR(coup_proto_strerror(COUP_EPARSE), "malformed move text");
}

/* The log hook sees the whole conversation. */
TEST(the_referee_logs_every_line)
{
    char c[1024];
    static struct log l;
    snprintf(c, sizeof c, "cmd:%s 9", COUP_EXAMPLE_BOT);
    coup_proto_proc p;
    coup_proto_proc_init(&p, NULL);
    p.log = log_line;
    p.log_ctx = &l;
    REQUIRE(coup_proto_proc_start(&p, c + 4) == 0);
    coup_move legal[2] = {
        coup_mv(COUP_MV_INCOME, COUP_NOBODY, COUP_NOCARD, COUP_NOCARD),
        coup_mv(COUP_MV_INCOME, COUP_NOBODY, COUP_NOCARD, COUP_NOCARD)};
    coup_move m;
    CHECK_INT(coup_proto_proc_go(&p, legal, 2, &m), ==, 0);
    CHECK_INT(m.type, ==, COUP_MV_INCOME);
    coup_proto_proc_stop(&p);
    CHECK_STR(l.text, "> coup 1\n"
                      "< id name random_bot.c\n"
                      "< id author the coup project\n"
                      "< supports inquisitor two_player_draft declared_coup "
                      "declared_assassinate reformation\n"
                      "< coupok 1\n"
                      "> isready\n"
                      "< readyok\n"
                      "> isready\n"
                      "> go 1000 legal income,income\n"
                      "< readyok\n"
                      "< play income\n"
                      "> quit\n");
}

TEST_MAIN()
