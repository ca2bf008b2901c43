"""NoticeBot: predicts and targets from hand strength and trump, then plays to hit them.

It reads only ``game.view(seat)``: its hand, the hand it was dealt (which it passed
on), the trump, the trick, the cards played this deal and the tricks per seat.

- **Predict / target**: :func:`estimate_tricks` scores each card (sure and likely
  winners: high trumps, side aces and guarded kings; low trumps count more when the
  hand is short in a side suit, since they can ruff).
- **Play**: while it still needs tricks for its target it tries to win (a card that
  stays highest when it is last to play or a "boss" card — the highest left in its
  suit — when it leads); once the target is reached it ducks under the winning card
  and sheds its highest losers. It helps the receiver of its hand towards its
  prediction: when the receiver is winning the trick and still needs tricks for the
  prediction, and the bot has time enough for its own target, it lets the trick go.

>>> import cardlab
>>> from cardlab.bots import RandomBot
>>> from cardlab.session import play_out
>>> g = cardlab.new_game("notice", players=3, seed=2)
>>> g = play_out(g, {0: NoticeBot(seed=0), 1: RandomBot(seed=1), 2: RandomBot(seed=2)})
>>> g.is_over
True
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from cardlab.cards import ACE_HIGH, Card
from cardlab.tricks import Trick

__all__ = ["CALIBRATION", "NoticeBot", "estimate_tricks", "expected_tricks"]

_STRENGTH = ACE_HIGH


def _rank_ladder(players: int) -> list[int]:
    """Ranks of the deck from highest to lowest (3 players: A K Q J 10 9 8 7)."""
    ranks = [1, 13, 12, 11, 10, 9, 8, 7]
    return ranks if players == 3 else [*ranks, 6, 5, 4, 3, 2]


def estimate_tricks(hand: Sequence[str], trump: str, players: int) -> float:
    """The tricks a hand may be expected to take with ``trump`` among ``players``.

    A heuristic sum of per-card chances; side winners count less at bigger tables.

    >>> round(estimate_tricks(["AS", "KS", "QS", "AH", "2D"], "S", 4), 1)
    3.8
    >>> estimate_tricks(["2H", "3H", "4D"], "S", 4) < 0.5
    True
    """
    cs = [Card(c) for c in hand]
    by_suit: dict[str, list[int]] = {}
    for c in cs:
        by_suit.setdefault(c.suit or "", []).append(_STRENGTH[c.rank])
    ladder = [_STRENGTH[r] for r in _rank_ladder(players)]
    crowd = players - 3  # more players: side winners are ruffed more often
    total = 0.0
    trumps = sorted(by_suit.get(trump, []), reverse=True)
    short_sides = sum(1 for s in "SHDC" if s != trump and len(by_suit.get(s, [])) <= 1)
    for i, strength in enumerate(trumps):
        higher_out = sum(1 for x in ladder if x > strength and x not in trumps)
        if higher_out == 0:
            total += 1.0
        elif higher_out <= i + 1:
            total += 0.8
        elif higher_out <= i + 2:
            total += 0.55
        else:
            total += 0.25 + 0.1 * min(short_sides, 2)
    for suit, strengths in by_suit.items():
        if suit == trump:
            continue
        length = len(strengths)
        for strength in strengths:
            higher_out = sum(1 for x in ladder if x > strength and x not in strengths)
            if higher_out == 0:
                total += max(0.35, 0.9 - 0.08 * crowd - 0.07 * max(0, length - 3))
            elif higher_out == 1 and length >= 2:
                total += max(0.15, 0.45 - 0.07 * crowd - 0.05 * max(0, length - 3))
            elif higher_out == 2 and length >= 3:
                total += 0.15
    return total


CALIBRATION: dict[int, tuple[float, float]] = {
    3: (0.18, 0.96), 4: (0.33, 1.11), 5: (-0.13, 1.12), 6: (-0.29, 1.14),
}
"""Per player count, (a, b) of tricks ≈ a + b · estimate: a least-squares fit of the
tricks actually taken with a hand at tables of four NoticeBots (120 games each)."""


def expected_tricks(hand: Sequence[str], trump: str, players: int) -> float:
    """:func:`estimate_tricks` through :data:`CALIBRATION`.

    >>> round(expected_tricks(["AS", "KS", "QS", "AH", "2D"], "S", 4), 1)
    4.6
    """
    a, b = CALIBRATION[players]
    return a + b * estimate_tricks(hand, trump, players)


class NoticeBot:
    """A Notice player that decides from its view only (see the module docstring).

    ``target_bias`` is added to the expected tricks before rounding the target: going
    over a target costs three times as much per trick as falling short.
    """

    def __init__(self, seed: int | None = None, target_bias: float = 0.4) -> None:
        self.rng = np.random.default_rng(seed)
        self.target_bias = target_bias

    # ------------------------------------------------------------------ choosing

    def choose(self, view: Mapping[str, Any]) -> str:
        """The text of one legal action for the viewer."""
        legal = view["legal"]
        phase = view["phase"]
        me = view["viewer"]
        table = view["table"]
        seat = view["seats"][me]
        size = table["hand_size"]
        if phase == "predict":
            est = expected_tricks(seat["dealt"], table["trump_suit"], view["players"])
            return f"predict {max(0, min(size, round(est)))}"
        if phase == "target":
            est = expected_tricks(seat["hand"], table["trump_suit"], view["players"])
            return f"target {max(0, min(size, round(est + self.target_bias)))}"
        if len(legal) == 1:
            return legal[0]
        return self._play(view, [Card(c) for c in legal])

    # ------------------------------------------------------------------ play

    def _play(self, view: Mapping[str, Any], legal: list[Card]) -> str:
        me = view["viewer"]
        table = view["table"]
        seats = view["seats"]
        trump = table["trump_suit"]
        n = view["players"]
        trick = [(s, Card(c)) for s, c in table["trick"]]
        remaining = table["hand_size"] - table["tricks_played"]
        need = seats[me]["target"] - seats[me]["tricks"]
        receiver = seats[me]["receiver"]
        r_need = None
        if receiver != me:
            r_need = seats[me]["prediction"] - seats[receiver]["tricks"]
        want_win = 0 < need
        if need >= remaining:
            want_win = True
        gone = {Card(c) for c in table["played"]} | {Card(table["trump"])}
        gone.update(Card(c) for c in seats[me]["hand"])

        def boss(card: Card) -> bool:
            """No unseen card of its suit is higher."""
            st = _STRENGTH[card.rank]
            for r in _rank_ladder(n):
                if _STRENGTH[r] <= st:
                    return True
                if Card(f"{_rank_text(r)}{card.suit}") not in gone:
                    return False
            return True

        def key(card: Card) -> tuple[int, int]:
            return (1 if card.suit == trump else 0, _STRENGTH[card.rank])

        if not trick:
            return self._lead(legal, want_win, trump, boss, key).text
        best_seat, best = _winning(trick, trump)
        beats = [c for c in legal if _beats(c, best, trick[0][1].suit, trump)]
        ducks = [c for c in legal if c not in beats]
        last = len(trick) == n - 1
        if (want_win and best_seat == receiver and r_need is not None and r_need > 0
                and ducks and 2 * need < remaining):
            # time enough for my own tricks: leave this one to the receiver of my hand
            return min(ducks, key=key).text
        if want_win:
            if beats:
                if last:
                    return min(beats, key=key).text
                sure = [c for c in beats if c.suit == trump and boss(c)] or [
                    c for c in beats if boss(c)]
                if sure:
                    return min(sure, key=key).text
                return max(beats, key=key).text
            return min(ducks, key=key).text
        if ducks:
            return max(ducks, key=key).text  # shed the highest card that still loses
        # every card wins: win with the highest when last, else the lowest
        return (max(beats, key=key) if last else min(beats, key=key)).text

    def _lead(self, legal: list[Card], want_win: bool, trump: str, boss: Any,
              key: Any) -> Card:
        if want_win:
            bosses = [c for c in legal if boss(c)]
            side = [c for c in bosses if c.suit != trump]
            if side:
                return max(side, key=key)
            if bosses:
                return max(bosses, key=key)
            return max(legal, key=key)
        non_trump = [c for c in legal if c.suit != trump and not boss(c)]
        pool = non_trump or [c for c in legal if c.suit != trump] or legal
        return min(pool, key=key)


def _rank_text(rank: int) -> str:
    return {1: "A", 11: "J", 12: "Q", 13: "K"}.get(rank, str(rank))


def _beats(card: Card, best: Card, led: str | None, trump: str) -> bool:
    """Would ``card`` take the trick from ``best``?"""
    if card.suit == best.suit:
        return _STRENGTH[card.rank] > _STRENGTH[best.rank]
    return card.suit == trump


def _winning(trick: list[tuple[int, Card]], trump: str) -> tuple[int, Card]:
    """The seat and card winning the trick so far (by the shared :class:`Trick`)."""
    t = Trick.holding(trick, ACE_HIGH, trump)
    seat, _ = t.winner()
    return seat, t.card_of(seat)


