"""Observation and action spaces: gymnasium's when it is installed, else
small stand-ins with the same attributes (``shape``, ``dtype``, ``n``,
``nvec``, ``contains``, ``sample``, ``seed``), so that code written for
gymnasium's spaces runs either way; ``batch_space`` and ``AutoresetMode``
likewise for the vector API. Debian 12 packages neither gymnasium nor
PettingZoo."""

from __future__ import annotations

import enum
from typing import Any, Optional, Sequence

import numpy as np

try:  # pragma: no cover - depends on what is installed
    from gymnasium import spaces as _gym
except ImportError:  # pragma: no cover
    _gym = None

HAVE_GYMNASIUM = _gym is not None

try:  # pragma: no cover - gymnasium 1.1 and later
    from gymnasium.vector import AutoresetMode
except ImportError:  # pragma: no cover
    class AutoresetMode(enum.Enum):  # type: ignore[no-redef]
        """When a vector environment deals a finished game again
        (gymnasium.vector.AutoresetMode's names and values)."""

        NEXT_STEP = "NextStep"
        SAME_STEP = "SameStep"
        DISABLED = "Disabled"


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


class MultiDiscrete:
    """One Discrete per element: integers 0..nvec[i]-1
    (gymnasium.spaces.MultiDiscrete's shape)."""

    def __init__(self, nvec: Any, dtype: Any = np.int64,
                 seed: Optional[int] = None) -> None:
        self.nvec = np.asarray(nvec, dtype)
        self.shape: tuple[int, ...] = self.nvec.shape
        self.dtype = np.dtype(dtype)
        self.np_random = np.random.default_rng(seed)

    def seed(self, seed: Optional[int] = None) -> list[Optional[int]]:
        self.np_random = np.random.default_rng(seed)
        return [seed]

    def sample(self) -> np.ndarray:
        return (self.np_random.random(self.shape) * self.nvec).astype(self.dtype)

    def contains(self, x: Any) -> bool:
        x = np.asarray(x)
        return (x.shape == self.shape and x.dtype.kind in "iu"
                and bool(np.all(x >= 0)) and bool(np.all(x < self.nvec)))

    __contains__ = contains

    def __repr__(self) -> str:
        return f"MultiDiscrete({self.nvec.tolist()})"


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


def multi_discrete(nvec: Any) -> Any:
    """A MultiDiscrete space, gymnasium's when available."""
    return _gym.MultiDiscrete(nvec) if _gym else MultiDiscrete(nvec)


def batch_space(space: Any, n: int) -> Any:
    """The space of n elements of `space` stacked, as
    gymnasium.vector.utils.batch_space makes it: a Box gains a leading
    axis of n, a Discrete becomes a MultiDiscrete of n, a Dict batches
    each of its spaces."""
    if _gym:  # pragma: no cover - depends on what is installed
        from gymnasium.vector.utils import batch_space as gym_batch
        return gym_batch(space, n)
    if isinstance(space, Box):
        return Box(np.stack([space.low] * n), np.stack([space.high] * n),
                   (n,) + space.shape, space.dtype)
    if isinstance(space, Discrete):
        return MultiDiscrete(np.full(n, space.n), space.dtype)
    if isinstance(space, Dict):
        return Dict({k: batch_space(s, n) for k, s in space.spaces.items()})
    raise TypeError(f"batch_space: no batched form of {space!r}")


def layout_high(layout: Sequence[tuple]) -> np.ndarray:
    """The upper bounds of a tensor from its layout (coup.obs_layout or
    coup.state_layout): float32, one per value."""
    size = max(off + n for _name, _seat, off, n, _hi in layout)
    high = np.zeros(size, np.float32)
    for _name, _seat, off, n, hi in layout:
        high[off:off + n] = hi
    return high
