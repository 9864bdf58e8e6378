"""The packages import one way (docs/architecture.md): config on top, then booking, then core,
verbalizer and safety; tests, benches and devtools stay out of the product."""

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def imported_packages(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return names


def modules(package: str) -> list[Path]:
    return sorted((ROOT / package).rglob("*.py"))


@pytest.mark.parametrize(
    ("package", "never"),
    [
        ("booking", {"config", "tests", "bench"}),
        ("core", {"booking", "config", "tests", "bench", "devtools"}),
        ("verbalizer", {"booking", "config", "core", "tests", "bench", "devtools", "django"}),
        ("devtools", {"booking", "config", "tests", "bench"}),
        ("bench", {"tests"}),
    ],
)
def test_a_package_imports_nothing_above_it(package, never):
    crossing = {
        str(path.relative_to(ROOT)): sorted(imported_packages(path) & never)
        for path in modules(package)
        if imported_packages(path) & never
    }

    assert modules(package) and crossing == {}


def test_nothing_installed_reaches_into_devtools():
    reaching = {
        str(path.relative_to(ROOT))
        for package in ("booking", "config", "core", "verbalizer", "safety")
        for path in modules(package)
        if "devtools" in imported_packages(path)
    }

    assert reaching == set()


def test_only_the_benches_own_tests_import_bench():
    # Workloads shared by tests and benches live in devtools/; tests/bench/ tests the benches.
    importing = {
        str(path.relative_to(ROOT))
        for path in modules("tests")
        if "bench" in imported_packages(path) and path.parent.name != "bench"
    }

    assert importing == set()
