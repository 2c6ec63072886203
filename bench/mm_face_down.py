"""What pinned cards cost Monster Maker 5's table mode (MM-16.4, docs/TABLE_MODE.md "pins"): a spell laid face
down from a hand the table saw pins that hand's spells, and while a pin lives the counting shortcut of
`table._possible` is off, so legal-moves runs the flow. The physical table of the tests plays seeded games in which
a seat shows its hand before it lays a spell half of the time; every state of a battle is timed through the
Referee (legal-moves, and validate: load, checks, the record's feasibility), best of --repeat runs, in two sets:
states with pinned cards, and battle states without. The row gives the median and the largest time of each set.

    python bench/mm_face_down.py
"""
from __future__ import annotations

import argparse
import pathlib
import statistics
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.core import CHANCE  # noqa: E402
from engine.monster_maker_5.table import FACE_DOWN  # noqa: E402
from bench.table_record import best_ms  # noqa: E402
from tests.engine.monster_maker_5.physical_table import REFEREE, PhysicalTable  # noqa: E402



def battle_states(players: int, seeds: range) -> tuple[list[dict], list[dict]]:
    """(states with pinned cards, battle states without) of seeded games that show hands before laying spells."""
    pinned, plain = [], []
    for seed in seeds:
        table = PhysicalTable(players, seed)
        while table.state["result"] is None:
            listing = REFEREE.legal_moves(table.state)
            if listing["to_act"] != [CHANCE]:
                laying = [move["player"] for move in table.true_moves(listing["moves"])
                          if move.get("card", move.get("spell")) == FACE_DOWN]
                if laying and table.pick.random() < 0.5:
                    table.apply(table.reveal(laying[0]))
            table.step()
            if table.state["battle"] is not None and table.state["result"] is None:
                (pinned if "pins" in table.state["table"] else plain).append(table.state)
    return pinned, plain


def rows(repeat: int = 3, players: int = 6, seeds: range = range(3)) -> list[str]:
    pinned, plain = battle_states(players, seeds)
    out = []
    for name, states in (("with pinned cards", pinned), ("without", plain)):
        moves = [best_ms(repeat, lambda state=state: REFEREE.legal_moves(state)) for state in states]
        checks = [best_ms(repeat, lambda state=state: REFEREE.validate(state)) for state in states]
        out.append(f"{players} players, {len(states)} battle states {name}: legal-moves median "
                   f"{statistics.median(moves):.1f} ms, max {max(moves):.1f} ms; validate median "
                   f"{statistics.median(checks):.1f} ms, max {max(checks):.1f} ms")
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--players", type=int, default=6)
    parser.add_argument("--games", type=int, default=3)
    arguments = parser.parse_args()
    for row in rows(arguments.repeat, arguments.players, range(arguments.games)):
        print(row)


if __name__ == "__main__":
    main()
