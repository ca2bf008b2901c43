"""Messages: what happened (:class:`Event`) and how a game ended (:class:`Outcome`).

A leaf module: it imports nothing else of cardlab. A message is an i18n key and its
values; :mod:`cardlab.i18n` words it (it installs itself here as the translator when it
is imported, which ``import cardlab`` always does), so events, outcomes and errors can
be built and carried by every part of cardlab without importing the catalogues.

Every event may say what it is by its ``kind`` (one of :data:`KINDS`, or ``None`` for
an ordinary event), so a table or a log never reads meaning out of key names:

- ``"deal"``: a deal was dealt (the start of a game or of a match's next deal);
- ``"trick"``: a trick was taken (the win event, with the winner and the reason);
- ``"over"``: a deal or the game ended (the event that says how).

>>> e = Event("core.game_over", {}, kind="over")
>>> e.text("en"), e.to_json()
('the game is over', {'key': 'core.game_over', 'values': {}, 'kind': 'over'})
>>> Event.from_json(e.to_json()) == e
True
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, NamedTuple

__all__ = ["KINDS", "Event", "Outcome", "event_values", "rank_of", "set_translator", "translate"]

KINDS: tuple[str, ...] = ("deal", "trick", "over")
"""The kinds an event may have (``None``: an ordinary event)."""

_translator: Callable[..., str] | None = None


def set_translator(translator: Callable[..., str]) -> None:
    """Install ``translator(key, lang, **values) -> str`` (done by :mod:`cardlab.i18n`)."""
    global _translator
    _translator = translator


def translate(key: str, lang: str, values: Mapping[str, Any]) -> str:
    """The message ``key`` with ``values`` in ``lang``, by the installed translator.

    >>> translate("core.game_over", "ja", {})
    'ゲームは終わっています'
    """
    if _translator is None:
        raise RuntimeError("no translator: import cardlab (it loads cardlab.i18n)")
    return _translator(key, lang, **values)


class Event(NamedTuple):
    """Something that happened (or a reason), as an i18n key and its values.

    ``to`` limits who may see it: ``None`` is everyone, else a tuple of seats (a card
    passed face down is an event for the giver and the receiver only). ``kind`` says
    what it is (see :data:`KINDS`).

    >>> e = Event("core.game_over", {})
    >>> e.text("en"), e.text("ja")
    ('the game is over', 'ゲームは終わっています')
    """

    key: str
    values: dict[str, Any]
    to: tuple[int, ...] | None = None
    kind: str | None = None

    def text(self, lang: str = "en") -> str:
        """The sentence in ``lang``."""
        return translate(self.key, lang, self.values)

    def __str__(self) -> str:
        return self.text("en")

    def visible_to(self, seat: int | None, reveal: bool = False) -> bool:
        """May ``seat`` (``None``: a spectator) see this event?"""
        return self.to is None or reveal or (seat is not None and seat in self.to)

    def to_json(self) -> dict[str, Any]:
        """``{"key", "values"}`` plus ``"to"`` for a private event, ``"kind"`` when set."""
        d: dict[str, Any] = {"key": self.key, "values": self.values}
        if self.to is not None:
            d["to"] = list(self.to)
        if self.kind is not None:
            d["kind"] = self.kind
        return d

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Event:
        """The event back from :meth:`to_json` (an older form without ``kind`` too)."""
        to = data.get("to")
        return cls(data["key"], dict(data.get("values", {})),
                   None if to is None else tuple(to), data.get("kind"))

    def with_kind(self, kind: str) -> Event:
        """The same event, saying it is a ``kind`` (see :data:`KINDS`)."""
        return self._replace(kind=kind)


class Outcome(NamedTuple):
    """How a game ended.

    ``scores`` per seat; ``winners`` a list of seats (all seats for a cooperative win,
    ``[]`` for a shared loss); ``reason`` the event that says why; ``details`` extra
    figures (a match title, totals, a tie-break).
    """

    scores: tuple[float, ...]
    winners: list[int]
    reason: Event
    details: dict[str, Any] = {}  # noqa: RUF012 - never mutated; a NamedTuple default

    def to_json(self) -> dict[str, Any]:
        """JSON-ready form."""
        return {
            "scores": list(self.scores),
            "winners": list(self.winners),
            "reason": self.reason.to_json(),
            "details": dict(self.details),
        }


def event_values(events: Sequence[Event], key: str) -> list[dict[str, Any]]:
    """The values of every event in ``events`` with ``key``, in order.

    >>> events = [Event("a.b", {"seat": 1}), Event("a.c", {}), Event("a.b", {"seat": 2})]
    >>> event_values(events, "a.b")
    [{'seat': 1}, {'seat': 2}]
    """
    return [dict(e.values) for e in events if e.key == key]


def rank_of(values: Sequence[float], seat: int = 0) -> str:
    """``"win"``, ``"tie"`` or ``"loss"`` for ``seat`` by ``values`` (higher is better).

    >>> rank_of([5, 3]), rank_of([5, 5]), rank_of([3, 5])
    ('win', 'tie', 'loss')
    """
    best = max(values)
    if values[seat] != best:
        return "loss"
    return "win" if sum(1 for v in values if v == best) == 1 else "tie"
