"""The browser files of cardlab (``widgets/``): where they are, and each ES module with
its imports of sibling files linked (:func:`module`), for a widget or a page of its own.

This module needs nothing but the standard library, so code without the widget layer
(the standalone replay page, tests) can find the files too.
"""

from __future__ import annotations

import base64
import re
from pathlib import Path

__all__ = ["asset", "module", "module_url"]

# an import of a sibling browser file: `import { morph } from "./dom.js";`
_IMPORT = re.compile(r'^(import\s[^;]*?\sfrom\s+)"\./([\w.-]+\.js)";$', re.M)


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


def module(name: str) -> str:
    """The ES module ``widgets/<name>`` as a page or a widget can run it from text: each of
    its imports of a sibling file (``import { morph } from "./dom.js";``) is linked to that
    file's own module as a ``data:`` address (linked the same way, recursively). The code
    is shared by ES module imports; the page needs no server to fetch the files from, and
    one file imported by several scripts of a page is one module there.

    >>> js = module("table.js")
    >>> 'from "./dom.js"' in js, 'from "data:text/javascript;base64,' in js
    (False, True)
    >>> module("dom.js") == asset("dom.js").read_text(encoding="utf-8")
    True
    """
    text = asset(name).read_text(encoding="utf-8")

    return _IMPORT.sub(lambda found: f'{found.group(1)}"{module_url(found.group(2))}";', text)


def module_url(name: str) -> str:
    """:func:`module` ``name`` as a ``data:`` address a page or a module imports.

    >>> module_url("dom.js")[:30]
    'data:text/javascript;base64,Ly'
    """
    code = base64.b64encode(module(name).encode("utf-8")).decode("ascii")
    return f"data:text/javascript;base64,{code}"
