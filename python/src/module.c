/*
 * module.c - coup._coup, the extension module of the Python package
 * `coup`: its exceptions, the seeded generator (Rng), the functions of the
 * action numbering, and the module's table of contents. The package's
 * Python code (python/coup/) builds the public API on it.
 */
#include <string.h>

#include "glue.h"

/* ---------------------------------------------------------------- errors */

PyObject *py_CoupError, *py_IllegalMoveError, *py_ParseError,
    *py_OptionsError, *py_GameOverError, *py_PositionError, *py_RecordError,
    *py_BotError;

PyObject *py_raise(int code, const char *why)
{
    PyObject *cls = code == COUP_EILLEGAL    ? py_IllegalMoveError
                    : code == COUP_EPARSE    ? py_ParseError
                    : code == COUP_EOPTIONS  ? py_OptionsError
                    : code == COUP_EOVER     ? py_GameOverError
                    : code == COUP_EPOSITION ? py_PositionError
                                             : py_CoupError;
    PyErr_SetString(cls, why && why[0] ? why : coup_strerror(code));
    return NULL;
}

PyObject *py_raise_refused(const coup_state *s, coup_move m)
{
    char why[256], text[48];
    if (coup_is_over(s))
        return py_raise(COUP_EOVER, "the game is over");
    coup_why(s, m, why, sizeof why);
    coup_move_str(m, text, sizeof text);
    PyErr_Format(py_IllegalMoveError, "'%s': %s", text, why);
    return NULL;
}

/* ----------------------------------------------------------------- seeds */

/* numpy's bool (numpy.bool_, numpy.bool from numpy 2): an index, still
 * a bool. */
static bool is_bool(PyObject *arg)
{
    const char *name = Py_TYPE(arg)->tp_name;
    return PyBool_Check(arg) || !strcmp(name, "numpy.bool_") ||
           !strcmp(name, "numpy.bool");
}

int py_seed_conv(PyObject *arg, void *seed)
{
    if (is_bool(arg) || !PyIndex_Check(arg)) {
        PyErr_Format(PyExc_TypeError, "seed must be an int in 0..2**64-1, "
                     "not %.50s", Py_TYPE(arg)->tp_name);
        return 0;
    }
    PyObject *v = PyNumber_Index(arg);
    if (!v)
        return 0;
    unsigned long long s = PyLong_AsUnsignedLongLong(v);
    if (s == (unsigned long long)-1 && PyErr_Occurred()) {
        if (PyErr_ExceptionMatches(PyExc_OverflowError)) {
            PyErr_Clear();
            PyErr_Format(PyExc_ValueError, "seed must be in 0..2**64-1, "
                         "not %R", v);
        }
        Py_DECREF(v);
        return 0;
    }
    Py_DECREF(v);
    *(uint64_t *)seed = s;
    return 1;
}

/* ------------------------------------------------------------------- Rng */

void py_rng_pack(const coup_rng *r, unsigned char *out)
{
    for (int w = 0; w < 4; w++)
        for (int b = 0; b < 8; b++)
            out[8 * w + b] = (unsigned char)(r->s[w] >> (8 * b));
}

int py_rng_unpack(const unsigned char *in, Py_ssize_t len, coup_rng *r)
{
    coup_rng t;
    if (len != PY_RNG_BYTES) {
        PyErr_Format(PyExc_ValueError, "an Rng's state is %d bytes, not %zd",
                     PY_RNG_BYTES, len);
        return -1;
    }
    for (int w = 0; w < 4; w++) {
        t.s[w] = 0;
        for (int b = 0; b < 8; b++)
            t.s[w] |= (uint64_t)in[8 * w + b] << (8 * b);
    }
    /* xoshiro256** never reaches the all-zero state, and would stay in
     * it: those bytes come from no Rng. */
    if (!(t.s[0] | t.s[1] | t.s[2] | t.s[3])) {
        PyErr_SetString(PyExc_ValueError, "an Rng's state is never all "
                        "zeros (xoshiro256** would stay there)");
        return -1;
    }
    *r = t;
    return 0;
}

static int Rng_init(PyObject *self, PyObject *args, PyObject *kw)
{
    static char *kwlist[] = {"seed", NULL};
    uint64_t seed = 0;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "|O&", kwlist, py_seed_conv,
                                     &seed))
        return -1;
    coup_rng_seed(&((py_Rng *)self)->r, seed);
    return 0;
}

static PyObject *Rng_next(PyObject *self, PyObject *unused)
{
    (void)unused;
    return PyLong_FromUnsignedLongLong(coup_rng_next(&((py_Rng *)self)->r));
}

static PyObject *Rng_below(PyObject *self, PyObject *arg)
{
    unsigned long n = PyLong_AsUnsignedLong(arg);
    if (n == (unsigned long)-1 && PyErr_Occurred())
        return NULL;
    if (n < 1 || n > UINT32_MAX) {
        PyErr_SetString(PyExc_ValueError, "below(n) needs 1 <= n < 2**32");
        return NULL;
    }
    return PyLong_FromUnsignedLong(coup_rng_below(&((py_Rng *)self)->r,
                                                  (uint32_t)n));
}

/* A uniformly random element of a sequence (one below() draw). */
static PyObject *Rng_choice(PyObject *self, PyObject *arg)
{
    Py_ssize_t n = PySequence_Size(arg);
    if (n < 0)
        return NULL;
    if (n == 0) {
        PyErr_SetString(PyExc_IndexError, "choice from an empty sequence");
        return NULL;
    }
    return PySequence_GetItem(arg, coup_rng_below(&((py_Rng *)self)->r,
                                                  (uint32_t)n));
}

static PyObject *rng_new(const coup_rng *r)
{
    py_Rng *o = PyObject_New(py_Rng, &py_RngType);
    if (o)
        o->r = *r;
    return (PyObject *)o;
}

static PyObject *Rng_copy(PyObject *self, PyObject *unused)
{
    (void)unused;
    return rng_new(&((py_Rng *)self)->r);
}

static PyObject *Rng_deepcopy(PyObject *self, PyObject *memo)
{
    (void)memo;
    return rng_new(&((py_Rng *)self)->r);
}

static PyObject *Rng_to_bytes(PyObject *self, PyObject *unused)
{
    unsigned char b[PY_RNG_BYTES];
    (void)unused;
    py_rng_pack(&((py_Rng *)self)->r, b);
    return PyBytes_FromStringAndSize((const char *)b, sizeof b);
}

static PyObject *Rng_from_bytes(PyObject *cls, PyObject *arg)
{
    Py_buffer b;
    coup_rng r;
    (void)cls;
    if (PyObject_GetBuffer(arg, &b, PyBUF_SIMPLE))
        return NULL;
    int rc = py_rng_unpack(b.buf, b.len, &r);
    PyBuffer_Release(&b);
    return rc ? NULL : rng_new(&r);
}

static PyObject *Rng_reduce(PyObject *self, PyObject *unused)
{
    unsigned char b[PY_RNG_BYTES];
    (void)unused;
    PyObject *from = PyObject_GetAttrString((PyObject *)&py_RngType,
                                            "from_bytes");
    if (!from)
        return NULL;
    py_rng_pack(&((py_Rng *)self)->r, b);
    return Py_BuildValue("N(y#)", from, (const char *)b, (Py_ssize_t)sizeof b);
}

static PyObject *Rng_richcompare(PyObject *a, PyObject *b, int op)
{
    if (!PyObject_TypeCheck(b, &py_RngType) || (op != Py_EQ && op != Py_NE))
        Py_RETURN_NOTIMPLEMENTED;
    bool eq = !memcmp(&((py_Rng *)a)->r, &((py_Rng *)b)->r, sizeof(coup_rng));
    if ((op == Py_EQ) == eq)
        Py_RETURN_TRUE;
    Py_RETURN_FALSE;
}

#define RSIG(name, args) #name "($self" args ")\n--\n\n"

static PyMethodDef Rng_methods[] = {
    {"next", Rng_next, METH_NOARGS,
     RSIG(next, ", /") "The next 64-bit output."},
    {"below", Rng_below, METH_O, RSIG(below, ", n, /") "Uniform in [0, n)."},
    {"choice", Rng_choice, METH_O,
     RSIG(choice, ", seq, /") "A uniform element of a sequence."},
    {"copy", Rng_copy, METH_NOARGS, RSIG(copy, ", /") "An independent copy."},
    {"__copy__", Rng_copy, METH_NOARGS,
     RSIG(__copy__, ", /") "An independent copy."},
    {"__deepcopy__", Rng_deepcopy, METH_O,
     RSIG(__deepcopy__, ", memo, /") "An independent copy."},
    {"to_bytes", Rng_to_bytes, METH_NOARGS,
     RSIG(to_bytes, ", /") "The generator's whole state: its four 64-bit "
     "words, little-endian (32 bytes)."},
    {"from_bytes", Rng_from_bytes, METH_O | METH_CLASS,
     "from_bytes($type, data, /)\n--\n\n"
     "The Rng of to_bytes(), continuing where it was; ValueError for bytes "
     "that are no state of the generator."},
    {"__reduce__", Rng_reduce, METH_NOARGS,
     RSIG(__reduce__, ", /") "Pickles as its bytes: Rng.from_bytes(to_bytes())."},
    {NULL, NULL, 0, NULL},
};

PyTypeObject py_RngType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "coup._coup.Rng",
    .tp_doc = "Rng(seed=0)\n--\n\n"
              "The generator of coup/rng.h (xoshiro256**), so that a seed "
              "means the same game as in the C drivers. seed: an int in "
              "0..2**64-1. Copies and pickles with its whole state "
              "(to_bytes), so a copy draws what the original would.",
    .tp_basicsize = sizeof(py_Rng),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_new = PyType_GenericNew,
    .tp_init = Rng_init,
    .tp_methods = Rng_methods,
    .tp_richcompare = Rng_richcompare,
};

/* ------------------------------------------------------ module functions */

static int players_arg(PyObject *arg, int *p)
{
    long v = PyLong_AsLong(arg);
    if (v == -1 && PyErr_Occurred())
        return -1;
    if (v < COUP_MIN_PLAYERS || v > COUP_MAX_PLAYERS) {
        char why[64];
        snprintf(why, sizeof why, "players must be 2..10, not %ld", v);
        py_raise(COUP_EOPTIONS, why);
        return -1;
    }
    *p = (int)v;
    return 0;
}

static PyObject *m_num_decisions(PyObject *self, PyObject *arg)
{
    int p;
    (void)self;
    return players_arg(arg, &p) ? NULL : PyLong_FromLong(PY_DECISIONS(p));
}

static PyObject *m_num_ids(PyObject *self, PyObject *arg)
{
    int p;
    (void)self;
    return players_arg(arg, &p) ? NULL : PyLong_FromLong(PY_IDS(p));
}

static PyObject *m_obs_size(PyObject *self, PyObject *arg)
{
    int p;
    (void)self;
    return players_arg(arg, &p) ? NULL : PyLong_FromLong(py_obs_size(p));
}

static PyObject *m_state_size(PyObject *self, PyObject *arg)
{
    int p;
    (void)self;
    return players_arg(arg, &p) ? NULL : PyLong_FromLong(py_state_size(p));
}

/* [(name, seat or None, offset, size, high), ...] of a layout. */
static PyObject *layout_list(PyObject *arg,
                             int (*layout)(int, py_section *))
{
    py_section s[PY_MAX_SECTIONS];
    int p;
    if (players_arg(arg, &p))
        return NULL;
    int n = layout(p, s);
    PyObject *l = PyList_New(n);
    for (int i = 0; l && i < n; i++) {
        PyObject *seat = s[i].seat < 0 ? Py_None : PyLong_FromLong(s[i].seat);
        if (seat == Py_None)
            Py_INCREF(seat);
        PyList_SET_ITEM(l, i, Py_BuildValue("(sNiid)", s[i].name, seat,
                                            s[i].offset, s[i].size,
                                            (double)s[i].high));
    }
    return l;
}

static PyObject *m_obs_layout(PyObject *self, PyObject *arg)
{
    (void)self;
    return layout_list(arg, py_obs_layout);
}

static PyObject *m_state_layout(PyObject *self, PyObject *arg)
{
    (void)self;
    return layout_list(arg, py_state_layout);
}

/* move_fields(players, id) -> (type, target, card, card2), 255 / 7 for
 * none, as in struct coup_move. */
static PyObject *m_move_fields(PyObject *self, PyObject *const *args,
                               Py_ssize_t nargs)
{
    coup_move m;
    int p;
    (void)self;
    if (nargs != 2) {
        PyErr_SetString(PyExc_TypeError, "move_fields(players, move)");
        return NULL;
    }
    if (players_arg(args[0], &p) || py_move_arg(args[1], p, &m))
        return NULL;
    return Py_BuildValue("(iiii)", m.type, m.target, m.card, m.card2);
}

static PyObject *m_move_text(PyObject *self, PyObject *const *args,
                             Py_ssize_t nargs)
{
    coup_move m;
    int p;
    char text[48];
    (void)self;
    if (nargs != 2) {
        PyErr_SetString(PyExc_TypeError, "move_text(players, move)");
        return NULL;
    }
    if (players_arg(args[0], &p) || py_move_arg(args[1], p, &m))
        return NULL;
    coup_move_str(m, text, sizeof text);
    return PyUnicode_FromString(text);
}

static PyObject *m_parse_move(PyObject *self, PyObject *const *args,
                              Py_ssize_t nargs)
{
    coup_move m;
    int p;
    (void)self;
    if (nargs != 2 || !PyUnicode_Check(args[1])) {
        PyErr_SetString(PyExc_TypeError, "parse_move(players, text: str)");
        return NULL;
    }
    if (players_arg(args[0], &p) || py_move_arg(args[1], p, &m))
        return NULL;
    return PyLong_FromLong(py_action_of(p, m));
}

static PyObject *m_card_name(PyObject *self, PyObject *arg)
{
    long c = PyLong_AsLong(arg);
    (void)self;
    if (c == -1 && PyErr_Occurred())
        return NULL;
    return PyUnicode_FromString(coup_card_name((int)c));
}

/* Docstrings start with the signature, for inspect.signature(). */
#define MSIG(name, args) #name "($module, " args ")\n--\n\n"
#define ONEFN(name, arg, doc) {#name, m_##name, METH_O, MSIG(name, arg ", /") doc}
#define FASTFN(name, args, doc)                                          \
    {#name, (PyCFunction)(void (*)(void))m_##name, METH_FASTCALL,        \
     MSIG(name, args ", /") doc}

static PyMethodDef module_methods[] = {
    ONEFN(num_decisions, "players",
          "Ids of seats' moves at P players: 110 + 17 P."),
    ONEFN(num_ids, "players",
          "All ids at P players, chance outcomes included."),
    ONEFN(obs_size, "players", "The observation tensor's length."),
    ONEFN(obs_layout, "players",
          "The observation tensor's parts: (name, seat, offset, size, high)."),
    ONEFN(state_size, "players",
          "The global state tensor's length (State.encode_state)."),
    ONEFN(state_layout, "players",
          "The global state tensor's parts: (name, seat, offset, size, "
          "high)."),
    FASTFN(move_fields, "players, move",
           "(type, target, card, card2) of a move."),
    FASTFN(move_text, "players, move", "The move's text: 'steal 2'."),
    FASTFN(parse_move, "players, text",
           "The id of a move's text; ParseError."),
    ONEFN(card_name, "card", "'duke', ...; '?' for none."),
    {"play_bots", (PyCFunction)(void (*)(void))py_play_bots,
     METH_VARARGS | METH_KEYWORDS,
     MSIG(play_bots, "bots, players, start, flags, seed, max_decisions")
     "coup_bots_play() -> (winner, [(seat, id), ...])."},
    {"arena", (PyCFunction)(void (*)(void))py_arena,
     METH_VARARGS | METH_KEYWORDS,
     MSIG(arena, "bots, games, players, start, flags, seed, threads, "
                 "max_decisions")
     "coup_arena_run(): the totals as a dict."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module_def = {
    PyModuleDef_HEAD_INIT, "coup._coup",
    "libcoup for Python: the engine, records, bots and the arena (use the "
    "package `coup`).", -1, module_methods, NULL, NULL, NULL, NULL,
};

/* The exceptions live in coup.errors, plain Python. */
static int load_errors(void)
{
    PyObject *m = PyImport_ImportModule("coup.errors");
    if (!m)
        return -1;
    struct {
        PyObject **slot;
        const char *name;
    } names[] = {
        {&py_CoupError, "CoupError"},
        {&py_IllegalMoveError, "IllegalMoveError"},
        {&py_ParseError, "ParseError"},
        {&py_OptionsError, "OptionsError"},
        {&py_GameOverError, "GameOverError"},
        {&py_PositionError, "PositionError"},
        {&py_RecordError, "RecordError"},
        {&py_BotError, "BotError"},
    };
    for (size_t i = 0; i < sizeof names / sizeof *names; i++)
        if (!(*names[i].slot = PyObject_GetAttrString(m, names[i].name))) {
            Py_DECREF(m);
            return -1;
        }
    Py_DECREF(m);
    return 0;
}

PyMODINIT_FUNC PyInit__coup(void);

PyMODINIT_FUNC PyInit__coup(void)
{
    PyTypeObject *types[] = {&py_StateType, &py_RngType, &py_VecType,
                             &py_RecordType, &py_BotType};
    const char *names[] = {"State", "Rng", "VecGames", "Record", "Bot"};
    if (!py_actions_init()) {
        PyErr_SetString(PyExc_SystemError,
                        "coup: the action numbering is inconsistent");
        return NULL;
    }
    if (load_errors())
        return NULL;
    PyObject *m = PyModule_Create(&module_def);
    if (!m)
        return NULL;
    for (size_t i = 0; i < sizeof types / sizeof *types; i++) {
        if (PyType_Ready(types[i]) < 0)
            goto fail;
        Py_INCREF(types[i]);
        if (PyModule_AddObject(m, names[i], (PyObject *)types[i]) < 0) {
            Py_DECREF(types[i]);
            goto fail;
        }
    }
    PyModule_AddIntConstant(m, "CHANCE", COUP_CHANCE);
    PyModule_AddIntConstant(m, "GAME_OVER", COUP_GAME_OVER);
    PyModule_AddIntConstant(m, "STATE_BYTES", (long)sizeof(coup_state));
    PyModule_AddIntConstant(m, "LOYALIST", COUP_LOYALIST);
    PyModule_AddIntConstant(m, "REFORMIST", COUP_REFORMIST);
    PyModule_AddIntConstant(m, "RESERVE_MAX", COUP_RESERVE_MAX);
    return m;
fail:
    Py_DECREF(m);
    return NULL;
}
