"""Comrade: a cooperative, no-trump, must-follow trick-taking game for 3, 4 or 5 players.

Everything Comrade is, in one package: its rules (``rules.py``, the engine), its table
layout (``layout.py``), bot (``bot.py``), coach adapter (``coach.py``), class-deal result
(``result.py``), soak checks (``checks.py``) and messages, registered once by the kit below.
The engine's public names are re-exported here (``from cardlab.games.comrade import Comrade``).
"""

from cardlab.games.comrade import checks
from cardlab.games.comrade.bot import ComradeBot
from cardlab.games.comrade.coach import ComradeCoach
from cardlab.games.comrade.homework_messages import MESSAGES as HOMEWORK_MESSAGES
from cardlab.games.comrade.layout import LAYOUT
from cardlab.games.comrade.lean import lean_state
from cardlab.games.comrade.lesson_messages import MESSAGES as LESSON_MESSAGES
from cardlab.games.comrade.messages import MESSAGES
from cardlab.games.comrade.result import deal_result
from cardlab.games.comrade.rules import *  # noqa: F403
from cardlab.games.comrade.rules import Comrade
from cardlab.kit import GameKit, register

KIT = register(GameKit(
    game=Comrade,
    code=0,
    layout=LAYOUT,
    bot=ComradeBot,
    coach=ComradeCoach(),
    measure=("win", "win"),
    # cooperative: the bots are the learner's teammates, and a teammate's slip is the
    # learner's loss too. The table a newcomer can win about half of is the one with the
    # best teammates, so its beginner level seats the strong bots (the coach): a scripted
    # newcomer makes ≈ 50 % of the deals with them, ≈ 31 % with the standard bot
    # (benchmarks/newcomer.py; README, "A newcomer against beginner bots"). The slip is
    # what a BeginnerBot around ComradeBot would use (``--slip``; never, here).
    beginner_slip=0.0,
    bots={"beginner": "strong"},
    result=deal_result,
    soak_options=checks.soak_options,
    ledger=checks.ledger,
    messages=(MESSAGES, LESSON_MESSAGES, HOMEWORK_MESSAGES),
    lesson="cardlab.games.comrade.lesson",
    homework="cardlab.games.comrade.homework",
    lean=lean_state,
    capabilities=frozenset({"solver"}),
))
