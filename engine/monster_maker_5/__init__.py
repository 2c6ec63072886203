"""Monster Maker 5 聖索菲雅騎士團 (shared/rules/monster-maker-5.md)."""
from engine.monster_maker_5.game import MonsterMaker5

GAME = MonsterMaker5()
