"""Skill books (PPS-12): the abilities a book gives while it sits in the book slot, and 神秘惊奇's single use.
Equipping a book is the core's `equip` (the fourth slot); each ability is registered under the book's kind."""
from __future__ import annotations

from engine.core.text import text
from engine.paopaosha import machine as m
from engine.paopaosha import using
from engine.paopaosha.effects import attack_protected, card
from engine.paopaosha.damage import damage
from engine.paopaosha.flow import passed
from engine.paopaosha.machine import CardsAsked, event, frame, push
from engine.paopaosha.skill_base import ability, give_private, mark_used, others, skill_move, steps, used


# -- 公山子无影脚 (PPS-12.2) --------------------------------------------------------------------------------------

def _unlimited(st, p, ctx):
    ctx["unlimited"] = True


def _kick_open(st, p, ctx):
    return m.equipped(st, p, "book") == "shadowless_kick" and m.in_own_play(st, p)


def _kick_ok(st, p, c, ctx):
    return m.kind(st, c) == "attack"


ability("shadowless_kick", attack_limit=_unlimited, rule="PPS-12.2")
m.CONVERSIONS["shadowless_kick"] = {"source": "hand", "as": {"play": "duel"}, "open": _kick_open, "ok": _kick_ok}


# -- 公山子无影八卦阵 (PPS-12.3) -------------------------------------------------------------------------------------

ATTACKS = ("attack", "duel", "thousand_blades", "bandit_invasion", "terrorist")


def _ignore_distance(st, p, ctx):
    ctx["ignore"] = True


def _ignore_armour(st, p, ctx):
    ctx["noarmour"] = True


def _untouchable(st, p, ctx):
    if ctx["kind"] in ATTACKS and not m.is_lord(st, ctx["user"]):
        ctx["ok"] = False
        ctx["rule"] = "PPS-12.3"


def scorn_targets(st, p, w):
    """The living players seated just before and after w, other than p and w, that p's 杀 may hit."""
    live = m.living(st)
    i = live.index(w)
    near = {live[(i - 1) % len(live)], live[(i + 1) % len(live)]} - {p, w}
    return sorted(q for q in near if not attack_protected(st, p, q, "attack"))


def weakest(st, p):
    opp = others(st, p)
    if not opp:
        return []
    low = min(st["seats"][q]["health"] for q in opp)
    return [q for q in opp if st["seats"][q]["health"] == low and scorn_targets(st, p, q)]


def scorn_card_way(st, p, c):
    """How hand card c can be Scorn's 杀: (as, via, cards needed), or None (PPS-12.3 item 4)."""
    k = m.kind(st, c)
    if k == "attack":
        return None, None, 1
    if k == "attack_or_dodge":
        return "attack", None, 1
    weapon = m.equipped(st, p, "weapon")
    if k == "water" and weapon == "water_gun":
        return "attack", "water_gun", 1
    if weapon == "wok" and len(st["seats"][p]["hand"]) >= 2:
        return "attack", "wok", 2
    return None


def _scorn_moves(st, p, ctx):
    if used(st, "scorn") or using.attack_limit_error(st, p):
        return
    ws = weakest(st, p)
    if not ws:
        return
    for c in m.listed_hand(st, p):
        if scorn_card_way(st, p, c):
            ctx["moves"].extend(skill_move(p, "scorn", c, w) for w in ws)


def _scorn_use(st, p, a, ev):
    mark_used(st, "scorn")
    c, w = a["card"], a["target"]
    as_, via, need = scorn_card_way(st, p, c)
    if need == 2:
        steps(st, p, "scorn", "wok", [c], w)                # announced with the wok's second card (PPS-18.7)
        return
    _scorned(st, p, w, ev)
    using.start_use(st, p, "attack", [c], via, scorn_targets(st, p, w), ev, limited=True, pp=True)


def _scorn_choices(st, fr):
    taken = set(fr["cards"])
    return [c for c in m.listed_hand(st, fr["player"]) if c not in taken]


def _scorned(st, p, w, ev):
    event(ev, "skill", f"Player {p} scorns player {w} (鄙视): his neighbours are attacked.",
          f"{p}号位对{w}号位发动鄙视：其两侧相邻的玩家受到攻击。", p, skill="scorn", target=w)


def _scorn_chosen(st, fr, choice, ev):
    st["stack"].pop()
    p = fr["player"]
    _scorned(st, p, fr["target"], ev)
    using.start_use(st, p, "attack", fr["cards"] + [choice], "wok", scorn_targets(st, p, fr["target"]), ev,
                    limited=True, pp=True)


ability("shadowless_bagua", distance_from=_ignore_distance, dodge_rules=_ignore_armour,
        attack_target_ok=_untouchable, play_skills=_scorn_moves, rule="PPS-12.3")
ability("scorn", use=_scorn_use, choices=_scorn_choices, chosen=_scorn_chosen, rule="PPS-12.3")


# -- 电脑奇才 the book (PPS-12.4) ------------------------------------------------------------------------------------

def _book_whiz_moves(st, p, ctx):
    if used(st, "computer_whiz"):
        return
    mine = bool(st["seats"][p]["hand"])
    ctx["moves"].extend(skill_move(p, "computer_whiz", None, q) for q in others(st, p)
                        if mine or st["seats"][q]["hand"])


def _book_whiz_use(st, p, a, ev):
    mark_used(st, "computer_whiz")
    steps(st, p, "computer_whiz", "mode", t=a["target"])   # announced once complete (PPS-18.7)


def _book_whiz_choices(st, fr):
    p, t = fr["player"], fr["target"]
    if fr["step"] == "mode":
        one = bool(st["seats"][p]["hand"]) and bool(st["seats"][t]["hand"])
        return (["one"] if one else []) + ["all"]
    return m.given_hand(st, p)


def _book_whiz_chosen(st, fr, choice, ev):
    p, t = fr["player"], fr["target"]
    if fr["step"] == "mode" and choice == "one":
        fr["step"] = "card"
        return
    st["stack"].pop()
    event(ev, "skill", f"Player {p} uses the book 电脑奇才 on player {t}.", f"{p}号位对{t}号位使用技能书电脑奇才。", p,
          skill="computer_whiz", target=t)
    if fr["step"] == "card":
        push(st, "Swap", user=p, target=t, mine=choice, got=None, step="random_card")
        return
    a, b = st["seats"][p]["hand"], st["seats"][t]["hand"]
    st["seats"][p]["hand"], st["seats"][t]["hand"] = b, a
    event(ev, "swap", f"Players {p} and {t} exchange their whole hands ({len(a)} and {len(b)} cards).",
          f"{p}号位与{t}号位交换全部手牌（{len(a)}张与{len(b)}张）。", p, target=t)
    event(ev, "swap", f"Player {p} now holds {b}; player {t} holds {a}.",
          f"{p}号位现在的手牌：{m.labels_zh(st, b) or '无'}；{t}号位的手牌：{m.labels_zh(st, a) or '无'}。", p, [p, t],
          target=t)


ability("computer_whiz", play_skills=_book_whiz_moves, use=_book_whiz_use, choices=_book_whiz_choices,
        chosen=_book_whiz_chosen, rule="PPS-12.4")


# -- 神秘惊奇 (PPS-12.5) ---------------------------------------------------------------------------------------------

def _mystic_error(st, u, t):
    if t == u:
        return "PPS-12.5", text("神秘惊奇 targets another player.", "神秘惊奇只能以其他玩家为目标。")
    if not m.alive(st, t):
        return "PPS-15.5", text(f"Player {t} is dead and cannot be targeted.", f"{t}号位已死亡，不能成为目标。")
    return None


def _mystic(st, fr, q, ev):
    push(st, "Mystic", user=fr["user"], target=q, chosen=[])


card("mystic_surprise", play=True, target_error=_mystic_error, resolve=_mystic)


@frame
class Mystic(CardsAsked):
    """MYSTIC prompt (PPS-12.5): give the user 5 hand cards, one per step (only with 5), or take 4 damage."""

    @staticmethod
    def step(st, fr, ev):
        if len(st["seats"][fr["target"]]["hand"]) < 5 and not fr["chosen"]:
            st["stack"].pop()
            passed(st, ev, fr["target"], "mystic")
            damage(st, fr["target"], fr["user"], 4, "mystic_surprise")
            return False
        return True

    @staticmethod
    def choices(st, fr):
        return m.given_hand(st, fr["target"], fr["chosen"])

    @staticmethod
    def answer(st, fr, a, ev):
        t, u = fr["target"], fr["user"]
        if a["type"] == "pass":
            st["stack"].pop()
            passed(st, ev, t, "mystic")
            damage(st, t, u, 4, "mystic_surprise")
            return
        fr["chosen"].append(a["choice"])
        if len(fr["chosen"]) == 5:
            st["stack"].pop()
            for c in sorted(fr["chosen"]):
                st["seats"][t]["hand"].remove(c)
                if m.alive(st, u):
                    give_private(st, t, u, c, ev, "神秘惊奇")
                else:
                    m.to_discard(st, [c])

    @staticmethod
    def why(st, fr, a):
        return "PPS-12.5", text("Give five hand cards one at a time, or pass and take 4 damage.",
                                "请逐张交出五张手牌，或放弃并受到4点伤害。")
