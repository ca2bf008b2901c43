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
from cardlab.core import GAMES, Action, Event, Game, PlayCard
from cardlab.errors import CardlabError, IllegalActionError
from cardlab.i18n import LANGS, t

__all__ = [
    "AskedExercise",
    "Exercise",
    "Feedback",
    "Narration",
    "bid_total",
    "check",
    "dashboard_settings",
    "lesson_href",
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
        """Feedback on ``answer`` in the exercise's language (see :func:`check`)."""
        feedback = check(answer, self.expected, self.explanation, self.lang, self.kind)
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

    @classmethod
    def about(
        cls,
        game: Game,
        ask: Callable[[dict[str, Any]], tuple[Any, Any, Mapping[str, Any]]],
        question: str,
        lang: str = "en",
        allowed: range | None = None,
    ) -> Exercise:
        """"What is … here?" — a number about the position as it stands, from the engine.

        ``ask`` takes the teacher's view (``reveal=True``: the answer may be about any
        seat) and returns the answer, its explanation (Events, ``{lang: text}`` or text)
        and the values of the question. ``allowed`` (a range, say the seats) holds the
        numbers that can make sense: any other number is not judged wrong but answered
        with one sentence naming the range (status ``"unreadable"``).

        >>> import cardlab
        >>> g = cardlab.new_game("notice", players=3, seed=7)
        >>> ask = lambda view: (view["seats"][2]["receiver"], None, {"seat": 2})
        >>> ex = Exercise.about(g, ask, "lesson.notice.whose", allowed=range(3))
        >>> ex.check(0).status, ex.check(1).status, ex.check(7).status
        ('correct', 'wrong', 'unreadable')
        >>> print(ex.check(7))
        “7” cannot be the answer here: answer with a number from 0 to 2.
        """
        answer, explanation, values = ask(game.copy().view(reveal=True))
        kind = cls if allowed is None else _Within
        return kind(
            question,
            answer,
            kind="number",
            values=dict(values),
            explanation=explanation,
            lang=_lang(lang),
            notes={} if allowed is None else {"allowed": allowed},
        )


class _Within(Exercise):
    """An :meth:`Exercise.about` whose sensible answers lie in ``notes["allowed"]``."""

    def check(self, answer: Any) -> Feedback:
        """As :meth:`Exercise.check`; a number outside the range gets one sentence."""
        feedback = super().check(answer)
        allowed: range = self.notes["allowed"]
        if feedback.status == "wrong" and _normalise(answer, "number") not in allowed:
            text = t("lesson.out_of_range", self.lang, answer=str(answer).strip(),
                     low=allowed[0], high=allowed[-1])
            return Feedback("unreadable", text)
        return feedback


    # ------------------------------------------------ builders: asked questions, refusals

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
    ) -> Exercise:
        """A question whose answer the caller computed with the engine.

        With ``options`` the answer must be one of them (``many=True``: several, in any
        order, ``"A C"`` or ``["A", "C"]``); anything else gets one sentence listing them,
        status ``"unreadable"``. Options are compared without case.

        >>> ex = Exercise.ask("lesson.q.legal_cards", "2", kind="number",
        ...                   options=("0", "1", "2", "3"), values={"seat": 1})
        >>> ex.check("2").status, ex.check(3).status, ex.check(7).text
        ('correct', 'wrong', '“7” is not one of the answers: 0, 1, 2, 3.')
        >>> Exercise.ask("lesson.q.legal_cards", ["A", "C"], options="ABCD", many=True,
        ...              values={"seat": 0}).check("c, a").status
        'correct'
        """
        if kind not in KINDS:
            raise ValueError(f"kind must be one of {', '.join(KINDS)}, not {kind!r}")
        return AskedExercise(
            question, expected, kind=kind, values=dict(values or {}),
            explanation=explanation, lang=_lang(lang), options=tuple(str(o) for o in options),
            many=many,
        )

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
        answer = rules.get(key, "none") if key is not None else "none"
        return cls.ask(
            question, answer, options=(*dict.fromkeys(rules.values()), "none"),
            values={"seat": seat, "action": parsed.text(_lang(lang))},
            explanation=explanation, lang=lang,
        )


@dataclass(repr=False)
class AskedExercise(Exercise):
    """An :class:`Exercise` whose answers are limited to ``options`` (see :meth:`Exercise.ask`)."""

    options: tuple[str, ...] = ()
    many: bool = False

    def check(self, answer: Any) -> Feedback:
        """Feedback on ``answer``; an answer outside the options gets one sentence."""
        if answer is None or answer is Ellipsis or (isinstance(answer, str) and not answer.strip()):
            return super().check(answer)
        if self.options:
            return self._check_options(answer)
        feedback = check(answer, self.expected, self.explanation, self.lang, self.kind)
        if feedback.status != "wrong" or self.kind != "cards":
            return feedback
        given, want = _normalise(answer, "cards"), _normalise(self.expected, "cards")
        parts = [t("lesson.wrong", self.lang, answer=_shown(given, "cards"))]
        for key, diff in (("lesson.ask.extra", given - want), ("lesson.ask.missing", want - given)):
            if diff:
                parts.append(t(key, self.lang, cards=sort_cards(Card(c) for c in diff)))
        return Feedback("wrong", _join(" ".join(parts), _explain(self.explanation, self.lang)))

    def _check_options(self, answer: Any) -> Feedback:
        lower = {o.lower(): o for o in self.options}
        items = answer.replace(",", " ").split() if isinstance(answer, str) else (
            list(answer) if isinstance(answer, list | tuple | set | frozenset) else [answer])
        words = [str(w).strip().lower() for w in items]
        if not words or any(w not in lower for w in words) or (len(words) > 1 and not self.many):
            shown = answer if isinstance(answer, str) else " ".join(map(str, items))
            return Feedback("unreadable", t("lesson.unreadable_choice", self.lang,
                                            answer=shown, options=list(self.options)))
        want = self.expected if isinstance(self.expected, list | tuple | set | frozenset) else [
            self.expected]
        given_set = {lower[w] for w in words}
        want_set = {lower.get(str(w).lower(), str(w)) for w in want}
        why = _explain(self.explanation, self.lang)
        if given_set == want_set:
            return Feedback("correct", _join(t("lesson.correct", self.lang), why))
        shown = " ".join(o for o in self.options if o in given_set)
        return Feedback("wrong", _join(t("lesson.wrong", self.lang, answer=shown), why))

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


def lesson_href(game: str, lang: str, page: str = "") -> str | None:
    """Where the lesson of ``game`` in ``lang`` opens, seen from a dashboard page.

    ``page`` is the path of the dashboard's page (Voilà hands it to the kernel as
    ``SCRIPT_NAME``). Under a Jupyter server (``make start``, Binder, a JupyterHub) the
    dashboard is ``…/voila/render/<folder>/dashboards/<game>.ipynb`` and the lesson opens in
    JupyterLab beside it; standalone Voilà serves one notebook only, so there is no link
    (``None``), and neither is there for a game without a lesson.

    >>> lesson_href("comrade", "en", "/voila/render/dashboards/comrade.ipynb")
    '/lab/tree/en/comrade.ipynb'
    >>> lesson_href("comrade", "ja", "/user/ann/voila/render/notebooks/dashboards/comrade.ipynb")
    '/user/ann/lab/tree/notebooks/ja/comrade.ipynb'
    >>> lesson_href("comrade", "en", "/") is None, lesson_href("comrade", "en", "") is None
    (True, True)
    """
    from pathlib import Path

    lang = _lang(lang)
    folder = Path(__file__).resolve().parent.parent / "notebooks" / lang
    head, sep, tail = page.partition("voila/render/")
    if not sep or not tail.endswith(f"dashboards/{game}.ipynb"):
        return None
    if folder.is_dir() and not (folder / f"{game}.ipynb").exists():
        return None
    base = tail[: -len(f"dashboards/{game}.ipynb")]
    return f"{head}lab/tree/{base}{lang}/{game}.ipynb"
