"""Reading a request body as JSON, refusing what is not JSON or is built to hurt the parser."""
import json

from flask import request

from service.problems import ServiceProblem

MAX_DEPTH = 64


def json_body() -> dict:
    if not _is_json(request.mimetype):
        raise ServiceProblem(415, "UNSUPPORTED_MEDIA_TYPE", "Unsupported media type",
                             "Send the request body as application/json.")
    raw = request.get_data(cache=True)
    try:
        body = json.loads(raw, parse_constant=_refuse_constant)
    except RecursionError:
        raise _malformed("the JSON is nested too deeply") from None
    except ValueError as error:
        raise _malformed(f"the body is not valid JSON ({error})") from None
    if not isinstance(body, dict):
        raise _malformed("the body must be a JSON object")
    if _depth(body) > MAX_DEPTH:
        raise _malformed(f"the JSON is nested more than {MAX_DEPTH} levels deep")
    return body


def _is_json(mimetype: str) -> bool:
    return mimetype == "application/json" or (mimetype.startswith("application/") and mimetype.endswith("+json"))


def _refuse_constant(name: str):
    raise ValueError(f"{name} is not a JSON number")


def _malformed(detail: str) -> ServiceProblem:
    return ServiceProblem(400, "MALFORMED_JSON", "Malformed JSON", detail)


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
