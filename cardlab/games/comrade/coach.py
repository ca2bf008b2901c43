"""The coach's adapter for Comrade (:mod:`cardlab.coach.adapter`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np

from cardlab.cards import Card
from cardlab.coach.adapter import Adapter
from cardlab.coach.deal import (
    Knowledge,
    _base_knowledge,
    _deal_plays,
    _hand_slots,
    _hands,
    _voids,
)

__all__ = ["ComradeCoach"]


class ComradeCoach(Adapter):
    """What the coach knows of Comrade and what its playouts score."""

    def knowledge(self, game: Any, seat: int, view: Mapping[str, Any]) -> Knowledge:
        from cardlab.cards import standard_deck
        from cardlab.games.comrade.rules import SETUP

        deck = standard_deck(ranks=SETUP[game.players]["trick_ranks"])
        plays = _deal_plays(game, view) if view["phase"] == "play" else []
        voids = _voids(plays, game.players)
        seen = {Card(c) for c in view["seats"][seat]["hand"]} | {c for _, c in plays}
        slots = _hand_slots(view, seat, voids, {})
        table = view["table"]
        public = {"bids": [dict(s["bids"]) for s in view["seats"]],
                  "won": [dict(s["won"]) for s in view["seats"]],
                  "bid_total": table["bid_total"], "target": table["target"]}
        return _base_knowledge(game, seat, view, deck, seen, slots, {}, public, voids)

    def hidden(self, game: Any, know: Knowledge, placed: dict[str, list[Card]],
               rng: np.random.Generator) -> dict[str, Any]:
        return {"hands": _hands(game, know, placed)}

    def result(self, g: Any, seat: int, before: Any, memo: dict[str, Any]) -> tuple[float, float]:
        won = float(bool(g.results[before]))
        return won, won

    def start(self, g: Any, seat: int) -> Any:
        return len(g.results)
