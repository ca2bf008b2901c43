"""Messages of the welcome pages (cardlab.welcome) and of the dashboard's links to a
game's lesson, rules card and teacher's plan (cardlab.links)."""

MESSAGES = {
    "welcome.players": {"en": "{players} players", "ja": "{players}人"},
    "welcome.play": {"en": "Play", "ja": "遊ぶ"},
    "welcome.play_title": {
        "en": "The {game} table against bots, with no code on the page",
        "ja": "{game}のテーブル(ボットと対戦、コードは表示されません)",
    },
    "welcome.lesson": {"en": "Lesson", "ja": "レッスン"},
    "welcome.further": {"en": "Going further", "ja": "さらに詳しく"},
    "welcome.as_page": {"en": "page", "ja": "ページ"},
    "welcome.as_page_title": {
        "en": "{what}: {game}, to read (no code)",
        "ja": "{what}:{game}(読むためのページ、コードなし)",
    },
    "welcome.as_notebook": {"en": "notebook", "ja": "ノートブック"},
    "welcome.as_notebook_title": {
        "en": "{what}: {game}, in JupyterLab (code you can change and run)",
        "ja": "{what}:{game}(JupyterLabで開きます。コードを変えて実行できます)",
    },
    "welcome.card": {"en": "rules card", "ja": "ルールカード"},
    "welcome.card_title": {
        "en": "The rules of {game} on one printable page",
        "ja": "{game}のルールを1枚にまとめた印刷用ページ",
    },
    "welcome.plan": {"en": "teacher's plan", "ja": "授業プラン"},
    "welcome.plan_title": {
        "en": "A 50-minute class period with {game}",
        "ja": "{game}で行う50分の授業の進め方",
    },
    "welcome.more": {"en": "More", "ja": "そのほか"},
    "welcome.glossary": {"en": "Glossary", "ja": "用語集"},
    "welcome.glossary_about": {
        "en": "the words every lesson and table uses, in English and Japanese",
        "ja": "レッスンとテーブルで使うことば(日本語と英語)",
    },
    "welcome.class": {"en": "Class board", "ja": "クラスの結果ボード"},
    "welcome.class_about": {
        "en": "for a teacher: create a class, hand out its link, and see everyone's results",
        "ja": "先生用:クラスを作ってリンクを配り、全員の結果を見ます",
    },
    "welcome.odds": {"en": "Odds and strategy", "ja": "確率と作戦"},
    "welcome.odds_about": {
        "en": "what the coach sees: simulations and charts, once you know the rules",
        "ja": "ルールを覚えたら:コーチの考え方をシミュレーションとグラフで",
    },
    "welcome.lab_about": {
        "en": "every notebook and file, with their code",
        "ja": "すべてのノートブックとファイル(コード付き)",
    },
    "welcome.lab_lang": {
        "en": "JupyterLab's menus in Japanese: Settings → Language → Japanese (日本語), "
              "then reload the page",
        "ja": "JupyterLab のメニューを日本語にするには:Settings(設定)→ Language(言語)→ "
              "日本語 を選び、ページを再読み込みします",
    },
    # the dashboard's links (cardlab.links.dashboard_links)
    "ui.lesson_page_short": {"en": "lesson ↗", "ja": "レッスン ↗"},
    "ui.card_short": {"en": "rules card ↗", "ja": "ルールカード ↗"},
    "ui.card_link": {
        "en": "The rules of {game} on one printable page (opens in a new tab)",
        "ja": "{game}のルールを1枚にまとめた印刷用ページ(新しいタブで開きます)",
    },
    "ui.plan_short": {"en": "plan ↗", "ja": "授業プラン ↗"},
    "ui.plan_link": {
        "en": "A 50-minute class period with {game} (opens in a new tab)",
        "ja": "{game}で行う50分の授業の進め方(新しいタブで開きます)",
    },
}
