"""Exercises that teach (issue 16, item 7): a wrong answer gets a hint towards the rule,
not the answer; the answer comes on request or after a second wrong try; sentences are
separate; the instructions match the answer box; an unanswered exercise is calm."""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any

import ipywidgets as widgets
import pytest

import cardlab
from cardlab.i18n import LANGS, catalogue, t
from cardlab.lessons import Exercise, Feedback, Lesson, bid_total, run
from cardlab.ui.quiz import Quiz

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
# the game lessons (odds.ipynb teaches with simulations and has no rule exercises)
LESSONS = sorted(p.name for p in (NOTEBOOKS / "en").glob("*.ipynb") if p.name != "odds.ipynb")


def comrade_in_play() -> cardlab.Game:
    """Comrade, 3 players, seed 7: the bids total 12; seat 0 leads ♠K, seat 1 must follow."""
    g = cardlab.new_game("comrade", players=3, seed=7)
    run(g, ["take 4S", "take 4H", "take 4D"])
    g.play(next(a for a in g.legal_actions(0) if str(a).endswith("S")))
    return g


def follow(lang: str = "en") -> Exercise:
    return Exercise.legal_cards(comrade_in_play(), seat=1, lang=lang)


def total(lang: str = "en") -> Exercise:
    g = cardlab.new_game("comrade", players=3, seed=1)
    return Exercise.value_after(g, "take 3S", bid_total, "lesson.comrade.total_after", lang)


def answer_sentence(ex: Exercise) -> str:
    """The first sentence of the answer shown on request ("The answer is ♠6 ♠9")."""
    return ex.answer().text.split(". ")[0].split("。")[0]


def separate(text: str, lang: str) -> bool:
    """Sentences apart: every sentence starts with a capital (en) and none runs into the
    next (no stop without a space after it in English, no space after 。)."""
    if lang == "ja":
        return "。 " not in text and ".。" not in text
    return not re.search(r"[.!?] [a-z]", text) and not re.search(r"[a-z][.!?][A-Z]", text) \
        and not text[:1].islower()


# ----------------------------------------------------------------------------- the rules


@pytest.mark.parametrize("lang", LANGS)
def test_a_first_wrong_answer_gets_a_hint_not_the_answer(lang: str) -> None:
    ex = follow(lang)
    missing = sorted(ex.expected)[0]
    wrong = [c for c in ex.expected if c != missing]
    fb = ex.check(wrong)
    assert fb.status == "wrong"
    assert ex.hint_text() in fb.text
    assert t("lesson.hint.missing", lang) in fb.text  # something is missing, not what
    assert cardlab.cards.display(missing) not in fb.text
    assert answer_sentence(ex) not in fb.text
    assert separate(fb.text, lang), fb.text


@pytest.mark.parametrize("lang", LANGS)
def test_a_wrong_card_is_answered_with_the_rule_it_breaks(lang: str) -> None:
    ex = follow(lang)
    hand = ex.choices
    off = next(c for c in hand if c not in ex.expected)
    fb = ex.check([*ex.expected, off])
    assert ("you must follow suit" if lang == "en" else "マストフォロー") in fb.text
    assert separate(fb.text, lang), fb.text


@pytest.mark.parametrize("lang", LANGS)
def test_the_answer_after_a_second_different_wrong_try(lang: str) -> None:
    ex = total(lang)
    first = ex.check(5)
    assert first.status == "wrong" and "3" not in first.text.replace(first.text[:20], "")
    again = ex.check(5)  # the same answer once more is not a second try, and says so
    assert again.status == "wrong" and again.text != first.text
    assert again.text.startswith(t("lesson.same_again", lang, answer=5))
    assert ex.hint_text() in again.text and t("lesson.try_other", lang) in again.text
    assert t("lesson.the_answer", lang, answer=3) not in again.text
    second = ex.check(4)
    assert second.status == "wrong"
    assert t("lesson.the_answer", lang, answer=3) in second.text
    assert ("bids total 3 of 12" if lang == "en" else "合計3/12") in second.text
    assert separate(second.text, lang), second.text


@pytest.mark.parametrize("lang", LANGS)
def test_the_answer_on_request(lang: str) -> None:
    ex = total(lang)
    shown = ex.answer()
    assert shown.status == "answer" and not shown.correct
    assert shown.text.startswith(t("lesson.the_answer", lang, answer=3))
    assert separate(shown.text, lang) and "→" in shown._repr_html_()


@pytest.mark.parametrize("lang", LANGS)
def test_right_and_why_are_separate_sentences(lang: str) -> None:
    fb = follow(lang).check(follow().expected)
    assert fb.correct and fb.text.startswith(t("lesson.correct", lang))
    assert separate(fb.text, lang), fb.text
    assert Exercise.ask("lesson.q.legal_cards", "2", kind="number", values={"seat": 0},
                        explanation={"en": "two hearts", "ja": "ハート2枚"},
                        lang=lang).check(2).text in ("Right! Two hearts.", "正解です!ハート2枚。")


@pytest.mark.parametrize("lang", LANGS)
def test_no_answer_yet_is_calm(lang: str) -> None:
    """``answer = None`` after Run All: a calm line, not an error or a wrong mark."""
    for ex in (follow(lang), total(lang)):
        fb = ex.check(None)
        assert fb.status == "empty" and fb.text == t("lesson.empty", lang)
        assert "✘" not in fb._repr_html_() and "wrong" not in fb._repr_html_()
        assert not re.search(r"No answer|error|button|ボタン|エラー", fb.text)
        assert not ex._wrong  # nothing counted as a try


def test_the_explicit_hint_wins() -> None:
    ex = Exercise.ask("lesson.q.legal_cards", "2", kind="number", values={"seat": 0},
                      hint={"en": "count the hearts", "ja": "ハートを数えましょう"})
    assert "Count the hearts." in ex.check(3).text
    assert ex.hint_text() == "count the hearts"
    plain = Exercise.ask("lesson.unknown_question", "2", kind="number")
    assert plain.hint_text() == t("lesson.hint.generic", "en")


# ----------------------------------------------------------------------------- the quiz box


@pytest.mark.parametrize("lang", LANGS)
def test_quiz_buttons_say_click_and_hint_then_answer(lang: str) -> None:
    quiz = Quiz(follow(lang))
    html = str([c.value for c in quiz.children[1].children if isinstance(c, widgets.HTML)])
    assert t("lesson.ui.pick_cards", lang) in html and quiz.text is None
    assert quiz.submit().text == t("lesson.ui.empty_buttons", lang)
    ex = quiz.exercise
    quiz.answer = [c for c in ex.expected][:1]
    assert quiz.submit().status == "wrong" and ex.hint_text() in quiz.feedback.value
    assert answer_sentence(ex) not in quiz.feedback.value
    quiz.answer = [*ex.expected, next(c for c in ex.choices if c not in ex.expected)]
    assert quiz.submit().status == "wrong"
    assert answer_sentence(ex) in quiz.feedback.value


@pytest.mark.parametrize("lang", LANGS)
def test_quiz_text_box_says_type_and_shows_the_answer_on_request(lang: str) -> None:
    quiz = Quiz(total(lang))
    labels = [c.value for c in quiz.children[1].children if isinstance(c, widgets.HTML)]
    assert t("lesson.ui.type_answer", lang) in str(labels) and quiz.text is not None
    assert not quiz.buttons and t("lesson.ui.pick_cards", lang) not in str(labels)
    assert quiz.submit().text == t("lesson.ui.empty_text", lang)
    quiz.text.value = "7"  # Enter: checked once, a hint
    assert "cardlab-feedback-wrong" in quiz.feedback.value
    assert t("lesson.the_answer", lang, answer=3) not in quiz.feedback.value
    quiz.answer_button.click()  # "show the answer"
    assert "cardlab-feedback-answer" in quiz.feedback.value
    assert t("lesson.the_answer", lang, answer=3).replace(".", "") in quiz.feedback.value


# ----------------------------------------------------------------------------- the lessons


@cache
def lesson(lang: str, name: str) -> dict[str, Any]:
    namespace: dict[str, Any] = {}
    nb = json.loads((NOTEBOOKS / lang / name).read_text(encoding="utf-8"))
    for cell in nb["cells"]:
        if cell["cell_type"] == "code":
            exec(compile("".join(cell["source"]), f"{lang}/{name}", "exec"), namespace)
    return namespace


def wrong_answers(ex: Exercise) -> list[Any]:
    """Two different wrong answers of the exercise's own kind."""
    if ex.kind == "cards":
        want = sorted(ex.expected)
        pool = [c for c in ex.choices if c not in want] or ["2C", "3C"]
        return [want[:-1] or [pool[0]], [*want, pool[0]]]
    if ex.options:
        want = {str(w).lower() for w in (ex.expected if isinstance(
            ex.expected, list | tuple) else [ex.expected])}
        others = [o for o in ex.options if o.lower() not in want]
        return others[:2] if len(others) >= 2 else [others[0], " ".join(ex.options)]
    return [int(ex.expected) + 1, int(ex.expected) + 2]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", LESSONS)
def test_every_lesson_exercise_teaches(name: str, lang: str) -> None:
    """In all ten lessons: every exercise has a hint of its own; after Run All its
    ``answer = None`` cell is calm; a first wrong answer gets the hint, not the answer;
    a second gets the answer."""
    namespace = lesson(lang, name)
    exercises = {k: v for k, v in namespace.items() if isinstance(v, Exercise)}
    page = getattr(namespace.get("lesson"), "lesson", namespace.get("lesson"))
    if isinstance(page, Lesson):  # a lesson page's questions, by name (issue 32)
        exercises |= {n: page.question(n) for n in page.questions()}
    assert exercises
    own = catalogue()
    for key, ex in exercises.items():
        ex = Exercise(**{f: getattr(ex, f) for f in (
            "question_key", "expected", "kind", "values", "explanation", "choices", "lang",
            "notes", "options", "many", "words", "hint")})  # a fresh copy: no tries yet
        assert ex.hint is not None or f"{ex.question_key}.hint" in own, (name, key)
        assert ex.check(None).text == t("lesson.empty", lang)
        first, second = wrong_answers(ex)
        fb = ex.check(first)
        assert fb.status == "wrong", (name, key, first, fb)
        the_answer = ex.answer().text.split(". ")[0].split("。")[0]
        assert the_answer not in fb.text and ex.hint_text() in fb.text, (name, key, fb.text)
        assert separate(fb.text, lang), fb.text
        fb2 = ex.check(second)
        assert fb2.status == "wrong" and the_answer in fb2.text, (name, key, second, fb2.text)


def test_feedback_statuses_are_documented() -> None:
    assert "answer" in (Feedback.__doc__ or "")
