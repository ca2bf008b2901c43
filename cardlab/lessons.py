"""Engine-checked exercises and narration for the lesson notebooks.

A lesson asks a short question about a position ("which cards may seat 1 play now?",
"what is the bid total after this take?"). The answer is never written into the
notebook: an :class:`Exercise` asks the engine, on a copy of the game, and compares.
Feedback comes at once, in Japanese or English, with the reason the engine gives.

Two ways to answer, so that a notebook works with and without a live kernel front end:

- ``ex.widget()`` shows buttons or a text box whose handler checks the answer
  (ipywidgets, built in :mod:`cardlab.ui.quiz`; this module imports no widget code);
- a plain cell ``answer = ...`` followed by ``ex.check(answer)``; an empty answer
  (``None``) only says how to answer, so the cell runs under nbval as stored.

>>> import cardlab
>>> from cardlab.cards import stack_deck
>>> g = cardlab.new_game("comrade", players=3, seed=1)
>>> ex = Exercise.value_after(g, "take 3S", bid_total, "lesson.comrade.total_after", lang="en")
>>> ex.question
'seat 0: take the bid card ♠3. What is the bid total then?'
>>> ex.check(None).status
'empty'
>>> ex.check("3").correct, ex.check(4).correct
(True, False)
>>> print(ex.check(4))
Not yet: your answer is 4. seat 0 takes ♠3: spade bid 3; bids total 3 of 12
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple
from urllib.parse import parse_qs

from cardlab.cards import Card, sort_cards
from cardlab.core import GAMES, Action, Event, Game, NumberAction, PlayCard
from cardlab.errors import CardlabError, IllegalActionError
from cardlab.i18n import LANGS, t

__all__ = [
    "Exercise",
    "Feedback",
    "Narration",
    "bid_total",
    "check",
    "dashboard_settings",
    "narrate",
    "run",
]

KINDS = ("cards", "number", "text")


# --------------------------------------------------------------------------- feedback


class Feedback(NamedTuple):
    """The verdict on one answer: ``status`` is correct / wrong / empty / unreadable.

    Shows itself in a notebook (``_repr_html_``) as one coloured line.
    """

    status: str
    text: str

    @property
    def correct(self) -> bool:
        """True only for a right answer."""
        return self.status == "correct"

    def __str__(self) -> str:
        return self.text

    def _repr_html_(self) -> str:
        mark = {"correct": "✔", "wrong": "✘"}.get(self.status, "…")
        return (
            f'<div class="cardlab-feedback cardlab-feedback-{self.status}">'
            f"{mark} {html.escape(self.text)}</div>"
        )


def _lang(lang: str) -> str:
    return lang if lang in LANGS else "en"


def _explain(explanation: Any, lang: str) -> str:
    """An explanation given as text, a {lang: text} map, an Event or a list of them."""
    if explanation is None:
        return ""
    if isinstance(explanation, str):
        return explanation
    if isinstance(explanation, Event):
        return explanation.text(lang)
    if isinstance(explanation, Mapping):
        return str(explanation.get(lang, explanation.get("en", "")))
    return " ".join(_explain(e, lang) for e in explanation)


def _normalise(answer: Any, kind: str) -> Any:
    """The answer in comparable form; ``ValueError`` when it cannot be read."""
    if kind == "cards":
        items = answer.replace(",", " ").split() if isinstance(answer, str) else list(answer)
        return frozenset(Card(x).text for x in items)
    if kind == "number":
        if isinstance(answer, bool):
            raise ValueError(answer)
        if isinstance(answer, str):
            answer = answer.strip()
        value = float(answer)
        if not value.is_integer():
            raise ValueError(answer)
        return int(value)
    return " ".join(str(answer).split()).lower()


def _shown(value: Any, kind: str) -> str:
    if kind == "cards":
        return t("lesson.cards", "en", cards=sort_cards(Card(c) for c in value)) if value else "—"
    return str(value)


def check(
    answer: Any, expected: Any, explanation: Any = None, lang: str = "en", kind: str = "number"
) -> Feedback:
    """Compare ``answer`` with ``expected`` and say why, in ``lang``.

    ``kind`` is ``"cards"`` (any order, ``"QH 5H"``, ``["♥Q", "5h"]``), ``"number"`` or
    ``"text"``. ``explanation`` (text, ``{lang: text}``, an Event or a list of Events)
    follows the verdict either way, so a right guess also learns the reason.

    >>> check(["5h", "♥Q"], ["QH", "5H"], {"en": "you must follow hearts"}, kind="cards").text
    'Right! you must follow hearts'
    >>> check("12", 10, lang="ja").status, check("twelve", 10).status, check(None, 10).status
    ('wrong', 'unreadable', 'empty')
    """
    lang = _lang(lang)
    if kind not in KINDS:
        raise ValueError(f"kind must be one of {', '.join(KINDS)}, not {kind!r}")
    why = _explain(explanation, lang)
    if answer is None or answer is Ellipsis or (isinstance(answer, str) and not answer.strip()):
        return Feedback("empty", t("lesson.empty", lang))
    try:
        given = _normalise(answer, kind)
    except (CardlabError, ValueError, TypeError):
        return Feedback("unreadable", t(f"lesson.unreadable_{kind}", lang, answer=str(answer)))
    want = _normalise(expected, kind)
    if given == want:
        return Feedback("correct", _join(t("lesson.correct", lang), why))
    if kind == "cards":
        parts = [t("lesson.wrong", lang, answer=_shown(given, kind))]
        extra, missing = given - want, want - given
        if extra:
            parts.append(t("lesson.extra", lang, cards=sort_cards(Card(c) for c in extra)))
        if missing:
            parts.append(t("lesson.missing", lang, cards=sort_cards(Card(c) for c in missing)))
        return Feedback("wrong", _join(" ".join(parts), why))
    return Feedback("wrong", _join(t("lesson.wrong", lang, answer=_shown(given, kind)), why))


def _join(head: str, tail: str) -> str:
    return f"{head} {tail}" if tail else head


# --------------------------------------------------------------------------- exercises


@dataclass
class Exercise:
    """A question about a position whose answer the engine computed.

    ``question`` is an i18n key (with ``values``); ``expected`` the engine's answer;
    ``explanation`` what the engine says about it (Events, or ``{lang: text}``);
    ``choices`` the options a widget offers as buttons (cards of a hand), if any.
    """

    question_key: str
    expected: Any
    kind: str = "number"
    values: dict[str, Any] = field(default_factory=dict)
    explanation: Any = None
    choices: tuple[str, ...] = ()
    lang: str = "en"
    notes: dict[str, Any] = field(default_factory=dict)

    @property
    def question(self) -> str:
        """The question in the exercise's language."""
        return t(self.question_key, self.lang, **self.values)

    def check(self, answer: Any) -> Feedback:
        """Feedback on ``answer`` in the exercise's language (see :func:`check`).

        With ``notes["allowed"]`` (the answers that make sense, e.g. the seats), anything
        else is ``"unreadable"`` with one sentence naming what may be answered.
        """
        feedback = check(answer, self.expected, self.explanation, self.lang, self.kind)
        if feedback.status in ("wrong", "unreadable") and "allowed" in self.notes:
            outside = self._outside(answer)
            if outside is not None:
                return outside
        if feedback.status == "wrong" and self.kind == "cards":
            reasons = self._card_reasons(_normalise(answer, "cards"))
            if reasons:
                feedback = Feedback("wrong", f"{feedback.text} {reasons}")
        return feedback

    def _card_reasons(self, given: frozenset[str]) -> str:
        """The engine's reason for each card answered that may not be played."""
        reasons: dict[str, str] = self.notes.get("reasons", {})
        return " ".join(
            f"{t('lesson.card_reason', self.lang, card=c)} {reasons[c][self.lang]}"
            for c in sorted(given)
            if c in reasons
        )

    def _outside(self, answer: Any) -> Feedback | None:
        """An "unreadable" verdict for the first part of ``answer`` not among the allowed."""
        allowed = [str(a) for a in self.notes["allowed"]]
        parts: list[Any] = [answer]
        if self.kind == "cards" and isinstance(answer, str):
            parts = answer.replace(",", " ").split()
        elif self.kind == "cards" and isinstance(answer, Iterable):
            parts = list(answer)
        for part in parts:
            try:
                given = Card(str(part)).text if self.kind == "cards" else str(
                    _normalise(part, self.kind))
            except (CardlabError, ValueError, TypeError):
                given = None
            if given not in allowed:
                return Feedback("unreadable", _not_an_answer(str(part), allowed, self.lang))
        return None

    def widget(self) -> Any:
        """Buttons or a text box that check the answer at once (needs ipywidgets)."""
        from cardlab.ui.quiz import Quiz

        return Quiz(self)

    def _repr_html_(self) -> str:
        return f'<div class="cardlab-question"><b>{html.escape(self.question)}</b></div>'

    def __repr__(self) -> str:
        return f"<Exercise {self.question!r}>"

    # ------------------------------------------------------------- builders

    @classmethod
    def legal_cards(cls, game: Game, seat: int, lang: str = "en") -> Exercise:
        """"Which cards may ``seat`` play now?" — the engine's legal cards are the answer.

        The explanation is the engine's: every card of the hand that may not be played
        is tried on a copy of the game, and its ``IllegalActionError`` reason is kept.

        >>> import cardlab
        >>> from cardlab.cards import stack_deck
        >>> g = cardlab.new_game("comrade", players=3, seed=7)
        >>> _ = run(g, ["take 4S", "take 4H", "take 4D"])
        >>> ex = Exercise.legal_cards(g, seat=0)
        >>> ex.check(g.view(0)["seats"][0]["hand"]).correct
        True
        """
        if seat not in game.to_move:
            raise ValueError(f"seat {seat} is not to move, so it may play nothing now")
        hand = game.view(seat)["seats"][seat]["hand"]
        legal = [str(a) for a in game.legal_actions(seat) if isinstance(a, PlayCard)]
        reasons: dict[str, dict[str, str]] = {}
        for c in hand:
            if c in legal or c in reasons:
                continue
            try:
                game.copy().play(c, seat)
            except IllegalActionError as e:
                reasons[c] = {lang_: e.text(lang_) for lang_ in LANGS}
        trick = game.view(seat)["table"].get("trick") or []
        if not trick:
            explanation = Event("lesson.why.lead", {"seat": seat})
        elif len(legal) == len(set(hand)):
            explanation = Event(
                "lesson.why.void", {"seat": seat, "suit": Card(trick[0][1]).suit}
            )
        else:
            explanation = Event(
                "lesson.why.follow", {"seat": seat, "suit": Card(trick[0][1]).suit}
            )
        return cls(
            "lesson.q.legal_cards",
            tuple(legal),
            kind="cards",
            values={"seat": seat},
            explanation=explanation,
            choices=tuple(dict.fromkeys(hand)),
            lang=_lang(lang),
            notes={"reasons": reasons},
        )

    @classmethod
    def value_after(
        cls,
        game: Game,
        action: str | Action,
        read: Callable[[dict[str, Any]], Any],
        question: str,
        lang: str = "en",
        seat: int | None = None,
    ) -> Exercise:
        """"What is … after this action?" — ``read`` takes the spectator view after it.

        The action is played on a copy (the game shown stays as it is); the events of
        the action are the explanation. ``question`` is an i18n key that may use the
        fields ``seat`` and ``action`` (the action in words).
        """
        after = game.copy()
        if seat is None:
            seat = after.to_move[0]
        parsed = after.parse_action(action)
        events = after.play(parsed, seat)
        return cls(
            question,
            read(after.view(None)),
            kind="number",
            values={"seat": seat, "action": parsed.text(_lang(lang))},
            explanation=[e for e in events if e.to is None],
            lang=_lang(lang),
        )

    # ------------------------------------------------ builders: numbers (Trumps lesson)

    @classmethod
    def legal_numbers(
        cls,
        game: Game,
        seat: int,
        question: str,
        lang: str = "en",
        attempt: str = "single {number}",
    ) -> Exercise:
        """"Which numbers may ``seat`` play now?" for actions that carry a number.

        The answer is the numbers of the seat's legal :class:`~cardlab.core.NumberAction`
        values (Pairs cards are written as their numbers: ``"4 7 10"``). For every number
        held that is not legal, ``attempt`` (an action text with ``{number}``) is tried on
        a copy, and the engine's reason is the explanation. Only the numbers 1–10 can
        be answered; anything else gets one sentence saying so.

        >>> import cardlab
        >>> g = cardlab.new_game("trumps", players=3, seed=1)
        >>> while g.phase == "start":  # everyone shows their lowest card for the start
        ...     for seat in g.to_move:
        ...         _ = g.play(g.legal_actions(seat)[0], seat)
        >>> ex = Exercise.legal_numbers(g, g.to_move[0], "lesson.trumps.q.reveal")
        >>> g.phase, ex.check(list(ex.expected)).correct, ex.check("11").status
        ('reveal', True, 'unreadable')
        """
        if seat not in game.to_move:
            raise ValueError(f"seat {seat} is not to move, so it may play nothing now")
        held = sorted({Card(c).rank for c in game.view(seat)["seats"][seat]["hand"]})
        legal = sorted({a.number for a in game.legal_actions(seat) if isinstance(a, NumberAction)})
        reasons: list[dict[str, str]] = []
        for x in held:
            if x in legal:
                continue
            try:
                game.copy().play(attempt.format(number=x), seat)
            except IllegalActionError as e:
                reasons.append({lang_: e.text(lang_) for lang_ in LANGS})
        return cls(
            question,
            tuple(str(x) for x in legal),
            kind="cards",
            values={"seat": seat},
            explanation=_sentences(reasons),
            choices=tuple(str(x) for x in held),
            lang=_lang(lang),
            notes={"allowed": tuple(str(x) for x in range(1, 11))},
        )

    @classmethod
    def number_after(
        cls,
        game: Game,
        actions: Sequence[str | Action],
        read: Callable[[dict[str, Any]], Any],
        question: str,
        lang: str = "en",
        *,
        allowed: Iterable[int] | None = None,
        explain: Callable[[dict[str, Any]], Any] | None = None,
        **values: Any,
    ) -> Exercise:
        """"What is … after these actions?" — a whole number ``read`` from the view after.

        ``actions`` (each by the seat to move) are played on a copy; the game shown stays
        as it is. The explanation is ``explain(view)`` (an Event, a list of them, or
        ``{lang: text}``), else the public events of the actions, one sentence each.
        ``allowed`` lists the answers that make sense (e.g. the seats); anything else
        is answered with one sentence naming them. ``values`` fill the question.

        >>> import cardlab
        >>> g = cardlab.new_game("comrade", players=3, seed=1)
        >>> ex = Exercise.number_after(g, ["take 3S", "take 2H"], bid_total,
        ...                            "lesson.comrade.total_after", seat=1, action="…")
        >>> ex.expected, ex.check(5).correct, ex.check(-1).status
        (5, True, 'wrong')
        >>> print(ex.explanation["en"])  # doctest: +NORMALIZE_WHITESPACE
        Seat 0 takes ♠3: spade bid 3; bids total 3 of 12.
        Seat 1 takes ♥2: heart bid 2; bids total 5 of 12.
        """
        after = game.copy()
        events = run(after, actions)
        view = after.view(None)
        if explain is not None:
            explanation = explain(view)
        else:
            explanation = _sentences(
                {lang_: e.text(lang_) for lang_ in LANGS} for e in events if e.to is None)
        notes = {} if allowed is None else {"allowed": tuple(allowed)}
        return cls(
            question, int(read(view)), kind="number", values=values,
            explanation=explanation, lang=_lang(lang), notes=notes,
        )


def _not_an_answer(answer: str, allowed: Sequence[str], lang: str) -> str:
    """One sentence: ``answer`` is none of ``allowed`` (a long run of numbers as a range).

    >>> _not_an_answer("11", [str(x) for x in range(1, 11)], "en")
    '“11” is not a possible answer here: answer with a whole number from 1 to 10.'
    >>> _not_an_answer("x", ["0", "1", "2"], "en")
    '“x” is not a possible answer here: answer with 0, 1, 2.'
    """
    numbers = [int(a) for a in allowed if a.lstrip("-").isdigit()]
    if len(numbers) == len(allowed) > 3 and numbers == list(range(numbers[0], numbers[-1] + 1)):
        return t("lesson.not_in_range", lang, answer=answer, low=numbers[0], high=numbers[-1])
    return t("lesson.not_an_answer", lang, answer=answer, allowed=allowed)


def _sentences(texts: Iterable[Mapping[str, str]]) -> dict[str, str] | None:
    """Texts ``{lang: text}`` joined as sentences in each language (``None`` if none).

    >>> _sentences([{"en": "a pair", "ja": "ペア"}, {"en": "done.", "ja": "終わり。"}])
    {'en': 'A pair. Done.', 'ja': 'ペア。終わり。'}
    """
    items = list(texts)
    if not items:
        return None
    out = {}
    for lang in LANGS:
        stop = "。" if lang == "ja" else "."
        parts = [x[lang].rstrip(".。") for x in items]
        out[lang] = " ".join(f"{p[:1].upper()}{p[1:]}{stop}" for p in parts)
        if lang == "ja":
            out[lang] = out[lang].replace("。 ", "。")
    return out


def bid_total(view: Mapping[str, Any]) -> int:
    """The bid total of a Comrade view (a ``read`` for :meth:`Exercise.value_after`)."""
    return int(view["table"]["bid_total"])


# --------------------------------------------------------------------------- narration


class Narration(list[str]):
    """Event sentences, one a line; shows itself as a list in a notebook."""

    def __repr__(self) -> str:
        return "\n".join(self)

    def _repr_html_(self) -> str:
        items = "".join(f"<li>{html.escape(s)}</li>" for s in self)
        return f'<ol class="cardlab-narration">{items}</ol>'


def narrate(events: Iterable[Event], lang: str = "en") -> Narration:
    """The public events as sentences in ``lang``.

    >>> import cardlab
    >>> g = cardlab.new_game("comrade", players=3, seed=7)
    >>> narrate(run(g, ["pass", "pass", "pass"]), "en")[-1]
    '3 players passed in a row: the bidding fails and everyone loses'
    """
    return Narration(e.text(_lang(lang)) for e in events if e.to is None)


def run(game: Game, actions: Sequence[str | Action]) -> list[Event]:
    """Play ``actions`` in order (each by the seat to move) and return all their events.

    An illegal action raises, as ``game.play`` would, after the legal ones before it.
    """
    events: list[Event] = []
    for a in actions:
        events.extend(game.play(a))
    return events


# --------------------------------------------------------------------------- dashboards


def dashboard_settings(game: str, query: str = "", **defaults: Any) -> dict[str, Any]:
    """Settings for a dashboard from a URL query (``?players=4&seed=7&lang=en&teacher=1``).

    ``delay`` sets the bots' delay in seconds (0 to 3; ``bot_delay`` of the table).

    Voilà hands the page's query string to the kernel (``QUERY_STRING``), so a teacher
    can share a link that opens the same deal for the whole class. Values that are not
    allowed are ignored (the default stays): a link never breaks the page.

    >>> dashboard_settings("comrade", "players=5&seed=42&lang=en&teacher=1&delay=0")
    {'players': 5, 'seed': 42, 'lang': 'en', 'teacher': True, 'bot_delay': 0.0}
    >>> dashboard_settings("comrade", "?players=9&seed=-1&lang=fr&teacher=maybe&delay=nan")
    {'players': 3, 'seed': None, 'lang': 'ja', 'teacher': False, 'bot_delay': 0.8}
    """
    spec = GAMES[game]
    out: dict[str, Any] = {
        "players": spec.default_players, "seed": None, "lang": "ja", "teacher": False,
        "bot_delay": 0.8,
    }
    out.update(defaults)
    q = {k: v[-1] for k, v in parse_qs(query.lstrip("?")).items()}
    if q.get("players", "").isdigit() and int(q["players"]) in spec.players:
        out["players"] = int(q["players"])
    if q.get("seed", "").isdigit() and int(q["seed"]) < 2**53:
        out["seed"] = int(q["seed"])
    if q.get("lang") in LANGS:
        out["lang"] = q["lang"]
    if q.get("teacher", "").lower() in ("1", "true", "yes", "on"):
        out["teacher"] = True
    try:
        delay = float(q.get("delay", "x"))
    except ValueError:
        delay = -1.0
    if 0.0 <= delay <= 3.0:
        out["bot_delay"] = delay
    return out
