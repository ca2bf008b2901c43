"""Messages of the Comrade solver (cardlab.solve) and its "Was it winnable?" button."""

MESSAGES = {
    "solve.button": {"en": "Was it winnable?", "ja": "勝てた?"},
    "solve.win": {
        "en": "It can still be won, for instance with these {count} cards: {line:cards}",
        "ja": "まだ勝てます。たとえば次の{count}枚の出し方で勝てます:{line:cards}",
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
        "en": "It was never winnable from the first trick on, with these hands and bids.",
        "ja": "この手札と宣言では、第1トリックの前から勝てませんでした。",
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
        "en": "{verdict} A winning line is loaded from there: press redo to play it card "
              "by card, undo to step back.",
        "ja": "{verdict}その時点からの勝ち筋を読み込みました:「やり直す」で1枚ずつ進み、"
              "「取り消す」で戻ります。",
    },
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
