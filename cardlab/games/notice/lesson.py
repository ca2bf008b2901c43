"""The Notice lesson page: one deal for three players, its worked examples and questions.

Every part the page shows is built here, by name, from one stacked deal (:data:`DEALT`,
seat 0 deals) and tested here; the notebook's cells only ask for them
(``lesson.story("first-trick")``, ``lesson.quiz("winner")``). The questions are answered
by the engine, on copies of the game: the ``ask`` functions below read the teacher's view
for :meth:`cardlab.lessons.Exercise.about` and return the answer, the engine's reason and
the question's values. The tables (:func:`setup_table`, :func:`score_sheet`,
:func:`worked_examples`) show themselves in a notebook as HTML. :data:`CHECKLIST` says
where each rule of the specification is taught.

>>> lesson = NoticeLesson("en")
>>> lesson.story("first-trick")[-2]
'♣A wins the trick: highest trump'
>>> ex = lesson.question("winner")
>>> ex.expected, ex.check(1).status, ex.check(2).status
(2, 'wrong', 'correct')

>>> import cardlab
>>> from cardlab.lessons import Exercise
>>> g = cardlab.new_game("notice", players=3, seed=7)
>>> whose = Exercise.about(g, whose_tricks(2), "lesson.notice.whose", "en", options=range(3))
>>> whose.expected, whose.check(0).text.startswith("Right! In deal 1 every hand goes to the left")
(0, True)
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from cardlab.cards import stack_deck
from cardlab.core import Event, Game
from cardlab.games.notice.rules import (
    DEFAULT_SCORE_TABLE,
    SETUP,
    ScoreTable,
    deal_score,
    pass_direction,
)
from cardlab.i18n import t
from cardlab.lessons import Exercise, Lesson, Narration, run

__all__ = [
    "CHECKLIST",
    "DEALT",
    "DECK",
    "EXAMPLES",
    "LESSON",
    "PLAY",
    "PREDICT",
    "SECTIONS",
    "TARGET",
    "HtmlTable",
    "NoticeLesson",
    "choose",
    "deal_points",
    "finish_deal",
    "score_examples",
    "score_sheet",
    "setup_table",
    "trick_winner",
    "whose_tricks",
    "worked_examples",
]

Ask = Callable[[dict[str, Any]], tuple[Any, Any, dict[str, Any]]]

EXAMPLES: tuple[tuple[int, int, int, int], ...] = (
    (2, 2, 5, 5),
    (2, 2, 3, 5),
    (2, 2, 3, 1),
    (2, 3, 5, 5),
    (2, 3, 3, 5),
)
"""The five worked examples of the rules: prediction, the receiver's tricks, target, own
tricks (the points are computed by :func:`cardlab.games.notice.deal_score`)."""


class HtmlTable(str):
    """An HTML table that shows itself in a notebook (and stays a plain string)."""

    def _repr_html_(self) -> str:
        return str(self)


def _table(head: Sequence[Sequence[tuple[str, int]]], rows: Iterable[Sequence[Any]]) -> HtmlTable:
    """``head``: rows of (text, colspan); ``rows``: cells (escaped here)."""
    cell = 'style="border:1px solid #999;padding:2px 8px;text-align:center"'
    out = ['<table class="cardlab-sheet" style="border-collapse:collapse">']
    for line in head:
        out.append("<tr>" + "".join(
            f'<th {cell} colspan="{span}">{html.escape(text)}</th>' for text, span in line
        ) + "</tr>")
    for row in rows:
        out.append("<tr>" + "".join(f"<td {cell}>{html.escape(str(v))}</td>" for v in row)
                   + "</tr>")
    out.append("</table>")
    return HtmlTable("".join(out))




def setup_table(lang: str = "en") -> HtmlTable:
    """The table of the rules: deck, hand size, deals and the pass of every deal.

    >>> "left, right, left, right, left, right" in setup_table()
    True
    """
    head = [[(t(f"lesson.notice.col.{c}", lang), 1)
             for c in ("players", "deck", "hand", "deals", "passes")]]
    rows = []
    for players, conf in SETUP.items():
        deck = "32" if players == 3 else "52"
        passes = [t(f"lesson.notice.to.{pass_direction(k, players)}", lang, offset=k)
                  for k in conf["passes"]]
        sep = ", " if lang == "en" else "、"
        rows.append([players, t(f"lesson.notice.deck.{deck}", lang), conf["hand"],
                     len(conf["passes"]), sep.join(passes)])
    return _table(head, rows)


# --------------------------------------------------------------------------- questions


def whose_tricks(seat: int) -> Ask:
    """Ask: whose tricks does ``seat``'s prediction count this deal? (the receiver)

    >>> import cardlab
    >>> ask = whose_tricks(0)
    >>> ask(cardlab.new_game("notice", players=4, seed=1).view(reveal=True))[0]
    1
    """

    def ask(view: dict[str, Any]) -> tuple[int, Event, dict[str, Any]]:
        table, receiver = view["table"], view["seats"][seat]["receiver"]
        k = table["pass_offset"]
        why = Event(f"lesson.notice.why.{pass_direction(k, len(view['seats']))}",
                    {"deal": table["deal"], "seat": seat, "receiver": receiver, "offset": k})
        return receiver, why, {"seat": seat}

    return ask


def trick_winner(view: dict[str, Any]) -> tuple[int, Event, dict[str, Any]]:
    """Ask: which seat won the last trick, and why (highest trump or highest of the lead).

    Raises ``ValueError`` before the first trick is complete.
    """
    last = view["table"]["last_trick"]
    if last is None:
        raise ValueError("no trick is complete yet: play one before asking who wins it")
    seats = [s for s, _ in last["cards"]]
    cards = [c for _, c in last["cards"]]
    winner = last["winner"]
    card = cards[seats.index(winner)]
    why = Event(f"lesson.notice.why.{last['reason']}",
                {"seat": winner, "card": card, "suit": cards[0][-1]})
    return winner, why, {"seats": seats, "cards": cards, "trump": view["table"]["trump_suit"]}


def deal_points(seat: int, deal: int | None = None) -> Ask:
    """Ask: what did ``seat`` score for a deal (the last one scored by default)?

    The explanation is the engine's line of the score sheet, part by part.
    """

    def ask(view: dict[str, Any]) -> tuple[int, Event, dict[str, Any]]:
        sheets = view["table"]["score_sheet"]
        if not sheets:
            raise ValueError("no deal has been scored yet: finish a deal first")
        sheet = sheets[-1] if deal is None else sheets[deal - 1]
        row = sheet["rows"][seat]
        return row["total"], Event("notice.deal_scored", dict(row)), {
            "seat": seat, "deal": sheet["deal"]}

    return ask


# --------------------------------------------------------------------------- scoring


def score_examples(
    examples: Iterable[Sequence[int]] = EXAMPLES,
    lang: str = "en",
    table: ScoreTable = DEFAULT_SCORE_TABLE,
) -> Narration:
    """Each example (prediction, receiver's tricks, target, own tricks) scored in words.

    >>> print(score_examples([(2, 3, 3, 5)])[0])
    predicted 2, the receiver took 3: -1; target 3, took 5: -6; a point per trick: +5;
    the deal scores -2
    """
    lines = Narration()
    for prediction, receiver_tricks, target, tricks in examples:
        parts = deal_score(prediction, receiver_tricks, target, tricks, table)
        lines.append(t("lesson.notice.example", lang, prediction=prediction,
                       receiver_tricks=receiver_tricks, target=target, tricks=tricks,
                       **parts._asdict()))
    return lines


def worked_examples(lang: str = "en", table: ScoreTable = DEFAULT_SCORE_TABLE) -> HtmlTable:
    """The five worked examples of the rules as a table: the facts, the three parts, the sum.

    >>> "<td" in worked_examples("ja")
    True
    """
    cols = ("example", "prediction", "receiver_tricks", "target", "tricks", "prediction",
            "target", "tricks", "total")
    head = [[("", 1), (t("lesson.notice.col.facts", lang), 4),
             (t("lesson.notice.col.points", lang), 4)],
            [(t(f"lesson.notice.col.{c}", lang), 1) for c in cols]]
    rows = []
    for n, (p, r, g, k) in enumerate(EXAMPLES, start=1):
        parts = deal_score(p, r, g, k, table)
        rows.append([n, p, r, g, k, f"{parts.prediction_points:+d}",
                     f"{parts.target_points:+d}", f"{parts.trick_points:+d}", parts.total])
    return _table(head, rows)


def score_sheet(game: Game, lang: str = "en") -> HtmlTable:
    """The score sheet as on paper: a row per deal; per player the three parts (with the
    numbers they compare) and the running total; the final totals at the bottom.

    >>> import cardlab
    >>> g = cardlab.new_game("notice", players=3, seed=2)
    >>> _ = finish_deal(g)
    >>> "running total" in score_sheet(g)
    True
    """
    view = game.view(None)
    seats = range(len(view["seats"]))
    parts = ("prediction", "target", "tricks", "score")
    head = [
        [(t("lesson.notice.col.deal", lang), 1), (t("lesson.notice.col.trump", lang), 1)]
        + [(t("seat.name", lang, seat=s), len(parts)) for s in seats],
        [("", 2)] + [(t(f"lesson.notice.col.{c}", lang), 1) for _ in seats for c in parts],
    ]
    rows = []
    for sheet in view["table"]["score_sheet"]:
        row: list[Any] = [sheet["deal"], _card(sheet["trump"])]
        for r in sheet["rows"]:
            row += [f"{r['prediction']}/{r['receiver_tricks']}: {r['prediction_points']:+d}",
                    f"{r['target']}/{r['tricks']}: {r['target_points']:+d}",
                    f"{r['trick_points']:+d}", r["score"]]
        rows.append(row)
    final = [t("lesson.notice.col.final", lang), ""]
    for s in view["seats"]:
        final += ["", "", "", s["score"]]
    return _table(head, [*rows, final])


def _card(text: str) -> str:
    from cardlab.cards import display

    return display(text)


def finish_deal(game: Game, seed: int = 0, seats: Mapping[int, Any] | None = None) -> list[Event]:
    """Let bots play the rest of the current deal; returns every event on the way.

    The events end with the deal's scoring and the opening of the next deal (or the
    game's end). ``seats`` are the bots by seat (default: the game's bots, seeded
    ``seed + seat``).

    >>> import cardlab
    >>> g = cardlab.new_game("notice", players=4, seed=3)
    >>> events = finish_deal(g)
    >>> g.view(None)["table"]["deal"], events[-3].key
    (2, 'notice.dealt')
    """
    from cardlab.bots import bot_for

    bots = dict(seats) if seats is not None else {
        s: bot_for(game.name, seed=seed + s) for s in range(game.players)}
    deal = game.view(None)["table"]["deal"]
    events: list[Event] = []
    while not game.is_over and game.view(None)["table"]["deal"] == deal:
        seat = game.to_move[0]
        events.extend(game.play(bots[seat].choose(game.view(seat)), seat))
    return events


def choose(game: Game, actions: Sequence[str]) -> list[Event]:
    """In a simultaneous phase, each seat to move plays its action, in seat order.

    >>> import cardlab
    >>> g = cardlab.new_game("notice", players=3, seed=1)
    >>> _ = choose(g, ["predict 1", "predict 2", "predict 3"])
    >>> g.phase, g.view(reveal=True)["seats"][2]["prediction"]
    ('target', 3)
    """
    seats = sorted(game.to_move)
    if len(actions) != len(seats):
        raise ValueError(f"{len(seats)} seats are to move, so give {len(seats)} actions")
    events: list[Event] = []
    for seat, action in zip(seats, actions, strict=True):
        events.extend(game.play(action, seat))
    return events


# --------------------------------------------------------------------------- the lesson page

DEALT: tuple[tuple[str, ...], ...] = (
    tuple("AH KH QH JH 10H 9H 8H 7H AS KS".split()),  # seat 0, the dealer
    tuple("9C 10C AD KD QD JD 10D 9D 8D 7D".split()),  # seat 1
    tuple("AC KC QC JC QS JS 10S 9S 8S 7S".split()),  # seat 2
)
"""The lesson's deal as dealt (each hand is about to go to the left): seat 0 eight hearts
and ♠A ♠K, seat 1 seven diamonds and two low clubs, seat 2 the four top clubs and six
spades. The stock's top card is ♣7: clubs are trump."""

DECK = stack_deck([list(h) for h in DEALT], first=1, rest=["7C", "8C"])
PREDICT = ("predict 6", "predict 2", "predict 4")
"""The predictions of seats 0, 1 and 2 (for seats 1, 2 and 0)."""
TARGET = ("target 4", "target 6", "target 1")
"""The targets of seats 0, 1 and 2, for the hands they received."""
PLAY = tuple(("AH 9C AC  QS KS 10C  7D JC 7H  KC 8H AD  QC 9H KD  7S AS QD  KH JD JS  "
              "QH 10D 10S  JH 9D 9S  10H 8D 8S").split())
"""The ten tricks of the lesson's deal: seat 1 leads ♥A and seat 0 over-trumps; seat 0
leads ♠Q and seat 2 trumps it; seat 0 draws trumps, then seat 1 runs its hearts. Seats
0, 1 and 2 take 4, 5 and 1 tricks."""

SECTIONS: dict[str, str] = {
    "need": "lesson", "predict": "lesson", "trick": "lesson", "score": "lesson",
    "end": "lesson", "play": "lesson",
    "api": "further", "options": "further", "players": "further", "ties": "further",
}
"""The sections of the lesson (``notice.ipynb``) and of going further
(``notice_further.ipynb``), by id: each is a ``## `` heading worded by
``lesson.notice.section.<id>``."""

CHECKLIST: tuple[tuple[str, str], ...] = (
    ("3 to 6 players; a 52-card deck, 2s to 6s out with 3 players; A high", "need"),
    ("hand size, deals and pass of every deal, 3 players", "need"),
    ("hand size, deals and pass of every deal, 4, 5 and 6 players", "players"),
    ("a kept hand (k = 0): prediction and target both about your own tricks", "players"),
    ("the dealer deals clockwise from the left; the rest is the stock", "need"),
    ("the stock's top card turned: its suit is trump", "need"),
    ("predict in secret, all at once, 0 to the hand size, for the receiver", "predict"),
    ("pass every hand face down to its receiver", "predict"),
    ("target in secret, all at once, 0 allowed", "predict"),
    ("predictions and targets hidden until the deal is scored", "predict"),
    ("the dealer's left neighbour leads the first trick", "trick"),
    ("must follow; a void player may play any card", "trick"),
    ("highest trump wins, else the highest card of the suit led", "trick"),
    ("the winner leads the next trick", "trick"),
    ("[decision] prediction: +5 exact, -1 per trick of difference either way", "score"),
    ("[decision] target: +5 exact, -1 per trick short, -3 per trick over", "score"),
    ("+1 per trick taken; a deal can score below zero", "score"),
    ("score after the last trick; the next dealer is the left neighbour", "end"),
    ("after the last deal the highest total wins", "end"),
    ("equal highest totals share the win", "ties"),
    ("[decision] the same table with 5 or 6 players; the score_table option", "options"),
)
"""Every rule and ``[decision]`` default of ``shared/rules/notice.md`` and the section
(:data:`SECTIONS`) where it is taught."""


class NoticeLesson(Lesson):
    """The parts of the Notice lesson page, in ``lang`` (see the module's docstring)."""

    game = "notice"
    players = 3
    rules = ("goal", "need", "deal", "predict", "target", "trick", "score", "end", "mistakes")
    card = (("goal", ("goal",)), ("need", ("need",)), ("deal", ("deal",)),
            ("turn", ("predict", "target", "trick")), ("end", ("end",)),
            ("scoring", ("score",)), ("mistakes", ("mistakes",)))
    plan = ((5, "intro"), (8, "predict"), (8, "trick"), (8, "score"), (12, "play"),
            (6, "discuss"), (3, "wrap"))
    discuss = ("give", "over", "trump")

    def deal(self) -> Game:
        """The lesson's deal, before the predictions (seat 0 deals; clubs are trump)."""
        return self.new(deck=list(DECK), dealer=0)

    def after(self, actions: Sequence[str] = ()) -> Game:
        """The lesson's deal after the predictions and targets, then ``actions`` (cards,
        each by the seat to move)."""
        game = self.deal()
        choose(game, PREDICT)
        choose(game, TARGET)
        run(game, list(actions))
        return game

    def positions(self) -> dict[str, Callable[[], Game]]:
        """``deal`` (before the predictions), ``play`` (targets set, seat 1 to lead),
        ``scored`` (the deal played and scored; the second deal dealt)."""
        return {"deal": self.deal, "play": self.after, "scored": lambda: self.after(PLAY)}

    def stories(self) -> dict[str, Callable[[], list[Event]]]:
        """The worked examples, each shown before the questions on the same rule."""
        return {
            "deal": lambda: list(self.deal().events),
            "predict": self._predict_story,
            "first-trick": lambda: run(self.after(), list(PLAY[:3])),
            "scored": lambda: [e for e in run(self.after(PLAY[:-3]), list(PLAY[-3:]))
                               if e.key == "notice.deal_scored" and e.values["seat"] != 1],
        }

    def _predict_story(self) -> list[Event]:
        """The predictions and targets of the lesson's deal, each said aloud (the page
        shows every seat's secret, as teacher mode does)."""
        game = self.deal()
        events = choose(game, PREDICT) + choose(game, TARGET)
        return [Event(e.key, e.values) for e in events
                if e.key not in ("notice.has_predicted", "notice.has_targeted")]

    def questions(self) -> dict[str, Callable[[], Exercise]]:
        """The page's questions, in order."""
        return {
            "whose": lambda: Exercise.about(self.position("scored"), whose_tricks(0),
                                            "lesson.notice.q.whose", self.lang,
                                            options=range(3)),
            "must-follow": self._must_follow,
            "winner": lambda: Exercise.about(self.after(PLAY[:6]), trick_winner,
                                             "lesson.notice.q.winner", self.lang,
                                             options=range(3)),
            "over": self._over,
            "points": self._points,
        }

    def _must_follow(self) -> Exercise:
        ex = Exercise.legal_cards(self.after([*PLAY[:3], "QS"]), seat=1, lang=self.lang)
        ex.question_key = "lesson.notice.q.must_follow"  # says which trick: ♠Q led
        return ex

    def _over(self) -> Exercise:
        """A target of 2 and 5 tricks taken: the target part (−3 a trick over)."""
        points = deal_score(0, 0, 2, 5).target_points
        return Exercise.ask(
            "lesson.notice.q.over", str(points), kind="number",
            options=[str(x) for x in range(-15, 6)], lang=self.lang,
            explanation=Event("lesson.notice.why.over", {"over": 3, "points": points}),
        )

    def _points(self) -> Exercise:
        """Seat 1's score for the lesson's deal, given its facts (not its points)."""
        row = self.position("scored").view(None)["table"]["score_sheet"][0]["rows"][1]
        facts = {k: row[k] for k in ("seat", "prediction", "receiver", "receiver_tricks",
                                     "target", "tricks")}
        return Exercise.ask(
            "lesson.notice.q.points", str(row["total"]), kind="number",
            options=[str(x) for x in range(-20, 21)], values=facts, lang=self.lang,
            explanation=Event("notice.deal_scored", dict(row)),
        )

    def extras(self) -> dict[str, Callable[[], Any]]:
        """``examples`` (the rules' five worked examples), ``setup`` (every player count),
        ``sheet`` (the score sheet of the lesson's deal)."""
        return {"examples": lambda: worked_examples(self.lang),
                "setup": lambda: setup_table(self.lang),
                "sheet": lambda: score_sheet(self.position("scored"), self.lang)}


LESSON = NoticeLesson
"""The lesson of this game (:func:`cardlab.ui.quiz.lesson_page` asks for it)."""
