"""The HTTP layer: parses requests, calls the engine, serializes answers. No game rules live here."""
from service.app import create_app

__all__ = ["create_app"]
