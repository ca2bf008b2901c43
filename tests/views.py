"""Views shared by the rendering tests (Python's static picture and table.js in a browser)."""

from __future__ import annotations

from typing import Any

from cardlab.layout import (
    BySuit,
    CardItems,
    Cards,
    Counter,
    Layout,
    Record,
    SeatCards,
    SuitMark,
    TrickZone,
)

# A game neither renderer has heard of: many shapes of zone a view may hold (cards, card
# lists, [seat, card] pairs, {card, owner} items, dicts by suit, deep nesting, numbers,
# None, booleans) and text that must never become HTML. MYSTERY_LAYOUT declares most
# zones; "secret", "ready", "notes", "prediction" and "deep" it leaves out (drawn as words).
MYSTERY_VIEW: dict[str, Any] = {
    "game": "mystery", "phase": "<b>odd</b>", "viewer": 0, "players": 3, "to_move": [0],
    "dealer": 2,
    "seats": [
        {"hand": ["AS", "10H", "JK"], "score_cards": ["2C", "3C"], "lives": 3,
         "members": {"leader": 1, "count": 2}, "secret": None, "ready": True},
        {"hand": 5, "captured": [[0, "QD"], [1, "KD"]],
         "notes": ["<img src=x onerror=alert(1)>", "<script>x</script>"]},
        {"hand": 4, "prediction": {"S": 1, "H": 0}},
    ],
    "table": {"stock": 17, "trump": "D", "fields": {"S": ["5S"], "H": []},
              "pile": [{"card": "2D", "owner": 1}, {"card": "9D"}],
              "bid_cards": [{"card": "2C", "owner": 1}], "trick": [[2, "JD"]],
              "deep": [[[[[[[1]]]]]]]},
    "legal": ["10H", "pass"], "events": [], "outcome": None, "reveal": False,
}

MYSTERY_LAYOUT = Layout(
    table={"stock": Counter(), "trick": TrickZone(), "trump": SuitMark(),
           "fields": BySuit(of=Cards()), "pile": CardItems(owner="owner"),
           "bid_cards": CardItems(owner="owner")},
    seats={"score_cards": Cards(), "lives": Counter(), "captured": SeatCards(),
           "members": Record(fields={"leader": Counter(seat=True), "count": Counter()})},
)
