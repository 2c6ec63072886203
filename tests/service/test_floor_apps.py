"""bench/floor.py's pure parts, in process (no server): the floor apps do exactly the floor's work on the
service's own stack (the same answer envelope, the same refusals), and the headroom arithmetic; and the
service's localization fast path gives what the whole test gives."""
import pathlib
import sys

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.core import Referee
from engine.core.text import is_text
from engine.registry import GAMES
from service.language import localized
from tests.support.sealed import SEAT_KEY_SECRET, bearer, sealing_settings, unseal

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "bench"))

from floor import headroom_instructions, headroom_share  # noqa: E402
from floor_apps import floor_app  # noqa: E402

GAME = "monster-run-slap"


@pytest.fixture(scope="module")
def client():
    return floor_app({"TESTING": True, **sealing_settings()}).test_client()


@pytest.fixture(scope="module")
def sealed_game(client):
    answer = client.post(f"/v1/games/{GAME}/setup", json={"players": 3, "seal": True})
    assert answer.status_code == 201
    return answer.get_json()


def open_state():
    state, _ = Referee(GAMES[GAME]).setup(3, {}, seed=7)
    return state


def test_the_service_floor_echoes_the_state_with_no_events(client):
    state = open_state()
    answer = client.post("/floor/service", json={"state": state})
    assert answer.status_code == 200 and answer.get_json() == {"state": state, "events": []}


def test_the_open_floor_writes_the_same_state_back_in_an_apply_envelope(client):
    state = open_state()
    answer = client.post(f"/floor/open/{GAME}/apply", json={"state": state, "action": {"player": 0}})
    assert answer.status_code == 200 and answer.get_json() == {"state": state, "events": []}


def test_the_open_floor_refuses_bad_input_as_the_referee_does(client):
    for path in (f"/floor/open/{GAME}/apply", f"/v1/games/{GAME}/apply"):
        unreadable = client.post(path, data=b'{"state": {}, "action": ', content_type="application/json")
        assert unreadable.status_code == 400 and unreadable.get_json()["code"] == "MALFORMED_JSON"
        not_json = client.post(path, data=b"{}", content_type="text/plain")
        assert not_json.status_code == 415 and not_json.get_json()["code"] == "UNSUPPORTED_MEDIA_TYPE"
    assert client.post("/floor/open/no-such-game/apply", json={"state": {}, "action": {}}).status_code == 404


def test_the_sealed_floor_seals_the_same_payload_one_move_on(client, sealed_game):
    seat = sealed_game["view"]["to_act"][0]
    before = unseal(sealed_game["state"], GAME)
    answer = client.post(f"/floor/sealed/{GAME}/apply", json={"state": sealed_game["state"], "action": {"player": seat}},
                         headers=bearer(sealed_game["seat_keys"][str(seat)]))
    assert answer.status_code == 200 and sorted(answer.get_json()) == ["events", "state"]
    assert answer.get_json()["events"] == []
    after = unseal(answer.get_json()["state"], GAME)
    assert (after.game, after.game_id, after.moves, after.state, after.build) == \
        (before.game, before.game_id, before.moves + 1, before.state, before.build)
    assert answer.get_json()["state"] != sealed_game["state"]          # a fresh nonce


def test_the_sealed_floor_checks_the_acting_seats_key(client, sealed_game):
    seat = sealed_game["view"]["to_act"][0]
    other = next(key for holder, key in sealed_game["seat_keys"].items() if holder != str(seat))
    body = {"state": sealed_game["state"], "action": {"player": seat}}
    assert client.post(f"/floor/sealed/{GAME}/apply", json=body, headers=bearer(other)).get_json()["code"] == \
        "SEAT_KEY_WRONG"
    assert client.post(f"/floor/sealed/{GAME}/apply", json=body).status_code == 401
    assert SEAT_KEY_SECRET not in str(sealed_game)


def test_the_sealed_floor_refuses_a_changed_token(client, sealed_game):
    token = sealed_game["state"]
    changed = token[:-5] + ("A" if token[-5] != "A" else "B") + token[-4:]
    seat = sealed_game["view"]["to_act"][0]
    answer = client.post(f"/floor/sealed/{GAME}/apply", json={"state": changed, "action": {"player": seat}},
                         headers=bearer(sealed_game["seat_keys"][str(seat)]))
    assert answer.status_code == 400 and answer.get_json()["code"] == "SEALED_STATE_INVALID"


def test_headroom_in_instructions_is_what_the_rules_may_add_at_the_target():
    # The echo at 600 k: at 0.8 the whole request may cost 750 k; a floor of 1,500 k is 750 k past it.
    assert headroom_instructions(600, 1_500, 0.8) == pytest.approx(-750)
    assert headroom_instructions(1_300, 1_000, 0.65) == pytest.approx(1_000)


def test_headroom_over_http_is_the_share_of_the_floors_cost_left_for_the_rules():
    # A floor at 0.9 x the echo may cost 0.9 / 0.65 of itself and still be at 0.65: 38 % more.
    assert headroom_share(0.9, 0.65) == pytest.approx(0.9 / 0.65 - 1)
    assert headroom_share(0.4, 0.8) == pytest.approx(-0.5)


def _whole_test(value, language):
    """service.language.localized before its list fast path: every node through is_text."""
    if is_text(value):
        return value["en" if language == "en" else "zh"]
    if isinstance(value, dict):
        return {key: _whole_test(item, language) for key, item in value.items()}
    if isinstance(value, list):
        return [_whole_test(item, language) for item in value]
    return value


class TextSubclass(dict):
    pass


class Name(str):
    pass


TEXTS = st.builds(lambda en, zh: {"en": en, "zh": zh}, st.text(max_size=3), st.text(max_size=3))
LEAVES = st.one_of(st.none(), st.booleans(), st.integers(), st.text(max_size=3), TEXTS,
                   st.builds(lambda en, zh: TextSubclass(en=en, zh=zh), st.text(max_size=2), st.text(max_size=2)),
                   st.builds(lambda en, zh: {"en": Name(en), "zh": zh}, st.text(max_size=2), st.text(max_size=2)),
                   st.builds(lambda en: {"en": en, "zh": 1}, st.text(max_size=2)),
                   st.builds(lambda en, zh: {"en": en, "zh": zh, "more": 1}, st.text(max_size=2), st.text(max_size=2)))
VALUES = st.recursive(LEAVES, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=3), inner,
                                                                                           max_size=4), max_leaves=20)


@given(VALUES, st.sampled_from(["en", "zh-Hant", "zh-Hans"]))
def test_localized_reads_lists_of_texts_as_the_whole_test_does(value, language):
    expected = _whole_test(value, language)
    assert localized(value, language) == expected
    assert repr(localized(value, language)) == repr(expected)            # the same types too (a str subclass)


@pytest.mark.parametrize("content_type, status", [
    ("application/json", 200), ("application/json; charset=utf-8", 200), ("Application/JSON", 200),
    ("application/vnd.table+json", 200), ("application/jsonx", 415), ("text/json", 415), ("text/plain", 415),
    ("application/x-www-form-urlencoded", 415)])
def test_the_exact_json_content_type_is_read_without_parsing_and_every_other_as_before(client, content_type, status):
    answer = client.post("/v1/echo", data=b'{"state": {}}', content_type=content_type)
    assert answer.status_code == status
    assert answer.get_json() == ({"state": {}} if status == 200 else {
        "type": "https://referee.example/problems/unsupported-media-type", "title": "Unsupported media type",
        "status": 415, "code": "UNSUPPORTED_MEDIA_TYPE", "detail": "Send the request body as application/json."})
