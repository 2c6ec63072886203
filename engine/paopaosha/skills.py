"""Character skills (PPS-3): one small named effect per skill, registered beside the character's skill list.
The core loop reaches them only through the registries of machine.py (ABILITIES at the TIMINGS, CONVERSIONS,
the "skills" of cards.CHARACTERS, HOOKS); what they share with other sections is in skill_base.py."""
from __future__ import annotations

from engine.core.text import text
from engine.paopaosha import machine as m
from engine.paopaosha import table_play, using
from engine.paopaosha.cards import CHARACTERS
from engine.paopaosha.damage import recover
from engine.paopaosha.flow import card_outcomes, judge, passed
from engine.paopaosha.machine import Frame, Prompt, event, frame, push
from engine.paopaosha.skill_base import (OtherSeatPrompt, ability, character, discard_paid, get, give_private, has,
                                         mark_used, others, put, skill_move, spend, steps, used, uses_left)

# -- 皮蛋: 睡觉, 主席 (PPS-3.3) --------------------------------------------------------------------------------

def _sleep_open(st, p, ctx):
    put(st, p, "sleep", max(0, get(st, p, "sleep") - 1))      # 2 -> 1: protection ends, no sleep this turn


def _sleep_moves(st, p, ctx):
    if get(st, p, "sleep") == 0:
        ctx["moves"].append(skill_move(p, "sleep"))


def _sleep_use(st, p, a, ev):
    put(st, p, "sleep", 2)
    m.turn_frame(st)["step"] = "over"                             # the rest of the turn is given up
    event(ev, "skill", f"Player {p} sleeps (睡觉): the turn ends and damage is prevented until his next turn.",
          f"{p}号位发动睡觉：本回合结束，直到他的下一回合前防止所有伤害。", p, skill="sleep")


def _asleep(st, p, ctx):
    if get(st, p, "sleep") == 2:
        ctx["prevent"] = True


ability("sleep", turn_open=_sleep_open, sleep_step=_sleep_moves, use=_sleep_use, damage_prevent=_asleep,
        rule="PPS-3.3.1")
ability("chairman", rule="PPS-3.3.2")


def _chairman_sees(st, viewer, seat, what):
    return what == "identity" and has(st, viewer, "chairman")


m.HOOKS["sees"].append(_chairman_sees)
character("pidan", "sleep", "chairman")


# -- 小皮: 上学, 美术 (PPS-3.4) ----------------------------------------------------------------------------------

def _plus(n):
    def fn(st, p, ctx):
        ctx["n"] += n
    return fn


def _two_dodges(st, p, ctx):
    ctx["n"] = max(ctx["n"], 2)


ability("school", draw_count=_plus(1), rule="PPS-3.4.1")
ability("art", dodges_required=_two_dodges, rule="PPS-3.4.2")
character("xiaopi", "school", "art")


# -- 黑妞: 爱恋, 黑"牛" (PPS-3.5) ----------------------------------------------------------------------------

def _healable_others(st, p):
    return [q for q in others(st, p) if not m.no_health(st, q)]


def _love_moves(st, p, ctx):
    if not used(st, "love") and len(m.seat_cards(st, p)) >= 2 and _healable_others(st, p):
        ctx["moves"].extend(skill_move(p, "love", c) for c in m.listed_seat_cards(st, p))


def _love_use(st, p, a, ev):
    steps(st, p, "love", "card", [a["card"]])


def _love_choices(st, fr):
    if fr["step"] == "card":
        taken = set(fr["cards"])
        return [c for c in m.listed_seat_cards(st, fr["player"]) if c not in taken]
    return _healable_others(st, fr["player"])


def _love_chosen(st, fr, choice, ev):
    if fr["step"] == "card":
        fr["cards"].append(choice)
        fr["step"] = "player"
        return
    p = fr["player"]
    st["stack"].pop()
    mark_used(st, "love")
    discard_paid(st, p, fr["cards"], ev, "爱恋")
    event(ev, "skill", f"Player {p} uses 爱恋 with player {choice}.", f"{p}号位对{choice}号位发动爱恋。", p, skill="love",
          target=choice)
    recover(st, p, 1, ev)
    recover(st, choice, 1, ev)


def _black_ox(st, p, ctx):
    if ctx["kind"] == "curse":
        ctx["ok"], ctx["rule"] = False, "PPS-3.5.2"


ability("love", play_skills=_love_moves, use=_love_use, choices=_love_choices, chosen=_love_chosen,
        rule="PPS-3.5.1")
ability("black_ox", attack_target_ok=_black_ox, rule="PPS-3.5.2")
character("heiniu", "love", "black_ox")


# -- 老皮: 发言, 谦让 (PPS-3.6) ---------------------------------------------------------------------------------

def _speech(st, p, ctx):
    ctx["n"] += len(m.living(st)) - 1


def _modesty(st, p, ctx):
    s = st["seats"][p]
    if s["health"] == s["max_health"]:
        ctx["limit"] = 10 ** 6


ability("speech", draw_count=_speech, rule="PPS-3.6.1")
ability("modesty", hand_limit=_modesty, rule="PPS-3.6.2")
character("laopi", "speech", "modesty")


# -- 皮官小钱: 贪污, 贪牌 (PPS-3.7) ------------------------------------------------------------------------------

def _embezzle_moves(st, p, ctx):
    if not used(st, "embezzle") and any(st["seats"][q]["hand"] for q in others(st, p)):
        ctx["moves"].append(skill_move(p, "embezzle"))


def _embezzle_use(st, p, a, ev):
    mark_used(st, "embezzle")
    event(ev, "skill", f"Player {p} uses 贪污.", f"{p}号位发动贪污。", p, skill="embezzle")
    push(st, "Embezzle", user=p, order=others(st, p), position=0, got=None, step="next")


@frame
class Embezzle(Frame):
    """PPS-3.7.1: one random hand card (R5) from each other living player, in seat order from the next."""
    fields = {"user": "seat", "order": "seats", "position": "int", "got": "card?", "step": "str"}
    steps = ('next', 'random_card')
    public = ("user", "order", "position")

    @staticmethod
    def step(st, fr, ev):
        if fr["step"] == "random_card":
            fr["step"] = "next"
            q = fr["order"][fr["position"]]
            fr["position"] += 1
            if fr["got"] is not None:
                st["seats"][q]["hand"].remove(fr["got"])
                give_private(st, q, fr["user"], fr["got"], ev, "贪污")
                fr["got"] = None
            return False
        while fr["position"] < len(fr["order"]):
            q = fr["order"][fr["position"]]
            if m.alive(st, q) and st["seats"][q]["hand"] and m.alive(st, fr["user"]):
                fr["step"] = "random_card"
                push(st, "RandomHandCard", owner=q, return_to="got")
                return False
            fr["position"] += 1
        st["stack"].pop()
        return False


ability("embezzle", turn_start_skills=_embezzle_moves, use=_embezzle_use, rule="PPS-3.7.1")
ability("greedy_draw", draw_count=_plus(3), rule="PPS-3.7.2")
character("piguan_xiaoqian", "embezzle", "greedy_draw")


# -- 葱头: 爱国, 葱汁 (PPS-3.8) ----------------------------------------------------------------------------------

def _patriot(st, p, ctx):
    push(st, "Patriot", player=p, before=[], step="draw")


@frame
class Patriot(OtherSeatPrompt):
    """PPS-3.8.1: one more card after the draw, then give it to another living player or keep it (TRIGGER)."""
    fields = {"player": "seat", "before": "cards", "step": "str"}
    steps = ('draw', 'give')
    public = ("player", "step")

    @staticmethod
    def step(st, fr, ev):
        p = fr["player"]
        if fr["step"] == "draw":
            fr["before"] = list(st["seats"][p]["hand"])
            fr["step"] = "give"
            push(st, "PileDraw", player=p, count=1, destination="hand", got=[], return_to=None)
            return False
        if not Patriot.card(st, fr) or not others(st, p):
            st["stack"].pop()
            return False
        return True

    @staticmethod
    def card(st, fr):
        before = set(fr["before"])
        new = [c for c in st["seats"][fr["player"]]["hand"] if c not in before]
        return new[0] if new else None

    @staticmethod
    def answer(st, fr, a, ev):
        p = fr["player"]
        c = Patriot.card(st, fr)
        st["stack"].pop()
        if a["type"] == "pass":                                # TRIGGER: pass = keep (PPS-18.2)
            passed(st, ev, p, "patriot")
            return
        ch = a["choice"]
        st["seats"][p]["hand"].remove(c)
        give_private(st, p, ch, c, ev, "爱国")

    @staticmethod
    def why(st, fr, a):
        return "PPS-3.8.1", text("Give the card to another living player, or pass to keep it.",
                                 "请把这张牌交给另一名存活的玩家，或放弃而留下它。")


def _onion(st, p, ctx):
    dmg = ctx["frame"]
    if dmg["amount"] > 0 and len(m.seat_cards(st, p)) >= 2:
        push(st, "OnionJuice", player=p, points=0, chosen=[])


@frame
class OnionJuice(Prompt):
    """ONION prompt (PPS-3.8.2): choose k (or pass), then 2k cards one per step; the damage drops by k."""
    fields = {"player": "seat", "points": "int", "chosen": "cards"}
    public = ("player",)
    own = ("points", "chosen")

    @staticmethod
    def choices(st, fr):
        p = fr["player"]
        if fr["points"] == 0:
            return list(range(1, min(m.parent(st)["amount"], len(m.seat_cards(st, p)) // 2) + 1))
        chosen = set(fr["chosen"])
        return [c for c in m.listed_seat_cards(st, p) if c not in chosen]

    @staticmethod
    def may_pass(st, fr):
        return fr["points"] == 0

    @staticmethod
    def answer(st, fr, a, ev):
        p = fr["player"]
        if a["type"] == "pass":
            st["stack"].pop()
            passed(st, ev, p, "onion")
            return
        if fr["points"] == 0:
            fr["points"] = a["choice"]
            return
        fr["chosen"].append(a["choice"])
        if len(fr["chosen"]) == 2 * fr["points"]:
            st["stack"].pop()
            discard_paid(st, p, fr["chosen"], ev, "葱汁")
            dmg = st["stack"][-1]
            dmg["amount"] -= fr["points"]
            event(ev, "skill", f"Player {p} prevents {fr['points']} damage with 葱汁.", f"{p}号位发动葱汁，防止{fr['points']}点伤害。",
                  p, skill="onion_juice", amount=fr["points"])

    @staticmethod
    def why(st, fr, a):
        return "PPS-3.8.2", text("Choose how many points to prevent (or pass), then the cards to discard.",
                                 "请先选择防止几点伤害（或放弃），再选择要弃置的牌。")


ability("patriot", draw_end=_patriot, rule="PPS-3.8.1")
ability("onion_juice", before_damage=_onion, rule="PPS-3.8.2")
character("congtou", "patriot", "onion_juice")


# -- 小葱: 电脑奇才, 修电脑 (PPS-3.9) ------------------------------------------------------------------------------

def _whiz_moves(st, p, ctx):
    if not used(st, "whiz") and st["seats"][p]["hand"]:
        ctx["moves"].extend(skill_move(p, "whiz", None, q) for q in others(st, p) if st["seats"][q]["hand"])


def _whiz_use(st, p, a, ev):
    mark_used(st, "whiz")
    steps(st, p, "whiz", "card", t=a["target"])        # announced once the card is chosen (PPS-18.7)


def _own_hand(st, fr):
    return m.given_hand(st, fr["player"])


def _swap_one(st, fr, choice, ev):
    st["stack"].pop()
    event(ev, "skill", f"Player {fr['player']} uses 电脑奇才 on player {fr['target']}.", f"{fr['player']}号位对{fr['target']}号位发动电脑奇才。",
          fr["player"], skill="whiz", target=fr["target"])
    push(st, "Swap", user=fr["player"], target=fr["target"], mine=choice, got=None, step="random_card")


@frame
class Swap(Frame):
    """One chosen card of u for one random hand card (R5) of t, exchanged at once (PPS-3.9.1, PPS-12.4)."""
    fields = {"user": "seat", "target": "seat", "mine": "card", "got": "card?", "step": "str"}
    steps = ('random_card', 'swap')
    public = ("user", "target", "step")

    @staticmethod
    def step(st, fr, ev):
        if fr["step"] == "random_card":
            fr["step"] = "swap"
            push(st, "RandomHandCard", owner=fr["target"], return_to="got")
            return False
        st["stack"].pop()
        u, t, mine, got = fr["user"], fr["target"], fr["mine"], fr["got"]
        if got is None or mine not in st["seats"][u]["hand"]:
            return False
        st["seats"][u]["hand"].remove(mine)
        st["seats"][t]["hand"].remove(got)
        give_private(st, u, t, mine, ev, "电脑奇才")
        give_private(st, t, u, got, ev, "电脑奇才")
        return False


def _shan_cards(st, p):
    return [c for c in m.listed_hand(st, p) if m.kind(st, c) == "dodge"]


def _fix_moves(st, p, ctx):
    if uses_left(st, p, "fix_pc") > 0 and m.injured(st, p):
        ctx["moves"].extend(skill_move(p, "fix_pc", c) for c in _shan_cards(st, p))


def _fix_rescue_moves(st, p, ctx):
    if ctx["dying"] == p and uses_left(st, p, "fix_pc") > 0:
        ctx["moves"].extend(skill_move(p, "fix_pc", c, p) for c in _shan_cards(st, p))


def _fix(st, p, a, ev):
    spend(st, p, "fix_pc", ev)
    discard_paid(st, p, [a["card"]], ev, "修电脑")
    recover(st, p, 1, ev)


ability("whiz", turn_start_skills=_whiz_moves, use=_whiz_use, choices=_own_hand, chosen=_swap_one,
        rule="PPS-3.9.1")
ability("fix_pc", play_skills=_fix_moves, rescue_skills=_fix_rescue_moves, use=_fix,
        rescue_use=lambda st, q, p, a, ev: _fix(st, q, a, ev), rule="PPS-3.9.2")
character("xiaocong", "whiz", "fix_pc")


# -- 蓝蓝: 洛神, 蓝色风云 (PPS-3.10) ---------------------------------------------------------------------------------

def _luoshen_moves(st, p, ctx):
    if not used(st, "luoshen"):
        ctx["moves"].append(skill_move(p, "luoshen"))


def _luoshen_use(st, p, a, ev):
    mark_used(st, "luoshen")
    event(ev, "skill", f"Player {p} uses 洛神.", f"{p}号位发动洛神。", p, skill="luoshen")
    push(st, "Luoshen", player=p, step="judge", judgement_cards=[], got=0, again=False)


@frame
class Luoshen(Frame):
    """PPS-3.10.1: judge; a non-weapon card is kept and you may judge again (at most 3 kept per turn); a
    weapon card goes back on top of the draw pile and the skill ends."""
    fields = {"player": "seat", "step": "str", "judgement_cards": "cards", "got": "int", "again": "bool"}
    steps = ('judge', 'judged', 'asked')
    public = ("player", "step", "got")

    @staticmethod
    def step(st, fr, ev):
        p = fr["player"]
        if fr["step"] == "judge":
            fr["step"] = "judged"
            fr["judgement_cards"] = []
            judge(st, "judgement_cards")
            return False
        if fr["step"] == "judged":
            c = fr["judgement_cards"][0]
            st["processing"].remove(c)
            if m.ctype(st, c) == "weapon":
                st["stack"].pop()
                st["pile_top"].insert(0, c)
                event(ev, "judgement", f"Judgement {m.label(st, c)}: a weapon; it goes back on top of the draw "
                                       f"pile and 洛神 ends.", f"判定牌{m.label_zh(st, c)}是武器：放回牌堆顶，洛神结束。",
                      p, card=c, success=False)
                return False
            m.add_hand(st, p, c)
            fr["got"] += 1
            event(ev, "judgement", f"Judgement {m.label(st, c)}: player {p} keeps it.",
                  f"判定牌{m.label_zh(st, c)}：{p}号位获得此牌。", p, card=c, success=True)
            if fr["got"] >= 3:
                st["stack"].pop()
                return False
            fr["step"] = "asked"
            push(st, "YesNoQuestion", player=p, ability="luoshen", return_to="again", add=0)
            return False
        if fr["again"]:
            fr["again"] = False
            fr["step"] = "judge"
            return False
        st["stack"].pop()
        return False


def _blue_storm(st, p, ctx):
    push(st, "PileDraw", player=p, count=5, destination="hand", got=[], return_to=None)


ability("luoshen", turn_start_skills=_luoshen_moves, use=_luoshen_use, rule="PPS-3.10.1")
ability("blue_storm", turn_end=_blue_storm, rule="PPS-3.10.2")
character("lanlan", "luoshen", "blue_storm")


# -- 大大豆: 豆浆, 豆囊 (PPS-3.11) ----------------------------------------------------------------------------------

def _soy_open(st, p, ctx):
    return has(st, p, "soy_milk") and uses_left(st, p, "soy_milk") > 0 and (ctx != "play" or m.in_own_play(st, p))


def _soy_ok(st, p, c, ctx):
    return m.kind(st, c) != "water"


def _soy_declare(st, u, cards, ev):
    spend(st, u, "soy_milk", ev)


m.CONVERSIONS["soy_milk"] = {"source": "any", "as": {"play": "water", "rescue": "water"}, "open": _soy_open,
                             "ok": _soy_ok,
                             "on_declare": _soy_declare}


def _weapons(st, p):
    s = st["seats"][p]
    out = [c for c in m.listed_hand(st, p) if m.ctype(st, c) == "weapon"]
    if s["equipment"]["weapon"] is not None:
        out.append(s["equipment"]["weapon"])
    return sorted(out)


def _pouch_moves(st, p, ctx):
    if used(st, "bean_pouch"):
        return
    targets = [q for q in others(st, p) if m.injured(st, q)]
    ctx["moves"].extend(skill_move(p, "bean_pouch", c, q) for c in _weapons(st, p) for q in targets)


def _pouch_rescue_moves(st, p, ctx):
    q = ctx["dying"]
    if q != p and not used(st, "bean_pouch"):
        ctx["moves"].extend(skill_move(p, "bean_pouch", c, q) for c in _weapons(st, p))


def _pouch(st, p, a, ev):
    mark_used(st, "bean_pouch")
    discard_paid(st, p, [a["card"]], ev, "豆囊")
    event(ev, "skill", f"Player {p} uses 豆囊 on player {a['target']}.", f"{p}号位对{a['target']}号位发动豆囊。", p,
          skill="bean_pouch", target=a["target"])
    recover(st, a["target"], 2, ev)


ability("soy_milk", rule="PPS-3.11.1")
ability("bean_pouch", play_skills=_pouch_moves, rescue_skills=_pouch_rescue_moves, use=_pouch,
        rescue_use=lambda st, q, p, a, ev: _pouch(st, q, a, ev), rule="PPS-3.11.2")
character("dadadou", "soy_milk", "bean_pouch")


# -- 小豆: 豆花, 看豆 (PPS-3.12) -------------------------------------------------------------------------------------

def is_dou(st, q):
    ch = st["seats"][q]["character"]
    return ch is not None and CHARACTERS[ch]["kingdom"] == "dou"


def _tofu(st, p, ctx):
    top = st["stack"][-1] if st["stack"] else None
    if top and top["kind"] == "TofuFlower" and top["dead"] == ctx["dead"]:
        return                                                 # one check per death walks every 小豆
    order = [q for q in m.living_from(st, st["current"]) if has(st, q, "tofu_flower")]
    push(st, "TofuFlower", dead=ctx["dead"], order=order, position=0)


@frame
class TofuFlower(Frame):
    """PPS-3.12.2, PPS-3.12.4: the living 小豆 are checked one at a time; each whose condition holds dies."""
    fields = {"dead": "seat", "order": "seats", "position": "int"}
    public = ("dead", "order", "position")

    @staticmethod
    def step(st, fr, ev):
        x = fr["dead"]
        while fr["position"] < len(fr["order"]):
            q = fr["order"][fr["position"]]
            fr["position"] += 1
            if not m.alive(st, q):
                continue
            if is_dou(st, x):
                why, why_zh = "a Dou-kingdom character died", "一名豆势力人物死亡"
            elif st["options"].get("mode") == "boss" and not m.is_lord(st, x):
                continue                                       # boss mode: the opponent is the boss (PPS-21.6)
            elif not any(is_dou(st, o) for o in m.living(st) if o != q):
                why, why_zh = "no other Dou-kingdom character is left", "场上已没有其他豆势力人物"
            else:
                continue
            event(ev, "skill", f"Player {q} dies by 豆花: {why}.", f"{q}号位因豆花死亡：{why_zh}。", q, skill="tofu_flower")
            push(st, "Death", player=q, killer=None, step="start")
            return False
        st["stack"].pop()
        return False


def _bean_watch_moves(st, p, ctx):
    if not used(st, "bean_watch") and (st["pile"] or st["pile_top"]):
        ctx["moves"].append(skill_move(p, "bean_watch"))


def _bean_watch_use(st, p, a, ev):
    mark_used(st, "bean_watch")
    event(ev, "skill", f"Player {p} uses 看豆.", f"{p}号位发动看豆。", p, skill="bean_watch")
    need = min(len(m.living(st)), len(st["pile"]) + len(st["pile_top"]))
    push(st, "Peek", player=p, count=need, step="look", order=[])


@frame
class Peek(Prompt):
    """PPS-3.12.3: the top n cards are looked at (chance fixes those not yet known), then put back in the order
    chosen, top first, one position per step (PPS-18.7 item 6)."""
    fields = {"player": "seat", "count": "int", "step": "str", "order": "cards"}
    steps = ('look', 'arrange')
    public = ("player", "count", "step")
    own = ("order",)

    @staticmethod
    def step(st, fr, ev):
        p = fr["player"]
        unnamed = fr["step"] == "look" and table_play.look_unnamed(st)     # PPS-19.5: the table reports neither
        if fr["step"] == "look" and not unnamed:
            while len(st["pile_top"]) < fr["count"]:
                if len(st["pile"]) > 1:
                    return True
                st["pile_top"].append(st["pile"].pop())
        if fr["step"] == "look":
            event(ev, "look", f"Player {p} looks at the top {fr['count']} card(s) of the draw pile.",
                  f"{p}号位观看牌堆顶的{fr['count']}张牌。", p, count=fr["count"])
            if not unnamed:
                seen = st["pile_top"][:fr["count"]]
                event(ev, "look", f"The top cards are {', '.join(m.label(st, c) for c in seen)}.",
                      f"牌堆顶的牌是{m.labels_zh(st, seen)}。", p, [p], cards=list(seen))
            fr["step"] = "arrange"
        left = Peek.left(st, fr)
        if len(left) <= 1:
            st["stack"].pop()
            st["pile_top"][:fr["count"]] = fr["order"] + left
            event(ev, "arrange", f"Player {p} puts the cards back on top of the draw pile.", f"{p}号位把这些牌放回牌堆顶。", p)
            return False
        return True

    @staticmethod
    def left(st, fr):
        placed = set(fr["order"])
        return sorted(c for c in st["pile_top"][:fr["count"]] if c not in placed)

    @staticmethod
    def decider(st, fr):
        return m.CHANCE if fr["step"] == "look" else fr["player"]

    @staticmethod
    def drawn_from(st, fr):
        return "top_card", st["pile"]

    @staticmethod
    def outcomes(st, fr):
        return card_outcomes(*Peek.drawn_from(st, fr))

    @staticmethod
    def choices(st, fr):
        return Peek.left(st, fr)

    @staticmethod
    def answer(st, fr, a, ev):
        if a["type"] == "top_card":
            st["pile"].remove(a["card"])
            st["pile_top"].append(a["card"])
        else:
            fr["order"].append(a["choice"])

    @staticmethod
    def why(st, fr, a):
        return "PPS-3.12.3", text("Choose which of the cards you looked at goes next from the top.",
                                  "请选择你看过的牌中哪一张放在下一个牌堆顶位置。")


ability("tofu_flower", death=_tofu, rule="PPS-3.12.2")
ability("bean_watch", turn_start_skills=_bean_watch_moves, use=_bean_watch_use, rule="PPS-3.12.3")
character("xiaodou", "tofu_flower", "bean_watch")


# -- 豆鸡眼: 杂技, 斗鸡眼 (PPS-3.13) --------------------------------------------------------------------------------

def _acro_moves(st, p, ctx):
    if uses_left(st, p, "acrobatics") > 0 and using.use_error(st, p, "water") is None and m.injured(st, p):
        ctx["moves"].extend(skill_move(p, "acrobatics", c) for c in m.listed_hand(st, p))


def _acro_use(st, p, a, ev):
    spend(st, p, "acrobatics", ev)
    using.start_use(st, p, "water", [a["card"]], None, [p], ev, limited=False, pp=False)


def _cross_duel(st, p, ctx):
    ctx["n"] = max(ctx["n"], 2)


ability("acrobatics", turn_start_skills=_acro_moves, use=_acro_use, rule="PPS-3.13.1")
ability("cross_eyed", dodges_required=_two_dodges, duel_answers=_cross_duel, rule="PPS-3.13.2")
character("doujiyan", "acrobatics", "cross_eyed")


def _char_zones(st):
    out = []
    for i, s in enumerate(st["seats"]):
        k = s["marks"]
        if "tear_card" in k:
            out.append(([k["tear_card"]], f"seat {i}'s 天使之泪 marker"))
        if "control_card" in k:
            out.append(([k["control_card"]], f"seat {i}'s 海洋公主 marker"))
    return out


m.HOOKS["zones"].append(_char_zones)


