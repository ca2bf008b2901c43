"""The homework assignments (``homework/source/<game>/<game>.ipynb``), written from the
games' homework modules (:mod:`cardlab.homework`) so that notebook and questions never
drift apart: ``python -m tests.support.homework_notebooks`` rewrites them, and
``tests/teaching/test_homework.py`` checks the stored ones are what it writes.

One assignment per game, in both languages: the student chooses English or Japanese in
its first cell (``LANG``), the questions are shown in that language, and the answers are
the same Python values either way, so a mixed class is one assignment, one gradebook
column, one autograde run.

>>> nb = assignment_notebook("comrade")
>>> [c["metadata"]["nbgrader"]["grade_id"] for c in nb["cells"] if c["metadata"].get(
...     "nbgrader", {}).get("grade")][:2]
['mark_1', 'mark_2']
>>> sum(c["metadata"]["nbgrader"].get("points", 0) for c in nb["cells"]
...     if "nbgrader" in c["metadata"])
10.0
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from cardlab import GAMES
from cardlab.homework import Homework
from tests.support.notebook_metadata import KERNELSPEC, LANGUAGE_INFO, ROOT

SOURCE = ROOT / "homework" / "source"

INTRO = """# {en} homework · {ja}の宿題

**English.** Each question shows a position of {en} and asks about it. Write your answer
as a Python value in the cell under the question (`answer_1 = ["QS", "10H"]`), then run the
cell below it: it says whether your answer is written the right way (not whether it is
right). Your positions are made from your id, so they are not your neighbour's. Save the
notebook when you are done and submit it.

**日本語。** 各問は{ja}の局面を見せて、それについて質問します。問題の下のセルに、答えを
Pythonの値で書いてください(`answer_1 = ["QS", "10H"]`)。そのあと下のセルを実行すると、
答えの書き方が正しいかどうかがわかります(合っているかどうかは出ません)。局面はあなたの
IDから作られるので、となりの人とは違います。終わったら保存して提出してください。
"""

SETTINGS = (
    'NAME = ""    # only if your teacher asks: the id they gave you\n'
    "             # 先生に言われたときだけ:先生からもらったID\n"
    'LANG = "en"  # "en": English, "ja": 日本語'
)

END = ("**Done?** Save the notebook (Ctrl-S) and submit it. · "
       "**終わったら** 保存(Ctrl-S)して提出してください。")


def _cell(kind: str, source: str, cell_id: str, nbgrader: dict[str, Any] | None) -> dict[str, Any]:
    cell: dict[str, Any] = {"cell_type": kind, "id": cell_id, "metadata": {}, "source": source}
    if nbgrader is not None:
        cell["metadata"]["nbgrader"] = {"grade": False, "grade_id": cell_id, "locked": True,
                                        "schema_version": 3, "solution": False, "task": False,
                                        **nbgrader}
    if kind == "code":
        cell["execution_count"], cell["outputs"] = None, []
    return cell


def _question(game: str, n: int, hw: Homework) -> list[dict[str, Any]]:
    q = hw.question(n)
    names = [f"answer_{n}{'' if len(q.parts) == 1 else 'abcdefgh'[i]}"
             for i in range(len(q.parts))]
    words = [Homework(game, student="", lang=lang).show(n).lines() for lang in ("en", "ja")]
    stubs = "\n".join(f"{v} = ...  # {words[0][i][1]} / {words[1][i][1]}"
                       for i, v in enumerate(names))
    args = ", ".join(names)
    answer = (f"{stubs}\n### BEGIN SOLUTION\n{args} = hw.solution({n})\n### END SOLUTION")
    mark = (f"hw.check({n}, {args})\n### BEGIN HIDDEN TESTS\n"
            f"from cardlab.homework import Homework as _Marker\n"
            f"_Marker({game!r}, name=NAME).mark({n}, {args})\n### END HIDDEN TESTS")
    return [
        _cell("code", f"hw.show({n})", f"show_{n}", {}),
        _cell("code", answer, f"answer_{n}", {"solution": True, "locked": False}),
        _cell("code", mark, f"mark_{n}", {"grade": True, "points": q.points}),
    ]


def assignment_notebook(game: str) -> dict[str, Any]:
    """The assignment notebook of ``game`` (nbformat 4 as a dict), with nbgrader's cells:
    per question a locked cell showing it, an answer cell (its solution computed by the
    engine: ``hw.solution(n)``) and a test cell worth the question's points whose hidden
    part marks the answer (:meth:`cardlab.homework.Homework.mark`)."""
    title = GAMES[game].title
    hw = Homework(game, student="")
    cells = [_cell("markdown", INTRO.format(en=title["en"], ja=title["ja"]), "intro", {}),
             _cell("code", SETTINGS, "settings", None),
             _cell("code", f"from cardlab.homework import Homework\n\nhw = Homework({game!r}, "
                           "name=NAME, lang=LANG)\nhw", "setup", {})]
    for n in range(1, len(hw) + 1):
        cells += _question(game, n, hw)
    cells.append(_cell("markdown", END, "end", {}))
    return {"cells": cells, "metadata": {"kernelspec": dict(KERNELSPEC),
                                         "language_info": dict(LANGUAGE_INFO)},
            "nbformat": 4, "nbformat_minor": 5}


def text(nb: dict[str, Any]) -> str:
    """A notebook as stored: JSON, one space indent, non-ASCII kept."""
    return json.dumps(nb, ensure_ascii=False, indent=1) + "\n"


def path(game: str, root: Path = SOURCE) -> Path:
    """Where the assignment of ``game`` is stored."""
    return root / game / f"{game}.ipynb"


def write_all(root: Path = SOURCE) -> list[Path]:
    """Write every game's assignment under ``root``; the paths written."""
    out = []
    for game in sorted(GAMES):
        p = path(game, root)
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text(assignment_notebook(game)), encoding="utf-8")
        out.append(p)
    return out


if __name__ == "__main__":
    for p in write_all():
        print("wrote", p.relative_to(ROOT))
