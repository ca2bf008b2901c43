"""The coach's adapter for Comp-13 (:mod:`cardlab.coach.adapter`)."""

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
    _hand_slots,
    _hands,
)

__all__ = ["Comp13Coach"]


class Comp13Coach(Adapter):
    """Comp-13: every action is public, so the seat's picture is built by watching its
    own views step by step through the game so far (what it saw on the fields, which
    cards others took from a field, who holds a mate card)."""

    def knowledge(self, game: Any, seat: int, view: Mapping[str, Any]) -> Knowledge:
        from cardlab.cards import standard_deck

        ever, known = _comp13_watch(game, seat)
        table = view["table"]
        now = {c for cs in table["fields"].values() for c in cs}
        now |= {c for sv in view["seats"] for c in sv["captured"]}
        known = {s: [c for c in cs if c not in now] for s, cs in known.items()}
        taken = {c for cs in known.values() for c in cs}
        mine = set(view["seats"][seat]["hand"])
        seen = [Card(c) for c in sorted(mine | (ever - taken)) if c != "JK"]
        seen += [Card("JK")] * sum(1 for c in view["seats"][seat]["hand"] if c == "JK")
        jokers_seen = sum(1 for sv in view["seats"] for c in sv["captured"] if c == "JK")
        jokers_seen += sum(1 for cs in table["fields"].values() for c in cs if c == "JK")
        seen += [Card("JK")] * jokers_seen
        slots = _hand_slots(view, seat, {}, known)
        slots.append(Slot("stock", table["stock"]))
        deck = standard_deck(jokers=game.options["jokers"])
        public = {"fields": dict(table["fields"]), "sums": dict(table["sums"])}
        return _base_knowledge(game, seat, view, deck, seen, slots,
                               {"stock": table["stock"]}, public, {})

    def hidden(self, game: Any, know: Knowledge, placed: dict[str, list[Card]],
               rng: np.random.Generator) -> dict[str, Any]:
        stock = placed["stock"]
        return {"hands": _hands(game, know, placed),
                "stock": [stock[i] for i in rng.permutation(len(stock))]}

    def deal_id(self, g: Any) -> Any:
        return g.game_number

    def start(self, g: Any, seat: int) -> Any:
        return len(g.results)

    def result(self, g: Any, seat: int, before: Any, memo: dict[str, Any]) -> tuple[float, float]:
        r = g.results[before]
        return float(r["scores"][seat]), float(r["winner"] == seat)


def _comp13_watch(game: Any, seat: int) -> tuple[set[str], dict[int, list[str]]]:
    """Replay the game, reading only ``seat``'s view at each step: every card it saw on a
    field or captured this game, and the cards it knows in other hands."""
    g = type(game).__new__(type(game))
    g._configure(game.players, game.seed, game._first_dealer, game.options,
                 [list(d) for d in game._decks_used])
    g._restart()
    ever: set[str] = set()
    known: dict[int, list[str]] = {}

    def look() -> None:
        v = g.view(seat)
        if any(e["key"] == "comp13.dealt" for e in v["events"]):
            ever.clear()
            known.clear()
        shown = {c for cs in v["table"]["fields"].values() for c in cs}
        shown |= {c for sv in v["seats"] for c in sv["captured"]}
        ever.update(shown)
        for s in known:
            known[s] = [c for c in known[s] if c not in shown]
        for e in v["events"]:
            val, who = e["values"], e["values"].get("seat")
            out = [val.get("card")] if isinstance(val.get("card"), str) else []
            out += val.get("cards") or []
            got = [val.get(k) for k in ("taken", "first", "second", "mate")]
            got = [c for c in got if isinstance(c, str)]
            ever.update(out + got)
            for s in known:
                known[s] = [c for c in known[s] if c not in out]
            if who != seat and who is not None and got:
                known.setdefault(who, []).extend(got)

    look()
    for s, action in game._history:
        g.play(action, s)
        look()
    return ever, known
