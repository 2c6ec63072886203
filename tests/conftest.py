"""Shared fixtures: the Flask app, and a client whose every exchange is checked against openapi.yaml."""
import json
import pathlib

import pytest
from openapi_core import Config, OpenAPI
from openapi_core.contrib.werkzeug import WerkzeugOpenAPIRequest, WerkzeugOpenAPIResponse
from openapi_core.templating.paths.exceptions import PathNotFound
from werkzeug.test import EnvironBuilder

from service import create_app

OPENAPI_FILE = pathlib.Path(__file__).resolve().parent.parent / "openapi.yaml"


@pytest.fixture(scope="session")
def openapi():
    # openapi-core reads only application/json as JSON unless told; problem bodies are JSON too.
    config = Config(extra_media_type_deserializers={"application/problem+json": json.loads})
    return OpenAPI.from_file_path(str(OPENAPI_FILE), config=config)


@pytest.fixture(scope="session")
def app():
    return create_app({"TESTING": True})


@pytest.fixture()
def client(app, openapi):
    return ContractClient(app.test_client(), openapi)


class ContractClient:
    """Flask's test client, checking that each request and response is what openapi.yaml documents.

    A request is checked only when the service accepted it: the tests of bad input send requests that break
    the contract on purpose. Every response is checked, errors included.
    """

    def __init__(self, client, openapi):
        self._client = client
        self._openapi = openapi

    def get(self, path, **kwargs):
        return self._exchange("GET", path, kwargs)

    def post(self, path, **kwargs):
        return self._exchange("POST", path, kwargs)

    def raw(self):
        return self._client

    def _exchange(self, method, path, kwargs):
        response = self._client.open(path, method=method, **kwargs)
        # The app has read the body of the request it served; the check reads a twin built the same way.
        request = WerkzeugOpenAPIRequest(EnvironBuilder(path=path, method=method, **kwargs).get_request())
        if response.status_code < 400:
            self._openapi.validate_request(request)
        if response.mimetype in ("application/json", "application/problem+json"):
            try:
                self._openapi.validate_response(request, WerkzeugOpenAPIResponse(response))
            except PathNotFound:
                # A path the document does not have: the answer must be its 404 problem.
                assert response.status_code == 404 and response.get_json()["code"] == "NOT_FOUND"
        return response
