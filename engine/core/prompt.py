"""Building blocks of the prompts and labels of legal-moves (Game.prompts, Game.labels): a seat named in both
languages, and a prompt with its context fields."""
from __future__ import annotations

from engine.core.text import Text, text


def seat_name(seat: int, simplified: bool = False) -> Text:
    """"Seat 2" / "2號位" (traditional) or "2号位" (simplified)."""
    return text(f"Seat {seat}", f"{seat}{'号' if simplified else '號'}位")


def prompt(player: int, kind: str, sentence: Text, **context) -> dict:
    """A prompt: who decides, the decision's stable snake_case code, the sentence, and named context fields
    (documented with the Prompt schema in docs/openapi/base.yaml); fields whose value is None are left out."""
    return {"player": player, "kind": kind, "text": sentence,
            **{name: value for name, value in context.items() if value is not None}}
