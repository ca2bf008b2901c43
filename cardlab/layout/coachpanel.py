"""The coach's panel as pieces: what the seat knows, the best choice, every estimate.

>>> coach_panel("comrade", "en", "one", unseen={}, count=0, know=[]).status
'Only one move is possible now: nothing to choose.'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from cardlab.cards import SUITS
from cardlab.i18n import suit_name
from cardlab.layout.pieces import Field
from cardlab.layout.words import say as _say

__all__ = ["CoachPanel", "CoachRow", "coach_panel", "coach_row"]


@dataclass
class CoachRow:
    """One legal action's estimate, worded: ``text`` in the game's own terms."""

    act: str
    label: str
    text: str
    best: bool = False


@dataclass
class CoachPanel:
    """The coach's panel: what the seat knows, the best choice and every choice's estimate.

    ``state``: ``thinking`` (playouts running; the page shows ``coach_progress``),
    ``ready`` (``rows`` hold the answer, best first), ``waiting`` (not the seat's turn),
    ``one`` (a single legal move) or ``error``. ``unseen``: per suit the cards the seat
    has not seen, as ranks (a set: it never says where they are).
    """

    title: str
    state: str
    status: str
    know_title: str
    unseen_title: str
    unseen: list[Field]
    know: list[str]
    best_title: str = ""
    best: str = ""
    why: str = ""
    rows_title: str = ""
    rows: list[CoachRow] = field(default_factory=list)
    hover: str = ""
    help_title: str = ""
    help: str = ""
    kind: str = "coach"


def _margin(se: float | None, scale: float = 1.0) -> str:
    """About 95 % sure: twice the standard error ("?" after a single playout)."""
    if se is None or se != se or se == float("inf"):
        return "?"
    return f"{2 * se * scale:.1f}" if scale == 1.0 else f"{round(2 * se * scale)}"


def coach_row(game: str, e: Mapping[str, Any], label: str, lang: str, best: bool = False
              ) -> CoachRow:
    """An estimate (:meth:`cardlab.coach.Estimate.to_json`) as one short line.

    >>> e = {"action": "QS", "value": 12.34, "value_se": 0.5, "chance": 0.42,
    ...      "chance_se": 0.05, "playouts": 80}
    >>> coach_row("notice", e, "♠Q", "en").text
    'deal score 12.3 (±1.0) · target met 42%'
    """
    text = _say(f"coach.panel.short.{game}", lang, value=f"{e['value']:.1f}",
                vm=_margin(e.get("value_se")), chance=round(100 * e["chance"]),
                cm=_margin(e.get("chance_se"), 100.0))
    return CoachRow(str(e["action"]), label, text, best)


def _unseen_rows(by_suit: Mapping[str, Sequence[str]], lang: str) -> list[Field]:
    rows = []
    for suit, cards in by_suit.items():
        if suit in SUITS:
            ranks = " ".join(c[:-1] for c in cards)
            rows.append(Field(suit, suit_name(suit, lang), ranks, "cl-unseen"))
        else:  # numbered cards (Pairs) and jokers: how many of each
            counts: dict[str, int] = {}
            for c in cards:
                counts[c] = counts.get(c, 0) + 1
            order = sorted(counts, key=lambda c: (not c.isdigit(), int(c) if c.isdigit() else 0))
            rows.append(Field("*", "", " ".join(f"{c}×{counts[c]}" for c in order), "cl-unseen"))
    return rows


def coach_panel(game: str, lang: str, state: str, *, unseen: Mapping[str, Sequence[str]],
                count: int, know: Sequence[str], answer: Sequence[Mapping[str, Any]] = (),
                labels: Mapping[str, str] | None = None, error: str = "") -> CoachPanel:
    """The coach panel of ``game`` in ``lang``: ``unseen`` the seat's unseen cards by
    suit (``count`` of them), ``know`` the other facts worded (hand sizes, voids, known
    cards), ``answer`` the estimates (best first) with ``labels`` naming each action.

    >>> p = coach_panel("comrade", "en", "waiting", unseen={"S": ["QS", "KS"]}, count=2,
    ...                 know=["seat 1 holds 12 cards."])
    >>> p.unseen_title, p.unseen[0].value, p.status
    ('Cards you have not seen (2)', 'Q K', 'The coach answers when it is your turn.')
    """
    labels = labels or {}
    rows = [coach_row(game, e, labels.get(e["action"], e["action"]), lang, i == 0)
            for i, e in enumerate(answer)]
    status = {"thinking": _say("coach.panel.thinking_start", lang),
              "waiting": _say("coach.panel.waiting", lang),
              "one": _say("coach.panel.one", lang),
              "error": _say("coach.panel.error", lang, error=error)}.get(state, "")
    panel = CoachPanel(_say("coach.panel.title", lang), state, status,
                       _say("coach.panel.know", lang),
                       _say("coach.panel.unseen", lang, count=count),
                       _unseen_rows(unseen, lang), list(know),
                       help_title=_say("coach.panel.help_title", lang),
                       help=_say("coach.panel.help", lang,
                                 goal=_say(f"coach.panel.goal.{game}", lang)))
    if rows:
        top = answer[0]
        panel.best_title = _say("coach.panel.best", lang)
        panel.best = rows[0].label
        panel.why = _coach_why(game, answer, rows, lang)
        panel.rows_title = _say("coach.panel.rows", lang, playouts=top["playouts"])
        panel.rows = rows
        panel.hover = _say("coach.panel.hover", lang)
    return panel


def _coach_why(game: str, answer: Sequence[Mapping[str, Any]], rows: Sequence[CoachRow],
               lang: str) -> str:
    """One sentence: what the best choice brings, and whether the next one is as good."""
    top = answer[0]
    said = _say(f"coach.panel.why.{game}", lang, value=f"{top['value']:.1f}",
                chance=round(100 * top["chance"]), playouts=top["playouts"])
    if len(answer) < 2:
        return said
    second = answer[1]
    key = "chance" if game == "comrade" else "value"
    se = [x.get(f"{key}_se") for x in (top, second)]
    if all(isinstance(s, int | float) and s == s for s in se):
        gap = top[key] - second[key]
        if gap <= 2 * float((se[0] ** 2 + se[1] ** 2) ** 0.5):
            close = _say("coach.panel.close", lang, other=rows[1].label)
            return f"{said} {close[:1].upper()}{close[1:]}"
    return said
