"""Engine-checked exercises and narration for the lesson notebooks.

A lesson asks a short question about a position ("which cards may seat 1 play now?",
"what is the bid total after this take?"). The answer is never written into the
notebook: an :class:`Exercise` asks the engine, on a copy of the game, and compares.
Feedback comes at once, in Japanese or English: a right answer with the reason the
engine gives; a first wrong answer with a hint towards the rule (never the answer); a
second wrong answer, or a request (:meth:`Exercise.answer`), with the answer and why.

Two ways to answer, so that a notebook works with and without a live kernel front end:

- ``quiz(ex)`` (:func:`cardlab.ui.quiz`) shows buttons or a text box whose handler
  checks the answer (ipywidgets; this module imports no widget code);
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
>>> ex.check("3").correct
True
>>> print(ex.check(4))  # a first wrong answer: a hint towards the rule
... # doctest: +ELLIPSIS, +NORMALIZE_WHITESPACE
Not yet: your answer is 4. The total adds up every player's bids as they stand: ...
Try once more: the answer is shown after a second try, or when you ask for it.
>>> print(ex.check(5))  # a second wrong answer: the answer and why
Not yet: your answer is 5. The answer is 3. Seat 0 takes ♠3: spade bid 3; bids total 3 of 12.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple
from urllib.parse import parse_qs

from cardlab import dealcode
from cardlab.cards import Card, sort_cards
from cardlab.core import GAMES, Action, Event, Game, NumberAction, PlayCard
from cardlab.errors import CardlabError, IllegalActionError
from cardlab.glossary import TERMS
from cardlab.i18n import LANGS, sentences, t
from cardlab.links import lesson_href  # moved to cardlab.links; imported from here too

__all__ = [
    "Exercise",
    "Feedback",
    "Lesson",
    "LessonPartError",
    "Narration",
    "ReadingTime",
    "RuleBox",
    "bid_total",
    "check",
    "dashboard_settings",
    "lesson_href",
    "lesson_of",
    "narrate",
    "read_link",
    "reading_time",
    "refusal",
    "rule_html",
    "run",
]

KINDS = ("cards", "number", "text")


# --------------------------------------------------------------------------- feedback


class Feedback(NamedTuple):
    """The verdict on one answer: ``status`` is correct / wrong / empty / unreadable, or
    ``answer`` (the answer shown on request).

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
        mark = {"correct": "✔", "wrong": "✘", "answer": "→"}.get(self.status, "…")
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
    return sentences([_explain(e, lang) for e in explanation], lang)


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
    answer: Any, expected: Any, explanation: Any = None, lang: str = "en", kind: str = "number",
    words: tuple[str, str] = ("lesson.not_part", "lesson.left_out"),
) -> Feedback:
    """Compare ``answer`` with ``expected`` and say why, in ``lang``.

    ``kind`` is ``"cards"`` (any order, ``"QH 5H"``, ``["♥Q", "5h"]``), ``"number"`` or
    ``"text"``. ``explanation`` (text, ``{lang: text}``, an Event or a list of Events)
    follows the verdict either way, so a right guess also learns the reason. ``words``
    are the keys of the sentences for cards answered too many and left out.

    >>> check(["5h", "♥Q"], ["QH", "5H"], {"en": "you must follow hearts"}, kind="cards").text
    'Right! You must follow hearts.'
    >>> check("12", 10, lang="ja").status, check("twelve", 10).status, check(None, 10).status
    ('wrong', 'unreadable', 'empty')
    """
    lang = _lang(lang)
    if kind not in KINDS:
        raise ValueError(f"kind must be one of {', '.join(KINDS)}, not {kind!r}")
    why = _explain(explanation, lang)
    if _empty(answer):
        return Feedback("empty", t("lesson.empty", lang))
    try:
        given = _normalise(answer, kind)
    except (CardlabError, ValueError, TypeError):
        return Feedback("unreadable", t(f"lesson.unreadable_{kind}", lang, answer=str(answer)))
    want = _normalise(expected, kind)
    if given == want:
        return Feedback("correct", _join([t("lesson.correct", lang), why], lang))
    parts = [t("lesson.wrong", lang, answer=_shown(given, kind))]
    if kind == "cards":
        extra, missing = given - want, want - given
        if extra:
            parts.append(t(words[0], lang, cards=sort_cards(Card(c) for c in extra)))
        if missing:
            parts.append(t(words[1], lang, cards=sort_cards(Card(c) for c in missing)))
    return Feedback("wrong", _join([*parts, why], lang))


def _join(parts: Iterable[str], lang: str) -> str:
    """Texts as separate sentences (a text already ending in ! or ? keeps its mark).

    >>> _join(["Right!", "you must follow hearts"], "en")
    'Right! You must follow hearts.'
    """
    out = []
    for p in (p.strip() for p in parts if p and p.strip()):
        out.append(p if p[-1] in "!?!?" else sentences([p], lang))
    return ("" if lang == "ja" else " ").join(out)


# --------------------------------------------------------------------------- exercises


@dataclass
class Exercise:
    """A question about a position whose answer the engine computed.

    ``question_key`` is an i18n key (with ``values``); ``expected`` the engine's answer;
    ``explanation`` what the engine says about it (Events, ``{lang: text}`` or text);
    ``choices`` the cards a widget offers as buttons, if any. ``options`` are the answers
    that make sense (the seats, the numbers 0 to 3, the words offered): anything else is
    not judged wrong but answered with one sentence naming them (status
    ``"unreadable"``); ``many`` lets an answer name several options. ``words`` are the
    sentences for cards answered too many and left out. ``hint`` (text, ``{lang: text}``
    or an Event) points a first wrong answer towards the rule; without it the question's
    own hint (i18n ``<question_key>.hint``) does.

    Show the exercise as an answer box with :func:`cardlab.ui.quiz`, or check a typed
    answer with :meth:`check`: a first wrong answer gets a hint, not the answer; a second
    (different) wrong answer, or :meth:`answer`, shows the answer and why.
    """

    question_key: str
    expected: Any
    kind: str = "number"
    values: dict[str, Any] = field(default_factory=dict)
    explanation: Any = None
    choices: tuple[str, ...] = ()
    lang: str = "en"
    notes: dict[str, Any] = field(default_factory=dict)
    options: tuple[str, ...] = ()
    many: bool = False
    words: tuple[str, str] = ("lesson.not_part", "lesson.left_out")
    hint: Any = None
    _wrong: set[Any] = field(default_factory=set, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"kind must be one of {', '.join(KINDS)}, not {self.kind!r}")
        self.lang = _lang(self.lang)
        self.options = tuple(str(o) for o in self.options)

    @property
    def question(self) -> str:
        """The question in the exercise's language."""
        return t(self.question_key, self.lang, **self.values)

    def check(self, answer: Any) -> Feedback:
        """Feedback on ``answer`` in the exercise's language.

        Right: "Right!" and why. Wrong the first time: what was answered, the rule each
        wrong card breaks and a hint towards the rule — not the answer. The same wrong
        answer once more: said so, the hint again, and what to do (another answer, or ask
        for the answer). Wrong again with another answer: the answer and why. Nothing yet
        (``None``): a calm line on how to answer. Something that is no answer at all: one
        sentence saying what is.

        >>> ex = Exercise.ask("lesson.q.legal_cards", "2", kind="number", values={"seat": 1},
        ...                   hint={"en": "count the cards of the suit led"})
        >>> print(ex.check(3))  # doctest: +NORMALIZE_WHITESPACE
        Not yet: your answer is 3. Count the cards of the suit led. Try once more: the answer
        is shown after a second try, or when you ask for it.
        >>> print(ex.check(3))  # doctest: +NORMALIZE_WHITESPACE
        You answered 3 before. Count the cards of the suit led. Try a different answer, or
        press “Show the answer” to see it and why.
        >>> print(ex.check(4))
        Not yet: your answer is 4. The answer is 2.
        >>> print(ex.check(None))
        When you are ready, write your answer after answer = and run this cell.
        """
        if _empty(answer):
            return Feedback("empty", t("lesson.empty", self.lang))
        if self.options:
            outside = self._outside(answer)
            if outside is not None:
                return outside
        if self.kind == "text" and self.options:
            verdict = self._check_options(answer)
        else:
            verdict = check(answer, self.expected, None, self.lang, self.kind, self.words)
        if verdict.status == "correct":
            return Feedback("correct", _join([verdict.text, self._why()], self.lang))
        if verdict.status != "wrong":
            return verdict
        key = self._key(answer)
        if key in self._wrong and len(self._wrong) == 1:  # the same wrong answer again
            return Feedback("wrong", self._same_again(answer))
        self._wrong.add(key)
        if len(self._wrong) >= 2:
            return Feedback("wrong", _join([verdict.text, self._the_answer(), self._why()],
                                           self.lang))
        return Feedback("wrong", self._hinted(answer))

    def answer(self) -> Feedback:
        """The answer and why (what a "show the answer" button shows); a whole number is
        written as one, even when the engine counted it as a float.

        >>> Exercise.ask("lesson.q.legal_cards", "2", kind="number", values={"seat": 1},
        ...              explanation={"en": "two hearts"}).answer().text
        'The answer is 2. Two hearts.'
        >>> Exercise.ask("lesson.q.legal_cards", 1.0, kind="number").answer().text
        'The answer is 1.'
        """
        return Feedback("answer", _join([self._the_answer(), self._why()], self.lang))

    def hint_text(self) -> str:
        """The hint towards the rule: ``hint`` when given, else the question's own hint
        (``<question_key>.hint``), else a general one."""
        if self.hint is not None:
            return _explain(self.hint, self.lang)
        try:
            return t(f"{self.question_key}.hint", self.lang, **self.values)
        except KeyError:
            return t("lesson.hint.generic", self.lang)

    def _why(self) -> str:
        return _explain(self.explanation, self.lang)

    def _the_answer(self) -> str:
        want = self.expected
        if self.kind == "cards":
            shown = _shown(_normalise(want, "cards"), "cards")
        elif self.kind == "number" and not isinstance(want, list | tuple | set | frozenset):
            shown = str(_normalise(want, "number"))  # a score of 1.0 is written 1
        elif isinstance(want, list | tuple | set | frozenset):
            shown = " ".join(str(w) for w in want)
        else:
            shown = str(want)
        return t("lesson.the_answer", self.lang, answer=shown)

    def _key(self, answer: Any) -> Any:
        """An answer in comparable form (two wrong tries are two different answers)."""
        try:
            if self.kind == "text" and self.options:
                return frozenset(str(w).strip().lower() for w in self._parts(answer))
            return _normalise(answer, self.kind)
        except (CardlabError, ValueError, TypeError):
            return str(answer)

    def _hinted(self, answer: Any) -> str:
        """A first wrong answer: what was answered, the rule each wrong pick breaks, a
        hint towards the rule and how the answer can be had — never the answer."""
        lang = self.lang
        parts: list[str] = []
        if self.kind == "cards":
            given, want = _normalise(answer, "cards"), _normalise(self.expected, "cards")
            parts += [t("lesson.wrong", lang, answer=_shown(given, "cards")),
                      self._card_reasons(given - want)]
            if want - given:
                parts.append(t("lesson.hint.missing", lang))
        else:
            parts.append(t("lesson.wrong", lang, answer=self._shown_answer(answer)))
        return _join([*parts, self.hint_text(), t("lesson.try_again", lang)], lang)

    def _same_again(self, answer: Any) -> str:
        """The wrong answer given once more: said so, with the hint and what to do next
        (a different answer, or "show the answer") — never the hint alone, unexplained."""
        shown = (_shown(_normalise(answer, "cards"), "cards") if self.kind == "cards"
                 else self._shown_answer(answer))
        return _join([t("lesson.same_again", self.lang, answer=shown), self.hint_text(),
                      t("lesson.try_other", self.lang)], self.lang)

    def _shown_answer(self, answer: Any) -> str:
        if self.kind == "text" and self.options:
            lower = {o.lower(): o for o in self.options}
            return " ".join(lower.get(str(w).strip().lower(), str(w)) for w in self._parts(answer))
        return _shown(_normalise(answer, self.kind), self.kind)

    def _parts(self, answer: Any) -> list[Any]:
        """The items of an answer that may name several things (cards, options)."""
        if isinstance(answer, str):
            return answer.replace(",", " ").split() if self.kind != "number" else [answer]
        if isinstance(answer, list | tuple | set | frozenset):
            return list(answer)
        return [answer]

    def _outside(self, answer: Any) -> Feedback | None:
        """One sentence for the first part of ``answer`` that is none of the options."""
        lower = {o.lower() for o in self.options}
        parts = self._parts(answer)
        if len(parts) > 1 and self.kind == "text" and not self.many:
            return Feedback("unreadable", _not_an_answer(str(answer), self.options, self.lang))
        for part in parts:
            try:
                given = (Card(str(part)).text if self.kind == "cards" else
                         str(_normalise(part, self.kind)))
            except (CardlabError, ValueError, TypeError):
                given = None
            if given is None or given.lower() not in lower:
                return Feedback("unreadable", _not_an_answer(str(part).strip(), self.options,
                                                             self.lang))
        return None

    def _check_options(self, answer: Any) -> Feedback:
        """A text answer naming one option (several with ``many``), in any case."""
        lower = {o.lower(): o for o in self.options}
        given = {lower[str(w).strip().lower()] for w in self._parts(answer)}
        want = self.expected if isinstance(self.expected, list | tuple | set | frozenset) else [
            self.expected]
        if given == {lower.get(str(w).lower(), str(w)) for w in want}:
            return Feedback("correct", t("lesson.correct", self.lang))
        shown = " ".join(o for o in self.options if o in given)
        return Feedback("wrong", t("lesson.wrong", self.lang, answer=shown))

    def _card_reasons(self, given: frozenset[str]) -> str:
        """The engine's reason for each card answered that may not be played."""
        reasons: dict[str, dict[str, str]] = self.notes.get("reasons", {})
        return _join(
            (f"{t('lesson.card_reason', self.lang, card=c)} {reasons[c][self.lang]}"
             for c in sorted(given) if c in reasons), self.lang)

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
        >>> g = cardlab.new_game("comrade", players=3, seed=7)
        >>> _ = run(g, ["take 4S", "take 4H", "take 4D"])
        >>> ex = Exercise.legal_cards(g, seat=0)
        >>> ex.check(g.view(0)["seats"][0]["hand"]).correct
        True
        """
        _check_to_move(game, seat)
        hand = game.view(seat)["seats"][seat]["hand"]
        legal = [str(a) for a in game.legal_actions(seat) if isinstance(a, PlayCard)]
        reasons = {c: refusal(game, c, seat) for c in dict.fromkeys(hand) if c not in legal}
        trick = game.view(seat)["table"].get("trick") or []
        if not trick:
            explanation = Event("lesson.why.lead", {"seat": seat})
        else:
            key = "lesson.why.void" if len(legal) == len(set(hand)) else "lesson.why.follow"
            explanation = Event(key, {"seat": seat, "suit": Card(trick[0][1]).suit})
        return cls(
            "lesson.q.legal_cards", tuple(legal), kind="cards", values={"seat": seat},
            explanation=explanation, choices=tuple(dict.fromkeys(hand)), lang=lang,
            notes={"reasons": {c: r for c, r in reasons.items() if r}},
            words=("lesson.extra", "lesson.missing"),
        )

    @classmethod
    def legal_numbers(
        cls, game: Game, seat: int, question: str, lang: str = "en",
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
        _check_to_move(game, seat)
        held = sorted({Card(c).rank for c in game.view(seat)["seats"][seat]["hand"]})
        legal = sorted({a.number for a in game.legal_actions(seat) if isinstance(a, NumberAction)})
        reasons = {str(x): refusal(game, attempt.format(number=x), seat)
                   for x in held if x not in legal}
        return cls(
            question, tuple(str(x) for x in legal), kind="cards", values={"seat": seat},
            explanation=[r for r in reasons.values() if r] or None,
            choices=tuple(str(x) for x in held), lang=lang,
            options=tuple(str(x) for x in range(1, 11)), words=("lesson.extra", "lesson.missing"),
            notes={"reasons": {x: r for x, r in reasons.items() if r}},
        )

    @classmethod
    def value_after(
        cls,
        game: Game,
        actions: str | Action | Sequence[str | Action],
        read: Callable[[dict[str, Any]], Any],
        question: str,
        lang: str = "en",
        seat: int | None = None,
        *,
        options: Iterable[Any] = (),
        about: Sequence[str] = (),
        explanation: Any = None,
        explain: Callable[[dict[str, Any]], Any] | None = None,
        **values: Any,
    ) -> Exercise:
        """"What is … after this action?" — ``read`` takes the spectator view after it.

        ``actions`` is one action (played by ``seat``, by default the seat to move), a
        list of them (each by the seat to move) or ``()`` (the position as it stands);
        they are played on a copy, so the game shown stays as it is. The explanation is
        ``explanation``, else ``explain(view after)``, else the public events of the
        actions (only those whose key starts with one of ``about``, when given).
        ``options`` are the answers that make sense (say ``range(game.players)`` for a
        seat). The question may use ``seat``, ``action`` (one action, in words) and
        ``values``.

        >>> import cardlab
        >>> g = cardlab.new_game("comrade", players=3, seed=1)
        >>> ex = Exercise.value_after(g, ["take 3S", "take 2H"], bid_total,
        ...                           "lesson.comrade.total_after", seat=1, action="…")
        >>> ex.expected, ex.check(5).correct, ex.check(-1).status
        (5, True, 'wrong')
        >>> print(ex.check(5))  # doctest: +NORMALIZE_WHITESPACE
        Right! Seat 0 takes ♠3: spade bid 3; bids total 3 of 12.
        Seat 1 takes ♥2: heart bid 2; bids total 5 of 12.
        >>> Exercise.value_after(g, "take 3S", bid_total, "lesson.comrade.total_after",
        ...                      options=range(13)).check(13).text
        '“13” is not a possible answer here: answer with a whole number from 0 to 12.'
        """
        after, lang = game.copy(), _lang(lang)
        if isinstance(actions, str | Action):
            seat = after.to_move[0] if seat is None else seat
            parsed = after.parse_action(actions)
            events = after.play(parsed, seat)
            values = {"action": parsed.text(lang), **values}
        else:
            events = run(after, actions)
        if seat is not None:
            values = {"seat": seat, **values}
        view = after.view(None)
        if explanation is None and explain is not None:
            explanation = explain(view)
        elif explanation is None:
            explanation = [e for e in events
                           if e.to is None and (not about or e.key.startswith(tuple(about)))]
        return cls(question, int(read(view)), kind="number", values=values,
                   explanation=explanation, lang=lang, options=tuple(options))

    @classmethod
    def about(
        cls,
        game: Game,
        ask: Callable[[dict[str, Any]], tuple[Any, Any, Mapping[str, Any]]],
        question: str,
        lang: str = "en",
        options: Iterable[Any] = (),
    ) -> Exercise:
        """"What is … here?" — a number about the position as it stands, from the engine.

        ``ask`` takes the teacher's view (``reveal=True``: the answer may be about any
        seat) and returns the answer, its explanation (Events, ``{lang: text}`` or text)
        and the values of the question. ``options`` are the numbers that make sense.

        >>> import cardlab
        >>> g = cardlab.new_game("notice", players=3, seed=7)
        >>> ask = lambda view: (view["seats"][2]["receiver"], None, {"seat": 2})
        >>> ex = Exercise.about(g, ask, "lesson.notice.whose", options=range(3))
        >>> ex.check(0).status, ex.check(1).status, ex.check(7).status
        ('correct', 'wrong', 'unreadable')
        >>> print(ex.check(7))
        “7” is not a possible answer here: answer with 0, 1, 2.
        """
        answer, explanation, values = ask(game.copy().view(reveal=True))
        return cls(question, answer, kind="number", values=dict(values),
                   explanation=explanation, lang=lang, options=tuple(options))

    @classmethod
    def ask(
        cls,
        question: str,
        expected: Any,
        *,
        kind: str = "text",
        options: Sequence[str] = (),
        many: bool = False,
        values: Mapping[str, Any] | None = None,
        explanation: Any = None,
        lang: str = "en",
        hint: Any = None,
    ) -> Exercise:
        """A question whose answer the caller computed with the engine.

        With ``options`` the answer must be one of them (``many=True``: several, in any
        order, ``"A C"`` or ``["A", "C"]``), compared without case; anything else gets
        one sentence listing them, status ``"unreadable"``.

        >>> ex = Exercise.ask("lesson.q.legal_cards", "2", kind="number",
        ...                   options=("0", "1", "2", "3"), values={"seat": 1})
        >>> ex.check("2").status, ex.check(3).status, ex.check(7).text
        ('correct', 'wrong', '“7” is not a possible answer here: answer with 0, 1, 2, 3.')
        >>> Exercise.ask("lesson.q.legal_cards", ["A", "C"], options="ABCD", many=True,
        ...              values={"seat": 0}).check("c, a").status
        'correct'
        """
        return cls(question, expected, kind=kind, values=dict(values or {}),
                   explanation=explanation, lang=lang, options=tuple(options), many=many,
                   hint=hint)

    @classmethod
    def rule_broken(
        cls,
        game: Game,
        action: str | Action,
        rules: Mapping[str, str],
        question: str,
        lang: str = "en",
        seat: int | None = None,
    ) -> Exercise:
        """"Which rule refuses this action?" — the engine tries it on a copy.

        ``rules`` maps the engine's reason keys to the answers offered (``"none"`` is
        offered too, the answer when the engine accepts the action); the reason the
        engine gives is the explanation. ``question`` may use ``seat`` and ``action``.

        >>> import cardlab
        >>> g = cardlab.new_game("comrade", players=3, seed=7)
        >>> rules = {"comrade.not_playing_yet": "bidding", "comrade.must_follow": "follow"}
        >>> ex = Exercise.rule_broken(g, "QS", rules, "lesson.comrade.total_after")
        >>> ex.expected, ex.options
        ('bidding', ('bidding', 'follow', 'none'))
        >>> ex.check("follow").status, ex.check("pass").status
        ('wrong', 'unreadable')
        >>> Exercise.rule_broken(g, "take 4S", rules, "lesson.comrade.total_after").expected
        'none'
        """
        seat = game.to_move[0] if seat is None else seat
        parsed = game.parse_action(action)
        try:
            events = game.copy().play(parsed, seat)
        except IllegalActionError as e:
            key, explanation = e.key, {lang_: e.text(lang_) for lang_ in LANGS}
        else:
            key, explanation = None, [ev for ev in events if ev.to is None]
        return cls.ask(
            question, rules.get(key, "none") if key is not None else "none",
            options=(*dict.fromkeys(rules.values()), "none"),
            values={"seat": seat, "action": parsed.text(_lang(lang))},
            explanation=explanation, lang=lang,
        )


def _empty(answer: Any) -> bool:
    return answer is None or answer is Ellipsis or (isinstance(answer, str) and not answer.strip())


def _check_to_move(game: Game, seat: int) -> None:
    if seat not in game.to_move:
        raise ValueError(f"seat {seat} is not to move, so it may play nothing now")


def refusal(game: Game, action: str, seat: int) -> dict[str, str] | None:
    """The engine's reason (``{lang: text}``) for refusing ``action`` on a copy, if any.

    >>> import cardlab
    >>> g = cardlab.new_game("comrade", players=3, seed=7)
    >>> refusal(g, "take 4S", 0) is None, refusal(g, "QS", 0)["en"]
    (True, 'cards are played after the bidding: take a bid card or pass')
    """
    try:
        game.copy().play(action, seat)
    except IllegalActionError as e:
        return {lang: e.text(lang) for lang in LANGS}
    return None


def _not_an_answer(answer: str, options: Sequence[str], lang: str) -> str:
    """One sentence: ``answer`` is none of ``options`` (a long run of numbers as a range).

    >>> _not_an_answer("11", [str(x) for x in range(1, 11)], "en")
    '“11” is not a possible answer here: answer with a whole number from 1 to 10.'
    >>> _not_an_answer("x", ["0", "1", "2"], "en")
    '“x” is not a possible answer here: answer with 0, 1, 2.'
    """
    numbers = [int(a) for a in options if a.lstrip("-").isdigit()]
    if len(numbers) == len(options) > 4 and numbers == list(range(numbers[0], numbers[-1] + 1)):
        return t("lesson.not_in_range", lang, answer=answer, low=numbers[0], high=numbers[-1])
    return t("lesson.not_an_answer", lang, answer=answer, allowed=list(options))


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

    ``delay`` sets the bots' delay in seconds (0 to 3; ``bot_delay`` of the table);
    ``pause=click`` makes a finished trick wait for "continue" (``pause=hold``: it stays a
    few seconds, the default); ``coach=1`` turns the coach panel on and ``exam=1`` forbids
    it (the switch is greyed, with a tooltip saying why; ``exam`` wins over ``coach``).

    Voilà hands the page's query string to the kernel (``QUERY_STRING``), so a teacher
    can share a link that opens the same deal for the whole class. Values that are not
    allowed are not used (the default stays): a link never breaks the page, and
    :func:`read_link` says what was not used.

    >>> dashboard_settings("comrade", "players=5&seed=42&lang=en&teacher=1&delay=0")
    ... # doctest: +NORMALIZE_WHITESPACE
    {'players': 5, 'seed': 42, 'lang': 'en', 'teacher': True, 'bot_delay': 0.0,
     'trick_pause': 'hold', 'coach': False, 'exam': False}
    >>> dashboard_settings("comrade", "?players=9&seed=-1&lang=fr&teacher=maybe&delay=nan")
    ... # doctest: +NORMALIZE_WHITESPACE
    {'players': 3, 'seed': None, 'lang': 'ja', 'teacher': False, 'bot_delay': 0.8,
     'trick_pause': 'hold', 'coach': False, 'exam': False}
    >>> dashboard_settings("comrade", "pause=click")["trick_pause"]
    'click'
    """
    return read_link(game, query, **defaults)[0]


LINK_SETTINGS = ("code", "players", "seed", "lang", "teacher", "delay", "pause", "coach",
                 "exam", "class", "table", "watch")
_YES, _NO = ("1", "true", "yes", "on"), ("0", "false", "no", "off", "")


def _whole(text: str, digits: int) -> int | None:
    """``text`` as a whole number of at most ``digits`` ASCII digits, else ``None``
    (``"²"`` and ``"٣"`` are digits to ``str.isdigit``, but not numbers of a link).

    >>> _whole("12", 3), _whole("²", 3), _whole("1234", 3)
    (12, None, None)
    """
    if text.isascii() and text.isdigit() and len(text) <= digits:
        return int(text)
    return None


def _printable(text: str, limit: int = 40) -> str:
    """``text`` cut to ``limit`` characters, with what would break the message line (a
    newline, a control character) as ``?``.

    >>> _printable("a\\nb")
    'a?b'
    """
    return "".join(c if c.isprintable() else "?" for c in text[:limit])


def read_link(game: str, query: str = "", **defaults: Any) -> tuple[dict[str, Any], list[Event]]:
    """The settings of :func:`dashboard_settings` and one event per part of the link that
    was not used (a value out of range, a name that is no setting), for the table to say.

    >>> settings, unused = read_link("comrade", "players=9&seed=7&colour=red")
    >>> settings["players"], settings["seed"]
    (3, 7)
    >>> for event in unused:
    ...     print(event.text("en"))  # doctest: +NORMALIZE_WHITESPACE
    colour=red: not a setting of this page (code, players, seed, lang, teacher, delay, pause,
    coach, exam, class, table, watch)
    players=9: this game is for 3, 4, 5 players, so the table has 3

    ``class=NAME`` opens the page as a student of that class (:mod:`cardlab.ui.classroom`):
    it is in the settings only when the link has it.

    >>> read_link("comrade", "class=week3")[0]["class"]
    'week3'

    ``table=NAME`` opens a shared table (:mod:`cardlab.ui.together`); with ``watch=1`` the
    teacher watches it, and then ``code=`` is the table's teacher code, not a deal code.

    >>> s = read_link("notice", "table=t1&watch=1&code=owl-42")[0]
    >>> s["table"], s["watch"], s["table_code"]
    ('t1', True, 'owl-42')
    """
    spec = GAMES[game]
    out: dict[str, Any] = {"players": spec.default_players, "seed": None, "lang": "ja",
                           "teacher": False, "bot_delay": 0.8, "trick_pause": "hold",
                           "coach": False, "exam": False, **defaults}
    unused: list[Event] = []

    def refuse(key: str, name: str, value: str, **more: Any) -> None:
        unused.append(Event(f"ui.link.{key}", {"name": _printable(name), "value": _printable(value),
                                               **more}))

    q = {k: v[-1] for k, v in parse_qs(query.lstrip("?"), keep_blank_values=True).items()}
    for name, value in q.items():
        if name in LINK_SETTINGS or name == "token" or name.startswith("voila"):
            continue
        refuse("unknown", name, value, settings=list(LINK_SETTINGS))
    if "players" in q:
        if _whole(q["players"], 2) in spec.players:
            out["players"] = _whole(q["players"], 2)
        else:
            refuse("players", "players", q["players"], allowed=list(spec.players),
                   used=out["players"])
    if "seed" in q:
        seed = _whole(q["seed"], 16)
        if seed is not None and seed < 2**53:
            out["seed"] = seed
        else:
            refuse("seed", "seed", q["seed"])
    _read_places(game, q, out, unused)
    _read_table_settings(q, out, refuse)
    return out, unused


def _read_places(game: str, q: dict[str, str], out: dict[str, Any],
                 unused: list[Event]) -> None:
    """:func:`read_link`'s ``code``, ``class``, ``table`` and ``watch``; with ``table``,
    ``code`` is the shared table's teacher code (the watch page), not a deal code."""
    if "code" in q and "table" in q:
        out["table_code"] = q["code"]
    elif "code" in q:
        _read_code(game, q["code"], out, unused)
    if "class" in q:
        out["class"] = q["class"]
    if "table" in q:
        out["table"] = q["table"]
        out["watch"] = q.get("watch", "").lower() in _YES


def _read_table_settings(q: dict[str, str], out: dict[str, Any],
                         refuse: Callable[..., None]) -> None:
    """:func:`read_link`'s settings of the table itself: lang, teacher, delay, pause, coach
    (``coach=1``: the coach panel on) and exam (``exam=1``: the coach is forbidden)."""
    if "lang" in q:
        if q["lang"] in LANGS:
            out["lang"] = q["lang"]
        else:
            refuse("lang", "lang", q["lang"], used=out["lang"])
    if "teacher" in q:
        if q["teacher"].lower() in _YES + _NO:
            out["teacher"] = q["teacher"].lower() in _YES
        else:
            refuse("teacher", "teacher", q["teacher"])
    if "delay" in q:
        try:
            delay = float(q["delay"])
        except ValueError:
            delay = -1.0
        if 0.0 <= delay <= 3.0:
            out["bot_delay"] = delay
        else:
            refuse("delay", "delay", q["delay"], used=out["bot_delay"])
    if "pause" in q:
        if q["pause"] in ("click", "hold"):
            out["trick_pause"] = q["pause"]
        else:
            refuse("pause", "pause", q["pause"])
    for name in ("coach", "exam"):  # the coach panel on; an exam forbids it
        if name in q:
            if q[name].lower() in _YES + _NO:
                out[name] = q[name].lower() in _YES
            else:
                refuse(name, name, q[name])


def _read_code(game: str, text: str, out: dict[str, Any], unused: list[Event]) -> None:
    """A link's ``code=``: its players and seed into ``out``, or why not into ``unused``."""
    try:
        coded, players, seed = dealcode.decode(text)
    except dealcode.CodeError as e:
        unused.append(Event(e.key, dict(e.values)))
        return
    value = _printable(text)
    if coded != game:
        unused.append(Event("ui.link.code_game", {"name": "code", "value": value}))
    elif players not in GAMES[game].players:
        unused.append(Event("ui.link.players", {"name": "code", "value": value,
                                                "allowed": list(GAMES[game].players),
                                                "used": out["players"]}))
    else:
        out["players"], out["seed"] = players, seed


# --------------------------------------------------------------------------- lesson pages

GLOSSARY_TERMS: tuple[str, ...] = tuple(term.id for term in TERMS)
"""The term ids of the glossary (:mod:`cardlab.glossary`; anchors of
``notebooks/sheets/glossary.<lang>.html``)."""

_TERM = re.compile(r"\[([^\[\]]+)\]\(([a-z-]+)\)")


def plain(text: str) -> str:
    """A rule text without its glossary marks (``[tricks](trick)`` → ``tricks``).

    >>> plain("win your [tricks](trick), exactly")
    'win your tricks, exactly'
    """
    return _TERM.sub(r"\1", text)


def linked(text: str, glossary: str, seen: set[str] | None = None) -> str:
    """A rule text as HTML: each glossary mark ``[words](term)`` a link to
    ``glossary#term`` the first time the term appears (``seen`` holds the terms already
    linked on the page, and is updated), plain words after that.

    >>> seen: set[str] = set()
    >>> linked("a [trick](trick) & a [trick](trick)", "g.html", seen)
    'a <a class="cardlab-term" href="g.html#trick">trick</a> &amp; a trick'
    >>> linked("the [tricks](trick)", "g.html", seen), seen
    ('the tricks', {'trick'})
    """
    seen = set() if seen is None else seen
    out, end = [], 0
    for m in _TERM.finditer(text):
        words, term = m.group(1), m.group(2)
        if term not in GLOSSARY_TERMS:
            raise ValueError(f"{term!r} is not a glossary term ({', '.join(GLOSSARY_TERMS)})")
        out.append(html.escape(text[end:m.start()], quote=False))
        if term in seen:
            out.append(html.escape(words, quote=False))
        else:
            seen.add(term)
            out.append(f'<a class="cardlab-term" href="{html.escape(glossary)}#{term}">'
                       f"{html.escape(words, quote=False)}</a>")
        end = m.end()
    out.append(html.escape(text[end:], quote=False))
    return "".join(out)


def rule_html(text: str, seen: set[str], glossary: str) -> str:
    """A rule text as HTML paragraphs (one per line), lines starting with "• " as a list;
    glossary words linked as :func:`linked` does.

    >>> rule_html("Two:\\n• one\\n• two", set(), "g.html")
    '<p>Two:</p><ul><li>one</li><li>two</li></ul>'
    """
    out, items = [], []
    for line in text.split("\n"):
        if line.startswith("• "):
            items.append(f"<li>{linked(line[2:], glossary, seen)}</li>")
            continue
        if items:
            out.append("<ul>" + "".join(items) + "</ul>")
            items = []
        out.append(f"<p>{linked(line, glossary, seen)}</p>")
    if items:
        out.append("<ul>" + "".join(items) + "</ul>")
    return "".join(out)


class RuleBox(str):
    """One rule of a lesson section, as the lesson shows it and the rules card prints it
    (the same catalogue text: nothing is retyped). A plain string (the rule's words);
    shows itself in a notebook as a framed box with glossary links (``html``)."""

    html: str = ""

    def __new__(cls, text: str, html_text: str = "") -> RuleBox:
        box = super().__new__(cls, plain(text))
        box.html = html_text or html.escape(plain(text), quote=False)
        return box

    def _repr_html_(self) -> str:
        return (f'<div class="cardlab-rule" style="border-left:4px solid #3a7;'
                f'background:#f3faf5;padding:2px 12px;margin:6px 0">{self.html}</div>')


class Lesson:
    """A game's lesson page: its rule boxes, positions, worked examples and questions,
    each by name, in one language. A game's lesson module subclasses it; the page's cells
    ask for each part by name (:class:`cardlab.ui.quiz.LessonPage` shows them).

    A subclass sets ``game`` and ``rules`` (the names of its rule boxes: the texts are
    ``lesson.<game>.rule.<name>``) and returns, from :meth:`positions`, :meth:`stories`
    and :meth:`questions`, builders by name: a stacked game, the events of a worked
    example, an :class:`Exercise`. Every part is built fresh when asked for.

    >>> class Tiny(Lesson):
    ...     game = "comrade"
    ...     def stories(self):
    ...         return {"passes": lambda: run(self.new(seed=7), ["pass"] * 3)}
    >>> Tiny("en").story("passes")[-1]
    '3 players passed in a row: the bidding fails and everyone loses'
    >>> Tiny("en").story("bids")
    Traceback (most recent call last):
    ...
    cardlab.lessons.LessonPartError: “bids” is not a story of this lesson (passes).
    """

    game: str = ""
    players: int = 3
    rules: tuple[str, ...] = ()
    card: tuple[tuple[str, tuple[str, ...]], ...] = ()
    """The rules card (:func:`cardlab.sheets.card`): its sections (goal, need, deal, turn,
    end, scoring, mistakes), each with the rule boxes it prints (``+name``: an extra)."""
    plan: tuple[tuple[int, str], ...] = ()
    """The teacher's plan (:func:`cardlab.sheets.plan`): steps as (minutes, name), worded
    by ``lesson.<game>.plan.<name>.do`` and ``.show``."""
    discuss: tuple[str, ...] = ()
    """The plan's questions to discuss (``lesson.<game>.plan.discuss.<name>``)."""

    def __init__(self, lang: str = "en") -> None:
        self.lang = _lang(lang)

    def new(self, **kwargs: Any) -> Game:
        """A new game of this lesson's game and player count."""
        from cardlab.core import new_game

        return new_game(self.game, players=self.players, **kwargs)

    def positions(self) -> dict[str, Callable[[], Game]]:
        """Positions shown as live tables or pictures, by name."""
        return {}

    def stories(self) -> dict[str, Callable[[], list[Event]]]:
        """Worked examples (the events a position's actions give), by name."""
        return {}

    def questions(self) -> dict[str, Callable[[], Exercise]]:
        """Questions, by name, in the page's order."""
        return {}

    def extras(self) -> dict[str, Callable[[], Any]]:
        """Other things the page shows by name (a table of titles, a score sheet): each
        builder returns an object that shows itself in a notebook (``_repr_html_``)."""
        return {}

    def show(self, name: str) -> Any:
        """Extra ``name`` (see :meth:`extras`)."""
        return self._part("extra", self.extras(), name)

    def _part(self, kind: str, parts: Mapping[str, Callable[[], Any]], name: str) -> Any:
        if name not in parts:
            raise LessonPartError(name, kind, tuple(parts))
        return parts[name]()

    def position(self, name: str) -> Game:
        """The game of position ``name`` (a fresh copy)."""
        return self._part("position", self.positions(), name)

    def story(self, name: str) -> Narration:
        """Worked example ``name``, told as sentences."""
        return narrate(self._part("story", self.stories(), name), self.lang)

    def question(self, name: str) -> Exercise:
        """Question ``name`` (an :class:`Exercise` with no tries yet)."""
        return self._part("question", self.questions(), name)

    def rule_key(self, name: str) -> str:
        """The catalogue key of rule box ``name`` (the rules card prints the same key)."""
        if name not in self.rules:
            raise LessonPartError(name, "rule", self.rules)
        return f"lesson.{self.game}.rule.{name}"

    def rule(self, name: str, glossary: str | None = None,
             seen: set[str] | None = None) -> RuleBox:
        """Rule box ``name``; its glossary words link to ``glossary`` (by default the
        glossary seen from a lesson notebook, ``../sheets/glossary.<lang>.html``)."""
        text = t(self.rule_key(name), self.lang)
        where = glossary if glossary is not None else f"../sheets/glossary.{self.lang}.html"
        return RuleBox(text, rule_html(text, set() if seen is None else seen, where))


class LessonPartError(KeyError):
    """Raised when a lesson page asks for a part (rule, position, story, question) the
    lesson does not have; the message names the parts it has."""

    def __init__(self, name: str, kind: str, known: Sequence[str]) -> None:
        self.name, self.kind, self.known = name, kind, tuple(known)
        super().__init__(name)

    def text(self, lang: str = "en") -> str:
        """The sentence, in ``lang``."""
        return t("lesson.unknown_part", lang, name=self.name, kind=t(f"lesson.part.{self.kind}",
                 lang), known=list(self.known) or ["—"])

    def __str__(self) -> str:
        return self.text("en")


def lesson_of(game: str, lang: str = "en") -> Lesson:
    """The lesson page's :class:`Lesson` of ``game`` in ``lang``: the game's kit names its
    lesson module (``lesson=``), which names its Lesson ``LESSON``; ``LookupError`` for a
    game without one.

    >>> lesson_of("comrade", "ja").lang
    'ja'
    >>> lesson_of("chess")
    Traceback (most recent call last):
    ...
    LookupError: no game named 'chess' (comp13, comrade, notice, skull_collector, trumps)
    """
    import importlib

    if game not in GAMES:
        raise LookupError(f"no game named {game!r} ({', '.join(sorted(GAMES))})")
    where = getattr(GAMES[game], "lesson", None)
    if where is None:
        raise LookupError(f"{game} has no lesson module")
    module = importlib.import_module(where)
    if not hasattr(module, "LESSON"):
        raise LookupError(f"{game}'s lesson module names no LESSON (no lesson page yet)")
    return module.LESSON(_lang(lang))


# --------------------------------------------------------------------------- reading time

WORDS_PER_MINUTE = 180
_CALL = re.compile(r'^lesson\.(\w+)\((?:"([\w-]+)"(?:, "[\w-]+")*)?\)$')
_CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
_TABLES = re.compile(r"\b(?:Table|TableApp|cardlab\.play)\(")


class ReadingTime(NamedTuple):
    """What a lesson asks of a first-time reader: the words it shows, its questions and
    its live tables; ``minutes`` = words at 180 a minute + one minute per question and per
    live table."""

    words: int
    questions: int
    tables: int

    @property
    def minutes(self) -> float:
        """The estimate in minutes."""
        return self.words / WORDS_PER_MINUTE + self.questions + self.tables


def count_words(text: str) -> int:
    """Words of ``text``: runs of letters or digits, and one word per two Japanese
    characters (Japanese is read at about 360 characters a minute).

    >>> count_words("Seat 0 leads ♠K."), count_words("席0が♠Kをリードします")
    (4, 7)
    """
    cjk = len(_CJK.findall(text))
    latin = len(re.findall(r"[A-Za-z0-9]+(?:['’][A-Za-z]+)?", _CJK.sub(" ", text)))
    return latin + (cjk + 1) // 2


def reading_time(cells: Sequence[Mapping[str, Any]], lang: str = "en") -> ReadingTime:
    """The :class:`ReadingTime` of a lesson notebook's ``cells`` (the ``"cells"`` of its
    JSON). Markdown counts as written (link targets left out). On a lesson page a hidden
    cell's call counts what it shows — a rule box's words, a worked example's sentences, a
    question's words and a minute, a live table a minute; elsewhere a code cell's own words
    count (the reader reads past them) with a minute per ``quiz(`` and per table.

    >>> md = {"cell_type": "markdown", "source": "# Title\\n\\nRead [this](a.ipynb)."}
    >>> code = {"cell_type": "code", "metadata": {}, "source": "quiz(ex)"}
    >>> reading_time([md, code])
    ReadingTime(words=5, questions=1, tables=0)
    """
    words = questions = tables = 0
    lesson: Lesson | None = None
    for cell in cells:
        src = cell["source"] if isinstance(cell["source"], str) else "".join(cell["source"])
        if cell["cell_type"] == "markdown":
            words += count_words(re.sub(r"\]\([^)]*\)", "]", src))
            continue
        page = re.search(r'lesson_page\("(\w+)"', src)
        if page:
            lesson = lesson_of(page.group(1), lang)
            continue
        call = _CALL.match(src.strip())
        if call and lesson is not None:
            w, q, tb = 0, 0, 0
            for name in re.findall(r'"([\w-]+)"', src) or [None]:
                w, q, tb = (a + b for a, b in zip((w, q, tb),
                                                  _call_time(lesson, call.group(1), name),
                                                  strict=True))
        elif cell.get("metadata", {}).get("jupyter", {}).get("source_hidden"):
            w, q, tb = 0, src.count("quiz("), len(_TABLES.findall(src))
        else:
            w, q, tb = count_words(src), src.count("quiz("), len(_TABLES.findall(src))
        words, questions, tables = words + w, questions + q, tables + tb
    return ReadingTime(words, questions, tables)


def _call_time(lesson: Lesson, kind: str, name: str | None) -> tuple[int, int, int]:
    """(words, questions, tables) of one lesson-page call."""
    if kind in ("table", "play"):
        return 0, 0, 1
    if name is None:
        return 0, 0, 0
    if kind == "rule":
        return count_words(t(lesson.rule_key(name), lesson.lang)), 0, 0
    if kind == "story":
        return count_words(" ".join(lesson.story(name))), 0, 0
    if kind == "quiz":
        return count_words(lesson.question(name).question), 1, 0
    if kind == "show":
        return count_words(re.sub(r"<[^>]+>", " ", str(lesson.show(name)))), 0, 0
    return 0, 0, 0
