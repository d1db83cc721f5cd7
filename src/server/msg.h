/*
 * msg.h: the client messages of docs/web-protocol.md, decoded.
 *
 * msg_decode() turns the bytes of one WebSocket text frame into a plain
 * struct whose every field has been checked: the hub then never looks at
 * JSON a client wrote. It keeps no state and knows nothing of rooms, so
 * that the fuzzer (fuzz/fuzz_web_msg.c) can call it on any bytes with only
 * libcoup and Jansson.
 */
#ifndef COUP_SERVER_MSG_H
#define COUP_SERVER_MSG_H

#include <stdbool.h>
#include <stddef.h>

#include <coup/coup.h>

#define MSG_MAX_BYTES 4096 /* one client message at most */
#define MSG_NAME_CHARS 20  /* a player's name, in characters */
#define MSG_CHAT_CHARS 200 /* a chat line, in characters */
#define MSG_MOVE_BYTES 64  /* a move's text */
#define MSG_TIMER_MIN 10   /* a decision timer, in seconds (or 0) */
#define MSG_TIMER_MAX 600
#define MSG_CODE_ALPHABET "BCDFGHJKLMNPQRSTVWXZ" /* room codes: no vowels */

/* The message types, in the order of the doc's table. */
#define MSG_TYPES(X)                                                         \
    X(MSG_HELLO, "hello")                                                    \
    X(MSG_LANG, "lang")                                                      \
    X(MSG_LOBBY, "lobby")                                                    \
    X(MSG_CREATE, "create")                                                  \
    X(MSG_JOIN, "join")                                                      \
    X(MSG_RESUME, "resume")                                                  \
    X(MSG_WATCH, "watch")                                                    \
    X(MSG_LEAVE, "leave")                                                    \
    X(MSG_SETTINGS, "settings")                                              \
    X(MSG_ADD_BOT, "add_bot")                                                \
    X(MSG_REMOVE, "remove")                                                  \
    X(MSG_START, "start")                                                    \
    X(MSG_MOVE, "move")                                                      \
    X(MSG_AGAIN, "again")                                                    \
    X(MSG_CHAT, "chat")                                                      \
    X(MSG_HINT, "hint")

enum msg_type {
    MSG_NONE = -1, /* the type could not be read */
#define MSG_X_ENUM(name, text) name,
    MSG_TYPES(MSG_X_ENUM)
#undef MSG_X_ENUM
    MSG_NTYPES
};

/* Why a message is refused: the `error` codes of the doc that msg_decode()
 * can give (the hub adds the others). */
enum msg_error {
    MSG_OK = 0,
    MSG_E_BAD_JSON = -1,
    MSG_E_TOO_BIG = -2,
    MSG_E_BAD_UTF8 = -3,
    MSG_E_BAD_TYPE = -4,
    MSG_E_BAD_FIELD = -5
};

/* The bots a room may choose (its `bots`), by name on the wire and in the
 * store: the levels random, heuristic and search ("Expert"); the
 * personalities honest, bluffer, challenger and cautious; and mixed, a
 * different bot at each seat (table.c: table_seat_level()). A seat's bot
 * is one of the others, never mixed. The wire and the store name them
 * (msg_level_name()): the numbers are this process's own. */
enum msg_level {
    MSG_BOT_RANDOM, MSG_BOT_HONEST, MSG_BOT_HEURISTIC, MSG_BOT_SEARCH,
    MSG_BOT_BLUFFER, MSG_BOT_CHALLENGER, MSG_BOT_CAUTIOUS, MSG_BOT_MIXED,
    MSG_NLEVELS
};

/* Which optional fields a `settings` (or `create`) carried. */
enum {
    MSG_HAS_PLAYERS = 1 << 0,
    MSG_HAS_OPTIONS = 1 << 1,
    MSG_HAS_TIMER = 1 << 2,
    MSG_HAS_PUBLIC = 1 << 3,
    MSG_HAS_BOTS = 1 << 4,
    MSG_HAS_HINTS = 1 << 5
};

/* What a refused message got wrong, as the hub needs it to word the
 * refusal for a person in their own language (msg_decode()'s `why` is the
 * English for developers): the decoder itself holds no such words. */
enum msg_fault_kind {
    MSG_F_NONE,
    MSG_F_TOO_BIG,     /* past MSG_MAX_BYTES */
    MSG_F_UNREADABLE,  /* not UTF-8, not a JSON object, no known type */
    MSG_F_FIELD,       /* `field` missing, or not what it must be */
    MSG_F_VERSION,     /* a hello of another protocol version */
    MSG_F_CODE,        /* a room code that cannot be one */
    MSG_F_EMPTY,       /* text `field` (name, text) blank */
    MSG_F_LONG,        /* text `field` past `max` characters */
    MSG_F_INVISIBLE,   /* text `field` holds a control or invisible one */
    MSG_F_DRAFT        /* R11: the draft with other than 2 players */
};

typedef struct msg_fault {
    int kind;          /* enum msg_fault_kind */
    const char *field; /* the field's JSON name ("name"), or NULL */
    int max;           /* MSG_F_LONG: characters at most */
} msg_fault;

typedef struct msg {
    int type;            /* enum msg_type */
    msg_fault fault;     /* after a refusal: what was wrong */
    unsigned has;        /* MSG_HAS_...: fields given (create, settings) */
    int v;               /* hello: the protocol version (1) */
    char lang[8];        /* hello, lang: a code coup_lang_find() knows, or
                            "" (hello with a language we do not have) */
    char name[4 * MSG_NAME_CHARS + 1]; /* trimmed, valid */
    char code[5];        /* upper case */
    char token[33];      /* lower-case hex */
    char key[33];        /* join, watch: the room's key, lower-case hex, or
                            "" when not given */
    int players;         /* 2..10 */
    unsigned options;    /* COUP_OPT_... */
    int timer;           /* seconds: 0 or 10..600 */
    bool public_;
    bool hints;          /* create, settings: the room offers hints */
    int bots;            /* enum msg_level */
    int seat;            /* remove */
    coup_move move;      /* move: parsed, not judged */
    int turn;            /* move, hint: >= 0 */
    char text[4 * MSG_CHAT_CHARS + 1]; /* chat, trimmed */
} msg;

/* Decodes data[0..len) into *m. Returns MSG_OK, or a msg_error with a
 * sentence in why[n] saying what is wrong (English, for developers: which
 * field and what was expected) and m->fault saying the same for the hub
 * to word; m->type is then the type named in the message if it could be
 * read, else MSG_NONE. */
int msg_decode(const char *data, size_t len, msg *m, char *why, size_t n);

/* A text as a name or a chat line must be (s[0..len), any bytes): 1 to
 * max characters once trimmed of blanks at both ends, valid UTF-8,
 * nothing invisible. 0 with the trimmed text in out (4 * max + 1 bytes),
 * else MSG_F_EMPTY, MSG_F_INVISIBLE or MSG_F_LONG. Messages' texts go
 * through it, and so does the tutorial's ?name= (tutorial.c). */
int msg_text_check(const char *s, size_t len, int max, char *out);

/* "hello", ...; "" for MSG_NONE. */
const char *msg_type_name(int type);
/* "bad_json", ... for a msg_error. */
const char *msg_error_code(int err);
/* "random", "honest", "heuristic", "search", "bluffer", "challenger",
 * "cautious", "mixed" (enum msg_level); "?" for another number, -1 from
 * parse for another word. */
const char *msg_level_name(int level);
int msg_level_parse(const char *word);

/* Whether s (NUL-terminated) is valid UTF-8 (no overlong form, no
 * surrogate, nothing past U+10FFFF). */
bool msg_utf8_ok(const char *s, size_t len);
/* The code point at s[*i] of s[0..len) (advancing *i past it), or -1 when
 * the bytes there are not the shortest UTF-8 form of a scalar value. */
long msg_utf8_next(const unsigned char *s, size_t len, size_t *i);

#endif
