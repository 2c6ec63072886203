"""God cards (PPS-13): used in your own play phase, never negated, never stopped by 盾牌; their instant kills go
straight to the death procedure (PPS-14.5). One registry entry per card, with the frames its prompts need."""
from __future__ import annotations

from itertools import repeat
from operator import contains, itemgetter

from engine.core.text import text
from engine.paopaosha import machine as m
from engine.paopaosha.effects import card
from engine.paopaosha.damage import finish
from engine.paopaosha.flow import end_judgement, judge, passed
from engine.paopaosha.machine import CardsAsked, Prompt, event, frame, push
from engine.paopaosha.skill_base import OtherSeatPrompt, give_private, group, others, set_group


def _self(st, u):
    return [u]


def _other_error(rule):
    def check(st, u, t):
        if t == u:
            return rule, text("This god card targets another player.", "这张神牌只能以其他玩家为目标。")
        if not m.alive(st, t):
            return "PPS-15.5", text(f"Player {t} is dead and cannot be targeted.", f"{t}号位已死亡，不能成为目标。")
        return None
    return check


def instant_kill(st, victim, killer, ev, why):
    """PPS-14.5: no dying, no rescue, no prevention."""
    event(ev, "instant_kill", f"Player {victim} is killed instantly ({why}).", f"{victim}号位被{why}直接杀死。", victim,
          killer=killer)
    push(st, "Death", player=victim, killer=killer, step="start")


def lay_marker(st, fr):
    """The god card leaves the processing area to lie in front of a player (天使之泪, 海洋公主)."""
    c = fr["cards"][0]
    m.from_processing(st, [c])
    return c


# -- 永恒之火 (PPS-13.2) -------------------------------------------------------------------------------------------

def _fire(st, fr, q, ev):
    c = fr["cards"][0]
    m.from_processing(st, [c])
    st["removed"].append(c)                                    # step 5: removed from the game either way
    event(ev, "removed", f"{m.label(st, c)} is removed from the game.", f"{m.label_zh(st, c)}移出游戏。", fr["user"],
          card=c)
    push(st, "Fire", user=fr["user"], order=m.living_from(st, fr["user"]), position=0, judgement_cards=[], holder=None, victim=None,
         step="judge")


card("eternal_fire", play=True, target="none", select=_self, resolve=_fire)


@frame
class Fire(OtherSeatPrompt):
    """永恒之火: one judgement each from the user in seat order until a ♣; that Fire Holder may kill one other
    player or nobody (PICK)."""
    fields = {"user": "seat", "order": "seats", "position": "int", "judgement_cards": "cards", "holder": "seat?", "victim": "seat?",
              "step": "str"}
    steps = ('judge', 'judged', 'pick', 'kill')
    public = ("user", "order", "position", "holder", "victim", "step")
    asks = "holder"

    @staticmethod
    def step(st, fr, ev):
        if fr["step"] == "judge":
            while fr["position"] < len(fr["order"]) and not m.alive(st, fr["order"][fr["position"]]):
                fr["position"] += 1
            if fr["position"] >= len(fr["order"]):
                st["stack"].pop()
                event(ev, "no_effect", "Nobody judged a ♣: 永恒之火 has no effect.", "没有人判定出♣：永恒之火没有效果。")
                return False
            fr["step"] = "judged"
            fr["judgement_cards"] = []
            judge(st, "judgement_cards")
            return False
        if fr["step"] == "judged":
            q = fr["order"][fr["position"]]
            c = fr["judgement_cards"][0]
            club = m.suit(st, c) == "club"
            event(ev, "judgement", f"Player {q}'s judgement {m.label(st, c)}" + (": the Fire Holder." if club else "."),
                  f"{q}号位的判定牌：{m.label_zh(st, c)}" + ("，成为持火者。" if club else "。"), q, card=c, success=club)
            end_judgement(st, c, ev)
            if not club:
                fr["position"] += 1
                fr["step"] = "judge"
                return False
            fr["holder"] = q
            fr["step"] = "pick"
        if fr["step"] == "pick":
            if not Fire.choices(st, fr):
                st["stack"].pop()
                return False
            return True
        st["stack"].pop()                                      # "kill": the death procedure has run
        return False

    @staticmethod
    def answer(st, fr, a, ev):
        if a["type"] == "pass":                                # PICK: pass = nobody (PPS-18.2)
            st["stack"].pop()
            passed(st, ev, fr["holder"], "fire")
            return
        ch = a["choice"]
        fr["victim"], fr["step"] = ch, "kill"
        instant_kill(st, ch, fr["holder"], ev, "永恒之火")

    @staticmethod
    def why(st, fr, a):
        return "PPS-13.2", text("Choose another living player to kill, or pass to kill nobody.",
                                "请选择另一名存活的玩家杀死，或放弃而不杀任何人。")


def _fire_win(st, ev):
    """PPS-13.2 step 4: a lord killed by 永恒之火 means the bandits win (boss mode: the runners)."""
    for fr in st["stack"]:
        if fr["kind"] == "Fire" and fr["step"] == "kill" and fr["victim"] is not None and m.is_lord(st, fr["victim"]) \
                and not m.alive(st, fr["victim"]):
            if st["seats"][fr["victim"]]["identity"] == "boss":
                return None                                    # the boss's death is the runners' win anyway
            finish(st, ev, "bandits", [i for i, s in enumerate(st["seats"]) if s["identity"] == "bandit"])
            return True
    return None


m.HOOKS["win"].append(_fire_win)


# -- 天使之泪 (PPS-13.3) -------------------------------------------------------------------------------------------

def _tear_usable(st, u):
    if m.no_health(st, u):
        return "PPS-3.12.1", text("小豆 cannot use 天使之泪.", "小豆不能使用天使之泪。")
    return None


def _tear(st, fr, q, ev):
    s = st["seats"][q]
    if s["max_health"] >= 10 or group(st, q, "tear"):
        event(ev, "no_effect", "天使之泪 has no effect: max health is already 10 or more.", "天使之泪没有效果：体力上限已达10或以上。",
              q)
        return
    c = lay_marker(st, fr)
    set_group(st, q, "tear", [c, s["health"], s["max_health"]])
    s["health"] = s["max_health"] = 10
    event(ev, "marker", f"Player {q} is at 10/10 health (天使之泪).", f"{q}号位的体力变为10/10（天使之泪）。", q, card=c,
          health=10)


def _tear_after_damage(st, p, ctx):
    tear = group(st, p, "tear")
    s = st["seats"][p]
    if tear and s["health"] <= tear[1]:
        c, _, old_max = tear
        set_group(st, p, "tear", None)
        s["max_health"] = old_max
        m.to_discard(st, [c])
        event(ctx.get("ev", []), "marker_end", f"天使之泪 ends: player {p}'s max health is {old_max} again.",
              f"天使之泪结束：{p}号位的体力上限恢复为{old_max}。", p, card=c, max_health=old_max)


card("angels_tear", play=True, target="none", select=_self, usable=_tear_usable, resolve=_tear)
m.ABILITIES["angels_tear_marker"] = {"after_damage": _tear_after_damage, "rule": "PPS-13.3", "marker": True}


def _marker_abilities(st, p):
    return ["angels_tear_marker"] if "tear_card" in st["seats"][p]["marks"] else []


m.HOOKS["abilities"].append(_marker_abilities)


# -- 吉奥拉之花 (PPS-13.4) -----------------------------------------------------------------------------------------

def _flower(st, fr, q, ev):
    push(st, "Flower", user=fr["user"], target=q, chosen=[])


card("geola_flower", play=True, target_error=_other_error("PPS-13.4"), resolve=_flower)


def real_waters(st, p):
    return [c for c in m.listed_hand(st, p) if m.kind(st, c) == "water"]


@frame
class Flower(CardsAsked):
    """FLOWER prompt (PPS-13.4): hand two real 水 to the user, one per step, or be eaten."""

    @staticmethod
    def step(st, fr, ev):
        if len(real_waters(st, fr["target"])) < 2:
            Flower.eaten(st, fr, ev)
            return False
        return True

    @staticmethod
    def eaten(st, fr, ev):
        st["stack"].pop()
        passed(st, ev, fr["target"], "flower")
        instant_kill(st, fr["target"], fr["user"], ev, "吉奥拉之花")

    @staticmethod
    def choices(st, fr):
        return [c for c in real_waters(st, fr["target"]) if c not in fr["chosen"]]

    @staticmethod
    def answer(st, fr, a, ev):
        if a["type"] == "pass":
            Flower.eaten(st, fr, ev)
            return
        fr["chosen"].append(a["choice"])
        if len(fr["chosen"]) == 2:
            st["stack"].pop()
            t, u = fr["target"], fr["user"]
            cards = sorted(fr["chosen"])
            for c in cards:
                st["seats"][t]["hand"].remove(c)
            if m.alive(st, u):
                for c in cards:
                    m.add_hand(st, u, c)
            else:
                m.to_discard(st, cards)
            event(ev, "give", f"Player {t} hands {', '.join(m.label(st, c) for c in cards)} to player {u} "
                              f"(吉奥拉之花).", f"{t}号位把{m.labels_zh(st, cards)}交给{u}号位（吉奥拉之花）。", t,
                  cards=cards, to=u)

    @staticmethod
    def why(st, fr, a):
        return "PPS-13.4", text("Give two real 水 one at a time, or pass and be eaten.", "请逐张交出两张真正的水，或放弃并被吃掉。")


# -- 海洋公主 (PPS-13.5) -------------------------------------------------------------------------------------------

CONTROL_TURNS = 6   # turn ends until control ends: the current turn's end, then 5 more (PPS-13.5 item 3)


def controllers(st, p):
    """p's controller, his controller, and so on (PPS-13.5 item 4)."""
    chain = []
    c = st["seats"][p]["marks"].get("controlled_by")
    while c is not None and c not in chain and len(chain) < st["players"]:
        chain.append(c)
        c = st["seats"][c]["marks"].get("controlled_by")
    return chain


def _princess_error(st, u, t):
    err = _other_error("PPS-13.5")(st, u, t)
    if err:
        return err
    if group(st, t, "ctrl"):
        return "PPS-13.5", text(f"Player {t} is already controlled.", f"{t}号位已经被控制。")
    if t in controllers(st, u):
        return "PPS-13.5", text(f"Player {t} controls you, directly or through a chain.", f"{t}号位直接或间接地控制着你。")
    return None


def _princess(st, fr, q, ev):
    c = lay_marker(st, fr)
    set_group(st, q, "ctrl", [fr["user"], c, CONTROL_TURNS])
    event(ev, "control", f"Player {fr['user']} controls player {q} (海洋公主) until 5 more turns have ended.",
          f"{fr['user']}号位控制{q}号位（海洋公主），直到再结束5个回合。", q, controller=fr["user"], card=c)
    event(ev, "look", f"Player {q} holds {st['seats'][q]['hand']}.",
          f"{q}号位的手牌：{m.labels_zh(st, st['seats'][q]['hand']) or '无'}。", fr["user"], [fr["user"]], target=q,
          hand=list(st["seats"][q]["hand"]))


card("ocean_princess", play=True, target_error=_princess_error, resolve=_princess)


def end_control(st, p, ev):
    c = group(st, p, "ctrl")
    if c is None:
        return
    set_group(st, p, "ctrl", None)
    m.to_discard(st, [c[1]])
    event(ev, "control_end", f"Player {c[0]}'s control over player {p} ends.", f"{c[0]}号位对{p}号位的控制结束。", p,
          controller=c[0], card=c[1])


def _controller(st, who):
    if "controlled_by" not in st["seats"][who]["marks"]:      # nearly always: asked after every action
        return who
    chain = controllers(st, who)
    return chain[-1] if chain else who


def _control_turn_over(st, p, ev):
    for q, s in enumerate(st["seats"]):
        if "control_turns_left" in s["marks"]:
            s["marks"]["control_turns_left"] -= 1
            if s["marks"]["control_turns_left"] <= 0:
                end_control(st, q, ev)


def _control_cleanup(st, p, ev):
    end_control(st, p, ev)
    for q, s in enumerate(st["seats"]):
        if s["marks"].get("controlled_by") == p:
            end_control(st, q, ev)
    tear = group(st, p, "tear")
    if tear:
        m.to_discard(st, [tear[0]])
        set_group(st, p, "tear", None)


def _control_sees(st, viewer, seat, what):
    return what == "hand" and viewer in controllers(st, seat)


_MARKS = itemgetter("marks")


def _anyone_controlled(st) -> bool:
    # At C speed: asked after every action and for every legal-moves, mostly finding no one.
    return any(map(contains, map(_MARKS, st["seats"]), repeat("controlled_by")))


def _control_hands_seen(st, viewer):
    if not _anyone_controlled(st):
        return ()
    return [seat for seat, info in enumerate(st["seats"])         # only a controlled seat has controllers
            if "controlled_by" in info["marks"] and viewer in controllers(st, seat)]


def _control_events(st, ev):
    """PPS-20.1: the controllers of a seat see the secrets that seat sees (its drawn cards, cards it is given)."""
    if not _anyone_controlled(st):
        return
    for e in ev:
        seen = e["visible_to"]
        if isinstance(seen, list):
            extra = [c for q in seen for c in controllers(st, q) if c not in seen]
            if extra:
                e["visible_to"] = seen + sorted(set(extra))


m.HOOKS["events"].append(_control_events)
m.HOOKS["controller"].append(_controller)
m.HOOKS["turn_over"].append(_control_turn_over)
m.HOOKS["death_cleanup"].append(_control_cleanup)
m.HOOKS["sees"].append(_control_sees)
m.HOOKS["hands_seen"].append(_control_hands_seen)


# -- 光明之眼 (PPS-13.6) -------------------------------------------------------------------------------------------

def _eye(st, fr, q, ev):
    u = fr["user"]
    hands = {str(o): list(st["seats"][o]["hand"]) for o in others(st, u)}
    event(ev, "look", f"Player {u} sees every other hand (光明之眼).", f"{u}号位查看其他所有人的手牌（光明之眼）。", u)
    hands_zh = "；".join(f"{o}号位：{m.labels_zh(st, cards) or '无'}" for o, cards in hands.items())
    event(ev, "look", f"The other hands: {hands}.", f"其他人的手牌：{hands_zh}。", u, [u], hands=hands)
    push(st, "Eye", user=u, order=others(st, u), position=0)


card("eye_of_light", play=True, target="none", select=_self, resolve=_eye)


@frame
class Eye(Prompt):
    """PICK for 光明之眼 (PPS-13.6): one card of each other hand, in seat order from the user's next player."""
    fields = {"user": "seat", "order": "seats", "position": "int"}
    public = ("user", "order", "position")
    asks = "user"

    @staticmethod
    def step(st, fr, ev):
        while fr["position"] < len(fr["order"]):
            q = fr["order"][fr["position"]]
            if m.alive(st, q) and st["seats"][q]["hand"] and m.alive(st, fr["user"]):
                return True
            fr["position"] += 1
        st["stack"].pop()
        return False

    @staticmethod
    def choices(st, fr):
        return m.given_hand(st, fr["order"][fr["position"]])

    @staticmethod
    def answer(st, fr, a, ev):
        q = fr["order"][fr["position"]]
        fr["position"] += 1
        st["seats"][q]["hand"].remove(a["choice"])
        give_private(st, q, fr["user"], a["choice"], ev, "光明之眼")

    @staticmethod
    def why(st, fr, a):
        return "PPS-13.6", text("Choose one card of this player's hand.", "请从这名玩家的手牌中选择一张。")
