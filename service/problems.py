"""One place that turns every failure into an RFC 9457 problem body."""
import logging

from flask import Flask, jsonify
from marshmallow import ValidationError
from werkzeug.exceptions import HTTPException

from engine.core import RefereeError
from service.language import in_game_script, localized_problem

PROBLEM_TYPE = "https://referee.example/problems/"
log = logging.getLogger(__name__)

HTTP_CODES = {
    400: "MALFORMED_REQUEST",
    403: "FORBIDDEN",
    404: "NOT_FOUND",
    405: "METHOD_NOT_ALLOWED",
    413: "PAYLOAD_TOO_LARGE",
    415: "UNSUPPORTED_MEDIA_TYPE",
    431: "REQUEST_HEADERS_TOO_LARGE",
    500: "INTERNAL_ERROR",
    501: "NOT_IMPLEMENTED",
}


# A schema violation lists its errors field by field; a list of 10,000 bad actions would list 10,000, so each
# level keeps the first few and counts the rest (the same cap as an invalid state's problems).
MAX_ERRORS = 10


def _capped(messages):
    if isinstance(messages, dict):
        items = list(messages.items())
        kept = {_short(str(key)): _capped(value) for key, value in items[:MAX_ERRORS]}
        if len(items) > MAX_ERRORS:
            kept["more"] = f"and {len(items) - MAX_ERRORS} more field(s) with errors"
        return kept
    if isinstance(messages, list):
        kept = [_capped(value) for value in messages[:MAX_ERRORS]]
        if len(messages) > MAX_ERRORS:
            kept.append(f"and {len(messages) - MAX_ERRORS} more error(s)")
        return kept
    return _short(messages) if isinstance(messages, str) else messages


def _short(text: str) -> str:
    return text if len(text) <= 100 else text[:99] + "…"


class ServiceProblem(Exception):
    """A failure found by the HTTP layer itself (an unreadable body, an unknown game)."""

    def __init__(self, status: int, code: str, title: str, detail: str, **extra):
        super().__init__(detail)
        self.status, self.code, self.title, self.detail, self.extra = status, code, title, detail, extra


def problem_document(status: int, code: str, title: str, detail: str, **extra) -> dict:
    return {"type": PROBLEM_TYPE + code.lower().replace("_", "-"), "title": title, "status": status,
            "code": code, "detail": detail, **extra}


def problem(status: int, code: str, title: str, detail: str, **extra):
    """The problem+json answer; `detail` in the request's language where the problem has a Chinese `detail_zh`
    (service/language.py)."""
    document = localized_problem(problem_document(status, code, title, detail, **extra))
    response = jsonify(document)
    response.status_code = status
    response.mimetype = "application/problem+json"
    return response


def register_error_handlers(app: Flask) -> None:
    @app.errorhandler(RefereeError)
    def referee_error(error: RefereeError):
        body = error.body()
        if getattr(error, "index", None) is not None:
            body["index"] = error.index
        return problem(**{"status": body.pop("status"), "code": body.pop("code"), "title": body.pop("title"),
                          "detail": body.pop("detail")}, **body)

    @app.errorhandler(ServiceProblem)
    def service_problem(error: ServiceProblem):
        return problem(error.status, error.code, error.title, error.detail, **error.extra)

    @app.errorhandler(ValidationError)
    def schema_violation(error: ValidationError):
        return problem(400, "SCHEMA_VIOLATION", "Request does not fit the schema",
                       "The request body does not fit the schema; see 'errors'.", errors=_capped(error.messages),
                       **in_game_script("請求內容不符合結構描述；請見 errors 欄位。", "请求内容不符合结构描述；请见 errors 字段。"))

    @app.errorhandler(HTTPException)
    def http_error(error: HTTPException):
        status = error.code or 500
        return problem(status, HTTP_CODES.get(status, "HTTP_ERROR"), error.name, error.description or error.name)

    @app.errorhandler(Exception)
    def unexpected(error: Exception):
        # The last line of defence: a bug must still answer in the contract's shape.
        log.exception("unexpected error")
        return problem(500, "INTERNAL_ERROR", "Internal error", "The referee failed unexpectedly.")
