"""µs per Game.copy() of every registered game, against the generic ``copy.deepcopy`` walk
that Game.__deepcopy__ replaces (the coach's samples, a record's positions and the
lessons' "what if" copy games many times).

    .venv/bin/python benchmarks/copy_game.py [states]

The states are taken from seeded random games (every player count), at random points.
"""

from __future__ import annotations

import copy
import statistics
import sys
import time

import numpy as np
from _common import cardlab, machine

from cardlab.core import Game

STATES = int(sys.argv[1]) if len(sys.argv) > 1 else 200
ROUNDS = 5


def states(name: str, players: int, count: int) -> list[Game]:
    """``count`` positions of seeded random games of ``name``."""
    out = []
    rng = np.random.default_rng(11)
    for seed in range(count):
        g = cardlab.new_game(name, players=players, seed=seed)
        for _ in range(int(rng.integers(0, 200))):
            if g.is_over:
                break
            seat = g.to_move[int(rng.integers(len(g.to_move)))]
            legal = g.legal_actions(seat)
            g.play(legal[int(rng.integers(len(legal)))], seat)
        out.append(g)
    return out


def best_us(copy_one: object, games: list[Game]) -> float:
    """The best of ROUNDS passes over ``games``: µs per copy."""
    runs = []
    for _ in range(ROUNDS):
        t0 = time.perf_counter()
        for g in games:
            copy_one(g)  # type: ignore[operator]
        runs.append((time.perf_counter() - t0) / len(games) * 1e6)
    return min(runs)


def generic(g: Game) -> Game:
    """What copy.deepcopy did before Game.__deepcopy__: the attributes walked one by one."""
    return copy._reconstruct(g, {}, *g.__reduce_ex__(4))  # type: ignore[attr-defined, no-any-return]


def main() -> None:
    print(machine())
    print(f"{'game':<17}{'players':>8}{'copy µs':>10}{'generic µs':>12}{'×':>6}")
    ratios = []
    for name, spec in sorted(cardlab.GAMES.items()):
        for n in spec.players:
            games = states(name, n, STATES)
            fast, slow = best_us(Game.copy, games), best_us(generic, games)
            ratios.append(slow / fast)
            print(f"{name:<17}{n:>8}{fast:>10.0f}{slow:>12.0f}{slow / fast:>6.1f}")
    print(f"median speed-up over the generic walk: {statistics.median(ratios):.1f}×")


if __name__ == "__main__":
    main()
