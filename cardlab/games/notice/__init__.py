"""Notice: predict the tricks of the hand you pass, then set a target for the hand you get.

Everything Notice is, in one package: its rules (``rules.py``, the engine), its table
layout (``layout.py``), bot (``bot.py``), coach adapter (``coach.py``), class-deal result
(``result.py``), soak checks (``checks.py``) and messages, registered once by the kit below.
The engine's public names are re-exported here (``from cardlab.games.notice import Notice``).
"""

from cardlab.games.notice import checks
from cardlab.games.notice.bot import NoticeBot
from cardlab.games.notice.coach import NoticeCoach
from cardlab.games.notice.homework_messages import MESSAGES as HOMEWORK_MESSAGES
from cardlab.games.notice.layout import LAYOUT
from cardlab.games.notice.lean import lean_state
from cardlab.games.notice.lesson_messages import MESSAGES as LESSON_MESSAGES
from cardlab.games.notice.messages import MESSAGES
from cardlab.games.notice.result import deal_result
from cardlab.games.notice.rules import *  # noqa: F403
from cardlab.games.notice.rules import Notice
from cardlab.kit import GameKit, register

KIT = register(GameKit(
    game=Notice,
    code=1,
    layout=LAYOUT,
    bot=NoticeBot,
    coach=NoticeCoach(),
    measure=("deal_score", "target"),
    # a newcomer following the lesson wins ≈ 52 % of the deals (4 players) against
    # beginners slipping this often (≈ 40 % at 0.35; a fair share is 25 %;
    # benchmarks/newcomer.py)
    beginner_slip=0.55,
    result=deal_result,
    soak_options=checks.soak_options,
    ledger=checks.ledger,
    messages=(MESSAGES, LESSON_MESSAGES, HOMEWORK_MESSAGES),
    lesson="cardlab.games.notice.lesson",
    homework="cardlab.games.notice.homework",
    lean=lean_state,
))
