/*
 * test_jsonw.c - the JSON text writer of src/server/jsonw.c: commas and
 * nesting, every escape JSON needs, integers to their limits, and the
 * writer reused after a reset. Each text is also read back by Jansson.
 */
#include <limits.h>
#include <string.h>

#include <jansson.h>

#include "server/jsonw.h"
#include "test.h"

TEST(nesting_and_commas)
{
    jsonw w = {0};
    jw_obj(&w);
    jw_key(&w, "type");
    jw_str(&w, "state");
    jw_key(&w, "seats");
    jw_arr(&w);
    for (int i = 0; i < 2; i++) {
        jw_obj(&w);
        jw_key(&w, "seat");
        jw_int(&w, i);
        jw_key(&w, "up");
        jw_arr(&w);
        jw_end(&w, ']');
        jw_end(&w, '}');
    }
    jw_end(&w, ']');
    jw_key(&w, "deadline");
    jw_null(&w);
    jw_key(&w, "alive");
    jw_bool(&w, true);
    jw_key(&w, "gone");
    jw_bool(&w, false);
    jw_key(&w, "raw");
    jw_raw(&w, "[1,2]", 5);
    jw_end(&w, '}');
    CHECK(!w.oom);
    CHECK_STR(w.buf, "{\"type\":\"state\",\"seats\":[{\"seat\":0,\"up\":[]},"
                     "{\"seat\":1,\"up\":[]}],\"deadline\":null,"
                     "\"alive\":true,\"gone\":false,\"raw\":[1,2]}");
    CHECK_INT((long long)w.len, ==, (long long)strlen(w.buf));
    json_error_t err;
    json_t *o = json_loads(w.buf, 0, &err);
    REQUIRE(o != NULL);
    CHECK_INT(json_array_size(json_object_get(o, "seats")), ==, 2);
    json_decref(o);
    jw_free(&w);
    CHECK(w.buf == NULL);
}

TEST(escapes)
{
    /* Every byte below 0x20, the quote and the backslash; UTF-8 as is. */
    char s[64];
    int n = 0;
    for (int c = 1; c < 0x20; c++)
        s[n++] = (char)c;
    memcpy(s + n, "\"\\/é♛", 8);
    n += 8;
    jsonw w = {0};
    jw_arr(&w);
    jw_strn(&w, s, (size_t)n);
    jw_strn(&w, "a\0b", 3); /* a NUL inside: \u0000 */
    jw_str(&w, "");
    jw_end(&w, ']');
    REQUIRE(!w.oom);
    CHECK(strstr(w.buf, "\\n\\u000b\\f\\r\\u000e") != NULL);
    CHECK(strstr(w.buf, "\\b\\t") != NULL);
    CHECK(strstr(w.buf, "\\\"\\\\/é♛\"") != NULL);
    json_error_t err;
    json_t *a = json_loads(w.buf, JSON_ALLOW_NUL, &err);
    REQUIRE(a != NULL);
    json_t *first = json_array_get(a, 0);
    CHECK_INT((long long)json_string_length(first), ==, n);
    CHECK(memcmp(json_string_value(first), s, (size_t)n) == 0);
    json_t *second = json_array_get(a, 1);
    CHECK_INT((long long)json_string_length(second), ==, 3);
    CHECK(memcmp(json_string_value(second), "a\0b", 3) == 0);
    CHECK_STR(json_string_value(json_array_get(a, 2)), "");
    json_decref(a);
    jw_free(&w);
}

TEST(integers)
{
    static const long long v[] = {0, 7, -1, 10, -10, 1234567890123LL,
                                  LLONG_MAX, LLONG_MIN};
    static const char *const text[] = {"0", "7", "-1", "10", "-10",
                                       "1234567890123",
                                       "9223372036854775807",
                                       "-9223372036854775808"};
    jsonw w = {0};
    for (size_t i = 0; i < sizeof v / sizeof *v; i++) {
        jw_reset(&w);
        jw_int(&w, v[i]);
        CHECK_STR(w.buf, text[i]);
    }
    jw_free(&w);
}

TEST(reset_keeps_nothing_but_memory)
{
    jsonw w = {0};
    /* Past the first allocation, so that it grows. */
    jw_arr(&w);
    for (int i = 0; i < 1000; i++)
        jw_str(&w, "a card name");
    jw_end(&w, ']');
    REQUIRE(!w.oom);
    CHECK_INT((long long)w.len, ==, 2 + 1000 * 13 + 999);
    char *kept = w.buf;
    jw_reset(&w);
    CHECK_INT((long long)w.len, ==, 0);
    CHECK_STR(w.buf, "");
    jw_obj(&w);
    jw_end(&w, '}');
    CHECK_STR(w.buf, "{}");       /* no comma left from before */
    CHECK(w.buf == kept);
    jw_free(&w);
}

TEST_MAIN()
