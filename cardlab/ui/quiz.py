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
from cardlab.lessons import Exercise, Feedback

__all__ = ["Quiz", "quiz"]


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
