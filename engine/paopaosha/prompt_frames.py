"""The specific prompts of PaoPao Sha's decision frames, and how a `choose` move of each reads.

FRAME_PROMPTS[frame kind](st, frame, seen) gives (kind code, sentence, context fields) for the frame's decider,
or None where that frame has no specific sentence for its stage; CHOICE_LABELS[frame kind](st, frame, choice,
seen) the label of one `choose` move. `seen`: the cards the asked seat sees (prompt_names.visible_cards). The
frames' fields are read as the engine writes them (engine/paopaosha/frame_docs.py describes each)."""
from __future__ import annotations

from engine.core.text import Text, text
from engine.paopaosha import flow
from engine.paopaosha.prompt_names import ability_name, card, cards_named, kind_name, seat

YES_NO = {"yes": ("Yes", "是"), "no": ("No", "否")}


def _below(st: dict) -> dict | None:
    """The frame under the pending one: the effect that asked."""
    return st["stack"][-2] if len(st["stack"]) > 1 else None


def _turn(st, fr, seen):
    p, stage = fr["player"], fr["step"]
    if stage == "sleep":
        return "sleep_or_not", text("Your turn begins: use Sleep to give it up, or go on",
                                    "你的回合开始：发动睡觉放弃本回合，或继续"), {"skill": "sleep"}
    if stage == "skills":
        return "turn_start_skills", text("Your turn begins: use a turn-start skill, or end this step",
                                         "你的回合开始：发动回合开始技能，或结束此步骤"), {}
    if stage == "play":
        return "play_phase", text("Your play phase: use or equip a card, use a skill, or end the phase",
                                  "出牌阶段：使用或装备一张牌、发动技能，或结束出牌阶段"), {}
    if stage == "discard":
        need = len(st["seats"][p]["hand"]) - flow.hand_limit(st, p)
        left = need - len(fr["discard_chosen"])
        return "discard_phase", text(f"Discard phase: choose a hand card to discard ({left} more of {need})",
                                     f"弃牌阶段：选择一张手牌弃置（还需 {left} 张，共 {need} 张）"), \
            {"choose": need, "remaining": left}
    return None


def _effect_name(st, below) -> tuple:
    """What a negation window is about: (sentence part, user seat or None)."""
    if below is not None and below["kind"] == "Use":
        used, user = kind_name(below["card_kind"]), below["user"]
        targets = below["targets"]
        if targets and below["target_index"] < len(targets):
            target = seat(targets[below["target_index"]])
            return text(f"{seat(user)['en']}'s {used['en']} on {target['en']}",
                        f"{seat(user)['zh']}对{target['zh']}使用的{used['zh']}"), user
        return text(f"{seat(user)['en']}'s {used['en']}", f"{seat(user)['zh']}使用的{used['zh']}"), user
    if below is not None and below["kind"] == "DelayedTrick":
        judged = card(st, below["card"], {below["card"]})
        return text(f"the judgement of {judged['en']} for {seat(below['player'])['en']}",
                    f"{seat(below['player'])['zh']}的{judged['zh']}判定"), None
    return text("the pending effect", "当前效果"), None


def _neg(st, fr, seen):
    what, user = _effect_name(st, _below(st))
    negate = kind_name("negate")
    if fr["chain"]:
        count = len(fr["chain"])
        sentence = text(f"{count} {negate['en']} played against {what['en']}: play another to cancel the last one, "
                        f"or pass", f"针对{what['zh']}已打出 {count} 张{negate['zh']}：再打出一张抵消上一张，或放弃")
    else:
        sentence = text(f"{what['en']}: play {negate['en']} to cancel it, or pass",
                        f"{what['zh']}：打出{negate['zh']}使其无效，或放弃")
    return "negate", sentence, {"from_player": user, "answering": what}


def _decl(st, fr, seen):
    used = kind_name(fr["card_kind"])
    how = text("", "") if fr["via"] is None else text(f" by {ability_name(fr['via'])['en']}",
                                                      f"（{ability_name(fr['via'])['zh']}）")
    if fr["step"] == "cards":
        return "choose_more_cards", text(
            f"Using {used['en']}{how['en']}: choose {fr['need']} more hand card(s) for it",
            f"使用{used['zh']}{how['zh']}：再选择 {fr['need']} 张手牌"), {"remaining": fr["need"], "answering": used}
    if fr["step"] == "targets":
        named = [seat(target) for target in fr["targets"]]
        chosen = text("", "") if not named else text(
            f" (chosen: {', '.join(name['en'] for name in named)})", f"（已选：{'、'.join(name['zh'] for name in named)}）")
        return "choose_targets", text(f"Using {used['en']}{how['en']}: choose a target{chosen['en']}",
                                      f"使用{used['zh']}{how['zh']}：选择目标{chosen['zh']}"), \
            {"targets": list(fr["targets"]), "answering": used}
    if fr["step"] == "victim":
        target = seat(fr["targets"][0])
        return "choose_victim", text(f"Using {used['en']} on {target['en']}: choose whom {target['en']} must attack",
                                     f"对{target['zh']}使用{used['zh']}：选择{target['zh']}要攻击的人"), \
            {"targets": list(fr["targets"]), "answering": used}
    return None


def _ask(st, fr, seen):
    name, below = ability_name(fr["ability"]), _below(st)
    if fr["ability"] == "luoshen":
        sentence = text(f"Use {name['en']} again: judge once more?", f"是否再次发动{name['zh']}进行判定？")
    elif below is not None and below["kind"] == "DrawBonus":
        sentence = text(f"Use {name['en']}: draw {below['count']} more cards in this draw phase?",
                        f"是否发动{name['zh']}：本摸牌阶段多摸 {below['count']} 张牌？")
    elif below is not None and below["kind"] == "OptionalDraw":
        sentence = text(f"Use {name['en']}: draw {below['count']} cards now?", f"是否发动{name['zh']}：现在摸 {below['count']} 张牌？")
    elif fr["add"]:
        sentence = text(f"Use {name['en']}: draw {fr['add']} more cards in this draw phase?",
                        f"是否发动{name['zh']}：本摸牌阶段多摸 {fr['add']} 张牌？")
    else:
        sentence = text(f"Use {name['en']}?", f"是否发动{name['zh']}？")
    return "confirm_ability", sentence, {"skill": fr["ability"]}


def _dying(st, fr, seen):
    dying, asked = fr["player"], fr["order"][fr["position"]]
    water = kind_name("water")
    if dying == asked:
        sentence = text(f"You are dying: save yourself with {water['en']} or a rescue skill, or pass",
                        f"你濒死：使用{water['zh']}或救援技能自救，或放弃")
    else:
        sentence = text(f"{seat(dying)['en']} is dying: save them with {water['en']} or a rescue skill, or pass",
                        f"{seat(dying)['zh']}濒死：使用{water['zh']}或救援技能救援，或放弃")
    return "rescue", sentence, {"subject": dying}


def _dodge(st, fr, seen):
    below = _below(st)
    wanted = kind_name("evade") if fr["dodge_forbidden"] else kind_name("dodge")
    if below is not None and below["kind"] == "AttackHit":
        attack, left = kind_name("attack"), below["need"] - below["got"]
        more = text("", "") if below["need"] == 1 else text(f" ({left} more needed)", f"（还需 {left} 张）")
        return "answer_attack", text(
            f"{seat(below['user'])['en']} attacks you with {attack['en']}: answer with {wanted['en']}{more['en']} or be hit",
            f"{seat(below['user'])['zh']}对你使用{attack['zh']}：打出{wanted['zh']}{more['zh']}，否则受到伤害"), \
            {"from_player": below["user"], "answering": attack, "remaining": left}
    if below is not None and below["kind"] == "TrickPart":
        return _trick_part("answer_trick_with_dodge", below, wanted)
    return None


def _trick_part(code: str, part: dict, wanted: Text) -> tuple:
    """One target's part of 万刀齐发, 强盗入侵 or 恐怖分子: answer with `wanted` or take the damage."""
    cause, user = kind_name(part["cause"]), seat(part["user"])
    return code, text(f"{user['en']} uses {cause['en']}: answer with {wanted['en']} or take damage",
                      f"{user['zh']}使用{cause['zh']}：打出{wanted['zh']}，否则受到伤害"), \
        {"from_player": part["user"], "answering": cause}


def _second_card(first: Text) -> Text:
    attack = kind_name("attack")
    return text(f"Choose a second hand card to play with {first['en']} as {attack['en']}",
                f"选择第二张手牌，与{first['zh']}一起当作{attack['zh']}打出")


def _attack_prompt(st, fr, seen):
    if fr["first"] is not None:
        return "choose_second_card", _second_card(card(st, fr["first"], seen)), {"card_number": fr["first"]}
    below, attack = _below(st), kind_name("attack")
    if below is not None and below["kind"] == "Duel":
        opponent = below["user"] if fr["player"] == below["target"] else below["target"]
        duel = kind_name("duel")
        return "duel", text(
            f"{duel['en']} with {seat(opponent)['en']}: play {attack['en']} ({below['left']} more this time) or take "
            f"1 damage", f"与{seat(opponent)['zh']}{duel['zh']}：打出{attack['zh']}（本次还需 {below['left']} 张），"
                         f"否则受到 1 点伤害"), {"from_player": opponent, "answering": duel, "remaining": below["left"]}
    if below is not None and below["kind"] == "TrickPart":
        return _trick_part("answer_trick_with_attack", below, attack)
    return None


def _borrow(st, fr, seen):
    if fr["first"] is not None:
        return "choose_second_card", _second_card(card(st, fr["first"], seen)), {"card_number": fr["first"]}
    user, victim, attack = seat(fr["user"]), seat(fr["victim"]), kind_name("attack")
    blade = kind_name("borrowed_blade")
    return "borrowed_blade", text(
        f"{user['en']} uses {blade['en']} on you: use {attack['en']} on {victim['en']}, or hand your weapon to "
        f"{user['en']}", f"{user['zh']}对你使用{blade['zh']}：对{victim['zh']}使用{attack['zh']}，或把武器交给{user['zh']}"), \
        {"from_player": fr["user"], "subject": fr["victim"], "answering": blade}


def _take(st, fr, seen):
    trick = kind_name(fr["mode"])
    target = seat(fr["target"])
    if fr["mode"] == "demolish":
        return "pick_card_to_discard", text(
            f"{trick['en']} on {target['en']}: choose a card of theirs to discard (a random hand card or one on the table)",
            f"对{target['zh']}使用{trick['zh']}：选择其一张牌弃置（随机手牌或场上的牌）"), {"subject": fr["target"], "answering": trick}
    return "pick_card_to_take", text(
        f"{trick['en']} on {target['en']}: choose a card of theirs to take (a random hand card or one on the table)",
        f"对{target['zh']}使用{trick['zh']}：选择获得其一张牌（随机手牌或场上的牌）"), {"subject": fr["target"], "answering": trick}


def _control(st, fr, seen):
    control, target, attack = kind_name("control"), seat(fr["target"]), kind_name("attack")
    sentences = {
        "mode": ("control_mode", text(f"{control['en']} on {target['en']}: command them to use {attack['en']}, or take a "
                                      f"card of their hand", f"对{target['zh']}使用{control['zh']}：命令其使用{attack['zh']}，"
                                                            f"或获得其一张手牌")),
        "card": ("control_card", text(f"{control['en']}: choose the card {target['en']} uses as {attack['en']}",
                                      f"{control['zh']}：选择{target['zh']}当作{attack['zh']}使用的牌")),
        "victim": ("control_victim", text(f"{control['en']}: choose whom {target['en']} attacks",
                                          f"{control['zh']}：选择{target['zh']}攻击的人")),
        "take": ("control_take", text(f"{control['en']}: choose a card of {target['en']}'s hand to take",
                                      f"{control['zh']}：选择获得{target['zh']}的一张手牌")),
    }
    code, sentence = sentences[fr["step"]]
    return code, sentence, {"subject": fr["target"], "answering": control}


def _harvest(st, fr, seen):
    harvest = kind_name("bullet_harvest")
    return "harvest_pick", text(f"{harvest['en']}: take one of the revealed cards",
                                f"{harvest['zh']}：从亮出的牌中获得一张"), {"answering": harvest}


def _steps(st, fr, seen):
    skill, stage = ability_name(fr["skill"]), fr["step"]
    context = {"skill": fr["skill"]}
    if fr["skill"] == "love" and stage == "card":
        return "skill_cards", text(f"{skill['en']}: choose a second card to discard",
                                   f"{skill['zh']}：再选择一张牌弃置"), {**context, "remaining": 1}
    if fr["skill"] == "love":
        return "skill_player", text(f"{skill['en']}: choose another player to recover 1 health with you",
                                    f"{skill['zh']}：选择另一名角色与你各回复 1 点体力"), context
    if stage == "mode":
        target = seat(fr["target"])
        return "skill_mode", text(f"{skill['en']} with {target['en']}: swap one hand card, or all hand cards",
                                  f"与{target['zh']}发动{skill['zh']}：交换一张手牌，或交换全部手牌"), {**context, "subject": fr["target"]}
    if stage == "wok":
        return "choose_second_card", _second_card(card(st, fr["cards"][0], seen)), context
    if fr["target"] is not None:
        target = seat(fr["target"])
        return "skill_cards", text(f"{skill['en']} with {target['en']}: choose one of your hand cards to give",
                                   f"与{target['zh']}发动{skill['zh']}：选择你的一张手牌交出"), {**context, "subject": fr["target"]}
    return None


def _patriot(st, fr, seen):
    extra = [number for number in st["seats"][fr["player"]]["hand"] if number not in fr["before"]]
    skill = ability_name("patriot")
    named = cards_named(st, extra, seen) if set(extra) <= seen else text("the card you drew", "你摸到的牌")   # table mode
    return "patriot_give", text(f"{skill['en']}: give {named['en']} to another player, or keep it",
                                f"{skill['zh']}：把{named['zh']}交给另一名角色，或保留"), {"skill": "patriot"}


def _onion(st, fr, seen):
    skill = ability_name("onion_juice")
    if fr["points"] == 0:
        below = _below(st)
        return "onion_juice_amount", text(
            f"{skill['en']}: you are about to take {below['amount']} damage; discard 2 cards per point to prevent, choose "
            f"how many points, or pass", f"{skill['zh']}：你即将受到 {below['amount']} 点伤害；每弃 2 张牌防止 1 点，选择防止"
                                         f"的点数，或放弃"), {"skill": "onion_juice"}
    left = 2 * fr["points"] - len(fr["chosen"])
    return "onion_juice_cards", text(f"{skill['en']}: choose a card to discard ({left} more)",
                                     f"{skill['zh']}：选择一张牌弃置（还需 {left} 张）"), \
        {"skill": "onion_juice", "choose": 2 * fr["points"], "remaining": left}


def _peek(st, fr, seen):
    skill = ability_name("bean_watch")
    left = fr["count"] - len(fr["order"])
    return "arrange_pile_top", text(
        f"{skill['en']}: put the {fr['count']} cards back on the pile, choosing them from the top down ({left} left)",
        f"{skill['zh']}：把 {fr['count']} 张牌放回牌堆顶，自上而下逐张选择（还剩 {left} 张）"), \
        {"skill": "bean_watch", "choose": fr["count"], "remaining": left}


def _give_cards(code: str, kind: str, count: int, refuse_en: str, refuse_zh: str):
    def build(st, fr, seen):
        used, user, left = kind_name(kind), seat(fr["user"]), count - len(fr["chosen"])
        if fr["chosen"]:
            return code, text(f"{user['en']}'s {used['en']}: choose the next card to give ({left} more)",
                              f"{user['zh']}的{used['zh']}：选择下一张交出的牌（还需 {left} 张）"), \
                {"from_player": fr["user"], "answering": used, "choose": count, "remaining": left}
        return code, text(f"{user['en']}'s {used['en']}: give {user['en']} {count} cards, one at a time, or {refuse_en}",
                          f"{user['zh']}的{used['zh']}：逐张交给{user['zh']} {count} 张牌，或{refuse_zh}"), \
            {"from_player": fr["user"], "answering": used, "choose": count, "remaining": left}
    return build


def _fire(st, fr, seen):
    fire = kind_name("eternal_fire")
    return "eternal_fire", text(f"{fire['en']}: you hold the fire; choose a player to kill, or nobody",
                                f"{fire['zh']}：火在你手中；选择一名角色将其杀死，或不选"), {"answering": fire}


def _eye(st, fr, seen):
    eye, holder = kind_name("eye_of_light"), fr["order"][fr["position"]]
    return "eye_of_light", text(f"{eye['en']}: take one card of {seat(holder)['en']}'s hand",
                                f"{eye['zh']}：获得{seat(holder)['zh']}的一张手牌"), {"subject": holder, "answering": eye}


def _pay(code: str, kind: str, why_en: str, why_zh: str):
    def build(st, fr, seen):
        name, left = ability_name(kind), 2 - len(fr["chosen"])
        return code, text(f"{name['en']}: {why_en} ({left} more)", f"{name['zh']}：{why_zh}（还需 {left} 张）"), \
            {"choose": 2, "remaining": left, "answering": name}
    return build


def _setup(st, fr, seen):
    if fr["step"] == "character":
        return "choose_character", text("Choose your character", "选择你的武将"), {}
    return None


FRAME_PROMPTS = {
    "Setup": _setup, "Turn": _turn, "NegationWindow": _neg, "UseDeclaration": _decl, "YesNoQuestion": _ask, "Dying": _dying, "Dodge": _dodge,
    "AttackPrompt": _attack_prompt, "Borrow": _borrow, "Take": _take, "Control": _control, "Harvest": _harvest,
    "SkillSteps": _steps, "Patriot": _patriot, "OnionJuice": _onion, "Peek": _peek, "Fire": _fire, "Eye": _eye,
    "Mystic": _give_cards("mystic_surprise", "mystic_surprise", 5, "pass and take 4 damage", "放弃并受到 4 点伤害"),
    "Flower": _give_cards("geola_flower", "geola_flower", 2, "pass and be eaten", "放弃并被吃掉"),
    "Careless": _pay("careless_discard", "careless", "discard two hand cards", "弃置两张手牌"),
    "Gatling": _pay("gatling_pay", "bubble_gatling", "discard two cards other than the gun so your dodged attack "
                    "still hits, or pass", "弃置枪以外的两张牌，使被闪避的杀依然命中，或放弃"),
}


# -- choose moves ---------------------------------------------------------------------------------------------

def choice_label(st: dict, top: dict, choice, seen: set) -> Text:
    reader = CHOICE_LABELS.get(top["kind"])
    found = reader(st, top, choice, seen) if reader else None
    if found is not None:
        return found
    if choice in YES_NO:
        return text(*YES_NO[choice])
    return text(f"Choose {choice}", f"选择 {choice}")


def _card_verb(en: str, zh: str):
    def label(st, fr, choice, seen):
        if isinstance(choice, int):
            named = card(st, choice, seen)
            return text(f"{en} {named['en']}", f"{zh}{named['zh']}")
        if choice == "hand":
            return _unnamed(st, fr)
        return None
    return label


def _unnamed(st, fr) -> Text:
    """Table mode (PPS-19.5): a card given face down chosen without naming it (choice "hand")."""
    if fr["kind"] in ("Eye", "Control"):
        holder = seat(fr["order"][fr["position"]] if fr["kind"] == "Eye" else fr["target"])
        return text(f"Take one card of {holder['en']}'s hand, not named", f"获得{holder['zh']}的一张手牌，不报出是哪一张")
    return text("Give one of your hand cards, not named", "交出你的一张手牌，不报出是哪一张")


def _seat_verb(en: str, zh: str):
    def label(st, fr, choice, seen):
        if isinstance(choice, int):
            return text(f"{en} {seat(choice)['en']}", f"{zh}{seat(choice)['zh']}")
        return None
    return label


def _decl_choice(st, fr, choice, seen):
    if fr["step"] == "cards":
        return _card_verb("Add", "加入")(st, fr, choice, seen)
    if choice == "done":
        return text("Done choosing targets", "目标选择完毕")
    if fr["step"] == "victim":
        return _seat_verb("Make them attack", "令其攻击")(st, fr, choice, seen)
    return _seat_verb("Target", "目标：")(st, fr, choice, seen)


def _take_choice(st, fr, choice, seen):
    if choice == "hand":
        return text(f"A random card from {seat(fr['target'])['en']}'s hand", f"{seat(fr['target'])['zh']}的一张随机手牌")
    return _card_verb("Discard" if fr["mode"] == "demolish" else "Take",
                      "弃置" if fr["mode"] == "demolish" else "获得")(st, fr, choice, seen)


def _control_choice(st, fr, choice, seen):
    if choice == "command":
        return text(f"Command {seat(fr['target'])['en']} to attack", f"命令{seat(fr['target'])['zh']}出杀")
    if choice == "take":
        return text(f"Take a card of {seat(fr['target'])['en']}'s hand", f"获得{seat(fr['target'])['zh']}的一张手牌")
    if fr["step"] == "victim":
        return _seat_verb("Attack", "攻击")(st, fr, choice, seen)
    return _card_verb("Use" if fr["step"] == "card" else "Take", "使用" if fr["step"] == "card" else "获得")(st, fr, choice, seen)


def _steps_choice(st, fr, choice, seen):
    if choice == "one":
        return text("Swap one hand card", "交换一张手牌")
    if choice == "all":
        return text("Swap all hand cards", "交换全部手牌")
    if fr["skill"] == "love" and fr["step"] == "player":
        return _seat_verb("Heal with", "一起回复：")(st, fr, choice, seen)
    return _card_verb("Choose", "选择")(st, fr, choice, seen)


def _onion_choice(st, fr, choice, seen):
    if fr["points"] == 0:
        return text(f"Prevent {choice} damage by discarding {2 * choice} cards",
                    f"弃置 {2 * choice} 张牌，防止 {choice} 点伤害")
    return _card_verb("Discard", "弃置")(st, fr, choice, seen)


def _peek_choice(st, fr, choice, seen):
    named = card(st, choice, seen)
    if not fr["order"]:
        return text(f"Put {named['en']} on top of the pile", f"把{named['zh']}放在牌堆顶")
    position = len(fr["order"]) + 1
    return text(f"Put {named['en']} next, {position} from the top", f"把{named['zh']}放在牌堆顶第 {position} 张")


CHOICE_LABELS = {
    "UseDeclaration": _decl_choice, "Take": _take_choice, "Control": _control_choice, "SkillSteps": _steps_choice,
    "OnionJuice": _onion_choice, "Peek": _peek_choice,
    "AttackPrompt": _card_verb("Play as the second card:", "作为第二张打出："),
    "Borrow": _card_verb("Play as the second card:", "作为第二张打出："),
    "Harvest": _card_verb("Take", "获得"), "Eye": _card_verb("Take", "获得"),
    "Mystic": _card_verb("Give", "交出"), "Flower": _card_verb("Give", "交出"),
    "Careless": _card_verb("Discard", "弃置"), "Gatling": _card_verb("Discard", "弃置"),
    "Patriot": _seat_verb("Give it to", "交给"), "Fire": _seat_verb("Kill", "杀死"),
}
