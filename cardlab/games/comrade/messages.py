"""Messages of Comrade."""

MESSAGES = {
    # one line on the welcome page (cardlab.welcome)
    "comrade.about": {
        "en": "Cooperative trick-taking: bid cards promise how many tricks each player takes in each suit, and the whole table must make every promise come true exactly.",
        "ja": "全員で協力するトリックテイキング。宣言カードで「どのスートで何トリック取るか」を約束し、全員の約束をぴったり果たします。",
    },
    "comrade.phase.bid": {"en": "bidding", "ja": "獲得トリック数の宣言"},
    "comrade.phase.play": {"en": "trick round", "ja": "トリックラウンド"},
    "comrade.phase.over": {"en": "deal over", "ja": "終了"},
    "comrade.action.take": {"en": "take the bid card {card:card}", "ja": "宣言カード{card:card}を取る"},
    "comrade.action.take_joker": {
        "en": "take a joker for {suit:suitname} (+1)",
        "ja": "ジョーカーを取って{suit:suitname}に+1する",
    },
    # events
    "comrade.dealt": {
        "en": "deal {deal} of {deals}: {dealer:seat} deals; the bids must total {target}",
        "ja": "第{deal}ディール(全{deals}):親は{dealer:seat}。宣言の合計は{target}にします",
    },
    "comrade.bidding_starts": {
        "en": "bidding starts with the dealer, {seat:seat}",
        "ja": "宣言は親の{seat:seat}から始まります",
    },
    "comrade.round_starts": {
        "en": "bidding round {round} of 3",
        "ja": "宣言の{round}周目(全3周)",
    },
    "comrade.took": {
        "en": "{seat:seat} takes {card:card}: {suit:suitone} bid {value}; bids total {total} of {target}",
        "ja": "{seat:seat}が{card:card}を取りました:{suit:suitname}の宣言は{value}、合計{total}/{target}",
    },
    "comrade.took_joker": {
        "en": "{seat:seat} takes a joker on {suit:suitname}: bid {value}; bids total {total} of {target}",
        "ja": "{seat:seat}がジョーカーを{suit:suitname}に使いました:宣言は{value}、合計{total}/{target}",
    },
    "comrade.passed": {
        "en": "{seat:seat} passes (bids total {total})",
        "ja": "{seat:seat}はパス(宣言合計{total})",
    },
    "comrade.bidding_done": {
        "en": "bids total {total}: the bidding ends",
        "ja": "宣言の合計が{total}になりました:宣言ラウンド終了",
    },
    "comrade.play_starts": {
        "en": "the trick round starts: the dealer, {seat:seat}, leads",
        "ja": "トリックラウンド開始:親の{seat:seat}がリードします",
    },
    "comrade.trick_counted": {
        "en": "{seat:seat} has won {won} of {bid} {suit:suit} tricks",
        "ja": "{seat:seat}は{suit:suit}のトリックを{won}/{bid}回獲得",
    },
    "comrade.fail_over": {
        "en": "bids total {total}, more than {target}: the bidding fails and everyone loses",
        "ja": "宣言合計が{total}で{target}を超えました:宣言失敗、全員の負けです",
    },
    "comrade.fail_passes": {
        "en": "{count} players passed in a row: the bidding fails and everyone loses",
        "ja": "{count}人続けてパスしました:宣言失敗、全員の負けです",
    },
    "comrade.fail_rounds": {
        "en": "three rounds are over and the bids total only {total} of {target}: everyone loses",
        "ja": "3周が終わっても宣言合計が{total}で{target}に届きません:全員の負けです",
    },
    "comrade.fail_dead_end_anyone": {
        "en": "bids total {total}: every bid card left would take the total over {target}, "
              "whoever took it: everyone loses",
        "ja": "宣言合計{total}:残ったカードは誰が取っても合計が{target}を超えます:全員の負けです",
    },
    "comrade.fail_dead_end_acting_player": {
        "en": "bids total {total}: {seat:seat} cannot take any bid card left without going "
              "over {target}: everyone loses",
        "ja": "宣言合計{total}:{seat:seat}はどのカードを取っても合計が{target}を超えます:全員の負けです",
    },
    "comrade.fail_no_bid": {
        "en": "{seat:seat} won a {suit:suitone} trick (trick {trick}) without a {suit:suitone} bid: everyone loses",
        "ja": "{seat:seat}が{suit:suitname}の宣言なしに{suit:suitname}のトリック(第{trick}トリック)を取りました:全員の負けです",
    },
    "comrade.fail_over_bid": {
        "en": "{seat:seat} won {won} {suit:suitone} tricks (trick {trick}), more than the bid of {bid}: everyone loses",
        "ja": "{seat:seat}が{suit:suitname}のトリックを{won}回取り(第{trick}トリック)、宣言{bid}を超えました:全員の負けです",
    },
    "comrade.win": {
        "en": "every bid is met exactly: everyone wins deal {deal}",
        "ja": "全員が宣言どおりにトリックを取りました:第{deal}ディールは全員の勝ちです",
    },
    "comrade.match_over": {
        "en": "the match is over: {wins} of {deals} deals won, title {title}",
        "ja": "マッチ終了:{deals}ディール中{wins}勝、称号は{title}",
    },
    # reasons
    "comrade.not_playing_yet": {
        "en": "cards are played after the bidding: take a bid card or pass",
        "ja": "カードを出すのは宣言のあとです:宣言カードを取るかパスしてください",
    },
    "comrade.bidding_over": {
        "en": "the bidding is over: play a card",
        "ja": "宣言は終わりました:カードを出してください",
    },
    "comrade.no_jokers": {
        "en": "jokers are bid cards only with 5 players, not {players}",
        "ja": "ジョーカーを宣言に使うのは5人のときだけです({players}人では使いません)",
    },
    "comrade.joker_needs_suit": {
        "en": "name the suit the joker raises or starts, e.g. 'take JK C'",
        "ja": "ジョーカーを使うスートを指定してください(例: 'take JK C')",
    },
    "comrade.no_joker_left": {
        "en": "both jokers have been taken",
        "ja": "ジョーカーは2枚とも取られています",
    },
    "comrade.not_a_bid_card": {
        "en": "{card:card} is not one of the bid cards of this game",
        "ja": "{card:card}はこのゲームの宣言カードではありません",
    },
    "comrade.suit_only_for_joker": {
        "en": "only a joker takes a suit after it ('take JK C')",
        "ja": "スートを指定するのはジョーカーのときだけです('take JK C')",
    },
    "comrade.bid_card_taken": {
        "en": "{card:card} was already taken by {by:seat}",
        "ja": "{card:card}はすでに{by:seat}が取っています",
    },
    "comrade.not_higher": {
        "en": "{card:card} is not higher than your current {suit:suitone} bid of {value}",
        "ja": "{card:card}は今の{suit:suitname}の宣言{value}より大きくありません",
    },
    # match titles
    "comrade.caption.true_comrades": {"en": "true comrades", "ja": "本物の仲間たち"},
    "comrade.caption.so_close": {"en": "so close: one step more", "ja": "あと一歩、惜しい"},
    "comrade.caption.fairly_good": {"en": "a fairly good record", "ja": "なかなかの成績"},
    "comrade.caption.aim_higher": {
        "en": "think about why you lost, and aim higher",
        "ja": "負けた理由を振り返って、上を目指そう",
    },
    "comrade.caption.bad_luck": {"en": "maybe just bad luck", "ja": "運がなかっただけかも"},
    "comrade.caption.more_study": {
        "en": "more practice and study needed",
        "ja": "もっと練習と研究を",
    },
    # the prompt line: what the viewer may do now (cardlab.layout), or whom the table waits for
    "prompt.comrade.bid": {
        "en": "Take a bid card from the table — you promise to take that many tricks in its "
              "suit (a higher card replaces your bid in a suit) — or pass.",
        "ja": "場の宣言カードを1枚取ります(そのスートでその数だけトリックを取る約束です。同じスートの"
              "より大きいカードを取ると約束が置き換わります)。取らないならパスします。",
    },
    "prompt.comrade.bid.others": {
        "en": "Waiting for {seats:seats} to take a bid card or pass.",
        "ja": "{seats:seats}が宣言カードを取るかパスするのを待っています。",
    },
    "prompt.comrade.play": {
        "en": "Play a card from your hand: follow the suit led if you can; when you lead, any "
              "card.",
        "ja": "手札から1枚出します。リードされたスートを持っていれば必ずそのスートを出します"
              "(リードするときはどれでも)。",
    },
    "prompt.comrade.play.others": {
        "en": "Waiting for {seats:seats} to play a card.",
        "ja": "{seats:seats}がカードを出すのを待っています。",
    },
}

# What the table, the coach and its panel say of this game
MESSAGES.update({
    "ui.zone.comrade.results": {
        "en": "deals so far",
        "ja": "これまでのディール",
    },
    "coach.why.best.comrade": {
        "en": "{action}: the team makes every bid in {chance}% of {playouts} playouts.",
        "ja": "{action}:{playouts}回のプレイアウトのうち{chance}%で全員が宣言どおりに取れます。",
    },
    "coach.why.worse.comrade": {
        "en": "{action}: {diff_chance} points of chance fewer than {best} (the team makes every bid in {chance}% of {playouts} playouts).",
        "ja": "{action}:{best}より成功率が{diff_chance}ポイント低くなります({playouts}回のプレイアウトのうち{chance}%で全員が宣言どおりに取れます)。",
    },
    "coach.panel.short.comrade": {
        "en": "team makes every bid: {chance}% (±{cm})",
        "ja": "全員が宣言どおり:{chance}%(±{cm})",
    },
    "coach.panel.why.comrade": {
        "en": "After this choice the team made every bid in {chance}% of {playouts} playouts, more often than after any other choice.",
        "ja": "この手のあと、{playouts}回のプレイアウトのうち{chance}%で全員が宣言どおりに取れました。ほかのどの手よりも高い割合です。",
    },
    "coach.panel.goal.comrade": {
        "en": "The percentage is how often the whole team made every bid.",
        "ja": "%は、チーム全員が宣言どおりに取れた割合です。",
    },
})
