"""Must-follow trick taking, shared by the trick-taking games (Comrade, Notice, Skull Collector).

A trick is a list of ``(seat, card)`` in play order. The suit led is the suit of its
first card. Legality and the winner take a rank order (rank → strength) and an optional
trump suit; a game with a special rule passes its own ``strength`` function.

>>> from cardlab.cards import cards, ACE_HIGH
>>> trick = list(zip([2, 0, 1], cards("9H KH 2S")))
>>> trick_winner(trick, ACE_HIGH)
(0, 'highest_led')
>>> trick_winner(trick, ACE_HIGH, trump="S")
(1, 'highest_trump')
>>> texts(legal_cards(cards("AS 3H 9C"), "H"))
['3H']
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from cardlab.cards import ACE_HIGH, Card, _order, sort_cards, texts
from cardlab.core import Event, PlayCard

__all__ = [
    "Trick",
    "follows",
    "led_suit",
    "legal_cards",
    "legal_plays",
    "play_reason",
    "texts",
    "trick_winner",
]

Cards = Sequence[tuple[int, Card]]
"""A trick as plain data: ``(seat, card)`` in play order."""


def led_suit(trick: Cards) -> str | None:
    """The suit of the first card, or ``None`` for an empty trick."""
    return trick[0][1].suit if trick else None


def follows(hand: Sequence[Card], card: Card, led: str | None) -> bool:
    """Does playing ``card`` from ``hand`` obey must-follow when ``led`` was led?

    >>> from cardlab.cards import cards
    >>> follows(cards("AS 3H"), Card("AS"), "H"), follows(cards("AS 3C"), Card("AS"), "H")
    (False, True)
    """
    if led is None or card.suit == led:
        return True
    for c in hand:
        if c.suit == led:
            return False
    return True


def legal_cards(hand: Sequence[Card], led: str | None) -> list[Card]:
    """The cards of ``hand`` that may be played when ``led`` was led (all when void)."""
    if led is not None:
        same = [c for c in hand if c.suit == led]
        if same:
            return same
    return list(hand)


def legal_plays(
    hand: Sequence[Card], trick: Cards, order: Mapping[int, int] = ACE_HIGH
) -> list[PlayCard]:
    """The legal :class:`PlayCard` actions of ``hand``: unique, sorted by suit and ``order``.

    >>> from cardlab.cards import cards
    >>> [str(a) for a in legal_plays(cards("KH 2H 2H 5S"), [(0, Card("9H"))])]
    ['2H', 'KH']
    """
    cs: Iterable[Card] = hand
    if trick:
        led = trick[0][1].suit
        cs = [c for c in hand if c.suit == led] or hand
    try:
        cs = sorted(set(cs), key=_order(order).keys.__getitem__)
    except KeyError:  # not an interned card: sort_cards says what is wrong
        cs = sort_cards(set(cs), order)
    plays = _PLAYS
    return [plays.get(c) or plays.setdefault(c, PlayCard(c)) for c in cs]


_PLAYS: dict[Card, PlayCard] = {}
"""One :class:`PlayCard` per card (actions are frozen values), so that listing the legal
plays builds no new action."""


def play_reason(hand: Sequence[Card], card: Card, trick: Cards) -> Event | None:
    """Why ``card`` may not be played from ``hand`` to ``trick`` (not held, must follow).

    ``None`` when it may. The reasons are the shared messages ``core.not_in_hand`` and
    ``core.must_follow``.

    >>> from cardlab.cards import cards
    >>> play_reason(cards("AS 3H"), Card("AS"), [(1, Card("5H"))]).key
    'core.must_follow'
    >>> play_reason(cards("AS 3H"), Card("KS"), []).key
    'core.not_in_hand'
    """
    if card not in hand:
        return Event("core.not_in_hand", {"card": card.text})
    if trick:
        led = trick[0][1].suit
        if card.suit != led:
            for c in hand:
                if c.suit == led:
                    return Event("core.must_follow", {"suit": led})
    return None


def _plain_winner(trick: Cards, order: Mapping[int, int], trump: str | None,
                  led: str | None) -> tuple[int, str]:
    """:func:`trick_winner` by the rank order alone (the common case, without a call per
    card)."""
    if trump is not None and trump != led:
        best_seat, best = -1, -1
        for s, c in trick:
            if c.suit == trump and order[c.rank] > best:
                best_seat, best = s, order[c.rank]
        if best_seat >= 0:
            return best_seat, "highest_trump"
    best_seat, best = trick[0][0], order[trick[0][1].rank]
    for s, c in trick:
        if c.suit == led and order[c.rank] > best:
            best_seat, best = s, order[c.rank]
    return best_seat, ("highest_trump" if trump is not None and led == trump else "highest_led")


def trick_winner(
    trick: Cards,
    order: Mapping[int, int],
    trump: str | None = None,
    strength: Callable[[Card], int] | None = None,
) -> tuple[int, str]:
    """The seat winning ``trick`` and why: ``"highest_trump"`` or ``"highest_led"``.

    ``strength(card)`` overrides ``order`` (for rules such as Skull Collector's ace and
    ten). On equal cards (two decks) the first one played wins.
    """
    led = trick[0][1].suit
    if strength is None:
        return _plain_winner(trick, order, trump, led)
    key = strength
    if trump is not None and trump != led:
        trumps = [(s, c) for s, c in trick if c.suit == trump]
        if trumps:
            best = trumps[0]
            for sc in trumps[1:]:
                if key(sc[1]) > key(best[1]):
                    best = sc
            return best[0], "highest_trump"
    best = trick[0]
    for sc in trick[1:]:
        if sc[1].suit == led and key(sc[1]) > key(best[1]):
            best = sc
    return best[0], ("highest_trump" if trump is not None and led == trump else "highest_led")


class Trick:
    """The trick in progress and the last trick taken, shared by the trick-taking games.

    A game keeps one ``Trick`` per deal: :meth:`play` puts a card on it (the
    ``trick.played`` event), :meth:`winner` says who takes it and why, :meth:`take`
    hands it to the winner (the keyed win event, ``last`` for the view) and clears it.
    ``trump`` may change during a deal (Skull Collector's late trump); ``strength``
    overrides the rank order (its A-and-10 rule). The win event's key is
    ``win_prefix`` + the reason (``"trick.highest_led"``…); ``last_event`` also puts
    that event into ``last`` (for a game whose win keys are its own).

    >>> from cardlab.cards import cards
    >>> t = Trick(3, ACE_HIGH, trump="S")
    >>> [t.play(s, c).key for s, c in zip([2, 0, 1], cards("9H KH 2S"))][0]
    'trick.played'
    >>> t.complete, t.winner()
    (True, (1, 'highest_trump'))
    >>> e = t.take(*t.winner())
    >>> e.key, e.kind, e.text("en"), t.cards, t.last["winner"], t.number
    ('trick.highest_trump', 'trick', '♠2 wins the trick: highest trump', [], 1, 1)
    """

    __slots__ = ("cards", "complete", "last", "last_event", "number", "order", "players",
                 "trump", "win_prefix")

    def __init__(
        self,
        players: int,
        order: Mapping[int, int] = ACE_HIGH,
        trump: str | None = None,
        *,
        win_prefix: str = "trick.",
        last_event: bool = False,
    ) -> None:
        self.players = players
        self.order = order
        self.trump = trump
        self.win_prefix = win_prefix
        self.last_event = last_event
        self.cards: list[tuple[int, Card]] = []
        """The trick in progress: ``(seat, card)`` in play order."""
        self.last: dict[str, Any] | None = None
        """The last trick taken as the view shows it (``None`` before the first)."""
        self.number = 0
        """Tricks taken so far."""
        self.complete = False
        """Has every player played to the trick in progress?"""

    @classmethod
    def holding(
        cls, cards: Cards, order: Mapping[int, int] = ACE_HIGH, trump: str | None = None
    ) -> Trick:
        """A trick (of as many players as it has cards) already holding ``cards``.

        For a bot reading a view's ``trick``: who is winning it so far?

        >>> from cardlab.cards import cards
        >>> Trick.holding(list(zip([1, 2], cards("9H KH"))), trump="C").winner()
        (2, 'highest_led')
        """
        trick = cls(len(cards), order, trump)
        trick.cards = list(cards)
        trick.complete = True
        return trick

    @property
    def led(self) -> str | None:
        """The suit led, or ``None`` for an empty trick."""
        return self.cards[0][1].suit if self.cards else None

    def legal(self, hand: Sequence[Card]) -> list[PlayCard]:
        """The legal :class:`PlayCard` actions of ``hand`` (see :func:`legal_plays`; a game
        on a hot path may call that with :attr:`cards` directly)."""
        return legal_plays(hand, self.cards, self.order)

    def reason(self, hand: Sequence[Card], card: Card) -> Event | None:
        """Why ``card`` may not be played from ``hand`` now (see :func:`play_reason`)."""
        return play_reason(hand, card, self.cards)

    def play(self, seat: int, card: Card) -> Event:
        """Put ``card`` of ``seat`` on the trick; the ``trick.played`` event."""
        cards = self.cards
        cards.append((seat, card))
        self.complete = len(cards) >= self.players
        return Event("trick.played", {"seat": seat, "card": card.text})  # kind None: a card

    def winner(
        self, strength: Callable[[Card], int] | None = None
    ) -> tuple[int, str]:
        """The seat winning the cards so far and why (see :func:`trick_winner`)."""
        return trick_winner(self.cards, self.order, self.trump, strength)

    def card_of(self, seat: int) -> Card:
        """The card ``seat`` played to this trick."""
        return next(c for s, c in self.cards if s == seat)

    def take(self, winner: int, why: str, **extra: Any) -> Event:
        """Give the trick to ``winner`` for the reason ``why``; the win event.

        The trick becomes :attr:`last` (with ``extra`` fields) and the table is cleared.
        """
        cards = self.cards
        card = next(c for s, c in cards if s == winner)
        led = cards[0][1].suit
        played = [[s, c.text] for s, c in cards]
        self.number += 1
        # the trick's cards and number ride along (all public): a table's trick history
        event = Event(self.win_prefix + why,
                      {"seat": winner, "card": card.text, "suit": card.suit, "led": led,
                       "cards": played, "number": self.number},
                      None, "trick")
        last: dict[str, Any] = {"cards": [list(p) for p in played], "winner": winner,
                                "reason": why}
        if self.last_event:  # the sentence only: a ``last_trick`` is a trick by its place
            said = {k: v for k, v in event.values.items() if k not in ("cards", "number")}
            last["event"] = {"key": event.key, "values": said}
        last["number"] = self.number
        if extra:
            last.update(extra)
        self.last = last
        self.cards = []
        self.complete = False
        return event

    def state_key(self) -> tuple[Any, ...]:
        """Everything about the trick that can change, as a hashable tuple (for
        :meth:`~cardlab.core.Game.state_key`).

        >>> t = Trick(3); k = t.state_key(); _ = t.play(0, Card("KS")); t.state_key() == k
        False
        """
        return (tuple(self.cards), self.complete, self.number, self.trump, self.players,
                tuple(self.order.items()), self.win_prefix, self.last_event,
                self.last)  # a dict made once per trick taken, then only read

    def view(self) -> list[list[Any]]:
        """The trick in progress as the view shows it: ``[[seat, card text], …]``."""
        return [[s, c.text] for s, c in self.cards]

    def leader(self, to_move: Sequence[int], playing: bool) -> int | None:
        """The seat that led (or, ``playing`` with an empty trick, leads) the trick."""
        if self.cards:
            return self.cards[0][0]
        return to_move[0] if playing and to_move else None


class TrickGame:
    """What every trick-taking game shares, mixed into its :class:`~cardlab.core.Game`: a
    game with ``hands`` (one list of cards per seat) and its current ``trick``.

    >>> import cardlab
    >>> g = cardlab.new_game("notice", players=3, seed=7)
    >>> isinstance(g, TrickGame), g.tricks_played
    (True, 0)
    """

    hands: list[list[Card]]
    trick: Trick
    _to_move: tuple[int, ...]

    @property
    def tricks_played(self) -> int:
        """Tricks taken so far in this deal."""
        return self.trick.number

    def _play_card_reason(self, seat: int, action: PlayCard) -> Event | None:
        """Must-follow: why ``seat`` may not play the action's card now, if it may not."""
        return play_reason(self.hands[seat], action.card, self.trick.cards)

    def _lay(self, seat: int, card: Card) -> list[Event]:
        """``card`` leaves the hand of ``seat`` for the trick; the next seat is to move
        (a game that finds the trick complete names the winner instead)."""
        self.hands[seat].remove(card)
        event = self.trick.play(seat, card)
        self._to_move = ((seat + 1) % len(self.hands),)
        return [event]
