"""What the soak (``tests/support/soak.py``) needs of Comrade: the rule options it varies, and the
card count it checks at every step (:mod:`cardlab.ledger`)."""

from __future__ import annotations

from typing import Any

import numpy as np

from cardlab.ledger import Ledger, LedgerError, hands_of, pick, same_cards

__all__ = ["ledger", "soak_options"]


def soak_options(rng: np.random.Generator, players: int, seed: int) -> dict[str, Any]:
    """Rule options for soak game ``seed``: varied, yet fixed by ``rng``."""
    return {"pass_limit": int(pick(rng, 3, 3, 3, 1, 2, 4, 5)),
            "dead_end": pick(rng, "anyone", "acting_player"),
            "match": bool(rng.random() < 0.25)}


def ledger(v: dict[str, Any], led: Ledger) -> None:
    """Hands + every card played this deal = the trick deck; free bid cards + every
    seat's bid stacks = the bid cards laid out at the deal."""
    same_cards("trick deck", hands_of(v) + led.played, led.deck)
    trick = [c for _, c in v["table"]["trick"]]
    if trick != led.played[len(led.played) - len(trick):]:
        raise LedgerError(f"trick {trick} is not the last cards played {led.played[-4:]}")
    bids = v["table"]["bid_cards"] + [c for s in v["seats"] for st in s["bid_stacks"].values()
                                      for c in st]
    same_cards("bid cards", bids, led.start.setdefault("bids", v["table"]["bid_cards"]))
