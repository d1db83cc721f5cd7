/*
 * record.c - building a record in memory and writing its canonical text.
 *
 * The canonical text is the one a driver writes and the one the round-trip
 * property is stated on: the header lines in a fixed order (optional ones
 * only when they say something), then one item per line, then the result.
 * Parsing it and formatting again gives the same bytes (tests/test_record.c
 * plays thousands of games to hold that).
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "record/internal.h"

/* ------------------------------------------------------------ errors */

int coup__record_err(coup_record_error *err, int code, int line,
                     const char *fmt, ...)
{
    if (err) {
        va_list ap;
        err->line = line;
        va_start(ap, fmt);
        vsnprintf(err->msg, sizeof err->msg, fmt, ap);
        va_end(ap);
    }
    return code;
}

/* ---------------------------------------------------------- building */

void coup_record_init(coup_record *r, const coup_options *o)
{
    memset(r, 0, sizeof *r);
    if (o)
        r->options = *o;
    r->result = -1;
}

bool coup__record_name_ok(const char *name, size_t len)
{
    if (len < 1 || len > COUP_RECORD_NAME_MAX)
        return false;
    for (size_t i = 0; i < len; i++) {
        char c = name[i];
        if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ||
              (c >= '0' && c <= '9') || c == '_' || c == '.' || c == '-'))
            return false;
    }
    return true;
}

int coup_record_set_names(coup_record *r, int n, const char *const names[])
{
    if (!r || n != r->options.players || n < 0 || n > COUP_MAX_PLAYERS ||
        !names)
        return COUP_EINVAL;
    for (int i = 0; i < n; i++)
        if (!names[i] || !coup__record_name_ok(names[i], strlen(names[i])))
            return COUP_EINVAL;
    for (int i = 0; i < n; i++)
        snprintf(r->names[i], sizeof r->names[i], "%s", names[i]);
    r->nnames = n;
    return COUP_OK;
}

int coup_record_push(coup_record *r, const coup_record_item *item)
{
    if (r->n == r->cap) {
        size_t cap = r->cap ? r->cap * 2 : 64;
        if (cap > (size_t)-1 / 2 / sizeof *r->items)
            return COUP_EINVAL;
        coup_record_item *p = realloc(r->items, cap * sizeof *p);
        if (!p)
            return COUP_EINVAL;
        r->items = p;
        r->cap = cap;
    }
    r->items[r->n++] = *item;
    return COUP_OK;
}

int coup__record_move_cmp(const void *a, const void *b)
{
    const coup_move *x = a, *y = b;
    int d = x->type - y->type;
    if (!d)
        d = x->target - y->target;
    if (!d)
        d = x->card - y->card;
    if (!d)
        d = x->card2 - y->card2;
    return d;
}

int coup_record_push_legal(coup_record *r, int line, const coup_move *m,
                           int n)
{
    if (!r || n < 0 || n > COUP_MAX_MOVES || (n && !m))
        return COUP_EINVAL;
    /* Allocated even for n == 0 ("check legal none"): list below must not
     * be NULL + 0, which C leaves undefined. */
    if (r->nlegal + (size_t)n > r->caplegal || !r->legal) {
        size_t cap = r->caplegal ? r->caplegal : 256;
        while (cap < r->nlegal + (size_t)n)
            cap *= 2;
        coup_move *p = realloc(r->legal, cap * sizeof *p);
        if (!p)
            return COUP_EINVAL;
        r->legal = p;
        r->caplegal = cap;
    }
    coup_move *list = r->legal + r->nlegal;
    if (n)
        memcpy(list, m, (size_t)n * sizeof *m);
    qsort(list, (size_t)n, sizeof *list, coup__record_move_cmp);
    for (int i = 1; i < n; i++)
        if (coup__record_move_cmp(&list[i - 1], &list[i]) == 0)
            return COUP_EINVAL;
    coup_record_item it;
    memset(&it, 0, sizeof it);
    it.kind = COUP_RECORD_CHECK;
    it.line = line;
    it.check.kind = COUP_CHECK_LEGAL;
    it.check.seat = it.check.coins = it.check.alive = -1;
    it.check.nhidden = it.check.nup = it.check.faction = -1;
    it.check.phase = it.check.card = -1;
    it.check.value = n;
    it.check.first = (int)r->nlegal;
    if (coup_record_push(r, &it))
        return COUP_EINVAL;
    r->nlegal += (size_t)n;
    return COUP_OK;
}

int coup_record_add(coup_record *r, int seat, coup_move m)
{
    if (seat != COUP_CHANCE && (seat < 0 || seat >= COUP_MAX_PLAYERS))
        return COUP_EINVAL;
    coup_record_item it;
    memset(&it, 0, sizeof it);
    it.kind = COUP_RECORD_MOVE;
    it.seat = seat;
    it.move = m;
    return coup_record_push(r, &it);
}

void coup_record_free(coup_record *r)
{
    if (!r)
        return;
    free(r->items);
    r->items = NULL;
    r->n = r->cap = 0;
    free(r->legal);
    r->legal = NULL;
    r->nlegal = r->caplegal = 0;
}

/* ------------------------------------------------------- text buffer */

/* A growing string; `failed` once memory ran out (later appends are
 * ignored, and the caller gets NULL). */
struct buf {
    char *p;
    size_t len, cap;
    bool failed;
};

static void put(struct buf *b, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

static void put(struct buf *b, const char *fmt, ...)
{
    if (b->failed)
        return;
    for (;;) {
        va_list ap;
        va_start(ap, fmt);
        int k = vsnprintf(b->p ? b->p + b->len : NULL,
                          b->p ? b->cap - b->len : 0, fmt, ap);
        va_end(ap);
        if (k < 0) {
            b->failed = true;
            return;
        }
        if (b->p && b->len + (size_t)k < b->cap) {
            b->len += (size_t)k;
            return;
        }
        size_t cap = b->cap ? b->cap : 256;
        while (cap < b->len + (size_t)k + 1)
            cap *= 2;
        char *p = realloc(b->p, cap);
        if (!p) {
            b->failed = true;
            return;
        }
        b->p = p;
        b->cap = cap;
    }
}

/* --------------------------------------------------------- canonical */

static const char *card(int c) { return coup_card_name(c); }

/* " CARD CARD" for the cards of one slot list. */
static int cards_str(char *buf, size_t n, const uint8_t *cards, int k)
{
    int len = 0;
    for (int i = 0; i < k && i < 2 && (size_t)len < n; i++)
        len += snprintf(buf + len, n - (size_t)len, " %s", card(cards[i]));
    return len;
}

/* "check legal" with its moves, comma-separated, in list order. */
static void put_legal(struct buf *b, const coup_record *r,
                      const coup_record_check *c)
{
    put(b, "check legal");
    if (c->value <= 0 || c->first < 0 ||
        (size_t)c->first + (size_t)c->value > r->nlegal) {
        put(b, " none\n");
        return;
    }
    for (int i = 0; i < c->value; i++) {
        char text[64];
        if (coup_move_str(r->legal[c->first + i], text, sizeof text) < 0)
            snprintf(text, sizeof text, "none");
        put(b, "%s %s", i ? "," : "", text);
    }
    put(b, "\n");
}

/* A check in canonical form, into buf[n] (at most ~120 bytes). */
static int check_str(const coup_record_check *c, char *buf, size_t n)
{
    int len = 0;
#define ADD(...)                                                          \
    do {                                                                  \
        if ((size_t)len < n)                                              \
            len += snprintf(buf + len, n - (size_t)len, __VA_ARGS__);     \
    } while (0)
    switch (c->kind) {
    case COUP_CHECK_SEAT:
        ADD("check seat %d", c->seat);
        if (c->coins >= 0)
            ADD(" coins %d", c->coins);
        if (c->nhidden >= 0) {
            ADD(" hidden");
            if ((size_t)len < n)
                len += cards_str(buf + len, n - (size_t)len, c->hidden,
                                 c->nhidden);
        }
        if (c->nup >= 0) {
            ADD(" up");
            if ((size_t)len < n)
                len += cards_str(buf + len, n - (size_t)len, c->up, c->nup);
        }
        if (c->alive >= 0)
            ADD(" %s", c->alive ? "alive" : "exiled");
        if (c->faction >= 0)
            ADD(" faction %s",
                c->faction == COUP_REFORMIST ? "reformist" : "loyalist");
        break;
    case COUP_CHECK_COURT:
        ADD("check court");
        for (int k = 0; k < COUP_NCARDS; k++)
            if (c->court[k] >= 0)
                ADD(" %s %d", card(k), c->court[k]);
        break;
    case COUP_CHECK_COURT_SIZE:
        ADD("check court-size %d", c->value);
        break;
    case COUP_CHECK_RESERVE:
        ADD("check reserve %d", c->value);
        break;
    case COUP_CHECK_TO_MOVE:
        if (c->value == COUP_CHANCE)
            ADD("check to-move chance");
        else if (c->value == COUP_GAME_OVER)
            ADD("check to-move none");
        else
            ADD("check to-move %d", c->value);
        break;
    case COUP_CHECK_WINNER:
        if (c->value < 0)
            ADD("check winner none");
        else
            ADD("check winner %d", c->value);
        break;
    case COUP_CHECK_TURN:
        if (c->value < 0)
            ADD("check turn none");
        else
            ADD("check turn %d", c->value);
        break;
    case COUP_CHECK_DECISION:
        if (c->value == COUP_GAME_OVER)
            ADD("check decision none");
        else if (c->value == COUP_CHANCE)
            ADD("check decision chance %s",
                coup_phase_name(c->phase));
        else
            ADD("check decision %d %s", c->value,
                coup_phase_name(c->phase));
        if (c->card >= 0)
            ADD(" %s", card(c->card));
        break;
    case COUP_CHECK_BLOCK:
        if (c->value < 0)
            ADD("check block none");
        else
            ADD("check block %d %s", c->value, card(c->card));
        break;
    default:
        ADD("check ?");
        break;
    }
#undef ADD
    return len;
}

static void put_seat(struct buf *b, const coup_position *p, int seat)
{
    put(b, "seat %d coins %d", seat, p->coins[seat]);
    for (int up = 0; up < 2; up++) {
        bool any = false;
        for (int k = 0; k < 2; k++) {
            uint8_t slot = p->card[seat][k];
            if (((slot & COUP_UP) != 0) != up)
                continue;
            if (!any)
                put(b, up ? " up" : " hidden");
            any = true;
            put(b, " %s", card(slot & COUP_CARD_MASK));
        }
    }
    put(b, "\n");
}

static void put_court(struct buf *b, const coup_record *r)
{
    bool inq = (r->options.flags & COUP_OPT_INQUISITOR) != 0;
    put(b, "court");
    for (int c = 0; c < COUP_NCARDS; c++) {
        bool in_play = c == COUP_AMBASSADOR   ? !inq
                       : c == COUP_INQUISITOR ? inq
                                              : true;
        if (in_play || r->position.court[c])
            put(b, " %s %d", card(c), r->position.court[c]);
    }
    put(b, "\n");
}

char *coup_record_format(const coup_record *r, size_t *len)
{
    struct buf b = {NULL, 0, 0, false};
    const coup_options *o = &r->options;

    put(&b, "coup-record %d\n", COUP_RECORD_VERSION);
    put(&b, "players %d\n", o->players);
    if (o->flags) {
        put(&b, "options");
        for (unsigned f = 1; f <= COUP_OPT_ALL; f <<= 1)
            if ((o->flags & f) && coup_option_name(f))
                put(&b, " %s", coup_option_name(f));
        put(&b, "\n");
    }
    if (r->nnames > 0) {
        put(&b, "names");
        for (int i = 0; i < r->nnames && i < COUP_MAX_PLAYERS; i++)
            put(&b, " %s", r->names[i]);
        put(&b, "\n");
    }
    if (o->start == COUP_START_RANDOM)
        put(&b, "start random\n");
    else
        put(&b, "start %d\n", o->start);
    if (r->has_seed)
        put(&b, "seed %llu\n", (unsigned long long)r->seed);
    if (r->has_position) {
        for (int i = 0; i < o->players && i < COUP_MAX_PLAYERS; i++)
            put_seat(&b, &r->position, i);
        if (r->position.court_given)
            put_court(&b, r);
        if (r->position.factions_given) {
            put(&b, "reformists");
            for (int i = 0; i < o->players && i < COUP_MAX_PLAYERS; i++)
                if ((r->position.reform >> i) & 1)
                    put(&b, " %d", i);
            put(&b, r->position.reform ? "\n" : " none\n");
        }
        if (r->position.reserve)
            put(&b, "reserve %d\n", r->position.reserve);
    }
    for (size_t i = 0; i < r->n; i++) {
        const coup_record_item *it = &r->items[i];
        char text[160];
        if (it->kind == COUP_RECORD_CHECK &&
            it->check.kind == COUP_CHECK_LEGAL) {
            put_legal(&b, r, &it->check);
            continue;
        }
        if (it->kind == COUP_RECORD_CHECK) {
            check_str(&it->check, text, sizeof text);
            put(&b, "%s\n", text);
            continue;
        }
        if (coup_move_str(it->move, text, sizeof text) < 0)
            snprintf(text, sizeof text, "none");
        if (it->seat == COUP_CHANCE)
            put(&b, "* %s\n", text);
        else
            put(&b, "%d %s\n", it->seat, text);
    }
    if (r->result >= 0)
        put(&b, "result %d\n", r->result);

    if (b.failed || !b.p) {
        free(b.p);
        return NULL;
    }
    if (len)
        *len = b.len;
    return b.p;
}
