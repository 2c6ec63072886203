"""PaoPao Sha for the referee: setup, legal moves, apply, the outcome, views and state checks."""
from __future__ import annotations

from collections import Counter
from itertools import chain
from operator import itemgetter

from engine.core import CHANCE, Game, IllegalMove, InvalidSetup, InvalidState
from engine.core.json_copy import copy_json, without
from engine.core.options_memo import OptionsMemo
from engine.core.text import text
from engine.paopaosha import actions, card_targets, delayed, effects, equipment  # noqa: F401  (they fill the registries)
from engine.paopaosha import boss, books, gods, skills  # noqa: F401  (sections 3, 12, 13, 21 fill them too)
from engine.paopaosha import flow, machine as m, prompts, table_play
from engine.paopaosha.bounds import (ACTION_BOUNDS, BOUNDED_ONCE_LOADED, OPTION_BOUNDS, STATE_BOUNDS,
                                     loaded_within_bounds)
from engine.paopaosha.catalogue import paopaosha_catalogue
from engine.paopaosha.cards import (CHARACTERS, IDENTITIES, IDENTITY_ZH, KINDS, POOL, RANKS, SLOT_OF_TYPE, SUITS,
                                    identity_counts)
from engine.paopaosha.machine import FRAMES
from engine.paopaosha.result import REASONS, result_problems
from engine.paopaosha.rule_text import RULES, RULES_ZH
from engine.paopaosha.state import PLACED_CARDS, Bad, FrameReader, load_state

OPTION_DEFAULTS = {
    "deck": "default", "god_cards": True, "skill_books": True, "seating": "given",
    "character_selection": "random", "character_pool": sorted(POOL), "lord_bonus_health": False,
    "round_limit": 50, "identities": None, "characters": None, "hands": None,
    "mode": "identity", "boss_seat": 0, "boss_health": "auto",
}
# Each option's value as a JSON Schema (2020-12), for GET /v1/games/paopaosha.
_SEATS_LIST = {"minItems": 3, "maxItems": 12}
OPTION_SPECS = [
    {"name": "deck",
     "schema": {"oneOf": [{"enum": ["default"]}, {"type": "array", "minItems": 13, "items": {
         "type": "object", "required": ["kind", "suit", "rank"], "additionalProperties": False,
         "properties": {"kind": {"enum": sorted(KINDS)}, "suit": {"enum": list(SUITS)},
                        "rank": {"enum": list(RANKS)}}}}]},
     "default": "default",
     "description": "'default' (PPS-1.4) or a list of cards {kind, suit, rank}, numbered from 1 in list order."},
    {"name": "god_cards", "schema": {"type": "boolean"}, "default": True,
     "description": "Keep god cards #106-#110 (PPS-1.6)."},
    {"name": "skill_books", "schema": {"type": "boolean"}, "default": True,
     "description": "Keep skill books #102-#105 (PPS-1.6)."},
    {"name": "seating", "schema": {"enum": ["given", "random"]}, "default": "given",
     "description": "'given' (participant k sits in seat k) or 'random' (R0: a chance event per seat; see the "
                    "state's seating list)."},
    {"name": "character_selection", "schema": {"enum": ["random", "choice"]}, "default": "random",
     "description": "'random' or 'choice'."},
    {"name": "character_pool",
     "schema": {"type": "array", "minItems": 1, "uniqueItems": True, "items": {"enum": sorted(POOL)}},
     "default": sorted(POOL), "description": "Characters dealt from."},
    {"name": "lord_bonus_health", "schema": {"type": "boolean"}, "default": False,
     "description": "+1 health for the lord at 5+ players (PPS-4.1)."},
    {"name": "round_limit", "schema": {"type": "integer", "minimum": 1}, "default": 50,
     "description": "Draw after this many rounds (PPS-16.9)."},
    {"name": "identities",
     "schema": {"oneOf": [{"type": "array", **_SEATS_LIST, "items": {"enum": list(IDENTITIES)}}, {"type": "null"}]},
     "default": None, "description": "A reported table: each seat's identity instead of dealing them."},
    {"name": "characters",
     "schema": {"oneOf": [{"type": "array", **_SEATS_LIST, "items": {"enum": sorted(POOL)}}, {"type": "null"}]},
     "default": None, "description": "A reported table: each seat's character instead of dealing them."},
    {"name": "hands",
     "schema": {"oneOf": [{"type": "array", **_SEATS_LIST, "items": {
         "type": "array", "minItems": 4, "maxItems": 4, "items": {"type": "integer", "minimum": 1}}},
         {"type": "null"}]},
     "default": None,
     "description": "A reported table: each seat's four starting cards (card numbers) instead of dealing them."},
    {"name": "mode", "schema": {"enum": ["identity", "boss"]}, "default": "identity",
     "description": "'identity', or 'boss' for the Pirate King variant (PPS-21)."},
    {"name": "boss_seat", "schema": {"type": "integer", "minimum": 0, "maximum": 11}, "default": 0,
     "description": "Boss mode: the boss's seat (PPS-21.2)."},
    {"name": "boss_health",
     "schema": {"oneOf": [{"enum": ["auto"]}, {"type": "integer", "minimum": 1, "maximum": 99}]}, "default": "auto",
     "description": "Boss mode: 'auto' (the runners' total, PPS-21.3) or a number of at least 1."},
]
PLAYER_FIELDS = ("health", "max_health")
# What a view writes anew instead of copying from the state: the pile's sizes, the frames' public fields, and
# the card table and the cards load gathered (no part of any JSON form).
VIEW_REPLACES = ("pile", "pile_top", "stack", "_t", PLACED_CARDS)
_NOT_DUMPED = ("_t", "table", PLACED_CARDS)
# What each frame hands back to the frame below it (machine.ret), as the field types of state.check_value that may
# receive it: a card must never land in a seat's field, nor a seat in a card's (load checks each field's own type).
RETURNS = {"PileDraw": ("cards", "scalars"), "RandomHandCard": ("card?",), "NegationWindow": ("bool",), "Dodge": ("str?", "scalar"),
           "AttackPrompt": ("scalar", "bool"), "Gatling": ("bool",), "YesNoQuestion": ("bool", "int")}


def _shown(action):
    hand, identity = action["hand"] is not None, action["identity"] is not None
    return text("hand and identity" if hand and identity else "hand" if hand else "identity",
                "手牌和身份" if hand and identity else "手牌" if hand else "身份")


def _is(v, names):
    return isinstance(v, str) and v in names


def _check_options(players, options, err):
    if not isinstance(options, dict):
        raise err("PPS-4.1", "options must be an object", detail_zh="options必须是一个对象")
    unknown = set(options) - set(OPTION_DEFAULTS)
    if unknown:
        raise err("PPS-4.1", f"unknown option(s): {', '.join(sorted(map(str, unknown)))}",
                  detail_zh=f"未知的选项：{'、'.join(sorted(map(str, unknown)))}")
    o = copy_json({**OPTION_DEFAULTS, **options})
    for key in ("god_cards", "skill_books", "lord_bonus_health"):
        if not isinstance(o[key], bool):
            raise err("PPS-4.1", f"option {key} must be true or false", detail_zh=f"选项{key}必须是true或false")
    if o["seating"] not in ("given", "random"):
        raise err("PPS-4.1", "seating must be 'given' or 'random'", detail_zh="seating必须是“given”或“random”")
    if o["character_selection"] not in ("random", "choice"):
        raise err("PPS-4.1", "character_selection must be 'random' or 'choice'",
                  detail_zh="character_selection必须是“random”或“choice”")
    if not isinstance(o["round_limit"], int) or isinstance(o["round_limit"], bool) or o["round_limit"] < 1:
        raise err("PPS-4.1", "round_limit must be an integer of at least 1", detail_zh="round_limit必须是至少为1的整数")
    if o["mode"] not in ("identity", "boss"):
        raise err("PPS-4.1", "mode must be 'identity' or 'boss'", detail_zh="mode必须是“identity”或“boss”")
    if not isinstance(o["boss_seat"], int) or isinstance(o["boss_seat"], bool) or not 0 <= o["boss_seat"] < players:
        raise err("PPS-21.2", f"boss_seat must be a seat from 0 to {players - 1}",
                  detail_zh=f"boss_seat必须是0到{players - 1}之间的座位号")
    bh = o["boss_health"]
    if bh != "auto" and (not isinstance(bh, int) or isinstance(bh, bool) or not 1 <= bh <= 99):
        raise err("PPS-21.3", "boss_health must be 'auto' or an integer from 1 to 99",
                  detail_zh="boss_health必须是“auto”或1到99之间的整数")
    if o["mode"] == "boss" and any(o[k] is not None for k in ("identities", "characters", "hands")):
        raise err("PPS-21.2", "boss mode deals no identities; its characters and hands are dealt, not reported",
                  detail_zh="海盗王模式不发身份牌；人物和手牌由发牌决定，不能报告")
    pool = o["character_pool"]
    if not isinstance(pool, list) or not pool or any(not _is(c, POOL) for c in pool) \
            or len(set(pool)) != len(pool):
        raise err("PPS-4.3", "character_pool must be a non-empty list of distinct characters of PPS-3.2",
                  detail_zh="character_pool必须是PPS-3.2中互不相同的人物组成的非空列表")
    o["character_pool"] = sorted(pool)
    deck = o["deck"]
    if deck != "default":
        if not isinstance(deck, list):
            raise err("PPS-4.1", "deck must be 'default' or a list of cards", detail_zh="deck必须是“default”或一组牌")
        for i, c in enumerate(deck, 1):
            if not isinstance(c, dict) or set(c) != {"kind", "suit", "rank"} or not _is(c["kind"], KINDS) \
                    or not _is(c["suit"], SUITS) or not _is(c["rank"], RANKS):
                raise err("PPS-4.1", f"deck card #{i} must be {{kind, suit, rank}} with a kind of PPS-1.4, a suit "
                                     f"of {', '.join(SUITS)} and a rank of A-K",
                          detail_zh=f"牌组第{i}张牌必须是{{kind, suit, rank}}：kind为PPS-1.4中的牌，suit为"
                                    f"{'、'.join(SUITS)}之一，rank为A-K")
        if len(deck) < 4 * players + 1:
            raise err("PPS-4.3", f"a custom deck needs at least {4 * players + 1} cards for {players} players",
                      detail_zh=f"{players}名玩家的自定义牌组至少需要{4 * players + 1}张牌")
    table = m.table_for(o)
    ncards = len(table) - 1
    if o["identities"] is not None:
        ids = o["identities"]
        if not isinstance(ids, list) or len(ids) != players or any(not _is(i, IDENTITIES) for i in ids):
            raise err("PPS-2.2", "identities must name one identity per seat", detail_zh="identities必须为每个座位给出一个身份")
        counts = identity_counts(players)
        if any(ids.count(k) != v for k, v in counts.items()):
            raise err("PPS-2.2", f"{players} players take exactly {counts}",
                      detail_zh=f"{players}名玩家的身份必须恰好是："
                                f"{'、'.join(f'{v}{IDENTITY_ZH[k]}' for k, v in counts.items() if v)}")
    if o["characters"] is not None:
        chars = o["characters"]
        copies = -(-players // len(o["character_pool"]))
        if not isinstance(chars, list) or len(chars) != players or any(not _is(c, o["character_pool"]) for c in chars) \
                or any(chars.count(c) > copies for c in chars):
            raise err("PPS-4.2", "characters must name one pool character per seat, each at most "
                                 f"{copies} time(s)",
                      detail_zh=f"characters必须为每个座位给出一个人物池中的人物，每个人物最多{copies}次")
        if o["identities"] is None:
            raise err("PPS-4.2", "characters can be reported only together with identities",
                      detail_zh="只有同时报告identities时才能报告characters")
    if o["seating"] == "random" and any(o[k] is not None for k in ("identities", "characters", "hands")):
        raise err("PPS-4.1", "a reported table gives its seats as they are: use seating 'given'",
                  detail_zh="报告的牌桌按实际座位给出：请使用seating“given”")
    if o["hands"] is not None:
        hands = o["hands"]
        flat = [c for h in hands for c in h] if isinstance(hands, list) and all(isinstance(h, list) for h in hands) \
            else None
        if flat is None or len(hands) != players or any(len(h) != 4 for h in hands) or \
                any(not isinstance(c, int) or isinstance(c, bool) or not 1 <= c <= ncards or table[c] is None
                    for c in flat) or len(set(flat)) != len(flat):
            raise err("PPS-4.2", "hands must give each seat four distinct card numbers of the deck",
                      detail_zh="hands必须为每个座位给出牌组中四个互不相同的牌号")
        if o["characters"] is None:
            raise err("PPS-4.2", "hands can be reported only together with identities and characters",
                      detail_zh="只有同时报告identities和characters时才能报告hands")
    return o, table


def _setup_err(rule, detail, detail_zh):
    return InvalidSetup(rule, detail, detail_zh=detail_zh)


def _state_err(rule, detail, detail_zh):
    return Bad(f"options: {detail}")              # a state's problems are listed in English, as in every game


# Every frame kind's fields, compiled once per process for load (the imports above registered every frame).
_FRAME_READER = FrameReader({kind: cls.fields for kind, cls in FRAMES.items()})
# A state's options in force and its card table (PPS-4.1), checked once per process for each options value, with the
# names of the options that hold lists or objects: a state's copy copies only those anew (the rest are texts,
# numbers, true/false or null).
_STATE_OPTIONS = OptionsMemo(lambda players, options: _with_containers(*_check_options(players, options, _state_err)))


def _with_containers(options: dict, table) -> tuple:
    return options, table, tuple(key for key, value in options.items() if type(value) is list or type(value) is dict)


def options_copy(options: dict, containers: tuple) -> dict:
    """copy_json(options), where `containers` names every option holding a list or an object."""
    copy = dict(options)
    for key in containers:
        copy[key] = copy_json(options[key])
    return copy


_DEALABLE = frozenset(POOL)


def _option_problems(st):
    """The fields the options also fix must agree with them (PPS-4.1, PPS-4.2, PPS-21.2): the seating, a reported
    table's identities and characters, the character pool, the boss's seat and character."""
    o, n, seats = st["options"], st["players"], st["seats"]
    out = []
    if o["seating"] == "given" and st["seating"] != list(range(n)):
        out.append("with seating 'given', participant k sits in seat k")
    ids = list(map(itemgetter("identity"), seats))
    boss_seat = o["boss_seat"] if o["mode"] == "boss" else None
    if boss_seat is not None:
        if ids != ["boss" if i == boss_seat else "runner" for i in range(n)]:
            out.append(f"in boss mode seat {boss_seat} (boss_seat) is the boss and every other seat a runner")
        if seats[boss_seat]["character"] != "pirate_king":
            out.append("in boss mode the boss is the Pirate King (海盗王)")
    elif {"boss", "runner"} & set(ids):
        out.append("identity mode has no boss and no runners")
    elif o["identities"] is not None and ids != o["identities"]:
        out.append("the seats' identities differ from the reported table's (options.identities)")
    chars = list(map(itemgetter("character"), seats))
    if o["characters"] is not None and chars != o["characters"]:
        out.append("the seats' characters differ from the reported table's (options.characters)")
    pool = o["character_pool"]
    dealt = Counter(filter(_DEALABLE.__contains__, chars))    # the dealable characters (not the boss's)
    copies = -(-n // len(pool))
    if dealt and (not dealt.keys() <= set(pool) or max(dealt.values()) > copies):
        out.append(f"every character comes from options.character_pool, each at most {copies} time(s)")
    return out


def _frame_problems(st):
    """Ids of one kind kept where another is read: a use's extra list holds the victim's seat (借刀杀人) or the
    revealed cards (收获子弹), nothing else; a returned value lands only in a field of its kind."""
    out = []
    ncards, stack = len(st["_t"]) - 1, st["stack"]
    for i, fr in enumerate(stack):
        if fr["kind"] == "Use":
            entry = m.CARDS.get(fr["card_kind"], {})
            plain = all(type(x) is int for x in fr["extra"])
            if entry.get("target") == "two":
                if not (plain and len(fr["extra"]) == 1 and 0 <= fr["extra"][0] < st["players"]):
                    out.append(f"a {fr['card_kind']} use must keep exactly one victim seat")
            elif entry.get("reveals"):
                if not (plain and all(1 <= x <= ncards for x in fr["extra"])):
                    out.append(f"a {fr['card_kind']} use keeps revealed card numbers only")
            elif fr["extra"]:
                out.append(f"a {fr['card_kind']} use keeps no extra seats or cards")
        ret = fr.get("return_to")
        if ret is not None and fr["kind"] in RETURNS:
            below = FRAMES[stack[i - 1]["kind"]].fields.get(ret) if i else None
            if below not in RETURNS[fr["kind"]]:
                out.append(f"a {fr['kind']} frame cannot hand its answer to field {ret!r} of the frame below")
    return out


def _conserved(st, zones, table) -> bool:
    """Whether the zones, the seats' hands, slots and judgement areas and the `zones` of the hooks hold every card
    of the deck (`table`) once and nothing else: what problems' card-by-card walk finds no fault in."""
    seats = st["seats"]
    slotted = list(chain.from_iterable(map(dict.values, map(itemgetter("equipment"), seats))))
    hands = list(map(itemgetter("hand"), seats))
    judged = list(map(itemgetter(0), chain.from_iterable(map(itemgetter("judgement_area"), seats))))
    hooked = list(map(itemgetter(0), zones))
    places = [st["pile"], st["pile_top"], st["discard"], st["processing"], st["removed"], *hands, judged, *hooked]
    distinct = set(slotted)                   # the sets grow at C speed: no list of every card is built
    distinct.update(*places)
    distinct.discard(None)                    # an empty slot
    return (len(distinct) == sum(map(len, places)) + len(slotted) - slotted.count(None)
            and distinct == m.deck_numbers(table))


def _each_once(placed: list, zones, table) -> bool:
    """_conserved's verdict, from the cards load read in the zones and in front of the seats (`placed`)."""
    deck = m.deck_numbers(table)
    if len(placed) + sum(len(cards) for cards, _ in zones) != len(deck):
        return False
    distinct = set(placed)
    distinct.update(*map(itemgetter(0), zones))
    return distinct == deck


# A state that passed load and problems() but whose pending frames contradict each other (hand-edited) is reported
# as an invalid state, not as a crash: these are the errors that reading such frames raises. Caught by a try around
# each entry point rather than a context manager: it wraps every step of a playout, and a try costs nothing until
# something is raised, where entering and leaving a `with` are two calls.
_INCONSISTENT = (KeyError, IndexError, TypeError, ValueError, AttributeError, StopIteration)


def _inconsistent(error):
    return InvalidState(f"the pending decisions of this state are inconsistent ({type(error).__name__})")


class PaoPaoSha(Game):
    id = "paopaosha"
    name_en = "PaoPao Sha"
    name_zh = "跑跑杀"
    chinese_script = "zh-Hans"
    result_reasons = {reason: rule for reason, (_, rule, _) in REASONS.items()}
    min_players = 3
    max_players = 12
    version = 1
    turn_rule = "PPS-6.1"
    game_over_rule = "PPS-16.1"
    chance_rule = "PPS-19.1"
    action_rule = "PPS-18.1"
    # Table chance mode: engine/paopaosha/table_play.py, docs/TABLE_MODE.md.
    table_rule = "PPS-19.5"
    state_bounds, action_bounds, option_bounds = STATE_BOUNDS, ACTION_BOUNDS, OPTION_BOUNDS
    fields_bounded_once_loaded = BOUNDED_ONCE_LOADED

    def option_specs(self):
        return OPTION_SPECS

    def action_specs(self):
        return actions.specs()

    def rule_summaries(self):
        return dict(RULES)

    def rule_summaries_zh(self):
        return dict(RULES_ZH)

    def catalogue(self):
        return paopaosha_catalogue(self.id, text(self.name_en, self.name_zh))

    # -- setup --------------------------------------------------------------------------------------------

    def new_game(self, players, options):
        if not isinstance(players, int) or isinstance(players, bool) or not 3 <= players <= 12:
            raise InvalidSetup("PPS-4.1", "PaoPao Sha is played by 3 to 12 players.", detail_zh="跑跑杀由3到12名玩家进行。")
        o, table = _check_options(players, options, _setup_err)
        st = {
            "players": players, "options": o, "to_act": [], "result": None, "round": 0, "current": 0,
            "seats": [{"identity": None, "revealed": False, "character": None, "health": 0, "max_health": 0,
                       "alive": True, "hand": [], "equipment": {s: None for s in ("weapon", "armour", "mount", "book")},
                       "judgement_area": [], "score": 1, "skip_turn": False, "marks": {}} for _ in range(players)],
            "pile": [n for n in range(1, len(table)) if table[n] is not None], "pile_top": [], "discard": [],
            "processing": [], "removed": [], "counters": {"attacks": 0, "actions": 0, "used": []},
            "blade_uses": {}, "stack": [], "_t": table, "table": None,
            "seating": list(range(players)) if o["seating"] == "given" else [None] * players,
        }
        ev = []
        stage = "identity" if o["seating"] == "given" else "seating"
        if o["mode"] == "boss":
            boss.setup_seats(st, ev)
            stage = "character" if stage == "identity" else stage
        if o["identities"] is not None and stage == "identity":
            fr = {"kind": "Setup", "step": "identity", "seat": 0}
            st["stack"].append(fr)
            for ident in o["identities"]:
                flow.Setup._give_identity(st, fr, ident, ev)
            st["stack"].pop()
            stage = "character"
            if o["characters"] is not None:
                fr = {"kind": "Setup", "step": "character", "seat": 0}
                st["stack"].append(fr)
                lord = o["identities"].index("lord")
                for i in range(players):
                    flow.Setup._give_character(st, fr, o["characters"][(lord + i) % players], ev)
                st["stack"].pop()
                stage = "hands"
        if o["hands"] is not None and stage == "hands":
            for seat, hand in enumerate(o["hands"]):
                for c in hand:
                    st["pile"].remove(c)
                st["seats"][seat]["hand"] = sorted(hand)
            flow.start_turn(st, o["identities"].index("lord"))
        else:
            st["stack"].append({"kind": "Setup", "step": stage, "seat": 0})
        m.run(st, ev)
        return st

    # -- table chance mode (PPS-19.5, engine/paopaosha/table_play.py) -----------------------------------------

    def start_table(self, st):
        table_play.start(st)

    def in_table_mode(self, st):
        return st["table"] is not None

    def any_time_action(self, st, action):
        """A seat's reveal: any moment, even after the end (the final audit)."""
        return st["table"] is not None and action.get("type") == "reveal" and action.get("player") != CHANCE

    # -- reading and writing --------------------------------------------------------------------------------

    def load(self, data):
        checked = {}

        def deck_size(options):
            # Called once the player count has been read; the options in force are kept for below.
            kept, checked["table"], containers = _STATE_OPTIONS(data["players"], options)
            checked["options"] = options_copy(kept, containers)    # a copy: the checked options are kept
            return len(checked["table"]) - 1
        st = load_state(data, _FRAME_READER, deck_size)
        given = st["options"]
        st["options"], st["_t"] = checked["options"], checked["table"]
        st["table"] = table_play.load(st["table"], st)
        if st["options"] != given:
            raise InvalidState("options must be the options in force, every default filled in, as setup wrote them")
        # PPS-16.9: the game ends as a draw once the round passes the limit.
        if st["round"] > st["options"]["round_limit"] + 1:
            raise InvalidState(f"round {st['round']} is beyond the round limit of {st['options']['round_limit']}")
        return st

    def loaded_within_bounds(self, st, data):
        return loaded_within_bounds(st, data)

    def load_trusted(self, data):
        # A state this service sealed is the dict the game works on; only the card table is not in it, and a
        # table record is read back into its object.
        data["_t"] = m.table_for(data["options"])
        data["table"] = table_play.load(data["table"], data)
        return data

    def dump(self, st):
        out = without(st, _NOT_DUMPED)
        out["table"] = None if st["table"] is None else st["table"].dump()
        return out

    def to_act(self, st):
        return list(st["to_act"])

    def result(self, st):
        return st["result"]

    # -- play -----------------------------------------------------------------------------------------------

    def chance_outcomes(self, st):
        if st["to_act"] != [CHANCE]:
            return []
        try:
            return m.chance_outcomes(st) if st["table"] is None else table_play.chance_outcomes(st)
        except _INCONSISTENT as error:
            raise _inconsistent(error) from None

    def draw_chance(self, st, rng):
        # A card drawn from the pile or taken from a hand: every card once, weight 1, so the number picks the card
        # at its place in the list, the one the listed outcomes would give (a table-mode game reports its chance).
        if st["to_act"] == [CHANCE] and st["table"] is None:
            try:
                fr = st["stack"][-1]
                drawn_from = FRAMES[fr["kind"]].drawn_from
                if drawn_from is not None:
                    action_type, cards = drawn_from(st, fr)
                    if cards:
                        return {"type": action_type, "player": CHANCE, "card": cards[rng.below(len(cards))]}
            except _INCONSISTENT as error:
                raise _inconsistent(error) from None
        return super().draw_chance(st, rng)

    def legal_moves(self, st, player):
        if type(player) is not int or st["to_act"] != [player]:     # 6.0 is no seat (PPS-18.1): actions.is_plain_int
            return []
        fr = st["stack"][-1]
        try:
            cls = FRAMES[fr["kind"]]
            moves = cls.moves(st, fr)
            if st["table"] is not None:
                moves = table_play.with_sources(st, moves)
            if cls.decider(st, fr) != player:                     # PPS-18.6: the controller decides
                moves = [{**mv, "player": player} for mv in moves]
            return moves
        except _INCONSISTENT as error:
            raise _inconsistent(error) from None

    def apply(self, st, action):
        try:
            return self._apply(st, action)
        except _INCONSISTENT as error:
            raise _inconsistent(error) from None

    def _apply(self, st, action):
        actions.parse(action)
        if action["type"] == "reveal" and action["player"] != CHANCE:
            return self._reveal(st, action)
        if st["result"] is not None:
            raise IllegalMove("PPS-16.1", "The game is over.", detail_zh="游戏已经结束。")
        actor = action["player"]
        if actor not in st["to_act"]:
            raise IllegalMove("PPS-6.1", f"It is not {actor}'s decision now.",
                              detail_zh=f"现在不是{'随机事件' if actor == CHANCE else f'{actor}号位'}作决定的时候。")
        fr = st["stack"][-1]
        cls = FRAMES[fr["kind"]]
        ev = []
        real = cls.decider(st, fr)
        if actor != CHANCE and real != actor:                  # PPS-18.6: acting for the controlled seat
            action = {**action, "player": real}
        table = st["table"]
        if table is None and "from_hand" in action:
            raise IllegalMove("PPS-19.5", "from_hand is for table mode only: the card number tells whose hand it is.",
                              detail_zh="from_hand只用于桌面模式：牌号已经说明它来自谁的手牌。")
        if table is not None:                                  # PPS-19.5: claims first, unnamed cards as tokens
            action = table_play.prepare(st, fr, action)
            tokens_before = [list(tokens) for tokens in table.tokens]
        if actor == CHANCE:
            if not cls.allows(st, fr, action):
                raise IllegalMove("PPS-19.1", "That random outcome cannot happen in this state.",
                                  detail_zh="这个随机结果在当前局面下不可能出现。")
        elif not cls.accepts(st, fr, action):
            why = getattr(cls, "why", None)
            rule, detail = why(st, fr, action) if why else ("PPS-18.2", text("That answer is not legal now.",
                                                                             "此时不能这样应对。"))
            raise IllegalMove(rule, detail["en"], detail_zh=detail["zh"])
        if table is not None:                                  # PPS-20.1: a card given face down, unnamed
            action = table_play.give_unnamed(st, fr, action)
        cls.answer(st, fr, action, ev)
        m.run(st, ev)
        if table is not None:
            table_play.settle(st, tokens_before, ev)
        for fn in m.HOOKS["events"]:                           # PPS-20.1: controllers see what their seat sees
            fn(st, ev)
        return ev

    @staticmethod
    def _reveal(st, action):
        """A seat shows its hand and/or identity (PPS-19.5), at any moment."""
        if st["table"] is None:
            raise IllegalMove("PPS-19.5", "Only a table-mode game takes a reveal.", detail_zh="只有桌面模式的对局才能亮牌。")
        if action["seat"] != action["player"]:
            raise IllegalMove("PPS-19.5", "A seat reveals only its own hand and identity.",
                              detail_zh="每个座位只能亮出自己的手牌和身份。")
        table_play.reveal(st, action)
        seat, ev = action["seat"], []
        m.event(ev, "reveal", f"Player {seat} shows the table its {_shown(action)['en']}.",
                f"{seat}号位亮出了{_shown(action)['zh']}。", seat, hand=action["hand"], identity=action["identity"])
        return ev

    def default_move(self, st, player):
        return self.default_among(st, player, self.legal_moves(st, player))

    def default_among(self, st, player, moves):
        for mv in moves:
            if mv["type"] in ("pass", "end_play_phase", "end_step"):
                return mv
        return moves[0] if moves else {"type": "pass", "player": player}

    def prompts(self, st, seats, seen_by=None):
        try:
            return prompts.prompts(st, seats, seen_by)
        except _INCONSISTENT as error:
            raise _inconsistent(error) from None

    def labels(self, st, moves, seen_by=None):
        try:
            labels = prompts.labels(st, moves, seen_by)
        except _INCONSISTENT as error:
            raise _inconsistent(error) from None
        if st["table"] is None:
            return labels
        return [table_play.with_if_held(st, move, label) for move, label in zip(moves, labels)]

    def prompts_and_labels(self, st, seats, moves):
        # The cards a seat sees are read by both (the decider's prompt, its moves' labels): worked out once.
        seen_by = prompts.seen_once(st)
        return self.prompts(st, seats, seen_by) if seats else [], self.labels(st, moves, seen_by)

    # -- hidden information (PPS-20) -------------------------------------------------------------------------

    def view(self, st, player):
        # Like dump, the view shares the lists it shows unchanged with the state (a view is written out once, the
        # state is not played on after it); the seats and options it changes are copied, the rest it replaces.
        out = {key: value for key, value in st.items() if key not in VIEW_REPLACES}
        out["seats"] = [dict(seat) for seat in st["seats"]]
        out["options"] = dict(st["options"])
        for i, s in enumerate(out["seats"]):
            if i != player:
                if not m.sees(st, player, i, "hand"):
                    s["hand"] = len(s["hand"])
                if not s["revealed"] and not m.sees(st, player, i, "identity"):
                    s["identity"] = None
        if st["table"] is not None:
            table_play.view(st, out, player)
        out["pile"] = len(st["pile"])
        out["pile_top"] = len(st["pile_top"])
        for key in ("identities", "characters", "hands"):
            if out["options"][key] is not None:
                out["options"][key] = "reported"
        out["stack"] = [self._frame_view(st, fr, player, fr is st["stack"][-1]) for fr in st["stack"]]
        if st["table"] is not None:
            table_play.view_frames(st, out["stack"])
        return out

    @staticmethod
    def _frame_view(st, fr, player, pending):
        """A frame's public fields; the pending decision's decider (or his controller) also sees his own choices
        so far, which nobody else may see (PPS-18.7). Copied: a view never shares lists with the state."""
        cls = FRAMES[fr["kind"]]
        shown = cls.public
        if pending and cls.own and player is not None:
            try:
                decider = cls.decider(st, fr)
                if decider not in (None, CHANCE) and m.decider_of(st, decider) == player:
                    shown = shown + cls.own
            except _INCONSISTENT as error:
                raise _inconsistent(error) from None
        return {"kind": fr["kind"], **{f: copy_json(fr[f]) for f in shown}}

    # -- reachability -----------------------------------------------------------------------------------------

    def problems(self, st):
        out = []
        table = st["_t"]
        n = st["players"]
        seats = st["seats"]
        where = {}
        zones = [cards for fn in m.HOOKS["zones"] for cards in fn(st)]
        # Every card of the deck in exactly one place, checked at C speed: then no card can be reported below, and
        # the card-by-card walk that names each misplaced card is skipped.
        placed = st.pop(PLACED_CARDS, None)
        conserved = _conserved(st, zones, table) if placed is None else _each_once(placed, zones, table)

        def put(cards, zone):
            for c in cards:
                if c >= len(table) or table[c] is None:
                    out.append(f"card #{c} in {zone} is not in this deck")
                elif c in where:
                    out.append(f"card #{c} is both in {where[c]} and in {zone}")
                else:
                    where[c] = zone
        for zone in () if conserved else ("pile", "pile_top", "discard", "processing", "removed"):
            put(st[zone], zone)
        for i, s in enumerate(seats):
            if not conserved:
                put(s["hand"], f"seat {i}'s hand")
            for slot, c in s["equipment"].items() if not conserved or any(s["equipment"].values()) else ():
                if c is not None:
                    if not conserved:
                        put([c], f"seat {i}'s {slot} slot")
                    if c < len(table) and table[c] and SLOT_OF_TYPE.get(KINDS[table[c][0]]["type"]) != slot:
                        out.append(f"card #{c} cannot sit in seat {i}'s {slot} slot")
            if not conserved:
                put([e[0] for e in s["judgement_area"]], f"seat {i}'s judgement area")
            if s["health"] > s["max_health"]:
                out.append(f"seat {i}'s health is above its max health")
            if not s["alive"] and (s["hand"] or s["judgement_area"] or any(s["equipment"].values())) and st["result"] is None \
                    and not table_play.ending(st):
                out.append(f"dead seat {i} still holds cards")
        for fn in m.HOOKS["problems"]:
            out.extend(fn(st))
        for cards, zone in () if conserved else zones:
            put(cards, zone)
        missing = [] if conserved else [c for c in range(1, len(table)) if table[c] is not None and c not in where]
        if missing:
            out.append(f"card(s) {missing[:10]} are missing")
        placed = [x for x in st["seating"] if x is not None]
        if len(set(placed)) != len(placed):
            out.append("a participant sits in two seats")
        if sum(map(itemgetter("score"), seats)) > n:
            out.append("there are more score cards than players")
        dealt = list(map(itemgetter("identity"), seats))     # a few identities counted in C: no Counter built
        if any(dealt.count(k) > v for k, v in identity_counts(n).items()):
            out.append("the identities do not match the player count")
        for key, v in st["blade_uses"].items():
            if int(key) >= len(table) or table[int(key)] is None or table[int(key)][0] != "reaper_blade":
                out.append(f"blade_uses names card #{key}, which is no 死神冥刀")
        out.extend(_frame_problems(st))
        out.extend(table_play.problems(st))
        out.extend(_option_problems(st))
        out.extend(result_problems(st))
        for fr in st["stack"]:
            steps = getattr(FRAMES[fr["kind"]], "steps", None)
            if steps and fr["step"] not in steps:
                out.append(f"a {fr['kind']} frame cannot be at step {fr['step']!r}")
        if any(fr["kind"] in ("Turn", "Setup") for fr in st["stack"][1:]):
            out.append("only the bottom frame can be a turn or the setup")
        if st["result"] is None:
            if not st["stack"]:
                out.append("a running game must have a pending decision")
            elif st["stack"][0]["kind"] not in ("Turn", "Setup"):
                out.append("the bottom of the stack must be a turn or the setup")
            else:
                try:
                    if m.to_act(st) != st["to_act"]:
                        out.append("to_act does not match the pending decision")
                except (KeyError, IndexError, TypeError, ValueError, AttributeError):
                    out.append("the pending decisions are inconsistent")
        elif st["stack"] or st["to_act"]:
            out.append("a finished game has no pending decision")
        return out
