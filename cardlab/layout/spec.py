"""The table layout a game declares: how its zones read (:class:`Layout`), and the
registry of declared layouts (:func:`declare`, :func:`layout_of`).

>>> Layout(hide=("leader",)).hide
('leader',)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

__all__ = ["PLAIN", "Layout", "Meter", "Panels", "SeatSuits", "declare", "layout_of"]


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


_DECLARED: dict[str, Layout] = {}


def declare(game: str, layout: Layout) -> Layout:
    """Record ``layout`` as the table layout of ``game`` (a game module's last lines:
    ``LAYOUT = declare("comrade", Layout(...))``); returns it.

    >>> declare("doc-example", Layout(hide=("leader",))).hide
    ('leader',)
    """
    _DECLARED[game] = layout
    return layout


def layout_of(game: str) -> Layout:
    """The layout ``game`` declared (:func:`declare`), or the plain one.

    >>> layout_of("comrade").seat_suits.bid, layout_of("no such game") is PLAIN
    ('bids', True)
    """
    return _DECLARED.get(game, PLAIN)
