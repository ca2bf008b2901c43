"""One glossary for every game: the words the lessons, cards and the table use.

Each :class:`Term` has an id (the anchor the lessons and cards link to), its English and
Japanese word, a one-sentence definition in each language, and the variants that must
not be used for it (``avoid``: regular expressions, per language). One Japanese word per
concept across all five games: スート, never マーク; プレイ, never プレー; 親, never ディーラー.
``tests/test_glossary.py`` checks every message catalogue and every lesson against it.

``python -m cardlab.glossary`` writes the glossary pages ``notebooks/sheets/glossary.en.html``
and ``glossary.ja.html`` (one anchor per term id, print styles, nothing fetched); a test
fails when a checked-in page differs from a fresh :func:`render`.

>>> term("suit").ja, term("play").ja, term("dealer").ja
('スート', 'プレイ', '親')
>>> [(t.id, word) for t, word in misused("同じマークのカードをプレーする", "ja")]
[('suit', 'マーク'), ('play', 'プレー')]
>>> misused("Every honor card counts", "en")[0][0].id
'honour'
"""

from __future__ import annotations

import html
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

from cardlab.i18n import LANGS

__all__ = ["TERMS", "Term", "anchor_href", "misused", "page_path", "render", "term", "write"]


@dataclass(frozen=True)
class Term:
    """One word of the glossary in both languages, with what to avoid in each."""

    id: str
    en: str
    ja: str
    define_en: str
    define_ja: str
    avoid: dict[str, tuple[str, ...]] = field(default_factory=dict)

    def word(self, lang: str) -> str:
        """The word in ``lang``."""
        return self.ja if lang == "ja" else self.en

    def define(self, lang: str) -> str:
        """The definition in ``lang``."""
        return self.define_ja if lang == "ja" else self.define_en


def _t(id: str, en: str, ja: str, define_en: str, define_ja: str, *,
       avoid_en: tuple[str, ...] = (), avoid_ja: tuple[str, ...] = ()) -> Term:
    return Term(id, en, ja, define_en, define_ja, {"en": avoid_en, "ja": avoid_ja})


# In the order a first lesson meets them. Japanese choices (see the commit that made this):
# スート over マーク (the trick-taking word; マーク is a shape on a card), プレイ over
# プレー and プレイヤー over プレーヤー (the spelling most lessons already used), 親 (as in
# every Japanese card game at school) over ディーラー, 周 for one time round the table
# (Comrade's 3周 of bidding, Trumps' rounds ①–⑤ alike).
TERMS: tuple[Term, ...] = (
    _t("player", "player", "プレイヤー",
       "Someone taking part in the game; each player has a seat.",
       "ゲームに参加している人。プレイヤーはそれぞれ1つの席にすわります。",
       avoid_ja=("プレーヤー",)),
    _t("seat", "seat", "席",
       "A player's place at the table, numbered from 0; play goes round the seats in order.",
       "テーブルでのプレイヤーの位置。0から番号が付き、手番はこの番号の順に回ります。",
       avoid_ja=("座席",)),
    _t("suit", "suit", "スート",
       "One of the four families of cards: spades ♠, hearts ♥, diamonds ♦ and clubs ♣.",
       "カードの4つの種類、スペード♠・ハート♥・ダイヤ♦・クラブ♣のこと。",
       avoid_ja=("マーク", "スーツ")),
    _t("deal", "deal", "ディール",
       "One hand of the game, from shuffling and handing out the cards to scoring it.",
       "カードを切って配ってから、得点を数えるまでの1回分のゲーム。",
       avoid_ja=(r"配り(?=[をへがはでの・:ごもに」)]|$)", r"(?<=[のい])配り(?![方始直ま切終出])")),
    _t("dealer", "dealer", "親",
       "The player who hands out the cards for a deal; the role moves on for the next deal.",
       "そのディールでカードを配るプレイヤー。次のディールでは別の人に移ります。",
       avoid_ja=("ディーラー",)),
    _t("hand", "hand", "手札",
       "The cards a player holds, which only that player may see.",
       "プレイヤーが持っているカード。本人にしか見えません。",
       avoid_ja=("ハンド",)),
    _t("turn", "turn", "手番",
       "The moment when it is one player's move and everyone else waits.",
       "そのプレイヤーが動く番のこと。ほかの人は待ちます。"),
    _t("play", "play", "プレイ",
       "To put a card from your hand on the table; also the move itself.",
       "手札からカードをテーブルに出すこと。また、その1手のこと。",
       avoid_ja=("プレー",)),
    _t("pass", "pass", "パス",
       "To give up your chance to act this turn, doing nothing.",
       "その手番で何もせず、次の人に番をゆずること。"),
    _t("bid", "bid", "宣言",
       "A promise made before the cards are played, of how many tricks someone will take.",
       "カードを出し始める前に、何トリック取るかを約束すること。",
       avoid_ja=("ビッド",)),
    _t("round", "round", "周",
       "One time round the table, in which each player acts once.",
       "全員が1回ずつ動いて、テーブルをひと回りすること。",
       avoid_ja=("巡",)),
    _t("trick", "trick", "トリック",
       "One card from each player in turn; the strongest card wins all of them for its player.",
       "全員が順に1枚ずつ出したカードのひと組。一番強いカードを出した人が全部を取ります。"),
    _t("lead", "lead", "リード",
       "To play the first card of a trick; its suit is the suit led.",
       "トリックの最初のカードを出すこと。そのスートがリードされたスートです。",
       avoid_ja=("打ち出し",)),
    _t("follow", "follow", "フォロー",
       "To play a card of the suit that was led.",
       "リードされたスートのカードを出すこと。"),
    _t("must-follow", "must follow", "マストフォロー",
       "The rule that you must follow when you can; only a void lets you play another suit.",
       "フォローできるときは必ずフォローするというルール。ボイドのときだけ別のスートを出せます。"),
    _t("void", "void", "ボイド",
       "Having no card at all of a suit, so that you cannot follow it.",
       "あるスートのカードを1枚も持っていないこと。そのスートはフォローできません。"),
    _t("trump", "trump", "切り札",
       "A suit that beats every card of the other suits in a trick.",
       "トリックで、ほかのスートのどのカードよりも強いスート。",
       avoid_ja=("切札",)),
    _t("joker", "joker", "ジョーカー",
       "A card outside the four suits, with a rule of its own in each game.",
       "4つのスートのどれにも入らないカード。ゲームごとに特別なルールがあります。"),
    _t("field", "field", "場",
       "A pile of face-up cards in the middle of the table that players add to or take from.",
       "テーブルの中央に表向きで置かれ、カードを足したり取ったりする札の山。",
       avoid_ja=("フィールド",)),
    _t("stock", "stock", "山札",
       "The face-down pile of cards not yet dealt, from which players draw.",
       "まだ配られていない、裏向きのカードの山。ここから1枚ずつ引きます。",
       avoid_ja=("ストック",)),
    _t("honour", "honour card", "絵札",
       "A card worth points when captured: an ace, ten, jack, queen or king.",
       "取ると得点になるカード。A・10・J・Q・Kのこと。",
       avoid_en=(r"\b[Hh]onor",), avoid_ja=("オナー",)),
    _t("comp", "Comp", "Comp",
       "Making a field add up to exactly 13, which captures its honour cards.",
       "場の合計をちょうど13にすること。その場の絵札を取れます。",
       avoid_ja=(r"(?<![(（])コンプ",)),  # "Comp(コンプ)" says how to read it
    _t("all-ground", "All-Ground", "All-Ground",
       "Making the four fields add up to exactly 52 together.",
       "4つの場の合計をちょうど52にすること。",
       avoid_ja=("オールグラウンド",)),
    _t("match", "match", "マッチ",
       "Several deals played one after another, whose scores add up to one result.",
       "何回かのディールを続けて遊び、その得点を合わせて勝ち負けを決めるもの。",
       avoid_ja=("試合",)),
)

_BY_ID = {t.id: t for t in TERMS}
_AVOID = [(t, lang, re.compile(p)) for t in TERMS for lang, ps in t.avoid.items() for p in ps]


def term(id: str) -> Term:
    """The term with that id; ``KeyError`` names the known ids."""
    try:
        return _BY_ID[id]
    except KeyError:
        raise KeyError(f"no glossary term {id!r}; known: {', '.join(_BY_ID)}") from None


def misused(text: str, lang: str) -> list[tuple[Term, str]]:
    """Every variant in ``text`` (in ``lang``) that the glossary says not to use, with
    its term, in the order of the glossary."""
    found = {(t.id, m.start()): (t, m.group(0))
             for t, lg, rx in _AVOID if lg == lang for m in rx.finditer(text)}
    return list(found.values())  # one finding per place, though two patterns match it


def page_path(lang: str, folder: Path | None = None) -> Path:
    """Where the glossary page in ``lang`` is written."""
    from cardlab.links import NOTEBOOKS

    return (folder or NOTEBOOKS / "sheets") / f"glossary.{lang}.html"


def anchor_href(id: str, lang: str) -> str:
    """A link to a term from a page beside the glossary (``notebooks/sheets/``), or, with
    ``../sheets/`` in front, from a lesson (Voilà sends ``…/voila/render/…/sheets/*.html`` on
    to its file handler; JupyterLab opens it in its HTML viewer).

    >>> anchor_href("must-follow", "ja")
    'glossary.ja.html#must-follow'
    """
    return f"glossary.{lang}.html#{term(id).id}"


_TITLE = {"en": "Glossary", "ja": "用語集"}
_LEAD = {
    "en": "The words the cardlab lessons, rules cards and tables use, the same in every game.",
    "ja": "cardlabのレッスン・ルールカード・テーブルで使うことばです。"
          "どのゲームでも同じ意味で使います。",
}
_OTHER = {"en": "日本語", "ja": "English"}
_STYLE = """
body { font-family: "Noto Sans", "Noto Sans CJK JP", sans-serif; margin: 0 auto;
       max-width: 46rem; padding: 1.5rem; color: #1b1b1b; line-height: 1.5; }
h1 { font-size: 1.6rem; margin: 0 0 .3rem; }
nav { float: right; }
dl { display: grid; grid-template-columns: minmax(8rem, 13rem) 1fr; gap: .35rem 1rem; }
dt { font-weight: 700; } dt small { font-weight: 400; color: #555; }
dd { margin: 0; } :target, :target + dd { background: #fff3bf; }
@media (max-width: 32rem) { dl { grid-template-columns: 1fr; } dd { margin-bottom: .5rem; } }
@media print { nav { display: none; } body { padding: 0; font-size: 10pt; max-width: none; }
  @page { size: A4; margin: 12mm; } }
"""


def render(lang: str) -> str:
    """The glossary page in ``lang``: a static HTML page, one ``id`` per term.

    >>> page = render("ja")
    >>> '<dt id="trick">トリック <small>trick</small></dt>' in page, 'lang="ja"' in page
    (True, True)
    """
    lang = lang if lang in LANGS else "en"
    other = "ja" if lang == "en" else "en"
    rows = "\n".join(
        f'<dt id="{t.id}">{html.escape(t.word(lang))} <small>{html.escape(t.word(other))}'
        f"</small></dt>\n<dd>{html.escape(t.define(lang))}</dd>" for t in TERMS)
    return (
        f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>cardlab — {_TITLE[lang]}</title>\n<style>{_STYLE}</style>\n</head>\n<body>\n"
        f'<nav><a href="glossary.{other}.html" hreflang="{other}" lang="{other}">'
        f"{_OTHER[lang]}</a></nav>\n<h1>{_TITLE[lang]}</h1>\n<p>{html.escape(_LEAD[lang])}</p>\n"
        f"<dl>\n{rows}\n</dl>\n</body>\n</html>\n")


def write(folder: Path | None = None) -> list[Path]:
    """Write the glossary page in every language; returns the paths written."""
    out = []
    for lang in LANGS:
        path = page_path(lang, folder)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(render(lang), encoding="utf-8")
        out.append(path)
    return out


if __name__ == "__main__":  # python -m cardlab.glossary
    for p in write(Path(sys.argv[1]) if len(sys.argv) > 1 else None):
        print(p)
