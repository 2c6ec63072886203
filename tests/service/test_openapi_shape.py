"""openapi.yaml is shaped for the tools that read it: code generators, Swagger UI and linters (issue 11, item 7).
The build (tools/build_openapi.py) makes it so; these tests check the published file itself."""
from pathlib import Path

import pytest
import yaml
from jsonschema import Draft202012Validator

from engine.registry import GAMES
from service import create_app
from tools.build_openapi import SCHEMA_KEYWORDS

TEXT = (Path(__file__).resolve().parents[2] / "openapi.yaml").read_text(encoding="utf-8")
DOCUMENT = yaml.safe_load(TEXT)
SCHEMAS = DOCUMENT["components"]["schemas"]
# Words that generators cannot use as class or field names in common languages.
KEYWORDS = {"pass", "class", "def", "return", "import", "from", "global", "default", "case", "switch", "new",
            "delete", "enum", "interface", "function", "var", "let", "const", "type", "object", "string"}


def _schemas(node, where="#"):
    """Every schema object of the document, with where it is."""
    if isinstance(node, dict):
        if "schema" in node and isinstance(node["schema"], dict):
            yield from _subschemas(node["schema"], f"{where}/schema")
        for key, value in node.items():
            if key not in ("schema", "examples", "schemas"):
                yield from _schemas(value, f"{where}/{key}")
        for name, schema in node.get("schemas", {}).items():
            yield from _subschemas(schema, f"{where}/schemas/{name}")
    elif isinstance(node, list):
        for index, item in enumerate(node):
            yield from _schemas(item, f"{where}/{index}")


def _subschemas(schema, where):
    if not isinstance(schema, dict):
        return
    yield where, schema
    for name, sub in schema.get("properties", {}).items():
        yield from _subschemas(sub, f"{where}/properties/{name}")
    for key in ("items", "additionalProperties", "not", "propertyNames", "if", "then", "else"):
        yield from _subschemas(schema.get(key), f"{where}/{key}")
    for key in ("oneOf", "anyOf", "allOf", "prefixItems"):
        for index, sub in enumerate(schema.get(key, [])):
            yield from _subschemas(sub, f"{where}/{key}/{index}")


ALL_SCHEMAS = list(_schemas(DOCUMENT))


def test_the_published_file_has_no_yaml_anchors_or_aliases():
    events = list(yaml.parse(TEXT))
    assert not [event for event in events if isinstance(event, yaml.AliasEvent)]
    assert not [event for event in events if getattr(event, "anchor", None)]


def test_no_schema_uses_const_a_title_or_a_key_that_is_no_keyword():
    """const: generators expect enum inside unions; title: they make class names of it (`pass` broke them);
    an unknown key is a YAML slip such as `description: a, b` in a flow mapping."""
    assert len(ALL_SCHEMAS) > 1000
    for where, schema in ALL_SCHEMAS:
        assert "const" not in schema and "title" not in schema, where
        assert set(schema) <= SCHEMA_KEYWORDS, (where, set(schema) - SCHEMA_KEYWORDS)


def test_every_schema_name_is_usable_as_a_class_name():
    for name in SCHEMAS:
        assert name.isidentifier() and name[0].isupper() and name.lower() not in KEYWORDS, name


def test_every_operation_has_a_summary_and_a_description():
    for path, item in DOCUMENT["paths"].items():
        for method, operation in item.items():
            assert operation["summary"] and operation["description"], f"{method.upper()} {path}"


def test_game_state_is_a_plain_one_of_the_games_states_discriminated_by_game():
    state = SCHEMAS["GameState"]
    assert set(state) == {"description", "oneOf", "discriminator"}
    assert state["discriminator"]["propertyName"] == "game"
    assert set(state["discriminator"]["mapping"]) == set(GAMES)
    for game_id, reference in state["discriminator"]["mapping"].items():
        game_state = SCHEMAS[reference.rsplit("/", 1)[1]]
        assert {"$ref": reference} in state["oneOf"]
        assert game_state["properties"]["game"]["enum"] == [game_id]
        assert {"game", "version", "chance", "players", "options", "to_act", "result"} <= set(game_state["required"])
        view = SCHEMAS[SCHEMAS["StateView"]["discriminator"]["mapping"][game_id].rsplit("/", 1)[1]]
        assert "rng" not in view["properties"] and view["additionalProperties"] is False


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_each_option_of_a_game_is_described_by_a_json_schema_its_default_fits(game_id):
    client = create_app({"TESTING": True}).test_client()
    options = client.get(f"/v1/games/{game_id}").get_json()["options"]
    assert options
    for option in options:
        assert set(option) <= {"name", "schema", "default", "description"} and "type" not in option
        Draft202012Validator.check_schema(option["schema"])
        if "default" in option:
            Draft202012Validator(option["schema"]).validate(option["default"])


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_setup_with_every_option_at_its_default_is_the_default_setup(game_id):
    client = create_app({"TESTING": True}).test_client()
    options = client.get(f"/v1/games/{game_id}").get_json()["options"]
    players = max(2, GAMES[game_id].min_players)
    defaults = {option["name"]: option["default"] for option in options if "default" in option}
    given = client.post(f"/v1/games/{game_id}/setup", json={"players": players, "seed": 5, "options": defaults})
    plain = client.post(f"/v1/games/{game_id}/setup", json={"players": players, "seed": 5})
    assert given.status_code == plain.status_code == 201
    assert given.get_json() == plain.get_json()


def _described(schema: dict) -> bool:
    if "description" in schema:
        return True
    reference = schema.get("$ref")
    return reference is not None and "description" in SCHEMAS[reference.rsplit("/", 1)[1]]


def test_every_field_is_described():
    missing = [f"{where}/properties/{name}" for where, schema in ALL_SCHEMAS
               for name, field in schema.get("properties", {}).items()
               if isinstance(field, dict) and not _described(field)]
    assert missing == []
