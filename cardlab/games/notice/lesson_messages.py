"""Messages of the Notice lesson: its questions, their explanations, its tables.
"""

MESSAGES = {
    # questions
    "lesson.notice.whose": {
        "en": "{seat:seat} looks at the hand dealt to it and writes down a prediction. "
              "Whose tricks does that prediction count? Answer with a seat number.",
        "ja": "{seat:seat}が配られた手札を見て予想を書きます。その予想は誰のトリック数についての"
              "ものですか?席の番号で答えてください。",
    },
    "lesson.notice.trick_winner": {
        "en": "In this deal {trump:suitname} are trump. In this trick {seats:seats} played "
              "{cards:cards}, in that order. Which seat wins the trick?",
        "ja": "切り札は{trump:suitname}です。このトリックでは{seats:seats}がこの順に{cards:cards}を"
              "出しました。トリックに勝つのはどの席ですか?",
    },
    "lesson.notice.points": {
        "en": "Deal {deal} is over. How many points does {seat:seat} score for it, "
              "all three parts together?",
        "ja": "第{deal}ディールが終わりました。{seat:seat}のこのディールの得点は、3つの部分を"
              "合わせて何点ですか?",
    },
    # explanations
    "lesson.notice.why.left": {
        "en": "In deal {deal} every hand goes to the left neighbour, so the hand dealt to "
              "{seat:seat} is played by {receiver:seat}: the prediction counts "
              "{receiver:seat}'s tricks.",
        "ja": "第{deal}ディールでは手札を左隣に渡すので、{seat:seat}に配られた手札は"
              "{receiver:seat}が使います。予想するのは{receiver:seat}のトリック数です。",
    },
    "lesson.notice.why.right": {
        "en": "In deal {deal} every hand goes to the right neighbour, so the hand dealt to "
              "{seat:seat} is played by {receiver:seat}: the prediction counts "
              "{receiver:seat}'s tricks.",
        "ja": "第{deal}ディールでは手札を右隣に渡すので、{seat:seat}に配られた手札は"
              "{receiver:seat}が使います。予想するのは{receiver:seat}のトリック数です。",
    },
    "lesson.notice.why.across": {
        "en": "In deal {deal} every hand goes to the player opposite, so the hand dealt to "
              "{seat:seat} is played by {receiver:seat}: the prediction counts "
              "{receiver:seat}'s tricks.",
        "ja": "第{deal}ディールでは手札を向かいの人に渡すので、{seat:seat}に配られた手札は"
              "{receiver:seat}が使います。予想するのは{receiver:seat}のトリック数です。",
    },
    "lesson.notice.why.seats": {
        "en": "In deal {deal} every hand goes {offset} seats to the left, so the hand dealt "
              "to {seat:seat} is played by {receiver:seat}: the prediction counts "
              "{receiver:seat}'s tricks.",
        "ja": "第{deal}ディールでは手札を左へ{offset}人目の人に渡すので、{seat:seat}に配られた"
              "手札は{receiver:seat}が使います。予想するのは{receiver:seat}のトリック数です。",
    },
    "lesson.notice.why.keep": {
        "en": "In deal {deal} nobody passes, so {seat:seat} keeps the hand and plays it: "
              "the prediction counts {receiver:seat}'s own tricks.",
        "ja": "第{deal}ディールでは手札を渡さないので、{seat:seat}は自分の手札をそのまま使います。"
              "予想するのは{receiver:seat}自身のトリック数です。",
    },
    "lesson.notice.why.highest_trump": {
        "en": "The trick goes to {seat:seat}: its {card:card} is the highest trump in it.",
        "ja": "{seat:seat}の{card:card}が勝ちます。このトリックでいちばん強い切り札です。",
    },
    "lesson.notice.why.highest_led": {
        "en": "Nobody played a trump, so the highest {suit:suitone} wins: the trick goes to "
              "{seat:seat} with {card:card}.",
        "ja": "切り札が出ていないので、リードされた{suit:suitname}の最強札、{seat:seat}の"
              "{card:card}が勝ちます。",
    },
    # a worked example of the scoring, in one sentence
    "lesson.notice.example": {
        "en": "predicted {prediction}, the receiver took {receiver_tricks}: "
              "{prediction_points:+d}; target {target}, took {tricks}: {target_points:+d}; "
              "a point per trick: {trick_points:+d}; the deal scores {total}",
        "ja": "予想{prediction}・受け取った人は{receiver_tricks}トリック:{prediction_points:+d}点、"
              "目標{target}・自分は{tricks}トリック:{target_points:+d}点、"
              "トリック点:{trick_points:+d}点、このディールは{total}点",
    },
    # where the hand goes, in a few words (the setup table)
    "lesson.notice.to.left": {"en": "left", "ja": "左隣"},
    "lesson.notice.to.right": {"en": "right", "ja": "右隣"},
    "lesson.notice.to.across": {"en": "across", "ja": "向かい"},
    "lesson.notice.to.seats": {"en": "{offset} to the left", "ja": "左へ{offset}人目"},
    "lesson.notice.to.keep": {"en": "kept", "ja": "渡さない"},
    # column headings
    "lesson.notice.col.players": {"en": "players", "ja": "人数"},
    "lesson.notice.col.deck": {"en": "cards in the deck", "ja": "使うカード"},
    "lesson.notice.col.hand": {"en": "cards each", "ja": "手札"},
    "lesson.notice.col.deals": {"en": "deals", "ja": "ディール数"},
    "lesson.notice.col.passes": {
        "en": "the hand goes to, deal by deal", "ja": "手札を渡す先(ディールごと)",
    },
    "lesson.notice.col.deal": {"en": "deal", "ja": "ディール"},
    "lesson.notice.col.trump": {"en": "trump", "ja": "切り札"},
    "lesson.notice.col.prediction": {"en": "prediction", "ja": "予想"},
    "lesson.notice.col.receiver_tricks": {"en": "receiver took", "ja": "受け手の実績"},
    "lesson.notice.col.target": {"en": "target", "ja": "目標"},
    "lesson.notice.col.tricks": {"en": "tricks", "ja": "トリック"},
    "lesson.notice.col.total": {"en": "deal", "ja": "ディール計"},
    "lesson.notice.col.score": {"en": "running total", "ja": "累計"},
    "lesson.notice.col.example": {"en": "example", "ja": "例"},
    "lesson.notice.col.facts": {"en": "what happened", "ja": "結果"},
    "lesson.notice.col.points": {"en": "points", "ja": "得点"},
    "lesson.notice.col.final": {"en": "final", "ja": "最終"},
    "lesson.notice.deck.32": {"en": "32 (2 to 6 removed)", "ja": "32枚(2〜6を抜く)"},
    "lesson.notice.deck.52": {"en": "52", "ja": "52枚"},
    # hints: a first wrong answer points towards the rule, never to the answer
    "lesson.notice.whose.hint": {
        "en": "Which way do the hands go in this deal? A prediction is about the player "
              "who will play the hand that was dealt to you.",
        "ja": "このディールでは手札はどちらへ渡りますか?予想は、配られた手札を実際にプレイする"
              "人についてのものです。",
    },
    "lesson.notice.trick_winner.hint": {
        "en": "Was a trump played? Then the highest trump wins; if not, the highest card "
              "of the suit led.",
        "ja": "切り札は出ていますか?出ていれば一番強い切り札が、出ていなければリードされた"
              "スートの一番強いカードが勝ちます。",
    },
    "lesson.notice.points.hint": {
        "en": "Work out the three parts one at a time — the prediction, the target and "
              "the tricks — then add them.",
        "ja": "予想・目標・トリックの3つの部分を1つずつ計算してから足しましょう。",
    },
}
