"""The cost of PaoPao Sha's table-mode record (PPS-19.5, engine/paopaosha/table.py) at its largest: 12 players,
a game of card moves played by the physical table of the tests until the audit log is full, then timed, best of
--repeat runs: every card a seat may hold (what legal-moves asks), one claim, reading and writing the record's JSON,
and a reveal that contradicts a claim (the audit's bisection, its costliest work). bench/worst.py adds its rows.

    python bench/table_record.py
"""
from __future__ import annotations

import argparse
import copy
import json
import pathlib
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.paopaosha.table import PaoPaoShaTable  # noqa: E402
from tests.engine.paopaosha.physical_table import PhysicalTable  # noqa: E402


def best_ms(repeat: int, work) -> float:
    """The best of `repeat` runs of `work`, in milliseconds."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        work()
        times.append((time.perf_counter() - start) * 1000)
    return min(times)


def full_table(players: int = 12, seed: int = 3) -> PhysicalTable:
    """A table played until the record's audit log is full (or the deck has run out of moves)."""
    table = PhysicalTable(seed, players, deaths=False)      # every seat keeps a hand: the most groups
    record = table.referee.record
    while len(record.claims) < record.claim_limit and table.step():
        pass
    return table


def rows(repeat: int = 3) -> list[str]:
    table = full_table()
    referee, record = table.referee, table.referee.record
    seat = max(table.living(), key=lambda each: referee.unknown_cards(each))
    data = referee.dump()
    size = len(json.dumps(data, ensure_ascii=False).encode())

    def legal_moves_question():
        fresh = PaoPaoShaTable.load(data, table.cards, table.players)
        fresh.possible_hand(seat)

    def one_claim():
        fresh = PaoPaoShaTable.load(data, table.cards, table.players)
        card = next(card for card in table.hands[seat] if card not in table.known[seat])
        fresh.take(seat, card, list(table.known[seat]), table.round, "use_card")

    def top_cards():
        PaoPaoShaTable.load(data, table.cards, table.players).possible_top()

    def fitting_hand():
        PaoPaoShaTable.load(data, table.cards, table.players).fitting_hand(seat)

    def json_round_trip():
        json.dumps(PaoPaoShaTable.load(json.loads(json.dumps(data)), table.cards, table.players).dump())

    liar = copy.deepcopy(table)
    lie = liar.lie()

    def contradicting_reveal():
        copy.deepcopy(liar).reveal_all()          # answers the refusals, raises none

    found = [f"| record: {len(record.claims)} claims (limit {record.claim_limit}), {len(record.groups)} groups, "
             f"{table.players} players | {size:,} bytes of JSON | |"]
    for label, work in ((f"every card seat {seat} may hold (legal-moves)", legal_moves_question),
                        ("one claim, record read from JSON", one_claim),
                        ("every card that may be on top (a judgement's listed reports)", top_cards),
                        (f"one content of seat {seat}'s hand that fits (a TableShow's listed reveal)", fitting_hand),
                        ("JSON read + write of the record", json_round_trip),
                        (f"{len(liar.living())} seats' final reveals, one contradicting a lie" if lie else "final reveals",
                         contradicting_reveal)):
        found.append(f"| {label} | | {best_ms(repeat, work):.1f} ms |")
    return ["| PaoPao Sha table record | size | time (best) |", "|---|---|---|", *found]


def game_rows(players: int = 7, seeds: range = range(1000, 1003)) -> list[str]:
    """Whole random games through the Referee (the conformance suite's playouts without its checks: legal-moves and
    apply at every step), client and table chance on the same seeds: the cost of table mode per action, in CPU time
    (the process's own, steadier than the clock on a shared machine)."""
    from engine.core import Referee
    from engine.paopaosha import GAME
    from tests.conformance.playout import Playout
    found = ["| PaoPao Sha random games, 7 players | actions | CPU ms per action |", "|---|---|---|"]
    for chance in ("client", "table"):
        for options in ({}, {"mode": "boss"}):
            actions = elapsed = 0.0
            for seed in seeds:
                playout = Playout(Referee(GAME), players, chance, seed=seed, options=dict(options))
                start = time.process_time()
                playout.run(check=False)
                elapsed += time.process_time() - start
                actions += playout.steps
            found.append(f"| {chance}, {options.get('mode', 'identity')} mode, {len(seeds)} games | {actions:.0f} | "
                         f"{elapsed * 1000 / actions:.1f} |")
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--games", action="store_true", help="only the whole random games (table against client)")
    args = parser.parse_args()
    print("\n".join(game_rows() if args.games else rows(args.repeat) + [""] + game_rows()))


if __name__ == "__main__":
    main()
