"""Words of a record (``record.*``): why one cannot be opened (:mod:`cardlab.records`,
:func:`cardlab.core.check_record_head`). The table's save / open buttons and its replay
timeline are words of the table (``ui.py``)."""

MESSAGES = {
    # ----- a record that cannot be opened: one sentence each
    "record.too_big": {
        "en": "This file is {size} kB, more than a record may be ({limit} kB), so it was "
              "not opened.",
        "ja": "このファイルは{size} kBあり、記録の上限({limit} kB)を超えるので開きませんでした。",
    },
    "record.empty": {
        "en": "This file is empty: there is no game in it.",
        "ja": "このファイルは空で、ゲームの記録が入っていません。",
    },
    "record.truncated": {
        "en": "This file stops in the middle of the record (it was cut short), so it "
              "cannot be opened.",
        "ja": "このファイルは記録の途中で切れているので開けません。",
    },
    "record.bad.text": {
        "en": "This file is not text, so it is not a game record.",
        "ja": "このファイルは文字のファイルではないので、ゲームの記録ではありません。",
    },
    "record.bad.json": {
        "en": "This file is not a game record: its text is not JSON.",
        "ja": "このファイルはゲームの記録ではありません(JSON形式の文字ではありません)。",
    },
    "record.bad.shape": {
        "en": "This file holds JSON, but not a cardlab game record.",
        "ja": "このファイルはJSONですが、cardlabのゲームの記録ではありません。",
    },
    "record.bad.version": {
        "en": "This record was written in a form this cardlab cannot read "
              "(version {version}).",
        "ja": "この記録は、このcardlabでは読めない形式で書かれています(バージョン{version})。",
    },
    "record.bad.missing": {
        "en": "This record lacks parts every record has: {parts}.",
        "ja": "この記録には、どの記録にもある部分が欠けています:{parts}。",
    },
    "record.bad.game": {
        "en": "This record is of a game cardlab does not know ({name}).",
        "ja": "この記録は、cardlabの知らないゲーム({name})のものです。",
    },
    "record.other_game": {
        "en": "This is a record of {other}, not of {game}: open it at a table of {other}.",
        "ja": "これは{game}ではなく{other}の記録なので、{other}のテーブルで開いてください。",
    },
    "record.bad.players": {
        "en": "This record has {players} players, but {game} is played by {allowed}.",
        "ja": "この記録のプレイヤーは{players}人ですが、{game}は{allowed}人で遊びます。",
    },
    "record.bad.option": {
        "en": "This record uses a rule option {game} does not have ({name}).",
        "ja": "この記録は、{game}にないルールオプション({name})を使っています。",
    },
    "record.bad.option_value": {
        "en": "This record sets the rule option {name} to {value}, which {game} does not "
              "allow.",
        "ja": "この記録はルールオプション{name}を{value}にしていますが、{game}ではその値は"
              "使えません。",
    },
    "record.bad.action": {
        "en": "Move {step} of the record ({seat:seat}: {action}) breaks the rules: {reason}.",
        "ja": "記録の{step}手目({seat:seat}:{action})はルール違反です:{reason}。",
    },
    "record.bad.unreadable": {
        "en": "Move {step} of the record ({text}) is not a move of {game}.",
        "ja": "記録の{step}手目({text})は{game}の手ではありません。",
    },
    "record.no_file": {
        "en": "The record file {path} cannot be read (it is missing or not readable).",
        "ja": "記録ファイル{path}を読めません(ないか、読み取りできません)。",
    },
    "record.bad.source": {
        "en": "A record is given as a dict, its JSON text, a file's bytes or a file's "
              "path, not as {kind}.",
        "ja": "記録は辞書、そのJSONの文字、ファイルのバイト列かファイルのパスで渡します"
              "({kind}は使えません)。",
    },
    "record.damaged": {
        "en": "This record is damaged: its seed, deals and moves do not fit together, so "
              "it cannot be replayed.",
        "ja": "この記録は壊れています(シード・ディール・手が合わない)ので再生できません。",
    },
    # ----- the table: save, open, review
    # ----- the timeline
}
