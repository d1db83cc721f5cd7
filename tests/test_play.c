/*
 * test_play.c - the pieces of `coup play` that stand alone: the language
 * tables (src/text/lang*.c: every field set, every template fit to fill, the
 * long texts fit an 80-column terminal, coup_lang_say() itself), the narration
 * as each viewer may see it (R9), and the reading of typed lines.
 * tests/cli/play.sh plays whole games through the program.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <coup/text.h>

#include "cli/input.h"
#include "test.h"

#define NFIELDS (sizeof(coup_lang) / sizeof(const char *))

static char *tell(const coup_state *s, int seat, coup_move m, int viewer,
                  const coup_lang *l);

static const char *field(const coup_lang *l, size_t i)
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
    for (int i = 0; coup_langs[i]; i++) {
        int missing = -1;
        if (!CHECK(coup_lang_complete(coup_langs[i], &missing)))
            fprintf(stderr, "  %s: field #%d is missing\n", coup_langs[i]->code,
                    missing);
    }
    CHECK(coup_langs[0] == &coup_lang_en);
    CHECK(coup_langs[8] == NULL);
}

TEST(templates_use_the_english_placeholders)
{
    for (int i = 1; coup_langs[i]; i++)
        for (size_t f = 2; f < NFIELDS; f++) {
            unsigned long long en = holes(field(&coup_lang_en, f));
            unsigned long long xx = holes(field(coup_langs[i], f));
            if (!CHECK(en == xx))
                fprintf(stderr, "  %s field #%zu: \"%s\" vs \"%s\"\n",
                        coup_langs[i]->code, f, field(&coup_lang_en, f),
                        field(coup_langs[i], f));
        }
}

/* Display columns of a line of UTF-8. */
static int columns(const char *s, size_t n)
{
    int w = 0;
    for (size_t i = 0; i < n; i++)
        w += coup_char_columns(s + i);
    return w;
}

static void check_lines(const coup_lang *l, const char *what, const char *text)
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
    for (int i = 0; coup_langs[i]; i++) {
        const coup_lang *l = coup_langs[i];
        char card[2048];
        check_lines(l, "rules", coup_lang_rules_card(l, false, card, sizeof card));
        check_lines(l, "rules", coup_lang_rules_card(l, true, card, sizeof card));
        check_lines(l, "help_commands", l->help_commands);
        for (int ph = 0; ph < COUP_NPHASES; ph++)
            check_lines(l, "help", l->help[ph]);
        check_lines(l, "help", l->help_show_hand);
        check_lines(l, "help", l->help_keep_inquisitor);
        check_lines(l, "help", l->help_keep_r10);
        /* English command words work in every language: the texts say so */
        CHECK(strstr(l->help_commands, "help") != NULL);
        CHECK(strstr(l->help_commands, "log") != NULL);
        CHECK(strstr(l->help_commands, "rules") != NULL);
        CHECK(strstr(l->help_commands, "quit") != NULL);
        CHECK(strstr(l->hint, "help") != NULL);
    }
}

TEST(rulebook_names)
{
    CHECK_STR(coup_lang_it.card[COUP_DUKE], "Duca");
    CHECK_STR(coup_lang_pt.card[COUP_DUKE], "Duque");
    CHECK_STR(coup_lang_es.card[COUP_DUKE], "Duque");
    CHECK_STR(coup_lang_it.card[COUP_CONTESSA], "Contessa");
    CHECK_STR(coup_lang_pt.card[COUP_CONTESSA], "Condessa");
    CHECK_STR(coup_lang_es.card[COUP_CONTESSA], "Condesa");
    CHECK_STR(coup_lang_pt.card[COUP_AMBASSADOR], "Embaixador");
    CHECK_STR(coup_lang_es.card[COUP_ASSASSIN], "Asesino");
    CHECK_STR(coup_lang_it.card[COUP_INQUISITOR], "Inquisitore");
}

TEST(say_fills_templates)
{
    char buf[128];
    coup_say_args v = {.A = "Sacha", .T = "Haig", .c = "Captain", .n = 1, .k = 2,
                       .m = 7};
    CHECK_STR(coup_lang_say(&coup_lang_en, buf, sizeof buf,
                       "{A} claims {c} to steal from {t}.", &v),
              "Sacha claims Captain to steal from Haig.");
    CHECK_STR(coup_lang_say(&coup_lang_en, buf, sizeof buf, "{n}, {k}, {m}", &v),
              "1 coin, 2 cards, 7");
    CHECK_STR(coup_lang_say(&coup_lang_it, buf, sizeof buf, "{n}", &v), "1 gettone");
    v.n = 3;
    CHECK_STR(coup_lang_say(&coup_lang_pt, buf, sizeof buf, "{n}", &v), "3 moedas");
    /* missing values, unknown and broken placeholders */
    CHECK_STR(coup_lang_say(&coup_lang_en, buf, sizeof buf, "{d}/{z}/{A", &v),
              "?/{z}/{A");
    CHECK_STR(coup_lang_say(&coup_lang_en, buf, sizeof buf, "{A}", NULL), "?");
    /* truncation keeps the NUL */
    CHECK_STR(coup_lang_say(&coup_lang_en, buf, 6, "{A} {T}", &v), "Sacha");
    CHECK_STR(coup_lang_say(&coup_lang_en, buf, 1, "{A}", &v), "");
}

TEST(card_lists)
{
    char buf[128];
    uint8_t cards[3] = {COUP_DUKE, COUP_CAPTAIN, COUP_CONTESSA};
    CHECK_STR(coup_lang_cards(&coup_lang_en, buf, sizeof buf, cards, 1), "Duke");
    CHECK_STR(coup_lang_cards(&coup_lang_en, buf, sizeof buf, cards, 2),
              "Duke and Captain");
    CHECK_STR(coup_lang_cards(&coup_lang_en, buf, sizeof buf, cards, 3),
              "Duke, Captain and Contessa");
    CHECK_STR(coup_lang_cards(&coup_lang_es, buf, sizeof buf, cards, 2),
              "Duque y Capitán");
    CHECK_STR(coup_lang_cards(&coup_lang_en, buf, sizeof buf, cards, 0), "");
}

/* Spanish writes "e", not "y", before a word that starts with the sound
 * of i: "Duque e Inquisidor". */
TEST(spanish_e_before_i)
{
    char buf[128];
    uint8_t di[2] = {COUP_DUKE, COUP_INQUISITOR};
    uint8_t dci[3] = {COUP_DUKE, COUP_CAPTAIN, COUP_INQUISITOR};
    uint8_t id[2] = {COUP_INQUISITOR, COUP_DUKE};
    CHECK_STR(coup_lang_cards(&coup_lang_es, buf, sizeof buf, di, 2),
              "Duque e Inquisidor");
    CHECK_STR(coup_lang_cards(&coup_lang_es, buf, sizeof buf, dci, 3),
              "Duque, Capitán e Inquisidor");
    CHECK_STR(coup_lang_cards(&coup_lang_es, buf, sizeof buf, id, 2),
              "Inquisidor y Duque");
    CHECK_STR(coup_lang_cards(&coup_lang_en, buf, sizeof buf, di, 2),
              "Duke and Inquisitor");
    CHECK_STR(coup_lang_cards(&coup_lang_it, buf, sizeof buf, di, 2),
              "Duca e Inquisitore");
    CHECK_STR(coup_lang_cards(&coup_lang_pt, buf, sizeof buf, di, 2),
              "Duque e Inquisidor");
}

/* A list's commas are the language's: Arabic writes U+060C. */
TEST(lists_with_the_language_s_comma)
{
    char buf[128];
    uint8_t dci[3] = {COUP_DUKE, COUP_CAPTAIN, COUP_INQUISITOR};
    CHECK_STR(coup_lang_cards(&coup_lang_en, buf, sizeof buf, dci, 3),
              "Duke, Captain and Inquisitor");
    CHECK_STR(coup_lang_cards(&coup_lang_ar, buf, sizeof buf, dci, 3),
              "الدوق، القبطان والمفتش");
    CHECK(strstr(coup_lang_cards(&coup_lang_hi, buf, sizeof buf, dci, 3),
                 "ड्यूक, कप्तान") == buf);
}

/* Two of a kind: "both Captains", never "Captain and Captain". */
TEST(two_of_a_kind)
{
    char buf[128];
    uint8_t cc[2] = {COUP_CAPTAIN, COUP_CAPTAIN};
    CHECK_STR(coup_lang_cards(&coup_lang_en, buf, sizeof buf, cc, 2), "both Captains");
    CHECK_STR(coup_lang_cards(&coup_lang_it, buf, sizeof buf, cc, 2),
              "entrambi i Capitani");
    CHECK_STR(coup_lang_cards(&coup_lang_pt, buf, sizeof buf, cc, 2),
              "os dois Capitães");
    CHECK_STR(coup_lang_cards(&coup_lang_es, buf, sizeof buf, cc, 2),
              "los dos Capitanes");
    for (int i = 0; coup_langs[i]; i++)
        for (int c = 0; c < COUP_NCARDS; c++) {
            uint8_t two[2] = {(uint8_t)c, (uint8_t)c};
            coup_lang_cards(coup_langs[i], buf, sizeof buf, two, 2);
            CHECK(strstr(buf, coup_langs[i]->and_) == NULL);
        }

    /* An Exchange that sends two Captains back says so. */
    coup_options o = {2, 0, 0};
    coup_position p = {.coins = {2, 2},
                       .card = {{COUP_DUKE, COUP_CONTESSA},
                                {COUP_CAPTAIN, COUP_ASSASSIN}}};
    coup_state s;
    REQUIRE(coup_init_position(&s, &o, &p, NULL, 0) == 0);
    REQUIRE(coup_apply(&s, coup_mv(COUP_MV_EXCHANGE, COUP_NOBODY, COUP_NOCARD,
                                   COUP_NOCARD)) == 0);
    REQUIRE(coup_apply(&s, coup_mv(COUP_MV_PASS, COUP_NOBODY, COUP_NOCARD,
                                   COUP_NOCARD)) == 0);
    for (int k = 0; k < 2; k++)
        REQUIRE(coup_apply(&s, coup_mv(COUP_MV_DRAW, COUP_NOBODY,
                                       COUP_CAPTAIN, COUP_NOCARD)) == 0);
    coup_move keep = coup_mv(COUP_MV_KEEP, COUP_NOBODY, COUP_DUKE,
                             COUP_CONTESSA);
    CHECK_STR(tell(&s, 0, keep, COUP_NARRATE_ALL, &coup_lang_en),
              "Seat 0 keeps Duke and Contessa and returns both Captains to "
              "the Court.\n");
}

/* Coins read the same way after every gain: "(now 5 coins)". */
TEST(coin_counts_have_their_noun)
{
    coup_options o = {2, 0, 0};
    coup_position p = {.coins = {2, 2},
                       .card = {{COUP_DUKE, COUP_CONTESSA},
                                {COUP_CAPTAIN, COUP_ASSASSIN}}};
    coup_state s;
    REQUIRE(coup_init_position(&s, &o, &p, NULL, 0) == 0);
    coup_move income = coup_mv(COUP_MV_INCOME, COUP_NOBODY, COUP_NOCARD,
                               COUP_NOCARD);
    CHECK_STR(tell(&s, 0, income, COUP_NARRATE_ALL, &coup_lang_en),
              "Seat 0 takes Income (now 3 coins).\n");
    REQUIRE(coup_apply(&s, coup_mv(COUP_MV_TAX, COUP_NOBODY, COUP_NOCARD,
                                   COUP_NOCARD)) == 0);
    coup_move pass = coup_mv(COUP_MV_PASS, COUP_NOBODY, COUP_NOCARD,
                             COUP_NOCARD);
    CHECK_STR(tell(&s, 1, pass, COUP_NARRATE_ALL, &coup_lang_en),
              "Seat 1 does not challenge.\nSeat 0 gains 3 coins (now 5 "
              "coins).\n");
    CHECK(strstr(tell(&s, 1, pass, COUP_NARRATE_ALL, &coup_lang_it),
                 "(ora ha 5 gettoni)") != NULL);
    CHECK(strstr(tell(&s, 1, pass, COUP_NARRATE_ALL, &coup_lang_es),
                 "(ahora tiene 5 monedas)") != NULL);
}

/* Claims are "dichiara Duca", "declara Duque": no reflexive. */
TEST(claims_are_not_reflexive)
{
    coup_options o = {2, 0, 0};
    coup_position p = {.coins = {2, 2},
                       .card = {{COUP_DUKE, COUP_CONTESSA},
                                {COUP_CAPTAIN, COUP_ASSASSIN}}};
    coup_state s;
    REQUIRE(coup_init_position(&s, &o, &p, NULL, 0) == 0);
    coup_move tax = coup_mv(COUP_MV_TAX, COUP_NOBODY, COUP_NOCARD,
                            COUP_NOCARD);
    CHECK_STR(tell(&s, 0, tax, COUP_NARRATE_ALL, &coup_lang_it),
              "Posto 0 dichiara Duca e riscuote le Tasse.\n");
    CHECK_STR(tell(&s, 0, tax, COUP_NARRATE_ALL, &coup_lang_es),
              "Asiento 0 declara Duque y cobra Impuestos.\n");
    CHECK_STR(tell(&s, 0, tax, COUP_NARRATE_ALL, &coup_lang_pt),
              "Lugar 0 declara Duque e escolhe Taxar.\n");
    coup_move exch = coup_mv(COUP_MV_EXCHANGE, COUP_NOBODY, COUP_NOCARD,
                             COUP_NOCARD);
    CHECK_STR(tell(&s, 0, exch, COUP_NARRATE_ALL, &coup_lang_en),
              "Seat 0 claims Ambassador and exchanges with the Court.\n");
    coup_move income = coup_mv(COUP_MV_INCOME, COUP_NOBODY, COUP_NOCARD,
                               COUP_NOCARD);
    CHECK_STR(tell(&s, 0, income, COUP_NARRATE_ALL, &coup_lang_es),
              "Asiento 0 cobra Ingresos (ahora tiene 3 monedas).\n");
}

/* The summary card shows the Inquisitor only in Inquisitor games and the
 * Ambassador only in the others (R12 replaces every Ambassador). */
TEST(rules_card_with_and_without_the_inquisitor)
{
    for (int i = 0; coup_langs[i]; i++) {
        const coup_lang *l = coup_langs[i];
        char base[2048], inq[2048];
        coup_lang_rules_card(l, false, base, sizeof base);
        coup_lang_rules_card(l, true, inq, sizeof inq);
        CHECK(strstr(base, l->card[COUP_INQUISITOR]) == NULL);
        CHECK(strstr(base, l->card[COUP_AMBASSADOR]) != NULL);
        CHECK(strstr(inq, l->card[COUP_INQUISITOR]) != NULL);
        CHECK(strstr(inq, l->card[COUP_AMBASSADOR]) == NULL);
        CHECK(strstr(base, "[A]") == NULL && strstr(base, "[I]") == NULL);
        CHECK(strstr(inq, "[A]") == NULL && strstr(inq, "[I]") == NULL);
        CHECK(strncmp(base, "COUP", 4) == 0);
        CHECK(base[strlen(base) - 1] != '\n');
        /* both share every line that names neither */
        CHECK(strstr(inq, l->card[COUP_CONTESSA]) != NULL);
    }
    char card[2048];
    CHECK(strstr(coup_lang_rules_card(&coup_lang_en, false, card, sizeof card),
                 "With 10 or more coins you must Coup.") != NULL);
    /* a short buffer is cut, never overrun */
    CHECK_STR(coup_lang_rules_card(&coup_lang_en, false, card, 5), "COUP");
}

/* Every section of the rules in every language: the translation where
 * there is one, else English, always from its own heading to the next. */
TEST(rules_sections_in_every_language)
{
    for (int i = 0; coup_langs[i]; i++)
        for (int r = 1; r <= 15; r++) {
            size_t len = 0, enlen = 0;
            const char *t = coup_lang_rules_text(coup_langs[i], r, &len);
            const char *en = coup_lang_rules_text(&coup_lang_en, r, &enlen);
            char head[16];
            int hn = snprintf(head, sizeof head, "## R%d ", r);
            if (!CHECK(t != NULL && en != NULL))
                continue;
            CHECK(strncmp(t, head, (size_t)hn) == 0);
            CHECK(len > (size_t)hn && len < 8000);
            /* no other heading inside, and the next one right after */
            const char *next = strstr(t + 1, "\n## ");
            CHECK(next == NULL || (size_t)(next - t) + 1 == len);
            /* every section is translated */
            if (coup_langs[i] != &coup_lang_en) {
                if (!CHECK(t != en))
                    fprintf(stderr, "  %s R%d: not translated\n",
                            coup_langs[i]->code, r);
            }
        }
    size_t len = 0;
    const char *r6 = coup_lang_rules_text(&coup_lang_en, 6, &len);
    REQUIRE(r6 != NULL);
    CHECK(strncmp(r6, "## R6 Challenges\n", 17) == 0);
    CHECK(strncmp(coup_lang_rules_text(&coup_lang_it, 6, &len), "## R6 Sfide\n", 12)
          == 0);
    CHECK(strncmp(coup_lang_rules_text(&coup_lang_es, 6, &len), "## R6 Desafíos\n",
                  16) == 0);
    CHECK(strncmp(coup_lang_rules_text(&coup_lang_pt, 6, &len), "## R6 Contestações\n",
                  21) == 0);
    /* a language without a translation falls back to English, whole */
    coup_lang other = coup_lang_it;
    other.code = "xx";
    for (int r = 1; r <= COUP_RULES_SECTIONS; r++) {
        size_t enlen = 0;
        CHECK(coup_lang_rules_text(&other, r, &len) ==
              coup_lang_rules_text(&coup_lang_en, r, &enlen));
        CHECK_UINT(len, ==, enlen);
    }
    /* the last section runs to the end of the file */
    const char *r19 = coup_lang_rules_text(&coup_lang_es, 19, &len);
    REQUIRE(r19 != NULL);
    CHECK_INT(r19[len], ==, '\0');
    CHECK(strncmp(coup_lang_rules_text(&coup_lang_it, 17, &len),
                  "## R17 ", 7) == 0);
    CHECK(coup_lang_rules_text(&coup_lang_en, 0, &len) == NULL);
    CHECK(coup_lang_rules_text(&coup_lang_it, 20, &len) == NULL);
    CHECK(coup_lang_rules_text(&coup_lang_es, -3, NULL) == NULL);
}

TEST(rules_sections_by_name)
{
    int k = -9;
    coup_move m;
    CHECK_INT(input_parse(&coup_lang_en, "rules", 3, false, NULL, 3, &k, &m), ==,
              IN_RULES);
    CHECK_INT(k, ==, 0);
    CHECK_INT(input_parse(&coup_lang_en, "rules R6", 3, false, NULL, 3, &k, &m),
              ==, IN_RULES);
    CHECK_INT(k, ==, 6);
    CHECK_INT(input_parse(&coup_lang_en, " RULES  r12 ", 3, false, NULL, 3, &k, &m),
              ==, IN_RULES);
    CHECK_INT(k, ==, 12);
    CHECK_INT(input_parse(&coup_lang_en, "rules 15", 3, false, NULL, 3, &k, &m), ==,
              IN_RULES);
    CHECK_INT(k, ==, 15);
    CHECK_INT(input_parse(&coup_lang_en, "rules challenge", 3, false, NULL, 3, &k,
                          &m), ==, IN_RULES);
    CHECK_INT(k, ==, 6);
    CHECK_INT(input_parse(&coup_lang_it, "rules sfida", 3, false, NULL, 3, &k, &m),
              ==, IN_RULES);
    CHECK_INT(k, ==, 6);
    CHECK_INT(input_parse(&coup_lang_it, "regole sfida", 3, false, NULL, 3, &k,
                          &m), ==, IN_RULES);
    CHECK_INT(k, ==, 6);
    CHECK_INT(input_parse(&coup_lang_es, "reglas desafío", 3, false, NULL, 3, &k,
                          &m), ==, IN_RULES);
    CHECK_INT(k, ==, 6);
    CHECK_INT(input_parse(&coup_lang_pt, "regras inquisidor", 3, false, NULL, 3,
                          &k, &m), ==, IN_RULES);
    CHECK_INT(k, ==, 12);
    CHECK_INT(input_parse(&coup_lang_en, "rules nonsense", 3, false, NULL, 3, &k,
                          &m), ==, IN_RULES);
    CHECK_INT(k, ==, -1);
    CHECK_INT(input_parse(&coup_lang_en, "rules R16", 3, false, NULL, 3, &k, &m),
              ==, IN_RULES);
    CHECK_INT(k, ==, 16);
    CHECK_INT(input_parse(&coup_lang_en, "rules R20", 3, false, NULL, 3, &k, &m),
              ==, IN_RULES);
    CHECK_INT(k, ==, -1);
    CHECK_INT(input_parse(&coup_lang_es, "reglas malversación", 3, false, NULL,
                          3, &k, &m), ==, IN_RULES);
    CHECK_INT(k, ==, 18);
    CHECK_INT(input_parse(&coup_lang_en, "rules convert", 3, false, NULL, 3,
                          &k, &m), ==, IN_RULES);
    CHECK_INT(k, ==, 17);
    CHECK_INT(input_parse(&coup_lang_en, "rules R0", 3, false, NULL, 3, &k, &m),
              ==, IN_RULES);
    CHECK_INT(k, ==, -1);
    /* a player's name after "rules" is not a seat number */
    const char *names[3] = {"Anna", "Sacha", "Haig"};
    CHECK_INT(input_parse(&coup_lang_en, "rules haig", 3, false, names, 3, &k, &m),
              ==, IN_RULES);
    CHECK_INT(k, ==, -1);
    CHECK_INT(input_parse(&coup_lang_en, "rules R6 please", 3, false, names, 3, &k,
                          &m), ==, IN_RULES);
    CHECK_INT(k, ==, -1);
    /* "sfida" is Italian only: English players get it too, but Spanish
     * ones asking for a Spanish word of another section do not */
    CHECK_INT(input_parse(&coup_lang_es, "rules sfida", 3, false, NULL, 3, &k, &m),
              ==, IN_RULES);
    CHECK_INT(k, ==, -1);
    /* every topic word of every language finds its section */
    for (int i = 0; coup_langs[i]; i++)
        for (int r = 1; r <= 15; r++) {
            char line[300];
            snprintf(line, sizeof line, "rules %.*s",
                     (int)strcspn(coup_langs[i]->topic[r], " "),
                     coup_langs[i]->topic[r]);
            int kind = input_parse(coup_langs[i], line, 3, false, NULL, 3, &k, &m);
            if (!CHECK(kind == IN_RULES && k == r))
                fprintf(stderr, "  %s: '%s' gives %d\n", coup_langs[i]->code, line,
                        k);
        }
}

/* The first spelling of a word of l (before any '|'), into buf. */
static const char *first_word(const char *alts, char *buf, size_t n)
{
    snprintf(buf, n, "%.*s", (int)strcspn(alts, "|"), alts);
    return buf;
}

/* Each move word of each language reads as the English one. */
TEST(moves_in_every_language)
{
    static const struct {
        int word;
        const char *args; /* %s: a card's name; English args as typed */
        int card;         /* the card in args, or -1 */
        const char *english;
    } cases[] = {
        {COUP_LW_INCOME, "", -1, "income"},
        {COUP_LW_FOREIGN_AID, "", -1, "foreign-aid"},
        {COUP_LW_TAX, "", -1, "tax"},
        {COUP_LW_EXCHANGE, "", -1, "exchange"},
        {COUP_LW_COUP, " 1", -1, "coup 1"},
        {COUP_LW_COUP, " Haig %s", COUP_DUKE, "coup 2 duke"},
        {COUP_LW_ASSASSINATE, " 2", -1, "assassinate 2"},
        {COUP_LW_STEAL, " haig", -1, "steal 2"},
        {COUP_LW_EXAMINE, " 1", -1, "examine 1"},
        {COUP_LW_PASS, "", -1, "pass"},
        {COUP_LW_CHALLENGE, "", -1, "challenge"},
        {COUP_LW_BLOCK, " %s", COUP_CAPTAIN, "block captain"},
        {COUP_LW_PROVE, "", -1, "prove"},
        {COUP_LW_CONCEDE, "", -1, "concede"},
        {COUP_LW_LOSE, " %s", COUP_CONTESSA, "lose contessa"},
        {COUP_LW_KEEP, " %s", COUP_AMBASSADOR, "keep ambassador"},
        {COUP_LW_SHOW, " %s", COUP_INQUISITOR, "show inquisitor"},
        {COUP_LW_GIVEBACK, "", -1, "giveback"},
        {COUP_LW_SWAP, "", -1, "swap"},
        {COUP_LW_PICK, " %s", COUP_ASSASSIN, "pick assassin"},
    };
    const char *names[3] = {"Anna", "Sacha", "Haig"};
    for (int i = 0; coup_langs[i]; i++)
        for (size_t c = 0; c < sizeof cases / sizeof *cases; c++) {
            const coup_lang *l = coup_langs[i];
            char w[64], args[64], line[160];
            int k;
            coup_move want, got;
            REQUIRE(input_parse(&coup_lang_en, cases[c].english, 3, false, names,
                                3, &k, &want) == IN_MOVE);
            snprintf(args, sizeof args, cases[c].args,
                     cases[c].card >= 0 ? l->card[cases[c].card] : "");
            snprintf(line, sizeof line, "%s%s",
                     first_word(l->word[cases[c].word], w, sizeof w), args);
            int kind = input_parse(l, line, 3, false, names, 3, &k, &got);
            if (!CHECK(kind == IN_MOVE && coup_move_eq(got, want)))
                fprintf(stderr, "  %s: '%s' is not '%s'\n", l->code, line,
                        cases[c].english);
            /* English works in every language */
            CHECK_INT(input_parse(l, cases[c].english, 3, false, names, 3, &k,
                                  &got), ==, IN_MOVE);
            CHECK(coup_move_eq(got, want));
        }
    /* and the commands */
    static const struct {
        int word, kind;
    } commands[] = {{COUP_LW_HELP, IN_HELP}, {COUP_LW_RULES, IN_RULES},
                    {COUP_LW_LOG, IN_LOG},   {COUP_LW_QUIT, IN_QUIT},
                    {COUP_LW_BACK, IN_BACK}};
    for (int i = 0; coup_langs[i]; i++)
        for (size_t c = 0; c < sizeof commands / sizeof *commands; c++) {
            char w[64];
            int k;
            coup_move m;
            first_word(coup_langs[i]->word[commands[c].word], w, sizeof w);
            if (!CHECK(input_parse(coup_langs[i], w, 3, false, names, 3, &k, &m) ==
                       commands[c].kind))
                fprintf(stderr, "  %s: '%s'\n", coup_langs[i]->code, w);
        }
}

/* Case, accents and spaces don't matter; words of another language do. */
TEST(localized_spellings)
{
    int k;
    coup_move m, want;
    REQUIRE(input_parse(&coup_lang_en, "block captain", 3, false, NULL, 3, &k,
                        &want) == IN_MOVE);
    CHECK_INT(input_parse(&coup_lang_es, "Bloquear CAPITÁN", 3, false, NULL, 3,
                          &k, &m), ==, IN_MOVE);
    CHECK(coup_move_eq(m, want));
    CHECK_INT(input_parse(&coup_lang_es, "bloquear capitan", 3, false, NULL, 3,
                          &k, &m), ==, IN_MOVE);
    CHECK(coup_move_eq(m, want));
    CHECK_INT(input_parse(&coup_lang_pt, "bloquear capitão", 3, false, NULL, 3,
                          &k, &m), ==, IN_MOVE);
    CHECK(coup_move_eq(m, want));
    CHECK_INT(input_parse(&coup_lang_it, "  blocca   Capitano ", 3, false, NULL, 3,
                          &k, &m), ==, IN_MOVE);
    CHECK(coup_move_eq(m, want));
    REQUIRE(input_parse(&coup_lang_en, "foreign-aid", 3, false, NULL, 3, &k,
                        &want) == IN_MOVE);
    CHECK_INT(input_parse(&coup_lang_it, "aiuto estero", 3, false, NULL, 3, &k,
                          &m), ==, IN_MOVE);
    CHECK(coup_move_eq(m, want));
    /* "aiuto" alone is help, "aiuto estero" the action */
    CHECK_INT(input_parse(&coup_lang_it, "aiuto", 3, false, NULL, 3, &k, &m), ==,
              IN_HELP);
    CHECK_INT(input_parse(&coup_lang_es, "ayuda", 3, false, NULL, 3, &k, &m), ==,
              IN_HELP);
    /* Italian words are not Spanish ones */
    CHECK_INT(input_parse(&coup_lang_es, "sfida", 3, false, NULL, 3, &k, &m), ==,
              IN_BAD_WORD);
    CHECK_INT(input_parse(&coup_lang_en, "sfida", 3, false, NULL, 3, &k, &m), ==,
              IN_BAD_WORD);
    CHECK_INT(input_parse(&coup_lang_it, "sfida", 3, false, NULL, 3, &k, &m), ==,
              IN_MOVE);
    CHECK_INT(m.type, ==, COUP_MV_CHALLENGE);
    /* a seat named like a move word is the seat */
    const char *names[2] = {"Passa", "Haig"};
    CHECK_INT(input_parse(&coup_lang_it, "ruba passa", 3, false, names, 2, &k, &m),
              ==, IN_MOVE);
    CHECK(coup_move_eq(m, coup_mv(COUP_MV_STEAL, 0, COUP_NOCARD,
                                  COUP_NOCARD)));
}

/* The fields added for `coup play`'s messages are set, and differ from
 * English where the language has its own word. */
TEST(new_fields_in_every_table)
{
    for (int i = 0; coup_langs[i]; i++) {
        const coup_lang *l = coup_langs[i];
        CHECK(l->setup_none[0] && l->bad_seats[0] && l->bad_bots[0] &&
              l->rules_unknown[0] && l->too_small[0] && l->and_i[0] &&
              l->help_show_hand[0] && l->help_keep_inquisitor[0] &&
              l->help_keep_r10[0]);
        for (int w = 0; w < COUP_LW_N; w++)
            CHECK(l->word[w][0] != '\0');
        for (int r = 1; r <= 15; r++)
            CHECK(l->topic[r][0] != '\0');
        for (int c = 0; c < COUP_NCARDS; c++)
            CHECK(l->both[c][0] != '\0');
        if (l != &coup_lang_en) {
            CHECK(strcmp(l->setup_none, "none") != 0);
            CHECK(strcmp(l->bad_seats, coup_lang_en.bad_seats) != 0);
            CHECK(strcmp(l->rules_unknown, coup_lang_en.rules_unknown) != 0);
        }
        char buf[256];
        coup_say_args v = {.s = "sfida", .m = 3};
        coup_lang_say(l, buf, sizeof buf, l->rules_unknown, &v);
        CHECK(strstr(buf, "'sfida'") != NULL);
        v.s = "0,0";
        coup_lang_say(l, buf, sizeof buf, l->bad_seats, &v);
        CHECK(strstr(buf, "'0,0'") != NULL && strstr(buf, "3") != NULL);
    }
}

/* coup_lang_help(): one text per action where a phase serves several. */
TEST(help_for_the_decision_at_hand)
{
    coup_options o = {2, 0, COUP_OPT_DECLARED_COUP};
    coup_position p = {.coins = {7, 2},
                       .card = {{COUP_DUKE, COUP_CONTESSA},
                                {COUP_CAPTAIN, COUP_ASSASSIN}}};
    coup_state s;
    REQUIRE(coup_init_position(&s, &o, &p, NULL, 0) == 0);
    CHECK(coup_lang_help(&coup_lang_en, &s) == coup_lang_en.help[COUP_PH_ACTION]);
    REQUIRE(coup_apply(&s, coup_mv(COUP_MV_COUP, 1, COUP_DUKE,
                                   COUP_NOCARD)) == 0);
    REQUIRE(s.phase == COUP_PH_SHOW);
    for (int i = 0; coup_langs[i]; i++)
        CHECK(coup_lang_help(coup_langs[i], &s) == coup_langs[i]->help_show_hand);
    CHECK(strncmp(coup_lang_help(&coup_lang_en, &s), "Examine", 7) != 0);
    REQUIRE(coup_apply(&s, coup_mv(COUP_MV_SHOW, COUP_NOBODY, COUP_ASSASSIN,
                                   COUP_CAPTAIN)) == 0);
    while (s.phase == COUP_PH_DRAW)
        REQUIRE(coup_apply(&s, coup_mv(COUP_MV_DRAW, COUP_NOBODY,
                                       COUP_DUKE, COUP_NOCARD)) == 0);
    REQUIRE(s.phase == COUP_PH_KEEP);
    CHECK(coup_lang_help(&coup_lang_it, &s) == coup_lang_it.help_keep_r10);

    coup_options oi = {2, 0, COUP_OPT_INQUISITOR};
    coup_position pi = {.coins = {2, 2},
                        .card = {{COUP_INQUISITOR, COUP_CONTESSA},
                                 {COUP_CAPTAIN, COUP_ASSASSIN}}};
    REQUIRE(coup_init_position(&s, &oi, &pi, NULL, 0) == 0);
    REQUIRE(coup_apply(&s, coup_mv(COUP_MV_EXAMINE, 1, COUP_NOCARD,
                                   COUP_NOCARD)) == 0);
    REQUIRE(coup_apply(&s, coup_mv(COUP_MV_PASS, COUP_NOBODY, COUP_NOCARD,
                                   COUP_NOCARD)) == 0);
    REQUIRE(s.phase == COUP_PH_SHOW);
    CHECK(coup_lang_help(&coup_lang_es, &s) == coup_lang_es.help[COUP_PH_SHOW]);
    REQUIRE(coup_init_position(&s, &oi, &pi, NULL, 0) == 0);
    REQUIRE(coup_apply(&s, coup_mv(COUP_MV_EXCHANGE, COUP_NOBODY, COUP_NOCARD,
                                   COUP_NOCARD)) == 0);
    REQUIRE(coup_apply(&s, coup_mv(COUP_MV_PASS, COUP_NOBODY, COUP_NOCARD,
                                   COUP_NOCARD)) == 0);
    REQUIRE(coup_apply(&s, coup_mv(COUP_MV_DRAW, COUP_NOBODY, COUP_DUKE,
                                   COUP_NOCARD)) == 0);
    REQUIRE(s.phase == COUP_PH_KEEP);
    CHECK(coup_lang_help(&coup_lang_pt, &s) == coup_lang_pt.help_keep_inquisitor);
    s.phase = COUP_PH_OVER;
    CHECK_STR(coup_lang_help(&coup_lang_en, &s), "");

    /* Reformation (R16-R18): the action names Conversion and
     * Embezzlement; an Embezzlement's challenge and proof are their own. */
    coup_options orf = {2, 0, COUP_OPT_REFORMATION};
    coup_position prf = {.coins = {2, 2}, .reserve = 2,
                         .card = {{COUP_CAPTAIN, COUP_CONTESSA},
                                  {COUP_CAPTAIN, COUP_ASSASSIN}}};
    REQUIRE(coup_init_position(&s, &orf, &prf, NULL, 0) == 0);
    for (int i = 0; coup_langs[i]; i++)
        CHECK(coup_lang_help(coup_langs[i], &s) ==
              coup_langs[i]->help_action_reformation);
    CHECK(strstr(coup_lang_help(&coup_lang_en, &s), "Embezzlement") != NULL);
    REQUIRE(coup_apply(&s, coup_mv(COUP_MV_EMBEZZLE, COUP_NOBODY, COUP_NOCARD,
                                   COUP_NOCARD)) == 0);
    REQUIRE(s.phase == COUP_PH_CHALLENGE);
    CHECK(coup_lang_help(&coup_lang_it, &s) == coup_lang_it.help_challenge_embezzle);
    REQUIRE(coup_apply(&s, coup_mv(COUP_MV_CHALLENGE, COUP_NOBODY,
                                   COUP_NOCARD, COUP_NOCARD)) == 0);
    REQUIRE(s.phase == COUP_PH_PROVE);
    CHECK(coup_lang_help(&coup_lang_es, &s) == coup_lang_es.help_prove_embezzle);
    /* A Tax's challenge under Reformation: the base game's words. */
    REQUIRE(coup_init_position(&s, &orf, &prf, NULL, 0) == 0);
    REQUIRE(coup_apply(&s, coup_mv(COUP_MV_TAX, COUP_NOBODY, COUP_NOCARD,
                                   COUP_NOCARD)) == 0);
    CHECK(coup_lang_help(&coup_lang_pt, &s) == coup_lang_pt.help[COUP_PH_CHALLENGE]);
}

TEST(finding_a_language)
{
    CHECK(coup_lang_find("en") == &coup_lang_en);
    CHECK(coup_lang_find("pt_BR.UTF-8") == &coup_lang_pt);
    CHECK(coup_lang_find("es_ES") == &coup_lang_es);
    CHECK(coup_lang_find("it") == &coup_lang_it);
    CHECK(coup_lang_find("fr_CA.UTF-8") == &coup_lang_fr);
    CHECK(coup_lang_find("de") == &coup_lang_de);
    CHECK(coup_lang_find("ar_EG") == &coup_lang_ar);
    CHECK(coup_lang_find("hi_IN.UTF-8") == &coup_lang_hi);
    CHECK(coup_lang_find("nl") == NULL);
    CHECK(coup_lang_find("english") == NULL);
    CHECK(coup_lang_find("") == NULL);
    CHECK(coup_lang_find(NULL) == NULL);
    CHECK(coup_lang_of_locale("it_IT.UTF-8") == &coup_lang_it);
    CHECK(coup_lang_of_locale("C") == &coup_lang_en);
    CHECK(coup_lang_of_locale(NULL) == &coup_lang_en);
    unsetenv("LC_ALL");
    unsetenv("LC_MESSAGES");
    setenv("LANG", "it_IT.UTF-8", 1);
    CHECK(input_lang_env() == &coup_lang_it);
    setenv("LC_ALL", "C", 1);
    CHECK(input_lang_env() == &coup_lang_en);
    setenv("LC_ALL", "es_MX.UTF-8", 1);
    CHECK(input_lang_env() == &coup_lang_es);
}

/* The sink that prints each narrated line on the FILE *f. */
static void print_line(void *f, const char *line)
{
    fprintf(f, "%s\n", line);
}

/* What coup_narrate() says of move m in s, as viewer sees it. */
static char *tell(const coup_state *s, int seat, coup_move m, int viewer,
                  const coup_lang *l)
{
    static char text[1024];
    FILE *f = fmemopen(text, sizeof text, "w");
    if (!f)
        return strcpy(text, "(fmemopen failed)");
    coup_narrate(print_line, f, l, s, seat, m, NULL, viewer);
    fclose(f);
    return text;
}

/* R9 in the story a person reads: the cards a seat draws, keeps or
 * concedes with are named to that seat (and to COUP_NARRATE_ALL) only. */
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
    CHECK_STR(tell(&s, COUP_CHANCE, draw, 0, &coup_lang_en),
              "Seat 0 draws Captain.\n");
    CHECK_STR(tell(&s, COUP_CHANCE, draw, 1, &coup_lang_en),
              "Seat 0 draws a card.\n");
    CHECK_STR(tell(&s, COUP_CHANCE, draw, COUP_NARRATE_PUBLIC, &coup_lang_it),
              tell(&s, COUP_CHANCE, draw, 2, &coup_lang_it));
    REQUIRE(coup_apply(&s, draw) == 0);
    draw.card = COUP_ASSASSIN;
    REQUIRE(coup_apply(&s, draw) == 0);
    coup_move keep = coup_mv(COUP_MV_KEEP, COUP_NOBODY, COUP_DUKE,
                             COUP_CAPTAIN);
    CHECK_STR(tell(&s, 0, keep, COUP_NARRATE_ALL, &coup_lang_en),
              "Seat 0 keeps Duke and Captain and returns Assassin and "
              "Contessa to the Court.\n");
    CHECK_STR(tell(&s, 0, keep, 0, &coup_lang_en),
              tell(&s, 0, keep, COUP_NARRATE_ALL, &coup_lang_en));
    CHECK_STR(tell(&s, 0, keep, 2, &coup_lang_en),
              "Seat 0 keeps 2 cards and returns the rest to the Court.\n");
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
    CHECK_STR(tell(&s, 1, concede, COUP_NARRATE_ALL, &coup_lang_en),
              "Seat 1 cannot prove Duke.\n");
    CHECK_STR(tell(&s, 1, concede, 1, &coup_lang_en),
              "Seat 1 cannot prove Duke.\n");
    CHECK_STR(tell(&s, 1, concede, 0, &coup_lang_en),
              "Seat 1 does not prove Duke.\n");
    /* every language names the card the same way for all viewers */
    for (int i = 0; coup_langs[i]; i++)
        CHECK(strstr(tell(&s, 1, concede, 2, coup_langs[i]),
                     coup_langs[i]->card[COUP_DUKE]) != NULL);
}

/* Reformation (R16-R18): Conversions, an Embezzlement and its proof, told
 * in English, with what is to move; the hand shown is public (R18). */
TEST(narration_of_reformation)
{
    coup_options o = {3, 0, COUP_OPT_REFORMATION};
    coup_position p = {.coins = {3, 2, 2},
                       .card = {{COUP_CAPTAIN, COUP_CONTESSA},
                                {COUP_CAPTAIN, COUP_ASSASSIN},
                                {COUP_DUKE, COUP_AMBASSADOR}}};
    coup_state s;
    char what[200];
    REQUIRE(coup_init_position(&s, &o, &p, NULL, 0) == 0);
    coup_move m;
    REQUIRE(coup_move_parse("convert 1", 9, &m, NULL, 0) == 0);
    CHECK_STR(tell(&s, 0, m, 2, &coup_lang_en),
              "Seat 0 pays 2 coins into the Treasury Reserve: seat 1 turns "
              "Loyalist.\n");
    REQUIRE(coup_apply(&s, m) == 0);
    REQUIRE(coup_move_parse("convert 1", 9, &m, NULL, 0) == 0);
    CHECK_STR(tell(&s, 1, m, 2, &coup_lang_en),
              "Seat 1 pays 1 coin into the Treasury Reserve and turns "
              "Reformist.\n");
    REQUIRE(coup_apply(&s, m) == 0);
    REQUIRE(coup_apply(&s, coup_mv(COUP_MV_INCOME, COUP_NOBODY, COUP_NOCARD,
                                   COUP_NOCARD)) == 0);
    m = coup_mv(COUP_MV_EMBEZZLE, COUP_NOBODY, COUP_NOCARD, COUP_NOCARD);
    CHECK_STR(tell(&s, 0, m, 1, &coup_lang_en),
              "Seat 0 claims not to hold Duke and embezzles the Treasury "
              "Reserve (3 coins).\n");
    REQUIRE(coup_apply(&s, m) == 0);
    coup_narrate_to_move(what, sizeof what, &coup_lang_en, &s, NULL);
    CHECK_STR(what, "seat 1 to challenge or pass on seat 0's claim of no "
                    "Duke");
    REQUIRE(coup_apply(&s, coup_mv(COUP_MV_CHALLENGE, COUP_NOBODY,
                                   COUP_NOCARD, COUP_NOCARD)) == 0);
    coup_narrate_to_move(what, sizeof what, &coup_lang_en, &s, NULL);
    CHECK_STR(what, "seat 0 to show their cards (no Duke) or concede");
    REQUIRE(coup_move_parse("prove captain contessa", 22, &m, NULL, 0) == 0);
    for (int viewer = 0; viewer < 3; viewer++)
        CHECK_STR(tell(&s, 0, m, viewer, &coup_lang_en),
                  "Seat 0 shows Captain and Contessa, no Duke: the cards go "
                  "back to the Court and seat 0 draws new ones.\n");
    m = coup_mv(COUP_MV_CONCEDE, COUP_NOBODY, COUP_NOCARD, COUP_NOCARD);
    CHECK_STR(tell(&s, 0, m, 2, &coup_lang_en),
              "Seat 0 does not prove they hold no Duke.\n");
    for (int i = 0; coup_langs[i]; i++)
        CHECK(strstr(tell(&s, 0, m, 2, coup_langs[i]),
                     coup_langs[i]->card[COUP_DUKE]) != NULL);
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
    coup_narrate(print_line, f, &coup_lang_en, &s, 0, steal, names,
                 COUP_NARRATE_ALL);
    fclose(f);
    CHECK_STR(text, "Natasha claims Captain to steal from Sacha.\n");
    f = fmemopen(text, sizeof text, "w");
    REQUIRE(f != NULL);
    coup_narrate(print_line, f, &coup_lang_it, &s, 0, steal, names, 1);
    fclose(f);
    CHECK(strstr(text, "Capitano") != NULL);
    CHECK(strstr(text, "Natasha") != NULL && strstr(text, "Sacha") != NULL);
    char what[200];
    coup_narrate_to_move(what, sizeof what, &coup_lang_en, &s, names);
    CHECK_STR(what, "Natasha to choose an action");
}

TEST(typed_lines)
{
    const char *names[3] = {"Anna", "Sacha", "Haig"};
    int k = -1;
    coup_move m;
    CHECK_INT(input_parse(&coup_lang_en, "", 3, false, names, 3, &k, &m), ==, IN_EMPTY);
    CHECK_INT(input_parse(&coup_lang_en, " \t ", 3, false, names, 3, &k, &m), ==, IN_EMPTY);
    CHECK_INT(input_parse(&coup_lang_en, " HELP ", 3, false, names, 3, &k, &m), ==, IN_HELP);
    CHECK_INT(input_parse(&coup_lang_en, "?", 3, false, names, 3, &k, &m), ==, IN_HELP);
    CHECK_INT(input_parse(&coup_lang_en, "rules", 3, false, names, 3, &k, &m), ==, IN_RULES);
    CHECK_INT(input_parse(&coup_lang_en, "log", 3, false, names, 3, &k, &m), ==, IN_LOG);
    CHECK_INT(input_parse(&coup_lang_en, "Quit", 3, false, names, 3, &k, &m), ==, IN_QUIT);
    CHECK_INT(input_parse(&coup_lang_en, "back", 3, false, names, 3, &k, &m), ==, IN_BACK);
    CHECK_INT(input_parse(&coup_lang_en, "2", 3, false, names, 3, &k, &m), ==, IN_CHOICE);
    CHECK_INT(k, ==, 2);
    CHECK_INT(input_parse(&coup_lang_en, "0", 3, false, names, 3, &k, &m), ==, IN_BAD_NUMBER);
    CHECK_INT(input_parse(&coup_lang_en, "0", 3, true, names, 3, &k, &m), ==, IN_BACK);
    CHECK_INT(input_parse(&coup_lang_en, "4", 3, false, names, 3, &k, &m), ==, IN_BAD_NUMBER);
    CHECK_INT(input_parse(&coup_lang_en, "99999999999999999999", 3, false, names, 3, &k, &m),
              ==, IN_BAD_NUMBER);
    CHECK_INT(input_parse(&coup_lang_en, "steal haig", 3, false, names, 3, &k, &m), ==,
              IN_MOVE);
    CHECK(coup_move_eq(m, coup_mv(COUP_MV_STEAL, 2, COUP_NOCARD,
                                  COUP_NOCARD)));
    CHECK_INT(input_parse(&coup_lang_en, " block  captain ", 3, false, names, 3, &k, &m), ==,
              IN_MOVE);
    CHECK(coup_move_eq(m, coup_mv(COUP_MV_BLOCK, COUP_NOBODY, COUP_CAPTAIN,
                                  COUP_NOCARD)));
    CHECK_INT(input_parse(&coup_lang_en, "coup 1 duke", 3, false, NULL, 3, &k, &m), ==,
              IN_MOVE);
    CHECK_INT(input_parse(&coup_lang_en, "xyzzy", 3, false, names, 3, &k, &m), ==,
              IN_BAD_WORD);
    CHECK_INT(input_parse(&coup_lang_en, "steal nobody", 3, false, names, 3, &k, &m), ==,
              IN_BAD_WORD);
    CHECK_INT(input_parse(&coup_lang_en, "-1", 3, false, names, 3, &k, &m), ==, IN_BAD_WORD);
    char longline[600];
    memset(longline, 'x', sizeof longline - 1);
    longline[sizeof longline - 1] = '\0';
    CHECK_INT(input_parse(&coup_lang_en, longline, 3, false, names, 3, &k, &m), ==,
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
    CHECK_INT(input_seats("0,0", 4, &bits), ==, -1); /* each seat once */
    CHECK_INT(input_seats("1,2,1", 4, &bits), ==, -1);
    CHECK_UINT(bits, ==, 7u); /* unchanged on error */
}

TEST_MAIN()
