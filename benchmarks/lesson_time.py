"""Reading time of every lesson for a first-time reader (issue 32: Comrade's ≤ 25 minutes).

The estimate (:func:`cardlab.lessons.reading_time`): the words a reader reads at 180 a
minute (Japanese: one word per two characters), plus one minute per question and one per
live table. A lesson page counts what its hidden cells show (rule boxes, worked examples,
questions); a notebook lesson counts its visible code too, since the reader reads past it.
Prints one line per notebook and language; asserts nothing (tests/test_lesson_page.py holds
Comrade's limit).

    .venv/bin/python benchmarks/lesson_time.py
"""

from __future__ import annotations

import json
from pathlib import Path

from _common import machine  # also puts the repository on sys.path

from cardlab.lessons import reading_time

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
LIMIT_MIN = 25


def main() -> None:
    print("lesson reading time: words / 180 a minute + 1 min per question and live table")
    print(machine())
    print(f"{'notebook':<28} {'words':>6} {'questions':>9} {'tables':>6} {'minutes':>8}")
    for lang in ("en", "ja"):
        for path in sorted((NOTEBOOKS / lang).glob("*.ipynb")):
            cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
            r = reading_time(cells, lang)
            mark = "" if r.minutes <= LIMIT_MIN else f"  over {LIMIT_MIN}"
            print(f"{lang + '/' + path.name:<28} {r.words:>6} {r.questions:>9} {r.tables:>6} "
                  f"{r.minutes:>8.1f}{mark}")


if __name__ == "__main__":
    main()
