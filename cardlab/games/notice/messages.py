"""Messages of Notice."""

MESSAGES = {
    # one line on the welcome page (cardlab.welcome)
    "notice.about": {
        "en": "Predict how many tricks the hand you pass on will take, then play the tricks and score your prediction.",
        "ja": "次の人に渡す手札が何トリック取るかを予想し、トリックを遊んで予想の得点を数えるゲーム。",
    },
    # the score_table option refused (the "why" of core.option_bad)
    "notice.score_table.shape": {
        "en": "must be a ScoreTable or a dict of its fields",
        "ja": "ScoreTable かその項目の辞書で指定します",
    },
    "notice.score_table.unknown": {
        "en": "unknown field {names}; fields: {fields}",
        "ja": "項目 {names} はありません(項目: {fields})",
    },
    "notice.score_table.points": {
        "en": "{name} must be a whole number of points, not {value}",
        "ja": "{name} は点数(整数)で指定します({value} は使えません)",
    },
    "notice.phase.predict": {"en": "prediction", "ja": "予想"},
    "notice.phase.target": {"en": "target", "ja": "目標"},
    "notice.phase.play": {"en": "trick play", "ja": "トリック"},
    "notice.phase.over": {"en": "game over", "ja": "ゲーム終了"},
    # actions
    "notice.action.predict": {
        "en": "predict a trick count of {number} for the receiver of your hand",
        "ja": "渡す手札で相手が取るトリック数を{number}と予想する",
    },
    "notice.action.target": {
        "en": "set a target of {number} for your own tricks",
        "ja": "自分の目標トリック数を{number}にする",
    },
    # events
    "notice.dealt": {
        "en": "deal {deal} of {deals}: {dealer:seat} deals {size} cards to each player",
        "ja": "第{deal}ディール(全{deals}):親の{dealer:seat}が各自に{size}枚ずつ配ります",
    },
    "notice.trump_turned": {
        "en": "the top card of the stock is {card:card}: {suit:suitname} are trump this deal",
        "ja": "山札の一番上は{card:card}:このディールの切り札は{suit:suitname}です",
    },
    "notice.predict_starts.left": {
        "en": "everyone predicts in secret how many tricks their left neighbour will take "
              "with the hand they are about to pass them (0 to {size})",
        "ja": "各自、これから左隣の人に渡す手札で、その人が何トリック取るかを"
              "こっそり予想します(0〜{size})",
    },
    "notice.predict_starts.right": {
        "en": "everyone predicts in secret how many tricks their right neighbour will take "
              "with the hand they are about to pass them (0 to {size})",
        "ja": "各自、これから右隣の人に渡す手札で、その人が何トリック取るかを"
              "こっそり予想します(0〜{size})",
    },
    "notice.predict_starts.across": {
        "en": "everyone predicts in secret how many tricks the player opposite will take "
              "with the hand they are about to pass them (0 to {size})",
        "ja": "各自、これから向かいの人に渡す手札で、その人が何トリック取るかを"
              "こっそり予想します(0〜{size})",
    },
    "notice.predict_starts.seats": {
        "en": "everyone predicts in secret how many tricks the player {offset} seats to their "
              "left will take with the hand they are about to pass them (0 to {size})",
        "ja": "各自、これから左へ{offset}人目の人に渡す手札で、その人が何トリック取るかを"
              "こっそり予想します(0〜{size})",
    },
    "notice.predict_starts.keep": {
        "en": "this deal everyone keeps their hand: predict in secret how many tricks "
              "you will take with it (0 to {size})",
        "ja": "このディールは手札を渡さず自分で使います。自分が何トリック取るかを"
              "こっそり予想します(0〜{size})",
    },
    "notice.predicted": {
        "en": "{seat:seat} predicts a trick count of {value} for {receiver:seat}",
        "ja": "{seat:seat}の予想:{receiver:seat}は{value}トリック",
    },
    "notice.has_predicted": {
        "en": "{seat:seat} has made a secret prediction",
        "ja": "{seat:seat}が予想を伏せて記入しました",
    },
    "notice.hands_passed.left": {
        "en": "every prediction is in: each hand goes face down to the left neighbour",
        "ja": "全員の予想がそろいました:手札を伏せたまま左隣の人へ渡します",
    },
    "notice.hands_passed.right": {
        "en": "every prediction is in: each hand goes face down to the right neighbour",
        "ja": "全員の予想がそろいました:手札を伏せたまま右隣の人へ渡します",
    },
    "notice.hands_passed.across": {
        "en": "every prediction is in: each hand goes face down to the player opposite",
        "ja": "全員の予想がそろいました:手札を伏せたまま向かいの人へ渡します",
    },
    "notice.hands_passed.seats": {
        "en": "every prediction is in: each hand goes face down to the player {offset} "
              "seats to the left",
        "ja": "全員の予想がそろいました:手札を伏せたまま左へ{offset}人目の人に渡します",
    },
    "notice.hands_passed.keep": {
        "en": "every prediction is in: this deal everyone keeps their own hand",
        "ja": "全員の予想がそろいました:このディールは手札を渡しません",
    },
    "notice.targeted": {
        "en": "{seat:seat} sets a target of {value} for their own tricks",
        "ja": "{seat:seat}の目標は{value}トリック",
    },
    "notice.has_targeted": {
        "en": "{seat:seat} has set a secret target",
        "ja": "{seat:seat}が目標を伏せて記入しました",
    },
    "notice.play_starts": {
        "en": "every target is set: {seat:seat}, left of the dealer, leads; "
              "{suit:suitname} are trump",
        "ja": "全員の目標がそろいました:親の左の{seat:seat}がリードします。"
              "切り札は{suit:suitname}",
    },
    "notice.trick_taken": {
        "en": "{seat:seat} takes trick {trick} ({tricks} so far)",
        "ja": "{seat:seat}が第{trick}トリックを取りました(これまでに{tricks})",
    },
    "notice.deal_scored": {
        "en": "{seat:seat}: predicted {prediction} for {receiver:seat}, who took "
              "{receiver_tricks} → {prediction_points}; target {target}, took {tricks} → "
              "{target_points}; tricks {trick_points}; deal {total}, total {score}",
        "ja": "{seat:seat}:{receiver:seat}への予想{prediction}(実際{receiver_tricks})→"
              "{prediction_points}点、目標{target}(実際{tricks})→{target_points}点、"
              "トリック{trick_points}点、このディール{total}点、合計{score}点",
    },
    "notice.game_won": {
        "en": "after {deals} deals {winners:seats} wins with {score} points",
        "ja": "{deals}ディールが終わり、{score}点の{winners:seats}の勝ちです",
    },
    "notice.game_shared": {
        "en": "after {deals} deals {winners:seats} share the win with {score} points each",
        "ja": "{deals}ディールが終わり、{score}点で並んだ{winners:seats}がともに勝ちです",
    },
    # reasons
    "notice.prediction_range": {
        "en": "a prediction is a number of tricks from 0 to {size} (the hand size), not {value}",
        "ja": "予想は0から{size}(手札の枚数)までのトリック数です({value}は使えません)",
    },
    "notice.target_range": {
        "en": "a target is a number of tricks from 0 to {size} (the hand size), not {value}",
        "ja": "目標は0から{size}(手札の枚数)までのトリック数です({value}は使えません)",
    },
    "notice.already_predicted": {
        "en": "you have already made your prediction for this deal: each player predicts "
              "once, and it stays secret until the deal is scored",
        "ja": "このディールの予想はもう記入済みです(予想は1人1回、得点計算まで伏せたまま)",
    },
    "notice.already_targeted": {
        "en": "you have already set your target for this deal: each player sets one, "
              "and it stays secret until the deal is scored",
        "ja": "このディールの目標はもう記入済みです(目標は1人1回、得点計算まで伏せたまま)",
    },
    "notice.cards_after_targets": {
        "en": "no card is played until every player has set a target",
        "ja": "全員が目標を記入するまでカードは出せません",
    },
    "notice.targets_after_pass": {
        "en": "targets are set after the pass, for the hand you receive: first predict",
        "ja": "目標は手札を渡したあと、受け取った手札について記入します:まず予想をしてください",
    },
    "notice.predictions_closed": {
        "en": "predictions are made before the pass, and the hands have been passed",
        "ja": "予想は手札を渡す前にするもので、手札はもう渡されています",
    },
    "notice.targets_closed": {
        "en": "targets are set before the first trick: the play has begun",
        "ja": "目標は最初のトリックの前に記入します:もうプレイが始まっています",
    },
    # the prompt line: what the viewer may do now (cardlab.layout), or whom the table waits for
    "prompt.notice.predict": {
        "en": "Look at the hand you were dealt and predict how many tricks the player who "
              "receives it will take. Everyone predicts at once, in secret.",
        "ja": "配られた手札を見て、この手札を受け取る人が何トリック取るかを予想します。"
              "全員が同時に、秘密で予想します。",
    },
    "prompt.notice.predict.others": {
        "en": "Waiting for {seats:seats} to predict (in secret).",
        "ja": "{seats:seats}の予想(秘密)を待っています。",
    },
    "prompt.notice.target": {
        "en": "You now hold the hand passed to you: set your target, the tricks you mean to "
              "take. Targets stay secret until the scoring.",
        "ja": "渡された手札を見て、自分が取るつもりのトリック数(目標)を決めます。"
              "目標は得点計算まで秘密です。",
    },
    "prompt.notice.target.others": {
        "en": "Waiting for {seats:seats} to set a target (in secret).",
        "ja": "{seats:seats}の目標(秘密)を待っています。",
    },
    "prompt.notice.play": {
        "en": "Play a card: follow the suit led if you can, else any card. The highest trump "
              "wins the trick; without trump, the highest card of the suit led.",
        "ja": "1枚出します。リードされたスートを持っていれば必ず出し、なければどれでも出せます。"
              "切り札があれば一番強い切り札が、なければリードされたスートの一番強いカードが勝ちます。",
    },
    "prompt.notice.play.others": {
        "en": "Waiting for {seats:seats} to play a card.",
        "ja": "{seats:seats}がカードを出すのを待っています。",
    },
}

# What the table, the coach and its panel say of this game
MESSAGES.update({
    "ui.zone.notice.tricks": {
        "en": "tricks",
        "ja": "トリック",
    },
    "ui.zone.notice.score": {
        "en": "running total",
        "ja": "累計",
    },
    "notice.action.target.group": {
        "en": "Your own target (tricks):",
        "ja": "自分の目標トリック数:",
    },
    "notice.action.predict.group": {
        "en": "Tricks the receiver of your hand will take:",
        "ja": "渡す手札で相手が取るトリック数:",
    },
    "coach.why.best.notice": {
        "en": "{action}: expected deal score {value}; the target is met in {chance}% of {playouts} playouts.",
        "ja": "{action}:このディールの期待得点は{value}、{playouts}回中{chance}%で目標どおりになります。",
    },
    "coach.why.worse.notice": {
        "en": "{action}: {diff} points below {best} (expected deal score {value}; the target is met in {chance}% of {playouts} playouts).",
        "ja": "{action}:{best}より期待得点が{diff}点低くなります(このディールの期待得点は{value}、{playouts}回中{chance}%で目標どおりになります)。",
    },
    "coach.panel.short.notice": {
        "en": "deal score {value} (±{vm}) · target met {chance}%",
        "ja": "得点{value}(±{vm})・目標達成{chance}%",
    },
    "coach.panel.why.notice": {
        "en": "This choice scores {value} points this deal on average, and your target is met in {chance}% of {playouts} playouts: the best average of all choices.",
        "ja": "この手はこのディールで平均{value}点、{playouts}回中{chance}%で目標を達成します。平均点がいちばん高い手です。",
    },
    "coach.panel.goal.notice": {
        "en": "Deal score: your points for this deal; target met: how often you take exactly your target.",
        "ja": "得点はこのディールのあなたの点、目標達成は取ったトリック数が目標どおりになった割合です。",
    },
})
