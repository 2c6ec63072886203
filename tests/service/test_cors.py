"""CORS: browser apps on the origins named in REFEREE_CORS_ORIGINS may call the service; by default none may, and
no CORS header is sent at all."""
import pytest

from service import create_app

ALLOWED = "https://table.example"
OTHER = "https://elsewhere.example"
SETUP = "/v1/games/monster-run/setup"


def _preflight(client, origin: str):
    return client.options(SETUP, headers={"Origin": origin, "Access-Control-Request-Method": "POST",
                                          "Access-Control-Request-Headers": "Content-Type"})


@pytest.fixture()
def allowing(monkeypatch):
    monkeypatch.setenv("REFEREE_CORS_ORIGINS", f" {ALLOWED} , https://second.example ")
    return create_app({"TESTING": True}).test_client()


def test_a_preflight_from_an_allowed_origin_is_answered(allowing):
    response = _preflight(allowing, ALLOWED)
    assert response.status_code == 200
    assert response.headers["Access-Control-Allow-Origin"] == ALLOWED
    assert set(response.headers["Access-Control-Allow-Methods"].split(", ")) == {"GET", "POST"}
    assert response.headers["Access-Control-Allow-Headers"].lower() == "content-type"
    assert response.headers["Access-Control-Max-Age"] == "600"


def test_the_second_origin_of_the_list_is_allowed_too(allowing):
    assert _preflight(allowing, "https://second.example").headers["Access-Control-Allow-Origin"] == \
        "https://second.example"


def test_a_preflight_from_another_origin_gets_no_cors_header(allowing):
    response = _preflight(allowing, OTHER)
    assert not [name for name in response.headers.keys() if name.startswith("Access-Control-")]


def test_an_allowed_origins_request_and_its_error_answer_carry_the_header(allowing):
    ok = allowing.post(SETUP, json={"players": 2, "seed": 1}, headers={"Origin": ALLOWED})
    assert ok.status_code == 201 and ok.headers["Access-Control-Allow-Origin"] == ALLOWED
    refused = allowing.post(SETUP, json={"players": 1}, headers={"Origin": ALLOWED})
    assert refused.status_code == 422 and refused.headers["Access-Control-Allow-Origin"] == ALLOWED


def test_by_default_no_origin_is_allowed_and_no_cors_header_is_sent(monkeypatch):
    monkeypatch.delenv("REFEREE_CORS_ORIGINS", raising=False)
    client = create_app({"TESTING": True}).test_client()
    for response in (_preflight(client, ALLOWED),
                     client.post(SETUP, json={"players": 2, "seed": 1}, headers={"Origin": ALLOWED})):
        assert not [name for name in response.headers.keys() if name.startswith("Access-Control-")]
