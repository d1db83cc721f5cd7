/*
 * tutorial.c: GET /tutorial/<code>.json, the tutorial (docs/tutorial.md)
 * as the browser plays it through: the tutorial's game record
 * (coup_tutorial_record, src/text/tutorial.c) replayed by the engine and
 * told to seat 0 exactly as a room tells a seat of a live game (view.c's
 * `room`, `state` and `event` messages, R9 included: the player sees the
 * bots' cards only as they are shown), with the lessons in the language
 * at their places. The browser sends no move anywhere: it offers the
 * state's buttons, plays the record's move when the player picks it, and
 * knows no rule. Nothing here depends on a hub: the body is the same for
 * every request of a language and name (?name=, the player's, checked as
 * a seat's name is: msg_text_check()).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "server/hub_impl.h"

typedef struct tut {
    room *r;
    int marks[COUP_LESSON_N]; /* the record line of each lesson's marker */
    int at[COUP_LESSON_N];    /* the move each lesson opens at */
    int failed;
} tut;

static void add_step(void *ctx, const coup_state *before, int seat,
                     coup_move m, int line)
{
    tut *t = ctx;
    room *r = t->r;
    if (r->nsteps == 0)
        r->s0 = *before;
    if (r->nsteps == r->capsteps) {
        t->failed = 1;
        return;
    }
    for (int k = 0; k < COUP_LESSON_N; k++)
        if (t->at[k] < 0 && t->marks[k] < line)
            t->at[k] = r->nsteps;
    r->steps[r->nsteps++] = (hub_step){.m = m, .seat = seat};
}

/* Each lesson's marker line ("#@ NAME"), or 0 if the record has none. */
static void find_marks(const char *text, int marks[COUP_LESSON_N])
{
    int line = 1;
    memset(marks, 0, COUP_LESSON_N * sizeof marks[0]);
    for (const char *p = text; *p; line++) {
        size_t n = strcspn(p, "\n");
        if (n > 3 && !memcmp(p, "#@ ", 3))
            for (int k = 0; k < COUP_LESSON_N; k++) {
                const char *name = coup_lesson_name(k);
                if (strlen(name) == n - 3 && !memcmp(p + 3, name, n - 3))
                    marks[k] = line;
            }
        p += n + (p[n] == '\n');
    }
}

/* Replays the tutorial's record into r (its steps, s0 and s) and finds
 * where each lesson opens. 0, or -1 if the record or a marker is wrong
 * (a test keeps them right: tests/server/test_tutorial.c). */
static int load(tut *t)
{
    coup_record rec;
    coup_record_error err;
    coup_state end;
    const char *text = coup_tutorial_record;
    int rc = coup_record_parse(text, strlen(text), &rec, &err);
    find_marks(text, t->marks);
    for (int k = 0; k < COUP_LESSON_N; k++)
        t->at[k] = -1;
    if (rc == 0)
        rc = coup_record_replay(&rec, &end, add_step, t, &err);
    coup_record_free(&rec);
    if (rc || t->failed)
        return -1;
    for (int k = 0; k < COUP_LESSON_N; k++) {
        if (!t->marks[k])
            return -1;
        if (t->at[k] < 0)
            t->at[k] = t->r->nsteps; /* after the last move */
        if (k > 0 && t->at[k] < t->at[k - 1])
            return -1;
    }
    t->r->s = end;
    return 0;
}

/* The state told to seat 0 after the first n moves. */
static void state_after(jsonw *w, room *r, int n, const coup_lang *l)
{
    int all = r->nsteps;
    coup_state s = r->s0;
    for (int i = 0; i < n; i++)
        coup_apply(&s, r->steps[i].m);
    r->s = s;
    r->nsteps = n;
    r->status = coup_is_over(&s) ? ROOM_OVER : ROOM_PLAYING;
    view_state(w, NULL, r, 0, l);
    r->nsteps = all;
}

static char *body(room *r, const tut *t, const coup_lang *l, size_t *len)
{
    jsonw w = {0};
    char move[64];
    jw_obj(&w);
    jw_key(&w, "lang");
    jw_str(&w, l->code);
    r->status = ROOM_PLAYING;
    json_t *ro = view_room(r, false);
    json_object_set_new(ro, "tutorial", json_true());
    char *room_text = json_dumps(ro, JSON_COMPACT);
    json_decref(ro);
    if (!room_text) {
        jw_free(&w);
        return NULL;
    }
    jw_key(&w, "room");
    jw_raw(&w, room_text, strlen(room_text));
    free(room_text);
    jw_key(&w, "start");
    state_after(&w, r, 0, l);
    /* Each move: the event as seat 0 sees it, then the state after it
     * (null while chance is to move: a room sends none then). */
    jw_key(&w, "steps");
    jw_arr(&w);
    coup_state s = r->s0;
    for (int i = 0; i < r->nsteps; i++) {
        jw_obj(&w);
        jw_key(&w, "seat");
        jw_int(&w, r->steps[i].seat);
        if (r->steps[i].seat == 0 && coup_move_str(r->steps[i].m, move,
                                                   sizeof move) >= 0) {
            jw_key(&w, "move");
            jw_str(&w, move);
        }
        jw_key(&w, "event");
        view_event(&w, r, &s, i, 0, l);
        coup_apply(&s, r->steps[i].m);
        jw_key(&w, "state");
        if (coup_to_move(&s) == COUP_CHANCE)
            jw_null(&w);
        else
            state_after(&w, r, i + 1, l);
        jw_end(&w, '}');
    }
    jw_end(&w, ']');
    jw_key(&w, "lessons");
    jw_arr(&w);
    for (int k = 0; k < COUP_LESSON_N; k++) {
        jw_obj(&w);
        jw_key(&w, "name");
        jw_str(&w, coup_lesson_name(k));
        jw_key(&w, "at");
        jw_int(&w, t->at[k]);
        jw_key(&w, "text");
        jw_str(&w, l->lesson[k]);
        jw_end(&w, '}');
    }
    jw_end(&w, ']');
    jw_end(&w, '}');
    if (w.oom) {
        jw_free(&w);
        return NULL;
    }
    *len = w.len;
    return w.buf;
}

char *hub_tutorial_json(const char *code, const char *name, size_t *len)
{
    const coup_lang *l = code ? coup_lang_find(code) : NULL;
    char who[4 * MSG_NAME_CHARS + 1];
    if (!l || strcmp(l->code, code))
        return NULL;
    if (!name)
        name = l->ui[COUP_UI_DEFAULT_NAME];
    if (msg_text_check(name, strlen(name), MSG_NAME_CHARS, who))
        return NULL;
    room *r = calloc(1, sizeof *r);
    hub_step *steps = calloc(256, sizeof *steps);
    char *out = NULL;
    if (r && steps) {
        tut t = {.r = r};
        r->steps = steps;
        r->capsteps = 256;
        r->players = 3;
        r->host = 0;
        r->deadline = -1;
        r->win_turn = -1;
        r->win_first = -1;
        r->winner = -1;
        static const char *const bots[] = {"Ada", "Bram"};
        /* A player called Ada or Bram plays under the default name: two
         * seats of one name would make the story unreadable. */
        bool clash = !strcasecmp(who, bots[0]) || !strcasecmp(who, bots[1]);
        snprintf(r->seat[0].name, sizeof r->seat[0].name, "%s",
                 clash ? l->ui[COUP_UI_DEFAULT_NAME] : who);
        r->seat[0].kind = SEAT_HUMAN;
        for (int p = 1; p < 3; p++) {
            snprintf(r->seat[p].name, sizeof r->seat[p].name, "%s",
                     bots[p - 1]);
            r->seat[p].kind = SEAT_BOT;
            r->seat[p].level = MSG_BOT_HONEST;
        }
        r->level = MSG_BOT_HONEST;
        if (load(&t) == 0)
            out = body(r, &t, l, len);
    }
    free(steps);
    free(r);
    return out;
}
