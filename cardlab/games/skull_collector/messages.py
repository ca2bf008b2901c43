"""Messages of Skull Collector."""

MESSAGES = {
    # one line on the welcome page (cardlab.welcome)
    "skull_collector.about": {
        "en": "Trick-taking for three: a treasure chest, a trump that appears late, an ace that beats the 10 of the suit led, three cursed 6s and shared points.",
        "ja": "3人用のトリックテイキング。宝箱、遅れて決まる切り札、リードされたスートの10に勝つエース、呪われた3枚の6、分け合う得点。",
    },
    # phases
    "skull_collector.phase.chest": {"en": "treasure chest", "ja": "宝箱"},
    "skull_collector.phase.pass": {"en": "pass a card to the right", "ja": "右隣へ1枚渡す"},
    "skull_collector.phase.play": {"en": "tricks", "ja": "トリック"},
    "skull_collector.phase.over": {"en": "game over", "ja": "ゲーム終了"},
    # actions
    "skull_collector.action.chest": {
        "en": "put {card:card} face down in the treasure chest",
        "ja": "{card:card}を裏向きで宝箱に入れる",
    },
    "skull_collector.action.give": {
        "en": "pass {card:card} face down to the right",
        "ja": "{card:card}を裏向きで右隣に渡す",
    },
    # the deal, the chest and the pass
    "skull_collector.dealt": {
        "en": "deal {deal}: {dealer:seat} deals 10 cards to each player",
        "ja": "第{deal}ディール:{dealer:seat}が親で、各自に10枚ずつ配りました",
    },
    "skull_collector.chest_starts": {
        "en": "everyone secretly puts one card face down in the treasure chest",
        "ja": "全員が手札から1枚をこっそり選び、裏向きで宝箱に入れます",
    },
    "skull_collector.chest_put": {
        "en": "{seat:seat} puts a card face down in the chest ({count} of 3)",
        "ja": "{seat:seat}が宝箱にカードを1枚伏せました({count}/3枚)",
    },
    "skull_collector.chest_put_own": {
        "en": "{seat:seat}, you put {card:card} in the chest; only you know it",
        "ja": "{seat:seat}は{card:card}を宝箱に入れました(知っているのはあなただけです)",
    },
    "skull_collector.chest_complete": {
        "en": "the chest is complete ({count} cards face down); now everyone secretly passes "
              "one card to the right",
        "ja": "宝箱がそろいました(裏向き{count}枚)。次は全員がこっそり1枚を右隣に渡します",
    },
    "skull_collector.gave": {
        "en": "{seat:seat} has chosen the card to pass",
        "ja": "{seat:seat}が渡すカードを選びました",
    },
    "skull_collector.gave_own": {
        "en": "{seat:seat}, you pass {card:card} to {to:seat} on your right",
        "ja": "{seat:seat}は右隣の{to:seat}に{card:card}を渡します",
    },
    "skull_collector.exchanged": {
        "en": "the passed cards change hands: everyone takes the card from the left",
        "ja": "渡したカードを受け取ります:全員が左隣からのカードを手札に加えました",
    },
    "skull_collector.received": {
        "en": "{seat:seat} takes {card:card}, passed by {giver:seat}",
        "ja": "{seat:seat}は{giver:seat}から{card:card}を受け取りました",
    },
    "skull_collector.lead_drawn": {
        "en": "the tricks begin: {seat:seat} leads first (drawn at random)",
        "ja": "トリック開始:最初のリードは{seat:seat}(くじで決定)",
    },
    "skull_collector.lead_chosen": {
        "en": "the tricks begin: {seat:seat} leads first (as chosen)",
        "ja": "トリック開始:最初のリードは{seat:seat}(指定どおり)",
    },
    "skull_collector.lead_chest_winner": {
        "en": "the tricks begin: {seat:seat}, who won the last chest, leads",
        "ja": "トリック開始:前のディールで宝箱を取った{seat:seat}がリードします",
    },
    # trick play
    "skull_collector.trump_set": {
        "en": "{card:card} is the first card that did not follow {led:suitname}: "
              "{suit:suitname} are trump for the rest of this deal",
        "ja": "{card:card}はこのディールで初めて{led:suitname}にフォローしなかったカードです:"
              "このディールの切り札は{suit:suitname}です",
    },
    "skull_collector.win.ace_ten": {
        "en": "{card:card} wins the trick: ace beats ten (the ace and the 10 of "
              "{led:suitname}, the suit led, are both in the trick)",
        "ja": "{card:card}がトリックに勝ちました:Aは10に勝ちます"
              "(リードの{led:suitname}のAと10が両方出ています)",
    },
    "skull_collector.win.ace_ten_trump": {
        "en": "{card:card} wins the trick: ace beats ten in trump (the ace and the 10 of "
              "{suit:suitname} were both played as trumps)",
        "ja": "{card:card}がトリックに勝ちました:切り札でもAは10に勝ちます"
              "(切り札{suit:suitname}のAと10が両方出ています)",
    },
    "skull_collector.win.trump_set": {
        "en": "{card:card} wins the trick: first card that did not follow: {suit:suit} is trump",
        "ja": "{card:card}がトリックに勝ちました:最初にフォローしなかったカードで、{suit:suit}が切り札になりました",
    },
    "skull_collector.win.highest_trump": {
        "en": "{card:card} wins the trick: highest trump",
        "ja": "{card:card}がトリックに勝ちました:いちばん強い切り札",
    },
    "skull_collector.win.highest_led": {
        "en": "{card:card} wins the trick: highest of the suit led ({led:suitname})",
        "ja": "{card:card}がトリックに勝ちました:リードされた{led:suitname}の中でいちばん強いカード",
    },
    "skull_collector.skulls_taken": {
        "en": "{seat:seat} collects the skull {cards:cards} ({count} this deal)",
        "ja": "{seat:seat}がどくろ{cards:cards}を手に入れました(このディールで{count}個)",
    },
    "skull_collector.skulls_in_chest": {
        "en": "the chest held the skull {cards:cards}: {seat:seat} collects it ({count} this deal)",
        "ja": "宝箱にどくろ{cards:cards}が入っていました:{seat:seat}のものになります(このディールで{count}個)",
    },
    "skull_collector.chest_won": {
        "en": "{seat:seat} won the last trick and so wins the chest too, as one more trick: "
              "{cards:cards}",
        "ja": "{seat:seat}が最後のトリックに勝ったので、宝箱も1トリックとして獲得します:{cards:cards}",
    },
    # end of a deal
    "skull_collector.curse": {
        "en": "the curse strikes {seat:seat}: skulls collected {skulls}, members lost {lost}, "
              "members still alive {living}",
        "ja": "どくろの呪い:{seat:seat}はどくろ{skulls}個で隊員を{lost}人失いました(残り{living}人)",
    },
    "skull_collector.wiped": {
        "en": "the party of {seat:seat} is wiped out",
        "ja": "{seat:seat}の冒険隊は全滅しました",
    },
    "skull_collector.deal_score": {
        "en": "{seat:seat}: tricks {tricks} (the chest counts as one), {points} points this "
              "deal, {total} in all",
        "ja": "{seat:seat}:{tricks}トリック(宝箱も1トリック)で今回{points}点、合計{total}点",
    },
    "skull_collector.division": {
        "en": "{seat:seat}: {total} points ÷ living members {members} = {score} (rounded down)",
        "ja": "{seat:seat}:{total}点 ÷ 生存隊員{members}人 = {score}点(端数切り捨て)",
    },
    # outcomes
    "skull_collector.outcome.instant_win": {
        "en": "{seat:seat} has collected all three skulls in deal {deal} and wins at once",
        "ja": "{seat:seat}が第{deal}ディールでどくろを3個すべて集めたので、即座に勝利です",
    },
    "skull_collector.outcome.highest_share": {
        "en": "{seat:seat} wins with {score} points per living member "
              "({total} ÷ {members}); {other:seat} has {other_score}",
        "ja": "{seat:seat}の勝ち:隊員1人あたり{score}点({total}÷{members})で、"
              "{other:seat}の{other_score}点を上回りました",
    },
    "skull_collector.outcome.fewer_members": {
        "en": "{seat:seat} wins: tied at {score} points per member with {other:seat}, "
              "but with fewer living members ({members} against {other_members})",
        "ja": "{seat:seat}の勝ち:{other:seat}と1人あたり{score}点で同点ですが、"
              "生き残った隊員が少ない({members}人対{other_members}人)",
    },
    "skull_collector.outcome.higher_total": {
        "en": "{seat:seat} wins: tied with {other:seat} at {score} points per member and "
              "{members} members, but with the higher total before division "
              "({total} against {other_total})",
        "ja": "{seat:seat}の勝ち:{other:seat}と1人あたり{score}点・隊員{members}人で同じですが、"
              "割る前の合計点が高い({total}点対{other_total}点)",
    },
    "skull_collector.outcome.nearest_after": {
        "en": "{seat:seat} wins: tied with {other:seat} on share, members and total, and "
              "sits nearer the wiped-out party of {wiped:seat}, counting clockwise from it",
        "ja": "{seat:seat}の勝ち:{other:seat}と得点・隊員数・合計点がすべて同じで、"
              "全滅した{wiped:seat}から時計回りに数えて近い",
    },
    "skull_collector.outcome.nearest_before": {
        "en": "{seat:seat} wins: tied with {other:seat} on share, members and total, and "
              "sits nearer the wiped-out party of {wiped:seat}, counting clockwise towards it",
        "ja": "{seat:seat}の勝ち:{other:seat}と得点・隊員数・合計点がすべて同じで、"
              "時計回りに数えて全滅した{wiped:seat}に近い",
    },
    "skull_collector.outcome.two_wiped": {
        "en": "the parties of {first:seat} and {second:seat} are wiped out in the same deal: "
              "{seat:seat} wins",
        "ja": "{first:seat}と{second:seat}の冒険隊が同じディールで全滅しました:"
              "{seat:seat}の勝ちです",
    },
    "skull_collector.outcome.all_wiped": {
        "en": "all three parties are wiped out in the same deal: everybody loses "
              "(the skulls win)",
        "ja": "3つの冒険隊が同じディールで全滅しました:全員の負けです(どくろの勝ち)",
    },
    # reasons (IllegalActionError)
    "skull_collector.chest_closed": {
        "en": "the treasure chest is already complete: no more cards go into it",
        "ja": "宝箱はもうそろっています:これ以上カードは入れられません",
    },
    "skull_collector.chest_already": {
        "en": "you have already put a card in the chest (one card each); waiting for {to_move:seats}",
        "ja": "宝箱に入れるカードはすでに選びました(1人1枚です):{to_move:seats}を待っています",
    },
    "skull_collector.chest_first": {
        "en": "put a card in the treasure chest first; the pass comes when the chest is "
              "complete",
        "ja": "先に宝箱にカードを入れてください(宝箱がそろってから右隣に渡します)",
    },
    "skull_collector.pass_before_chest": {
        "en": "the pass starts only when the chest is complete; waiting for {to_move:seats}",
        "ja": "カードを渡すのは宝箱がそろってからです:{to_move:seats}を待っています",
    },
    "skull_collector.waiting_chest": {
        "en": "waiting for {to_move:seats} to put a card in the chest",
        "ja": "{to_move:seats}が宝箱にカードを入れるのを待っています",
    },
    "skull_collector.already_passed": {
        "en": "you have already chosen the card to pass (one card each); waiting for "
              "{to_move:seats}",
        "ja": "渡すカードはすでに選びました(1人1枚です):{to_move:seats}を待っています",
    },
    "skull_collector.waiting_pass": {
        "en": "waiting for {to_move:seats} to choose a card to pass",
        "ja": "{to_move:seats}が渡すカードを選ぶのを待っています",
    },
    "skull_collector.pass_over": {
        "en": "the pass is over for this deal: play a card",
        "ja": "このディールのカード渡しは終わりました:カードを出してください",
    },
    "skull_collector.not_playing_chest": {
        "en": "tricks come later: first put one card in the treasure chest",
        "ja": "トリックはまだです:まず宝箱にカードを1枚入れてください",
    },
    "skull_collector.not_playing_pass": {
        "en": "tricks come later: first pass one card to the right",
        "ja": "トリックはまだです:まず右隣にカードを1枚渡してください",
    },
    # the prompt line: what the viewer may do now (cardlab.layout), or whom the table waits for
    "prompt.skull_collector.chest": {
        "en": "Choose a card to put in the treasure chest; it stays face down. Everyone "
              "chooses at once.",
        "ja": "宝箱に入れるカードを1枚選びます(裏向きのままです)。全員が同時に選びます。",
    },
    "prompt.skull_collector.chest.others": {
        "en": "Waiting for {seats:seats} to put a card in the treasure chest.",
        "ja": "{seats:seats}が宝箱にカードを入れるのを待っています。",
    },
    "prompt.skull_collector.pass": {
        "en": "Choose a card to pass face down to your right-hand neighbour; you will receive "
              "one from your left.",
        "ja": "右隣に裏向きで渡すカードを1枚選びます。左隣から1枚受け取ります。",
    },
    "prompt.skull_collector.pass.others": {
        "en": "Waiting for {seats:seats} to pass a card.",
        "ja": "{seats:seats}がカードを渡すのを待っています。",
    },
    "prompt.skull_collector.play": {
        "en": "Play a card: follow the suit led if you can; the first card that does not "
              "follow sets the trump.",
        "ja": "1枚出します。リードされたスートを持っていれば必ず出します。最初にフォローしなかった"
              "カードのスートが切り札になります。",
    },
    "prompt.skull_collector.play.others": {
        "en": "Waiting for {seats:seats} to play a card.",
        "ja": "{seats:seats}がカードを出すのを待っています。",
    },
}

# What the table, the coach and its panel say of this game
MESSAGES.update({
    "ui.zone.skull_collector.members": {
        "en": "living members",
        "ja": "生存メンバー",
    },
    "ui.zone.skull_collector.tricks": {
        "en": "tricks",
        "ja": "トリック",
    },
    "coach.why.best.skull_collector": {
        "en": "{action}: expected {value} points this deal; a skull is collected in {chance}% of {playouts} playouts.",
        "ja": "{action}:このディールの期待点は{value}点、{playouts}回中{chance}%で髑髏を取ります。",
    },
    "coach.why.worse.skull_collector": {
        "en": "{action}: {diff} points below {best} (expected {value} points this deal; a skull is collected in {chance}% of {playouts} playouts).",
        "ja": "{action}:{best}より期待点が{diff}点低くなります(このディールの期待点は{value}点、{playouts}回中{chance}%で髑髏を取ります)。",
    },
    "coach.panel.short.skull_collector": {
        "en": "{value} points (±{vm}) · skull {chance}%",
        "ja": "{value}点(±{vm})・髑髏{chance}%",
    },
    "coach.panel.why.skull_collector": {
        "en": "This choice brings {value} points this deal on average and a skull in {chance}% of {playouts} playouts: the best balance of points and skull risk.",
        "ja": "この手はこのディールで平均{value}点、{playouts}回中{chance}%で髑髏を取ります。点と髑髏の危険のつり合いがいちばん良い手です。",
    },
    "coach.panel.goal.skull_collector": {
        "en": "Points: what you score this deal; skull: how often you collect a skull (it costs a party member, so the coach avoids it).",
        "ja": "点はこのディールのあなたの得点、髑髏はあなたが髑髏を取る割合です(仲間を失うので、コーチは避けます)。",
    },
})
