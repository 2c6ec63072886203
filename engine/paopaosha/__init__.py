"""跑跑杀 PaoPao Sha: a hidden-identity card game for 3-12 players (shared/rules/paopaosha.md)."""
from engine.paopaosha.rules import PaoPaoSha

GAME = PaoPaoSha()
