"""Homework questions every trick game shares (:mod:`cardlab.homework`): which cards may
be played, who wins a trick. A trick game's view has ``table.trick`` (the cards played so
far, ``[seat, card]``) and ``table.last_trick`` (``cards`` and ``winner``); a game's
homework module passes its name, player count and what else a position must show.

>>> q = legal_cards("comrade", 11, players=3)
>>> q.key, q.parts[0].form, q.parts[0].points
('homework.q.legal_cards', 'cards', 2.0)
>>> w = trick_winner("comrade", 11, players=3)
>>> [p.form for p in w.parts], w.values["seat"] in range(3)
(['seat', 'card'], True)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from cardlab.core import Game, PlayCard
from cardlab.homework import Part, Question, bot_plays, reach
from cardlab.i18n import t

__all__ = ["legal_cards", "trick", "trick_winner", "winner_after"]


def trick(game: Game) -> list[list[Any]]:
    """The trick in progress: ``[seat, card]`` pairs."""
    return list(game.view(None)["table"].get("trick") or [])


def _playable(game: Game) -> tuple[list[str], list[str]]:
    """(legal cards, hand) of the seat to move."""
    seat = game.to_move[0]
    hand = list(dict.fromkeys(game.view(seat)["seats"][seat]["hand"]))
    return [str(a) for a in game.legal_actions(seat) if isinstance(a, PlayCard)], hand


def legal_cards(game: str, seed: int, players: int | None = None,
                more: Callable[[Game], bool] = lambda g: True) -> Question:
    """"Which cards may the seat to move play?" at a trick already led, where some cards of
    the hand may be played and some may not (2 points: half for naming only right cards,
    half for leaving none out)."""

    def want(g: Game) -> bool:
        if g.phase != "play" or not trick(g):
            return False
        legal, hand = _playable(g)
        return 0 < len(legal) < len(hand) and more(g)

    position = reach(game, seed, want, players=players, pick=seed % 3)
    seat = position.to_move[0]
    legal, _ = _playable(position)
    return Question("homework.q.legal_cards", (Part("cards", tuple(legal), 2.0),), position,
                    {"seat": seat}, seat=seat)


def winner_after(game: Game, plays: Sequence[str]) -> tuple[int, str] | None:
    """The winner of the trick in progress after ``plays`` and the card that wins it;
    ``None`` when the table no longer shows that trick (it ended the deal)."""
    after = game.copy()
    for action in plays:
        after.play(action)
    last = after.view(None)["table"].get("last_trick")
    if not last or [str(c) for _, c in last["cards"]][-len(plays):] != list(plays):
        return None
    winner = int(last["winner"])
    return winner, next(str(c) for s, c in last["cards"] if s == winner)


def trick_winner(game: str, seed: int, players: int | None = None,
                 more: Callable[[Game, list[str]], bool] = lambda g, p: True,
                 key: str = "homework.q.winner") -> Question:
    """"Who wins this trick, and with which card?" — one card led, the others' cards named
    in the question (the bots' choices); a seat and a card, 1 point each."""
    count = 0

    def want(g: Game) -> bool:
        nonlocal count
        if g.phase != "play" or len(trick(g)) != 1:
            return False
        count = len(g.view(None)["seats"]) - 1
        plays = bot_plays(g, count, seed)
        return winner_after(g, plays) is not None and more(g, plays)

    position = reach(game, seed, want, players=players, pick=seed % 2)
    plays = bot_plays(position, count, seed)
    (leader, led), = trick(position)
    seat, card = winner_after(position, plays) or (-1, "")
    after, said = position.copy(), []
    for action in plays:
        said.append({"seat": after.to_move[0], "card": action})
        after.play(action)
    values = {"seat": leader, "card": led, "plays": {
        lang: t("homework.and", lang).join(t("homework.plays", lang, **p) for p in said)
        for lang in ("en", "ja")}}
    return Question(key, (Part("seat", seat, 1.0, "homework.part.winner"),
                          Part("card", card, 1.0, "homework.part.winning_card")),
                    position, values)
