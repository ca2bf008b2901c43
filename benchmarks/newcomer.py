"""A newcomer against beginner bots: does the beginner level give a learner about half?

The *newcomer* is a scripted player who knows each game's rules and the rule of thumb its
lesson teaches, and nothing more (:class:`Newcomer`, from its seat's view only):

- **trick play** (Comrade, Notice, Skull Collector): *win the tricks you still want, give
  away the others* — when it wants a trick it leads its highest card and follows with
  the lowest card that takes the trick (else its lowest); when it does not, it leads its
  lowest card and follows with the highest card that does not take the trick (else its
  lowest);
- **Comrade** (the lesson: bid the tricks your hand can win, in their suit; the bids must
  total the tricks; never lead a suit nobody still needs; win exactly your bids): it
  counts its winners from the top of each suit — a card counts when it holds at least
  as many cards above it as the other players do, which it can draw first — plus one
  for each card beyond three (a long suit's last cards win), and takes the bid card of
  the suit furthest from its count that fits the count and the total; it takes nothing
  else until it must (its last turn, or a pass that would fail the bidding), then the
  card that finishes the total (else the biggest that fits), in its longest suit. In
  play it remembers the cards of this deal's tricks, as a player at the table does, and
  wants a trick of the led suit while its bid there is not made: then, with players
  still to come, it plays the lowest card nobody can beat (no higher card of the suit
  is still out), else its highest; leading, it cashes such a sure winner of a suit it
  still needs, else leads its lowest card of a suit another player still needs (one
  that can be beaten), else its highest card of a suit it needs; void (its card cannot
  win), it sheds the card most likely to win a trick it must not: beyond the highest
  cards it still needs in a suit, the one with the fewest cards above it still out;
- **Notice** (predict the tricks of the hand you pass, target those of the hand you
  get): it predicts and targets the count of aces, kings and trumps from the jack up in
  the hand, and wants tricks while below its target;
- **Skull Collector** (a 6 kills a member; 10 points a trick; all three in one deal win
  at once; losing members raises the share of those left): it puts its lowest card in
  the chest, passes a skull if it holds one (else its highest card), and wants a trick
  unless the trick holds a skull — knowing, as the lesson's common mistakes warn, that
  the first card off the suit led sets trump and can win its own trick, and that the
  ace beats the 10 of the suit led when both are in the trick. With one member left it
  keeps off a trick a 6 may still be dropped on. It answers the lesson's question "when
  is collecting a skull on purpose a good idea?": it takes the first skull of a deal when
  its party can spare the member (then nobody can collect all three), and the third
  before an opponent with two does (at the last trick the chest may hold it) unless it
  would wipe its party out; a trick it gives away gets its 6, unless that would hand
  the winner all three;
- **Trumps** (score = largest group + longest run; a low pair ranks highest, but what is
  revealed feeds the field): it reveals its lowest pair of 2s to 4s if it has one, else
  its highest single, starts with its lowest card, and takes the number in the field it already
  holds most of (on a tie, the one that extends a run, then the most cards); last, it
  draws when the field offers one card it does not hold;
- **Comp-13** (bring a field to 13 and capture its honours; what you leave, the next
  player may comp): it plays a card that makes a Comp when it can (the most honours),
  takes the bonus with the most honours, else the play that leaves the fields least open
  to the next player (the bot's :func:`cardlab.games.comp13.bot.risk`) when it leaves
  them no more open than now, else draws; placing on field D, the card that leaves them
  least open.

Each deal (Skull Collector: each game) is played once per seat with the newcomer there
and beginner bots in the others (``bot_for(game, level="beginner")``: the game's own
beginner when its kit names one — Skull Collector's
:class:`cardlab.games.skull_collector.beginner.SkullBeginner` — else
:mod:`cardlab.bots.beginner`'s, slipping as often as each game's kit declares,
``GameKit.beginner_slip``; Comrade's never slips), and, for reference, the same deals with a
beginner and with the standard bot in that seat. A *win* is what the rules call one for
that seat: Comrade — the team makes every bid (a cooperative game: every seat wins or
loses the deal together, so the newcomer's beginner teammates' slips are its losses too);
Notice — the seat's deal score is the highest at the
table (ties count: the rules' "equal highest share the win", for one deal); Skull
Collector — the rules name a winner only when the game ends (a party wiped out, or all
three skulls collected), so its games are played to their end and the seat wins when
the rules name it a winner; Trumps and Comp-13 — the seat wins the game.
Printed with 95 % intervals; the target is 40–60 % for the newcomer. Nothing asserted.

With ``--slip X`` the other seats are beginners slipping with the chance X instead of
their kit's (:class:`cardlab.bots.beginner.BeginnerBot`, or the game's own beginner
given ``slip=X``), to see which slip a game's beginner would need.

    PYTHONPATH=. .venv/bin/python benchmarks/newcomer.py [deals] [--slip X] [games…]
"""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Callable, Mapping
from typing import Any

from _common import cardlab, machine

from cardlab import coach
from cardlab.bots import bot_for
from cardlab.cards import Card

ARGS = sys.argv[1:]
SLIP: float | None = None
if "--slip" in ARGS:
    at = ARGS.index("--slip")
    SLIP = float(ARGS[at + 1])
    del ARGS[at:at + 2]
DEALS = int(ARGS[0]) if ARGS else 20
NAMES = ARGS[1:] or ["comrade", "notice", "skull_collector", "trumps", "comp13"]
PLAYERS = {"comrade": 3, "notice": 4, "skull_collector": 3, "trumps": 3, "comp13": 4}

ACE_HIGH = {r: r if r > 1 else 14 for r in range(1, 14)}
SKULL_ORDER = {r: r for r in range(1, 11)}  # 10 high … A low (the ace is 1)
COMRADE_LONG = 3  # Comrade: each card of a suit beyond this many is a trick too
WHOLE_GAME = {"skull_collector"}  # the rules name a winner only at the game's end
LOW_PAIR = 4  # Trumps: a pair this low or lower is worth its two cards


def _strength(name: str, card: Card) -> int:
    return (SKULL_ORDER if name == "skull_collector" else ACE_HIGH)[card.rank]


def _beats(name: str, card: Card, best: Card, led: str, trump: str | None) -> bool:
    """Would ``card`` take the trick whose best card so far is ``best``?"""
    if trump and card.suit == trump and best.suit != trump:
        return True
    if card.suit != best.suit:
        return False
    return _strength(name, card) > _strength(name, best)


def _best(name: str, trick: list[Card], trump: str | None) -> Card:
    best = trick[0]
    for c in trick[1:]:
        if _beats(name, c, best, trick[0].suit or "", trump):
            best = c
    return best


def trick_card(name: str, legal: list[str], trick: list[Card], trump: str | None,
               want: bool, takes: Callable[[Card], bool] | None = None) -> str:
    """The rule of thumb of trick play: win the tricks you want, give the others away.

    ``takes(card)``: would the card take the trick so far (by default: it beats the best
    card of the suit led, or it is the first trump)."""
    cards = sorted((Card(t) for t in legal), key=lambda c: _strength(name, c))
    if not trick:
        return (cards[-1] if want else cards[0]).text
    if takes is None:
        best = _best(name, trick, trump)
        led = trick[0].suit or ""
        winners = [c for c in cards if _beats(name, c, best, led, trump)]
    else:
        winners = [c for c in cards if takes(c)]
    losers = [c for c in cards if c not in winners]
    if want:
        return (winners[0] if winners else cards[0]).text
    return (losers[-1] if losers else cards[0]).text


class Newcomer:
    """The scripted newcomer of one game (see the module docstring)."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.gone: set[Card] = set()  # the cards of the tricks it has seen this deal
        self.deal: Any = None

    def choose(self, view: Mapping[str, Any]) -> str:
        """One legal action for the viewer."""
        self._remember(view)
        legal = list(view["legal"])
        if len(legal) == 1:
            return legal[0]
        return str(getattr(self, "_" + self.name)(view, legal))

    def _remember(self, view: Mapping[str, Any]) -> None:
        """Like any player at the table, it remembers the cards of this deal's tricks
        (each finished trick passes through its view as ``last_trick`` before its turn)."""
        table = view["table"]
        deal = (table.get("deal"), view.get("dealer"))
        if deal != self.deal or view["phase"] != "play":
            self.gone, self.deal = set(), deal
        last = table.get("last_trick")
        if last and view["phase"] == "play":
            self.gone |= {Card(t) for _, t in last["cards"]}

    # ------------------------------------------------------------------ Comrade

    def _comrade(self, view: Mapping[str, Any], legal: list[str]) -> str:
        me, table = view["viewer"], view["table"]
        seat = view["seats"][me]
        if view["phase"] == "bid":
            return self._comrade_bid(view, legal, [Card(t) for t in seat["hand"]], seat["bids"])
        need = _comrade_need([seat])
        others = _comrade_need([s for p, s in enumerate(view["seats"]) if p != me])
        cards = sorted((Card(t) for t in legal), key=lambda c: _strength("comrade", c))
        trick = [Card(t) for _, t in table["trick"]]
        if not trick:
            return self._comrade_lead(view, cards, need, others).text
        led = trick[0].suit or ""
        if cards[0].suit != led:  # void: nothing wins; shed the most dangerous card
            return self._comrade_shed(view, cards, need).text
        if need[led] > 0 and len(trick) < view["players"] - 1:  # others still to play
            best = _best("comrade", trick, None)
            winners = [c for c in cards if _beats("comrade", c, best, led, None)]
            if winners:  # the lowest card nobody can beat, else the highest
                sure = [c for c in winners if self._sure(view, c)]
                return (sure[0] if sure else winners[-1]).text
        return trick_card("comrade", legal, trick, None, need[led] > 0)

    def _comrade_shed(self, view: Mapping[str, Any], cards: list[Card],
                      need: Counter[str]) -> Card:
        """Void in the suit led: shed the card most likely to win a trick it must not —
        beyond the highest cards it still needs in its suit, the one with the fewest
        cards above it still out (then the highest)."""
        hand = {Card(t) for t in view["seats"][view["viewer"]]["hand"]}
        out = set(_comrade_deck(view["players"])) - self.gone - hand
        keep = set()
        for suit in "SHDC":
            mine = sorted((c for c in cards if c.suit == suit),
                          key=lambda c: -_strength("comrade", c))
            keep.update(mine[:max(0, need[suit])])

        def above(c: Card) -> int:
            return sum(1 for d in out if d.suit == c.suit
                       and _strength("comrade", d) > _strength("comrade", c))

        return max(cards, key=lambda c: (c not in keep, -above(c), _strength("comrade", c)))

    def _sure(self, view: Mapping[str, Any], card: Card) -> bool:
        """Comrade: no card of its suit still out (not played, not in its hand) is higher."""
        hand = {Card(t) for t in view["seats"][view["viewer"]]["hand"]}
        out = set(_comrade_deck(view["players"])) - self.gone - hand
        table = {Card(t) for _, t in view["table"]["trick"]}
        return not any(d.suit == card.suit and _strength("comrade", d) > _strength(
            "comrade", card) for d in out - table)

    def _comrade_lead(self, view: Mapping[str, Any], cards: list[Card], need: Counter[str],
                      others: Counter[str]) -> Card:
        """Cash a sure winner of a suit it still needs (no card of that suit still out is
        higher); else hand the lead over, low in a suit another player still needs;
        else its highest card of a suit it needs; else its lowest card."""
        mine = [c for c in cards if need[c.suit or ""] > 0]
        cash = [c for c in mine if self._sure(view, c)]
        if cash:
            return cash[-1]
        theirs = [c for c in cards if others[c.suit or ""] > 0 and not self._sure(view, c)]
        return theirs[0] if theirs else (mine[-1] if mine else cards[0])

    def _comrade_bid(self, view: Mapping[str, Any], legal: list[str], hand: list[Card],
                     bids: Mapping[str, int]) -> str:
        table = view["table"]
        length = Counter(c.suit for c in hand)
        wish = comrade_count(hand, view["players"])
        room = table["target"] - table["bid_total"]
        takes = []
        for text in legal:
            words = text.split()
            if words[0] != "take" or words[1] == "JK":
                continue
            card = Card(words[1])
            gain = card.rank - bids.get(card.suit, 0)
            if 0 < gain <= room:
                takes.append((card, gain))
        short = {s: wish[s] - bids.get(s, 0) for s in "SHDC"}
        mine = [(c, g) for c, g in takes if short[c.suit or ""] > 0 and c.rank <= wish[c.suit]]
        if mine:  # the suit furthest from its count first, with the card nearest the count
            return "take " + max(mine, key=lambda cg: (short[cg[0].suit or ""],
                                                       cg[0].rank))[0].text
        last = table["round"] == table["rounds"]
        if takes and (last or table["passes_in_row"] + 1 >= table.get("pass_limit", 3)):
            fits = [(c, g) for c, g in takes if g == room] or takes  # close, in a long suit
            return "take " + max(fits, key=lambda cg: (cg[1], length[cg[0].suit]
                                                       - cg[0].rank))[0].text
        return "pass" if "pass" in legal else legal[0]

    # ------------------------------------------------------------------ Notice

    def _notice(self, view: Mapping[str, Any], legal: list[str]) -> str:
        me, table = view["viewer"], view["table"]
        seat = view["seats"][me]
        trump = table["trump_suit"]
        if view["phase"] in ("predict", "target"):
            cards = [Card(t) for t in seat["hand"]]
            count = sum(1 for c in cards if c.rank in (1, 13)
                        or (c.suit == trump and ACE_HIGH[c.rank] >= 11))
            word = view["phase"]
            options = [int(t.split()[1]) for t in legal]
            return f"{word} {min(options, key=lambda k: abs(k - count))}"
        trick = [Card(t) for _, t in table["trick"]]
        want = seat["tricks"] < (seat["target"] or 0)
        return trick_card("notice", legal, trick, trump, want)

    # ------------------------------------------------------------------ Skull Collector

    def _skull_collector(self, view: Mapping[str, Any], legal: list[str]) -> str:
        phase = view["phase"]
        cards = sorted((Card(t.split()[-1]) for t in legal),
                       key=lambda c: _strength("skull_collector", c))
        if phase == "chest":
            return "chest " + cards[0].text
        if phase == "pass":
            skulls = [c for c in cards if c.rank == 6]
            return "give " + (skulls[0] if skulls else cards[-1]).text
        table, me = view["table"], view["viewer"]
        played = [(s, Card(t)) for s, t in table["trick"]]
        trick = [c for _, c in played]
        want = skull_want(view, sum(c.rank == 6 for c in trick))
        if not played:
            return trick_card("skull_collector", legal, trick, table["trump"], want)

        def takes(card: Card) -> bool:  # the rules: a first off-suit card sets trump; A-and-10
            from cardlab.games.skull_collector.rules import trick_result

            trump = table["trump"] or (card.suit if card.suit != trick[0].suit else None)
            return trick_result([*played, (me, card)], trump)[0] == me

        choice = trick_card("skull_collector", legal, trick, table["trump"], want, takes)
        if not want and not takes(Card(choice)):  # the trick goes to another: shed a 6 on it
            winner = _skull_winner(played, table["trump"])
            skulls = [t for t in legal if Card(t).rank == 6 and not takes(Card(t))]
            collected = len(view["seats"][winner]["skulls"]) + sum(c.rank == 6 for c in trick)
            if skulls and collected < 2:
                return skulls[0]
        return choice

    # ------------------------------------------------------------------ Trumps

    def _trumps(self, view: Mapping[str, Any], legal: list[str]) -> str:
        me, phase = view["viewer"], view["phase"]
        acts = [(t.split()[0], int(t.split()[1]) if " " in t else 0) for t in legal]
        if phase == "start" or acts[0][0] == "facedown":
            return min(legal, key=lambda t: int(t.split()[1]))
        if phase == "reveal":
            pairs = [x for w, x in acts if w == "pair" and x <= LOW_PAIR]
            if pairs:
                return f"pair {min(pairs)}"
            return f"single {max(x for w, x in acts if w == 'single')}"
        held = {int(k): v for k, v in view["seats"][me]["score_cards"].items()}
        field = {int(k): v for k, v in view["table"]["field"].items()}

        def worth(act: tuple[str, int]) -> tuple[int, int, int]:
            word, x = act
            if word == "draw":
                return (0, 0, 0)
            run = int(held.get(x - 1, 0) > 0) + int(held.get(x + 1, 0) > 0)
            return (held.get(x, 0), run, field.get(x, 0))

        best = max(acts, key=worth)
        takes_one = view["table"]["taker"]["takes"] == "one"
        if takes_one and ("draw", 0) in acts and worth(best)[:2] == (0, 0):
            return "draw"
        return "draw" if best[0] == "draw" else f"take {best[1]}"

    # ------------------------------------------------------------------ Comp-13

    def _comp13(self, view: Mapping[str, Any], legal: list[str]) -> str:
        table = view["table"]
        if view["phase"] == "bonus":

            def honours(text: str) -> int:
                what = text.split()[-1]
                if what == "none":
                    return -1
                return _honours(table["fields"][what] if what in table["fields"] else [what])

            return max(legal, key=honours)
        from cardlab.games.comp13.bot import risk
        from cardlab.games.comp13.rules import Comp13, after_play

        fields = {x: [Card(t) for t in cs] for x, cs in table["fields"].items()}
        if view["phase"] == "place":
            return min(legal, key=lambda t: risk({**fields, "D": [Card(t.split()[1])]}))
        comps, plays = [], []
        for text in legal:
            if text == "draw":
                continue
            action = Comp13.parse_action(text)
            after = after_play(fields, action)
            x = action.field  # type: ignore[attr-defined]
            if text.startswith(("add", "swap")) and sum(c.rank for c in after[x]) == 13:
                comps.append((_honours([c.text for c in after[x]]), text))
            plays.append((risk(after), text))
        if comps:
            return max(comps)[1]  # a Comp: the most honours
        if plays and min(plays)[0] <= risk(fields):
            return min(plays)[1]  # leave the next player no more than now
        return "draw" if "draw" in legal else legal[0]


def _honours(texts: list[str]) -> int:
    out = 0
    for t in texts:
        if t == "JK":
            continue
        out += Card(t).rank in (1, 10, 11, 12, 13)
    return out


def comrade_count(hand: list[Card], players: int) -> Counter[str]:
    """The Comrade newcomer's count of the tricks its hand wins, by suit: from the top
    of each suit, a card counts when the player holds at least as many cards above it as
    the others do (those can be drawn first), and each card beyond three is one more."""
    deck = _comrade_deck(players)
    wish: Counter[str] = Counter()
    for suit in "SHDC":
        mine = sorted((c for c in hand if c.suit == suit), key=lambda c: -_strength("comrade", c))
        for above, card in enumerate(mine):
            outside = sum(1 for d in deck if d.suit == suit and d not in mine
                          and _strength("comrade", d) > _strength("comrade", card))
            wish[suit] += outside <= above
        wish[suit] += max(0, len(mine) - COMRADE_LONG)
    return wish


def skull_want(view: Mapping[str, Any], skulls: int) -> bool:
    """Skull Collector: does the newcomer want the trick that holds ``skulls`` 6s so far?

    Yes when it holds none — unless a 6 may still be dropped on it (a later player may be
    void; a 6 neither collected nor in the newcomer's hand or chest card is loose) and one
    more skull would wipe its party out. Not when it holds a skull — unless taking it
    stops another player from collecting all three this deal (someone has two and the
    newcomer none; at the last trick the chest may hold the third) and does not wipe its
    party out, or it is the first skull of the deal and the party can spare a member (then
    nobody can collect all three)."""
    me = view["viewer"]
    collected = [len(s["skulls"]) for s in view["seats"]]
    living = view["seats"][me]["members"] - collected[me]
    last = view["table"]["tricks_played"] == 8
    threat = not collected[me] and any(collected[s] == 2 for s in range(3) if s != me)
    if threat and (skulls or last):  # a 6 may also wait in the chest
        return skulls < living
    if not skulls:
        if len(view["table"]["trick"]) < 2 and living < 2:
            hand = set(view["seats"][me]["hand"]) | {view["seats"][me].get("chest_card")}
            return not [c for c in view["table"]["skulls_out"] if c not in hand]
        return True
    return skulls == 1 and not any(collected) and living >= 2


def _skull_winner(played: list[tuple[int, Card]], trump: str | None) -> int:
    """Who takes the trick as it stands."""
    from cardlab.games.skull_collector.rules import trick_result

    return trick_result(played, trump)[0]


def _comrade_need(seats: list[Mapping[str, Any]]) -> Counter[str]:
    """Tricks these seats still need, by the suit led."""
    need: Counter[str] = Counter()
    for seat in seats:
        for suit in "SHDC":
            need[suit] += max(0, seat["bids"].get(suit, 0) - seat["won"].get(suit, 0))
    return need


def _comrade_deck(players: int) -> list[Card]:
    from cardlab.cards import standard_deck

    return standard_deck(ranks=range(5, 14) if players == 3 else range(1, 14))


def win(name: str, results: list[tuple[float, float]], hero: int) -> float:
    """The hero's win in one deal (see the module docstring)."""
    if name in ("comrade", "trumps", "comp13"):
        return float(results[hero][1] > 0)
    ranks = [v for v, _ in results]
    return float(ranks[hero] == max(ranks))


def beginner(g: Any, seed: int) -> Any:
    """A beginner bot at the game ``g``: the level's own (sitting at ``g``: Comrade's are
    its strong bots, which read the game), or one slipping with ``--slip`` (the game's own
    beginner, ``GameKit.bots["beginner"]``, when its kit names one)."""
    name = g.name
    if SLIP is None:
        return bot_for(g, seed=seed, level="beginner")
    own = cardlab.GAMES[name].bots.get("beginner")
    if own is not None and not isinstance(own, str):
        return own(seed=seed, slip=SLIP)
    from cardlab.bots.beginner import BeginnerBot

    return BeginnerBot(bot_for(name, seed=seed), seed=seed, slip=SLIP)


def deal(name: str, seed: int, hero: int, who: str) -> float:
    """One deal with ``who`` ("newcomer", "beginner", "standard") in seat ``hero`` and
    beginner bots elsewhere: the hero's win."""
    players = PLAYERS[name]
    g = cardlab.new_game(name, players=players, seed=seed)
    adapter = coach.adapter_of(g)
    bots: dict[int, Any] = {s: beginner(g, seed * 8 + s) for s in range(players)}
    bots[hero] = Newcomer(name) if who == "newcomer" else bot_for(
        g, seed=seed * 8 + hero, level=who)
    if name in WHOLE_GAME:
        return _whole_game(g, bots, hero)
    before = [adapter.start(g, s) for s in range(players)]
    memos: list[dict[str, Any]] = [{"deal": adapter.deal_id(g)} for _ in range(players)]
    first = adapter.deal_id(g)
    while not g.is_over and adapter.deal_id(g) == first:
        s = g.to_move[0]
        g.play(bots[s].choose(g.view(s)), s)
        for p in range(players):
            adapter.watch(g, p, memos[p])
    results = [adapter.result(g, p, before[p], memos[p]) for p in range(players)]
    return win(name, results, hero)


def _whole_game(g: Any, bots: Mapping[int, Any], hero: int) -> float:
    """The game played to its end: did the rules name the hero a winner?"""
    while not g.is_over:
        s = g.to_move[0]
        g.play(bots[s].choose(g.view(s)), s)
    return float(hero in g.outcome.winners)


def main() -> None:
    print(machine())
    slip = "" if SLIP is None else f" slipping with the chance {SLIP}"
    print(f"{DEALS} deals per game, each once per seat; beginner bots{slip} in the other "
          "seats; win rate of the seat (mean ± 95 %)")
    for name in NAMES:
        players = PLAYERS[name]
        line = []
        for who in ("newcomer", "beginner", "standard"):
            wins = [deal(name, seed, hero, who) for seed in range(DEALS)
                    for hero in range(players)]
            m, se = coach._mean_se(wins)
            line.append(f"{who} {100 * m:5.1f} % ± {196 * se:4.1f}")
        unit = "games" if name in WHOLE_GAME else "deals"
        print(f"  {name} ({players} players, {DEALS * players} {unit}): " + "; ".join(line))


if __name__ == "__main__":
    main()
