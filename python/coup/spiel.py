"""An OpenSpiel-shaped view of Coup, for search people: ``Game`` and its
states answer OpenSpiel's questions by OpenSpiel's names
(current_player, legal_actions, chance_outcomes, apply_action,
information_state_string, observation_tensor, returns, ...), so that code
written against ``pyspiel`` states runs on it with few changes. It is not
a pyspiel game (OpenSpiel is not in Debian).

As in OpenSpiel, player actions are 0..num_distinct_actions()-1 and chance
outcomes 0..max_chance_outcomes()-1: a chance outcome's action is its id
in the package's numbering minus num_distinct_actions(). The current
player is a seat, CHANCE_PLAYER (-1) or TERMINAL_PLAYER (-4)."""

from __future__ import annotations

from typing import Any, Optional

import numpy as np

from . import _coup
from ._options import OPTIONS, flags_of, names_of, start_of

_REFORMATION = OPTIONS["reformation"]

CHANCE_PLAYER = -1
TERMINAL_PLAYER = -4


class Game:
    """Coup at a fixed table: players, rule options, starting seat."""

    def __init__(self, players: int = 4, options: Any = (),
                 start: Optional[int] = None) -> None:
        self._players = players
        self._flags = flags_of(options)
        self._start = start_of(start)
        _coup.State(players, self._start, self._flags)  # checks them
        self._decisions = _coup.num_decisions(players)

    def num_players(self) -> int:
        return self._players

    def num_distinct_actions(self) -> int:
        return self._decisions

    def max_chance_outcomes(self) -> int:
        return _coup.num_ids(self._players) - self._decisions

    def min_utility(self) -> float:
        return -1.0

    def max_utility(self) -> float:
        return 1.0

    def observation_tensor_shape(self) -> list[int]:
        return [_coup.obs_size(self._players)]

    def observation_tensor_size(self) -> int:
        return _coup.obs_size(self._players)

    def new_initial_state(self) -> "SpielState":
        """The state before the deal (chance moves first)."""
        return SpielState(self, _coup.State(self._players, self._start,
                                            self._flags))

    def __repr__(self) -> str:
        return (f"coup.spiel.Game(players={self._players}, "
                f"options={names_of(self._flags)})")


class SpielState:
    """A game in progress, with the history each seat has seen."""

    def __init__(self, game: Game, state: _coup.State) -> None:
        self._game = game
        self._s = state
        self._history: list[int] = []
        # What each seat saw of each move: the lines of its information
        # state (R9: masked draws read "draw ?").
        self._seen: list[list[str]] = [[] for _ in range(game._players)]

    # ----------------------------------------------------------- whose turn

    def current_player(self) -> int:
        tm = self._s.to_move()
        return TERMINAL_PLAYER if tm == _coup.GAME_OVER else tm

    def is_terminal(self) -> bool:
        return self._s.is_over()

    def is_chance_node(self) -> bool:
        return self._s.is_chance()

    def is_player_node(self) -> bool:
        return self._s.to_move() >= 0

    # -------------------------------------------------------------- actions

    def _to_action(self, move_id: int) -> int:
        d = self._game._decisions
        return move_id - d if move_id >= d else move_id

    def _to_id(self, action: int) -> int:
        return action + self._game._decisions if self._s.is_chance() else action

    def legal_actions(self, player: Optional[int] = None) -> list[int]:
        """Legal actions of the player to move ([] for anybody else)."""
        if player is not None and player != self.current_player():
            return []
        return [self._to_action(a) for a in self._s.legal_moves()]

    def legal_actions_mask(self, player: Optional[int] = None) -> list[int]:
        """1 at each legal action, over num_distinct_actions() (or
        max_chance_outcomes() at a chance node)."""
        n = (self._game.max_chance_outcomes() if self._s.is_chance()
             else self._game._decisions)
        mask = [0] * n
        for a in self.legal_actions(player):
            mask[a] = 1
        return mask

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """[(action, probability), ...] at a chance node: the exact odds of
        the Court (R8)."""
        weights, total = self._s.chance_weights()
        return [(self._to_action(a), w / total) for a, w in weights]

    def apply_action(self, action: int) -> None:
        """Applies an action of the player to move (IllegalMoveError,
        unchanged, if it is not legal)."""
        before = self._s.copy()
        move = self._to_id(int(action))
        self._s.apply(move)
        mover = before.to_move()
        for seat, seen in enumerate(self._seen):
            who = "chance" if mover == _coup.CHANCE else f"seat {mover}"
            seen.append(f"{who}: {before.observe_move(move, seat)}")
        self._history.append(int(action))

    def action_to_string(self, player: int, action: int) -> str:
        """The move's text: 'steal 2', 'block captain', 'draw duke'."""
        d = self._game._decisions
        move = action + d if player == CHANCE_PLAYER else action
        return _coup.move_text(self._game._players, move)

    def string_to_action(self, text: str) -> int:
        return self._to_action(_coup.parse_move(self._game._players, text))

    def child(self, action: int) -> "SpielState":
        c = self.clone()
        c.apply_action(action)
        return c

    def clone(self) -> "SpielState":
        c = SpielState(self._game, self._s.copy())
        c._history = list(self._history)
        c._seen = [list(s) for s in self._seen]
        return c

    def history(self) -> list[int]:
        return list(self._history)

    def history_str(self) -> str:
        return ", ".join(str(a) for a in self._history)

    # -------------------------------------------------------- information

    def information_state_string(self, player: Optional[int] = None) -> str:
        """Everything the seat knows: every move as it saw it (perfect
        recall), then its observation now."""
        p = self.current_player() if player is None else player
        return "\n".join(self._seen[p] + [self.observation_string(p)])

    def observation_string(self, player: Optional[int] = None) -> str:
        """What the seat may know now (R9), as text."""
        p = self.current_player() if player is None else player
        o = self._s.observe(p)
        parts = [f"seat {p}", f"phase {o['phase']}", f"to_move {o['to_move']}"]
        for seat in range(o["players"]):
            up = ",".join(o["up"][seat]) or "-"
            parts.append(f"s{seat}: {o['coins'][seat]}c {o['hidden'][seat]}h up {up}")
        parts.append("mine " + (",".join(o["mine"]) or "-"))
        if o["shown"]:
            parts.append("shown " + ",".join(o["shown"]))
        for key in ("actor", "action", "target", "named", "claimant", "claim",
                    "blocker", "block", "challenger", "loser", "winner"):
            if o[key] is not None:
                parts.append(f"{key} {o[key]}")
        parts.append(f"court {o['court_size']}")
        if o["flags"] & _REFORMATION:
            reform = [i for i, f in enumerate(o["factions"]) if f == "reformist"]
            parts.append("reformists " + (",".join(map(str, reform)) or "-"))
            parts.append(f"reserve {o['reserve']}")
        return "; ".join(parts)

    def observation_tensor(self, player: Optional[int] = None) -> list[float]:
        """The observation tensor (python/README.md lists its parts)."""
        p = self.current_player() if player is None else player
        out = np.empty(self._game.observation_tensor_size(), np.float32)
        self._s.encode(p, out, None)
        return out.tolist()

    # ---------------------------------------------------------------- end

    def returns(self) -> list[float]:
        """+1 for the winner and -1 for the others at the end; zeros
        before."""
        if not self._s.is_over():
            return [0.0] * self._game._players
        w = self._s.winner()
        return [1.0 if p == w else -1.0 for p in range(self._game._players)]

    def rewards(self) -> list[float]:
        return self.returns()

    def get_game(self) -> Game:
        return self._game

    @property
    def state(self) -> _coup.State:
        """The underlying low-level state (not a copy)."""
        return self._s

    def __str__(self) -> str:
        s = self._s
        lines = []
        for seat in range(s.players):
            cards = " ".join(c + ("(up)" if up else "") for c, up in s.cards(seat))
            lines.append(f"seat {seat}: {s.coins(seat)} coins, {cards}")
        lines.append(repr(s))
        return "\n".join(lines)
