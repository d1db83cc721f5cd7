"""Game options by name, as the command line and the records name them;
seeds."""

from __future__ import annotations

import operator
import random
from typing import Any, Iterable, Optional

from .errors import OptionsError

#: The rule options (docs/rules.md R10-R12, R16-R19), by name, as bits
#: (coup_option_name() of include/coup/coup.h, in the order of the bits).
OPTIONS = {
    "inquisitor": 1,
    "two_player_draft": 2,
    "declared_coup": 4,
    "declared_assassinate": 8,
    "reformation": 16,
}

#: Every option bit.
ALL_FLAGS = sum(OPTIONS.values())


def flags_of(options: Iterable[str] | str | int | None) -> int:
    """Option bits from names (a list, or one comma-separated string)."""
    if options is None:
        return 0
    if isinstance(options, int):
        if options < 0:
            raise OptionsError(f"option bits are not negative: {options}")
        if options & ~ALL_FLAGS:
            raise OptionsError(f"unknown option bits {options & ~ALL_FLAGS:#x} "
                               f"(the options are {ALL_FLAGS:#x})")
        return options
    if isinstance(options, str):
        options = [w for w in options.split(",") if w.strip()]
    flags = 0
    for name in options:
        key = str(name).strip().lower().replace("-", "_")
        if key not in OPTIONS:
            raise OptionsError(
                f"unknown option {name!r} (known: {', '.join(OPTIONS)})")
        flags |= OPTIONS[key]
    return flags


def names_of(flags: int) -> list[str]:
    """The names of the option bits, in the order of OPTIONS."""
    return [n for n, bit in OPTIONS.items() if flags & bit]


def start_of(start: Optional[int]) -> int:
    """The C starting seat: None means drawn by chance (-1)."""
    return -1 if start is None else int(start)


#: The largest seed: seeds are the 64-bit seeds of coup/rng.h.
SEED_MAX = 2 ** 64 - 1


def seed_of(seed: Any, what: str = "seed", none: bool = False) -> int:
    """A seed checked: an int in 0..2**64-1 (numpy integers too; bool,
    float and str are refused with TypeError, other ints with ValueError).
    ``none``: whether None is also accepted (the message says so)."""
    accepted = "an int in 0..2**64-1" + (" or None" if none else "")
    kind = type(seed)
    if isinstance(seed, bool) or kind.__name__ == "bool_" \
            or not hasattr(kind, "__index__"):
        raise TypeError(f"{what} must be {accepted}, not {kind.__name__} "
                        f"{seed!r}")
    value = operator.index(seed)
    if not 0 <= value <= SEED_MAX:
        raise ValueError(f"{what} must be {accepted}, not {value}")
    return value


def fresh_seed() -> int:
    """A seed from the operating system's entropy."""
    return random.SystemRandom().getrandbits(64)


def positive_int(value: Any, what: str, most: int = 2 ** 31 - 1) -> int:
    """An int in 1..most (not a bool), or TypeError/ValueError naming it."""
    if isinstance(value, bool) or not hasattr(type(value), "__index__"):
        raise TypeError(f"{what} must be an int in 1..{most}, not "
                        f"{type(value).__name__} {value!r}")
    v = operator.index(value)
    if not 1 <= v <= most:
        raise ValueError(f"{what} must be an int in 1..{most}, not {v}")
    return v
