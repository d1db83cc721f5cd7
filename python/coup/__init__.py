"""coup: the Coup rules engine libcoup, for Python.

Four ways in, from the bottom up (python/README.md has the details):

* the low-level API, mirroring coup.h: :class:`State` (``to_move``,
  ``legal_moves``, ``apply``, ``is_over``, ``winner``, ``observe``,
  ``chance_weights``, ``copy``, ...), :class:`Rng`, :class:`Record`,
  :class:`Bot`, :func:`arena`;
* :func:`env`, a PettingZoo-style AEC environment;
* :mod:`coup.spiel`, an OpenSpiel-shaped view (``Game``, states with
  ``information_state_string``, ``chance_outcomes``, ...);
* :class:`VectorEnv`, many games stepped in C for reinforcement learning,
  shaped like a Gymnasium 1.x vector environment.

``__version__`` is the project's version (CMakeLists.txt's project()).

Moves are small integers of one fixed numbering per table size (ids
``0..num_decisions(P)-1`` for the seats' moves, then the chance
outcomes); ``State.move_text`` and ``State.parse_move`` convert to and
from the engine's move text ("steal 2"). Every refusal raises a
:class:`CoupError` subclass with the engine's reason.
"""

from __future__ import annotations

import time
from typing import Any, Optional, Sequence

from . import errors
from ._coup import (CHANCE, GAME_OVER, LOYALIST, REFORMIST, RESERVE_MAX,
                    STATE_BYTES, Bot, Record, Rng, State, card_name,
                    move_fields, move_text, num_decisions, num_ids,
                    obs_layout, obs_size, parse_move, state_layout,
                    state_size)
from ._options import OPTIONS, flags_of, names_of, seed_of, start_of
from ._version import __version__
from .aec import CoupEnv, env, raw_env
from .errors import (BotError, CoupError, GameOverError, IllegalMoveError,
                     OptionsError, ParseError, PositionError, RecordError)
from .vector import VectorEnv
from . import spiel
from . import _coup

__all__ = [
    "CHANCE", "GAME_OVER", "STATE_BYTES", "OPTIONS", "CARDS", "PHASES",
    "FACTIONS", "LOYALIST", "REFORMIST", "RESERVE_MAX",
    "State", "Rng", "Record", "Bot", "new_state", "read_record",
    "play_bots", "arena", "card_name", "move_fields", "move_text",
    "parse_move", "num_decisions", "num_ids", "obs_layout", "obs_size",
    "state_layout", "state_size", "__version__",
    "flags_of", "names_of", "env", "raw_env", "CoupEnv", "VectorEnv",
    "spiel", "errors", "CoupError", "IllegalMoveError", "ParseError",
    "OptionsError", "GameOverError", "PositionError", "RecordError",
    "BotError",
]

#: The characters, in the engine's order (coup_card).
CARDS = ("duke", "assassin", "captain", "ambassador", "contessa", "inquisitor")
#: The decision points, in the engine's order (coup_phase; State.phase).
PHASES = ("start", "pick", "deal", "action", "challenge", "prove", "lose",
          "redraw", "block", "draw", "keep", "show", "examine", "over")
#: Reformation's factions (R16), by State.faction()'s value: LOYALIST (0),
#: REFORMIST (1); observe()'s "factions" names them so.
FACTIONS = ("loyalist", "reformist")


def new_state(players: int = 4, options: Any = (),
              start: Optional[int] = None) -> State:
    """A game before the deal, with rule options by name."""
    return State(players, start_of(start), flags_of(options))


def read_record(text: str) -> Record:
    """Parses a game record (RecordError with the line and the reason)."""
    return Record.parse(text)


def play_bots(bots: Sequence[str], seed: int, options: Any = (),
              start: Optional[int] = None,
              max_decisions: int = 100_000) -> tuple[int, list[tuple[int, int]]]:
    """One game among built-in bots (bots[i] at seat i), exactly as the C
    drivers play it from this seed: (winner, [(seat, id), ...]) with seat
    -1 for chance."""
    return _coup.play_bots(list(bots), len(bots), start_of(start),
                           flags_of(options), seed_of(seed), max_decisions)


def arena(bots: Sequence[str], games: int, players: Optional[int] = None,
          options: Any = (), start: Optional[int] = None, seed: int = 1,
          threads: int = 1, max_decisions: int = 100_000) -> dict[str, Any]:
    """Bots against bots, as `coup arena --json` plays them and with the
    same statistics: per bot its games, wins, win rate with a 95% Wilson
    interval, Elo-style rating relative to the first bot; wins per seat."""
    flags = flags_of(options)
    seed = seed_of(seed)
    t0 = time.perf_counter()
    r = _coup.arena(list(bots), int(games), players or 0, start_of(start),
                    flags, seed, int(threads), int(max_decisions))
    seconds = time.perf_counter() - t0
    r["options"] = ",".join(names_of(flags)) or "none"
    r["start"] = start
    r["threads"] = threads
    r["seconds"] = seconds
    r["games_per_second"] = r["games"] / seconds if seconds > 0 else 0.0
    for b in r["bots"]:
        b["name"] = b["spec"]
        b["ci95"] = list(b["ci95"])
        b["elo_ci95"] = list(b["elo_ci95"])
    return r
