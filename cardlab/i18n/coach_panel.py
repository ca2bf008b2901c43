"""Messages of the coach panel at the table (cardlab.ui.coach, cardlab.layout.coach_panel)
and of its switch in the controls."""

_SHORT = {
    "comrade": ("team makes every bid: {chance}% (±{cm})",
                "全員が宣言どおり:{chance}%(±{cm})"),
    "notice": ("deal score {value} (±{vm}) · target met {chance}%",
               "得点{value}(±{vm})・目標達成{chance}%"),
    "skull_collector": ("{value} points (±{vm}) · skull {chance}%",
                        "{value}点(±{vm})・髑髏{chance}%"),
    "trumps": ("score {value} (±{vm}) · win {chance}%",
               "得点{value}(±{vm})・勝ち{chance}%"),
    "comp13": ("score change {value} (±{vm}) · win {chance}%",
               "得点の変化{value}(±{vm})・勝ち{chance}%"),
}

_WHY = {
    "comrade": ("After this choice the team made every bid in {chance}% of {playouts} "
                "playouts, more often than after any other choice.",
                "この手のあと、{playouts}回のプレイアウトのうち{chance}%で全員が宣言どおりに"
                "取れました。ほかのどの手よりも高い割合です。"),
    "notice": ("This choice scores {value} points this deal on average, and your target is "
               "met in {chance}% of {playouts} playouts: the best average of all choices.",
               "この手はこのディールで平均{value}点、{playouts}回中{chance}%で目標を達成します。"
               "平均点がいちばん高い手です。"),
    "skull_collector": ("This choice brings {value} points this deal on average and a skull "
                        "in {chance}% of {playouts} playouts: the best balance of points "
                        "and skull risk.",
                        "この手はこのディールで平均{value}点、{playouts}回中{chance}%で髑髏を"
                        "取ります。点と髑髏の危険のつり合いがいちばん良い手です。"),
    "trumps": ("This choice ends the deal with {value} points on average and wins in "
               "{chance}% of {playouts} playouts: the best average of all choices.",
               "この手はディールの終わりに平均{value}点、{playouts}回中{chance}%で勝ちます。"
               "平均点がいちばん高い手です。"),
    "comp13": ("This choice changes your score by {value} on average and wins in {chance}% "
               "of {playouts} playouts: the best average of all choices.",
               "この手で得点は平均{value}変わり、{playouts}回中{chance}%で勝ちます。"
               "平均がいちばん良い手です。"),
}

_HELP_EN = ("How the coach counts: it deals the cards you have not seen at random, many "
            "times, in every way that fits what you know, and lets bots play each of your "
            "choices to the end of the deal. Each number is an average over those "
            "playouts; ± is its margin (about 95% sure). {goal}")
_HELP_JA = ("コーチの数え方:まだ見ていないカードを、あなたが知っていることに合うように何度も"
            "ランダムに配り直し、あなたの手それぞれのあとをボットにディールの終わりまで"
            "プレイさせます。数字はそのプレイアウトの平均で、±はその誤差の幅(およそ95%の"
            "確かさ)です。{goal}")
_GOALS = {
    "comrade": ("The percentage is how often the whole team made every bid.",
                "%は、チーム全員が宣言どおりに取れた割合です。"),
    "notice": ("Deal score: your points for this deal; target met: how often you take "
               "exactly your target.",
               "得点はこのディールのあなたの点、目標達成は取ったトリック数が目標どおりになった"
               "割合です。"),
    "skull_collector": ("Points: what you score this deal; skull: how often you collect a "
                        "skull (it costs a party member, so the coach avoids it).",
                        "点はこのディールのあなたの得点、髑髏はあなたが髑髏を取る割合です"
                        "(仲間を失うので、コーチは避けます)。"),
    "trumps": ("Score: your points at the end of this deal; win: how often you win.",
               "得点はこのディールの終わりのあなたの点、勝ちはあなたが勝つ割合です。"),
    "comp13": ("Score change: how much your score goes up (or down) by the end of this "
               "deal; win: how often you win.",
               "得点の変化はこのディールの終わりまでにあなたの点がどれだけ増える(減る)か、"
               "勝ちはあなたが勝つ割合です。"),
}

MESSAGES = {
    # the switch in the controls
    "ui.coach": {"en": "Coach", "ja": "コーチ"},
    "ui.coach.tip": {
        "en": "Show what you know and what each of your choices is likely to bring",
        "ja": "あなたが知っていることと、それぞれの手の見込みを表示します",
    },
    "ui.coach.locked": {
        "en": "The coach is off for this exam: your teacher turned it off.",
        "ja": "このテストではコーチは使えません(先生がオフにしました)。",
    },
    "ui.coach_allowed": {"en": "coach allowed", "ja": "コーチを許可"},
    "ui.coach_allowed.tip": {
        "en": "Teacher: switch off to forbid the coach (an exam)",
        "ja": "先生用:オフにするとコーチを使えなくなります(テストのとき)",
    },
    "ui.link.coach": {
        "en": "coach={value}: the coach is 1 (on) or 0 (off), so it is off",
        "ja": "coach={value}:コーチは1(オン)か0(オフ)です。オフで始めました",
    },
    "ui.link.exam": {
        "en": "exam={value}: an exam is 1 (the coach is forbidden) or 0, so it is not one",
        "ja": "exam={value}:テストは1(コーチを使えない)か0です。テストではなく始めました",
    },
    # the panel
    "coach.panel.title": {"en": "Coach", "ja": "コーチ"},
    "coach.panel.know": {"en": "What you know", "ja": "あなたが知っていること"},
    "coach.panel.unseen": {
        "en": "Cards you have not seen ({count})",
        "ja": "まだ見ていないカード({count}枚)",
    },
    "coach.panel.best": {"en": "Best choice", "ja": "いちばん良い手"},
    "coach.panel.help_title": {"en": "What do the numbers mean?", "ja": "数字の意味は?"},
    "coach.panel.rows": {
        "en": "Each choice ({playouts} playouts)",
        "ja": "それぞれの手({playouts}回のプレイアウト)",
    },
    "coach.panel.hover": {
        "en": "Point at a card or a button to see its estimate here.",
        "ja": "カードやボタンにマウスを合わせると、ここにその見込みが出ます。",
    },
    "coach.panel.thinking_start": {"en": "thinking…", "ja": "考え中…"},
    "coach.panel.thinking": {
        "en": "thinking… {done} of {target} playouts",
        "ja": "考え中… {target}回中{done}回のプレイアウト",
    },
    "coach.panel.waiting": {
        "en": "The coach answers when it is your turn.",
        "ja": "あなたの番になるとコーチが答えます。",
    },
    "coach.panel.one": {
        "en": "Only one move is possible now: nothing to choose.",
        "ja": "いまできる手はひとつだけです(選ぶ必要はありません)。",
    },
    "coach.panel.error": {
        "en": "The coach stopped: {error}",
        "ja": "コーチが止まりました:{error}",
    },
    "coach.panel.close": {
        "en": "{other} is about as good: the playouts cannot tell them apart.",
        "ja": "{other}もほぼ同じくらい良い手です(プレイアウトでは差がつきません)。",
    },
}

for _name, (_en, _ja) in _SHORT.items():
    MESSAGES[f"coach.panel.short.{_name}"] = {"en": _en, "ja": _ja}
for _name, (_en, _ja) in _WHY.items():
    MESSAGES[f"coach.panel.why.{_name}"] = {"en": _en, "ja": _ja}
for _name, (_en, _ja) in _GOALS.items():
    MESSAGES[f"coach.panel.help.{_name}"] = {
        "en": _HELP_EN.replace("{goal}", _en), "ja": _HELP_JA.replace("{goal}", _ja)}
