"""The coach bot against each game's own bot: one seat changes, everything else stays.

For every game, N seeded deals are played twice with the game's own bots in every seat,
except seat 0, which is the game's bot in the baseline and the coach bot
(:class:`cardlab.coach.CoachBot`) in the trial — same seeds, same other bots, so the
difference is paired. Printed per game: the measure the coach estimates (mean with a
95 % interval for the trial, the baseline and their paired difference), the win rate
(or Comrade's deal success), and seconds per coach decision. Nothing is asserted.

    PYTHONPATH=. .venv/bin/python benchmarks/coach.py [deals] [seconds per decision] [games…]
"""

from __future__ import annotations

import math
import sys
import time

from _common import cardlab, machine

from cardlab import coach
from cardlab.bots import bot_for

DEALS = int(sys.argv[1]) if len(sys.argv) > 1 else 20
SECONDS = float(sys.argv[2]) if len(sys.argv) > 2 else 0.3
NAMES = sys.argv[3:] or sorted(cardlab.GAMES)
PLAYERS = {"comrade": 3, "notice": 3, "skull_collector": 3, "trumps": 3, "comp13": 4}
HERO = 0


STATS = {"rounds": 0, "changed": 0}


def one(name: str, seed: int, hero: bool) -> tuple[float, float, int, float]:
    """One deal: (value, success) for seat HERO, coach decisions and their seconds
    (the coach's rounds and changed choices are added up in STATS)."""
    g = cardlab.new_game(name, players=PLAYERS[name], seed=seed)
    adapter = coach.adapter_of(g)
    bots = {s: bot_for(name, seed=seed * 8 + s) for s in range(g.players)}
    bot = None
    if hero:
        bot = coach.CoachBot(g, seed=seed, playouts=None, seconds=SECONDS)
        bots[HERO] = bot
    start = time.perf_counter()
    value, success = coach.playout(g, HERO, adapter, bots)
    spent = time.perf_counter() - start
    if bot is not None:
        STATS["rounds"] += bot.rounds
        STATS["changed"] += bot.changed
    return value, success, (bot.decisions if bot else 0), spent


def interval(xs: list[float]) -> str:
    m, se = coach._mean_se(xs)
    return f"{m:8.3f} ± {1.96 * se:.3f}"


def main() -> None:
    print(machine())
    print(f"{DEALS} deals per game, coach bot in seat {HERO}, {SECONDS} s per decision")
    for name in NAMES:
        measure, goal = cardlab.GAMES[name].measure
        STATS.update(rounds=0, changed=0)
        base = [one(name, i, False) for i in range(DEALS)]
        trial = [one(name, i, True) for i in range(DEALS)]
        diff = [t[0] - b[0] for t, b in zip(trial, base, strict=True)]
        decisions = sum(t[2] for t in trial)
        spent = sum(t[3] for t in trial)
        print(f"\n{name}: {measure} of seat {HERO} (mean ± 95 %)")
        print(f"  coach bot  {interval([t[0] for t in trial])}   {goal}: "
              f"{interval([t[1] for t in trial])}")
        print(f"  own bot    {interval([b[0] for b in base])}   {goal}: "
              f"{interval([b[1] for b in base])}")
        m, se = coach._mean_se(diff)
        verdict = "better" if m - 1.96 * se > 0 else ("worse" if m + 1.96 * se < 0 else
                                                       "not distinguishable")
        print(f"  paired difference {m:+.3f} ± {1.96 * se:.3f}: {verdict} at 95 %")
        if goal == "skull":  # what the coach ranks by: a skull costs SKULL_COST points
            cost = coach.SKULL_COST
            ranked = [(t[0] - cost * t[1]) - (b[0] - cost * b[1])
                      for t, b in zip(trial, base, strict=True)]
            m, se = coach._mean_se(ranked)
            print(f"  points − {cost:.0f} × skull, paired difference {m:+.3f} ± {1.96 * se:.3f}")
        per = spent / decisions if decisions else math.nan
        print(f"  {decisions} coach decisions, {per:.3f} s each (whole deal time / decisions);"
              f" {STATS['rounds'] / max(decisions, 1):.0f} rounds of playouts each on average;"
              f" it played another action than its bot in {STATS['changed']}")


if __name__ == "__main__":
    main()
