"""Shared helpers of the package's tests (run from the build tree: the
CMake build puts the package in <build>/python; PYTHONPATH points there)."""

from __future__ import annotations

import os
import shutil

import pytest

import coup

#: Reformation's tables (R16-R19), alone and with the other options.
REFORMATION_TABLES = [
    (4, ("reformation",)), (6, ("reformation",)),
    (4, ("reformation", "inquisitor")),
    (10, ("reformation", "declared_coup", "declared_assassinate")),
    (2, ("inquisitor", "two_player_draft", "declared_coup",
         "declared_assassinate", "reformation")),
]

#: Every option set the tests sweep: (players, options).
TABLES = [
    (2, ()), (3, ()), (4, ()), (6, ()), (10, ()),
    (2, ("inquisitor",)), (2, ("two_player_draft",)),
    (2, ("declared_coup", "declared_assassinate")),
    (4, ("inquisitor", "declared_coup", "declared_assassinate")),
    (2, ("inquisitor", "two_player_draft", "declared_coup",
         "declared_assassinate")),
] + REFORMATION_TABLES


@pytest.fixture(scope="session")
def coup_bin() -> str:
    """The coup program (COUP_BIN, set by ctest), or skip."""
    path = os.environ.get("COUP_BIN") or shutil.which("coup")
    if not path or not os.path.exists(path):
        pytest.skip("no coup program: set COUP_BIN")
    return path


def random_game(players: int, seed: int, options=()):
    """Plays a uniformly random game; yields each state before a move and
    the move (id) made there."""
    s = coup.new_state(players, options)
    rng = coup.Rng(seed)
    while not s.is_over():
        a = s.random_move(rng)
        yield s, a
        s.apply(a)
