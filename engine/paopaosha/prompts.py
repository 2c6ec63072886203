"""What each PaoPao Sha decision asks, and a short sentence per move (legal-moves' prompts and labels), in
English and simplified Chinese. A pending decision is the top frame of `stack`; the frames with a specific sentence
are in engine/paopaosha/prompt_frames.py, any other gets a truthful generic one naming the frame kind."""
from __future__ import annotations

from engine.core.prompt import prompt
from engine.core.text import Text, text
from engine.paopaosha import machine as m
from engine.paopaosha.cards import KINDS
from engine.paopaosha.prompt_frames import FRAME_PROMPTS, choice_label
from engine.paopaosha.prompt_names import (ability_name, card, cards_named, character_name, identity_name, seat, snake,
                                           visible_cards)


# -- prompts ----------------------------------------------------------------------------------------------------

def seen_once(st: dict):
    """visible_cards of `st` for any viewer, worked out once per viewer: for prompts and labels of one unchanged
    state (legal-moves asks both of the same seat)."""
    seen: dict = {}

    def seen_by(viewer):
        if viewer not in seen:
            seen[viewer] = visible_cards(st, viewer)
        return seen[viewer]
    return seen_by


def prompts(st: dict, seats: list[int], seen_by=None) -> list[dict]:
    """`seen_by(seat)`: the cards the seat sees (seen_once's, when not given)."""
    top, seen_by = st["stack"][-1], seen_by or seen_once(st)
    return [_prompt(st, top, number, seen_by) for number in seats]


def _prompt(st: dict, top: dict, number: int, seen_by) -> dict:
    frame_class = m.FRAMES[top["kind"]]
    decider = frame_class.decider(st, top)
    on_behalf = decider if decider != number else None       # PPS-18.6: a controller decides for this seat
    specific = FRAME_PROMPTS.get(top["kind"])
    found = specific(st, top, seen_by(number)) if specific else None
    if found is None:
        found = generic_prompt(top["kind"], top.get("step"))
    kind, sentence, context = found
    if on_behalf is not None:
        sentence = text(f"For {seat(on_behalf)['en']}: {sentence['en']}", f"代{seat(on_behalf)['zh']}决定：{sentence['zh']}")
    return prompt(number, kind, sentence, on_behalf_of=on_behalf, **context)


def generic_prompt(frame_kind: str, stage) -> tuple:
    """A truthful sentence for a decision without a specific one: the frame kind and its stage."""
    code = snake(frame_kind) + (f"_{stage}" if isinstance(stage, str) else "")
    return code, text(f"Decide in the {snake(frame_kind).replace('_', ' ')} step", f"请在“{frame_kind}”步骤中作出决定"), {}


# -- labels -----------------------------------------------------------------------------------------------------

def labels(st: dict, moves: list[dict], seen_by=None) -> list[Text]:
    if not moves:
        return []
    mover = moves[0]["player"]
    seen = (seen_by or seen_once(st))(None if mover == m.CHANCE else mover)
    top = st["stack"][-1]
    out = []
    for move in moves:
        kind = move["type"]
        if kind == "choose":
            out.append(choice_label(st, top, move["choice"], seen))
        else:
            out.append(LABELS[kind](st, move, seen))
    return out


def _as_via(move: dict) -> Text:
    parts_en, parts_zh = [], []
    if move.get("as") is not None:
        parts_en.append(f"as {KINDS[move['as']]['en']}")
        parts_zh.append(f"当作{KINDS[move['as']]['zh']}")
    if move.get("via") is not None:
        via = ability_name(move["via"])
        parts_en.append(f"by {via['en']}")
        parts_zh.append(f"（{via['zh']}）")
    return text("".join(" " + part for part in parts_en), "".join(parts_zh))


def _target(move: dict) -> Text:
    if move.get("target") is None:
        return text("", "")
    return text(f" on {seat(move['target'])['en']}", f"，目标{seat(move['target'])['zh']}")


def _use_card(st, move, seen) -> Text:
    named, how, target = card(st, move["card"], seen), _as_via(move), _target(move)
    return text(f"Use {named['en']}{how['en']}{target['en']}", f"使用{named['zh']}{how['zh']}{target['zh']}")


def _respond(st, move, seen) -> Text:
    named, how = card(st, move["card"], seen), _as_via(move)
    return text(f"Play {named['en']}{how['en']}", f"打出{named['zh']}{how['zh']}")


def _use_skill(st, move, seen) -> Text:
    skill, target = ability_name(move["skill"]), _target(move)
    if move["card"] is None:
        return text(f"Use {skill['en']}{target['en']}", f"发动{skill['zh']}{target['zh']}")
    named = card(st, move["card"], seen)
    return text(f"Use {skill['en']} with {named['en']}{target['en']}",
                f"发动{skill['zh']}，用{named['zh']}{target['zh']}")


def _chance_card(st, move, verb_en: str, verb_zh: str) -> Text:
    if move["card"] is None:                # table mode (PPS-19.5): the card goes into a hand unseen
        return text(f"{verb_en} a card nobody names", f"{verb_zh}一张不报出的牌")
    # The table reporting a chance outcome sees the card it reports.
    named = card(st, move["card"], {move["card"]})
    return text(f"{verb_en} {named['en']}", f"{verb_zh}{named['zh']}")


def _deal_identity(st, move, seen) -> Text:
    if move["identity"] is None:            # table mode (PPS-19.5): dealt face down, not named
        return text(f"{seat(move['seat'])['en']} is dealt a face-down identity card",
                    f"{seat(move['seat'])['zh']}拿到一张背面朝上的身份牌")
    return text(f"{seat(move['seat'])['en']} is dealt the {identity_name(move['identity'])['en']} identity",
                f"{seat(move['seat'])['zh']}拿到{identity_name(move['identity'])['zh']}身份")


def _reveal(st, move, seen) -> Text:
    """Table mode (PPS-19.5): a seat shows the table its hand and/or identity."""
    shown_en, shown_zh = [], []
    if move["hand"] is not None:
        hand = cards_named(st, move["hand"], set(move["hand"]))
        shown_en.append(f"hand ({hand['en']})" if move["hand"] else "hand (empty)")
        shown_zh.append(f"手牌（{hand['zh']}）" if move["hand"] else "手牌（空）")
    if move["identity"] is not None:
        shown_en.append(f"identity ({identity_name(move['identity'])['en']})")
        shown_zh.append(f"身份（{identity_name(move['identity'])['zh']}）")
    return text(f"{seat(move['seat'])['en']} shows the table its {' and '.join(shown_en)}",
                f"{seat(move['seat'])['zh']}亮出{'和'.join(shown_zh)}")


LABELS = {
    "use_card": _use_card,
    "respond": _respond,
    "use_skill": _use_skill,
    "equip": lambda st, move, seen: text(f"Equip {card(st, move['card'], seen)['en']}",
                                         f"装备{card(st, move['card'], seen)['zh']}"),
    "discard": lambda st, move, seen: text(f"Discard {card(st, move['card'], seen)['en']}",
                                           f"弃置{card(st, move['card'], seen)['zh']}"),
    "end_step": lambda st, move, seen: text("End the turn-start skills step", "结束回合开始技能步骤"),
    "end_play_phase": lambda st, move, seen: text("End your play phase", "结束出牌阶段"),
    "pass": lambda st, move, seen: text("Pass", "放弃"),
    "choose_character": lambda st, move, seen: text(f"Choose {character_name(move['character'])['en']}",
                                                    f"选择{character_name(move['character'])['zh']}"),
    "seat_player": lambda st, move, seen: text(f"Participant {move['who']} takes {seat(move['seat'])['en']}",
                                               f"第 {move['who']} 位参与者坐{seat(move['seat'])['zh']}"),
    "deal_identity": _deal_identity,
    "reveal": _reveal,
    "deal_character": lambda st, move, seen: text(
        f"{seat(move['seat'])['en']} is dealt {character_name(move['character'])['en']}",
        f"{seat(move['seat'])['zh']}拿到武将{character_name(move['character'])['zh']}"),
    "top_card": lambda st, move, seen: _chance_card(st, move, "Draw", "摸到"),
    "random_card": lambda st, move, seen: _chance_card(st, move, "Take at random", "随机抽到"),
}
