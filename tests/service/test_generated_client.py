"""A Python client generated from openapi.yaml by openapi-python-client (pinned in the test extra) works: the
generator has nothing to warn about, every operation is generated, and the client plays a whole game of every
game through the app, each answer parsed into the generated model classes with nothing lost on the way.

The client talks to the Flask app in process (httpx's WSGI transport): no server, no port.
"""
import importlib
import subprocess
import sys
from pathlib import Path

import attrs
import httpx
import pytest
import yaml

from engine.registry import GAMES
from service import create_app

ROOT = Path(__file__).resolve().parents[2]
CONFIG = ROOT / "tools" / "openapi_client_config.yaml"
PACKAGE = "referee_client"
# Options that keep a first-legal-move game short; each still ends by the rules (a limit the rules allow).
SHORT_GAMES = {
    "monster-maker-5": {},
    "monster-run": {"round_limit": 10},
    "monster-run-slap": {"flip_limit": 40},
    "paopaosha": {"round_limit": 3},
}
MAX_MOVES = 2000


@pytest.fixture(scope="module")
def generated(tmp_path_factory):
    """(the imported client package, the generator's output)."""
    folder = tmp_path_factory.mktemp("generated")
    run = subprocess.run(
        [sys.executable, "-m", "openapi_python_client", "generate", "--path", str(ROOT / "openapi.yaml"),
         "--meta", "none", "--output-path", str(folder / PACKAGE), "--config", str(CONFIG)],
        capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout + run.stderr
    sys.path.insert(0, str(folder))
    try:
        yield importlib.import_module(PACKAGE), run.stdout + run.stderr
    finally:
        sys.path.remove(str(folder))
        for name in [name for name in sys.modules if name == PACKAGE or name.startswith(PACKAGE + ".")]:
            del sys.modules[name]


@pytest.fixture()
def api_client(generated):
    package, _ = generated
    client = package.Client(base_url="http://localhost", raise_on_unexpected_status=True)
    client.set_httpx_client(httpx.Client(transport=httpx.WSGITransport(app=create_app({"TESTING": True})),
                                         base_url="http://localhost"))
    return client


def _operation(package, tag: str, operation_id: str):
    snake = "".join(f"_{char.lower()}" if char.isupper() else char for char in operation_id)
    return importlib.import_module(f"{package.__name__}.api.{tag}.{snake}")


def test_the_generator_has_no_warnings(generated):
    _, output = generated
    assert "Warning" not in output and "WARNING" not in output, output


def test_every_operation_is_generated(generated):
    package, _ = generated
    document = yaml.safe_load((ROOT / "openapi.yaml").read_text(encoding="utf-8"))
    for item in document["paths"].values():
        for operation in item.values():
            module = _operation(package, operation["tags"][0], operation["operationId"])
            assert callable(module.sync_detailed), operation["operationId"]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_generated_client_plays_a_whole_game(generated, api_client, game_id):
    package, _ = generated
    models = importlib.import_module(f"{package.__name__}.models")
    pascal = "".join(part.capitalize() for part in GAMES[game_id].__module__.split(".")[1].split("_"))
    state_model = getattr(models, f"{pascal}State")
    play = {name: _operation(package, "play", name) for name in ("setup", "legalMoves", "apply", "view")}

    def call(name, body_model, **body):
        module = play[name]
        game_enum = getattr(models, f"{name[0].upper()}{name[1:]}Game")
        response = module.sync_detailed(game_enum(game_id), client=api_client, body=body_model(**body))
        assert response.status_code < 400, response.content
        _assert_typed(response.parsed, response.content)
        return response.parsed

    players = max(2, GAMES[game_id].min_players)
    started = call("setup", models.SetupRequest, players=players, seed=3,
                   options=models.SetupRequestOptions.from_dict(SHORT_GAMES[game_id]))
    assert type(started).__name__ == f"{pascal}StateAndEvents"
    state = started.state
    for _ in range(MAX_MOVES):
        assert isinstance(state, state_model)
        if state.result is not None:
            break
        moves = call("legalMoves", models.LegalMovesBody, state=state)
        assert moves.moves, "a running game has a legal move"
        applied = call("apply", models.ApplyBody, state=state, action=moves.moves[0])
        assert all(type(event).__name__.startswith(f"{pascal}Event") for event in applied.events)
        state = applied.state
    else:
        pytest.fail(f"{game_id} did not end in {MAX_MOVES} moves")
    assert state.result.winners is not None
    view = call("view", models.ViewBody, state=state, player=0)
    assert type(view.state).__name__ == f"{pascal}StateView"


def _assert_typed(parsed, content: bytes) -> None:
    """The answer became generated models all the way down: written back it is the JSON that came, and no
    model's `additional_properties` caught a field the model documents."""
    assert attrs.has(type(parsed)), type(parsed)
    assert parsed.to_dict() == httpx.Response(200, content=content).json()
    _assert_no_swallowed_fields(parsed)


def _assert_no_swallowed_fields(value) -> None:
    if attrs.has(type(value)):
        fields = {field.name.rstrip("_") for field in attrs.fields(type(value))} - {"additional_properties"}
        extra = getattr(value, "additional_properties", {})
        assert not set(extra) & fields, (type(value).__name__, set(extra) & fields)
        for field in attrs.fields(type(value)):
            member = getattr(value, field.name)
            _assert_no_swallowed_fields(list(member.values()) if field.name == "additional_properties" else member)
    elif isinstance(value, (list, tuple)):
        for item in value:
            _assert_no_swallowed_fields(item)
    else:
        assert not isinstance(value, dict), f"a raw dict where a model was documented: {value}"


@pytest.mark.parametrize("game_id", sorted(GAMES))
@pytest.mark.parametrize("language", ["en", "zh"])
def test_the_generated_client_reads_each_catalogue_into_its_models(generated, api_client, game_id, language):
    package, _ = generated
    models = importlib.import_module(f"{package.__name__}.models")
    catalogue = _operation(package, "games", "catalogue")
    response = catalogue.sync_detailed(models.CatalogueGame(game_id), client=api_client, accept_language=language)
    assert response.status_code == 200
    _assert_typed(response.parsed, response.content)
    assert isinstance(response.parsed, models.Catalogue)
    assert all(isinstance(card, models.CatalogueComponent) for card in response.parsed.cards)
    assert response.headers["Content-Language"] == ("en" if language == "en" else GAMES[game_id].chinese_script)
