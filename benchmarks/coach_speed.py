"""How fast the coach looks ahead: sampled bot playouts per second, and one answer's time.

A *playout* is one sampled deal played by the bots from the position to the end of the
deal after one legal action; :func:`cardlab.coach.estimate` plays one round of playouts
(one sample, every legal action) after another, so playouts = rounds × legal actions.

Printed for the first trick of a 3-player Notice and Comrade deal (the bots bid or
predict and target first; the position is the first lead), then for every game from its
first decision, in one process:

1. playouts per second through ``coach.estimate`` (sampling included: Notice and
   Comrade trick play go through the lean path of :mod:`cardlab.sim`);
2. the same positions the full way — every card through ``Game.play`` and every bot
   choice from ``Game.view`` — as the coach played them before the lean path;
3. the time of one coach answer with at least 500 playouts (for every game from its
   first decision, by the wall clock and in CPU time);
4. for every game, from its first decision (3 players; Comp-13 4): the playouts per
   second through ``coach.estimate`` (on the game's lean path: every game has one from
   its first decision, Comrade's bidding included) and the full way, and one answer of
   at least 500 playouts.

On a machine shared with other jobs the wall clock measures the load as much as the
code; the rates from the first decision are also printed per second of this process's
CPU time. Nothing is asserted.

    PYTHONPATH=. .venv/bin/python benchmarks/coach_speed.py [seconds per figure]
"""

from __future__ import annotations

import copy
import math
import os
import sys
import time

import numpy as np
from _common import cardlab, machine

from cardlab import coach, sim
from cardlab.bots import bot_for

SECONDS = float(sys.argv[1]) if len(sys.argv) > 1 else 2.0


def first_trick(name: str, seed: int) -> cardlab.core.Game:
    """A 3-player deal at its first lead (bots bid / predict and target); Comrade deals
    whose bidding fails are skipped."""
    for sd in range(seed, seed + 50):
        g = cardlab.new_game(name, players=3, seed=sd)
        bots = {s: bot_for(name, seed=s) for s in range(3)}
        while g.phase not in ("play", "over"):
            s = g.to_move[0]
            g.play(bots[s].choose(g.view(s)), s)
        if g.phase == "play":
            return g
    raise RuntimeError("no deal reached its first trick")


def lean_rate(g: cardlab.core.Game) -> tuple[float, int]:
    """Playouts per second through coach.estimate, and the legal actions."""
    seat = g.to_move[0]
    start = time.perf_counter()
    ests = coach.estimate(g, seat, playouts=None, seconds=SECONDS, seed=1)
    spent = time.perf_counter() - start
    return sum(e.playouts for e in ests) / spent, len(ests)


def full_rate(g: cardlab.core.Game) -> float:
    """Playouts per second the full way: Game.play and the bots' views (no lean path)."""
    seat = g.to_move[0]
    adapter = coach.adapter_of(g)
    know = coach.knowledge(g, seat)
    rng = np.random.default_rng(1)
    legal = [str(a) for a in g.legal_actions(seat)]
    done, start = 0, time.perf_counter()
    while time.perf_counter() - start < SECONDS:
        base = coach._sample_from(g, adapter, know, rng)
        begin = (adapter.start(base, seat), adapter.deal_id(base))
        for a in legal:
            s = copy.deepcopy(base)
            s.play(a, seat)
            bots = {p: bot_for(g.name, seed=p) for p in range(g.players)}
            coach.playout(s, seat, adapter, bots, start=begin)
            done += 1
    return done / (time.perf_counter() - start)


def answer(g: cardlab.core.Game, at_least: int = 500) -> tuple[float, int, int]:
    """Seconds for one coach answer of ≥ ``at_least`` playouts; (seconds, rounds, playouts)."""
    sec, _, rounds, n = timed_answer(g, at_least)
    return sec, rounds, n


def timed_answer(g: cardlab.core.Game, at_least: int = 500) -> tuple[float, float, int, int]:
    """One coach answer of ≥ ``at_least`` playouts: (seconds by the wall clock, seconds of
    this process's CPU time, rounds, playouts)."""
    seat = g.to_move[0]
    rounds = math.ceil(at_least / len(g.legal_actions(seat)))
    start, cpu = time.perf_counter(), time.process_time()
    ests = coach.estimate(g, seat, playouts=rounds, seed=2)
    return (time.perf_counter() - start, time.process_time() - cpu, rounds,
            sum(e.playouts for e in ests))


def load() -> str:
    """The machine's load averages, or a word that they are unknown here.

    >>> load() == "unknown" or len(load().split(", ")) == 3
    True
    """
    try:
        return ", ".join(f"{x:.1f}" for x in os.getloadavg())
    except (AttributeError, OSError):
        return "unknown"


def main() -> None:
    print(machine())
    print(f"1 process; each rate measured for {SECONDS} s")
    for name in ("notice", "comrade"):
        rates, fulls, answers = [], [], []
        for seed in (1, 2, 3):
            g = first_trick(name, seed)
            rate, actions = lean_rate(g)
            rates.append(rate)
            fulls.append(full_rate(g))
            answers.append((*answer(g), actions))
        print(f"\n{name}, 3 players, first lead (3 deals):")
        print("  sampled bot playouts per second (coach.estimate, lean path): "
              + ", ".join(f"{r:,.0f}" for r in rates))
        print("  the full way (Game.play + bots' views), same positions:       "
              + ", ".join(f"{r:,.0f}" for r in fulls))
        for sec, rounds, n, actions in answers:
            print(f"  one answer: {n} playouts ({rounds} rounds × {actions} actions) "
                  f"in {sec:.3f} s")
    print("\nevery game from its first decision (3 players; Comp-13 4): coach.estimate (lean"
          " where the\ngame's kit has a lean path) vs the full way (Game.play + bots' views):")
    for name, players in (("notice", 3), ("comrade", 3), ("skull_collector", 3),
                          ("trumps", 3), ("comp13", 4)):
        g = cardlab.new_game(name, players=players, seed=1)
        seat = g.to_move[0]
        start, cpu = time.perf_counter(), time.process_time()
        ests = coach.estimate(g, seat, playouts=None, seconds=SECONDS, seed=1)
        done = sum(e.playouts for e in ests)
        rate = done / (time.perf_counter() - start)
        per_cpu = done / max(time.process_time() - cpu, 1e-9)
        lean = "lean from here" if sim.lean(g) is not None else "play() until a lean state"
        sec, cpu_sec, rounds, n = timed_answer(g)
        print(f"  {name}: {rate:,.0f} per second ({per_cpu:,.0f} per second of this "
              f"process's CPU time; {lean}; {len(ests)} actions), the full way "
              f"{full_rate(g):,.0f}; {n} playouts in {sec:.3f} s ({cpu_sec:.3f} s of CPU)")
    print(f"load average (1, 5, 15 min): {load()}")

if __name__ == "__main__":
    main()
