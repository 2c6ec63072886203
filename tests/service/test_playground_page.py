"""/play as the service serves it: a page and its files from the package, loading nothing from elsewhere, told
whether the deployment seals states (the browser tests in tests/browser play it)."""
import re

import pytest

from tests.support.sealed import sealing_app

# A name, not an address: SVG elements are created in this namespace and nothing is fetched from it.
SVG_NAMESPACE = "http://www.w3.org/2000/svg"


def assets(html: str) -> list[str]:
    return re.findall(r'(?:src|href)="(/[^"]+)"', html)


def test_play_page_and_every_file_it_loads_come_from_this_service(client):
    page = client.raw().get("/play")
    assert page.status_code == 200 and page.mimetype == "text/html"
    html = page.get_data(as_text=True)
    files = assets(html)
    assert {"/play/play.js", "/play/play.css", "/play/faces.js", "/play/staff.js", "/play/text.js"} <= set(files)
    for text in [html] + [client.raw().get(path).get_data(as_text=True) for path in files]:
        assert not re.search(r"https?://", text.replace(SVG_NAMESPACE, "")), text[:200]
    for path in files:
        assert client.raw().get(path).status_code == 200


@pytest.mark.parametrize("settings, mode", [({}, "optional"), ({"REFEREE_SEAL": "required"}, "required")])
def test_play_page_is_told_how_the_deployment_seals(settings, mode):
    html = sealing_app(**settings).test_client().get("/play").get_data(as_text=True)
    assert f'data-seal="{mode}"' in html


def test_play_page_without_seal_keys_plays_open_games(client):
    assert 'data-seal="off"' in client.raw().get("/play").get_data(as_text=True)


def test_play_files_outside_the_page_folder_are_not_served(client):
    assert client.raw().get("/play/../app.py").status_code == 404
    assert client.raw().get("/play/%2e%2e/app.py").status_code == 404
