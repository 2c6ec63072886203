"""A 5-player PaoPao Sha game over HTTP (Flask test client), reported chance with explicit hands: a 杀 answered by
闪, a negation chain of two 无懈可击, a 地雷 passed to the next player, and a rescue with 水. Every state returned is
checked against docs/openapi/paopaosha.yaml's PaopaoshaState schema, and every exchange against openapi.yaml by
the `client` fixture."""
import pathlib

import jsonschema
import yaml

SCHEMAS = yaml.safe_load((pathlib.Path(__file__).parents[2] / "docs/openapi/paopaosha.yaml").read_text())


def validator(name):
    return jsonschema.Draft202012Validator({"$ref": f"#/components/schemas/{name}", **SCHEMAS})


STATE = validator("PaopaoshaState")
ACTION = validator("PaopaoshaAction")
EVENT = validator("PaopaoshaEvent")




class Table:
    def __init__(self, client):
        self.client = client
        body = {"players": 5, "seed": 1, "chance": "client", "options": {
            "identities": ["lord", "minister", "bandit", "bandit", "thief"],
            "characters": ["pidan", "doujiyan", "dadadou", "heiniu", "xiaopi"],
            "hands": [[1, 67, 50, 31], [26, 64, 41, 42], [65, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]}}
        answer = client.post("/v1/games/paopaosha/setup", json=body)
        assert answer.status_code == 201, answer.get_json()
        self.state = answer.get_json()["state"]
        STATE.validate(self.state)

    def moves(self):
        answer = self.client.post("/v1/games/paopaosha/legal-moves", json={"state": self.state})
        assert answer.status_code == 200, answer.get_json()
        return answer.get_json()

    def do(self, action):
        ACTION.validate(action)
        assert action in self.moves()["moves"], action
        answer = self.client.post("/v1/games/paopaosha/apply", json={"state": self.state, "action": action})
        assert answer.status_code == 200, answer.get_json()
        body = answer.get_json()
        self.state = body["state"]
        STATE.validate(self.state)
        for event in body["events"]:
            EVENT.validate(event)
        return body["events"]

    def top(self, *cards):
        for card in cards:
            assert self.state["to_act"] == ["chance"]
            self.do({"type": "top_card", "player": "chance", "card": card})

    def use(self, p, card, target=None):
        return self.do({"type": "use_card", "player": p, "card": card, "as": None, "via": None, "target": target})

    def respond(self, p, card):
        return self.do({"type": "respond", "player": p, "card": card, "as": None, "via": None})

    def seat(self, p):
        return self.state["seats"][p]


def test_PPS_6_4_PPS_10_3_PPS_14_4_five_player_game_over_http(client):
    t = Table(client)
    assert t.state["to_act"] == [0] and t.state["current"] == 0   # 皮蛋 may sleep (PPS-5.2.2): he does not
    t.do({"type": "end_step", "player": 0})
    assert t.state["to_act"] == ["chance"]
    t.top(13, 14)                                             # the lord's draw phase
    assert t.state["to_act"] == [0] and t.seat(0)["hand"] == [1, 13, 14, 31, 50, 67]

    # 杀 answered by 闪
    t.use(0, 1, 1)
    assert t.state["to_act"] == [1]
    t.respond(1, 26)
    assert t.seat(1)["health"] == 4 and t.state["discard"] == [26, 1]

    # a chain of two 无懈可击 on 过路拆路: not cancelled
    t.use(0, 67, 3)
    assert t.state["to_act"] == [1]
    t.respond(1, 64)
    assert t.state["to_act"] == [2]
    t.respond(2, 65)
    assert t.state["to_act"] == [0]
    t.do({"type": "choose", "player": 0, "choice": "hand"})
    assert t.state["to_act"] == ["chance"]
    assert [m["card"] for m in t.moves()["moves"]] == [5, 6, 7, 8]
    t.do({"type": "random_card", "player": "chance", "card": 5})
    assert t.seat(3)["hand"] == [6, 7, 8] and t.state["discard"][-4:] == [64, 65, 5, 67]

    # 地雷 on the minister, passed on at his turn start
    t.use(0, 50, 1)
    assert t.seat(1)["judgement_area"] == [[50, 0]]
    t.do({"type": "end_play_phase", "player": 0})
    assert t.state["current"] == 1
    t.top(15)                                                 # ♣6: no heart
    assert t.seat(1)["judgement_area"] == [] and t.seat(2)["judgement_area"] == [[50, 0]]
    t.top(16, 17)
    t.do({"type": "end_play_phase", "player": 1})

    # the bandit's turn: the mine explodes (♥7), then he cuts his hand to 1
    t.top(30)
    assert t.seat(2)["health"] == 1 and t.seat(2)["judgement_area"] == []
    t.top(18, 19)
    t.do({"type": "end_play_phase", "player": 2})
    for card in (2, 3, 4, 18):
        t.do({"type": "discard", "player": 2, "card": card})
    assert t.seat(2)["hand"] == [19] and t.state["current"] == 3

    # a rescue with 水
    t.top(20, 21)
    events = t.use(3, 6, 2)
    assert t.seat(2)["health"] == 0 and t.state["to_act"] == [1]
    assert [e["player"] for e in events if e["type"] == "pass" and e["prompt"] == "rescue"] == [3, 4, 0]
    t.respond(1, 41)
    assert t.seat(2)["health"] == 1 and t.seat(2)["alive"] and t.state["to_act"] == [3]

    view = client.post("/v1/games/paopaosha/view", json={"state": t.state, "player": 2}).get_json()["state"]
    STATE.validate({**view, "rng": None})
    assert view["seats"][2]["hand"] == [19] and view["seats"][1]["hand"] == 3 and view["seats"][3]["identity"] is None


def test_PPS_18_1_a_float_seat_is_refused_over_http(client):
    t = Table(client)
    action = {"type": "end_step", "player": 0}
    assert action in t.moves()["moves"]
    for seat in (0.0, True):
        answer = client.post("/v1/games/paopaosha/apply", json={"state": t.state, "action": {**action, "player": seat}})
        assert answer.status_code == 422, answer.get_json()
        assert answer.content_type == "application/problem+json"
        assert seat is True or "integer" in answer.get_json()["detail"]    # true is no seat of to_act (PPS-6.1)


def test_PPS_18_7_PPS_4_1_borrowed_blade_declaration_over_http(client):
    """A custom deck whose card #3 is the 借刀杀人 and whose seat 3 is its victim (PPS-4.1: the seat is never read
    as a card); the victim's refusal cites PPS-10.5.1, and only the decider's view shows the declaration."""
    deck = ([{"kind": "attack", "suit": "spade", "rank": "2"}] * 2
            + [{"kind": "borrowed_blade", "suit": "club", "rank": "J"}, {"kind": "cannon", "suit": "spade", "rank": "9"}]
            + [{"kind": "dodge", "suit": "heart", "rank": str(r)} for r in range(2, 10)] * 2)
    hands = [[3, 5, 6, 7], [8, 9, 10, 11], [4, 1, 12, 13], [14, 15, 16, 17]]
    body = {"players": 4, "chance": "client", "options": {
        "deck": deck, "identities": ["lord", "minister", "bandit", "thief"],
        "characters": ["pidan", "doujiyan", "dadadou", "heiniu"], "hands": hands}}
    answer = client.post("/v1/games/paopaosha/setup", json=body)
    assert answer.status_code == 201, answer.get_json()
    t = Table.__new__(Table)
    t.client, t.state = client, answer.get_json()["state"]
    t.do({"type": "end_step", "player": 0})
    t.top(18, 19)
    t.state["seats"][2]["hand"].remove(4)                    # the bandit equips his 大炮 (range 2) out of turn order:
    t.state["seats"][2]["equipment"]["weapon"] = 4               # a hand-laid table, checked by validate below
    assert client.post("/v1/games/paopaosha/validate", json={"state": t.state}).get_json() == {"valid": True}
    t.use(0, 3, 2)
    refused = client.post("/v1/games/paopaosha/apply", json={"state": t.state, "action": {
        "type": "choose", "player": 0, "choice": 2}})
    assert refused.status_code == 422 and refused.get_json()["rule"] == "PPS-10.5.1"
    views = {p: client.post("/v1/games/paopaosha/view", json={"state": t.state, "player": p}).get_json()["state"]
             for p in range(4)}
    for p, view in views.items():
        STATE.validate({**view, "rng": None})
        assert ("borrowed_blade" in str(view["stack"][-1])) == (p == 0)
    t.do({"type": "choose", "player": 0, "choice": 3})
    t.respond(2, 1)
    t.do({"type": "pass", "player": 3})                     # no 闪 given
    assert t.state["discard"] == [1, 3] and t.seat(3)["health"] == 4 - 1
    assert client.post("/v1/games/paopaosha/validate", json={"state": t.state}).get_json() == {"valid": True}
