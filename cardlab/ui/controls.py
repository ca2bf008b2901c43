"""The controls around the table (plain ipywidgets) and the assembled widget.

:class:`TableApp` is what :func:`cardlab.play` returns: a new-deal row (seed, number of
players), a human/bot switch per seat, step / auto-play / pause with a speed slider,
undo / redo, teacher mode, four-colour suits and the language, above the
:class:`~cardlab.ui.table.Table`. Every label switches with the language; every
callback reports its errors on the table's message line.

The controls behind "more" (the seats, the bots' pace, the pause after a trick, colours,
files, "was it winnable?": 57 of the Comrade dashboard's 98 widget models) are made when
the panel is first opened, or when Python first uses one of them (``app.step_button``…):
a page's first widget state then holds fewer than half the models, and most learners
never open the panel.

>>> import cardlab
>>> app = cardlab.play("comrade", players=3, seed=7, lang="en", bot_delay=0)
>>> app.game.players, app.table.bot_seats
(3, (1, 2))
>>> app.undo_button.description
'undo'
>>> app.lang_box.value = "ja"
>>> app.undo_button.description
'取り消す'
>>> app.more.children
()
>>> app.more_box.value = True
>>> app.step_button.description, len(app.more.children)
('1手進める', 3)
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable
from typing import Any

import ipywidgets as W

from cardlab import dealcode
from cardlab.bots import LEVELS
from cardlab.core import GAMES, Game
from cardlab.i18n import t
from cardlab.links import dashboard_links
from cardlab.ui.review import replay_page_module
from cardlab.ui.table import Table, shielded

__all__ = ["TableApp"]

MORE = ("seats_row", "seat_boxes", "level_box", "step_button", "auto_button",
        "pause_button", "speed", "pause_box", "colour_box", "coach_allowed_box",
        "solve_button", "save_button", "review_button", "why_button", "page_button",
        "open_box")
"""The controls behind "more", made with the panel (:meth:`TableApp.build_more`)."""


class BehindMore:
    """A control of the "more" panel: the first read makes the whole panel (not shown
    until "more" is pressed) and then the attribute is the widget itself."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, app: Any, owner: type | None = None) -> Any:
        if app is None:
            return self
        app.build_more()
        return app.__dict__[self.name]


class TableApp(W.VBox):
    """The table with its controls; ``.table`` is the :class:`Table`, ``.game`` its game.

    ``page`` is the path of the dashboard page showing it (Voilà's ``SCRIPT_NAME``): under
    a Jupyter server the controls then link the game's lesson page, rules card and plan in
    the table's language (``.lesson_link``, empty when there is none to open from that page).
    """

    seats_row = BehindMore()
    seat_boxes = BehindMore()
    level_box = BehindMore()
    step_button = BehindMore()
    auto_button = BehindMore()
    pause_button = BehindMore()
    speed = BehindMore()
    pause_box = BehindMore()
    colour_box = BehindMore()
    coach_allowed_box = BehindMore()
    solve_button = BehindMore()
    save_button = BehindMore()
    review_button = BehindMore()
    why_button = BehindMore()
    page_button = BehindMore()
    open_box = BehindMore()

    def __init__(self, table: Table, page: str = "") -> None:
        self.table = table
        table.next_step = "ui.new_deal"  # the prompt of a finished game names this button
        self.page = page
        self.lesson_link = W.HTML("")
        self.lesson_link.add_class("cardlab-ctl-lesson")
        self._relabelling = False
        self._hidden: set[str] = set()
        g, spec = table.game, GAMES.get(table.game.name)
        players = list(spec.players) if spec else [g.players]
        button = self._button
        self.new_deal_button = button("new-deal", self._new_deal)
        self.seed_box = W.Text(value="", layout=W.Layout(width="11em"))
        self.seed_box.add_class("cardlab-ctl-seed")
        self.players_box = W.Dropdown(options=players, value=g.players,
                                      layout=W.Layout(width="auto"))
        self.players_box.add_class("cardlab-ctl-players")
        self.undo_button = button("undo", table.undo)
        self.redo_button = button("redo", table.redo)
        self.teacher_box = W.ToggleButton(value=table.teacher, layout=W.Layout(width="auto"))
        self.teacher_box.add_class("cardlab-ctl-teacher")
        self.more_box = W.ToggleButton(value=False, layout=W.Layout(width="auto"))
        self.more_box.add_class("cardlab-ctl-more")
        self.present_box = W.ToggleButton(value=False, layout=W.Layout(width="auto"))
        self.present_box.add_class("cardlab-ctl-present")
        self.lang_box = W.ToggleButtons(options=[("日本語", "ja"), ("English", "en")],
                                        value=table.lang, style={"button_width": "5.5em"})
        self.lang_box.add_class("cardlab-ctl-lang")
        self._wire()
        self.bar, self.more = self._arrange()
        super().__init__([self.bar, self.more, table])
        self.add_class("cardlab-app")
        self._relabel()

    def _button(self, cls: str, handler: Callable[[], Any]) -> W.Button:
        """A control's button (a layout of its own: presentation mode hides them one by
        one) that calls ``handler``; its errors go to the table's message line."""
        b = W.Button(layout=W.Layout(width="auto"))
        b.add_class("cardlab-ctl")
        b.add_class(f"cardlab-ctl-{cls}")
        b.on_click(self._safe(lambda _b: handler()))
        return b

    @property
    def more_built(self) -> bool:
        """Whether the controls behind "more" exist (:meth:`build_more`)."""
        return "seats_row" in self.__dict__

    def build_more(self) -> None:
        """Make the controls behind "more" (once): the panel's rows, wired to the table
        and worded in its language; the panel stays hidden until "more" is on."""
        if self.more_built:
            return
        if "_making_more" in self.__dict__:  # a control read before it was made: a bug
            raise AttributeError("the controls behind 'more' are being made")
        self._making_more = True
        table, button = self.table, self._button
        self.step_button = button("step", table.step)
        self.auto_button = button("auto", self._auto)
        self.pause_button = button("pause", self._pause)
        self.speed = W.FloatSlider(value=table.bot_delay, min=0.0, max=3.0, step=0.1,
                                   readout_format=".1f", layout=W.Layout(width="auto"))
        self.speed.add_class("cardlab-ctl-speed")
        self.solve_button = button("solve", table.check_winnable)  # Comrade: was it winnable?
        self._review_controls(button)
        self.colour_box = W.ToggleButton(value=table.four_colour, layout=W.Layout(width="auto"))
        self.colour_box.add_class("cardlab-ctl-colour")
        self.pause_box = W.Dropdown(options=[("", "hold"), ("", "click")],
                                    value=table.trick_pause, layout=W.Layout(width="auto"))
        self.pause_box.add_class("cardlab-ctl-trick-pause")
        self.coach_allowed_box = W.ToggleButton(value=table.coach_allowed,
                                                layout=W.Layout(width="auto"))
        self.coach_allowed_box.add_class("cardlab-ctl-coach-allowed")
        self._seat_controls()  # seats_row last: it marks the panel as made
        self._wire_more()
        self._arrange_more()
        self._build_seats()
        self.hide(())
        self._relabel()
        self._show_solve()

    def hide(self, names: Iterable[str]) -> None:
        """Hide the controls named (attributes, e.g. ``"open_box"``) now, and those behind
        "more" when the panel is made (a class's page: no other deal than the class's)."""
        self._hidden.update(names)
        for name in self._hidden:
            widget = self.__dict__.get(name)
            if widget is not None:
                widget.layout.display = "none"

    def _review_controls(self, button: Callable[[str, Callable[[], Any]], W.Button]) -> None:
        """Save (the record, as a file to download), open (the page's file picker),
        review (step through the game) and the standalone replay page."""
        table = self.table
        self.save_button = button("save", table.save)
        self.review_button = button("review", table.review)
        self.why_button = button("why", table.explain)  # the coach's hindsight
        self.page_button = button("replay-page", table.save_replay_page)
        self.open_box = W.FileUpload(accept=".json", multiple=False,
                                     layout=W.Layout(width="auto"))
        self.open_box.add_class("cardlab-ctl-open")

    def _coach_controls(self, layout: W.Layout) -> None:
        """The coach's switch (in the bar) and, in teacher mode, "coach allowed" (behind
        "more", made with it): off forbids the coach (an exam), and the switch says why it
        is greyed."""
        table = self.table
        self.coach_box = W.ToggleButton(value=table.coach, layout=layout)
        self.coach_box.add_class("cardlab-ctl-coach")
        self.coach_box.observe(self._safe(self._on_coach_box), names="value")
        table.observe(self._safe(self._show_coach), names=["coach", "coach_allowed", "teacher"])

    def _on_coach_box(self, change: dict[str, Any]) -> None:
        if self.table.coach != change["new"]:
            self.table.coach = bool(change["new"])
        self._show_coach()

    def _on_coach_allowed_box(self, change: dict[str, Any]) -> None:
        self.table.coach_allowed = bool(change["new"])

    def _show_coach(self, change: Any = None) -> None:
        """The switches show the table's coach settings, in the table's language."""
        table, lang = self.table, self.table.lang
        self.coach_box.value = table.coach
        self.coach_box.disabled = not table.coach_allowed
        self.coach_box.description = t("ui.coach", lang)
        self.coach_box.tooltip = t("ui.coach.tip" if table.coach_allowed else "ui.coach.locked",
                                   lang)
        if not self.more_built:
            return
        self.coach_allowed_box.value = table.coach_allowed
        self.coach_allowed_box.description = t("ui.coach_allowed", lang)
        self.coach_allowed_box.tooltip = t("ui.coach_allowed.tip", lang)
        self.coach_allowed_box.layout.display = "" if table.teacher else "none"

    def _arrange(self) -> tuple[W.HBox, W.VBox]:
        """One bar of what a lesson needs often; the rest (seats, the bots' pace, the
        pause after a trick, colours, Comrade's "was it winnable?") behind "more", an
        empty panel until it is made (:meth:`build_more`); "presentation" hides
        everything but itself (a projector shows only the table)."""
        bar = W.HBox([self.new_deal_button, self.seed_box, self.players_box,
                      self.undo_button, self.redo_button, self.teacher_box, self.coach_box,
                      self.lang_box, self.lesson_link, self.more_box, self.present_box])
        bar.layout.flex_flow = "row wrap"
        bar.layout.align_items = "center"
        more = W.VBox()
        # the groups side by side where they fit (files beside the seats): the panel
        # pushes the table down by as few rows as it can
        more.layout.flex_flow = "row wrap"
        more.layout.grid_gap = "2px 4px"
        bar.add_class("cardlab-ctl-bar")
        more.add_class("cardlab-ctl-more-panel")
        more.layout.display = "none"
        return bar, more

    def _arrange_more(self) -> None:
        """The panel's three rows: the seats, the pace and colours, the files."""
        solve = [self.solve_button] if GAMES[self.game.name].can("solver") else []
        page = [self.page_button] if replay_page_module() is not None else []
        rows = [self.seats_row,
                W.HBox([self.step_button, self.auto_button, self.pause_button,
                        self.speed, self.pause_box, self.colour_box,
                        self.coach_allowed_box, *solve]),
                W.HBox([self.save_button, self.open_box, self.review_button,
                        self.why_button, *page])]
        for r in rows:
            r.layout.flex_flow = "row wrap"
            r.layout.align_items = "center"
        rows[2].layout.order = "1"
        rows[1].layout.order = "2"
        self.more.children = rows

    def _wire(self) -> None:
        """Each control of the bar changes the table; the table's language shows back."""
        self._coach_controls(W.Layout(width="auto"))  # its switch, wired
        self.teacher_box.observe(self._safe(self._on_teacher), names="value")
        self.lang_box.observe(self._safe(self._on_lang), names="value")
        self.more_box.observe(self._safe(self._on_more), names="value")
        self.present_box.observe(self._safe(self._on_present), names="value")
        self.table.observe(self._safe(self._on_table_lang), names="lang")

    def _wire_more(self) -> None:
        """The same for the controls behind "more"; the table's auto mode, pause and
        position (is "was it winnable?" offered) show back on them."""
        self.speed.observe(self._safe(self._on_speed), names="value")
        self.colour_box.observe(self._safe(self._on_colour), names="value")
        self.pause_box.observe(self._safe(self._on_trick_pause), names="value")
        self.level_box.observe(self._safe(self._on_level), names="value")
        self.open_box.observe(self._safe(self._on_open), names="value")
        self.coach_allowed_box.observe(self._safe(self._on_coach_allowed_box), names="value")
        self.table.observe(self._safe(self._on_table_auto), names="auto")
        self.table.observe(self._safe(self._on_table_pause), names="trick_pause")
        self.table.observe(self._safe(self._show_solve), names="tree_json")

    # ----------------------------------------------------------------- API

    @property
    def game(self) -> Game:
        """The game on the table."""
        return self.table.game

    # ----------------------------------------------------------------- callbacks

    def _safe(self, fn: Callable[..., Any]) -> Callable[..., Any]:
        return shielded(fn, self.table._error)

    def _new_deal(self) -> None:
        """A new deal: from the seed box a seed, a deal code (its players too), or random."""
        text = self.seed_box.value.strip()
        seed: int | None = None
        players = self.players_box.value
        if text.isascii() and text.isdigit() and len(text) <= 30:  # not "²", not 5,000 digits
            seed = int(text)
        elif text:
            try:
                game, players, seed = dealcode.decode(text)
            except dealcode.CodeError as e:
                if e.key == "ui.code.length":  # neither a number nor a code
                    self.table._reject("ui.msg.bad_seed", text=text[:30])
                else:
                    self.table._reject(e.key, **e.values)
                return
            if game != self.game.name:
                self.table._reject("ui.code.other_game", code=text[:20])
                return
            if players not in self.players_box.options:
                self.table._reject("ui.code.unknown", code=text[:20])
                return
            self.players_box.value = players
        self.table.new_deal(seed=seed, players=players)
        self._build_seats()

    def _auto(self) -> None:
        self.table.auto = True
        self.table.run_bots()

    def _pause(self) -> None:
        self.table.auto = False

    def _on_speed(self, change: dict[str, Any]) -> None:
        self.table.bot_delay = float(change["new"])

    def _on_teacher(self, change: dict[str, Any]) -> None:
        self.table.teacher = bool(change["new"])

    def _on_colour(self, change: dict[str, Any]) -> None:
        self.table.four_colour = bool(change["new"])

    def _on_trick_pause(self, change: dict[str, Any]) -> None:
        if not self._relabelling and change["new"] in ("hold", "click"):
            self.table.trick_pause = change["new"]

    def _on_table_pause(self, change: dict[str, Any]) -> None:
        if self.pause_box.value != change["new"]:
            self.pause_box.value = change["new"]

    def _on_more(self, change: dict[str, Any]) -> None:
        if change["new"]:
            self.build_more()
        self.more.layout.display = "" if change["new"] else "none"

    def _on_present(self, change: dict[str, Any]) -> None:
        """Presentation: only the table (and this switch, to come back) stays."""
        on = bool(change["new"])
        for w in self.bar.children:
            if w is not self.present_box:
                w.layout.display = "none" if on else ""
        self.more.layout.display = "none" if on or not self.more_box.value else ""
        self.present_box.description = t("ui.present_off" if on else "ui.present",
                                         self.table.lang)

    def _on_open(self, change: dict[str, Any]) -> None:
        """A file chosen in the page's file picker: the table checks it and opens it (or
        says in one sentence why not); the picker is emptied for the next file."""
        files = change["new"]
        if not files:
            return
        chosen = files[0]
        try:
            self.table.open_record(bytes(chosen["content"]), str(chosen.get("name", "")))
        finally:
            self.open_box.value = ()
        if self.game.players in self.players_box.options:
            self.players_box.value = self.game.players
        self._build_seats()

    def _on_lang(self, change: dict[str, Any]) -> None:
        self.table.lang = change["new"]

    def _on_table_lang(self, change: dict[str, Any]) -> None:
        if self.lang_box.value != change["new"]:
            self.lang_box.value = change["new"]
        self._relabel()

    def _on_table_auto(self, change: dict[str, Any]) -> None:
        self.auto_button.disabled = bool(change["new"])
        self.pause_button.disabled = not change["new"]

    def _show_solve(self, change: Any = None) -> None:
        """"Was it winnable?" can be pressed only when the table offers it."""
        self.solve_button.disabled = not self.table.can_check_winnable()

    def _seat_controls(self) -> None:
        """The row of the seats (human or bot, :meth:`_build_seats`) and how well the bots
        play (beginner, standard, strong) beside them."""
        self.seat_boxes = []
        self.level_box = W.Dropdown(options=[("", lv) for lv in LEVELS],
                                    value=self.table.session.bot_level,
                                    layout=W.Layout(width="auto"))
        self.level_box.add_class("cardlab-ctl-bots-level")
        seats_row = W.HBox()
        seats_row.add_class("cardlab-ctl-seats")
        self.seats_row = seats_row

    def _on_level(self, change: dict[str, Any]) -> None:
        if self._relabelling:
            return
        self.set_bot_level(change["new"])

    def set_bot_level(self, level: str) -> str:
        """Every bot seat plays at ``level`` (:data:`cardlab.bots.LEVELS`) from its next
        decision; the control and the seats' labels show it. An unknown level:
        :class:`cardlab.errors.SetupError`, nothing changed."""
        level = self.table.set_bot_level(level)
        self._relabel()
        return level

    def _on_seat_kind(self, seat: int, change: dict[str, Any]) -> None:
        if self._relabelling or change["new"] not in ("human", "bot"):
            return
        if self.table.seat_kinds[seat] != change["new"]:
            self.table.set_seat_kind(seat, change["new"])

    # ----------------------------------------------------------------- labels

    def _build_seats(self) -> None:
        """One human/bot switch per seat of the game on the table (once "more" is made)."""
        if not self.more_built:
            return
        boxes = []
        for seat, kind in enumerate(self.table.seat_kinds):
            box = W.ToggleButtons(options=[("", "human"), ("", "bot")], value=kind,
                                  style={"button_width": "auto"})
            box.add_class("cardlab-ctl-seat")
            box.add_class(f"cardlab-ctl-seat-{seat}")
            box.observe(self._safe(functools.partial(self._on_seat_kind, seat)), names="value")
            boxes.append(box)
        self.seat_boxes = boxes
        self.seats_row.children = [*boxes, self.level_box]
        self._relabel()

    def _relabel(self) -> None:
        """Word every control in the table's language (those behind "more" once made)."""
        lang = self.table.lang
        for b, key in [
            (self.new_deal_button, "ui.new_deal"),
            (self.undo_button, "ui.undo"), (self.redo_button, "ui.redo"),
            (self.teacher_box, "ui.teacher"), (self.more_box, "ui.more"),
            (self.present_box, "ui.present_off" if self.present_box.value else "ui.present"),
        ]:
            b.description = t(key, lang)
        self.seed_box.tooltip = t("ui.seed", lang)
        self.seed_box.description = t("ui.seed", lang)  # its label (table.css hides it)
        self.seed_box.placeholder = t("ui.seed", lang)
        self.players_box.description = t("ui.players", lang)
        self.players_box.style.description_width = "initial"
        self.lang_box.description = ""
        if self.more_built:
            self._relabel_more(lang)
        self._show_coach()
        self._relink()

    def _relabel_more(self, lang: str) -> None:
        """Word the controls behind "more"; show the table's pace, pause and bots."""
        for b, key in [
            (self.step_button, "ui.step"), (self.auto_button, "ui.auto"),
            (self.pause_button, "ui.pause"), (self.solve_button, "solve.button"),
            (self.save_button, "ui.save"), (self.review_button, "ui.review"),
            (self.page_button, "ui.replay_page"), (self.why_button, "coach.hindsight.title"),
            (self.open_box, "ui.open"), (self.colour_box, "ui.four_colour"),
        ]:
            b.description = t(key, lang)
        self.pause_box.description = t("ui.trick_pause", lang)
        self.speed.description = t("ui.speed", lang)
        for b in (self.speed, self.pause_box):
            b.style.description_width = "initial"
        level = self.table.session.bot_level
        bot = t("ui.bot_level", lang, level=t(f"bots.level.{level}", lang))
        self._relabelling = True
        try:
            self.pause_box.options = [(t(f"ui.trick_pause.{v}", lang), v)
                                      for v in ("hold", "click")]
            self.pause_box.value = self.table.trick_pause
            for seat, box in enumerate(self.seat_boxes):
                box.description = t("ui.seat_kind", lang, seat=seat)
                box.style.description_width = "initial"
                box.options = [(t("ui.human", lang), "human"), (bot, "bot")]
                box.value = self.table.seat_kinds[seat]
            self.level_box.description = t("ui.bots_level", lang)
            self.level_box.style.description_width = "initial"
            self.level_box.options = [(t(f"bots.level.{lv}", lang), lv) for lv in LEVELS]
            self.level_box.value = level
        finally:
            self._relabelling = False
        self.auto_button.disabled = self.table.auto
        self.pause_button.disabled = not self.table.auto

    def _relink(self) -> None:
        """The lesson page, rules card and plan in the table's language (what exists)."""
        self.lesson_link.value = dashboard_links(self.table.game.name, self.table.lang, self.page)
