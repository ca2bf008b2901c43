"""Skull Collector: a trick-taking game for exactly 3 players with cursed skulls and a late
trump.

Everything Skull Collector is, in one package: its rules (``rules.py``, the engine), its table
layout (``layout.py``), bot (``bot.py``), coach adapter (``coach.py``), class-deal result
(``result.py``), soak checks (``checks.py``) and messages, registered once by the kit below.
The engine's public names are re-exported here
(``from cardlab.games.skull_collector import SkullCollector``).
"""

from cardlab.games.skull_collector import checks
from cardlab.games.skull_collector.beginner import SLIP, SkullBeginner
from cardlab.games.skull_collector.bot import SkullBot
from cardlab.games.skull_collector.coach import SkullCoach
from cardlab.games.skull_collector.homework_messages import MESSAGES as HOMEWORK_MESSAGES
from cardlab.games.skull_collector.layout import LAYOUT
from cardlab.games.skull_collector.lean import lean_state
from cardlab.games.skull_collector.lesson_messages import MESSAGES as LESSON_MESSAGES
from cardlab.games.skull_collector.messages import MESSAGES
from cardlab.games.skull_collector.result import deal_result
from cardlab.games.skull_collector.rules import *  # noqa: F403
from cardlab.games.skull_collector.rules import SkullCollector
from cardlab.kit import GameKit, register

KIT = register(GameKit(
    game=SkullCollector,
    code=2,
    layout=LAYOUT,
    bot=SkullBot,
    coach=SkullCoach(),
    measure=("deal_points", "skull"),
    # its own beginner makes its learners' mistakes (beginner.py); it misreads a trick this
    # often, and a newcomer following the lesson wins ≈ 46 % of the games against two
    # (a fair share is 33 %; benchmarks/newcomer.py; README)
    beginner_slip=SLIP,
    bots={"beginner": SkullBeginner},
    result=deal_result,
    soak_options=checks.soak_options,
    ledger=checks.ledger,
    messages=(MESSAGES, LESSON_MESSAGES, HOMEWORK_MESSAGES),
    lesson="cardlab.games.skull_collector.lesson",
    homework="cardlab.games.skull_collector.homework",
    lean=lean_state,
))
