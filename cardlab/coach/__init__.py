"""The coach: what a seat can know, deals consistent with it, and what each choice brings.

Three steps, each usable on its own (plain Python; a panel or a notebook calls them):

1. :func:`knowledge` — what ``seat`` knows, read from ``game.view(seat)`` and from the
   *public* part of the history (the cards played face up this deal; secret choices
   such as Notice's predictions or Skull Collector's chest cards are never read): the
   unseen cards, each other seat's hand size, the suits a seat is known to be void in
   (it failed to follow), cards known to sit in a given hand (the hand you passed in
   Notice, the card you passed in Skull Collector) and the public facts (trump, bids…).
2. :func:`sample` — a full game state consistent with that knowledge: the unseen cards
   dealt **uniformly** among all deals that fit the hand sizes, voids and known cards
   (an exact count by suit, no rejection), other seats' secret choices drawn as
   documented per game below. The sample is built from the knowledge and ``rng`` only,
   so two games that look the same to the seat give the same sample.
3. :func:`estimate` — for each legal action of the seat, playouts from sampled states
   with the game's bots, the expected result in the game's own terms with a standard
   error and one sentence why (en/ja).

:class:`CoachBot` plays the action with the best estimate (determinized Monte Carlo);
``cardlab.bots.bot_for(game, level="coach")`` makes one.

Per game (the hidden cards and the secret choices of a sample):

- **comrade** (one deal): the other hands. Bids are public; nothing secret.
- **notice**: the other hands and the stock under the trump card. Once hands are
  passed, the hand you passed sits (minus what its receiver played) with its receiver.
  Other seats' hidden predictions and targets are the Notice bot's own rule applied to
  the sampled hands (:func:`cardlab.games.notice.bot.expected_tricks`).
- **skull_collector**: the other hands, the other seats' chest cards and passed cards.
  The card you passed sits with your right neighbour until played. Chest cards and
  passed cards of the others are uniform among the unseen cards (not the bot's choice).
- **trumps**: the other hands, the deck (in a uniform order), the reserve and the
  face-down cards of this round. A hand shown because it held only revealed numbers is
  known until its owner plays (then its face-down card is one of it, uniformly). A start
  card another seat has picked but not shown is uniform from its sampled hand.
- **comp13**: the other hands and the stock (uniform order). Every action is public, so
  the picture is what the seat saw step by step: cards on the fields and captured (the
  discarded ones are out of play), cards another seat took from a field or is known to
  hold as a mate card (until they show up again). A mate card nobody held is not used.

A sample is made by the engine: the per-game part says what goes in each hidden zone
and :meth:`cardlab.core.Game.with_hidden` puts it there. It has no past: its history
and its decks are empty (``undo`` raises ``IndexError``; its record does not replay) and
its seed is fresh, so later deals are new. It is a state to look ahead from.

Playouts: the game's bots play each sample to the end of the deal. Where the game has a
lean path (its kit's ``lean``, :mod:`cardlab.sim`: every game from its first decision —
Notice's predictions, Comrade's bidding, Skull Collector's chest, Trumps' start reveal,
Comp-13's first placing or play) the playouts run there
(bitmasks or counts, the bots' rules with every card of the deal remembered): the same
states as ``Game.play``, several times faster (``benchmarks/coach_speed.py``).

The package: ``deal.py`` (knowledge and the uniform deal of the unseen cards),
``games.py`` (the per-game part), this module (samples, estimates, the coach bot).

>>> import cardlab
>>> g = cardlab.new_game("comrade", players=3, seed=7)
>>> for a in ["take 4S", "take 4H", "take 4D"]:
...     _ = g.play(a)
>>> k = knowledge(g, 0)
>>> len(k.unseen), k.hand_sizes
(24, {1: 12, 2: 12})
>>> s = sample(g, 0, np.random.default_rng(1))
>>> s.view(0)["seats"][0]["hand"] == g.view(0)["seats"][0]["hand"]
True
"""

from __future__ import annotations

import copy as _copy
import math
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from cardlab import sim
from cardlab.coach.adapter import Adapter, adapter_of
from cardlab.coach.deal import Knowledge as Knowledge
from cardlab.coach.deal import Slot as Slot
from cardlab.coach.deal import _deal_plays as _deal_plays
from cardlab.coach.deal import _placed
from cardlab.coach.deal import deal_unseen as deal_unseen
from cardlab.core import Game
from cardlab.errors import SetupError
from cardlab.i18n import t
from cardlab.registry import lookup

__all__ = [
    "CoachBot",
    "Estimate",
    "Knowledge",
    "Slot",
    "best",
    "estimate",
    "knowledge",
    "ranked",
    "sample",
]


def knowledge(game: Game, seat: int) -> Knowledge:
    """What ``seat`` knows of ``game`` (see the module docstring).

    >>> import cardlab
    >>> g = cardlab.new_game("notice", players=3, seed=2)
    >>> k = knowledge(g, 1)
    >>> k.hand_sizes, k.hidden, len(k.unseen)
    ({0: 10, 2: 10}, {'stock': 1}, 21)
    >>> knowledge(cardlab.new_game("trumps", players=2, seed=1), 0).lines("en")[0]
    'You have not seen 38 cards: 2×2 3×3 4×4 5×3 6×4 7×6 8×7 9×9.'
    """
    adapter = adapter_of(game)
    seat = game._check_seat(seat)
    return adapter.knowledge(game, seat, game.view(seat))


def sample(game: Game, seat: int, rng: np.random.Generator) -> Game:
    """A full game state consistent with what ``seat`` knows (see the module docstring).

    >>> import cardlab
    >>> g = cardlab.new_game("skull_collector", seed=4)
    >>> s = sample(g, 0, np.random.default_rng(3))
    >>> s.view(0) == g.view(0), s.history
    (True, ())
    """
    adapter = adapter_of(game)
    seat = game._check_seat(seat)
    know = adapter.knowledge(game, seat, game.view(seat))
    return _sample_from(game, adapter, know, rng)


def _sample_from(
    game: Game, adapter: Adapter, know: Knowledge, rng: np.random.Generator
) -> Game:
    seed = int(rng.integers(2**31))
    hidden = adapter.hidden(game, know, _placed(game, know, rng), rng)
    return game.with_hidden(hidden, viewer=know.seat, seed=seed)


@dataclass
class Estimate:
    """What one action is likely to bring, from ``playouts`` sampled playouts.

    ``value``: the mean result in the game's own terms (``measure`` names it) with its
    standard error ``value_se``; ``chance``: the share of playouts that reach the game's
    goal (``goal`` names it) with ``chance_se``; ``why``: one sentence per language.
    """

    action: str
    measure: str
    value: float
    value_se: float
    goal: str
    chance: float
    chance_se: float
    playouts: int
    why: dict[str, str] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict (a standard error not known from one playout is ``None``)."""
        out = dict(self.__dict__)
        for key in ("value_se", "chance_se"):
            if not math.isfinite(out[key]):
                out[key] = None
        return out


def _mean_se(xs: Sequence[float]) -> tuple[float, float]:
    n = len(xs)
    if n == 0:
        return 0.0, math.inf
    m = float(sum(xs) / n)
    if n == 1:
        return m, math.inf
    var = sum((x - m) ** 2 for x in xs) / (n - 1)
    return m, math.sqrt(var / n)


def playout(g: Game, seat: int, adapter: Adapter, bots: Mapping[int, Any],
            max_actions: int = 5000, start: tuple[Any, Any] | None = None,
            lean: bool = False) -> tuple[float, float]:
    """Bots play ``g`` (changed in place) to the end of its deal; ``seat``'s result.

    ``start``: the adapter's ``(start(g0, seat), deal_id(g0))`` of the state the deal is
    measured from, when an action has been played since (default: ``g`` now). With
    ``lean``, once the game has a lean state (:func:`cardlab.sim.lean`) the rest is played
    on it by the bots' rules (``g`` stays where it was then).
    """
    before, deal = start if start is not None else (adapter.start(g, seat), adapter.deal_id(g))
    memo: dict[str, Any] = {"deal": deal}
    adapter.watch(g, seat, memo)
    for _ in range(max_actions):
        if g.is_over or adapter.deal_id(g) != deal:
            break
        if lean and (st := sim.lean(g)) is not None:
            return st.rollout(seat)
        for s in g.to_move:
            g.play(bots[s].choose(g.view(s)), s)
            adapter.watch(g, seat, memo)
            if g.is_over or adapter.deal_id(g) != deal:
                break
    return adapter.result(g, seat, before, memo)


def _default_bots(game: Game, seed: int) -> dict[int, Any]:
    from cardlab.bots import bot_for

    return {s: bot_for(game.name, seed=seed * 16 + s) for s in range(game.players)}


def estimate(
    game: Game,
    seat: int | None = None,
    playouts: int | None = 200,
    seconds: float | None = None,
    seed: int = 0,
    progress: Callable[[int], bool | None] | None = None,
) -> list[Estimate]:
    """For each legal action of ``seat``: the expected result, from playouts.

    Each round draws one sample (the same for every action: their differences are then
    less noisy) and plays every action from it with the game's bots to the end of the
    deal. It stops after ``playouts`` rounds or ``seconds`` (whichever comes first; at
    least one round); with ``seconds=None`` the answer depends only on ``seed``.
    ``progress``, when given, is called with the number of rounds done after each round;
    returning ``False`` stops there (a panel cancels a stale question this way).

    >>> import cardlab
    >>> g = cardlab.new_game("comrade", players=3, seed=7)
    >>> [e.action for e in estimate(g, 0, playouts=2)][:3]
    ['take AS', 'take 2S', 'take 3S']
    """
    name, legal, results = _playouts(game, seat, playouts, seconds, seed, progress)
    return _worded(name, legal, results)


def _playouts(
    game: Game, seat: int | None, playouts: int | None, seconds: float | None, seed: int,
    progress: Callable[[int], bool | None] | None = None,
) -> tuple[str, list[str], dict[str, list[tuple[float, float]]]]:
    """The raw results of :func:`estimate`: per action, (value, success) per round."""
    if seat is None:
        if len(game.to_move) != 1:
            raise SetupError("coach.name_the_seat")
        seat = game.to_move[0]
    adapter = adapter_of(game)
    seat = game._check_seat(seat)
    legal = [str(a) for a in game.legal_actions(seat)]
    if not legal:
        raise SetupError("coach.no_choice", seat=seat)
    know = adapter.knowledge(game, seat, game.view(seat))
    rng = np.random.default_rng(seed)
    results: dict[str, list[tuple[float, float]]] = {a: [] for a in legal}
    deadline = None if seconds is None else time.perf_counter() + seconds
    rounds = 0
    lean = sim.lean(game, viewer=seat)
    while playouts is None or rounds < playouts:
        if lean is not None:
            _lean_round(game, adapter, know, lean, rng, legal, results)
        else:
            base = _sample_from(game, adapter, know, rng)
            start = (adapter.start(base, seat), adapter.deal_id(base))
            for a in legal:
                g = _copy.deepcopy(base)
                g.play(a, seat)
                bots = _default_bots(game, seed * 100_003 + rounds)
                results[a].append(playout(g, seat, adapter, bots, start=start, lean=True))
        rounds += 1
        if deadline is not None and time.perf_counter() >= deadline:
            break
        if progress is not None and progress(rounds) is False:
            break
    return game.name, legal, results


def _lean_round(game: Game, adapter: Adapter, know: Knowledge, lean: Any,
                rng: np.random.Generator, legal: list[str],
                results: dict[str, list[tuple[float, float]]]) -> None:
    """One round on the lean path (:mod:`cardlab.sim`): the same sample as
    :func:`_sample_from` draws, every action played out by the bots' rules."""
    rng.integers(2**31)  # the sample's seed: unused here, drawn to keep the same samples
    hidden = adapter.hidden(game, know, _placed(game, know, rng), rng)
    state = lean.with_hidden(hidden)
    for a in legal:
        st = state.copy()
        st.act(a, know.seat)
        results[a].append(st.rollout(know.seat))


def _worded(name: str, legal: list[str], results: Mapping[str, list[tuple[float, float]]]
            ) -> list[Estimate]:
    measure, goal = lookup(name).measure
    out = []
    for a in legal:
        value, vse = _mean_se([r[0] for r in results[a]])
        chance, cse = _mean_se([r[1] for r in results[a]])
        out.append(Estimate(a, measure, value, vse, goal, chance, cse, len(results[a])))
    top = max(out, key=_rank_key)
    for e in out:
        e.why = {lang: _why(name, e, top, lang) for lang in ("en", "ja")}
    return out


SKULL_COST = 50.0
"""What the coach bot counts a collected skull as, in Skull Collector points: a skull
kills a party member, and the final score is divided by the living members."""


def _rank_key(e: Estimate) -> tuple[float, float]:
    if e.goal == "skull":
        return (e.value - SKULL_COST * e.chance, -e.chance)
    return (e.value, e.chance)


def _why(name: str, e: Estimate, top: Estimate, lang: str) -> str:
    values = {"action": e.action, "value": round(e.value, 2), "chance": round(100 * e.chance),
              "playouts": e.playouts}
    if e is top:
        return t(f"coach.why.best.{name}", lang, **values)
    return t(f"coach.why.worse.{name}", lang, **values,
             best=top.action, diff=round(top.value - e.value, 2),
             diff_chance=round(100 * (top.chance - e.chance)))


def best(estimates: Sequence[Estimate]) -> Estimate:
    """The estimate with the highest value (then the highest chance; then the first).
    In Skull Collector a skull's chance counts against the points (:data:`SKULL_COST`).

    >>> best([Estimate("a", "win", 0.2, 0.1, "win", 0.2, 0.1, 5),
    ...       Estimate("b", "win", 0.5, 0.1, "win", 0.5, 0.1, 5)]).action
    'b'
    """
    return max(estimates, key=_rank_key)


def ranked(estimates: Sequence[Estimate]) -> list[Estimate]:
    """The estimates best first: :func:`best`, then the others in the same order (ties
    keep their order).

    >>> [e.action for e in ranked([Estimate("a", "win", 0.2, 0.1, "win", 0.2, 0.1, 5),
    ...                            Estimate("b", "win", 0.5, 0.1, "win", 0.5, 0.1, 5)])]
    ['b', 'a']
    """
    ests = list(estimates)
    if not ests:
        return []
    top = best(ests)
    return [top, *sorted((e for e in ests if e is not top), key=_rank_key, reverse=True)]


class CoachBot:
    """Plays the action with the best :func:`estimate` (determinized Monte Carlo).

    Unlike the other bots it reads the game object, but only through :func:`knowledge`
    and :func:`sample`, which read what its seat may know. ``game`` is the game it sits
    at (the object a Session plays); ``seconds`` bounds each decision and ``playouts``
    its rounds (200: on the lean paths of Notice, Comrade and Skull Collector that takes
    ≈ 0.1–0.5 s; Trumps and Comp-13 stop at ``seconds``). It starts from
    the game's own bot's choice and plays the best estimate instead only when, on the
    same samples, it gains more than ``margin`` standard errors (so a few noisy playouts
    do not make it worse than that bot). When the view it
    is given does not belong to that game (a new deal in a new object), or when a single
    action is legal, it plays as the game's own bot.

    >>> import cardlab
    >>> g = cardlab.new_game("comrade", players=3, seed=7)
    >>> bot = CoachBot(g, seed=1, playouts=2, seconds=None)
    >>> bot.choose(g.view(0)) in g.view(0)["legal"]
    True
    """

    def __init__(self, game: Game | None = None, seed: int | None = None,
                 playouts: int | None = 200, seconds: float | None = 0.4,
                 margin: float = 2.0) -> None:
        from cardlab.bots import bot_for

        self.margin = margin
        self.game = game
        self.seed = 0 if seed is None else int(seed)
        self.playouts = playouts
        self.seconds = seconds
        self.fallback: Callable[[Mapping[str, Any]], str] | None = None
        if game is not None:
            self.fallback = bot_for(game.name, seed=seed).choose
        self.decisions = 0
        self.changed = 0
        """Decisions where it played another action than the game's own bot."""
        self.rounds = 0
        """Rounds of playouts over all its decisions."""

    def attach(self, game: Game) -> None:
        """Sit at ``game`` (e.g. the new game of a Session's new deal)."""
        self.game = game

    def choose(self, view: Mapping[str, Any]) -> str:
        """The text of one legal action for the viewer."""
        legal = list(view["legal"])
        g, seat = self.game, view["viewer"]
        if len(legal) == 1:
            return legal[0]
        if g is None or g.name != view["game"] or seat not in g.to_move or [
                str(a) for a in g.legal_actions(seat)] != legal:
            if self.fallback is None:
                from cardlab.bots import bot_for

                self.fallback = bot_for(view["game"], seed=self.seed).choose
            return self.fallback(view)
        self.decisions += 1
        own = self.fallback(view) if self.fallback is not None else legal[0]
        name, acts, results = _playouts(g, seat, self.playouts, self.seconds,
                                        self.seed * 7919 + self.decisions)
        self.rounds += len(results[acts[0]])
        top = best(_worded(name, acts, results)).action
        if top == own:
            return own
        goal = lookup(name).measure[1]

        def score(r: tuple[float, float]) -> float:
            return r[0] - SKULL_COST * r[1] if goal == "skull" else r[0]

        gain, se = _mean_se([score(a) - score(b)
                             for a, b in zip(results[top], results[own], strict=True)])
        if len(results[top]) >= 3 and gain > self.margin * se:
            self.changed += 1
            return top
        return own
