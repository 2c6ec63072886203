"""How large a 12-player PaoPao Sha state is, as the service writes it (compact JSON, sorted keys, UTF-8):
median and largest over the states of one seeded random walk. Used to measure the frame renaming (issue 11).

    python bench/pps_state_size.py                 # seed 3, 200 random actions
    python bench/pps_state_size.py --seed 5 --actions 400
"""
import argparse
import json
import pathlib
import random
import statistics
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.core import Referee  # noqa: E402
from engine.paopaosha import GAME  # noqa: E402

PLAYERS = 12


def service_bytes(state: dict) -> int:
    return len(json.dumps(state, sort_keys=True, ensure_ascii=False, separators=(",", ":")).encode("utf-8"))


def walk_sizes(seed: int, actions: int) -> list[int]:
    """The size of every state from setup through `actions` random legal moves (a new game when one ends)."""
    referee, chooser = Referee(GAME), random.Random(seed)
    state, _ = referee.setup(PLAYERS, seed=seed)
    found = [service_bytes(state)]
    for _ in range(actions):
        if state["result"] is not None:
            state, _ = referee.setup(PLAYERS, seed=chooser.randrange(2 ** 32))
        state, _ = referee.apply(state, chooser.choice(referee.legal_moves(state)["moves"]))
        found.append(service_bytes(state))
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--actions", type=int, default=200)
    args = parser.parse_args()
    found = walk_sizes(args.seed, args.actions)
    print(f"{PLAYERS}-player PaoPao Sha, seed {args.seed}, {args.actions} random actions, {len(found)} states: "
          f"median {statistics.median(found):.0f} bytes, largest {max(found)} bytes")


if __name__ == "__main__":
    main()
