"""SkullBeginner: Skull Collector's beginner, a SkullBot that makes a learner's mistakes.

A learner who has just read the rules plays by the same habits as :class:`SkullBot`
(dump the skulls, keep them away, take cheap tricks for points), but has not yet learned
two things the lesson only asks about (``lesson.skull_collector.plan.discuss.skull`` and
``.chest``), and now and then misreads a trick the way the lesson's "common mistakes"
warn (``lesson.skull_collector.rule.mistakes``):

- **every skull avoided** (always): a 6 is bad, so it never takes one on purpose — not
  the first one of a deal, which would stop anyone from collecting all three, nor the
  third one an opponent with two is about to collect;
- **the chest taken for safe** (always): a single skull is hidden in the chest instead of
  passed on; it goes to whoever wins the last trick, perhaps the beginner itself;
- **slips** (each decision with a choice, with the chance ``slip``, seeded): the ace
  counted high (it is the lowest card unless the 10 of the suit led is in the trick);
  the trump-setting card forgotten (void, it sheds a card believing a card off the suit
  led cannot win, but the first one of a deal sets trump and wins its own trick); and
  the 6 in the trick overlooked for its 10 points.

Otherwise it judges as :class:`SkullBot` does, from its view only, as every bot. Why
these and this chance: a newcomer who follows the lesson should win about half the games
against two beginners (``benchmarks/newcomer.py``; README, "A newcomer against beginner
bots"). The slips make a beginner *collect* skulls, which in this game also feeds its
instant wins (all three in one deal), so they are rare; the two unlearned habits are what
a newcomer who has read the lesson gains from.

>>> import cardlab
>>> from cardlab.session import play_out
>>> g = cardlab.new_game("skull_collector", seed=4)
>>> play_out(g, {s: SkullBeginner(seed=s) for s in range(3)}).is_over
True
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from cardlab.cards import Card
from cardlab.games.skull_collector.bot import PLAYERS, SkullBot
from cardlab.games.skull_collector.rules import ORDER, is_skull
from cardlab.tricks import trick_winner

__all__ = ["SLIP", "SkullBeginner"]

SLIP = 0.1
"""How often the beginner misreads a trick (the kit's ``beginner_slip``; README, "A
newcomer against beginner bots")."""

HABITS = frozenset({"naive", "chest"})
"""What the beginner has not learned yet, in every decision: ``"naive"`` every skull
avoided, ``"chest"`` the chest taken for safe."""

SLIPS = frozenset({"ace", "trump", "six"})
"""How it misreads a trick, in a decision that slips: ``"ace"`` counted high, ``"trump"``
the trump-setting card forgotten, ``"six"`` the 6 in the trick overlooked."""

ACE_HIGH = {**ORDER, 1: max(ORDER.values()) + 1}
"""The learner's card order: the ace above the 10."""


class SkullBeginner(SkullBot):
    """A SkullBot that has not learned two habits and, with the chance ``slip``, misreads
    a trick (see the module).

    Seat 2, with the ♠6 collected already, holds ♦A and ♦9; seat 0 led ♦7 and seat 1
    dropped the ♦6 on it. The standard bot knows the ace is the lowest diamond here and
    plays it; a slipping beginner sees 10 points, overlooks the skull, and takes the
    trick with the ♦9:

    >>> view = {"viewer": 2, "phase": "play", "legal": ["AD", "9D"],
    ...         "seats": [{"skulls": [], "members": 3}, {"skulls": [], "members": 3},
    ...                   {"hand": ["AD", "9D"], "skulls": ["6S"], "members": 3}],
    ...         "table": {"trick": [[0, "7D"], [1, "6D"]], "trump": None,
    ...                   "tricks_played": 3, "skulls_out": ["6C", "6D"]}}
    >>> SkullBot(seed=0).choose(view), SkullBeginner(seed=0, slip=1.0).choose(view)
    ('AD', '9D')
    """

    def __init__(self, seed: int | None = None, slip: float = SLIP,
                 habits: frozenset[str] = HABITS) -> None:
        super().__init__(seed=seed)
        self.slip = float(slip)
        self.habits = frozenset(habits)
        self.slips = 0
        self.picture: frozenset[str] = self.habits
        self.mistakes = np.random.default_rng(None if seed is None else seed + 7_000_003)

    def _choose(self, view: Mapping[str, Any], legal: list[str]) -> str:
        """SkullBot's choice as the learner's picture of this decision shows it."""
        slipping = bool(self.mistakes.random() < self.slip)
        self.slips += slipping
        self.picture = self.habits | (SLIPS if slipping else frozenset())
        return super()._choose(view, legal)

    # ------------------------------------------------------------------ the wrong picture

    def _power(self, card: Card) -> float:
        """The ace counted high."""
        if "ace" in self.picture and card.rank == 1:
            return float(ACE_HIGH[1])
        return super()._power(card)

    def _skulls_in(self, cards: Sequence[Card]) -> int:
        """The 6 already in the trick overlooked: only its own card (the last) is seen."""
        if "six" in self.picture:
            return int(is_skull(cards[-1]))
        return super()._skulls_in(cards)

    def _chest_keeps(self, view: Mapping[str, Any]) -> bool:
        """The chest taken for safe."""
        return "chest" in self.picture or super()._chest_keeps(view)

    def _insures(self, view: Mapping[str, Any]) -> bool:
        """Every skull avoided, even the one that would stop a collector."""
        return "naive" not in self.picture and super()._insures(view)

    def _watches(self) -> bool:
        """An opponent about to collect all three not seen."""
        return "naive" not in self.picture

    def _winner_with(
        self, trick: Sequence[tuple[int, Card]], card: Card, me: int, table: Mapping[str, Any]
    ) -> tuple[int, bool]:
        """The winner as the learner sees it: the ace high, and a card off the suit led
        never winning while trump is not set (the setting card forgotten)."""
        if "trump" not in self.picture:
            return super()._winner_with(trick, card, me, table)
        full = [*trick, (me, card)]
        order = ACE_HIGH if "ace" in self.picture else ORDER
        winner, _ = trick_winner(full, order, table.get("trump"))
        return winner, len(full) == PLAYERS
