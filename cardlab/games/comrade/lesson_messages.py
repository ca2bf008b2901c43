"""Messages of the Comrade lesson page (:mod:`cardlab.games.comrade.lesson`): its rule
boxes (the rules card prints the same keys), questions, hints and explanations.
``[words](term)`` marks a glossary word (:func:`cardlab.lessons.linked`)."""

MESSAGES = {
    "lesson.comrade.total_after": {
        "en": "{seat:seat}: {action}. What is the bid total then?",
        "ja": "{seat:seat}:{action}。このあと宣言の合計はいくつになりますか?",
    },
    # hints: a first wrong answer points towards the rule, never to the answer
    "lesson.comrade.total_after.hint": {
        "en": "The total adds up every player's bids as they stand: a higher card in a suit "
              "replaces that player's bid in it (it is not added on top).",
        "ja": "合計は全員のいまの宣言を足したものです。同じスートでより大きいカードを取ると、"
              "その人のそのスートの宣言が置き換わります(上乗せではありません)。",
    },

    # ----------------------------------------------------------------- rule boxes
    "lesson.comrade.rule.goal": {
        "en": "Comrade is played together: everyone wins the [deal](deal) or everyone loses "
              "it. Before play, each player promises how many [tricks](trick) they will "
              "win, [suit](suit) by suit. The deal is won when every promise comes true "
              "exactly. Play in silence: no table talk about your cards or what to lead; "
              "you help each other only through your bids and the cards you play.",
        "ja": "カムレッドは全員で協力するゲームです。[ディール](deal)は全員の勝ちか、全員の負けです。"
              "カードを出す前に、各プレイヤーは自分が取る[トリック](trick)の数を[スート](suit)ごとに"
              "約束します。すべての約束がぴったり守られたら、そのディールは勝ちです。"
              "相談は禁止です。手札のことや、何をリードしてほしいかを話してはいけません。"
              "助け合う手段は、宣言と出すカードだけです。",
    },
    "lesson.comrade.rule.need": {
        "en": "3 players and one deck of 52 cards, split in two. Bid cards: the A, 2, 3 and 4 "
              "of each suit (16 cards), laid face up by suit; an ace counts 1. Playing "
              "cards: the 5 to the K of each suit (36 cards); the K is highest, the 5 "
              "lowest. No pen or paper.",
        "ja": "3人と、52枚のトランプ1組。これを2つに分けます。宣言カードは各スートのA・2・3・4"
              "(16枚)で、スートごとに表向きに並べます。Aは1と数えます。プレイ用のカードは各スートの"
              "5からKまで(36枚)で、Kがいちばん強く、5がいちばん弱いカードです。"
              "紙やペンはいりません。",
    },
    "lesson.comrade.rule.deal": {
        "en": "Choose the first [dealer](dealer) any way you like, for example by drawing "
              "cards. The dealer shuffles the 36 playing cards and deals them one at a time, "
              "starting with the player on the left: each [hand](hand) has 12 cards. Keep "
              "your hand hidden.",
        "ja": "最初の[親](dealer)は、カードを1枚ずつ引くなど、好きな方法で決めます。"
              "親はプレイ用の36枚を切り、左どなりの人から1枚ずつ配ります。"
              "[手札](hand)は1人12枚です。手札はほかの人に見せません。",
    },
    "lesson.comrade.rule.bid": {
        "en": "The bidding starts with the dealer and goes to the left, for at most three "
              "[rounds](round). On your turn take one bid card from the table, or "
              "[pass](pass). Holding ♣2 is a [bid](bid): “of the tricks led with a club I "
              "will win exactly 2”. Your first card in a suit may be any value. A second "
              "card in the same suit goes on top and must be higher: only the top card "
              "counts. The bids must add up to exactly 12; the bidding ends the moment they "
              "do.",
        "ja": "宣言は親から始まり、左回りに最大3[周](round)します。自分の番には、"
              "場の宣言カードを1枚取るか、[パス](pass)します。♣2を持つことは「クラブがリードされた"
              "トリックを、ちょうど2つ取る」という[宣言](bid)です。あるスートの最初の1枚はどの数でも"
              "かまいません。同じスートの2枚目は上に重ね、今より大きい数でなければなりません。"
              "数えるのはいちばん上のカードだけです。宣言の合計はちょうど12にします。"
              "12になった瞬間に宣言は終わります。",
    },
    "lesson.comrade.rule.trick": {
        "en": "The dealer [leads](lead) the first trick; the others play one card each, to "
              "the left. [Must follow](must-follow): if you hold a card of the suit led, "
              "play one. A player [void](void) in that suit may play any card. There is no "
              "[trump](trump): the highest card of the suit led wins, and the winner leads "
              "next. A trick counts for its winner under the suit that was led.",
        "ja": "最初のトリックは親が[リード](lead)し、ほかの人が左回りに1枚ずつ出します。"
              "[マストフォロー](must-follow):リードされたスートを持っていたら、必ずそれを出します。"
              "そのスートを持っていない人([ボイド](void))は、どのカードを出してもかまいません。"
              "[切り札](trump)はありません。リードされたスートのいちばん強いカードが勝ち、"
              "勝った人が次をリードします。トリックは、リードされたスートの分として数えます。",
    },
    "lesson.comrade.rule.lost": {
        "en": "The deal is lost at once, for everyone, when the bids go over 12, when three "
              "players pass in a row, when no card left can be taken without going over 12, "
              "or when three rounds end below 12. In play it is lost at once when a player "
              "wins a trick led in a suit they did not bid, or more tricks in a suit than "
              "they bid.",
        "ja": "次のどれかが起きると、その場で全員の負けです。宣言の合計が12を超えたとき。"
              "3人続けてパスしたとき。残りのどのカードを取っても12を超えてしまうとき。"
              "3周しても合計が12に届かないとき。プレイでは、宣言していないスートのトリックを"
              "取ったとき、または宣言より多くトリックを取ったときです。",
    },
    "lesson.comrade.rule.won": {
        "en": "If nobody ever wins a trick they must not win, all 12 tricks are played and "
              "every promise is kept (the bids add up to 12, and so do the tricks): "
              "everybody wins.",
        "ja": "取ってはいけないトリックを誰も取らなければ、12トリックすべてが終わり、"
              "すべての約束が守られます(宣言の合計も、トリックの数も12だからです)。全員の勝ちです。",
    },
    "lesson.comrade.rule.match": {
        "en": "A [match](match) has one deal per player: each deals once, the dealer moving "
              "to the left. There are no points: the number of deals the team won gives "
              "its title.",
        "ja": "[マッチ](match)は人数分のディールで、全員が1回ずつ、左回りに親をします。"
              "点数はありません。チームが勝ったディールの数で称号が決まります。",
    },
    "lesson.comrade.rule.mistakes": {
        "en": "Three common mistakes:\n"
              "• Adding stacked bid cards: ♥2 with ♥4 on top is a bid of 4, not 6.\n"
              "• Leading a suit nobody bid: whoever wins that trick loses the deal for all.\n"
              "• Telling others what to lead: no table talk, even in a friendly game.",
        "ja": "よくあるまちがい3つ:\n"
              "• 重ねた宣言カードを足してしまう。♥2の上に♥4なら宣言は4で、6ではありません。\n"
              "• 誰も宣言していないスートをリードする。そのトリックを取った人がいれば全員の負けです。\n"
              "• 何をリードしてほしいか口で伝える。仲よく遊ぶときでも相談は禁止です。",
    },
    # ----------------------------------------------------------------- questions
    "lesson.comrade.q.bid_cards": {
        "en": "It is the turn of {seat:seat}, who holds the bid ♠2. Which spade bid cards on "
              "the table may {seat:seat} take now?",
        "ja": "{seat:seat}は宣言♠2を持っていて、自分の番です。場にあるスペードの宣言カードのうち、"
              "{seat:seat}が今取れるのはどれですか?",
    },
    "lesson.comrade.q.bid_cards.hint": {
        "en": "A second card in a suit you already bid goes on top of the first: what must "
              "it be, compared with the card under it?",
        "ja": "すでに宣言したスートの2枚目は、1枚目の上に重ねます。下のカードと比べて、"
              "どんな数でなければならないでしょう?",
    },
    "lesson.comrade.why.bid_cards": {
        "en": "{seat:seat} already bids 2 in spades, so another spade must be higher than 2",
        "ja": "{seat:seat}はスペードを2と宣言しているので、次のスペードは2より大きくなければなりません",
    },
    "lesson.comrade.not_takeable": {
        "en": "{cards:cards} may not be taken.",
        "ja": "{cards:cards}は取れません。",
    },
    "lesson.comrade.also_takeable": {
        "en": "{cards:cards} may be taken too.",
        "ja": "{cards:cards}も取れます。",
    },
    "lesson.comrade.q.total_after": {
        "en": "Back to the bids above: {seat:seat} holds ♠2 and now takes ♠4 as well. What is "
              "the bid total then?",
        "ja": "上の宣言の続きです。♠2を持っている{seat:seat}が、さらに♠4を取ります。"
              "このあと宣言の合計はいくつですか?",
    },
    "lesson.comrade.q.total_after.hint": {
        "en": "The total adds up every player's bids as they stand. When a card goes on top "
              "of another of its suit, which of the two counts?",
        "ja": "合計は、全員のいまの宣言を足したものです。同じスートのカードを重ねたとき、"
              "数えるのはどちらのカードでしょう?",
    },
    "lesson.comrade.q.must_follow": {
        "en": "Seat 0 won that trick and leads ♠Q to the next one. Which of its cards (the "
              "buttons below) may {seat:seat} play?",
        "ja": "このトリックは席0が取り、次のトリックに♠Qをリードします。{seat:seat}が出せるのは、"
              "下のボタンのカードのうちどれですか?",
    },
    "lesson.comrade.q.must_follow.hint": {
        "en": "Which suit was led, and does {seat:seat} still hold a card of that suit?",
        "ja": "リードされたのはどのスートですか?{seat:seat}はそのスートのカードをまだ持っていますか?",
    },
    "lesson.comrade.q.void": {
        "en": "Three tricks later, {seat:seat} leads ♠10. Seat 1 has no spade left and plays ♥K; seat 2 plays "
              "♣5. Which seat wins the trick?",
        "ja": "3トリック後、{seat:seat}が♠10をリードします。席1はスペードがもうないので♥Kを出し、席2は♣5を"
              "出します。このトリックを取るのはどの席ですか?",
    },
    "lesson.comrade.q.void.hint": {
        "en": "There is no trump. Which cards of this trick can win it at all?",
        "ja": "切り札はありません。このトリックで勝つことができるのは、どのカードでしょう?",
    },
    "lesson.comrade.q.lost": {
        "en": "The bids are ♠4, ♥4 and ♦4, and {seat:seat} is to lead the first trick. Which of its cards would lose the deal "
              "in this very trick, whatever the others play?",
        "ja": "宣言は♠4・♥4・♦4で、{seat:seat}が最初のトリックをリードします。どのカードをリードすると、ほかの人が何を"
              "出しても、このトリックで負けが決まってしまいますか?",
    },
    "lesson.comrade.q.lost.hint": {
        "en": "Look at the bids on the table: is there a suit in which nobody may win a "
              "trick?",
        "ja": "場の宣言を見ましょう。誰もトリックを取ってはいけないスートはありますか?",
    },
    "lesson.comrade.why.lost": {
        "en": "Nobody bid clubs, so whoever wins a trick led with a club wins a trick they "
              "did not bid, and the deal is lost",
        "ja": "クラブは誰も宣言していないので、クラブのリードのトリックを取った人は宣言して"
              "いないトリックを取ったことになり、負けが決まります",
    },
    "lesson.comrade.not_fatal": {
        "en": "{cards:cards}: this lead can still keep every promise.",
        "ja": "{cards:cards}:このリードなら、まだ約束を守れます。",
    },
    "lesson.comrade.also_fatal": {
        "en": "{cards:cards} would lose the deal too.",
        "ja": "{cards:cards}も負けが決まります。",
    },
    "lesson.comrade.q.won": {
        "en": "The bid of {seat:seat} is ♥4. In the first six tricks it won the 5th (led with ♥5) and "
              "the 6th (led with ♥Q), and in the 3rd it threw ♣8 on a spade that seat 0 won. "
              "How many more tricks led with a heart must {seat:seat} win to keep its promise?",
        "ja": "{seat:seat}の宣言は♥4です。最初の6トリックでは、5つ目(♥5のリード)と6つ目(♥Qの"
              "リード)を取り、3つ目では席0が取ったスペードのトリックに♣8を出しました。約束を守るために、"
              "{seat:seat}はハートがリードされたトリックをあといくつ取らなければなりませんか?",
    },
    "lesson.comrade.q.won.hint": {
        "en": "A trick counts for its winner under the suit that was led, and a promise must "
              "be met exactly: which of those tricks are heart tricks of {seat:seat}?",
        "ja": "トリックは、取った人のリードされたスートの分として数えます。約束はぴったり守ります。"
              "このうち{seat:seat}のハートのトリックはどれでしょう?",
    },
    "lesson.comrade.why.won": {
        "en": "{seat:seat} bid {bid} in hearts and has won {won} heart tricks",
        "ja": "{seat:seat}はハートを{bid}と宣言し、ハートのトリックを{won}つ取っています",
    },
    "lesson.comrade.q.joker": {
        "en": "{seat:seat} holds ♠3 and puts a joker on it. What is the bid total then?",
        "ja": "♠3を持っている{seat:seat}が、その上にジョーカーを置きます。このあと宣言の合計はいくつですか?",
    },
    "lesson.comrade.q.joker.hint": {
        "en": "Read the joker rule again: what does a joker do to a bid it is put on? Work "
              "out the new spade bid of {seat:seat}, then add every player's bids.",
        "ja": "ジョーカーのルールを読み直しましょう。重ねた宣言はどう変わりますか?"
              "{seat:seat}の新しいスペードの宣言を考えてから、全員の宣言を足しましょう。",
    },
    # ----------------------------------------------------------------- the titles table
    "lesson.comrade.col.lost": {"en": "deals lost", "ja": "負けたディール"},
    "lesson.comrade.col.players": {"en": "{players} players", "ja": "{players}人"},
    # ----------------------------------------------------------------- the teacher's plan
    "lesson.comrade.plan.before": {
        "en": "Print the rules card (one A4 page per group). On the projector's computer open "
              "the lesson page and the Comrade dashboard. For play with real cards: one "
              "52-card deck per group of three.",
        "ja": "ルールカードを印刷します(グループに1枚、A4)。プロジェクターのパソコンで"
              "レッスンのページとカムレッドのダッシュボードを開いておきます。"
              "本物のカードで遊ぶなら、3人のグループに52枚のトランプを1組ずつ用意します。",
    },
    "lesson.comrade.plan.intro.do": {
        "en": "Introduce a game that everyone wins or loses together. Hand out the rules card.",
        "ja": "全員で勝つか全員で負けるゲームだと紹介し、ルールカードを配ります。",
    },
    "lesson.comrade.plan.intro.show": {
        "en": "Lesson page: the title, the goal box, “What you need, and the deal”.",
        "ja": "レッスンのページ:タイトル、目的、「用意するものと配り方」。",
    },
    "lesson.comrade.plan.bid.do": {
        "en": "Read the bid rule and its example together; the class answers the two bidding "
              "questions (hands up first, then click). A volunteer bids on the live table.",
        "ja": "宣言のルールと例を一緒に読み、宣言の2問にクラスで答えます(まず挙手、"
              "それからクリック)。希望者がライブのテーブルで宣言します。",
    },
    "lesson.comrade.plan.bid.show": {
        "en": "Lesson section “A bid”.",
        "ja": "レッスンの節「宣言」。",
    },
    "lesson.comrade.plan.trick.do": {
        "en": "Must-follow and the void: the two worked examples and their questions.",
        "ja": "マストフォローとボイド:2つの例と、その問題。",
    },
    "lesson.comrade.plan.trick.show": {
        "en": "Lesson section “A trick”.",
        "ja": "レッスンの節「トリック」。",
    },
    "lesson.comrade.plan.ends.do": {
        "en": "How a deal is lost and won. Before clicking, ask which leads lose at once.",
        "ja": "ディールの負け方と勝ち方。クリックする前に、どのリードですぐ負けになるかを聞きます。",
    },
    "lesson.comrade.plan.ends.show": {
        "en": "Lesson section “How a deal ends”.",
        "ja": "レッスンの節「ディールの終わり方」。",
    },
    "lesson.comrade.plan.play.do": {
        "en": "Play. Groups of three play one deal with real cards, in silence — or everyone "
              "plays the lesson's last table against bots, or the class plays one class deal "
              "from the class board (every group the same cards).",
        "ja": "遊びます。3人のグループで本物のカードを使い、相談なしで1ディール。"
              "または全員がレッスン最後のテーブルでボットと遊ぶか、クラスボードの"
              "クラスディール(全グループが同じカード)で遊びます。",
    },
    "lesson.comrade.plan.play.show": {
        "en": "The dashboard in teacher mode, or the class board with the class deal.",
        "ja": "先生モードのダッシュボード、またはクラスディールを開いたクラスボード。",
    },
    "lesson.comrade.plan.discuss.do": {
        "en": "Discuss the three questions below, with a lost deal replayed.",
        "ja": "負けたディールを再生しながら、下の3つの問いを話し合います。",
    },
    "lesson.comrade.plan.discuss.show": {
        "en": "The dashboard: a lost deal, then “Was it winnable?”.",
        "ja": "ダッシュボード:負けたディールと「勝てた?」。",
    },
    "lesson.comrade.plan.wrap.do": {
        "en": "The match and its titles; for next time, play a match, or read the going-further "
              "page.",
        "ja": "マッチと称号。次回までに、マッチを1回遊ぶか、「もっと詳しく」のページを読みます。",
    },
    "lesson.comrade.plan.wrap.show": {
        "en": "Lesson section “The match and its titles”.",
        "ja": "レッスンの節「マッチと称号」。",
    },
    "lesson.comrade.plan.discuss.talk": {
        "en": "Nobody may talk about their cards. How can your bids still tell the others "
              "what you hold?",
        "ja": "手札のことは話せません。それでも、宣言でほかの人に手札のことを伝えられるでしょうか?",
    },
    "lesson.comrade.plan.discuss.exact": {
        "en": "Why is winning too many tricks as bad as winning too few?",
        "ja": "トリックを取りすぎることが、取り足りないことと同じくらい困るのはなぜでしょう?",
    },
    "lesson.comrade.plan.discuss.where": {
        "en": "In the lost deal, at which card did the deal become impossible to win, and "
              "what could that player have played instead?",
        "ja": "負けたディールでは、どのカードで勝てなくなったのでしょう?"
              "そのとき、代わりに何を出せばよかったでしょう?",
    },
}
