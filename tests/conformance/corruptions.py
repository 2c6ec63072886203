"""For each game, named ways to corrupt a valid state that `validate` must catch (duplicated card, missing card,
position off the board, a value above its maximum, a seat out of range)."""


def set_path(path, value):
    def corrupt(state):
        node = state
        for key in path[:-1]:
            node = node[key]
        node[path[-1]] = value
    return corrupt


def _slap_duplicate(state):
    state["stacks"][0]["known"].append("Q-C4")
    state["stacks"][0]["known"].append("Q-C4")
    state["centre"] = ["Q-C4"] * 7


def _slap_missing(state):
    state["stacks"][0]["unknown"] -= 1


def _monster_run_duplicate(state):
    state["seats"][0]["hand"].append(state["seats"][1]["hand"][0])


def _monster_run_missing(state):
    kind = next(card for card, count in state["draw_pile"].items() if count)
    state["draw_pile"][kind] -= 1


def _monster_maker_5_duplicate(state):
    state["seats"][0]["hand"].append(state["deck"][0])
    state["seats"][0]["hand_size"] += 1


def _monster_maker_5_missing(state):
    state["deck"].pop()
    state["deck_size"] -= 1


def _paopaosha_duplicate(state):
    state["seats"][0]["hand"].append(state["pile"][0])


CORRUPTIONS = {
    "paopaosha": {
        "a duplicated card": _paopaosha_duplicate,
        "a missing card": lambda state: state["pile"].pop(),
        "health above the maximum": lambda state: state["seats"][0].update(
            health=state["seats"][0]["max_health"] + 1),
        "the current seat out of range": set_path(("current",), 20),
        "a seat out of range in to_act": set_path(("to_act",), [30]),
        "an unknown identity": set_path(("seats", 0, "identity"), "emperor"),
    },
    "monster-maker-5": {
        "a duplicated card": _monster_maker_5_duplicate,
        "a missing card": _monster_maker_5_missing,
        "a hand size that does not match the hand": set_path(("seats", 0, "hand_size"), 99),
        "the active seat out of range": set_path(("active",), 12),
        "a seat out of range in to_act": set_path(("to_act",), [11]),
        "an unknown side": set_path(("seats", 0, "side"), "purple"),
    },
    "monster-run": {
        "a duplicated card": _monster_run_duplicate,
        "a missing card": _monster_run_missing,
        "a monster off the board": lambda state: state["seats"][0].update(position="m99b1"),
        "the active seat out of range": set_path(("active",), 7),
        "a seat out of range in to_act": set_path(("to_act",), [5]),
        "a negative pile count": set_path(("draw_pile", "Q-C4"), -1),
        "more fruit than the supply": set_path(("seats", 0, "fruits", "red"), 9),
    },
    "monster-run-slap": {
        "a duplicated card": _slap_duplicate,
        "a missing card": _slap_missing,
        "the active seat out of range": set_path(("active",), 9),
        "a seat out of range in to_act": set_path(("to_act",), [7]),
        "more flips than the limit": set_path(("flips",), 10**6),
        "a negative stack": set_path(("stacks", 1, "unknown"), -3),
    },
}
