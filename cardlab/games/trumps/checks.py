"""What the soak (``tests/support/soak.py``) needs of Trumps: the rule options it varies, and the
card count it checks at every step (:mod:`cardlab.ledger`)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import numpy as np

from cardlab.ledger import Ledger, LedgerError, deck_counts, hands_of, pick

__all__ = ["ledger", "soak_options"]


def soak_options(rng: np.random.Generator, players: int, seed: int) -> dict[str, Any]:
    """Rule options for soak game ``seed``: varied, yet fixed by ``rng``."""
    return {"start_tie_exhausted": pick(rng, "dealer_left", "random"),
            "facedown_to_field": bool(rng.random() < 0.7)}


def ledger(v: dict[str, Any], led: Ledger) -> None:
    """Per number: hands + field + score cards + this round's reveals hold no more than
    the deck has; with the deck, reserve and cards set aside they make the whole deck."""
    seen = Counter(hands_of(v))
    table = v["table"]
    for x, k in table["field"].items():
        seen[x] += k
    for s in v["seats"]:
        for x, k in s["score_cards"].items():
            seen[x] += k
    if v["phase"] in ("reveal", "take"):
        for r in table["revealed"]:
            if r["number"] is not None:
                seen[str(r["number"])] += 2 if r["kind"] == "pair" else 1
    deck = deck_counts(led)
    if seen - deck:
        raise LedgerError(f"more cards than the deck holds: {dict(seen - deck)}")
    total = seen.total() + table["deck"] + table["reserve"] + table["out_of_play"]
    if total != len(led.deck):
        raise LedgerError(f"{total} cards in the game, the deck has {len(led.deck)}")
