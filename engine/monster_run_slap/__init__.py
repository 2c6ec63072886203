"""同音拍 Same-pitch slap, the independent mini-game of Monster Run (shared/rules/monster-run.md, SLAP rules)."""
from engine.monster_run_slap.game import SlapGame

GAME = SlapGame()
