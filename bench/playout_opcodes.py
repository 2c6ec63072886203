"""Python bytecodes executed per function over N seeded engine-playout actions (bench/run.py's engine_playouts) of a
checkout: the same count on every run of the same code, whatever the load, so it shows where a playout's bytecode
loop goes and what a change removed (the C work under each bytecode, allocation and the garbage collector are not
counted: read instructions with callgrind for those).

    python bench/playout_opcodes.py /tmp/before22 paopaosha --actions 3000 --top 40
    python bench/playout_opcodes.py . paopaosha --actions 3000 --top 40
"""
from __future__ import annotations

import argparse
import collections
import sys


def count(root: str, game: str, actions: int) -> collections.Counter:
    sys.path[:0] = [root, root + "/bench"]
    from engine.registry import GAMES
    import run

    run._past = lambda deadline, done: False                   # no clock: the same actions on every run
    counts: collections.Counter = collections.Counter()

    def note(frame):
        counts[frame.f_code] += 1

    traced(lambda: run.engine_playouts(GAMES[game], 10 ** 6, max_actions=actions), note)
    return counts


def traced(play, note) -> None:
    """Runs play(), handing every bytecode it executes to note(frame) (sys.settrace's opcode events)."""
    def local(frame, event, arg):
        if event == "opcode":
            note(frame)
        return local

    def calls(frame, event, arg):
        frame.f_trace_opcodes = True
        return local

    sys.settrace(calls)
    try:
        play()
    finally:
        sys.settrace(None)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("root", help="the checkout to count (its engine and bench/run.py)")
    parser.add_argument("game")
    parser.add_argument("--actions", type=int, default=3000)
    parser.add_argument("--top", type=int, default=40)
    args = parser.parse_args()
    counts = count(args.root, args.game, args.actions)
    total = sum(counts.values())
    print(f"{total} bytecodes, {total / args.actions:.0f} per action")
    for code, n in counts.most_common(args.top):
        print(f"{n:9d} {100 * n / total:5.1f}% {code.co_filename.rsplit('/', 1)[-1]}:{code.co_firstlineno} {code.co_name}")


if __name__ == "__main__":
    main()
