"""Comp13Bot: a greedy Comp-13 player that reads only its seat's view.

For every legal play it works out the fields afterwards (with
:func:`cardlab.games.comp13.after_play`) and scores:

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

from cardlab.cards import Card, standard_deck
from cardlab.core import Action, Draw
from cardlab.games.comp13.rules import (
    FIELDS,
    KING,
    TARGET_FIELD,
    TARGET_TOTAL,
    Add,
    Bonus,
    Change,
    Comp13,
    Place,
    Split,
    Swap,
    after_play,
    field_sum,
    is_honour,
    is_joker_field,
)

__all__ = ["Comp13Bot", "risk", "worth"]

DRAW_COST = 0.45
"""What a draw is expected to cost: about 20 honours in 52 cards, plus a wasted turn."""
RISK_SINGLE = 0.35
RISK_COMPABLE = 0.3
RISK_ALL_GROUND = 0.25


def worth(card: Card) -> float:
    """What capturing a card is worth: 1, a joker 3 (kings a little more, for the set bonus).

    >>> worth(Card("KS")), worth(Card("5H")), worth(Card("JK"))
    (1.2, 1.0, 3.0)
    """
    if card.is_joker:
        return 3.0
    return 1.2 if card.rank == KING else 1.0


def _honours(cs: Sequence[Card]) -> list[Card]:
    return [c for c in cs if is_honour(c)]


def risk(fields: Mapping[str, Sequence[Card]]) -> float:
    """How much these fields offer the next player (bigger is worse for the mover).

    >>> from cardlab.cards import cards
    >>> f = {"A": cards("QH"), "B": cards("5C"), "C": cards("3D"), "D": cards("4S")}
    >>> round(risk(f), 2)   # a single queen: a bonus target, and ♥A makes it 13
    0.65
    """
    total = 0
    r = 0.0
    on_fields = 0
    for cs in fields.values():
        held = field_sum(cs)
        total += held
        if not cs or is_joker_field(cs):
            on_fields += sum(1 for c in cs if c.is_joker) * 3
            continue
        hs = _honours(cs)
        on_fields += len(hs)
        if len(cs) == 1 and hs:
            r += RISK_SINGLE
        need = TARGET_FIELD - held
        if hs and 1 <= need <= 13 and len(cs) < 5:
            r += RISK_COMPABLE * len(hs)
    if 1 <= TARGET_TOTAL - total <= 13:
        r += RISK_ALL_GROUND * on_fields
    return r


def _best_bonus(fields: Mapping[str, Sequence[Card]], comped: str, kind: int) -> float:
    best = 0.0
    for x, cs in fields.items():
        if x == comped or not cs or is_joker_field(cs):
            continue
        if kind == 2:
            if len(cs) == 1 and is_honour(cs[0]):
                best = max(best, worth(cs[0]))
        else:
            best = max(best, sum(worth(c) for c in _honours(cs)))
    return best


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
        """How good ``action`` looks (bigger is better)."""
        if isinstance(action, Bonus):
            if action.card is not None:
                return worth(action.card)
            if action.field is not None:
                return sum(worth(c) for c in _honours(fields[action.field]))
            return 0.0
        if isinstance(action, Draw):
            return -DRAW_COST - risk(fields) + 0.3 * _chances(hand, fields)
        if isinstance(action, Place):
            after = {**fields, "D": [action.card]}
            total = sum(field_sum(cs) for cs in after.values())
            if total == TARGET_TOTAL:
                return 10.0
            gain = 1.0 if is_honour(action.card) else 0.0
            return gain - risk(after)
        assert isinstance(action, Add | Change | Swap | Split)
        after = after_play(fields, action)
        new_hand = list(hand)
        new_hand.remove(action.card)
        if isinstance(action, Swap):
            back = [action.taken]
        elif isinstance(action, Split):
            back = [action.first, action.second]
        elif isinstance(action, Change):
            back = [fields[action.field][0]]
        else:
            back = []
        new_hand += back
        # honours leaving (+) or entering (-) the hand
        hand_delta = int(is_honour(action.card)) - sum(1 for c in back if is_honour(c))
        total = sum(field_sum(cs) for cs in after.values())
        x = action.field
        if isinstance(action, Add | Swap):
            if total == TARGET_TOTAL:
                gain = sum(worth(c) for cs in after.values() for c in cs
                           if is_honour(c) or c.is_joker)
                mine = [c for c in new_hand if c.rank == KING or c.is_joker]
                gain += sum(worth(c) + (2.0 if c.is_joker else 1.0) for c in mine)
                return 5.0 + gain + 0.5 * hand_delta
            if field_sum(after[x]) == TARGET_FIELD:
                comped = after[x]
                kind = 2 if len(comped) == 2 else 3
                gain = sum(worth(c) for c in _honours(comped))
                gain += _best_bonus(after, x, kind)
                suit = comped[0].suit
                if any(c.rank == KING and c.suit == suit for c in new_hand):
                    gain += 2.0
                rest = {f: cs for f, cs in after.items() if f != x}
                return 1.0 + gain + 0.5 * hand_delta - 0.5 * risk(rest)
        return 0.5 * hand_delta - risk(after) + 0.3 * _chances(new_hand, after)


def _chances(hand: Sequence[Card], fields: Mapping[str, Sequence[Card]]) -> float:
    """Honours this hand could capture next turn by adding one card (a rough look-ahead)."""
    out = 0.0
    for x in FIELDS:
        cs = fields.get(x, [])
        if not cs or is_joker_field(cs) or len(cs) >= 5:
            continue
        card = _CARDS.get((cs[0].suit, TARGET_FIELD - field_sum(cs)))
        if card is not None and card in hand:  # the one card that makes it 13
            out += len(_honours(cs))
    return out


_CARDS = {(c.suit, c.rank): c for c in standard_deck()}
"""Each suited card by (suit, rank): the card a field needs is one lookup."""


