"""Words of the class store (:mod:`cardlab.classroom`): every refusal in one sentence, and
the outcomes a class's results may have."""

MESSAGES = {
    # ----- classes
    "class.unknown": {
        "en": "There is no class named {name}: check the name in the link.",
        "ja": "{name}という名前のクラスはないので、リンクの名前を確かめてください。",
    },
    "class.closed": {
        "en": "The class {name} is closed, so it takes no more results.",
        "ja": "クラス{name}は締め切られているので、結果はもう送れません。",
    },
    "class.exists": {
        "en": "There is already a class named {name}: choose another name.",
        "ja": "{name}という名前のクラスはもうあるので、別の名前にしてください。",
    },
    "class.bad_level": {
        "en": "The bots of a class play at beginner, standard or strong, not {level}.",
        "ja": "クラスのボットの強さは beginner(入門)・standard(標準)・strong(強い)の"
              "どれかで、{level}は使えません。",
    },
    "class.bad_name": {
        "en": "A class name is 1 to {limit} letters (a-z, A-Z), digits, - or _ (it goes "
              "into a link), so {name} cannot be one.",
        "ja": "{name}はクラス名に使えません(クラス名はリンクに入るので、1〜{limit}文字の英字"
              "(a-z、A-Z)・数字・-・_でつけます)。",
    },
    "class.bad_game": {
        "en": "A class plays one of cardlab's games ({games}), not {game}.",
        "ja": "クラスで遊べるのはcardlabのゲーム({games})で、{game}は使えません。",
    },
    "class.bad_players": {
        "en": "{game} is played by {allowed} players, not {players}.",
        "ja": "{game}は{allowed}人で遊ぶゲームで、{players}人では遊べません。",
    },
    "class.bad_options": {
        "en": "The rule options of a class are given as a dict of names and values, not "
              "as {options}.",
        "ja": "クラスのルールオプションは名前と値の辞書で渡します({options}は使えません)。",
    },
    "class.bad_option": {
        "en": "{game} has no rule option {name}.",
        "ja": "{game}には{name}というルールオプションはありません。",
    },
    "class.bad_option_value": {
        "en": "{game} does not allow the value {value} for the rule option {name}.",
        "ja": "{game}のルールオプション{name}には{value}という値は使えません。",
    },
    "class.bad_setup": {
        "en": "These rule options do not go together ({reason}).",
        "ja": "このルールオプションの組み合わせは使えません({reason})。",
    },
    "class.bad_deals": {
        "en": "A class has 1 to {most} deals, not {deals}.",
        "ja": "クラスのディール数は1〜{most}で、{deals}にはできません。",
    },
    "class.bad_seeds": {
        "en": "The seeds of a class are a list of 1 to {most} whole numbers, not {seeds}.",
        "ja": "クラスのシードは1〜{most}個の整数のリストで渡します({seeds}は使えません)。",
    },
    "class.bad_seed": {
        "en": "A seed is a whole number from 0 to 2⁵³ − 1, so {seed} cannot be one.",
        "ja": "シードは0から2⁵³ − 1までの整数なので、{seed}は使えません。",
    },
    "class.unknown_deal": {
        "en": "The class {name} has {deals} deals (numbered 0 to {last}); there is no deal "
              "{deal}.",
        "ja": "クラス{name}のディールは{deals}回(番号は0〜{last})で、ディール{deal}はありません。",
    },
    # ----- students and results
    "class.student.empty": {
        "en": "Write your name first: a result is sent under a name.",
        "ja": "結果は名前をつけて送るので、先に名前を書いてください。",
    },
    "class.student.too_long": {
        "en": "A name is at most {limit} characters; this one has {length}.",
        "ja": "名前は{limit}文字までです(この名前は{length}文字あります)。",
    },
    "class.student.control": {
        "en": "A name cannot hold line breaks, tabs or other invisible control characters.",
        "ja": "名前には改行・タブなどの見えない制御文字は使えません。",
    },
    "class.bad_seconds": {
        "en": "The time taken is a number of seconds of 0 or more, not {seconds}.",
        "ja": "かかった時間は0以上の秒数で渡します({seconds}は使えません)。",
    },
    "class.bad_since": {
        "en": "Results since a revision need the revision as a whole number, not {since}.",
        "ja": "リビジョン以降の結果を求めるには、リビジョンを整数で渡します({since}は使えません)。",
    },
    "class.already_sent": {
        "en": "{student} has already sent deal {deal} of the class {name}: a deal is sent "
              "once.",
        "ja": "{student}さんはクラス{name}のディール{deal}をもう送っています(送れるのは一度だけです)。",
    },
    "class.record.bad": {
        "en": "This result cannot be taken: {reason}.",
        "ja": "この結果は受け付けられません:{reason}。",
    },
    "class.record.other_deal": {
        "en": "This record is not deal {deal} of the class {name}: its {part} differ.",
        "ja": "この記録はクラス{name}のディール{deal}のものではありません({part}が違います)。",
    },
    "class.record.other_deck": {
        "en": "This record was not dealt from the cards of deal {deal} of the class {name}.",
        "ja": "この記録はクラス{name}のディール{deal}の札で配られたものではありません。",
    },
    "class.record.unfinished": {
        "en": "This deal is not finished yet (after {moves} moves): send it when the deal "
              "is over.",
        "ja": "このディールはまだ終わっていない({moves}手まで)ので、終わってから送ってください。",
    },
    "class.record.too_long": {
        "en": "This record goes on after the class deal ended at move {end} ({moves} moves "
              "in all): send the deal only.",
        "ja": "この記録はクラスのディールが終わった{end}手目の後も続いている(全{moves}手)ので、"
              "ディールの分だけ送ってください。",
    },
    # ----- the database
    "class.db.unreadable": {
        "en": "The class database {path} cannot be opened ({reason}).",
        "ja": "クラスのデータベース{path}を開けません({reason})。",
    },
    "class.db.newer": {
        "en": "The class database was written by a newer cardlab (tables version "
              "{version}): update cardlab to use it.",
        "ja": "クラスのデータベースは新しいcardlabで書かれている(表のバージョン{version})ので、"
              "cardlabを更新してください。",
    },
    "class.db.busy": {
        "en": "The class database is busy and did not answer in time ({reason}): try "
              "again in a moment.",
        "ja": "クラスのデータベースが混み合っていて時間内に応答しなかった({reason})ので、"
              "少ししてからもう一度試してください。",
    },
    "class.db.no_backend": {
        "en": "The class database is given as a {scheme}:// address, and this cardlab opens "
              "only SQLite files: give the path of a file instead.",
        "ja": "クラスのデータベースが{scheme}://のアドレスで指定されていますが、このcardlabが"
              "開けるのはSQLiteのファイルだけなので、ファイルのパスを指定してください。",
    },
    # ----- outcomes (a board's column and chart)
    "class.outcome.win": {"en": "won", "ja": "勝ち"},
    "class.outcome.tie": {"en": "shared first place", "ja": "同点首位"},
    "class.outcome.loss": {"en": "lost", "ja": "負け"},
    "class.outcome.skulls_0": {"en": "no skull", "ja": "ドクロなし"},
    "class.outcome.skulls_1": {"en": "1 skull", "ja": "ドクロ1枚"},
    "class.outcome.skulls_2": {"en": "2 skulls", "ja": "ドクロ2枚"},
    "class.outcome.over": {"en": "deal over", "ja": "ディール終了"},
}
