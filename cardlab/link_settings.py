"""What a page's link asks of its table: the settings a dashboard, class or shared-table
link carries (``?players=4&seed=7&lang=en&teacher=1``, ``?code=24AZMX``, ``?class=w3``,
``?table=t1&watch=1``), read and checked; every part that cannot be used is returned as
an event naming it and what the table did instead (the table's message line shows it).

>>> settings, unused = read_link("comrade", "players=9&seed=7&colour=red")
>>> settings["players"], settings["seed"], [e.key for e in unused]
(3, 7, ['ui.link.unknown', 'ui.link.players'])

A page that reads only some settings (a lesson page's table: ``reads=``) says the others:

>>> settings, unused = read_link("notice", "seed=7&players=5", reads=("seed", "delay"))
>>> settings["seed"], settings["players"], [e.text("en") for e in unused]
(7, 4, ['players=5: not a setting of this page (seed, delay)'])
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any
from urllib.parse import parse_qs

from cardlab import dealcode
from cardlab.core import GAMES, Event
from cardlab.i18n import LANGS

__all__ = ["LINK_SETTINGS", "ROOM_ENV", "ROOM_STUDENTS", "dashboard_settings", "in_room",
           "read_link", "room_allows"]

ROOM_ENV = "CARDLAB_ROOM"
"""Set to :data:`ROOM_STUDENTS` in the environment of the kernels of ``make class``'s
students' server (:mod:`cardlab.room`)."""
ROOM_STUDENTS = "students"


def in_room(env: dict[str, str] | None = None) -> bool:
    """Is this kernel one of the students' server's (``CARDLAB_ROOM=students``)?

    >>> in_room({"CARDLAB_ROOM": "students"}), in_room({})
    (True, False)
    """
    import os

    return (os.environ if env is None else env).get(ROOM_ENV) == ROOM_STUDENTS


def room_allows(settings: dict[str, Any]) -> bool:
    """May a page of the students' server open with these link settings? Only a class's
    or a shared table's link: a student plays their own seat there and nothing else (no
    free table with every hand shown, no deal of the student's choosing).

    >>> room_allows(read_link("notice", "class=w3")[0])
    True
    >>> room_allows(read_link("notice", "seed=7&teacher=1")[0])
    False
    """
    return "class" in settings or "table" in settings


def dashboard_settings(game: str, query: str = "", **defaults: Any) -> dict[str, Any]:
    """Settings for a dashboard from a URL query (``?players=4&seed=7&lang=en&teacher=1``).

    ``delay`` sets the bots' delay in seconds (0 to 3; ``bot_delay`` of the table);
    ``pause=click`` makes a finished trick wait for "continue" (``pause=hold``: it stays a
    few seconds, the default); ``coach=1`` turns the coach panel on and ``exam=1`` forbids
    it (the switch is greyed, with a tooltip saying why; ``exam`` wins over ``coach``).

    Voilà hands the page's query string to the kernel (``QUERY_STRING``), so a teacher
    can share a link that opens the same deal for the whole class. Values that are not
    allowed are not used (the default stays): a link never breaks the page, and
    :func:`read_link` says what was not used.

    >>> dashboard_settings("comrade", "players=5&seed=42&lang=en&teacher=1&delay=0")
    ... # doctest: +NORMALIZE_WHITESPACE
    {'players': 5, 'seed': 42, 'lang': 'en', 'teacher': True, 'bot_delay': 0.0,
     'trick_pause': 'hold', 'coach': False, 'exam': False, 'bots': 'standard'}
    >>> dashboard_settings("comrade", "?players=9&seed=-1&lang=fr&teacher=maybe&delay=nan")
    ... # doctest: +NORMALIZE_WHITESPACE
    {'players': 3, 'seed': None, 'lang': 'ja', 'teacher': False, 'bot_delay': 0.8,
     'trick_pause': 'hold', 'coach': False, 'exam': False, 'bots': 'standard'}
    >>> dashboard_settings("comrade", "pause=click")["trick_pause"]
    'click'
    """
    return read_link(game, query, **defaults)[0]


LINK_SETTINGS = ("code", "players", "seed", "lang", "teacher", "delay", "pause", "coach",
                 "exam", "bots", "class", "table", "watch")
_YES, _NO = ("1", "true", "yes", "on"), ("0", "false", "no", "off", "")


def _whole(text: str, digits: int) -> int | None:
    """``text`` as a whole number of at most ``digits`` ASCII digits, else ``None``
    (``"²"`` and ``"٣"`` are digits to ``str.isdigit``, but not numbers of a link).

    >>> _whole("12", 3), _whole("²", 3), _whole("1234", 3)
    (12, None, None)
    """
    if text.isascii() and text.isdigit() and len(text) <= digits:
        return int(text)
    return None


def _printable(text: str, limit: int = 40) -> str:
    """``text`` cut to ``limit`` characters, with what would break the message line (a
    newline, a control character) as ``?``.

    >>> _printable("a\\nb")
    'a?b'
    """
    return "".join(c if c.isprintable() else "?" for c in text[:limit])


def read_link(game: str, query: str = "", *, reads: Sequence[str] = (),
              **defaults: Any) -> tuple[dict[str, Any], list[Event]]:
    """The settings of :func:`dashboard_settings` and one event per part of the link that
    was not used (a value out of range, a name that is no setting), for the table to say.
    ``reads``: the settings this page reads, when not all of :data:`LINK_SETTINGS` (a
    lesson page's: see the module's example); another one is said, and changes nothing.

    >>> settings, unused = read_link("comrade", "players=9&seed=7&colour=red")
    >>> settings["players"], settings["seed"]
    (3, 7)
    >>> for event in unused:
    ...     print(event.text("en"))  # doctest: +NORMALIZE_WHITESPACE
    colour=red: not a setting of this page (code, players, seed, lang, teacher, delay, pause,
    coach, exam, bots, class, table, watch)
    players=9: this game is for 3, 4, 5 players, so the table has 3

    ``class=NAME`` opens the page as a student of that class (:mod:`cardlab.ui.classroom`):
    it is in the settings only when the link has it.

    >>> read_link("comrade", "class=week3")[0]["class"]
    'week3'

    ``table=NAME`` opens a shared table (:mod:`cardlab.ui.together`); with ``watch=1`` the
    teacher watches it, and then ``code=`` is the table's teacher code, not a deal code.

    >>> s = read_link("notice", "table=t1&watch=1&code=owl-42")[0]
    >>> s["table"], s["watch"], s["table_code"]
    ('t1', True, 'owl-42')
    """
    spec = GAMES[game]
    out: dict[str, Any] = {"players": spec.default_players, "seed": None, "lang": "ja",
                           "teacher": False, "bot_delay": 0.8, "trick_pause": "hold",
                           "coach": False, "exam": False, "bots": "standard", **defaults}
    unused: list[Event] = []

    def refuse(key: str, name: str, value: str, **more: Any) -> None:
        unused.append(Event(f"ui.link.{key}", {"name": _printable(name), "value": _printable(value),
                                               **more}))

    reads = tuple(reads) or LINK_SETTINGS
    q = {k: v[-1] for k, v in parse_qs(query.lstrip("?"), keep_blank_values=True).items()}
    for name in [n for n in q if n not in reads and n != "token" and not n.startswith("voila")]:
        refuse("unknown", name, q[name], settings=list(reads))
    q = {k: v for k, v in q.items() if k in reads}
    if "players" in q:
        if _whole(q["players"], 2) in spec.players:
            out["players"] = _whole(q["players"], 2)
        else:
            refuse("players", "players", q["players"], allowed=list(spec.players),
                   used=out["players"])
    if "seed" in q:
        seed = _whole(q["seed"], 16)
        if seed is not None and seed < 2**53:
            out["seed"] = seed
        else:
            refuse("seed", "seed", q["seed"])
    _read_places(game, q, out, unused)
    _read_table_settings(q, out, refuse)
    return out, unused


def _read_places(game: str, q: dict[str, str], out: dict[str, Any],
                 unused: list[Event]) -> None:
    """:func:`read_link`'s ``code``, ``class``, ``table`` and ``watch``; with ``table``,
    ``code`` is the shared table's teacher code (the watch page), not a deal code."""
    if "code" in q and "table" in q:
        out["table_code"] = q["code"]
    elif "code" in q:
        _read_code(game, q["code"], out, unused)
    if "class" in q:
        out["class"] = q["class"]
    if "table" in q:
        out["table"] = q["table"]
        out["watch"] = q.get("watch", "").lower() in _YES


def _read_table_settings(q: dict[str, str], out: dict[str, Any],
                         refuse: Callable[..., None]) -> None:
    """:func:`read_link`'s settings of the table itself: lang, teacher, delay, pause, bots
    (the bots' level), coach (``coach=1``: the coach panel on) and exam (``exam=1``: the
    coach is forbidden).

    ``bots=LEVEL`` sets how well the bots play (:data:`cardlab.bots.LEVELS`: beginner,
    standard, strong); another level is said, and the bots play at standard:

    >>> settings, unused = read_link("trumps", "bots=expert")
    >>> settings["bots"]
    'standard'
    >>> print(unused[0].text("en"))
    bots=expert: the bots play at beginner, standard or strong, so they play at standard
    >>> read_link("trumps", "bots=Beginner")[0]["bots"]
    'beginner'
    """
    if "lang" in q:
        if q["lang"] in LANGS:
            out["lang"] = q["lang"]
        else:
            refuse("lang", "lang", q["lang"], used=out["lang"])
    if "teacher" in q:
        if q["teacher"].lower() in _YES + _NO:
            out["teacher"] = q["teacher"].lower() in _YES
        else:
            refuse("teacher", "teacher", q["teacher"])
    if "delay" in q:
        try:
            delay = float(q["delay"])
        except ValueError:
            delay = -1.0
        if 0.0 <= delay <= 3.0:
            out["bot_delay"] = delay
        else:
            refuse("delay", "delay", q["delay"], used=out["bot_delay"])
    if "pause" in q:
        if q["pause"] in ("click", "hold"):
            out["trick_pause"] = q["pause"]
        else:
            refuse("pause", "pause", q["pause"])
    if "bots" in q:
        from cardlab.bots import level_of

        try:
            out["bots"] = level_of(q["bots"])
        except ValueError:
            refuse("bots", "bots", q["bots"], used=out["bots"])
    for name in ("coach", "exam"):  # the coach panel on; an exam forbids it
        if name in q:
            if q[name].lower() in _YES + _NO:
                out[name] = q[name].lower() in _YES
            else:
                refuse(name, name, q[name])


def _read_code(game: str, text: str, out: dict[str, Any], unused: list[Event]) -> None:
    """A link's ``code=``: its players and seed into ``out``, or why not into ``unused``."""
    try:
        coded, players, seed = dealcode.decode(text)
    except dealcode.CodeError as e:
        unused.append(Event(e.key, dict(e.values)))
        return
    value = _printable(text)
    if coded != game:
        unused.append(Event("ui.link.code_game", {"name": "code", "value": value}))
    elif players not in GAMES[game].players:
        unused.append(Event("ui.link.players", {"name": "code", "value": value,
                                                "allowed": list(GAMES[game].players),
                                                "used": out["players"]}))
    else:
        out["players"], out["seed"] = players, seed
