"""The table layout a game declares: every zone of its view with the kind it is drawn as.

A game's ``LAYOUT`` (in ``games/<game>/layout.py``, carried by its kit) names each zone
of the view's ``table`` and of each seat, in drawing order, with a small declaration: a
:class:`Counter` is a labelled number, :class:`Cards` a row of face-up cards,
:class:`Rows` a score sheet, and so on. The builder (:mod:`cardlab.layout.builder`)
draws each zone by its declared kind and never guesses from a key's name or a value's
shape; a zone a layout does not declare is shown as plain words under its name (so a
forgotten declaration is visible, never silently dropped).

Every kind also takes the options of :class:`Zone` (when it is drawn, how small).

>>> lay = Layout(table={"stock": Counter(), "discards": Cards(quiet=True)})
>>> [type(k).__name__ for k in lay.table.values()], lay.table["discards"].quiet
(['Counter', 'Cards'], True)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from cardlab.registry import GAMES

__all__ = [
    "PLAIN",
    "Banner",
    "BySeat",
    "BySuit",
    "CardItems",
    "CardNotes",
    "Cards",
    "Counted",
    "Counter",
    "Layout",
    "List",
    "Meter",
    "Named",
    "OneCard",
    "Panels",
    "Pile",
    "Record",
    "Rows",
    "SeatCard",
    "SeatCards",
    "SeatKeyed",
    "SeatRef",
    "SeatSuits",
    "Secret",
    "SuitMark",
    "TrickZone",
    "Words",
    "Zone",
    "layout_of",
]


@dataclass(frozen=True, kw_only=True)
class Zone:
    """What any zone may say besides its kind.

    ``quiet``: not drawn while empty (``[]``, ``{}``, ``False``; a ``None`` value is
    never drawn unless its kind words it); ``small``: its cards drawn small;
    ``small_in``: the phases it is drawn small in (it matters less once its phase is
    over); ``only_in``: the phases it is drawn in; ``until``: (a table counter, its last
    value): drawn while the counter is at most that; ``side``: a table zone drawn beside
    the table (with the trick history), not in its centre; ``echo``: a seat's zone not
    drawn while it holds the same cards as the hand; ``mine_only``: a seat's zone drawn
    for the viewer's own seat only.

    >>> Cards(small_in=("play",)).small_in
    ('play',)
    """

    quiet: bool = False
    small: bool = False
    small_in: Sequence[str] = ()
    only_in: Sequence[str] = ()
    until: tuple[str, int] | None = None
    side: bool = False
    echo: bool = False
    mine_only: bool = False


# ----------------------------------------------------------------- one value, worded


@dataclass(frozen=True, kw_only=True)
class Counter(Zone):
    """A labelled value: a number, a word (``ui.value.<word>``), yes/no. A table counter
    sits in the header line, a seat's in its box. ``of``: another table value shown with
    it as "value / of" (that value is then not drawn by itself); ``seat``: the value is
    a seat number, shown as the seat's name."""

    of: str = ""
    seat: bool = False


@dataclass(frozen=True, kw_only=True)
class SeatRef(Zone):
    """A seat's pointer to another seat, worded by the ``ui.`` sentence ``words`` with
    ``{seat}`` (Notice's "passes to seat 2")."""

    words: str


@dataclass(frozen=True, kw_only=True)
class Secret(Zone):
    """A seat's hidden choice: while the view holds ``None`` it says whether the seat has
    chosen (the seat's ``flag`` zone), once shown it reads as a :class:`Counter`."""

    flag: str


@dataclass(frozen=True, kw_only=True)
class Meter(Zone):
    """A count drawn as icons: alive, marked by the seat's ``pending`` list, lost (the
    seat's ``lost`` count)."""

    lost: str
    pending: str
    on: str = "\u25cf"
    doomed: str = "\u25cf"
    off: str = "\u25cb"


@dataclass(frozen=True, kw_only=True)
class Named(Zone):
    """A list of numbers, each under its own name (``names``, in order)."""

    names: Sequence[str]


@dataclass(frozen=True, kw_only=True)
class Pile(Zone):
    """A number of face-down cards, drawn as a pile."""


@dataclass(frozen=True, kw_only=True)
class SuitMark(Zone):
    """A suit letter drawn as its symbol and name; ``None`` as the ``ui.`` word ``none``."""

    none: str = ""


@dataclass(frozen=True, kw_only=True)
class Banner(Zone):
    """A dict of values told as one ``ui.`` sentence (``words``) across the table; nothing
    when the view holds none."""

    words: str


@dataclass(frozen=True, kw_only=True)
class Words(Zone):
    """A list of words or numbers, in one line."""


# ----------------------------------------------------------------------------- cards


@dataclass(frozen=True, kw_only=True)
class OneCard(Zone):
    """One face-up card."""


@dataclass(frozen=True, kw_only=True)
class Cards(Zone):
    """A row of face-up cards (``recent``: only the last n)."""

    recent: int = 0


@dataclass(frozen=True, kw_only=True)
class SeatCards(Zone):
    """``[[seat, card], …]``: a row of cards, each captioned with its seat."""


@dataclass(frozen=True, kw_only=True)
class SeatCard(Zone):
    """``[seat, card]``: one card captioned with its seat."""


@dataclass(frozen=True, kw_only=True)
class Counted(Zone):
    """``{card: count}``: each card once, with its count."""


@dataclass(frozen=True, kw_only=True)
class CardItems(Zone):
    """``[{"card": …, owner: seat | None}, …]``: a row of cards; one with an owner is
    captioned with the owner and drawn taken. ``click``: with a human viewer, a click on
    a card that no legal action names tries this action text (``{card}``), so the
    engine says why it is not allowed."""

    owner: str
    click: str = ""


@dataclass(frozen=True, kw_only=True)
class CardNotes(Zone):
    """``[{card: …, …}, …]``: each item a card (its ``card`` key; ``None`` face down; a
    value in ``words`` as that word) with notes under it: its ``seats`` (seat numbers,
    named first), its ``place`` (in a ranking), its ``word`` (a word, e.g. the kind of
    play; ``copies``: how many cards that word shows), the event in ``why`` (a
    sentence), any other value labelled."""

    card: str
    seats: Sequence[str] = ()
    place: str = ""
    word: str = ""
    why: str = ""
    words: Sequence[str] = ()
    copies: Mapping[str, int] = field(default_factory=dict)


@dataclass(frozen=True, kw_only=True)
class SeatSuits(Zone):
    """Declared on a seat's ``{suit: bid}`` zone: per suit the stacked cards of the seat's
    ``stacks`` zone and "bid b / won w" from its ``won`` zone (both then drawn here)."""

    stacks: str
    won: str


@dataclass(frozen=True, kw_only=True)
class Panels(Zone):
    """Named groups of cards side by side (Comp-13's fields), titles and feet from other
    table zones (``ui.`` keys; those zones are not drawn by themselves)."""

    title: str
    foot: str
    seats: str
    sums: str
    counts: str
    total: str
    total_text: str
    empty: str
    try_: str = ""  # with a card picked, a click on a panel that is not lit tries this


@dataclass(frozen=True, kw_only=True)
class TrickZone(Zone):
    """The trick in progress, ``[[seat, card], …]``, drawn first in the table's middle;
    between tricks the table's ``last`` zone (the last trick: cards, winner, why)."""

    last: str = ""


# -------------------------------------------------------------------- tables of values


@dataclass(frozen=True, kw_only=True)
class Rows(Zone):
    """A list of records as a small table: ``cols`` the columns (all the records' keys
    when empty), ``seats`` columns holding a seat number, ``cards`` columns holding a
    card or cards, ``signed`` numbers shown with a "+"; ``seat_keyed``: the keys are
    seat numbers (headed by the seats' names); ``recent``: only the last n records."""

    cols: Sequence[str] = ()
    seats: Sequence[str] = ()
    cards: Sequence[str] = ()
    signed: Sequence[str] = ()
    seat_keyed: bool = False
    recent: int = 0


@dataclass(frozen=True, kw_only=True)
class Record(Zone):
    """A dict shown as labelled lines: each of ``fields`` (in order) drawn by its kind."""

    fields: Mapping[str, Zone]


@dataclass(frozen=True, kw_only=True)
class List(Zone):
    """A list, each item drawn by ``of`` (``recent``: only the last n items)."""

    of: Zone
    recent: int = 0


@dataclass(frozen=True, kw_only=True)
class BySuit(Zone):
    """``{suit: value}``: a row per suit, its symbol then the value drawn by ``of``."""

    of: Zone


@dataclass(frozen=True, kw_only=True)
class SeatKeyed(Zone):
    """``{seat: value}``: a line per seat, its name then the value drawn by ``of``."""

    of: Zone


@dataclass(frozen=True, kw_only=True)
class BySeat(Zone):
    """A dict of per-seat lists: one :class:`Rows` row per seat of the ``cols`` (with
    ``cards`` columns as in a sheet), and the dict's ``rest`` drawn as lines above it."""

    cols: Sequence[str]
    cards: Sequence[str] = ()
    rest: Mapping[str, Zone] = field(default_factory=dict)


# ---------------------------------------------------------------------------- layout


@dataclass(frozen=True)
class Layout:
    """How a game's view reads: its ``table`` zones and each seat's zones (``seats``),
    each declared with its kind, in drawing order; ``hide``: zones never drawn (facts
    the bots or the rules read). A seat's hand is always drawn, as hand.

    >>> Layout(hide=("leader",)).hide
    ('leader',)
    """

    table: Mapping[str, Zone] = field(default_factory=dict)
    seats: Mapping[str, Zone] = field(default_factory=dict)
    hide: Sequence[str] = ()

    def read_beside(self) -> frozenset[str]:
        """The zones a declared kind reads beside its own zone (drawn there, not alone):
        a counter's ``of``, a trick's ``last``, a meter's ``lost``, a secret's ``flag``,
        the stacks and tricks won of seat suits, the numbers of panels.

        >>> sorted(Layout(table={"deal": Counter(of="deals"), "trick": TrickZone()}).read_beside())
        ['deals']
        """
        out: set[str] = set()
        for kind in [*self.table.values(), *self.seats.values()]:
            if isinstance(kind, Counter):
                out.add(kind.of)
            elif isinstance(kind, TrickZone):
                out.add(kind.last)
            elif isinstance(kind, SeatSuits):
                out |= {kind.stacks, kind.won}
            elif isinstance(kind, Panels):
                out |= {kind.seats, kind.sums, kind.counts}
            elif isinstance(kind, Meter):
                out.add(kind.lost)
            elif isinstance(kind, Secret):
                out.add(kind.flag)
        return frozenset(out - {""})


PLAIN = Layout()


def layout_of(game: str) -> Layout:
    """The layout ``game``'s kit declares (:attr:`cardlab.kit.GameKit.layout`), or the
    plain one for a name no game has.

    >>> type(layout_of("comrade").seats["bids"]).__name__, layout_of("no such game") is PLAIN
    ('SeatSuits', True)
    """
    kit = GAMES.get(game)
    return PLAIN if kit is None else kit.layout
