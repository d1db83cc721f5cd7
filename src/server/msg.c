/*
 * msg.c: the client messages, from bytes to a checked struct (msg.h).
 *
 * The order of the checks is the order of the doc's error codes: size,
 * UTF-8 (checked here, before Jansson sees the bytes, so that the reason is
 * ours), JSON, an object, a known type, then each field the type needs,
 * with its type and its range. A field the type does not use is ignored,
 * so that a newer client can add fields. Every refusal says, in one
 * sentence, which field and what was expected.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include <jansson.h>

#include <coup/text.h>

#include "server/msg.h"

static const char *const type_names[] = {
#define MSG_X_NAME(name, text) text,
    MSG_TYPES(MSG_X_NAME)
#undef MSG_X_NAME
};

static const char *const level_names[MSG_NLEVELS] = {
    [MSG_BOT_RANDOM] = "random",         [MSG_BOT_HONEST] = "honest",
    [MSG_BOT_HEURISTIC] = "heuristic",   [MSG_BOT_SEARCH] = "search",
    [MSG_BOT_BLUFFER] = "bluffer",       [MSG_BOT_CHALLENGER] = "challenger",
    [MSG_BOT_CAUTIOUS] = "cautious",     [MSG_BOT_MIXED] = "mixed",
};

/* The refusal of another `bots`: every name above, levels first. */
_Static_assert(MSG_NLEVELS == 8, "a new bot choice is named in BOTS_ALLOWED");
#define BOTS_ALLOWED                                                         \
    "'bots' must be random, heuristic or search (levels), honest, "        \
    "bluffer, challenger or cautious (personalities), or mixed"

const char *msg_type_name(int type)
{
    return type >= 0 && type < MSG_NTYPES ? type_names[type] : "";
}

const char *msg_error_code(int err)
{
    switch (err) {
    case MSG_E_BAD_JSON: return "bad_json";
    case MSG_E_TOO_BIG: return "too_big";
    case MSG_E_BAD_UTF8: return "bad_utf8";
    case MSG_E_BAD_TYPE: return "bad_type";
    case MSG_E_BAD_FIELD: return "bad_field";
    default: return "ok";
    }
}

const char *msg_level_name(int level)
{
    return level >= 0 && level < MSG_NLEVELS ? level_names[level] : "?";
}

int msg_level_parse(const char *word)
{
    for (int i = 0; i < MSG_NLEVELS; i++)
        if (!strcmp(word, level_names[i]))
            return i;
    return -1;
}

/* ------------------------------------------------------------ UTF-8 */

long msg_utf8_next(const unsigned char *s, size_t len, size_t *i)
{
    unsigned c = s[*i];
    int more;
    long cp, min;
    if (c < 0x80) {
        (*i)++;
        return c;
    }
    if (c >= 0xC2 && c <= 0xDF)
        more = 1, cp = c & 0x1F, min = 0x80;
    else if (c >= 0xE0 && c <= 0xEF)
        more = 2, cp = c & 0x0F, min = 0x800;
    else if (c >= 0xF0 && c <= 0xF4)
        more = 3, cp = c & 0x07, min = 0x10000;
    else
        return -1;
    if (len - *i <= (size_t)more)
        return -1;
    for (int k = 1; k <= more; k++) {
        unsigned d = s[*i + (size_t)k];
        if ((d & 0xC0) != 0x80)
            return -1;
        cp = (cp << 6) | (d & 0x3F);
    }
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
        return -1;
    *i += (size_t)more + 1;
    return cp;
}

bool msg_utf8_ok(const char *s, size_t len)
{
    size_t i = 0;
    while (i < len)
        if (msg_utf8_next((const unsigned char *)s, len, &i) < 0)
            return false;
    return true;
}

/* Characters a name or a chat line may not hold: controls (C0, DEL, C1),
 * the line and paragraph separators, and the invisible ones that let a
 * name pass for another (zero-width, direction overrides, BOM). */
static bool unprintable(long cp)
{
    return cp < 0x20 || (cp >= 0x7F && cp <= 0x9F) ||
           (cp >= 0x200B && cp <= 0x200F) || (cp >= 0x2028 && cp <= 0x202E) ||
           (cp >= 0x2060 && cp <= 0x206F) || cp == 0xFEFF;
}

/* ------------------------------------------------------------ fields */

struct ctx {
    json_t *obj;
    char *why;
    size_t n;
    msg *m;
};

/* A refusal: its code, what was wrong (m->fault: the kind, the field)
 * and the developer's sentence. */
static int fail(struct ctx *c, int err, int kind, const char *field,
                const char *fmt, ...) __attribute__((format(printf, 5, 6)));
static int fail(struct ctx *c, int err, int kind, const char *field,
                const char *fmt, ...)
{
    c->m->fault = (msg_fault){kind, field, 0};
    if (c->why && c->n) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(c->why, c->n, fmt, ap);
        va_end(ap);
    }
    return err;
}

/* The field `key`: NULL when missing (then an error if required). */
static json_t *field(struct ctx *c, const char *key, bool required, int *rc)
{
    json_t *v = json_object_get(c->obj, key);
    *rc = 0;
    if (!v && required)
        *rc = fail(c, MSG_E_BAD_FIELD, MSG_F_FIELD, key, "'%s' is missing",
                   key);
    return v;
}

static int get_int(struct ctx *c, const char *key, bool required, int lo,
                   int hi, int *out, bool *given)
{
    int rc;
    json_t *v = field(c, key, required, &rc);
    if (given)
        *given = v != NULL;
    if (!v)
        return rc;
    if (!json_is_integer(v))
        return fail(c, MSG_E_BAD_FIELD, MSG_F_FIELD, key,
                    "'%s' must be a whole number", key);
    json_int_t x = json_integer_value(v);
    if (x < lo || x > hi)
        return fail(c, MSG_E_BAD_FIELD, MSG_F_FIELD, key,
                    "'%s' must be from %d to %d", key, lo, hi);
    *out = (int)x;
    return 0;
}

static int get_str(struct ctx *c, const char *key, bool required,
                   const char **s, size_t *len)
{
    int rc;
    json_t *v = field(c, key, required, &rc);
    *s = NULL;
    if (!v)
        return rc;
    if (!json_is_string(v))
        return fail(c, MSG_E_BAD_FIELD, MSG_F_FIELD, key,
                    "'%s' must be a string", key);
    *s = json_string_value(v);
    *len = json_string_length(v);
    return 0;
}

int msg_text_check(const char *s, size_t len, int max, char *out)
{
    size_t i = 0, chars = 0;
    while (len > 0 && (s[len - 1] == ' ' || s[len - 1] == '\t'))
        len--;
    while (len > 0 && (*s == ' ' || *s == '\t'))
        s++, len--;
    if (len == 0)
        return MSG_F_EMPTY;
    while (i < len) {
        long cp = msg_utf8_next((const unsigned char *)s, len, &i);
        if (cp < 0 || unprintable(cp))
            return MSG_F_INVISIBLE;
        if (++chars > (size_t)max)
            return MSG_F_LONG;
    }
    memcpy(out, s, len);
    out[len] = '\0';
    return 0;
}

/* Text of 1..max characters, printable, trimmed of blanks at both ends,
 * into out (4 * max + 1 bytes). */
static int get_text(struct ctx *c, const char *key, int max, char *out)
{
    const char *s;
    size_t len;
    int rc = get_str(c, key, true, &s, &len);
    if (rc)
        return rc;
    switch (msg_text_check(s, len, max, out)) {
    case MSG_F_EMPTY:
        return fail(c, MSG_E_BAD_FIELD, MSG_F_EMPTY, key,
                    "'%s' must not be empty", key);
    case MSG_F_INVISIBLE:
        return fail(c, MSG_E_BAD_FIELD, MSG_F_INVISIBLE, key,
                    "'%s' holds a control or invisible character", key);
    case MSG_F_LONG:
        rc = fail(c, MSG_E_BAD_FIELD, MSG_F_LONG, key,
                  "'%s' is longer than %d characters", key, max);
        c->m->fault.max = max;
        return rc;
    }
    return 0;
}

static int get_code(struct ctx *c, char out[5])
{
    const char *s;
    size_t len;
    int rc = get_str(c, "code", true, &s, &len);
    if (rc)
        return rc;
    if (len != 4)
        return fail(c, MSG_E_BAD_FIELD, MSG_F_CODE, "code",
                    "'code' must be 4 letters");
    for (int i = 0; i < 4; i++) {
        char u = (char)toupper((unsigned char)s[i]);
        if (!isalpha((unsigned char)s[i]) || !strchr(MSG_CODE_ALPHABET, u))
            return fail(c, MSG_E_BAD_FIELD, MSG_F_CODE, "code",
                        "'code' must be 4 letters of %s", MSG_CODE_ALPHABET);
        out[i] = u;
    }
    out[4] = '\0';
    return 0;
}

/* A secret of 32 hex digits (`token`, `key`), lower-cased into out; out
 * is "" when an optional one is missing. */
static int get_hex32(struct ctx *c, const char *key, bool required,
                     char out[33])
{
    const char *s;
    size_t len;
    int rc = get_str(c, key, required, &s, &len);
    out[0] = '\0';
    if (rc || !s)
        return rc;
    if (len != 32)
        return fail(c, MSG_E_BAD_FIELD, MSG_F_FIELD, key,
                    "'%s' must be 32 hex digits", key);
    for (int i = 0; i < 32; i++) {
        if (!isxdigit((unsigned char)s[i]))
            return fail(c, MSG_E_BAD_FIELD, MSG_F_FIELD, key,
                        "'%s' must be 32 hex digits", key);
        out[i] = (char)tolower((unsigned char)s[i]);
    }
    out[32] = '\0';
    return 0;
}

static int get_lang(struct ctx *c, bool required, char out[8])
{
    const char *s;
    size_t len;
    int rc = get_str(c, "lang", required, &s, &len);
    out[0] = '\0';
    if (rc || !s)
        return rc;
    for (int i = 0; coup_langs[i]; i++)
        if (len == strlen(coup_langs[i]->code) &&
            !strncmp(s, coup_langs[i]->code, len)) {
            strcpy(out, coup_langs[i]->code);
            return 0;
        }
    if (required)
        return fail(c, MSG_E_BAD_FIELD, MSG_F_FIELD, "lang",
                    "'lang' must be one of en, it, pt, es, fr, de, ar, hi");
    return 0; /* hello: a language we lack means English */
}

static int get_options(struct ctx *c, unsigned *out, bool *given)
{
    int rc;
    json_t *v = field(c, "options", false, &rc);
    *given = v != NULL;
    *out = 0;
    if (!v)
        return 0;
    if (!json_is_array(v))
        return fail(c, MSG_E_BAD_FIELD, MSG_F_FIELD, "options",
                    "'options' must be a list of names");
    for (size_t i = 0; i < json_array_size(v); i++) {
        json_t *e = json_array_get(v, i);
        unsigned f = json_is_string(e)
                         ? coup_option_parse(json_string_value(e),
                                             json_string_length(e))
                         : 0;
        if (!f)
            return fail(c, MSG_E_BAD_FIELD, MSG_F_FIELD, "options",
                        "'options' holds an unknown option (known: "
                        "inquisitor, two_player_draft, declared_coup, "
                        "declared_assassinate, reformation)");
        *out |= f;
    }
    return 0;
}

/* The room settings of create (players required) and settings (all
 * optional). */
static int get_settings(struct ctx *c, msg *m, bool create)
{
    bool given;
    const char *s;
    size_t len;
    int rc = get_int(c, "players", create, COUP_MIN_PLAYERS, COUP_MAX_PLAYERS,
                     &m->players, &given);
    if (rc)
        return rc;
    m->has |= given ? MSG_HAS_PLAYERS : 0;
    if ((rc = get_options(c, &m->options, &given)))
        return rc;
    m->has |= given ? MSG_HAS_OPTIONS : 0;
    if ((rc = get_int(c, "timer", false, 0, MSG_TIMER_MAX, &m->timer,
                      &given)))
        return rc;
    if (given && m->timer != 0 && m->timer < MSG_TIMER_MIN)
        return fail(c, MSG_E_BAD_FIELD, MSG_F_FIELD, "timer",
                    "'timer' must be 0 (none) or from %d to %d seconds",
                    MSG_TIMER_MIN, MSG_TIMER_MAX);
    m->has |= given ? MSG_HAS_TIMER : 0;
    json_t *p = field(c, "public", false, &rc);
    if (p) {
        if (!json_is_boolean(p))
            return fail(c, MSG_E_BAD_FIELD, MSG_F_FIELD, "public",
                        "'public' must be true or false");
        m->public_ = json_is_true(p);
        m->has |= MSG_HAS_PUBLIC;
    }
    p = field(c, "hints", false, &rc);
    if (p) {
        if (!json_is_boolean(p))
            return fail(c, MSG_E_BAD_FIELD, MSG_F_FIELD, "hints",
                        "'hints' must be true or false");
        m->hints = json_is_true(p);
        m->has |= MSG_HAS_HINTS;
    }
    if ((rc = get_str(c, "bots", false, &s, &len)))
        return rc;
    if (s) {
        if ((m->bots = msg_level_parse(s)) < 0)
            return fail(c, MSG_E_BAD_FIELD, MSG_F_FIELD, "bots", "%s",
                        BOTS_ALLOWED);
        m->has |= MSG_HAS_BOTS;
    }
    /* R11: the draft is a two-player variant. */
    if ((m->has & MSG_HAS_PLAYERS) && (m->options & COUP_OPT_TWO_PLAYER_DRAFT) &&
        m->players != 2)
        return fail(c, MSG_E_BAD_FIELD, MSG_F_DRAFT, "options",
                    "the option two_player_draft needs 2 players (R11)");
    return 0;
}

static int get_move(struct ctx *c, msg *m)
{
    const char *s;
    size_t len;
    char reason[128];
    int rc = get_str(c, "move", true, &s, &len);
    if (rc)
        return rc;
    if (len > MSG_MOVE_BYTES)
        return fail(c, MSG_E_BAD_FIELD, MSG_F_FIELD, "move",
                    "'move' is longer than %d bytes", MSG_MOVE_BYTES);
    if (coup_move_parse(s, len, &m->move, reason, sizeof reason))
        return fail(c, MSG_E_BAD_FIELD, MSG_F_FIELD, "move", "'move': %s",
                    reason);
    return get_int(c, "turn", true, 0, 1 << 30, &m->turn, NULL);
}

static int get_fields(struct ctx *c, msg *m)
{
    switch (m->type) {
    case MSG_HELLO:
        m->v = 1;
        {
            int rc = get_int(c, "v", false, 1, 1, &m->v, NULL);
            if (rc)
                return fail(c, rc, MSG_F_VERSION, "v",
                            "'v' must be 1: this server speaks version 1 of "
                            "the protocol");
        }
        return get_lang(c, false, m->lang);
    case MSG_LANG:
        return get_lang(c, true, m->lang);
    case MSG_CREATE: {
        int rc = get_text(c, "name", MSG_NAME_CHARS, m->name);
        return rc ? rc : get_settings(c, m, true);
    }
    case MSG_JOIN: {
        int rc = get_code(c, m->code);
        if (!rc)
            rc = get_text(c, "name", MSG_NAME_CHARS, m->name);
        return rc ? rc : get_hex32(c, "key", false, m->key);
    }
    case MSG_RESUME: {
        int rc = get_code(c, m->code);
        return rc ? rc : get_hex32(c, "token", true, m->token);
    }
    case MSG_WATCH: {
        int rc = get_code(c, m->code);
        return rc ? rc : get_hex32(c, "key", false, m->key);
    }
    case MSG_SETTINGS:
        return get_settings(c, m, false);
    case MSG_REMOVE:
        return get_int(c, "seat", true, 0, COUP_MAX_PLAYERS - 1, &m->seat,
                       NULL);
    case MSG_MOVE:
        return get_move(c, m);
    case MSG_CHAT:
        return get_text(c, "text", MSG_CHAT_CHARS, m->text);
    case MSG_HINT:
        return get_int(c, "turn", true, 0, 1 << 30, &m->turn, NULL);
    default: /* lobby, leave, add_bot, start, again: no fields */
        return 0;
    }
}

int msg_decode(const char *data, size_t len, msg *m, char *why, size_t n)
{
    struct ctx c = {NULL, why, n, m};
    json_error_t err;
    int rc;
    memset(m, 0, sizeof *m);
    m->type = MSG_NONE;
    m->bots = MSG_BOT_HEURISTIC;
    if (why && n)
        why[0] = '\0';
    if (len > MSG_MAX_BYTES)
        return fail(&c, MSG_E_TOO_BIG, MSG_F_TOO_BIG, NULL,
                    "a message is %d bytes at most", MSG_MAX_BYTES);
    if (!msg_utf8_ok(data, len))
        return fail(&c, MSG_E_BAD_UTF8, MSG_F_UNREADABLE, NULL,
                    "a message must be valid UTF-8");
    c.obj = json_loadb(data, len, 0, &err);
    if (!c.obj)
        return fail(&c, MSG_E_BAD_JSON, MSG_F_UNREADABLE, NULL,
                    "not JSON: %s", err.text);
    if (!json_is_object(c.obj)) {
        json_decref(c.obj);
        return fail(&c, MSG_E_BAD_JSON, MSG_F_UNREADABLE, NULL,
                    "a message must be a JSON object");
    }
    json_t *t = json_object_get(c.obj, "type");
    if (!json_is_string(t)) {
        rc = fail(&c, MSG_E_BAD_TYPE, MSG_F_UNREADABLE, NULL,
                  "'type' must be a string");
    } else {
        for (int i = 0; i < MSG_NTYPES; i++)
            if (!strcmp(json_string_value(t), type_names[i]))
                m->type = i;
        rc = m->type == MSG_NONE
                 ? fail(&c, MSG_E_BAD_TYPE, MSG_F_UNREADABLE, NULL,
                        "unknown message type")
                 : get_fields(&c, m);
    }
    json_decref(c.obj);
    return rc;
}
