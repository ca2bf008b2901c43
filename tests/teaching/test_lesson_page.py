"""The lesson as a page (issue 32): the Comrade lesson's cells, its content, its reading
time, and questions that teach — the last checked over every question of every lesson of
the five games (those the lesson pages ask by name, and those the notebook lessons build).
"""

from __future__ import annotations

import ast
import html
import json
import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any, NamedTuple

import pytest

import cardlab
from cardlab.cards import display
from cardlab.i18n import LANGS, t
from cardlab.kit import kit_of
from cardlab.lessons import Exercise, Lesson, lesson_of, plain, reading_time
from cardlab.ui.quiz import Quiz
from tests.teaching.test_exercise_feedback import wrong_answers

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
LESSONS = sorted(p.name for p in (NOTEBOOKS / "en").glob("*.ipynb") if p.name != "odds.ipynb")
CALL = re.compile(r'^lesson\.(rule|story|quiz|table|show|picture|play)\((?:"([\w-]+)")?\)$')
RULES = re.compile(r'^lesson\.rule\("[\w-]+"(?:, "[\w-]+")+\)$')  # one section's rule boxes


def load(lang: str, name: str) -> dict[str, Any]:
    return json.loads((NOTEBOOKS / lang / name).read_text(encoding="utf-8"))


def source(cell: dict[str, Any]) -> str:
    return cell["source"] if isinstance(cell["source"], str) else "".join(cell["source"])


def code_cells(lang: str, name: str = "comrade.ipynb") -> list[str]:
    return [source(c) for c in load(lang, name)["cells"] if c["cell_type"] == "code"]


def calls(lang: str) -> list[tuple[str, str | None]]:
    """The Comrade lesson page's calls, (kind, name), in order."""
    out: list[tuple[str, str | None]] = []
    for src in code_cells(lang)[2:]:
        if RULES.match(src.strip()):
            out += [("rule", n) for n in re.findall(r'"([\w-]+)"', src)]
            continue
        m = CALL.match(src.strip())
        assert m, src
        out.append((m.group(1), m.group(2)))
    return out


# ----------------------------------------------------------------------------- the page


@pytest.mark.parametrize("lang", LANGS)
def test_every_code_cell_is_hidden_and_one_short_call(lang: str) -> None:
    """JupyterLab shows every code cell collapsed; each is one call into the lesson module
    after the two that set the page up (no imports of engine names, no positions)."""
    nb = load(lang, "comrade.ipynb")
    code = [c for c in nb["cells"] if c["cell_type"] == "code"]
    assert all(c["metadata"]["jupyter"]["source_hidden"] is True for c in code)
    assert source(code[0]) == f'LANG = "{lang}"'
    assert source(code[1]) == ('from cardlab.ui.quiz import lesson_page\n\n'
                               'lesson = lesson_page("comrade", LANG)')
    assert all(CALL.match(source(c)) or RULES.match(source(c)) for c in code[2:])


@pytest.mark.parametrize("lang", LANGS)
def test_at_most_thirty_visible_cells(lang: str) -> None:
    """Visible: every markdown cell and every call (the two set-up cells show nothing)."""
    nb = load(lang, "comrade.ipynb")
    markdown = [c for c in nb["cells"] if c["cell_type"] == "markdown"]
    visible = markdown + code_cells(lang)[2:]  # each call shows one output
    assert len(visible) <= 30, len(visible)


def test_sections_in_order() -> None:
    """The goal, the deal, a bid, a trick, how a deal ends (lost, then won), the match and
    titles, then a whole deal; ja has the same cells."""
    heads = [re.findall(r"^#+ (.*)$", source(c), re.M) for c in load("en", "comrade.ipynb")[
        "cells"] if c["cell_type"] == "markdown"]
    assert [h for hs in heads for h in hs] == [
        "Comrade: win together or lose together", "What you need, and the deal", "A bid",
        "A trick", "How a deal ends", "The match and its titles", "Your turn: a whole deal",
        "What next"]
    assert calls("en") == calls("ja")
    rules = [n for k, n in calls("en") if k == "rule"]
    assert rules == ["goal", "need", "deal", "bid", "trick", "lost", "won", "match", "mistakes"]


def test_a_worked_example_before_every_question() -> None:
    """Each question comes after a worked example (a story) of its own section, and every
    question, story and rule box of the lesson module is on the page exactly once."""
    lesson = lesson_of("comrade")
    seen_story = False
    for kind, name in calls("en"):
        if kind == "story":
            seen_story = True
        elif kind == "quiz":
            assert seen_story, name
        elif kind in ("rule", "table") and name in ("lost", "won", "trick"):
            seen_story = False  # a new rule: its question needs an example of its own
    page = calls("en")
    for kind, parts in (("quiz", lesson.questions()), ("story", lesson.stories()),
                        ("rule", lesson.rules)):
        assert sorted(n for k, n in page if k == kind) == sorted(parts), kind


def test_ends_with_a_whole_deal_and_links_going_further() -> None:
    assert calls("en")[-1] == ("play", None)
    last = source(load("en", "comrade.ipynb")["cells"][-1])
    assert "(comrade_further.ipynb)" in last and "comrade-card.en.html" in last
    app = lesson_of("comrade").__class__  # the page's final table: a whole deal, coach on hand
    from cardlab.ui.quiz import LessonPage

    table_app = LessonPage(app("en"), bot_delay=0).play()
    assert table_app.game.phase == "bid" and table_app.game.players == 3
    assert not table_app.coach_box.disabled  # the coach's switch is in the bar, allowed


@pytest.mark.parametrize("lang", LANGS)
def test_a_lesson_links_bad_parts_are_said_on_its_table_and_change_nothing(
        lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The lesson page's last table reads ``seed``, ``delay`` and its own ``lang`` from
    the link; every other part (a dashboard's setting, a made-up name, a value out of
    range, the other language) is one sentence on its message line, in the lesson's
    language, and the table is the one the rest of the link asks for."""
    from cardlab.ui.quiz import LessonPage

    other = {"en": "ja", "ja": "en"}[lang]
    monkeypatch.setenv("QUERY_STRING",
                       f"seed=7&players=5&teacher=1&colour=red&delay=9&lang={other}")
    app = LessonPage(lesson_of("comrade", lang), bot_delay=0).play()
    said = app.table.message["text"]
    for part in ("players=5", "teacher=1", "colour=red", "delay=9", f"lang={other}"):
        assert said.count(part) == 1, (part, said)
    words = {"en": ("not a setting of this page (seed, delay, lang)", "written in English"),
             "ja": ("このページの設定ではありません(seed、delay、lang)", "日本語で書かれている")}
    assert all(w in said for w in words[lang]), said
    assert (app.table.lang, app.table.bot_delay, app.game.seed, app.game.players) == (
        lang, 0.0, 7, 3)
    monkeypatch.setenv("QUERY_STRING", f"seed=8&delay=0&lang={lang}")
    app = LessonPage(lesson_of("comrade", lang), bot_delay=0.8).play()
    assert (app.table.message["text"], app.table.bot_delay, app.game.seed) == ("", 0.0, 8)


def test_reading_time_of_the_real_notebook() -> None:
    """Computed from the notebook as stored: the rule boxes, worked examples and questions
    its cells show; six questions, two live tables; at most 25 minutes in each language."""
    for lang in LANGS:
        time = reading_time(load(lang, "comrade.ipynb")["cells"], lang)
        print(f"{lang}: {time.words} words, {time.questions} questions, {time.tables} "
              f"tables: {time.minutes:.1f} min")
        assert (time.questions, time.tables) == (6, 2)
        assert 800 < time.words and time.minutes <= 25


# ----------------------------------------------------------------------------- content


def page_texts(lang: str) -> str:
    """Everything the Comrade lesson and its going-further notebook say in ``lang``."""
    lesson = lesson_of("comrade", lang)
    parts = [source(c) for name in ("comrade.ipynb", "comrade_further.ipynb")
             for c in load(lang, name)["cells"] if c["cell_type"] == "markdown"]
    parts += [plain(t(lesson.rule_key(r), lang)) for r in lesson.rules]
    parts += [" ".join(lesson.story(s)) for s in lesson.stories()]
    for q in lesson.questions():
        ex = lesson.question(q)
        parts += [ex.question, ex.hint_text(), ex.answer().text]
    return "\n".join(parts)


def test_no_two_identical_cards_in_a_trick() -> None:
    """Comrade's trick deck is one full deck: the lesson never says two alike can fall in
    one trick, and no 4- or 5-player deal holds two alike."""
    assert "can fall in one trick" not in page_texts("en")
    assert "2枚出ることもあり" not in page_texts("ja")
    assert "never holds two identical cards" in page_texts("en")
    for players in (4, 5):
        for seed in range(5):
            view = cardlab.new_game("comrade", players=players, seed=seed).view(reveal=True)
            cards = [c for seat in view["seats"] for c in seat["hand"]]
            assert len(cards) == len(set(cards)) == {4: 52, 5: 52}[players]


def test_no_table_talk_first_dealer_and_any_first_bid_are_taught() -> None:
    en, ja = page_texts("en"), page_texts("ja")
    assert "no table talk" in en and "相談は禁止" in ja
    assert "Choose the first dealer any way you like" in en and "最初の親" in ja
    assert "Your first card in a suit may be any value" in en and "最初の1枚はどの数でも" in ja
    game = cardlab.new_game("comrade", players=3, seed=4)  # the engine agrees
    assert game.dealer in range(3)
    game.play("take 3C")  # a first club bid of 3: no ace needed first
    assert game.view(None)["seats"][game.dealer]["bids"] == {"C": 3}


def test_joker_question_and_total_hint_do_not_give_it_away() -> None:
    """The joker question and its hint never say "+1"; the total's hints name no joker."""
    for lang in LANGS:
        for key in ("lesson.comrade.q.joker", "lesson.comrade.q.joker.hint"):
            assert "+1" not in t(key, lang, seat=0), key
        for key in ("lesson.comrade.total_after.hint", "lesson.comrade.q.total_after.hint"):
            text = t(key, lang, seat=0)
            assert "joker" not in text.lower() and "ジョーカー" not in text, key


def test_known_answers() -> None:
    """The engine's answers to the page's questions (and the joker's, going further)."""
    lesson = lesson_of("comrade")
    assert lesson.question("bid-cards").expected == ("3S", "4S")  # ♠A is not higher than ♠2
    assert lesson.question("total-after").expected == 12  # ♠4 on ♠2 adds 2, not 4
    assert set(lesson.question("must-follow").expected) == {"9S"}
    assert lesson.question("void").expected == 0  # ♥K does not follow: the ♠10 wins
    assert set(lesson.question("lost").expected) == {"9C", "10C", "JC", "QC", "KC"}
    assert lesson.question("won").expected == "2"
    assert lesson.story("too-many")[-1].endswith("more than the bid of 1: everyone loses")
    assert lesson.story("win")[-1] == "every bid is met exactly: everyone wins deal 1"
    further = [c for c in code_cells("en", "comrade_further.ipynb") if "lesson.comrade.q.joker"
               in c]
    namespace: dict[str, Any] = {}
    for src in code_cells("en", "comrade_further.ipynb"):
        exec(compile(src, "comrade_further", "exec"), namespace)
        if src in further:
            break
    assert namespace["joker"].expected == 9  # ♠3 + a joker = ♠4; with ♥4 and ♦A: 9


# ----------------------------------------------------------------------------- questions


class Asked(NamedTuple):
    """One question of a lesson: its id, the exercise and the text shown just above it."""

    qid: str
    exercise: Exercise
    above: str


def _text(value: Any) -> str:
    """What an output shows, as words."""
    if value is None:
        return ""
    if isinstance(value, Quiz):
        return value.exercise.question
    shown = value._repr_html_() if hasattr(value, "_repr_html_") else repr(value)
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", str(shown))).split())


def _page_questions(lang: str, name: str) -> Iterator[Asked]:
    lesson = lesson_of(name.removesuffix(".ipynb"), lang)
    above = ""
    for src in code_cells(lang, name)[2:]:
        m = CALL.match(src.strip())
        if RULES.match(src.strip()):
            above = " ".join(plain(t(lesson.rule_key(n), lang))
                             for n in re.findall(r'"([\w-]+)"', src))
            continue
        assert m, src
        kind, part = m.groups()
        if kind == "quiz":
            yield Asked(part, lesson.question(part), above)
            above = lesson.question(part).question
        elif kind == "rule":
            above = plain(t(lesson.rule_key(part), lang))
        elif kind == "story":
            above = " ".join(lesson.story(part))
        elif kind in ("table", "picture"):
            from cardlab.render import game_html

            above = _text(game_html(lesson.position(part), None, lang, reveal=True))
        else:
            above = _text(lesson.show(part)) if kind == "show" else ""


def _notebook_questions(lang: str, name: str) -> Iterator[Asked]:
    """Run a notebook lesson's cells (a going-further notebook); each cell that shows a
    quiz is a question, and the cell before it what is shown just above."""
    namespace: dict[str, Any] = {}
    above = ""
    for k, src in enumerate(code_cells(lang, name)):
        tree = ast.parse(src)
        last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
        exec(compile(tree, f"{lang}/{name}", "exec"), namespace)
        value = eval(compile(ast.Expression(last.value), f"{lang}/{name}", "eval"),
                     namespace) if last is not None else None
        if isinstance(value, Quiz):
            yield Asked(f"cell{k}", value.exercise, above)
        above = _text(value)


def _is_page(lang: str, name: str) -> bool:
    return "lesson_page(" in "".join(code_cells(lang, name))


@cache
def asked(lang: str, name: str) -> tuple[Asked, ...]:
    """The questions of lesson ``name`` in ``lang``, built (once per process)."""
    if _is_page(lang, name):
        return tuple(_page_questions(lang, name))
    return tuple(_notebook_questions(lang, name))


def _shows_a_quiz(src: str) -> bool:
    """The cell ends with ``quiz(…)`` or ``lesson.quiz(…)``."""
    body = ast.parse(src).body
    call = body[-1].value if body and isinstance(body[-1], ast.Expr) else None
    return isinstance(call, ast.Call) and (
        (isinstance(call.func, ast.Name) and call.func.id == "quiz") or
        (isinstance(call.func, ast.Attribute) and call.func.attr == "quiz"))


def quiz_names(lang: str, name: str) -> list[str]:
    """The questions a lesson asks, read from its notebook's cells without building the
    lesson or running a cell: the tests' parameters, known at collection. A lesson page's
    question is named in its ``lesson.quiz("…")``; a going-further notebook's by the
    cell that shows it.

    >>> quiz_names("en", "comrade.ipynb")[:2]
    ['bid-cards', 'total-after']
    >>> quiz_names("en", "comp13_further.ipynb")[0]
    'cell4'
    """
    if _is_page(lang, name):
        return [m[2] for src in code_cells(lang, name)
                if (m := CALL.match(src.strip())) and m[1] == "quiz"]
    return [f"cell{k}" for k, src in enumerate(code_cells(lang, name)) if _shows_a_quiz(src)]


def fresh(ex: Exercise) -> Exercise:
    """A copy of ``ex`` with no tries yet."""
    return Exercise(**{f: getattr(ex, f) for f in (
        "question_key", "expected", "kind", "values", "explanation", "choices", "lang",
        "notes", "options", "many", "words", "hint")})


def answer_words(ex: Exercise) -> list[str]:
    """How the answer is written (card symbols, a number, an option)."""
    want = ex.expected if isinstance(ex.expected, list | tuple | set | frozenset) else [
        ex.expected]
    return [display(w) for w in want] if ex.kind == "cards" else [str(w) for w in want]


def without_seats(text: str) -> str:
    """``text`` without the seats it names ("seat 2", "席2"): a seat is no answer's hint."""
    return re.sub(r"(?i)\b(?:seats?|player)\s+\d+|席\d+", " ", text)


QUESTIONS = [(lang, name, qid) for lang in LANGS for name in LESSONS
             for qid in quiz_names(lang, name)]


def test_every_lesson_has_questions() -> None:
    for name in LESSONS:
        for lang in LANGS:
            assert asked(lang, name), (lang, name)
            assert [q.qid for q in asked(lang, name)] == quiz_names(lang, name)


@pytest.mark.parametrize(("lang", "name", "qid"), QUESTIONS)
def test_question_teaches(lang: str, name: str, qid: str) -> None:
    """A first wrong answer: the hint, not the answer. The same one again: said so, the
    hint, what to do. A second different one, or "show the answer": the answer and why."""
    ex = fresh(next(q.exercise for q in asked(lang, name) if q.qid == qid))
    assert ex.hint is not None or ex.hint_text() != t("lesson.hint.generic", lang)
    first, second = wrong_answers(ex)
    the_answer = ex.answer().text.split(". ")[0].split("。")[0]
    fb = ex.check(first)
    assert fb.status == "wrong" and ex.hint_text() in fb.text and the_answer not in fb.text
    again = ex.check(first)
    assert again.status == "wrong" and again.text != fb.text
    assert t("lesson.try_other", lang) in again.text and the_answer not in again.text
    fb2 = ex.check(second)
    assert fb2.status == "wrong" and the_answer in fb2.text
    assert fresh(ex).answer().text.startswith(the_answer)


@pytest.mark.parametrize(("lang", "name", "qid"), QUESTIONS)
def test_question_not_passed_by_choosing_everything(lang: str, name: str, qid: str) -> None:
    ex = fresh(next(q.exercise for q in asked(lang, name) if q.qid == qid))
    if ex.kind == "cards" and ex.choices:
        assert not ex.check(list(ex.choices)).correct, (name, qid)
    if ex.many and ex.options:
        assert not ex.check(list(ex.options)).correct, (name, qid)


@pytest.mark.parametrize(("lang", "name", "qid"), QUESTIONS)
def test_question_not_answered_by_its_wording_or_the_output_above(
        lang: str, name: str, qid: str) -> None:
    """The answer is not written in the question, nor is its reason (or every answer
    card) in what is shown just above the question."""
    q = next(q for q in asked(lang, name) if q.qid == qid)
    ex, words = q.exercise, answer_words(q.exercise)
    wording = without_seats(ex.question)
    def written(w: str) -> bool:
        return bool(re.search(rf"(?<![A-Za-z0-9♠♥♦♣]){re.escape(w)}(?![A-Za-z0-9])", wording))

    in_wording = all(written(w) for w in words)
    others = [o for o in ex.options if o not in words]
    if in_wording and len(others) >= 2 and all(written(o) for o in others):
        in_wording = False  # the question lists every option it accepts: none singled out
    assert not in_wording, (name, qid)
    why = ex.answer().text.split(". ", 1)[-1].split("。", 1)[-1].strip(". 。")
    above = without_seats(q.above)
    shown = (bool(why) and why in q.above) or (
        ex.kind == "cards" and all(w in above for w in words))
    assert not shown, (name, qid)


@pytest.mark.parametrize(("lang", "name", "qid"), QUESTIONS)
def test_no_whole_number_written_with_a_decimal(lang: str, name: str, qid: str) -> None:
    """No "1.0" where an integer is meant: in the question, hint, feedback and answer."""
    ex = fresh(next(q.exercise for q in asked(lang, name) if q.qid == qid))
    first, second = wrong_answers(ex)
    texts = [ex.question, ex.hint_text(), ex.check(first).text, ex.check(second).text,
             ex.answer().text, ex.check(ex.expected if ex.kind != "cards" else list(
                 ex.expected)).text]
    assert not any(re.search(r"(?<![\d.])\d+\.0(?!\d)", s) for s in texts), texts


def test_comrade_questions_pass_every_check_without_exception() -> None:
    """The Comrade lesson page is the pattern: none of its questions is excused."""
    assert {q.qid for q in asked("en", "comrade.ipynb")} == set(lesson_of("comrade").questions())


def test_lesson_is_a_lesson() -> None:
    assert isinstance(lesson_of("comrade"), Lesson)


@pytest.mark.parametrize("lang", LANGS)
def test_every_part_builds_and_an_unknown_one_is_named(lang: str) -> None:
    """Every rule box, position, story, question and extra of the lesson module builds; a
    name the lesson lacks is one sentence in the page's language naming what it has."""
    from cardlab.lessons import LessonPartError

    lesson = lesson_of("comrade", lang)
    for name in lesson.rules:
        assert lesson.rule(name).html
    for name in lesson.positions():
        assert lesson.position(name).phase in ("bid", "play")
    assert all(lesson.story(n) for n in lesson.stories())
    assert all(lesson.question(n).question for n in lesson.questions())
    assert "Excellent" in lesson.show("titles")
    with pytest.raises(LessonPartError) as caught:
        lesson.question("joker")
    said = caught.value.text(lang)
    assert "joker" in said and "must-follow" in said
    assert said == t("lesson.unknown_part", lang, name="joker",
                     kind=t("lesson.part.question", lang), known=list(lesson.questions()))
    with pytest.raises(LessonPartError):
        lesson.rule("scoring")


def test_lesson_of_a_game_without_a_page(monkeypatch: pytest.MonkeyPatch) -> None:
    """A lesson module that names no LESSON (helpers only) gives no lesson page."""
    monkeypatch.delattr("cardlab.games.notice.lesson.LESSON")
    with pytest.raises(LookupError, match="names no LESSON"):
        lesson_of("notice")


BROWSER = Path(__file__).resolve().parents[1] / "browser"


def reach_checked_lessons(folder: Path = BROWSER) -> set[str]:
    """The games whose lesson page browser test runs the reach and axe check: a call
    ``first_time_right(page, "<game>", lang)`` in a ``test_lesson*.py`` file of *folder*."""
    games: set[str] = set()
    for path in sorted(folder.glob("test_lesson*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id == "first_time_right" and len(node.args) >= 2
                    and isinstance(node.args[1], ast.Constant)):
                games.add(node.args[1].value)
    return games


def test_every_lesson_page_gets_the_reach_and_axe_check(tmp_path: Path) -> None:
    """Each game with a lesson has a browser test that checks its lesson page for covered
    controls and axe violations (``tests.browser.test_lesson_page.first_time_right``): the
    check runs on the page that game's lesson test opens anyway, so a new game's lesson
    test must call it (README, "Adding a game")."""
    with_lesson = {game for game in cardlab.GAMES if kit_of(game).lesson is not None}
    assert {"comp13", "comrade", "notice", "skull_collector", "trumps"} <= with_lesson
    missing = with_lesson - reach_checked_lessons()
    assert not missing, f"no lesson browser test calls first_time_right for {sorted(missing)}"
    # the finder itself: a file calling it for one game, and one only naming it
    (tmp_path / "test_lesson_x.py").write_text(
        'first_time_right(page, "x", lang)\nfirst_time_right\n', encoding="utf-8")
    (tmp_path / "test_other.py").write_text('first_time_right(page, "y", lang)\n')
    assert reach_checked_lessons(tmp_path) == {"x"}
