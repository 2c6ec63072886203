"""The note cards of Monster Run as the slap game uses them: data tables only.

Pitches follow MR-0.6 (15 natural pitches C4-C6 named in fixed-Do solfege), card names MR-0.7 (`Q-E4` quarter,
`H-E4` half, `DH-E4` dotted half), and the standard deck MR-1.3 (per pitch 4 Q, 2 H, 2 DH: 120 cards). This table
is the slap game's own copy; the main game keeps its own.
"""
from __future__ import annotations

# The seven solfege names in scale order (SLAP-4.1), with the names used in Chinese text.
SOLFEGE: tuple[str, ...] = ("Do", "Re", "Mi", "Fa", "Sol", "La", "Si")
SOLFEGE_SET = frozenset(SOLFEGE)

# Row, pitch, solfege (MR-0.6).
PITCHES: tuple[tuple[int, str, str], ...] = (
    (1, "C4", "Do"), (2, "D4", "Re"), (3, "E4", "Mi"), (4, "F4", "Fa"), (5, "G4", "Sol"),
    (6, "A4", "La"), (7, "B4", "Si"), (8, "C5", "Do"), (9, "D5", "Re"), (10, "E5", "Mi"),
    (11, "F5", "Fa"), (12, "G5", "Sol"), (13, "A5", "La"), (14, "B5", "Si"), (15, "C6", "Do"),
)

# Duration code, English name, Chinese name, copies per pitch in the standard deck (MR-0.7, MR-1.3).
DURATIONS: tuple[tuple[str, str, str, int], ...] = (
    ("Q", "quarter note", "四分音符", 4),
    ("H", "half note", "二分音符", 2),
    ("DH", "dotted half note", "附點二分音符", 2),
)

# Every card kind in canonical order: by pitch row, then Q, H, DH.
CARD_KINDS: tuple[str, ...] = tuple(f"{code}-{pitch}" for _, pitch, _ in PITCHES for code, *_ in DURATIONS)
KIND_INDEX: dict[str, int] = {kind: index for index, kind in enumerate(CARD_KINDS)}

# The solfege name a card matches (SLAP-5.1): octave and duration do not matter.
SOLFEGE_OF: dict[str, str] = {
    f"{code}-{pitch}": name for _, pitch, name in PITCHES for code, *_ in DURATIONS
}

STANDARD_DECK: dict[str, int] = {
    f"{code}-{pitch}": copies for _, pitch, _ in PITCHES for code, _, _, copies in DURATIONS
}
STANDARD_DECK_SIZE = sum(STANDARD_DECK.values())

# The default tune of the `tune` calling mode, 小星星 (Twinkle Twinkle Little Star), SLAP-4.1.
DEFAULT_TUNE: tuple[str, ...] = (
    "Do", "Do", "Sol", "Sol", "La", "La", "Sol", "Fa", "Fa", "Mi", "Mi", "Re", "Re", "Do",
)

# Bounds of a custom deck (an engine convenience next to SLAP-2.1): copies of one kind, and cards in all.
MAX_COPIES_PER_KIND = 20
MAX_DECK_SIZE = 480
MAX_TUNE_LENGTH = 256


def card_sentence(kind: str) -> str:
    """`Q-E4` -> `a quarter note on E4 (Mi)`, for event messages."""
    code, pitch = kind.split("-")
    name = next(english for c, english, _, _ in DURATIONS if c == code)
    return f"a {name} on {pitch} ({SOLFEGE_OF[kind]})"


def card_sentence_zh(kind: str) -> str:
    code, pitch = kind.split("-")
    name = next(chinese for c, _, chinese, _ in DURATIONS if c == code)
    return f"{pitch}（{SOLFEGE_OF[kind]}）的{name}"
