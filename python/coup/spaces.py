"""Observation and action spaces: gymnasium's when it is installed, else
small stand-ins with the same attributes (``shape``, ``dtype``, ``n``,
``contains``, ``sample``, ``seed``), so that code written for gymnasium's
spaces runs either way. Debian 12 packages neither gymnasium nor
PettingZoo."""

from __future__ import annotations

from typing import Any, Optional

import numpy as np

try:  # pragma: no cover - depends on what is installed
    from gymnasium import spaces as _gym
except ImportError:  # pragma: no cover
    _gym = None

HAVE_GYMNASIUM = _gym is not None


class Discrete:
    """Integers 0..n-1 (gymnasium.spaces.Discrete's shape)."""

    def __init__(self, n: int, seed: Optional[int] = None) -> None:
        self.n = int(n)
        self.shape: tuple[int, ...] = ()
        self.dtype = np.dtype(np.int64)
        self.np_random = np.random.default_rng(seed)

    def seed(self, seed: Optional[int] = None) -> list[Optional[int]]:
        self.np_random = np.random.default_rng(seed)
        return [seed]

    def sample(self, mask: Optional[np.ndarray] = None) -> int:
        if mask is None:
            return int(self.np_random.integers(self.n))
        legal = np.flatnonzero(mask)
        if len(legal) == 0:
            return 0
        return int(legal[self.np_random.integers(len(legal))])

    def contains(self, x: Any) -> bool:
        try:
            v = int(x)
        except (TypeError, ValueError):
            return False
        return v == x and 0 <= v < self.n

    __contains__ = contains

    def __repr__(self) -> str:
        return f"Discrete({self.n})"


class Box:
    """An array of a fixed shape with bounds (gymnasium.spaces.Box's)."""

    def __init__(self, low: Any, high: Any, shape: tuple[int, ...],
                 dtype: Any, seed: Optional[int] = None) -> None:
        self.shape = tuple(shape)
        self.dtype = np.dtype(dtype)
        self.low = np.broadcast_to(np.asarray(low, self.dtype), self.shape)
        self.high = np.broadcast_to(np.asarray(high, self.dtype), self.shape)
        self.np_random = np.random.default_rng(seed)

    def seed(self, seed: Optional[int] = None) -> list[Optional[int]]:
        self.np_random = np.random.default_rng(seed)
        return [seed]

    def sample(self) -> np.ndarray:
        x = self.np_random.uniform(self.low, self.high)
        return x.astype(self.dtype)

    def contains(self, x: Any) -> bool:
        x = np.asarray(x)
        return (x.shape == self.shape and x.dtype == self.dtype
                and bool(np.all(x >= self.low)) and bool(np.all(x <= self.high)))

    __contains__ = contains

    def __repr__(self) -> str:
        return f"Box({self.shape}, {self.dtype})"


class Dict:
    """Named sub-spaces (gymnasium.spaces.Dict's)."""

    def __init__(self, spaces: dict[str, Any]) -> None:
        self.spaces = dict(spaces)

    def __getitem__(self, key: str) -> Any:
        return self.spaces[key]

    def seed(self, seed: Optional[int] = None) -> list[Optional[int]]:
        for i, s in enumerate(self.spaces.values()):
            s.seed(None if seed is None else seed + i)
        return [seed]

    def sample(self) -> dict[str, Any]:
        return {k: s.sample() for k, s in self.spaces.items()}

    def contains(self, x: Any) -> bool:
        return (isinstance(x, dict) and x.keys() == self.spaces.keys()
                and all(s.contains(x[k]) for k, s in self.spaces.items()))

    __contains__ = contains

    def __repr__(self) -> str:
        return f"Dict({self.spaces!r})"


def discrete(n: int) -> Any:
    """A Discrete space, gymnasium's when available."""
    return _gym.Discrete(n) if _gym else Discrete(n)


def box(low: Any, high: Any, shape: tuple[int, ...], dtype: Any) -> Any:
    """A Box space, gymnasium's when available."""
    if _gym:
        return _gym.Box(low=np.broadcast_to(np.asarray(low, dtype), shape),
                        high=np.broadcast_to(np.asarray(high, dtype), shape),
                        shape=shape, dtype=dtype)
    return Box(low, high, shape, dtype)


def dict_space(spaces: dict[str, Any]) -> Any:
    """A Dict space, gymnasium's when available."""
    return _gym.Dict(spaces) if _gym else Dict(spaces)
