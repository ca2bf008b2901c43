"""Records replayed: a record's shape checked once (:func:`check_record_head`), then its
game dealt and its actions played again (:func:`replay_record`, :func:`from_record`).

>>> import cardlab
>>> g = cardlab.new_game("comrade", players=3, seed=7); _ = g.play("take 4S")
>>> from_record(g.to_record()) == g
True
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator, Mapping
from typing import Any

from cardlab.core.actions import Action
from cardlab.core.game import RECORD_FORMAT, RECORD_VERSION, Game
from cardlab.errors import (
    IllegalActionError,
    InvalidActionError,
    RecordError,
    SetupError,
    brief,
)
from cardlab.i18n import LANGS
from cardlab.registry import GAMES

__all__ = ["RECORD_PARTS", "check_record_head", "from_record", "replay_record"]


def from_record(record: Mapping[str, Any], game: str | None = None) -> Game:
    """Rebuild a game from :meth:`Game.to_record`, replaying every action; ``game``: the
    name of the game it must be.

    A damaged or foreign record raises :class:`RecordError` with one sentence in either
    language (:func:`check_record_head`; a move the rules refuse is named by its number,
    its seat and why); no half-built game escapes.

    >>> import cardlab
    >>> g = cardlab.new_game("comrade", players=3, seed=7); _ = g.play("take 4S")
    >>> from_record(g.to_record()) == g
    True
    >>> from_record({**g.to_record(), "actions": [[0, "take 4S"], [1, "take 4S"]]})
    Traceback (most recent call last):
    ...
    cardlab.errors.RecordError: Move 2 of the record (seat 1: take the bid card ♠4) breaks
    the rules: ♠4 was already taken by seat 0.
    """
    return deque(replay_record(record, game), maxlen=1)[0]  # the game after the last action


def replay_record(record: Mapping[str, Any], game: str | None = None) -> Iterator[Game]:
    """Step through a record: yield the game as dealt, then after each action, checked
    as :func:`from_record` checks it (a damaged record raises :class:`RecordError` at the
    step where it goes wrong; whether the decks match the deals made is known only after
    the last action). It is one game, changed in place: copy a step to keep it.

    >>> import cardlab
    >>> g = cardlab.new_game("comrade", players=3, seed=7)
    >>> for a in ("take 4S", "take 4C"): _ = g.play(a)
    >>> [len(step.history) for step in replay_record(g.to_record())]
    [0, 1, 2]
    """
    spec = check_record_head(record, game)
    played = _record_start(spec, record)
    yield played
    for i, (seat, text) in enumerate(record["actions"]):
        try:
            played.play(text, seat)
        except (IllegalActionError, InvalidActionError) as e:
            raise _action_fault(spec, i + 1, seat, text, e) from e
        except (SetupError, ValueError, TypeError, KeyError) as e:
            raise RecordError("record.damaged") from e
        yield played
    if [[c.text for c in d] for d in played._decks_used] != record["decks"]:
        raise RecordError("record.damaged")


RECORD_PARTS = ("game", "players", "seed", "dealer", "options", "decks", "actions")
"""The parts every record has (:meth:`Game.to_record`)."""


def check_record_head(record: Any, game: str | None = None) -> Any:
    """The one check of a record's shape (a cardlab record of this version with every
    part, of a known game and, with ``game``, of that one; players that game allows;
    options it has, with values it allows; decks of card texts; ``[seat, text]``
    actions), each fault refused by :class:`RecordError` in its own sentence. Returns the
    game's kit (:class:`cardlab.kit.GameKit`); :func:`from_record` replays the rest.

    >>> import cardlab
    >>> rec = cardlab.new_game("comrade", seed=7).to_record()
    >>> check_record_head(rec).name
    'comrade'
    >>> try:
    ...     check_record_head({**rec, "players": 9}, "comrade")
    ... except RecordError as e:
    ...     print(e.text("en")); print(e.text("ja"))
    This record has 9 players, but Comrade is played by 3 / 4 / 5.
    この記録のプレイヤーは9人ですが、カムレッドは3 / 4 / 5人で遊びます。
    """
    if not isinstance(record, Mapping) or record.get("format") != RECORD_FORMAT:
        raise RecordError("record.bad.shape")
    if record.get("version") != RECORD_VERSION:
        raise RecordError("record.bad.version", version=brief(record.get("version"), 20))
    missing = [k for k in RECORD_PARTS if k not in record]
    if missing:
        raise RecordError("record.bad.missing", parts=", ".join(missing))
    name = record["game"]
    if not isinstance(name, str) or name not in GAMES:
        raise RecordError("record.bad.game", name=brief(name, 30))
    spec = GAMES[name]
    if game is not None and game != name:
        other = GAMES[game].title if game in GAMES else {"en": game, "ja": game}
        raise RecordError("record.other_game", other=dict(spec.title), game=dict(other))
    players = record["players"]
    if isinstance(players, bool) or players not in spec.players:
        raise RecordError("record.bad.players", players=brief(players, 12),
                          game=dict(spec.title), allowed=" / ".join(map(str, spec.players)))
    _check_record_options(spec, record["options"])
    decks, actions = record["decks"], record["actions"]
    if not isinstance(decks, list) or not all(
        isinstance(d, list) and all(isinstance(c, str) for c in d) for d in decks
    ):
        raise RecordError("record.bad.decks")
    if not isinstance(actions, list) or not all(
        isinstance(a, list | tuple) and len(a) == 2 and type(a[0]) is int and isinstance(a[1], str)
        for a in actions
    ):  # a seat is named: null would be read as "the seat to move"
        raise RecordError("record.bad.actions")
    return spec


def _check_record_options(spec: Any, options: Any) -> None:
    """A record's options: a dict of options the game has, each with a value it allows."""
    if not isinstance(options, Mapping):
        raise RecordError("record.damaged")
    for key, value in options.items():
        option = spec.options.get(key) if isinstance(key, str) else None
        if option is None:
            raise RecordError("record.bad.option", name=brief(key, 30), game=dict(spec.title))
        try:
            option.validate(key, option.from_json(value) if option.from_json else value)
        except (SetupError, ValueError, TypeError):
            raise RecordError("record.bad.option_value", name=key, value=brief(value, 20),
                              game=dict(spec.title)) from None


def _record_start(spec: Any, record: Mapping[str, Any]) -> Game:
    """The game of a record whose head is checked, as dealt (no action played)."""
    try:
        opts = {}
        for k, v in record["options"].items():
            o = spec.options[k]
            opts[k] = o.from_json(v) if o.from_json else v
        game = spec.cls.__new__(spec.cls)
        game._configure(record["players"], record["seed"], record["dealer"], opts,
                        record["decks"])
        game._restart()
    except (SetupError, ValueError, TypeError, KeyError) as e:
        raise RecordError("record.damaged") from e
    return game


def _action_fault(spec: Any, step: int, seat: int, text: str,
                  error: IllegalActionError | InvalidActionError) -> RecordError:
    """The sentence for a move the replay refused: its number, its seat, why."""
    if isinstance(error, InvalidActionError):
        return RecordError("record.bad.unreadable", step=step, text=brief(text, 24),
                           game=dict(spec.title))
    action = error.action
    words = {lang: action.text(lang) if isinstance(action, Action) else brief(text, 24)
             for lang in LANGS}
    why = {lang: error.text(lang).strip().rstrip(".。") for lang in LANGS}
    return RecordError("record.bad.action", step=step, seat=seat, action=words, reason=why)
