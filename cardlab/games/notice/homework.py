"""The Notice homework (:mod:`cardlab.homework`): six questions on positions the bots
reach from the student's seed, three players, every answer computed by the engine.

>>> from cardlab.homework import Homework
>>> hw = Homework("notice", student="sample")
>>> len(hw), hw.points
(6, 11.0)
>>> [hw.mark(n, *hw.answers(n)) for n in range(1, 7)] == [q.points for q in hw.questions()]
True
"""

from __future__ import annotations

from cardlab.cards import Card
from cardlab.core import Game
from cardlab.games.notice.rules import deal_score
from cardlab.homework import Part, Question, reach
from cardlab.homework_tricks import legal_cards, trick, trick_winner

__all__ = ["QUESTIONS"]

PLAYERS = 3


def _trumped(game: Game, plays: list[str]) -> bool:
    """Trump is played to a trick led with another suit."""
    trump = game.view(None)["table"]["trump_suit"]
    led = Card(trick(game)[0][1]).suit
    return led != trump and any(Card(c).suit == trump for c in plays)


def receiver(seed: int, lang: str) -> Question:
    """Whose tricks does a seat predict (who receives its hand) in this deal?"""
    game = reach("notice", seed, lambda g: g.phase == "predict", PLAYERS, pick=seed % 18)
    seat = seed % PLAYERS
    view = game.view(None)
    # no picture: the table draws where each hand goes
    return Question("homework.notice.q.receiver",
                    (Part("seat", int(game.view(reveal=True)["seats"][seat]["receiver"])),),
                    None, {"seat": seat, "deal": view["table"]["deal"], "players": PLAYERS})


def deal_points(seed: int, lang: str) -> Question:
    """A deal's score for one seat: the prediction part, the target part, the total."""
    game = reach("notice", seed, lambda g: bool(g.view(None)["table"]["score_sheet"]), PLAYERS)
    row = game.view(None)["table"]["score_sheet"][0]["rows"][seed % PLAYERS]
    score = deal_score(row["prediction"], row["receiver_tricks"], row["target"], row["tricks"])
    values = {k: row[k] for k in ("seat", "prediction", "receiver", "receiver_tricks", "target",
                                  "tricks")}
    return Question("homework.notice.q.deal_points", (
        Part("number", score.prediction_points, 1.0, "homework.notice.part.prediction"),
        Part("number", score.target_points, 1.0, "homework.notice.part.target"),
        Part("number", score.total, 1.0, "homework.notice.part.total")), None, values)


def trump(seed: int, lang: str) -> Question:
    """Which suit is trump in the deal shown?"""
    game = reach("notice", seed, lambda g: g.phase == "play" and bool(trick(g)), PLAYERS,
                 pick=seed % 5)
    return Question("homework.notice.q.trump",
                    (Part("suit", game.view(None)["table"]["trump_suit"]),), game, {})


QUESTIONS = (
    lambda seed, lang: legal_cards("notice", seed, PLAYERS),
    lambda seed, lang: trick_winner("notice", seed, PLAYERS, lambda g, p: not _trumped(g, p)),
    lambda seed, lang: trick_winner("notice", seed, PLAYERS, _trumped,
                                    "homework.notice.q.winner_trump"),
    receiver,
    deal_points,
    trump,
)
"""The questions, in order (each a builder ``(seed, lang) -> Question``)."""
