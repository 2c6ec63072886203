"""The card table of Monster Maker 5 as data (MM-1).

The default table is the reconstruction of MM-1.1-MM-1.8; MM-1.10 makes it configuration, so setup may pass a
replacement in the option `card_table`, checked by `parse_table` against MM-1.12. Rules code only reads card
*classes* and *fields* from a `Table`, never card names or numbers.
"""
from __future__ import annotations

import re
from typing import NamedTuple

from engine.core.errors import InvalidSetup

LIGHT_CHARACTERS = ("paladin", "warrior", "mage")
DARK_RANKS = {"orc": 1, "monster": 1, "dark_sorcerer": 2, "dark_knight": 2, "great_dark_knight": 3, "queen": 4}
CHARACTER_CLASSES = LIGHT_CHARACTERS + tuple(DARK_RANKS)
CLASSES = CHARACTER_CLASSES + ("gem", "thief", "spell")
SPELLS = ("holy_light", "fireball", "thunderstorm", "protection", "haste", "sleep", "dispel")
ATTACK_SPELLS = ("holy_light", "fireball", "thunderstorm")
STATUS_SPELLS = ("protection", "haste", "sleep")
KINDS = ("physical", "magic")
DUNGEON_RANK = 5

MAX_ID_LENGTH = 16                # a card id of a card table (parse_table)
_ID = re.compile(rf"^[A-Za-z0-9_-]{{1,{MAX_ID_LENGTH}}}$")
_DICE = re.compile(r"^([1-9][0-9]?)D(?:\+([0-9]{1,2}))?$")


class Card(NamedTuple):
    id: str
    cls: str
    index: int               # canonical order (MM-1.9)
    stats: tuple | None      # ((n, m, defence) physical, (n, m, defence) magic) for characters and the dungeon
    gem: str | None = None   # a paladin's paired gem
    steal: int = 0           # a thief's numbers (MM-1.5)
    rescue: int = 0
    spell: str | None = None
    attack: tuple | None = None  # an attack spell's (n, m)
    bonus: int = 0           # Protection's defence bonus
    # Derived from `cls` once (`_card`), since the rules read them for every card they look at:
    side: str | None = None  # light or dark for a character, else None
    rank: int = 0            # a Dark character's rank (MM-6.11), the dungeon's DUNGEON_RANK, else 0


def _card(cid: str, cls: str, index: int, stats: tuple | None) -> Card:
    side = "light" if cls in LIGHT_CHARACTERS else "dark" if cls in DARK_RANKS else None
    rank = DARK_RANKS.get(cls, DUNGEON_RANK if cls == "dungeon" else 0)
    return Card(cid, cls, index, stats, side=side, rank=rank)


class CardSets(NamedTuple):
    ids: frozenset         # every card id of the table: the deck's cards and the dungeon
    deck: frozenset        # the deck's cards
    field: frozenset       # cards that may enter a field: gems and characters
    paladins: frozenset
    dark: frozenset        # Dark characters
    light: frozenset       # Light characters
    spells: frozenset


class Table(NamedTuple):
    cards: dict            # id -> Card, deck cards and the dungeon
    deck: tuple            # deck card ids in canonical order
    dungeon: str           # the dungeon card's id
    paladins: tuple
    gems: tuple
    daggers: frozenset     # paladins and gems (MM-13.1)
    positions: dict        # id -> its place in canonical order (Card.index), for sorting at C speed
    names: dict            # id -> its names for people (card_names), written once per table
    sets: CardSets         # the cards that may sit in each kind of zone, for checking whole zones at C speed

    def order(self, ids) -> list:
        return sorted(ids, key=self.positions.__getitem__)


def _pc(cls, atk_def_p, atk_def_m, **extra):
    return {"class": cls, "physical": {"attack": atk_def_p[0], "defence": atk_def_p[1]},
            "magic": {"attack": atk_def_m[0], "defence": atk_def_m[1]}, **extra}


def _default_table() -> dict:
    cards = []
    paladins = [("3D", 9, "1D+2", 7), ("1D+2", 7, "3D", 9), ("2D+2", 8, "2D", 8), ("2D", 8, "2D+2", 8),
                ("2D+1", 9, "2D+1", 9), ("2D+1", 8, "2D", 7), ("2D", 7, "2D+1", 8)]
    for i, (pa, pd, ma, md) in enumerate(paladins, 1):
        cards.append({"id": f"P{i}", **_pc("paladin", (pa, pd), (ma, md), gem=f"G{i}")})
    cards += [{"id": f"G{i}", "class": "gem"} for i in range(1, 8)]
    cards += [{"id": f"W{i}", **_pc("warrior", ("2D", 7), ("1D", 5))} for i in range(1, 7)]
    cards += [{"id": f"M{i}", **_pc("mage", ("1D", 5), ("2D", 7))} for i in range(1, 6)]
    for i, (steal, rescue) in enumerate([(5, 4), (5, 4), (4, 5), (4, 5), (6, 3)], 1):
        cards.append({"id": f"T{i}", "class": "thief", "steal": steal, "rescue": rescue})
    dark = [("O", 6, "orc", ("1D", 5), ("1D", 4)), ("MN", 5, "monster", ("2D", 7), ("1D", 5)),
            ("DS", 3, "dark_sorcerer", ("1D", 6), ("2D+1", 8)), ("DK", 3, "dark_knight", ("2D+1", 8), ("1D+1", 6)),
            ("GK", 2, "great_dark_knight", ("2D+2", 9), ("2D", 8))]
    for prefix, count, cls, phys, magic in dark:
        cards += [{"id": f"{prefix}{i}", **_pc(cls, phys, magic)} for i in range(1, count + 1)]
    cards.append({"id": "QD", **_pc("queen", ("3D", 10), ("3D", 10))})
    spells = [("HL1", "holy_light", {"attack": "3D"}), ("HL2", "holy_light", {"attack": "3D"}),
              ("FB1", "fireball", {"attack": "2D+1"}), ("FB2", "fireball", {"attack": "2D+1"}),
              ("TS", "thunderstorm", {"attack": "1D+1"}), ("PR1", "protection", {"bonus": 2}),
              ("PR2", "protection", {"bonus": 2}), ("HA", "haste", {}), ("SL", "sleep", {}), ("DP", "dispel", {})]
    cards += [{"id": cid, "class": "spell", "spell": kind, **extra} for cid, kind, extra in spells]
    return {"cards": cards, "dungeon": {"id": "DG", "physical": {"attack": "2D+1", "defence": 10},
                                        "magic": {"attack": "2D+1", "defence": 10}}}


DEFAULT_TABLE_DATA = _default_table()

NAMES = {
    "paladin": ("Paladin", "聖騎士"), "gem": ("Gem", "寶石"), "warrior": ("Warrior", "戰士"),
    "mage": ("Mage", "法師"), "thief": ("Thief", "盜賊"), "orc": ("Orc", "獸人"), "monster": ("Monster", "怪獸"),
    "dark_sorcerer": ("Dark Sorcerer", "黑魔道士"), "dark_knight": ("Dark Knight", "闇之騎士"),
    "great_dark_knight": ("Great Dark Knight", "闇之大騎士"), "queen": ("Queen of Darkness", "闇之女王"),
    "holy_light": ("Holy Light", "Holy Light"), "fireball": ("Fireball", "火球"),
    "thunderstorm": ("Thunderstorm", "雷暴"), "protection": ("Protection", "守護"), "haste": ("Haste", "加速"),
    "sleep": ("Sleep", "睡眠"), "dispel": ("Dispel", "驅散"), "dungeon": ("Dark Dungeon", "黑暗地牢"),
}


def card_names(cards: dict) -> dict:
    """Each card for people, by id: (English "P3 (Paladin)", the events' Chinese "P3 (聖騎士)", the labels' Chinese
    "P3（聖騎士）"), its kind's names from NAMES."""
    out = {}
    for cid, card in cards.items():
        english, chinese = NAMES[card.spell if card.cls == "spell" else card.cls]
        out[cid] = (f"{cid} ({english})", f"{cid} ({chinese})", f"{cid}（{chinese}）")
    return out


def _bad(detail: str, detail_zh: str):
    raise InvalidSetup("MM-1.12", f"Invalid card table: {detail}.", detail_zh=f"牌表無效：{detail_zh}。")


def _dice(value, where: str) -> tuple:
    match = _DICE.match(value) if isinstance(value, str) else None
    if not match:
        _bad(f"{where} must be a dice expression such as '2D' or '1D+2' with at least one die",
             f"{where} 必須是像 '2D' 或 '1D+2' 這樣至少一顆骰子的骰子式")
    return int(match.group(1)), int(match.group(2) or 0)


def _stats(entry: dict, where: str) -> tuple:
    out = []
    for kind in KINDS:
        part = entry.get(kind)
        if not isinstance(part, dict) or set(part) != {"attack", "defence"}:
            _bad(f"{where} needs a {kind} value with exactly 'attack' and 'defence'",
                 f"{where} 需要一個剛好有 'attack' 與 'defence' 的 {kind} 數值")
        n, m = _dice(part["attack"], f"{where} {kind} attack")
        defence = part["defence"]
        if isinstance(defence, bool) or not isinstance(defence, int) or not 0 <= defence <= 99:
            _bad(f"{where} {kind} defence must be an integer from 0 to 99", f"{where} 的 {kind} 防禦必須是 0 到 99 的整數")
        out.append((n, m, defence))
    return tuple(out)


_FIELDS = {
    "paladin": {"id", "class", "physical", "magic", "gem"},
    "gem": {"id", "class"},
    "thief": {"id", "class", "steal", "rescue"},
}
_SPELL_FIELDS = {"holy_light": {"attack"}, "fireball": {"attack"}, "thunderstorm": {"attack"},
                 "protection": {"bonus"}}


def parse_table(data, players: int | None = None) -> Table:
    """Checks a card table against MM-1.12 and returns it ready for the rules; raises InvalidSetup."""
    if not isinstance(data, dict) or set(data) != {"cards", "dungeon"}:
        _bad("it must be an object with exactly 'cards' (a list) and 'dungeon' (an object)",
             "必須是剛好有 'cards'（列表）與 'dungeon'（物件）的物件")
    entries, dungeon = data["cards"], data["dungeon"]
    if not isinstance(entries, list) or not 1 <= len(entries) <= 200:
        _bad("'cards' must be a list of 1 to 200 cards", "'cards' 必須是 1 到 200 張卡片的列表")
    cards: dict[str, Card] = {}
    for index, entry in enumerate(entries):
        if not isinstance(entry, dict):
            _bad(f"card {index} must be an object", f"第 {index} 張卡片必須是物件")
        cid, cls = entry.get("id"), entry.get("class")
        if not isinstance(cid, str) or not _ID.match(cid):
            _bad(f"card {index} needs an 'id' of 1-16 letters, digits, '_' or '-'",
                 f"第 {index} 張卡片需要由 1 到 16 個字母、數字、'_' 或 '-' 組成的 'id'")
        if cid in cards:
            _bad(f"card id {cid} appears twice", f"卡片編號 {cid} 出現了兩次")
        if cls not in CLASSES:
            _bad(f"card {cid} has class {cls!r}; classes are {', '.join(CLASSES)}",
                 f"卡片 {cid} 的種類是 {cls!r}；可用的種類有 {', '.join(CLASSES)}")
        names = {"name_en", "name_zh"} & set(entry)
        for key in names:
            if not isinstance(entry[key], str):
                _bad(f"card {cid} {key} must be a string", f"卡片 {cid} 的 {key} 必須是字串")
        if cls == "spell":
            kind = entry.get("spell")
            if kind not in SPELLS:
                _bad(f"spell {cid} needs 'spell', one of {', '.join(SPELLS)}",
                     f"法術卡 {cid} 需要 'spell'，為 {', '.join(SPELLS)} 之一")
            expected = {"id", "class", "spell"} | _SPELL_FIELDS.get(kind, set())
        else:
            expected = _FIELDS.get(cls, {"id", "class", "physical", "magic"})
        if set(entry) - names != expected:
            _bad(f"card {cid} ({cls}) must have exactly the fields {', '.join(sorted(expected))}",
                 f"卡片 {cid}（{cls}）的欄位必須剛好是 {', '.join(sorted(expected))}")
        card = _card(cid, cls, index, None)
        if cls in CHARACTER_CLASSES:
            card = card._replace(stats=_stats(entry, f"card {cid}"))
        if cls == "paladin":
            card = card._replace(gem=entry["gem"])
        elif cls == "thief":
            for key in ("steal", "rescue"):
                value = entry[key]
                if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 6:
                    _bad(f"thief {cid} {key} number must be an integer from 1 to 6", f"盜賊 {cid} 的 {key} 數字必須是 1 到 6 的整數")
            card = card._replace(steal=entry["steal"], rescue=entry["rescue"])
        elif cls == "spell":
            card = card._replace(spell=entry["spell"])
            if "attack" in entry:
                card = card._replace(attack=_dice(entry["attack"], f"spell {cid} attack"))
            if "bonus" in entry:
                bonus = entry["bonus"]
                if isinstance(bonus, bool) or not isinstance(bonus, int) or not 0 <= bonus <= 20:
                    _bad(f"spell {cid} bonus must be an integer from 0 to 20", f"法術卡 {cid} 的 bonus 必須是 0 到 20 的整數")
                card = card._replace(bonus=bonus)
        cards[cid] = card
    if not isinstance(dungeon, dict) or set(dungeon) != {"id", "physical", "magic"}:
        _bad("'dungeon' must be exactly one card with 'id', 'physical' and 'magic'",
             "'dungeon' 必須剛好是一張有 'id'、'physical' 與 'magic' 的卡片")
    did = dungeon["id"]
    if not isinstance(did, str) or not _ID.match(did):
        _bad("the dungeon needs an 'id' of 1-16 letters, digits, '_' or '-'",
             "黑暗地牢需要由 1 到 16 個字母、數字、'_' 或 '-' 組成的 'id'")
    if did in cards:
        _bad(f"the dungeon card {did} must not be in the deck", f"黑暗地牢卡 {did} 不可在牌庫中")
    paladins = tuple(c.id for c in cards.values() if c.cls == "paladin")
    gems = tuple(c.id for c in cards.values() if c.cls == "gem")
    if not paladins or not gems:
        _bad("it needs at least one paladin and at least one gem", "至少需要一名聖騎士與一顆寶石")
    named = [cards[p].gem for p in paladins]
    for pid, gem in zip(paladins, named):
        if gem not in gems:
            _bad(f"paladin {pid} must name a gem of the table as its pair", f"聖騎士 {pid} 必須指定牌表中的一顆寶石作為配對")
    if len(set(named)) != len(named):
        _bad("no gem may be the pair of two paladins", "一顆寶石不能同時配對兩名聖騎士")
    deck = tuple(cards)
    cards[did] = _card(did, "dungeon", len(entries), _stats(dungeon, "the dungeon"))
    if players is not None and len(deck) < 5 * players + 1:
        _bad(f"the deck has {len(deck)} cards; {players} players need at least {5 * players + 1}",
             f"牌庫只有 {len(deck)} 張；{players} 人遊戲至少需要 {5 * players + 1} 張")
    return Table(cards, deck, did, paladins, gems, frozenset(paladins + gems),
                 {cid: card.index for cid, card in cards.items()}, card_names(cards),
                 CardSets(frozenset(cards), frozenset(deck), frozenset(cid for cid, card in cards.items() if card.cls == "gem" or card.side),
                          frozenset(paladins), frozenset(cid for cid, card in cards.items() if card.side == "dark"),
                          frozenset(cid for cid, card in cards.items() if card.side == "light"),
                          frozenset(cid for cid, card in cards.items() if card.cls == "spell")))


DEFAULT_TABLE = parse_table(DEFAULT_TABLE_DATA)
_CACHE: dict[str, Table] = {}


def table_for(option, players: int | None = None) -> Table:
    """The table an option value names: "default", or a replacement table object."""
    if option == "default":
        return DEFAULT_TABLE
    import json
    if not isinstance(option, dict):
        _bad("card_table must be 'default' or a table object", "card_table 必須是 'default' 或牌表物件")
    try:
        key = json.dumps(option, sort_keys=True)
    except (TypeError, ValueError):
        _bad("the table must be plain JSON", "牌表必須是單純的 JSON")
    found = _CACHE.get(key)
    if found is None:
        found = parse_table(option)
        if len(_CACHE) > 32:
            _CACHE.clear()
        _CACHE[key] = found
    if players is not None and len(found.deck) < 5 * players + 1:
        _bad(f"the deck has {len(found.deck)} cards; {players} players need at least {5 * players + 1}",
             f"牌庫只有 {len(found.deck)} 張；{players} 人遊戲至少需要 {5 * players + 1} 張")
    return found


def card_name(table: Table, cid: str, lang: int = 0) -> str:
    """A card for people: its id and its kind's name (lang 0 English, 1 Chinese)."""
    return table.names[cid][lang]
