"""The BOSS variant (PPS-21), setup option mode = boss: the Pirate King's seven skills, his seats and health at
setup, and the Boss-versus-Runners win check. The boss stands in for the lord everywhere (machine.is_lord)."""
from __future__ import annotations

from engine.paopaosha import machine as m
from engine.paopaosha.cards import CHARACTERS
from engine.paopaosha.damage import finish
from engine.paopaosha.machine import event, push
from engine.paopaosha.skill_base import ability, character, mark_used, skill_move, spend, used, uses_left


def boss_mode(st):
    return st["options"].get("mode") == "boss"


def setup_seats(st, ev):
    """PPS-21.2: no identity cards; one boss, everyone else a runner (both public). The boss needs no character
    from the pool."""
    b = st["options"]["boss_seat"]
    for i, s in enumerate(st["seats"]):
        s["identity"] = "boss" if i == b else "runner"
        s["revealed"] = True
    st["seats"][b]["character"] = "pirate_king"
    event(ev, "identity", f"Player {b} is the boss, 海盗王; everyone else is a runner.",
          f"{b}号位是海盗王，其他人都是跑跑。", b, identity="boss")


def _boss_health(st, ev):
    """PPS-21.3: auto = the runners' total max health (小豆 counts 0)."""
    if not boss_mode(st):
        return
    b = st["options"]["boss_seat"]
    hp = st["options"]["boss_health"]
    if hp == "auto":
        hp = sum(s["max_health"] for i, s in enumerate(st["seats"]) if i != b)
    hp = max(1, min(99, hp))
    st["seats"][b]["health"] = st["seats"][b]["max_health"] = hp
    event(ev, "character", f"Player {b} is the Pirate King (海盗王), health {hp}.", f"{b}号位的人物是海盗王，体力{hp}。",
          b, character="pirate_king", health=hp)


def _boss_win(st, ev):
    """PPS-21.5: runners win when the boss dies; the boss wins when every runner is dead."""
    if not boss_mode(st):
        return None
    seats = st["seats"]
    b = st["options"]["boss_seat"]
    runners = [i for i in range(st["players"]) if i != b]
    if not seats[b]["alive"]:
        finish(st, ev, "runners", runners)
        return True
    if not any(seats[i]["alive"] for i in runners):
        finish(st, ev, "boss", [b])
        return True
    return False


m.HOOKS["setup_done"].append(_boss_health)
m.HOOKS["win"].append(_boss_win)


# -- the seven skills (PPS-21.4) -----------------------------------------------------------------------------

def _charm(st, p, ctx):
    ctx["noshan"] = True


def _awesome(st, p, ctx):
    ctx["unlimited"] = True


def _plunder_open(st, p, ctx):
    return st["seats"][p]["character"] == "pirate_king" and not used(st, "plunder") and m.in_own_play(st, p)


def _plunder_declare(st, u, cards, ev):
    mark_used(st, "plunder")


m.CONVERSIONS["plunder"] = {"source": "hand", "as": {"play": "bandit_invasion"}, "open": _plunder_open, "ok": None,
                            "on_declare": _plunder_declare}


def _bao(st, p, ctx):
    push(st, "DrawBonus", player=p, count=8, ability="bao_gongpu", yes=False, step="ask")    # base draw 10 instead of 2


def _wai(st, p, ctx):
    push(st, "OptionalDraw", player=p, count=10, ability="wai_gongpu", yes=False, step="ask")


def _zhong(st, p, ctx):
    ctx["limit"] = 10 ** 6                                     # no discard phase


def _hq_moves(st, p, ctx):
    if uses_left(st, p, "headquarters") > 0:
        ctx["moves"].extend(skill_move(p, "headquarters", None, q) for q in m.living_from(st, p, False))


def _hq_use(st, p, a, ev):
    q = a["target"]
    spend(st, p, "headquarters", ev)
    st["seats"][p]["marks"]["headquarters_runner"] = q
    event(ev, "skill", f"Player {p} takes command of player {q}'s hand for this turn (司令部).",
          f"{p}号位发动司令部：本回合指挥{q}号位的手牌。", p, skill="headquarters", target=q)
    event(ev, "look", f"Player {q} holds {st['seats'][q]['hand']}.",
          f"{q}号位的手牌：{m.labels_zh(st, st['seats'][q]['hand']) or '无'}。", p, [p], target=q,
          hand=list(st["seats"][q]["hand"]))


def commanded_runner(st, p):
    """The runner whose hand p uses as his own this turn (司令部), or None."""
    q = st["seats"][p]["marks"].get("headquarters_runner")
    return q if q is not None and st["current"] == p and m.alive(st, q) else None


def _hq_cards(st, p):
    q = commanded_runner(st, p)
    return [] if q is None else list(m.listed_hand(st, q))


def _hq_take(st, u, c):
    q = st["seats"][u]["marks"].get("headquarters_runner")
    if q is not None and c in st["seats"][q]["hand"]:
        st["seats"][q]["hand"].remove(c)


def _hq_turn_over(st, p, ev):
    st["seats"][p]["marks"].pop("headquarters_runner", None)


def _hq_sees(st, viewer, seat, what):
    return what == "hand" and st["seats"][viewer]["marks"].get("headquarters_runner") == seat


def _hq_hands_seen(st, viewer):
    runner = st["seats"][viewer]["marks"].get("headquarters_runner")
    return () if runner is None else (runner,)


ability("charm", dodge_rules=_charm, rule="PPS-21.4")
ability("awesome", attack_limit=_awesome, rule="PPS-21.4")
ability("plunder", rule="PPS-21.4")
ability("bao_gongpu", draw_options=_bao, rule="PPS-21.4")
ability("wai_gongpu", turn_end=_wai, rule="PPS-21.4")
ability("zhong_gongpu", hand_limit=_zhong, rule="PPS-21.4")
ability("headquarters", play_skills=_hq_moves, use=_hq_use, rule="PPS-21.4")
character("pirate_king", "charm", "awesome", "plunder", "bao_gongpu", "wai_gongpu", "zhong_gongpu", "headquarters")
m.HOOKS["hand_sources"].append(_hq_cards)
m.HOOKS["borrowed_cards"].append(_hq_take)
m.HOOKS["turn_over"].append(_hq_turn_over)
m.HOOKS["sees"].append(_hq_sees)
m.HOOKS["hands_seen"].append(_hq_hands_seen)
assert CHARACTERS["pirate_king"]["boss"]
