"""Monster Maker 5 over HTTP: a battle with a third player's reinforcement, decision by decision (MM-6.4,
MM-7.2, MM-7.4), in client chance mode, through Flask's test client; every exchange is also checked against
openapi.yaml by the `client` fixture."""
from tests.engine.monster_maker_5.test_openapi import EVENT, STATE

BASE = "/v1/games/monster-maker-5"
A, B, C, D = 0, 1, 2, 3
HANDS = {A: ["P1", "W1", "W2", "FB1", "T1"], B: ["G1", "O1", "O2", "PR1", "MN1"], C: ["P2", "W3", "M1", "HL1", "W4"],
         D: ["O3", "O4", "DS1", "SL", "T2"]}


class Table:
    def __init__(self, client):
        self.client = client
        self.state = None

    def post(self, path, body, status=200):
        response = self.client.post(f"{BASE}/{path}", json=body)
        assert response.status_code == status, response.get_json()
        return response.get_json()

    def moves(self, player=None):
        body = {"state": self.state}
        if player is not None:
            body["player"] = player
        return self.post("legal-moves", body)

    def apply(self, action):
        answer = self.post("apply", {"state": self.state, "action": action})
        self.state = answer["state"]
        STATE.validate(self.state)
        for event in answer["events"]:
            EVENT.validate(event)
        return answer["events"]

    def play(self, action):
        listed = self.moves()
        assert action in listed["moves"], (action, listed["to_act"])
        return self.apply(action)


def test_battle_with_a_third_player_reinforcement_over_http(client):
    t = Table(client)
    answer = t.post("setup", {"players": 4, "seed": 5, "chance": "client", "options": {"first_player": 0}}, 201)
    t.state = answer["state"]
    STATE.validate(t.state)
    assert t.state["to_act"] == ["chance"]
    for k in range(5):
        for seat in range(4):
            t.play({"type": "deal", "player": "chance", "card": HANDS[seat][k]})
    assert [s["side"] for s in t.state["seats"]] == ["light", "neutral", "light", "neutral"]
    assert t.state["seats"][B]["field"] == ["G1"]

    t.play({"type": "draw", "player": A})
    t.play({"type": "draw_card", "player": "chance", "card": "W5"})
    t.play({"type": "choose_side", "player": A, "option": "keep", "side": None, "cards": []})
    t.play({"type": "attack", "player": A, "target": B})

    # R1.1: the attacker commits W1 and places Fireball face-down.
    assert t.moves()["to_act"] == [A]
    t.play({"type": "commit_reinforcements", "player": A, "cards": ["W1"]})
    t.play({"type": "place_spell", "player": A, "card": "FB1"})
    view = t.post("view", {"state": t.state, "player": B})["state"]
    assert view["battle"]["spells"] == [{"card": None, "placer": A, "side": "attack"}]

    # R1.2: C (Light) is asked out of turn and reinforces A with W3 and Holy Light; D (Neutral) declines.
    listed = t.moves(C)
    assert listed["to_act"] == [C] and listed["moves"][0] == {"type": "decline", "player": C}
    t.play({"type": "help", "player": C, "recipient": A, "cards": ["W3"], "spell": "HL1"})
    assert t.state["seats"][A]["field"] == ["P1", "W1", "W3"] and t.state["seats"][C]["side"] == "light"
    assert t.moves()["to_act"] == [D]
    t.play({"type": "decline", "player": D})

    # R1.3: the Neutral defender commits Dark characters and becomes Dark; places Protection.
    assert t.moves()["to_act"] == [B]
    bad = t.post("apply", {"state": t.state, "action": {"type": "commit_reinforcements", "player": B,
                                                         "cards": ["P1"]}}, 422)
    assert bad["code"] == "ILLEGAL_MOVE"
    t.play({"type": "commit_reinforcements", "player": B, "cards": ["O1", "O2"]})
    assert t.state["seats"][B]["side"] == "dark"
    t.play({"type": "place_spell", "player": B, "card": "PR1"})

    # R1.4: C is Light and skipped; D (Neutral) gives O3 to B.
    assert t.moves()["to_act"] == [D]
    t.play({"type": "help", "player": D, "recipient": B, "cards": ["O3"], "spell": None})
    assert t.state["seats"][B]["field"] == ["G1", "O1", "O2", "O3"] and t.state["seats"][D]["side"] == "neutral"

    # R2-R3: all revealed; Protection first, then A's Fireball, then C's Holy Light (targets chosen by placers).
    assert t.state["battle"]["revealed"] and t.state["battle"]["protection"]["defend"] == 2
    assert t.moves()["to_act"] == [A]
    t.play({"type": "choose_spell_target", "player": A, "spell": "FB1", "target": "O1"})
    assert [m["face"] for m in t.moves()["moves"]] == [1, 2, 3, 4, 5, 6]
    t.play({"type": "roll", "player": "chance", "face": 3})
    t.play({"type": "roll", "player": "chance", "face": 3})      # 2D+1 = 7 >= 4+2: O1 defeated
    assert "O1" in t.state["discard"] and t.moves()["to_act"] == [C]
    t.play({"type": "choose_spell_target", "player": C, "spell": "HL1", "target": "O2"})
    for face in (1, 1, 1):                                        # 3D = 3 < 6: fails
        t.play({"type": "roll", "player": "chance", "face": face})
    # R5: initiative, A first.
    t.play({"type": "roll", "player": "chance", "face": 6})
    t.play({"type": "roll", "player": "chance", "face": 2})
    assert t.moves()["to_act"] == [A]
    # R6: Orcs pool: O2 attacks with 2D. A's W3 attacks O2; O2 attacks back; and so on until one side falls.
    t.play({"type": "declare_attack", "player": A, "attacker": "W3", "target": "O2", "kind": "physical"})
    t.play({"type": "roll", "player": "chance", "face": 6})
    t.play({"type": "roll", "player": "chance", "face": 6})
    assert "O2" in t.state["discard"] and t.moves()["to_act"] == [B]
    t.play({"type": "declare_attack", "player": B, "attacker": "O3", "target": "W1", "kind": "magic"})
    t.play({"type": "roll", "player": "chance", "face": 1})
    t.play({"type": "declare_attack", "player": A, "attacker": "W1", "target": "O3", "kind": "physical"})
    t.play({"type": "roll", "player": "chance", "face": 4})
    events = t.play({"type": "roll", "player": "chance", "face": 4})
    assert any(e["type"] == "battle_won" and e["gems"] == ["G1"] for e in events)
    assert t.state["battle"] is None and t.state["seats"][A]["field"] == ["P1", "G1", "W1", "W3"]
    assert t.state["seats"][B]["side"] == "neutral" and t.state["active"] == B

    # A reported outcome that cannot happen is refused.
    t.play({"type": "draw", "player": B})
    bad = t.post("apply", {"state": t.state, "action": {"type": "draw_card", "player": "chance", "card": "W1"}}, 422)
    assert bad["rule"] == "MM-16.1"


def test_describe_and_setup_errors_over_http(client):
    described = client.get(BASE).get_json()
    assert described["id"] == "monster-maker-5" and described["players"] == {"min": 2, "max": 8}
    assert {r["id"] for r in described["rules"]} >= {"MM-6.11", "MM-11.3"}
    bad = client.post(f"{BASE}/setup", json={"players": 9})
    assert bad.status_code == 422 and bad.get_json()["rule"] == "MM-2.1"
    bad = client.post(f"{BASE}/setup", json={"players": 4, "options": {"card_table": {"cards": [], "dungeon": {}}}})
    assert bad.status_code == 422 and bad.get_json()["rule"] == "MM-1.12"
    made = client.post(f"{BASE}/setup", json={"players": 4, "seed": 9})
    assert made.status_code == 201
    state = made.get_json()["state"]
    STATE.validate(state)
    checked = client.post(f"{BASE}/validate", json={"state": state}).get_json()
    assert checked == {"valid": True}
    state["seats"][0]["hand_size"] += 1
    checked = client.post(f"{BASE}/validate", json={"state": state}).get_json()
    assert checked["valid"] is False and checked["problems"]
