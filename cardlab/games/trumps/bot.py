"""TrumpsBot: a Trumps player that decides from its seat's view only.

It values every number in the field by what it would add to its score, A (largest
group) + B (longest run), plus a little for cards that may grow A later and for taking
a number an opponent needs. From that it knows what 1st, 2nd and last place are worth
this round, estimates where each legal reveal would rank (exactly against the reveals
already made, by odds against the players still to reveal), and weighs that against
the cards the reveal spends: a hand refills by one card a round, whatever was played.

>>> import cardlab
>>> from cardlab.bots import RandomBot
>>> from cardlab.session import play_out
>>> g = cardlab.new_game("trumps", players=3, seed=2)
>>> bots = {0: TrumpsBot(seed=0), 1: RandomBot(seed=1), 2: RandomBot(seed=2)}
>>> play_out(g, bots).is_over
True
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Mapping
from typing import Any

from cardlab.bots import SeededBot
from cardlab.core import NumberAction
from cardlab.games.trumps.rules import NUMBERS, Trumps, score

__all__ = ["TrumpsBot", "value"]

CARD_BONUS = 0.15  # per score card: more cards of a number can still raise A
DENIAL = 0.35  # share of an opponent's gain counted when a take denies it
DRAW_VALUE = 0.9  # a card drawn into hand: more ways to reveal later
CARD_COST = 0.35  # a card spent on a reveal (hands refill by one a round)
PAIR_BREAK = 0.25  # revealing one card of a pair held


def value(counts: Mapping[int, int]) -> float:
    """How good a set of score cards (number → count) is for the bot: A + B and a bit more.

    >>> value({9: 2, 8: 1}) > value({9: 2}) > value({})
    True
    """
    return score(counts)[2] + CARD_BONUS * sum(counts.values())


@functools.lru_cache(maxsize=8192)
def _value_of(held: tuple[int, ...]) -> float:
    """:func:`value` of ``held[n - 1]`` score cards of each number ``n``; kept, as a bot
    weighs the same piles again and again (for each number, each seat, each decision)."""
    return value({n: k for n, k in enumerate(held, 1) if k})


def _held(score_cards: Mapping[Any, Any]) -> tuple[int, ...]:
    """A seat view's score cards (number → count) as the count of each number 1–10."""
    held = [0] * len(NUMBERS)
    for x, k in score_cards.items():
        held[int(x) - 1] = int(k)
    return tuple(held)


def _gain(held: tuple[int, ...], number: int, k: int) -> float:
    """What ``k`` more cards of ``number`` add to the :func:`value` of ``held``.

    >>> _gain(_held({"9": 2, "8": 1}), 10, 1) == value({10: 1, 9: 2, 8: 1}) - value({9: 2, 8: 1})
    True
    """
    after = list(held)
    after[number - 1] += k
    return _value_of(tuple(after)) - _value_of(held)


def _read(text: str) -> tuple[str, int]:
    """A legal action text (all but ``"draw"``) as its word and number, read by
    :meth:`Trumps.parse_action <cardlab.core.Game.parse_action>`.

    >>> _read("pair 7"), _read("FACEDOWN 10")
    (('pair', 7), ('facedown', 10))
    """
    action = Trumps.parse_action(text)
    assert isinstance(action, NumberAction)
    return action.word, action.number


class TrumpsBot(SeededBot):
    """Greedy on A + B for takes; weighs the place a reveal earns against its cost."""

    def _choose(self, view: Mapping[str, Any], legal: list[str]) -> str:
        """The chosen action for the phase of ``view``."""
        phase = view["phase"]
        if phase == "take":
            return self._take(view, legal)
        if phase == "reveal":
            return self._reveal(view, legal)
        return self._start(view, legal)

    # ------------------------------------------------------------------ helpers

    def _noise(self) -> float:
        return float(self.rng.random()) * 1e-6

    # ------------------------------------------------------------------ start player

    def _start(self, view: Mapping[str, Any], legal: list[str]) -> str:
        """Show a card that breaks no pair, the lowest such (to start the rounds)."""
        me = view["viewer"]
        held = Counter(int(c) for c in view["seats"][me]["hand"])

        def cost(text: str) -> tuple[int, int]:
            x = _read(text)[1]
            return (held[x] % 2 == 0, x)

        return min(legal, key=cost)

    # ------------------------------------------------------------------ take

    def _take_value(self, view: Mapping[str, Any], number: int, k: int) -> float:
        me = view["viewer"]
        worth = _gain(_held(view["seats"][me]["score_cards"]), number, k)
        others = [
            _gain(_held(s["score_cards"]), number, k)
            for i, s in enumerate(view["seats"]) if i != me
        ]
        return worth + DENIAL * max(others, default=0.0) + 0.01 * (10 - number)

    def _take(self, view: Mapping[str, Any], legal: list[str]) -> str:
        field = {int(k): v for k, v in view["table"]["field"].items()}
        one = view["table"]["taker"]["takes"] == "one"

        def worth(text: str) -> float:
            if text == "draw":
                return DRAW_VALUE + self._noise()
            x = _read(text)[1]
            return self._take_value(view, x, 1 if one else field[x]) + self._noise()

        return max(legal, key=worth)

    # ------------------------------------------------------------------ reveal

    def _place_values(self, view: Mapping[str, Any]) -> list[float]:
        """What 1st, 2nd (3 players) and last place are worth to the bot this round."""
        field = {int(k): v for k, v in view["table"]["field"].items()}
        n = view["players"]
        all_values = sorted((self._take_value(view, x, c) for x, c in field.items()),
                            reverse=True)
        one_values = sorted((self._take_value(view, x, 1) for x in field), reverse=True)
        deck = view["table"]["deck"]
        first = all_values[0] if all_values else 0.0
        last = max([*one_values[n - 1:n], DRAW_VALUE if deck else 0.0])
        if n == 2:
            return [first, last]
        second = all_values[1] if len(all_values) > 1 else 0.0
        return [first, second, last]

    @staticmethod
    def _strength(kind: str, x: int) -> float:
        """Rough chance that an unknown later reveal beats this one."""
        if kind == "pair":
            return 0.05 + 0.25 * (x - 2) / 8
        if kind == "single":
            return 0.3 + 0.6 * (10 - x) / 9
        return 1.0

    @staticmethod
    def _beats(a: tuple[str, int], b: tuple[str, int | None]) -> bool:
        """Does reveal ``a`` (made later) rank above the earlier reveal ``b``?"""
        ka, xa = a
        kb, xb = b
        if kb in ("facedown", "nothing"):
            return ka in ("pair", "single")
        assert xb is not None
        if ka == "pair":
            return kb == "single" or xa < xb
        if ka == "single":
            return kb == "single" and xa > xb
        return False

    def _reveal(self, view: Mapping[str, Any], legal: list[str]) -> str:
        me = view["viewer"]
        held = Counter(int(c) for c in view["seats"][me]["hand"])
        if _read(legal[0])[0] == "facedown":
            # keep pairs and high singles: give up an odd-count low card
            return min(legal, key=lambda t: (held[_read(t)[1]] % 2 == 0, _read(t)[1]))
        places = self._place_values(view)
        n = view["players"]
        revealed = [(r["kind"], r["number"]) for r in view["table"]["revealed"]]
        later = n - len(revealed) - 1

        def worth(text: str) -> float:
            kind, x = _read(text)
            above = sum(1 for b in revealed if not self._beats((kind, x), b))
            p = self._strength(kind, x)
            # distribution of how many later players beat us (independent odds)
            dist = [1.0]
            for _ in range(later):
                dist = [a * (1 - p) + b * p for a, b in zip([*dist, 0.0], [0.0, *dist],
                                                            strict=True)]
            expected = sum(
                prob * places[min(above + k, n - 1)] for k, prob in enumerate(dist)
            )
            spent = 2 if kind == "pair" else 1
            cost = CARD_COST * spent
            if kind == "single" and held[x] >= 2:
                cost += PAIR_BREAK
            return expected - cost + self._noise()

        return max(legal, key=worth)


