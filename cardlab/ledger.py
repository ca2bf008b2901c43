"""Card conservation: what a game's revealed view must add up to, deal by deal.

Each game's kit names a ``ledger(view, led)`` (``cardlab/games/<game>/checks.py``) that
raises :class:`LedgerError` when the cards in a revealed view (hands, tricks, fields,
stock …) are not exactly the cards the deal started with: no card lost, made or doubled.
The soak (``tests/support/soak.py``) calls it at every step of thousands of games; a game's own
tests may call it too. A :class:`Ledger` is what the checker itself knows of the deal: its
deck (from the record), the cards played to tricks since it was dealt, and what lay free at
the deal.

>>> same_cards("deck", ["AS", "2S"], ["2S", "AS"])
>>> same_cards("bids", ["3", "3", "4"], ["3", "4", "4"])
Traceback (most recent call last):
cardlab.ledger.LedgerError: bids: extra ['3'], missing ['4']
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

__all__ = ["Ledger", "LedgerError", "deck_counts", "hands_of", "pick", "same_cards"]


class LedgerError(AssertionError):
    """Cards were lost, made or doubled (raised by a game's ledger)."""


@dataclass
class Ledger:
    """What the checker knows of the current deal: its deck (from the record), the cards
    played to tricks since it was dealt, and what lay free at the deal (``start``: a
    game's ledger keeps there what it needs to remember, such as the deal's bid cards)."""

    deck: list[str]
    played: list[str] = field(default_factory=list)
    start: dict[str, Any] = field(default_factory=dict)


def hands_of(view: dict[str, Any]) -> list[str]:
    """Every card in every hand of a revealed view."""
    return [c for s in view["seats"] for c in s["hand"]]


_KEPT: dict[int, tuple[list[str], Any]] = {}


def same_cards(label: str, have: list[str], want: list[str]) -> None:
    """``have`` and ``want`` hold the same cards, as many of each (else
    :class:`LedgerError` naming ``label`` and the difference)."""
    kept = _KEPT.get(id(want))  # the wanted cards are one deal's: looked at once
    if kept is None or kept[0] is not want:
        if len(_KEPT) > 64:
            _KEPT.clear()
        unique = len(set(want)) == len(want)  # one deck: a set says it (quicker than sorting)
        kept = _KEPT[id(want)] = (want, set(want) if unique else sorted(want))
    if len(have) == len(want) and (
            set(have) == kept[1] if type(kept[1]) is set else sorted(have) == kept[1]):
        return
    h, w = Counter(have), Counter(want)
    if h != w:
        raise LedgerError(f"{label}: extra {sorted((h - w).elements())}, "
                          f"missing {sorted((w - h).elements())}")


def deck_counts(led: Ledger) -> Counter[str]:
    """The deal's deck as counts, counted once per deal."""
    counts = led.start.get("deck_counts")
    if counts is None:
        counts = led.start["deck_counts"] = Counter(led.deck)
    return counts


def pick(rng: Any, *xs: Any) -> Any:
    """One of ``xs``, drawn by the numpy generator ``rng`` (for a kit's ``soak_options``).

    >>> import numpy as np
    >>> pick(np.random.default_rng(1), "a", "b", "c") in ("a", "b", "c")
    True
    """
    return xs[int(rng.integers(len(xs)))]
