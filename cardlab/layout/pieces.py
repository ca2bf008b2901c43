"""The pieces of a table picture: typed, worded, ready for a printer (``render.py``
prints them as HTML, ``widgets/table.js`` prints their JSON, :func:`to_json`, as DOM).

>>> to_json(CardPiece("QS", "queen of spades", "small"))
{'card': 'QS', 'label': 'queen of spades', 'size': 'small', 'kind': 'card'}
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

__all__ = [
    "DASH", "Act", "ActGroup", "Back", "Box", "CardPiece", "Field", "Header", "OutcomePiece",
    "Piece", "Seat", "Sheet", "Suit", "Text", "Tree", "to_json",
]

DASH = "\u2014"


@dataclass
class CardPiece:
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


Piece = CardPiece | Back | Text | Suit | Field | Sheet | Box


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
class OutcomePiece:
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
    outcome: OutcomePiece | None
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
