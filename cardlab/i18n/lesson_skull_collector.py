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
}
