"""The Comp-13 lesson page (cardlab.games.comp13.lesson, notebooks/{en,ja}/comp13.ipynb):
the engine's answers to its questions, the rules it must teach, the rules checklist, and
the page's shape (hidden one-call cells, worked example before each question, length)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from cardlab import sheets
from cardlab.games.comp13.lesson import CHECKLIST, SECTIONS
from cardlab.i18n import LANGS, t
from cardlab.lessons import lesson_of, plain, reading_time

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
CALL = re.compile(r'^lesson\.(rule|story|quiz|table|show|picture|play)\((?:"([\w-]+)"'
                  r'(?:, "[\w-]+")*)?\)$')


def cells(lang: str, name: str = "comp13.ipynb") -> list[dict[str, Any]]:
    return json.loads((NOTEBOOKS / lang / name).read_text(encoding="utf-8"))["cells"]


def source(cell: dict[str, Any]) -> str:
    return cell["source"] if isinstance(cell["source"], str) else "".join(cell["source"])


def calls(lang: str) -> list[tuple[str, str | None]]:
    out = []
    for cell in cells(lang):
        src = source(cell).strip()
        if cell["cell_type"] == "code" and src.startswith("lesson."):
            m = CALL.match(src)
            assert m, src
            names = re.findall(r'"([\w-]+)"', src) or [None]
            out += [(m.group(1), n) for n in names]
    return out


def headings(lang: str, name: str) -> list[str]:
    return [h for c in cells(lang, name) if c["cell_type"] == "markdown"
            for h in re.findall(r"^#+ (.*)$", source(c), re.M)]


# ----------------------------------------------------------------------------- answers


def test_known_answers() -> None:
    lesson = lesson_of("comp13")
    assert lesson.question("dealer").expected == 0  # ♣10 on D lies before seat (1 + 3) % 4
    assert lesson.question("limit").expected == "52"  # ♥8 on ♥Q: 20 on A but 53 in all
    assert lesson.question("fields").expected == ["A", "B"]  # change on ♥J, swaps on ♦9 ♦2
    assert sorted(lesson.question("captured").expected) == ["JH", "KH"]
    assert lesson.question("score").expected == 1  # +3 captured, −2 for ♠A ♠10 in hand


def test_score_answer_is_written_as_an_integer() -> None:
    for lang in LANGS:
        ex = lesson_of("comp13", lang).question("score")
        assert not re.search(r"\d\.0\b", ex.answer().text)
        assert ex.answer().text.startswith(t("lesson.the_answer", lang, answer="1"))


def test_limit_question_no_longer_gives_its_sum_away() -> None:
    """The old wording ("same suit, and 12 + 8 = 20") ruled out two of the four options."""
    for lang in LANGS:
        q = lesson_of("comp13", lang).question("limit").question
        assert "12 + 8" not in q and "20 =" not in q


def test_three_or_more_cards_make_a_3_card_comp() -> None:
    en = t("lesson.comp13.rule.comp", "en")
    assert "three or more" in en and "3枚以上" in t("lesson.comp13.rule.comp", "ja")


# ----------------------------------------------------------------------------- rules taught


def taught(lang: str) -> str:
    lesson = lesson_of("comp13", lang)
    parts = [plain(t(lesson.rule_key(r), lang)) for r in lesson.rules]
    parts += [" ".join(lesson.story(s)) for s in lesson.stories()]
    parts += [source(c) for c in cells(lang) if c["cell_type"] == "markdown"]
    return "\n".join(parts)


def test_the_four_missing_rules_are_taught_with_their_examples() -> None:
    en, ja = taught("en"), taught("ja")
    # the dealer's card on D: no Comp, but an All-Ground at 52
    assert "that card makes no Comp, even a king" in en and "KでもCompになりません" in ja
    assert "the fourth king placed on D make 52" in en and "4枚目のKをDに置けば52" in ja
    lesson = lesson_of("comp13")
    assert lesson.story("mate-a")[-2] == "seat 2 places ♦K on field D (the four fields total 37)"
    assert lesson.story("dealer-all-ground")[1] == (
        "All-Ground by seat 2: the four fields total exactly 52")
    # a king turned up from the stock is no Comp (the refill turns up two kings)
    assert "turned up from the stock, is no Comp" in en and "山札からめくられたK" in ja
    assert "♣K is turned up on field A (39 left in the stock)" in lesson.story("refill")
    # the next provisional dealer, and the match tie-break
    assert "The winner of a game is the provisional dealer of the next" in en
    assert "on a tie, the player who won more games" in en and "勝ったゲームの多い人" in ja
    # a joker is never played from a hand, said in so many words
    assert "never played from a hand" in en and "手札から出すことはできません" in ja


def test_the_goal_is_the_score_not_the_most_cards() -> None:
    en = t("lesson.comp13.rule.goal", "en")
    assert "most captured cards" not in taught("en") and "The highest score wins" in en


def test_checklist_names_sections_that_exist() -> None:
    """Every rule of shared/rules/comp13.md names a section; each is a heading of the
    lesson page or of the going-further notebook, in both languages."""
    assert len(CHECKLIST) >= 45 and sum("[decision" in r for r, _ in CHECKLIST) >= 7
    for _, where in CHECKLIST:
        assert where in SECTIONS, where
        name = "comp13_further.ipynb" if where.startswith("further:") else "comp13.ipynb"
        for lang in LANGS:
            assert SECTIONS[where][lang] in headings(lang, name), (where, lang)


# ----------------------------------------------------------------------------- the page


@pytest.mark.parametrize("lang", LANGS)
def test_page_cells_are_hidden_single_calls(lang: str) -> None:
    code = [c for c in cells(lang) if c["cell_type"] == "code"]
    assert all(c["metadata"]["jupyter"]["source_hidden"] is True for c in code)
    assert source(code[1]).endswith('lesson_page("comp13", LANG)')
    assert all(CALL.match(source(c).strip()) for c in code[2:])
    visible = [c for c in cells(lang) if c["cell_type"] == "markdown"] + code[2:]
    assert len(visible) <= 35


def test_a_worked_example_before_every_question_and_all_parts_shown() -> None:
    lesson = lesson_of("comp13")
    page = calls("en")
    assert page == calls("ja")
    story = False
    for kind, name in page:
        if kind == "rule":
            story = False
        elif kind in ("story", "show"):
            story = True
        elif kind == "quiz":
            assert story, name
    for kind, parts in (("quiz", lesson.questions()), ("story", lesson.stories()),
                        ("rule", lesson.rules)):
        assert sorted(n for k, n in page if k == kind) == sorted(parts), kind
    assert page[-1] == ("play", None)


def test_reading_time_at_most_25_minutes() -> None:
    for lang in LANGS:
        time = reading_time(cells(lang), lang)
        assert (time.questions, time.tables) == (5, 2)
        assert time.minutes <= 25, (lang, time)


def test_rules_card_and_plan_exist_and_link_the_games_terms() -> None:
    for lang in LANGS:
        card, plan = sheets.card("comp13", lang), sheets.plan("comp13", lang)
        linked = set(re.findall(r'href="glossary\.\w+\.html#([a-z-]+)"', card))
        assert {"field", "stock", "honour", "comp", "all-ground", "dealer"} <= linked
        assert sum(m for m, _ in lesson_of("comp13").plan) == 50
        assert t("lesson.comp13.plan.discuss.draw", lang) in plan
