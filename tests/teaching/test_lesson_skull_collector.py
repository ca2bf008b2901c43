"""The Skull Collector lesson: its exercises and worked examples, checked by the engine.

Every exercise of ``notebooks/{en,ja}/skull_collector.ipynb`` is rebuilt here from the
same deal and the same actions, and compared with the one the notebook builds; then a
right answer, a wrong one (refused with the rule's reason) and answers in a wrong form
(a typo'd card, a seat or a number out of range, nonsense) are tried in both languages.
The worked examples the lesson narrates are pinned as known answers, so a change in the
engine or the bots that would make the prose wrong fails here.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

import cardlab
from cardlab.bots import bot_for
from cardlab.cards import stack_deck
from cardlab.core import Game
from cardlab.i18n import LANGS
from cardlab.lessons import Exercise, Feedback, run
from cardlab.session import play_out
from cardlab.ui import quiz as lesson_quiz
from tests.games.test_skull_collector import (
    WALK_CHEST,
    WALK_GIVE,
    WALK_HANDS,
    WALK_TRICKS,
    dealt_hands,
)
from tests.teaching.test_notebooks import NOTEBOOKS, load, run_lesson, source

NAME = "skull_collector.ipynb"
DEALT = dealt_hands(WALK_HANDS, WALK_CHEST, WALK_GIVE)
CARDS = " ".join(WALK_TRICKS).split()


@pytest.fixture(scope="module", params=LANGS)
def lesson(request: pytest.FixtureRequest) -> dict[str, Any]:
    """The namespace of the lesson's code cells, executed in ``lang``."""
    return run_lesson(request.param, NAME)


def lesson_game(dealt: list[list[str]] = DEALT, chest: list[str] = WALK_CHEST,
                give: list[str] = WALK_GIVE, **options: Any) -> Game:
    """The lesson's deal after the chest and the pass (seat 0 deals and leads)."""
    game = cardlab.new_game("skull_collector", deck=stack_deck(dealt, first=1),
                            first_leader=0, **options)
    for seat, card in enumerate(chest):
        game.play(f"chest {card}", seat)
    for seat, card in enumerate(give):
        game.play(f"give {card}", seat)
    return game


def bot_game(seed: int, **options: Any) -> Game:
    game = cardlab.new_game("skull_collector", seed=seed, first_leader=0, **options)
    return play_out(game, {s: bot_for("skull_collector", seed=s) for s in range(3)})


def trick_winner(view: dict[str, Any]) -> int:
    return int(view["table"]["last_trick"]["winner"])


# ----------------------------------------------------------------------------- rebuilt exercises


def must_follow(lang: str) -> Exercise:
    game = lesson_game()
    game.play("5D")
    return Exercise.legal_cards(game, seat=1, lang=lang)


def ace_ten(lang: str) -> Exercise:
    game = lesson_game()
    run(game, CARDS[:5])
    return Exercise.value_after(game, "AD", trick_winner, "lesson.skull_collector.winner_after",
                                lang, about=("skull_collector.win",), options=range(3))


def trump_wins(lang: str) -> Exercise:
    game = lesson_game()
    run(game, CARDS[:11])
    return Exercise.value_after(game, "AC", trick_winner, "lesson.skull_collector.winner_after",
                                lang, about=("skull_collector.win",), options=range(3))


def curse(lang: str) -> Exercise:
    game = lesson_game()
    run(game, CARDS[:26])
    return Exercise.value_after(game, "10S", lambda v: v["seats"][2]["members"],
                                "lesson.skull_collector.members_after", lang, options=range(4),
                                about=("skull_collector.skulls", "skull_collector.curse"))


def final(lang: str) -> Exercise:
    game = bot_game(2)
    division = [e for e in game.events if e.key == "skull_collector.division"]
    return Exercise.value_after(game, (), lambda v: v["outcome"]["details"]["final"][1],
                                "lesson.skull_collector.final_score", lang, 1,
                                options=range(201), explanation=division)


# name in the notebook -> (rebuild, right answer, wrong answer, what the refusal names
# in English and in Japanese, answers in a wrong form)
EXERCISES = {
    "must_follow": (must_follow, "9D 7D AD", ["9D", "7S"],
                    ("♠7: you must follow suit", "マストフォロー"), ["ZZ", "9D 1X", "♦11"]),
    "ace_ten": (ace_ten, 1, 2, ("ace beats ten", "Aは10に勝ちます"), [3, -1, "seat one", 1.5]),
    "trump_wins": (trump_wins, 2, 0, ("highest trump", "いちばん強い切り札"), [7, "two", "2C"]),
    "curse": (curse, 1, 2, ("the curse strikes seat 2", "どくろの呪い:席2"), [4, -2, "ZZ"]),
    "final": (final, 45, 90, ("90 points ÷ living members 2 = 45", "90点 ÷ 生存隊員2人 = 45点"),
              [500, -45, "forty-five", "45 points"]),
}


def test_the_notebook_builds_these_exercises(lesson: dict[str, Any]) -> None:
    """Each exercise of the notebook equals the one rebuilt here; nothing else is asked."""
    lang = lesson["LANG"]
    built = {k for k, v in lesson.items() if isinstance(v, Exercise)}
    assert built == set(EXERCISES)
    for name, (rebuild, *_rest) in EXERCISES.items():
        mine, theirs = rebuild(lang), lesson[name]
        assert (theirs.question, theirs.expected, theirs.kind, theirs.lang) == (
            mine.question, mine.expected, mine.kind, lang)
        assert theirs.check(mine.expected).text == mine.check(mine.expected).text


def test_known_answers() -> None:
    """The answers the engine computes for the lesson's deal and games."""
    assert set(must_follow("en").expected) == {"AD", "7D", "9D"}
    assert ace_ten("en").expected == 1
    assert trump_wins("en").expected == 2
    assert curse("en").expected == 1
    assert final("en").expected == 45


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", sorted(EXERCISES))
def test_right_answer_accepted(name: str, lang: str) -> None:
    rebuild, right, _wrong, _why, _bad = EXERCISES[name]
    fb = rebuild(lang).check(right)
    assert fb.status == "correct" and fb.correct
    assert fb.text.startswith("Right!" if lang == "en" else "正解です!")


def sentence_like(text: str, lang: str) -> bool:
    """The verdict is a sentence of its own, followed by the engine's words."""
    stop = ". " if lang == "en" else "。"
    head, _, tail = text.partition(stop)
    return bool(head) and len(tail) > 10


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", sorted(EXERCISES))
def test_wrong_answer_refused_with_the_reason(name: str, lang: str) -> None:
    """A wrong answer is refused; the feedback quotes it and names the rule that applies."""
    rebuild, _right, wrong, why, _bad = EXERCISES[name]
    ex = rebuild(lang)
    fb = ex.check(wrong)
    assert fb.status == "wrong" and not fb.correct
    assert fb.text.startswith("Not yet: your answer is" if lang == "en" else "残念、あなたの答えは")
    assert ex.answer().text.split(".")[0].split("。")[0] not in fb.text  # a hint first
    assert ex.hint_text() in fb.text and sentence_like(fb.text, lang)
    shown = ex.answer()  # the reason: with the answer (a wrong card's rule: in the hint)
    assert why[LANGS.index(lang)].lower() in (fb.text + shown.text).lower()
    assert sentence_like(shown.text, lang)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", sorted(EXERCISES))
def test_answer_in_a_wrong_form_gets_one_clear_sentence(name: str, lang: str) -> None:
    """A typo'd card, a seat or number out of range, or nonsense: status "unreadable", one
    line quoting what was written, and no verdict."""
    rebuild, *_rest, bad = EXERCISES[name]
    ex = rebuild(lang)
    for answer in bad:
        fb = ex.check(answer)
        assert fb.status == "unreadable", (answer, fb)
        assert "\n" not in fb.text and str(answer) in fb.text
        if lang == "en":
            assert fb.text.startswith("“") and fb.text.endswith(".")
            assert fb.text.count(". ") == 0  # one sentence
        else:
            assert fb.text.startswith("「") and fb.text.count("。") <= 2
        assert "Right" not in fb.text and "Not yet" not in fb.text


def test_out_of_range_names_the_range() -> None:
    assert ace_ten("en").check(3).text == (
        "“3” is not a possible answer here: answer with 0, 1, 2.")
    assert ace_ten("ja").check(3).text == (
        "「3」はここでは答えになりません。0、1、2のどれかで答えてください。")
    assert curse("en").check(4).text == (
        "“4” is not a possible answer here: answer with 0, 1, 2, 3.")
    assert final("ja").check(500).text == (
        "「500」はここでは答えになりません。0から200までの整数で答えてください。")


def test_empty_answer_only_says_how_to_answer() -> None:
    for rebuild, *_rest in EXERCISES.values():
        assert rebuild("en").check(None).status == "empty"


def test_exercises_leave_the_game_shown_alone() -> None:
    """Building an exercise plays on a copy: the lesson's position is unchanged."""
    game = lesson_game()
    run(game, CARDS[:26])
    before = game.to_record()
    Exercise.value_after(game, "10S", lambda v: v["seats"][2]["members"],
                         "lesson.skull_collector.members_after", options=range(4))
    assert game.to_record() == before


def test_quiz_widgets_check_through_the_engine() -> None:
    """Typing into the number box of a seat question checks at once, range included."""
    quiz = lesson_quiz(ace_ten("en"))
    quiz.text.value = "1"
    assert "cardlab-feedback-correct" in quiz.feedback.value
    quiz.text.value = "9"
    assert "cardlab-feedback-unreadable" in quiz.feedback.value
    assert isinstance(quiz.submit(), Feedback)


# ----------------------------------------------------------------------------- worked examples


def test_the_lesson_deal_is_the_engines_walk_through() -> None:
    """The notebook's deal, chest, pass and tricks are the ones pinned in
    tests/games/test_skull_collector.py (the seed's worked examples in one deal)."""
    ns = run_lesson("en", NAME)
    assert [sorted(h) for h in ns["DEALT"]] == [sorted(h) for h in DEALT]
    assert ns["CHEST"] == WALK_CHEST and ns["GIVE"] == WALK_GIVE
    assert ns["TRICKS"] == WALK_TRICKS
    hands = [s["hand"] for s in ns["lesson_game"]().view(reveal=True)["seats"]]
    assert [sorted(h) for h in hands] == [sorted(h) for h in WALK_HANDS]


def test_walk_through_tricks_as_the_prose_tells_them() -> None:
    """Trick 1 highest diamond, 2 ace beats ten (♦6 to seat 1), 3 trump set by ♣2 which
    wins, 4 the lowest trump beats a spade, 5 seat 2 wins its own ♣6, 9 the chest with ♠6."""
    game = lesson_game()
    reasons = []
    for trick in WALK_TRICKS:
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


TRUMP_DEAL = ["AD 3D 4D 5D 6D 7D 8D 9D 10D 10C".split(), "2C 3C 4C AS 2S 3S 4S 5S 2D 5C".split(),
              "9C 8C 7C 10S 9S 8S 7S 6S AC 6C".split()]


@pytest.mark.parametrize(("option", "winner", "reason"),
                         [(False, 2, "highest_trump"), (True, 1, "ace_ten_trump")])
def test_ace_ten_in_trump_example(option: bool, winner: int, reason: str) -> None:
    """The lesson's second deal: ♦5 led, ♣A (sets trump) and ♣10 played as trumps."""
    game = lesson_game(TRUMP_DEAL, ["AD", "5C", "6C"], ["10C", "2D", "AC"],
                       ace_ten_in_trump=option)
    events = run(game, ["5D", "AC", "10C"])
    assert events[-1].key == f"skull_collector.win.{reason}"
    assert events[-1].values["seat"] == winner
    assert run_lesson("en", NAME)["TRUMP_DEAL"] == TRUMP_DEAL


def test_bot_games_end_as_the_prose_says() -> None:
    """The seeded bot games of the lesson: two instant wins, the division, the ties and the
    wiped-out parties, exactly as the text describes them."""
    g = bot_game(0)  # third skull in the 7th trick of deal 1
    assert g.outcome.reason.key.endswith("instant_win") and g.deal_number == 1
    assert g.view(None)["table"]["tricks_played"] == 7
    g = bot_game(29)  # the chest completes the set in deal 3
    assert g.outcome.reason.key.endswith("instant_win") and g.deal_number == 3
    assert [e.key for e in g.events][-2] == "skull_collector.skulls_in_chest"
    g = bot_game(2)  # seat 0 wiped in deal 2; seat 1: 90 with 2, seat 2: 60 with 1
    d = g.outcome.details
    assert (d["deals"], d["wiped"], d["totals"][1:], d["members"][1:]) == (2, [0], [90, 60],
                                                                           [2, 1])
    assert g.outcome.winners == [2] and d["final"] == [None, 45, 60]
    g = bot_game(24)  # 40 each, seat 0 has fewer members
    assert g.outcome.details["tiebreak"] == "fewer_members" and g.outcome.winners == [0]
    assert g.outcome.details["final"][:2] == [40, 40]
    assert g.outcome.details["members"][:2] == [1, 2]
    for nearest, winner in (("after", 0), ("before", 1)):
        g = bot_game(552, nearest=nearest)
        assert g.outcome.details["wiped"] == [2] and g.outcome.winners == [winner]
        assert g.outcome.details["totals"][:2] == [50, 50]
        assert g.outcome.details["members"][:2] == [2, 2]
    assert bot_game(7).outcome.reason.key.endswith("two_wiped")
    assert bot_game(7).outcome.winners == [0]
    assert bot_game(69).outcome.reason.key.endswith("all_wiped")


def test_code_cells_are_short_and_say_things_in_sentences() -> None:
    """Code cells have at most 6 lines; the lesson has the sections the issue lists."""
    for lang in LANGS:
        nb = load(NOTEBOOKS / lang / NAME)
        for cell in nb["cells"]:
            if cell["cell_type"] == "code":
                assert len(source(cell).splitlines()) <= 6, source(cell)[:60]
    text = "\n".join(source(c) for c in load(NOTEBOOKS / "en" / NAME)["cells"])
    for heading in ("What you need", "The goal", "treasure chest and the pass", "Tricks",
                    "A-and-10", "Late trump", "Skulls and the curse", "wins the chest",
                    "instant win", "Scoring and the division", "Ties",
                    "full game against the bots", "What next"):
        assert re.search(rf"^#+ .*{re.escape(heading)}", text, re.M | re.I), heading
    assert 'cardlab.play("skull_collector"' in text
    assert "../dashboards/skull_collector.ipynb" in text


def test_japanese_lesson_asks_in_japanese() -> None:
    ns = run_lesson("ja", NAME)
    assert ns["must_follow"].question == "席1が今出せるカードはどれですか?"
    assert ns["ace_ten"].question.startswith("席1:♦Aを出す。このトリックに勝つのはどの席ですか?")
    assert ns["final"].check(45).text.startswith("正解です!")
