"""Python handling of one intent by the table widget: validate, play, compute the new view.

An intent arrives as the browser sends it (a custom comm message ``{"act": ...}``) and is
timed until every trait is recomputed (view, actions, texts, log, message). Every seat is
human (pass and play), so one intent is one action. Also printed: an illegal intent (the
reason comes back) and an intent that the bots answer at once (bot_delay=0).

    .venv/bin/python benchmarks/ui_intent.py [deals]
"""

from __future__ import annotations

import statistics
import sys
import time
from typing import Any

from _common import cardlab, report

from cardlab.ui import Table

DEALS = int(sys.argv[1]) if len(sys.argv) > 1 else 60


def send(table: Table, act: Any) -> None:
    table._handle_msg({"content": {"data": {"method": "custom", "content": {"act": act}}},
                       "buffers": []})


def stats(ms: list[float]) -> dict[str, Any]:
    ms = sorted(ms)
    return {"median_ms": statistics.median(ms), "p95_ms": ms[int(0.95 * (len(ms) - 1))],
            "mean_ms": statistics.fmean(ms), "intents": len(ms)}


def main() -> None:
    clock = time.perf_counter
    legal_ms: list[float] = []
    illegal_ms: list[float] = []
    for deal in range(DEALS):
        table = Table(cardlab.new_game("comrade", players=3, seed=deal), lang="ja",
                      bot_delay=0, bots=())
        for act in ("take 4S", "take 4H", "take 4D"):  # bids total 12: the trick round
            t0 = clock()
            send(table, act)
            legal_ms.append((clock() - t0) * 1000)
        while not table.game.is_over:
            seat = table.view["viewer"]
            hand = table.view["seats"][seat]["hand"]
            legal = table.view["legal"]
            wrong = next((c for c in hand if c not in legal), None)
            if wrong is not None:
                t0 = clock()
                send(table, wrong)
                illegal_ms.append((clock() - t0) * 1000)
            t0 = clock()
            send(table, legal[0])
            legal_ms.append((clock() - t0) * 1000)
    report("ui intent: legal intent → played → new view and traits (Comrade, 3 players)",
           stats(legal_ms))
    report("ui intent: illegal intent → reason on the message line", stats(illegal_ms))

    with_bots: list[float] = []
    for deal in range(DEALS):
        table = Table(cardlab.new_game("comrade", players=3, seed=deal), lang="ja", bot_delay=0)
        while not table.game.is_over:
            act = table.view["legal"][0]
            t0 = clock()
            send(table, act)
            with_bots.append((clock() - t0) * 1000)
    report("ui intent: intent answered by two bots at once (bot_delay=0)", stats(with_bots))
    print("target: median ≤ 5 ms for one intent")


if __name__ == "__main__":
    main()
