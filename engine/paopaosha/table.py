"""PaoPao Sha in table chance mode (PPS-19.5, docs/TABLE_MODE.md): what the referee knows of hands and identities.

Cards are distinct (the numbered deck, PPS-1.4), so the record's card kinds are the card numbers (as strings) and
each has one copy; a claim names the card number. Two piles: the deck (reshuffled by PPS-17.3, which restricts the
cards drawn before) and the identity cards with the counts of PPS-2.2 (the lord's named at once, PPS-2.3). Two
hidden zones per seat: its hand and its identity. A seat's known cards (shown to everybody and taken back into a
hand) stay the caller's to keep; everything else is in the record (engine.core.table).

Every refusal cites PPS-19.5 with a sentence in English and simplified Chinese.
"""
from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Sequence

from engine.core import IllegalMove
from engine.core.table import TableRecord, claim_refusal, dump_record, load_record
from engine.core.table.listing import possible_cards, possible_on_top
from engine.core.table.record import Claim, Finding, Refusal
from engine.core.text import Text, text
from engine.paopaosha.cards import IDENTITY_ZH, KINDS, SUIT_ZH, identity_counts

RULE = "PPS-19.5"
DECK, IDENTITIES = "deck", "identities"
TABLE_IDENTITIES = ("lord", "minister", "bandit", "thief")
IDENTITY_EN = {"lord": "the lord", "minister": "a minister", "bandit": "a bandit", "thief": "a thief"}
# The actions whose card (or identity) leaves a hidden zone face up, and how the audit tells them.
CLAIM_VERBS = {
    "use_card": ("used", "使用了"), "respond": ("played", "打出了"), "discard": ("discarded", "弃置了"),
    "equip": ("equipped", "装备了"), "use_skill": ("paid", "支付了"), "choose": ("gave up", "交出了"),
    "random_card": ("lost at random", "被随机抽走了"), "death": ("left at death", "阵亡时弃置了"),
    "show": ("showed", "展示了"), "top_card": ("turned up", "翻开了"),
}
CLAIM_ACTIONS = frozenset(CLAIM_VERBS)
IDENTITY_SET = frozenset(TABLE_IDENTITIES)
TOP = "deck top "


def hand_zone(seat: int) -> str:
    return f"seat {seat} hand"


def identity_zone(seat: int) -> str:
    return f"seat {seat} identity"


def drawn_zone(seat: int) -> str:
    """爱国's card (PPS-3.8.1) while its drawer decides whether to give it away: a card of the pile, held apart from
    the drawer's other unknown cards so that the one given is exactly the one drawn."""
    return f"seat {seat} drawn"


def top_zone(layer: int) -> str:
    """看豆 (PPS-3.12.3): the cards of the `layer`-th layer from the top of the deck, whose order the referee does not
    know. The user looked at the top N cards and put them back: those N are the top layer, drawn before anything
    below; a later look at fewer cards, over known cards put back on top (洛神), splits a layer in two."""
    return f"{TOP}{layer}"


@functools.lru_cache(maxsize=64)
def zones(players: int, deck_size: int) -> frozenset[str]:
    """The hidden zones of a game (built once per size: every load checks the zones its record names)."""
    seats = {zone(seat) for seat in range(players) for zone in (hand_zone, identity_zone, drawn_zone)}
    return frozenset(seats | {top_zone(layer) for layer in range(1, deck_size + 1)})


class PaoPaoShaTable:
    """The record of one game with its card table (`cards[n]` = (kind, suit, rank), None for a removed card)."""

    def __init__(self, record: TableRecord, cards: Sequence, players: int):
        self.record, self.cards, self.players = record, cards, players

    # -- setup and the JSON form -----------------------------------------------------------------------------

    @classmethod
    def start(cls, cards: Sequence, players: int) -> PaoPaoShaTable:
        """R1 and R2 face down: the deck and the identity cards of PPS-2.2 are the record's two piles."""
        record = TableRecord()
        record.shuffle(DECK, {str(number): 1 for number in range(1, len(cards)) if cards[number] is not None})
        record.shuffle(IDENTITIES, {identity: count for identity, count in identity_counts(players).items()
                                    if identity in TABLE_IDENTITIES})
        return cls(record, cards, players)

    def dump(self) -> dict:
        return dump_record(self.record)

    @classmethod
    def load(cls, data, cards: Sequence, players: int) -> PaoPaoShaTable:
        # Sets: the reader asks whether each card named (every group's kinds, every claim) is one of the pile's.
        numbers = frozenset(str(number) for number in range(1, len(cards)) if cards[number] is not None)
        piles = {DECK: numbers, IDENTITIES: IDENTITY_SET}
        record = load_record(data, lambda pile: piles.get(pile, ()), zones(players, len(numbers)), CLAIM_ACTIONS)
        return cls(record, cards, players)

    # -- identities (R2, PPS-2.3) ----------------------------------------------------------------------------

    def deal_identity(self, seat: int, lord: bool) -> None:
        """The seat's identity card: the lord's face up (named), every other face down."""
        if lord:
            self._check(self.record.draw_named(IDENTITIES, "lord"), identity_zone(seat), "lord", identity=True)
        else:
            self.record.draw_unseen(IDENTITIES, identity_zone(seat))

    def may_be(self, seat: int, identity: str) -> bool:
        return self.record.possible([identity_zone(seat)], identity)

    def show_identity(self, seat: int, identity: str, turn: int, action: str) -> None:
        """The seat's face-down identity is turned up (death, the end of the game): a claim on the identity pile."""
        refusal = self.record.claim([identity_zone(seat)], identity, turn=turn, player=seat, action=action)
        self._check(refusal, identity_zone(seat), identity, identity=True)

    # -- the deck (R1, R4, R5, PPS-17) -----------------------------------------------------------------------

    def left(self) -> int:
        """The cards in the deck, the looked-at layers on top included."""
        return self.record.left(DECK) + sum(self.record.hidden(top_zone(layer)) for layer in self.layers())

    def unknown_cards(self, seat: int) -> int:
        """The seat's hand cards the referee has not seen (爱国's card drawn included)."""
        return self.record.hidden(hand_zone(seat)) + self.record.hidden(drawn_zone(seat))

    def draw(self, seat: int) -> None:
        """The top card goes into the seat's hand unnamed."""
        self._draw_into(hand_zone(seat))

    def draw_aside(self, seat: int) -> None:
        """爱国 (PPS-3.8.1): the top card goes into the seat's hand unnamed, kept apart until it is given or kept."""
        self._draw_into(drawn_zone(seat))

    def _draw_into(self, zone: str) -> None:
        """The top card, unnamed: one card of the top layer while there is one (看豆), else one of the deck's rest."""
        if self.record.hidden(top_zone(1)):
            self.record.take_unknown(top_zone(1), zone)
            self._close_layers()
        else:
            self.record.draw_unseen(DECK, zone)

    def holds_drawn(self, seat: int) -> bool:
        return self.record.hidden(drawn_zone(seat)) > 0

    def give_drawn(self, seat: int, target: int) -> None:
        """爱国's card goes to the target's hand (the seat's own when kept): exactly the card drawn, unnamed."""
        self.record.move(drawn_zone(seat), hand_zone(target))

    def turn_up(self, card: int, turn: int, player: int) -> None:
        """The top card is turned face up and named (a judgement, a revealed card, PPS-19.3): from the top layer
        while there is one (a claim on it, `player` being the seat whose turn it is), else from the deck's rest."""
        if not self.layers():
            self._check(self.record.draw_named(DECK, str(card)), None, str(card))
            return
        refusal = self.record.claim([top_zone(1)], str(card), turn=turn, player=player, action="top_card")
        self._check(refusal, top_zone(1), str(card))
        self._close_layers()

    def possible_top(self) -> list[int]:
        """Every card that may be on top of the deck now (what a judgement or a turned-up card may name), ascending."""
        if self.layers():
            return sorted(int(card) for card in possible_cards(self.record, [top_zone(1)]))
        return sorted(int(card) for card in possible_on_top(self.record, DECK))

    def look(self, count: int, known: Sequence[int]) -> None:
        """看豆 (PPS-3.12.3): the top `count` cards are looked at and put back in an order the table does not see.
        They become the top layer: the cards known on top (`known`, 洛神's weapon) go back face down into it, then
        as many of the layers below and of the deck's rest as make `count`. Exact: the known cards can only be in
        this layer (or wherever its cards are drawn), the others are the unseen cards that lay there. (More known
        cards on top than `count` all go into the layer: their order below the looked-at ones is then forgotten.)"""
        layers = self.layers()
        if not known and count <= self.record.hidden(top_zone(1)):
            return                              # a look inside the top layer: its order was unknown already
        for layer in reversed(layers):        # every layer moves down one; the new top layer is built as layer 1
            self.record.move(top_zone(layer), top_zone(layer + 1))
        if known:
            self.record.forget(top_zone(1), DECK, Counter(str(card) for card in known))
        wanted = count - len(known)
        for layer in [layer + 1 for layer in layers]:
            held = self.record.hidden(top_zone(layer))
            if wanted <= 0:
                break
            if held <= wanted:
                self.record.move(top_zone(layer), top_zone(1))
            else:
                for _ in range(wanted):
                    self.record.take_unknown(top_zone(layer), top_zone(1))
            wanted -= held
        for _ in range(max(wanted, 0)):
            self.record.draw_unseen(DECK, top_zone(1))
        self._close_layers()

    def layers(self) -> list[int]:
        """The numbers of the looked-at layers holding cards, top first."""
        return sorted({int(group.zone[len(TOP):]) for group in self.record.groups if group.zone.startswith(TOP)})

    def _close_layers(self) -> None:
        """The layers holding cards are numbered 1, 2, ... from the top again (one was drawn or moved away)."""
        for number, layer in enumerate(self.layers(), start=1):
            if number != layer:
                self.record.move(top_zone(layer), top_zone(number))

    def fitting_hand(self, seat: int) -> list[int]:
        """One content of the seat's unknown cards that fits everything recorded (a reveal that is always accepted)."""
        return [int(card) for card in self.record.content(hand_zone(seat)) or ()]

    def fitting_identity(self, seat: int) -> str | None:
        """One identity the seat's face-down card may be, fitting everything recorded; None if it is not hidden."""
        content = self.record.content(identity_zone(seat))
        return content[0] if content else None

    def reshuffle(self, discard: Sequence[int]) -> None:
        """PPS-17.3: the face-up discard pile becomes the deck; every card drawn before is a card of the old one. (看豆
        puts known top cards back among unseen ones the same way.)"""
        self.record.shuffle(DECK, {str(card): 1 for card in discard})

    def may_hold(self, seat: int, card: int, known: Sequence[int] = ()) -> bool:
        return card in known or self.record.possible([hand_zone(seat)], str(card))

    def possible_hand(self, seat: int, known: Sequence[int] = ()) -> list[int]:
        """Every card the seat may hold (legal moves list what some possible content allows), ascending."""
        possible = {int(card) for card in possible_cards(self.record, [hand_zone(seat)])}
        return sorted(possible.union(known))

    def take(self, seat: int, card: int, known: list[int], turn: int, action: str) -> None:
        """The seat's card goes face up: a known card is simply taken from `known`, else it is a claim."""
        if card in known:
            known.remove(card)
            return
        refusal = self.record.claim([hand_zone(seat)], str(card), turn=turn, player=seat, action=action)
        self._check(refusal, hand_zone(seat), str(card))

    def move_unnamed(self, source: int, target: int, known: list[int]) -> None:
        """R5 (or a card given face down): one card of the source's hand, which the table does not name, goes to
        the target's hand. Any card of the hand may be the one, so its known cards are forgotten first (`known`
        is emptied): the record then holds them as "one of those cards" of the source, and the target's new card
        as one of the source's cards, which is exact (tests/engine/core/test_table.py)."""
        self.forget(source, known)
        known.clear()
        self.record.take_unknown(hand_zone(source), hand_zone(target))

    def forget(self, seat: int, known: Sequence[int]) -> None:
        """The seat's known cards become unknown cards of its hand again: one of its cards leaves it unnamed (R5, a
        card given face down), so the record no longer knows which of them are still there."""
        if known:
            self.record.forget(hand_zone(seat), DECK, Counter(str(card) for card in known))

    # -- reveal and audit ------------------------------------------------------------------------------------

    def reveal(self, seat: int, hand: Sequence[int] | None, known: list[int], identity: str | None) -> None:
        """The seat shows its hand and/or identity. If it fits the record the cards are known from then on (added
        to `known`); else nothing changes and the refusal names the first claim the shown content contradicts."""
        if hand is not None:
            missing = sorted(set(known) - set(hand))
            if missing:
                name = self.card_name(missing[0])
                raise IllegalMove(RULE, f"The revealed hand lacks {name['en']}, which the table saw go into it.",
                                  detail_zh=f"亮出的手牌缺少{name['zh']}，但大家都看到这张牌进了手牌。")
            unknown = [card for card in hand if card not in known]
            self._audit(self.record.reveal(hand_zone(seat), [str(card) for card in unknown]), hand_zone(seat))
            known.extend(unknown)
            known.sort()
        if identity is not None and self.record.hidden(identity_zone(seat)):
            self._audit(self.record.reveal(identity_zone(seat), [identity]), identity_zone(seat))

    def _audit(self, finding: Finding | None, zone: str) -> None:
        if finding is None:
            return
        where = self.zone_name(zone)
        if finding.card is None and finding.claim is None:
            raise IllegalMove(RULE, f"{where['en'][:1].upper()}{where['en'][1:]} holds {finding.expected} unknown "
                                    f"cards, not {finding.revealed}.",
                              detail_zh=f"{where['zh']}有{finding.expected}张未知的牌，不是{finding.revealed}张。")
        if finding.claim is None:
            name = self.thing_name(finding.card, zone)
            raise IllegalMove(RULE, f"{where['en'][:1].upper()}{where['en'][1:]} cannot hold {name['en']}: it is "
                                    f"accounted for elsewhere.",
                              detail_zh=f"{where['zh']}不可能是{name['zh']}：它已经确定在别处。")
        claim = self.claim_name(finding.claim)
        if finding.claim.pile == IDENTITIES:
            raise IllegalMove(RULE, f"{claim['en']}, which the revealed identity contradicts.",
                              detail_zh=f"{claim['zh']}，但这与亮出的身份矛盾。")
        if finding.claim.zone.startswith(TOP):
            raise IllegalMove(RULE, f"{claim['en']}, which the revealed cards contradict.",
                              detail_zh=f"{claim['zh']}，但这与亮出的牌矛盾。")
        raise IllegalMove(RULE, f"{claim['en']} but never held it, given the revealed cards.",
                          detail_zh=f"{claim['zh']}，但依亮出的牌来看从未持有这张牌。")

    # -- refusals and names ----------------------------------------------------------------------------------

    def _check(self, refusal: Refusal | None, zone: str | None, thing: str, identity: bool = False) -> None:
        if refusal is None:
            return
        sentence = self.refusal_text(refusal, zone, thing, identity)
        raise IllegalMove(RULE, sentence["en"], detail_zh=sentence["zh"])

    def refusal_text(self, refusal: Refusal, zone: str | None, thing: str, identity: bool) -> Text:
        """Why `zone` (None: the top of the deck) cannot hold `thing`, from the record (PPS-19.5)."""
        where = self.zone_name(zone) if zone else text("the top of the deck", "牌堆顶")
        if identity:
            total = identity_counts(self.players).get(thing, 0)
            if refusal.reason == "all_seen":
                return text(f"Every {thing} identity card ({total}) has been seen, so {where['en']} cannot be "
                            f"{IDENTITY_EN[thing]}.",
                            f"{total}张{IDENTITY_ZH[thing]}身份牌都已经出现过，{where['zh']}不可能是{IDENTITY_ZH[thing]}。")
            seat = zone.split(" ")[1]
            if refusal.reason == "no_unknown":
                return text(f"Player {seat}'s identity is already known, so it cannot be shown as {IDENTITY_EN[thing]}.",
                            f"{seat}号位的身份已经公开，不能再亮明为{IDENTITY_ZH[thing]}。")
            return text(f"Every unseen {thing} identity card must be another player's, so player {seat} cannot be "
                        f"{IDENTITY_EN[thing]}.",
                        f"每一张未出现的{IDENTITY_ZH[thing]}身份牌都必须属于别的玩家，{seat}号位不可能是{IDENTITY_ZH[thing]}。")
        name = self.card_name(int(thing))
        if refusal.reason == "drawn_before":            # distinct cards: forgets and gifts restrict a hand too
            return text(f"{where['en'][:1].upper()}{where['en'][1:]} cannot hold {name['en']}: its unknown cards came "
                        f"from places that could not hold it (a hand that could not, or the pile before a reshuffle "
                        f"put it back).",
                        f"{where['zh']}不可能有{name['zh']}：它的未知牌都来自当时不可能有这张牌的地方（不可能有它的手牌，"
                        f"或洗牌前它还没洗回的牌堆）。")
        if refusal.reason != "all_seen":
            return claim_refusal(refusal, name, where, 1, "zh-Hans")
        kind = self.cards[int(thing)][0]
        copies = [str(number) for number in range(1, len(self.cards))
                  if self.cards[number] is not None and self.cards[number][0] == kind]
        unseen = self.record.unseen(DECK)
        if not any(number in unseen for number in copies):
            en, zh = KINDS[kind]["en"], KINDS[kind]["zh"]
            return text(f"All {len(copies)} {zh} ({en}) have been seen, so {where['en']} cannot hold {name['en']}.",
                        f"{len(copies)}张{zh}都已经出现过，{where['zh']}不可能有{name['zh']}。")
        return text(f"{name['en']} has already been seen, so {where['en']} cannot hold it.",
                    f"{name['zh']}已经出现过，{where['zh']}不可能有这张牌。")

    def card_name(self, card: int) -> Text:
        kind, suit, rank = self.cards[card]
        return text(f"#{card} {KINDS[kind]['zh']} ({KINDS[kind]['en']}) {suit} {rank}",
                    f"#{card} {KINDS[kind]['zh']} {SUIT_ZH[suit]}{rank}")

    def thing_name(self, thing: str, zone: str) -> Text:
        if zone.endswith("identity"):
            return text(IDENTITY_EN[thing], IDENTITY_ZH[thing])
        return self.card_name(int(thing))

    @staticmethod
    def zone_name(zone: str) -> Text:
        if zone.startswith(TOP):
            return text("the top of the deck", "牌堆顶")
        _seat_word, seat, what = zone.split(" ")
        if what == "hand":
            return text(f"player {seat}'s hand", f"{seat}号位的手牌")
        return text(f"player {seat}'s identity", f"{seat}号位的身份")

    def claim_name(self, claim: Claim) -> Text:
        verb_en, verb_zh = CLAIM_VERBS.get(claim.action, ("showed", "展示了"))
        if claim.pile == IDENTITIES:
            return text(f"Player {claim.player} was shown to be {IDENTITY_EN[claim.card]} in round {claim.turn}",
                        f"{claim.player}号位在第{claim.turn}轮被亮明为{IDENTITY_ZH[claim.card]}")
        card = self.card_name(int(claim.card))
        if claim.zone.startswith(TOP):
            return text(f"{card['en']} was turned up from the top of the deck in round {claim.turn}",
                        f"第{claim.turn}轮从牌堆顶翻开了{card['zh']}")
        return text(f"Player {claim.player} {verb_en} {card['en']} in round {claim.turn}",
                    f"{claim.player}号位在第{claim.turn}轮{verb_zh}{card['zh']}")
