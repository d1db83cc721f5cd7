/*
 * table.c: the game in a room: set up and started, each move applied
 * (checked by the engine, queued for the store, told to every viewer),
 * chance drawn at once, bots asked through hub_io's think() and their
 * answers played after the room's pause, the answer window of a claim,
 * the decision timer and its defaults, players away and their stand-ins,
 * the end; and a game read back from the store after a restart.
 *
 * Determinism: a game's chance outcomes and its bots' choices come from
 * RNGs seeded by the game's seed and the move's number, never from a
 * running stream, so a game read back from the store after a restart goes
 * on exactly as it would have.
 */
#define _GNU_SOURCE /* strcasecmp() */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "server/hub_impl.h"

#define IDLE_MS (30LL * 60 * 1000) /* a room nobody is in lives this long */

/* A seed for move n of a game, for one use (0: chance, 1: a bot, 2: a
 * default move). */
static uint64_t move_seed(uint64_t game_seed, int n, int use)
{
    uint64_t x = game_seed ^ ((uint64_t)(unsigned)n << 8) ^ (uint64_t)use;
    coup_splitmix64(&x);
    return coup_splitmix64(&x);
}

static bool bot_decides(const hub_seat *se)
{
    return se->kind == SEAT_BOT || se->away;
}

/* The one timer of a room: the earliest thing it waits for. */
void table_rearm(hub *h, room *r)
{
    int64_t t = INT64_MAX;
    if (r->status == ROOM_PLAYING) {
        int tm = coup_to_move(&r->s);
        if (r->pending && r->pending_at < t)
            t = r->pending_at;
        if (tm >= 0 && !bot_decides(&r->seat[tm]) && r->deadline >= 0 &&
            r->deadline < t)
            t = r->deadline;
        for (int p = 0; p < r->players; p++) {
            const hub_seat *se = &r->seat[p];
            if (se->kind == SEAT_HUMAN && !se->cl && !se->away &&
                se->gone_ms + h->cfg.away_ms < t)
                t = se->gone_ms + h->cfg.away_ms;
        }
    }
    if (r->idle_since >= 0 && r->idle_since + IDLE_MS < t)
        t = r->idle_since + IDLE_MS;
    h->io.arm(h->io.ctx, r->id, t == INT64_MAX ? -1 : t);
}

/* ============================================================== games */

/* Record names from display names: [A-Za-z0-9_.-] kept, one '_' for any
 * other character, unique (ignoring case) with a suffix. */
static void record_names(room *r)
{
    for (int p = 0; p < r->players; p++) {
        char *out = r->rec[p];
        size_t k = 0;
        for (const unsigned char *s = (const unsigned char *)r->seat[p].name;
             *s && k < 24; s++) {
            if ((*s & 0xC0) == 0x80)
                continue; /* a continuation byte: its character has its '_' */
            bool ok = (*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') ||
                      (*s >= '0' && *s <= '9') || *s == '_' || *s == '.' ||
                      *s == '-';
            out[k++] = ok ? (char)*s : '_';
        }
        if (k == 0)
            out[k++] = '_';
        out[k] = '\0';
        for (int n = 2;; n++) {
            bool taken = false;
            for (int q = 0; q < p; q++)
                taken |= !strcasecmp(r->rec[q], out);
            if (!taken)
                break;
            snprintf(out + k, sizeof r->rec[p] - k, "_%d", n);
        }
    }
}

/* r's game as a record (malloc'd; NULL: out of memory): its header
 * only, or `whole`, with its moves and result. */
static char *record_text(const room *r, bool whole)
{
    coup_record rec;
    coup_options o = {r->players, r->start, r->options};
    const char *names[COUP_MAX_PLAYERS];
    coup_record_init(&rec, &o);
    for (int p = 0; p < r->players; p++)
        names[p] = r->rec[p];
    coup_record_set_names(&rec, r->players, names);
    for (int i = 0; whole && i < r->nsteps; i++)
        coup_record_add(&rec, r->steps[i].seat, r->steps[i].m);
    if (whole)
        rec.result = r->winner;
    char *text = coup_record_format(&rec, NULL);
    coup_record_free(&rec);
    return text;
}

/* The places of r's game: 1 the winner, then the reverse order of
 * exile (the last exiled second, the first last), read from its moves. */
static void game_places(const room *r, int place[])
{
    coup_state s = r->s0;
    int next = r->players; /* the place of the next seat exiled */
    for (int i = 0; i < r->nsteps; i++) {
        coup_state before = s;
        coup_apply(&s, r->steps[i].m);
        for (int p = 0; p < r->players; p++)
            if (coup_alive(&before, p) && !coup_alive(&s, p))
                place[p] = next--;
    }
    for (int p = 0; p < r->players; p++)
        if (coup_alive(&s, p))
            place[p] = 1;
}

/* Who played r's game, and whether it is rated (docs/ratings.md): two
 * signed-in players at least, on seats of their own, and no move of
 * theirs made by a stand-in (a player away, or gone: a bot played for
 * them). A game not stored is not rated either: its row is what the
 * ratings' history names. */
static void game_result_of(const room *r, game_result *res)
{
    memset(res, 0, sizeof *res);
    res->players = r->players;
    res->family = (r->options & COUP_OPT_REFORMATION) ? STORE_FAMILY_REFORMATION
                  : (r->options & COUP_OPT_INQUISITOR) ? STORE_FAMILY_INQUISITOR
                                                       : STORE_FAMILY_BASE;
    int signed_in = 0;
    bool fair = !r->unstored && r->game > 0;
    for (int p = 0; p < r->players; p++) {
        const hub_seat *se = &r->seat[p];
        res->level[p] = se->kind == SEAT_BOT ? se->level : -1;
        res->account[p] = se->kind == SEAT_HUMAN ? se->account : 0;
        if (res->account[p] <= 0)
            continue;
        signed_in++;
        for (int q = 0; q < p; q++)
            fair &= res->account[q] != res->account[p];
        for (int i = 0; i < r->nsteps; i++)
            fair &= !(r->steps[i].seat == p && r->steps[i].stand_in);
    }
    game_places(r, res->place);
    res->rated = fair && signed_in >= 2 && !r->hints; /* hints: unrated */
}

static void game_end(hub *h, room *r)
{
    r->status = ROOM_OVER;
    r->winner = coup_winner(&r->s);
    r->deadline = -1;
    if (persist_on(h)) {
        char *text = record_text(r, true);
        game_result res;
        game_result_of(r, &res);
        if (text)
            persist_end(h, r, text, &res);
        free(text);
    }
    /* The bots stay: the next game keeps them if its lineup is this one
     * (game_setup()). */
    persist_room(h, r);
    hub_send_room(h, r);
}

/* ======================================================= answer windows
 *
 * R6 lets a live server take whoever challenges first in time. A claim (and
 * Foreign Aid, which anyone may block) is put to every seat that may
 * answer it at once, with one timer for all; the engine still asks them in
 * seat order, so the moves played are the engine's: a pass that comes
 * ahead of the seat's turn is kept (win_passed) and played when the turn
 * comes; a challenge or block is played at once, after a pass for every
 * seat before it in seat order (they had not answered first). Records,
 * replays and what each seat sees stay those of the engine.
 */

bool hub_may_answer(const room *r, int seat)
{
    const coup_state *s = &r->s;
    if (r->status != ROOM_PLAYING || seat < 0 || seat >= s->players)
        return false;
    if (coup_to_move(s) == seat)
        return true;
    return r->win_turn >= 0 && r->win_first < 0 &&
           !(r->win_passed >> seat & 1) && coup_yet_to_answer(s, seat);
}

unsigned hub_answering(const room *r)
{
    unsigned m = 0;
    for (int p = 0; p < r->players; p++)
        m |= (unsigned)hub_may_answer(r, p) << p;
    return m;
}

/* After move m made in `before`: the window goes on (a pass to the next
 * seat of the same claim), or closes, and one opens on a new claim. */
static bool window_after(room *r, const coup_state *before, coup_move m)
{
    if (r->win_turn >= 0 && m.type == COUP_MV_PASS &&
        coup_answer_window(&r->s) && r->s.phase == before->phase)
        return true;
    r->win_passed = 0;
    r->win_turn = coup_answer_window(&r->s) ? r->nsteps : -1;
    return false;
}

/* The challenge or block made first in the window (win_first): every seat
 * before it in seat order passes, then it is played. */

static void take_first(hub *h, room *r)
{
    int seat = r->win_first;
    coup_move pass = coup_mv(COUP_MV_PASS, COUP_NOBODY, COUP_NOCARD,
                             COUP_NOCARD);
    r->win_first = -1;
    r->pending = false; /* a bot's answer held for its delay: not first */
    for (int tm = coup_to_move(&r->s); tm != seat && tm >= 0 &&
                                       r->status == ROOM_PLAYING;
         tm = coup_to_move(&r->s))
        if (table_apply(h, r, tm, pass, false))
            break;
    if (coup_to_move(&r->s) == seat)
        table_apply(h, r, seat, r->win_move, false);
    table_advance(h, r);
}

/* An answer to the window by a seat the engine has not reached yet (its
 * legality checked): a pass is kept for its turn; a challenge or block is
 * played now, or, while a bot before it is choosing, once that bot's
 * think returns (its answer, later in time, is dropped). */
void table_early_answer(hub *h, room *r, int seat, coup_move m)
{
    if (m.type == COUP_MV_PASS) {
        r->win_passed |= 1u << seat;
        r->states_owed = true;
        table_advance(h, r);
        return;
    }
    r->win_first = seat;
    r->win_move = m;
    r->states_owed = true;
    if (!r->thinking)
        take_first(h, r);
    else
        table_advance(h, r);
}

/* The deadline of the decision now: one for the whole of a window, set
 * when a human may answer. */
void table_set_deadline(hub *h, room *r)
{
    r->deadline = -1;
    if (r->timer <= 0)
        return;
    for (int p = 0; p < r->players; p++)
        if (hub_may_answer(r, p) && !bot_decides(&r->seat[p]))
            r->deadline = hub_now(h) + (int64_t)r->timer * 1000;
}

/* Applies a legal move: stored, seen by the bots, told to each viewer;
 * the new state follows from table_advance(), once the chance outcomes that
 * come at once are drawn too (one state for them all). */
static int apply_step_as(hub *h, room *r, int seat, coup_move m, bool timeout,
                         bool stand_in);

/* Step st played in the engine, kept in r->steps and seen by the bots:
 * 0, or -1 with nothing changed (the engine refuses it, or no memory). */
static int push_step(room *r, hub_step st)
{
    coup_state before = r->s;
    if (coup_apply(&r->s, st.m))
        return -1;
    if (r->nsteps == r->capsteps) {
        int cap = r->capsteps ? 2 * r->capsteps : 256;
        hub_step *p = realloc(r->steps, (size_t)cap * sizeof *p);
        if (!p) {
            r->s = before;
            return -1;
        }
        r->steps = p;
        r->capsteps = cap;
    }
    r->steps[r->nsteps++] = st;
    coup_bot *bots[COUP_MAX_PLAYERS];
    for (int p = 0; p < r->players; p++)
        bots[p] = r->seat[p].bot;
    coup_bots_see(bots, r->players, &before, st.seat, st.m);
    return 0;
}

int table_apply(hub *h, room *r, int seat, coup_move m, bool timeout)
{
    return apply_step_as(h, r, seat, m, timeout, false);
}

/* As table_apply(), saying whether an away human's stand-in chose the move
 * (the event says so: docs/web-protocol.md, `event`). */
static int apply_step_as(hub *h, room *r, int seat, coup_move m, bool timeout,
                         bool stand_in)
{
    coup_state before = r->s;
    if (push_step(r, (hub_step){m, seat, timeout, stand_in}))
        return -1;
    int n = r->nsteps - 1;
    persist_moves(h, r);
    for (hub_client *c = r->members; c; c = c->rnext) {
        view_event(&h->out, r, &before, n, c->seat, c->lang);
        hub_send_out(h, c);
    }
    bool goes_on = window_after(r, &before, m);
    if (coup_is_over(&r->s))
        game_end(h, r);
    else if (!goes_on)
        table_set_deadline(h, r);
    r->states_owed = true;
    return 0;
}

/* Plays what needs no human: chance at once, and asks a bot for its move
 * when one decides. Then arms the room's timer. */
void table_advance(hub *h, room *r)
{
    while (r->status == ROOM_PLAYING && !r->thinking && !r->pending) {
        int tm = coup_to_move(&r->s);
        if (tm == COUP_CHANCE) {
            coup_rng rng;
            coup_rng_seed(&rng, move_seed(r->game_seed, r->nsteps, 0));
            if (table_apply(h, r, COUP_CHANCE, coup_draw_chance(&r->s, &rng),
                           false))
                break;
            continue;
        }
        /* A person's last card lost: nothing to choose (R3), and every
         * seat knows it is forced; played at once, not asked for. */
        uint8_t held[2];
        if (tm >= 0 && r->s.phase == COUP_PH_LOSE &&
            !bot_decides(&r->seat[tm]) && coup_hidden(&r->s, tm, held) == 1) {
            if (table_apply(h, r, tm, coup_mv(COUP_MV_LOSE, COUP_NOBODY,
                                             held[0], COUP_NOCARD),
                           false))
                break;
            continue;
        }
        /* A pass that came early in the answer window, played now. */
        if (tm >= 0 && r->win_turn >= 0 && (r->win_passed >> tm & 1)) {
            r->win_passed &= ~(1u << tm);
            if (table_apply(h, r, tm, coup_mv(COUP_MV_PASS, COUP_NOBODY,
                                             COUP_NOCARD, COUP_NOCARD),
                           false))
                break;
            continue;
        }
        if (tm >= 0 && bot_decides(&r->seat[tm]) && r->seat[tm].bot) {
            r->thinking = true;
            r->asked_ms = hub_now(h);
            h->io.think(h->io.ctx, r->id, ++r->ticket, r->seat[tm].bot, &r->s,
                        move_seed(r->game_seed, r->nsteps, 1));
        }
        break;
    }
    if (r->states_owed) {
        r->states_owed = false;
        hub_send_states(h, r);
    }
    table_rearm(h, r);
}

/* The bot spec for a level. The wire keeps the level's name; "search"
 * also gets a time budget, so that a decision stays well under the bot
 * delay (1200 ms) even on a loaded machine: 300 ms or its default
 * iterations, whichever ends first. A mixed room's stand-in for an away
 * human (the only seat that gets the room's choice itself) is heuristic:
 * the one that plays most like a person. */
static coup_bot *make_bot(int level)
{
    char why[128];
    if (level == MSG_BOT_MIXED)
        level = MSG_BOT_HEURISTIC;
    const char *spec = level == MSG_BOT_SEARCH ? "search:ms=300"
                                               : msg_level_name(level);
    return coup_bot_new(spec, why, sizeof why);
}

/* A mixed room's bots, in the order the bot seats get them: the four
 * personalities, then the heuristic level, so that a table of bots shows
 * each way to play before one comes twice. */
static const int TABLE_MIXED[] = {MSG_BOT_BLUFFER, MSG_BOT_CHALLENGER,
                                  MSG_BOT_CAUTIOUS, MSG_BOT_HONEST,
                                  MSG_BOT_HEURISTIC};
#define TABLE_NMIXED ((int)(sizeof TABLE_MIXED / sizeof TABLE_MIXED[0]))

/* The k-th bot seat (counted from 0, other bot seats already there
 * included) gets TABLE_MIXED[k % 5], or the next after it that no other
 * bot seat has: free seats filled in seat order at the start get the
 * rotation in seat order, and a bot added in the lobby, or one left from
 * another choice, is not doubled while a bot of the rotation is unused. */
int table_seat_level(const room *r, int p)
{
    if (r->level != MSG_BOT_MIXED)
        return r->level;
    int k = 0;
    bool held[MSG_NLEVELS] = {false};
    for (int q = 0; q < r->players; q++)
        if (q != p && r->seat[q].kind == SEAT_BOT) {
            k++;
            if (r->seat[q].level >= 0 && r->seat[q].level < MSG_NLEVELS)
                held[r->seat[q].level] = true;
        }
    for (int i = 0; i < TABLE_NMIXED; i++) {
        int level = TABLE_MIXED[(k + i) % TABLE_NMIXED];
        if (!held[level])
            return level;
    }
    return TABLE_MIXED[k % TABLE_NMIXED];
}

void table_bot_name(room *r, int p)
{
    for (int n = p + 1;; n++) {
        bool taken = false;
        snprintf(r->seat[p].name, sizeof r->seat[p].name, "Bot %d", n);
        for (int q = 0; q < COUP_MAX_PLAYERS; q++)
            taken |= q != p && r->seat[q].kind != SEAT_FREE &&
                     !strcasecmp(r->seat[q].name, r->seat[p].name);
        if (!taken)
            return;
    }
}

/* A hash of who sits where: each seat's kind, a bot's level, a human's
 * token and whether the human is here (else its stand-in plays), and the
 * room's level (the stand-ins'). */
static uint64_t lineup_of(const room *r)
{
    uint64_t h = 0xCBF29CE484222325ULL ^ (uint64_t)r->players;
    for (int p = 0; p < r->players; p++) {
        const hub_seat *se = &r->seat[p];
        bool bot = se->kind == SEAT_BOT;
        char who[64];
        snprintf(who, sizeof who, "%d/%d/%s/%d/%d;", se->kind,
                 bot ? se->level : r->level, bot ? "" : se->token,
                 !bot && se->cl && !se->away, p);
        for (const char *c = who; *c; c++)
            h = (h ^ (unsigned char)*c) * 0x100000001B3ULL;
    }
    return h;
}

/* The set-up of a game, without telling anyone: bots made and started.
 * Used by a new game and by a game read back from the store. The bots of
 * the last game stay when the same players sit in the same seats: a bot
 * that learns its opponents (`search`) goes on from what it knows. */
static int game_setup(room *r)
{
    coup_options o = {r->players, r->start, r->options};
    uint64_t lineup = lineup_of(r);
    if (lineup != r->lineup)
        room_free_bots(r);
    r->lineup = lineup;
    if (coup_init(&r->s0, &o))
        return -1;
    r->s = r->s0;
    for (int p = 0; p < r->players; p++) {
        hub_seat *se = &r->seat[p];
        if (!se->bot)
            se->bot = make_bot(se->kind == SEAT_BOT ? se->level : r->level);
        if (!se->bot) {
            room_free_bots(r);
            return -1;
        }
        if (se->bot->kind->start) {
            coup_obs ob;
            coup_observe(&r->s, p, &ob);
            se->bot->kind->start(se->bot->mem, &ob);
        }
    }
    r->nsteps = 0;
    r->stored = 0;
    r->unstored = false;
    r->thinking = r->pending = false;
    r->deadline = -1;
    r->win_turn = r->win_first = -1;
    r->win_passed = 0;
    record_names(r);
    return 0;
}

int table_start(hub *h, room *r, int start)
{
    for (int p = 0; p < r->players; p++)
        if (r->seat[p].kind == SEAT_FREE) {
            r->seat[p].level = table_seat_level(r, p);
            r->seat[p].kind = SEAT_BOT;
            table_bot_name(r, p);
        }
    r->start = start;
    r->game_seed = hub_random(h) >> 1;
    if (game_setup(r))
        return -1;
    char *header = record_text(r, false);
    /* The display names too: the record's are only [A-Za-z0-9_.-], and the
     * room (with its names) goes once it is left. */
    json_t *dn = json_array();
    for (int p = 0; p < r->players; p++)
        json_array_append_new(dn, json_string(r->seat[p].name));
    char *shown = json_dumps(dn, JSON_COMPACT);
    json_decref(dn);
    r->started_s = h->io.wall_s(h->io.ctx);
    r->game = 0;
    /* An unlisted room's game is unlisted too: fetched only with its
     * secret, which the room's members are given (view_room()). */
    if (r->public_)
        r->game_key[0] = '\0';
    else
        hub_new_token(r->game_key);
    r->game = persist_game_begin(h, r, header, shown);
    free(shown);
    free(header);
    if (r->game <= 0) {
        /* Played in memory only: its moves must not go to another id. */
        r->unstored = persist_on(h);
        r->game = ++h->local_games;
        if (r->unstored)
            hub_log(h, "database: game %lld of room %s is played without "
                     "being kept", (long long)r->game, r->code);
    }
    r->status = ROOM_PLAYING;
    persist_room(h, r);
    hub_send_room(h, r);
    table_set_deadline(h, r);
    /* The log (empty) tells the viewers of the new game; its first state
     * comes from table_advance(), after the chance outcomes that open it: a
     * viewer is never sent a state in which chance is to move. */
    for (hub_client *c = r->members; c; c = c->rnext)
        hub_send_log(h, r, c);
    /* Owed even when no chance opens it (a draft's pick, R11, with the
     * starting seat known). */
    r->states_owed = true;
    table_advance(h, r);
    return 0;
}

/* ======================================================= timers, bots */

/* Plays the pending bot move, or the default where the bot's is not
 * legal (it should always be). */
static void play_pending(hub *h, room *r)
{
    int tm = coup_to_move(&r->s);
    coup_move m = r->pending_move;
    r->pending = false;
    if (tm < 0 || !bot_decides(&r->seat[tm]))
        return;
    if (!coup_is_legal(&r->s, m))
        m = view_default_move(&r->s, move_seed(r->game_seed, r->nsteps, 2));
    /* A human's seat decided by a bot: the stand-in of an away player. */
    apply_step_as(h, r, tm, m, false, r->seat[tm].kind == SEAT_HUMAN);
}

void hub_timer(hub *h, uint32_t id)
{
    room *r = room_by_id(h, id);
    if (!r || r->dead)
        return;
    int64_t t = hub_now(h);
    if (r->idle_since >= 0 && t >= r->idle_since + IDLE_MS) {
        room_delete(h, r);
        return;
    }
    if (r->status == ROOM_PLAYING) {
        bool changed = false;
        int tm = coup_to_move(&r->s);
        for (int p = 0; p < r->players; p++) {
            hub_seat *se = &r->seat[p];
            /* Gone long enough, or gone with its decision's time up. */
            if (se->kind == SEAT_HUMAN && !se->cl && !se->away &&
                (t >= se->gone_ms + h->cfg.away_ms ||
                 (p == tm && r->deadline >= 0 && t >= r->deadline)))
                se->away = changed = true;
        }
        if (changed) {
            hub_send_room(h, r);
            if (tm >= 0 && r->seat[tm].away)
                r->deadline = -1;
        }
        if (r->pending && t >= r->pending_at) {
            play_pending(h, r);
        } else if (tm >= 0 && !bot_decides(&r->seat[tm]) && r->deadline >= 0 &&
                   t >= r->deadline && !r->thinking) {
            table_apply(h, r, tm,
                       view_default_move(&r->s, move_seed(r->game_seed,
                                                          r->nsteps, 2)),
                       true);
        }
        table_advance(h, r);
        return;
    }
    table_rearm(h, r);
}

void hub_bot_done(hub *h, uint32_t id, uint64_t ticket, coup_move m)
{
    room *r = room_by_id(h, id);
    if (!r || !r->thinking || ticket != r->ticket)
        return;
    r->thinking = false;
    if (r->dead) {
        room_free(h, r);
        return;
    }
    if (r->win_first >= 0 && r->status == ROOM_PLAYING) {
        take_first(h, r); /* answered first: the bot's answer is dropped */
        return;
    }
    int tm = coup_to_move(&r->s);
    if (r->status == ROOM_PLAYING && tm >= 0 && bot_decides(&r->seat[tm])) {
        int64_t t = hub_now(h), at = r->asked_ms + h->cfg.bot_delay_ms;
        r->pending = true;
        r->pending_move = m;
        r->pending_at = at > t ? at : t;
        if (r->pending_at <= t)
            play_pending(h, r);
    } else if (r->status == ROOM_PLAYING && tm >= 0) {
        /* The player came back while the bot chose: theirs to decide, with
         * the time of a decision. */
        table_set_deadline(h, r);
        hub_send_states(h, r);
    }
    table_advance(h, r);
}

/* ======================================================== resumed rooms */

struct resume_ctx {
    hub *h;
    room *r;
    bool failed;
};

static void replay_move(void *ctx, int n, int seat, const char *text,
                        int by)
{
    struct resume_ctx *c = ctx;
    room *r = c->r;
    coup_move m;
    if (c->failed || n != r->nsteps ||
        coup_move_parse(text, strlen(text), &m, NULL, 0) ||
        coup_to_move(&r->s) != seat ||
        push_step(r, (hub_step){m, seat, by == STORE_BY_TIMER,
                                by == STORE_BY_STAND_IN}))
        c->failed = true;
}

void table_resume(void *ctx, const char *code, const char *text)
{
    hub *h = ctx;
    if (!code[0] || !strchr(h->shard, code[0]))
        return; /* another server's */
    room *r = room_new(h, code);
    if (!r)
        return;
    bool ok = persist_decode_room(r, code, text);
    if (ok && r->status != ROOM_LOBBY) {
        /* The game as it was: its moves through the engine and the bots. */
        struct resume_ctx c = {h, r, false};
        ok = game_setup(r) == 0 &&
             persist_game_moves(h, r->game, replay_move, &c) == 0 &&
             !c.failed;
        r->stored = r->nsteps;
        if (ok && r->status == ROOM_OVER)
            room_free_bots(r);
        if (ok && r->status == ROOM_PLAYING && coup_is_over(&r->s))
            game_end(h, r); /* killed between its last move and its end */
        /* An answer window opens again from here; early answers made
         * before the restart were not kept. */
        if (ok && r->status == ROOM_PLAYING && coup_answer_window(&r->s))
            r->win_turn = r->nsteps;
    }
    if (!ok) {
        h->nrooms--;
        room_free(h, r);
        return;
    }
    if (r->game >= h->local_games)
        h->local_games = r->game;
    r->idle_since = hub_now(h);
    for (int p = 0; p < r->players; p++)
        r->seat[p].gone_ms = hub_now(h);
}
