"""mypy, with the project's configuration, on a snippet of source written for a test."""

from __future__ import annotations

from pathlib import Path

from mypy import api as mypy_api

ROOT = Path(__file__).resolve().parents[3]


def mypy_on(tmp_path: Path, name: str, source: str) -> tuple[str, int]:
    """mypy's report and exit status for `source`, written to tmp_path/name."""
    snippet = tmp_path / name
    snippet.write_text(source, encoding="utf-8")
    out, _, status = mypy_api.run(
        [
            "--config-file", str(ROOT / "pyproject.toml"),
            "--cache-dir", str(tmp_path / "cache"),
            "--follow-imports", "silent",
            str(snippet),
        ]
    )  # fmt: skip
    return out, status
