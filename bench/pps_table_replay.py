"""The cost of a PaoPao Sha table-mode request, the same work in two checkouts (PPS-19.5): whole random 7-player games
(the conformance suite's playouts, seeds 1000-1002, identity and boss mode, table and client chance) are recorded
once as (state, action) pairs; replaying them times legal-moves and apply on every recorded state, best of 3 each,
so that two checkouts do exactly the same requests and a busy machine's pauses drop out.

    python bench/pps_table_replay.py --record /tmp/pairs.json     # in the older checkout
    python bench/pps_table_replay.py --replay /tmp/pairs.json     # in each checkout, alternately
"""
from __future__ import annotations

import argparse
import json
import pathlib
import sys
import time
from collections import defaultdict

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.core import Referee, RefereeError  # noqa: E402
from engine.paopaosha import GAME  # noqa: E402


def record(path: str, players: int = 7, seeds: range = range(1000, 1003)) -> None:
    from tests.conformance.playout import Playout
    pairs = []
    for chance in ("table", "client"):
        for mode in ("identity", "boss"):
            for seed in seeds:
                playout = Playout(Referee(GAME), players, chance, seed=seed,
                                  options={} if mode == "identity" else {"mode": "boss"})
                playout.run(check=False, keep_states=True)
                pairs.extend((chance, mode, state, action) for state, action in zip(playout.states, playout.actions))
    pathlib.Path(path).write_text(json.dumps(pairs))
    print(f"{len(pairs)} requests recorded")


def replay(path: str, repeat: int = 3) -> None:
    referee = Referee(GAME)
    total: dict = defaultdict(float)
    count: dict = defaultdict(int)
    for chance, mode, state, action in json.loads(pathlib.Path(path).read_text()):
        best = float("inf")
        for _ in range(repeat):
            start = time.perf_counter()
            referee.legal_moves(state)
            try:
                referee.apply(state, action)
            except RefereeError:           # another checkout may refuse a move of the recording one
                pass
            best = min(best, time.perf_counter() - start)
        total[(chance, mode)] += best
        count[(chance, mode)] += 1
    print("| chance, mode | requests | legal-moves + apply, ms (best of 3, mean over states) |\n|---|---|---|")
    for key in sorted(total):
        print(f"| {key[0]}, {key[1]} | {count[key]} | {total[key] * 1000 / count[key]:.2f} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--record", metavar="FILE")
    parser.add_argument("--replay", metavar="FILE")
    args = parser.parse_args()
    if args.record:
        record(args.record)
    if args.replay:
        replay(args.replay)


if __name__ == "__main__":
    main()
