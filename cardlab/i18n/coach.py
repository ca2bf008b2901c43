"""Messages of the coach (cardlab.coach): what a seat knows and why an action is better."""

_WHY = {
    "comrade": (
        "the team makes every bid in {chance}% of {playouts} playouts",
        "{playouts}回のプレイアウトのうち{chance}%で全員が宣言どおりに取れます",
        "{diff_chance} points of chance fewer than {best}",
        "{best}より成功率が{diff_chance}ポイント低くなります",
    ),
    "notice": (
        "expected deal score {value}; the target is met in {chance}% of {playouts} playouts",
        "このディールの期待得点は{value}、{playouts}回中{chance}%で目標どおりになります",
        "{diff} points below {best}",
        "{best}より期待得点が{diff}点低くなります",
    ),
    "skull_collector": (
        "expected {value} points this deal; a skull is collected in {chance}% of "
        "{playouts} playouts",
        "このディールの期待点は{value}点、{playouts}回中{chance}%で髑髏を取ります",
        "{diff} points below {best}",
        "{best}より期待点が{diff}点低くなります",
    ),
    "trumps": (
        "expected score {value}; the game is won in {chance}% of {playouts} playouts",
        "期待得点は{value}、{playouts}回中{chance}%で勝ちます",
        "{diff} points below {best}",
        "{best}より期待得点が{diff}点低くなります",
    ),
    "comp13": (
        "expected score change {value}; the game is won in {chance}% of {playouts} playouts",
        "得点の期待変化は{value}、{playouts}回中{chance}%で勝ちます",
        "{diff} points below {best}",
        "{best}より期待得点が{diff}点低くなります",
    ),
}

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
}

for _name, (_best_en, _best_ja, _worse_en, _worse_ja) in _WHY.items():
    MESSAGES[f"coach.why.best.{_name}"] = {
        "en": "{action}: " + _best_en + ".",
        "ja": "{action}:" + _best_ja + "。",
    }
    MESSAGES[f"coach.why.worse.{_name}"] = {
        "en": "{action}: " + _worse_en + " (" + _best_en + ").",
        "ja": "{action}:" + _worse_ja + "(" + _best_ja + ")。",
    }
