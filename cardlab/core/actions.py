"""Actions: small frozen values with one text notation each (``str(a)`` gives it, the
class's ``parse`` reads it back), and the history entry of an action played.

>>> from cardlab.cards import Card
>>> PlayCard(Card("KS")), str(Pass()), HistoryEntry(0, Pass())
(PlayCard(card=Card('KS')), 'pass', HistoryEntry(seat=0, action=Pass()))
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, NamedTuple

from cardlab.cards import Card
from cardlab.messages import Event

__all__ = ["MAX_ACTION_TEXT", "Action", "CardAction", "Draw", "HistoryEntry", "NumberAction",
           "Pass", "PlayCard"]

MAX_ACTION_TEXT = 64
"""The longest text read as an action (longer is refused before it is read)."""


@dataclass(frozen=True, slots=True)
class Action:
    """Base of every action: a small frozen value whose ``str`` is its text notation.

    Each action class is declared once and carries its notation both ways: ``word`` (the
    first word of its text; ``""`` for a bare card), ``str(a)`` and :meth:`parse`; and
    ``hook``, the name of the game methods that handle it: ``_<hook>(seat, action)``
    carries it out, ``_<hook>_reason(seat, action)`` (optional) says why it is not
    allowed. ``message()`` gives the i18n key and values that describe it to a learner.
    """

    _key: ClassVar[str] = "action.generic"
    word: ClassVar[str] = ""
    hook: ClassVar[str] = ""
    card_from: ClassVar[str | None] = None
    """Where the card an action names (its ``card`` field) lies: ``"hand"`` or ``"table"``.

    A table widget uses it to put the action on the right card; ``None``: no card."""

    @classmethod
    def parse(cls, words: Sequence[str]) -> Action | None:
        """The action from its words (split; the word in any case), ``None`` when they do
        not fit. The default reads a lone word: ``["PASS"]`` → ``Pass()``.

        >>> Pass.parse(["PASS"]), Pass.parse(["pass", "2"])
        (Pass(), None)
        """
        if len(words) == 1 and words[0].lower() == cls.word:
            return cls()
        return None

    def message(self) -> Event:
        """The action as an i18n message (``key`` + ``values``)."""
        values: dict[str, Any] = {"text": str(self)}
        for f in dataclasses.fields(self):
            v = getattr(self, f.name)
            values[f.name] = v.text if isinstance(v, Card) else v
        return Event(self._key, values)

    def text(self, lang: str = "en") -> str:
        """The action described in words: ``"play ♠K"``, ``"♠Kを出す"``."""
        return self.message().text(lang)

    # An action is a frozen value of cards, numbers and words (every game's actions are
    # hashable: tests/contract/test_conformance.py), so a copy of it is itself. A game's
    # copy (Game.copy: the coach's samples, a record's positions) takes each entry of its
    # history this way instead of rebuilding every action field by field.
    def __copy__(self) -> Action:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Action:
        return self


@dataclass(frozen=True, slots=True)
class PlayCard(Action):
    """Play a card from hand (text: the card, ``"KS"``).

    >>> PlayCard(Card("KS")), str(PlayCard(Card("KS")))
    (PlayCard(card=Card('KS')), 'KS')
    """

    card: Card
    _key: ClassVar[str] = "action.play_card"
    hook: ClassVar[str] = "play_card"
    card_from: ClassVar[str | None] = "hand"

    def __str__(self) -> str:
        return self.card.text

    @classmethod
    def parse(cls, words: Sequence[str]) -> PlayCard | None:
        """A lone card of a suit: ``["ks"]`` → ``PlayCard(Card("KS"))``.

        >>> PlayCard.parse(["ks"]), PlayCard.parse(["JK"])
        (PlayCard(card=Card('KS')), None)
        """
        if len(words) != 1:
            return None
        card = Card(words[0])
        return cls(card) if card.suit is not None else None


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Pass (text ``"pass"``)."""

    _key: ClassVar[str] = "action.pass"
    word: ClassVar[str] = "pass"
    hook: ClassVar[str] = "pass"

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class Draw(Action):
    """Draw a card from the stock (text ``"draw"``)."""

    _key: ClassVar[str] = "action.draw"
    word: ClassVar[str] = "draw"
    hook: ClassVar[str] = "draw"

    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True, slots=True)
class NumberAction(Action):
    """An action of one word and a whole number (``"predict 3"``, ``"take 7"``).

    Subclasses set ``word`` and ``_key``, and ``numbers`` when only some numbers are
    actions at all (others then do not read).

    >>> class Bid(NumberAction):
    ...     word = "bid"
    >>> str(Bid(3)), Bid(3) == Bid(3)
    ('bid 3', True)
    """

    number: int
    numbers: ClassVar[range | None] = None
    """The numbers the action may name (``None``: any whole number; the rules refuse the
    ones they do not allow)."""

    def __str__(self) -> str:
        return f"{self.word} {self.number}"

    @classmethod
    def parse(cls, words: Sequence[str]) -> NumberAction | None:
        """``["bid", "3"]`` → ``Bid(3)`` (the word in any case); ``None`` when the words do
        not fit. The number may carry a sign, so that a game can refuse ``"predict -1"``
        with the rule it breaks rather than call it unreadable.

        >>> class Take(NumberAction):
        ...     word = "take"
        >>> Take.parse(["TAKE", "7"]), Take.parse(["take"]), Take.parse(["take", "x"])
        (Take(number=7), None, None)
        """
        if len(words) != 2 or words[0].lower() != cls.word:
            return None
        text = words[1].removeprefix("-").removeprefix("+")
        if not text.isdigit() or not text.isascii() or len(text) > 3:
            return None
        number = int(words[1])
        return None if cls.numbers is not None and number not in cls.numbers else cls(number)


@dataclass(frozen=True, slots=True)
class CardAction(Action):
    """An action of one word and a card (``"chest 5D"``, ``"give 10C"``).

    Subclasses set ``word`` and ``_key``.

    >>> class Give(CardAction):
    ...     word = "give"
    >>> Give(Card("10C")), str(Give(Card("10C")))
    (Give(card=Card('10C')), 'give 10C')
    """

    card: Card
    card_from: ClassVar[str | None] = "hand"

    def __str__(self) -> str:
        return f"{self.word} {self.card.text}"

    @classmethod
    def parse(cls, words: Sequence[str]) -> CardAction | None:
        """``["give", "10c"]`` → ``Give(Card("10C"))``: a card of a suit (not a joker);
        ``None`` when the words do not fit. A text that is not a card after the right word
        raises ``InvalidCardError``.

        >>> class Give(CardAction):
        ...     word = "give"
        >>> Give.parse(["GIVE", "10c"]), Give.parse(["give", "JK"]), Give.parse(["take", "2C"])
        (Give(card=Card('10C')), None, None)
        """
        if len(words) != 2 or words[0].lower() != cls.word:
            return None
        card = Card(words[1])
        return cls(card) if card.suit is not None else None


class HistoryEntry(NamedTuple):
    """One action of the history and the seat that played it."""

    seat: int
    action: Action
