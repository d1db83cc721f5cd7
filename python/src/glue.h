/*
 * glue.h - the C side of the Python package `coup` (python/coup): what the
 * extension module's files share. Nothing here is part of libcoup: the
 * action numbering and the observation tensor are the Python package's
 * (python/README.md documents both), built on libcoup's public API only.
 */
#ifndef COUP_PY_GLUE_H
#define COUP_PY_GLUE_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include <stdbool.h>
#include <stdint.h>

#include <coup/arena.h>
#include <coup/bots.h>
#include <coup/coup.h>
#include <coup/record.h>
#include <coup/rng.h>

/* ------------------------------------------------ the action numbering */

/* Cards a move may name: the six characters of coup.h. */
#define PY_NC COUP_NCARDS
/* Unordered pairs of characters, a card with itself included. */
#define PY_PAIRS (PY_NC * (PY_NC + 1) / 2)
/* Decisions of seats at P players: 110 + 17 P (python/README.md): the
 * base game's 82 + 16 P, then Reformation's P + 1 + 27. */
#define PY_DECISIONS(p) (110 + 17 * (p))
/* All ids at P players: the decisions, then the chance outcomes (a card
 * drawn, a starting seat). */
#define PY_IDS(p) (PY_DECISIONS(p) + PY_NC + (p))
#define PY_MAX_IDS PY_IDS(COUP_MAX_PLAYERS)

/* The id of move m at a table of `players`, or -1 if m has none (a
 * masked card, a seat out of range). */
int py_action_of(int players, coup_move m);
/* The move of id a (0 <= a < PY_IDS(players)). */
coup_move py_move_of(int players, int a);
/* Fills the tables; false if the numbering and its inverse disagree. */
bool py_actions_init(void);

/* ------------------------------------------- the observation tensor */

/* One named part of the tensor: [offset, offset + size), each value in
 * [0, high]. */
typedef struct py_section {
    const char *name;
    int seat;       /* the seat a per-seat part describes, or -1 */
    int offset, size;
    float high;
} py_section;

#define PY_MAX_SECTIONS 96

/* The tensor's length at P players. */
int py_obs_size(int players);
/* Writes the tensor of observation o into out[py_obs_size()]. */
void py_obs_encode(const coup_obs *o, float *out);
/* The parts of the tensor at P players, into s[PY_MAX_SECTIONS]; returns
 * their count. */
int py_obs_layout(int players, py_section *s);
/* The global state tensor (the AEC environment's state()): the public
 * observation, then every hidden card. Its length at P players; the
 * tensor of s into out[py_state_size()]; its parts, as py_obs_layout. */
int py_state_size(int players);
void py_state_encode(const coup_state *s, float *out);
int py_state_layout(int players, py_section *s);
/* Zeroes mask[PY_DECISIONS(players)] and sets 1 at the id of every legal
 * move when `seat` is to move in s; returns the number of legal moves
 * set. */
int py_mask_fill(const coup_state *s, int seat, int8_t *mask);

/* ----------------------------------------------------------- errors */

/* The package's exceptions (coup.errors), found when the module loads. */
extern PyObject *py_CoupError, *py_IllegalMoveError, *py_ParseError,
    *py_OptionsError, *py_GameOverError, *py_PositionError, *py_RecordError,
    *py_BotError;

/* Raises the exception of a COUP_E... code with the reason `why` (the
 * code's text when why is NULL or empty); returns NULL. */
PyObject *py_raise(int code, const char *why);
/* Raises IllegalMoveError or GameOverError for move m refused in s, with
 * coup_why()'s sentence; returns NULL. */
PyObject *py_raise_refused(const coup_state *s, coup_move m);

/* ------------------------------------------------------------- types */

typedef struct {
    PyObject_HEAD
    coup_state s;
} py_State;

typedef struct {
    PyObject_HEAD
    coup_rng r;
} py_Rng;

extern PyTypeObject py_StateType, py_RngType, py_VecType, py_RecordType,
    py_BotType;

/* A new State object holding s. */
PyObject *py_state_new(const coup_state *s);
/* Whether s is a state that State.from_bytes() accepts: the engine's
 * invariants and Reformation's fields as a position's. 0, or -1 with the
 * reason in why. */
int py_state_check(const coup_state *s, char *why, size_t n);
/* A seed: an int (not a bool) in 0..2**64-1, for PyArg's "O&" into a
 * uint64_t. TypeError or ValueError naming `seed` and the range. */
int py_seed_conv(PyObject *arg, void *seed);
/* An Rng's state as 32 bytes (its four words, little-endian), and back:
 * -1 with ValueError if the bytes are not a state of the generator. */
#define PY_RNG_BYTES 32
void py_rng_pack(const coup_rng *r, unsigned char *out);
int py_rng_unpack(const unsigned char *in, Py_ssize_t len, coup_rng *r);
/* The move that `arg` names in a game of `players`: an id (int) or move
 * text (str). Returns 0, or -1 with an exception set. */
int py_move_arg(PyObject *arg, int players, coup_move *m);
/* Options from Python values, checked; 0 or -1 with OptionsError set. */
int py_options(int players, int start, unsigned flags, coup_options *o);
/* The keyword arguments players=4, start=random, flags=0 of State() and
 * Record(), checked into *o; -1 with the exception set. */
int py_options_args(PyObject *args, PyObject *kw, coup_options *o);

/* Module-level functions of bots.c (the arena, whole games of bots). */
PyObject *py_play_bots(PyObject *self, PyObject *args, PyObject *kw);
PyObject *py_arena(PyObject *self, PyObject *args, PyObject *kw);

#endif
