"""marshmallow schemas of the shared request envelopes. Game-specific content is the engine's to check."""
from marshmallow import Schema, ValidationError, fields, pre_load, validate

from engine.core.referee import MAX_REPLAY_ACTIONS

from service.sealing import RETIRED_TOKEN_PREFIX, TOKEN_PREFIX

SEED_RANGE = validate.Range(min=0, max=2**64 - 1)


class Seat(fields.Field):
    """A seat number, or "chance" where `allow_chance`; None where the field allows it."""

    def __init__(self, *, allow_chance: bool = False, **kwargs):
        super().__init__(**kwargs)
        self.allow_chance = allow_chance

    def _deserialize(self, value, attr, data, **kwargs):
        if self.allow_chance and value == "chance":
            return value
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < 64:
            raise ValidationError("Must be a seat number" + (' or "chance".' if self.allow_chance else "."))
        return value


class StateField(fields.Field):
    """A state: the open JSON object, or the string of a sealed one (service/sealing.py)."""

    def _deserialize(self, value, attr, data, **kwargs):
        if isinstance(value, str) and value.startswith(RETIRED_TOKEN_PREFIX):
            # Answers cap each message at 100 characters (service.problems).
            raise ValidationError(f"A state sealed by an earlier version ({RETIRED_TOKEN_PREFIX}) no longer opens: "
                                  f"set the game up again.")
        if not (isinstance(value, dict) or (isinstance(value, str) and value.startswith(TOKEN_PREFIX))):
            raise ValidationError(f"Must be a state object or a sealed state (a string starting {TOKEN_PREFIX}).")
        return value


class StrictBoolean(fields.Field):
    """true or false, nothing else (marshmallow's Boolean also takes 1, "yes", "on"...)."""

    def _deserialize(self, value, attr, data, **kwargs):
        if not isinstance(value, bool):
            raise ValidationError("Must be true or false.")
        return value


class SetupRequest(Schema):
    players = fields.Integer(required=True, strict=True, validate=validate.Range(min=1, max=64))
    options = fields.Dict(keys=fields.String(), load_default=dict)
    seed = fields.Integer(strict=True, allow_none=True, load_default=None, validate=SEED_RANGE)
    chance = fields.String(load_default="server", validate=validate.OneOf(["server", "client", "table"]))
    seal = fields.Boolean(truthy={True}, falsy={False}, allow_none=True, load_default=None)
    key_handout = fields.String(load_default="answer", validate=validate.OneOf(["answer", "join"]))


def load_envelope(schema: Schema, body: dict) -> dict:
    """`schema.load(body)` for a schema with no hooks: a body whose fields are all of the kinds `_plainly_valid`
    knows, each plainly valid, is read directly to the same value (every request of a game in play:
    legal-moves, apply, view); any other goes through marshmallow, which gives every error answer."""
    loaded = plainly_loaded(schema, body)
    return schema.load(body) if loaded is None else loaded


def plainly_loaded(schema: Schema, body: dict) -> dict | None:
    """`schema.load(body)` where every field of `body` is plainly valid (see `load_envelope`), else None."""
    declared = schema.fields
    if not (body.keys() <= declared.keys() and all(_plainly_valid(declared[name], body[name]) for name in body)):
        return None
    loaded = {}
    for name, field in declared.items():
        if name in body:
            value = body[name]
            loaded[name] = dict(value) if type(field) is fields.Dict else value
        elif not field.required and field.load_default is None:
            loaded[name] = None
        else:
            return None                         # a required field missing, or a default this does not know
    return loaded


def _plainly_valid(field: fields.Field, value) -> bool:
    """Whether marshmallow would read `value` as `field` to itself (a Dict field to a copy) without a doubt."""
    kind = type(field)
    if kind is StateField:
        return type(value) is dict or (type(value) is str and value.startswith(TOKEN_PREFIX))
    if kind is Seat:
        return ((value is None and field.allow_none) or (value == "chance" and field.allow_chance)
                or (type(value) is int and 0 <= value < 64))
    return kind is fields.Dict and field.key_field is None and field.value_field is None and type(value) is dict


class StateRequest(Schema):
    state = StateField(required=True)


class LegalMovesRequest(StateRequest):
    player = Seat(allow_chance=True, allow_none=True, load_default=None)


class ApplyRequest(StateRequest):
    action = fields.Dict(required=True)


class ViewRequest(StateRequest):
    player = Seat(allow_none=True, load_default=None)


class ReplayRequest(Schema):
    setup = fields.Nested(SetupRequest, required=True)
    actions = fields.List(fields.Dict(), required=True, validate=validate.Length(max=MAX_REPLAY_ACTIONS))
    # false: the answer's events list is empty (a whole game's events can be megabytes; the state is small).
    events = StrictBoolean(load_default=True)

    @pre_load
    def _few_enough_actions(self, data, **kwargs):
        """Counted before each action is read, so a list far too long is refused at once."""
        actions = data.get("actions") if isinstance(data, dict) else None
        if isinstance(actions, list) and len(actions) > MAX_REPLAY_ACTIONS:
            raise ValidationError(f"Longer than maximum length {MAX_REPLAY_ACTIONS}.", "actions")
        return data
