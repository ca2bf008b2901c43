"""Messages of the homework (:mod:`cardlab.homework`): what a student reads around the
questions. The questions of one game live in ``cardlab/games/<game>/homework_messages.py``."""

MESSAGES = {
    "homework.title": {"en": "{game} homework", "ja": "{game}の宿題"},
    "homework.who": {
        "en": "These positions are yours: they are made from your id “{student}”. Your "
              "neighbour has other ones, so work them out yourself.",
        "ja": "この局面はあなただけのものです。あなたのID「{student}」から作られています。"
              "となりの人の局面は違うので、自分で考えてください。",
    },
    "homework.who_none": {
        "en": "No id was found, so these are the practice positions (the same for "
              "everyone). Your teacher marks your own positions: if you have no hub account, "
              "write the id your teacher gave you in NAME at the top and run the notebook again.",
        "ja": "IDが見つからないので、これは練習用の局面(全員同じ)です。先生はあなた自身の局面で"
              "採点します。ハブのアカウントがない人は、先生からもらったIDを一番上のNAMEに書いて、"
              "ノートブックをもう一度実行してください。",
    },
    "homework.how": {
        "en": "{count} questions, {points}. Write each answer as a Python value after "
              "its name (answer_1 = …), then run the cell under it: it tells you whether your "
              "answer is written the right way — not whether it is right. Cards are written as "
              "their rank and suit letter: \"10H\" is the ten of hearts, \"QS\" the queen "
              "of spades (\"♠Q\" works too).",
        "ja": "全{count}問、{points}です。答えはPythonの値で、名前のあとに書きます"
              "(answer_1 = …)。その下のセルを実行すると、答えの書き方が正しいかどうかがわかります"
              "(答えが合っているかどうかは出ません)。カードは数字とスートの文字で書きます。"
              "\"10H\"はハートの10、\"QS\"はスペードのQです(\"♠Q\"でもかまいません)。",
    },
    "homework.heading": {"en": "Question {n} ({points})", "ja": "問{n}({points})"},
    "homework.write": {"en": "{what} ({points})", "ja": "{what}({points})"},
    "homework.point": {"en": "{points} point", "ja": "{points}点"},
    "homework.points": {"en": "{points} points", "ja": "{points}点"},
    "homework.form.cards": {
        "en": "a list of cards, like [\"QS\", \"10H\"] ([] for none)",
        "ja": "カードのリスト。例:[\"QS\", \"10H\"](ないときは[])",
    },
    "homework.form.card": {"en": "one card, like \"QS\"", "ja": "カード1枚。例:\"QS\""},
    "homework.form.seat": {"en": "a seat number, like 2", "ja": "席の番号。例:2"},
    "homework.form.number": {"en": "a whole number, like 7", "ja": "整数。例:7"},
    "homework.form.suit": {
        "en": "a suit: \"S\", \"H\", \"D\" or \"C\"",
        "ja": "スート:\"S\"、\"H\"、\"D\"、\"C\"のどれか",
    },
    "homework.form.numbers": {
        "en": "a list of whole numbers, like [3, 7] ([] for none)",
        "ja": "整数のリスト。例:[3, 7](ないときは[])",
    },
    "homework.form.fields": {
        "en": "a list of field letters, like [\"A\", \"C\"] ([] for none)",
        "ja": "場の文字のリスト。例:[\"A\", \"C\"](ないときは[])",
    },
    "homework.form.yesno": {"en": "True (yes) or False (no)", "ja": "True(はい)かFalse(いいえ)"},
    "homework.form.ok": {
        "en": "{part}: written the right way.",
        "ja": "{part}:書き方はだいじょうぶです。",
    },
    "homework.form.empty": {
        "en": "{part}: no answer yet.",
        "ja": "{part}:まだ答えがありません。",
    },
    "homework.form.bad": {
        "en": "{part}: this cannot be marked as it is written; write {form}.",
        "ja": "{part}:この書き方では採点できません。{form}で書いてください。",
    },
    "homework.no_question": {
        "en": "There is no question {n}: this homework has questions 1 to {count}.",
        "ja": "問{n}はありません。この宿題は問1から問{count}までです。",
    },
    "homework.no_homework": {
        "en": "{game} has no homework.",
        "ja": "{game}には宿題がありません。",
    },
    # ------------------------------------------------------------ shared questions
    "homework.q.legal_cards": {
        "en": "It is {seat:seat}'s turn in the trick shown. Which cards in {seat:seat}'s hand "
              "may be played now? List all of them.",
        "ja": "図のトリックで、{seat:seat}の番です。{seat:seat}の手札のうち、いま出してよいカードは"
              "どれですか。全部挙げてください。",
    },
    "homework.q.winner": {
        "en": "{seat:seat} led {card:card}. Then {plays}. Who wins this trick, and with "
              "which card?",
        "ja": "{seat:seat}が{card:card}を出しました。続いて{plays}。このトリックに勝つのは誰で、"
              "どのカードで勝ちますか。",
    },
    "homework.plays": {"en": "{seat:seat} plays {card:card}", "ja": "{seat:seat}が{card:card}を出します"},
    "homework.and": {"en": ", then ", "ja": "、次に"},
    "homework.sep": {"en": "; ", "ja": "、"},
    "homework.part.winner": {
        "en": "the seat that wins the trick, like 2",
        "ja": "トリックに勝つ席の番号。例:2",
    },
    "homework.part.winning_card": {
        "en": "the card that wins it, like \"QS\"",
        "ja": "勝つカード。例:\"QS\"",
    },
}
