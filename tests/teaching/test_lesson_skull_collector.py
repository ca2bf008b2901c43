"""The Skull Collector lesson page (issue 33): its lesson module's parts, the page's cells,
its reading time, its rules checklist, and its questions in both languages — answered
right, wrong (a hint first, then the answer) and in a wrong form. The worked examples are
pinned as known answers, so a change in the engine or the bots that would make the page's
prose wrong fails here."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path
from typing import Any

import pytest

from cardlab.games.skull_collector.lesson import (
    CHECKLIST,
    CHEST,
    DEALT,
    GIVE,
    TRICKS,
    SkullLesson,
    bot_game,
)
from cardlab.i18n import LANGS, t
from cardlab.lessons import Exercise, Feedback, LessonPartError, lesson_of, reading_time, run
from cardlab.ui.quiz import LessonPage, Quiz
from tests.games.test_skull_collector import (
    WALK_CHEST,
    WALK_GIVE,
    WALK_HANDS,
    WALK_TRICKS,
    dealt_hands,
)

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
PAGE, FURTHER = "skull_collector.ipynb", "skull_collector_further.ipynb"
CALL = re.compile(r'^lesson\.(rule|story|quiz|table|show|picture|play)\((?:"([\w-]+)"'
                  r'(?:, "[\w-]+")*)?\)$')


def load(lang: str, name: str = PAGE) -> dict[str, Any]:
    return json.loads((NOTEBOOKS / lang / name).read_text(encoding="utf-8"))


def source(cell: dict[str, Any]) -> str:
    return cell["source"] if isinstance(cell["source"], str) else "".join(cell["source"])


def calls(lang: str) -> list[tuple[str, str | None]]:
    """The page's calls after the two set-up cells, (kind, name), one per name."""
    out: list[tuple[str, str | None]] = []
    for cell in load(lang)["cells"]:
        src = source(cell).strip()
        if cell["cell_type"] != "code" or src.startswith(("LANG", "from cardlab")):
            continue
        m = CALL.match(src)
        assert m, src
        out += [(m.group(1), n) for n in re.findall(r'"([\w-]+)"', src)] or [(m.group(1), None)]
    return out


def headings(lang: str, name: str) -> list[str]:
    return [h for c in load(lang, name)["cells"] if c["cell_type"] == "markdown"
            for h in re.findall(r"^#+ (.*)$", source(c), re.M)]


# ----------------------------------------------------------------------------- the deal


def test_the_lesson_deal_is_the_engines_walk_through() -> None:
    """The lesson's deal, chest, pass and tricks are those pinned in
    tests/test_skull_collector.py (the seed's worked examples in one deal)."""
    assert [sorted(h) for h in DEALT] == [sorted(h) for h in dealt_hands(
        WALK_HANDS, WALK_CHEST, WALK_GIVE)]
    assert list(CHEST) == WALK_CHEST and list(GIVE) == WALK_GIVE
    assert list(TRICKS) == WALK_TRICKS
    hands = [s["hand"] for s in SkullLesson("en").after(0).view(reveal=True)["seats"]]
    assert [sorted(h) for h in hands] == [sorted(h) for h in WALK_HANDS]


def test_walk_through_tricks_as_the_page_tells_them() -> None:
    """Trick 1 highest diamond, 2 ace beats ten (♦6 to seat 1), 3 trump set by ♣2 which
    wins, 4 the lowest trump beats a spade, 5 seat 2 wins its own ♣6, 9 the chest with ♠6."""
    game = SkullLesson("en").after(0)
    reasons = []
    for trick in TRICKS:
        events = run(game, trick.split())
        win = next(e for e in events if e.key.startswith("skull_collector.win."))
        reasons.append((win.key.rsplit(".", 1)[1], win.values["seat"], win.values["card"]))
    assert reasons[:5] == [("highest_led", 2, "8D"), ("ace_ten", 1, "AD"),
                           ("trump_set", 0, "2C"), ("highest_trump", 2, "AC"),
                           ("highest_trump", 2, "6C")]
    last = game.view(None)["table"]["last_deal"]
    assert last["chest_winner"] == 2 and last["skulls"] == [[], ["6D"], ["6C", "6S"]]
    assert [s["members"] for s in game.view(None)["seats"]] == [3, 2, 1]
    assert last["tricks"][2] == 8 and game.dealer == 1


def test_worked_examples_say_what_the_page_says() -> None:
    lesson = SkullLesson("en")
    chest = lesson.story("chest-pass")
    assert "seat 0, you put ♠6 in the chest; only you know it" in chest
    assert "seat 0, you pass ♣6 to seat 2 on your right" in chest
    assert not any("♦5" in s or "♠10" in s or "♦3" in s for s in chest)  # others stay secret
    assert lesson.story("first-trick")[-1] == (
        "♦8 wins the trick: highest of the suit led (diamonds)")
    assert lesson.story("ace-ten")[-1] == "seat 1 collects the skull ♦6 (1 this deal)"
    assert lesson.story("trump-set")[-1] == (
        "♣2 wins the trick: first card that did not follow: ♣ is trump")
    end = lesson.story("deal-end")
    assert end[4] == ("seat 1 won the last trick and so wins the chest too, as one more trick: "
                      "♠9 ♦10 ♣10")
    assert sum("the curse strikes" in s for s in end) == 2
    assert end[-1].startswith("seat 2: tricks 4")
    assert lesson.story("division") == [
        "seat 1: 10 points ÷ living members 3 = 3 (rounded down)",
        "seat 2: 60 points ÷ living members 1 = 60 (rounded down)",
        "seat 2 wins with 60 points per living member (60 ÷ 1); seat 1 has 3"]


def test_bot_games_end_as_the_pages_say() -> None:
    """The seeded bot games of the page and of going further."""
    game, _ = bot_game(0)  # third skull in the 7th trick of deal 1
    assert game.outcome.reason.key.endswith("instant_win") and game.deal_number == 1
    assert game.view(None)["table"]["tricks_played"] == 7
    game, events = bot_game(29)  # the chest completes the set in deal 3
    assert game.outcome.reason.key.endswith("instant_win") and game.deal_number == 3
    assert events[-2].key == "skull_collector.skulls_in_chest"
    game, _ = bot_game(2)  # seat 0 wiped in deal 2; seat 1: 90 with 2, seat 2: 60 with 1
    d = game.outcome.details
    assert (d["deals"], d["wiped"], d["totals"][1:], d["members"][1:]) == (2, [0], [90, 60],
                                                                           [2, 1])
    assert game.outcome.winners == [2] and d["final"] == [None, 45, 60]
    game, _ = bot_game(37)  # seat 0 wiped out with the most points
    assert game.outcome.details["totals"] == [130, 10, 60] and game.outcome.winners == [2]
    game, _ = bot_game(24)  # 40 each, seat 0 has fewer members
    assert game.outcome.details["tiebreak"] == "fewer_members" and game.outcome.winners == [0]
    for nearest, winner in (("after", 0), ("before", 1)):
        game, _ = bot_game(552, nearest=nearest)
        assert game.outcome.details["wiped"] == [2] and game.outcome.winners == [winner]
        assert game.outcome.details["totals"][:2] == [50, 50]
    assert bot_game(7)[0].outcome.reason.key.endswith("two_wiped")
    assert bot_game(69)[0].outcome.reason.key.endswith("all_wiped")
    dealers = {nd: next(e.values["dealer"] for e in bot_game(5, next_dealer=nd)[1]
                        if e.key == "skull_collector.dealt") for nd in ("left", "chest_winner")}
    assert dealers == {"left": 1, "chest_winner": 0}


# ----------------------------------------------------------------------------- questions

# name -> (right answer, a wrong answer, words of the answer's reason in en and ja, answers
# in a wrong form)
ANSWERS = {
    "pass": ("0", "2", ("pass ♦5 to seat 0", "席0に♦5を渡します"), [3, "left", "1.5"]),
    "must-follow": (["6D"], ["6D", "2C"], ("must follow", "マストフォロー"), ["ZZ", "♦11"]),
    "ace-ten": (2, 1, ("highest of the suit led", "いちばん強いカード"), [3, -1, "seat two"]),
    "trump": (2, 0, ("highest trump", "いちばん強い切り札"), [7, "2C"]),
    "curse": (1, 2, ("The chest held the skull ♠6", "宝箱にどくろ♠6"), [4, -2, "ZZ"]),
    "final": ("2", "1", ("90 points ÷ living members 2 = 45", "90点 ÷ 生存隊員2人 = 45点"),
              [5, "two", "45"]),
}


def test_known_answers() -> None:
    """The engine's answers to the page's questions, and to going further's."""
    lesson = SkullLesson("en")
    assert list(lesson.questions()) == list(ANSWERS)
    assert lesson.question("pass").expected == "0"  # the right of seat 1 is seat 0
    assert lesson.question("must-follow").expected == ("6D",)  # its only diamond
    assert lesson.question("ace-ten").expected == 2  # no ace: ♦10 is highest
    assert lesson.question("trump").expected == 2  # the lowest trump beats ♠A
    assert lesson.question("curse").expected == 1  # ♣6 and the chest's ♠6: 3 - 2
    assert lesson.question("final").expected == "2"  # 60 ÷ 1 beats 90 ÷ 2
    ns = further_namespace("en")
    assert ns["in_trump"].expected == 1  # with the option, ♣A beats ♣10


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", sorted(ANSWERS))
def test_right_then_wrong_answers(name: str, lang: str) -> None:
    """Right: "Right!" and why. Wrong: a hint towards the rule, not the answer; a second
    different wrong answer: the answer and the engine's reason."""
    right, wrong, why, _bad = ANSWERS[name]
    lesson = SkullLesson(lang)
    fb = lesson.question(name).check(right)
    assert fb.correct and fb.text.startswith("Right!" if lang == "en" else "正解です!")
    ex = lesson.question(name)
    first = ex.check(wrong)
    assert first.status == "wrong" and ex.hint_text() in first.text
    the_answer = ex.answer().text.split(". ")[0].split("。")[0]
    assert the_answer not in first.text
    assert why[LANGS.index(lang)] in ex.answer().text


@pytest.mark.parametrize("name", sorted(ANSWERS))
def test_answer_in_a_wrong_form_gets_one_sentence(name: str) -> None:
    for lang in LANGS:
        ex = SkullLesson(lang).question(name)
        for answer in ANSWERS[name][3]:
            fb = ex.check(answer)
            assert fb.status == "unreadable", (answer, fb)
            assert "\n" not in fb.text and str(answer) in fb.text


def test_out_of_range_names_the_range() -> None:
    assert SkullLesson("en").question("trump").check(3).text == (
        "“3” is not a possible answer here: answer with 0, 1, 2.")
    assert SkullLesson("ja").question("curse").check(4).text == (
        "「4」はここでは答えになりません。0、1、2、3のどれかで答えてください。")


def test_what_the_reader_found_is_fixed() -> None:
    """The final question asks for the winner, not one division whose numbers and formula
    it states; it and must-follow come after a worked example of their own rule."""
    for lang in LANGS:
        final = SkullLesson(lang).question("final").question
        assert "÷" not in final and "rounded" not in final and "切り捨て" not in final
    page = calls("en")
    assert page.index(("story", "first-trick")) < page.index(("quiz", "must-follow"))
    assert page.index(("story", "division")) < page.index(("quiz", "final"))


def test_building_a_question_leaves_the_position_alone() -> None:
    lesson = SkullLesson("en")
    game = lesson.after(26)
    before = game.to_record()
    Exercise.value_after(game, "10S", lambda v: v["seats"][2]["members"],
                         "lesson.skull_collector.q.curse", options=range(4))
    assert game.to_record() == before


def test_quiz_widgets_check_through_the_engine() -> None:
    page = LessonPage(SkullLesson("en"), bot_delay=0)
    box = page.quiz("trump")
    assert isinstance(box, Quiz) and "cardlab-q-trump" in box._dom_classes
    box.text.value = "2"
    assert "cardlab-feedback-correct" in box.feedback.value
    box.text.value = "9"
    assert "cardlab-feedback-unreadable" in box.feedback.value
    assert isinstance(box.submit(), Feedback)


# ----------------------------------------------------------------------------- the page


@pytest.mark.parametrize("lang", LANGS)
def test_every_code_cell_is_hidden_and_one_short_call(lang: str) -> None:
    code = [c for c in load(lang)["cells"] if c["cell_type"] == "code"]
    assert all(c["metadata"]["jupyter"]["source_hidden"] is True for c in code)
    assert source(code[0]) == f'LANG = "{lang}"'
    assert source(code[1]) == ('from cardlab.ui.quiz import lesson_page\n\n'
                               'lesson = lesson_page("skull_collector", LANG)')
    assert all(CALL.match(source(c)) for c in code[2:])


@pytest.mark.parametrize("lang", LANGS)
def test_at_most_thirty_visible_cells_and_25_minutes(lang: str) -> None:
    cells = load(lang)["cells"]
    visible = [c for c in cells if c["cell_type"] == "markdown"] + [
        c for c in cells if c["cell_type"] == "code"][2:]
    assert len(visible) <= 30, len(visible)
    time = reading_time(cells, lang)
    print(f"{lang}: {time.words} words, {time.questions} questions, {time.tables} tables: "
          f"{time.minutes:.1f} min")
    assert (time.questions, time.tables) == (6, 2)
    assert 1000 < time.words and time.minutes <= 25


def test_a_worked_example_before_every_question_and_every_part_once() -> None:
    """Each question follows a story told after the last rule box; every rule box, story
    and question of the lesson module is on the page once; the page ends with a game."""
    lesson = lesson_of("skull_collector")
    story = False
    for kind, name in calls("en"):
        if kind == "rule":
            story = False
        elif kind == "story":
            story = True
        elif kind == "quiz":
            assert story, name
    page = calls("en")
    for kind, parts in (("quiz", lesson.questions()), ("story", lesson.stories()),
                        ("rule", lesson.rules)):
        assert sorted(n for k, n in page if k == kind) == sorted(parts), kind
    assert page[-1] == ("play", None) and calls("ja") == page


def test_sections_and_links() -> None:
    assert headings("en", PAGE) == [
        "Skull Collector: points are shared, skulls are cursed", "What you need, and the deal",
        "A trick", "The A-and-10 rule", "Late trump", "Skulls, the chest and the curse",
        "Scoring and the end of the game", "Your turn: a whole game"]
    last = source([c for c in load("en")["cells"] if c["cell_type"] == "markdown"][-1])
    for link in ("(skull_collector_further.ipynb)", "skull_collector-card.en.html",
                 "skull_collector-plan.en.html", "../dashboards/skull_collector.ipynb"):
        assert link in last, link


def test_the_last_table_plays_a_whole_game_with_the_coach_at_hand() -> None:
    app = LessonPage(SkullLesson("en"), bot_delay=0).play()
    assert app.game.phase == "chest" and app.game.players == 3
    assert not app.coach_box.disabled


def test_every_part_builds_and_an_unknown_one_is_named() -> None:
    for lang in LANGS:
        lesson = SkullLesson(lang)
        assert all(lesson.rule(n).html for n in lesson.rules)
        assert [lesson.position(n).phase for n in lesson.positions()] == ["chest", "play"]
        with pytest.raises(LessonPartError) as caught:
            lesson.question("ties")
        assert "pass" in caught.value.text(lang)


# ----------------------------------------------------------------------------- the checklist


def test_rules_checklist_names_sections_that_exist() -> None:
    """Every rule of the specification names a section of the lesson or of going further,
    and that section is a heading of the notebook, in both languages at the same place."""
    notebooks = {"lesson": PAGE, "further": FURTHER}
    for rule, where, heading in CHECKLIST:
        en = headings("en", notebooks[where])
        assert heading in en, (rule, heading)
        assert len(headings("ja", notebooks[where])) == len(en)


def test_rules_checklist_covers_the_specification() -> None:
    """The numbered steps of a deal, the tie-breaks and every [decision] option."""
    rules = " ".join(rule for rule, _, _ in CHECKLIST)
    for step in range(1, 13):
        assert f"deal {step}:" in rules or f"deal {step} " in rules, step
    for words in ("tie 1", "tie 2", "tie 3", "ace_ten_in_trump", "nearest", "next_dealer",
                  "first_leader", "two parties wiped out", "all three wiped out",
                  "exactly 3 players", "kings face up again"):
        assert words in rules, words
    options = set(__import__("cardlab").GAMES["skull_collector"].options)
    assert all(o in rules for o in options)


# ----------------------------------------------------------------------------- going further


def further_namespace(lang: str) -> dict[str, Any]:
    """The going-further notebook's code cells, executed (outputs discarded)."""
    namespace: dict[str, Any] = {}
    for cell in load(lang, FURTHER)["cells"]:
        if cell["cell_type"] == "code":
            tree = ast.parse(source(cell))
            exec(compile(tree, f"{lang}/{FURTHER}", "exec"), namespace)
    return namespace


def test_going_further_teaches_the_options_and_ties() -> None:
    text = "\n".join(headings("en", FURTHER))
    for heading in ("`ace_ten_in_trump`", "`next_dealer` and `first_leader`", "`nearest`",
                    "Tie-breaks in detail", "Two or three parties wiped out",
                    "Other player counts", "The Python API"):
        assert heading in text, heading
    ns = further_namespace("ja")
    assert ns["in_trump"].question.startswith("同じトリックを ace_ten_in_trump=True で")
    assert ns["in_trump"].check(1).text.startswith("正解です!")
    assert t("lesson.skull_collector.q.ace_ten_in_trump.hint", "en", seat=2)
