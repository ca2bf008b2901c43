"""The Comp-13 homework (:mod:`cardlab.homework`): six questions on positions the bots
reach from the student's seed, four players, every answer computed by the engine.

>>> from cardlab.homework import Homework
>>> hw = Homework("comp13", student="sample")
>>> len(hw), hw.points
(6, 10.0)
>>> [hw.mark(n, *hw.answers(n)) for n in range(1, 7)] == [q.points for q in hw.questions()]
True
"""

from __future__ import annotations

from typing import Any

from cardlab.cards import Card, sort_cards
from cardlab.core import Action, Game
from cardlab.games.comp13.rules import Add, Swap, after_play, field_sum, is_honour, mate
from cardlab.homework import Part, Question, reach
from cardlab.i18n import LANGS, t

__all__ = ["QUESTIONS"]


def _table(game: Game) -> dict[str, Any]:
    return game.view(None)["table"]


def _adds(game: Game) -> list[Add]:
    return [a for a in game.legal_actions(game.to_move[0]) if isinstance(a, Add)]


def _fields(game: Game) -> dict[str, list[Card]]:
    return {x: [Card(c) for c in cs] for x, cs in _table(game)["fields"].items()}


def add_where(seed: int, lang: str) -> Question:
    """On which fields may the seat to move add one of its cards?"""
    game = reach("comp13", seed, lambda g: g.phase == "play" and bool(_adds(g)), pick=seed % 5)
    seat, adds = game.to_move[0], _adds(game)
    card = adds[seed % len(adds)].card
    where = tuple(a.field for a in adds if a.card == card)
    return Question("homework.comp13.q.add_where", (Part("fields", where, 2.0),), game,
                    {"seat": seat, "card": str(card)}, seat=seat)


def addable(seed: int, lang: str) -> Question:
    """Which hand cards of the seat to move may be added to some field now?"""
    def want(g: Game) -> bool:
        hand = g.view(g.to_move[0])["seats"][g.to_move[0]]["hand"] if g.phase == "play" else []
        return 0 < len({str(a.card) for a in _adds(g)}) < len(set(hand))

    game = reach("comp13", seed, want, pick=seed % 5)
    seat = game.to_move[0]
    cards = tuple(sorted({str(a.card) for a in _adds(game)}))
    return Question("homework.comp13.q.addable", (Part("cards", cards, 2.0),), game,
                    {"seat": seat}, seat=seat)


def sums_after(seed: int, lang: str) -> Question:
    """A field's sum and the four fields' total after an add."""
    game = reach("comp13", seed, lambda g: g.phase == "play" and bool(_adds(g)), pick=seed % 7)
    add = _adds(game)[seed % len(_adds(game))]
    after = after_play(_fields(game), add)
    return Question("homework.comp13.q.sums_after", (
        Part("number", field_sum(after[add.field]), 1.0, "homework.comp13.part.field"),
        Part("number", sum(field_sum(cs) for cs in after.values()), 1.0,
             "homework.comp13.part.total")), game,
        {"seat": game.to_move[0], "card": str(add.card), "field": add.field})


def _comps(game: Game) -> list[Action]:
    """The seat to move's plays that make a field's sum exactly 13."""
    if game.phase != "play":
        return []
    return [a for a in game.legal_actions(game.to_move[0]) if isinstance(a, Add | Swap)
            and field_sum(after_play(_fields(game), a)[a.field]) == 13]


def comp(seed: int, lang: str) -> Question:
    """A Comp: which honour cards of the comped field does the player capture?"""
    def want(g: Game) -> bool:
        return any(any(is_honour(c) for c in after_play(_fields(g), a)[a.field])
                   for a in _comps(g))

    game = reach("comp13", seed, want, pick=seed % 3)
    play = next(a for a in _comps(game)
                if any(is_honour(c) for c in after_play(_fields(game), a)[a.field]))
    honours = tuple(str(c) for c in after_play(_fields(game), play)[play.field] if is_honour(c))
    return Question("homework.comp13.q.comp", (Part("cards", honours, 2.0),), game,
                    {"seat": game.to_move[0], "field": play.field,
                     "action": {x: play.text(x) for x in LANGS}}, seat=game.to_move[0])


def mate_card(seed: int, lang: str) -> Question:
    """The mate card of a field card (who holds it becomes the dealer)."""
    game = reach("comp13", seed, lambda g: g.phase == "play", pick=seed % 9)
    cards = [c for cs in _fields(game).values() for c in cs if mate(c) is not None]
    card = cards[seed % len(cards)]
    return Question("homework.comp13.q.mate", (Part("card", str(mate(card))),), game,
                    {"card": str(card)})


def final_score(seed: int, lang: str) -> Question:
    """The game is over: a seat's score (captured cards, honours left in hand)."""
    game = reach("comp13", seed, lambda g: g.is_over)
    seat = seed % game.players
    scores = _table(game)["results"][-1]["scores"]
    view = game.view(reveal=True)["seats"][seat]

    def cards(texts: list[str]) -> dict[str, str]:
        shown = sort_cards(Card(c) for c in texts)
        return {x: t("lesson.cards", x, cards=shown) if shown else "—" for x in LANGS}

    # no picture: the table shows each seat's score once the game is over
    return Question("homework.comp13.q.score", (Part("number", int(scores[seat])),), None,
                    {"seat": seat, "captured": cards(view["captured"]),
                     "hand": cards(view["hand"])})


QUESTIONS = (add_where, mate_card, addable, sums_after, comp, final_score)
"""The questions, in order (each a builder ``(seed, lang) -> Question``)."""
