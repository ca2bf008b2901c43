"""Messages of the Game contract: errors every game shares, common actions and phases."""

MESSAGES = {
    # reasons (IllegalActionError / InvalidActionError)
    "core.game_over": {"en": "the game is over", "ja": "ゲームは終わっています"},
    "core.not_your_turn": {
        "en": "it is not your turn: {to_move:seats} is to move",
        "ja": "あなたの番ではありません(手番は{to_move:seats})",
    },
    "core.already_chosen": {
        "en": "you have already chosen: waiting for {to_move:seats}",
        "ja": "すでに選んでいます(待っているのは{to_move:seats})",
    },
    "core.name_the_seat": {
        "en": "several seats choose now ({to_move:seats}): say which seat acts",
        "ja": "いまは複数の席が選びます({to_move:seats})。どの席の行動か指定してください",
    },
    "core.bad_seat": {
        "en": "{seat} is not a seat: seats are numbered 0 to {last}",
        "ja": "{seat} は席ではありません(席は0〜{last})",
    },
    "core.not_text": {
        "en": "an action is a text such as 'KS' or 'pass', not a {type}",
        "ja": "行動は 'KS' や 'pass' のような文字列で指定します({type} は使えません)",
    },
    "core.too_long": {
        "en": "that text is too long to be an action (at most {limit} characters)",
        "ja": "行動としては長すぎる文字列です(最大{limit}文字)",
    },
    "core.unreadable": {
        "en": "cannot read {text!r} as an action of this game (for example: {examples})",
        "ja": "{text!r} はこのゲームの行動として読めません(例: {examples})",
    },
    "core.not_allowed_now": {
        "en": "{action} is not allowed now",
        "ja": "{action} はいまはできません",
    },
    "core.not_in_hand": {
        "en": "you do not hold {card:card}",
        "ja": "{card:card}は手札にありません",
    },
    "core.must_follow": {
        "en": "you must follow suit: you hold {suit:suitname}, and {suit:suit} was led",
        "ja": "マストフォローです:{suit:suitname}が出されていて、あなたは{suit:suitname}を持っています",
    },
    # setup, cards and the game's own code (SetupError, InvalidCardError, ContractError)
    "core.bad_seed": {
        "en": "seed must be a whole number ≥ 0 or None, not {seed}",
        "ja": "シードは0以上の整数かNoneで指定します({seed} は使えません)",
    },
    "core.option_bad": {
        "en": "option {name}={value}: {why}",
        "ja": "オプション {name}={value} は使えません: {why}",
    },
    "core.not_a_card": {
        "en": "not a card: {text} (write e.g. 'AS', '10H', 'JK', '7', '♥10')",
        "ja": "{text} はカードではありません('AS'、'10H'、'JK'、'7'、'♥10' のように書きます)",
    },
    "core.option.one_of": {
        "en": "must be one of {allowed}",
        "ja": "{allowed} のどれかでなければなりません",
    },
    "core.option.whole_number": {
        "en": "must be a whole number from {lo} to {hi}",
        "ja": "{lo}から{hi}までの整数でなければなりません",
    },
    "core.option.true_false": {
        "en": "must be True or False",
        "ja": "True か False でなければなりません",
    },
    "core.option.seat_or_none": {
        "en": "must be a seat {seats}, or None (drawn from the seed)",
        "ja": "席{seats}か、None(シードで決める)でなければなりません",
    },
    "core.bad_players": {
        "en": "{game} is played by {allowed} players, not {players}",
        "ja": "{game} は{allowed}人で遊びます({players} 人では遊べません)",
    },
    "core.bad_dealer": {
        "en": "dealer must be a seat from 0 to {last} (or None), not {dealer}",
        "ja": "親は0〜{last}の席(またはNone)で指定します({dealer} は使えません)",
    },
    "core.unknown_option": {
        "en": "unknown option {names} for {game}; options: {known}",
        "ja": "{game} にオプション {names} はありません(オプション: {known})",
    },
    "core.several_to_move": {
        "en": "several seats are to move ({seats}): name the seat",
        "ja": "複数の席が手番です({seats})。席を指定してください",
    },
    "core.no_hidden_zone": {
        "en": "{game} has no hidden zone {zones}",
        "ja": "{game} に隠れた場所 {zones} はありません",
    },
    "core.seat_number": {
        "en": "a seat is a number from 0 to {last}, not {seat}",
        "ja": "席は0〜{last}の数で指定します({seat} は使えません)",
    },
    "core.cannot_freeze": {
        "en": "state_key cannot copy a {type}",
        "ja": "state_key は {type} をコピーできません",
    },
    "core.deck_not_list": {
        "en": "{what} must be a list of card texts, not {type}",
        "ja": "{what}はカードの文字の並びで指定します({type} は使えません)",
    },
    "core.deck_not_card": {
        "en": "{what} holds something that is not a card: {text}",
        "ja": "{what}にカードでないものがあります: {text}",
    },
    "core.deck_exactly": {
        "en": "{what} must hold exactly these {count} cards: {allowed} ({parts})",
        "ja": "{what}はちょうど次の{count}枚でなければなりません: {allowed}({parts})",
    },
    "core.deck_missing": {"en": "missing: {missing}", "ja": "足りない札: {missing}"},
    "core.deck_extra": {"en": "extra: {extra}", "ja": "余分な札: {extra}"},
    "core.deck_missing_extra": {
        "en": "missing: {missing}; extra: {extra}",
        "ja": "足りない札: {missing}、余分な札: {extra}",
    },
    "core.deck": {"en": "deck", "ja": "山札"},
    "core.deck_of_deal": {"en": "deck of deal {deal}", "ja": "{deal}回目のディールの山札"},
    "core.stack_runs_out": {
        "en": "hands cannot be dealt one at a time from seat {first}: seat {seat} runs out "
              "before the others",
        "ja": "席{first}から1枚ずつ配れません: 席{seat}の手札が先になくなります",
    },
    "core.no_undo": {"en": "there is no action to undo", "ja": "取り消せる手はありません"},
    "core.step_range": {
        "en": "a step from 0 to {last}, not {step}",
        "ja": "手数は0〜{last}で指定します({step} は使えません)",
    },
    "core.unknown_phase": {
        "en": "{game} has no phase {phase} (its phases: {phases})",
        "ja": "{game} にフェーズ {phase} はありません(フェーズは {phases})",
    },
    # a record's shape (the other record.* sentences are in review.py)
    "record.bad.decks": {
        "en": "This record's decks are damaged: each must be a list of card texts.",
        "ja": "この記録の山札が壊れています(どの山札もカードの文字の並びでなければなりません)。",
    },
    "record.bad.actions": {
        "en": "This record's moves are damaged: each must be a [seat, text] pair, the seat "
              "a number.",
        "ja": "この記録の手が壊れています(どの手も[席, 文字]の組で、席は数でなければなりません)。",
    },
    # actions
    "action.generic": {"en": "{text}", "ja": "{text}"},
    "action.play_card": {"en": "play {card:card}", "ja": "{card:card}を出す"},
    "action.pass": {"en": "pass", "ja": "パス"},
    "action.draw": {"en": "draw a card", "ja": "山札から1枚引く"},
    # phases shared by several games
    "phase.bid": {"en": "bidding", "ja": "宣言"},
    "phase.play": {"en": "trick play", "ja": "トリック"},
    "phase.over": {"en": "game over", "ja": "ゲーム終了"},
    # trick results shared by the trick-taking games
    "trick.highest_led": {
        "en": "{card:card} wins the trick: highest {suit:suitone}",
        "ja": "{card:card}がトリックに勝ちました:{suit:suitname}の最強札",
    },
    "trick.highest_trump": {
        "en": "{card:card} wins the trick: highest trump",
        "ja": "{card:card}がトリックに勝ちました:最強の切り札",
    },
    "trick.ace_ten": {
        "en": "{card:card} wins the trick: the ace beats the 10 when both of the suit led meet",
        "ja": "{card:card}がトリックに勝ちました:リードのスートのAと10がそろうとAが10より強くなります",
    },
    "trick.ace_ten_trump": {
        "en": "{card:card} wins the trick: the ace of trump beats the 10 of trump",
        "ja": "{card:card}がトリックに勝ちました:切り札のAと10がそろうとAが10より強くなります",
    },
    "trick.trump_set": {
        "en": "{card:card} wins the trick: it was the first card not to follow, so its "
              "suit became trump",
        "ja": "{card:card}がトリックに勝ちました:最初にフォローしなかったカードなので、"
              "そのスートが切り札になりました",
    },
    "trick.played": {
        "en": "{seat:seat} plays {card:card}",
        "ja": "{seat:seat}が{card:card}を出しました",
    },
    "seat.name": {"en": "seat {seat}", "ja": "席{seat}"},
}
