"""Checks of a whole list at C speed (map over built-in methods, no Python call per entry), for the games'
`load`: card lists are most of what a state holds, and nearly every list a client sends is well formed, so
the slow entry-by-entry check that names the bad entry runs only for a list that has one."""

_TEXT, _INTEGER = {str}, {int}


def known_texts(values: list, known) -> bool:
    """Whether every entry of `values` is a text among `known` (a set, or a dict's keys)."""
    return set(map(type, values)) <= _TEXT and all(map(known.__contains__, values))


def integers_within(values: list, low: int, high: int) -> bool:
    """Whether every entry of `values` is an integer (not true or false) from `low` to `high`."""
    return set(map(type, values)) <= _INTEGER and (not values or (low <= min(values) and max(values) <= high))
