"""Success rate of ComradeBots and of RandomBots over seeded 3-player Comrade deals.

    .venv/bin/python benchmarks/comrade_bots.py [deals]

Every deal is seed 0..deals-1, dealer 0; a success is a deal the team wins. The figures
are printed (with how the lost deals ended), never asserted.
"""

from __future__ import annotations

import sys
import time
from collections import Counter
from collections.abc import Callable
from typing import Any

from _common import cardlab, machine, play_match

from cardlab.bots import RandomBot
from cardlab.games.comrade.bot import ComradeBot

DEALS = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
PLAYERS = 3


def success_rate(make_bot: Callable[[int], Any], deals: int) -> tuple[float, Counter[str], float]:
    """Share of won deals, the count of each ending, and deals per second."""
    endings: Counter[str] = Counter()
    start = time.perf_counter()
    for seed in range(deals):
        g = cardlab.new_game("comrade", players=PLAYERS, seed=seed)
        play_match(g, {s: make_bot(seed * 10 + s) for s in range(PLAYERS)})
        assert g.outcome is not None
        endings[g.outcome.reason.key.removeprefix("comrade.")] += 1
    elapsed = time.perf_counter() - start
    return endings["win"] / deals, endings, deals / elapsed


def main() -> None:
    print(f"# Comrade, {PLAYERS} players, {DEALS} seeded deals: success rate")
    print(f"machine: {machine()}")
    for name, factory in (("ComradeBot", ComradeBot), ("RandomBot", RandomBot)):
        rate, endings, speed = success_rate(lambda s, f=factory: f(seed=s), DEALS)
        ends = ", ".join(f"{k} {v}" for k, v in endings.most_common())
        print(f"{name} x{PLAYERS}: {100 * rate:.1f}% won ({endings['win']}/{DEALS}); "
              f"{speed:.0f} deals/s; endings: {ends}")
    print()


if __name__ == "__main__":
    main()
