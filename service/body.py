"""Reading a request body as JSON, refusing what is not JSON or is built to hurt the parser."""
import json

from flask import Request, g, has_app_context, request
from werkzeug.exceptions import RequestEntityTooLarge

from service import fast_json
from service.language import in_game_script
from service.problems import ServiceProblem
from service.request_context import current_globals, current_request

MAX_DEPTH = 64
# The environment key under which service.hot_path leaves (raw bytes, fast_json.loads of them) for a request it
# hands on unanswered before anything could change the value.
READ_BODY = "referee.read_body"


def json_body() -> dict:
    http = current_request()
    # The exact header every client of a game in play sends is JSON without parsing it into a mimetype first.
    if http.environ.get("CONTENT_TYPE") != "application/json" and not _is_json(http.mimetype):
        raise ServiceProblem(415, "UNSUPPORTED_MEDIA_TYPE", "Unsupported media type",
                             "Send the request body as application/json.",
                             **in_game_script("請以 application/json 送出請求內容。", "请以 application/json 发送请求内容。"))
    raw = _read_body(http)
    # orjson reads most bodies (UTF-8, no floats or long integers) several times faster, to the same value; the
    # json module reads the rest, and gives every error message.
    already = http.environ.pop(READ_BODY, None)
    fast = already[1] if already is not None and already[0] == raw else fast_json.loads(raw, MAX_DEPTH)
    if fast is None:
        note_float_input()
        body = _standard_loads(raw)
    else:
        body, deep = fast
    if not isinstance(body, dict):
        raise _malformed("the body must be a JSON object")
    # The text nests at least as deeply as the value (a repeated key drops a value), so only a text nested too
    # deeply needs the value itself measured.
    if (fast is None or deep) and _depth(body) > MAX_DEPTH:
        raise _malformed(f"the JSON is nested more than {MAX_DEPTH} levels deep")
    return body


def note_float_input() -> None:
    """Records that this request's body may hold a float, maybe an infinite one, which only the json module
    writes back as it was read (see service.app.JSONProvider)."""
    if has_app_context():
        g.body_may_hold_floats = True


def body_may_hold_floats() -> bool:
    return has_app_context() and current_globals().get("body_may_hold_floats", False)


def _standard_loads(raw: bytes):
    try:
        return json.loads(raw, parse_constant=_refuse_constant)
    except RecursionError:
        raise _malformed("the JSON is nested too deeply") from None
    except ValueError as error:
        raise _malformed(f"the body is not valid JSON ({error})") from None


def _read_body(http: Request) -> bytes:
    """The whole body, or 413 when it is over the limit. Werkzeug refuses a body whose Content-Length is over
    it before reading; a chunked body it reads up to the limit, so a byte beyond that means too large."""
    try:
        raw = http.get_data(cache=True)
    except RequestEntityTooLarge:
        raise _too_large() from None
    if http.content_length is None:
        limit = http.max_content_length
        if limit is not None and len(raw) >= limit and http.environ["wsgi.input"].read(1):
            raise _too_large()
    return raw


def _too_large() -> ServiceProblem:
    """Built only when refusing (it reads the request's game for its Chinese)."""
    limit = request.max_content_length
    return ServiceProblem(413, "PAYLOAD_TOO_LARGE", "Payload too large",
                          f"The request body is larger than {limit} bytes.",
                          **in_game_script(f"請求內容超過 {limit} 位元組。", f"请求内容超过 {limit} 字节。"))


def _is_json(mimetype: str) -> bool:
    return mimetype == "application/json" or (mimetype.startswith("application/") and mimetype.endswith("+json"))


def _refuse_constant(name: str):
    raise ValueError(f"{name} is not a JSON number")


def _malformed(detail: str) -> ServiceProblem:
    return ServiceProblem(400, "MALFORMED_JSON", "Malformed JSON", detail,
                          **in_game_script(f"請求內容不是可讀的 JSON 物件：{detail}。",
                                           f"请求内容不是可读的 JSON 对象：{detail}。"))


def _depth(value) -> int:
    """Nesting depth, counted level by level without recursion (no input can exhaust the stack). Each list or
    object is looked through once, at C speed (set(map(type, ...))): only one holding a list or an object is
    read again, so a 2 MiB list of numbers costs little more than its parse."""
    if type(value) is not dict and type(value) is not list:
        return 1
    depth, level = 0, [value]
    while level:
        depth += 1
        if depth > MAX_DEPTH:
            return depth
        below = []
        for node in level:
            children = node.values() if type(node) is dict else node
            kinds = set(map(type, children))
            if dict in kinds or list in kinds:
                below.extend(child for child in children if type(child) is dict or type(child) is list)
        level = below
    return depth
