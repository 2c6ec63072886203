"""engine.core.bounds: one linear walk that finds the first size bound a JSON value exceeds."""
from hypothesis import given, strategies as st

from engine.core import InvalidState, MalformedAction
from engine.core.bounds import Bounds, excess
from engine.core.errors import MAX_PROBLEMS, capped_problems

BOUNDS = Bounds({"hand": 3, "marks": 2, "name": 80, "round": 5000}, maps=frozenset({"marks"}))


def test_lists_maps_texts_and_numbers_within_their_bounds_pass():
    value = {"hand": [1, 2, 3], "marks": {"a": 999, "b": -999}, "name": "x" * 80, "round": 5000, "flag": True}
    assert excess(value, BOUNDS, "the state") is None


def test_each_kind_of_excess_is_named_by_its_path():
    assert excess({"hand": [1] * 4}, BOUNDS, "the state") == \
        "hand in the state holds 4 entries; at most 3 are allowed"
    assert excess({"marks": {"a": 1, "b": 2, "c": 3}}, BOUNDS, "the state") == \
        "marks in the state holds 3 entries; at most 2 are allowed"
    assert excess({"marks": {"a": 1000}}, BOUNDS, "the state") == \
        "marks{} in the state is 1000; no number beyond 999 is allowed there"
    assert excess({"name": "x" * 81}, BOUNDS, "the state") == \
        "name in the state is a text of 81 characters; at most 80 are allowed"
    assert excess({"round": 10 ** 40}, BOUNDS, "the state") == \
        "round in the state is a number of 41 digits; no number beyond 5000 is allowed there"
    assert excess([0] * 17, BOUNDS, "the action") == "the action holds 17 entries; at most 16 are allowed"


def test_the_excess_nearest_the_root_is_reported_first():
    value = {"seats": [{"hand": [1] * 10}], "hand": [1] * 4}
    assert excess(value, BOUNDS, "the state").startswith("hand in the state holds 4")


def test_a_text_where_a_list_is_bounded_is_held_to_the_default_length_at_least():
    assert excess({"hand": "default"}, BOUNDS, "the options") is None


def test_map_keys_and_field_names_are_bounded_too():
    assert "has a key that is no text of at most 64 characters" in excess({"marks": {"k" * 65: 1}}, BOUNDS, "s")
    assert "has a field name that is no text" in excess({"k" * 65: 1}, BOUNDS, "s")


def test_nesting_is_bounded_without_recursion():
    deep = []
    for _ in range(100_000):
        deep = [deep]
    assert excess(deep, BOUNDS, "the state").endswith("nests lists and objects more than 16 deep")


@given(st.recursive(st.none() | st.booleans() | st.integers(-2000, 2000) | st.text(max_size=100),
                    lambda inner: st.lists(inner, max_size=20) | st.dictionaries(st.text(max_size=8), inner,
                                                                                 max_size=20)))
def test_excess_is_none_exactly_when_no_bound_is_exceeded(value):
    def within(node, path, depth=1):
        if isinstance(node, (dict, list)):
            if depth > BOUNDS.max_depth or len(node) > BOUNDS.limit(path, BOUNDS.default_items):
                return False
            if isinstance(node, list):
                return all(within(item, path + "[]", depth + 1) for item in node)
            children = [(item, path + "{}") if path in BOUNDS.maps else (item, f"{path}.{key}" if path else key)
                        for key, item in node.items()]
            return all(len(key) <= 64 for key in node) and all(within(item, p, depth + 1) for item, p in children)
        if isinstance(node, str):
            return len(node) <= max(BOUNDS.limits.get(path, 0), 64)
        if isinstance(node, int) and not isinstance(node, bool):
            return abs(node) <= BOUNDS.limit(path, BOUNDS.default_integer)
        return True

    assert (excess(value, BOUNDS, "v") is None) == within(value, "")


def test_problem_lists_keep_the_first_few_and_count_the_rest():
    problems = [f"problem {i}" for i in range(25)]
    assert capped_problems(problems) == problems[:MAX_PROBLEMS] + ["and 15 more problem(s)"]
    assert InvalidState(problems).problems == capped_problems(problems)
    assert capped_problems(["x" * 1000])[0] == "x" * 299 + "…"


def test_an_error_detail_quoting_a_huge_input_is_cut():
    assert len(MalformedAction("y" * 100_000).detail) == 4000


def test_an_rng_state_is_exactly_16_lowercase_hexadecimal_digits():
    import pytest

    from engine.core.rng import Rng
    for text in ("0x00000000000001", "1_00000000000000", "+000000000000001", " 000000000000001",
                 "٠٠٠٠٠٠٠٠٠٠٠٠٠٠٠١", "000000000000000A"):
        with pytest.raises(ValueError):
            Rng.load({"algorithm": "splitmix64", "state": text})
    assert Rng.load({"algorithm": "splitmix64", "state": "00000000000000ff"}).state == 255


def test_an_excess_is_also_stated_in_each_chinese_script():
    found = excess({"hand": [1] * 4}, BOUNDS, "the state")
    assert found.zh == {"zh-Hant": "狀態中的 hand 有 4 項；最多只能有 3 項", "zh-Hans": "状态中的 hand 有 4 项；最多只能有 3 项"}
