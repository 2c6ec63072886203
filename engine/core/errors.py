"""The errors the engine raises. Each carries a machine code and a sentence for a person at the table.

Two families, as in python-chess: input that cannot be read as an action or a state at all (malformed), and
input that is well formed but breaks a rule of the game (a rules error, which names the rule ID it breaks).
"""

MAX_DETAIL_CHARACTERS = 4000


class RefereeError(Exception):
    """Base of every error the engine raises on purpose."""

    status = 400
    code = "BAD_REQUEST"
    title = "Bad request"

    def __init__(self, detail: str, *, detail_zh: str | None = None):
        if len(detail) > MAX_DETAIL_CHARACTERS:       # it may quote what the client sent
            detail = detail[:MAX_DETAIL_CHARACTERS - 1] + "…"
        super().__init__(detail)
        self.detail = detail
        self.detail_zh = detail_zh

    def body(self) -> dict:
        body = {"title": self.title, "status": self.status, "code": self.code, "detail": self.detail}
        if self.detail_zh:
            body["detail_zh"] = self.detail_zh
        return body


class RulesError(RefereeError):
    """A well-formed request that a rule forbids; `rule` is the rule ID of shared/rules/*.md it breaks."""

    status = 422
    code = "ILLEGAL_MOVE"
    title = "Illegal move"

    def __init__(self, rule: str, detail: str, *, detail_zh: str | None = None):
        super().__init__(detail, detail_zh=detail_zh)
        self.rule = rule

    def body(self) -> dict:
        return {**super().body(), "rule": self.rule}


class IllegalMove(RulesError):
    """The action breaks a rule of the game."""


class NotYourTurn(RulesError):
    code = "NOT_YOUR_TURN"
    title = "Not your turn"


class GameOver(RulesError):
    code = "GAME_OVER"
    title = "The game is over"


class UnknownAction(RulesError):
    code = "UNKNOWN_ACTION"
    title = "Unknown action"


class InvalidSetup(RulesError):
    """Setup options that the rules do not allow (a value out of range, a placement a rule forbids)."""

    code = "INVALID_SETUP"
    title = "Invalid setup"


class MalformedAction(RefereeError):
    """An action that is not even of the shape of an action (a missing field, a wrong type)."""

    status = 422
    code = "UNKNOWN_ACTION"
    title = "Malformed action"

    def __init__(self, detail: str, *, rule: str | None = None, detail_zh: str | None = None):
        super().__init__(detail, detail_zh=detail_zh)
        self.rule = rule

    def body(self) -> dict:
        body = super().body()
        if self.rule:
            body["rule"] = self.rule
        return body


# A problem list is capped, and so is each sentence: a hostile state may have a million things wrong with it,
# and its answer must stay small. The first few problems are kept, then a count of the rest.
MAX_PROBLEMS = 10
MAX_PROBLEM_CHARACTERS = 300


def capped_problems(problems: list[str]) -> list[str]:
    kept = [text if len(text) <= MAX_PROBLEM_CHARACTERS else text[:MAX_PROBLEM_CHARACTERS - 1] + "…"
            for text in problems[:MAX_PROBLEMS]]
    if len(problems) > MAX_PROBLEMS:
        kept.append(f"and {len(problems) - MAX_PROBLEMS} more problem(s)")
    return kept


class InvalidState(RefereeError):
    """A state that cannot be read, or that the rules cannot reach; `problems` lists what is wrong (capped)."""

    code = "INVALID_STATE"
    title = "Invalid state"

    def __init__(self, problems: list[str] | str):
        problems = capped_problems([problems] if isinstance(problems, str) else list(problems))
        super().__init__("; ".join(problems) or "invalid state")
        self.problems = problems

    def body(self) -> dict:
        return {**super().body(), "problems": self.problems}
