"""Messages of the bot levels (:func:`cardlab.bots.bot_for`: their names, the refusal of
a level no game offers, the link's ``bots=``) and of the coach's hindsight after a deal
(:mod:`cardlab.coach.hindsight`)."""

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

# the coach's hindsight after a deal (cardlab.coach.hindsight)
MESSAGES |= {
    "coach.hindsight": {
        "en": "Move {step}: you played {played}; {better} was clearly better here — "
              "{goal} {chance_better}% vs {chance_played}%, {measure} {value_better} vs "
              "{value_played} ({playouts} sampled deals).",
        "ja": "{step}手目:あなたは {played} を選びました。ここでは {better} の方がはっきり"
              "良い手でした({goal} {chance_better}% 対 {chance_played}%、{measure} "
              "{value_better} 対 {value_played}、サンプル{playouts}回)。",
    },
    "ui.msg.hindsight": {
        "en": "The coach's hindsight: {count} decisions of yours where another choice was "
              "clearly better (marked on the timeline).",
        "ja": "コーチのふり返り:ほかの手の方がはっきり良かった場面が{count}か所あります"
              "(タイムラインに印があります)。",
    },
    "ui.msg.hindsight_thinking": {
        "en": "The coach is looking back over the deal… you can step through it meanwhile; "
              "its marks appear on the timeline when it is done.",
        "ja": "コーチがディールをふり返っています…その間もタイムラインを動かせます。"
              "終わると印が付きます。",
    },
    "ui.msg.hindsight_seat": {
        "en": "Choose whose decisions to look back on: a spectator has none.",
        "ja": "ふり返る席を選んでください。観戦しているだけでは選んだ手がありません。",
    },
    "coach.hindsight.none": {
        "en": "The coach found no decision of yours in this deal where another choice was "
              "clearly better.",
        "ja": "このディールで、ほかの手の方がはっきり良かった場面はコーチには見つかりません"
              "でした。",
    },
    "coach.hindsight.title": {"en": "Why? The coach's hindsight", "ja": "なぜ?コーチのふり返り"},
    "coach.hindsight.mark": {"en": "move {step}: {better}?", "ja": "{step}手目:{better}?"},
    "coach.hindsight.goal.target": {"en": "target met", "ja": "目標達成"},
    "coach.hindsight.goal.win": {"en": "win", "ja": "勝ち"},
    "coach.hindsight.goal.skull": {"en": "a skull taken", "ja": "髑髏を取る"},
    "coach.hindsight.measure.deal_score": {"en": "deal score", "ja": "ディールの得点"},
    "coach.hindsight.measure.win": {"en": "win rate", "ja": "勝率"},
    "coach.hindsight.measure.score": {"en": "score", "ja": "得点"},
    "coach.hindsight.measure.deal_points": {"en": "points of the deal", "ja": "ディールの得点"},
    "coach.hindsight.measure.score_change": {"en": "score", "ja": "得点"},
}
