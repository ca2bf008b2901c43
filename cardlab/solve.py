"""Exact solvers: was a Comrade deal winnable, and where did it stop being winnable?

Comrade is cooperative: once the bids are made and every hand is known, whether the
team can still keep every promise has one exact answer, the way a bridge player asks a
double-dummy solver after a hand. :func:`solve` gives it for a Comrade game at any point
of its trick round: ``"win"`` with a winning line (the plays to the end, as action
texts), ``"loss"`` with the rule that ends the lines most often, or ``"unknown"`` when
its node or time budget ran out (never a guess). :func:`turning_point` reads a finished
deal: the first play after which it could no longer be won, and a card that would have
kept it winnable.

How the search works: every hand is a bit mask (:func:`cardlab.cards.card_bit`), each
seat's open bids are small counters, and a depth-first search tries the legal cards
(must-follow; the winner of a trick leads the next) until every trick is played with
every bid met. A line ends as soon as a rule ends the deal (a trick won in a suit the
winner did not bid, or one trick too many in a suit), and earlier when that end can no
longer be avoided: a lead in a suit nobody still needs, a trick whose winner is settled
and has no use for it, a seat holding fewer cards of a suit than the tricks it still
needs there, a suit that cannot be led as often as its open bids require. Cards of one
hand with no other live card between them are equivalent (one of them is tried);
positions proven lost are remembered (a transposition table at trick starts); the cards
most likely to win are tried first.

>>> import cardlab
>>> g = cardlab.new_game("comrade", players=3, seed=7)
>>> for a in ["take 4S", "take 4H", "take 4D"]:
...     _ = g.play(a)
>>> v = solve(g)
>>> v.result, v.reason, v.nodes
('loss', 'short', 0)
>>> print(v.text("en"))  # doctest: +NORMALIZE_WHITESPACE
It can no longer be won: a bid can no longer be reached with the cards left (too few
cards of its suit, or the suit cannot be led often enough).
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from cardlab.cards import SUIT_BITS, SUITS, Card, bit_card, card_bit
from cardlab.core import GAMES, Game, from_record, new_game
from cardlab.i18n import sentences
from cardlab.messages import Event

__all__ = ["REASONS", "TurningPoint", "Verdict", "solve", "turning_point"]

REASONS = ("no_bid", "over_bid", "short")
"""Why lines end: a trick won in a suit its winner did not bid (``no_bid``), one trick too
many in a suit (``over_bid``), a bid the cards left can no longer reach (``short``)."""

DEFAULT_BUDGET = 3_000_000
"""Nodes (cards played in the search) before :func:`solve` answers ``"unknown"``."""

_SUIT_MASK = SUIT_BITS
_LOST_MAX = 2_000_000  # remembered lost positions before the table starts afresh


# ----------------------------------------------------------------------------- verdicts


@dataclass(frozen=True)
class Verdict:
    """The answer of :func:`solve`.

    ``result`` is ``"win"``, ``"loss"`` or ``"unknown"``; ``line`` the winning line (the
    action texts to the end of the deal, empty otherwise); ``reason`` for a loss the rule
    that ends the lines most often (one of :data:`REASONS`); ``ends`` how many lines each
    rule ended; ``nodes`` the cards played in the search; ``seconds`` its time.

    >>> Verdict("win", ("KS", "5S", "6S")).event().key
    'solve.win'
    """

    result: str
    line: tuple[str, ...] = ()
    reason: str | None = None
    ends: Mapping[str, int] = field(default_factory=dict)
    nodes: int = 0
    seconds: float = 0.0

    @property
    def won(self) -> bool:
        """Can the deal still be won?"""
        return self.result == "win"

    def event(self) -> Event:
        """The verdict as an i18n message."""
        if self.result == "win":
            return Event("solve.win", {"line": list(self.line), "count": len(self.line)})
        if self.result == "loss":
            return Event(f"solve.loss.{self.reason or 'no_bid'}", {})
        return Event("solve.unknown", {"nodes": self.nodes})

    def text(self, lang: str = "en") -> str:
        """The verdict in words (``"en"`` or ``"ja"``)."""
        return self.event().text(lang)


class _OutOfBudget(Exception):
    """The search used its nodes or its time."""


# ----------------------------------------------------------------------------- the search


class _Search:
    """Depth-first search over a lean copy of a Comrade trick round (see the module)."""

    def __init__(self, game: Game, budget: int, deadline: float) -> None:
        n = self.n = game.players
        self.hands = [sum(1 << card_bit(c) for c in h) for h in game.hands]  # type: ignore[attr-defined]
        bids, won = game.bids, game.won  # type: ignore[attr-defined]
        self.bid = [bids[i].get(s, 0) for i in range(n) for s in SUITS]
        self.need = [bids[i].get(s, 0) - won[i].get(s, 0) for i in range(n) for s in SUITS]
        self.code = sum(v << (3 * k) for k, v in enumerate(self.need))
        self.left = game.target - game.trick.number  # type: ignore[attr-defined]
        self.tmask = 0
        self.live = sum(self.hands)  # cards not in finished tricks (the trick's included)
        self.leader = game.to_move[0] if game.to_move else 0
        self.lost: set[tuple[int, ...]] = set()
        self.nodes, self.budget, self.deadline = 0, budget, deadline
        self.ends = dict.fromkeys(REASONS, 0)
        self.line: list[int] = []

    # ------------------------------------------------------------- trick starts

    def start(self) -> bool:
        """Can the team win from the start of a trick, ``self.leader`` to lead?"""
        if self.left == 0:
            return True
        key = self._key()
        if key in self.lost:
            return False
        if self._feasible():
            leader = self.leader
            for b in self._leads(leader):
                if self._play(leader, b, 0, b >> 4, b, leader):
                    return True
        if len(self.lost) > _LOST_MAX:
            self.lost.clear()
        self.lost.add(key)
        return False

    def _key(self) -> tuple[int, ...]:
        """The position for the table of lost positions: the leader, the open bids and,
        per suit, who holds its live cards in order (the played cards squeezed out, so
        positions reached by different plays often meet)."""
        hands = self.hands
        key = [self.leader, self.code]
        for sh in (0, 16, 32, 48):
            part = tuple([(h >> sh) & 0xFFFF for h in hands])
            code = _SUIT_CODES.get(part)
            if code is None:
                code = _suit_code(part)
            key.append(code)
        return tuple(key)

    def _feasible(self) -> bool:
        """No open bid is out of reach: each seat holds at least as many cards of a suit
        as the tricks it still needs there, each suit can still be led that often, and
        (every card being played) the top card of a suit can leave its holder without
        winning a trick that holder does not want."""
        need, hands, n = self.need, self.hands, self.n
        counts = [[(h & m).bit_count() for m in _SUIT_MASK] for h in hands]
        leads = [0, 0, 0, 0]
        for s in range(4):
            total, most = 0, 0
            for i in range(n):
                want, held = need[4 * i + s], counts[i][s]
                if want > held:
                    self.ends["short"] += 1
                    return False
                total += want
                most = held if held > most else most
            if total > most:  # every trick led in s takes a card of s from each holder
                self.ends["short"] += 1
                return False
            leads[s] = total  # exactly this many tricks are still led in s
        return self._leads_possible(counts, leads) and self._discards_possible(counts, leads)

    def _leads_possible(self, counts: list[list[int]], leads: list[int]) -> bool:
        """The winner of a trick leads the next, so a seat leads as many tricks as it
        will win (one more now for the leader, one fewer for the last winner), each with
        a card of a suit still to be led: it must hold the cards for those leads, and
        the lead must be able to reach a holder of every suit still to be led."""
        need, n, leader = self.need, self.n, self.leader
        most = [sum(need[4 * i: 4 * i + 4]) + (i == leader) for i in range(n)]
        for i in range(n):
            if most[i] - 1 > sum(min(c, t) for c, t in zip(counts[i], leads, strict=True)):
                self.ends["short"] += 1
                return False
        suits = [s for s in range(4) if leads[s]]
        if not self._lead_reaches(counts, suits):
            self.ends["short"] += 1
            return False
        return True

    def _lead_reaches(self, counts: list[list[int]], suits: list[int]) -> bool:
        """Only the leader and the winners of tricks ever lead: starting from the leader,
        a seat that can lead a suit lets the seats that need it win and lead in turn.
        Every suit still to be led must be held by a seat the lead can reach."""
        need, n = self.need, self.n
        holders = [sum(1 << i for i in range(n) if counts[i][s]) for s in range(4)]
        needers = [sum(1 << i for i in range(n) if need[4 * i + s]) for s in range(4)]
        reach, done, grew = 1 << self.leader, 0, True
        while grew:
            grew = False
            for s in suits:
                if not done >> s & 1 and holders[s] & reach:
                    done |= 1 << s
                    reach |= needers[s]
                    grew = True
        return done == sum(1 << s for s in suits)

    def _discards_possible(self, counts: list[list[int]], leads: list[int]) -> bool:
        """A seat holding more cards it may never play to a lead of their suit (a suit
        nobody needs, or cards higher than every card of the seats that need the suit,
        itself needing none) than it keeps at the end (5 players: one) must throw one on
        another suit's lead: its first throw needs a suit led more often than it holds
        cards there, all of which it can play when that suit is led."""
        need, hands, n, left = self.need, self.hands, self.n, self.left
        tops = []  # per suit: the highest card held by a seat that still needs the suit
        for s in range(4):
            top = -1
            for i in range(n):
                if need[4 * i + s]:
                    b = (hands[i] & _SUIT_MASK[s]).bit_length() - 1
                    top = b if b > top else top
            tops.append(top)
        for h in range(n):
            mine = counts[h]
            stuck = [0 if need[4 * h + s] else  # cards above every needing seat's
                     (hands[h] & _SUIT_MASK[s] & ~((1 << (tops[s] + 1)) - 1)).bit_count()
                     for s in range(4)]
            # more such cards than it keeps to the end (5 players: one), and no suit to
            # empty by following
            if sum(stuck) > sum(mine) - left and not any(
                leads[o] > mine[o] and not stuck[o] for o in range(4)
            ):
                s = next(s for s in range(4) if stuck[s])
                self.ends["no_bid" if self.bid[4 * h + s] == 0 else "over_bid"] += 1
                return False
        return True

    def _leads(self, leader: int) -> list[int]:
        """The leader's cards worth trying, best first: only suits somebody still needs
        (any other lead gives a trick to a seat without a bid); a sure winner of a suit
        the leader needs first, then low cards of suits others need."""
        need, hands, n = self.need, self.hands, self.n
        hand = hands[leader]
        alive = self.live
        scored = []
        for s in range(4):
            cards = hand & _SUIT_MASK[s]
            if not cards:
                continue
            if not any(need[4 * i + s] for i in range(n)):
                self.ends["no_bid"] += 1
                continue
            top = (alive & _SUIT_MASK[s]).bit_length() - 1
            mine = need[4 * leader + s] > 0
            for b in _reps(cards, alive, s):
                if mine:
                    score = 0 if b == top else 2000 - b
                else:
                    score = 1000 + b
                scored.append((score, b))
        scored.sort()
        return [b for _, b in scored]

    # ------------------------------------------------------------- inside a trick

    def _play(self, seat: int, b: int, pos: int, led: int, top: int, top_seat: int) -> bool:
        """``seat`` plays bit ``b`` as the ``pos``-th card of the trick (``top``/``top_seat``:
        the winning card so far, this one included)."""
        self.nodes += 1
        if self.nodes > self.budget or (
            self.nodes & 1023 == 0 and time.perf_counter() > self.deadline
        ):
            raise _OutOfBudget
        bit = 1 << b
        self.hands[seat] ^= bit
        self.tmask |= bit
        pos += 1
        if pos == self.n:
            ok = self._finish(led, top_seat)
        elif self._settled_badly(pos, led, top, top_seat):
            ok = False
        else:
            ok = self._follow(pos, led, top, top_seat)
        self.hands[seat] ^= bit
        self.tmask ^= bit
        if ok:
            self.line.append(b)
        return ok

    def _settled_badly(self, pos: int, led: int, top: int, top_seat: int) -> bool:
        """The trick is lost for the team: its top card so far belongs to a seat that must
        not win it, and no seat still to play that may win it can beat that card."""
        k = 4 * top_seat + led
        need = self.need
        if need[k]:
            return False
        higher = _SUIT_MASK[led] & ~((2 << top) - 1)
        hands, n, leader = self.hands, self.n, self.leader
        for p in range(pos, n):
            j = (leader + p) % n
            if need[4 * j + led] and hands[j] & higher:
                return False
        self.ends["no_bid" if self.bid[k] == 0 else "over_bid"] += 1
        return True

    def _follow(self, pos: int, led: int, top: int, top_seat: int) -> bool:
        """The ``pos``-th seat of the trick plays each card worth trying."""
        seat = (self.leader + pos) % self.n
        hand = self.hands[seat]
        alive = self.live
        suited = hand & _SUIT_MASK[led]
        if suited:
            reps = _reps(suited, alive, led)
            want = self.need[4 * seat + led]
            if want >= suited.bit_count():  # every card it has left here must win
                order = [b for b in reps if b > top]
                if len(order) < len(reps):
                    self.ends["short"] += 1
            elif want:  # wants tricks here: try to win, highest first
                order = [b for b in reps if b > top] + [b for b in reps if b < top]
            else:  # duck with the highest card that does not win, overtake last
                order = [b for b in reps if b < top] + [b for b in reps if b > top][::-1]
            for b in order:
                if b > top:
                    if self._play(seat, b, pos, led, b, seat):
                        return True
                elif self._play(seat, b, pos, led, top, top_seat):
                    return True
            return False
        return any(self._play(seat, b, pos, led, top, top_seat)
                   for b in self._discards(seat, hand, alive))

    def _discards(self, seat: int, hand: int, alive: int) -> list[int]:
        """A void seat's cards worth trying: high cards of suits it must not win first."""
        need = self.need
        scored = []
        for s in range(4):
            cards = hand & _SUIT_MASK[s]
            if cards:
                want = need[4 * seat + s]
                if want and want >= cards.bit_count():  # each is needed to win a trick
                    self.ends["short"] += 1
                    continue
                base = 0 if want == 0 else 100
                scored.extend((base - (b & 15), b) for b in _reps(cards, alive, s))
        scored.sort()
        return [b for _, b in scored]

    def _finish(self, led: int, winner: int) -> bool:
        """The trick is complete: count it for ``winner`` and go on from the next trick."""
        k = 4 * winner + led
        if not self.need[k]:
            self.ends["no_bid" if self.bid[k] == 0 else "over_bid"] += 1
            return False
        self.need[k] -= 1
        self.code -= 1 << (3 * k)
        self.left -= 1
        leader, tmask, live = self.leader, self.tmask, self.live
        self.leader, self.tmask, self.live = winner, 0, live & ~tmask
        ok = self.start()
        self.leader, self.tmask, self.live = leader, tmask, live
        self.left += 1
        self.code += 1 << (3 * k)
        self.need[k] += 1
        return ok

    def resume(self, trick: Sequence[tuple[int, Card]]) -> bool:
        """Search from the current position, ``trick`` (``(seat, card)``) on the table."""
        if not trick:
            return self.start()
        self.leader = trick[0][0]
        led = card_bit(trick[0][1]) >> 4
        top, top_seat = -1, -1
        for seat, card in trick:
            b = card_bit(card)
            self.tmask |= 1 << b
            self.live |= 1 << b
            if b >> 4 == led and b > top:
                top, top_seat = b, seat
        pos = len(trick)
        if pos == self.n:  # a complete trick is taken at once by the engine
            return self._finish(led, top_seat)
        if self._settled_badly(pos, led, top, top_seat):
            return False
        return self._follow(pos, led, top, top_seat)


_SQUEEZED: dict[tuple[int, int], int] = {}
_SUIT_CODES: dict[tuple[int, ...], int] = {}


def _suit_code(part: tuple[int, ...]) -> int:
    """One number for the cards of one suit in every hand, their played cards squeezed
    out (the hands' masks of that suit → each renumbered among the live cards).

    >>> _suit_code((0b100, 0b001)) == _suit_code((0b1000, 0b010))
    True
    """
    alive = 0
    for m in part:
        alive |= m
    code = 0
    for m in part:
        code = (code << 16) | _squeeze(m, alive)
    if len(_SUIT_CODES) > 200_000:
        _SUIT_CODES.clear()
    _SUIT_CODES[part] = code
    return code


def _squeeze(m: int, alive: int) -> int:
    """The bits of ``m`` renumbered by their place among the bits of ``alive`` (lowest 0).

    >>> bin(_squeeze(0b10100, 0b10110))
    '0b110'
    """
    key = (m, alive)
    out = _SQUEEZED.get(key)
    if out is None:
        out, i = 0, 0
        while alive:
            low = alive & -alive
            if m & low:
                out |= 1 << i
            alive ^= low
            i += 1
        if len(_SQUEEZED) > 200_000:
            _SQUEEZED.clear()
        _SQUEEZED[key] = out
    return out


def _reps(cards: int, alive: int, suit: int) -> list[int]:
    """One card (the highest) of each run of ``cards`` with no other ``alive`` card of
    the suit between them, highest first.

    >>> mask = lambda texts: sum(1 << card_bit(t) for t in texts.split())
    >>> [bit_card(b).text for b in _reps(mask("KS QS 9S"), mask("KS QS 10S 9S"), 0)]
    ['KS', '9S']
    """
    out = []
    other = alive & _SUIT_MASK[suit] & ~cards
    while cards:
        b = cards.bit_length() - 1
        out.append(b)
        below_other = other & ((1 << b) - 1)  # the next card of another hand below b
        cut = below_other.bit_length()  # cards of this run lie above that card
        cards &= (1 << cut) - 1
    return out


# ----------------------------------------------------------------------------- solve


def solve(game: Game, budget: int = DEFAULT_BUDGET, seconds: float | None = None) -> Verdict:
    """Can the team still win this Comrade deal, every hand known? (see the module)

    ``game`` is a Comrade game in its trick round (it is not changed); ``budget`` the
    nodes and ``seconds`` the time the search may use before it answers ``"unknown"``.

    >>> import cardlab
    >>> g = cardlab.new_game("comrade", players=3, seed=7)
    >>> solve(g)
    Traceback (most recent call last):
    ...
    ValueError: the solver answers in the trick round of a Comrade deal (this game is in ...
    >>> for a in ["take 4H", "take 4C", "take AH", "take 2D", "take AS"]:
    ...     _ = g.play(a)
    >>> v = solve(g)
    >>> v.result, v.line[:4], replay_wins(g, v.line)
    ('win', ('5S', 'KS', 'QS', 'KC'), True)
    >>> solve(g, budget=10).result
    'unknown'
    """
    if getattr(game, "name", None) != "comrade" or game.phase != "play":
        where = f"a {game.name} game" if getattr(game, "name", None) != "comrade" else (
            f"this game is in its {game.phase} phase")
        raise ValueError(f"the solver answers in the trick round of a Comrade deal ({where})")
    t0 = time.perf_counter()
    deadline = t0 + (seconds if seconds is not None else 1e9)
    search = _Search(game, budget, deadline)
    try:
        ok = search.resume(list(game.trick.cards))  # type: ignore[attr-defined]
    except _OutOfBudget:
        return Verdict("unknown", (), None, dict(search.ends), search.nodes,
                       time.perf_counter() - t0)
    spent = time.perf_counter() - t0
    if ok:
        line = tuple(bit_card(b).text for b in reversed(search.line))
        return Verdict("win", line, None, dict(search.ends), search.nodes, spent)
    ends = search.ends
    reason = max(REASONS, key=lambda r: ends[r])
    return Verdict("loss", (), reason, dict(ends), search.nodes, spent)


def replay_wins(game: Game, line: Sequence[str]) -> bool:
    """Does playing ``line`` through the engine (on a copy of ``game``) win the deal?

    >>> import cardlab
    >>> g = cardlab.new_game("comrade", players=3, seed=7)
    >>> replay_wins(g, [])
    False
    """
    g = game.copy()
    deal = getattr(g, "deal_number", 1)
    results = len(getattr(g, "results", []))
    for text in line:
        g.play(text)
    after = getattr(g, "results", [])
    return len(after) == results + 1 and bool(after[-1]) and getattr(g, "deal_number", 1) >= deal


# ----------------------------------------------------------------------------- turning point


@dataclass(frozen=True)
class TurningPoint:
    """The answer of :func:`turning_point` for a finished Comrade deal.

    ``kind``: ``"turn"`` (the deal was winnable until the play at ``index`` of the
    history: ``seat`` played ``card`` in trick ``trick``; ``better`` would have kept it
    winnable, and ``line`` is a winning line from just before that play, starting with
    ``better``), ``"never"`` (not winnable from the first trick), ``"stayed"`` (won),
    ``"bidding"`` (lost in the bidding: out of scope) or ``"unknown"`` (budget).
    ``start`` is the history index of the deal's first card; ``verdict`` the solver's
    answer there.

    >>> print(TurningPoint("never", verdict=Verdict("loss", reason="short")).text("en"))
    It was never winnable with these hands and bids: a bid could not be reached with the
    cards dealt.
    """

    kind: str
    index: int | None = None
    seat: int | None = None
    card: str | None = None
    better: str | None = None
    trick: int | None = None
    line: tuple[str, ...] = ()
    start: int | None = None
    verdict: Verdict | None = None
    seconds: float = 0.0

    def events(self) -> list[Event]:
        """The finding as i18n messages (for ``"never"``, the solver's reason follows)."""
        if self.kind == "turn":
            return [Event("solve.tp.turn", {"seat": self.seat, "card": self.card,
                                            "better": self.better, "trick": self.trick})]
        if self.kind == "never" and self.verdict is not None:  # said once, with its reason
            return [Event("solve.tp.never", {"why": self.verdict.reason or "no_bid"})]
        return [Event(f"solve.tp.{self.kind}", {})]

    def text(self, lang: str = "en") -> str:
        """The finding in words (``"en"`` or ``"ja"``)."""
        return sentences([e.text(lang) for e in self.events()], lang)


def line_by_trick(game: Game, line: Sequence[str]) -> list[tuple[int, list[tuple[int, str]]]]:
    """``line`` (action texts played from the position of ``game``, which is unchanged) as
    tricks: ``(trick number, [(seat, card), …])`` in play order; the first trick may be
    one already under way.

    >>> import cardlab
    >>> g = cardlab.new_game("comrade", players=3, seed=7)
    >>> while g.phase == "bid":
    ...     _ = g.play(g.legal_actions()[0])
    >>> line_by_trick(g, ["5S", "8S", "6S", "JS"])
    [(1, [(0, '5S'), (1, '8S'), (2, '6S')]), (2, [(1, 'JS')])]
    """
    trial = game.copy()
    out: list[tuple[int, list[tuple[int, str]]]] = []
    for text in line:
        number = trial.trick.number + 1  # type: ignore[attr-defined]
        seat = trial.to_move[0]
        if not out or out[-1][0] != number:
            out.append((number, []))
        out[-1][1].append((seat, text))
        trial.play(text, seat)
    return out


def _last_deal(record: Mapping[str, Any]) -> tuple[Game | None, int | None, int, bool]:
    """Replay ``record``: the game at the first card of its last finished deal (``None``
    when that deal ended in the bidding), that card's history index, the index of the
    deal's last action, and whether the deal was won. ``ValueError`` if none finished."""
    from_record(record)  # a damaged record says so here
    spec = GAMES["comrade"]
    options = {k: (spec.options[k].from_json(v) if spec.options[k].from_json else v)
               for k, v in record["options"].items()}
    # the later deals of a match come from the seed, as they did when it was played
    fresh = new_game("comrade", players=record["players"], seed=record["seed"],
                     deck=record["decks"][0], dealer=record["dealer"], **options)
    start_game: Game | None = None
    start: int | None = None
    found: tuple[Game | None, int | None, int, bool] | None = None
    for i, (seat, text) in enumerate(record["actions"]):
        if fresh.phase == "play" and fresh.trick.number == 0 and not fresh.trick.cards:  # type: ignore[attr-defined]
            start_game, start = fresh.copy(), i
        done = len(fresh.results)  # type: ignore[attr-defined]
        fresh.play(text, seat)
        if len(fresh.results) > done:  # type: ignore[attr-defined]
            found = (start_game, start, i, bool(fresh.results[-1]))  # type: ignore[attr-defined]
            start_game, start = None, None
    if found is None:
        raise ValueError("the turning point is found for a finished deal; this one is not over")
    return found


def _time_left(start: float, seconds: float | None) -> Any:
    """A function giving the seconds left of ``seconds`` from ``start`` (``None``: no limit).

    >>> _time_left(time.perf_counter(), None)() is None
    True
    """
    def left() -> float | None:
        return None if seconds is None else max(0.0, start + seconds - time.perf_counter())
    return left


def turning_point(game: Game | Mapping[str, Any], budget: int = DEFAULT_BUDGET,
                  seconds: float | None = None) -> TurningPoint:
    """The first play after which the last finished deal of ``game`` (a Comrade game or
    its record) could no longer be won; see :class:`TurningPoint`.

    ``budget`` bounds each search (see :func:`solve`), ``seconds`` all of them together.

    >>> import cardlab
    >>> g = cardlab.new_game("comrade", players=3, seed=7)
    >>> for a in ["pass", "pass", "pass"]:
    ...     _ = g.play(a)
    >>> print(turning_point(g).text("en"))  # doctest: +ELLIPSIS
    This deal was lost in the bidding...
    """
    t0 = time.perf_counter()
    record = game.to_record() if isinstance(game, Game) else dict(game)
    if record.get("game") != "comrade":
        raise ValueError(
            f"the turning point is found for Comrade deals, not {record.get('game')!r}")
    g, start, end, won = _last_deal(record)
    if g is None or start is None:
        return TurningPoint("bidding", seconds=time.perf_counter() - t0)
    left = _time_left(t0, seconds)
    first = solve(g, budget, left())
    if not first.won:
        return TurningPoint("never" if first.result == "loss" else "unknown", start=start,
                            verdict=first, seconds=time.perf_counter() - t0)
    line = list(first.line)
    for i in range(start, end + 1):
        seat, text = record["actions"][i]
        trick = g.trick.number + 1  # type: ignore[attr-defined]
        before = line
        g.play(text, seat)
        if line and line[0] == text:
            line = line[1:]
            continue
        now = Verdict("loss") if i == end and not won else (
            Verdict("win") if i == end else solve(g, budget, left()))
        if now.result == "unknown":
            return TurningPoint("unknown", start=start, verdict=first,
                                seconds=time.perf_counter() - t0)
        if not now.won:
            return TurningPoint("turn", i, seat, text, before[0], trick, tuple(before), start,
                                first, time.perf_counter() - t0)
        line = list(now.line)
    return TurningPoint("stayed", start=start, verdict=first, seconds=time.perf_counter() - t0)
