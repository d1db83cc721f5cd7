/*
 * vector.c - coup._coup.VecGames: N games stepped together in C, for
 * reinforcement learning (what EnvPool does for Atari). The caller
 * (coup.VectorEnv) owns the numpy arrays and the games write into them:
 *
 *     obs        float32 [N, obs_size]   the tensor of the seat to move
 *     mask       int8    [N, decisions]  its legal moves
 *     rewards    float32 [N, players]    +1 winner, -1 the others, at the end
 *     terminated bool    [N]             the game ended at this step
 *     truncated  bool    [N]             it reached max_steps without ending
 *     to_play    int32   [N]             the seat to move now
 *     final_obs  float32 [N, obs_size]   the ended game's last observation
 *     final_mask int8    [N, decisions]  and its mask
 *     final_seat int32   [N]             the seat that final_obs is seen by
 *     winner     int32   [N]             the ended game's winner, or -1
 *
 * Chance is drawn inside, with its true odds (R8), from a generator per
 * game. A game that ends (terminated or truncated) is dealt again at once
 * (Gymnasium's same-step autoreset): the row shows the new game's first
 * decision, and final_* hold the ended game's last view. The final_*
 * rows of games that did not end at the last step are zeros (-1 for the
 * seats).
 */
#include <string.h>

#include "glue.h"

#define NBUF 10

typedef struct {
    PyObject_HEAD
    int n, players, decisions, obs_size;
    long max_steps;
    coup_options opts;
    coup_state *games;
    coup_rng *chance, *policy;
    uint32_t *moves;    /* the seats' moves in game i since its deal */
    uint8_t *ended;     /* game i ended at the last step: final_* are set */
    Py_buffer buf[NBUF];
    int held;           /* how many buffers are held */
    long long steps, episodes;
} py_Vec;

enum { B_OBS, B_MASK, B_REWARDS, B_TERM, B_TRUNC, B_TO_PLAY, B_FINAL_OBS,
       B_FINAL_MASK, B_FINAL_SEAT, B_WINNER };

#define ROW(v, b, type, i, width) ((type *)(v)->buf[b].buf + (size_t)(i) * (width))

static void Vec_dealloc(PyObject *self)
{
    py_Vec *v = (py_Vec *)self;
    for (int i = 0; i < v->held; i++)
        PyBuffer_Release(&v->buf[i]);
    PyMem_Free(v->games);
    PyMem_Free(v->chance);
    PyMem_Free(v->policy);
    PyMem_Free(v->moves);
    PyMem_Free(v->ended);
    Py_TYPE(self)->tp_free(self);
}

/* A writable C-contiguous buffer of exactly n items of format fmt, as the
 * next of v's buffers. */
static int take(py_Vec *v, PyObject *arg, const char *fmt, Py_ssize_t n,
                const char *what)
{
    Py_buffer *b = &v->buf[v->held];
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

static int ready(py_Vec *v)
{
    if (v->games)
        return 0;
    PyErr_SetString(PyExc_RuntimeError, "VecGames was not set up");
    return -1;
}

/* Chance moves until a seat decides (a game never ends on chance). */
static void resolve(py_Vec *v, int i)
{
    coup_state *s = &v->games[i];
    while (coup_to_move(s) == COUP_CHANCE)
        coup_apply(s, coup_draw_chance(s, &v->chance[i]));
}

/* Game i as `seat` sees it, into rows i of the obs and mask buffers. */
static void view(py_Vec *v, int i, int seat, int obs_buf, int mask_buf)
{
    const coup_state *s = &v->games[i];
    coup_obs o;
    coup_observe(s, seat, &o);
    py_obs_encode(&o, ROW(v, obs_buf, float, i, v->obs_size));
    py_mask_fill(s, seat, ROW(v, mask_buf, int8_t, i, v->decisions));
}

/* The row of game i: who is to move, its tensor and its mask. */
static void fill(py_Vec *v, int i)
{
    int seat = coup_to_move(&v->games[i]);
    ROW(v, B_TO_PLAY, int32_t, i, 1)[0] = seat;
    view(v, i, seat, B_OBS, B_MASK);
}

static void new_game(py_Vec *v, int i)
{
    coup_init(&v->games[i], &v->opts);
    v->moves[i] = 0;
    resolve(v, i);
    fill(v, i);
}

/* Clears the final_* rows of game i. */
static void clear_final(py_Vec *v, int i)
{
    memset(ROW(v, B_FINAL_OBS, float, i, v->obs_size), 0,
           sizeof(float) * (size_t)v->obs_size);
    memset(ROW(v, B_FINAL_MASK, int8_t, i, v->decisions), 0,
           (size_t)v->decisions);
    ROW(v, B_FINAL_SEAT, int32_t, i, 1)[0] = -1;
    ROW(v, B_WINNER, int32_t, i, 1)[0] = -1;
    v->ended[i] = 0;
}

/* Rewards, terminations, truncations and every final_* row cleared. */
static void clear_all(py_Vec *v)
{
    for (int i = 0; i < v->n; i++)
        clear_final(v, i);
    memset(v->buf[B_REWARDS].buf, 0, (size_t)v->buf[B_REWARDS].len);
    memset(v->buf[B_TERM].buf, 0, (size_t)v->buf[B_TERM].len);
    memset(v->buf[B_TRUNC].buf, 0, (size_t)v->buf[B_TRUNC].len);
}

static int Vec_init(PyObject *self, PyObject *args, PyObject *kw)
{
    static char *kwlist[] = {"n", "players", "start", "flags", "max_steps",
                             "obs", "mask", "rewards", "terminated",
                             "truncated", "to_play", "final_obs",
                             "final_mask", "final_seat", "winner", NULL};
    py_Vec *v = (py_Vec *)self;
    int n, players, start;
    unsigned flags;
    long max_steps;
    PyObject *a[NBUF];
    if (v->games || v->held) {
        PyErr_SetString(PyExc_RuntimeError, "VecGames is set up once");
        return -1;
    }
    if (!PyArg_ParseTupleAndKeywords(args, kw, "iiiIlOOOOOOOOOO", kwlist, &n,
                                     &players, &start, &flags, &max_steps,
                                     &a[0], &a[1], &a[2], &a[3], &a[4], &a[5],
                                     &a[6], &a[7], &a[8], &a[9]))
        return -1;
    if (n < 1) {
        PyErr_SetString(PyExc_ValueError, "n must be at least 1");
        return -1;
    }
    if (max_steps < 1 || max_steps > INT32_MAX) {
        PyErr_SetString(PyExc_ValueError, "max_steps must be 1..2**31-1");
        return -1;
    }
    if (py_options(players, start, flags, &v->opts))
        return -1;
    v->n = n;
    v->players = players;
    v->max_steps = max_steps;
    v->decisions = PY_DECISIONS(players);
    v->obs_size = py_obs_size(players);
    Py_ssize_t rows = (Py_ssize_t)n * v->obs_size,
               masks = (Py_ssize_t)n * v->decisions;
    if (take(v, a[0], "f", rows, "obs") || take(v, a[1], "b", masks, "mask") ||
        take(v, a[2], "f", (Py_ssize_t)n * players, "rewards") ||
        take(v, a[3], "?", n, "terminated") ||
        take(v, a[4], "?", n, "truncated") || take(v, a[5], "i", n, "to_play") ||
        take(v, a[6], "f", rows, "final_obs") ||
        take(v, a[7], "b", masks, "final_mask") ||
        take(v, a[8], "i", n, "final_seat") || take(v, a[9], "i", n, "winner"))
        return -1;
    v->chance = PyMem_Calloc((size_t)n, sizeof *v->chance);
    v->policy = PyMem_Calloc((size_t)n, sizeof *v->policy);
    v->moves = PyMem_Calloc((size_t)n, sizeof *v->moves);
    v->ended = PyMem_Calloc((size_t)n, sizeof *v->ended);
    v->games = PyMem_Calloc((size_t)n, sizeof *v->games);
    if (!v->games || !v->chance || !v->policy || !v->moves || !v->ended) {
        PyMem_Free(v->games);
        v->games = NULL;
        PyErr_NoMemory();
        return -1;
    }
    /* Dealt with generators seeded 0 until reset() seeds them. */
    for (int i = 0; i < n; i++) {
        coup_rng_seed(&v->chance[i], 0);
        coup_rng_seed(&v->policy[i], coup_arena_game_seed(0, 1));
        new_game(v, i);
    }
    clear_all(v);
    return 0;
}

/* reset(seeds): every game dealt again. seeds: N seeds (game i's chance
 * generator is Rng(seeds[i]), as the AEC environment's reset(seed)), or
 * None to go on with each game's generators. Refused seeds change
 * nothing. */
static PyObject *Vec_reset(PyObject *self, PyObject *arg)
{
    py_Vec *v = (py_Vec *)self;
    if (ready(v))
        return NULL;
    if (arg != Py_None) {
        PyObject *seq = PySequence_Fast(arg, "seeds: a sequence of ints");
        if (!seq)
            return NULL;
        if (PySequence_Fast_GET_SIZE(seq) != v->n) {
            PyErr_Format(PyExc_ValueError, "seeds: %d were expected, not %zd",
                         v->n, PySequence_Fast_GET_SIZE(seq));
            Py_DECREF(seq);
            return NULL;
        }
        uint64_t *seeds = PyMem_Malloc(sizeof *seeds * (size_t)v->n);
        if (!seeds) {
            Py_DECREF(seq);
            return PyErr_NoMemory();
        }
        for (int i = 0; i < v->n; i++)
            if (!py_seed_conv(PySequence_Fast_GET_ITEM(seq, i), &seeds[i])) {
                PyMem_Free(seeds);
                Py_DECREF(seq);
                return NULL;
            }
        Py_DECREF(seq);
        for (int i = 0; i < v->n; i++) {
            coup_rng_seed(&v->chance[i], seeds[i]);
            coup_rng_seed(&v->policy[i], coup_arena_game_seed(seeds[i], 1));
        }
        PyMem_Free(seeds);
    }
    for (int i = 0; i < v->n; i++)
        new_game(v, i);
    clear_all(v);
    Py_RETURN_NONE;
}

/* Applies actions[i] in every game i. Every action is checked against the
 * mask first: one illegal action raises IllegalMoveError and no game
 * moves. Returns the number of games that ended (terminated or
 * truncated). */
static PyObject *Vec_step(PyObject *self, PyObject *arg)
{
    py_Vec *v = (py_Vec *)self;
    Py_buffer b;
    int ended = 0;
    if (ready(v))
        return NULL;
    if (PyObject_GetBuffer(arg, &b, PyBUF_FORMAT | PyBUF_C_CONTIGUOUS))
        return NULL;
    if (!b.format || strcmp(b.format, "i") || b.len != (Py_ssize_t)v->n * 4) {
        PyBuffer_Release(&b);
        PyErr_Format(PyExc_ValueError, "actions: an int32 array of %d items "
                     "was expected", v->n);
        return NULL;
    }
    const int32_t *act = b.buf;
    const int8_t *mask = v->buf[B_MASK].buf;
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
    float *rewards = v->buf[B_REWARDS].buf;
    bool *term = v->buf[B_TERM].buf, *trunc = v->buf[B_TRUNC].buf;
    memset(rewards, 0, (size_t)v->buf[B_REWARDS].len);
    memset(term, 0, (size_t)v->n);
    memset(trunc, 0, (size_t)v->n);
    for (int i = 0; i < v->n; i++) {
        coup_state *s = &v->games[i];
        int seat = coup_to_move(s);
        uint16_t alive = s->alive;
        if (v->ended[i])
            clear_final(v, i);
        if (coup_apply(s, py_move_of(v->players, act[i]))) {
            PyBuffer_Release(&b);
            PyErr_Format(py_IllegalMoveError, "game %d: action %d is not "
                         "legal (was the mask changed?)", i, (int)act[i]);
            return NULL;
        }
        resolve(v, i);
        v->moves[i]++;
        if (coup_is_over(s)) {
            /* The end: seen by the seat that made the last move. */
            float *r = rewards + (size_t)i * v->players;
            int w = coup_winner(s);
            for (int p = 0; p < v->players; p++)
                r[p] = p == w ? 1.0f : -1.0f;
            term[i] = true;
            view(v, i, seat, B_FINAL_OBS, B_FINAL_MASK);
            ROW(v, B_FINAL_SEAT, int32_t, i, 1)[0] = seat;
            ROW(v, B_WINNER, int32_t, i, 1)[0] = w;
        } else if (v->moves[i] >= (uint32_t)v->max_steps && s->alive == alive) {
            /* As the AEC environment: truncated once max_steps moves are
             * made, at a step that exiled nobody. */
            int next = coup_to_move(s);
            trunc[i] = true;
            view(v, i, next, B_FINAL_OBS, B_FINAL_MASK);
            ROW(v, B_FINAL_SEAT, int32_t, i, 1)[0] = next;
        } else {
            fill(v, i);
            continue;
        }
        v->ended[i] = 1;
        ended++;
        new_game(v, i);
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
    if (ready(v))
        return NULL;
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
    if (ready(v))
        return NULL;
    if (i < 0 || i >= v->n) {
        PyErr_Format(PyExc_IndexError, "no game %ld: games are 0..%d", i,
                     v->n - 1);
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

/* ---------------------------------------------------------- pickling */

/* dump(): the games as bytes, for VectorEnv's pickles: a header (n,
 * players, flags, max_steps), then per game its state (72 bytes, as
 * State.to_bytes), its two generators (as Rng.to_bytes), its move count
 * and whether it ended at the last step, then the step and episode
 * counts. Integers little-endian. */
#define HEADER 32
#define GAME (72 + 2 * PY_RNG_BYTES + 4 + 1)

static void put_u64(unsigned char *p, uint64_t x, int bytes)
{
    for (int i = 0; i < bytes; i++)
        p[i] = (unsigned char)(x >> (8 * i));
}

static uint64_t get_u64(const unsigned char *p, int bytes)
{
    uint64_t x = 0;
    for (int i = 0; i < bytes; i++)
        x |= (uint64_t)p[i] << (8 * i);
    return x;
}

_Static_assert(sizeof(coup_state) == 72, "GAME assumes a 72-byte state");

static PyObject *Vec_dump(PyObject *self, PyObject *unused)
{
    py_Vec *v = (py_Vec *)self;
    (void)unused;
    if (ready(v))
        return NULL;
    Py_ssize_t len = HEADER + (Py_ssize_t)v->n * GAME + 16;
    PyObject *out = PyBytes_FromStringAndSize(NULL, len);
    if (!out)
        return NULL;
    unsigned char *p = (unsigned char *)PyBytes_AS_STRING(out);
    memset(p, 0, (size_t)len);
    put_u64(p, (uint64_t)v->n, 8);
    put_u64(p + 8, (uint64_t)v->players, 8);
    put_u64(p + 16, v->opts.flags, 8);
    put_u64(p + 24, (uint64_t)v->max_steps, 8);
    p += HEADER;
    for (int i = 0; i < v->n; i++, p += GAME) {
        memcpy(p, &v->games[i], 72);
        py_rng_pack(&v->chance[i], p + 72);
        py_rng_pack(&v->policy[i], p + 72 + PY_RNG_BYTES);
        put_u64(p + 72 + 2 * PY_RNG_BYTES, v->moves[i], 4);
        p[GAME - 1] = v->ended[i];
    }
    put_u64(p, (uint64_t)v->steps, 8);
    put_u64(p + 8, (uint64_t)v->episodes, 8);
    return out;
}

/* load(data): the games of dump(), each checked as State.from_bytes
 * checks a state, and at a seat's decision; the rows obs, mask and
 * to_play written again from them. Refused bytes change nothing. */
static PyObject *Vec_load(PyObject *self, PyObject *arg)
{
    py_Vec *v = (py_Vec *)self;
    Py_buffer b;
    char why[200];
    if (ready(v))
        return NULL;
    if (PyObject_GetBuffer(arg, &b, PyBUF_SIMPLE))
        return NULL;
    const unsigned char *p = b.buf;
    Py_ssize_t len = HEADER + (Py_ssize_t)v->n * GAME + 16;
    coup_state *games = NULL;
    coup_rng *rngs = NULL;
    why[0] = '\0';
    if (b.len != len)
        snprintf(why, sizeof why, "the games of this VectorEnv are %zd "
                 "bytes, not %zd", len, b.len);
    else if (get_u64(p, 8) != (uint64_t)v->n ||
             get_u64(p + 8, 8) != (uint64_t)v->players ||
             get_u64(p + 16, 8) != v->opts.flags ||
             get_u64(p + 24, 8) != (uint64_t)v->max_steps)
        snprintf(why, sizeof why, "the games are of another VectorEnv "
                 "(games, players, options or max_steps differ)");
    if (!why[0]) {
        games = PyMem_Malloc(sizeof *games * (size_t)v->n);
        rngs = PyMem_Malloc(2 * sizeof *rngs * (size_t)v->n);
        if (!games || !rngs) {
            PyMem_Free(games);
            PyMem_Free(rngs);
            PyBuffer_Release(&b);
            return PyErr_NoMemory();
        }
    }
    const unsigned char *g = p + HEADER;
    for (int i = 0; !why[0] && i < v->n; i++, g += GAME) {
        char reason[160];
        coup_state *s = &games[i];
        memcpy(s, g, 72);
        if (py_state_check(s, reason, sizeof reason))
            snprintf(why, sizeof why, "game %d: %s", i, reason);
        else if (s->players != v->players || s->flags != v->opts.flags)
            snprintf(why, sizeof why, "game %d: another table (players or "
                     "options)", i);
        else if (coup_to_move(s) < 0)
            snprintf(why, sizeof why, "game %d: no seat is to move", i);
        else if (get_u64(g + 72 + 2 * PY_RNG_BYTES, 4) >
                 (uint64_t)v->max_steps)
            snprintf(why, sizeof why, "game %d: more moves than max_steps",
                     i);
        else if (g[GAME - 1] > 1)
            snprintf(why, sizeof why, "game %d: bad ended flag", i);
        else if (py_rng_unpack(g + 72, PY_RNG_BYTES, &rngs[2 * i]) ||
                 py_rng_unpack(g + 72 + PY_RNG_BYTES, PY_RNG_BYTES,
                               &rngs[2 * i + 1])) {
            PyErr_Clear();
            snprintf(why, sizeof why, "game %d: a generator's state is all "
                     "zeros", i);
        }
    }
    if (why[0]) {
        PyMem_Free(games);
        PyMem_Free(rngs);
        PyBuffer_Release(&b);
        return py_raise(COUP_EPOSITION, why);
    }
    g = p + HEADER;
    for (int i = 0; i < v->n; i++, g += GAME) {
        v->games[i] = games[i];
        v->chance[i] = rngs[2 * i];
        v->policy[i] = rngs[2 * i + 1];
        v->moves[i] = (uint32_t)get_u64(g + 72 + 2 * PY_RNG_BYTES, 4);
        v->ended[i] = g[GAME - 1];
        fill(v, i);
    }
    v->steps = (long long)get_u64(g, 8);
    v->episodes = (long long)get_u64(g + 8, 8);
    PyMem_Free(games);
    PyMem_Free(rngs);
    PyBuffer_Release(&b);
    Py_RETURN_NONE;
}

#define VSIG(name, args) #name "($self" args ")\n--\n\n"

static PyMethodDef Vec_methods[] = {
    {"reset", Vec_reset, METH_O, VSIG(reset, ", seeds, /")
     "Deal every game again: seeds, N ints (game i's chance is "
     "Rng(seeds[i])), or None to go on with each game's generators."},
    {"step", Vec_step, METH_O, VSIG(step, ", actions, /")
     "Apply one action per game (int32 [N]); the number of games ended."},
    {"random_actions", Vec_random_actions, METH_O,
     VSIG(random_actions, ", out, /")
     "Fill an int32 [N] array with a uniform legal action per game."},
    {"state", Vec_state, METH_O, VSIG(state, ", i, /")
     "A copy of game i's State."},
    {"counts", Vec_counts, METH_NOARGS, VSIG(counts, ", /")
     "(steps, episodes) so far."},
    {"dump", Vec_dump, METH_NOARGS, VSIG(dump, ", /")
     "The games, their generators and counts as bytes (for pickles)."},
    {"load", Vec_load, METH_O, VSIG(load, ", data, /")
     "The games of dump(), checked; PositionError, nothing changed, if "
     "they are not this VecGames' games."},
    {NULL, NULL, 0, NULL},
};

PyTypeObject py_VecType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "coup._coup.VecGames",
    .tp_doc = "VecGames(n, players, start, flags, max_steps, obs, mask, "
              "rewards, terminated, truncated, to_play, final_obs, "
              "final_mask, final_seat, winner)\n--\n\n"
              "N games stepped in C (use coup.VectorEnv).",
    .tp_basicsize = sizeof(py_Vec),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_new = PyType_GenericNew,
    .tp_init = Vec_init,
    .tp_dealloc = Vec_dealloc,
    .tp_methods = Vec_methods,
};
