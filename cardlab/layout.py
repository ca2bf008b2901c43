"""One picture of the table: (view, the game's layout, language) → a small tree of pieces.

Each game declares its :class:`Layout` beside its rules (``LAYOUT`` in
``games/<game>/layout.py``): which zones are counters, which are hidden, meters,
banners, panels, score sheets.
:func:`build` turns a view into a :class:`Tree` of typed pieces with every text already
worded in the chosen language and every number formatted; ``cardlab.render`` prints it
as static HTML and ``widgets/table.js`` prints the same JSON (:func:`to_json`) as DOM.
Neither printer guesses what a value is: a card piece says it is a card.

>>> import cardlab
>>> g = cardlab.new_game("comrade", players=3, seed=7)
>>> tree = build(g.view(0), lang="en")
>>> tree.title, tree.me.name, [c.card for c in tree.me.hand.items][:2]
('Comrade', 'seat 0', ['5S', '10S'])
>>> tree.others[0].hand.items[0].label
'12 cards face down'
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from cardlab.cards import SUITS
from cardlab.cards import Card as PlayingCard
from cardlab.i18n import LANGS, card_name, suit_name, t
from cardlab.registry import GAMES

__all__ = [
    "Act", "ActGroup", "Back", "Box", "Card", "CoachPanel", "CoachRow", "Field", "Header",
    "Layout", "Meter", "Outcome",
    "Panels",
    "Piece", "Seat", "SeatSuits", "Sheet", "Suit", "Text", "Tree", "build",
    "coach_panel", "coach_row", "facts", "layout_of", "picture", "to_json", "trick_history",
]

_SEAT_KEYS = frozenset({"taken_by", "by", "owner", "seat", "winner", "leader", "holder"})
DASH = "\u2014"

# --------------------------------------------------------------------------- declarations


@dataclass(frozen=True)
class SeatSuits:
    """Per suit in front of a seat: the stacked cards of ``stacks``, "bid b / won w"."""

    stacks: str
    bid: str
    won: str


@dataclass(frozen=True)
class Meter:
    """A count drawn as icons: alive, marked by the ``pending`` list, lost."""

    lost: str
    pending: str
    on: str = "\u25cf"
    doomed: str = "\u25cf"
    off: str = "\u25cb"


@dataclass(frozen=True)
class Panels:
    """Named groups of cards side by side, titles and feet from other zones (``ui.`` keys)."""

    title: str
    foot: str
    seats: str
    sums: str
    counts: str
    total: str
    total_text: str
    empty: str
    try_: str = ""  # with a card picked, a click on a panel that is not lit tries this


@dataclass(frozen=True)
class Layout:
    """How a game's zones read (every field optional: without it a zone still shows).

    ``counters``/``zones``: table scalars / zones in this order first; ``pairs``: show
    ``zone`` as "value / other"; ``seat_refs``: a seat number worded by a ``ui.`` label;
    ``secrets``: a hidden value worded from a flag zone; ``fields``: keys shown per
    zone; ``recent``: only the last n items; ``quiet``: not drawn while empty;
    ``small``: cards drawn small; ``small_in``: zone → the phases it is drawn small in
    (a zone that matters less once its phase is over); ``echo``: a seat's zone not drawn
    while it holds the same cards as the hand (the hand already shows them);
    ``mine_only``: a seat's zone drawn for the viewer's own seat only (in teacher mode the
    others' would repeat what their hands show); ``only_in``: zone → the phases it is
    drawn in (what a phase no longer needs leaves room for what it does); ``until``: zone →
    (a table counter, its last value): drawn while the counter is at most that;
    ``side``: table zones drawn beside the table (with a trick history), not in its centre.

    >>> Layout(hide=("leader",)).hide
    ('leader',)
    """

    pairs_cards: bool = False
    seat_suits: SeatSuits | None = None
    table_click: Mapping[str, str] = field(default_factory=dict)
    hide: Sequence[str] = ()
    counters: Sequence[str] = ()
    pairs: Mapping[str, str] = field(default_factory=dict)
    zones: Sequence[str] = ()
    seat_refs: Mapping[str, str] = field(default_factory=dict)
    secrets: Mapping[str, str] = field(default_factory=dict)
    meters: Mapping[str, Meter] = field(default_factory=dict)
    named: Mapping[str, Sequence[str]] = field(default_factory=dict)
    banners: Mapping[str, str] = field(default_factory=dict)
    panels: Mapping[str, Panels] = field(default_factory=dict)
    face_down: Sequence[str] = ()
    suits: Sequence[str] = ()
    nulls: Mapping[str, str] = field(default_factory=dict)
    card_keys: Sequence[str] = ()
    copies: Mapping[str, int] = field(default_factory=dict)
    seat_keyed: Sequence[str] = ()
    by_seat: Sequence[str] = ()
    fields: Mapping[str, Sequence[str]] = field(default_factory=dict)
    recent: Mapping[str, int] = field(default_factory=dict)
    signed: Sequence[str] = ()
    small: Sequence[str] = ()
    small_in: Mapping[str, Sequence[str]] = field(default_factory=dict)
    quiet: Sequence[str] = ()
    echo: Sequence[str] = ()
    mine_only: Sequence[str] = ()
    only_in: Mapping[str, Sequence[str]] = field(default_factory=dict)
    until: Mapping[str, tuple[str, int]] = field(default_factory=dict)
    side: Sequence[str] = ()


PLAIN = Layout()


def layout_of(game: str) -> Layout:
    """The layout ``game``'s kit declares (:attr:`cardlab.kit.GameKit.layout`), or the
    plain one for a name no game has.

    >>> layout_of("comrade").seat_suits.bid, layout_of("no such game") is PLAIN
    ('bids', True)
    """
    kit = GAMES.get(game)
    return PLAIN if kit is None else kit.layout


def facts(view: Mapping[str, Any], lang: str = "en") -> tuple[str, bool | None]:
    """The game's title in ``lang`` and whether it is cooperative (``None``: unknown), read
    from the view's ``facts`` (the game's name when the view has none).

    >>> facts({"game": "comrade", "facts": {"title": {"ja": "カムレッド"}}}, "ja")[0]
    'カムレッド'
    >>> facts({"game": "mystery"})
    ('mystery', None)
    """
    got = view.get("facts")
    game = str(view.get("game", ""))
    if not isinstance(got, Mapping):
        return game, None
    title = got.get("title")
    title = title.get(lang) if isinstance(title, Mapping) else title
    return str(title or game), got.get("cooperative")


# --------------------------------------------------------------------------- pieces


@dataclass
class Card:
    """A face-up card: its text, spoken name, size; ``act`` when a click plays it."""

    card: str
    label: str
    size: str = "mid"
    caption: str = ""
    badge: str = ""
    act: str = ""
    try_act: str = ""
    pick: str = ""
    state: str = ""
    i: int | None = None
    kind: str = "card"


@dataclass
class Back:
    """A face-down pile (``count`` cards) or one face-down card (``count`` 0)."""

    count: int
    label: str
    kind: str = "back"


@dataclass
class Text:
    """Words (``cls`` says how they read: ``cl-why``, ``cl-none``, ``cl-banner``…)."""

    text: str
    cls: str = ""
    kind: str = "text"


@dataclass
class Suit:
    """A suit's symbol, with its name spoken (and shown when ``word``)."""

    suit: str
    label: str
    word: bool = False
    kind: str = "suit"


@dataclass
class Field:
    """A labelled value: a counter, a seat reference, a sentence with a title."""

    key: str
    label: str
    value: str
    cls: str = ""
    kind: str = "field"


@dataclass
class Sheet:
    """A small table (a score sheet): head cells and rows of cells."""

    head: list[str]
    rows: list[list[str]]
    cols: list[str]
    kind: str = "sheet"


@dataclass
class Act:
    """An action that no card on the table carries (a button)."""

    act: str
    label: str


@dataclass
class ActGroup:
    """Several actions of one kind that differ by a number (a row of small buttons)."""

    label: str
    acts: list[Act]
    kind: str = "group"


@dataclass
class Box:
    """A group of pieces: a zone (with ``title``), a row of cards, a panel."""

    cls: str
    items: list[Any]
    title: str = ""
    group: str = ""
    act: str = ""
    try_act: str = ""
    acts: list[Act] = field(default_factory=list)
    kind: str = "box"


Piece = Card | Back | Text | Suit | Field | Sheet | Box


@dataclass
class Seat:
    """One seat: name, badges, hand (cards or a face-down count) and its zones."""

    seat: int
    name: str
    badges: list[Text]
    hand: Box
    zones: list[Any]
    viewer: bool = False
    to_move: bool = False


@dataclass
class Header:
    """Title, phase, whose turn, and the table's counters."""

    title: str
    phase_label: str
    phase: str
    turn: str
    mine: bool
    counters: list[Field]
    prompt: str = ""



@dataclass
class Outcome:
    """The end: ``kind`` win / loss / over, the sentence and the scores."""

    kind: str
    text: str
    scores_label: str
    scores: str


@dataclass
class Tree:
    """The whole picture, in sections a printer may redraw one by one."""

    lang: str
    title: str
    head: Header
    teacher: str
    others: list[Seat]
    centre: list[Any]
    me: Seat | None
    actions: list[Act | ActGroup]
    actions_label: str
    outcome: Outcome | None
    menu: Box | None = None
    side: list[Any] = field(default_factory=list)


def to_json(obj: Any) -> Any:
    """A tree (or piece) as JSON-ready data, leaving out empty optional fields.

    >>> to_json(Text("hi"))
    {'text': 'hi', 'kind': 'text'}
    """
    names = _FIELDS.get(type(obj))
    if names is None:
        if isinstance(obj, list):
            return [to_json(x) for x in obj]
        if not dataclasses.is_dataclass(obj):
            return obj
        names = _FIELDS[type(obj)] = tuple(f.name for f in dataclasses.fields(obj))
    out = {}
    for name in names:
        v = getattr(obj, name)
        if v is None or v is False or v == "" or v == []:
            continue
        out[name] = v if type(v) in _PLAIN else to_json(v)
    return out


_PLAIN = frozenset({str, int, float, bool})


_FIELDS: dict[type, tuple[str, ...]] = {}


# --------------------------------------------------------------------------- wording


_card_name = functools.cache(card_name)


@functools.cache
def _word(key: str, lang: str) -> str | None:
    try:
        return t(key, lang)
    except KeyError:
        return None


def _say(key: str, lang: str, **values: Any) -> str:
    """A catalogue text filled with ``values`` ("" when it does not fit them)."""
    try:
        return t(key, lang, **values)
    except (KeyError, ValueError, TypeError, IndexError):
        return ""


class _Ctx:
    """What building one tree needs: the view, its layout, the language, the actions."""

    def __init__(self, view: Mapping[str, Any], lang: str, layout: Layout,
                 actions: Sequence[Mapping[str, Any]], human: bool,
                 picked: str | None = None) -> None:
        self.view, self.lang, self.lay = view, lang, layout
        self.game = str(view.get("game", ""))
        self.phase = str(view.get("phase", ""))
        self.human = human
        self.actions = actions
        self.hand_acts: dict[str, list[Mapping[str, Any]]] = {}
        self.table_acts: dict[str, Mapping[str, Any]] = {}
        for a in actions:
            if a.get("card"):
                if a.get("zone") == "hand":
                    self.hand_acts.setdefault(a["card"], []).append(a)
                else:
                    self.table_acts.setdefault(a["card"], a)
        self.used: set[str] = set()
        # a hand card with several moves is picked first; its moves then light the
        # places they go to (``place``: a panel's name; ``taken``: a card there)
        self.picked = picked if len(self.hand_acts.get(picked or "", ())) > 1 else None
        self.place_acts: dict[str, list[Mapping[str, Any]]] = {}
        self.taken_acts: dict[tuple[str, str], Mapping[str, Any]] = {}
        for a in self.hand_acts.get(self.picked or "", ()):
            if a.get("place") and a.get("taken"):
                self.taken_acts.setdefault((a["place"], a["taken"]), a)
            elif a.get("place"):
                self.place_acts.setdefault(a["place"], []).append(a)

    def label(self, key: str) -> str:
        return (_word(f"ui.zone.{self.game}.{key}", self.lang) or _word(f"ui.zone.{key}", self.lang)
                or str(key).replace("_", " "))

    def ui(self, key: str, **values: Any) -> str:
        return _say(f"ui.{key}", self.lang, **values) if values else (_word(f"ui.{key}", self.lang)
                                                                       or "")

    def seat(self, seat: Any) -> str:
        return _say("seat.name", self.lang, seat=seat)

    def is_card(self, v: Any) -> bool:
        if not isinstance(v, str):
            return False
        if v == "JK" or (self.lay.pairs_cards and v.isdigit() and 1 <= int(v) <= 10):
            return True
        return len(v) in (2, 3) and v[-1] in SUITS and v[:-1] in _RANKS

    def scalar(self, v: Any) -> str:
        if v is None:
            return DASH
        if isinstance(v, bool):
            return self.ui("yes" if v else "no")
        if isinstance(v, str):
            return _word(f"ui.value.{v}", self.lang) or v
        return str(v)

    def card(self, text: str, size: str = "mid", **kw: Any) -> Card:
        name = _card_name(text, self.lang)
        return Card(text, f"{name} ({kw['caption']})" if kw.get("caption") else name, size, **kw)

    def table_card(self, text: str, zone: str, size: str = "mid", **kw: Any) -> Card:
        """A card of a zone: clickable when a legal action names it there."""
        piece = self.card(text, size, **kw)
        a = self.table_acts.get(text)
        if a and a["act"] not in self.used and piece.state != "taken":
            self.clickable(piece, a)
        elif zone in self.lay.table_click and self.human:
            piece.try_act = self.lay.table_click[zone].format(card=text)
        return piece

    def clickable(self, piece: Card, a: Mapping[str, Any]) -> None:
        piece.act = a["act"]
        piece.label = f"{_card_name(piece.card, self.lang)}: {a['label']}"
        self.used.add(a["act"])

    def event(self, v: Any) -> str | None:
        """An event ``{"key", "values"}`` of a view as a sentence (``None``: not one)."""
        if not (isinstance(v, Mapping) and set(v) == {"key", "values"}
                and isinstance(v["key"], str) and isinstance(v["values"], Mapping)):
            return None
        return _say(v["key"], self.lang, **v["values"]) or None


_RANKS = frozenset({"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"})


def _scalar_type(v: Any) -> bool:
    return v is None or isinstance(v, str | int | float | bool)


def _empty(v: Any) -> bool:
    return v is None or v is False or v == [] or v == {}


# --------------------------------------------------------------------------- values


def value(v: Any, ctx: _Ctx, zone: str, depth: int = 0) -> list[Any]:
    """Any value a view may hold as pieces: cards, rows, sheets, sentences, words."""
    lay = ctx.lay
    small = "small" if zone in lay.small or ctx.phase in lay.small_in.get(zone, ()) else "mid"
    if ctx.is_card(v):
        return [ctx.table_card(v, zone, small)]
    if _scalar_type(v):
        return [Text(ctx.scalar(v))]
    if depth > 5:
        return [Text(str(v)[:200])]
    if isinstance(v, list | tuple):
        return _list(list(v), ctx, zone, depth, small)
    if isinstance(v, Mapping):
        return _dict(v, ctx, zone, depth, small)
    return [Text(str(v))]


def _list(v: list[Any], ctx: _Ctx, zone: str, depth: int, size: str) -> list[Any]:
    if not v:
        return [Text(DASH)]
    n = ctx.lay.recent.get(zone)
    v = v[-n:] if n else v
    if all(ctx.is_card(x) for x in v):
        return [Box("cl-row", [ctx.table_card(c, zone, size) for c in v])]
    if len(v) == 2 and isinstance(v[0], int) and ctx.is_card(v[1]):
        v = [v]
    if all(isinstance(x, list | tuple) and len(x) == 2 and isinstance(x[0], int)
           and ctx.is_card(x[1]) for x in v):
        return [Box("cl-row", [ctx.table_card(c, zone, size, caption=ctx.seat(s)) for s, c in v])]
    if all(_scalar_type(x) for x in v):
        return [Text(", ".join(ctx.scalar(x) for x in v))]
    if all(isinstance(x, Mapping) and _card_key(x, ctx) for x in v):
        return [Box("cl-row cl-cardboxes", [_card_dict(x, ctx, zone, size) for x in v])]
    if all(_is_record(x) for x in v):
        return [_sheet(v, ctx, zone)]
    return [Box("cl-row", [Box("cl-item", value(x, ctx, zone, depth + 1)) for x in v])]


def _dict(v: Mapping[str, Any], ctx: _Ctx, zone: str, depth: int, size: str) -> list[Any]:
    sentence = ctx.event(v)
    if sentence is not None:
        return [Text(sentence, "cl-why")]
    keys = _pick(list(v), zone, ctx)
    if not keys:
        return [Text(DASH)]
    if _card_key(v, ctx):
        return [_card_dict(v, ctx, zone, size)]
    if zone in ctx.lay.by_seat:
        return [_by_seat(v, ctx, zone)]
    if all(ctx.is_card(k) and isinstance(v[k], int) for k in keys):  # cards with counts
        return [Box("cl-row cl-counted", [ctx.table_card(
            k, zone, size, badge=f"\u00d7{v[k]}", caption=ctx.ui("count_cards", count=v[k]))
            for k in keys])]
    if all(k in SUITS for k in keys):
        return [Box("cl-bysuit", [Box("cl-suitrow", [
            Suit(s, suit_name(s, ctx.lang)), Box("cl-suitval", value(v[s], ctx, zone, depth + 1))])
            for s in SUITS if s in v])]
    keyed = zone in ctx.lay.seat_keyed and all(str(k).isdigit() for k in keys)
    rows = []
    for k in keys:
        x = v[k]
        name = ctx.seat(int(k)) if keyed else ctx.label(k)
        if k in _SEAT_KEYS and isinstance(x, int):
            shown: list[Any] = [Text(ctx.seat(x))]
        elif keyed and isinstance(x, int) and ctx.lay.pairs_cards:
            shown = [ctx.card(str(x), "small")]
        else:
            shown = value(x, ctx, zone if keyed else k, depth + 1)
        rows.append(_kv(name, shown))
    return [Box("cl-dict", rows)]


def _pick(keys: list[str], zone: str, ctx: _Ctx) -> list[str]:
    only = ctx.lay.fields.get(zone)
    return [k for k in only if k in keys] if only else keys


def _is_record(x: Any) -> bool:
    return isinstance(x, Mapping) and all(
        _scalar_type(y) or (isinstance(y, list) and all(map(_scalar_type, y))) for y in x.values())


def _card_key(v: Mapping[str, Any], ctx: _Ctx) -> str | None:
    if ctx.is_card(v.get("card")):
        return "card"
    return next((k for k in ctx.lay.card_keys if k in v), None)


def _card_dict(v: Mapping[str, Any], ctx: _Ctx, zone: str, size: str = "mid") -> Any:
    """A dict around a card: the card (face down when hidden), its copies, notes under it."""
    key = _card_key(v, ctx) or "card"
    raw = v[key]
    cards: list[Any]
    if raw is None:
        cards = [Back(0, ctx.ui("face_down_one"))]
    elif ctx.is_card(str(raw)):
        copies = ctx.lay.copies.get(str(v.get("kind")), 1)
        cards = [ctx.card(str(raw), "small") for _ in range(copies)]
    else:  # a word in a card's place ("draw": took from the deck)
        cards = [Text(ctx.scalar(raw), "cl-v")]
    notes: list[str] = []
    whys: list[str] = []
    for k in _pick(list(v), zone, ctx):
        x = v[k]
        if k == key or x is None:
            continue
        sentence = ctx.event(x)
        if sentence is not None:
            whys.append(sentence)
        elif k in _SEAT_KEYS and isinstance(x, int):
            notes.insert(0, ctx.seat(x))
        elif k == "place":
            notes.insert(0, ctx.ui("place", place=x))
        elif k == "kind":
            notes.append(ctx.scalar(x))
        elif _scalar_type(x):
            notes.append(f"{ctx.label(k)} {ctx.scalar(x)}")
    taken = key == "card" and any(k in _SEAT_KEYS and isinstance(v[k], int) for k in v)
    if key == "card" and not whys:
        return ctx.table_card(str(raw), zone, size, caption=" ".join(notes),
                              state="taken" if taken else "")
    items = [Box("cl-stack-row", cards), Text(" \u00b7 ".join(notes), "cl-note")]
    if whys:
        items.append(Text(" / ".join(whys), "cl-why"))
    return Box("cl-cardbox", items)


def _cell(k: str, x: Any, ctx: _Ctx) -> str:
    if (k in _SEAT_KEYS or k in ctx.lay.seat_refs) and isinstance(x, int):
        return ctx.seat(x)
    if ctx.is_card(x):
        return _card_text(x)
    if isinstance(x, list):
        return " ".join(_card_text(y) if ctx.is_card(y) else str(y) for y in x) or DASH
    if isinstance(x, int | float) and not isinstance(x, bool) and k in ctx.lay.signed and x > 0:
        return f"+{x}"
    return ctx.scalar(x)


def _card_text(text: str) -> str:
    sym = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
    return sym[text[-1]] + text[:-1] if text[-1:] in sym else text


def _sheet(rows: list[Mapping[str, Any]], ctx: _Ctx, zone: str) -> Sheet:
    """Records with the same keys as a small table (a score sheet)."""
    keys = _pick(list(dict.fromkeys(k for r in rows for k in r)), zone, ctx)
    keyed = zone in ctx.lay.seat_keyed
    head = [ctx.seat(int(k)) if keyed and str(k).isdigit() else ctx.label(k) for k in keys]
    return Sheet(head, [[_cell(k, r.get(k), ctx) for k in keys] for r in rows], list(keys))


def _by_seat(v: Mapping[str, Any], ctx: _Ctx, zone: str) -> Box:
    """A dict of per-seat lists as one row per seat (other keys as lines above)."""
    n = len(ctx.view.get("seats") or [])
    keys = _pick(list(v), zone, ctx)
    cols = [k for k in keys if isinstance(v[k], list) and len(v[k]) == n]
    rows = [{"seat": i, **{k: v[k][i] for k in cols}} for i in range(n)]
    extra = [_kv(ctx.label(k), [Text(ctx.seat(v[k]))] if (k in _SEAT_KEYS or k in ctx.lay.seat_refs)
                 else value(v[k], ctx, k, 1)) for k in keys if k not in cols and not _empty(v[k])]
    return Box("cl-dict", [*extra, _sheet(rows, ctx, zone)])


def _kv(name: str, shown: list[Any]) -> Box:
    return Box("cl-kv", [Text(name, "cl-k"), Box("cl-v", shown)])


# --------------------------------------------------------------------------- zones


def _scalar_zone(k: str, v: Any, ctx: _Ctx) -> bool:
    """A scalar drawn as a zone (a card, a pile, a suit, a worded "none"), not a counter."""
    lay = ctx.lay
    return (ctx.is_card(v) or k in lay.face_down or k in lay.suits
            or (v is None and k in lay.nulls))


def zone(k: str, v: Any, ctx: _Ctx, holder: Mapping[str, Any], in_seat: bool) -> Any:
    """One zone of a seat or of the table (``None``: nothing to draw)."""
    lay, title = ctx.lay, ctx.label(k)
    cls = f"cl-zone cl-zone-{k}"
    if in_seat and k in lay.seat_refs and isinstance(v, int):
        return Text(ctx.ui(lay.seat_refs[k].removeprefix("ui."), seat=v), f"{cls} cl-ref")
    if k in lay.secrets and v is None:
        chosen = bool(holder.get(lay.secrets[k]))
        word = ctx.ui("secret.chosen" if chosen else "secret.waiting")
        mark = " cl-chosen" if chosen else ""
        return Field(k, title, word, f"{cls} cl-counter cl-secret{mark}")
    if k in lay.meters and isinstance(v, int):
        return _meter(k, v, lay.meters[k], ctx, holder)
    if k in lay.named and isinstance(v, list):
        return Box(f"{cls} cl-named", [Field(n, ctx.label(n), ctx.scalar(x), "cl-counter")
                                      for n, x in zip(lay.named[k], v, strict=False)])
    if k in lay.face_down and isinstance(v, int):
        pile = Back(v, ctx.ui("face_down", count=v)) if v > 0 else Text(DASH)
        return Box(f"{cls} cl-pile", [pile], title)
    if k in lay.suits and v in SUITS:
        return Box(cls, [Suit(v, suit_name(v, ctx.lang), word=True)], title)
    if v is None and k in lay.nulls:
        return Box(cls, [Text(ctx.ui(lay.nulls[k]), "cl-none")], title)
    if k in lay.banners:
        if not isinstance(v, Mapping):
            return None
        return Text(ctx.ui(lay.banners[k].removeprefix("ui."), **v), f"{cls} cl-banner")
    if k in lay.panels and not in_seat and isinstance(v, Mapping):
        return _panels(k, v, lay.panels[k], ctx, holder)
    if ctx.is_card(v):
        return Box(f"{cls} cl-cardzone", [Box("cl-row", [
            ctx.table_card(v, k, "small" if in_seat else "mid")])], title)
    if _scalar_type(v):
        return Field(k, title, ctx.scalar(v), f"{cls} cl-counter")
    return Box(cls, value(v, ctx, k), title)


def _meter(k: str, v: int, m: Meter, ctx: _Ctx, holder: Mapping[str, Any]) -> Box:
    lost = int(holder.get(m.lost) or 0)
    marked = holder.get(m.pending)
    pending = min(v, len(marked)) if isinstance(marked, list) else 0
    if ctx.view.get("outcome"):
        pending = 0  # the deal has been scored: its falls are among the lost already
    words = ctx.ui("meter", on=v, all=v + lost)
    if pending:
        words += " \u00b7 " + ctx.ui("meter_pending", count=pending)
    icons = [Text(m.on * (v - pending), "cl-on"), Text(m.doomed * pending, "cl-doomed"),
             Text(m.off * lost, "cl-off")]
    return Box(f"cl-zone cl-counter cl-meter cl-zone-{k}", [
        Text(ctx.label(k), "cl-k"), Box("cl-icons", icons), Text(words, "cl-v")])


def _panels(k: str, groups: Mapping[str, Any], p: Panels, ctx: _Ctx,
            holder: Mapping[str, Any]) -> Box:
    """Named groups of cards side by side (Comp-13's fields A-D), each with its numbers."""
    def get(zone_key: str, name: str) -> Any:
        return (holder.get(zone_key) or {}).get(name)

    out = []
    for name, cards in groups.items():
        vals = {"name": name, "seat": get(p.seats, name), "sum": get(p.sums, name),
                "count": get(p.counts, name)}
        body = ([_panel_card(c, k, i, name, ctx) for i, c in enumerate(cards)] if cards
                else [Text(ctx.ui(p.empty), "cl-none")])
        panel = Box("cl-panel", [Text(ctx.ui(p.title, **vals), "cl-panel-title"),
                                 Box("cl-row", body),
                                 Text(ctx.ui(p.foot, **vals), "cl-panel-foot")], group=name)
        out.append(_light(panel, name, p, ctx))
    total = get(p.sums, p.total)
    foot = [Text(ctx.ui(p.total_text, total=total), "cl-panels-total")] if total is not None else []
    return Box(f"cl-zone cl-zone-{k}", [Box("cl-panels", out), *foot])


def _panel_card(c: str, zone: str, i: int, name: str, ctx: _Ctx) -> Card:
    """A card of a panel: the picked card's target when a move takes it from there."""
    a = ctx.taken_acts.get((name, c))
    if a is None:
        return ctx.table_card(c, zone, i=i)
    piece = ctx.card(c, i=i)
    ctx.clickable(piece, a)
    return piece


def _light(panel: Box, name: str, p: Panels, ctx: _Ctx) -> Box:
    """With a card picked: a panel its moves go to is lit (one move: a click on it plays
    it; several: a button each); any other panel is dimmed and a click on it tries
    ``p.try_`` (the engine then says which limit it breaks)."""
    if ctx.picked is None:
        return panel
    acts = ctx.place_acts.get(name, [])
    if len(acts) == 1:
        panel.act = acts[0]["act"]
    elif acts:
        panel.acts = [Act(a["act"], a["label"]) for a in acts]
    if acts or any(place == name for place, _ in ctx.taken_acts):
        panel.cls += " cl-target"
    else:
        panel.cls += " cl-untarget"
        if p.try_:
            panel.try_act = p.try_.format(card=ctx.picked, group=name)
    return panel


def _seat_suits(sv: Mapping[str, Any], ss: SeatSuits, ctx: _Ctx) -> Box:
    """Comrade's bid cards in front of a seat: per suit the stack and "bid b / won w"."""
    bids, stacks, won = sv.get(ss.bid) or {}, sv.get(ss.stacks) or {}, sv.get(ss.won) or {}
    panels: list[Any] = []
    for s in SUITS:
        if s not in bids and s not in stacks and s not in won:
            continue
        b, w = bids.get(s, 0), won.get(s, 0)
        mark = " cl-bad" if w > b else (" cl-met" if w == b and b else "")
        panels.append(Box(f"cl-suitpanel cl-suit-{s}", [
            Box("cl-stack", [ctx.card(c, "small", i=i) for i, c in enumerate(stacks.get(s, []))]),
            Box(f"cl-bidwon{mark}", [Suit(s, suit_name(s, ctx.lang)),
                                     Text(ctx.ui("bid_won", bid=b, won=w))])]))
    return Box(f"cl-zone cl-zone-{ss.bid}", [Box("cl-suitpanels", panels or [Text(DASH)])],
               ctx.label(ss.stacks))


# --------------------------------------------------------------------------- seats


def _hand(hand: Any, ctx: _Ctx, viewer: bool, dealing: bool) -> Box:
    if not isinstance(hand, list) and hand:
        return Box("cl-hand cl-hidden", [Back(hand, ctx.ui("face_down", count=hand))])
    if not hand:
        return Box("cl-hand cl-empty", [Text(DASH)])
    mine = viewer and ctx.human
    any_legal = mine and any(c in ctx.hand_acts for c in hand)
    cards = []
    for i, c in enumerate(hand):
        piece = ctx.card(c, "big" if viewer else "small", i=i if dealing and viewer else None)
        if mine:
            acts = ctx.hand_acts.get(c)
            if acts and len(acts) == 1:
                ctx.clickable(piece, acts[0])
            elif acts:  # several moves: pick it, then its places light up
                piece.pick = c
                piece.state = "picked" if c == ctx.picked else ""
                ctx.used.update(a["act"] for a in acts)
            else:
                piece.try_act = c
                piece.state = "dim" if any_legal else ""
        cards.append(piece)
    return Box("cl-hand" + (" cl-dealing" if dealing and viewer else ""), cards)


def _seat(i: int, ctx: _Ctx, kinds: Sequence[str], dealing: bool) -> Seat:
    view, lay = ctx.view, ctx.lay
    sv = view["seats"][i]
    viewer = i == view.get("viewer")
    to_move = i in (view.get("to_move") or [])
    badges = []
    if viewer:
        badges.append(Text(ctx.ui("you"), "cl-badge cl-you"))
    if i < len(kinds) and kinds[i] == "bot":
        badges.append(Text(ctx.ui("bot"), "cl-badge cl-bot"))
    if view.get("dealer") == i:
        badges.append(Text(ctx.ui("dealer_short"), "cl-badge cl-dealer"))
    if to_move:
        badges.append(Text("\u25b6", "cl-badge cl-turn"))
    zones: list[Any] = []
    used = {"hand"}
    ss = lay.seat_suits
    if ss and (ss.bid in sv or ss.stacks in sv):
        used |= {ss.bid, ss.stacks, ss.won}
        zones.append(_seat_suits(sv, ss, ctx))
    for k, v in sv.items():
        if k in used or k in lay.hide or (k in lay.quiet and _empty(v)):
            continue
        if (k in lay.echo and v == sv.get("hand")) or (k in lay.mine_only and not viewer):
            continue
        z = zone(k, v, ctx, sv, in_seat=True)
        if z is not None:
            zones.append(z)
    hand = _hand(sv.get("hand"), ctx, viewer, dealing)
    return Seat(i, ctx.seat(i), badges, hand, zones, viewer, to_move)


# --------------------------------------------------------------------------- the table


def last_trick_text(last: Mapping[str, Any], lang: str) -> str:
    """The last trick's head and why it went to its winner ("" when not worded).

    >>> last_trick_text({"cards": [[0, "5S"], [1, "KS"]], "winner": 1, "number": 1,
    ...                  "reason": "highest_led"}, "en")[:9]
    'trick 1: '
    """
    cards = last.get("cards") or []
    winner = last.get("winner")
    card = next((c for s, c in cards if s == winner), None)
    if not cards or card is None:
        return ""
    head = (_say("ui.last_trick", lang, number=last["number"]) if "number" in last
            else _say("ui.last_trick_plain", lang))
    suit = PlayingCard(cards[0][1]).suit if cards[0][1] != "JK" else None
    why = _say(f"trick.{last.get('reason')}", lang, seat=winner, card=card, suit=suit)
    if not why and isinstance(last.get("event"), Mapping):
        why = _say(last["event"]["key"], lang, **last["event"].get("values", {}))
    return f"{head}: {why}" if why else head


def trick_history(tricks: Sequence[Any], lang: str = "en", limit: int = 6) -> Box:
    """The last ``limit`` tricks of a deal, newest first: each trick's number, winner,
    cards (the winning one marked) and why it won. ``tricks`` are the win events
    (:meth:`cardlab.session.Session.tricks`: ``values`` with ``cards``, ``number``, ``seat``).

    >>> from cardlab.messages import Event
    >>> won = Event("trick.highest_led", {"seat": 1, "card": "KS", "suit": "S", "led": "S",
    ...             "cards": [[0, "5S"], [1, "KS"]], "number": 1})
    >>> box = trick_history([won], "en")
    >>> box.title, box.items[0].items[0].text, box.items[0].items[2].text
    ('tricks this deal', 'trick 1 · seat 1', '♠K wins the trick: highest spade')
    """
    title = _say("ui.history", lang)
    if not tricks:
        return Box("cl-history cl-empty", [Text(_say("ui.history.none", lang), "cl-none")],
                   title)
    items = []
    for e in list(tricks)[-limit:][::-1]:
        v = e.values
        cards = [Card(c, _card_name(c, lang), "small", _say("seat.name", lang, seat=s),
                      state="winner" if s == v["seat"] else "")
                 for s, c in v.get("cards", [])]
        head = _say("ui.history.head", lang, number=v.get("number", "?"), seat=v["seat"])
        items.append(Box("cl-hist", [Text(head, "cl-hist-head"), Box("cl-row", cards),
                                     Text(e.text(lang), "cl-why")]))
    return Box("cl-history", items, title)


def _trick(table: Mapping[str, Any], ctx: _Ctx) -> Box | None:
    trick, last = table.get("trick"), table.get("last_trick")
    title = ctx.label("trick")
    if isinstance(trick, list) and trick:
        cards = [ctx.card(c, caption=ctx.seat(s)) for s, c in trick]
        return Box("cl-trick", [Box("cl-row", cards)], title)
    if isinstance(last, Mapping) and last.get("cards"):
        w = last.get("winner")
        cards = [ctx.card(c, caption=ctx.seat(s), state="winner" if s == w else "loser")
                 for s, c in last["cards"]]
        head = last_trick_text(last, ctx.lang) or ctx.label("last_trick")
        return Box("cl-trick cl-last", [Box("cl-row", cards)], head)
    if isinstance(trick, list):
        return Box("cl-trick cl-empty", [Box("cl-row", [Text(DASH)])], title)
    return None


def _counters(table: Mapping[str, Any], ctx: _Ctx) -> list[Field]:
    lay = ctx.lay
    partners = set(lay.pairs.values())
    out = []
    for k in dict.fromkeys([*lay.counters, *table]):
        if k not in table or k in lay.hide or k in partners:
            continue
        v = table[k]
        if v is None or not _scalar_type(v) or _scalar_zone(k, v, ctx):
            continue
        text = ctx.scalar(v)
        if table.get(lay.pairs.get(k, "")) is not None:
            text += f" / {ctx.scalar(table[lay.pairs[k]])}"
        if (k in _SEAT_KEYS or k in lay.seat_refs) and isinstance(v, int):
            text = ctx.seat(v)
        out.append(Field(k, ctx.label(k), text, f"cl-counter cl-zone-{k}"))
    return out


def _table_zones(table: Mapping[str, Any], ctx: _Ctx) -> list[tuple[str, Any]]:
    """The table's zones to draw now, each with its key."""
    lay = ctx.lay
    out = []
    for k in dict.fromkeys([*lay.zones, *table]):
        if k not in table or k in lay.hide or k in ("trick", "last_trick"):
            continue
        if k in lay.only_in and ctx.phase not in lay.only_in[k]:
            continue
        if k in lay.until and not _before(table, *lay.until[k]):
            continue
        v = table[k]
        if (_scalar_type(v) and not _scalar_zone(k, v, ctx)) or (k in lay.quiet and _empty(v)):
            continue
        z = _table_zone(k, v, ctx, table)
        if z is not None:
            out.append((k, z))
    return out


def _before(table: Mapping[str, Any], counter: str, last: int) -> bool:
    value = table.get(counter)
    return not isinstance(value, int) or value <= last


def _table_zone(k: str, v: Any, ctx: _Ctx, table: Mapping[str, Any]) -> Any:
    """:func:`zone` for the table, kept for the next tree while nothing it reads changed.

    A zone with no clickable card and nothing read from beside it (secrets, meters) is a
    function of the game's layout, the language, whether a human views it, and its value;
    a large one (Comrade's grid of bid cards) is then built once, not on every redraw.
    """
    lay = ctx.lay
    if (ctx.table_acts or k in lay.secrets or k in lay.meters or k in lay.panels
            or _scalar_type(v)):
        return zone(k, v, ctx, table, in_seat=False)
    seats = len(ctx.view.get("seats") or [])
    key = (ctx.game, id(lay), ctx.lang, ctx.human, ctx.phase, seats, k, repr(v))
    kept = _ZONES.get(key)
    if kept is not None and kept[0] is lay:
        return kept[1]
    built = zone(k, v, ctx, table, in_seat=False)
    if len(_ZONES) >= _ZONES_MAX:
        _ZONES.clear()
    _ZONES[key] = (lay, built)  # the layout is kept with it: its id stays its own
    return built


_ZONES: dict[tuple[Any, ...], tuple[Layout, Any]] = {}
_ZONES_MAX = 512


def _turn(view: Mapping[str, Any], ctx: _Ctx, kinds: Sequence[str]) -> tuple[str, bool]:
    viewer, tm = view.get("viewer"), list(view.get("to_move") or [])
    human = viewer is not None and (viewer >= len(kinds) or kinds[viewer] != "bot")
    if human and viewer in tm and kinds:
        others = [s for s in tm if s != viewer]
        return (_say("ui.your_turn_too", ctx.lang, seats=others) if others
                else _say("ui.your_turn", ctx.lang)), True
    if tm:
        return _say("ui.waiting_for", ctx.lang, seats=tm), False
    return _say("ui.nobody_to_move", ctx.lang), False


def _prompt(view: Mapping[str, Any], game: str, phase: str, mine: bool, lang: str) -> str:
    """What to do now: the viewer's task in this phase (``prompt.<game>.<phase>``) when it
    is the viewer's turn, else whom the table waits for and what they are doing
    (``….others``); "" when the game is over or the game words no prompt."""
    tm = list(view.get("to_move") or [])
    if not tm or view.get("outcome"):
        return ""
    if mine:
        return _say(f"prompt.{game}.{phase}", lang)
    waiting = [s for s in tm if s != view.get("viewer")]
    return _say(f"prompt.{game}.{phase}.others", lang, seats=waiting)


def outcome(view: Mapping[str, Any], lang: str) -> Outcome | None:
    """The outcome banner: who won and why, ``kind`` for the viewer (win/loss/over).

    >>> outcome({"seats": [{}, {}], "viewer": 0, "outcome": {"scores": [3, 1],
    ...          "winners": [0], "reason": None}}, "en").kind
    'win'
    """
    oc = view.get("outcome")
    if not oc:
        return None
    n, viewer = len(view.get("seats") or []), view.get("viewer")
    reason = oc.get("reason") or {}
    why = _say(reason["key"], lang, **reason.get("values", {})) if "key" in reason else ""
    winners = list(oc.get("winners") or [])
    coop = facts(view, lang)[1]
    if winners and len(winners) == n and (coop or (coop is None and n > 1)):
        head, kind = _say("ui.outcome.all_win", lang), "win"
    elif not winners:
        head, kind = _say("ui.outcome.all_lose", lang), "loss"
    else:
        head = _say("ui.outcome.winners", lang, seats=winners)
        kind = "over" if viewer is None else ("win" if viewer in winners else "loss")
        if why and all(_say("seat.name", lang, seat=s) in why for s in winners):
            head = why  # the reason names the winners: one winner sentence
    text = f"{head}: {why}" if why and head not in why else (why or head)
    if coop:  # a cooperative game has no score per seat: no score line
        return Outcome(kind, text, "", "")
    scores = " \u00b7 ".join(f"{_say('seat.name', lang, seat=i)} {_number(s)}"
                             for i, s in enumerate(oc.get("scores") or []))
    return Outcome(kind, text, _say("ui.outcome.scores", lang), scores)


def _number(x: Any) -> str:
    """A score as it is said: ``30``, not ``30.0``."""
    return str(int(x)) if isinstance(x, float) and x.is_integer() else str(x)


def _phase(game: str, phase: str, lang: str) -> str:
    return _word(f"{game}.phase.{phase}", lang) or _word(f"phase.{phase}", lang) or phase


def build(view: Mapping[str, Any], lang: str = "en", actions: Sequence[Mapping[str, Any]] = (),
          kinds: Sequence[str] = (), teacher: bool = False, dealing: bool = False,
          layout: Layout | None = None, picked: str | None = None) -> Tree:
    """The tree of ``view`` in ``lang``: ``actions`` are the viewer's legal actions
    (``{"act", "label", "card", "zone"}``, optionally ``place``/``taken``: where the move
    goes, ``group``/``short``: a numbered kind of action), ``kinds`` the seats'
    "human"/"bot"; ``picked``: the hand card whose several moves are shown.

    >>> import cardlab
    >>> g = cardlab.new_game("comrade", players=3, seed=7)
    >>> acts = [{"act": "pass", "label": "pass", "card": None, "zone": None}]
    >>> [a.act for a in build(g.view(0), "en", acts, ["human", "bot", "bot"]).actions]
    ['pass']
    """
    lang = lang if lang in LANGS else "en"
    game = str(view.get("game", ""))
    viewer = view.get("viewer")
    human = viewer is not None and (viewer >= len(kinds) or kinds[viewer] != "bot")
    ctx = _Ctx(view, lang, layout or layout_of(game), actions if human else (), human, picked)
    title = facts(view, lang)[0]
    table = view.get("table") or {}
    turn, mine = _turn(view, ctx, kinds)
    phase = str(view.get("phase", ""))
    head = Header(title, ctx.ui("phase"), _phase(game, phase, lang), turn, mine,
                  _counters(table, ctx), _prompt(view, game, phase, mine, lang))
    n = len(view.get("seats") or [])
    start = viewer + 1 if isinstance(viewer, int) else 0
    others = [_seat(i % n, ctx, kinds, dealing) for i in range(start, start + n) if i % n != viewer]
    trick = _trick(table, ctx)
    zones = _table_zones(table, ctx)
    side = [z for k, z in zones if k in ctx.lay.side]
    centre = [*([trick] if trick else []), *(z for k, z in zones if k not in ctx.lay.side)]
    me = _seat(viewer, ctx, kinds, dealing) if isinstance(viewer, int) and viewer < n else None
    rest = _grouped([a for a in ctx.actions if a["act"] not in ctx.used], lang)
    return Tree(lang, title, head, ctx.ui("teacher_on") if teacher else "", others, centre, me,
                rest, ctx.ui("actions"), outcome(view, lang), _menu(ctx), side)


def _menu(ctx: _Ctx) -> Box | None:
    """The picked card's moves that go to no particular place, as a menu by the hand."""
    if ctx.picked is None:
        return None
    acts = [Act(a["act"], a["label"]) for a in ctx.hand_acts[ctx.picked]
            if not a.get("place")]
    return Box("cl-menu", [], _say("ui.pick.menu", ctx.lang, card=ctx.picked),
               acts=acts) if acts else None


def _grouped(actions: Sequence[Mapping[str, Any]], lang: str) -> list[Act | ActGroup]:
    """Buttons; three or more of one numbered kind (``group``) become one row of numbers
    under the kind's words (``<group>.group``), e.g. Notice's 0-12 predictions."""
    counts: dict[str, int] = {}
    for a in actions:
        if a.get("group"):
            counts[a["group"]] = counts.get(a["group"], 0) + 1
    out: list[Act | ActGroup] = []
    groups: dict[str, ActGroup] = {}
    for a in actions:
        g = a.get("group")
        if not g or counts[g] < 3:
            out.append(Act(a["act"], a["label"]))
            continue
        if g not in groups:
            groups[g] = ActGroup(_say(f"{g}.group", lang) or g, [])
            out.append(groups[g])
        groups[g].acts.append(Act(a["act"], str(a.get("short", a["label"]))))
    return out


def picture(view: Mapping[str, Any], lang: str = "en", actions: Sequence[Mapping[str, Any]] = (),
            kinds: Sequence[str] = (), *, teacher: bool = False, picked: str | None = None,
            tricks: Sequence[Any] | None = None, code: str | None = None) -> dict[str, Any]:
    """What the page prints for ``view``: :func:`build`'s tree as JSON data, with the log's
    label, the trick history of ``tricks`` (a trick game's trick events; ``None``: none)
    and the deal ``code`` in the corner (``None``: none). The live table, its replay
    timeline and the standalone replay page all draw this.

    >>> import cardlab
    >>> g = cardlab.new_game("comrade", players=3, seed=7)
    >>> out = picture(g.view(0), "en", tricks=[], code="X")
    >>> out["log_label"], "history" in out, out["head"]["code"]
    ('log', True, 'deal code X')
    """
    out = to_json(build(view, lang, actions, kinds, teacher=teacher, picked=picked))
    out["log_label"] = t("ui.log", lang)
    if tricks is not None:
        out["history"] = to_json(trick_history(tricks, lang))
    if code:
        out["head"]["code"] = t("ui.deal_code", lang, code=code)
    return dict(out)


# --------------------------------------------------------------------------- the coach


@dataclass
class CoachRow:
    """One legal action's estimate, worded: ``text`` in the game's own terms."""

    act: str
    label: str
    text: str
    best: bool = False


@dataclass
class CoachPanel:
    """The coach's panel: what the seat knows, the best choice and every choice's estimate.

    ``state``: ``thinking`` (playouts running; the page shows ``coach_progress``),
    ``ready`` (``rows`` hold the answer, best first), ``waiting`` (not the seat's turn),
    ``one`` (a single legal move) or ``error``. ``unseen``: per suit the cards the seat
    has not seen, as ranks (a set: it never says where they are).
    """

    title: str
    state: str
    status: str
    know_title: str
    unseen_title: str
    unseen: list[Field]
    know: list[str]
    best_title: str = ""
    best: str = ""
    why: str = ""
    rows_title: str = ""
    rows: list[CoachRow] = field(default_factory=list)
    hover: str = ""
    help_title: str = ""
    help: str = ""
    kind: str = "coach"


def _margin(se: float | None, scale: float = 1.0) -> str:
    """About 95 % sure: twice the standard error ("?" after a single playout)."""
    if se is None or se != se or se == float("inf"):
        return "?"
    return f"{2 * se * scale:.1f}" if scale == 1.0 else f"{round(2 * se * scale)}"


def coach_row(game: str, e: Mapping[str, Any], label: str, lang: str, best: bool = False
              ) -> CoachRow:
    """An estimate (:meth:`cardlab.coach.Estimate.to_json`) as one short line.

    >>> e = {"action": "QS", "value": 12.34, "value_se": 0.5, "chance": 0.42,
    ...      "chance_se": 0.05, "playouts": 80}
    >>> coach_row("notice", e, "♠Q", "en").text
    'deal score 12.3 (±1.0) · target met 42%'
    """
    text = _say(f"coach.panel.short.{game}", lang, value=f"{e['value']:.1f}",
                vm=_margin(e.get("value_se")), chance=round(100 * e["chance"]),
                cm=_margin(e.get("chance_se"), 100.0))
    return CoachRow(str(e["action"]), label, text, best)


def _unseen_rows(by_suit: Mapping[str, Sequence[str]], lang: str) -> list[Field]:
    rows = []
    for suit, cards in by_suit.items():
        if suit in SUITS:
            ranks = " ".join(c[:-1] for c in cards)
            rows.append(Field(suit, suit_name(suit, lang), ranks, "cl-unseen"))
        else:  # numbered cards (Pairs) and jokers: how many of each
            counts: dict[str, int] = {}
            for c in cards:
                counts[c] = counts.get(c, 0) + 1
            order = sorted(counts, key=lambda c: (not c.isdigit(), int(c) if c.isdigit() else 0))
            rows.append(Field("*", "", " ".join(f"{c}×{counts[c]}" for c in order), "cl-unseen"))
    return rows


def coach_panel(game: str, lang: str, state: str, *, unseen: Mapping[str, Sequence[str]],
                count: int, know: Sequence[str], answer: Sequence[Mapping[str, Any]] = (),
                labels: Mapping[str, str] | None = None, error: str = "") -> CoachPanel:
    """The coach panel of ``game`` in ``lang``: ``unseen`` the seat's unseen cards by
    suit (``count`` of them), ``know`` the other facts worded (hand sizes, voids, known
    cards), ``answer`` the estimates (best first) with ``labels`` naming each action.

    >>> p = coach_panel("comrade", "en", "waiting", unseen={"S": ["QS", "KS"]}, count=2,
    ...                 know=["seat 1 holds 12 cards."])
    >>> p.unseen_title, p.unseen[0].value, p.status
    ('Cards you have not seen (2)', 'Q K', 'The coach answers when it is your turn.')
    """
    labels = labels or {}
    rows = [coach_row(game, e, labels.get(e["action"], e["action"]), lang, i == 0)
            for i, e in enumerate(answer)]
    status = {"thinking": _say("coach.panel.thinking_start", lang),
              "waiting": _say("coach.panel.waiting", lang),
              "one": _say("coach.panel.one", lang),
              "error": _say("coach.panel.error", lang, error=error)}.get(state, "")
    panel = CoachPanel(_say("coach.panel.title", lang), state, status,
                       _say("coach.panel.know", lang),
                       _say("coach.panel.unseen", lang, count=count),
                       _unseen_rows(unseen, lang), list(know),
                       help_title=_say("coach.panel.help_title", lang),
                       help=_say("coach.panel.help", lang,
                                 goal=_say(f"coach.panel.goal.{game}", lang)))
    if rows:
        top = answer[0]
        panel.best_title = _say("coach.panel.best", lang)
        panel.best = rows[0].label
        panel.why = _coach_why(game, answer, rows, lang)
        panel.rows_title = _say("coach.panel.rows", lang, playouts=top["playouts"])
        panel.rows = rows
        panel.hover = _say("coach.panel.hover", lang)
    return panel


def _coach_why(game: str, answer: Sequence[Mapping[str, Any]], rows: Sequence[CoachRow],
               lang: str) -> str:
    """One sentence: what the best choice brings, and whether the next one is as good."""
    top = answer[0]
    said = _say(f"coach.panel.why.{game}", lang, value=f"{top['value']:.1f}",
                chance=round(100 * top["chance"]), playouts=top["playouts"])
    if len(answer) < 2:
        return said
    second = answer[1]
    key = "chance" if game == "comrade" else "value"
    se = [x.get(f"{key}_se") for x in (top, second)]
    if all(isinstance(s, int | float) and s == s for s in se):
        gap = top[key] - second[key]
        if gap <= 2 * float((se[0] ** 2 + se[1] ** 2) ** 0.5):
            close = _say("coach.panel.close", lang, other=rows[1].label)
            return f"{said} {close[:1].upper()}{close[1:]}"
    return said
