#!/usr/bin/env python3
"""PPO self-play for Coup (docs/research.md): one policy plays every seat
of N games at once (coup.VectorEnv, the games stepped in C), with the
illegal moves masked out; each seat's decisions form its own trajectory,
rewarded +1 for a win and -1 for a loss at the game's end, and judged
with generalised advantage estimation over that seat's decisions alone.
Every few updates the policy plays `random` and `heuristic` (its seat
rotated) and the win rates go to a CSV, a checkpoint and, at the end, a
plot of the learning curve.

    PYTHONPATH=build/python /usr/bin/python3 research/ppo.py \\
        --players 2 --minutes 60 --out research/runs/p2

Needs Debian's python3-torch and python3-matplotlib (scripts/deps.sh).
Deterministic for a seed and a thread count, up to PyTorch's own
floating-point order.
"""

from __future__ import annotations

import argparse
import csv
import os
import time

import numpy as np
import torch
from torch import nn

import coup


class Net(nn.Module):
    """Observation -> (logits over the decisions, value)."""

    def __init__(self, n_obs: int, n_act: int, hidden: int) -> None:
        super().__init__()
        self.body = nn.Sequential(nn.Linear(n_obs, hidden), nn.Tanh(),
                                  nn.Linear(hidden, hidden), nn.Tanh())
        self.pi = nn.Linear(hidden, n_act)
        self.v = nn.Linear(hidden, 1)
        nn.init.orthogonal_(self.pi.weight, 0.01)
        nn.init.zeros_(self.pi.bias)

    def forward(self, x, mask):
        h = self.body(x)
        logits = self.pi(h).masked_fill(~mask, -1e9)
        return logits, self.v(h).squeeze(-1)


def scale_of(players: int) -> np.ndarray:
    """Divides each part of the tensor by its upper bound: inputs in [0, 1]."""
    s = np.ones(coup.obs_size(players), np.float32)
    for _name, _seat, off, size, high in coup.obs_layout(players):
        s[off:off + size] = 1.0 / high
    return s


class Agent:
    """The policy as a player: a greedy or sampled move from a State."""

    def __init__(self, net: Net, players: int, greedy: bool, seed: int):
        self.net, self.players, self.greedy = net, players, greedy
        self.scale = scale_of(players)
        self.obs = np.zeros(coup.obs_size(players), np.float32)
        self.mask = np.zeros(coup.num_decisions(players), np.int8)
        self.gen = torch.Generator().manual_seed(seed)

    @torch.no_grad()
    def choose(self, s) -> int:
        s.encode(s.to_move(), self.obs, self.mask)
        x = torch.from_numpy(self.obs * self.scale)[None]
        m = torch.from_numpy(self.mask.astype(bool))[None]
        logits, _ = self.net(x, m)
        if self.greedy:
            return int(logits.argmax())
        p = torch.softmax(logits, -1)
        return int(torch.multinomial(p, 1, generator=self.gen))


def evaluate(net: Net, players: int, opponent: str, games: int,
             seed: int) -> float:
    """The policy's share of wins in one seat, rotated, against
    players - 1 copies of a built-in bot."""
    agent = Agent(net, players, greedy=False, seed=seed)
    wins = 0
    for g in range(games):
        s = coup.new_state(players=players)
        rng = coup.Rng(seed=seed * 7919 + g)
        bots = [coup.Bot(opponent, seed=seed * 104729 + g * players + p)
                for p in range(players)]
        me = g % players
        s.resolve_chance(rng)
        steps = 0
        while s.winner() < 0 and steps < 10_000:
            seat = s.to_move()
            s.apply(agent.choose(s) if seat == me else bots[seat].choose(s))
            s.resolve_chance(rng)
            steps += 1
        wins += s.winner() == me
    return wins / games


def collect(v, net, scale, per_seat, min_steps, gen):
    """Plays the N games of v with the policy until at least min_steps
    decisions of finished games are gathered. A decision is kept in its
    (game, seat) trajectory until that game ends; then the trajectory,
    its reward at the end, goes to the batch. Returns the batch's arrays
    and the number of games finished."""
    n, players = v.num_envs, v.players
    batch = {k: [] for k in ("obs", "mask", "act", "logp", "val", "rew",
                             "done")}
    done_games = 0
    kept = 0
    obs, mask, to_play = v.obs, v.mask, v.to_play
    while kept < min_steps:
        x = torch.from_numpy(obs * scale)
        m = torch.from_numpy(mask.astype(bool))
        with torch.no_grad():
            logits, val = net(x, m)
            dist = torch.distributions.Categorical(logits=logits)
            act = torch.multinomial(torch.softmax(logits, -1), 1,
                                    generator=gen).squeeze(-1)
            logp = dist.log_prob(act)
        seats = to_play.copy()
        for i in range(n):
            per_seat[i][seats[i]].append((x[i], m[i], int(act[i]),
                                          float(logp[i]), float(val[i])))
        _, rewards, term, trunc, _ = v.step(act.numpy().astype(np.int64))
        obs, mask, to_play = v.obs, v.mask, v.to_play
        for i in np.flatnonzero(term | trunc):
            done_games += 1
            for p in range(players):
                traj = per_seat[i][p]
                if not traj:
                    continue
                r = float(rewards[i, p]) if term[i] else 0.0
                for k, (xo, mo, a, lp, vl) in enumerate(traj):
                    batch["obs"].append(xo)
                    batch["mask"].append(mo)
                    batch["act"].append(a)
                    batch["logp"].append(lp)
                    batch["val"].append(vl)
                    last = k == len(traj) - 1
                    batch["rew"].append(r if last else 0.0)
                    batch["done"].append(last)
                kept += len(traj)
                per_seat[i][p] = []
    return batch, done_games


def advantages(batch, gamma: float, lam: float):
    """GAE over each trajectory (they are contiguous in the batch, each
    ending with done), bootstrapping from the next decision of the same
    seat."""
    rew = np.asarray(batch["rew"], np.float32)
    val = np.asarray(batch["val"], np.float32)
    done = np.asarray(batch["done"], bool)
    adv = np.zeros_like(rew)
    gae = 0.0
    for t in range(len(rew) - 1, -1, -1):
        nxt = 0.0 if done[t] else val[t + 1]
        if done[t]:
            gae = 0.0
        delta = rew[t] + gamma * nxt - val[t]
        gae = delta + gamma * lam * gae
        adv[t] = gae
    return adv, adv + val


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--envs", type=int, default=128)
    ap.add_argument("--minutes", type=float, default=60.0,
                    help="training time, evaluations included")
    ap.add_argument("--updates", type=int, default=0,
                    help="stop after this many updates (0: by time)")
    ap.add_argument("--steps", type=int, default=8192,
                    help="decisions of finished games per update")
    ap.add_argument("--epochs", type=int, default=4)
    ap.add_argument("--minibatch", type=int, default=1024)
    ap.add_argument("--lr", type=float, default=3e-4)
    ap.add_argument("--clip", type=float, default=0.2)
    ap.add_argument("--entropy", type=float, default=0.01)
    ap.add_argument("--gamma", type=float, default=1.0)
    ap.add_argument("--lam", type=float, default=0.95)
    ap.add_argument("--hidden", type=int, default=256)
    ap.add_argument("--eval-every", type=int, default=10)
    ap.add_argument("--eval-games", type=int, default=200)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", default="research/runs/ppo")
    args = ap.parse_args()
    if not 2 <= args.players <= 6:
        ap.error("--players: 2 to 6")

    torch.set_num_threads(args.threads)
    torch.manual_seed(args.seed)
    os.makedirs(args.out, exist_ok=True)
    P = args.players
    v = coup.VectorEnv(args.envs, players=P, seed=args.seed)
    v.reset(seed=args.seed)
    net = Net(coup.obs_size(P), coup.num_decisions(P), args.hidden)
    opt = torch.optim.Adam(net.parameters(), lr=args.lr)
    scale = scale_of(P)
    gen = torch.Generator().manual_seed(args.seed)
    per_seat = [[[] for _ in range(P)] for _ in range(args.envs)]
    start = time.monotonic()
    curve = open(os.path.join(args.out, "curve.csv"), "w", newline="")
    log = csv.writer(curve)
    log.writerow(["update", "seconds", "games", "decisions", "vs_random",
                  "vs_heuristic", "entropy"])
    games = decisions = 0
    update = 0
    while True:
        batch, finished = collect(v, net, scale, per_seat, args.steps, gen)
        games += finished
        adv, ret = advantages(batch, args.gamma, args.lam)
        x = torch.stack(batch["obs"])
        m = torch.stack(batch["mask"])
        a = torch.tensor(batch["act"])
        old = torch.tensor(batch["logp"])
        adv_t = torch.from_numpy(adv)
        ret_t = torch.from_numpy(ret)
        decisions += len(a)
        ent_sum = 0.0
        for _ in range(args.epochs):
            order = torch.randperm(len(a), generator=gen)
            for lo in range(0, len(a), args.minibatch):
                idx = order[lo:lo + args.minibatch]
                logits, val = net(x[idx], m[idx])
                dist = torch.distributions.Categorical(logits=logits)
                lp = dist.log_prob(a[idx])
                ad = adv_t[idx]
                ad = (ad - ad.mean()) / (ad.std() + 1e-8)
                ratio = torch.exp(lp - old[idx])
                pg = -torch.min(ratio * ad, ratio.clamp(1 - args.clip,
                                                        1 + args.clip) * ad)
                ent = dist.entropy().mean()
                loss = (pg.mean() + 0.5 * (val - ret_t[idx]).pow(2).mean()
                        - args.entropy * ent)
                opt.zero_grad()
                loss.backward()
                nn.utils.clip_grad_norm_(net.parameters(), 0.5)
                opt.step()
                ent_sum = float(ent)
        update += 1
        out_of_time = time.monotonic() - start > args.minutes * 60
        last = out_of_time or update == args.updates
        if update % args.eval_every == 0 or last or update == 1:
            net.eval()
            wr = evaluate(net, P, "random", args.eval_games, update)
            wh = evaluate(net, P, "heuristic", args.eval_games, update)
            net.train()
            secs = time.monotonic() - start
            log.writerow([update, f"{secs:.0f}", games, decisions,
                          f"{wr:.4f}", f"{wh:.4f}", f"{ent_sum:.3f}"])
            curve.flush()
            torch.save({"net": net.state_dict(), "players": P,
                        "hidden": args.hidden, "update": update,
                        "games": games},
                       os.path.join(args.out, f"ckpt_{update:05d}.pt"))
            print(f"update {update} {secs:.0f}s games {games} "
                  f"vs random {wr:.3f} vs heuristic {wh:.3f}", flush=True)
        if last:
            break
    curve.close()
    plot(os.path.join(args.out, "curve.csv"),
         os.path.join(args.out, "curve.png"), P)


def plot(csv_path: str, png: str, players: int) -> None:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    rows = list(csv.DictReader(open(csv_path)))
    g = [int(r["games"]) for r in rows]
    fig, ax = plt.subplots(figsize=(7, 4))
    ax.plot(g, [float(r["vs_random"]) for r in rows], label="vs random")
    ax.plot(g, [float(r["vs_heuristic"]) for r in rows],
            label="vs heuristic")
    ax.axhline(1 / players, color="grey", lw=0.8, ls="--",
               label="an even share")
    ax.set_xlabel("self-play games")
    ax.set_ylabel("share of games won")
    ax.set_ylim(0, 1)
    ax.set_title(f"PPO self-play, {players} players")
    ax.legend()
    fig.tight_layout()
    fig.savefig(png, dpi=100)


if __name__ == "__main__":
    main()
