"""Messages of the lesson helpers (:mod:`cardlab.lessons`): feedback on exercises.

Questions that belong to one game live in ``lesson_<game>.py`` beside this file.
"""

MESSAGES = {
    "lesson.cards": {"en": "{cards:cards}", "ja": "{cards:cards}"},
    "lesson.empty": {
        "en": "No answer yet: write it after answer = and run the cell again (or use the buttons above).",
        "ja": "まだ答えがありません。answer = のあとに答えを書いて、セルをもう一度実行してください(上のボタンでも答えられます)。",
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
    # the answer widget (cardlab.ui.quiz)
    "lesson.ui.check": {"en": "Check", "ja": "答え合わせ"},
    "lesson.ui.placeholder": {"en": "your answer", "ja": "答えを入力"},
    "lesson.ui.pick_cards": {
        "en": "Click every card that may be played, then Check.",
        "ja": "出せるカードをすべてクリックしてから「答え合わせ」を押してください。",
    },
    "lesson.ui.error": {
        "en": "The answer could not be checked: {error}",
        "ja": "答えを確かめられませんでした:{error}",
    },
}
