"""The rewind guard: Redis remembers how many actions each sealed game has had, so an older sealed state of the
same game (a move taken back, a draw peeked at and then undone) is refused.

A stateless referee cannot tell an old sealed state from the latest one; the guard can, with one small hash
per game: `moves` (the move counter of the latest state) and `last` (a digest of the move that reached it).
One Lua script checks and advances the counter in a single atomic round trip, so two workers (or two
processes) racing on the same game cannot both advance it. The same action sent again on the same state (a
proxy's retry after a lost answer) is recognised by its digest and answered again: the engine is
deterministic, so the answer is the same. A game idle for REFEREE_GUARD_IDLE_SECONDS is forgotten and can no
longer move.

The same hash records which seats' keys were handed out by `join`, so that each key is handed out once.
"""
from __future__ import annotations

import hashlib

import redis

from service.sealed_problems import guard_unavailable, join_unavailable, seat_taken, stale_state
from service.sealing import canonical_json

KEY_PREFIX = "referee:game:"
DEFAULT_IDLE_SECONDS = 7 * 24 * 3600

# KEYS[1]: the game's hash. ARGV: the move counter of the state sent, the digest of (state, action), the idle
# expiry in seconds. Answers "advanced", "retry", "unknown" (never registered, or expired) or "stale".
ADVANCE_SCRIPT = """
local moves = redis.call('HGET', KEYS[1], 'moves')
if not moves then return 'unknown' end
moves = tonumber(moves)
local sent = tonumber(ARGV[1])
if moves == sent then
  redis.call('HSET', KEYS[1], 'moves', sent + 1, 'last', ARGV[2])
  redis.call('EXPIRE', KEYS[1], ARGV[3])
  return 'advanced'
end
if moves == sent + 1 and redis.call('HGET', KEYS[1], 'last') == ARGV[2] then
  redis.call('EXPIRE', KEYS[1], ARGV[3])
  return 'retry'
end
return 'stale'
"""


# KEYS[1]: the game's hash. ARGV[1]: the seat (or "table") whose key is handed out. Answers "claimed" the first
# time, then "taken"; "closed" for a game whose keys were handed out in its setup answer; "unknown" for a game
# the guard does not know.
CLAIM_SCRIPT = """
if redis.call('EXISTS', KEYS[1]) == 0 then return 'unknown' end
if redis.call('HGET', KEYS[1], 'joinable') ~= '1' then return 'closed' end
if redis.call('HSETNX', KEYS[1], 'seat:' .. ARGV[1], 1) == 1 then return 'claimed' end
return 'taken'
"""


class RewindGuard:
    def __init__(self, url: str, idle_seconds: int = DEFAULT_IDLE_SECONDS):
        if idle_seconds <= 0:
            raise ValueError("REFEREE_GUARD_IDLE_SECONDS must be positive")
        # Short timeouts: a request waiting on a lost Redis must fail fast as a 503, not hold a worker.
        self._redis = redis.Redis.from_url(url, socket_timeout=2, socket_connect_timeout=2)
        self._advance = self._redis.register_script(ADVANCE_SCRIPT)
        self._claim = self._redis.register_script(CLAIM_SCRIPT)
        self.idle_seconds = idle_seconds

    def register(self, game_id: str, moves: int, joinable: bool) -> None:
        """Starts guarding a new game (its id is random, so it is never already known). `joinable`: its seats'
        keys are handed out by join, rather than all at once in the setup answer."""
        pipeline = self._redis.pipeline()  # MULTI/EXEC: the hash never exists without its expiry
        pipeline.hset(KEY_PREFIX + game_id, mapping={"moves": moves, "last": "", "joinable": int(joinable)})
        pipeline.expire(KEY_PREFIX + game_id, self.idle_seconds)
        self._call(pipeline.execute)

    @staticmethod
    def digest(moves: int, state: dict, action: dict) -> str:
        """What `advance` records of a move: taken before the engine runs, which may reuse the state's lists."""
        return hashlib.sha256(canonical_json({"moves": moves, "state": state, "action": action})).hexdigest()

    def advance(self, game_id: str, moves: int, digest: str) -> None:
        """Records that the move of `digest` moved the game on from the state with counter `moves`; refuses
        with 409 a state that is no longer the latest, unless this is the move that made it so, sent again."""
        outcome = self._call(lambda: self._advance(keys=[KEY_PREFIX + game_id],
                                                   args=[moves, digest, self.idle_seconds]))
        if outcome == b"unknown":
            raise stale_state(f"the rewind guard does not know this game (it was idle more than "
                              f"{self.idle_seconds} seconds, or was set up without the guard)")
        if outcome == b"stale":
            raise stale_state(f"the game has moved on since this state (its move {moves})")

    def claim_seat(self, game_id: str, holder: int | str) -> None:
        """Records that `holder`'s key has been handed out; refuses a second hand-out with 409 SEAT_TAKEN."""
        outcome = self._call(lambda: self._claim(keys=[KEY_PREFIX + game_id], args=[str(holder)]))
        if outcome == b"unknown":
            raise stale_state("the rewind guard does not know this game")
        if outcome == b"taken":
            raise seat_taken(holder)
        if outcome == b"closed":
            raise join_unavailable("this game's keys were handed out in its setup answer")

    @staticmethod
    def _call(operation):
        try:
            return operation()
        except redis.RedisError:
            raise guard_unavailable() from None
