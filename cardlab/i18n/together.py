"""Words of a shared table's pages (:mod:`cardlab.ui.together`): the seat picker, who is
connected, whose turn it is, the teacher's watch."""

MESSAGES = {
    "together.title": {
        "en": "{game} at the shared table {name}",
        "ja": "共有テーブル{name}で{game}",
    },
    "together.watch.title": {
        "en": "Watching the shared table {name} ({game}): every hand is shown",
        "ja": "共有テーブル{name}({game})を見ています:全員の手札が見えます",
    },
    "together.name.prompt": {
        "en": "Type your name and press Join; with the same name you get your seat back "
              "later.",
        "ja": "名前を入れて「参加」を押してください。同じ名前で開き直すと同じ席に戻れます。",
    },
    "together.name.placeholder": {"en": "your name", "ja": "名前"},
    "together.join": {"en": "Join", "ja": "参加"},
    "together.pick.prompt": {
        "en": "{student}, choose a free seat (or press \"any free seat\").",
        "ja": "{student}さん、空いている席を選んでください(「空いている席ならどこでも」も"
              "使えます)。",
    },
    "together.pick.any": {"en": "any free seat", "ja": "空いている席ならどこでも"},
    "together.seat.free": {"en": "{seat:seat}: free", "ja": "{seat:seat}:空き"},
    "together.seat.bot": {"en": "{seat:seat}: a bot", "ja": "{seat:seat}:ボット"},
    "together.seat.student": {
        "en": "{seat:seat}: {student} ({state})",
        "ja": "{seat:seat}:{student}({state})",
    },
    "together.state.on": {"en": "connected", "ja": "接続中"},
    "together.state.off": {"en": "not connected", "ja": "未接続"},
    "together.you": {"en": "you", "ja": "あなた"},
    "together.room.unknown": {
        "en": "There is no table {name} in this class: open the link your teacher gave you "
              "for a table made on the class board.",
        "ja": "このクラスにテーブル{name}はありません。先生がクラスボードでつくったテーブルの"
              "リンクを開いてください。",
    },
    "together.created": {
        "en": "The table {name} did not exist, so it was made now for {players} players "
              "(seed {seed}); send the same link to the others.",
        "ja": "テーブル{name}はまだなかったので、{players}人用(シード{seed})で今つくりました。"
              "同じリンクをほかの人に送ってください。",
    },
    "together.back": {
        "en": "Welcome back, {student}: you sit at {seat:seat} again.",
        "ja": "{student}さん、おかえりなさい。また{seat:seat}に座りました。",
    },
    "together.wrong_game": {
        "en": "The table {name} plays {game}, not this page's game: open the {game} "
              "dashboard with the same link.",
        "ja": "テーブル{name}は{game}のテーブルで、このページのゲームではないので、{game}の"
              "ダッシュボードを同じリンクで開いてください。",
    },
    "together.turn.you": {"en": "Your turn.", "ja": "あなたの番です。"},
    "together.turn.waiting": {
        "en": "Waiting for {who}…",
        "ja": "{who}を待っています…",
    },
    "together.turn.who": {"en": "{student} ({seat:seat})", "ja": "{student}さん({seat:seat})"},
    "together.turn.bot": {"en": "the bot ({seat:seat})", "ja": "ボット({seat:seat})"},
    "together.turn.nobody": {
        "en": "{seat:seat} (nobody sits there yet)",
        "ja": "{seat:seat}(まだだれも座っていません)",
    },
    "together.turn.over": {"en": "The game is over.", "ja": "ゲームは終わりました。"},
    "together.shared_off": {
        "en": "At a shared table there is no undo, new deal, opening a record or changing "
              "seats: every seat plays the same game.",
        "ja": "共有テーブルでは、取り消し・新しいディール・記録を開く・席の変更はできません"
              "(全員が同じゲームを遊んでいるためです)。",
    },
    "together.watch.need_code": {
        "en": "Watching a table needs its teacher code in the link (code=…), so nothing "
              "is shown.",
        "ja": "テーブルを見るにはリンクに先生のコード(code=…)が必要なので、何も表示しません。",
    },
    "together.watch.bad_code": {
        "en": "This is not the teacher code of the table {name}, so nothing is shown.",
        "ja": "テーブル{name}の先生のコードではないので、何も表示しません。",
    },
    "together.watch.give": {"en": "Give {seat:seat} to a bot", "ja": "{seat:seat}をボットに任せる"},
    "together.watch.given": {
        "en": "A bot plays {seat:seat} from now on.",
        "ja": "これから{seat:seat}はボットが遊びます。",
    },
    "together.watch.quiet": {
        "en": "A seat can be given to a bot when it is free or its player has not been "
              "seen for {quiet} seconds.",
        "ja": "空いている席か、{quiet}秒以上見えていない人の席をボットに任せられます。",
    },
    "together.error": {
        "en": "Something went wrong: {error}",
        "ja": "問題が起きました:{error}",
    },
    "together.panel.title": {
        "en": "Shared tables (one game, one seat per device)",
        "ja": "共有テーブル(1つのゲームを、1台に1席で)",
    },
    "together.panel.name": {"en": "table name", "ja": "テーブル名"},
    "together.panel.game": {"en": "game", "ja": "ゲーム"},
    "together.panel.players": {"en": "players", "ja": "人数"},
    "together.panel.bots": {"en": "bot seats", "ja": "ボットの席"},
    "together.panel.bots_hint": {"en": "e.g. 3 or 2, 3", "ja": "例:3、2, 3"},
    "together.panel.code": {"en": "teacher code", "ja": "先生のコード"},
    "together.panel.code_hint": {"en": "optional, e.g. owl-42", "ja": "任意(例:owl-42)"},
    "together.panel.create": {"en": "create a table", "ja": "テーブルをつくる"},
    "together.panel.play_link": {"en": "Students open:", "ja": "生徒が開くリンク:"},
    "together.panel.watch_link": {"en": "You watch (keep it to yourself):",
                            "ja": "先生が見るリンク(生徒には渡さないでください):"},
}
