"""The PaoPao Sha catalogue: card kinds, the numbered cards of the default deck, characters and their skills,
identities, kingdoms, suits, equipment slots and per-seat marks, from the tables of cards.py and skill_base.py
(PPS-1 to PPS-3, PPS-9 to PPS-13, PPS-21); the sentences are in catalogue_text.py."""
from __future__ import annotations

from engine.core.catalogue import catalogue, component
from engine.core.text import text
from engine.paopaosha.cards import (
    CHARACTERS,
    DEFAULT_DECK,
    EQUIPPABLE,
    IDENTITIES,
    IDENTITY_ZH,
    KINDS,
    SUIT_ZH,
    SUITS,
)
from engine.paopaosha.catalogue_text import (
    CARD_EFFECTS,
    CARD_TYPES,
    IDENTITY_EFFECTS,
    IDENTITY_EN,
    KINGDOMS,
    MARKS,
    SKILLS,
    SUIT_NAMES,
)
from engine.paopaosha.machine import ABILITIES
from engine.paopaosha.skill_base import MARK_KEYS, PER_GAME


def _kind(key: str) -> dict:
    info = KINDS[key]
    facts = {"copies": sum(card["kind"] == key for card in DEFAULT_DECK)}
    if "sub" in info:
        facts["subtype"] = info["sub"]
    if "range" in info:
        facts["range"] = info["range"]
    if info["type"] == "mount":
        facts["mount_offence"], facts["mount_defence"] = info["off"], info["dfn"]
    if info.get("one_shot"):
        facts["one_shot"] = True
    return component(key, text(info["en"], info["zh"]), CARD_EFFECTS[key], info["type"], **facts)


def _character(key: str) -> dict:
    info = CHARACTERS[key]
    kingdom_en, kingdom_zh = KINGDOMS[info["kingdom"]]
    health = "set at setup" if info.get("boss") else str(info["health"])
    health_zh = "于准备阶段决定" if info.get("boss") else str(info["health"])
    facts = {"kingdom": info["kingdom"], "health": info["health"], "skills": list(info.get("skills", ()))}
    if info.get("boss"):
        facts["boss"] = True
    return component(key, text(info["en"], info["zh"]),
                     text(f"A character of the {kingdom_en}, max health {health}.", f"{kingdom_zh}武将，体力上限{health_zh}。"),
                     "boss" if info.get("boss") else "character", reconstructed=key in ("lanlan", "doujiyan"), **facts)


def _skills() -> list[dict]:
    owners: dict[str, list[str]] = {}
    for key, info in CHARACTERS.items():
        for skill in info.get("skills", ()):
            owners.setdefault(skill, []).append(key)
    # Abilities that no character has and no card kind names: those a card brings under another name (鄙视).
    for ability in ABILITIES:
        if ability not in KINDS:
            owners.setdefault(ability, [])
    out = []
    for skill, characters in owners.items():
        english, chinese, effect = SKILLS[skill]
        facts = {"characters": characters}
        if skill in PER_GAME:
            facts["uses_per_game"] = PER_GAME[skill]
        out.append(component(skill, text(english, chinese), effect, "skill", **facts))
    return out


def _markers() -> list[dict]:
    suits = [component(suit, text(SUIT_NAMES[suit], SUIT_ZH[suit]),
                       text(f"The {SUIT_NAMES[suit].lower()} suit, read by judgements.", f"花色{SUIT_ZH[suit]}，判定时使用。"), "suit")
             for suit in SUITS]
    # An equippable type also names its equipment slot (states' `equip`, events' `slot`).
    types = [component(key, name, text(f"Equipment: one {name['en'].lower()} at a time in its own slot.",
                                       f"装备牌：装备区只能放一张{name['zh']}。") if key in EQUIPPABLE else
                       text(f"A kind of card: {name['en'].lower()}.", f"一类卡牌：{name['zh']}。"), "card_type")
             for key, name in CARD_TYPES.items()]
    identities = [component(key, text(IDENTITY_EN[key], IDENTITY_ZH[key]), IDENTITY_EFFECTS[key], "identity")
                  for key in IDENTITIES]
    kingdoms = [component(key, text(*names), text("A character's kingdom; only 豆花 reads it.", "武将的属性；只有豆花会用到。"),
                          "kingdom") for key, names in KINGDOMS.items()]
    marks = [component(key, text(*MARKS[key][:2]), MARKS[key][2], "mark") for key in MARK_KEYS]
    return suits + types + identities + kingdoms + marks


def paopaosha_catalogue(game_id: str, name) -> dict:
    # The kinds and their counts are the source's; which suit and rank each card has is reconstructed (I-3).
    deck = [{"number": number, "kind": card["kind"], "reconstructed": True, "suit": card["suit"], "rank": card["rank"]}
            for number, card in enumerate(DEFAULT_DECK, start=1)]
    return catalogue(
        game_id, name,
        text("A custom deck (option deck) lists cards as {kind, suit, rank} with kinds of this catalogue; its cards "
             "are numbered from 1 in list order, as the default deck below is.",
             "自订牌堆（选项 deck）以 {kind, suit, rank} 列出卡牌，种类取自本目录；其卡牌按列表顺序从1编号，与下列默认牌堆相同。"),
        cards=[_kind(key) for key in KINDS], deck=deck, characters=[_character(key) for key in CHARACTERS],
        skills=_skills(), markers=_markers())
