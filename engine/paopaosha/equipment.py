"""Equipment effects (PPS-11): weapons, mounts and armour as named abilities at trigger timings, and the
conversions some of them allow."""
from __future__ import annotations

from engine.paopaosha import machine as m
from engine.paopaosha.delayed import PayCards
from engine.paopaosha.effects import ability
from engine.paopaosha.flow import judge
from engine.paopaosha.machine import event, frame, push


@frame
class Gatling(PayCards):
    """GATLING prompt (PPS-11.2.5): discard two cards other than the gun so the dodged 杀 still hits."""
    fields = {"player": "seat", "chosen": "cards", "return_to": "str"}
    optional = True
    rule = "PPS-11.2.5"

    @classmethod
    def choices(cls, st, fr):
        gun = st["seats"][fr["player"]]["equipment"]["weapon"]
        chosen = set(fr["chosen"])
        return [c for c in m.listed_seat_cards(st, fr["player"]) if c not in chosen and c != gun]

    @staticmethod
    def done(st, fr, paid, ev):
        m.ret(st, fr, paid)


# -- equipment (PPS-11) ---------------------------------------------------------------------------------------

def _unlimited(st, p, ctx):
    ctx["unlimited"] = True


def _plus_in_play(st, p, ctx):
    if ctx["pp"]:
        ctx["n"] += 1


def _plus(st, p, ctx):
    ctx["n"] += 1


def _no_shan(st, p, ctx):
    ctx["noshan"] = True


def _no_armour(st, p, ctx):
    ctx["noarmour"] = True


def _shotgun(st, p, ctx):
    if ctx["kind"] == "attack" and ctx["pp"] and set(st["seats"][p]["hand"]) <= set(ctx["cards"]):
        ctx["max"] = 3


def _gatling(st, p, ctx):
    gun = st["seats"][p]["equipment"]["weapon"]
    if len([c for c in m.seat_cards(st, p) if c != gun]) >= 2:
        push(st, "Gatling", player=p, chosen=[], return_to="pay")


def _santana(st, p, ctx):
    push(st, "YesNoQuestion", player=p, ability="santana", return_to="bonus", add=2)


def _bagua(st, p, ctx):
    ctx["moves"].append({"type": "use_skill", "player": p, "skill": "bagua",
                         "card": st["seats"][p]["equipment"]["armour"], "target": None})


ability("pak470", attack_limit=_unlimited)
ability("cannon", damage_increase=_plus_in_play)
ability("wolfdog", damage_increase=_plus)
ability("mallet", dodge_rules=_no_shan)
ability("m16", dodge_rules=_no_armour)
ability("shotgun", attack_targets=_shotgun)
ability("bubble_gatling", dodge_cancelled=_gatling)
ability("santana", draw_options=_santana)
def _bagua_use(st, fr, a, ev):
    """PPS-11.4.1: one judgement per DODGE prompt; the Dodge frame reads it in its 'judged' step."""
    fr["tried"] = True
    fr["step"] = "judged"
    event(ev, "armour", f"Player {fr['player']} judges for 八卦阵.", f"{fr['player']}号位为八卦阵进行判定。", fr["player"])
    judge(st, "judgement_cards")


ability("bagua", dodge_skills=_bagua, dodge_use=_bagua_use)


def _water_gun_open(st, p, ctx):
    return m.equipped(st, p, "weapon") == "water_gun" and m.in_own_play(st, p)


def _water_gun_ok(st, p, c, ctx):
    return m.kind(st, c) == "water"


def _wok_open(st, p, ctx):
    return m.equipped(st, p, "weapon") == "wok"


def _blade_open(st, p, ctx):
    return "reaper_blade" not in st["counters"]["used"] and (ctx != "play" or m.in_own_play(st, p))


def _blade_ok(st, p, c, ctx):
    return (st["seats"][p]["equipment"]["weapon"] == c and m.kind(st, c) == "reaper_blade"
            and st["blade_uses"].get(str(c), 0) < 3)


def _blade_declare(st, u, cards, ev):
    c = cards[0]
    st["counters"]["used"].append("reaper_blade")
    st["blade_uses"][str(c)] = st["blade_uses"].get(str(c), 0) + 1
    event(ev, "counter", f"死神冥刀 #{c} has {st['blade_uses'][str(c)]} use counter(s).",
          f"死神冥刀 #{c} 已有{st['blade_uses'][str(c)]}个使用标记。", u, card=c, uses=st["blade_uses"][str(c)])


def _blade_finish(st, fr, ev):
    c = fr["cards"][0]
    if st["blade_uses"].get(str(c), 0) >= 3:
        del st["blade_uses"][str(c)]
        for s in st["seats"]:
            if s["equipment"]["weapon"] == c:
                s["equipment"]["weapon"] = None
        st["removed"].append(c)
        event(ev, "removed", f"死神冥刀 #{c} is used up and removed from the game.", f"死神冥刀 #{c} 已用尽，移出游戏。",
              fr["user"], card=c)


m.CONVERSIONS.update({
    "water_gun": {"source": "hand", "as": {"play": "attack", "attack": "attack"}, "open": _water_gun_open,
                  "ok": _water_gun_ok, "rule": "PPS-11.2.2"},
    "wok": {"source": "hand", "as": {"play": "attack", "attack": "attack", "borrow": "attack"}, "open": _wok_open,
            "ok": None, "cards": 2, "rule": "PPS-11.2.7"},
    "reaper_blade": {"source": "equip", "as": {"play": "curse", "rescue": "life_book"}, "open": _blade_open,
                     "ok": _blade_ok, "rule": "PPS-11.2.4", "keeps": True, "on_declare": _blade_declare, "on_finish": _blade_finish},
})
