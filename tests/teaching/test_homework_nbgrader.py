"""The homework with the real nbgrader, in a throwaway course (tests/support/homework_course.py):
every assignment is generated and validated, and three made-up students per game are
marked by one ``nbgrader autograde`` run for all games.

- ana answers every question right (the engine's answers for her own positions);
- ben answers every part wrong;
- cho mixes: question 1 half right (a list with one item too few or too many), a syntax
  error in question 2, an answer of the wrong type in question 3, question 4 right,
  question 5 wrong, question 6 right.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from cardlab.homework import Homework, read
from tests.support import homework_course as hc
from tests.teaching.test_homework import POINTS

pytestmark = pytest.mark.slow

GAMES = sorted(POINTS)
STUDENTS = ("ana", "ben", "cho")


def _half(form: str, expected: Any) -> Any:
    """A list answer worth half: one item left out, or (for one item) one wrong added."""
    want = sorted(read(form, expected), key=str)
    if len(want) >= 2:
        return want[1:]
    extra = {"cards": "JK", "numbers": 99, "fields": next(x for x in "ABCD" if x not in want)}
    return [*want, extra[form]]


def _cho(game: str) -> dict[int, str]:
    right, wrong = hc.right(game, "cho"), hc.wrong(game, "cho")
    first = Homework(game, student="cho").question(1).parts[0]
    cells = {1: hc.answer_source(1, [_half(first.form, first.expected)]),
             2: "answer_2 = [\n" if len(right[2]) == 1 else "answer_2a = (\nanswer_2b = 1",
             3: "\n".join(f"answer_3{'' if len(right[3]) == 1 else 'abcdefgh'[i]} = {{'x': 1}}"
                          for i in range(len(right[3]))),
             4: hc.answer_source(4, right[4]), 5: hc.answer_source(5, wrong[5]),
             6: hc.answer_source(6, right[6])}
    return cells


@pytest.fixture(scope="module")
def course(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    root = hc.course(tmp_path_factory.mktemp("homework"))
    generated = hc.nbgrader(root, "generate_assignment", "*", "--force")
    validated = hc.nbgrader(root, "validate",
                            *(f"source/{g}/{g}.ipynb" for g in GAMES))
    for game in GAMES:
        for student, answers in (("ana", hc.right(game, "ana")), ("ben", hc.wrong(game, "ben"))):
            hc.submit(root, game, student,
                      {n: hc.answer_source(n, v) for n, v in answers.items()})
        hc.submit(root, game, "cho", _cho(game))
    graded = hc.nbgrader(root, "autograde", "*")
    return {"root": root, "generated": generated, "validated": validated, "graded": graded}


def test_every_assignment_is_generated(course: dict[str, Any]) -> None:
    assert course["generated"].returncode == 0, hc.said(course["generated"])


@pytest.mark.parametrize("game", GAMES)
def test_the_release_has_no_solution_and_no_hidden_test(course: dict[str, Any],
                                                         game: str) -> None:
    release = (course["root"] / "release" / game / f"{game}.ipynb").read_text(encoding="utf-8")
    source = (course["root"] / "source" / game / f"{game}.ipynb").read_text(encoding="utf-8")
    for secret in ("BEGIN SOLUTION", "hw.solution(", "HIDDEN TESTS", ".mark("):
        assert secret in source and secret not in release, secret
    assert release.count("answer_1") >= 2 and "hw.check(1, answer_1" in release


def test_the_sources_pass_nbgrader_validate(course: dict[str, Any]) -> None:
    out = course["validated"]
    assert out.returncode == 0, hc.said(out)
    assert out.stdout.count("Success! Your notebook passes all the tests.") == len(GAMES), (
        out.stdout[-3000:])


def test_nbgraders_kernels_talk_over_unix_sockets(course: dict[str, Any]) -> None:
    """Every kernel nbgrader started here used Unix sockets (tests/support/net.py): the
    validation and the marking ran, and none of their kernels warned, as ipykernel 7.4
    does on its stderr (which nbgrader passes on) for each kernel on TCP."""
    for run in (course["validated"], course["graded"]):
        assert run.returncode == 0, hc.said(run)
        assert "running over TCP" not in run.stderr, hc.said(run)


@pytest.mark.parametrize("game", GAMES)
def test_three_students_are_marked_exactly(course: dict[str, Any], game: str) -> None:
    assert course["graded"].returncode == 0, hc.said(course["graded"], 3000)
    marks = hc.marks(course["root"], game, STUDENTS)
    points = POINTS[game]
    assert marks["ana"]["total"] == sum(points)
    assert [marks["ana"][f"mark_{n}"] for n in range(1, 7)] == points
    assert marks["ben"]["total"] == 0
    cho = [marks["cho"][f"mark_{n}"] for n in range(1, 7)]
    assert cho == [points[0] / 2, 0, 0, points[3], 0, points[5]]
    assert marks["cho"]["total"] == points[0] / 2 + points[3] + points[5]


@pytest.mark.parametrize("game", GAMES)
def test_a_broken_answer_is_marked_not_crashed(course: dict[str, Any], game: str) -> None:
    autograded = Path(course["root"] / "autograded" / "cho" / game / f"{game}.ipynb")
    text = autograded.read_text(encoding="utf-8")
    assert "SyntaxError" in text  # the broken cell ran, failed, and the rest was marked
    failed = f"error processing assignment '{game}' for student 'cho'"
    assert failed not in course["graded"].stderr
