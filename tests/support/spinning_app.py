"""The service with one more route, POST /spin, that keeps the CPU busy for a minute: a request no real
endpoint makes (they are all bounded), with which a test overruns gunicorn's worker timeout on purpose."""
import time

from service.app import create_app


def create_spinning_app():
    app = create_app()

    @app.post("/spin")
    def spin():
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            pass
        return {"spun": True}

    return app
