"""Messages of the Notice homework (:mod:`cardlab.games.notice.homework`)."""

MESSAGES = {
    "homework.notice.q.winner_trump": {
        "en": "Look at the trump card first. {seat:seat} led {card:card}. Then {plays}. Who "
              "wins this trick, and with which card?",
        "ja": "まず切り札のカードを見てください。{seat:seat}が{card:card}を出しました。続いて"
              "{plays}。このトリックに勝つのは誰で、どのカードで勝ちますか。",
    },
    "homework.notice.q.receiver": {
        "en": "This is deal {deal} of a game for {players} players. {seat:seat} has just been "
              "dealt a hand and will pass it on. Which seat receives {seat:seat}'s hand (whose "
              "tricks does {seat:seat} predict)?",
        "ja": "{players}人で遊ぶゲームの第{deal}ディールです。{seat:seat}は配られた手札をこれから"
              "渡します。{seat:seat}の手札を受け取るのはどの席ですか(つまり{seat:seat}は誰の"
              "トリック数を予想しますか)。",
    },
    "homework.notice.q.deal_points": {
        "en": "The deal is over. {seat:seat} predicted {prediction} tricks for {receiver:seat}, "
              "who took {receiver_tricks}. {seat:seat} set a target of {target} and took "
              "{tricks} tricks. How many points does {seat:seat} score for the prediction, "
              "for the target, and in all for this deal?",
        "ja": "ディールが終わりました。{seat:seat}は{receiver:seat}のトリック数を{prediction}と"
              "予想し、{receiver:seat}は{receiver_tricks}トリック取りました。{seat:seat}の目標は"
              "{target}で、{tricks}トリック取りました。{seat:seat}の予想の点、目標の点、"
              "このディールの合計点はそれぞれ何点ですか。",
    },
    "homework.notice.part.prediction": {
        "en": "the points for the prediction (may be below 0)",
        "ja": "予想の点(マイナスもあります)",
    },
    "homework.notice.part.target": {
        "en": "the points for the target (may be below 0)",
        "ja": "目標の点(マイナスもあります)",
    },
    "homework.notice.part.total": {
        "en": "the deal's total: prediction + target + 1 per trick",
        "ja": "ディールの合計点(予想+目標+1トリック1点)",
    },
    "homework.notice.q.trump": {
        "en": "Which suit is trump in the deal shown?",
        "ja": "図のディールの切り札は、どのスートですか。",
    },
}
