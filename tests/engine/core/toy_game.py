"""A toy game for testing the core alone: each turn a player flips a coin (chance); heads scores a point.

Two players take turns; the first to `target` points wins. Small enough to check the Referee's machinery
(turn checks, both chance modes, replay) without depending on any real game.
"""
from engine.core import (
    CHANCE,
    Game,
    IllegalMove,
    InvalidSetup,
    InvalidState,
    MalformedAction,
    Outcome,
    UnknownAction,
)
from engine.core.catalogue import catalogue, component
from engine.core.prompt import prompt
from engine.core.text import text


class CoinRace(Game):
    id = "coin-race"
    name_en = "Coin race"
    name_zh = "擲幣賽跑"
    min_players = 2
    max_players = 2
    turn_rule = "T-1"
    game_over_rule = "T-3"
    chance_rule = "T-2"
    action_rule = "T-0"

    def option_specs(self):
        return [{"name": "target", "schema": {"type": "integer", "minimum": 1}, "default": 2,
                 "description": "points to win"}]

    def action_specs(self):
        return [{"type": "flip", "parameters": {}, "description": "flip the coin"},
                {"type": "coin", "parameters": {"face": "heads or tails"}, "description": "chance: the face"}]

    def catalogue(self):
        return catalogue(self.id, text(self.name_en, self.name_zh),
                         text("The game has no deck.", "本遊戲沒有牌堆。"),
                         markers=[component("coin", text("Coin", "硬幣"),
                                            text("Heads scores a point.", "正面得一分。"), "coin")])

    def rule_summaries(self):
        return {"T-0": "Only flips.", "T-1": "Players alternate.", "T-2": "A coin shows heads or tails.",
                "T-3": "First to the target wins."}

    def new_game(self, players, options):
        if players != 2:
            raise InvalidSetup("T-1", "Coin race is for two players.")
        target = options.get("target", 2)
        return {"players": 2, "options": {"target": target}, "scores": [0, 0], "turn": 0, "flipping": False}

    def load(self, data):
        try:
            state = {key: data[key] for key in ("players", "options", "scores", "turn", "flipping")}
        except KeyError as missing:
            raise InvalidState(f"missing {missing}") from None
        return {**state, "scores": list(state["scores"]), "options": dict(state["options"])}

    def dump(self, state):
        return {**state, "to_act": self.to_act(state), "result": self.result(state)}

    def to_act(self, state):
        if self.result(state):
            return []
        return [CHANCE] if state["flipping"] else [state["turn"]]

    def result(self, state):
        target = state["options"]["target"]
        for seat, score in enumerate(state["scores"]):
            if score >= target:
                return {"winners": [seat], "ranking": [seat, 1 - seat], "scores": {"0": state["scores"][0],
                                                                                  "1": state["scores"][1]}}
        return None

    def chance_outcomes(self, state):
        return [Outcome({"type": "coin", "player": CHANCE, "face": face}) for face in ("heads", "tails")]

    def legal_moves(self, state, player):
        return [{"type": "flip", "player": player}]

    def prompts(self, state, seats):
        return [prompt(seat, "flip", text("Your turn: flip the coin", "輪到你：擲幣"))
                for seat in seats]

    def labels(self, state, moves):
        return [text("Flip the coin", "擲幣") if move["type"] == "flip" else
                text(f"The coin shows {move['face']}", "正面" if move["face"] == "heads" else "反面") for move in moves]

    def apply(self, state, action):
        if action["type"] == "coin":
            state["flipping"] = False
            if action["face"] == "heads":
                state["scores"][state["turn"]] += 1
            state["turn"] = 1 - state["turn"]
            return [{"type": "coin", "face": action["face"], "visible_to": "all", "message": action["face"]}]
        if action["type"] != "flip":
            raise UnknownAction(self.action_rule, f"No action {action['type']!r}.")
        if set(action) != {"type", "player"}:
            raise MalformedAction("flip takes no parameters")
        if state["flipping"]:
            raise IllegalMove("T-1", "Already flipping.")
        state["flipping"] = True
        return [{"type": "flip", "player": action["player"], "visible_to": "all", "message": "flip"}]

    def default_move(self, state, player):
        return {"type": "flip", "player": player}

    def view(self, state, player):
        return self.dump(state)

    def problems(self, state):
        return [] if all(score >= 0 for score in state["scores"]) else ["a score is negative"]
