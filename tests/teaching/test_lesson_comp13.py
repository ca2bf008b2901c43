"""The Comp-13 lesson (notebooks/{en,ja}/comp13.ipynb): its exercises and worked examples.

Each lesson is executed here cell by cell (as nbval does, without a kernel), so every
exercise is the very object the notebook builds from its deal. For each one: the right
answer is accepted, a wrong one is refused with the engine's reason, and an answer in a
wrong form gets one clear sentence, in both languages. The worked examples the lesson
shows are pinned as known answers, built again here from the same deals.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

import cardlab
from cardlab.cards import cards
from cardlab.games.comp13.rules import arrange, score_cards
from cardlab.lessons import Exercise, Feedback, run

ROOT = Path(__file__).resolve().parents[2]
EXERCISES = ("limit", "who", "where", "captured", "score")
FILLER = [["2S", "3S", "4S", "5S"], ["2H", "3H", "4H", "5H"], ["2D", "3D", "4D", "5D"],
          ["6S", "7S", "8S", "6H"]]


def cells(lang: str) -> list[dict[str, Any]]:
    nb = json.loads((ROOT / "notebooks" / lang / "comp13.ipynb").read_text(encoding="utf-8"))
    return nb["cells"]


def source(cell: dict[str, Any]) -> str:
    s = cell["source"]
    return s if isinstance(s, str) else "".join(s)


@pytest.fixture(scope="module", params=["en", "ja"])
def lesson(request: pytest.FixtureRequest) -> dict[str, Any]:
    """The namespace of one lesson after running all its code cells."""
    namespace: dict[str, Any] = {}
    for cell in cells(request.param):
        if cell["cell_type"] == "code":
            exec(compile(source(cell), f"{request.param}/comp13.ipynb", "exec"), namespace)
    return namespace


def deal(hands: list[list[str]], stock: list[str], provisional: int = 0,
         **options: Any) -> cardlab.Game:
    deck = arrange(hands, stock, provisional, options.get("jokers", 0))
    return cardlab.new_game("comp13", players=len(hands), deck=deck, dealer=provisional,
                            **options)


def is_sentence(fb: Feedback, lang: str) -> bool:
    """One non-empty line that ends like a sentence in its language."""
    text = fb.text.strip()
    return bool(text) and "\n" not in text and text[-1] in (".。!?)" if lang == "ja" else ".!?")


def listed(words: str, lang: str) -> str:
    """Options as the feedback lists them (Japanese separates them with 、)."""
    return words.replace(", ", "、") if lang == "ja" else words


def assert_feedback(fb: Feedback, status: str, *needles: str) -> None:
    assert fb.status == status, fb
    for needle in needles:
        assert needle in fb.text, (needle, fb.text)


def assert_hint(fb: Feedback, ex: Exercise) -> None:
    """A first wrong answer: a hint towards the rule, never the answer."""
    assert fb.status == "wrong", fb
    assert ex.hint_text() in fb.text and ex.answer().text.split("。")[0] not in fb.text
    assert not fb.text.startswith(ex.answer().text[:12])


# ----------------------------------------------------------------------------- structure


def test_the_lesson_builds_at_least_four_exercises_in_both_languages() -> None:
    for lang in ("en", "ja"):
        code = [source(c) for c in cells(lang) if c["cell_type"] == "code"]
        built = [m for c in code for m in re.findall(r"^(\w+) = Exercise\.\w+\(", c, re.M)]
        assert tuple(built) == EXERCISES


def test_code_cells_are_short() -> None:
    """A learner never has to read a long cell: at most 6 lines each."""
    for lang in ("en", "ja"):
        for cell in cells(lang):
            if cell["cell_type"] == "code":
                assert len(source(cell).splitlines()) <= 6, source(cell)


def test_the_lesson_links_the_dashboard_and_the_welcome_page() -> None:
    for lang in ("en", "ja"):
        text = "\n".join(source(c) for c in cells(lang))
        assert "(../dashboards/comp13.ipynb)" in text and "(../index.ipynb)" in text


def test_exercises_are_in_the_lessons_language(lesson: dict[str, Any]) -> None:
    lang = lesson["LANG"]
    for name in EXERCISES:
        ex = lesson[name]
        assert isinstance(ex, Exercise) and ex.lang == lang
        assert ex.check(None).status == "empty"
    assert lesson["who"].question.startswith("seat 1" if lang == "en" else "仮親は席1")


# ----------------------------------------------------------------------------- exercises


def test_limit_exercise(lesson: dict[str, Any]) -> None:
    """♥8 on ♥Q (field A): the field sums exactly 20, but the four fields would total 53."""
    ex, lang = lesson["limit"], lesson["LANG"]
    assert ex.expected == "52" and ex.options == ("suit", "20", "52", "5", "none")
    assert_feedback(ex.check("52"), "correct", "53")
    assert_feedback(ex.check(" 52 "), "correct")
    assert_hint(ex.check("20"), ex)
    wrong = ex.check("none")  # a second wrong answer: the answer and why
    assert_feedback(wrong, "wrong", "53", "52")
    assert ("at most 52" if lang == "en" else "52以下") in wrong.text
    for bad in ("twenty", "21", "suit 20", "ZZ"):
        fb = ex.check(bad)
        assert_feedback(fb, "unreadable", bad, listed("suit, 20, 52, 5, none", lang))
        assert is_sentence(fb, lang)


def test_limit_exercise_rebuilt_from_the_deal() -> None:
    """The same question on the lesson's deal, asked of three other plays."""
    g = deal([["8H", "9H", "2D", "5C"], ["3C", "4C", "6D", "7D"]], ["QH", "QC", "JD", "10S"])
    limits = {"comp13.wrong_suit": "suit", "comp13.over_20": "20", "comp13.over_52": "52",
              "comp13.five_cards": "5"}
    answers = {text: Exercise.rule_broken(g, text, limits, "lesson.comp13.q.limit").expected
               for text in ("add 8H A", "add 9H A", "add 5C A", "add 5C B")}
    assert answers == {"add 8H A": "52", "add 9H A": "20", "add 5C A": "suit", "add 5C B": "none"}
    legal = Exercise.rule_broken(g, "add 5C B", limits, "lesson.comp13.q.limit")
    assert "sums 17" in legal.check("none").text and len(g.history) == 0


def test_who_deals_exercise(lesson: dict[str, Any]) -> None:
    """No mate: ♣10 on field D is the highest card; D lies in front of seat (1 + 3) % 4 = 0."""
    ex, lang = lesson["who"], lesson["LANG"]
    assert ex.expected == 0
    right = ex.check(0)
    assert_feedback(right, "correct", "♣10")
    assert_feedback(ex.check("0"), "correct")
    assert_hint(ex.check(3), ex)
    wrong = ex.check(2)
    assert_feedback(wrong, "wrong", "♣10")
    assert ("highest card" if lang == "en" else "最も高い札") in wrong.text
    for bad in (7, "7", -1, "seat zero", "1 2"):
        fb = ex.check(bad)
        assert_feedback(fb, "unreadable", listed("0, 1, 2, 3", lang))
        assert is_sentence(fb, lang)


def test_who_deals_rebuilt_from_the_deal() -> None:
    g = deal(FILLER, ["9S", "7H", "8D", "10C"], provisional=1)
    assert g.dealer == 0 and g.to_move == (0,)
    assert g.view()["table"]["field_seats"]["D"] == 0


def test_where_exercise(lesson: dict[str, Any]) -> None:
    """♦J may change the suit of ♥J on A, and swap or split on ♦9 ♦2 (B); C and D are clubs."""
    ex, lang = lesson["where"], lesson["LANG"]
    assert isinstance(ex, Exercise) and ex.many
    assert set(ex.expected) == {"A", "B"}
    for right in ("A B", "b, a", ["B", "A"]):
        assert_feedback(ex.check(right), "correct")
    assert_hint(ex.check("A B C"), ex)
    wrong = ex.check("B")
    assert_feedback(wrong, "wrong", "♦J", "♦2")
    assert ("change the suit of field A" if lang == "en" else "場Aのスートを変える") in wrong.text
    for bad in ("E", "A Z", "field A", "♦J"):
        fb = ex.check(bad)
        assert_feedback(fb, "unreadable", listed("A, B, C, D", lang))
        assert is_sentence(fb, lang)


def test_where_rebuilt_from_the_deal() -> None:
    g = deal([["JD", "3C", "6H", "4S"], ["2D", "7C", "8S", "5H"]], ["JH", "9D", "8C"])
    run(g, ["place 3C", "add 2D B"])
    plays = {x: p["legal"] for x, p in g.card_plays(0, "JD").items()}
    assert plays == {"A": ["change JD A"],
                     "B": ["swap JD 2D B", "swap JD 9D B", "split JD 9D 2D B"],
                     "C": [], "D": []}


def test_captured_exercise(lesson: dict[str, Any]) -> None:
    """♥J + ♥2 = 13: a 2-card Comp; ♥J is captured, and ♥K from the comping player's hand."""
    ex, lang = lesson["captured"], lesson["LANG"]
    assert sorted(ex.expected) == ["JH", "KH"]
    assert_feedback(ex.check("KH JH"), "correct", "♥K")
    assert_feedback(ex.check(["♥J", "kh"]), "correct")
    assert_hint(ex.check("JH"), ex)
    wrong = ex.check("JH 2H")
    if lang == "en":
        assert_feedback(wrong, "wrong", "♥2 is not part of it.", "You left out ♥K.",
                        "2-card Comp on field A", "held by the comping player")
    else:
        assert_feedback(wrong, "wrong", "♥2は含まれません。", "♥Kが抜けています。", "2枚Comp")
    for bad in ("ZZ", "JH ZZ", "hearts"):
        fb = ex.check(bad)
        assert fb.status == "unreadable" and is_sentence(fb, lang), fb


def test_captured_rebuilt_from_the_deal() -> None:
    g = deal([["2H", "KH", "6C", "7C"], ["9C", "9D", "8D", "7D"]],
             ["JH", "5C", "3D", "4S", "6D"])
    g.play("add 2H A")
    assert g.view()["seats"][0]["captured"] == ["JH", "KH"]


def test_score_exercise(lesson: dict[str, Any]) -> None:
    """All-Ground by ♠8 on D: ♥Q ♣Q ♦J captured (+3), ♠A ♠10 left in hand (−2): 1 point."""
    ex, lang = lesson["score"], lesson["LANG"]
    assert ex.expected == 1
    assert_feedback(ex.check(1), "correct")
    assert_hint(ex.check(4), ex)
    wrong = ex.check(3)
    assert_feedback(wrong, "wrong", "+3", "−2")
    assert ("seat 0 scores 1" if lang == "en" else "席0は1点") in wrong.text.lower()
    for bad in ("one", "1.5", "3 points"):
        fb = ex.check(bad)
        assert fb.status == "unreadable" and is_sentence(fb, lang), fb


# ----------------------------------------------------------------------------- worked examples


def test_the_lesson_games_are_the_ones_shown(lesson: dict[str, Any]) -> None:
    """The games the lesson ends with: the dealer's washout and the All-Ground washout."""
    washout = lesson["WASHOUT"]
    assert washout.outcome.scores == (0.0, 0.0, -1.0, 0.0) and washout.outcome.winners == [3]
    last = lesson["game"]
    assert [b["score"] for b in last.outcome.details["breakdown"]] == [1, 0, 0, 0]
    assert lesson["LIMITS"].view()["table"]["sums"] == {"A": 12, "B": 12, "C": 11, "D": 10,
                                                        "total": 45}


def test_scoring_example_of_the_lesson() -> None:
    """Four kings, four aces, ♠10 and a joker captured; ♥Q ♦5 and a joker in hand: 14."""
    s = score_cards(cards("KS KH KD KC AS AH AD AC 10S JK"), cards("QH 5D JK"))
    assert (s["captured"], s["plus"], s["minus"], s["kings"], s["sets"], s["score"]) == (
        10, 12, 3, 3, 2, 14)


def test_washout_while_choosing_the_dealer_shown_in_the_lesson() -> None:
    """Four kings turned up: the joker in seat 0's hand costs nothing, seat 2's ♦A costs 1."""
    g = deal([["JK", "3S", "4S", "5S"], FILLER[1], ["AD", "2D", "3D", "4D"], FILLER[3]],
             ["KS", "KC", "KH", "KD"], provisional=2, jokers=1)
    out = g.outcome
    assert out is not None and out.scores == (0.0, 0.0, -1.0, 0.0)
    assert out.winners == [3] and out.details["tie_break"] == "order"


def test_three_card_comp_shown_in_the_lesson() -> None:
    g = deal([["2H", "AH", "6C", "7C"], ["8C", "9D", "8D", "7D"]],
             ["10H", "JC", "5D", "4S", "6S", "7S", "9S"])
    run(g, ["add 8C B", "add 2H A", "draw", "add AH A", "bonus B"])
    assert sorted(g.view()["seats"][0]["captured"]) == ["10H", "AH", "JC"]


def test_all_ground_shown_in_the_lesson() -> None:
    g = deal([["3D", "2C", "2H", "3H"], ["KS", "4H", "9H", "10H"], ["8S", "KC", "JK", "5H"],
              ["7C", "6H", "7H", "8H"]], ["JK", "QC", "KD", "9S", "5S", "6D", "7D", "8D"],
             jokers=2)
    run(g, ["add 8S D", "add 7C B"])
    assert g.view()["table"]["sums"]["total"] == 49
    events = g.play("add 3D C")
    assert events[1].key == "comp13.all_ground"
    seats = g.view()["seats"]
    assert [s["captured"] for s in seats[:3]] == [["KD", "QC", "JK"], ["KS"], ["KC", "JK"]]


def test_washout_after_a_comp_shown_in_the_lesson() -> None:
    g = deal([["6C", "7C", "8C", "9C"], ["2H", "3C", "4C", "5C"]],
             ["JH", "QC", "KD", "KS", "KC", "KH"])
    run(g, ["add 2H A", "bonus QC"])
    assert g.outcome is not None and g.outcome.details["end"] == "washout"
    assert g.outcome.scores == (0.0, 2.0)


# ----------------------------------------------------------------------------- the builders


def test_ask_without_options_and_bad_kind() -> None:
    ex = Exercise.ask("lesson.comp13.q.captured", ["JH", "KH"], kind="cards",
                      values={"seat": 0, "action": "x"})
    assert ex.check("JH KH").correct and ex.check("JH").status == "wrong"
    assert ex.check("QX").status == "unreadable"
    number = Exercise.ask("lesson.comp13.q.score", 4, kind="number",
                          values={"seat": 0, "action": "x"})
    assert number.check("4").correct and number.check("four").status == "unreadable"
    with pytest.raises(ValueError, match="kind"):
        Exercise.ask("lesson.comp13.q.score", 1, kind="colour")


def test_asked_exercise_in_the_quiz_widget() -> None:
    """The answer box of an asked exercise is a text box; typing checks at once."""
    from cardlab.ui.quiz import Quiz

    quiz = Quiz(Exercise.ask("lesson.comp13.q.dealer", 0, kind="number", options="0123",
                             values={"seat": 1}, lang="ja"))
    assert quiz.text is not None and quiz.submit().status == "empty"
    quiz.text.value = "9"
    assert "cardlab-feedback-unreadable" in quiz.feedback.value
    quiz.text.value = "0"
    assert "cardlab-feedback-correct" in quiz.feedback.value
