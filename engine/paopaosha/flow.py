"""Generic frames: setup deals, turns and phases, drawing and revealing, random hand cards, negation windows,
card use, split declarations, damage, dying and death. None of them names a card or a character."""
from __future__ import annotations

from engine.core import Outcome
from engine.paopaosha import machine as m
from engine.paopaosha import using
from engine.paopaosha.cards import CHARACTERS, DISTRIBUTION, IDENTITIES, KINDS
from engine.paopaosha.machine import Frame, event, frame, push


def pass_move(p):
    return {"type": "pass", "player": p}


def passed(st, ev, p, prompt):
    event(ev, "pass", f"Player {p} passes ({prompt}).", p, prompt=prompt)


# -- setup (PPS-4.2) ----------------------------------------------------------------------------------------

@frame
class Setup(Frame):
    """Deals identities (R2), characters (R3, or choice) and four cards to each seat (R1), then the first turn."""
    fields = {"s": "str", "seat": "int"}
    steps = ("seating", "identity", "character", "hands")
    public = ("s", "seat")

    @staticmethod
    def _left_identities(st):
        counts = dict(zip(IDENTITIES, DISTRIBUTION[st["players"]]))
        for s in st["seats"]:
            if s["identity"]:
                counts[s["identity"]] -= 1
        return counts

    @staticmethod
    def _char_pool(st):
        pool = st["options"]["character_pool"]
        n = st["players"]
        copies = -(-n // len(pool))
        counts = {c: copies for c in pool}
        for s in st["seats"]:
            if s["character"] in counts:
                counts[s["character"]] -= 1
        return {c: k for c, k in counts.items() if k > 0}

    @staticmethod
    def _char_seat(st, fr):
        return (first_seat(st) + fr["seat"]) % st["players"]

    @staticmethod
    def _left_people(st):
        return [j for j in range(st["players"]) if j not in st["seating"]]

    @staticmethod
    def step(st, fr, ev):
        n = st["players"]
        if fr["s"] == "seating":                                   # R0
            if fr["seat"] >= n:
                fr["s"], fr["seat"] = "identity", 0
                return False
            left = Setup._left_people(st)
            if len(left) == 1:
                Setup._seat(st, fr, left[0], ev)
                return False
            return True
        if fr["s"] == "identity":
            if fr["seat"] >= n or st["options"]["mode"] == "boss":     # boss mode deals none (PPS-21.2)
                fr["s"], fr["seat"] = "character", 0
                return False
            left = Setup._left_identities(st)
            if len([k for k, v in left.items() if v]) == 1:
                Setup._give_identity(st, fr, next(k for k, v in left.items() if v), ev)
                return False
            return True
        if fr["s"] == "character":
            if fr["seat"] >= n:
                fr["s"], fr["seat"] = "hands", 0
                for fn in m.HOOKS["setup_done"]:
                    fn(st, ev)
                return False
            if st["seats"][Setup._char_seat(st, fr)]["character"]:      # the boss (PPS-21.2)
                fr["seat"] += 1
                return False
            pool = Setup._char_pool(st)
            if len(pool) == 1 and st["options"]["character_selection"] == "random":
                Setup._give_character(st, fr, next(iter(pool)), ev)
                return False
            return True
        if fr["s"] == "hands":
            lord = first_seat(st)
            if fr["seat"] >= n:
                st["stack"].pop()
                start_turn(st, lord)
                return False
            seat = (lord + fr["seat"]) % n
            fr["seat"] += 1
            push(st, "Pile", p=seat, n=4, dest="hand", got=[], ret=None)
            return False
        return False

    @staticmethod
    def _seat(st, fr, who, ev):
        st["seating"][fr["seat"]] = who
        event(ev, "seating", f"Participant {who} takes seat {fr['seat']}.", fr["seat"], who=who)
        fr["seat"] += 1

    @staticmethod
    def _give_identity(st, fr, ident, ev):
        s = st["seats"][fr["seat"]]
        s["identity"] = ident
        if ident == "lord":
            s["revealed"] = True
            event(ev, "identity", f"Player {fr['seat']} is the lord (国主).", fr["seat"], identity="lord")
        else:
            event(ev, "identity", f"Player {fr['seat']} receives an identity card.", fr["seat"])
            event(ev, "identity", f"Your identity is {ident}.", fr["seat"], [fr["seat"]], identity=ident)
        fr["seat"] += 1

    @staticmethod
    def _give_character(st, fr, ch, ev):
        seat = Setup._char_seat(st, fr)
        s = st["seats"][seat]
        s["character"] = ch
        hp = CHARACTERS[ch]["health"]
        if hp and is_bonus(st, seat):
            hp += 1
        s["health"] = s["max_health"] = hp
        event(ev, "character", f"Player {seat} is {CHARACTERS[ch]['en']} ({CHARACTERS[ch]['zh']}), "
                               f"health {hp}.", seat, character=ch, health=hp)
        fr["seat"] += 1

    @staticmethod
    def decider(st, fr):
        if fr["s"] == "character" and st["options"]["character_selection"] == "choice":
            return Setup._char_seat(st, fr)
        return m.CHANCE

    @staticmethod
    def outcomes(st, fr):
        if fr["s"] == "seating":
            return [Outcome({"type": "seat_player", "player": m.CHANCE, "seat": fr["seat"], "who": j})
                    for j in Setup._left_people(st)]
        if fr["s"] == "identity":
            return [Outcome({"type": "deal_identity", "player": m.CHANCE, "seat": fr["seat"], "identity": k}, v)
                    for k, v in Setup._left_identities(st).items() if v]
        seat = Setup._char_seat(st, fr)
        return [Outcome({"type": "deal_character", "player": m.CHANCE, "seat": seat, "character": c}, v)
                for c, v in Setup._char_pool(st).items()]

    @staticmethod
    def moves(st, fr):
        seat = Setup._char_seat(st, fr)
        return [{"type": "choose_character", "player": seat, "character": c} for c in Setup._char_pool(st)]

    @staticmethod
    def why(st, fr, a):
        return "PPS-4.2", "Choose one character of the pool that is left (choice mode, PPS-4.2 step 3)."

    @staticmethod
    def answer(st, fr, a, ev):
        if a["type"] == "seat_player":
            Setup._seat(st, fr, a["who"], ev)
        elif a["type"] == "deal_identity":
            Setup._give_identity(st, fr, a["identity"], ev)
        else:
            Setup._give_character(st, fr, a["character"], ev)


def first_seat(st):
    """The lord's seat (boss mode: the boss's), who is dealt first and takes the first turn."""
    return next(i for i, s in enumerate(st["seats"]) if s["identity"] in ("lord", "boss"))


def is_bonus(st, seat):
    return (st["options"]["lord_bonus_health"] and st["players"] >= 5
            and st["seats"][seat]["identity"] == "lord")


# -- turns (PPS-5) --------------------------------------------------------------------------------------------

def start_turn(st, p):
    st["current"] = p
    push(st, "Turn", p=p, s="begin", skip_draw=False, skip_play=False, done=[], disc=[], bonus=0, asked=False)


def end_turn(st, fr, ev):
    """PPS-5.10: per-turn counters reset and the next living player's turn begins."""
    p = fr["p"]
    st["stack"].pop()
    st["counters"] = {"attacks": 0, "actions": 0, "used": []}
    event(ev, "turn_end", f"Player {p}'s turn ends.", p)
    for fn in m.HOOKS["turn_over"]:
        fn(st, p, ev)
    if st["result"] is None:
        start_turn(st, m.next_living(st, p))


def hand_limit(st, p):
    ctx = m.fire(st, "hand_limit", p, {"limit": 0 if m.no_health(st, p) else st["seats"][p]["health"]})
    return ctx["limit"]


@frame
class Turn(Frame):
    fields = {"p": "seat", "s": "str", "skip_draw": "bool", "skip_play": "bool", "done": "cards",
              "disc": "cards", "bonus": "int", "asked": "bool"}
    steps = ("begin", "sleep", "skills", "judge", "draw", "drawn", "play", "discard", "end", "over")
    public = ("p", "s", "skip_draw", "skip_play", "bonus")
    own = ("disc",)

    @staticmethod
    def step(st, fr, ev):
        p, s = fr["p"], fr["s"]
        seat = st["seats"][p]
        if s != "begin" and not seat["alive"]:
            end_turn(st, fr, ev)                                   # PPS-5.8
            return False
        if s == "begin":
            st["current"] = p
            if m.is_lord(st, p):
                st["round"] += 1
                if st["round"] > st["options"]["round_limit"]:   # PPS-16.9
                    m.end_as_draw(st, ev, f"the round limit of {st['options']['round_limit']} was reached")
                    return False
            event(ev, "turn_start", f"Player {p}'s turn begins (round {st['round']}).", p, round=st["round"])
            m.fire(st, "turn_open", p, {"frame": fr})
            if seat["skip_turn"]:                                  # PPS-5.2.1, PPS-10.20.2
                seat["skip_turn"] = False
                event(ev, "turn_skipped", f"Player {p}'s turn is skipped (时间前进).", p)
                end_turn(st, fr, ev)
                return False
            m.fire(st, "turn_begin", p, {"frame": fr})
            fr["s"] = "sleep"
            return False
        if s == "sleep":                                           # PPS-5.2.2
            if Turn.step_moves(st, p, "sleep_step"):
                return True
            fr["s"] = "skills"
            return False
        if s == "skills":                                          # PPS-5.2.3
            if Turn.step_moves(st, p, "turn_start_skills"):
                return True
            fr["s"] = "judge"
            return False
        if s == "judge":                                           # PPS-5.2.4: most recent first
            pending = [e for e in seat["judge"] if e[0] not in fr["done"]]
            if pending:
                card = pending[-1][0]
                fr["done"].append(card)
                push(st, "Delayed", p=p, card=card, s="start", neg=False, j=[])
                return False
            fr["s"] = "draw"
            return False
        if s == "draw":                                            # PPS-5.3
            if fr["skip_draw"]:
                event(ev, "phase_skipped", f"Player {p} skips the draw phase.", p, phase="draw")
                fr["s"] = "play"
                return False
            if not fr["asked"]:
                fr["asked"] = True
                m.fire(st, "draw_options", p, {"frame": fr})
                return False
            n = m.fire(st, "draw_count", p, {"n": 2 + fr["bonus"]})["n"]
            fr["s"] = "drawn"
            push(st, "Pile", p=p, n=n, dest="hand", got=[], ret=None)
            return False
        if s == "drawn":
            fr["s"] = "play"
            m.fire(st, "draw_end", p, {"frame": fr})
            return False
        if s == "play":                                            # PPS-5.4
            if fr["skip_play"]:
                event(ev, "phase_skipped", f"Player {p} skips the play phase.", p, phase="play")
                fr["s"] = "discard"
                return False
            if st["counters"]["actions"] >= 100:                   # PPS-5.4.1
                fr["s"] = "discard"
                return False
            return True
        if s == "discard":                                         # PPS-5.5
            need = len(seat["hand"]) - hand_limit(st, p)
            if need > 0 and len(fr["disc"]) < need:
                return True
            if fr["disc"]:
                cards = sorted(fr["disc"])
                for c in cards:
                    seat["hand"].remove(c)
                m.to_discard(st, cards)
                event(ev, "discard", f"Player {p} discards {', '.join(m.label(st, c) for c in cards)}.", p,
                      cards=cards)
                fr["disc"] = []
            fr["s"] = "end"
            return False
        if s == "end":                                             # PPS-5.6
            fr["s"] = "over"
            m.fire(st, "turn_end", p, {"frame": fr})
            return False
        end_turn(st, fr, ev)
        return False

    @staticmethod
    def step_moves(st, p, timing):
        return m.fire(st, timing, p, {"moves": []})["moves"]

    @staticmethod
    def sleep_moves(st, p):
        return m.fire(st, "sleep_step", p, {"moves": []})["moves"]

    @staticmethod
    def decider(st, fr):
        return fr["p"]

    @staticmethod
    def moves(st, fr):
        p = fr["p"]
        if fr["s"] in ("sleep", "skills"):
            timing = "sleep_step" if fr["s"] == "sleep" else "turn_start_skills"
            return Turn.step_moves(st, p, timing) + [{"type": "end_step", "player": p}]
        if fr["s"] == "play":
            return using.play_moves(st, p)
        if fr["s"] == "discard":
            return [{"type": "discard", "player": p, "card": c} for c in st["seats"][p]["hand"]
                    if c not in fr["disc"]]
        return []

    @staticmethod
    def answer(st, fr, a, ev):
        t = a["type"]
        if t == "end_step":
            fr["s"] = "skills" if fr["s"] == "sleep" else "judge"
        elif t == "use_skill" and fr["s"] in ("sleep", "skills"):
            m.ABILITIES[a["skill"]]["use"](st, fr["p"], a, ev)
        elif t == "end_play_phase":
            event(ev, "end_play_phase", f"Player {fr['p']} ends the play phase.", fr["p"])
            fr["s"] = "discard"
        elif t == "discard":
            fr["disc"].append(a["card"])
            event(ev, "discard_choice", f"Player {fr['p']} chooses a card to discard.", fr["p"])
            event(ev, "discard_choice", f"You choose {m.label(st, a['card'])}.", fr["p"], [fr["p"]],
                  card=a["card"])
        elif t in ("use_card", "equip", "use_skill"):
            st["counters"]["actions"] += 1
            using.play_action(st, fr["p"], a, ev)

    @classmethod
    def accepts(cls, st, fr, action):
        if fr["s"] == "play":
            return using.is_play_move(st, fr["p"], action)
        return action in cls.moves(st, fr)

    @staticmethod
    def why(st, fr, a):
        return using.why_turn(st, fr, a)


# -- the draw pile (PPS-17) ----------------------------------------------------------------------------------

def reshuffle(st, ev):
    """PPS-17.3: an empty draw pile takes the whole discard pile (the pile keeps no order, PPS-19)."""
    if not st["pile"] and not st["pile_top"] and st["discard"]:
        st["pile"] = sorted(st["discard"])
        st["discard"] = []
        event(ev, "reshuffle", f"The discard pile ({len(st['pile'])} cards) is shuffled into a new draw pile.",
              count=len(st["pile"]))


@frame
class Pile(Frame):
    """Takes n cards from the top of the draw pile into a hand, or face up into the processing area."""
    fields = {"p": "seat?", "n": "int", "dest": "str", "got": "cards", "ret": "str?"}
    public = ("p", "n", "dest", "got")

    @staticmethod
    def step(st, fr, ev):
        if fr["n"] <= 0:
            if fr["ret"]:
                m.ret(st, fr, fr["got"])
            else:
                st["stack"].pop()
            return False
        if fr["dest"] == "hand" and not m.alive(st, fr["p"]):
            st["stack"].pop()
            return False
        reshuffle(st, ev)
        if not st["pile"] and not st["pile_top"]:                  # PPS-17.4
            m.end_as_draw(st, ev, "the draw pile and the discard pile are both empty")
            return False
        if st["pile_top"]:
            Pile.take(st, fr, st["pile_top"][0], ev)
            return False
        if len(st["pile"]) == 1:
            Pile.take(st, fr, st["pile"][0], ev)
            return False
        return True

    @staticmethod
    def take(st, fr, c, ev):
        if st["pile_top"] and st["pile_top"][0] == c:
            st["pile_top"].pop(0)
        else:
            st["pile"].remove(c)
        fr["n"] -= 1
        if fr["dest"] == "hand":
            p = fr["p"]
            m.add_hand(st, p, c)
            event(ev, "draw", f"Player {p} draws a card.", p)
            event(ev, "draw", f"You draw {m.label(st, c)}.", p, [p], card=c)
        else:
            fr["got"].append(c)
            m.to_processing(st, c)
            event(ev, "reveal", f"{m.label(st, c)} is revealed from the draw pile.", card=c)
        reshuffle(st, ev)

    @staticmethod
    def decider(st, fr):
        return m.CHANCE

    @staticmethod
    def outcomes(st, fr):
        return [Outcome({"type": "top_card", "player": m.CHANCE, "card": c}) for c in st["pile"]]

    @staticmethod
    def allows(st, fr, action):
        # parse has checked the fields: an integer card, the player "chance"
        return action["type"] == "top_card" and action["card"] in st["pile"]

    @staticmethod
    def answer(st, fr, a, ev):
        Pile.take(st, fr, a["card"], ev)


def judge(st, ret):
    """PPS-7.1: reveal one card as the judgement card; its number comes back in the caller's `ret` list."""
    push(st, "Pile", p=None, n=1, dest="proc", got=[], ret=ret)


def end_judgement(st, card, ev):
    """PPS-7.4: the judgement card leaves the processing area for the discard pile."""
    if card in st["processing"]:
        st["processing"].remove(card)
        st["discard"].append(card)


@frame
class Rand(Frame):
    """R5: one card taken at random from a hand; returns its number (None if the hand is empty)."""
    fields = {"v": "seat", "ret": "str"}
    public = ("v",)

    @staticmethod
    def step(st, fr, ev):
        hand = st["seats"][fr["v"]]["hand"]
        if len(hand) <= 1:
            m.ret(st, fr, hand[0] if hand else None)
            return False
        return True

    @staticmethod
    def decider(st, fr):
        return m.CHANCE

    @staticmethod
    def outcomes(st, fr):
        return [Outcome({"type": "random_card", "player": m.CHANCE, "card": c}) for c in st["seats"][fr["v"]]["hand"]]

    @staticmethod
    def answer(st, fr, a, ev):
        m.ret(st, fr, a["card"])


# -- negation windows (PPS-6.4) ------------------------------------------------------------------------------

@frame
class Neg(Frame):
    fields = {"order": "seats", "pos": "int", "chain": "cards", "ret": "str", "open": "bool"}
    public = ("order", "pos", "chain")

    @staticmethod
    def step(st, fr, ev):
        if not fr["open"]:
            fr["open"] = True
            fr["order"] = m.ask_order(st)
            fr["pos"] = 0
        order = fr["order"]
        while fr["pos"] < len(order):
            q = order[fr["pos"]]
            if m.alive(st, q) and Neg.cards(st, q):
                return True
            if m.alive(st, q):
                passed(st, ev, q, "negate")                    # PPS-6.9
            fr["pos"] += 1
        chain = fr["chain"]
        cancelled = len(chain) % 2 == 1                        # PPS-6.4.3
        if chain:
            m.from_processing(st, chain)
            m.to_discard(st, chain)
        m.ret(st, fr, cancelled)
        return False

    @staticmethod
    def cards(st, q):
        kinds = m.role("negates")
        table = st["_t"]
        return [c for c in st["seats"][q]["hand"] if table[c][0] in kinds]

    @staticmethod
    def decider(st, fr):
        return fr["order"][fr["pos"]]

    @staticmethod
    def moves(st, fr):
        q = fr["order"][fr["pos"]]
        return [{"type": "respond", "player": q, "card": c, "as": None, "via": None}
                for c in Neg.cards(st, q)] + [pass_move(q)]

    @staticmethod
    def answer(st, fr, a, ev):
        q = a["player"]
        if a["type"] == "pass":
            passed(st, ev, q, "negate")
            fr["pos"] += 1
            return
        c = a["card"]
        st["seats"][q]["hand"].remove(c)
        m.to_processing(st, c)
        fr["chain"].append(c)
        event(ev, "negate", f"Player {q} plays {m.label(st, c)}.", q, card=c)
        fr["order"] = m.ask_order(st)                          # window (c) opens, PPS-6.4.1
        fr["pos"] = 0

    @staticmethod
    def why(st, fr, a):
        return "PPS-10.10.1", "Only a 无懈可击 from your hand, or pass, answers a negation window."


# -- card use (PPS-6.2) ---------------------------------------------------------------------------------------

@frame
class Use(Frame):
    """One card (real or virtual) being resolved, target by target (PPS-6.2 step 3, PPS-6.6)."""
    fields = {"u": "seat", "c": "kind", "cards": "cards", "via": "str?", "t": "seats", "i": "int", "s": "str",
              "neg": "bool", "x": "scalars", "pp": "bool"}
    steps = ("prep", "tgt", "eff", "next", "fin")
    public = ("u", "c", "cards", "via", "t", "i", "s", "x")

    @staticmethod
    def step(st, fr, ev):
        entry = m.CARDS[fr["c"]]
        s = fr["s"]
        if s == "prep":
            fr["s"] = "tgt"
            if entry.get("prepare"):
                entry["prepare"](st, fr, ev)
            return False
        if s == "tgt":
            if fr["i"] >= len(fr["t"]):
                fr["s"] = "fin"
                return False
            q = fr["t"][fr["i"]]
            if not m.alive(st, q):                              # PPS-6.6, PPS-6.8
                fr["i"] += 1
                return False
            fr["s"] = "eff"
            fr["neg"] = False
            if using.negatable(fr["c"]):
                push(st, "Neg", order=[], pos=0, chain=[], ret="neg", open=False)
            return False
        if s == "eff":
            fr["s"] = "next"
            q = fr["t"][fr["i"]]
            if fr["neg"]:
                event(ev, "cancelled", f"{KINDS[fr['c']]['zh']} is cancelled for player {q}.", q, card_as=fr["c"])
            elif m.alive(st, q):
                entry["resolve"](st, fr, q, ev)
            return False
        if s == "next":
            fr["i"] += 1
            fr["s"] = "tgt"
            return False
        # fin: PPS-6.2 step 4
        # the extra field holds revealed cards only for a card that reveals (收获子弹); otherwise seats (借刀杀人's
        # victim), which must never be read as card numbers (a custom deck's card #3 and seat 3, PPS-4.1)
        revealed = fr["x"] if entry.get("reveals") else []
        left = [c for c in fr["cards"] + revealed if c in st["processing"]]
        if left:
            m.from_processing(st, left)
            m.to_discard(st, left)
        conv = m.CONVERSIONS.get(fr["via"]) if fr["via"] else None
        st["stack"].pop()
        if conv and conv.get("on_finish"):
            conv["on_finish"](st, fr, ev)
        return False


@frame
class Decl(Frame):
    """A split declaration (PPS-18.7): further cards, then targets, one per `choose` step."""
    fields = {"p": "seat", "c": "kind", "cards": "cards", "via": "str?", "t": "seats", "need": "int",
              "maxt": "int", "s": "str", "pp": "bool", "lim": "bool"}
    steps = ("cards", "targets", "victim")
    public = ("p",)
    own = ("c", "cards", "via", "t", "s")

    @staticmethod
    def step(st, fr, ev):
        return True

    @staticmethod
    def decider(st, fr):
        return fr["p"]

    @staticmethod
    def moves(st, fr):
        return [{"type": "choose", "player": fr["p"], "choice": c} for c in using.decl_choices(st, fr)]

    @staticmethod
    def answer(st, fr, a, ev):
        using.decl_answer(st, fr, a["choice"], ev)

    @staticmethod
    def why(st, fr, a):
        return using.decl_error(st, fr, a)


@frame
class Ask(Frame):
    """A yes/no TRIGGER prompt (PPS-18.2). With `add`, a yes adds that number to the field `ret` of the frame
    below; otherwise the answer is stored there as true/false."""
    fields = {"p": "seat", "what": "str", "ret": "str", "add": "int"}
    public = ("p", "what")

    @staticmethod
    def step(st, fr, ev):
        return True

    @staticmethod
    def decider(st, fr):
        return fr["p"]

    @staticmethod
    def moves(st, fr):
        return [{"type": "choose", "player": fr["p"], "choice": c} for c in ("yes", "no")]

    @staticmethod
    def answer(st, fr, a, ev):
        yes = a["choice"] == "yes"
        event(ev, "trigger", f"Player {fr['p']} answers {a['choice']} ({fr['what']}).", fr["p"],
              what=fr["what"], choice=a["choice"])
        st["stack"].pop()
        below = st["stack"][-1]
        if fr["add"]:
            below[fr["ret"]] += fr["add"] if yes else 0
        else:
            below[fr["ret"]] = yes

    @staticmethod
    def why(st, fr, a):
        return "PPS-18.2", "Answer this prompt with yes or no."


# -- damage, dying, death (PPS-14, PPS-15) ---------------------------------------------------------------------

def damage(st, to, src, n, cause, atk=False, pp=False):
    push(st, "Dmg", to=to, src=src, n=n, cause=cause, atk=atk, pp=pp, s="start")


@frame
class Dmg(Frame):
    fields = {"to": "seat", "src": "seat?", "n": "int", "cause": "str?", "atk": "bool", "pp": "bool", "s": "str"}
    steps = ("start", "before")
    public = ("to", "src", "n", "cause", "s")

    @staticmethod
    def step(st, fr, ev):
        t = fr["to"]
        if not m.alive(st, t):
            st["stack"].pop()
            return False
        if fr["s"] == "start":                                 # PPS-14.2 steps 1-2
            if m.no_health(st, t) or m.fire(st, "damage_prevent", t, {"prevent": False, "frame": fr})["prevent"]:
                st["stack"].pop()
                event(ev, "damage_prevented", f"Damage to player {t} is prevented.", t)
                return False
            if fr["atk"] and fr["src"] is not None:
                fr["n"] = m.fire(st, "damage_increase", fr["src"], {"n": fr["n"], "pp": fr["pp"]})["n"]
            fr["s"] = "before"
            m.fire(st, "before_damage", t, {"frame": fr})      # step 3 (optional prevention)
            return False
        st["stack"].pop()                                      # steps 4-6
        if fr["n"] <= 0:
            return False
        seat = st["seats"][t]
        seat["health"] = max(0, seat["health"] - fr["n"])
        src = "no source" if fr["src"] is None else f"player {fr['src']}"
        event(ev, "damage", f"Player {t} takes {fr['n']} damage from {src}; health {seat['health']}.", t,
              amount=fr["n"], source=fr["src"], health=seat["health"])
        m.fire(st, "after_damage", t, {"frame": fr, "ev": ev})
        if seat["health"] == 0:
            event(ev, "dying", f"Player {t} is dying.", t)
            push(st, "Dying", p=t, killer=fr["src"], order=m.ask_order(st), pos=0)
        return False


def recover(st, p, n, ev):
    """PPS-14.3: recovery is capped at max health."""
    s = st["seats"][p]
    if m.no_health(st, p):
        return
    s["health"] = min(s["max_health"], s["health"] + n)
    event(ev, "recover", f"Player {p} recovers to {s['health']} health.", p, health=s["health"])


@frame
class Dying(Frame):
    """PPS-14.4: one RESCUE prompt per living player from the current player, until saved or all passed."""
    fields = {"p": "seat", "killer": "seat?", "order": "seats", "pos": "int"}
    public = ("p", "killer", "order", "pos")

    @staticmethod
    def step(st, fr, ev):
        p = fr["p"]
        if not m.alive(st, p) or st["seats"][p]["health"] >= 1:
            st["stack"].pop()
            return False
        while fr["pos"] < len(fr["order"]):
            q = fr["order"][fr["pos"]]
            if m.alive(st, q):
                if using.rescue_moves(st, q, p):
                    return True
                passed(st, ev, q, "rescue")
            fr["pos"] += 1
        st["stack"].pop()
        push(st, "Death", p=p, killer=fr["killer"], s="start")
        return False

    @staticmethod
    def decider(st, fr):
        return fr["order"][fr["pos"]]

    @staticmethod
    def moves(st, fr):
        q = fr["order"][fr["pos"]]
        return using.rescue_moves(st, q, fr["p"]) + [pass_move(q)]

    @staticmethod
    def answer(st, fr, a, ev):
        q = a["player"]
        fr["pos"] += 1
        if a["type"] == "pass":
            passed(st, ev, q, "rescue")
            return
        using.rescue_answer(st, q, fr["p"], a, ev)

    @staticmethod
    def why(st, fr, a):
        q = fr["order"][fr["pos"]]
        err = using.answer_error(st, q, a, "rescue")
        if err is None and a["type"] == "respond" and a["card"] in st["seats"][q]["hand"]:
            rescue_error = m.CARDS.get(a["as"] or m.kind(st, a["card"]), {}).get("rescue_error")
            err = rescue_error(st, q, fr["p"]) if rescue_error else None       # e.g. QQ飞车 (PPS-11.3.6)
        if err is None and a["type"] == "use_skill":
            err = using.skill_error(st, q, a)
        return err or ("PPS-14.4.3", "That is not a valid rescue for the dying player.")


@frame
class Death(Frame):
    """PPS-15.1: the death procedure, step by step."""
    fields = {"p": "seat", "killer": "seat?", "s": "str"}
    steps = ("start", "reward", "triggers")
    public = ("p", "killer", "s")

    @staticmethod
    def step(st, fr, ev):
        p = fr["p"]
        seat = st["seats"][p]
        k = fr["killer"]
        valid = k is not None and k != p and m.alive(st, k)    # PPS-14.4.6, PPS-15.2
        if fr["s"] == "start":
            seat["alive"] = False                              # step 1
            seat["revealed"] = True
            event(ev, "death", f"Player {p} dies; identity: {seat['identity']}.", p, identity=seat["identity"],
                  killer=k if valid else None)
            if valid:                                          # step 2, PPS-15.4
                st["seats"][k]["score"] += seat["score"]
                event(ev, "score", f"Player {k} takes {seat['score']} score card(s).", k, count=seat["score"])
            elif seat["score"]:
                event(ev, "score_removed", f"Player {p}'s {seat['score']} score card(s) leave the game.", p)
            seat["score"] = 0
            if win_check(st, ev):                              # step 3
                return False
            cards = list(seat["hand"]) + [c for c in seat["equip"].values() if c is not None] + \
                [e[0] for e in seat["judge"]]                  # step 4
            seat["hand"] = []
            seat["equip"] = {key: None for key in seat["equip"]}
            seat["judge"] = []
            seat["skip_turn"] = False
            if cards:
                m.to_discard(st, cards)
                event(ev, "discard", f"Player {p}'s cards go to the discard pile.", p, cards=sorted(cards))
            for fn in m.HOOKS["death_cleanup"]:                # markers end (天使之泪, 海洋公主)
                fn(st, p, ev)
            seat["marks"] = {}
            fr["s"] = "reward"
            return False
        if fr["s"] == "reward":                                # step 5, PPS-15.3
            fr["s"] = "triggers"
            if valid and seat["identity"] == "bandit":
                event(ev, "reward", f"Player {k} draws 3 cards for killing a bandit.", k)
                push(st, "Pile", p=k, n=3, dest="hand", got=[], ret=None)
            elif valid and seat["identity"] == "minister" and m.is_lord(st, k):
                ks = st["seats"][k]
                cards = ks["hand"] + [c for c in ks["equip"].values() if c is not None]
                ks["hand"] = []
                ks["equip"] = {key: None for key in ks["equip"]}
                m.to_discard(st, cards)
                event(ev, "penalty", f"The lord killed a minister and discards all his hand and equipment cards.",
                      k, cards=sorted(cards))
            return False
        st["stack"].pop()                                      # step 6
        for q in m.living_from(st, st["current"]):
            m.fire(st, "death", q, {"dead": p})
        return False


def instant_kill(st, victim, killer):
    """PPS-14.5: straight to the death procedure, with no dying state, rescue or prevention."""
    push(st, "Death", p=victim, killer=killer, s="start")


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
    """PPS-16.6: everyone revealed; ranking = winners first, then score, then seat."""
    for s in st["seats"]:
        s["revealed"] = True
    n = st["players"]
    scores = {str(i): st["seats"][i]["score"] for i in range(n)}
    ranking = sorted(range(n), key=lambda i: (i not in winners, -st["seats"][i]["score"], i))
    st["result"] = {"winners": sorted(winners), "ranking": ranking, "scores": scores, "side": side,
                    "reason": {"lord": "the lord side wins", "bandits": "the bandits win",
                               "thief": "the thief wins alone",
                               "boss": "the boss wins", "runners": "the runners win"}[side]}
    event(ev, "game_over", f"Game over: {st['result']['reason']}; winners {sorted(winners)}.",
          winners=sorted(winners))
