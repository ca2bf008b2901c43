"""Small per-game layout hints for the table widget and the static renderer.

The table draws any view generically (cards, card lists, ``[seat, card]`` tricks, dicts
by suit, counters). A game may add hints so its zones read better; without hints every
zone still shows, under its own name. Keys understood by ``widgets/table.js`` and
:mod:`cardlab.render`:

``seat_suits``
    ``{"stacks": zone, "bid": zone, "won": zone}``: per suit, the stacked cards of
    ``stacks`` and the line "bid b / won w" (Comrade's bid cards in front of a player).
``table_click``
    ``{zone: "take {card}"}``: the action a click on a card of that table zone sends
    when the card is not a legal action now (so the engine can say why).
``hide``
    zones not drawn (they repeat what another zone shows).
``counters``
    table zones drawn in the header strip, in this order (the rest follow).
``pairs_cards``
    ``True`` when the game uses Pairs cards ``"1"``…``"10"`` (a digit string is a card).

>>> hints_for("comrade")["table_click"]
{'bid_layout': 'take {card}'}
>>> hints_for("no such game")
{}
"""

from __future__ import annotations

from typing import Any

__all__ = ["HINTS", "hints_for"]

HINTS: dict[str, dict[str, Any]] = {
    "comrade": {
        "seat_suits": {"stacks": "bid_stacks", "bid": "bids", "won": "won"},
        "table_click": {"bid_layout": "take {card}"},
        "hide": ["bid_cards", "leader"],
        "counters": ["deal", "round", "bid_total", "target", "passes_in_row", "jokers_free",
                     "tricks_played"],
        "pair_counters": {"bid_total": "target", "round": "rounds",
                          "tricks_played": "tricks_total", "deal": "deals"},
    },
    "trumps": {"pairs_cards": True},
}


def hints_for(game: str) -> dict[str, Any]:
    """The layout hints of ``game`` (``{}`` when it has none)."""
    return dict(HINTS.get(game, {}))
