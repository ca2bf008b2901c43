"""The Game contract shared by every cardlab game, the registry, events and records.

A game is an object that changes by :meth:`Game.play` and goes back by
:meth:`Game.undo`. It never hands out its full state: :meth:`Game.view` builds what
one seat may know (or a spectator, or a teacher with ``reveal=True``), in one JSON shape
for every game, so one table widget and every bot read all games the same way.

>>> import cardlab
>>> g = cardlab.new_game("comrade", players=3, seed=7)
>>> g.phase, g.to_move
('bid', (0,))
>>> events = g.play("pass")
>>> g.history[-1]
HistoryEntry(seat=0, action=Pass())
>>> g.undo()
HistoryEntry(seat=0, action=Pass())
>>> g == cardlab.from_record(g.to_record())
True

How a game is written (see ``cardlab/games/comrade/rules.py`` for a whole one): declare each
action class once (its ``word``, its ``parse`` and its ``hook``; :class:`PlayCard`,
:class:`Pass`, :class:`Draw`, :class:`NumberAction` and :class:`CardAction` cover most),
subclass :class:`Game`, set the class facts (``name``, ``title``, ``players_allowed``,
``cooperative``, ``simultaneous``, ``options_spec``…) and ``PHASES``, the actions each
phase allows. :class:`Game` reads text, checks the phase and dispatches; the game
implements ``_setup`` (deal; set ``_phase`` and ``_to_move``), ``_legal``,
``_wrong_phase`` (why an action is not for this phase), ``_<hook>_reason`` and
``_<hook>`` per action, ``_end_deal``, ``_seat_view`` and ``_table_view``. The game's
package registers it with its kit (:mod:`cardlab.kit`). Randomness comes only from
:meth:`Game.rng`; every deck is taken through :meth:`Game._next_deck`, so records replay
exactly.
"""

from __future__ import annotations

import copy as _copy
import dataclasses
import operator
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, NamedTuple

import numpy as np

from cardlab import dealcode
from cardlab.cards import ACE_HIGH, Card, check_deck, sorted_texts
from cardlab.errors import (
    IllegalActionError,
    InvalidActionError,
    InvalidCardError,
    RecordError,
    SetupError,
    brief,
)
from cardlab.messages import Event, Outcome
from cardlab.registry import GAMES, lookup

__all__ = [
    "GAMES",
    "Action",
    "CardAction",
    "Draw",
    "Event",
    "Game",
    "HistoryEntry",
    "NumberAction",
    "Option",
    "Outcome",
    "Pass",
    "PlayCard",
    "from_record",
    "new_game",
    "parse_card_action",
    "parse_number_action",
    "replay_record",
]

_NO_HANDLERS: dict[Any, Any] = {}
RECORD_FORMAT = "cardlab-record"
RECORD_VERSION = 1
MAX_ACTION_TEXT = 64


# --------------------------------------------------------------------------- actions


@dataclass(frozen=True, slots=True)
class Action:
    """Base of every action: a small frozen value whose ``str`` is its text notation.

    Each action class is declared once and carries its notation both ways: ``word`` (the
    first word of its text; ``""`` for a bare card), ``str(a)`` and :meth:`parse`; and
    ``hook``, the name of the game methods that handle it: ``_<hook>(seat, action)``
    carries it out, ``_<hook>_reason(seat, action)`` (optional) says why it is not
    allowed. ``message()`` gives the i18n key and values that describe it to a learner.
    """

    _key: ClassVar[str] = "action.generic"
    word: ClassVar[str] = ""
    hook: ClassVar[str] = ""
    card_from: ClassVar[str | None] = None
    """Where the card an action names (its ``card`` field) lies: ``"hand"`` or ``"table"``.

    A table widget uses it to put the action on the right card; ``None``: no card."""

    @classmethod
    def parse(cls, words: Sequence[str]) -> Action | None:
        """The action from its words (split; the word in any case), ``None`` when they do
        not fit. The default reads a lone word: ``["PASS"]`` → ``Pass()``.

        >>> Pass.parse(["PASS"]), Pass.parse(["pass", "2"])
        (Pass(), None)
        """
        if len(words) == 1 and words[0].lower() == cls.word:
            return cls()
        return None

    def message(self) -> Event:
        """The action as an i18n message (``key`` + ``values``)."""
        values: dict[str, Any] = {"text": str(self)}
        for f in dataclasses.fields(self):
            v = getattr(self, f.name)
            values[f.name] = v.text if isinstance(v, Card) else v
        return Event(self._key, values)

    def text(self, lang: str = "en") -> str:
        """The action described in words: ``"play ♠K"``, ``"♠Kを出す"``."""
        return self.message().text(lang)


@dataclass(frozen=True, slots=True)
class PlayCard(Action):
    """Play a card from hand (text: the card, ``"KS"``).

    >>> PlayCard(Card("KS")), str(PlayCard(Card("KS")))
    (PlayCard(card=Card('KS')), 'KS')
    """

    card: Card
    _key: ClassVar[str] = "action.play_card"
    hook: ClassVar[str] = "play_card"
    card_from: ClassVar[str | None] = "hand"

    def __str__(self) -> str:
        return self.card.text

    @classmethod
    def parse(cls, words: Sequence[str]) -> PlayCard | None:
        """A lone card of a suit: ``["ks"]`` → ``PlayCard(Card("KS"))``.

        >>> PlayCard.parse(["ks"]), PlayCard.parse(["JK"])
        (PlayCard(card=Card('KS')), None)
        """
        if len(words) != 1:
            return None
        card = Card(words[0])
        return cls(card) if card.suit is not None else None


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Pass (text ``"pass"``)."""

    _key: ClassVar[str] = "action.pass"
    word: ClassVar[str] = "pass"
    hook: ClassVar[str] = "pass"

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class Draw(Action):
    """Draw a card from the stock (text ``"draw"``)."""

    _key: ClassVar[str] = "action.draw"
    word: ClassVar[str] = "draw"
    hook: ClassVar[str] = "draw"

    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True, slots=True)
class NumberAction(Action):
    """An action of one word and a whole number (``"predict 3"``, ``"take 7"``).

    Subclasses set ``word`` and ``_key``; :func:`parse_number_action` reads them back.

    >>> class Bid(NumberAction):
    ...     word = "bid"
    >>> str(Bid(3)), Bid(3) == Bid(3)
    ('bid 3', True)
    """

    number: int

    def __str__(self) -> str:
        return f"{self.word} {self.number}"

    @classmethod
    def parse(cls, words: Sequence[str]) -> NumberAction | None:
        """``["bid", "3"]`` → ``Bid(3)`` (see :func:`parse_number_action`)."""
        return parse_number_action(words, {cls.word: cls})


@dataclass(frozen=True, slots=True)
class CardAction(Action):
    """An action of one word and a card (``"chest 5D"``, ``"give 10C"``).

    Subclasses set ``word`` and ``_key``; :func:`parse_card_action` reads them back.

    >>> class Give(CardAction):
    ...     word = "give"
    >>> Give(Card("10C")), str(Give(Card("10C")))
    (Give(card=Card('10C')), 'give 10C')
    """

    card: Card
    card_from: ClassVar[str | None] = "hand"

    def __str__(self) -> str:
        return f"{self.word} {self.card.text}"

    @classmethod
    def parse(cls, words: Sequence[str]) -> CardAction | None:
        """``["give", "10c"]`` → ``Give(Card("10C"))``: a card of a suit (not a joker)."""
        action = parse_card_action(words, {cls.word: cls})
        return action if action is not None and action.card.suit is not None else None


def parse_card_action(
    words: Sequence[str], classes: Mapping[str, type[CardAction]]
) -> CardAction | None:
    """``["give", "10c"]`` → ``classes["give"](Card("10C"))``; ``None`` when they do not fit.

    A word that fits with a text that is not a card raises ``InvalidCardError``.
    """
    if len(words) != 2:
        return None
    cls = classes.get(words[0].lower())
    return None if cls is None else cls(Card(words[1]))


def parse_number_action(
    words: Sequence[str], classes: Mapping[str, type[NumberAction]]
) -> NumberAction | None:
    """``["take", "7"]`` → ``classes["take"](7)``; ``None`` when the words do not fit.

    The number may carry a sign, so that a game can refuse ``"predict -1"`` with the
    rule it breaks rather than call it unreadable.

    >>> class Take(NumberAction):
    ...     word = "take"
    >>> parse_number_action(["TAKE", "7"], {"take": Take}), parse_number_action(["take"], {})
    (Take(number=7), None)
    """
    if len(words) != 2:
        return None
    cls = classes.get(words[0].lower())
    text = words[1].removeprefix("-").removeprefix("+")
    if cls is None or not text.isdigit() or not text.isascii() or len(text) > 3:
        return None
    return cls(int(words[1]))


class HistoryEntry(NamedTuple):
    """One action of the history and the seat that played it."""

    seat: int
    action: Action


# --------------------------------------------------------------------------- events


# Event and Outcome live in the leaf module cardlab.messages; core re-exports them.


# --------------------------------------------------------------------------- options and registry


@dataclass(frozen=True)
class Option:
    """A rule option: its default, a sentence of documentation, and a check.

    ``check(value)`` returns the value to use or raises ``ValueError`` with a sentence
    saying what is allowed. ``to_json``/``from_json`` convert values that are not JSON.
    """

    default: Any
    doc: str
    check: Callable[[Any], Any] | None = None
    to_json: Callable[[Any], Any] | None = None
    from_json: Callable[[Any], Any] | None = None

    def validate(self, name: str, value: Any) -> Any:
        """The checked value, or ``SetupError`` naming the option."""
        if self.check is None:
            return value
        try:
            return self.check(value)
        except (ValueError, TypeError) as e:
            raise SetupError(f"option {name}={brief(value)}: {e}") from None


def choice(*allowed: Any) -> Callable[[Any], Any]:
    """An option check accepting only the listed values.

    >>> choice("a", "b")("b")
    'b'
    """

    def check(value: Any) -> Any:
        if isinstance(value, bool) and not any(isinstance(a, bool) for a in allowed):
            raise ValueError(f"must be one of {', '.join(map(repr, allowed))}")
        if value not in allowed:
            raise ValueError(f"must be one of {', '.join(map(repr, allowed))}")
        return value

    return check


def int_range(lo: int, hi: int) -> Callable[[Any], int]:
    """An option check accepting whole numbers lo..hi.

    >>> int_range(1, 3)(2)
    2
    """

    def check(value: Any) -> int:
        if isinstance(value, bool) or not isinstance(value, int | np.integer):
            raise ValueError(f"must be a whole number from {lo} to {hi}")
        if not lo <= value <= hi:
            raise ValueError(f"must be a whole number from {lo} to {hi}")
        return int(value)

    return check


def boolean(value: Any) -> bool:
    """An option check accepting ``True``/``False``."""
    if not isinstance(value, bool | np.bool_):
        raise ValueError("must be True or False")
    return bool(value)


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
    """Base class of every game; see the module docstring for the contract."""

    name: ClassVar[str] = ""
    title: ClassVar[Mapping[str, str]] = {}
    players_allowed: ClassVar[tuple[int, ...]] = ()
    default_players: ClassVar[int] = 0
    options_spec: ClassVar[Mapping[str, Option]] = {}
    phases: ClassVar[tuple[str, ...]] = ()
    rank_order: ClassVar[Mapping[int, int]] = ACE_HIGH
    action_examples: ClassVar[str] = ""
    PHASES: ClassVar[Mapping[str, tuple[type[Action], ...]]] = {}
    """The actions each phase allows, in the order they are read from text:
    ``{"bid": (Take, Pass), "play": (PlayCard,)}``. :class:`Game` parses, checks the
    phase and dispatches by it (see :class:`Action`)."""
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
        """Read ``PHASES`` once: the action classes by first word, and their handlers."""
        super().__init_subclass__(**kwargs)
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
        cls._shapes = {**_CORE_SHAPES, **cls.STATE_SHAPES, **dict.fromkeys(cls._NOT_STATE, "")}
        by_shape: dict[str, list[str]] = {}
        for k, shape in cls._shapes.items():
            if shape:
                by_shape.setdefault(shape, []).append(k)
        cls._values = by_shape.pop("value", [])
        cls._copiers = [(names, SHAPES[shape]) for shape, names in by_shape.items()]
        cls._key_getters = [(_getter(cls._values), None)] + [
            (_getter(names), copy) for names, copy in cls._copiers]

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
            raise SetupError(
                f"{self.name} is played by {_or_list(allowed)} players, not {brief(players)}"
            )
        self.players = n = int(players)
        if seed is None:
            # below dealcode.SEEDS, so that the new deal has a code a teacher can say aloud
            seed = int(np.random.SeedSequence().entropy % dealcode.SEEDS)
        if isinstance(seed, bool) or not isinstance(seed, int | np.integer) or seed < 0:
            raise SetupError(f"seed must be a whole number ≥ 0 or None, not {brief(seed)}")
        self.seed = int(seed)
        if dealer is None:
            dealer = int(self.rng(0).integers(n))
        if isinstance(dealer, bool) or not isinstance(dealer, int | np.integer) or (
            not 0 <= dealer < n
        ):
            raise SetupError(
                f"dealer must be a seat from 0 to {n - 1} (or None), not {brief(dealer)}"
            )
        self._first_dealer = int(dealer)
        unknown = set(options) - set(self.options_spec)
        if unknown:
            known = ", ".join(sorted(self.options_spec)) or "none"
            names = [k if len(k) <= 30 and k.isprintable() else brief(k, 30)
                     for k in sorted(map(str, unknown))[:5]]
            raise SetupError(
                f"unknown option {', '.join(names)} for {self.name}; options: {known}"
            )
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
            what = "deck" if k == 0 else f"deck of deal {k + 1}"
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
        """Deal and set the first phase; return the events of the deal."""
        raise NotImplementedError

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
                raise SetupError(
                    f"several seats are to move ({', '.join(map(str, tm))}): name the seat"
                )
            seat = tm[0]
        else:
            seat = self._check_seat(seat)
        if seat not in self._to_move:
            return ()
        cached = self._legal_cache.get(seat)
        if cached is None:
            cached = self._legal_cache[seat] = tuple(self._legal(seat))
        return cached

    def parse_action(self, text: str | Action) -> Action:
        """Read an action from its text (``"KS"``, ``"take 2C"``, ``"pass"``…).

        Raises :class:`InvalidActionError` for text that is not an action of this game.
        """
        if isinstance(text, Action):
            return text
        if not isinstance(text, str):
            raise InvalidActionError(
                text, None, "core.not_text", {"type": type(text).__name__}
            )
        if len(text) > MAX_ACTION_TEXT:
            raise InvalidActionError(
                text[:20] + "…", None, "core.too_long", {"limit": MAX_ACTION_TEXT}
            )
        action = self._read(text.split())
        if action is None:
            raise InvalidActionError(
                text, None, "core.unreadable", {"text": text, "examples": self.action_examples}
            )
        return action

    def _read(self, words: list[str]) -> Action | None:
        """The first action class of ``PHASES`` (by its word, then bare cards) whose
        parser reads ``words``; ``None`` when none does."""
        if not words:
            return None
        readers = self._readers
        for cls in (*readers.get(words[0].lower(), ()), *readers.get("", ())):
            try:
                action = cls.parse(words)
            except (InvalidCardError, ValueError, IndexError):
                action = None
            if action is not None:
                return action
        return None

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

    def _apply(self, seat: int, action: Action) -> list[Event]:
        """Carry out a legal action by the game's ``_<hook>``; return what happened."""
        return self._handlers[self._phase][type(action)][0](self, seat, action)

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
        events = self._handlers[self._phase][type(action)][0](self, seat, action)  # _apply
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
            raise IndexError("there is no action to undo")
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
        """An independent copy of the game in its current state."""
        return _copy.deepcopy(self)

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
            raise SetupError(f"{self.name} has no hidden zone {', '.join(sorted(rest))}")
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
            raise SetupError(f"a seat is a number from 0 to {self.players - 1}, not {brief(seat)}")
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


_ATOMS: set[type] = {int, str, float, bool, type(None), Card}
"""Types :func:`freeze` keeps as they are (immutable); action classes join on sight."""
_FIELDS: dict[type, tuple[str, ...]] = {}


def freeze(x: Any) -> Any:
    """An immutable, hashable copy of ``x`` (lists and tuples become tuples, mappings
    tuples of items, sets frozensets, objects their type and attributes), for
    :meth:`Game.state_key`.

    >>> freeze([1, {"a": [Card("KS")]}, {2}])
    (1, (('a', (Card('KS'),)),), frozenset({2}))
    """
    t = type(x)
    if t in _ATOMS:
        return x
    if t is list or t is tuple:
        if _ATOMS.issuperset(map(type, x)):
            return tuple(x)
        return tuple(map(freeze, x))
    if t is dict or isinstance(x, Mapping):
        if _ATOMS.issuperset(map(type, x.values())):
            return tuple(x.items())
        return tuple([(k, freeze(v)) for k, v in x.items()])
    if isinstance(x, tuple):  # a named tuple (an event, an outcome)
        return (t, *map(freeze, x))
    if isinstance(x, set | frozenset):
        return frozenset(map(freeze, x))
    if isinstance(x, Action | np.generic):  # frozen values
        _ATOMS.add(t)
        return x
    own = getattr(x, "state_key", None)
    if own is not None:  # an object that says what its state is (a trick)
        return (t, own())
    names = _FIELDS.get(t)
    if names is None:
        names = _FIELDS[t] = _attribute_names(t)
    if not names and not hasattr(x, "__dict__"):
        raise TypeError(f"state_key cannot copy a {t.__name__}")
    got = tuple([freeze(getattr(x, n, None)) for n in names])
    return (t, got, freeze(vars(x))) if hasattr(x, "__dict__") else (t, got)


def same(x: Any) -> Any:
    """A shape (:data:`SHAPES`) for an attribute that holds an immutable value (a
    number, a text, a card, ``None``, a tuple of those).

    >>> same(3)
    3
    """
    return x


def freeze_rows(x: Sequence[Sequence[Any]]) -> tuple[tuple[Any, ...], ...]:
    """A shape (:data:`SHAPES`) for a list of lists of immutable values (hands).

    >>> freeze_rows([[Card("KS")], []])
    ((Card('KS'),), ())
    """
    return tuple(map(tuple, x))


def freeze_items(x: Mapping[Any, Any]) -> tuple[tuple[Any, Any], ...]:
    """A shape (:data:`SHAPES`) for a dict of immutable keys and values.

    >>> freeze_items({"A": 1})
    (('A', 1),)
    """
    return tuple(x.items())


def freeze_item_rows(x: Sequence[Mapping[Any, Any]]) -> tuple[tuple[Any, ...], ...]:
    """A shape (:data:`SHAPES`) for a list of dicts of immutable keys and values.

    >>> freeze_item_rows([{"S": 3}, {}])
    ((('S', 3),), ())
    """
    return tuple([tuple(d.items()) for d in x])


def freeze_groups(x: Mapping[Any, Sequence[Any]]) -> tuple[tuple[Any, Any], ...]:
    """A shape (:data:`SHAPES`) for a dict of lists of immutable values (fields of cards).

    >>> freeze_groups({"A": [Card("KS")]})
    (('A', (Card('KS'),)),)
    """
    return tuple([(k, tuple(v)) for k, v in x.items()])


SHAPES: dict[str, Callable[[Any], Any]] = {
    "value": same, "list": tuple, "rows": freeze_rows, "items": freeze_items,
    "item_rows": freeze_item_rows, "groups": freeze_groups,
    "own": operator.methodcaller("state_key"), "walk": freeze,
}
"""The shapes a game may declare in :data:`Game.STATE_SHAPES`: ``value`` (a number, a
text, a card, ``None``, a tuple of those, or a dict or list made once and then only read),
``list`` (a list of such values), ``rows`` (a list of such lists: hands), ``items`` (a
dict of such values), ``item_rows`` (a list of such dicts), ``groups`` (a dict of such
lists), ``own`` (an object with its own ``state_key()``: a trick), ``walk`` (anything:
:func:`freeze`).

A ``value`` is kept, not copied: it must never change in place once made (the
conformance suite checks that an old key still equals a copy made when it was taken)."""

_CORE_SHAPES: dict[str, str] = {
    "players": "value", "seed": "value", "_first_dealer": "value", "dealer": "value",
    "options": "items", "_decks_used": "list", "_phase": "value", "_to_move": "value",
    "_events": "list", "_outcome": "value",
}
"""The shapes of the attributes every game has (:meth:`Game.state_key`): events and the
outcome are values (named tuples, never changed once made)."""


def _getter(names: Sequence[str]) -> Callable[[dict[str, Any]], tuple[Any, ...]]:
    """``d → (d[name] for each of names)``, as a tuple however many names there are."""
    if len(names) == 1:
        name = names[0]
        return lambda d: (d[name],)
    return operator.itemgetter(*names) if names else lambda d: ()


def _attribute_names(t: type) -> tuple[str, ...]:
    """Every ``__slots__`` name of ``t`` and its bases."""
    names: list[str] = []
    for base in t.__mro__:
        slots = base.__dict__.get("__slots__", ())
        names += [slots] if isinstance(slots, str) else [n for n in slots if n != "__dict__"]
    return tuple(dict.fromkeys(names))


def _or_list(items: Sequence[Any]) -> str:
    items = [str(i) for i in items]
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " or " + items[-1]


def from_record(record: Mapping[str, Any]) -> Game:
    """Rebuild a game from :meth:`Game.to_record`, replaying every action.

    A damaged or foreign record raises :class:`RecordError`; no half-built game escapes.

    >>> import cardlab
    >>> g = cardlab.new_game("comrade", players=3, seed=7); _ = g.play("take 4S")
    >>> from_record(g.to_record()) == g
    True
    """
    return deque(replay_record(record), maxlen=1)[0]  # the game after the last action


def replay_record(record: Mapping[str, Any]) -> Iterator[Game]:
    """Step through a record: yield the game as dealt, then after each action, checked
    as :func:`from_record` checks it (a damaged record raises :class:`RecordError` at the
    step where it goes wrong; whether the decks match the deals made is known only after
    the last action). It is one game, changed in place: copy a step to keep it.

    >>> import cardlab
    >>> g = cardlab.new_game("comrade", players=3, seed=7)
    >>> for a in ("take 4S", "take 4C"): _ = g.play(a)
    >>> [len(step.history) for step in replay_record(g.to_record())]
    [0, 1, 2]
    """
    game, actions, decks = _record_start(record)
    yield game
    for i, (seat, text) in enumerate(actions):
        try:
            game.play(text, seat)
        except (IllegalActionError, InvalidActionError) as e:
            what = f"action {i + 1} ({brief(text)} by seat {brief(seat)})"
            err = RecordError(f"{what} fails: {e}")
            err.step = i + 1  # type: ignore[attr-defined]  (cardlab.records words it)
            raise err from e
        except (SetupError, ValueError, TypeError, KeyError) as e:
            raise RecordError(f"damaged record: {e}") from e
        yield game
    if [[c.text for c in d] for d in game._decks_used] != decks:
        raise RecordError("record decks do not match the deals the game made")


def _record_start(record: Mapping[str, Any]) -> tuple[Game, list[Any], list[list[str]]]:
    """The checks of a record's shape, and its game as dealt (no action played)."""
    if not isinstance(record, Mapping):
        raise RecordError(f"a record is a dict, not {type(record).__name__}")
    if record.get("format") != RECORD_FORMAT:
        raise RecordError(f"not a cardlab record (format must be {RECORD_FORMAT!r})")
    if record.get("version") != RECORD_VERSION:
        raise RecordError(f"record version {brief(record.get('version'))} is not supported")
    missing = [
        k for k in ("game", "players", "seed", "dealer", "options", "decks", "actions")
        if k not in record
    ]
    if missing:
        raise RecordError(f"record lacks {', '.join(missing)}")
    name = record["game"]
    if not isinstance(name, str) or name not in GAMES:
        raise RecordError(f"record of an unknown game {brief(name)}")
    spec = GAMES[name]
    options, decks, actions = record["options"], record["decks"], record["actions"]
    if not isinstance(options, Mapping):
        raise RecordError("record options must be a dict")
    if not isinstance(decks, list) or not all(
        isinstance(d, list) and all(isinstance(c, str) for c in d) for d in decks
    ):
        raise RecordError("record decks must be lists of card texts")
    if not isinstance(actions, list) or not all(
        isinstance(a, list | tuple) and len(a) == 2 and type(a[0]) is int and isinstance(a[1], str)
        for a in actions
    ):  # a seat is named: null would be read as "the seat to move"
        raise RecordError("record actions must be [seat, text] pairs")
    try:
        opts = {}
        for k, v in options.items():
            o = spec.options.get(k)
            opts[k] = o.from_json(v) if (o is not None and o.from_json) else v
        game = spec.cls.__new__(spec.cls)
        game._configure(record["players"], record["seed"], record["dealer"], opts, decks)
        game._restart()
    except (SetupError, ValueError, TypeError, KeyError) as e:
        raise RecordError(f"damaged record: {e}") from e
    return game, actions, decks
