"""Messages of the Comp-13 lesson page (:mod:`cardlab.games.comp13.lesson`): its rule
boxes (the rules card prints the same keys), questions, hints, explanations, table headings
and the teacher's plan. ``[words](term)`` marks a glossary word (:func:`cardlab.lessons.linked`).
"""

MESSAGES = {
    # ----------------------------------------------------------------- the lesson's tables
    "lesson.comp13.col.card": {"en": "card", "ja": "カード"},
    "lesson.comp13.col.value": {"en": "value", "ja": "数位"},
    "lesson.comp13.col.honour": {"en": "honour", "ja": "絵札"},
    "lesson.comp13.col.mate": {"en": "mate card", "ja": "裏札"},
    "lesson.comp13.col.captured": {"en": "cards captured", "ja": "取札の枚数"},
    "lesson.comp13.col.plus": {"en": "+ captured", "ja": "取札の点"},
    "lesson.comp13.col.minus": {"en": "− in hand", "ja": "手札の減点"},
    "lesson.comp13.col.kings": {"en": "+ four kings", "ja": "K4枚"},
    "lesson.comp13.col.sets": {"en": "+ complete ranks", "ja": "絵札4枚そろい"},
    "lesson.comp13.col.score": {"en": "score", "ja": "得点"},
    "lesson.comp13.try": {"en": "{seat:seat}: {action}", "ja": "{seat:seat}:{action}"},
    # ----------------------------------------------------------------- rule boxes
    "lesson.comp13.rule.goal": {
        "en": "Bring one [field](field) to exactly 13 (a "
              "[Comp](comp)) or the four fields together to exactly 52 (an "
              "[All-Ground](all-ground)), and you capture [honour cards](honour). At the end "
              "of a game each captured card scores a point and each honour left in your "
              "[hand](hand) costs one; complete sets earn a bonus. The highest score wins.",
        "ja": "1つの[場](field)をちょうど13にする([Comp](comp))か、"
              "4つの場の合計をちょうど52にする([All-Ground](all-ground))と、[絵札](honour)を"
              "取れます。終わりに、取ったカード(取札)は1枚+1点、[手札](hand)に残った絵札は1枚"
              "−1点、4枚そろいにはボーナス。得点がいちばん高い人の勝ちです。",
    },
    "lesson.comp13.rule.need": {
        "en": "4 players (or 2 or 3), one deck of 52 cards. Values: A 1, 2–10 as printed, "
              "J 11, Q 12, K 13. Honours: A, 10, J, Q, K (20 cards). A "
              "card's mate is the same rank in the other suit of its colour (♠ with ♣, ♥ with "
              "♦), used only to choose the [dealer](dealer). Option: 1 to 3 [jokers](joker), "
              "worth 0, no honour, no mate, never played from a hand.",
        "ja": "4人(2人や3人でも可)と、52枚のトランプ1組。数位はA=1、2〜10は書かれた数、J=11、"
              "Q=12、K=13。絵札はA・10・J・Q・K(20枚)。裏札は同じ色のもう1つの[スート](suit)の"
              "同じ数のカード(♠と♣、♥と♦)で、[親](dealer)を決めるときだけ使います。"
              "オプション:[ジョーカー](joker)1〜3枚。数位0で、絵札でも裏札でもなく、手札から"
              "出すことはできません。",
    },
    "lesson.comp13.rule.fields": {
        "en": "Four fields, A, B, C and D, lie face up around the face-down [stock](stock): A "
              "in front of the provisional dealer, then B, C and D to the left. Four limits: "
              "a field holds one suit, sums at most 20 and holds at most 5 cards; the four "
              "sums together are at most 52. A field of one "
              "card is a single field; of 2 to 5, a multi field.",
        "ja": "裏向きの[山札](stock)のまわりに、表向きの4つの場A・B・C・Dがあります。Aは仮親の前、"
              "B・C・Dはそこから左回りに並びます。制限:1つの場は同じスートだけ、場の数(数位の合計)"
              "は20以下、カードは5枚まで、4つの場の合計は52以下。"
              "1枚の場を1枚場、2〜5枚の場を2枚場と呼びます。",
    },
    "lesson.comp13.rule.dealer": {
        "en": "The provisional dealer deals 4 cards each from the left; the rest is the "
              "stock. Turn up field A: whoever holds its mate is the dealer, turns "
              "up the fields before D, then puts one card of their hand (not a joker) on D; "
              "that card makes no Comp, even a king. Play starts on the dealer's left. "
              "Nobody? Turn up B and check, then C. If the mate of D is held, its holder deals "
              "and plays first. If nobody holds a mate, the highest card (value, then "
              "♠ > ♥ > ♦ > ♣) makes the player in front of it the dealer, who plays first. "
              "Four kings turned up: a washout; the game ends, each honour in hand −1.",
        "ja": "仮親が1人4枚ずつ、左どなりから1枚ずつ配ります。残りが山札です。場Aをめくり、その"
              "裏札を持つ人が親です。親はDより前の場をめくり、手札から1枚(ジョーカー以外)を場Dに"
              "置きます。このカードはKでもCompになりません。プレイは親の左どなりから。誰も持って"
              "いなければBをめくって確かめ、次にC。Dの裏札を持つ人がいれば、その人が親で最初に"
              "プレイします。誰も裏札を持っていなければ、いちばん強いカード(数位、次に"
              "♠>♥>♦>♣)の前に座る人が親で、最初にプレイします。めくった4枚がすべてKなら流れで、"
              "ゲームは終わります(手札の絵札1枚につき−1点)。",
    },
    "lesson.comp13.rule.plays": {
        "en": "On your [turn](turn) make one of five plays, clockwise; no [pass](pass).\n"
              "1. Add a card of your hand to a field of its suit.\n"
              "2. Change: swap a single field's card for one of your hand of the same value.\n"
              "3. Swap one for one (multi field): a card of your hand for a field card of "
              "its suit.\n"
              "4. Swap one for two (multi field): a card for two field cards of its suit "
              "that add up to it.\n"
              "5. Draw the top stock card: always allowed, the way to pass.\n"
              "The limits always hold. Only adds and one-for-one swaps change a sum: only "
              "they make a Comp or an All-Ground.",
        "ja": "自分の[手番](turn)には、5種類のプレイのどれか1つをします。時計回りで、"
              "[パス](pass)はできません。\n"
              "1. 付ける:手札のカードを同じスートの場に置く。\n"
              "2. スートを変える:1枚場のカードを、同じ数位の手札と取りかえる。\n"
              "3. 1対1の交換(2枚場):手札1枚と同じスートの場のカード1枚を取りかえる。\n"
              "4. 1対2の交換(2枚場):手札1枚と、足すとその数位になる同じスートの場のカード2枚を"
              "取りかえる。\n"
              "5. 引く:山札のいちばん上を手札にする。いつでもでき、パスの代わりになる。\n"
              "制限はいつも守ります。場の数を変えるのは「付ける」と「1対1の交換」だけなので、"
              "CompやAll-Groundを作れるのもこの2つだけです。",
    },
    "lesson.comp13.rule.comp": {
        "en": "When an add or a one-for-one swap brings a field to exactly 13, you make a "
              "Comp: a 2-card Comp if the field then holds two cards, a 3-card Comp if it "
              "holds three or more. In order: you capture every honour of that field; the "
              "field is cleared (its other cards leave the game); as a bonus you may take, "
              "after a 2-card Comp, one honour lying alone on a single field, after a 3-card "
              "Comp, all the honours of one other field (that field is cleared too); then "
              "you, and after you the next player, capture the king of the comped suit if "
              "you hold it. A king reached by a change of suit, or turned up from the stock, is no Comp.",
        "ja": "「付ける」か「1対1の交換」で場の数がちょうど13になるとCompです。そのあと場が2枚なら"
              "2枚Comp、3枚以上なら3枚Compです。順に:その場の絵札をすべて取ります。その場は"
              "片付けます(ほかのカードはこのゲームから外れます)。ボーナスとして、2枚Compなら1枚場に"
              "1枚だけある絵札を1枚、3枚Compならほかの場1つの絵札をすべて取れます(その場も片付け"
              "ます)。最後に、あなた、次に次の人が、Compした場と同じスートのKを手札に持っていれば"
              "取ります。スートを変えてKになった場や、山札からめくられたKはCompではありません。",
    },
    "lesson.comp13.rule.all-ground": {
        "en": "When an add or a one-for-one swap brings the four sums to exactly 52, you make "
              "an All-Ground; it beats a Comp made by the same play. You capture every "
              "honour and every joker on the four fields; then every player captures the "
              "kings and jokers in their own hand; the four fields are cleared and four new "
              "ones are turned up. The dealer's card on D can make an All-Ground too: three "
              "kings on A to C and the fourth king placed on D make 52. If the stock holds 4 "
              "cards or fewer, the new fields empty it and the game ends; four kings turned "
              "up are a washout.",
        "ja": "「付ける」か「1対1の交換」で4つの場の合計がちょうど52になるとAll-Groundです。同じ"
              "プレイでできたCompより優先します。4つの場の絵札とジョーカーをすべて取り、次に全員が"
              "自分の手札のKとジョーカーを取ります。4つの場を片付け、新しい場を4枚めくります。"
              "親が場Dに置くカードでもAll-Groundになります。A〜CがKで、4枚目のKをDに置けば52です。"
              "山札が4枚以下なら、新しい場で山札がなくなりゲームが終わります。めくった4枚がすべて"
              "Kなら流れです。",
    },
    "lesson.comp13.rule.end": {
        "en": "After a Comp, each cleared field gets one stock card, in the order A, B, C, D. "
              "If the stock runs out during the refill, the game ends; if after the refill "
              "the four sums reach 52 or more, it is a washout and the game ends. Otherwise "
              "a game ends the moment the last stock card is taken.",
        "ja": "Compのあと、片付けた場に山札から1枚ずつ、A・B・C・Dの順に置きます。この途中で"
              "山札がなくなればゲームは終わりです。置いたあと4つの場の合計が52以上なら流れで、"
              "ゲームは終わります。それ以外では、山札の最後の1枚が取られた瞬間にゲームが終わります。",
    },
    "lesson.comp13.rule.scoring": {
        "en": "Score a game: +1 for each captured card; −1 for each honour in your hand; +3 "
              "if your captured cards hold all four kings; +2 for each other honour rank (A, "
              "10, J, Q) of which you captured all four. (With jokers: a captured joker "
              "+3, a joker in hand −2.) The highest score wins the game; a tie goes to fewer "
              "minus points.",
        "ja": "ゲームの得点:取札1枚につき+1。手札の絵札1枚につき−1。取札にKが4枚そろえば+3。"
              "ほかの絵札(A・10・J・Q)が4枚そろえば1種類につき+2。(ジョーカーありなら、取った"
              "ジョーカーは+3、手札のジョーカーは−2。)得点がいちばん高い人がそのゲームの勝ちです。"
              "同点なら減点の少ない人が勝ちます。",
    },
    "lesson.comp13.rule.match": {
        "en": "A [match](match) is 12 games. The winner of a game is the provisional dealer "
              "of the next. The highest total wins the match; on a tie, the player who won "
              "more games.",
        "ja": "[マッチ](match)は12ゲームです。ゲームの勝者が次のゲームの仮親になります。合計点が"
              "いちばん高い人がマッチの勝ちです。同点なら、勝ったゲームの多い人が勝ちます。",
    },
    "lesson.comp13.rule.mistakes": {
        "en": "Three common mistakes:\n"
              "• Adding a card of another suit: a field holds one suit only.\n"
              "• Checking only the field's 20: the four fields together must stay at 52 or "
              "less too.\n"
              "• Keeping honours in hand to the end: each one costs a point.",
        "ja": "よくあるまちがい3つ:\n"
              "• ちがうスートのカードを付けてしまう。場のスートは1つだけです。\n"
              "• 場の20だけを確かめる。4つの場の合計も52以下でなければなりません。\n"
              "• 絵札を最後まで手札に持っている。1枚につき−1点です。",
    },
    # ----------------------------------------------------------------- questions
    "lesson.comp13.q.dealer": {
        "en": "A new game: {seat:seat} is the provisional dealer. The fields turned up are "
              "{a} on A, {b} on B, {c} on C and {d} on D, and nobody holds a mate of any of "
              "them. Which seat is the dealer? Answer 0, 1, 2 or 3.",
        "ja": "新しいゲームです。仮親は{seat:seat}です。めくられた場はAが{a}、Bが{b}、Cが{c}、Dが{d}"
              "で、どの裏札も誰も持っていません。親になるのはどの席ですか?0・1・2・3のどれかで"
              "答えてください。",
    },
    "lesson.comp13.q.dealer.hint": {
        "en": "With no mate held, the strongest of the four cards (value, then suit) decides. "
              "Then find its field, and which seat that field lies in front of, counting from "
              "the provisional dealer.",
        "ja": "裏札を持つ人がいなければ、4枚でいちばん強いカード(数位、次にスート)で決まります。"
              "その場が、仮親から数えてどの席の前にあるかを考えましょう。",
    },
    "lesson.comp13.q.limit": {
        "en": "In the deal drawn above, {seat:seat} would like to add ♥8 to field A. "
              "Which limit does that break? Answer suit, 20, 52, 5 (cards) or none.",
        "ja": "上の図のディールで、{seat:seat}が場Aに♥8を付けようとします。どの制限に反しますか?"
              "suit(スート)・20・52・5(枚数)・none(反しない)のどれかで答えてください。",
    },
    "lesson.comp13.q.limit.hint": {
        "en": "Check the limits one by one: the field's suit, the field's sum (20 at most), "
              "the four sums together (52 at most), and the number of cards (5 at most).",
        "ja": "制限を1つずつ確かめましょう。場のスート、場の数(20以下)、4つの場の合計(52以下)、"
              "カードの枚数(5枚まで)です。",
    },
    "lesson.comp13.q.fields": {
        "en": "In the deal drawn above it is the turn of {seat:seat}. On which fields may it "
              "play {card:card}, by any of the four plays with a card (add, change, swap, "
              "split)? Answer with letters, for example A C.",
        "ja": "上の図のディールで、{seat:seat}の手番です。{card:card}を出せるのはどの場ですか"
              "(付ける・スートを変える・1対1・1対2のどれでもかまいません)?A C のように場の文字で"
              "答えてください。",
    },
    "lesson.comp13.q.fields.hint": {
        "en": "Try each play on each field: adding needs the field's suit; a change needs a "
              "single field of the same value; a swap needs a multi field of the card's "
              "suit; and the limits still hold.",
        "ja": "4つの場それぞれで、各プレイを試しましょう。付けるには同じスート、スートの変更には"
              "同じ数位の1枚場、交換には同じスートの2枚場が必要で、制限も守ります。",
    },
    "lesson.comp13.why.fields": {
        "en": "{card:card} may: {plays}. On every other field it breaks a rule.",
        "ja": "{card:card}でできるプレイ:{plays}。ほかの場ではどれもルールに反します。",
    },
    "lesson.comp13.q.captured": {
        "en": "In the deal drawn above, {seat:seat} adds ♥2 to field A. Which cards does "
              "{seat:seat} capture? Pick them among the cards on the fields and in its hand.",
        "ja": "上の図のディールで、{seat:seat}が場Aに♥2を付けます。{seat:seat}が取るカードは"
              "どれですか?場と手札のカードから選んでください。",
    },
    "lesson.comp13.q.captured.hint": {
        "en": "Follow the Comp's steps in order: the comped field's honours, then the bonus, "
              "then the king of the comped suit.",
        "ja": "Compの手順を順にたどりましょう。Compした場の絵札、ボーナス、そして同じスートのKです。",
    },
    "lesson.comp13.q.score": {
        "en": "In the deal drawn above, {seat:seat} adds ♠8 to field D: an All-Ground. The "
              "four new fields turned up are all kings, so the game ends at once in a "
              "washout. What does {seat:seat} score for this game?",
        "ja": "上の図のディールで、{seat:seat}が場Dに♠8を付けてAll-Groundです。新しくめくった"
              "4枚がすべてKなので、すぐに流れでゲームが終わります。{seat:seat}のこのゲームの得点は"
              "いくつですか?",
    },
    "lesson.comp13.q.score.hint": {
        "en": "First list what the All-Ground captures from the fields, then the honours "
              "left in the hand; count +1 for each captured card and −1 for each honour in "
              "hand.",
        "ja": "まずAll-Groundで場から取るカードを数え、次に手札に残る絵札を数えます。取札1枚に"
              "+1、手札の絵札1枚に−1です。",
    },
    "lesson.comp13.q.joker": {
        "en": "Jokers are in play. When the game ends, a player has captured {captured} and "
              "still holds {hand}. What does that player score?",
        "ja": "ジョーカーありのゲームです。ゲームが終わったとき、あるプレイヤーの取札は{captured}で、"
              "手札には{hand}が残っています。このプレイヤーの得点はいくつですか?",
    },
    "lesson.comp13.q.joker.hint": {
        "en": "A captured joker is worth more than another captured card, and a joker in hand "
              "costs more than an honour in hand: count each part on its own.",
        "ja": "取ったジョーカーはほかの取札より高く、手札のジョーカーは手札の絵札より大きく"
              "減点されます。1つずつ分けて数えましょう。",
    },
    # ----------------------------------------------------------------- the teacher's plan
    "lesson.comp13.plan.before": {
        "en": "Print the rules card (one A4 page per group). On the projector's computer open "
              "the lesson page and the Comp-13 dashboard. For play with real cards: one "
              "52-card deck per group of four.",
        "ja": "ルールカードを印刷します(グループに1枚、A4)。プロジェクターのパソコンでレッスンの"
              "ページとComp-13のダッシュボードを開いておきます。本物のカードで遊ぶなら、4人の"
              "グループに52枚のトランプを1組ずつ用意します。",
    },
    "lesson.comp13.plan.intro.do": {
        "en": "Introduce a card game of sums: 13 on one field, 52 on four. Hand out the rules "
              "card; read the values and the honours together.",
        "ja": "足し算のカードゲーム(1つの場で13、4つで52)だと紹介し、ルールカードを配ります。"
              "数位と絵札を一緒に読みます。",
    },
    "lesson.comp13.plan.intro.show": {
        "en": "Lesson page: the goal and “What you need”.",
        "ja": "レッスンのページ:目的と「用意するもの」。",
    },
    "lesson.comp13.plan.fields.do": {
        "en": "The four fields and their limits, then choosing the dealer: the class answers "
              "the dealer question (hands up first, then click).",
        "ja": "4つの場とその制限、そして親の決め方。親の問題にクラスで答えます(まず挙手、"
              "それからクリック)。",
    },
    "lesson.comp13.plan.fields.show": {
        "en": "Lesson sections “What you need, and the four fields” and “Choosing the dealer”.",
        "ja": "レッスンの節「用意するものと4つの場」「親の決め方」。",
    },
    "lesson.comp13.plan.plays.do": {
        "en": "The five plays with their tries; the class answers the limit and the fields "
              "questions.",
        "ja": "5種類のプレイとその例。制限の問題と場の問題にクラスで答えます。",
    },
    "lesson.comp13.plan.plays.show": {
        "en": "Lesson section “Your turn: five plays”.",
        "ja": "レッスンの節「手番:5種類のプレイ」。",
    },
    "lesson.comp13.plan.comp.do": {
        "en": "Comp and All-Ground: read the examples aloud; the class answers what a Comp "
              "captures. Then the end of a game and the score question.",
        "ja": "CompとAll-Ground:例を読み上げ、Compで取るカードの問題に答えます。続いて"
              "ゲームの終わりと得点の問題。",
    },
    "lesson.comp13.plan.comp.show": {
        "en": "Lesson sections “Comp”, “All-Ground” and “The end of a game, and the score”.",
        "ja": "レッスンの節「Comp」「All-Ground」「ゲームの終わりと得点」。",
    },
    "lesson.comp13.plan.play.do": {
        "en": "Play. Groups of four play one game with real cards — or everyone plays the "
              "lesson's last table against bots, or the class plays one class game from the "
              "class board (every group the same cards).",
        "ja": "遊びます。4人のグループで本物のカードを使って1ゲーム。または全員がレッスン最後の"
              "テーブルでボットと遊ぶか、クラスボードのクラスディール(全グループが同じカード)で"
              "遊びます。",
    },
    "lesson.comp13.plan.play.show": {
        "en": "The dashboard in teacher mode, or the class board with the class game.",
        "ja": "先生モードのダッシュボード、またはクラスディールを開いたクラスボード。",
    },
    "lesson.comp13.plan.discuss.do": {
        "en": "Discuss the three questions below, with one game replayed on the dashboard.",
        "ja": "ダッシュボードで1ゲームを再生しながら、下の3つの問いを話し合います。",
    },
    "lesson.comp13.plan.discuss.show": {
        "en": "The dashboard: a finished game and its score breakdown.",
        "ja": "ダッシュボード:終わったゲームと得点の内訳。",
    },
    "lesson.comp13.plan.wrap.do": {
        "en": "The match in one sentence; for next time, play a match, or read the "
              "going-further page.",
        "ja": "マッチを一言で。次回までに、マッチを1回遊ぶか、「もっと詳しく」のページを読みます。",
    },
    "lesson.comp13.plan.wrap.show": {
        "en": "Lesson section “The end of a game, and the score”: the match.",
        "ja": "レッスンの節「ゲームの終わりと得点」:マッチ。",
    },
    "lesson.comp13.plan.discuss.draw": {
        "en": "When is drawing a card better than a play that changes a field?",
        "ja": "場を変えるプレイより、カードを引くほうがよいのはどんなときでしょう?",
    },
    "lesson.comp13.plan.discuss.honours": {
        "en": "An honour in your hand costs a point at the end. How can you get rid of one "
              "without giving the next player a Comp?",
        "ja": "手札の絵札は最後に−1点です。次の人にCompをさせずに手放すにはどうすればよいでしょう?",
    },
    "lesson.comp13.plan.discuss.ground": {
        "en": "The four fields total 45. Which cards in a hand could make an All-Ground, "
              "and why does everyone like to hold a king then?",
        "ja": "4つの場の合計が45です。どんな手札ならAll-Groundを作れるでしょう?そのとき、"
              "みんながKを持っていたいのはなぜでしょう?",
    },
}
