"""Messages of the Trumps homework (:mod:`cardlab.games.trumps.homework`)."""

MESSAGES = {
    "homework.trumps.q.reveal": {
        "en": "It is {seat:seat}'s turn to reveal. Which numbers may {seat:seat} reveal now "
              "(as a single or a pair)? List all of them.",
        "ja": "{seat:seat}が公開する番です。{seat:seat}がいま(シングルかペアで)公開できる数字は"
              "どれですか。全部挙げてください。",
    },
    "homework.trumps.q.ranking": {
        "en": "{seat:seat} is the last to reveal this round and plays: {action}. Who ranks "
              "first this round, and who ranks last?",
        "ja": "この周で最後に公開するのは{seat:seat}で、{action}します。この周の1位は誰で、"
              "最下位は誰ですか。",
    },
    "homework.trumps.part.first": {"en": "the seat ranked first, like 2",
                                   "ja": "1位の席の番号。例:2"},
    "homework.trumps.part.last": {"en": "the seat ranked last, like 0",
                                  "ja": "最下位の席の番号。例:0"},
    "homework.trumps.q.takes": {
        "en": "It is {seat:seat}'s turn to take from the field. Which numbers may {seat:seat} "
              "take now? List all of them.",
        "ja": "{seat:seat}が場から取る番です。{seat:seat}がいま取れる数字はどれですか。"
              "全部挙げてください。",
    },
    "homework.trumps.q.held_after": {
        "en": "{seat:seat} takes the {number}s from the field. How many score cards does "
              "{seat:seat} hold after that?",
        "ja": "{seat:seat}が場から{number}をすべて取ります。そのあと、{seat:seat}の得点札は"
              "何枚になりますか。",
    },
    "homework.trumps.q.points": {
        "en": "{seat:seat}'s score cards are: {cards}. If the game ended now, what would A "
              "(the largest group), B (the longest run) and {seat:seat}'s score A + B be?",
        "ja": "{seat:seat}の得点札は{cards}です。いまゲームが終わったら、A(最多枚数)、"
              "B(最長グループ)、得点A+Bはそれぞれいくつですか。",
    },
    "homework.trumps.part.a": {"en": "A, the largest group", "ja": "A(最多枚数)"},
    "homework.trumps.part.b": {"en": "B, the longest run", "ja": "B(最長グループ)"},
    "homework.trumps.part.total": {"en": "the score, A + B", "ja": "得点A+B"},
    "homework.trumps.q.winner": {
        "en": "The game is over. The score cards are: {cards}. Who wins?",
        "ja": "ゲームが終わりました。得点札は、{cards}です。勝ったのは誰ですか。",
    },
    "homework.trumps.seat_cards": {"en": "{seat:seat}: {cards}", "ja": "{seat:seat}:{cards}"},
}
