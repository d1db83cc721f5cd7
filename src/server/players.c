/*
 * players.c: the bodies of the players' pages (hub.h, "what HTTP
 * serves"): an account's profile (GET /api/players/NAME) and the
 * leaderboard of a rule family (GET /api/leaderboard). Everything in
 * them comes from the store: the ratings and their history (written when
 * a rated game ends, persist.c), and the figures of the games' records
 * (src/server/profile.c), never from what a client said.
 *
 * What a profile shows to anyone: the account's name, when it was made,
 * its ratings, and the figures of every game it finished. The games of
 * unlisted rooms count in the figures and ratings (they are the player's
 * own), but are not listed (recent games, opponents met): whom one plays
 * in a private room is nobody's business.
 */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "server/account.h"
#include "server/hub_impl.h"
#include "server/profile.h"
#include "server/rating.h"

/* The games a leaderboard's row needs at least. */
#define BOARD_MIN_GAMES 5
#define BOARD_PAGE 50
/* The games of a profile's figures at most (the newest), and the points
 * of a rating's history. */
#define PROFILE_GAMES_MAX 2000
#define HISTORY_MAX 200

static const char *const family_names[STORE_FAMILIES] = {
    [STORE_FAMILY_BASE] = "base",
    [STORE_FAMILY_INQUISITOR] = "inquisitor",
    [STORE_FAMILY_REFORMATION] = "reformation",
};

static json_int_t shown(double mu, double sigma)
{
    return (json_int_t)lround(rating_shown((rating){mu, sigma}));
}

static bool store_ok(const hub *h)
{
    return h->st && h->health != STORE_DOWN;
}

/* ------------------------------------------------------- leaderboard */

typedef struct board {
    json_t *rows;
    int64_t place; /* of the next row */
} board;

static void add_row(void *ctx, const store_rating *r, const char *name)
{
    board *b = ctx;
    json_t *o = json_object();
    json_object_set_new(o, "place", json_integer(b->place++));
    json_object_set_new(o, "name", name ? json_string(name) : json_null());
    json_object_set_new(o, "rating", json_integer(shown(r->mu, r->sigma)));
    json_object_set_new(o, "games", json_integer(r->games));
    json_object_set_new(o, "bot", r->subject < 0
                                      ? json_string(msg_level_name(
                                            (int)(-r->subject - 1)))
                                      : json_null());
    json_array_append_new(b->rows, o);
}

char *hub_leaderboard_json(hub *h, const char *family, const char *page,
                           const char *token, size_t *len)
{
    int fam = -1;
    for (int i = 0; i < STORE_FAMILIES; i++)
        if (!strcmp(family, family_names[i]))
            fam = i;
    if (fam < 0 || !page[0] || strlen(page) > 6 ||
        strspn(page, "0123456789") != strlen(page) || atoi(page) < 1 ||
        !store_ok(h))
        return NULL;
    int pg = atoi(page);
    int64_t count = 0;
    board b = {json_array(), (int64_t)(pg - 1) * BOARD_PAGE + 1};
    if (store_leaderboard_count(h->st, fam, BOARD_MIN_GAMES, &count) < 0 ||
        store_leaderboard(h->st, fam, BOARD_MIN_GAMES, (pg - 1) * BOARD_PAGE,
                          BOARD_PAGE, add_row, &b) < 0) {
        json_decref(b.rows);
        return NULL;
    }
    json_t *o = json_object();
    json_object_set_new(o, "family", json_string(family_names[fam]));
    json_object_set_new(o, "min_games", json_integer(BOARD_MIN_GAMES));
    json_object_set_new(o, "page", json_integer(pg));
    json_object_set_new(o, "pages", json_integer(count ? (count + BOARD_PAGE - 1) / BOARD_PAGE : 1));
    json_object_set_new(o, "per_page", json_integer(BOARD_PAGE));
    json_object_set_new(o, "rows", b.rows);
    /* The place of whoever asks, when signed in and rated enough. */
    char name[STORE_NAME_MAX + 1];
    int64_t me = signin_account(h, token, name), place = 0;
    store_rating r;
    json_t *mine = json_null();
    if (me > 0 && !store_rating_get(h->st, me, fam, &r) &&
        !store_leaderboard_place(h->st, fam, BOARD_MIN_GAMES, me, &place)) {
        json_decref(mine);
        mine = json_object();
        json_object_set_new(mine, "place", place > 0 ? json_integer(place)
                                                     : json_null());
        json_object_set_new(mine, "rating", json_integer(shown(r.mu, r.sigma)));
        json_object_set_new(mine, "games", json_integer(r.games));
    }
    json_object_set_new(o, "me", mine);
    return api_body(o, len);
}

/* ----------------------------------------------------------- profile */

/* The games that moved an account's ratings: a profile marks them. */
typedef struct rated_set {
    int64_t *games;
    int n, cap;
} rated_set;

/* One family's history being read. */
typedef struct history {
    json_t *points;
    rated_set *rated;
} history;

static void add_point(void *ctx, int64_t game, double mu, double sigma,
                      int64_t at_s)
{
    history *hi = ctx;
    rated_set *set = hi->rated;
    json_t *o = json_object();
    json_object_set_new(o, "game", json_integer(game));
    json_object_set_new(o, "at", json_integer(at_s));
    json_object_set_new(o, "rating", json_integer(shown(mu, sigma)));
    json_array_append_new(hi->points, o);
    if (set->n == set->cap) {
        int cap = set->cap ? 2 * set->cap : 64;
        int64_t *g = realloc(set->games, (size_t)cap * sizeof *g);
        if (!g)
            return;
        set->games = g;
        set->cap = cap;
    }
    set->games[set->n++] = game;
}

static bool rated_game(const rated_set *set, int64_t game)
{
    for (int i = 0; i < set->n; i++)
        if (set->games[i] == game)
            return true;
    return false;
}

/* The ratings of account id, one per family it has one in. */
static json_t *ratings_of(hub *h, int64_t id, rated_set *set)
{
    json_t *a = json_array();
    for (int fam = 0; fam < STORE_FAMILIES; fam++) {
        store_rating r;
        int64_t place = 0;
        if (store_rating_get(h->st, id, fam, &r))
            continue;
        history hi = {json_array(), set};
        store_rating_history(h->st, id, fam, HISTORY_MAX, add_point, &hi);
        store_leaderboard_place(h->st, fam, BOARD_MIN_GAMES, id, &place);
        json_t *o = json_object();
        json_object_set_new(o, "family", json_string(family_names[fam]));
        json_object_set_new(o, "rating", json_integer(shown(r.mu, r.sigma)));
        json_object_set_new(o, "mu", json_real(r.mu));
        json_object_set_new(o, "sigma", json_real(r.sigma));
        json_object_set_new(o, "games", json_integer(r.games));
        json_object_set_new(o, "place", place > 0 ? json_integer(place)
                                                  : json_null());
        json_object_set_new(o, "history", hi.points);
        json_array_append_new(a, o);
    }
    return a;
}

/* The finished games of an account, as the store gives them (newest
 * first): copied, since the store's texts last only during its call. */
typedef struct game_row {
    int64_t id, finished_s;
    int seat;
    bool listed;
    char *record;
} game_row;

typedef struct game_rows {
    game_row *v;
    int n, cap;
} game_rows;

static void add_game_row(void *ctx, const store_game *g, int seat)
{
    game_rows *l = ctx;
    if (!g->record || g->finished_s <= 0)
        return; /* not over */
    if (l->n == l->cap) {
        int cap = l->cap ? 2 * l->cap : 64;
        game_row *v = realloc(l->v, (size_t)cap * sizeof *v);
        if (!v)
            return;
        l->v = v;
        l->cap = cap;
    }
    char *rec = strdup(g->record);
    if (rec)
        l->v[l->n++] = (game_row){g->id, g->finished_s, seat, !g->secret, rec};
}

static const char *account_name(void *ctx, int64_t account)
{
    static store_account a; /* the loop's thread only */
    hub *h = ctx;
    if (store_account_by_id(h->st, account, &a))
        return NULL;
    memset(a.hash, 0, sizeof a.hash);
    return a.name;
}

char *hub_player_json(hub *h, const char *name, size_t *len)
{
    char key[ACCOUNT_NAME_BYTES + 1];
    store_account acc;
    if (!store_ok(h) ||
        account_name_key(name, strlen(name), key, sizeof key) != ACCOUNT_OK ||
        store_account_by_key(h->st, key, &acc))
        return NULL;
    memset(acc.hash, 0, sizeof acc.hash);
    rated_set set = {0};
    json_t *ratings = ratings_of(h, acc.id, &set);

    game_rows rows = {0};
    store_account_games(h->st, acc.id, PROFILE_GAMES_MAX, add_game_row, &rows);
    /* Every game for the figures; the listed ones for what names games
     * and people. */
    profile *all = profile_new(), *listed = profile_new();
    json_t *o = NULL;
    if (all && listed) {
        char why[160];
        for (int i = 0; i < rows.n; i++) {
            const game_row *g = &rows.v[i];
            int64_t accounts[COUP_MAX_PLAYERS] = {0};
            store_game_accounts(h->st, g->id, accounts, COUP_MAX_PLAYERS);
            bool rated = rated_game(&set, g->id);
            size_t n = strlen(g->record);
            if (profile_add(all, g->id, g->finished_s, g->record, n, g->seat,
                            accounts, rated, why, sizeof why))
                hub_log(h, "profile of account %lld: game %lld: %s",
                        (long long)acc.id, (long long)g->id, why);
            if (g->listed)
                profile_add(listed, g->id, g->finished_s, g->record, n,
                            g->seat, accounts, rated, why, sizeof why);
        }
        o = profile_json(all, account_name, h, 0);
        json_t *pub = profile_json(listed, account_name, h, 20);
        if (o && pub) {
            json_object_set(o, "opponents", json_object_get(pub, "opponents"));
            json_object_set(o, "recent", json_object_get(pub, "recent"));
        }
        json_decref(pub);
    }
    for (int i = 0; i < rows.n; i++)
        free(rows.v[i].record);
    free(rows.v);
    free(set.games);
    profile_free(all);
    profile_free(listed);
    if (!o) {
        json_decref(ratings);
        return NULL;
    }
    json_object_set_new(o, "name", json_string(acc.name));
    json_object_set_new(o, "since", json_integer(acc.created_s));
    json_object_set_new(o, "ratings", ratings);
    return api_body(o, len);
}
