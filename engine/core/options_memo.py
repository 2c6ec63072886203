"""A game's check of a state's setup options, run once per process for each distinct options value.

Every open state carries its options, and the check of them (defaults filled in, each value validated, a board or
card table built) is a pure function of the player count and that value: nearly every request of a game repeats the
options of the one before. So the verdict is kept, keyed by the exact value: marshal's bytes (format 2, which
writes no back-references, at C speed, a third of `repr`'s cost) tell apart what JSON tells apart (true from 1, 1.0
from 1, a text from a number, the order of keys), so two options with one key are one value, and the check would
give them the same answer (an equal value may get a second key where only one of its texts is interned). A
refusal is not kept (the check runs again and raises again). The kept answers are shared: the caller copies
whatever it hands to a state, or never changes it. Bounded, since every custom deck or board a client sends is a
new key (a worker must not grow with each)."""
from __future__ import annotations

import marshal
import threading
from collections.abc import Callable
from typing import Any


class OptionsMemo:
    def __init__(self, check: Callable[[Any, Any], Any], size: int = 64):
        self.check, self.size = check, size
        self.kept: dict[tuple, Any] = {}
        self.lock = threading.Lock()

    def __call__(self, players, options):
        """`check(players, options)`, from what was kept where these very options were checked before."""
        try:
            key = marshal.dumps((players, options), 2)
        except ValueError:          # a value marshal does not write (not JSON), or nested too deep: not kept
            return self.check(players, options)
        found = self.kept.get(key)
        if found is None:
            found = self.check(players, options)
            with self.lock:
                if len(self.kept) >= self.size:
                    self.kept.pop(next(iter(self.kept)))
                self.kept[key] = found
        return found
