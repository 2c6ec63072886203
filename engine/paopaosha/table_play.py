"""PaoPao Sha's table chance mode wired into the engine (PPS-19.5; docs/TABLE_MODE.md, "Wiring plan").

A hand keeps one card number per card it holds, as in the other modes, so every count the rules read stays exact;
the numbers of its unknown cards are *tokens*: arbitrary numbers of cards the referee has not seen, which say
nothing about the real cards (the record of engine/paopaosha/table.py is the truth). Identities dealt face down are
tokens too. Before the engine acts on an action or a chance report that names a card, the card is claimed from the
record and swapped into the place the engine expects it (`prepare`); after the engine ran, tokens that moved from
hand to hand are moved in the record too and private events are dropped (`settle`). Listing reads a hand through
`listed_hand`: its known cards plus every card its unknown ones may be, so a seat that may hold an answer is asked.
"""
from __future__ import annotations

import bisect

from engine.core import CHANCE, IllegalMove, InvalidState, Outcome
from engine.core.table import TableRecord, record_problems
from engine.core.text import text
from engine.paopaosha import machine as m
from engine.paopaosha.actions import FROM_HAND, SOURCED
from engine.paopaosha.cards import IDENTITY_ZH, identity_counts
from engine.paopaosha.table import DECK, IDENTITIES, RULE, TABLE_IDENTITIES, PaoPaoShaTable, hand_zone

TABLE_KEYS = ("record", "tokens", "hidden_identities")
# The choose steps whose number is a card of a hand, and whose hand it is (the other choose steps name seats, counts
# or words: a seat number is never read as a card).
CARD_CHOICES = {
    "UseDeclaration": lambda fr: fr["player"] if fr["step"] == "cards" else None,
    "PayCards": lambda fr: fr["player"], "Careless": lambda fr: fr["player"], "Gatling": lambda fr: fr["player"],
    "OnionJuice": lambda fr: fr["player"] if fr["points"] else None,
    "Mystic": lambda fr: fr["target"],
    "Eye": lambda fr: fr["order"][fr["position"]],
    "Control": lambda fr: fr["target"] if fr["step"] in ("card", "take") else None,
    "Flower": lambda fr: fr["target"],
    "AttackPrompt": lambda fr: fr["player"], "Borrow": lambda fr: fr["wielder"],        # 炒锅's second card
    "SkillSteps": lambda fr: fr["player"] if fr["skill"] in ("scorn", "whiz", "computer_whiz")
    or (fr["skill"] == "love" and fr["step"] == "card") else None,
}

# The choose steps whose card goes from a hand to another hand face down (PPS-20.1), and whose hand gives it. In table
# mode such a card is named only if the referee knows it is in that hand; else the choice is "hand", one card of that
# hand unnamed, which `give_unnamed` turns into one of the hand's tokens (the token then moves with the card).
GIVEN_FACE_DOWN = {
    "Mystic": lambda fr: fr["target"],
    "Eye": lambda fr: fr["order"][fr["position"]],
    "Control": lambda fr: fr["target"] if fr["step"] == "take" else None,
    "SkillSteps": lambda fr: fr["player"] if fr["skill"] in ("whiz", "computer_whiz") and fr["step"] == "card"
    else None,
}


class TableState:
    """The record, each seat's tokens (hand cards the referee has not seen) and the seats whose identity is a token."""

    def __init__(self, record: PaoPaoShaTable, tokens: list[list[int]], hidden_identities: list[int]):
        self.record, self.tokens, self.hidden_identities = record, tokens, hidden_identities
        self._possible: dict[int, list[int]] = {}

    def changed(self) -> None:
        self._possible.clear()

    def listed_hand(self, st, seat: int) -> list[int]:
        """The seat's known cards and every card its unknown ones may be (legal moves, who may answer)."""
        tokens = self.tokens[seat]
        if not tokens:
            return st["seats"][seat]["hand"]
        if seat not in self._possible:
            known = [card for card in st["seats"][seat]["hand"] if card not in tokens]
            self._possible[seat] = self.record.possible_hand(seat, known)
        return self._possible[seat]

    def given_hand(self, st, seat: int, chosen=()) -> list:
        """A card the seat's hand gives face down: a known card by name, or "hand" (one of its cards, unnamed)."""
        known = [card for card in self.known(st, seat) if card not in chosen]
        unnamed = bool(known) or any(token not in chosen for token in self.tokens[seat])
        return known + (["hand"] if unnamed else [])

    def known(self, st, seat: int) -> list[int]:
        return [card for card in st["seats"][seat]["hand"] if card not in self.tokens[seat]]

    def dump(self) -> dict:
        return {"record": self.record.dump(), "tokens": [sorted(tokens) for tokens in self.tokens],
                "hidden_identities": sorted(self.hidden_identities)}


def start(st) -> None:
    """Table mode from setup on: the cards still in the pile and the identities not yet dealt are the record's."""
    cards, players = st["_t"], st["players"]
    record = PaoPaoShaTable(TableRecord(), cards, players)
    record.record.shuffle(DECK, {str(card): 1 for card in st["pile"]})
    if st["options"]["mode"] != "boss":                # PPS-21.2: boss mode deals no identity cards
        record.record.shuffle(IDENTITIES, {identity: count for identity, count in identity_counts(players).items()
                                           if identity in TABLE_IDENTITIES})
    for seat, s in enumerate(st["seats"]):
        if s["identity"] in TABLE_IDENTITIES:
            record.record.draw_named(IDENTITIES, s["identity"])
    st["table"] = TableState(record, [[] for _ in range(players)], [])


def load(data, st) -> TableState | None:
    if data is None:
        return None
    if not isinstance(data, dict) or set(data) != set(TABLE_KEYS):
        raise InvalidState(f"table must be null or an object with {', '.join(TABLE_KEYS)}")
    players = st["players"]
    record = PaoPaoShaTable.load(data["record"], st["_t"], players)
    tokens, hidden = data["tokens"], data["hidden_identities"]
    if not (isinstance(tokens, list) and len(tokens) == players
            and all(isinstance(seat, list) and all(type(card) is int for card in seat) for seat in tokens)):
        raise InvalidState("table.tokens holds one list of card numbers per seat")
    if not (isinstance(hidden, list) and all(type(seat) is int and 0 <= seat < players for seat in hidden)):
        raise InvalidState("table.hidden_identities holds seats")
    return TableState(record, [list(seat) for seat in tokens], list(hidden))


def problems(st) -> list[str]:
    """What table mode adds to the state checks: tokens are cards of their seat's hand, each hand holds exactly the
    record's unknown cards as tokens, and a hidden identity is a seat's face-down identity."""
    ts = st.get("table")
    if ts is None:
        return []
    found = []
    for seat, tokens in enumerate(ts.tokens):
        if len(set(tokens)) != len(tokens) or not set(tokens) <= set(st["seats"][seat]["hand"]):
            found.append(f"table.tokens of seat {seat} must be distinct cards of its hand")
        if len(tokens) != ts.record.unknown_cards(seat):
            found.append(f"seat {seat} holds {len(tokens)} tokens but the record {ts.record.unknown_cards(seat)} "
                         f"unknown cards")
        hidden = ts.record.record.hidden(f"seat {seat} identity")
        if hidden != (seat in ts.hidden_identities) or (hidden and st["seats"][seat]["revealed"]):
            found.append(f"seat {seat}'s identity is hidden in table.hidden_identities iff the record holds it")
    if ts.record.left() != len(st["pile"]):
        found.append("the pile holds as many cards as the record's deck")
    layers = ts.record.layers()
    if layers != list(range(1, len(layers) + 1)):
        found.append("the table record's looked-at layers on top of the deck are numbered 1, 2, ... from the top")
    pending = {fr["player"] for fr in st["stack"] if fr["kind"] == "Patriot"}
    if any(ts.record.holds_drawn(seat) and seat not in pending for seat in range(st["players"])):
        found.append("a seat's drawn zone holds 爱国's card only while its decision is pending")
    if len(set(ts.hidden_identities)) != len(ts.hidden_identities):
        found.append("table.hidden_identities names a seat twice")
    found.extend(record_problems(ts.record.record))
    # Tokens say nothing about the real cards, but together with the pile they are exactly the unseen cards, and the
    # face-down identities with those not dealt yet exactly the unseen identity cards.
    unseen = ts.record.record.unseen(DECK)
    if set(unseen) != {str(card) for card in st["pile"]} | {str(card) for tokens in ts.tokens for card in tokens}:
        found.append("the pile and the tokens hold exactly the cards the table record has not seen")
    hidden = [st["seats"][seat]["identity"] for seat in ts.hidden_identities]
    expected = {identity: hidden.count(identity) + left for identity, left in _identities_left(st).items()
                if identity in TABLE_IDENTITIES and hidden.count(identity) + left}
    if ts.record.record.unseen(IDENTITIES) != expected:
        found.append("the face-down identities and those not dealt yet are exactly the identity cards the table "
                     "record has not seen")
    return found


# -- before the engine acts -----------------------------------------------------------------------------------


def prepare(st, fr, action: dict) -> dict:
    """Claims every hidden card the action names and puts it where the engine expects it; a chance report of an
    unnamed card becomes a token. Returns the action the engine then takes."""
    ts = st["table"]
    ts.changed()
    if action["player"] == CHANCE:
        return _chance(st, ts, fr, action)
    if action["type"] == "reveal":
        return action
    if fr["kind"] == "Patriot" and ts.record.holds_drawn(fr["player"]):
        _patriot_gift(st, ts, fr, action)
        return action
    if action["type"] == "choose" and fr["kind"] in GIVEN_FACE_DOWN:
        owner = GIVEN_FACE_DOWN[fr["kind"]](fr)
        if owner is not None:
            return _given_face_down(st, ts, owner, action)
    named = []
    if type(action.get("card")) is int:
        named.append((action["card"], _card_owner(st, ts, action)))
        action = {key: value for key, value in action.items() if key != FROM_HAND}
    if action["type"] == "choose" and type(action["choice"]) is int and fr["kind"] in CARD_CHOICES:
        owner = CARD_CHOICES[fr["kind"]](fr)
        if owner is not None:
            named.append((action["choice"], owner))
    for card, owner in named:
        if ts.tokens[owner] and _unseen(st, ts, card):
            ts.record.take(owner, card, ts.known(st, owner), st["round"], action["type"])
            _into_hand(st, ts, card, owner)
    return action


# Where 司令部 (PPS-21.4) lets the boss use the commanded runner's hand as his own: a card used or equipped in his play
# phase, and a 水 given in a rescue (using.use_options, `extra_hand`).
COMMANDED = {("use_card", "Turn"), ("equip", "Turn"), ("respond", "Dying")}


def _owners(st, ts, fr, move_type: str, seat: int, card: int) -> list[int]:
    """The hands a card the seat names may leave: its own, and under 司令部 the commanded runner's. A known card is in
    one of them; an unseen one may be in each whose unknown cards may hold it."""
    from engine.paopaosha.boss import commanded_runner
    runner = commanded_runner(st, seat) if (move_type, fr["kind"]) in COMMANDED else None
    if runner is None:
        return [seat]
    hands = [seat, runner]
    known = [owner for owner in hands if card in ts.known(st, owner)]
    if known or not _unseen(st, ts, card):
        return known or [seat]
    return [owner for owner in hands if ts.tokens[owner] and ts.record.may_hold(owner, card)] or [seat]


def _card_owner(st, ts, action: dict) -> int:
    """The hand the action's card leaves; `from_hand` says which when both hands of 司令部 may hold it."""
    seat, card = action["player"], action["card"]
    owners = _owners(st, ts, st["stack"][-1], action["type"], seat, card)
    chosen = action.get(FROM_HAND)
    if chosen is None:
        if len(owners) > 1:
            _refuse(f"Both player {owners[0]}'s hand and player {owners[1]}'s (司令部) may hold #{card}: say in from_hand "
                    f"which hand it leaves.", f"{owners[0]}号位和{owners[1]}号位（司令部）的手牌都可能有#{card}：请在"
                    f"from_hand中说明它来自哪一手牌。")
        return owners[0]
    if chosen not in owners:
        _refuse(f"#{card} cannot leave player {chosen}'s hand here.", f"#{card}此时不可能来自{chosen}号位的手牌。")
    return chosen


def with_sources(st, moves: list[dict]) -> list[dict]:
    """Under 司令部 a card both hands may hold is listed once per hand, with `from_hand`; a card both hands' listings
    name is listed once."""
    from engine.paopaosha.boss import commanded_runner
    if not moves or commanded_runner(st, moves[0]["player"]) is None:
        return moves
    ts, fr, listed, seen = st["table"], st["stack"][-1], [], set()
    for move in moves:
        card = move.get("card")
        owners = _owners(st, ts, fr, move["type"], move["player"], card) \
            if move["type"] in SOURCED and type(card) is int else []
        for variant in [{**move, FROM_HAND: owner} for owner in owners] if len(owners) > 1 else [move]:
            key = tuple(sorted(variant.items()))
            if key not in seen:
                seen.add(key)
                listed.append(variant)
    return listed


def _given_face_down(st, ts, owner: int, action: dict) -> dict:
    """PPS-20.1: a card the owner's hand gives face down is seen by giver and receiver only, so it is named only if
    the referee knows it is in that hand; any other is given as "hand" (`give_unnamed`)."""
    choice = action["choice"]
    if type(choice) is int and choice not in ts.known(st, owner) and _unseen(st, ts, choice):
        _refuse(f"A card given face down is named only if the table saw it go into player {owner}'s hand; choose "
                f"\"hand\" to give one of its other cards without naming it.",
                f"面朝下交出的牌，只有大家看到它进入{owner}号位的手牌时才能报出；其他的牌请选择 \"hand\"，不报出是哪一张。")
    return action


def _patriot_gift(st, ts, fr, action: dict) -> None:
    """爱国 (PPS-3.8.1): the card given (or kept) is exactly the card just drawn, a card of the pile; its token goes
    with it now, so that `settle` does not take it as one card of the drawer's hand. (A refused answer leaves the
    state unchanged: the Referee works on a copy.)"""
    drawer = fr["player"]
    target = action["choice"] if action["type"] == "choose" and type(action["choice"]) is int else drawer
    if not 0 <= target < st["players"]:
        return
    ts.record.give_drawn(drawer, target)
    if target != drawer:
        before = set(fr["before"])
        token = next(card for card in st["seats"][drawer]["hand"] if card not in before)
        ts.tokens[drawer].remove(token)
        ts.tokens[target].append(token)


def give_unnamed(st, fr, action: dict) -> dict:
    """An accepted "hand" (one card of that hand given face down, unnamed) becomes one of the hand's tokens, once its
    known cards are forgotten (any of them may be the one); the engine then moves that token like the card."""
    ts = st["table"]
    if action.get("type") != "choose" or action["choice"] != "hand" or fr["kind"] not in GIVEN_FACE_DOWN:
        return action
    owner, chosen = GIVEN_FACE_DOWN[fr["kind"]](fr), fr.get("chosen") or ()
    known = [card for card in ts.known(st, owner) if card not in chosen]
    ts.record.forget(owner, known)
    ts.tokens[owner].extend(known)
    ts.changed()
    return {**action, "choice": next(token for token in ts.tokens[owner] if token not in chosen)}


def _unseen(st, ts, card: int) -> bool:
    return card in st["pile"] or any(card in tokens for tokens in ts.tokens)


def _into_hand(st, ts, card: int, seat: int) -> None:
    """The claimed card takes the place of one of the seat's tokens."""
    tokens = ts.tokens[seat]
    if card in tokens:
        tokens.remove(card)
        return
    busy = referenced(st)                 # a token a pending decision holds stays that decision's (PPS-20.1)
    token = next((number for number in reversed(tokens) if number not in busy), tokens[-1])
    tokens.remove(token)
    _rename(st, {token: card, card: token})
    hand = st["seats"][seat]["hand"]
    hand.remove(token)
    bisect.insort(hand, card)
    if card in st["pile"]:
        st["pile"].remove(card)
        bisect.insort(st["pile"], token)
        return
    other = next(owner for owner, held in enumerate(ts.tokens) if card in held)
    ts.tokens[other][ts.tokens[other].index(card)] = token
    other_hand = st["seats"][other]["hand"]
    other_hand.remove(card)
    bisect.insort(other_hand, token)


def referenced(st) -> set[int]:
    """The card numbers the pending frames hold (a card chosen for a later step, a hand as it was)."""
    found = set()
    for fr in st["stack"]:
        for field, spec in m.FRAMES[fr["kind"]].fields.items():
            value = fr.get(field)
            if spec.rstrip("?") == "card" and type(value) is int:
                found.add(value)
            elif spec == "cards" and value:
                found.update(value)
    return found


def _rename(st, names: dict[int, int]) -> None:
    """Numbers that traded places (a claimed card and the token it replaces): the pending frames follow them."""
    for fr in st["stack"]:
        for field, spec in m.FRAMES[fr["kind"]].fields.items():
            value = fr.get(field)
            if spec.rstrip("?") == "card" and type(value) is int:
                fr[field] = names.get(value, value)
            elif spec == "cards" and value:
                fr[field] = [names.get(number, number) for number in value]


def _into_pile(st, ts, card: int) -> None:
    """A card turned up from the deck is in the pile (it was a token of some hand only as far as numbers go)."""
    if card in st["pile"] or not any(card in held for held in ts.tokens):
        return
    other = next(owner for owner, held in enumerate(ts.tokens) if card in held)
    stand_in = next(number for number in st["pile"] if number != card)
    ts.tokens[other][ts.tokens[other].index(card)] = stand_in
    hand = st["seats"][other]["hand"]
    hand.remove(card)
    bisect.insort(hand, stand_in)
    st["pile"].remove(stand_in)
    bisect.insort(st["pile"], card)


def _refuse(en: str, zh: str):
    raise IllegalMove(RULE, en, detail_zh=zh)


def _chance(st, ts, fr, action: dict) -> dict:
    kind = action["type"]
    if kind == "top_card":
        into_hand = fr["kind"] == "PileDraw" and fr["destination"] == "hand"
        if action["card"] is None:
            if not into_hand or not st["pile"]:
                _refuse("A card that goes face up is named.", "翻开的牌必须报出是哪一张。")
            return {**action, "card": st["pile"][0]}
        if into_hand:
            _refuse("A card drawn into a hand is not named in table mode (card: null).",
                    "桌面模式下摸进手牌的牌不报出（card: null）。")
        ts.record.turn_up(action["card"], st["round"], st["current"])
        _into_pile(st, ts, action["card"])
        return action
    if kind == "random_card":
        owner = fr["owner"]
        if action["card"] is None:
            if _face_up(st):
                _refuse("The card taken at random goes face up: name it.", "随机抽走的牌会亮出，必须报出是哪一张。")
            known = ts.known(st, owner)     # any card may be the one: the known cards become unknown again
            ts.record.forget(owner, known)
            ts.tokens[owner].extend(known)
            if not ts.tokens[owner]:
                _refuse("That hand holds no card.", "这名玩家没有手牌。")
            return {**action, "card": ts.tokens[owner][0]}
        if ts.tokens[owner] and _unseen(st, ts, action["card"]):
            ts.record.take(owner, action["card"], ts.known(st, owner), st["round"], "random_card")
            _into_hand(st, ts, action["card"], owner)
        return action
    if kind == "deal_identity":
        return _deal_identity(st, ts, fr, action)
    if kind == "reveal" and fr["kind"] == "TableShow" and TableShow.allows(st, fr, action):
        reveal(st, action)
    return action


def _identities_left(st) -> dict[str, int]:
    """The identity cards not dealt yet, by identity (a face-down identity counts as its token); none in boss mode."""
    if st["options"]["mode"] == "boss":
        return {}
    dealt = [s["identity"] for s in st["seats"] if s["identity"] is not None]
    return {identity: count - dealt.count(identity) for identity, count in identity_counts(st["players"]).items()}


def _deal_identity(st, ts, fr, action: dict) -> dict:
    seat = fr["seat"]
    if action["identity"] == "lord":
        ts.record.deal_identity(seat, lord=True)
        return action
    if action["identity"] is not None:
        _refuse("Only the lord's identity is dealt face up (PPS-2.3): report the others with identity: null.",
                "只有国主的身份牌正面朝上（PPS-2.3）：其他身份报 identity: null。")
    unseen = ts.record.record.unseen(IDENTITIES)
    left = _identities_left(st)
    stand_in = next((identity for identity in TABLE_IDENTITIES[1:] if left.get(identity, 0) > 0), None)
    if stand_in is None or not any(unseen.get(identity, 0) for identity in TABLE_IDENTITIES[1:]):
        _refuse("Only the lord's identity card is left: it is dealt face up (PPS-2.3).",
                "只剩国主的身份牌：它正面朝上发出（PPS-2.3）。")
    ts.record.deal_identity(seat, lord=False)
    ts.hidden_identities.append(seat)
    return {**action, "identity": stand_in}


def chance_outcomes(st) -> list[Outcome]:
    """The chance reports the table may make now, each of which is accepted (PPS-19.5): a card drawn into a hand
    and a face-down identity unnamed (`card`/`identity` null), the lord's identity named (PPS-2.3), a card turned
    up (a judgement, 收获子弹, 洛神, 看豆) as any card the record allows on top of the deck, a card taken at random
    unnamed unless it goes face up (then any card that hand may hold), and for a TableShow one content of the hand
    and identity that fits the record. Public chance (seating, characters) is listed as in client mode."""
    ts, fr = st["table"], st["stack"][-1]
    kind = fr["kind"]
    if kind == "PileDraw" and fr["destination"] == "hand":
        return [Outcome({"type": "top_card", "player": CHANCE, "card": None})]
    if kind in ("PileDraw", "Peek"):
        return [Outcome({"type": "top_card", "player": CHANCE, "card": card}) for card in ts.record.possible_top()]
    if kind == "RandomHandCard":
        if _face_up(st):
            return [Outcome({"type": "random_card", "player": CHANCE, "card": card})
                    for card in ts.listed_hand(st, fr["owner"])]
        return [Outcome({"type": "random_card", "player": CHANCE, "card": None})]
    if kind == "Setup" and fr["step"] == "identity":
        left = _identities_left(st)
        face_down = sum(count for identity, count in left.items() if identity != "lord")
        listed = [Outcome({"type": "deal_identity", "player": CHANCE, "seat": fr["seat"], "identity": "lord"},
                          left["lord"])] if left.get("lord") else []
        if face_down:
            listed.append(Outcome({"type": "deal_identity", "player": CHANCE, "seat": fr["seat"], "identity": None},
                                  face_down))
        return listed
    if kind == "TableShow":
        seat = fr["seat"]
        hand = sorted(ts.known(st, seat) + ts.record.fitting_hand(seat)) if fr["hand"] else None
        identity = ts.record.fitting_identity(seat) if fr["identity"] else None
        return [Outcome({"type": "reveal", "player": CHANCE, "seat": seat, "hand": hand, "identity": identity})]
    return m.chance_outcomes(st)


def _face_up(st) -> bool:
    """R5's card goes face up (过路拆路's demolish): the table names it."""
    parent = m.parent(st)
    return parent["kind"] == "Take" and parent.get("mode") == "demolish"


# -- inside the engine ----------------------------------------------------------------------------------------


def drawn(st, fr, card: int, from_top: bool) -> None:
    """PileDraw took `card`: into a hand it is unseen (a token) unless it lay known on top (看豆)."""
    ts = st.get("table")
    if ts is None or from_top or fr["destination"] != "hand":
        return
    ts.changed()
    if len(st["stack"]) > 1 and m.parent(st)["kind"] == "Patriot":      # PPS-3.8.1: apart until given or kept
        ts.record.draw_aside(fr["player"])
    else:
        ts.record.draw(fr["player"])
    ts.tokens[fr["player"]].append(card)


def look_unnamed(st) -> bool:
    """看豆 in table mode (PPS-3.12.3, PPS-20.1): the user looks at the top cards and puts them back in an order only
    he knows, and the table reports neither, so the referee asks nothing (no reorder steps). The cards looked at
    become the record's top layer (`PaoPaoShaTable.look`): known cards on top (洛神's weapon) go back face down into
    it, and the next draws and judgements take from it first. Called by the Peek frame on top of the stack."""
    ts = st.get("table")
    if ts is None:
        return False
    ts.changed()
    ts.record.look(st["stack"][-1]["count"], st["pile_top"])      # the Peek frame asking
    st["pile"] = sorted(st["pile"] + st["pile_top"])
    st["pile_top"] = []
    return True


def is_token(st, seat: int, cards: list[int]) -> bool:
    """Whether one of `cards` of the seat's hand is unknown to the referee (table mode)."""
    ts = st.get("table")
    return ts is not None and any(card in ts.tokens[seat] for card in cards)


def reshuffled(st, cards: list[int]) -> None:
    """PPS-17.3: the discard pile becomes the deck; every card drawn before is a card of the old one."""
    ts = st.get("table")
    if ts is not None:
        ts.changed()
        ts.record.reshuffle(cards)


def must_name_last_card(st) -> bool:
    """The last card of the pile turned up is still named by the table (its number is not known)."""
    return st.get("table") is not None


def show_first(st, seat: int, hand: bool, identity: bool) -> bool:
    """Before the engine turns a whole hand or an identity face up, the table shows it: pushes a TableShow frame and
    returns True when something hidden is left to show."""
    ts = st.get("table")
    if ts is None:
        return False
    hand = hand and bool(ts.tokens[seat])
    identity = identity and seat in ts.hidden_identities
    if not hand and not identity:
        return False
    m.push(st, "TableShow", seat=seat, hand=hand, identity=identity, ending=False)
    return True


def ending(st) -> bool:
    """The game is over but waits for the table to show the face-down identities (a dead seat may still hold cards)."""
    return any(fr["kind"] == "TableShow" and fr["ending"] for fr in st["stack"])


def show_identities_first(st) -> bool:
    """PPS-16.6: before the winners are named, every face-down identity is shown (one TableShow each)."""
    ts = st.get("table")
    if ts is None or not ts.hidden_identities:
        return False
    for seat in sorted(ts.hidden_identities, reverse=True):
        m.push(st, "TableShow", seat=seat, hand=False, identity=True, ending=True)
    return True


def reveal(st, action: dict) -> None:
    """A seat shows its hand and/or identity (any time, or when a TableShow asks): checked against the record
    (PPS-19.5); the shown cards replace the hand's tokens and the identity its token."""
    ts = st["table"]
    ts.changed()
    seat, hand, identity = action["seat"], action["hand"], action["identity"]
    cards = st["_t"]
    if hand is not None and (len(set(hand)) != len(hand) or any(not 1 <= card < len(cards) or cards[card] is None
                                                                for card in hand)):
        _refuse("A revealed hand names distinct card numbers of this game's deck.", "亮出的手牌必须是本局牌组中互不相同的牌号。")
    if identity is not None and seat in ts.hidden_identities and identity not in TABLE_IDENTITIES:
        _refuse(f"A face-down identity is one of {', '.join(TABLE_IDENTITIES)} (PPS-2.2), not {identity!r}.",
                "背面朝上的身份牌只能是国主、大臣、强盗或小贼（PPS-2.2）。")
    if hand is not None and action["player"] != CHANCE and (referenced(st) & set(ts.tokens[seat])
                                                            or ts.record.holds_drawn(seat)):
        _refuse(f"A decision in progress holds one of player {seat}'s unknown cards (a card chosen to give face down, "
                f"爱国's card just drawn): show the hand once it is complete.",
                f"正在进行的决定涉及{seat}号位的一张未知手牌（选定面朝下交出的牌、爱国刚摸的牌）：请在决定完成后再亮出手牌。")
    known = ts.known(st, seat)
    if hand is not None and len(hand) != len(st["seats"][seat]["hand"]):
        _refuse(f"Player {seat} holds {len(st['seats'][seat]['hand'])} cards, not {len(hand)}.",
                f"{seat}号位有{len(st['seats'][seat]['hand'])}张手牌，不是{len(hand)}张。")
    if identity is not None and seat in ts.hidden_identities:      # a claim on the identity pile, checked
        ts.record.show_identity(seat, identity, st["round"], "show")
    elif identity is not None and identity != st["seats"][seat]["identity"]:
        known = st["seats"][seat]["identity"]
        _refuse(f"Player {seat}'s identity is known to the table: {known or 'not dealt yet'}, not {identity!r}.",
                f"{seat}号位的身份大家都知道：{IDENTITY_ZH.get(known, '尚未发出')}，不是“{identity}”。")
    ts.record.reveal(seat, hand, list(known), None)
    if hand is not None:
        for card in hand:
            if card not in known:
                _into_hand(st, ts, card, seat)
    if identity is not None and seat in ts.hidden_identities:
        _name_identity(st, ts, seat, identity)


def _name_identity(st, ts, seat: int, identity: str) -> None:
    """The seat's identity token becomes the shown identity; a seat whose token was that identity takes the token."""
    seats = st["seats"]
    token = seats[seat]["identity"]
    if token != identity:
        other = next(owner for owner in ts.hidden_identities if owner != seat and seats[owner]["identity"] == identity)
        seats[other]["identity"] = token
    seats[seat]["identity"] = identity
    ts.hidden_identities.remove(seat)


# -- after the engine acted ----------------------------------------------------------------------------------


def settle(st, tokens_before: list[list[int]], ev: list) -> None:
    """Tokens that the engine moved from hand to hand move in the record too (one unknown card of that hand);
    private events, whose cards the referee does not know, are dropped."""
    ts = st["table"]
    where = {card: seat for seat, tokens in enumerate(ts.tokens) for card in tokens}    # drawn during this action
    where.update((card, seat) for seat, tokens in enumerate(tokens_before) for card in tokens)
    now = [[] for _ in ts.tokens]
    moved = []
    for seat, s in enumerate(st["seats"]):
        for card in s["hand"]:
            if card in where:
                now[seat].append(card)
                if where[card] != seat:
                    moved.append((where[card], seat))
    _move_unknown(ts.record.record, moved)
    pending = {fr["player"] for fr in st["stack"] if fr["kind"] == "Patriot"}
    for seat in range(st["players"]):         # 爱国's card drawn, and the decision over without an answer: kept
        if seat not in pending and ts.record.holds_drawn(seat):
            ts.record.give_drawn(seat, seat)
    gone = [card for card in where if not any(card in held for held in now)]
    if gone:       # an engine path that turns hand cards face up without a TableShow: refused, never guessed
        _refuse(f"{len(gone)} unknown card(s) would leave the hands unnamed; show the hand first (reveal).",
                f"{len(gone)}张未知的牌会在未报出的情况下离开手牌；请先亮出手牌（reveal）。")
    ts.tokens = now
    ts.changed()
    ev[:] = [event for event in ev if event["visible_to"] == "all"]


def _move_unknown(record: TableRecord, moved: list[tuple[int, int]]) -> None:
    """Unknown cards that went from hand to hand in one action, all at once (电脑奇才 exchanges two cards or two whole
    hands): each is taken from its hand as it was before anything arrived, so a card never counts as one just
    received. A hand that gave every unknown card to one other hand moves them as they are (no merge of groups)."""
    staged = []
    for source in sorted({source for source, _target in moved}):
        targets = [target for giver, target in moved if giver == source]
        if len(targets) == record.hidden(hand_zone(source)) and len(set(targets)) == 1:
            record.move(hand_zone(source), f"to {hand_zone(targets[0])}")
        else:
            for target in targets:
                record.take_unknown(hand_zone(source), f"to {hand_zone(target)}")
        staged.extend(set(targets))
    for target in set(staged):
        record.move(f"to {hand_zone(target)}", hand_zone(target))


def view(st, out: dict, player) -> None:
    """What the table saw: a hand's known cards (to whoever sees that hand) and how many unknown ones; no token and
    no face-down identity, not even to its own seat (the referee does not know it)."""
    ts = st["table"]
    for seat, s in enumerate(out["seats"]):
        s["unknown_cards"] = len(ts.tokens[seat])
        if isinstance(s["hand"], list):
            s["hand"] = ts.known(st, seat)
        if seat in ts.hidden_identities:
            s["identity"] = None
    out["table"] = {"record": ts.record.dump()}


def view_frames(st, frames: list[dict]) -> None:
    """A pending frame's card lists (MYSTIC's cards chosen so far) show no token: a card given unnamed is not one."""
    tokens = {card for held in st["table"].tokens for card in held}
    for fr in frames:
        for field, spec in m.FRAMES[fr["kind"]].fields.items():
            if spec == "cards" and fr.get(field):
                fr[field] = [card for card in fr[field] if card not in tokens]


def with_if_held(st, move: dict, label):
    """A listed move that names a card its seat is not known to hold says so: "if you hold #30 闪 ♥7"."""
    ts, top = st["table"], st["stack"][-1]
    seat, card = m.FRAMES[top["kind"]].decider(st, top), move.get("card")      # PPS-18.6: the controlled seat's
    if type(seat) is int and move.get("type") in SOURCED and type(card) is int:
        seat = move.get(FROM_HAND, _owners(st, ts, top, move["type"], seat, card)[0])    # 司令部: the runner's?
    if move.get("type") == "choose" and top["kind"] in CARD_CHOICES:
        owner = CARD_CHOICES[top["kind"]](top)
        card, seat = (move["choice"], owner) if owner is not None else (None, seat)
    if type(seat) is not int or type(card) is not int or not ts.tokens[seat] or not _unseen(st, ts, card):
        return label
    held = "you hold" if seat == move.get("player") else f"player {seat} holds"
    held_zh = "你持有" if seat == move.get("player") else f"{seat}号位持有"
    return text(f"{label['en']} (if {held} {m.label(st, card)})", f"{label['zh']}（若{held_zh}{m.label_zh(st, card)}）")


@m.frame
class TableShow(m.Frame):
    """Table mode (PPS-19.5): before the engine turns a whole hand or an identity face up (death, 诅咒, the lord's
    penalty, the end of the game), the table shows it with a chance `reveal`; `win_check` runs again once every
    identity is shown at the end."""
    fields = {"seat": "seat", "hand": "bool", "identity": "bool", "ending": "bool"}
    public = ("seat", "hand", "identity", "ending")

    @staticmethod
    def step(st, fr, ev):
        return True

    @staticmethod
    def decider(st, fr):
        return CHANCE

    @staticmethod
    def allows(st, fr, action):
        return (action["type"] == "reveal" and action["seat"] == fr["seat"]
                and (action["hand"] is not None) == fr["hand"] and (action["identity"] is not None) == fr["identity"])

    @staticmethod
    def answer(st, fr, a, ev):
        st["stack"].pop()                                      # shown before the engine acts (prepare)
        m.event(ev, "shown", f"Player {fr['seat']} shows the table what was asked.", f"{fr['seat']}号位亮出了要求的内容。",
                fr["seat"], hand=a["hand"], identity=a["identity"])
        if fr["ending"] and not any(frame["kind"] == "TableShow" for frame in st["stack"]):
            from engine.paopaosha.damage import win_check      # the end of the game, now with every identity shown
            win_check(st, ev)
