"""The PettingZoo-style AEC environment: ``coup.env(players=4)``.

:class:`CoupEnv`'s docstring tells the contract: agents, observations,
rewards, the global state, seeds, copies. python/README.md documents the
action numbering and the tensors' parts.
"""

from __future__ import annotations

import inspect
from typing import Any, Iterator, Optional

import numpy as np

from . import _coup
from . import spaces as _spaces
from ._options import (OPTIONS, flags_of, fresh_seed, names_of,
                       positive_int, seed_of, start_of)
from .errors import IllegalMoveError

try:  # pragma: no cover - depends on what is installed
    from pettingzoo import AECEnv as _Base
    HAVE_PETTINGZOO = True
except ImportError:  # pragma: no cover
    _Base = object
    HAVE_PETTINGZOO = False

_GAME_OVER = _coup.GAME_OVER


class CoupEnv(_Base):  # type: ignore[misc, valid-type]
    """Coup as an agent-environment-cycle game (PettingZoo's AEC API).

    Agents are ``player_0`` .. ``player_{P-1}`` (seat i is ``player_i``).
    ``reset(seed=...)`` must come first; before it, ``last()``,
    ``observe()``, ``step()``, ``state()``, ``game_state`` and
    ``record()`` raise RuntimeError. A seed is an int in 0..2**64-1 (not a bool nor a
    float), or None for one drawn from the system's entropy; a refused
    seed raises TypeError or ValueError and changes nothing. Chance (the
    deal, draws from the Court) is drawn inside from ``Rng(seed)``, so a
    seed gives the same game, and ``record()`` writes it as a seeded game
    record (docs/record-format.md) that ``coup replay`` replays.

    Observations: ``observe(agent)`` is ``{"observation": float32
    [obs_size(P)], "action_mask": int8 [num_decisions(P)]}``: what the
    agent may know now (R9, with the hand shown to all under R10 in
    ``shown``), and a 1 at each legal action; the mask is all zeros except
    for the agent to move.

    Rewards: -1 to an agent when it is exiled, +1 to the winner at the
    end, nothing otherwise (in a game that ends, an agent's rewards add up
to +1 or -1). An
    exiled agent is terminated and, as PettingZoo expects, is stepped once
    more with ``None`` before it leaves ``agents``; at the end every agent
    is. After ``max_steps`` agent steps without an end every agent is
    truncated (no reward). An illegal action raises
    :class:`coup.IllegalMoveError` and changes nothing.

    The global state (PettingZoo's ``state()``, for centralised
    training): float32 [state_size(P)], in ``state_space``: the public
    observation (the observation's parts, no seat's own), then every
    hidden card (each seat's hand, Examine's shown card, the Court, the
    cards out of the game); ``state_layout(P)`` lists the parts.
    ``game_state`` is the full :class:`coup.State` itself (a copy).

    The environment copies (``copy.deepcopy``) and pickles: the copy goes
    on exactly as the original would, chance draws included.
    """

    metadata = {
        "render_modes": ["human", "ansi"],
        "name": "coup_v0",
        "is_parallelizable": False,
    }

    def __init__(self, players: int = 4, options: Any = (),
                 start: Optional[int] = None,
                 render_mode: Optional[str] = None,
                 max_steps: int = 10_000) -> None:
        """players: 2..10; options: rule option names (coup.OPTIONS);
        start: the first seat, or None to draw it; max_steps: agent steps
        after which every agent is truncated (a policy that never ends a
        game)."""
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of "
                             f"{self.metadata['render_modes']}, not {render_mode!r}")
        self._flags = flags_of(options)
        self._start = start_of(start)
        _coup.State(players, self._start, self._flags)  # checks the options
        self.players = players
        self.render_mode = render_mode
        self.max_steps = positive_int(max_steps, "max_steps")
        self.possible_agents = [f"player_{i}" for i in range(players)]
        self._seat = {a: i for i, a in enumerate(self.possible_agents)}
        self._obs_size = _coup.obs_size(players)
        self._nactions = _coup.num_decisions(players)
        obs_space = observation_space(players)
        self.observation_spaces = {a: obs_space for a in self.possible_agents}
        self.action_spaces = {a: _spaces.discrete(self._nactions)
                              for a in self.possible_agents}
        self._state_size = _coup.state_size(players)
        #: The space of state(): a Box of float32 [state_size(players)].
        self.state_space = _spaces.box(
            0, _spaces.layout_high(_coup.state_layout(players)),
            (self._state_size,), np.float32)
        self.agents: list[str] = []
        self._state: Optional[_coup.State] = None

    # ------------------------------------------------------------ spaces

    def observation_space(self, agent: str) -> Any:
        """The space of observe(agent): a Dict of observation and mask."""
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> Any:
        """Discrete(num_decisions): the fixed action numbering."""
        return self.action_spaces[agent]

    @property
    def num_agents(self) -> int:
        return len(self.agents)

    @property
    def max_num_agents(self) -> int:
        return len(self.possible_agents)

    @property
    def unwrapped(self) -> "CoupEnv":
        return self

    # ------------------------------------------------------------- cycle

    def reset(self, seed: Optional[int] = None,
              options: Optional[dict] = None) -> None:
        """A new game; the same seed gives the same game. seed: an int in
        0..2**64-1, or None for a fresh one; options: None or a dict (no
        option is defined: it is ignored). A refused argument raises
        TypeError or ValueError and changes nothing."""
        seed = fresh_seed() if seed is None else seed_of(seed, none=True)
        if options is not None and not isinstance(options, dict):
            raise TypeError(f"options must be a dict or None, not "
                            f"{type(options).__name__}")
        self._seed = seed
        self._rng = _coup.Rng(self._seed)
        self._state = _coup.State(self.players, self._start, self._flags)
        to_move = self._state.resolve_chance(self._rng)
        self._moves: list[tuple[int, int]] = []
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict] = {a: {} for a in self.agents}
        self._alive = self._state.alive_mask()
        self._skip: Optional[str] = None
        self.agent_selection = self.possible_agents[to_move]

    def _need_reset(self, what: str) -> None:
        raise RuntimeError(f"coup.env: reset() must come before {what}")

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        """What the agent may know now (R9), and its action mask."""
        if self._state is None:
            self._need_reset("observe()")
        obs = np.empty(self._obs_size, np.float32)
        mask = np.empty(self._nactions, np.int8)
        self._state.encode(self._seat[agent], obs, mask)
        return {"observation": obs, "action_mask": mask}

    def last(self, observe: bool = True) -> tuple:
        """(observation, cumulative reward, terminated, truncated, info)
        of the agent to act."""
        if self._state is None:
            self._need_reset("last()")
        a = self.agent_selection
        return (self.observe(a) if observe else None,
                self._cumulative_rewards[a], self.terminations[a],
                self.truncations[a], self.infos[a])

    def agent_iter(self, max_iter: int = 2 ** 63) -> Iterator[str]:
        """The agent to act, until no agent is left."""
        for _ in range(max_iter):
            if not self.agents:
                return
            yield self.agent_selection

    def step(self, action: Optional[int]) -> None:
        """The selected agent acts: an id with a 1 in its mask, or None
        once it is terminated or truncated."""
        if self._state is None:
            self._need_reset("step()")
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._dead_step(action)
            return
        if action is None:
            raise IllegalMoveError(f"{agent} is to move: None is only for "
                                   "an agent that is done")
        a = int(action)
        if a != action or not 0 <= a < self._nactions:
            raise IllegalMoveError(f"{action!r} is not an action id "
                                   f"(0..{self._nactions - 1})")
        seat = self._seat[agent]
        to_move = self._state.step(a, self._rng)  # raises, changing nothing
        self._moves.append((seat, a))
        rewards = self.rewards
        for k in rewards:
            rewards[k] = 0.0
        self._cumulative_rewards[agent] = 0.0
        alive = self._state.alive_mask()
        if alive != self._alive or to_move == _GAME_OVER:
            self._settle(alive, to_move)
        elif len(self._moves) >= self.max_steps:
            for k in self.agents:
                self.truncations[k] = True
            self._skip = None
            self.agent_selection = self.agents[0]
            return
        else:
            self.agent_selection = self.possible_agents[to_move]
        if self.render_mode == "human":
            self.render()

    def _settle(self, alive: int, to_move: int) -> None:
        """Exiles (-1, terminated) and the end (+1 to the winner)."""
        for k in self.agents:
            bit = 1 << self._seat[k]
            if self._alive & bit and not alive & bit:
                self.rewards[k] = -1.0
                self.terminations[k] = True
        self._alive = alive
        if to_move == _GAME_OVER:
            winner = self.possible_agents[self._state.winner()]
            self.rewards[winner] = 1.0
            for k in self.agents:
                self.terminations[k] = True
        for k, r in self.rewards.items():
            self._cumulative_rewards[k] += r
        dead = [k for k in self.agents
                if self.terminations[k] or self.truncations[k]]
        self._skip = None if to_move == _GAME_OVER else self.possible_agents[to_move]
        self.agent_selection = dead[0] if dead else self._skip

    def _dead_step(self, action: Optional[int]) -> None:
        """A done agent's last step: it leaves, the next done agent or the
        agent to move is selected."""
        if action is not None:
            raise IllegalMoveError(f"{self.agent_selection} is done: its "
                                   "only action is None")
        agent = self.agent_selection
        for d in (self.rewards, self._cumulative_rewards, self.terminations,
                  self.truncations, self.infos):
            del d[agent]
        self.agents.remove(agent)
        dead = [k for k in self.agents
                if self.terminations[k] or self.truncations[k]]
        if dead:
            self.agent_selection = dead[0]
        elif self._skip is not None:
            self.agent_selection = self._skip
            self._skip = None
        for k in self.rewards:
            self.rewards[k] = 0.0

    # ------------------------------------------------------------ extras

    def state(self) -> np.ndarray:
        """The global state (PettingZoo's state(), for centralised
        training): float32 [state_size(players)], every hidden card
        included; state_layout(players) lists its parts."""
        if self._state is None:
            self._need_reset("state()")
        out = np.empty(self._state_size, np.float32)
        self._state.encode_state(out)
        return out

    @property
    def game_state(self) -> _coup.State:
        """A copy of the full-information State (hidden cards included)."""
        if self._state is None:
            self._need_reset("game_state")
        return self._state.copy()

    def record(self) -> str:
        """The game so far as a seeded record (`coup replay` reads it)."""
        if self._state is None:
            self._need_reset("record()")
        r = _coup.Record(self.players, self._start, self._flags)
        r.seed = self._seed
        r.set_names(self.possible_agents)
        for seat, a in self._moves:
            r.add(seat, a)
        if self._state.is_over():
            r.result = self._state.winner()
        return r.format()

    def render(self) -> Optional[str]:
        """The table as everybody sees it: coins, face-up cards, '?' for a
        face-down one, and who is to move."""
        if self.render_mode is None or self._state is None:
            return None
        s = self._state
        o = s.observe(0)
        reformation = bool(self._flags & OPTIONS["reformation"])
        lines = []
        for seat in range(self.players):
            cards = " ".join(o["up"][seat] + ["?"] * o["hidden"][seat])
            faction = f"{o['factions'][seat]:9s}  " if reformation else ""
            lines.append(f"player_{seat}: {faction}{o['coins'][seat]:2d} "
                         f"coins  {cards}")
        if reformation:
            lines.append(f"Treasury Reserve: {o['reserve']} coins")
        tm = s.to_move()
        lines.append("over: player_%d wins" % s.winner() if tm == _GAME_OVER
                     else f"player_{tm} to move")
        text = "\n".join(lines)
        if self.render_mode == "ansi":
            return text
        print(text)
        return None

    def close(self) -> None:
        """Nothing to release."""

    def __repr__(self) -> str:
        return (f"coup.env(players={self.players}, "
                f"options={names_of(self._flags)})")


def observation_space(players: int) -> Any:
    """The space of an observation at P players: a Dict of the Box
    ``observation`` (float32, its bounds from obs_layout) and the int8 Box
    ``action_mask``."""
    size, actions = _coup.obs_size(players), _coup.num_decisions(players)
    return _spaces.dict_space({
        "observation": _spaces.box(
            0, _spaces.layout_high(_coup.obs_layout(players)), (size,),
            np.float32),
        "action_mask": _spaces.box(0, 1, (actions,), np.int8),
    })


def env(players: int = 4, options: Any = (), **kwargs: Any) -> CoupEnv:
    return CoupEnv(players=players, options=options, **kwargs)


env.__doc__ = ("The AEC environment: CoupEnv(players, options, start=None, "
               "render_mode=None, max_steps=10_000).\n\n"
               + inspect.cleandoc(CoupEnv.__doc__ or ""))

raw_env = CoupEnv
