"""A seeded random generator whose whole state is one 64-bit integer, so it can travel inside a game state.

SplitMix64 (Steele, Lea and Flood, 2014): tiny, fast in pure Python, statistically sound for games, and the
same numbers on every machine and process, unlike `random.Random`, whose state is large and version-bound.
"""
from __future__ import annotations

import re

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
ALGORITHM = "splitmix64"


class Rng:
    __slots__ = ("state",)

    def __init__(self, state: int):
        self.state = state & _MASK

    @classmethod
    def from_seed(cls, seed: int) -> "Rng":
        # Mixing the seed once keeps nearby seeds (0, 1, 2 ...) from starting on nearby streams.
        return cls(_mix(seed & _MASK))

    def next64(self) -> int:
        self.state = (self.state + _GOLDEN) & _MASK
        return _mix(self.state)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            value = self.next64()
            if value < limit:
                return value % n

    def dump(self) -> dict:
        # A string, because JSON clients in JavaScript lose integers above 2**53.
        return {"algorithm": ALGORITHM, "state": format(self.state, "016x")}

    @classmethod
    def load(cls, data) -> "Rng":
        if not isinstance(data, dict) or data.get("algorithm") != ALGORITHM:
            raise ValueError(f"rng must be an object with algorithm '{ALGORITHM}'")
        state = data.get("state")
        # Exactly what dump writes: int(text, 16) alone would also take "0x…", "1_2…", " +1…" and non-ASCII digits.
        if not isinstance(state, str) or not _HEX16.fullmatch(state):
            raise ValueError("rng.state must be 16 hexadecimal digits")
        return cls(int(state, 16))


_HEX16 = re.compile(r"[0-9a-f]{16}")


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)
