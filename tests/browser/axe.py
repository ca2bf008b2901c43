"""axe-core inside the browser tests: the engine is the file the PyPI package
``axe-playwright-python`` ships (axe-core 4.x, installed by ``make test`` with the test
extra), injected into the page from disk; nothing is fetched at run time.

``serious(page)`` runs axe on the page as it is now and returns the serious and critical
violations, one line each (rule, impact, the first few elements), for an assert message.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

BLOCKING = ("serious", "critical")
# WCAG A and AA rules plus axe's best practices (landmarks, regions), as the audit
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]
# axe's experimental rules the audit ran too: a control's visible words in its name
EXTRA = "{ 'label-content-name-mismatch': { enabled: true } }"


@cache
def axe_source() -> Path:
    """The axe-core file (``axe.min.js``) of the installed package.

    >>> axe_source().name, axe_source().read_text()[:12]
    ('axe.min.js', '/*! axe v4.1')
    """
    import axe_playwright_python

    path = Path(axe_playwright_python.__file__).parent / "axe.min.js"
    if not path.is_file():
        raise FileNotFoundError(f"{path}: axe-playwright-python ships no axe.min.js")
    return path


def run(page: Any, include: str | None = None) -> list[dict[str, Any]]:
    """axe's violations on ``page`` now (only inside the elements matching ``include``
    when given), each with its rule ``id``, ``impact`` and ``nodes``."""
    if not page.evaluate("() => typeof window.axe !== 'undefined'"):
        page.add_script_tag(path=str(axe_source()))
    return list(page.evaluate(
        """async ([include, tags]) => {
          const context = include ? { include: [[include]] } : document;
          const r = await axe.run(context, { runOnly: { type: 'tag', values: tags },
            rules: EXTRA, resultTypes: ['violations'] });
          return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help,
            nodes: v.nodes.map((n) => ({ target: n.target.join(' '), html: n.html.slice(0, 160),
                                         summary: n.failureSummary })) }));
        }""".replace("EXTRA", EXTRA), [include, TAGS]))


def describe(violations: list[dict[str, Any]], nodes: int = 3) -> list[str]:
    """One line per violation: rule, impact, how many elements and the first few.

    >>> describe([{"id": "label", "impact": "critical", "help": "Form elements have labels",
    ...            "nodes": [{"target": "input.x", "html": "<input>"}]}])
    ['label (critical, 1×): Form elements have labels — input.x <input>']
    """
    return [f"{v['id']} ({v['impact']}, {len(v['nodes'])}×): {v['help']} — " +
            " | ".join(f"{n['target']} {n['html']}" for n in v["nodes"][:nodes])
            for v in violations]


def serious(page: Any, include: str | None = None) -> list[str]:
    """The serious and critical violations on ``page`` now, described (empty: none)."""
    return describe([v for v in run(page, include) if v["impact"] in BLOCKING])
