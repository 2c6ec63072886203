"""PaoPao Sha components as data: card kinds, the default 110-card deck (PPS-1.4), characters (PPS-3.2),
identities per player count (PPS-2.2). The deck is a reconstruction [I-3] that setup may replace."""
from __future__ import annotations

SUITS = ("spade", "heart", "club", "diamond")
SUIT_ZH = {"spade": "♠", "heart": "♥", "club": "♣", "diamond": "♦"}
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")

# kind: (type, subtype, english, chinese, extra)
#   type: basic | trick | weapon | mount | armour | book | god
#   trick subtype: instant | delayed | response
#   weapon extra: range; mount extra: (off, def)
KINDS: dict[str, dict] = {}


def _kind(key, type_, en, zh, **extra):
    KINDS[key] = {"type": type_, "en": en, "zh": zh, **extra}


_kind("attack", "basic", "Attack", "杀")
_kind("dodge", "basic", "Dodge", "闪")
_kind("water", "basic", "Water", "水")
_kind("thousand_blades", "trick", "Thousand Blades", "万刀齐发", sub="instant")
_kind("landmine", "trick", "Landmine", "地雷", sub="delayed")
_kind("water_mine", "trick", "Water Mine", "水雷", sub="delayed")
_kind("borrowed_blade", "trick", "Borrowed Blade", "借刀杀人", sub="instant")
_kind("duel", "trick", "Duel", "单挑", sub="instant")
_kind("bandit_invasion", "trick", "Bandit Invasion", "强盗入侵", sub="instant")
_kind("circle_curse", "trick", "Circle Curse", "画圈圈", sub="delayed")
_kind("windfall", "trick", "Windfall", "本来就有", sub="instant")
_kind("negate", "trick", "Negate", "无懈可击", sub="response")
_kind("terrorist", "trick", "Terrorist", "恐怖分子", sub="instant")
_kind("demolish", "trick", "Demolish", "过路拆路", sub="instant")
_kind("attack_or_dodge", "trick", "Attack-or-Dodge", "杀闪之交", sub="response")
_kind("careless", "trick", "Careless Moment", "一不留神", sub="delayed")
_kind("snatch", "trick", "Snatch", "顺手牵狗", sub="instant")
_kind("life_book", "trick", "Book of Life and Death", "生死簿", sub="response")
_kind("evade", "trick", "Evade", "躲", sub="response")
_kind("control", "trick", "Control", "控制", sub="instant")
_kind("bullet_harvest", "trick", "Bullet Harvest", "收获子弹", sub="instant")
_kind("time_skip", "trick", "Time Skip", "时间前进", sub="instant")
_kind("curse", "trick", "Curse", "诅咒", sub="instant")
_kind("pak470", "weapon", "pAK-470", "pAK-470", range=1)
_kind("water_gun", "weapon", "Water Gun", "水枪", range=3)
_kind("cannon", "weapon", "Cannon", "大炮", range=2)
_kind("reaper_blade", "weapon", "Reaper's Blade", "死神冥刀", range=12)
_kind("bubble_gatling", "weapon", "Bubble Gatling", "泡泡加特林", range=5)
_kind("mallet", "weapon", "Mallet", "木槌", range=1)
_kind("wok", "weapon", "Wok", "炒锅", range=2)
_kind("shotgun", "weapon", "Runner Shotgun", "跑跑散弹枪", range=3)
_kind("m16", "weapon", "M-16", "M-16", range=5)
_kind("zhenzhen_dog", "mount", "Zhenzhen Dog", "震震狗", off=1, dfn=0)
_kind("wangcai_dog", "mount", "Wangcai Dog", "旺财狗", off=0, dfn=1)
_kind("wolfdog", "mount", "Wolfdog", "狼狗", off=0, dfn=1)
_kind("santana", "mount", "VW Santana", "大众桑塔纳", off=0, dfn=1)
_kind("old_ox", "mount", "Old Ox", "老牛", off=0, dfn=2)
_kind("qq_speedcar", "mount", "QQ Speedcar", "QQ飞车", off=1, dfn=1)
_kind("bagua", "armour", "Bagua Formation", "八卦阵")
_kind("shield", "armour", "Shield", "盾牌")
_kind("shadowless_kick", "book", "Shadowless Kick", "公山子无影脚")
_kind("shadowless_bagua", "book", "Shadowless Bagua", "公山子无影八卦阵")
_kind("computer_whiz", "book", "Computer Whiz", "电脑奇才")
_kind("mystic_surprise", "book", "Mystic Surprise", "神秘惊奇", one_shot=True)
_kind("eternal_fire", "god", "Eternal Fire", "永恒之火")
_kind("angels_tear", "god", "Angel's Tear", "天使之泪")
_kind("geola_flower", "god", "Geola's Flower", "吉奥拉之花")
_kind("ocean_princess", "god", "Ocean Princess", "海洋公主")
_kind("eye_of_light", "god", "Eye of Light", "光明之眼")

# Equipment slot of each equippable type (PPS-11.1.2, PPS-12.1).
SLOTS = ("weapon", "armour", "mount", "book")
SLOT_OF_TYPE = {"weapon": "weapon", "armour": "armour", "mount": "mount", "book": "book"}
# Card types a player may equip from hand (PPS-11.1.1, PPS-12.1: books have their abilities in books.py).
EQUIPPABLE = {"weapon", "armour", "mount", "book"}
DELAYED = tuple(k for k, v in KINDS.items() if v.get("sub") == "delayed")

_DEFAULT = """
attack: S-A S-2 S-3 S-4 S-5 S-6 S-7 S-8 S-9 C-A C-2 C-3 C-4 C-5 C-6 C-7 C-8 C-9 C-10 H-A H-2 D-A D-2 D-3 D-4
dodge: H-3 H-4 H-5 H-6 H-7 D-5 D-6 D-7 D-8 D-9 D-10 D-J D-Q D-K D-A
water: H-8 H-9 H-10 H-J H-Q H-K H-A D-2
thousand_blades: H-2
landmine: S-10
water_mine: H-3
borrowed_blade: C-J C-Q S-J
duel: S-Q C-K
bandit_invasion: S-K C-A
circle_curse: H-4
windfall: H-5 H-6 H-7 D-3
negate: S-A D-4
terrorist: S-2
demolish: S-3 S-4 C-2 H-8
attack_or_dodge: D-5
careless: C-3
snatch: S-5 S-6 D-6 D-7
life_book: H-9
evade: D-8
control: C-4
bullet_harvest: H-10 H-J C-5
time_skip: S-7
curse: S-8
pak470: C-6
water_gun: D-9
cannon: S-9
reaper_blade: S-10
bubble_gatling: D-10
mallet: C-7
wok: S-J
shotgun: D-J
m16: C-8
zhenzhen_dog: H-Q
wangcai_dog: C-9
wolfdog: S-Q
santana: D-Q
old_ox: C-10
qq_speedcar: H-K
bagua: S-K
shield: C-J
shadowless_kick: S-A
shadowless_bagua: C-Q
computer_whiz: D-K
mystic_surprise: H-A
eternal_fire: D-A
angels_tear: H-2
geola_flower: C-K
ocean_princess: C-A
eye_of_light: S-2
"""
_SUIT_LETTER = {"S": "spade", "H": "heart", "C": "club", "D": "diamond"}


def default_deck() -> list[dict]:
    """The 110 cards of PPS-1.4 in card-number order: [{"kind", "suit", "rank"}]."""
    deck = []
    for line in _DEFAULT.strip().splitlines():
        kind, copies = line.split(":")
        for code in copies.split():
            suit, rank = code.split("-")
            deck.append({"kind": kind.strip(), "suit": _SUIT_LETTER[suit], "rank": rank})
    return deck


DEFAULT_DECK = default_deck()
BOOK_NUMBERS = range(102, 106)   # PPS-1.6: numbers in the default deck
GOD_NUMBERS = range(106, 111)

# PPS-3.2: character -> names, kingdom, max health, and "skills": the ability names (machine.ABILITIES) the
# character brings; section 3's skills are registered there by name.
CHARACTERS: dict[str, dict] = {
    "pidan": {"en": "Pidan", "zh": "皮蛋", "kingdom": "pi", "health": 4},
    "xiaopi": {"en": "Xiaopi", "zh": "小皮", "kingdom": "pi", "health": 3},
    "heiniu": {"en": "Heiniu", "zh": "黑妞", "kingdom": "pi", "health": 4},
    "laopi": {"en": "Laopi", "zh": "老皮", "kingdom": "pi", "health": 4},
    "piguan_xiaoqian": {"en": "Piguan Xiaoqian", "zh": "皮官小钱", "kingdom": "pi", "health": 4},
    "congtou": {"en": "Congtou", "zh": "葱头", "kingdom": "cong", "health": 4},
    "xiaocong": {"en": "Xiaocong", "zh": "小葱", "kingdom": "cong", "health": 3},
    "lanlan": {"en": "Lanlan", "zh": "蓝蓝", "kingdom": "cong", "health": 3},
    "dadadou": {"en": "Dadadou", "zh": "大大豆", "kingdom": "dou", "health": 4},
    "xiaodou": {"en": "Xiaodou", "zh": "小豆", "kingdom": "dou", "health": 0, "no_health": True},
    "doujiyan": {"en": "Doujiyan", "zh": "豆鸡眼", "kingdom": "dou", "health": 4},
    # PPS-21: the BOSS, never in the pool; his health is set at setup (PPS-21.3).
    "pirate_king": {"en": "Pirate King", "zh": "海盗王", "kingdom": "pirate", "health": 0, "boss": True},
}
POOL = tuple(c for c in CHARACTERS if not CHARACTERS[c].get("boss"))

IDENTITIES = ("lord", "minister", "bandit", "thief", "boss", "runner")   # the last two: boss mode (PPS-21.2)
IDENTITY_ZH = {"lord": "国主", "minister": "大臣", "bandit": "强盗", "thief": "小贼", "boss": "海盗王", "runner": "跑跑"}
# PPS-2.2: players -> (lord, ministers, bandits, thieves)
DISTRIBUTION = {
    3: (1, 1, 1, 0), 4: (1, 1, 1, 1), 5: (1, 1, 2, 1), 6: (1, 1, 3, 1), 7: (1, 2, 3, 1),
    8: (1, 2, 3, 2), 9: (1, 3, 3, 2), 10: (1, 3, 4, 2), 11: (1, 3, 5, 2), 12: (1, 4, 5, 2),
}


def identity_counts(players: int) -> dict[str, int]:
    return dict(zip(IDENTITIES, DISTRIBUTION[players]))


# "Attack (杀)" for each kind, written once: every card drawn, used or discarded is named in an event.
CARD_NAMES = {kind: f"{info['en']} ({info['zh']})" for kind, info in KINDS.items()}


def card_name(kind: str) -> str:
    return CARD_NAMES[kind]
