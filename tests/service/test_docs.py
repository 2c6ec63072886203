"""The contract and its page: served from the package, with no external resources (the service works offline)."""
import re

import yaml
from openapi_spec_validator import validate


def test_openapi_document_is_valid_openapi_3_1(client):
    response = client.get("/openapi.yaml")
    assert response.status_code == 200
    document = yaml.safe_load(response.get_data(as_text=True))
    assert document["openapi"].startswith("3.1")
    validate(document)


def test_every_route_of_the_app_is_documented_and_every_documented_path_exists(app, openapi):
    document = yaml.safe_load(open(app.root_path + "/../openapi.yaml", encoding="utf-8"))
    documented = {re.sub(r"{(\w+)}", r"<\1>", path) for path in document["paths"]}
    served = {rule.rule for rule in app.url_map.iter_rules() if rule.endpoint != "static"}
    served -= {"/docs/<path:filename>", "/play/<path:filename>"}
    assert documented == served


def test_docs_page_loads_swagger_ui_from_this_service_only(client):
    page = client.get("/docs")
    assert page.status_code == 200
    html = page.get_data(as_text=True)
    assert "SwaggerUIBundle" in html and "http" not in html.replace('url: "/openapi.yaml"', "")
    for asset in re.findall(r'(?:src|href)="([^"]+)"', html):
        assert client.raw().get(asset).status_code == 200


def test_healthz(client):
    assert client.get("/healthz").get_json() == {"status": "ok"}


def test_openapi_yaml_is_built_from_its_sources():
    import subprocess
    import sys
    result = subprocess.run([sys.executable, "tools/build_openapi.py", "--check"], capture_output=True, text=True,
                            cwd=__file__.rsplit("/tests/", 1)[0])
    assert result.returncode == 0, result.stderr


def test_every_operation_on_a_game_declares_the_game_parameter_with_every_game_id(openapi):
    """On the operation itself, not as a path-level $ref: Swagger UI renders that as `any` and its "Try it out"
    then sends `{game}` literally."""
    from engine.registry import GAMES
    document = yaml.safe_load(open(__file__.rsplit("/tests/", 1)[0] + "/openapi.yaml", encoding="utf-8"))
    on_a_game = {path: item for path, item in document["paths"].items() if "{game}" in path}
    assert len(on_a_game) == 9
    for path, item in on_a_game.items():
        assert "parameters" not in item, path
        for operation in item.values():
            (game,) = [parameter for parameter in operation["parameters"] if parameter["name"] == "game"]
            assert game["in"] == "path" and game["required"] is True and game["description"]
            assert game["schema"] == {"type": "string", "enum": sorted(GAMES)}
