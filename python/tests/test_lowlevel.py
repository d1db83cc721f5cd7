"""The low-level API: the numbering, moves, errors, copies."""

from __future__ import annotations

import copy
import pickle

import pytest

import coup
from conftest import REFORMATION_TABLES, TABLES, random_game


@pytest.mark.parametrize("players", range(2, 11))
def test_numbering_is_a_bijection_with_move_text(players):
    ids = coup.num_ids(players)
    d = coup.num_decisions(players)
    assert d == 110 + 17 * players
    assert ids == d + 6 + players
    texts = [coup.move_text(players, a) for a in range(ids)]
    assert len(set(texts)) == ids
    for a, text in enumerate(texts):
        assert coup.parse_move(players, text) == a
    assert texts[:4] == ["income", "foreign-aid", "tax", "exchange"]
    assert texts[d] == "draw duke"
    assert texts[-1] == f"start {players - 1}"


def cards_block(word):
    """keep/show/prove CARD [CARD]: the 6 cards, then the 21 pairs."""
    out = [f"{word} {c}" for c in coup.CARDS]
    for i, c1 in enumerate(coup.CARDS):
        out += [f"{word} {c1} {c2}" for c2 in coup.CARDS[i:]]
    return out


def base_game_numbering(p):
    """The seats' moves of the base game, in the order they had before
    Reformation (python/README.md's table, written out independently of
    actions.c): agents trained then keep their numbering."""
    seats = range(p)
    out = ["income", "foreign-aid", "tax", "exchange"]
    for word in ("coup", "assassinate"):
        for t in seats:
            out += [f"{word} {t}"] + [f"{word} {t} {c}" for c in coup.CARDS]
    out += [f"steal {t}" for t in seats] + [f"examine {t}" for t in seats]
    out += ["pass", "challenge", "prove", "concede", "giveback", "swap"]
    for word in ("block", "lose", "pick"):
        out += [f"{word} {c}" for c in coup.CARDS]
    return out + cards_block("keep") + cards_block("show")


@pytest.mark.parametrize("players", range(2, 11))
def test_base_game_ids_are_kept_and_reformations_come_after(players):
    base = base_game_numbering(players)
    assert len(base) == 82 + 16 * players
    assert [coup.move_text(players, a) for a in range(len(base))] == base
    reform = ([f"convert {t}" for t in range(players)] + ["embezzle"]
              + cards_block("prove"))
    d = coup.num_decisions(players)
    assert [coup.move_text(players, a) for a in range(len(base), d)] == reform
    # the chance outcomes follow the seats' moves
    assert [coup.move_text(players, a) for a in range(d, coup.num_ids(players))] \
        == [f"draw {c}" for c in coup.CARDS] + [f"start {t}" for t in range(players)]


def test_which_ids_stay_below_256():
    """python/README.md: CPython's cached small integers hold every id up to
    7 players; from 8 on, every base-game id and every Conversion and
    Embezzlement, but not the last proofs nor the chance outcomes."""
    for p in range(2, 11):
        assert (coup.num_ids(p) <= 256) == (p <= 7)
        embezzle = coup.parse_move(p, "embezzle")
        assert embezzle == 82 + 17 * p < 256
        assert coup.parse_move(p, f"convert {p - 1}") == embezzle - 1
    assert coup.num_decisions(8) <= 256 < coup.num_decisions(9)


def test_a_game_mirrors_the_c_api():
    s = coup.new_state(4, start=0)
    assert s.to_move() == coup.CHANCE and s.is_chance()
    weights, total = s.chance_weights()
    assert sum(w for _, w in weights) == total == 15
    rng = coup.Rng(7)
    assert s.resolve_chance(rng) == 0
    assert coup.PHASES[s.phase] == "action"
    legal = s.legal_moves()
    assert [s.move_text(a) for a in legal[:3]] == ["income", "foreign-aid", "tax"]
    before = s.copy()
    s.apply("income")
    assert s.coins(0) == 3 and before.coins(0) == 2
    assert s != before and s.copy() == s
    assert s.observe(0)["mine"] and s.observe(0)["coins"][0] == 3
    n = 0
    while not s.is_over():
        s.apply(s.random_move(rng))
        n += 1
    assert 0 <= s.winner() < 4 and s.to_move() == coup.GAME_OVER
    assert s.legal_moves() == [] and s.state_ok() is None


def test_copy_pickle_and_bytes():
    s = coup.new_state(3)
    s.resolve_chance(coup.Rng(1))
    for c in (s.copy(), copy.copy(s), copy.deepcopy(s),
              pickle.loads(pickle.dumps(s)),
              coup.State.from_bytes(s.to_bytes())):
        assert c == s and c is not s
    t = s.copy()
    t.apply(t.legal_moves()[0])
    assert t != s
    assert len(s.to_bytes()) == coup.STATE_BYTES == 72
    r = coup.new_state(4, ["reformation"], start=1)
    r.resolve_chance(coup.Rng(2))
    r.apply("convert 1")
    for c in (r.copy(), pickle.loads(pickle.dumps(r)),
              coup.State.from_bytes(r.to_bytes())):
        assert c == r and c.faction(1) == coup.REFORMIST and c.reserve() == 1


def test_chance_outcomes_have_the_courts_odds():
    s = coup.new_state(2, start=0)
    weights, total = s.chance_weights()
    assert total == 15 and len(weights) == 5  # 3 of each of 5 characters
    assert [s.move_text(a) for a, _ in weights][0] == "draw duke"
    assert s.chance_pick(0) == weights[0][0]
    assert s.chance_pick(14) == weights[-1][0]


def expect_unchanged(s, exc, fn, *args, match=None):
    before = s.to_bytes()
    with pytest.raises(exc, match=match) as info:
        fn(*args)
    assert s.to_bytes() == before
    return info.value


def test_bad_input_raises_with_the_engines_reason_and_changes_nothing():
    s = coup.new_state(4, start=0)
    s.resolve_chance(coup.Rng(3))
    e = expect_unchanged(s, coup.IllegalMoveError, s.apply, "block duke")
    assert "R" in str(e)          # the rule broken is named
    e = expect_unchanged(s, coup.IllegalMoveError, s.apply, "coup 1")
    assert "coins" in str(e)
    expect_unchanged(s, coup.ParseError, s.apply, "fly away")
    expect_unchanged(s, coup.IllegalMoveError, s.apply, 10_000)
    expect_unchanged(s, coup.IllegalMoveError, s.apply, -1)
    expect_unchanged(s, coup.IllegalMoveError, s.apply, "steal 7")
    expect_unchanged(s, TypeError, s.apply, 1.5)
    expect_unchanged(s, coup.CoupError, s.observe, 4)
    expect_unchanged(s, coup.CoupError, s.chance_weights)
    assert s.why("income") is None and "R" in s.why("block duke")
    assert not s.is_legal("fly away") and not s.is_legal(10_000)
    assert issubclass(coup.IllegalMoveError, ValueError)
    with pytest.raises(coup.OptionsError, match="players"):
        coup.State(11)
    with pytest.raises(coup.OptionsError, match="R11"):
        coup.new_state(3, ["two_player_draft"])
    with pytest.raises(coup.OptionsError, match="unknown option"):
        coup.new_state(3, ["no_such_rule"])
    with pytest.raises(coup.OptionsError, match="starting seat"):
        coup.new_state(3, start=3)
    with pytest.raises(coup.PositionError):
        coup.State.from_bytes(b"\0" * 67)
    bad = bytearray(s.to_bytes())
    bad[56] += 1                  # a Duke from nowhere
    with pytest.raises(coup.PositionError):
        coup.State.from_bytes(bytes(bad))
    with pytest.raises(coup.ParseError):
        coup.parse_move(4, "keep")
    with pytest.raises(coup.IllegalMoveError, match="seat 5: the seats are 0..3"):
        coup.parse_move(4, "convert 5")
    with pytest.raises(coup.ParseError, match="'\\?'"):
        coup.parse_move(4, "prove ? duke")
    e = expect_unchanged(s, coup.IllegalMoveError, s.apply, "convert 1")
    assert "reformation option (R17)" in str(e)
    e = expect_unchanged(s, coup.IllegalMoveError, s.apply, "embezzle")
    assert "reformation option (R18)" in str(e)
    assert s.why("prove duke") and not s.is_legal("prove duke")
    with pytest.raises(coup.OptionsError, match="unknown option bits 0x20"):
        coup.flags_of(0x30)
    assert coup.flags_of("reformation,inquisitor") == 0x11 == coup.flags_of(0x11)
    assert coup.names_of(0x1F)[-1] == "reformation"


def test_game_over_refuses_moves():
    for s, _ in random_game(2, 5):
        pass
    assert s.is_over()   # the generator applied the last move
    expect_unchanged(s, coup.GameOverError, s.apply, "income")
    with pytest.raises(coup.GameOverError):
        s.random_move(coup.Rng(1))


@pytest.mark.parametrize("players,options", TABLES)
def test_every_legal_move_has_an_id_and_text(players, options):
    for g in range(30):
        for s, a in random_game(players, g, options):
            for m in s.legal_moves():
                assert 0 <= m < coup.num_ids(players)
                assert s.parse_move(s.move_text(m)) == m
                assert s.is_legal(m)
                chance = s.is_chance()
                assert (m >= coup.num_decisions(players)) == chance


@pytest.mark.parametrize("players,options", REFORMATION_TABLES)
def test_reformation_moves_are_played_by_their_ids(players, options):
    """Conversions, Embezzlements and their proofs occur in random games,
    each by the id of its text, and do what R17/R18 say."""
    base = 82 + 16 * players
    seen = {"convert": 0, "embezzle": 0, "prove": 0}
    for g in range(40):
        for s, a in random_game(players, g, options):
            text = s.move_text(a)
            word = text.split()[0]
            if a >= base and not s.is_chance():
                assert word in seen and (word != "prove" or len(text.split()) > 1)
                seen[word] += 1
            t = s.copy()
            t.apply(a)
            if word == "convert":
                target = int(text.split()[1])
                assert t.faction(target) != s.faction(target)
                cost = 1 if target == s.to_move() else 2
                assert t.coins(s.to_move()) == s.coins(s.to_move()) - cost
                assert t.reserve() == min(99, s.reserve() + cost)
            if word == "prove" and a >= base:
                hand = sorted(c for c, up in s.cards(s.to_move()) if not up)
                assert sorted(text.split()[1:]) == hand
                assert "duke" not in hand
    assert all(n > 0 for n in seen.values()), seen


def test_reformation_through_the_state():
    """Factions, the Reserve and who may aim at whom, through State and
    observe(): a Conversion and an Embezzlement by their text."""
    s = coup.new_state(4, ["reformation"], start=0)
    s.resolve_chance(coup.Rng(1))
    assert [s.faction(i) for i in range(4)] == [0, 1, 0, 1]
    assert s.may_target(0, 1) and not s.may_target(0, 2)
    assert s.observe(2)["factions"] == ["loyalist", "reformist"] * 2
    assert "convert 2" in [s.move_text(a) for a in s.legal_moves()]
    s.apply("convert 2")               # 2 coins into the Reserve (R17)
    o = s.observe(3)
    assert o["factions"] == ["loyalist", "reformist", "reformist", "reformist"]
    assert o["reserve"] == s.reserve() == 2 and o["coins"][0] == 0
    assert s.may_target(0, 2) and not s.may_target(1, 2)
    assert s.to_move() == 1
    s.apply("embezzle")                # nobody challenges: it happens (R18)
    while coup.PHASES[s.phase] == "challenge":
        s.apply("pass")
    assert s.reserve() == 0 and s.coins(1) == 4 and s.to_move() == 2
    plain = coup.new_state(4, start=0)
    plain.resolve_chance(coup.Rng(1))
    assert plain.observe(0)["factions"] == ["loyalist"] * 4
    assert plain.observe(0)["reserve"] == 0 and plain.may_target(0, 2)
    with pytest.raises(coup.CoupError, match="no seat 4"):
        s.faction(4)
    with pytest.raises(coup.CoupError, match="no seat 7"):
        s.may_target(0, 7)


# struct coup_state (include/coup/coup.h): the Reserve, the padding byte,
# the Reformist seats (uint16, little-endian on the machines the tests run).
RESERVE, PAD, REFORM = 68, 69, 70


def test_from_bytes_checks_reformation_fields():
    s = coup.new_state(4, ["reformation"], start=0)
    s.resolve_chance(coup.Rng(1))
    s.apply("convert 0")
    b = s.to_bytes()
    assert b[RESERVE] == s.reserve() == 1 and b[PAD] == 0
    assert int.from_bytes(b[REFORM:REFORM + 2], "little") == sum(
        1 << i for i in range(4) if s.faction(i) == coup.REFORMIST)

    def refused(match, **at):
        t = bytearray(b)
        for offset, value in at.items():
            t[{"reserve": RESERVE, "pad": PAD, "reform": REFORM,
               "reform_hi": REFORM + 1, "flags": 1}[offset]] = value
        with pytest.raises(coup.PositionError, match=match):
            coup.State.from_bytes(bytes(t))

    refused("Reformist seats 0x10 are not at this table of 4 .R16.",
            reform=b[REFORM] | 0x10)
    refused("Reformist seats 0x100 are not at this table", reform_hi=1)
    refused("Treasury Reserve holds 100 coins, at most 99 .R17.", reserve=100)
    refused("without the reformation option .R16, R17.", flags=0)
    refused("byte 69 is padding and must be 0", pad=1)
    plain = coup.new_state(4, start=0)
    plain.resolve_chance(coup.Rng(1))
    t = bytearray(plain.to_bytes())
    t[RESERVE] = 3
    with pytest.raises(coup.PositionError, match="reformation option"):
        coup.State.from_bytes(bytes(t))
    # the Reserve at its bound, and any factions of the table, are fine
    ok = bytearray(b)
    ok[RESERVE], ok[REFORM] = 99, 0x0F
    assert coup.State.from_bytes(bytes(ok)).reserve() == 99


@pytest.mark.parametrize("players,options", REFORMATION_TABLES)
def test_every_reformation_state_round_trips_through_bytes(players, options):
    """from_bytes accepts every state of a game (mid-proof ones with both
    cards of a hand back in the Court included) and gives it back equal."""
    embezzle = coup.move_fields(players, "embezzle")[0]
    redraws = 0
    for g in range(15):
        for s, _ in random_game(players, 500 + g, options):
            t = coup.State.from_bytes(s.to_bytes())
            assert t == s and t.to_bytes() == s.to_bytes()
            o = s.observe(0)
            if coup.PHASES[s.phase] == "redraw" and o["action"] == embezzle:
                # the shown hand went back to the Court: an empty slot
                # waits for each replacement (R18)
                assert len(s.cards(o["actor"])) < 2
                redraws += 1
    assert redraws > 0


def test_rng_is_coup_rng():
    r = coup.Rng(1)
    # splitmix64/xoshiro256** of rng.h; the first output for seed 1 is
    # pinned so that the stream never changes (records depend on it).
    a = [r.below(10) for _ in range(5)]
    r2 = coup.Rng(1)
    assert [r2.below(10) for _ in range(5)] == a
    assert r.copy().next() == r.next()
    with pytest.raises(ValueError):
        r.below(0)
