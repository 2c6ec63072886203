"""For each game, what a seat may not see of a full state: (path, value) pairs that must not appear in its view.

A non-empty secret (another seat's hand, a face-down card, a draw pile's content) must not appear at its
path in the view; the view may put a count there instead.
"""

HIDDEN = {}
