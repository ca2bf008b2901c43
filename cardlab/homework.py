"""Homework that nbgrader marks: each student's own positions, checked by the engine.

A game's homework (``cardlab/games/<game>/homework.py``, named by its kit's ``homework``)
is a list of question builders. Each builder takes a seed and a language and returns a
:class:`Question`: a position (a :class:`~cardlab.core.Game`, shown as the static table
picture of :mod:`cardlab.render`), the question's words and its :class:`Part` s, each with
the answer the engine computed and its points.

The seed comes from the student's id (:func:`student_id`), so two students get two sets
of positions, and the marking (nbgrader's hidden tests call :meth:`Homework.mark`)
derives the same positions from the same id. The assignment notebooks in
``homework/source/<game>/`` are written by :mod:`cardlab.homework_notebook`
(``python -m cardlab.homework_notebook`` writes them all).

>>> hw = Homework("comrade", student="Alice", lang="en")  # as a test names a student
>>> hw.student, hw.source
('alice', 'given')
>>> len(hw) >= 6, hw.points == sum(q.points for q in hw.questions())
(True, True)
>>> hw.mark(1, *hw.answers(1)) == hw.question(1).points
True
>>> hw.mark(1, 3.5), hw.mark(1, None)  # a wrong type or no answer: no points, no crash
(0.0, 0.0)
>>> Homework("comrade", name="bob").question(1).values != hw.question(1).values
True
"""

from __future__ import annotations

import hashlib
import html
import importlib
import os
import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cardlab.cards import Card, sort_cards
from cardlab.core import Game, new_game
from cardlab.errors import CardlabError
from cardlab.i18n import LANGS, t
from cardlab.registry import GAMES
from cardlab.render import game_html

__all__ = [
    "FORMS",
    "Homework",
    "Part",
    "Question",
    "part_score",
    "reach",
    "seed_for",
    "student_id",
]

FORMS = ("cards", "card", "seat", "number", "suit", "yesno", "numbers", "fields")
"""What an answer is: a list of cards, one card, a seat number, a whole number, a suit
(``"S"``, ``"spades"``, ``"♠"``), yes or no (``True``/``False``, ``"yes"``/``"no"``), a
list of whole numbers, a list of field letters (``["A", "C"]``)."""

LISTS = ("cards", "numbers", "fields")
"""The forms that are lists: worth 2 points or more, they give partial credit."""

_SUIT_WORDS = {
    "S": ("s", "spade", "spades", "♠", "スペード"), "H": ("h", "heart", "hearts", "♥", "ハート"),
    "D": ("d", "diamond", "diamonds", "♦", "ダイヤ"), "C": ("c", "club", "clubs", "♣", "クラブ"),
}


class Unreadable(ValueError):
    """An answer that is not of the form its part asks for."""


# --------------------------------------------------------------------------- the student


def student_id(name: str = "", env: Mapping[str, str] | None = None,
               cwd: str | os.PathLike[str] | None = None) -> tuple[str, str]:
    """The student's id and where it came from, first found of:

    - ``CARDLAB_STUDENT`` (a teacher's override), ``"env"``;
    - nbgrader's student id while nbgrader marks (autograde runs the notebook in
      ``autograded/<student id>/<assignment>``), ``"nbgrader"``;
    - ``JUPYTERHUB_USER`` (the student's hub account), ``"hub"``;
    - ``name``, typed by the student in the notebook, ``"name"``;
    - none: ``("", "none")`` — the practice positions, the same for everyone.

    >>> student_id("Ana ", env={}, cwd="/home/ana")
    ('ana', 'name')
    >>> student_id("ana", env={"JUPYTERHUB_USER": "ken"}, cwd="/home/ken")
    ('ken', 'hub')
    >>> student_id("", env={"JUPYTERHUB_USER": "teacher"},
    ...            cwd="/course/autograded/mia/comrade")
    ('mia', 'nbgrader')
    >>> student_id("", env={}, cwd="/tmp")
    ('', 'none')
    """
    env = os.environ if env is None else env
    here = Path(os.getcwd() if cwd is None else cwd)
    if env.get("CARDLAB_STUDENT", "").strip():
        return _clean(env["CARDLAB_STUDENT"]), "env"
    if len(here.parts) >= 3 and here.parent.parent.name == "autograded":
        return _clean(here.parent.name), "nbgrader"
    if env.get("JUPYTERHUB_USER", "").strip():
        return _clean(env["JUPYTERHUB_USER"]), "hub"
    if isinstance(name, str) and name.strip():
        return _clean(name), "name"
    return "", "none"


def _clean(name: str) -> str:
    return " ".join(str(name).split()).casefold()


def seed_for(game: str, student: str) -> int:
    """The seed of ``student``'s positions in ``game`` (the same on every machine).

    >>> seed_for("comrade", "alice") == seed_for("comrade", "alice")
    True
    >>> seed_for("comrade", "alice") != seed_for("comrade", "bob")
    True
    """
    digest = hashlib.sha256(f"cardlab-homework:{game}:{student}".encode()).digest()
    return int.from_bytes(digest[:6], "big")


# --------------------------------------------------------------------------- questions


@dataclass(frozen=True)
class Part:
    """One answer of a question: its ``form`` (one of :data:`FORMS`), the engine's
    answer and its points. A list of cards worth 2 points or more gives half for naming
    only right cards (at least one) and half for leaving none out."""

    form: str
    expected: Any
    points: float = 1.0
    label: str = ""
    """The i18n key of the words that say what this part asks (``""``: the form's)."""

    def __post_init__(self) -> None:
        if self.form not in FORMS:
            raise ValueError(f"form must be one of {', '.join(FORMS)}, not {self.form!r}")


@dataclass
class Question:
    """A position and what is asked about it: ``key`` and ``values`` the question's
    words, ``parts`` its answers, ``seat``/``reveal`` the view of the position the picture shows."""

    key: str
    parts: tuple[Part, ...]
    game: Game | None = None
    values: dict[str, Any] = field(default_factory=dict)
    seat: int | None = None
    reveal: bool = False

    @property
    def points(self) -> float:
        """The question's points: the sum of its parts'."""
        return float(sum(p.points for p in self.parts))

    def text(self, lang: str = "en") -> str:
        """The question in ``lang`` (a value given as ``{lang: text}`` is taken in it)."""
        values = {k: v[lang] if isinstance(v, dict) and lang in v else v
                  for k, v in self.values.items()}
        return _capitalised(t(self.key, lang, **values))

    def picture(self, lang: str = "en") -> str:
        """The position as the static table picture (HTML), or ``""`` without one."""
        if self.game is None:
            return ""
        return game_html(self.game, self.seat, lang=lang, reveal=self.reveal)


Builder = Callable[[int, str], Question]

_SENTENCE_START = re.compile(r"(^|[.?!] )([a-z])")


def _capitalised(text: str) -> str:
    """Every sentence of ``text`` begun with a capital (a seat named first: "Seat 2 …").

    >>> _capitalised("seat 2 leads. seat 0 plays ♠5? yes")
    'Seat 2 leads. Seat 0 plays ♠5? Yes'
    """
    return _SENTENCE_START.sub(lambda m: m.group(1) + m.group(2).upper(), text)


def _items(answer: Any) -> list[Any]:
    if isinstance(answer, str):
        return answer.replace(",", " ").split()
    if isinstance(answer, list | tuple | set | frozenset):
        return list(answer)
    raise Unreadable(answer)


def _cards(answer: Any) -> frozenset[str]:
    return frozenset(Card(str(x)).text for x in _items(answer))


def _field(answer: Any) -> str:
    word = str(answer).strip().upper() if isinstance(answer, str) else ""
    if word not in ("A", "B", "C", "D"):
        raise Unreadable(answer)
    return word


def _whole(answer: Any) -> int:
    if isinstance(answer, bool) or not isinstance(answer, int | float | str):
        raise Unreadable(answer)
    value = float(answer.strip() if isinstance(answer, str) else answer)
    if not value.is_integer():
        raise Unreadable(answer)
    return int(value)


def _suit(answer: Any) -> str:
    word = str(answer).strip().casefold() if isinstance(answer, str) else None
    for suit, words in _SUIT_WORDS.items():
        if word in words:
            return suit
    raise Unreadable(answer)


def _yesno(answer: Any) -> bool:
    if isinstance(answer, bool):
        return answer
    word = str(answer).strip().casefold() if isinstance(answer, str) else None
    if word in ("yes", "y", "true", "はい"):
        return True
    if word in ("no", "n", "false", "いいえ"):
        return False
    raise Unreadable(answer)


def read(form: str, answer: Any) -> Any:
    """``answer`` in comparable form; :class:`Unreadable` when it is not of ``form``.

    >>> sorted(read("cards", "QS, 10h")), read("card", ["♠Q"]), read("seat", "2")
    (['10H', 'QS'], frozenset({'QS'}), 2)
    >>> read("suit", "Hearts"), read("yesno", "no"), read("numbers", [3, "7"]), read("fields", "b")
    ('H', False, frozenset({3, 7}), frozenset({'B'}))
    >>> read("number", 2.5)
    Traceback (most recent call last):
    ...
    cardlab.homework.Unreadable: 2.5
    """
    if answer is None or answer is Ellipsis:
        raise Unreadable(answer)
    try:
        if form in ("cards", "card"):
            return _cards(answer)
        if form in ("seat", "number"):
            return _whole(answer)
        if form == "numbers":
            return frozenset(_whole(x) for x in _items(answer))
        if form == "fields":
            return frozenset(_field(x) for x in _items(answer))
        return _suit(answer) if form == "suit" else _yesno(answer)
    except (CardlabError, ValueError, TypeError, AttributeError) as e:
        if isinstance(e, Unreadable):
            raise
        raise Unreadable(answer) from e


def part_score(part: Part, answer: Any) -> float:
    """The points ``answer`` earns on ``part``: never an error, 0 for a wrong form.

    >>> two = Part("cards", ("QS", "10S"), points=2)
    >>> part_score(two, ["QS", "10S"]), part_score(two, ["QS"]), part_score(two, "QS 10S 5H")
    (2.0, 1.0, 1.0)
    >>> part_score(two, ["5H"]), part_score(two, []), part_score(two, {"QS": 1}), part_score(two, 7)
    (0.0, 0.0, 0.0, 0.0)
    >>> part_score(Part("seat", 2), "2"), part_score(Part("seat", 2), [2])
    (1.0, 0.0)
    """
    try:
        given = read(part.form, answer)
    except Unreadable:
        return 0.0
    want = read(part.form, part.expected)
    if given == want:
        return float(part.points)
    if part.form not in LISTS or part.points < 2 or not want:
        return 0.0
    half = part.points / 2
    only_right = bool(given) and given <= want
    none_missing = want <= given
    return float(half * only_right + half * none_missing)


def solution_value(part: Part) -> Any:
    """The engine's answer of ``part`` as a plain Python value (what a right answer holds)."""
    want = read(part.form, part.expected)
    if part.form == "cards":
        return [str(c) for c in sort_cards(Card(x) for x in want)]
    if part.form in LISTS:
        return sorted(want)
    if part.form == "card":
        return next(iter(want))
    return want


# --------------------------------------------------------------------------- positions


def reach(game: str, seed: int, want: Callable[[Game], bool], players: int | None = None,
          pick: int = 0, tries: int = 40, **options: Any) -> Game:
    """A position of ``game`` where ``want`` holds, from bots playing a seeded game.

    The bots of the game (its kit's) play ``new_game(game, players, seed)``; the
    ``pick``-th position (counted from 0) where ``want(position)`` is true is returned —
    the last one found when the game ends before it. A game without any tries the next
    seed, ``tries`` times in all.

    >>> g = reach("comrade", 7, lambda g: g.phase == "play", players=3)
    >>> g.phase, len(g.view(None)["table"]["trick"])
    ('play', 0)
    """
    kit = GAMES[game]
    for k in range(tries):
        position = new_game(game, players=players, seed=seed + k, **options)
        bots: dict[int, Any] = {}
        found: Game | None = None
        count = 0
        while not position.is_over:
            if want(position):
                found, count = position.copy(), count + 1
                if count > pick:
                    return found
            seat = position.to_move[0]
            bot = bots.setdefault(seat, kit.bot(seed=seed + k + seat))
            position.play(bot.choose(position.view(seat)), seat)
        if want(position):  # the game's end may be the position asked for
            return position
        if found is not None:
            return found
    raise ValueError(f"no position of {game} found for seed {seed} in {tries} games")


def bot_plays(game: Game, count: int, seed: int) -> list[str]:
    """The next ``count`` actions the game's bots choose from ``game`` (on a copy)."""
    after, actions = game.copy(), []
    kit = GAMES[game.name]
    for _ in range(count):
        if after.is_over:
            break
        seat = after.to_move[0]
        action = kit.bot(seed=seed + seat).choose(after.view(seat))
        after.play(action, seat)
        actions.append(str(action))
    return actions


# --------------------------------------------------------------------------- homework


def _module(game: str) -> Any:
    kit = GAMES[game]
    name = getattr(kit, "homework", None)
    if not name:
        raise ValueError(t("homework.no_homework", "en", game=game))
    return importlib.import_module(name)


class Homework:
    """One student's homework of one game, in ``lang``: questions 1 … n.

    ``name`` is the id the student types when there is no other (:func:`student_id`).
    """

    def __init__(self, game: str, name: str = "", lang: str = "en",
                 student: str | None = None) -> None:
        self.game = game
        self.lang = lang if lang in LANGS else "en"
        self.builders: tuple[Builder, ...] = tuple(_module(game).QUESTIONS)
        if student is None:
            self.student, self.source = student_id(name)
        else:
            self.student, self.source = _clean(student), "given"
        self.seed = seed_for(game, self.student)
        self._built: dict[int, Question] = {}

    def __len__(self) -> int:
        return len(self.builders)

    def question(self, n: int) -> Question:
        """Question ``n`` (from 1), built once from the student's seed."""
        if not isinstance(n, int) or not 1 <= n <= len(self):
            raise ValueError(t("homework.no_question", self.lang, n=n, count=len(self)))
        if n not in self._built:
            self._built[n] = self.builders[n - 1](self.seed + 1000 * n, self.lang)
        return self._built[n]

    def questions(self) -> Iterator[Question]:
        """Every question, in order."""
        return (self.question(n) for n in range(1, len(self) + 1))

    @property
    def points(self) -> float:
        """The assignment's total points."""
        return float(sum(q.points for q in self.questions()))

    def mark(self, n: int, *answers: Any) -> float:
        """The points ``answers`` (one per part) earn on question ``n``: what nbgrader's
        hidden test cell shows as the cell's partial credit. Never raises for an answer."""
        q = self.question(n)
        padded = list(answers) + [None] * (len(q.parts) - len(answers))
        return float(sum(part_score(p, a) for p, a in zip(q.parts, padded, strict=False)))

    def answers(self, n: int) -> tuple[Any, ...]:
        """The engine's answers of question ``n``, one a part."""
        return tuple(solution_value(p) for p in self.question(n).parts)

    def solution(self, n: int) -> Any:
        """The engine's answers of question ``n``: one value, or a tuple for several parts
        (``answer_5a, answer_5b = hw.solution(5)``)."""
        values = self.answers(n)
        return values[0] if len(values) == 1 else values

    def check(self, n: int, *answers: Any) -> Form:
        """Whether each answer is of the form asked (never whether it is right)."""
        q = self.question(n)
        lines = []
        for i, part in enumerate(q.parts):
            answer = answers[i] if i < len(answers) else None
            label = f"answer_{n}{_part_name(len(q.parts), i)}"
            if answer is None or answer is Ellipsis:
                lines.append(t("homework.form.empty", self.lang, part=label))
                continue
            try:
                read(part.form, answer)
            except Unreadable:
                lines.append(t("homework.form.bad", self.lang, part=label,
                               form=t(f"homework.form.{part.form}", self.lang)))
            else:
                lines.append(t("homework.form.ok", self.lang, part=label))
        return Form(lines)

    def show(self, n: int) -> Shown:
        """Question ``n`` as the student reads it: points, words, picture, what to write."""
        return Shown(self, n)

    def _repr_html_(self) -> str:
        title = GAMES[self.game].title.get(self.lang, self.game)
        who = (t("homework.who", self.lang, student=self.student) if self.student
               else t("homework.who_none", self.lang))
        head = t("homework.title", self.lang, game=title)
        how = t("homework.how", self.lang, count=len(self), points=_points(self.points, self.lang))
        return (f'<div class="cardlab-homework"><b>{html.escape(head)}</b>'
                f"<p>{html.escape(who)}</p><p>{html.escape(how)}</p></div>")

    def __repr__(self) -> str:
        return f"<Homework {self.game} for {self.student or '(practice)'}: {len(self)} questions>"


def _part_name(count: int, i: int) -> str:
    return "" if count == 1 else "abcdefgh"[i]


def _points(x: float, lang: str = "en") -> str:
    """Points in words: ``1 point``, ``2 points``, ``1.5 points`` (``2点``)."""
    number = str(int(x)) if float(x).is_integer() else str(x)
    return t("homework.point" if number == "1" else "homework.points", lang, points=number)


class Form(list[str]):
    """The form check of an answer, one line a part; prints itself (no return value is
    left in the cell, so nbgrader's marking reads only the hidden test's points)."""

    def __repr__(self) -> str:
        return "\n".join(self)


class Shown:
    """A question shown in a notebook: the HTML of :meth:`Homework.show`."""

    def __init__(self, hw: Homework, n: int) -> None:
        self.hw, self.n = hw, n

    def text(self) -> str:
        """The question and its parts as plain text (no picture)."""
        hw, q = self.hw, self.hw.question(self.n)
        head = t("homework.heading", hw.lang, n=self.n, points=_points(q.points, hw.lang))
        lines = [head, q.text(hw.lang)]
        lines += [f"{var} {what}" for var, what in self.lines()]
        return "\n".join(lines)

    def lines(self) -> list[tuple[str, str]]:
        """(variable, what to write in it) for each part of the question."""
        hw, q = self.hw, self.hw.question(self.n)
        out = []
        for i, part in enumerate(q.parts):
            what = (t(part.label, hw.lang) if part.label
                    else t(f"homework.form.{part.form}", hw.lang))
            points = _points(part.points, hw.lang)
            out.append((f"answer_{self.n}{_part_name(len(q.parts), i)}",
                        t("homework.write", hw.lang, what=what, points=points)))
        return out

    def __repr__(self) -> str:
        return self.text()

    def _repr_html_(self) -> str:
        hw, q = self.hw, self.hw.question(self.n)
        head = t("homework.heading", hw.lang, n=self.n, points=_points(q.points, hw.lang))
        items = "".join(f"<li><code>{html.escape(var)}</code> {html.escape(what)}</li>"
                        for var, what in self.lines())
        return (f'<div class="cardlab-homework-question"><p><b>{html.escape(head)}</b></p>'
                f"<p>{html.escape(q.text(hw.lang))}</p>{q.picture(hw.lang)}<ul>{items}</ul></div>")

