"""Character skills (PPS-3): one small named effect per skill, registered beside the character's skill list.
The core loop reaches them only through the registries of machine.py (ABILITIES at the TIMINGS, CONVERSIONS,
the "skills" of cards.CHARACTERS, HOOKS). Also keeps the per-seat `marks` that sections 3, 12, 13 and 21 share and the
generic frame for split skill decisions (PPS-18.7)."""
from __future__ import annotations

from engine.paopaosha import machine as m
from engine.paopaosha import using
from engine.paopaosha.cards import CHARACTERS, KINDS
from engine.paopaosha.flow import judge, pass_move, passed, recover
from engine.paopaosha.machine import Frame, event, frame, push

# -- the per-seat marks (a flat object of integers; a missing key means zero or none) ------------------------
# soy_milk, acrobatics, fix_pc, headquarters: per-game uses spent (豆浆 5, 杂技 2, 修电脑 3, 司令部 1);
# sleep: 2 = 睡觉 protection on, 1 = slept in the previous turn; tear_card, tear_hp, tear_max: 天使之泪 lying in
# front of the seat with the health P and max health M it replaced; ctrl_by, ctrl_card, ctrl_left: 海洋公主 lying
# in front of the seat, its controller and the turn ends left (the current turn's end included); hq: 司令部's
# runner this turn.
PER_GAME = {"soy_milk": 5, "acrobatics": 2, "fix_pc": 3, "headquarters": 1}
GROUPS = {"tear": ("tear_card", "tear_hp", "tear_max"), "ctrl": ("ctrl_by", "ctrl_card", "ctrl_left")}
MARK_KEYS = (*PER_GAME, "sleep", *GROUPS["tear"], *GROUPS["ctrl"], "hq")


def mk(st, p):
    return st["seats"][p]["marks"]


def get(st, p, key):
    return mk(st, p).get(key, 0)


def put(st, p, key, value):
    if value is None or value == 0:
        mk(st, p).pop(key, None)
    else:
        mk(st, p)[key] = value


def group(st, p, name):
    """[card, P, M] of 天使之泪 or [controller, card, turns left] of 海洋公主 in front of p, or None."""
    k = mk(st, p)
    keys = GROUPS[name]
    return [k[x] for x in keys] if keys[0] in k or keys[1] in k else None


def set_group(st, p, name, values):
    for i, key in enumerate(GROUPS[name]):
        mk(st, p).pop(key, None)
        if values is not None:
            mk(st, p)[key] = values[i]


def marks_problems(st):
    out = []
    n, ncards = st["players"], len(st["_t"]) - 1
    for i, s in enumerate(st["seats"]):
        k = s["marks"]
        if not k:
            continue                       # most seats: no marks, nothing below to check
        bad = [key for key in k if key not in MARK_KEYS]
        if bad:
            out.append(f"seat {i}'s marks name unknown keys {bad}")
            continue
        for key, top in PER_GAME.items():
            if k.get(key, 0) > top:
                out.append(f"seat {i} has used {key} more than {top} times")
        if k.get("sleep", 0) > 2:
            out.append(f"seat {i}'s sleep mark must be 0, 1 or 2")
        incomplete = [name for name, keys in GROUPS.items()
                      if any(x in k for x in keys) and not all(x in k for x in keys)]
        if incomplete:
            out.extend(f"seat {i}'s {name} marks are incomplete" for name in incomplete)
            continue
        if "tear_card" in k and not (1 <= k["tear_card"] <= ncards and k["tear_max"] < 10):
            out.append(f"seat {i}'s 天使之泪 mark is out of range")
        if "ctrl_by" in k and not (k["ctrl_by"] < n and k["ctrl_by"] != i and 1 <= k["ctrl_card"] <= ncards
                                   and 1 <= k["ctrl_left"] <= 6):
            out.append(f"seat {i}'s 海洋公主 mark is out of range")
        if "hq" in k and (k["hq"] >= n or k["hq"] == i):
            out.append(f"seat {i}'s 司令部 mark is out of range")
        for key, god in (("tear_card", "angels_tear"), ("ctrl_card", "ocean_princess")):   # a card, of its kind
            if key in k and 1 <= k[key] <= ncards and (st["_t"][k[key]] or (None,))[0] != god:
                out.append(f"seat {i}'s {key} mark must be a {KINDS[god]['zh']} card")
    for fr in st["stack"]:
        if fr["k"] == "Steps" and "choices" not in m.ABILITIES.get(fr["sk"], {}):
            out.append(f"a Steps frame names {fr['sk']!r}, which has no split decision")
    for i in range(n):                                         # PPS-13.5 item 4: no control loops
        seen, q = set(), i
        while "ctrl_by" in st["seats"][q]["marks"] and st["seats"][q]["marks"]["ctrl_by"] < n:
            q = st["seats"][q]["marks"]["ctrl_by"]
            if q in seen or q == i:
                out.append(f"seat {i}'s controllers form a loop")
                break
            seen.add(q)
    return out


m.HOOKS["problems"].append(marks_problems)


def uses_left(st, p, name):
    return PER_GAME[name] - get(st, p, name)


def spend(st, p, name, ev):
    put(st, p, name, get(st, p, name) + 1)
    event(ev, "skill_count", f"Player {p} has used {name} {get(st, p, name)} of {PER_GAME[name]} time(s).", p,
          skill=name, uses=get(st, p, name))


def used(st, name):
    return name in st["counters"]["used"]


def mark_used(st, name):
    st["counters"]["used"].append(name)


def has(st, p, name):
    ch = st["seats"][p]["character"]
    return ch is not None and name in CHARACTERS[ch].get("skills", ())


def skill_move(p, name, card=None, target=None):
    return {"type": "use_skill", "player": p, "skill": name, "card": card, "target": target}


def others(st, p):
    return m.living_from(st, p, include_start=False)


def ability(name, **timings):
    m.ABILITIES[name] = timings


def character(ch, *skills):
    CHARACTERS[ch]["skills"] = skills


def give_private(st, src, dst, c, ev, why):
    """A card moving hand to hand: only the two players see which (PPS-20.1)."""
    m.add_hand(st, dst, c)
    event(ev, "give", f"A card moves from player {src} to player {dst} ({why}).", dst, source=src)
    event(ev, "give", f"{m.label(st, c)} moves from player {src} to player {dst} ({why}).", dst, [src, dst],
          source=src, card=c)


def discard_paid(st, p, cards, ev, why):
    """PPS-6.10: cards paid as a cost go to the discard pile at once."""
    for c in cards:
        m.remove_card_of(st, p, c)
    m.to_discard(st, cards)
    event(ev, "discard", f"Player {p} discards {', '.join(m.label(st, c) for c in sorted(cards))} ({why}).", p,
          cards=sorted(cards))


# -- the split skill decision (PPS-18.7) ---------------------------------------------------------------------

@frame
class Steps(Frame):
    """Further `choose` steps of a skill decision; the skill's `choices` lists them, its `chosen` takes one."""
    fields = {"p": "seat", "sk": "str", "cards": "cards", "t": "seat?", "s": "str"}
    public = ("p", "sk")
    own = ("t", "s", "cards")

    @staticmethod
    def step(st, fr, ev):
        return True

    @staticmethod
    def decider(st, fr):
        return fr["p"]

    @staticmethod
    def moves(st, fr):
        ab = m.ABILITIES.get(fr["sk"], {})
        choices = ab["choices"](st, fr) if "choices" in ab else []
        return [{"type": "choose", "player": fr["p"], "choice": c} for c in choices]

    @staticmethod
    def answer(st, fr, a, ev):
        m.ABILITIES[fr["sk"]]["chosen"](st, fr, a["choice"], ev)

    @staticmethod
    def why(st, fr, a):
        return m.ABILITIES.get(fr["sk"], {}).get("rule", "PPS-18.7"), "That choice is not open in this step."


def steps(st, p, sk, s, cards=(), t=None):
    push(st, "Steps", p=p, sk=sk, cards=list(cards), t=t, s=s)


@frame
class OptDraw(Frame):
    """An optional draw (TRIGGER, PPS-18.2): yes draws n cards."""
    fields = {"p": "seat", "n": "int", "what": "str", "yes": "bool", "s": "str"}
    steps = ('ask', 'got')
    public = ("p", "n", "what", "s")

    @staticmethod
    def step(st, fr, ev):
        if fr["s"] == "ask":
            fr["s"] = "got"
            push(st, "Ask", p=fr["p"], what=fr["what"], ret="yes", add=0)
            return False
        st["stack"].pop()
        if fr["yes"]:
            push(st, "Pile", p=fr["p"], n=fr["n"], dest="hand", got=[], ret=None)
        return False


@frame
class DrawBonus(Frame):
    """An optional draw-phase bonus (TRIGGER, PPS-5.3): yes adds n to the turn's draw."""
    fields = {"p": "seat", "n": "int", "what": "str", "yes": "bool", "s": "str"}
    steps = ("ask", "got")
    public = ("p", "n", "what", "s")

    @staticmethod
    def step(st, fr, ev):
        if fr["s"] == "ask":
            fr["s"] = "got"
            push(st, "Ask", p=fr["p"], what=fr["what"], ret="yes", add=0)
            return False
        st["stack"].pop()
        if fr["yes"]:
            m.turn_frame(st)["bonus"] += fr["n"]
        return False


# -- 皮蛋: 睡觉, 主席 (PPS-3.3) --------------------------------------------------------------------------------

def _sleep_open(st, p, ctx):
    put(st, p, "sleep", max(0, get(st, p, "sleep") - 1))      # 2 -> 1: protection ends, no sleep this turn


def _sleep_moves(st, p, ctx):
    if get(st, p, "sleep") == 0:
        ctx["moves"].append(skill_move(p, "sleep"))


def _sleep_use(st, p, a, ev):
    put(st, p, "sleep", 2)
    m.turn_frame(st)["s"] = "over"                             # the rest of the turn is given up
    event(ev, "skill", f"Player {p} sleeps (睡觉): the turn ends and damage is prevented until his next turn.", p,
          skill="sleep")


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
    cards = m.seat_cards(st, p)
    if not used(st, "love") and len(cards) >= 2 and _healable_others(st, p):
        ctx["moves"].extend(skill_move(p, "love", c) for c in cards)


def _love_use(st, p, a, ev):
    steps(st, p, "love", "card", [a["card"]])


def _love_choices(st, fr):
    if fr["s"] == "card":
        taken = set(fr["cards"])
        return [c for c in m.seat_cards(st, fr["p"]) if c not in taken]
    return _healable_others(st, fr["p"])


def _love_chosen(st, fr, choice, ev):
    if fr["s"] == "card":
        fr["cards"].append(choice)
        fr["s"] = "player"
        return
    p = fr["p"]
    st["stack"].pop()
    mark_used(st, "love")
    discard_paid(st, p, fr["cards"], ev, "爱恋")
    event(ev, "skill", f"Player {p} uses 爱恋 with player {choice}.", p, skill="love", target=choice)
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
    event(ev, "skill", f"Player {p} uses 贪污.", p, skill="embezzle")
    push(st, "Embezzle", u=p, order=others(st, p), pos=0, got=None, s="next")


@frame
class Embezzle(Frame):
    """PPS-3.7.1: one random hand card (R5) from each other living player, in seat order from the next."""
    fields = {"u": "seat", "order": "seats", "pos": "int", "got": "card?", "s": "str"}
    steps = ('next', 'rand')
    public = ("u", "order", "pos")

    @staticmethod
    def step(st, fr, ev):
        if fr["s"] == "rand":
            fr["s"] = "next"
            q = fr["order"][fr["pos"]]
            fr["pos"] += 1
            if fr["got"] is not None:
                st["seats"][q]["hand"].remove(fr["got"])
                give_private(st, q, fr["u"], fr["got"], ev, "贪污")
                fr["got"] = None
            return False
        while fr["pos"] < len(fr["order"]):
            q = fr["order"][fr["pos"]]
            if m.alive(st, q) and st["seats"][q]["hand"] and m.alive(st, fr["u"]):
                fr["s"] = "rand"
                push(st, "Rand", v=q, ret="got")
                return False
            fr["pos"] += 1
        st["stack"].pop()
        return False


ability("embezzle", turn_start_skills=_embezzle_moves, use=_embezzle_use, rule="PPS-3.7.1")
ability("greedy_draw", draw_count=_plus(3), rule="PPS-3.7.2")
character("piguan_xiaoqian", "embezzle", "greedy_draw")


# -- 葱头: 爱国, 葱汁 (PPS-3.8) ----------------------------------------------------------------------------------

def _patriot(st, p, ctx):
    push(st, "Patriot", p=p, before=[], s="draw")


@frame
class Patriot(Frame):
    """PPS-3.8.1: one more card after the draw, then give it to another living player or keep it (TRIGGER)."""
    fields = {"p": "seat", "before": "cards", "s": "str"}
    steps = ('draw', 'give')
    public = ("p", "s")

    @staticmethod
    def step(st, fr, ev):
        p = fr["p"]
        if fr["s"] == "draw":
            fr["before"] = list(st["seats"][p]["hand"])
            fr["s"] = "give"
            push(st, "Pile", p=p, n=1, dest="hand", got=[], ret=None)
            return False
        if not Patriot.card(st, fr) or not others(st, p):
            st["stack"].pop()
            return False
        return True

    @staticmethod
    def card(st, fr):
        before = set(fr["before"])
        new = [c for c in st["seats"][fr["p"]]["hand"] if c not in before]
        return new[0] if new else None

    @staticmethod
    def decider(st, fr):
        return fr["p"]

    @staticmethod
    def moves(st, fr):
        p = fr["p"]
        return [{"type": "choose", "player": p, "choice": q} for q in others(st, p)] + [pass_move(p)]

    @staticmethod
    def answer(st, fr, a, ev):
        p = fr["p"]
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
        return "PPS-3.8.1", "Give the card to another living player, or pass to keep it."


def _onion(st, p, ctx):
    dmg = ctx["frame"]
    if dmg["n"] > 0 and len(m.seat_cards(st, p)) >= 2:
        push(st, "Onion", p=p, pts=0, chosen=[])


@frame
class Onion(Frame):
    """ONION prompt (PPS-3.8.2): choose k (or pass), then 2k cards one per step; the damage drops by k."""
    fields = {"p": "seat", "pts": "int", "chosen": "cards"}
    public = ("p",)
    own = ("pts", "chosen")

    @staticmethod
    def step(st, fr, ev):
        return True

    @staticmethod
    def decider(st, fr):
        return fr["p"]

    @staticmethod
    def moves(st, fr):
        p = fr["p"]
        if fr["pts"] == 0:
            top = min(m.parent(st)["n"], len(m.seat_cards(st, p)) // 2)
            return [{"type": "choose", "player": p, "choice": k} for k in range(1, top + 1)] + [pass_move(p)]
        chosen = set(fr["chosen"])
        return [{"type": "choose", "player": p, "choice": c} for c in m.seat_cards(st, p) if c not in chosen]

    @staticmethod
    def answer(st, fr, a, ev):
        p = fr["p"]
        if a["type"] == "pass":
            st["stack"].pop()
            passed(st, ev, p, "onion")
            return
        if fr["pts"] == 0:
            fr["pts"] = a["choice"]
            return
        fr["chosen"].append(a["choice"])
        if len(fr["chosen"]) == 2 * fr["pts"]:
            st["stack"].pop()
            discard_paid(st, p, fr["chosen"], ev, "葱汁")
            dmg = st["stack"][-1]
            dmg["n"] -= fr["pts"]
            event(ev, "skill", f"Player {p} prevents {fr['pts']} damage with 葱汁.", p, skill="onion_juice",
                  amount=fr["pts"])

    @staticmethod
    def why(st, fr, a):
        return "PPS-3.8.2", "Choose how many points to prevent (or pass), then the cards to discard."


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
    return list(st["seats"][fr["p"]]["hand"])


def _swap_one(st, fr, choice, ev):
    st["stack"].pop()
    event(ev, "skill", f"Player {fr['p']} uses 电脑奇才 on player {fr['t']}.", fr["p"], skill="whiz", target=fr["t"])
    push(st, "Swap", u=fr["p"], t=fr["t"], mine=choice, got=None, s="rand")


@frame
class Swap(Frame):
    """One chosen card of u for one random hand card (R5) of t, exchanged at once (PPS-3.9.1, PPS-12.4)."""
    fields = {"u": "seat", "t": "seat", "mine": "card", "got": "card?", "s": "str"}
    steps = ('rand', 'swap')
    public = ("u", "t", "s")

    @staticmethod
    def step(st, fr, ev):
        if fr["s"] == "rand":
            fr["s"] = "swap"
            push(st, "Rand", v=fr["t"], ret="got")
            return False
        st["stack"].pop()
        u, t, mine, got = fr["u"], fr["t"], fr["mine"], fr["got"]
        if got is None or mine not in st["seats"][u]["hand"]:
            return False
        st["seats"][u]["hand"].remove(mine)
        st["seats"][t]["hand"].remove(got)
        give_private(st, u, t, mine, ev, "电脑奇才")
        give_private(st, t, u, got, ev, "电脑奇才")
        return False


def _shan_cards(st, p):
    return [c for c in st["seats"][p]["hand"] if m.kind(st, c) == "dodge"]


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
    event(ev, "skill", f"Player {p} uses 洛神.", p, skill="luoshen")
    push(st, "Luoshen", p=p, s="judge", j=[], got=0, again=False)


@frame
class Luoshen(Frame):
    """PPS-3.10.1: judge; a non-weapon card is kept and you may judge again (at most 3 kept per turn); a
    weapon card goes back on top of the draw pile and the skill ends."""
    fields = {"p": "seat", "s": "str", "j": "cards", "got": "int", "again": "bool"}
    steps = ('judge', 'judged', 'asked')
    public = ("p", "s", "got")

    @staticmethod
    def step(st, fr, ev):
        p = fr["p"]
        if fr["s"] == "judge":
            fr["s"] = "judged"
            fr["j"] = []
            judge(st, "j")
            return False
        if fr["s"] == "judged":
            c = fr["j"][0]
            st["processing"].remove(c)
            if m.ctype(st, c) == "weapon":
                st["stack"].pop()
                st["pile_top"].insert(0, c)
                event(ev, "judgement", f"Judgement {m.label(st, c)}: a weapon; it goes back on top of the draw "
                                       f"pile and 洛神 ends.", p, card=c, success=False)
                return False
            m.add_hand(st, p, c)
            fr["got"] += 1
            event(ev, "judgement", f"Judgement {m.label(st, c)}: player {p} keeps it.", p, card=c, success=True)
            if fr["got"] >= 3:
                st["stack"].pop()
                return False
            fr["s"] = "asked"
            push(st, "Ask", p=p, what="luoshen", ret="again", add=0)
            return False
        if fr["again"]:
            fr["again"] = False
            fr["s"] = "judge"
            return False
        st["stack"].pop()
        return False


def _blue_storm(st, p, ctx):
    push(st, "Pile", p=p, n=5, dest="hand", got=[], ret=None)


ability("luoshen", turn_start_skills=_luoshen_moves, use=_luoshen_use, rule="PPS-3.10.1")
ability("blue_storm", turn_end=_blue_storm, rule="PPS-3.10.2")
character("lanlan", "luoshen", "blue_storm")


# -- 大大豆: 豆浆, 豆囊 (PPS-3.11) ----------------------------------------------------------------------------------

def _soy_ok(st, p, c, ctx):
    return (has(st, p, "soy_milk") and uses_left(st, p, "soy_milk") > 0 and m.kind(st, c) != "water"
            and (ctx != "play" or m.in_own_play(st, p)))


def _soy_declare(st, u, cards, ev):
    spend(st, u, "soy_milk", ev)


m.CONVERSIONS["soy_milk"] = {"source": "any", "as": {"play": "water", "rescue": "water"}, "ok": _soy_ok,
                             "on_declare": _soy_declare}


def _weapons(st, p):
    s = st["seats"][p]
    out = [c for c in s["hand"] if m.ctype(st, c) == "weapon"]
    if s["equip"]["weapon"] is not None:
        out.append(s["equip"]["weapon"])
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
    event(ev, "skill", f"Player {p} uses 豆囊 on player {a['target']}.", p, skill="bean_pouch", target=a["target"])
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
    if top and top["k"] == "Tofu" and top["dead"] == ctx["dead"]:
        return                                                 # one check per death walks every 小豆
    order = [q for q in m.living_from(st, st["current"]) if has(st, q, "tofu_flower")]
    push(st, "Tofu", dead=ctx["dead"], order=order, pos=0)


@frame
class Tofu(Frame):
    """PPS-3.12.2, PPS-3.12.4: the living 小豆 are checked one at a time; each whose condition holds dies."""
    fields = {"dead": "seat", "order": "seats", "pos": "int"}
    public = ("dead", "order", "pos")

    @staticmethod
    def step(st, fr, ev):
        x = fr["dead"]
        while fr["pos"] < len(fr["order"]):
            q = fr["order"][fr["pos"]]
            fr["pos"] += 1
            if not m.alive(st, q):
                continue
            if is_dou(st, x):
                why = "a Dou-kingdom character died"
            elif st["options"].get("mode") == "boss" and not m.is_lord(st, x):
                continue                                       # boss mode: the opponent is the boss (PPS-21.6)
            elif not any(is_dou(st, o) for o in m.living(st) if o != q):
                why = "no other Dou-kingdom character is left"
            else:
                continue
            event(ev, "skill", f"Player {q} dies by 豆花: {why}.", q, skill="tofu_flower")
            push(st, "Death", p=q, killer=None, s="start")
            return False
        st["stack"].pop()
        return False


def _bean_watch_moves(st, p, ctx):
    if not used(st, "bean_watch") and (st["pile"] or st["pile_top"]):
        ctx["moves"].append(skill_move(p, "bean_watch"))


def _bean_watch_use(st, p, a, ev):
    mark_used(st, "bean_watch")
    event(ev, "skill", f"Player {p} uses 看豆.", p, skill="bean_watch")
    need = min(len(m.living(st)), len(st["pile"]) + len(st["pile_top"]))
    push(st, "Peek", p=p, n=need, s="look", order=[])


@frame
class Peek(Frame):
    """PPS-3.12.3: the top n cards are looked at (chance fixes those not yet known), then put back in the order
    chosen, top first, one position per step (PPS-18.7 item 6)."""
    fields = {"p": "seat", "n": "int", "s": "str", "order": "cards"}
    steps = ('look', 'arrange')
    public = ("p", "n", "s")
    own = ("order",)

    @staticmethod
    def step(st, fr, ev):
        p = fr["p"]
        if fr["s"] == "look":
            while len(st["pile_top"]) < fr["n"]:
                if len(st["pile"]) > 1:
                    return True
                st["pile_top"].append(st["pile"].pop())
            seen = st["pile_top"][:fr["n"]]
            event(ev, "look", f"Player {p} looks at the top {fr['n']} card(s) of the draw pile.", p, count=fr["n"])
            event(ev, "look", f"The top cards are {', '.join(m.label(st, c) for c in seen)}.", p, [p],
                  cards=list(seen))
            fr["s"] = "arrange"
        left = Peek.left(st, fr)
        if len(left) <= 1:
            st["stack"].pop()
            st["pile_top"][:fr["n"]] = fr["order"] + left
            event(ev, "arrange", f"Player {p} puts the cards back on top of the draw pile.", p)
            return False
        return True

    @staticmethod
    def left(st, fr):
        placed = set(fr["order"])
        return sorted(c for c in st["pile_top"][:fr["n"]] if c not in placed)

    @staticmethod
    def decider(st, fr):
        return m.CHANCE if fr["s"] == "look" else fr["p"]

    @staticmethod
    def outcomes(st, fr):
        from engine.core import Outcome
        return [Outcome({"type": "top_card", "player": m.CHANCE, "card": c}) for c in st["pile"]]

    @staticmethod
    def moves(st, fr):
        return [{"type": "choose", "player": fr["p"], "choice": c} for c in Peek.left(st, fr)]

    @staticmethod
    def answer(st, fr, a, ev):
        if a["type"] == "top_card":
            st["pile"].remove(a["card"])
            st["pile_top"].append(a["card"])
        else:
            fr["order"].append(a["choice"])

    @staticmethod
    def why(st, fr, a):
        return "PPS-3.12.3", "Choose which of the cards you looked at goes next from the top."


ability("tofu_flower", death=_tofu, rule="PPS-3.12.2")
ability("bean_watch", turn_start_skills=_bean_watch_moves, use=_bean_watch_use, rule="PPS-3.12.3")
character("xiaodou", "tofu_flower", "bean_watch")


# -- 豆鸡眼: 杂技, 斗鸡眼 (PPS-3.13) --------------------------------------------------------------------------------

def _acro_moves(st, p, ctx):
    if uses_left(st, p, "acrobatics") > 0 and using.use_error(st, p, "water") is None and m.injured(st, p):
        ctx["moves"].extend(skill_move(p, "acrobatics", c) for c in st["seats"][p]["hand"])


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
        if "ctrl_card" in k:
            out.append(([k["ctrl_card"]], f"seat {i}'s 海洋公主 marker"))
    return out


m.HOOKS["zones"].append(_char_zones)


