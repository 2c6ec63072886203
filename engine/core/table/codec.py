"""The table record's JSON form (a state's `table` field) and its validating reader.

Every field has a readable name; openapi's `TableRecord` schema (docs/openapi/base.yaml) describes them.
"""
from __future__ import annotations

from collections.abc import Callable, Collection

from engine.core.errors import InvalidState
from engine.core.table.record import Claim, Group, Source, TableRecord

RECORD_KEYS = ("sources", "groups", "claims", "next_source")
SOURCE_KEYS = ("id", "pile", "left", "unseen")
GROUP_KEYS = ("zone", "source", "count", "kinds")
CLAIM_KEYS = ("turn", "player", "action", "zone", "source", "card")


def dump_record(record: TableRecord) -> dict:
    return {
        "sources": [{"id": source.id, "pile": source.pile, "left": source.left, "unseen": dict(source.unseen)}
                    for source in record.sources],
        "groups": [{"zone": group.zone, "source": group.source, "count": group.count,
                    "kinds": None if group.kinds is None else list(group.kinds)} for group in record.groups],
        "claims": [{"turn": claim.turn, "player": claim.player, "action": claim.action, "zone": claim.zone,
                    "source": claim.source, "card": claim.card} for claim in record.claims],
        "next_source": record.next_source,
    }


def load_record(data, cards_of: Callable[[str], Collection[str]], zones: Collection[str],
                actions: Collection[str]) -> TableRecord:
    """Reads a dumped record. `cards_of(pile)` gives the card kinds a pile may hold (empty for an unknown pile),
    `zones` the hidden zones and `actions` the action types a claim may name."""
    _object(data, "table", RECORD_KEYS)
    record = TableRecord(next_source=_count(data["next_source"], "table.next_source", low=1))
    for index, raw in enumerate(_list(data["sources"], "table.sources")):
        where = f"table.sources[{index}]"
        _object(raw, where, SOURCE_KEYS)
        pile = raw["pile"]
        known = cards_of(pile) if isinstance(pile, str) else ()
        if not known:
            _fail(f"{where}.pile {pile!r} is not a face-down pile of this game")
        unseen = raw["unseen"]
        if not isinstance(unseen, dict) or any(card not in known for card in unseen):
            _fail(f"{where}.unseen must map card kinds of the {pile} to counts")
        record.sources.append(Source(_count(raw["id"], f"{where}.id", low=1), pile,
                                     _count(raw["left"], f"{where}.left"),
                                     {card: _count(count, f"{where}.unseen.{card}", low=1)
                                      for card, count in unseen.items()}))
    for index, raw in enumerate(_list(data["groups"], "table.groups")):
        where = f"table.groups[{index}]"
        _object(raw, where, GROUP_KEYS)
        if raw["zone"] not in zones:
            _fail(f"{where}.zone {raw['zone']!r} is not a hidden zone of this game")
        kinds = raw["kinds"]
        if kinds is not None and (not isinstance(kinds, list) or not all(isinstance(card, str) for card in kinds)
                                  or kinds != sorted(set(kinds))):
            _fail(f"{where}.kinds must be null or a sorted list of distinct card kinds")
        record.groups.append(Group(raw["zone"], _count(raw["source"], f"{where}.source", low=1),
                                   _count(raw["count"], f"{where}.count", low=1),
                                   None if kinds is None else tuple(kinds)))
    for index, raw in enumerate(_list(data["claims"], "table.claims")):
        where = f"table.claims[{index}]"
        _object(raw, where, CLAIM_KEYS)
        if raw["action"] not in actions or raw["zone"] not in zones or not isinstance(raw["card"], str):
            _fail(f"{where} must name an action type, a hidden zone and a card")
        record.claims.append(Claim(_count(raw["turn"], f"{where}.turn"), _count(raw["player"], f"{where}.player"),
                                   raw["action"], raw["zone"], _count(raw["source"], f"{where}.source", low=1),
                                   raw["card"]))
    return record


def record_problems(record: TableRecord) -> list[str]:
    """What no sequence of reports can produce: counts that do not add up, references to unknown sources."""
    found = []
    ids = [source.id for source in record.sources]
    if len(set(ids)) != len(ids) or any(source_id >= record.next_source for source_id in ids):
        found.append("table: source ids must be distinct and below next_source")
    for source in record.sources:
        in_groups = sum(group.count for group in record.groups if group.source == source.id)
        if sum(source.unseen.values()) != source.left + in_groups:
            found.append(f"table: source {source.id} has {sum(source.unseen.values())} unseen cards, but "
                         f"{source.left} left in its pile and {in_groups} in hidden zones")
        if source.left == 0 and not source.unseen:
            found.append(f"table: source {source.id} has been seen entirely and should be forgotten")
    for group in record.groups:
        if group.source not in ids:
            found.append(f"table: a group of {group.zone} names the unknown source {group.source}")
    keys = [(group.zone, group.source, group.kinds) for group in record.groups]
    if len(set(keys)) != len(keys):
        found.append("table: two groups share a zone, a source and allowed kinds")
    if any(claim.source not in ids for claim in record.claims):
        found.append("table: a claim names a source that is not in the record")
    if found:
        return found
    if not record.feasible():
        found.append("table: the unseen cards cannot be placed into the hidden zones")
    return found


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
