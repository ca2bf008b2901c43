"""The Notice lesson: every exercise rebuilt as the notebook builds it, the worked examples,
and what the prose says about the lesson deal."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import cardlab
from cardlab.cards import stack_deck
from cardlab.games.notice.lesson import (
    EXAMPLES,
    choose,
    deal_points,
    finish_deal,
    score_examples,
    score_sheet,
    setup_table,
    trick_winner,
    whose_tricks,
    worked_examples,
)
from cardlab.games.notice.rules import ScoreTable, deal_score, pass_direction
from cardlab.i18n import LANGS
from cardlab.lessons import Exercise, run

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"

# the lesson deal, as the notebook sets it up
DEALT = ["AH KH QH JH 10H 9H 8H 7H AS KS".split(),
         "9C 10C AD KD QD JD 10D 9D 8D 7D".split(),
         "AC KC QC JC QS JS 10S 9S 8S 7S".split()]
DECK = stack_deck(DEALT, first=1, rest=["7C", "8C"])
PREDICT = ["predict 6", "predict 2", "predict 4"]
TARGET = ["target 4", "target 6", "target 1"]
TRICK = ["AH", "9C", "AC"]


def lesson_game() -> cardlab.Game:
    return cardlab.new_game("notice", players=3, deck=DECK, dealer=0)


def lesson_play() -> cardlab.Game:
    game = lesson_game()
    choose(game, PREDICT)
    choose(game, TARGET)
    return game


def scored_game() -> cardlab.Game:
    game = lesson_play()
    run(game, [*TRICK, "QS"])
    finish_deal(game)
    return game


def build(name: str, lang: str) -> Exercise:
    """Each exercise of the lesson, built exactly as the notebook builds it."""
    if name == "whose":
        return Exercise.about(lesson_game(), whose_tricks(2), "lesson.notice.whose", lang,
                              options=range(3))
    if name == "winner":
        game = lesson_play()
        run(game, TRICK)
        return Exercise.about(game, trick_winner, "lesson.notice.trick_winner", lang,
                              options=range(3))
    if name == "may_play":
        game = lesson_play()
        run(game, [*TRICK, "QS"])
        return Exercise.legal_cards(game, seat=1, lang=lang)
    if name == "points":
        return Exercise.about(scored_game(), deal_points(2), "lesson.notice.points", lang)
    assert name == "whose_next"
    return Exercise.about(scored_game(), whose_tricks(0), "lesson.notice.whose", lang,
                          options=range(3))


EXERCISES = ["whose", "winner", "may_play", "points", "whose_next"]


def source(cell: dict[str, Any]) -> str:
    s = cell["source"]
    return s if isinstance(s, str) else "".join(s)


def run_lesson(lang: str) -> dict[str, Any]:
    """Execute the lesson's code cells in this process and return its namespace."""
    namespace: dict[str, Any] = {}
    nb = json.loads((NOTEBOOKS / lang / "notice.ipynb").read_text(encoding="utf-8"))
    for cell in nb["cells"]:
        if cell["cell_type"] == "code":
            exec(compile(source(cell), f"{lang}/notice.ipynb", "exec"), namespace)
    return namespace


@pytest.fixture(scope="module")
def lesson() -> dict[str, dict[str, Any]]:
    return {lang: run_lesson(lang) for lang in LANGS}


# ----------------------------------------------------------------------------- the notebook


def test_notebook_builds_these_exercises(lesson: dict[str, dict[str, Any]]) -> None:
    """The rebuilt exercises are the notebook's: same question, same answer, each language."""
    for lang in LANGS:
        ns = lesson[lang]
        assert ns["LANG"] == lang
        for name in EXERCISES:
            mine, theirs = build(name, lang), ns[name]
            assert (mine.question, mine.expected, mine.kind) == (
                theirs.question, theirs.expected, theirs.kind), name
    assert lesson["ja"]["whose"].question.startswith("席2が配られた手札を見て予想を書きます")


def test_code_cells_are_short() -> None:
    """A learner never has to read long code: every code cell has at most 6 lines."""
    for lang in LANGS:
        nb = json.loads((NOTEBOOKS / lang / "notice.ipynb").read_text(encoding="utf-8"))
        for cell in nb["cells"]:
            if cell["cell_type"] == "code":
                assert len(source(cell).splitlines()) <= 6, source(cell)


# ----------------------------------------------------------------------------- exercises


@pytest.mark.parametrize(
    ("name", "right", "wrong", "reason_en", "reason_ja"),
    [
        ("whose", 0, 1, "goes to the left neighbour", "左隣に渡す"),
        ("winner", "0", 2, "highest trump", "いちばん強い切り札"),
        ("may_play", "KS AS", ["KH", "AS"], "you must follow suit", "マストフォロー"),
        ("points", 11, 10, "predicted 4 for seat 0, who took 4", "席0への予想4"),
        ("whose_next", " 2 ", 1, "goes to the right neighbour", "右隣に渡す"),
    ],
)
def test_right_and_wrong_answers(
    name: str, right: object, wrong: object, reason_en: str, reason_ja: str
) -> None:
    """A right answer is accepted; a wrong one refused with the reason, in both languages."""
    for lang, reason in (("en", reason_en), ("ja", reason_ja)):
        ex = build(name, lang)
        ok = ex.check(right)
        assert ok.status == "correct" and ok.correct, ok.text
        no = ex.check(wrong)
        assert no.status == "wrong" and not no.correct
        assert ex.hint_text() in no.text  # a hint towards the rule, not the answer
        assert ex.answer().text.split(".")[0].split("。")[0] not in no.text
        shown = ex.answer()  # on request: the answer and the reason (a wrong card's rule
        assert reason in no.text + shown.text  # comes with the hint already)
        assert len(shown.text) > len(reason) + 15
        # a right guess learns the reason too (for cards: the rule, not a card's refusal)
        assert (reason if name != "may_play" else ("must follow", "マストフォロー")[
            lang == "ja"]) in ok.text


@pytest.mark.parametrize(
    ("name", "bad", "says_en", "says_ja"),
    [
        ("whose", 3, "answer with 0, 1, 2", "0、1、2のどれか"),
        ("whose", -1, "answer with 0, 1, 2", "0、1、2のどれか"),
        ("whose", "seat two", "answer with 0, 1, 2", "0、1、2のどれか"),
        ("winner", 7, "answer with 0, 1, 2", "0、1、2のどれか"),
        ("winner", 1.5, "answer with 0, 1, 2", "0、1、2のどれか"),
        ("may_play", "ZZ", "is not a list of cards", "カードの並びとして読めません"),
        ("may_play", "AS KX", "is not a list of cards", "カードの並びとして読めません"),
        ("points", "eleven", "not a whole number", "整数ではありません"),
        ("whose_next", 12, "answer with 0, 1, 2", "0、1、2のどれか"),
    ],
)
def test_answers_in_a_wrong_form(name: str, bad: object, says_en: str, says_ja: str) -> None:
    """A typo'd card, a seat that does not exist, a word: one clear sentence, not judged."""
    for lang, says in (("en", says_en), ("ja", says_ja)):
        fb = build(name, lang).check(bad)
        assert fb.status == "unreadable"
        assert says in fb.text and str(bad).strip() in fb.text
        assert "\n" not in fb.text and len(fb.text) < 100


def test_empty_answer_says_how_to_answer() -> None:
    for name in EXERCISES:
        assert build(name, "en").check(None).status == "empty"


def test_exercise_answers_known() -> None:
    """Known answers of the lesson deal: the receivers, the overtrump, must-follow, the score."""
    assert build("whose", "en").expected == 0  # dealt to seat 2, played by seat 0 (left)
    assert build("winner", "en").expected == 0  # ♣A over ♣9; the ♥A led loses
    assert set(build("may_play", "en").expected) == {"AS", "KS"}
    assert build("whose_next", "en").expected == 2  # deal 2 passes right
    row = scored_game().view(None)["table"]["score_sheet"][0]["rows"][2]
    assert build("points", "en").expected == row["total"] == deal_score(
        row["prediction"], row["receiver_tricks"], row["target"], row["tricks"]).total
    assert (row["prediction"], row["target"]) == (4, 1)


def test_about_without_a_range_judges_every_number() -> None:
    ex = Exercise.about(lesson_game(), whose_tricks(1), "lesson.notice.whose")
    assert ex.expected == 2 and ex.check(9).status == "wrong"


def test_questions_need_their_moment() -> None:
    """Asking who won a trick before one is complete, or for a score before one: ValueError."""
    with pytest.raises(ValueError, match="no trick"):
        Exercise.about(lesson_play(), trick_winner, "lesson.notice.trick_winner")
    with pytest.raises(ValueError, match="no deal"):
        Exercise.about(lesson_play(), deal_points(0), "lesson.notice.points")
    with pytest.raises(ValueError, match="3 seats"):
        choose(lesson_game(), ["predict 1"])


def test_trick_won_without_trump_names_the_suit_led() -> None:
    game = lesson_play()
    run(game, [*TRICK, "QS", "KS", "10D"])  # spade trick, no trump: seat 1's ♠K
    ex = Exercise.about(game, trick_winner, "lesson.notice.trick_winner", "en")
    assert ex.expected == 1
    assert "Nobody played a trump, so the highest spade wins" in ex.check(1).text


# ----------------------------------------------------------------------------- worked examples


def test_five_worked_examples_as_shown() -> None:
    """The rules' five examples, in the sentences and the table the lesson shows."""
    lines = score_examples(lang="en")
    assert [line.rsplit(" ", 1)[1] for line in lines] == ["15", "4", "4", "9", "-2"]
    assert lines[1] == ("predicted 2, the receiver took 2: +5; target 3, took 5: -6; "
                        "a point per trick: +5; the deal scores 4")
    assert score_examples([(2, 3, 5, 5)], "ja")[0].endswith("このディールは9点")
    table = worked_examples("en")
    for cells in ("<td {s}>1</td><td {s}>2</td><td {s}>2</td><td {s}>5</td><td {s}>5</td>"
                  "<td {s}>+5</td><td {s}>+5</td><td {s}>+5</td><td {s}>15</td>",
                  "<td {s}>5</td><td {s}>2</td><td {s}>3</td><td {s}>3</td><td {s}>5</td>"
                  "<td {s}>-1</td><td {s}>-6</td><td {s}>+5</td><td {s}>-2</td>"):
        style = 'style="border:1px solid #999;padding:2px 8px;text-align:center"'
        assert cells.format(s=style) in table
    assert EXAMPLES == ((2, 2, 5, 5), (2, 2, 3, 5), (2, 2, 3, 1), (2, 3, 5, 5), (2, 3, 3, 5))


def test_score_table_option_shown() -> None:
    """The lesson's other table: overshooting costs 2 per trick, so example 2 scores 6."""
    line = score_examples([(2, 2, 3, 5)], "en", ScoreTable(target_over=-2))[0]
    assert line.endswith("target 3, took 5: -4; a point per trick: +5; the deal scores 6")


def test_setup_table_is_the_rules_table() -> None:
    en, ja = setup_table("en"), setup_table("ja")
    assert "<td {s}>3</td><td {s}>32 (2 to 6 removed)</td><td {s}>10</td><td {s}>6</td>".format(
        s='style="border:1px solid #999;padding:2px 8px;text-align:center"') in en
    assert "left, right, left, right, left, right" in en
    assert "left, right, across, across" in en
    assert "left, 2 to the left, 3 to the left, right, kept" in en
    assert "left, 2 to the left, across, 4 to the left, right, kept" in en
    assert "左隣、右隣、向かい、向かい" in ja and "渡さない" in ja
    assert [pass_direction(k, 6) for k in range(6)] == ["keep", "left", "seats", "across", "seats",
                                                   "right"]


# ----------------------------------------------------------------------------- the prose


def test_lesson_deal_as_the_prose_tells_it() -> None:
    """Clubs are trump; after the pass seat 0 holds seat 2's clubs; ♥K refused by must-follow;
    the sheet reads 6/5: -1 and 4/4: +5 for seat 0 as the prose says."""
    game = lesson_game()
    assert game.view(None)["table"]["trump"] == "7C"
    choose(game, PREDICT)
    assert sorted(game.view(0)["seats"][0]["hand"]) == sorted(DEALT[2])
    game = lesson_play()
    run(game, [*TRICK, "QS"])
    with pytest.raises(cardlab.IllegalActionError) as info:
        game.play("KH")
    assert info.value.key == "core.must_follow" and game.to_move == (1,)
    game = scored_game()
    sheet = score_sheet(game, "en")
    assert "6/5: -1" in sheet and "4/4: +5" in sheet and "running total" in sheet
    assert "累計" in score_sheet(game, "ja")
    assert game.view(None)["table"]["deal"] == 2 and game.dealer == 1


def test_whole_game_and_kept_deal(lesson: dict[str, dict[str, Any]]) -> None:
    """The dealer moves left deal by deal; a zero table gives a shared win; deal 5 of a
    5-player game is kept."""
    ns = lesson["en"]
    game = cardlab.new_game("notice", players=3, seed=5)  # as the notebook plays it
    events = game.events
    while not game.is_over:
        events += finish_deal(game)
    dealers = [e.values["dealer"] for e in events if e.key == "notice.dealt"]
    assert dealers == [0, 1, 2, 0, 1, 2]
    assert game.outcome is not None and game.outcome.reason.key == "notice.game_won"
    assert ns["game"].players == 5
    assert ns["tie"].outcome.winners == [0, 1, 2]
    assert ns["tie"].outcome.reason.key == "notice.game_shared"
    keys = [e.key for e in lesson["ja"]["events"][-3:]]
    assert keys == ["notice.dealt", "notice.trump_turned", "notice.predict_starts.keep"]
