"""Who acts and what each decision requires (MM-2 to MM-11, MM-15, MM-16): predicates and one `check` per
decision type, which raises the first broken rule in the spec's order (rules.py pairs them with their effects).
"""
from __future__ import annotations

from engine.core.errors import IllegalMove
from engine.core.game import CHANCE, Outcome
from engine.monster_maker_5 import battle as B
from engine.monster_maker_5 import effects
from engine.monster_maker_5 import table as T
from engine.monster_maker_5.flow import SIDE_ZH

FACES = range(1, 7)


# -- who acts ----------------------------------------------------------------------------------------------

def to_act(s: dict) -> list:
    phase = s["phase"]
    if phase in ("deal", "first_player", "draw_card", "thief_roll"):
        return [CHANCE]
    if phase in ("draw", "side", "action", "discard"):
        return [s["active"]]
    if phase == "battle":
        b = s["battle"]
        step = b["step"]
        if step in ("roll", "initiative", "show"):
            return [CHANCE]
        if step == "target":
            return [b["spells"][b["queue"][0]]["placer"]] if b["queue"] else []
        if step == "declare":
            return [B.controller(b, b["acting"])]
        return [b["asked"]] if b["asked"] is not None else []
    return []


def chance_outcomes(s: dict) -> list:
    phase = s["phase"]
    if phase in ("deal", "draw_card") and T.in_table(s):
        # MM-16.4: a card going into a hand is reported unnamed; a paladin or gem is shown (MM-2.5, MM-4.2).
        # Weighted like the real deck: the unnamed outcome stands for every card that goes into the hand.
        daggers = T.daggers_in_deck(s)
        unnamed = [Outcome({"type": phase, "player": CHANCE, "card": None}, s["deck_size"] - len(daggers))]
        return ([outcome for outcome in unnamed if T.unnamed_draw_possible(s)]
                + [Outcome({"type": phase, "player": CHANCE, "card": c}) for c in daggers])
    if phase in ("deal", "draw_card"):
        return [Outcome({"type": phase, "player": CHANCE, "card": c}) for c in s["deck"]]
    if phase == "battle" and s["battle"]["step"] == "show":
        index = _unnamed_spell(s)
        return [Outcome({"type": "show_spell", "player": CHANCE, "card": c}) for c in T.spell_kinds_possible(s, index)]
    if phase == "first_player":
        return [Outcome({"type": "first_player", "player": CHANCE, "seat": i}) for i in range(s["players"])]
    if to_act(s) == [CHANCE]:
        return [Outcome({"type": "roll", "player": CHANCE, "face": f}) for f in FACES]
    return []


# -- small predicates (MM-3, MM-9.7, MM-11.2) ---------------------------------------------------------------

def cls(s, cid) -> str:
    return s["_t"].cards[cid].cls


def side_of_card(s, cid):
    return s["_t"].cards[cid].side


def attack_targets(s: dict, seat: int) -> list:
    """MM-3.4, MM-3.5."""
    me = s["seats"][seat]["side"]
    if me == "neutral":
        return []
    out = []
    for t, info in enumerate(s["seats"]):
        if t == seat or (info["side"] == "neutral" and not info["field"]):
            continue
        if me == "light" and info["side"] == "light":
            continue
        out.append(t)
    return out


def rescue_possible(s: dict, seat: int) -> bool:
    """MM-5.2."""
    info = s["seats"][seat]
    return (info["side"] == "light" and bool(s["dungeon"]["prisoners"])
            and any(cls(s, c) in ("warrior", "mage") for c in info["field"]))


def thief_targets(s: dict, seat: int, mode: str) -> list:
    """MM-9.3."""
    if mode == "rescue":
        return list(s["dungeon"]["prisoners"])
    gems = [c for t, info in enumerate(s["seats"]) if t != seat for c in info["field"] if cls(s, c) == "gem"]
    return s["_t"].order(gems)


def thief_usable(s: dict, seat: int) -> bool:
    """MM-9.7."""
    return s["seats"][seat]["side"] != "dark" and bool(thief_targets(s, seat, "steal")
                                                       or thief_targets(s, seat, "rescue"))


def may_place(s: dict, seat: int, cid: str) -> bool:
    """A spell the player may place now (Holy Light only while Light, MM-10.5)."""
    card = s["_t"].cards[cid]
    return card.cls == "spell" and (card.spell != "holy_light" or s["seats"][seat]["side"] == "light")


def obliged(s: dict, seat: int) -> bool:
    """MM-11.2. In table mode only the known cards are read: this says whether the seat is surely obliged."""
    hand = s["seats"][seat]["hand"]
    if s["seats"][seat]["hand_size"] <= 5:
        return False
    return any(side_of_card(s, c) for c in hand) or (any(cls(s, c) == "thief" for c in hand)
                                                      and thief_usable(s, seat))


def placeable(s: dict, seat: int) -> bool:
    side = s["seats"][seat]["side"]
    return any(side_of_card(s, c) == side or may_place(s, seat, c) for c in s["seats"][seat]["hand"])


def reduction_available(s: dict, seat: int) -> bool:
    """MM-11.2: a step-c action that would shrink the hand."""
    info = s["seats"][seat]
    if info["side"] != "neutral" and any(side_of_card(s, c) == info["side"] for c in info["hand"]):
        return True
    if any(cls(s, c) == "thief" for c in info["hand"]) and thief_usable(s, seat):
        return True
    return bool(attack_targets(s, seat) or rescue_possible(s, seat)) and placeable(s, seat)


def _cards_from_hand(s, seat, cards, want_side, rule):
    """Cards named from a hand: once each, in hand, and characters of `want_side` (apply has put them in order)."""
    table = s["_t"]
    if len(set(cards)) != len(cards) or any(c not in table.cards for c in cards):
        raise IllegalMove("MM-1.9", "Name each card once, using card ids of the table.",
                          detail_zh="每張牌只列一次，使用牌表的卡片編號。")
    hand = s["seats"][seat]["hand"]
    for cid in cards:
        if cid not in hand and not T.in_table(s):
            raise IllegalMove(rule, f"{cid} is not in player {seat}'s hand.", detail_zh=f"玩家 {seat} 的手牌中沒有 {cid}。")
        kind = cls(s, cid)
        if kind == "thief":
            raise IllegalMove("MM-9.1", f"{cid} is a thief: thieves never enter a field.",
                              detail_zh=f"{cid} 是盜賊：盜賊不能進場。")
        if kind == "spell":
            raise IllegalMove("MM-10.1", f"{cid} is a spell: spells are only placed face-down in battle.",
                              detail_zh=f"{cid} 是法術卡：法術卡只能在戰鬥中覆蓋打出。")
        if want_side is not None and side_of_card(s, cid) != want_side:
            raise IllegalMove(rule, f"{cid} is not a {want_side} character.",
                              detail_zh=f"{cid} 不是{SIDE_ZH.get(want_side, want_side)}的人物。")
    _held(s, seat, cards)


def _held(s, seat, cards):
    """Table mode: the named cards are claims on the seat's hand, checked against the record (MM-16.4)."""
    if T.in_table(s) and not T.holds(s, seat, cards):
        raise T.refuse(s, seat, cards)


def _spell_from_hand(s, seat, cid, rule):
    if T.in_table(s):
        _face_down(s, seat, cid)
        return
    if cid not in s["seats"][seat]["hand"]:
        raise IllegalMove(rule, f"{cid} is not in player {seat}'s hand.", detail_zh=f"玩家 {seat} 的手牌中沒有 {cid}。")
    if cls(s, cid) == "thief":
        raise IllegalMove("MM-9.1", f"{cid} is a thief; it is never placed or given.",
                          detail_zh=f"{cid} 是盜賊，不能覆蓋也不能增援。")
    if cls(s, cid) != "spell":
        raise IllegalMove(rule, f"{cid} is not a spell.", detail_zh=f"{cid} 不是法術卡。")
    if not may_place(s, seat, cid):
        raise IllegalMove("MM-10.5", "Holy Light may be placed only by a Light player.",
                          detail_zh="Holy Light 只能由光明方玩家使用。")


def _face_down(s, seat, cid):
    """Table mode (MM-16.4): a spell is laid unnamed ('face_down'), from a hand that may hold one it may place."""
    if cid != T.FACE_DOWN:
        raise IllegalMove("MM-16.4", "In table mode a spell is placed face down unnamed ('face_down'); the table "
                                     "names it when it is turned up.",
                          detail_zh="table 模式下法術卡以未指名的方式蓋放（'face_down'）；翻開時再由大家說出是哪一張。")
    if not T.may_hold_spell(s, seat):
        holy = "" if s["seats"][seat]["side"] == "light" else " other than Holy Light (MM-10.5)"
        raise IllegalMove("MM-16.4", f"Player {seat}'s hand cannot hold a spell{holy}, given what the table saw.",
                          detail_zh=f"依大家看到的牌，玩家 {seat} 的手牌不可能有"
                                    f"{'' if not holy else 'Holy Light 以外的'}法術卡。")


def _unnamed_spell(s) -> int:
    return next(index for index, spell in enumerate(s["battle"]["spells"]) if spell["card"] is None)


def declares(s, seat) -> bool:
    """Table mode: a seat over the hand limit with unknown cards that acts as one not obliged (MM-11.2) declares
    that its unknown cards are only spells and thieves it cannot use (decisions.py records it)."""
    return T.in_table(s) and s["seats"][seat]["hand_size"] > 5 and T.unknown(s, seat) > 0


def _declaration(s, seat, rule):
    if declares(s, seat) and not T.declaration_possible(s, seat, thief_usable(s, seat)):
        raise IllegalMove(rule, f"Over the hand limit, player {seat}'s hand must hold a character or a usable thief, "
                                "given what the table saw.",
                          detail_zh=f"手牌超過上限；依大家看到的牌，玩家 {seat} 的手牌一定有人物卡或可用的盜賊。")


def _phase(s, action, phase, step=None):
    if s["phase"] != phase or (step is not None and s["battle"]["step"] != step):
        raise IllegalMove("MM-15.4", f"'{action['type']}' is not the decision awaited now.",
                          detail_zh=f"現在等待的不是 '{action['type']}' 這個決定。")


def _asked(s, action):
    if action["player"] not in to_act(s):
        raise IllegalMove("MM-15.4", f"Player {action['player']} is not the one asked now.",
                          detail_zh=f"現在不是問玩家 {action['player']}。")


# -- checks ------------------------------------------------------------------------------------------------

def check_chance(s, a):
    kind = a["type"]
    phase = {"deal": "deal", "draw_card": "draw_card", "first_player": "first_player"}.get(kind)
    if phase and s["phase"] != phase:
        raise IllegalMove("MM-16.1", f"No '{kind}' is pending.", detail_zh=f"現在沒有待決的 '{kind}'。")
    if kind in ("deal", "draw_card") and T.in_table(s):
        _check_table_draw(s, a["card"])
    elif kind in ("deal", "draw_card") and a["card"] not in s["deck"]:
        raise IllegalMove("MM-16.1", f"{a['card']} is not in the deck.", detail_zh=f"{a['card']} 不在牌庫中。")
    if kind == "show_spell":
        _check_show(s, a["card"])
    if kind == "first_player" and not 0 <= a["seat"] < s["players"]:
        raise IllegalMove("MM-16.1", "The first player must be a seat of this game.", detail_zh="起始玩家必須是本局的座位。")
    if kind == "roll" and not roll_pending(s):
        raise IllegalMove("MM-16.1", "No die roll is pending.", detail_zh="現在沒有待擲的骰子。")


def roll_pending(s: dict) -> bool:
    """A thief's die (MM-9.4), or a battle's initiative or attack die (MM-6.9, MM-6.12); in table mode a roll
    reported during a deal, a draw or a spell's showing is refused here, since the Referee leaves such reports to
    the game."""
    return s["phase"] == "thief_roll" or (s["phase"] == "battle" and s["battle"]["step"] in ("roll", "initiative"))


def _check_table_draw(s, cid):
    """MM-16.4: unnamed (null) for a card going into a hand, named for a paladin or gem, which is shown."""
    table = s["_t"]
    if cid is None:
        if not T.unnamed_draw_possible(s):
            raise IllegalMove("MM-16.4", "Every card left in the deck is a paladin or a gem, which is shown: name it.",
                              detail_zh="牌庫剩下的都是聖騎士或寶石，會翻開打出：請說出是哪一張。")
        return
    if cid not in table.cards or cid not in table.daggers:
        raise IllegalMove("MM-16.4", "In table mode a card that goes into a hand is reported unnamed (card null); "
                                     "only a paladin or a gem, which is shown, is named.",
                          detail_zh="table 模式下進入手牌的牌不指名回報（card 為 null）；只有會翻開的聖騎士或寶石才說出名字。")
    if cid not in T.daggers_in_deck(s):
        raise IllegalMove("MM-16.1", f"{cid} is not in the deck.", detail_zh=f"{cid} 不在牌庫中。")


def _check_show(s, cid):
    """R2 in table mode: the next face-down spell is named (MM-6.8, MM-16.4)."""
    if s["phase"] != "battle" or s["battle"]["step"] != "show":
        raise IllegalMove("MM-16.1", "No face-down spell is waiting to be shown.", detail_zh="現在沒有待翻開的蓋放法術卡。")
    table = s["_t"]
    if cid not in table.cards or table.cards[cid].cls != "spell":
        raise IllegalMove("MM-16.4", f"{cid} is not a spell; only spells are placed face down (MM-10.3).",
                          detail_zh=f"{cid} 不是法術卡；只有法術卡會被蓋放（MM-10.3）。")
    index = _unnamed_spell(s)
    placer = s["battle"]["spells"][index]["placer"]
    if not may_place(s, placer, cid):
        raise IllegalMove("MM-16.4", f"Player {placer} was not Light, so the spell cannot be Holy Light (MM-10.5).",
                          detail_zh=f"玩家 {placer} 不是光明方，蓋放的法術卡不可能是 Holy Light（MM-10.5）。")
    refusal = T.spell_refusal(s, index, cid)
    if refusal is not None:
        raise refusal


def check_reveal(s, a):
    """Table mode (MM-16.4): any seat may show its whole hand at any moment, even after the end."""
    seat, cards = a["player"], a["cards"]
    if not T.in_table(s):
        raise IllegalMove("MM-16.4", "Hands are revealed only in table chance mode; in client mode the referee "
                                     "already knows them.", detail_zh="只有 table 模式才需要亮出手牌；client 模式下裁判已經知道手牌。")
    if not 0 <= seat < s["players"]:
        raise IllegalMove("MM-16.4", "Only a seat of this game reveals its hand.", detail_zh="只有本局的座位可以亮出手牌。")
    if any(cid not in s["_t"].cards or cid in s["_t"].daggers for cid in cards) or len(set(cards)) != len(cards):
        raise IllegalMove("MM-1.9", "Name each card once, using card ids of the table that may sit in a hand.",
                          detail_zh="每張牌只列一次，使用牌表中可以在手牌裡的卡片編號。")


def check_draw(s, a):
    _phase(s, a, "draw")
    _asked(s, a)


def check_choose_side(s, a):
    _phase(s, a, "side")
    _asked(s, a)
    seat = a["player"]
    current = s["seats"][seat]["side"]
    if a["option"] == "keep":
        if a["side"] is not None or a["cards"]:
            raise IllegalMove("MM-4.3", "Keep takes no side and no cards (side null, cards []).",
                              detail_zh="保持陣營時不指定陣營也不打牌（side 為 null，cards 為 []）。")
        if obliged(s, seat) and not reduction_available(s, seat) and not T.unknown(s, seat):
            raise IllegalMove("MM-11.3(b)", "The whisper from the heart: over the hand limit with no way to shed a "
                                         "card on this side, you must change side with at least one character.",
                              detail_zh="內心深處的細語：手牌超過上限又無法在此陣營減少手牌，必須打出至少一張人物卡改變陣營。")
        return
    new = a["side"]
    if new is None or new == current:
        raise IllegalMove("MM-4.3", f"A change must name a side other than the current one ({current}).",
                          detail_zh=f"改變陣營必須指定目前陣營（{SIDE_ZH[current]}）以外的陣營。")
    _cards_from_hand(s, seat, a["cards"], new, "MM-4.3")
    if not a["cards"]:
        if current == "neutral":
            raise IllegalMove("MM-4.3", "A Neutral player who changes side must play at least one character.",
                              detail_zh="中立玩家改變陣營時必須打出至少一張人物卡。")
        if obliged(s, seat):
            raise IllegalMove("MM-11.3(a)", "While over the hand limit with a usable card, a change with no cards is "
                                         "forbidden.", detail_zh="手牌超過上限且有可用的牌時，不可不打牌就改變陣營。")
        _declaration(s, seat, "MM-11.3(a)")


def _oblige_battle(s, seat):
    if obliged(s, seat) and not placeable(s, seat) and not T.unknown(s, seat):
        raise IllegalMove("MM-11.4", "Over the hand limit, a battle is allowed only with a card to place in it.",
                          detail_zh="手牌超過上限時，只有能在戰鬥中打出牌才可以發動戰鬥。")


def check_attack(s, a):
    _phase(s, a, "action")
    _asked(s, a)
    seat, target = a["player"], a["target"]
    me = s["seats"][seat]["side"]
    if me == "neutral":
        raise IllegalMove("MM-5.1", "A Neutral player has no characters and cannot attack (MM-3.6).",
                          detail_zh="中立玩家沒有人物卡，不能攻擊（MM-3.6）。")
    if not 0 <= target < s["players"] or target == seat:
        raise IllegalMove("MM-3.4", "The target must be another player of this game.", detail_zh="攻擊目標必須是本局的另一位玩家。")
    info = s["seats"][target]
    if info["side"] == "neutral" and not info["field"]:
        raise IllegalMove("MM-3.5", f"Player {target} is Neutral with an empty field and cannot be attacked.",
                          detail_zh=f"玩家 {target} 是場中沒有卡片的中立方，不能被攻擊。")
    if me == "light" and info["side"] == "light":
        raise IllegalMove("MM-3.4", "The Light side cannot attack a Light player.", detail_zh="光明方不能攻擊光明方的玩家。")
    _oblige_battle(s, seat)


def check_rescue(s, a):
    _phase(s, a, "action")
    _asked(s, a)
    seat = a["player"]
    if not rescue_possible(s, seat):
        raise IllegalMove("MM-5.2", "A rescue needs a Light player with a Warrior or Mage in the field and at "
                                    "least one paladin in the dungeon.", detail_zh="救人需要場中有戰士或法師的光明方玩家，且地牢中至少有一名聖騎士。")
    _oblige_battle(s, seat)


def check_use_thief(s, a):
    _phase(s, a, "action")
    _asked(s, a)
    seat, cid = a["player"], a["thief"]
    if cid not in s["_t"].cards and T.in_table(s):
        raise IllegalMove("MM-5.3", f"{cid} is not a card id of the table.", detail_zh=f"{cid} 不是牌表的卡片編號。")
    if cid not in s["seats"][seat]["hand"] and not T.in_table(s):
        raise IllegalMove("MM-5.3", f"{cid} is not in player {seat}'s hand.", detail_zh=f"玩家 {seat} 的手牌中沒有 {cid}。")
    if cls(s, cid) == "spell":
        raise IllegalMove("MM-10.1", f"{cid} is a spell; a spell is never an action.",
                          detail_zh=f"{cid} 是法術卡；法術卡不能當作行動。")
    if cls(s, cid) != "thief":
        raise IllegalMove("MM-9.1", f"{cid} is not a thief.", detail_zh=f"{cid} 不是盜賊。")
    if s["seats"][seat]["side"] == "dark":
        raise IllegalMove("MM-9.2", "Dark players cannot use thieves.", detail_zh="黑暗方玩家不能使用盜賊。")
    if a["target"] not in thief_targets(s, seat, a["mode"]):
        what = "a gem in another player's field" if a["mode"] == "steal" else "a paladin in the dungeon"
        what_zh = "其他玩家場中的寶石" if a["mode"] == "steal" else "地牢中的聖騎士"
        raise IllegalMove("MM-9.3", f"A thief's {a['mode']} must target {what}.",
                          detail_zh=f"盜賊{'偷竊' if a['mode'] == 'steal' else '救人'}的目標必須是{what_zh}。")
    _held(s, seat, [cid])


def check_deploy(s, a):
    _phase(s, a, "action")
    _asked(s, a)
    seat = a["player"]
    side = s["seats"][seat]["side"]
    if side == "neutral":
        raise IllegalMove("MM-5.4", "A Neutral player cannot deploy; take a side in step b.",
                          detail_zh="中立玩家不能進場；請在步驟 b 決定陣營。")
    _cards_from_hand(s, seat, a["cards"], side, "MM-5.4")
    if not a["cards"]:
        raise IllegalMove("MM-5.4", "Deploy at least one character (or pass).", detail_zh="進場至少要打出一張人物卡（或選擇不行動）。")


def check_pass(s, a):
    _phase(s, a, "action")
    _asked(s, a)
    if obliged(s, a["player"]):
        raise IllegalMove("MM-11.4", "Over the hand limit with a usable card, you may not pass.",
                          detail_zh="手牌超過上限且有可用的牌時，不可不行動。")
    _declaration(s, a["player"], "MM-11.4")


def check_discard(s, a):
    _phase(s, a, "discard")
    _asked(s, a)
    seat = a["player"]
    table = s["_t"]
    cards = a["cards"]
    if len(set(cards)) != len(cards) or any(c not in table.cards for c in cards):
        raise IllegalMove("MM-1.9", "Name each card once, using card ids of the table.",
                          detail_zh="每張牌只列一次，使用牌表的卡片編號。")
    if any(c not in s["seats"][seat]["hand"] for c in cards) and not T.in_table(s):
        raise IllegalMove("MM-11.6", "Discard only cards from your hand.", detail_zh="只能棄掉自己手中的牌。")
    if any(c in table.daggers for c in cards):
        raise IllegalMove("MM-11.6", "Discard only cards from your hand.", detail_zh="只能棄掉自己手中的牌。")
    _held(s, seat, cards)
    if len(cards) != s["seats"][seat]["hand_size"] - 5:
        raise IllegalMove("MM-11.6", "Discard exactly down to 5 cards.", detail_zh="必須剛好棄到剩 5 張。")


def _battle_obligation(s, seat) -> bool:
    b = s["battle"]
    # MM-11.5: the hand is unchanged between the step-c choice and R1.1 of round 1, so the obligation that
    # allowed the battle can be recomputed here (no hidden flag in the state).
    return b["stage"] == "attack" and b["round"] == 1 and obliged(s, seat)


def check_commit(s, a):
    _phase(s, a, "battle", "commit")
    _asked(s, a)
    b = s["battle"]
    seat, cards = a["player"], a["cards"]
    side = s["seats"][seat]["side"]
    if b["stage"] == "defend" and side == "neutral":
        _cards_from_hand(s, seat, cards, None, "MM-6.6")
        sides = {side_of_card(s, c) for c in cards}
        if len(sides) > 1:
            raise IllegalMove("MM-6.6", "A Neutral defender commits characters of one side only (MM-3.2).",
                              detail_zh="中立的守方只能打出同一陣營的人物卡（MM-3.2）。")
        if sides == {"light"} and s["seats"][b["attacker"]]["side"] == "light":
            raise IllegalMove("MM-6.6", "Against a Light attacker a Neutral defender may commit only Dark "
                                        "characters.", detail_zh="面對光明方的攻擊，中立的守方只能打出黑暗方的人物卡。")
        return
    _cards_from_hand(s, seat, cards, side, "MM-6.5")
    if not cards and _battle_obligation(s, seat) and not T.may_hold_spell(s, seat):
        raise IllegalMove("MM-11.5", "Over the hand limit, you must commit at least one character here.",
                          detail_zh="手牌超過上限，此時必須至少增援一張人物卡。")


def check_place_spell(s, a):
    _phase(s, a, "battle", "spell")
    _asked(s, a)
    seat, cid = a["player"], a["card"]
    if cid is None:
        if _battle_obligation(s, seat) and not s["battle"]["committed"]:
            raise IllegalMove("MM-11.5", "Over the hand limit and having committed nothing, you must place a spell.",
                              detail_zh="手牌超過上限且沒有增援人物，必須覆蓋一張法術卡。")
        if battle_declaration(s, seat):
            _declaration(s, seat, "MM-11.5")
        return
    _spell_from_hand(s, seat, cid, "MM-6.7")


def battle_declaration(s, seat) -> bool:
    """MM-11.5 in table mode: the attacker over the limit at R1.1 of round 1 placing nothing after committing
    nothing declares it is not obliged."""
    b = s["battle"]
    return b["stage"] == "attack" and b["round"] == 1 and not b["committed"] and declares(s, seat)


def recipient_of(s):
    b = s["battle"]
    if b["stage"] == "attack":
        return b["attacker"]
    return "dungeon" if b["kind"] == "rescue" else b["defender"]


def check_help(s, a):
    _phase(s, a, "battle", "help")
    b = s["battle"]
    seat = a["player"]
    if a["type"] == "help" and a["recipient"] != recipient_of(s):
        raise IllegalMove("MM-7.4", f"In this step help goes to {recipient_of(s)}.",
                          detail_zh=f"這一步的增援對象是 {recipient_of(s)}。")
    if not 0 <= seat < s["players"] or seat in (b["attacker"], b["defender"]):
        raise IllegalMove("MM-7.1", "Only players who are not principals may help.", detail_zh="只有未參戰的玩家可以增援。")
    reason = B.skip_reason(s, seat, b["stage"])
    if reason in ("MM-7.3", "MM-7.5"):
        text = {"MM-7.3": ("That side does not accept help from your side.", "該方不接受你所屬陣營的增援。"),
                "MM-7.5": ("You helped the attacking side this round and may not help the defending side.",
                           "你本戰鬥回合已增援攻方，不能再增援守方。")}
        raise IllegalMove(reason, text[reason][0], detail_zh=text[reason][1])
    _asked(s, a)
    if a["type"] == "decline":
        return
    want = B.force_side(s, b["stage"])
    _cards_from_hand(s, seat, a["cards"], want, "MM-7.4")
    if a["spell"] is not None:
        _spell_from_hand(s, seat, a["spell"], "MM-7.4")
        if T.in_table(s) and a["cards"] and not T.holds_with_spell(s, seat, a["cards"]):
            raise IllegalMove("MM-16.4", f"Player {seat}'s hand cannot hold these characters and a spell besides, "
                                         "given what the table saw.",
                              detail_zh=f"依大家看到的牌，玩家 {seat} 的手牌不可能同時有這些人物卡和另一張法術卡。")
    elif not a["cards"]:
        raise IllegalMove("MM-7.4", "A help gives at least one card; otherwise decline.",
                          detail_zh="增援至少要給一張牌；否則請選擇不增援。")


def check_target(s, a):
    _phase(s, a, "battle", "target")
    _asked(s, a)
    b = s["battle"]
    spell = b["spells"][b["queue"][0]]
    if a["spell"] != spell["card"]:
        raise IllegalMove("MM-10.6", f"The spell resolving now is {spell['card']}.",
                          detail_zh=f"現在結算的法術卡是 {spell['card']}。")
    targets = effects.spell_targets(s, spell)
    if a["target"] not in targets:
        if a["target"] in B.force(s, B.other(spell["side"])):
            raise IllegalMove("MM-6.11", "Target the lowest rank present in that force first.",
                              detail_zh="必須先攻擊該陣中地位最低的人物。")
        raise IllegalMove("MM-10.12", f"{a['target']} is not a combatant of the opposing force.",
                          detail_zh=f"{a['target']} 不是對方陣中的參戰人物。")


def check_declare(s, a):
    _phase(s, a, "battle", "declare")
    _asked(s, a)
    b = s["battle"]
    side = b["acting"]
    cid, target = a["attacker"], a["target"]
    if cid not in B.force(s, side):
        raise IllegalMove("MM-6.10(a)", f"{cid} is not a combatant of your force.", detail_zh=f"{cid} 不是我方陣中的參戰人物。")
    if cid in b["attacked"]:
        raise IllegalMove("MM-6.10(a)", f"{cid} has already attacked this round.", detail_zh=f"{cid} 本戰鬥回合已經攻擊過了。")
    if cid in b["asleep"]:
        raise IllegalMove("MM-10.12", f"{cid} is asleep this round.", detail_zh=f"{cid} 本戰鬥回合處於睡眠狀態。")
    if target not in B.force(s, B.other(side)):
        raise IllegalMove("MM-6.10(c)", f"{target} is not a combatant of the opposing force.",
                          detail_zh=f"{target} 不是對方陣中的參戰人物。")
    if target not in B.legal_targets(s, B.other(side)):
        raise IllegalMove("MM-6.11", "Target the lowest rank present in that force first.",
                          detail_zh="必須先攻擊該陣中地位最低的人物。")
