/*
 * record.c - coup._coup.Record: a game record (include/coup/record.h),
 * read, replayed and written by libcoup's own reader and writer, so that
 * Python and the C drivers agree on every byte (docs/record-format.md).
 */
#include <stdlib.h>
#include <string.h>

#include "glue.h"

typedef struct {
    PyObject_HEAD
    coup_record r;
    bool ready;     /* r initialised (freed on dealloc) */
} py_Record;

#define REC(o) (&((py_Record *)(o))->r)

static PyObject *record_error(const coup_record_error *err)
{
    PyObject *e = PyObject_CallFunction(py_RecordError, "si", err->msg,
                                        err->line);
    if (e) {
        PyErr_SetObject(py_RecordError, e);
        Py_DECREF(e);
    }
    return NULL;
}

static void Record_dealloc(PyObject *self)
{
    if (((py_Record *)self)->ready)
        coup_record_free(REC(self));
    Py_TYPE(self)->tp_free(self);
}

static int Record_init(PyObject *self, PyObject *args, PyObject *kw)
{
    coup_options o;
    if (py_options_args(args, kw, &o))
        return -1;
    if (((py_Record *)self)->ready)
        coup_record_free(REC(self));
    coup_record_init(REC(self), &o);
    ((py_Record *)self)->ready = true;
    return 0;
}

static PyObject *Record_parse(PyObject *cls, PyObject *arg)
{
    Py_ssize_t len;
    coup_record_error err = {0, ""};
    (void)cls;
    const char *text = PyUnicode_Check(arg) ? PyUnicode_AsUTF8AndSize(arg, &len)
                                            : NULL;
    if (!text) {
        if (!PyErr_Occurred())
            PyErr_SetString(PyExc_TypeError, "parse(text: str)");
        return NULL;
    }
    py_Record *o = PyObject_New(py_Record, &py_RecordType);
    if (!o)
        return NULL;
    o->ready = true; /* parse() leaves r freeable whatever happens */
    if (coup_record_parse(text, (size_t)len, &o->r, &err)) {
        Py_DECREF(o);
        return record_error(&err);
    }
    return (PyObject *)o;
}

static int ready(PyObject *self)
{
    if (((py_Record *)self)->ready)
        return 0;
    PyErr_SetString(PyExc_RuntimeError, "Record was not initialised");
    return -1;
}

static PyObject *Record_add(PyObject *self, PyObject *const *args,
                            Py_ssize_t nargs)
{
    coup_move m;
    if (ready(self))
        return NULL;
    if (nargs != 2) {
        PyErr_SetString(PyExc_TypeError, "add(seat, move)");
        return NULL;
    }
    long seat = PyLong_AsLong(args[0]);
    if (seat == -1 && PyErr_Occurred())
        return NULL;
    if (py_move_arg(args[1], REC(self)->options.players, &m))
        return NULL;
    if (seat < COUP_CHANCE || seat >= REC(self)->options.players ||
        coup_record_add(REC(self), (int)seat, m))
        return py_raise(COUP_EINVAL, "no such seat (-1 is chance)");
    Py_RETURN_NONE;
}

static PyObject *Record_set_names(PyObject *self, PyObject *arg)
{
    const char *names[COUP_MAX_PLAYERS];
    if (ready(self))
        return NULL;
    PyObject *seq = PySequence_Fast(arg, "names must be a sequence of str");
    if (!seq)
        return NULL;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(seq);
    if (n != REC(self)->options.players) {
        Py_DECREF(seq);
        return py_raise(COUP_EINVAL, "one name per seat is needed");
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *s = PySequence_Fast_GET_ITEM(seq, i);
        names[i] = PyUnicode_Check(s) ? PyUnicode_AsUTF8(s) : NULL;
        if (!names[i]) {
            Py_DECREF(seq);
            if (!PyErr_Occurred())
                PyErr_SetString(PyExc_TypeError, "names must be str");
            return NULL;
        }
    }
    int rc = coup_record_set_names(REC(self), (int)n, names);
    Py_DECREF(seq);
    if (rc)
        return py_raise(rc, "a name is 1..31 characters of A-Z a-z 0-9 _ . -");
    Py_RETURN_NONE;
}

static PyObject *Record_format(PyObject *self, PyObject *unused)
{
    size_t len;
    (void)unused;
    if (ready(self))
        return NULL;
    char *text = coup_record_format(REC(self), &len);
    if (!text)
        return PyErr_NoMemory();
    PyObject *s = PyUnicode_FromStringAndSize(text, (Py_ssize_t)len);
    free(text);
    return s;
}

/* Collects (seat, id) of every move replayed. */
static void visit(void *ctx, const coup_state *before, int seat, coup_move m,
                  int line)
{
    PyObject *list = ctx;
    (void)line;
    if (PyErr_Occurred())
        return;
    PyObject *t = Py_BuildValue("(ii)", seat,
                                py_action_of(before->players, m));
    if (t) {
        PyList_Append(list, t);
        Py_DECREF(t);
    }
}

static PyObject *Record_replay(PyObject *self, PyObject *unused)
{
    coup_state s;
    coup_record_error err = {0, ""};
    (void)unused;
    if (ready(self))
        return NULL;
    PyObject *moves = PyList_New(0);
    if (!moves)
        return NULL;
    int rc = coup_record_replay(REC(self), &s, visit, moves, &err);
    if (PyErr_Occurred()) {
        Py_DECREF(moves);
        return NULL;
    }
    if (rc) {
        Py_DECREF(moves);
        return record_error(&err);
    }
    return Py_BuildValue("(NN)", py_state_new(&s), moves);
}

static PyObject *get_moves(PyObject *self, void *unused)
{
    const coup_record *r = REC(self);
    (void)unused;
    if (ready(self))
        return NULL;
    PyObject *l = PyList_New(0);
    for (size_t i = 0; l && i < r->n; i++) {
        const coup_record_item *it = &r->items[i];
        if (it->kind != COUP_RECORD_MOVE)
            continue;
        PyObject *t = Py_BuildValue("(ii)", it->seat,
                                    py_action_of(r->options.players,
                                                 it->move));
        if (!t || PyList_Append(l, t))
            Py_CLEAR(l);
        Py_XDECREF(t);
    }
    return l;
}

static PyObject *get_options(PyObject *self, void *unused)
{
    (void)unused;
    if (ready(self))
        return NULL;
    const coup_options *o = &REC(self)->options;
    return Py_BuildValue("(iiI)", o->players, o->start, o->flags);
}

static PyObject *get_seed(PyObject *self, void *unused)
{
    (void)unused;
    if (ready(self))
        return NULL;
    if (!REC(self)->has_seed)
        Py_RETURN_NONE;
    return PyLong_FromUnsignedLongLong(REC(self)->seed);
}

static int set_seed(PyObject *self, PyObject *v, void *unused)
{
    (void)unused;
    if (ready(self))
        return -1;
    if (!v || v == Py_None) {
        REC(self)->has_seed = false;
        return 0;
    }
    uint64_t seed;
    if (!py_seed_conv(v, &seed))
        return -1;
    REC(self)->has_seed = true;
    REC(self)->seed = seed;
    return 0;
}

static PyObject *get_names(PyObject *self, void *unused)
{
    (void)unused;
    if (ready(self))
        return NULL;
    PyObject *l = PyList_New(REC(self)->nnames);
    for (int i = 0; l && i < REC(self)->nnames; i++)
        PyList_SET_ITEM(l, i, PyUnicode_FromString(REC(self)->names[i]));
    return l;
}

static PyObject *get_result(PyObject *self, void *unused)
{
    (void)unused;
    if (ready(self))
        return NULL;
    if (REC(self)->result < 0)
        Py_RETURN_NONE;
    return PyLong_FromLong(REC(self)->result);
}

static int set_result(PyObject *self, PyObject *v, void *unused)
{
    (void)unused;
    if (ready(self))
        return -1;
    long w = v == Py_None || !v ? -1 : PyLong_AsLong(v);
    if (w == -1 && PyErr_Occurred())
        return -1;
    if (w < -1 || w >= REC(self)->options.players) {
        py_raise(COUP_EINVAL, "the result is a seat or None");
        return -1;
    }
    REC(self)->result = (int)w;
    return 0;
}

static PyMethodDef Record_methods[] = {
    {"parse", Record_parse, METH_O | METH_CLASS,
     "parse($type, text, /)\n--\n\n"
     "Reads a record's text; RecordError(line, reason) if malformed."},
    {"add", (PyCFunction)(void (*)(void))Record_add, METH_FASTCALL,
     "add($self, seat, move, /)\n--\n\n"
     "Append a move (seat -1: chance)."},
    {"set_names", Record_set_names, METH_O,
     "set_names($self, names, /)\n--\n\nOne name per seat."},
    {"format", Record_format, METH_NOARGS,
     "format($self, /)\n--\n\nThe canonical text."},
    {"replay", Record_replay, METH_NOARGS,
     "replay($self, /)\n--\n\n"
     "Replays through the engine: (final State, [(seat, id), ...]), or "
     "RecordError with the line and the rule broken."},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef Record_getset[] = {
    {"moves", get_moves, NULL, "[(seat, id), ...] as written.", NULL},
    {"options", get_options, NULL, "(players, start, flags).", NULL},
    {"seed", get_seed, set_seed,
     "The seed of the chance outcomes left unwritten, or None.", NULL},
    {"names", get_names, NULL, "The seats' names, or [].", NULL},
    {"result", get_result, set_result, "The winner written, or None.", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

PyTypeObject py_RecordType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "coup._coup.Record",
    .tp_doc = "Record(players=4, start=-1, flags=0)\n--\n\n"
              "An empty game record; Record.parse(text) reads one.",
    .tp_basicsize = sizeof(py_Record),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_new = PyType_GenericNew,
    .tp_init = Record_init,
    .tp_dealloc = Record_dealloc,
    .tp_methods = Record_methods,
    .tp_getset = Record_getset,
};
