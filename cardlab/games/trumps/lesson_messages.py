"""Messages of the Trumps lesson page (:mod:`cardlab.games.trumps.lesson`): its rule boxes
(the rules card prints the same keys), questions, hints, explanations and the teacher's
plan. ``[words](term)`` marks a glossary word (:func:`cardlab.lessons.linked`)."""

MESSAGES = {
    # ----------------------------------------------------------------- rule boxes
    "lesson.trumps.rule.goal": {
        "en": "Collect score cards from the [field](field), the cards face up in the middle. "
              "At the end each player scores A + B: A, the largest group, is the most cards "
              "you hold of one number; B, the longest run, is how many numbers in a row you "
              "hold at least one of. Score cards 6 6 6 7 8 8 make A = 3 and B = 3: 6 points. "
              "The highest score wins.",
        "ja": "真ん中に表向きで並ぶ[場](field)のカードを集めて、得点札にします。"
              "最後に各プレイヤーの得点はA+Bです。Aの最多枚数は、1つの数字を何枚持っているかの"
              "最大、Bの最長グループは、1枚以上持っている数字が何個続いているかです。得点札が"
              "6 6 6 7 8 8なら、A=3、B=3で6点です。得点がいちばん高い人の勝ちです。",
    },
    "lesson.trumps.rule.need": {
        "en": "2 or 3 players (this lesson plays with 3) and a Pairs deck: 55 cards without "
              "suits, numbered 1 to 10, with one 1, two 2s, three 3s … ten 10s.",
        "ja": "2人か3人(このレッスンは3人)と、ペアーズのカード55枚。スートはなく、数字は1から"
              "10で、1が1枚、2が2枚、3が3枚……10が10枚です。",
    },
    "lesson.trumps.rule.deal": {
        "en": "The [dealer](dealer) shuffles and deals 7 cards to each player. Then 3 cards "
              "are set aside face down, unseen: the reserve, used only at the very end. The "
              "rest is the [deck](stock). Cards you take are your score cards, face up in "
              "front of you, apart from your [hand](hand).",
        "ja": "[親](dealer)がカードを切って、1人7枚ずつ配ります。次に3枚を見ないで裏向きのまま"
              "脇に避けます。最後にだけ使うカードです。残りが[山札](stock)です。獲得したカードは"
              "得点札になり、[手札](hand)とは別に、自分の前に表向きに置きます。",
    },
    "lesson.trumps.rule.start": {
        "en": "The start player: everyone picks a card from hand in secret, and all are "
              "turned up together; the lowest number alone starts. Players tied for the "
              "lowest pick again, only among themselves, until one is lowest alone; if "
              "they run out of cards, the tied player nearest the dealer's left starts. "
              "Every card shown goes to the field; nobody draws to replace it.",
        "ja": "スタートプレイヤーの決め方:全員が手札から1枚をこっそり選び、一斉に表にします。"
              "いちばん小さい数字を1人だけが出していれば、その人がスタートです。いちばん小さい数字が"
              "並んだら、その人たちだけが残りの手札からもう一度選び、1人に決まるまで続けます。"
              "並んだまま手札がなくなったら、その中で親の左にいちばん近い人がスタートです。"
              "出したカードはすべて場に置き、手札は補充しません。",
    },
    "lesson.trumps.rule.reveal": {
        "en": "A [round](round) has five steps. ① Reveal: from the start player, "
              "going left, each player reveals a single (one card) or a pair (two "
              "cards of one number) whose number nobody has revealed yet this "
              "round. A player holding only numbers already revealed shows the hand "
              "and plays any one card face down; a player with no cards reveals "
              "nothing.",
        "ja": "1[周](round)は5つの手順です。①公開:スタートプレイヤーから左回りに、シングル"
              "(1枚)かペア(同じ数字2枚)を公開します。数字は新しいものだけです。この周ですでに"
              "公開された数字は出せません。公開済みの数字しか持っていない人は、手札を見せてから、"
              "どれか1枚を裏向きで出します。手札がない人は何も出しません。",
    },
    "lesson.trumps.rule.rank": {
        "en": "② Rank, strongest first: pairs, the lower the stronger (2s … 10s); "
              "then singles, the higher the stronger (10 … 1); then face-down cards; "
              "then a player who revealed nothing. Of two face-down cards (or two "
              "players with nothing), the one nearer the start player is higher.",
        "ja": "②順位、強い順に:2のペア、3のペア……10のペア、次にシングルの10、9……1、"
              "次に裏向きのカード、最後に何も出さなかった人です。ペアはどのシングルより強く、"
              "ペア同士なら小さい数字が、シングル同士なら大きい数字が強くなります。裏向き同士"
              "(何も出さなかった人同士)は、スタートプレイヤーに近い人が上です。",
    },
    "lesson.trumps.rule.take": {
        "en": "③ Take, in rank order: 1st takes every card of one number in the field "
              "and starts the next round; 2nd takes every card of another number; the "
              "last takes one card from the field, or draws one from the deck. If the field is empty, a player who must choose a number takes "
              "nothing; the last may still draw. "
              "④ Every card revealed in ① joins the field, face-down cards turned up. "
              "⑤ From the new start player, each player draws one card from the deck.",
        "ja": "③獲得、順位の順に:1位は場にある数字を1つ選び、その札をすべて取って、次の周の"
              "スタートプレイヤーになります。2位も残っている数字で同じようにします。最下位は場から"
              "1枚だけ取るか、代わりに山札から1枚引いて手札に加えます。"
              "場が空なら、数字を選ぶ人は何も取れません。最下位は山札から引けます。④①で公開した"
              "カードはすべて場に加わります(裏向きのカードも表にします)。⑤新しいスタートプレイヤー"
              "から順に、各自が山札から1枚引きます。",
    },
    "lesson.trumps.rule.end": {
        "en": "The end: the first step ⑤ after which the deck is empty starts it; "
              "whoever could not draw in it takes a card from the reserve instead, "
              "in the same order. Then exactly one more round is played, in which "
              "the last player can only take a field card and nobody draws in step "
              "⑤. Cards left in hands, the field or the reserve do not count.",
        "ja": "終わり方:山札がなくなった最初の⑤のあとに終わりが始まります。その⑤で引けなかった"
              "人は、同じ順番で、脇に避けたカードから1枚取ります。そのあと、ちょうどもう1周だけ"
              "行います。その周の最下位は場のカードしか取れず、⑤では誰も引きません。手札、場、"
              "脇に避けたカードに残ったカードは数えません。",
    },
    "lesson.trumps.rule.score": {
        "en": "Scoring, over your score cards only: A, the largest group (only one number "
              "counts), plus B, the longest run of numbers in a row that you hold at least "
              "once (copies do not matter, and the number of A counts here too).",
        "ja": "得点は得点札だけで数えます。A、最多枚数(数えるのは1つの数字だけ)と、B、1枚以上"
              "持っている数字が続く最長グループ(同じ数字が何枚あっても1つ、Aの数字も入ります)の"
              "合計です。",
    },
    "lesson.trumps.rule.tie": {
        "en": "A tie for the highest score goes to the player whose smallest score card is "
              "smaller; then to the one with more cards of that number; if still equal, "
              "they share the win.",
        "ja": "最高点が同点なら、いちばん小さい得点札がより小さい人の勝ちです。それも同じなら、"
              "その数字の枚数が多い人、それも同じなら勝ちを分け合います。",
    },
    "lesson.trumps.rule.mistakes": {
        "en": "Three common mistakes:\n"
              "• Revealing a number someone showed earlier in the round: it must be new.\n"
              "• Thinking a pair of 10s is the best reveal: the lower the pair, the stronger.\n"
              "• Taking every card of a number when last: the last takes one card, or draws.",
        "ja": "よくあるまちがい3つ:\n"
              "• この周でほかの人が出した数字を公開する。数字は新しいものだけです。\n"
              "• 10のペアがいちばん強いと思う。ペアは数字が小さいほど強くなります。\n"
              "• 最下位なのに数字の札をすべて取る。最下位は1枚だけ取るか、山札から引きます。",
    },
    # ----------------------------------------------------------------- the score sheet
    "lesson.trumps.col.seat": {"en": "player", "ja": "プレイヤー"},
    "lesson.trumps.col.cards": {"en": "score cards (number×count)", "ja": "得点札(数字×枚数)"},
    "lesson.trumps.col.a": {"en": "A", "ja": "A"},
    "lesson.trumps.col.b": {"en": "B", "ja": "B"},
    "lesson.trumps.col.total": {"en": "score", "ja": "得点"},
    "lesson.trumps.seat": {"en": "{seat:seat}", "ja": "{seat:seat}"},
    # ----------------------------------------------------------------- questions
    "lesson.trumps.q.start": {
        "en": "Another deal: all three players show a 4 for the start. They choose again: "
              "seat 0 shows a 9, seat 1 a 7 and seat 2 an 8. How many cards lie in the field "
              "when the first round begins?",
        "ja": "別のディールです。スタートを決めるとき、3人とも4を出しました。もう一度選び、席0は9、"
              "席1は7、席2は8を出します。最初の周が始まるとき、場には何枚ありますか?",
    },
    "lesson.trumps.q.start.hint": {
        "en": "Which of the cards shown while choosing the start player go to the field: "
              "only the last ones, or every one?",
        "ja": "スタートプレイヤーを決めるときに出したカードのうち、場に置かれるのはどれでしょう?"
              "最後に出したものだけですか、すべてですか?",
    },
    "lesson.trumps.why.start": {
        "en": "every card shown while choosing the start player, the tied ones included, "
              "goes to the field: {count} cards",
        "ja": "スタートプレイヤーを決めるときに出したカードは、並んだときのものも含めて"
              "すべて場に置かれます。{count}枚です",
    },
    "lesson.trumps.q.reveal": {
        "en": "Round 1 of the lesson's deal, played another way: seat 0 reveals a single 9, "
              "seat 1 a pair of 3s. Which numbers may {seat:seat} reveal now (as a single or "
              "a pair)? Its numbers are the buttons.",
        "ja": "レッスンのディールの第1周を、別のやり方で行います。席0がシングルの9、席1が3のペアを"
              "公開しました。{seat:seat}がいま公開できる数字はどれですか(シングルでもペアでも)?"
              "ボタンが{seat:seat}の手札の数字です。",
    },
    "lesson.trumps.q.reveal.hint": {
        "en": "A number may be revealed only if nobody has revealed it yet this round; a "
              "pair needs two cards of that number in the hand.",
        "ja": "公開できるのは、この周でまだ誰も公開していない数字だけです。ペアにはその数字が"
              "手札に2枚必要です。",
    },
    "lesson.trumps.q.rank": {
        "en": "The first round once more, another way: seat 0 reveals a pair of 9s, seat 1 a pair of "
              "8s and seat 2 a single 10. Which seat takes from the field before the others?",
        "ja": "最初の周をもう一度、別のやり方で。席0が9のペア、席1が8のペア、席2がシングルの10を"
              "公開します。ほかの人より先に場から取るのはどの席ですか?",
    },
    "lesson.trumps.q.rank.hint": {
        "en": "Compare the kinds first (pair or single), then the numbers: which pair is "
              "the stronger one?",
        "ja": "まず種類(ペアかシングルか)を比べ、次に数字を比べます。どちらのペアが強いでしょう?",
    },
    "lesson.trumps.q.take": {
        "en": "Round 2 (the field holds two 3s, two 6s and a 10): seat 1 reveals a single 8, seat 2 a "
              "single 9 and seat 0 a single 5. Seat 2 takes both 6s, then {seat:seat} takes "
              "the other pair lying in the field. How many score cards does {seat:seat} "
              "hold then?",
        "ja": "第2周です(場にはペアが2組と10が1枚あります)。席1がシングルの8、席2がシングルの9、席0が"
              "シングルの5を公開しました。席2が6を2枚とも取り、続いて{seat:seat}が場に残る"
              "もう1組のペアを取ります。そのとき{seat:seat}の得点札は何枚ですか?",
    },
    "lesson.trumps.q.take.hint": {
        "en": "The 1st and 2nd take every card of the number they choose, and score cards "
              "stay from round to round: what did {seat:seat} take in round 1?",
        "ja": "1位と2位は選んだ数字の札をすべて取ります。得点札は周をまたいで残ります。"
              "{seat:seat}は第1周で何を取りましたか?",
    },
    "lesson.trumps.q.score": {
        "en": "In the picture above (the bots' game, near its end), {seat:seat} ranks first and "
              "takes the {number}s from the field. What is its score then (largest group + "
              "longest run)?",
        "ja": "上の図(ボットのゲームの終わり近く)で、1位の{seat:seat}が場から{number}を取ります。"
              "そのあとの{seat:seat}の得点(最多枚数+最長グループ)はいくつですか?",
    },
    "lesson.trumps.q.score.hint": {
        "en": "Count the cards of the number {seat:seat} holds most of, then the longest run "
              "of numbers in a row (like 3 4 5), and add the two.",
        "ja": "{seat:seat}がいちばん多く持っている数字の枚数と、連続する数字(3・4・5のような)の"
              "いちばん長い並びの長さを数えて足します。",
    },
    "lesson.trumps.why.score": {
        "en": "Then {seat:seat}'s largest group has {a} cards and the longest run {b} "
              "numbers: {a} + {b} = {total}.",
        "ja": "そのあと{seat:seat}の最多枚数は{a}枚、最長グループは{b}つの数字なので、"
              "{a}+{b}={total}点です。",
    },
    # ----------------------------------------------------------------- going further
    "lesson.trumps.q.tie": {
        "en": "Two players tie at {score} points. Seat 0's score cards are {first:list}, seat "
              "1's are {second:list}. Which seat wins? (If they share the win, answer both seats.)",
        "ja": "2人が{score}点で並びました。席0の得点札は{first:list}、席1は{second:list}です。"
              "勝つのはどの席ですか?(勝ちを分け合うなら、両方の席を答えてください。)",
    },
    "lesson.trumps.q.tie.hint": {
        "en": "On a tie, look at each player's smallest score card first; if those are the "
              "same, count how many cards of it each holds.",
        "ja": "同点なら、まずそれぞれのいちばん小さい得点札を比べます。同じなら、その数字の"
              "枚数を比べます。",
    },
    # ----------------------------------------------------------------- the teacher's plan
    "lesson.trumps.plan.before": {
        "en": "Print the rules card (one A4 page per group). On the projector's computer open "
              "the lesson page and the Trumps dashboard. For play with real cards: one Pairs "
              "deck per group of three (or write 1 to 10 on 55 blank cards: one 1 … ten 10s).",
        "ja": "ルールカードを印刷します(グループに1枚、A4)。プロジェクターのパソコンでレッスンの"
              "ページとトランプスのダッシュボードを開いておきます。本物のカードで遊ぶなら、3人の"
              "グループにペアーズのカードを1組(白いカード55枚に1から10を書いてもよい:1が1枚……"
              "10が10枚)。",
    },
    "lesson.trumps.plan.intro.do": {
        "en": "Introduce the goal: many cards of one number and a long run. Hand out the "
              "rules card; count A and B of 6 6 6 7 8 8 together.",
        "ja": "目的を紹介します。同じ数字をたくさん、そして長い連続。ルールカードを配り、"
              "6 6 6 7 8 8のAとBを一緒に数えます。",
    },
    "lesson.trumps.plan.intro.show": {
        "en": "Lesson page: the title, the goal, “The deal and the start player” up to its example.",
        "ja": "レッスンのページ:タイトル、目的、「配り方とスタートプレイヤー」の例の前まで。",
    },
    "lesson.trumps.plan.start.do": {
        "en": "The start player and the reveal: read the two examples, then the class answers "
              "the start and reveal questions (hands up first, then click).",
        "ja": "スタートプレイヤーと公開:2つの例を読み、スタートと公開の問題にクラスで答えます"
              "(まず挙手、それからクリック)。",
    },
    "lesson.trumps.plan.start.show": {
        "en": "Lesson sections “The deal and the start player” (its example) and “A round: reveal and rank”.",
        "ja": "レッスンの節「配り方とスタートプレイヤー」(その例)と「1周:公開と順位」。",
    },
    "lesson.trumps.plan.round.do": {
        "en": "Ranking and taking: ask first why a pair of 2s beats a pair of 10s. A volunteer "
              "plays the last seat of round 2 on the live table.",
        "ja": "順位と獲得:まず、なぜ2のペアが10のペアより強いのかを聞きます。希望者がライブの"
              "テーブルで第2周の最下位の席をプレイします。",
    },
    "lesson.trumps.plan.round.show": {
        "en": "Lesson section “A round: take, then refill”.",
        "ja": "レッスンの節「1周:獲得と補充」。",
    },
    "lesson.trumps.plan.ends.do": {
        "en": "The end with the reserve, then scoring: the worked example and its tie.",
        "ja": "脇に避けたカードを使う終わり方と、得点:計算例とその同点。",
    },
    "lesson.trumps.plan.ends.show": {
        "en": "Lesson sections “The end of the game” and “Scoring”.",
        "ja": "レッスンの節「ゲームの終わり」と「得点」。",
    },
    "lesson.trumps.plan.play.do": {
        "en": "Play. Groups of three play a whole game with real cards — or everyone plays "
              "the lesson's last table against bots, or the class plays one class deal from "
              "the class board (every group the same cards).",
        "ja": "遊びます。3人のグループで本物のカードを使って1ゲーム。または全員がレッスン最後の"
              "テーブルでボットと遊ぶか、クラスボードのクラスディール(全グループが同じカード)で"
              "遊びます。",
    },
    "lesson.trumps.plan.play.show": {
        "en": "The dashboard in teacher mode, or the class board with the class deal.",
        "ja": "先生モードのダッシュボード、またはクラスディールを開いたクラスボード。",
    },
    "lesson.trumps.plan.discuss.do": {
        "en": "Discuss the three questions below, with a finished game on the dashboard.",
        "ja": "ダッシュボードで終わったゲームを見ながら、下の3つの問いを話し合います。",
    },
    "lesson.trumps.plan.discuss.show": {
        "en": "The dashboard: the score cards of a finished game.",
        "ja": "ダッシュボード:終わったゲームの得点札。",
    },
    "lesson.trumps.plan.wrap.do": {
        "en": "Two players and the tie-break in detail; for next time, play a game for two, "
              "or read the going-further page.",
        "ja": "2人で遊ぶときと、同点の細かい決め方。次回までに、2人で1ゲーム遊ぶか、"
              "「もっと詳しく」のページを読みます。",
    },
    "lesson.trumps.plan.wrap.show": {
        "en": "The going-further page, section “Two players”.",
        "ja": "「もっと詳しく」のページの節「2人で遊ぶ」。",
    },
    "lesson.trumps.plan.discuss.pair": {
        "en": "A low pair is the strongest reveal, but the cards you reveal go to the field "
              "for the others. When is it worth showing your best pair?",
        "ja": "小さい数字のペアはいちばん強い公開ですが、公開したカードは場に出て、ほかの人も"
              "取れます。いちばんよいペアを出す価値があるのはどんなときでしょう?",
    },
    "lesson.trumps.plan.discuss.last": {
        "en": "When you are last, is one field card or a card drawn into your hand worth "
              "more?",
        "ja": "最下位のとき、場のカード1枚と、山札から手札に引く1枚では、どちらが得でしょう?",
    },
    "lesson.trumps.plan.discuss.collect": {
        "en": "Should you aim for a big group of one number or for a long run? Look at the "
              "score cards of the winner.",
        "ja": "1つの数字をたくさん集めるのと、長い連続を作るのでは、どちらをねらうべきでしょう?"
              "勝った人の得点札を見てみましょう。",
    },
}
