"""The coach's adapter for Notice (:mod:`cardlab.coach.adapter`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np

from cardlab.cards import Card, sort_cards
from cardlab.coach.adapter import Adapter
from cardlab.coach.deal import (
    Knowledge,
    Slot,
    _base_knowledge,
    _deal_plays,
    _hand_slots,
    _hands,
    _voids,
)

__all__ = ["NoticeCoach"]


class NoticeCoach(Adapter):
    """What the coach knows of Notice and what its playouts score."""

    def knowledge(self, game: Any, seat: int, view: Mapping[str, Any]) -> Knowledge:
        from cardlab.games.notice.rules import _DECKS

        n, table = game.players, view["table"]
        me = view["seats"][seat]
        k = table["pass_offset"]
        plays = _deal_plays(game, view) if view["phase"] == "play" else []
        voids = _voids(plays, n)
        trump = Card(table["trump"])
        seen = {Card(c) for c in me["hand"]} | {c for _, c in plays} | {trump}
        known: dict[int, list[str]] = {}
        passed = view["phase"] != "predict"
        if passed:
            seen |= {Card(c) for c in me["dealt"]}
            receiver = (seat + k) % n
            if receiver != seat:
                played = {c for s, c in plays if s == receiver}
                known[receiver] = [c for c in me["dealt"] if Card(c) not in played]
                seen -= {Card(c) for c in known[receiver]}
        slots = _hand_slots(view, seat, voids, known)
        slots.append(Slot("stock", table["stock"] - 1))
        public = {"trump": table["trump"], "pass_offset": k,
                  "tricks": [s["tricks"] for s in view["seats"]]}
        know = _base_knowledge(game, seat, view, _DECKS[n], seen, slots,
                               {"stock": table["stock"] - 1}, public, voids)
        know.extra = {
            "passed": passed, "offset": k, "plays": [(s, c.text) for s, c in plays],
            "chose_prediction": [s["predicted"] for s in view["seats"]],
            "chose_target": [s["targeted"] for s in view["seats"]],
        }
        return know

    def hidden(self, game: Any, know: Knowledge, placed: dict[str, list[Card]],
               rng: np.random.Generator) -> dict[str, Any]:
        from cardlab.games.notice.bot import expected_tricks

        n, seat, k = game.players, know.seat, know.extra["offset"]
        hands = _hands(game, know, placed)
        played: dict[int, list[Card]] = {}
        for s, c in know.extra["plays"]:
            played.setdefault(s, []).append(Card(c))
        if know.extra["passed"]:
            dealt = {s: sort_cards([*hands[(s + k) % n], *played.get((s + k) % n, [])])
                     for s in range(n)}
        else:
            dealt = {s: list(hands[s]) for s in range(n)}
        out = {"hands": hands, "stock": [game.trump_card, *placed["stock"]], "dealt": dealt}
        if game.revealed:
            return out  # the deal is scored: its predictions and targets are public
        size, trump = game.hand_size, game.trump
        predictions, targets = {}, {}
        for s in range(n):
            if s == seat:
                continue
            predictions[s] = targets[s] = None
            if know.extra["chose_prediction"][s]:
                est = expected_tricks([c.text for c in dealt[s]], trump, n)
                predictions[s] = max(0, min(size, round(est)))
            if know.extra["chose_target"][s]:
                est = expected_tricks([c.text for c in dealt[(s - k) % n]], trump, n) + 0.4
                targets[s] = max(0, min(size, round(est)))
        return out | {"predictions": predictions, "targets": targets}

    def result(self, g: Any, seat: int, before: Any, memo: dict[str, Any]) -> tuple[float, float]:
        row = g.sheets[before]["rows"][seat]
        return float(row["total"]), float(row["target"] == row["tricks"])

    def start(self, g: Any, seat: int) -> Any:
        return len(g.sheets)
