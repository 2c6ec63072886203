"""The catalogue (Game.catalogue) names every component the games' states, actions and events can name, in both
languages, each game's Chinese in its own script: checked against the engines' tables and against the names seen
in random playouts."""
import random
import re

import pytest

from engine.core import Referee
from engine.core.catalogue import SECTIONS
from engine.core.text import is_text
from engine.monster_maker_5 import cards as mm_cards
from engine.monster_run import cards as mr_cards
from engine.monster_run_slap import cards as slap_cards
from engine.paopaosha import cards as pps_cards
from engine.paopaosha.machine import ABILITIES
from engine.paopaosha.skill_base import MARK_KEYS
from engine.registry import GAMES

PLAYOUTS = 3
MAX_STEPS = 1500
# Characters written differently in the two scripts (traditional, simplified): a few dozen of the commonest, enough
# to catch a text typed in the wrong script. Neither side of a pair is a character the other script also uses.
SCRIPT_PAIRS = ["與与", "為为", "個个", "這这", "會会", "對对", "張张", "從从", "體体", "擲掷", "戰战", "聖圣", "騎骑", "寶宝", "獸兽", "擊击", "護护", "驅驱", "獄狱", "盜盗", "賊贼", "動动", "開开", "結结", "記记", "號号", "長长", "漸渐", "線线", "終终", "彈弹", "傳传", "紀纪", "錄录", "擋挡", "單单", "間间", "譜谱", "欄栏", "紅红", "綠绿", "黃黄", "選选", "項项", "蓋盖", "處处", "種种", "類类", "預预", "設设", "編编", "運运", "組组", "陣阵", "殺杀", "閃闪", "書书", "國国", "盤盘", "數数", "級级", "階阶", "軍军", "團团", "屬属", "淚泪", "將将", "頭头", "蔥葱", "雞鸡", "腦脑", "電电", "藍蓝", "風风", "漿浆", "遊游", "戲戏", "萬万", "齊齐", "過过", "隨随", "詛诅", "槍枪", "鍋锅", "車车", "飛飞", "腳脚", "驚惊", "恆恒", "學学", "術术", "戀恋", "讓让", "謙谦", "貪贪", "愛爱", "雜杂", "強强", "師师", "歸归", "還还", "變变", "給给", "錢钱", "們们", "當当", "沒没", "無无", "點点", "時时", "來来", "後后", "麼么", "説说", "說说", "價价", "幣币", "硬硬", "擇择"]
TRADITIONAL = {pair[0] for pair in SCRIPT_PAIRS if pair[0] != pair[1]}
SIMPLIFIED = {pair[1] for pair in SCRIPT_PAIRS if pair[0] != pair[1]}


def _texts(value):
    if is_text(value):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _texts(item)
    elif isinstance(value, list):
        for item in value:
            yield from _texts(item)


def _ids(catalogue: dict, *sections: str) -> set:
    return {entry["id"] for section in sections for entry in catalogue[section]}


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_entry_has_a_name_and_a_description_in_both_languages(game_id):
    catalogue = GAMES[game_id].catalogue()
    assert set(catalogue) == {"game", "name", "custom_decks", *SECTIONS}
    assert is_text(catalogue["name"]) and is_text(catalogue["custom_decks"])
    for section in ("cards", "characters", "skills", "markers", "cells", "dice"):
        ids = [entry["id"] for entry in catalogue[section]]
        assert len(ids) == len(set(ids)), section
        for entry in catalogue[section]:
            assert is_text(entry["name"]) and is_text(entry["description"]), entry
            assert isinstance(entry["reconstructed"], bool) and entry["type"]
    texts = list(_texts(catalogue))
    assert texts and all(text["en"].strip() and text["zh"].strip() for text in texts)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_chinese_is_in_the_games_own_script(game_id):
    game = GAMES[game_id]
    wrong = SIMPLIFIED if game.chinese_script == "zh-Hant" else TRADITIONAL
    chinese = "".join(text["zh"] for text in _texts(game.catalogue()))
    assert {character for character in chinese if character in wrong} == set()


def test_the_script_pairs_catch_a_text_in_the_wrong_script():
    assert "殺" in TRADITIONAL and "杀" in SIMPLIFIED and not TRADITIONAL & SIMPLIFIED


def test_monster_run_catalogue_holds_its_tables():
    catalogue = GAMES["monster-run"].catalogue()
    assert _ids(catalogue, "cards") == set(mr_cards.NOTE_ORDER) | set(mr_cards.MAGIC_CARDS)
    assert _ids(catalogue, "characters") == {str(number) for number in mr_cards.MONSTERS}
    assert set(mr_cards.COLOURS) | {"sharp", "flat"} <= _ids(catalogue, "markers")
    assert set(mr_cards.PITCHES) <= _ids(catalogue, "cells")
    magic = {entry["id"]: entry for entry in catalogue["cards"] if entry["type"] == "magic"}
    # MR-9.11: only To Coda is from the source.
    assert [kind for kind, entry in magic.items() if not entry["reconstructed"]] == ["to_coda"]
    assert sum(entry["copies"] for entry in catalogue["cards"] if entry["type"] == "note") == mr_cards.NOTE_COUNT


def test_slap_catalogue_holds_its_tables():
    catalogue = GAMES["monster-run-slap"].catalogue()
    assert [entry["id"] for entry in catalogue["cards"]] == list(slap_cards.CARD_KINDS)
    assert _ids(catalogue, "markers") == set(slap_cards.SOLFEGE)
    assert sum(entry["copies"] for entry in catalogue["cards"]) == slap_cards.STANDARD_DECK_SIZE


def test_monster_maker_5_catalogue_holds_its_tables():
    catalogue = GAMES["monster-maker-5"].catalogue()
    kinds = {cls for cls in mm_cards.CLASSES if cls != "spell"} | set(mm_cards.SPELLS) | {"dungeon"}
    assert _ids(catalogue, "cards") == kinds
    assert [card["id"] for card in catalogue["deck"]] == list(mm_cards.DEFAULT_TABLE.cards)
    assert {card["kind"] for card in catalogue["deck"]} == kinds
    paladin = next(card for card in catalogue["deck"] if card["id"] == "P1")
    assert paladin["stats"] == {"physical": {"attack": "3D", "defence": 9}, "magic": {"attack": "1D+2", "defence": 7}}
    assert paladin["gem"] == "G1" and paladin["reconstructed"]


def test_paopaosha_catalogue_holds_its_tables():
    catalogue = GAMES["paopaosha"].catalogue()
    assert [entry["id"] for entry in catalogue["cards"]] == list(pps_cards.KINDS)
    assert [(card["number"], card["kind"], card["suit"], card["rank"]) for card in catalogue["deck"]] == [
        (number, card["kind"], card["suit"], card["rank"]) for number, card in enumerate(pps_cards.DEFAULT_DECK, 1)]
    assert _ids(catalogue, "characters") == set(pps_cards.CHARACTERS)
    skills = {skill for info in pps_cards.CHARACTERS.values() for skill in info["skills"]}
    assert skills <= _ids(catalogue, "skills")
    # use_skill names any ability: a character's, a card kind's, or one a card brings under another name.
    assert set(ABILITIES) <= _ids(catalogue, "skills", "cards")
    assert set(MARK_KEYS) | set(pps_cards.IDENTITIES) | set(pps_cards.SUITS) <= _ids(catalogue, "markers")
    # PPS-3.2, I-4: the health of 蓝蓝 and 豆鸡眼 is the project's.
    assert {entry["id"] for entry in catalogue["characters"] if entry["reconstructed"]} == {"lanlan", "doujiyan"}


# -- names seen in random playouts -------------------------------------------------------------------------------

def _values(value, keys):
    """(key, value) for every scalar under one of `keys`, lists unrolled, anywhere in `value`."""
    if isinstance(value, dict):
        for key, item in value.items():
            if key in keys:
                for scalar in item if isinstance(item, list) else [item]:
                    if scalar is not None and not isinstance(scalar, (dict, list)):
                        yield key, scalar
            yield from _values(item, keys)
    elif isinstance(value, list):
        for item in value:
            yield from _values(item, keys)


def _seen(game_id: str, options: dict, players: int) -> list:
    """Everything a few random games show: their states, actions and events."""
    referee, seen = Referee(GAMES[game_id]), []
    for seed in range(PLAYOUTS):
        picker = random.Random(seed)
        state, events = referee.setup(players, dict(options), seed=seed)
        seen += [state, events]
        for _ in range(MAX_STEPS):
            if state["result"] is not None:
                break
            action = picker.choice(referee.legal_moves(state)["moves"])
            state, events = referee.apply(state, action)
            seen += [action, state, events]
    return seen


def test_every_name_a_monster_run_game_shows_is_in_the_catalogue():
    catalogue = GAMES["monster-run"].catalogue()
    seen = _seen("monster-run", {"level": 5}, 3)
    cards, markers = _ids(catalogue, "cards"), _ids(catalogue, "markers")
    patterns = [re.compile(entry["pattern"]) for entry in catalogue["cells"] if "pattern" in entry]
    checked = {"cards": 0, "positions": 0}
    for key, value in _values(seen, {"card", "cards", "hand", "magic", "monster", "colour", "spell", "position",
                                      "cell", "from", "to", "coda", "pitch"}):
        if key in ("card", "cards", "hand", "magic"):
            if isinstance(value, int):   # an event's count of cards
                continue
            assert value in cards, value
            checked["cards"] += 1
        elif key == "monster":
            assert str(value) in _ids(catalogue, "characters")
        elif key in ("colour", "spell"):
            assert value in markers | {"none"}, value
        elif key == "pitch":
            assert value in _ids(catalogue, "cells"), value
        else:
            assert any(pattern.match(value) for pattern in patterns), value
            checked["positions"] += 1
    for state in (item for item in seen if isinstance(item, dict) and "seats" in item):
        assert set(state["fruits"].values()) <= markers
        assert all(any(pattern.match(cell) for pattern in patterns) for cell in state["fruits"])
        assert all(set(seat["fruits"]) <= markers for seat in state["seats"])
    assert checked["cards"] and checked["positions"]


def test_every_name_a_slap_game_shows_is_in_the_catalogue():
    catalogue = GAMES["monster-run-slap"].catalogue()
    cards, calls = _ids(catalogue, "cards"), _ids(catalogue, "markers")
    names = list(_values(_seen("monster-run-slap", {"calling": "tune"}, 3), {"card", "cards", "known", "call", "tune"}))
    assert names
    for key, value in names:
        if not isinstance(value, int):   # an event's count of cards
            assert value in (calls if key in ("call", "tune") else cards), value


def test_every_name_a_monster_maker_5_game_shows_is_in_the_catalogue():
    catalogue = GAMES["monster-maker-5"].catalogue()
    ids, sides = {card["id"] for card in catalogue["deck"]}, _ids(catalogue, "markers")
    seen = _seen("monster-maker-5", {}, 3)
    names = list(_values(seen, {"card", "cards", "hand", "field", "deck", "discard", "prisoners", "guards", "gems",
                                "thief", "spell", "attacker", "source"}))
    assert names
    for _, value in names:
        if not isinstance(value, int):   # a count of cards, or a seat
            assert value in ids, value
    for state in (item for item in seen if isinstance(item, dict) and "seats" in item):
        assert {seat["side"] for seat in state["seats"]} <= sides


def test_every_name_a_paopaosha_game_shows_is_in_the_catalogue():
    catalogue = GAMES["paopaosha"].catalogue()
    numbers = {card["number"] for card in catalogue["deck"]}
    cards, markers = _ids(catalogue, "cards"), _ids(catalogue, "markers")
    sections = {"character": _ids(catalogue, "characters"), "skill": _ids(catalogue, "skills") | cards,
                "via": _ids(catalogue, "skills") | cards, "as": cards, "card_as": cards, "identity": markers,
                "slot": markers}
    seen = _seen("paopaosha", {}, 5) + _seen("paopaosha", {"mode": "boss"}, 4)
    names = list(_values(seen, set(sections) | {"hand", "pile", "discard", "processing", "removed"}))
    assert {key for key, _ in names} >= {"character", "skill", "identity", "hand"}
    for key, value in names:
        assert value in sections.get(key, numbers), (key, value)
    for state in (item for item in seen if isinstance(item, dict) and "seats" in item):
        for seat in state["seats"]:
            assert set(seat["marks"]) <= markers
            assert {card for card in seat["equipment"].values() if card is not None} <= numbers
