"""The coach's hindsight: after a deal, the decisions of one seat where another choice
was clearly better.

:func:`hindsight` replays the deal that ended last (or the one ``deal`` names) from the
record and, at every decision of ``seat`` with a choice, asks the coach what each legal
action was likely to bring, from what the seat knew *then* (:func:`cardlab.coach.knowledge`:
its view and the public history, never the hidden cards it could not see). A decision is
listed when the coach's best action beats the one played by more than ``margin`` standard
errors of their paired difference (the same sampled deals for every action), in the
game's own terms (:func:`cardlab.coach.best`; in Skull Collector a skull counts against the
points). Each :class:`Regret` says it in words, in English and Japanese, with the estimates.

Two games that differ only in cards the seat did not see give the same hindsight
(``tests/games/test_hindsight.py``).

>>> import cardlab
>>> from cardlab.bots import bot_for
>>> from cardlab.session import play_out
>>> g = cardlab.new_game("trumps", players=2, seed=3)
>>> _ = play_out(g, {0: bot_for("trumps", seed=1, level="beginner"), 1: bot_for("trumps")})
>>> regrets = hindsight(g, 0, playouts=40, seed=1)
>>> all(r.seat == 0 and r.better != r.played for r in regrets)
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from cardlab.coach import SKULL_COST, Estimate, _mean_se, _playouts, _worded, best
from cardlab.coach.adapter import adapter_of
from cardlab.core import Game
from cardlab.i18n import t

__all__ = ["Regret", "hindsight"]


@dataclass
class Regret:
    """A decision of ``seat`` (the ``step``-th action of the game) where ``better`` was
    clearly better than ``played``: their estimates, the paired ``gain`` in the game's
    ranking terms with its standard error, and the sentence (``why`` by language)."""

    step: int
    seat: int
    played: str
    better: str
    played_estimate: Estimate
    better_estimate: Estimate
    gain: float
    gain_se: float
    why: dict[str, str] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict."""
        out = dict(self.__dict__)
        out["played_estimate"] = self.played_estimate.to_json()
        out["better_estimate"] = self.better_estimate.to_json()
        return out


def _decisions(game: Game, seat: int, deal: Any) -> list[tuple[int, Game, str]]:
    """``(step, state before it, action played)`` for each decision of ``seat`` with a
    choice in the deal ``deal`` (``None``: the deal of the game's last action)."""
    from cardlab.core.replay import replay_record

    adapter = adapter_of(game)
    found: list[tuple[int, Game, str, Any]] = []
    history = game.history
    last_deal = None
    for step, g in enumerate(replay_record(game.to_record())):
        if step == len(history):
            break
        s, action = history[step]
        if s == seat and len(g.legal_actions(seat)) > 1:
            found.append((step, g.copy(), str(action), adapter.deal_id(g)))
        last_deal = adapter.deal_id(g)
    target = last_deal if deal is None else deal
    return [(step, state, text) for step, state, text, d in found if d == target]


def _score(goal: str, r: tuple[float, float]) -> float:
    return r[0] - SKULL_COST * r[1] if goal == "skull" else r[0]


def hindsight(game: Game, seat: int, playouts: int = 120, seed: int = 0,
              margin: float = 2.0, deal: Any = None) -> list[Regret]:
    """The decisions of ``seat`` in the last deal of ``game`` (or in ``deal``, the coach
    adapter's deal id) where the coach's estimate of another choice was clearly better
    (beyond ``margin`` standard errors), in the order they were made (see the module).

    Each decision is estimated from ``playouts`` rounds of sampled deals, seeded by
    ``seed`` and the step, so the answer depends on what the seat saw and on ``seed``.
    """
    seat = game._check_seat(seat)
    name = game.name
    out = []
    for step, state, played in _decisions(game, seat, deal):
        _, legal, results = _playouts(state, seat, playouts, None, seed * 1_000_003 + step)
        ests = _worded(name, legal, results)
        top = best(ests)
        if top.action == played:
            continue
        goal = top.goal
        gain, se = _mean_se([_score(goal, a) - _score(goal, b) for a, b in
                             zip(results[top.action], results[played], strict=True)])
        if gain > margin * se:
            mine = next(e for e in ests if e.action == played)
            r = Regret(step, seat, played, top.action, mine, top, gain, se)
            r.why = {lang: _words(r, lang) for lang in ("en", "ja")}
            out.append(r)
    return out


def _words(r: Regret, lang: str) -> str:
    """The sentence of a regret: the move, what was played, what was better, the
    estimates."""
    b, p = r.better_estimate, r.played_estimate
    return t("coach.hindsight", lang, step=r.step + 1, played=r.played, better=r.better,
             goal=t(f"coach.hindsight.goal.{b.goal}", lang),
             measure=t(f"coach.hindsight.measure.{b.measure}", lang),
             chance_better=round(100 * b.chance), chance_played=round(100 * p.chance),
             value_better=round(b.value, 2), value_played=round(p.value, 2),
             playouts=b.playouts)


def lines(regrets: Sequence[Regret], lang: str) -> list[str]:
    """The sentences of ``regrets`` in ``lang``, or the one that says none was found.

    >>> lines([], "en")
    ['The coach found no decision of yours in this deal where another choice was clearly better.']
    """
    if not regrets:
        return [t("coach.hindsight.none", lang)]
    return [r.why[lang] for r in regrets]
