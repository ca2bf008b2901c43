"""Messages of the Comp-13 lesson: its questions, table headings and explanations."""

MESSAGES = {
    # the lesson's tables
    "lesson.comp13.seat": {"en": "{seat:seat}", "ja": "{seat:seat}"},
    "lesson.comp13.col.card": {"en": "card", "ja": "札"},
    "lesson.comp13.col.value": {"en": "value", "ja": "数位"},
    "lesson.comp13.col.honour": {"en": "honour", "ja": "絵札"},
    "lesson.comp13.col.mate": {"en": "mate card", "ja": "裏札"},
    "lesson.comp13.col.field": {"en": "field", "ja": "場"},
    "lesson.comp13.col.cards": {"en": "cards", "ja": "場札"},
    "lesson.comp13.col.sum": {"en": "sum", "ja": "場の数"},
    "lesson.comp13.col.count": {"en": "cards on it", "ja": "枚数"},
    "lesson.comp13.col.front": {"en": "lies in front of", "ja": "前に座る人"},
    "lesson.comp13.col.total": {"en": "the four fields together", "ja": "4つの場の合計"},
    "lesson.comp13.col.seat": {"en": "seat", "ja": "席"},
    "lesson.comp13.col.hand": {"en": "hand", "ja": "手札"},
    "lesson.comp13.col.fields": {"en": "fields in front", "ja": "前にある場"},
    "lesson.comp13.col.captured": {"en": "cards captured", "ja": "取札の枚数"},
    "lesson.comp13.col.plus": {"en": "+ captured", "ja": "取札の点"},
    "lesson.comp13.col.minus": {"en": "− in hand", "ja": "手札の減点"},
    "lesson.comp13.col.kings": {"en": "+ four kings", "ja": "K4枚"},
    "lesson.comp13.col.sets": {"en": "+ complete ranks", "ja": "絵札4枚そろい"},
    "lesson.comp13.col.score": {"en": "score", "ja": "得点"},
    # questions
    "lesson.comp13.q.limit": {
        "en": "{seat:seat} tries to {action}. Which limit does that break? Answer suit, 20, 52, 5 (cards) or none.",
        "ja": "{seat:seat}が「{action}」をしようとします。どの制限に反するでしょう? suit(スート)・20・52・5(枚数)・none(反しない)のどれかで答えてください。",
    },
    "lesson.comp13.q.dealer": {
        "en": "{seat:seat} is the provisional dealer and nobody holds a mate card. Which seat is the dealer? Answer 0, 1, 2 or 3.",
        "ja": "仮親は{seat:seat}で、裏札は誰も持っていません。親になるのはどの席でしょう? 0・1・2・3のどれかで答えてください。",
    },
    "lesson.comp13.q.fields": {
        "en": "On which fields may {seat:seat} play {card:card} (by any of the four plays)? Answer with the letters, for example A C.",
        "ja": "{seat:seat}は{card:card}をどの場に出せるでしょう(4種類のどのプレーでもかまいません)? A C のように場の文字で答えてください。",
    },
    "lesson.comp13.q.captured": {
        "en": "{seat:seat}: {action}. Which cards does {seat:seat} capture?",
        "ja": "{seat:seat}:{action}。{seat:seat}が取札にする札はどれでしょう?",
    },
    "lesson.comp13.q.score": {
        "en": "{seat:seat}: {action}. The game ends at once. What does {seat:seat} score?",
        "ja": "{seat:seat}:{action}。これでこの回はすぐに終わります。{seat:seat}の得点はいくつでしょう?",
    },
    "lesson.comp13.why.fields": {
        "en": "{card:card} may: {plays}. On every other field it breaks a rule.",
        "ja": "{card:card}でできるプレー:{plays}。ほかの場ではどれもルールに反します。",
    },
}
