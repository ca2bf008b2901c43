"""cardlab.lessons: exercises answered by the engine, feedback in both languages."""

from __future__ import annotations

import pytest

import cardlab
from cardlab.cards import stack_deck
from cardlab.i18n import LANGS
from cardlab.lessons import (
    Exercise,
    Feedback,
    bid_total,
    check,
    dashboard_settings,
    narrate,
    read_link,
    run,
)
from cardlab.ui import quiz as lesson_quiz

HANDS = [
    "KS QS JS 10S 5H 5D 6D KC QC JC 10C 9C".split(),
    "KH QH JH 10H 9H 8H 9S 6S 7D 8C 7C 6C".split(),
    "KD QD JD 10D 9D 8D 8S 7S 5S 7H 6H 5C".split(),
]


def lesson_game() -> cardlab.Game:
    return cardlab.new_game("comrade", players=3, deck=stack_deck(HANDS, first=1), dealer=0)


@pytest.mark.parametrize(
    ("answer", "expected", "kind", "status"),
    [
        ("QH 5H", ["5H", "QH"], "cards", "correct"),
        (["♥Q", "5h"], ("QH", "5H"), "cards", "correct"),
        ("QH,5H", ["5H", "QH"], "cards", "correct"),
        ("QH", ["5H", "QH"], "cards", "wrong"),
        ("QX", ["5H"], "cards", "unreadable"),
        (12, 12, "number", "correct"),
        (" 12 ", 12, "number", "correct"),
        (12.0, 12, "number", "correct"),
        (12.5, 12, "number", "unreadable"),
        (True, 1, "number", "unreadable"),
        ("13", 12, "number", "wrong"),
        (None, 12, "number", "empty"),
        (..., 12, "number", "empty"),
        ("  ", 12, "number", "empty"),
        ("Pass ", "pass", "text", "correct"),
    ],
)
def test_check_statuses(answer: object, expected: object, kind: str, status: str) -> None:
    for lang in LANGS:
        fb = check(answer, expected, kind=kind, lang=lang)
        assert fb.status == status
        assert fb.text
        assert fb.correct is (status == "correct")


def test_check_rejects_unknown_kind() -> None:
    with pytest.raises(ValueError, match="kind"):
        check(1, 1, kind="colour")


def test_feedback_names_extra_and_missing_cards() -> None:
    fb = check("QH 7D", ["5H", "QH"], kind="cards", words=("lesson.extra", "lesson.missing"))
    assert fb.text == "Not yet: your answer is ♥Q ♦7. ♦7 may not be played. You left out ♥5."
    plain = check("QH 7D", ["5H", "QH"], kind="cards")
    assert plain.text == "Not yet: your answer is ♥Q ♦7. ♦7 is not part of it. You left out ♥5."
    ja = check("QH 7D", ["5H", "QH"], kind="cards", lang="ja",
               words=("lesson.extra", "lesson.missing"))
    assert "♦7は出せません" in ja.text and "♥5も出せます" in ja.text


def test_feedback_html_is_escaped() -> None:
    html = Feedback("wrong", "<b>x</b>")._repr_html_()
    assert "&lt;b&gt;" in html and "cardlab-feedback-wrong" in html


def test_legal_cards_must_follow_with_the_engines_reasons() -> None:
    g = lesson_game()
    run(g, ["take 4S", "take 4H", "take 4D", "KS"])
    ex = Exercise.legal_cards(g, seat=1, lang="en")
    assert set(ex.expected) == {"6S", "9S"}
    assert ex.choices == tuple(g.view(1)["seats"][1]["hand"])
    fb = ex.check(["9S", "7D"])
    assert fb.status == "wrong"
    assert "♦7: you must follow suit" in fb.text  # the rule the wrong pick breaks
    assert "has a suit been led" in fb.text and "6" not in fb.text  # a hint, not the answer
    again = ex.check(["9S"])  # a second, different wrong answer: the answer and why
    assert "The answer is ♠6 ♠9." in again.text
    assert "The suit led is spades and seat 1 holds some" in again.text
    ja = Exercise.legal_cards(g, seat=1, lang="ja").check(["9S", "7D"])
    assert "マストフォロー" in ja.text
    assert g.to_move == (1,) and len(g.history) == 4  # the game shown is untouched


def test_legal_cards_lead_and_void() -> None:
    g = lesson_game()
    run(g, ["take 4S", "take 4H", "take 4D"])
    lead = Exercise.legal_cards(g, seat=0)
    assert lead.check(HANDS[0]).correct and "seat 0's lead" in lead.check(HANDS[0]).text
    run(g, ["KS", "6S", "5S", "QS", "9S", "7S", "JS"])
    void = Exercise.legal_cards(g, seat=1)
    assert len(void.expected) == 10 and "holds none" in void.check(void.expected).text


def test_legal_cards_needs_the_seat_to_move() -> None:
    with pytest.raises(ValueError, match="not to move"):
        Exercise.legal_cards(lesson_game(), seat=2)


def test_value_after_stacks_and_leaves_the_game_alone() -> None:
    g = lesson_game()
    run(g, ["take 2S", "take 4H", "take 4D"])
    before = g.to_record()
    ex = Exercise.value_after(g, "take 4S", bid_total, "lesson.comrade.total_after", "ja")
    assert ex.expected == 12
    assert ex.question == "席0:宣言カード♠4を取る。このあと宣言の合計はいくつになりますか?"
    assert ex.check(14).status == "wrong" and "合計12/12" not in ex.check(14).text
    assert "合計12/12" in ex.check(13).text and "答えは12です。" in ex.check(13).text
    assert ex.check("12").correct
    assert g.to_record() == before


def test_value_after_joker() -> None:
    g = cardlab.new_game("comrade", players=5, seed=3)
    run(g, ["take 3S", "take 4H", "pass", "pass", "take AD"])
    ex = Exercise.value_after(g, "take JK S", bid_total, "lesson.comrade.total_after")
    assert ex.expected == 9 and "joker" in ex.question


def test_run_and_narrate() -> None:
    g = lesson_game()
    lines = narrate(run(g, ["pass", "pass", "pass"]), "ja")
    assert lines[-1] == "3人続けてパスしました:宣言失敗、全員の負けです"
    assert "<ol" in lines._repr_html_() and repr(lines).count("\n") == len(lines) - 1
    with pytest.raises(cardlab.IllegalActionError):
        run(lesson_game(), ["pass", "KS"])


def test_dashboard_settings_defaults_and_bad_values() -> None:
    assert dashboard_settings("comrade") == {
        "players": 3, "seed": None, "lang": "ja", "teacher": False, "bot_delay": 0.8,
        "trick_pause": "hold", "coach": False, "exam": False,
    }
    s = dashboard_settings("comrade", "players=4&players=5&seed=12&lang=en&delay=0.2",
                           teacher=True)
    assert s == {"players": 5, "seed": 12, "lang": "en", "teacher": True, "bot_delay": 0.2,
                 "trick_pause": "hold", "coach": False, "exam": False}
    assert dashboard_settings("comrade", "coach=1")["coach"] is True
    assert dashboard_settings("comrade", "exam=yes")["exam"] is True
    assert dashboard_settings("comrade", "pause=click")["trick_pause"] == "click"
    assert dashboard_settings("comrade", "delay=9")["bot_delay"] == 0.8
    assert dashboard_settings("comrade", "seed=" + "9" * 40)["seed"] is None
    assert dashboard_settings("comrade", "players=x&%%%")["players"] == 3


@pytest.mark.parametrize(("query", "key", "says_en", "says_ja"), [
    ("players=9", "players", "3, 4, 5 players, so the table has 3", "3、4、5人で遊びます"),
    ("players=x", "players", "players=x", "3人で始めました"),
    ("seed=abc", "seed", "a whole number", "0以上の整数"),
    ("seed=-1", "seed", "seed=-1", "ランダム"),
    ("seed=" + "9" * 40, "seed", "a random one", "シード"),
    ("lang=fr", "lang", "ja and en, so the table speaks ja", "jaかen"),
    ("teacher=maybe", "teacher", "1 (on) or 0 (off)", "先生モード"),
    ("delay=-1", "delay", "0 to 3 seconds, so it is 0.8 s", "0〜3秒"),
    ("delay=nan", "delay", "delay=nan", "0.8秒"),
    ("seeed=3", "unknown", "seeed=3: not a setting of this page", "設定ではありません"),
    ("pause=forever", "pause", "so it holds it", "しばらく止める"),
    ("coach=maybe", "coach", "1 (on) or 0 (off), so it is off", "コーチは1"),
    ("exam=2", "exam", "so it is not one", "テストではなく"),
])
def test_every_unused_link_part_has_its_sentence(
    query: str, key: str, says_en: str, says_ja: str
) -> None:
    settings, unused = read_link("comrade", query)
    assert settings == dashboard_settings("comrade", query)
    assert [e.key for e in unused] == [f"ui.link.{key}"]
    assert says_en in unused[0].text("en") and says_ja in unused[0].text("ja")


def test_a_good_link_has_nothing_to_say() -> None:
    query = "players=4&seed=7&lang=en&teacher=1&delay=0.5&token=abc&voila-theme=dark"
    settings, unused = read_link("comrade", query)
    assert unused == [] and settings["players"] == 4 and settings["teacher"] is True
    assert read_link("comrade", "teacher=0")[0]["teacher"] is False


def test_quiz_widget_checks_through_the_engine() -> None:
    from cardlab.ui.quiz import Quiz

    g = lesson_game()
    run(g, ["take 4S", "take 4H", "take 4D", "KS"])
    quiz = lesson_quiz(Exercise.legal_cards(g, seat=1))
    assert isinstance(quiz, Quiz)
    assert quiz.submit().status == "empty"
    quiz.answer = ["6S", "9S"]
    assert quiz.submit().correct and "cardlab-feedback-correct" in quiz.feedback.value
    number = Quiz(Exercise.value_after(lesson_game(), "take 3S", bid_total,
                                       "lesson.comrade.total_after"))
    number.text.value = "3"  # typing + Enter checks at once
    assert "cardlab-feedback-correct" in number.feedback.value
    number.text.value = "three"
    assert "cardlab-feedback-unreadable" in number.feedback.value
