/*
 * test_record.c - game records: reading, replaying, writing.
 *
 * Bad records must fail at the right line with a message that says what is
 * wrong; thousands of random games must survive record -> text -> record
 * -> replay unchanged, byte for byte and state for state; a seeded record
 * must replay the same game without its chance lines; the worked example
 * of docs/rules.md R14, written as a record with checks, must pass.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <coup/coup.h>
#include <coup/record.h>
#include <coup/rng.h>

#include "test.h"

/* ----------------------------------------------------------- helpers */

/* Parses and replays text; the state reached in *s. */
static int run(const char *text, coup_state *s, coup_record_error *err)
{
    coup_record r;
    int rc = coup_record_parse(text, strlen(text), &r, err);
    if (rc == COUP_OK)
        rc = coup_record_replay(&r, s, NULL, NULL, err);
    coup_record_free(&r);
    return rc;
}

/* The record must fail at line `line`, with `words` in the message. */
#define EXPECT_ERROR(text, want_line, words)                                     \
    do {                                                                    \
        coup_record_error e_;                                               \
        coup_state s_;                                                      \
        int rc_ = run((text), &s_, &e_);                                    \
        CHECK_INT(rc_, <, 0);                                               \
        CHECK_INT(e_.line, ==, (want_line));                                \
        if (!CHECK(strstr(e_.msg, (words)) != NULL))                        \
            fprintf(stderr, "    message was: %s\n", e_.msg);               \
    } while (0)

#define EXPECT_OK(text, sp)                                                 \
    do {                                                                    \
        coup_record_error e_;                                               \
        if (!CHECK(run((text), (sp), &e_) == COUP_OK))                      \
            fprintf(stderr, "    line %d: %s\n", e_.line, e_.msg);          \
    } while (0)

/* docs/rules.md R14, the worked example of the rulebooks, as a record. */
static const char r14[] =
    "# docs/rules.md R14: the worked example of the rulebooks.\n"
    "coup-record 1\n"                                       /* 2 */
    "players 3\n"
    "names Natasha Sacha Haig\n"
    "start 0\n"                                             /* 5 */
    "seat 0 coins 2 hidden contessa duke\n"
    "seat 1 coins 2 hidden captain contessa\n"
    "seat 2 coins 2 hidden assassin duke\n"
    "check court-size 9\n"
    "check court duke 1 assassin 2 captain 2 ambassador 3 contessa 1\n"
    "# 1. Natasha claims Duke: Tax, unchallenged.\n"        /* 11 */
    "0 tax\n"
    "1 pass\n"
    "2 pass\n"
    "check seat 0 coins 5\n"                                /* 15 */
    "# 2. Sacha claims Ambassador (a bluff): Exchange.\n"
    "1 exchange\n"
    "2 pass\n"
    "0 pass\n"
    "* draw assassin\n"                                     /* 20 */
    "* draw duke\n"
    "1 keep assassin captain\n"
    "check seat 1 coins 2 hidden assassin captain\n"
    "# 3. Haig: Tax; Sacha challenges; Haig proves Duke.\n"
    "2 tax\n"                                               /* 25 */
    "0 pass\n"
    "1 challenge\n"
    "2 prove\n"
    "1 lose assassin\n"
    "* draw contessa\n"                                     /* 30 */
    "check seat 2 coins 5 hidden contessa assassin\n"
    "# 4. Natasha: Tax. 5. Sacha: Income.\n"
    "0 tax\n"
    "1 pass\n"
    "2 pass\n"                                              /* 35 */
    "1 income\n"
    "check seat 0 coins 8\n"
    "check seat 1 coins 3\n"
    "# 6. Haig assassinates Natasha, who blocks with Contessa.\n"
    "2 assassinate 0\n"                                     /* 40 */
    "0 pass\n"
    "1 pass\n"
    "0 block contessa\n"
    "1 pass\n"
    "2 pass\n"                                              /* 45 */
    "check seat 2 coins 2\n"
    "# 7. Natasha: Coup on Haig, who loses Contessa.\n"
    "0 coup 2\n"
    "2 lose contessa\n"
    "# 8. Sacha steals from Haig, who blocks as Ambassador, is\n" /* 50 */
    "#    challenged, cannot prove it and is exiled.\n"
    "1 steal 2\n"
    "2 pass\n"
    "0 pass\n"
    "2 block ambassador\n"                                  /* 55 */
    "0 pass\n"
    "1 challenge\n"
    "2 concede\n"
    "2 lose assassin\n"
    "check seat 0 coins 1 hidden contessa duke alive\n"     /* 60 */
    "check seat 1 coins 5 hidden captain up assassin\n"
    "check seat 2 coins 0 up assassin contessa exiled\n"
    "check court duke 2 assassin 1 captain 2 ambassador 3 contessa 1\n"
    "check court-size 9\n"
    "check to-move 0\n"                                     /* 65 */
    "check winner none\n";

/* The first 10 lines of r14 (header and first checks), then `tail`. */
static char *r14_with(const char *tail)
{
    static char buf[4096];
    const char *p = r14;
    for (int i = 0; i < 10; i++)
        p = strchr(p, '\n') + 1;
    snprintf(buf, sizeof buf, "%.*s%s", (int)(p - r14), r14, tail);
    return buf;
}

/* -------------------------------------------------------- bad records */

TEST(header_errors)
{
    EXPECT_ERROR("", 1, "empty record");
    EXPECT_ERROR("# nothing but a comment\n\n", 2, "empty record");
    EXPECT_ERROR("players 3\n", 1, "expected 'coup-record 1' first");
    EXPECT_ERROR("coup-record 2\nplayers 3\nstart 0\n", 1,
                 "unsupported record version 2");
    EXPECT_ERROR("coup-record 1\nplayers 3\ncolour red\nstart 0\n", 3,
                 "unknown header line 'colour'");
    EXPECT_ERROR("coup-record 1\nplayers 3\nplayers 4\nstart 0\n", 3,
                 "'players' is already given on line 2");
    EXPECT_ERROR("coup-record 1\nplayers 11\nstart 0\n", 2,
                 "from 2 to 10");
    EXPECT_ERROR("coup-record 1\nstart 0\n", 2, "no 'players N' line");
    EXPECT_ERROR("coup-record 1\nplayers 3\n\n# end\n", 4,
                 "no 'start SEAT'");
    EXPECT_ERROR("coup-record 1\nplayers 3\nstart 3\n", 3, "no seat 3");
    EXPECT_ERROR("coup-record 1\nplayers 3\nnames a b\nstart 0\n", 3,
                 "2 names for 3 players");
    EXPECT_ERROR("coup-record 1\nplayers 2\nnames a b!\nstart 0\n", 3,
                 "bad name 'b!'");
    EXPECT_ERROR("coup-record 1\nplayers 3\nseed 18446744073709551616\n", 3,
                 "expected 'seed N'");
    /* bad options */
    EXPECT_ERROR("coup-record 1\nplayers 3\noptions inquisitor fast\n", 3,
                 "unknown option 'fast'");
    EXPECT_ERROR("coup-record 1\nplayers 3\noptions two_player_draft\n"
                 "start 0\n", 3, "two_player_draft is for 2 players");
}

/* Every bad position is reported at the line that causes it, not at the
 * first seat line (issue 9). */
TEST(position_error_lines)
{
    /* `start` on line 3 names seat 2, exiled on line 6: the start line. */
    EXPECT_ERROR("coup-record 1\nplayers 3\nstart 2\n"
                 "seat 0 coins 2 hidden duke captain\n"
                 "seat 1 coins 2 hidden duke contessa\n"
                 "seat 2 coins 0 up assassin assassin\n",
                 3, "seat 2 is to move but is exiled: an exiled player "
                    "makes no more decisions (R3) (seat 2: line 6)");
    /* the same with the seat lines in another order */
    EXPECT_ERROR("coup-record 1\nplayers 3\n"
                 "seat 2 coins 0 up assassin assassin\n"
                 "seat 1 coins 2 hidden duke contessa\n"
                 "seat 0 coins 2 hidden duke captain\n"
                 "start 2\n",
                 6, "(seat 2: line 3)");
    /* seat 2's coins on line 6 */
    EXPECT_ERROR("coup-record 1\nplayers 3\nstart 0\n"
                 "seat 0 coins 2 hidden duke captain\n"
                 "seat 1 coins 2 hidden duke contessa\n"
                 "seat 2 coins 3 up assassin assassin\n",
                 6, "seat 2 is exiled but has 3 coins: an exiled seat's "
                    "coins go back to the Treasury (R3)");
    EXPECT_ERROR("coup-record 1\nplayers 3\nstart 0\n"
                 "seat 0 coins 2 hidden duke captain\n"
                 "seat 1 coins 2 hidden duke contessa\n"
                 "seat 2 coins 1 up assassin assassin\n",
                 6, "has 1 coin:");
    /* the court on line 7 makes 4 Dukes */
    EXPECT_ERROR("coup-record 1\nplayers 3\nstart 0\n"
                 "seat 0 coins 2 hidden duke captain\n"
                 "seat 1 coins 2 hidden duke contessa\n"
                 "seat 2 coins 2 hidden captain contessa\n"
                 "court duke 2\n",
                 7, "the Court's 2 duke cards make 4 in the position, the "
                    "deck has 3 (R1)");
    /* a card out of play in the court line, with 7 players (R13) */
    EXPECT_ERROR("coup-record 1\nplayers 2\nstart 0\n"
                 "court inquisitor 1\n"
                 "seat 0 coins 2 hidden duke captain\n"
                 "seat 1 coins 2 hidden duke contessa\n",
                 4, "the Court holds inquisitor, which is not in play "
                    "without the inquisitor option (R12)");
    /* only one seat alive: the last seat line */
    EXPECT_ERROR("coup-record 1\nplayers 2\nstart 0\n"
                 "seat 1 coins 0 up duke contessa\n"
                 "seat 0 coins 2 hidden duke captain\n",
                 5, "at least two players need influence");
}

TEST(position_errors)
{
    /* seat lines for only some seats */
    EXPECT_ERROR("coup-record 1\nplayers 3\nstart 0\n"
                 "seat 0 coins 2 hidden duke duke\n"
                 "seat 2 coins 2 hidden duke captain\n",
                 4, "seat lines for 2 of 3 seats (seat 1 has none)");
    /* too many cards of one character: the engine's reason, at the line
     * of the seat that holds the one too many */
    EXPECT_ERROR("coup-record 1\nplayers 3\nstart 0\n"
                 "seat 0 coins 2 hidden duke duke\n"
                 "seat 1 coins 2 hidden duke captain\n"
                 "seat 2 coins 2 hidden duke captain\n",
                 6, "bad position: seat 2 holds the 4th duke card of the "
                    "position, the deck has 3 (R1)");
    EXPECT_ERROR("coup-record 1\nplayers 2\nstart 0\n"
                 "seat 0 coins 2 hidden duke duke captain\n",
                 4, "more than 2 cards");
    EXPECT_ERROR("coup-record 1\nplayers 2\nstart 0\n"
                 "seat 0 coins 2 hidden duke\n",
                 4, "lists 1 card");
    EXPECT_ERROR("coup-record 1\nplayers 2\nstart 0\n"
                 "seat 0 hidden duke duke\n",
                 4, "missing 'coins C'");
    EXPECT_ERROR("coup-record 1\nplayers 2\nstart 0\n"
                 "seat 0 coins 2 hidden duke dukes\n",
                 4, "got 'dukes'");
    EXPECT_ERROR("coup-record 1\nplayers 2\nstart random\n"
                 "seat 0 coins 2 hidden duke duke\n"
                 "seat 1 coins 2 hidden captain captain\n",
                 3, "a position needs the seat to move");
    EXPECT_ERROR("coup-record 1\nplayers 2\nstart 0\n"
                 "court duke 1\n", 4, "needs the seat lines");
    EXPECT_ERROR("coup-record 1\nplayers 2\nstart 0\n"
                 "seat 0 coins 2 hidden duke duke\n"
                 "seat 1 coins 2 hidden captain captain\n"
                 "seat 0 coins 2 hidden duke duke\n",
                 6, "seat 0 is already given on line 4");
    EXPECT_ERROR("coup-record 1\nplayers 2\noptions inquisitor\nstart 0\n"
                 "seat 0 coins 2 hidden duke ambassador\n"
                 "seat 1 coins 2 hidden captain captain\n",
                 5, "not in play");
}

/* A position with a Coup ready: seat 0 has 7 coins, seat 2 has 1; the
 * moves start on line 7. */
static char *coup_with(const char *tail)
{
    static char buf[1024];
    snprintf(buf, sizeof buf, "coup-record 1\nplayers 3\nstart 0\n"
             "seat 0 coins 7 hidden duke captain\n"
             "seat 1 coins 2 hidden contessa duke\n"
             "seat 2 coins 1 hidden captain assassin\n%s", tail);
    return buf;
}

/* Refusals name the rule broken (docs/rules.md), not only whose turn it is
 * (issue 9). The r14 position: seats 0, 1 and 2 with 2 coins each; the
 * moves start on line 11. */
TEST(refusals_name_the_rule)
{
    /* R4, R5.3: a bystander blocking a Steal */
    EXPECT_ERROR(r14_with("0 steal 1\n1 pass\n2 pass\n2 block captain\n"),
                 14, "seat 2 may not play 'block captain' now: only the "
                     "target may block a Steal (R4, R5.3); seat 1 is to move "
                     "(block or pass on seat 0's steal)");
    EXPECT_ERROR(r14_with("0 steal 1\n1 pass\n2 pass\n2 pass\n"), 14,
                 "only the target is asked whether to block a Steal (R4, "
                 "R5.3)");
    /* R4: Income and Foreign Aid claim nothing */
    EXPECT_ERROR(r14_with("0 income\n1 challenge\n"), 12,
                 "illegal move 'challenge': Income cannot be challenged: it "
                 "claims no character (R4); seat 1 must choose an action "
                 "(R4)");
    EXPECT_ERROR(r14_with("0 income\n2 challenge\n"), 12,
                 "seat 2 may not play 'challenge' now: Income cannot be "
                 "challenged: it claims no character (R4); seat 1 is to move "
                 "(choose an action)");
    EXPECT_ERROR(r14_with("0 foreign-aid\n1 challenge\n"), 12,
                 "illegal move 'challenge': Foreign Aid cannot be "
                 "challenged: it claims no character (R4); seat 1 may block "
                 "with duke or pass (R5.3)");
    /* R4: a Coup cannot be blocked; Tax neither */
    EXPECT_ERROR(coup_with("0 coup 1\n1 block contessa\n"), 8,
                 "illegal move 'block contessa': a Coup cannot be blocked "
                 "(R4); seat 1 must choose the influence it loses: 'lose "
                 "CARD' (R3)");
    EXPECT_ERROR(coup_with("0 coup 1\n2 block contessa\n"), 8,
                 "seat 2 may not play 'block contessa' now: a Coup cannot be "
                 "blocked (R4); seat 1 is to move (choose the influence it "
                 "loses)");
    EXPECT_ERROR(r14_with("0 tax\n1 block duke\n"), 12,
                 "illegal move 'block duke': Tax cannot be blocked (R4); "
                 "seat 1 must challenge or pass on seat 0's claim of duke "
                 "(R6)");
    EXPECT_ERROR(r14_with("0 tax\n1 pass\n2 pass\n1 block duke\n"), 14,
                 "illegal move 'block duke': Tax cannot be blocked (R4); "
                 "seat 1 must choose an action");
    /* R4: the blocking characters */
    EXPECT_ERROR(r14_with("0 steal 1\n1 pass\n2 pass\n1 block duke\n"), 14,
                 "a Steal is blocked with captain or ambassador, not duke "
                 "(R4); seat 1 may block with captain or ambassador or pass "
                 "(R5.3)");
    /* R5 steps 2-3: the challenge window comes first */
    EXPECT_ERROR(r14_with("0 steal 1\n1 block captain\n"), 12,
                 "the block window opens after the challenge window (R5.2, "
                 "R5.3); seat 1 must challenge or pass on seat 0's claim of "
                 "captain (R6)");
    /* R6: one's own claim, one challenge per claim */
    EXPECT_ERROR(r14_with("0 tax\n0 challenge\n"), 12,
                 "seat 0 cannot challenge its own claim (R6); seat 1 is to "
                 "move");
    EXPECT_ERROR(r14_with("0 tax\n1 challenge\n2 challenge\n"), 13,
                 "seat 1 has challenged already: one challenge per claim "
                 "(R6); seat 0 is to move (prove duke or concede)");
    EXPECT_ERROR(r14_with("0 tax\n1 pass\n2 pass\n2 challenge\n"), 14,
                 "seat 2 may not play 'challenge' now: seat 0's 'tax' is "
                 "over: its turn has ended (R5.6); seat 1 is to move");
    /* R4: passing is not an action */
    EXPECT_ERROR(r14_with("0 pass\n"), 11,
                 "seat 0 must choose an action: passing is not allowed (R4)");
    /* R4: singular and plural */
    EXPECT_ERROR(coup_with("0 income\n1 income\n2 coup 0\n"), 9,
                 "illegal move 'coup 0': seat 2 has 1 coin: a Coup costs 7 "
                 "(R4)");
    /* R3: the exiled make no decisions */
    EXPECT_ERROR("coup-record 1\nplayers 3\nstart 0\n"
                 "seat 0 coins 2 hidden duke captain\n"
                 "seat 1 coins 2 hidden contessa duke\n"
                 "seat 2 coins 0 up captain assassin\n0 tax\n2 challenge\n",
                 8, "seat 2 may not play 'challenge' now: seat 2 is exiled "
                    "and makes no more decisions (R3); seat 1 is to move");
    /* R7: keep quotes the move as written and names the missing card.
     * Seat 1 holds captain and contessa and draws assassin and duke. */
    const char *ex = "0 tax\n1 pass\n2 pass\n1 exchange\n2 pass\n0 pass\n"
                     "* draw assassin\n* draw duke\n";
    char buf[512];
    snprintf(buf, sizeof buf, "%s1 keep contessa contessa\n", ex);
    EXPECT_ERROR(r14_with(buf), 19,
                 "illegal move 'keep contessa contessa': seat 1 holds one "
                 "contessa, not two: it may keep only from duke, assassin, "
                 "captain and contessa (its face-down cards and the cards "
                 "drawn, R7)");
    snprintf(buf, sizeof buf, "%s1 keep Ambassador DUKE\n", ex);
    EXPECT_ERROR(r14_with(buf), 19,
                 "illegal move 'keep Ambassador DUKE': seat 1 holds no "
                 "ambassador");
    snprintf(buf, sizeof buf, "%s1 keep duke\n", ex);
    EXPECT_ERROR(r14_with(buf), 19,
                 "seat 1 must keep two cards, as many as it has face down "
                 "(R7)");
}

TEST(move_errors)
{
    /* a header line among the moves */
    EXPECT_ERROR("coup-record 1\nplayers 2\nstart 0\nseed 1\n0 income\n"
                 "names a b\n", 6, "after the first move");
    /* bad seat prefixes */
    EXPECT_ERROR(r14_with("3 tax\n"), 11, "no seat 3 at a table of 3");
    EXPECT_ERROR(r14_with("0x tax\n"), 11, "expected a seat number, got "
                                           "'0x'");
    EXPECT_ERROR(r14_with("0\n"), 11, "missing move after '0'");
    EXPECT_ERROR(r14_with("frobnicate\n"), 11, "got 'frobnicate'");
    /* the wrong seat to move */
    EXPECT_ERROR(r14_with("1 tax\n"), 11,
                 "seat 1 may not play 'tax' now: turns go in seat order (R2, "
                 "R5.6); seat 0 is to move (choose an action)");
    EXPECT_ERROR(r14_with("0 tax\n2 pass\n"), 12,
                 "seat 2 may not play 'pass' now: seats are asked in seat "
                 "order after the claimant, seat 0 (R6); seat 1 is to move "
                 "(challenge or pass on seat 0's claim of duke)");
    EXPECT_ERROR(r14_with("* draw duke\n"), 11,
                 "a chance outcome is written but seat 0 is to move");
    /* an illegal move, with the engine's reason */
    EXPECT_ERROR(r14_with("0 assassinate 1\n"), 11,
                 "illegal move 'assassinate 1': seat 0 has 2 coins: an "
                 "Assassinate costs 3 (R4)");
    EXPECT_ERROR(r14_with("0 steal 0\n"), 11, "cannot target itself");
    EXPECT_ERROR(r14_with("0 tax\n1 challenge\n0 prove\n1 lose duke\n"), 14,
                 "seat 1 has no face-down duke");
    /* unknown cards and moves */
    EXPECT_ERROR(r14_with("0 tax\n1 pass\n2 pass\n1 exchange\n2 pass\n"
                          "0 pass\n* draw dukes\n"),
                 17, "expected a character name, got 'dukes'");
    EXPECT_ERROR(r14_with("0 taxes\n"), 11, "unknown move 'taxes'");
    EXPECT_ERROR(r14_with("0 tax\n1 pass\n2 pass\n1 exchange\n2 pass\n"
                          "0 pass\n* draw ?\n"),
                 17, "'?' stands for a card nobody may see");
    EXPECT_ERROR(r14_with("0 draw duke\n"), 11,
                 "'draw duke' is a chance outcome: write it '* draw duke'");
    EXPECT_ERROR(r14_with("* tax\n"), 11, "'*' marks a chance outcome");
    /* a chance line missing, without a seed */
    EXPECT_ERROR("coup-record 1\nplayers 2\nstart 0\n0 income\n", 4,
                 "chance is to move: expected '* draw CARD'");
    EXPECT_ERROR("coup-record 1\nplayers 2\nstart random\n0 income\n", 4,
                 "chance is to move: expected '* start SEAT'");
    /* bytes that have no place in a record */
    EXPECT_ERROR(r14_with("0 tax\x01\n"), 11, "unexpected byte 0x01");
    {
        static const char nul[] = "coup-record 1\nplayers 2\n\0start 0\n";
        coup_record r;
        coup_record_error e;
        CHECK_INT(coup_record_parse(nul, sizeof nul - 1, &r, &e), ==,
                  COUP_EPARSE);
        CHECK_INT(e.line, ==, 3);
        CHECK(strstr(e.msg, "unexpected byte 0x00") != NULL);
        coup_record_free(&r);
    }
}

/* A two-player position where seat 0 wins with one Coup. */
static const char duel[] =
    "coup-record 1\n"
    "players 2\n"
    "start 0\n"
    "seat 0 coins 7 hidden duke up captain\n"
    "seat 1 coins 1 hidden contessa up captain\n"
    "0 coup 1\n"
    "1 lose contessa\n";

TEST(check_and_result_errors)
{
    EXPECT_ERROR(r14_with("check seat 0 coins 5\n"), 11,
                 "check failed: seat 0 has 2 coins, expected 5");
    EXPECT_ERROR(r14_with("check seat 0 hidden duke\n"), 11,
                 "check failed: seat 0 has face down: duke contessa, "
                 "expected: duke");
    EXPECT_ERROR(r14_with("check seat 2 up\ncheck seat 2 up duke\n"), 12,
                 "check failed: seat 2 has face up: none, expected: duke");
    EXPECT_ERROR(r14_with("check seat 1 exiled\n"), 11,
                 "check failed: seat 1 is alive, expected exiled");
    EXPECT_ERROR(r14_with("check court duke 1 captain 3\n"), 11,
                 "check failed: the Court holds 2 captain cards, expected 3");
    EXPECT_ERROR("coup-record 1\nplayers 2\nstart 0\n"
                 "seat 0 coins 2 hidden duke captain\n"
                 "seat 1 coins 2 hidden contessa duke\n"
                 "court captain 1\ncheck court captain 0\n", 7,
                 "check failed: the Court holds 1 captain card, expected 0");
    EXPECT_ERROR("coup-record 1\nplayers 2\nstart 0\n"
                 "seat 0 coins 2 hidden duke captain\n"
                 "seat 1 coins 2 hidden contessa duke\n"
                 "court captain 1\ncheck court-size 0\n", 7,
                 "check failed: the Court holds 1 card, expected 0");
    EXPECT_ERROR("coup-record 1\nplayers 3\nnames Ann\nstart 0\n", 3,
                 "1 name for 3 players");
    EXPECT_ERROR(r14_with("check court-size 8\n"), 11,
                 "check failed: the Court holds 9 cards, expected 8");
    EXPECT_ERROR(r14_with("check to-move chance\n"), 11,
                 "check failed: to move: seat 0, expected chance");
    EXPECT_ERROR(r14_with("check winner 1\n"), 11,
                 "check failed: winner: none, expected seat 1");
    EXPECT_ERROR(r14_with("check seat 3 coins 2\n"), 11, "no seat 3");
    EXPECT_ERROR(r14_with("check seat 1\n"), 11, "nothing to check");
    EXPECT_ERROR(r14_with("check seat 1 coins 2 coins 3\n"), 11,
                 "'coins' given twice");
    EXPECT_ERROR(r14_with("check hand 1\n"), 11, "unknown check 'hand'");
    /* results */
    EXPECT_ERROR(r14_with("result 1\n"), 11,
                 "result 1, but the game is not over (seat 0 to move)");
    char text[512];
    snprintf(text, sizeof text, "%sresult 1\n", duel);
    EXPECT_ERROR(text, 8, "result 1, but seat 0 won");
    snprintf(text, sizeof text, "%sresult 0\ncheck winner 0\n", duel);
    EXPECT_ERROR(text, 9, "nothing may follow 'result' (line 8)");
    snprintf(text, sizeof text, "%s1 income\n", duel);
    EXPECT_ERROR(text, 8, "the game is over (seat 0 won)");
    coup_state s;
    snprintf(text, sizeof text, "%scheck winner 0\ncheck to-move none\n"
             "check seat 1 exiled coins 0 hidden up captain contessa\n"
             "result 0\n", duel);
    EXPECT_OK(text, &s);
    CHECK_INT(coup_winner(&s), ==, 0);
}

TEST(crlf_comments_and_case_are_accepted)
{
    /* The whole R14 record with CRLF line ends, errors still counted
     * right. */
    static char crlf[8192];
    size_t k = 0;
    for (const char *p = r14; *p; p++) {
        if (*p == '\n')
            crlf[k++] = '\r';
        crlf[k++] = *p;
    }
    crlf[k] = '\0';
    coup_state s;
    EXPECT_OK(crlf, &s);
    CHECK_INT(s.coins[1], ==, 5);
    strcat(crlf, "check seat 1 coins 6\r\n");
    EXPECT_ERROR(crlf, 67, "seat 1 has 5 coins, expected 6");

    EXPECT_OK("COUP-RECORD 1   # magic\n"
              "\tPlayers\t2\n"
              "OPTIONS Declared_Coup\n"
              "Start 1\n"
              "Seat 0 Coins 1 Up Duke Hidden Captain   # trailing comment\n"
              "SEAT 1 COINS 7 HIDDEN CONTESSA UP DUKE\n"
              "1   COUP 0   captain\n"
              "0 Show Captain\n"
              "Check Winner 1\n"
              "RESULT 1\n",
              &s);
    CHECK(coup_is_over(&s));
}

/* ------------------------------------------------------ good records */

struct seen {
    int moves, first_line, last_line, chance;
};

static void count_moves(void *ctx, const coup_state *before, int seat,
                        coup_move m, int line)
{
    struct seen *v = ctx;
    CHECK(coup_is_legal(before, m));
    CHECK_INT(coup_to_move(before), ==, seat);
    if (v->moves++ == 0)
        v->first_line = line;
    v->last_line = line;
    v->chance += seat == COUP_CHANCE;
}

TEST(r14_worked_example_replays)
{
    coup_record r;
    coup_record_error e;
    coup_state s;
    REQUIRE(coup_record_parse(r14, strlen(r14), &r, &e) == COUP_OK);
    CHECK_INT(r.nnames, ==, 3);
    CHECK_STR(r.names[2], "Haig");
    CHECK(r.has_position);
    CHECK_INT(r.position_line, ==, 6);
    struct seen v = {0, 0, 0, 0};
    int rc = coup_record_replay(&r, &s, count_moves, &v, &e);
    if (!CHECK(rc == COUP_OK))
        fprintf(stderr, "    line %d: %s\n", e.line, e.msg);
    CHECK_INT(v.moves, ==, 35);
    CHECK_INT(v.chance, ==, 3);
    CHECK_INT(v.first_line, ==, 12);
    CHECK_INT(v.last_line, ==, 59);
    CHECK_INT(coup_to_move(&s), ==, 0);
    CHECK(!coup_alive(&s, 2));

    /* Its canonical text replays to the very same state. */
    size_t len;
    char *text = coup_record_format(&r, &len);
    REQUIRE(text != NULL);
    CHECK_INT(len, ==, strlen(text));
    static const char head[] = "coup-record 1\nplayers 3\n"
                               "names Natasha Sacha Haig\nstart 0\n"
                               "seat 0 coins 2 hidden contessa duke\n";
    CHECK(strncmp(text, head, strlen(head)) == 0);
    coup_record r2;
    coup_state s2;
    REQUIRE(coup_record_parse(text, len, &r2, &e) == COUP_OK);
    REQUIRE(coup_record_replay(&r2, &s2, NULL, NULL, &e) == COUP_OK);
    CHECK_MEM(&s, &s2, sizeof s);
    char *text2 = coup_record_format(&r2, NULL);
    CHECK_STR(text2, text);
    free(text);
    free(text2);
    coup_record_free(&r);
    coup_record_free(&r2);
}

/* `check turn`, `check decision`, `check block`, `check legal`: the
 * pending decision and the exact set of legal moves (issue 9). */
TEST(decision_and_legal_checks)
{
    coup_state s;
    /* a claim's challenge window, then the next turn */
    EXPECT_OK(r14_with("0 tax\ncheck turn 0\ncheck decision 1 challenge "
                       "duke\ncheck legal pass, challenge\ncheck block none\n"
                       "1 pass\n2 pass\ncheck decision 1 action\n"
                       "check turn 1\n"), &s);
    /* a Steal: the block window, then the block's own challenge window */
    EXPECT_OK(r14_with("0 steal 1\ncheck decision 1 challenge captain\n"
                       "1 pass\n2 pass\ncheck decision 1 block\n"
                       "check legal pass, block captain, block ambassador\n"
                       "1 block captain\ncheck block 1 captain\n"
                       "check decision 2 challenge captain\n"
                       "check legal challenge, pass\n2 challenge\n"
                       "check decision 1 prove captain\n"
                       "check legal prove, concede\n"), &s);
    /* R4: at 10 coins only Coup is legal */
    EXPECT_OK(coup_with("0 income\n1 income\n2 income\n0 income\n"
                        "1 income\n2 income\n0 income\n1 income\n"
                        "2 income\ncheck seat 0 coins 10\n"
                        "check legal coup 1, coup 2\n"), &s);
    /* chance and the end */
    EXPECT_OK("coup-record 1\nplayers 2\nstart 0\n"
              "seat 0 coins 7 hidden duke captain\n"
              "seat 1 coins 2 hidden contessa up duke\n"
              "0 coup 1\ncheck decision 1 lose\ncheck legal lose contessa\n"
              "1 lose contessa\ncheck decision none\ncheck legal none\n"
              "check turn none\ncheck winner 0\n", &s);
    EXPECT_OK("coup-record 1\nplayers 2\nstart 0\n"
              "check decision chance deal\ncheck turn 0\n"
              "check legal draw duke, draw assassin, draw captain, "
              "draw ambassador, draw contessa\n", &s);
    /* failures name what is and what was expected */
    EXPECT_ERROR(r14_with("check decision 1 action\n"), 11,
                 "check failed: decision: seat 0 action, expected: seat 1 "
                 "action");
    EXPECT_ERROR(r14_with("0 tax\ncheck decision 1 challenge captain\n"),
                 12, "check failed: decision: seat 1 challenge duke, "
                     "expected: seat 1 challenge captain");
    EXPECT_ERROR(r14_with("0 tax\ncheck decision 1 block\n"), 12,
                 "expected: seat 1 block");
    EXPECT_ERROR(r14_with("check legal income, tax\n"), 11,
                 "check failed: legal moves: also 'foreign-aid', "
                 "'exchange', 'steal 1' (and 1 more)");
    EXPECT_ERROR(r14_with("check legal income, foreign-aid, tax, exchange, "
                          "steal 1, steal 2, coup 1\n"), 11,
                 "check failed: legal moves: not legal: 'coup 1'");
    EXPECT_ERROR(r14_with("0 steal 1\n1 pass\n2 pass\ncheck block 1 "
                          "captain\n"), 14,
                 "check failed: block: none, expected seat 1 captain");
    EXPECT_ERROR(r14_with("check turn 2\n"), 11,
                 "check failed: turn: seat 0, expected seat 2");
    /* malformed checks */
    EXPECT_ERROR(r14_with("check legal income, INCOME\n"), 11,
                 "'income' is listed twice after 'check legal'");
    EXPECT_ERROR(r14_with("check legal income,, tax\n"), 11,
                 "check legal, move 2: empty move");
    EXPECT_ERROR(r14_with("check legal\n"), 11, "expected 'check legal MOVE");
    EXPECT_ERROR(r14_with("check decision 1 draw\n"), 11,
                 "'draw' is chance's decision: write 'check decision chance "
                 "draw'");
    EXPECT_ERROR(r14_with("check decision chance action\n"), 11,
                 "'action' is a seat's decision, not chance's");
    EXPECT_ERROR(r14_with("check decision 1 action duke\n"), 11,
                 "only 'challenge' and 'prove' name a card");
    EXPECT_ERROR(r14_with("check decision 1 ponder\n"), 11,
                 "unknown decision 'ponder'");
    EXPECT_ERROR(r14_with("check block 1\n"), 11,
                 "expected 'check block SEAT CARD' or 'check block none'");
    EXPECT_ERROR(r14_with("check turn\n"), 11, "expected 'check turn SEAT'");
    /* the canonical form sorts the list and writes one space */
    coup_record r;
    coup_record_error e;
    const char *in = "coup-record 1\nplayers 2\nstart 0\n"
                     "check legal   DRAW duke,draw contessa ,  draw assassin\n"
                     "check decision CHANCE Deal\ncheck block none\n"
                     "check turn 0\n";
    REQUIRE(coup_record_parse(in, strlen(in), &r, &e) == COUP_OK);
    char *text = coup_record_format(&r, NULL);
    CHECK_STR(text, "coup-record 1\nplayers 2\nstart 0\n"
                    "check legal draw duke, draw assassin, draw contessa\n"
                    "check decision chance deal\ncheck block none\n"
                    "check turn 0\n");
    free(text);
    coup_move twice[2] = {coup_mv(COUP_MV_PASS, COUP_NOBODY, COUP_NOCARD,
                                  COUP_NOCARD),
                          coup_mv(COUP_MV_PASS, COUP_NOBODY, COUP_NOCARD,
                                  COUP_NOCARD)};
    size_t n = r.n;
    CHECK_INT(coup_record_push_legal(&r, 0, twice, 2), ==, COUP_EINVAL);
    CHECK_INT((long)r.n, ==, (long)n);
    coup_record_free(&r);

    /* "check legal none" as the first list of a record: no list storage
     * yet (found by fuzz_record under UBSan: NULL + 0). */
    coup_options o = {.players = 2, .start = 0};
    coup_record_init(&r, &o);
    CHECK_INT(coup_record_push_legal(&r, 0, NULL, 0), ==, COUP_OK);
    CHECK_INT((long)r.n, ==, 1);
    text = coup_record_format(&r, NULL);
    CHECK(text && strstr(text, "check legal none\n") != NULL);
    free(text);
    coup_record_free(&r);
}

/* The format's limits (record.h): a line of COUP_RECORD_LINE_MAX bytes at
 * most, a record of COUP_RECORD_SIZE_MAX; past them, an error at the line
 * that breaks the limit. */
TEST(size_limits)
{
    size_t big = COUP_RECORD_SIZE_MAX + 100;
    char *text = malloc(big + 1);
    REQUIRE(text != NULL);
    coup_record r;
    coup_record_error e;
    /* line 3 is one byte too long; line 2 (CR LF) is exactly the limit */
    int n = sprintf(text, "coup-record 1\n");
    memset(text + n, '#', COUP_RECORD_LINE_MAX);
    n += COUP_RECORD_LINE_MAX;
    n += sprintf(text + n, "\r\n");
    memset(text + n, '#', COUP_RECORD_LINE_MAX + 1);
    n += COUP_RECORD_LINE_MAX + 1;
    text[n] = '\0';
    CHECK_INT(coup_record_parse(text, (size_t)n, &r, &e), ==, COUP_EPARSE);
    CHECK_INT(e.line, ==, 3);
    CHECK(strstr(e.msg, "line longer than 16384 bytes") != NULL);
    coup_record_free(&r);
    /* 8-byte comment lines after the 14-byte first line: the byte at
     * offset COUP_RECORD_SIZE_MAX is on line 1 + (SIZE_MAX - 14) / 8 + 1 */
    n = sprintf(text, "coup-record 1\n");
    while ((size_t)n + 8 <= big) {
        memcpy(text + n, "# 45678\n", 8);
        n += 8;
    }
    CHECK_INT(coup_record_parse(text, (size_t)n, &r, &e), ==, COUP_EPARSE);
    CHECK_INT(e.line, ==, 1 + (COUP_RECORD_SIZE_MAX - 14) / 8 + 1);
    CHECK(strstr(e.msg, "the record goes past 4194304 bytes") != NULL);
    coup_record_free(&r);
    free(text);
}

TEST(format_is_canonical)
{
    coup_options o = {3, COUP_START_RANDOM,
                      COUP_OPT_INQUISITOR | COUP_OPT_DECLARED_COUP};
    coup_record r;
    coup_record_init(&r, &o);
    const char *names[] = {"ann", "bob", "cy"}, *bad[] = {"ann", "b b", "cy"};
    CHECK_INT(coup_record_set_names(&r, 3, bad), ==, COUP_EINVAL);
    CHECK_INT(r.nnames, ==, 0);
    CHECK_INT(coup_record_set_names(&r, 2, names), ==, COUP_EINVAL);
    CHECK_INT(coup_record_set_names(&r, 3, names), ==, COUP_OK);
    r.has_seed = true;
    r.seed = 18446744073709551615ull;
    CHECK_INT(coup_record_add(&r, COUP_CHANCE,
                              coup_mv(COUP_MV_START, 2, COUP_NOCARD,
                                      COUP_NOCARD)), ==, COUP_OK);
    CHECK_INT(coup_record_add(&r, 2, coup_mv(COUP_MV_COUP, 0, COUP_DUKE,
                                             COUP_NOCARD)), ==, COUP_OK);
    CHECK_INT(coup_record_add(&r, 11, coup_mv(COUP_MV_INCOME, COUP_NOBODY,
                                              COUP_NOCARD, COUP_NOCARD)),
              ==, COUP_EINVAL);
    coup_record_item it;
    memset(&it, 0, sizeof it);
    it.kind = COUP_RECORD_CHECK;
    it.check.kind = COUP_CHECK_SEAT;
    it.check.seat = 1;
    it.check.coins = 2;
    it.check.alive = 0;
    it.check.faction = -1;
    it.check.nhidden = 0;
    it.check.nup = 2;
    it.check.up[0] = COUP_DUKE;
    it.check.up[1] = COUP_DUKE;
    CHECK_INT(coup_record_push(&r, &it), ==, COUP_OK);
    r.result = 1;
    char *text = coup_record_format(&r, NULL);
    CHECK_STR(text, "coup-record 1\n"
                    "players 3\n"
                    "options inquisitor declared_coup\n"
                    "names ann bob cy\n"
                    "start random\n"
                    "seed 18446744073709551615\n"
                    "* start 2\n"
                    "2 coup 0 duke\n"
                    "check seat 1 coins 2 hidden up duke duke exiled\n"
                    "result 1\n");
    free(text);
    coup_record_free(&r);
    coup_record_free(&r); /* freeing twice is harmless */
}

/* ------------------------------------------------ random round trips */

/* Options for game g: every player count and option combination, the
 * draft only with two players, random and fixed starting seats. */
static coup_options options_for(int g)
{
    coup_options o;
    o.players = 2 + g % 9;
    o.flags = (unsigned)(g / 9) % 16;
    if (o.players != 2)
        o.flags &= ~(unsigned)COUP_OPT_TWO_PLAYER_DRAFT;
    o.start = (g / 144) % 2 ? COUP_START_RANDOM : g % o.players;
    return o;
}

static coup_move random_move(const coup_state *s, coup_rng *rng)
{
    if (coup_to_move(s) == COUP_CHANCE)
        return coup_chance_pick(
            s, coup_rng_below(rng, (uint32_t)coup_chance_total(s)));
    coup_move moves[COUP_MAX_MOVES];
    int n = coup_legal_moves(s, moves);
    return moves[coup_rng_below(rng, (uint32_t)n)];
}

/* A check that holds in s, of a random kind. */
static coup_record_item true_check(const coup_state *s, coup_rng *rng)
{
    coup_record_item it;
    memset(&it, 0, sizeof it);
    it.kind = COUP_RECORD_CHECK;
    coup_record_check *c = &it.check;
    c->seat = c->coins = c->alive = c->nhidden = c->nup = -1;
    for (int k = 0; k < COUP_NCARDS; k++)
        c->court[k] = -1;
    c->phase = c->card = -1;
    c->kind = (int)coup_rng_below(rng, 8); /* COUP_CHECK_LEGAL: below */
    switch (c->kind) {
    case COUP_CHECK_SEAT: {
        int p = (int)coup_rng_below(rng, (uint32_t)s->players);
        c->seat = p;
        c->coins = s->coins[p];
        c->alive = coup_alive(s, p);
        c->nhidden = c->nup = 0;
        for (int k = 0; k < 2; k++) {
            uint8_t slot = s->card[p][k];
            if ((slot & 7) == COUP_NOCARD)
                continue;
            if (slot & COUP_UP)
                c->up[c->nup++] = slot & 7;
            else
                c->hidden[c->nhidden++] = slot;
        }
        break;
    }
    case COUP_CHECK_COURT:
        c->court[coup_rng_below(rng, COUP_NCARDS)] = 0; /* one at least */
        for (int k = 0; k < COUP_NCARDS; k++)
            if (c->court[k] >= 0 || coup_rng_below(rng, 2))
                c->court[k] = s->court[k];
        break;
    case COUP_CHECK_COURT_SIZE:
        c->value = coup_court_size(s);
        break;
    case COUP_CHECK_TO_MOVE:
        c->value = coup_to_move(s);
        break;
    case COUP_CHECK_TURN:
        c->value = s->phase == COUP_PH_START || s->actor == COUP_NOBODY
                       ? -1
                       : s->actor;
        break;
    case COUP_CHECK_DECISION:
        c->value = coup_to_move(s);
        c->phase = s->phase;
        if ((s->phase == COUP_PH_CHALLENGE || s->phase == COUP_PH_PROVE) &&
            coup_rng_below(rng, 2))
            c->card = s->claim;
        break;
    case COUP_CHECK_BLOCK:
        c->value = s->blocker == COUP_NOBODY ? -1 : s->blocker;
        c->card = s->blocker == COUP_NOBODY ? -1 : s->block;
        break;
    default:
        c->value = coup_winner(s);
        break;
    }
    return it;
}

static void flag_visit(void *ctx, const coup_state *before, int seat,
                       coup_move m, int line)
{
    (void)before;
    (void)seat;
    (void)m;
    (void)line;
    ++*(long *)ctx;
}

TEST(random_games_round_trip)
{
    coup_rng rng;
    coup_rng_seed(&rng, 2024);
    int games = 2000, failures = 0;
    long total_moves = 0;
    static const char *const names[] = {"Ada", "Bo", "Cy.3", "D_d", "e-e",
                                        "F", "G", "H", "I", "J"};
    for (int g = 0; g < games && failures < 3; g++) {
        coup_options o = options_for(g);
        coup_state s;
        coup_record r;
        long moves = 0;
        REQUIRE(coup_init(&s, &o) == COUP_OK);
        coup_record_init(&r, &o);
        if (g % 4 == 0)
            REQUIRE(coup_record_set_names(&r, o.players, names) == COUP_OK);
        if (g % 5 == 0) { /* a seed, but every chance line written */
            r.has_seed = true;
            r.seed = coup_rng_next(&rng);
        }
        while (!coup_is_over(&s)) {
            /* With a seed, a check at a chance node would draw. */
            if (coup_rng_below(&rng, 20) == 0 &&
                !(r.has_seed && coup_to_move(&s) == COUP_CHANCE)) {
                coup_record_item it = true_check(&s, &rng);
                REQUIRE(coup_record_push(&r, &it) == COUP_OK);
            }
            /* `check legal`, the moves in the engine's order (the record
             * sorts them) */
            if (coup_rng_below(&rng, 25) == 0 &&
                !(r.has_seed && coup_to_move(&s) == COUP_CHANCE)) {
                coup_move legal[COUP_MAX_MOVES];
                int n = coup_legal_moves(&s, legal);
                REQUIRE(coup_record_push_legal(&r, 0, legal, n) == COUP_OK);
            }
            coup_move m = random_move(&s, &rng);
            REQUIRE(coup_record_add(&r, coup_to_move(&s), m) == COUP_OK);
            REQUIRE(coup_apply(&s, m) == COUP_OK);
            moves++;
        }
        if (g % 3)
            r.result = coup_winner(&s);
        total_moves += moves;

        size_t len;
        char *text = coup_record_format(&r, &len);
        REQUIRE(text != NULL);
        coup_record r2;
        coup_record_error e;
        coup_state s2;
        long seen = 0;
        int ok = coup_record_parse(text, len, &r2, &e) == COUP_OK &&
                 coup_record_replay(&r2, &s2, flag_visit, &seen, &e) ==
                     COUP_OK;
        if (!CHECK(ok)) {
            fprintf(stderr, "    game %d, line %d: %s\n", g, e.line, e.msg);
            failures++;
        } else {
            CHECK_INT(seen, ==, moves);
            if (!CHECK_MEM(&s, &s2, sizeof s))
                failures++;
            char *text2 = coup_record_format(&r2, NULL);
            if (!CHECK(text2 && strcmp(text, text2) == 0)) {
                fprintf(stderr, "    game %d: format(parse(text)) differs\n",
                        g);
                failures++;
            }
            free(text2);
        }
        free(text);
        coup_record_free(&r);
        coup_record_free(&r2);
    }
    CHECK_INT(total_moves, >, 100000);
}

/* --------------------------------------------------------- seeded */

/* Plays game g with chance drawn from a coup_rng seeded `seed` (the
 * record's stream) and records only some chance outcomes: in each run of
 * chance moves, a prefix is written (drawn from another stream, so the
 * seed stream is not used), the rest left to the seed. */
static void seeded_game(int g, uint64_t seed, coup_record *r, coup_state *s)
{
    coup_rng players, chance, other;
    coup_options o = options_for(g);
    coup_rng_seed(&players, seed ^ 0x5eed);
    coup_rng_seed(&chance, seed);
    coup_rng_seed(&other, seed + 1);
    coup_init(s, &o);
    coup_record_init(r, &o);
    r->has_seed = true;
    r->seed = seed;
    bool written = true; /* still in the written prefix of a chance run */
    while (!coup_is_over(s)) {
        coup_move m;
        int seat = coup_to_move(s);
        if (seat == COUP_CHANCE) {
            written = written && coup_rng_below(&other, 3) == 0;
            m = random_move(s, written ? &other : &chance);
            if (written)
                coup_record_add(r, seat, m);
        } else {
            written = true;
            m = random_move(s, &players);
            coup_record_add(r, seat, m);
        }
        coup_apply(s, m);
    }
    r->result = coup_winner(s);
}

TEST(seeded_records_replay_without_chance_lines)
{
    for (int g = 0; g < 300; g++) {
        coup_record r, r2;
        coup_record_error e;
        coup_state s, s2, s3;
        uint64_t seed = 1000003ull * (uint64_t)g + 7;
        seeded_game(g, seed, &r, &s);
        char *text = coup_record_format(&r, NULL);
        REQUIRE(text != NULL);
        REQUIRE(coup_record_parse(text, strlen(text), &r2, &e) == COUP_OK);
        int rc = coup_record_replay(&r2, &s2, NULL, NULL, &e);
        if (!CHECK(rc == COUP_OK))
            fprintf(stderr, "    game %d, line %d: %s\n", g, e.line, e.msg);
        CHECK_MEM(&s, &s2, sizeof s);
        REQUIRE(coup_record_replay(&r2, &s3, NULL, NULL, &e) == COUP_OK);
        CHECK_MEM(&s2, &s3, sizeof s2);
        free(text);
        coup_record_free(&r);
        coup_record_free(&r2);
    }
    /* Another seed gives another game (or at least another deal). */
    coup_record r;
    coup_record_error e;
    coup_state s, s2;
    seeded_game(0, 42, &r, &s);
    r.seed = 43;
    int rc = coup_record_replay(&r, &s2, NULL, NULL, &e);
    CHECK(rc != COUP_OK || memcmp(&s, &s2, sizeof s) != 0);
    coup_record_free(&r);

    /* Nothing is drawn at the end of the text: a seeded record without
     * moves stops before the deal. */
    EXPECT_OK("coup-record 1\nplayers 4\nstart 2\nseed 9\n", &s);
    CHECK_INT(coup_to_move(&s), ==, COUP_CHANCE);
    CHECK_INT(coup_court_size(&s), ==, 15);
    /* ... and a check draws the deal first. */
    EXPECT_OK("coup-record 1\nplayers 4\nstart 2\nseed 9\ncheck to-move 2\n"
              "check court-size 7\n", &s);
}

/* ------------------------------------------------------ docs examples */

/* Every ```coup-record block in docs/record-format.md replays. */
TEST(documentation_examples_replay)
{
    FILE *f = fopen(COUP_SRC_DIR "/docs/record-format.md", "rb");
    REQUIRE(f != NULL);
    static char doc[1 << 16];
    size_t n = fread(doc, 1, sizeof doc - 1, f);
    fclose(f);
    doc[n] = '\0';
    int examples = 0;
    const char *open = "```coup-record\n";
    for (char *p = strstr(doc, open); p; p = strstr(p, open)) {
        p += strlen(open);
        char *end = strstr(p, "```");
        REQUIRE(end != NULL);
        *end = '\0';
        coup_state s;
        coup_record_error e;
        if (!CHECK(run(p, &s, &e) == COUP_OK))
            fprintf(stderr, "    example %d, line %d: %s\n", examples + 1,
                    e.line, e.msg);
        examples++;
        p = end + 3;
    }
    CHECK_INT(examples, >=, 2);
}

TEST_MAIN()
