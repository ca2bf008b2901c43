"""The game package: its rules (`rules.py`), bot, messages and lesson texts."""

from cardlab import i18n as _i18n
from cardlab.games.comp13 import bot as _bot  # noqa: F401  (registers the bot)
from cardlab.games.comp13 import layout as _layout  # noqa: F401  (declares the layout)
from cardlab.games.comp13 import lesson_messages as _lesson_messages
from cardlab.games.comp13 import messages as _messages
from cardlab.games.comp13.rules import *  # noqa: F403

_i18n.register(_messages.MESSAGES)
_i18n.register(_lesson_messages.MESSAGES)
