"""Declaring and using cards: what may be used or played where, legal targets, split declarations (PPS-6.2,
PPS-18.7), and the legality diagnostics that name the rule a refused action breaks. Card specifics come from
the registries in machine (filled by effects.py)."""
from __future__ import annotations

from engine.core.text import text
from engine.paopaosha import machine as m
from engine.paopaosha.cards import EQUIPPABLE, KINDS, SLOT_OF_TYPE
from engine.paopaosha.machine import event, push

# The kinds a player may equip (PPS-11.1.1): equipment and skill books, but not 神秘惊奇, used once.
EQUIP_KINDS = frozenset(k for k, info in KINDS.items() if info["type"] in EQUIPPABLE and not info.get("one_shot"))


def negatable(k):
    """PPS-6.4.5: trick effects, unless the card's entry says otherwise."""
    return KINDS[k]["type"] == "trick" and not m.CARDS.get(k, {}).get("unnegatable")


def open_conversions(st, p, ctx, only=None):
    """[(via, as, source, ok)] of the conversions p may use in ctx now, whatever the card (`only`: of that name)."""
    return [(via, as_, source, ok) for via, as_, source, is_open, ok in m.conversions(ctx)
            if (only is None or via == only) and (is_open is None or is_open(st, p, ctx))]


def held_cards(st, p, ctx):
    """The cards p uses in ctx as from his hand: his hand as listed, and in the play phase or a rescue those of a
    hand he commands (司令部)."""
    held = set(m.listed_hand(st, p))
    if ctx in ("play", "rescue"):
        held.update(m.extra_hand(st, p))
    return held


def use_options(st, p, c, ctx, conversions=None, held=None):
    """The (as, via) ways card c of player p can serve in context ctx: play | attack | borrow | dodge | rescue.
    A caller asking for many cards passes `conversions`, open_conversions(st, p, ctx), and `held`,
    held_cards(st, p, ctx), worked out once."""
    if (c in held) if held is not None else (c in m.listed_hand(st, p) or     # one card: held_cards, unbuilt
                                              (ctx in ("play", "rescue") and c in m.extra_hand(st, p))):
        entry = m.CARDS.get(st["_t"][c][0])
        acts = entry["acts_as"] if entry else None
        out = [(a, None) for a in acts.get(ctx, ())] if acts else [(None, None)]
        src = "hand"
    else:
        out = []
        src = "equip"
    for via, as_, source, ok in open_conversions(st, p, ctx) if conversions is None else conversions:
        if (source == src or source == "any") and (ok is None or ok(st, p, c, ctx)):
            out.append((as_, via))
    return out


def answers(st, p, ctx, wanted, first=False, card=None):
    """Cards (hand, then equipment) that can be given as one of the `wanted` kinds: [(card, as, via)]. With `first`,
    only the first of them (a prompt that asks whether it has any answer to wait for); with `card`, only those of
    that card (a prompt that checks the one answer given)."""
    seat = st["seats"][p]
    out = []
    extra = m.extra_hand(st, p) if ctx == "rescue" else []         # 司令部: a 水 of the commanded hand is used
    conversions, held = open_conversions(st, p, ctx), held_cards(st, p, ctx)
    cards = m.listed_hand(st, p) + sorted(c for c in seat["equipment"].values() if c is not None) + extra
    for c in cards if card is None else [c for c in cards if c == card]:
        for as_, via in use_options(st, p, c, ctx, conversions, held):
            if (as_ or m.kind(st, c)) in wanted:
                conv = m.CONVERSIONS.get(via)
                if conv and conv.get("cards", 1) > 1 and conv["cards"] > len(seat["hand"]):
                    continue
                out.append((c, as_, via))
                if first:
                    return out
    return out


def respond(p, c, as_, via):
    return {"type": "respond", "player": p, "card": c, "as": as_, "via": via}


# -- play phase ----------------------------------------------------------------------------------------------

def attack_limit_error(st, p):
    if st["counters"]["attacks"] >= 1 and not m.fire(st, "attack_limit", p, {"unlimited": False})["unlimited"]:
        return "PPS-9.1.2", text("You have already used a 杀 this turn.", "你本回合已经使用过杀。")
    return None


def use_error(st, p, k):
    e = m.CARDS.get(k)
    if not e or not e["play"]:
        rule = (e or {}).get("rule", "PPS-6.2")
        return rule, text(f"{KINDS[k]['zh']} cannot be used in the play phase.", f"{KINDS[k]['zh']}不能在出牌阶段使用。")
    if e["limited"]:
        err = attack_limit_error(st, p)
        if err:
            return err
    usable = e["usable"]
    return None if usable is None else usable(st, p)


def target_error(st, p, k, t):
    e = m.CARDS[k]
    return e["target_error"](st, p, t)


def max_targets(st, p, k, cards):
    return m.fire(st, "attack_targets", p, {"max": 1, "kind": k, "cards": cards, "pp": True})["max"]


def victims(st, u, k, w):
    """Second targets of a two-target card (PPS-10.5.1), in seat number order."""
    return [v for v in range(st["players"]) if m.CARDS[k]["victim_error"](st, u, w, v) is None]


def has_victim(st, u, k, w):
    """Whether victims(st, u, k, w) is not empty: a listing asks this of every wielder, and stops at the first."""
    error = m.CARDS[k]["victim_error"]
    for v in range(st["players"]):                             # a loop: a generator is slower to resume
        if error(st, u, w, v) is None:
            return True
    return False


def card_uses(st, p, c, as_, via, kinds=None, seats=None):
    """p's uses of card c as `as_` via `via`. `kinds` (while the state stands still) keeps what depends on the
    kind alone, the same for every card of it: whether it may be used now and its legal targets. `seats` limits
    the targets looked at (apply checks the one an action names)."""
    k = as_ or st["_t"][c][0]                                  # m.kind, inline: asked for every card listed
    kinds = {} if kinds is None else kinds
    conv = None if via is None else m.CONVERSIONS.get(via)
    further_cards = conv is not None and conv.get("cards", 1) > 1  # needs to know whether any seat is a target
    if k in kinds:
        found = kinds[k]
    else:
        found = kinds[k] = _kind_targets(st, p, k, range(st["players"]) if seats is None or further_cards else seats)
    if found is None:
        return []
    if m.CARDS[k]["target"] == "none":
        return [{"type": "use_card", "player": p, "card": c, "as": as_, "via": via, "target": None}]
    targets, with_victims = found
    if further_cards:
        ok = len(st["seats"][p]["hand"]) >= conv["cards"] and targets
        return [{"type": "use_card", "player": p, "card": c, "as": as_, "via": via, "target": None}] if ok else []
    return [{"type": "use_card", "player": p, "card": c, "as": as_, "via": via, "target": t} for t in with_victims]


def _kind_targets(st, p, k, seats):
    """None if p cannot use kind k now, else its legal targets among `seats` and those of them that leave a
    second target (all of them unless k names two targets, PPS-10.5.1)."""
    e = m.CARDS.get(k)
    # A kind never used in the play phase (闪, 无懈可击...) is refused by use_error's first test: its sentence unwritten.
    if e is None or not e["play"] or use_error(st, p, k):
        return None
    if e["target"] == "none":
        return (), ()
    if e["targets"] is not None:                               # the kind's own lister (effects.card)
        targets = e["targets"](st, p, seats)
    else:
        error = e["target_error"]
        every = st["seats"]
        targets = []
        for t in seats:                                        # a loop: a comprehension is one more call
            # PPS-15.5: a dead seat is never a target, whatever the card (every target_error refuses it; test_listing)
            if every[t]["alive"] and error(st, p, t) is None:
                targets.append(t)
    if e["target"] == "two":
        return targets, [t for t in targets if has_victim(st, p, k, t)]
    return targets, targets


def play_moves(st, p):
    # The hand and the commanded hand are read once for the card uses, held_cards and the equip moves.
    hand, extra = m.listed_hand(st, p), m.extra_hand(st, p)
    held = set(hand)
    held.update(extra)                                         # held_cards(st, p, "play")
    mv, kinds = [], {}
    conversions = open_conversions(st, p, "play")
    # Most listings have no conversion open that takes a held card (死神冥刀's, open in every play phase, takes only
    # itself): a held card then serves as itself or as what its entry says it acts as (杀闪之交), use_options inline.
    plain = all(source == "equip" for _, _, source, _ in conversions)
    table, entries = st["_t"], m.CARDS
    as_itself = {}                                             # kind -> the targets of a held card used as itself
    every_seat = range(st["players"])
    with m.fixed_distances():
        for c in _play_cards(st, p, hand, extra):
            if plain and c in held:
                k = table[c][0]
                entry = entries.get(k)
                if entry is not None and entry["acts_as"]:
                    for as_ in entry["acts_as"].get("play", ()):
                        mv.extend(card_uses(st, p, c, as_, None, kinds))
                    continue
                # card_uses(st, p, c, None, None) inline: the same moves for every card of the kind but c
                targets = as_itself.get(k)
                if targets is None:
                    found = _kind_targets(st, p, k, every_seat)
                    targets = as_itself[k] = (() if found is None else (None,) if entry["target"] == "none"
                                              else found[1])
                for t in targets:
                    mv.append({"type": "use_card", "player": p, "card": c, "as": None, "via": None, "target": t})
                continue
            for as_, via in use_options(st, p, c, "play", conversions, held):
                mv.extend(card_uses(st, p, c, as_, via, kinds))
    return mv + _other_play_moves(st, p, hand + extra)


def is_play_move(st, p, a):
    """Whether `a` is among play_moves(st, p): a card use is checked on the one card it names only."""
    if a["type"] != "use_card":
        if a["type"] == "end_play_phase":                     # always offered, the one move of its type
            return a == {"type": "end_play_phase", "player": p}
        return a in _other_play_moves(st, p)
    c, via = a["card"], a["via"]
    # Only the conversion the action names can give (as, via): the others' open tests are not asked.
    named = [] if via is None else open_conversions(st, p, "play", only=via)
    if c not in _play_cards(st, p) or (a["as"], via) not in use_options(st, p, c, "play", named):
        return False
    target = a["target"]                                       # an integer or None (actions.parse)
    seats = [target] if target is not None and 0 <= target < st["players"] else []
    conv = m.CONVERSIONS.get(via)
    if m.CARDS.get(a["as"] or m.kind(st, c), {}).get("target") == "two" or (conv and conv.get("cards", 1) > 1):
        with m.fixed_distances():                              # every seat is looked at: one distance row each
            return a in card_uses(st, p, c, a["as"], via, seats=seats)
    return a in card_uses(st, p, c, a["as"], via, seats=seats)   # one seat: no distance row worth making


def _play_cards(st, p, hand=None, extra=None):
    """The cards p may use in his play phase: hand, equipment, then those of hands he commands (司令部). A listing
    passes `hand` and `extra` (listed_hand and extra_hand), which it reads anyway."""
    if hand is None:
        hand, extra = m.listed_hand(st, p), m.extra_hand(st, p)
    equipment = [c for c in st["seats"][p]["equipment"].values() if c is not None]
    if len(equipment) > 1:
        equipment.sort()
    return hand + equipment + extra


def _other_play_moves(st, p, hand_cards=None):
    """Play-phase moves other than card uses: skills, equipping, ending the phase (in this order). `hand_cards`:
    the hand and the commanded hand's cards, where the caller has them."""
    mv = list(m.fire(st, "play_skills", p, {"moves": []})["moves"])
    table = st["_t"]
    for c in m.listed_hand(st, p) + m.extra_hand(st, p) if hand_cards is None else hand_cards:
        if table[c][0] in EQUIP_KINDS:                         # m.kind, inline: asked of every card held
            mv.append({"type": "equip", "player": p, "card": c})
    mv.append({"type": "end_play_phase", "player": p})
    return mv


def play_action(st, p, a, ev):
    if a["type"] == "equip":
        equip(st, p, a["card"], ev)
        return
    if a["type"] == "use_skill":
        m.ABILITIES[a["skill"]]["use"](st, p, a, ev)
        return
    c, as_, via, target = a["card"], a["as"], a["via"], a["target"]
    k = as_ or m.kind(st, c)
    e = m.CARDS[k]
    conv = m.CONVERSIONS.get(via)
    lim = bool(e.get("limited"))
    if conv and conv.get("cards", 1) > 1:
        push(st, "UseDeclaration", player=p, card_kind=k, cards=[c], via=via, targets=[], need=conv["cards"] - 1,
             max_targets=1, step="cards", in_play_phase=True, limited=lim)
    elif e["target"] == "two":
        push(st, "UseDeclaration", player=p, card_kind=k, cards=[c], via=via, targets=[target], need=0, max_targets=2, step="victim", in_play_phase=True, limited=lim)
    elif max_targets(st, p, k, [c]) > 1:
        push(st, "UseDeclaration", player=p, card_kind=k, cards=[c], via=via, targets=[target], need=0,
             max_targets=max_targets(st, p, k, [c]), step="targets", in_play_phase=True, limited=lim)
    else:
        start_use(st, p, k, [c], via, [] if target is None else [target], ev, limited=lim, pp=True)


def equip(st, p, c, ev):
    """PPS-11.1.1: the card enters its slot; an occupied slot's card goes to the discard pile first."""
    seat = st["seats"][p]
    slot = SLOT_OF_TYPE[KINDS[m.kind(st, c)]["type"]]
    if c in seat["hand"]:
        seat["hand"].remove(c)
    else:
        for fn in m.HOOKS["borrowed_cards"]:                    # 司令部: a card of another hand
            fn(st, p, c)
    old = seat["equipment"][slot]
    if old is not None:
        seat["equipment"][slot] = None
        m.to_discard(st, [old])
        event(ev, "discard", f"Player {p}'s {m.label(st, old)} goes to the discard pile.",
              f"{p}号位的{m.label_zh(st, old)}进入弃牌堆。", p, cards=[old])
    seat["equipment"][slot] = c
    event(ev, "equip", f"Player {p} equips {m.label(st, c)}.", f"{p}号位装备{m.label_zh(st, c)}。", p, card=c,
          slot=slot)


def decl_choices(st, fr):
    p = fr["player"]
    hand = m.listed_hand(st, p)
    if fr["step"] == "cards":
        return [c for c in hand if c not in fr["cards"]]
    if fr["step"] == "victim":
        return victims(st, p, fr["card_kind"], fr["targets"][0])
    out = [t for t in range(st["players"]) if t not in fr["targets"] and target_error(st, p, fr["card_kind"], t) is None]
    if fr["targets"] and fr["max_targets"] > 1:
        out.append("done")
    return out


def is_seat(st, v):
    return type(v) is int and 0 <= v < st["players"]


def decl_error(st, fr, a):
    """Why a step of a split declaration is refused: the most specific rule the whole declaration breaks
    (PPS-0.1; its legality is that of the whole, PPS-18.7), else PPS-18.7 itself."""
    split = "PPS-18.7", text("That choice does not complete the declaration in progress; it cannot be withdrawn.",
                             "这个选择不能完成正在进行的声明；声明不能撤回。")
    if a["type"] != "choose":
        return split
    p, choice = fr["player"], a["choice"]
    if fr["step"] == "cards":
        rule = m.CONVERSIONS.get(fr["via"], {}).get("rule", "PPS-6.2")
        if choice not in st["seats"][p]["hand"] or choice in fr["cards"]:
            needed, name = len(fr["cards"]) + fr["need"], KINDS[fr["card_kind"]]["zh"]
            return rule, text(f"Choose another card of your hand ({name} needs {needed}).",
                              f"请再选择一张手牌（{name}需要{needed}张）。")
        return split
    if not is_seat(st, choice):
        return split
    if fr["step"] == "victim":
        return m.CARDS[fr["card_kind"]]["victim_error"](st, p, fr["targets"][0], choice) or split
    if choice in fr["targets"]:
        return split
    return target_error(st, p, fr["card_kind"], choice) or split


def decl_answer(st, fr, choice, ev):
    p = fr["player"]
    if fr["step"] == "cards":
        fr["cards"].append(choice)
        fr["need"] -= 1
        if fr["need"] == 0:
            fr["step"] = "targets"
            fr["max_targets"] = max_targets(st, p, fr["card_kind"], fr["cards"])
        return
    if choice != "done":
        fr["targets"].append(choice)
    if choice == "done" or len(fr["targets"]) >= fr["max_targets"] or fr["step"] == "victim":
        st["stack"].pop()
        start_use(st, p, fr["card_kind"], fr["cards"], fr["via"], fr["targets"], ev, limited=fr["limited"], pp=fr["in_play_phase"])


def start_use(st, u, k, cards, via, targets, ev, limited, pp):
    """PPS-6.2 steps 2-3: the cards go to the processing area (delayed tricks to the judgement area) and the
    use is resolved target by target."""
    conv = m.CONVERSIONS.get(via)
    keeps = bool(conv and conv.get("keeps"))
    if not keeps:
        for c in cards:
            if m.remove_card_of(st, u, c) is None:
                for fn in m.HOOKS["borrowed_cards"]:           # 司令部: a card of another hand
                    fn(st, u, c)
            m.to_processing(st, c)
    e = m.CARDS[k]
    if e["target"] == "none" and not targets:
        targets = e["select"](st, u)
    elif len(targets) > 1 and e["target"] != "two":          # PPS-6.6: seat order from the user's next
        order = m.living_from(st, u, include_start=False)
        targets = sorted(targets, key=order.index)
    x = []
    if e["target"] == "two":
        targets, x = targets[:1], targets[1:]
    names = " + ".join(m.label(st, c) for c in cards)
    as_txt = f" as {KINDS[k]['zh']}" if (via or k != m.kind(st, cards[0])) else ""
    as_zh = f"当作{KINDS[k]['zh']}" if as_txt else ""
    on_zh = f"，目标：{'、'.join(f'{t}号位' for t in targets + x)}" if targets or x else ""
    event(ev, "use", f"Player {u} uses {names}{as_txt}" + (f" on {targets + x}" if targets or x else "") + ".",
          f"{u}号位使用{m.labels_zh(st, cards)}{as_zh}{on_zh}。", u, cards=list(cards), card_as=k, targets=targets + x)
    if conv and conv.get("on_declare"):
        conv["on_declare"](st, u, cards, ev)
    if limited:
        st["counters"]["attacks"] += 1
    if e.get("delayed"):
        c = cards[0]
        m.from_processing(st, [c])
        st["seats"][targets[0]]["judgement_area"].append([c, u])
        return
    push(st, "Use", user=u, card_kind=k, cards=list(cards), via=via, targets=targets, target_index=0, step="prepare", negated=False, extra=x, in_play_phase=pp)


# -- rescue (PPS-14.4.3) -------------------------------------------------------------------------------------

def rescue_moves(st, q, p, first=False):
    """PPS-14.4.3: cards (and conversions) that rescue, then rescue skills offered at the 'rescue_skills' timing.
    With `first`, only the first of them (the dying frame asks whether a seat has any rescue to wait for)."""
    out = []
    for c, as_, via in answers(st, q, "rescue", m.role("rescue_error")):
        k = as_ or m.kind(st, c)
        if m.CARDS[k]["rescue_error"](st, q, p) is None:
            out.append(respond(q, c, as_, via))
            if first:
                return out
    return out + m.fire(st, "rescue_skills", q, {"moves": [], "dying": p})["moves"]


def rescue_answer(st, q, p, a, ev):
    if a["type"] == "use_skill":
        m.ABILITIES[a["skill"]]["rescue_use"](st, q, p, a, ev)
        return
    k = a["as"] or m.kind(st, a["card"])
    start_use(st, q, k, [a["card"]], a["via"], [p], ev, limited=False, pp=False)


# -- diagnostics for refused actions (PPS-0.1: the most specific rule) ----------------------------------------

def conversion_rule(via):
    """The rule of a conversion (its weapon's or skill's), else the general one of virtual cards."""
    conv = m.CONVERSIONS.get(via, {})
    return conv.get("rule") or m.ABILITIES.get(via, {}).get("rule") or "PPS-6.3"


def answer_error(st, p, a, ctx):
    """A held card given through a conversion (or as a card) that cannot serve so in this context: the
    conversion's own rule (PPS-11.2.2 水枪 outside your play phase, PPS-11.2.7 炒锅 without the wok, …)."""
    c = a.get("card")
    held = c in st["seats"][p]["hand"] or c in st["seats"][p]["equipment"].values()
    if a["type"] not in ("respond", "use_card") or not held or (a["as"], a["via"]) in use_options(st, p, c, ctx):
        return None
    if a["via"] is not None:
        return conversion_rule(a["via"]), text("That card cannot be used or played that way now.", "此时不能这样使用或打出这张牌。")
    if m.CARDS.get(m.kind(st, c), {}).get("acts_as"):
        return "PPS-10.13", text("Say what 杀闪之交 serves as: a 杀 or a 闪, where one is asked for.",
                                 "请说明杀闪之交当作什么：在需要时当作杀或闪。")
    return "PPS-6.3", text("That card cannot be used or played as another card.", "这张牌不能当作其他牌使用或打出。")


def skill_error(st, p, a):
    """The skill's own rule, which states its timing and its limit (PPS-3.x; PPS-0.7 only gives the default), for a
    skill the player has — a book's skill is his through the book, whose rule it shares; else PPS-3.2.1 (only
    the owner invokes an active skill)."""
    rule = m.ABILITIES.get(a["skill"], {}).get("rule")
    if rule is None or rule not in {m.ABILITIES.get(x, {}).get("rule") for x in m.abilities(st, p)}:
        return "PPS-3.2.1", text(f"You have no skill {a['skill']!r} to use.", f"你没有可以发动的技能“{a['skill']}”。")
    return rule, text("That skill cannot be used now: its timing, limit or cost is not met.",
                      "此时不能发动这个技能：时机、次数限制或代价不满足。")


def why_turn(st, fr, a):
    s, p, t = fr["step"], fr["player"], a["type"]
    if s == "discard":
        from engine.paopaosha.flow import hand_limit
        need = len(st["seats"][p]["hand"]) - hand_limit(st, p) - len(fr["discard_chosen"])
        return "PPS-5.5", text(f"You must first choose {need} more hand card(s) to discard, one at a time.",
                               f"你必须先再选择{need}张要弃置的手牌，每次一张。")
    if s == "sleep":
        return "PPS-5.2.2", text("Only the Sleep decision or end_step is possible now.",
                                 "此时只能决定是否发动睡觉，或结束这一步（end_step）。")
    if s == "skills":
        if t == "use_skill":
            return skill_error(st, p, a)
        return "PPS-5.2.3", text("Only turn-start skills or end_step are possible now.",
                                 "此时只能发动回合开始时的技能，或结束这一步（end_step）。")
    if s != "play":
        return "PPS-5.1", text("The turn is between phases; nothing can be done now.", "回合正处于阶段之间，此时不能做任何事。")
    if t not in ("use_card", "equip", "use_skill"):
        return "PPS-5.4", text("In the play phase, use cards, equip, use skills or end the play phase.",
                               "出牌阶段中可以使用牌、装备、发动技能或结束出牌阶段。")
    seat = st["seats"][p]
    c = a.get("card")
    if t == "equip":
        if c not in seat["hand"]:
            return "PPS-11.1.1", text(f"You do not hold card #{c}.", f"你没有#{c}这张牌。")
        return "PPS-11.1.1", text("Only weapons, armour, mounts and skill books (not 神秘惊奇) can be equipped.",
                                  "只有武器、防具、坐骑和技能书（神秘惊奇除外）可以装备。")
    if t == "use_skill":
        return skill_error(st, p, a)
    # use_card
    in_hand = c in seat["hand"]
    in_equip = c in seat["equipment"].values()
    if not in_hand and not (in_equip and a["via"]):
        return "PPS-6.2", text(f"You do not hold card #{c}.", f"你没有#{c}这张牌。")
    k = m.kind(st, c)
    if a["as"] is None and a["via"] is None:
        if m.CARDS.get(k, {}).get("acts_as"):
            return "PPS-10.13", text("Say what 杀闪之交 is used as.", "请说明杀闪之交当作什么使用。")
    else:
        err = answer_error(st, p, a, "play")
        if err:
            return err
    k = a["as"] or k
    err = use_error(st, p, k)
    if err:
        return err
    e = m.CARDS[k]
    conv = m.CONVERSIONS.get(a["via"])
    if e["target"] == "none" or (conv and conv.get("cards", 1) > 1):
        if a["target"] is not None:
            return "PPS-6.2", text(f"{KINDS[k]['zh']} is declared without a target here.",
                                   f"这样使用{KINDS[k]['zh']}时不能指定目标。")
        return "PPS-6.2", text("That use has no legal completion.", "这样使用无法合法地完成。")
    if a["target"] is None:
        return "PPS-6.2", text(f"{KINDS[k]['zh']} needs a target.", f"{KINDS[k]['zh']}需要一个目标。")
    err = target_error(st, p, k, a["target"])
    if err:
        return err
    return "PPS-10.5.1", text("No legal victim exists for that wielder.", "这名持武器者没有合法的被杀对象。")
