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

from collections.abc import Callable, Mapping, Sequence

from cardlab.cards import ACE_HIGH, Card, sort_cards, texts
from cardlab.core import Event, PlayCard

__all__ = [
    "follows",
    "led_suit",
    "legal_cards",
    "legal_plays",
    "play_reason",
    "texts",
    "trick_winner",
]

Trick = Sequence[tuple[int, Card]]


def led_suit(trick: Trick) -> str | None:
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
    hand: Sequence[Card], trick: Trick, order: Mapping[int, int] = ACE_HIGH
) -> list[PlayCard]:
    """The legal :class:`PlayCard` actions of ``hand``: unique, sorted by suit and ``order``.

    >>> from cardlab.cards import cards
    >>> [str(a) for a in legal_plays(cards("KH 2H 2H 5S"), [(0, Card("9H"))])]
    ['2H', 'KH']
    """
    return [PlayCard(c) for c in sort_cards(set(legal_cards(hand, led_suit(trick))), order)]


def play_reason(hand: Sequence[Card], card: Card, trick: Trick) -> Event | None:
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


def trick_winner(
    trick: Trick,
    order: Mapping[int, int],
    trump: str | None = None,
    strength: Callable[[Card], int] | None = None,
) -> tuple[int, str]:
    """The seat winning ``trick`` and why: ``"highest_trump"`` or ``"highest_led"``.

    ``strength(card)`` overrides ``order`` (for rules such as Skull Collector's ace and
    ten). On equal cards (two decks) the first one played wins.
    """
    led = trick[0][1].suit
    key = strength or (lambda c: order[c.rank])
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
