"""Monster Run components as data: pitches, the note deck, fruit values, the magic deck (MR-0.6, MR-1)."""
from __future__ import annotations

# MR-0.6: the 15 natural pitches C4..C6, row 1 at the bottom.
PITCHES = ("C4", "D4", "E4", "F4", "G4", "A4", "B4", "C5", "D5", "E5", "F5", "G5", "A5", "B5", "C6")
ROW = {pitch: row for row, pitch in enumerate(PITCHES, start=1)}
SOLFEGE = {"C": ("Do", "Do"), "D": ("Re", "Re"), "E": ("Mi", "Mi"), "F": ("Fa", "Fa"), "G": ("Sol", "Sol"),
           "A": ("La", "La"), "B": ("Si", "Si")}

# MR-0.7, MR-1.3: durations with their length in quarter notes and copies per pitch (reconstruction).
DURATIONS = {
    "Q": {"quarters": 1, "copies": 4, "en": "quarter note", "zh": "四分音符"},
    "H": {"quarters": 2, "copies": 2, "en": "half note", "zh": "二分音符"},
    "DH": {"quarters": 3, "copies": 2, "en": "dotted half note", "zh": "附點二分音符"},
}

# The note deck: 120 cards, 8 per pitch (MR-1.3). Canonical order: duration, then pitch.
NOTE_ORDER = tuple(f"{duration}-{pitch}" for duration in DURATIONS for pitch in PITCHES)
NOTE_DECK = {card: DURATIONS[card.split("-")[0]]["copies"] for card in NOTE_ORDER}
NOTE_RANK = {card: index for index, card in enumerate(NOTE_ORDER)}
# card -> (length in quarters, row)
NOTE_INFO = {card: (DURATIONS[card.split("-")[0]]["quarters"], ROW[card.split("-")[1]]) for card in NOTE_ORDER}
NOTE_COUNT = sum(NOTE_DECK.values())

# MR-1.5, MR-7.1: fruit colours in placement and prize order, with their values.
COLOURS = ("red", "green", "yellow")
FRUIT_VALUE = {"red": 3, "green": 2, "yellow": 1}
FRUIT_ZH = {"red": "紅色果實", "green": "綠色果實", "yellow": "黃色果實"}
BOARD_FRUITS_MAX = 4

# MR-9.8: the magic cards (only To Coda is from the source; the rest is a reconstruction, MR-9.11).
# target: "any" monster, an "opponent"'s monster, or your own ("self").
MAGIC_CARDS = {
    "to_coda": {"en": "To Coda", "zh": "到 Coda", "target": "any"},
    "fermata": {"en": "Fermata", "zh": "延長記號", "target": "opponent"},
    "ritardando": {"en": "Ritardando", "zh": "漸慢", "target": "opponent"},
    "accelerando": {"en": "Accelerando", "zh": "漸快", "target": "self"},
}
MAGIC_ORDER = tuple(MAGIC_CARDS)
DEFAULT_MAGIC_DECK = ("to_coda", "to_coda", "fermata", "fermata", "ritardando", "ritardando",
                      "accelerando", "accelerando")
DEFAULT_MAGIC_HAND_LIMIT = 3

MONSTERS = {1: "Monster 1", 2: "Monster 2", 3: "Monster 3", 4: "Monster 4"}
SPELLS = ("none", "sharp", "flat")
SPELL_SHIFT = {"none": 0, "sharp": 1, "flat": -1}
SPELL_ZH = {"none": "不用咒語", "sharp": "升音咒", "flat": "降音咒"}


def note_name(card: str) -> str:
    duration, pitch = card.split("-")
    return f"{DURATIONS[duration]['en']} {pitch}"


def magic_name(card: str) -> str:
    return MAGIC_CARDS[card]["en"]


def magic_name_zh(card: str) -> str:
    return MAGIC_CARDS[card]["zh"]


def note_name_zh(card: str) -> str:
    """A note card in Chinese, e.g. 四分音符 E4 (unknown ids, from a refused action, are shown as given)."""
    duration, _dash, pitch = card.partition("-")
    return f"{DURATIONS[duration]['zh']} {pitch}" if duration in DURATIONS and pitch in ROW else card
