"""cardlab's own modules import one another without a cycle, and no function is too long.

Every import counts: at module level and inside functions (a lazy import only hides a
cycle). The graph is built from the source with ``ast``, so nothing is imported here.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2] / "cardlab"

# Game._repr_html_ imports render inside the method (core -> render): no cycle, since
# render (and layout below it) import nothing of core.

MAX_LINES = 60


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES = {module_name(p): p for p in sorted(ROOT.rglob("*.py"))}


def resolve(name: str) -> str | None:
    """The cardlab module ``name`` refers to (a package's ``__init__`` for a package)."""
    while name and name not in MODULES:
        name = name.rpartition(".")[0]
    return name or None


def imports_of(module: str) -> set[str]:
    """Every cardlab module ``module`` imports, anywhere in its source."""
    path = MODULES[module]
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*up, base] if base else up)
            names = [f"{base}.{a.name}" if f"{base}.{a.name}" in MODULES else base
                     for a in node.names]
        for n in names:
            target = resolve(n) if n.split(".")[0] == "cardlab" else None
            if target is not None and target != module:
                out.add(target)
    return out


def graph() -> dict[str, set[str]]:
    return {m: imports_of(m) for m in MODULES}


def find_cycle(g: dict[str, set[str]]) -> list[str] | None:
    """One cycle of ``g`` as a list of modules, or ``None``."""
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(m: str) -> list[str] | None:
        state[m] = 1
        stack.append(m)
        for t in sorted(g.get(m, ())):
            if state.get(t) == 1:
                return [*stack[stack.index(t):], t]
            if t not in state:
                found = visit(t)
                if found:
                    return found
        stack.pop()
        state[m] = 2
        return None

    for m in sorted(g):
        if m not in state:
            found = visit(m)
            if found:
                return found
    return None


def test_the_graph_is_read() -> None:
    """The reader sees known edges, lazy ones included (a check of the checker)."""
    g = {m: imports_of(m) for m in MODULES}
    assert "cardlab.errors" in g["cardlab.cards"]
    assert "cardlab.messages" in g["cardlab.core"]
    assert "cardlab.ui" in g["cardlab"]  # cardlab.play imports the widgets lazily
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None


def test_no_import_cycle() -> None:
    """No cycle among cardlab's modules."""
    assert find_cycle(graph()) is None, find_cycle(graph())


def test_leaves() -> None:
    """errors and messages import nothing of cardlab but messages (a leaf below all)."""
    g = graph()
    assert g["cardlab.messages"] == set()
    assert g["cardlab.errors"] <= {"cardlab.messages"}


def test_no_function_over_sixty_lines() -> None:
    """No function in cardlab/ is longer than 60 lines."""
    long = []
    for path in MODULES.values():
        rel = path.relative_to(ROOT.parent).as_posix()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                size = (node.end_lineno or node.lineno) - node.lineno + 1
                if size > MAX_LINES:
                    long.append(f"{rel}:{node.lineno} {node.name} ({size} lines)")
    assert not long, long
