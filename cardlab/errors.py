"""The exceptions cardlab raises. Each says in its docstring when it is raised.

Every message is an i18n key and its values, in one style: :meth:`CardlabError.text`
says it in English or Japanese, ``str(e)`` in English.

>>> import cardlab
>>> issubclass(cardlab.IllegalActionError, ValueError)
True
>>> e = SetupError("core.bad_seed", seed="'x'")
>>> str(e)
"seed must be a whole number ≥ 0 or None, not 'x'"
>>> e.text("ja")
"シードは0以上の整数かNoneで指定します('x' は使えません)"
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from cardlab.messages import Event, translate

__all__ = [
    "CardlabError",
    "ContractError",
    "IllegalActionError",
    "InvalidActionError",
    "InvalidCardError",
    "RecordError",
    "SetupError",
    "StepError",
    "brief",
    "or_list",
    "worded",
]


def brief(value: object, limit: int = 40) -> str:
    """``repr(value)`` cut to ``limit`` characters, for a message that quotes what a user
    gave (a huge text or a deep dict must not fill the message line).

    >>> brief("x" * 100, 10), brief({"a": 1})
    ("'xxxxxxxx…", "{'a': 1}")
    """
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


_KEY = re.compile(r"[a-z0-9_]+(?:\.[a-z0-9_]+)+")
"""What a message key looks like (``core.bad_seed``); anything else is a plain sentence."""


class CardlabError(Exception):
    """Base class of every error cardlab raises on purpose.

    Its message is an i18n ``key`` and its ``values``; a value may be worded per language
    (``{"en": …, "ja": …}``) or be a message itself (an :class:`~cardlab.messages.Event`,
    worded in the same language). :meth:`text` gives
    the sentence in either language, ``str(e)`` in English; the words are made when asked
    for. A caller outside the catalogues may still give a plain sentence instead of a key:
    it reads the same in both languages.

    >>> e = CardlabError("core.option_bad", name="x", value="2",
    ...                  why={"en": "too big", "ja": "大きすぎます"})
    >>> e.text("ja")
    'オプション x=2 は使えません: 大きすぎます'
    >>> import pickle; str(pickle.loads(pickle.dumps(e)))
    'option x=2: too big'
    >>> str(CardlabError("no deal fits what is known"))
    'no deal fits what is known'
    """

    def __init__(self, key: str = "", /, **values: Any) -> None:
        super().__init__(key)
        if "key" not in self.__dict__:  # (a subclass that set its own first keeps them)
            self.key = key
            self.values = values

    def text(self, lang: str = "en") -> str:
        """The message in ``lang`` (``"en"`` or ``"ja"``)."""
        if not _KEY.fullmatch(self.key):
            return self.key
        return translate(self.key, lang, {k: _in(lang, v) for k, v in self.values.items()})

    def __str__(self) -> str:
        return self.text("en")


def _in(lang: str, value: Any) -> Any:
    """A message value in ``lang``: a message worded, a value per language picked."""
    if isinstance(value, Event):
        return value.text(lang)
    if isinstance(value, Mapping) and "en" in value:
        return value.get(lang, value["en"])
    return value


def worded(error: BaseException) -> dict[str, str]:
    """An error's message in each language, to pass as the value of another message
    (a :class:`CardlabError` in its languages; any other error in its own words).

    >>> worded(SetupError("core.bad_seed", seed="-1"))["ja"]
    'シードは0以上の整数かNoneで指定します(-1 は使えません)'
    >>> worded(ValueError("too big"))
    {'en': 'too big', 'ja': 'too big'}
    """
    if isinstance(error, CardlabError):
        return {"en": error.text("en"), "ja": error.text("ja")}
    return {"en": str(error), "ja": str(error)}


def or_list(items: Sequence[Any]) -> dict[str, str]:
    """Choices as a message value in each language: ``3, 4 or 5`` / ``3、4、5``.

    >>> or_list([3, 4, 5]), or_list(["a"])["en"]
    ({'en': '3, 4 or 5', 'ja': '3、4、5'}, 'a')
    """
    texts = [str(i) for i in items]
    en = texts[0] if len(texts) == 1 else ", ".join(texts[:-1]) + " or " + texts[-1]
    return {"en": en, "ja": "、".join(texts)}


class SetupError(CardlabError, ValueError):
    """``new_game`` got an unknown game, a player count, option or deck it does not allow."""


class StepError(CardlabError, IndexError):
    """A step outside a game's moves: an undo with nothing to undo, a timeline step past
    its end (an ``IndexError``, as ``list.pop()`` on an empty list)."""


class ContractError(CardlabError, RuntimeError):
    """A game's own code breaks the Game contract (it enters a phase it does not
    declare): a bug in the game, never something a user gave."""


class InvalidCardError(CardlabError, ValueError):
    """A text is not a card (``Card("1X")``); ``given`` is what was given.

    >>> e = InvalidCardError("1X")
    >>> e.given, str(e)
    ('1X', "not a card: '1X' (write e.g. 'AS', '10H', 'JK', '7', '♥10')")
    """

    def __init__(self, given: object) -> None:
        super().__init__("core.not_a_card", text=brief(given))
        self.given = given


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
        Exception.__init__(self, action, seat, key, self.values)  # what pickling rebuilds

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
