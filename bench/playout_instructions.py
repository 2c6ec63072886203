"""Instructions per engine-playout action of one or more checkouts, counted by valgrind's cachegrind: bench/run.py's
engine_playouts for N seeded actions, less the same run for N / 10 (imports and set-up), over the difference. The count
is the same on every run of the same code whatever the load (PYTHONHASHSEED fixed), so it compares checkouts on a
shared host where actions per CPU second move by a third; the cyclic collector still moves it by about 2 %.

    python bench/playout_instructions.py /tmp/before22 . --games paopaosha monster-maker-5 --actions 1000
"""
import argparse
import os
import re
import subprocess
import sys

PLAY = """
import sys
sys.path[:0] = [{root!r}, {root!r} + "/bench"]
from engine.registry import GAMES
from run import engine_playouts
engine_playouts(GAMES[{game!r}], 10**6, max_actions={actions})
"""


def instructions(root: str, game: str, actions: int) -> int:
    """Instructions of one whole process that plays `actions` seeded actions of `game` from checkout `root`."""
    done = subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
                           sys.executable, "-c", PLAY.format(root=os.path.abspath(root), game=game, actions=actions)],
                          capture_output=True, text=True, check=True, env={**os.environ, "PYTHONHASHSEED": "0"})
    return int(re.search(r"I\s+refs:\s+([\d,]+)", done.stderr).group(1).replace(",", ""))


def per_action(root: str, game: str, actions: int) -> int:
    # A few actions, not one, as the baseline: engine_playouts needs a player decision among them to report on.
    baseline = max(actions // 10, 20)
    return (instructions(root, game, actions) - instructions(root, game, baseline)) // (actions - baseline)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("roots", nargs="+", help="checkouts to count, e.g. /tmp/before22 and .")
    parser.add_argument("--games", nargs="+", default=["monster-maker-5", "monster-run", "monster-run-slap", "paopaosha"])
    parser.add_argument("--actions", type=int, default=1000)
    args = parser.parse_args()
    print("| game | " + " | ".join(args.roots) + " |")
    print("|---|" + "---|" * len(args.roots))
    for game in args.games:
        counts = [per_action(root, game, args.actions) for root in args.roots]
        print(f"| {game} | " + " | ".join(f"{count:,}" for count in counts) + " |")


if __name__ == "__main__":
    main()
