"""The exceptions cardlab raises. Each says in its docstring when it is raised.

>>> import cardlab
>>> issubclass(cardlab.IllegalActionError, ValueError)
True
"""

from __future__ import annotations

from typing import Any

from cardlab.messages import translate

__all__ = [
    "CardlabError",
    "IllegalActionError",
    "InvalidActionError",
    "InvalidCardError",
    "RecordError",
    "SetupError",
    "brief",
]


def brief(value: object, limit: int = 40) -> str:
    """``repr(value)`` cut to ``limit`` characters, for a message that quotes what a user
    gave (a huge text or a deep dict must not fill the message line).

    >>> brief("x" * 100, 10), brief({"a": 1})
    ("'xxxxxxxx…", "{'a': 1}")
    """
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


class CardlabError(Exception):
    """Base class of every error cardlab raises on purpose."""


class SetupError(CardlabError, ValueError):
    """``new_game`` got an unknown game, a player count, option or deck it does not allow."""


class InvalidCardError(CardlabError, ValueError):
    """A text is not a card (``Card("1X")``)."""

    def __init__(self, text: object) -> None:
        self.text = text
        super().__init__(f"not a card: {brief(text)} (write e.g. 'AS', '10H', 'JK', '7', '♥10')")


class _ActionError(CardlabError, ValueError):
    """Common part of the two action errors: the action, the seat and a reason, the
    reason as a message key and its values. Its words are made when asked for
    (``str(e)``, ``reason``, ``text(lang)``): a bot or a test that tries an action and
    catches the refusal pays nothing for them.

    >>> e = IllegalActionError("pass", 2, "core.game_over")
    >>> e.args, e.reason
    (('pass', 2, 'core.game_over', {}), 'the game is over')
    >>> import pickle; str(pickle.loads(pickle.dumps(e)))
    'seat 2: pass: the game is over'
    """

    def __init__(
        self,
        action: Any,
        seat: int | None,
        key: str,
        values: dict[str, Any] | None = None,
    ) -> None:
        self.action = action
        self.seat = seat
        self.key = key
        self.values = dict(values or {})
        super().__init__(action, seat, key, self.values)  # what pickling rebuilds it from

    def _text(self, lang: str) -> str:
        return translate(self.key, lang, self.values)

    @property
    def reason(self) -> str:
        """The reason in English."""
        return self._text("en")

    @property
    def reason_ja(self) -> str:
        """The reason in Japanese."""
        return self._text("ja")

    def text(self, lang: str = "en") -> str:
        """The reason in ``lang`` (``"en"`` or ``"ja"``)."""
        return self._text(lang)

    def __str__(self) -> str:
        """``"seat 1: QS: <reason>"``; an action text that would break the line is quoted.

        >>> e = InvalidActionError("\\n", None, "core.unreadable", {"text": "\\n", "examples": ""})
        >>> print(e)
        '\\n': cannot read '\\n' as an action of this game (for example: )
        """
        who = "" if self.seat is None else f"seat {self.seat}: "
        action = self.action
        shown = repr(action) if isinstance(action, str) and not action.isprintable() else action
        return f"{who}{shown!s}: {self.reason}"


class InvalidActionError(_ActionError):
    """The action text cannot be read (``"tkae 2C"``) or is not an action of this game."""


class IllegalActionError(_ActionError):
    """A well-formed action the rules do not allow now; ``reason`` names the rule."""


class RecordError(CardlabError, ValueError):
    """``from_record`` got a damaged or foreign record; no game is built."""
