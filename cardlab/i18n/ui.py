"""Messages of the table widget and its controls: labels, zone names, message-line texts.

Keys ``ui.zone.<name>`` name a zone of a view (``seats[i][name]`` or ``table[name]``);
a zone without a key is shown under its own name with ``_`` read as a space.
"""

MESSAGES = {
    # the table
    "ui.you": {"en": "you", "ja": "あなた"},
    "ui.bot": {"en": "bot", "ja": "ボット"},
    "ui.human": {"en": "human", "ja": "人間"},
    "ui.dealer": {"en": "dealer", "ja": "親"},
    "ui.dealer_short": {"en": "D", "ja": "親"},
    "ui.phase": {"en": "phase", "ja": "フェーズ"},
    "ui.hand": {"en": "hand", "ja": "手札"},
    "ui.cards": {"en": "cards", "ja": "枚"},
    "ui.face_down": {"en": "{count} cards face down", "ja": "伏せた手札{count}枚"},
    "ui.table": {"en": "table", "ja": "テーブル"},
    "ui.actions": {"en": "your actions", "ja": "あなたの行動"},
    "ui.log": {"en": "log", "ja": "記録"},
    "ui.others": {"en": "the other seats", "ja": "ほかの席"},
    "ui.side": {"en": "the coach, the tricks and the log", "ja": "コーチ・トリック・記録"},
    "ui.skip": {"en": "Skip to the table", "ja": "テーブルへ移動"},
    "ui.your_turn": {"en": "your turn", "ja": "あなたの番です"},
    "ui.your_turn_too": {
        "en": "your turn (also {seats:seats})",
        "ja": "あなたの番です({seats:seats}も選んでいます)",
    },
    "ui.waiting_for": {"en": "{seats:seats} to move", "ja": "{seats:seats}の番です"},
    "ui.nobody_to_move": {"en": "nobody is to move", "ja": "手番の席はありません"},
    "ui.last_trick": {"en": "trick {number}", "ja": "第{number}トリック"},
    "ui.last_trick_plain": {"en": "last trick", "ja": "前のトリック"},
    "ui.won_by": {"en": "won by {seat:seat}", "ja": "{seat:seat}の勝ち"},
    "ui.bid_won": {"en": "bid {bid} / won {won}", "ja": "宣言{bid}/獲得{won}"},
    "ui.taken_by": {"en": "{seat:seat}", "ja": "{seat:seat}"},
    "ui.free": {"en": "free", "ja": "残り"},
    "ui.yes": {"en": "yes", "ja": "はい"},
    "ui.no": {"en": "no", "ja": "いいえ"},
    "ui.none": {"en": "none", "ja": "なし"},
    "ui.teacher_on": {
        "en": "teacher mode: every hand and secret choice is shown",
        "ja": "先生モード:全員の手札と秘密の選択を表示しています",
    },
    "ui.outcome.all_win": {"en": "everyone wins", "ja": "全員の勝ち"},
    "ui.outcome.all_lose": {"en": "everyone loses", "ja": "全員の負け"},
    "ui.outcome.winners": {"en": "winner: {seats:seats}", "ja": "勝者:{seats:seats}"},
    "ui.outcome.scores": {"en": "scores", "ja": "得点"},
    "ui.outcome.you_win": {"en": "you win", "ja": "あなたの勝ち"},
    "ui.outcome.you_lose": {"en": "you lose", "ja": "あなたの負け"},
    # controls
    "ui.new_deal": {"en": "new deal", "ja": "新しく配る"},
    "ui.seed": {"en": "seed or deal code", "ja": "シードかディールコード"},
    "ui.seed_random": {"en": "random", "ja": "ランダム"},
    "ui.players": {"en": "players", "ja": "人数"},
    "ui.seat_kind": {"en": "{seat:seat}", "ja": "{seat:seat}"},
    "ui.step": {"en": "step", "ja": "1手進める"},
    "ui.auto": {"en": "auto-play", "ja": "自動で進める"},
    "ui.pause": {"en": "pause", "ja": "一時停止"},
    "ui.speed": {"en": "seconds per move", "ja": "1手の秒数"},
    "ui.undo": {"en": "undo", "ja": "取り消す"},
    "ui.redo": {"en": "redo", "ja": "やり直す"},
    "ui.teacher": {"en": "teacher mode", "ja": "先生モード"},
    "ui.four_colour": {"en": "four-colour suits", "ja": "4色のスート"},
    "ui.language": {"en": "language", "ja": "言語"},
    "ui.lesson_link": {"en": "Learn the rules: the {game} lesson (opens in a new tab)",
                       "ja": "ルールを学ぶ:{game}のレッスン(新しいタブで開きます)"},
    # the message line
    # a dashboard link's parts that were not used (cardlab.link_settings.read_link)
    "ui.link.unused": {
        "en": "Part of this page's link was not used. {reasons}",
        "ja": "このページのリンクの一部は使われていません。{reasons}",
    },
    "ui.link.unknown": {
        "en": "{name}={value}: not a setting of this page ({settings:list})",
        "ja": "{name}={value}:このページの設定ではありません({settings:list})",
    },
    "ui.link.players": {
        "en": "players={value}: this game is for {allowed:list} players, so the table has {used}",
        "ja": "players={value}:このゲームは{allowed:list}人で遊びます。{used}人で始めました",
    },
    "ui.link.seed": {
        "en": "seed={value}: a seed is a whole number (0 or more), so the deal is a random one",
        "ja": "seed={value}:シードは0以上の整数です。ランダムな配り方で始めました",
    },
    "ui.link.lang": {
        "en": "lang={value}: the languages are ja and en, so the table speaks {used}",
        "ja": "lang={value}:言語はjaかenです。{used}で表示しています",
    },
    "ui.link.lesson_lang": {
        "en": "lang={value}: this lesson is written in {used:@ui.lang_name}, so its table is "
              "in {used:@ui.lang_name} too",
        "ja": "lang={value}:このレッスンは{used:@ui.lang_name}で書かれているので、テーブルも"
              "{used:@ui.lang_name}で表示しています",
    },
    "ui.lang_name.en": {"en": "English", "ja": "英語"},
    "ui.lang_name.ja": {"en": "Japanese", "ja": "日本語"},
    "ui.link.teacher": {
        "en": "teacher={value}: teacher mode is 1 (on) or 0 (off), so it is off",
        "ja": "teacher={value}:先生モードは1(オン)か0(オフ)です。オフで始めました",
    },
    "ui.link.delay": {
        "en": "delay={value}: the bots' delay is 0 to 3 seconds, so it is {used} s",
        "ja": "delay={value}:ボットの間隔は0〜3秒です。{used}秒にしました",
    },
    # deal codes (cardlab.dealcode)
    "ui.deal_code": {"en": "deal code {code}", "ja": "ディールコード {code}"},
    "ui.code.length": {
        "en": "“{code}” is not a deal code: a deal code has {length} characters",
        "ja": "「{code}」はディールコードではありません(ディールコードは{length}文字です)",
    },
    "ui.code.character": {
        "en": "“{code}” is not a deal code: it has “{char}”, which no deal code has (codes "
              "use 2–9 and the letters but I, L and O)",
        "ja": "「{code}」はディールコードではありません(「{char}」はコードに使いません。"
              "コードは2〜9とI・L・O以外の英字です)",
    },
    "ui.code.unknown": {
        "en": "“{code}” is not the code of any deal",
        "ja": "「{code}」はどのディールのコードでもありません",
    },
    "ui.code.other_game": {
        "en": "deal code {code} is a deal of another game, not of this one",
        "ja": "ディールコード{code}はほかのゲームのディールで、このゲームのものではありません",
    },
    "ui.link.code_game": {
        "en": "code={value}: a deal code of another game, so the deal is a random one",
        "ja": "code={value}:ほかのゲームのディールコードです。ランダムな配り方で始めました",
    },
    "ui.msg.new_deal": {
        "en": "new deal: {game}, {players} players, seed {seed}",
        "ja": "新しいディール:{game}、{players}人、シード{seed}",
    },
    "ui.msg.not_an_intent": {
        "en": "ignored a message from the page: an action is sent as {{\"act\": \"<text>\"}}, not {what}",
        "ja": "ページからのメッセージを無視しました:行動は {{\"act\": \"<文字列>\"}} の形で送ります({what} は使えません)",
    },
    "ui.msg.bad_act_type": {
        "en": "ignored an action that is a {type}, not a text",
        "ja": "文字列でない行動({type})を無視しました",
    },
    "ui.msg.too_long": {
        "en": "ignored an action text of {length} characters (at most {limit})",
        "ja": "{length}文字の行動を無視しました(最大{limit}文字)",
    },
    "ui.msg.moved": {
        "en": "the table moved before your click reached it: “{act}” was chosen on an older "
              "picture, so nothing was done; look at the table as it is now and choose again",
        "ja": "クリックが届く前にテーブルが動きました:「{act}」は前の画面で選ばれたので"
              "何もしていません(今のテーブルを見て、もう一度選んでください)",
    },
    "ui.msg.read_only": {
        "en": "the page may not change the table's state; only actions are accepted",
        "ja": "ページからテーブルの状態は変更できません。受け付けるのは行動だけです",
    },
    "ui.msg.not_your_seat": {
        "en": "{seat:seat} is played by a bot: you play {you:seat}",
        "ja": "{seat:seat}はボットが担当しています。あなたは{you:seat}です",
    },
    "ui.msg.spectator": {
        "en": "you are watching: no seat of yours is at this table",
        "ja": "観戦中です:このテーブルにあなたの席はありません",
    },
    "ui.msg.nothing_to_undo": {"en": "there is nothing to undo", "ja": "取り消せる手はありません"},
    "ui.msg.nothing_to_redo": {"en": "there is nothing to redo", "ja": "やり直せる手はありません"},
    "ui.msg.undone": {
        "en": "took back {count:n|action|actions}",
        "ja": "{count}手を取り消しました",
    },
    "ui.msg.redone": {"en": "played {count:n|action|actions} again", "ja": "{count}手をやり直しました"},
    "ui.msg.no_bot_to_move": {
        "en": "no bot is to move now",
        "ja": "いまはボットの番ではありません",
    },
    "ui.msg.bad_seed": {
        "en": "a seed is a whole number ≥ 0, or a deal code of 6 characters (leave it empty "
              "for a random deal), not “{text}”",
        "ja": "シードは0以上の整数か、6文字のディールコードです(空欄ならランダム):「{text}」は使えません",
    },
    "ui.msg.error": {"en": "something went wrong: {error}", "ja": "エラーが起きました:{error}"},
    "ui.msg.bot_error": {
        "en": "the bot of {seat:seat} failed: {error}",
        "ja": "{seat:seat}のボットが失敗しました:{error}",
    },
    "ui.msg.you_played": {"en": "you: {action}", "ja": "あなた:{action}"},
    "ui.msg.plain": {"en": "{text}", "ja": "{text}"},
    # refusals (cardlab.ui.refusal): each part is worded as a sentence of its own
    "ui.msg.refused": {"en": "you cannot {action}", "ja": "「{action}」はできません"},
    "ui.msg.not_a_move": {
        "en": "that is not a move you can make now",
        "ja": "それはいまできる手ではありません",
    },
    "ui.msg.card_alone": {
        "en": "{card:card} on its own is not a move",
        "ja": "{card:card}だけでは手になりません",
    },
    "ui.msg.card_moves": {
        "en": "with {card:card} you may {moves}",
        "ja": "{card:card}でできる手:{moves}",
    },
    "ui.msg.card_no_move": {
        "en": "{card:card} has no move you can make now",
        "ja": "{card:card}でいまできる手はありません",
    },
    "ui.msg.choose_legal": {
        "en": "choose a card that is not dimmed, or one of the buttons",
        "ja": "暗くなっていないカードか、ボタンから選んでください",
    },
    "ui.msg.over": {"en": "the game is over", "ja": "ゲームは終わりました"},
    # zone names (games' views); others are shown by their own name
    "ui.zone.bids": {"en": "bids", "ja": "宣言"},
    "ui.zone.bid_stacks": {"en": "bid cards", "ja": "宣言カード"},
    "ui.zone.won": {"en": "tricks won by suit", "ja": "スート別の獲得トリック"},
    "ui.zone.tricks": {"en": "tricks won", "ja": "獲得トリック"},
    "ui.zone.bid_cards": {"en": "free bid cards", "ja": "残りの宣言カード"},
    "ui.zone.bid_layout": {"en": "bid cards", "ja": "宣言カード"},
    "ui.zone.jokers_free": {"en": "jokers left", "ja": "残りのジョーカー"},
    "ui.zone.bid_total": {"en": "bids total", "ja": "宣言の合計"},
    "ui.zone.target": {"en": "target", "ja": "目標"},
    "ui.zone.round": {"en": "bidding round", "ja": "宣言の周"},
    "ui.zone.rounds": {"en": "rounds", "ja": "周の上限"},
    "ui.zone.passes_in_row": {"en": "passes in a row", "ja": "連続パス"},
    "ui.zone.pass_limit": {"en": "passes in a row that fail the bidding",
                           "ja": "宣言失敗になる連続パス数"},
    "ui.zone.trick": {"en": "trick", "ja": "トリック"},
    "ui.zone.leader": {"en": "leader", "ja": "リード"},
    "ui.zone.last_trick": {"en": "last trick", "ja": "前のトリック"},
    "ui.zone.tricks_played": {"en": "tricks played", "ja": "終わったトリック"},
    "ui.zone.tricks_total": {"en": "tricks in the deal", "ja": "トリック数"},
    "ui.zone.deal": {"en": "deal", "ja": "ディール"},
    "ui.zone.deals": {"en": "deals", "ja": "ディール数"},
    "ui.zone.results": {"en": "results", "ja": "結果"},
    "ui.zone.score": {"en": "score", "ja": "得点"},
    "ui.zone.scores": {"en": "scores", "ja": "得点"},
    "ui.zone.trump": {"en": "trump", "ja": "切り札"},
    "ui.zone.stock": {"en": "stock", "ja": "山札"},
    "ui.zone.fields": {"en": "fields", "ja": "場"},
    "ui.zone.members": {"en": "members", "ja": "隊員"},
    "ui.zone.captured": {"en": "captured", "ja": "獲得したカード"},
    "ui.zone.score_cards": {"en": "score cards", "ja": "得点カード"},
    "ui.zone.lives": {"en": "lives", "ja": "ライフ"},
    "ui.zone.prediction": {"en": "prediction", "ja": "予想"},
    "ui.zone.discard": {"en": "discard pile", "ja": "捨て札"},
    "ui.zone.chosen": {"en": "has chosen", "ja": "選択済み"},
    # layout words (the games' declared layouts, cardlab.layout): seat references, secrets, meters, banners
    "ui.ref.receiver": {"en": "hand goes to → {seat:seat}", "ja": "手札の渡し先 → {seat:seat}"},
    "ui.ref.giver": {"en": "hand comes from {seat:seat}", "ja": "{seat:seat}から手札を受け取る"},
    "ui.ref.chest_winner": {"en": "chest won by {seat:seat}", "ja": "宝箱は{seat:seat}が獲得"},
    "ui.ref.first_leader": {"en": "{seat:seat} leads first", "ja": "{seat:seat}が最初にリード"},
    "ui.ref.start_player": {"en": "{seat:seat} starts", "ja": "{seat:seat}がスタートプレイヤー"},
    "ui.ref.provisional_dealer": {
        "en": "field A lies before {seat:seat}", "ja": "場Aは{seat:seat}の前",
    },
    "ui.secret.chosen": {"en": "chosen (hidden)", "ja": "決定済み(非公開)"},
    "ui.secret.waiting": {"en": "not chosen yet", "ja": "まだ決めていません"},
    "ui.meter": {"en": "{on} of {all} alive", "ja": "{all}人中{on}人が生存"},
    "ui.meter_pending": {
        "en": "{count} will fall at the end of this deal",
        "ja": "このディールの終わりに{count}人が倒れます",
    },
    "ui.count_cards": {"en": "{count} cards", "ja": "{count}枚"},
    "ui.place": {"en": "#{place}", "ja": "{place}位"},
    "ui.face_down_one": {"en": "a card face down", "ja": "伏せたカード"},
    "ui.none.trump": {
        "en": "not set yet: the first card that does not follow sets it",
        "ja": "まだ決まっていません:最初にフォローしなかったカードのスートになります",
    },
    "ui.none.field": {"en": "empty", "ja": "空"},
    "ui.panel.field_title": {
        "en": "field {name} · before {seat:seat}", "ja": "場{name}({seat:seat}の前)",
    },
    "ui.panel.field_foot": {"en": "sum {sum} · {count:n|card|cards}", "ja": "合計{sum}・{count}枚"},
    "ui.panel.fields_total": {
        "en": "total of the four fields: {total} (exactly 52 is an All-Ground)",
        "ja": "4つの場の合計:{total}(ちょうど52でAll-Ground)",
    },
    # words a view uses as values
    "ui.value.single": {"en": "single", "ja": "シングル"},
    "ui.value.pair": {"en": "pair", "ja": "ペア"},
    "ui.value.facedown": {"en": "face down", "ja": "裏向き"},
    "ui.value.draw": {"en": "drew from the deck", "ja": "山札から引いた"},
    "ui.value.nothing": {"en": "nothing", "ja": "なし"},
    "ui.value.won": {"en": "won", "ja": "勝ち"},
    "ui.value.lost": {"en": "lost", "ja": "負け"},
    "ui.value.one": {"en": "one card of one number", "ja": "1つの数字から1枚"},
    "ui.value.all": {"en": "every card of one number", "ja": "1つの数字のカードすべて"},
    # zone names of the newer games (a "<game>." prefix names a zone of that game only)
    "ui.zone.seat": {"en": "seat", "ja": "席"},
    "ui.zone.dealt": {"en": "hand you were dealt", "ja": "配られた手札"},
    "ui.zone.receiver": {"en": "receiver", "ja": "渡し先"},
    "ui.zone.giver": {"en": "hand comes from", "ja": "手札の受け取り元"},
    "ui.zone.receiver_tricks": {"en": "receiver's tricks", "ja": "渡し先のトリック"},
    "ui.zone.prediction_points": {"en": "prediction pts", "ja": "予想点"},
    "ui.zone.target_points": {"en": "target pts", "ja": "目標点"},
    "ui.zone.trick_points": {"en": "trick pts", "ja": "トリック点"},
    "ui.zone.total": {"en": "total", "ja": "合計"},
    "ui.zone.score_sheet": {"en": "score sheet", "ja": "得点表"},
    "ui.zone.rows": {"en": "scores", "ja": "得点"},
    "ui.zone.hand_size": {"en": "cards each", "ja": "手札の枚数"},
    "ui.zone.pass_offset": {"en": "hands pass (seats to the left)", "ja": "手札を渡す先(左へ何席)"},
    "ui.zone.skulls": {"en": "skull 6s collected this deal", "ja": "このディールで集めた髑髏の6"},
    "ui.zone.points": {"en": "points", "ja": "点数"},
    "ui.zone.chest_card": {"en": "your chest card", "ja": "宝箱に入れたカード"},
    "ui.zone.passed": {"en": "passed right", "ja": "右へ渡したカード"},
    "ui.zone.received": {"en": "received from the left", "ja": "左から受け取ったカード"},
    "ui.zone.chest": {"en": "treasure chest", "ja": "宝箱"},
    "ui.zone.markers": {"en": "trump markers", "ja": "切り札マーカー"},
    "ui.zone.trump_set_by": {"en": "trump set by", "ja": "切り札を決めたカード"},
    "ui.zone.chest_winner": {"en": "chest won by", "ja": "宝箱の獲得者"},
    "ui.zone.first_leader": {"en": "first leader", "ja": "最初のリード"},
    "ui.zone.skulls_out": {"en": "6s not yet collected", "ja": "まだ集められていない6"},
    "ui.zone.last_deal": {"en": "last deal", "ja": "前のディール"},
    "ui.zone.deaths": {"en": "members lost", "ja": "倒れた隊員"},
    "ui.zone.wiped": {"en": "wiped out", "ja": "全滅"},
    "ui.zone.field": {"en": "field (number × count)", "ja": "場札(数字×枚数)"},
    "ui.zone.deck": {"en": "deck", "ja": "山札"},
    "ui.zone.reserve": {"en": "reserve", "ja": "脇に避けたカード"},
    "ui.zone.out_of_play": {"en": "out of play", "ja": "ゲーム外"},
    "ui.zone.start_player": {"en": "start player", "ja": "スタートプレイヤー"},
    "ui.zone.final_round": {"en": "final round", "ja": "最終周"},
    "ui.zone.start_reveals": {"en": "cards shown to choose the start player",
                              "ja": "スタートプレイヤー決めで出したカード"},
    "ui.zone.revealed": {"en": "reveals this round (in turn order)", "ja": "この周の公開(手番順)"},
    "ui.zone.ranking": {"en": "ranking", "ja": "順位"},
    "ui.zone.takes": {"en": "taken from the field", "ja": "場から取ったカード"},
    "ui.zone.took": {"en": "took", "ja": "取った数字"},
    "ui.zone.count": {"en": "cards", "ja": "枚数"},
    "ui.zone.shown_hands": {"en": "hands shown", "ja": "公開された手札"},
    "ui.zone.last_round": {"en": "last round", "ja": "前の周"},
    "ui.zone.taker": {"en": "taking", "ja": "取る人"},
    "ui.zone.score_a": {"en": "A (most of one number)", "ja": "A(同じ数字の最多枚数)"},
    "ui.zone.score_b": {"en": "B (longest run)", "ja": "B(最長の連番)"},
    "ui.zone.score_total": {"en": "total", "ja": "合計"},
    "ui.zone.reveal_options": {"en": "what you may reveal", "ja": "公開できるもの"},
    "ui.zone.start_picked": {"en": "has chosen", "ja": "選択済み"},
    "ui.zone.start_card": {"en": "your start card", "ja": "選んだカード"},
    "ui.zone.number": {"en": "number", "ja": "数字"},
    "ui.zone.kind": {"en": "kind", "ja": "種類"},
    "ui.zone.minus": {"en": "honours in hand (minus)", "ja": "手札の絵札(マイナス)"},
    "ui.zone.games_won": {"en": "games won", "ja": "勝ったゲーム"},
    "ui.zone.discards": {"en": "discarded", "ja": "捨て札"},
    "ui.zone.game": {"en": "game", "ja": "ゲーム"},
    "ui.zone.games": {"en": "games", "ja": "ゲーム数"},
    "ui.zone.provisional_dealer": {"en": "provisional dealer", "ja": "仮の親"},
    "ui.zone.bonus": {"en": "Comp bonus", "ja": "Compのボーナス"},
    "ui.zone.end": {"en": "end", "ja": "終わり方"},
    "ui.zone.winner": {"en": "winner", "ja": "勝者"},
    "ui.zone.tie_break": {"en": "decided by", "ja": "決め手"},
    "ui.zone.dealer": {"en": "dealer", "ja": "親"},
    "ui.zone.dealer_chosen": {"en": "dealer chosen by", "ja": "親の決め方"},
    # the replay timeline, the review, the teaching controls and the coach's switch
    "ui.coach": {
        "en": "Coach",
        "ja": "コーチ",
    },
    "ui.coach.locked": {
        "en": "The coach is off for this exam: your teacher turned it off.",
        "ja": "このテストではコーチは使えません(先生がオフにしました)。",
    },
    "ui.coach.tip": {
        "en": "Show what you know and what each of your choices is likely to bring",
        "ja": "あなたが知っていることと、それぞれの手の見込みを表示します",
    },
    "ui.coach_allowed": {
        "en": "coach allowed",
        "ja": "コーチを許可",
    },
    "ui.coach_allowed.tip": {
        "en": "Teacher: switch off to forbid the coach (an exam)",
        "ja": "先生用:オフにするとコーチを使えなくなります(テストのとき)",
    },
    "ui.continue": {
        "en": "continue ▶",
        "ja": "続ける ▶",
    },
    "ui.history": {
        "en": "tricks this deal",
        "ja": "このディールのトリック",
    },
    "ui.history.head": {
        "en": "trick {number} · {seat:seat}",
        "ja": "第{number}トリック・{seat:seat}",
    },
    "ui.history.none": {
        "en": "no trick yet",
        "ja": "まだトリックはありません",
    },
    "ui.hold.prompt": {
        "en": "Trick {number} went to {seat:seat} ({why}). Talk it over, then press “continue” for the next trick.",
        "ja": "第{number}トリックは{seat:seat}が取りました({why})。話し合ったら「続ける」を押して次のトリックへ。",
    },
    "ui.link.coach": {
        "en": "coach={value}: the coach is 1 (on) or 0 (off), so it is off",
        "ja": "coach={value}:コーチは1(オン)か0(オフ)です。オフで始めました",
    },
    "ui.link.exam": {
        "en": "exam={value}: an exam is 1 (the coach is forbidden) or 0, so it is not one",
        "ja": "exam={value}:テストは1(コーチを使えない)か0です。テストではなく始めました",
    },
    "ui.link.pause": {
        "en": "pause={value}: after a trick the table holds it (hold) or waits for “continue” (click), so it holds it",
        "ja": "pause={value}:トリックの後はしばらく止める(hold)か「続ける」まで待つ(click)のどちらかです。しばらく止めるようにしました",
    },
    "ui.more": {
        "en": "more ▾",
        "ja": "設定 ▾",
    },
    "ui.msg.bad_step": {
        "en": "The timeline goes from 0 to {last} moves; {step} is not one of them.",
        "ja": "タイムラインは0手から{last}手までです。{step}はありません。",
    },
    "ui.msg.in_replay": {
        "en": "This is a replay: step through it, or press “play on from here” to play from this moment.",
        "ja": "これは再生中の記録です。一手ずつ進めるか、「ここから続ける」でこの場面から遊べます。",
    },
    "ui.msg.no_replay_page": {
        "en": "This cardlab cannot write replay pages.",
        "ja": "このcardlabではリプレイページを作れません。",
    },
    "ui.msg.not_in_replay": {
        "en": "The table is not showing a replay now.",
        "ja": "今は記録を再生していません。",
    },
    "ui.msg.opened": {
        "en": "Opened {name}: {game}, {count} moves. Step through it with the timeline, or play on from any step.",
        "ja": "{name}を開きました({game}、{count}手)。タイムラインで一手ずつ見たり、好きな所から続きを遊んだりできます。",
    },
    "ui.msg.page_saved": {
        "en": "The replay page was saved as {name}.",
        "ja": "リプレイページを{name}として保存しました。",
    },
    "ui.msg.play_on": {
        "en": "Playing on from move {step}: you are {seat:seat}, bots play the other seats.",
        "ja": "{step}手目から続けます。あなたは{seat:seat}、他の席はボットです。",
    },
    "ui.msg.saved": {
        "en": "The game was saved as {name}.",
        "ja": "ゲームを{name}として保存しました。",
    },
    "ui.open": {
        "en": "open…",
        "ja": "開く…",
    },
    "ui.pick.cancel": {
        "en": "choose another card",
        "ja": "別の札を選ぶ",
    },
    "ui.pick.menu": {
        "en": "what to do with {card:card}",
        "ja": "{card:card}の使い方",
    },
    "ui.pick.prompt": {
        "en": "{card:card}: choose where it goes. The places it can go are lit; a place that is not lit says why not.",
        "ja": "{card:card}:どこに出すか選んでください。出せる場所が光っています。光っていない場所を押すと理由が出ます。",
    },
    "ui.pick.refused": {
        "en": "Only a card of yours with more than one move can be chosen now.",
        "ja": "今選べるのは、出し方が二つ以上ある自分の札だけです。",
    },
    "ui.present": {
        "en": "presentation",
        "ja": "発表モード",
    },
    "ui.present_off": {
        "en": "show controls",
        "ja": "操作を表示",
    },
    "ui.replay.back": {
        "en": "one move back",
        "ja": "一手戻る",
    },
    "ui.replay.deal": {
        "en": "deal {number}",
        "ja": "第{number}ディール",
    },
    "ui.replay.dealt": {
        "en": "the cards are dealt",
        "ja": "札が配られました",
    },
    "ui.replay.events": {
        "en": "this move",
        "ja": "この手",
    },
    "ui.replay.first": {
        "en": "to the deal",
        "ja": "最初へ",
    },
    "ui.replay.forward": {
        "en": "one move on",
        "ja": "一手進む",
    },
    "ui.replay.jump": {
        "en": "jump to",
        "ja": "移動",
    },
    "ui.replay.keys": {
        "en": "← → a move, Home / End the first and the last",
        "ja": "← →で一手ずつ、Home / Endで最初と最後へ",
    },
    "ui.replay.last": {
        "en": "to the last move",
        "ja": "最後へ",
    },
    "ui.replay.leave": {
        "en": "leave the replay",
        "ja": "再生を終える",
    },
    "ui.replay.play_on": {
        "en": "play on from here",
        "ja": "ここから続ける",
    },
    "ui.over.review": {
        "en": "This game is over: “{review}” steps through it again, move by move.",
        "ja": "このゲームは終わりました。「{review}」で1手ずつ振り返れます。",
    },
    "ui.over.next": {
        "en": "This game is over: “{review}” steps through it again, move by move, and "
              "“{next}” above the table deals another.",
        "ja": "このゲームは終わりました。「{review}」で1手ずつ振り返れます。"
              "テーブル上の「{next}」で次のディールを配ります。",
    },
    "ui.replay.next": {
        "en": "In this replay {seats:seats} moves next: “{button}” (or the → key) shows "
              "that move.",
        "ja": "このリプレイで次に動くのは{seats:seats}です。「{button}」(または→キー)で"
              "その手を見られます。",
    },
    "ui.replay.position": {
        "en": "move {step} of {last}",
        "ja": "{last}手中{step}手目",
    },
    "ui.replay.slider": {
        "en": "move",
        "ja": "手",
    },
    "ui.replay.title": {
        "en": "replay",
        "ja": "再生",
    },
    "ui.replay.trick": {
        "en": "deal {deal}, trick {number}",
        "ja": "第{deal}ディール・第{number}トリック",
    },
    "ui.replay_page": {
        "en": "Replay page",
        "ja": "リプレイページ",
    },
    "ui.review": {
        "en": "review",
        "ja": "振り返る",
    },
    "ui.save": {
        "en": "save ⤓",
        "ja": "保存 ⤓",
    },
    "ui.trick_pause": {
        "en": "after a trick",
        "ja": "トリックの後",
    },
    "ui.trick_pause.click": {
        "en": "wait for “continue”",
        "ja": "「続ける」まで待つ",
    },
    "ui.trick_pause.hold": {
        "en": "hold it a moment",
        "ja": "しばらく止める",
    },
}
