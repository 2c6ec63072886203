"""Lists written from a game's table (engine.core.text.Written: a slap window's prompts and labels) are localized
once per table, and each time exactly as the plain list (service.language._localized, its checked path)."""
import pytest

from engine.core.prompt import prompt
from engine.core.text import Written, text
from service import language
from service.language import localized
from tests.support.checked_paths import replaced

ITEMS = [text("Slap", "拍"), text("Do not slap", "不拍"), "plain",
         prompt(2, "slap_or_not", text("Sol was called", "喊的是 Sol"), call="Sol", card="Q-G4")]


def written(languages: dict) -> Written:
    fresh = Written(dict(item) if isinstance(item, dict) else item for item in ITEMS)
    fresh.languages = languages
    return fresh


@pytest.mark.parametrize("language", ["en", "zh-Hant", "zh-Hans"])
def test_a_written_list_is_localized_as_the_plain_list_and_its_table_once(language):
    table = {}
    first, second = localized(written(table), language), localized(written(table), language)
    assert first == second == localized(list(ITEMS), language)
    assert type(first) is list and first is not second
    assert list(table) == ["en" if language == "en" else "zh"]


def test_the_fast_path_for_written_lists_gives_what_the_walk_of_the_plain_list_gives():
    # The checked path: a Written list taken as the list it is (the walk of service.language._localized).
    fast = [localized(written({}), asked) for asked in ("en", "zh-Hant")]
    with replaced([(language, "Written", type(None))]):
        checked = [localized(written({}), asked) for asked in ("en", "zh-Hant")]
    assert fast == checked
