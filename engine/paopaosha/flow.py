"""Generic frames: setup deals, turns and phases, drawing and revealing, random hand cards, negation windows,
card use, split declarations, damage, dying and death. None of them names a card or a character."""
from __future__ import annotations

from engine.core import Outcome
from engine.core.text import text
from engine.paopaosha import machine as m
from engine.paopaosha import table_play
from engine.paopaosha import using
from engine.paopaosha.cards import CHARACTERS, DISTRIBUTION, IDENTITIES, IDENTITY_ZH, KINDS
from engine.paopaosha.machine import Frame, Prompt, RoundPrompt, event, frame, pass_move, push
from engine.paopaosha.prompt_names import ability_name


# What a player declines, by the prompt code of `passed`, in Chinese.
DECLINED_ZH = {"dodge": "不出闪", "attack": "不出杀", "negate": "不出无懈可击", "rescue": "不救",
               "borrow": "不按借刀杀人出杀", "mystic": "不交出神秘惊奇要的牌", "fire": "不发动永恒之火",
               "flower": "不交出吉奥拉之花要的牌", "patriot": "不发动爱国", "onion": "不发动葱汁",
               "careless": "不为一不留神弃牌", "gatling": "不为泡泡加特林弃牌"}


def passed(st, ev, p, prompt):
    event(ev, "pass", f"Player {p} passes ({prompt}).", f"{p}号位放弃（{DECLINED_ZH[prompt]}）。", p, prompt=prompt)


# -- setup (PPS-4.2) ----------------------------------------------------------------------------------------

@frame
class Setup(Frame):
    """Deals identities (R2), characters (R3, or choice) and four cards to each seat (R1), then the first turn."""
    fields = {"step": "str", "seat": "int"}
    steps = ("seating", "identity", "character", "hands")
    public = ("step", "seat")

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
        if fr["step"] == "seating":                                   # R0
            if fr["seat"] >= n:
                fr["step"], fr["seat"] = "identity", 0
                return False
            left = Setup._left_people(st)
            if len(left) == 1:
                Setup._seat(st, fr, left[0], ev)
                return False
            return True
        if fr["step"] == "identity":
            if fr["seat"] >= n or st["options"]["mode"] == "boss":     # boss mode deals none (PPS-21.2)
                fr["step"], fr["seat"] = "character", 0
                return False
            left = Setup._left_identities(st)
            if len([k for k, v in left.items() if v]) == 1 and st.get("table") is None:    # table mode: tokens
                Setup._give_identity(st, fr, next(k for k, v in left.items() if v), ev)
                return False
            return True
        if fr["step"] == "character":
            if fr["seat"] >= n:
                fr["step"], fr["seat"] = "hands", 0
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
        if fr["step"] == "hands":
            lord = first_seat(st)
            if fr["seat"] >= n:
                st["stack"].pop()
                start_turn(st, lord)
                return False
            seat = (lord + fr["seat"]) % n
            fr["seat"] += 1
            push(st, "PileDraw", player=seat, count=4, destination="hand", got=[], return_to=None)
            return False
        return False

    @staticmethod
    def _seat(st, fr, who, ev):
        st["seating"][fr["seat"]] = who
        event(ev, "seating", f"Participant {who} takes seat {fr['seat']}.", f"参与者{who}坐在{fr['seat']}号位。",
              fr["seat"], who=who)
        fr["seat"] += 1

    @staticmethod
    def _give_identity(st, fr, ident, ev):
        s = st["seats"][fr["seat"]]
        s["identity"] = ident
        if ident == "lord":
            s["revealed"] = True
            event(ev, "identity", f"Player {fr['seat']} is the lord (国主).", f"{fr['seat']}号位是国主。", fr["seat"],
                  identity="lord")
        else:
            event(ev, "identity", f"Player {fr['seat']} receives an identity card.", f"{fr['seat']}号位拿到一张身份牌。",
                  fr["seat"])
            event(ev, "identity", f"Your identity is {ident}.", f"你的身份是{IDENTITY_ZH[ident]}。", fr["seat"],
                  [fr["seat"]], identity=ident)
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
                               f"health {hp}.", f"{seat}号位的人物是{CHARACTERS[ch]['zh']}，体力{hp}。", seat,
              character=ch, health=hp)
        fr["seat"] += 1

    @staticmethod
    def decider(st, fr):
        if fr["step"] == "character" and st["options"]["character_selection"] == "choice":
            return Setup._char_seat(st, fr)
        return m.CHANCE

    @staticmethod
    def outcomes(st, fr):
        if fr["step"] == "seating":
            return [Outcome({"type": "seat_player", "player": m.CHANCE, "seat": fr["seat"], "who": j})
                    for j in Setup._left_people(st)]
        if fr["step"] == "identity":
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
        return "PPS-4.2", text("Choose one character of the pool that is left (choice mode, PPS-4.2 step 3).",
                               "请从剩余的人物中选择一个（自选模式，PPS-4.2第3步）。")

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
    push(st, "Turn", player=p, step="begin", skip_draw=False, skip_play=False, judged_cards=[], discard_chosen=[], bonus=0, asked=False)


def end_turn(st, fr, ev):
    """PPS-5.10: per-turn counters reset and the next living player's turn begins."""
    p = fr["player"]
    st["stack"].pop()
    st["counters"] = {"attacks": 0, "actions": 0, "used": []}
    event(ev, "turn_end", f"Player {p}'s turn ends.", f"{p}号位的回合结束。", p)
    for fn in m.HOOKS["turn_over"]:
        fn(st, p, ev)
    if st["result"] is None:
        start_turn(st, m.next_living(st, p))


def hand_limit(st, p):
    ctx = m.fire(st, "hand_limit", p, {"limit": 0 if m.no_health(st, p) else st["seats"][p]["health"]})
    return ctx["limit"]


@frame
class Turn(Prompt):
    fields = {"player": "seat", "step": "str", "skip_draw": "bool", "skip_play": "bool", "judged_cards": "cards",
              "discard_chosen": "cards", "bonus": "int", "asked": "bool"}
    steps = ("begin", "sleep", "skills", "judge", "draw", "drawn", "play", "discard", "end", "over")
    public = ("player", "step", "skip_draw", "skip_play", "bonus")
    own = ("discard_chosen",)

    @staticmethod
    def step(st, fr, ev):
        p, s = fr["player"], fr["step"]
        seat = st["seats"][p]
        if s != "begin" and not seat["alive"]:
            end_turn(st, fr, ev)                                   # PPS-5.8
            return False
        if s == "begin":
            st["current"] = p
            if m.is_lord(st, p):
                st["round"] += 1
                if st["round"] > st["options"]["round_limit"]:   # PPS-16.9
                    m.end_as_draw(st, ev, "round_limit")
                    return False
            event(ev, "turn_start", f"Player {p}'s turn begins (round {st['round']}).",
                  f"{p}号位的回合开始（第{st['round']}轮）。", p, round=st["round"])
            m.fire(st, "turn_open", p, {"frame": fr})
            if seat["skip_turn"]:                                  # PPS-5.2.1, PPS-10.20.2
                seat["skip_turn"] = False
                event(ev, "turn_skipped", f"Player {p}'s turn is skipped (时间前进).", f"{p}号位跳过本回合（时间前进）。", p)
                end_turn(st, fr, ev)
                return False
            m.fire(st, "turn_begin", p, {"frame": fr})
            fr["step"] = "sleep"
            return False
        if s == "sleep":                                           # PPS-5.2.2
            if Turn.step_moves(st, p, "sleep_step"):
                return True
            fr["step"] = "skills"
            return False
        if s == "skills":                                          # PPS-5.2.3
            if Turn.step_moves(st, p, "turn_start_skills"):
                return True
            fr["step"] = "judge"
            return False
        if s == "judge":                                           # PPS-5.2.4: most recent first
            pending = [e for e in seat["judgement_area"] if e[0] not in fr["judged_cards"]]
            if pending:
                card = pending[-1][0]
                fr["judged_cards"].append(card)
                push(st, "DelayedTrick", player=p, card=card, step="start", negated=False, judgement_cards=[])
                return False
            fr["step"] = "draw"
            return False
        if s == "draw":                                            # PPS-5.3
            if fr["skip_draw"]:
                event(ev, "phase_skipped", f"Player {p} skips the draw phase.", f"{p}号位跳过摸牌阶段。", p, phase="draw")
                fr["step"] = "play"
                return False
            if not fr["asked"]:
                fr["asked"] = True
                m.fire(st, "draw_options", p, {"frame": fr})
                return False
            n = m.fire(st, "draw_count", p, {"n": 2 + fr["bonus"]})["n"]
            fr["step"] = "drawn"
            push(st, "PileDraw", player=p, count=n, destination="hand", got=[], return_to=None)
            return False
        if s == "drawn":
            fr["step"] = "play"
            m.fire(st, "draw_end", p, {"frame": fr})
            return False
        if s == "play":                                            # PPS-5.4
            if fr["skip_play"]:
                event(ev, "phase_skipped", f"Player {p} skips the play phase.", f"{p}号位跳过出牌阶段。", p, phase="play")
                fr["step"] = "discard"
                return False
            if st["counters"]["actions"] >= 100:                   # PPS-5.4.1
                fr["step"] = "discard"
                return False
            return True
        if s == "discard":                                         # PPS-5.5
            need = len(seat["hand"]) - hand_limit(st, p)
            if need > 0 and len(fr["discard_chosen"]) < need:
                return True
            if fr["discard_chosen"]:
                cards = sorted(fr["discard_chosen"])
                for c in cards:
                    seat["hand"].remove(c)
                m.to_discard(st, cards)
                event(ev, "discard", f"Player {p} discards {', '.join(m.label(st, c) for c in cards)}.",
                      f"{p}号位弃置{m.labels_zh(st, cards)}。", p, cards=cards)
                fr["discard_chosen"] = []
            fr["step"] = "end"
            return False
        if s == "end":                                             # PPS-5.6
            fr["step"] = "over"
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
    def moves(st, fr):
        p = fr["player"]
        if fr["step"] in ("sleep", "skills"):
            timing = "sleep_step" if fr["step"] == "sleep" else "turn_start_skills"
            return Turn.step_moves(st, p, timing) + [{"type": "end_step", "player": p}]
        if fr["step"] == "play":
            return using.play_moves(st, p)
        if fr["step"] == "discard":
            return [{"type": "discard", "player": p, "card": c} for c in m.listed_hand(st, p)
                    if c not in fr["discard_chosen"]]
        return []

    @staticmethod
    def answer(st, fr, a, ev):
        t = a["type"]
        if t == "end_step":
            fr["step"] = "skills" if fr["step"] == "sleep" else "judge"
        elif t == "use_skill" and fr["step"] in ("sleep", "skills"):
            m.ABILITIES[a["skill"]]["use"](st, fr["player"], a, ev)
        elif t == "end_play_phase":
            event(ev, "end_play_phase", f"Player {fr['player']} ends the play phase.", f"{fr['player']}号位结束出牌阶段。", fr["player"])
            fr["step"] = "discard"
        elif t == "discard":
            fr["discard_chosen"].append(a["card"])
            event(ev, "discard_choice", f"Player {fr['player']} chooses a card to discard.", f"{fr['player']}号位选择一张要弃置的牌。",
                  fr["player"])
            event(ev, "discard_choice", f"You choose {m.label(st, a['card'])}.",
                  f"你选择了{m.label_zh(st, a['card'])}。", fr["player"], [fr["player"]], card=a["card"])
        elif t in ("use_card", "equip", "use_skill"):
            st["counters"]["actions"] += 1
            using.play_action(st, fr["player"], a, ev)

    @classmethod
    def accepts(cls, st, fr, action):
        if fr["step"] == "play":
            return using.is_play_move(st, fr["player"], action)
        return action in cls.moves(st, fr)

    @staticmethod
    def why(st, fr, a):
        return using.why_turn(st, fr, a)


# -- the draw pile (PPS-17) ----------------------------------------------------------------------------------

def reshuffle(st, ev):
    """PPS-17.3: an empty draw pile takes the whole discard pile (the pile keeps no order, PPS-19)."""
    if not st["pile"] and not st["pile_top"] and st["discard"]:
        table_play.reshuffled(st, st["discard"])
        st["pile"] = sorted(st["discard"])
        st["discard"] = []
        event(ev, "reshuffle", f"The discard pile ({len(st['pile'])} cards) is shuffled into a new draw pile.",
              f"弃牌堆（{len(st['pile'])}张）洗混后成为新的牌堆。", count=len(st["pile"]))


@frame
class PileDraw(Frame):
    """Takes n cards from the top of the draw pile into a hand, or face up into the processing area."""
    fields = {"player": "seat?", "count": "int", "destination": "str", "got": "cards", "return_to": "str?"}
    public = ("player", "count", "destination", "got")

    @staticmethod
    def step(st, fr, ev):
        if fr["count"] <= 0:
            if fr["return_to"]:
                m.ret(st, fr, fr["got"])
            else:
                st["stack"].pop()
            return False
        if fr["destination"] == "hand" and not st["seats"][fr["player"]]["alive"]:     # m.alive, inline
            st["stack"].pop()
            return False
        if not st["pile"]:                                     # reshuffle's own first test: every draw asks it
            reshuffle(st, ev)
        if not st["pile"] and not st["pile_top"]:                  # PPS-17.4
            m.end_as_draw(st, ev, "piles_exhausted")
            return False
        if st["pile_top"]:
            PileDraw.take(st, fr, st["pile_top"][0], ev)
            return False
        if len(st["pile"]) == 1 and (fr["destination"] == "hand" or not table_play.must_name_last_card(st)):
            PileDraw.take(st, fr, st["pile"][0], ev)
            return False
        return True

    @staticmethod
    def take(st, fr, c, ev):
        from_top = bool(st["pile_top"]) and st["pile_top"][0] == c
        if from_top:
            st["pile_top"].pop(0)
        else:
            st["pile"].remove(c)
        table_play.drawn(st, fr, c, from_top)
        fr["count"] -= 1
        if fr["destination"] == "hand":
            p = fr["player"]
            m.add_hand(st, p, c)
            event(ev, "draw", f"Player {p} draws a card.", f"{p}号位摸了一张牌。", p)
            event(ev, "draw", f"You draw {m.label(st, c)}.", f"你摸到{m.label_zh(st, c)}。", p, [p], card=c)
        else:
            fr["got"].append(c)
            m.to_processing(st, c)
            event(ev, "reveal", f"{m.label(st, c)} is revealed from the draw pile.", f"从牌堆顶翻开{m.label_zh(st, c)}。",
                  card=c)
        if not st["pile"]:
            reshuffle(st, ev)

    @staticmethod
    def decider(st, fr):
        return m.CHANCE

    @staticmethod
    def drawn_from(st, fr):
        return "top_card", st["pile"]

    @staticmethod
    def outcomes(st, fr):
        return card_outcomes(*PileDraw.drawn_from(st, fr))

    @staticmethod
    def allows(st, fr, action):
        # parse has checked the fields: an integer card, the player "chance"
        return action["type"] == "top_card" and action["card"] in st["pile"]

    @staticmethod
    def answer(st, fr, a, ev):
        PileDraw.take(st, fr, a["card"], ev)


def card_outcomes(action_type, cards):
    """One chance outcome of weight 1 per card. Built with tuple.__new__, which makes the same Outcome as its
    constructor (a namedtuple's __new__, a Python function) for a third of the cost: a draw lists the whole pile."""
    new, outcome, chance = tuple.__new__, Outcome, m.CHANCE        # locals: looked up once, not once per card
    return [new(outcome, ({"type": action_type, "player": chance, "card": c}, 1)) for c in cards]


def judge(st, ret):
    """PPS-7.1: reveal one card as the judgement card; its number comes back in the caller's field named `ret`."""
    push(st, "PileDraw", player=None, count=1, destination="processing", got=[], return_to=ret)


def end_judgement(st, card, ev):
    """PPS-7.4: the judgement card leaves the processing area for the discard pile."""
    if card in st["processing"]:
        st["processing"].remove(card)
        st["discard"].append(card)


@frame
class RandomHandCard(Frame):
    """R5: one card taken at random from a hand; returns its number (None if the hand is empty)."""
    fields = {"owner": "seat", "return_to": "str"}
    public = ("owner",)

    @staticmethod
    def step(st, fr, ev):
        hand = st["seats"][fr["owner"]]["hand"]
        if len(hand) <= 1 and not table_play.is_token(st, fr["owner"], hand):     # an unknown card: the table tells
            m.ret(st, fr, hand[0] if hand else None)
            return False
        return True

    @staticmethod
    def decider(st, fr):
        return m.CHANCE

    @staticmethod
    def drawn_from(st, fr):
        return "random_card", st["seats"][fr["owner"]]["hand"]

    @staticmethod
    def outcomes(st, fr):
        return card_outcomes(*RandomHandCard.drawn_from(st, fr))

    @staticmethod
    def answer(st, fr, a, ev):
        m.ret(st, fr, a["card"])


# -- negation windows (PPS-6.4) ------------------------------------------------------------------------------

@frame
class NegationWindow(RoundPrompt):
    fields = {"order": "seats", "position": "int", "chain": "cards", "return_to": "str", "open": "bool"}
    public = ("order", "position", "chain")

    @staticmethod
    def step(st, fr, ev):
        if not fr["open"]:
            fr["open"] = True
            fr["order"] = m.ask_order(st)
            fr["position"] = 0
        order, seats = fr["order"], st["seats"]
        negating = m.cards_of_kinds(st["_t"], m.role("negates"))
        while fr["position"] < len(order):
            q = order[fr["position"]]
            if seats[q]["alive"]:
                if not negating.isdisjoint(m.listed_hand(st, q)):     # NegationWindow.cards(st, q) is not empty
                    return True
                passed(st, ev, q, "negate")                    # PPS-6.9
            fr["position"] += 1
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
        return [c for c in m.listed_hand(st, q) if table[c][0] in kinds]


    @staticmethod
    def moves(st, fr):
        q = NegationWindow.decider(st, fr)
        return [{"type": "respond", "player": q, "card": c, "as": None, "via": None}
                for c in NegationWindow.cards(st, q)] + [pass_move(q)]

    @staticmethod
    def offers_pass(st, fr):
        return True

    @staticmethod
    def answer(st, fr, a, ev):
        q = a["player"]
        if a["type"] == "pass":
            passed(st, ev, q, "negate")
            fr["position"] += 1
            return
        c = a["card"]
        st["seats"][q]["hand"].remove(c)
        m.to_processing(st, c)
        fr["chain"].append(c)
        event(ev, "negate", f"Player {q} plays {m.label(st, c)}.", f"{q}号位打出{m.label_zh(st, c)}。", q, card=c)
        fr["order"] = m.ask_order(st)                          # window (c) opens, PPS-6.4.1
        fr["position"] = 0

    @staticmethod
    def why(st, fr, a):
        return "PPS-10.10.1", text("Only a 无懈可击 from your hand, or pass, answers a negation window.",
                                   "此时只能从手牌打出无懈可击，或放弃。")


# -- card use (PPS-6.2) ---------------------------------------------------------------------------------------

@frame
class Use(Frame):
    """One card (real or virtual) being resolved, target by target (PPS-6.2 step 3, PPS-6.6)."""
    fields = {"user": "seat", "card_kind": "kind", "cards": "cards", "via": "str?", "targets": "seats", "target_index": "int", "step": "str",
              "negated": "bool", "extra": "scalars", "in_play_phase": "bool"}
    steps = ("prepare", "targets", "effect", "next", "finish")
    public = ("user", "card_kind", "cards", "via", "targets", "target_index", "step", "extra")

    @staticmethod
    def step(st, fr, ev):
        entry = m.CARDS[fr["card_kind"]]
        s = fr["step"]
        if s == "prepare":
            fr["step"] = "targets"
            if entry.get("prepare"):
                entry["prepare"](st, fr, ev)
            return False
        if s == "targets":
            if fr["target_index"] >= len(fr["targets"]):
                fr["step"] = "finish"
                return False
            q = fr["targets"][fr["target_index"]]
            if not m.alive(st, q):                              # PPS-6.6, PPS-6.8
                fr["target_index"] += 1
                return False
            fr["step"] = "effect"
            fr["negated"] = False
            if using.negatable(fr["card_kind"]):
                push(st, "NegationWindow", order=[], position=0, chain=[], return_to="negated", open=False)
            return False
        if s == "effect":
            fr["step"] = "next"
            q = fr["targets"][fr["target_index"]]
            if fr["negated"]:
                event(ev, "cancelled", f"{KINDS[fr['card_kind']]['zh']} is cancelled for player {q}.",
                      f"{KINDS[fr['card_kind']]['zh']}对{q}号位的效果被抵消。", q, card_as=fr["card_kind"])
            elif m.alive(st, q):
                entry["resolve"](st, fr, q, ev)
            return False
        if s == "next":
            fr["target_index"] += 1
            fr["step"] = "targets"
            return False
        # fin: PPS-6.2 step 4
        # the extra field holds revealed cards only for a card that reveals (收获子弹); otherwise seats (借刀杀人's
        # victim), which must never be read as card numbers (a custom deck's card #3 and seat 3, PPS-4.1)
        revealed = fr["extra"] if entry.get("reveals") else []
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
class UseDeclaration(Prompt):
    """A split declaration (PPS-18.7): further cards, then targets, one per `choose` step."""
    fields = {"player": "seat", "card_kind": "kind", "cards": "cards", "via": "str?", "targets": "seats", "need": "int",
              "max_targets": "int", "step": "str", "in_play_phase": "bool", "limited": "bool"}
    steps = ("cards", "targets", "victim")
    public = ("player",)
    own = ("card_kind", "cards", "via", "targets", "step")

    choices = staticmethod(using.decl_choices)

    @staticmethod
    def answer(st, fr, a, ev):
        using.decl_answer(st, fr, a["choice"], ev)

    @staticmethod
    def why(st, fr, a):
        return using.decl_error(st, fr, a)


@frame
class YesNoQuestion(Prompt):
    """A yes/no TRIGGER prompt (PPS-18.2). With `add`, a yes adds that number to the field `return_to` of the frame
    below; otherwise the answer is stored there as true/false."""
    fields = {"player": "seat", "ability": "str", "return_to": "str", "add": "int"}
    public = ("player", "ability")

    @staticmethod
    def choices(st, fr):
        return ["yes", "no"]

    @staticmethod
    def answer(st, fr, a, ev):
        yes = a["choice"] == "yes"
        event(ev, "trigger", f"Player {fr['player']} answers {a['choice']} ({fr['ability']}).",
              f"{fr['player']}号位{'发动' if yes else '不发动'}{ability_name(fr['ability'])['zh']}。", fr["player"],
              what=fr["ability"], choice=a["choice"])
        st["stack"].pop()
        below = st["stack"][-1]
        if fr["add"]:
            below[fr["return_to"]] += fr["add"] if yes else 0
        else:
            below[fr["return_to"]] = yes

    @staticmethod
    def why(st, fr, a):
        return "PPS-18.2", text("Answer this prompt with yes or no.", "请回答yes（是）或no（否）。")
