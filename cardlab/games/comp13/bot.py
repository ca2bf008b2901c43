"""Comp13Bot: a greedy Comp-13 player that reads only its seat's view.

For every legal play it works out what the fields would be afterwards and scores (the
sums are :func:`cardlab.games.comp13.lean.score`, on card numbers and in exact fortieths
of a point, the same function the coach's lean playouts use):

- an **All-Ground**: every honour and joker on the fields plus the kings and jokers of
  its own hand;
- a **Comp**: the honours of the comped field, the best bonus the Comp would allow, and
  the comped suit's king if it holds it;
- honours leaving or entering its hand (each one in hand costs a point at the end);
- the **risk** it leaves for the next player: honours lying alone on single fields
  (a 2-card Comp's bonus), honours on a field that one more card would bring to 13, and
  a total that one card would bring to 52;
- a draw costs about what an honour drawn would cost on average.

In the bonus phase it takes the bonus with the most honours; while placing on field D it
places the fourth king when that makes an All-Ground, else the card that leaves the
least risk.

>>> import cardlab
>>> from cardlab.bots import RandomBot
>>> from cardlab.session import play_out
>>> g = cardlab.new_game("comp13", seed=4)
>>> bots = {0: Comp13Bot(seed=0), 1: RandomBot(1), 2: RandomBot(2), 3: RandomBot(3)}
>>> play_out(g, bots).is_over
True
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from cardlab.cards import Card
from cardlab.core import Action, Draw
from cardlab.games.comp13 import lean
from cardlab.games.comp13.rules import FIELDS, Comp13

__all__ = ["Comp13Bot", "risk", "worth"]

def worth(card: Card) -> float:
    """What capturing an honour or a joker is worth: 1, a king a little more (for the set
    bonus), a joker 3 (:data:`cardlab.games.comp13.lean` counts it in fortieths).

    >>> worth(Card("KS")), worth(Card("QH")), worth(Card("JK"))
    (1.2, 1.0, 3.0)
    """
    return lean.worth(lean.code(card)) / lean.UNIT


def _lean_fields(fields: Mapping[str, Sequence[Card]]) -> list[list[int]]:
    return [[lean.code(c) for c in fields.get(x, ())] for x in FIELDS]


def risk(fields: Mapping[str, Sequence[Card]]) -> float:
    """How much these fields offer the next player (bigger is worse for the mover):
    honours alone on a single field (a bonus target), honours on a field one card would
    bring to 13, and the honours and jokers on the fields when one card would bring the
    total to 52 (:func:`cardlab.games.comp13.lean.risk`).

    >>> from cardlab.cards import cards
    >>> f = {"A": cards("QH"), "B": cards("5C"), "C": cards("3D"), "D": cards("4S")}
    >>> risk(f)   # a single queen: a bonus target, and ♥A makes it 13
    0.65
    """
    return lean.risk([lean.stats(cs) for cs in _lean_fields(fields)]) / lean.UNIT


class Comp13Bot:
    """Greedy Comp-13 bot (see the module docstring); decides from ``view`` only."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = np.random.default_rng(seed)
        self.seen: set[tuple[Any, ...]] = set()

    def choose(self, view: Mapping[str, Any]) -> str:
        """The text of the best-scored legal action."""
        legal: list[str] = list(view["legal"])
        if len(legal) == 1:
            return legal[0]
        seat = view["viewer"]
        hand = [Card(t) for t in view["seats"][seat]["hand"]]
        fields = {x: [Card(t) for t in cs] for x, cs in view["table"]["fields"].items()}
        # Changes and swaps can go round in circles (nobody must draw): a position seen
        # before, with the same stock, means a circle, so only captures or a draw will do.
        table = view["table"]
        position = (table["game"], table["stock"], view["phase"], tuple(sorted(hand)),
                    tuple(tuple(cs) for cs in fields.values()))
        circling = position in self.seen
        self.seen.add(position)
        best, best_score = legal[0], -1e9
        for text in legal:
            action = Comp13.parse_action(text)
            score = self.score(action, hand, fields) + float(self.rng.random()) * 1e-3
            if circling and score < 1.0 and not isinstance(action, Draw):
                score -= 100.0
            if score > best_score:
                best, best_score = text, score
        return best

    def score(self, action: Action, hand: list[Card],
              fields: Mapping[str, Sequence[Card]]) -> float:
        """How good ``action`` looks (bigger is better): :func:`cardlab.games.comp13.lean.score`
        (in fortieths, exact) over 40.

        >>> from cardlab.cards import cards
        >>> f = {"A": cards("QH"), "B": cards("5C"), "C": cards("3D"), "D": []}
        >>> Comp13Bot(seed=0).score(Comp13.parse_action("add AH A"), cards("AH 4S"), f)
        3.5
        """
        lf = _lean_fields(fields)
        st = [lean.stats(cs) for cs in lf]
        act = lean.parse(str(action))
        return lean.score(act, [lean.code(c) for c in hand], lf, st) / lean.UNIT
