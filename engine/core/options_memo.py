"""A game's check of a state's setup options, run once per process for each distinct options value; and the options
values a game's size walk found within its bounds.

Every open state carries its options, and the check of them (defaults filled in, each value validated, a board or
card table built) is a pure function of the player count and that value: nearly every request of a game repeats the
options of the one before. So the verdict is kept, keyed by the exact value (options_key). A refusal is not kept (the
check runs again and raises again). The kept answers are shared: the caller copies whatever it hands to a state,
or never changes it. Bounded, since every custom deck or board a client sends is a new key (a worker must not grow with each)."""
from __future__ import annotations

import marshal
import threading
from collections.abc import Callable
from typing import Any

KEPT = 64


def options_key(options) -> bytes | None:
    """The exact value of `options` as a key, or None where it has none (a value JSON cannot hold: then nothing is
    kept for it). marshal's bytes tell apart all that JSON tells apart (true from 1, 1.0 from 1, a text from a number,
    a list from an object): each of them reads back as the very value, so one key is one value. An equal value may
    get a second key (its keys in another order, a text interned in one and not the other): that costs a second
    check, never a wrong answer. Version 2 writes no back-references, which would make the bytes depend on how the
    value's parts are shared."""
    try:
        return marshal.dumps(options, 2)
    except ValueError:
        return None


class OptionsMemo:
    def __init__(self, check: Callable[[Any, Any], Any], size: int = KEPT):
        self.check, self.kept = check, Kept(size)

    def __call__(self, players, options):
        """`check(players, options)`, from what was kept where these very options were checked before."""
        key = options_key(options)
        if key is None or type(players) is not int:
            return self.check(players, options)
        key = (players, key)
        found = self.kept.get(key)
        if found is None:
            found = self.check(players, options)
            self.kept.put(key, found)
        return found


class Kept:
    """A bounded map (the oldest entry let go first), shared by the threads of a worker."""

    def __init__(self, size: int = KEPT):
        self.size, self.entries, self.lock = size, {}, threading.Lock()

    def __contains__(self, key) -> bool:
        return key in self.entries

    def get(self, key):
        return self.entries.get(key)

    def put(self, key, value=True) -> None:
        with self.lock:
            if len(self.entries) >= self.size:
                self.entries.pop(next(iter(self.entries)))
            self.entries[key] = value
