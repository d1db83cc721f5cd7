/*
 * state.c - coup._coup.State: one coup_state, held inside the Python
 * object (72 bytes, copied by value), and the engine's functions over it.
 * Moves come and go as ids of the package's numbering (actions.c); the
 * functions that take a move also take its text.
 */
#include <stddef.h>
#include <string.h>

#include "glue.h"

#define STATE(o) (&((py_State *)(o))->s)

/* The one byte of coup_state that is no field: the padding between the
 * Treasury Reserve and the factions (a uint16_t). A State keeps it zero,
 * so that equal states have equal bytes (==, to_bytes, pickles), and
 * from_bytes refuses bytes that set it. A change of the struct's layout
 * stops the build here rather than leaking padding into the bytes. */
#define PAD_AT (offsetof(coup_state, reserve) + 1)
_Static_assert(offsetof(coup_state, reform) == PAD_AT + 1 &&
                   sizeof(coup_state) == offsetof(coup_state, reform) + 2 &&
                   offsetof(coup_state, reserve) ==
                       offsetof(coup_state, out) + COUP_NCARDS,
               "coup_state's padding moved: update PAD_AT");

PyObject *py_state_new(const coup_state *s)
{
    py_State *o = PyObject_New(py_State, &py_StateType);
    if (o) {
        memcpy(&o->s, s, sizeof *s);
        ((unsigned char *)&o->s)[PAD_AT] = 0;
    }
    return (PyObject *)o;
}

int py_options(int players, int start, unsigned flags, coup_options *o)
{
    char why[160] = "";
    if (players < COUP_MIN_PLAYERS || players > COUP_MAX_PLAYERS)
        snprintf(why, sizeof why, "players must be 2..10, not %d", players);
    else if (start != COUP_START_RANDOM && (start < 0 || start >= players))
        snprintf(why, sizeof why,
                 "the starting seat must be 0..%d or random, not %d",
                 players - 1, start);
    else if (flags & ~(unsigned)COUP_OPT_ALL)
        snprintf(why, sizeof why, "unknown option bits 0x%x",
                 flags & ~(unsigned)COUP_OPT_ALL);
    else if ((flags & COUP_OPT_TWO_PLAYER_DRAFT) && players != 2)
        snprintf(why, sizeof why,
                 "two_player_draft is for two players only (R11), not %d",
                 players);
    if (why[0]) {
        py_raise(COUP_EOPTIONS, why);
        return -1;
    }
    o->players = players;
    o->start = start;
    o->flags = flags;
    return 0;
}

int py_options_args(PyObject *args, PyObject *kw, coup_options *o)
{
    static char *kwlist[] = {"players", "start", "flags", NULL};
    int players = 4, start = COUP_START_RANDOM;
    unsigned flags = 0;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "|iiI", kwlist, &players,
                                     &start, &flags))
        return -1;
    return py_options(players, start, flags, o);
}

int py_move_arg(PyObject *arg, int players, coup_move *m)
{
    char why[160];
    if (PyLong_Check(arg)) {
        long a = PyLong_AsLong(arg);
        if (a == -1 && PyErr_Occurred())
            return -1;
        if (a < 0 || a >= PY_IDS(players)) {
            snprintf(why, sizeof why,
                     "no move has id %ld at %d players (ids 0..%d)", a,
                     players, PY_IDS(players) - 1);
            py_raise(COUP_EILLEGAL, why);
            return -1;
        }
        *m = py_move_of(players, (int)a);
        return 0;
    }
    if (PyUnicode_Check(arg)) {
        Py_ssize_t len;
        const char *text = PyUnicode_AsUTF8AndSize(arg, &len);
        if (!text)
            return -1;
        if (coup_move_parse(text, (size_t)len, m, why, sizeof why)) {
            py_raise(COUP_EPARSE, why);
            return -1;
        }
        if (py_action_of(players, *m) < 0) {
            /* parsed (with real cards: the parser refuses '?'), but no
             * id: a seat off the table */
            snprintf(why, sizeof why, "'%s' names seat %d: the seats are "
                     "0..%d", text, m->target, players - 1);
            py_raise(COUP_EILLEGAL, why);
            return -1;
        }
        return 0;
    }
    PyErr_Format(PyExc_TypeError, "a move is an id (int) or its text (str), "
                 "not %.50s", Py_TYPE(arg)->tp_name);
    return -1;
}

/* A seat argument in [0, players). */
static int seat_arg(PyObject *arg, const coup_state *s, int *seat)
{
    long v = PyLong_AsLong(arg);
    if (v == -1 && PyErr_Occurred())
        return -1;
    if (v < 0 || v >= s->players) {
        char why[96];
        snprintf(why, sizeof why, "no seat %ld at %d players", v, s->players);
        py_raise(COUP_EINVAL, why);
        return -1;
    }
    *seat = (int)v;
    return 0;
}

/* ------------------------------------------------------------ creation */

static int State_init(PyObject *self, PyObject *args, PyObject *kw)
{
    coup_options o;
    if (py_options_args(args, kw, &o))
        return -1;
    int rc = coup_init(STATE(self), &o);
    if (rc) {
        py_raise(rc, NULL);
        return -1;
    }
    return 0;
}

int py_state_check(const coup_state *s, char *why, size_t n)
{
    unsigned seats;
    why[0] = '\0';
    if (s->players < COUP_MIN_PLAYERS || s->players > COUP_MAX_PLAYERS) {
        snprintf(why, n, "the player count is not 2..10");
        return -1;
    }
    if (((const unsigned char *)s)[PAD_AT]) {
        snprintf(why, n, "byte %zu is padding and must be 0, not %d",
                 (size_t)PAD_AT, ((const unsigned char *)s)[PAD_AT]);
        return -1;
    }
    /* Reformation's fields, as coup_init_position() words its refusals
     * (coup_state_ok() checks them too, more tersely); then the rest. */
    seats = (1u << s->players) - 1;
    if (!(s->flags & COUP_OPT_REFORMATION) && (s->reform || s->reserve))
        snprintf(why, n, "factions (%#x) or a Treasury Reserve (%d) "
                 "without the reformation option (R16, R17)", s->reform,
                 s->reserve);
    else if (s->reform & ~seats)
        snprintf(why, n, "Reformist seats %#x are not at this table of %d "
                 "(R16)", s->reform & ~seats, s->players);
    else if (s->reserve > COUP_RESERVE_MAX)
        snprintf(why, n, "the Treasury Reserve holds %d coins, at most %d "
                 "(R17)", s->reserve, COUP_RESERVE_MAX);
    if (!why[0] && coup_state_ok(s, why, n))
        return 0;
    return -1;
}

static PyObject *State_from_bytes(PyObject *cls, PyObject *arg)
{
    Py_buffer b;
    coup_state s;
    char why[200];
    (void)cls;
    if (PyObject_GetBuffer(arg, &b, PyBUF_SIMPLE))
        return NULL;
    if (b.len != (Py_ssize_t)sizeof s) {
        PyBuffer_Release(&b);
        snprintf(why, sizeof why, "a state is %zu bytes, not %zd", sizeof s,
                 b.len);
        return py_raise(COUP_EPOSITION, why);
    }
    memcpy(&s, b.buf, sizeof s);
    PyBuffer_Release(&b);
    if (py_state_check(&s, why, sizeof why))
        return py_raise(COUP_EPOSITION, why);
    return py_state_new(&s);
}

static PyObject *State_to_bytes(PyObject *self, PyObject *unused)
{
    (void)unused;
    return PyBytes_FromStringAndSize((const char *)STATE(self),
                                     sizeof(coup_state));
}

static PyObject *State_copy(PyObject *self, PyObject *unused)
{
    (void)unused;
    return py_state_new(STATE(self));
}

static PyObject *State_deepcopy(PyObject *self, PyObject *memo)
{
    (void)memo;
    return py_state_new(STATE(self));
}

static PyObject *State_reduce(PyObject *self, PyObject *unused)
{
    (void)unused;
    PyObject *from = PyObject_GetAttrString((PyObject *)&py_StateType,
                                            "from_bytes");
    if (!from)
        return NULL;
    PyObject *r = Py_BuildValue("N(y#)", from, (const char *)STATE(self),
                                (Py_ssize_t)sizeof(coup_state));
    return r;
}

static PyObject *State_richcompare(PyObject *a, PyObject *b, int op)
{
    if (!PyObject_TypeCheck(b, &py_StateType) ||
        (op != Py_EQ && op != Py_NE))
        Py_RETURN_NOTIMPLEMENTED;
    bool eq = !memcmp(STATE(a), STATE(b), sizeof(coup_state));
    if ((op == Py_EQ) == eq)
        Py_RETURN_TRUE;
    Py_RETURN_FALSE;
}

/* --------------------------------------------------------------- reading */

static PyObject *State_to_move(PyObject *self, PyObject *unused)
{
    (void)unused;
    return PyLong_FromLong(coup_to_move(STATE(self)));
}

static PyObject *State_is_over(PyObject *self, PyObject *unused)
{
    (void)unused;
    return PyBool_FromLong(coup_is_over(STATE(self)));
}

static PyObject *State_is_chance(PyObject *self, PyObject *unused)
{
    (void)unused;
    return PyBool_FromLong(coup_to_move(STATE(self)) == COUP_CHANCE);
}

static PyObject *State_winner(PyObject *self, PyObject *unused)
{
    (void)unused;
    return PyLong_FromLong(coup_winner(STATE(self)));
}

static PyObject *State_alive(PyObject *self, PyObject *arg)
{
    int seat;
    if (seat_arg(arg, STATE(self), &seat))
        return NULL;
    return PyBool_FromLong(coup_alive(STATE(self), seat));
}

static PyObject *State_alive_mask(PyObject *self, PyObject *unused)
{
    (void)unused;
    return PyLong_FromLong(STATE(self)->alive);
}

static PyObject *State_coins(PyObject *self, PyObject *arg)
{
    int seat;
    if (seat_arg(arg, STATE(self), &seat))
        return NULL;
    return PyLong_FromLong(STATE(self)->coins[seat]);
}

/* The seat's two cards as (name, face_up): the whole truth, for tests and
 * omniscient tools; a player sees its own through observe(). */
static PyObject *State_cards(PyObject *self, PyObject *arg)
{
    int seat;
    if (seat_arg(arg, STATE(self), &seat))
        return NULL;
    PyObject *l = PyList_New(0);
    for (int i = 0; l && i < 2; i++) {
        uint8_t c = STATE(self)->card[seat][i];
        if ((c & 7) == COUP_NOCARD)
            continue;
        PyObject *t = Py_BuildValue("(sO)", coup_card_name(c & 7),
                                    (c & COUP_UP) ? Py_True : Py_False);
        if (!t || PyList_Append(l, t)) {
            Py_XDECREF(t);
            Py_CLEAR(l);
            break;
        }
        Py_DECREF(t);
    }
    return l;
}

static PyObject *State_faction(PyObject *self, PyObject *arg)
{
    int seat;
    if (seat_arg(arg, STATE(self), &seat))
        return NULL;
    return PyLong_FromLong(coup_faction(STATE(self), seat));
}

static PyObject *State_reserve(PyObject *self, PyObject *unused)
{
    (void)unused;
    return PyLong_FromLong(STATE(self)->reserve);
}

static PyObject *State_may_target(PyObject *self, PyObject *const *args,
                                  Py_ssize_t nargs)
{
    int seat, target;
    if (nargs != 2) {
        PyErr_SetString(PyExc_TypeError, "may_target(seat, target)");
        return NULL;
    }
    if (seat_arg(args[0], STATE(self), &seat) ||
        seat_arg(args[1], STATE(self), &target))
        return NULL;
    return PyBool_FromLong(coup_may_target(STATE(self), seat, target));
}

static PyObject *State_court(PyObject *self, PyObject *unused)
{
    (void)unused;
    PyObject *d = PyDict_New();
    for (int c = 0; d && c < PY_NC; c++) {
        PyObject *n = PyLong_FromLong(STATE(self)->court[c]);
        if (!n || PyDict_SetItemString(d, coup_card_name(c), n)) {
            Py_XDECREF(n);
            Py_CLEAR(d);
            break;
        }
        Py_DECREF(n);
    }
    return d;
}

static PyObject *State_ok(PyObject *self, PyObject *unused)
{
    char why[200];
    (void)unused;
    if (coup_state_ok(STATE(self), why, sizeof why))
        Py_RETURN_NONE;
    return PyUnicode_FromString(why);
}

static PyObject *get_players(PyObject *self, void *unused)
{
    (void)unused;
    return PyLong_FromLong(STATE(self)->players);
}

static PyObject *get_flags(PyObject *self, void *unused)
{
    (void)unused;
    return PyLong_FromLong(STATE(self)->flags);
}

static PyObject *get_phase(PyObject *self, void *unused)
{
    (void)unused;
    return PyLong_FromLong(STATE(self)->phase);
}

/* ------------------------------------------------------------------ moves */

static PyObject *State_legal_moves(PyObject *self, PyObject *unused)
{
    coup_move legal[COUP_MAX_MOVES];
    const coup_state *s = STATE(self);
    (void)unused;
    int n = coup_legal_moves(s, legal);
    PyObject *l = PyList_New(n);
    if (!l)
        return NULL;
    for (int i = 0; i < n; i++)
        PyList_SET_ITEM(l, i, PyLong_FromLong(py_action_of(s->players,
                                                           legal[i])));
    return l;
}

static PyObject *State_is_legal(PyObject *self, PyObject *arg)
{
    coup_move m;
    if (py_move_arg(arg, STATE(self)->players, &m)) {
        if (!PyErr_ExceptionMatches(py_CoupError))
            return NULL;
        PyErr_Clear();
        Py_RETURN_FALSE;
    }
    return PyBool_FromLong(coup_is_legal(STATE(self), m));
}

static PyObject *State_apply(PyObject *self, PyObject *arg)
{
    coup_move m;
    coup_state *s = STATE(self);
    if (py_move_arg(arg, s->players, &m))
        return NULL;
    if (coup_apply(s, m))
        return py_raise_refused(s, m);
    Py_RETURN_NONE;
}

/* Applies a seat's move, then chance's until a seat must decide or the
 * game ends, chance drawn from rng with its true odds: one call per agent
 * step of the environment. Returns coup_to_move() after it. */
static PyObject *State_step(PyObject *self, PyObject *const *args,
                            Py_ssize_t nargs)
{
    coup_move m;
    coup_state *s = STATE(self);
    if (nargs != 2 || !PyObject_TypeCheck(args[1], &py_RngType)) {
        PyErr_SetString(PyExc_TypeError, "step(move, rng: Rng)");
        return NULL;
    }
    coup_rng *r = &((py_Rng *)args[1])->r;
    if (py_move_arg(args[0], s->players, &m))
        return NULL;
    if (coup_to_move(s) == COUP_CHANCE)
        return py_raise(COUP_EILLEGAL, "chance is to move: step() is for "
                        "the seats' moves (apply() takes chance outcomes)");
    if (coup_apply(s, m))
        return py_raise_refused(s, m);
    while (coup_to_move(s) == COUP_CHANCE)
        coup_apply(s, coup_draw_chance(s, r));
    return PyLong_FromLong(coup_to_move(s));
}

/* Draws chance outcomes from rng until a seat decides or the game ends. */
static PyObject *State_resolve_chance(PyObject *self, PyObject *arg)
{
    coup_state *s = STATE(self);
    if (!PyObject_TypeCheck(arg, &py_RngType)) {
        PyErr_SetString(PyExc_TypeError, "resolve_chance(rng: Rng)");
        return NULL;
    }
    while (coup_to_move(s) == COUP_CHANCE)
        coup_apply(s, coup_draw_chance(s, &((py_Rng *)arg)->r));
    return PyLong_FromLong(coup_to_move(s));
}

static PyObject *State_why(PyObject *self, PyObject *arg)
{
    coup_move m;
    char why[256];
    if (py_move_arg(arg, STATE(self)->players, &m))
        return NULL;
    if (coup_why(STATE(self), m, why, sizeof why) == 0)
        Py_RETURN_NONE;
    return PyUnicode_FromString(why);
}

static PyObject *State_random_move(PyObject *self, PyObject *arg)
{
    const coup_state *s = STATE(self);
    if (!PyObject_TypeCheck(arg, &py_RngType)) {
        PyErr_SetString(PyExc_TypeError, "random_move(rng: Rng)");
        return NULL;
    }
    if (coup_is_over(s))
        return py_raise(COUP_EOVER, NULL);
    coup_move m = coup_random_move(s, &((py_Rng *)arg)->r);
    return PyLong_FromLong(py_action_of(s->players, m));
}

/* [(id, weight), ...] and the total: exact odds (R8). */
static PyObject *State_chance_weights(PyObject *self, PyObject *unused)
{
    coup_move legal[COUP_MAX_MOVES];
    const coup_state *s = STATE(self);
    (void)unused;
    if (coup_to_move(s) != COUP_CHANCE)
        return py_raise(COUP_EINVAL, "chance is not to move");
    int n = coup_legal_moves(s, legal);
    PyObject *l = PyList_New(n);
    for (int i = 0; l && i < n; i++)
        PyList_SET_ITEM(l, i, Py_BuildValue(
            "(ii)", py_action_of(s->players, legal[i]),
            coup_chance_weight(s, legal[i])));
    return l ? Py_BuildValue("(Ni)", l, coup_chance_total(s)) : NULL;
}

static PyObject *State_chance_pick(PyObject *self, PyObject *arg)
{
    const coup_state *s = STATE(self);
    unsigned long r = PyLong_AsUnsignedLong(arg);
    if (r == (unsigned long)-1 && PyErr_Occurred())
        return NULL;
    if (coup_to_move(s) != COUP_CHANCE)
        return py_raise(COUP_EINVAL, "chance is not to move");
    if (r >= (unsigned long)coup_chance_total(s))
        return py_raise(COUP_EINVAL, "r must be below chance_weights()[1]");
    return PyLong_FromLong(py_action_of(s->players,
                                        coup_chance_pick(s, (uint32_t)r)));
}

static PyObject *State_move_text(PyObject *self, PyObject *arg)
{
    coup_move m;
    char text[48];
    if (py_move_arg(arg, STATE(self)->players, &m))
        return NULL;
    coup_move_str(m, text, sizeof text);
    return PyUnicode_FromString(text);
}

static PyObject *State_parse_move(PyObject *self, PyObject *arg)
{
    coup_move m;
    if (!PyUnicode_Check(arg)) {
        PyErr_SetString(PyExc_TypeError, "parse_move(text: str)");
        return NULL;
    }
    if (py_move_arg(arg, STATE(self)->players, &m))
        return NULL;
    return PyLong_FromLong(py_action_of(STATE(self)->players, m));
}

/* ------------------------------------------------------------ observing */

static PyObject *cards_list(const uint8_t *c, int n)
{
    PyObject *l = PyList_New(0);
    for (int i = 0; l && i < n; i++) {
        if (c[i] == COUP_NOCARD)
            continue;
        PyObject *w = PyUnicode_FromString(coup_card_name(c[i]));
        if (!w || PyList_Append(l, w))
            Py_CLEAR(l);
        Py_XDECREF(w);
    }
    return l;
}

/* A seat field as an int, or None for nobody. */
static PyObject *seat_or_none(uint8_t v)
{
    if (v == COUP_NOBODY)
        Py_RETURN_NONE;
    return PyLong_FromLong(v);
}

static PyObject *card_or_none(uint8_t v)
{
    if (v >= PY_NC)
        Py_RETURN_NONE;
    return PyUnicode_FromString(coup_card_name(v));
}

/* Sets d[key] = v, taking the reference to v; -1 on failure. */
static int put(PyObject *d, const char *key, PyObject *v)
{
    int rc = v ? PyDict_SetItemString(d, key, v) : -1;
    Py_XDECREF(v);
    return rc;
}

/* coup_observe() as a dict: field names as in coup_obs. */
static PyObject *State_observe(PyObject *self, PyObject *arg)
{
    coup_obs o;
    int seat;
    if (seat_arg(arg, STATE(self), &seat))
        return NULL;
    coup_observe(STATE(self), seat, &o);
    int p = o.players;
    PyObject *coins = PyList_New(p), *hidden = PyList_New(p),
             *up = PyList_New(p), *factions = PyList_New(p),
             *d = PyDict_New();
    for (int i = 0; coins && hidden && up && factions && i < p; i++) {
        PyList_SET_ITEM(coins, i, PyLong_FromLong(o.coins[i]));
        PyList_SET_ITEM(hidden, i, PyLong_FromLong(o.hidden[i]));
        PyList_SET_ITEM(up, i, cards_list(o.up[i], 2));
        PyList_SET_ITEM(factions, i, PyUnicode_FromString(
                                         (o.reform >> i) & 1 ? "reformist"
                                                             : "loyalist"));
    }
    if (!d || put(d, "seat", PyLong_FromLong(o.seat)) ||
        put(d, "players", PyLong_FromLong(o.players)) ||
        put(d, "flags", PyLong_FromLong(o.flags)) ||
        put(d, "phase", PyLong_FromLong(o.phase)) ||
        put(d, "to_move", PyLong_FromLong(o.to_move)) ||
        put(d, "actor", seat_or_none(o.actor)) ||
        put(d, "action", PyLong_FromLong(o.action)) ||
        put(d, "target", seat_or_none(o.target)) ||
        put(d, "named", card_or_none(o.named)) ||
        put(d, "claimant", seat_or_none(o.claimant)) ||
        put(d, "claim", card_or_none(o.claim)) ||
        put(d, "blocker", seat_or_none(o.blocker)) ||
        put(d, "block", card_or_none(o.block)) ||
        put(d, "challenger", seat_or_none(o.challenger)) ||
        put(d, "loser", seat_or_none(o.loser)) ||
        put(d, "winner", seat_or_none(o.winner)) ||
        put(d, "coins", coins) || put(d, "hidden", hidden) ||
        put(d, "up", up) || put(d, "mine", cards_list(o.mine, o.nmine)) ||
        put(d, "shown", cards_list(o.shown, o.nshown)) ||
        put(d, "court_size", PyLong_FromLong(o.court_size)) ||
        put(d, "out_size", PyLong_FromLong(o.out_size)) ||
        put(d, "factions", factions) ||
        put(d, "reserve", PyLong_FromLong(o.reserve))) {
        Py_XDECREF(d);
        return NULL;
    }
    return d;
}

/* How `seat` sees move m made here (R9), as text: "draw ?" for a card it
 * may not see. */
static PyObject *State_observe_move(PyObject *self, PyObject *const *args,
                                    Py_ssize_t nargs)
{
    coup_move m;
    int seat;
    char text[48];
    if (nargs != 2) {
        PyErr_SetString(PyExc_TypeError, "observe_move(move, seat)");
        return NULL;
    }
    if (py_move_arg(args[0], STATE(self)->players, &m) ||
        seat_arg(args[1], STATE(self), &seat))
        return NULL;
    coup_move_str(coup_observe_move(STATE(self), m, seat), text, sizeof text);
    return PyUnicode_FromString(text);
}

/* Fills a writable buffer of `n` items of `fmt`; NULL with an error if it
 * is not one. */
static int get_out(PyObject *arg, Py_buffer *b, const char *fmt, Py_ssize_t n,
                   const char *what)
{
    if (PyObject_GetBuffer(arg, b, PyBUF_WRITABLE | PyBUF_FORMAT |
                                       PyBUF_C_CONTIGUOUS))
        return -1;
    if (!b->format || strcmp(b->format, fmt) ||
        b->len != n * b->itemsize) {
        PyErr_Format(PyExc_ValueError, "%s must be a C-contiguous %s array "
                     "of %zd items", what, fmt[0] == 'f' ? "float32" : "int8",
                     n);
        PyBuffer_Release(b);
        return -1;
    }
    return 0;
}

/* encode(seat, obs, mask): the observation tensor into obs (float32) and
 * the action mask into mask (int8), either may be None. Returns the
 * number of legal moves set in the mask. */
static PyObject *State_encode(PyObject *self, PyObject *const *args,
                              Py_ssize_t nargs)
{
    const coup_state *s = STATE(self);
    Py_buffer ob, mb;
    int seat, n = 0;
    if (nargs != 3) {
        PyErr_SetString(PyExc_TypeError, "encode(seat, obs, mask)");
        return NULL;
    }
    if (seat_arg(args[0], s, &seat))
        return NULL;
    if (args[1] != Py_None) {
        coup_obs o;
        if (get_out(args[1], &ob, "f", py_obs_size(s->players), "obs"))
            return NULL;
        coup_observe(s, seat, &o);
        py_obs_encode(&o, ob.buf);
        PyBuffer_Release(&ob);
    }
    if (args[2] != Py_None) {
        if (get_out(args[2], &mb, "b", PY_DECISIONS(s->players), "mask"))
            return NULL;
        n = py_mask_fill(s, seat, mb.buf);
        PyBuffer_Release(&mb);
    }
    return PyLong_FromLong(n);
}

/* encode_state(out): the global state tensor (every hidden card too)
 * into out (float32 [state_size(players)]). */
static PyObject *State_encode_state(PyObject *self, PyObject *arg)
{
    const coup_state *s = STATE(self);
    Py_buffer ob;
    if (get_out(arg, &ob, "f", py_state_size(s->players), "out"))
        return NULL;
    py_state_encode(s, ob.buf);
    PyBuffer_Release(&ob);
    Py_RETURN_NONE;
}

static PyObject *State_repr(PyObject *self)
{
    const coup_state *s = STATE(self);
    int tm = coup_to_move(s);
    if (tm == COUP_GAME_OVER)
        return PyUnicode_FromFormat("<coup.State %d players, over, winner %d>",
                                    s->players, coup_winner(s));
    if (tm == COUP_CHANCE)
        return PyUnicode_FromFormat("<coup.State %d players, chance to move>",
                                    s->players);
    return PyUnicode_FromFormat("<coup.State %d players, seat %d to move>",
                                s->players, tm);
}

/* ------------------------------------------------------------- the type */

/* Each docstring starts with the method's signature, as CPython's
 * Argument Clinic writes it ("name($self, arg, /)\n--\n\n"), so that
 * inspect.signature() reads it. */
#define SIG(name, args) #name "($self" args ")\n--\n\n"
#define NOARGS(name, doc) \
    {#name, State_##name, METH_NOARGS, SIG(name, ", /") doc}
#define ONEARG(name, arg, doc) \
    {#name, State_##name, METH_O, SIG(name, ", " arg ", /") doc}
#define FAST(name, args, doc)                                              \
    {#name, (PyCFunction)(void (*)(void))State_##name, METH_FASTCALL,      \
     SIG(name, ", " args ", /") doc}

static PyMethodDef State_methods[] = {
    {"from_bytes", State_from_bytes, METH_O | METH_CLASS,
     "from_bytes($type, data, /)\n--\n\n"
     "The state of to_bytes(); PositionError if it breaks an invariant."},
    NOARGS(to_bytes, "The 72 bytes of the C struct coup_state."),
    NOARGS(copy, "An independent copy."),
    {"__copy__", State_copy, METH_NOARGS, SIG(__copy__, ", /")
     "An independent copy."},
    {"__deepcopy__", State_deepcopy, METH_O, SIG(__deepcopy__, ", memo, /")
     "An independent copy."},
    {"__reduce__", State_reduce, METH_NOARGS, SIG(__reduce__, ", /")
     "Pickles as its bytes: State.from_bytes(to_bytes())."},
    NOARGS(to_move, "Seat to move, CHANCE (-1) or GAME_OVER (-2)."),
    NOARGS(is_over, "Whether the game has ended."),
    NOARGS(is_chance, "Whether chance is to move."),
    NOARGS(winner, "The winner's seat, or -1."),
    ONEARG(alive, "seat", "Whether the seat has influence left."),
    NOARGS(alive_mask, "A bit per seat with influence left."),
    ONEARG(coins, "seat", "The seat's coins."),
    ONEARG(cards, "seat",
           "The seat's cards as (name, face_up), hidden ones too."),
    NOARGS(court, "The Court deck as {card: count} (hidden information)."),
    ONEARG(faction, "seat",
           "The seat's faction (R16): LOYALIST (0) or REFORMIST (1); "
           "always LOYALIST without the reformation option."),
    NOARGS(reserve, "The coins of the Treasury Reserve (R17)."),
    FAST(may_target, "seat, target",
         "Whether seat may Coup, Assassinate, Steal from, Examine or block "
         "target now (R4, R16)."),
    {"state_ok", State_ok, METH_NOARGS,
     SIG(state_ok, ", /") "None if the invariants hold, else why not."},
    NOARGS(legal_moves, "Ids of the legal moves (chance outcomes at chance "
                        "nodes), in the engine's order."),
    ONEARG(is_legal, "move", "Whether the move (id or text) is legal now."),
    ONEARG(apply, "move",
           "Applies a move (id or text); IllegalMoveError (with the rule "
           "broken) or GameOverError, the state unchanged."),
    FAST(step, "move, rng",
         "Apply a seat's move, then chance (drawn from rng) until a seat "
         "decides; returns to_move()."),
    ONEARG(resolve_chance, "rng",
           "Draws chance outcomes from rng until a seat decides; returns "
           "to_move()."),
    ONEARG(why, "move",
           "Why the move is illegal (a sentence naming the rule), or None."),
    ONEARG(random_move, "rng",
           "A uniformly random legal move (chance: true odds)."),
    NOARGS(chance_weights, "([(id, weight), ...], total) at a chance node."),
    ONEARG(chance_pick, "r",
           "The chance outcome for r uniform below the total."),
    ONEARG(move_text, "move", "The move's text: 'steal 2'."),
    ONEARG(parse_move, "text",
           "The id of a move's text; ParseError with the reason."),
    ONEARG(observe, "seat", "What the seat may know (R9), as a dict."),
    FAST(observe_move, "move, seat",
         "The move as that seat sees it, as text ('draw ?')."),
    FAST(encode, "seat, obs, mask",
         "Fill the observation tensor (float32) and the action mask (int8); "
         "None skips one. Returns the number of legal moves set."),
    ONEARG(encode_state, "out",
           "Fill the global state tensor (float32 [state_size(players)]): "
           "the public observation, then every hidden card."),
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef State_getset[] = {
    {"players", get_players, NULL, "Number of seats.", NULL},
    {"flags", get_flags, NULL, "The option bits (OPT_...).", NULL},
    {"phase", get_phase, NULL, "The decision point (PH_...).", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

PyTypeObject py_StateType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "coup._coup.State",
    .tp_doc = "State(players=4, start=-1, flags=0)\n--\n\n"
              "A game of Coup before the deal (start -1: chance draws the "
              "first seat). Copies and pickles as its 72 bytes (to_bytes).",
    .tp_basicsize = sizeof(py_State),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE,
    .tp_new = PyType_GenericNew,
    .tp_init = State_init,
    .tp_methods = State_methods,
    .tp_getset = State_getset,
    .tp_richcompare = State_richcompare,
    .tp_repr = State_repr,
};
