"""跑吧！怪獸 Monster Run (levels 1-5): a race along a musical staff played with note cards."""
from engine.monster_run.game import MonsterRunGame

GAME = MonsterRunGame()
