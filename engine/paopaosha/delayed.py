"""Delayed tricks at turn start (PPS-5.2.4, PPS-10.3, 10.4, 10.8, 10.14) and card payments made one card per
step (PPS-18.7)."""
from __future__ import annotations

from engine.core.text import text
from engine.paopaosha import machine as m
from engine.paopaosha.cards import KINDS
from engine.paopaosha.effects import shielded
from engine.paopaosha.damage import damage
from engine.paopaosha.flow import end_judgement, judge, passed
from engine.paopaosha.machine import Frame, Prompt, event, frame, push


# -- delayed tricks at turn start (PPS-5.2.4, PPS-10.3, 10.4, 10.8, 10.14) -----------------------------------

@frame
class DelayedTrick(Frame):
    fields = {"player": "seat", "card": "card", "step": "str", "negated": "bool", "judgement_cards": "cards"}
    steps = ("start", "negated", "cancel", "resolve", "judged", "applied")
    public = ("player", "card", "step")

    @staticmethod
    def step(st, fr, ev):
        p, c = fr["player"], fr["card"]
        if fr["step"] == "applied":                               # PPS-7.4, whatever the result did
            st["stack"].pop()
            end_judgement(st, fr["judgement_cards"][0], ev)
            return False
        entry = next((e for e in st["seats"][p]["judgement_area"] if e[0] == c), None)
        k = m.kind(st, c)
        s = fr["step"]
        if entry is None or not m.alive(st, p):
            st["stack"].pop()
            return False
        if s == "start":
            event(ev, "delayed", f"Player {p}'s {m.label(st, c)} resolves.", f"{p}号位的{m.label_zh(st, c)}开始结算。", p,
                  card=c)
            if shielded(st, entry[1], p):                      # PPS-11.4.2 item 3
                fr["step"] = "cancel"
            else:
                fr["step"] = "negated"
                push(st, "NegationWindow", order=[], position=0, chain=[], return_to="negated", open=False)
            return False
        if s == "negated":
            fr["step"] = "cancel" if fr["negated"] else "resolve"
            return False
        if s == "cancel":
            st["stack"].pop()
            event(ev, "cancelled", f"{KINDS[k]['zh']} is cancelled.", f"{KINDS[k]['zh']}被抵消。", p, card=c)
            m.DELAYED_EFFECTS[k]["cancel"](st, p, c, ev)
            return False
        if s == "resolve":
            fr["step"] = "judged"
            m.DELAYED_EFFECTS[k]["resolve"](st, fr, ev)
            return False
        # The judgement card stays in the processing area while its result is applied (PPS-7.1): a death it
        # causes may reshuffle the discard pile, which must not take it (PPS-17.3).
        j = fr["judgement_cards"][0]
        fr["step"] = "applied"
        event(ev, "judgement", f"Judgement {m.label(st, j)}.", f"判定牌：{m.label_zh(st, j)}。", p, card=j)
        m.DELAYED_EFFECTS[k]["judged"](st, p, c, j, ev)
        return False


def discard_delayed(st, p, c, ev):
    m.remove_card_of(st, p, c)
    m.to_discard(st, [c])


def move_on(st, p, c, ev):
    """PPS-10.3.4: to the next living player with no card of that name and no 盾牌."""
    k = m.kind(st, c)
    for q in m.living_from(st, p, include_start=False):
        if q != p and m.equipped(st, q, "armour") != "shield" and \
                not any(m.kind(st, e[0]) == k for e in st["seats"][q]["judgement_area"]):
            entry = next(e for e in st["seats"][p]["judgement_area"] if e[0] == c)
            st["seats"][p]["judgement_area"].remove(entry)
            st["seats"][q]["judgement_area"].append(entry)
            event(ev, "move", f"{m.label(st, c)} moves to player {q}.", f"{m.label_zh(st, c)}移到{q}号位。", q, card=c,
                  source=p)
            return
    event(ev, "move", f"{m.label(st, c)} stays with player {p}.", f"{m.label_zh(st, c)}留在{p}号位。", p, card=c)


def judge_it(st, fr, ev):
    judge(st, "judgement_cards")


def mine(amount):
    def judged(st, p, c, j, ev):
        if m.suit(st, j) == "heart":
            discard_delayed(st, p, c, ev)
            damage(st, p, None, amount, m.kind(st, c))
        else:
            move_on(st, p, c, ev)
    return {"resolve": judge_it, "judged": judged, "cancel": move_on}


def circle_judged(st, p, c, j, ev):
    discard_delayed(st, p, c, ev)
    if m.suit(st, j) != "club":
        m.turn_frame(st)["skip_play"] = True


def careless_resolve(st, fr, ev):
    p, c = fr["player"], fr["card"]
    st["stack"].pop()
    discard_delayed(st, p, c, ev)
    if len(st["seats"][p]["hand"]) >= 2:
        push(st, "Careless", player=p, chosen=[])
    else:
        m.turn_frame(st)["skip_draw"] = True


m.DELAYED_EFFECTS.update({
    "landmine": mine(3),
    "water_mine": mine(2),
    "circle_curse": {"resolve": judge_it, "judged": circle_judged, "cancel": discard_delayed},
    "careless": {"resolve": careless_resolve, "cancel": discard_delayed},
})


class PayCards(Prompt):
    """A payment of a fixed number of cards, one `choose` step per card (PPS-18.7)."""
    fields = {"player": "seat", "chosen": "cards"}
    public = ("player",)
    own = ("chosen",)
    count = 2
    optional = False
    rule = "PPS-18.7"

    @classmethod
    def choices(cls, st, fr):
        return [c for c in m.listed_hand(st, fr["player"]) if c not in fr["chosen"]]

    @classmethod
    def may_pass(cls, st, fr):
        return cls.optional and not fr["chosen"]

    @classmethod
    def answer(cls, st, fr, a, ev):
        p = fr["player"]
        if a["type"] == "pass":
            passed(st, ev, p, fr["kind"].lower())
            cls.done(st, fr, False, ev)
            return
        fr["chosen"].append(a["choice"])
        if len(fr["chosen"]) == cls.count:
            cards = sorted(fr["chosen"])
            for c in cards:
                m.remove_card_of(st, p, c)
            m.to_discard(st, cards)
            event(ev, "discard", f"Player {p} discards {', '.join(m.label(st, c) for c in cards)}.",
                  f"{p}号位弃置{m.labels_zh(st, cards)}。", p, cards=cards)
            cls.done(st, fr, True, ev)

    @classmethod
    def why(cls, st, fr, a):
        return cls.rule, text("Choose the next card to pay, one per step.", "请选择下一张要支付的牌，每步一张。")


@frame
class Careless(PayCards):
    """CARELESS prompt (PPS-10.14.2): discard two hand cards."""
    rule = "PPS-10.14.2"

    @staticmethod
    def done(st, fr, paid, ev):
        st["stack"].pop()
