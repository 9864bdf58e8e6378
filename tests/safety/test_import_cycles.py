"""No import cycle among the library's modules.

The graph is read from the source files with `ast`: an edge for every import a module runs when
it is loaded (statements at module level, in `if`, `try` and `with` blocks too), none for an
import inside a function or under `if TYPE_CHECKING:`, which runs only for the type checker.
`from safety.recognizers import terms` is an edge to the module `terms`; `from safety.facts
import HardFacts` one to `safety.facts`. A cycle is a strongly connected group of modules.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import safety

ROOT = Path(safety.__file__).resolve().parent
PACKAGE = "safety"

# Cycles that remain, each as the set of its modules: none.
KNOWN_CYCLES: set[frozenset[str]] = set()


def module_name(path: Path) -> str:
    parts = [PACKAGE, *path.relative_to(ROOT).with_suffix("").parts]
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules() -> dict[str, Path]:
    return {module_name(path): path for path in sorted(ROOT.rglob("*.py"))}


def is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def loaded_imports(body: list[ast.stmt]) -> Iterator[ast.Import | ast.ImportFrom]:
    """The import statements of `body` that run when the module is loaded."""
    for node in body:
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node
        elif isinstance(node, ast.If):
            if not is_type_checking(node.test):
                yield from loaded_imports(node.body)
            yield from loaded_imports(node.orelse)
        elif isinstance(node, ast.Try):
            for block in (node.body, node.orelse, node.finalbody):
                yield from loaded_imports(block)
            for handler in node.handlers:
                yield from loaded_imports(handler.body)
        elif isinstance(node, ast.With):
            yield from loaded_imports(node.body)


def imported(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """The library's modules that module `name` imports when it is loaded."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in loaded_imports(ast.parse(path.read_text(encoding="utf-8")).body):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        else:
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            # `from package import module` imports the module; otherwise the names are the base's.
            submodules = [f"{base}.{alias.name}" for alias in node.names]
            targets = [m for m in submodules if m in known] or [base]
        found.update(target for target in targets if target in known)
    return found


def graph() -> dict[str, set[str]]:
    known = modules()
    return {name: imported(name, path, known) for name, path in known.items()}


def cycles(edges: dict[str, set[str]]) -> set[frozenset[str]]:
    """The strongly connected groups of more than one module, and modules that import
    themselves (Tarjan's algorithm, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: set[frozenset[str]] = set()
    counter = 0
    for root in sorted(edges):
        if root in index:
            continue
        work: list[tuple[str, Iterator[str]]] = [(root, iter(sorted(edges[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(edges[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                group: set[str] = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.add(member)
                    if member == node:
                        break
                if len(group) > 1 or node in edges[node]:
                    found.add(frozenset(group))
    return found


def test_the_cycle_finder_finds_a_cycle_and_a_self_import():
    edges = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a", "d"}, "e": set()}
    assert cycles(edges) == {frozenset({"a", "b", "c"}), frozenset({"d"})}


def test_the_graph_reads_every_kind_of_import():
    edges = graph()
    assert "safety.kinds.dates" in edges["safety.kinds"]
    assert "safety.facts" in edges["safety.report"]
    # `from safety.formatters import dates`: an edge to the module, not to its package.
    assert {"safety.formatters.dates", "safety.formatters.times"} <= edges["safety.ranges"]
    assert "safety.formatters" not in edges["safety.ranges"]
    # Under TYPE_CHECKING only: no edge.
    assert "safety.kinds.comparison" not in edges["safety.kinds.base"]


def test_the_library_has_no_import_cycle():
    assert cycles(graph()) == KNOWN_CYCLES
