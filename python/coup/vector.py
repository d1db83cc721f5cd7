"""The batched API: N games stepped in C at once (as EnvPool steps Atari).

    venv = coup.VectorEnv(1024, players=4, seed=1)
    obs, mask, to_play = venv.obs, venv.mask, venv.to_play
    while training:
        actions = policy(obs, mask)            # int32 [N], legal per mask
        obs, mask, rewards, done, to_play = venv.step(actions)

Each row is one game, seen by the seat to move (``to_play``); chance is
drawn inside. A game that ends is dealt again at once: ``done[i]`` says
the game of row i ended at this step, ``rewards[i]`` holds its outcome
(+1 winner, -1 each other seat) and row i already shows the new game's
first decision. The arrays returned are the environment's own, rewritten
at every step: copy what must be kept.
"""

from __future__ import annotations

from typing import Any, Optional

import numpy as np

from . import _coup
from ._options import flags_of, start_of


class VectorEnv:
    """num_envs games of Coup stepped together."""

    def __init__(self, num_envs: int, players: int = 4, options: Any = (),
                 start: Optional[int] = None, seed: int = 0) -> None:
        self.num_envs = int(num_envs)
        self.players = players
        self.flags = flags_of(options)
        self.start = start_of(start)
        self.obs_size = _coup.obs_size(players)
        self.num_actions = _coup.num_decisions(players)
        n = self.num_envs
        self.obs = np.zeros((n, self.obs_size), np.float32)
        self.mask = np.zeros((n, self.num_actions), np.int8)
        self.rewards = np.zeros((n, players), np.float32)
        self.done = np.zeros(n, np.bool_)
        self.to_play = np.zeros(n, np.int32)
        self._actions = np.zeros(n, np.int32)
        self.reset(seed)

    def reset(self, seed: int = 0) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """New games everywhere; (obs, mask, to_play)."""
        self._games = _coup.VecGames(self.num_envs, self.players, self.start,
                                     self.flags, int(seed), self.obs,
                                     self.mask, self.rewards, self.done,
                                     self.to_play)
        return self.obs, self.mask, self.to_play

    def step(self, actions: Any) -> tuple[np.ndarray, ...]:
        """One action per game (int32 [N]); (obs, mask, rewards, done,
        to_play). IllegalMoveError, and no game moves, if an action has
        no 1 in its row of the mask."""
        a = np.ascontiguousarray(actions, dtype=np.int32)
        self._games.step(a)
        return self.obs, self.mask, self.rewards, self.done, self.to_play

    def random_actions(self, out: Optional[np.ndarray] = None) -> np.ndarray:
        """A uniformly random legal action per game, drawn in C."""
        if out is None:
            out = self._actions
        self._games.random_actions(out)
        return out

    def state(self, i: int) -> _coup.State:
        """A copy of game i's state."""
        return self._games.state(i)

    @property
    def steps(self) -> int:
        """Actions applied so far (N per step)."""
        return self._games.counts()[0]

    @property
    def episodes(self) -> int:
        """Games finished so far."""
        return self._games.counts()[1]
