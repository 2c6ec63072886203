"""The specific prompts of PaoPao Sha's decision frames, and how a `choose` move of each reads."""
from __future__ import annotations

from engine.core.text import Text, text
from engine.paopaosha.prompt_names import card, seat

FRAME_PROMPTS: dict = {}


def choice_label(st: dict, top: dict, choice, seen: set) -> Text:
    reader = CHOICE_LABELS.get(top["k"])
    if reader is not None:
        return reader(st, top, choice, seen)
    return text(f"Choose {choice}", f"选择 {choice}")


CHOICE_LABELS: dict = {}
