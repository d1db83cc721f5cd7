"""The AEC environment's contract beyond one game (issue 28): copies and
pickles that go on identically, refused seeds that change nothing,
state() and game_state, errors before reset(), what help() shows,
signatures of the C functions, the version."""

from __future__ import annotations

import copy
import inspect
import pathlib
import pickle
import pydoc
import re

import numpy as np
import pytest

import coup

ROOT = pathlib.Path(__file__).resolve().parents[2]


def snapshot(e):
    """Everything an agent or a tool can read of an AEC environment."""
    obs = {a: e.observe(a) for a in e.agents}
    return (e.record(), e.game_state, e.agent_selection, list(e.agents),
            dict(e._cumulative_rewards), dict(e.terminations),
            dict(e.truncations), e.state().tobytes(),
            {a: (o["observation"].tobytes(), o["action_mask"].tobytes())
             for a, o in obs.items()})


def play_on(e, pick_seed, steps):
    """Plays up to `steps` agent steps with actions drawn from pick_seed;
    returns what was seen after each."""
    rng = np.random.default_rng(pick_seed)
    seen = []
    for _ in range(steps):
        if not e.agents:
            break
        obs, reward, term, trunc, _ = e.last()
        if term or trunc:
            e.step(None)
        else:
            e.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        seen.append((reward, snapshot(e) if e.agents else e.record()))
    return seen


@pytest.mark.parametrize("players,options", [
    (4, ()), (3, ("reformation", "inquisitor")),
    (4, ("declared_coup", "declared_assassinate"))])
def test_the_env_copies_and_pickles_and_goes_on_identically(players, options):
    e = coup.env(players, options=options)
    e.reset(seed=1)
    play_on(e, 7, 25)
    copies = [copy.deepcopy(e), pickle.loads(pickle.dumps(e))]
    for c in copies:
        assert c is not e and snapshot(c) == snapshot(e)
    # the same actions give the same game, chance draws included, to the end
    futures = [play_on(x, 3, 100_000) for x in [e] + copies]
    assert futures[0] == futures[1] == futures[2]
    assert not e.agents and len(futures[0]) > 10
    assert e.record() == copies[0].record() == copies[1].record()


def test_rng_copies_and_pickles_its_whole_state():
    r = coup.Rng(3)
    [r.next() for _ in range(5)]
    assert len(r.to_bytes()) == 32
    copies = [copy.deepcopy(r), copy.copy(r), r.copy(),
              pickle.loads(pickle.dumps(r)), coup.Rng.from_bytes(r.to_bytes())]
    ahead = [r.next() for _ in range(100)]
    for c in copies:
        assert [c.next() for _ in range(100)] == ahead
    assert copies[0] == r and copies[0] is not r and coup.Rng(3) != r
    # the four words, little-endian: the seeded state of rng.h
    s = coup.Rng(0).to_bytes()
    assert int.from_bytes(s[:8], "little") == 0xE220A8397B1DCDAF
    with pytest.raises(ValueError, match="32 bytes, not 3"):
        coup.Rng.from_bytes(b"abc")
    with pytest.raises(ValueError, match="all zeros"):
        coup.Rng.from_bytes(bytes(32))
    # a pickle of bad bytes is refused, not a crash nor a stuck generator
    bad = pickle.dumps(r).replace(r.to_bytes(), bytes(32))
    with pytest.raises(ValueError, match="all zeros"):
        pickle.loads(bad)


def test_a_state_pickles_as_its_bytes():
    s = coup.new_state(4)
    s.resolve_chance(coup.Rng(2))
    from_bytes, (data,) = s.__reduce__()
    assert from_bytes == coup.State.from_bytes and data == s.to_bytes()
    assert pickle.loads(pickle.dumps(s)) == s == copy.deepcopy(s)
    bad = bytearray(data)
    bad[56] += 1                              # a Duke from nowhere
    with pytest.raises(coup.PositionError):
        pickle.loads(pickle.dumps(s).replace(data, bytes(bad)))


BAD_SEEDS = [(-1, ValueError), (2 ** 64, ValueError), (1.5, TypeError),
             (2.0, TypeError), (True, TypeError), ("3", TypeError),
             (np.float64(4), TypeError), (np.bool_(True), TypeError)]


def test_a_refused_reset_changes_nothing_and_says_what_is_expected():
    e = coup.env(4)
    e.reset(seed=5)
    play_on(e, 1, 6)
    before = snapshot(e)
    for bad, exc in BAD_SEEDS:
        with pytest.raises(exc, match=r"seed must be an int in 0\.\.2\*\*64-1"):
            e.reset(seed=bad)
        assert snapshot(e) == before
    with pytest.raises(TypeError, match="options must be a dict"):
        e.reset(seed=6, options="fast")
    assert snapshot(e) == before
    assert "seed 5\n" in e.record()
    # the edges of the range, and numpy's integers, are seeds
    e.reset(seed=2 ** 64 - 1)
    assert f"seed {2 ** 64 - 1}\n" in e.record()
    e.reset(seed=np.uint64(7))
    seven = e.record()
    e.reset(seed=7)
    assert e.record() == seven
    e.reset()                                  # a fresh seed, written down
    assert re.search(r"^seed \d+$", e.record(), re.M)


def test_every_seed_taking_call_refuses_bad_seeds():
    for bad, exc in BAD_SEEDS:
        for call in (lambda: coup.Rng(bad), lambda: coup.Bot("random", bad),
                     lambda: coup.play_bots(["random", "random"], bad),
                     lambda: coup.arena(["random", "random"], 2, seed=bad),
                     lambda: coup.VectorEnv(2, seed=bad)):
            with pytest.raises(exc, match="seed"):
                call()
        r = coup.Record(2)
        with pytest.raises(exc, match="seed"):
            r.seed = bad
        assert r.seed is None
    assert coup.Rng(2 ** 64 - 1).next() != coup.Rng(0).next()


def test_before_reset_the_env_says_reset_comes_first():
    e = coup.env(3)
    for call in (e.last, lambda: e.observe("player_0"), lambda: e.step(0),
                 e.state, e.record, lambda: e.game_state):
        with pytest.raises(RuntimeError, match=r"reset\(\) must come before"):
            call()
    assert list(e.agent_iter()) == [] and e.render() is None
    e.reset(seed=1)
    assert e.last()[2] is False


def test_state_is_the_global_view_in_state_space():
    """PettingZoo's state(): a method (not the State object), in
    state_space; the full State is game_state."""
    e = coup.env(4)
    e.reset(seed=3)
    assert callable(e.state) and isinstance(e.game_state, coup.State)
    assert e.state_space.shape == (coup.state_size(4),) == (179,)
    assert e.state_space.dtype == np.float32
    states = set()
    for _ in range(30):
        g = e.state()
        assert g.dtype == np.float32 and e.state_space.contains(g)
        out = np.empty(coup.state_size(4), np.float32)
        e.game_state.encode_state(out)
        assert np.array_equal(g, out)
        states.add(g.tobytes())
        obs = e.last()[0]
        e.step(int(np.flatnonzero(obs["action_mask"])[0]))
    assert len(states) > 10


def test_help_shows_the_observations_and_the_rewards():
    for obj in (coup.env, coup.CoupEnv):
        text = pydoc.render_doc(obj, renderer=pydoc.plaintext)
        for words in ("Observations:", "Rewards:", "-1 to an agent when it "
                      "is exiled", "+1 to the winner", "state_space",
                      "game_state", "max_steps", "0..2**64-1"):
            assert words in " ".join(text.split()), (obj, words)


def c_callables():
    """Every function and method of the extension module."""
    m = coup._coup
    for name in dir(m):
        obj = getattr(m, name)
        if callable(obj) and type(obj).__name__ == "builtin_function_or_method":
            yield name, obj
    for t in (m.State, m.Rng, m.Record, m.Bot, m.VecGames):
        yield t.__name__, t
        for name, obj in vars(t).items():
            if callable(obj) or isinstance(obj, classmethod):
                yield f"{t.__name__}.{name}", getattr(t, name)


def test_inspect_reads_the_signature_of_every_c_function():
    seen = 0
    for name, obj in c_callables():
        if name.endswith(("__new__", "__init__", "__repr__", "__eq__",
                          "__ne__", "__lt__", "__le__", "__gt__", "__ge__",
                          "__hash__", "__del__")):
            continue   # slot wrappers: CPython's own signatures
        sig = inspect.signature(obj)
        assert sig is not None, name
        seen += 1
    assert seen > 60
    assert str(inspect.signature(coup.State.may_target)) == \
        "(self, seat, target, /)"
    assert str(inspect.signature(coup.Rng)) == "(seed=0)"
    assert str(inspect.signature(coup.num_decisions)) == "(players, /)"


def test_the_version_is_the_projects():
    assert re.fullmatch(r"\d+\.\d+\.\d+", coup.__version__)
    cmake = ROOT / "CMakeLists.txt"
    if not cmake.exists():
        pytest.skip("not in the repository: no CMakeLists.txt")
    m = re.search(r"project\(coup\s+VERSION\s+(\S+)", cmake.read_text())
    assert m and m.group(1) == coup.__version__
    pyproject = (ROOT / "python" / "pyproject.toml").read_text()
    assert 'dynamic = ["version"]' in pyproject
    assert 'version = {attr = "coup._version.__version__"}' in pyproject
