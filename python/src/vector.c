/*
 * vector.c - coup._coup.VecGames: N games stepped together in C, for
 * reinforcement learning (what EnvPool does for Atari). The caller owns
 * five numpy arrays and the games write into them at every step:
 *
 *     obs      float32 [N, obs_size]   the tensor of the seat to move
 *     mask     int8    [N, decisions]  its legal moves
 *     rewards  float32 [N, players]    +1 winner, -1 the others, at the end
 *     done     bool    [N]             the game ended at this step
 *     to_play  int32   [N]             the seat to move now
 *
 * Chance is drawn inside, with its true odds (R8), from a generator per
 * game; a game that ends is dealt again at once (auto-reset), so after a
 * step with done[i] the row i shows the new game's first decision while
 * rewards[i] holds the old game's outcome.
 */
#include <string.h>

#include "glue.h"

typedef struct {
    PyObject_HEAD
    int n, players, decisions, obs_size;
    coup_options opts;
    coup_state *games;
    coup_rng *chance, *policy;
    Py_buffer obs, mask, rewards, done, to_play;
    int held;           /* how many of the five buffers are held */
    long long steps, episodes;
} py_Vec;

static void Vec_dealloc(PyObject *self)
{
    py_Vec *v = (py_Vec *)self;
    Py_buffer *b[5] = {&v->obs, &v->mask, &v->rewards, &v->done, &v->to_play};
    for (int i = 0; i < v->held; i++)
        PyBuffer_Release(b[i]);
    PyMem_Free(v->games);
    PyMem_Free(v->chance);
    PyMem_Free(v->policy);
    Py_TYPE(self)->tp_free(self);
}

/* A writable C-contiguous buffer of exactly n items of format fmt. */
static int take(py_Vec *v, PyObject *arg, Py_buffer *b, const char *fmt,
                Py_ssize_t n, const char *what)
{
    if (PyObject_GetBuffer(arg, b, PyBUF_WRITABLE | PyBUF_FORMAT |
                                       PyBUF_C_CONTIGUOUS))
        return -1;
    if (!b->format || strcmp(b->format, fmt) || b->len != n * b->itemsize) {
        PyErr_Format(PyExc_ValueError, "%s: a C-contiguous array of %zd "
                     "items of format '%s' was expected", what, n, fmt);
        PyBuffer_Release(b);
        return -1;
    }
    v->held++;
    return 0;
}

/* Chance moves until a seat decides (a game never ends on chance). */
static void resolve(py_Vec *v, int i)
{
    coup_state *s = &v->games[i];
    while (coup_to_move(s) == COUP_CHANCE)
        coup_apply(s, coup_draw_chance(s, &v->chance[i]));
}

/* The row of game i: who is to move, its tensor and its mask. */
static void fill(py_Vec *v, int i)
{
    const coup_state *s = &v->games[i];
    coup_obs o;
    int seat = coup_to_move(s);
    ((int32_t *)v->to_play.buf)[i] = seat;
    coup_observe(s, seat, &o);
    py_obs_encode(&o, (float *)v->obs.buf + (size_t)i * v->obs_size);
    py_mask_fill(s, seat, (int8_t *)v->mask.buf + (size_t)i * v->decisions);
}

static void new_game(py_Vec *v, int i)
{
    coup_init(&v->games[i], &v->opts);
    resolve(v, i);
    fill(v, i);
}

static int Vec_init(PyObject *self, PyObject *args, PyObject *kw)
{
    static char *kwlist[] = {"n", "players", "start", "flags", "seed", "obs",
                             "mask", "rewards", "done", "to_play", NULL};
    py_Vec *v = (py_Vec *)self;
    int n, players, start;
    unsigned flags;
    unsigned long long seed;
    PyObject *a[5];
    if (v->games) {
        PyErr_SetString(PyExc_RuntimeError, "VecGames is set up once");
        return -1;
    }
    if (!PyArg_ParseTupleAndKeywords(args, kw, "iiiIKOOOOO", kwlist, &n,
                                     &players, &start, &flags, &seed, &a[0],
                                     &a[1], &a[2], &a[3], &a[4]))
        return -1;
    if (n < 1) {
        PyErr_SetString(PyExc_ValueError, "n must be at least 1");
        return -1;
    }
    if (py_options(players, start, flags, &v->opts))
        return -1;
    v->n = n;
    v->players = players;
    v->decisions = PY_DECISIONS(players);
    v->obs_size = py_obs_size(players);
    if (take(v, a[0], &v->obs, "f", (Py_ssize_t)n * v->obs_size, "obs") ||
        take(v, a[1], &v->mask, "b", (Py_ssize_t)n * v->decisions, "mask") ||
        take(v, a[2], &v->rewards, "f", (Py_ssize_t)n * players, "rewards") ||
        take(v, a[3], &v->done, "?", n, "done") ||
        take(v, a[4], &v->to_play, "i", n, "to_play"))
        return -1;
    v->games = PyMem_Calloc((size_t)n, sizeof *v->games);
    v->chance = PyMem_Calloc((size_t)n, sizeof *v->chance);
    v->policy = PyMem_Calloc((size_t)n, sizeof *v->policy);
    if (!v->games || !v->chance || !v->policy) {
        PyErr_NoMemory();
        return -1;
    }
    /* Game i's chance and its random policy have seeds of their own,
     * derived as the arena derives a game's seed from its index. */
    for (int i = 0; i < n; i++) {
        coup_rng_seed(&v->chance[i], coup_arena_game_seed(seed, 2 * i));
        coup_rng_seed(&v->policy[i], coup_arena_game_seed(seed, 2 * i + 1));
        new_game(v, i);
    }
    memset(v->rewards.buf, 0, (size_t)v->rewards.len);
    memset(v->done.buf, 0, (size_t)v->done.len);
    return 0;
}

/* Applies actions[i] in every game i. Every action is checked against the
 * mask first: one illegal action raises IllegalMoveError and no game
 * moves. Returns the number of games that ended. */
static PyObject *Vec_step(PyObject *self, PyObject *arg)
{
    py_Vec *v = (py_Vec *)self;
    Py_buffer b;
    int ended = 0;
    if (!v->games) {
        PyErr_SetString(PyExc_RuntimeError, "VecGames was not set up");
        return NULL;
    }
    if (PyObject_GetBuffer(arg, &b, PyBUF_FORMAT | PyBUF_C_CONTIGUOUS))
        return NULL;
    if (!b.format || strcmp(b.format, "i") || b.len != (Py_ssize_t)v->n * 4) {
        PyBuffer_Release(&b);
        PyErr_Format(PyExc_ValueError, "actions: an int32 array of %d items "
                     "was expected", v->n);
        return NULL;
    }
    const int32_t *act = b.buf;
    const int8_t *mask = v->mask.buf;
    for (int i = 0; i < v->n; i++) {
        int32_t a = act[i];
        if (a < 0 || a >= v->decisions || !mask[(size_t)i * v->decisions + a]) {
            char text[48] = "?", why[256] = "no move has that id";
            if (a >= 0 && a < v->decisions) {
                coup_move m = py_move_of(v->players, a);
                coup_move_str(m, text, sizeof text);
                coup_why(&v->games[i], m, why, sizeof why);
            }
            PyBuffer_Release(&b);
            PyErr_Format(py_IllegalMoveError, "game %d: action %d ('%s'): %s",
                         i, (int)a, text, why);
            return NULL;
        }
    }
    float *rewards = v->rewards.buf;
    bool *done = v->done.buf;
    memset(rewards, 0, (size_t)v->rewards.len);
    memset(done, 0, (size_t)v->n);
    for (int i = 0; i < v->n; i++) {
        coup_state *s = &v->games[i];
        if (coup_apply(s, py_move_of(v->players, act[i]))) {
            PyBuffer_Release(&b);
            PyErr_Format(py_IllegalMoveError, "game %d: action %d is not "
                         "legal (was the mask changed?)", i, (int)act[i]);
            return NULL;
        }
        resolve(v, i);
        if (coup_is_over(s)) {
            float *r = rewards + (size_t)i * v->players;
            int w = coup_winner(s);
            for (int p = 0; p < v->players; p++)
                r[p] = p == w ? 1.0f : -1.0f;
            done[i] = true;
            ended++;
            new_game(v, i);
        } else {
            fill(v, i);
        }
    }
    PyBuffer_Release(&b);
    v->steps += v->n;
    v->episodes += ended;
    return PyLong_FromLong(ended);
}

/* A uniformly random legal action per game into out (int32 [N]), from
 * each game's own policy generator. */
static PyObject *Vec_random_actions(PyObject *self, PyObject *arg)
{
    py_Vec *v = (py_Vec *)self;
    Py_buffer b;
    coup_move legal[COUP_MAX_MOVES];
    if (!v->games) {
        PyErr_SetString(PyExc_RuntimeError, "VecGames was not set up");
        return NULL;
    }
    if (PyObject_GetBuffer(arg, &b, PyBUF_WRITABLE | PyBUF_FORMAT |
                                        PyBUF_C_CONTIGUOUS))
        return NULL;
    if (!b.format || strcmp(b.format, "i") || b.len != (Py_ssize_t)v->n * 4) {
        PyBuffer_Release(&b);
        PyErr_Format(PyExc_ValueError, "out: an int32 array of %d items was "
                     "expected", v->n);
        return NULL;
    }
    int32_t *out = b.buf;
    for (int i = 0; i < v->n; i++) {
        int k = coup_legal_moves(&v->games[i], legal);
        coup_move m = legal[coup_rng_below(&v->policy[i], (uint32_t)k)];
        out[i] = py_action_of(v->players, m);
    }
    PyBuffer_Release(&b);
    Py_RETURN_NONE;
}

/* The state of game i, as a State (a copy). */
static PyObject *Vec_state(PyObject *self, PyObject *arg)
{
    py_Vec *v = (py_Vec *)self;
    long i = PyLong_AsLong(arg);
    if (i == -1 && PyErr_Occurred())
        return NULL;
    if (!v->games || i < 0 || i >= v->n) {
        PyErr_SetString(PyExc_IndexError, "no such game");
        return NULL;
    }
    return py_state_new(&v->games[i]);
}

static PyObject *Vec_counts(PyObject *self, PyObject *unused)
{
    py_Vec *v = (py_Vec *)self;
    (void)unused;
    return Py_BuildValue("(LL)", v->steps, v->episodes);
}

static PyMethodDef Vec_methods[] = {
    {"step", Vec_step, METH_O, "Apply one action per game (int32 [N])."},
    {"random_actions", Vec_random_actions, METH_O,
     "Fill an int32 [N] array with a uniform legal action per game."},
    {"state", Vec_state, METH_O, "A copy of game i's State."},
    {"counts", Vec_counts, METH_NOARGS, "(steps, episodes) so far."},
    {NULL, NULL, 0, NULL},
};

PyTypeObject py_VecType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "coup._coup.VecGames",
    .tp_doc = "N games stepped in C (use coup.VectorEnv).",
    .tp_basicsize = sizeof(py_Vec),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_new = PyType_GenericNew,
    .tp_init = Vec_init,
    .tp_dealloc = Vec_dealloc,
    .tp_methods = Vec_methods,
};
