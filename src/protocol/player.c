/*
 * player.c - the bot side of the protocol: one coup_bot answering a
 * referee, a line at a time.
 *
 * The bot's kind is called exactly as coup_bots_play() calls it: start()
 * with the first observation of a game, see() with the observation before
 * each move (the last obs line before the event), choose() with the current
 * observation, and for a kind that does not observe, choose() with NULL and
 * no see(). So the same bot with the same seed makes the same moves here
 * and in-process (tests/test_protocol.c checks it).
 *
 * Nothing the referee sends can crash the bot: a line that does not parse,
 * or that comes out of place, is answered with "info error ..." and
 * otherwise ignored; lines naming no message are ignored silently.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "protocol/internal.h"

enum { IDLE, NEWGAME, PLAYING }; /* coup_proto_player.state */

void coup_proto_player_init(coup_proto_player *p, coup_bot *bot,
                            const char *name, const char *author,
                            uint64_t seed, coup_proto_write_fn write,
                            void *ctx)
{
    memset(p, 0, sizeof *p);
    p->bot = bot;
    p->name = name;
    p->author = author;
    coup_rng_seed(&p->rng, seed);
    p->write = write;
    p->ctx = ctx;
    p->state = IDLE;
}

static void emit(coup_proto_player *p, const coup_proto_msg *m)
{
    char line[COUP_PROTO_LINE_MAX + 1];
    int len = coup_proto_format(m, line, sizeof line);
    if (len >= 0 && !p->failed && p->write(p->ctx, line, (size_t)len))
        p->failed = true;
}

static void emit_text(coup_proto_player *p, int kind, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static void emit_text(coup_proto_player *p, int kind, const char *fmt, ...)
{
    coup_proto_msg *m = &p->msg;
    va_list ap;
    memset(m, 0, sizeof *m);
    m->kind = kind;
    va_start(ap, fmt);
    vsnprintf(m->text, sizeof m->text, fmt, ap);
    va_end(ap);
    emit(p, m);
}

/* A message without text; its version and options are this bot's (it
 * speaks version 1 and plays every option the protocol carries). */
static void emit_plain(coup_proto_player *p, int kind)
{
    coup_proto_msg m;
    memset(&m, 0, sizeof m);
    m.kind = kind;
    m.version = COUP_PROTO_VERSION;
    m.flags = COUP_PROTO_OPTIONS;
    emit(p, &m);
}

static void hello(coup_proto_player *p, int version)
{
    if (version < COUP_PROTO_VERSION)
        emit_text(p, COUP_PROTO_INFO, "error the referee speaks protocol "
                  "version %d; this bot speaks %d", version,
                  COUP_PROTO_VERSION);
    emit_text(p, COUP_PROTO_ID_NAME, "%s", p->name);
    if (p->author && p->author[0])
        emit_text(p, COUP_PROTO_ID_AUTHOR, "%s", p->author);
    emit_plain(p, COUP_PROTO_SUPPORTS);
    emit_plain(p, COUP_PROTO_COUPOK);
}

static void obs(coup_proto_player *p, const coup_obs *o)
{
    const coup_bot_kind *k = p->bot->kind;
    if (p->state == IDLE) {
        emit_text(p, COUP_PROTO_INFO, "error obs outside a game (expected "
                  "newgame first)");
        return;
    }
    if (o->seat != p->seat || o->players != p->players ||
        o->flags != p->flags) {
        emit_text(p, COUP_PROTO_INFO, "error obs of seat %d of %d players "
                  "does not match newgame (seat %d of %d, same options)",
                  o->seat, o->players, p->seat, p->players);
        return;
    }
    p->obs = *o;
    if (p->state == NEWGAME) {
        p->state = PLAYING;
        if (k->start)
            k->start(p->bot->mem, &p->obs);
    }
}

static void event(coup_proto_player *p, int mover, coup_move seen)
{
    const coup_bot_kind *k = p->bot->kind;
    if (p->state != PLAYING) {
        emit_text(p, COUP_PROTO_INFO, "error event before the game's first "
                  "obs");
        return;
    }
    if (mover >= p->players ||
        (seen.target != COUP_NOBODY && seen.target >= p->players)) {
        emit_text(p, COUP_PROTO_INFO, "error event names a seat beyond the "
                  "%d players", p->players);
        return;
    }
    if (k->observes && k->see)
        k->see(p->bot->mem, &p->obs, mover, seen);
}

static void go(coup_proto_player *p, const coup_move *legal, int n)
{
    const coup_bot_kind *k = p->bot->kind;
    if (k->observes && p->state != PLAYING) {
        emit_text(p, COUP_PROTO_INFO, "error go before the game's first obs "
                  "(this bot needs its observation)");
        return;
    }
    for (int i = 0; i < n; i++)
        if (legal[i].target != COUP_NOBODY && p->state == PLAYING &&
            legal[i].target >= p->players) {
            emit_text(p, COUP_PROTO_INFO, "error go lists a move to seat %d "
                      "of a %d-player game", legal[i].target, p->players);
            return;
        }
    coup_move m = k->choose(p->bot->mem, k->observes ? &p->obs : NULL, legal,
                            n, &p->rng);
    int i = 0;
    while (i < n && !coup_move_eq(m, legal[i]))
        i++;
    if (i == n) { /* a bug of the bot: still answer, with a legal move */
        emit_text(p, COUP_PROTO_INFO, "error the bot chose a move that is "
                  "not listed; playing the first one");
        m = legal[0];
    }
    coup_proto_msg *r = &p->msg;
    memset(r, 0, sizeof *r);
    r->kind = COUP_PROTO_PLAY;
    r->move = m;
    emit(p, r);
}

int coup_proto_player_line(coup_proto_player *p, const char *line,
                           size_t len)
{
    coup_proto_msg *m = &p->msg;
    char why[256];
    if (coup_proto_parse_to_bot(line, len, m, why, sizeof why)) {
        emit_text(p, COUP_PROTO_INFO, "error %s", why);
        return p->failed ? -1 : 0;
    }
    switch (m->kind) {
    case COUP_PROTO_HELLO:
        hello(p, m->version);
        break;
    case COUP_PROTO_ISREADY:
        emit_plain(p, COUP_PROTO_READYOK);
        break;
    case COUP_PROTO_NEWGAME:
        p->state = NEWGAME;
        p->players = m->players;
        p->seat = m->seat;
        p->flags = m->flags;
        break;
    case COUP_PROTO_OBS: {
        coup_obs o = m->obs;
        obs(p, &o);
        break;
    }
    case COUP_PROTO_EVENT: {
        /* The card a prove names is for bots that read the line; the
         * engine's prove move has none, and the bot is shown the move as
         * in-process. Against an Embezzlement the engine's prove is the
         * whole hand shown (R18), and stays as it is. */
        coup_move seen = m->move;
        if (seen.type == COUP_MV_PROVE && p->obs.action != COUP_MV_EMBEZZLE)
            seen.card = seen.card2 = COUP_NOCARD;
        event(p, m->mover, seen);
        break;
    }
    case COUP_PROTO_GO: {
        coup_move legal[COUP_MAX_MOVES];
        int n = m->nlegal;
        memcpy(legal, m->legal, (size_t)n * sizeof *legal);
        go(p, legal, n);
        break;
    }
    case COUP_PROTO_GAMEOVER:
        p->state = IDLE;
        break;
    case COUP_PROTO_QUIT:
        return 1;
    default: /* not a message to a bot: ignored */
        break;
    }
    return p->failed ? -1 : 0;
}

int coup_proto_write_file(void *ctx, const char *line, size_t len)
{
    FILE *f = ctx;
    if (fwrite(line, 1, len, f) != len || putc('\n', f) == EOF || fflush(f))
        return -1;
    return 0;
}

int coup_proto_serve(coup_proto_player *p, FILE *in)
{
    /* Read by hand rather than with fgets(), so that a NUL byte cannot
     * shorten a line: the parser refuses it with the rest. */
    char line[COUP_PROTO_LINE_MAX + 2];
    for (;;) {
        size_t len = 0;
        bool too_long = false;
        int c;
        while ((c = getc(in)) != EOF && c != '\n') {
            if (len < sizeof line)
                line[len++] = (char)c;
            else
                too_long = true;
        }
        if (c == EOF && len == 0)
            return 0;
        int rc = 0;
        if (too_long)
            emit_text(p, COUP_PROTO_INFO, "error skipped a line longer than "
                      "%d bytes", COUP_PROTO_LINE_MAX);
        else
            rc = coup_proto_player_line(p, line, len);
        if (p->failed)
            return -1;
        if (rc > 0 || c == EOF)
            return 0;
    }
}
