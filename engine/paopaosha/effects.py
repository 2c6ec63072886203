"""Card and equipment effects: one short entry per card kind (PPS-9 to PPS-11), registered beside its data,
plus the few frames a card needs for its own prompts. The core loop (flow.py) reaches them only through the
registries CARDS, DELAYED_EFFECTS, CONVERSIONS and ABILITIES."""
from __future__ import annotations

from engine.core.text import text
from engine.paopaosha import machine as m
from engine.paopaosha import table_play
from engine.paopaosha import using
from engine.paopaosha.cards import IDENTITY_ZH, KINDS
from engine.paopaosha.damage import damage, recover
from engine.paopaosha.flow import end_judgement, judge, pass_move, passed
from engine.paopaosha.machine import Frame, Prompt, event, frame, push


def card(kind, **entry):
    entry.setdefault("play", False)
    entry.setdefault("target", "one")
    # Read for every card listed (using.use_error, using.use_options): present in every entry, never looked up.
    entry.setdefault("limited", False)
    entry.setdefault("usable", None)
    entry.setdefault("acts_as", None)
    entry.setdefault("targets", None)          # a lister of legal targets (engine/paopaosha/card_targets.py)
    m.CARDS[kind] = entry


def ability(name, **timings):
    m.ABILITIES[name] = timings


# -- shared target checks -------------------------------------------------------------------------------------

def shielded(st, u, t):
    """PPS-11.4.2: other players' tricks cannot choose or affect a 盾牌 wearer."""
    armour = st["seats"][t]["equipment"]["armour"]             # m.equipped, inline: asked of every seat listed
    return t != u and armour is not None and st["_t"][armour][0] == "shield"


def attack_protected(st, u, t, k):
    return not m.fire(st, "attack_target_ok", t, {"user": u, "kind": k, "ok": True})["ok"]


def other_error(st, u, t, rule):
    if t == u:
        return rule, text("This card cannot target yourself.", "这张牌不能以你自己为目标。")
    if not st["seats"][t]["alive"]:
        return "PPS-15.5", text(f"Player {t} is dead and cannot be targeted.", f"{t}号位已死亡，不能成为目标。")
    if shielded(st, u, t):
        return "PPS-11.4.2", text(f"Player {t}'s 盾牌 keeps other players' tricks off him.", f"{t}号位的盾牌使其他玩家的技能牌对他无效。")
    return None


def group_others(st, u, k):
    return [q for q in m.living_from(st, u, include_start=False)
            if not shielded(st, u, q) and not attack_protected(st, u, q, k)]


# -- basic cards (PPS-9) ----------------------------------------------------------------------------------------

def attack_error(st, u, t):
    if t == u:
        return "PPS-9.1.1", text("A 杀 cannot target yourself.", "杀不能以你自己为目标。")
    if not st["seats"][t]["alive"]:
        return "PPS-15.5", text(f"Player {t} is dead and cannot be targeted.", f"{t}号位已死亡，不能成为目标。")
    weapon = st["seats"][u]["equipment"]["weapon"]              # m.attack_range, inline: asked of every seat listed
    apart, reach = m.distance(st, u, t), KINDS[st["_t"][weapon][0]]["range"] if weapon is not None else 1
    if apart > reach:
        return "PPS-9.1.1", text(f"Player {t} is at distance {apart}, beyond your attack range of {reach}.",
                                 f"{t}号位与你的距离为{apart}，超出你的攻击范围{reach}。")
    if attack_protected(st, u, t, "attack"):
        return "PPS-12.3", text(f"Player {t} cannot be attacked by you.", f"你不能攻击{t}号位。")
    return None


def resolve_attack(st, fr, q, ev):
    u = fr["user"]
    need = m.fire(st, "dodges_required", u, {"n": 1})["n"]
    rules = m.fire(st, "dodge_rules", u, {"noshan": False, "noarmour": False})
    push(st, "AttackHit", user=u, target=q, need=need, got=0, step="ask", answer=None, pay=False, dodge_forbidden=rules["noshan"],
         armour_ignored=rules["noarmour"], in_play_phase=fr["in_play_phase"])


card("attack", play=True, limited=True, target_error=attack_error, resolve=resolve_attack)
card("dodge", rule="PPS-9.2.1")


def water_usable(st, u):
    if m.no_health(st, u):
        return "PPS-9.3.4", text("小豆 cannot recover health.", "小豆不能回复体力。")
    if m.equipped(st, u, "mount") == "qq_speedcar":
        return "PPS-11.3.6", text("With QQ飞车 you cannot use 水 on yourself.", "装备QQ飞车时，你不能对自己使用水。")
    if not m.injured(st, u):
        return "PPS-9.3.1", text("水 is used on yourself only while injured.", "只有在受伤时才能对自己使用水。")
    return None


def water_rescue_error(st, q, p):
    if q == p and m.equipped(st, q, "mount") == "qq_speedcar":
        return "PPS-11.3.6", text("With QQ飞车 you cannot use 水 on yourself.", "装备QQ飞车时，你不能对自己使用水。")
    return None


card("water", play=True, target="none", usable=water_usable, select=lambda st, u: [u],
     resolve=lambda st, fr, q, ev: recover(st, q, 1, ev), rescue_error=water_rescue_error)


# -- the attack's own frames (PPS-9.1.3, PPS-9.2) --------------------------------------------------------------

@frame
class AttackHit(Frame):
    """One target's part of a 杀: R DODGE prompts, 泡泡加特林, then damage."""
    fields = {"user": "seat", "target": "seat", "need": "int", "got": "int", "step": "str", "answer": "str?", "pay": "bool",
              "dodge_forbidden": "bool", "armour_ignored": "bool", "in_play_phase": "bool"}
    steps = ("ask", "got", "gatling", "paid", "hit")
    public = ("user", "target", "need", "got", "step")

    @staticmethod
    def step(st, fr, ev):
        s = fr["step"]
        if s == "ask":
            fr["step"] = "got"
            push(st, "Dodge", player=fr["target"], dodge_forbidden=fr["dodge_forbidden"], armour_allowed=not fr["armour_ignored"], tried=False, step="ask", judgement_cards=[],
                 return_to="answer")
            return False
        if s == "got":
            if fr["answer"] == "evade":                            # PPS-10.17
                st["stack"].pop()
                event(ev, "cancelled", "The 杀 is cancelled by 躲.", "这张杀被躲抵消。", fr["target"])
            elif fr["answer"] == "dodge":
                fr["got"] += 1
                fr["step"] = "ask" if fr["got"] < fr["need"] else "gatling"
            else:
                fr["step"] = "hit"
            return False
        if s == "gatling":                                     # PPS-11.2.5
            fr["step"] = "paid"
            if m.alive(st, fr["user"]):
                m.fire(st, "dodge_cancelled", fr["user"], {"frame": fr})
            return False
        if s == "paid" and not fr["pay"]:
            st["stack"].pop()
            event(ev, "cancelled", "The 杀 is cancelled by 闪.", "这张杀被闪抵消。", fr["target"])
            return False
        st["stack"].pop()
        damage(st, fr["target"], fr["user"], 1, "attack", atk=True, pp=fr["in_play_phase"])
        return False


@frame
class Dodge(Prompt):
    """DODGE prompt: 闪, 杀闪之交 as 闪, 躲, an armour judgement (八卦阵), or pass."""
    fields = {"player": "seat", "dodge_forbidden": "bool", "armour_allowed": "bool", "tried": "bool", "step": "str", "judgement_cards": "cards", "return_to": "str"}
    steps = ("ask", "judged")
    public = ("player", "dodge_forbidden", "armour_allowed", "tried", "step")

    @staticmethod
    def step(st, fr, ev):
        if fr["step"] == "judged":
            c = fr["judgement_cards"][0]
            fr["judgement_cards"] = []
            ok = m.ctype(st, c) == "weapon"                       # PPS-7.3
            end_judgement(st, c, ev)
            event(ev, "judgement", f"Judgement {m.label(st, c)}: {'success' if ok else 'failure'}.",
                  f"判定牌{m.label_zh(st, c)}：判定{'成功' if ok else '失败'}。", fr["player"], card=c, success=ok)
            if ok:
                m.ret(st, fr, "dodge")
                return False
            fr["step"] = "ask"
        if not m.alive(st, fr["player"]):
            m.ret(st, fr, None)
            return False
        if not Dodge.answerable(st, fr):
            passed(st, ev, fr["player"], "dodge")
            m.ret(st, fr, None)
            return False
        return True

    @staticmethod
    def moves(st, fr):
        p = fr["player"]
        wanted = ("evade",) if fr["dodge_forbidden"] else ("dodge", "evade")
        mv = [using.respond(p, c, a, v) for c, a, v in using.answers(st, p, "dodge", wanted)]
        if fr["armour_allowed"] and not fr["dodge_forbidden"] and not fr["tried"]:
            mv.extend(m.fire(st, "dodge_skills", p, {"moves": []})["moves"])
        return mv + [pass_move(p)]

    @staticmethod
    def answerable(st, fr):
        """Whether moves(st, fr) holds more than the pass, asked without listing them all (PPS-6.9)."""
        p = fr["player"]
        wanted = ("evade",) if fr["dodge_forbidden"] else ("dodge", "evade")
        if using.answers(st, p, "dodge", wanted, first=True):
            return True
        return (fr["armour_allowed"] and not fr["dodge_forbidden"] and not fr["tried"]
                and bool(m.fire(st, "dodge_skills", p, {"moves": []})["moves"]))

    @staticmethod
    def offers_pass(st, fr):
        return True

    @classmethod
    def accepts(cls, st, fr, action):
        # The usual answer to a 杀, a card given as 闪 or 躲: found among the ways of that one card, the other
        # cards' ways are not worked out. Anything else is looked for in the whole listing.
        p = fr["player"]
        if action["type"] == "respond" and action["player"] == p:
            wanted = ("evade",) if fr["dodge_forbidden"] else ("dodge", "evade")
            if any(action == using.respond(p, c, as_, via)
                   for c, as_, via in using.answers(st, p, "dodge", wanted, card=action["card"])):
                return True
        return super().accepts(st, fr, action)

    @staticmethod
    def answer(st, fr, a, ev):
        p = fr["player"]
        if a["type"] == "pass":
            passed(st, ev, p, "dodge")
            m.ret(st, fr, None)
        elif a["type"] == "use_skill":
            m.ABILITIES[a["skill"]]["dodge_use"](st, fr, a, ev)
        else:
            c = a["card"]
            play_cards(st, p, [c], ev)
            m.ret(st, fr, "evade" if (a["as"] or m.kind(st, c)) == "evade" else "dodge")

    @staticmethod
    def why(st, fr, a):
        if fr["dodge_forbidden"]:
            return "PPS-11.2.6", text("This 杀 can only be answered with 躲.", "这张杀只能用躲来应对。")
        return using.answer_error(st, fr["player"], a, "dodge") or (
            "PPS-9.2.2", text("Answer with 闪, 杀闪之交, 躲, 八卦阵 or pass.", "请打出闪、杀闪之交、躲，发动八卦阵，或放弃。"))


def play_cards(st, p, cards, ev):
    """PPS-6.10: played cards go straight to the discard pile."""
    for c in cards:
        st["seats"][p]["hand"].remove(c)
    m.to_discard(st, cards)
    event(ev, "play", f"Player {p} plays {', '.join(m.label(st, c) for c in cards)}.",
          f"{p}号位打出{m.labels_zh(st, cards)}。", p, cards=sorted(cards))


class AttackAnswer(Prompt):
    """Asks for a 杀 `wanted_as` a context (using.answers): one card or conversion, or two hand cards played as one
    (the first kept, hidden, in the field `first` until the second is chosen), or a pass."""
    wanted_as = "attack"
    refusal = ("PPS-9.1.4", text("Answer with a 杀 (or a card that can be played as one) or pass.",
                                 "请打出一张杀（或可以当作杀打出的牌），或放弃。"))

    @classmethod
    def moves(cls, st, fr):
        p = fr[cls.asks]
        if fr["first"] is not None:
            return m.choose_moves(p, [c for c in m.listed_hand(st, p) if c != fr["first"]])
        return [using.respond(p, c, a, v) for c, a, v in using.answers(st, p, cls.wanted_as, ("attack",))] + \
            [pass_move(p)]

    @classmethod
    def answerable(cls, st, fr):
        """Whether moves(st, fr) holds more than the pass before a first card is chosen, asked without listing them
        all (PPS-6.9)."""
        return bool(using.answers(st, fr[cls.asks], cls.wanted_as, ("attack",), first=True))

    @staticmethod
    def offers_pass(st, fr):
        return fr["first"] is None

    @classmethod
    def why(cls, st, fr, a):
        return using.answer_error(st, fr[cls.asks], a, cls.wanted_as) or cls.refusal


@frame
class AttackPrompt(AttackAnswer):
    """ATTACK prompt (PPS-9.1.4): play one 杀 (or a conversion), or pass."""
    fields = {"player": "seat", "first": "card?", "return_to": "str"}
    own = ("first",)
    public = ("player",)

    @staticmethod
    def step(st, fr, ev):
        if not m.alive(st, fr["player"]):
            m.ret(st, fr, False)
            return False
        if fr["first"] is None and not AttackPrompt.answerable(st, fr):
            passed(st, ev, fr["player"], "attack")
            m.ret(st, fr, False)
            return False
        return True

    @staticmethod
    def answer(st, fr, a, ev):
        p = fr["player"]
        if a["type"] == "pass":
            passed(st, ev, p, "attack")
            m.ret(st, fr, False)
        elif a["type"] == "choose":
            play_cards(st, p, [fr["first"], a["choice"]], ev)
            m.ret(st, fr, True)
        elif m.CONVERSIONS.get(a["via"], {}).get("cards", 1) > 1:
            fr["first"] = a["card"]
        else:
            play_cards(st, p, [a["card"]], ev)
            m.ret(st, fr, True)


@frame
class TrickPart(Frame):
    """One target's part of 万刀齐发 (a DODGE prompt) or 强盗入侵 / 恐怖分子 (an ATTACK prompt)."""
    fields = {"player": "seat", "user": "seat", "mode": "str", "cause": "kind", "step": "str", "answer": "scalar"}
    steps = ("ask", "got")
    public = ("player", "user", "mode", "step")

    @staticmethod
    def step(st, fr, ev):
        if fr["step"] == "ask":
            fr["step"] = "got"
            if fr["mode"] == "dodge":
                push(st, "Dodge", player=fr["player"], dodge_forbidden=False, armour_allowed=True, tried=False, step="ask", judgement_cards=[], return_to="answer")
            else:
                push(st, "AttackPrompt", player=fr["player"], first=None, return_to="answer")
            return False
        st["stack"].pop()
        if not fr["answer"]:
            damage(st, fr["player"], fr["user"], 1, fr["cause"])
        return False


# -- trick cards (PPS-10) -----------------------------------------------------------------------------------

def part(mode):
    def resolve(st, fr, q, ev):
        push(st, "TrickPart", player=q, user=fr["user"], mode=mode, cause=fr["card_kind"], step="ask", answer=None)
    return resolve


card("thousand_blades", play=True, target="none", select=lambda st, u: group_others(st, u, "thousand_blades"),
     resolve=part("dodge"))
card("bandit_invasion", play=True, target="none", select=lambda st, u: group_others(st, u, "bandit_invasion"),
     resolve=part("attack"))
card("terrorist", play=True, target="none", select=lambda st, u: [u] + group_others(st, u, "terrorist"),
     resolve=part("attack"))


def delayed_error(rule, self_ok):
    def check(st, u, t):
        if not m.alive(st, t):
            return "PPS-15.5", text(f"Player {t} is dead and cannot be targeted.", f"{t}号位已死亡，不能成为目标。")
        if t == u and not self_ok:
            return rule, text("This card cannot be placed on yourself.", "这张牌不能放在你自己面前。")
        if shielded(st, u, t):
            return "PPS-11.4.2", text(f"Player {t}'s 盾牌 keeps other players' tricks off him.",
                                      f"{t}号位的盾牌使其他玩家的技能牌对他无效。")
        return None
    return check


def delayed(kind, rule, self_ok):
    base = delayed_error(rule, self_ok)

    def check(st, u, t):
        err = base(st, u, t)
        if err:
            return err
        if any(m.kind(st, e[0]) == kind for e in st["seats"][t]["judgement_area"]):
            return "PPS-10.1.5", text(f"Player {t} already has a {KINDS[kind]['zh']} in his judgement area.",
                                      f"{t}号位的判定区里已经有{KINDS[kind]['zh']}。")
        return None
    card(kind, play=True, delayed=True, target_error=check)


delayed("landmine", "PPS-10.3.1", True)
delayed("water_mine", "PPS-10.4", True)
delayed("circle_curse", "PPS-10.8.1", False)
delayed("careless", "PPS-10.14.1", False)


def borrow_wielder_error(st, u, t):
    err = other_error(st, u, t, "PPS-10.5.1")
    if err:
        return err
    if m.equipped(st, t, "weapon") is None:
        return "PPS-10.5.1", text(f"Player {t} has no weapon equipped.", f"{t}号位没有装备武器。")
    return None


def borrow_victim_error(st, u, w, v):
    if v == w or not m.alive(st, v):
        return "PPS-10.5.1", text("The victim must be a living player other than the wielder.", "被杀的对象必须是持武器者以外的存活玩家。")
    if shielded(st, u, v):
        return "PPS-11.4.2", text(f"Player {v}'s 盾牌 keeps other players' tricks off him.", f"{v}号位的盾牌使其他玩家的技能牌对他无效。")
    if m.distance(st, w, v) > m.attack_range(st, w):
        return "PPS-10.5.1", text(f"Player {v} is not within player {w}'s attack range.", f"{v}号位不在{w}号位的攻击范围内。")
    if attack_protected(st, w, v, "attack"):                   # 公山子无影八卦阵 looks at the wielder
        return "PPS-12.3", text(f"Player {v} cannot be attacked by player {w}.", f"{w}号位不能攻击{v}号位。")
    return None


def resolve_borrow(st, fr, w, ev):
    v = fr["extra"][0]
    if m.equipped(st, w, "weapon") is None or not m.alive(st, v) or borrow_victim_error(st, fr["user"], w, v):
        event(ev, "no_effect", "借刀杀人 has no effect now.", "借刀杀人此时没有效果。", w)            # PPS-10.5.3
        return
    push(st, "Borrow", wielder=w, victim=v, user=fr["user"], first=None)


card("borrowed_blade", play=True, target="two", target_error=borrow_wielder_error,
     victim_error=borrow_victim_error, resolve=resolve_borrow)


@frame
class Borrow(AttackAnswer):
    """BORROW prompt (PPS-10.5.4): the wielder uses a 杀 on the victim, or hands his weapon to the user."""
    fields = {"wielder": "seat", "victim": "seat", "user": "seat", "first": "card?"}
    public = ("wielder", "victim", "user")
    own = ("first",)
    asks = "wielder"
    wanted_as = "borrow"
    refusal = ("PPS-10.5.4", text("Use a 杀 on the named victim, or pass and hand over your weapon.",
                                  "请对指定的对象使用一张杀，或放弃并交出你的武器。"))

    @staticmethod
    def step(st, fr, ev):
        if fr["first"] is None and not Borrow.answerable(st, fr):      # PPS-6.9
            Borrow.answer(st, fr, pass_move(fr["wielder"]), ev)
            return False
        return True


    @staticmethod
    def answer(st, fr, a, ev):
        w = fr["wielder"]
        if a["type"] == "pass":
            st["stack"].pop()
            passed(st, ev, w, "borrow")
            weapon = st["seats"][w]["equipment"]["weapon"]
            st["seats"][w]["equipment"]["weapon"] = None
            if m.alive(st, fr["user"]):
                m.add_hand(st, fr["user"], weapon)
            else:
                m.to_discard(st, [weapon])
            event(ev, "give", f"Player {w} hands {m.label(st, weapon)} to player {fr['user']}.",
                  f"{w}号位把{m.label_zh(st, weapon)}交给{fr['user']}号位。", w, card=weapon, to=fr["user"])
        elif a["type"] == "respond" and m.CONVERSIONS.get(a["via"], {}).get("cards", 1) > 1:
            fr["first"] = a["card"]
        else:
            cards = [a["card"]] if a["type"] == "respond" else [fr["first"], a["choice"]]
            via = a["via"] if a["type"] == "respond" else "wok"
            st["stack"].pop()
            using.start_use(st, w, "attack", cards, via, [fr["victim"]], ev, limited=False, pp=False)


def resolve_duel(st, fr, q, ev):
    req = m.fire(st, "duel_answers", fr["user"], {"n": 1})["n"]
    push(st, "Duel", user=fr["user"], target=q, turn=q, left=req, required=req, step="ask", answer=False)


card("duel", play=True, target_error=lambda st, u, t: other_error(st, u, t, "PPS-10.6.1") or (
    ("PPS-12.3", text(f"Player {t} cannot be dueled by you.",
                      f"你不能对{t}号位使用单挑。")) if attack_protected(st, u, t, "duel") else None),
    resolve=resolve_duel)


@frame
class Duel(Frame):
    """PPS-10.6.3: the duelists alternate ATTACK prompts, the target first; the first to fail takes 1 damage."""
    fields = {"user": "seat", "target": "seat", "turn": "seat", "left": "int", "required": "int", "step": "str", "answer": "bool"}
    steps = ("ask", "got")
    public = ("user", "target", "turn", "left", "step")

    @staticmethod
    def step(st, fr, ev):
        if fr["step"] == "ask":
            fr["step"] = "got"
            push(st, "AttackPrompt", player=fr["turn"], first=None, return_to="answer")
            return False
        other = fr["user"] if fr["turn"] == fr["target"] else fr["target"]
        if fr["answer"]:
            fr["left"] -= 1
            if fr["left"] <= 0:
                fr["turn"] = other
                fr["left"] = fr["required"] if other == fr["target"] else 1
            fr["step"] = "ask"
            return False
        st["stack"].pop()
        damage(st, fr["turn"], other, 1, "duel")
        return False


card("windfall", play=True, target="none", select=lambda st, u: [u],
     resolve=lambda st, fr, q, ev: push(st, "PileDraw", player=q, count=2, destination="hand", got=[], return_to=None))
card("negate", rule="PPS-10.10.1", negates=True)


def has_any(st, t, judge_too):
    s = st["seats"][t]
    return bool(s["hand"] or any(c is not None for c in s["equipment"].values()) or (judge_too and s["judgement_area"]))


def demolish_error(st, u, t):
    return other_error(st, u, t, "PPS-10.12.1") or (
        None if has_any(st, t, True) else ("PPS-10.12.1", text(f"Player {t} has no card to demolish.",
                                                               f"{t}号位没有可以拆的牌。")))


def snatch_error(st, u, t):
    err = other_error(st, u, t, "PPS-10.15.1")
    if err:
        return err
    apart = m.distance(st, u, t)
    if apart > 1:
        return "PPS-10.15.1", text(f"Player {t} is at distance {apart}; 顺手牵狗 needs distance 1.",
                                   f"{t}号位与你的距离为{apart}；顺手牵狗只能对距离为1的玩家使用。")
    if not has_any(st, t, False):
        return "PPS-10.15.1", text(f"Player {t} has no hand or equipment card.", f"{t}号位没有手牌或装备牌。")
    return None


def pick(mode):
    def resolve(st, fr, q, ev):
        if has_any(st, q, mode == "demolish"):
            push(st, "Take", user=fr["user"], target=q, mode=mode, step="pick", got=None)
        else:
            event(ev, "no_effect", "There is no card to take.", "没有可以拿的牌。", q)
    return resolve


card("demolish", play=True, target_error=demolish_error, resolve=pick("demolish"))
card("snatch", play=True, target_error=snatch_error, resolve=pick("snatch"))


@frame
class Take(Prompt):
    """PICK for 过路拆路 (discard) and 顺手牵狗 (take): a random hand card, or a chosen card on the table."""
    fields = {"user": "seat", "target": "seat", "mode": "str", "step": "str", "got": "card?"}
    steps = ("pick", "random_card")
    public = ("user", "target", "mode", "step")
    asks = "user"

    @staticmethod
    def step(st, fr, ev):
        if fr["step"] == "random_card":
            st["stack"].pop()
            if fr["got"] is not None:
                Take.move(st, fr, fr["got"], "hand", ev)
            return False
        if not m.alive(st, fr["user"]) or not has_any(st, fr["target"], fr["mode"] == "demolish"):
            st["stack"].pop()
            return False
        return True

    @staticmethod
    def move(st, fr, c, zone, ev):
        u, t = fr["user"], fr["target"]
        m.remove_card_of(st, t, c)
        if fr["mode"] == "demolish":
            m.to_discard(st, [c])
            event(ev, "discard", f"{m.label(st, c)} of player {t} goes to the discard pile.",
                  f"{t}号位的{m.label_zh(st, c)}进入弃牌堆。", t, cards=[c])
        elif zone == "hand":
            m.add_hand(st, u, c)
            event(ev, "take", f"Player {u} takes a hand card from player {t}.", f"{u}号位拿走{t}号位的一张手牌。", u,
                  source=t)
            event(ev, "take", f"Player {u} takes {m.label(st, c)} from player {t}.",
                  f"{u}号位拿走{t}号位的{m.label_zh(st, c)}。", u, [u, t], source=t, card=c)
        else:
            m.add_hand(st, u, c)
            event(ev, "take", f"Player {u} takes {m.label(st, c)} from player {t}.",
                  f"{u}号位拿走{t}号位的{m.label_zh(st, c)}。", u, source=t, card=c)

    @staticmethod
    def choices(st, fr):
        s = st["seats"][fr["target"]]
        opts = ["hand"] if s["hand"] else []
        opts += sorted(c for c in s["equipment"].values() if c is not None)
        if fr["mode"] == "demolish":
            opts += sorted(e[0] for e in s["judgement_area"])
        return opts

    @staticmethod
    def answer(st, fr, a, ev):
        if a["choice"] == "hand":
            fr["step"] = "random_card"
            push(st, "RandomHandCard", owner=fr["target"], return_to="got")
        else:
            st["stack"].pop()
            Take.move(st, fr, a["choice"], "table", ev)

    @staticmethod
    def why(st, fr, a):
        return ("PPS-10.12.3" if fr["mode"] == "demolish" else "PPS-10.15.3"), \
            text("Choose 'hand' or a card on the table.", "请选择“hand”（手牌）或场上的一张牌。")


def life_book_error(st, q, p):
    if shielded(st, q, p):
        return "PPS-11.4.2", text(f"Player {p}'s 盾牌 keeps other players' 生死簿 off him.", f"{p}号位的盾牌使其他玩家的生死簿对他无效。")
    return None


def life_book(st, fr, q, ev):
    s = st["seats"][q]
    if not m.no_health(st, q):
        s["health"] = s["max_health"]
        event(ev, "recover", f"Player {q} is restored to {s['health']} health.", f"{q}号位恢复至{s['health']}点体力。", q,
          health=s["health"])


card("life_book", rule="PPS-10.16.1", rescue_error=life_book_error, resolve=life_book)
card("evade", rule="PPS-10.17", unnegatable=True)
card("attack_or_dodge", unnegatable=True, acts_as={"play": ("attack",), "attack": ("attack",), "borrow": ("attack",),
                                 "dodge": ("dodge",)})


def resolve_control(st, fr, q, ev):
    u = fr["user"]
    s = st["seats"][q]
    event(ev, "look", f"Player {u} looks at player {q}'s hand and identity.", f"{u}号位查看{q}号位的手牌和身份。", u,
          target=q)
    event(ev, "look", f"Player {q} is {s['identity']} and holds {s['hand']}.",
          f"{q}号位的身份是{IDENTITY_ZH[s['identity']]}，手牌：{m.labels_zh(st, s['hand']) or '无'}。", u, [u],
          target=q, identity=s["identity"], hand=list(s["hand"]))
    if s["hand"]:
        push(st, "Control", user=u, target=q, step="mode", card=None)


def command_victims(st, t):
    return [v for v in range(st["players"]) if v != t and m.alive(st, v)
            and m.distance(st, t, v) <= m.attack_range(st, t) and not attack_protected(st, t, v, "attack")]


def command_cards(st, t):
    return [c for c in m.listed_hand(st, t) if m.kind(st, c) in ("attack", "attack_or_dodge")]


card("control", play=True, target_error=lambda st, u, t: other_error(st, u, t, "PPS-10.18.1"),
     resolve=resolve_control)


@frame
class Control(Prompt):
    """PICK for 控制 (PPS-10.18.4): mode, then card, then victim."""
    fields = {"user": "seat", "target": "seat", "step": "str", "card": "card?"}
    steps = ("mode", "card", "victim", "take")
    public = ("user", "target")
    own = ("step", "card")
    asks = "user"

    @staticmethod
    def step(st, fr, ev):
        if not m.alive(st, fr["user"]) or not m.alive(st, fr["target"]) or not st["seats"][fr["target"]]["hand"]:
            st["stack"].pop()
            return False
        return True

    @staticmethod
    def choices(st, fr):
        t = fr["target"]
        if fr["step"] == "mode":
            return (["command"] if command_cards(st, t) and command_victims(st, t) else []) + ["take"]
        if fr["step"] == "card":
            return command_cards(st, t)
        if fr["step"] == "victim":
            return command_victims(st, t)
        return m.given_hand(st, t)


    @staticmethod
    def answer(st, fr, a, ev):
        ch, u, t = a["choice"], fr["user"], fr["target"]
        if fr["step"] == "mode":
            fr["step"] = "card" if ch == "command" else "take"
        elif fr["step"] == "card":
            fr["card"], fr["step"] = ch, "victim"
        elif fr["step"] == "victim":
            st["stack"].pop()
            using.start_use(st, t, "attack", [fr["card"]], None, [ch], ev, limited=False, pp=False)
        else:
            st["stack"].pop()
            st["seats"][t]["hand"].remove(ch)
            m.add_hand(st, u, ch)
            event(ev, "take", f"Player {u} takes a hand card from player {t}.", f"{u}号位拿走{t}号位的一张手牌。", u,
                  source=t)
            event(ev, "take", f"Player {u} takes {m.label(st, ch)} from player {t}.",
                  f"{u}号位拿走{t}号位的{m.label_zh(st, ch)}。", u, [u, t], source=t, card=ch)

    @staticmethod
    def why(st, fr, a):
        v, t = a.get("choice"), fr["target"]
        if fr["step"] == "victim" and using.is_seat(st, v) and v != t and m.alive(st, v) \
                and m.distance(st, t, v) <= m.attack_range(st, t) and attack_protected(st, t, v, "attack"):
            return "PPS-12.3", text(f"Player {v} cannot be attacked by player {t}.",
                                    f"{t}号位不能攻击{v}号位。")      # it would be t's 杀
        return "PPS-10.18.4", text("That choice is not available for 控制.", "控制不能作此选择。")


def harvest_reveal(st, fr, ev):
    push(st, "PileDraw", player=None, count=len(fr["targets"]), destination="processing", got=[], return_to="extra")


def harvest_pick(st, fr, q, ev):
    if any(c in st["processing"] for c in fr["extra"]):
        push(st, "Harvest", player=q)


card("bullet_harvest", play=True, target="none", reveals=True, select=lambda st, u: [u] + group_others(st, u, "bullet_harvest"),
     prepare=harvest_reveal, resolve=harvest_pick)


@frame
class Harvest(Prompt):
    """PICK for 收获子弹 (PPS-10.19.3): the target takes one of the revealed cards left."""
    fields = {"player": "seat"}
    public = ("player",)

    @staticmethod
    def choices(st, fr):
        return [c for c in m.parent(st)["extra"] if c in st["processing"]]

    @staticmethod
    def answer(st, fr, a, ev):
        st["stack"].pop()
        c = a["choice"]
        st["processing"].remove(c)
        m.add_hand(st, fr["player"], c)
        event(ev, "take", f"Player {fr['player']} takes {m.label(st, c)}.", f"{fr['player']}号位拿走{m.label_zh(st, c)}。", fr["player"],
              card=c)

    @staticmethod
    def why(st, fr, a):
        return "PPS-10.19.3", text("Choose one of the revealed cards.", "请从翻开的牌中选择一张。")


def time_skip_error(st, u, t):
    err = other_error(st, u, t, "PPS-10.20.1")
    if err:
        return err
    if st["seats"][t]["skip_turn"]:
        return "PPS-10.20.2", text(f"Player {t} already has a Time-Skip marker.", f"{t}号位已经有时间前进标记。")
    return None


def time_skip(st, fr, q, ev):
    st["seats"][q]["skip_turn"] = True
    event(ev, "marker", f"Player {q} will skip his next turn.", f"{q}号位将跳过下一个回合。", q)


card("time_skip", play=True, target_error=time_skip_error, resolve=time_skip)


def curse_error(st, u, t):
    err = other_error(st, u, t, "PPS-10.21.1")
    if err:
        return err
    ctx = m.fire(st, "attack_target_ok", t, {"user": u, "kind": "curse", "ok": True, "rule": "PPS-10.21.1"})
    if not ctx["ok"]:                                          # 黑"牛" (PPS-3.5.2)
        return ctx["rule"], text(f"Player {t} cannot be chosen for 诅咒.", f"{t}号位不能成为诅咒的目标。")
    return None


card("curse", play=True, target_error=curse_error,
     resolve=lambda st, fr, q, ev: push(st, "Curse", user=fr["user"], target=q, step="start", judgement_cards=[]))


@frame
class Curse(Frame):
    """PPS-10.21.3: the target judges; a weapon card deals 3 damage, then his hand is discarded."""
    fields = {"user": "seat", "target": "seat", "step": "str", "judgement_cards": "cards"}
    steps = ("start", "judged", "after")
    public = ("user", "target", "step")

    @staticmethod
    def step(st, fr, ev):
        t = fr["target"]
        if fr["step"] == "start":
            fr["step"] = "judged"
            judge(st, "judgement_cards")
            return False
        if fr["step"] == "judged":
            c = fr["judgement_cards"][0]
            ok = m.ctype(st, c) == "weapon"
            event(ev, "judgement", f"Judgement {m.label(st, c)}: {'hit' if ok else 'miss'}.",
                  f"判定牌{m.label_zh(st, c)}：{'命中' if ok else '未命中'}。", t, card=c, success=ok)
            if not ok:
                st["stack"].pop()
                end_judgement(st, c, ev)
                return False
            fr["step"] = "after"                                  # the judgement card stays in the processing area
            damage(st, t, fr["user"], 3, "curse")                 # while its result is applied (PPS-7.1)
            return False
        if m.alive(st, t) and table_play.show_first(st, t, hand=True, identity=False):
            return False
        st["stack"].pop()
        hand = st["seats"][t]["hand"]
        if m.alive(st, t) and hand:
            cards = list(hand)
            st["seats"][t]["hand"] = []
            m.to_discard(st, cards)
            event(ev, "discard", f"Player {t} discards his whole hand.", f"{t}号位弃置全部手牌。", t, cards=cards)
        end_judgement(st, fr["judgement_cards"][0], ev)                      # PPS-7.4
        return False
