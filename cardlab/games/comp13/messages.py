"""Messages of Comp-13."""

MESSAGES = {
    # one line on the welcome page (cardlab.welcome)
    "comp13.about": {
        "en": "Add cards to four fields to make 13 (a Comp) and 52 (an All-Ground), and capture the honour cards.",
        "ja": "4つの場に札を足して13(Comp)と52(All-Ground)を目指し、絵札を取るゲーム。",
    },
    "comp13.phase.place": {"en": "the dealer's card on field D", "ja": "親が場Dに札を置く"},
    "comp13.phase.play": {"en": "play", "ja": "プレイ"},
    "comp13.phase.bonus": {"en": "Comp bonus", "ja": "Compのボーナス取札"},
    "comp13.phase.over": {"en": "game over", "ja": "ゲーム終了"},
    # actions
    "comp13.action.place": {
        "en": "place {card:card} on field D",
        "ja": "{card:card}を場Dに置く",
    },
    "comp13.action.add": {
        "en": "add {card:card} to field {field}",
        "ja": "{card:card}を場{field}に付ける",
    },
    "comp13.action.change": {
        "en": "change the suit of field {field} with {card:card}",
        "ja": "{card:card}で場{field}のスートを変える",
    },
    "comp13.action.swap": {
        "en": "swap {card:card} for {taken:card} on field {field}",
        "ja": "{card:card}と場{field}の{taken:card}を交換する",
    },
    "comp13.action.split": {
        "en": "swap {card:card} for {first:card} and {second:card} on field {field}",
        "ja": "手札の{card:card}と場{field}の{first:card}・{second:card}(2枚)を交換する",
    },
    "comp13.action.bonus_card": {
        "en": "take the single honour {card:card} as the bonus",
        "ja": "単独の絵札{card:card}をボーナスとして取る",
    },
    "comp13.action.bonus_field": {
        "en": "take the honours of field {field} as the bonus",
        "ja": "場{field}の絵札をボーナスとして取る",
    },
    "comp13.action.bonus_none": {
        "en": "decline the bonus",
        "ja": "ボーナスを取らない",
    },
    # choosing the dealer
    "comp13.dealt": {
        "en": "game {game} of {games}: {seat:seat}, the provisional dealer, deals 4 cards each; {stock} cards form the stock",
        "ja": "第{game}回(全{games}回):仮親の{seat:seat}が4枚ずつ配りました。山札は{stock}枚です",
    },
    "comp13.turned_up": {
        "en": "{card:card} is turned up on field {field} ({stock} left in the stock)",
        "ja": "山札から{card:card}をめくって場{field}に置きました(山札残り{stock}枚)",
    },
    "comp13.no_mate": {
        "en": "nobody holds the mate of {card:card} on field {field}",
        "ja": "場{field}の{card:card}の裏札は誰も持っていません",
    },
    "comp13.mate_found": {
        "en": "{seat:seat} holds {mate:card}, the mate of {card:card} on field {field}: {seat:seat} is the dealer",
        "ja": "{seat:seat}が場{field}の{card:card}の裏札{mate:card}を持っています:{seat:seat}が親です",
    },
    "comp13.dealer_places": {
        "en": "{seat:seat}, the dealer, now places one card of their hand on field D",
        "ja": "親の{seat:seat}が手札から1枚を場Dに置きます",
    },
    "comp13.placed": {
        "en": "{seat:seat} places {card:card} on field D (the four fields total {total})",
        "ja": "{seat:seat}が{card:card}を場Dに置きました(4つの場の合計{total})",
    },
    "comp13.ranked": {
        "en": "nobody held a mate: {card:card} on field {field} is the highest card, so {seat:seat}, who sits in front of it, is the dealer",
        "ja": "裏札は誰も持っていませんでした:場{field}の{card:card}が最も高い札なので、その前に座る{seat:seat}が親です",
    },
    "comp13.washout_kings_dealer": {
        "en": "all four fields are kings: a washout, this game ends before any play",
        "ja": "4つの場がすべてKです:流れ。プレイをせずにこの回は終わります",
    },
    "comp13.plays_first": {
        "en": "{seat:seat} plays first",
        "ja": "{seat:seat}からプレイを始めます",
    },
    # plays
    "comp13.added": {
        "en": "{seat:seat} adds {card:card} to field {field}: field {field} sums {sum}, the four fields {total}",
        "ja": "{seat:seat}が{card:card}を場{field}に付けました:場{field}の数は{sum}、合計{total}",
    },
    "comp13.changed": {
        "en": "{seat:seat} changes field {field} from {taken:card} to {card:card} (same value, sum {sum})",
        "ja": "{seat:seat}が場{field}の{taken:card}を{card:card}に替えました(同じ数位、場の数{sum})",
    },
    "comp13.swapped": {
        "en": "{seat:seat} swaps {card:card} for {taken:card} on field {field}: field {field} sums {sum}, the four fields {total}",
        "ja": "{seat:seat}が{card:card}と場{field}の{taken:card}を交換しました:場{field}の数は{sum}、合計{total}",
    },
    "comp13.split": {
        "en": "{seat:seat} swaps {card:card} for {first:card} and {second:card} on field {field} (sum stays {sum})",
        "ja": "{seat:seat}が手札の{card:card}と場{field}の{first:card}・{second:card}(2枚)を交換しました(場の数は{sum}のまま)",
    },
    "comp13.drew": {
        "en": "{seat:seat} draws a card ({stock} left in the stock)",
        "ja": "{seat:seat}が山札から1枚取りました(山札残り{stock}枚)",
    },
    "comp13.drew_card": {
        "en": "you drew {card:card}",
        "ja": "引いた札は{card:card}です",
    },
    # Comp
    "comp13.comp_2": {
        "en": "2-card Comp on field {field} by {seat:seat}: {cards:cards} make 13",
        "ja": "{seat:seat}が場{field}で2枚Comp:{cards:cards}で13",
    },
    "comp13.comp_3": {
        "en": "3-card Comp on field {field} by {seat:seat}: {cards:cards} make 13",
        "ja": "{seat:seat}が場{field}で3枚Comp:{cards:cards}で13",
    },
    "comp13.comp_capture": {
        "en": "Comp on field {field}: {cards:cards} captured by {seat:seat} (the honours of the comped field)",
        "ja": "場{field}のComp:{seat:seat}が{cards:cards}を取札にしました(Compした場の絵札)",
    },
    "comp13.comp_no_honours": {
        "en": "the comped field {field} holds no honour to capture",
        "ja": "Compした場{field}には取れる絵札がありません",
    },
    "comp13.cleared": {
        "en": "field {field} is cleared (discarded: {cards:cards})",
        "ja": "場{field}を流しました(捨て札:{cards:cards})",
    },
    "comp13.cleared_empty": {
        "en": "field {field} is cleared (nothing left to discard)",
        "ja": "場{field}を流しました(捨て札はありません)",
    },
    "comp13.bonus_offer_2": {
        "en": "2-card Comp bonus: {seat:seat} may take one single honour: {choices:cards}",
        "ja": "2枚Compのボーナス:{seat:seat}は単独の絵札を1枚取れます:{choices:cards}",
    },
    "comp13.bonus_offer_3": {
        "en": "3-card Comp bonus: {seat:seat} may take every honour of one of these fields: {choices:list}",
        "ja": "3枚Compのボーナス:{seat:seat}は次の場のどれか1つから絵札をすべて取れます:{choices:list}",
    },
    "comp13.no_bonus_2": {
        "en": "no other field is a single honour: no bonus",
        "ja": "ほかに単独の絵札の場がありません:ボーナスなし",
    },
    "comp13.no_bonus_3": {
        "en": "no other field holds an honour: no bonus",
        "ja": "ほかに絵札のある場がありません:ボーナスなし",
    },
    "comp13.bonus_single": {
        "en": "{card:card} on field {field} captured by {seat:seat}: a single honour, the 2-card Comp bonus",
        "ja": "{seat:seat}が場{field}の{card:card}を取札にしました:2枚Compのボーナス(単独の絵札)",
    },
    "comp13.bonus_field": {
        "en": "{cards:cards} on field {field} captured by {seat:seat}: every honour of one field, the 3-card Comp bonus",
        "ja": "{seat:seat}が場{field}の{cards:cards}を取札にしました:3枚Compのボーナス(1つの場の絵札すべて)",
    },
    "comp13.bonus_declined": {
        "en": "{seat:seat} takes no bonus",
        "ja": "{seat:seat}はボーナスを取りませんでした",
    },
    "comp13.king_comping": {
        "en": "{card:card} in {seat:seat}'s hand captured: same suit as the comped field, held by the comping player",
        "ja": "{seat:seat}が手札の{card:card}を取札にしました:Compした場と同じスートのKを、Compした本人が持っていました",
    },
    "comp13.king_next": {
        "en": "{card:card} in {seat:seat}'s hand captured: same suit as the comped field, held by the next player",
        "ja": "{seat:seat}が手札の{card:card}を取札にしました:Compした場と同じスートのKを、次の手番の人が持っていました",
    },
    "comp13.washout_total": {
        "en": "after the refill the four fields total {total}, which is 52 or more: a washout; the game ends",
        "ja": "補充の結果、4つの場の合計が{total}で52以上になりました:流れとなり、この回は終わります",
    },
    "comp13.stock_out": {
        "en": "the stock is empty: the game ends",
        "ja": "山札がなくなりました:この回は終わります",
    },
    # All-Ground
    "comp13.all_ground": {
        "en": "All-Ground by {seat:seat}: the four fields total exactly 52",
        "ja": "{seat:seat}のAll-Ground:4つの場の合計がちょうど52です",
    },
    "comp13.ag_field": {
        "en": "All-Ground: {cards:cards} on field {field} captured by {seat:seat} (every honour and joker on the fields)",
        "ja": "All-Ground:{seat:seat}が場{field}の{cards:cards}を取札にしました(場の絵札とジョーカーすべて)",
    },
    "comp13.ag_hand": {
        "en": "All-Ground: {cards:cards} in {seat:seat}'s hand captured (every player takes the kings and jokers of their hand)",
        "ja": "All-Ground:{seat:seat}が手札の{cards:cards}を取札にしました(全員が手札のKとジョーカーを取ります)",
    },
    "comp13.ag_cleared": {
        "en": "all four fields are cleared; four new fields are turned up",
        "ja": "4つの場をすべて流し、山札から新しい場をめくります",
    },
    "comp13.washout_kings": {
        "en": "the four new fields are all kings: a washout, the game ends",
        "ja": "新しい4つの場がすべてKです:流れ、この回は終わります",
    },
    # end of a game
    "comp13.score_line": {
        "en": "{seat:seat} scores {score}: captured cards +{plus} ({captured} cards), cards in hand −{minus} (honours: {honours_in_hand}, jokers: {jokers_in_hand}), all four kings +{kings}, complete honour ranks +{sets}",
        "ja": "{seat:seat}は{score}点:取札+{plus}({captured}枚)、手札−{minus}(絵札{honours_in_hand}枚、ジョーカー{jokers_in_hand}枚)、K4枚+{kings}、同じ数位の絵札4枚+{sets}",
    },
    "comp13.game_over": {
        "en": "game {game} is over: {seat:seat} wins with {score} points",
        "ja": "第{game}回終了:{seat:seat}が{score}点で勝ちました",
    },
    "comp13.decided_by_score": {
        "en": "{seat:seat} has the highest score",
        "ja": "{seat:seat}の得点が最も高いです",
    },
    "comp13.decided_by_minus": {
        "en": "tied on points: {seat:seat} has the fewest minus points",
        "ja": "同点:減点の最も少ない{seat:seat}の勝ちです",
    },
    "comp13.decided_by_values": {
        "en": "tied on points and minus points: {seat:seat} has the largest sum of captured values",
        "ja": "得点も減点も同じ:取札の数位の和が最も大きい{seat:seat}の勝ちです",
    },
    "comp13.decided_by_order": {
        "en": "still tied: {seat:seat} comes first in turn order from the dealer",
        "ja": "それでも同じ:親から見てプレイ順が先の{seat:seat}の勝ちです",
    },
    "comp13.decided_by_draw": {
        "en": "still tied and no dealer to count from after the washout: {seat:seat} wins a seeded draw among the tied players",
        "ja": "それでも同じで、流れのため親もいません:同点の人の中から抽選で{seat:seat}の勝ちです",
    },
    "comp13.won_stock": {
        "en": "the stock ran out: {seat:seat} wins with {score} points",
        "ja": "山札がなくなりました:{seat:seat}が{score}点で勝ちです",
    },
    "comp13.won_washout": {
        "en": "washout: {seat:seat} wins with {score} points",
        "ja": "流れ:{seat:seat}が{score}点で勝ちです",
    },
    "comp13.won_washout_dealer": {
        "en": "washout while choosing the dealer: {seat:seat} wins with {score} points",
        "ja": "親決めで流れ:{seat:seat}が{score}点で勝ちです",
    },
    "comp13.match_over": {
        "en": "the match of {games} games is over: {seats:seats} won with {total} points in total",
        "ja": "{games}回のマッチ終了:合計{total}点で{seats:seats}の優勝です",
    },
    # reasons
    "comp13.not_placing": {
        "en": "a card is placed from hand only by the dealer, on field D, while choosing the dealer",
        "ja": "手札から場Dに札を置くのは、親決めのときの親だけです",
    },
    "comp13.place_first": {
        "en": "the dealer must first place a card of their hand on field D",
        "ja": "まず親が手札から1枚を場Dに置きます",
    },
    "comp13.choose_bonus_first": {
        "en": "first choose the Comp's bonus: a single honour, the honours of one field, or no bonus",
        "ja": "先にCompのボーナス(単独の絵札1枚、1つの場の絵札、またはボーナスなし)を選んでください",
    },
    "comp13.no_bonus_now": {
        "en": "a bonus is taken only right after a Comp that allows one",
        "ja": "ボーナスを取れるのは、ボーナスのあるCompの直後だけです",
    },
    "comp13.joker_from_hand": {
        "en": "a joker can never be played from a hand",
        "ja": "ジョーカーは手札から出せません",
    },
    "comp13.joker_field": {
        "en": "field {field} is a joker: it counts as absent and no play may target it",
        "ja": "場{field}はジョーカーです:無いものとして扱い、どのプレイの対象にもできません",
    },
    "comp13.wrong_suit": {
        "en": "field {field} is {suit:suitname}: {card:card} is another suit (a field holds one suit)",
        "ja": "場{field}は{suit:suitname}です:{card:card}はスートが違います(1つの場は同じスートだけ)",
    },
    "comp13.five_cards": {
        "en": "field {field} already holds 5 cards, the most a field may hold",
        "ja": "場{field}はすでに5枚です(1つの場は5枚まで)",
    },
    "comp13.over_20": {
        "en": "field {field} would sum {sum}: a field may sum at most 20",
        "ja": "場{field}の数が{sum}になります:場の数は20以下でなければなりません",
    },
    "comp13.over_52": {
        "en": "the four fields would total {total}: together they may sum at most 52",
        "ja": "4つの場の合計が{total}になります:合計は52以下でなければなりません",
    },
    "comp13.change_single": {
        "en": "the suit can be changed only on a single field: field {field} holds {count} cards",
        "ja": "スートの変更は1枚場だけです:場{field}は{count}枚あります",
    },
    "comp13.change_value": {
        "en": "{card:card} does not have the value of {field_card:card} on field {field}: a change of suit keeps the value",
        "ja": "{card:card}は場{field}の{field_card:card}と数位が違います:スートの変更は同じ数位の札で行います",
    },
    "comp13.swap_multi": {
        "en": "field {field} is a single field: swapping with field cards needs a field of 2 or more cards",
        "ja": "場{field}は1枚場です:場札との交換は2枚以上の場でだけできます",
    },
    "comp13.not_on_field": {
        "en": "{card:card} is not on field {field}",
        "ja": "{card:card}は場{field}にありません",
    },
    "comp13.split_two_cards": {
        "en": "a 1:2 swap takes two different field cards",
        "ja": "1:2の交換では異なる2枚の場札を取ります",
    },
    "comp13.split_values": {
        "en": "{first:card} and {second:card} add up to {sum}, not {value}, the value of {card:card}",
        "ja": "{first:card}と{second:card}の和は{sum}で、{card:card}の数位{value}と合いません",
    },
    "comp13.bonus_needs_card": {
        "en": "a 2-card Comp takes a single honour: name the card ('bonus 10S')",
        "ja": "2枚Compのボーナスは単独の絵札1枚です:札を指定してください('bonus 10S')",
    },
    "comp13.bonus_needs_field": {
        "en": "a 3-card Comp takes the honours of one field: name the field ('bonus C')",
        "ja": "3枚Compのボーナスは1つの場の絵札です:場を指定してください('bonus C')",
    },
    "comp13.bonus_not_single": {
        "en": "{card:card} is not an honour lying alone on another field: a 2-card Comp's bonus is one such single honour",
        "ja": "{card:card}はほかの1枚場にある単独の絵札ではありません:2枚Compのボーナスは単独の絵札1枚です",
    },
    "comp13.bonus_no_honours": {
        "en": "field {field} holds no honour to take: a 3-card Comp's bonus takes every honour of one other field",
        "ja": "場{field}には取れる絵札がありません:3枚Compのボーナスはほかの1つの場の絵札をすべて取ります",
    },
    "comp13.bonus_required": {
        "en": "with this rule option the bonus must be taken: choose one",
        "ja": "このルールではボーナスを必ず取ります:どれかを選んでください",
    },
    # the prompt line: what the viewer may do now (cardlab.layout), or whom the table waits for
    "prompt.comp13.place": {
        "en": "You are the dealer: place a card from your hand on field D (not a joker).",
        "ja": "あなたが親です。手札から1枚を場Dに置きます(ジョーカー以外)。",
    },
    "prompt.comp13.place.others": {
        "en": "Waiting for the dealer, {seats:seats}, to place a card on field D.",
        "ja": "親の{seats:seats}が場Dに札を置くのを待っています。",
    },
    "prompt.comp13.play": {
        "en": "Make one play: add a card of a field's suit, change a single field's suit, swap "
              "with a field, or draw. Bring a field to exactly 13 for a Comp.",
        "ja": "1つプレイします。場と同じスートの札を付ける、1枚の場のスートを替える、場と交換する、"
              "山札から引く、のどれかです。場の合計をちょうど13にするとCompです。",
    },
    "prompt.comp13.play.others": {
        "en": "Waiting for {seats:seats} to play.",
        "ja": "{seats:seats}のプレイを待っています。",
    },
    "prompt.comp13.bonus": {
        "en": "Comp! Choose your bonus: the honours to take from one other field.",
        "ja": "Compです!ボーナスとして、ほかの場1つから取る絵札を選びます。",
    },
    "prompt.comp13.bonus.others": {
        "en": "Waiting for {seats:seats} to choose a Comp bonus.",
        "ja": "{seats:seats}がCompのボーナスを選ぶのを待っています。",
    },
}

# What the table, the coach and its panel say of this game
MESSAGES.update({
    "ui.zone.comp13.total": {
        "en": "total",
        "ja": "合計",
    },
    "ui.zone.comp13.score": {
        "en": "score this game",
        "ja": "このゲームの得点",
    },
    "ui.zone.comp13.fields": {
        "en": "fields in front",
        "ja": "前にある場",
    },
    "ui.banner.comp13_bonus": {
        "en": "{seat:seat} made a {kind}-card Comp on field {field}: take a bonus (the marked cards on the fields) or no bonus",
        "ja": "{seat:seat}が場{field}で{kind}枚Comp:ボーナスの取札(場の印のついたカード)を取るか、取らないかを選びます",
    },
    "coach.why.best.comp13": {
        "en": "{action}: expected score change {value}; the game is won in {chance}% of {playouts} playouts.",
        "ja": "{action}:得点の期待変化は{value}、{playouts}回中{chance}%で勝ちます。",
    },
    "coach.why.worse.comp13": {
        "en": "{action}: {diff} points below {best} (expected score change {value}; the game is won in {chance}% of {playouts} playouts).",
        "ja": "{action}:{best}より期待得点が{diff}点低くなります(得点の期待変化は{value}、{playouts}回中{chance}%で勝ちます)。",
    },
    "coach.panel.short.comp13": {
        "en": "score change {value} (±{vm}) · win {chance}%",
        "ja": "得点の変化{value}(±{vm})・勝ち{chance}%",
    },
    "coach.panel.why.comp13": {
        "en": "This choice changes your score by {value} on average and wins in {chance}% of {playouts} playouts: the best average of all choices.",
        "ja": "この手で得点は平均{value}変わり、{playouts}回中{chance}%で勝ちます。平均がいちばん良い手です。",
    },
    "coach.panel.goal.comp13": {
        "en": "Score change: how much your score goes up (or down) by the end of this deal; win: how often you win.",
        "ja": "得点の変化はこのディールの終わりまでにあなたの点がどれだけ増える(減る)か、勝ちはあなたが勝つ割合です。",
    },
})
