/*
 * profile.c: a player's statistics from the records of its games
 * (profile.h has what each one is).
 *
 * profile_add() replays a record once and keeps a summary of the game:
 * the player's figures (coup_seat_stats), its achievements, every seat's
 * place and account, the names the record gives. Each statistic is then
 * one small function over the summaries, called by profile_json(): the
 * games are few (a player's, as the store lists them) and each is
 * counted the same way whatever is asked.
 */
#include "server/profile.h"

#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <coup/coup.h>
#include <coup/record.h>

/* One game, as the statistics need it. */
typedef struct pgame {
    int64_t id, finished;
    int players, seat, winner;
    bool rated;
    bool named;                                /* names[] are the record's */
    uint8_t place[COUP_MAX_PLAYERS];           /* 1 = the winner */
    int64_t account[COUP_MAX_PLAYERS];
    char names[COUP_MAX_PLAYERS][COUP_RECORD_NAME_MAX + 1];
    coup_seat_stats st;                        /* the player's seat's */
    unsigned achievements;                     /* coup_achievements() */
} pgame;

struct profile {
    pgame *g; /* g[0..n): newest first, as added */
    size_t n, cap;
};

profile *profile_new(void)
{
    return calloc(1, sizeof(profile));
}

void profile_free(profile *p)
{
    if (!p)
        return;
    free(p->g);
    free(p);
}

int profile_games(const profile *p)
{
    return p ? (int)p->n : 0;
}

/* ------------------------------------------------------- adding a game */

/* What a replay sees: every seat's figures, and when each was exiled. */
struct replay {
    int players;
    long step;                     /* moves seen so far */
    long out_at[COUP_MAX_PLAYERS]; /* the moves played before a seat was
                                      seen exiled, or -1 */
    coup_seat_stats st[COUP_MAX_PLAYERS];
};

/* Marks the seats newly exiled in s, reached after r->step moves. */
static void note_exiles(struct replay *r, const coup_state *s)
{
    for (int p = 0; p < r->players; p++)
        if (r->out_at[p] < 0 && !coup_alive(s, p))
            r->out_at[p] = r->step;
}

static void visit(void *ctx, const coup_state *before, int seat, coup_move m,
                  int line)
{
    struct replay *r = ctx;
    (void)seat;
    (void)line;
    note_exiles(r, before);
    coup_stats_add(r->st, before, m); /* as `coup replay` counts */
    r->step++;
}

/* Places from the order of exile: 1 for the winner; then the seats still
 * in (none, but for a game that ends with several), then the exiled, the
 * last first; a tie in seat order. */
static void places(const struct replay *r, int winner, uint8_t place[])
{
    long out[COUP_MAX_PLAYERS];
    for (int p = 0; p < r->players; p++)
        out[p] = r->out_at[p] < 0 ? LONG_MAX : r->out_at[p];
    for (int p = 0; p < r->players; p++) {
        int ahead = 0;
        if (p != winner) {
            ahead = 1;
            for (int q = 0; q < r->players; q++)
                ahead += q != winner && q != p &&
                         (out[q] > out[p] || (out[q] == out[p] && q < p));
        }
        place[p] = (uint8_t)(ahead + 1);
    }
}

static bool has_game(const profile *p, int64_t id)
{
    for (size_t i = 0; i < p->n; i++)
        if (p->g[i].id == id)
            return true;
    return false;
}

static int refuse(char *why, size_t n, const char *fmt, ...)
{
    if (why && n) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(why, n, fmt, ap);
        va_end(ap);
    }
    return -1;
}

/* Replays record[0..len) into *g (its figures, places, names) for the
 * player at `seat`: 0, or -1 with why[n]. */
static int summarise(pgame *g, const char *record, size_t len, int seat,
                     char *why, size_t n)
{
    coup_record r;
    coup_record_error err = {0, ""};
    coup_state s;
    struct replay rp;
    int rc = -1;
    if (coup_record_parse(record, len, &r, &err) != 0) {
        refuse(why, n, "not a record: line %d: %s", err.line, err.msg);
        goto out;
    }
    g->players = r.options.players;
    if (seat < 0 || seat >= g->players) {
        refuse(why, n, "seat %d is not a seat of the game's %d", seat,
               g->players);
        goto out;
    }
    memset(&rp, 0, sizeof rp);
    rp.players = g->players;
    for (int p = 0; p < COUP_MAX_PLAYERS; p++)
        rp.out_at[p] = -1;
    if (coup_record_replay(&r, &s, visit, &rp, &err) != 0) {
        refuse(why, n, "the record does not replay: line %d: %s", err.line,
               err.msg);
        goto out;
    }
    note_exiles(&rp, &s);
    g->winner = coup_winner(&s);
    if (g->winner < 0) {
        refuse(why, n, "the game is not over");
        goto out;
    }
    g->seat = seat;
    g->st = rp.st[seat];
    g->achievements = coup_achievements(rp.st, g->players, seat, g->winner);
    places(&rp, g->winner, g->place);
    g->named = r.nnames == g->players;
    for (int p = 0; g->named && p < g->players; p++)
        memcpy(g->names[p], r.names[p], sizeof g->names[p]);
    rc = 0;
out:
    coup_record_free(&r);
    return rc;
}

int profile_add(profile *p, int64_t game, int64_t finished_s,
                const char *record, size_t len, int seat,
                const int64_t accounts[], bool rated, char *why, size_t n)
{
    pgame g;
    if (!p || !record || !accounts)
        return refuse(why, n, "no profile, record or accounts");
    if (game <= 0)
        return refuse(why, n, "game id %lld is not > 0", (long long)game);
    if (has_game(p, game))
        return refuse(why, n, "game %lld is added already", (long long)game);
    memset(&g, 0, sizeof g);
    if (summarise(&g, record, len, seat, why, n) != 0)
        return -1;
    g.id = game;
    g.finished = finished_s;
    g.rated = rated;
    for (int s = 0; s < g.players; s++)
        g.account[s] = accounts[s] > 0 ? accounts[s] : 0;
    if (p->n == p->cap) {
        size_t cap = p->cap ? 2 * p->cap : 16;
        pgame *more = realloc(p->g, cap * sizeof *more);
        if (!more)
            return refuse(why, n, "out of memory");
        p->g = more;
        p->cap = cap;
    }
    p->g[p->n++] = g;
    return 0;
}

/* --------------------------------------------------------- statistics */

static bool won(const pgame *g)
{
    return g->winner == g->seat;
}

static int wins(const profile *p)
{
    int w = 0;
    for (size_t i = 0; i < p->n; i++)
        w += won(&p->g[i]);
    return w;
}

struct streaks {
    int current;      /* the newest run's length (0: no game) */
    bool current_won; /* ... and whether it is of wins */
    int best_win, worst_loss;
};

/* Runs of wins and losses, oldest game first. */
static struct streaks streaks(const profile *p)
{
    struct streaks k = {0, false, 0, 0};
    for (size_t i = p->n; i-- > 0;) {
        bool w = won(&p->g[i]);
        if (k.current == 0 || w != k.current_won) {
            k.current = 0;
            k.current_won = w;
        }
        k.current++;
        if (w && k.current > k.best_win)
            k.best_win = k.current;
        if (!w && k.current > k.worst_loss)
            k.worst_loss = k.current;
    }
    return k;
}

/* The figures of coup_seat_stats that profile_json() sums, by key. */
#define FIGURE(f) {#f, offsetof(coup_seat_stats, f)}
static const struct {
    const char *key;
    size_t off;
} FIGURES[] = {
    FIGURE(claims),         FIGURE(bluffs),         FIGURE(bluffs_caught),
    FIGURE(challenges),     FIGURE(challenges_won), FIGURE(blocks),
    FIGURE(cards_lost),     FIGURE(cards_taken),    FIGURE(coins_income),
    FIGURE(coins_aid),      FIGURE(coins_tax),      FIGURE(coins_steal),
    FIGURE(coins_embezzle), FIGURE(steals),         FIGURE(actions),
};
#undef FIGURE

/* The sum over the games of the figure at offset `off`. */
static long long figure_sum(const profile *p, size_t off)
{
    long long sum = 0;
    for (size_t i = 0; i < p->n; i++) {
        uint16_t v;
        memcpy(&v, (const char *)&p->g[i].st + off, sizeof v);
        sum += v;
    }
    return sum;
}

static long long claims_of_sum(const profile *p, int card)
{
    long long sum = 0;
    for (size_t i = 0; i < p->n; i++)
        sum += p->g[i].st.claims_of[card];
    return sum;
}

static const struct {
    const char *key;
    unsigned bit;
} ACHIEVEMENTS[] = {
    {"no_bluff", COUP_ACH_NO_BLUFF},
    {"comeback", COUP_ACH_COMEBACK},
    {"untouched", COUP_ACH_UNTOUCHED},
    {"bluff_master", COUP_ACH_BLUFF_MASTER},
    {"sharp_eye", COUP_ACH_SHARP_EYE},
};

/* The games that earned achievement `bit`. */
static int achievement_count(const profile *p, unsigned bit)
{
    int c = 0;
    for (size_t i = 0; i < p->n; i++)
        c += (p->g[i].achievements & bit) != 0;
    return c;
}

/* Of the games won, the fewest turns taken; -1 if none was won. */
static int fewest_turns_win(const profile *p)
{
    int best = -1;
    for (size_t i = 0; i < p->n; i++)
        if (won(&p->g[i]) && (best < 0 || p->g[i].st.actions < best))
            best = p->g[i].st.actions;
    return best;
}

/* An account met, and the games with it. */
typedef struct opponent {
    int64_t id;
    int games, ahead;
    json_t *name; /* profile_json(): its current name, or NULL */
} opponent;

static int by_id(const void *a, const void *b)
{
    int64_t x = ((const opponent *)a)->id, y = ((const opponent *)b)->id;
    return (x > y) - (x < y);
}

/* Most games first, then by name, then by id. */
static int by_games(const void *a, const void *b)
{
    const opponent *x = a, *y = b;
    if (x->games != y->games)
        return x->games > y->games ? -1 : 1;
    int c = strcmp(json_string_value(x->name), json_string_value(y->name));
    return c ? c : by_id(a, b);
}

/* Whether account a is at a seat before s of g other than the player's. */
static bool seen_before(const pgame *g, int s, int64_t a)
{
    for (int t = 0; t < s; t++)
        if (t != g->seat && g->account[t] == a)
            return true;
    return false;
}

/* The accounts met, one per game at most, each with the games together
 * and those the player finished ahead, in increasing id order, in a
 * malloc'd array of *n (NULL with *n 0 when none, or *n -1 when memory
 * runs out). */
static opponent *opponents_met(const profile *p, long *n)
{
    size_t cap = 0, k = 0;
    for (size_t i = 0; i < p->n; i++)
        cap += (size_t)p->g[i].players;
    opponent *o = cap ? malloc(cap * sizeof *o) : NULL;
    *n = cap && !o ? -1 : 0;
    if (!o)
        return NULL;
    for (size_t i = 0; i < p->n; i++) {
        const pgame *g = &p->g[i];
        int64_t me = g->account[g->seat];
        for (int s = 0; s < g->players; s++) {
            int64_t a = g->account[s];
            if (s == g->seat || a <= 0 || a == me || seen_before(g, s, a))
                continue;
            bool ahead = true;
            for (int t = s; t < g->players; t++)
                if (t != g->seat && g->account[t] == a)
                    ahead = ahead && g->place[g->seat] < g->place[t];
            o[k++] = (opponent){a, 1, ahead, NULL};
        }
    }
    qsort(o, k, sizeof *o, by_id);
    size_t m = 0;
    for (size_t i = 0; i < k; i++) {
        if (m > 0 && o[m - 1].id == o[i].id) {
            o[m - 1].games++;
            o[m - 1].ahead += o[i].ahead;
        } else {
            o[m++] = o[i];
        }
    }
    *n = (long)m;
    return o;
}

int profile_opponents(const profile *p, profile_account_fn *fn, void *ctx)
{
    long n;
    if (!p)
        return 0;
    opponent *o = opponents_met(p, &n);
    for (long i = 0; fn && i < n; i++)
        fn(ctx, o[i].id);
    free(o);
    return (int)n;
}

/* ---------------------------------------------------------------- JSON */

/* o[key] = v, taking v: false if either is NULL or memory runs out. */
static bool set(json_t *o, const char *key, json_t *v)
{
    if (!o || !v) {
        json_decref(v);
        return false;
    }
    return json_object_set_new(o, key, v) == 0;
}

static bool push(json_t *a, json_t *v)
{
    if (!a || !v) {
        json_decref(v);
        return false;
    }
    return json_array_append_new(a, v) == 0;
}

static json_t *streaks_json(const profile *p)
{
    struct streaks k = streaks(p);
    json_t *o = json_object();
    bool ok = set(o, "current", json_integer(k.current)) &&
              set(o, "current_kind",
                  k.current == 0 ? json_null()
                                 : json_string(k.current_won ? "win"
                                                             : "loss")) &&
              set(o, "best_win", json_integer(k.best_win)) &&
              set(o, "worst_loss", json_integer(k.worst_loss));
    if (!ok) {
        json_decref(o);
        return NULL;
    }
    return o;
}

static json_t *figures_json(const profile *p)
{
    json_t *o = json_object(), *of = json_object();
    bool ok = true;
    for (size_t i = 0; i < sizeof FIGURES / sizeof *FIGURES; i++)
        ok = ok && set(o, FIGURES[i].key,
                       json_integer(figure_sum(p, FIGURES[i].off)));
    for (int c = 0; c < COUP_NCARDS; c++)
        ok = ok && set(of, coup_card_name(c),
                       json_integer(claims_of_sum(p, c)));
    ok = set(o, "claims_of", of) && ok; /* set() takes of either way */
    if (!ok) {
        json_decref(o);
        return NULL;
    }
    return o;
}

static json_t *achievements_json(const profile *p)
{
    json_t *o = json_object();
    bool ok = true;
    for (size_t i = 0; i < sizeof ACHIEVEMENTS / sizeof *ACHIEVEMENTS; i++)
        ok = ok && set(o, ACHIEVEMENTS[i].key,
                       json_integer(achievement_count(p, ACHIEVEMENTS[i].bit)));
    if (!ok) {
        json_decref(o);
        return NULL;
    }
    return o;
}

/* The opponents with a current name, as profile.h orders them. */
static json_t *opponents_json(const profile *p, profile_name_fn *name,
                              void *ctx)
{
    long n;
    opponent *o = opponents_met(p, &n);
    json_t *a = n < 0 ? NULL : json_array();
    bool ok = a != NULL;
    long k = 0;
    for (long i = 0; ok && name && i < n; i++) {
        const char *s = name(ctx, o[i].id);
        if (!s)
            continue;
        o[k] = o[i];
        o[k].name = json_string(s);
        /* A name that is not UTF-8 is no name to show. */
        if (!o[k].name)
            continue;
        k++;
    }
    if (ok && k > 0)
        qsort(o, (size_t)k, sizeof *o, by_games);
    for (long i = 0; ok && i < k && i < PROFILE_OPPONENTS_MAX; i++) {
        json_t *e = json_object();
        json_incref(o[i].name);
        ok = set(e, "name", o[i].name) &&
             set(e, "games", json_integer(o[i].games)) &&
             set(e, "ahead", json_integer(o[i].ahead)) && push(a, e);
        if (!ok)
            json_decref(e);
    }
    for (long i = 0; i < k; i++)
        json_decref(o[i].name);
    free(o);
    if (!ok) {
        json_decref(a);
        return NULL;
    }
    return a;
}

static json_t *names_json(const pgame *g)
{
    json_t *a = json_array();
    bool ok = a != NULL;
    for (int s = 0; ok && s < g->players; s++)
        ok = push(a, g->named ? json_string(g->names[s]) : json_null());
    if (!ok) {
        json_decref(a);
        return NULL;
    }
    return a;
}

static json_t *game_json(const pgame *g)
{
    json_t *o = json_object();
    bool ok = set(o, "id", json_integer(g->id)) &&
              set(o, "finished", json_integer(g->finished)) &&
              set(o, "players", json_integer(g->players)) &&
              set(o, "place", json_integer(g->place[g->seat])) &&
              set(o, "rated", json_boolean(g->rated)) &&
              set(o, "names", names_json(g)) &&
              set(o, "seat", json_integer(g->seat));
    if (!ok) {
        json_decref(o);
        return NULL;
    }
    return o;
}

/* The newest `max` games. */
static json_t *recent_json(const profile *p, int max)
{
    json_t *a = json_array();
    bool ok = a != NULL;
    for (size_t i = 0; ok && i < p->n && i < (size_t)max; i++)
        ok = push(a, game_json(&p->g[i]));
    if (!ok) {
        json_decref(a);
        return NULL;
    }
    return a;
}

json_t *profile_json(const profile *p, profile_name_fn *name, void *ctx,
                     int recent_max)
{
    if (!p)
        return NULL;
    if (recent_max < 0)
        recent_max = 0;
    if (recent_max > PROFILE_RECENT_MAX)
        recent_max = PROFILE_RECENT_MAX;
    int fewest = fewest_turns_win(p);
    json_t *o = json_object();
    bool ok = set(o, "games", json_integer((json_int_t)p->n)) &&
              set(o, "wins", json_integer(wins(p))) &&
              set(o, "streaks", streaks_json(p)) &&
              set(o, "figures", figures_json(p)) &&
              set(o, "achievements", achievements_json(p)) &&
              set(o, "fewest_turns_win",
                  fewest < 0 ? json_null() : json_integer(fewest)) &&
              set(o, "opponents", opponents_json(p, name, ctx)) &&
              set(o, "recent", recent_json(p, recent_max));
    if (!ok) {
        json_decref(o);
        return NULL;
    }
    return o;
}
