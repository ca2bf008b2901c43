"""The class deal: the first deal of a game, where it ends, and the record a student sends.

A class deal is the deal a new game from its seed starts with; in a game that spans
several deals (Notice, Skull Collector, a Comrade or Comp-13 match) it is the *first* deal
of that game, finished when the next deal is dealt or the game ends.

>>> import cardlab
>>> deal_finished(cardlab.new_game("trumps", players=2, seed=3))
False
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardlab.classroom.errors import ClassError
from cardlab.core import Event, Game

__all__ = ["deal_end", "deal_finished", "deal_record", "first_deal_end"]


def first_deal_end(start: Game, moves: Sequence[tuple[int, Any]]
                   ) -> tuple[int | None, list[Event]]:
    """Play ``moves`` (seat, action) on ``start`` (changed) until its first deal ends: the
    number of moves by then (``None``: not yet) and the events of the move that ended it.

    >>> import cardlab
    >>> g = cardlab.new_game("trumps", players=2, seed=3)
    >>> first_deal_end(g, [(0, g.legal_actions(0)[0])])[0] is None
    True
    """
    events: list[Event] = list(start.events)
    for k, (seat, action) in enumerate(moves, 1):
        events = start.play(action, seat)
        if start.is_over or any(e.kind == "deal" for e in events):
            return k, events
    return None, events


def _at_start(game: Game) -> Game:
    start = game.copy()
    start._replay([])  # the deal, with the decks the game used (as records.Timeline does)
    return start


def deal_end(game: Game) -> int | None:
    """The number of moves after which ``game``'s first deal ended (``None`` while it
    goes on): a class deal is the first deal of the game.

    >>> import cardlab
    >>> from cardlab.bots import bot_for
    >>> from cardlab.session import play_out
    >>> g = play_out(cardlab.new_game("notice", players=4, seed=5),
    ...              {s: bot_for("notice", seed=s) for s in range(4)})
    >>> deal_end(g), g.action_count, deal_end(cardlab.new_game("notice", seed=5))
    (56, 224, None)
    """
    end, _ = first_deal_end(_at_start(game), game.history)
    return end


def deal_finished(game: Game) -> bool:
    """Has ``game``'s first deal (the class deal) ended?

    >>> import cardlab
    >>> deal_finished(cardlab.new_game("comrade", players=3, seed=1))
    False
    """
    return deal_end(game) is not None


def deal_record(game: Game) -> dict[str, Any]:
    """The record of ``game`` cut at the end of its first deal: what a student sends.

    Raises :class:`ClassError` ``class.record.unfinished`` while the deal goes on.

    >>> import cardlab
    >>> from cardlab.bots import bot_for
    >>> from cardlab.session import play_out
    >>> g = play_out(cardlab.new_game("skull_collector", seed=5),
    ...              {s: bot_for("skull_collector", seed=s) for s in range(3)})
    >>> len(deal_record(g)["actions"]), g.action_count
    (33, 60)
    """
    start = _at_start(game)
    end, _ = first_deal_end(start, game.history)
    if end is None:
        raise ClassError("class.record.unfinished", moves=game.action_count)
    return start.to_record()

