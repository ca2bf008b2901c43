"""Messages of the Trumps lesson (questions the engine answers, and its worked example)."""

MESSAGES = {
    "lesson.trumps.q.reveal": {
        "en": "Which numbers may {seat:seat} reveal now (as a single or a pair)?",
        "ja": "{seat:seat}がいま公開できる数字はどれですか(シングルでもペアでも)?",
    },
    "lesson.trumps.q.first": {
        "en": "Who ranks first in this round? Answer with the seat number.",
        "ja": "この周で1位になるのは誰ですか?席の番号で答えてください。",
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
    # hints: a first wrong answer points towards the rule, never to the answer
    "lesson.trumps.q.reveal.hint": {
        "en": "A number may be revealed only if nobody has revealed it yet this round; a "
              "pair needs two cards of that number in the hand.",
        "ja": "公開できるのは、この周でまだ誰も公開していない数字だけです。ペアにはその数字が"
              "手札に2枚必要です。",
    },
    "lesson.trumps.q.first.hint": {
        "en": "Any pair beats any single; between two pairs the lower number is stronger, "
              "between two singles the higher.",
        "ja": "ペアはどのシングルより強く、ペア同士なら小さい数字が、シングル同士なら大きい"
              "数字が強くなります。",
    },
    "lesson.trumps.q.score_cards.hint": {
        "en": "In ranking order, each player takes every card of one number from the field; "
              "the last takes a single card or draws instead. Add what {seat:seat} takes to "
              "the score cards it already had.",
        "ja": "順位の順に、場から1つの数字の札をすべて取ります(最後の人は1枚だけ取るか、山札から"
              "引きます)。{seat:seat}が取る枚数を、もともとの得点札に足しましょう。",
    },
    "lesson.trumps.q.score.hint": {
        "en": "Count the cards of the number {seat:seat} holds most of, then the longest run "
              "of numbers in a row (like 3 4 5), and add the two.",
        "ja": "{seat:seat}が一番多く持っている数字の枚数と、連続する数字(3・4・5のような)の"
              "一番長い並びの長さを数えて足します。",
    },
}
