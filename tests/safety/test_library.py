"""The `safety` library's public surface: `__all__` honest and documented, no Django anywhere in
the package, typed, its documented example running, and installable without the service."""

import ast
import contextlib
import inspect
import io
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

import safety

ROOT = Path(__file__).resolve().parents[2]
LIBRARY_DOC = ROOT / "docs" / "library.md"
SERVICE_PACKAGES = {
    "django",
    "rest_framework",
    "drf_spectacular",
    "celery",
    "booking",
    "config",
    "core",
    "verbalizer",
    "devtools",
}


def python_blocks(markdown: str) -> list[str]:
    return re.findall(r"```python\n(.*?)```", markdown, flags=re.S)


def test_every_name_in_all_is_importable_once():
    assert len(safety.__all__) == len(set(safety.__all__))
    namespace: dict = {}
    exec("from safety import *", namespace)  # noqa: S102 - the star import is what is tested
    for name in safety.__all__:
        assert namespace[name] is getattr(safety, name)


@pytest.mark.parametrize("name", safety.__all__)
def test_every_public_name_is_documented(name):
    table = LIBRARY_DOC.read_text()
    assert re.search(rf"`{re.escape(name)}`", table), f"{name} is not in docs/library.md"
    value = getattr(safety, name)
    if inspect.isclass(value) or inspect.isfunction(value):
        assert (value.__doc__ or "").strip(), f"{name} has no docstring"


def test_all_holds_what_the_brief_asks_for():
    asked = {
        "HardFacts",
        "DateFact",
        "TimeFact",
        "RoomFact",
        "AmountFact",
        "CountFact",
        "TermFact",
        "recognize_dates",
        "recognize_times",
        "recognize_amounts",
        "recognize_counts",
        "verify",
        "repair",
        "mask",
        "restore",
        "VenueCatalog",
        "Report",
        "Issue",
    }
    assert asked <= set(safety.__all__)


def _imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(), filename=str(path))
    modules = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            modules.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            modules.add(node.module)
        elif isinstance(node, ast.Call) and getattr(
            node.func, "attr", getattr(node.func, "id", "")
        ) in ("import_module", "__import__"):
            if (
                node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
            ):
                modules.add(node.args[0].value)
    return modules


SAFETY_FILES = sorted((ROOT / "safety").rglob("*.py"))


@pytest.mark.parametrize("path", SAFETY_FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_nothing_in_safety_imports_the_service(path):
    imported = {module.split(".")[0] for module in _imported_modules(path)}
    assert not imported & SERVICE_PACKAGES, f"{path.name} imports {imported & SERVICE_PACKAGES}"


def test_the_ast_scan_sees_every_kind_of_import(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text(
        "import django.conf\nfrom rest_framework import views\nimport importlib\n"
        "def f():\n    from booking.models import Room\n    importlib.import_module('celery')\n"
    )
    assert {m.split(".")[0] for m in _imported_modules(sample)} >= {
        "django",
        "rest_framework",
        "booking",
        "celery",
    }


def test_the_library_depends_only_on_its_own_few_packages():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    names = {
        re.split(r"[<>=\[ ]", requirement)[0].lower() for requirement in project["dependencies"]
    }
    assert names == {"pydantic", "regex", "rapidfuzz", "babel", "holidays", "num2words"}
    server = {
        re.split(r"[<>=\[ ]", r)[0].lower() for r in project["optional-dependencies"]["server"]
    }
    assert {"django", "djangorestframework", "celery"} <= server


def test_every_third_party_import_of_safety_is_a_dependency():
    stdlib = set(sys.stdlib_module_names)
    third_party = {
        module.split(".")[0]
        for path in SAFETY_FILES
        for module in _imported_modules(path)
        if module.split(".")[0] not in stdlib and module.split(".")[0] != "safety"
    }
    assert third_party <= {"pydantic", "regex", "rapidfuzz", "babel", "holidays", "num2words"}, (
        third_party
    )


def test_the_package_is_typed():
    assert (ROOT / "safety" / "py.typed").is_file()
    setuptools = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    assert "py.typed" in setuptools["package-data"]["safety"]


def _run_printing(code: str) -> list[str]:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(code, "docs/library.md", "exec"), {})  # noqa: S102 - the documented example
    return out.getvalue().splitlines()


def _printed_in_comments(code: str) -> list[str]:
    return [line.split("  # ", 1)[1] for line in code.splitlines() if line.startswith("print(")]


def test_the_ten_line_example_prints_what_the_doc_says():
    example = python_blocks(LIBRARY_DOC.read_text())[0]
    assert len(example.strip().splitlines()) <= 10
    expected = _printed_in_comments(example)
    assert len(expected) == 2
    assert _run_printing(example) == expected


def test_the_other_examples_run():
    for block in python_blocks(LIBRARY_DOC.read_text())[1:]:
        _run_printing(block)


@pytest.mark.slow
def test_the_wheel_installs_and_imports_without_django(tmp_path):
    """Builds the wheel (and its dependencies' wheels, from the machine's pip configuration), then
    installs it offline into a fresh virtual environment and runs the example there."""
    source = tmp_path / "src"
    source.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, source / name)
    for package in ("safety", "booking", "config", "core", "verbalizer", "devtools"):
        shutil.copytree(
            ROOT / package, source / package, ignore=shutil.ignore_patterns("__pycache__")
        )
    wheels = tmp_path / "wheels"

    def run(*command):  # from tmp_path, so the checkout is not on the path of `python -c`
        return subprocess.run(command, capture_output=True, text=True, timeout=600, cwd=tmp_path)

    built = run(
        sys.executable, "-m", "pip", "wheel", "--quiet", "--wheel-dir", str(wheels), str(source)
    )
    assert built.returncode == 0, built.stderr[-3000:]
    assert list(wheels.glob("factlock-*.whl")), sorted(p.name for p in wheels.iterdir())
    assert not list(wheels.glob("[Dd]jango-*.whl")), "the library's wheels pull Django"

    venv = tmp_path / "venv"
    made = run(sys.executable, "-m", "venv", str(venv))
    assert made.returncode == 0, made.stderr
    python = venv / "bin" / "python"
    installed = run(
        str(python),
        "-m",
        "pip",
        "install",
        "--quiet",
        "--no-index",
        "--find-links",
        str(wheels),
        "factlock",
    )
    assert installed.returncode == 0, installed.stderr[-3000:]

    example = python_blocks(LIBRARY_DOC.read_text())[0]
    check = (
        "import importlib.util, pathlib, safety\n"
        "assert importlib.util.find_spec('django') is None, 'Django is installed'\n"
        "assert importlib.util.find_spec('devtools') is None, 'devtools is installed'\n"
        "assert pathlib.Path(safety.__file__).with_name('py.typed').is_file()\n"
        "assert 'site-packages' in safety.__file__, safety.__file__\n" + example
    )
    ran = run(str(python), "-c", check)
    assert ran.returncode == 0, ran.stderr[-3000:]
    assert ran.stdout.splitlines() == _printed_in_comments(example)
