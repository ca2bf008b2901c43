"""Messages of the lesson helpers (:mod:`cardlab.lessons`): feedback on exercises.

Questions that belong to one game live in ``lesson_<game>.py`` beside this file.
"""

MESSAGES = {
    "lesson.cards": {"en": "{cards:cards}", "ja": "{cards:cards}"},
    "lesson.empty": {
        "en": "When you are ready, write your answer after answer = and run this cell.",
        "ja": "準備ができたら、answer = のあとに答えを書いて、このセルを実行してください。",
    },
    "lesson.the_answer": {"en": "The answer is {answer}.", "ja": "答えは{answer}です。"},
    "lesson.try_again": {
        "en": "Try once more: the answer is shown after a second try, or when you ask for it.",
        "ja": "もう一度考えてみましょう。答えは2回目のあとか、表示を頼んだときに出ます。",
    },
    "lesson.same_again": {
        "en": "You answered {answer} before.",
        "ja": "{answer}は、さっきと同じ答えです。",
    },
    "lesson.try_other": {
        "en": "Try a different answer, or press “Show the answer” to see it and why.",
        "ja": "別の答えを試すか、「答えを見る」を押して答えと理由を見てください。",
    },
    "lesson.ui.how": {
        "en": "A first wrong answer gets a hint; a second, different one — or “Show the "
              "answer” — shows the answer and why.",
        "ja": "1回目のまちがいにはヒントが出ます。2回目に別の答えでまちがえるか、"
              "「答えを見る」を押すと、答えと理由が出ます。",
    },
    "lesson.unknown_part": {
        "en": "“{name}” is not a {kind} of this lesson ({known:list}).",
        "ja": "「{name}」はこのレッスンの{kind}にありません({known:list})。",
    },
    "lesson.part.rule": {"en": "rule", "ja": "ルール"},
    "lesson.part.position": {"en": "position", "ja": "局面"},
    "lesson.part.story": {"en": "story", "ja": "例"},
    "lesson.part.question": {"en": "question", "ja": "問題"},
    "lesson.part.extra": {"en": "part", "ja": "部分"},
    "lesson.hint.generic": {
        "en": "Read the rule for this step once more, then look at the position again.",
        "ja": "この場面のルールをもう一度読んでから、局面を見直しましょう。",
    },
    "lesson.hint.missing": {
        "en": "Something that belongs to the answer is still missing.",
        "ja": "答えに入るものが、まだ足りません。",
    },
    "lesson.unreadable_cards": {
        "en": "“{answer}” is not a list of cards: write them like QH 5H or ♥Q ♥5.",
        "ja": "「{answer}」はカードの並びとして読めません。QH 5H や ♥Q ♥5 のように書いてください。",
    },
    "lesson.unreadable_number": {
        "en": "“{answer}” is not a whole number.",
        "ja": "「{answer}」は整数ではありません。",
    },
    "lesson.unreadable_text": {
        "en": "“{answer}” cannot be read as an answer.",
        "ja": "「{answer}」は答えとして読めません。",
    },
    "lesson.not_an_answer": {
        "en": "“{answer}” is not a possible answer here: answer with {allowed:list}.",
        "ja": "「{answer}」はここでは答えになりません。{allowed:list}のどれかで答えてください。",
    },
    "lesson.not_in_range": {
        "en": "“{answer}” is not a possible answer here: answer with a whole number from {low} to {high}.",
        "ja": "「{answer}」はここでは答えになりません。{low}から{high}までの整数で答えてください。",
    },
    "lesson.correct": {"en": "Right!", "ja": "正解です!"},
    "lesson.wrong": {"en": "Not yet: your answer is {answer}.", "ja": "残念、あなたの答えは{answer}です。"},
    "lesson.extra": {"en": "{cards:cards} may not be played.", "ja": "{cards:cards}は出せません。"},
    "lesson.missing": {"en": "You left out {cards:cards}.", "ja": "{cards:cards}も出せます。"},
    "lesson.not_part": {"en": "{cards:cards} is not part of it.", "ja": "{cards:cards}は含まれません。"},
    "lesson.left_out": {"en": "You left out {cards:cards}.", "ja": "{cards:cards}が抜けています。"},
    "lesson.card_reason": {"en": "{card:card}:", "ja": "{card:card}:"},
    "lesson.why.lead": {
        "en": "It is {seat:seat}'s lead, so any card in the hand may be played.",
        "ja": "{seat:seat}はこのトリックのリードなので、手札のどのカードでも出せます。",
    },
    "lesson.why.follow": {
        "en": "The suit led is {suit:suitname} and {seat:seat} holds some, so it must follow with one of them.",
        "ja": "{suit:suitname}がリードされ、{seat:seat}は{suit:suitname}を持っているので、そのどれかを出さなければなりません(マストフォロー)。",
    },
    "lesson.why.void": {
        "en": "The suit led is {suit:suitname}, but {seat:seat} holds none, so any card may be played.",
        "ja": "{suit:suitname}がリードされましたが、{seat:seat}は{suit:suitname}を持っていないので、どのカードでも出せます。",
    },
    "lesson.q.legal_cards": {
        "en": "Which cards may {seat:seat} play now?",
        "ja": "{seat:seat}が今出せるカードはどれですか?",
    },
    "lesson.q.legal_cards.hint": {
        "en": "Look at the trick: has a suit been led, and does {seat:seat} hold a card of "
              "that suit?",
        "ja": "トリックを見ましょう。もうスートがリードされていますか?{seat:seat}はそのスートの"
              "カードを持っていますか?",
    },
    # the printable sheets (cardlab.sheets)
    "sheet.card.title": {"en": "{game}: rules card", "ja": "{game}:ルールカード"},
    "sheet.card.sub": {
        "en": "The rules of {game} on one page, in the words of the lesson.",
        "ja": "{game}のルールを1枚に。レッスンと同じ文章です。",
    },
    "sheet.card.goal": {"en": "Goal", "ja": "目的"},
    "sheet.card.need": {"en": "What you need", "ja": "用意するもの"},
    "sheet.card.deal": {"en": "The deal", "ja": "配り方"},
    "sheet.card.turn": {"en": "A turn", "ja": "手番"},
    "sheet.card.end": {"en": "How a deal ends", "ja": "ディールの終わり方"},
    "sheet.card.scoring": {"en": "Scoring", "ja": "得点と称号"},
    "sheet.card.mistakes": {"en": "Three common mistakes", "ja": "よくあるまちがい"},
    "sheet.plan.title": {"en": "{game}: a teacher's plan", "ja": "{game}:先生用プラン"},
    "sheet.plan.sub": {
        "en": "One class period of {minutes} minutes: what to project when, when the class "
              "plays, what to discuss.",
        "ja": "{minutes}分の授業1回分。いつ何を映すか、いつ遊ぶか、何を話し合うか。",
    },
    "sheet.plan.before": {"en": "Before the class", "ja": "授業の前に"},
    "sheet.plan.steps": {"en": "The period, minute by minute ({total} min)",
                         "ja": "授業の流れ(全{total}分)"},
    "sheet.plan.col.min": {"en": "minutes", "ja": "分"},
    "sheet.plan.col.do": {"en": "the class", "ja": "クラスの活動"},
    "sheet.plan.col.show": {"en": "on the projector", "ja": "映すもの"},
    "sheet.plan.discuss": {"en": "Three questions to discuss", "ja": "話し合う3つの問い"},
    "sheet.plan.watch": {"en": "Mistakes to watch for", "ja": "気をつけて見ること"},
    "sheet.foot": {
        "en": "cardlab — made from the lesson's own texts by python -m cardlab.sheets.",
        "ja": "cardlab — レッスンと同じ文章から python -m cardlab.sheets で作成。",
    },
    # the answer widget (cardlab.ui.quiz)
    "lesson.ui.check": {"en": "Check", "ja": "答え合わせ"},
    "lesson.ui.placeholder": {"en": "your answer", "ja": "答えを入力"},
    "lesson.ui.pick_cards": {
        "en": "Click every card of your answer, then press Check.",
        "ja": "答えになるカードをすべてクリックしてから「答え合わせ」を押してください。",
    },
    "lesson.ui.type_answer": {
        "en": "Type your answer in the box, then press Enter or Check.",
        "ja": "答えを入力して、Enterキーか「答え合わせ」を押してください。",
    },
    "lesson.ui.show_answer": {"en": "Show the answer", "ja": "答えを見る"},
    "lesson.ui.empty_buttons": {
        "en": "Click at least one card first, then press Check.",
        "ja": "先にカードを1枚以上クリックしてから「答え合わせ」を押してください。",
    },
    "lesson.ui.empty_text": {
        "en": "Type an answer in the box first.",
        "ja": "先に答えを入力してください。",
    },
    "lesson.ui.error": {
        "en": "The answer could not be checked: {error}",
        "ja": "答えを確かめられませんでした:{error}",
    },
}
