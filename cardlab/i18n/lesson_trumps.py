"""Messages of the Trumps lesson (questions the engine answers, and its worked example)."""

MESSAGES = {
    "lesson.trumps.q.reveal": {
        "en": "Which numbers may {seat:seat} reveal now (as a single or a pair)?",
        "ja": "{seat:seat}がいま公開できる数字はどれですか(シングルでもペアでも)?",
    },
    "lesson.trumps.q.first": {
        "en": "Who ranks first in this round? Answer with the seat number.",
        "ja": "この巡で1位になるのは誰ですか?席の番号で答えてください。",
    },
    "lesson.trumps.q.score_cards": {
        "en": "How many score cards does {seat:seat} hold after these two takes?",
        "ja": "この2人が獲得したあと、{seat:seat}の得点札は何枚になりますか?",
    },
    "lesson.trumps.q.score": {
        "en": "After taking the {number}s, what is {seat:seat}'s score "
              "(largest group + longest run)?",
        "ja": "{seat:seat}が{number}を獲得します。そのあと{seat:seat}の得点"
              "(最多枚数+最長グループ)はいくつですか?",
    },
    "lesson.trumps.why.score": {
        "en": "Then {seat:seat}'s largest group has {a} cards and the longest run {b} "
              "numbers: {a} + {b} = {total}.",
        "ja": "そのあと{seat:seat}の最多枚数は{a}枚、最長グループは{b}つの数字なので、"
              "{a}+{b}={total}点です。",
    },
    "lesson.trumps.score_line": {
        "en": "{seat:seat}: largest group {a}, longest run {b}, score {total}",
        "ja": "{seat:seat}:最多枚数{a}、最長グループ{b}、得点{total}",
    },
    "lesson.trumps.winners": {
        "en": "winning: {seats:seats}",
        "ja": "勝ち:{seats:seats}",
    },
}
