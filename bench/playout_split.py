"""Where a PaoPao Sha engine-playout action goes (bench/run.py's engine_playouts, seeded): Python bytecodes per action
under each call of the loop (legal_moves; apply's check of the chosen action, its answer, the frames run after it and
the rest of apply; to_act, result, draw_chance), the same on every run of the same code. With --ceilings, also
cachegrind's instructions per action as played, with apply's check skipped (what a move list kept from legal_moves
for apply could save at most) and with legal_moves asked twice (what one listing costs).

    python bench/playout_split.py . --actions 3000
    python bench/playout_split.py /work/base --actions 1000 --ceilings
"""
from __future__ import annotations

import argparse
import collections
import os
import re
import subprocess
import sys

from playout_opcodes import traced

# The loop's calls are counted by wrapping them; `variant` changes one part to count what it costs (--ceilings).
SETUP = """
import gc
import sys
sys.path[:0] = [{root!r}, {root!r} + "/bench"]
import run
from engine.paopaosha import machine
from engine.registry import GAMES

run._past = lambda deadline, done: False
game = GAMES["paopaosha"]
variant = {variant!r}
if variant == "unchecked":
    for cls in set(machine.FRAMES.values()):
        cls.accepts = classmethod(lambda cls, st, fr, action: True)
elif variant == "listed twice":
    listed = game.legal_moves
    game.legal_moves = lambda st, player: (listed(st, player), listed(st, player))[1]
# What was imported is kept out of the cyclic collector: a full collection scanning it lands in one count and not in
# another (~20 M instructions, 20 k per action of a 1,000-action count) as allocations shift between variants.
gc.freeze()
"""
PLAY = SETUP + "run.engine_playouts(game, 10 ** 6, max_actions={actions})\n"


def split(root: str, actions: int) -> collections.Counter:
    """Bytecodes under each part of the loop, over `actions` seeded actions of checkout `root`."""
    scope: dict = {}
    exec(SETUP.format(root=os.path.abspath(root), variant=None), scope)
    game, machine, run = scope["game"], scope["machine"], scope["run"]
    counts: collections.Counter = collections.Counter()
    part = ["loop"]

    def counted(call, name):
        def wrapper(*args):
            outer, part[0] = part[0], name
            try:
                return call(*args)
            finally:
                part[0] = outer
        return wrapper

    for name in ("legal_moves", "to_act", "result", "draw_chance"):
        setattr(game, name, counted(getattr(game, name), name))
    game.apply = counted(game.apply, "apply: the rest (parse, hooks)")
    machine.run = counted(machine.run, "apply: frames run after the answer")
    parts = (("accepts", "apply: check of the action"), ("allows", "apply: check of the action"),
             ("answer", "apply: the answer"))
    # Each frame kind's methods as it reads them (its own or inherited, classmethods bound to it), all read before
    # any is replaced, so that no kind finds another's wrapper.
    found = [(cls, method, getattr(cls, method), name) for cls in set(machine.FRAMES.values())
             for method, name in parts if hasattr(cls, method)]
    for cls, method, call, name in found:
        setattr(cls, method, staticmethod(counted(call, name)))

    def note(frame):
        counts[part[0]] += 1

    traced(lambda: run.engine_playouts(game, 10 ** 6, max_actions=actions), note)
    return counts


def instructions(root: str, actions: int, variant: str | None) -> int:
    """Instructions per action (cachegrind), less a run of a tenth of the actions (imports and set-up)."""
    def count(n):
        done = subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
                               sys.executable, "-c", PLAY.format(root=os.path.abspath(root), variant=variant,
                                                                 actions=n)],
                              capture_output=True, text=True, check=True, env={**os.environ, "PYTHONHASHSEED": "0"})
        return int(re.search(r"I\s+refs:\s+([\d,]+)", done.stderr).group(1).replace(",", ""))
    baseline = max(actions // 10, 20)
    return (count(actions) - count(baseline)) // (actions - baseline)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("root", help="the checkout to count (its engine and bench/run.py)")
    parser.add_argument("--actions", type=int, default=3000)
    parser.add_argument("--ceilings", action="store_true", help="also count instructions of the two variants")
    args = parser.parse_args()
    if args.ceilings:
        played = instructions(args.root, args.actions, None)
        print(f"instructions per action: {played:,}")
        for variant in ("unchecked", "listed twice"):
            count = instructions(args.root, args.actions, variant)
            print(f"  {variant}: {count:,} ({count - played:+,})")
        return
    counts = split(args.root, args.actions)
    total = sum(counts.values())
    print(f"{total / args.actions:.0f} bytecodes per action")
    for name, n in counts.most_common():
        print(f"{n / args.actions:7.0f} {100 * n / total:5.1f}%  {name}")


if __name__ == "__main__":
    main()
