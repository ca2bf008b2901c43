"""The teacher's class board: create a class, give out its link, watch the results arrive.

``notebooks/dashboards/class.ipynb`` shows :func:`class_board`. The board is plain
Python over the class store (:mod:`cardlab.classroom`) and a few widgets:

- :func:`board_rows` turns results into the rows of the results table (sorted by deal,
  then best score first); :func:`deal_chart` counts the outcomes of every deal;
  :func:`board_html` and :func:`results_html` print them as HTML in which every text a
  student typed is escaped (a name like ``<img src=x onerror=…>`` shows as those
  characters). The student's side (:mod:`cardlab.ui.classroom`) prints its results
  with the same function.
- :class:`BoardView` (an anywidget, ``widgets/classboard.js``) shows that HTML, builds
  the link students open from the page's own address, copies it, and sends back which
  result to open; :class:`TeacherBoard` is the whole page. It asks the store for its
  revision about once a second on the kernel's event loop and redraws only when it grew.

>>> from cardlab.classroom import Result
>>> r = Result("c", "<b>Ann</b>", 0, 7, "win", 3.0, 12, 95.0, "2026-11-24T01:02:03+00:00", {})
>>> rows = board_rows([r], lang="en")
>>> rows[0]["name"], rows[0]["deal"], rows[0]["outcome"], rows[0]["seconds"]
('<b>Ann</b>', 1, 'won', '1:35')
>>> "&lt;b&gt;Ann&lt;/b&gt;" in results_html(rows, "en"), "<b>Ann" in results_html(rows, "en")
(True, False)
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime as _dt
import functools
import html
import os
import re
from collections.abc import Callable, Iterable, Sequence
from typing import Any
from urllib.parse import parse_qs, quote

import anywidget
import ipywidgets as W
import traitlets as T

from cardlab.assets import asset, module
from cardlab.bots import LEVELS
from cardlab.classroom.store import topic
from cardlab.core import GAMES
from cardlab.i18n import LANGS, catalogue, t
from cardlab.links import shared_path
from cardlab.registry import seat_choice
from cardlab.registry import title as game_title
from cardlab.ui.table import message_line, shielded
from cardlab.ui.wakeup import Wakeup, every, is_trouble

__all__ = [
    "BoardView",
    "TeacherBoard",
    "board_html",
    "board_rows",
    "class_board",
    "class_link",
    "deal_chart",
    "message_line",
    "outcome_word",
    "results_html",
]

POLL_SECONDS = 1.0
"""How often the board asks for new results on a database without wake-ups (SQLite)."""
WAKE_POLL_SECONDS = 5.0
"""How often it asks as well when each result wakes it (PostgreSQL's ``NOTIFY``)."""
COLOURS = {"win": "#1e8e3e", "tie": "#f9ab00", "loss": "#d93025"}
OTHER_COLOUR = "#5f6bd4"


# --------------------------------------------------------------------------- words


def outcome_word(outcome: str, lang: str = "en") -> str:
    """The words for a result's outcome (the store's catalogue has them; an outcome it
    does not know is shown as it is).

    >>> outcome_word("win"), outcome_word("loss", "ja"), outcome_word("odd")
    ('won', '負け', 'odd')
    """
    for key in (f"class.outcome.{outcome}", f"classboard.outcome.{outcome}"):
        if key in _messages():
            return t(key, lang)
    return str(outcome)


@functools.cache
def _messages() -> frozenset[str]:
    return frozenset(catalogue())


def _clock(seconds: float | None) -> str:
    """``95.0`` → ``"1:35"``; ``None`` → ``"–"``.

    >>> _clock(95.0), _clock(3725), _clock(None)
    ('1:35', '1:02:05', '–')
    """
    if seconds is None:
        return "–"
    s = round(float(seconds))
    h, m = divmod(s // 60, 60)
    return f"{h}:{m:02d}:{s % 60:02d}" if h else f"{m}:{s % 60:02d}"


def _local_time(stamp: str) -> str:
    """An ISO time (UTC) as the kernel's local clock time ``HH:MM:SS``."""
    try:
        when = _dt.datetime.fromisoformat(stamp)
    except (TypeError, ValueError):
        return str(stamp)
    return when.astimezone().strftime("%H:%M:%S")


def _number(x: float | None) -> str:
    """``3.0`` → ``"3"``, ``2.5`` → ``"2.5"``, ``None`` → ``"–"``."""
    if x is None:
        return "–"
    return str(int(x)) if float(x).is_integer() else f"{x:.1f}"


# --------------------------------------------------------------------------- rows


def board_rows(results: Sequence[Any], lang: str = "en") -> list[dict[str, Any]]:
    """One row per result: ``id`` (its index in ``results``, for "open"), ``name``,
    ``deal`` (counted from 1), ``outcome`` (``key`` and worded), ``score``, ``moves``,
    ``seconds`` and ``time`` — sorted by deal, then best score, then who sent first.

    >>> from cardlab.classroom import Result
    >>> rs = [Result("c", n, d, 7, o, s, 10, None, f"2026-11-24T01:00:0{i}+00:00", {})
    ...       for i, (n, d, o, s) in enumerate([("A", 1, "loss", 1.0), ("B", 0, "loss", 2.0),
    ...                                         ("C", 0, "win", 5.0)])]
    >>> [(r["name"], r["deal"], r["outcome"]) for r in board_rows(rs)]
    [('C', 1, 'won'), ('B', 1, 'lost'), ('A', 2, 'lost')]
    """
    order = sorted(range(len(results)), key=lambda i: (
        results[i].deal, -(results[i].score if results[i].score is not None else -1e18),
        results[i].time, i))
    return [{"id": i, "name": r.student, "deal": r.deal + 1, "key": r.outcome,
             "outcome": outcome_word(r.outcome, lang), "score": _number(r.score),
             "moves": r.moves, "seconds": _clock(r.seconds), "time": _local_time(r.time)}
            for i in order for r in [results[i]]]


def deal_chart(results: Iterable[Any], seeds: Sequence[int]) -> list[dict[str, Any]]:
    """Per deal of the class: ``deal`` (from 1), ``seed``, ``count``, ``outcomes`` (outcome
    → how many, most common first) and the scores' ``low``, ``high`` and ``mean``
    (``None`` when nobody has finished it).

    >>> from cardlab.classroom import Result
    >>> rs = [Result("c", n, 0, 7, o, s, 10, None, "", {})
    ...       for n, o, s in [("A", "win", 4.0), ("B", "loss", 1.0), ("C", "win", 4.0)]]
    >>> chart = deal_chart(rs, [7, 8])
    >>> chart[0]["outcomes"], chart[0]["mean"], chart[1]["count"]
    ({'win': 2, 'loss': 1}, 3.0, 0)
    """
    per: list[list[Any]] = [[] for _ in seeds]
    for r in results:
        if 0 <= r.deal < len(per):
            per[r.deal].append(r)
    chart = []
    for d, rs in enumerate(per):
        counts: dict[str, int] = {}
        for r in rs:
            counts[r.outcome] = counts.get(r.outcome, 0) + 1
        scores = [float(r.score) for r in rs if r.score is not None]
        chart.append({
            "deal": d + 1, "seed": seeds[d], "count": len(rs),
            "outcomes": dict(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))),
            "low": min(scores) if scores else None, "high": max(scores) if scores else None,
            "mean": round(sum(scores) / len(scores), 1) if scores else None})
    return chart


# --------------------------------------------------------------------------- HTML

COLUMNS = ("name", "deal", "outcome", "score", "moves", "seconds", "time")
NUMERIC = {"deal", "score", "moves", "seconds"}


def results_html(rows: Sequence[dict[str, Any]], lang: str = "en", *, me: str | None = None,
                 replay: bool = False) -> str:
    """The results table as HTML: every value escaped; the row of student ``me`` marked;
    with ``replay=True`` a button per row carrying ``data-open="<id>"``.

    >>> text = results_html([{"id": 0, "name": "<i>x", "deal": 1, "key": "win",
    ...     "outcome": "won", "score": "3", "moves": 9, "seconds": "0:40", "time": "01:02:03"}],
    ...     "en", replay=True)
    >>> "&lt;i&gt;x" in text, 'data-open="0"' in text, "<i>" in text
    (True, True, False)
    """
    e = html.escape
    head = "".join(f'<th class="cb-{c}">{e(t(f"classboard.col.{c}", lang))}</th>' for c in COLUMNS)
    if replay:
        head += f'<th class="cb-replay">{e(t("classboard.col.replay", lang))}</th>'
    body = []
    for r in rows:
        mine = me is not None and r["name"] == me
        cells = [f'<td class="cb-name">{e(str(r["name"]))}'
                 + (f' <span class="cb-you">{e(t("classboard.you", lang))}</span>' if mine else "")
                 + "</td>"]
        for c in COLUMNS[1:]:
            mark = f' data-outcome="{e(str(r["key"]))}"' if c == "outcome" else ""
            cells.append(f'<td class="cb-{c}"{mark}>{e(str(r[c]))}</td>')
        if replay:
            cells.append(f'<td class="cb-replay"><button type="button" class="cb-open" '
                         f'data-open="{int(r["id"])}">'
                         f'{e(t("classboard.col.replay", lang))}</button></td>')
        cls = ' class="cb-mine"' if mine else ""
        body.append(f'<tr{cls} data-row="{int(r["id"])}">{"".join(cells)}</tr>')
    return (f'<table class="cb-results"><thead><tr>{head}</tr></thead>'
            f'<tbody>{"".join(body)}</tbody></table>')


def chart_html(chart: Sequence[dict[str, Any]], lang: str = "en") -> str:
    """Per deal one bar split by outcome (its width the share of the students who
    finished the deal, the count written in it) and a line with the scores.

    >>> text = chart_html([{"deal": 1, "seed": 7, "count": 2, "outcomes": {"win": 2},
    ...                     "low": 3.0, "high": 4.0, "mean": 3.5}], "en")
    >>> 'data-deal="1"' in text, "width:100.0%" in text, "mean 3.5" in text
    (True, True, True)
    """
    e = html.escape
    title = e(t("classboard.t.chart", lang))
    out = [f'<div class="cb-chart"><div class="cb-chart-title">{title}</div>']
    for c in chart:
        if not c["count"]:
            label = t("classboard.t.chart_none", lang, deal=c["deal"], seed=c["seed"])
            out.append(f'<div class="cb-deal" data-deal="{c["deal"]}" data-count="0">'
                       f'<div class="cb-deal-label">{e(label)}</div></div>')
            continue
        label = (t("classboard.t.chart_deal_noscore", lang, deal=c["deal"], seed=c["seed"],
                   count=c["count"]) if c["mean"] is None else
                 t("classboard.t.chart_deal", lang, deal=c["deal"], seed=c["seed"],
                   count=c["count"],
                   low=_number(c["low"]), high=_number(c["high"]), mean=_number(c["mean"])))
        parts = []
        for key, n in c["outcomes"].items():
            word = f"{outcome_word(key, lang)} {n}"
            parts.append(f'<span class="cb-bar" data-outcome="{e(key)}" data-n="{n}" '
                         f'style="width:{100 * n / c["count"]:.1f}%;'
                         f'background:{COLOURS.get(key, OTHER_COLOUR)}" title="{e(word)}">'
                         f'{e(word)}</span>')
        out.append(f'<div class="cb-deal" data-deal="{c["deal"]}" data-count="{c["count"]}">'
                   f'<div class="cb-deal-label">{e(label)}</div>'
                   f'<div class="cb-bars">{"".join(parts)}</div></div>')
    out.append("</div>")
    return "".join(out)


def board_html(results: Sequence[Any], seeds: Sequence[int], lang: str = "en") -> str:
    """The board's body: how many results from how many students, the chart of the
    outcomes per deal, and the results table with a replay button per row (or a
    sentence saying none arrived yet).

    >>> board_html([], [7], "en").count("No results yet")
    1
    """
    e = html.escape
    students = len({r.student for r in results})
    count = t("classboard.t.count", lang, results=len(results), students=students)
    table = (results_html(board_rows(results, lang), lang, replay=True) if results
             else f'<p class="cb-empty">{e(t("classboard.t.empty", lang))}</p>')
    return (f'<div class="cb-count" data-results="{len(results)}">{e(count)}</div>'
            f"{chart_html(deal_chart(results, seeds), lang)}{table}")


def class_link(page: str, game: str, name: str, lang: str, token: str = "") -> str:
    """The link students open for class ``name``: its game's dashboard beside the board's
    page, or on ``make class``'s students' server (:func:`cardlab.links.student_page`);
    ``""`` when the board's page is not a dashboard's path. A ``token`` (the board's page
    was opened with one) goes into a link beside the board, so that students' browsers get
    in, and never into one to the students' server.

    >>> class_link("/voila/render/dashboards/class.ipynb", "notice", "week 3", "en")
    '/voila/render/dashboards/notice.ipynb?class=week%203&lang=en'
    >>> class_link("/voila/render/dashboards/class.ipynb", "notice", "w", "ja", token="a1")
    '/voila/render/dashboards/notice.ipynb?class=w&lang=ja&token=a1'
    >>> class_link("", "notice", "w", "en")
    ''
    """
    from cardlab.links import student_page

    where, apart = student_page(page, game)
    if not where:
        return ""
    tail = f"&token={quote(token, safe='')}" if token and not apart else ""
    return f"{where}?class={quote(name, safe='')}&lang={lang}{tail}"


# --------------------------------------------------------------------------- widgets


class BoardView(anywidget.AnyWidget):
    """The board's live part in the page: ``html`` (from :func:`board_html`), the
    students' ``link`` (a path; the page makes it a full address from its own), the
    labels, and ``version`` (one more on every redraw; the page's root carries it as
    ``data-version``). The page sends ``{"open": id}`` (a row's replay button) and
    ``{"refresh": true}``; Python sends ``{"download": {name, mime, text}}``."""

    _esm = module("classboard.js")
    _css = asset("classboard.css")

    html = T.Unicode("").tag(sync=True)
    info = T.Unicode("").tag(sync=True)
    link = T.Unicode("").tag(sync=True)
    labels = T.Dict().tag(sync=True)
    version = T.Int(0).tag(sync=True)


def _lang_of(query: str) -> str:
    """The page's language from its link (``?lang=en``); Japanese by default.

    >>> _lang_of("lang=en&x=1"), _lang_of(""), _lang_of("lang=fr")
    ('en', 'ja', 'ja')
    """
    value = parse_qs(query.lstrip("?")).get("lang", ["ja"])[-1]
    return value if value in LANGS else "ja"


def _seeds_of(text: str) -> list[int] | None:
    """The seeds box: ``"random"`` or empty → ``None``; ``"7, 12"`` → ``[7, 12]``;
    raises ``ValueError`` otherwise.

    >>> _seeds_of(" random "), _seeds_of("7, 12 31")
    (None, [7, 12, 31])
    """
    text = text.strip().lower()
    if text in ("", "random", "ランダム"):
        return None
    parts = [p for p in re.split(r"[\s,、]+", text) if p]
    if not all(p.isascii() and p.isdigit() and len(p) <= 16 for p in parts):
        raise ValueError(text)
    return [int(p) for p in parts]



class TeacherBoard(W.VBox):
    """The teacher's page: a new class (name, game, players, deals, seeds or "random"),
    the class shown (picked from the store's), its students' link with a copy button,
    the live results board with a chart of the outcomes per deal, a replay of any result
    (every hand face up), "close the class" and "export CSV".

    ``store`` is a :class:`cardlab.classroom.ClassStore` (default: the one at
    :func:`cardlab.classroom.db_path`); ``page`` the path of the board's page (Voilà's
    ``SCRIPT_NAME``), from which the students' link is made.

    >>> import tempfile, pathlib
    >>> from cardlab.classroom import ClassStore
    >>> store = ClassStore(pathlib.Path(tempfile.mkdtemp()) / "c.sqlite")
    >>> board = TeacherBoard(lang="en", page="/voila/render/dashboards/class.ipynb", store=store)
    >>> board.name_box.value, board.game_box.value, board.seeds_box.value = "w3", "comrade", "7"
    >>> board.create()
    True
    >>> board.current, board.view.link
    ('w3', '/voila/render/dashboards/comrade.ipynb?class=w3&lang=en')
    """

    def __init__(self, lang: str = "ja", page: str = "", store: Any = None,
                 token: str = "") -> None:
        from cardlab.classroom import MAX_DEALS, ClassStore
        from cardlab.db import StoreError

        self.broken: StoreError | None = None
        """Why the class database could not be opened (the board then says only that)."""
        if store is None:
            try:
                store = ClassStore()
            except StoreError as e:  # unreachable, a login refused, no tables …
                self.broken = e
        self.store = store
        self.lang, self.page = lang if lang in LANGS else "ja", page
        self.token = token  # the server's token when the page was opened with one
        self.current: str | None = None
        self.results: list[Any] = []
        self.replay_table: Any = None
        self._revision, self._generation = -1, 0
        self._timer: asyncio.TimerHandle | None = None
        self._wakeup: Wakeup | None = None
        self._trouble = False
        self._picking = False
        self.heading = W.HTML()
        self.name_box = W.Text(layout=W.Layout(width="12em"))
        self.game_box = W.Dropdown(options=list(GAMES), layout=W.Layout(width="auto"))
        self.players_box = W.Dropdown(options=[0], layout=W.Layout(width="auto"))
        self.deals_box = W.BoundedIntText(value=1, min=1, max=MAX_DEALS,
                                          layout=W.Layout(width="9em"))
        self.seeds_box = W.Text(value="random", layout=W.Layout(width="14em"))
        self.level_box = W.Dropdown(options=list(LEVELS), value="standard",
                                    layout=W.Layout(width="auto"))
        self.create_button = self._button("create", self.create)
        self.pick_box = W.Dropdown(options=[], layout=W.Layout(width="auto"))
        self.close_button = self._button("close", self.close_class)
        self.export_button = self._button("export", self.export_csv)
        self.lang_box = W.ToggleButtons(options=[("日本語", "ja"), ("English", "en")],
                                        value=self.lang, style={"button_width": "5.5em"})
        self.message = W.HTML()
        self.view = BoardView()
        self.replay_heading = W.HTML()
        self.replay_close = self._button("replay-close", self.close_replay)
        self.replay_box = W.VBox([])
        super().__init__(self._arrange())
        self.add_class("cardlab-classboard-page")
        if self.broken is not None:
            self._out_of_order()
            return
        self._wire()
        self._relabel()
        self._list_classes()
        self._add_tables_panel()

    def _out_of_order(self) -> None:
        """Without a class database: the title, the database's one sentence (in the
        language picked), and nothing to click that would need it."""
        def say(lang: str) -> None:
            self.lang = lang
            self._relabel()
            title = html.escape(t("classboard.t.title", lang))
            self.heading.value = f'<h2 class="cb-title">{title}</h2>'  # no "create a class"
            self.say(" ".join(self.broken.text(lang).split()) if self.broken else "", "error")

        self.new_box.layout.display = self.pick_row.layout.display = "none"
        for box in (self.name_box, self.game_box, self.players_box, self.deals_box,
                    self.seeds_box, self.level_box, self.create_button, self.pick_box,
                    self.close_button, self.export_button):
            box.disabled = True
        self.lang_box.observe(lambda c: say(c["new"]), names="value")
        say(self.lang)

    def _add_tables_panel(self) -> None:
        """The shared tables' part (:class:`cardlab.ui.together.TablesPanel`), below."""
        from cardlab.tables import TableStore
        from cardlab.ui.together import TablesPanel

        self.tables_panel = TablesPanel(TableStore(self.store.db), lang=self.lang,
                                        page=self.page, token=self.token)
        self.lang_box.observe(self._safe(lambda c: self.tables_panel.relabel(c["new"])),
                              names="value")
        self.children = (*self.children, self.tables_panel)

    # ----------------------------------------------------------------- layout

    def _button(self, cls: str, handler: Callable[[], Any]) -> W.Button:
        b = W.Button(layout=W.Layout(width="auto"))
        b.add_class(f"cb-ctl-{cls}")
        b.on_click(self._safe(lambda _b: handler()))
        return b

    def _arrange(self) -> list[W.Widget]:
        for box, cls in ((self.name_box, "name"), (self.game_box, "game"),
                         (self.players_box, "players"), (self.deals_box, "deals"),
                         (self.seeds_box, "seeds"), (self.level_box, "level"),
                         (self.pick_box, "pick"), (self.lang_box, "lang"),
                         (self.message, "message")):
            box.add_class(f"cb-ctl-{cls}")
        wrap = W.Layout(flex_flow="row wrap", align_items="center")
        self.new_row = W.HBox([self.name_box, self.game_box, self.players_box, self.deals_box,
                               self.seeds_box, self.level_box, self.create_button],
                              layout=wrap)
        self.new_box = W.VBox([W.HTML(), self.new_row])
        self.new_box.add_class("cb-new")
        self.pick_row = W.HBox([self.pick_box, self.close_button, self.export_button],
                               layout=W.Layout(flex_flow="row wrap", align_items="center"))
        top = W.HBox([self.heading, self.lang_box],
                     layout=W.Layout(justify_content="space-between", align_items="center"))
        self.replay_box.add_class("cb-replay-box")
        return [top, self.new_box, self.pick_row, self.message, self.view, self.replay_box]

    def _wire(self) -> None:
        self.game_box.observe(self._safe(lambda _c: self._players()), names="value")
        self.pick_box.observe(self._safe(self._on_pick), names="value")
        self.lang_box.observe(self._safe(self._on_lang), names="value")
        self.view.on_msg(self._safe(self._on_page_msg))

    def _relabel(self) -> None:
        """Every label in the board's language (a switch of language redraws the board)."""
        lang = self.lang
        title, intro = (html.escape(t(f"classboard.t.{k}", lang)) for k in ("title", "intro"))
        self.heading.value = (f'<h2 class="cb-title">{title}</h2>'
                              f'<p class="cb-intro">{intro}</p>')
        self.new_box.children[0].value = f'<b>{html.escape(t("classboard.t.new", lang))}</b>'
        for box, key in ((self.name_box, "name"), (self.game_box, "game"),
                         (self.players_box, "players"), (self.deals_box, "deals"),
                         (self.seeds_box, "seeds"), (self.level_box, "level"),
                         (self.pick_box, "pick")):
            box.description = t(f"classboard.t.{key}", lang)
            box.style.description_width = "initial"
        self.name_box.placeholder = t("classboard.t.name_hint", lang)
        self.seeds_box.placeholder = t("classboard.t.seeds_hint", lang)
        for b, key in ((self.create_button, "create"), (self.close_button, "close"),
                       (self.export_button, "export"), (self.replay_close, "hide_replay")):
            b.description = t(f"classboard.t.{key}", lang)
        self._picking = True
        try:
            self.game_box.options = [(game_title(g, lang), g) for g in GAMES]
            level = self.level_box.value
            self.level_box.options = [(t(f"bots.level.{lv}", lang), lv) for lv in LEVELS]
            self.level_box.value = level
        finally:
            self._picking = False
        self._players()
        self.view.labels = {k: t(f"classboard.t.{k}", lang)
                            for k in ("link", "copy", "copied", "refresh")}

    def _players(self) -> None:
        counts, value = seat_choice(self.game_box.value, self.players_box.value)
        self.players_box.options = counts
        self.players_box.value = value

    # ----------------------------------------------------------------- messages

    def _safe(self, fn: Callable[..., Any]) -> Callable[..., Any]:
        return shielded(fn, self._failed)

    def _failed(self, e: Exception) -> bool:
        self._fail(e)
        return False

    def _fail(self, e: BaseException) -> bool:
        """A refusal of the store as its one sentence; anything else said briefly."""
        from cardlab.db import StoreError

        if isinstance(e, StoreError):
            return self.say(e.text(self.lang), "error")
        return self.say(t("classboard.error", self.lang, error=f"{type(e).__name__}: {e}"[:200]),
                        "error")

    def say(self, text: str, kind: str = "info") -> bool:
        """One sentence on the board's message line (escaped); ``False`` for an error."""
        self.message.value = message_line(text, kind) if text else ""
        return kind != "error"

    # ----------------------------------------------------------------- actions

    def create(self) -> bool:
        """Create the class the "new class" row describes and show it (seeds typed there
        set the number of deals); a refusal is one sentence and creates nothing."""
        try:
            seeds = _seeds_of(self.seeds_box.value)
        except ValueError:
            return self.say(t("classboard.t.bad_seeds", self.lang, text=self.seeds_box.value[:40]),
                            "error")
        if seeds:
            self.deals_box.value = min(len(seeds), self.deals_box.max)
        try:
            info = self.store.create(self.name_box.value.strip(), self.game_box.value,
                                     players=self.players_box.value,
                                     deals=len(seeds) if seeds else self.deals_box.value,
                                     seeds=seeds, level=self.level_box.value)
        except Exception as e:
            return self._fail(e)
        self._list_classes(pick=info.name)
        return self.say(t("classboard.t.created", self.lang, cls=info.name))

    def pick(self, name: str) -> bool:
        """Show class ``name``: its facts, its students' link, its results (live)."""
        info = self.store.get(name)
        self.current = info.name
        self._revision = -1
        self.close_replay()
        self.say("")
        self.view.link = class_link(self.page, info.game, info.name, self.lang, self.token)
        self._show_info(info)
        self.redraw()
        self._start_polling()
        return True

    def redraw(self, force: bool = False) -> bool:
        """Redraw the board when the class's revision grew (or ``force``); ``True`` when
        it was redrawn."""
        if self.current is None:
            return False
        revision = self.store.revision(self.current)
        if revision == self._revision and not force:
            return False
        info = self.store.get(self.current)
        self.results = list(self.store.results(self.current, with_record=False))
        self._revision = revision
        with self.view.hold_sync():
            self.view.html = board_html(self.results, info.seeds, self.lang)
            self.view.version += 1
        return True

    def close_class(self) -> bool:
        """Close the class shown: the store takes no more results for it."""
        if self.current is None:
            return False
        info = self.store.close(self.current)
        self._show_info(info)
        return self.say(t("classboard.t.closed_now", self.lang, cls=info.name))

    def export_csv(self) -> bool:
        """Give the page the class's results as ``<class>-results.csv`` (the download
        message the table's "save" sends, see :mod:`cardlab.ui.review`)."""
        if self.current is None:
            return False
        text = self.store.export_csv(self.current)
        name = f"{self.current}-results.csv"
        self.view.send({"download": {"name": name, "mime": "text/csv", "text": text}})
        return self.say(t("classboard.t.exported", self.lang, file=name))

    def open_result(self, index: int) -> bool:
        """Show result ``index`` (of :attr:`results`) in the replay below the board, every
        hand face up, from its deal."""
        from cardlab.ui.table import replay_table

        r = self.results[index]  # the board reads no records: this one's now
        record = next(x.record for x in self.store.results(r.class_name, deal=r.deal)
                      if x.student == r.student)
        table = replay_table(record, lang=self.lang, teacher=True)  # = cardlab.replay
        self.close_replay()
        self.replay_table = table
        heading = t("classboard.t.replay_of", self.lang, student=r.student, deal=r.deal + 1)
        self.replay_heading.value = f'<h3 class="cb-replay-title">{html.escape(heading)}</h3>'
        self.replay_box.children = [W.HBox([self.replay_heading, self.replay_close],
                                           layout=W.Layout(align_items="center")), table]
        return True

    def close_replay(self) -> bool:
        """Take the replay away (its widget is closed: the kernel keeps no replay)."""
        if self.replay_table is not None:
            self.replay_table.close()
        self.replay_table = None
        self.replay_box.children = []
        return True

    def stop(self) -> None:
        """Stop asking the store for new results."""
        self._generation += 1
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        if self._wakeup is not None:
            self._wakeup.close()
            self._wakeup = None

    # ----------------------------------------------------------------- inside

    def _list_classes(self, pick: str | None = None) -> None:
        names = [c.name for c in self.store.classes()]
        self._picking = True
        try:
            self.pick_box.options = names
            self.pick_box.value = pick if pick in names else (self.current or
                                                              (names[-1] if names else None))
        finally:
            self._picking = False
        chosen = self.pick_box.value
        self.pick_row.layout.display = "" if names else "none"
        self.view.layout.display = "" if names else "none"
        if chosen is not None and (chosen != self.current or pick is not None):
            self.pick(chosen)

    def _show_info(self, info: Any) -> None:
        lang = self.lang
        text = t("classboard.t.info", lang, game=game_title(info.game, lang), players=info.players,
                 deals=info.deals, seeds=", ".join(str(s) for s in info.seeds),
                 level=t(f"bots.level.{info.level}", lang), created=_local_time(info.created))
        if info.closed:
            text += " — " + t("classboard.t.is_closed", lang)
        self.view.info = text
        self.close_button.disabled = bool(info.closed)

    def _start_polling(self) -> bool:
        """Ask the store's revision on the kernel's event loop at once when a result of
        the class wakes the board (PostgreSQL), and every :data:`POLL_SECONDS` without
        wake-ups (SQLite) or :data:`WAKE_POLL_SECONDS` with them (``False`` outside an
        event loop: :meth:`redraw` is then called by hand)."""
        self.stop()
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return False
        generation = self._generation
        if self.current is not None:
            self._wakeup = Wakeup(self.store.db, topic(self.current), loop,
                                  lambda: self._tick(generation))
        self._timer = loop.call_later(self._pause, self._tick, generation)
        return True

    @property
    def _pause(self) -> float:
        return every(self.store.db, POLL_SECONDS, WAKE_POLL_SECONDS)

    def _tick(self, generation: int) -> None:
        if generation != self._generation:
            return
        if self._timer is not None:
            self._timer.cancel()  # a wake-up came first: one timer at a time
        try:
            self.redraw()
        except Exception as e:  # said on the line; the board keeps polling
            self._trouble = is_trouble(e)
            self._fail(e)
        else:
            if self._trouble:  # the database is back: the reconnecting line goes
                self._trouble = False
                self.say("")
        with contextlib.suppress(RuntimeError):
            loop = asyncio.get_running_loop()
            self._timer = loop.call_later(self._pause, self._tick, generation)

    def _on_pick(self, change: dict[str, Any]) -> None:
        if not self._picking and change["new"]:
            self.pick(change["new"])

    def _on_lang(self, change: dict[str, Any]) -> None:
        self.lang = change["new"]
        self._relabel()
        if self.current is not None:
            info = self.store.get(self.current)
            self.view.link = class_link(self.page, info.game, info.name, self.lang, self.token)
            self._show_info(info)
            self.redraw(force=True)
        self.say("")

    def _on_page_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        """The page's intents: ``{"open": id}`` a row's replay, ``{"refresh": true}``."""
        if not isinstance(content, dict):
            return
        if content.get("refresh") is True:
            self.redraw(force=True)
            return
        index = content.get("open")
        if isinstance(index, int) and not isinstance(index, bool) and \
                0 <= index < len(self.results):
            self.open_result(index)


def class_board(query: str | None = None, page: str | None = None) -> TeacherBoard:
    """The teacher's board of the dashboard ``class.ipynb``, its language from the link
    (``?lang=en``; Japanese by default), its token (``?token=``, put in the students'
    link) and the page's path from Voilà (``QUERY_STRING``, ``SCRIPT_NAME``; ``query`` and
    ``page`` override them). On a JupyterHub the students' links go through the hub's
    ``/hub/user-redirect/`` (:func:`cardlab.links.shared_path`): each student opens them
    on their own server."""
    text = os.environ.get("QUERY_STRING", "") if query is None else query
    where = shared_path(os.environ.get("SCRIPT_NAME", "")) if page is None else page
    token = parse_qs(text.lstrip("?")).get("token", [""])[-1]
    return TeacherBoard(lang=_lang_of(text), page=where, token=token)
