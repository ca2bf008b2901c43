"""The Game contract's base class (see :mod:`cardlab.core`), and :func:`new_game`.

>>> import cardlab
>>> g = new_game("comrade", players=3, seed=7)
>>> isinstance(g, Game), g.phase, g.to_move
(True, 'bid', (0,))
"""

from __future__ import annotations

import copy as _copy
import operator
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, ClassVar

import numpy as np

from cardlab import dealcode
from cardlab.cards import ACE_HIGH, Card, check_deck, sorted_texts
from cardlab.core.actions import MAX_ACTION_TEXT, Action, HistoryEntry
from cardlab.core.options import Option
from cardlab.core.state import CORE_SHAPES, SHAPES, freeze, values_getter
from cardlab.errors import (
    ContractError,
    IllegalActionError,
    InvalidActionError,
    InvalidCardError,
    SetupError,
    StepError,
    brief,
    or_list,
)
from cardlab.messages import Event, Outcome
from cardlab.registry import lookup

__all__ = ["RECORD_FORMAT", "RECORD_VERSION", "Game", "new_game"]

_NO_HANDLERS: dict[Any, Any] = {}
RECORD_FORMAT = "cardlab-record"
RECORD_VERSION = 1


def new_game(
    name: str,
    players: int | None = None,
    seed: int | None = None,
    deck: Sequence[str | Card] | None = None,
    dealer: int | None = 0,
    **options: Any,
) -> Game:
    """Start a game by its registered name.

    ``seed`` fixes every shuffle (``None`` draws a fresh seed and records it); ``deck``
    fixes the first deal (the full deck order from the top); ``dealer`` is the dealer's
    seat (``None``: a seeded draw); the rest are the game's rule options.

    >>> new_game("comrade", players=3, seed=1).players
    3
    >>> new_game("chess")
    Traceback (most recent call last):
    ...
    cardlab.errors.SetupError: unknown game 'chess'; choose from: ...
    """
    return lookup(name).cls(players=players, seed=seed, deck=deck, dealer=dealer, **options)


# --------------------------------------------------------------------------- the game


class Game:
    """Base class of every game; see :mod:`cardlab.core` for the contract."""

    name: ClassVar[str] = ""
    title: ClassVar[Mapping[str, str]] = {}
    players_allowed: ClassVar[tuple[int, ...]] = ()
    default_players: ClassVar[int] = 0
    options_spec: ClassVar[Mapping[str, Option]] = {}
    phases: ClassVar[tuple[str, ...]] = ()
    """Every phase in play order: those of ``PHASES``, then ``"over"`` (derived from
    ``PHASES``; a game does not declare it)."""
    rank_order: ClassVar[Mapping[int, int]] = ACE_HIGH
    action_examples: ClassVar[str] = ""
    PHASES: ClassVar[Mapping[str, tuple[type[Action], ...]]] = {}
    """The phases in play order and the actions each allows, in the order they are read
    from text: ``{"bid": (Take, Pass), "play": (PlayCard,)}``. :class:`Game` parses,
    checks the phase and dispatches by it (see :class:`Action`); ``phases`` adds
    ``"over"``."""
    cooperative: ClassVar[bool] = False
    """Do all seats win or lose together?"""
    simultaneous: ClassVar[tuple[str, ...]] = ()
    """The phases in which several seats choose at once (secretly)."""

    players: int
    seed: int
    dealer: int
    options: dict[str, Any]
    _shapes: ClassVar[dict[str, str]] = {}
    _copiers: ClassVar[list[tuple[list[str], Callable[[Any], Any]]]] = []
    _values: ClassVar[list[str]] = []
    _key_getters: ClassVar[list[tuple[Callable[[dict[str, Any]], tuple[Any, ...]],
                                      Callable[[Any], Any] | None]]] = []
    _readers: ClassVar[dict[str, tuple[type[Action], ...]]] = {}
    _handlers: ClassVar[dict[str, dict[type[Action], tuple[Callable[..., Any], Any]]]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Read ``PHASES`` once: the phase names, the action classes by first word, and
        their handlers."""
        super().__init_subclass__(**kwargs)
        cls.phases = tuple(dict.fromkeys((*cls.PHASES, "over"))) if cls.PHASES else ()
        classes = list(dict.fromkeys(c for acts in cls.PHASES.values() for c in acts))
        readers: dict[str, tuple[type[Action], ...]] = {}
        for c in classes:
            readers[c.word] = (*readers.get(c.word, ()), c)
        cls._readers = readers
        handler = {
            c: (getattr(cls, f"_{c.hook}"), getattr(cls, f"_{c.hook}_reason", None))
            for c in classes
        }
        cls._handlers = {ph: {c: handler[c] for c in acts} for ph, acts in cls.PHASES.items()}
        cls._shapes = {**CORE_SHAPES, **cls.STATE_SHAPES, **dict.fromkeys(cls._NOT_STATE, "")}
        by_shape: dict[str, list[str]] = {}
        for k, shape in cls._shapes.items():
            if shape:
                by_shape.setdefault(shape, []).append(k)
        cls._values = by_shape.pop("value", [])
        cls._copiers = [(names, SHAPES[shape]) for shape, names in by_shape.items()]
        cls._key_getters = [(values_getter(cls._values), None)] + [
            (values_getter(names), copy) for names, copy in cls._copiers]

    def __init__(
        self,
        players: int | None = None,
        seed: int | None = None,
        deck: Sequence[str | Card] | None = None,
        dealer: int | None = 0,
        **options: Any,
    ) -> None:
        self._configure(players, seed, dealer, options, [] if deck is None else [deck])
        self._restart()

    # ----------------------------------------------------------------- configuration

    def _configure(
        self,
        players: Any,
        seed: Any,
        dealer: Any,
        options: Mapping[str, Any],
        decks: list[Any],
    ) -> None:
        allowed = self.players_allowed
        if players is None:
            players = self.default_players
        if isinstance(players, bool) or not isinstance(players, int | np.integer) or (
            players not in allowed
        ):
            raise SetupError("core.bad_players", game=self.name, allowed=or_list(allowed),
                             players=brief(players))
        self.players = n = int(players)
        if seed is None:
            # below dealcode.SEEDS, so that the new deal has a code a teacher can say aloud
            seed = int(np.random.SeedSequence().entropy % dealcode.SEEDS)
        if isinstance(seed, bool) or not isinstance(seed, int | np.integer) or seed < 0:
            raise SetupError("core.bad_seed", seed=brief(seed))
        self.seed = int(seed)
        if dealer is None:
            dealer = int(self.rng(0).integers(n))
        if isinstance(dealer, bool) or not isinstance(dealer, int | np.integer) or (
            not 0 <= dealer < n
        ):
            raise SetupError("core.bad_dealer", last=n - 1, dealer=brief(dealer))
        self._first_dealer = int(dealer)
        unknown = set(options) - set(self.options_spec)
        if unknown:
            known = ", ".join(sorted(self.options_spec)) or "none"
            names = [k if len(k) <= 30 and k.isprintable() else brief(k, 30)
                     for k in sorted(map(str, unknown))[:5]]
            raise SetupError("core.unknown_option", names=", ".join(names), game=self.name,
                             known=known)
        self.options = {
            k: (o.validate(k, options[k]) if k in options else o.default)
            for k, o in self.options_spec.items()
        }
        self._check_options()
        self._given_decks = list(decks)

    def _check_options(self) -> None:
        """Hook: checks that involve several options or the player count."""

    def rng(self, *key: int) -> np.random.Generator:
        """A generator for one purpose, derived from the seed and ``key``.

        Deal ``k`` always uses ``rng(1, k)``, so a deal never depends on what other
        random draws happened before it.
        """
        return np.random.default_rng([self.seed, *key])

    def _next_deck(self, cards: Sequence[Card]) -> list[Card]:
        """The deck for the next deal: the given one (checked) or ``cards`` shuffled.

        ``cards`` must come in a fixed order (as the deck functions of
        :mod:`cardlab.cards` give them).
        """
        k = len(self._decks_used)
        if k < len(self._given_decks):
            what = Event("core.deck", {}) if k == 0 else Event("core.deck_of_deal", {"deal": k + 1})
            deck = check_deck(self._given_decks[k], cards, what)
        else:
            order = self.rng(1, k).permutation(len(cards))
            deck = [cards[i] for i in order]
        self._decks_used.append(deck)
        return deck

    def _restart(self) -> None:
        self._decks_used: list[list[Card]] = []
        self._history: list[tuple[int, Action]] = []
        self._events: list[Event] = []
        self._legal_cache: dict[int, tuple[Action, ...]] = {}
        self._phase = ""
        self._to_move: tuple[int, ...] = ()
        self._outcome: Outcome | None = None
        self.dealer = self._first_dealer
        self._events = list(self._setup() or ())

    @classmethod
    def facts(cls) -> dict[str, Any]:
        """The game's facts, JSON-ready: ``cooperative``, ``simultaneous`` phases,
        ``players`` allowed and ``title`` in both languages (a fresh dict each call).

        >>> import cardlab
        >>> facts = cardlab.GAMES["skull_collector"].cls.facts()
        >>> facts["cooperative"], facts["simultaneous"], facts["players"], facts["title"]["en"]
        (False, ['chest', 'pass'], [3], 'Skull Collector')
        """
        return {
            "cooperative": bool(cls.cooperative),
            "simultaneous": list(cls.simultaneous),
            "players": list(cls.players_allowed),
            "title": dict(cls.title),
        }

    # ----------------------------------------------------------------- to implement

    def _setup(self) -> Iterable[Event] | None:
        """Set the game's first state (scores, deal counters), then deal the first deal;
        return its events. The base deals at once (a game with nothing to set first)."""
        return self._start_deal()

    def _start_deal(self) -> list[Event]:
        """Deal the next deal (its deck from :meth:`_next_deck`), :meth:`_enter` its
        first phase and set ``_to_move``; return its events, the first of kind
        ``"deal"``."""
        raise NotImplementedError

    def _end_deal(self, events: list[Event], end: Event | None = None) -> list[Event]:
        """The deal is over: score it, then start the next deal (:meth:`_start_deal`) or
        end the game (:meth:`_enter` ``"over"``, set the outcome). ``events`` are those
        of the action so far, ``end`` the event that says how the deal ended when it can
        end more than one way (``None``: the one way it ends); return ``events`` with
        what followed."""
        raise NotImplementedError

    def _enter(self, phase: str) -> None:
        """Move to ``phase``, one of :attr:`phases`: every change of phase goes through
        here, so a misspelt phase fails at once instead of leaving the game stuck.

        >>> import cardlab
        >>> g = cardlab.new_game("comrade", players=3, seed=7)
        >>> g._enter("bidding")
        Traceback (most recent call last):
        ...
        cardlab.errors.ContractError: comrade has no phase 'bidding' (its phases: bid, play, over)
        """
        if phase not in self.phases:
            raise ContractError(
                "core.unknown_phase", game=self.name, phase=brief(phase),
                phases=", ".join(self.phases))
        self._phase = phase

    def _legal(self, seat: int) -> Iterable[Action]:
        """The legal actions of ``seat`` (a seat in ``to_move``), in their fixed order."""
        raise NotImplementedError

    def _wrong_phase(self, seat: int, action: Action) -> Event | None:
        """Hook: the game's reason why ``action`` is not allowed in this phase.

        Called when ``PHASES`` does not list the action's class for the current phase;
        ``None`` (the default) gives the shared "not allowed now".
        """
        return None

    def _off_turn(self, seat: int, action: Action) -> Event | None:
        """Hook: a game's own reason why ``seat``, not to move now, may not play ``action``.

        ``None`` (the default) gives the shared "not your turn". A game with a
        simultaneous phase uses it to say "you have already chosen".
        """
        return None


    def _seat_view(self, seat: int, viewer: int | None, reveal: bool) -> dict[str, Any]:
        """``seats[seat]`` of the view."""
        raise NotImplementedError

    def _table_view(self, viewer: int | None, reveal: bool) -> dict[str, Any]:
        """``table`` of the view."""
        raise NotImplementedError

    # ----------------------------------------------------------------- the contract

    @property
    def phase(self) -> str:
        """The current phase (documented per game; ``"over"`` at the end)."""
        return self._phase

    @property
    def to_move(self) -> tuple[int, ...]:
        """The seats that may act now (several in a simultaneous phase; ``()`` at the end)."""
        return self._to_move

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        return self._outcome is not None

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended, or ``None`` while it goes on."""
        return self._outcome

    @property
    def history(self) -> tuple[HistoryEntry, ...]:
        """The actions so far, with their seats."""
        return tuple(HistoryEntry(s, a) for s, a in self._history)

    @property
    def action_count(self) -> int:
        """How many actions have been played: ``len(game.history)`` without building the
        history (the table asks on every click).

        >>> import cardlab
        >>> g = cardlab.new_game("comrade", players=3, seed=7)
        >>> g.play(g.legal_actions(g.to_move[0])[0])
        [...]
        >>> g.action_count == len(g.history) == 1
        True
        """
        return len(self._history)

    @property
    def events(self) -> list[Event]:
        """The events of the last action (or of the deal, before any action)."""
        return list(self._events)

    @property
    def deal_code(self) -> str | None:
        """Six characters that start this game again (:mod:`cardlab.dealcode`): its name,
        players and seed; ``None`` with rule options other than the defaults.

        >>> import cardlab
        >>> g = cardlab.new_game("comrade", players=3, seed=7)
        >>> g.deal_code, cardlab.new_game("comrade", seed=7, pass_limit=5).deal_code
        ('24AZMX', None)
        """
        if self.options != {k: o.default for k, o in self.options_spec.items()}:
            return None
        return dealcode.encode(self.name, self.players, self.seed)

    def legal_actions(self, seat: int | None = None) -> tuple[Action, ...]:
        """The legal actions of ``seat`` (default: the one seat to move), fixed order.

        ``()`` for a seat that may not act now.
        """
        tm = self._to_move
        if type(seat) is int and seat in tm:  # the common case, quickly
            cached = self._legal_cache.get(seat)
            if cached is None:
                cached = self._legal_cache[seat] = tuple(self._legal(seat))
            return cached
        if seat is None:
            if not tm:
                return ()
            if len(tm) > 1:
                raise SetupError("core.several_to_move", seats=", ".join(map(str, tm)))
            seat = tm[0]
        else:
            seat = self._check_seat(seat)
        if seat not in self._to_move:
            return ()
        cached = self._legal_cache.get(seat)
        if cached is None:
            cached = self._legal_cache[seat] = tuple(self._legal(seat))
        return cached

    @classmethod
    def parse_action(cls, text: str | Action) -> Action:
        """Read an action of this game from its text (``"KS"``, ``"take 2C"``, ``"pass"``…):
        the one way to read one, for a game (``g.parse_action``) and for a bot that reads
        its view's ``legal`` texts (``Comp13.parse_action``). The first action class of
        ``PHASES`` (by its first word, then bare cards) whose ``parse`` fits gives it.

        Raises :class:`InvalidActionError` for text that is not an action of this game.

        >>> import cardlab
        >>> Comrade = cardlab.GAMES["comrade"].cls
        >>> Comrade.parse_action("TAKE jk c"), Comrade.parse_action("qs")
        (Take(card=Card('JK'), suit='C'), PlayCard(card=Card('QS')))
        """
        if isinstance(text, Action):
            return text
        if not isinstance(text, str):
            raise InvalidActionError(text, None, "core.not_text", {"type": type(text).__name__})
        if len(text) > MAX_ACTION_TEXT:
            raise InvalidActionError(
                text[:20] + "…", None, "core.too_long", {"limit": MAX_ACTION_TEXT}
            )
        words = text.split()
        readers = cls._readers
        for reader in (*readers.get(words[0].lower(), ()), *readers.get("", ())) if words else ():
            try:
                action = reader.parse(words)
            except (InvalidCardError, ValueError, IndexError):
                action = None
            if action is not None:
                return action
        raise InvalidActionError(
            text, None, "core.unreadable", {"text": text, "examples": cls.action_examples}
        )

    def _illegal(self, seat: int, action: Action) -> Event | None:
        """Why ``action`` is not allowed for ``seat`` now, or ``None`` when it is.

        The phase must list the action's class (else :meth:`_wrong_phase`); then the
        game's ``_<hook>_reason``, or without one: is it among the legal actions?
        """
        handlers = self._handlers.get(self._phase, _NO_HANDLERS).get(type(action))
        if handlers is None:
            why = self._wrong_phase(seat, action)
            return why or Event("core.not_allowed_now", {"action": str(action)})
        check = handlers[1]
        if check is not None:
            return check(self, seat, action)
        if action in self.legal_actions(seat):
            return None
        return Event("core.not_allowed_now", {"action": str(action)})

    def play(self, action: Action | str, seat: int | None = None) -> list[Event]:
        """Carry out an action (or its text) for ``seat`` and return the events.

        ``seat=None`` means the one seat to move; with several to move, name the seat.
        Raises :class:`InvalidActionError` for unreadable input and
        :class:`IllegalActionError` (the rule in ``.reason``) for an action the rules do
        not allow; the game is unchanged after either.
        """
        if type(action) is str or not isinstance(action, Action):
            action = self.parse_action(action)  # type: ignore[arg-type]
        tm = self._to_move
        if type(seat) is int and seat in tm:  # the common case, quickly
            pass
        elif seat is None:
            if len(tm) == 1:
                seat = tm[0]
            elif not tm:
                raise IllegalActionError(action, None, "core.game_over")
            else:
                raise IllegalActionError(action, None, "core.name_the_seat", {"to_move": list(tm)})
        else:
            try:
                seat = self._check_seat(seat)
            except SetupError:
                raise InvalidActionError(
                    action, None, "core.bad_seat", {"seat": repr(seat), "last": self.players - 1}
                ) from None
            if seat not in tm:
                if not tm:
                    raise IllegalActionError(action, seat, "core.game_over")
                why = self._off_turn(seat, action)
                if why is not None:
                    raise IllegalActionError(action, seat, why.key, why.values)
                raise IllegalActionError(
                    action, seat, "core.not_your_turn", {"seat": seat, "to_move": list(tm)}
                )
        reason = self._illegal(seat, action)
        if reason is not None:
            raise IllegalActionError(action, seat, reason.key, reason.values)
        return self._carry_out(seat, action)

    def _carry_out(self, seat: int, action: Action) -> list[Event]:
        """Carry out an action known to be legal, record it and return its events."""
        if self._legal_cache:
            self._legal_cache.clear()
        events = self._handlers[self._phase][type(action)][0](self, seat, action)  # _<hook>
        if self._outcome is not None and self._outcome.reason.kind is None:
            events = self._mark_over(events)
        self._history.append((seat, action))
        self._events = events
        return events

    def _mark_over(self, events: list[Event]) -> list[Event]:
        """The game has just ended: its reason (in the outcome and the events) is ``"over"``."""
        outcome = self._outcome
        assert outcome is not None
        plain = outcome.reason
        reason = plain.with_kind("over")
        self._outcome = outcome._replace(reason=reason)
        return [reason if e == plain else e for e in events]

    def undo(self) -> HistoryEntry:
        """Take back the last action and return it; ``IndexError`` when there is none."""
        if not self._history:
            raise StepError("core.no_undo")
        last = HistoryEntry(*self._history[-1])
        self._replay(self._history[:-1])
        return last

    def _replay(self, actions: Sequence[tuple[int, Action]]) -> None:
        if len(self._decks_used) >= len(self._given_decks):
            self._given_decks = list(self._decks_used)
        self._restart()
        carry_out = self._carry_out
        for seat, action in actions:  # each was checked when it was played
            carry_out(seat, action)

    def copy(self) -> Game:
        """An independent copy of the game in its current state.

        >>> import cardlab
        >>> g = cardlab.new_game("notice", players=3, seed=7)
        >>> c = g.copy(); c.state_key() == g.state_key(), c.hands[0] is g.hands[0]
        (True, False)
        """
        return _copy.deepcopy(self)

    def __deepcopy__(self, memo: dict[int, Any]) -> Game:
        # What ``copy.deepcopy`` does, without walking what cannot change: the history's
        # entries are (seat, action) pairs of immutable values, and a used deck is a list
        # of cards (cards are interned), so a copy takes new lists of the same items. The
        # rest (hands, tricks, scores, events) is copied in depth with one memo, so two
        # attributes that share a list (a deal's scores in the results and the outcome)
        # still share its copy. The coach's samples and a record's positions copy games
        # many times: this is ≈ 2× faster than the generic walk (benchmarks/copy_game.py).
        out = type(self).__new__(type(self))
        memo[id(self)] = out
        state = self.__dict__
        copied = out.__dict__
        for deck in state.get("_decks_used", ()):
            memo[id(deck)] = list(deck)
        for key, value in state.items():
            if key == "_history":
                copied[key] = list(value)
            elif key == "_decks_used":
                copied[key] = [memo[id(deck)] for deck in value]
            else:
                copied[key] = _copy.deepcopy(value, memo)
        return out

    def with_hidden(self, hidden: Mapping[str, Any], viewer: int | None = None,
                    seed: int | None = None) -> Game:
        """A copy of this state whose hidden zones hold ``hidden``: a state to look ahead
        from (the coach's samples are made this way).

        ``hidden["hands"]`` maps seats to the cards of their hands; each game names its
        other hidden zones (Notice: ``stock``, ``dealt``, ``predictions``, ``targets``;
        Skull Collector: ``chest``, ``chest_from``, ``given``, ``received``; Trumps:
        ``deck``, ``reserve``, ``reveals``, ``start_choice``; Comp-13: ``stock``) and
        says what each holds in its ``_place_hidden``. The caller keeps the cards
        conserved. The copy has no past: its history and decks are empty (``undo``
        raises ``IndexError``), it keeps only the last events ``viewer`` may see, and its
        ``seed`` (default 0) makes its later deals new ones.

        >>> import cardlab
        >>> g = cardlab.new_game("comrade", players=3, seed=7)
        >>> s = g.with_hidden({"hands": {1: g.hands[2], 2: g.hands[1]}}, viewer=0)
        >>> s.view(0) == g.view(0), s.view(1)["seats"][1]["hand"] == g.view(2)["seats"][2]["hand"]
        (True, True)
        >>> s.history, s.seed
        ((), 0)
        """
        out = _copy.copy(self)
        past = ("_history", "_decks_used", "_given_decks", "_legal_cache", "_events")
        out.__dict__ = _copy.deepcopy({k: v for k, v in self.__dict__.items() if k not in past})
        out.seed = 0 if seed is None else int(seed)
        out._history, out._decks_used, out._given_decks = [], [], []
        out._legal_cache = {}
        out._events = [e for e in self._events if e.visible_to(viewer, False)]
        rest = dict(hidden)
        out._place_hidden(rest)
        if rest:
            raise SetupError("core.no_hidden_zone", game=self.name, zones=", ".join(sorted(rest)))
        return out

    def _place_hidden(self, hidden: dict[str, Any]) -> None:
        """Hook of :meth:`with_hidden`: take the game's keys out of ``hidden`` and put
        their cards in place. The base takes ``hands`` (each sorted by ``rank_order``)."""
        from cardlab.cards import sort_cards

        for seat, cards in hidden.pop("hands", {}).items():
            self.hands[seat] = sort_cards(cards, self.rank_order)  # type: ignore[attr-defined]

    def _place_zones(self, hidden: dict[str, Any], whole: Sequence[str] = (),
                     by_seat: Sequence[str] = ()) -> None:
        """For a game's :meth:`_place_hidden`: the ``hands`` (the base's), then each
        zone of ``whole`` replaced by a list (or a dict) and, for each zone of
        ``by_seat`` (a list per seat), the given seats' entries."""
        Game._place_hidden(self, hidden)
        for name in whole:
            if name in hidden:
                value = hidden.pop(name)
                setattr(self, name, dict(value) if isinstance(value, Mapping) else list(value))
        for name in by_seat:
            zone = getattr(self, name)
            for seat, value in hidden.pop(name, {}).items():
                zone[seat] = value

    def _check_seat(self, seat: Any) -> int:
        if type(seat) is int and 0 <= seat < self.players:  # the common case, quickly
            return seat
        try:
            s = operator.index(seat)
        except TypeError:
            s = -1
        if isinstance(seat, bool) or not 0 <= s < self.players:
            raise SetupError("core.seat_number", last=self.players - 1, seat=brief(seat))
        return s

    # ----------------------------------------------------------------- fingerprint

    _NOT_STATE: ClassVar[frozenset[str]] = frozenset({"_legal_cache", "_given_decks",
                                                       "_history"})
    """Attributes that are not part of the game's state: caches, and the decks to deal
    again after an undo (equal games may differ there). A game adds its own caches.
    (``_history`` is in the fingerprint, read apart.)"""
    STATE_SHAPES: ClassVar[Mapping[str, str]] = {}
    """The shapes of the game's attributes, by a name of :data:`SHAPES`, so that
    :meth:`state_key` copies them quicker than by walking them: ``{"hands": "rows",
    "stock": "list", "deal_number": "value"}``; an attribute not named here is walked
    (:func:`freeze`). The conformance suite checks that each declared shape still sees
    every change."""

    def state_key(self) -> tuple[Any, ...]:
        """An exact fingerprint of everything that can change in the game: a tuple,
        equal (``==``) for equal games (after an undo, a copy, a replayed record) and
        different as soon as anything a view, the record or a later action reads has
        changed, including what no view shows (the order of the stock). It is how a
        caller checks that a refused action changed nothing.

        It takes every attribute of the game (less :data:`_NOT_STATE`) by the shape
        :data:`STATE_SHAPES` declares (copied into tuples, or kept as it is when it is a
        value never changed in place) or else walks it (:func:`freeze`). A key is cheap
        (a few µs) but holds references to such values: compare keys, do not hash them.

        >>> import cardlab
        >>> g = cardlab.new_game("comrade", players=3, seed=2)
        >>> key = g.state_key(); _ = g.play("pass")
        >>> g.state_key() == key
        False
        >>> _ = g.undo(); g.state_key() == key == g.copy().state_key()
        True
        """
        d = self.__dict__
        key: list[Any] = [tuple(self._history)]
        try:  # every attribute set: each shape's values at once (values are kept as they are)
            for values, copy in self._key_getters:
                key += values(d) if copy is None else map(copy, values(d))
        except KeyError:  # one not set (yet): None in its place
            key = [tuple(self._history), *map(d.get, self._values)]
            for names, copy in self._copiers:
                key += [copy(d[k]) if k in d else None for k in names]
        if not self._shapes.keys() >= d.keys():  # an attribute no shape names: walk it
            key += [(k, freeze(v)) for k, v in d.items() if k not in self._shapes]
        return tuple(key)

    # ----------------------------------------------------------------- views

    def view(self, seat: int | None = None, *, reveal: bool = False) -> dict[str, Any]:
        """What ``seat`` may know, JSON-ready (``None``: a spectator).

        ``reveal=True`` shows everything (teacher mode). The shape is the same for every
        game: ``game, phase, viewer, players, to_move, dealer, seats, table, legal,
        events, outcome, reveal``.
        """
        if seat is not None:
            seat = self._check_seat(seat)
        tm = self._to_move
        legal = [str(a) for a in self.legal_actions(seat)] if seat in tm else []
        return {
            "game": self.name,
            "phase": self._phase,
            "viewer": seat,
            "players": self.players,
            "to_move": list(tm),
            "dealer": self.dealer,
            "seats": [self._seat_view(i, seat, reveal) for i in range(self.players)],
            "table": self._table_view(seat, reveal),
            "legal": legal,
            "events": [e.to_json() for e in self._events if e.visible_to(seat, reveal)],
            "outcome": None if self._outcome is None else self._outcome.to_json(),
            "reveal": bool(reveal),
            "facts": self.facts(),
        }

    def _hand_view(
        self, seat: int, viewer: int | None, reveal: bool, hand: Sequence[Card]
    ) -> list[str] | int:
        """A hand as sorted card texts for its owner (or a teacher), else its size."""
        if reveal or seat == viewer:
            return sorted_texts(hand, self.rank_order)
        return len(hand)

    # ----------------------------------------------------------------- records

    def to_record(self) -> dict[str, Any]:
        """The game as a JSON-ready dict; :func:`from_record` replays it exactly."""
        return {
            "format": RECORD_FORMAT,
            "version": RECORD_VERSION,
            "game": self.name,
            "players": self.players,
            "seed": self.seed,
            "dealer": self._first_dealer,
            "options": {
                k: (o.to_json(self.options[k]) if o.to_json else self.options[k])
                for k, o in self.options_spec.items()
            },
            "decks": [[c.text for c in d] for d in self._decks_used],
            "actions": [[s, str(a)] for s, a in self._history],
        }

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return self.to_record() == other.to_record()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        state = "over" if self.is_over else f"phase={self._phase!r} to_move={self._to_move}"
        return (
            f"<cardlab {self.name} players={self.players} seed={self.seed} "
            f"{state} actions={len(self._history)}>"
        )

    def _repr_html_(self) -> str:
        from cardlab.render import view_html

        return view_html(self.view(reveal=False))
