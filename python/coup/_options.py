"""Game options by name, as the command line and the records name them."""

from __future__ import annotations

from typing import Iterable, Optional

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
