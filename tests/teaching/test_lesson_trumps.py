"""The Trumps lesson page (cardlab/games/trumps/lesson.py; notebooks/{en,ja}/trumps.ipynb and
trumps_further.ipynb): its cells, its worked examples and questions with their known
answers, the rules checklist, and the three decisions of the rules that must be taught.

The checks every lesson shares (questions that teach, never answered by their own words or
the output above them) run over this lesson too, in tests/test_lesson_page.py.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

import cardlab
from cardlab.games.trumps import score, winners
from cardlab.games.trumps.lesson import (
    CHECKLIST,
    EXAMPLE,
    HANDS,
    REST,
    TrumpsLesson,
    nothing_to_take,
    pairs_game,
    reveal_together,
)
from cardlab.i18n import LANGS, t
from cardlab.lessons import Exercise, lesson_of, narrate, plain, reading_time
from cardlab.ui.quiz import LessonPage, lesson_page
from tests.games.test_trumps import A_HANDS, FACE_HANDS
from tests.teaching.test_notebooks import run_lesson

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
CALL = re.compile(r'^lesson\.(rule|story|quiz|table|show|picture|play)\((?:"([\w-]+)")?\)$')
RULES = re.compile(r'^lesson\.rule\("[\w-]+"(?:, "[\w-]+")+\)$')
NOTEBOOK = {"lesson": "trumps.ipynb", "further": "trumps_further.ipynb"}


def load(lang: str, name: str = "trumps.ipynb") -> dict[str, Any]:
    return json.loads((NOTEBOOKS / lang / name).read_text(encoding="utf-8"))


def source(cell: dict[str, Any]) -> str:
    return cell["source"] if isinstance(cell["source"], str) else "".join(cell["source"])


def code_cells(lang: str) -> list[str]:
    return [source(c) for c in load(lang)["cells"] if c["cell_type"] == "code"]


def headings(lang: str, name: str) -> list[str]:
    return [h for c in load(lang, name)["cells"] if c["cell_type"] == "markdown"
            for h in re.findall(r"^#+ (.*)$", source(c), re.M)]


def calls(lang: str) -> list[tuple[str, str | None]]:
    """The page's calls, (kind, name), in order (a rule call of several boxes: each box)."""
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
    code = [c for c in load(lang)["cells"] if c["cell_type"] == "code"]
    assert all(c["metadata"]["jupyter"]["source_hidden"] is True for c in code)
    assert source(code[0]) == f'LANG = "{lang}"'
    assert source(code[1]) == ('from cardlab.ui.quiz import lesson_page\n\n'
                               'lesson = lesson_page("trumps", LANG)')
    assert all(CALL.match(source(c)) or RULES.match(source(c)) for c in code[2:])


@pytest.mark.parametrize("lang", LANGS)
def test_at_most_thirty_visible_cells_and_25_minutes(lang: str) -> None:
    nb = load(lang)
    markdown = [c for c in nb["cells"] if c["cell_type"] == "markdown"]
    assert len(markdown) + len(code_cells(lang)[2:]) <= 30
    time = reading_time(nb["cells"], lang)
    assert (time.questions, time.tables) == (5, 2)
    assert 1000 < time.words and time.minutes <= 25, time


def test_sections_in_order_and_the_same_calls_in_both_languages() -> None:
    assert headings("en", "trumps.ipynb") == [
        "Trumps: collect many of one number, and a long run", "The deal and the start player",
        "A round: reveal and rank", "A round: take, then refill", "The end of the game",
        "Scoring", "Your turn: a whole game", "What next"]
    assert calls("en") == calls("ja")


def test_a_worked_example_before_every_question_and_every_part_shown_once() -> None:
    """Each question follows a worked example (a story, or the scoring example) given
    after the rule it asks about; every question, story and rule box is on the page once."""
    lesson, seen_example = lesson_of("trumps"), False
    for kind, name in calls("en"):
        if kind in ("story", "show"):
            seen_example = True
        elif kind == "quiz":
            assert seen_example, name
            seen_example = name == "reveal"  # the round-1 story shows reveal and rank
        elif kind == "rule":
            seen_example = False
    page = calls("en")
    for kind, parts in (("quiz", lesson.questions()), ("story", lesson.stories()),
                        ("rule", lesson.rules)):
        assert sorted(n for k, n in page if k == kind) == sorted(parts), kind


def test_ends_with_a_whole_game_on_the_live_table_and_links_going_further() -> None:
    assert calls("en")[-1] == ("play", None)
    for lang in LANGS:
        last = source(load(lang)["cells"][-1])
        assert "(trumps_further.ipynb)" in last and f"trumps-card.{lang}.html" in last
        assert f"trumps-plan.{lang}.html" in last
    app = LessonPage(TrumpsLesson("en"), bot_delay=0).play()
    assert app.game.phase == "start" and app.game.players == 3
    assert not app.coach_box.disabled


@pytest.mark.parametrize("lang", LANGS)
def test_notebooks_run_and_build_the_modules_parts(lang: str) -> None:
    """The page's namespace holds the module's lesson; going further runs to its end."""
    page = run_lesson(lang, "trumps.ipynb")["lesson"]
    assert page.lesson.lang == lang and isinstance(page.lesson, TrumpsLesson)
    further = run_lesson(lang, "trumps_further.ipynb")
    assert further["tie"].expected == ["1"] and further["refused"]
    assert further["tie"].check("1").correct and not further["tie"].check("0 1").correct


# ----------------------------------------------------------------------------- checklist


def test_rules_checklist_names_sections_that_exist() -> None:
    """Every rule and [decision] of shared/rules/trumps.md → a section of the lesson or of
    going further; the section exists, in English by name and in Japanese at its place."""
    assert len([k for k in CHECKLIST if k.startswith("decision:")]) >= 5
    assert {"option:start_tie_exhausted", "option:facedown_to_field"} <= set(CHECKLIST)
    assert set(cardlab.GAMES["trumps"].options) == {
        k.split(":")[1] for k in CHECKLIST if k.startswith("option:")}
    for rule, (where, heading) in CHECKLIST.items():
        en, ja = headings("en", NOTEBOOK[where]), headings("ja", NOTEBOOK[where])
        assert heading in en, (rule, heading)
        assert len(ja) == len(en) and ja[en.index(heading)], rule


def test_the_three_decisions_the_reader_missed_are_taught() -> None:
    """Issue 33: a start tie that runs out of cards, an empty hand, and taking from an
    empty field — in the lesson's rule boxes (both languages) and by the engine."""
    en = {r: plain(t(f"lesson.trumps.rule.{r}", "en")) for r in ("start", "reveal", "rank",
                                                                 "take")}
    ja = {r: plain(t(f"lesson.trumps.rule.{r}", "ja")) for r in en}
    assert "the tied player nearest the dealer's left starts" in en["start"]
    assert "親の左にいちばん近い人がスタート" in ja["start"]
    assert "a player with no cards reveals nothing" in en["reveal"]
    assert "then a player who revealed nothing" in en["rank"]
    assert "手札がない人は何も出しません" in ja["reveal"]
    assert "a player who must choose a number takes nothing; the last may still draw" in en[
        "take"]
    assert "数字を選ぶ人は何も取れません。最下位は山札から引けます" in ja["take"]
    story = TrumpsLesson("en").story("empty-field")
    assert story[-1] == "seat 0 draws a card from the deck instead (30 left)"


def test_rare_cases_of_going_further_as_the_engine_plays_them() -> None:
    """Three tied hands of 4 to 10: seat 1 (the dealer's left) starts, nobody holds a card,
    round 1 is ranked by nearness to the start player; a last round with nothing to take."""
    game = pairs_game([[str(x) for x in range(4, 11)]] * 3)
    events = reveal_together(game, *[(x, x, x) for x in range(4, 11)])
    assert [e.key for e in events].count("trumps.start_tie") == 6
    assert "trumps.start_tie_out" in [e.key for e in events]
    view = game.view(None)
    assert view["table"]["start_player"] == 1 and sum(view["table"]["field"].values()) == 21
    assert [r["seat"] for r in view["table"]["ranking"]] == [1, 2, 0]
    assert [r["kind"] for r in view["table"]["revealed"]] == ["nothing"] * 3
    last = narrate(nothing_to_take())
    assert "seat 1 has nothing to take: the field is empty" in last
    assert last[-1] == "seat 2 wins with 10 points"


# ----------------------------------------------------------------------------- content


def test_lesson_deal_is_scenario_a_of_the_rules_tests() -> None:
    assert [list(h) for h in HANDS] == [[str(x) for x in h] for h in A_HANDS]
    game = TrumpsLesson("en").deal()
    assert [c.text for c in game.reserve] == list(REST[:3])  # type: ignore[attr-defined]
    assert game.view(None)["table"]["deck"] == 31
    from cardlab.games.trumps.lesson import TIE_HANDS

    assert [list(h) for h in TIE_HANDS] == [[str(x) for x in h] for h in FACE_HANDS]


def test_known_answers() -> None:
    lesson = lesson_of("trumps")
    assert lesson.question("start").expected == "6"  # three 4s, then 9, 7, 8
    assert set(lesson.question("reveal").expected) == {"4", "5", "7", "8", "10"}
    assert lesson.question("reveal").choices == ("4", "5", "7", "8", "9", "10")
    assert lesson.question("rank").expected == 1  # a pair of 8s beats a pair of 9s
    assert lesson.question("take").expected == 3  # the 2 of round 1 and both 3s
    assert lesson.question("score").expected == 8  # 6×… → A 4; 5 6 7 8 → B 4


def test_worked_examples() -> None:
    lesson = TrumpsLesson("en")
    assert lesson.story("start-ties")[-2] == (
        "seat 1 showed the lowest number, 1, and is the start player")
    assert lesson.story("round-1")[3] == "ranking of the round: seat 1, seat 0, seat 2"
    assert lesson.story("facedown")[-1] == ("seat 2 and seat 0 both played face down: seat 2 "
                                            "is nearer the start player and ranks higher")
    assert lesson.story("take")[2] == "seat 2 takes one 1 as a score card"
    end = lesson.story("end")
    assert end[1:4] == ["the deck is empty: seat 0 takes a card from the reserve",
                        "the deck is empty: seat 1 takes a card from the reserve",
                        "the deck is empty: one more round, then the game ends"]
    assert end[-1] == "seat 1 wins with 9 points"


def test_the_seeds_scoring_example() -> None:
    """10, 9, 10; the third wins the tie on its smallest card, a 2 (and the sheet says so)."""
    assert [score(c) for c in EXAMPLE] == [(5, 5, 10), (6, 3, 9), (4, 6, 10)]
    assert winners(EXAMPLE) == [2]
    sheet = TrumpsLesson("ja").show("example")
    assert "10点で同点。一番小さい得点札(2)を持つ席2の勝ちです" in sheet
    assert "9×5, 8×3, 7×2, 6×1, 5×2, 3×1" in TrumpsLesson("en").show("example")


@pytest.mark.parametrize("lang", LANGS)
def test_questions_answered_right_wrong_and_out_of_range(lang: str) -> None:
    lesson = lesson_of("trumps", lang)
    rank = lesson.question("rank")
    hinted = rank.check(0)
    assert hinted.status == "wrong" and rank.hint_text() in hinted.text
    assert rank.check(2).status == "wrong" and "1" in rank.check(2).text
    assert rank.check(5).status == "unreadable"
    reveal = lesson.question("reveal")
    reveal.check(["4", "5"])
    fb = reveal.check(["4", "5", "7", "8", "9", "10"])
    assert fb.status == "wrong" and t("trumps.already_revealed", lang, number=9, by=0) in fb.text
    assert lesson.question("score").check("eight").status == "unreadable"
    assert lesson.question("take").check("3").correct


def test_questions_leave_the_positions_alone() -> None:
    lesson = TrumpsLesson("en")
    game = lesson.position("round-2")
    before = game.to_record()
    Exercise.value_after(game, ["take 6", "take 3"], lambda v: 0, "lesson.trumps.q.take", seat=1)
    assert game.to_record() == before and game.phase == "take" and game.to_move == (2,)


def test_page_parts_in_both_languages() -> None:
    for lang in LANGS:
        page = lesson_page("trumps", lang, bot_delay=0)
        box = page.rule("need", "deal", "start")
        assert box.html.count('href="../sheets/glossary') >= 3
        table = page.table("round-2")  # the bots (no delay) take first: seat 0 is last
        assert table.game.to_move == (0,) and "draw" in map(str, table.game.legal_actions())
        assert "data-seat=" in page.picture("round-8")
        assert page.quiz("rank").exercise.lang == lang
