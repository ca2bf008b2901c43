"""Messages of the Comrade solver (cardlab.solve) and its "Was it winnable?" button."""

MESSAGES = {
    "solve.button": {"en": "Was it winnable?", "ja": "勝てた?"},
    "solve.win": {
        "en": "It can still be won: a winning line of {count:n|card|cards} to the end of "
              "the deal.",
        "ja": "まだ勝てます:ディールの終わりまで{count}枚の勝ち筋があります。",
    },
    "solve.loss.no_bid": {
        "en": "It can no longer be won: most lines end with a trick won in a suit its "
              "winner did not bid.",
        "ja": "もう勝てません:ほとんどの進め方は、宣言していないスートのトリックを"
              "誰かが取って終わります。",
    },
    "solve.loss.over_bid": {
        "en": "It can no longer be won: most lines end with someone winning one trick "
              "more in a suit than their bid.",
        "ja": "もう勝てません:ほとんどの進め方は、誰かがあるスートで宣言より1回多く"
              "トリックを取って終わります。",
    },
    "solve.loss.short": {
        "en": "It can no longer be won: a bid can no longer be reached with the cards "
              "left (too few cards of its suit, or the suit cannot be led often enough).",
        "ja": "もう勝てません:残りのカードではもう届かない宣言があります"
              "(そのスートのカードが足りないか、そのスートのリードが足りません)。",
    },
    "solve.unknown": {
        "en": "No answer within the search budget ({nodes} cards tried): whether it can "
              "still be won is not known.",
        "ja": "探索の上限({nodes}手)までに答えが出ませんでした:"
              "まだ勝てるかどうかは分かりません。",
    },
    "solve.tp.turn": {
        "en": "The deal was winnable until trick {trick}: there {seat:seat} played "
              "{card:card}, and from then on it could not be won. {better:card} would "
              "have kept it winnable.",
        "ja": "第{trick}トリックまでは勝てるディールでした:そこで{seat:seat}が"
              "{card:card}を出してから、もう勝てなくなりました。{better:card}なら"
              "勝てる形が続いていました。",
    },
    "solve.tp.never": {
        "en": "It was never winnable with these hands and bids: {why:@solve.why}.",
        "ja": "この手札と宣言では、最初から勝てませんでした({why:@solve.why})。",
    },
    # why no line wins (the rule that ends the most lines), said once inside solve.tp.never
    "solve.why.no_bid": {
        "en": "most lines end with a trick won in a suit its winner did not bid",
        "ja": "ほとんどの進め方は、宣言していないスートのトリックを誰かが取って終わります",
    },
    "solve.why.over_bid": {
        "en": "most lines end with someone winning one trick more in a suit than their bid",
        "ja": "ほとんどの進め方は、誰かがあるスートで宣言より1回多くトリックを取って終わります",
    },
    "solve.why.short": {
        "en": "a bid could not be reached with the cards dealt",
        "ja": "配られたカードでは届かない宣言がありました",
    },
    "solve.tp.stayed": {
        "en": "The deal was won: it stayed winnable to the end.",
        "ja": "このディールは勝ちました:最後まで勝てる形が続きました。",
    },
    "solve.tp.bidding": {
        "en": "This deal was lost in the bidding. Whether the cards could have been won "
              "with the bids made until then is beyond this check.",
        "ja": "このディールは宣言の段階で負けました。その時点までの宣言でカードを"
              "勝ち切れたかどうかは、この確認の対象外です。",
    },
    "solve.tp.unknown": {
        "en": "No answer within the search budget: where the deal turned is not known.",
        "ja": "探索の上限までに答えが出ませんでした:どこで勝てなくなったかは分かりません。",
    },
    "solve.table.line": {
        "en": "{verdict} A winning line is loaded from there: press “{button}” above the "
              "table to play it card by card (undo steps back).",
        "ja": "{verdict}その時点からの勝ち筋を読み込みました:テーブル上の「{button}」で"
              "1枚ずつ進みます(「取り消す」で戻ります)。",
    },
    "solve.line.next": {"en": "next card of the line ▸", "ja": "勝ち筋の次の1枚 ▸"},
    "solve.line.prompt": {
        "en": "A winning line is loaded: {done} of {total} cards played. Press “{button}” "
              "to play the next one.",
        "ja": "勝ち筋を読み込んでいます({total}枚のうち{done}枚まで)。「{button}」で次の1枚を"
              "出します。",
    },
    "solve.line.none": {
        "en": "No winning line is loaded now: “Was it winnable?” loads one.",
        "ja": "いまは勝ち筋が読み込まれていません。「勝てた?」で読み込めます。",
    },
    "solve.line.title": {"en": "The winning line, trick by trick", "ja": "勝ち筋(トリックごと)"},
    "solve.line.trick": {"en": "Trick {number}: {plays}", "ja": "第{number}トリック:{plays}"},
    "solve.line.play": {"en": "{seat:seat} {card:card}", "ja": "{seat:seat} {card:card}"},
    "solve.table.plain": {"en": "{verdict}", "ja": "{verdict}"},
    "solve.table.not_now": {
        "en": "The check is offered after the deal ends, or at any time in teacher mode "
              "(it sees every hand).",
        "ja": "この確認はディールの終了後か、先生モード(全員の手札が見えます)で使えます。",
    },
    "solve.table.bidding": {
        "en": "The check answers in the trick round: the bids are not made yet.",
        "ja": "この確認はトリックラウンドで使えます:まだ宣言が終わっていません。",
    },
    "solve.table.no_solver": {
        "en": "This game has no “Was it winnable?” check: it is made for Comrade's cooperative deals.",
        "ja": "このゲームには「勝てた?」の確認がありません(カムレッドの協力ディールのための確認です)。",
    },
}
