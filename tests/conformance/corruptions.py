"""For each game, named ways to corrupt a valid state that `validate` must catch (duplicated card, missing card,
position off the board, a value above its maximum, a seat out of range)."""

CORRUPTIONS = {}
