"""Messages of the Skull Collector lesson (questions the engine answers)."""

MESSAGES = {
    "lesson.skull_collector.to_move_after": {
        "en": "{seat:seat}: {action}. Which seat is to move then?",
        "ja": "{seat:seat}:{action}。そのあと手番になるのはどの席ですか?",
    },
    "lesson.skull_collector.members_now": {
        "en": "How many living members does {seat:seat} have now?",
        "ja": "{seat:seat}の生きている隊員は今何人ですか?",
    },
    "lesson.skull_collector.winner_after": {
        "en": "{seat:seat}: {action}. Which seat wins this trick? (Answer with the seat's "
              "number.)",
        "ja": "{seat:seat}:{action}。このトリックに勝つのはどの席ですか?(席の番号で答えてください)",
    },
    "lesson.skull_collector.members_after": {
        "en": "{seat:seat}: {action}, the last card of the deal. How many living members "
              "does seat 2 have when the next deal starts?",
        "ja": "{seat:seat}:{action}(このディール最後のカード)。次のディールが始まるとき、"
              "席2の生きている隊員は何人ですか?",
    },
    "lesson.skull_collector.final_score": {
        "en": "The game is over. What is {seat:seat}'s final score (total points ÷ living "
              "members, rounded down)?",
        "ja": "ゲームが終わりました。{seat:seat}の最終得点(合計点÷生きている隊員の人数、"
              "端数切り捨て)はいくつですか?",
    },
    # hints: a first wrong answer points towards the rule, never to the answer
    "lesson.skull_collector.to_move_after.hint": {
        "en": "Is the trick complete after this card? If so, its winner leads the next one; "
              "if not, the next seat in turn plays.",
        "ja": "このカードでトリックは終わりますか?終わればその勝者が次にリードし、終わらなければ"
              "次の席が出します。",
    },
    "lesson.skull_collector.members_now.hint": {
        "en": "Count the members of {seat:seat} still face up: each 6 collected in an "
              "earlier deal turned one face down.",
        "ja": "{seat:seat}の表向きの隊員を数えましょう。前のディールで集めた6の1枚ごとに、"
              "1人が裏返されています。",
    },
    "lesson.skull_collector.winner_after.hint": {
        "en": "Is there a trump in the trick (the first card that did not follow set it)? "
              "If not, the highest card of the suit led wins — and when the ace and the 10 "
              "of the suit led are both there, the ace is the highest.",
        "ja": "トリックに切り札はありますか(最初にフォローしなかったカードのスートが切り札です)?"
              "なければリードされたスートの一番強いカードが勝ちます。リードされたスートのAと10が"
              "そろうと、Aが一番強くなります。",
    },
    "lesson.skull_collector.members_after.hint": {
        "en": "Who wins the last trick, and with it the chest? Each 6 a player collected "
              "in this deal, the chest included, costs one living member.",
        "ja": "最後のトリックに勝ち、宝箱も取るのは誰ですか?このディールで集めた6(宝箱の中も"
              "含む)1枚につき、生きている隊員が1人倒れます。",
    },
    "lesson.skull_collector.final_score.hint": {
        "en": "Find {seat:seat}'s total over every deal (10 points a trick, the chest "
              "included) and its living members at the end; divide and round down.",
        "ja": "{seat:seat}の全ディールの合計点(1トリック10点、宝箱も含む)と、最後に生きている"
              "隊員の人数を調べ、割って端数を切り捨てます。",
    },
}
