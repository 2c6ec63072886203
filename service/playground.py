"""/play: a page that plays any game from the contract alone (catalogue, prompts, labels, views, events, rule
statements). Static files in the package, nothing loaded from elsewhere, no build step. The page is told one
thing about the deployment: whether it seals states, so that it sets up sealed games where they are required."""
from pathlib import Path

from flask import Blueprint, Response, current_app, send_from_directory

STATIC = Path(__file__).resolve().parent / "static" / "play"
SEAL_MARK = "{{seal}}"

playground = Blueprint("playground", __name__)


def _seal_mode() -> str:
    """"required", "optional" (sealing available, open games allowed) or "off" (no seal keys)."""
    deployment = current_app.extensions["sealed_states"]
    if deployment.sealer is None:
        return "off"
    return "required" if deployment.required else "optional"


@playground.get("/play")
def play_page():
    page = (STATIC / "index.html").read_text(encoding="utf-8").replace(SEAL_MARK, _seal_mode())
    return Response(page, mimetype="text/html")


@playground.get("/play/<path:filename>")
def play_asset(filename):
    return send_from_directory(STATIC, filename)
