"""The coach's adapter for Skull Collector (:mod:`cardlab.coach.adapter`)."""

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

__all__ = ["SkullCoach"]


class SkullCoach(Adapter):
    """What the coach knows of Skull Collector and what its playouts score."""

    def knowledge(self, game: Any, seat: int, view: Mapping[str, Any]) -> Knowledge:
        from cardlab.games.skull_collector.rules import PLAYING_CARDS

        n, phase = game.players, view["phase"]
        me = view["seats"][seat]
        right = (seat - 1) % n
        plays = _deal_plays(game, view) if phase == "play" else []
        voids = _voids(plays, n)
        seen = {Card(c) for c in me["hand"]} | {c for _, c in plays}
        for key in ("chest_card", "passed", "received"):
            if me[key] is not None:
                seen.add(Card(me[key]))
        known: dict[int, list[str]] = {}
        if phase == "play" and me["passed"] is not None:
            if all(not (s == right and c.text == me["passed"]) for s, c in plays):
                known[right] = [me["passed"]]
                seen.discard(Card(me["passed"]))
        slots = _hand_slots(view, seat, voids, known)
        chose = [s for s in range(n) if s != seat and (
            phase != "chest" or view["seats"][s]["chosen"])]
        slots.append(Slot("chest", len(chose)))
        gave = [s for s in range(n) if s != seat and phase == "pass"
                and view["seats"][s]["chosen"]]
        slots.extend(Slot(f"given {s}", 1) for s in gave)
        hidden = {"chest": len(chose)} | ({"given": len(gave)} if gave else {})
        table = view["table"]
        public = {"trump": table["trump"], "skulls": [s["skulls"] for s in view["seats"]],
                  "members": [s["members"] for s in view["seats"]]}
        know = _base_knowledge(game, seat, view, PLAYING_CARDS, seen, slots, hidden, public,
                               voids)
        know.extra = {"chest_from": chose, "gave": gave,
                      "plays": [(s, c.text) for s, c in plays]}
        return know

    def hidden(self, game: Any, know: Knowledge, placed: dict[str, list[Card]],
               rng: np.random.Generator) -> dict[str, Any]:
        from cardlab.games.skull_collector.rules import ORDER

        n, seat = game.players, know.seat
        others = [s for s in range(n) if s != seat]
        chest = list(placed["chest"])
        order = rng.permutation(len(chest))
        chest_from: dict[int, Card | None] = dict.fromkeys(others)
        for s, i in zip(know.extra["chest_from"], order, strict=True):
            chest_from[s] = chest[i]
        own = [game.chest_from[seat]] if game.chest_from[seat] is not None else []
        given: dict[int, Card | None] = dict.fromkeys(others)
        received: dict[int, Card | None] = dict.fromkeys(others)
        for s in know.extra["gave"]:
            given[s] = placed[f"given {s}"][0]
        hands = _hands(game, know, placed)
        if game.phase == "play":
            self._passes(game, know, hands, given, received, rng)
        return {"hands": hands, "chest": sort_cards([*own, *chest], ORDER),
                "chest_from": chest_from, "given": given, "received": received}

    def _passes(self, game: Any, know: Knowledge, hands: dict[int, list[Card]],
                given: dict[int, Card | None], received: dict[int, Card | None],
                rng: np.random.Generator) -> None:
        """The passes of a deal in play: yours and the one you received are known; the
        third (right neighbour to left neighbour) is a uniform card the left neighbour had."""
        n, seat = game.players, know.seat
        right, left = (seat - 1) % n, (seat + 1) % n
        received[right] = game.given[seat]
        given[left] = game.received[seat]
        had = [*hands[left], *(Card(c) for s, c in know.extra["plays"] if s == left)]
        had = sort_cards(had, game.rank_order)
        card = had[int(rng.integers(len(had)))] if had else None
        given[right] = card
        received[left] = card

    def start(self, g: Any, seat: int) -> Any:
        return g.deal_number

    def watch(self, g: Any, seat: int, memo: dict[str, Any]) -> None:
        if g.deal_number == memo["deal"]:
            memo["skulls"] = len(g.skulls[seat])
            memo["tricks"] = g.tricks[seat]

    def result(self, g: Any, seat: int, before: Any, memo: dict[str, Any]) -> tuple[float, float]:
        from cardlab.games.skull_collector.rules import POINTS_PER_TRICK

        if g.deal_number != before and g.last_deal is not None:
            return (float(g.last_deal["points"][seat]),
                    float(bool(g.last_deal["skulls"][seat])))
        return float(POINTS_PER_TRICK * memo.get("tricks", 0)), float(memo.get("skulls", 0) > 0)
