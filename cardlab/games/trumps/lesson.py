"""The Trumps lesson page: one stacked deal for three players, its worked examples and
questions, and the rules checklist (every rule of the specification → where it is taught).

Every part the page shows is built here, by name, and tested here; the notebook's cells
only ask for them (``lesson.story("start-ties")``, ``lesson.quiz("rank")``). The questions are
answered by the engine, on copies of the game.

>>> lesson = TrumpsLesson("en")
>>> lesson.story("start-ties")[-2]
'seat 1 showed the lowest number, 1, and is the start player'
>>> ex = lesson.question("rank")
>>> ex.expected, ex.check(0).status, ex.check(1).status
(1, 'wrong', 'correct')
"""

from __future__ import annotations

import html
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from cardlab.cards import pairs_deck, stack_deck
from cardlab.core import Event, Game
from cardlab.games.trumps.rules import score, winners
from cardlab.i18n import t
from cardlab.lessons import Exercise, Lesson, run

__all__ = ["CHECKLIST", "END", "HANDS", "LESSON", "REST", "ROUND_1", "TrumpsLesson",
           "pairs_game", "reveal_together"]

HANDS: tuple[tuple[str, ...], ...] = (
    tuple("1 5 6 6 7 9 9".split()),  # seat 0, the dealer
    tuple("2 3 3 8 8 10 10".split()),  # seat 1
    tuple("4 4 5 7 8 9 10".split()),  # seat 2
)
"""The lesson's deal: seat 0 holds the deck's only 1, so it can be sure to start."""

REST = tuple("2 3 4 7 8 9 6 9 9 5 7 6 7 5 8 10 10 5 10 9 9 9 10 6 10 8 7 8 10 4 6 10 8 7"
             .split())
"""After the hands: the reserve (2 3 4), then the deck from its top."""

TIE_HANDS: tuple[tuple[str, ...], ...] = (
    tuple("3 4 5 6 9 9 9".split()), tuple("3 4 5 1 9 2 2".split()),
    tuple("3 4 5 6 9 9 9".split()))
"""A deal (seat 1 deals) in which the three players tie on 3, 4 and 5 for the start."""

ROUND_1 = ("pair 6", "pair 3", "single 10")
"""The first round of the lesson's deal after the start cards 1, 2, 4."""

END = tuple((
    "single 7, single 10, single 8, take 1, take 2, take 5, single 7, single 4, single 5, "
    "take 7, take 8, draw, single 10, single 4, single 5, take 7, take 4, draw, single 9, "
    "single 10, pair 6, take 5, take 10, draw, single 10, pair 3, single 8, take 6, take 9, "
    "take 10, single 6, single 9, single 5, take 3, take 8, take 10, single 6, single 10, "
    "pair 8, take 5, take 4, draw, pair 8, single 10, single 9, take 6, take 10, draw, "
    "single 10, pair 7, single 8, take 8, take 9, draw, pair 7, single 8, single 10, take 10, "
    "take 7, take 8").split(", "))
"""Three bots' game on the lesson's deal after the start cards 1, 2, 5, to its end."""

EXAMPLE = ((9,) * 5 + (8,) * 3 + (7,) * 2 + (6,) + (5,) * 2 + (3,),
           (10,) * 6 + (9,) * 3 + (8,) * 2 + (6,) * 3 + (5, 1),
           (10,) * 3 + (7,) * 4 + (6, 5) + (4,) * 4 + (3,) * 2 + (2,))
"""The worked scoring example of the rules: 10, 9 and 10 points; the third wins the tie."""

CHECKLIST: dict[str, tuple[str, str]] = {
    "deck": ("lesson", "The deal and the start player"),
    "two-players": ("further", "Two players"),
    "deal-reserve": ("lesson", "The deal and the start player"),
    "start-lowest": ("lesson", "The deal and the start player"),
    "start-ties": ("lesson", "The deal and the start player"),
    "decision:start-ties-run-out": ("lesson", "The deal and the start player"),
    "start-cards-to-field": ("lesson", "The deal and the start player"),
    "reveal-new-number": ("lesson", "A round: reveal and rank"),
    "reveal-facedown": ("lesson", "A round: reveal and rank"),
    "decision:empty-hand": ("lesson", "A round: reveal and rank"),
    "rank-order": ("lesson", "A round: reveal and rank"),
    "rank-facedown-nearer": ("lesson", "A round: reveal and rank"),
    "take-first-second": ("lesson", "A round: take, then refill"),
    "take-last-one-or-draw": ("lesson", "A round: take, then refill"),
    "score-cards": ("lesson", "A round: take, then refill"),
    "decision:empty-field": ("lesson", "A round: take, then refill"),
    "refill-field": ("lesson", "A round: take, then refill"),
    "decision:facedown-turned-up": ("lesson", "A round: take, then refill"),
    "refill-hands": ("lesson", "A round: take, then refill"),
    "end-trigger-reserve": ("lesson", "The end of the game"),
    "end-last-round": ("lesson", "The end of the game"),
    "end-left-over": ("lesson", "The end of the game"),
    "score-a-b": ("lesson", "Scoring"),
    "tie-smallest": ("lesson", "Scoring"),
    "tie-count": ("further", "Ties in detail"),
    "decision:tie-shared": ("further", "Ties in detail"),
    "decision:tie-score-cards": ("further", "Ties in detail"),
    "option:start_tie_exhausted": ("further", "Rule options and their defaults"),
    "option:facedown_to_field": ("further", "Rule options and their defaults"),
    "rare:start-tie-run-out": ("further", "Rare cases"),
    "rare:empty-hands": ("further", "Rare cases"),
    "rare:nothing-to-take": ("further", "Rare cases"),
}
"""Every rule and ``[decision]`` default of ``shared/rules/trumps.md`` → where it is taught:
``("lesson" | "further", the English heading of that notebook's section)``."""


def pairs_game(hands: Sequence[Sequence[str]], rest: Sequence[str] = (), dealer: int = 0,
               **options: Any) -> Game:
    """A 3-player game dealt ``hands`` (seat by seat); ``rest`` (the reserve, then the deck)
    is completed with the deck's other cards, low numbers first.

    >>> g = pairs_game([["1", "1", "2", "2", "3", "3", "3"], HANDS[1], HANDS[2]])
    Traceback (most recent call last):
    ...
    ValueError: hands and rest hold more cards than the deck: {'1': 2, '2': 3, '3': 5}
    >>> g = pairs_game(HANDS, REST)
    >>> g.view(reveal=True)["seats"][0]["hand"]
    ['1', '5', '6', '6', '7', '9', '9']
    """
    given = Counter([*(c for h in hands for c in h), *rest])
    left = Counter(c.text for c in pairs_deck(10))
    over = {k: v for k, v in given.items() if v > left[k]}
    if over:
        raise ValueError(f"hands and rest hold more cards than the deck: {over}")
    tail = sorted((left - given).elements(), key=int)
    deck = stack_deck(hands, first=(dealer + 1) % 3, rest=[*rest, *tail])
    from cardlab.core import new_game

    return new_game("trumps", players=3, deck=deck, dealer=dealer, **options)


def reveal_together(game: Game, *picks: Sequence[int | None]) -> list[Event]:
    """Each pick gives one start card per seat (``None``: that seat does not choose);
    the public events, without the "has chosen" ones.

    >>> g = pairs_game(HANDS, REST)
    >>> len(reveal_together(g, (1, 2, 4))), g.phase
    (5, 'reveal')
    """
    events = [e for pick in picks for seat, x in enumerate(pick) if x is not None
              for e in game.play(f"start {x}", seat)]
    return [e for e in events if e.to is None and e.key != "trumps.start_picked"]


class ScoreSheet(str):
    """A small HTML table (a plain string of HTML) of score cards with A, B and the total."""

    def __new__(cls, head: Sequence[str], rows: Sequence[Sequence[str]], foot: str) -> ScoreSheet:
        cell = "border:1px solid #bbb;padding:2px 8px;text-align:left"
        out = ['<table class="cardlab-scores" style="border-collapse:collapse"><tr>']
        out += [f'<th style="{cell}">{html.escape(h)}</th>' for h in head]
        out += ["</tr>"] + ["<tr>" + "".join(f'<td style="{cell}">{html.escape(v)}</td>'
                                             for v in row) + "</tr>" for row in rows]
        out.append(f"</table><p>{html.escape(foot)}</p>")
        return super().__new__(cls, "".join(out))

    def _repr_html_(self) -> str:
        return str(self)


class TrumpsLesson(Lesson):
    """The parts of the Trumps lesson page, in ``lang`` (see the module's docstring)."""

    game = "trumps"
    players = 3
    rules = ("goal", "need", "deal", "start", "reveal", "rank", "take", "end", "score",
             "tie", "mistakes")
    card = (("goal", ("goal",)), ("need", ("need",)), ("deal", ("deal", "start")),
            ("turn", ("reveal", "rank", "take")), ("end", ("end",)),
            ("scoring", ("score", "tie")), ("mistakes", ("mistakes",)))
    plan = ((5, "intro"), (8, "start"), (8, "round"), (5, "ends"), (14, "play"),
            (7, "discuss"), (3, "wrap"))
    discuss = ("pair", "last", "collect")

    def deal(self) -> Game:
        """The lesson's deal, before the start cards (seat 0 deals)."""
        return pairs_game(HANDS, REST)

    def started(self, starts: Sequence[int] = (1, 2, 4)) -> Game:
        """The lesson's deal after the start cards ``starts`` (seat 0, 1, 2)."""
        game = self.deal()
        reveal_together(game, starts)
        return game

    def after(self, actions: Sequence[str], starts: Sequence[int] = (1, 2, 4)) -> Game:
        """The lesson's deal after the start cards and ``actions`` (each by the seat to move)."""
        game = self.started(starts)
        run(game, list(actions))
        return game

    def positions(self) -> dict[str, Callable[[], Game]]:
        """``deal`` (before the start), ``round-2`` (round 2 revealed, seat 2 to take),
        ``round-8`` (the bots' game, seat 1 about to take the 6s)."""
        return {
            "deal": self.deal,
            "round-2": lambda: self.after([*ROUND_1, "take 2", "take 4", "take 1",
                                           "single 8", "single 9", "single 5"]),
            "round-8": lambda: self.after(END[:45], (1, 2, 5)),
        }

    def stories(self) -> dict[str, Callable[[], list[Event]]]:
        """The worked examples, each shown before the question on the same rule."""
        return {
            "start-ties": lambda: reveal_together(pairs_game(TIE_HANDS, dealer=1),
                                                  (3, 3, 3), (4, 4, 4), (5, 5, 5), (6, 1, 6)),
            "round-1": lambda: self._public(run(self.started(), list(ROUND_1))),
            "facedown": self._facedown,
            "take": lambda: self._public(run(self.after(ROUND_1), ["take 2", "take 4",
                                                                    "take 1"])),
            "empty-field": self._empty_field,
            "end": self._end,
        }

    @staticmethod
    def _public(events: list[Event]) -> list[Event]:
        return [e for e in events if e.to is None]

    def _facedown(self) -> list[Event]:
        """The tie deal's first round: seat 1 reveals a 9; seats 2 and 0 hold only 9s."""
        game = pairs_game(TIE_HANDS, dealer=1)
        reveal_together(game, (3, 3, 3), (4, 4, 4), (5, 5, 5), (6, 1, 6))
        return self._public(run(game, ["single 9", "facedown 9", "facedown 9"]))

    def _empty_field(self) -> list[Event]:
        """Start cards 5, 1, 5 leave two numbers in the field: 1st and 2nd take both."""
        game = pairs_game([["5", "6", "6", "7", "9", "9", "2"], ["1", "3", "3", "8", "8", "10",
                                                                  "10"],
                           ["5", "4", "4", "7", "8", "9", "10"]])
        reveal_together(game, (5, 1, 5))
        run(game, ["pair 3", "pair 4", "single 9"])
        events = self._public(run(game, ["take 5", "take 1", "draw"]))
        return events[:[e.key for e in events].index("trumps.drew") + 1]

    def _end(self) -> list[Event]:
        """The bots' game from the step 5 that empties the deck to the end."""
        events = self._public(run(self.started((1, 2, 5)), list(END)))
        keys = [e.key for e in events]
        out = keys.index("trumps.deck_out")
        step_5 = max(i for i in range(out) if keys[i] == "trumps.field_refilled") + 1
        return events[step_5:]

    def questions(self) -> dict[str, Callable[[], Exercise]]:
        """The page's questions, in order."""
        return {"start": self._start, "reveal": self._reveal, "rank": self._rank,
                "take": self._take, "score": self._score}

    def _start(self) -> Exercise:
        """All three show a 4, then 9, 7 and 8: how many field cards when round 1 begins?"""
        game = pairs_game([["4", "9", "1", "2", "2", "3", "3"], ["4", "7", "5", "5", "6", "6",
                                                                 "8"],
                           ["4", "8", "5", "6", "9", "10", "10"]])
        reveal_together(game, (4, 4, 4), (9, 7, 8))
        count = sum(game.view(None)["table"]["field"].values())
        return Exercise.ask(
            "lesson.trumps.q.start", str(count), kind="number", lang=self.lang,
            options=[str(x) for x in range(13)],
            explanation=Event("lesson.trumps.why.start", {"count": count}))

    def _reveal(self) -> Exercise:
        game = self.after(["single 9", "pair 3"])
        return Exercise.legal_numbers(game, seat=2, question="lesson.trumps.q.reveal",
                                      lang=self.lang)

    def _rank(self) -> Exercise:
        def first(view: dict[str, Any]) -> int:
            return int(view["table"]["ranking"][0]["seat"])

        return Exercise.value_after(self.started(), ["pair 9", "pair 8", "single 10"], first,
                                    "lesson.trumps.q.rank", self.lang, options=range(3),
                                    about=("trumps.why.",))

    def _take(self) -> Exercise:
        def held(view: dict[str, Any]) -> int:
            return sum(view["seats"][1]["score_cards"].values())

        return Exercise.value_after(self.position("round-2"), ["take 6", "take 3"], held,
                                    "lesson.trumps.q.take", self.lang, seat=1,
                                    options=range(13), about=("trumps.took",))

    def _score(self) -> Exercise:
        def total(view: dict[str, Any]) -> int:
            return int(view["seats"][1]["score"][2])

        def why(view: dict[str, Any]) -> Event:
            a, b, s = view["seats"][1]["score"]
            return Event("lesson.trumps.why.score", {"seat": 1, "a": a, "b": b, "total": s})

        return Exercise.value_after(self.position("round-8"), ["take 6"], total,
                                    "lesson.trumps.q.score", self.lang, seat=1,
                                    options=range(21), explain=why, number=6)

    def extras(self) -> dict[str, Callable[[], Any]]:
        """``example``: the rules' worked scoring example, with its tie-break."""
        return {"example": self.example}

    def example(self) -> ScoreSheet:
        """The worked example's score cards, A, B and score per seat, and who wins."""
        lang = self.lang
        head = [t(f"lesson.trumps.col.{c}", lang) for c in ("seat", "cards", "a", "b", "total")]
        rows = []
        for seat, cards in enumerate(EXAMPLE):
            counts = Counter(cards)
            shown = ", ".join(f"{n}×{counts[n]}" for n in sorted(counts, reverse=True))
            rows.append([t("lesson.trumps.seat", lang, seat=seat), shown,
                         *(str(v) for v in score(cards))])
        best = winners(EXAMPLE)
        foot = t("trumps.win_smallest", lang, seats=best, score=score(EXAMPLE[best[0]])[2],
                 number=min(EXAMPLE[best[0]]))
        return ScoreSheet(head, rows, foot)


LESSON = TrumpsLesson
"""The lesson of this game (:func:`cardlab.ui.quiz.lesson_page` asks for it)."""


def nothing_to_take(seed: int = 684) -> list[Event]:
    """A whole 3-player game (``seed``) played to keep the field small — the takers choose
    the first number, the last takes a single card or draws, reveals are seeded picks — in
    which a player must choose a number from an empty field; the public events of the
    round where that happens (from its ranking to the end).

    >>> events = nothing_to_take()
    >>> [e.key for e in events].count("trumps.takes_nothing") >= 1
    True
    """
    import numpy as np

    from cardlab.core import new_game

    game, rng = new_game("trumps", players=3, seed=seed), np.random.default_rng(seed)
    events: list[Event] = []
    while not game.is_over:
        seat = game.to_move[0]
        legal = [str(a) for a in game.legal_actions(seat)]
        if game.phase == "take":
            table = game.view(None)["table"]
            takes = [a for a in legal if a.startswith("take")]
            action = takes[0] if takes else legal[0]
            if table["taker"]["takes"] == "one":
                ones = [a for a in takes if table["field"][a.split()[1]] == 1]
                action = ones[0] if ones else ("draw" if "draw" in legal else legal[0])
        else:
            action = legal[int(rng.integers(len(legal)))]
        events += [e for e in game.play(action, seat) if e.to is None]
    keys = [e.key for e in events]
    at = keys.index("trumps.takes_nothing")
    start = max(i for i in range(at) if keys[i] == "trumps.ranking")
    return events[start:]
