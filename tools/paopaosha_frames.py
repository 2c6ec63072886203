"""Writes the PaopaoshaPendingDecision schema of docs/openapi/paopaosha.yaml from the engine's frame classes
(engine/paopaosha/machine.py FRAMES: fields, public, own, steps) and their descriptions
(engine/paopaosha/frame_docs.py): one oneOf branch per frame kind, a description on every field.

    python tools/paopaosha_frames.py          # rewrite that part of the fragment
    python tools/paopaosha_frames.py --check  # exit 1 if it is out of date (tests/engine/paopaosha/test_schema.py)

Run tools/build_openapi.py afterwards to publish it in openapi.yaml.
"""
from __future__ import annotations

import pathlib
import re
import sys

import yaml

ROOT = pathlib.Path(__file__).resolve().parent.parent
FRAGMENT = ROOT / "docs" / "openapi" / "paopaosha.yaml"
NAME = "PaopaoshaPendingDecision"
REF = "#/components/schemas/"
MAX_INTEGER = 440        # engine/paopaosha/bounds.py MAX_DECK_CARDS: the default bound of a number in a frame
MAX_TEXT = 64            # engine/core/bounds.py default_string


def _type(spec: str, most_items: int) -> dict:
    """JSON Schema of one field type of the frames' type language (engine/paopaosha/state.py check_value); a list
    holds at most `most_items` (the engine's bound of that field name in any frame, engine/paopaosha/bounds.py)."""
    if spec.endswith("?"):
        return {"oneOf": [_type(spec[:-1], most_items), {"type": "null"}]}
    integer = {"type": "integer", "minimum": 0, "maximum": MAX_INTEGER}
    scalar = {"type": ["integer", "string", "boolean", "null"], "maximum": MAX_INTEGER, "maxLength": MAX_TEXT}
    simple = {
        "seat": {"$ref": REF + "PaopaoshaSeatNumber"},
        "card": {"$ref": REF + "PaopaoshaCardNumber"},
        "kind": {"$ref": REF + "PaopaoshaCardKind"},
        "int": integer,
        "bool": {"type": "boolean"},
        "str": {"type": "string", "maxLength": MAX_TEXT},
        "scalar": scalar,
        "seats": {"type": "array", "maxItems": most_items, "items": {"$ref": REF + "PaopaoshaSeatNumber"}},
        "cards": {"type": "array", "maxItems": most_items, "items": {"$ref": REF + "PaopaoshaCardNumber"}},
        "scalars": {"type": "array", "maxItems": most_items, "items": scalar},
    }
    return dict(simple[spec])


def _visibility(cls) -> str:
    text = f" In a view only the public fields ({', '.join(cls.public)}) are shown"
    if cls.own:
        return text + (f"; the decider of the pending decision also sees his choices so far ({', '.join(cls.own)}), "
                       f"which nobody else may see (PPS-18.7).")
    return text + "."


def frame_schemas() -> dict:
    """The PaopaoshaPendingDecision schema. Raises KeyError naming a frame kind or field without a description,
    or ValueError for a description of a field the frame does not have."""
    sys.path.insert(0, str(ROOT))
    from engine.paopaosha import GAME  # noqa: F401  (imports every frame module)
    from engine.paopaosha.bounds import STATE_LIMITS
    from engine.paopaosha.frame_docs import FRAME_DOCS
    from engine.paopaosha.machine import FRAMES

    branches = []
    for kind, cls in FRAMES.items():
        about, fields = FRAME_DOCS[kind]
        unknown = set(fields) - set(cls.fields)
        if unknown:
            raise ValueError(f"frame_docs describes fields that {kind} does not have: {sorted(unknown)}")
        properties = {"kind": {"description": "The frame kind.", "const": kind}}
        for field, spec in cls.fields.items():
            schema = _type(spec, STATE_LIMITS.get(f"stack[].{field}", 0))
            if field == "step" and getattr(cls, "steps", None):
                schema = {"type": "string", "enum": list(cls.steps)}
            properties[field] = {"description": fields[field], **schema}
        branches.append({"title": kind, "description": about + _visibility(cls), "type": "object",
                         "required": ["kind"], "additionalProperties": False, "properties": properties})
    return {"description": "One frame of the resolution stack (stack[-1] is the pending decision; lower frames "
                           "wait for it). Frames never block: whoever must decide is in to_act.",
            "oneOf": branches}


def block() -> str:
    text = yaml.safe_dump({NAME: frame_schemas()}, sort_keys=False, allow_unicode=True, width=118)
    return "".join("    " + line if line.strip() else line for line in text.splitlines(keepends=True))


def rewritten(fragment: str) -> str:
    found = re.search(rf"^    {NAME}:\n(?:(?:      .*|\s*)\n)*", fragment, re.M)
    if found is None:
        raise SystemExit(f"{FRAGMENT} has no {NAME} schema to rewrite")
    return fragment[:found.start()] + block() + fragment[found.end():]


def main(argv) -> int:
    old = FRAGMENT.read_text(encoding="utf-8")
    new = rewritten(old)
    if "--check" in argv:
        if new != old:
            print(f"{FRAGMENT.relative_to(ROOT)} is out of date: run python tools/paopaosha_frames.py")
            return 1
        return 0
    FRAGMENT.write_text(new, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
