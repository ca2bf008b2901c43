"""The Game contract shared by every cardlab game, the registry, events and records.

A game is an object that changes by :meth:`Game.play` and goes back by
:meth:`Game.undo`. It never hands out its full state: :meth:`Game.view` builds what
one seat may know (or a spectator, or a teacher with ``reveal=True``), in one JSON shape
for every game, so one table widget and every bot read all games the same way.

>>> import cardlab
>>> g = cardlab.new_game("comrade", players=3, seed=7)
>>> g.phase, g.to_move
('bid', (0,))
>>> events = g.play("pass")
>>> g.history[-1]
HistoryEntry(seat=0, action=Pass())
>>> g.undo()
HistoryEntry(seat=0, action=Pass())
>>> g == cardlab.from_record(g.to_record())
True

How a game is written (see ``cardlab/games/comrade/rules.py`` for a whole one): declare each
action class once (its ``word``, its ``parse`` and its ``hook``; :class:`PlayCard`,
:class:`Pass`, :class:`Draw`, :class:`NumberAction` and :class:`CardAction` cover most),
subclass :class:`Game`, set the class facts (``name``, ``title``, ``players_allowed``,
``cooperative``, ``simultaneous``, ``options_spec``…) and ``PHASES``, the actions each
phase allows, in play order (``phases`` is derived from it). :class:`Game` reads text
(:meth:`Game.parse_action`, which bots use too), checks the phase and dispatches; the
game implements ``_setup`` (the game's first state, then ``_start_deal``), ``_start_deal``
(deal; :meth:`Game._enter` its first phase and set ``_to_move``), ``_legal``,
``_wrong_phase`` (why an action is not for this phase), ``_<hook>_reason`` and
``_<hook>`` per action, ``_end_deal`` (score the deal, then the next one or the end),
``_seat_view`` and ``_table_view``. Every change of phase goes through
:meth:`Game._enter`. The game's package registers it with its kit (:mod:`cardlab.kit`).
Randomness comes only from :meth:`Game.rng`; every deck is taken through
:meth:`Game._next_deck`, so records replay exactly.
"""

from __future__ import annotations

from cardlab.core.actions import (
    MAX_ACTION_TEXT,
    Action,
    CardAction,
    Draw,
    HistoryEntry,
    NumberAction,
    Pass,
    PlayCard,
)
from cardlab.core.game import RECORD_FORMAT, RECORD_VERSION, Game, new_game
from cardlab.core.options import Option, boolean, choice, int_range
from cardlab.core.replay import RECORD_PARTS, check_record_head, from_record, replay_record
from cardlab.core.state import (
    SHAPES,
    freeze,
    freeze_groups,
    freeze_item_rows,
    freeze_items,
    freeze_rows,
    same,
)
from cardlab.messages import Event, Outcome  # (Event and Outcome live in the leaf module)
from cardlab.registry import GAMES

__all__ = [
    "GAMES",
    "MAX_ACTION_TEXT",
    "RECORD_FORMAT",
    "RECORD_PARTS",
    "RECORD_VERSION",
    "SHAPES",
    "Action",
    "CardAction",
    "Draw",
    "Event",
    "Game",
    "HistoryEntry",
    "NumberAction",
    "Option",
    "Outcome",
    "Pass",
    "PlayCard",
    "boolean",
    "check_record_head",
    "choice",
    "freeze",
    "freeze_groups",
    "freeze_item_rows",
    "freeze_items",
    "freeze_rows",
    "from_record",
    "int_range",
    "new_game",
    "replay_record",
    "same",
]
