"""Messages of the Notice lesson page (:mod:`cardlab.games.notice.lesson`): its rule boxes
(the rules card prints the same keys), section headings, questions, hints, explanations,
tables and the teacher's plan. ``[words](term)`` marks a glossary word
(:func:`cardlab.lessons.linked`)."""

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
    # ----------------------------------------------------------------- section headings
    # (the notebooks' "## " headings, word for word; the rules checklist names them)
    "lesson.notice.section.need": {"en": "What you need, and the deal",
                                   "ja": "用意するものと配り方"},
    "lesson.notice.section.predict": {"en": "Predict, pass, set a target",
                                      "ja": "予想・手札を渡す・目標"},
    "lesson.notice.section.trick": {"en": "A trick", "ja": "トリック"},
    "lesson.notice.section.score": {"en": "Scoring a deal", "ja": "ディールの得点"},
    "lesson.notice.section.end": {"en": "The whole game", "ja": "ゲーム全体"},
    "lesson.notice.section.play": {"en": "Your turn: a whole game",
                                   "ja": "あなたの番:ゲームを1回"},
    "lesson.notice.section.api": {"en": "The Python API", "ja": "PythonのAPI"},
    "lesson.notice.section.options": {"en": "The rule option score_table",
                                      "ja": "ルールのオプション score_table"},
    "lesson.notice.section.players": {"en": "Four, five and six players",
                                      "ja": "4人・5人・6人"},
    "lesson.notice.section.ties": {"en": "Ties", "ja": "同点"},
    # ----------------------------------------------------------------- rule boxes
    "lesson.notice.rule.goal": {
        "en": "Notice is a trick-taking game with a [trump](trump) suit for 3 to 6 players, "
              "with a twist: you do not play the [hand](hand) you are dealt. You look at it, "
              "predict how many [tricks](trick) the player who will receive it is going to "
              "take, and pass it on. Then you look at the hand passed to you and set a target "
              "for your own tricks. You score for a right prediction, for meeting your target "
              "and for every trick you take; after the last [deal](deal) the highest total "
              "wins.",
        "ja": "ノーティスは3〜6人で遊ぶ、[切り札](trump)のあるトリックテイキングゲームです。"
              "ひとつ変わっているのは、配られた[手札](hand)を自分では使わないことです。"
              "手札を見て、それを受け取る人が何[トリック](trick)取るかを予想してから渡します。"
              "次に、自分に渡された手札を見て、自分のトリック数の目標を決めます。"
              "予想が当たると得点、目標どおりでも得点、取ったトリック1つにつき1点です。"
              "最後の[ディール](deal)のあと、合計点がいちばん高い人の勝ちです。",
    },
    "lesson.notice.rule.need": {
        "en": "3 to 6 players and a deck of 52 cards; with 3 players take out the 2s to 6s, "
              "so that 32 cards remain. The ace is highest, then K, Q, J, 10 and down. A "
              "score sheet and a pen: after each deal every player writes three parts.",
        "ja": "3〜6人と、52枚のトランプ1組。3人のときは2〜6を抜いて32枚で遊びます。"
              "Aがいちばん強く、K・Q・J・10…と続きます。得点表とペンも用意します。"
              "各ディールのあと、全員が3つの部分を書きこみます。",
    },
    "lesson.notice.rule.deal": {
        "en": "The [dealer](dealer) deals the cards one at a time, clockwise, starting with "
              "the left neighbour: with 3 players, 10 cards each. The cards left over are the "
              "[stock](stock); its top card is turned face up, and its [suit](suit) is trump "
              "for this deal. A game of 3 players has 6 deals: the hands go to the left in "
              "deals 1, 3 and 5, and to the right in deals 2, 4 and 6.",
        "ja": "[親](dealer)は左どなりの人から時計回りに、1枚ずつカードを配ります。3人なら1人10枚です。"
              "残りのカードは[山札](stock)です。山札のいちばん上を表にして、その[スート](suit)が"
              "このディールの切り札になります。3人のゲームは6ディールで、手札は第1・3・5ディールでは"
              "左どなりへ、第2・4・6ディールでは右どなりへ渡します。",
    },
    "lesson.notice.rule.predict": {
        "en": "Predict: everyone looks at the hand dealt to them and writes down, in secret "
              "and all at the same time, how many tricks its receiver will take with it: a "
              "number from 0 to the hand size. Pass: then every hand goes face down to its "
              "receiver.",
        "ja": "予想:全員が配られた手札を見て、それを受け取る人がその手札で何トリック取るかを、"
              "同時にこっそり書きます。0から手札の枚数までの数です。"
              "渡す:そのあと、手札を伏せたまま受け取る人に渡します。",
    },
    "lesson.notice.rule.target": {
        "en": "Target: everyone looks at the hand they received and writes down, again in "
              "secret and at the same time, how many tricks they will take themselves (0 is "
              "allowed). Predictions and targets stay hidden until the deal is scored.",
        "ja": "目標:全員が受け取った手札を見て、自分が何トリック取るかを、また同時にこっそり"
              "書きます(0でもかまいません)。予想と目標は、ディールの得点を計算するまで"
              "ほかの人には見せません。",
    },
    "lesson.notice.rule.trick": {
        "en": "The dealer's left neighbour [leads](lead) the first trick; the others play one "
              "card each, clockwise. [Must follow](must-follow): if you hold a card of the "
              "suit led, play one. A player [void](void) in that suit may play any card, a "
              "trump too. A trick with a trump in it goes to the highest trump; otherwise the "
              "highest card of the suit led wins. The winner leads the next trick.",
        "ja": "最初のトリックは親の左どなりの人が[リード](lead)し、ほかの人が時計回りに1枚ずつ"
              "出します。[マストフォロー](must-follow):リードされたスートを持っていたら、"
              "必ずそれを出します。そのスートを持っていない人([ボイド](void))は、"
              "切り札をふくめてどのカードを出してもかまいません。切り札が入ったトリックは"
              "いちばん強い切り札が、入っていなければリードされたスートのいちばん強い"
              "カードが勝ちます。勝った人が次のトリックをリードします。",
    },
    "lesson.notice.rule.score": {
        "en": "After the last trick each player scores three parts, added up (a deal can "
              "score below zero):\n"
              "• Prediction, compared with the tricks the receiver of your hand took: exactly "
              "right +5; otherwise −1 for each trick of difference, too many or too few.\n"
              "• Target, compared with your own tricks: exactly right +5; −1 for each trick "
              "short; −3 for each trick over.\n"
              "• Tricks: +1 for each trick you took.",
        "ja": "最後のトリックのあと、各プレイヤーは3つの部分を足して得点します"
              "(ディールの得点がマイナスになることもあります)。\n"
              "• 予想:自分の手札を受け取った人が取ったトリック数と比べます。ぴったりなら+5、"
              "ちがえば多くても少なくても1トリックの差につき−1。\n"
              "• 目標:自分が取ったトリック数と比べます。ぴったりなら+5、足りなければ"
              "1トリックにつき−1、超えたら1トリックにつき−3。\n"
              "• トリック:取ったトリック1つにつき+1。",
    },
    "lesson.notice.rule.end": {
        "en": "After a deal is scored, the dealer's left neighbour deals the next one. "
              "After the last deal (6 with 3 players) the highest total wins; players tied "
              "for the highest total share the win.",
        "ja": "ディールの得点を書いたら、親の左どなりの人が次のディールの親になります。"
              "最後のディール(3人なら第6ディール)のあと、合計点がいちばん高い人の勝ちです。"
              "いちばん高い合計点で並んだ人は、ともに勝ちです。",
    },
    "lesson.notice.rule.mistakes": {
        "en": "Three common mistakes:\n"
              "• Predicting your own tricks: your prediction is about the receiver of the hand "
              "you were dealt.\n"
              "• Passing the wrong way: in a 3-player game the direction changes every deal.\n"
              "• Taking too many tricks: each trick over your target costs 3, more than a "
              "trick short.",
        "ja": "よくあるまちがい3つ:\n"
              "• 自分のトリック数を予想してしまう。予想するのは、配られた手札を受け取る人の"
              "トリック数です。\n"
              "• 手札を渡す向きをまちがえる。3人のゲームではディールごとに向きが変わります。\n"
              "• トリックを取りすぎる。目標を1トリック超えるごとに−3で、足りないときより大きく"
              "減ります。",
    },
    # ----------------------------------------------------------------- questions
    "lesson.notice.q.whose": {
        "en": "The lesson's deal, the first of the game, is over, and seat 1 deals the next "
              "one. Now {seat:seat} looks at the hand dealt to it and writes a prediction. "
              "Whose tricks does that prediction count? Answer with a seat number.",
        "ja": "レッスンのディール(ゲームの最初のディール)が終わり、席1が次のディールを配ります。"
              "{seat:seat}は配られた手札を見て予想を書きます。その予想は誰のトリック数についての"
              "ものですか?席の番号で答えてください。",
    },
    "lesson.notice.q.whose.hint": {
        "en": "Read the deal rule again: which way do the hands go in the next deal of a "
              "3-player game? The prediction is about whoever will play the hand.",
        "ja": "配り方のルールを読み直しましょう。3人のゲームの次のディールでは、手札はどちらへ"
              "渡りますか?予想するのは、その手札を使う人のトリック数です。",
    },
    "lesson.notice.q.whose_kept": {
        "en": "In the last deal of a 5-player game, {seat:seat} looks at the hand dealt to "
              "it and writes a prediction. Whose tricks does it count? Answer with a seat "
              "number.",
        "ja": "5人ゲームの最後のディールで、{seat:seat}は配られた手札を見て予想を書きます。"
              "それは誰のトリック数の予想ですか?席の番号で答えてください。",
    },
    "lesson.notice.q.whose_kept.hint": {
        "en": "Where does the hand go in the last deal of a 5-player game? Look at the table "
              "of player counts.",
        "ja": "5人ゲームの最後のディールでは、手札はどこへ行きますか?人数ごとの表を見ましょう。",
    },
    "lesson.notice.q.must_follow": {
        "en": "Seat 0 won the first trick and leads ♠Q to the second. The buttons below are "
              "the cards of {seat:seat}: which of them may it play?",
        "ja": "第1トリックは席0が取り、第2トリックに♠Qをリードします。{seat:seat}が出せるのは、"
              "下のボタンのカードのうちどれですか?",
    },
    "lesson.notice.q.must_follow.hint": {
        "en": "Which suit was led, and does {seat:seat} hold a card of that suit?",
        "ja": "リードされたのはどのスートですか?{seat:seat}はそのスートのカードを持っていますか?",
    },
    "lesson.notice.q.winner": {
        "en": "In the second trick seat 0 leads ♠Q, seat 1 plays ♠K and seat 2, who has no "
              "spade, plays ♣10. Clubs are trump. Which seat wins the trick?",
        "ja": "次のトリックでは、席0が♠Qをリードし、席1が♠Kを出し、スペードを持っていない席2が"
              "♣10を出します。切り札はクラブです。このトリックに勝つのはどの席ですか?",
    },
    "lesson.notice.q.winner.hint": {
        "en": "Is there a trump in this trick? If there is, which cards can win it?",
        "ja": "このトリックに切り札は入っていますか?入っていれば、勝てるのはどのカードでしょう?",
    },
    "lesson.notice.q.over": {
        "en": "Another deal: a player sets a target of 2 and takes 5 tricks. How many points "
              "is the target part of their score?",
        "ja": "別のディールです。あるプレイヤーが目標を2にして、5トリック取りました。"
              "得点のうち目標の部分は何点ですか?",
    },
    "lesson.notice.q.over.hint": {
        "en": "Was the target missed by too few or by too many tricks, and by how many? Each "
              "way has its own cost per trick.",
        "ja": "目標に足りなかったのですか、超えたのですか?いくつ?足りないときと超えたときでは、"
              "1トリックあたりの点がちがいます。",
    },
    "lesson.notice.why.over": {
        "en": "{over} tricks over the target, at −3 each: {points}",
        "ja": "目標を{over}トリック超えたので、1トリックにつき−3で{points}点です",
    },
    "lesson.notice.q.points": {
        "en": "In the lesson's deal {seat:seat} predicted {prediction} tricks for "
              "{receiver:seat}, who took {receiver_tricks}; its target was {target}, and it "
              "took {tricks} tricks itself. How many points does {seat:seat} score for the "
              "deal, all three parts together?",
        "ja": "レッスンのディールで、{seat:seat}は{receiver:seat}のトリック数を{prediction}と"
              "予想し、{receiver:seat}は{receiver_tricks}トリック取りました。{seat:seat}の目標は"
              "{target}で、自分は{tricks}トリック取りました。このディールの{seat:seat}の得点は、"
              "予想・目標・トリックの点を合わせて何点ですか?",
    },
    "lesson.notice.q.points.hint": {
        "en": "Work out the three parts one at a time — the prediction, the target and the "
              "tricks — then add them. A missed prediction or target costs points.",
        "ja": "予想・目標・トリックの3つの部分を1つずつ計算してから足しましょう。"
              "予想や目標が外れると点が減ります。",
    },
    # ----------------------------------------------------------------- the facts table
    "lesson.notice.col.seat": {"en": "seat", "ja": "席"},
    "lesson.notice.col.receiver": {"en": "receiver", "ja": "受け取った人"},
    # ----------------------------------------------------------------- the teacher's plan
    "lesson.notice.plan.before": {
        "en": "Print the rules card (one A4 page per group). On the projector's computer open "
              "the lesson page and the Notice dashboard. For play with real cards: one 52-card "
              "deck per group of three (take out the 2s to 6s), paper and pens.",
        "ja": "ルールカードを印刷します(グループに1枚、A4)。プロジェクターのパソコンで"
              "レッスンのページとノーティスのダッシュボードを開いておきます。"
              "本物のカードで遊ぶなら、3人のグループに52枚のトランプを1組(2〜6を抜く)と、"
              "紙とペンを用意します。",
    },
    "lesson.notice.plan.intro.do": {
        "en": "Introduce the twist: you predict for the hand you give away, then aim for a "
              "target with the hand you get. Hand out the rules card.",
        "ja": "このゲームの特徴を紹介します。渡す手札について予想し、受け取った手札で目標を"
              "めざします。ルールカードを配ります。",
    },
    "lesson.notice.plan.intro.show": {
        "en": "Lesson page: the title, the goal box, “What you need, and the deal”.",
        "ja": "レッスンのページ:タイトル、目的、「用意するものと配り方」。",
    },
    "lesson.notice.plan.predict.do": {
        "en": "Predict, pass and target on the lesson's deal; the class answers “whose "
              "tricks?” (hands up first, then click).",
        "ja": "レッスンのディールで予想・渡す・目標をします。「誰のトリック?」の問題に"
              "クラスで答えます(まず挙手、それからクリック)。",
    },
    "lesson.notice.plan.predict.show": {
        "en": "Lesson section “Predict, pass, set a target”.",
        "ja": "レッスンの節「予想・手札を渡す・目標」。",
    },
    "lesson.notice.plan.trick.do": {
        "en": "Trump and must-follow: a volunteer plays seat 0 on the live table; the class "
              "answers the two trick questions.",
        "ja": "切り札とマストフォロー:希望者がライブのテーブルで席0をプレイし、"
              "トリックの2問にクラスで答えます。",
    },
    "lesson.notice.plan.trick.show": {
        "en": "Lesson section “A trick”.",
        "ja": "レッスンの節「トリック」。",
    },
    "lesson.notice.plan.score.do": {
        "en": "The three parts of a score. Everyone works out the two scoring questions on "
              "paper before anyone clicks.",
        "ja": "得点の3つの部分。得点の2問は、クリックする前に全員が紙の上で計算します。",
    },
    "lesson.notice.plan.score.show": {
        "en": "Lesson section “Scoring a deal”.",
        "ja": "レッスンの節「ディールの得点」。",
    },
    "lesson.notice.plan.play.do": {
        "en": "Play. Groups of three play two deals with real cards and keep a score sheet — "
              "or everyone plays the lesson's last table against bots, or the class plays one "
              "class deal from the class board (every group the same cards).",
        "ja": "遊びます。3人のグループで本物のカードを使って2ディール遊び、得点表をつけます。"
              "または全員がレッスン最後のテーブルでボットと遊ぶか、クラスボードの"
              "クラスディール(全グループが同じカード)で遊びます。",
    },
    "lesson.notice.plan.play.show": {
        "en": "The dashboard in teacher mode, or the class board with the class deal.",
        "ja": "先生モードのダッシュボード、またはクラスディールを開いたクラスボード。",
    },
    "lesson.notice.plan.discuss.do": {
        "en": "Discuss the three questions below, with a score sheet of the class.",
        "ja": "クラスの得点表を見ながら、下の3つの問いを話し合います。",
    },
    "lesson.notice.plan.discuss.show": {
        "en": "The dashboard's score sheet after a deal.",
        "ja": "ディールのあとのダッシュボードの得点表。",
    },
    "lesson.notice.plan.wrap.do": {
        "en": "The whole game and how it is won; for next time, play a whole game, or read "
              "the going-further page (more players, the rule option).",
        "ja": "ゲーム全体と勝ち方。次回までに、ゲームを1回遊ぶか、「もっと詳しく」のページ"
              "(人数を増やす、ルールのオプション)を読みます。",
    },
    "lesson.notice.plan.wrap.show": {
        "en": "Lesson section “The whole game”.",
        "ja": "レッスンの節「ゲーム全体」。",
    },
    "lesson.notice.plan.discuss.give": {
        "en": "You know the hand you pass better than anyone. Does it help to predict high or "
              "low, and why can you not steer it?",
        "ja": "渡す手札のことは、自分がいちばんよく知っています。予想は高めと低めのどちらが"
              "よいでしょう?それを思いどおりにできないのはなぜでしょう?",
    },
    "lesson.notice.plan.discuss.over": {
        "en": "Why does a trick over the target cost more than a trick short? What does that "
              "change in how you play?",
        "ja": "目標を超えたトリックが、足りないトリックより大きく減るのはなぜでしょう?"
              "それでプレイのしかたはどう変わりますか?",
    },
    "lesson.notice.plan.discuss.trump": {
        "en": "Before you set your target, how do you count the tricks a hand will take when "
              "it holds trumps, and when it is void in a suit?",
        "ja": "目標を決める前に、切り札を持っている手札や、あるスートがボイドの手札で何トリック"
              "取れるかを、どう数えますか?",
    },
}
