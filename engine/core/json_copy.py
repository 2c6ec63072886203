"""A copy of a JSON value (dicts, lists, text, numbers, true/false/null), many times faster than copy.deepcopy,
which keeps a memo of every object for the cycles and shared parts a JSON value cannot have. The Referee's size
bounds (bounds.py) limit the nesting before anything is copied."""


def copy_json(value):
    kind = type(value)
    if kind is dict:
        # Texts, numbers, true/false and null are kept as they are without a call each: most of a state's values.
        return {key: copy_json(item) if type(item) is dict or type(item) is list else item
                for key, item in value.items()}
    if kind is list:
        kinds = set(map(type, value))       # at C speed: a list of cards or seats is copied in one step
        if dict in kinds or list in kinds:
            return [copy_json(item) for item in value]
        return list(value)
    return value


def without(mapping: dict, keys) -> dict:
    """A copy of `mapping` without `keys`, its other entries in their order (a copy at C speed, then a removal per
    key: cheaper than a comprehension's test of every entry)."""
    rest = dict(mapping)
    for key in keys:
        rest.pop(key, None)
    return rest
