"""Soak: many seeded random games of every game and player count, checked at every step.

``python -m tests.support.soak`` (``make soak``) plays 10,000 games per game and player count on
every core; ``tests/contract/test_soak.py`` runs the same checks on fewer games inside the test
run. Every game is fixed by (game, players, seed): the seed chooses the rule options,
the dealer, the deal and every random action, so a failure printed here is replayed with
``python -m tests.support.soak --game NAME --players N --seed S``.

After every step the soak checks that

- every card is in exactly one place, read from the revealed view (hands, the trick,
  the cards played this deal, fields, stock, chest, reserve, score cards — per game,
  its kit's ``ledger``, :mod:`cardlab.ledger`);
- a game that is not over has someone to move, and every seat to move has a legal
  action;
- a random illegal action (an action text seen earlier in the game that is not legal
  now, or a legal one by a seat not to move) is refused with ``IllegalActionError`` or
  ``InvalidActionError`` and changes nothing (the game's exact state key,
  :meth:`~cardlab.core.Game.state_key`, is the same after it: history, hands, stock
  order and all; at sampled steps the revealed view is compared too);
- a random legal action is accepted;

and, at sampled steps, that undo restores the game exactly (its record, view and state
key) and the same action then gives the same events, that every event, legal action and
outcome is worded in both languages, and that no seat's view holds a card hidden from it
(a search of the whole view for the text of any card in another seat's hand or another
seat's secret choice, and of its events for another seat's private ones). At the end of
every game: the same leak check and the conformance suite's view checks (shape,
JSON-ready, other hands as counts), and that the record (through JSON) replays to an
equal game with an equal revealed view and state key, passing on its way through the
state key and revealed view kept at every sampled step (one replay checks them all).

It lives in ``tests/`` and not in ``cardlab/``: it reuses the conformance suite
(``tests/support/conformance.py``) and is a tool for whoever changes a game, not a feature a
learner or a teacher uses.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import re
import sys
import time
import traceback
from collections import Counter
from collections.abc import Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from typing import Any

import numpy as np

import cardlab
from cardlab.bots import bot_for
from cardlab.core import Action, Game, replay_record
from cardlab.errors import IllegalActionError, InvalidActionError
from cardlab.i18n import catalogue
from cardlab.ledger import Ledger, LedgerError, hands_of
from tests.support.conformance import check_ending, check_texts, check_view

CONFIGS: list[tuple[str, int]] = [
    (name, n) for name, spec in sorted(cardlab.GAMES.items()) for n in spec.players
]
"""Every registered game with every player count it allows."""

SAMPLE_EVERY = 80
"""On average one step in this many gets the deep checks (undo, record, views)..."""
DEEP_PER_GAME = 3
"""... but no more than this many steps of one game (they replay the whole history); the
end of every game gets the record, view and leak checks too (:func:`finish`)."""

BOT_EVERY = 9
"""One soak game in this many is played by the game's bots (a bot game costs 1.4–2 times a
random one: a view per move and the bot's thinking). 9 is prime to 4, so bot games meet
every Comp-13 joker count (``seed % 4``)."""

MAX_STEPS = 20_000
FULL = 10_000
"""Games per game and player count in ``make soak``."""


class SoakFailure(AssertionError):
    """A check failed: the game, players, seed, step and what failed."""


class Draws:
    """The soak's random choices: numpy draws taken a block at a time (one call to a numpy
    generator costs microseconds, and a step makes several), fixed by the seed.

    >>> d = Draws([1, 2]); xs = [d.integers(6) for _ in range(1000)]
    >>> min(xs), max(xs), Draws([1, 2]).integers(6) == xs[0]
    (0, 5, True)
    """

    BLOCK = 256

    def __init__(self, seed: Any) -> None:
        self._rng = np.random.default_rng(seed)
        self._left: list[float] = []

    def random(self) -> float:
        """A float in [0, 1)."""
        if not self._left:
            self._left = self._rng.random(self.BLOCK).tolist()
        return self._left.pop()

    def integers(self, n: int) -> int:
        """A whole number from 0 to ``n - 1``, each as likely."""
        if not self._left:  # (random(), inlined: a step draws several)
            self._left = self._rng.random(self.BLOCK).tolist()
        return min(int(self._left.pop() * n), n - 1)


@dataclass
class Result:
    """What one batch of games found: counts, time, and any failures (as text)."""

    name: str
    players: int
    games: int = 0
    steps: int = 0
    seconds: float = 0.0
    cpu: float = 0.0
    failures: list[str] = field(default_factory=list)
    endings: Counter[str] = field(default_factory=Counter)
    """How the games ended (the outcome's reason key, and for Comrade's and Comp-13's
    matches each deal's end): shows which rare ends the soak reached."""

    def add(self, other: Result) -> None:
        """Add another batch of the same game and player count."""
        self.games += other.games
        self.steps += other.steps
        self.seconds += other.seconds
        self.cpu += other.cpu
        self.failures += other.failures
        self.endings += other.endings


# ----------------------------------------------------------------------------- options


def options_for(name: str, players: int, seed: int) -> dict[str, Any]:
    """The rule options (and the dealer) of soak game ``seed``: varied, yet fixed by it
    (the options from the game's kit, ``GameKit.soak_options``).

    >>> options_for("comp13", 4, 6)["jokers"], options_for("comp13", 4, 7)["jokers"]
    (2, 3)
    """
    r = np.random.default_rng([seed, players, 77])
    dealer = None if r.random() < 0.3 else int(r.integers(players))
    return {"dealer": dealer, **cardlab.GAMES[name].soak_options(r, players, seed)}


# ----------------------------------------------------------------------------- ledgers


# ----------------------------------------------------------------------------- hidden cards

_CARD = re.compile(r'"((?:10|[2-9AJQK])[SHDC])"')


def secret_cards(g: Game, full: dict[str, Any], viewer: int) -> set[str]:
    """The card texts ``viewer`` must not find in its view: other seats' hands and secret
    choices, less what the viewer knows for itself (a card it passed, the hand it was
    dealt) and texts that name public cards too (Comrade's second deck of bid cards)."""
    seats = full["seats"]
    secret = {c for i, s in enumerate(seats) if i != viewer for c in s["hand"]}
    mine = seats[viewer]
    if g.name == "skull_collector":
        if full["table"]["chest_winner"] is None:
            secret |= {s["chest_card"] for i, s in enumerate(seats) if i != viewer}
        if full["phase"] == "pass":
            secret |= {s["passed"] for i, s in enumerate(seats) if i != viewer}
        secret -= {mine["passed"], mine["chest_card"], None}
    elif g.name == "notice":
        secret -= set(mine["dealt"])
    elif g.name == "comrade":
        secret -= {c["card"] for cs in full["table"]["bid_layout"].values() for c in cs}
    return secret


PUBLIC_PAST: dict[str, tuple[str, ...]] = {
    "notice": ("score_sheet",),  # the trump cards of earlier deals
    "skull_collector": ("last_deal", "skulls_out", "markers"),  # earlier deals, card names
}
"""Table zones that name cards for what they were or are called, not where they lie now."""


def check_hidden(g: Game, views: dict[int | None, dict[str, Any]] | None = None) -> None:
    """No seat's view names a card hidden from it (its events aside, which say what was
    played, and the zones of :data:`PUBLIC_PAST`), and other seats' secret choices are
    blank in it. ``views``: the seats' views now, when the caller has them
    (:func:`~tests.support.conformance.check_view` returns them)."""
    full = g.view(reveal=True)
    past = PUBLIC_PAST.get(g.name, ())
    for viewer in range(g.players):
        v = views[viewer] if views is not None else g.view(viewer)
        events, table = v["events"], v["table"]
        shown = {**v, "events": None, "table": {k: x for k, x in table.items() if k not in past}}
        found = set(_CARD.findall(json.dumps(shown))) & secret_cards(g, full, viewer)
        if found:
            raise SoakFailure(f"seat {viewer}'s view shows hidden cards {sorted(found)}")
        for e in events:
            if e.get("to") is not None and viewer not in e["to"]:
                raise SoakFailure(f"seat {viewer} sees an event for {e['to']}: {e['key']}")
        for i, s in enumerate(v["seats"]):
            if i == viewer:
                continue
            for key in ("chest_card", "passed", "received", "start_card", "dealt"):
                if s.get(key) is not None:
                    raise SoakFailure(f"seat {viewer} sees seat {i}'s {key}: {s[key]}")
        if g.name == "trumps":
            for r in table["revealed"]:
                if r["kind"] == "facedown" and r["seat"] != viewer and r["number"] is not None:
                    raise SoakFailure(f"seat {viewer} sees seat {r['seat']}'s face-down card")


# ----------------------------------------------------------------------------- one game


def choose(g: Game, seat: int, legal: Sequence[Action], v: dict[str, Any],
           rng: Draws, guided: bool) -> Action:
    """A random legal action; ``guided`` Comrade bidding mostly takes cards that keep
    the total within the target, so that guided games reach the tricks."""
    if guided and g.name == "comrade" and v["phase"] == "bid" and rng.random() < 0.9:
        room = v["table"]["target"] - v["table"]["bid_total"]
        bids = v["seats"][seat]["bids"]

        def gain(a: Any) -> int:
            if a.card.is_joker:
                return 1
            return a.card.rank - bids.get(a.card.suit, 0)

        fits = [a for a in legal if hasattr(a, "card") and gain(a) <= room]
        if fits:
            return fits[int(rng.integers(len(fits)))]
    return legal[int(rng.integers(len(legal)))]


_MESSAGES = catalogue()
"""Every message key, each worded in English and Japanese (``tests/contract/test_i18n.py``): a
refusal's key must be one of them, and at a deep step its words are made in both."""


def try_illegal(g: Game, v: dict[str, Any], pool: list[str], rng: Draws,
                deep: bool = False, texts: dict[int, set[str]] | None = None) -> Any:
    """A random illegal action is refused with the project's error and changes nothing:
    the game's exact :meth:`~cardlab.core.Game.state_key` is the same after it (it sees
    what the view ``v`` shows and more, such as the order of the stock), and at a
    ``deep`` step the revealed view too; ``deep``: its reason reads in Japanese too.
    ``texts``: the legal action texts of the seats to move, when the caller has them.
    Returns the state key (the game as it was, and still is)."""
    key = g.state_key()
    movers = g.to_move
    seat = movers[int(rng.integers(len(movers)))]
    legal = texts[seat] if texts else {str(a) for a in g.legal_actions(seat)}
    others = [s for s in range(g.players) if s not in movers]
    if others and rng.random() < 0.25:
        seat, text = others[int(rng.integers(len(others)))], min(legal)
    else:
        text = pool[int(rng.integers(len(pool)))]
        for _ in range(8):
            if text not in legal:
                break
            text = pool[int(rng.integers(len(pool)))]
        else:
            return key
    try:
        g.play(text, seat)
    except (IllegalActionError, InvalidActionError) as e:  # a reason: a message the
        if e.key not in _MESSAGES or (deep and not (e.reason and e.reason_ja)):  # words
            raise SoakFailure(f"{text!r} by seat {seat} refused without a reason") from None
    else:
        raise SoakFailure(f"illegal {text!r} by seat {seat} was accepted (legal: {sorted(legal)})")
    if g.state_key() != key or (deep and g.view(reveal=True) != v):
        raise SoakFailure(f"refused {text!r} by seat {seat} changed the game")
    return key


def deep_check(g: Game, action: Action, seat: int, v: dict[str, Any], step: int,
               key: Any = None) -> list[Any]:
    """Undo restores (the record, the revealed view ``v`` and, given, the state ``key``);
    the same action gives the same events; no leaks. (That the record replays to this
    very game, ``v`` and ``key``, :func:`check_record` checks at the end, in the same
    replay as the whole game's.)"""
    before = g.to_record()
    if len(before["actions"]) != step:
        raise SoakFailure(f"{len(before['actions'])} actions in the history after {step} steps")
    events = g.play(action, seat)
    after = g.to_record()
    g.undo()
    if g.to_record() != before or g.view(reveal=True) != v or (
            key is not None and g.state_key() != key):
        raise SoakFailure(f"undo of {action} by seat {seat} did not restore the game")
    if g.play(str(action), seat) != events or g.to_record() != after:
        raise SoakFailure(f"{action} by seat {seat} played again did something else")
    check_texts(g)
    check_hidden(g)  # (the views' shape: check_view at the end, as in every conformance game)
    return events


def _frozen(view: dict[str, Any]) -> str:
    """A view as it is now, kept to compare later (as text: cheaper than a deep copy)."""
    return json.dumps(view, sort_keys=True)


def check_record(g: Game, kept: dict[int, tuple[Any, str]] | None = None) -> None:
    """The record, through JSON, replays to an equal game that looks the same; and on
    its way, after each ``k`` moves of ``kept``, to the game the soak saw then (its state
    key and revealed view, kept at a sampled step): one replay checks every sampled step.

    >>> g = cardlab.new_game("notice", players=3, seed=1)
    >>> kept = {0: (g.state_key(), _frozen(g.view(reveal=True)))}
    >>> for _ in range(5): _ = g.play(g.legal_actions(g.to_move[0])[0], g.to_move[0])
    >>> check_record(g, kept)
    >>> kept[0] = (kept[0][0], _frozen(g.view(reveal=True)))
    >>> check_record(g, kept)
    Traceback (most recent call last):
    tests.support.soak.SoakFailure: the record does not replay to the game after 0 moves
    """
    record = json.loads(json.dumps(g.to_record()))
    kept = kept or {}
    for k, again in enumerate(replay_record(record)):
        if k in kept and (again.state_key(), _frozen(again.view(reveal=True))) != kept[k]:
            raise SoakFailure(f"the record does not replay to the game after {k} moves")
    if again != g or again.view(reveal=True) != g.view(reveal=True) or (
            again.state_key() != g.state_key()):
        raise SoakFailure("the record does not replay to the same game")


class Soaker:
    """One soak game: the game, its random source, the ledger and the pool of action texts
    seen so far (where the illegal actions are drawn from)."""

    def __init__(self, name: str, players: int, seed: int) -> None:
        self.opts = options_for(name, players, seed)
        self.g = cardlab.new_game(name, players=players, seed=seed, **self.opts)
        self.rng = Draws([seed, players, 1])
        # how actions are chosen: one seed in BOT_EVERY by cardlab's bots from each seat's
        # view, so that games also reach the ends good play reaches (a Comrade deal won,
        # a Comp); of the others, seeds 4k guided (Comrade bids that fit the target), the
        # rest at random
        self.guided = seed % 4 == 0
        self.bots = ({s: bot_for(name, seed + s) for s in range(players)}
                     if seed % BOT_EVERY == 2 else None)
        self.ledger = cardlab.GAMES[name].ledger
        self.led = Ledger(self.g.to_record()["decks"][-1])
        self.pool: set[str] = set()
        self.pool_list: list[str] = []
        self.steps = self.deep = 0
        self.kept: dict[int, tuple[Any, str]] = {}
        """The state key and revealed view at each deep step, by moves made: the record
        must replay through them (:func:`check_record`, at the end)."""

    def step(self) -> None:
        """Check the game now, try an illegal action, play a legal one."""
        g, rng = self.g, self.rng
        v = g.view(reveal=True)
        self.ledger(v, self.led)
        if not self.led.start.get("pooled"):  # each deal: cards of every hand (to play
            self.led.start["pooled"] = True   # a card one does not hold)
            self._pool(set(hands_of(v)))
        movers = g.to_move
        if not movers:
            raise SoakFailure("the game is not over and nobody is to move")
        texts = {}
        for s in movers:
            legal = g.legal_actions(s)
            if not legal:
                raise SoakFailure(f"seat {s} is to move with no legal action")
            texts[s] = {str(a) for a in legal}
            self._pool(texts[s])
        deep = self.deep < DEEP_PER_GAME and rng.integers(SAMPLE_EVERY) == 0
        key = try_illegal(g, v, self.pool_list, rng, deep, texts)
        seat = movers[int(rng.integers(len(movers)))]
        if self.bots is not None:
            action = g.parse_action(self.bots[seat].choose(g.view(seat)))
        else:
            action = choose(g, seat, g.legal_actions(seat), v, rng, self.guided)
        if deep:
            self.deep += 1
            self.kept[self.steps] = (key, _frozen(v))
            events = deep_check(g, action, seat, v, self.steps, key)
        else:
            events = g.play(action, seat)
        if type(action).__name__ == "PlayCard":
            self.led.played.append(str(action))
        if any(e.kind == "deal" for e in events):
            self.led = Ledger(g.to_record()["decks"][-1])
        self.steps += 1


    def _pool(self, texts: set[str]) -> None:
        new = texts - self.pool
        if new:
            self.pool |= new
            self.pool_list += sorted(new)


def play_one(name: str, players: int, seed: int, endings: Counter[str] | None = None) -> int:
    """Play soak game ``seed`` to the end with every check; return its steps (and count
    how it ended in ``endings``).

    >>> play_one("skull_collector", 3, 1) > 20
    True
    """
    soaker = Soaker(name, players, seed)
    try:
        while not soaker.g.is_over:
            soaker.step()
            if soaker.steps >= MAX_STEPS:
                raise SoakFailure(f"no end after {MAX_STEPS} steps")
        finish(soaker.g, soaker.led, soaker.kept)
        if endings is not None:
            endings.update(ending_keys(soaker.g))
    except Exception as e:
        what = e if isinstance(e, SoakFailure | LedgerError) else f"{type(e).__name__}: {e}"
        where = "" if isinstance(e, SoakFailure | LedgerError) else " at " + _where(e)
        raise SoakFailure(
            f"{name} players={players} seed={seed} step={soaker.steps} "
            f"options={soaker.opts}: {what}{where}"
        ) from e
    return soaker.steps


def finish(g: Game, led: Ledger,
           kept: dict[int, tuple[Any, str]] | None = None) -> None:
    """The end: nobody to move, an outcome, the last cards accounted for, a replay (through
    the ``kept`` steps)."""
    if g.to_move != () or g.outcome is None or len(g.outcome.scores) != g.players:
        raise SoakFailure("the game is over without a full outcome")
    if not all(0 <= w < g.players for w in g.outcome.winners):
        raise SoakFailure(f"winners {g.outcome.winners} are not seats")
    cardlab.GAMES[g.name].ledger(g.view(reveal=True), led)
    check_ending(g)
    check_hidden(g, check_view(g))
    check_record(g, kept)
    last = g.history[-1]
    try:
        g.play(str(last.action), last.seat)
    except IllegalActionError:
        return
    raise SoakFailure("an action was accepted after the end")


def ending_keys(g: Game) -> list[str]:
    """How ``g`` ended: its outcome's reason, or in a match how each deal or game ended.

    >>> g = cardlab.new_game("comrade", players=3, seed=1)
    >>> for a in ["take 4S", "take 4H", "take 3D", "take 2C"]:  # 13 > 12
    ...     _ = g.play(a)
    >>> ending_keys(g)
    ['comrade.fail_over']
    """
    assert g.outcome is not None
    details = g.outcome.details or {}
    if g.name == "comp13" and g.options["match"]:
        return ["comp13.end." + r["end"] for r in details["games"]]
    return [g.outcome.reason.key]


def _where(e: BaseException) -> str:
    frame = traceback.extract_tb(e.__traceback__)[-1]
    return f"{os.path.basename(frame.filename)}:{frame.lineno}"


# ----------------------------------------------------------------------------- many games


def run_batch(name: str, players: int, seeds: Sequence[int], max_failures: int = 5) -> Result:
    """Play the soak games ``seeds`` of one game and player count."""
    res = Result(name, players)
    start, cpu = time.perf_counter(), time.process_time()
    threshold = gc.get_threshold()
    gc.set_threshold(100_000, 50, 100)  # a step makes many short-lived dicts (views) and
    try:                                # few cycles: look for cycles less often (-3 %)
        for seed in seeds:
            try:
                res.steps += play_one(name, players, seed, res.endings)
            except (SoakFailure, LedgerError) as e:
                res.failures.append(str(e))
                if len(res.failures) >= max_failures:
                    break
            res.games += 1
    finally:
        gc.set_threshold(*threshold)
    res.seconds = time.perf_counter() - start
    res.cpu = time.process_time() - cpu
    return res


def run(configs: Sequence[tuple[str, int]], games: int, first_seed: int = 0,
        workers: int | None = None, chunk: int = 250, out: Any = sys.stdout) -> list[Result]:
    """Soak every configuration with ``games`` seeds each, over ``workers`` processes
    (default: every core); print a line per configuration as it finishes."""
    workers = workers or os.cpu_count() or 1
    results = {c: Result(*c) for c in configs}
    left = {c: 0 for c in configs}
    jobs = [(c, range(s, min(s + chunk, first_seed + games)))
            for c in configs for s in range(first_seed, first_seed + games, chunk)]
    for c, _ in jobs:
        left[c] += 1
    wall = time.perf_counter()
    if workers == 1:
        done: Iterable[Any] = ((c, run_batch(*c, seeds)) for c, seeds in jobs)
        _collect(done, results, left, out)
    else:
        with ProcessPoolExecutor(workers) as pool:
            futures = {pool.submit(run_batch, *c, list(seeds)): c for c, seeds in jobs}
            done = ((futures[f], f.result()) for f in as_completed(futures))
            _collect(done, results, left, out)
    wall = time.perf_counter() - wall
    total = sum(r.games for r in results.values())
    cpu = sum(r.cpu for r in results.values())
    print(f"{total} games in {wall:.0f} s on {workers} processes "
          f"({total / wall:.0f} games/s overall); {cpu:.0f} s of CPU time, so "
          f"≈ {cpu / workers / 60:.1f} min on {workers} free cores; load average now "
          f"{os.getloadavg()[0]:.1f}", file=out, flush=True)
    if 0 < games < FULL and total:
        full = cpu / total * FULL * len(results)
        print(f"at this CPU time per game, {FULL} games of each: {full / 60:.0f} min of CPU "
              f"time, ≈ {full / workers / 60:.1f} min on {workers} free cores", file=out,
              flush=True)
    return list(results.values())


def _collect(done: Iterable[tuple[tuple[str, int], Result]], results: dict[Any, Result],
             left: dict[Any, int], out: Any) -> None:
    for c, r in done:
        results[c].add(r)
        left[c] -= 1
        if left[c] == 0:
            print(report_line(results[c]), file=out, flush=True)


def report_line(r: Result) -> str:
    """One configuration's figures: games per second of one process, by the clock and by
    its CPU time (what a free core would do)."""
    rate = r.games / r.seconds if r.seconds else 0.0
    cpu_rate = r.games / r.cpu if r.cpu else 0.0
    line = (f"{r.name:<16} {r.players} players: {r.games:>6} games, {r.steps:>8} steps, "
            f"{rate:6.1f} games/s per process ({cpu_rate:6.1f} per CPU second), "
            f"{len(r.failures)} failures")
    ends = ", ".join(f"{k.split('.', 1)[1]} {v}" for k, v in r.endings.most_common())
    return "\n".join([line, f"  endings: {ends}", *("  FAIL " + f for f in r.failures)])


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m tests.support.soak [--games N] [--game NAME] [--players N] [--seed S]
    [--workers W]``."""
    p = argparse.ArgumentParser(prog="python -m tests.support.soak",
                                description=__doc__.split("\n")[0])
    p.add_argument("--games", type=int, default=FULL, help="games per game and player count")
    p.add_argument("--first-seed", type=int, default=0)
    p.add_argument("--game", choices=sorted(cardlab.GAMES))
    p.add_argument("--players", type=int)
    p.add_argument("--seed", type=int, help="replay one game (with --game and --players)")
    p.add_argument("--workers", type=int, default=None)
    a = p.parse_args(argv)
    configs = [c for c in CONFIGS if (a.game in (None, c[0])) and (a.players in (None, c[1]))]
    if not configs:
        p.error("no such game and player count")
    if a.seed is not None:
        a.games, a.first_seed, a.workers = 1, a.seed, 1
    print(f"soak: {a.games} games for each of {len(configs)} game and player counts",
          flush=True)
    results = run(configs, a.games, a.first_seed, a.workers)
    failures = sum(len(r.failures) for r in results)
    print("soak: " + ("no failures" if not failures else f"{failures} FAILURES"), flush=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
