"""For each game, what a seat may not see of a full state: (path, value) pairs that must not appear in its view.

A non-empty secret (another seat's hand, a face-down card, a draw pile's content) must not appear at its
path in the view; the view may put a count there instead.
"""


def _slap(state, seat):
    # Dealt cards given at setup are face down in every stack, the owner's included (SLAP-10.1).
    for index, stack in enumerate(state["stacks"]):
        if stack["hidden"]:
            yield ("stacks", index, "hidden"), stack["hidden"]


def _monster_run(state, seat):
    for other, holder in enumerate(state["seats"]):
        if other != seat:
            for zone in ("hand", "magic"):
                if holder[zone]:
                    yield ("seats", other, zone), holder[zone]
    for pile in ("draw_pile", "magic_deck"):
        if state[pile]:
            yield (pile,), state[pile]


def _monster_maker_5(state, seat):
    for other, holder in enumerate(state["seats"]):
        forced_discard = state["phase"] == "discard" and other == state["active"]
        if other != seat and holder["hand"] and not forced_discard:
            yield ("seats", other, "hand"), holder["hand"]
    if state["deck"]:
        yield ("deck",), state["deck"]
    battle = state["battle"]
    if battle and not battle["revealed"]:
        for index, spell in enumerate(battle["spells"]):
            if spell["placer"] != seat:
                yield ("battle", "spells", index, "card"), spell["card"]


def _paopaosha(state, seat):
    # The exceptions to the defaults (主席 sees identities; 海洋公主 and 司令部 see the hands they use, PPS-20.1)
    # are the engine's own `sees` hooks, tested scenario by scenario in tests/engine/paopaosha.
    from engine.paopaosha import GAME, machine
    loaded = GAME.load({key: value for key, value in state.items() if key not in ("game", "version", "chance",
                                                                                 "rng")})
    for other, holder in enumerate(state["seats"]):
        if other == seat:
            continue
        if holder["hand"] and not machine.sees(loaded, seat, other, "hand"):
            yield ("seats", other, "hand"), holder["hand"]
        if not holder["revealed"] and not machine.sees(loaded, seat, other, "identity"):
            yield ("seats", other, "identity"), holder["identity"]
    for pile in ("pile", "pile_top"):
        if state[pile]:
            yield (pile,), state[pile]
    if state["table"] is not None:
        yield from _paopaosha_table(state)


def _paopaosha_table(state):
    """Table mode (PPS-19.5): the referee does not know a hand's unknown cards nor a face-down identity, so no seat
    sees its tokens (its own hand shows only its known cards) nor any token identity, its own included."""
    table = state["table"]
    yield ("table", "tokens"), table["tokens"]
    for seat, tokens in enumerate(table["tokens"]):
        if tokens:
            yield ("seats", seat, "hand"), state["seats"][seat]["hand"]
    for seat in table["hidden_identities"]:
        yield ("seats", seat, "identity"), state["seats"][seat]["identity"]


HIDDEN = {
    "paopaosha": _paopaosha,
    "monster-maker-5": _monster_maker_5,
    "monster-run": _monster_run,
    "monster-run-slap": _slap,
}
