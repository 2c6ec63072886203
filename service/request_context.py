"""Flask's `request`, `g` and `current_app` as the objects they stand for, for the code every request runs.

Each of the three is a proxy (werkzeug.local.LocalProxy) that looks its object up again on every attribute read
through it: some 8,000 instructions each time, and the service read them some ten times per request (the bare
echo twice). The proxy's public `_get_current_object()` looks the object up once, for a fifth of that; a function
that reads one several times keeps what it returned."""
from flask import current_app, g, request


def current_request():
    return request._get_current_object()


def current_globals():
    return g._get_current_object()


def current_application():
    return current_app._get_current_object()
