/*
 * protocol.h - the engine protocol: bots in any language, over a pipe.
 *
 * A referee and a bot exchange lines of text, one message per line, on the
 * bot's stdin (referee to bot) and stdout (bot to referee). docs/protocol.md
 * is the full description; in short:
 *
 *     referee                         bot
 *     coup 1                          id name NAME / id author A /
 *                                     supports OPTION... / coupok 1
 *     isready                         readyok
 *     newgame players N seat S options LIST
 *     obs KEY VALUE ...               (its observation, after every change)
 *     event MOVER MOVE                (a move, as this seat sees it)
 *     go TIME legal MOVE,MOVE,...     play MOVE
 *     gameover winner W [forfeit S REASON]
 *     quit                            info TEXT (any time)
 *
 * Three layers, each usable alone:
 *
 * 1. Messages (I/O-free): coup_proto_parse_to_bot() reads a line the
 *    referee sent, coup_proto_parse_from_bot() a line a bot sent,
 *    coup_proto_format() writes either. A line that does not parse gives
 *    COUP_EPARSE and a reason naming what was expected ("line 'go abc':
 *    expected a time in milliseconds after 'go'"). Formatting then parsing
 *    gives back the identical message, byte for byte.
 *
 * 2. The bot side: a coup_proto_player serves one coup_bot to a referee,
 *    one line at a time (coup_proto_player_line), so it runs in-process in
 *    tests; coup_proto_serve() is its loop over a FILE.
 *
 * 3. The referee side: a coup_proto_proc is one bot process, started from a
 *    shell command, spoken to with deadlines on every read and write; a
 *    fault (the bot exits, hangs, sends garbage, plays an illegal move or
 *    plays when not asked) kills it and leaves a reason. coup_proto_bot_new()
 *    wraps one in a coup_bot, so coup_bots_play() plays it unchanged.
 *
 * Layers 1 and 2 never allocate; layer 3 uses processes, pipes and the heap
 * and ignores SIGPIPE in the calling process.
 */
#ifndef COUP_PROTOCOL_H
#define COUP_PROTOCOL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <coup/bots.h>
#include <coup/coup.h>
#include <coup/rng.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The protocol version this library speaks ("coup 1", "coupok 1"). */
#define COUP_PROTO_VERSION 1
/* The rule options a game over the protocol may have: every one. Since
 * revision 1.2 the obs line carries Reformation's factions and Treasury
 * Reserve (R16, R17), and the moves include its actions (R17, R18). A
 * referee still seats a bot only at a table whose options it listed in
 * 'supports'. */
#define COUP_PROTO_OPTIONS ((unsigned)COUP_OPT_ALL)
/* The longest line either side may send, without its '\n'. */
#define COUP_PROTO_LINE_MAX 4096
/* Room for the free text of a message (name, author, info, a forfeit's
 * reason), with the NUL; longer text is cut. */
#define COUP_PROTO_TEXT_MAX 200

/* ------------------------------------------------------------ messages */

enum coup_proto_kind {
    COUP_PROTO_UNKNOWN, /* a line naming no message of its direction, or a
                           blank line: ignored (forward compatibility) */
    /* referee -> bot */
    COUP_PROTO_HELLO,    /* coup VERSION */
    COUP_PROTO_ISREADY,  /* isready */
    COUP_PROTO_NEWGAME,  /* newgame players N seat S options LIST */
    COUP_PROTO_OBS,      /* obs KEY VALUE ... */
    COUP_PROTO_EVENT,    /* event MOVER MOVE */
    COUP_PROTO_GO,       /* go TIME legal MOVE,MOVE,... */
    COUP_PROTO_GAMEOVER, /* gameover winner W [forfeit S REASON...] */
    COUP_PROTO_QUIT,     /* quit */
    /* bot -> referee */
    COUP_PROTO_ID_NAME,   /* id name NAME... */
    COUP_PROTO_ID_AUTHOR, /* id author AUTHOR... */
    COUP_PROTO_SUPPORTS,  /* supports OPTION... */
    COUP_PROTO_COUPOK,    /* coupok VERSION */
    COUP_PROTO_READYOK,   /* readyok */
    COUP_PROTO_PLAY,      /* play MOVE */
    COUP_PROTO_INFO,      /* info TEXT... */
    COUP_PROTO_NKINDS
};

/* One message of either direction; the fields its kind uses are listed
 * beside them, the others stay 0. */
typedef struct coup_proto_msg {
    int kind;         /* coup_proto_kind */
    int version;      /* HELLO, COUPOK */
    int players;      /* NEWGAME: 2..10 */
    int seat;         /* NEWGAME: the bot's seat */
    unsigned flags;   /* NEWGAME: the game's COUP_OPT_ flags;
                         SUPPORTS: the options listed (names this library
                         does not know are ignored) */
    coup_obs obs;     /* OBS */
    int mover;        /* EVENT: a seat, or COUP_CHANCE */
    coup_move move;   /* EVENT: as the seat sees it (a hidden card is
                         COUP_NOCARD, "?" in text; a prove may carry the
                         card shown in .card, and against an Embezzlement
                         the hand shown in .card and .card2, R18); PLAY */
    long time_ms;     /* GO: milliseconds to answer in, 0..INT_MAX */
    int nlegal;       /* GO: 1..COUP_MAX_MOVES */
    coup_move legal[COUP_MAX_MOVES]; /* GO, in the engine's order */
    int winner;       /* GAMEOVER: a seat, or -1 ("-": none) */
    int forfeit;      /* GAMEOVER: the seat that forfeited, or -1 */
    char text[COUP_PROTO_TEXT_MAX]; /* ID_NAME, ID_AUTHOR, INFO, the
                         forfeit's reason; UNKNOWN: the line's first word */
} coup_proto_msg;

/* Parse one line (with or without its "\n" or "\r\n") into m, which is
 * cleared first. to_bot reads what a referee sends, from_bot what a bot
 * sends; a line of the other direction is UNKNOWN. Returns 0, or
 * COUP_EPARSE with "line '...': expected ..." in why[] (may be NULL). */
int coup_proto_parse_to_bot(const char *line, size_t len, coup_proto_msg *m,
                            char *why, size_t n);
int coup_proto_parse_from_bot(const char *line, size_t len,
                              coup_proto_msg *m, char *why, size_t n);

/* Writes m as one line, without the "\n", into buf[n]. Returns the length,
 * COUP_ESPACE if it does not fit, COUP_EINVAL for a field out of range or
 * an UNKNOWN message. */
int coup_proto_format(const coup_proto_msg *m, char *buf, size_t n);

/* The obs line alone, "obs seat 1 players 3 ...": coup_observe()'s struct
 * and back, byte for byte (the line must start with "obs"). With the
 * option reformation the line ends with the factions and the Treasury
 * Reserve, "reformists 1,3 reserve 2" (R16, R17; revision 1.2); without it
 * those keys are neither written nor accepted, and a struct with factions,
 * a Reserve or a Reformation action is COUP_EINVAL. */
int coup_proto_format_obs(const coup_obs *o, char *buf, size_t n);
int coup_proto_parse_obs(const char *line, size_t len, coup_obs *o,
                         char *why, size_t n);

/* A move of an event: the move text form, where "?" may stand for the
 * hidden card(s) of draw, keep, pick and show (they parse to COUP_NOCARD),
 * and a prove may name the card shown, "prove captain" (in m.card; the
 * engine's prove move has none), or against an Embezzlement the whole
 * hand shown, "prove captain contessa" (the engine's move, R18). */
int coup_proto_parse_seen_move(const char *text, size_t len, coup_move *m,
                               char *why, size_t n);
/* The other way: the text of an event's move, "prove CARD" for a prove
 * with a card. The length, COUP_ESPACE, or COUP_EINVAL for a field out of
 * range. */
int coup_proto_format_seen_move(coup_move m, char *buf, size_t n);

/* ------------------------------------------------------------ bot side */

/* Writes one line (given without its "\n"); 0, or -1 if the referee is
 * gone. */
typedef int (*coup_proto_write_fn)(void *ctx, const char *line, size_t len);

/*
 * Serves a coup_bot to a referee. It answers the handshake, isready, and
 * go; rebuilds the bot's observation from obs lines; calls the kind's
 * start() at the first obs of a game, see() at every event (with the
 * observation before it) and choose() at every go, as coup_bots_play()
 * does, so a bot makes the same moves in-process and over the protocol.
 * A malformed or out-of-place line gets "info error ..." and is otherwise
 * ignored. Fields are private; init sets them.
 */
typedef struct coup_proto_player {
    coup_bot *bot;
    const char *name, *author;   /* for the handshake (borrowed) */
    coup_rng rng;
    coup_proto_write_fn write;
    void *ctx;
    int state;                   /* idle, newgame seen, playing */
    int players, seat;
    unsigned flags;
    bool failed;                 /* a write failed */
    coup_obs obs;                /* the last obs of the game */
    coup_proto_msg msg;          /* the line being handled */
} coup_proto_player;

/* The bot's RNG is seeded with `seed` once; it runs on across games. */
void coup_proto_player_init(coup_proto_player *p, coup_bot *bot,
                            const char *name, const char *author,
                            uint64_t seed, coup_proto_write_fn write,
                            void *ctx);
/* Handles one line from the referee. Returns 0 to go on, 1 after quit,
 * -1 if a write failed. */
int coup_proto_player_line(coup_proto_player *p, const char *line,
                           size_t len);
/* Reads lines from `in` until quit or the end of input. Returns 0, or -1
 * if a write failed. An over-long line is skipped with an error. */
int coup_proto_serve(coup_proto_player *p, FILE *in);
/* A coup_proto_write_fn for a FILE * ctx: the line, "\n", and a flush. */
int coup_proto_write_file(void *ctx, const char *line, size_t len);

/* -------------------------------------------------------- referee side */

/* Faults of a bot process: return codes of the coup_proto_proc functions
 * (negative; 0 is success), with a sentence and a short name for tallies. */
#define COUP_PROTO_FAULTS(X)                                                  \
    X(COUP_PROTO_ESTART, -101, "start", "could not be started")              \
    X(COUP_PROTO_ECRASH, -102, "crash", "exited or closed its output")       \
    X(COUP_PROTO_ETIMEOUT, -103, "timeout", "did not answer in time")        \
    X(COUP_PROTO_EGARBAGE, -104, "garbage", "sent a malformed or unexpected line") \
    X(COUP_PROTO_EILLEGAL, -105, "illegal", "played a move that is not legal") \
    X(COUP_PROTO_EUNASKED, -106, "unasked", "played when not asked")         \
    X(COUP_PROTO_EVERSION, -107, "version", "speaks another protocol version") \
    X(COUP_PROTO_EOPTIONS, -108, "options", "does not support the game's options")

enum coup_proto_fault {
#define COUP_PROTO_X_ENUM(name, value, word, text) name = value,
    COUP_PROTO_FAULTS(COUP_PROTO_X_ENUM)
#undef COUP_PROTO_X_ENUM
};

/* "did not answer in time", ...; coup_strerror() for other codes. */
const char *coup_proto_strerror(int code);
/* "timeout", "crash", ...; "ok" for 0, "error" for other codes. */
const char *coup_proto_fault_name(int code);

/* Time limits, in milliseconds. */
typedef struct coup_proto_limits {
    int start_ms; /* to start and answer the handshake; each isready; and
                     the longest a write may wait on a full pipe */
    int move_ms;  /* per decision: the TIME of go */
    int grace_ms; /* waited beyond move_ms before the bot is out of time */
} coup_proto_limits;

#define COUP_PROTO_LIMITS_DEFAULT {5000, 1000, 200}

/* Sees every line sent ('>') and received ('<'), without its "\n". */
typedef void (*coup_proto_log_fn)(void *ctx, int dir, const char *line,
                                  size_t len);

/*
 * One bot process. The caller owns the struct; init, then start. After a
 * fault the process is killed and reaped, `fault` and `reason` say why,
 * and every call returns the fault until the next start. Fields up to
 * `log_ctx` may be read; `log` and `log_ctx` may be set at any time.
 */
typedef struct coup_proto_proc {
    int pid;                      /* > 0 while running */
    int version;                  /* from coupok */
    unsigned supports;            /* COUP_OPT_ flags from supports */
    char name[COUP_PROTO_TEXT_MAX];   /* from id name ("" if none) */
    char author[COUP_PROTO_TEXT_MAX]; /* from id author */
    int fault;                    /* 0, or the COUP_PROTO_E... code */
    char reason[320];             /* the fault in a sentence */
    coup_proto_limits lim;
    coup_proto_log_fn log;
    void *log_ctx;
    /* private */
    const char *stage;            /* "during the handshake", ... */
    int to_bot, from_bot;         /* pipe ends, -1 when closed */
    size_t start, end;            /* unread bytes: in[start..end) */
    size_t outlen;                /* queued bytes: out[0..outlen) */
    char in[COUP_PROTO_LINE_MAX + 2];
    char out[4 * COUP_PROTO_LINE_MAX];
    coup_proto_msg msg;
} coup_proto_proc;

/* lim may be NULL for COUP_PROTO_LIMITS_DEFAULT. */
void coup_proto_proc_init(coup_proto_proc *p, const coup_proto_limits *lim);
/* Runs `/bin/sh -c COMMAND` in a process group of its own, with pipes on
 * its stdin and stdout (stderr is inherited), then the handshake and one
 * isready. 0 or a fault. */
int coup_proto_proc_start(coup_proto_proc *p, const char *command);
/* Queues one message; 0 or a fault. Queued lines are written when the
 * referee next waits for an answer (ready, go), at flush, and whenever the
 * queue fills; a write waits at most lim.start_ms for room in the pipe. */
int coup_proto_proc_send(coup_proto_proc *p, const coup_proto_msg *m);
int coup_proto_proc_flush(coup_proto_proc *p);
/* isready, then waits lim.start_ms for readyok. */
int coup_proto_proc_ready(coup_proto_proc *p);
/* Sends isready and go with lim.move_ms and legal[0..n) (one write),
 * waits lim.move_ms + lim.grace_ms for readyok and then play, and checks
 * the move is one of legal[]. A play the bot sent before that readyok
 * (which it wrote before it read go) is the fault COUP_PROTO_EUNASKED,
 * whenever it arrives; so is a play while coup_proto_proc_ready() waits. */
int coup_proto_proc_go(coup_proto_proc *p, const coup_move *legal, int n,
                       coup_move *chosen);
/* Sends quit, waits a moment for the exit, then kills what is left.
 * Keeps `fault`. Safe to call on a process that is not running. */
void coup_proto_proc_stop(coup_proto_proc *p);
bool coup_proto_proc_running(const coup_proto_proc *p);

/* ------------------------------------------- an external bot as coup_bot */

/*
 * A coup_bot backed by a process: spec "cmd:PROGRAM ARGS" (run by
 * /bin/sh -c). The process starts (and answers the handshake) here, and is
 * reused across games. Its kind forwards start/see/choose over the
 * protocol; when the bot faults during a game, choose() returns an illegal
 * move (so coup_bots_play() stops with COUP_EILLEGAL and this seat as the
 * culprit) and coup_proto_bot_fault() tells why; the next game restarts
 * the process. lim may be NULL for the defaults. Returns NULL with a reason.
 */
coup_bot *coup_proto_bot_new(const char *spec, const coup_proto_limits *lim,
                             char *why, size_t n);
/* Like coup_proto_bot_new(), but a process that does not start (or fails
 * its handshake) still gives a bot, with the reason in why[] (may be
 * NULL): its first game is forfeited with that fault, which
 * coup_proto_bot_fault() reports from now on, and the game after it
 * starts the process again. An arena uses it so that a bot that is slow
 * to start loses a game, not the run. NULL only for a bad spec or no
 * memory. */
coup_bot *coup_proto_bot_new_lenient(const char *spec,
                                     const coup_proto_limits *lim, char *why,
                                     size_t n);
/* Stops the process (quit) and frees the bot. Use this, not
 * coup_bot_free(), for these bots. NULL is fine. */
void coup_proto_bot_free(coup_bot *b);
/* Whether b came from coup_proto_bot_new(). */
bool coup_proto_bot_is(const coup_bot *b);
/* The fault of the current (or last) game: 0, or a COUP_PROTO_E... code
 * with its sentence in *reason (may be NULL). A fault can happen outside
 * choose() (the bot died while only watching): check after every game. */
int coup_proto_bot_fault(const coup_bot *b, const char **reason);
/* The process, for its name, author, and log hook. */
coup_proto_proc *coup_proto_bot_proc(coup_bot *b);
/* Tells the bot the game is over: the final observation if known (NULL:
 * not sent), the winner (-1: none) and the seat that forfeited (-1: none)
 * with the reason. Nothing is sent to a bot that faulted in this game. */
int coup_proto_bot_gameover(coup_bot *b, const coup_obs *final, int winner,
                            int forfeit, const char *reason);

#ifdef __cplusplus
}
#endif

#endif
