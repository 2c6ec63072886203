"""The README's worked example of PaoPao Sha's table chance mode (PPS-19.5), over HTTP with every exchange checked
against openapi.yaml: setup with "chance": "table", unnamed draws, a claim accepted, a claim refused citing PPS-19.5
in English and simplified Chinese, and a reveal whose audit names the lie."""

BASE = "/v1/games/paopaosha"


def post(client, path, body, status=200):
    response = client.post(f"{BASE}/{path}", json=body)
    assert response.status_code == status, response.get_json()
    return response.get_json()


def apply(client, state, action, status=200):
    return post(client, "apply", {"state": state, "action": action}, status)


def test_PPS_19_5_the_readme_table_mode_example_over_http(client):
    state = post(client, "setup", {"players": 3, "chance": "table"}, 201)["state"]
    assert state["chance"] == "table" and state["table"]["tokens"] == [[], [], []]
    listed = post(client, "legal-moves", {"state": state})
    assert listed["moves"] == [{"type": "deal_identity", "player": "chance", "seat": 0, "identity": "lord"},
                               {"type": "deal_identity", "player": "chance", "seat": 0, "identity": None}]
    assert listed["labels"] == ["Seat 0 is dealt the Lord identity", "Seat 0 is dealt a face-down identity card"]
    for seat, identity in ((0, "lord"), (1, None), (2, None)):        # the lord's is face up (PPS-2.3)
        state = apply(client, state, {"type": "deal_identity", "player": "chance", "seat": seat,
                                      "identity": identity})["state"]
    for character in ("pidan", "heiniu", "laopi"):                       # characters are public
        seat = state["stack"][-1]["seat"]
        state = apply(client, state, {"type": "deal_character", "player": "chance", "seat": seat,
                                      "character": character})["state"]
    draw = {"type": "top_card", "player": "chance", "card": None}
    assert post(client, "legal-moves", {"state": state})["moves"] == [draw]
    answer = apply(client, state, draw)
    assert [event["message"] for event in answer["events"]] == ["Player 0 draws a card."]
    state = answer["state"]
    while state["to_act"] == ["chance"]:                                 # 12 cards dealt
        state = apply(client, state, draw)["state"]
    state = apply(client, state, {"type": "end_step", "player": 0})["state"]
    while state["to_act"] == ["chance"]:                                 # the lord's draw phase
        state = apply(client, state, draw)["state"]
    assert [len(seat["hand"]) for seat in state["seats"]] == [6, 4, 4]
    assert {"zone": "seat 0 hand", "pile": "deck", "count": 6, "kinds": None} in state["table"]["record"]["groups"]
    view = post(client, "view", {"state": state, "player": 0})["state"]
    assert view["seats"][0]["hand"] == [] and view["seats"][0]["unknown_cards"] == 6

    listed = post(client, "legal-moves", {"state": state, "player": 0})
    attack = {"type": "use_card", "player": 0, "card": 1, "as": None, "via": None, "target": 1}
    assert listed["labels"][listed["moves"].index(attack)] == \
        "Use #1 on Seat 1 (if you hold #1 Attack (杀) spade A)"
    state = apply(client, state, attack)["state"]                       # a claim, accepted
    assert state["table"]["record"]["claims"] == [{"turn": 1, "player": 0, "action": "use_card",
                                                   "zone": "seat 0 hand", "pile": "deck", "card": "1"}]
    state = apply(client, state, {"type": "pass", "player": 1})["state"]  # seat 1 may hold a 闪: it is asked

    refused = apply(client, state, {"type": "reveal", "player": 1, "seat": 1, "hand": None, "identity": "lord"}, 422)
    assert (refused["code"], refused["rule"]) == ("ILLEGAL_MOVE", "PPS-19.5")
    assert refused["detail"] == "Every lord identity card (1) has been seen, so player 1's identity cannot be the lord."
    assert refused["detail_zh"] == "1张国主身份牌都已经出现过，1号位的身份不可能是国主。"

    truth = [1, 30, 31, 32]                                              # seat 2 really holds #1 杀
    audit = apply(client, state, {"type": "reveal", "player": 2, "seat": 2, "hand": truth, "identity": None}, 422)
    assert audit["rule"] == "PPS-19.5"
    assert audit["detail"] == "Player 0 used #1 杀 (Attack) spade A in round 1 but never held it, given the revealed cards."
    assert audit["detail_zh"] == "0号位在第1轮使用了#1 杀 ♠A，但依亮出的牌来看从未持有这张牌。"


def test_PPS_19_5_a_table_record_no_play_can_produce_is_a_clear_400(client):
    state = post(client, "setup", {"players": 3, "chance": "table"}, 201)["state"]
    for broken in ({**state, "table": "secret"}, {**state, "table": None},
                   {**state, "table": {**state["table"], "tokens": [[1], [], []]}},
                   {**state, "table": {**state["table"], "record": {**state["table"]["record"], "claim_limit": -1}}}):
        response = client.post(f"{BASE}/legal-moves", json={"state": broken})
        assert response.status_code == 400 and response.mimetype == "application/problem+json"
        assert response.get_json()["code"] in ("INVALID_STATE", "SCHEMA_VIOLATION")


def test_PPS_19_5_a_list_where_the_record_names_a_zone_is_a_clear_400(client):
    state = post(client, "setup", {"players": 3, "chance": "table"}, 201)["state"]
    for seat, identity in ((0, "lord"), (1, None), (2, None)):
        state = apply(client, state, {"type": "deal_identity", "player": "chance", "seat": seat,
                                      "identity": identity})["state"]
    for character in ("pidan", "heiniu", "laopi"):
        state = apply(client, state, {"type": "deal_character", "player": "chance", "seat": state["stack"][-1]["seat"],
                                      "character": character})["state"]
    state = apply(client, state, {"type": "top_card", "player": "chance", "card": None})["state"]
    record = state["table"]["record"]
    group = record["groups"][0]
    broken = {**state, "table": {**state["table"], "record": {**record, "groups": [{**group, "zone": [group["zone"]]}]}}}
    response = client.post(f"{BASE}/legal-moves", json={"state": broken})
    assert response.status_code == 400 and response.get_json()["code"] == "INVALID_STATE"
    assert "is not a hidden zone of this game" in response.get_json()["detail"]
