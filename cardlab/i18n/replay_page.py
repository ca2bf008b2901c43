"""Messages of the standalone replay page (:mod:`cardlab.replay_page`): its timeline's
buttons, the viewpoint line and what the page says when a browser cannot show it."""

MESSAGES = {
    "replay_page.title": {"en": "{game}: a replay", "ja": "{game}のリプレイ"},
    "replay_page.timeline": {"en": "timeline", "ja": "タイムライン"},
    "replay_page.first": {"en": "first", "ja": "最初"},
    "replay_page.back": {"en": "back", "ja": "戻る"},
    "replay_page.forward": {"en": "forward", "ja": "進む"},
    "replay_page.last": {"en": "last", "ja": "最後"},
    "replay_page.slider": {"en": "step", "ja": "手"},
    "replay_page.step": {"en": "step {step} of {total}", "ja": "{total}手中{step}手目"},
    "replay_page.start": {"en": "the deal, before any move", "ja": "配り終えたところ(まだ誰も動いていません)"},
    "replay_page.jump": {"en": "jump to", "ja": "移動先"},
    "replay_page.deal": {"en": "deal {number}", "ja": "第{number}ディール"},
    "replay_page.deal_start": {"en": "deal {number}: the start", "ja": "第{number}ディールの始め"},
    "replay_page.trick": {
        "en": "deal {deal}, trick {number}", "ja": "第{deal}ディール 第{number}トリック",
    },
    "replay_page.end": {"en": "the end", "ja": "終わり"},
    "replay_page.events": {"en": "what happened at this step", "ja": "この手で起きたこと"},
    "replay_page.quiet": {
        "en": "nothing you may see happened at this step",
        "ja": "この手では、見える出来事はありません",
    },
    "replay_page.view.seat": {
        "en": "seen by {seat:seat}: the other hands stay hidden",
        "ja": "{seat:seat}から見た卓です(ほかの手札は伏せたまま)",
    },
    "replay_page.view.spectator": {
        "en": "seen by a spectator: every hand stays hidden",
        "ja": "観戦者から見た卓です(手札はすべて伏せたまま)",
    },
    "replay_page.view.teacher": {
        "en": "teacher's view: every hand is shown",
        "ja": "先生用の表示です(全員の手札が見えます)",
    },
    "replay_page.keys": {
        "en": "keys: ← → one step, Home the first, End the last",
        "ja": "キー:← → で1手ずつ、Homeで最初、Endで最後",
    },
    "replay_page.made_by": {
        "en": "made with cardlab; this page needs no network",
        "ja": "cardlabで作成(ネット接続は不要です)",
    },
    "replay_page.needs_js": {
        "en": "This replay needs JavaScript to step through the game.",
        "ja": "このリプレイを進めるにはJavaScriptが必要です。",
    },
    "replay_page.too_old": {
        "en": "This browser cannot unpack the replay (it lacks DecompressionStream); "
              "a recent Chrome, Edge, Firefox or Safari can.",
        "ja": "このブラウザではリプレイを展開できません(DecompressionStreamがありません)。"
              "最新のChrome・Edge・Firefox・Safariで開いてください。",
    },
}
