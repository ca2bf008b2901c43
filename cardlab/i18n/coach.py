"""Messages of the coach (``coach.*``): what a seat knows and why an action is better
(:mod:`cardlab.coach`), and the coach panel at the table with its switch.

Each game's own sentences (``coach.why.best.<game>``, ``coach.why.worse.<game>``,
``coach.panel.short.<game>``, ``coach.panel.why.<game>``, ``coach.panel.goal.<game>``: what
its numbers mean) are in its package's catalogue (``cardlab/games/<game>/messages.py``).
"""

MESSAGES = {
    "coach.unseen": {
        "en": "You have not seen {count} cards: {parts}.",
        "ja": "まだ見ていないカードは{count}枚です:{parts}。",
    },
    "coach.suit_count": {"en": "{suit:suit} {count}", "ja": "{suit:suit} {count}枚"},
    "coach.hand_size": {
        "en": "{seat:seat} holds {count} cards.",
        "ja": "{seat:seat}の手札は{count}枚です。",
    },
    "coach.void": {
        "en": "{seat:seat} has no {suits} left: it did not follow.",
        "ja": "{seat:seat}は{suits}を持っていません(フォローしませんでした)。",
    },
    "coach.known": {
        "en": "{seat:seat} holds {cards:cards}: you know where they went.",
        "ja": "{seat:seat}は{cards:cards}を持っています(行き先を知っています)。",
    },
    "coach.hidden.stock": {
        "en": "{count} cards lie face down in the stock.",
        "ja": "山札に{count}枚が伏せてあります。",
    },
    "coach.hidden.chest": {
        "en": "{count} cards of the others lie face down in the chest.",
        "ja": "宝箱にはほかの人のカードが{count}枚伏せてあります。",
    },
    "coach.hidden.given": {
        "en": "{count} passed cards are on their way, face down.",
        "ja": "渡されたカード{count}枚が伏せたまま移動中です。",
    },
    "coach.hidden.reserve": {
        "en": "{count} cards lie face down in the reserve.",
        "ja": "脇に{count}枚が伏せてあります。",
    },
    # the coach panel at the table (cardlab.ui.coach, cardlab.layout.coachpanel) and its switch
    # the switch in the controls
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

_HELP_EN = ("How the coach counts: it deals the cards you have not seen at random, many "
            "times, in every way that fits what you know, and lets bots play each of your "
            "choices to the end of the deal. Each number is an average over those "
            "playouts; ± is its margin (about 95% sure). {goal}")
_HELP_JA = ("コーチの数え方:まだ見ていないカードを、あなたが知っていることに合うように何度も"
            "ランダムに配り直し、あなたの手それぞれのあとをボットにディールの終わりまで"
            "プレイさせます。数字はそのプレイアウトの平均で、±はその誤差の幅(およそ95%の"
            "確かさ)です。{goal}")

MESSAGES["coach.panel.help"] = {"en": _HELP_EN, "ja": _HELP_JA}
