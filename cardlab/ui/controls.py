"""The controls around the table (plain ipywidgets) and the assembled widget.

:class:`TableApp` is what :func:`cardlab.play` returns: a new-deal row (seed, number of
players), a human/bot switch per seat, step / auto-play / pause with a speed slider,
undo / redo, teacher mode, four-colour suits and the language, above the
:class:`~cardlab.ui.table.Table`. Every label switches with the language; every
callback reports its errors on the table's message line.

>>> import cardlab
>>> app = cardlab.play("comrade", players=3, seed=7, lang="en", bot_delay=0)
>>> app.game.players, app.table.bot_seats
(3, (1, 2))
>>> app.undo_button.description
'undo'
>>> app.lang_box.value = "ja"
>>> app.undo_button.description
'取り消す'
"""

from __future__ import annotations

import functools
from collections.abc import Callable
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


class TableApp(W.VBox):
    """The table with its controls; ``.table`` is the :class:`Table`, ``.game`` its game.

    ``page`` is the path of the dashboard page showing it (Voilà's ``SCRIPT_NAME``): under
    a Jupyter server the controls then link the game's lesson page, rules card and plan in
    the table's language (``.lesson_link``, empty when there is none to open from that page).
    """

    def __init__(self, table: Table, page: str = "") -> None:
        self.table = table
        table.next_step = "ui.new_deal"  # the prompt of a finished game names this button
        self.page = page
        self.lesson_link = W.HTML("")
        self.lesson_link.add_class("cardlab-ctl-lesson")
        self._relabelling = False
        g, spec = table.game, GAMES.get(table.game.name)
        players = list(spec.players) if spec else [g.players]

        def lay() -> W.Layout:  # one each: presentation mode hides them one by one
            return W.Layout(width="auto")

        def button(cls: str, handler: Callable[[], Any]) -> W.Button:
            b = W.Button(layout=lay())
            b.add_class("cardlab-ctl")
            b.add_class(f"cardlab-ctl-{cls}")
            b.on_click(self._safe(lambda _b: handler()))
            return b

        self.new_deal_button = button("new-deal", self._new_deal)
        self.seed_box = W.Text(value="", layout=W.Layout(width="11em"))
        self.seed_box.add_class("cardlab-ctl-seed")
        self.players_box = W.Dropdown(options=players, value=g.players,
                                      layout=W.Layout(width="auto"))
        self.players_box.add_class("cardlab-ctl-players")
        self.step_button = button("step", table.step)
        self.auto_button = button("auto", self._auto)
        self.pause_button = button("pause", self._pause)
        self.speed = W.FloatSlider(value=table.bot_delay, min=0.0, max=3.0, step=0.1,
                                   readout_format=".1f", layout=W.Layout(width="auto"))
        self.speed.add_class("cardlab-ctl-speed")
        self.undo_button = button("undo", table.undo)
        self.redo_button = button("redo", table.redo)
        self.solve_button = button("solve", table.check_winnable)  # Comrade: was it winnable?
        self._review_controls(button)
        self.teacher_box = W.ToggleButton(value=table.teacher, layout=lay())
        self.teacher_box.add_class("cardlab-ctl-teacher")
        self.colour_box = W.ToggleButton(value=table.four_colour, layout=lay())
        self.colour_box.add_class("cardlab-ctl-colour")
        self.pause_box = W.Dropdown(options=[("", "hold"), ("", "click")],
                                    value=table.trick_pause, layout=W.Layout(width="auto"))
        self.pause_box.add_class("cardlab-ctl-trick-pause")
        self.more_box = W.ToggleButton(value=False, layout=lay())
        self.more_box.add_class("cardlab-ctl-more")
        self.present_box = W.ToggleButton(value=False, layout=lay())
        self.present_box.add_class("cardlab-ctl-present")
        self.lang_box = W.ToggleButtons(options=[("日本語", "ja"), ("English", "en")],
                                        value=table.lang, style={"button_width": "5.5em"})
        self.lang_box.add_class("cardlab-ctl-lang")
        self._seat_controls()

        self._wire()
        self.bar, self.more = self._arrange()
        super().__init__([self.bar, self.more, table])
        self.add_class("cardlab-app")
        self._build_seats()
        self._relabel()
        self._show_solve()

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
        "more"): off forbids the coach (an exam), and the switch says why it is greyed."""
        table = self.table
        self.coach_box = W.ToggleButton(value=table.coach, layout=layout)
        self.coach_box.add_class("cardlab-ctl-coach")
        self.coach_allowed_box = W.ToggleButton(value=table.coach_allowed,
                                                layout=W.Layout(width="auto"))
        self.coach_allowed_box.add_class("cardlab-ctl-coach-allowed")
        self.coach_box.observe(self._safe(self._on_coach_box), names="value")
        self.coach_allowed_box.observe(self._safe(self._on_coach_allowed_box), names="value")
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
        self.coach_allowed_box.value = table.coach_allowed
        self.coach_allowed_box.description = t("ui.coach_allowed", lang)
        self.coach_allowed_box.tooltip = t("ui.coach_allowed.tip", lang)
        self.coach_allowed_box.layout.display = "" if table.teacher else "none"

    def _arrange(self) -> tuple[W.HBox, W.VBox]:
        """One bar of what a lesson needs often; the rest (seats, the bots' pace, the
        pause after a trick, colours, Comrade's "was it winnable?") behind "more";
        "presentation" hides everything but itself (a projector shows only the table)."""
        bar = W.HBox([self.new_deal_button, self.seed_box, self.players_box,
                      self.undo_button, self.redo_button, self.teacher_box, self.coach_box,
                      self.lang_box, self.lesson_link, self.more_box, self.present_box])
        solve = [self.solve_button] if GAMES[self.game.name].can("solver") else []
        page = [self.page_button] if replay_page_module() is not None else []
        more = W.VBox([self.seats_row,
                       W.HBox([self.step_button, self.auto_button, self.pause_button,
                               self.speed, self.pause_box, self.colour_box,
                               self.coach_allowed_box, *solve]),
                       W.HBox([self.save_button, self.open_box, self.review_button,
                               self.why_button, *page])])
        for r in (bar, *more.children):
            r.layout.flex_flow = "row wrap"
            r.layout.align_items = "center"
        # the groups side by side where they fit (files beside the seats): the panel
        # pushes the table down by as few rows as it can
        more.layout.flex_flow = "row wrap"
        more.layout.grid_gap = "2px 4px"
        more.children[2].layout.order = "1"
        more.children[1].layout.order = "2"
        bar.add_class("cardlab-ctl-bar")
        more.add_class("cardlab-ctl-more-panel")
        more.layout.display = "none"
        return bar, more

    def _wire(self) -> None:
        """Each control changes the table; the table's language and auto mode show back."""
        self._coach_controls(W.Layout(width="auto"))  # its switches, wired
        self.speed.observe(self._safe(self._on_speed), names="value")
        self.teacher_box.observe(self._safe(self._on_teacher), names="value")
        self.colour_box.observe(self._safe(self._on_colour), names="value")
        self.lang_box.observe(self._safe(self._on_lang), names="value")
        self.pause_box.observe(self._safe(self._on_trick_pause), names="value")
        self.level_box.observe(self._safe(self._on_level), names="value")
        self.more_box.observe(self._safe(self._on_more), names="value")
        self.present_box.observe(self._safe(self._on_present), names="value")
        self.open_box.observe(self._safe(self._on_open), names="value")
        self.table.observe(self._safe(self._on_table_lang), names="lang")
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
        self.seats_row = W.HBox()
        self.seats_row.add_class("cardlab-ctl-seats")
        self.seat_boxes: list[W.ToggleButtons] = []
        self.level_box = W.Dropdown(options=[("", lv) for lv in LEVELS],
                                    value=self.table.session.bot_level,
                                    layout=W.Layout(width="auto"))
        self.level_box.add_class("cardlab-ctl-bots-level")

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
        lang = self.table.lang
        for b, key in [
            (self.new_deal_button, "ui.new_deal"), (self.step_button, "ui.step"),
            (self.auto_button, "ui.auto"), (self.pause_button, "ui.pause"),
            (self.undo_button, "ui.undo"), (self.redo_button, "ui.redo"),
            (self.solve_button, "solve.button"), (self.save_button, "ui.save"),
            (self.review_button, "ui.review"), (self.page_button, "ui.replay_page"),
            (self.why_button, "coach.hindsight.title"),
            (self.open_box, "ui.open"),
            (self.teacher_box, "ui.teacher"), (self.colour_box, "ui.four_colour"),
            (self.more_box, "ui.more"),
            (self.present_box, "ui.present_off" if self.present_box.value else "ui.present"),
        ]:
            b.description = t(key, lang)
        self.seed_box.tooltip = t("ui.seed", lang)
        self.pause_box.description = t("ui.trick_pause", lang)
        self._relabelling = True
        try:
            self.pause_box.options = [(t(f"ui.trick_pause.{v}", lang), v)
                                      for v in ("hold", "click")]
            self.pause_box.value = self.table.trick_pause
        finally:
            self._relabelling = False
        self.seed_box.description = t("ui.seed", lang)  # its label (table.css hides it)
        self.seed_box.placeholder = t("ui.seed", lang)
        self.players_box.description = t("ui.players", lang)
        self.speed.description = t("ui.speed", lang)
        self.lang_box.description = t("ui.language", lang)
        self.lang_box.description = ""
        for b in (self.players_box, self.speed, self.pause_box):
            b.style.description_width = "initial"
        level = self.table.session.bot_level
        bot = t("ui.bot_level", lang, level=t(f"bots.level.{level}", lang))
        self._relabelling = True
        try:
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
        self._show_coach()
        self._relink()

    def _relink(self) -> None:
        """The lesson page, rules card and plan in the table's language (what exists)."""
        self.lesson_link.value = dashboard_links(self.table.game.name, self.table.lang, self.page)
