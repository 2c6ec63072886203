"""How large a game's state gets: what each request carries in and out, and what a client or a sealed token
keeps per game. Plays seeded games at every seat count, each seat playing its default move, in-process.

    python bench/state_sizes.py            # 5 seeds per seat count
"""
import argparse
import json
import pathlib
import statistics
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.core import Referee  # noqa: E402
from engine.registry import GAMES  # noqa: E402


def sizes(game, seeds: int) -> dict:
    referee, found = Referee(game), []
    for players in range(game.min_players, game.max_players + 1):
        for seed in range(1, seeds + 1):
            state, _ = referee.setup(players, seed=seed)
            while state["result"] is None:
                found.append(len(json.dumps(state, separators=(",", ":"))))
                state, _ = referee.apply(state, referee.legal_moves(state)["defaults"][0])
    return {"median": statistics.median(found), "largest": max(found), "states": len(found)}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seeds", type=int, default=5)
    args = parser.parse_args()
    print("| game | seats | median state | largest state | states seen |\n|---|---|---|---|---|")
    for game_id, game in sorted(GAMES.items()):
        found = sizes(game, args.seeds)
        print(f"| {game_id} | {game.min_players}-{game.max_players} | {found['median'] / 1024:.1f} KiB | "
              f"{found['largest'] / 1024:.1f} KiB | {found['states']} |")


if __name__ == "__main__":
    main()
