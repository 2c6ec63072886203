"""What each decision does (MM-2 to MM-11): one `do` per decision type, run after its check has passed."""
from __future__ import annotations

from engine.monster_maker_5 import battle as B
from engine.monster_maker_5 import effects
from engine.monster_maker_5.cards import card_name
from engine.monster_maker_5 import table as T
from engine.monster_maker_5.checks import battle_declaration, cls, declares, side_of_card, thief_usable
from engine.monster_maker_5.flow import (SIDE_ZH, begin_turn, daggers_all_out, end_turn, ev, hand_check, names_zh,
                                         put, resync, take, to_dungeon_or_discard)

def do_deal(s, a):
    cid, n = a["card"], s["players"]
    seat = s["dealt"] % n
    info = s["seats"][seat]
    dagger = cid in s["_t"].daggers
    _from_deck(s, seat, cid, "deal")
    if cid is not None:
        put(s, info["field"] if dagger else info["hand"], [cid])
    s["dealt"] += 1
    resync(s)
    if cid is None:              # table mode: the table saw a card go into the hand (MM-16.4)
        events = [ev("dealt", f"Player {seat} is dealt a card.", f"玩家 {seat} 拿到一張牌。", player=seat)]
    elif dagger:
        events = [ev("dealt", f"Player {seat} is dealt {cid} and places it face-up (MM-2.5).",
                     f"玩家 {seat} 拿到 {names_zh(s, [cid])}，強制翻開打出（MM-2.5）。", player=seat,
                     card=cid)]
    else:
        events = [ev("dealt", f"Player {seat} is dealt a card.", f"玩家 {seat} 拿到一張牌。", player=seat),
                  ev("dealt_card", f"You are dealt {card_name(s['_t'], cid)}.", f"你拿到 {card_name(s['_t'], cid, 1)}。",
                     player=seat, visible=[seat], card=cid)]
    if s["dealt"] < 5 * n:
        return events
    first = s["options"]["first_player"]
    if first == "random":
        s["phase"] = "first_player"
        return events
    return events + start_play(s, first)


def _from_deck(s, seat, cid, action):
    """The card leaves the deck: by id in the other modes; in table mode unnamed into the hand, or a named
    paladin or gem (MM-16.4)."""
    if not T.in_table(s):
        take(s["deck"], [cid])
    elif cid is None:
        T.deal_unknown(s, seat)
    else:
        T.draw_named(s, seat, cid, action)


def start_play(s, first):
    s["first_player"] = first
    events = [ev("first_player", f"Player {first} plays first (MM-2.7).", f"由玩家 {first} 先開始（MM-2.7）。",
                 player=first)]
    if daggers_all_out(s):
        s["countdown"] = 1
        events.append(ev("countdown", "Every paladin and gem appeared at setup: the first turn is countdown "
                                      "turn 1 (MM-13.3).", "所有聖騎士與寶石在開局時都已出現：第一個回合就是倒數第 1 回合"
                                                           "（MM-13.3）。"))
    return events + begin_turn(s, first)


def do_first_player(s, a):
    return start_play(s, a["seat"])


def do_draw(s, a):
    s["phase"] = "draw_card"
    return []


def do_draw_card(s, a):
    cid, seat = a["card"], s["active"]
    info = s["seats"][seat]
    _from_deck(s, seat, cid, "draw_card")
    kind = None if cid is None else cls(s, cid)
    if cid is None:
        events = [ev("drew", f"Player {seat} draws a card.", f"玩家 {seat} 抽了一張牌。", player=seat)]
    elif kind == "gem" or (kind == "paladin" and info["side"] != "dark"):
        put(s, info["field"], [cid])
        events = [ev("drew", f"Player {seat} draws {cid} and places it face-up (MM-4.2).",
                      f"玩家 {seat} 抽到 {names_zh(s, [cid])}，強制翻開打出（MM-4.2）。", player=seat, card=cid)]
    elif kind == "paladin":
        put(s, s["dungeon"]["prisoners"], [cid])
        events = [ev("drew", f"Player {seat} is Dark: the drawn {cid} goes to the dungeon (MM-4.2).",
                     f"玩家 {seat} 是黑暗方：抽到的 {names_zh(s, [cid])} 送進地牢（MM-4.2）。", player=seat, card=cid)]
    else:
        put(s, info["hand"], [cid])
        events = [ev("drew", f"Player {seat} draws a card.", f"玩家 {seat} 抽了一張牌。", player=seat),
                  ev("drew_card", f"You draw {card_name(s['_t'], cid)}.", f"你抽到 {card_name(s['_t'], cid, 1)}。",
                     player=seat, visible=[seat], card=cid)]
    resync(s)
    if cid in s["_t"].daggers and not s["countdown"] and daggers_all_out(s):
        s["countdown"] = 1
        events.append(ev("countdown", f"Every paladin and gem has appeared: this is countdown turn 1 of "
                                      f"{2 * s['players']} (MM-13.2).",
                         f"所有聖騎士與寶石都已出現：這是倒數 {2 * s['players']} 回合中的第 1 回合（MM-13.2）。"))
    s["phase"] = "side"
    return events


def do_choose_side(s, a):
    seat = a["player"]
    info = s["seats"][seat]
    if a["option"] == "keep":
        s["phase"] = "action"
        return [ev("side_kept", f"Player {seat} stays {info['side']}.", f"玩家 {seat} 維持{SIDE_ZH[info['side']]}。",
                   player=seat)]
    new = a["side"]
    if not a["cards"] and declares(s, seat):
        T.declare_not_obliged(s, seat, thief_usable(s, seat))
    T.take(s, seat, a["cards"], "choose_side")
    put(s, info["field"], a["cards"])
    gone = [c for c in info["field"] if side_of_card(s, c) not in (None, new)]
    take(info["field"], gone)
    to_dungeon_or_discard(s, gone)
    resync(s)
    s["phase"] = "action"
    return [ev("side_changed", f"Player {seat} changes to {new} with {', '.join(a['cards']) or 'no cards'}; "
                               f"removed {', '.join(gone) or 'nothing'}; now {info['side']} (MM-4.3).",
               f"玩家 {seat} 以 {names_zh(s, a['cards'])} 改投{SIDE_ZH[new]}；棄掉 {names_zh(s, gone)}；"
               f"現在是{SIDE_ZH[info['side']]}（MM-4.3）。",
               player=seat, cards=list(a["cards"]), removed=gone, side=info["side"])]


def do_attack(s, a):
    seat = a["player"]
    return [ev("attack", f"Player {seat} attacks player {a['target']} (MM-5.1).",
               f"玩家 {seat} 攻擊玩家 {a['target']}（MM-5.1）。", player=seat,
               target=a["target"])] + B.start(s, "attack", a["target"], None)


def do_rescue(s, a):
    seat, n = a["player"], s["players"]
    order = [(seat + i) % n for i in range(1, n)]
    keeper = next((p for p in order if s["seats"][p]["side"] == "dark"), order[0])
    return [ev("rescue", f"Player {seat} attacks the dungeon; player {keeper} keeps it (MM-8.3).",
               f"玩家 {seat} 攻擊黑暗地牢救人；由玩家 {keeper} 代為防守（MM-8.3）。", player=seat,
               keeper=keeper)] + B.start(s, "rescue", None, keeper)


def do_use_thief(s, a):
    seat, cid = a["player"], a["thief"]
    T.take(s, seat, [cid], "use_thief")
    put(s, s["discard"], [cid])
    resync(s)
    s["thief"] = {"card": cid, "mode": a["mode"], "target": a["target"]}
    s["phase"] = "thief_roll"
    return [ev("thief", f"Player {seat} uses {cid} to {a['mode']} {a['target']} (MM-9).",
               f"玩家 {seat} 派出盜賊 {cid}，{'偷竊' if a['mode'] == 'steal' else '救出'} {names_zh(s, [a['target']])}"
               f"（MM-9）。", player=seat,
               card=cid, mode=a["mode"], target=a["target"])]


def thief_roll(s, face):
    seat, thief = s["active"], s["thief"]
    card = s["_t"].cards[thief["card"]]
    need = card.steal if thief["mode"] == "steal" else card.rescue
    ok = face >= need
    target = thief["target"]
    if ok and thief["mode"] == "steal":
        for info in s["seats"]:
            if target in info["field"]:
                take(info["field"], [target])
        put(s, s["seats"][seat]["field"], [target])
    elif ok:
        take(s["dungeon"]["prisoners"], [target])
        put(s, s["seats"][seat]["field"], [target])
    s["thief"] = None
    resync(s)
    events = [ev("thief_roll", f"Thief roll {face} against {need}: {'success' if ok else 'failure'} (MM-9.4).",
                 f"盜賊擲出 {face}，需要 {need}：{'成功' if ok else '失敗'}（MM-9.4）。", player=seat, face=face, success=ok)]
    return events + hand_check(s)


def do_roll(s, a):
    face = a["face"]
    if s["phase"] == "thief_roll":
        return thief_roll(s, face)
    if s["battle"]["step"] == "initiative":
        return B.initiative_die(s, face)
    return B.roll_die(s, face)


def do_deploy(s, a):
    seat = a["player"]
    info = s["seats"][seat]
    T.take(s, seat, a["cards"], "deploy")
    put(s, info["field"], a["cards"])
    resync(s)
    return [ev("deploy", f"Player {seat} deploys {', '.join(a['cards'])} (MM-5.4).",
               f"玩家 {seat} 讓 {names_zh(s, a['cards'])} 進場（MM-5.4）。", player=seat,
               cards=list(a["cards"]))] + hand_check(s)


def do_pass(s, a):
    if declares(s, a["player"]):
        T.declare_not_obliged(s, a["player"], thief_usable(s, a["player"]))
    return [ev("pass", f"Player {a['player']} passes.", f"玩家 {a['player']} 不行動。", player=a["player"])] + hand_check(s)


def do_discard(s, a):
    seat = a["player"]
    T.take(s, seat, a["cards"], "discard_to_limit")
    put(s, s["discard"], a["cards"])
    resync(s)
    return [ev("discard", f"Player {seat} discards {', '.join(a['cards'])} (MM-11.6).",
               f"玩家 {seat} 棄掉 {names_zh(s, a['cards'])}（MM-11.6）。", player=seat,
               cards=list(a["cards"]))] + end_turn(s)


def do_commit(s, a):
    b = s["battle"]
    seat, cards = a["player"], a["cards"]
    info = s["seats"][seat]
    neutral_defender = b["stage"] == "defend" and info["side"] == "neutral"
    T.take(s, seat, cards, "commit_reinforcements")
    put(s, info["field"], cards)
    resync(s)
    events = [ev("commit", f"Player {seat} commits {', '.join(cards) or 'nothing'} (MM-6.5).",
                 f"玩家 {seat} 增援 {names_zh(s, cards)}（MM-6.5）。", player=seat,
                 cards=list(cards))]
    if neutral_defender and not cards:
        return events + B.neutral_loss(s)
    b["committed"] = bool(cards)
    if not info["hand_size"]:
        return events + B.ask_helper(s, b["stage"], None)
    b["step"] = "spell"
    return events


def do_place_spell(s, a):
    b = s["battle"]
    seat, cid = a["player"], a["card"]
    events = []
    if cid is not None:
        events = _place(s, seat, cid)
    elif battle_declaration(s, seat):
        T.declare_not_obliged(s, seat, thief_usable(s, seat))
    return events + B.ask_helper(s, b["stage"], None)


def _place(s, seat, cid):
    b = s["battle"]
    if T.in_table(s):            # laid unnamed; the table names it at R2 (MM-16.4)
        T.lay_face_down(s, seat, len(b["spells"]))
        resync(s)
        b["spells"].append({"card": None, "placer": seat, "side": b["stage"]})
        return [ev("spell_placed", f"Player {seat} places a spell face-down (MM-10.3).",
                   f"玩家 {seat} 覆蓋一張法術卡（MM-10.3）。", player=seat)]
    T.take(s, seat, [cid], "place_spell")
    resync(s)
    b["spells"].append({"card": cid, "placer": seat, "side": b["stage"]})
    return [ev("spell_placed", f"Player {seat} places a spell face-down (MM-10.3).",
               f"玩家 {seat} 覆蓋一張法術卡（MM-10.3）。", player=seat),
            ev("spell_placed_card", f"You place {card_name(s['_t'], cid)} face-down.",
               f"你覆蓋了 {card_name(s['_t'], cid, 1)}。", player=seat, visible=[seat],
               card=cid)]


def do_help(s, a):
    b = s["battle"]
    seat = a["player"]
    cards = a["cards"]
    T.take(s, seat, cards, "help")
    zone = s["dungeon"]["guards"] if a["recipient"] == "dungeon" else s["seats"][a["recipient"]]["field"]
    put(s, zone, cards)
    resync(s)
    events = [ev("help", f"Player {seat} gives {', '.join(cards) or 'no characters'} to {a['recipient']} "
                         f"(MM-7.4).",
                   f"玩家 {seat} 將 {names_zh(s, cards, '零張人物卡')} 增援給 "
                   f"{'黑暗地牢' if a['recipient'] == 'dungeon' else '玩家 ' + str(a['recipient'])}（MM-7.4）。",
                   player=seat, cards=list(cards), recipient=a["recipient"])]
    if a["spell"] is not None:
        events += _place(s, seat, a["spell"])
    if b["stage"] == "attack":
        b["helped"].append(seat)
    return events + B.ask_helper(s, b["stage"], seat)


def do_decline(s, a):
    return [ev("decline", f"Player {a['player']} declines to help.", f"玩家 {a['player']} 不增援。",
               player=a["player"])] + \
        B.ask_helper(s, s["battle"]["stage"], a["player"])


def do_target(s, a):
    b = s["battle"]
    spell = b["spells"][b["queue"][0]]
    kind = s["_t"].cards[spell["card"]].spell
    events, waiting = effects.CHOOSE[kind](s, spell, a["target"])
    if waiting:
        return events
    b["queue"].pop(0)
    return events + B.resolve(s)


def do_declare(s, a):
    b = s["battle"]
    side = b["acting"]
    b["attacked"].append(a["attacker"])
    n, m = B.attack_value(s, side, a["attacker"], a["kind"])
    return B.begin_roll(s, a["attacker"], side, a["target"], a["kind"], n, m)


def do_show_spell(s, a):
    """Table mode, R2 (MM-6.8, MM-16.4): the next face-down spell is named."""
    b = s["battle"]
    index = next(index for index, spell in enumerate(b["spells"]) if spell["card"] is None)
    placer = b["spells"][index]["placer"]
    T.show_spell(s, index, a["card"])
    return [ev("spell_shown", f"Player {placer}'s face-down spell is {a['card']} (MM-16.4).",
               f"玩家 {placer} 蓋放的法術卡是 {names_zh(s, [a['card']])}（MM-16.4）。", player=placer,
               card=a["card"])] + B.spell_shown(s)


def do_reveal(s, a):
    """Table mode (MM-16.4): the seat's whole hand is shown and checked; from now on it is known."""
    seat = a["player"]
    T.reveal(s, seat, a["cards"])
    resync(s)
    hand = list(s["seats"][seat]["hand"])
    return [ev("hand_revealed", f"Player {seat} shows the hand: {', '.join(hand) or 'no cards'} (MM-16.4).",
               f"玩家 {seat} 亮出手牌：{names_zh(s, hand)}（MM-16.4）。", player=seat, cards=hand)]
