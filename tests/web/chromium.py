"""Debian's Chromium for the browser tests: found at /usr/bin/chromium, or installed with apt-get.

Playwright drives it through `executable_path`; its own browser downloads are never used. The
install runs once per machine at a time: parallel test runs wait on a file lock, and the one that
gets it second finds Chromium already there.
"""

from __future__ import annotations

import fcntl
import os
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

CHROMIUM = Path("/usr/bin/chromium")
INSTALL_LOCK = Path(tempfile.gettempdir()) / "factlock-chromium-install.lock"
APT_SECONDS = 900
# Waits for another apt-get (another test run, another helper) instead of failing at once.
APT_LOCK_WAIT = ["-o", "DPkg::Lock::Timeout=300"]


class ChromiumUnavailable(Exception):
    """Chromium is not here and cannot be installed; the message says why."""


def chromium_ensure() -> Path:
    """The path of Debian's Chromium, installing the package first when it is missing."""
    if chromium_present():
        return CHROMIUM
    with file_lock(INSTALL_LOCK):
        if not chromium_present():
            chromium_install()
    return CHROMIUM


def chromium_present() -> bool:
    return CHROMIUM.is_file() and os.access(CHROMIUM, os.X_OK)


def chromium_install() -> None:
    if os.geteuid() != 0:
        raise ChromiumUnavailable(
            f"{CHROMIUM} is missing and the tests do not run as root "
            "(install it with `apt-get install -y chromium`)"
        )
    if shutil.which("apt-get") is None:
        raise ChromiumUnavailable(f"{CHROMIUM} is missing and apt-get is not available")
    environment = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    install = ["apt-get", *APT_LOCK_WAIT, "install", "-y", "chromium"]
    update = ["apt-get", *APT_LOCK_WAIT, "update"]
    completed = None
    for command in (install, update, install):
        completed = apt_run(command, environment)
        if command is install and completed.returncode == 0 and chromium_present():
            return
    raise ChromiumUnavailable(f"apt-get could not install chromium: {completed.stderr[-500:]}")


def apt_run(command: list[str], environment: dict[str, str]) -> subprocess.CompletedProcess:
    try:
        return subprocess.run(
            command, env=environment, capture_output=True, text=True, timeout=APT_SECONDS
        )
    except subprocess.TimeoutExpired as error:
        raise ChromiumUnavailable(
            f"{' '.join(command)} took longer than {APT_SECONDS} s"
        ) from error


@contextmanager
def file_lock(path: Path) -> Iterator[None]:
    with open(path, "a") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)
