/*
 * bots.c - the built-in bots from Python: coup._coup.Bot (one bot that
 * follows a game move by move), play_bots() (a whole game among bots, as
 * coup_bots_play() plays it) and arena() (coup_arena_run(), the totals of
 * `coup arena`).
 */
#include <string.h>

#include "glue.h"

typedef struct {
    PyObject_HEAD
    coup_bot *b;
    coup_rng rng;
    int seat;
} py_Bot;

static void Bot_dealloc(PyObject *self)
{
    coup_bot_free(((py_Bot *)self)->b);
    Py_TYPE(self)->tp_free(self);
}

static int Bot_init(PyObject *self, PyObject *args, PyObject *kw)
{
    static char *kwlist[] = {"spec", "seed", NULL};
    py_Bot *o = (py_Bot *)self;
    const char *spec;
    uint64_t seed = 0;
    char why[200] = "";
    if (!PyArg_ParseTupleAndKeywords(args, kw, "s|O&", kwlist, &spec,
                                     py_seed_conv, &seed))
        return -1;
    coup_bot *b = coup_bot_new(spec, why, sizeof why);
    if (!b) {
        PyErr_SetString(py_BotError, why[0] ? why : "no such bot");
        return -1;
    }
    coup_bot_free(o->b);
    o->b = b;
    o->seat = -1;
    coup_rng_seed(&o->rng, seed);
    return 0;
}

static int state_arg(PyObject *arg, const coup_state **s)
{
    if (!PyObject_TypeCheck(arg, &py_StateType)) {
        PyErr_SetString(PyExc_TypeError, "a coup.State was expected");
        return -1;
    }
    *s = &((py_State *)arg)->s;
    return 0;
}

static int live(py_Bot *o)
{
    if (o->b)
        return 0;
    PyErr_SetString(PyExc_RuntimeError, "Bot was not initialised");
    return -1;
}

/* start(state, seat): a new game in which the bot plays `seat`. */
static PyObject *Bot_start(PyObject *self, PyObject *const *args,
                           Py_ssize_t nargs)
{
    py_Bot *o = (py_Bot *)self;
    const coup_state *s;
    if (live(o))
        return NULL;
    if (nargs != 2) {
        PyErr_SetString(PyExc_TypeError, "start(state, seat)");
        return NULL;
    }
    long seat = PyLong_AsLong(args[1]);
    if ((seat == -1 && PyErr_Occurred()) || state_arg(args[0], &s))
        return NULL;
    if (seat < 0 || seat >= s->players)
        return py_raise(COUP_EINVAL, "no such seat");
    o->seat = (int)seat;
    if (o->b->kind->start) {
        coup_obs ob;
        coup_observe(s, o->seat, &ob);
        o->b->kind->start(o->b->mem, &ob);
    }
    Py_RETURN_NONE;
}

/* see(before, mover, move): the move `mover` made in state `before`, as
 * the bot's seat sees it. */
static PyObject *Bot_see(PyObject *self, PyObject *const *args,
                         Py_ssize_t nargs)
{
    py_Bot *o = (py_Bot *)self;
    const coup_state *s;
    coup_move m;
    coup_bot *bots[COUP_MAX_PLAYERS] = {NULL};
    if (live(o))
        return NULL;
    if (nargs != 3) {
        PyErr_SetString(PyExc_TypeError, "see(before, mover, move)");
        return NULL;
    }
    long mover = PyLong_AsLong(args[1]);
    if ((mover == -1 && PyErr_Occurred()) || state_arg(args[0], &s) ||
        py_move_arg(args[2], s->players, &m))
        return NULL;
    if (o->seat < 0 || o->seat >= s->players)
        return py_raise(COUP_EINVAL, "start(state, seat) the bot first");
    bots[o->seat] = o->b;
    coup_bots_see(bots, s->players, s, (int)mover, m);
    Py_RETURN_NONE;
}

/* choose(state): the bot's move where its seat is to decide. */
static PyObject *Bot_choose(PyObject *self, PyObject *arg)
{
    py_Bot *o = (py_Bot *)self;
    const coup_state *s;
    if (live(o) || state_arg(arg, &s))
        return NULL;
    int tm = coup_to_move(s);
    if (tm < 0)
        return py_raise(tm == COUP_GAME_OVER ? COUP_EOVER : COUP_EINVAL,
                        tm == COUP_GAME_OVER ? NULL : "chance is to move");
    coup_move m = coup_bot_choose(o->b, s, &o->rng);
    return PyLong_FromLong(py_action_of(s->players, m));
}

static PyObject *get_spec(PyObject *self, void *unused)
{
    (void)unused;
    if (live((py_Bot *)self))
        return NULL;
    return PyUnicode_FromString(((py_Bot *)self)->b->spec);
}

static PyObject *get_name(PyObject *self, void *unused)
{
    (void)unused;
    if (live((py_Bot *)self))
        return NULL;
    return PyUnicode_FromString(((py_Bot *)self)->b->kind->name);
}

static PyObject *get_observes(PyObject *self, void *unused)
{
    (void)unused;
    if (live((py_Bot *)self))
        return NULL;
    return PyBool_FromLong(((py_Bot *)self)->b->kind->observes);
}

static PyMethodDef Bot_methods[] = {
    {"start", (PyCFunction)(void (*)(void))Bot_start, METH_FASTCALL,
     "start($self, state, seat, /)\n--\n\n"
     "A new game, the bot at seat."},
    {"see", (PyCFunction)(void (*)(void))Bot_see, METH_FASTCALL,
     "see($self, before, mover, move, /)\n--\n\n"
     "A move was made in state before (mover -1: chance)."},
    {"choose", Bot_choose, METH_O, "choose($self, state, /)\n--\n\n"
     "The bot's move (an id) in state."},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef Bot_getset[] = {
    {"spec", get_spec, NULL, "The spec the bot was made from.", NULL},
    {"name", get_name, NULL, "Its kind: 'random', 'heuristic', ...", NULL},
    {"observes", get_observes, NULL, "Whether it follows the game.", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

PyTypeObject py_BotType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "coup._coup.Bot",
    .tp_doc = "Bot(spec, seed=0)\n--\n\n"
              "A built-in bot ('random', 'heuristic:bluff=0.3', ...); "
              "BotError if the spec is bad. seed: an int in 0..2**64-1.",
    .tp_basicsize = sizeof(py_Bot),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_new = PyType_GenericNew,
    .tp_init = Bot_init,
    .tp_dealloc = Bot_dealloc,
    .tp_methods = Bot_methods,
    .tp_getset = Bot_getset,
};

/* ----------------------------------------------------- whole games */

/* Bots from a sequence of specs, into out[n]; 0 or -1 with BotError. */
static int make_bots(PyObject *specs, int n, coup_bot **out)
{
    char why[200] = "";
    PyObject *seq = PySequence_Fast(specs, "bots: a sequence of specs");
    if (!seq)
        return -1;
    if (PySequence_Fast_GET_SIZE(seq) != n) {
        Py_DECREF(seq);
        PyErr_Format(py_BotError, "one bot per seat: %d were needed", n);
        return -1;
    }
    for (int i = 0; i < n; i++) {
        PyObject *s = PySequence_Fast_GET_ITEM(seq, i);
        const char *spec = PyUnicode_Check(s) ? PyUnicode_AsUTF8(s) : NULL;
        out[i] = spec ? coup_bot_new(spec, why, sizeof why) : NULL;
        if (!out[i]) {
            for (int j = 0; j < i; j++)
                coup_bot_free(out[j]);
            Py_DECREF(seq);
            if (!PyErr_Occurred())
                PyErr_SetString(py_BotError, spec ? why : "a spec is a str");
            return -1;
        }
    }
    Py_DECREF(seq);
    return 0;
}

PyObject *py_play_bots(PyObject *self, PyObject *args, PyObject *kw)
{
    static char *kwlist[] = {"bots", "players", "start", "flags", "seed",
                             "max_decisions", NULL};
    PyObject *specs;
    int players, start;
    unsigned flags;
    uint64_t seed;
    long maxdec = COUP_ARENA_MAX_DECISIONS, nmoves = 0, cap = 4096;
    coup_options o;
    coup_bot *bots[COUP_MAX_PLAYERS];
    char why[256] = "";
    int culprit = -1, rc;
    (void)self;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "OiiIO&|l", kwlist, &specs,
                                     &players, &start, &flags, py_seed_conv,
                                     &seed, &maxdec))
        return NULL;
    if (py_options(players, start, flags, &o) ||
        make_bots(specs, players, bots))
        return NULL;
    coup_move *moves = NULL;
    int *movers = NULL;
    for (;;) {
        moves = PyMem_Malloc((size_t)cap * sizeof *moves);
        movers = PyMem_Malloc((size_t)cap * sizeof *movers);
        if (!moves || !movers) {
            rc = COUP_EINVAL;
            snprintf(why, sizeof why, "out of memory");
            break;
        }
        rc = coup_bots_play(&o, bots, seed, maxdec, moves, movers, cap,
                            &nmoves, &culprit, why, sizeof why);
        if (rc < 0 || nmoves <= cap)
            break;
        PyMem_Free(moves);
        PyMem_Free(movers);
        cap = nmoves; /* the same seed plays the same game: again, whole */
    }
    for (int i = 0; i < players; i++)
        coup_bot_free(bots[i]);
    PyObject *list = NULL;
    if (rc >= 0 && (list = PyList_New(nmoves)))
        for (long i = 0; i < nmoves; i++)
            PyList_SET_ITEM(list, i, Py_BuildValue(
                "(ii)", movers[i], py_action_of(players, moves[i])));
    PyMem_Free(moves);
    PyMem_Free(movers);
    if (rc < 0)
        return culprit >= 0 ? (PyErr_Format(py_BotError, "%s", why), NULL)
                            : py_raise(rc, why);
    return list ? Py_BuildValue("(iN)", rc, list) : NULL;
}

/* ------------------------------------------------------------ arena */

static PyObject *arena_result(const coup_arena *a, const coup_arena_result *r)
{
    coup_arena_rating rating[COUP_ARENA_MAX_BOTS];
    coup_arena_ratings(a, r, rating);
    PyObject *bots = PyList_New(a->nbots);
    for (int d = 0; bots && d < a->nbots; d++) {
        const coup_arena_bot_stats *b = &r->bot[d];
        double low, high;
        coup_wilson(b->wins, b->games, COUP_ARENA_Z95, &low, &high);
        PyList_SET_ITEM(bots, d, Py_BuildValue(
            "{s:s,s:i,s:L,s:L,s:d,s:(dd),s:d,s:(dd),s:L}",
            "spec", a->entry[a->bot_entry[d]], "entries", a->copies[d],
            "games", b->games, "wins", b->wins,
            "win_rate", b->games ? (double)b->wins / (double)b->games : 0.0,
            "ci95", low, high, "elo", rating[d].elo,
            "elo_ci95", rating[d].low, rating[d].high,
            "forfeits", b->forfeits));
    }
    PyObject *seats = PyList_New(a->options.players);
    for (int i = 0; seats && i < a->options.players; i++)
        PyList_SET_ITEM(seats, i, PyLong_FromLongLong(r->seat_wins[i]));
    PyObject *fault = Py_None;
    Py_INCREF(fault);
    if (r->fault_game >= 0) {
        Py_DECREF(fault);
        fault = Py_BuildValue("{s:L,s:i,s:s}", "game", r->fault_game + 1,
                              "seat", r->fault_seat, "reason", r->fault_why);
    }
    static const char *const ends[] = {"complete", "sprt", "interrupted"};
    return Py_BuildValue(
        "{s:L,s:L,s:s,s:L,s:L,s:L,s:i,s:K,s:L,s:O,s:N,s:N,s:N}",
        "games", r->games, "games_asked", a->games, "end", ends[r->end],
        "won", r->won, "forfeits", r->forfeits, "unfinished", r->unfinished,
        "players", a->options.players, "seed", (unsigned long long)a->seed,
        "decisions", r->decisions,
        "balanced", coup_arena_balanced(a->nentries, r->games) ? Py_True
                                                                : Py_False,
        "bots", bots, "seat_wins", seats, "first_fault", fault);
}

PyObject *py_arena(PyObject *self, PyObject *args, PyObject *kw)
{
    static char *kwlist[] = {"bots", "games", "players", "start", "flags",
                             "seed", "threads", "max_decisions", NULL};
    PyObject *specs;
    long long games;
    int players = 0, start = COUP_START_RANDOM, threads = 1, rc = 0;
    unsigned flags = 0;
    uint64_t seed = 1;
    long maxdec = COUP_ARENA_MAX_DECISIONS;
    char why[256] = "";
    (void)self;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "OL|iiIO&il", kwlist, &specs,
                                     &games, &players, &start, &flags,
                                     py_seed_conv, &seed, &threads, &maxdec))
        return NULL;
    coup_arena *a = PyMem_Malloc(sizeof *a);
    coup_arena_result *r = PyMem_Malloc(sizeof *r);
    PyObject *seq = PySequence_Fast(specs, "bots: a sequence of specs");
    if (!a || !r || !seq) {
        PyMem_Free(a);
        PyMem_Free(r);
        Py_XDECREF(seq);
        return seq ? PyErr_NoMemory() : NULL;
    }
    coup_arena_defaults(a);
    for (Py_ssize_t i = 0; !rc && i < PySequence_Fast_GET_SIZE(seq); i++) {
        PyObject *s = PySequence_Fast_GET_ITEM(seq, i);
        const char *spec = PyUnicode_Check(s) ? PyUnicode_AsUTF8(s) : NULL;
        if (!spec) {
            snprintf(why, sizeof why, "a bot spec is a str");
            rc = COUP_EINVAL;
        } else {
            rc = coup_arena_add(a, spec, why, sizeof why);
        }
    }
    Py_DECREF(seq);
    a->options.players = players;
    a->options.start = start;
    a->options.flags = flags;
    a->games = games;
    a->seed = seed;
    a->max_decisions = maxdec;
    if (!rc && threads < 1) {
        snprintf(why, sizeof why, "threads must be at least 1");
        rc = COUP_EINVAL;
    }
    if (!rc)
        rc = coup_arena_prepare(a, why, sizeof why);
    if (!rc) {
        Py_BEGIN_ALLOW_THREADS
        rc = coup_arena_run(a, threads, NULL, r, why, sizeof why);
        Py_END_ALLOW_THREADS
    }
    PyObject *out = NULL;
    if (rc) {
        PyErr_SetString(rc == COUP_EOPTIONS ? py_OptionsError : py_BotError,
                        why[0] ? why : coup_strerror(rc));
    } else {
        out = arena_result(a, r);
    }
    PyMem_Free(a);
    PyMem_Free(r);
    return out;
}
