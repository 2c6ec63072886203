"""The contract and a page to read and try it: /openapi.yaml and /docs, served with no network access."""
from pathlib import Path

from flask import Blueprint, Response, send_from_directory
from swagger_ui_bundle import swagger_ui_path

OPENAPI_PATH = Path(__file__).resolve().parent.parent / "openapi.yaml"

docs = Blueprint("docs", __name__)

_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Rules referee API</title>
<link rel="stylesheet" href="/docs/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/docs/swagger-ui-bundle.js"></script>
<script>window.ui = SwaggerUIBundle({url: "/openapi.yaml", dom_id: "#swagger-ui"});</script>
</body></html>
"""


@docs.get("/openapi.yaml")
def openapi_document():
    return Response(OPENAPI_PATH.read_bytes(), mimetype="application/yaml")


@docs.get("/docs")
def docs_page():
    return Response(_PAGE, mimetype="text/html")


@docs.get("/docs/<path:filename>")
def docs_asset(filename):
    return send_from_directory(swagger_ui_path, filename)
