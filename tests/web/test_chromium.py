"""How the browser tests find Chromium, and why they skip when they cannot."""

import os

import pytest

from tests.web import chromium


@pytest.fixture
def chromium_missing(monkeypatch, tmp_path):
    monkeypatch.setattr(chromium, "CHROMIUM", tmp_path / "no-chromium")
    monkeypatch.setattr(chromium, "INSTALL_LOCK", tmp_path / "install.lock")


def test_a_present_chromium_is_used_without_installing(monkeypatch, tmp_path):
    browser = tmp_path / "chromium"
    browser.write_text("#!/bin/sh\n")
    browser.chmod(0o755)
    monkeypatch.setattr(chromium, "CHROMIUM", browser)
    monkeypatch.setattr(chromium, "chromium_install", lambda: pytest.fail("installed again"))
    assert chromium.chromium_ensure() == browser


def test_without_root_the_reason_names_the_install_command(chromium_missing, monkeypatch):
    monkeypatch.setattr(os, "geteuid", lambda: 1000)
    with pytest.raises(chromium.ChromiumUnavailable, match="not run as root.*apt-get install"):
        chromium.chromium_ensure()


def test_without_apt_get_the_reason_says_so(chromium_missing, monkeypatch):
    monkeypatch.setattr(os, "geteuid", lambda: 0)
    monkeypatch.setattr(chromium.shutil, "which", lambda name: None)
    with pytest.raises(chromium.ChromiumUnavailable, match="apt-get is not available"):
        chromium.chromium_ensure()


def test_a_failing_apt_get_is_tried_again_after_an_update_then_reported(
    chromium_missing, monkeypatch
):
    commands = []

    def apt_failing(command, environment):
        commands.append(command[-1])
        return chromium.subprocess.CompletedProcess(command, 100, "", "E: Unable to locate")

    monkeypatch.setattr(os, "geteuid", lambda: 0)
    monkeypatch.setattr(chromium.shutil, "which", lambda name: "/usr/bin/apt-get")
    monkeypatch.setattr(chromium, "apt_run", apt_failing)
    with pytest.raises(chromium.ChromiumUnavailable, match="Unable to locate"):
        chromium.chromium_ensure()
    assert commands == ["chromium", "update", "chromium"]
