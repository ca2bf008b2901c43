"""A throwaway nbgrader course of the cardlab homework, for the tests and the benchmark:
copy ``homework/`` into a folder, run the real nbgrader in it, hand in made-up students'
notebooks and read their marks from nbgrader's gradebook.

Answers are written into the release notebook as a student would type them (Python
literals in the answer cells); :func:`right` and :func:`wrong` give, per question, the
engine's answers for a student's own positions and answers that are wrong on every part.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from cardlab.homework import Homework, read
from tests.support.net import kernel_ipc_arguments
from tests.support.notebook_metadata import ROOT

HOMEWORK = ROOT / "homework"


def course(folder: Path) -> Path:
    """A copy of the homework course (config and sources) in ``folder``/course."""
    root = folder / "course"
    shutil.copytree(HOMEWORK / "source", root / "source")
    shutil.copy(HOMEWORK / "nbgrader_config.py", root / "nbgrader_config.py")
    return root


def nbgrader(root: Path, *args: str, timeout: float = 900) -> subprocess.CompletedProcess[str]:
    """Run ``nbgrader args`` in the course ``root`` with this Python's environment (its
    ``bin`` first on PATH: nbgrader runs ``alembic`` from there; this checkout first on
    PYTHONPATH)."""
    bin_dir = str(Path(sys.executable).parent)
    env = {**os.environ, "PATH": bin_dir + os.pathsep + os.environ.get("PATH", ""),
           # the kernels nbgrader starts import this checkout's cardlab
           "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    for name in ("CARDLAB_STUDENT", "JUPYTERHUB_USER"):  # the marking takes the student's id
        env.pop(name, None)
    # its kernels on Unix sockets under pytest (tests/support/net.py)
    return subprocess.run([str(Path(bin_dir) / "nbgrader"), *args, *kernel_ipc_arguments()],
                          cwd=root, env=env, capture_output=True, text=True, timeout=timeout,
                          check=False)


def said(done: subprocess.CompletedProcess[str], tail: int = 2000) -> str:
    """What an nbgrader run wrote to stderr, for a failed test's message: its lines that
    name an error (a kernel that dies at its start writes its own cause there, far above
    nbgrader's last words), then the last ``tail`` characters.

    >>> said(subprocess.CompletedProcess([], 1, "", "ZMQError: Address already in use\\nok\\n"), 3)
    'ZMQError: Address already in use\\n…\\nok\\n'
    """
    errors = [line for line in done.stderr.splitlines() if "rror" in line]
    return "\n".join(errors[-40:]) + "\n…\n" + done.stderr[-tail:]


def right(game: str, student: str) -> dict[int, tuple[Any, ...]]:
    """The engine's answers to every question of ``student``'s homework."""
    hw = Homework(game, student=student)
    return {n: hw.answers(n) for n in range(1, len(hw) + 1)}


def _wrong(form: str, expected: Any, players: int) -> Any:
    want = read(form, expected)
    if form == "cards":
        return ["JK"]
    if form == "card":
        return "JK"
    if form == "numbers":
        return [99]
    if form == "fields":
        return sorted(set("ABCD") - want)
    if form == "seat":
        return (want + 1) % players
    if form == "number":
        return want + 1
    if form == "suit":
        return "H" if want != "H" else "S"
    return not want


def wrong(game: str, student: str) -> dict[int, tuple[Any, ...]]:
    """Answers wrong on every part of every question of ``student``'s homework."""
    hw = Homework(game, student=student)
    out = {}
    for n in range(1, len(hw) + 1):
        q = hw.question(n)
        players = len(q.game.view(None)["seats"]) if q.game is not None else 4
        out[n] = tuple(_wrong(p.form, p.expected, players) for p in q.parts)
    return out


def answer_source(n: int, values: Sequence[Any]) -> str:
    """An answer cell holding ``values`` as Python literals."""
    names = [f"answer_{n}{'' if len(values) == 1 else 'abcdefgh'[i]}" for i in range(len(values))]
    return "\n".join(f"{name} = {value!r}" for name, value in zip(names, values, strict=True))


def submit(root: Path, game: str, student: str, cells: Mapping[int, str]) -> Path:
    """Hand in the release notebook of ``game`` as ``student`` with the answer cells
    ``cells`` (question → cell source); the others stay as released."""
    nb = json.loads((root / "release" / game / f"{game}.ipynb").read_text(encoding="utf-8"))
    for cell in nb["cells"]:
        grade_id = cell["metadata"].get("nbgrader", {}).get("grade_id", "")
        if grade_id.startswith("answer_") and int(grade_id[7:]) in cells:
            cell["source"] = cells[int(grade_id[7:])]
    out = root / "submitted" / student / game / f"{game}.ipynb"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(nb, ensure_ascii=False, indent=1), encoding="utf-8")
    return out


def marks(root: Path, game: str, students: Sequence[str]) -> dict[str, dict[str, float]]:
    """Each student's marks from the gradebook: ``{"total": …, "mark_1": …}``."""
    from nbgrader.api import Gradebook

    with Gradebook(f"sqlite:///{root / 'gradebook.db'}") as gb:
        out = {}
        for student in students:
            sub = gb.find_submission(game, student)
            nb = sub.notebooks[0]
            out[student] = {"total": float(sub.score),
                            **{g.name: float(g.score) for g in nb.grades}}
        return out
