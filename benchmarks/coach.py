"""The tournament table: a bot level against each game's own bot, on duplicate deals.

For every game and every player count it allows, N seeded deals are each played once per
seat with the trial bot in that seat (the game's own bots everywhere else) and once with
the game's own bot there — the same deals with the seats swapped, so the luck of the
cards cancels out of the paired difference. The trial bot is a level of
:func:`cardlab.bots.bot_for` (``"coach"``: :class:`cardlab.coach.CoachBot`, the default).
Printed per game and player count: the measure the coach estimates for the trial seat
(mean with a 95 % interval, for the trial and the baseline), the paired difference with
its interval and a verdict at 95 %, the goal's rate, and seconds per coach decision.
Nothing is asserted.

    PYTHONPATH=. .venv/bin/python benchmarks/coach.py [deals] [seconds per decision] \
        [level] [games…]

The budget of a coach decision is seconds by the wall clock (``0.3``), or a number of
rounds of playouts (``60r``: every decision 60 samples × its legal actions, whatever the
machine's load, so the figures do not depend on it). A game may be named with its player
counts (``comp13:3,4``); else every count it allows is played.
"""

from __future__ import annotations

import sys
import time

from _common import cardlab, machine

from cardlab import coach
from cardlab.bots import bot_for

DEALS = int(sys.argv[1]) if len(sys.argv) > 1 else 10
BUDGET = sys.argv[2] if len(sys.argv) > 2 else "0.3"
ROUNDS = int(BUDGET[:-1]) if BUDGET.endswith("r") else None
SECONDS = None if ROUNDS is not None else float(BUDGET)
LEVEL = sys.argv[3] if len(sys.argv) > 3 else "coach"
NAMES = sys.argv[4:] or list(cardlab.GAMES)


def tables(names: list[str]) -> list[tuple[str, int]]:
    """The (game, player count) tables of ``names`` (``"comp13:3,4"`` names the counts).

    >>> tables(["comp13:3,4", "trumps"])
    [('comp13', 3), ('comp13', 4), ('trumps', 2), ('trumps', 3)]
    """
    out = []
    for word in names:
        name, _, counts = word.partition(":")
        players = [int(k) for k in counts.split(",")] if counts else cardlab.GAMES[name].players
        out.extend((name, k) for k in players)
    return out


STATS = {"rounds": 0, "changed": 0}


def one(name: str, players: int, seed: int, hero: int, trial: bool
        ) -> tuple[float, float, int, float]:
    """One deal: (value, success) for seat ``hero`` (the trial bot there when ``trial``),
    coach decisions and the deal's seconds (the coach's rounds and changed choices are
    added up in STATS)."""
    g = cardlab.new_game(name, players=players, seed=seed)
    adapter = coach.adapter_of(g)
    bots = {s: bot_for(name, seed=seed * 8 + s) for s in range(g.players)}
    bot = None
    if trial:
        bot = bot_for(g, seed=seed, level=LEVEL)
        if isinstance(bot, coach.CoachBot):
            bot.playouts, bot.seconds = ROUNDS, SECONDS
        bots[hero] = bot
    start = time.perf_counter()
    value, success = coach.playout(g, hero, adapter, bots)
    spent = time.perf_counter() - start
    if isinstance(bot, coach.CoachBot):
        STATS["rounds"] += bot.rounds
        STATS["changed"] += bot.changed
    return value, success, getattr(bot, "decisions", 0), spent


def interval(xs: list[float]) -> str:
    m, se = coach._mean_se(xs)
    return f"{m:8.3f} ± {1.96 * se:.3f}"


def table(name: str, players: int) -> None:
    """The duplicate deals of one game and player count, printed."""
    measure, goal = cardlab.GAMES[name].measure
    STATS.update(rounds=0, changed=0)
    pairs = [(seed, hero) for seed in range(DEALS) for hero in range(players)]
    base = [one(name, players, seed, hero, False) for seed, hero in pairs]
    trial = [one(name, players, seed, hero, True) for seed, hero in pairs]
    diff = [t[0] - b[0] for t, b in zip(trial, base, strict=True)]
    decisions = sum(t[2] for t in trial)
    spent = sum(t[3] for t in trial)
    print(f"\n{name}, {players} players: {measure} of the trial seat, {len(pairs)} deals "
          f"({DEALS} deals × {players} seats; mean ± 95 %)")
    print(f"  {LEVEL:<10} {interval([t[0] for t in trial])}   {goal}: "
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
    if decisions:
        print(f"  {decisions} coach decisions, {spent / decisions:.3f} s each (deal time / "
              f"decisions); {STATS['rounds'] / decisions:.0f} rounds of playouts each; "
              f"another action than its bot's in {STATS['changed']}", flush=True)


def main() -> None:
    print(machine())
    budget = f"{ROUNDS} rounds of playouts" if ROUNDS is not None else f"{SECONDS} s"
    print(f"{DEALS} deals per game and player count, each with the {LEVEL!r} bot in every "
          f"seat in turn; {budget} per coach decision", flush=True)
    for name, players in tables(NAMES):
        table(name, players)


if __name__ == "__main__":
    main()
