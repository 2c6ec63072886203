"""The resolution machinery: a stack of frames kept in the state, and one loop that runs the top frame.

Each frame kind is a class registered in FRAMES with:
  fields   its JSON fields and their types (state.check_value language), for `load`;
  public   the fields any player may see (view);
  own      the further fields only the decider may see: his choices so far in a split decision (PPS-18.7);
  step     does the frame's next piece of work; returns True when it waits for a decision;
  decider  the seat (or "chance") whose decision is awaited;
  moves / outcomes, answer   the decision's legal actions and how an accepted one is applied.
A frame that asks a seat derives from Prompt, which gives its decider, its waiting step and its `choose` moves.
The loop knows no card or character: cards, equipment and skills hook in through effects.py registries
(CARDS, DELAYED_EFFECTS, CONVERSIONS, ABILITIES) and the closed list of timings TIMINGS.
"""
from __future__ import annotations

import bisect
import contextvars
import functools
import operator
from itertools import compress

from engine.core import CHANCE
from engine.paopaosha.cards import CARD_NAMES, CHARACTERS, DEFAULT_DECK, KINDS, SLOT_OF_TYPE, SUIT_ZH
from engine.paopaosha.result import final_result

FRAMES: dict[str, type] = {}
# The closed list of trigger timings at which abilities (equipment now, character skills later) act.
TIMINGS = (
    "turn_open",           # PPS-5.2.1: a turn begins (before the skip check: 睡觉 protection ends)
    "turn_begin",          # PPS-5.2.1: a turn begins (after the skip check)
    "sleep_step",          # PPS-5.2.2: the decision to give up the turn at its start
    "turn_start_skills",   # PPS-5.2.3: active turn-start skills offered
    "play_skills",         # PPS-5.4: active skills offered in the play phase
    "draw_options",        # PPS-5.3: optional draw bonuses asked (TRIGGER)
    "draw_count",          # PPS-5.3: locked draw bonuses
    "draw_end",            # PPS-5.3: after the phase's draw (extra cards to keep or give)
    "distance_from",       # PPS-12.3 item 1: the player ignores distance and attack range
    "turn_end",            # PPS-5.6: turn-end draws
    "attack_limit",        # PPS-9.1.2: may the player use another 杀 in his play phase
    "attack_targets",      # PPS-11.2.8: how many targets a 杀 may name
    "attack_target_ok",    # PPS-12.3: may this 杀 or 单挑 name that target
    "dodges_required",     # PPS-9.1.3: how many 闪 answers a 杀 needs
    "dodge_rules",         # PPS-11.2.6, PPS-11.2.9: may 闪 be given, is armour ignored
    "dodge_cancelled",     # PPS-11.2.5: a 杀 was cancelled by 闪
    "dodge_skills",        # PPS-11.4.1: answers to a DODGE prompt other than cards
    "duel_answers",        # PPS-10.6.3: how many 杀 the target of your duel must play each time
    "damage_prevent",      # PPS-14.2 step 1
    "damage_increase",     # PPS-14.2 step 2
    "before_damage",       # PPS-14.2 step 3
    "after_damage",        # PPS-14.2 step 5
    "hand_limit",          # PPS-5.5
    "rescue_skills",       # PPS-14.4.3: rescues other than cards
    "death",               # PPS-15.1 step 6
)


class Registry(dict):
    """A registry filled when the modules load (and patched by tests), which also keeps `indexes` derived from its
    entries for the hot paths (fire, use_options). Setting or removing an entry drops them; entries are replaced
    whole, never edited in place."""

    def __init__(self):
        super().__init__()
        self.indexes = {}

    def __setitem__(self, name, entry):
        self.indexes.clear()
        super().__setitem__(name, entry)

    def __delitem__(self, name):
        self.indexes.clear()
        super().__delitem__(name)

    def _changed(method):                                      # the other ways a dict changes: the same
        def changing(self, *args, **kwargs):
            self.indexes.clear()
            return method(self, *args, **kwargs)
        return changing

    update, pop, popitem, setdefault, clear = map(_changed, (dict.update, dict.pop, dict.popitem, dict.setdefault,
                                                             dict.clear))
    del _changed


ABILITIES: Registry = Registry()  # ability (equipment kind or skill) -> {timing: fn(st, seat, ctx)}
CARDS: dict[str, dict] = {}       # card kind -> its use rules and effect functions (effects.py)
# 'via' name -> how a card is used or played as another: {"source": "hand" | "equip" | "any", "as": {context: kind},
# "open": fn(st, seat, context) whether the seat may use it now whatever the card (its weapon, book or skill and
# their limits; absent: always), "ok": fn(st, seat, card, context) whether that card may go through it (None: any),
# "cards": how many cards, "rule": the rule a wrong further card breaks,
# "keeps": the card stays put, "on_declare", "on_finish"}
CONVERSIONS: Registry = Registry()
DELAYED_EFFECTS: dict[str, dict] = {}  # delayed trick kind -> resolve / cancel functions
# Game-wide hooks filled by the skill, book, god and boss modules; each is a list of functions:
#   win(st, ev) -> True when it ended the game;   controller(st, seat) -> the seat that decides for it;
#   turn_over(st, p, ev) at every turn end;        death_cleanup(st, p, ev) at PPS-15.1 step 4;
#   setup_done(st, ev) after characters are dealt; sees(st, viewer, seat, what) -> bool (what: hand|identity);
#   hands_seen(st, viewer) -> the seats whose hand its module's sees hook lets viewer see, all at once;
#   zones(st) -> [(cards, zone name)] for card conservation;
#   hand_sources(st, p) -> other players' hand cards p may use as his own (司令部);
#   borrowed_cards(st, u, c) takes such a card out of its owner's hand when u uses it;
#   abilities(st, p) -> extra ability names p has from markers in front of him (天使之泪), each an ABILITIES entry
#     with "marker": True (fire asks these hooks only at the timings where such an entry acts);
#   problems(st) -> sentences on inconsistent skill state (the seats' marks);
#   events(st, ev) may widen the events' visible_to lists (a 海洋公主 controller sees his seat's secrets).
HOOKS: dict[str, list] = {"win": [], "controller": [], "turn_over": [], "death_cleanup": [], "setup_done": [],
                          "sees": [], "hands_seen": [], "zones": [], "borrowed_cards": [],
                          "hand_sources": [], "abilities": [], "problems": [],
                          "events": []}


_ROLES: dict = {}


def role(flag):
    """The card kinds whose CARDS entry carries `flag` (computed once; CARDS is filled at import)."""
    if flag not in _ROLES:
        _ROLES[flag] = frozenset(k for k, e in CARDS.items() if e.get(flag))
    return _ROLES[flag]


def frame(cls):
    FRAMES[cls.__name__] = cls
    return cls


class Frame:
    fields: dict = {}
    public: tuple = ()
    own: tuple = ()
    # For a chance frame whose outcomes are one card each, of weight 1 (flow.card_outcomes): fn(st, fr) ->
    # (action type, cards), so that a seeded draw picks the card without writing out an outcome per card.
    drawn_from = None

    @staticmethod
    def decider(st, fr):
        return None

    @staticmethod
    def moves(st, fr):
        return []

    @staticmethod
    def outcomes(st, fr):
        return []

    @staticmethod
    def offers_pass(st, fr):
        """Whether moves(st, fr) holds a pass whatever else it holds (accepts then takes a pass without listing)."""
        return False

    @classmethod
    def accepts(cls, st, fr, action):
        """Whether a player's action is among moves(st, fr); a frame overrides it where checking the one action
        costs less than listing them all."""
        if action["type"] == "pass" and cls.offers_pass(st, fr):
            return action == pass_move(cls.decider(st, fr))
        return action in cls.moves(st, fr)

    @classmethod
    def allows(cls, st, fr, action):
        """Whether a chance action is among outcomes(st, fr) (overridden where that costs less than listing)."""
        return any(outcome.action == action for outcome in cls.outcomes(st, fr))


class Prompt(Frame):
    """A frame that asks one seat: the seat is in the field named `asks`. Unless the frame has work of its own
    (its own `step`), it waits as soon as it is on top; its moves are `choose` one of `choices(st, fr)`, and a
    pass where `may_pass(st, fr)`."""
    asks = "player"
    passable = False     # a pass is always among the moves

    @staticmethod
    def step(st, fr, ev):
        return True

    @classmethod
    def decider(cls, st, fr):
        return fr[cls.asks]

    @classmethod
    def moves(cls, st, fr):
        seat = cls.decider(st, fr)
        return choose_moves(seat, cls.choices(st, fr)) + ([pass_move(seat)] if cls.may_pass(st, fr) else [])

    @staticmethod
    def choices(st, fr):
        return []

    @classmethod
    def may_pass(cls, st, fr):
        return cls.passable

    @classmethod
    def offers_pass(cls, st, fr):
        return cls.may_pass(st, fr)                            # a prompt that lists its own moves says so itself


class RoundPrompt(Prompt):
    """A prompt to each seat of `order` in turn: the seat asked now is order[position]."""

    @staticmethod
    def decider(st, fr):
        return fr["order"][fr["position"]]


class CardsAsked(Prompt):
    """Asks the target for cards to hand over, one `choose` step each (PPS-18.7), or a pass before the first."""
    fields = {"user": "seat", "target": "seat", "chosen": "cards"}
    public = ("user", "target")
    own = ("chosen",)
    asks = "target"

    @staticmethod
    def may_pass(st, fr):
        return not fr["chosen"]


def choose_moves(seat, choices):
    return [{"type": "choose", "player": seat, "choice": c} for c in choices]


def pass_move(seat):
    return {"type": "pass", "player": seat}


def push(st, kind, **data):
    fr = {"kind": kind, **data}
    st["stack"].append(fr)
    return fr


def parent(st):
    return st["stack"][-2]


def ret(st, fr, value):
    """Pops fr and hands value to the frame below under fr['return_to']."""
    st["stack"].pop()
    st["stack"][-1][fr["return_to"]] = value


def run(st, ev):
    """Runs frames until a decision is awaited or the game is over."""
    stack = st["stack"]
    while st["result"] is None and stack:
        fr = stack[-1]
        cls = FRAMES[fr["kind"]]
        if cls.step(st, fr, ev):
            if st["result"] is None:                           # to_act(st), with the frame in hand
                who = cls.decider(st, fr)
                st["to_act"] = [] if who is None else [decider_of(st, who)]
                return
            break
    if st["result"] is not None:
        st["stack"] = []
    st["to_act"] = to_act(st)


def to_act(st):
    if st["result"] is not None or not st["stack"]:
        return []
    fr = st["stack"][-1]
    who = FRAMES[fr["kind"]].decider(st, fr)
    return [] if who is None else [decider_of(st, who)]


def decider_of(st, who):
    """PPS-6.1, PPS-18.6: the seat whose decision is awaited may be taken over by a controller."""
    if who == CHANCE:
        return who
    for fn in HOOKS["controller"]:
        who = fn(st, who)
    return who


# -- events ---------------------------------------------------------------------------------------------------

def event(ev, type_, message, message_zh, player=None, visible="all", **extra):
    """An event with its sentence in English and in simplified Chinese (跑跑杀's own script, issue 11 item 4)."""
    e = {"type": type_, "visible_to": visible, "message": message, "message_zh": message_zh, **extra}
    if player is not None:
        e["player"] = player
    ev.append(e)


# -- cards and zones ------------------------------------------------------------------------------------------

def table_for(options):
    """Card number -> (kind, suit, rank), index 0 unused, None for a card removed by PPS-1.6."""
    deck = options.get("deck", "default")
    if deck == "default":
        return _table(("default", options.get("god_cards", True), options.get("skill_books", True)))
    return _table(tuple((c["kind"], c["suit"], c["rank"]) for c in deck))


def deck_numbers(table) -> frozenset:
    """The card numbers of a card table (table_for), computed once per table: problems checks every state's cards
    against them."""
    return _of_table(table, "numbers", lambda: frozenset(compress(range(len(table)), table)))


def cards_of_kinds(table, kinds: frozenset) -> frozenset:
    """The numbers of a card table's cards of `kinds` (a role), computed once per table: a negation window asks
    each seat in turn whether its hand holds one, at C speed."""
    return _of_table(table, kinds, lambda: frozenset(n for n, entry in enumerate(table) if entry and entry[0] in kinds))


def _of_table(table, what, build):
    """build(), kept per card table and `what` (bounded: each custom deck a client sends is a new table)."""
    key = (id(table), what)
    kept = _TABLE_FACTS.get(key)
    if kept is None or kept[0] is not table:
        if len(_TABLE_FACTS) >= 32:
            _TABLE_FACTS.clear()
        kept = _TABLE_FACTS[key] = (table, build())
    return kept[1]


# Each entry holds its table, so that no other list can take the table's id while it is kept.
_TABLE_FACTS: dict[tuple, tuple[list, frozenset]] = {}


# Tables are shared by every state on the same deck; the cache is bounded, since each custom deck a client
# sends is a new key (a worker must not grow with every deck it has seen).
@functools.lru_cache(maxsize=16)
def _table(key):
    if key[0] != "default":
        return [None] + list(key)
    t = [None] + [(c["kind"], c["suit"], c["rank"]) for c in DEFAULT_DECK]
    for n in range(1, len(t)):
        kind = t[n][0]
        if (KINDS[kind]["type"] == "god" and not key[1]) or (KINDS[kind]["type"] == "book" and not key[2]):
            t[n] = None
    return t


def kind(st, c):
    return st["_t"][c][0]


def ctype(st, c):
    return KINDS[st["_t"][c][0]]["type"]


def suit(st, c):
    return st["_t"][c][1]


def label(st, c):
    k, s, r = st["_t"][c]
    return f"#{c} {CARD_NAMES[k]} {s} {r}"                      # card_name(k), without the call


def label_zh(st, c):
    """"#32 闪 ♦6": the card as a Chinese sentence names it."""
    k, s, r = st["_t"][c]
    return f"#{c} {KINDS[k]['zh']} {SUIT_ZH[s]}{r}"


def labels_zh(st, cards):
    return "、".join(label_zh(st, c) for c in cards)


def listed_hand(st, p):
    """The cards p's hand may hold, for listing moves and asking who may answer: the hand itself, or in table mode
    (PPS-19.5) its known cards and every card its unknown ones may be (engine/paopaosha/table_play.py)."""
    table = st.get("table")
    return st["seats"][p]["hand"] if table is None else table.listed_hand(st, p)


def given_hand(st, p, chosen=()):
    """The choices for a card p's hand gives face down to another hand (PPS-20.1: 神秘惊奇, 光明之眼, 控制's take,
    电脑奇才's own card), leaving out those `chosen` already: the hand itself, or in table mode (PPS-19.5) its known
    cards and "hand", one of its cards unnamed (engine/paopaosha/table_play.py)."""
    table = st.get("table")
    if table is None:
        return [c for c in st["seats"][p]["hand"] if c not in chosen]
    return table.given_hand(st, p, chosen)


def add_hand(st, p, c):
    bisect.insort(st["seats"][p]["hand"], c)


def to_discard(st, cards):
    st["discard"].extend(sorted(cards))


def from_processing(st, cards):
    proc = st["processing"]
    for c in cards:
        if c in proc:
            proc.remove(c)


def to_processing(st, c):
    bisect.insort(st["processing"], c)


def equipped(st, p, slot):
    c = st["seats"][p]["equipment"][slot]
    return None if c is None else st["_t"][c][0]               # kind(st, c), without the call: asked per seat


def seat_cards(st, p):
    """Hand and equipment-area cards (PPS-0.3 'cards')."""
    s = st["seats"][p]
    return s["hand"] + sorted(c for c in s["equipment"].values() if c is not None)


def listed_seat_cards(st, p):
    """seat_cards for listing: the hand as listed_hand reads it (table mode: every card it may hold)."""
    s = st["seats"][p]
    return listed_hand(st, p) + sorted(c for c in s["equipment"].values() if c is not None)


def remove_card_of(st, p, c):
    """Takes card c out of p's hand, equipment area or judgement area; returns the zone."""
    s = st["seats"][p]
    if c in s["hand"]:
        s["hand"].remove(c)
        return "hand"
    for slot, e in s["equipment"].items():
        if e == c:
            s["equipment"][slot] = None
            return "equip"
    for entry in s["judgement_area"]:
        if entry[0] == c:
            s["judgement_area"].remove(entry)
            return "judge"
    return None


# -- seats, distance, range ----------------------------------------------------------------------------------

def alive(st, p):
    return st["seats"][p]["alive"]


_ALIVE = operator.itemgetter("alive")


def living(st):
    seats = st["seats"]
    return list(compress(range(len(seats)), map(_ALIVE, seats)))     # at C speed: asked for every distance row


def living_from(st, start, include_start=True):
    """Living seats in seat order from `start` (or from the first living seat after it, PPS-6.4.2)."""
    seats = st["seats"]
    order = [*range(start if include_start else start + 1, st["players"]), *range(start)]
    return list(compress(order, map(_ALIVE, map(seats.__getitem__, order))))


def next_living(st, p):
    n = st["players"]
    for k in range(1, n + 1):
        q = (p + k) % n
        if st["seats"][q]["alive"]:
            return q
    return p


def ask_order(st):
    """NEGATE and RESCUE order: every living player from the current player (PPS-6.4.2, PPS-14.4.2)."""
    return living_from(st, st["current"])


def seat_distance(st, a, b):
    live = living(st)
    if a not in live or b not in live:
        return 99
    k = (live.index(b) - live.index(a)) % len(live)
    return min(k, len(live) - k)


def mount_value(st, p, which):
    c = st["seats"][p]["equipment"]["mount"]
    return KINDS[st["_t"][c][0]][which] if c is not None else 0


# Listing or checking moves asks the distance of the same few seat pairs for every card: while the state stands
# still (inside fixed_distances) the distances from a seat to every seat are worked out together, once, the first
# time one of them is asked. A context variable, so that concurrent requests (threads or greenlets) never share a
# table.
_DISTANCES: contextvars.ContextVar = contextvars.ContextVar("paopaosha_distances", default=None)


class fixed_distances:
    """Distances asked inside this block are remembered per seat; the state must not change inside it.
    (A class: a generator context manager costs several times more to enter, once per listing.)"""

    def __enter__(self):
        self.token = _DISTANCES.set({})

    def __exit__(self, *exception):
        _DISTANCES.reset(self.token)
        return False


def distance(st, a, b):
    known = _DISTANCES.get()
    if known is None:
        return _distance(st, a, b)
    row = known.get(a)
    if row is None:
        row = known[a] = _distances_from(st, a)
    found = row.get(b)
    return _distance(st, a, b) if found is None else found


def _distance(st, a, b):
    if a == b:
        return 0
    if fire(st, "distance_from", a, {"ignore": False})["ignore"]:
        return 1
    return max(1, seat_distance(st, a, b) - mount_value(st, a, "off") + mount_value(st, b, "dfn"))


def _distances_from(st, a):
    """{b: _distance(st, a, b)} for every seat b, with one trigger and one list of the living for them all: the seat
    distances (PPS-8.1) of the living seats in one pass over them, 99 for the dead, less a's mount's off; then each
    seat's mount's def, at least 1 (PPS-8.2)."""
    seats = range(st["players"])
    if fire(st, "distance_from", a, {"ignore": False})["ignore"]:
        row = dict.fromkeys(seats, 1)
    else:
        live = living(st)
        off = mount_value(st, a, "off")
        row = dict.fromkeys(seats, 99 - off)                   # seat_distance of a dead seat
        if a in live:
            count, start = len(live), live.index(a)
            half = count // 2
            for i, b in enumerate(live):
                k = (i - start) % count
                row[b] = (k if k <= half else count - k) - off  # min(k, count - k) without the call
        table, every = st["_t"], st["seats"]
        for b in seats:
            mount = every[b]["equipment"]["mount"]             # mount_value(st, b, "dfn") for every seat, inline
            if mount is not None:
                row[b] += KINDS[table[mount][0]]["dfn"]
        for b in seats:
            if row[b] < 1:
                row[b] = 1
    row[a] = 0
    return row


def attack_range(st, p):
    c = st["seats"][p]["equipment"]["weapon"]                 # asked for every target of every 杀 listed
    return KINDS[st["_t"][c][0]]["range"] if c is not None else 1


def is_lord(st, p):
    """The lord; in boss mode the boss stands in for him everywhere (PPS-21.6)."""
    return st["seats"][p]["identity"] in ("lord", "boss")


def no_health(st, p):
    ch = st["seats"][p]["character"]
    return bool(ch and CHARACTERS[ch].get("no_health"))


def injured(st, p):
    s = st["seats"][p]
    return not no_health(st, p) and s["health"] < s["max_health"]


def abilities(st, p):
    """The abilities a player has now: his equipment's kinds, then his character's skills (so that frames
    pushed by skills run before those pushed by equipment), then markers in front of him."""
    s = st["seats"][p]
    names = [st["_t"][c][0] for c in s["equipment"].values() if c is not None]
    if s["character"]:
        names.extend(CHARACTERS[s["character"]].get("skills", ()))
    for fn in HOOKS["abilities"]:
        names.extend(fn(st, p))
    return names


def listeners(timing):
    """(acting, slot, markers) at `timing`: `acting` is {ability: fn} of the abilities that act then (a few of the
    forty for any timing, and fire asks for every trigger of a playout); `slot` says where an equipped card may be
    one of them: None (no card kind acts then), the one slot that holds those kinds (a slot holds only cards of its
    type, which `problems` checks), or True for several; `markers` whether any is a marker's name (an entry with
    "marker": True, the only names the "abilities" hooks return). So fire looks only where a handler may be."""
    found = ABILITIES.indexes.get(timing)
    if found is None:
        acting = {name: timings[timing] for name, timings in ABILITIES.items() if timings.get(timing)}
        slots = {SLOT_OF_TYPE[KINDS[name]["type"]] for name in acting if name in KINDS}
        found = ABILITIES.indexes[timing] = (acting, slots.pop() if len(slots) == 1 else bool(slots) or None,
                                             any(ABILITIES[name].get("marker") for name in acting))
    return found


def fire(st, timing, p, ctx):
    """Runs p's abilities registered at `timing`, in the order of abilities(st, p); each may change ctx. Returns
    ctx. Every handler is found before the first one runs (a handler may change the seat)."""
    if p is None:
        return ctx
    found = ABILITIES.indexes.get(timing)                      # listeners(timing) without the call, once built
    if found is None:
        found = listeners(timing)
    acting, slot, markers = found
    if acting:
        # abilities(st, p) inline, keeping only the names that act here: fire runs ~2.6 times per action
        s = st["seats"][p]
        handlers = []
        if slot is True:                                       # kinds of several slots act: the slots in order
            table = st["_t"]
            for c in s["equipment"].values():
                if c is not None and table[c][0] in acting:
                    handlers.append(acting[table[c][0]])
        elif slot is not None:
            c = s["equipment"][slot]
            if c is not None and st["_t"][c][0] in acting:
                handlers.append(acting[st["_t"][c][0]])
        if s["character"]:
            for name in CHARACTERS[s["character"]].get("skills", ()):
                if name in acting:
                    handlers.append(acting[name])
        if markers:
            for hook in HOOKS["abilities"]:
                for name in hook(st, p):
                    if name in acting:
                        handlers.append(acting[name])
        for fn in handlers:
            fn(st, p, ctx)
    return ctx


def conversions(context):
    """[(via, as, source, open, ok)] of the conversions that let a card serve in `context`, in the registry's
    order (see CONVERSIONS: `open` is None where the conversion is always open)."""
    found = CONVERSIONS.indexes.get(context)
    if found is None:
        found = CONVERSIONS.indexes[context] = [(via, entry["as"][context], entry["source"], entry.get("open"),
                                                 entry["ok"]) for via, entry in CONVERSIONS.items()
                                                if entry["as"].get(context)]
    return found


def sees(st, viewer, seat, what):
    """PPS-20.1: may `viewer` see `seat`'s hand or identity beyond the defaults (主席, 海洋公主, 司令部)."""
    return viewer is not None and any(fn(st, viewer, seat, what) for fn in HOOKS["sees"])


def hands_seen(st, viewer) -> set:
    """The seats whose hand `sees(st, viewer, seat, "hand")` admits, asked once for all seats (legal-moves names
    the cards a seat sees: one call instead of one per seat; tests/engine/paopaosha/test_fast_paths.py)."""
    seen: set = set()
    if viewer is not None:
        for fn in HOOKS["hands_seen"]:
            seen.update(fn(st, viewer))
    return seen


def extra_hand(st, p):
    """Cards of other hands that p may use as if they were his own (司令部, PPS-21.4)."""
    out = []
    for fn in HOOKS["hand_sources"]:
        out.extend(fn(st, p))
    return out


def turn_frame(st):
    return st["stack"][0] if st["stack"] and st["stack"][0]["kind"] == "Turn" else None


def in_own_play(st, p):
    tf = turn_frame(st)
    return tf is not None and tf["player"] == p and tf["step"] == "play"


def chance_outcomes(st):
    fr = st["stack"][-1]
    return FRAMES[fr["kind"]].outcomes(st, fr)


def end_as_draw(st, ev, reason):
    """PPS-16.7, PPS-16.9: `reason` is piles_exhausted or round_limit (engine/paopaosha/result.py)."""
    for s in st["seats"]:
        s["revealed"] = True
    st["result"] = final_result(st, reason, [])
    event(ev, "game_over", st["result"]["message"], message_zh=st["result"]["message_zh"])

