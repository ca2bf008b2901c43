"""What the soak (``tests/support/soak.py``) needs of Notice: the rule options it varies, and the
card count it checks at every step (:mod:`cardlab.ledger`)."""

from __future__ import annotations

from typing import Any

import numpy as np

from cardlab.ledger import Ledger, LedgerError, hands_of, same_cards

__all__ = ["ledger", "soak_options"]


def soak_options(rng: np.random.Generator, players: int, seed: int) -> dict[str, Any]:
    """Rule options for soak game ``seed``: varied, yet fixed by ``rng``."""
    if rng.random() < 0.3:
        return {"score_table": {"prediction_exact": int(rng.integers(0, 10)),
                                "target_over": int(rng.integers(-5, 1))}}
    return {}


def ledger(v: dict[str, Any], led: Ledger) -> None:
    """Hands + cards played this deal = the dealt cards; the rest is the stock, whose top
    card is the trump shown."""
    dealt = v["table"]["hand_size"] * v["players"]
    if led.start.get("dealt") is None:
        led.start["dealt"] = led.deck[:dealt]
    same_cards("dealt cards", hands_of(v) + v["table"]["played"], led.start["dealt"])
    if v["table"]["played"] != led.played:
        raise LedgerError(f"played {v['table']['played']} != cards played {led.played}")
    if v["table"]["stock"] != len(led.deck) - dealt or v["table"]["trump"] != led.deck[dealt]:
        raise LedgerError(f"stock {v['table']['stock']} / trump {v['table']['trump']} wrong")
