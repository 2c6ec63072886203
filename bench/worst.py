"""The worst requests we can build: for each game and endpoint, the slowest and the largest answer, beside the
median apply of an ordinary game. Targets (issue 13): every request under 100 ms, every answer under 1 MB.

    python bench/worst.py                 # writes bench/results/worst.md
    python bench/worst.py --walk 300      # longer random walks from the adversarial states

Requests go through the Flask application in process (JSON parsing, the Referee, JSON writing: everything but
the socket), each timed as the best of --repeat runs, since the machine is shared. Candidates per game:
- states of random games (the largest, the one with the most legal moves), and states reached by random walks
  from adversarial starts built at the bounds (engine/<game>/bounds.py): the biggest custom deck or card table,
  every player seated, every card in one hand;
- hostile bodies under the 2 MiB limit: a list of a million entries where a hand goes, a state at its bounds
  with every card duplicated (the longest problem list), a bad map key, a replay one action too long;
- replay of the longest game we can play (up to the 10,000 actions a replay takes), with and without events;
- table chance mode (docs/TABLE_MODE.md) where a game has it: random walks, and a long game whose record holds
  its whole audit log, answering a reveal that contradicts a claim (the audit's bisection, its costliest work).
"""
import argparse
import json
import os
import pathlib
import random
import statistics
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.core import CHANCE, Referee  # noqa: E402
from engine.core.referee import MAX_REPLAY_ACTIONS  # noqa: E402
from engine.monster_maker_5.bounds import MAX_CARDS as MM5_MAX_CARDS  # noqa: E402
from engine.monster_maker_5.cards import DEFAULT_TABLE_DATA, table_for  # noqa: E402
from engine.monster_maker_5.table import kinds_of_table  # noqa: E402
from engine.monster_run_slap.cards import CARD_KINDS, MAX_COPIES_PER_KIND, MAX_DECK_SIZE, MAX_TUNE_LENGTH  # noqa: E402
from engine.paopaosha.bounds import MAX_DECK_CARDS  # noqa: E402
from engine.paopaosha.cards import DEFAULT_DECK  # noqa: E402
from engine.registry import GAMES  # noqa: E402
from service.app import MAX_BODY_BYTES, create_app  # noqa: E402

from bench.table_record import rows as pps_table_record_rows  # noqa: E402

ENDPOINTS = ("setup", "legal-moves", "apply", "view", "validate", "replay")
TARGET_MS, TARGET_BYTES = 100, 1_000_000


# -- the largest setups each game allows -------------------------------------------------------------------

def _pps_deck() -> list[dict]:
    """MAX_DECK_CARDS cards: the default deck's cards over and over (every kind, so every move is possible)."""
    return [DEFAULT_DECK[i % len(DEFAULT_DECK)] for i in range(MAX_DECK_CARDS)]


def _mm5_table() -> dict:
    """The default card table with extra paladin/gem pairs and spells up to the 200-card bound."""
    table = json.loads(json.dumps(DEFAULT_TABLE_DATA))
    cards = table["cards"]
    paladin = next(card for card in cards if card["class"] == "paladin")
    spells = [card for card in cards if card["class"] == "spell"]
    index = 0
    while len(cards) + 2 <= MM5_MAX_CARDS:
        gem_id = f"xg{index}"
        cards.append({"id": gem_id, "class": "gem"})
        cards.append({**paladin, "id": f"xp{index}", "gem": gem_id})
        index += 1
    while len(cards) < MM5_MAX_CARDS:
        cards.append({**spells[len(cards) % len(spells)], "id": f"xs{len(cards)}"})
    return table


def _slap_deck() -> dict:
    deck, total = {}, 0
    for kind in CARD_KINDS:
        copies = min(MAX_COPIES_PER_KIND, MAX_DECK_SIZE - total)
        if copies <= 0:
            break
        deck[kind], total = copies, total + copies
    return deck


BIG_SETUPS = {
    "paopaosha": [{"players": 12, "options": {"deck": _pps_deck()}}, {"players": 12, "options": {}}],
    "monster-maker-5": [{"players": 8, "options": {"card_table": _mm5_table()}}, {"players": 8, "options": {}}],
    "monster-run": [{"players": 4, "options": {"level": 5, "board": "8/8", "measures": 24}},
                    {"players": 4, "options": {"level": 5}}],
    "monster-run-slap": [{"players": 4, "options": {"deck": _slap_deck(), "calling": "tune",
                                                    "tune": ["Do", "Re", "Mi"] * (MAX_TUNE_LENGTH // 3)}},
                         {"players": 2, "options": {}}],
}


# -- states: random play, and adversarial starts ------------------------------------------------------------

def _play(referee: Referee, state: dict, picker: random.Random, steps: int, keep: list) -> dict:
    for _ in range(steps):
        if state["result"] is not None:
            break
        moves = referee.legal_moves(state)["moves"]
        keep.append(state)
        state, _ = referee.apply(state, picker.choice(moves))
    return state


def _pps_fat_hand(referee: Referee, picker: random.Random) -> dict | None:
    """A 12-player game on the largest deck, at a play phase, with every card of the draw pile in the hand of
    the player to act: the most cards and targets a legal-moves answer can combine."""
    state, _ = referee.setup(12, {"deck": _pps_deck()}, seed=picker.randrange(2**32))
    for _ in range(2000):
        stack = state["stack"]
        if state["result"] is not None:
            return None
        if len(stack) == 1 and stack[0]["kind"] == "Turn" and stack[0]["step"] == "play" and state["to_act"] == [stack[0]["player"]]:
            seat = state["seats"][stack[0]["player"]]
            seat["hand"] = sorted(seat["hand"] + state["pile"] + state["discard"])
            state["pile"], state["discard"] = [], []
            return state if not referee.validate(state) else None
        state, _ = referee.apply(state, picker.choice(referee.legal_moves(state)["moves"]))
    return None


def candidate_states(game_id: str, walk: int, seed: int = 13) -> list[dict]:
    referee, picker, states = Referee(GAMES[game_id]), random.Random(seed), []
    modes = ("server", "client") + (("table",) if referee.game.table_rule else ())
    for setup in BIG_SETUPS[game_id]:
        for chance in modes:
            state, _ = referee.setup(setup["players"], setup["options"], seed=picker.randrange(2**32), chance=chance)
            _play(referee, state, picker, walk, states)
    if referee.game.table_rule and referee.game.id in LONG_TABLE_GAMES:
        states.append(full_table_record(referee, picker))
    if game_id == "paopaosha":
        for _ in range(3):
            fat = _pps_fat_hand(referee, picker)
            if fat is not None:
                _play(referee, fat, picker, walk, states)
    return states


# The games whose record is the state's `table` itself; PaoPao Sha's (`table.record`, with its tokens) has its own
# section, bench/table_record.py.
LONG_TABLE_GAMES = ("monster-run", "monster-maker-5")


def full_table_record(referee: Referee, picker: random.Random) -> dict:
    """A table-mode game played until its audit log is full: the record at its largest."""
    setup = BIG_SETUPS[referee.game.id][0]
    longest = {"monster-run": {"round_limit": 1000}}.get(referee.game.id, {})
    state, _ = referee.setup(setup["players"], {**setup["options"], **longest}, chance="table")
    running = state
    while state["result"] is None and len(state["table"]["claims"]) < state["table"]["claim_limit"]:
        if state["table"]["groups"]:
            running = state
        state, _ = referee.apply(state, _weighted(referee, state, picker))
    # A Monster Maker 5 game ends before its log fills: its last state with a hidden card holds the most claims.
    return state if state["result"] is None else running


def _weighted(referee: Referee, state: dict, picker: random.Random) -> dict:
    """A random move; a chance outcome as often as a real table meets it (an unnamed draw stands for every card
    that goes into a hand), so that hands fill as in play."""
    moves = referee.legal_moves(state)["moves"]
    if state["to_act"] != [CHANCE]:
        return picker.choice(moves)
    game = referee.game
    outcomes = game.chance_outcomes(game.load({key: value for key, value in state.items()
                                               if key not in ("game", "version", "chance", "rng")}))
    return picker.choices([outcome.action for outcome in outcomes], [outcome.weight for outcome in outcomes])[0]


def table_lie(state: dict) -> dict:
    """A reveal by the seat with the most unknown cards showing the card claimed most often: with every copy of
    it claimed, the reveal contradicts a claim and the audit bisects the whole log."""
    claims = state["table"]["claims"]
    card = max({claim["card"] for claim in claims}, key=lambda card: sum(c["card"] == card for c in claims))
    zone = max(state["table"]["groups"], key=lambda group: group["count"])["zone"]
    seat = int(zone.split()[1])
    size = sum(group["count"] for group in state["table"]["groups"] if group["zone"] == zone)
    if state["game"] == "monster-maker-5":
        # Cards are named by id there, each once: every copy of that kind first, then other hand cards.
        table = table_for(state["options"]["card_table"])
        kinds = kinds_of_table(table)
        hand = [claim["card"] for claim in claims if claim["action"] not in ("deal", "draw_card")] or [card]
        card = max(set(hand), key=hand.count)
        ids = sorted((cid for cid in kinds if cid not in table.daggers), key=lambda cid: (kinds[cid] != card, cid))
        return {"type": "reveal", "player": seat, "cards": state["seats"][seat]["hand"] + ids[:size]}
    return {"type": "reveal", "player": seat, "notes": [card] * size, "magic": state["seats"][seat]["magic"]}


def _bytes(value) -> int:
    return len(json.dumps(value, separators=(",", ":"), ensure_ascii=False).encode())


# -- hostile bodies ------------------------------------------------------------------------------------------

def _fill(value_of_one: str, overhead: int) -> int:
    """How many copies of a JSON value fit in what is left of the 2 MiB body."""
    return (MAX_BODY_BYTES - overhead - 1024) // (len(value_of_one) + 1)


def hostile_states(game_id: str, state: dict) -> list[tuple[str, dict]]:
    """Bodies that each bound refuses: a 2 MiB list where a hand goes, the same list of duplicates at the
    bound (every card twice: the longest problem list), a map key of a non-ASCII digit."""
    out = []
    size = _bytes(state)
    big = json.loads(json.dumps(state))
    hand_path = {"paopaosha": ("seats", 0, "hand"), "monster-maker-5": ("seats", 0, "hand"),
                 "monster-run": ("seats", 0, "hand"), "monster-run-slap": ("centre",)}[game_id]
    card = {"paopaosha": 1, "monster-maker-5": DEFAULT_TABLE_DATA["cards"][0]["id"],
            "monster-run": "Q-C4", "monster-run-slap": "Q-C4"}[game_id]
    target = big
    for key in hand_path[:-1]:
        target = target[key]
    target[hand_path[-1]] = [card] * _fill(json.dumps(card), size)
    out.append(("a 2 MiB list of duplicates where a hand goes", big))
    bounds = GAMES[game_id].state_bounds
    at_bound = json.loads(json.dumps(state))
    target = at_bound
    for key in hand_path[:-1]:
        target = target[key]
    limit = bounds.limit(".".join(str(k) if isinstance(k, str) else "[]" for k in hand_path).replace(".[]", "[]"),
                         bounds.default_items)
    target[hand_path[-1]] = [card] * limit
    out.append((f"a hand of {limit} copies of one card (at the bound)", at_bound))
    if game_id == "paopaosha":
        out.append(("blade_uses with the key '²'", {**state, "blade_uses": {"²": 0}}))
        wide = json.loads(json.dumps(state))
        wide["stack"].append({"kind": "NegationWindow", "order": list(range(12)) * (_fill("11", size) // 12)})
        out.append(("a negation window whose order holds a million seats", wide))
    return out


# -- measuring ------------------------------------------------------------------------------------------------

class Bench:
    def __init__(self, repeat: int):
        self.client = create_app().test_client()
        self.repeat = repeat

    def post(self, game_id: str, endpoint: str, body: dict) -> tuple[int, float, int, int]:
        """HTTP status, best time (ms), answer bytes, body bytes."""
        data = json.dumps(body, separators=(",", ":")).encode()
        status, ms, answer = self._best(f"/v1/games/{game_id}/{endpoint}", data)
        return status, ms, answer, len(data)

    def echo_ms(self, body: dict) -> float:
        """The same bytes sent to /v1/echo: the cost of HTTP, parsing and the depth check alone (a body that is
        not {"state": ...} is refused by echo's schema right after parsing)."""
        return self._best("/v1/echo", json.dumps(body, separators=(",", ":")).encode())[1]

    def _best(self, path: str, data: bytes) -> tuple[int, float, int]:
        best = float("inf")
        for _ in range(self.repeat):
            started = time.perf_counter()
            response = self.client.post(path, data=data, content_type="application/json")
            answer = response.get_data()
            best = min(best, time.perf_counter() - started)
        return response.status_code, best * 1000, len(answer)


def requests_for(game_id: str, states: list[dict], replays: list[tuple[str, dict]]):
    """(endpoint, label, body) for every candidate."""
    referee = Referee(GAMES[game_id])
    for setup in BIG_SETUPS[game_id]:
        yield "setup", f"{setup['players']} players, {_describe(setup['options'])}", setup
    if game_id == "paopaosha":
        deck = [DEFAULT_DECK[i % len(DEFAULT_DECK)] for i in range(30_000)]
        yield "setup", "a custom deck of 30,000 cards (over the bound)", {"players": 12, "options": {"deck": deck}}
    ranked = sorted(states, key=_bytes)
    most_moves = max(states, key=lambda state: len(referee.legal_moves(state)["moves"]))
    picks = {"the largest state": ranked[-1], "the state with the most legal moves": most_moves}
    for label, state in picks.items():
        moves = referee.legal_moves(state)["moves"]
        yield "legal-moves", label, {"state": state}
        yield "view", label, {"state": state, "player": None}
        yield "validate", label, {"state": state}
        for action in (moves[0], moves[-1]) if moves else ():      # a finished game has none
            yield "apply", label, {"state": state, "action": action}
    # A reveal needs a hidden card somewhere: the record with the longest log among those holding one.
    tables = [state for state in states if state["chance"] == "table" and state["game"] in LONG_TABLE_GAMES
              and state["table"]["groups"]]
    if tables:
        full = max(tables, key=lambda state: len(state["table"]["claims"]))
        label = f"table mode, {len(full['table']['claims'])} claims in the audit log"
        yield "legal-moves", label, {"state": full}
        yield "validate", label, {"state": full}
        yield "apply", label + ", a reveal contradicting a claim", {"state": full, "action": table_lie(full)}
    for label, body in hostile_states(game_id, ranked[-1]):
        for endpoint in ("legal-moves", "validate", "view"):
            yield endpoint, label, {"state": body}
        yield "apply", label, {"state": body, "action": {"type": "pass", "player": 0}}
    for label, body in replays:
        yield "replay", label, body


def _describe(options: dict) -> str:
    parts = []
    for key, value in options.items():
        if isinstance(value, list) and len(value) > 3:
            parts.append(f"{key}: {len(value)} entries")
        elif isinstance(value, dict):
            parts.append(f"{key}: {len(value)} entries" if key != "card_table" else
                         f"card_table: {len(value['cards'])} cards")
        else:
            parts.append(f"{key}: {value}")
    return ", ".join(parts) or "default options"


def longest_replays(game_id: str, seed: int = 5) -> list[tuple[str, dict]]:
    """The longest game random play gives (up to MAX_REPLAY_ACTIONS) in client chance, replayed with and
    without events, and one action too many."""
    referee, picker = Referee(GAMES[game_id]), random.Random(seed)
    best = []
    for setup in BIG_SETUPS[game_id]:
        for attempt in range(3):
            body = {"players": setup["players"], "options": setup["options"], "chance": "client"}
            state, _ = referee.setup(**body)
            actions = []
            while state["result"] is None and len(actions) < MAX_REPLAY_ACTIONS:
                action = picker.choice(referee.legal_moves(state)["moves"])
                state, _ = referee.apply(state, action)
                actions.append(action)
            if len(actions) > len(best[1] if best else []):
                best = [body, actions]
    setup, actions = best
    return [(f"{len(actions)} actions, events", {"setup": setup, "actions": actions}),
            (f"{len(actions)} actions, \"events\": false", {"setup": setup, "actions": actions, "events": False}),
            (f"{MAX_REPLAY_ACTIONS + 1} actions (over the bound)",
             {"setup": setup, "actions": (actions * (MAX_REPLAY_ACTIONS // len(actions) + 2))[:MAX_REPLAY_ACTIONS + 1]})]


def median_apply(bench: Bench, game_id: str, states: list[dict]) -> float:
    referee, picker, times = Referee(GAMES[game_id]), random.Random(3), []
    for state in picker.sample(states, min(60, len(states))):
        action = picker.choice(referee.legal_moves(state)["moves"])
        times.append(bench.post(game_id, "apply", {"state": state, "action": action})[1])
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--walk", type=int, default=150, help="random steps from each start state")
    parser.add_argument("--repeat", type=int, default=3, help="runs per request; the best is reported")
    parser.add_argument("--out", default=str(ROOT / "bench" / "results" / "worst.md"))
    args = parser.parse_args()
    bench = Bench(args.repeat)
    lines = ["| game | endpoint | worst by | request | status | body (bytes) | time (ms) | echo of the same body (ms) "
             "| answer (bytes) |", "|---|---|---|---|---|---|---|---|---|"]
    load_before = os.getloadavg()[0]
    medians, misses = [], []
    for game_id in sorted(GAMES):
        states = candidate_states(game_id, args.walk)
        results = {endpoint: [] for endpoint in ENDPOINTS}
        for endpoint, label, body in requests_for(game_id, states, longest_replays(game_id)):
            status, ms, answer, sent = bench.post(game_id, endpoint, body)
            results[endpoint].append((ms, answer, status, sent, label, body))
            if status >= 500:
                misses.append(f"{game_id} {endpoint} {label}: HTTP {status}")
        for endpoint in ENDPOINTS:
            slowest = max(results[endpoint], key=lambda row: row[0])
            largest = max(results[endpoint], key=lambda row: row[1])
            for by, (ms, answer, status, sent, label, body) in (("time", slowest), ("answer", largest)):
                lines.append(f"| {game_id} | {endpoint} | {by} | {label} | {status} | {sent:,} | {ms:.1f} | "
                             f"{bench.echo_ms(body):.1f} | {answer:,} |")
                miss = f"{game_id} {endpoint} {label}: {ms:.1f} ms, {answer:,} bytes"
                if (ms > TARGET_MS or answer > TARGET_BYTES) and miss not in misses:
                    misses.append(miss)
        medians.append(f"| {game_id} | {median_apply(bench, game_id, states):.2f} |")
        print(f"{game_id}: done", file=sys.stderr)
    load = f"load average {load_before:.1f} before, {os.getloadavg()[0]:.1f} after, on {os.cpu_count()} cores"
    report = ["## Worst requests", "", f"Best of {args.repeat} runs per request; {load}.", "", *lines, "", "## Median apply (random states of the same games)", "",
              "| game | apply median (ms) |", "|---|---|", *medians, "",
              "## PaoPao Sha's table record (engine level, not yet behind the HTTP API)", "",
              *pps_table_record_rows(args.repeat), "",
              "## Over the targets (100 ms, 1 MB) or 5xx", "", *(misses or ["none"]), ""]
    text = "\n".join(report)
    out = pathlib.Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text, encoding="utf-8")
    print(text)


if __name__ == "__main__":
    main()
