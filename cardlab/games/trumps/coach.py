"""The coach's adapter for Trumps (:mod:`cardlab.coach.adapter`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np

from cardlab.cards import Card
from cardlab.coach.adapter import Adapter
from cardlab.coach.deal import (
    Knowledge,
    Slot,
    _base_knowledge,
    _hand_count,
)

__all__ = ["TrumpsCoach"]


class TrumpsCoach(Adapter):
    """What the coach knows of Trumps and what its playouts score."""

    def knowledge(self, game: Any, seat: int, view: Mapping[str, Any]) -> Knowledge:
        from cardlab.games.trumps.rules import HIGHEST

        n, table = game.players, view["table"]
        seen = list(view["seats"][seat]["hand"])
        seen += [x for x, k in table["field"].items() for _ in range(k)]
        for other in view["seats"]:
            seen += [x for x, k in other["score_cards"].items() for _ in range(k)]
        facedown, shown = [], {int(s): h for s, h in table["shown_hands"].items()}
        for r in table["revealed"]:
            if r["number"] is not None:
                seen += [str(r["number"])] * (2 if r["kind"] == "pair" else 1)
            elif r["seat"] != seat:
                facedown.append(r["seat"])
        known = {s: [str(x) for x in h] for s, h in shown.items() if s != seat}
        slots = []
        for s in range(n):
            if s != seat:
                extra = 1 if (s in facedown and s in known) else 0
                slots.append(Slot(f"hand {s}", _hand_count(view, s) + extra, s,
                                  tuple(known.get(s, ()))))
        slots += [Slot(f"facedown {s}", 1) for s in facedown if s not in known]
        slots += [Slot("deck", table["deck"]), Slot("reserve", table["reserve"]),
                  Slot("aside", table["out_of_play"])]
        public = {"field": dict(table["field"]), "round": table["round"],
                  "final_round": table["final_round"]}
        hidden = {"stock": table["deck"], "reserve": table["reserve"]}
        know = _base_knowledge(game, seat, view, pairs_deck_of(HIGHEST[n]), seen, slots,
                               hidden, public, {})
        know.hand_sizes = {s: _hand_count(view, s) for s in range(n) if s != seat}
        picked = [s for s in range(n) if s != seat and view["seats"][s].get("start_picked")]
        know.extra = {"facedown": facedown, "picked": picked}
        return know

    def hidden(self, game: Any, know: Knowledge, placed: dict[str, list[Card]],
               rng: np.random.Generator) -> dict[str, Any]:
        seat = know.seat
        down: dict[int, int] = {}
        hands = {seat: list(game.hands[seat])}
        for slot in know.slots:
            cards = list(placed[slot.name])
            if slot.seat is not None:
                if slot.seat in know.extra["facedown"]:  # a shown hand that then played
                    down[slot.seat] = cards.pop(int(rng.integers(len(cards)))).rank
                hands[slot.seat] = cards
            elif slot.name.startswith("facedown"):
                down[int(slot.name.split()[1])] = cards[0].rank
        deck = [placed["deck"][i] for i in rng.permutation(len(placed["deck"]))]
        reserve = [placed["reserve"][i] for i in rng.permutation(len(placed["reserve"]))]
        reveals = [(s, kind, down.get(s, num) if s != seat else num)
                   for s, kind, num in game.reveals]
        start = {s: v for s, v in game.start_choice.items() if s == seat}
        for s in know.extra["picked"]:
            start[s] = hands[s][int(rng.integers(len(hands[s])))].rank
        return {"hands": hands, "deck": deck, "reserve": reserve, "reveals": reveals,
                "start_choice": start}

    def deal_id(self, g: Any) -> Any:
        return 0

    def result(self, g: Any, seat: int, before: Any, memo: dict[str, Any]) -> tuple[float, float]:
        out = g.outcome
        return (float(out.scores[seat]), float(seat in out.winners)) if out else (0.0, 0.0)


def pairs_deck_of(highest: int) -> list[Card]:
    """The Pairs deck of :mod:`cardlab.cards` (cached here for the coach)."""
    from cardlab.cards import pairs_deck

    return pairs_deck(highest)
