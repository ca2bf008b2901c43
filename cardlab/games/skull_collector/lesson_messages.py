"""Messages of the Skull Collector lesson page (:mod:`cardlab.games.skull_collector.lesson`):
its rule boxes (the rules card prints the same keys), questions, hints and the teacher's
plan. ``[words](term)`` marks a glossary word (:func:`cardlab.lessons.linked`)."""

MESSAGES = {
    # ----------------------------------------------------------------- rule boxes
    "lesson.skull_collector.rule.goal": {
        "en": "Skull Collector is a [trick](trick)-taking game for exactly three "
              "[players](player), each leading a party of three adventurers. Every trick you "
              "win is worth 10 points, but at the end your points are shared among your living "
              "members. The three 6s are cursed skulls: each one you collect in a [deal](deal) "
              "kills one of your members; all three in one deal win at once.",
        "ja": "髑髏コレクターは、ちょうど3人の[プレイヤー](player)で遊ぶ[トリック](trick)テイキング"
              "ゲームです。各自が3人の冒険隊を率います。トリック1つは10点ですが、最後に得点は"
              "生きている隊員で山分けします。3枚の6は呪われたどくろで、1回の[ディール](deal)で"
              "1つ集めるごとに隊員が1人倒れます。1回のディールで3つとも集めたら即勝利です。",
    },
    "lesson.skull_collector.rule.need": {
        "en": "52 cards and one [joker](joker), in three heaps:\n"
              "• the four kings: trump markers, all face up as a deal starts;\n"
              "• the jacks, queens and joker: party members, three face up (alive) for each "
              "player; only how many are alive matters;\n"
              "• the ace to 10 of ♠ ♦ ♣ (30 cards; the hearts are put away) are played.\n"
              "In a [suit](suit) the 10 is highest and the ace lowest: 10 9 8 7 6 5 4 3 2 A. The "
              "6s (♠6 ♦6 ♣6) are the skulls.",
        "ja": "トランプ52枚と[ジョーカー](joker)1枚を3つの山に分けます。\n"
              "• 4枚のK:切り札マーカー。ディールの初めは4枚とも表向き。\n"
              "• J・Q・ジョーカー:隊員。1人3枚ずつ表向き(生きている)。大事なのは生きている人数"
              "だけです。\n"
              "• ♠・♦・♣のA〜10(30枚、ハートは使いません):プレイ用のカード。\n"
              "[スート](suit)の中では10がいちばん強く、Aがいちばん弱い順です:10 9 8 7 6 5 4 3 2 A。"
              "6(♠6・♦6・♣6)がどくろです。",
    },
    "lesson.skull_collector.rule.deal": {
        "en": "The [dealer](dealer) shuffles the 30 cards and deals them one at a time, "
              "starting on the left: 10 cards to each [hand](hand), none left over. Play goes "
              "to the left: seat 0, seat 1, seat 2. Then two secret choices, everyone at the "
              "same time:\n"
              "• the treasure chest: each player puts one card face down in the middle; these "
              "three cards are the chest;\n"
              "• the pass: each player passes one more card face down to the right-hand "
              "neighbour, then takes the card that came from the left.\n"
              "Hands are now nine cards, one for each trick.",
        "ja": "[親](dealer)は30枚を切り、左どなりから1枚ずつ配ります。[手札](hand)は1人10枚で、"
              "余りはありません。手番は左回りで、席0、席1、席2の順です。そのあと、全員が同時に"
              "こっそり2つのことをします。\n"
              "• 宝箱:各自が手札から1枚を裏向きで中央に置きます。この3枚が宝箱です。\n"
              "• カード渡し:各自がもう1枚を裏向きで右どなりに渡し、左どなりから来たカードを"
              "受け取ります。\n"
              "これで手札は9枚、トリック1回に1枚ずつです。",
    },
    "lesson.skull_collector.rule.lead": {
        "en": 'The first leader of the first deal is drawn at random (rock, paper, scissors). The leader plays any card; the others follow in turn. [Must follow](must-follow): if you hold a card of the suit led, play one; a player [void](void) in it may play any card. Until trump is known, the highest card of the suit led wins; the winner [leads](lead) the next trick.',
        "ja": '最初のディールで最初にリードする人は、じゃんけんなどでランダムに決めます。リードする人は好きなカードを出し、ほかの人は順に出します。[マストフォロー](must-follow):リードされたスートを持っていたら必ず出します。持っていない人([ボイド](void))はどのカードでも出せます。切り札が決まるまでは、リードされたスートのいちばん強いカードが勝ち、勝った人が次を[リード](lead)します。',
    },
    "lesson.skull_collector.rule.ace-ten": {
        "en": "The A-and-10 rule: when the ace and the 10 of the suit led are both in the "
              "trick (the leader's card counts too), the ace beats every card of that suit. "
              "The rule is for the suit led only, trump included when trump is led; an ace and "
              "a 10 of trump played to another suit keep the usual order.",
        "ja": "Aと10のルール:リードされたスートのAと10が同じトリックに両方出たら(リードした人の"
              "カードも数えます)、Aがそのスートのどのカードにも勝ちます。このルールはリードされた"
              "スートだけのもので、切り札がリードされたときは切り札にも使います。別のスートの"
              "トリックに出た切り札のAと10は、ふつうの順のままです。",
    },
    "lesson.skull_collector.rule.trump": {
        "en": "Nobody chooses [trump](trump). The first card of a deal that does not [follow](follow) suit sets it: its suit is trump for the rest of the deal, this trick included, so that card can win it. Only that suit's king stays face up. Then the highest trump wins a trick with trumps in it; otherwise the highest card of the suit led.",
        "ja": '[切り札](trump)は誰も選びません。ディールの中で初めてスートを[フォロー](follow)しなかったカードのスートが、このディールの残りの切り札になります。そのトリックから有効なので、そのカードが勝つこともあります。Kはそのスートの1枚だけを表向きに残します。それからは、切り札が入ったトリックはいちばん強い切り札が、なければリードされたスートのいちばん強いカードが勝ちます。',
    },
    "lesson.skull_collector.rule.skulls": {
        "en": 'Whoever wins a trick with a 6 in it collects that skull. The winner of the ninth trick also wins the chest, as one more trick, with any 6 in it. At the end of the deal the curse strikes: for each skull you collected in this deal, turn one living member face down, for good. A player with no living member is wiped out.',
        "ja": '6が入ったトリックに勝った人は、そのどくろを集めます。9回目のトリックに勝った人は、もう1回分のトリックとして宝箱も取り、中の6も集めます。ディールの終わりに呪いが降りかかります。このディールで集めたどくろ1つにつき、生きている隊員を1人裏返します。倒れた隊員は生き返りません。生きている隊員がいなくなった人は全滅です。',
    },
    "lesson.skull_collector.rule.instant": {
        "en": 'All three skulls collected by one player in the same deal (the chest included) end the game at once: that player wins, whatever the curse and the points. Skulls of earlier deals do not count.',
        "ja": '1回のディールで1人がどくろを3つすべて集めたら(宝箱の分も含む)、ゲームはその場で終わり、その人の勝ちです。呪いも得点も関係ありません。前のディールのどくろは数えません。',
    },
    "lesson.skull_collector.rule.scoring": {
        "en": "Each trick is worth 10 points, the chest too: 100 points a deal, added up. If nobody is wiped out, a new deal starts: the four kings face up again, the dealer's left neighbour deals, the chest's winner leads. Otherwise the game ends: a wiped-out party loses, and each survivor divides their total by their living members, rounded down; the highest result wins (on a tie, fewer living members). Two parties wiped out in one deal: the third player wins; all three: everybody loses.",
        "ja": 'トリック1つは10点で、宝箱も1トリック。1ディール100点を足していきます。誰も全滅しなければ次のディールです。4枚のKをまた表向きにし、親の左どなりが配り、宝箱を取った人がリードします。誰かが全滅したらゲームは終わりです。全滅した人は負けで、生き残った人は合計点を生きている隊員の人数で割り(端数は切り捨て)、いちばん大きい人の勝ちです(同じなら隊員が少ない人の勝ち)。1回のディールで2人が全滅したら残りの1人の勝ち、3人とも全滅したら全員の負けです。',
    },
    "lesson.skull_collector.rule.mistakes": {
        "en": "Three common mistakes:\n"
              "• Counting the ace as high: it is the lowest card, unless the 10 of the suit "
              "led is in the same trick.\n"
              "• Forgetting that the card that sets trump can win its own trick.\n"
              "• Taking the chest for safe: a 6 hidden in it is a skull for whoever wins the "
              "last trick.",
        "ja": "よくあるまちがい3つ:\n"
              "• Aを強いカードだと思ってしまう。リードされたスートの10が同じトリックにない限り、"
              "Aはいちばん弱いカードです。\n"
              "• 切り札を決めたカードが、そのトリックに勝てることを忘れる。\n"
              "• 宝箱は安全だと思ってしまう。宝箱に隠された6は、最後のトリックに勝った人の"
              "どくろになります。",
    },
    # ----------------------------------------------------------------- questions
    "lesson.skull_collector.q.pass": {
        "en": "In the lesson's deal, {seat:seat} passes ♦5. Which seat takes it?",
        "ja": "このレッスンのディールで、{seat:seat}は♦5を渡します。受け取るのはどの席ですか?",
    },
    "lesson.skull_collector.q.pass.hint": {
        "en": "A card goes to the giver's right-hand neighbour, and play goes to the left "
              "(seat 0, then 1, then 2). Who sits on the right of {seat:seat}?",
        "ja": "カードは渡す人の右どなりに行きます。手番は左回り(席0、席1、席2の順)です。"
              "{seat:seat}の右どなりは誰でしょう?",
    },
    "lesson.skull_collector.q.must_follow": {
        "en": "Seat 2 won that trick and leads ♦10 to the second one. Which of its cards (the "
              "buttons below) may {seat:seat} play?",
        "ja": "このトリックは席2が取り、2回目のトリックに♦10をリードします。{seat:seat}が出せるのは、"
              "下のボタンのカードのうちどれですか?",
    },
    "lesson.skull_collector.q.must_follow.hint": {
        "en": "Which suit was led, and does {seat:seat} hold a card of that suit?",
        "ja": "リードされたのはどのスートですか?{seat:seat}はそのスートのカードを持っていますか?",
    },
    "lesson.skull_collector.q.ace_ten": {
        "en": "Back to the start of that second trick: suppose {seat:seat} had played ♦9 "
              "instead of ♦A. Which seat would win the trick then?",
        "ja": "その♦10のトリックに戻ります。{seat:seat}が♦Aの代わりに♦9を出していたら、"
              "このトリックに勝つのはどの席でしょう?",
    },
    "lesson.skull_collector.q.ace_ten.hint": {
        "en": "When does the A-and-10 rule apply? Look at which cards of the suit led are in "
              "this trick.",
        "ja": "Aと10のルールが使われるのはどんなときでしょう?このトリックに、リードされたスートの"
              "どのカードが出ているかを見ましょう。",
    },
    "lesson.skull_collector.q.trump": {
        "en": "Seat 0 leads ♠A to the fourth trick and seat 1 follows with ♠7; then "
              "{seat:seat}, with no spade left, plays ♣A, the lowest club. Which seat wins the "
              "trick?",
        "ja": "4回目のトリックで席0が♠Aをリードし、席1は♠7でフォローします。スペードを持って"
              "いない{seat:seat}は、クラブでいちばん弱い♣Aを出します。このトリックに勝つのは"
              "どの席ですか?",
    },
    "lesson.skull_collector.q.trump.hint": {
        "en": "Which suit is trump in this deal now, and which cards of this trick are trumps?",
        "ja": "このディールで今の切り札はどのスートですか?このトリックのどのカードが切り札でしょう?",
    },
    "lesson.skull_collector.q.curse": {
        "en": "Back to the lesson's deal, at its ninth trick: seat 2 leads ♣10 (clubs are "
              "trump), seat 0 plays ♠5 and {seat:seat} plays ♠10, the last card of the deal. "
              "Seat 2 collected ♣6 earlier in this deal, and the chest holds seat 0's ♠6. How "
              "many living members does seat 2 have when the next deal starts?",
        "ja": "レッスンのディールの9回目のトリックに戻ります。席2が♣10をリードし(切り札は"
              "クラブ)、席0は♠5、{seat:seat}がディール最後のカード♠10を出します。席2はこの"
              "ディールで先に♣6を集めていて、宝箱には席0の♠6が入っています。次のディールが"
              "始まるとき、席2の生きている隊員は何人ですか?",
    },
    "lesson.skull_collector.q.curse.hint": {
        "en": "Who wins the last trick, and so the chest? Count the skulls that player "
              "collected in this deal, the chest included: each one costs a living member.",
        "ja": "最後のトリックに勝ち、宝箱も取るのは誰ですか?その人がこのディールで集めたどくろを、"
              "宝箱の分も含めて数えましょう。1つにつき隊員が1人倒れます。",
    },
    "lesson.skull_collector.q.final": {
        "en": "Another game ends after its second deal, in which the party of seat 0 was "
              "wiped out. Seat 1 has 90 points and two living members; seat 2 has 60 points "
              "and one living member. Which seat wins the game?",
        "ja": "別のゲームが終わりました。最後のディールで席0の冒険隊が全滅しました。"
              "席1は90点で隊員が二人、席2は60点で隊員が一人生きています。"
              "ゲームに勝つのはどの席ですか?",
    },
    "lesson.skull_collector.q.final.hint": {
        "en": "The points are shared among the living members: work out each survivor's final "
              "score before you compare.",
        "ja": "得点は生きている隊員で山分けします。比べる前に、生き残った人それぞれの最終得点を"
              "計算しましょう。",
    },
    # ----------------------------------------------------------------- the teacher's plan
    "lesson.skull_collector.plan.before": {
        "en": "Print the rules card (one A4 page per group). On the projector's computer open "
              "the lesson page and the Skull Collector dashboard. For play with real cards: "
              "one 52-card deck and a joker per group of three.",
        "ja": "ルールカードを印刷します(グループに1枚、A4)。プロジェクターのパソコンで"
              "レッスンのページと髑髏コレクターのダッシュボードを開いておきます。本物のカードで"
              "遊ぶなら、3人のグループにトランプ1組とジョーカー1枚を用意します。",
    },
    "lesson.skull_collector.plan.intro.do": {
        "en": "Introduce the game: points shared among living members, three cursed skulls. "
              "Hand out the rules card; each group sorts its deck into the three heaps.",
        "ja": "ゲームを紹介します。得点は生きている隊員で山分け、呪われたどくろが3つ。"
              "ルールカードを配り、各グループでトランプを3つの山に分けます。",
    },
    "lesson.skull_collector.plan.intro.show": {
        "en": "Lesson page: the title, the goal, “What you need, and the deal”.",
        "ja": "レッスンのページ:タイトル、目的、「用意するものと配り方」。",
    },
    "lesson.skull_collector.plan.deal.do": {
        "en": "The chest and the pass: read the example, answer the pass question (hands up "
              "first, then click); a volunteer fills the chest on the live table.",
        "ja": "宝箱とカード渡し:例を読み、カード渡しの問題に答えます(まず挙手、それから"
              "クリック)。希望者がライブのテーブルで宝箱にカードを入れます。",
    },
    "lesson.skull_collector.plan.deal.show": {
        "en": "Lesson section “What you need, and the deal”: the example and the live table.",
        "ja": "レッスンの節「用意するものと配り方」の例とライブのテーブル。",
    },
    "lesson.skull_collector.plan.trick.do": {
        "en": "Must-follow and the A-and-10 rule: two worked examples and their questions.",
        "ja": "マストフォローとAと10のルール:2つの例と、その問題。",
    },
    "lesson.skull_collector.plan.trick.show": {
        "en": "Lesson section “A trick”.",
        "ja": "レッスンの節「トリック」。",
    },
    "lesson.skull_collector.plan.trump.do": {
        "en": "Late trump: before clicking, ask who wins the fourth trick, and why a low club "
              "can win it.",
        "ja": "遅れてくる切り札:クリックする前に、4回目のトリックに誰が勝つか、なぜ小さな"
              "クラブで勝てるのかを聞きます。",
    },
    "lesson.skull_collector.plan.trump.show": {
        "en": "Lesson section “Late trump”.",
        "ja": "レッスンの節「遅れてくる切り札」。",
    },
    "lesson.skull_collector.plan.skulls.do": {
        "en": "Skulls, the chest, the curse, the instant win, then the division: the two "
              "questions, worked out on the board.",
        "ja": "どくろ、宝箱、呪い、即勝利、そして山分け:2つの問題を黒板で計算します。",
    },
    "lesson.skull_collector.plan.skulls.show": {
        "en": "Lesson sections “Skulls, the chest and the curse” and “Scoring and the end of "
              "the game”.",
        "ja": "レッスンの節「どくろ・宝箱・呪い」と「得点とゲームの終わり」。",
    },
    "lesson.skull_collector.plan.play.do": {
        "en": "Play. Groups of three play with real cards until a party is wiped out — or "
              "everyone plays the lesson's last table against bots, or the class plays one "
              "class deal from the class board.",
        "ja": "遊びます。3人のグループで本物のカードを使い、どこかが全滅するまで遊びます。"
              "または全員がレッスン最後のテーブルでボットと遊ぶか、クラスボードのクラスディールで"
              "遊びます。",
    },
    "lesson.skull_collector.plan.play.show": {
        "en": "The dashboard in teacher mode, or the class board with the class deal.",
        "ja": "先生モードのダッシュボード、またはクラスディールを開いたクラスボード。",
    },
    "lesson.skull_collector.plan.discuss.do": {
        "en": "Discuss the three questions below; for next time, read the going-further page "
              "(options and tie-breaks).",
        "ja": "下の3つの問いを話し合います。次回までに「もっと詳しく」のページ(オプションと"
              "同点の決め方)を読みます。",
    },
    "lesson.skull_collector.plan.discuss.show": {
        "en": "The dashboard: a finished game and its final division.",
        "ja": "ダッシュボード:終わったゲームと最後の山分け。",
    },
    "lesson.skull_collector.plan.discuss.skull": {
        "en": "Losing a member raises the share of each one left. When is collecting a skull "
              "on purpose a good idea, and when is it a risk?",
        "ja": "隊員が減ると、残った1人あたりの得点は増えます。わざとどくろを集めるのが"
              "よいのはどんなとき、危ないのはどんなときでしょう?",
    },
    "lesson.skull_collector.plan.discuss.chest": {
        "en": "Which card would you put in the chest, and which would you pass to your right? "
              "Why?",
        "ja": "宝箱にはどのカードを入れ、右どなりにはどのカードを渡しますか?それはなぜでしょう?",
    },
    "lesson.skull_collector.plan.discuss.void": {
        "en": "Trump is set by the first player who cannot follow. How can becoming void in "
              "a suit early help you, or hurt you?",
        "ja": "切り札は、最初にフォローできなかった人が決めます。早くあるスートのボイドになると、"
              "どう得になり、どう損になるでしょう?",
    },
    # ----------------------------------------------------------------- going further
    "lesson.skull_collector.q.ace_ten_in_trump": {
        "en": "The same trick with ace_ten_in_trump=True: seat 0 leads ♦5, seat 1 plays ♣A "
              "(clubs become trump) and {seat:seat} plays ♣10. Which seat wins the trick?",
        "ja": "同じトリックを ace_ten_in_trump=True で:席0が♦5をリードし、席1が♣Aを出し"
              "(クラブが切り札になります)、{seat:seat}が♣10を出します。このトリックに勝つのは"
              "どの席ですか?",
    },
    "lesson.skull_collector.q.ace_ten_in_trump.hint": {
        "en": "With the option on, the A-and-10 rule also holds for an ace and a 10 of trump "
              "played to another suit.",
        "ja": "このオプションでは、別のスートのトリックに出た切り札のAと10にも、Aと10のルールが"
              "使われます。",
    },
}
