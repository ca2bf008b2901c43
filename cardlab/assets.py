"""The browser files of cardlab's table (``widgets/``): where they are, and ``table.js``
as a script to inline in a page of its own.

This module needs nothing but the standard library, so code without the widget layer
(the standalone replay page, tests) can find the files too.
"""

from __future__ import annotations

from pathlib import Path

__all__ = ["asset", "table_module"]

TABLE_EXPORT = "export default { render };"


def asset(name: str) -> Path:
    """The path of a browser file (``table.js``, ``table.css``, ``replay_page.js``…).

    An installed cardlab carries them in ``cardlab/_widgets/``; a source checkout keeps
    them in the repository's ``widgets/`` folder.

    >>> asset("table.js").name
    'table.js'
    """
    here = Path(__file__).resolve().parent
    for folder in (here / "_widgets", here.parent / "widgets"):
        path = folder / name
        if path.is_file():
            return path
    raise FileNotFoundError(f"cardlab's widget file {name} is missing (looked in {here})")


def table_module() -> str:
    """``table.js`` without its ``export`` line: pasted into a page's own module script,
    its ``render({model, el})`` is in scope (anywidget imports the file as it is).

    >>> "function render" in table_module(), TABLE_EXPORT in table_module()
    (True, False)
    """
    js = asset("table.js").read_text(encoding="utf-8")
    if js.count("export default") != 1 or TABLE_EXPORT not in js:
        raise RuntimeError(f"widgets/table.js must end with `{TABLE_EXPORT}`")
    return js.replace(TABLE_EXPORT, "")
