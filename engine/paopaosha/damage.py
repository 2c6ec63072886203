"""Damage, dying and death (PPS-14, PPS-15) and the end of the game (PPS-16): the frames that take a seat's
health and life, and the win check that follows a death."""
from __future__ import annotations

from engine.core.text import text
from engine.paopaosha import machine as m
from engine.paopaosha import table_play
from engine.paopaosha import using
from engine.paopaosha.cards import IDENTITY_ZH
from engine.paopaosha.flow import passed
from engine.paopaosha.machine import Frame, RoundPrompt, event, frame, pass_move, push
from engine.paopaosha.result import REASON_OF_SIDE, final_result


# -- damage, dying, death (PPS-14, PPS-15) ---------------------------------------------------------------------

def damage(st, to, src, n, cause, atk=False, pp=False):
    push(st, "Damage", target=to, source=src, amount=n, cause=cause, from_attack=atk, in_play_phase=pp, step="start")


@frame
class Damage(Frame):
    fields = {"target": "seat", "source": "seat?", "amount": "int", "cause": "str?", "from_attack": "bool", "in_play_phase": "bool", "step": "str"}
    steps = ("start", "before")
    public = ("target", "source", "amount", "cause", "step")

    @staticmethod
    def step(st, fr, ev):
        t = fr["target"]
        if not m.alive(st, t):
            st["stack"].pop()
            return False
        if fr["step"] == "start":                                 # PPS-14.2 steps 1-2
            if m.no_health(st, t) or m.fire(st, "damage_prevent", t, {"prevent": False, "frame": fr})["prevent"]:
                st["stack"].pop()
                event(ev, "damage_prevented", f"Damage to player {t} is prevented.", f"对{t}号位的伤害被防止。", t)
                return False
            if fr["from_attack"] and fr["source"] is not None:
                fr["amount"] = m.fire(st, "damage_increase", fr["source"], {"n": fr["amount"], "pp": fr["in_play_phase"]})["n"]
            fr["step"] = "before"
            m.fire(st, "before_damage", t, {"frame": fr})      # step 3 (optional prevention)
            return False
        st["stack"].pop()                                      # steps 4-6
        if fr["amount"] <= 0:
            return False
        seat = st["seats"][t]
        seat["health"] = max(0, seat["health"] - fr["amount"])
        src = "no source" if fr["source"] is None else f"player {fr['source']}"
        src_zh = "" if fr["source"] is None else f"{fr['source']}号位造成的"
        event(ev, "damage", f"Player {t} takes {fr['amount']} damage from {src}; health {seat['health']}.",
              f"{t}号位受到{src_zh}{fr['amount']}点伤害，体力剩{seat['health']}。", t,
              amount=fr["amount"], source=fr["source"], health=seat["health"])
        m.fire(st, "after_damage", t, {"frame": fr, "ev": ev})
        if seat["health"] == 0:
            event(ev, "dying", f"Player {t} is dying.", f"{t}号位濒死。", t)
            push(st, "Dying", player=t, killer=fr["source"], order=m.ask_order(st), position=0)
        return False


def recover(st, p, n, ev):
    """PPS-14.3: recovery is capped at max health."""
    s = st["seats"][p]
    if m.no_health(st, p):
        return
    s["health"] = min(s["max_health"], s["health"] + n)
    event(ev, "recover", f"Player {p} recovers to {s['health']} health.", f"{p}号位回复至{s['health']}点体力。", p,
          health=s["health"])


@frame
class Dying(RoundPrompt):
    """PPS-14.4: one RESCUE prompt per living player from the current player, until saved or all passed."""
    fields = {"player": "seat", "killer": "seat?", "order": "seats", "position": "int"}
    public = ("player", "killer", "order", "position")

    @staticmethod
    def step(st, fr, ev):
        p = fr["player"]
        if not m.alive(st, p) or st["seats"][p]["health"] >= 1:
            st["stack"].pop()
            return False
        while fr["position"] < len(fr["order"]):
            q = fr["order"][fr["position"]]
            if m.alive(st, q):
                if using.rescue_moves(st, q, p, first=True):
                    return True
                passed(st, ev, q, "rescue")
            fr["position"] += 1
        st["stack"].pop()
        push(st, "Death", player=p, killer=fr["killer"], step="start")
        return False


    @staticmethod
    def moves(st, fr):
        q = Dying.decider(st, fr)
        return using.rescue_moves(st, q, fr["player"]) + [pass_move(q)]

    @staticmethod
    def offers_pass(st, fr):
        return True

    @staticmethod
    def answer(st, fr, a, ev):
        q = a["player"]
        fr["position"] += 1
        if a["type"] == "pass":
            passed(st, ev, q, "rescue")
            return
        using.rescue_answer(st, q, fr["player"], a, ev)

    @staticmethod
    def why(st, fr, a):
        q = fr["order"][fr["position"]]
        err = using.answer_error(st, q, a, "rescue")
        if err is None and a["type"] == "respond" and a["card"] in st["seats"][q]["hand"]:
            rescue_error = m.CARDS.get(a["as"] or m.kind(st, a["card"]), {}).get("rescue_error")
            err = rescue_error(st, q, fr["player"]) if rescue_error else None       # e.g. QQ飞车 (PPS-11.3.6)
        if err is None and a["type"] == "use_skill":
            err = using.skill_error(st, q, a)
        return err or ("PPS-14.4.3", text("That is not a valid rescue for the dying player.", "这不是对濒死玩家有效的救援。"))


@frame
class Death(Frame):
    """PPS-15.1: the death procedure, step by step."""
    fields = {"player": "seat", "killer": "seat?", "step": "str"}
    steps = ("start", "reward", "triggers")
    public = ("player", "killer", "step")

    @staticmethod
    def step(st, fr, ev):
        p = fr["player"]
        seat = st["seats"][p]
        k = fr["killer"]
        valid = k is not None and k != p and m.alive(st, k)    # PPS-14.4.6, PPS-15.2
        if fr["step"] == "start":
            if table_play.show_first(st, p, hand=True, identity=True):    # PPS-19.5: the table shows them
                return False
            seat["alive"] = False                              # step 1
            seat["revealed"] = True
            event(ev, "death", f"Player {p} dies; identity: {seat['identity']}.",
                  f"{p}号位死亡，身份：{IDENTITY_ZH[seat['identity']]}。", p, identity=seat["identity"],
                  killer=k if valid else None)
            if valid:                                          # step 2, PPS-15.4
                st["seats"][k]["score"] += seat["score"]
                event(ev, "score", f"Player {k} takes {seat['score']} score card(s).", f"{k}号位获得{seat['score']}张积分牌。",
                      k, count=seat["score"])
            elif seat["score"]:
                event(ev, "score_removed", f"Player {p}'s {seat['score']} score card(s) leave the game.",
                      f"{p}号位的{seat['score']}张积分牌移出游戏。", p)
            seat["score"] = 0
            if win_check(st, ev):                              # step 3
                return False
            cards = list(seat["hand"]) + [c for c in seat["equipment"].values() if c is not None] + \
                [e[0] for e in seat["judgement_area"]]                  # step 4
            seat["hand"] = []
            seat["equipment"] = {key: None for key in seat["equipment"]}
            seat["judgement_area"] = []
            seat["skip_turn"] = False
            if cards:
                m.to_discard(st, cards)
                event(ev, "discard", f"Player {p}'s cards go to the discard pile.", f"{p}号位的牌全部进入弃牌堆。", p,
                      cards=sorted(cards))
            for fn in m.HOOKS["death_cleanup"]:                # markers end (天使之泪, 海洋公主)
                fn(st, p, ev)
            seat["marks"] = {}
            fr["step"] = "reward"
            return False
        if fr["step"] == "reward":                                # step 5, PPS-15.3
            if valid and seat["identity"] == "minister" and m.is_lord(st, k) and \
                    table_play.show_first(st, k, hand=True, identity=False):
                return False
            fr["step"] = "triggers"
            if valid and seat["identity"] == "bandit":
                event(ev, "reward", f"Player {k} draws 3 cards for killing a bandit.", f"{k}号位击败强盗，摸三张牌。", k)
                push(st, "PileDraw", player=k, count=3, destination="hand", got=[], return_to=None)
            elif valid and seat["identity"] == "minister" and m.is_lord(st, k):
                ks = st["seats"][k]
                cards = ks["hand"] + [c for c in ks["equipment"].values() if c is not None]
                ks["hand"] = []
                ks["equipment"] = {key: None for key in ks["equipment"]}
                m.to_discard(st, cards)
                event(ev, "penalty", "The lord killed a minister and discards all his hand and equipment cards.",
                      "国主杀死了大臣，弃置所有手牌和装备牌。", k, cards=sorted(cards))
            return False
        st["stack"].pop()                                      # step 6
        for q in m.living_from(st, st["current"]):
            m.fire(st, "death", q, {"dead": p})
        return False


def instant_kill(st, victim, killer):
    """PPS-14.5: straight to the death procedure, with no dying state, rescue or prevention."""
    push(st, "Death", player=victim, killer=killer, step="start")


def win_check(st, ev):
    """PPS-16.2-16.4; returns True when the game is over."""
    for fn in m.HOOKS["win"]:                                  # 永恒之火's lord clause, boss mode
        verdict = fn(st, ev)
        if verdict is not None:
            return verdict
    seats = st["seats"]
    ids = [s["identity"] for s in seats]
    live = [i for i, s in enumerate(seats) if s["alive"]]
    lord_alive = any(ids[i] == "lord" for i in live)
    if lord_alive:
        if any(ids[i] in ("bandit", "thief") for i in live):
            return False
        side, winners = "lord", [i for i, x in enumerate(ids) if x in ("lord", "minister")]
    elif len(live) == 1 and ids[live[0]] == "thief":
        side, winners = "thief", live
    else:
        side, winners = "bandits", [i for i, x in enumerate(ids) if x == "bandit"]
    finish(st, ev, side, winners)
    return True


def finish(st, ev, side, winners):
    """PPS-16.6: everyone revealed; ranking = winners first, then score, then seat. In table mode the face-down
    identities are shown first, and win_check runs again (TableShow)."""
    if table_play.show_identities_first(st):
        return
    for s in st["seats"]:
        s["revealed"] = True
    st["result"] = final_result(st, REASON_OF_SIDE[side], winners)
    event(ev, "game_over", st["result"]["message"], message_zh=st["result"]["message_zh"],
          winners=st["result"]["winners"])
