"""Comp13Bot against RandomBots: win rate and mean score over many games, with the baseline.

    .venv/bin/python benchmarks/comp13_bot.py [games] [players]

The tested seat moves round the table (game i: seat i % players); every other seat is a
RandomBot. The baseline is the same games with a RandomBot in the tested seat. Games are
seeded (seed = i, provisional dealer drawn from the seed), so a run is reproducible.
"""

from __future__ import annotations

import sys
import time

from _common import cardlab, play_match, report

from cardlab.bots import RandomBot
from cardlab.games.comp13.bot import Comp13Bot

GAMES = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
PLAYERS = int(sys.argv[2]) if len(sys.argv) > 2 else 4


def run(make_bot: type, games: int, players: int) -> dict[str, float]:
    """Win rate, mean score and mean score margin of the tested seat."""
    wins = 0.0
    score = 0.0
    start = time.perf_counter()
    for i in range(games):
        seat = i % players
        bots = {s: RandomBot(seed=10_000 + 10 * i + s) for s in range(players)}
        bots[seat] = make_bot(seed=i)
        g = play_match(cardlab.new_game("comp13", players=players, seed=i, dealer=None), bots)
        out = g.outcome
        assert out is not None
        wins += seat in out.winners
        score += out.scores[seat]
    elapsed = time.perf_counter() - start
    return {"win_rate": wins / games, "mean_score": score / games,
            "games_per_s": games / elapsed}


def main() -> None:
    bot = run(Comp13Bot, GAMES, PLAYERS)
    base = run(RandomBot, GAMES, PLAYERS)
    report(
        f"comp13: Comp13Bot vs {PLAYERS - 1} RandomBots, {GAMES} games (tested seat rotates)",
        {
            "Comp13Bot win rate": bot["win_rate"],
            "RandomBot win rate (baseline)": base["win_rate"],
            "fair share": 1 / PLAYERS,
            "Comp13Bot mean score": bot["mean_score"],
            "RandomBot mean score (baseline)": base["mean_score"],
            "games/s with Comp13Bot": bot["games_per_s"],
            "games/s all random": base["games_per_s"],
        },
    )


if __name__ == "__main__":
    main()
