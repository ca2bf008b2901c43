"""Messages of the coach (cardlab.coach): what a seat knows and why an action is better.

Each game's own sentences (``coach.why.best.<game>``, ``coach.why.worse.<game>``) are in
its package's catalogue (``cardlab/games/<game>/messages.py``).
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
}
