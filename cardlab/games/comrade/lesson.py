"""The Comrade lesson page: one deal for three players, its worked examples and questions.

Every part the page shows is built here, by name, from one stacked deal (:data:`HANDS`,
seat 0 deals) and tested here; the notebook's cells only ask for them
(``lesson.story("first-trick")``, ``lesson.quiz("must-follow")``). The questions are
answered by the engine, on copies of the game.

>>> lesson = ComradeLesson("en")
>>> lesson.story("bids")[-1]
'seat 0 takes ♣3: club bid 3; bids total 11 of 12'
>>> ex = lesson.question("total-after")
>>> ex.question
'Back to the bids above: seat 0 holds ♠2 and now takes ♠4 as well. What is the bid total then?'
>>> ex.expected, ex.check(14).status, ex.check(12).status
(12, 'wrong', 'correct')
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

from cardlab.cards import Card, stack_deck
from cardlab.core import Event, Game
from cardlab.games.comrade import SETUP, title_for
from cardlab.i18n import t
from cardlab.lessons import Exercise, Lesson, bid_total, refusal, run

__all__ = ["BIDS", "DECK", "HANDS", "LESSON", "WIN", "ComradeLesson", "TitleTable", "lost_at_once"]

HANDS: tuple[tuple[str, ...], ...] = (
    tuple("KS QS JS 10S 5H 5D 6D KC QC JC 10C 9C".split()),  # seat 0, the dealer
    tuple("KH QH JH 10H 9H 8H 9S 6S 7D 8C 7C 6C".split()),  # seat 1
    tuple("KD QD JD 10D 9D 8D 8S 7S 5S 7H 6H 5C".split()),  # seat 2
)
"""The lesson's deal: seat 0 holds the four highest spades, seat 1 the four highest
hearts, seat 2 the four highest diamonds; nobody is strong in clubs."""

DECK = stack_deck([list(h) for h in HANDS], first=1)  # dealing starts left of the dealer
BIDS = ("take 4S", "take 4H", "take 4D")
"""The bids the lesson plays on: ♠4 for seat 0, ♥4 for seat 1, ♦4 for seat 2 (12)."""

WIN = tuple(("KS 6S 5S  QS 9S 7S  JS 8C 8S  10S 7C 5C  5H KH 7H  QH 6H 5D  JH 8D 6D  "
             "10H 9D 9C  7D KD 10C  QD JC 6C  JD QC 9H  10D KC 8H").split())
"""One way to win the deal after :data:`BIDS`: seat 0 cashes its spades and hands the
lead over with ♥5, seat 1 cashes hearts and hands over with ♦7, seat 2 wins the rest."""


def lost_at_once(game: Game, card: str) -> bool:
    """Whether leading ``card`` loses the deal within this trick, whatever the others play
    (every way of finishing the trick is tried on a copy).

    >>> lesson = ComradeLesson("en")
    >>> g = lesson.position("first-trick")
    >>> lost_at_once(g, "KC"), lost_at_once(g, "5H"), lost_at_once(g, "KS")
    (True, False, False)
    """
    first = game.copy()
    first.play(card)
    return _always_lost(first)


def _always_lost(game: Game) -> bool:
    """The trick in progress ends the deal as a loss however it is finished."""
    if game.is_over:
        return not game.outcome.winners
    if not game.view(None)["table"]["trick"]:  # the trick is over and the deal goes on
        return False
    seat = game.to_move[0]
    for action in game.legal_actions(seat):
        after = game.copy()
        after.play(action, seat)
        if not _always_lost(after):
            return False
    return True


class ComradeLesson(Lesson):
    """The parts of the Comrade lesson page, in ``lang`` (see the module's docstring)."""

    game = "comrade"
    players = 3
    rules = ("goal", "need", "deal", "bid", "trick", "lost", "won", "match", "mistakes")
    card = (("goal", ("goal",)), ("need", ("need",)), ("deal", ("deal",)),
            ("turn", ("bid", "trick")), ("end", ("lost", "won")),
            ("scoring", ("match", "+titles")), ("mistakes", ("mistakes",)))
    plan = ((5, "intro"), (8, "bid"), (7, "trick"), (5, "ends"), (15, "play"),
            (7, "discuss"), (3, "wrap"))
    discuss = ("talk", "exact", "where")

    def deal(self, **options: Any) -> Game:
        """The lesson's deal, before the first bid (seat 0 deals)."""
        return self.new(deck=list(DECK), dealer=0, **options)

    def after(self, actions: Sequence[str], **options: Any) -> Game:
        """The lesson's deal after ``actions`` (each by the seat to move)."""
        game = self.deal(**options)
        run(game, list(actions))
        return game

    def positions(self) -> dict[str, Callable[[], Game]]:
        """``deal`` (before the bidding), ``first-trick`` (bids made, seat 0 to lead)."""
        return {"deal": self.deal, "first-trick": lambda: self.after(BIDS)}

    def stories(self) -> dict[str, Callable[[], list[Event]]]:
        """The worked examples, each shown before the question on the same rule."""
        return {
            "bids": lambda: run(self.deal(), ["take 2C", "take 4H", "take 4D", "take 3C"]),
            "first-trick": lambda: self._trick(BIDS, 0),
            "void": lambda: self._trick(BIDS, 8),
            "too-many": lambda: run(self.deal(), ["take AS", "take 4H", "take 4D", "take 3C",
                                                  "KS", "6S", "5S", "QS", "9S", "7S"])[-5:],
            "win": lambda: self._trick(BIDS, 11),
        }

    def _trick(self, bids: Sequence[str], k: int) -> list[Event]:
        """The events of trick ``k`` (from 0) of the winning line after ``bids``."""
        game = self.after([*bids, *WIN[: 3 * k]])
        return run(game, list(WIN[3 * k: 3 * k + 3]))

    def questions(self) -> dict[str, Callable[[], Exercise]]:
        """The page's questions, in order."""
        return {
            "bid-cards": self._bid_cards,
            "total-after": self._total_after,
            "must-follow": self._must_follow,
            "void": self._void,
            "lost": self._lost,
            "won": self._won,
        }

    def _bid_cards(self) -> Exercise:
        """Which spade bid cards may seat 0 take, holding ♠2? (only higher ones)"""
        game = self.after(["take 2S", "take 4H", "take 4D"])
        spades = [c for c in game.view(0)["table"]["bid_cards"] if Card(c).suit == "S"]
        legal = [c for c in spades if refusal(game, f"take {c}", 0) is None]
        reasons = {c: refusal(game, f"take {c}", 0) for c in spades if c not in legal}
        return Exercise(
            "lesson.comrade.q.bid_cards", tuple(legal), kind="cards", values={"seat": 0},
            explanation=Event("lesson.comrade.why.bid_cards", {"seat": 0}),
            choices=tuple(spades), lang=self.lang, notes={"reasons": reasons},
            words=("lesson.comrade.not_takeable", "lesson.comrade.also_takeable"),
        )

    def _total_after(self) -> Exercise:
        game = self.after(["take 2S", "take 4H", "take 4D"])
        return Exercise.value_after(game, "take 4S", bid_total, "lesson.comrade.q.total_after",
                                    self.lang, options=range(17), about=("comrade.took",))

    def _must_follow(self) -> Exercise:
        game = self.after([*BIDS, *WIN[:3], "QS"])
        ex = Exercise.legal_cards(game, seat=1, lang=self.lang)
        ex.question_key = "lesson.comrade.q.must_follow"  # says which trick: ♠Q led
        return ex

    def _void(self) -> Exercise:
        game = self.after([*BIDS, *WIN[:9]])

        def winner(view: dict[str, Any]) -> int:
            return int(view["table"]["last_trick"]["winner"])

        return Exercise.value_after(game, ["10S", "KH", "5C"], winner, "lesson.comrade.q.void",
                                    self.lang, seat=0, options=range(3),
                                    about=("trick.", "comrade.trick_counted"))

    def _lost(self) -> Exercise:
        game = self.after(BIDS)
        hand = game.view(0)["seats"][0]["hand"]
        fatal = tuple(c for c in hand if lost_at_once(game, c))
        return Exercise(
            "lesson.comrade.q.lost", fatal, kind="cards", values={"seat": 0},
            explanation=Event("lesson.comrade.why.lost", {"seat": 0}), choices=tuple(hand),
            lang=self.lang, words=("lesson.comrade.not_fatal", "lesson.comrade.also_fatal"),
        )

    def _won(self) -> Exercise:
        game = self.after([*BIDS, *WIN[:18]])
        seat = game.view(None)["seats"][1]
        bid, won = seat["bids"]["H"], seat["won"].get("H", 0)
        return Exercise.ask(
            "lesson.comrade.q.won", str(bid - won), kind="number",
            options=[str(x) for x in range(5)], values={"seat": 1}, lang=self.lang,
            explanation=Event("lesson.comrade.why.won", {"seat": 1, "bid": bid, "won": won}),
        )

    def extras(self) -> dict[str, Callable[[], Any]]:
        """``titles``: the match titles (:meth:`titles`)."""
        return {"titles": self.titles}

    def titles(self) -> TitleTable:
        """The match titles by wins and player count, with their captions."""
        head = [t("lesson.comrade.col.lost", self.lang)] + [
            t("lesson.comrade.col.players", self.lang, players=n) for n in SETUP]
        rows = []
        for behind in range(max(SETUP) + 1):
            row = [str(behind)]
            for n in SETUP:
                if behind > n:
                    row.append("—")
                    continue
                title, caption = title_for(n, n - behind)
                row.append(f"{title} ({t('comrade.caption.' + caption, self.lang)})")
            rows.append(row)
        return TitleTable(head, rows)


class TitleTable(str):
    """A small HTML table (a plain string of HTML) that shows itself in a notebook."""

    def __new__(cls, head: Sequence[str], rows: Sequence[Sequence[str]]) -> TitleTable:
        cell = "border:1px solid #bbb;padding:2px 8px;text-align:left"
        out = ['<table class="cardlab-titles" style="border-collapse:collapse"><tr>']
        out += [f'<th style="{cell}">{html.escape(h)}</th>' for h in head]
        out.append("</tr>")
        for row in rows:
            out.append("<tr>" + "".join(f'<td style="{cell}">{html.escape(v)}</td>'
                                        for v in row) + "</tr>")
        out.append("</table>")
        return super().__new__(cls, "".join(out))

    def _repr_html_(self) -> str:
        return str(self)


LESSON = ComradeLesson
"""The lesson of this game (:func:`cardlab.ui.quiz.lesson_page` asks for it)."""
