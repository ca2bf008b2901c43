"""The Skull Collector lesson page: one stacked deal, a few bot games, their worked examples
and questions.

Every part the page shows is built here, by name, and tested here; the notebook's cells
only ask for them (``lesson.story("ace-ten")``, ``lesson.quiz("trump")``). The lesson's
deal (:data:`DEALT`, seat 0 deals and leads) is played after the chest (:data:`CHEST`)
and the pass (:data:`GIVE`) along :data:`TRICKS`; the questions are answered by the
engine, on copies of the game. :data:`CHECKLIST` says where each rule of the
specification is taught.

>>> lesson = SkullLesson("en")
>>> lesson.story("ace-ten")[-2]
... # doctest: +ELLIPSIS
'♦A wins the trick: ace beats ten (the ace and the 10 of diamonds, the suit led, ...)'
>>> ex = lesson.question("ace-ten")
>>> ex.expected, ex.check(1).status, ex.check(2).status
(2, 'wrong', 'correct')
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from cardlab.bots import bot_for
from cardlab.cards import stack_deck
from cardlab.core import Event, Game
from cardlab.lessons import Exercise, Lesson, run

__all__ = ["CHECKLIST", "CHEST", "DEALT", "GIVE", "LESSON", "TRICKS", "SkullLesson",
           "bot_game"]

DEALT: tuple[tuple[str, ...], ...] = (
    tuple("AS 2S 3S 4S 5S 6S 6D 2C 3C 6C".split()),  # seat 0, the dealer: two skulls
    tuple("AD 3D 5D 7D 9D 7S 8S 9S 4C 5C".split()),  # seat 1
    tuple("2D 4D 8D 10D 10S AC 7C 8C 9C 10C".split()),  # seat 2
)
"""The lesson's deal as dealt (seat 0 deals; dealing starts on its left)."""

CHEST = ("6S", "3D", "4D")
"""The cards seats 0, 1 and 2 put in the chest: seat 0 hides its ♠6 there."""

GIVE = ("6C", "5D", "10S")
"""The cards seats 0, 1 and 2 pass to the right: seat 0 hands its ♣6 to seat 2."""

TRICKS = ("5D 7D 8D", "10D 6D AD", "9D 2D 2C", "AS 7S AC", "6C 3C 4C",
          "7C 2S 5C", "8C 3S 8S", "9C 4S 9S", "10C 5S 10S")
"""The nine tricks of the lesson's deal, each from its leader: trick 1 highest diamond,
2 ace beats ten, 3 ♣2 sets trump and wins, 4 the lowest trump beats a spade, 5 seat 2 wins
its own ♣6, 9 seat 2 wins the chest with ♠6 in it."""

CARDS = tuple(" ".join(TRICKS).split())

DIVISION_SEED = 37
"""A bot game that ends after deal 2: seat 0 (130 points) wiped out, 10 ÷ 3 members = 3
for seat 1, 60 ÷ 1 = 60 for seat 2."""

FINAL_SEED = 2
"""A bot game whose first deal ends with the chest and the curse, and whose end gives 90
points and two members to seat 1, 60 points and one member to seat 2."""

INSTANT_SEED = 0
"""A bot game in which the third skull falls in the 7th trick of the first deal."""

CHECKLIST: tuple[tuple[str, str, str], ...] = (
    # (the rule of ../shared/rules/skull_collector.md, notebook, the section's heading)
    ("exactly 3 players", "lesson", "What you need, and the deal"),
    ("52 cards and a joker; J, Q, K taken out", "lesson", "What you need, and the deal"),
    ("the 4 kings are trump markers, face up at the start of a deal", "lesson",
     "What you need, and the deal"),
    ("J, Q and joker: 9 members, 3 each, face up; only the count matters", "lesson",
     "What you need, and the deal"),
    ("hearts removed: 30 playing cards, A–10 of ♠ ♦ ♣", "lesson", "What you need, and the deal"),
    ("order 10 high … A low", "lesson", "What you need, and the deal"),
    ("the three 6s are the skulls", "lesson", "What you need, and the deal"),
    ("deal 1: 10 cards each, one at a time from the dealer's left", "lesson",
     "What you need, and the deal"),
    ("deal 2: the treasure chest, secret and simultaneous", "lesson",
     "What you need, and the deal"),
    ("deal 3: the pass to the right, take from the left", "lesson",
     "What you need, and the deal"),
    ("deal 4: the first lead of the first deal is drawn at random", "lesson", "A trick"),
    ("deal 4: option first_leader", "further", "Rule options and their defaults"),
    ("deal 4: later deals are led by the last chest's winner", "lesson",
     "Scoring and the end of the game"),
    ("deal 4: must follow; void: any card", "lesson", "A trick"),
    ("deal 5: the first card off suit sets trump, in its own trick too", "lesson",
     "Late trump"),
    ("deal 5: only the trump king stays face up", "lesson", "Late trump"),
    ("deal 6: highest trump, else highest of the suit led", "lesson", "Late trump"),
    ("deal 7: the A-and-10 rule, the leader's card counts", "lesson", "The A-and-10 rule"),
    ("deal 7: led trump: the rule applies", "lesson", "The A-and-10 rule"),
    ("deal 7 [decision] ace_ten_in_trump, default off", "further",
     "Rule options and their defaults"),
    ("deal 8: the winner of a 6 sets it aside on their members", "lesson",
     "Skulls, the chest and the curse"),
    ("deal 9: the 9th trick wins the chest as one more trick; its 6s count", "lesson",
     "Skulls, the chest and the curse"),
    ("deal 10: all three 6s in one deal win at once", "lesson",
     "Skulls, the chest and the curse"),
    ("deal 11: the curse; members never come back; wiped out", "lesson",
     "Skulls, the chest and the curse"),
    ("deal 12: 10 points a trick, the chest a trick: 100 a deal", "lesson",
     "Scoring and the end of the game"),
    ("end: after a deal with a party wiped out", "lesson", "Scoring and the end of the game"),
    ("end: total ÷ living members, rounded down; highest wins", "lesson",
     "Scoring and the end of the game"),
    ("tie 1: fewer living members", "lesson", "Scoring and the end of the game"),
    ("tie 2: higher total before division", "further", "Tie-breaks in detail"),
    ("tie 3 [decision] nearest to the wiped-out party, default \"after\"", "further",
     "Tie-breaks in detail"),
    ("two parties wiped out: the third player wins", "lesson",
     "Scoring and the end of the game"),
    ("all three wiped out: everybody loses", "lesson", "Scoring and the end of the game"),
    ("next deal: the four kings face up again", "lesson", "Scoring and the end of the game"),
    ("next deal [decision]: the dealer's left neighbour deals", "lesson",
     "Scoring and the end of the game"),
    ("next deal: option next_dealer", "further", "Rule options and their defaults"),
    ("other player counts: none (exactly 3)", "further", "Other player counts"),
)
"""Every rule and ``[decision]`` default of the specification, and the section (of the
lesson, or of going further) that teaches it; a test checks each section exists."""


def bot_game(seed: int, **options: Any) -> tuple[Game, list[Event]]:
    """A whole game played by three bots from ``seed`` (seat 0 leads the first deal), and
    all its events; the same seed always gives the same game.

    >>> game, events = bot_game(INSTANT_SEED)
    >>> game.outcome.reason.key, game.deal_number
    ('skull_collector.outcome.instant_win', 1)
    """
    from cardlab.core import new_game

    game = new_game("skull_collector", seed=seed, first_leader=0, **options)
    bots = {seat: bot_for("skull_collector", seed=seat) for seat in range(3)}
    events: list[Event] = []
    while not game.is_over:
        seat = game.to_move[0]
        events += game.play(bots[seat].choose(game.view(seat)), seat)
    return game, events


def _secret_choices(game: Game, chest: Sequence[str] = CHEST,
                    give: Sequence[str] = GIVE) -> list[Event]:
    """Each seat in turn puts its ``chest`` card in the chest, then passes its ``give``
    card (none when ``give`` is empty); the events of it all."""
    events: list[Event] = []
    for action, cards in (("chest", chest), ("give", give)):
        for seat, card in enumerate(cards):
            events += game.play(f"{action} {card}", seat)
    return events


def _public(events: Sequence[Event]) -> list[Event]:
    return [e for e in events if e.to is None]


def _trick_winner(view: dict[str, Any]) -> int:
    return int(view["table"]["last_trick"]["winner"])


class SkullLesson(Lesson):
    """The parts of the Skull Collector lesson page, in ``lang`` (see the module)."""

    game = "skull_collector"
    players = 3
    rules = ("goal", "need", "deal", "lead", "ace-ten", "trump", "skulls", "instant",
             "scoring", "mistakes")
    card = (("goal", ("goal",)), ("need", ("need",)), ("deal", ("deal", "lead")),
            ("turn", ("ace-ten", "trump")), ("end", ("skulls", "instant")),
            ("scoring", ("scoring",)), ("mistakes", ("mistakes",)))
    plan = ((5, "intro"), (8, "deal"), (8, "trick"), (6, "trump"), (6, "skulls"),
            (12, "play"), (5, "discuss"))
    discuss = ("skull", "chest", "void")

    def deal(self, **options: Any) -> Game:
        """The lesson's deal as dealt, before the chest (seat 0 deals and leads)."""
        return self.new(deck=stack_deck([list(h) for h in DEALT], first=1), dealer=0,
                        first_leader=0, **options)

    def after(self, cards: int = 0, **options: Any) -> Game:
        """The lesson's deal after the chest, the pass and the first ``cards`` cards of
        :data:`TRICKS`."""
        game = self.deal(**options)
        _secret_choices(game)
        run(game, list(CARDS[:cards]))
        return game

    def positions(self) -> dict[str, Callable[[], Game]]:
        """``deal`` (as dealt, the chest to fill), ``trump-set`` (after trick 3)."""
        return {"deal": self.deal, "trump-set": lambda: self.after(9)}

    def stories(self) -> dict[str, Callable[[], list[Event]]]:
        """The worked examples, each shown before the question on the same rule."""
        return {
            "chest-pass": self._chest_pass,
            "first-trick": lambda: self._trick(0),
            "ace-ten": lambda: self._trick(1),
            "trump-set": lambda: self._trick(2),
            "deal-end": self._deal_end,
            "division": lambda: _public(bot_game(DIVISION_SEED)[1])[-3:],
        }

    def _trick(self, k: int) -> list[Event]:
        """The events of trick ``k`` (from 0) of the lesson's deal."""
        return run(self.after(3 * k), list(CARDS[3 * k: 3 * k + 3]))

    def _chest_pass(self) -> list[Event]:
        """The chest and the pass as seat 0 sees them: the others' cards stay hidden."""
        events = _secret_choices(self.deal())
        own = ("skull_collector.chest_put_own", "skull_collector.gave_own")
        return [e._replace(to=None) if e.key in own else e for e in events
                if e.to is None or (e.to == (0,) and e.key in own)]

    def _deal_end(self) -> list[Event]:
        """The last trick of the first deal of a bot game: the chest, the curse, the points."""
        events = bot_game(FINAL_SEED)[1]
        end = next(i for i, e in enumerate(events) if e.key == "skull_collector.deal_score")
        last = max(i for i in range(end) if events[i].key.startswith("skull_collector.win."))
        return _public(events[last - 3: end + 3])

    def questions(self) -> dict[str, Callable[[], Exercise]]:
        """The page's questions, in order."""
        return {
            "pass": self._pass,
            "must-follow": self._must_follow,
            "ace-ten": self._ace_ten,
            "trump": self._trump,
            "curse": self._curse,
            "final": self._final,
        }

    def _pass(self) -> Exercise:
        """Seat 1 passes ♦5: the engine says to whom (its right-hand neighbour)."""
        game = self.deal()
        _secret_choices(game, give=())
        own = next(e for e in game.play("give 5D", 1) if e.key == "skull_collector.gave_own")
        return Exercise.ask("lesson.skull_collector.q.pass", str(own.values["to"]),
                            kind="number", options=("0", "1", "2"), values={"seat": 1},
                            explanation=own._replace(to=None), lang=self.lang)

    def _must_follow(self) -> Exercise:
        game = self.after(4)  # seat 2 won the first trick and leads ♦10
        ex = Exercise.legal_cards(game, seat=0, lang=self.lang)
        ex.question_key = "lesson.skull_collector.q.must_follow"
        return ex

    def _ace_ten(self) -> Exercise:
        return Exercise.value_after(self.after(5), "9D", _trick_winner,
                                    "lesson.skull_collector.q.ace_ten", self.lang,
                                    options=range(3), about=("skull_collector.win",))

    def _trump(self) -> Exercise:
        return Exercise.value_after(self.after(11), "AC", _trick_winner,
                                    "lesson.skull_collector.q.trump", self.lang,
                                    options=range(3), about=("skull_collector.win",))

    def _curse(self) -> Exercise:
        return Exercise.value_after(
            self.after(26), "10S", lambda view: view["seats"][2]["members"],
            "lesson.skull_collector.q.curse", self.lang, options=range(4),
            about=("skull_collector.chest_won", "skull_collector.skulls",
                   "skull_collector.curse"))

    def _final(self) -> Exercise:
        game, events = bot_game(FINAL_SEED)
        why = [e for e in events if e.key == "skull_collector.division"]
        return Exercise.ask("lesson.skull_collector.q.final", str(game.outcome.winners[0]),
                            kind="number", options=("0", "1", "2"),
                            explanation=[*why, game.outcome.reason], lang=self.lang)


LESSON = SkullLesson
"""The lesson of this game (:func:`cardlab.ui.quiz.lesson_page` asks for it)."""
