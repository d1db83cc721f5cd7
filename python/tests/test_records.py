"""Rules parity with the C drivers: the same seeded games give the same
records byte for byte; records read, replay and refuse bad lines."""

from __future__ import annotations

import json
import math
import subprocess

import pytest

import coup
from conftest import TABLES


def python_record(players, seed, options=()):
    """`coup random --record` done through the Python API."""
    flags = coup.flags_of(options)
    s = coup.State(players, -1, flags)
    rec = coup.Record(players, -1, flags)
    rng = coup.Rng(seed)
    while not s.is_over():
        a = s.random_move(rng)
        rec.add(s.to_move(), a)
        s.apply(a)
    rec.result = s.winner()
    return rec.format(), s


@pytest.mark.parametrize("players,options", TABLES)
def test_random_games_give_the_c_records(coup_bin, players, options):
    for seed in (1, 2, 3):
        cmd = [coup_bin, "random", "--players", str(players), "--seed",
               str(seed), "--record", "-"]
        if options:
            cmd += ["--options", ",".join(options)]
        c = subprocess.run(cmd, check=True, capture_output=True, text=True)
        text, final = python_record(players, seed, options)
        assert text == c.stdout
        replayed, moves = coup.read_record(text).replay()
        assert replayed == final
        assert moves == coup.read_record(text).moves


def test_reformation_games_give_the_c_records(coup_bin):
    """More seeded Reformation games than TABLES plays, so that Conversions,
    Embezzlements and the proofs of whole hands are among the moves
    compared with `coup random`."""
    seen = set()
    for players, options in ((4, ("reformation",)),
                             (6, ("reformation", "inquisitor"))):
        for seed in range(4, 12):
            c = subprocess.run([coup_bin, "random", "--players", str(players),
                                "--seed", str(seed), "--record", "-",
                                "--options", ",".join(options)],
                               check=True, capture_output=True, text=True)
            text, _ = python_record(players, seed, options)
            assert text == c.stdout
            for line in text.splitlines():
                seat, word, *args = line.split() + [""]
                if not seat.isdigit():
                    continue
                if word in ("convert", "embezzle"):
                    seen.add(word)
                elif word == "prove" and args[0]:   # a hand, not a card
                    seen.add("prove CARD")
    assert seen == {"convert", "embezzle", "prove CARD"}


@pytest.mark.parametrize("players,options", [
    (3, ()), (4, ("reformation",)), (3, ("reformation", "inquisitor"))])
def test_bots_play_the_c_games(coup_bin, players, options):
    """coup.arena gives `coup arena --json`'s totals for the same seed."""
    py = coup.arena(["heuristic", "random", "honest"], 30, players=players,
                    options=options, seed=9)
    cmd = [coup_bin, "arena", "--bots", "heuristic,random,honest",
           "--games", "30", "--players", str(players), "--seed", "9",
           "--threads", "1", "--json"]
    if options:
        cmd += ["--options", ",".join(options)]
    out = subprocess.run(cmd, check=True, capture_output=True,
                         text=True).stdout
    c = json.loads(out)
    assert c["options"] == (",".join(coup.names_of(coup.flags_of(options)))
                            or "none")
    for key in ("games", "won", "forfeits", "unfinished", "decisions",
                "seat_wins", "balanced", "options"):
        assert py[key] == c[key], key
    for pb, cb in zip(py["bots"], c["bots"]):
        for key in ("spec", "games", "wins", "forfeits"):
            assert pb[key] == cb[key], key
        assert pb["win_rate"] == pytest.approx(cb["win_rate"], abs=1e-9)
        if cb["elo"] is None:     # JSON's word for an infinite rating
            assert not math.isfinite(pb["elo"])
        else:
            assert pb["elo"] == pytest.approx(cb["elo"], abs=1e-6)
        assert pb["ci95"] == pytest.approx(cb["ci95"], abs=1e-6)


@pytest.mark.parametrize("bots,options", [
    (["heuristic", "search:iters=20"], ()),
    (["heuristic", "search:iters=20", "cautious", "random"], ("reformation",))])
def test_play_bots_is_deterministic_and_replays(bots, options):
    w, moves = coup.play_bots(bots, seed=4, options=options)
    assert (w, moves) == coup.play_bots(bots, seed=4, options=options)
    s = coup.new_state(len(bots), options)
    for seat, a in moves:
        assert s.to_move() == seat
        s.apply(a)
    assert s.is_over() and s.winner() == w


def test_bots_play_reformation_by_the_numbering():
    """The bots' moves of a Reformation game come back as ids of the
    numbering: Conversions and Embezzlements among them."""
    words = set()
    for seed in range(12):
        _, moves = coup.play_bots(["heuristic"] * 4, seed=seed,
                                  options="reformation")
        for seat, a in moves:
            assert 0 <= a < coup.num_ids(4)
            if seat >= 0:
                words.add(coup.move_text(4, a).split()[0])
    assert {"convert", "embezzle"} <= words


@pytest.mark.parametrize("options", [(), ("reformation",)])
def test_a_bot_follows_a_game_move_by_move(options):
    bots = [coup.Bot("heuristic", seed=1), coup.Bot("random", seed=2)]
    s = coup.new_state(2, options, start=0)
    for seat, b in enumerate(bots):
        b.start(s, seat)
    rng = coup.Rng(3)
    while not s.is_over():
        tm = s.to_move()
        a = s.random_move(rng) if tm == coup.CHANCE else bots[tm].choose(s)
        before = s.copy()
        s.apply(a)
        for b in bots:
            b.see(before, tm, a)
    assert bots[0].name == "heuristic" and bots[0].observes


def test_bad_records_and_bots_raise():
    with pytest.raises(coup.RecordError) as e:
        coup.read_record("coup-record 1\nplayers 2\nstart 0\nbogus line\n")
    assert e.value.line == 4
    text = "coup-record 1\nplayers 2\nstart 0\n* draw duke\n0 tax\n"
    with pytest.raises(coup.RecordError) as e:
        coup.read_record(text).replay()
    assert e.value.line == 5 and e.value.reason
    with pytest.raises(coup.BotError, match="nosuchbot|unknown"):
        coup.Bot("nosuchbot")
    with pytest.raises(coup.BotError):
        coup.Bot("heuristic:bluff=7")
    with pytest.raises(coup.BotError):
        coup.arena(["nosuchbot", "random"], 2)
    r = coup.Record(2)
    with pytest.raises(coup.CoupError):
        r.add(5, "income")
    with pytest.raises(coup.CoupError):
        r.set_names(["a b", "c"])


@pytest.mark.parametrize("options", [("inquisitor",),
                                     ("inquisitor", "reformation")])
def test_the_environments_record_replays_in_c(coup_bin, tmp_path, options):
    e = coup.env(3, options=options)
    e.reset(seed=11)
    rng = coup.Rng(5)
    for agent in e.agent_iter():
        o, _, term, trunc, _ = e.last()
        if term or trunc:
            e.step(None)
        else:
            legal = [i for i, m in enumerate(o["action_mask"]) if m]
            e.step(rng.choice(legal))
    text = e.record()
    assert "seed 11" in text and text.endswith(f"result {e.game_state.winner()}\n")
    final, _ = coup.read_record(text).replay()
    assert final == e.game_state
    path = tmp_path / "game.rec"
    path.write_text(text)
    subprocess.run([coup_bin, "replay", str(path)], check=True,
                   capture_output=True)
