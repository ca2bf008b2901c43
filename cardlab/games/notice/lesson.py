"""What the Notice lesson shows: questions the engine answers, and tables as on paper.

The questions are ``ask`` functions for :meth:`cardlab.lessons.Exercise.about`: each
reads the teacher's view and returns the answer, the engine's reason and the question's
values. The tables (:func:`setup_table`, :func:`score_sheet`, :func:`worked_examples`)
show themselves in a notebook as HTML.

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

from cardlab.core import Event, Game
from cardlab.games.notice.rules import (
    DEFAULT_SCORE_TABLE,
    SETUP,
    ScoreTable,
    deal_score,
    pass_direction,
)
from cardlab.i18n import t
from cardlab.lessons import Narration

__all__ = [
    "EXAMPLES",
    "HtmlTable",
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
