"""Messages of the Comrade lesson and dashboard (questions the engine answers)."""

MESSAGES = {
    "lesson.comrade.total_after": {
        "en": "{seat:seat}: {action}. What is the bid total then?",
        "ja": "{seat:seat}:{action}。このあと宣言の合計はいくつになりますか?",
    },
    # hints: a first wrong answer points towards the rule, never to the answer
    "lesson.comrade.total_after.hint": {
        "en": "The total adds up every player's bids as they stand: a higher card in a suit "
              "replaces that player's bid in it (it is not added on top), and a joker adds 1.",
        "ja": "合計は全員のいまの宣言を足したものです。同じマークでより大きいカードを取ると、"
              "その人のそのマークの宣言が置き換わります(上乗せではありません)。ジョーカーは1を足します。",
    },
}
