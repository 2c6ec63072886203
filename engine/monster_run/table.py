"""Monster Run in table chance mode (MR-14.3, docs/TABLE_MODE.md): what the referee knows of the hands.

A seat's `hand` and `magic` hold the cards the referee knows (shown at a reveal, or given at setup); every card
drawn unnamed is an unknown card of the record (engine.core.table) in one of three hidden zones per seat:
its note hand, its magic cards, and the magic card it has just drawn (MR-9.5: only that one may be used at
MAGIC_DRAWN). The piles live in the record too: `draw_pile` and `magic_deck` stay empty in table mode.
In the other chance modes `state.table` is None and every helper below reads the hands as before.
"""
from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from engine.core import IllegalMove
from engine.core.table import TableRecord, claim_refusal, finding_text, record_problems
from engine.core.text import Text, text
from engine.monster_run.cards import MAGIC_CARDS, MAGIC_ORDER, NOTE_DECK, NOTE_ORDER, magic_name_zh, note_name_zh

if TYPE_CHECKING:
    from engine.monster_run.state import State

NOTES, MAGIC = "notes", "magic"
CLAIM_VERBS = {"play_note": ("played", "打出"), "discard_and_draw": ("discarded", "棄掉"),
               "use_magic": ("used", "使用"), "discard_magic": ("discarded", "棄掉")}


def notes_zone(seat: int) -> str:
    return f"seat {seat} notes"


def magic_zone(seat: int) -> str:
    return f"seat {seat} magic"


def drawn_zone(seat: int) -> str:
    return f"seat {seat} drawn magic"


def zones(players: int) -> set[str]:
    return {zone(seat) for seat in range(players) for zone in (notes_zone, magic_zone, drawn_zone)}


def action_types() -> tuple[str, ...]:
    """The actions that name a card taken from a hidden zone (a claim)."""
    return tuple(CLAIM_VERBS)


def pile_cards(pile: str) -> tuple[str, ...]:
    return NOTE_ORDER if pile == NOTES else MAGIC_ORDER if pile == MAGIC else ()


def start(state: State) -> None:
    """Table mode from setup on: the shuffled piles become the record's first sources."""
    record = TableRecord()
    record.shuffle(NOTES, state.draw)
    if state.mdeck:
        record.shuffle(MAGIC, state.mdeck)
    state.draw, state.mdeck = {}, {}
    state.table = record


# -- counts and piles ------------------------------------------------------------------------------------


def hand_count(state: State, seat: int) -> int:
    known = len(state.seats[seat].hand)
    return known if state.table is None else known + state.table.hidden(notes_zone(seat))


def magic_count(state: State, seat: int) -> int:
    known = len(state.seats[seat].magic)
    if state.table is None:
        return known
    return known + state.table.hidden(magic_zone(seat)) + state.table.hidden(drawn_zone(seat))


def pile_empty(state: State, pile: str) -> bool:
    if state.table is None:
        return not (state.draw if pile == NOTES else state.mdeck)
    return not state.table.left(pile)


def notes_left(state: State) -> int:
    return sum(state.draw.values()) if state.table is None else state.table.left(NOTES)


def magic_left(state: State) -> int:
    return sum(state.mdeck.values()) if state.table is None else state.table.left(MAGIC)


def reshuffle(state: State, pile: str, discard: list) -> int:
    """MR-3.5 / MR-9.10 in table mode: the face-up discard pile, known card by card, is a new source."""
    count = len(discard)
    state.table.shuffle(pile, Counter(discard))
    discard.clear()
    return count


def draw(state: State, pile: str, seat: int) -> None:
    state.table.draw_unseen(pile, notes_zone(seat) if pile == NOTES else drawn_zone(seat))


def keep_drawn(state: State, seat: int) -> None:
    if state.table is not None:
        state.table.move(drawn_zone(seat), magic_zone(seat))


def table_problems(state: State) -> list[str]:
    """The record's own consistency, and what Monster Run adds: table mode keeps its piles in the record, and
    only the active player at MAGIC_DRAWN has a card in the drawn zone."""
    found = record_problems(state.table)
    if state.draw or state.mdeck:
        found.append("in table chance mode the draw piles are kept in the table record, not in draw_pile and "
                     "magic_deck")
    for seat in range(state.n):
        if state.table.hidden(drawn_zone(seat)) and (state.decision != "MAGIC_DRAWN" or seat != state.active):
            found.append(f"player {seat} has a magic card in the drawn zone outside its MAGIC_DRAWN decision")
    return found


# -- what a seat may hold, and taking a named card -------------------------------------------------------


def _note_zones(seat: int) -> tuple[str, ...]:
    return (notes_zone(seat),)


def magic_zones(state: State, seat: int, drawn_only: bool) -> tuple[str, ...]:
    return (drawn_zone(seat),) if drawn_only else (magic_zone(seat), drawn_zone(seat))


def may_hold_note(state: State, seat: int, card: str) -> bool:
    if card in state.seats[seat].hand:
        return True
    return state.table is not None and card in NOTE_DECK and state.table.possible(_note_zones(seat), card)


def may_hold_magic(state: State, seat: int, card: str, drawn_only: bool = False) -> bool:
    if not drawn_only and card in state.seats[seat].magic:
        return True
    return (state.table is not None and card in MAGIC_CARDS
            and state.table.possible(magic_zones(state, seat, drawn_only), card))


def possible_notes(state: State, seat: int) -> list[str]:
    """The note cards the seat may hold: its hand, or in table mode every card some possible content allows."""
    hand = list(dict.fromkeys(state.seats[seat].hand))
    if state.table is None:
        return hand
    return [card for card in NOTE_ORDER if card in hand or state.table.possible(_note_zones(seat), card)]


def possible_magic(state: State, seat: int, drawn_only: bool = False) -> list[str]:
    held = [] if drawn_only else list(dict.fromkeys(state.seats[seat].magic))
    if state.table is None:
        return held
    zones_held = magic_zones(state, seat, drawn_only)
    return [card for card in MAGIC_ORDER if card in held or state.table.possible(zones_held, card)]


def take_note(state: State, seat: int, card: str, action: str) -> None:
    """Takes a note card the seat may hold (checked before): a known one first, else a claim on an unknown one."""
    hand = state.seats[seat].hand
    if card in hand:
        hand.remove(card)
        return
    _claim(state, seat, _note_zones(seat), card, action)


def take_magic(state: State, seat: int, card: str, action: str, drawn_only: bool = False) -> None:
    held = state.seats[seat].magic
    if (not drawn_only or state.table is None) and card in held:    # outside table mode the drawn card is held
        held.remove(card)
        return
    _claim(state, seat, magic_zones(state, seat, drawn_only), card, action)


def _claim(state: State, seat: int, zones_held: tuple[str, ...], card: str, action: str) -> None:
    refusal = state.table.claim(zones_held, card, turn=state.turn + 1, player=seat, action=action)
    if refusal is not None:                    # the callers check may_hold_* first: a bug, not a user error
        raise AssertionError(f"claim of {card} from {zones_held} refused after it was found possible")


def refusal(state: State, seat: int, card: str, magic: bool = False, drawn_only: bool = False) -> IllegalMove:
    """MR-14.3: why the seat cannot hold `card`, from the record (in table mode only)."""
    zones_held = magic_zones(state, seat, drawn_only) if magic else _note_zones(seat)
    reason = state.table.why_not(zones_held, card)
    copies = Counter(state.options.get("magic_deck", ()))[card] if magic else NOTE_DECK.get(card, 0)
    sentence = claim_refusal(reason, card_name(card, magic), zone_name(zones_held[0]), copies, "zh-Hant")
    return IllegalMove("MR-14.3", sentence["en"], detail_zh=sentence["zh"])


# -- reveal and audit -------------------------------------------------------------------------------------


def reveal(state: State, seat: int, notes: list[str], magic: list[str]) -> None:
    """The seat shows its whole hand; the unknown part is checked against the record (MR-14.3). On success the
    cards are known from now on; else the first claim the shown cards contradict is named and nothing changes."""
    monster = state.seats[seat]
    for shown, known, is_magic, zone in ((notes, monster.hand, False, notes_zone(seat)),
                                         (magic, monster.magic, True, magic_zone(seat))):
        unknown = list((Counter(shown) - Counter(known)).elements())
        if Counter(known) - Counter(shown):
            missing = next(iter(Counter(known) - Counter(shown)))
            name = card_name(missing, is_magic)
            raise IllegalMove("MR-14.3", f"The revealed hand lacks {name['en']}, which the table saw go into it.",
                              detail_zh=f"亮出的手牌缺少{name['zh']}，但大家都看到這張牌進了手牌。")
        finding = state.table.reveal(zone, unknown)
        if finding is not None:
            claim = None if finding.claim is None else claim_name(finding.claim, is_magic)
            card = None if finding.card is None else card_name(finding.card, is_magic)
            sentence = finding_text(finding, claim, card, zone_name(zone), "zh-Hant")
            raise IllegalMove("MR-14.3", sentence["en"], detail_zh=sentence["zh"])
        known.extend(unknown)


# -- names ------------------------------------------------------------------------------------------------


def card_name(card: str, magic: bool) -> Text:
    if magic:
        return text(MAGIC_CARDS[card]["en"], magic_name_zh(card)) if card in MAGIC_CARDS else text(card, card)
    return text(card, note_name_zh(card))


def zone_name(zone: str) -> Text:
    _seat_word, seat, *rest = zone.split(" ")
    what = " ".join(rest)
    if what == "notes":
        return text(f"player {seat}'s hand", f"玩家 {seat} 的手牌")
    if what == "magic":
        return text(f"player {seat}'s magic cards", f"玩家 {seat} 的魔法卡")
    return text(f"the magic card player {seat} just drew", f"玩家 {seat} 剛抽到的魔法卡")


def claim_name(claim, magic: bool) -> Text:
    verb_en, verb_zh = CLAIM_VERBS.get(claim.action, (claim.action, claim.action))
    card = card_name(claim.card, magic)
    return text(f"Player {claim.player} {verb_en} {card['en']} on turn {claim.turn}",
                f"玩家 {claim.player} 在第 {claim.turn} 回合{verb_zh}{card['zh']}")
