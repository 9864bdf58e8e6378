"""The intake is a framework-free package: it imports no Django and nothing of booking outside
itself; the catalog and the venue's day come from its callers."""

import ast
from pathlib import Path

import booking.services.intake as intake

PACKAGE = Path(intake.__file__).parent


def imports_of(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
    return names


def test_the_intake_imports_no_framework_and_nothing_of_booking_outside_itself():
    modules = sorted(PACKAGE.rglob("*.py"))
    crossing = {
        str(path.relative_to(PACKAGE)): sorted(
            name
            for name in imports_of(path)
            if name.split(".")[0] in ("django", "rest_framework", "core", "config")
            or (name.startswith("booking") and not name.startswith("booking.services.intake"))
        )
        for path in modules
    }

    assert len(modules) > 10
    assert {path: names for path, names in crossing.items() if names} == {}
