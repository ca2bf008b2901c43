"""The Comrade homework (:mod:`cardlab.homework`): six questions on positions the bots
reach from the student's seed, three players, every answer computed by the engine.

>>> from cardlab.homework import Homework
>>> hw = Homework("comrade", student="sample")
>>> len(hw), hw.points
(6, 10.0)
>>> [hw.mark(n, *hw.answers(n)) for n in range(1, 7)] == [q.points for q in hw.questions()]
True
"""

from __future__ import annotations

from cardlab.cards import Card
from cardlab.core import Game
from cardlab.homework import Part, Question, reach
from cardlab.homework_tricks import legal_cards, trick_winner
from cardlab.lessons import refusal

__all__ = ["QUESTIONS"]

PLAYERS = 3


def _table(game: Game) -> dict:
    return game.view(None)["table"]


def _takes(game: Game) -> list[str]:
    """The bid cards the seat to move may take."""
    return [str(a).split()[1] for a in game.legal_actions(game.to_move[0])
            if str(a).startswith("take ")]


def _bid_suit(game: Game) -> str | None:
    """A suit the seat to move already bid in, with bid cards left of which it may take
    some and not others (the "only higher" rule), or None."""
    if game.phase != "bid":
        return None
    seat = game.to_move[0]
    left = [c for c in _table(game)["bid_cards"]]
    for suit in sorted(game.view(None)["seats"][seat]["bids"]):
        cards = [c for c in left if Card(c).suit == suit]
        legal = [c for c in cards if refusal(game, f"take {c}", seat) is None]
        if 0 < len(legal) < len(cards):
            return suit
    return None


def bid_cards(seed: int, lang: str) -> Question:
    """Which bid cards of one suit may the seat to move take? (only higher than its bid)"""
    game = reach("comrade", seed, lambda g: _bid_suit(g) is not None, PLAYERS, pick=seed % 2)
    seat, suit = game.to_move[0], _bid_suit(game)
    legal = tuple(c for c in _table(game)["bid_cards"]
                  if Card(c).suit == suit and refusal(game, f"take {c}", seat) is None)
    return Question("homework.comrade.q.bid_cards", (Part("cards", legal, 2.0),), game,
                    {"seat": seat, "suit": suit})


def total_after(seed: int, lang: str) -> Question:
    """The bid total after the seat to move takes one bid card."""
    def want(g: Game) -> bool:
        return g.phase == "bid" and _table(g)["bid_total"] > 0 and bool(_takes(g))

    game = reach("comrade", seed, want, PLAYERS, pick=seed % 3)
    takes = _takes(game)
    card = takes[seed % len(takes)]
    after = game.copy()
    after.play(f"take {card}")
    return Question("homework.comrade.q.total_after",
                    (Part("number", int(_table(after)["bid_total"])),), game,
                    {"seat": game.to_move[0], "card": card})


def _over(game: Game, card: str) -> bool:
    after = game.copy()
    after.play(f"take {card}")
    return int(_table(after)["bid_total"]) > int(_table(game)["target"])


def too_many(seed: int, lang: str) -> Question:
    """Which bid cards would push the total over the target (the deal is lost at once)?"""
    def want(g: Game) -> bool:
        if g.phase != "bid" or _table(g)["bid_total"] < 7:
            return False
        over = [c for c in _takes(g) if _over(g, c)]
        return 0 < len(over) < len(_takes(g))

    game = reach("comrade", seed, want, PLAYERS, pick=seed % 2)
    over = tuple(c for c in _takes(game) if _over(game, c))
    return Question("homework.comrade.q.too_many", (Part("cards", over, 2.0),), game,
                    {"seat": game.to_move[0], "target": _table(game)["target"]})


def still_to_win(seed: int, lang: str) -> Question:
    """How many more tricks led with a suit must a seat still win for its bid?"""
    def pairs(g: Game) -> list[tuple[int, str]]:
        if g.phase != "play" or _table(g)["tricks_played"] < 3:
            return []
        return [(s, suit) for s, v in enumerate(g.view(None)["seats"])
                for suit, bid in sorted(v["bids"].items()) if bid > v["won"].get(suit, 0)]

    game = reach("comrade", seed, lambda g: bool(pairs(g)), PLAYERS, pick=seed % 4)
    seat, suit = pairs(game)[seed % len(pairs(game))]
    view = game.view(None)["seats"][seat]
    return Question("homework.comrade.q.still_to_win",
                    (Part("number", view["bids"][suit] - view["won"].get(suit, 0)),), game,
                    {"seat": seat, "suit": suit, "bid": view["bids"][suit],
                     "won": view["won"].get(suit, 0)})


QUESTIONS = (
    bid_cards,
    total_after,
    too_many,
    lambda seed, lang: legal_cards("comrade", seed, PLAYERS),
    lambda seed, lang: trick_winner("comrade", seed, PLAYERS),
    still_to_win,
)
"""The questions, in order (each a builder ``(seed, lang) -> Question``)."""
