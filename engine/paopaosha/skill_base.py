"""What the character skills (PPS-3) share with the skill books, gods and boss: the per-seat `marks` that
sections 3, 12, 13 and 21 keep, the helpers that register a skill and spend its uses, and the generic frames of
skill decisions (the split decision of PPS-18.7, optional draws)."""
from __future__ import annotations

from operator import itemgetter

from engine.core.text import text
from engine.paopaosha import machine as m
from engine.paopaosha.cards import CHARACTERS, KINDS
from engine.paopaosha.machine import Frame, Prompt, event, frame, push
from engine.paopaosha.prompt_names import ability_name

# -- the per-seat marks (a flat object of integers; a missing key means zero or none) ------------------------
# soy_milk, acrobatics, fix_pc, headquarters: per-game uses spent (豆浆 5, 杂技 2, 修电脑 3, 司令部 1);
# sleep: 2 = 睡觉 protection on, 1 = slept in the previous turn; tear_card, tear_health, tear_max_health: 天使之泪
# lying in front of the seat with the health and max health it replaced; controlled_by, control_card,
# control_turns_left: 海洋公主 lying in front of the seat, its controller and the turn ends left (the current turn's
# end included); headquarters_runner: 司令部's
# runner this turn.
PER_GAME = {"soy_milk": 5, "acrobatics": 2, "fix_pc": 3, "headquarters": 1}
GROUPS = {"tear": ("tear_card", "tear_health", "tear_max_health"), "ctrl": ("controlled_by", "control_card", "control_turns_left")}
MARK_KEYS = (*PER_GAME, "sleep", *GROUPS["tear"], *GROUPS["ctrl"], "headquarters_runner")


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


_KNOWN_MARKS = frozenset(MARK_KEYS)
_GROUP_KEYS = {name: frozenset(keys) for name, keys in GROUPS.items()}
_GROUPED = frozenset((*GROUPS["tear"], *GROUPS["ctrl"], "headquarters_runner"))   # the marks checked past the counts
_MARKS = itemgetter("marks")


def marks_problems(st):
    out = []
    n, ncards = st["players"], len(st["_t"]) - 1
    for i, k in enumerate(map(_MARKS, st["seats"])):
        if not k:
            continue                       # most seats: no marks, nothing below to check
        if not k.keys() <= _KNOWN_MARKS:
            out.append(f"seat {i}'s marks name unknown keys {[key for key in k if key not in _KNOWN_MARKS]}")
            continue
        if not k.keys().isdisjoint(PER_GAME):              # an absent count is 0, within every limit
            for key, top in PER_GAME.items():
                if k.get(key, 0) > top:
                    out.append(f"seat {i} has used {key} more than {top} times")
        if k.get("sleep", 0) > 2:
            out.append(f"seat {i}'s sleep mark must be 0, 1 or 2")
        if k.keys().isdisjoint(_GROUPED):
            continue                       # no group's mark: none of the checks below applies
        incomplete = [name for name, keys in _GROUP_KEYS.items()
                      if not k.keys().isdisjoint(keys) and not keys <= k.keys()]
        if incomplete:
            out.extend(f"seat {i}'s {name} marks are incomplete" for name in incomplete)
            continue
        if "tear_card" in k and not (1 <= k["tear_card"] <= ncards and k["tear_max_health"] < 10):
            out.append(f"seat {i}'s 天使之泪 mark is out of range")
        if "controlled_by" in k and not (k["controlled_by"] < n and k["controlled_by"] != i and 1 <= k["control_card"] <= ncards
                                   and 1 <= k["control_turns_left"] <= 6):
            out.append(f"seat {i}'s 海洋公主 mark is out of range")
        if "headquarters_runner" in k and (k["headquarters_runner"] >= n or k["headquarters_runner"] == i):
            out.append(f"seat {i}'s 司令部 mark is out of range")
        for key, god in (("tear_card", "angels_tear"), ("control_card", "ocean_princess")):   # a card, of its kind
            if key in k and 1 <= k[key] <= ncards and (st["_t"][k[key]] or (None,))[0] != god:
                out.append(f"seat {i}'s {key} mark must be a {KINDS[god]['zh']} card")
    for fr in st["stack"]:
        if fr["kind"] == "SkillSteps" and "choices" not in m.ABILITIES.get(fr["skill"], {}):
            out.append(f"a Steps frame names {fr['skill']!r}, which has no split decision")
    # PPS-13.5 item 4: no control loops (from the controlled seats only: no other seat starts one)
    for i in (i for i, seat in enumerate(st["seats"]) if "controlled_by" in seat["marks"]):
        seen, q = set(), i
        while "controlled_by" in st["seats"][q]["marks"] and st["seats"][q]["marks"]["controlled_by"] < n:
            q = st["seats"][q]["marks"]["controlled_by"]
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
    event(ev, "skill_count", f"Player {p} has used {name} {get(st, p, name)} of {PER_GAME[name]} time(s).",
          f"{p}号位已发动{ability_name(name)['zh']}{get(st, p, name)}次（共{PER_GAME[name]}次）。", p, skill=name,
          uses=get(st, p, name))


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
    event(ev, "give", f"A card moves from player {src} to player {dst} ({why}).", f"一张牌从{src}号位交给{dst}号位（{why}）。",
          dst, source=src)
    event(ev, "give", f"{m.label(st, c)} moves from player {src} to player {dst} ({why}).",
          f"{m.label_zh(st, c)}从{src}号位交给{dst}号位（{why}）。", dst, [src, dst], source=src, card=c)


def discard_paid(st, p, cards, ev, why):
    """PPS-6.10: cards paid as a cost go to the discard pile at once."""
    for c in cards:
        m.remove_card_of(st, p, c)
    m.to_discard(st, cards)
    event(ev, "discard", f"Player {p} discards {', '.join(m.label(st, c) for c in sorted(cards))} ({why}).",
          f"{p}号位弃置{m.labels_zh(st, sorted(cards))}（{why}）。", p, cards=sorted(cards))


# -- the split skill decision (PPS-18.7) ---------------------------------------------------------------------

@frame
class SkillSteps(Prompt):
    """Further `choose` steps of a skill decision; the skill's `choices` lists them, its `chosen` takes one."""
    fields = {"player": "seat", "skill": "str", "cards": "cards", "target": "seat?", "step": "str"}
    public = ("player", "skill")
    own = ("target", "step", "cards")

    @staticmethod
    def choices(st, fr):
        ab = m.ABILITIES.get(fr["skill"], {})
        return ab["choices"](st, fr) if "choices" in ab else []

    @staticmethod
    def answer(st, fr, a, ev):
        m.ABILITIES[fr["skill"]]["chosen"](st, fr, a["choice"], ev)

    @staticmethod
    def why(st, fr, a):
        return m.ABILITIES.get(fr["skill"], {}).get("rule", "PPS-18.7"), text("That choice is not open in this step.",
                                                                              "这一步不能作此选择。")


class OtherSeatPrompt(Prompt):
    """Asks for another living seat (PICK), or a pass."""
    passable = True

    @classmethod
    def choices(cls, st, fr):
        return others(st, fr[cls.asks])


def steps(st, p, sk, s, cards=(), t=None):
    push(st, "SkillSteps", player=p, skill=sk, cards=list(cards), target=t, step=s)


@frame
class OptionalDraw(Frame):
    """An optional draw (TRIGGER, PPS-18.2): yes draws n cards."""
    fields = {"player": "seat", "count": "int", "ability": "str", "yes": "bool", "step": "str"}
    steps = ('ask', 'got')
    public = ("player", "count", "ability", "step")

    @classmethod
    def step(cls, st, fr, ev):
        if fr["step"] == "ask":
            fr["step"] = "got"
            push(st, "YesNoQuestion", player=fr["player"], ability=fr["ability"], return_to="yes", add=0)
            return False
        st["stack"].pop()
        if fr["yes"]:
            cls.granted(st, fr)
        return False

    @staticmethod
    def granted(st, fr):
        push(st, "PileDraw", player=fr["player"], count=fr["count"], destination="hand", got=[], return_to=None)


@frame
class DrawBonus(OptionalDraw):
    """An optional draw-phase bonus (TRIGGER, PPS-5.3): yes adds n to the turn's draw."""

    @staticmethod
    def granted(st, fr):
        m.turn_frame(st)["bonus"] += fr["count"]
