"""The table record's JSON form (a state's `table` field) and its validating reader.

Every field has a readable name; openapi's `TableRecord` schema (docs/openapi/base.yaml) describes them.
"""
from __future__ import annotations

from collections.abc import Callable, Collection

from engine.core.errors import InvalidState
from engine.core.table.branch import Branch, Group, Pile, Pin
from engine.core.table.record import BRANCH_LIMIT, Claim, TableRecord

RECORD_KEYS = ("piles", "groups", "claims", "claim_limit")
RECORD_PINS = "pins"          # known cards pinned to groups, present only while there are some (`lay_unnamed`)
RECORD_ALTERNATIVES = "alternatives"  # the other branches ({piles, groups, pins?}), present only while there are some
BRANCH_KEYS = ("piles", "groups")
PIN_KEYS = ("lot", "pile", "cards")
GROUP_LOT = "lot"             # a group's pin, present only when its cards may include pinned ones
GROUP_EPOCH = "epoch"         # how many of its pile's batches a group may hold, present only when some
PILE_KEYS = ("pile", "left", "unseen")
PILE_KINDS = "kinds"          # a pile's own restriction, present only once set (by a `forget`)
PILE_BATCHES = "batches"      # copies shuffled in that groups drawn before cannot hold, present only while some
GROUP_KEYS = ("zone", "pile", "count", "kinds")
CLAIM_KEYS = ("turn", "player", "action", "zone", "pile", "card")


def _dump_branch(branch: Branch) -> dict:
    return {
        "piles": [{"pile": pile.name, "left": pile.left, "unseen": {card: count for card, count in pile.unseen.items() if count},
                   **({} if pile.kinds is None else {PILE_KINDS: list(pile.kinds)}),
                   **({PILE_BATCHES: [dict(batch) for batch in pile.batches]} if pile.batches else {})}
                  for pile in branch.piles],
        "groups": [{"zone": group.zone, "pile": group.pile, "count": group.count,
                    "kinds": None if group.kinds is None else list(group.kinds),
                    **({} if group.lot is None else {GROUP_LOT: group.lot}),
                    **({GROUP_EPOCH: group.epoch} if group.epoch else {})} for group in branch.groups],
        **({RECORD_PINS: [{"lot": pin.lot, "pile": pin.pile, "cards": dict(pin.cards)} for pin in branch.pins]}
           if branch.pins else {}),
    }


def dump_record(record: TableRecord) -> dict:
    first = _dump_branch(record.branches[0])
    return {
        "piles": first["piles"], "groups": first["groups"],
        "claims": [{"turn": claim.turn, "player": claim.player, "action": claim.action, "zone": claim.zone,
                    "pile": claim.pile, "card": claim.card} for claim in record.claims],
        "claim_limit": record.claim_limit,
        **({RECORD_PINS: first[RECORD_PINS]} if RECORD_PINS in first else {}),
        **({RECORD_ALTERNATIVES: [_dump_branch(branch) for branch in record.branches[1:]]}
           if len(record.branches) > 1 else {}),
    }


def _present(data, keys: tuple, optional: tuple) -> tuple:
    return keys + tuple(key for key in optional if isinstance(data, dict) and key in data)


def load_record(data, cards_of: Callable[[str], Collection[str]], zones: Collection[str],
                actions: Collection[str]) -> TableRecord:
    """Reads a dumped record. `cards_of(pile)` gives the card kinds a pile may hold (empty for no such pile),
    `zones` the hidden zones and `actions` the action types a claim may name."""
    _object(data, "table", _present(data, RECORD_KEYS, (RECORD_PINS, RECORD_ALTERNATIVES)))
    kinds_by_pile: dict[str, frozenset] = {}

    def cards_of_pile(pile) -> frozenset:
        if isinstance(pile, str) and pile not in kinds_by_pile:
            kinds_by_pile[pile] = frozenset(cards_of(pile))
        return kinds_by_pile.get(pile, frozenset()) if isinstance(pile, str) else frozenset()

    record = TableRecord([_load_branch(data, "table", cards_of_pile, zones)],
                         claim_limit=_count(data["claim_limit"], "table.claim_limit"))
    alternatives = _list(data.get(RECORD_ALTERNATIVES, []), "table.alternatives")
    if RECORD_ALTERNATIVES in data and not 0 < len(alternatives) < BRANCH_LIMIT:
        _fail(f"table.alternatives is present only while there are some, at most {BRANCH_LIMIT - 1}")
    for index, raw in enumerate(alternatives):
        where = f"table.alternatives[{index}]"
        _object(raw, where, _present(raw, BRANCH_KEYS, (RECORD_PINS,)))
        record.branches.append(_load_branch(raw, where, cards_of_pile, zones))
    for index, raw in enumerate(_list(data["claims"], "table.claims")):
        where = f"table.claims[{index}]"
        _object(raw, where, CLAIM_KEYS)
        known = _kinds_of(cards_of_pile, raw["pile"], where)
        if not (_named(raw["action"], actions) and _named(raw["zone"], zones) and _named(raw["card"], known)):
            _fail(f"{where} must name an action type, a hidden zone and a card of its pile")
        record.claims.append(Claim(_count(raw["turn"], f"{where}.turn"), _count(raw["player"], f"{where}.player"),
                                   raw["action"], raw["zone"], raw["pile"], raw["card"]))
    return record


def _load_branch(data: dict, at: str, cards_of_pile, zones: Collection[str]) -> Branch:
    branch = Branch()
    for index, raw in enumerate(_list(data["piles"], f"{at}.piles")):
        where = f"{at}.piles[{index}]"
        _object(raw, where, _present(raw, PILE_KEYS, (PILE_KINDS, PILE_BATCHES)))
        known = _kinds_of(cards_of_pile, raw["pile"], where)
        unseen = raw["unseen"]
        if not isinstance(unseen, dict) or any(card not in known for card in unseen):
            _fail(f"{where}.unseen must map card kinds of the {raw['pile']} pile to counts")
        batches = _list(raw.get(PILE_BATCHES, []), f"{where}.batches")
        if PILE_BATCHES in raw and not batches:
            _fail(f"{where}.batches is present only while there are some")
        branch.piles.append(Pile(raw["pile"], _count(raw["left"], f"{where}.left"),
                                 {card: _count(count, f"{where}.unseen.{card}", low=1)
                                  for card, count in unseen.items()},
                                 _allowed(raw[PILE_KINDS], known, f"{where}.kinds") if PILE_KINDS in raw else None,
                                 [_cards(batch, known, f"{where}.batches[{number}]")
                                  for number, batch in enumerate(batches)]))
    for index, raw in enumerate(_list(data["groups"], f"{at}.groups")):
        where = f"{at}.groups[{index}]"
        _object(raw, where, _present(raw, GROUP_KEYS, (GROUP_LOT, GROUP_EPOCH)))
        if not _named(raw["zone"], zones):
            _fail(f"{where}.zone {raw['zone']!r} is not a hidden zone of this game")
        known = _kinds_of(cards_of_pile, raw["pile"], where)
        kinds = None if raw["kinds"] is None else _allowed(raw["kinds"], known, f"{where}.kinds")
        branch.groups.append(Group(raw["zone"], raw["pile"], _count(raw["count"], f"{where}.count", low=1), kinds,
                                   _count(raw[GROUP_LOT], f"{where}.lot", low=1) if GROUP_LOT in raw else None,
                                   _count(raw[GROUP_EPOCH], f"{where}.epoch", low=1) if GROUP_EPOCH in raw else 0))
    for index, raw in enumerate(_list(data.get(RECORD_PINS, []), f"{at}.pins")):
        where = f"{at}.pins[{index}]"
        _object(raw, where, PIN_KEYS)
        known = _kinds_of(cards_of_pile, raw["pile"], where)
        branch.pins.append(Pin(_count(raw["lot"], f"{where}.lot", low=1), raw["pile"],
                               _cards(raw["cards"], known, f"{where}.cards")))
    if RECORD_PINS in data and not branch.pins:
        _fail(f"{at}.pins is present only while some cards are pinned")
    return branch


def _cards(cards, known: Collection[str], where: str) -> dict[str, int]:
    if not isinstance(cards, dict) or not cards or any(card not in known for card in cards):
        _fail(f"{where} must map card kinds of its pile to counts")
    return {card: _count(count, f"{where}.{card}", low=1) for card, count in cards.items()}


def record_problems(record: TableRecord) -> list[str]:
    """What no sequence of reports can produce: piles named twice, groups of no pile, more hidden cards than
    unseen ones, duplicate groups, unseen cards that cannot fill the restricted groups, too long a log, branches
    that disagree on what the table saw."""
    found = []
    for branch in record.branches:
        found += [problem for problem in _branch_problems(branch) if problem not in found]
    first = record.branches[0]
    seen = sorted((pile.name, pile.left, sorted(pile.unseen.items())) for pile in first.piles)
    places = sorted((group.zone, group.pile) for group in first.groups)
    for branch in record.branches[1:]:
        if sorted((pile.name, pile.left, sorted(pile.unseen.items())) for pile in branch.piles) != seen or any(
                branch.hidden_in(zone, pile) != first.hidden_in(zone, pile) for zone, pile in places) or sum(
                group.count for group in branch.groups) != sum(group.count for group in first.groups):
            found.append("table: the alternatives must agree on the piles and on how many unknown cards each zone "
                         "holds")
            break
    if len(record.claims) > record.claim_limit:
        found.append("table: the audit log holds more claims than its limit")
    names = [pile.name for pile in first.piles]
    if any(claim.pile not in names for claim in record.claims):
        found.append("table: a claim names a pile that is not in the record")
    if not found and not all(branch.feasible() for branch in record.branches):
        found.append("table: the unseen cards cannot be placed into the hidden zones")
    return found


def _branch_problems(record: Branch) -> list[str]:
    found = []
    names = [pile.name for pile in record.piles]
    if len(set(names)) != len(names):
        found.append("table: a pile is listed twice")
    for group in record.groups:
        if group.pile not in names:
            found.append(f"table: a group of {group.zone} names the pile {group.pile}, which is not in the record")
    for pile in record.piles:
        hidden = sum(group.count for group in record.groups if group.pile == pile.name)
        if sum(pile.unseen.values()) != pile.left + hidden:
            found.append(f"table: the {pile.name} pile has {sum(pile.unseen.values())} unseen cards, but "
                         f"{pile.left} left in it and {hidden} in hidden zones")
        if any(count > pile.unseen.get(card, 0) for batch in pile.batches for card, count in batch.items()):
            found.append(f"table: a batch of the {pile.name} pile holds more copies of a card than are unseen")
        if any(group.epoch > len(pile.batches) for group in record.groups if group.pile == pile.name):
            found.append(f"table: a group of the {pile.name} pile names a batch the pile does not have")
    keys = [(group.zone, group.pile, group.kinds, group.lot, group.epoch) for group in record.groups]
    if len(set(keys)) != len(keys):
        found.append("table: two groups share a zone, a pile, allowed kinds, a lot and an epoch")
    lots = [pin.lot for pin in record.pins]
    if len(set(lots)) != len(lots):
        found.append("table: two pins share a lot")
    for pin in record.pins:
        pile = record.pile(pin.pile)
        if pile is None:
            found.append(f"table: a pin names the pile {pin.pile}, which is not in the record")
        elif any(count > pile.unseen.get(card, 0) for card, count in pin.cards.items()):
            found.append("table: a pin holds more copies of a card than are unseen")
        if not any(group.lot == pin.lot and group.pile == pin.pile for group in record.groups):
            found.append(f"table: no group of its pile holds the cards of lot {pin.lot}")
    if any(group.lot is not None and group.lot not in lots for group in record.groups):
        found.append("table: a group names a lot no pin has")
    return found


def _allowed(kinds, known: Collection[str], where: str) -> tuple[str, ...]:
    if not isinstance(kinds, list) or not all(isinstance(card, str) for card in kinds) \
            or kinds != sorted(set(kinds)) or any(card not in known for card in kinds):
        _fail(f"{where} must be null or a sorted list of distinct card kinds of its pile")
    return tuple(kinds)


def _named(value, names: Collection[str]) -> bool:
    """Whether `value` is one of `names`. Only a text can be: a list or an object in its place would make the
    lookup in a set of names raise TypeError instead of the refusal."""
    return isinstance(value, str) and value in names


def _kinds_of(cards_of_pile, pile, where: str) -> Collection[str]:
    known = cards_of_pile(pile)
    if not known:
        _fail(f"{where}.pile {pile!r} is not a face-down pile of this game")
    return known


def _fail(text: str):
    raise InvalidState(text)


def _object(value, name: str, keys: tuple) -> None:
    if not isinstance(value, dict) or set(value) != set(keys):
        _fail(f"{name} must be an object with exactly the fields {', '.join(keys)}")


def _list(value, name: str) -> list:
    if not isinstance(value, list):
        _fail(f"{name} must be a list")
    return value


def _count(value, name: str, low: int = 0) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < low:
        _fail(f"{name} must be an integer of at least {low}")
    return value
