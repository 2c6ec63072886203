"""Game.draw_chance: how server mode picks a random outcome, and that the Referee draws through it."""
from engine.core import CHANCE, Outcome, Referee
from tests.engine.core.toy_game import CoinRace


class LoadedCoin(CoinRace):
    """Heads twice as likely as tails, and an edge that never comes up (weight 0)."""

    def chance_outcomes(self, state):
        return [Outcome({"type": "coin", "player": CHANCE, "face": face}, weight)
                for face, weight in (("heads", 2), ("edge", 0), ("tails", 1))]


class Fixed:
    """A generator stand-in: answers `below` with the numbers given, and keeps the bounds it was asked for."""

    def __init__(self, *numbers: int):
        self.numbers, self.bounds = list(numbers), []

    def below(self, bound: int) -> int:
        self.bounds.append(bound)
        return self.numbers.pop(0)


def test_a_draw_takes_one_number_below_the_total_weight_and_walks_the_outcomes_in_order():
    game = LoadedCoin()
    state = game.new_game(2, {})
    faces = []
    for number in range(3):
        rng = Fixed(number)
        faces.append(game.draw_chance(state, rng)["face"])
        assert rng.bounds == [3]
    assert faces == ["heads", "heads", "tails"]


class AlwaysTails(CoinRace):
    """A game that draws without listing (as Monster Run does): here it always picks tails."""

    def draw_chance(self, state, rng):
        rng.below(2)
        return {"type": "coin", "player": CHANCE, "face": "tails"}


def test_server_mode_applies_the_games_own_draw():
    referee = Referee(AlwaysTails())
    state, _ = referee.setup(2, seed=1)
    for seat in (0, 1, 0, 1):
        state, events = referee.apply(state, {"type": "flip", "player": seat})
        assert events[-1]["face"] == "tails"
    assert state["scores"] == [0, 0]
