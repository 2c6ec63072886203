"""Monster Maker 5 in table chance mode (MM-16.4, docs/TABLE_MODE.md): what the referee knows of the hands.

The deck is one face-down pile, never reshuffled (MM-16.3), kept in the record (engine.core.table) under the
name "deck"; the state's `deck` stays empty and `deck_size` is the record's count. Hidden zones: each hand
(`seat S hand`), each face-down spell of the running battle (`spell I`, its index in `battle.spells`), and the
card a seat is drawing (`seat S drawn`, only for the moment a named paladin or gem leaves the deck).

Copies of a card are interchangeable (the same class and values: six Warriors, two Fireballs), so the record
counts cards by **kind** (`kind_of`): a claim names a card id, which stands for its kind, and the referee puts
into play the first copy of that kind nobody has seen yet (`resolve_ids`), so events and fields name real ids.
A seat's `hand` lists the cards the referee knows (shown by a `reveal`); `hand_size` counts the unknown ones too.
Paladins and gems never stay in a hand (MM-4.2): every hand group is restricted to the other kinds, and a drawn
paladin or gem is a named draw.
"""
from __future__ import annotations

from collections import Counter
from typing import NamedTuple

from engine.core.errors import IllegalMove
from engine.core.table import (TableRecord, claim_refusal, dump_record, finding_text, load_record,
                               record_problems)
from engine.core.text import Text, text
from engine.monster_maker_5.cards import NAMES, Table

DECK = "deck"
FACE_DOWN = "face_down"          # place_spell.card / help.spell in table mode: a spell laid unnamed
MAX_SPELL_ZONES = 16             # state.py: at most 16 spells are placed in one battle
CLAIM_VERBS = {"deal": ("was dealt", "拿到"), "draw_card": ("drew", "抽到"),
               "choose_side": ("played", "打出"), "deploy": ("deployed", "派出"),
               "commit_reinforcements": ("committed", "派出"), "help": ("gave", "增援"),
               "use_thief": ("used", "使用"), "discard_to_limit": ("discarded", "棄掉"),
               "show_spell": ("laid", "蓋放")}


# -- kinds --------------------------------------------------------------------------------------------------

def _kinds(cards: tuple) -> dict[str, str]:
    """Card id -> kind. Cards equal in everything but id and position are copies of one kind, named by their
    class (or spell) when the whole class is one kind ("warrior", "fireball"), else by their ids ("T1/T2");
    a card with no copy is its own kind ("P1", "QD")."""
    by_signature: dict[tuple, list[str]] = {}
    for card in cards:
        # Paladins and gems are each one of a kind (a paladin's gem is its pair, MM-6.15).
        alone = (card.id,) if card.cls in ("paladin", "gem") else ()
        by_signature.setdefault(alone + card[1:2] + card[3:], []).append(card.id)
    classes = Counter((card.spell or card.cls) for card in cards)
    out = {}
    for ids in by_signature.values():
        first = next(card for card in cards if card.id == ids[0])
        name = first.spell or first.cls
        kind = ids[0] if len(ids) == 1 else name if classes[name] == len(ids) else "/".join(ids)
        out.update(dict.fromkeys(ids, kind))
    return out


class _Kinds(NamedTuple):
    of: dict[str, str]              # card id -> kind
    in_hand: tuple[str, ...]        # the kinds that may sit in a hand: all but paladins and gems (MM-4.2)
    spells: frozenset[str]
    holy_light: frozenset[str]
    copies: Counter


# Per card table (tables are immutable and few: the default one and a small cache, cards.table_for), keyed by
# identity and holding the table itself so that the key cannot be reused.
_KINDS: dict[int, tuple[Table, _Kinds]] = {}


def _table_kinds(table: Table) -> _Kinds:
    found = _KINDS.get(id(table))
    if found is not None and found[0] is table:
        return found[1]
    kinds = _kinds(tuple(table.cards[cid] for cid in table.deck))
    cards = table.cards
    info = _Kinds(kinds, tuple(sorted({kinds[cid] for cid in table.deck if cid not in table.daggers})),
                  frozenset(kinds[cid] for cid in table.deck if cards[cid].cls == "spell"),
                  frozenset(kinds[cid] for cid in table.deck if cards[cid].spell == "holy_light"),
                  Counter(kinds.values()))
    if len(_KINDS) > 64:
        _KINDS.clear()
    _KINDS[id(table)] = (table, info)
    return info


def kinds_of_table(table: Table) -> dict[str, str]:
    return _table_kinds(table).of


def kind_of(s: dict, cid: str) -> str:
    return _table_kinds(s["_t"]).of[cid]


def hand_kinds(table: Table) -> tuple[str, ...]:
    """Every kind that may sit in a hand: all but paladins and gems (MM-4.2)."""
    return _table_kinds(table).in_hand


def _spell_kinds(s: dict, seat: int | None) -> set[str]:
    """The spell kinds; with a seat, those it may place now (Holy Light only while Light, MM-10.5)."""
    info = _table_kinds(s["_t"])
    light = seat is None or s["seats"][seat]["side"] == "light"
    return set(info.spells if light else info.spells - info.holy_light)


def copies(s: dict, kind: str) -> int:
    return _table_kinds(s["_t"]).copies[kind]


def hand_zone(seat: int) -> str:
    return f"seat {seat} hand"


def spell_zone(index: int) -> str:
    return f"spell {index}"


def drawn_zone(seat: int) -> str:
    return f"seat {seat} drawn"


def zones(players: int) -> set[str]:
    return ({hand_zone(seat) for seat in range(players)} | {drawn_zone(seat) for seat in range(players)}
            | {spell_zone(index) for index in range(MAX_SPELL_ZONES)})


def load_table(data, table: Table, players: int) -> TableRecord:
    kinds = set(kinds_of_table(table).values())
    return load_record(data, lambda pile: kinds if pile == DECK else (), zones(players), tuple(CLAIM_VERBS))


def dump_table(record: TableRecord) -> dict:
    return dump_record(record)


# -- starting, counts ---------------------------------------------------------------------------------------

def start(s: dict) -> None:
    """Table mode from setup on: the shuffled deck becomes the record's only pile."""
    record = TableRecord()
    record.shuffle(DECK, Counter(kind_of(s, cid) for cid in s["deck"]))
    s["deck"] = []
    s["table"] = record
    s["deck_size"] = record.left(DECK)


def in_table(s: dict) -> bool:
    return s.get("table") is not None


def unknown(s: dict, seat: int) -> int:
    return s["table"].hidden(hand_zone(seat)) if in_table(s) else 0


def hand_count(s: dict, seat: int) -> int:
    return len(s["seats"][seat]["hand"]) + unknown(s, seat)


def deck_count(s: dict) -> int:
    return s["table"].left(DECK) if in_table(s) else len(s["deck"])


def daggers_in_deck(s: dict) -> list[str]:
    """The paladins and gems still in the deck: they never sit in a hidden hand, so in table mode they are the
    unseen ones."""
    if not in_table(s):
        return [cid for cid in s["deck"] if cid in s["_t"].daggers]
    return sorted(_free_ids(s) & s["_t"].daggers, key=lambda cid: s["_t"].cards[cid].index)


def unnamed_draw_possible(s: dict) -> bool:
    """A card reported unnamed goes into a hand, so the deck must still hold a card that is no paladin or gem."""
    record = s["table"]
    allowed = set(hand_kinds(s["_t"]))
    in_hands = record.hidden_all(DECK)
    return sum(count for kind, count in record.unseen(DECK).items() if kind in allowed) > in_hands


# -- the ids of unseen cards --------------------------------------------------------------------------------

def _placed_ids(s: dict) -> set[str]:
    placed = set(s["deck"]) | set(s["discard"]) | set(s["dungeon"]["prisoners"]) | set(s["dungeon"]["guards"])
    for info in s["seats"]:
        placed.update(info["hand"])
        placed.update(info["field"])
    if s["battle"] is not None:
        placed.update(spell["card"] for spell in s["battle"]["spells"] if spell["card"] is not None)
    return placed


def _free_ids(s: dict) -> set[str]:
    """The ids of cards the referee has not seen: as many of each kind as the record's unseen count."""
    return set(s["_t"].deck) - _placed_ids(s)


def resolve_ids(s: dict, seat: int | None, cids: list) -> list:
    """The ids a claim puts into play: a known card of the hand stays itself; any other id stands for its kind,
    and becomes a known copy of that kind in the hand if there is one (which leaves the unknown cards freest),
    else itself if unseen, else the first unseen copy not already chosen. Ids of no card, or of a kind with no
    unseen copy left, stay as given for the checks to refuse."""
    table, kinds = s["_t"], kinds_of_table(s["_t"])
    known = [] if seat is None else list(s["seats"][seat]["hand"])
    free = _free_ids(s)
    out = []
    for cid in cids:
        same = [other for other in known if cid in kinds and kinds[other] == kinds[cid]]
        if cid in known or same:
            chosen = cid if cid in known else same[0]
            known.remove(chosen)
            out.append(chosen)
        elif cid in free or cid not in kinds:
            free.discard(cid)
            out.append(cid)
        else:
            copies = sorted((other for other in free if kinds[other] == kinds[cid]),
                            key=lambda other: table.cards[other].index)
            out.append(copies[0] if copies else cid)
            free.discard(out[-1])
    return out


def representatives(s: dict, seat: int) -> list[str]:
    """Every card the seat may hold, as ids: its known cards, and for each kind its unknown cards may include,
    as many unseen copies (the first ones) as could be there."""
    out = list(s["seats"][seat]["hand"])
    hidden = unknown(s, seat)
    if not hidden:
        return out
    table, kinds = s["_t"], kinds_of_table(s["_t"])
    free = sorted(_free_ids(s), key=lambda cid: table.cards[cid].index)
    zone = (hand_zone(seat),)
    allowed = {kind for kind in hand_kinds(table) if _possible(s, zone[0], kind)}
    taken: Counter = Counter()
    for cid in free:
        kind = kinds[cid]
        if kind in allowed and taken[kind] < hidden:
            taken[kind] += 1
            out.append(cid)
    return table.order(out)


# -- claims -------------------------------------------------------------------------------------------------

def _trial(s: dict, seat: int, cids: list) -> tuple[str | None, object]:
    """Tries to take `cids` (resolved ids) from the seat's hand on a copy of the record: (None, record after)
    if they fit, else (the first card that does not, its refusal)."""
    known = Counter(s["seats"][seat]["hand"])
    record = s["table"].trial()
    zone = (hand_zone(seat),)
    for cid in cids:
        if known[cid]:
            known[cid] -= 1
            continue
        refusal = record.claim(zone, kind_of(s, cid), turn=0, player=seat, action="trial")
        if refusal is not None:
            return cid, refusal
    return None, record


def holds(s: dict, seat: int, cids: list) -> bool:
    """Whether the seat may hold all of `cids` (resolved ids) at once."""
    if not in_table(s):
        return all(cid in s["seats"][seat]["hand"] for cid in cids)
    known = Counter(s["seats"][seat]["hand"])
    wanted = Counter(kind_of(s, cid) for cid in cids if not known[cid])
    claimed = [cid for cid in cids if not known[cid]]
    if not claimed:
        return True
    record = s["table"]
    zone = (hand_zone(seat),)
    if len(claimed) > record.hidden(zone[0]) or any(not _possible(s, zone[0], kind) for kind in wanted):
        return False
    if len(claimed) == 1 or (all(count <= record.unseen(DECK).get(kind, 0) for kind, count in wanted.items())
                             and _plain(s, seat, wanted)):
        return True
    return _remembered(s, ("holds", seat, tuple(sorted(wanted.items()))), lambda: _trial(s, seat, cids)[0] is None)


def holds_with_spell(s: dict, seat: int, cids: list) -> bool:
    """Whether the seat may hold all of `cids` (characters) and, besides them, a spell it may place."""
    if not holds(s, seat, cids) or not may_hold_spell(s, seat):
        return False
    known = Counter(s["seats"][seat]["hand"])
    claimed = [cid for cid in cids if not known[cid]]
    if not in_table(s) or not claimed:
        return True
    if len(claimed) + 1 > unknown(s, seat):
        return _known_spell(s, seat)
    wanted = Counter(kind_of(s, cid) for cid in claimed)
    if _plain(s, seat, wanted):
        return True

    def with_spell() -> bool:
        found, record = _trial(s, seat, cids)
        return found is None and (_known_spell(s, seat) or any(record.possible((hand_zone(seat),), kind)
                                                               for kind in _spell_kinds(s, seat)))
    return _remembered(s, ("holds_with_spell", seat, tuple(sorted(wanted.items()))), with_spell)


def _remembered(s: dict, key: tuple, answer) -> bool:
    """`answer()`, remembered under `key` for one listing of legal moves (`remembering`)."""
    memo = s.get("_possible")
    if memo is None:
        return answer()
    if key not in memo:
        memo[key] = answer()
    return memo[key]


def _known_spell(s: dict, seat: int) -> bool:
    table = s["_t"]
    return any(table.cards[cid].cls == "spell" and (table.cards[cid].spell != "holy_light"
                                                     or s["seats"][seat]["side"] == "light")
               for cid in s["seats"][seat]["hand"])


def _plain(s: dict, seat: int, wanted: Counter) -> bool:
    """Whether per-kind counts decide a claim of `wanted` from the seat's hand exactly: a plain record (below), no
    spell wanted and no pinned card in the hand, so nothing competes for the cards: if some placement of the
    unseen cards holds a wanted copy in another hand, the two hands can swap it for any card, since both allow
    every hand kind (pinned cards are spells, and a hand holding some allows every free card too)."""
    spells = _table_kinds(s["_t"]).spells
    zone = hand_zone(seat)
    return not any(kind in spells for kind in wanted) and _plain_record(s) and not any(
        group.lot is not None for group in s["table"].groups if group.zone == zone)


def _plain_record(s: dict) -> bool:
    """One branch (no alternatives), every hand group allows every kind a hand may hold, and the other groups are
    face-down spells."""
    full = hand_kinds(s["_t"])
    spells = _table_kinds(s["_t"]).spells
    return len(s["table"].branches) == 1 and all(group.kinds == full or (group.zone.startswith("spell ") and set(group.kinds or ()) <= spells)
               for group in s["table"].groups)


def _possible(s: dict, zone: str, kind: str) -> bool:
    """Whether `zone` may hold `kind` (record.possible), by counts alone where that is exact (`_plain`), and
    remembered for one listing of legal moves (`remembering`), which asks the same question many times."""
    def answer() -> bool:
        record = s["table"]
        if zone.endswith(" hand") and kind in hand_kinds(s["_t"]) and _plain(s, int(zone.split(" ")[1]),
                                                                             Counter([kind])):
            return record.hidden(zone) > 0 and record.unseen(DECK).get(kind, 0) > 0
        return record.possible((zone,), kind)
    return _remembered(s, (zone, kind), answer)


def remembering(s: dict):
    """Within a `with`, answers of `_possible` are kept: for reading a state without changing it."""
    return _Memo(s)


class _Memo:
    def __init__(self, s: dict):
        self.s = s

    def __enter__(self):
        self.s["_possible"] = {}

    def __exit__(self, *exc):
        self.s.pop("_possible", None)


def refuse(s: dict, seat: int, cids: list) -> IllegalMove:
    """MM-16.4: why the seat cannot hold these cards, from the record."""
    known = Counter(s["seats"][seat]["hand"])
    claimed = [cid for cid in cids if not known[cid]]
    failed, refusal = _trial(s, seat, claimed)
    if failed is None:               # only the number of unknown cards is short
        sentence = text(f"Player {seat}'s hand holds {unknown(s, seat)} unknown cards, fewer than the "
                        f"{len(claimed)} named.",
                        f"玩家 {seat} 的手牌只有 {unknown(s, seat)} 張未知的牌，少於說出的 {len(claimed)} 張。")
    else:
        sentence = _claim_sentence(s, refusal, kind_of(s, failed), zone_name(hand_zone(seat)))
    return IllegalMove("MM-16.4", sentence["en"], detail_zh=sentence["zh"])


def _claim_sentence(s: dict, refusal, kind: str, zone: Text) -> Text:
    """The core's sentences, except where the zone's unknown cards exclude the kind: the deck is never
    reshuffled (MM-16.3), so that comes from MM-4.2 or from what the table saw (a declaration, a laid spell)."""
    if refusal.reason != "drawn_before":
        return claim_refusal(refusal, kind_name(s, kind), zone, copies(s, kind), "zh-Hant")
    return _narrowed(s, kind, zone)


def _narrowed(s: dict, kind: str, zone: Text) -> Text:
    name = kind_name(s, kind)
    if kind not in hand_kinds(s["_t"]):
        return text(f"Paladins and gems never stay in a hand (MM-4.2), so {zone['en']} cannot hold {name['en']}.",
                    f"聖騎士與寶石不會留在手牌中（MM-4.2），{zone['zh']}不可能有{name['zh']}。")
    english = (f"What the table saw leaves {zone['en']} only other kinds of unknown cards (a declaration over "
               f"the hand limit, MM-11.2, or the cards held when a spell was laid face down), so it cannot hold "
               f"{name['en']}.")
    return text(english[:1].upper() + english[1:],
                f"依大家看到的情況（超過手牌上限時的宣告，MM-11.2，或蓋放法術卡時手上的牌），{zone['zh']}的未知牌只能是其他種類，"
                f"不可能有{name['zh']}。")


def take(s: dict, seat: int, cids: list, action: str) -> None:
    """Takes resolved `cids` from the seat's hand (checked before): known cards first, the rest are claims."""
    hand = s["seats"][seat]["hand"]
    for cid in cids:
        if cid in hand:
            hand.remove(cid)
        elif in_table(s):
            refusal = s["table"].claim((hand_zone(seat),), kind_of(s, cid), turn=_turn(s), player=seat,
                                       action=action)
            if refusal is not None:             # the checks ask `holds` first: a bug, not a user error
                raise AssertionError(f"claim of {cid} from seat {seat} refused after it was found possible")


def _turn(s: dict) -> int:
    """When a claim was made, as the state can tell it: how many cards have left the deck (public; it grows by
    one every turn that draws, and the state keeps no turn counter). Sentences say "after draw N"."""
    return len(s["_t"].deck) - s["deck_size"]


# -- deals and draws ----------------------------------------------------------------------------------------

def deal_unknown(s: dict, seat: int) -> None:
    """A card dealt or drawn unnamed goes into the seat's hand: it is no paladin or gem (MM-4.2)."""
    record = s["table"]
    record.draw_unseen(DECK, hand_zone(seat))
    record.restrict(hand_zone(seat), hand_kinds(s["_t"]))


def draw_named(s: dict, seat: int, cid: str, action: str) -> None:
    """A paladin or gem leaves the deck face up (MM-2.5, MM-4.2)."""
    record = s["table"]
    record.draw_unseen(DECK, drawn_zone(seat))
    refusal = record.claim((drawn_zone(seat),), kind_of(s, cid), turn=_turn(s), player=seat, action=action)
    if refusal is not None:
        raise AssertionError(f"{cid} was checked to be in the deck")


# -- declarations (MM-11.2-MM-11.5) -------------------------------------------------------------------------

def _not_obliging(s: dict, seat: int, usable_thief: bool) -> set[str]:
    """The kinds a hand that is over the limit but not obliged may hold: spells, and thieves it cannot use."""
    table = s["_t"]
    return {kind_of(s, cid) for cid in table.deck
            if table.cards[cid].cls == "spell" or (table.cards[cid].cls == "thief" and not usable_thief)}


def declaration_possible(s: dict, seat: int, usable_thief: bool) -> bool:
    """Whether the seat's unknown cards may all be spells and unusable thieves (MM-11.2: not obliged)."""
    record = s["table"].trial()
    record.restrict(hand_zone(seat), _not_obliging(s, seat, usable_thief))
    return record.feasible()


def declare_not_obliged(s: dict, seat: int, usable_thief: bool) -> None:
    """The seat acted as one that is not obliged (MM-11.2): from now on its unknown cards are spells and
    unusable thieves only, which later claims and the reveal are checked against."""
    s["table"].restrict(hand_zone(seat), _not_obliging(s, seat, usable_thief))


def may_hold_spell(s: dict, seat: int) -> bool:
    """Whether the seat may hold a spell it may place now (MM-10.5)."""
    if _known_spell(s, seat):
        return True
    if not in_table(s) or not unknown(s, seat):
        return False
    return any(_possible(s, hand_zone(seat), kind) for kind in _spell_kinds(s, seat))


# -- face-down spells ---------------------------------------------------------------------------------------

def lay_face_down(s: dict, seat: int, index: int) -> None:
    """One card of the seat's hand is laid face down as spell `index` (MM-10.3), unnamed: one of its known spells
    it may place, or one of its unknown cards, which is then such a spell (`TableRecord.lay_unnamed`). The known
    spells it may place go back face down, pinned to the hand and the spell; every other known card stays known.
    Every hand group allows every spell and the hand's groups are nested (declarations narrow them all, later
    draws allow every hand kind), so the record stays exact: the spell is one card of the hand, and the rest of
    the hand keeps its counts."""
    hand = s["seats"][seat]["hand"]
    placeable = _spell_kinds(s, seat)
    laid = [cid for cid in hand if kind_of(s, cid) in placeable]
    s["table"].lay_unnamed(hand_zone(seat), spell_zone(index), DECK, placeable,
                           Counter(kind_of(s, cid) for cid in laid))
    for cid in laid:
        hand.remove(cid)


def spell_kinds_possible(s: dict, index: int) -> list[str]:
    """The ids (first unseen copy of each kind) the face-down spell `index` may be."""
    zone = (spell_zone(index),)
    table, kinds = s["_t"], kinds_of_table(s["_t"])
    out, seen = [], set()
    for cid in sorted(_free_ids(s), key=lambda card: table.cards[card].index):
        kind = kinds[cid]
        if table.cards[cid].cls == "spell" and kind not in seen and _possible(s, zone[0], kind):
            seen.add(kind)
            out.append(cid)
    return out


def spell_refusal(s: dict, index: int, cid: str) -> IllegalMove | None:
    """Why face-down spell `index` cannot be `cid` (MM-16.4), or None if it can."""
    kind = kind_of(s, cid)
    refusal = s["table"].why_not((spell_zone(index),), kind)
    if refusal is None:
        return None
    sentence = _claim_sentence(s, refusal, kind, zone_name(spell_zone(index), s))
    return IllegalMove("MM-16.4", sentence["en"], detail_zh=sentence["zh"])


def show_spell(s: dict, index: int, cid: str) -> None:
    """R2 (MM-6.8): the table turns face-down spell `index` up and names it (checked before): a claim."""
    spell = s["battle"]["spells"][index]
    refusal = s["table"].claim((spell_zone(index),), kind_of(s, cid), turn=_turn(s), player=spell["placer"],
                               action="show_spell")
    if refusal is not None:
        raise AssertionError(f"spell {index} was checked to be possibly {cid}")
    spell["card"] = cid
    _know_again(s, spell["placer"])


def _know_again(s: dict, seat: int) -> None:
    """Known spells pinned to the seat's hand and spells it laid face down, once those spells are all turned up,
    are certainly in the hand: known cards again (the first unseen copies of their kinds)."""
    settled = s["table"].settle(hand_zone(seat))
    if settled:
        hand, kinds = s["seats"][seat]["hand"], kinds_of_table(s["_t"])
        free = sorted(_free_ids(s) - set(hand), key=lambda cid: s["_t"].cards[cid].index)
        for kind, count in settled.items():
            hand.extend([cid for cid in free if kinds[cid] == kind][:count])
        hand.sort(key=lambda cid: s["_t"].cards[cid].index)


# -- reveal and audit ---------------------------------------------------------------------------------------

def reveal(s: dict, seat: int, cids: list) -> None:
    """The seat shows its whole hand (MM-16.4): its known cards must be there, and the rest is checked against
    the record. Accepted, the cards are known from now on (as the first unseen copies of their kinds); else the
    first claim the shown cards contradict is named and nothing changes."""
    hand = s["seats"][seat]["hand"]
    kinds = kinds_of_table(s["_t"])
    shown = Counter(kinds[cid] for cid in cids)
    missing = Counter(kinds[cid] for cid in hand) - shown
    if missing:
        name = kind_name(s, next(iter(missing)))
        raise IllegalMove("MM-16.4", f"The revealed hand lacks {name['en']}, which the table saw go into it.",
                          detail_zh=f"亮出的手牌缺少{name['zh']}，但大家都看到這張牌進了手牌。")
    rest = list((shown - Counter(kinds[cid] for cid in hand)).elements())
    finding = s["table"].reveal(hand_zone(seat), rest)
    if finding is not None:
        claim = None if finding.claim is None else claim_name(s, finding.claim)
        card = None if finding.card is None else kind_name(s, finding.card)
        zone = zone_name(hand_zone(seat))
        narrowed = finding.claim is None and finding.card is not None and not any(
            group.allows(finding.card) for group in s["table"].groups if group.zone == hand_zone(seat))
        sentence = (_narrowed(s, finding.card, zone) if narrowed
                    else finding_text(finding, claim, card, zone, "zh-Hant"))
        raise IllegalMove("MM-16.4", sentence["en"], detail_zh=sentence["zh"])
    free = sorted(_free_ids(s), key=lambda cid: s["_t"].cards[cid].index)
    for kind in rest:
        cid = next(card for card in free if kinds[card] == kind)
        free.remove(cid)
        hand.append(cid)
    hand.sort(key=lambda cid: s["_t"].cards[cid].index)


# -- consistency --------------------------------------------------------------------------------------------

def table_problems(s: dict) -> list[str]:
    """The record's own consistency, and what Monster Maker 5 adds: the deck lives in the record, the unseen
    ids are exactly the record's unseen cards, and face-down spells are the spells the battle left unnamed."""
    record = s["table"]
    found = record_problems(record)
    if s["deck"]:
        found.append("in table chance mode the deck is kept in the table record, not in deck")
    if [pile.name for pile in record.piles] != [DECK]:
        found.append("the table record of Monster Maker 5 has one pile, the deck")
        return found
    free = Counter(kind_of(s, cid) for cid in _free_ids(s))
    if free != Counter(record.unseen(DECK)):
        found.append("the cards in no zone must be exactly the table record's unseen cards")
    spells = [] if s["battle"] is None else s["battle"]["spells"]
    allowed = set(hand_kinds(s["_t"]))
    for group in record.groups:
        if group.zone.startswith("seat ") and group.zone.endswith(" drawn"):
            found.append(f"{group.zone} holds a card between two actions")
        elif group.zone.startswith("spell "):
            index = int(group.zone.split(" ")[1])
            if index >= len(spells) or spells[index]["card"] is not None or group.count != 1:
                found.append(f"{group.zone} must be one face-down spell of the battle")
        elif group.kinds is None or not set(group.kinds) <= allowed:
            found.append(f"{group.zone} may hold only cards that sit in a hand (MM-4.2)")
    for index, spell in enumerate(spells):
        if spell["card"] is None and not record.hidden(spell_zone(index)):
            found.append(f"face-down spell {index} has no unknown card in the record")
    return found


# -- names --------------------------------------------------------------------------------------------------

def kind_name(s: dict, kind: str) -> Text:
    """A kind for people: "a Warrior" is "Warrior", a card of its own "P3 (Paladin)"."""
    kinds = kinds_of_table(s["_t"])
    ids = [cid for cid, each in kinds.items() if each == kind]
    if not ids:
        return text(kind, kind)
    card = s["_t"].cards[ids[0]]
    english, chinese = NAMES[card.spell or card.cls]
    if len(ids) == 1 or kind in NAMES:
        return text(english if len(ids) > 1 else f"{ids[0]} ({english})",
                    chinese if len(ids) > 1 else f"{ids[0]}（{chinese}）")
    return text(f"{english} ({kind})", f"{chinese}（{kind}）")


def zone_name(zone: str, s: dict | None = None) -> Text:
    words = zone.split(" ")
    if words[0] == "spell":
        placer = "" if s is None else f" by player {s['battle']['spells'][int(words[1])]['placer']}"
        placer_zh = "" if s is None else f"玩家 {s['battle']['spells'][int(words[1])]['placer']} "
        return text(f"the face-down spell {words[1]}{placer}", f"{placer_zh}蓋放的第 {words[1]} 張法術卡")
    if words[2] == "drawn":
        return text(f"the card player {words[1]} draws", f"玩家 {words[1]} 抽到的牌")
    return text(f"player {words[1]}'s hand", f"玩家 {words[1]} 的手牌")


def claim_name(s: dict, claim) -> Text:
    verb_en, verb_zh = CLAIM_VERBS.get(claim.action, (claim.action, claim.action))
    card = kind_name(s, claim.card)
    return text(f"Player {claim.player} {verb_en} {card['en']} after draw {claim.turn}",
                f"玩家 {claim.player} 在第 {claim.turn} 次抽牌後{verb_zh}{card['zh']}")


def holding_label(s: dict, seat: int, cids: list) -> Text | None:
    """"if you hold ..." for a move that names unknown cards of the seat's hand; None when it names none."""
    known = Counter(s["seats"][seat]["hand"])
    claimed = []
    for cid in cids:
        if known[cid]:
            known[cid] -= 1
        else:
            claimed.append(kind_name(s, kind_of(s, cid)))
    if not in_table(s) or not claimed:
        return None
    return text(f"if you hold {', '.join(name['en'] for name in claimed)}",
                f"若你持有{'、'.join(name['zh'] for name in claimed)}")
