/*
 * external.c - a bot in another process as a coup_bot ("cmd:PROGRAM"), so
 * that coup_bots_play() and everything built on it play it unchanged.
 *
 * The kind's callbacks become protocol messages:
 *   start(o)             newgame, isready/readyok, obs o
 *   see(before, m)       obs before (if an event was sent since the last
 *                        obs), event m
 *   choose(o, legal)     obs o (likewise), go, and the bot's play
 * so the bot reads "event, obs, event, obs, ..., go" as docs/protocol.md
 * says: the observation after a move is the one before the next move, and
 * it is sent when it is known. The last one (after the final move) is sent
 * by coup_proto_bot_gameover(), if the caller gives it.
 *
 * A fault (see referee.c) ends the bot's part in the game: nothing more is
 * sent, and choose() returns an illegal move so the driver stops the game
 * and blames this seat; the reason stays readable until the next game,
 * whose start() starts the process again. A start that fails is such a
 * fault too, of the game it was made for: a slow or broken start costs
 * that game, not the whole run (docs/protocol.md, "Faults").
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "protocol/internal.h"

struct external {
    coup_proto_proc proc;
    coup_proto_msg msg;
    int fault;          /* of this game: 0 or a COUP_PROTO_E... code */
    char reason[sizeof ((coup_proto_proc *)0)->reason];
    bool in_game;       /* between start() and gameover */
    bool obs_due;       /* an event was sent since the last obs */
    bool start_failed;  /* the start in coup_proto_bot_new_lenient()
                           failed: the next game is forfeited with it */
    char command[];     /* for /bin/sh -c */
};

static int take_fault(struct external *e, int rc)
{
    if (rc && !e->fault) {
        e->fault = rc;
        memcpy(e->reason, e->proc.reason, sizeof e->reason);
    }
    return rc;
}

static int send_obs(struct external *e, const coup_obs *o)
{
    memset(&e->msg, 0, sizeof e->msg);
    e->msg.kind = COUP_PROTO_OBS;
    e->msg.obs = *o;
    e->obs_due = false;
    int rc = coup_proto_proc_send(&e->proc, &e->msg);
    if (!rc)
        rc = coup_proto_proc_flush(&e->proc);
    return take_fault(e, rc);
}

static void ext_start(void *mem, const coup_obs *o)
{
    struct external *e = mem;
    e->in_game = true;
    e->obs_due = false;
    if (e->start_failed) {
        /* The failed start belongs to this game: it is forfeited with that
         * reason, and the game after it starts the process again. */
        e->start_failed = false;
        return;
    }
    e->fault = 0;
    e->reason[0] = '\0';
    if (!coup_proto_proc_running(&e->proc) &&
        take_fault(e, coup_proto_proc_start(&e->proc, e->command)))
        return;
    unsigned missing = o->flags & ~e->proc.supports;
    if (missing) {
        /* The bot is fine, only not for this game: it keeps running. */
        e->fault = COUP_PROTO_EOPTIONS;
        snprintf(e->reason, sizeof e->reason,
                 "does not support the option %s (it did not list it in "
                 "'supports')", coup_option_name(missing & -missing));
        return;
    }
    memset(&e->msg, 0, sizeof e->msg);
    e->msg.kind = COUP_PROTO_NEWGAME;
    e->msg.players = o->players;
    e->msg.seat = o->seat;
    e->msg.flags = o->flags;
    if (take_fault(e, coup_proto_proc_send(&e->proc, &e->msg)) ||
        take_fault(e, coup_proto_proc_ready(&e->proc)))
        return;
    send_obs(e, o);
}

static void ext_see(void *mem, const coup_obs *before, int mover,
                    coup_move seen)
{
    struct external *e = mem;
    if (e->fault || (e->obs_due && send_obs(e, before)))
        return;
    memset(&e->msg, 0, sizeof e->msg);
    e->msg.kind = COUP_PROTO_EVENT;
    e->msg.mover = mover;
    e->msg.move = seen;
    /* R6: a prove shows the claimed card to everyone; the event names it
     * (docs/protocol.md, "event"). Against an Embezzlement the engine's
     * prove already names the whole hand shown (R18). */
    if (seen.type == COUP_MV_PROVE && seen.card == COUP_NOCARD &&
        before->action != COUP_MV_EMBEZZLE && before->claim < COUP_NCARDS)
        e->msg.move.card = before->claim;
    if (!take_fault(e, coup_proto_proc_send(&e->proc, &e->msg)))
        e->obs_due = true;
}

static coup_move ext_choose(void *mem, const coup_obs *o,
                            const coup_move *legal, int n, coup_rng *rng)
{
    struct external *e = mem;
    coup_move m;
    (void)rng; /* the bot has its own randomness */
    if (!e->fault && !(e->obs_due && send_obs(e, o)) &&
        !take_fault(e, coup_proto_proc_go(&e->proc, legal, n, &m)))
        return m;
    /* Illegal at every decision point: the driver stops the game here. */
    return coup_mv(COUP_MV_NONE, COUP_NOBODY, COUP_NOCARD, COUP_NOCARD);
}

static const coup_bot_kind external_kind = {
    .name = "cmd",
    .summary = "a bot in another process, speaking the engine protocol "
               "(docs/protocol.md)",
    .params = "cmd:PROGRAM ARGS (run by /bin/sh -c)",
    .size = sizeof(struct external),
    .observes = true,
    .start = ext_start,
    .see = ext_see,
    .choose = ext_choose,
};

/* Makes the bot and starts its process; with `lenient`, a process that
 * does not start still gives the bot, its first game forfeited. */
static coup_bot *make(const char *spec, const coup_proto_limits *lim,
                      bool lenient, char *why, size_t n)
{
    if (strncmp(spec, "cmd:", 4) != 0) {
        if (why && n)
            snprintf(why, n, "an external bot is 'cmd:PROGRAM ARGS', not "
                     "'%.40s'", spec);
        return NULL;
    }
    const char *command = spec + 4;
    command += strspn(command, " \t");
    if (!*command) {
        if (why && n)
            snprintf(why, n, "'cmd:' needs a program to run");
        return NULL;
    }
    coup_bot *b = calloc(1, sizeof *b);
    struct external *e = calloc(1, sizeof *e + strlen(command) + 1);
    if (!b || !e) {
        free(b);
        free(e);
        if (why && n)
            snprintf(why, n, "out of memory for bot '%.40s'", spec);
        return NULL;
    }
    strcpy(e->command, command);
    coup_proto_proc_init(&e->proc, lim);
    b->kind = &external_kind;
    b->mem = e;
    /* coup_bot.spec is short: a long command is cut, with "...". */
    if (strlen(spec) < sizeof b->spec)
        strcpy(b->spec, spec);
    else
        snprintf(b->spec, sizeof b->spec, "%.*s...",
                 (int)sizeof b->spec - 4, spec);
    if (take_fault(e, coup_proto_proc_start(&e->proc, e->command))) {
        if (why && n)
            snprintf(why, n, "bot '%s' %s", b->spec, e->proc.reason);
        if (lenient) {
            e->start_failed = true;
            return b;
        }
        coup_proto_bot_free(b);
        return NULL;
    }
    return b;
}

coup_bot *coup_proto_bot_new(const char *spec, const coup_proto_limits *lim,
                             char *why, size_t n)
{
    return make(spec, lim, false, why, n);
}

coup_bot *coup_proto_bot_new_lenient(const char *spec,
                                     const coup_proto_limits *lim, char *why,
                                     size_t n)
{
    return make(spec, lim, true, why, n);
}

void coup_proto_bot_free(coup_bot *b)
{
    if (!b)
        return;
    if (coup_proto_bot_is(b))
        coup_proto_proc_stop(&((struct external *)b->mem)->proc);
    free(b->mem);
    free(b);
}

bool coup_proto_bot_is(const coup_bot *b)
{
    return b && b->kind == &external_kind;
}

int coup_proto_bot_fault(const coup_bot *b, const char **reason)
{
    const struct external *e = b->mem;
    if (reason)
        *reason = e->reason;
    return e->fault;
}

coup_proto_proc *coup_proto_bot_proc(coup_bot *b)
{
    return &((struct external *)b->mem)->proc;
}

int coup_proto_bot_gameover(coup_bot *b, const coup_obs *final, int winner,
                            int forfeit, const char *reason)
{
    struct external *e = b->mem;
    if (!e->in_game)
        return COUP_OK;
    e->in_game = false;
    if (e->fault || (e->obs_due && final && send_obs(e, final)))
        return e->fault;
    memset(&e->msg, 0, sizeof e->msg);
    e->msg.kind = COUP_PROTO_GAMEOVER;
    e->msg.winner = winner;
    e->msg.forfeit = forfeit;
    if (forfeit >= 0 && reason)
        snprintf(e->msg.text, sizeof e->msg.text, "%s", reason);
    e->obs_due = false;
    int rc = coup_proto_proc_send(&e->proc, &e->msg);
    if (!rc)
        rc = coup_proto_proc_flush(&e->proc);
    return take_fault(e, rc);
}
