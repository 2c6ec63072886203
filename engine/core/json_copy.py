"""A copy of a JSON value (dicts, lists, text, numbers, true/false/null), many times faster than copy.deepcopy,
which keeps a memo of every object for the cycles and shared parts a JSON value cannot have. The Referee's size
bounds (bounds.py) limit the nesting before anything is copied."""


def copy_json(value):
    kind = type(value)
    if kind is dict:
        return {key: copy_json(item) for key, item in value.items()}
    if kind is list:
        return [copy_json(item) for item in value]
    return value
