#!/usr/bin/env python3
"""A tiny policy-gradient learner (REINFORCE, a linear softmax policy over
the observation tensor, masked to the legal moves) plays Coup against the
built-in `random` bot, two players, through the AEC environment, and
draws its learning curve to a PNG.

    PYTHONPATH=build-test/python /usr/bin/python3 \\
        examples/python/reinforce_vs_random.py [--games 5000] [--out curve.png]
"""

from __future__ import annotations

import argparse

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402

import coup  # noqa: E402


class Linear:
    """pi(a | x) = softmax(W x + b) over the legal actions."""

    def __init__(self, n_obs: int, n_act: int, lr: float, seed: int) -> None:
        self.W = np.zeros((n_act, n_obs), np.float64)
        self.b = np.zeros(n_act, np.float64)
        self.lr = lr
        self.rng = np.random.default_rng(seed)

    def act(self, x: np.ndarray, mask: np.ndarray):
        legal = np.flatnonzero(mask)
        z = self.W[legal] @ x + self.b[legal]
        p = np.exp(z - z.max())
        p /= p.sum()
        k = self.rng.choice(len(legal), p=p)
        return int(legal[k]), (x, legal, p, k)

    def learn(self, trace: list, advantage: float) -> None:
        for x, legal, p, k in trace:
            g = -p
            g[k] += 1.0                      # d log pi / d z over the legal
            self.W[legal] += self.lr * advantage * np.outer(g, x)
            self.b[legal] += self.lr * advantage * g


def main() -> None:
    ap = argparse.ArgumentParser(description="REINFORCE against random")
    ap.add_argument("--games", type=int, default=5000)
    ap.add_argument("--window", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--lr", type=float, default=0.01)
    ap.add_argument("--out", default="reinforce_vs_random.png")
    args = ap.parse_args()

    env = coup.env(players=2)
    opponent = coup.Bot("random", seed=args.seed)
    scale = np.ones(coup.obs_size(2))
    for name, _seat, off, size, high in coup.obs_layout(2):
        scale[off:off + size] = 1.0 / high      # inputs in [0, 1]
    policy = Linear(coup.obs_size(2), coup.num_decisions(2), args.lr, args.seed)
    baseline, wins, curve = 0.0, [], []
    for g in range(args.games):
        env.reset(seed=args.seed * 1_000_003 + g)
        learner = f"player_{g % 2}"             # alternate the seats
        trace, outcome = [], 0.0
        for agent in env.agent_iter():
            obs, reward, term, trunc, _ = env.last()
            if term or trunc:
                if agent == learner:
                    outcome = reward
                env.step(None)
            elif agent == learner:
                a, step = policy.act(obs["observation"] * scale,
                                     obs["action_mask"])
                trace.append(step)
                env.step(a)
            else:
                env.step(opponent.choose(env.game_state))
        policy.learn(trace, outcome - baseline)
        baseline += 0.01 * (outcome - baseline)
        wins.append(outcome > 0)
        if (g + 1) % args.window == 0:
            rate = float(np.mean(wins[-args.window:]))
            curve.append((g + 1, rate))
            print(f"games {g + 1:6d}: won {100 * rate:5.1f}% of the last "
                  f"{args.window}")

    x, y = zip(*curve)
    plt.figure(figsize=(6, 3.5))
    plt.plot(x, [100 * v for v in y], marker="o", ms=3, label="REINFORCE (linear)")
    plt.axhline(50, color="grey", ls="--", lw=1, label="random vs random")
    plt.xlabel("games played")
    plt.ylabel(f"win rate over {args.window} games (%)")
    plt.title("Coup, 2 players: a linear policy learns against `random`")
    plt.ylim(30, 100)
    plt.legend(loc="lower right")
    plt.tight_layout()
    plt.savefig(args.out, dpi=80)
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
