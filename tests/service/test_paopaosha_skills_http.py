"""PaoPao Sha skills over HTTP (Flask test client), reported chance: 皮蛋's 主席 shows every identity in his view
and nobody else's (PPS-3.3.2, PPS-20.1), and 海洋公主 hands a player's decisions to its user until five more turns
have ended (PPS-13.5, PPS-18.6): to_act and the legal moves name the controller, the controlled seat is refused.
Every state, view, action and event is checked against docs/openapi/paopaosha.yaml."""
import pathlib

import jsonschema
import yaml

SCHEMAS = yaml.safe_load((pathlib.Path(__file__).parents[2] / "docs/openapi/paopaosha.yaml").read_text())


def validator(name):
    return jsonschema.Draft202012Validator({"$ref": f"#/components/schemas/{name}", **SCHEMAS})


STATE, ACTION, EVENT = validator("PaopaoshaState"), validator("PaopaoshaAction"), validator("PaopaoshaEvent")
IDS = ["lord", "minister", "bandit", "thief"]




class Table:
    def __init__(self, client):
        self.client = client
        body = {"players": 4, "seed": 5, "chance": "client", "options": {
            "identities": IDS, "characters": ["heiniu", "pidan", "doujiyan", "xiaopi"],
            "hands": [[109, 1, 26, 41], [2, 27, 42, 60], [3, 28, 43, 61], [4, 29, 44, 62]]}}
        answer = client.post("/v1/games/paopaosha/setup", json=body)
        assert answer.status_code == 201, answer.get_json()
        self.state = answer.get_json()["state"]
        STATE.validate(self.state)
        self.log = []

    def legal(self):
        answer = self.client.post("/v1/games/paopaosha/legal-moves", json={"state": self.state})
        assert answer.status_code == 200, answer.get_json()
        return answer.get_json()

    def post(self, action):
        return self.client.post("/v1/games/paopaosha/apply", json={"state": self.state, "action": action})

    def do(self, action):
        ACTION.validate(action)
        assert action in self.legal()["moves"], action
        answer = self.post(action)
        assert answer.status_code == 200, answer.get_json()
        body = answer.get_json()
        self.state = body["state"]
        STATE.validate(self.state)
        for event in body["events"]:
            EVENT.validate(event)
        self.log.extend(body["events"])
        return body["events"]

    def view(self, seat):
        answer = self.client.post("/v1/games/paopaosha/view", json={"state": self.state, "player": seat})
        assert answer.status_code == 200, answer.get_json()
        view = answer.get_json()["state"]
        STATE.validate({**view, "rng": None})
        return view

    def step(self):
        """One default decision: the first reported card, else end the step or phase, else pass, else the first."""
        moves = self.legal()["moves"]
        for kind in ("end_step", "end_play_phase", "pass"):
            for move in moves:
                if move["type"] == kind:
                    return self.do(move)
        return self.do(moves[0])

    def until(self, done, limit=300):
        for _ in range(limit):
            if done():
                return
            self.step()
        raise AssertionError("the expected position was not reached")

    def in_play(self, seat):
        return self.state["current"] == seat and self.state["stack"][-1]["kind"] == "Turn" and \
            self.state["stack"][-1]["step"] == "play"


def test_PPS_3_3_2_PPS_20_1_chairman_sees_every_identity_over_http(client):
    t = Table(client)
    assert [s["identity"] for s in t.view(1)["seats"]] == IDS            # 皮蛋 holds 主席
    assert [s["identity"] for s in t.view(0)["seats"]] == ["lord", None, None, None]
    assert [s["identity"] for s in t.view(2)["seats"]] == ["lord", None, "bandit", None]
    assert [s["identity"] for s in t.view(3)["seats"]] == ["lord", None, None, "thief"]
    assert [s["identity"] for s in t.view(None)["seats"]] == ["lord", None, None, None]
    t.until(lambda: t.state["current"] == 1 and t.state["to_act"] == [1])
    assert [s["identity"] for s in t.view(1)["seats"]] == IDS            # still, in his own turn


def test_PPS_13_5_PPS_18_6_ocean_princess_over_http(client):
    t = Table(client)
    t.until(lambda: t.in_play(0))
    t.do({"type": "use_card", "player": 0, "card": 109, "as": None, "via": None, "target": 2})
    assert t.state["seats"][2]["marks"] == {"controlled_by": 0, "control_card": 109, "control_turns_left": 6}
    assert t.view(0)["seats"][2]["hand"] == [3, 28, 43, 61] and t.view(1)["seats"][2]["hand"] == 4
    start = len(t.log)
    controlled_decisions = 0
    attacked = False
    for _ in range(600):
        marks = t.state["seats"][2]["marks"]
        if "controlled_by" not in marks:
            break
        if t.state["to_act"] != ["chance"] and t.state["stack"][-1].get("player") == 2:
            # a decision of seat 2 (his turn's steps, his prompts): taken by seat 0, and seat 2 is refused
            listed = t.legal()
            assert listed["to_act"] == [0] and {m["player"] for m in listed["moves"]} == {0}
            own = dict(listed["moves"][0], player=2)
            refused = t.post(own)
            assert refused.status_code == 422 and refused.get_json()["rule"] == "PPS-6.1"
            controlled_decisions += 1
            if t.in_play(2) and not attacked and 3 in t.state["seats"][2]["hand"]:
                attacked = True
                events = t.do({"type": "use_card", "player": 0, "card": 3, "as": None, "via": None, "target": 1})
                assert [e["player"] for e in events if e["type"] == "use"] == [2]      # seat 2 is the user
                continue
        t.step()
    turn_ends = [e for e in t.log[start:] if e["type"] == "turn_end"]
    assert [e["player"] for e in turn_ends] == [0, 1, 2, 3, 0, 1]        # the current turn, then five more
    assert any(e["type"] == "control_end" for e in t.log[start:])
    assert controlled_decisions >= 2 and attacked
    assert t.state["seats"][2]["marks"] == {} and 109 in t.state["discard"]
    assert t.view(0)["seats"][2]["hand"] == len(t.state["seats"][2]["hand"])
    t.until(lambda: t.state["current"] == 2 and t.state["to_act"] != ["chance"])
    assert t.legal()["to_act"] == [2]                                     # seat 2 decides again
