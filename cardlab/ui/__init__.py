"""The table widget (anywidget) and its controls (ipywidgets): play any cardlab game.

The one line a learner types::

    import cardlab
    cardlab.play("comrade", players=3, seed=None, lang="ja")

The public API (stable; the lessons and dashboards build on it):

``cardlab.play(game, players=None, seed=None, lang="ja", bot_delay=0.8, seat=0,
teacher=False, **options)`` → :class:`TableApp`
    A new game with the learner in ``seat`` and bots in every other seat, drawn by a
    :class:`Table` under its controls. ``options`` are the game's rule options.

``Table(game, seat=0, *, lang="ja", bot_delay=0.8, teacher=False, bots=None, auto=True,
four_colour=False, show_log=True)``
    The table alone, for a notebook that set up a position (``game`` is a
    :class:`~cardlab.core.Game`). ``bots`` are the bot seats (default: all but
    ``seat``); ``seat=None`` watches as a spectator.

    Bots act ``bot_delay`` seconds apart on the kernel's event loop (a finished trick
    stays 2.5 delays); with ``bot_delay=0``, or outside an event loop, they act at
    once, before the intent's handling returns. With several human seats (pass and
    play) the view follows the human seat to move.

    - ``.game`` the game shown (assigning a new game resets the table);
    - ``.act(text)`` plays for the viewer exactly as a click does (``True`` when the
      engine accepted it, else the reason is on ``.message["text"]``);
    - ``.step()`` one bot acts; ``.undo()`` takes back the last human action and the
      bot actions after it; ``.redo()``; ``.new_deal(seed=None, players=None)``;
      ``.set_seat_kind(seat, "human" | "bot")``; ``.run_bots()``;
    - reviewing (:mod:`cardlab.ui.review`): ``.save()`` gives the page the record as a
      file, ``.open_record(data)`` opens one (checked in full; a fault is one sentence on
      the message line and changes nothing), ``.review()`` steps through the game,
      ``.replay_to(k | "first" | "back" | "forward" | "last")``, ``.play_on()``,
      ``.leave_replay()``; ``.replaying``, ``.replay_step``, ``.shown_game()``;
    - settable: ``.lang`` (``"ja"``/``"en"``), ``.teacher``, ``.four_colour``,
      ``.seat``, ``.bot_delay`` (seconds), ``.auto`` (bots act by themselves);
    - ``view`` (the viewer's view, or the teacher's), ``actions`` (the viewer's legal
      actions with labels); synced to the page (read-only there): ``tree`` (the picture,
      :func:`cardlab.layout.build`, every text worded), ``log`` (event lines the viewer
      may see, in the current language), ``message`` (``{"text", "kind", "id"}``),
      ``deal_id``; ``tree`` and ``log`` cross as patches of what changed when that is
      cheaper (:mod:`cardlab.ui.delta`; ``tree["v"]`` counts the picture's versions).

``TableApp``: ``.table``, ``.game`` and the controls (``new_deal_button``,
``seed_box``, ``players_box``, ``seat_boxes``, ``step_button``, ``auto_button``,
``pause_button``, ``speed``, ``undo_button``, ``redo_button``, ``teacher_box``,
``colour_box``, ``lang_box``, ``save_button``, ``open_box``, ``review_button``,
``page_button``, ``coach_box``, ``coach_allowed_box``).

The coach (:mod:`cardlab.ui.coach`): ``table.coach = True`` shows what the viewer's seat
knows and, on its turn, each legal action's estimate (computed in the background,
cancelled when the position changes); ``table.coach_allowed = False`` forbids it (an
exam).

The page talks to Python only by the custom message ``{"act": "<action text>"}``. In the
page: every clickable legal action carries ``data-action``; the root ``.cardlab-table``
carries ``data-version`` (one more on every redraw); the outcome banner carries
``data-outcome`` (``win``, ``loss`` or ``over``) when the game has ended.

>>> import cardlab
>>> app = cardlab.play("comrade", players=3, seed=7, lang="en", bot_delay=0)
>>> app.table.act("take 4S"), app.game.to_move
(True, (0,))
>>> len(app.game.history)
3
"""

from __future__ import annotations

from typing import Any

from cardlab.core import new_game
from cardlab.ui.controls import TableApp
from cardlab.ui.quiz import Quiz, quiz
from cardlab.ui.table import Table

__all__ = ["Quiz", "Table", "TableApp", "dashboard", "play", "quiz", "wait_for_page"]


def play(
    game: str = "comrade",
    players: int | None = None,
    seed: int | None = None,
    lang: str = "ja",
    bot_delay: float = 0.8,
    seat: int = 0,
    teacher: bool = False,
    page: str = "",
    **options: Any,
) -> TableApp:
    """The whole table widget for ``game``: the learner in ``seat``, bots elsewhere;
    ``page`` is the dashboard page's path (see :class:`TableApp`)."""
    g = new_game(game, players=players, seed=seed, **options)
    table = Table(g, seat=seat, lang=lang, bot_delay=bot_delay, teacher=teacher)
    return TableApp(table, page=page)


def dashboard(game: str, query: str | None = None, page: str | None = None) -> Any:
    """The table of a Voilà dashboard for ``game``, set from the page's link.

    The link may carry ``?players=4&seed=7&lang=en&teacher=1&delay=0.5&pause=click`` (see
    :func:`cardlab.link_settings.dashboard_settings`); ``bots=beginner`` (or ``standard``,
    ``strong``) sets how well the bots play. ``coach=1`` opens it with the coach panel
    on (:mod:`cardlab.ui.coach`); ``exam=1`` forbids the coach for an exam: its switch is
    greyed with a tooltip saying why (a teacher can allow it again in teacher mode, behind
    "more": "coach allowed"; ``exam=1`` wins over ``coach=1``). Voilà hands it to the kernel as
    ``QUERY_STRING`` and the page's path as ``SCRIPT_NAME`` (under a Jupyter server the
    controls link the game's lesson from it). ``query`` and ``page`` override them. A part
    of the link that is not used (a value out of range, a misspelt name) is said on the
    table's message line, in the table's language. A link with ``?class=NAME`` opens the
    page as a student of that class (:class:`cardlab.ui.classroom.ClassSide`), one with
    ``?table=NAME`` sits at a shared table (``&watch=1&code=…``: the teacher watches it;
    :mod:`cardlab.ui.together`). On ``make class``'s students' server
    (:func:`cardlab.link_settings.in_room`) a link with neither is one sentence instead.
    """
    import os

    from cardlab.link_settings import in_room, read_link, room_allows

    text = os.environ.get("QUERY_STRING", "") if query is None else query
    s, unused = read_link(game, text)
    if in_room() and not room_allows(s):
        return room_refusal(s["lang"])
    where = os.environ.get("SCRIPT_NAME", "") if page is None else page
    if "table" in s:  # a shared table (cardlab.ui.together)
        from cardlab.ui.together import together_side

        return together_side(game, s)
    if "class" in s:
        from cardlab.ui.classroom import class_side

        return class_side(game, s, where, text)
    app = play(game, players=s["players"], seed=s["seed"], lang=s["lang"],
               teacher=s["teacher"], bot_delay=s["bot_delay"], page=where)
    app.table.trick_pause = s["trick_pause"]
    app.table.coach_allowed = not s["exam"]
    app.table.coach = s["coach"] and not s["exam"]
    app.set_bot_level(s["bots"])  # cardlab.bots.LEVELS; an unknown level is said below
    if unused:  # said on the table, so a teacher sees why the deal is not the one linked
        app.table.notice("ui.link.unused", reasons=unused)
    return app


def room_refusal(lang: str) -> Any:
    """The page a student gets on the students' server for a link that is not a class's
    or a table's: one sentence, in ``lang`` and then the other language.

    >>> "class" in room_refusal("en").value
    True
    """
    import html

    import ipywidgets as W

    from cardlab.i18n import in_both

    return W.HTML("".join(f'<p class="cardlab-room-only" lang="{x}">{html.escape(text)}</p>'
                          for x, text in in_both("room.only_links", lang)))


def wait_for_page() -> None:
    """In a preheated Voilà kernel, wait here for the page's request (elsewhere: return).

    Standalone Voilà runs a dashboard's cells ahead of time up to this call
    (``jupyter/config/voila.json``), so the page only waits for what follows. Only a
    preheated kernel (Voilà sets ``VOILA_PREHEAT=True`` in its environment) waits, and it
    does so without importing Voilà (:mod:`cardlab.ui.preheat`: ``voila.utils`` pulls in
    the Jupyter server, a second of CPU that every preheated kernel paid for).
    """
    from cardlab.ui.preheat import wait_for_page as wait

    wait()
