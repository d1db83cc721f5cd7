"""The action mask is the legal moves at every step, and the observation
never shows a card the seat may not know (R9)."""

from __future__ import annotations

import numpy as np
import pytest

import coup
from conftest import REFORMATION_TABLES, TABLES, random_game

GAMES_PER_TABLE = 300   # 4,500 games over the fifteen tables, a few seconds


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


HIDES = [(p, ()) for p in (2, 3, 4, 6)] + [
    (p, ("reformation",)) for p in (2, 3, 4, 6)] + [
    (4, ("reformation", "inquisitor"))]


@pytest.mark.parametrize("players,options", HIDES)
def test_observation_hides_what_the_seat_may_not_know(players, options):
    """No declared actions (nothing is shown to all), and Examine's shown
    card left out: another seat's face-down cards never move a seat's
    tensor, and its own cards are exactly its face-down cards. With
    Reformation, an Embezzlement's proof shows the whole hand to all, and
    the replacements it draws are private: the states from the proof on
    are checked like any other."""
    n = coup.obs_size(players)
    a, b = np.empty(n, np.float32), np.empty(n, np.float32)
    mine = [(off, size) for name, seat, off, size, _ in
            coup.obs_layout(players) if name == "mine"][0]
    proof = coup.parse_move(players, "embezzle") + 1   # the proofs' block
    checked = after_proof = 0
    for g in range(60):
        proven = False
        for s, m in random_game(players, 77 + g, options):
            if s.is_chance() or coup.PHASES[s.phase] in (
                    "draw", "keep", "examine"):  # an Exchange's draw; R12
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
                            after_proof += proven
            proven = proven or proof <= m < coup.num_decisions(players)
    assert checked > 1000
    if "reformation" in options:
        assert after_proof > 0, after_proof


@pytest.mark.parametrize("players,options", REFORMATION_TABLES)
def test_an_embezzlements_proof_is_public_and_its_replacements_private(
        players, options):
    """R18, R9: every seat sees the hand of the proof; each replacement
    drawn is the embezzler's alone ('draw ?' to the others)."""
    proof = coup.parse_move(players, "embezzle") + 1
    proofs = replacements = 0
    for g in range(40):
        replacing = None
        for s, m in random_game(players, 300 + g, options):
            text = s.move_text(m)
            if proof <= m < coup.num_decisions(players):
                replacing = s.to_move()
                proofs += 1
                for seat in range(players):
                    assert s.observe_move(m, seat) == text
            elif s.is_chance() and coup.PHASES[s.phase] == "redraw" \
                    and replacing is not None:
                for seat in range(players):
                    assert s.observe_move(m, seat) == (
                        text if seat == replacing else "draw ?")
                replacements += 1
            elif not s.is_chance() and coup.PHASES[s.phase] == "action":
                replacing = None
    assert proofs > 0 and replacements >= proofs


@pytest.mark.parametrize("players,options", REFORMATION_TABLES + [(4, ())])
def test_the_tensor_carries_factions_and_the_reserve(players, options):
    """The Reformation parts are the state's public factions, Reserve and
    action (zeros without the option), for every seat, within the Box's
    bounds."""
    obs = np.empty(coup.obs_size(players), np.float32)
    layout = coup.obs_layout(players)
    part = {(name, seat): off for name, seat, off, _, _ in layout}
    high = np.zeros(len(obs), np.float32)
    for _, _, off, size, hi in layout:
        high[off:off + size] = hi
    reformation = "reformation" in options
    convert = coup.move_fields(players, "convert 0")[0]
    embezzle = coup.move_fields(players, "embezzle")[0]
    action = part["reform_action", None]
    reserves, embezzling = set(), 0
    for g in range(20):
        for s, _ in random_game(players, 900 + g, options):
            for p in range(players):
                s.encode(p, obs, None)
                assert (obs >= 0).all() and (obs <= high).all()
                assert obs[part["reformation", None]] == reformation
                assert obs[part["reserve", None]] == s.reserve()
                assert [obs[part["reformist", q]] for q in range(players)] == \
                    [s.faction(q) for q in range(players)]
                now = s.observe(p)["action"]
                assert list(obs[action:action + 2]) == [
                    now == convert, now == embezzle]
                embezzling += now == embezzle
            reserves.add(s.reserve())
    assert (max(reserves) > 0) == reformation == (embezzling > 0)


def test_the_layout_tiles_the_tensor():
    """The parts follow one another from 0 to obs_size: none is lost
    (the layout keeps at most 80), none overlaps; the base game's parts
    come first, where they were before Reformation."""
    for players in range(2, 11):
        layout = coup.obs_layout(players)
        at = 0
        for name, seat, off, size, high in layout:
            assert off == at and size > 0 and high > 0
            at += size
        assert at == coup.obs_size(players) == 65 + 18 * players
        names = [name for name, *_ in layout]
        assert names[-players - 3:] == (["reformation", "reform_action"]
                                        + ["reformist"] * players + ["reserve"])
        assert layout[-players - 3][2] == 61 + 17 * players  # the old size


def test_the_offsets_used_above_match_the_state():
    s = coup.new_state(4, start=0)
    s.resolve_chance(coup.Rng(2))
    b = s.to_bytes()
    for q in range(4):
        assert [coup.card_name(b[CARD + 2 * q + i] & 7) for i in range(2)] == \
            [c for c, _ in s.cards(q)]
    assert [b[COURT + c] for c in range(6)] == list(s.court().values())
