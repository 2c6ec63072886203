"""Target listers (issue 15): for the cards a play-phase listing asks of every seat most often (杀, 顺手牵狗), the
living seats its card entry's target_error lets through, in their order, found in one pass: the reach read once and
no refused seat's sentence written. A card entry's `targets` is fn(st, u, seats); where it is None the listing asks
target_error seat by seat. target_error stays the rule that names a refusal; tests/engine/paopaosha/
test_fast_paths.py checks that both agree."""
from __future__ import annotations

from engine.paopaosha import machine as m
from engine.paopaosha.cards import KINDS
from engine.paopaosha.effects import attack_protected, has_any, shielded


def attack_targets(st, u, seats):
    every = st["seats"]
    weapon = every[u]["equipment"]["weapon"]                    # the reach, read once for every seat
    reach = KINDS[st["_t"][weapon][0]]["range"] if weapon is not None else 1
    out = []
    for t in seats:
        if t != u and every[t]["alive"] and m.distance(st, u, t) <= reach and not attack_protected(st, u, t, "attack"):
            out.append(t)
    return out


def snatch_targets(st, u, seats):
    every = st["seats"]
    out = []
    for t in seats:
        if (t != u and every[t]["alive"] and not shielded(st, u, t) and m.distance(st, u, t) <= 1
                and has_any(st, t, False)):
            out.append(t)
    return out


m.CARDS["attack"]["targets"] = attack_targets
m.CARDS["snatch"]["targets"] = snatch_targets
