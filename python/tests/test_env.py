"""The AEC environment (PettingZoo's API), the OpenSpiel view and the
batched API."""

from __future__ import annotations

import numpy as np
import pytest

import coup
from coup import spaces


def play(e, seed, pick_seed=0):
    """Plays one game through the AEC loop; returns the final cumulative
    rewards each agent saw at its last step, and the number of steps."""
    e.reset(seed=seed)
    rng = np.random.default_rng(pick_seed)
    final, steps = {}, 0
    for agent in e.agent_iter():
        obs, reward, term, trunc, info = e.last()
        assert agent == e.agent_selection
        assert obs["observation"].dtype == np.float32
        assert obs["action_mask"].dtype == np.int8
        assert e.observation_space(agent).contains(obs)
        if term or trunc:
            assert not obs["action_mask"].any()
            final[agent] = reward
            e.step(None)
        else:
            legal = np.flatnonzero(obs["action_mask"])
            assert len(legal) > 0
            for other in e.agents:
                if other != agent:
                    assert not e.observe(other)["action_mask"].any()
            e.step(int(rng.choice(legal)))
        steps += 1
    return final, steps


#: The environments' tables: the base game and Reformation's.
ENVS = [(4, ()), (4, ("reformation",)), (6, ("reformation",)),
        (3, ("reformation", "inquisitor"))]


@pytest.mark.parametrize("players,options", ENVS)
def test_aec_cycle_and_rewards(players, options):
    e = coup.env(players=players, options=options)
    assert e.possible_agents == [f"player_{i}" for i in range(players)]
    for seed in range(30):
        final, steps = play(e, seed)
        assert sorted(final.values()) == [-1.0] * (players - 1) + [1.0]
        assert e.agents == [] and steps > 10
    assert e.action_space("player_0").n == coup.num_decisions(players)


def test_aec_plays_reformation_and_its_record_replays():
    """The masks offer Conversions, Embezzlements and their proofs, the
    observation carries the factions and the Reserve, and the record of
    the game says so (options reformation)."""
    e = coup.env(players=4, options="reformation")
    reserve = [off for name, _, off, _, _ in coup.obs_layout(4)
               if name == "reserve"][0]
    embezzle = coup.parse_move(4, "embezzle")
    played = set()
    for seed in range(40):
        e.reset(seed=seed)
        rng = np.random.default_rng(seed)
        for agent in e.agent_iter():
            obs, _, term, trunc, _ = e.last()
            if term or trunc:
                e.step(None)
                continue
            assert obs["observation"][reserve] == e.game_state.reserve()
            a = int(rng.choice(np.flatnonzero(obs["action_mask"])))
            if a >= 82 + 16 * 4:
                played.add("convert" if a < embezzle else
                           "embezzle" if a == embezzle else "prove")
            e.step(a)
        final, _ = coup.read_record(e.record()).replay()
        assert final == e.game_state
    assert "options reformation" in e.record()
    assert played == {"convert", "embezzle", "prove"}


def test_same_seed_same_game_and_exiles_leave_first():
    e1, e2 = coup.env(3), coup.env(3)
    play(e1, 5, 1)
    play(e2, 5, 1)
    assert e1.record() == e2.record()
    e = coup.env(3)
    e.reset(seed=3)
    saw_exile = False
    for agent in e.agent_iter():
        obs, rew, term, trunc, _ = e.last()
        if term:
            if e.game_state.is_over() is False:
                saw_exile = True
                assert rew == -1.0
            e.step(None)
            continue
        e.step(int(np.flatnonzero(obs["action_mask"])[0]))
    assert saw_exile


def test_aec_refuses_bad_actions_and_changes_nothing():
    e = coup.env(2)
    e.reset(seed=1)
    agent = e.agent_selection
    mask = e.observe(agent)["action_mask"]
    before = (e.game_state, e.agent_selection, e.record())
    illegal = int(np.flatnonzero(mask == 0)[0])
    with pytest.raises(coup.IllegalMoveError, match="R"):
        e.step(illegal)
    for bad in (None, -1, 10_000, 2.5):
        with pytest.raises(coup.IllegalMoveError):
            e.step(bad)
    assert (e.game_state, e.agent_selection, e.record()) == before
    with pytest.raises(coup.OptionsError):
        coup.env(players=1)
    with pytest.raises(ValueError):
        coup.env(render_mode="video")


def test_render_and_spaces():
    e = coup.env(2, render_mode="ansi")
    e.reset(seed=2)
    text = e.render()
    assert "player_0" in text and "to move" in text
    assert "loyalist" not in text and "Reserve" not in text
    r = coup.env(4, options=["reformation"], render_mode="ansi")
    r.reset(seed=2)
    text = r.render()
    assert text.count("loyalist") == 2 and text.count("reformist") == 2
    assert "Treasury Reserve: 0 coins" in text
    assert repr(r) == "coup.env(players=4, options=['reformation'])"
    space = e.observation_space("player_0")
    assert space["observation"].shape == (coup.obs_size(2),)
    assert space["action_mask"].shape == (coup.num_decisions(2),)
    if not spaces.HAVE_GYMNASIUM:
        assert isinstance(space, spaces.Dict)


@pytest.mark.parametrize("players,options", ENVS)
def test_pettingzoo_api_test(players, options):
    try:
        from pettingzoo.test import api_test
    except ImportError:
        pytest.skip("pettingzoo is not installed (Debian 12 does not package "
                    "it): its api_test was not run; test_aec_* check the "
                    "same contract")
    api_test(coup.env(players=players, options=options), num_cycles=200)


# ----------------------------------------------------------- OpenSpiel view

@pytest.mark.parametrize("options", [(), ("reformation",)])
def test_spiel_view(options):
    game = coup.spiel.Game(players=3, options=options)
    rng = np.random.default_rng(0)
    for g in range(20):
        st = game.new_initial_state()
        while not st.is_terminal():
            if st.is_chance_node():
                outcomes = st.chance_outcomes()
                assert sum(p for _, p in outcomes) == pytest.approx(1.0)
                assert all(0 <= a < game.max_chance_outcomes() for a, _ in outcomes)
                acts, probs = zip(*outcomes)
                st.apply_action(int(rng.choice(acts, p=probs)))
                continue
            p = st.current_player()
            legal = st.legal_actions()
            mask = st.legal_actions_mask()
            assert [i for i, m in enumerate(mask) if m] == sorted(legal)
            assert len(st.observation_tensor(p)) == game.observation_tensor_size()
            info = st.information_state_string(p)
            for other in range(3):
                # a seat's own cards are in its strings, and a draw it did
                # not see is masked
                assert f"seat {other}" in st.observation_string(other)
            assert "draw ?" in info or "draw" not in info
            assert ("reserve " in info) == bool(options)
            a = int(rng.choice(legal))
            c = st.child(a)
            assert c.history() == st.history() + [a]
            assert st.action_to_string(p, a) == c.state.move_text(a)
            st.apply_action(a)
        assert sorted(st.returns()) == [-1.0, -1.0, 1.0]
        assert st.current_player() == coup.spiel.TERMINAL_PLAYER
    with pytest.raises(coup.IllegalMoveError):
        game.new_initial_state().apply_action(0)   # chance is to move


# ------------------------------------------------------------------ batched

@pytest.mark.parametrize("options", [(), ("reformation",)])
def test_vector_env_steps_resets_and_matches_masks(options):
    v = coup.VectorEnv(64, players=3, options=options, seed=5)
    finished = 0
    base = 82 + 16 * 3
    reformation_moves = 0
    for _ in range(400):
        for i in range(0, 64, 9):
            s = v.game_state(i)
            assert v.to_play[i] == s.to_move()
            assert set(np.flatnonzero(v.mask[i])) == set(s.legal_moves())
            obs = np.empty(coup.obs_size(3), np.float32)
            s.encode(s.to_move(), obs, None)
            assert np.array_equal(v.obs[i], obs)
        actions = v.random_actions()
        reformation_moves += int((actions >= base).sum())
        obs, rewards, done, truncated, infos = v.step(actions)
        assert not truncated.any()
        finished += int(done.sum())
        assert (rewards[done].sum(axis=1) == 1 - 2).all()   # +1 -1 -1
        assert not rewards[~done].any()
    assert finished == v.episodes > 100
    assert v.steps == 64 * 400
    assert (reformation_moves > 100) == bool(options)


def test_vector_env_refuses_an_illegal_action_and_moves_nothing():
    v = coup.VectorEnv(8, players=2, seed=1)
    states = [v.game_state(i).to_bytes() for i in range(8)]
    a = v.random_actions().copy()
    a[5] = int(np.flatnonzero(v.mask[5] == 0)[0])
    with pytest.raises(coup.IllegalMoveError, match="game 5"):
        v.step(a)
    assert [v.game_state(i).to_bytes() for i in range(8)] == states
    with pytest.raises(ValueError):
        v.step(np.zeros(7, np.int32))
