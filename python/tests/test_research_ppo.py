"""research/ppo.py, the PPO self-play trainer (docs/research.md): its
advantages on trajectories worked by hand, and one short run that leaves
a checkpoint the evaluation can load and play with. Skipped without
PyTorch (Debian's python3-torch, which scripts/deps.sh installs)."""

from __future__ import annotations

import csv
import importlib.util
import os

import numpy as np
import pytest

torch = pytest.importorskip("torch")

HERE = os.path.dirname(os.path.abspath(__file__))
PPO = os.path.join(HERE, "..", "..", "research", "ppo.py")


def load():
    spec = importlib.util.spec_from_file_location("ppo", PPO)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_advantages_follow_each_trajectory_to_its_end():
    ppo = load()
    # Two trajectories: a seat's three decisions ending in a win (+1),
    # another's one decision ending in a loss (-1).
    batch = {"rew": [0.0, 0.0, 1.0, -1.0],
             "val": [0.5, 0.2, 0.4, 0.1],
             "done": [False, False, True, True]}
    adv, ret = ppo.advantages(batch, gamma=1.0, lam=1.0)
    # With gamma = lambda = 1 the return is the reward to come.
    assert np.allclose(ret, [1.0, 1.0, 1.0, -1.0])
    assert np.allclose(adv, [0.5, 0.8, 0.6, -1.1])
    # With lambda = 0, one step: r + V(next) - V.
    adv0, _ = ppo.advantages(batch, gamma=1.0, lam=0.0)
    assert np.allclose(adv0, [0.2 - 0.5, 0.4 - 0.2, 1.0 - 0.4, -1.1])


def test_a_short_run_learns_checkpoints_and_plots(tmp_path, monkeypatch):
    ppo = load()
    out = tmp_path / "run"
    monkeypatch.setattr("sys.argv", [
        "ppo.py", "--players", "2", "--envs", "16", "--steps", "512",
        "--updates", "2", "--eval-every", "1", "--eval-games", "4",
        "--threads", "1", "--seed", "3", "--out", str(out)])
    ppo.main()
    rows = list(csv.DictReader(open(out / "curve.csv")))
    assert [int(r["update"]) for r in rows] == [1, 2]
    assert all(0.0 <= float(r["vs_random"]) <= 1.0 for r in rows)
    assert int(rows[-1]["decisions"]) >= 2 * 512
    assert os.path.getsize(out / "curve.png") > 0
    ck = torch.load(out / "ckpt_00002.pt")
    assert ck["players"] == 2 and ck["update"] == 2
    net = ppo.Net(ppo.coup.obs_size(2), ppo.coup.num_decisions(2),
                  ck["hidden"])
    net.load_state_dict(ck["net"])
    # The loaded policy plays whole legal games.
    share = ppo.evaluate(net, 2, "random", 4, seed=9)
    assert 0.0 <= share <= 1.0
