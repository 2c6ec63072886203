"""Engine random playouts of this checkout against another (e.g. main before a change), alternating between
the two in rounds so that both see the same load from the rest of the machine.

    git archive main | tar -x -C /tmp/main                  # the other side: any checkout of the project
    python bench/compare_playouts.py /tmp/main --seconds 3 --rounds 3

Each measurement runs bench/run.py's engine_playouts in a fresh process whose imports come from one checkout;
figures are actions per CPU second, medians over the rounds. The two sides take turns going first. The loop is
the one of bench/run.py's in-process column, so both count the same actions: player decisions and chance events.
"""
import argparse
import json
import pathlib
import statistics
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
MEASURE = """
import json, sys
sys.path.insert(0, {root!r})
from engine.registry import GAMES  # first, so that run.py's own path insert finds the engine imported
sys.path.insert(0, {bench!r})
from run import engine_playouts
print(json.dumps(engine_playouts(GAMES[{game!r}], {seconds})["actions_per_second"]))
"""


def playouts(root: pathlib.Path, game: str, seconds: float) -> float:
    # bench/run.py of this checkout, the engine (and the engine package's submodules) of `root`.
    code = MEASURE.format(root=str(root), bench=str(ROOT / "bench"), game=game, seconds=seconds)
    return json.loads(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                                     cwd=root).stdout)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("other", type=pathlib.Path, help="the other checkout's root folder")
    parser.add_argument("--seconds", type=float, default=3)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--games", nargs="*")
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    from engine.registry import GAMES
    print("| game | other (actions per CPU s) | this checkout | ratio |\n|---|---|---|---|")
    for game in args.games or sorted(GAMES):
        runs = {"other": [], "this": []}
        sides = [("other", args.other.resolve()), ("this", ROOT)]
        for round_number in range(args.rounds):
            # Each side goes first in every other round: the second process of a pair tends to run slower.
            for side, root in sides if round_number % 2 == 0 else reversed(sides):
                runs[side].append(playouts(root, game, args.seconds))
        other, this = statistics.median(runs["other"]), statistics.median(runs["this"])
        print(f"| {game} | {other:,.0f} | {this:,.0f} | {this / other:.2f} |", flush=True)


if __name__ == "__main__":
    main()
