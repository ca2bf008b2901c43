"""SkullBot: a Skull Collector player that keeps the skulls away from itself.

It decides from its view only (its hand, its chest card, the trick, trump, the skulls
each player has collected this deal), by scoring every legal action with a few habits:

- **dump the skulls on others**: a single 6 in hand is passed to the right; with two 6s
  to get rid of, one goes into the chest and one to the right; in a trick it plays a 6
  whenever that 6 cannot win the trick (and never so that an opponent collects all
  three);
- **keep the skulls away from itself**: it avoids winning a trick that holds a 6, or an
  early trick a later player could still drop a 6 into, and it leads low cards and
  never a 6; a skull that would wipe out its party is avoided above all;
- **one skull as insurance**: the exception to the last habit. Once it holds one skull,
  nobody else can collect all three in that deal, so it takes the first skull of a deal
  when it can afford the member (two or more alive), and it takes a skull (or the last
  trick, with the chest) rather than let an opponent with two collect the third;
- **go for all three when it holds two** (collected, dealt or received, and nobody else
  has one): it keeps them through the chest and the pass and plays to win tricks;
- otherwise it takes cheap, safe tricks for points, playing last or when no skull can
  come.

Against two RandomBots the insurance skull and the shot at three are what win: dumping
alone hands the skulls to two players, one of whom then often collects all three
(``benchmarks/skull_bot.py`` prints the figures).

>>> import cardlab
>>> from cardlab.bots import RandomBot
>>> from cardlab.session import play_out
>>> g = cardlab.new_game("skull_collector", seed=4)
>>> bots = {0: SkullBot(seed=0), 1: RandomBot(seed=1), 2: RandomBot(seed=2)}
>>> play_out(g, bots).is_over
True
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cardlab.bots import SeededBot
from cardlab.cards import Card
from cardlab.core import CardAction, PlayCard
from cardlab.games.skull_collector.rules import (
    ORDER,
    TRICKS,
    SkullCollector,
    is_skull,
    trick_result,
)

__all__ = ["SkullBot"]

PLAYERS = 3
FATAL = -500.0  # a choice that could wipe out the bot's party
DISASTER = -1000.0  # a choice that hands an opponent all three skulls


def _card_of(text: str) -> Card:
    """The card of an action text: ``"chest 5D"``, ``"give 5D"`` or ``"5D"``.

    >>> _card_of("chest 5D"), _card_of("10S")
    (Card('5D'), Card('10S'))
    """
    action = SkullCollector.parse_action(text)
    assert isinstance(action, CardAction | PlayCard)
    return action.card


def _power(card: Card) -> float:
    """How likely a card is to win a trick, roughly: its strength, with the ace between
    the 2 and the 3 (it wins when the 10 of its suit is played with it).

    >>> _power(Card("10S")), _power(Card("AS")), _power(Card("2S"))
    (10.0, 2.5, 2.0)
    """
    return 2.5 if card.rank == 1 else float(ORDER[card.rank])


class SkullBot(SeededBot):
    """Skull Collector bot: dumps skulls on others, avoids them, shoots for three with two.

    >>> view = {"viewer": 0, "phase": "pass", "legal": ["give 6D", "give 9S"],
    ...         "seats": [{"hand": ["9S", "6D"], "skulls": [], "members": 3},
    ...                   {"skulls": []}, {"skulls": []}],
    ...         "table": {"skulls_out": ["6C", "6D", "6S"]}}
    >>> SkullBot().choose(view)
    'give 6D'
    """

    def _choose(self, view: Mapping[str, Any], legal: list[str]) -> str:
        """The best-scoring legal action, from ``view`` only (ties broken at random)."""
        scores = [self._score(view, _card_of(a)) for a in legal]
        best = max(scores)
        return self.pick([a for a, s in zip(legal, scores, strict=True) if s == best])

    # ------------------------------------------------------------------ reading the view

    @staticmethod
    def _collected(view: Mapping[str, Any]) -> list[int]:
        """Skulls each seat has collected this deal."""
        return [len(s["skulls"]) for s in view["seats"]]

    @staticmethod
    def _in_hand(view: Mapping[str, Any]) -> int:
        return sum(is_skull(Card(c)) for c in view["seats"][view["viewer"]]["hand"])

    def _shooting(self, view: Mapping[str, Any]) -> bool:
        """Go for all three: it holds two (collected and in hand) and nobody else has
        collected one; with a single member left, only once it has collected one."""
        me = view["viewer"]
        collected = self._collected(view)
        if any(collected[s] for s in range(PLAYERS) if s != me):
            return False
        held = collected[me] + self._in_hand(view)
        if view["seats"][me]["members"] - collected[me] <= 1:
            return held >= 2 and collected[me] >= 1
        return held >= 2

    @staticmethod
    def _loose_skulls(view: Mapping[str, Any]) -> int:
        """Skulls not collected yet that another player may hold (or the chest)."""
        me = view["seats"][view["viewer"]]
        mine = set(me["hand"]) | {me.get("chest_card")}
        return sum(1 for c in view["table"].get("skulls_out", []) if c not in mine)

    def _threat(self, view: Mapping[str, Any]) -> int | None:
        """An opponent who has collected two skulls while nobody else has one."""
        me = view["viewer"]
        collected = self._collected(view)
        if collected[me] or not view["table"].get("skulls_out") or not self._watches():
            return None
        for s in range(PLAYERS):
            if s != me and collected[s] == 2:
                return s
        return None

    # ------------------------------------------------------------------ beliefs

    def _power(self, card: Card) -> float:
        """How likely the bot believes ``card`` wins a trick (:func:`_power`)."""
        return _power(card)

    def _skulls_in(self, cards: Sequence[Card]) -> int:
        """The skulls the bot sees among ``cards`` (a trick and the card it adds)."""
        return sum(is_skull(c) for c in cards)

    def _chest_keeps(self, view: Mapping[str, Any]) -> bool:
        """Would a single skull put in the chest stay away from the bot? It does not:
        the chest goes to whoever wins the last trick."""
        return False

    def _watches(self) -> bool:
        """Does the bot watch for an opponent about to collect all three skulls (to take
        the third itself, and never to hand it over)? It does."""
        return True

    def _insures(self, view: Mapping[str, Any]) -> bool:
        """Does the bot take the first skull of a deal on purpose, so that nobody can
        collect all three? It does (when it can spare the member)."""
        return True

    # ------------------------------------------------------------------ scoring

    def _score(self, view: Mapping[str, Any], card: Card) -> float:
        power = self._power(card)
        if view["phase"] in ("chest", "pass"):
            if self._shooting(view):  # keep the skulls and the strong cards
                return -100.0 if is_skull(card) else -power
            if is_skull(card):
                single = self._in_hand(view) < 2 and not self._chest_keeps(view)
                if view["phase"] == "chest" and single:
                    return -100.0  # a single skull is passed, not put in the chest
                return 100.0  # dump it
            return power  # else part with a strong card: fewer tricks that draw a 6
        return self._play_score(view, card)

    def _play_score(self, view: Mapping[str, Any], card: Card) -> float:
        me = view["viewer"]
        table = view["table"]
        trick = [(int(s), Card(c)) for s, c in table["trick"]]
        power = self._power(card)
        collected = self._collected(view)
        shooting = self._shooting(view)
        last_trick = table.get("tricks_played") == TRICKS - 1
        if not trick:  # leading
            if shooting:
                return power - (20.0 if is_skull(card) else 0.0)
            if self._threat(view) is not None and last_trick:
                return power  # the chest may hold the third skull: win the last trick
            return -power - (20.0 if is_skull(card) else 0.0)
        winner, last = self._winner_with(trick, card, me, table)
        n = self._skulls_in([*(c for _, c in trick), card])
        sure = 1.0 if last else 0.5  # a later card may still change the winner
        if winner == me:
            return self._win_score(view, card, n, last, sure, shooting, last_trick)
        if shooting:
            return -power - (30.0 if is_skull(card) else 0.0)
        # an opponent wins the trick as it stands
        others = any(collected[s] for s in range(PLAYERS) if s != winner)
        if collected[winner] + n >= 3 and not others and self._watches():
            return DISASTER * sure
        return 0.1 * power + (10.0 if is_skull(card) else 0.0)

    def _win_score(
        self, view: Mapping[str, Any], card: Card, n: int, last: bool, sure: float,
        shooting: bool, last_trick: bool,
    ) -> float:
        """The score of a card that wins the trick as it stands (``n`` skulls in it)."""
        me = view["viewer"]
        power = self._power(card)
        collected = self._collected(view)
        living = view["seats"][me]["members"] - collected[me]
        if shooting:
            return 50.0 + 30.0 * n + (-power if last else power)
        if n and n >= living:
            return FATAL * sure - 0.1 * power
        if self._threat(view) is not None and (n or last_trick):
            return 100.0 - 0.1 * power  # better this skull than the opponent's third
        if n == 1 and collected[me] == 0 and living > 1 and self._insures(view):
            return 20.0 + (0.1 * power if last else -0.1 * power)  # the insurance skull
        if n:  # keep skulls away: when last, shed a high card; earlier, stay beatable
            return -10.0 * n + (0.1 * power if last else -0.1 * power)
        if last or not self._loose_skulls(view):
            return 5.0 - 0.1 * power  # a safe trick for points, as cheaply as possible
        return -3.0 - 0.1 * power  # a later player could still drop a skull on it

    def _winner_with(
        self, trick: Sequence[tuple[int, Card]], card: Card, me: int, table: Mapping[str, Any]
    ) -> tuple[int, bool]:
        """Who wins the trick as it stands after ``card``, and is it the trick's last card?"""
        trump = table.get("trump")
        setter = None
        if trump is None and card.suit != trick[0][1].suit:
            trump, setter = card.suit, me  # the first card that does not follow
        full = [*trick, (me, card)]
        winner, _ = trick_result(full, trump, bool(table.get("ace_ten_in_trump")), setter)
        return winner, len(full) == PLAYERS


