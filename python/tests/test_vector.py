"""VectorEnv's contract as python/README.md states it: the shape of a
Gymnasium 1.x vector environment (spaces, reset, step, SAME_STEP
autoreset with the final observation, truncation), seeds, refused
actions, copies and pickles."""

from __future__ import annotations

import copy
import pickle

import numpy as np
import pytest

import coup
from coup import spaces


def games(v):
    return [v.game_state(i).to_bytes() for i in range(v.num_envs)]


def test_the_spaces_and_the_shapes_are_gymnasiums():
    n, p = 6, 4
    v = coup.VectorEnv(n, players=p, seed=1)
    e = coup.env(p)
    obs_n, act_n = coup.obs_size(p), coup.num_decisions(p)
    single = v.single_observation_space
    assert single["observation"].shape == e.observation_space("player_0")["observation"].shape
    assert np.array_equal(single["observation"].high,
                          e.observation_space("player_0")["observation"].high)
    assert single["action_mask"].shape == (act_n,)
    assert v.single_action_space.n == act_n
    assert v.observation_space["observation"].shape == (n, obs_n)
    assert v.observation_space["action_mask"].shape == (n, act_n)
    assert v.action_space.shape == (n,) and list(v.action_space.nvec) == [act_n] * n
    assert v.metadata["autoreset_mode"] == spaces.AutoresetMode.SAME_STEP
    assert v.metadata["autoreset_mode"].value == "SameStep"
    assert v.num_envs == n and v.render_mode is None and v.unwrapped is v

    obs, infos = v.reset(seed=3)
    assert set(obs) == {"observation", "action_mask"}
    assert v.observation_space.contains(obs)
    assert infos["to_play"].shape == (n,) and infos["_to_play"].all()
    result = v.step(v.random_actions())
    assert len(result) == 5
    obs, rewards, terms, truncs, infos = result
    assert v.observation_space.contains(obs)
    assert rewards.shape == (n, p) and rewards.dtype == np.float32
    assert terms.shape == truncs.shape == (n,) and terms.dtype == np.bool_
    assert truncs.dtype == np.bool_
    assert v.action_space.contains(v.random_actions())
    v.close()
    assert v.closed


def test_seeds_deal_the_aec_environments_games():
    """An int s seeds game i with s + i; a list seeds each; game i with
    seed s is the AEC environment's reset(seed=s); None goes on."""
    v = coup.VectorEnv(4, players=3, seed=10)
    e = coup.env(3)
    for i in range(4):
        e.reset(seed=10 + i)
        assert v.game_state(i) == e.game_state
    dealt = games(v)
    v.reset(seed=[10, 11, 12, 13])
    assert games(v) == dealt
    v.reset(seed=[None, 11, None, 13])
    now = games(v)
    assert now[1::2] == dealt[1::2] and now[0] != dealt[0]
    # None goes on with each game's generators: new games, the same ones
    # for the same seed
    w = coup.VectorEnv(4, players=3, seed=10)
    v.reset(seed=10)
    v.reset()
    w.reset()
    assert games(v) == games(w) and games(v) != dealt
    # unseeded environments deal different games
    assert games(coup.VectorEnv(4, players=3)) != games(coup.VectorEnv(4, players=3))
    # the top of the range wraps
    v.reset(seed=2 ** 64 - 1)
    e.reset(seed=0)
    assert v.game_state(1) == e.game_state


def test_a_game_is_the_aec_environments_game_to_its_end():
    """The same seed and the same actions: the same observations, the same
    outcome, and the final observation is the one the AEC environment
    shows the last mover."""
    for seed in range(5):
        v = coup.VectorEnv(1, players=3, seed=[seed])
        e = coup.env(3)
        e.reset(seed=seed)
        rng = np.random.default_rng(seed)
        total = np.zeros(3)
        while True:
            agent = e.agent_selection
            obs, _, term, trunc, _ = e.last()
            if term or trunc:
                total[e.possible_agents.index(agent)] = e._cumulative_rewards[agent]
                e.step(None)
                if not e.agents:
                    break
                continue
            assert v.to_play[0] == e.possible_agents.index(agent)
            assert np.array_equal(v.obs[0], obs["observation"])
            assert np.array_equal(v.mask[0], obs["action_mask"])
            a = int(rng.choice(np.flatnonzero(obs["action_mask"])))
            e.step(a)
            _, rewards, terms, truncs, infos = v.step([a])
            if terms[0]:
                ended = (rewards[0].copy(), infos["final_obs"]["observation"][0].copy(),
                         infos["final_info"]["to_play"][0],
                         infos["final_info"]["winner"][0])
                assert infos["_final_obs"][0] and not truncs[0]
        winner = e.game_state.winner()
        assert list(ended[0]) == [1.0 if q == winner else -1.0 for q in range(3)]
        assert list(total) == list(ended[0])
        assert ended[2] == e._moves[-1][0] and ended[3] == winner
        final = np.empty(coup.obs_size(3), np.float32)
        e.game_state.encode(ended[2], final, None)
        assert np.array_equal(ended[1], final)


def test_autoreset_is_same_step_with_the_final_observation():
    n, p = 32, 4
    v = coup.VectorEnv(n, players=p, seed=7)
    ends = 0
    for _ in range(300):
        before = [v.game_state(i) for i in range(n)]
        a = v.random_actions().copy()
        obs, rewards, terms, truncs, infos = v.step(a)
        assert not truncs.any()
        if not terms.any():
            assert "final_obs" not in infos
            continue
        assert np.array_equal(infos["_final_obs"], terms)
        for i in np.flatnonzero(terms):
            s = before[i]
            mover = s.to_move()
            s.apply(int(a[i]))
            assert s.is_over()
            seat = infos["final_info"]["to_play"][i]
            assert seat == mover
            final = np.empty(coup.obs_size(p), np.float32)
            s.encode(int(seat), final, None)
            assert np.array_equal(infos["final_obs"]["observation"][i], final)
            assert not infos["final_obs"]["action_mask"][i].any()
            assert infos["final_info"]["winner"][i] == s.winner()
            assert rewards[i].sum() == 1 - (p - 1)
            # the row is already the new game's first decision
            g = v.game_state(i)
            assert g.to_move() == v.to_play[i] and not g.is_over()
            mine = np.empty(coup.obs_size(p), np.float32)
            g.encode(g.to_move(), mine, None)
            assert np.array_equal(obs["observation"][i], mine)
            ends += 1
        others = ~terms
        assert not rewards[others].any()
        assert not infos["final_obs"]["observation"][others].any()
        assert (infos["final_info"]["winner"][others] == -1).all()
    assert ends > 100 and v.episodes == ends


def never_ending(v):
    """exchange when it may, else pass, else the first legal move: nobody
    ever loses an influence."""
    ex = coup.parse_move(v.players, "exchange")
    ps = coup.parse_move(v.players, "pass")
    m = v.mask
    return np.where(m[:, ex] == 1, ex,
                    np.where(m[:, ps] == 1, ps, np.argmax(m, axis=1))).astype(np.int32)


def test_a_game_that_never_ends_is_truncated_as_the_aec_env_does():
    v = coup.VectorEnv(3, players=4, seed=2)
    assert v.max_steps == coup.env(4).max_steps == 10_000
    for step in range(1, 10_001):
        obs, rewards, terms, truncs, infos = v.step(never_ending(v))
        assert not terms.any() and not rewards.any()
        if step < 10_000:
            assert not truncs.any()
    assert truncs.all() and infos["_final_obs"].all()
    assert (infos["final_info"]["winner"] == -1).all()
    for i in range(3):   # the final view is of the seat to move then
        assert infos["final_obs"]["action_mask"][i].sum() > 0
    assert v.episodes == 3
    # the AEC environment truncates the same game at the same step
    w = coup.VectorEnv(1, players=4, seed=[5], max_steps=40)
    e = coup.env(4, max_steps=40)
    e.reset(seed=5)
    for step in range(1, 41):
        a = int(never_ending(w)[0])
        e.step(a)
        _, _, _, truncs, infos = w.step([a])
        assert truncs[0] == all(e.truncations.values()) == (step == 40)
    seat = infos["final_info"]["to_play"][0]
    final = np.empty(coup.obs_size(4), np.float32)
    e.game_state.encode(int(seat), final, None)
    assert np.array_equal(infos["final_obs"]["observation"][0], final)


def test_bad_actions_are_refused_and_no_game_moves():
    v = coup.VectorEnv(4, players=3, seed=1)
    dealt = games(v)
    legal = v.random_actions().copy()
    cases = [
        (legal.astype(np.float64), TypeError, "float64"),
        ([float(x) for x in legal], TypeError, "float"),
        (legal.astype(np.bool_), TypeError, "bool"),
        (legal.astype(np.int64) + 2 ** 32, coup.IllegalMoveError,
         "not an action id"),
        (np.where(np.arange(4) == 2, -1, legal), coup.IllegalMoveError,
         "game 2: action -1"),
        (legal[:3], ValueError, r"shape \(4,\)"),
        ([None] * 4, TypeError, "integer"),
    ]
    for actions, exc, match in cases:
        with pytest.raises(exc, match=match):
            v.step(actions)
        assert games(v) == dealt
    illegal = legal.copy()
    illegal[1] = int(np.flatnonzero(v.mask[1] == 0)[0])
    with pytest.raises(coup.IllegalMoveError, match="game 1"):
        v.step(illegal)
    assert games(v) == dealt
    v.step(list(map(int, legal)))                 # a list of ints is fine
    assert games(v) != dealt


def test_a_refused_reset_changes_nothing():
    v = coup.VectorEnv(3, players=2, seed=1)
    for _ in range(5):
        v.step(v.random_actions())
    dealt, obs = games(v), v.obs.copy()
    for bad, exc in [(-1, ValueError), (1.5, TypeError), (True, TypeError),
                     ([1, 2], ValueError), ([1, 2.5, 3], TypeError),
                     ([1, -2, 3], ValueError)]:
        with pytest.raises(exc, match="seed"):
            v.reset(seed=bad)
        assert games(v) == dealt and np.array_equal(v.obs, obs)
    with pytest.raises(TypeError, match="options"):
        v.reset(seed=1, options=[1])
    assert games(v) == dealt


def test_copies_and_pickles_go_on_identically():
    v = coup.VectorEnv(16, players=4, options=["reformation"], seed=4,
                       max_steps=60)
    for _ in range(70):
        v.step(v.random_actions())
    copies = [copy.deepcopy(v), pickle.loads(pickle.dumps(v))]
    for c in copies:
        assert games(c) == games(v) and c.steps == v.steps
        assert np.array_equal(c.obs, v.obs) and np.array_equal(c.rewards, v.rewards)
    for _ in range(100):
        outs = []
        for x in [v] + copies:
            obs, rewards, terms, truncs, infos = x.step(x.random_actions())
            outs.append((obs["observation"].tobytes(), rewards.tobytes(),
                         terms.tobytes(), truncs.tobytes(),
                         x.final_obs.tobytes(), x.winner.tobytes()))
        assert outs[0] == outs[1] == outs[2]
    assert v.episodes == copies[0].episodes == copies[1].episodes > 16
    # bytes that are not this environment's games are refused
    d = v.__getstate__()
    bad = bytearray(d["_games"])
    bad[32 + 56] += 1                       # game 0: a Duke from nowhere
    with pytest.raises(coup.PositionError, match="game 0"):
        pickle.loads(pickle.dumps(v).replace(d["_games"], bytes(bad)))
    with pytest.raises(coup.PositionError, match="another VectorEnv"):
        coup.VectorEnv(16, players=4, seed=1)._games.load(d["_games"])
