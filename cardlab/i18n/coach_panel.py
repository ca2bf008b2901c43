"""Messages of the coach panel at the table (cardlab.ui.coach, cardlab.layout.coach_panel)
and of its switch in the controls. Each game's own sentences (``coach.panel.short.<game>``,
``coach.panel.why.<game>``, ``coach.panel.goal.<game>``: what its numbers mean) are in its
package's catalogue."""

_HELP_EN = ("How the coach counts: it deals the cards you have not seen at random, many "
            "times, in every way that fits what you know, and lets bots play each of your "
            "choices to the end of the deal. Each number is an average over those "
            "playouts; ± is its margin (about 95% sure). {goal}")
_HELP_JA = ("コーチの数え方:まだ見ていないカードを、あなたが知っていることに合うように何度も"
            "ランダムに配り直し、あなたの手それぞれのあとをボットにディールの終わりまで"
            "プレイさせます。数字はそのプレイアウトの平均で、±はその誤差の幅(およそ95%の"
            "確かさ)です。{goal}")
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
MESSAGES["coach.panel.help"] = {"en": _HELP_EN, "ja": _HELP_JA}
