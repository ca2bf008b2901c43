"""Messages of Trumps."""

MESSAGES = {
    # one line on the welcome page (cardlab.welcome)
    "trumps.about": {
        "en": "A game with the numbered Pairs cards: reveal cards to the field, take them with singles and pairs, and score your largest group and longest run.",
        "ja": "ペアーズの数札で遊ぶゲーム。場にカードを公開し、シングルとペアで取り、同じ数字のグループと連番で得点します。",
    },
    # phases
    "trumps.phase.start": {"en": "choosing the start player", "ja": "スタートプレイヤーの決定"},
    "trumps.phase.reveal": {"en": "reveal a single or a pair", "ja": "手札の公開"},
    "trumps.phase.take": {"en": "take from the field", "ja": "場札の獲得"},
    "trumps.phase.over": {"en": "game over", "ja": "ゲーム終了"},
    # actions
    "trumps.action.start": {
        "en": "pick your {number} for the start-player reveal",
        "ja": "スタートプレイヤー決めに{number}を出す",
    },
    "trumps.action.single": {"en": "reveal a single {number}", "ja": "{number}をシングルで公開"},
    "trumps.action.pair": {"en": "reveal a pair of {number}s", "ja": "{number}をペアで公開"},
    "trumps.action.facedown": {
        "en": "play one {number} face down",
        "ja": "{number}を裏向きで出す",
    },
    "trumps.action.take": {
        "en": "take {number} from the field",
        "ja": "場札から{number}を獲得する",
    },
    # setup and start player
    "trumps.dealt": {
        "en": "{dealer:seat} deals 7 cards each; {reserve} cards are set aside as the "
              "reserve and {deck} remain in the deck",
        "ja": "親の{dealer:seat}が7枚ずつ配りました。{reserve}枚を脇に避け、山札は{deck}枚です",
    },
    "trumps.choose_start": {
        "en": "everyone secretly picks a card: the lowest number starts",
        "ja": "全員が手札から1枚を伏せて出します。一番小さい数字の人がスタートプレイヤーです",
    },
    "trumps.start_picked": {
        "en": "{seat:seat} has picked a card",
        "ja": "{seat:seat}がカードを伏せました",
    },
    "trumps.start_picked_you": {
        "en": "you picked {number} (hidden until everyone has picked)",
        "ja": "あなたは{number}を伏せました(全員が出すまで秘密です)",
    },
    "trumps.start_shown": {
        "en": "{seat:seat} shows {number}; it goes to the field",
        "ja": "{seat:seat}は{number}を公開。場札に置かれます",
    },
    "trumps.start_lowest": {
        "en": "{seat:seat} showed the lowest number, {number}, and is the start player",
        "ja": "{seat:seat}が最小の{number}を出したのでスタートプレイヤーです",
    },
    "trumps.start_tie": {
        "en": "{seats:seats} tie with {number}: only they pick again",
        "ja": "{seats:seats}が{number}で並びました。この人たちだけでもう一度選びます",
    },
    "trumps.start_tie_out": {
        "en": "{seats:seats} are still tied but have no cards left: {seat:seat}, nearest "
              "the dealer's left, starts",
        "ja": "{seats:seats}は同点のまま手札がなくなりました。親の左に一番近い{seat:seat}が"
              "スタートプレイヤーです",
    },
    "trumps.start_tie_out_random": {
        "en": "{seats:seats} are still tied but have no cards left: a draw picks {seat:seat} "
              "to start",
        "ja": "{seats:seats}は同点のまま手札がなくなりました。抽選で{seat:seat}が"
              "スタートプレイヤーです",
    },
    # a round
    "trumps.round_starts": {
        "en": "round {round}: {seat:seat} reveals first",
        "ja": "第{round}周:{seat:seat}から公開します",
    },
    "trumps.last_round_starts": {
        "en": "round {round}, the last one: {seat:seat} reveals first",
        "ja": "第{round}周(最後の周):{seat:seat}から公開します",
    },
    "trumps.reveals_nothing": {
        "en": "{seat:seat} has no cards and reveals nothing",
        "ja": "{seat:seat}は手札がないので何も出しません",
    },
    "trumps.shows_hand": {
        "en": "{seat:seat} holds only numbers already revealed ({numbers:list}), shows the "
              "hand and must play one card face down",
        "ja": "{seat:seat}の手札({numbers:list})はすべて公開済みの数字です。手札を見せて、"
              "1枚を裏向きで出します",
    },
    "trumps.revealed_single": {
        "en": "{seat:seat} reveals a single {number}",
        "ja": "{seat:seat}は{number}をシングルで公開",
    },
    "trumps.revealed_pair": {
        "en": "{seat:seat} reveals a pair of {number}s",
        "ja": "{seat:seat}は{number}をペアで公開",
    },
    "trumps.played_facedown": {
        "en": "{seat:seat} plays a card face down",
        "ja": "{seat:seat}はカードを1枚裏向きで出しました",
    },
    "trumps.played_facedown_you": {
        "en": "your face-down card: {number}",
        "ja": "あなたの裏向きのカードは{number}です",
    },
    "trumps.ranking": {
        "en": "ranking of the round: {seats:seats}",
        "ja": "この周の順位:{seats:seats}",
    },
    "trumps.why.pair_over_single": {
        "en": "{seat:seat}'s pair of {a}s beats {other:seat}'s single {b}: any pair beats "
              "any single",
        "ja": "{seat:seat}の{a}のペアが{other:seat}のシングル{b}より上:ペアはどのシングルより強い",
    },
    "trumps.why.lower_pair": {
        "en": "{seat:seat}'s pair of {a}s beats {other:seat}'s pair of {b}s: the lower pair "
              "is stronger",
        "ja": "{seat:seat}の{a}のペアが{other:seat}の{b}のペアより上:ペア同士は小さい数字が強い",
    },
    "trumps.why.higher_single": {
        "en": "{seat:seat}'s single {a} beats {other:seat}'s single {b}: the higher single "
              "is stronger",
        "ja": "{seat:seat}のシングル{a}が{other:seat}のシングル{b}より上:シングル同士は大きい"
              "数字が強い",
    },
    "trumps.why.over_facedown": {
        "en": "{seat:seat} ranks above {other:seat}: a face-down card ranks below every "
              "single and pair",
        "ja": "{seat:seat}が{other:seat}より上:裏向きのカードはどのシングルやペアよりも下",
    },
    "trumps.why.facedown_nearer": {
        "en": "{seat:seat} and {other:seat} both played face down: {seat:seat} is nearer "
              "the start player and ranks higher",
        "ja": "{seat:seat}と{other:seat}はどちらも裏向き:スタートプレイヤーに近い{seat:seat}が上",
    },
    "trumps.why.over_empty": {
        "en": "{seat:seat} ranks above {other:seat}, who revealed nothing: an empty hand "
              "ranks last",
        "ja": "{seat:seat}が何も出せなかった{other:seat}より上:手札がない人は最下位",
    },
    "trumps.why.empty_nearer": {
        "en": "{seat:seat} and {other:seat} both revealed nothing: {seat:seat} is nearer "
              "the start player and ranks higher",
        "ja": "{seat:seat}と{other:seat}はどちらも出せませんでした:スタートプレイヤーに近い"
              "{seat:seat}が上",
    },
    "trumps.took_all": {
        "en": "{seat:seat} takes every {number} on the field ({count}) as score cards",
        "ja": "{seat:seat}は場札の{number}をすべて({count}枚)得点札にしました",
    },
    "trumps.took_one": {
        "en": "{seat:seat} takes one {number} as a score card",
        "ja": "{seat:seat}は{number}を1枚得点札にしました",
    },
    "trumps.drew": {
        "en": "{seat:seat} draws a card from the deck instead ({deck} left)",
        "ja": "{seat:seat}は代わりに山札から1枚引きました(残り{deck}枚)",
    },
    "trumps.drew_you": {"en": "you drew: {number}", "ja": "あなたが引いたのは{number}です"},
    "trumps.takes_nothing": {
        "en": "{seat:seat} has nothing to take: the field is empty",
        "ja": "{seat:seat}は獲得できません:場札がありません",
    },
    "trumps.facedown_turned": {
        "en": "{seat:seat}'s face-down card is turned up: {number}",
        "ja": "{seat:seat}の裏向きのカードをめくりました:{number}",
    },
    "trumps.facedown_aside": {
        "en": "{seat:seat}'s face-down card is set aside unseen, out of the game",
        "ja": "{seat:seat}の裏向きのカードは伏せたままゲームから除かれます",
    },
    "trumps.field_refilled": {
        "en": "the revealed cards join the field: {numbers:list}",
        "ja": "公開されたカードが場札に加わりました:{numbers:list}",
    },
    "trumps.refilled": {
        "en": "{seat:seat} draws a card from the deck",
        "ja": "{seat:seat}が山札から1枚補充しました",
    },
    "trumps.from_reserve": {
        "en": "the deck is empty: {seat:seat} takes a card from the reserve",
        "ja": "山札がないので{seat:seat}は脇に避けたカードから1枚補充しました",
    },
    "trumps.deck_out": {
        "en": "the deck is empty: one more round, then the game ends",
        "ja": "山札がなくなりました:あと1周で終了です",
    },
    "trumps.final_scores": {
        "en": "final scores (largest group + longest run): {scores:list}",
        "ja": "最終得点(最多枚数+最長グループ):{scores:list}",
    },
    "trumps.win_score": {
        "en": "{seats:seats} wins with {score} points",
        "ja": "{score}点で{seats:seats}の勝ちです",
    },
    "trumps.win_smallest": {
        "en": "{seats:seats} wins the tie at {score} points: the smallest score card, {number}",
        "ja": "{score}点で同点。一番小さい得点札({number})を持つ{seats:seats}の勝ちです",
    },
    "trumps.win_count": {
        "en": "{seats:seats} wins the tie at {score} points: more score cards of {number} "
              "({count})",
        "ja": "{score}点で同点、最小の数字も同じ。{number}を多く({count}枚)持つ{seats:seats}の"
              "勝ちです",
    },
    "trumps.win_shared": {
        "en": "{seats:seats} share the win at {score} points: the same smallest score card, "
              "{number}, and as many of it ({count})",
        "ja": "{score}点で同点、{number}の枚数({count}枚)も同じなので{seats:seats}が勝ちを"
              "分け合います",
    },
    # reasons an action is not allowed
    "trumps.not_in_hand": {
        "en": "you hold no {number}",
        "ja": "{number}は手札にありません",
    },
    "trumps.start_first": {
        "en": "first everyone picks a card to choose the start player",
        "ja": "まず全員がスタートプレイヤー決めのカードを選びます",
    },
    "trumps.reveal_now": {
        "en": "now each player in turn reveals a single or a pair",
        "ja": "いまは順番にシングルかペアを公開するときです",
    },
    "trumps.take_now": {
        "en": "now the field is taken: take every card of one number, or if you ranked "
              "last, one card or a draw from the deck",
        "ja": "いまは場札を取るときです:数字を選んでその札を獲得します(最下位なら1枚だけ取るか、"
              "山札から引きます)",
    },
    "trumps.already_revealed": {
        "en": "{number} was already revealed this round by {by:seat}: choose another number",
        "ja": "{number}はこの周で{by:seat}がすでに公開しました:別の数字を選んでください",
    },
    "trumps.pair_not_held": {
        "en": "you do not hold a pair of {number}s (you hold {held})",
        "ja": "{number}のペアを持っていません(手札の{number}は{held}枚)",
    },
    "trumps.facedown_not_allowed": {
        "en": "you may play face down only when you hold no new number; you can still "
              "reveal {numbers:list}",
        "ja": "裏向きで出せるのは、公開されていない数字を持っていないときだけです"
              "({numbers:list}を公開できます)",
    },
    "trumps.not_in_field": {
        "en": "there is no {number} in the field",
        "ja": "場札に{number}はありません",
    },
    "trumps.draw_only_last": {
        "en": "only the last-ranked player may draw instead of taking",
        "ja": "山札から引けるのは最下位のプレイヤーだけです",
    },
    "trumps.deck_is_empty": {
        "en": "the deck is empty: take a card from the field",
        "ja": "山札がありません:場札から獲得してください",
    },
    # the prompt line: what the viewer may do now (cardlab.layout), or whom the table waits for
    "prompt.trumps.start": {
        "en": "Choose a card for the start: everyone shows theirs at once, and the lowest "
              "number starts.",
        "ja": "スタートを決めるカードを1枚選びます。全員一斉に見せ、一番小さい数字の人がスタートです。",
    },
    "prompt.trumps.start.others": {
        "en": "Waiting for {seats:seats} to choose a card for the start.",
        "ja": "{seats:seats}がスタート用のカードを選ぶのを待っています。",
    },
    "prompt.trumps.reveal": {
        "en": "Reveal a single or a pair of a number nobody has revealed this round. Any pair "
              "beats any single.",
        "ja": "この周でまだ誰も出していない数字のシングル(1枚)かペア(2枚)を公開します。"
              "ペアはどのシングルより強いです。",
    },
    "prompt.trumps.reveal.others": {
        "en": "Waiting for {seats:seats} to reveal.",
        "ja": "{seats:seats}の公開を待っています。",
    },
    "prompt.trumps.take": {
        "en": "Take from the field: the strongest reveal takes all cards of one number first; "
              "the last takes one card or draws from the deck.",
        "ja": "場札を取ります。一番強い公開の人から、ある数字の札をすべて取ります。最後の人は"
              "1枚だけ取るか、山札から引きます。",
    },
    "prompt.trumps.take.others": {
        "en": "Waiting for {seats:seats} to take from the field.",
        "ja": "{seats:seats}が場札を取るのを待っています。",
    },
}

# What the table, the coach and its panel say of this game
MESSAGES.update({
    "ui.zone.trumps.score": {
        "en": "score",
        "ja": "得点",
    },
    "ui.zone.trumps.round": {
        "en": "round",
        "ja": "周",
    },
    "ui.banner.trumps_taker": {
        "en": "{seat:seat} picks from the field now: {takes}",
        "ja": "{seat:seat}が場札を取ります:{takes}",
    },
    "coach.why.best.trumps": {
        "en": "{action}: expected score {value}; the game is won in {chance}% of {playouts} playouts.",
        "ja": "{action}:期待得点は{value}、{playouts}回中{chance}%で勝ちます。",
    },
    "coach.why.worse.trumps": {
        "en": "{action}: {diff} points below {best} (expected score {value}; the game is won in {chance}% of {playouts} playouts).",
        "ja": "{action}:{best}より期待得点が{diff}点低くなります(期待得点は{value}、{playouts}回中{chance}%で勝ちます)。",
    },
    "coach.panel.short.trumps": {
        "en": "score {value} (±{vm}) · win {chance}%",
        "ja": "得点{value}(±{vm})・勝ち{chance}%",
    },
    "coach.panel.why.trumps": {
        "en": "This choice ends the deal with {value} points on average and wins in {chance}% of {playouts} playouts: the best average of all choices.",
        "ja": "この手はディールの終わりに平均{value}点、{playouts}回中{chance}%で勝ちます。平均点がいちばん高い手です。",
    },
    "coach.panel.goal.trumps": {
        "en": "Score: your points at the end of this deal; win: how often you win.",
        "ja": "得点はこのディールの終わりのあなたの点、勝ちはあなたが勝つ割合です。",
    },
})
