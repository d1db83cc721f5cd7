"""The batched API: N games stepped in C at once (as EnvPool steps Atari),
in the shape of a Gymnasium 1.x vector environment.

    venv = coup.VectorEnv(1024, players=4, seed=1)
    obs, infos = venv.reset(seed=1)
    while training:
        actions = policy(obs["observation"], obs["action_mask"])  # ints [N]
        obs, rewards, terminations, truncations, infos = venv.step(actions)

Each row is one game, seen by its seat to move (``infos["to_play"]``,
also ``venv.to_play``); chance is drawn inside. Autoreset is
Gymnasium's SAME_STEP (``metadata["autoreset_mode"]``): a game that ends
at a step is dealt again in that step, so its row already shows the new
game's first decision, while ``rewards``, ``terminations`` and
``truncations`` tell the end and ``infos["final_obs"]`` holds the ended
game's last observation. Rewards are per seat (float32 [N, P]), because
every seat of a game plays in the same row: this and the other
differences from Gymnasium's single-agent contract are listed in
python/README.md. The arrays returned are the environment's own,
rewritten at every step: copy what must be kept.
"""

from __future__ import annotations

from typing import Any, Optional

import numpy as np

from . import _coup
from . import spaces as _spaces
from ._options import (SEED_MAX, flags_of, fresh_seed, names_of,
                       positive_int, seed_of, start_of)
from .aec import observation_space
from .errors import IllegalMoveError


class VectorEnv:
    """num_envs games of Coup stepped together, shaped like a Gymnasium
    1.x vector environment (python/README.md, "The batched API").

    Spaces: ``single_observation_space`` is the AEC environment's
    observation space (a Dict of ``observation`` and ``action_mask``),
    ``single_action_space`` Discrete(num_decisions(P));
    ``observation_space`` and ``action_space`` are their batches of
    num_envs (``action_space`` a MultiDiscrete).

    ``reset(seed=None, options=None)`` -> (obs, infos); ``step(actions)``
    -> (obs, rewards [N, P], terminations [N], truncations [N], infos).
    Seeds: an int s gives game i the seed s + i (mod 2**64), as
    Gymnasium's vector environments do; a list gives each game its own
    (None: from the system's entropy); None goes on with each game's
    generators. Game i with seed s is dealt as the AEC environment's
    ``reset(seed=s)`` deals. ``max_steps`` (10,000, as the AEC
    environment's) truncates a game that never ends.
    """

    metadata = {"autoreset_mode": _spaces.AutoresetMode.SAME_STEP,
                "render_modes": []}
    render_mode = None
    spec = None

    def __init__(self, num_envs: int, players: int = 4, options: Any = (),
                 start: Optional[int] = None, seed: Any = None,
                 max_steps: int = 10_000) -> None:
        """num_envs games at a table of `players` with rule `options`;
        `seed` as for reset() (None: from the system's entropy)."""
        n = self.num_envs = positive_int(num_envs, "num_envs", 2 ** 24)
        self.players = players
        self.flags = flags_of(options)
        self.start = start_of(start)
        self.max_steps = positive_int(max_steps, "max_steps")
        _coup.State(players, self.start, self.flags)  # checks the options
        seeds = self._seeds(seed, fresh=True)
        self.obs_size = _coup.obs_size(players)
        self.num_actions = _coup.num_decisions(players)
        self.single_observation_space = observation_space(players)
        self.single_action_space = _spaces.discrete(self.num_actions)
        self.observation_space = _spaces.batch_space(
            self.single_observation_space, n)
        self.action_space = _spaces.batch_space(self.single_action_space, n)
        self._alloc()
        self._games.reset(seeds)
        self.closed = False

    def _alloc(self) -> None:
        """The arrays the games write into, and the games."""
        n, p = self.num_envs, self.players
        self.obs = np.zeros((n, self.obs_size), np.float32)
        self.mask = np.zeros((n, self.num_actions), np.int8)
        self.rewards = np.zeros((n, p), np.float32)
        self.terminations = np.zeros(n, np.bool_)
        self.truncations = np.zeros(n, np.bool_)
        self.to_play = np.zeros(n, np.int32)
        self.final_obs = np.zeros((n, self.obs_size), np.float32)
        self.final_mask = np.zeros((n, self.num_actions), np.int8)
        self.final_to_play = np.full(n, -1, np.int32)
        self.winner = np.full(n, -1, np.int32)
        self._actions = np.zeros(n, np.int32)
        self._everyone = np.ones(n, np.bool_)
        self._games = _coup.VecGames(
            n, p, self.start, self.flags, self.max_steps, self.obs,
            self.mask, self.rewards, self.terminations, self.truncations,
            self.to_play, self.final_obs, self.final_mask,
            self.final_to_play, self.winner)

    def _seeds(self, seed: Any, fresh: bool = False) -> Optional[list[int]]:
        """Game i's seed for each i, or None to go on (unless `fresh`)."""
        n = self.num_envs
        if seed is None:
            return [fresh_seed() for _ in range(n)] if fresh else None
        if isinstance(seed, (list, tuple, np.ndarray)):
            if len(seed) != n:
                raise ValueError(f"seed: a list of {n} seeds (one per game) "
                                 f"was expected, not {len(seed)}")
            return [fresh_seed() if s is None else
                    seed_of(s, f"seed[{i}]", none=True)
                    for i, s in enumerate(seed)]
        s = seed_of(seed, "seed (an int, a list of one per game, or None)")
        return [(s + i) & SEED_MAX for i in range(n)]

    # ------------------------------------------------------------ the API

    def _observations(self) -> dict[str, np.ndarray]:
        return {"observation": self.obs, "action_mask": self.mask}

    def reset(self, seed: Any = None,
              options: Optional[dict] = None) -> tuple[dict, dict]:
        """Every game dealt again; (obs, infos). seed: None (each game goes
        on with its generators), an int s (game i: s + i) or a list of one
        per game (None: fresh); options: None or a dict (no option is
        defined: ignored). Refused arguments raise TypeError or ValueError
        and change nothing."""
        seeds = self._seeds(seed)
        if options is not None and not isinstance(options, dict):
            raise TypeError(f"options must be a dict or None, not "
                            f"{type(options).__name__}")
        self._games.reset(seeds)
        return self._observations(), {"to_play": self.to_play,
                                      "_to_play": self._everyone}

    def step(self, actions: Any) -> tuple[dict, np.ndarray, np.ndarray,
                                          np.ndarray, dict]:
        """One action id per game (integers [N], legal in its row of the
        mask); (obs, rewards [N, P], terminations, truncations, infos).
        A game that ended is dealt again at once (SAME_STEP): infos
        "final_obs" (with "_final_obs", the games that ended) holds its
        last observation, and "final_info" its "to_play" (the seat that
        final observation is seen by) and "winner" (-1 if truncated).
        A float action raises TypeError, an id out of range or illegal
        IllegalMoveError; then no game moves."""
        ended = self._games.step(self._checked(actions))
        infos: dict[str, Any] = {"to_play": self.to_play,
                                 "_to_play": self._everyone}
        if ended:
            e = self.terminations | self.truncations
            infos["final_obs"] = {"observation": self.final_obs,
                                  "action_mask": self.final_mask,
                                  "_observation": e, "_action_mask": e}
            infos["_final_obs"] = e
            infos["final_info"] = {"to_play": self.final_to_play,
                                   "winner": self.winner,
                                   "_to_play": e, "_winner": e}
            infos["_final_info"] = e
        return (self._observations(), self.rewards, self.terminations,
                self.truncations, infos)

    def _checked(self, actions: Any) -> np.ndarray:
        """actions as int32 [N], refusing floats and ids out of range
        before they are cast (a cast would truncate or wrap them)."""
        n = self.num_envs
        if (type(actions) is np.ndarray and actions.dtype == np.int32
                and actions.shape == (n,) and actions.flags.c_contiguous):
            return actions  # C checks the range and the mask
        a = np.asarray(actions)
        if a.shape != (n,):
            raise ValueError(f"actions: one per game, shape ({n},), not "
                             f"{a.shape}")
        if a.dtype.kind not in "iu":
            raise TypeError(f"actions must be integer action ids, not "
                            f"{a.dtype} (a float is not cast)")
        bad = np.flatnonzero((a < 0) | (a >= self.num_actions))
        if len(bad):
            i = int(bad[0])
            raise IllegalMoveError(f"game {i}: action {a[i]} is not an "
                                   f"action id (0..{self.num_actions - 1})")
        return np.ascontiguousarray(a, np.int32)

    def random_actions(self, out: Optional[np.ndarray] = None) -> np.ndarray:
        """A uniformly random legal action per game, drawn in C."""
        if out is None:
            out = self._actions
        self._games.random_actions(out)
        return out

    def game_state(self, i: int) -> _coup.State:
        """A copy of game i's full-information State."""
        return self._games.state(i)

    @property
    def steps(self) -> int:
        """Actions applied so far (N per step)."""
        return self._games.counts()[0]

    @property
    def episodes(self) -> int:
        """Games ended so far (terminated or truncated)."""
        return self._games.counts()[1]

    @property
    def unwrapped(self) -> "VectorEnv":
        return self

    def render(self) -> None:
        """No rendering (render_mode None); render one game's
        game_state(i) instead."""
        return None

    def close(self) -> None:
        """Nothing to release."""
        self.closed = True

    def __repr__(self) -> str:
        return (f"coup.VectorEnv({self.num_envs}, players={self.players}, "
                f"options={names_of(self.flags)})")

    # ----------------------------------------------------- copy and pickle

    def __getstate__(self) -> dict[str, Any]:
        d = dict(self.__dict__)
        d["_games"] = self._games.dump()
        return d

    def __setstate__(self, d: dict[str, Any]) -> None:
        d = dict(d)
        games = d.pop("_games")
        self.__dict__.update(d)
        kept = {k: np.array(d[k]) for k in (
            "rewards", "terminations", "truncations", "final_obs",
            "final_mask", "final_to_play", "winner")}
        self._alloc()
        self._games.load(games)
        for k, a in kept.items():
            getattr(self, k)[...] = a
