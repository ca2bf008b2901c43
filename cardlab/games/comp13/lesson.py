"""The Comp-13 lesson page: stacked deals, worked examples and questions, by name.

Every part the page shows is built here from small stacked deals (:func:`deal`: the hands
by seat, then the top of the stock; the rules do the rest) and tested here; the notebook's
cells only ask for them (``lesson.story("comp-2")``, ``lesson.quiz("limit")``). The
questions are answered by the engine, on copies of the games.

>>> lesson = Comp13Lesson("en")
>>> lesson.story("dealer-all-ground")[1]
'All-Ground by seat 2: the four fields total exactly 52'
>>> ex = lesson.question("limit")
>>> ex.question.split(". ")[0]
'In the deal drawn above, seat 0 would like to add ♥8 to field A'
>>> ex.expected, ex.check("52").status, ex.check("20").status
('52', 'correct', 'wrong')
>>> lesson.question("score").answer().text.split(". ")[0]
'The answer is 1'
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from cardlab.cards import cards, display
from cardlab.core import Event, Game, new_game
from cardlab.errors import IllegalActionError
from cardlab.games.comp13.rules import arrange, is_honour, mate, score_cards, value
from cardlab.i18n import t
from cardlab.lessons import Exercise, HtmlTable, Lesson, Narration, narrate, run

__all__ = ["CHECKLIST", "FILLER", "LESSON", "SECTIONS", "Comp13Lesson", "deal"]

FILLER: tuple[tuple[str, ...], ...] = (
    ("2S", "3S", "4S", "5S"), ("2H", "3H", "4H", "5H"), ("2D", "3D", "4D", "5D"),
    ("6S", "7S", "8S", "6H"))
"""Four hands that hold no mate of the cards the dealer examples turn up."""

TURNED = ("9S", "7H", "8D", "10C")
"""The top of the stock in the dealer question: fields A, B, C, D in this order."""

LIMIT_RULES = {"comp13.wrong_suit": "suit", "comp13.over_20": "20", "comp13.over_52": "52",
               "comp13.five_cards": "5"}
"""The engine's reasons, as the answers the ``limit`` question offers."""

SECTIONS: dict[str, dict[str, str]] = {
    "goal": {"en": "Comp-13: make 13, make 52", "ja": "Comp-13:13を作る、52を作る"},
    "need": {"en": "What you need, and the four fields", "ja": "用意するものと4つの場"},
    "dealer": {"en": "Choosing the dealer", "ja": "親の決め方"},
    "plays": {"en": "Your turn: five plays", "ja": "手番:5種類のプレイ"},
    "comp": {"en": "Comp: one field makes 13", "ja": "Comp:1つの場で13"},
    "all-ground": {"en": "All-Ground: the four fields make 52",
                   "ja": "All-Ground:4つの場で52"},
    "end": {"en": "The end of a game, and the score", "ja": "ゲームの終わりと得点"},
    "play": {"en": "Your turn: a whole game", "ja": "あなたの番:1ゲーム通して"},
    "further:jokers": {"en": "Jokers", "ja": "ジョーカー"},
    "further:players": {"en": "Two or three players", "ja": "2人または3人で遊ぶ"},
    "further:ties": {"en": "Ties, in detail", "ja": "同点のくわしい決め方"},
    "further:options": {"en": "Rule options", "ja": "ルールのオプション"},
    "further:api": {"en": "For programmers: the Python API",
                    "ja": "プログラマー向け:PythonのAPI"},
}
"""Every section the checklist names: its heading in each language (the lesson page's
sections, and ``further:…`` those of the going-further notebook)."""

CHECKLIST: tuple[tuple[str, str], ...] = (
    ("4 players; 2 and 3 allowed [decision: 3]", "need"),
    ("52 cards; joker option (1 to 3 jokers)", "need"),
    ("values: A 1, 2-10, J 11, Q 12, K 13, joker 0", "need"),
    ("honours A 10 J Q K; a joker is no honour", "need"),
    ("mate card: same rank, same colour, other suit; a joker has none", "need"),
    ("suit order for ties when choosing the dealer: S > H > D > C, joker lowest", "dealer"),
    ("four fields A-D from the provisional dealer clockwise", "need"),
    ("[decision] 2-3 players: still four fields, field X before seat (p + X) mod n",
     "further:players"),
    ("a field holds 1 to 5 cards of one suit; sum at most 20; four sums at most 52", "need"),
    ("single field and multi field", "need"),
    ("a joker is a field by itself, worth 0, no play targets it", "further:jokers"),
    ("a joker is never played from a hand", "need"),
    ("only an All-Ground captures a joker", "further:jokers"),
    ("provisional dealer deals 4 cards each; the rest is the stock", "dealer"),
    ("first game's provisional dealer: dealer= or a seeded draw", "further:api"),
    ("the next game's provisional dealer is the previous winner", "end"),
    ("turn up A, B, C: the mate holder deals, turns up the rest but D, places D from hand",
     "dealer"),
    ("a mate found on D: that player deals and plays first", "dealer"),
    ("four kings turned up: washout, only minus points of honours in hand", "dealer"),
    ("nobody holds a mate: the highest card's player deals and plays first", "dealer"),
    ("[decision] the dealer's card on D makes no Comp", "dealer"),
    ("[decision] the dealer's card on D makes an All-Ground at 52 (three kings + a king)",
     "all-ground"),
    ("play 1: add a card of the field's suit", "plays"),
    ("play 2: change the suit of a single field (same value); never a joker", "plays"),
    ("play 3: swap 1:1 on a multi field", "plays"),
    ("play 4: swap 1:2 on a multi field (values add up)", "plays"),
    ("play 5: draw (always allowed; the way to pass)", "plays"),
    ("only plays 1 and 3 make a Comp or an All-Ground", "plays"),
    ("a Comp: a field becomes exactly 13 by play 1 or 3", "comp"),
    ("no Comp: a king reached by play 2, or turned up from the stock", "comp"),
    ("2-card Comp and 3-card Comp (three or more cards)", "comp"),
    ("a Comp captures the comped field's honours; the field is cleared", "comp"),
    ("bonus: 2-card Comp one lone honour; 3-card Comp every honour of one field", "comp"),
    ("a bonus field is cleared too; jokers never taken by a Comp", "further:jokers"),
    ("the comping player, then the next player, capture the comped suit's king", "comp"),
    ("[decision] cleared fields refilled A to D from the stock", "end"),
    ("stock too short to refill: the game ends", "end"),
    ("after a refill four sums of 52 or more: washout", "end"),
    ("All-Ground: four sums exactly 52 by play 1 or 3; beats a Comp", "all-ground"),
    ("All-Ground captures every honour and joker on the fields", "all-ground"),
    ("All-Ground: every player captures the kings and jokers in hand", "all-ground"),
    ("All-Ground: four new fields; stock of 4 or fewer ends the game; four kings washout",
     "all-ground"),
    ("the game ends when the stock is empty, or on a washout", "end"),
    ("score +1 per captured card, -1 per honour in hand", "end"),
    ("[decision] a captured joker +3; a joker in hand -2", "further:jokers"),
    ("+3 for all four kings, +2 for each other complete honour rank", "end"),
    ("the highest score wins the game", "end"),
    ("ties: fewer minus points, then larger captured sum, then turn order from the dealer",
     "further:ties"),
    ("[decision] after a washout while choosing the dealer: order from the provisional dealer",
     "further:ties"),
    ("a match is 12 games; the highest total wins; ties go to more games won", "end"),
)
"""Every rule and ``[decision]`` of ``shared/rules/comp13.md`` → the section (of
:data:`SECTIONS`) where it is taught; a test checks every section is in the notebooks."""


def deal(hands: Sequence[Sequence[str]], stock: Sequence[str], provisional: int = 0,
         **options: Any) -> Game:
    """A Comp-13 game dealing ``hands`` (by seat), then ``stock`` on top of the stock.

    >>> g = deal([["8H", "9H", "2D", "5C"], ["3C", "4C", "6D", "7D"]], ["QH", "QC", "JD", "10S"])
    >>> g.view()["table"]["sums"]["total"], g.to_move
    (45, (0,))
    """
    deck = arrange([list(h) for h in hands], list(stock), provisional, options.get("jokers", 0))
    return new_game("comp13", players=len(hands), deck=deck, dealer=provisional, **options)


def _public(events: Sequence[Event], *kinds: str, seat: int | None = None) -> list[Event]:
    """The public events whose key ends with one of ``kinds`` (about ``seat``)."""
    return [e for e in events if e.to is None and e.key.split(".")[-1] in kinds
            and (seat is None or e.values.get("seat") == seat)]


class Comp13Lesson(Lesson):
    """The parts of the Comp-13 lesson page, in ``lang`` (see the module's docstring)."""

    game = "comp13"
    players = 4
    rules = ("goal", "need", "fields", "dealer", "plays", "comp", "all-ground", "end",
             "scoring", "match", "mistakes")
    card = (("goal", ("goal",)), ("need", ("need",)), ("deal", ("fields", "dealer")),
            ("turn", ("plays",)), ("end", ("comp", "all-ground", "end")),
            ("scoring", ("scoring",)), ("mistakes", ("mistakes",)))
    plan = ((5, "intro"), (7, "fields"), (8, "plays"), (8, "comp"), (15, "play"),
            (5, "discuss"), (2, "wrap"))
    discuss = ("draw", "honours", "ground")

    def positions(self) -> dict[str, Callable[[], Game]]:
        """The deals the page draws (``limits``, ``where``, ``captured``, ``score``)."""
        return {
            "limits": lambda: deal([["8H", "9H", "2D", "5C"], ["3C", "4C", "6D", "7D"]],
                                   ["QH", "QC", "JD", "10S"]),
            "where": self._where,
            "captured": lambda: deal([["2H", "KH", "6C", "7C"], ["9C", "9D", "8D", "7D"]],
                                     ["JH", "5C", "3D", "4S", "6D"]),
            "score": lambda: deal([["8S", "AS", "10S", "4S"], FILLER[1], FILLER[2],
                                   ["6S", "7S", "6H", "7H"]],
                                  ["QH", "QC", "JD", "9S", "KS", "KH", "KD", "KC"]),
        }

    def _where(self) -> Game:
        game = deal([["JD", "3C", "6H", "4S"], ["2D", "7C", "8S", "5H"]], ["JH", "9D", "8C"])
        run(game, ["place 3C", "add 2D B"])
        return game

    def stories(self) -> dict[str, Callable[[], list[Event]]]:
        """The worked examples, each shown before the question on the same rule."""
        return {
            "mate-a": self._mate_a,
            "no-mate": lambda: deal(FILLER, ["9C", "9H", "9D", "AC"], provisional=1).events[1:],
            "comp-2": lambda: run(deal([["2H", "6C", "7C", "8C"], ["KH", "9C", "9D", "8D"]],
                                       ["JH", "10C", "QD", "4S", "5S", "6S"]),
                                  ["add 2H A", "bonus QD"]),
            "comp-3": self._comp_3,
            "all-ground": self._all_ground,
            "dealer-all-ground": self._dealer_all_ground,
            "refill": lambda: run(deal([["6C", "7C", "8C", "9C"], ["2H", "3C", "4C", "5C"]],
                                       ["JH", "QC", "KD", "KS", "KC", "KH"]),
                                  ["add 2H A", "bonus QC"])[:10],
        }

    def _mate_a(self) -> list[Event]:
        game = deal([FILLER[0], FILLER[1], ["9C", "KD", "3D", "4D"], FILLER[3]], TURNED)
        return [*game.events[1:], *game.play("place KD")]

    def _comp_3(self) -> list[Event]:
        game = deal([["2H", "AH", "6C", "7C"], ["8C", "9D", "8D", "7D"]],
                    ["10H", "JC", "5D", "4S", "6S", "7S", "9S"])
        run(game, ["add 8C B", "add 2H A", "draw"])
        return run(game, ["add AH A", "bonus B"])

    def _all_ground(self) -> list[Event]:
        game = deal([FILLER[0], FILLER[1], FILLER[2], ["AH", "2C", "3C", "4C"]],
                    ["QH", "KC", "KD", "KS", "9S", "6D", "7D", "8D"])
        return game.play("add AH A")

    def _dealer_all_ground(self) -> list[Event]:
        game = deal([FILLER[0], FILLER[1], ["KC", "2D", "3D", "4D"], FILLER[3]],
                    ["KS", "KH", "KD", "9S", "6D", "7D", "8D", "9D"])
        return game.play("place KC")[:7]

    def questions(self) -> dict[str, Callable[[], Exercise]]:
        """The page's questions, in order."""
        return {"dealer": self._dealer, "limit": self._limit, "fields": self._fields,
                "captured": self._captured, "score": self._score}

    def _dealer(self) -> Exercise:
        game = deal(FILLER, TURNED, provisional=1)
        fields = game.view()["table"]["fields"]
        return Exercise.ask(
            "lesson.comp13.q.dealer", game.dealer, kind="number", options="0123",
            values={"seat": 1, **{x.lower(): display(cs[0]) for x, cs in fields.items()}},
            explanation=_public(game.events, "highest"), lang=self.lang)

    def _limit(self) -> Exercise:
        return Exercise.rule_broken(self.position("limits"), "add 8H A", LIMIT_RULES,
                                    "lesson.comp13.q.limit", self.lang)

    def _fields(self) -> Exercise:
        game = self.position("where")
        plays = [a for p in game.card_plays(0, "JD").values() for a in p["legal"]]
        why = t("lesson.comp13.why.fields", self.lang, card="JD",
                plays="; ".join(game.parse_action(a).text(self.lang) for a in plays))
        return Exercise.ask(
            "lesson.comp13.q.fields", sorted({a.split()[-1] for a in plays}), options="ABCD",
            many=True, values={"seat": 0, "card": "JD"}, lang=self.lang, explanation=why)

    def _captured(self) -> Exercise:
        game = self.position("captured")
        events = game.play("add 2H A")
        return Exercise(
            "lesson.comp13.q.captured", tuple(game.view()["seats"][0]["captured"]),
            kind="cards", values={"seat": 0}, lang=self.lang,
            choices=("JH", "5C", "3D", "4S", "2H", "KH", "6C", "7C"),
            explanation=_public(events, "comp_2", "comp_capture", "king_comping"))

    def _score(self) -> Exercise:
        game = self.position("score")
        events = game.play("add 8S D")
        return Exercise.ask(
            "lesson.comp13.q.score", int(game.outcome.scores[0]), kind="number",
            options=[str(x) for x in range(-4, 9)], values={"seat": 0}, lang=self.lang,
            explanation=_public(events, "all_ground", "ag_field", "score_line", seat=0))

    def extras(self) -> dict[str, Callable[[], Any]]:
        """``values`` (card values, honours, mates), ``tries`` (adds, changes and swaps
        tried on copies: what happens, or the rule that refuses them), ``scoring`` (a
        score worked out line by line)."""
        return {"values": self.values,
                "tries": lambda: Narration([*self._add_tries(), *self._swap_tries()]),
                "scoring": self.scoring}

    def values(self) -> HtmlTable:
        """A few cards with their value, whether they are honours, and their mate."""
        head = [t(f"lesson.comp13.col.{c}", self.lang)
                for c in ("card", "value", "honour", "mate")]
        rows = [[display(c), value(c), "✔" if is_honour(c) else "",
                 display(mate(c)) if mate(c) else "—"]
                for c in cards("AS 2H 9D 10C JS QH KD JK")]
        return HtmlTable(head, rows)

    def tries(self, game: Game, *plays: str) -> Narration:
        """Each of ``plays`` tried on a copy of ``game``: what would happen, or ✘ and the
        rule that refuses it.

        >>> lesson = Comp13Lesson("en")
        >>> lesson.tries(lesson.position("limits"), "add 5C A")[0]
        'seat 0: add ♣5 to field A ✘ field A is hearts: ♣5 is another suit (a field holds one suit)'
        """
        out = Narration()
        for play in plays:
            said = game.parse_action(play).text(self.lang)
            try:
                events = game.copy().play(play)
            except IllegalActionError as error:
                out.append(f"{t('lesson.comp13.try', self.lang, seat=game.to_move[0], action=said)}"
                           f" ✘ {error.text(self.lang)}")
            else:
                out += narrate([e for e in events if e.to is None][:2], self.lang)
        return out

    def _add_tries(self) -> Narration:
        five = deal([["2H", "4H", "6H", "7C"], ["3H", "5H", "8C", "8D"]],
                    ["AH", "2C", "9S", "4C"])
        run(five, ["add 2H A", "add 3H A", "add 4H A", "add 5H A"])
        return Narration([*self.tries(self.position("limits"), "add 5C B", "add 5C A",
                                      "add 9H A"), *self.tries(five, "add 6H A")])

    def _swap_tries(self) -> Narration:
        change = deal([["8H", "5H", "2C", "3C"], ["6C", "7C", "6D", "7D"]],
                      ["8C", "5S", "9D", "4H"])
        swap = deal([["2D", "JD", "8C", "6H"], ["AD", "4D", "7C", "6S"]],
                    ["9D", "2S", "5C", "3H"])
        run(swap, ["add 2D A", "add AD A"])
        return Narration([*self.tries(change, "change 8H A", "change 2C A"),
                          *self.tries(swap, "swap JD 9D A", "split JD 9D 2D A",
                                      "split JD 9D AD A", "draw")])

    def scoring(self) -> HtmlTable:
        """One player's score worked out: captured cards, honours in hand, bonuses."""
        cols = ("captured", "plus", "minus", "kings", "sets", "score")
        got = score_cards(cards("KS KH KD KC AS AH AD AC 10S QD"), cards("QH 5D"))
        return HtmlTable([t(f"lesson.comp13.col.{c}", self.lang) for c in cols],
                         [[got[c] for c in cols]])


LESSON = Comp13Lesson
"""The lesson of this game (:func:`cardlab.ui.quiz.lesson_page` asks for it)."""
