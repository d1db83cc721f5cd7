/*
 * test_tutorial.c - the tutorial (docs/tutorial.md): its record plays to
 * the player's win; each lesson opens where it says, a "do" lesson at a
 * decision of the player whose move is one of that state's buttons; the
 * body of GET /tutorial/<code>.json in every language (src/server/
 * tutorial.c) tells seat 0 no card it may not see (R9); a name a seat may
 * not have and a language we lack are refused.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include <coup/record.h>
#include <coup/text.h>

#include "server/hub.h"
#include "test.h"

static json_t *fetch(const char *code, const char *name)
{
    size_t len = 0;
    char *body = hub_tutorial_json(code, name, &len);
    if (!body)
        return NULL;
    json_error_t e;
    json_t *o = json_loadb(body, len, 0, &e);
    if (!o)
        fprintf(stderr, "%s: not JSON: %s at %d\n", code, e.text, e.position);
    free(body);
    return o;
}

static int jint(json_t *o, const char *key)
{
    return (int)json_integer_value(json_object_get(o, key));
}

static const char *jstr(json_t *o, const char *key)
{
    return json_string_value(json_object_get(o, key));
}

TEST(the_record_plays_to_the_players_win)
{
    coup_record r;
    coup_record_error err;
    coup_state end;
    const char *text = coup_tutorial_record;
    int rc = coup_record_parse(text, strlen(text), &r, &err);
    if (rc == 0)
        rc = coup_record_replay(&r, &end, NULL, NULL, &err);
    if (rc)
        fprintf(stderr, "tutorial:%d: %s\n", err.line, err.msg);
    CHECK_INT(rc, ==, 0);
    CHECK_INT(coup_winner(&end), ==, 0);
    coup_record_free(&r);
}

TEST(every_lesson_is_marked_once_in_order)
{
    const char *at = coup_tutorial_record;
    for (int k = 0; k < COUP_LESSON_N; k++) {
        char mark[64];
        snprintf(mark, sizeof mark, "#@ %s\n", coup_lesson_name(k));
        const char *p = strstr(coup_tutorial_record, mark);
        REQUIRE(p != NULL);
        CHECK(strstr(p + 1, mark) == NULL); /* once */
        CHECK(p >= at);                      /* in the enum's order */
        at = p;
    }
    CHECK(coup_lesson_name(COUP_LESSON_N) == NULL);
    CHECK(coup_lesson_name(-1) == NULL);
}

/* The body in each language: the steps, each lesson at its place with
 * its text, each move of the player one of the buttons it was offered,
 * and seat 0 never told a card of another seat before it is shown. */
TEST(every_language_plays_through)
{
    for (int i = 0; coup_langs[i]; i++) {
        const coup_lang *l = coup_langs[i];
        json_t *o = fetch(l->code, "Kim");
        REQUIRE(o != NULL);
        CHECK_STR(jstr(o, "lang"), l->code);
        json_t *room = json_object_get(o, "room");
        CHECK(json_is_true(json_object_get(room, "tutorial")));
        CHECK_STR(jstr(json_array_get(json_object_get(room, "seats"), 0),
                       "name"),
                  "Kim");
        json_t *steps = json_object_get(o, "steps");
        int n = (int)json_array_size(steps);
        CHECK_INT(n, >, 40);
        /* The player's moves are among the buttons of the state before. */
        json_t *before = json_object_get(o, "start");
        int asked = 0;
        for (int s = 0; s < n; s++) {
            json_t *st = json_array_get(steps, s);
            if (jint(st, "seat") == 0) {
                const char *mv = jstr(st, "move");
                REQUIRE(mv && before);
                CHECK_INT(jint(before, "to_move"), ==, 0);
                bool found = false;
                size_t k;
                json_t *lm;
                json_array_foreach(json_object_get(before, "legal"), k, lm)
                    found |= !strcmp(jstr(lm, "move"), mv);
                CHECK(found);
                asked++;
            } else {
                CHECK(json_object_get(st, "move") == NULL);
            }
            json_t *ev = json_object_get(st, "event");
            CHECK_STR(jstr(ev, "type"), "event");
            CHECK_INT(jint(ev, "n"), ==, s);
            CHECK_INT(json_array_size(json_object_get(ev, "lines")), >, 0);
            json_t *next = json_object_get(st, "state");
            if (json_is_object(next)) {
                CHECK_INT(jint(next, "you"), ==, 0);
                CHECK_INT(jint(next, "turn"), ==, s + 1);
                before = next;
            }
        }
        CHECK_INT(asked, >=, 15);
        CHECK_INT(jint(before, "winner"), ==, 0); /* the last state */
        /* The lessons: in order, each with its language's text; a lesson
         * at a move of the player's asks for it; the last, after the end. */
        json_t *lessons = json_object_get(o, "lessons");
        REQUIRE(json_array_size(lessons) == COUP_LESSON_N);
        int prev = 0;
        for (int k = 0; k < COUP_LESSON_N; k++) {
            json_t *le = json_array_get(lessons, k);
            int at = jint(le, "at");
            CHECK_STR(jstr(le, "name"), coup_lesson_name(k));
            CHECK_STR(jstr(le, "text"), l->lesson[k]);
            CHECK_INT(at, >=, prev);
            prev = at;
            if (k == COUP_LESSON_WON)
                CHECK_INT(at, ==, n);
            else if (k != COUP_LESSON_INTRO)
                CHECK_INT(jint(json_array_get(steps, at), "seat"), ==, 0);
        }
        json_decref(o);
    }
}

/* The true states of the tutorial's game, move by move. */
typedef struct truth {
    coup_state before[256];
    coup_move m[256];
    int seat[256];
    int n;
} truth;

static void keep_truth(void *ctx, const coup_state *before, int seat,
                       coup_move m, int line)
{
    (void)line;
    truth *t = ctx;
    if (t->n < 256) {
        t->before[t->n] = *before;
        t->m[t->n] = m;
        t->seat[t->n++] = seat;
    }
}

/* The names of cards[0..n) sorted, joined by spaces, into out. */
static void card_list(const uint8_t *cards, int n, char *out, size_t size)
{
    const char *names[4];
    for (int i = 0; i < n; i++)
        names[i] = coup_card_name(cards[i] & COUP_CARD_MASK);
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && strcmp(names[j - 1], names[j]) > 0; j--) {
            const char *x = names[j];
            names[j] = names[j - 1];
            names[j - 1] = x;
        }
    out[0] = '\0';
    for (int i = 0; i < n; i++)
        snprintf(out + strlen(out), size - strlen(out), "%s%s", i ? " " : "",
                 names[i]);
}

static void json_list(json_t *a, char *out, size_t size)
{
    uint8_t cards[4];
    int n = 0;
    size_t k;
    json_t *v;
    json_array_foreach(a, k, v)
        if (n < 4)
            cards[n++] = (uint8_t)coup_card_parse(json_string_value(v), strlen(json_string_value(v)));
    card_list(cards, n, out, size);
}

/* R9: at every step, seat 0 is told its own face-down cards and every
 * seat's face-up ones, as they truly are, and nothing of the others'
 * face-down cards: no card on a draw that goes to Ada or Bram. */
TEST(the_player_sees_only_what_it_may)
{
    truth *t = calloc(1, sizeof *t);
    coup_record r;
    coup_state end;
    REQUIRE(t != NULL);
    const char *text = coup_tutorial_record;
    REQUIRE(coup_record_parse(text, strlen(text), &r, NULL) == 0);
    REQUIRE(coup_record_replay(&r, &end, keep_truth, t, NULL) == 0);
    coup_record_free(&r);
    json_t *o = fetch("en", NULL);
    REQUIRE(o != NULL);
    json_t *steps = json_object_get(o, "steps");
    REQUIRE((int)json_array_size(steps) == t->n);
    int hidden_draws = 0;
    for (int s = 0; s < t->n; s++) {
        json_t *st = json_array_get(steps, s);
        json_t *ev = json_object_get(st, "event");
        if (t->seat[s] == COUP_CHANCE && t->before[s].phase == COUP_PH_REDRAW &&
            t->before[s].claimant != 0) {
            CHECK(json_object_get(ev, "card") == NULL);
            hidden_draws++;
        }
        json_t *js = json_object_get(st, "state");
        if (!json_is_object(js))
            continue;
        coup_state after = s + 1 < t->n ? t->before[s + 1] : end;
        char want[64], got[64];
        if (after.phase == COUP_PH_KEEP) {
            /* R7: the exchanger's hand and the two cards drawn. */
            CHECK_INT(json_array_size(json_object_get(js, "mine")), ==, 4);
            continue;
        }
        uint8_t cards[2];
        int n = coup_hidden(&after, 0, cards);
        card_list(cards, n, want, sizeof want);
        json_list(json_object_get(js, "mine"), got, sizeof got);
        CHECK_STR(got, want);
        for (int p = 0; p < 3; p++) {
            uint8_t up[2];
            int nu = 0;
            for (int k = 0; k < 2; k++)
                if (after.card[p][k] & COUP_UP)
                    up[nu++] = after.card[p][k];
            card_list(up, nu, want, sizeof want);
            json_t *seat = json_array_get(json_object_get(js, "seats"), p);
            json_list(json_object_get(seat, "up"), got, sizeof got);
            CHECK_STR(got, want);
            CHECK_INT(jint(seat, "hidden"), ==, coup_hidden(&after, p, cards));
        }
    }
    CHECK_INT(hidden_draws, ==, 1); /* Ada's new card after her proof */
    json_decref(o);
    free(t);
}

TEST(names_and_languages_refused)
{
    size_t len = 0;
    CHECK(hub_tutorial_json("xx", NULL, &len) == NULL);
    CHECK(hub_tutorial_json("en_GB", NULL, &len) == NULL);
    CHECK(hub_tutorial_json(NULL, NULL, &len) == NULL);
    CHECK(hub_tutorial_json("en", "", &len) == NULL);
    CHECK(hub_tutorial_json("en", "   ", &len) == NULL);
    CHECK(hub_tutorial_json("en", "a\x01" "b", &len) == NULL);
    CHECK(hub_tutorial_json("en", "\xff\xfe", &len) == NULL);
    CHECK(hub_tutorial_json("en", "abcdefghijklmnopqrstu", &len) == NULL);
    char *ok = hub_tutorial_json("en", "abcdefghijklmnopqrst", &len);
    CHECK(ok != NULL);
    free(ok);
    /* No name: the language's default; Ada's name: the default too. */
    json_t *o = fetch("fr", NULL);
    REQUIRE(o != NULL);
    json_t *seats = json_object_get(json_object_get(o, "room"), "seats");
    CHECK_STR(jstr(json_array_get(seats, 0), "name"),
              coup_lang_fr.ui[COUP_UI_DEFAULT_NAME]);
    json_decref(o);
    o = fetch("de", " ADA ");
    REQUIRE(o != NULL);
    seats = json_object_get(json_object_get(o, "room"), "seats");
    CHECK_STR(jstr(json_array_get(seats, 0), "name"),
              coup_lang_de.ui[COUP_UI_DEFAULT_NAME]);
    CHECK_STR(jstr(json_array_get(seats, 1), "name"), "Ada");
    json_decref(o);
}

TEST_MAIN()
