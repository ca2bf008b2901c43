"""The Trumps homework (:mod:`cardlab.homework`): six questions on positions the bots
reach from the student's seed, three players, every answer computed by the engine.

>>> from cardlab.homework import Homework
>>> hw = Homework("trumps", student="sample")
>>> len(hw), hw.points
(6, 11.0)
>>> [hw.mark(n, *hw.answers(n)) for n in range(1, 7)] == [q.points for q in hw.questions()]
True
"""

from __future__ import annotations

from typing import Any

from cardlab.cards import Card
from cardlab.core import Game, NumberAction
from cardlab.games.trumps.rules import score, winners
from cardlab.homework import Part, Question, bot_plays, reach
from cardlab.i18n import LANGS, t

__all__ = ["QUESTIONS"]

PLAYERS = 3


def _table(game: Game) -> dict[str, Any]:
    return game.view(None)["table"]


def _numbers(game: Game, word: str) -> list[int]:
    """The numbers of the legal actions ``word`` (``"take"``, ``"single"``…) of the seat to
    move."""
    return sorted({a.number for a in game.legal_actions(game.to_move[0])
                   if isinstance(a, NumberAction) and str(a).startswith(word)})


def _numbers_text(held: dict[str, int]) -> str:
    """Score cards as their numbers, smallest first: ``"4 4 5 6 6 6 8"``."""
    return " ".join(str(n) for n in sorted(int(k) for k, v in held.items() for _ in range(v)))


def _held(game: Game) -> list[int]:
    seat = game.to_move[0]
    return sorted({Card(c).rank for c in game.view(seat)["seats"][seat]["hand"]})


def reveal(seed: int, lang: str) -> Question:
    """Which numbers may the seat to move reveal? (not one revealed this round)"""
    def want(g: Game) -> bool:
        return g.phase == "reveal" and 0 < len(_numbers(g, "")) < len(_held(g))

    game = reach("trumps", seed, want, PLAYERS, pick=seed % 4)
    seat = game.to_move[0]
    return Question("homework.trumps.q.reveal", (Part("numbers", tuple(_numbers(game, "")),
                                                      2.0),), game, {"seat": seat}, seat=seat)


def ranking(seed: int, lang: str) -> Question:
    """The last reveal of a round: who ranks first, who ranks last?"""
    def want(g: Game) -> bool:
        return g.phase == "reveal" and len(_table(g)["revealed"]) == PLAYERS - 1

    game = reach("trumps", seed, want, PLAYERS, pick=seed % 4)
    action = bot_plays(game, 1, seed)[0]
    after = game.copy()
    after.play(action)
    order = [int(r["seat"]) for r in _table(after)["ranking"]]
    words = {lang_: game.parse_action(action).text(lang_) for lang_ in LANGS}
    return Question("homework.trumps.q.ranking", (
        Part("seat", order[0], 1.0, "homework.trumps.part.first"),
        Part("seat", order[-1], 1.0, "homework.trumps.part.last")), game,
        {"seat": game.to_move[0], "action": words})


def points(seed: int, lang: str) -> Question:
    """A seat's score cards: A (largest group), B (longest run), A + B."""
    def seats(g: Game) -> list[int]:
        return [s for s, v in enumerate(g.view(None)["seats"])
                if sum(v["score_cards"].values()) >= 5]

    game = reach("trumps", seed, lambda g: bool(seats(g)), PLAYERS, pick=seed % 6)
    seat = seats(game)[seed % len(seats(game))]
    held = game.view(None)["seats"][seat]["score_cards"]
    a, b, total = score(held)
    # no picture: the table shows each seat's score next to its score cards
    return Question("homework.trumps.q.points", (
        Part("number", a, 1.0, "homework.trumps.part.a"),
        Part("number", b, 1.0, "homework.trumps.part.b"),
        Part("number", total, 1.0, "homework.trumps.part.total")), None,
        {"seat": seat, "cards": _numbers_text(held)})


def _taking_all(g: Game) -> bool:
    taker = _table(g)["taker"]
    return g.phase == "take" and bool(taker) and taker["takes"] == "all" and bool(
        _numbers(g, "take"))


def held_after(seed: int, lang: str) -> Question:
    """How many score cards does the taker hold after taking one number?"""
    game = reach("trumps", seed, _taking_all, PLAYERS, pick=seed % 5)
    takes = _numbers(game, "take")
    number, seat = takes[seed % len(takes)], game.to_move[0]
    after = game.copy()
    after.play(f"take {number}")
    held = sum(after.view(None)["seats"][seat]["score_cards"].values())
    return Question("homework.trumps.q.held_after", (Part("number", held),), game,
                    {"seat": seat, "number": number})


def takes(seed: int, lang: str) -> Question:
    """Which numbers may the second-placed seat take?"""
    def want(g: Game) -> bool:
        return _taking_all(g) and bool(_table(g)["takes"])

    game = reach("trumps", seed, want, PLAYERS, pick=seed % 4)
    return Question("homework.trumps.q.takes",
                    (Part("numbers", tuple(_numbers(game, "take")), 2.0),), game,
                    {"seat": game.to_move[0]})


def winner(seed: int, lang: str) -> Question:
    """The game is over: who wins? (A + B, then the tie-breaks)"""
    def want(g: Game) -> bool:
        return g.is_over and len(g.outcome.winners) == 1

    game = reach("trumps", seed, want, PLAYERS)
    cards = [v["score_cards"] for v in game.view(None)["seats"]]
    said = {x: t("homework.sep", x).join(
        t("homework.trumps.seat_cards", x, seat=s, cards=_numbers_text(c))
        for s, c in enumerate(cards)) for x in LANGS}
    # no picture: the table of a finished game names its winner
    return Question("homework.trumps.q.winner", (Part("seat", winners(cards)[0]),), None,
                    {"cards": said})


QUESTIONS = (reveal, ranking, takes, held_after, points, winner)
"""The questions, in order (each a builder ``(seed, lang) -> Question``)."""
