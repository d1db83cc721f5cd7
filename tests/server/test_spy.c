/*
 * test_spy.c - no viewer is ever sent a card it may not know (R9).
 *
 * Many games, a client on every seat (each answers a move from its
 * `legal`) and a spectator. Once a game is over, its record (every card)
 * is replayed to know the true state before each move; then every
 * message each client received is checked against it: a card in an
 * event's move (draw, keep, pick, show) must be one that viewer holds,
 * was shown (coup_observe) or sees face up; a state's own cards must be
 * the seat's hand, its face-up cards the true ones, and a spectator's
 * state holds no card of anyone's hand. It fails if view.c leaks (try:
 * keep seat 0's `mine` in view_public()).
 *
 * Half the games have a timer, and their players leave some decisions to
 * it. A default is announced to everyone ("Time is up for ..."), so what
 * it is must tell no one else anything of the mover's hidden cards: the
 * kind of move the others see is the same whatever those cards are, and
 * a card lost, shown, kept or picked by default is not a function of the
 * slots (every card of the choice is the default for some seed).
 *
 * The games go through every set of options, Reformation's included: its
 * factions and Treasury Reserve are public and must be the true ones, and
 * no seat is offered a move against its own faction (R16).
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <string.h>

#include <coup/record.h>

#include "fake_io.h"
#include "server/hub_impl.h" /* view_default_move() */
#include "test.h"

static fake F;

#define MAXSTEPS 4096
static coup_state before[MAXSTEPS + 1];
static coup_move moves[MAXSTEPS];
static int nsteps;

static void visit(void *ctx, const coup_state *s, int seat, coup_move m, int line)
{
    (void)ctx, (void)seat, (void)line;
    if (nsteps < MAXSTEPS) {
        before[nsteps] = *s;
        moves[nsteps++] = m;
    }
}

/* The cards viewer may know in s (a bit per card kind): its hand and
 * what it was shown (seats), and every face-up card. */
static unsigned knowable(const coup_state *s, int viewer)
{
    unsigned k = 0;
    coup_obs o;
    for (int p = 0; p < s->players; p++)
        for (int i = 0; i < 2; i++)
            if (s->card[p][i] & COUP_UP)
                k |= 1u << (s->card[p][i] & 7);
    if (viewer < 0)
        return k;
    coup_observe(s, viewer, &o);
    for (int i = 0; i < o.nmine; i++)
        k |= 1u << o.mine[i];
    for (int i = 0; i < o.nshown; i++)
        k |= 1u << o.shown[i];
    uint8_t held[2];
    int n = coup_hidden(s, viewer, held);
    for (int i = 0; i < n; i++)
        k |= 1u << held[i];
    return k;
}

static unsigned card_bit(const char *name)
{
    int c = coup_card_parse(name, strlen(name));
    return c >= 0 && c < COUP_NCARDS ? 1u << c : 0;
}

static int leaks;
static long early; /* answers made ahead of their turn, in windows */
static int timeouts[COUP_PH_OVER + 1]; /* checked, by phase */
static long reform_seen; /* seats seen with a faction */

/* The default's move kind in s with the mover's face-down cards (and the
 * cards it drew) replaced by c1 and c2: a world another viewer cannot
 * tell from the true one. */
static int kind_in_world(const coup_state *b, int mover, int c1, int c2,
                         uint64_t seed)
{
    coup_state w = *b;
    int next = 0, c[2] = {c1, c2};
    for (int i = 0; i < 2; i++)
        if ((w.card[mover][i] & 7) < COUP_NCARDS &&
            !(w.card[mover][i] & COUP_UP))
            w.card[mover][i] = (uint8_t)c[next++ % 2];
    for (int i = 0; i < w.ndrawn; i++)
        w.drawn[i] = (uint8_t)c[(next + i) % 2];
    return view_default_move(&w, seed).type;
}

/* A timed-out move n, as another viewer hears of it (see the top). */
static void check_timeout(long long n, int viewer)
{
    const coup_state *b = &before[n];
    int mover = coup_to_move(b);
    if (mover < 0 || viewer == mover)
        return;
    timeouts[b->phase]++;
    for (uint64_t seed = 1; seed <= 3; seed++)
        for (int c1 = 0; c1 < COUP_NCARDS; c1++)
            for (int c2 = 0; c2 < COUP_NCARDS; c2++)
                if (kind_in_world(b, mover, c1, c2, seed) != moves[n].type) {
                    fprintf(stderr, "viewer %d: the default at move %lld "
                            "depends on seat %d's hidden cards\n", viewer,
                            n, mover);
                    leaks++;
                    return;
                }
    /* The cards of the choice: face-down ones (and drawn ones in a keep);
     * the draft's set. R10's show is forced. */
    coup_move legal[COUP_MAX_MOVES];
    int nl = coup_legal_moves(b, legal), seen[COUP_NCARDS] = {0};
    if (nl < 2 || b->phase == COUP_PH_PROVE || b->phase == COUP_PH_ACTION ||
        b->phase == COUP_PH_CHALLENGE || b->phase == COUP_PH_BLOCK ||
        b->phase == COUP_PH_EXAMINE)
        return;
    for (uint64_t seed = 1; seed <= 48; seed++) {
        coup_move d = view_default_move(b, seed * 0x9e3779b97f4a7c15ull);
        if (d.card < COUP_NCARDS)
            seen[d.card] = 1;
        if (d.card2 < COUP_NCARDS)
            seen[d.card2] = 1;
    }
    for (int i = 0; i < nl; i++)
        if (!seen[legal[i].card] ||
            (legal[i].card2 < COUP_NCARDS && !seen[legal[i].card2])) {
            fprintf(stderr, "viewer %d: the default at move %lld never "
                    "names %s\n", viewer, n, coup_card_name(legal[i].card));
            leaks++;
            return;
        }
}

static void check_event(json_t *e, int viewer)
{
    long long n = jint(e, "n");
    if (n < 0 || n >= nsteps) {
        if (getenv("SPY_DEBUG"))
            fprintf(stderr, "event %lld of %d\n", n, nsteps);
        leaks++;
        return;
    }
    const coup_state *b = &before[n];
    coup_state after = *b;
    coup_apply(&after, moves[n]);
    unsigned k = knowable(b, viewer) | knowable(&after, viewer);
    const char *text = jstr(e, "move"), *kind = jstr(e, "kind");
    const char *first = json_string_value(
        json_array_get(json_object_get(e, "lines"), 0));
    if (first && strstr(first, "Time is up"))
        check_timeout(n, viewer);
    bool reveals = !strcmp(kind, "draw") || !strcmp(kind, "keep") ||
                   !strcmp(kind, "pick") || !strcmp(kind, "show");
    /* R10: a target's hand is shown to all. */
    if (!strcmp(kind, "show") && b->phase == COUP_PH_SHOW &&
        b->action != COUP_MV_EXAMINE)
        reveals = false;
    if (!reveals)
        return;
    /* The card words of the text ("?" is none). */
    unsigned cards = 0;
    char words[64];
    snprintf(words, sizeof words, "%s", text);
    for (char *save, *w = strtok_r(words, " ", &save); w;
         w = strtok_r(NULL, " ", &save))
        cards |= card_bit(w);
    if (cards & ~k) {
        fprintf(stderr, "viewer %d sees '%s' at move %lld\n", viewer, text, n);
        leaks++;
    }
}

static void check_state(json_t *st, int viewer)
{
    long long t = jint(st, "turn");
    if (t < 0 || t > nsteps) {
        { leaks++; if (getenv("SPY_DEBUG")) fprintf(stderr, "state check 1 viewer %d turn %lld\n", viewer, t); }
        return;
    }
    const coup_state *s = &before[t];
    unsigned k = knowable(s, viewer), mine = 0;
    json_t *a = json_object_get(st, "mine");
    for (size_t i = 0; i < json_array_size(a); i++)
        mine |= card_bit(json_string_value(json_array_get(a, i)));
    a = json_object_get(st, "shown");
    for (size_t i = 0; i < json_array_size(a); i++)
        mine |= card_bit(json_string_value(json_array_get(a, i)));
    if (viewer < 0 && (json_array_size(json_object_get(st, "mine")) ||
                       json_array_size(json_object_get(st, "shown"))))
        { leaks++; if (getenv("SPY_DEBUG")) fprintf(stderr, "state check 2 viewer %d turn %lld\n", viewer, t); }
    if (mine & ~k)
        { leaks++; if (getenv("SPY_DEBUG")) fprintf(stderr, "state check 3 viewer %d turn %lld\n", viewer, t); }
    json_t *seats = json_object_get(st, "seats");
    for (size_t p = 0; p < json_array_size(seats); p++) {
        json_t *up = json_object_get(json_array_get(seats, p), "up");
        for (size_t i = 0; i < json_array_size(up); i++) {
            unsigned c = card_bit(json_string_value(json_array_get(up, i)));
            bool face_up = false;
            for (int j = 0; j < 2; j++)
                face_up |= (s->card[p][j] & COUP_UP) &&
                           c == 1u << (s->card[p][j] & 7);
            if (!face_up)
                { leaks++; if (getenv("SPY_DEBUG")) fprintf(stderr, "state check 4 viewer %d turn %lld\n", viewer, t); }
        }
    }
    /* Reformation (R16, R17): each seat's faction and the Reserve, true
     * and public, in its games only. */
    bool reform = s->flags & COUP_OPT_REFORMATION;
    json_t *reserve = json_object_get(st, "reserve");
    if (reform != (reserve != NULL) ||
        (reserve && json_integer_value(reserve) != s->reserve))
        { leaks++; if (getenv("SPY_DEBUG")) fprintf(stderr, "state check 9 viewer %d turn %lld\n", viewer, t); }
    for (size_t p = 0; p < json_array_size(seats); p++) {
        json_t *f = json_object_get(json_array_get(seats, p), "faction");
        const char *want = !reform ? NULL
                           : coup_faction(s, (int)p) ? "reformist" : "loyalist";
        if ((f == NULL) != (want == NULL) ||
            (f && strcmp(json_string_value(f), want)))
            { leaks++; if (getenv("SPY_DEBUG")) fprintf(stderr, "state check 10 viewer %d turn %lld\n", viewer, t); }
        reform_seen += f != NULL;
    }
    /* Every hand, and who bluffed, only once the game is over. */
    if ((json_object_get(st, "hands") || json_object_get(st, "stats")) &&
        !coup_is_over(s))
        { leaks++; if (getenv("SPY_DEBUG")) fprintf(stderr, "state check 7 viewer %d turn %lld\n", viewer, t); }
    /* Legal moves go to the seat to move, or to a seat of an answer
     * window (`answering`: the claim, or Foreign Aid, put to every seat
     * that may answer it at once), whose moves are only pass, challenge
     * or block. */
    json_t *legal = json_object_get(st, "legal");
    bool answering = false;
    json_t *ans = json_object_get(st, "answering");
    for (size_t i = 0; i < json_array_size(ans); i++)
        answering |= json_integer_value(json_array_get(ans, i)) == viewer;
    bool ahead = answering && coup_to_move(s) != viewer;
    for (size_t i = 0; ahead && i < json_array_size(legal); i++) {
        const char *kind = jstr(json_array_get(legal, i), "kind");
        if (strcmp(kind, "pass") && strcmp(kind, "challenge") &&
            strcmp(kind, "block"))
            { leaks++; if (getenv("SPY_DEBUG")) fprintf(stderr, "state check 8 viewer %d turn %lld\n", viewer, t); }
    }
    if (json_array_size(legal) && coup_to_move(s) != viewer && !answering)
        { leaks++; if (getenv("SPY_DEBUG")) fprintf(stderr, "state check 5 viewer %d turn %lld\n", viewer, t); }
    for (size_t i = 0; i < json_array_size(legal); i++) {
        json_t *m = json_array_get(legal, i);
        const char *kind = jstr(m, "kind");
        /* R16: no Coup, Assassinate, Steal or Examine of one's own
         * faction while both live (coup_may_target). */
        json_t *tg = json_object_get(m, "target");
        if (tg && strcmp(kind, "convert") &&
            !coup_may_target(s, viewer, (int)json_integer_value(tg)))
            { leaks++; if (getenv("SPY_DEBUG")) fprintf(stderr, "state check 11 viewer %d turn %lld\n", viewer, t); }
        /* (A draft's pick names any character: R11.) */
        if (!strcmp(kind, "keep") || !strcmp(kind, "show") ||
            !strcmp(kind, "lose"))
            if (card_bit(jstr(m, "card")) & ~k)
                { leaks++; if (getenv("SPY_DEBUG")) fprintf(stderr, "state check 6 viewer %d turn %lld\n", viewer, t); }
    }
}

static void check_conn(fake_conn *c, int viewer, long long game)
{
    for (size_t i = 0; i < json_array_size(c->msgs); i++) {
        json_t *o = json_array_get(c->msgs, i);
        const char *type = jstr(o, "type");
        if (jint(o, "game") != game)
            continue;
        if (!strcmp(type, "event"))
            check_event(o, viewer);
        else if (!strcmp(type, "state"))
            check_state(o, viewer);
        else if (!strcmp(type, "log")) {
            json_t *ev = json_object_get(o, "events");
            for (size_t j = 0; j < json_array_size(ev); j++)
                check_event(json_array_get(ev, j), viewer);
        }
    }
}

/* One game: players seats of humans answering at random (with a timer:
 * a third of the time not at all), a spectator. */
static int spy_game(int players, unsigned flags, uint64_t seed, bool timer)
{
    fake_hub(&F, ":memory:", seed);
    fake_conn *c[COUP_MAX_PLAYERS + 1];
    char buf[300], code[8];
    for (int p = 0; p <= players; p++)
        c[p] = fake_open(&F, p);
    json_t *opts = json_array();
    for (unsigned f = 1; f <= COUP_OPT_ALL; f <<= 1)
        if (flags & f)
            json_array_append_new(opts, json_string(coup_option_name(f)));
    char *os = json_dumps(opts, JSON_COMPACT);
    json_decref(opts);
    snprintf(buf, sizeof buf,
             "{\"type\":\"create\",\"name\":\"P0\",\"players\":%d,"
             "\"options\":%s,\"timer\":%d,\"public\":true}",
             players, os, timer ? 10 : 0);
    free(os);
    fake_say(&F, c[0], buf);
    snprintf(code, sizeof code, "%s", jstr(fake_last(c[0], "joined"), "code"));
    for (int p = 1; p < players; p++) {
        snprintf(buf, sizeof buf, "{\"type\":\"join\",\"code\":\"%s\",\"name\":\"P%d\"}",
                 code, p);
        fake_say(&F, c[p], buf);
    }
    snprintf(buf, sizeof buf, "{\"type\":\"watch\",\"code\":\"%s\"}", code);
    fake_say(&F, c[players], buf);
    fake_say(&F, c[0], "{\"type\":\"start\"}");
    coup_rng rng;
    coup_rng_seed(&rng, seed);
    long long game = jint(fake_last(c[0], "state"), "game");
    for (int guard = 0; guard < 20000; guard++) {
        json_t *st = fake_last(c[players], "state");
        if (!st || jint(st, "winner") >= 0)
            break;
        int tm = (int)jint(st, "to_move");
        if (tm < 0 || tm >= players)
            break;
        F.now += 100; /* keeps the rate limit happy */
        if (timer && coup_rng_below(&rng, 3) == 0) {
            if (!fake_fire_next(&F, F.now + 3600 * 1000LL))
                break;
            continue;
        }
        /* Half the time a seat of an answer window answers ahead of the
         * seat to move (docs/web-protocol.md, "Answers at the same
         * time"). */
        json_t *ans = json_object_get(st, "answering");
        int who = tm;
        if (json_array_size(ans) > 1 && coup_rng_below(&rng, 2)) {
            int k = (int)coup_rng_below(&rng, (uint32_t)json_array_size(ans));
            int q = (int)json_integer_value(json_array_get(ans, (size_t)k));
            if (q >= 0 && q < players &&
                json_array_size(json_object_get(fake_last(c[q], "state"), "legal")))
                who = q;
        }
        if (who != tm)
            early++;
        json_t *mine = fake_last(c[who], "state");
        json_t *legal = json_object_get(mine, "legal");
        if (!json_array_size(legal))
            break;
        json_t *m = json_array_get(legal, coup_rng_below(&rng, (uint32_t)json_array_size(legal)));
        snprintf(buf, sizeof buf, "{\"type\":\"move\",\"move\":\"%s\",\"turn\":%lld}",
                 jstr(m, "move"), jint(mine, "turn"));
        fake_say(&F, c[who], buf);
    }
    size_t len;
    char *rec = hub_game_record(F.h, game, NULL, &len);
    coup_record r;
    coup_state s;
    int ok = 0;
    nsteps = 0;
    if (rec && coup_record_parse(rec, len, &r, NULL) == 0 &&
        coup_record_replay(&r, &s, visit, NULL, NULL) == 0) {
        before[nsteps] = s;
        leaks = 0;
        for (int p = 0; p <= players; p++)
            check_conn(c[p], p < players ? p : -1, game);
        ok = leaks == 0 ? 1 : -1;
    }
    if (rec)
        coup_record_free(&r);
    free(rec);
    fake_free(&F);
    return ok;
}

TEST(no_viewer_sees_a_hidden_card)
{
    int games = TEST_GAMES(60), failures = 0, played = 0;
    for (int g = 0; g < games; g++) {
        int players = 2 + g % 5;
        unsigned flags = (unsigned)(g * 7) % (COUP_OPT_ALL + 1);
        if (players != 2)
            flags &= ~(unsigned)COUP_OPT_TWO_PLAYER_DRAFT;
        int ok = spy_game(players, flags, 1000 + (uint64_t)g, g % 2 == 1);
        played += ok != 0;
        if (ok < 0) {
            fprintf(stderr, "game %d: %d players, flags %u: %d leaks\n", g, players,
                    flags, leaks);
            failures++;
        }
    }
    CHECK_INT(failures, ==, 0);
    CHECK_INT(played, ==, games);
    /* Answers ahead of their turn were made (about 3 a game), and defaults
     * were heard and checked, of every kind that names a card. */
    CHECK(early > games);
    CHECK(reform_seen > 0); /* Reformation games were played */
    CHECK(timeouts[COUP_PH_ACTION] > 0);
    CHECK(timeouts[COUP_PH_LOSE] > 0);
    CHECK(timeouts[COUP_PH_PROVE] + timeouts[COUP_PH_KEEP] > 0);
    if (getenv("COUP_TEST_VERBOSE"))
        for (int ph = 0; ph <= COUP_PH_OVER; ph++)
            fprintf(stderr, "phase %d: %d timeouts checked\n", ph,
                    timeouts[ph]);
}

/* ---------------------------------------------------------- hints */

/* The hint a seat gets (docs/web-protocol.md, "Hints") is the same
 * whatever the cards it cannot see: seat 0 asks at its first decision;
 * then seats 1 and 2 swap two cards of the deal (in the room's moves and
 * its state: a world seat 0 cannot tell from the true one) and it asks
 * again. Both answers are the same, word for word. It fails if anything
 * of the true state reaches the search (try: seed ^= r->s.card[1][0] in
 * hub.c's on_hint()). */
static json_t *hint_now(fake_conn *a)
{
    char buf[80];
    size_t had = json_array_size(a->msgs);
    snprintf(buf, sizeof buf, "{\"type\":\"hint\",\"turn\":%lld}",
             jint(fake_last(a, "state"), "turn"));
    fake_say(&F, a, buf);
    fake_hints_all(&F);
    json_t *h = fake_last(a, "hint");
    return json_array_size(a->msgs) > had ? h : NULL;
}

TEST(a_hint_is_blind_to_the_cards_its_seat_cannot_see)
{
    int checked = 0;
    for (uint64_t seed = 1; seed <= 40 && checked < 3; seed++) {
        fake_hub(&F, NULL, seed);
        F.hint_budget = 400;
        fake_conn *a = fake_open(&F, 0);
        fake_say(&F, a, "{\"type\":\"create\",\"name\":\"Haig\","
                        "\"players\":3,\"bots\":\"honest\",\"hints\":true}");
        fake_say(&F, a, "{\"type\":\"start\"}");
        room *r = a->cl ? a->cl->room : NULL;
        json_t *st = fake_last(a, "state");
        /* Seat 0 decides first, nothing but the deal before. */
        if (!r || !st || json_array_size(json_object_get(st, "legal")) == 0) {
            fake_free(&F);
            continue;
        }
        /* Which deal draw went to which seat. */
        int to1 = -1, to2 = -1;
        coup_state s = r->s0;
        for (int i = 0; i < r->nsteps; i++) {
            coup_state b = s;
            REQUIRE(coup_apply(&s, r->steps[i].m) == COUP_OK);
            if (r->steps[i].m.type != COUP_MV_DRAW)
                continue;
            for (int p = 1; p <= 2; p++)
                if (memcmp(b.card[p], s.card[p], sizeof s.card[p])) {
                    if (p == 1 && to1 < 0)
                        to1 = i;
                    if (p == 2 && to2 < 0)
                        to2 = i;
                }
        }
        REQUIRE(to1 >= 0 && to2 >= 0);
        if (r->steps[to1].m.card == r->steps[to2].m.card) {
            fake_free(&F);
            continue;
        }
        json_t *h1 = hint_now(a);
        REQUIRE(h1);
        char move[64], text[600];
        snprintf(move, sizeof move, "%s", jstr(h1, "move"));
        snprintf(text, sizeof text, "%s", jstr(h1, "text"));
        /* The other world: the two cards swapped. */
        uint8_t c = r->steps[to1].m.card;
        r->steps[to1].m.card = r->steps[to2].m.card;
        r->steps[to2].m.card = c;
        coup_state t = r->s0;
        for (int i = 0; i < r->nsteps; i++)
            REQUIRE(coup_apply(&t, r->steps[i].m) == COUP_OK);
        CHECK(memcmp(t.card, r->s.card, sizeof t.card) != 0);
        r->s = t;
        json_t *h2 = hint_now(a);
        REQUIRE(h2);
        CHECK_STR(jstr(h2, "move"), move);
        CHECK_STR(jstr(h2, "text"), text);
        checked++;
        fake_free(&F);
    }
    CHECK_INT(checked, ==, 3);
}

TEST_MAIN()
