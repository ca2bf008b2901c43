"""What the soak (``tests/support/soak.py``) needs of Skull Collector: the rule options it
varies, and the card count it checks at every step (:mod:`cardlab.ledger`)."""

from __future__ import annotations

from typing import Any

import numpy as np

from cardlab.ledger import Ledger, LedgerError, hands_of, pick, same_cards

__all__ = ["ledger", "soak_options"]


def soak_options(rng: np.random.Generator, players: int, seed: int) -> dict[str, Any]:
    """Rule options for soak game ``seed``: varied, yet fixed by ``rng``."""
    return {"first_leader": pick(rng, None, 0, 1, 2),
            "ace_ten_in_trump": bool(rng.random() < 0.5),
            "next_dealer": pick(rng, "left", "chest_winner"),
            "nearest": pick(rng, "after", "before")}


def ledger(v: dict[str, Any], led: Ledger) -> None:
    """Hands + cards played this deal + the chest + cards being passed = the 30 cards;
    the skulls collected are among the cards played and the chest."""
    seats, table = v["seats"], v["table"]
    if table["chest_winner"] is None:
        chest = [s["chest_card"] for s in seats if s["chest_card"] is not None]
    else:
        chest = seats[table["chest_winner"]]["chest"]
    passing = [s["passed"] for s in seats if s["passed"]] if v["phase"] == "pass" else []
    same_cards("deck", hands_of(v) + led.played + chest + passing, led.deck)
    skulls = [c for s in seats for c in s["skulls"]]
    if not set(skulls) <= set(led.played) | set(chest) or len(skulls) != len(set(skulls)):
        raise LedgerError(f"skulls {skulls} were not all won in tricks or the chest")
