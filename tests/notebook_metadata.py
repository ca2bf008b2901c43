"""The notebook metadata JupyterLab writes, and a command that stores it in every notebook.

JupyterLab writes the kernel's whole ``language_info`` (and its ``kernelspec``) into a
notebook it opens; a notebook stored with less is marked modified the moment it opens.
``python -m tests.notebook_metadata`` rewrites the metadata of every notebook under
``notebooks/`` (and only the metadata: cells, ids and formatting stay as they are), for a
new lesson or after a merge; ``tests/test_links.py`` checks it. The version is that of the
Python ``make start`` runs kernels with (Debian's); a kernel of another version still
rewrites it.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"

KERNELSPEC = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}
LANGUAGE_INFO: dict[str, Any] = {
    "codemirror_mode": {"name": "ipython", "version": 3}, "file_extension": ".py",
    "mimetype": "text/x-python", "name": "python", "nbconvert_exporter": "python",
    "pygments_lexer": "ipython3", "version": "3.11.2",
}


def notebooks(root: Path = NOTEBOOKS) -> list[Path]:
    """Every notebook under ``root`` but JupyterLab's checkpoints."""
    return sorted(p for p in root.rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)


def fix(path: Path) -> bool:
    """Store the metadata JupyterLab writes in ``path``; True when it changed."""
    nb = json.loads(path.read_text(encoding="utf-8"))
    meta = nb["metadata"]
    if meta.get("kernelspec") == KERNELSPEC and meta.get("language_info") == LANGUAGE_INFO:
        return False
    meta["kernelspec"], meta["language_info"] = dict(KERNELSPEC), dict(LANGUAGE_INFO)
    path.write_text(json.dumps(nb, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return True


if __name__ == "__main__":
    for p in notebooks():
        if fix(p):
            print("rewrote", p.relative_to(ROOT))
