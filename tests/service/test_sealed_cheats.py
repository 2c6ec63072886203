"""Every cheat found against open states, tried on a sealed game of a deployment with REFEREE_SEAL=required.

A client cannot read a sealed state, so the worst case is assumed: it somehow knows the state inside, makes
the edit it wants, and sends the result either sealed with a key of its own (SEALED_STATE_INVALID) or open
(SEALED_STATE_REQUIRED). After each attempt the game's own token still gives exactly the answers it gave
before: nothing changed.
"""
import pytest
from cryptography.fernet import Fernet

from engine.core import Referee
from engine.registry import GAMES
from service.sealing import TOKEN_PREFIX, Sealed, Sealer
from tests.conftest import ContractClient
from tests.support.sealed import bearer, sealing_app, unseal

ATTACKER_SEALER = Sealer([Fernet.generate_key().decode()])


def swap_first(state, hand_path, pile_key):
    """A card of the pile swapped into the hand (piles are lists of cards, or counts per card)."""
    seat, hand = hand_path
    pile = state[pile_key]
    wanted = next(card for card in pile if card not in state["seats"][seat][hand]) if isinstance(pile, list) \
        else next(card for card, count in pile.items() if count and card not in state["seats"][seat][hand])
    given = state["seats"][seat][hand][0]
    state["seats"][seat][hand][0] = wanted
    if isinstance(pile, list):
        pile[pile.index(wanted)] = given
        pile.sort()
    else:
        pile[wanted] -= 1
        pile[given] = pile.get(given, 0) + 1


def pps_twenty_pile_cards(state, me):
    state["seats"][me]["hand"] += state["pile"][:20]
    del state["pile"][:20]


def pps_hands_swapped(state, me):
    other = (me + 1) % state["players"]
    state["seats"][me]["hand"], state["seats"][other]["hand"] = state["seats"][other]["hand"], state["seats"][me]["hand"]


def pps_health_99(state, me):
    state["seats"][me].update(health=99, max_health=99)


def pps_lord_moved(state, me):
    """To the cheater's seat, or away from it when the cheater is the lord."""
    lord = next(seat for seat in state["seats"] if seat["identity"] == "lord")
    taker = state["seats"][me] if state["seats"][me] is not lord else state["seats"][(me + 1) % state["players"]]
    lord["identity"], taker["identity"] = taker["identity"], "lord"


def pps_lord_identity_null(state, me):
    next(seat for seat in state["seats"] if seat["identity"] == "lord")["identity"] = None


def pps_character_changed(state, me):
    state["seats"][me]["character"] = "xiaocong" if state["seats"][me]["character"] != "xiaocong" else "pidan"


def pps_score_card_stolen(state, me):
    other = (me + 1) % state["players"]
    state["seats"][me]["score"] += state["seats"][other]["score"]
    state["seats"][other]["score"] = 0


def pps_seat_3_killed(state, me):
    state["seats"][3].update(alive=False, health=0)


def pps_turn_to_me(state, me):
    me = (me + 1) % state["players"]
    state.update(current=me, to_act=[me])


def mr_magic_card_taken(state, me):
    card = next(card for card, count in state["magic_deck"].items() if count)
    state["magic_deck"][card] -= 1
    state["seats"][me]["magic"].append(card)


def mr_defence_token_removed(state, me):
    other = state["seats"][(me + 1) % state["players"]]
    other["defense"] = not other["defense"]


def rng_edited(state, me):
    state["rng"]["state"] = f"{(int(state['rng']['state'], 16) + 1) % 2**64:016x}"


def chance_switched_to_client(state, me):
    state.update(chance="client", rng=None)


GAME_SETUPS = {
    "paopaosha": {"players": 4},
    "monster-run": {"players": 2, "options": {"level": 5}},
    "monster-maker-5": {"players": 2},
    "monster-run-slap": {"players": 2},
}
CHEATS = [
    ("paopaosha", "pile_card_swapped_into_hand", lambda state, me: swap_first(state, (me, "hand"), "pile")),
    ("paopaosha", "twenty_pile_cards_taken", pps_twenty_pile_cards),
    ("paopaosha", "hands_swapped_with_another_seat", pps_hands_swapped),
    ("paopaosha", "health_and_max_health_99", pps_health_99),
    ("paopaosha", "lord_identity_moved", pps_lord_moved),
    ("paopaosha", "lord_identity_null", pps_lord_identity_null),
    ("paopaosha", "character_changed", pps_character_changed),
    ("paopaosha", "score_card_stolen", pps_score_card_stolen),
    ("paopaosha", "seat_3_killed", pps_seat_3_killed),
    ("paopaosha", "turn_given_to_oneself", pps_turn_to_me),
    ("paopaosha", "rng_edited", rng_edited),
    ("paopaosha", "chance_switched_to_client", chance_switched_to_client),
    ("monster-run", "draw_pile_card_swapped_into_hand",
     lambda state, me: swap_first(state, (me, "hand"), "draw_pile")),
    ("monster-run", "magic_card_taken", mr_magic_card_taken),
    ("monster-run", "opponents_defence_token_removed", mr_defence_token_removed),
    ("monster-run", "rng_edited", rng_edited),
    ("monster-maker-5", "deck_card_swapped_into_hand", lambda state, me: swap_first(state, (me, "hand"), "deck")),
    ("monster-maker-5", "chance_switched_to_client", chance_switched_to_client),
    ("monster-run-slap", "rng_edited", rng_edited),
]


@pytest.fixture(scope="module")
def required_client(openapi):
    return ContractClient(sealing_app(REFEREE_SEAL="required").test_client(), openapi)


@pytest.fixture(scope="module")
def games(required_client):
    started = {}
    for game, setup in GAME_SETUPS.items():
        answer = required_client.post(f"/v1/games/{game}/setup", json=setup)
        assert answer.status_code == 201, answer.get_data(as_text=True)
        started[game] = answer.get_json()
    return started


def answers_of(client, game, token, key):
    """Everything the seat to act can learn from its token: its moves, its view, and its default move's result."""
    moves = client.post(f"/v1/games/{game}/legal-moves", json={"state": token}, headers=bearer(key)).get_json()
    view = client.post(f"/v1/games/{game}/view", json={"state": token, "player": moves["to_act"][0]},
                       headers=bearer(key)).get_json()
    applied = client.post(f"/v1/games/{game}/apply", json={"state": token, "action": moves["defaults"][0]},
                          headers=bearer(key)).get_json()
    return moves, view, unseal(applied.pop("state"), game).state, applied


@pytest.mark.parametrize("game, cheat, edit", CHEATS, ids=[f"{game}-{cheat}" for game, cheat, _ in CHEATS])
def test_a_cheat_on_a_sealed_state_is_refused_and_changes_nothing(required_client, games, game, cheat, edit):
    started = games[game]
    token, me = started["state"], started["view"]["to_act"][0]
    key = started["seat_keys"][str(me)]
    before = answers_of(required_client, game, token, key)
    sealed = unseal(token, game)
    edited = unseal(token, game).state
    edit(edited, me)
    assert edited != sealed.state
    forged = ATTACKER_SEALER.seal(Sealed(game, sealed.game_id, sealed.moves, edited))
    opened = {"state": edited, "action": before[0]["defaults"][0]}
    for endpoint in ("legal-moves", "view", "apply", "validate"):
        body = {"state": forged, "action": opened["action"]} if endpoint == "apply" else {"state": forged}
        answer = required_client.post(f"/v1/games/{game}/{endpoint}", json=body, headers=bearer(key))
        assert (answer.status_code, answer.get_json()["code"]) == (400, "SEALED_STATE_INVALID")
        body["state"] = opened["state"]
        answer = required_client.post(f"/v1/games/{game}/{endpoint}", json=body, headers=bearer(key))
        assert (answer.status_code, answer.get_json()["code"]) == (400, "SEALED_STATE_REQUIRED")
    assert answers_of(required_client, game, token, key) == before


def test_a_required_deployment_takes_no_client_seed_no_open_setup_and_no_open_replay(required_client):
    for setup in ({"players": 2, "seed": 7}, {"players": 2, "seal": False}, {"players": 2, "seed": 7, "seal": True}):
        answer = required_client.post("/v1/games/monster-run/setup", json=setup)
        assert (answer.status_code, answer.get_json()["code"]) == (400, "SEALED_STATE_REQUIRED")
        answer = required_client.post("/v1/games/monster-run/replay", json={"setup": setup, "actions": []})
        assert (answer.status_code, answer.get_json()["code"]) == (400, "SEALED_STATE_REQUIRED")


def test_a_required_deployment_seals_a_setup_that_does_not_ask(required_client, games):
    assert games["monster-run"]["state"].startswith(TOKEN_PREFIX)
    assert sorted(games["monster-run"]["seat_keys"]) == ["0", "1"]


def test_the_seed_is_drawn_by_the_server_so_two_setups_differ(required_client):
    first, second = (unseal(required_client.post("/v1/games/paopaosha/setup", json={"players": 4}).get_json()["state"],
                            "paopaosha") for _ in range(2))
    assert first.state["rng"] != second.state["rng"] and first.game_id != second.game_id
    referee = Referee(GAMES["paopaosha"])
    assert referee.view(first.state, None) != referee.view(second.state, None) or \
        first.state["seats"] != second.state["seats"]
