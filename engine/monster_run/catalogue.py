"""The Monster Run catalogue: note and magic cards, monsters, fruits and markers, the board's notation, all from
the tables of cards.py and board.py (MR-0.6, MR-0.7, MR-1, MR-7, MR-9 to MR-12)."""
from __future__ import annotations

from engine.core.catalogue import catalogue, component
from engine.core.text import text
from engine.monster_run.board import SIDES
from engine.monster_run.cards import (
    COLOURS,
    DEFAULT_MAGIC_DECK,
    DURATIONS,
    FRUIT_VALUE,
    FRUIT_ZH,
    MAGIC_CARDS,
    MONSTERS,
    NOTE_DECK,
    NOTE_ORDER,
    PITCHES,
    SOLFEGE,
    SPELL_SHIFT,
)

_MAGIC_EFFECTS = {
    "to_coda": text("Moves any one monster onto the Coda bar line.", "將任意一隻怪獸移到 Coda 小節線上。"),
    "fermata": text("The target monster's player skips their next turn.", "目標怪獸的玩家下一回合暫停。"),
    "ritardando": text("Moves an opponent's monster back to the previous bar line.",
                       "將對手的怪獸退回上一條小節線。"),
    "accelerando": text("Moves your own monster forward to the next bar line.", "將自己的怪獸前進到下一條小節線。"),
}
_SPELLS = {
    "sharp": text("Sharp spell", "升音咒"),
    "flat": text("Flat spell", "降音咒"),
}
_COLOURS_EN = {"red": "Red fruit", "green": "Green fruit", "yellow": "Yellow fruit"}


def _pitch_name(pitch: str) -> str:
    return f"{pitch} ({SOLFEGE[pitch[0]][0]})"


def _note(card: str) -> dict:
    duration, pitch = card.split("-")
    info = DURATIONS[duration]
    solfege = SOLFEGE[pitch[0]][0]
    return component(
        card, text(f"{info['en']} {pitch} ({solfege})", f"{pitch}（{solfege}）{info['zh']}"),
        text(f"Moves your monster forward by {info['quarters']} quarter-note length(s) and sets its pitch to {pitch}.",
             f"讓你的怪獸前進 {info['quarters']} 個四分音符的長度，音高變為 {pitch}。"),
        "note", reconstructed=True, copies=NOTE_DECK[card], pitch=pitch, solfege=solfege, duration=duration,
        quarters=info["quarters"])


def _magic(kind: str) -> dict:
    info = MAGIC_CARDS[kind]
    return component(kind, text(info["en"], info["zh"]), _MAGIC_EFFECTS[kind], "magic",
                     reconstructed=kind != "to_coda", copies=DEFAULT_MAGIC_DECK.count(kind), target=info["target"])


def _markers() -> list[dict]:
    fruits = [component(colour, text(_COLOURS_EN[colour], FRUIT_ZH[colour]),
                        text(f"A magic fruit worth {FRUIT_VALUE[colour]} point(s) to the monster that stops on it.",
                             f"停在上面的怪獸得到這顆魔法果實，值 {FRUIT_VALUE[colour]} 分。"),
                        "fruit", value=FRUIT_VALUE[colour]) for colour in COLOURS]
    spells = [component(spell, _SPELLS[spell],
                        text(f"Once per game, raises or lowers a played note by {abs(SPELL_SHIFT[spell])} row.",
                             f"每局一次，把打出的音符{'升高' if SPELL_SHIFT[spell] > 0 else '降低'}一行。"),
                        "spell", reconstructed=True, value=SPELL_SHIFT[spell]) for spell in _SPELLS]
    others = [
        component("coda", text("Coda marker", "Coda 標記"),
                  text("Lies on one bar line; To Coda moves a monster there.", "放在一條小節線上；到 Coda 把怪獸移到這裡。"),
                  "board_marker"),
        component("repeats", text("Bounce markers (repeat signs)", "彈跳標記（反覆記號）"),
                  text("A start and an end repeat sign: a monster stopping just before the end one is sent back to "
                       "the start one, unless its player holds a bounce record.",
                       "開始與結束反覆記號：停在結束記號前一格的怪獸被傳回開始記號，除非玩家已有彈跳紀錄。"),
                  "board_marker", reconstructed=True),
        component("mud", text("Mud markers", "泥淖標記"),
                  text("Each covers five rows of one beat column where no monster may stop.",
                       "每個標記蓋住一個拍子欄的五行，怪獸不可停在那裡。"), "board_marker", reconstructed=True),
        component("rest", text("Rest marker", "休止符標記"),
                  text("A quarter rest on the board: no note may sound over it, and a monster reaching it plays it.",
                       "棋盤上的四分休止符：音符不可越過它發聲，走到它的怪獸自動演奏它。"),
                  "board_marker", reconstructed=True),
        component("defense", text("Magic defense token", "魔法防禦標記"),
                  text("Once per game, blocks a magic card played on your monster.", "每局一次，擋下對你的怪獸使用的魔法卡。"),
                  "player_token"),
        component("record", text("Bounce record", "彈跳紀錄"),
                  text("Taken when bounced; the next time the monster passes the wall normally.",
                       "被彈回時取得；下次怪獸可正常通過彈跳牆。"), "player_token"),
        component("skip", text("Skipped turn", "暫停回合"),
                  text("The player's next turn is skipped (Fermata).", "玩家的下一回合暫停（延長記號）。"),
                  "player_token"),
    ]
    return fruits + spells + others


def _cells() -> list[dict]:
    rows = [component(pitch, text(f"Row {row}: {_pitch_name(pitch)}", f"第 {row} 行：{pitch}（{SOLFEGE[pitch[0]][1]}）"),
                      text("A line or space of the staff, named by its pitch.", "五線譜上的一條線或一個間，以音高命名。"),
                      "row", row=row, pitch=pitch, solfege=SOLFEGE[pitch[0]][0])
            for row, pitch in enumerate(PITCHES, start=1)]
    notation = [
        component("BL{k}", text("Bar line k", "第 k 條小節線"),
                  text("The bar line after measure k; BL0 is the start and the last one the finish.",
                       "第 k 小節後的小節線；BL0 是起點，最後一條是終點。"), "bar_line", pattern=r"^BL[0-9]{1,2}$"),
        component("m{m}b{b}", text("Beat b of measure m", "第 m 小節第 b 拍"),
                  text("A beat column, where a monster stands after a note.", "拍子欄，怪獸打出音符後停在這裡。"),
                  "beat_column", pattern=r"^m[1-9][0-9]?b[1-9][0-9]?$"),
        component("m{m}b{b}/{pitch}", text("Cell of beat b of measure m on a pitch row", "第 m 小節第 b 拍在某音高行的格子"),
                  text("One cell of the board, where fruits lie.", "棋盤的一個格子，魔法果實放在這裡。"),
                  "cell", pattern=r"^m[1-9][0-9]?b[1-9][0-9]?/[A-G][4-6]$"),
    ]
    sides = [component(signature, text(f"{signature} board side", f"{signature} 拍號棋盤面"),
                       text(f"{beats} beats per measure, each a {unit} note, {measures} measures.",
                            f"每小節 {beats} 拍，以{'四分音符' if unit == 'quarter' else '八分音符'}為一拍，共 {measures} 小節。"),
                       "board", beats=beats, measures=measures)
             for signature, (beats, unit, measures) in SIDES.items()]
    return rows + notation + sides


def monster_run_catalogue(game_id: str, name) -> dict:
    monsters = [component(str(number), text(label, f"小怪獸 {number}"),
                          text("A monster pawn: an incarnated note racing along the staff.", "小怪獸棋子：化身為音符，在五線譜上賽跑。"),
                          "monster") for number, label in MONSTERS.items()]
    return catalogue(
        game_id, name,
        text("A custom magic deck (option magic_deck) lists magic card kinds of this catalogue, one entry per card; "
             "the note deck is always the standard one.",
             "自訂魔法牌堆（選項 magic_deck）列出本目錄的魔法卡種類，一張卡一項；音符牌堆固定為標準牌堆。"),
        cards=[_note(card) for card in NOTE_ORDER] + [_magic(kind) for kind in MAGIC_CARDS],
        characters=monsters, markers=_markers(), cells=_cells())
