"""The Skull Collector homework (:mod:`cardlab.homework`): six questions on positions the
bots reach from the student's seed, every answer computed by the engine.

>>> from cardlab.homework import Homework
>>> hw = Homework("skull_collector", student="sample")
>>> len(hw), hw.points
(6, 10.0)
>>> [hw.mark(n, *hw.answers(n)) for n in range(1, 7)] == [q.points for q in hw.questions()]
True
"""

from __future__ import annotations

from cardlab.cards import Card, sort_cards
from cardlab.core import Game
from cardlab.games.skull_collector.rules import share
from cardlab.homework import Part, Question, reach
from cardlab.homework_tricks import legal_cards, trick, trick_winner
from cardlab.i18n import LANGS, t

__all__ = ["QUESTIONS"]


def _sets_trump(game: Game, plays: list[str]) -> bool:
    """No trump yet, and a card of another suit is played to this trick."""
    led = Card(trick(game)[0][1]).suit
    return game.view(None)["table"]["trump"] is None and any(Card(c).suit != led for c in plays)


def _ace_ten(game: Game, plays: list[str]) -> bool:
    """The ace and the ten of the suit led are both in this trick."""
    led = Card(trick(game)[0][1]).suit
    cards = {trick(game)[0][1], *plays}
    return f"A{led}" in cards and f"10{led}" in cards


def final_share(seed: int, lang: str) -> Question:
    """A final score: the points divided by the living members, rounded down."""
    def seats(g: Game) -> list[int]:
        if g.phase != "chest" or g.view(None)["table"]["deal"] < 2:
            return []
        return [s for s, v in enumerate(g.view(None)["seats"])
                if v["members"] > 1 and v["points"] % v["members"]]

    game = reach("skull_collector", seed, lambda g: bool(seats(g)), pick=seed % 2)
    seat = seats(game)[seed % len(seats(game))]
    view = game.view(None)["seats"][seat]
    return Question("homework.skull_collector.q.share",
                    (Part("number", share(view["points"], view["members"])),), game,
                    {"seat": seat, "points": view["points"], "members": view["members"]})


def curse(seed: int, lang: str) -> Question:
    """Living members after the deal, if a seat collects no more skulls."""
    def seats(g: Game) -> list[int]:
        if g.phase != "play":
            return []
        return [s for s, v in enumerate(g.view(None)["seats"]) if v["skulls"] and v["members"]]

    game = reach("skull_collector", seed, lambda g: bool(seats(g)), pick=seed % 3)
    seat = seats(game)[seed % len(seats(game))]
    view = game.view(None)["seats"][seat]
    skulls = sort_cards(Card(c) for c in view["skulls"])
    # no picture: the table says how many members will fall
    return Question("homework.skull_collector.q.curse",
                    (Part("number", max(view["members"] - len(view["skulls"]), 0)),), None,
                    {"seat": seat, "members": view["members"],
                     "skulls": {x: t("lesson.cards", x, cards=skulls) for x in LANGS}})


QUESTIONS = (
    lambda seed, lang: legal_cards("skull_collector", seed),
    lambda seed, lang: trick_winner("skull_collector", seed),
    lambda seed, lang: trick_winner("skull_collector", seed, more=_sets_trump,
                                    key="homework.skull_collector.q.sets_trump"),
    lambda seed, lang: trick_winner("skull_collector", seed, more=_ace_ten,
                                    key="homework.skull_collector.q.ace_ten"),
    curse,
    final_share,
)
"""The questions, in order (each a builder ``(seed, lang) -> Question``)."""
