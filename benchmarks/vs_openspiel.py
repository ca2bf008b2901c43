"""Random playouts side by side: OpenSpiel's Oh Hell and cardlab's Notice (3 players).

    .venv-bench/bin/python benchmarks/vs_openspiel.py [playouts_per_batch] [rounds]

Both games are the same size: 3 players, 32 cards (8 per suit), 10 tricks, trump
turned from the stock. Each playout is set up untimed (deal, then fixed bids for
OpenSpiel; fixed predictions and targets for cardlab), then its trick play is timed
from a Python loop — list the legal actions, pick one at random, apply it — until the
deal ends. Batches alternate A B A B … so drift in the machine hits both alike. The
figure is µs per card played (median over playouts) and the ratio cardlab / OpenSpiel.
A Notice game has several deals, so cardlab's last card of the deal also scores it and
deals the next one; that work is inside cardlab's time. The same deals are also played
on cardlab's lean path (:mod:`cardlab.sim`: the bitmask trick play the coach's playouts
use, tested in ``tests/games/test_sim.py`` to reach the same states as ``play()``), printed as
a third figure.

`make bench` installs OpenSpiel (PyPI ``open-spiel``) into ``.venv-bench``; without it
this script says so in one line and exits 0.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from typing import Any

try:
    import pyspiel  # type: ignore[import-not-found]
except ImportError:
    pyspiel = None

OPENSPIEL_GAME = "oh_hell(players=3,num_tricks_fixed=10,num_cards_per_suit=8)"
PER_BATCH = int(sys.argv[1]) if len(sys.argv) > 1 else 200
ROUNDS = int(sys.argv[2]) if len(sys.argv) > 2 else 10
DECK = 32
BID = 3  # the fixed bid / prediction / target of every seat


def openspiel_ready(game: Any, rng: random.Random) -> Any:
    """An Oh Hell state dealt at random and bid (3 each when legal): trick play next."""
    state = game.new_initial_state()
    while state.is_chance_node():
        outcomes = state.chance_outcomes()
        state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
    bid_action = DECK + BID  # actions 0..31 are cards, 32 + b is the bid b
    while True:
        legal = state.legal_actions()
        if min(legal) < DECK:
            return state
        state.apply_action(bid_action if bid_action in legal else legal[0])


def openspiel_playout(state: Any, rng: random.Random) -> tuple[int, int]:
    """Play ``state`` out at random; return (ns, cards played)."""
    clock = time.perf_counter_ns
    plays = 0
    t0 = clock()
    while not state.is_terminal():
        legal = state.legal_actions()
        state.apply_action(legal[rng.randrange(len(legal))])
        plays += 1
    return clock() - t0, plays


def cardlab_ready(seed: int) -> Any:
    """A Notice game (3 players) with every prediction and target made: trick play next."""
    import cardlab

    g = cardlab.new_game("notice", players=3, seed=seed)
    for s in range(3):
        g.play(f"predict {BID}", s)
    for s in range(3):
        g.play(f"target {BID}", s)
    return g


def cardlab_playout(g: Any, rng: random.Random) -> tuple[int, int]:
    """Play the first deal of ``g`` out at random; return (ns, cards played)."""
    clock = time.perf_counter_ns
    plays = 0
    t0 = clock()
    while g.phase == "play" and g.deal_number == 1:
        seat = g.to_move[0]
        legal = g.legal_actions(seat)
        g.play(legal[rng.randrange(len(legal))], seat)
        plays += 1
    return clock() - t0, plays


def lean_playout(st: Any, rng: random.Random) -> tuple[int, int]:
    """The same random play on cardlab's lean path (:mod:`cardlab.sim`, what the coach's
    playouts use: no checks, no events); return (ns, cards played)."""
    from cardlab.sim import bits

    clock = time.perf_counter_ns
    plays = 0
    t0 = clock()
    while not st.over:
        legal = bits(st.legal(st.to_move))
        st.play(legal[rng.randrange(len(legal))])
        plays += 1
    return clock() - t0, plays


def main() -> None:
    if pyspiel is None:
        print("vs_openspiel: pyspiel is not installed (pip install open-spiel; `make bench` "
              "does it in .venv-bench) - skipped")
        return
    from _common import machine

    game = pyspiel.load_game(OPENSPIEL_GAME)
    rng = random.Random(1)
    from cardlab.sim import lean

    per_card: dict[str, list[float]] = {"openspiel": [], "cardlab": [], "lean": []}
    plays: dict[str, int] = {"openspiel": 0, "cardlab": 0, "lean": 0}
    seed = 0
    for _ in range(ROUNDS):
        states = [openspiel_ready(game, rng) for _ in range(PER_BATCH)]  # A
        for st in states:
            ns, n = openspiel_playout(st, rng)
            per_card["openspiel"].append(ns / 1000 / n)
            plays["openspiel"] += n
        games = [cardlab_ready(seed + i) for i in range(PER_BATCH)]  # B
        leans = [lean(g) for g in games]  # C: the same deals on the lean path
        seed += PER_BATCH
        for st in leans:
            ns, n = lean_playout(st, rng)
            per_card["lean"].append(ns / 1000 / n)
            plays["lean"] += n
        for g in games:
            ns, n = cardlab_playout(g, rng)
            per_card["cardlab"].append(ns / 1000 / n)
            plays["cardlab"] += n
    a = statistics.median(per_card["openspiel"])
    b = statistics.median(per_card["cardlab"])
    c = statistics.median(per_card["lean"])
    print("# random trick play, 3 players, 32 cards, 10 tricks: OpenSpiel oh_hell vs cardlab "
          "notice")
    print(f"machine: {machine()}")
    print(f"pyspiel: {getattr(pyspiel, '__version__', '?')}; game: {OPENSPIEL_GAME}")
    print(f"batches: {ROUNDS} x (A: {PER_BATCH} OpenSpiel playouts, B: {PER_BATCH} cardlab "
          f"playouts through play() and the same deals on the lean path), alternating")
    print(f"OpenSpiel µs per card played (median over playouts): {a:.2f}  "
          f"({plays['openspiel']} cards)")
    print(f"cardlab   µs per card played (median over playouts): {b:.2f}  "
          f"({plays['cardlab']} cards)")
    print(f"cardlab lean path (cardlab.sim) µs per card: {c:.2f}  ({plays['lean']} cards)")
    print(f"ratio cardlab / OpenSpiel: {b / a:.2f} through play() (checked, with events); "
          f"{c / a:.2f} on the lean path")


if __name__ == "__main__":
    main()
