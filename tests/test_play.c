/*
 * test_play.c - the pieces of `coup play` that stand alone: the language
 * tables (src/cli/lang*.c: every field set, every template fit to fill, the
 * long texts fit an 80-column terminal, lang_say() itself), the narration
 * as each viewer may see it (R9), and the reading of typed lines.
 * tests/cli/play.sh plays whole games through the program.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/input.h"
#include "cli/lang.h"
#include "cli/narrate.h"
#include "test.h"

#define NFIELDS (sizeof(lang) / sizeof(const char *))

static const char *field(const lang *l, size_t i)
{
    const char *p;
    memcpy(&p, (const char *)l + i * sizeof p, sizeof p);
    return p;
}

/* The placeholders a template uses, as a bit set over 'a'..'z' and
 * 'A'..'Z'; {A} and {a} (and {T}, {t}) count as one. */
static unsigned long long holes(const char *s)
{
    unsigned long long set = 0;
    for (; s && *s; s++) {
        if (s[0] != '{' || !s[1] || s[2] != '}')
            continue;
        char c = s[1];
        if (c == 'a')
            c = 'A';
        if (c == 't')
            c = 'T';
        if (c >= 'a' && c <= 'z')
            set |= 1ull << (c - 'a');
        else if (c >= 'A' && c <= 'Z')
            set |= 1ull << (26 + c - 'A');
    }
    return set;
}

TEST(every_field_is_set)
{
    for (int i = 0; langs[i]; i++) {
        int missing = -1;
        if (!CHECK(lang_complete(langs[i], &missing)))
            fprintf(stderr, "  %s: field #%d is missing\n", langs[i]->code,
                    missing);
    }
    CHECK(langs[0] == &lang_en);
    CHECK(langs[4] == NULL);
}

TEST(templates_use_the_english_placeholders)
{
    for (int i = 1; langs[i]; i++)
        for (size_t f = 2; f < NFIELDS; f++) {
            unsigned long long en = holes(field(&lang_en, f));
            unsigned long long xx = holes(field(langs[i], f));
            if (!CHECK(en == xx))
                fprintf(stderr, "  %s field #%zu: \"%s\" vs \"%s\"\n",
                        langs[i]->code, f, field(&lang_en, f),
                        field(langs[i], f));
        }
}

/* Display columns of a line of UTF-8. */
static int columns(const char *s, size_t n)
{
    int w = 0;
    for (size_t i = 0; i < n; i++)
        w += ((unsigned char)s[i] & 0xC0) != 0x80;
    return w;
}

static void check_lines(const lang *l, const char *what, const char *text)
{
    for (const char *p = text; *p;) {
        size_t n = strcspn(p, "\n");
        if (!CHECK(columns(p, n) <= 78))
            fprintf(stderr, "  %s %s: %d columns: %.*s\n", l->code, what,
                    columns(p, n), (int)n, p);
        p += n + (p[n] == '\n');
    }
}

TEST(long_texts_fit_80_columns)
{
    for (int i = 0; langs[i]; i++) {
        const lang *l = langs[i];
        check_lines(l, "rules", l->rules);
        check_lines(l, "help_commands", l->help_commands);
        for (int ph = 0; ph < COUP_NPHASES; ph++)
            check_lines(l, "help", l->help[ph]);
        /* the words a person types stay English in every language */
        CHECK(strstr(l->help_commands, "help") != NULL);
        CHECK(strstr(l->help_commands, "log") != NULL);
        CHECK(strstr(l->help_commands, "rules") != NULL);
        CHECK(strstr(l->help_commands, "quit") != NULL);
        CHECK(strstr(l->hint, "help") != NULL);
    }
}

TEST(rulebook_names)
{
    CHECK_STR(lang_it.card[COUP_DUKE], "Duca");
    CHECK_STR(lang_pt.card[COUP_DUKE], "Duque");
    CHECK_STR(lang_es.card[COUP_DUKE], "Duque");
    CHECK_STR(lang_it.card[COUP_CONTESSA], "Contessa");
    CHECK_STR(lang_pt.card[COUP_CONTESSA], "Condessa");
    CHECK_STR(lang_es.card[COUP_CONTESSA], "Condesa");
    CHECK_STR(lang_pt.card[COUP_AMBASSADOR], "Embaixador");
    CHECK_STR(lang_es.card[COUP_ASSASSIN], "Asesino");
    CHECK_STR(lang_it.card[COUP_INQUISITOR], "Inquisitore");
}

TEST(say_fills_templates)
{
    char buf[128];
    say_args v = {.A = "Sacha", .T = "Haig", .c = "Captain", .n = 1, .k = 2,
                  .m = 7};
    CHECK_STR(lang_say(&lang_en, buf, sizeof buf,
                       "{A} claims {c} to steal from {t}.", &v),
              "Sacha claims Captain to steal from Haig.");
    CHECK_STR(lang_say(&lang_en, buf, sizeof buf, "{n}, {k}, {m}", &v),
              "1 coin, 2 cards, 7");
    CHECK_STR(lang_say(&lang_it, buf, sizeof buf, "{n}", &v), "1 gettone");
    v.n = 3;
    CHECK_STR(lang_say(&lang_pt, buf, sizeof buf, "{n}", &v), "3 moedas");
    /* missing values, unknown and broken placeholders */
    CHECK_STR(lang_say(&lang_en, buf, sizeof buf, "{d}/{z}/{A", &v),
              "?/{z}/{A");
    CHECK_STR(lang_say(&lang_en, buf, sizeof buf, "{A}", NULL), "?");
    /* truncation keeps the NUL */
    CHECK_STR(lang_say(&lang_en, buf, 6, "{A} {T}", &v), "Sacha");
    CHECK_STR(lang_say(&lang_en, buf, 1, "{A}", &v), "");
}

TEST(card_lists)
{
    char buf[128];
    uint8_t cards[3] = {COUP_DUKE, COUP_CAPTAIN, COUP_CONTESSA};
    CHECK_STR(lang_cards(&lang_en, buf, sizeof buf, cards, 1), "Duke");
    CHECK_STR(lang_cards(&lang_en, buf, sizeof buf, cards, 2),
              "Duke and Captain");
    CHECK_STR(lang_cards(&lang_en, buf, sizeof buf, cards, 3),
              "Duke, Captain and Contessa");
    CHECK_STR(lang_cards(&lang_es, buf, sizeof buf, cards, 2),
              "Duque y Capitán");
    CHECK_STR(lang_cards(&lang_en, buf, sizeof buf, cards, 0), "");
}

TEST(finding_a_language)
{
    CHECK(lang_find("en") == &lang_en);
    CHECK(lang_find("pt_BR.UTF-8") == &lang_pt);
    CHECK(lang_find("es_ES") == &lang_es);
    CHECK(lang_find("it") == &lang_it);
    CHECK(lang_find("fr") == NULL);
    CHECK(lang_find("english") == NULL);
    CHECK(lang_find("") == NULL);
    CHECK(lang_find(NULL) == NULL);
    unsetenv("LC_ALL");
    unsetenv("LC_MESSAGES");
    setenv("LANG", "it_IT.UTF-8", 1);
    CHECK(lang_default() == &lang_it);
    setenv("LC_ALL", "C", 1);
    CHECK(lang_default() == &lang_en);
    setenv("LC_ALL", "es_MX.UTF-8", 1);
    CHECK(lang_default() == &lang_es);
}

/* What narrate() says of move m in s, as viewer sees it. */
static char *tell(const coup_state *s, int seat, coup_move m, int viewer,
                  const lang *l)
{
    static char text[1024];
    FILE *f = fmemopen(text, sizeof text, "w");
    if (!f)
        return strcpy(text, "(fmemopen failed)");
    narrate(f, l, s, seat, m, NULL, viewer);
    fclose(f);
    return text;
}

/* R9 in the story a person reads: the cards a seat draws, keeps or
 * concedes with are named to that seat (and to NARRATE_ALL) only. */
TEST(narration_respects_R9)
{
    coup_options o = {3, 0, 0};
    coup_position p = {.coins = {2, 2, 2},
                       .card = {{COUP_DUKE, COUP_CONTESSA},
                                {COUP_CAPTAIN, COUP_ASSASSIN},
                                {COUP_DUKE, COUP_AMBASSADOR}}};
    coup_state s;
    REQUIRE(coup_init_position(&s, &o, &p, NULL, 0) == 0);
    coup_move exch = coup_mv(COUP_MV_EXCHANGE, COUP_NOBODY, COUP_NOCARD,
                             COUP_NOCARD);
    REQUIRE(coup_apply(&s, exch) == 0);
    coup_move pass = coup_mv(COUP_MV_PASS, COUP_NOBODY, COUP_NOCARD,
                             COUP_NOCARD);
    REQUIRE(coup_apply(&s, pass) == 0);
    REQUIRE(coup_apply(&s, pass) == 0);
    coup_move draw = coup_mv(COUP_MV_DRAW, COUP_NOBODY, COUP_CAPTAIN,
                             COUP_NOCARD);
    CHECK_STR(tell(&s, COUP_CHANCE, draw, 0, &lang_en),
              "Seat 0 draws Captain.\n");
    CHECK_STR(tell(&s, COUP_CHANCE, draw, 1, &lang_en),
              "Seat 0 draws a card.\n");
    CHECK_STR(tell(&s, COUP_CHANCE, draw, NARRATE_PUBLIC, &lang_it),
              tell(&s, COUP_CHANCE, draw, 2, &lang_it));
    REQUIRE(coup_apply(&s, draw) == 0);
    draw.card = COUP_ASSASSIN;
    REQUIRE(coup_apply(&s, draw) == 0);
    coup_move keep = coup_mv(COUP_MV_KEEP, COUP_NOBODY, COUP_DUKE,
                             COUP_CAPTAIN);
    CHECK_STR(tell(&s, 0, keep, NARRATE_ALL, &lang_en),
              "Seat 0 keeps Duke and Captain and returns Assassin and "
              "Contessa to the Court.\n");
    CHECK_STR(tell(&s, 0, keep, 0, &lang_en),
              tell(&s, 0, keep, NARRATE_ALL, &lang_en));
    CHECK_STR(tell(&s, 0, keep, 2, &lang_en),
              "Seat 0 keeps 2 cards and returns the others to the Court.\n");
    REQUIRE(coup_apply(&s, keep) == 0);

    /* seat 1 claims Duke (it holds none) and is challenged */
    coup_move tax = coup_mv(COUP_MV_TAX, COUP_NOBODY, COUP_NOCARD,
                            COUP_NOCARD);
    coup_move challenge = coup_mv(COUP_MV_CHALLENGE, COUP_NOBODY, COUP_NOCARD,
                                  COUP_NOCARD);
    REQUIRE(coup_apply(&s, tax) == 0);
    REQUIRE(coup_apply(&s, challenge) == 0);
    coup_move concede = coup_mv(COUP_MV_CONCEDE, COUP_NOBODY, COUP_NOCARD,
                                COUP_NOCARD);
    CHECK_STR(tell(&s, 1, concede, NARRATE_ALL, &lang_en),
              "Seat 1 cannot prove Duke.\n");
    CHECK_STR(tell(&s, 1, concede, 1, &lang_en),
              "Seat 1 cannot prove Duke.\n");
    CHECK_STR(tell(&s, 1, concede, 0, &lang_en),
              "Seat 1 does not prove Duke.\n");
    /* every language names the card the same way for all viewers */
    for (int i = 0; langs[i]; i++)
        CHECK(strstr(tell(&s, 1, concede, 2, langs[i]),
                     langs[i]->card[COUP_DUKE]) != NULL);
}

/* The English narration is what `coup replay` has always printed. */
TEST(narration_in_english_and_italian)
{
    coup_options o = {2, 0, 0};
    coup_position p = {.coins = {1, 2},
                       .card = {{COUP_DUKE, COUP_CONTESSA},
                                {COUP_CAPTAIN, COUP_ASSASSIN}}};
    const char *names[2] = {"Natasha", "Sacha"};
    coup_state s;
    REQUIRE(coup_init_position(&s, &o, &p, NULL, 0) == 0);
    coup_move steal = coup_mv(COUP_MV_STEAL, 1, COUP_NOCARD, COUP_NOCARD);
    char text[256];
    FILE *f = fmemopen(text, sizeof text, "w");
    REQUIRE(f != NULL);
    narrate(f, &lang_en, &s, 0, steal, names, NARRATE_ALL);
    fclose(f);
    CHECK_STR(text, "Natasha claims Captain to steal from Sacha.\n");
    f = fmemopen(text, sizeof text, "w");
    REQUIRE(f != NULL);
    narrate(f, &lang_it, &s, 0, steal, names, 1);
    fclose(f);
    CHECK(strstr(text, "Capitano") != NULL);
    CHECK(strstr(text, "Natasha") != NULL && strstr(text, "Sacha") != NULL);
    char what[200];
    narrate_to_move(what, sizeof what, &lang_en, &s, names);
    CHECK_STR(what, "Natasha to choose an action");
}

TEST(typed_lines)
{
    const char *names[3] = {"Anna", "Sacha", "Haig"};
    int k = -1;
    coup_move m;
    CHECK_INT(input_parse("", 3, false, names, 3, &k, &m), ==, IN_EMPTY);
    CHECK_INT(input_parse(" \t ", 3, false, names, 3, &k, &m), ==, IN_EMPTY);
    CHECK_INT(input_parse(" HELP ", 3, false, names, 3, &k, &m), ==, IN_HELP);
    CHECK_INT(input_parse("?", 3, false, names, 3, &k, &m), ==, IN_HELP);
    CHECK_INT(input_parse("rules", 3, false, names, 3, &k, &m), ==, IN_RULES);
    CHECK_INT(input_parse("log", 3, false, names, 3, &k, &m), ==, IN_LOG);
    CHECK_INT(input_parse("Quit", 3, false, names, 3, &k, &m), ==, IN_QUIT);
    CHECK_INT(input_parse("back", 3, false, names, 3, &k, &m), ==, IN_BACK);
    CHECK_INT(input_parse("2", 3, false, names, 3, &k, &m), ==, IN_CHOICE);
    CHECK_INT(k, ==, 2);
    CHECK_INT(input_parse("0", 3, false, names, 3, &k, &m), ==, IN_BAD_NUMBER);
    CHECK_INT(input_parse("0", 3, true, names, 3, &k, &m), ==, IN_BACK);
    CHECK_INT(input_parse("4", 3, false, names, 3, &k, &m), ==, IN_BAD_NUMBER);
    CHECK_INT(input_parse("99999999999999999999", 3, false, names, 3, &k, &m),
              ==, IN_BAD_NUMBER);
    CHECK_INT(input_parse("steal haig", 3, false, names, 3, &k, &m), ==,
              IN_MOVE);
    CHECK(coup_move_eq(m, coup_mv(COUP_MV_STEAL, 2, COUP_NOCARD,
                                  COUP_NOCARD)));
    CHECK_INT(input_parse(" block  captain ", 3, false, names, 3, &k, &m), ==,
              IN_MOVE);
    CHECK(coup_move_eq(m, coup_mv(COUP_MV_BLOCK, COUP_NOBODY, COUP_CAPTAIN,
                                  COUP_NOCARD)));
    CHECK_INT(input_parse("coup 1 duke", 3, false, NULL, 3, &k, &m), ==,
              IN_MOVE);
    CHECK_INT(input_parse("xyzzy", 3, false, names, 3, &k, &m), ==,
              IN_BAD_WORD);
    CHECK_INT(input_parse("steal nobody", 3, false, names, 3, &k, &m), ==,
              IN_BAD_WORD);
    CHECK_INT(input_parse("-1", 3, false, names, 3, &k, &m), ==, IN_BAD_WORD);
    char longline[600];
    memset(longline, 'x', sizeof longline - 1);
    longline[sizeof longline - 1] = '\0';
    CHECK_INT(input_parse(longline, 3, false, names, 3, &k, &m), ==,
              IN_BAD_WORD);
}

TEST(bot_lists_and_seats)
{
    char specs[4][INPUT_SPEC_MAX];
    CHECK_INT(input_bot_specs("heuristic", specs, 4), ==, 1);
    CHECK_STR(specs[0], "heuristic");
    CHECK_INT(input_bot_specs("heuristic:bluff=0.3,x=1,random", specs, 4), ==,
              2);
    CHECK_STR(specs[0], "heuristic:bluff=0.3,x=1");
    CHECK_STR(specs[1], "random");
    CHECK_INT(input_bot_specs("", specs, 4), ==, -1);
    CHECK_INT(input_bot_specs("a,,b", specs, 4), ==, -1);
    CHECK_INT(input_bot_specs("a,", specs, 4), ==, -1);
    CHECK_INT(input_bot_specs("a,b,c,d,e", specs, 4), ==, -1);
    CHECK_INT(input_bot_specs("x=1", specs, 4), ==, 1); /* no spec before */
    char longspec[100];
    memset(longspec, 'h', sizeof longspec - 1);
    longspec[sizeof longspec - 1] = '\0';
    CHECK_INT(input_bot_specs(longspec, specs, 4), ==, -1);

    unsigned bits = 99;
    CHECK_INT(input_seats("0", 4, &bits), ==, 0);
    CHECK_UINT(bits, ==, 1u);
    CHECK_INT(input_seats("0,2", 4, &bits), ==, 0);
    CHECK_UINT(bits, ==, 5u);
    CHECK_INT(input_seats("9", 10, &bits), ==, 0);
    CHECK_UINT(bits, ==, 512u);
    bits = 7;
    CHECK_INT(input_seats("4", 4, &bits), ==, -1);
    CHECK_INT(input_seats("", 4, &bits), ==, -1);
    CHECK_INT(input_seats("0,", 4, &bits), ==, -1);
    CHECK_INT(input_seats(" 1", 4, &bits), ==, -1);
    CHECK_INT(input_seats("-1", 4, &bits), ==, -1);
    CHECK_INT(input_seats("1;2", 4, &bits), ==, -1);
    CHECK_INT(input_seats("999", 4, &bits), ==, -1);
    CHECK_UINT(bits, ==, 7u); /* unchanged on error */
}

int main(void)
{
    RUN(bot_lists_and_seats);
    RUN(typed_lines);
    RUN(narration_respects_R9);
    RUN(narration_in_english_and_italian);
    RUN(every_field_is_set);
    RUN(templates_use_the_english_placeholders);
    RUN(long_texts_fit_80_columns);
    RUN(rulebook_names);
    RUN(say_fills_templates);
    RUN(card_lists);
    RUN(finding_a_language);
    TEST_MAIN_END();
}
