"""Comp-13: make one field 13 (a Comp) or all four fields 52 (an All-Ground).

Everything Comp-13 is, in one package: its rules (``rules.py``, the engine), its table
layout (``layout.py``), bot (``bot.py``), coach adapter (``coach.py``), class-deal result
(``result.py``), soak checks (``checks.py``) and messages, registered once by the kit below.
The engine's public names are re-exported here (``from cardlab.games.comp13 import Comp13``).
"""

from cardlab.games.comp13 import checks
from cardlab.games.comp13.bot import Comp13Bot
from cardlab.games.comp13.coach import Comp13Coach
from cardlab.games.comp13.homework_messages import MESSAGES as HOMEWORK_MESSAGES
from cardlab.games.comp13.layout import LAYOUT
from cardlab.games.comp13.lean import lean_state
from cardlab.games.comp13.lesson_messages import MESSAGES as LESSON_MESSAGES
from cardlab.games.comp13.messages import MESSAGES
from cardlab.games.comp13.result import deal_result
from cardlab.games.comp13.rules import *  # noqa: F403
from cardlab.games.comp13.rules import Comp13
from cardlab.kit import GameKit, register

KIT = register(GameKit(
    game=Comp13,
    code=4,
    layout=LAYOUT,
    bot=Comp13Bot,
    coach=Comp13Coach(),
    measure=("score_change", "win"),
    # a newcomer following the lesson wins ≈ 47 % of the games (4 players) against
    # beginners slipping this often (≈ 45 % at 0.35; a fair share is 25 %;
    # benchmarks/newcomer.py)
    beginner_slip=0.45,
    result=deal_result,
    soak_options=checks.soak_options,
    ledger=checks.ledger,
    messages=(MESSAGES, LESSON_MESSAGES, HOMEWORK_MESSAGES),
    lesson="cardlab.games.comp13.lesson",
    homework="cardlab.games.comp13.homework",
    lean=lean_state,
))
