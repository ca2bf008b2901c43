"""Trumps: a set-collection game for 2 or 3 players with the Pairs deck.

Everything Trumps is, in one package: its rules (``rules.py``, the engine), its table
layout (``layout.py``), bot (``bot.py``), coach adapter (``coach.py``), class-deal result
(``result.py``), soak checks (``checks.py``) and messages, registered once by the kit below.
The engine's public names are re-exported here (``from cardlab.games.trumps import Trumps``).
"""

from cardlab.games.trumps import checks
from cardlab.games.trumps.bot import TrumpsBot
from cardlab.games.trumps.coach import TrumpsCoach
from cardlab.games.trumps.homework_messages import MESSAGES as HOMEWORK_MESSAGES
from cardlab.games.trumps.layout import LAYOUT
from cardlab.games.trumps.lean import lean_state
from cardlab.games.trumps.lesson_messages import MESSAGES as LESSON_MESSAGES
from cardlab.games.trumps.messages import MESSAGES
from cardlab.games.trumps.result import deal_result
from cardlab.games.trumps.rules import *  # noqa: F403
from cardlab.games.trumps.rules import Trumps
from cardlab.kit import GameKit, register

KIT = register(GameKit(
    game=Trumps,
    code=3,
    layout=LAYOUT,
    bot=TrumpsBot,
    # a newcomer following the lesson wins ≈ 51 % of the deals against beginners slipping
    # this often (≈ 21 % at 0.35; a fair share is 33 %; benchmarks/newcomer.py)
    beginner_slip=0.65,
    coach=TrumpsCoach(),
    measure=("score", "win"),
    result=deal_result,
    soak_options=checks.soak_options,
    ledger=checks.ledger,
    messages=(MESSAGES, LESSON_MESSAGES, HOMEWORK_MESSAGES),
    lesson="cardlab.games.trumps.lesson",
    homework="cardlab.games.trumps.homework",
    lean=lean_state,
))
