"""The Monster Maker 5 catalogue: the card kinds (classes and spells) with their names from cards.NAMES, the cards of
the default table with their statistics, the sides and the dice (MM-1, MM-6, MM-10, MM-16). The whole table is a
reconstruction except the counts of paladins, gems and the dungeon (MM-1)."""
from __future__ import annotations

from engine.core.catalogue import catalogue, component
from engine.core.text import text
from engine.monster_maker_5.cards import (
    CLASSES,
    DARK_RANKS,
    DEFAULT_TABLE,
    DEFAULT_TABLE_DATA,
    LIGHT_CHARACTERS,
    NAMES,
    SPELLS,
    Table,
)

_EFFECTS = {
    "paladin": text("A light knight; with its paired gem in the same field it gets +1 to all four values.",
                    "光明騎士；與配對寶石在同一場上時，四項數值各 +1。"),
    "gem": text("A holy gem: the player with the most gems at the end wins.", "聖寶石：遊戲結束時擁有最多寶石的人勝出。"),
    "warrior": text("A light companion strong in physical combat.", "擅長物理戰鬥的光明同伴。"),
    "mage": text("A light companion strong in magic combat.", "擅長魔法戰鬥的光明同伴。"),
    "thief": text("A light companion that rolls to steal a gem or to rescue a paladin from the dungeon.",
                  "擲骰偷取寶石或從地牢救出聖騎士的光明同伴。"),
    "orc": text("A rank 1 dark soldier; orcs pool their attacks.", "第 1 階的黑暗士兵；獸人可合併攻擊。"),
    "monster": text("A rank 1 dark soldier strong in physical combat.", "擅長物理戰鬥的第 1 階黑暗士兵。"),
    "dark_sorcerer": text("A rank 2 dark caster strong in magic combat.", "擅長魔法戰鬥的第 2 階黑暗施法者。"),
    "dark_knight": text("A rank 2 dark knight strong in physical combat.", "擅長物理戰鬥的第 2 階黑暗騎士。"),
    "great_dark_knight": text("A rank 3 dark knight, strong in both kinds of combat.", "兩種戰鬥都強的第 3 階黑暗騎士。"),
    "queen": text("The rank 4 Queen of Darkness, the strongest dark character.", "第 4 階的闇之女王，最強的黑暗角色。"),
    "holy_light": text("Light players only: one magic attack on one opposing combatant.",
                       "僅限光明方：對一名敵方戰鬥者發動一次魔法攻擊。"),
    "fireball": text("One magic attack on one opposing combatant.", "對一名敵方戰鬥者發動一次魔法攻擊。"),
    "thunderstorm": text("One magic attack on each opposing character.", "對每一名敵方角色各發動一次魔法攻擊。"),
    "protection": text("Every combatant of the chosen side gets extra defence this combat round.",
                       "所選一方的每名戰鬥者本戰鬥回合防禦力提高。"),
    "haste": text("The chosen side attacks first this combat round, without an initiative roll.",
                  "所選一方本戰鬥回合不擲先攻骰，直接先攻擊。"),
    "sleep": text("One opposing combatant does not attack this combat round.", "一名敵方戰鬥者本戰鬥回合不能攻擊。"),
    "dispel": text("Cancels every spell revealed for the opposing side this combat round.",
                   "取消本戰鬥回合敵方揭示的所有法術。"),
    "dungeon": text("The Dark Dungeon holds captured paladins; it counts as dark and ranks above the Queen.",
                    "黑暗地牢關押被俘的聖騎士；算作黑暗方，階級高於女王。"),
}
# The kinds the source confirms (MM-1): the rest of a kind's data is reconstructed.
_FROM_SOURCE = {"paladin", "gem", "dungeon"}
_SIDES = {
    "light": (text("Light", "光明方"), text("Paladins and light companions.", "聖騎士與光明同伴。")),
    "dark": (text("Dark", "黑暗方"), text("The dark army and the dungeon.", "黑暗軍團與地牢。")),
    "neutral": (text("Neutral", "中立"), text("A player who has not yet taken a side.", "尚未選邊的玩家。")),
}


def _type(kind: str) -> str:
    if kind in LIGHT_CHARACTERS:
        return "light_character"
    if kind in DARK_RANKS:
        return "dark_character"
    return "spell" if kind in SPELLS else kind


def _kind(kind: str) -> dict:
    facts = {}
    if kind in DARK_RANKS:
        facts["dark_rank"] = DARK_RANKS[kind]
    return component(kind, text(*NAMES[kind]), _EFFECTS[kind], _type(kind), reconstructed=kind not in _FROM_SOURCE,
                     **facts)


def _stats(entry: dict) -> dict:
    return {kind: dict(entry[kind]) for kind in ("physical", "magic")}


def _card(entry: dict, table: Table) -> dict:
    """A card of the table: its id, its kind, and the fields of its entry (statistics, pair, numbers)."""
    card = table.cards[entry["id"]]
    # Only the gems carry nothing the source does not confirm (MM-1).
    out = {"id": entry["id"], "kind": card.spell or card.cls, "reconstructed": card.cls != "gem"}
    if "physical" in entry:
        out["stats"] = _stats(entry)
    for key in ("gem", "steal", "rescue", "attack", "bonus"):
        if key in entry:
            out[key] = entry[key]
    return out


def monster_maker_5_catalogue(game_id: str, name) -> dict:
    kinds = [kind for kind in CLASSES if kind != "spell"] + list(SPELLS) + ["dungeon"]
    dungeon = DEFAULT_TABLE_DATA["dungeon"]
    deck = [_card(entry, DEFAULT_TABLE) for entry in DEFAULT_TABLE_DATA["cards"]]
    deck.append({"id": dungeon["id"], "kind": "dungeon", "reconstructed": True, "stats": _stats(dungeon)})
    return catalogue(
        game_id, name,
        text("A custom card table (option card_table) gives each card a class of this catalogue (and a spell kind "
             "for spells): its cards are named by their own ids and behave as their kind; the deck below is the "
             "default table.",
             "自訂卡表（選項 card_table）為每張卡指定本目錄的一種職業（法術卡另指定法術種類）："
             "卡片以其自身編號命名並依其種類運作；下列牌組為預設卡表。"),
        cards=[_kind(kind) for kind in kinds], deck=deck,
        markers=[component(side, *_SIDES[side], "side") for side in _SIDES],
        dice=[component("D6", text("Six-sided die", "六面骰"),
                        text("Attack values read nD+m: roll n dice and add m; initiative and thief rolls use one die.",
                             "攻擊力寫作 nD+m：擲 n 顆骰再加 m；先攻與盜賊擲骰用一顆骰。"), "die", faces=6)])
