"""The battle procedure (MM-6 to MM-8, MM-10): forces, combat values, and the round's automatic steps.

A battle is a sequence of single decisions recorded in `state["battle"]`: `step` says what is awaited (a
principal's commit or spell, a helper's help, a spell's target, a die, an attack slot), `asked` or the
acting force says who decides. Each function below advances the battle until the next decision.
"""
from __future__ import annotations

from engine.monster_maker_5 import effects
from engine.monster_maker_5.flow import FORCE_ZH, KIND_ZH, ev, hand_check, names_zh, put, resync, take

MAX_ROUNDS = 10          # MM-6.20
MAX_ROLL_OFFS = 3        # MM-6.9


def other(side: str) -> str:
    return "defend" if side == "attack" else "attack"


def force(s: dict, side: str) -> list:
    """MM-6.2, MM-8.2: every character of the principal's field (a rescue: Warriors and Mages only); the
    dungeon force is its guards plus the dungeon card while undefeated."""
    b = s["battle"]
    cards = s["_t"].cards
    if side == "attack":
        field = s["seats"][b["attacker"]]["field"]
        if b["kind"] == "rescue":
            return [c for c in field if cards[c].cls in ("warrior", "mage")]
        return [c for c in field if cards[c].side]
    if b["kind"] == "rescue":
        d = s["dungeon"]
        return d["guards"] + ([] if d["defeated"] else [d["card"]])
    return [c for c in s["seats"][b["defender"]]["field"] if cards[c].side]


def controller(b: dict, side: str) -> int:
    """MM-6.3, MM-8.3."""
    if side == "attack":
        return b["attacker"]
    return b["defender"] if b["kind"] == "attack" else b["keeper"]


def force_side(s: dict, side: str) -> str:
    """The side (light/dark/neutral) of a force's principal; the dungeon is Dark (MM-3.7)."""
    b = s["battle"]
    if side == "defend" and b["kind"] == "rescue":
        return "dark"
    return s["seats"][controller(b, side)]["side"]


def legal_targets(s: dict, side: str) -> list:
    """MM-6.11: in a force with Dark combatants only the lowest rank present may be targeted."""
    cards = s["_t"].cards
    pool = force(s, side)
    ranks = [cards[c].rank for c in pool]
    if any(ranks):
        low = min(r for r in ranks if r)
        return [c for c, r in zip(pool, ranks) if r == low]
    return pool


def eligible(s: dict, side: str) -> list:
    """MM-6.10(a)."""
    b = s["battle"]
    return [c for c in force(s, side) if c not in b["attacked"] and c not in b["asleep"]]


def _owner_field(s, side):
    b = s["battle"]
    if side == "attack":
        return s["seats"][b["attacker"]]["field"]
    if b["kind"] == "rescue":
        return s["dungeon"]["guards"]
    return s["seats"][b["defender"]]["field"]


def gem_bonus(s, side, cid) -> int:
    """MM-6.15: a paladin whose paired gem is in the same field gets +1."""
    card = s["_t"].cards[cid]
    return 1 if card.cls == "paladin" and card.gem in _owner_field(s, side) else 0


def attack_value(s, side, cid, kind) -> tuple:
    """MM-6.12 step 1 with Orc pooling (MM-6.14) and the gem bonus (MM-6.15)."""
    cards = s["_t"].cards
    k = 0 if kind == "physical" else 1
    card = cards[cid]
    if card.cls == "orc":
        orcs = [cards[c].stats[k] for c in force(s, side) if cards[c].cls == "orc"]
        return sum(x[0] for x in orcs), sum(x[1] for x in orcs)
    n, m, _ = card.stats[k]
    return n, m + gem_bonus(s, side, cid)


def defence_value(s, side, cid, kind) -> int:
    """MM-6.12 step 2: printed defence, gem bonus, and every uncancelled Protection of that side."""
    k = 0 if kind == "physical" else 1
    return s["_t"].cards[cid].stats[k][2] + gem_bonus(s, side, cid) + s["battle"]["protection"][side]


# -- starting, asking, helping ------------------------------------------------------------------------------

def start(s: dict, kind: str, defender, keeper) -> list:
    s["phase"] = "battle"
    s["battle"] = {"kind": kind, "attacker": s["active"], "defender": defender, "keeper": keeper, "round": 1,
                   "step": "commit", "stage": "attack", "asked": None, "committed": False,
                   "helped": [], "spells": [], "revealed": False, "cancelled": [], "queue": [], "ts_targets": [],
                   "protection": {"attack": 0, "defend": 0}, "haste": [], "asleep": [], "attacked": [],
                   "initiative": [], "acting": None, "roll": None}
    return ask_principal(s, "attack")


def ask_principal(s: dict, stage: str) -> list:
    """R1.1 / R1.3 (MM-6.4, MM-15.4): a principal with an empty hand is not asked."""
    b = s["battle"]
    b["stage"] = stage
    b["committed"] = False
    if stage == "defend" and b["kind"] == "rescue":      # MM-8.4: no defending principal
        return ask_helper(s, stage, None)
    seat = controller(b, stage)
    if not s["seats"][seat]["hand_size"]:
        if stage == "defend" and b["round"] == 1 and s["seats"][seat]["side"] == "neutral":
            return neutral_loss(s)
        return ask_helper(s, stage, None)
    b["step"], b["asked"] = "commit", seat
    return []


def helper_order(s: dict) -> list:
    """MM-7.1, MM-7.2: non-principals in turn order from the active player's left."""
    b = s["battle"]
    n = s["players"]
    principals = {b["attacker"], b["defender"]}
    return [(s["active"] + i) % n for i in range(1, n) if (s["active"] + i) % n not in principals]


def accepts(recipient_side: str, helper_side: str) -> bool:
    """MM-7.3."""
    if recipient_side == "light":
        return helper_side in ("light", "neutral")
    if recipient_side == "dark":
        return helper_side in ("dark", "neutral")
    return False


def skip_reason(s: dict, seat: int, stage: str):
    """MM-7.2: the public grounds on which a helper is not asked (rule ID), or None."""
    if not accepts(force_side(s, stage), s["seats"][seat]["side"]):
        return "MM-7.3"
    if stage == "defend" and seat in s["battle"]["helped"]:
        return "MM-7.5"
    if not s["seats"][seat]["hand_size"]:
        return "MM-15.4"
    return None


def ask_helper(s: dict, stage: str, after) -> list:
    b = s["battle"]
    b["stage"] = stage
    order = helper_order(s)
    rest = order if after is None else order[order.index(after) + 1:]
    for seat in rest:
        if skip_reason(s, seat, stage) is None:
            b["step"], b["asked"] = "help", seat
            return []
    b["asked"] = None
    if stage == "attack":
        return ask_principal(s, "defend")
    return reveal(s)


def neutral_loss(s: dict) -> list:
    """MM-6.6: a Neutral defender who commits nothing loses at once; placed spells go unused."""
    b = s["battle"]
    if any(x["card"] is None for x in b["spells"]):
        return show_spells(s, after_loss=True)
    spells = [x["card"] for x in b["spells"]]
    put(s, s["discard"], spells)
    b["spells"] = []
    events = [ev("spells_discarded", f"Spells {', '.join(spells)} are revealed and discarded without effect "
                                     "(MM-6.6).", f"法術卡 {names_zh(s, spells)} 翻開後直接棄掉，沒有效果（MM-6.6）。",
                 cards=spells)] if spells else []
    return events + finish(s, "attack", f"Player {b['defender']} did not defend (MM-6.6)",
                           f"玩家 {b['defender']} 沒有防禦（MM-6.6）")


# -- R2-R4: reveal and resolve spells -----------------------------------------------------------------------

def show_spells(s: dict, after_loss: bool) -> list:
    """Table mode (MM-16.4): the spells are turned face up, and the table names each unnamed one in placement
    order (`show_spell`, a chance report) before they act or are discarded. While it does, `asked` keeps the
    defender after a Neutral defender's loss (MM-6.6), so that loss follows, and is empty before R2."""
    b = s["battle"]
    b["step"] = "show"
    b["asked"] = b["defender"] if after_loss else None
    return []


def spell_shown(s: dict) -> list:
    """After each named spell: wait for the next, or go on to the loss or to R2."""
    b = s["battle"]
    if any(x["card"] is None for x in b["spells"]):
        return []
    return neutral_loss(s) if b["asked"] is not None else reveal(s)


def reveal(s: dict) -> list:
    """R2 and the start of R3 (MM-6.8, MM-10.6)."""
    b = s["battle"]
    if any(x["card"] is None for x in b["spells"]):
        return show_spells(s, after_loss=False)
    cards = s["_t"].cards
    b["revealed"] = True
    b["asked"] = None
    kinds = [(cards[x["card"]].spell, x["side"]) for x in b["spells"]]
    events = []
    if b["spells"]:
        shown = [f"{x['card']} for the {x['side']}ing force by player {x['placer']}" for x in b["spells"]]
        shown_zh = [f"玩家 {x['placer']} 為{FORCE_ZH[x['side']]}蓋的 {names_zh(s, [x['card']])}" for x in b["spells"]]
        events.append(ev("spells_revealed", "Spells revealed: " + "; ".join(shown) + " (MM-6.8).",
                         "翻開法術卡：" + "；".join(shown_zh) + "（MM-6.8）。", spells=[dict(x) for x in b["spells"]]))
    cancelled = []
    if ("dispel", "attack") in kinds:
        cancelled.append("defend")
    if ("dispel", "defend") in kinds:
        cancelled.append("attack")
    b["cancelled"] = cancelled
    status = [i for i, (k, _) in enumerate(kinds) if k in effects.STATUS]
    attacks = [i for i, (k, _) in enumerate(kinds) if k in effects.ATTACKS]
    b["queue"] = status + attacks
    return events + resolve(s)


def resolve(s: dict) -> list:
    """Runs the spell queue until a decision or die is needed, then R4."""
    b = s["battle"]
    cards = s["_t"].cards
    events = []
    while b["queue"]:
        spell = b["spells"][b["queue"][0]]
        if spell["side"] in b["cancelled"]:
            events.append(ev("spell_cancelled", f"{spell['card']} is cancelled by Dispel (MM-10.6).",
                             f"{names_zh(s, [spell['card']])} 被驅散抵銷（MM-10.6）。"))
            b["queue"].pop(0)
            continue
        more, waiting = effects.START[cards[spell["card"]].spell](s, spell)
        events += more
        if waiting:
            return events
        b["queue"].pop(0)
    spells = [x["card"] for x in b["spells"]]
    put(s, s["discard"], spells)
    b["spells"] = []
    b["revealed"] = False
    return events + check_end_or_initiative(s)


def check_end_or_initiative(s: dict) -> list:
    """R4 (MM-6.17, MM-6.18) then R5 (MM-6.9)."""
    b = s["battle"]
    if not force(s, "attack"):
        return finish(s, "defend", "the attacking force is empty", "攻方已被全滅")
    if not force(s, "defend"):
        return finish(s, "attack", "the defending force is empty", "守方已被全滅")
    haste = b["haste"]
    if len(haste) == 1:
        return [ev("haste", f"Haste: the {haste[0]}ing force acts first (MM-6.9).",
                    f"加速：{FORCE_ZH[haste[0]]}先攻（MM-6.9）。")] + start_slots(s, haste[0])
    b["step"], b["initiative"] = "initiative", []
    return []


def initiative_die(s: dict, face: int) -> list:
    b = s["battle"]
    b["initiative"].append(face)
    rolls = b["initiative"]
    if len(rolls) % 2:
        return [ev("initiative_die", f"The attacking force rolls {face} for initiative.",
                    f"攻方擲出 {face} 決定先攻。", face=face)]
    a, d = rolls[-2], rolls[-1]
    events = [ev("initiative_die", f"The defending force rolls {face} for initiative.",
                 f"守方擲出 {face} 決定先攻。", face=face)]
    if a != d:
        return events + start_slots(s, "attack" if a > d else "defend")
    if len(rolls) == 2 * MAX_ROLL_OFFS:
        return events + [ev("initiative_tie", "Third tie: the defending force acts first (MM-6.9).",
                             "第三次平手：守方先攻（MM-6.9）。")] + \
            start_slots(s, "defend")
    return events + [ev("initiative_tie", "Tie: both roll again (MM-6.9).", "平手：雙方重擲（MM-6.9）。")]


# -- R6: attack slots and rolls ------------------------------------------------------------------------------

def start_slots(s: dict, first: str) -> list:
    b = s["battle"]
    b["initiative"] = []
    if eligible(s, first):
        b["acting"] = first
    elif eligible(s, other(first)):
        b["acting"] = other(first)
    else:
        return end_round(s)
    b["step"] = "declare"
    return [ev("attack_slot", f"The {b['acting']}ing force has the attack slot (MM-6.10).",
               f"輪到{FORCE_ZH[b['acting']]}攻擊（MM-6.10）。")]


def begin_roll(s: dict, source: str, side: str, target: str, kind: str, n: int, m: int) -> list:
    """MM-6.12, MM-6.13: normal mode unless even all sixes fall short; then two dice, success only on 12."""
    b = s["battle"]
    defence = defence_value(s, other(side), target, kind)
    mode = "normal" if 6 * n + m >= defence else "two_dice"
    b["roll"] = {"source": source, "side": side, "target": target, "kind": kind, "dice": n, "modifier": m,
                 "defence": defence, "mode": mode, "faces": []}
    b["step"] = "roll"
    text = f"{n}D+{m}" if m else f"{n}D"
    how = "normal roll" if mode == "normal" else "impossible, two-dice rule (MM-6.13)"
    how_zh = "一般擲骰" if mode == "normal" else "不可能成功，改擲兩骰（MM-6.13）"
    return [ev("attack_declared", f"{source} attacks {target} ({kind}): {text} against {defence}, {how}.",
               f"{names_zh(s, [source])} 對 {names_zh(s, [target])} 發動{KIND_ZH[kind]}攻擊：{text} 對防禦 {defence}，"
               f"{how_zh}。", source=source, target=target, kind=kind, mode=mode)]


def roll_die(s: dict, face: int) -> list:
    b = s["battle"]
    roll = b["roll"]
    roll["faces"].append(face)
    need = 2 if roll["mode"] == "two_dice" else roll["dice"]
    if len(roll["faces"]) < need:
        return []
    faces = roll["faces"]
    if roll["mode"] == "two_dice":
        success = faces == [6, 6]
    else:
        success = sum(faces) + roll["modifier"] >= roll["defence"]
    b["roll"] = None
    target_side = other(roll["side"])
    events = [ev("attack_rolled", f"{roll['source']} rolls {faces} against {roll['target']}: "
                                  f"{'success' if success else 'failure'}.",
                    f"{names_zh(s, [roll['source']])} 對 {names_zh(s, [roll['target']])} 擲出 {faces}："
                    f"{'成功' if success else '失敗'}。", faces=list(faces), success=success)]
    if success:
        events += defeat(s, roll["target"])
    if s["_t"].cards[roll["source"]].cls == "spell":
        more, waiting = effects.after_roll(s)
        events += more
        if waiting:
            return events
        b["queue"].pop(0)
        return events + resolve(s)
    if not force(s, target_side):
        return events + finish(s, roll["side"], f"the {target_side}ing force is empty",
                               f"{FORCE_ZH[target_side]}已被全滅")
    return events + next_slot(s)


def defeat(s: dict, cid: str) -> list:
    """MM-6.16: paladins to the dungeon, the dungeon card marked defeated, others discarded."""
    d = s["dungeon"]
    b = s["battle"]
    if cid in b["asleep"]:
        b["asleep"].remove(cid)
    if cid == d["card"]:
        d["defeated"] = True
        return [ev("defeated", f"The dungeon card {cid} is defeated (MM-6.16).",
                    f"地牢卡 {names_zh(s, [cid])} 被擊敗（MM-6.16）。", card=cid)]
    if cid in d["guards"]:
        take(d["guards"], [cid])
        put(s, s["discard"], [cid])
    else:
        for seat in s["seats"]:
            if cid in seat["field"]:
                take(seat["field"], [cid])
                break
        if s["_t"].cards[cid].cls == "paladin":
            put(s, d["prisoners"], [cid])
        else:
            put(s, s["discard"], [cid])
    resync(s)
    where = "the dungeon" if s["_t"].cards[cid].cls == "paladin" else "the discard pile"
    where_zh = "地牢" if s["_t"].cards[cid].cls == "paladin" else "棄牌堆"
    return [ev("defeated", f"{cid} is defeated and goes to {where} (MM-6.16).",
               f"{names_zh(s, [cid])} 被擊敗，進入{where_zh}（MM-6.16）。", card=cid)]


def next_slot(s: dict) -> list:
    """MM-6.10(e)-(f)."""
    b = s["battle"]
    acting = b["acting"]
    if eligible(s, other(acting)):
        b["acting"] = other(acting)
    elif not eligible(s, acting):
        return end_round(s)
    b["step"] = "declare"
    return []


def end_round(s: dict) -> list:
    """R7 (MM-6.4, MM-6.20, MM-10.10)."""
    b = s["battle"]
    if b["round"] >= MAX_ROUNDS:
        return finish(s, "defend", f"round {MAX_ROUNDS} ended with both forces standing (MM-6.20)",
                      f"第 {MAX_ROUNDS} 戰鬥回合結束時雙方都還有人物（MM-6.20）")
    b.update(round=b["round"] + 1, helped=[], cancelled=[], queue=[], ts_targets=[],
             protection={"attack": 0, "defend": 0}, haste=[], asleep=[], attacked=[], initiative=[], acting=None,
             roll=None, revealed=False)
    return [ev("round", f"Combat round {b['round']} begins.", f"第 {b['round']} 戰鬥回合開始。",
               round=b["round"])] + ask_principal(s, "attack")


def finish(s: dict, winner: str, why: str, why_zh: str) -> list:
    """MM-6.17, MM-6.19, MM-8.7, MM-8.8."""
    b = s["battle"]
    events = []
    if winner == "attack" and b["kind"] == "attack":
        loser = s["seats"][b["defender"]]["field"]
        gems = [c for c in loser if s["_t"].cards[c].cls == "gem"]
        take(loser, gems)
        put(s, s["seats"][b["attacker"]]["field"], gems)
        events.append(ev("battle_won", f"Player {b['attacker']} wins the battle ({why}) and takes "
                                       f"{', '.join(gems) or 'no gems'}.",
                             f"玩家 {b['attacker']} 贏得戰鬥（{why_zh}），奪走 {names_zh(s, gems, '零顆寶石')}。",
                             player=b["attacker"], gems=gems))
    elif winner == "attack":
        freed = list(s["dungeon"]["prisoners"])
        s["dungeon"]["prisoners"] = []
        put(s, s["seats"][b["attacker"]]["field"], freed)
        events.append(ev("rescue_won", f"Player {b['attacker']} defeats the dungeon ({why}) and frees "
                                       f"{', '.join(freed)} (MM-8.7).",
                             f"玩家 {b['attacker']} 擊敗地牢（{why_zh}），救出 {names_zh(s, freed)}（MM-8.7）。",
                             player=b["attacker"], paladins=freed))
    else:
        events.append(ev("battle_lost", f"The defence holds: {why}.", f"防守成功：{why_zh}。", player=b["attacker"]))
    s["dungeon"]["defeated"] = False
    s["battle"] = None
    s["phase"] = "action_done"
    resync(s)
    return events + hand_check(s)
