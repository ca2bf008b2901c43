"""TrumpsBot against RandomBots: win rate over many games, with the random baseline.

    PYTHONPATH=. .venv/bin/python benchmarks/trumps_bot.py [games]

For 2 and 3 players, one seat (rotating with the game number) is the bot under test and
the others are RandomBots. A shared win counts as 1/k of a win. The baseline is the same
match with a RandomBot in the tested seat (expected about 1/players).
"""

from __future__ import annotations

import math
import sys
import time

from _common import cardlab, play_match, report

from cardlab.bots import RandomBot
from cardlab.games.trumps.bot import TrumpsBot

GAMES = int(sys.argv[1]) if len(sys.argv) > 1 else 2000


def win_rate(players: int, tested: type, games: int) -> tuple[float, float, float]:
    """(win rate, its standard error, mean score margin over the best opponent)."""
    wins = 0.0
    margin = 0.0
    for i in range(games):
        seat = i % players
        g = cardlab.new_game("trumps", players=players, seed=i)
        bots = {s: RandomBot(seed=10_000 + i * 7 + s) for s in range(players)}
        bots[seat] = tested(seed=i)
        play_match(g, bots)
        out = g.outcome
        assert out is not None
        if seat in out.winners:
            wins += 1 / len(out.winners)
        others = [x for s, x in enumerate(out.scores) if s != seat]
        margin += out.scores[seat] - max(others)
    rate = wins / games
    return rate, math.sqrt(rate * (1 - rate) / games), margin / games


def main() -> None:
    for players in (2, 3):
        t0 = time.perf_counter()
        bot, bot_se, bot_margin = win_rate(players, TrumpsBot, GAMES)
        base, base_se, base_margin = win_rate(players, RandomBot, GAMES)
        report(
            f"trumps, {players} players, {GAMES} games: TrumpsBot vs RandomBots",
            {
                "TrumpsBot win rate": f"{bot:.3f} ± {bot_se:.3f} (std error)",
                "TrumpsBot mean margin over the best opponent": f"{bot_margin:+.2f} points",
                "RandomBot in the same seat (baseline) win rate":
                    f"{base:.3f} ± {base_se:.3f} (std error)",
                "RandomBot mean margin over the best opponent": f"{base_margin:+.2f} points",
                "fair share (1/players)": f"{1 / players:.3f}",
                "seconds (both runs)": time.perf_counter() - t0,
            },
        )


if __name__ == "__main__":
    main()
