"""Random playouts through the Referee, checking the contract's promises at every step."""
import json
import os
import random
from dataclasses import dataclass, field

from engine.core import CHANCE, Referee, RefereeError

# CI runs a few games per case; CONFORMANCE_GAMES=1000 runs a soak.
GAMES_PER_CASE = int(os.environ.get("CONFORMANCE_GAMES", "1"))
MAX_STEPS = 20_000
MUTANTS_PER_STEP = 3


@dataclass
class Playout:
    referee: Referee
    players: int
    chance: str
    seed: int
    options: dict = field(default_factory=dict)
    steps: int = 0
    mutants_refused: int = 0
    largest_state: int = 0
    actions: list = field(default_factory=list)
    chance_actions: list = field(default_factory=list)
    states: list = field(default_factory=list)

    def run(self, check=True, keep_states=False) -> dict:
        picker = random.Random(self.seed)
        log = [] if self.chance == "server" else None
        state, _ = self.referee.setup(self.players, dict(self.options), seed=self.seed, chance=self.chance,
                                      chance_log=log)
        self._record(state, log, None, keep_states)
        while state["result"] is None:
            assert self.steps < MAX_STEPS, f"no end after {MAX_STEPS} actions"
            answer = self.referee.legal_moves(state)
            moves = answer["moves"]
            assert moves, f"no legal move while {state['to_act']} must act"
            assert answer["to_act"] == state["to_act"]
            action = picker.choice(moves)
            if check:
                check_step(self, state, moves, action, picker)
            log = [] if self.chance == "server" else None
            before = json.dumps(state, sort_keys=True)
            state, events = self.referee.apply(state, action, chance_log=log)
            assert json.dumps(state, sort_keys=True) != before or events, "an accepted action changed nothing"
            if self.chance == "table":
                # The referee knows only what the whole table saw, so it has nothing to tell one seat alone.
                assert all(event["visible_to"] == "all" for event in events), events
            self.steps += 1
            self._record(state, log, action, keep_states)
        assert state["to_act"] == []
        return state

    def _record(self, state, log, action, keep_states):
        self.largest_state = max(self.largest_state, len(json.dumps(state)))
        if action is not None:
            self.actions.append(action)
        self.chance_actions.append(list(log or []))
        if keep_states:
            self.states.append(state)


def check_step(playout: Playout, state, moves, action, picker):
    referee = playout.referee
    round_tripped = json.loads(json.dumps(state))
    assert round_tripped == state, "the state does not survive a JSON round trip"
    assert referee.validate(round_tripped) == [], referee.validate(round_tripped)
    if playout.steps % 7 == 0:
        again = referee.legal_moves(round_tripped)["moves"]
        assert again == moves, "legal moves differ after a JSON round trip"
        # One seat each time, in rotation: over a game every seat's view is checked many times.
        check_view(referee, state, (playout.steps // 7) % playout.players)
    candidates = mutants(action, moves, state, playout.players)
    if playout.chance == "table":
        # A seat's reveal is legal at any moment and never listed: a chance reveal sent by the seat itself is one.
        loaded = referee._load(state)[0]
        candidates = [mutant for mutant in candidates if not referee.game.any_time_action(loaded, mutant)]
    for mutant in picker.sample(candidates, min(MUTANTS_PER_STEP, len(candidates))):
        try:
            referee.apply(state, mutant)
        except RefereeError:
            playout.mutants_refused += 1
            continue
        raise AssertionError(f"an unlisted action was accepted: {mutant}")


def mutants(action, moves, state, players):
    """Actions near a listed one that are not listed: another seat, another value, a value out of range,
    a missing field, an unexpected field."""
    found = []
    for seat in list(range(players)) + [players, -1, CHANCE]:
        if seat != action["player"]:
            found.append({**action, "player": seat})
    for key, value in action.items():
        if key in ("type", "player"):
            continue
        found.append({k: v for k, v in action.items() if k != key})
        for other in moves:
            if key in other and other[key] != value:
                found.append({**action, key: other[key]})
                break
        if isinstance(value, int) and not isinstance(value, bool):
            found.extend([{**action, key: value + 1000}, {**action, key: -1 - value}])
        found.append({**action, key: None})
        found.append({**action, key: "no-such-thing"})
    found.append({**action, "unexpected": 1})
    found.append({**action, "type": action["type"] + "_x"})
    return [mutant for mutant in found if mutant not in moves]


def check_view(referee: Referee, state, seat):
    view = referee.view(state, seat)
    assert "rng" not in view
    for leak in secrets_of_others(referee.game.id, state, seat):
        assert leak not in view_paths(view), f"seat {seat} can see {leak}"


def view_paths(view):
    return set(_paths(view, ()))


def _paths(node, prefix):
    yield prefix, _canonical(node)
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _paths(value, prefix + (key,))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _paths(value, prefix + (index,))


def _canonical(node):
    return json.dumps(node, sort_keys=True)


def secrets_of_others(game_id, state, seat):
    """(path, value) pairs of `state` that `seat` must not see, as declared for each game in hidden.py."""
    from tests.conformance.hidden import HIDDEN
    finder = HIDDEN.get(game_id)
    if finder is None:
        raise AssertionError(f"tests/conformance/hidden.py does not say what is hidden in {game_id}")
    return [(path, _canonical(value)) for path, value in finder(state, seat) if value not in (None, [], {})]
