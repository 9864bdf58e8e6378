"""llama.cpp's OpenAI-compatible server for one GGUF model, through the `xllamacpp` wheel.

    python bench/llm_serve.py MODEL.gguf --port 8080 [--alias NAME] [--threads 2] [--ctx 4096]

Run by bench/llm.py with the bench's own venv (.bench-llm/venv), which holds `xllamacpp` and
nothing of the project: this file imports only the standard library and that wheel. It serves on
127.0.0.1 until SIGTERM or SIGINT.
"""

from __future__ import annotations

import argparse
import signal
import threading


def main() -> None:
    import xllamacpp  # type: ignore[import-not-found]  # only in the bench's venv

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("model")
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--alias", default="")
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--ctx", type=int, default=4096)
    args = parser.parse_args()

    params = xllamacpp.CommonParams()
    params.model.path = args.model
    if args.alias:
        params.model_alias = {args.alias}
    params.hostnames = ["127.0.0.1"]
    params.port = args.port
    params.n_ctx = args.ctx
    params.n_parallel = 1
    params.cpuparams.n_threads = args.threads
    params.cpuparams_batch.n_threads = args.threads
    server = xllamacpp.Server(params)
    print(f"serving {args.model} on {server.listening_address}", flush=True)
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    signal.signal(signal.SIGINT, lambda *_: stop.set())
    stop.wait()


if __name__ == "__main__":
    main()
