"""The student's side of a class: a game dashboard opened with ``?class=NAME``.

The page asks for a name (or takes ``JUPYTERHUB_USER`` on a JupyterHub), then deals the
class's deals in order (:meth:`cardlab.classroom.ClassStore.next_deal`), the student in
seat 0 and bots elsewhere, with the game, players, options and bots' level of the class whatever the
link's other settings say. When the class deal ends (the game ends, or in a game of
several deals its first deal does) its result goes to the store, and only then the
class's results of that deal appear, with "next deal"; after the last deal, "all deals
done". What could play another deal (new deal, the seed box, the players, opening a
file, the seats) or show the bots' hands (teacher mode) is not shown, and the record is
compared with the class's deal before it is sent (the store checks it in full too). Every
refusal is one sentence in the page's language, and nothing is written.

>>> import tempfile, pathlib
>>> from cardlab.classroom import ClassStore
>>> store = ClassStore(pathlib.Path(tempfile.mkdtemp()) / "c.sqlite")
>>> _ = store.create("w3", "comrade", players=3, seeds=[7])
>>> side = ClassSide("w3", "comrade", lang="en", bot_delay=0, store=store)
>>> side.name_box.value = "Ann"
>>> side.join(), side.deal
(True, 0)
>>> while side.app.table.actions and side.result is None:
...     _ = side.app.table.act(side.app.table.actions[0]["act"])
>>> side.result.student, side.results_box.value.count("Ann")
('Ann', 1)
"""

from __future__ import annotations

import html
import os
import time
import warnings
from collections.abc import Callable
from typing import Any

import ipywidgets as W

from cardlab.core import Game
from cardlab.i18n import LANGS, t
from cardlab.registry import title as game_title
from cardlab.ui.classboard import board_rows, outcome_word, results_html
from cardlab.ui.table import hide_when_empty, message_line, shielded

__all__ = ["ClassSide", "class_side", "dashboard_link"]

# the student page's heading: its title and line side by side, low, so that the table
# under them fits a 1280 x 800 screen
HEAD_STYLE = "display:inline;margin:0 14px 0 0;font-size:1.2em"
LINE_STYLE = "display:inline-block;margin:2px 0 6px"
HIDDEN = ("new_deal_button", "seed_box", "players_box", "open_box", "seats_row", "teacher_box")
STYLE = (
    "<style>.cardlab-class-results .cb-results{border-collapse:collapse;margin:4px 0}"
    ".cardlab-class-results th,.cardlab-class-results td{border-bottom:1px solid #ddd;"
    "padding:3px 9px;text-align:left}.cardlab-class-results th{background:#f1f3f4}"
    ".cardlab-class-results tr.cb-mine{background:#fef7e0}"
    ".cardlab-class-results td[data-outcome=win]{color:#1e8e3e;font-weight:600}"
    ".cardlab-class-results td[data-outcome=loss]{color:#d93025;font-weight:600}</style>"
)


def dashboard_link(page: str, game: str, query: str) -> str:
    """The dashboard of ``game`` beside the page ``page``, with the same link settings.

    >>> dashboard_link("/voila/render/dashboards/notice.ipynb", "comrade", "class=w3&lang=en")
    '/voila/render/dashboards/comrade.ipynb?class=w3&lang=en'
    >>> dashboard_link("", "comrade", "class=w3")
    'dashboards/comrade.ipynb?class=w3'
    """
    head, sep, _ = page.rpartition("/")
    path = f"{head}{sep}{game}.ipynb" if page.endswith(".ipynb") else f"dashboards/{game}.ipynb"
    query = query.lstrip("?")
    return f"{path}?{query}" if query else path


class ClassSide(W.VBox):
    """A game dashboard's page in class mode (see the module's docstring).

    ``ClassSide(class_name, game, lang="ja", bot_delay=0.8, page="", query="",
    trick_pause="hold", store=None, user=None)``: ``game`` is the dashboard's game,
    ``page``/``query`` the page's path and link (for the right dashboard's link when the
    class plays another game), ``user`` the name to join with at once (default:
    ``$JUPYTERHUB_USER``). ``.app`` is the :class:`~cardlab.ui.TableApp` of the deal
    being played, ``.deal`` its index, ``.result`` the last result sent.
    """

    def __init__(self, class_name: str, game: str, *, lang: str = "ja", bot_delay: float = 0.8,
                 page: str = "", query: str = "", trick_pause: str = "hold",
                 store: Any = None, user: str | None = None) -> None:
        self.class_name, self.game_name = class_name, game
        self.lang = lang if lang in LANGS else "ja"
        self.bot_delay, self.page, self.query = bot_delay, page, query
        self.trick_pause = trick_pause
        self.store, self.info = store, None
        self.student: str | None = None
        self.deal: int | None = None
        self.app: Any = None
        self.result: Any = None
        self._playing = False  # a class deal is on the table, not sent yet
        self._started = 0.0
        self.heading = W.HTML()
        self.name_box = W.Text(layout=W.Layout(width="16em"))
        self.name_box.add_class("cb-student-name")
        with warnings.catch_warnings():  # Enter in the box joins, as "join" does (ipywidgets
            warnings.simplefilter("ignore", DeprecationWarning)  # 8 still sends "submit")
            self.name_box.on_submit(self._safe(lambda _box: self.join()))
        self.join_button = W.Button(layout=W.Layout(width="auto"))
        self.join_button.add_class("cb-join")
        self.join_button.on_click(self._safe(lambda _b: self.join()))
        self.join_row = W.HBox([self.name_box, self.join_button])
        self.message = W.HTML()
        self.table_box = W.VBox([])
        self.results_box = W.HTML()
        self.results_box.add_class("cardlab-class-results")
        for box in (self.message, self.results_box):  # an empty line takes no room
            box.observe(hide_when_empty, names="value")
            hide_when_empty({"owner": box, "new": box.value})
        self.next_button = W.Button(button_style="primary",
                                    layout=W.Layout(width="fit-content", display="none"))
        self.next_button.add_class("cb-next")
        self.next_button.on_click(self._safe(lambda _b: self.next()))
        super().__init__([self.heading, self.join_row, self.message, self.results_box,
                          self.next_button, self.table_box])  # the results above the table
        self.add_class("cardlab-class-side")
        self._open(os.environ.get("JUPYTERHUB_USER", "") if user is None else user)

    # ----------------------------------------------------------------- steps

    def _open(self, user: str) -> None:
        """Find the class; a fault is one sentence and hides the name row."""
        self._relabel()
        if not self._safe(self._check_class)():
            self.join_row.layout.display = "none"
            return
        self._relabel()
        if user:
            self.name_box.value = user
            self.join()

    def _check_class(self) -> bool:
        from cardlab.classroom import ClassStore

        if self.store is None:
            self.store = ClassStore()
        info = self.store.get(self.class_name)
        if info.game != self.game_name:
            link = dashboard_link(self.page, info.game, self.query)
            text = html.escape(t("classboard.wrong_game", self.lang, cls=info.name,
                                 game=game_title(info.game, self.lang), link="\x00"))
            anchor = (f'<a href="{html.escape(link)}" style="color:#0b57d0;'
                      f'text-decoration:underline">{html.escape(link)}</a>')
            self.heading.value = ""  # this page's game is not the class's: no title to show
            self.message.value = message_line(text.replace("\x00", anchor), "error", escaped=True)
            return False
        if info.closed:
            return self._say(t("classboard.closed", self.lang, cls=info.name), "error")
        self.info = info
        return True

    def join(self) -> bool:
        """Join as the name typed (the store checks it) and deal the next class deal."""
        if self.info is None or self.student is not None:
            return False
        name = self.name_box.value.strip()
        deal = self.store.next_deal(self.class_name, name)  # a bad name raises ClassError
        self.student = name
        self.join_row.layout.display = "none"
        self._say("")
        return self._deal(deal)

    def next(self) -> bool:
        """Deal the class's next deal for this student (after one was sent)."""
        if self.student is None or self._playing:
            return False
        return self._deal(self.store.next_deal(self.class_name, self.student))

    def _deal(self, deal: int | None) -> bool:
        """Show class deal ``deal`` on the table (``None``: every deal is done)."""
        self.next_button.layout.display = "none"
        self.results_box.value = ""
        if deal is None:
            self.deal, self._playing = None, False
            self.table_box.children = []
            self._relabel()
            return self._say(t("classboard.all_done", self.lang))
        game = self.store.deal_game(self.class_name, deal)
        level = self.store.get(self.class_name).level  # the class fixes its bots' level
        self.deal, self.result = deal, None
        self._playing = True
        self._started = time.monotonic()
        self._relabel()
        self._say("")
        if self.app is None:
            self._new_app(game, level)
        else:
            self.app.set_bot_level(level)
            self.app.table.auto = True
            self.app.table.game = game
            self.app._build_seats()
        self._hide_controls()
        self._check_end()
        return True

    def _new_app(self, game: Game, level: str) -> None:
        """The table of the class's deal ``game``, its bots at the class's ``level`` from
        their first move."""
        from cardlab.ui.controls import TableApp
        from cardlab.ui.table import Table

        table = Table(game, seat=0, lang=self.lang, bot_delay=self.bot_delay, auto=False)
        table.set_bot_level(level)
        table.trick_pause = self.trick_pause
        self.app = TableApp(table, page=self.page)
        table.auto = True
        self.table_box.children = [self.app]
        table.observe(self._safe(lambda _c: self._check_end()), names="tree_json")
        table.observe(self._safe(self._on_lang), names="lang")

    def _hide_controls(self) -> None:
        """Nothing on the page may deal another deal than the class's."""
        self.app.table.next_step = None  # "new deal" is hidden: the prompt offers "review"
        self.app.hide(HIDDEN)  # those behind "more" when the learner opens it

    def _check_end(self) -> None:
        """Once the class deal is over, send it (once) and show the class's results."""
        from cardlab.classroom import deal_finished, deal_record

        if not self._playing or self.app is None or self.app.table.replaying:
            return
        game = self.app.table.game
        if not deal_finished(game):
            return
        self._playing = False
        seconds = round(time.monotonic() - self._started, 1)
        self.app.table.auto = False  # in a game of several deals, the bots stop here
        record = deal_record(game)
        if not self._is_class_deal(record):
            self._say(t("classboard.other_deal", self.lang, deal=(self.deal or 0) + 1), "error")
            return
        try:
            self.result = self.store.submit(self.class_name, self.student, self.deal, record,
                                            seconds=seconds)
        except Exception as e:
            self._fail(e)
            return
        self._show_results()

    def _is_class_deal(self, record: dict[str, Any]) -> bool:
        """Is ``record`` the class's deal (the same game, players, options, seed and
        cards)? The store checks this too, and replays it in full."""
        if self.deal is None:
            return False
        start = self.store.deal_game(self.class_name, self.deal).to_record()
        decks = record.get("decks")
        return (all(record.get(k) == v for k, v in start.items() if k not in ("actions", "decks"))
                and isinstance(decks, list) and decks[:1] == start["decks"][:1])

    def _show_results(self) -> None:
        """The result sent, the class's results of this deal, and "next deal"."""
        r, lang = self.result, self.lang
        outcome = outcome_word(r.outcome, lang)
        if r.score is None:
            self._say(t("classboard.sent_noscore", lang, deal=r.deal + 1, outcome=outcome))
        else:
            self._say(t("classboard.sent", lang, deal=r.deal + 1, outcome=outcome,
                        score=f"{r.score:g}"))
        rows = board_rows(self.store.results(self.class_name, deal=r.deal), lang)
        title = html.escape(t("classboard.results.title", lang, deal=r.deal + 1))
        self.results_box.value = (f'{STYLE}<h3 class="cb-results-title" style="{LINE_STYLE}">'
                                  f"{title}</h3>"
                                  f"{results_html(rows, lang, me=self.student)}")
        more = self.store.next_deal(self.class_name, self.student) is not None
        self.next_button.layout.display = "" if more else "none"
        if not more:
            self.results_box.value += message_line(t("classboard.all_done", lang), "info")

    # ----------------------------------------------------------------- words

    def _relabel(self) -> None:
        lang = self.lang
        title = t("classboard.join.title", lang, cls=self.class_name,
                  game=game_title(self.game_name, lang))
        head = (f'<h2 class="cb-side-title" style="{HEAD_STYLE}">'  # low: the table fits below
                f'{html.escape(title)}</h2>')
        if self.info is not None and self.student is None:
            head += (f'<p style="{LINE_STYLE}">'
                     f"{html.escape(t('classboard.join.prompt', lang))}</p>")
        elif self.info is not None and self.deal is not None:
            said = (t("classboard.join.as", lang, student=self.student),
                    t("classboard.deal.head", lang, deal=self.deal + 1, deals=self.info.deals))
            joined = ("" if lang == "ja" else " ").join(said)
            head += f'<p style="{LINE_STYLE}">{html.escape(joined)}</p>'
        self.heading.value = head
        self.name_box.placeholder = t("classboard.join.placeholder", lang)
        self.join_button.description = t("classboard.join.button", lang)
        self.next_button.description = t("classboard.next", lang)

    def _on_lang(self, change: dict[str, Any]) -> None:
        self.lang = change["new"]
        self._relabel()
        if self.result is not None and not self._playing and self.deal == self.result.deal:
            self._show_results()

    def _say(self, text: str, kind: str = "info") -> bool:
        self.message.value = message_line(text, kind) if text else ""
        return kind != "error"

    def _fail(self, e: BaseException) -> bool:
        from cardlab.db import StoreError

        if isinstance(e, StoreError):
            return self._say(e.text(self.lang), "error")
        return self._say(t("classboard.error", self.lang, error=f"{type(e).__name__}: {e}"[:200]),
                         "error")

    def _safe(self, fn: Callable[..., Any]) -> Callable[..., Any]:
        return shielded(fn, self._fail)


def class_side(game: str, settings: dict[str, Any], page: str, query: str) -> ClassSide:
    """The page of ``game``'s dashboard opened with ``?class=``: ``settings`` are those
    :func:`cardlab.link_settings.read_link` read from the link (its ``class``, ``lang``,
    ``bot_delay`` and ``trick_pause`` are used; the class sets the game and the deal)."""
    return ClassSide(settings["class"], game, lang=settings["lang"],
                     bot_delay=settings["bot_delay"], page=page, query=query,
                     trick_pause=settings["trick_pause"])
