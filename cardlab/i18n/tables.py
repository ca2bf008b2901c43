"""Words of the shared tables (:mod:`cardlab.tables`): every refusal in one sentence."""

MESSAGES = {
    "table.unknown": {
        "en": "There is no table named {name}: check the name in the link.",
        "ja": "{name}という名前のテーブルはないので、リンクの名前を確かめてください。",
    },
    "table.exists": {
        "en": "There is already a table named {name}: choose another name.",
        "ja": "{name}という名前のテーブルはもうあるので、別の名前にしてください。",
    },
    "table.bad_name": {
        "en": "A table name is 1 to {limit} letters (a-z, A-Z), digits, - or _ (it goes "
              "into a link), so {name} cannot be one.",
        "ja": "{name}はテーブル名に使えません(テーブル名はリンクに入るので、1〜{limit}文字の"
              "英字(a-z、A-Z)・数字・-・_でつけます)。",
    },
    "table.bad_seat": {
        "en": "A seat at this table is a number from 0 to {last}, not {seat}.",
        "ja": "このテーブルの席は0から{last}までの番号で、{seat}という席はありません。",
    },
    "table.bad_bots": {
        "en": "The bots' seats are a list of different seat numbers from 0 to {last}, "
              "not {bots}.",
        "ja": "ボットの席は0から{last}までの異なる番号のリストで渡します({bots}は使えません)。",
    },
    "table.bad_client": {
        "en": "A client id is a text of 1 to {limit} characters, not {client}.",
        "ja": "クライアントIDは1〜{limit}文字の文字列で、{client}は使えません。",
    },
    "table.bad_code": {
        "en": "A teacher code is a text of 4 to {limit} characters.",
        "ja": "先生のコードは4〜{limit}文字の文字列にしてください。",
    },
    "table.bad_expected": {
        "en": "The number of moves a client has seen is a whole number from 0 up, "
              "not {expected}.",
        "ja": "クライアントが見た手の数は0以上の整数で、{expected}は使えません。",
    },
    "table.full": {
        "en": "Every seat at the table {name} is taken, so there is no seat left for you.",
        "ja": "テーブル{name}の席はすべて埋まっているので、空いている席はありません。",
    },
    "table.seat_taken": {
        "en": "At the table {name}, {seat:seat} is taken ({who}): choose a free seat.",
        "ja": "テーブル{name}の{seat:seat}はもう使われているので({who})、空いている席を"
              "選んでください。",
    },
    "table.who_bot": {
        "en": "a bot plays it",
        "ja": "ボットが使っています",
    },
    "table.who_student": {
        "en": "another student sits there",
        "ja": "ほかの生徒が座っています",
    },
    "table.already_seated": {
        "en": "{student} already sits at {seat:seat} of the table {name}, and one student "
              "has one seat.",
        "ja": "{student}さんはテーブル{name}の{seat:seat}にもう座っていて、一人が使える席は"
              "一つだけです。",
    },
    "table.not_your_seat": {
        "en": "You no longer hold {seat:seat}: it was taken again from another tab or "
              "device.",
        "ja": "{seat:seat}はもうあなたの席ではありません(別のタブか端末から座り直されました)。",
    },
    "table.not_lease": {
        "en": "The bot at {seat:seat} is played by the kernel that holds the table's "
              "lease, and this one does not hold it.",
        "ja": "{seat:seat}のボットはテーブルのリースを持つカーネルが動かしますが、"
              "このカーネルはリースを持っていません。",
    },
    "table.seat_free": {
        "en": "Nobody sits at {seat:seat}, so nobody can play for it.",
        "ja": "{seat:seat}には誰も座っていないので、その席の手は打てません。",
    },
    "table.not_your_turn": {
        "en": "Wait a moment: the table is waiting for {to_move:seats}, not for {seat:seat}.",
        "ja": "いまテーブルが待っているのは{to_move:seats}で、{seat:seat}の番ではありません。",
    },
    "table.illegal": {
        "en": "That move is refused: {reason}.",
        "ja": "その手は打てません({reason})。",
    },
    "table.over": {
        "en": "The game at the table {name} is over, so it takes no more moves.",
        "ja": "テーブル{name}のゲームは終わったので、もう手は打てません。",
    },
    "table.moved": {
        "en": "Someone acted first: the table has {moves} moves now, so look again and "
              "choose again.",
        "ja": "ほかの人が先に手を打ち、テーブルの手は{moves}手になったので、もう一度見て"
              "選び直してください。",
    },
    "table.bad_teacher": {
        "en": "That is not the teacher code of the table {name}.",
        "ja": "それはテーブル{name}の先生のコードではありません。",
    },
    "table.no_teacher": {
        "en": "The table {name} was made without a teacher code, so nobody can give its "
              "seats to bots.",
        "ja": "テーブル{name}は先生のコードなしで作られたので、席をボットに渡すことはできません。",
    },
    "table.not_quiet": {
        "en": "The player of {seat:seat} was seen {seconds} s ago, and a seat goes to a bot only after "
              "{quiet} s without a sign of its player.",
        "ja": "{seat:seat}は{seconds}秒前に使われていて、ボットに渡せるのはプレイヤーが"
              "{quiet}秒以上いない席だけです。",
    },
    "table.already_bot": {
        "en": "A bot already plays {seat:seat}.",
        "ja": "{seat:seat}はもうボットが使っています。",
    },
    "table.watching": {
        "en": "You are watching the table {name} without a seat, so you cannot make a move "
              "there.",
        "ja": "テーブル{name}を席なしで見ているので、そこで手を打つことはできません。",
    },
}
