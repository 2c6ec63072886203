"""What each Monster Maker 5 decision asks, and a short sentence per move (legal-moves' prompts and labels), in
English and traditional Chinese. They name only what the asked seat sees: its own hand and spells, the fields,
the dungeon; never the deck, another hand or a face-down spell of another seat (MM-17.1)."""
from __future__ import annotations

from operator import itemgetter

from engine.core.prompt import prompt, seat_name
from engine.core.text import Text, text
from engine.monster_maker_5 import battle as B
from engine.monster_maker_5.rules import CLAIMED, recipient_of
from engine.monster_maker_5.table import FACE_DOWN, holding_label

SIDES = {"light": ("Light", "光明"), "dark": ("Dark", "黑暗"), "neutral": ("Neutral", "中立")}
ATTACK_KINDS = {"physical": ("physical", "物理"), "magic": ("magic", "魔法")}
THIEF_MODES = {"steal": ("steal a card from", "偷取"), "rescue": ("rescue a prisoner for", "救出俘虜給")}
MAX_SEATS = 8                      # MM-0
# Each seat's name and the dungeon's (help's recipients), worked out once per process: read into the sentences, never
# handed out themselves.
_NAMED = {"dungeon": text("the dungeon", "黑暗地牢"), **{seat: seat_name(seat) for seat in range(MAX_SEATS)}}
# A card's names (cards.card_names): the English, and the labels' Chinese.
_ENGLISH, _CHINESE = itemgetter(0), itemgetter(2)


def card(s: dict, cid: str) -> Text:
    """"P3 (Paladin)" / "P3（聖騎士）"."""
    english, _, chinese = s["_t"].names[cid]
    return text(english, chinese)


def cards(s: dict, ids: list) -> Text:
    if len(ids) == 1:            # most labels name one card (a spell, a helper): its names need no joining
        return card(s, ids[0])
    named = list(map(s["_t"].names.__getitem__, ids))
    return text(", ".join(map(_ENGLISH, named)), "、".join(map(_CHINESE, named)))


def _side_name(side: str) -> Text:
    return text(*SIDES[side])


def prompts(s: dict, seats: list[int]) -> list[dict]:
    return [_prompt(s, seat) for seat in seats]


def _prompt(s: dict, seat: int) -> dict:
    phase = s["phase"]
    if phase == "draw":
        return prompt(seat, "draw", text("Your turn: draw a card", "輪到你：抽一張牌"))
    if phase == "side":
        side = _side_name(s["seats"][seat]["side"])
        return prompt(seat, "choose_side", text(
            f"You are {side['en']}: keep your side, or change it by showing characters of the new side",
            f"你是{side['zh']}陣營：保持陣營，或亮出新陣營的角色來轉換"), side=s["seats"][seat]["side"])
    if phase == "action":
        return prompt(seat, "choose_action", text(
            "Choose your action: attack a player, rescue a prisoner, use a thief, deploy characters, or pass",
            "選擇行動：攻擊玩家、救出俘虜、使用盜賊、派出角色，或跳過"))
    if phase == "discard":
        excess = max(0, len(s["seats"][seat]["hand"]) - 5)
        return prompt(seat, "discard_to_limit", text(
            f"Discard {excess} card(s) down to five", f"棄掉 {excess} 張牌，使手牌剩五張"), choose=excess)
    return _battle_prompt(s, seat)


def _battle_prompt(s: dict, seat: int) -> dict:
    b = s["battle"]
    step = b["step"]
    principal = B.controller(b, "attack")
    fight = (text("the rescue at the dark dungeon", "黑暗地牢的救援戰") if b["kind"] == "rescue"
             else text(f"{_NAMED[principal]['en']}'s attack on {_NAMED[b['defender']]['en']}",
                       f"{_NAMED[principal]['zh']}對{_NAMED[b['defender']]['zh']}的攻擊"))
    # The stage (which force is reinforced or helped) matters while forces gather; later steps need only the kind.
    context = {"battle_kind": b["kind"], "stage": b["stage"] if step in ("commit", "spell", "help") else None}
    if step == "commit":
        return prompt(seat, "commit_reinforcements", text(
            f"In {fight['en']}, commit characters from your hand as reinforcements (or none)",
            f"在{fight['zh']}中，從手牌派出角色增援（也可不派）"), **context)
    if step == "spell":
        return prompt(seat, "place_spell", text(
            f"In {fight['en']}, place a spell face down, or none", f"在{fight['zh']}中，蓋放一張魔法，或不放"),
            **context)
    if step == "help":
        recipient = _NAMED[recipient_of(s)]
        return prompt(seat, "offer_help", text(
            f"In {fight['en']}, help {recipient['en']} with characters and a spell, or decline",
            f"在{fight['zh']}中，以角色與魔法幫助{recipient['zh']}，或拒絕"), **context)
    if step == "target":
        spell = b["spells"][b["queue"][0]]["card"]
        return prompt(seat, "choose_spell_target", text(
            f"Choose the target of your {card(s, spell)['en']}", f"選擇你的{card(s, spell)['zh']}的目標"),
            card=spell, **context)
    return prompt(seat, "declare_attack", text(
        f"In {fight['en']}, choose which of your characters attacks, whom, and how (physical or magic)",
        f"在{fight['zh']}中，選擇由哪個角色以物理或魔法攻擊誰"), **context)


def labels(s: dict, moves: list[dict]) -> list[Text]:
    if s.get("table") is None:   # only table mode has cards the referee has not seen (_holding)
        return [LABELS[move["type"]](s, move) for move in moves]
    return [_holding(s, move, LABELS[move["type"]](s, move)) for move in moves]


def _holding(s: dict, move: dict, label: Text) -> Text:
    """Table mode (MM-16.4): a move that names cards the referee has not seen says what must be held."""
    field = CLAIMED.get(move["type"])
    if field is None:
        return label
    named = move[field] if field == "cards" else [move[field]]
    hold = holding_label(s, move["player"], named)
    if hold is None:
        return label
    return text(f"{label['en']}, {hold['en']}", f"{label['zh']}（{hold['zh']}）")


def _choose_side(s, move) -> Text:
    if move["option"] == "keep":
        return text("Keep your side", "保持陣營")
    side, shown = _side_name(move["side"]), cards(s, move["cards"])
    if not move["cards"]:
        return text(f"Change to {side['en']}", f"轉為{side['zh']}陣營")
    return text(f"Change to {side['en']}, showing {shown['en']}", f"轉為{side['zh']}陣營，亮出{shown['zh']}")


def _use_thief(s, move) -> Text:
    thief, target = card(s, move["thief"]), seat_name(move["target"])
    mode_en, mode_zh = THIEF_MODES[move["mode"]]
    return text(f"Use {thief['en']} to {mode_en} {target['en']}", f"使用{thief['zh']}{mode_zh}{target['zh']}")


def _cards_or_none(s, ids, en: str, zh: str, none_en: str, none_zh: str) -> Text:
    if not ids:
        return text(none_en, none_zh)
    named = cards(s, ids)
    return text(f"{en} {named['en']}", f"{zh}{named['zh']}")


def _help(s, move) -> Text:
    recipient, spell = _NAMED[move["recipient"]], move["spell"]
    if spell == FACE_DOWN:       # table mode: the spell is laid unnamed (MM-16.4)
        if not move["cards"]:
            return text(f"Help {recipient['en']} with a spell face down", f"以一張蓋放的法術卡幫助{recipient['zh']}")
        named = cards(s, move["cards"])
        return text(f"Help {recipient['en']} with {named['en']} and a spell face down",
                    f"以{named['zh']}和一張蓋放的法術卡幫助{recipient['zh']}")
    given = move["cards"] if spell is None else [*move["cards"], spell]
    if not given:
        return text(f"Help {recipient['en']} with nothing", f"幫助{recipient['zh']}，但不出牌")
    named = cards(s, given)
    return text(f"Help {recipient['en']} with {named['en']}", f"以{named['zh']}幫助{recipient['zh']}")


def _place_spell(s, move) -> Text:
    if move["card"] == FACE_DOWN:
        return text("Place a spell face down", "蓋放一張法術卡")
    return _cards_or_none(s, [move["card"]] if move["card"] else [], "Place face down", "蓋放", "Place no spell",
                          "不放魔法")


def _from_deck(s, move, en: str, zh: str, unseen_en: str, unseen_zh: str) -> Text:
    if move["card"] is None:     # table mode: a card into the hand, unnamed (MM-16.4)
        return text(unseen_en, unseen_zh)
    return text(f"{en} {card(s, move['card'])['en']}", f"{zh}{card(s, move['card'])['zh']}")


def _declare(s, move) -> Text:
    attacker, target = card(s, move["attacker"]), card(s, move["target"])
    kind_en, kind_zh = ATTACK_KINDS[move["kind"]]
    return text(f"{attacker['en']} makes a {kind_en} attack on {target['en']}",
                f"{attacker['zh']}對{target['zh']}發動{kind_zh}攻擊")


LABELS = {
    "draw": lambda s, move: text("Draw a card", "抽一張牌"),
    "choose_side": _choose_side,
    "attack": lambda s, move: text(f"Attack {_NAMED[move['target']]['en']}", f"攻擊{_NAMED[move['target']]['zh']}"),
    "rescue": lambda s, move: text("Rescue a prisoner from the dark dungeon", "從黑暗地牢救出俘虜"),
    "use_thief": _use_thief,
    "deploy": lambda s, move: _cards_or_none(s, move["cards"], "Deploy", "派出", "Deploy nothing", "不派出"),
    "pass": lambda s, move: text("Pass", "跳過"),
    "discard_to_limit": lambda s, move: _cards_or_none(s, move["cards"], "Discard", "棄掉", "Discard nothing",
                                                       "不棄牌"),
    "commit_reinforcements": lambda s, move: _cards_or_none(s, move["cards"], "Commit", "派出", "Commit no one",
                                                            "不派增援"),
    "place_spell": _place_spell,
    "decline": lambda s, move: text("Decline to help", "拒絕幫助"),
    "help": _help,
    "choose_spell_target": lambda s, move: text(f"Target {card(s, move['target'])['en']}",
                                                f"以{card(s, move['target'])['zh']}為目標"),
    "declare_attack": _declare,
    "deal": lambda s, move: _from_deck(s, move, "Deal", "發出", "Deal a card into the hand, unseen",
                                       "發一張牌進手牌（不看牌面）"),
    "draw_card": lambda s, move: _from_deck(s, move, "Draw", "抽到", "Draw a card into the hand, unseen",
                                            "抽一張牌進手牌（不看牌面）"),
    "show_spell": lambda s, move: text(f"The face-down spell is {card(s, move['card'])['en']}",
                                       f"蓋放的法術卡是{card(s, move['card'])['zh']}"),
    "reveal": lambda s, move: _cards_or_none(s, move["cards"], "Show the hand:", "亮出手牌：", "Show an empty hand",
                                             "亮出空的手牌"),
    "first_player": lambda s, move: text(f"{seat_name(move['seat'])['en']} goes first",
                                         f"{seat_name(move['seat'])['zh']}先手"),
    "roll": lambda s, move: text(f"Roll a {move['face']}", f"擲出 {move['face']} 點"),
}
