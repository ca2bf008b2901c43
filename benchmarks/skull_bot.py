"""Win rate of one SkullBot against two RandomBots in Skull Collector, and the baseline.

The baseline puts a RandomBot in the same seat against the same two RandomBots, on the
same seeds. Ties do not exist in Skull Collector except "everybody loses", which counts
as a loss for every seat.

    PYTHONPATH=. .venv/bin/python benchmarks/skull_bot.py [games] [seat]
"""

from __future__ import annotations

import math
import sys
import time
from collections import Counter

from _common import cardlab, play_match, report

from cardlab.bots import RandomBot
from cardlab.games.skull_collector.bot import SkullBot

GAMES = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
SEAT = int(sys.argv[2]) if len(sys.argv) > 2 else 0


def run(make_hero) -> dict[str, float | str]:
    """Play GAMES games with the hero in SEAT; return the win rate and how games ended."""
    wins = 0
    endings: Counter[str] = Counter()
    start = time.perf_counter()
    for i in range(GAMES):
        g = cardlab.new_game("skull_collector", seed=i)
        bots = {s: RandomBot(seed=10_000 + 3 * i + s) for s in range(3)}
        bots[SEAT] = make_hero(i)
        play_match(g, bots)
        wins += SEAT in g.outcome.winners
        endings[g.outcome.reason.key.rsplit(".", 1)[1]] += 1
    p = wins / GAMES
    half = 1.96 * math.sqrt(p * (1 - p) / GAMES)
    return {
        "win_rate": f"{p:.3f}",
        "95% interval": f"{p - half:.3f} .. {p + half:.3f}",
        "wins": f"{wins} of {GAMES}",
        "endings": ", ".join(f"{k} {v}" for k, v in endings.most_common()),
        "seconds": time.perf_counter() - start,
    }


def main() -> None:
    bot = run(lambda i: SkullBot(seed=i))
    base = run(lambda i: RandomBot(seed=20_000 + i))
    report(f"SkullBot in seat {SEAT} vs two RandomBots, {GAMES} games", bot)
    report(f"baseline: RandomBot in seat {SEAT} vs two RandomBots, {GAMES} games", base)
    gap = float(bot["win_rate"]) - float(base["win_rate"])
    se = math.sqrt(sum(float(r["win_rate"]) * (1 - float(r["win_rate"])) / GAMES
                       for r in (bot, base)))
    print(f"SkullBot - baseline: {gap:+.3f} win rate ({gap / se:.1f} standard errors)")


if __name__ == "__main__":
    main()
