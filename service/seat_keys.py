"""Seat keys: one secret per seat of a sealed game, and one for the table's chance reports in client mode.

A key is HMAC-SHA256, under REFEREE_SEAT_KEY_SECRET, of the game kind, the random game id sealed inside the
state, and the seat. Nothing is stored: the key of any seat can be derived again from a state, so any worker
can check it. The secret is not one of the seal keys, so rotating those never invalidates a game in play.
"""
from __future__ import annotations

import base64
import hmac

TABLE = "table"
KEY_PREFIX = "seat.v1."


class SeatKeys:
    def __init__(self, secret: str):
        if len(secret.encode("utf-8")) < 32:
            raise ValueError("REFEREE_SEAT_KEY_SECRET must be at least 32 bytes of random text")
        self._secret = secret.encode("utf-8")

    def key(self, game: str, game_id: str, seat: int | str) -> str:
        message = "\x1f".join(("referee seat key", game, game_id, str(seat))).encode("utf-8")
        digest = hmac.digest(self._secret, message, "sha256")      # one-shot: the same bytes as hmac.new, in C
        return KEY_PREFIX + base64.urlsafe_b64encode(digest).rstrip(b"=").decode("ascii")

    def holders(self, players: int, chance: str) -> list[int | str]:
        """Who gets a key: every seat, and the table when it reports chance."""
        return [*range(players), *([TABLE] if chance in ("client", "table") else [])]

    def all_keys(self, game: str, game_id: str, players: int, chance: str) -> dict[str, str]:
        return {str(holder): self.key(game, game_id, holder) for holder in self.holders(players, chance)}

    def holder_of(self, presented: str, game: str, game_id: str, players: int, chance: str,
                  likely: int | str | None = None) -> int | str | None:
        """The seat (or TABLE) whose key was presented, or None; compared in constant time. `likely`, the holder
        the request names (the acting seat), is tried first: then one key is derived instead of every seat's."""
        holders = self.holders(players, chance)
        if likely in holders and not isinstance(likely, bool) and self._is_key(presented, game, game_id, likely):
            return likely
        found = None
        for holder in holders:
            if self._is_key(presented, game, game_id, holder):
                found = holder
        return found

    def _is_key(self, presented: str, game: str, game_id: str, holder: int | str) -> bool:
        return hmac.compare_digest(presented.encode("utf-8"), self.key(game, game_id, holder).encode("ascii"))
