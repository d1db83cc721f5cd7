/*
 * test_text.c - the text layer's words for the web client: the character
 * lines (ability[]), the interface words (ui[]) with their JSON names
 * (coup_ui_key()), and the menu label of a move (coup_label()), which the
 * terminal's menus and the browser's buttons share. test_play.c holds the
 * narration and the terminal's texts.
 */
#include <ctype.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <coup/rng.h>
#include <coup/text.h>

#include "test.h"
#include "text/label.h"

/* Display columns of UTF-8 text. */
static int columns(const char *s)
{
    int w = 0;
    for (; *s; s++)
        w += coup_char_columns(s);
    return w;
}

/* The placeholders ({x}) of a template, in order, as one string: "nm". */
static void holes(const char *s, char *out, size_t n)
{
    size_t k = 0;
    for (; *s && k + 1 < n; s++)
        if (s[0] == '{' && s[1] && s[2] == '}')
            out[k++] = s[1];
    out[k] = '\0';
}

static int by_char(const void *x, const void *y)
{
    return *(const char *)x - *(const char *)y;
}

/* ------------------------------------------------------- completeness */

/* A mark written over the letter before it takes no column of the
 * terminal; every other character one. */
TEST(columns_of_marks_and_letters)
{
    CHECK_INT(columns("Duke"), ==, 4);
    CHECK_INT(columns("Capitán"), ==, 7);
    CHECK_INT(columns("Capita\u0301n"), ==, 7);      /* a + combining acute */
    CHECK_INT(columns("\u0627\u0644\u062f\u0648\u0642"), ==, 5); /* Arabic */
    CHECK_INT(columns("\u0643\u064e\u062a\u064e\u0628"), ==, 3); /* harakat */
    /* Devanagari: the vowel sign U+0941 and the virama U+094D over their
     * letters; the vowel sign U+093E beside its letter. */
    CHECK_INT(columns("\u0915\u0941"), ==, 1);
    CHECK_INT(columns("\u0915\u094d\u0937"), ==, 2);
    CHECK_INT(columns("\u0915\u093e"), ==, 2);
    CHECK_INT(columns("a\u200db"), ==, 2);
    CHECK_INT(coup_char_columns("\xa9"), ==, 0);     /* a continuation byte */
    CHECK_INT(coup_char_columns("\xc3"), ==, 1);     /* cut short */
    CHECK_INT(coup_char_columns("\xe0\xa5"), ==, 1);
}

TEST(every_table_is_complete)
{
    for (int i = 0; coup_langs[i]; i++) {
        const coup_lang *l = coup_langs[i];
        int missing = -1;
        if (!CHECK(coup_lang_complete(l, &missing)))
            fprintf(stderr, "  %s: field #%d is missing\n", l->code, missing);
        for (int c = 0; c < COUP_NCARDS; c++)
            if (!CHECK(l->ability[c] && l->ability[c][0]))
                fprintf(stderr, "  %s: ability[%d] is empty\n", l->code, c);
        for (int u = 0; u < COUP_UI_N; u++)
            if (!CHECK(l->ui[u] && l->ui[u][0]))
                fprintf(stderr, "  %s: ui %s is empty\n", l->code,
                        coup_ui_key(u));
    }
}

/* coup_lang_complete() sees a hole in the new fields, and says where. */
TEST(complete_covers_the_new_fields)
{
    const size_t ptr = sizeof(const char *);
    coup_lang l = coup_lang_it;
    l.ui[COUP_UI_NAME_NEEDED] = NULL;
    int missing = -1;
    CHECK_INT(coup_lang_complete(&l, &missing), ==, 0);
    CHECK_INT(missing, ==,
              (int)(offsetof(coup_lang, ui[COUP_UI_NAME_NEEDED]) / ptr));

    l = coup_lang_es;
    l.ability[COUP_INQUISITOR] = NULL;
    missing = -1;
    CHECK_INT(coup_lang_complete(&l, &missing), ==, 0);
    CHECK_INT(missing, ==,
              (int)(offsetof(coup_lang, ability[COUP_INQUISITOR]) / ptr));

    l = coup_lang_pt;
    l.ui[0] = NULL;
    CHECK_INT(coup_lang_complete(&l, &missing), ==, 0);
    CHECK_INT(missing, ==, (int)(offsetof(coup_lang, ui[0]) / ptr));
}

/* ------------------------------------------------------ the JSON names */

TEST(ui_keys_are_unique_json_names)
{
    CHECK(coup_ui_key(-1) == NULL);
    CHECK(coup_ui_key(COUP_UI_N) == NULL);
    CHECK_STR(coup_ui_key(COUP_UI_CREATE_ROOM), "create_room");
    CHECK_STR(coup_ui_key(COUP_UI_TAGLINE), "tagline");
    CHECK_STR(coup_ui_key(COUP_UI_NAME_NEEDED), "name_needed");
    for (int u = 0; u < COUP_UI_N; u++) {
        const char *k = coup_ui_key(u);
        if (!CHECK(k != NULL && k[0] != '\0'))
            continue;
        if (!CHECK(strspn(k, "abcdefghijklmnopqrstuvwxyz_") == strlen(k)))
            fprintf(stderr, "  key #%d: \"%s\"\n", u, k);
        for (int v = 0; v < u; v++)
            if (!CHECK(strcmp(k, coup_ui_key(v)) != 0))
                fprintf(stderr, "  keys #%d and #%d: \"%s\"\n", v, u, k);
    }
}

/* The header is the contract: enum coup_ui's names, in order, lower-cased
 * without COUP_UI_, are the keys, and each comment's first quoted text is
 * the English word. */
TEST(ui_keys_and_english_follow_the_header)
{
    FILE *f = fopen(COUP_SRC_DIR "/include/coup/text.h", "r");
    REQUIRE(f != NULL);
    char line[512];
    int u = 0;
    bool in_enum = false;
    while (fgets(line, sizeof line, f)) {
        if (strstr(line, "enum coup_ui {"))
            in_enum = true;
        if (!in_enum)
            continue;
        char *name = strstr(line, "COUP_UI_");
        if (!name)
            continue;
        if (!strncmp(name, "COUP_UI_N\n", 10) || !strncmp(name, "COUP_UI_N ", 10))
            break;
        char key[64];
        size_t k = 0;
        for (char *p = name + 8; (isupper((unsigned char)*p) || *p == '_') &&
                                 k + 1 < sizeof key;
             p++)
            key[k++] = (char)tolower((unsigned char)*p);
        key[k] = '\0';
        if (!CHECK(u < COUP_UI_N))
            break;
        if (!CHECK_STR(coup_ui_key(u), key))
            fprintf(stderr, "  enum value #%d\n", u);
        char *q = strstr(line, "/* \"");
        char *end = q ? strstr(q + 4, "\"") : NULL;
        if (CHECK(q && end)) {
            *end = '\0';
            if (!CHECK_STR(coup_lang_en.ui[u], q + 4))
                fprintf(stderr, "  ui %s\n", key);
        }
        u++;
    }
    fclose(f);
    CHECK_INT(u, ==, COUP_UI_N);
}

/* ----------------------------------------------- the words themselves */

/* Every translation keeps the English placeholders (the client fills
 * them), is short, and has no blank at either end. */
TEST(ui_words_are_short_and_keep_their_placeholders)
{
    for (int i = 0; coup_langs[i]; i++) {
        const coup_lang *l = coup_langs[i];
        for (int u = 0; u < COUP_UI_N; u++) {
            char en[16], xx[16];
            const char *w = l->ui[u];
            holes(coup_lang_en.ui[u], en, sizeof en);
            holes(w, xx, sizeof xx);
            if (!CHECK_STR(xx, en))
                fprintf(stderr, "  %s %s: \"%s\"\n", l->code, coup_ui_key(u),
                        w);
            if (!CHECK(columns(w) <= 56))
                fprintf(stderr, "  %s %s: too long: \"%s\"\n", l->code,
                        coup_ui_key(u), w);
            CHECK(w[0] != ' ' && w[strlen(w) - 1] != ' ');
        }
        for (int c = 0; c < COUP_NCARDS; c++) {
            const char *w = l->ability[c];
            if (!CHECK(columns(w) <= 100))
                fprintf(stderr, "  %s ability %d: too long\n", l->code, c);
            CHECK(strchr(w, '{') == NULL);
            CHECK(w[0] != ' ' && w[strlen(w) - 1] == '.');
        }
    }
    /* a few translations, as the web client shows them */
    CHECK_STR(coup_lang_it.ui[COUP_UI_CREATE_ROOM], "Crea una stanza");
    CHECK_STR(coup_lang_it.ui[COUP_UI_SEATS_FREE], "{n} liberi");
    CHECK_STR(coup_lang_es.ui[COUP_UI_WINS], "¡{A} gana!");
    CHECK_STR(coup_lang_pt.ui[COUP_UI_YOUR_TURN], "Sua vez");
    CHECK_STR(coup_lang_en.ability[COUP_DUKE],
              "Tax: take 3 coins. Blocks Foreign Aid.");
}

/* Each language's abilities name the moves with its own words: the
 * Duke's line names the language's Tax as its menu does. */
TEST(abilities_use_the_tables_words)
{
    static const char *tax[] = {"Tax", "Tasse", "Taxar", "Impuestos",
                                "Taxe", "Steuern", "الضريبة", "टैक्स"};
    for (int i = 0; coup_langs[i]; i++) {
        REQUIRE(i < (int)(sizeof tax / sizeof tax[0]));
        const coup_lang *l = coup_langs[i];
        CHECK(strstr(l->ability[COUP_DUKE], tax[i]) != NULL);
        CHECK(strstr(l->m_tax, tax[i]) != NULL);
        CHECK(strstr(l->ability[COUP_DUKE], "3") != NULL);
        CHECK(strstr(l->ability[COUP_CAPTAIN], "2") != NULL);
        CHECK(strstr(l->ability[COUP_ASSASSIN], "3") != NULL);
        if (i > 0) /* translated, not copied */
            for (int c = 0; c < COUP_NCARDS; c++)
                CHECK(strcmp(l->ability[c], coup_lang_en.ability[c]) != 0);
    }
}

/* ------------------------------------------------------------- labels */

static coup_move mv(int type, int target, int card, int card2)
{
    return coup_mv(type, target, card, card2);
}

static const char *label(const coup_lang *l, const coup_state *s,
                         coup_move m, const char *const names[])
{
    static char buf[160];
    if (!CHECK(coup_is_legal(s, m)))
        return "(not legal)";
    return coup_label(l, s, m, names, buf, sizeof buf);
}

TEST(english_labels)
{
    const char *names[3] = {"Anna", "Sacha", "Haig"};
    coup_options o = {3, 0, COUP_OPT_DECLARED_COUP};
    coup_position p = {.coins = {7, 2, 2},
                       .card = {{COUP_DUKE, COUP_CAPTAIN},
                                {COUP_DUKE, COUP_AMBASSADOR},
                                {COUP_ASSASSIN, COUP_CONTESSA}}};
    coup_state s;
    REQUIRE(coup_init_position(&s, &o, &p, NULL, 0) == 0);
    CHECK_STR(label(&coup_lang_en, &s, mv(COUP_MV_INCOME, COUP_NOBODY,
                                          COUP_NOCARD, COUP_NOCARD), names),
              "Income: take 1 coin");
    CHECK_STR(label(&coup_lang_en, &s, mv(COUP_MV_STEAL, 2, COUP_NOCARD,
                                          COUP_NOCARD), names),
              "Steal from Haig: claim Captain");
    CHECK_STR(label(&coup_lang_en, &s, mv(COUP_MV_STEAL, 2, COUP_NOCARD,
                                          COUP_NOCARD), NULL),
              "Steal from seat 2: claim Captain");
    CHECK_STR(label(&coup_lang_en, &s, mv(COUP_MV_EXCHANGE, COUP_NOBODY,
                                          COUP_NOCARD, COUP_NOCARD), names),
              "Exchange: claim Ambassador");
    CHECK_STR(label(&coup_lang_en, &s, mv(COUP_MV_COUP, 1, COUP_CONTESSA,
                                          COUP_NOCARD), names),
              "Coup Sacha, naming Contessa (7 coins)");
    CHECK_STR(label(&coup_lang_it, &s, mv(COUP_MV_STEAL, 1, COUP_NOCARD,
                                          COUP_NOCARD), names),
              "Ruba a Sacha: dichiara Capitano");

    /* Anna asks for Foreign Aid; Sacha blocks it with the Duke he holds
     * and Anna challenges. */
    REQUIRE(coup_apply(&s, mv(COUP_MV_FOREIGN_AID, COUP_NOBODY, COUP_NOCARD,
                              COUP_NOCARD)) == 0);
    CHECK_STR(label(&coup_lang_en, &s, mv(COUP_MV_BLOCK, COUP_NOBODY,
                                          COUP_DUKE, COUP_NOCARD), names),
              "Block: claim Duke");
    CHECK_STR(label(&coup_lang_en, &s, mv(COUP_MV_PASS, COUP_NOBODY,
                                          COUP_NOCARD, COUP_NOCARD), names),
              "Do not block");
    REQUIRE(coup_apply(&s, mv(COUP_MV_BLOCK, COUP_NOBODY, COUP_DUKE,
                              COUP_NOCARD)) == 0);
    CHECK_STR(label(&coup_lang_en, &s, mv(COUP_MV_PASS, COUP_NOBODY,
                                          COUP_NOCARD, COUP_NOCARD), names),
              "Let it pass");
    REQUIRE(coup_apply(&s, mv(COUP_MV_CHALLENGE, COUP_NOBODY, COUP_NOCARD,
                              COUP_NOCARD)) == 0);
    CHECK_STR(label(&coup_lang_en, &s, mv(COUP_MV_PROVE, COUP_NOBODY,
                                          COUP_NOCARD, COUP_NOCARD), names),
              "Show Duke: the challenger loses a card");
    CHECK_STR(label(&coup_lang_es, &s, mv(COUP_MV_CONCEDE, COUP_NOBODY,
                                          COUP_NOCARD, COUP_NOCARD), names),
              "No mostrarla: perder una carta");
}

TEST(labels_of_keep_and_examine)
{
    coup_options o = {2, 0, COUP_OPT_INQUISITOR};
    coup_position p = {.coins = {2, 2},
                       .card = {{COUP_INQUISITOR, COUP_CAPTAIN},
                                {COUP_DUKE, COUP_CONTESSA}}};
    coup_state s;
    REQUIRE(coup_init_position(&s, &o, &p, NULL, 0) == 0);
    CHECK_STR(label(&coup_lang_en, &s, mv(COUP_MV_EXCHANGE, COUP_NOBODY,
                                          COUP_NOCARD, COUP_NOCARD), NULL),
              "Exchange: claim Inquisitor");
    CHECK_STR(label(&coup_lang_en, &s, mv(COUP_MV_EXAMINE, 1, COUP_NOCARD,
                                          COUP_NOCARD), NULL),
              "Examine seat 1: claim Inquisitor");

    coup_state ex = s;
    REQUIRE(coup_apply(&ex, mv(COUP_MV_EXAMINE, 1, COUP_NOCARD,
                               COUP_NOCARD)) == 0);
    REQUIRE(coup_apply(&ex, mv(COUP_MV_PASS, COUP_NOBODY, COUP_NOCARD,
                               COUP_NOCARD)) == 0);
    CHECK_STR(label(&coup_lang_en, &ex, mv(COUP_MV_SHOW, COUP_NOBODY,
                                           COUP_CONTESSA, COUP_NOCARD), NULL),
              "Show Contessa");
    REQUIRE(coup_apply(&ex, mv(COUP_MV_SHOW, COUP_NOBODY, COUP_CONTESSA,
                               COUP_NOCARD)) == 0);
    CHECK_STR(label(&coup_lang_en, &ex, mv(COUP_MV_GIVEBACK, COUP_NOBODY,
                                           COUP_NOCARD, COUP_NOCARD), NULL),
              "Give Contessa back");
    CHECK_STR(label(&coup_lang_pt, &ex, mv(COUP_MV_SWAP, COUP_NOBODY,
                                           COUP_NOCARD, COUP_NOCARD), NULL),
              "Mandar trocar Condessa por uma carta nova");

    REQUIRE(coup_apply(&s, mv(COUP_MV_EXCHANGE, COUP_NOBODY, COUP_NOCARD,
                              COUP_NOCARD)) == 0);
    REQUIRE(coup_apply(&s, mv(COUP_MV_PASS, COUP_NOBODY, COUP_NOCARD,
                              COUP_NOCARD)) == 0);
    REQUIRE(coup_apply(&s, mv(COUP_MV_DRAW, COUP_NOBODY, COUP_DUKE,
                              COUP_NOCARD)) == 0);
    CHECK_STR(label(&coup_lang_en, &s, mv(COUP_MV_KEEP, COUP_NOBODY,
                                          COUP_DUKE, COUP_CAPTAIN), NULL),
              "Keep Duke and Captain");
    CHECK_STR(label(&coup_lang_es, &s, mv(COUP_MV_KEEP, COUP_NOBODY,
                                          COUP_DUKE, COUP_INQUISITOR), NULL),
              "Conservar Duque e Inquisidor");
}

/* The terminal's two-level menus label a group of moves with "...". */
TEST(labels_of_groups)
{
    const char *names[3] = {"Anna", "Sacha", "Haig"};
    coup_options o = {3, 0, COUP_OPT_DECLARED_COUP};
    coup_position p = {.coins = {7, 2, 2},
                       .card = {{COUP_DUKE, COUP_CAPTAIN},
                                {COUP_CONTESSA, COUP_AMBASSADOR},
                                {COUP_ASSASSIN, COUP_DUKE}}};
    coup_state s;
    char buf[160];
    REQUIRE(coup_init_position(&s, &o, &p, NULL, 0) == 0);
    coup_move steal = mv(COUP_MV_STEAL, 1, COUP_NOCARD, COUP_NOCARD);
    coup_move coup = mv(COUP_MV_COUP, 2, COUP_DUKE, COUP_NOCARD);
    CHECK_STR(coup__label(&coup_lang_en, &s, steal, names, 1, buf, sizeof buf),
              "Steal from ...: claim Captain");
    CHECK_STR(coup__label(&coup_lang_en, &s, coup, names, 1, buf, sizeof buf),
              "Coup ..., naming ... (7 coins)");
    CHECK_STR(coup__label(&coup_lang_en, &s, coup, names, 2, buf, sizeof buf),
              "Coup Haig, naming ... (7 coins)");
    CHECK_STR(coup__label(&coup_lang_en, &s, coup, names, 0, buf, sizeof buf),
              "Coup Haig, naming Duke (7 coins)");
    /* the buffer is always terminated, however small */
    CHECK_STR(coup_label(&coup_lang_en, &s, coup, names, buf, 5), "Coup");
    buf[0] = 'x';
    coup_label(&coup_lang_en, &s, coup, names, buf, 0);
    CHECK(buf[0] == 'x');
}

/* The label names what the move is about: its target, its card. */
static void check_label(const coup_lang *l, const coup_state *s, coup_move m,
                        const char *const names[])
{
    char buf[200], mvs[64], want[120];
    coup_label(l, s, m, names, buf, sizeof buf);
    coup_move_str(m, mvs, sizeof mvs);
    bool ok = CHECK(buf[0] != '\0');
    ok = CHECK(strchr(buf, '?') == NULL) && ok;
    const char *who = NULL;
    /* R17: a Conversion of oneself names nobody */
    bool self = m.type == COUP_MV_CONVERT && m.target == s->actor;
    if (m.target < s->players && !self)
        who = names ? names[m.target]
                    : coup_narrate_seat(want, sizeof want, l, m.target, NULL,
                                        0);
    if (who)
        ok = CHECK(strstr(buf, who) != NULL) && ok;
    if (m.type == COUP_MV_KEEP || m.type == COUP_MV_SHOW ||
        (m.type == COUP_MV_PROVE && m.card != COUP_NOCARD)) {
        uint8_t two[2] = {m.card, m.card2};
        coup_lang_cards(l, want, sizeof want, two,
                        m.card2 != COUP_NOCARD ? 2 : 1);
        ok = CHECK(strstr(buf, want) != NULL) && ok;
    } else if (m.card < COUP_NCARDS) {
        ok = CHECK(strstr(buf, l->card[m.card]) != NULL) && ok;
    }
    if (!ok)
        fprintf(stderr, "  %s, %s: \"%s\"\n", l->code, mvs, buf);
}

/* Every legal move of many random games, in every language, with names
 * and without. */
TEST(labels_of_random_games)
{
    static const char *const names[COUP_MAX_PLAYERS] = {
        "Ada", "Bruno", "Chiara", "Diego", "Elena", "Fabio", "Gaia", "Hugo",
        "Ines", "Joao"};
    coup_rng r;
    coup_rng_seed(&r, 20261124);
    long labelled = 0;
    for (int game = 0; game < TEST_GAMES(300); game++) {
        coup_options o = {2 + (int)coup_rng_below(&r, 5), COUP_START_RANDOM,
                          coup_rng_below(&r, COUP_OPT_ALL + 1)};
        if (o.players != 2)
            o.flags &= ~(unsigned)COUP_OPT_TWO_PLAYER_DRAFT;
        coup_state s;
        REQUIRE(coup_init(&s, &o) == 0);
        while (!coup_is_over(&s)) {
            coup_move legal[COUP_MAX_MOVES];
            int n = coup_legal_moves(&s, legal);
            REQUIRE(n > 0);
            if (coup_to_move(&s) == COUP_CHANCE) {
                coup_move m = coup_chance_pick(
                    &s, coup_rng_below(&r, (uint32_t)coup_chance_total(&s)));
                REQUIRE(coup_apply(&s, m) == 0);
                continue;
            }
            for (int i = 0; i < n; i++)
                for (int k = 0; coup_langs[k]; k++) {
                    check_label(coup_langs[k], &s, legal[i], names);
                    check_label(coup_langs[k], &s, legal[i], NULL);
                    labelled++;
                }
            REQUIRE(coup_apply(&s, legal[coup_rng_below(&r, (uint32_t)n)]) ==
                    0);
        }
    }
    CHECK(labelled > 1000);
}

/* ------------------------------------------------------------ prompts */

static const char *const pnames[3] = {"Anna", "Sacha", "Haig"};

/* The prompt `viewer` reads in s, in English. */
static const char *prompt(const coup_state *s, int viewer)
{
    static char buf[1024];
    coup_narrate_prompt(buf, sizeof buf, &coup_lang_en, s, pnames, viewer);
    return buf;
}

/* Plays the moves of `text` ("tax;challenge;prove"), each legal. */
static void play(coup_state *s, const char *text)
{
    while (*text) {
        size_t len = strcspn(text, ";");
        coup_move m;
        if (!CHECK(coup_move_parse(text, len, &m, NULL, 0) == 0) ||
            !CHECK(coup_apply(s, m) == 0)) {
            fprintf(stderr, "  cannot play '%.*s'\n", (int)len, text);
            return;
        }
        text += len + (text[len] == ';');
    }
}

/* Anna (seat 0) Duke Captain, Sacha Duke Ambassador, Haig Assassin
 * Contessa; `start` to act, the coins given, options `flags`. */
static void table3(coup_state *s, int start, int c0, int c1, int c2,
                   unsigned flags)
{
    coup_options o = {3, start, flags};
    int fourth = flags & COUP_OPT_INQUISITOR ? COUP_INQUISITOR
                                             : COUP_AMBASSADOR;
    coup_position p = {.coins = {(uint8_t)c0, (uint8_t)c1, (uint8_t)c2},
                       .card = {{COUP_DUKE, COUP_CAPTAIN},
                                {COUP_DUKE, (uint8_t)fourth},
                                {COUP_ASSASSIN, COUP_CONTESSA}}};
    REQUIRE(coup_init_position(s, &o, &p, NULL, 0) == 0);
}

/* The decider is told the claim and what a challenge risks; nobody else
 * is asked anything. */
TEST(prompts_of_claims_and_challenges)
{
    coup_state s, t;
    table3(&s, 0, 2, 2, 2, 0);
    CHECK_STR(prompt(&s, 0), "Your turn: you have 2 coins. Choose an action.");
    CHECK_STR(prompt(&s, 1), "");
    play(&s, "tax");
    CHECK_STR(prompt(&s, 1), "Anna claims Duke to take Tax (3 coins). "
                             "Challenge? If Anna cannot show Duke, Anna loses "
                             "a card; if Anna can, you lose one.");
    CHECK_STR(prompt(&s, 0), "");
    CHECK_STR(prompt(&s, 2), "");
    play(&s, "challenge");
    CHECK_STR(prompt(&s, 0), "Sacha challenges your claim of Duke. Show Duke "
                             "and Sacha loses a card (you draw a new one), or "
                             "concede and lose a card yourself.");
    t = s;
    play(&t, "prove");
    CHECK_STR(prompt(&t, 1), "Anna showed Duke: you lost your challenge. "
                             "Choose the card you lose.");
    play(&s, "concede");
    CHECK_STR(prompt(&s, 0), "You did not show Duke when Sacha challenged. "
                             "Choose the card you lose.");

    /* A bluff challenged: the claimant is told it cannot prove. */
    table3(&s, 2, 2, 2, 2, 0);
    play(&s, "tax;challenge");
    CHECK_STR(prompt(&s, 2), "Anna challenges your claim of Duke, and you do "
                             "not hold Duke: you lose a card.");
}

TEST(prompts_of_blocks)
{
    coup_state s, t;
    table3(&s, 0, 2, 2, 2, 0);
    play(&s, "foreign-aid");
    CHECK_STR(prompt(&s, 1), "Anna takes Foreign Aid (2 coins). Block it by "
                             "claiming Duke? A block is a claim: if it is "
                             "challenged and you cannot show the card, you "
                             "lose a card and the Foreign Aid goes ahead.");

    table3(&s, 0, 2, 1, 2, 0);
    play(&s, "steal 1");
    CHECK_STR(prompt(&s, 1), "Anna claims Captain to steal from you. "
                             "Challenge? If Anna cannot show Captain, Anna "
                             "loses a card; if Anna can, you lose one.");
    play(&s, "pass");
    CHECK_STR(prompt(&s, 2), "Anna claims Captain to steal from Sacha. "
                             "Challenge? If Anna cannot show Captain, Anna "
                             "loses a card; if Anna can, you lose one.");
    play(&s, "pass");
    CHECK_STR(prompt(&s, 1), "Anna claims Captain to steal 1 coin from you. "
                             "Block it by claiming Captain or Ambassador? A "
                             "block is a claim: if it is challenged and you "
                             "cannot show the card, you lose a card and the "
                             "steal goes ahead.");
    play(&s, "block ambassador");
    CHECK_STR(prompt(&s, 2), "Sacha claims Ambassador to block Anna's steal. "
                             "Challenge? If Sacha cannot show Ambassador, "
                             "Sacha loses a card; if Sacha can, you lose "
                             "one.");
    play(&s, "pass");
    CHECK_STR(prompt(&s, 0), "Sacha claims Ambassador to block your steal. "
                             "Challenge? If Sacha cannot show Ambassador, "
                             "Sacha loses a card; if Sacha can, you lose "
                             "one.");

    /* An assassination: a failed Contessa costs both cards. */
    table3(&s, 2, 2, 2, 3, 0);
    play(&s, "assassinate 0;pass;pass");
    CHECK_STR(prompt(&s, 0), "Haig claims Assassin to assassinate you: you "
                             "lose a card unless you block it by claiming "
                             "Contessa. If your block is challenged and you "
                             "cannot show Contessa, you lose both your "
                             "cards.");
    t = s;
    play(&t, "pass");
    CHECK_STR(prompt(&t, 0), "Haig assassinated you. Choose the card you "
                             "lose.");
    /* The block's claim conceded, then the assassination: two losses, each
     * with its reason. */
    play(&s, "block contessa;challenge;concede");
    CHECK_STR(prompt(&s, 0), "You did not show Contessa when Sacha "
                             "challenged. Choose the card you lose.");
    play(&s, "lose duke");
    CHECK_STR(prompt(&s, 0), "Haig assassinated you. Choose the card you "
                             "lose. It is your last card: you leave the "
                             "game.");
}

TEST(prompts_of_coups_exchanges_and_examines)
{
    coup_state s;
    table3(&s, 0, 10, 2, 2, 0);
    CHECK_STR(prompt(&s, 0), "You have 10 coins: with 10 or more you must "
                             "launch a Coup (R4). Choose its target.");
    play(&s, "coup 2");
    CHECK_STR(prompt(&s, 2), "Anna launched a Coup against you. Choose the "
                             "card you lose.");

    table3(&s, 1, 2, 2, 2, 0);
    play(&s, "exchange;pass;pass;draw contessa;draw duke");
    CHECK_STR(prompt(&s, 1), "You drew Contessa and Duke. Keep 2 cards of "
                             "Duke, Ambassador, Contessa and Duke; the others "
                             "go back to the Court.");

    /* R10: the hand everyone saw is hidden again. */
    table3(&s, 0, 7, 2, 2, COUP_OPT_DECLARED_COUP);
    play(&s, "coup 2 duke");
    CHECK_STR(prompt(&s, 2), "Anna named Duke: show your face-down cards to "
                             "everyone (R10). If you hold Duke, you lose it.");
    play(&s, "show assassin contessa;draw captain;draw duke");
    CHECK_STR(prompt(&s, 2), "Everyone saw your cards (R10): this Exchange "
                             "hides them again. You drew Captain and Duke. "
                             "Keep 2 cards of Assassin, Contessa, Captain and "
                             "Duke; the others go back to the Court.");

    /* R12: the Inquisitor's Examine, from both sides. */
    table3(&s, 0, 2, 2, 2, COUP_OPT_INQUISITOR);
    s.card[0][1] = COUP_INQUISITOR;
    s.card[1][1] = COUP_CAPTAIN;
    /* Anna and Sacha trade a card: Anna holds the Inquisitor. */
    play(&s, "examine 1;pass;pass");
    CHECK_STR(prompt(&s, 1), "Anna examines you (claiming Inquisitor): choose "
                             "the card to show. Only Anna sees it, and may "
                             "make you swap it for a new one.");
    play(&s, "show captain");
    CHECK_STR(prompt(&s, 0), "Sacha showed you Captain. Give it back, or make "
                             "Sacha return it to the Court and draw a new "
                             "card?");
    CHECK_STR(prompt(&s, 1), "");

    /* R11: the draft. */
    coup_options o = {2, 0, COUP_OPT_TWO_PLAYER_DRAFT};
    REQUIRE(coup_init(&s, &o) == 0);
    REQUIRE(coup_to_move(&s) == 0);
    CHECK_STR(prompt(&s, 0), "Choose the card you keep from your set: the "
                             "others leave the game (R11).");
}

/* Several seats answering at once: the server's window (its phrase). */
TEST(answering_at_once)
{
    coup_state s;
    char buf[300];
    table3(&s, 0, 2, 2, 2, 0);
    play(&s, "tax");
    coup_narrate_answering(buf, sizeof buf, &coup_lang_en, &s, pnames, 6);
    CHECK_STR(buf, "Sacha and Haig to challenge or pass on Anna's claim of "
                   "Duke");
    coup_narrate_answering(buf, sizeof buf, &coup_lang_en, &s, pnames, 4);
    CHECK_STR(buf, "Sacha to challenge or pass on Anna's claim of Duke");
    table3(&s, 0, 2, 2, 2, 0);
    play(&s, "foreign-aid");
    coup_narrate_answering(buf, sizeof buf, &coup_lang_it, &s, pnames, 6);
    CHECK_STR(buf, "Sacha e Haig devono decidere se bloccare l'Aiuto Estero "
                   "da parte di Anna");
    table3(&s, 0, 2, 2, 2, 0);
    coup_narrate_answering(buf, sizeof buf, &coup_lang_en, &s, pnames, 7);
    CHECK_STR(buf, "Anna to choose an action");
}

/* Every decision of random games, in every language, with and without
 * names: the decider gets a whole prompt with every placeholder filled,
 * the others none; and the prompt tells nothing the decider may not see
 * (R9): another seat's face-down card swapped with one of the Court's
 * leaves it byte for byte the same. */
TEST(prompts_of_random_games)
{
    static const char *const names[COUP_MAX_PLAYERS] = {
        "Ada", "Bruno", "Chiara", "Diego", "Elena", "Fabio", "Gaia", "Hugo",
        "Ines", "Joao"};
    coup_rng r;
    coup_rng_seed(&r, 20261126);
    long asked = 0, swapped = 0;
    for (int game = 0; game < TEST_GAMES(200); game++) {
        coup_options o = {2 + (int)coup_rng_below(&r, 5), COUP_START_RANDOM,
                          coup_rng_below(&r, COUP_OPT_ALL + 1)};
        if (o.players != 2)
            o.flags &= ~(unsigned)COUP_OPT_TWO_PLAYER_DRAFT;
        coup_state s;
        REQUIRE(coup_init(&s, &o) == 0);
        while (!coup_is_over(&s)) {
            coup_move legal[COUP_MAX_MOVES];
            int n = coup_legal_moves(&s, legal), who = coup_to_move(&s);
            REQUIRE(n > 0);
            for (int k = 0; who >= 0 && coup_langs[k]; k++) {
                const coup_lang *l = coup_langs[k];
                char a[1024], b[1024];
                coup_narrate_prompt(a, sizeof a, l, &s, k & 1 ? names : NULL,
                                    who);
                if (!CHECK(a[0] && !strchr(a, '{') && !strstr(a, "?,") &&
                           strlen(a) < sizeof a - 1))
                    fprintf(stderr, "  %s, phase %d: '%s'\n", l->code,
                            s.phase, a);
                asked++;
                coup_narrate_prompt(b, sizeof b, l, &s, names,
                                    (who + 1) % s.players);
                CHECK_STR(b, "");
                /* R9: swap another seat's hidden card with the Court's. */
                coup_narrate_prompt(a, sizeof a, l, &s, names, who);
                for (int q = 0; q < s.players; q++)
                    for (int slot = 0; slot < 2; slot++) {
                        int c = s.card[q][slot];
                        bool seen = s.phase == COUP_PH_EXAMINE &&
                                    q == s.target && slot == s.shown;
                        if (q == who || c >= COUP_NCARDS || seen)
                            continue;
                        for (int d = 0; d < COUP_NCARDS; d++) {
                            if (d == c || s.court[d] == 0)
                                continue;
                            coup_state t = s;
                            t.card[q][slot] = (uint8_t)d;
                            t.court[d]--;
                            t.court[c]++;
                            coup_narrate_prompt(b, sizeof b, l, &t, names,
                                                who);
                            CHECK_STR(b, a);
                            swapped++;
                        }
                    }
            }
            coup_move m = who == COUP_CHANCE
                              ? coup_chance_pick(&s, coup_rng_below(
                                    &r, (uint32_t)coup_chance_total(&s)))
                              : legal[coup_rng_below(&r, (uint32_t)n)];
            REQUIRE(coup_apply(&s, m) == 0);
        }
    }
    CHECK(asked > 1000);
    CHECK(swapped > 1000);
}

/* A seat's name: the given one, cut to the buffer (as snprintf would),
 * or "seat N" / "Seat N" without one. */
/* Reformation (R16-R19): the labels of Conversion and Embezzlement, the
 * prompts of an Embezzlement's challenge, the narration of the factions. */
TEST(reformation_labels_prompts_and_factions)
{
    coup_options o = {3, 0, COUP_OPT_REFORMATION};
    coup_position p = {.coins = {2, 2, 2},
                       .card = {{COUP_DUKE, COUP_CAPTAIN},
                                {COUP_CAPTAIN, COUP_CONTESSA},
                                {COUP_ASSASSIN, COUP_CONTESSA}},
                       .reserve = 3};
    coup_state s, t;
    char buf[300];
    REQUIRE(coup_init_position(&s, &o, &p, NULL, 0) == 0);
    CHECK_STR(label(&coup_lang_en, &s, mv(COUP_MV_CONVERT, 0, COUP_NOCARD,
                                          COUP_NOCARD), pnames),
              "Convert yourself: turn Reformist (1 coin)");
    CHECK_STR(label(&coup_lang_en, &s, mv(COUP_MV_CONVERT, 1, COUP_NOCARD,
                                          COUP_NOCARD), pnames),
              "Convert Sacha: turn them Loyalist (2 coins)");
    CHECK_STR(label(&coup_lang_en, &s, mv(COUP_MV_EMBEZZLE, COUP_NOBODY,
                                          COUP_NOCARD, COUP_NOCARD), pnames),
              "Embezzle 3 coins: claim no Duke");
    coup_narrate_factions(buf, sizeof buf, &coup_lang_en, &s, pnames);
    CHECK_STR(buf, "Loyalists: Anna, Haig. Reformists: Sacha. Treasury "
                   "Reserve: 3 coins.");
    play(&s, "embezzle");
    /* Put to both seats at once, in the server's answer window. */
    coup_narrate_answering(buf, sizeof buf, &coup_lang_en, &s, pnames, 6);
    CHECK_STR(buf, "Sacha and Haig to challenge or pass on Anna's claim of "
                   "no Duke");
    for (int k = 0; coup_langs[k]; k++) {
        coup_narrate_answering(buf, sizeof buf, coup_langs[k], &s, pnames, 6);
        CHECK(strstr(buf, coup_langs[k]->card[COUP_DUKE]) && !strchr(buf, '{'));
    }
    CHECK_STR(prompt(&s, 1), "Anna claims not to hold Duke, to take the "
                             "Treasury Reserve (3 coins). Challenge? If Anna "
                             "holds Duke, Anna loses a card; if not, you lose "
                             "one.");
    play(&s, "challenge");
    CHECK_STR(prompt(&s, 0), "Sacha challenges your claim of holding no "
                             "Duke, and you hold Duke: you lose a card.");
    play(&s, "concede");
    CHECK_STR(prompt(&s, 0), "You did not prove you hold no Duke when Sacha "
                             "challenged. Choose the card you lose.");

    /* Without a Duke the embezzler may show its hand. */
    o.start = 1;
    REQUIRE(coup_init_position(&s, &o, &p, NULL, 0) == 0);
    play(&s, "embezzle;pass;challenge");
    CHECK_STR(prompt(&s, 1), "Anna challenges your claim of holding no Duke. "
                             "Show your cards (Captain and Contessa) to "
                             "everyone and Anna loses a card (yours go back "
                             "and you draw new ones), or concede and lose a "
                             "card yourself.");
    CHECK_STR(label(&coup_lang_en, &s, mv(COUP_MV_PROVE, COUP_NOBODY,
                                          COUP_CAPTAIN, COUP_CONTESSA),
                    pnames),
              "Show Captain and Contessa (no Duke): the challenger loses a "
              "card");
    /* Not to show them: the cards, whatever the language's grammar. */
    CHECK_STR(label(&coup_lang_en, &s, mv(COUP_MV_CONCEDE, COUP_NOBODY,
                                          COUP_NOCARD, COUP_NOCARD),
                    pnames),
              "Do not show your cards: lose a card");
    CHECK_STR(label(&coup_lang_es, &s, mv(COUP_MV_CONCEDE, COUP_NOBODY,
                                          COUP_NOCARD, COUP_NOCARD),
                    pnames),
              "No mostrarlas: perder una carta");
    t = s;
    play(&t, "prove captain contessa");
    CHECK_STR(prompt(&t, 0), "Sacha showed their cards, without Duke: you "
                             "lost your challenge. Choose the card you "
                             "lose.");
    for (int k = 0; coup_langs[k]; k++) {
        coup_narrate_factions(buf, sizeof buf, coup_langs[k], &t, pnames);
        CHECK(strstr(buf, "Sacha") && strstr(buf, "3") && !strchr(buf, '?'));
    }
    /* Without the option there is nothing to say. */
    table3(&s, 0, 2, 2, 2, 0);
    coup_narrate_factions(buf, sizeof buf, &coup_lang_en, &s, pnames);
    CHECK_STR(buf, "");
}

TEST(seat_names_fit_their_buffer)
{
    const coup_lang *l = coup_langs[0];
    const char *names[COUP_MAX_PLAYERS] = {"Haig", "Sacha"};
    char buf[6];
    CHECK_STR(coup_narrate_seat(buf, sizeof buf, l, 1, names, 0), "Sacha");
    CHECK_STR(coup_narrate_seat(buf, 4, l, 1, names, 0), "Sac");
    CHECK_STR(coup_narrate_seat(buf, 1, l, 0, names, 1), "");
    buf[0] = 'x';
    CHECK(coup_narrate_seat(buf, 0, l, 0, names, 1) == buf);
    CHECK_INT(buf[0], ==, 'x'); /* nothing written into no room */
    char seat[32];
    snprintf(seat, sizeof seat, "%s %d", l->seat_up, 2);
    char got[32];
    CHECK_STR(coup_narrate_seat(got, sizeof got, l, 2, names, 1), seat);
    CHECK_STR(coup_narrate_seat(got, sizeof got, l, 2, NULL, 1), seat);
}

/* The server's refusals (the err_ fields): in every language every
 * template is set, uses the English one's placeholders (in its own
 * order), leaves none unfilled, and is a whole sentence. */
TEST(refusals_fill_their_placeholders)
{
    const size_t ptr = sizeof(const char *),
                 first = offsetof(coup_lang, err_not_in_room),
                 last = offsetof(coup_lang, err_chat_invisible);
    const coup_say_args v = {.A = "Ada", .T = "Bruno", .a = "Ada",
                             .t = "Bruno", .c = "Duke", .d = "Contessa",
                             .x = "steal", .s = "BCDF", .n = 3, .k = 2,
                             .m = 4};
    int checked = 0;
    for (int i = 0; coup_langs[i]; i++) {
        const coup_lang *l = coup_langs[i];
        for (size_t off = first; off <= last; off += ptr) {
            const char *t, *en;
            memcpy(&t, (const char *)l + off, sizeof t);
            memcpy(&en, (const char *)&coup_lang_en + off, sizeof en);
            int field = (int)((off - first) / ptr);
            if (!CHECK(t != NULL && t[0] != '\0')) {
                fprintf(stderr, "  %s: refusal #%d is empty\n", l->code, field);
                continue;
            }
            char want[16], got[16], buf[512];
            holes(en, want, sizeof want);
            holes(t, got, sizeof got);
            qsort(want, strlen(want), 1, by_char);
            qsort(got, strlen(got), 1, by_char);
            coup_lang_say(l, buf, sizeof buf, t, &v);
            if (!CHECK_STR(got, want) || !CHECK(strchr(buf, '{') == NULL) ||
                !CHECK(buf[0] != ' ' && buf[strlen(buf) - 1] == '.'))
                fprintf(stderr, "  %s refusal #%d: \"%s\"\n", l->code, field,
                        buf);
            checked++;
        }
    }
    int langs = 0;
    while (coup_langs[langs])
        langs++;
    CHECK_INT(langs, ==, 8);
    CHECK_INT(checked, ==, langs * (int)((last - first) / ptr + 1));
    CHECK(checked >= 8 * 40);
}

TEST_MAIN()
