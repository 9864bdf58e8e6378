"""requirements.lock pins every dependency pyproject.toml names, within its range and with hashes,
so `make install` on a fresh machine gets the versions the tests ran with."""

import re
import tomllib

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from packaging.version import Version

from tests.conftest import PROJECT_ROOT

PIN = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*)==([^\s;\\]+)", re.MULTILINE)


def pins() -> dict[str, Version]:
    text = (PROJECT_ROOT / "requirements.lock").read_text()
    return {canonicalize_name(name): Version(version) for name, version in PIN.findall(text)}


def declared() -> list[Requirement]:
    project = tomllib.loads((PROJECT_ROOT / "pyproject.toml").read_text())["project"]
    lines = [*project["dependencies"]]
    for extra in project["optional-dependencies"].values():
        lines += extra
    return [Requirement(line) for line in lines]


def test_every_declared_dependency_is_pinned_within_its_range():
    pinned = pins()
    outside = [
        f"{req} (locked: {pinned.get(canonicalize_name(req.name))})"
        for req in declared()
        if canonicalize_name(req.name) not in pinned
        or not req.specifier.contains(pinned[canonicalize_name(req.name)], prereleases=True)
    ]
    assert not outside, "run `make lock`: " + ", ".join(outside)


def test_every_pin_carries_a_hash_and_the_installer_is_pinned_too():
    text = (PROJECT_ROOT / "requirements.lock").read_text()
    blocks = re.split(r"\n(?=[A-Za-z0-9])", text.split("\n\n", 1)[-1])
    pinned_blocks = [block for block in blocks if PIN.match(block)]
    assert pinned_blocks
    assert all("--hash=sha256:" in block for block in pinned_blocks)
    assert {"pip", "setuptools"} <= pins().keys()
