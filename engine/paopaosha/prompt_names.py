"""How PaoPao Sha's prompts and labels name seats, cards, abilities, characters and identities, in English and
simplified Chinese.

A card is named with its kind, suit and rank ("#32 闪 ♦6") only where the asked seat sees it (its own hand, the
equipment and judgement areas, the discard and processing zones, hands it may see (PPS-20.1), the cards of the
pending frame its decider is shown); any other card is "#32" alone, which its move already shows."""
from __future__ import annotations

import functools
import re
from itertools import chain
from operator import itemgetter

from engine.core.prompt import seat_name
from engine.core.text import Text, text
from engine.paopaosha import machine as m
from engine.paopaosha.cards import CHARACTERS, IDENTITIES, IDENTITY_ZH, KINDS, SUIT_ZH

SUIT_EN = {"spade": "♠", "heart": "♥", "club": "♣", "diamond": "♦"}
IDENTITY_EN = {identity: identity.capitalize() for identity in IDENTITIES}
# Character skills and boss skills (PPS-3, PPS-21.4); equipment, books and gods are named by their card kind.
SKILLS = {
    "sleep": ("Sleep", "睡觉"), "chairman": ("Chairman", "主席"), "school": ("School", "上学"), "art": ("Art", "美术"),
    "love": ("Love", "爱恋"), "black_ox": ("Black Ox", "黑“牛”"), "speech": ("Speech", "发言"),
    "modesty": ("Modesty", "谦让"), "embezzle": ("Embezzle", "贪污"), "greedy_draw": ("Greedy Draw", "贪牌"),
    "patriot": ("Patriot", "爱国"), "onion_juice": ("Onion Juice", "葱汁"), "whiz": ("Computer Whiz", "电脑奇才"),
    "fix_pc": ("Fix the PC", "修电脑"), "luoshen": ("Luoshen", "洛神"), "blue_storm": ("Blue Storm", "蓝色风云"),
    "soy_milk": ("Soy Milk", "豆浆"), "bean_pouch": ("Bean Pouch", "豆囊"), "tofu_flower": ("Tofu Flower", "豆花"),
    "bean_watch": ("Bean Watch", "看豆"), "acrobatics": ("Acrobatics", "杂技"), "cross_eyed": ("Cross-Eyed", "斗鸡眼"),
    "charm": ("Charm", "魅力"), "awesome": ("Awesome", "牛X"), "plunder": ("Plunder", "强盗"),
    "bao_gongpu": ("Bao Gongpu", "包公普"), "wai_gongpu": ("Wai Gongpu", "外公普"),
    "zhong_gongpu": ("Zhong Gongpu", "中公普"), "headquarters": ("Headquarters", "司令部"), "scorn": ("Scorn", "鄙视"),
}


def seat(number: int) -> Text:
    return seat_name(number, simplified=True)


def kind_name(kind: str) -> Text:
    return text(KINDS[kind]["en"], KINDS[kind]["zh"])


def ability_name(name: str) -> Text:
    if name in KINDS:
        return kind_name(name)
    english, chinese = SKILLS[name]
    return text(english, chinese)


def character_name(character: str) -> Text:
    return text(CHARACTERS[character]["en"], CHARACTERS[character]["zh"])


def identity_name(identity: str) -> Text:
    return text(IDENTITY_EN[identity], IDENTITY_ZH[identity])


def visible_cards(st: dict, viewer: int | None) -> set:
    """The cards `viewer` sees face up now (PPS-20)."""
    seats = st["seats"]
    seen = set(st["discard"])
    seen.update(st["processing"], *map(dict.values, map(_EQUIPMENT, seats)),   # an empty slot's None is dropped below
                map(_FIRST, chain.from_iterable(map(_JUDGEMENT_AREA, seats))))
    hands = m.hands_seen(st, viewer)
    hands.add(viewer)
    for number, info in enumerate(seats):
        if info["hand"] and number in hands:
            # Table mode (PPS-19.5): a hand's unknown cards are tokens, numbers that say nothing of the real cards.
            seen.update(info["hand"] if st.get("table") is None else st["table"].known(st, number))
    seen.discard(None)
    if st["stack"]:
        top = st["stack"][-1]
        frame_class = m.FRAMES[top["kind"]]
        decider = frame_class.decider(st, top)
        own = decider not in (None, m.CHANCE) and m.decider_of(st, decider) == viewer
        card_fields, cards_fields = _shown_card_fields(frame_class, own)
        for field in card_fields:
            if top.get(field) is not None:
                seen.add(top[field])
        for field in cards_fields:
            seen.update(top.get(field) or [])
    if st.get("table") is not None:     # table mode (PPS-19.5): a token stands for a card the referee has not seen
        seen.difference_update(card for held in st["table"].tokens for card in held)
    return seen


_EQUIPMENT, _JUDGEMENT_AREA, _FIRST = itemgetter("equipment"), itemgetter("judgement_area"), itemgetter(0)


@functools.cache
def _shown_card_fields(frame_class, own: bool) -> tuple:
    """The fields of a frame kind's public ones (and its decider's own ones, if `own`) that hold a card, and those
    that hold a list of cards: fixed per kind, worked out once."""
    shown = frame_class.public + frame_class.own if own else frame_class.public
    specs = [(field, frame_class.fields.get(field, "").rstrip("?")) for field in shown]
    return (tuple(field for field, spec in specs if spec == "card"),
            tuple(field for field, spec in specs if spec == "cards"))


def card(st: dict, number: int, seen: set) -> Text:
    """"#32 Dodge ♦6" / "#32 闪 ♦6" where seen, else "#32"."""
    if number not in seen:
        return text(f"#{number}", f"#{number}")
    kind, suit, rank = st["_t"][number]
    return text(f"#{number} {KINDS[kind]['en']} {SUIT_EN[suit]}{rank}", f"#{number} {KINDS[kind]['zh']} {SUIT_ZH[suit]}{rank}")


def cards_named(st: dict, numbers: list, seen: set) -> Text:
    named = [card(st, number, seen) for number in numbers]
    return text(", ".join(name["en"] for name in named), "、".join(name["zh"] for name in named))


def snake(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()

