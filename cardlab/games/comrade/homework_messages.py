"""Messages of the Comrade homework (:mod:`cardlab.games.comrade.homework`)."""

MESSAGES = {
    "homework.comrade.q.bid_cards": {
        "en": "Bidding, {seat:seat}'s turn. {seat:seat} already has a bid in {suit:suitname}. "
              "Which {suit:suitone} bid cards still on the table may {seat:seat} take now?",
        "ja": "宣言の途中で、{seat:seat}の番です。{seat:seat}はもう{suit:suitname}の宣言札を"
              "持っています。場に残っている{suit:suitname}の宣言札のうち、{seat:seat}がいま"
              "取れるのはどれですか。",
    },
    "homework.comrade.q.total_after": {
        "en": "Bidding, {seat:seat}'s turn. {seat:seat} takes the bid card {card:card}. What is "
              "the bid total after that?",
        "ja": "宣言の途中で、{seat:seat}の番です。{seat:seat}が宣言札{card:card}を取ります。"
              "そのあと、宣言の合計はいくつになりますか。",
    },
    "homework.comrade.q.too_many": {
        "en": "Bidding, {seat:seat}'s turn. The bids must add up to exactly {target}. Which bid "
              "cards still on the table would push the total over {target} if {seat:seat} "
              "took them (so everyone loses at once)?",
        "ja": "宣言の途中で、{seat:seat}の番です。宣言の合計はちょうど{target}にしなければ"
              "なりません。場に残っている宣言札のうち、{seat:seat}が取ると合計が{target}を"
              "超えてしまう(その場で全員の負けになる)のはどれですか。",
    },
    "homework.comrade.q.still_to_win": {
        "en": "Look at {seat:seat}'s bids and tricks won. How many more tricks led with {suit:suitname} must {seat:seat} "
              "still win to make the bid exactly?",
        "ja": "{seat:seat}の宣言と勝ったトリックの数を見てください。宣言ぴったりにするには、{suit:suitname}で始まるトリックに"
              "あと何回勝つ必要がありますか。",
    },
}
