/*
 * test_transcript.c - the transcript in docs/web-protocol.md is real: a
 * scripted session (two players and a bot, a few moves, two refusals, a
 * chat) is played through the hub with a fixed seed, and every message Ann
 * sends and receives must be exactly the lines of the doc's transcript
 * block (seat tokens and room keys, which are random whatever the seed,
 * are written "<token>" and "<key>"). With COUP_UPDATE_DOCS=1 the test
 * rewrites the block instead.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fake_io.h"
#include "test.h"

#define DOC COUP_SRC_DIR "/docs/web-protocol.md"
#define BEGIN "```text transcript\n"
#define END "```\n"

static fake F;
static fake_conn *ann; /* whose messages the transcript shows */
static char out[1 << 16];
static size_t outn;

static void emit(const char *prefix, const char *text)
{
    int k = snprintf(out + outn, sizeof out - outn, "%s %s\n", prefix, text);
    if (k > 0 && (size_t)k < sizeof out - outn)
        outn += (size_t)k;
}

/* Ann's new messages, each as compact JSON with the secrets hidden. */
static void received(fake_conn *c)
{
    json_t *o;
    while ((o = fake_next(c))) {
        json_t *copy = json_deep_copy(o);
        if (json_object_get(copy, "token"))
            json_object_set_new(copy, "token", json_string("<token>"));
        if (json_is_string(json_object_get(copy, "key")))
            json_object_set_new(copy, "key", json_string("<key>"));
        char *text = json_dumps(copy, JSON_COMPACT);
        emit("<", text);
        free(text);
        json_decref(copy);
    }
}

static void say(fake_conn *c, const char *who, const char *text)
{
    emit(who, text);
    fake_say(&F, c, text);
}

/* A human to move (of h[0..n)) answers with its first legal move; else
 * bots and timers run. Ann's messages are written out as they come.
 * Returns 1 if a human moved. */
static int human_move(fake_conn **h, const char *const who[], int n)
{
    for (int guard = 0; guard < 1000; guard++) {
        received(ann);
        for (int i = 0; i < n; i++) {
            json_t *st = h[i] ? fake_last(h[i], "state") : NULL;
            json_t *legal = st ? json_object_get(st, "legal") : NULL;
            if (json_array_size(legal) == 0)
                continue;
            char buf[160];
            snprintf(buf, sizeof buf,
                     "{\"type\":\"move\",\"move\":\"%s\",\"turn\":%lld}",
                     jstr(json_array_get(legal, 0), "move"), jint(st, "turn"));
            say(h[i], who[i], buf);
            return 1;
        }
        if (!fake_think_all(&F) && !fake_fire_next(&F, F.now + 60000))
            return 0;
    }
    return 0;
}

/* Ann's current turn, and whether she is to move. */
static long long turn_of(fake_conn *c, int *to_move)
{
    json_t *st = fake_last(c, "state");
    *to_move = st && json_array_size(json_object_get(st, "legal")) > 0;
    return st ? jint(st, "turn") : -1;
}

static char *slurp(const char *path, size_t *n)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    char *buf = malloc(1 << 20);
    *n = buf ? fread(buf, 1, (1 << 20) - 1, f) : 0;
    fclose(f);
    if (buf)
        buf[*n] = '\0';
    return buf;
}

TEST(transcript_matches_the_doc)
{
    CHECK(fake_hub(&F, NULL, 2026) != NULL);
    ann = fake_open(&F, 0);
    fake_conn *ben = fake_open(&F, 1);
    say(ann, ">", "{\"type\":\"hello\",\"v\":1,\"lang\":\"en\"}");
    received(ann);
    say(ann, ">", "{\"type\":\"create\",\"name\":\"Ann\",\"players\":3,"
                  "\"options\":[],\"timer\":0,\"public\":true,"
                  "\"bots\":\"heuristic\"}");
    received(ann);
    json_t *j = fake_last(ann, "joined");
    char code[8], buf[256];
    snprintf(code, sizeof code, "%s", j ? jstr(j, "code") : "");
    CHECK(strlen(code) == 4);
    snprintf(buf, sizeof buf,
             "{\"type\":\"join\",\"code\":\"%s\",\"name\":\"Ben\"}", code);
    say(ben, "Ben>", buf);
    received(ann);
    say(ann, ">", "{\"type\":\"start\"}");
    received(ann);
    say(ann, ">", "{\"type\":\"chat\",\"text\":\"good luck!\"}");
    received(ann);
    fake_conn *h[2] = {ann, ben};
    const char *const who[2] = {">", "Ben>"};
    int moves = 0;
    for (int i = 0; i < 3; i++)
        moves += human_move(h, who, 2);
    CHECK(moves == 3);
    /* Until Ben is to move: bots and Ann play. */
    int mine;
    long long turn = turn_of(ann, &mine);
    for (int guard = 0; guard < 50 && (mine || !fake_last(ben, "state") ||
                                       !json_array_size(json_object_get(
                                           fake_last(ben, "state"), "legal")));
         guard++) {
        human_move(h, who, 1);
        turn = turn_of(ann, &mine);
    }
    received(ann);
    CHECK(!mine);
    /* Refused, and nothing changes: out of turn, then a stale turn. */
    snprintf(buf, sizeof buf, "{\"type\":\"move\",\"move\":\"income\",\"turn\":%lld}", turn);
    say(ann, ">", buf);
    received(ann);
    say(ann, ">", "{\"type\":\"move\",\"move\":\"income\",\"turn\":3}");
    received(ann);
    /* Until Ann is to move: bots and Ben play; then an illegal move. */
    fake_conn *only_ben[2] = {NULL, ben};
    const char *const who_ben[2] = {">", "Ben>"};
    for (int guard = 0; guard < 50 && !mine; guard++) {
        if (!human_move(only_ben, who_ben, 2)) {
            fake_think_all(&F);
            fake_fire_next(&F, F.now + 60000);
        }
        received(ann);
        turn = turn_of(ann, &mine);
    }
    CHECK(mine);
    snprintf(buf, sizeof buf, "{\"type\":\"move\",\"move\":\"block duke\",\"turn\":%lld}", turn);
    say(ann, ">", buf);
    received(ann);
    fake_close(&F, ben);
    fake_close(&F, ann);
    fake_free(&F);

    size_t n;
    char *doc = slurp(DOC, &n);
    CHECK(doc != NULL);
    if (!doc)
        return;
    char *b = strstr(doc, BEGIN), *e = b ? strstr(b + strlen(BEGIN), END) : NULL;
    CHECK(b && e);
    if (b && e) {
        b += strlen(BEGIN);
        if (getenv("COUP_UPDATE_DOCS")) {
            FILE *f = fopen(DOC, "wb");
            CHECK(f != NULL);
            if (f) {
                fwrite(doc, 1, (size_t)(b - doc), f);
                fwrite(out, 1, outn, f);
                fputs(e, f);
                fclose(f);
            }
        } else {
            size_t len = (size_t)(e - b);
            CHECK(len == outn && !memcmp(b, out, len));
            if (len != outn || memcmp(b, out, len))
                fprintf(stderr,
                        "docs/web-protocol.md's transcript differs from the "
                        "server's messages; run with COUP_UPDATE_DOCS=1 to "
                        "rewrite it. The server said:\n%s",
                        out);
        }
    }
    free(doc);
}

TEST_MAIN()
