/*
 * test_account.c - the names, password hashes, session tokens and cookies
 * of accounts (src/server/account.c).
 */
#include <stdio.h>
#include <string.h>

#include "server/account.h"
#include "test.h"

/* The key of name, or the fault's name in brackets: "[too short]". */
static const char *key_of(const char *name)
{
    static char key[ACCOUNT_NAME_BYTES + 1], out[ACCOUNT_NAME_BYTES + 32];
    int f = account_name_key(name, strlen(name), key, sizeof key);
    if (f != ACCOUNT_OK) {
        if (key[0] != '\0')
            return "[refused, but a key written]";
        snprintf(out, sizeof out, "[%s]", account_fault_name(f));
        return out;
    }
    return key;
}

TEST(names_and_their_keys)
{
    CHECK_STR(key_of("Haig"), "haig");
    CHECK_STR(key_of("José_1"), "jose_1");
    CHECK_STR(key_of("jose-1"), "jose_1");
    CHECK_STR(key_of("JOSÉ-1"), "jose_1");
    CHECK_STR(key_of("Straße"), "strase");
    CHECK_STR(key_of("Ægir"), "agir");
    CHECK_STR(key_of("007bond"), "007bond");
    /* Arabic: the forms of alef as one, alef maqsura as yeh, its digits as
     * ASCII ones. */
    CHECK_STR(key_of("أحمد"), "احمد");
    CHECK_STR(key_of("إحمد"), "احمد");
    CHECK_STR(key_of("مصطفى٧"), "مصطفي7");
    /* Devanagari: a letter and its nukta as the one code point. */
    CHECK_STR(key_of("\u0930\u093e\u091c\u093c\u093e"), "\u0930\u093e\u095b\u093e");
    CHECK_STR(key_of("\u0930\u093e\u095b\u093e"), "\u0930\u093e\u095b\u093e");
    CHECK_STR(key_of("अमित१२"), "अमित12");
    /* A letter and its nukta count as the one character they make. */
    CHECK_STR(key_of("\u091c\u093c\u093e"), "[too short]");
    CHECK_STR(key_of("\u091c\u093c\u093e\u0932"), "\u095b\u093e\u0932");
}

TEST(names_refused)
{
    CHECK_STR(key_of("ab"), "[too short]");
    CHECK_STR(key_of(""), "[too short]");
    CHECK_STR(key_of("abcdefghijklmnopqrstu"), "[too long]");
    CHECK_STR(key_of("abcdefghijklmnopqrst"), "abcdefghijklmnopqrst");
    CHECK_STR(key_of("أحمدأحمدأحمدأحمدأحمد"), "احمداحمداحمداحمداحمد");
    CHECK_STR(key_of("أحمدأحمدأحمدأحمدأحمدx"), "[letters of two scripts]");
    CHECK_STR(key_of("Bob Smith"), "[a character a name may not hold]");
    CHECK_STR(key_of("Bob!"), "[a character a name may not hold]");
    CHECK_STR(key_of("Bo'b; DROP TABLE"), "[a character a name may not hold]");
    /* Invisible characters: a zero-width space, a joiner, a direction
     * override, a BOM. */
    CHECK_STR(key_of("Bo\u200bb"), "[a character a name may not hold]");
    CHECK_STR(key_of("Bo\u200db"), "[a character a name may not hold]");
    CHECK_STR(key_of("\u202eBob"), "[a character a name may not hold]");
    CHECK_STR(key_of("\ufeffBob"), "[a character a name may not hold]");
    /* Look-alikes of other scripts, and two scripts in one name. */
    CHECK_STR(key_of("B\u043eb"), "[a character a name may not hold]"); /* Cyrillic o */
    CHECK_STR(key_of("Bob\u0905"), "[letters of two scripts]");
    CHECK_STR(key_of("Bobأ"), "[letters of two scripts]");
    /* A combining accent, Arabic's vowel marks and tatweel. */
    CHECK_STR(key_of("Jose\u0301"), "[a character a name may not hold]");
    CHECK_STR(key_of("\u0643\u064e\u062a\u0628"), "[a character a name may not hold]");
    CHECK_STR(key_of("\u0643\u0640\u062a\u0628"), "[a character a name may not hold]");
    /* A Devanagari sign on no letter, and one after a digit. */
    CHECK_STR(key_of("\u093e\u0930\u093e\u091c"), "[a mark on no letter]");
    CHECK_STR(key_of("\u0967\u093e\u0930\u093e"), "[a mark on no letter]");
    CHECK_STR(key_of("123"), "[no letter]");
    CHECK_STR(key_of("__--"), "[no letter]");
    CHECK_STR(key_of("Bob\xff"), "[not UTF-8]");
    CHECK_STR(key_of("Bo\xc3"), "[not UTF-8]");
    CHECK_STR(key_of("Bo\xc0\xa0"), "[not UTF-8]"); /* overlong */
    /* An embedded NUL is a character no name may hold. */
    char key[ACCOUNT_NAME_BYTES + 1];
    CHECK_INT(account_name_key("Bob\0b", 5, key, sizeof key), ==,
              ACCOUNT_E_CHARACTER);
    CHECK_STR(key, "");
    /* A buffer too small for any key is refused, not overrun. */
    CHECK(account_name_key("Bob", 3, key, 8) != ACCOUNT_OK);
}

TEST(passwords_checked)
{
    CHECK_INT(account_password_ok("correct horse", 13, "Haig"), ==, ACCOUNT_OK);
    CHECK_INT(account_password_ok("short", 5, NULL), ==, ACCOUNT_E_SHORT);
    CHECK_INT(account_password_ok("12345678", 8, NULL), ==, ACCOUNT_OK);
    char long_pw[ACCOUNT_PASSWORD_MAX + 2];
    memset(long_pw, 'x', sizeof long_pw);
    CHECK_INT(account_password_ok(long_pw, ACCOUNT_PASSWORD_MAX, NULL), ==, ACCOUNT_OK);
    CHECK_INT(account_password_ok(long_pw, ACCOUNT_PASSWORD_MAX + 1, NULL), ==, ACCOUNT_E_LONG);
    CHECK_INT(account_password_ok("Maximilian", 10, "maximilian"), ==, ACCOUNT_E_SAME);
    CHECK_INT(account_password_ok("bad\xff utf8 here", 14, NULL), ==, ACCOUNT_E_UTF8);
    CHECK_INT(account_password_ok("' OR 1=1 --", 11, NULL), ==, ACCOUNT_OK);
}

TEST(password_hashes_verify_and_differ)
{
    char h1[ACCOUNT_HASH_BYTES + 1], h2[ACCOUNT_HASH_BYTES + 1];
    const char *pw = "correct horse battery";
    REQUIRE(account_password_hash(pw, strlen(pw), h1, sizeof h1) == 0);
    REQUIRE(account_password_hash(pw, strlen(pw), h2, sizeof h2) == 0);
    /* Argon2id at the stated cost, salted: two hashes of one password
     * differ, and neither holds the password. */
    CHECK(strncmp(h1, "$argon2id$v=19$m=19456,t=2,p=1$", 31) == 0);
    CHECK(strcmp(h1, h2) != 0);
    CHECK(strstr(h1, pw) == NULL);
    CHECK(account_password_verify(h1, pw, strlen(pw)));
    CHECK(account_password_verify(h2, pw, strlen(pw)));
    CHECK(!account_password_verify(h1, "correct horse batterY", strlen(pw)));
    CHECK(!account_password_verify(h1, pw, strlen(pw) - 1));
    CHECK(!account_password_verify(h1, "", 0));
    CHECK(!account_password_verify("not a hash", pw, strlen(pw)));
    CHECK(!account_password_verify("", pw, strlen(pw)));
    CHECK(!account_password_verify(NULL, pw, strlen(pw)));
    CHECK(!account_password_stale(h1));
    /* A hash of other parameters verifies, and is stale. */
    const char *old = "$argon2id$v=19$m=8,t=1,p=1$c29tZXNhbHQ$"
                      "Sd7Jnb0uBLB3TJwYjQ7p7U0IUwLFVGyR0ycF21oXlqE";
    CHECK(account_password_stale(old));
    CHECK(account_password_stale("garbage"));
    /* Too small a buffer: refused, nothing written. */
    char tiny[16] = "x";
    CHECK_INT(account_password_hash(pw, strlen(pw), tiny, sizeof tiny), ==, -1);
    CHECK_STR(tiny, "");
}

TEST(session_tokens_and_ids)
{
    char t1[ACCOUNT_TOKEN_BYTES + 1], t2[ACCOUNT_TOKEN_BYTES + 1];
    char id1[ACCOUNT_SESSION_ID_BYTES + 1], id2[ACCOUNT_SESSION_ID_BYTES + 1];
    account_token_new(t1, sizeof t1);
    account_token_new(t2, sizeof t2);
    CHECK_INT((int)strlen(t1), ==, ACCOUNT_TOKEN_BYTES);
    CHECK(strcmp(t1, t2) != 0);
    CHECK_INT((int)strspn(t1, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"), ==,
              ACCOUNT_TOKEN_BYTES);
    REQUIRE(account_session_id(t1, id1, sizeof id1) == 0);
    REQUIRE(account_session_id(t2, id2, sizeof id2) == 0);
    CHECK_INT((int)strlen(id1), ==, ACCOUNT_SESSION_ID_BYTES);
    CHECK_INT((int)strspn(id1, "0123456789abcdef"), ==, ACCOUNT_SESSION_ID_BYTES);
    CHECK(strcmp(id1, id2) != 0);
    /* The id is a function of the token, and holds nothing of it. */
    char again[ACCOUNT_SESSION_ID_BYTES + 1];
    REQUIRE(account_session_id(t1, again, sizeof again) == 0);
    CHECK_STR(again, id1);
    /* BLAKE2b-256 of 32 zero bytes (the token of all 'A's), as Python
     * gives it: hashlib.blake2b(bytes(32), digest_size=32).hexdigest(). */
    char zeros[ACCOUNT_TOKEN_BYTES + 1];
    memset(zeros, 'A', ACCOUNT_TOKEN_BYTES);
    zeros[ACCOUNT_TOKEN_BYTES] = '\0';
    REQUIRE(account_session_id(zeros, again, sizeof again) == 0);
    CHECK_STR(again, "89eb0d6a8a691dae2cd15ed0369931ce0a949ecafa5c3f93f8121833646e15c3");
    /* Not a token: too short, too long, another alphabet, trailing bits
     * set (the 43rd character of 32 bytes holds 4 bits only). */
    CHECK_INT(account_session_id("abc", again, sizeof again), ==, -1);
    CHECK_STR(again, "");
    char bad[ACCOUNT_TOKEN_BYTES + 2];
    memcpy(bad, t1, ACCOUNT_TOKEN_BYTES);
    bad[ACCOUNT_TOKEN_BYTES] = 'A';
    bad[ACCOUNT_TOKEN_BYTES + 1] = '\0';
    CHECK_INT(account_session_id(bad, again, sizeof again), ==, -1);
    memcpy(bad, t1, ACCOUNT_TOKEN_BYTES + 1);
    bad[5] = '+';
    CHECK_INT(account_session_id(bad, again, sizeof again), ==, -1);
    memcpy(bad, t1, ACCOUNT_TOKEN_BYTES + 1);
    bad[ACCOUNT_TOKEN_BYTES - 1] = 'B'; /* 000001: a bit past the 32 bytes */
    CHECK_INT(account_session_id(bad, again, sizeof again), ==, -1);
    CHECK_INT(account_session_id(NULL, again, sizeof again), ==, -1);
}

TEST(cookies)
{
    char t[ACCOUNT_TOKEN_BYTES + 1], got[ACCOUNT_TOKEN_BYTES + 1], c[256];
    account_token_new(t, sizeof t);
    snprintf(c, sizeof c, "coup_session=%s", t);
    CHECK_INT(account_cookie_token(c, strlen(c), got, sizeof got), ==, 0);
    CHECK_STR(got, t);
    snprintf(c, sizeof c, "a=1; coup.lang=es;  coup_session=\"%s\" ;b=2", t);
    CHECK_INT(account_cookie_token(c, strlen(c), got, sizeof got), ==, 0);
    CHECK_STR(got, t);
    /* Refused: none, two, a malformed value, a name that only starts so. */
    CHECK_INT(account_cookie_token("a=1; b=2", 8, got, sizeof got), ==, -1);
    CHECK_STR(got, "");
    snprintf(c, sizeof c, "coup_session=%s; coup_session=%s", t, t);
    CHECK_INT(account_cookie_token(c, strlen(c), got, sizeof got), ==, -1);
    CHECK_STR(got, "");
    snprintf(c, sizeof c, "coup_session=%s'--", t);
    CHECK_INT(account_cookie_token(c, strlen(c), got, sizeof got), ==, -1);
    snprintf(c, sizeof c, "coup_sessionx=%s", t);
    CHECK_INT(account_cookie_token(c, strlen(c), got, sizeof got), ==, -1);
    CHECK_INT(account_cookie_token("coup_session=", 13, got, sizeof got), ==, -1);
    /* The length given is the header's: what lies past it is not read. */
    snprintf(c, sizeof c, "coup_session=%s", t);
    CHECK_INT(account_cookie_token(c, strlen(c) - 1, got, sizeof got), ==, -1);
}

/* The bodies of account requests: fields read within their sizes; a body
 * that is not an object, a key twice, a field of the wrong type or size
 * refused with nothing kept. */
TEST(request_bodies)
{
    account_form f;
    const char *ok = "{\"name\":\"Ann\",\"password\":\"p\\u00e9ss word\","
                     "\"everywhere\":true,\"other\":[1]}";
    CHECK_INT(account_form_parse(ok, strlen(ok), &f), ==, 0);
    CHECK(f.has_name && f.has_password && !f.has_new_password && f.everywhere);
    CHECK_STR(f.name, "Ann");
    CHECK_STR(f.password, "p\xc3\xa9ss word");
    CHECK_INT(f.password_len, ==, 10);
    CHECK_INT(account_form_parse("{}", 2, &f), ==, 0);
    CHECK(!f.has_name && !f.has_password && !f.everywhere);
    CHECK_INT(account_form_parse("{\"everywhere\":1}", 16, &f), ==, 0);
    CHECK(!f.everywhere);
    const char *bad[] = {
        "", "[]", "\"Ann\"", "{\"name\":1}", "{\"name\":\"\"}",
        "{\"password\":null}", "{\"name\":\"a\",\"name\":\"b\"}",
        "{\"name\":\"a\\u0000b\"}", "{\"name\":\"Ann\"", "not json",
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        CHECK_INT(account_form_parse(bad[i], strlen(bad[i]), &f), ==, -1);
        CHECK(!f.has_name && !f.has_password && !f.name[0]);
    }
    /* Sizes: a password of 128 bytes is read, one of 129 refused. */
    char big[400];
    memset(big, 'x', sizeof big);
    int n = snprintf(big, sizeof big, "{\"password\":\"%.*s\"}", 128,
                     "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
                     "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx");
    CHECK_INT(account_form_parse(big, (size_t)n, &f), ==, 0);
    CHECK_INT(f.password_len, ==, 128);
    n = snprintf(big, sizeof big, "{\"password\":\"%.*s\"}", 129,
                 "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
                 "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx");
    CHECK_INT(account_form_parse(big, (size_t)n, &f), ==, -1);
    /* A body past ACCOUNT_FORM_MAX is not read. */
    char *huge = malloc(ACCOUNT_FORM_MAX + 2);
    memset(huge, ' ', ACCOUNT_FORM_MAX + 1);
    memcpy(huge, "{}", 2);
    CHECK_INT(account_form_parse(huge, ACCOUNT_FORM_MAX + 1, &f), ==, -1);
    CHECK_INT(account_form_parse(huge, ACCOUNT_FORM_MAX, &f), ==, 0);
    free(huge);
    account_form_clear(&f);
}

TEST(fault_names)
{
    CHECK_STR(account_fault_name(ACCOUNT_E_SHORT), "too short");
    CHECK_STR(account_fault_name(-1), "unknown");
    CHECK_STR(account_fault_name(99), "unknown");
}

TEST_MAIN()
