"""The answer box of a lesson exercise: buttons or a text box, checked by the engine.

>>> import cardlab
>>> from cardlab.lessons import Exercise, run
>>> g = cardlab.new_game("comrade", players=3, seed=7)
>>> _ = run(g, ["take 4S", "take 4H", "take 4D"])
>>> quiz = Quiz(Exercise.legal_cards(g, seat=0))
>>> quiz.answer = quiz.exercise.choices[:2]   # what clicking two card buttons does
>>> quiz.submit().status                       # a hint towards the rule, not the answer
'wrong'
>>> quiz.show_answer().status                  # the "show the answer" button
'answer'
>>> quiz.answer = quiz.exercise.choices        # seat 0 leads: every card may be played
>>> quiz.submit().status
'correct'
"""

from __future__ import annotations

from typing import Any

import ipywidgets as w

from cardlab.cards import display
from cardlab.i18n import card_name, t
from cardlab.lessons import Exercise, Feedback, Lesson, RuleBox

LESSON_LINK = ("seed", "delay", "lang")
"""What a lesson page's link may set for its last table (:meth:`LessonPage.play`): the
deal and the bots' pace; ``lang`` only as the lesson's own language (the page is written
in one). Any other part is said on the table's message line and changes nothing."""

__all__ = ["LessonPage", "Picture", "Quiz", "lesson_page", "quiz"]


class Quiz(w.VBox):
    """Question, answer input and a feedback line for one :class:`Exercise`.

    With ``choices`` (the cards of a hand) the learner toggles card buttons; otherwise
    types into a text box (Enter checks too); the line under the question says which.
    Every check goes through :meth:`Exercise.check` (a first wrong answer gets a hint, a
    second the answer); "show the answer" asks :meth:`Exercise.answer`. An unexpected
    error is shown on the feedback line.
    """

    def __init__(self, exercise: Exercise, **kwargs: Any) -> None:
        self.exercise = exercise
        lang = exercise.lang
        self.question = w.HTML(exercise._repr_html_())
        self.feedback = w.HTML("")
        self.check_button = w.Button(description=t("lesson.ui.check", lang))
        self.check_button.on_click(lambda _: self.submit())
        self.answer_button = w.Button(description=t("lesson.ui.show_answer", lang))
        self.answer_button.on_click(lambda _: self.show_answer())
        self.buttons: list[w.ToggleButton] = []
        self.text: w.Text | None = None
        if exercise.choices:
            self.buttons = [
                w.ToggleButton(
                    description=display(c), tooltip=card_name(c, lang),
                    layout=w.Layout(width="auto"),
                )
                for c in exercise.choices
            ]
            answer_box: w.Widget = w.VBox([
                w.HTML(f"<small>{t('lesson.ui.pick_cards', lang)}</small>"),
                w.HBox(self.buttons, layout=w.Layout(flex_flow="row wrap")),
            ])
        else:
            self.text = w.Text(placeholder=t("lesson.ui.placeholder", lang))
            self.text.continuous_update = False
            self.text.observe(lambda _: self.submit(), names="value")
            answer_box = w.VBox([
                w.HTML(f"<small>{t('lesson.ui.type_answer', lang)}</small>"), self.text,
            ])
        # what the buttons will do, said before the first try (issue 32, item 7)
        answer_box.children = (*answer_box.children,
                               w.HTML(f"<small>{t('lesson.ui.how', lang)}</small>"))
        super().__init__(
            [self.question, answer_box, w.HBox([self.check_button, self.answer_button]),
             self.feedback], **kwargs,
        )
        self.add_class("cardlab-quiz")

    @property
    def answer(self) -> Any:
        """The current answer: the toggled cards, or the text typed."""
        if self.buttons:
            return [c for c, b in zip(self.exercise.choices, self.buttons, strict=True) if b.value]
        return self.text.value if self.text is not None else None

    @answer.setter
    def answer(self, value: Any) -> None:
        if self.buttons:
            chosen = {display(v) for v in value}
            for b in self.buttons:
                b.value = b.description in chosen
        elif self.text is not None:
            self.text.value = str(value)

    def submit(self) -> Feedback:
        """Check the current answer and show the feedback."""
        lang = self.exercise.lang
        try:
            answer = self.answer
            if not answer or (isinstance(answer, str) and not answer.strip()):
                # nothing chosen yet: say how to answer with this box
                key = "lesson.ui.empty_buttons" if self.buttons else "lesson.ui.empty_text"
                feedback = Feedback("empty", t(key, lang))
            else:
                feedback = self.exercise.check(answer)
        except Exception as e:  # shown, never lost (Voilà hides tracebacks)
            feedback = Feedback("unreadable", t("lesson.ui.error", lang, error=e))
        self.feedback.value = feedback._repr_html_()
        return feedback

    def show_answer(self) -> Feedback:
        """Show the answer and why (the "show the answer" button)."""
        try:
            feedback = self.exercise.answer()
        except Exception as e:  # shown, never lost
            feedback = Feedback("unreadable", t("lesson.ui.error", self.exercise.lang, error=e))
        self.feedback.value = feedback._repr_html_()
        return feedback


def quiz(exercise: Exercise) -> Quiz:
    """The answer box of ``exercise`` (a lesson's ``quiz(ex)`` cell shows it).

    >>> import cardlab
    >>> from cardlab.lessons import Exercise
    >>> box = quiz(Exercise.ask("lesson.q.legal_cards", "2", kind="number", values={"seat": 0}))
    >>> box.answer = "2"; box.submit().correct
    True
    """
    return Quiz(exercise)


class Picture(str):
    """Static HTML (a plain string) that shows itself in a notebook."""

    def _repr_html_(self) -> str:
        return str(self)


class LessonPage:
    """A lesson as a page: each cell of the lesson notebook is one call, by name, to a
    part of the game's :class:`~cardlab.lessons.Lesson` (the rule boxes, worked examples,
    pictures, live tables and questions). Glossary words link on their first use on the
    page.

    >>> from cardlab.lessons import Lesson
    >>> class Tiny(Lesson):
    ...     game, rules = "comrade", ()
    ...     def positions(self):
    ...         return {"start": lambda: self.new(seed=7)}
    >>> page = LessonPage(Tiny("en"), bot_delay=0)
    >>> page.table("start").game.phase, "data-seat=" in page.picture("start")
    ('bid', True)

    A glossary word links on its first use on the page only:

    >>> page = lesson_page("comrade", "en")
    >>> box = page.rule("need", "deal")
    >>> box.startswith("3 players and one deck"), box.html.count('href="../sheets/glossary')
    (True, 2)
    >>> page.rule("trick").html.count("#lead"), page.rule("deal").html.count("#dealer")
    (1, 0)
    """

    def __init__(self, lesson: Lesson, bot_delay: float = 0.8,
                 glossary: str | None = None) -> None:
        self.lesson = lesson
        self.lang = lesson.lang
        self.bot_delay = bot_delay
        self.glossary = glossary if glossary is not None else (
            f"../sheets/glossary.{self.lang}.html")
        self._seen: set[str] = set()  # glossary terms linked so far on this page

    def rule(self, *names: str) -> RuleBox:
        """The rule boxes ``names`` as one box (the rules card prints the same texts)."""
        boxes = [self.lesson.rule(name, self.glossary, self._seen) for name in names]
        return RuleBox("\n".join(boxes), "".join(b.html for b in boxes))

    def story(self, name: str) -> Any:
        """Worked example ``name``, as numbered sentences."""
        return self.lesson.story(name)

    def show(self, name: str) -> Any:
        """Extra ``name`` of the lesson (a table of titles, …)."""
        return self.lesson.show(name)

    def picture(self, name: str) -> Picture:
        """Position ``name`` drawn as a static picture, every hand face up."""
        from cardlab.render import game_html

        return Picture(game_html(self.lesson.position(name), None, self.lang, reveal=True))

    def table(self, name: str, seat: int = 0) -> Any:
        """Position ``name`` on a live table: the learner plays ``seat``, bots the others,
        every hand face up (teacher mode)."""
        from cardlab.ui.table import Table

        return Table(self.lesson.position(name), seat=seat, lang=self.lang,
                     bot_delay=self.bot_delay, teacher=True)

    def quiz(self, name: str) -> Quiz:
        """Question ``name`` with its answer box (CSS class ``cardlab-q-<name>``)."""
        box = Quiz(self.lesson.question(name))
        box.add_class(f"cardlab-q-{name}")
        return box

    def play(self) -> Any:
        """A whole deal against bots on the full table, with the coach's switch in its bar.

        On a lesson page served by Voilà the page's link may set ``seed`` and ``delay``
        (the bots' pace: ``?delay=0``), as on a dashboard; a part it does not use (another
        setting, a value out of range, another language) is said on the table's message
        line (:data:`LESSON_LINK`). Standalone Voilà serving the
        lesson alone (``voila notebooks/en/comrade.ipynb``) runs its cells ahead of time in
        a preheated kernel, which learns the link only when the page is asked for: the
        table waits for it here (:func:`cardlab.ui.preheat.wait_for_page`), the cells
        above do not."""
        import os

        from cardlab.core import Event, new_game
        from cardlab.link_settings import read_link
        from cardlab.ui.controls import TableApp
        from cardlab.ui.preheat import wait_for_page
        from cardlab.ui.table import Table

        wait_for_page()
        settings, unused = read_link(self.lesson.game, os.environ.get("QUERY_STRING", ""),
                                     reads=LESSON_LINK, lang=self.lang,
                                     bot_delay=self.bot_delay)
        if settings["lang"] != self.lang:  # the lesson's words, and its table, stay as written
            unused.append(Event("ui.link.lesson_lang", {"value": settings["lang"],
                                                        "used": self.lang}))
        game = new_game(self.lesson.game, players=self.lesson.players, seed=settings["seed"])
        app = TableApp(Table(game, seat=0, lang=self.lang, bot_delay=settings["bot_delay"]))
        if unused:  # said on the table, as a dashboard says it (cardlab.ui.dashboard)
            app.table.notice("ui.link.unused", reasons=unused)
        return app


def lesson_page(game: str, lang: str = "en", bot_delay: float = 0.8) -> LessonPage:
    """The lesson page of ``game`` in ``lang``: the game's lesson module
    (``cardlab.games.<game>.lesson``) names its :class:`~cardlab.lessons.Lesson` as
    ``LESSON``.

    >>> lesson_page("comrade", "ja").lesson.lang
    'ja'
    """
    from cardlab.lessons import lesson_of

    return LessonPage(lesson_of(game, lang), bot_delay=bot_delay)
