/*
 * test_msg.c - the client-message decoder (src/server/msg.c): every
 * message type accepted with its fields, every refusal code with its
 * reason, and the limits (size, name and chat lengths, timer, players,
 * options together, move text, token, code).
 */
#include <stdio.h>
#include <string.h>

#include <coup/text.h>

#include "server/msg.h"
#include "test.h"

static int dec(const char *text, msg *m)
{
    char why[256];
    int rc = msg_decode(text, strlen(text), m, why, sizeof why);
    if (rc && why[0] == '\0')
        return 99; /* a refusal must say why */
    return rc;
}

TEST(every_type_accepted)
{
    msg m;
    CHECK_INT(dec("{\"type\":\"hello\",\"v\":1,\"lang\":\"it\"}", &m), ==, 0);
    CHECK_INT(m.type, ==, MSG_HELLO);
    CHECK_STR(m.lang, "it");
    CHECK_INT(dec("{\"type\":\"hello\",\"lang\":\"nl\"}", &m), ==, 0);
    CHECK_STR(m.lang, "");
    CHECK_INT(dec("{\"type\":\"lang\",\"lang\":\"pt\"}", &m), ==, 0);
    for (int i = 0; coup_langs[i]; i++) { /* every language we have */
        char hello[64];
        snprintf(hello, sizeof hello, "{\"type\":\"lang\",\"lang\":\"%s\"}",
                 coup_langs[i]->code);
        CHECK_INT(dec(hello, &m), ==, 0);
        CHECK_STR(m.lang, coup_langs[i]->code);
    }
    CHECK_INT(dec("{\"type\":\"lobby\"}", &m), ==, 0);
    CHECK_INT(m.type, ==, MSG_LOBBY);
    CHECK_INT(dec("{\"type\":\"create\",\"name\":\" Haig \",\"players\":3,"
                  "\"options\":[\"inquisitor\",\"declared_coup\"],\"timer\":30,"
                  "\"public\":true,\"bots\":\"honest\",\"extra\":1}", &m), ==, 0);
    CHECK_STR(m.name, "Haig");
    CHECK_INT(m.players, ==, 3);
    CHECK_UINT(m.options, ==, COUP_OPT_INQUISITOR | COUP_OPT_DECLARED_COUP);
    CHECK_INT(m.timer, ==, 30);
    CHECK(m.public_);
    CHECK_INT(m.bots, ==, MSG_BOT_HONEST);
    CHECK_INT(dec("{\"type\":\"join\",\"code\":\"bcdf\",\"name\":\"S\xc3\xa9\"}", &m), ==, 0);
    CHECK_STR(m.code, "BCDF");
    CHECK_INT(dec("{\"type\":\"resume\",\"code\":\"BCDF\",\"token\":"
                  "\"0123456789ABCDEF0123456789abcdef\"}", &m), ==, 0);
    CHECK_STR(m.token, "0123456789abcdef0123456789abcdef");
    CHECK_INT(dec("{\"type\":\"watch\",\"code\":\"ZZZZ\"}", &m), ==, 0);
    CHECK_STR(m.key, "");
    /* A room's key: optional in join and watch, 32 hex digits. */
    CHECK_INT(dec("{\"type\":\"watch\",\"code\":\"ZZZZ\",\"key\":"
                  "\"0123456789ABCDEF0123456789abcdef\"}", &m), ==, 0);
    CHECK_STR(m.key, "0123456789abcdef0123456789abcdef");
    CHECK_INT(dec("{\"type\":\"join\",\"code\":\"ZZZZ\",\"name\":\"x\",\"key\":"
                  "\"fedcba9876543210fedcba9876543210\"}", &m), ==, 0);
    CHECK_STR(m.key, "fedcba9876543210fedcba9876543210");
    CHECK_INT(dec("{\"type\":\"join\",\"code\":\"ZZZZ\",\"name\":\"x\",\"key\":"
                  "\"0123\"}", &m), ==, MSG_E_BAD_FIELD);
    CHECK_INT(dec("{\"type\":\"watch\",\"code\":\"ZZZZ\",\"key\":"
                  "\"0123456789abcdef0123456789abcdeg\"}", &m), ==, MSG_E_BAD_FIELD);
    CHECK_INT(dec("{\"type\":\"watch\",\"code\":\"ZZZZ\",\"key\":7}", &m), ==,
              MSG_E_BAD_FIELD);
    /* Not a field of resume: ignored. */
    CHECK_INT(dec("{\"type\":\"resume\",\"code\":\"BCDF\",\"token\":"
                  "\"0123456789abcdef0123456789abcdef\",\"key\":\"x\"}", &m), ==, 0);
    CHECK_STR(m.key, "");
    CHECK_INT(dec("{\"type\":\"leave\"}", &m), ==, 0);
    CHECK_INT(dec("{\"type\":\"settings\",\"timer\":0}", &m), ==, 0);
    CHECK_UINT(m.has, ==, MSG_HAS_TIMER);
    CHECK_INT(dec("{\"type\":\"add_bot\"}", &m), ==, 0);
    CHECK_INT(dec("{\"type\":\"remove\",\"seat\":9}", &m), ==, 0);
    CHECK_INT(m.seat, ==, 9);
    CHECK_INT(dec("{\"type\":\"start\"}", &m), ==, 0);
    CHECK_INT(dec("{\"type\":\"move\",\"move\":\"STEAL 2\",\"turn\":0}", &m), ==, 0);
    CHECK_INT(m.move.type, ==, COUP_MV_STEAL);
    CHECK_INT(m.move.target, ==, 2);
    CHECK_INT(dec("{\"type\":\"again\"}", &m), ==, 0);
    CHECK_INT(dec("{\"type\":\"chat\",\"text\":\"  hi there \"}", &m), ==, 0);
    CHECK_STR(m.text, "hi there");
}

TEST(refusal_codes)
{
    msg m;
    char big[MSG_MAX_BYTES + 64];
    memset(big, ' ', sizeof big);
    memcpy(big, "{\"type\":\"lobby\"}", 16);
    CHECK_INT(msg_decode(big, MSG_MAX_BYTES + 1, &m, NULL, 0), ==, MSG_E_TOO_BIG);
    CHECK_INT(msg_decode(big, MSG_MAX_BYTES, &m, NULL, 0), ==, 0);
    CHECK_INT(dec("{\"type\":\"chat\",\"text\":\"\xc0\xaf\"}", &m), ==, MSG_E_BAD_UTF8);
    CHECK_INT(dec("{\"type\":\"chat\",\"text\":\"\xed\xa0\x80\"}", &m), ==, MSG_E_BAD_UTF8);
    CHECK_INT(dec("{\"type\":\"chat\",\"text\":\"\xf4\x90\x80\x80\"}", &m), ==, MSG_E_BAD_UTF8);
    CHECK_INT(dec("{\"type\":", &m), ==, MSG_E_BAD_JSON);
    CHECK_INT(dec("[1]", &m), ==, MSG_E_BAD_JSON);
    CHECK_INT(dec("{\"type\":\"nope\"}", &m), ==, MSG_E_BAD_TYPE);
    CHECK_INT(dec("{\"type\":3}", &m), ==, MSG_E_BAD_TYPE);
    CHECK_INT(dec("{}", &m), ==, MSG_E_BAD_TYPE);
    CHECK_INT(dec("{\"type\":\"join\",\"code\":\"BCDF\"}", &m), ==, MSG_E_BAD_FIELD);
    CHECK_INT(m.type, ==, MSG_JOIN);
    CHECK_INT(dec("{\"type\":\"join\",\"code\":\"BCDA\",\"name\":\"x\"}", &m), ==, MSG_E_BAD_FIELD);
    CHECK_INT(dec("{\"type\":\"join\",\"code\":\"BCD\",\"name\":\"x\"}", &m), ==, MSG_E_BAD_FIELD);
    CHECK_INT(dec("{\"type\":\"join\",\"code\":5,\"name\":\"x\"}", &m), ==, MSG_E_BAD_FIELD);
    CHECK_INT(dec("{\"type\":\"resume\",\"code\":\"BCDF\",\"token\":\"0123\"}", &m), ==, MSG_E_BAD_FIELD);
    CHECK_INT(dec("{\"type\":\"resume\",\"code\":\"BCDF\",\"token\":"
                  "\"0123456789abcdef0123456789abcdeg\"}", &m), ==, MSG_E_BAD_FIELD);
    CHECK_INT(dec("{\"type\":\"lang\",\"lang\":\"nl\"}", &m), ==, MSG_E_BAD_FIELD);
    CHECK_INT(dec("{\"type\":\"hello\",\"v\":2}", &m), ==, MSG_E_BAD_FIELD);
    CHECK_INT(dec("{\"type\":\"remove\",\"seat\":10}", &m), ==, MSG_E_BAD_FIELD);
    CHECK_INT(dec("{\"type\":\"remove\",\"seat\":\"1\"}", &m), ==, MSG_E_BAD_FIELD);
    CHECK_INT(dec("{\"type\":\"move\",\"move\":\"fly 2\",\"turn\":1}", &m), ==, MSG_E_BAD_FIELD);
    CHECK_INT(dec("{\"type\":\"move\",\"move\":\"income\",\"turn\":-1}", &m), ==, MSG_E_BAD_FIELD);
    CHECK_INT(dec("{\"type\":\"move\",\"move\":\"income\"}", &m), ==, MSG_E_BAD_FIELD);
    CHECK_INT(dec("{\"type\":\"chat\",\"text\":\"   \"}", &m), ==, MSG_E_BAD_FIELD);
    CHECK_INT(dec("{\"type\":\"chat\",\"text\":\"a\\nb\"}", &m), ==, MSG_E_BAD_FIELD);
}

TEST(settings_limits)
{
    msg m;
    CHECK_INT(dec("{\"type\":\"create\",\"name\":\"a\",\"players\":1}", &m), ==, MSG_E_BAD_FIELD);
    CHECK_INT(dec("{\"type\":\"create\",\"name\":\"a\",\"players\":11}", &m), ==, MSG_E_BAD_FIELD);
    CHECK_INT(dec("{\"type\":\"create\",\"name\":\"a\",\"players\":2.0}", &m), ==, MSG_E_BAD_FIELD);
    CHECK_INT(dec("{\"type\":\"create\",\"name\":\"a\"}", &m), ==, MSG_E_BAD_FIELD);
    CHECK_INT(dec("{\"type\":\"create\",\"name\":\"a\",\"players\":2,\"timer\":9}", &m), ==, MSG_E_BAD_FIELD);
    CHECK_INT(dec("{\"type\":\"create\",\"name\":\"a\",\"players\":2,\"timer\":10}", &m), ==, 0);
    CHECK_INT(dec("{\"type\":\"create\",\"name\":\"a\",\"players\":2,\"timer\":600}", &m), ==, 0);
    CHECK_INT(dec("{\"type\":\"create\",\"name\":\"a\",\"players\":2,\"timer\":601}", &m), ==, MSG_E_BAD_FIELD);
    CHECK_INT(dec("{\"type\":\"create\",\"name\":\"a\",\"players\":2,\"bots\":\"smart\"}", &m), ==, MSG_E_BAD_FIELD);
    CHECK_INT(dec("{\"type\":\"create\",\"name\":\"a\",\"players\":2,\"public\":1}", &m), ==, MSG_E_BAD_FIELD);
    /* Hints: a bool, off unless given; a hint names its turn. */
    CHECK_INT(dec("{\"type\":\"create\",\"name\":\"a\",\"players\":2}", &m), ==, 0);
    CHECK(!m.hints && !(m.has & MSG_HAS_HINTS));
    CHECK_INT(dec("{\"type\":\"settings\",\"hints\":true}", &m), ==, 0);
    CHECK(m.hints && (m.has & MSG_HAS_HINTS));
    CHECK_INT(dec("{\"type\":\"settings\",\"hints\":\"yes\"}", &m), ==, MSG_E_BAD_FIELD);
    CHECK_STR(m.fault.field, "hints");
    CHECK_INT(dec("{\"type\":\"hint\",\"turn\":12}", &m), ==, 0);
    CHECK_INT(m.type, ==, MSG_HINT);
    CHECK_INT(m.turn, ==, 12);
    CHECK_INT(dec("{\"type\":\"hint\"}", &m), ==, MSG_E_BAD_FIELD);
    CHECK_INT(dec("{\"type\":\"hint\",\"turn\":-1}", &m), ==, MSG_E_BAD_FIELD);
    CHECK_INT(dec("{\"type\":\"create\",\"name\":\"a\",\"players\":2,\"options\":[\"x\"]}", &m), ==, MSG_E_BAD_FIELD);
    /* Reformation (R16-R19), alone and with the Inquisitor */
    CHECK_INT(dec("{\"type\":\"create\",\"name\":\"a\",\"players\":4,"
                  "\"options\":[\"reformation\",\"inquisitor\"]}", &m), ==, 0);
    CHECK_INT(m.options, ==, COUP_OPT_REFORMATION | COUP_OPT_INQUISITOR);
    CHECK_INT(dec("{\"type\":\"create\",\"name\":\"a\",\"players\":3,"
                  "\"options\":[\"two_player_draft\"]}", &m), ==, MSG_E_BAD_FIELD);
    CHECK_INT(dec("{\"type\":\"create\",\"name\":\"a\",\"players\":2,"
                  "\"options\":[\"two_player_draft\"]}", &m), ==, 0);
    /* Names: 20 characters (not bytes), printable. */
    CHECK_INT(dec("{\"type\":\"create\",\"name\":\"\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9"
                  "\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9"
                  "\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\",\"players\":2}", &m), ==, 0);
    CHECK_INT(dec("{\"type\":\"create\",\"name\":\"abcdefghijklmnopqrstu\",\"players\":2}", &m),
              ==, MSG_E_BAD_FIELD);
    CHECK_INT(dec("{\"type\":\"create\",\"name\":\"a\\u0007b\",\"players\":2}", &m), ==, MSG_E_BAD_FIELD);
    CHECK_INT(dec("{\"type\":\"create\",\"name\":\"a\xe2\x80\x8b\",\"players\":2}", &m), ==, MSG_E_BAD_FIELD);
    CHECK_INT(dec("{\"type\":\"create\",\"name\":\"a\\u0000\",\"players\":2}", &m), ==, MSG_E_BAD_JSON);
    /* Chat: 200 characters. */
    char chat[400];
    strcpy(chat, "{\"type\":\"chat\",\"text\":\"");
    size_t k = strlen(chat);
    memset(chat + k, 'x', 200);
    strcpy(chat + k + 200, "\"}");
    CHECK_INT(dec(chat, &m), ==, 0);
    memset(chat + k, 'x', 201);
    strcpy(chat + k + 201, "\"}");
    CHECK_INT(dec(chat, &m), ==, MSG_E_BAD_FIELD);
    /* Moves: 64 bytes of text at most. */
    char mv[200];
    snprintf(mv, sizeof mv, "{\"type\":\"move\",\"move\":\"income%*s\",\"turn\":1}", 59, "");
    CHECK_INT(dec(mv, &m), ==, MSG_E_BAD_FIELD);
    snprintf(mv, sizeof mv, "{\"type\":\"move\",\"move\":\"income%*s\",\"turn\":1}", 58, "");
    CHECK_INT(dec(mv, &m), ==, 0);
}

TEST(names_of_codes)
{
    CHECK_STR(msg_error_code(MSG_E_BAD_JSON), "bad_json");
    CHECK_STR(msg_error_code(MSG_E_TOO_BIG), "too_big");
    CHECK_STR(msg_error_code(MSG_E_BAD_UTF8), "bad_utf8");
    CHECK_STR(msg_error_code(MSG_E_BAD_TYPE), "bad_type");
    CHECK_STR(msg_error_code(MSG_E_BAD_FIELD), "bad_field");
    CHECK_STR(msg_type_name(MSG_CHAT), "chat");
    CHECK_STR(msg_type_name(MSG_NONE), "");
    CHECK_INT(msg_level_parse("heuristic"), ==, MSG_BOT_HEURISTIC);
    CHECK_INT(msg_level_parse("x"), ==, -1);
    /* The bot choices: the first four as before (weakest first, "search"
     * the hardest), then the personalities and "mixed". */
    static const char *const levels[] = {"random",  "honest",     "heuristic",
                                         "search",  "bluffer",    "challenger",
                                         "cautious", "mixed"};
    CHECK_INT(MSG_NLEVELS, ==, 8);
    for (int i = 0; i < MSG_NLEVELS; i++) {
        CHECK_STR(msg_level_name(i), levels[i]);
        CHECK_INT(msg_level_parse(levels[i]), ==, i);
    }
    CHECK_INT(msg_level_parse("search"), ==, MSG_BOT_SEARCH);
    CHECK_STR(msg_level_name(MSG_NLEVELS), "?");
    CHECK_INT(msg_level_parse("search:iters=5"), ==, -1);
    msg m;
    CHECK_INT(dec("{\"type\":\"create\",\"name\":\"a\",\"players\":2,"
                  "\"bots\":\"search\"}", &m), ==, 0);
    CHECK_INT(m.bots, ==, MSG_BOT_SEARCH);
}

/* `bots` in create and settings: every level, personality and "mixed"
 * taken; anything else refused, the refusal naming every value allowed. */
TEST(bots_levels_personalities_mixed)
{
    static const struct {
        const char *word;
        int level;
    } ok[] = {
        {"random", MSG_BOT_RANDOM},         {"heuristic", MSG_BOT_HEURISTIC},
        {"search", MSG_BOT_SEARCH},         {"honest", MSG_BOT_HONEST},
        {"bluffer", MSG_BOT_BLUFFER},       {"challenger", MSG_BOT_CHALLENGER},
        {"cautious", MSG_BOT_CAUTIOUS},     {"mixed", MSG_BOT_MIXED},
    };
    char buf[160], why[256];
    msg m;
    for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++) {
        snprintf(buf, sizeof buf,
                 "{\"type\":\"create\",\"name\":\"a\",\"players\":3,"
                 "\"bots\":\"%s\"}", ok[i].word);
        CHECK_INT(dec(buf, &m), ==, 0);
        CHECK_INT(m.bots, ==, ok[i].level);
        CHECK(m.has & MSG_HAS_BOTS);
        snprintf(buf, sizeof buf, "{\"type\":\"settings\",\"bots\":\"%s\"}",
                 ok[i].word);
        CHECK_INT(dec(buf, &m), ==, 0);
        CHECK_INT(m.bots, ==, ok[i].level);
    }
    static const char *const bad[] = {
        "{\"type\":\"settings\",\"bots\":\"smart\"}",
        "{\"type\":\"settings\",\"bots\":\"Bluffer\"}",
        "{\"type\":\"settings\",\"bots\":\"bluffer:bluff=1\"}",
        "{\"type\":\"settings\",\"bots\":\"\"}",
        "{\"type\":\"create\",\"name\":\"a\",\"players\":2,\"bots\":\"mix\"}",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        const char *t = bad[i];
        CHECK_INT(msg_decode(t, strlen(t), &m, why, sizeof why), ==,
                  MSG_E_BAD_FIELD);
        CHECK_INT(m.fault.kind, ==, MSG_F_FIELD);
        CHECK_STR(m.fault.field, "bots");
        CHECK_STR(why, "'bots' must be random, heuristic or search (levels), "
                       "honest, bluffer, challenger or cautious "
                       "(personalities), or mixed");
    }
    /* Not a string at all: the same field, the type's own refusal. */
    CHECK_INT(dec("{\"type\":\"settings\",\"bots\":3}", &m), ==,
              MSG_E_BAD_FIELD);
    CHECK_STR(m.fault.field, "bots");
}

/* A refusal also says what was wrong as the hub words it for a person
 * (m->fault): the kind, the field, the limit; no sentence of a language. */
TEST(faults_for_the_hub_to_word)
{
    msg m;
    CHECK_INT(dec("{\"type\":\"join\",\"code\":\"ABCD\",\"name\":\"x\"}", &m), ==,
              MSG_E_BAD_FIELD);
    CHECK_INT(m.fault.kind, ==, MSG_F_CODE);
    CHECK_STR(m.fault.field, "code");
    CHECK_INT(dec("{\"type\":\"join\",\"code\":\"BCDFG\",\"name\":\"x\"}", &m), ==,
              MSG_E_BAD_FIELD);
    CHECK_INT(m.fault.kind, ==, MSG_F_CODE);
    CHECK_INT(dec("{\"type\":\"create\",\"name\":\"abcdefghijklmnopqrstu\","
                  "\"players\":2}", &m), ==, MSG_E_BAD_FIELD);
    CHECK_INT(m.fault.kind, ==, MSG_F_LONG);
    CHECK_STR(m.fault.field, "name");
    CHECK_INT(m.fault.max, ==, MSG_NAME_CHARS);
    CHECK_INT(dec("{\"type\":\"chat\",\"text\":\" \"}", &m), ==, MSG_E_BAD_FIELD);
    CHECK_INT(m.fault.kind, ==, MSG_F_EMPTY);
    CHECK_STR(m.fault.field, "text");
    CHECK_INT(dec("{\"type\":\"chat\",\"text\":\"a\\u0007\"}", &m), ==,
              MSG_E_BAD_FIELD);
    CHECK_INT(m.fault.kind, ==, MSG_F_INVISIBLE);
    CHECK_INT(dec("{\"type\":\"create\",\"name\":\"a\",\"players\":2,"
                  "\"timer\":5}", &m), ==, MSG_E_BAD_FIELD);
    CHECK_INT(m.fault.kind, ==, MSG_F_FIELD);
    CHECK_STR(m.fault.field, "timer");
    CHECK_INT(dec("{\"type\":\"settings\",\"players\":3,"
                  "\"options\":[\"two_player_draft\"]}", &m), ==, MSG_E_BAD_FIELD);
    CHECK_INT(m.fault.kind, ==, MSG_F_DRAFT);
    CHECK_INT(dec("{\"type\":\"hello\",\"v\":2}", &m), ==, MSG_E_BAD_FIELD);
    CHECK_INT(m.fault.kind, ==, MSG_F_VERSION);
    CHECK_INT(dec("{\"type\":\"move\",\"turn\":1}", &m), ==, MSG_E_BAD_FIELD);
    CHECK_INT(m.fault.kind, ==, MSG_F_FIELD);
    CHECK_STR(m.fault.field, "move");
    CHECK_INT(dec("{\"type\":", &m), ==, MSG_E_BAD_JSON);
    CHECK_INT(m.fault.kind, ==, MSG_F_UNREADABLE);
    CHECK_INT(dec("{\"type\":\"fly\"}", &m), ==, MSG_E_BAD_TYPE);
    CHECK_INT(m.fault.kind, ==, MSG_F_UNREADABLE);
    char big[MSG_MAX_BYTES + 2];
    memset(big, ' ', sizeof big);
    CHECK_INT(msg_decode(big, sizeof big, &m, NULL, 0), ==, MSG_E_TOO_BIG);
    CHECK_INT(m.fault.kind, ==, MSG_F_TOO_BIG);
    CHECK_INT(dec("{\"type\":\"lobby\"}", &m), ==, 0);
    CHECK_INT(m.fault.kind, ==, MSG_F_NONE);
}

TEST_MAIN()
