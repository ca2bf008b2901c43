"""What the soak (``tests/support/soak.py``) needs of Comp-13: the rule options it varies, and the
card count it checks at every step (:mod:`cardlab.ledger`)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import numpy as np

from cardlab.ledger import Ledger, LedgerError, deck_counts, hands_of, pick

__all__ = ["ledger", "soak_options"]


def soak_options(rng: np.random.Generator, players: int, seed: int) -> dict[str, Any]:
    """Rule options for soak game ``seed``: varied, yet fixed by ``rng``."""
    return {"jokers": seed % 4,  # every joker count equally often
            "bonus_optional": bool(rng.random() < 0.7),
            "joker_points": pick(rng, 3, 4),
            "washout_order": pick(rng, "provisional", "random"),
            "match": bool(rng.random() < 0.02)}  # 12 games in a row: rarely


def ledger(v: dict[str, Any], led: Ledger) -> None:
    """Hands + fields + captured cards + discards + stock = the deck of this game."""
    table = v["table"]
    seen = hands_of(v) + [c for cs in table["fields"].values() for c in cs]
    seen += [c for s in v["seats"] for c in s["captured"]]
    deck = deck_counts(led)
    if Counter(seen) - deck:
        raise LedgerError(f"cards twice or not in the deck: {dict(Counter(seen) - deck)}")
    total = len(seen) + table["discards"] + table["stock"]
    if total != len(led.deck):
        raise LedgerError(f"{total} cards in the game, the deck has {len(led.deck)}")
