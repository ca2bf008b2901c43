"""The Trumps lesson (notebooks/{en,ja}/trumps.ipynb): its deals, exercises and examples.

Every exercise is rebuilt here the way the notebook builds it (same deal, same actions)
and checked three ways in both languages: a right answer is accepted, a wrong one is
refused with a sentence naming the rule, an answer in a wrong form gets one clear
sentence. The notebook's own objects are compared with the rebuilt ones.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from typing import Any

import pytest

import cardlab
from cardlab.cards import stack_deck
from cardlab.core import Event, Game
from cardlab.games.trumps.rules import score, winners
from cardlab.i18n import LANGS
from cardlab.lessons import Exercise, Feedback, narrate, run
from cardlab.ui import quiz as lesson_quiz
from tests.test_notebooks import run_lesson
from tests.test_trumps import A_HANDS, FACE_HANDS

# --------------------------------------------------------------------------- the deals

HANDS = [h.split() for h in ("1 5 6 6 7 9 9", "2 3 3 8 8 10 10", "4 4 5 7 8 9 10")]
REST = "2 3 4 7 8 9 6 9 9 5 7 6 7 5 8 10 10 5 10 9 9 9 10 6 10 8 7 8 10 4 6 10 8 7".split()
TIE_HANDS = [h.split() for h in ("3 4 5 6 9 9 9", "3 4 5 1 9 2 2", "3 4 5 6 9 9 9")]
TIE_REST = ("4 5 5 7 7 7 8 8 8 6 6 6 6 7 7 7 7 8 8 8 8 8 9 9 10 10 10 10 10 10 10 10 10 "
            "10").split()
FULL = (
    "single 7, single 10, single 8, take 1, take 2, take 5, single 7, single 4, single 5, "
    "take 7, take 8, draw, single 10, single 4, single 5, take 7, take 4, draw, single 9, "
    "single 10, pair 6, take 5, take 10, draw, single 10, pair 3, single 8, take 6, take 9, "
    "take 10, single 6, single 9, single 5, take 3, take 8, take 10, single 6, single 10, "
    "pair 8, take 5, take 4, draw, pair 8, single 10, single 9, take 6, take 10, draw, "
    "single 10, pair 7, single 8, take 8, take 9, draw, pair 7, single 8, single 10, take 10, "
    "take 7, take 8"
).split(", ")


def pairs_game(hands: list[list[str]], rest: list[str], dealer: int = 0) -> Game:
    deck = stack_deck(hands, first=(dealer + 1) % 3, rest=rest)
    return cardlab.new_game("trumps", players=3, deck=deck, dealer=dealer)


def reveal_together(game: Game, *picks: tuple[int | None, ...]) -> list[Event]:
    return [e for pick in picks for seat, x in enumerate(pick) if x is not None
            for e in game.play(f"start {x}", seat)]


def lesson_game(starts: tuple[int, int, int] = (1, 2, 4)) -> Game:
    game = pairs_game(HANDS, REST)
    reveal_together(game, starts)
    return game


def keys(events: list[Event]) -> list[str]:
    return [e.key for e in events]


# --------------------------------------------------------------------------- the reads


def first_place(view: dict[str, Any]) -> int:
    return int(view["table"]["ranking"][0]["seat"])


def score_cards_of(seat: int) -> Callable[[dict[str, Any]], int]:
    return lambda view: sum(view["seats"][seat]["score_cards"].values())


def score_of(seat: int) -> Callable[[dict[str, Any]], int]:
    return lambda view: view["seats"][seat]["score"][2]


def why_score(seat: int) -> Callable[[dict[str, Any]], Event]:
    return lambda view: Event(
        "lesson.trumps.why.score",
        dict(zip(("a", "b", "total"), view["seats"][seat]["score"], strict=True), seat=seat))


# --------------------------------------------------------------------------- the exercises


def reveal_exercise(lang: str) -> Exercise:
    game = lesson_game()
    run(game, ["single 9", "pair 3"])
    return Exercise.legal_numbers(game, seat=2, question="lesson.trumps.q.reveal", lang=lang)


def first_exercise(lang: str) -> Exercise:
    return Exercise.value_after(lesson_game(), ["pair 9", "pair 8", "single 10"], first_place,
                                 "lesson.trumps.q.first", lang, options=range(3))


def round_2() -> Game:
    game = lesson_game()
    run(game, ["pair 6", "pair 3", "single 10", "take 2", "take 4", "take 1",
               "single 8", "single 9", "single 5"])
    return game


def taken_exercise(lang: str) -> Exercise:
    return Exercise.value_after(round_2(), ["take 6", "take 3"], score_cards_of(1),
                                 "lesson.trumps.q.score_cards", lang, options=range(56), seat=1)


def before_the_sixes() -> Game:
    game = lesson_game((1, 2, 5))
    run(game, FULL[:45])
    return game


def scored_exercise(lang: str) -> Exercise:
    return Exercise.value_after(before_the_sixes(), ["take 6"], score_of(1),
                                 "lesson.trumps.q.score", lang, options=range(21),
                                 explain=why_score(1), seat=1, number=6)


BUILDERS = {
    "reveal": reveal_exercise,
    "first": first_exercise,
    "taken": taken_exercise,
    "scored": scored_exercise,
}

# name: (right answers, {wrong answer: {lang: the reason it must name}}, answers in a wrong form)
CASES: dict[str, tuple[list[Any], dict[Any, dict[str, str]], list[Any]]] = {
    "reveal": (
        ["4 5 7 8 10", ["10", "8", "7", "5", "4"], "4, 5, 7, 8, 10"],
        {
            "4 5 7 8 9 10": {"en": "9 was already revealed this round by seat 0",
                             "ja": "9はこの周で席0がすでに公開しました"},
            "4 5": {"en": "You left out 7 8 10", "ja": "7 8 10も出せます"},
        },
        ["ZZ", "4 11", "0", ["4", "seven"], "AS"],
    ),
    "first": (
        [1, "1", " 1 "],
        {
            0: {"en": "the lower pair is stronger", "ja": "ペア同士は小さい数字が強い"},
            2: {"en": "any pair beats any single", "ja": "ペアはどのシングルより強い"},
        },
        [3, -1, "seat one", "ZZ", 1.5],
    ),
    "taken": (
        [3, "3"],
        {
            2: {"en": "Seat 1 takes every 3 on the field (2) as score cards",
                "ja": "席1は場札の3をすべて(2枚)得点札にしました"},
        },
        [56, "three", "ZZ"],
    ),
    "scored": (
        [8, "8"],
        {
            6: {"en": "largest group has 4 cards and the longest run 4 numbers: 4 + 4 = 8",
                "ja": "最多枚数は4枚、最長グループは4つの数字なので、4+4=8点です"},
        },
        [21, "eight", "ZZ", -3],
    ),
}


@cache
def notebook(lang: str) -> dict[str, Any]:
    """The namespace of the lesson executed in this process (once per language)."""
    return run_lesson(lang, "trumps.ipynb")


def one_sentence(text: str, lang: str) -> bool:
    """A single sentence: one full stop, at the end."""
    stops = re.findall(r"[.。](?=\s|$)", text)
    return len(stops) == 1 and text.rstrip().endswith("." if lang == "en" else "。")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", list(BUILDERS))
def test_right_answer_accepted(name: str, lang: str) -> None:
    """Every right form of the answer is accepted, with the reason after it."""
    ex = BUILDERS[name](lang)
    for answer in CASES[name][0]:
        fb = ex.check(answer)
        assert fb.status == "correct", (answer, fb.text)
        assert fb.correct and len(fb.text) > 10


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", list(BUILDERS))
def test_wrong_answer_refused_with_the_reason(name: str, lang: str) -> None:
    """A wrong answer is refused, and the sentence names the rule that decides it."""
    wrongs = list(CASES[name][1])
    for answer, why in CASES[name][1].items():
        ex = BUILDERS[name](lang)
        first = next((a for a in wrongs if a != answer), None)
        if first is None:
            first = int(ex.expected) + 5
        hinted = ex.check(first)  # a first wrong answer: a hint towards the rule
        assert hinted.status == "wrong" and ex.hint_text() in hinted.text, hinted.text
        assert ex.answer().text.split(".")[0].split("。")[0] not in hinted.text
        fb = ex.check(answer)  # a second one: the answer and the reason
        assert fb.status == "wrong", (answer, fb.text)
        assert not fb.correct
        assert why[lang] in fb.text, fb.text


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", list(BUILDERS))
def test_wrong_form_answered_with_one_sentence(name: str, lang: str) -> None:
    """A typo'd card, a number out of range or nonsense: one clear sentence, no verdict."""
    ex = BUILDERS[name](lang)
    for answer in CASES[name][2]:
        fb = ex.check(answer)
        assert fb.status == "unreadable", (answer, fb.text)
        assert one_sentence(fb.text, lang), fb.text
        shown = answer[-1] if isinstance(answer, list) else str(answer).split()[-1]
        assert str(shown) in fb.text
    assert ex.check(None).status == "empty"


def test_out_of_range_sentences_name_what_may_be_answered() -> None:
    """The sentence says which answers make sense: the seats, or a range of numbers."""
    assert first_exercise("en").check(5).text == (
        "“5” is not a possible answer here: answer with 0, 1, 2.")
    assert reveal_exercise("en").check("11").text == (
        "“11” is not a possible answer here: answer with a whole number from 1 to 10.")
    assert scored_exercise("ja").check(25).text == (
        "「25」はここでは答えになりません。0から20までの整数で答えてください。")


@pytest.mark.parametrize("lang", LANGS)
def test_notebook_builds_the_same_exercises(lang: str) -> None:
    """The notebook's exercises are these: same question, same answer, same language."""
    ns = notebook(lang)
    assert ns["LANG"] == lang
    for name, build in BUILDERS.items():
        mine, theirs = build(lang), ns[name]
        assert isinstance(theirs, Exercise)
        assert (theirs.question, theirs.expected, theirs.kind, theirs.lang) == (
            mine.question, mine.expected, mine.kind, mine.lang), name
        assert theirs.explanation == mine.explanation, name
        assert theirs.check(None).status == "empty"


def test_exercise_answers_known() -> None:
    """The answers the prose leads to, computed by the engine."""
    assert set(reveal_exercise("en").expected) == {"4", "5", "7", "8", "10"}
    assert reveal_exercise("en").choices == ("4", "5", "7", "8", "9", "10")
    assert first_exercise("en").expected == 1  # a pair of 8s beats a pair of 9s
    assert taken_exercise("en").expected == 3  # the 2 of round 1 and both 3s
    assert scored_exercise("en").expected == 8  # 6×4 → A 4; 5 6 7 8 → B 4


def test_exercises_leave_the_game_shown_alone() -> None:
    game = round_2()
    before = game.to_record()
    Exercise.value_after(game, ["take 6", "take 3"], score_cards_of(1),
                          "lesson.trumps.q.score_cards")
    assert game.to_record() == before and game.phase == "take"
    with pytest.raises(ValueError, match="not to move"):
        Exercise.legal_numbers(game, seat=0, question="lesson.trumps.q.reveal")


# --------------------------------------------------------------------------- what the lesson shows


def test_lesson_deal_is_scenario_a_of_the_rules_tests() -> None:
    """The lesson's deal is the one test_trumps pins: same hands, reserve 2 3 4, deck 7 8 9…"""
    assert HANDS == [[str(x) for x in h] for h in A_HANDS]
    assert TIE_HANDS == [[str(x) for x in h] for h in FACE_HANDS]
    game = pairs_game(HANDS, REST)
    view = game.view(reveal=True)
    assert [sorted(s["hand"], key=int) for s in view["seats"]] == [
        sorted(h, key=int) for h in HANDS]
    assert [c.text for c in game.reserve] == ["2", "3", "4"]  # type: ignore[attr-defined]
    assert [c.text for c in game.deck[:3]] == ["7", "8", "9"]  # type: ignore[attr-defined]
    assert view["table"]["deck"] == 31


def test_start_player_examples() -> None:
    """1, 2, 4: seat 0 starts. The tie deal: three ties, then seat 1's 1; 12 field cards."""
    game = pairs_game(HANDS, REST)
    events = reveal_together(game, (1, 2, 4))
    assert game.view()["table"]["start_player"] == 0
    assert narrate(events)[-2] == "seat 0 showed the lowest number, 1, and is the start player"
    tie = pairs_game(TIE_HANDS, TIE_REST, dealer=1)
    events = reveal_together(tie, (3, 3, 3), (4, 4, 4), (5, 5, 5), (6, 1, 6))
    assert keys(events).count("trumps.start_tie") == 3
    assert tie.view()["table"]["start_player"] == 1
    assert sum(tie.view()["table"]["field"].values()) == 12


def test_reveal_and_face_down_examples() -> None:
    """9 may not be revealed twice; with only 9s left, seats 2 and 0 play face down."""
    game = lesson_game()
    run(game, ["single 9", "pair 3"])
    with pytest.raises(cardlab.IllegalActionError) as info:
        game.play("single 9")
    assert info.value.text("en") == (
        "9 was already revealed this round by seat 0: choose another number")
    tie = pairs_game(TIE_HANDS, TIE_REST, dealer=1)
    reveal_together(tie, (3, 3, 3), (4, 4, 4), (5, 5, 5), (6, 1, 6))
    events = run(tie, ["single 9", "facedown 9", "facedown 9"])
    assert keys(events).count("trumps.shows_hand") == 2
    assert [r["seat"] for r in tie.view()["table"]["ranking"]] == [1, 2, 0]
    events = run(tie, ["take 3", "take 4", "take 5"])
    assert [s["score_cards"] for s in tie.view()["seats"]] == [{"5": 1}, {"3": 3}, {"4": 3}]
    assert tie.view()["table"]["field"] == {"1": 1, "5": 2, "6": 2, "9": 3}


def test_ranking_and_take_examples() -> None:
    """Pair 3 > pair 6 > single 10; takes 2, 4, one 1; field 3 3 6 6 10; then 9 > 8 > 5."""
    game = lesson_game()
    events = run(game, ["pair 6", "pair 3", "single 10"])
    assert [r["seat"] for r in game.view()["table"]["ranking"]] == [1, 0, 2]
    assert "trumps.why.lower_pair" in keys(events)
    run(game, ["take 2", "take 4", "take 1"])
    assert game.view()["table"]["field"] == {"3": 2, "6": 2, "10": 1}
    assert game.view()["table"]["start_player"] == 1
    game = round_2()
    assert [r["seat"] for r in game.view()["table"]["ranking"]] == [2, 1, 0]
    assert game.to_move == (2,)


def test_end_of_game_example() -> None:
    """The bots' game: seat 2 draws the last card, seats 0 and 1 use the reserve; 6, 9, 8."""
    game = lesson_game((1, 2, 5))
    events = run(game, FULL)
    ks = keys([e for e in events if e.to is None])
    end = ks.index("trumps.deck_out")
    assert ks[end - 3:end] == ["trumps.refilled", "trumps.from_reserve", "trumps.from_reserve"]
    assert ks.count("trumps.last_round_starts") == 1
    assert game.is_over and game.outcome is not None
    assert game.outcome.details["scores"] == [[3, 3, 6], [4, 5, 9], [6, 2, 8]]
    assert game.outcome.winners == [1]
    assert game.outcome.reason.text("en") == "seat 1 wins with 9 points"
    before = before_the_sixes().view()
    assert before["table"]["round"] == 8 and before["seats"][1]["score"] == [2, 4, 6]
    assert before["table"]["field"]["6"] == 2 and before["table"]["ranking"][0]["seat"] == 1


def test_worked_example_scoring() -> None:
    """The seed's example: 10, 9, 10; the third wins the tie on its smallest card, a 2."""
    ns = notebook("en")
    example = ns["EXAMPLE"]
    assert [score(cards) for cards in example] == [(5, 5, 10), (6, 3, 9), (4, 6, 10)]
    assert winners(example) == [2]
    assert winners([[3, 6, 6, 6, 9], [3, 3, 3, 7, 9]]) == [1]
    assert winners([[2, 5, 5], [2, 7, 7]]) == [0, 1]


def test_tie_sentence_in_both_languages() -> None:
    """The notebook's tie-break cell, as the learner reads it."""
    from cardlab.i18n import t

    for lang, want in (("en", "seat 2 wins the tie at 10 points: the smallest score card, 2"),
                       ("ja", "10点で同点。一番小さい得点札(2)を持つ席2の勝ちです")):
        ns = notebook(lang)
        best, example = ns["best"], ns["EXAMPLE"]
        assert best == [2] and ns["refused"]
        assert t("trumps.win_smallest", lang, seats=best, score=score(example[best[0]])[2],
                 number=min(example[best[0]])) == want


def test_feedback_renders_in_a_notebook() -> None:
    fb = first_exercise("ja").check(0)
    assert isinstance(fb, Feedback) and "cardlab-feedback-wrong" in fb._repr_html_()


def test_quiz_widgets_check_through_the_engine() -> None:
    """The number buttons of the reveal question and the text box of the others."""
    quiz = lesson_quiz(reveal_exercise("en"))
    assert [b.description for b in quiz.buttons] == ["4", "5", "7", "8", "9", "10"]
    quiz.answer = ["4", "5", "7", "8", "10"]
    assert quiz.submit().correct
    quiz.answer = ["9"]
    assert quiz.submit().status == "wrong" and "already revealed" in quiz.feedback.value
    box = lesson_quiz(first_exercise("ja"))
    assert box.text is not None
    box.text.value = "5"  # typing + Enter checks at once
    assert "cardlab-feedback-unreadable" in box.feedback.value
    box.text.value = "1"
    assert "cardlab-feedback-correct" in box.feedback.value
