"""The action mask is the legal moves at every step, and the observation
never shows a card the seat may not know (R9)."""

from __future__ import annotations

import numpy as np
import pytest

import coup
from conftest import TABLES, random_game

GAMES_PER_TABLE = 300   # 3,000 games over the ten tables, a few seconds


@pytest.mark.parametrize("players,options", TABLES)
def test_mask_equals_legal_moves_at_every_step(players, options):
    d = coup.num_decisions(players)
    obs = np.empty(coup.obs_size(players), np.float32)
    mask = np.empty(d, np.int8)
    layout = {name: (off, size) for name, seat, off, size, _ in
              coup.obs_layout(players) if seat is None}
    steps = 0
    for g in range(GAMES_PER_TABLE):
        for s, _ in random_game(players, 1000 + g, options):
            tm = s.to_move()
            for seat in range(players):
                n = s.encode(seat, obs, mask)
                if seat == tm:
                    legal = s.legal_moves()
                    assert n == len(legal)
                    assert set(np.flatnonzero(mask)) == set(legal)
                    steps += 1
                else:
                    assert n == 0 and not mask.any()
                off, size = layout["seat"]
                assert obs[off + seat] == 1
    assert steps > GAMES_PER_TABLE * 10


# Byte offsets in struct coup_state (include/coup/coup.h): the cards of
# seat q are at CARD + 2q, the Court's counts at COURT.
CARD, COURT, UP, NOCARD = 36, 56, 0x08, 7


def swapped(s: coup.State, q: int, slot: int):
    """The states where seat q's face-down card in `slot` is traded for a
    card of another character from the Court: what q's opponents cannot
    tell apart."""
    b = s.to_bytes()
    c = b[CARD + 2 * q + slot]
    if c & UP or c & 7 == NOCARD:
        return
    for other in range(6):
        if other == c & 7 or b[COURT + other] == 0:
            continue
        t = bytearray(b)
        t[CARD + 2 * q + slot] = (c & ~7) | other
        t[COURT + (c & 7)] += 1
        t[COURT + other] -= 1
        try:
            yield coup.State.from_bytes(bytes(t))
        except coup.PositionError:
            continue


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_observation_hides_what_the_seat_may_not_know(players):
    """Base game (no Examine, no declared actions: nothing is ever shown):
    another seat's face-down cards never move a seat's tensor, and its
    own cards are exactly its face-down cards."""
    n = coup.obs_size(players)
    a, b = np.empty(n, np.float32), np.empty(n, np.float32)
    mine = [(off, size) for name, seat, off, size, _ in
            coup.obs_layout(players) if name == "mine"][0]
    checked = 0
    for g in range(60):
        for s, _ in random_game(players, 77 + g):
            if s.is_chance() or s.phase in (9, 10):  # an Exchange's draw
                continue
            for p in range(players):
                s.encode(p, a, None)
                held = [c for c, up in s.cards(p) if not up]
                counts = a[mine[0]:mine[0] + mine[1]]
                assert sorted(counts.nonzero()[0].tolist()) == sorted(
                    {coup.CARDS.index(c) for c in held})
                assert counts.sum() == len(held)
                for q in range(players):
                    if q == p:
                        continue
                    for slot in range(2):
                        for t in swapped(s, q, slot):
                            t.encode(p, b, None)
                            assert np.array_equal(a, b)
                            checked += 1
    assert checked > 1000


def test_the_offsets_used_above_match_the_state():
    s = coup.new_state(4, start=0)
    s.resolve_chance(coup.Rng(2))
    b = s.to_bytes()
    for q in range(4):
        assert [coup.card_name(b[CARD + 2 * q + i] & 7) for i in range(2)] == \
            [c for c, _ in s.cards(q)]
    assert [b[COURT + c] for c in range(6)] == list(s.court().values())
