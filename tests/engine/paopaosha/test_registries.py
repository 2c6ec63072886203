"""The registries' indexes (machine.Registry): fire looks only at the abilities registered for its timing, and a
listing asks a conversion's `open` test once; both must follow every change of an entry (tests patch them)."""
from __future__ import annotations

from engine.paopaosha import machine, using
from engine.paopaosha.cards import CHARACTERS

from .helpers import moves, scenario


def _skip_limit(st, p, ctx):
    ctx["unlimited"] = True


def test_PPS_9_1_2_fire_sees_an_ability_registered_after_its_timing_was_indexed(monkeypatch):
    monkeypatch.setitem(CHARACTERS, "tester", {"en": "T", "zh": "测", "kingdom": "pi", "health": 4,
                                              "skills": ["double_shot"]})
    st = scenario(4, hands={0: [1, 2]}, chars={0: "tester"})
    st["counters"]["attacks"] = 1
    assert machine.fire(st, "attack_limit", 0, {"unlimited": False}) == {"unlimited": False}
    assert using.use_error(st, 0, "attack")[0] == "PPS-9.1.2"

    monkeypatch.setitem(machine.ABILITIES, "double_shot", {"attack_limit": _skip_limit})
    assert machine.fire(st, "attack_limit", 0, {"unlimited": False}) == {"unlimited": True}
    assert using.use_error(st, 0, "attack") is None

    monkeypatch.delitem(machine.ABILITIES, "double_shot")   # removed again: the index must forget it
    assert machine.fire(st, "attack_limit", 0, {"unlimited": False}) == {"unlimited": False}


def test_registry_drops_its_indexes_on_every_kind_of_change():
    registry = machine.Registry()
    for change in (lambda r: r.__setitem__("a", {}), lambda r: r.update(b={}), lambda r: r.setdefault("c", {}),
                   lambda r: r.pop("c"), lambda r: r.__delitem__("b"), lambda r: r.popitem(), lambda r: r.clear()):
        registry.indexes["built"] = ["stale"]
        change(registry)
        assert registry.indexes == {}
    assert registry == {}


def test_PPS_6_3_a_conversion_that_is_not_open_gives_no_way_whatever_its_card_test(monkeypatch):
    st = scenario(4, hands={0: [1, 41]})
    monkeypatch.setitem(machine.CONVERSIONS, "closed", {"source": "hand", "as": {"play": "duel"},
                                                        "open": lambda st, p, ctx: False,
                                                        "ok": lambda st, p, c, ctx: True})
    assert using.use_options(st, 0, 41, "play") == [(None, None)]
    assert all(mv.get("via") != "closed" for mv in moves(st))


def test_PPS_6_3_a_conversion_without_open_is_open_and_asks_its_card_test_per_card(monkeypatch):
    st = scenario(4, hands={0: [1, 41]})
    monkeypatch.setitem(machine.CONVERSIONS, "watery", {"source": "hand", "as": {"play": "duel"},
                                                        "ok": lambda st, p, c, ctx: machine.kind(st, c) == "water"})
    assert using.use_options(st, 0, 41, "play") == [(None, None), ("duel", "watery")]
    assert using.use_options(st, 0, 1, "play") == [(None, None)]
    assert [mv["target"] for mv in moves(st) if mv.get("via") == "watery"] == [1, 2, 3]
