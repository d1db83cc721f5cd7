"""The exceptions of the package: every refusal of the engine is a
:class:`CoupError` (a :class:`ValueError`) carrying the engine's reason."""

from __future__ import annotations


class CoupError(ValueError):
    """Something the engine refused; ``str(e)`` is its reason."""


class IllegalMoveError(CoupError):
    """A move that is not legal now; the message names the rule broken."""


class ParseError(CoupError):
    """Move text the engine cannot read; the message says why."""


class OptionsError(CoupError):
    """Game options that do not make a game (players, start, variants)."""


class GameOverError(CoupError):
    """A move after the end of the game."""


class PositionError(CoupError):
    """A state that breaks the engine's invariants (bytes from elsewhere)."""


class BotError(CoupError):
    """A bot spec that makes no bot, or a bot that broke the rules."""


class RecordError(CoupError):
    """A record that does not read or replay: ``line`` (1-based, 0 if none)
    and ``reason`` say where and why."""

    def __init__(self, reason: str, line: int = 0) -> None:
        super().__init__(f"line {line}: {reason}" if line else reason)
        self.reason = reason
        self.line = line
