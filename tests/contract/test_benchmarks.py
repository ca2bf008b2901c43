"""The benchmark scripts still fit the code they measure: every name a script in
``benchmarks/`` imports from the project (``cardlab``, ``tests``, ``_common`` or another
script) exists, and the examples in the docstrings of the helpers hold. Nothing runs a
benchmark here (they print figures, which no test asserts); two scripts had stopped
starting when a helper they imported moved.
"""

from __future__ import annotations

import ast
import doctest
import importlib
import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BENCH = ROOT / "benchmarks"
SCRIPTS = sorted(p for p in BENCH.glob("*.py"))
OWN = ("cardlab", "tests")


def project_imports(path: Path) -> list[tuple[str, list[str], int]]:
    """``(module, names, line)`` of each ``from … import …`` of ``path`` that names a
    module of the project or of ``benchmarks/`` (other modules are not checked: a
    benchmark may need a package ``make bench`` installs apart, as OpenSpiel)."""
    siblings = {p.stem for p in SCRIPTS}
    out = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            top = node.module.split(".")[0]
            if top in OWN or node.module in siblings:
                out.append((node.module, [a.name for a in node.names], node.lineno))
    return out


@pytest.mark.parametrize("script", [p.name for p in SCRIPTS])
def test_every_name_a_benchmark_imports_exists(script: str,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.syspath_prepend(str(BENCH))
    missing = []
    for module, names, line in project_imports(BENCH / script):
        try:
            loaded = sys.modules.get(module) or importlib.import_module(module)
        except ImportError as e:  # a script it imports imports a name that is gone
            missing.append(f"{script}:{line}: {module} ({e})")
            continue
        package = hasattr(loaded, "__path__")
        missing += [f"{script}:{line}: {module}.{name}" for name in names
                    if name != "*" and not hasattr(loaded, name)
                    and not (package and importlib.util.find_spec(f"{module}.{name}"))]
    assert missing == [], "names the benchmarks import that no longer exist:\n" + "\n".join(
        missing)


def test_the_check_reads_the_imports() -> None:
    """The reader finds a script's project imports (so an empty list above means
    something)."""
    found = {m: names for m, names, _ in project_imports(BENCH / "dashboard_ready.py")}
    assert "voila_dashboard" in found["tests.browser.test_dashboard"]
    assert "machine" in found["_common"]


@pytest.mark.parametrize("script", ["_common.py", "cpu_by_process.py"])
def test_the_examples_of_a_benchmarks_helpers_hold(script: str,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """The examples in the docstrings of the scripts that import without running (most
    scripts read their command line when imported)."""
    monkeypatch.syspath_prepend(str(BENCH))
    module = importlib.import_module(script.removesuffix(".py"))
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0, result
