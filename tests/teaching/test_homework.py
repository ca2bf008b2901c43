"""The homework (cardlab.homework, each game's homework module) without nbgrader: the
questions, the seed per student, the marking; the stored assignment notebooks.

The real nbgrader runs in tests/teaching/test_homework_nbgrader.py.
"""

from __future__ import annotations

import pytest

from cardlab import GAMES
from cardlab.homework import Homework, Part, part_score, seed_for, student_id
from tests.support import homework_notebooks

# The points of each question, in order: a change of a question's points is a change of
# the assignment a teacher hands out, so it is spelled out here.
POINTS = {
    "comp13": [2, 1, 2, 2, 2, 1],
    "comrade": [2, 1, 2, 2, 2, 1],
    "notice": [2, 2, 2, 1, 3, 1],
    "skull_collector": [2, 2, 2, 2, 1, 1],
    "trumps": [2, 2, 2, 1, 3, 1],
}


def test_every_game_has_homework() -> None:
    assert sorted(GAMES) == sorted(POINTS)


@pytest.mark.parametrize("game", sorted(POINTS))
def test_points_per_question_and_total(game: str) -> None:
    hw = Homework(game, student="ana")
    assert [q.points for q in hw.questions()] == POINTS[game]
    assert hw.points == sum(POINTS[game])
    assert 6 <= len(hw) <= 10


@pytest.mark.parametrize("game", sorted(POINTS))
def test_the_engines_answers_score_full_marks(game: str) -> None:
    hw = Homework(game, student="ana")
    assert [hw.mark(n, *hw.answers(n)) for n in range(1, len(hw) + 1)] == POINTS[game]


@pytest.mark.parametrize("game", sorted(POINTS))
def test_two_students_get_different_positions(game: str) -> None:
    ana, ben = Homework(game, student="ana"), Homework(game, student="ben")
    assert ana.seed != ben.seed
    differ = [a.picture() != b.picture() or a.values != b.values
              for a, b in zip(ana.questions(), ben.questions(), strict=True)]
    assert all(differ), differ


@pytest.mark.parametrize("game", sorted(POINTS))
def test_the_same_student_gets_the_same_positions(game: str) -> None:
    first, again = Homework(game, student="Ana"), Homework(game, student=" ana ")
    for a, b in zip(first.questions(), again.questions(), strict=True):
        assert (a.picture(), a.values, a.parts) == (b.picture(), b.values, b.parts)


@pytest.mark.parametrize("game", sorted(POINTS))
def test_answers_of_the_wrong_type_score_nothing_and_never_raise(game: str) -> None:
    hw = Homework(game, student="ana")
    for n in range(1, len(hw) + 1):
        for odd in (None, ..., 3.5, {"a": 1}, "nonsense", object(), True, [[1]]):
            assert hw.mark(n, odd, odd, odd) == 0.0, (n, odd)
        assert hw.mark(n) == 0.0  # nothing given at all


def test_partial_credit_on_a_list_of_cards() -> None:
    part = Part("cards", ("QS", "10S", "5S"), points=2)
    assert part_score(part, ["QS", "10S", "5S"]) == 2.0
    assert part_score(part, "5s, ♠10, QS") == 2.0        # any order, any spelling
    assert part_score(part, ["QS", "10S"]) == 1.0         # only right cards, one missing
    assert part_score(part, ["QS", "10S", "5S", "KH"]) == 1.0  # none missing, one too many
    assert part_score(part, ["QS", "KH"]) == 0.0          # one wrong and some missing
    assert part_score(part, []) == 0.0
    assert part_score(Part("cards", (), points=2), []) == 2.0  # "none" is an answer too


def test_a_question_with_parts_marks_each_part() -> None:
    hw = Homework("notice", student="ana")
    a, b, c = hw.answers(5)
    assert hw.mark(5, a, b, c) == 3.0
    assert hw.mark(5, a, b + 1, c) == 2.0
    assert hw.mark(5, a, "not a number", c + 1) == 1.0


def test_the_id_comes_from_nbgrader_then_the_hub_then_the_name() -> None:
    marking = "/srv/course/autograded/mia/trumps"
    assert student_id("ana", env={"JUPYTERHUB_USER": "ken"}, cwd=marking) == ("mia", "nbgrader")
    assert student_id("ana", env={"JUPYTERHUB_USER": "ken"}, cwd="/home/ken") == ("ken", "hub")
    assert student_id("Ana  Li", env={}, cwd="/home") == ("ana li", "name")
    assert student_id("", env={}, cwd="/home") == ("", "none")
    assert student_id("ana", env={"CARDLAB_STUDENT": "Zoe"}, cwd=marking) == ("zoe", "env")
    assert seed_for("trumps", "mia") != seed_for("comrade", "mia")


def test_without_an_id_the_page_says_these_are_practice_positions() -> None:
    hw = Homework("comrade", student="", lang="en")
    assert "practice positions" in hw._repr_html_()
    assert "練習用" in Homework("comrade", student="", lang="ja")._repr_html_()
    assert "“ana”" in Homework("comrade", student="ana")._repr_html_()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_question_shows_its_words_picture_and_what_to_write(lang: str) -> None:
    shown = Homework("trumps", student="ana", lang=lang).show(2)
    page = shown._repr_html_()
    assert 'class="cardlab-static"' in page  # the static table picture
    assert "answer_2a" in page and "answer_2b" in page
    assert ("Question 2 (2 points)" if lang == "en" else "問2(2点)") in shown.text()


def test_a_picture_that_would_show_the_answer_is_left_out() -> None:
    hw = Homework("trumps", student="ana")  # question 5: A, B and A + B of score cards
    cards = hw.question(5).values["cards"]
    assert hw.question(5).picture() == "" and cards in hw.show(5).text()
    assert 'class="cardlab-static"' not in hw.show(5)._repr_html_()


def test_the_form_check_says_how_to_write_never_whether_right() -> None:
    hw = Homework("comrade", student="ana")
    right = hw.solution(4)
    assert repr(hw.check(4, right)) == "answer_4: written the right way."
    assert repr(hw.check(4, ["JK"])) == "answer_4: written the right way."
    assert repr(hw.check(4, 12)) == ('answer_4: this cannot be marked as it is written; write a '
                                     'list of cards, like ["QS", "10H"] ([] for none).')
    assert repr(hw.check(4, ...)) == "answer_4: no answer yet."


def test_an_unknown_question_is_one_sentence() -> None:
    with pytest.raises(ValueError, match="no question 9: this homework has questions 1 to 6"):
        Homework("comrade", student="ana").question(9)


@pytest.mark.parametrize("game", sorted(POINTS))
def test_the_stored_assignment_is_the_written_one(game: str) -> None:
    stored = homework_notebooks.path(game).read_text(encoding="utf-8")
    assert stored == homework_notebooks.text(homework_notebooks.assignment_notebook(game)), (
        "run python -m tests.support.homework_notebooks")


def test_nbgrader_comes_with_the_homework_and_test_extras_not_with_binder() -> None:
    import tomllib

    root = homework_notebooks.ROOT
    extras = tomllib.loads((root / "pyproject.toml").read_text())["project"][
        "optional-dependencies"]
    assert any(d.startswith("nbgrader") for d in extras["homework"])
    assert "cardlab[homework]" in extras["test"]
    # Binder leaves it out (README: ≈ 140 MB and four server extensions at every launch)
    binder = (root / "binder" / "requirements.txt").read_text()
    assert "nbgrader" not in binder
