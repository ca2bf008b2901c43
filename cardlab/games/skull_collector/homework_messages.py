"""Messages of the Skull Collector homework (:mod:`cardlab.games.skull_collector.homework`)."""

MESSAGES = {
    "homework.skull_collector.q.sets_trump": {
        "en": "No trump has appeared yet in this deal. {seat:seat} led {card:card}. Then "
              "{plays}. Who wins this trick, and with which card?",
        "ja": "このディールでは、まだ切り札が決まっていません。{seat:seat}が{card:card}を"
              "出しました。続いて{plays}。このトリックに勝つのは誰で、どのカードで勝ちますか。",
    },
    "homework.skull_collector.q.ace_ten": {
        "en": "Careful with aces and tens. {seat:seat} led {card:card}. Then {plays}. Who wins "
              "this trick, and with which card?",
        "ja": "エースと10に気をつけて。{seat:seat}が{card:card}を出しました。続いて{plays}。"
              "このトリックに勝つのは誰で、どのカードで勝ちますか。",
    },
    "homework.skull_collector.q.curse": {
        "en": "In the middle of a deal, {seat:seat} has {members} living party members and "
              "has collected these skull 6s in this deal: {skulls}. If {seat:seat} collects "
              "no more 6s, how many living members will {seat:seat} have after this deal?",
        "ja": "ディールの途中です。{seat:seat}の生きている仲間は{members}人で、このディールで"
              "髑髏の6を{skulls}集めています。{seat:seat}がこれ以上6を集めなければ、"
              "このディールのあと、生きている仲間は何人になりますか。",
    },
    "homework.skull_collector.q.share": {
        "en": "Suppose the game ended now. {seat:seat} has {points} points and {members} "
              "living party members. What is {seat:seat}'s final score?",
        "ja": "いまゲームが終わったとします。{seat:seat}は{points}点で、生きている仲間は"
              "{members}人です。{seat:seat}の最終得点は何点ですか。",
    },
}
