"""Words of the classroom's pages: the student's side of a game dashboard opened with
``?class=NAME`` (:mod:`cardlab.ui.classroom`) and the teacher's board
(:mod:`cardlab.ui.classboard`, ``notebooks/dashboards/class.ipynb``)."""

MESSAGES = {
    # ----- the student's side
    "classboard.join.title": {
        "en": "Class “{cls}”: {game}",
        "ja": "クラス「{cls}」:{game}",
    },
    "classboard.join.prompt": {
        "en": "Type your name as the class will see it, then press “join”.",
        "ja": "クラスのみんなに表示される名前を入力して「参加」を押してください。",
    },
    "classboard.join.placeholder": {"en": "your name", "ja": "あなたの名前"},
    "classboard.join.button": {"en": "join", "ja": "参加"},
    "classboard.join.as": {
        "en": "You play as “{student}”.",
        "ja": "「{student}」として参加しています。",
    },
    "classboard.deal.head": {
        "en": "Deal {deal} of {deals}: you are seat 0, bots play the other seats.",
        "ja": "{deals}回中{deal}回目のディール:あなたは席0、ほかの席はボットです。",
    },
    "classboard.sent": {
        "en": "Your result for deal {deal} was sent to the class: {outcome}, score {score}.",
        "ja": "{deal}回目の結果をクラスに送りました:{outcome}、得点{score}。",
    },
    "classboard.sent_noscore": {
        "en": "Your result for deal {deal} was sent to the class: {outcome}.",
        "ja": "{deal}回目の結果をクラスに送りました:{outcome}。",
    },
    "classboard.results.title": {
        "en": "How the class played deal {deal}",
        "ja": "{deal}回目のディール:クラスのみんなの結果",
    },
    "classboard.next": {"en": "next deal", "ja": "次のディールへ"},
    "classboard.all_done": {
        "en": "All deals of this class are done: well played!",
        "ja": "このクラスのディールはすべて終わりました。おつかれさまでした!",
    },
    "classboard.wrong_game": {
        "en": "The class “{cls}” plays {game}, not this game: open {link} instead.",
        "ja": "クラス「{cls}」で遊ぶのは{game}で、このゲームではありません。代わりに{link}を開いてください。",
    },
    "classboard.closed": {
        "en": "The class “{cls}” is closed: it takes no more results.",
        "ja": "クラス「{cls}」は締め切られたので、もう結果を受け付けません。",
    },
    "classboard.other_deal": {
        "en": "This game is not the class's deal {deal}, so its result was not sent.",
        "ja": "このゲームはクラスの{deal}回目のディールではないので、結果は送りませんでした。",
    },
    "classboard.error": {
        "en": "Something went wrong, and nothing was written: {error}",
        "ja": "問題が起きたので何も書き込みませんでした:{error}",
    },
    # ----- outcomes, as the board and the student's results say them
    "classboard.outcome.win": {"en": "won", "ja": "勝ち"},
    "classboard.outcome.loss": {"en": "lost", "ja": "負け"},
    "classboard.outcome.draw": {"en": "draw", "ja": "引き分け"},
    "classboard.outcome.over": {"en": "over", "ja": "終了"},
    # ----- the columns of a results table
    "classboard.col.name": {"en": "name", "ja": "名前"},
    "classboard.col.deal": {"en": "deal", "ja": "ディール"},
    "classboard.col.outcome": {"en": "outcome", "ja": "結果"},
    "classboard.col.score": {"en": "score", "ja": "得点"},
    "classboard.col.moves": {"en": "moves", "ja": "手数"},
    "classboard.col.seconds": {"en": "time taken", "ja": "かかった時間"},
    "classboard.col.time": {"en": "sent at", "ja": "送信時刻"},
    "classboard.col.replay": {"en": "replay", "ja": "再生"},
    "classboard.you": {"en": "(you)", "ja": "(あなた)"},
    # ----- the teacher's board
    "classboard.t.title": {"en": "Class board", "ja": "クラスの結果ボード"},
    "classboard.t.intro": {
        "en": "Create a class (or pick one), give the students its link, and watch their "
              "results arrive.",
        "ja": "クラスを作る(または選ぶ)と、生徒に配るリンクが出ます。生徒の結果はここに届きます。",
    },
    "classboard.t.new": {"en": "New class", "ja": "新しいクラス"},
    "classboard.t.name": {"en": "name", "ja": "クラス名"},
    "classboard.t.name_hint": {"en": "e.g. week3", "ja": "例:week3"},
    "classboard.t.game": {"en": "game", "ja": "ゲーム"},
    "classboard.t.players": {"en": "players", "ja": "人数"},
    "classboard.t.deals": {"en": "deals", "ja": "ディールの数"},
    "classboard.t.seeds": {"en": "seeds", "ja": "シード"},
    "classboard.t.level": {"en": "bots", "ja": "ボットの強さ"},
    "classboard.t.seeds_hint": {"en": "random, or 7, 12, 31", "ja": "random か 7, 12, 31"},
    "classboard.t.create": {"en": "create", "ja": "作成"},
    "classboard.t.pick": {"en": "class shown", "ja": "表示するクラス"},
    "classboard.t.none": {"en": "(no class yet)", "ja": "(クラスはまだありません)"},
    "classboard.t.close": {"en": "close the class", "ja": "クラスを締め切る"},
    "classboard.t.export": {"en": "export CSV", "ja": "CSVに書き出す"},
    "classboard.t.refresh": {"en": "refresh", "ja": "更新"},
    "classboard.t.created": {
        "en": "The class “{cls}” was created: give the students the link below.",
        "ja": "クラス「{cls}」を作りました。下のリンクを生徒に配ってください。",
    },
    "classboard.t.closed_now": {
        "en": "The class “{cls}” is now closed: students can no longer send results.",
        "ja": "クラス「{cls}」を締め切りました。生徒はもう結果を送れません。",
    },
    "classboard.t.is_closed": {
        "en": "This class is closed: no more results come in.",
        "ja": "このクラスは締め切り済みです。新しい結果は届きません。",
    },
    "classboard.t.exported": {
        "en": "The results were saved as the file {file}.",
        "ja": "結果をファイル{file}として保存しました。",
    },
    "classboard.t.bad_seeds": {
        "en": "Seeds are “random” or whole numbers separated by commas, not “{text}”.",
        "ja": "シードは「random」かカンマ区切りの整数です(「{text}」は使えません)。",
    },
    "classboard.t.bad_deals": {
        "en": "The number of deals is a whole number from 1 to {most}.",
        "ja": "ディールの数は1から{most}までの整数です。",
    },
    "classboard.t.link": {"en": "Students open:", "ja": "生徒が開くリンク:"},
    "classboard.t.link_hint": {
        "en": "Give this link to the students (it opens the {game} page for this class).",
        "ja": "このリンクを生徒に配ってください({game}のページがこのクラス用に開きます)。",
    },
    "classboard.t.copy": {"en": "copy link", "ja": "リンクをコピー"},
    "classboard.t.copied": {"en": "copied", "ja": "コピーしました"},
    "classboard.t.info": {
        "en": "{game}, {players} players, {deals} deals (seeds {seeds}), bots {level}, "
              "created {created}",
        "ja": "{game}、{players}人、{deals}回のディール(シード {seeds})、ボット{level}、"
              "作成 {created}",
    },
    "classboard.t.count": {
        "en": "{results} results from {students} students",
        "ja": "{students}人から{results}件の結果",
    },
    "classboard.t.empty": {
        "en": "No results yet: each appears here when a student finishes a deal.",
        "ja": "まだ結果はありません。生徒がディールを終えるたびにここに出ます。",
    },
    "classboard.t.chart": {"en": "Outcomes per deal", "ja": "ディールごとの結果"},
    "classboard.t.chart_deal": {
        "en": "deal {deal} (seed {seed}): {count} played, scores {low} to {high}, mean {mean}",
        "ja": "{deal}回目(シード{seed}):{count}人、得点 {low}〜{high}、平均 {mean}",
    },
    "classboard.t.chart_deal_noscore": {
        "en": "deal {deal} (seed {seed}): {count} played",
        "ja": "{deal}回目(シード{seed}):{count}人",
    },
    "classboard.t.chart_none": {
        "en": "deal {deal} (seed {seed}): nobody has finished it yet",
        "ja": "{deal}回目(シード{seed}):まだ誰も終えていません",
    },
    "classboard.t.replay_of": {
        "en": "Replay: {student}, deal {deal} (every hand face up)",
        "ja": "再生:{student}、{deal}回目(すべての手札を表向き)",
    },
    "classboard.t.hide_replay": {"en": "close the replay", "ja": "再生を閉じる"},
}
