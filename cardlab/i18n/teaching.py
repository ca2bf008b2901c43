"""Words of the table's teaching surface: the trick history, the pause after a trick,
picking a card and its places, the control bar's menus."""

MESSAGES = {
    "ui.history": {"en": "tricks this deal", "ja": "このディールのトリック"},
    "ui.history.none": {"en": "no trick yet", "ja": "まだトリックはありません"},
    "ui.history.head": {
        "en": "trick {number} · {seat:seat}",
        "ja": "第{number}トリック・{seat:seat}",
    },
    "ui.continue": {"en": "continue ▶", "ja": "続ける ▶"},
    "ui.hold.prompt": {
        "en": "Trick {number} went to {seat:seat} ({why}). Talk it over, then press "
              "“continue” for the next trick.",
        "ja": "第{number}トリックは{seat:seat}が取りました({why})。話し合ったら「続ける」を"
              "押して次のトリックへ。",
    },
    "ui.trick_pause": {"en": "after a trick", "ja": "トリックの後"},
    "ui.trick_pause.hold": {"en": "hold it a moment", "ja": "しばらく止める"},
    "ui.trick_pause.click": {"en": "wait for “continue”", "ja": "「続ける」まで待つ"},
    "ui.link.pause": {
        "en": "pause={value}: after a trick the table holds it (hold) or waits for "
              "“continue” (click), so it holds it",
        "ja": "pause={value}:トリックの後はしばらく止める(hold)か「続ける」まで待つ(click)"
              "のどちらかです。しばらく止めるようにしました",
    },
    "ui.more": {"en": "more ▾", "ja": "設定 ▾"},
    "ui.present": {"en": "presentation", "ja": "発表モード"},
    "ui.present_off": {"en": "show controls", "ja": "操作を表示"},
    "ui.pick.prompt": {
        "en": "{card:card}: choose where it goes. The places it can go are lit; "
              "a place that is not lit says why not.",
        "ja": "{card:card}:どこに出すか選んでください。出せる場所が光っています。"
              "光っていない場所を押すと理由が出ます。",
    },
    "ui.pick.refused": {
        "en": "Only a card of yours with more than one move can be chosen now.",
        "ja": "今選べるのは、出し方が二つ以上ある自分の札だけです。",
    },
    "ui.pick.menu": {"en": "what to do with {card:card}", "ja": "{card:card}の使い方"},
    "ui.pick.cancel": {"en": "choose another card", "ja": "別の札を選ぶ"},
}
