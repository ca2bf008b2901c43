"""Speed of the Comrade solver (cardlab.solve) over seeded deals bid by ComradeBots.

    .venv/bin/python benchmarks/solve.py [deals3] [deals45] [seconds]

For 3 players (``deals3``, default 200), then 4 and 5 players (``deals45`` each, default
50): seeds 0, 1, 2… are dealt, ComradeBots bid, and every deal whose bidding succeeds is
solved from its first trick with a time limit of ``seconds`` (default 30) per deal.
Printed: wins / losses, median, p95 and slowest time, the share of "unknown" answers and
nodes per second. Then the turning point of deals the bots played to the end in the
trick round (3 players, 12 tricks). Figures are printed, never asserted.
"""

from __future__ import annotations

import statistics
import sys
import time
from collections import Counter

from _common import machine

from cardlab.core import Game
from cardlab.games.comrade.bot import ComradeBot, bid_by_bots
from cardlab.session import play_out
from cardlab.solve import replay_wins, solve, turning_point

DEALS3 = int(sys.argv[1]) if len(sys.argv) > 1 else 200
DEALS45 = int(sys.argv[2]) if len(sys.argv) > 2 else 50
SECONDS = float(sys.argv[3]) if len(sys.argv) > 3 else 30.0
TURNING = 20


def bid_deal(players: int, seed: int) -> Game:
    """A deal of ``players`` bid by ComradeBots (it may have failed in the bidding)."""
    return bid_by_bots(players, seed)


def pct(xs: list[float], q: float) -> float:
    """The ``q`` quantile (0..1) of ``xs``, nearest rank."""
    xs = sorted(xs)
    return xs[min(len(xs) - 1, max(0, round(q * len(xs)) - 1))]


def solve_many(players: int, deals: int) -> None:
    """Solve ``deals`` bid deals of ``players`` from the first trick; print the figures."""
    times: list[float] = []
    results: Counter[str] = Counter()
    nodes = 0
    seed = 0
    while len(times) < deals:
        g = bid_deal(players, seed)
        seed += 1
        if g.phase != "play":
            continue
        v = solve(g, seconds=SECONDS)
        if v.won and not replay_wins(g, v.line):
            raise AssertionError(f"seed {seed - 1}: the winning line does not win")
        times.append(v.seconds)
        results[v.result] += 1
        nodes += v.nodes
    total = sum(times)
    print(f"{players} players, {deals} deals (seeds 0..{seed - 1}; the others failed in the "
          f"bidding): win {results['win']}, loss {results['loss']}, "
          f"unknown {results['unknown']} ({100 * results['unknown'] / deals:.1f} %)")
    print(f"  time per deal: median {statistics.median(times):.4f} s, "
          f"p95 {pct(times, 0.95):.3f} s, slowest {max(times):.2f} s, mean {total / deals:.3f} s")
    print(f"  nodes: {nodes} in {total:.1f} s = {nodes / total:,.0f} nodes/s "
          f"({1e6 * total / max(1, nodes):.1f} µs per node)")


def turning_points(count: int) -> None:
    """Time :func:`turning_point` on ``count`` deals the bots played in the trick round."""
    times: list[float] = []
    kinds: Counter[str] = Counter()
    seed = 0
    while len(times) < count:
        g = bid_deal(3, seed)
        seed += 1
        if g.phase != "play":
            continue
        play_out(g, {s: ComradeBot(seed=seed * 8 + s) for s in range(3)})
        start = time.perf_counter()
        tp = turning_point(g, seconds=SECONDS)
        times.append(time.perf_counter() - start)
        kinds[tp.kind] += 1
    print(f"turning point, {count} deals of 3 players played by ComradeBots in the trick "
          f"round (12 tricks): median {statistics.median(times):.3f} s, "
          f"slowest {max(times):.2f} s; {dict(kinds)}")


def main() -> None:
    """Print every figure."""
    print(f"# Comrade solver (cardlab.solve), {SECONDS:.0f} s limit per deal")
    print(f"# {machine()}")
    solve_many(3, DEALS3)
    solve_many(4, DEALS45)
    solve_many(5, DEALS45)
    turning_points(TURNING)


if __name__ == "__main__":
    main()
