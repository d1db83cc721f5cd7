/*
 * test_rules.c - the rules of docs/rules.md through the public API of
 * libcoup, for what a game record cannot say.
 *
 * A rule scenario (moves from a deal or a position, then facts about the
 * state: coins, cards, the Court, who decides what, the exact legal moves,
 * the winner) is a record in tests/records/, run by test_scenarios.c;
 * a move that is not legal is a record's `check legal` leaving it out, or a
 * record in tests/records/bad/ refused at its line. This file keeps the
 * rest:
 * - a move refused with the words of the engine's reason (REFUSED_WHY),
 *   several per position, and moves refused with COUP_EOVER;
 * - queries records have no check for: observations (R9), chance weights
 *   and coup_chance_pick (R8), the cards out of the game, coup_copies(),
 *   coup_init() and coup_init_position() refusing bad options;
 * - properties over every player count or over random games, and move
 *   structs that no text can spell.
 *
 * A test sets up a position by hand (coup_init_position) or from the
 * options (coup_init), plays moves written as "SEAT MOVE" ("*" for a chance
 * outcome) and checks what the rules say. Every move is checked to be
 * legal for the seat that is to move, and coup_state_ok() must hold after
 * each one. Tests are named after the rule they check.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include <coup/coup.h>
#include <coup/rng.h>

#include "test.h"

/* ============================================================ helpers */

static void failf_(const char *file, int line, const char *fmt, ...)
{
    va_list ap;
    test_fail_begin_(file, line, "");
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
}

/* Next blank-separated word of *p, or NULL at the end. */
static const char *word(const char **p, size_t *len)
{
    const char *s = *p;
    while (*s == ' ' || *s == '\t')
        s++;
    if (*s == '\0') {
        *p = s;
        return NULL;
    }
    const char *w = s;
    while (*s != '\0' && *s != ' ' && *s != '\t')
        s++;
    *len = (size_t)(s - w);
    *p = s;
    return w;
}

/* "COINS card card": one seat of a position; "^card" is face up. */
static int parse_seat(const char *spec, uint8_t *coins, uint8_t cards[2])
{
    const char *p = spec, *w;
    size_t len;
    int k = 0;
    if ((w = word(&p, &len)) == NULL)
        return 0;
    *coins = (uint8_t)atoi(w);
    cards[0] = cards[1] = COUP_NOCARD;
    while ((w = word(&p, &len)) != NULL) {
        int up = w[0] == '^';
        int c = coup_card_parse(w + up, len - (size_t)up);
        if (c < 0 || c == COUP_NOCARD || k == 2)
            return 0;
        cards[k++] = (uint8_t)(c | (up ? COUP_UP : 0));
    }
    return 1;
}

/* "duke 1 assassin 2 ...": counts per character; unnamed ones are -1. */
static int parse_court(const char *spec, int count[COUP_NCARDS])
{
    const char *p = spec, *w;
    size_t len;
    for (int c = 0; c < COUP_NCARDS; c++)
        count[c] = -1;
    while ((w = word(&p, &len)) != NULL) {
        int c = coup_card_parse(w, len);
        if (c < 0 || c == COUP_NOCARD || (w = word(&p, &len)) == NULL)
            return 0;
        count[c] = atoi(w);
    }
    return 1;
}

/* A position with one "COINS cards" string per seat; court NULL means the
 * rest of the deck. */
static int setup_(const char *file, int line, coup_state *s, unsigned flags,
                  int start, const char *court, const char *const *seats)
{
    coup_options o = {0, start, flags};
    coup_position pos;
    char why[200];
    memset(&pos, 0, sizeof pos);
    for (; seats[o.players] != NULL; o.players++)
        if (!parse_seat(seats[o.players], &pos.coins[o.players],
                        pos.card[o.players])) {
            failf_(file, line, "bad seat spec '%s'", seats[o.players]);
            return 0;
        }
    if (court != NULL) {
        int count[COUP_NCARDS];
        if (!parse_court(court, count)) {
            failf_(file, line, "bad court spec '%s'", court);
            return 0;
        }
        pos.court_given = true;
        for (int c = 0; c < COUP_NCARDS; c++)
            pos.court[c] = (uint8_t)(count[c] < 0 ? 0 : count[c]);
    }
    int rc = coup_init_position(s, &o, &pos, why, sizeof why);
    if (rc != COUP_OK) {
        failf_(file, line, "coup_init_position: %s: %s", coup_strerror(rc),
               why);
        return 0;
    }
    if (!coup_state_ok(s, why, sizeof why)) {
        failf_(file, line, "coup_state_ok after set-up: %s", why);
        return 0;
    }
    return 1;
}

#define SETUP(s, flags, start, court, ...)                                   \
    do {                                                                     \
        if (!setup_(__FILE__, __LINE__, (s), (flags), (start), (court),      \
                    (const char *const[]){__VA_ARGS__, NULL}))               \
            return;                                                          \
    } while (0)

static int parse_move(const char *text, coup_move *m)
{
    return coup_move_parse(text, strlen(text), m, NULL, 0) == COUP_OK;
}

/* Plays "SEAT MOVE" lines ("* MOVE" for chance): the seat must be the one
 * to move, the move legal, and the state sane afterwards. */
static int play_(const char *file, int line, coup_state *s,
                 const char *const *moves)
{
    for (int i = 0; moves[i] != NULL; i++) {
        const char *text = moves[i], *p = text, *w;
        size_t len;
        char why[200];
        coup_move m;
        w = word(&p, &len);
        int seat = w == NULL ? -99 : w[0] == '*' ? COUP_CHANCE : atoi(w);
        if (w == NULL || !parse_move(p, &m)) {
            failf_(file, line, "move %d '%s': cannot parse", i + 1, text);
            return 0;
        }
        if (coup_to_move(s) != seat) {
            failf_(file, line, "move %d '%s': %d is to move, not %d", i + 1,
                   text, coup_to_move(s), seat);
            return 0;
        }
        why[0] = 'x';
        why[1] = '\0';
        int rc = coup_why(s, m, why, sizeof why);
        if (rc != COUP_OK) {
            failf_(file, line, "move %d '%s' refused: %s", i + 1, text, why);
            return 0;
        }
        if (why[0] != '\0')
            failf_(file, line, "move %d '%s': legal, yet coup_why says '%s'",
                   i + 1, text, why);
        rc = coup_apply(s, m);
        if (rc != COUP_OK) {
            failf_(file, line, "move %d '%s': coup_apply says %s", i + 1,
                   text, coup_strerror(rc));
            return 0;
        }
        if (!coup_state_ok(s, why, sizeof why)) {
            failf_(file, line, "after move %d '%s': coup_state_ok: %s", i + 1,
                   text, why);
            return 0;
        }
    }
    return 1;
}

#define PLAY(s, ...)                                                         \
    do {                                                                     \
        if (!play_(__FILE__, __LINE__, (s),                                  \
                   (const char *const[]){__VA_ARGS__, NULL}))                \
            return;                                                          \
    } while (0)

/* "COINS hidden... ^up...", each group in card order: one seat as text. */
static void seat_text(int coins, const uint8_t cards[2], char *buf, size_t n)
{
    int len = snprintf(buf, n, "%d", coins);
    for (int up = 0; up < 2; up++)
        for (int c = 0; c < COUP_NCARDS; c++)
            for (int i = 0; i < 2; i++)
                if (cards[i] != COUP_NOCARD && (cards[i] & 7) == c &&
                    ((cards[i] & COUP_UP) != 0) == up)
                    len += snprintf(buf + len, n - (size_t)len, " %s%s",
                                    up ? "^" : "", coup_card_name(c));
}

static void seat_is_(const char *file, int line, const coup_state *s,
                     int seat, const char *spec)
{
    uint8_t coins, cards[2];
    char got[80], want[80];
    if (!parse_seat(spec, &coins, cards)) {
        failf_(file, line, "bad seat spec '%s'", spec);
        return;
    }
    seat_text(s->coins[seat], s->card[seat], got, sizeof got);
    seat_text(coins, cards, want, sizeof want);
    if (strcmp(got, want) != 0)
        failf_(file, line, "seat %d is '%s', expected '%s'", seat, got, want);
}

#define CHECK_SEAT(s, seat, spec) seat_is_(__FILE__, __LINE__, (s), (seat), (spec))

/* The legal moves, as "move, move, ...". */
static const char *legal_text(const coup_state *s, char *buf, size_t n)
{
    coup_move ms[COUP_MAX_MOVES];
    int k = coup_legal_moves(s, ms);
    size_t len = 0;
    buf[0] = '\0';
    for (int i = 0; i < k && len + 32 < n; i++) {
        if (i)
            len += (size_t)snprintf(buf + len, n - len, ", ");
        int w = coup_move_str(ms[i], buf + len, n - len);
        if (w > 0)
            len += (size_t)w;
    }
    return buf;
}

#define CHECK_LEGAL(s, want)                                                 \
    do {                                                                     \
        char legal_buf_[2048];                                               \
        CHECK_STR(legal_text((s), legal_buf_, sizeof legal_buf_), (want));   \
    } while (0)

/* m must be refused with a reason (containing `part` if not NULL) and
 * leave the state exactly as it was. */
static void refused_mv_(const char *file, int line, const coup_state *s,
                        coup_move m, const char *label, int code,
                        const char *part)
{
    char why[200] = "";
    coup_state t = *s;
    int rc = coup_why(s, m, why, sizeof why);
    if (rc != code)
        failf_(file, line, "'%s': coup_why gave %d (%s), expected %d", label,
               rc, why, code);
    if (why[0] == '\0')
        failf_(file, line, "'%s': refused without a reason", label);
    if (part != NULL && strstr(why, part) == NULL)
        failf_(file, line, "'%s': reason '%s' lacks '%s'", label, why, part);
    if (coup_is_legal(s, m))
        failf_(file, line, "'%s': coup_is_legal says yes", label);
    rc = coup_apply(&t, m);
    if (rc != code)
        failf_(file, line, "'%s': coup_apply gave %d, expected %d", label, rc,
               code);
    if (memcmp(&t, s, sizeof t) != 0)
        failf_(file, line, "'%s': a refused move changed the state", label);
}

static void refused_(const char *file, int line, const coup_state *s,
                     const char *text, const char *part)
{
    coup_move m;
    if (!parse_move(text, &m)) {
        failf_(file, line, "cannot parse '%s'", text);
        return;
    }
    refused_mv_(file, line, s, m, text, COUP_EILLEGAL, part);
}

#define REFUSED(s, text) refused_(__FILE__, __LINE__, (s), (text), NULL)
#define REFUSED_WHY(s, text, part) refused_(__FILE__, __LINE__, (s), (text), (part))

static void over_refuses_(const char *file, int line, const coup_state *s,
                          const char *text)
{
    coup_move m;
    if (!parse_move(text, &m)) {
        failf_(file, line, "cannot parse '%s'", text);
        return;
    }
    refused_mv_(file, line, s, m, text, COUP_EOVER, NULL);
}

/* The phase, with its name in failure messages. */
static const char *const phase_names[COUP_NPHASES] = {
    "START", "PICK", "DEAL", "ACTION", "CHALLENGE", "PROVE", "LOSE",
    "REDRAW", "BLOCK", "DRAW", "KEEP", "SHOW", "EXAMINE", "OVER"};

static const char *phase_name(int ph)
{
    return ph >= 0 && ph < COUP_NPHASES ? phase_names[ph] : "?";
}

#define CHECK_PHASE(s, ph) CHECK_STR(phase_name((s)->phase), phase_name(ph))

/* Random play: a uniform legal move, or a chance outcome with its true
 * weight. */
static coup_move random_move(const coup_state *s, coup_rng *r)
{
    coup_move ms[COUP_MAX_MOVES];
    if (coup_to_move(s) == COUP_CHANCE)
        return coup_chance_pick(
            s, coup_rng_below(r, (uint32_t)coup_chance_total(s)));
    int n = coup_legal_moves(s, ms);
    return ms[coup_rng_below(r, (uint32_t)n)];
}

/* Random game options: any player count and combination of variants. */
static coup_options random_options(coup_rng *r)
{
    coup_options o;
    o.players = 2 + (int)coup_rng_below(r, 9);
    o.flags = coup_rng_below(r, 16) & ~(unsigned)COUP_OPT_TWO_PLAYER_DRAFT;
    if (o.players == 2 && coup_rng_below(r, 2))
        o.flags |= COUP_OPT_TWO_PLAYER_DRAFT;
    o.start = coup_rng_below(r, 3) == 0 ? COUP_START_RANDOM
                                        : (int)coup_rng_below(r, (uint32_t)o.players);
    return o;
}

/* Deals from coup_init with random draws until the first action. */
static void deal_randomly(coup_state *s, coup_rng *r)
{
    while (coup_to_move(s) == COUP_CHANCE)
        coup_apply(s, random_move(s, r));
}

static int count_hidden_all(const coup_state *s, int card)
{
    int n = 0;
    for (int p = 0; p < s->players; p++) {
        uint8_t h[2];
        int k = coup_hidden(s, p, h);
        for (int i = 0; i < k; i++)
            n += h[i] == card;
    }
    return n;
}

/* ================================================ R1, R13 components */

TEST(r1_r13_deck_sizes_2_to_10)
{
    coup_rng r;
    coup_rng_seed(&r, 1);
    for (int n = 2; n <= 10; n++) {
        for (int inq = 0; inq < 2; inq++) {
            coup_options o = {n, 0, inq ? COUP_OPT_INQUISITOR : 0u};
            coup_state s;
            int copies = n <= 6 ? 3 : n <= 8 ? 4 : 5;
            REQUIRE(coup_init(&s, &o) == COUP_OK);
            CHECK_INT(coup_copies(n), ==, copies);
            /* Before the deal the whole deck is in the Court. */
            CHECK_INT(coup_court_size(&s), ==, 5 * copies);
            CHECK_INT(coup_chance_total(&s), ==, 5 * copies);
            CHECK_INT(coup_to_move(&s), ==, COUP_CHANCE);
            int draws = 0;
            while (coup_to_move(&s) == COUP_CHANCE) {
                CHECK_INT(coup_chance_total(&s), ==, coup_court_size(&s));
                REQUIRE(coup_apply(&s, random_move(&s, &r)) == COUP_OK);
                REQUIRE(coup_state_ok(&s, NULL, 0));
                draws++;
            }
            CHECK_INT(draws, ==, 2 * n);
            CHECK_INT(coup_court_size(&s), ==, 5 * copies - 2 * n);
            for (int c = 0; c < COUP_NCARDS; c++) {
                int in_play = c == COUP_AMBASSADOR   ? !inq
                              : c == COUP_INQUISITOR ? inq
                                                     : 1;
                CHECK_INT(count_hidden_all(&s, c) + s.court[c], ==,
                          in_play ? copies : 0);
            }
        }
    }
}

/* ============================================================ R2 set-up */

TEST(r2_two_coins_each_one_for_the_starter_of_a_duel)
{
    coup_rng r;
    coup_rng_seed(&r, 2);
    for (int n = 2; n <= 10; n++) {
        for (int start = 0; start < n; start += n - 1) {
            coup_options o = {n, start, 0};
            coup_state s;
            REQUIRE(coup_init(&s, &o) == COUP_OK);
            deal_randomly(&s, &r);
            CHECK_PHASE(&s, COUP_PH_ACTION);
            CHECK_INT(coup_to_move(&s), ==, start);
            for (int p = 0; p < n; p++)
                CHECK_INT(s.coins[p], ==, n == 2 && p == start ? 1 : 2);
            for (int p = 0; p < n; p++) {
                uint8_t h[2];
                CHECK_INT(coup_hidden(&s, p, h), ==, 2);
            }
            if (start == n - 1)
                break;
        }
    }
}

TEST(r2_random_start_is_a_uniform_chance_event)
{
    for (int n = 2; n <= 10; n++) {
        coup_options o = {n, COUP_START_RANDOM, 0};
        coup_state s;
        coup_move ms[COUP_MAX_MOVES];
        REQUIRE(coup_init(&s, &o) == COUP_OK);
        CHECK_PHASE(&s, COUP_PH_START);
        CHECK_INT(coup_to_move(&s), ==, COUP_CHANCE);
        CHECK_INT(coup_chance_total(&s), ==, n);
        int k = coup_legal_moves(&s, ms);
        CHECK_INT(k, ==, n);
        for (int i = 0; i < k; i++) {
            CHECK_INT(ms[i].type, ==, COUP_MV_START);
            CHECK_INT(ms[i].target, ==, i);
            CHECK_INT(coup_chance_weight(&s, ms[i]), ==, 1);
            coup_move pick = coup_chance_pick(&s, (uint32_t)i);
            CHECK(coup_move_eq(pick, ms[i]));
        }
        refused_mv_(__FILE__, __LINE__, &s,
                    coup_mv(COUP_MV_START, n, COUP_NOCARD, COUP_NOCARD),
                    "start n", COUP_EILLEGAL, NULL);
        refused_mv_(__FILE__, __LINE__, &s,
                    coup_mv(COUP_MV_START, 0, COUP_DUKE, COUP_NOCARD),
                    "start 0 duke", COUP_EILLEGAL, NULL);
        REFUSED(&s, "draw duke");
        REFUSED(&s, "income");
        /* The last seat starts: in a duel it gets one coin only (R11). */
        char text[16];
        snprintf(text, sizeof text, "* start %d", n - 1);
        PLAY(&s, text);
        CHECK_INT(coup_to_move(&s), ==, COUP_CHANCE);
        CHECK_PHASE(&s, COUP_PH_DEAL);
        CHECK_INT(s.coins[n - 1], ==, n == 2 ? 1 : 2);
        CHECK_INT(s.coins[0], ==, 2);
        coup_rng r;
        coup_rng_seed(&r, (uint64_t)n);
        deal_randomly(&s, &r);
        CHECK_INT(coup_to_move(&s), ==, n - 1);
    }
}

TEST(r2_bad_options_are_refused)
{
    coup_state s;
    coup_options bad[] = {
        {1, 0, 0},  {11, 0, 0}, {0, 0, 0}, {3, 3, 0}, {3, -2, 0},
        {3, 0, 0x20}, {3, 0, COUP_OPT_TWO_PLAYER_DRAFT},
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
        CHECK_INT(coup_init(&s, &bad[i]), ==, COUP_EOPTIONS);
}

TEST(r2_position_needs_a_consistent_deck)
{
    coup_state s;
    coup_options o = {3, 0, 0};
    coup_position p;
    char why[200];
    memset(&p, 0, sizeof p);
    uint8_t hands[3][2] = {{COUP_DUKE, COUP_DUKE},
                           {COUP_DUKE, COUP_DUKE},
                           {COUP_CAPTAIN, COUP_CONTESSA}};
    memcpy(p.card, hands, sizeof hands);
    /* Four Dukes in a 15-card deck (R1), the Court being the rest. */
    why[0] = '\0';
    CHECK_INT(coup_init_position(&s, &o, &p, why, sizeof why), ==,
              COUP_EPOSITION);
    CHECK(why[0] != '\0');
    /* The same with the Court given. */
    p.court_given = true;
    CHECK_INT(coup_init_position(&s, &o, &p, why, sizeof why), ==,
              COUP_EPOSITION);
    p.court_given = false;
    /* An exiled seat with coins, and a seat to move that is exiled. */
    p.card[1][0] = COUP_ASSASSIN | COUP_UP;
    p.card[1][1] = COUP_ASSASSIN | COUP_UP;
    p.coins[1] = 3;
    CHECK_INT(coup_init_position(&s, &o, &p, why, sizeof why), ==,
              COUP_EPOSITION);
    p.coins[1] = 0;
    o.start = 1;
    CHECK_INT(coup_init_position(&s, &o, &p, why, sizeof why), ==,
              COUP_EPOSITION);
    o.start = 0;
    CHECK_INT(coup_init_position(&s, &o, &p, why, sizeof why), ==, COUP_OK);
    o.start = COUP_START_RANDOM;
    CHECK_INT(coup_init_position(&s, &o, &p, why, sizeof why), ==,
              COUP_EPOSITION);
}

/* ========================================================= R3 influence */

/* The rest of this scenario is r3_exiled_at_once_coins_at_end_of_turn.rec:
 * here, what the others see of the exiled seat before the turn ends, and
 * why it is no target. */
TEST(r3_exiled_seat_seen_with_its_coins_and_no_target)
{
    coup_state s;
    SETUP(&s, 0, 0, NULL, "2 captain duke", "5 contessa ^duke",
          "2 assassin ambassador");
    PLAY(&s, "0 steal 1", "1 challenge", "0 prove", "1 lose contessa");
    coup_obs ob;
    REQUIRE(coup_observe(&s, 2, &ob) == COUP_OK);
    CHECK_INT(ob.coins[1], ==, 5);
    CHECK_INT(ob.hidden[1], ==, 0);
    PLAY(&s, "* draw captain");
    REFUSED_WHY(&s, "steal 1", "exiled");
}

/* r3_game_ends_the_instant_one_remains.rec plays it; here, every move is
 * refused with COUP_EOVER and chance has nothing to draw. */
TEST(r3_game_over_refuses_every_move)
{
    coup_state s;
    SETUP(&s, 0, 0, NULL, "7 duke captain", "3 contessa ^duke");
    PLAY(&s, "0 coup 1", "1 lose contessa");
    CHECK(coup_is_over(&s));
    CHECK_INT(coup_to_move(&s), ==, COUP_GAME_OVER);
    CHECK_INT(coup_chance_total(&s), ==, 0);
    over_refuses_(__FILE__, __LINE__, &s, "income");
    over_refuses_(__FILE__, __LINE__, &s, "pass");
    over_refuses_(__FILE__, __LINE__, &s, "draw duke");
    over_refuses_(__FILE__, __LINE__, &s, "lose duke");
}

/* r3_face_up_cards_give_no_influence.rec: the reason a face-up card
 * cannot prove. */
TEST(r3_face_up_card_cannot_prove)
{
    coup_state s;
    SETUP(&s, 0, 0, NULL, "2 duke captain", "3 ^assassin contessa",
          "2 duke captain");
    PLAY(&s, "0 income", "1 assassinate 2", "2 pass", "0 challenge");
    REFUSED_WHY(&s, "prove", "assassin");
}

/* ============================================================== R4 turn */

/* mandatory_coup_at_10.rec: the reasons. */
TEST(r4_mandatory_coup_at_ten)
{
    coup_state s;
    SETUP(&s, 0, 0, NULL, "10 duke captain", "2 duke assassin",
          "2 contessa captain");
    REFUSED_WHY(&s, "income", "coup");
    REFUSED_WHY(&s, "tax", "coup");
    REFUSED_WHY(&s, "assassinate 1", "coup");
    REFUSED_WHY(&s, "steal 1", "coup");
}

/* r4_targets_are_other_living_players.rec: the reasons. */
TEST(r4_targets_are_other_living_players)
{
    coup_state s;
    SETUP(&s, 0, 0, NULL, "7 duke captain", "2 duke assassin",
          "0 ^contessa ^captain", "2 ambassador contessa");
    REFUSED_WHY(&s, "steal 0", "itself");
    REFUSED_WHY(&s, "coup 0", "itself");
    REFUSED_WHY(&s, "steal 2", "exiled");
    REFUSED_WHY(&s, "coup 2", "exiled");
    REFUSED(&s, "steal 4");
    REFUSED(&s, "coup 9");
}

/* ==================================================== R10 declared coup */

/* declared_coup_hit.rec: the reason a Coup must name a card. */
/* R6, R5.3: the seats still to be asked in an answer window, in seat
 * order after the seat to move and before the claimant (the actor); an
 * exiled seat never, and no one outside a window. */
TEST(r6_answer_windows_and_who_is_yet_to_answer)
{
    coup_state s;
    SETUP(&s, 0, 1, NULL, "2 duke captain", "2 contessa assassin",
          "2 ^duke captain", "2 duke ambassador");
    CHECK(!coup_answer_window(&s));
    CHECK(!coup_yet_to_answer(&s, 2));
    PLAY(&s, "1 tax");
    CHECK(coup_answer_window(&s));
    CHECK_INT(coup_to_move(&s), ==, 2);
    CHECK(coup_yet_to_answer(&s, 2));
    CHECK(coup_yet_to_answer(&s, 3));
    CHECK(coup_yet_to_answer(&s, 0));
    CHECK(!coup_yet_to_answer(&s, 1)); /* the claimant */
    CHECK(!coup_yet_to_answer(&s, 4));
    PLAY(&s, "2 pass", "3 pass");
    CHECK(!coup_yet_to_answer(&s, 2) && !coup_yet_to_answer(&s, 3));
    CHECK(coup_yet_to_answer(&s, 0));
    PLAY(&s, "0 pass", "2 foreign-aid");
    /* Foreign Aid: anyone may block; the actor is not asked. */
    CHECK(coup_answer_window(&s));
    CHECK(coup_yet_to_answer(&s, 3) && coup_yet_to_answer(&s, 1));
    CHECK(!coup_yet_to_answer(&s, 2));
    PLAY(&s, "3 pass", "0 pass", "1 pass", "3 steal 0");
    /* A Steal's block is the target's alone: not a window. */
    PLAY(&s, "0 pass", "1 pass", "2 pass");
    CHECK_INT(s.phase, ==, COUP_PH_BLOCK);
    CHECK(!coup_answer_window(&s));
    CHECK(!coup_yet_to_answer(&s, 0));
}

TEST(r10_declared_coup_names_a_card_in_play)
{
    coup_state s;
    SETUP(&s, COUP_OPT_DECLARED_COUP, 0, NULL, "7 duke captain",
          "2 contessa duke", "2 assassin captain");
    REFUSED_WHY(&s, "coup 1", "R10");
    REFUSED(&s, "coup 1 inquisitor");
}

/* ========================================================= R11 draft */

/* draft_setup.rec plays the draft; here, the cards out of the game, which
 * records have no check for. */
TEST(r11_draft_puts_eight_cards_out_of_the_game)
{
    coup_options o = {2, 1, COUP_OPT_TWO_PLAYER_DRAFT};
    coup_state s;
    REQUIRE(coup_init(&s, &o) == COUP_OK);
    PLAY(&s, "1 pick contessa", "0 pick duke", "* draw captain",
         "* draw contessa");
    int out = 0;
    for (int c = 0; c < COUP_NCARDS; c++)
        out += s.out[c];
    CHECK_INT(out, ==, 8);
    coup_obs ob;
    REQUIRE(coup_observe(&s, 0, &ob) == COUP_OK);
    CHECK_INT(ob.out_size, ==, 8);
    CHECK_INT(ob.court_size, ==, 3);
}

/* ======================================================== R12 inquisitor */

TEST(r12_ambassador_not_in_play)
{
    coup_state s;
    char why[200] = "";
    coup_options o = {3, 0, COUP_OPT_INQUISITOR};
    coup_position p;
    memset(&p, 0, sizeof p);
    uint8_t hands[3][2] = {{COUP_AMBASSADOR, COUP_DUKE},
                           {COUP_DUKE, COUP_CAPTAIN},
                           {COUP_CAPTAIN, COUP_CONTESSA}};
    memcpy(p.card, hands, sizeof hands);
    CHECK_INT(coup_init_position(&s, &o, &p, why, sizeof why), ==,
              COUP_EPOSITION);
    CHECK(strstr(why, "ambassador") != NULL);
    /* Without the option the Inquisitor is not in play. */
    o.flags = 0;
    p.card[0][0] = COUP_INQUISITOR;
    CHECK_INT(coup_init_position(&s, &o, &p, why, sizeof why), ==,
              COUP_EPOSITION);
    SETUP(&s, 0, 0, NULL, "2 captain duke", "2 ambassador contessa",
          "2 captain duke");
    REFUSED_WHY(&s, "examine 1", "inquisitor");
}

/* ================================================== illegal moves */

TEST(illegal_wrong_phase)
{
    coup_state s;
    SETUP(&s, 0, 0, NULL, "3 assassin captain", "2 contessa duke",
          "2 duke captain");
    REFUSED(&s, "block contessa");
    REFUSED(&s, "lose assassin");
    REFUSED(&s, "keep assassin captain");
    REFUSED(&s, "draw duke");
    REFUSED(&s, "giveback");
    REFUSED(&s, "start 1");
    REFUSED(&s, "pick duke");
    PLAY(&s, "0 assassinate 1");
    REFUSED_WHY(&s, "income", "challenge or pass");
    REFUSED(&s, "block contessa");
    REFUSED(&s, "prove");
    PLAY(&s, "1 pass", "2 pass");
    REFUSED(&s, "challenge");
    REFUSED(&s, "block duke");
    PLAY(&s, "1 block contessa", "2 challenge");
    REFUSED(&s, "pass");
    REFUSED(&s, "lose contessa");
    PLAY(&s, "1 prove", "2 lose duke");
    REFUSED(&s, "income");
    REFUSED(&s, "draw inquisitor");
}

TEST(illegal_unaffordable)
{
    coup_state s;
    SETUP(&s, 0, 0, NULL, "2 assassin captain", "2 contessa duke");
    REFUSED_WHY(&s, "assassinate 1", "coins");
    REFUSED_WHY(&s, "assassinate 1", "costs 3");
    REFUSED_WHY(&s, "coup 1", "coins");
    SETUP(&s, 0, 0, NULL, "6 duke captain", "2 duke assassin");
    REFUSED_WHY(&s, "coup 1", "costs 7");
}

TEST(illegal_prove_without_the_card)
{
    coup_state s;
    SETUP(&s, 0, 0, NULL, "2 assassin captain", "2 contessa duke");
    PLAY(&s, "0 exchange", "1 challenge");
    REFUSED_WHY(&s, "prove", "ambassador");
    SETUP(&s, 0, 0, NULL, "2 assassin captain", "2 assassin contessa",
          "2 captain ambassador");
    PLAY(&s, "0 tax", "1 pass", "2 challenge");
    REFUSED_WHY(&s, "prove", "duke");
}

TEST(illegal_lose_a_card_not_held)
{
    coup_state s;
    SETUP(&s, 0, 0, NULL, "7 assassin captain", "2 contessa ^duke");
    PLAY(&s, "0 coup 1");
    REFUSED_WHY(&s, "lose duke", "duke");
    REFUSED(&s, "lose captain");
    REFUSED(&s, "lose inquisitor");
}

TEST(illegal_malformed_move_structs)
{
    coup_state s;
    SETUP(&s, COUP_OPT_INQUISITOR, 0, NULL, "7 inquisitor captain",
          "2 contessa duke", "2 duke captain");
    const coup_move bad[] = {
        {COUP_MV_NONE, COUP_NOBODY, COUP_NOCARD, COUP_NOCARD},
        {COUP_MV_NTYPES, COUP_NOBODY, COUP_NOCARD, COUP_NOCARD},
        {200, COUP_NOBODY, COUP_NOCARD, COUP_NOCARD},
        {COUP_MV_INCOME, 1, COUP_NOCARD, COUP_NOCARD},
        {COUP_MV_INCOME, COUP_NOBODY, COUP_DUKE, COUP_NOCARD},
        {COUP_MV_TAX, COUP_NOBODY, COUP_NOCARD, COUP_DUKE},
        {COUP_MV_STEAL, COUP_NOBODY, COUP_NOCARD, COUP_NOCARD},
        {COUP_MV_STEAL, 1, COUP_DUKE, COUP_NOCARD},
        {COUP_MV_STEAL, 1, COUP_NOCARD, COUP_DUKE},
        {COUP_MV_COUP, 1, COUP_NCARDS, COUP_NOCARD},
        {COUP_MV_COUP, 1, 6, COUP_NOCARD},
        {COUP_MV_COUP, 1, 200, COUP_NOCARD},
        {COUP_MV_COUP, 1, COUP_DUKE, COUP_DUKE},
        {COUP_MV_COUP, 200, COUP_NOCARD, COUP_NOCARD},
        {COUP_MV_EXAMINE, 1, COUP_DUKE, COUP_NOCARD},
        {COUP_MV_EXAMINE, 10, COUP_NOCARD, COUP_NOCARD},
        {COUP_MV_DRAW, COUP_NOBODY, COUP_DUKE, COUP_NOCARD},
        {COUP_MV_PASS, COUP_NOBODY, COUP_NOCARD, COUP_NOCARD},
    };
    char label[40];
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        snprintf(label, sizeof label, "bad[%zu]", i);
        refused_mv_(__FILE__, __LINE__, &s, bad[i], label, COUP_EILLEGAL,
                    NULL);
    }
    /* Answers with stray fields, in each phase. */
    PLAY(&s, "0 steal 1");
    const coup_move bad_answer[] = {
        {COUP_MV_PASS, 0, COUP_NOCARD, COUP_NOCARD},
        {COUP_MV_PASS, COUP_NOBODY, COUP_DUKE, COUP_NOCARD},
        {COUP_MV_CHALLENGE, COUP_NOBODY, COUP_NOCARD, 9},
        {COUP_MV_CHALLENGE, 2, COUP_NOCARD, COUP_NOCARD},
    };
    for (size_t i = 0; i < sizeof bad_answer / sizeof *bad_answer; i++) {
        snprintf(label, sizeof label, "bad_answer[%zu]", i);
        refused_mv_(__FILE__, __LINE__, &s, bad_answer[i], label,
                    COUP_EILLEGAL, NULL);
    }
    PLAY(&s, "1 pass", "2 pass");
    const coup_move bad_block[] = {
        {COUP_MV_BLOCK, COUP_NOBODY, COUP_NOCARD, COUP_NOCARD},
        {COUP_MV_BLOCK, 1, COUP_CAPTAIN, COUP_NOCARD},
        {COUP_MV_BLOCK, COUP_NOBODY, COUP_CAPTAIN, COUP_CAPTAIN},
        {COUP_MV_BLOCK, COUP_NOBODY, 6, COUP_NOCARD},
        {COUP_MV_PASS, COUP_NOBODY, COUP_NOCARD, COUP_CAPTAIN},
    };
    for (size_t i = 0; i < sizeof bad_block / sizeof *bad_block; i++) {
        snprintf(label, sizeof label, "bad_block[%zu]", i);
        refused_mv_(__FILE__, __LINE__, &s, bad_block[i], label,
                    COUP_EILLEGAL, NULL);
    }
    PLAY(&s, "1 block inquisitor", "2 pass", "0 challenge");
    const coup_move bad_prove[] = {
        {COUP_MV_PROVE, COUP_NOBODY, COUP_INQUISITOR, COUP_NOCARD},
        {COUP_MV_CONCEDE, 1, COUP_NOCARD, COUP_NOCARD},
    };
    for (size_t i = 0; i < sizeof bad_prove / sizeof *bad_prove; i++) {
        snprintf(label, sizeof label, "bad_prove[%zu]", i);
        refused_mv_(__FILE__, __LINE__, &s, bad_prove[i], label,
                    COUP_EILLEGAL, NULL);
    }
    PLAY(&s, "1 concede");
    const coup_move bad_lose[] = {
        {COUP_MV_LOSE, COUP_NOBODY, COUP_NOCARD, COUP_NOCARD},
        {COUP_MV_LOSE, 1, COUP_DUKE, COUP_NOCARD},
        {COUP_MV_LOSE, COUP_NOBODY, COUP_DUKE, COUP_CONTESSA},
        {COUP_MV_LOSE, COUP_NOBODY, COUP_DUKE | COUP_UP, COUP_NOCARD},
    };
    for (size_t i = 0; i < sizeof bad_lose / sizeof *bad_lose; i++) {
        snprintf(label, sizeof label, "bad_lose[%zu]", i);
        refused_mv_(__FILE__, __LINE__, &s, bad_lose[i], label,
                    COUP_EILLEGAL, NULL);
    }
    PLAY(&s, "1 lose duke");
    CHECK_SEAT(&s, 0, "9 captain inquisitor");
}

TEST(illegal_chance_draws)
{
    coup_state s;
    SETUP(&s, 0, 0, "duke 1 captain 1", "2 ambassador captain",
          "2 contessa duke");
    PLAY(&s, "0 exchange", "1 pass");
    REFUSED_WHY(&s, "draw contessa", "contessa");
    REFUSED(&s, "draw inquisitor");
    REFUSED(&s, "income");
    REFUSED(&s, "start 0");
    const coup_move bad[] = {
        {COUP_MV_DRAW, COUP_NOBODY, COUP_NOCARD, COUP_NOCARD},
        {COUP_MV_DRAW, 0, COUP_DUKE, COUP_NOCARD},
        {COUP_MV_DRAW, COUP_NOBODY, COUP_DUKE, COUP_DUKE},
        {COUP_MV_DRAW, COUP_NOBODY, 6, COUP_NOCARD},
        {COUP_MV_DRAW, COUP_NOBODY, 100, COUP_NOCARD},
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
        refused_mv_(__FILE__, __LINE__, &s, bad[i], "bad draw", COUP_EILLEGAL,
                    NULL);
    CHECK_INT(coup_chance_weight(&s, bad[0]), ==, 0);
    PLAY(&s, "* draw duke");
    REFUSED(&s, "draw duke");
    PLAY(&s, "* draw captain");
    CHECK_LEGAL(&s, "keep duke captain, keep duke ambassador, "
                    "keep captain captain, keep captain ambassador");
}

/* R8, at a chance node: each outcome weighs as many cards of its character
 * as the Court holds (a starting seat weighs 1), the weights add up to the
 * total, and coup_chance_pick(r) for r below the total gives each outcome
 * as many times as it weighs. Records check the Court's counts; this
 * checks that the draws follow them. */
static void check_chance(const coup_state *s, const coup_move *legal, int n)
{
    int sum = 0, picked[COUP_MAX_MOVES] = {0};
    uint32_t total = (uint32_t)coup_chance_total(s);
    for (uint32_t r = 0; r < total; r++) {
        coup_move m = coup_chance_pick(s, r);
        int i = 0;
        while (i < n && !coup_move_eq(m, legal[i]))
            i++;
        if (!CHECK(i < n))
            return;
        picked[i]++;
    }
    for (int i = 0; i < n; i++) {
        int w = coup_chance_weight(s, legal[i]);
        int want = legal[i].type == COUP_MV_START ? 1 : s->court[legal[i].card];
        CHECK_INT(w, ==, want);
        CHECK_INT(picked[i], ==, w);
        CHECK(w > 0);
        sum += w;
    }
    CHECK_INT(sum, ==, (int)total);
}

/* Every move in a wide space of (type, target, card, card2) is accepted
 * exactly when coup_legal_moves lists it; a refused one has a reason and
 * changes nothing. Chance weights add up to the total. */
TEST(illegal_move_space_matches_legal_moves)
{
    coup_rng r;
    coup_rng_seed(&r, 77);
    static const uint8_t targets[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
                                      10, COUP_NOBODY};
    static const uint8_t cards[] = {0, 1, 2, 3, 4, 5, 6, COUP_NOCARD,
                                    COUP_UP, 255};
    int states = 0, bad = 0;
    for (int game = 0; game < 40 && bad < 5; game++) {
        coup_options o = random_options(&r);
        coup_state s;
        REQUIRE(coup_init(&s, &o) == COUP_OK);
        while (!coup_is_over(&s) && bad < 5) {
            coup_move legal[COUP_MAX_MOVES];
            int n = coup_legal_moves(&s, legal);
            if (coup_rng_below(&r, 4) == 0) {
                states++;
                for (int t = 0; t <= COUP_MV_NTYPES; t++)
                    for (size_t a = 0; a < sizeof targets; a++)
                        for (size_t b = 0; b < sizeof cards; b++)
                            for (size_t c = 0; c < sizeof cards; c++) {
                                coup_move m = {(uint8_t)t, targets[a],
                                               cards[b], cards[c]};
                                if (coup_is_legal(&s, m)) {
                                    int listed = 0;
                                    for (int i = 0; i < n; i++)
                                        listed |= coup_move_eq(m, legal[i]);
                                    if (!listed) {
                                        char text[40];
                                        coup_move_str(m, text, sizeof text);
                                        failf_(__FILE__, __LINE__,
                                               "phase %s: '%s' (%d,%d,%d,%d) "
                                               "is legal but not listed",
                                               phase_name(s.phase), text, t,
                                               targets[a], cards[b],
                                               cards[c]);
                                        bad++;
                                    }
                                } else {
                                    coup_state u = s;
                                    char why[200] = "";
                                    if (coup_why(&s, m, why, sizeof why) !=
                                            COUP_EILLEGAL ||
                                        why[0] == '\0' ||
                                        coup_apply(&u, m) != COUP_EILLEGAL ||
                                        memcmp(&u, &s, sizeof u) != 0) {
                                        failf_(__FILE__, __LINE__,
                                               "refusal of (%d,%d,%d,%d)",
                                               t, targets[a], cards[b],
                                               cards[c]);
                                        bad++;
                                    }
                                }
                            }
            }
            if (coup_to_move(&s) == COUP_CHANCE)
                check_chance(&s, legal, n);
            coup_move m = random_move(&s, &r);
            REQUIRE(coup_apply(&s, m) == COUP_OK);
            char why[200];
            if (!coup_state_ok(&s, why, sizeof why)) {
                failf_(__FILE__, __LINE__, "state_ok: %s", why);
                return;
            }
        }
    }
    CHECK(states > 100);
}

/* Random games of every size and variant: the invariants hold after every
 * move, legal moves are distinct, and each one is accepted. */
TEST(random_games_keep_the_invariants)
{
    coup_rng r;
    coup_rng_seed(&r, 5);
    long moves = 0;
    for (int game = 0; game < 3000; game++) {
        coup_options o = random_options(&r);
        coup_state s;
        char why[200];
        REQUIRE(coup_init(&s, &o) == COUP_OK);
        int steps = 0;
        while (!coup_is_over(&s)) {
            coup_move legal[COUP_MAX_MOVES];
            int n = coup_legal_moves(&s, legal);
            REQUIRE(n > 0 && n <= COUP_MAX_MOVES);
            for (int i = 0; i < n; i++) {
                char text[40];
                coup_move back;
                if (coup_why(&s, legal[i], why, sizeof why) != COUP_OK) {
                    failf_(__FILE__, __LINE__, "listed move refused: %s",
                           why);
                    return;
                }
                /* The text form is the one vocabulary: it must read back. */
                int len = coup_move_str(legal[i], text, sizeof text);
                if (len <= 0 || coup_move_parse(text, (size_t)len, &back,
                                                why, sizeof why) != COUP_OK ||
                    !coup_move_eq(back, legal[i])) {
                    failf_(__FILE__, __LINE__, "'%s' does not read back",
                           text);
                    return;
                }
                for (int j = 0; j < i; j++)
                    CHECK(!coup_move_eq(legal[i], legal[j]));
            }
            coup_move m = random_move(&s, &r);
            REQUIRE(coup_apply(&s, m) == COUP_OK);
            if (!coup_state_ok(&s, why, sizeof why)) {
                failf_(__FILE__, __LINE__, "state_ok after %ld moves: %s",
                       moves, why);
                return;
            }
            moves++;
            REQUIRE(++steps < 100000);
        }
        int alive = 0;
        for (int p = 0; p < o.players; p++) {
            alive += coup_alive(&s, p);
            if (p != coup_winner(&s))
                CHECK_INT(s.coins[p], ==, 0);
        }
        CHECK_INT(alive, ==, 1);
        CHECK(coup_alive(&s, coup_winner(&s)));
    }
    CHECK(moves > 100000);
}

/* coup_state_ok is the tests' judge of sanity: it must see corruption. */
TEST(state_ok_detects_corruption)
{
    coup_state s, t;
    SETUP(&s, 0, 0, NULL, "3 assassin captain", "2 contessa duke",
          "2 duke captain");
    PLAY(&s, "0 income");
    CHECK(coup_state_ok(&s, NULL, 0));
    char why[200];
    t = s;
    t.court[COUP_DUKE]++; /* a fourth Duke */
    CHECK(!coup_state_ok(&t, why, sizeof why));
    t = s;
    t.card[2][0] = COUP_CONTESSA; /* a Duke became a Contessa */
    CHECK(!coup_state_ok(&t, why, sizeof why));
    t = s;
    t.card[1][0] = 0x10;
    CHECK(!coup_state_ok(&t, why, sizeof why));
    t = s;
    t.card[1][0] |= COUP_UP;
    t.card[1][1] |= COUP_UP; /* no influence but alive */
    CHECK(!coup_state_ok(&t, why, sizeof why));
    t = s;
    t.decider = 0; /* seat 1 is to move */
    CHECK(!coup_state_ok(&t, why, sizeof why));
    t = s;
    t.phase = COUP_NPHASES;
    CHECK(!coup_state_ok(&t, why, sizeof why));
    t = s;
    t.players = 11;
    CHECK(!coup_state_ok(&t, why, sizeof why));
    t = s;
    t.coins[5] = 1; /* no seat 5 */
    CHECK(!coup_state_ok(&t, why, sizeof why));
    /* An exiled seat keeps no coins between turns (R3). */
    SETUP(&s, 0, 0, NULL, "3 assassin captain", "0 ^contessa ^duke",
          "2 duke captain");
    t = s;
    t.coins[1] = 2;
    CHECK(!coup_state_ok(&t, why, sizeof why));
}

/* ======================================================= R9 information */

static void sorted_text(const uint8_t *c, int n, char *buf, size_t len)
{
    size_t at = 0;
    buf[0] = '\0';
    for (int card = 0; card <= COUP_NOCARD; card++)
        for (int i = 0; i < n; i++)
            if (c[i] == card)
                at += (size_t)snprintf(buf + at, len - at, "%s%s",
                                       at ? " " : "", coup_card_name(card));
}

static const char *mine_text(const coup_state *s, int seat, char *buf,
                             size_t n)
{
    coup_obs o;
    if (coup_observe(s, seat, &o) != COUP_OK)
        return "error";
    sorted_text(o.mine, o.nmine, buf, n);
    return buf;
}

#define CHECK_MINE(s, seat, want)                                            \
    do {                                                                     \
        char mine_buf_[80];                                                  \
        CHECK_STR(mine_text((s), (seat), mine_buf_, sizeof mine_buf_),       \
                  (want));                                                   \
    } while (0)

/* How `seat` sees move text in state s. */
static const char *seen_text(const coup_state *s, const char *text, int seat,
                             char *buf, size_t n)
{
    coup_move m;
    if (!parse_move(text, &m))
        return "unparsable";
    coup_move_str(coup_observe_move(s, m, seat), buf, n);
    return buf;
}

#define CHECK_SEEN(s, text, seat, want)                                      \
    do {                                                                     \
        char seen_buf_[40];                                                  \
        CHECK_STR(seen_text((s), (text), (seat), seen_buf_,                  \
                            sizeof seen_buf_),                               \
                  (want));                                                   \
    } while (0)

TEST(r9_observe_shows_own_cards_only)
{
    coup_state s;
    coup_obs o;
    SETUP(&s, 0, 1, NULL, "3 duke captain", "4 assassin ^contessa",
          "5 ambassador ambassador");
    CHECK_INT(coup_observe(&s, 3, &o), ==, COUP_EINVAL);
    CHECK_INT(coup_observe(&s, -1, &o), ==, COUP_EINVAL);
    REQUIRE(coup_observe(&s, 1, &o) == COUP_OK);
    CHECK_INT(o.seat, ==, 1);
    CHECK_INT(o.players, ==, 3);
    CHECK_INT(o.to_move, ==, 1);
    CHECK_INT(o.nmine, ==, 1);
    CHECK_INT(o.mine[0], ==, COUP_ASSASSIN);
    CHECK_INT(o.nshown, ==, 0);
    CHECK_INT(o.coins[0], ==, 3);
    CHECK_INT(o.coins[2], ==, 5);
    CHECK_INT(o.hidden[0], ==, 2);
    CHECK_INT(o.hidden[1], ==, 1);
    CHECK_INT(o.hidden[2], ==, 2);
    CHECK_INT(o.up[1][0], ==, COUP_CONTESSA);
    CHECK_INT(o.up[1][1], ==, COUP_NOCARD);
    CHECK_INT(o.up[0][0], ==, COUP_NOCARD);
    CHECK_INT(o.court_size, ==, 9);
    CHECK_MINE(&s, 0, "duke captain");
    CHECK_MINE(&s, 2, "ambassador ambassador");
}

TEST(r9_deal_and_draft_are_private)
{
    coup_options o = {2, 0, COUP_OPT_TWO_PLAYER_DRAFT};
    coup_state s;
    REQUIRE(coup_init(&s, &o) == COUP_OK);
    CHECK_SEEN(&s, "pick captain", 0, "pick captain");
    CHECK_SEEN(&s, "pick captain", 1, "pick ?");
    PLAY(&s, "0 pick captain");
    CHECK_MINE(&s, 0, "captain");
    CHECK_MINE(&s, 1, "");
    CHECK_SEEN(&s, "pick duke", 1, "pick duke");
    CHECK_SEEN(&s, "pick duke", 0, "pick ?");
    PLAY(&s, "1 pick duke");
    CHECK_SEEN(&s, "draw duke", 0, "draw duke");
    CHECK_SEEN(&s, "draw duke", 1, "draw ?");
    PLAY(&s, "* draw duke");
    CHECK_SEEN(&s, "draw contessa", 1, "draw contessa");
    CHECK_SEEN(&s, "draw contessa", 0, "draw ?");
    coup_options o3 = {3, 2, 0};
    REQUIRE(coup_init(&s, &o3) == COUP_OK);
    PLAY(&s, "* draw duke", "* draw duke");
    CHECK_SEEN(&s, "draw captain", 1, "draw captain");
    CHECK_SEEN(&s, "draw captain", 0, "draw ?");
    CHECK_SEEN(&s, "draw captain", 2, "draw ?");
}

TEST(r9_exchange_draws_are_masked)
{
    coup_state s;
    coup_obs o;
    SETUP(&s, 0, 0, NULL, "2 ambassador duke", "2 assassin contessa",
          "2 captain duke");
    PLAY(&s, "0 exchange", "1 pass", "2 pass");
    CHECK_SEEN(&s, "draw captain", 0, "draw captain");
    CHECK_SEEN(&s, "draw captain", 1, "draw ?");
    CHECK_SEEN(&s, "draw captain", 2, "draw ?");
    PLAY(&s, "* draw captain", "* draw contessa");
    /* The exchanger sees 4 cards; the others see that it holds 4. */
    CHECK_MINE(&s, 0, "duke captain ambassador contessa");
    CHECK_MINE(&s, 1, "assassin contessa");
    REQUIRE(coup_observe(&s, 1, &o) == COUP_OK);
    CHECK_INT(o.hidden[0], ==, 4);
    CHECK_SEEN(&s, "keep captain contessa", 0, "keep captain contessa");
    CHECK_SEEN(&s, "keep captain contessa", 2, "keep ?");
    PLAY(&s, "0 keep captain contessa");
    CHECK_MINE(&s, 0, "captain contessa");
    REQUIRE(coup_observe(&s, 2, &o) == COUP_OK);
    CHECK_INT(o.hidden[0], ==, 2);
    /* The card drawn after a proven claim is private too. */
    PLAY(&s, "1 tax", "2 pass", "0 challenge", "1 concede", "1 lose assassin");
    PLAY(&s, "2 steal 0", "0 challenge", "2 prove", "0 lose captain");
    CHECK_SEEN(&s, "draw duke", 2, "draw duke");
    CHECK_SEEN(&s, "draw duke", 0, "draw ?");
    CHECK_SEEN(&s, "draw duke", 1, "draw ?");
    /* Public moves are seen by all as they are. */
    CHECK_SEEN(&s, "lose captain", 1, "lose captain");
    CHECK_SEEN(&s, "block ambassador", 1, "block ambassador");
}

TEST(r9_examined_card_seen_by_examiner_and_target_only)
{
    coup_state s;
    coup_obs o;
    SETUP(&s, COUP_OPT_INQUISITOR, 0, NULL, "2 inquisitor duke",
          "2 assassin contessa", "2 captain duke");
    PLAY(&s, "0 examine 1", "1 pass", "2 pass");
    CHECK_SEEN(&s, "show contessa", 0, "show contessa");
    CHECK_SEEN(&s, "show contessa", 1, "show contessa");
    CHECK_SEEN(&s, "show contessa", 2, "show ?");
    PLAY(&s, "1 show contessa");
    for (int p = 0; p < 3; p++) {
        REQUIRE(coup_observe(&s, p, &o) == COUP_OK);
        CHECK_INT(o.nshown, ==, p == 2 ? 0 : 1);
        CHECK_INT(o.shown[0], ==, p == 2 ? COUP_NOCARD : COUP_CONTESSA);
    }
    CHECK_SEEN(&s, "swap", 2, "swap");
    PLAY(&s, "0 swap");
    /* The replacement is the target's alone. */
    CHECK_SEEN(&s, "draw duke", 1, "draw duke");
    CHECK_SEEN(&s, "draw duke", 0, "draw ?");
    CHECK_SEEN(&s, "draw duke", 2, "draw ?");
    PLAY(&s, "* draw duke");
    REQUIRE(coup_observe(&s, 0, &o) == COUP_OK);
    CHECK_INT(o.nshown, ==, 0);
}

TEST(r9_declared_coup_hand_is_shown_to_all)
{
    coup_state s;
    SETUP(&s, COUP_OPT_DECLARED_COUP, 0, NULL, "7 duke captain",
          "2 contessa duke", "2 assassin captain");
    PLAY(&s, "0 coup 1 captain");
    for (int p = 0; p < 3; p++)
        CHECK_SEEN(&s, "show duke contessa", p, "show duke contessa");
    PLAY(&s, "1 show duke contessa");
    /* Every seat's observation keeps the hand shown (by character) until
     * the Exchange that follows ends; the cards drawn stay the target's. */
    coup_obs o;
    for (int p = 0; p < 3; p++) {
        REQUIRE(coup_observe(&s, p, &o) == COUP_OK);
        CHECK_INT(o.nshown, ==, 2);
        CHECK_INT(o.shown[0], ==, COUP_DUKE);
        CHECK_INT(o.shown[1], ==, COUP_CONTESSA);
    }
    /* The Exchange that follows is private again. */
    CHECK_SEEN(&s, "draw duke", 1, "draw duke");
    CHECK_SEEN(&s, "draw duke", 0, "draw ?");
    PLAY(&s, "* draw duke", "* draw assassin");
    REQUIRE(coup_observe(&s, 2, &o) == COUP_OK);
    CHECK_INT(o.nshown, ==, 2);
    CHECK_INT(o.nmine, ==, 2); /* seat 2's own, not the drawn cards */
    CHECK_SEEN(&s, "keep duke duke", 2, "keep ?");
    CHECK_SEEN(&s, "keep duke duke", 1, "keep duke duke");
    PLAY(&s, "1 keep duke duke");
    for (int p = 0; p < 3; p++) {
        REQUIRE(coup_observe(&s, p, &o) == COUP_OK);
        CHECK_INT(o.nshown, ==, 0);
    }
}

/* R10 after a hit: the card named is lost face up, the other stays shown
 * until the Exchange ends. */
TEST(r9_declared_coup_hit_shows_the_card_left)
{
    coup_state s;
    SETUP(&s, COUP_OPT_DECLARED_COUP, 0, NULL, "7 duke captain",
          "2 contessa duke", "2 assassin captain");
    PLAY(&s, "0 coup 1 duke", "1 show duke contessa");
    coup_obs o;
    REQUIRE(coup_observe(&s, 2, &o) == COUP_OK);
    CHECK_INT(o.up[1][0], ==, COUP_DUKE);
    CHECK_INT(o.nshown, ==, 1);
    CHECK_INT(o.shown[0], ==, COUP_CONTESSA);
}

/* s2 := s1 with everything seat k cannot see dealt anew: the other seats'
 * face-down cards, cards drawn in another seat's Exchange, the Court and
 * the cards out of the game, shuffled together and put back in the same
 * places in the same numbers. */
static int rehide(coup_state *s2, const coup_state *s1, int k, coup_rng *r)
{
    uint8_t *slot[2 * COUP_MAX_PLAYERS + 2];
    uint8_t pool[64];
    int ns = 0, np = 0;
    *s2 = *s1;
    for (int p = 0; p < s2->players; p++) {
        if (p == k)
            continue;
        for (int i = 0; i < 2; i++) {
            uint8_t c = s2->card[p][i];
            if ((c & COUP_UP) || c == COUP_NOCARD)
                continue;
            /* R12: the card shown in Examine is seen by the examiner. */
            if (s2->phase == COUP_PH_EXAMINE && k == s2->actor &&
                p == s2->target && i == s2->shown)
                continue;
            /* R10: the hand shown to all, until its Exchange ends. */
            if ((s2->phase == COUP_PH_DRAW || s2->phase == COUP_PH_KEEP) &&
                (s2->action == COUP_MV_COUP ||
                 s2->action == COUP_MV_ASSASSINATE) && p == s2->target)
                continue;
            slot[ns++] = &s2->card[p][i];
        }
    }
    if ((s2->phase == COUP_PH_DRAW || s2->phase == COUP_PH_KEEP) &&
        s2->redraw != k)
        for (int i = 0; i < s2->ndrawn; i++)
            slot[ns++] = &s2->drawn[i];
    for (int i = 0; i < ns; i++)
        pool[np++] = *slot[i];
    int ncourt = 0, nout = 0;
    for (int c = 0; c < COUP_NCARDS; c++) {
        for (int i = 0; i < s2->court[c]; i++)
            pool[np++] = (uint8_t)c;
        ncourt += s2->court[c];
    }
    for (int c = 0; c < COUP_NCARDS; c++) {
        for (int i = 0; i < s2->out[c]; i++)
            pool[np++] = (uint8_t)c;
        nout += s2->out[c];
    }
    for (int i = np - 1; i > 0; i--) {
        int j = (int)coup_rng_below(r, (uint32_t)i + 1);
        uint8_t x = pool[i];
        pool[i] = pool[j];
        pool[j] = x;
    }
    int at = 0;
    for (int i = 0; i < ns; i++)
        *slot[i] = pool[at++];
    memset(s2->court, 0, sizeof s2->court);
    memset(s2->out, 0, sizeof s2->out);
    for (int i = 0; i < ncourt; i++)
        s2->court[pool[at++]]++;
    for (int i = 0; i < nout; i++)
        s2->out[pool[at++]]++;
    return memcmp(s1, s2, sizeof *s1) != 0;
}

TEST(r9_no_leak_of_hidden_information)
{
    coup_rng r;
    coup_rng_seed(&r, 9);
    long compared = 0, differed = 0;
    int bad = 0, phases[COUP_NPHASES] = {0};
    for (int game = 0; game < 400 && bad < 5; game++) {
        coup_options o = random_options(&r);
        coup_state s1;
        REQUIRE(coup_init(&s1, &o) == COUP_OK);
        while (!coup_is_over(&s1) && bad < 5) {
            phases[s1.phase]++;
            for (int k = 0; k < s1.players; k++) {
                for (int rep = 0; rep < 2; rep++) {
                    coup_state s2;
                    coup_obs o1, o2;
                    differed += rehide(&s2, &s1, k, &r);
                    REQUIRE(coup_observe(&s1, k, &o1) == COUP_OK);
                    REQUIRE(coup_observe(&s2, k, &o2) == COUP_OK);
                    compared++;
                    if (memcmp(&o1, &o2, sizeof o1) != 0) {
                        const uint8_t *a = (const uint8_t *)&o1;
                        const uint8_t *b = (const uint8_t *)&o2;
                        size_t i = 0;
                        while (a[i] == b[i])
                            i++;
                        failf_(__FILE__, __LINE__,
                               "seat %d in phase %s sees hidden cards: "
                               "coup_obs byte %zu differs (%d vs %d)",
                               k, phase_name(s1.phase), i, a[i], b[i]);
                        bad++;
                    }
                }
            }
            coup_move m = random_move(&s1, &r);
            /* A move's card is shown to a seat only if the seat then has
             * it in its observation (or it is public: R10's show). */
            int public_show = s1.phase == COUP_PH_SHOW &&
                              s1.action != COUP_MV_EXAMINE;
            coup_move seen[COUP_MAX_PLAYERS];
            for (int k = 0; k < s1.players; k++)
                seen[k] = coup_observe_move(&s1, m, k);
            coup_state before = s1;
            REQUIRE(coup_apply(&s1, m) == COUP_OK);
            for (int k = 0; k < s1.players; k++) {
                coup_move v = seen[k];
                CHECK(v.type == m.type && v.target == m.target);
                if (m.type != COUP_MV_DRAW && m.type != COUP_MV_KEEP &&
                    m.type != COUP_MV_PICK && m.type != COUP_MV_SHOW)
                    continue;
                if (public_show)
                    continue;
                coup_obs ob;
                REQUIRE(coup_observe(&s1, k, &ob) == COUP_OK);
                const uint8_t vc[2] = {v.card, v.card2};
                for (int i = 0; i < 2; i++) {
                    if (vc[i] == COUP_NOCARD)
                        continue;
                    int found = 0;
                    for (int j = 0; j < ob.nmine; j++)
                        found |= ob.mine[j] == vc[i];
                    for (int j = 0; j < ob.nshown; j++)
                        found |= ob.shown[j] == vc[i];
                    if (!found) {
                        char text[40];
                        coup_move_str(m, text, sizeof text);
                        failf_(__FILE__, __LINE__,
                               "seat %d sees '%s' in phase %s", k, text,
                               phase_name(before.phase));
                        bad++;
                    }
                }
            }
        }
    }
    CHECK(compared > 10000);
    CHECK(differed > compared / 4);
    /* Every decision point was looked at, set-up included. */
    for (int ph = 0; ph < COUP_PH_OVER; ph++)
        if (!CHECK(phases[ph] > 0))
            fprintf(stderr, "  phase %s never reached\n", phase_name(ph));
}

/* ============================================ reasons name the rule */

/* coup_why_seat(s, seat, "move") must refuse, with `words` in its reason. */
static void why_seat_(const char *file, int line, const coup_state *s,
                      int seat, const char *text, const char *words)
{
    coup_move m;
    char why[256];
    if (!parse_move(text, &m)) {
        failf_(file, line, "cannot parse '%s'", text);
        return;
    }
    int rc = coup_why_seat(s, seat, m, why, sizeof why);
    if (rc == COUP_OK || strstr(why, words) == NULL)
        failf_(file, line, "seat %d '%s': rc %d, reason '%s', expected '%s'",
               seat, text, rc, why, words);
}
#define WHY_SEAT(s, seat, text, words) \
    why_seat_(__FILE__, __LINE__, (s), (seat), (text), (words))

/* Every common refusal names the rule it breaks (docs/rules.md), whichever
 * seat makes it, and only when asked: coup_apply() gives no reason. */
TEST(refusals_name_the_rule)
{
    coup_state s;
    SETUP(&s, 0, 0, NULL, "7 duke captain", "2 contessa duke",
          "1 captain assassin");
    WHY_SEAT(&s, 1, "income", "turns go in seat order (R2, R5.6); seat 0 is "
                              "to move (choose an action)");
    WHY_SEAT(&s, 0, "pass", "passing is not allowed (R4)");
    PLAY(&s, "0 coup 1");
    WHY_SEAT(&s, 1, "block contessa", "a Coup cannot be blocked (R4); seat 1 "
                                      "must choose the influence it loses");
    WHY_SEAT(&s, 2, "block contessa", "a Coup cannot be blocked (R4)");
    WHY_SEAT(&s, 2, "challenge", "a Coup cannot be challenged: it claims no "
                                 "character (R4)");
    WHY_SEAT(&s, 1, "lose captain", "seat 1 has no face-down captain to lose "
                                    "(R3)");
    PLAY(&s, "1 lose contessa");
    /* a Steal: the challenge window, then the target's block window */
    PLAY(&s, "1 steal 2");
    WHY_SEAT(&s, 1, "challenge", "seat 1 cannot challenge its own claim (R6)");
    WHY_SEAT(&s, 2, "block captain", "the block window opens after the "
                                     "challenge window (R5.2, R5.3)");
    WHY_SEAT(&s, 0, "block captain", "only the target may block a Steal (R4, "
                                     "R5.3)");
    PLAY(&s, "2 pass", "0 pass");
    WHY_SEAT(&s, 0, "block captain", "only the target may block a Steal (R4, "
                                     "R5.3); seat 2 is to move (block or pass "
                                     "on seat 1's steal)");
    WHY_SEAT(&s, 2, "block duke", "a Steal is blocked with captain or "
                                  "ambassador, not duke (R4)");
    WHY_SEAT(&s, 2, "challenge", "the challenge window on seat 1's claim of "
                                 "captain has closed (R6)");
    PLAY(&s, "2 block captain");
    WHY_SEAT(&s, 1, "block captain", "seat 1 cannot block its own action "
                                     "(R4)");
    WHY_SEAT(&s, 2, "challenge", "seat 2 cannot challenge its own claim "
                                 "(R6)");
    PLAY(&s, "0 challenge");
    WHY_SEAT(&s, 1, "challenge", "seat 0 has challenged already: one "
                                 "challenge per claim (R6)");
    WHY_SEAT(&s, 0, "prove", "only the challenged seat 2 proves or concedes "
                             "(R6)");
    /* the reasons of coup_why_answer(), R4's table */
    coup_move ch = coup_mv(COUP_MV_CHALLENGE, COUP_NOBODY, COUP_NOCARD,
                           COUP_NOCARD),
              bd = coup_mv(COUP_MV_BLOCK, COUP_NOBODY, COUP_DUKE, COUP_NOCARD);
    char why[200];
    CHECK_INT(coup_why_answer(&s, COUP_MV_INCOME, ch, why, sizeof why), ==,
              COUP_EILLEGAL);
    CHECK_STR(why, "Income cannot be challenged: it claims no character (R4)");
    CHECK_INT(coup_why_answer(&s, COUP_MV_TAX, bd, why, sizeof why), ==,
              COUP_EILLEGAL);
    CHECK_STR(why, "Tax cannot be blocked (R4)");
    CHECK_INT(coup_why_answer(&s, COUP_MV_FOREIGN_AID, bd, why, sizeof why),
              ==, COUP_OK);
    CHECK_INT(coup_why_answer(&s, COUP_MV_TAX, ch, why, sizeof why), ==,
              COUP_OK);
    /* singular and plural: 1 coin */
    SETUP(&s, 0, 0, NULL, "1 duke captain", "2 contessa duke");
    WHY_SEAT(&s, 0, "coup 1", "seat 0 has 1 coin: a Coup costs 7 (R4)");
    WHY_SEAT(&s, 0, "assassinate 1", "seat 0 has 1 coin: an Assassinate "
                                     "costs 3 (R4)");
    /* an exiled seat, and the end of the game */
    SETUP(&s, 0, 0, NULL, "2 duke captain", "2 contessa duke",
          "0 ^captain ^assassin");
    WHY_SEAT(&s, 2, "income", "seat 2 is exiled and makes no more decisions "
                              "(R3)");
}

/* A refusal is explained only when asked: the why texts are formatted by
 * coup_why and coup_why_seat, and coup_apply refuses the same moves. */
TEST(why_agrees_with_apply)
{
    coup_state s;
    SETUP(&s, 0, 0, NULL, "2 duke captain", "2 contessa duke");
    for (int type = COUP_MV_INCOME; type < COUP_MV_NTYPES; type++)
        for (int c = 0; c < COUP_NCARDS; c++) {
            coup_move m = coup_mv(type, type >= COUP_MV_COUP &&
                                                type <= COUP_MV_EXAMINE
                                            ? 1
                                            : COUP_NOBODY,
                                  c, COUP_NOCARD);
            coup_state t = s;
            char why[200] = "";
            int a = coup_apply(&t, m), w = coup_why(&s, m, why, sizeof why);
            CHECK_INT(a == COUP_OK, ==, w == COUP_OK);
            CHECK(w == COUP_OK || why[0] != '\0');
        }
}

TEST_MAIN()
