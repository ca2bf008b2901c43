"""µs per play() on random games of every registered game, and games per second.

    .venv/bin/python benchmarks/play_speed.py [games]
"""

from __future__ import annotations

import sys

from _common import cardlab, report, time_random_play

GAMES = int(sys.argv[1]) if len(sys.argv) > 1 else 2000


def main() -> None:
    for name, spec in sorted(cardlab.GAMES.items()):
        n = spec.default_players
        stats = time_random_play(lambda i, name=name, n=n: cardlab.new_game(
            name, players=n, seed=i), GAMES)
        report(f"{name}, {n} players, {GAMES} random games", stats)


if __name__ == "__main__":
    main()
