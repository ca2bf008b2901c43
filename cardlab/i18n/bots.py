"""Messages of the bot levels (:func:`cardlab.bots.bot_for`): their names and the refusal
of a level no game offers."""

MESSAGES = {
    "bots.level.beginner": {"en": "beginner", "ja": "入門"},
    "bots.level.standard": {"en": "standard", "ja": "標準"},
    "bots.level.strong": {"en": "strong", "ja": "強い"},
    "ui.bots_level": {"en": "bots", "ja": "ボットの強さ"},
    "ui.bot_level": {"en": "bot · {level}", "ja": "ボット({level})"},
    "ui.link.bots": {
        "en": "bots={value}: the bots play at beginner, standard or strong, so they play at "
              "{used}",
        "ja": "bots={value}:ボットの強さは beginner(入門)・standard(標準)・strong(強い)"
              "のどれかです。{used}で始めました",
    },
    "bots.level.unknown": {
        "en": "There is no bot level {given!r}: choose {levels}.",
        "ja": "ボットの強さ {given!r} はありません。{levels} から選んでください。",
    },
}
