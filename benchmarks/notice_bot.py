"""Mean score per deal of one NoticeBot against RandomBots, for 3 and 4 players.

    PYTHONPATH=. .venv/bin/python benchmarks/notice_bot.py [deals]

The NoticeBot's seat turns from game to game; every deal of every game counts until
``deals`` deals have been played for each player count. Prints the NoticeBot's mean,
the RandomBots' mean and how often each hit its prediction and target.
"""

from __future__ import annotations

import statistics
import sys

from _common import cardlab, play_match, report

from cardlab.bots import RandomBot
from cardlab.games.notice.bot import NoticeBot

DEALS = int(sys.argv[1]) if len(sys.argv) > 1 else 2000


def run(players: int, deals: int) -> dict[str, float]:
    bot_rows: list[dict] = []
    rand_rows: list[dict] = []
    game = 0
    while len(bot_rows) < deals:
        me = game % players
        bots = {s: (NoticeBot(seed=game) if s == me else RandomBot(seed=game * 10 + s))
                for s in range(players)}
        g = play_match(cardlab.new_game("notice", players=players, seed=game), bots)
        for sheet in g.view(None)["table"]["score_sheet"]:
            if len(bot_rows) >= deals:
                break
            for row in sheet["rows"]:
                (bot_rows if row["seat"] == me else rand_rows).append(row)
        game += 1

    def mean(rows: list[dict], f: str) -> float:
        return statistics.fmean(r[f] for r in rows)

    def hit(rows: list[dict], a: str, b: str) -> float:
        return 100 * statistics.fmean(r[a] == r[b] for r in rows)

    return {
        "deals": float(len(bot_rows)),
        "NoticeBot mean score per deal": mean(bot_rows, "total"),
        "RandomBot mean score per deal": mean(rand_rows, "total"),
        "NoticeBot prediction hit %": hit(bot_rows, "prediction", "receiver_tricks"),
        "RandomBot prediction hit %": hit(rand_rows, "prediction", "receiver_tricks"),
        "NoticeBot target hit %": hit(bot_rows, "target", "tricks"),
        "RandomBot target hit %": hit(rand_rows, "target", "tricks"),
        "NoticeBot mean tricks": mean(bot_rows, "tricks"),
    }


def main() -> None:
    for players in (3, 4):
        report(f"notice, 1 NoticeBot vs {players - 1} RandomBots, {DEALS} deals",
               run(players, DEALS))


if __name__ == "__main__":
    main()
