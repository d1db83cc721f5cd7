"""The action mask is the legal moves at every step, the observation
never shows a card the seat may not know (R9) and shows what R10 shows to
all, and the global state tensor holds every observation."""

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
    (the layout keeps at most 96), none overlaps; the base game's parts
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


def part_of(layout, name, seat=None):
    return [(off, size) for n, s, off, size, _ in layout
            if n == name and s == seat][0]


def counts_of(cards):
    v = np.zeros(6, np.float32)
    for c in cards:
        v[coup.CARDS.index(c)] += 1
    return v


@pytest.mark.parametrize("players,options", TABLES)
def test_the_global_state_holds_every_observation_and_every_card(
        players, options):
    """state(): the public observation, then each seat's hand, Examine's
    card, the Court and the cards out. Every seat's observation is made
    from it (its seat, its hand as `mine`, Examine's card as `shown` for
    the Inquisitor and the examined seat), and the hidden parts are the
    State's own cards."""
    for p in range(2, 11):     # the parts tile the tensor, none lost
        at = 0
        for name, seat, off, k, hi in coup.state_layout(p):
            assert off == at and k > 0 and hi > 0
            at += k
        assert at == coup.state_size(p) == coup.obs_size(p) + 6 * (p + 3)
    layout = coup.state_layout(players)
    n, size = coup.obs_size(players), coup.state_size(players)
    assert layout[:len(coup.obs_layout(players))] == coup.obs_layout(players)
    assert [name for name, *_ in layout[-players - 3:]] == \
        ["hand"] * players + ["examined", "court", "out"]
    high = np.zeros(size, np.float32)
    for _, _, off, k, hi in layout:
        high[off:off + k] = hi
    g, obs = np.empty(size, np.float32), np.empty(n, np.float32)
    (seat_at, _), (mine_at, _), (shown_at, _), (exam_at, _) = (
        part_of(layout, name) for name in ("seat", "mine", "shown", "examined"))
    court_at, out_at = part_of(layout, "court")[0], part_of(layout, "out")[0]
    examines = 0
    for game in range(25):
        for s, _ in random_game(players, 4000 + game, options):
            s.encode_state(g)
            assert (g >= 0).all() and (g <= high).all()
            assert not g[seat_at:seat_at + players].any()
            assert list(g[court_at:court_at + 6]) == list(s.court().values())
            assert g[out_at:out_at + 6].sum() == s.observe(0)["out_size"]
            o = s.observe(0)
            examine = coup.PHASES[s.phase] == "examine"
            examines += examine
            for p in range(players):
                hand_at = part_of(layout, "hand", p)[0]
                mine = s.observe(p)["mine"]
                assert np.array_equal(g[hand_at:hand_at + 6], counts_of(mine))
                made = g[:n].copy()
                made[seat_at + p] = 1
                made[mine_at:mine_at + 6] = g[hand_at:hand_at + 6]
                if examine and p in (o["actor"], o["target"]):
                    made[shown_at:shown_at + 6] = g[exam_at:exam_at + 6]
                s.encode(p, obs, None)
                assert np.array_equal(made, obs)
    assert examines > 0 or "inquisitor" not in options


def r10_window(s):
    """Whether s is between an R10 show and the end of the target's
    Exchange."""
    o = s.observe(0)
    return (coup.PHASES[s.phase] in ("draw", "keep") and o["named"] is not None
            and o["action"] in (coup.move_fields(s.players, "coup 0")[0],
                                coup.move_fields(s.players, "assassinate 0")[0]))


def r10_shown_phase(s):
    """A show phase of R10 (not Examine's)."""
    o = s.observe(0)
    return o["action"] != coup.move_fields(s.players, "examine 0")[0]


def test_the_issues_r10_show_reaches_every_seats_shown():
    """Issue 28: 4 players, declared_coup and declared_assassinate, Rng(2):
    after 'show captain' every seat's shown was []."""
    s = coup.new_state(4, ["declared_coup", "declared_assassinate"])
    rng = coup.Rng(2)
    s.resolve_chance(rng)
    while coup.PHASES[s.phase] != "show":
        s.apply(s.random_move(rng))
    shown = s.move_text(s.legal_moves()[0])
    assert shown == "show captain"
    s.step(shown, rng)
    assert [s.observe(i)["shown"] for i in range(4)] == [["captain"]] * 4


@pytest.mark.parametrize("players,options", [
    (2, ("declared_coup", "declared_assassinate")),
    (4, ("declared_coup", "declared_assassinate", "inquisitor")),
    (6, ("declared_coup", "declared_assassinate", "reformation"))])
def test_an_r10_show_stays_in_every_seats_shown_until_the_exchange_ends(
        players, options):
    """R10: the target's face-down cards are shown to all; then it makes
    an Exchange that hides them again. From the show to the keep, every
    seat's `shown` (dict and tensor, and the global state's) is the
    target's face-down cards still down: the cards of the show less one
    it turned face up, never the cards drawn."""
    shown_at, k = part_of(coup.obs_layout(players), "shown")
    n = coup.obs_size(players)
    obs, g = np.empty(n, np.float32), np.empty(coup.state_size(players), np.float32)
    windows = keeps = 0
    for game in range(150):
        show = None
        for s, m in random_game(players, 500 + game, options):
            text = s.move_text(m)
            if coup.PHASES[s.phase] == "show" and r10_shown_phase(s):
                show = text.split()[1:]            # 'show duke captain'
                assert all(s.observe_move(m, p) == text for p in range(players))
            if r10_window(s):
                target = s.observe(0)["target"]
                down = sorted(c for c, up in s.cards(target) if not up)
                assert set(down) <= set(show)
                for p in range(players):
                    o = s.observe(p)
                    assert sorted(o["shown"]) == down
                    s.encode(p, obs, None)
                    assert np.array_equal(obs[shown_at:shown_at + k],
                                          counts_of(down))
                s.encode_state(g)
                assert np.array_equal(g[shown_at:shown_at + k], counts_of(down))
                windows += 1
                if coup.PHASES[s.phase] == "keep":
                    after = s.copy()
                    after.apply(m)
                    assert not r10_window(after)
                    if coup.PHASES[after.phase] != "examine":
                        assert all(after.observe(p)["shown"] == []
                                   for p in range(players))
                    keeps += 1
            elif coup.PHASES[s.phase] != "examine":
                assert all(s.observe(p)["shown"] == [] for p in range(players))
    assert windows > 20 and keeps > 10
