/*
 * tutorial.c: the tutorial's game (docs/tutorial.md), a game record with
 * its lessons' places marked, and the lessons' marker names. The texts of
 * the lessons are in each language's table (coup_lang.lesson[]); the
 * server turns the record into what the browser plays through
 * (src/server/tutorial.c).
 *
 * Seat 0 is the player, who holds a Duke and an Ambassador; Ada (seat 1)
 * a Duke and an Assassin; Bram (seat 2) a Captain and an Ambassador. The
 * game teaches, by doing: Income, a block (the Duke against Foreign Aid),
 * a challenge won (Bram's bluff), Exchange, a claim let pass, Tax, a claim
 * proven (Bram out), an assassination blocked by the Contessa, Foreign Aid
 * blocked and a challenge lost (an influence lost), the Coup forced at 10
 * coins (R4), and a Coup to win. Every chance outcome is written, so the
 * game is the same for everyone.
 */
#include <stddef.h>

#include <coup/text.h>

const char coup_tutorial_record[] =
    "coup-record 1\n"
    "players 3\n"
    "names You Ada Bram\n"
    "start 0\n"
    "seat 0 coins 2 hidden duke ambassador\n"
    "seat 1 coins 2 hidden duke assassin\n"
    "seat 2 coins 2 hidden captain ambassador\n"
    "#@ intro\n"
    "#@ income\n"
    "0 income\n"
    "1 foreign-aid\n"
    "2 pass\n"
    "#@ block\n"
    "0 block duke\n"
    "1 pass\n"
    "2 pass\n"
    "2 tax            # a bluff: Bram holds no Duke\n"
    "#@ challenge\n"
    "0 challenge\n"
    "2 concede\n"
    "2 lose captain\n"
    "#@ exchange\n"
    "0 exchange\n"
    "1 pass\n"
    "2 pass\n"
    "* draw contessa\n"
    "* draw assassin\n"
    "#@ keep\n"
    "0 keep duke contessa\n"
    "1 tax\n"
    "2 pass\n"
    "#@ let_pass\n"
    "0 pass\n"
    "2 income\n"
    "#@ tax\n"
    "0 tax\n"
    "1 pass\n"
    "2 challenge\n"
    "#@ prove\n"
    "0 prove\n"
    "2 lose ambassador\n"
    "* draw duke\n"
    "check seat 2 exiled\n"
    "1 assassinate 0\n"
    "#@ assassinate\n"
    "0 pass\n"
    "#@ block_assassin\n"
    "0 block contessa\n"
    "1 pass\n"
    "#@ foreign_aid\n"
    "0 foreign-aid\n"
    "1 block duke\n"
    "#@ challenge_lost\n"
    "0 challenge\n"
    "1 prove\n"
    "#@ lose\n"
    "0 lose contessa\n"
    "* draw captain\n"
    "1 income\n"
    "#@ tax_again\n"
    "0 tax\n"
    "1 pass\n"
    "1 income\n"
    "#@ foreign_aid_again\n"
    "0 foreign-aid\n"
    "1 pass\n"
    "1 income\n"
    "check seat 0 coins 11\n"
    "check legal coup 1   # R4: at 10 coins or more, only a Coup\n"
    "#@ must_coup\n"
    "0 coup 1\n"
    "1 lose captain\n"
    "1 income\n"
    "#@ tax_last\n"
    "0 tax\n"
    "1 pass\n"
    "1 income\n"
    "#@ coup\n"
    "0 coup 1\n"
    "1 lose assassin\n"
    "#@ won\n"
    "result 0\n";

static const char *const names[COUP_LESSON_N] = {
    "intro", "income", "block", "challenge", "exchange", "keep", "let_pass",
    "tax", "prove", "assassinate", "block_assassin", "foreign_aid",
    "challenge_lost", "lose", "tax_again", "foreign_aid_again", "must_coup",
    "tax_last", "coup", "won",
};

const char *coup_lesson_name(int lesson)
{
    return lesson >= 0 && lesson < COUP_LESSON_N ? names[lesson] : NULL;
}
