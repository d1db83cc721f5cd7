#!/usr/bin/env python3
"""Random 4-player games a second through each layer of the package, and
libcoup's own figure (`coup bench`) in the same run: docs/BENCHMARKS.md,
"Python". Usage:

    PYTHONPATH=build-test/python /usr/bin/python3 python/bench/bench.py \\
        --coup build-test/coup [--seconds 3] [--players 4]
"""

from __future__ import annotations

import argparse
import os
import random
import re
import subprocess
import sys
import time
from typing import Callable

import numpy as np

import coup


def timed(seconds: float, one_game: Callable[[int], int]) -> tuple[float, float]:
    """Plays games until `seconds` pass: (games/s, player decisions/s)."""
    games = steps = 0
    t0 = time.perf_counter()
    while True:
        steps += one_game(games)
        games += 1
        elapsed = time.perf_counter() - t0
        if elapsed >= seconds:
            return games / elapsed, steps / elapsed


def bare(players: int) -> Callable[[int], int]:
    """The low-level API, no observations: random moves, chance included."""
    def game(g: int) -> int:
        s = coup.State(players)
        rng = coup.Rng(g)
        n = 0
        while not s.is_over():
            s.apply(s.random_move(rng))
            n += 1
        return n
    return game


def with_obs(players: int) -> Callable[[int], int]:
    """The low-level API with, at each seat's decision, its observation
    tensor and its legal move ids, the move drawn in Python."""
    obs = np.empty(coup.obs_size(players), np.float32)
    pick = random.Random(1).choice

    def game(g: int) -> int:
        s = coup.State(players)
        rng = coup.Rng(g)
        n = 0
        while True:
            seat = s.resolve_chance(rng)
            if seat < 0:
                return n
            s.encode(seat, obs, None)
            s.apply(pick(s.legal_moves()))
            n += 1
    return game


def aec(players: int) -> Callable[[int], int]:
    """The AEC environment, a random legal action from each mask."""
    e = coup.env(players)
    pick = random.Random(1).choice
    flat = np.flatnonzero

    def game(g: int) -> int:
        e.reset(seed=g)
        n = 0
        for _agent in e.agent_iter():
            o, _r, term, trunc, _i = e.last()
            if term or trunc:
                e.step(None)
            else:
                e.step(pick(flat(o["action_mask"])))
                n += 1
        return n
    return game


def batched(players: int, n: int, seconds: float,
            numpy_policy: bool) -> tuple[float, float]:
    """VectorEnv: (games/s, steps/s); actions drawn in C, or by a numpy
    policy over the masks."""
    v = coup.VectorEnv(n, players=players, seed=1)
    gen = np.random.default_rng(1)
    steps = 0
    e0 = v.episodes
    t0 = time.perf_counter()
    while True:
        for _ in range(20):
            if numpy_policy:
                a = np.argmax(gen.random(v.mask.shape, np.float32) * v.mask,
                              axis=1).astype(np.int32)
            else:
                a = v.random_actions()
            v.step(a)
            steps += n
        elapsed = time.perf_counter() - t0
        if elapsed >= seconds:
            return (v.episodes - e0) / elapsed, steps / elapsed


def c_figure(coup_bin: str, players: int) -> float:
    out = subprocess.run([coup_bin, "bench", "--players", str(players),
                          "--games", "200000"], check=True,
                         capture_output=True, text=True)
    text = out.stdout + out.stderr
    m = re.search(r"(\d+) games/s", text)
    if not m:
        sys.exit(f"bench.py: no games/s in `coup bench` output:\n{text}")
    return float(m.group(1))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--coup", default=os.environ.get("COUP_BIN", "coup"),
                    help="the coup program, for the C figure")
    ap.add_argument("--seconds", type=float, default=3.0)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--envs", type=int, default=1024)
    args = ap.parse_args()
    p, sec = args.players, args.seconds

    print(f"load average: {os.getloadavg()[0]:.2f}; {p} players; "
          f"{sec:g} s a figure; Python {sys.version.split()[0]}")
    c = c_figure(args.coup, p)
    print(f"{'C (coup bench, one core)':44s} {c:12,.0f} games/s")
    rows = [
        ("low-level, bare (random_move in C)", *timed(sec, bare(p))),
        ("low-level, obs tensor + legal ids a step", *timed(sec, with_obs(p))),
        ("AEC env (last, mask, step)", *timed(sec, aec(p))),
        (f"batched, {args.envs} games, C random actions",
         *batched(p, args.envs, sec, False)),
        (f"batched, {args.envs} games, numpy policy",
         *batched(p, args.envs, sec, True)),
    ]
    for name, games, steps in rows:
        print(f"{name:44s} {games:12,.0f} games/s {steps:14,.0f} steps/s "
              f"{1e6 / steps:8.3f} us/step  ({c / games:5.1f}x slower than C)")


if __name__ == "__main__":
    main()
