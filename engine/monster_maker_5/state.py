"""The Monster Maker 5 state: a plain JSON-shaped dict, read with full type checks (`load`) and written back
(`dump`). The parsed card table rides along under the private key "_t" and is never dumped.

Layout (all card lists in canonical card order, MM-1.9):
  phase        deal | first_player | draw | draw_card | side | action | thief_roll | battle | discard | over
  active       the active seat (null during setup); first_player: the first seat once known
  dealt        cards dealt so far (MM-2.4); countdown: countdown turn number, 0 before the trigger (MM-13.2)
  deck         the undealt/undrawn cards, an unordered pile; deck_size its count
  seats        per seat: side (derived, MM-3.1), hand, hand_size, field
  dungeon      card, prisoners, guards, defeated (MM-0.5, MM-8.9)
  discard      the public discard pile (MM-12.2)
  thief        a thief use waiting for its die (MM-9.4), or null
  battle       the running battle (MM-6), or null
  table        in table chance mode the table record (MM-16.4, table.py), else null
"""
from __future__ import annotations

from itertools import chain
from operator import itemgetter

from engine.core.errors import InvalidSetup, InvalidState
from engine.core.list_checks import integers_within, known_texts
from engine.core.options_memo import OptionsMemo
from engine.core.result import RESULT_KEYS, same_result
from engine.monster_maker_5.cards import DEFAULT_TABLE, table_for
from engine.monster_maker_5.scoring import ENDINGS, score
from engine.monster_maker_5.table import (daggers_in_deck, deck_count, dump_table, hand_count, load_table,
                                          table_problems)

PHASES = ("deal", "first_player", "draw", "draw_card", "side", "action", "thief_roll", "battle", "discard", "over")
SIDES = ("light", "dark", "neutral")
SEAT_KEYS = ("side", "hand", "hand_size", "field")
DUNGEON_KEYS = ("card", "prisoners", "guards", "defeated")
MAX_HAND_CARDS = 60               # the most cards load reads in a hand
MAX_LIST_CARDS = 200              # the most cards load reads in any other list of cards
STEPS = ("commit", "spell", "help", "target", "roll", "initiative", "declare", "show")
FORCES = ("attack", "defend")
BATTLE_KINDS = ("attack", "rescue")
ROLL_KINDS, ROLL_MODES = ("physical", "magic"), ("normal", "two_dice")
THIEF_KEYS, THIEF_MODES = ("card", "mode", "target"), ("steal", "rescue")
SPELL_KEYS = ("card", "placer", "side")
MAX_SPELLS = 16                   # the most spells load reads in a battle (and the most it queues)
MAX_ROUNDS = 10                   # a battle's round
MAX_PROTECTION = 400              # a force's protection
MAX_ROLL_NUMBER = 2000            # a roll's modifier and defence
OPTION_DEFAULTS = {"first_player": "random", "card_table": "default", "deck_exhaustion_ends_game": "on",
                   "side_tie": "most_gems"}
BATTLE_KEYS = ("kind", "attacker", "defender", "keeper", "round", "step", "stage", "asked", "committed", "helped",
               "spells", "revealed", "cancelled", "queue", "ts_targets", "protection", "haste", "asleep", "attacked",
               "initiative", "acting", "roll")
ROLL_KEYS = ("source", "side", "target", "kind", "dice", "modifier", "defence", "mode", "faces")
STATE_KEYS = ("players", "options", "to_act", "result", "phase", "active", "first_player", "dealt", "countdown",
              "deck", "deck_size", "seats", "dungeon", "discard", "thief", "battle", "table")
_STATE_KEY_SET = frozenset(STATE_KEYS)


def check_options(players, options: dict) -> dict:
    """Fills defaults and checks setup options (MM-18.1); raises InvalidSetup."""
    if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= 8:
        raise InvalidSetup("MM-2.1", "Monster Maker 5 is played by 2 to 8 players.", detail_zh="聖索菲雅騎士團適合 2 到 8 人。")
    if not isinstance(options, dict):
        raise InvalidSetup("MM-18.1", "options must be an object.", detail_zh="options 必須是一個物件。")
    unknown = set(options) - set(OPTION_DEFAULTS)
    if unknown:
        raise InvalidSetup("MM-18.1", f"Unknown option(s): {', '.join(sorted(map(str, unknown)))}; the options are "
                                      f"{', '.join(OPTION_DEFAULTS)}.",
                           detail_zh=f"未知的設定：{', '.join(sorted(map(str, unknown)))}；可用的設定有 {', '.join(OPTION_DEFAULTS)}。")
    out = {**OPTION_DEFAULTS, **options}
    first = out["first_player"]
    if first != "random" and (isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < players):
        raise InvalidSetup("MM-2.7", f"first_player must be 'random' or a seat from 0 to {players - 1}.",
                           detail_zh=f"first_player 必須是 'random' 或 0 到 {players - 1} 的座位。")
    if out["deck_exhaustion_ends_game"] not in ("on", "off"):
        raise InvalidSetup("MM-13.4", "deck_exhaustion_ends_game must be 'on' or 'off'.",
                           detail_zh="deck_exhaustion_ends_game 必須是 'on' 或 'off'。")
    if out["side_tie"] not in ("most_gems", "draw"):
        raise InvalidSetup("MM-14.5", "side_tie must be 'most_gems' or 'draw'.",
                           detail_zh="side_tie 必須是 'most_gems' 或 'draw'。")
    table_for(out["card_table"], players)
    return out


class _Reader:
    """Type checks with one clear sentence per failure."""

    def __init__(self, cards):
        self.cards = cards

    @staticmethod
    def fail(msg):
        raise InvalidState(msg)

    def int(self, value, where, lo, hi, null=False):
        if value is None and null:
            return None
        if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
            self.fail(f"{where} must be an integer from {lo} to {hi}" + (" or null" if null else ""))
        return value

    def bool(self, value, where):
        if not isinstance(value, bool):
            self.fail(f"{where} must be true or false")
        return value

    def one(self, value, where, allowed, null=False):
        if value is None and null:
            return None
        if not isinstance(value, str) or value not in allowed:
            self.fail(f"{where} must be one of {', '.join(map(str, allowed))}" + (" or null" if null else ""))
        return value

    def obj(self, value, where, keys):
        if not isinstance(value, dict):
            self.fail(f"{where} must be an object")
        if set(value) != set(keys):
            missing, extra = set(keys) - set(value), set(value) - set(keys)
            parts = ([f"missing {', '.join(sorted(missing))}"] if missing else []) + \
                    ([f"unknown {', '.join(sorted(map(str, extra)))}"] if extra else [])
            self.fail(f"{where} has the wrong fields ({'; '.join(parts)})")
        return value

    def card(self, value, where, null=False):
        if value is None and null:
            return None
        if not isinstance(value, str) or value not in self.cards:
            self.fail(f"{where} must be a card id of the card table")
        return value

    def cards_list(self, value, where, limit=MAX_LIST_CARDS):
        if not isinstance(value, list) or len(value) > limit:
            self.fail(f"{where} must be a list of card ids")
        # Every card of a state passes here: a list of known ids is checked at C speed, and the message naming
        # a bad entry is built only for a list that has one.
        if known_texts(value, self.cards):
            return list(value)
        return [self.card(c, f"{where}[{i}]") for i, c in enumerate(value)]

    def ints(self, value, where, lo, hi, limit=64):
        if not isinstance(value, list) or len(value) > limit:
            self.fail(f"{where} must be a list of integers")
        if integers_within(value, lo, hi):
            return list(value)
        return [self.int(v, f"{where}[{i}]", lo, hi) for i, v in enumerate(value)]


def _options_and_table(players: int, options: dict) -> tuple[dict, object]:
    options = check_options(players, options)
    return options, table_for(options["card_table"], players)


# Kept per options value (engine/core/options_memo.py): the options in force and their card table.
_OPTIONS = OptionsMemo(_options_and_table)


def load(data) -> dict:
    if not isinstance(data, dict):
        raise InvalidState("the state must be an object")
    r = _Reader({})
    if data.keys() != _STATE_KEY_SET:    # the reader's check, set against set, only to name what is wrong
        r.obj(data, "the state", STATE_KEYS)
    n = r.int(data["players"], "players", 2, 8)
    options = data["options"]
    if options == OPTION_DEFAULTS:
        # Most games': the check passes them for every seat count with the default table, in OPTION_DEFAULTS' order
        # (_options_and_table), whatever the order sent.
        options, table = OPTION_DEFAULTS, DEFAULT_TABLE
    else:
        if not isinstance(options, dict) or set(options) != set(OPTION_DEFAULTS):
            r.fail(f"options must be an object with exactly {', '.join(OPTION_DEFAULTS)}")
        try:
            options, table = _OPTIONS(n, options)
        except InvalidSetup as error:
            r.fail(f"options are invalid: {error.detail}")
    r.cards = table.cards
    s = {"players": n, "options": dict(options), "_t": table}
    plain = _plain_fields(data, n, table)
    s.update(_checked_fields(r, data, n, table) if plain is None else plain)
    thief = data["thief"]
    if thief is not None:
        r.obj(thief, "thief", THIEF_KEYS)
        thief = {"card": r.card(thief["card"], "thief.card"), "mode": r.one(thief["mode"], "thief.mode", THIEF_MODES),
                 "target": r.card(thief["target"], "thief.target")}
    s["thief"] = thief
    battle = data["battle"]
    s["battle"] = None if battle is None else _plain_battle(battle, n, table.sets.ids) or _load_battle(r, battle, n - 1)
    s["result"] = _load_result(r, data["result"], n)
    s["table"] = None if data["table"] is None else load_table(data["table"], table, n)
    return s


def _checked_fields(r: _Reader, data: dict, n: int, table) -> dict:
    """The fields from phase to discard, each checked with a sentence naming what is wrong."""
    seat_max = n - 1
    s = {"phase": r.one(data["phase"], "phase", PHASES),
         "active": r.int(data["active"], "active", 0, seat_max, null=True),
         "first_player": r.int(data["first_player"], "first_player", 0, seat_max, null=True),
         "dealt": r.int(data["dealt"], "dealt", 0, 5 * n),
         "countdown": r.int(data["countdown"], "countdown", 0, 2 * n),
         "deck": r.cards_list(data["deck"], "deck"),
         "deck_size": r.int(data["deck_size"], "deck_size", 0, MAX_LIST_CARDS)}
    seats = data["seats"]
    if not isinstance(seats, list) or len(seats) != n:
        r.fail(f"seats must be a list of {n} seats")
    s["seats"] = []
    for i, seat in enumerate(seats):
        where = f"seats[{i}]"
        r.obj(seat, where, SEAT_KEYS)
        s["seats"].append({"side": r.one(seat["side"], f"{where}.side", SIDES),
                           "hand": r.cards_list(seat["hand"], f"{where}.hand", MAX_HAND_CARDS),
                           "hand_size": r.int(seat["hand_size"], f"{where}.hand_size", 0, MAX_HAND_CARDS),
                           "field": r.cards_list(seat["field"], f"{where}.field")})
    dungeon = r.obj(data["dungeon"], "dungeon", DUNGEON_KEYS)
    if dungeon["card"] != table.dungeon:
        r.fail(f"dungeon.card must be {table.dungeon}")
    s["dungeon"] = {"card": table.dungeon, "prisoners": r.cards_list(dungeon["prisoners"], "dungeon.prisoners"),
                    "guards": r.cards_list(dungeon["guards"], "dungeon.guards"),
                    "defeated": r.bool(dungeon["defeated"], "dungeon.defeated")}
    s["discard"] = r.cards_list(data["discard"], "discard")
    return s


_FIELDS = itemgetter("phase", "active", "first_player", "dealt", "countdown", "deck", "deck_size", "seats", "dungeon",
                     "discard")
_SEAT_COLUMNS = itemgetter(*SEAT_KEYS)
_PHASES, _SIDES = frozenset(PHASES), frozenset(SIDES)
_DICT, _LIST, _SEAT_SIZE = {dict}, {list}, {len(SEAT_KEYS)}


def _among(values, allowed: frozenset) -> bool:
    """Whether every entry of the iterable `values` is in `allowed` (texts: card ids, sides, forces), at C speed over
    the entries of many lists at once; an entry that is no text and no number (a list, an object) is in no such
    set."""
    try:
        return allowed.issuperset(values)
    except TypeError:
        return False


def _seat_or_none(value, n: int) -> bool:
    return value is None or type(value) is int and 0 <= value < n


def _plain_fields(data: dict, n: int, table) -> dict | None:
    """_checked_fields' copy where every field plainly holds what it accepts (the dungeon's fields in their order),
    checked a field at a time over all seats, and the cards of every list at once, at C speed; else
    None, and _checked_fields names what is wrong."""
    phase, active, first, dealt, countdown, deck, deck_size, seats, dungeon, discard = _FIELDS(data)
    if not (type(phase) is str and phase in _PHASES and _seat_or_none(active, n) and _seat_or_none(first, n)
            and type(dealt) is int and 0 <= dealt <= 5 * n and type(countdown) is int and 0 <= countdown <= 2 * n
            and type(deck_size) is int and 0 <= deck_size <= MAX_LIST_CARDS
            and type(dungeon) is dict and tuple(dungeon) == DUNGEON_KEYS and dungeon["card"] == table.dungeon
            and type(dungeon["defeated"]) is bool
            and type(seats) is list and len(seats) == n
            and set(map(type, seats)) == _DICT and set(map(len, seats)) == _SEAT_SIZE):
        return None
    try:                                 # four fields each: a seat without one of SEAT_KEYS has another
        sides, hands, sizes, fields = zip(*map(_SEAT_COLUMNS, seats))
    except KeyError:
        return None
    piles = (deck, discard, dungeon["prisoners"], dungeon["guards"], *fields)
    if not (set(map(type, piles)) == _LIST and max(map(len, piles)) <= MAX_LIST_CARDS
            and set(map(type, hands)) == _LIST and max(map(len, hands)) <= MAX_HAND_CARDS
            and _among(sides, _SIDES) and integers_within(sizes, 0, MAX_HAND_CARDS)
            and _among(chain(*piles, *hands), table.sets.ids)):
        return None
    return {"phase": phase, "active": active, "first_player": first, "dealt": dealt, "countdown": countdown,
            "deck": list(deck), "deck_size": deck_size,
            "seats": [{"side": side, "hand": list(hand), "hand_size": size, "field": list(field)}
                      for side, hand, size, field in zip(sides, hands, sizes, fields)],
            "dungeon": {"card": table.dungeon, "prisoners": list(dungeon["prisoners"]),
                        "guards": list(dungeon["guards"]), "defeated": dungeon["defeated"]},
            "discard": list(discard)}


def load_trusted(data: dict) -> dict:
    """A state this service wrote and sealed (Game.load_trusted): its fields as they are, and the card table its
    options name, and the table record read back (its reader's checks are what builds it); `to_act` is left out,
    since it is derived from the rest (rules.to_act) whenever needed."""
    del data["to_act"]
    data["_t"] = table_for(data["options"]["card_table"], data["players"])
    if data["table"] is not None:
        data["table"] = load_table(data["table"], data["_t"], data["players"])
    return data


def _load_battle(r: _Reader, b, seat_max) -> dict:
    r.obj(b, "battle", BATTLE_KEYS)
    out = {"kind": r.one(b["kind"], "battle.kind", BATTLE_KINDS),
           "attacker": r.int(b["attacker"], "battle.attacker", 0, seat_max),
           "defender": r.int(b["defender"], "battle.defender", 0, seat_max, null=True),
           "keeper": r.int(b["keeper"], "battle.keeper", 0, seat_max, null=True),
           "round": r.int(b["round"], "battle.round", 1, MAX_ROUNDS),
           "step": r.one(b["step"], "battle.step", STEPS),
           "stage": r.one(b["stage"], "battle.stage", FORCES),
           "asked": r.int(b["asked"], "battle.asked", 0, seat_max, null=True),
           "committed": r.bool(b["committed"], "battle.committed"),
           "helped": r.ints(b["helped"], "battle.helped", 0, seat_max),
           "revealed": r.bool(b["revealed"], "battle.revealed")}
    if not isinstance(b["spells"], list) or len(b["spells"]) > MAX_SPELLS:
        r.fail(f"battle.spells must be a list of at most {MAX_SPELLS} placed spells")
    spells = []
    for i, spell in enumerate(b["spells"]):
        where = f"battle.spells[{i}]"
        r.obj(spell, where, SPELL_KEYS)
        # A face-down spell of table mode is unnamed until R2 (MM-16.4).
        spells.append({"card": r.card(spell["card"], f"{where}.card", null=True),
                       "placer": r.int(spell["placer"], f"{where}.placer", 0, seat_max),
                       "side": r.one(spell["side"], f"{where}.side", FORCES)})
    out["spells"] = spells
    out["cancelled"] = [r.one(x, "battle.cancelled[]", FORCES) for x in _list(r, b["cancelled"], "battle.cancelled")]
    out["queue"] = r.ints(b["queue"], "battle.queue", 0, MAX_SPELLS - 1, MAX_SPELLS)
    out["ts_targets"] = r.cards_list(b["ts_targets"], "battle.ts_targets")
    prot = r.obj(b["protection"], "battle.protection", FORCES)
    out["protection"] = {k: r.int(prot[k], f"battle.protection.{k}", 0, MAX_PROTECTION) for k in FORCES}
    out["haste"] = [r.one(x, "battle.haste[]", FORCES) for x in _list(r, b["haste"], "battle.haste")]
    out["asleep"] = r.cards_list(b["asleep"], "battle.asleep")
    out["attacked"] = r.cards_list(b["attacked"], "battle.attacked")
    out["initiative"] = r.ints(b["initiative"], "battle.initiative", 1, 6, 6)
    out["acting"] = r.one(b["acting"], "battle.acting", FORCES, null=True)
    roll = b["roll"]
    if roll is not None:
        r.obj(roll, "battle.roll", ROLL_KEYS)
        roll = {"source": r.card(roll["source"], "battle.roll.source"),
                "side": r.one(roll["side"], "battle.roll.side", FORCES),
                "target": r.card(roll["target"], "battle.roll.target"),
                "kind": r.one(roll["kind"], "battle.roll.kind", ROLL_KINDS),
                "dice": r.int(roll["dice"], "battle.roll.dice", 1, MAX_LIST_CARDS),
                "modifier": r.int(roll["modifier"], "battle.roll.modifier", 0, MAX_ROLL_NUMBER),
                "defence": r.int(roll["defence"], "battle.roll.defence", 0, MAX_ROLL_NUMBER),
                "mode": r.one(roll["mode"], "battle.roll.mode", ROLL_MODES),
                "faces": r.ints(roll["faces"], "battle.roll.faces", 1, 6, MAX_LIST_CARDS)}
    out["roll"] = roll
    return out


_BATTLE_FIELDS = itemgetter(*BATTLE_KEYS)
_SPELL_COLUMNS = itemgetter(*SPELL_KEYS)
_KINDS, _STEPS, _FORCES = frozenset(BATTLE_KINDS), frozenset(STEPS), frozenset(FORCES)


def _plain_battle(b, n: int, card_ids: frozenset) -> dict | None:
    """_load_battle's copy of a battle waiting for no die (roll null) where every field plainly holds what it
    accepts, in their order (the cards of every list and spell checked at once); else None, and _load_battle names
    what is wrong."""
    if type(b) is not dict or tuple(b) != BATTLE_KEYS:
        return None
    (kind, attacker, defender, keeper, rounds, step, stage, asked, committed, helped, spells, revealed, cancelled,
     queue, ts_targets, protection, haste, asleep, attacked, initiative, acting, roll) = _BATTLE_FIELDS(b)
    lists = (helped, cancelled, queue, ts_targets, haste, asleep, attacked, initiative, spells)
    if not (roll is None and type(kind) is str and kind in _KINDS and type(attacker) is int and 0 <= attacker < n
            and _seat_or_none(defender, n) and _seat_or_none(keeper, n)
            and type(rounds) is int and 1 <= rounds <= MAX_ROUNDS
            and type(step) is str and step in _STEPS and type(stage) is str and stage in _FORCES
            and _seat_or_none(asked, n) and type(committed) is bool and type(revealed) is bool
            and (acting is None or type(acting) is str and acting in _FORCES)
            and set(map(type, lists)) == _LIST and len(helped) <= 64 and len(spells) <= MAX_SPELLS
            and len(cancelled) <= 2 and len(haste) <= 2 and len(queue) <= MAX_SPELLS and len(initiative) <= 6
            and len(ts_targets) <= MAX_LIST_CARDS and len(asleep) <= MAX_LIST_CARDS
            and len(attacked) <= MAX_LIST_CARDS
            and type(protection) is dict and tuple(protection) == FORCES
            and integers_within(list(protection.values()), 0, MAX_PROTECTION)
            and (not helped or integers_within(helped, 0, n - 1))
            and (not queue or integers_within(queue, 0, MAX_SPELLS - 1))
            and (not initiative or integers_within(initiative, 1, 6))
            and (not (cancelled or haste) or _among(chain(cancelled, haste), _FORCES))):
        return None
    named = ()
    if spells:
        if set(map(type, spells)) != _DICT or set(map(tuple, spells)) != {SPELL_KEYS}:
            return None
        named, placers, sides = zip(*map(_SPELL_COLUMNS, spells))
        if not (integers_within(placers, 0, n - 1) and _among(sides, _FORCES)):
            return None
    if (named or ts_targets or asleep or attacked) and not _among(
            chain(ts_targets, asleep, attacked, [card for card in named if card is not None]), card_ids):
        return None
    return {"kind": kind, "attacker": attacker, "defender": defender, "keeper": keeper, "round": rounds,
            "step": step, "stage": stage, "asked": asked, "committed": committed, "helped": list(helped),
            "revealed": revealed,
            "spells": [{"card": spell["card"], "placer": spell["placer"], "side": spell["side"]} for spell in spells],
            "cancelled": list(cancelled), "queue": list(queue), "ts_targets": list(ts_targets),
            "protection": {"attack": protection["attack"], "defend": protection["defend"]}, "haste": list(haste),
            "asleep": list(asleep), "attacked": list(attacked), "initiative": list(initiative), "acting": acting,
            "roll": None}


def _list(r, value, where):
    if not isinstance(value, list) or len(value) > 2:
        r.fail(f"{where} must be a list of at most 2 force names")
    return value


def _load_result(r: _Reader, res, n):
    if res is None:
        return None
    r.obj(res, "result", RESULT_KEYS)
    winners = r.ints(res["winners"], "result.winners", 0, n - 1, n)
    if not isinstance(res["ranking"], list) or len(res["ranking"]) > n:
        r.fail("result.ranking must be a list of places")
    ranking = [r.ints(place, "result.ranking[]", 0, n - 1, n) for place in res["ranking"]]
    scores = res["scores"]
    if not isinstance(scores, dict) or set(scores) != {str(i) for i in range(n)}:
        r.fail("result.scores must map every seat to its gem count")
    scores = {k: r.int(v, f"result.scores.{k}", 0, 200) for k, v in scores.items()}
    if res["reason"] not in ENDINGS:
        r.fail(f"result.reason must be one of {', '.join(ENDINGS)}")
    if not isinstance(res["message"], str) or not isinstance(res["message_zh"], str):
        r.fail("result.message and result.message_zh must be sentences")
    return {"winners": winners, "ranking": ranking, "scores": scores, "reason": res["reason"],
            "message": res["message"], "message_zh": res["message_zh"]}


def _copy_battle(b: dict) -> dict:
    out = dict(b)
    for key in ("helped", "cancelled", "queue", "ts_targets", "haste", "asleep", "attacked", "initiative"):
        out[key] = list(b[key])
    out["spells"] = [dict(x) for x in b["spells"]]
    out["protection"] = dict(b["protection"])
    if b["roll"] is not None:
        out["roll"] = {**b["roll"], "faces": list(b["roll"]["faces"])}
    return out


def dump(s: dict, to_act: list) -> dict:
    res = s["result"]
    return {
        "players": s["players"], "options": dict(s["options"]), "to_act": list(to_act),
        "result": None if res is None else {**res, "winners": list(res["winners"]),
                                            "ranking": [list(p) for p in res["ranking"]],
                                            "scores": dict(res["scores"])},
        "phase": s["phase"], "active": s["active"], "first_player": s["first_player"], "dealt": s["dealt"],
        "countdown": s["countdown"], "deck": list(s["deck"]), "deck_size": s["deck_size"],
        "seats": [{"side": x["side"], "hand": list(x["hand"]), "hand_size": x["hand_size"],
                   "field": list(x["field"])} for x in s["seats"]],
        "dungeon": {**s["dungeon"], "prisoners": list(s["dungeon"]["prisoners"]),
                    "guards": list(s["dungeon"]["guards"])},
        "discard": list(s["discard"]), "thief": None if s["thief"] is None else dict(s["thief"]),
        "battle": None if s["battle"] is None else _copy_battle(s["battle"]),
        "table": None if s["table"] is None else dump_table(s["table"]),
    }


def view(data: dict, player) -> dict:
    """MM-17.1: the deck's content, other hands and face-down spells are hidden (sizes stay public). A forced
    discard shows the discarding hand to everyone (MM-11.6)."""
    data["deck"] = None
    for seat, info in enumerate(data["seats"]):
        public = data["phase"] == "discard" and seat == data["active"]
        if seat != player and not public:
            info["hand"] = None
    battle = data["battle"]
    if battle is not None and not battle["revealed"]:
        for spell in battle["spells"]:
            if spell["placer"] != player:
                spell["card"] = None
    return data


def problems(s: dict) -> list[str]:
    """What the rules guarantee: every card once, card kinds in the right zones, sizes and seats consistent."""
    table = s["_t"]
    cards, sets = table.cards, table.sets
    battle = s["battle"]
    out = [] if s["table"] is None and _conserved(s, table) else _zone_problems(s, table)
    if s["deck_size"] != deck_count(s):
        out.append("deck_size must equal the number of cards in the deck")
    plain = s["table"] is None           # then a hand's count is its length (table.hand_count)
    for i, seat in enumerate(s["seats"]):
        hand, field = seat["hand"], seat["field"]
        if seat["hand_size"] != (len(hand) if plain else hand_count(s, i)):
            out.append(f"seat {i}'s hand_size must equal its hand's length (and its unknown cards in table mode)")
        if seat["hand_size"] > 6:
            out.append(f"seat {i} holds more than 6 cards (MM-4.7(b))")
        if not table.daggers.isdisjoint(hand):
            for cid in hand:
                if cid in table.daggers:
                    out.append(f"seat {i}'s hand holds {cid}, but paladins and gems are never in hand (MM-4.7(a))")
        # A field whose side whole sets make plain needs no card-by-card reading (an empty field is Neutral's).
        if _side_plainly_given(seat["side"], field, sets) if field else seat["side"] == "neutral":
            continue
        if not sets.field.issuperset(field):
            for cid in field:
                if cards[cid].cls != "gem" and cards[cid].side is None:
                    out.append(f"seat {i}'s field holds {cid}, which never enters a field")
        kinds = {cards[cid].side for cid in field}
        kinds.discard(None)
        if len(kinds) > 1:
            out.append(f"seat {i}'s field mixes Light and Dark characters (MM-3.2)")
        derived = kinds.pop() if len(kinds) == 1 else "neutral"
        if seat["side"] != derived:
            out.append(f"seat {i}'s side must be {derived}, as its field says (MM-3.1)")
    if not sets.paladins.issuperset(s["dungeon"]["prisoners"]):
        for cid in s["dungeon"]["prisoners"]:
            if cards[cid].cls != "paladin":
                out.append(f"only paladins are imprisoned; {cid} is not one")
    if not sets.dark.issuperset(s["dungeon"]["guards"]):
        for cid in s["dungeon"]["guards"]:
            if cards[cid].side != "dark":
                out.append(f"only Dark characters guard the dungeon; {cid} is not one")
    if not table.daggers.isdisjoint(s["discard"]):
        for cid in s["discard"]:
            if cards[cid].cls in ("paladin", "gem"):
                out.append(f"{cid} can never be discarded (MM-12.1)")
    n = s["players"]
    phase = s["phase"]
    setup = phase in ("deal", "first_player")
    if setup != (s["active"] is None) or setup != (s["first_player"] is None):
        out.append("active and first_player must be null exactly during setup")
    for i, seat in enumerate(s["seats"]):
        if seat["hand_size"] > 5 and (i != s["active"] or phase in ("draw", "draw_card")):
            out.append(f"seat {i} holds more than 5 cards outside its own turn or before drawing (MM-4.7(b))")
    # Outside table mode the deck is the pile itself: whether it still holds a paladin or gem needs no listing.
    daggers_out = table.daggers.isdisjoint(s["deck"]) if plain else not daggers_in_deck(s)
    if s["countdown"] and not daggers_out:
        out.append("the countdown runs only once every paladin and gem has appeared (MM-13.1)")
    if not setup and daggers_out and not s["countdown"]:
        out.append("every paladin and gem has appeared, so the countdown must have started (MM-13.2)")
    thief = s["thief"]
    if thief is not None and (cards[thief["card"]].cls != "thief" or thief["card"] not in s["discard"]
                              or cards[thief["target"]].cls not in ("gem", "paladin")):
        out.append("a pending thief must be a discarded thief aimed at a gem or a paladin")
    if phase == "deal" and s["dealt"] != sum(x["hand_size"] + len(x["field"]) for x in s["seats"]):
        out.append("dealt must equal the cards held during the deal")
    if phase not in ("deal",) and s["dealt"] != 5 * n:
        out.append(f"dealt must be {5 * n} once the deal is over")
    if (phase == "over") != (s["result"] is not None):
        out.append("result is set exactly when the phase is over")
    out += _fixed_by_options(s)
    if phase in ("draw", "draw_card") and not s["deck_size"]:
        # A turn that meets an empty deck ends the game or skips step a (MM-13.4, MM-15.4): no draw waits.
        out.append("a draw is pending from the empty deck")
    if (phase == "thief_roll") != (s["thief"] is not None):
        out.append("thief is set exactly while a thief roll is pending")
    if (phase == "battle") != (battle is not None):
        out.append("battle is set exactly while a battle runs")
    if battle is not None:
        out += _battle_problems(s, battle)
    return out


def _side_plainly_given(side: str, field: list, sets) -> bool:
    """Whether the card-by-card reading of a seat's field in problems has nothing to say, read by whole sets: only
    characters and gems, and the side they give (MM-3.1, MM-3.2): a Light character and no Dark one for a Light
    seat, the reverse for a Dark seat, no character for a Neutral one. (An empty field, Neutral's, problems reads
    itself.)"""
    return (side in _SIDES and sets.field.issuperset(field) and sets.light.isdisjoint(field) != (side == "light")
            and sets.dark.isdisjoint(field) != (side == "dark"))


def _card_zones(s: dict) -> list[tuple[str, list]]:
    """Every zone of cards, named, in the order problems reports them; the placed spells last (in no order)."""
    zones = [("the deck", s["deck"]), ("the dungeon prisoners", s["dungeon"]["prisoners"]),
             ("the dungeon guards", s["dungeon"]["guards"]), ("the discard pile", s["discard"])]
    for i, seat in enumerate(s["seats"]):
        zones += [(f"seat {i}'s hand", seat["hand"]), (f"seat {i}'s field", seat["field"])]
    battle = s["battle"]
    if battle is not None:
        zones.append(("the placed spells", [x["card"] for x in battle["spells"] if x["card"] is not None]))
    return zones


def _conserved(s: dict, table) -> bool:
    """Whether every card of the deck is in exactly one zone, the dungeon card in none, and each zone but the
    placed spells in canonical order, checked at C speed: then _zone_problems has nothing to say."""
    dungeon, battle = s["dungeon"], s["battle"]
    zones = [s["deck"], dungeon["prisoners"], dungeon["guards"], s["discard"]]
    for seat in s["seats"]:
        zones += (seat["hand"], seat["field"])
    placed = [] if battle is None else [x["card"] for x in battle["spells"] if x["card"] is not None]
    every = list(chain(placed, *zones))
    order = table.positions.__getitem__
    return (len(every) == len(table.deck) and set(every) == table.sets.deck
            and all(zone == sorted(zone, key=order) for zone in zones if len(zone) > 1))


def _zone_problems(s: dict, table) -> list[str]:
    """Card by card: the dungeon card out of place, a card in two zones, a zone out of order, a card in none
    (outside table mode, whose record accounts for the unseen cards)."""
    out: list[str] = []
    seen: dict[str, str] = {}
    for name, ids in _card_zones(s):
        for cid in ids:
            if cid == table.dungeon:
                out.append(f"the dungeon card {cid} cannot be in {name}")
            elif cid in seen:
                out.append(f"card {cid} is duplicated ({seen[cid]} and {name})")
            else:
                seen[cid] = name
        if name != "the placed spells" and list(ids) != table.order(ids):
            out.append(f"{name} must list its cards in canonical card order")
    if s["table"] is not None:          # the unseen cards are in no zone: the record accounts for them
        return out + table_problems(s)
    missing = [c for c in table.deck if c not in seen]
    if missing:
        out.append(f"card(s) missing from every zone: {', '.join(missing)}")
    return out


def _fixed_by_options(s) -> list[str]:
    """What the options in force fix: the first player (MM-2.7) and, through side_tie, the result (MM-14)."""
    out = []
    first = s["options"]["first_player"]
    if first != "random" and s["first_player"] is not None and s["first_player"] != first:
        out.append(f"the first_player in force is {first}, but the state's first player is {s['first_player']}")
    res = s["result"]
    if res is not None:
        scored = score(s, res["reason"])
        if any(res[key] != scored[key] for key in ("winners", "ranking", "scores")):
            out.append(f"the result does not score the final fields (MM-14): winners {scored['winners']}, "
                       f"ranking {scored['ranking']}, scores {scored['scores']}")
        elif not same_result(res, scored):
            out.append(f"the result's message must be the one its reason and scores give: {scored['message']!r}")
    return out


_CARD = itemgetter("card")


def _battle_problems(s, b) -> list[str]:
    out = []
    n = s["players"]
    if b["attacker"] != s["active"]:
        out.append("the attacker must be the active player")
    if b["kind"] == "attack":
        if b["defender"] is None or b["defender"] == b["attacker"] or b["keeper"] is not None:
            out.append("an attack needs a defender other than the attacker and no keeper")
    elif b["defender"] is not None or b["keeper"] is None or b["keeper"] == b["attacker"]:
        out.append("a rescue has no defender and a keeper other than the rescuer")
    if b["step"] in ("commit", "spell", "help") and b["asked"] is None:
        out.append(f"battle step {b['step']} needs the asked seat")
    if b["step"] == "roll" and b["roll"] is None:
        out.append("a battle roll step needs a roll")
    if b["step"] == "declare" and b["acting"] is None:
        out.append("an attack slot needs an acting force")
    for i in b["queue"]:
        if i >= len(b["spells"]):
            out.append("battle.queue names a spell that was not placed")
    helped = b["helped"]
    if len(helped) != len(set(helped)) or helped and (min(helped) < 0 or max(helped) >= n):
        out.append("battle.helped must list distinct seats")
    cards = s["_t"].cards
    placed = list(map(_CARD, b["spells"]))
    if None in placed and (s["table"] is None or b["revealed"] or b["queue"]):
        out.append("a face-down spell is unnamed only in table chance mode, until the table shows it (MM-16.4)")
        return out
    if b["step"] == "show" and (None not in placed or b["asked"] not in (None, b["defender"])):
        out.append("the show step waits for an unnamed face-down spell, asking nobody or the defender (MM-16.4)")
        return out
    if not s["_t"].sets.spells.issuperset(filter(None, placed)):    # the named ones (card ids are never empty)
        out.append("only spells can be placed in a battle")
    if b["step"] == "help" and b["asked"] in (b["attacker"], b["defender"]):
        out.append("a principal is never asked to help")
    if b["step"] in ("commit", "spell") and b["asked"] != (b["attacker"] if b["stage"] == "attack" else b["defender"]):
        out.append("only the principal of that stage commits and places spells")
    if b["step"] == "target" and (not b["queue"] or cards[b["spells"][b["queue"][0]]["card"]].spell
                                  not in ("holy_light", "fireball", "sleep")):
        out.append("a spell-target step needs Holy Light, Fireball or Sleep resolving")
    roll = b["roll"]
    if roll is not None:
        if cards[roll["source"]].cls == "spell" and (not b["queue"]
                                                     or b["spells"][b["queue"][0]]["card"] != roll["source"]):
            out.append("a spell roll needs that spell resolving")
        if len(roll["faces"]) >= (2 if roll["mode"] == "two_dice" else roll["dice"]):
            out.append("a pending roll cannot already have all its dice")
    if not out and b["attacker"] == s["active"]:
        out += _battle_positions(s, b)
    if b["ts_targets"] and (not b["queue"] or cards[b["spells"][b["queue"][0]]["card"]].spell != "thunderstorm"):
        out.append("Thunderstorm targets need a Thunderstorm resolving")
    return out


def _battle_positions(s, b) -> list[str]:
    """Combatants named by the battle must be where the battle says (MM-6.2, MM-8.2)."""
    from engine.monster_maker_5 import battle as B
    out = []
    roll = b["roll"]
    if roll is not None:
        if s["_t"].cards[roll["source"]].cls != "spell" and roll["source"] not in B.force(s, roll["side"]):
            out.append(f"the rolling combatant {roll['source']} is not in its force")
        if roll["target"] not in B.force(s, B.other(roll["side"])):
            out.append(f"the roll's target {roll['target']} is not in the opposing force")
    for cid in b["ts_targets"]:
        if cid not in B.force(s, "attack") + B.force(s, "defend"):
            out.append(f"Thunderstorm target {cid} is not a combatant")
    if b["step"] == "declare" and not B.eligible(s, b["acting"]):
        out.append("the acting force has no combatant left to attack")
    if b["step"] == "help" and b["asked"] is not None and B.skip_reason(s, b["asked"], b["stage"]):
        out.append(f"seat {b['asked']} may not be asked to help here (MM-7.2)")
    return out


def initial(players: int, options: dict) -> dict:
    table = table_for(options["card_table"], players) if options["card_table"] != "default" else DEFAULT_TABLE
    return {"players": players, "options": options, "_t": table, "result": None, "phase": "deal", "active": None,
            "first_player": None, "dealt": 0, "countdown": 0, "deck": list(table.deck), "deck_size": len(table.deck),
            "seats": [{"side": "neutral", "hand": [], "hand_size": 0, "field": []} for _ in range(players)],
            "dungeon": {"card": table.dungeon, "prisoners": [], "guards": [], "defeated": False},
            "discard": [], "thief": None, "battle": None, "table": None}
