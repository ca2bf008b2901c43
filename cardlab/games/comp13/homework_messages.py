"""Messages of the Comp-13 homework (:mod:`cardlab.games.comp13.homework`)."""

MESSAGES = {
    "homework.comp13.q.mate": {
        "en": "When the dealer is chosen, the player holding the mate card of a turned-up "
              "card becomes the dealer. What is the mate card of {card:card}?",
        "ja": "親を決めるとき、めくられたカードの裏札を持っている人が親になります。"
              "{card:card}の裏札はどのカードですか。",
    },
    "homework.comp13.q.add_where": {
        "en": "It is {seat:seat}'s turn. On which fields may {seat:seat} add the card "
              "{card:card} (the play “add”)? List all of them.",
        "ja": "{seat:seat}の番です。{seat:seat}が{card:card}を「追加」できる場はどれですか。"
              "全部挙げてください。",
    },
    "homework.comp13.q.addable": {
        "en": "It is {seat:seat}'s turn. Which cards in {seat:seat}'s hand may be added to "
              "at least one field now? List all of them.",
        "ja": "{seat:seat}の番です。{seat:seat}の手札のうち、いまどこかの場に追加できるカードは"
              "どれですか。全部挙げてください。",
    },
    "homework.comp13.q.sums_after": {
        "en": "{seat:seat} adds {card:card} to field {field}. What is the sum of field "
              "{field} then, and what is the total of all four fields?",
        "ja": "{seat:seat}が{card:card}を場{field}に追加します。そのあと、場{field}の合計と、"
              "4つの場の合計はそれぞれいくつですか。",
    },
    "homework.comp13.part.field": {"en": "the sum of that field", "ja": "その場の合計"},
    "homework.comp13.part.total": {"en": "the total of the four fields",
                                   "ja": "4つの場の合計"},
    "homework.comp13.q.comp": {
        "en": "{seat:seat} plays: {action}. Field {field} then adds up to exactly 13: a Comp. "
              "Which honour cards does {seat:seat} capture from field {field} itself (not "
              "the bonus, not kings from hands)?",
        "ja": "{seat:seat}は「{action}」をします。すると場{field}の合計がちょうど13になり、"
              "コンプです。{seat:seat}が場{field}そのものから取る絵札はどれですか"
              "(ボーナスや手札のキングは数えません)。",
    },
    "homework.comp13.q.score": {
        "en": "The game is over. {seat:seat} captured {captured} and still holds {hand}. "
              "What is {seat:seat}'s score for this game?",
        "ja": "ゲームが終わりました。{seat:seat}が取った札は{captured}、手札に残った札は"
              "{hand}です。このゲームの{seat:seat}の得点は何点ですか。",
    },
}
