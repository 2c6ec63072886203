"""Issue 13: the size bounds the Referee checks are published in openapi.yaml, so that clients know them. Every
list and map of a game's state, options and actions carries `maxItems` / `maxProperties`, equal to the bound of
engine/<game>/bounds.py at the same path (the tightest one where several schemas describe a path); every number
a `maximum` and every free text a `maxLength` within it."""
import pathlib

import pytest
import yaml

from engine.core.referee import MAX_REPLAY_ACTIONS
from engine.registry import GAMES, GAME_MODULES

DOCUMENT = yaml.safe_load((pathlib.Path(__file__).parents[2] / "openapi.yaml").read_text(encoding="utf-8"))
# The envelope is build input (docs/openapi/base.yaml): each published state carries its fields itself.
SCHEMAS = {**yaml.safe_load((pathlib.Path(__file__).parents[2] / "docs" / "openapi" / "base.yaml").read_text(
    encoding="utf-8"))["components"]["schemas"], **DOCUMENT["components"]["schemas"]}


# Schemas of docs/openapi/base.yaml that every game shares: they publish bounds that hold for every game, checked
# by test_the_shared_envelope_publishes_bounds_that_hold_for_every_game; a game's own schemas publish its own.
SHARED = frozenset({"Seat", "ToAct", "Result", "Envelope"})


def _pascal(module: str) -> str:
    return "".join(part.capitalize() for part in module.rsplit(".", 1)[1].split("_"))


PASCAL = {next(game_id for game_id, game in GAMES.items() if type(game).__module__.startswith(module)):
          _pascal(module) for module in GAME_MODULES}


def _reached(schema: dict, path: str, out: dict, refs: tuple = (), skip: frozenset = SHARED) -> dict:
    """path -> every schema (with the keywords beside a $ref merged in) that describes a value there."""
    if "$ref" in schema:
        name = schema["$ref"].rsplit("/", 1)[1]
        if name in refs or name in skip:
            return out
        schema = {**SCHEMAS[name], **{key: value for key, value in schema.items() if key != "$ref"}}
        refs += (name,)
    out.setdefault(path, []).append(schema)
    for key in ("allOf", "oneOf", "anyOf"):
        for branch in schema.get(key, ()):
            _reached(branch, path, out, refs, skip)
    for name, child in schema.get("properties", {}).items():
        _reached(child, f"{path}.{name}" if path else name, out, refs, skip)
    if isinstance(schema.get("items"), dict):
        _reached(schema["items"], path + "[]", out, refs, skip)
    for child in [schema.get("additionalProperties"), *schema.get("patternProperties", {}).values()]:
        if isinstance(child, dict):
            _reached(child, path + "{}", out, refs, skip)
    return out


def _is(schema: dict, kind: str) -> bool:
    declared = schema.get("type")
    return declared == kind or isinstance(declared, list) and kind in declared


def _is_map(schema: dict) -> bool:
    return _is(schema, "object") and (isinstance(schema.get("additionalProperties"), dict)
                                      or bool(schema.get("patternProperties")))


def _published(schemas: list[dict], keyword: str) -> int | None:
    found = [schema[keyword] for schema in schemas if keyword in schema]
    return min(found) if found else None


def _free_text(schema: dict) -> bool:
    return _is(schema, "string") and not {"enum", "const", "pattern"} & set(schema)


def _mismatches(root: dict, bounds) -> list[str]:
    """Lists and maps must publish the engine's bound; numbers and free texts one at most as large (a load may
    check a number more tightly than its size bound, e.g. a health of at most 99)."""
    out = []
    for path, schemas in _reached(root, "", {}).items():
        expected = bounds.limit(path, bounds.default_items)
        for keyword, test in (("maxItems", lambda schema: _is(schema, "array")), ("maxProperties", _is_map)):
            if any(test(schema) for schema in schemas) and _published(schemas, keyword) != expected:
                out.append(f"{path or '(root)'}: {keyword} {_published(schemas, keyword)}, the engine's bound is "
                           f"{expected}")
        # An integer where a list or map is bounded is a view's count of it (no state the engine reads).
        counted = any(_is(schema, "array") or _is_map(schema) for schema in schemas)
        checks = (("maximum", lambda schema: _is(schema, "integer") and "const" not in schema and "enum" not in schema
                                    and not counted,
                   bounds.limit(path, bounds.default_integer)),
                  ("maxLength", _free_text, max(bounds.limits.get(path, 0), bounds.default_string)))
        for keyword, test, most in checks:
            if any(test(schema) for schema in schemas):
                published = _published(schemas, keyword)
                if published is None or published > most:
                    out.append(f"{path or '(root)'}: {keyword} {published}, the engine's bound is {most}")
    return out


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_list_and_map_of_a_state_publishes_the_engine_bound(game_id):
    state = {"$ref": f"#/components/schemas/{PASCAL[game_id]}State"}
    assert _mismatches(state, GAMES[game_id].state_bounds) == []


def test_the_shared_envelope_publishes_bounds_that_hold_for_every_game():
    reached = _reached({"$ref": "#/components/schemas/Envelope"}, "", {}, skip=frozenset())
    for path, schemas in reached.items():
        for keyword in ("maxItems", "maxProperties"):
            published = _published(schemas, keyword)
            if published is not None:
                for game in GAMES.values():
                    assert game.state_bounds.limit(path, game.state_bounds.default_items) <= published, (path, game)
    assert _published(reached["to_act"], "maxItems") == 64


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_list_and_map_of_the_setup_options_publishes_the_engine_bound(game_id):
    options = {"$ref": f"#/components/schemas/{PASCAL[game_id]}Options"}
    assert _mismatches(options, GAMES[game_id].option_bounds) == []


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_list_of_an_action_publishes_the_engine_bound(game_id):
    action = {"$ref": f"#/components/schemas/{PASCAL[game_id]}Action"}
    assert _mismatches(action, GAMES[game_id].action_bounds) == []


def test_replay_publishes_its_bound_and_the_events_switch():
    body = DOCUMENT["paths"]["/v1/games/{game}/replay"]["post"]["requestBody"]["content"]["application/json"]
    properties = body["schema"]["properties"]
    assert properties["actions"]["maxItems"] == MAX_REPLAY_ACTIONS
    assert {key: properties["events"][key] for key in ("type", "default")} == {"type": "boolean", "default": True}


LIMITS = (pathlib.Path(__file__).parents[2] / "docs" / "LIMITS.md").read_text(encoding="utf-8")


def _rows(game) -> list[str]:
    """The table rows of the game's section of docs/LIMITS.md."""
    module = type(game).__module__.rsplit(".", 1)[0]
    section = LIMITS.split(f"(`{module.replace('.', '/')}/bounds.py`)", 1)[1].split("\n## ", 1)[0]
    return [line for line in section.splitlines() if line.startswith("| ")]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_docs_limits_lists_every_bound_of_every_game(game_id):
    game = GAMES[game_id]
    rows = _rows(game)
    wanted = [("", path, limit) for path, limit in game.state_bounds.limits.items()
              if path != "rng" and not path.startswith(("options", "stack[]."))]
    wanted += [("options ", path, limit) for path, limit in game.option_bounds.limits.items()]
    wanted += [("action ", path, limit) for path, limit in game.action_bounds.limits.items()]
    missing = [f"{kind}{path}: {limit}" for kind, path, limit in wanted
               if not any(row.startswith(f"| {kind}`") and f"`{path}`" in row and f" {limit}" in row.replace(",", " ")
                          for row in rows)]
    assert missing == []


def test_docs_limits_names_every_card_list_field_of_a_paopaosha_frame():
    bounds = GAMES["paopaosha"].state_bounds
    row = next(row for row in _rows(GAMES["paopaosha"]) if "a card list" in row)
    fields = [path.split(".", 1)[1] for path, limit in bounds.limits.items()
              if path.startswith("stack[].") and not path.endswith("[]") and limit == 440]
    assert [name for name in fields if f"`{name}`" not in row] == []
