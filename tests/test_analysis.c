/*
 * test_analysis.c - a game's decisions judged by the search
 * (include/coup/analysis.h, docs/analysis.md): a sure blunder is marked
 * with a small error and a right move is not, the result does not depend
 * on the threads, a seat's values come from what it saw and nothing else,
 * the odds of a claim are those the seat could know, and bad input is
 * refused with its line.
 */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <coup/analysis.h>
#include <coup/record.h>
#include <coup/text.h>

#include "test.h"

/* Parses text into *r; 1, or 0 with the reason on stderr. */
static int parse(const char *text, coup_record *r)
{
    coup_record_error err;
    if (coup_record_parse(text, strlen(text), r, &err) == 0)
        return 1;
    fprintf(stderr, "  record line %d: %s\n", err.line, err.msg);
    return 0;
}

/* Analyses text at `budget` on `threads` threads, seats `seats` (0: all);
 * 1, or 0 with the reason on stderr. */
static int analyse(const char *text, long budget, int threads, unsigned seats,
                   coup_analysis *a)
{
    coup_record r;
    coup_record_error err;
    int ok = parse(text, &r);
    coup_analysis_options o = {.budget = budget, .seed = 7, .seats = seats,
                               .threads = threads};
    memset(a, 0, sizeof *a);
    if (ok && coup_analyse(&r, &o, a, &err)) {
        fprintf(stderr, "  analysis: line %d: %s\n", err.line, err.msg);
        ok = 0;
    }
    coup_record_free(&r);
    return ok;
}

/* The decision made at move number `step` (0-based), or NULL. */
static const coup_decision *at(const coup_analysis *a, long step)
{
    for (long i = 0; i < a->ndecisions; i++)
        if (a->decisions[i].step == step)
            return &a->decisions[i];
    return NULL;
}

/* Whether moves x[0..n) and y[0..n) have the same values. */
static int same_moves(const coup_move_value *x, const coup_move_value *y,
                      int n)
{
    for (int k = 0; k < n; k++)
        if (!coup_move_eq(x[k].move, y[k].move) || x[k].visits != y[k].visits ||
            x[k].value != y[k].value)
            return 0;
    return 1;
}

static int same_values(const coup_decision *x, const coup_decision *y)
{
    if (x->nmoves != y->nmoves || x->iterations != y->iterations ||
        !same_moves(x->moves, y->moves, x->nmoves))
        return 0;
    return x->loss == y->loss && x->se == y->se && x->mark == y->mark &&
           x->odds == y->odds;
}

/* Two players. Seat 0 sees all three Dukes (its own, face down and face
 * up, and seat 1's face-up one), so seat 1's Tax is a sure bluff, and
 * seat 1 has one influence: a challenge wins the game at once. Letting
 * it pass gives seat 1 the 7 coins of a Coup on seat 0's last card. */
static const char sure_bluff[] =
    "coup-record 1\n"
    "players 2\n"
    "start 1\n"
    "seat 0 coins 0 hidden duke up duke\n"
    "seat 1 coins 4 hidden captain up duke\n"
    "1 tax\n"
    "0 %s\n";

/* ------------------------------------------------------------ the marks */

TEST(marks_follow_the_thresholds)
{
    CHECK_INT(coup_mark_of(0.049, 0), ==, COUP_MARK_NONE);
    CHECK_INT(coup_mark_of(0.05, 0), ==, COUP_MARK_INACCURACY);
    CHECK_INT(coup_mark_of(0.10, 0.01), ==, COUP_MARK_MISTAKE);
    CHECK_INT(coup_mark_of(0.20, 0.01), ==, COUP_MARK_BLUNDER);
    CHECK_INT(coup_mark_of(0.9, 0.01), ==, COUP_MARK_BLUNDER);
    /* Not past twice its standard error: noise, not marked. */
    CHECK_INT(coup_mark_of(0.30, 0.15), ==, COUP_MARK_NONE);
    CHECK_INT(coup_mark_of(0.30, 0.14), ==, COUP_MARK_BLUNDER);
    CHECK_INT(coup_mark_of(0, 0), ==, COUP_MARK_NONE);
    CHECK_STR(coup_mark_symbol(COUP_MARK_INACCURACY), "?!");
    CHECK_STR(coup_mark_symbol(COUP_MARK_MISTAKE), "?");
    CHECK_STR(coup_mark_symbol(COUP_MARK_BLUNDER), "??");
    CHECK_STR(coup_mark_name(COUP_MARK_BLUNDER), "blunder");
    CHECK_STR(coup_mark_name(COUP_MARK_N), "?");
}

/* ---------------------------------------------------- blunders and not */

/* Letting a sure bluff pass, with the game at stake: a blunder, its loss
 * large and its error small; the challenge was the best move, and the
 * claim is seen as what it was: no chance that it was true. */
TEST(passing_a_sure_bluff_is_a_blunder)
{
    char text[512];
    coup_analysis a;
    snprintf(text, sizeof text, sure_bluff, "pass");
    REQUIRE(analyse(text, 2000, 1, 0, &a));
    const coup_decision *d = at(&a, 1);
    if (CHECK(d != NULL)) {
        CHECK_INT(d->seat, ==, 0);
        CHECK_INT(d->nmoves, ==, 2);
        CHECK(d->judged);
        CHECK_INT(d->mark, ==, COUP_MARK_BLUNDER);
        CHECK_INT(d->moves[d->best].move.type, ==, COUP_MV_CHALLENGE);
        CHECK_INT(d->moves[d->played].move.type, ==, COUP_MV_PASS);
        CHECK(d->moves[d->best].value == 1.0); /* the game won, always */
        if (!CHECK(d->loss > 0.3 && d->se < 0.05))
            fprintf(stderr, "  loss %.3f se %.3f\n", d->loss, d->se);
        CHECK(d->moves[0].visits > 100 && d->moves[1].visits > 100);
        /* The root's iterations go evenly to its two moves. */
        CHECK(labs(d->moves[0].visits - d->moves[1].visits) <= 1);
        CHECK_INT(d->moves[0].visits + d->moves[1].visits, ==, d->iterations);
        CHECK(d->challenge);
        CHECK_INT(d->claimant, ==, 1);
        CHECK_INT(d->claim, ==, COUP_DUKE);
        CHECK(!d->claim_true);
        CHECK(!d->read_right);
        if (!CHECK(d->odds < 0.01))
            fprintf(stderr, "  odds %.3f\n", d->odds);
        CHECK(d->value == a.seat[0].series[0]);
    }
    CHECK_INT(a.seat[0].decisions, ==, 1);
    CHECK_INT(a.seat[0].marks[COUP_MARK_BLUNDER], ==, 1);
    CHECK_INT(a.seat[0].challenges, ==, 1);
    CHECK_INT(a.seat[0].challenges_read, ==, 0);
    CHECK(a.seat[0].accuracy == 0); /* a loss past 0.25 scores nothing */
    coup_analysis_free(&a);
}

/* The same window, challenged: the best move, not marked, and read
 * right. */
TEST(challenging_a_sure_bluff_is_not_marked)
{
    char text[512];
    coup_analysis a;
    snprintf(text, sizeof text, sure_bluff,
             "challenge\n1 concede\n1 lose captain\nresult 0");
    REQUIRE(analyse(text, 2000, 1, 0, &a));
    const coup_decision *d = at(&a, 1);
    if (CHECK(d != NULL)) {
        CHECK_INT(d->played, ==, d->best);
        CHECK(d->loss == 0 && d->se == 0);
        CHECK_INT(d->mark, ==, COUP_MARK_NONE);
        CHECK(d->value == 1.0);
        CHECK(d->read_right);
    }
    CHECK_INT(a.seat[0].marks[COUP_MARK_NONE], ==, 1);
    CHECK(a.seat[0].accuracy == 100);
    CHECK(a.seat[0].mean_loss == 0);
    CHECK_INT(a.seat[0].challenges_read, ==, 1);
    /* Seat 1's Tax was judged too; the challenge's concession and the
     * last card lost were forced: no decision. */
    CHECK_INT(a.ndecisions, ==, 2);
    CHECK_INT(a.decisions[0].seat, ==, 1);
    CHECK_INT(a.decisions[0].phase, ==, COUP_PH_ACTION);
    CHECK_INT(coup_winner(&a.final), ==, 0);
    coup_analysis_free(&a);
}

/* --------------------------------------------------------- the threads */

/* docs/rules.md R14, the rulebooks' worked example: three players. */
static const char r14[] =
    "coup-record 1\nplayers 3\nnames Natasha Sacha Haig\nstart 0\n"
    "seat 0 coins 2 hidden contessa duke\n"
    "seat 1 coins 2 hidden captain contessa\n"
    "seat 2 coins 2 hidden assassin duke\n"
    "0 tax\n1 pass\n2 pass\n1 exchange\n2 pass\n0 pass\n* draw assassin\n"
    "* draw duke\n1 keep assassin captain\n2 tax\n0 pass\n1 challenge\n"
    "2 prove\n1 lose assassin\n* draw contessa\n0 tax\n1 pass\n2 pass\n"
    "1 income\n2 assassinate 0\n0 pass\n1 pass\n0 block contessa\n1 pass\n"
    "2 pass\n0 coup 2\n2 lose contessa\n1 steal 2\n2 pass\n0 pass\n"
    "2 block ambassador\n0 pass\n1 challenge\n2 concede\n2 lose assassin\n";

TEST(the_threads_change_nothing)
{
    coup_analysis one, two, three;
    REQUIRE(analyse(r14, 300, 1, 0, &one));
    REQUIRE(analyse(r14, 300, 2, 0, &two));
    REQUIRE(analyse(r14, 300, 3, 0, &three));
    CHECK(one.ndecisions >= 25);
    CHECK_INT(two.ndecisions, ==, one.ndecisions);
    CHECK_INT(three.ndecisions, ==, one.ndecisions);
    for (long i = 0; i < one.ndecisions && i < two.ndecisions &&
                     i < three.ndecisions;
         i++)
        if (!CHECK(same_values(&one.decisions[i], &two.decisions[i]) &&
                   same_values(&one.decisions[i], &three.decisions[i])))
            fprintf(stderr, "  decision %ld\n", i);
    for (int p = 0; p < 3; p++) {
        CHECK(one.seat[p].accuracy == two.seat[p].accuracy);
        CHECK(one.seat[p].accuracy == three.seat[p].accuracy);
        CHECK(one.seat[p].decisions > 0);
    }
    /* Another seed searches otherwise. */
    coup_record r;
    coup_analysis other;
    REQUIRE(parse(r14, &r));
    coup_analysis_options o = {.budget = 300, .seed = 8, .threads = 2};
    REQUIRE(coup_analyse(&r, &o, &other, NULL) == 0);
    int differ = 0;
    for (long i = 0; i < one.ndecisions; i++)
        differ += !same_values(&one.decisions[i], &other.decisions[i]);
    CHECK(differ > 0);
    coup_record_free(&r);
    coup_analysis_free(&other);
    coup_analysis_free(&one);
    coup_analysis_free(&two);
    coup_analysis_free(&three);
}

/* -------------------------------------------------- hidden information */

/* Two games seat 0 cannot tell apart: seat 1's second card differs, and
 * seat 0 never sees it. In the first, seat 1's Assassinate is true; in
 * the second, a bluff. */
static const char hidden_a[] =
    "coup-record 1\nplayers 2\nstart 0\n"
    "seat 0 coins 2 hidden duke captain\n"
    "seat 1 coins 2 hidden contessa %s\n"
    "0 income\n1 tax\n0 pass\n0 income\n1 assassinate 0\n0 pass\n0 pass\n"
    "0 lose captain\n0 tax\n1 pass\n";

TEST(a_seat_is_judged_from_what_it_saw)
{
    char ta[512], tb[512];
    coup_analysis a, b, only;
    snprintf(ta, sizeof ta, hidden_a, "assassin");
    snprintf(tb, sizeof tb, hidden_a, "ambassador");
    REQUIRE(analyse(ta, 1000, 2, 0, &a));
    REQUIRE(analyse(tb, 1000, 1, 0, &b));
    REQUIRE(analyse(tb, 1000, 1, 1u << 0, &only));
    long checked = 0;
    bool truth_differs = false;
    for (long i = 0; i < a.ndecisions; i++) {
        const coup_decision *x = &a.decisions[i];
        if (x->seat != 0)
            continue;
        const coup_decision *y = at(&b, x->step), *z = at(&only, x->step);
        if (!CHECK(y && z && same_values(x, y) && same_values(x, z)))
            fprintf(stderr, "  move %ld\n", x->step);
        if (y && x->challenge && x->claim == COUP_ASSASSIN) {
            CHECK(x->claim_true && !y->claim_true);
            truth_differs = true;
        }
        checked++;
    }
    /* income, pass, income, pass, pass, lose captain, tax */
    CHECK_INT(checked, ==, 7);
    CHECK(truth_differs);
    /* Seat 0 alone: seat 1 is not judged. */
    CHECK(!only.seat[1].analysed);
    CHECK_INT(only.seat[1].decisions, ==, 0);
    for (long i = 0; i < only.ndecisions; i++)
        CHECK_INT(only.decisions[i].seat, ==, 0);
    coup_analysis_free(&a);
    coup_analysis_free(&b);
    coup_analysis_free(&only);
}

/* ---------------------------------------------------------- the odds */

/* The Inquisitor examined seat 1's last card, a Duke, and gave it back:
 * seat 1's Tax is then surely true, as seat 0 knows. */
TEST(a_claim_seen_to_be_true_has_odds_one)
{
    static const char text[] =
        "coup-record 1\nplayers 2\noptions inquisitor\nstart 0\n"
        "seat 0 coins 2 hidden inquisitor contessa\n"
        "seat 1 coins 2 hidden duke up captain\n"
        "0 examine 1\n1 pass\n1 show duke\n0 giveback\n1 tax\n0 pass\n";
    coup_analysis a;
    REQUIRE(analyse(text, 1000, 1, 1u << 0, &a));
    const coup_decision *d = at(&a, 5);
    if (CHECK(d != NULL && d->challenge)) {
        CHECK_INT(d->claimant, ==, 1);
        CHECK_INT(d->claim, ==, COUP_DUKE);
        if (!CHECK(d->odds > 0.99))
            fprintf(stderr, "  odds %.3f\n", d->odds);
        CHECK(d->claim_true);
        CHECK(d->read_right);
    }
    coup_analysis_free(&a);
}

/* -------------------------------------------------- progress and errors */

struct count {
    long calls, last, total, stop_at;
};

static int count(void *ctx, long done, long total)
{
    struct count *c = ctx;
    c->calls++;
    if (done != c->last + 1)
        c->last = -1000; /* out of order */
    else
        c->last = done;
    c->total = total;
    return c->stop_at && done >= c->stop_at;
}

TEST(progress_counts_and_may_stop)
{
    coup_record r;
    coup_analysis a;
    coup_record_error err;
    REQUIRE(parse(r14, &r));
    struct count c = {0, 0, 0, 0};
    coup_analysis_options o = {.budget = 50, .threads = 2, .progress = count,
                               .ctx = &c};
    CHECK_INT(coup_analyse(&r, &o, &a, &err), ==, 0);
    CHECK_INT(c.calls, ==, a.ndecisions);
    CHECK_INT(c.last, ==, a.ndecisions);
    CHECK_INT(c.total, ==, a.ndecisions);
    coup_analysis_free(&a);
    struct count stop = {0, 0, 0, 3};
    o.ctx = &stop;
    o.threads = 1;
    CHECK_INT(coup_analyse(&r, &o, &a, &err), ==, COUP_ANALYSIS_STOPPED);
    CHECK_INT(stop.calls, ==, 3);
    coup_analysis_free(&a);
    coup_record_free(&r);
}

TEST(bad_input_is_refused_with_its_line)
{
    static const char illegal[] =
        "coup-record 1\nplayers 2\nstart 0\n"
        "seat 0 coins 2 hidden duke captain\n"
        "seat 1 coins 2 hidden contessa assassin\n"
        "0 income\n"
        "1 assassinate 0\n"; /* line 7: 2 coins, an Assassinate costs 3 */
    coup_record r;
    coup_analysis a;
    coup_record_error err;
    REQUIRE(parse(illegal, &r));
    CHECK_INT(coup_analyse(&r, NULL, &a, &err), ==, COUP_EILLEGAL);
    CHECK_INT(err.line, ==, 7);
    CHECK(strstr(err.msg, "costs 3") != NULL);
    coup_analysis_free(&a);
    coup_record_free(&r);

    REQUIRE(parse(r14, &r));
    coup_analysis_options o = {.seats = 1u << 3};
    CHECK_INT(coup_analyse(&r, &o, &a, &err), ==, COUP_EINVAL);
    CHECK_STR(err.msg, "no seat 3 in a game of 3 players");
    coup_analysis_free(&a);
    o = (coup_analysis_options){.budget = -5};
    CHECK_INT(coup_analyse(&r, &o, &a, &err), ==, COUP_EINVAL);
    CHECK(strstr(err.msg, "not -5") != NULL);
    coup_analysis_free(&a);
    coup_analysis_free(NULL);
    coup_record_free(&r);
}

/* A record without a decision: nothing to judge, no thread started. */
TEST(a_game_without_decisions)
{
    coup_analysis a;
    REQUIRE(analyse("coup-record 1\nplayers 2\nstart 0\n"
                    "seat 0 coins 2 hidden duke captain\n"
                    "seat 1 coins 2 hidden contessa assassin\n",
                    100, 4, 0, &a));
    CHECK_INT(a.ndecisions, ==, 0);
    CHECK_INT(a.nsteps, ==, 0);
    CHECK(a.seat[0].analysed && a.seat[0].accuracy == 0);
    coup_analysis_free(&a);
}

/* A budget too small for the root to try every move: those decisions are
 * not judged, and count in no figure but the challenges read. */
TEST(a_tiny_budget_leaves_decisions_unjudged)
{
    coup_analysis a;
    REQUIRE(analyse(r14, 1, 2, 0, &a));
    long judged = 0, challenges = 0;
    for (long i = 0; i < a.ndecisions; i++) {
        const coup_decision *d = &a.decisions[i];
        long tried = 0;
        for (int k = 0; k < d->nmoves; k++)
            tried += d->moves[k].visits > 0;
        CHECK(d->judged == (tried == d->nmoves));
        CHECK(d->judged || (d->mark == COUP_MARK_NONE && d->loss == 0));
        judged += d->judged;
        challenges += d->challenge;
    }
    CHECK(judged < a.ndecisions);
    CHECK_INT(a.seat[0].decisions + a.seat[1].decisions + a.seat[2].decisions,
              ==, judged);
    CHECK_INT(a.seat[0].challenges + a.seat[1].challenges +
                  a.seat[2].challenges,
              ==, challenges);
    coup_analysis_free(&a);
}

/* ------------------------------------------------------------ the words */

/* The placeholders ({x}) of a template, sorted, as one string. */
static void holes(const char *s, char *out, size_t n)
{
    size_t k = 0;
    for (; *s && k + 1 < n; s++)
        if (s[0] == '{' && s[1] && s[2] == '}')
            out[k++] = s[1];
    out[k] = '\0';
    for (size_t i = 1; i < k; i++)
        for (size_t j = i; j > 0 && out[j - 1] > out[j]; j--) {
            char t = out[j];
            out[j] = out[j - 1];
            out[j - 1] = t;
        }
}

/* `coup analyse`'s words: set in every language, with the English
 * placeholders, filled without a hole. */
TEST(the_words_of_an_analysis_in_every_language)
{
    const size_t ptr = sizeof(const char *),
                 first = offsetof(coup_lang, an_intro),
                 last = offsetof(coup_lang, an_no_decision);
    const coup_say_args v = {.A = "Ada", .T = "Bruno", .t = "Bruno",
                             .c = "Duke", .d = "31%", .x = "98%", .s = "2",
                             .m = 2000};
    int langs = 0;
    for (int i = 0; coup_langs[i]; i++, langs++) {
        const coup_lang *l = coup_langs[i];
        for (size_t off = first; off <= last; off += ptr) {
            const char *t, *en;
            memcpy(&t, (const char *)l + off, sizeof t);
            memcpy(&en, (const char *)&coup_lang_en + off, sizeof en);
            char want[16], got[16], buf[1024];
            if (!CHECK(t != NULL && t[0] != '\0')) {
                fprintf(stderr, "  %s: field %zu is empty\n", l->code,
                        (off - first) / ptr);
                continue;
            }
            holes(en, want, sizeof want);
            holes(t, got, sizeof got);
            coup_lang_say(l, buf, sizeof buf, t, &v);
            if (!CHECK_STR(got, want) || !CHECK(strchr(buf, '{') == NULL))
                fprintf(stderr, "  %s field %zu: \"%s\"\n", l->code,
                        (off - first) / ptr, buf);
        }
        CHECK(strstr(l->an_percent, "{s}") != NULL);
        CHECK(strlen(l->an_point) >= 1);
    }
    CHECK_INT(langs, ==, 8);
}

/* ------------------------------------------------------------ hints */

/* A record's set-up and moves, for coup_hint_find(). */
struct game {
    coup_state start;
    coup_move moves[64];
    long n;
};

static void keep_move(void *ctx, const coup_state *before, int seat,
                      coup_move m, int line)
{
    struct game *g = ctx;
    (void)seat, (void)line;
    if (g->n == 0)
        g->start = *before;
    if (g->n < 64)
        g->moves[g->n++] = m;
}

static int game_of(const char *text, struct game *g)
{
    coup_record r;
    coup_record_error err;
    coup_state end;
    memset(g, 0, sizeof *g);
    int ok = parse(text, &r);
    if (ok && coup_record_replay(&r, &end, keep_move, g, &err)) {
        fprintf(stderr, "  replay: line %d: %s\n", err.line, err.msg);
        ok = 0;
    }
    if (ok)
        coup_record_free(&r);
    return ok && g->n > 0;
}

static int same_hint(const coup_hint *x, const coup_hint *y)
{
    if (x->nmoves != y->nmoves || x->best != y->best ||
        x->iterations != y->iterations || x->challenge != y->challenge ||
        x->odds != y->odds)
        return 0;
    return same_moves(x->moves, y->moves, x->nmoves);
}

/* The sure bluff: the hint is to challenge, and the claim has no chance
 * of being true. */
TEST(a_hint_calls_a_sure_bluff)
{
    char text[512];
    struct game g;
    coup_hint h, again;
    char why[160];
    snprintf(text, sizeof text, sure_bluff, "pass");
    REQUIRE(game_of(text, &g));
    /* Before seat 0's answer: "1 tax" is the only move before it. */
    REQUIRE(coup_hint_find(&g.start, g.moves, g.n - 1, 0, 2000, 3, &h, why,
                           sizeof why) == 0);
    REQUIRE(h.nmoves == 2 && h.best >= 0 && h.best < 2);
    CHECK_INT(h.moves[h.best].move.type, ==, COUP_MV_CHALLENGE);
    CHECK(h.moves[h.best].value > 0.9);
    CHECK(h.challenge);
    CHECK_INT(h.claimant, ==, 1);
    CHECK_INT(h.claim, ==, COUP_DUKE);
    CHECK(h.odds < 0.01);
    CHECK(h.iterations > 0);
    /* The same arguments, the same hint. */
    REQUIRE(coup_hint_find(&g.start, g.moves, g.n - 1, 0, 2000, 3, &again,
                           why, sizeof why) == 0);
    CHECK(same_hint(&h, &again));
}

/* Two games alike for seat 0 but for seat 1's hidden card: every hint for
 * seat 0 is the same in both (it never reads the cards it cannot see). */
TEST(a_hint_sees_only_what_its_seat_saw)
{
    char ta[512], tb[512], why[160];
    struct game a, b;
    snprintf(ta, sizeof ta, hidden_a, "assassin");
    snprintf(tb, sizeof tb, hidden_a, "ambassador");
    REQUIRE(game_of(ta, &a) && game_of(tb, &b));
    REQUIRE(a.n == b.n);
    int hinted = 0;
    for (long k = 0; k < a.n; k++) {
        if (coup_to_move(&a.start) < 0)
            break;
        coup_hint x, y;
        int rx = coup_hint_find(&a.start, a.moves, k, 0, 500, 9, &x, why,
                                sizeof why);
        int ry = coup_hint_find(&b.start, b.moves, k, 0, 500, 9, &y, why,
                                sizeof why);
        CHECK_INT(rx, ==, ry);
        if (rx == 0) {
            if (!CHECK(same_hint(&x, &y)))
                fprintf(stderr, "  after %ld moves\n", k);
            hinted++;
        }
    }
    /* income, pass (tax), income, pass, pass (assassinate), lose, tax */
    CHECK_INT(hinted, ==, 7);
}

/* Three players: seat 0 claims the Duke; seat 1 is asked first, and seat
 * 2 may be asked ahead of its turn, as a server does. The claimant may
 * not, nor a seat after a game's end, nor after a move that is not legal. */
TEST(a_hint_ahead_of_turn_and_bad_requests)
{
    static const char text[] =
        "coup-record 1\nplayers 3\nstart 0\n"
        "seat 0 coins 2 hidden duke captain\n"
        "seat 1 coins 2 hidden contessa assassin\n"
        "seat 2 coins 2 hidden duke duke\n"
        "0 tax\n";
    struct game g;
    coup_hint h;
    char why[160];
    REQUIRE(game_of(text, &g));
    CHECK_INT(coup_hint_find(&g.start, g.moves, 1, 1, 500, 1, &h, why,
                             sizeof why), ==, 0);
    CHECK(h.challenge && h.claimant == 0 && h.claim == COUP_DUKE);
    int rc = coup_hint_find(&g.start, g.moves, 1, 2, 500, 1, &h, why,
                            sizeof why);
    if (!CHECK(rc == 0))
        fprintf(stderr, "  %s\n", why);
    /* Seat 2 holds two of the three Dukes and cannot see seat 0's: the
     * claim is true in some of its worlds, not all. */
    CHECK(h.challenge && h.odds > 0 && h.odds < 1);
    CHECK_INT(coup_hint_find(&g.start, g.moves, 1, 0, 500, 1, &h, why,
                             sizeof why), ==, COUP_EINVAL);
    CHECK(strstr(why, "seat 0 is not to decide") != NULL);
    CHECK_INT(coup_hint_find(&g.start, g.moves, 1, 3, 500, 1, &h, why,
                             sizeof why), ==, COUP_EINVAL);
    CHECK(strstr(why, "no seat 3") != NULL);
    CHECK_INT(coup_hint_find(&g.start, g.moves, 1, 1, -5, 1, &h, why,
                             sizeof why), ==, COUP_EINVAL);
    CHECK(strstr(why, "budget") != NULL);
    coup_move bad[2] = {g.moves[0], g.moves[0]}; /* tax when answers are due */
    CHECK_INT(coup_hint_find(&g.start, bad, 2, 1, 500, 1, &h, why,
                             sizeof why), ==, COUP_EILLEGAL);
    CHECK(strstr(why, "move 1 is not legal") != NULL);
}

TEST(a_hint_after_the_end_is_refused)
{
    char text[512], why[160];
    struct game g;
    coup_hint h;
    snprintf(text, sizeof text, sure_bluff, "challenge");
    REQUIRE(game_of(text, &g));
    /* Play the game on to its end: the challenge, seat 1 cannot prove. */
    coup_state s = g.start;
    for (long i = 0; i < g.n; i++)
        coup_apply(&s, g.moves[i]);
    coup_move legal[COUP_MAX_MOVES];
    while (!coup_is_over(&s) && g.n < 64) {
        REQUIRE(coup_legal_moves(&s, legal) > 0);
        g.moves[g.n++] = legal[0];
        coup_apply(&s, legal[0]);
    }
    REQUIRE(coup_is_over(&s));
    CHECK_INT(coup_hint_find(&g.start, g.moves, g.n, 0, 500, 1, &h, why,
                             sizeof why), ==, COUP_EINVAL);
    CHECK(strstr(why, "the game is over") != NULL);
}

TEST_MAIN()
