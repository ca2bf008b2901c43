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
        "ja": "{seat:seat}は{card:card}をどの場に出せるでしょう(4種類のどのプレイでもかまいません)? A C のように場の文字で答えてください。",
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
        "ja": "{card:card}でできるプレイ:{plays}。ほかの場ではどれもルールに反します。",
    },
    # hints: a first wrong answer points towards the rule, never to the answer
    "lesson.comp13.q.limit.hint": {
        "en": "Check the limits one by one: is the card of the field's suit, does the field "
              "stay at 20 or less, do the four fields stay at 52 or less, and does the field "
              "keep 5 cards at most?",
        "ja": "制限を1つずつ確かめましょう。場とスートが同じか、場の数が20以下か、4つの場の"
              "合計が52以下か、場の札が5枚以下かを見ます。",
    },
    "lesson.comp13.q.dealer.hint": {
        "en": "With no mate card held, the four turned-up cards are compared, by value and "
              "then by suit; the player in front of the strongest one deals.",
        "ja": "裏札を持つ人がいなければ、めくった4枚を数位、次にスートの順で比べます。一番強い"
              "札の前に座る人が親です。",
    },
    "lesson.comp13.q.fields.hint": {
        "en": "Try the four plays on each field: adding needs the field's suit, a change of "
              "suit a single field of the same value, a swap a field of 2 or more cards of the "
              "suit; and the limits (20, 52, 5 cards) still hold.",
        "ja": "4つの場それぞれで4種類のプレイを試しましょう。付けるには同じスート、スートの変更"
              "には同じ数位の1枚場、交換には同じスートの2枚以上の場が必要で、制限(20・52・5枚)"
              "も守ります。",
    },
    "lesson.comp13.q.captured.hint": {
        "en": "A Comp captures the honours (A, 10, J, Q, K) of the comped field; then come "
              "the bonus, and the king of the field's suit if the player holds it.",
        "ja": "Compでは、その場の絵札(A・10・J・Q・K)を取札にします。そのあとボーナスと、"
              "手札にある同じスートのKが続きます。",
    },
    "lesson.comp13.q.score.hint": {
        "en": "Count step by step: +1 a captured card (a joker +3), −1 an honour left in "
              "hand (a joker −2), +3 for all four kings, +2 for each other complete honour rank.",
        "ja": "順に数えましょう。取札1枚につき+1(ジョーカーは+3)、手札に残った絵札1枚につき"
              "−1(ジョーカーは−2)、K4枚そろいで+3、ほかの絵札4枚そろい1組につき+2です。",
    },
}
