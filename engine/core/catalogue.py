"""The shape of a game's catalogue (`GET /v1/games/{game}/catalogue`): every component a state, an action or an
event can name, with bilingual names and one-sentence descriptions (engine.core.text), so that a client can draw
and explain them without reading the engine. Each game builds its catalogue from its own data tables."""
from __future__ import annotations

from engine.core.text import Text

SECTIONS = ("cards", "deck", "characters", "skills", "markers", "cells", "dice")


def component(identifier: str, name: Text, description: Text, type_: str, reconstructed: bool = False,
              **facts) -> dict:
    """One entry of a section: `identifier` is the name states, actions and events use for it; `facts` are the
    kind-specific fields documented in CatalogueComponent (copies, suit, range, ...)."""
    return {"id": identifier, "name": name, "description": description, "type": type_,
            "reconstructed": reconstructed, **facts}


def catalogue(game_id: str, name: Text, custom_decks: Text, **sections: list) -> dict:
    """The whole catalogue: every section present (empty where the game has no such components)."""
    unknown = set(sections) - set(SECTIONS)
    if unknown:
        raise ValueError(f"unknown catalogue sections {sorted(unknown)}")
    return {"game": game_id, "name": name, "custom_decks": custom_decks,
            **{section: sections.get(section, []) for section in SECTIONS}}
