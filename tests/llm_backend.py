"""Settings that send replies through the misbehaving loopback LLM, shared by the tests that use it."""

from devtools.misbehaving_server import MisbehavingServer


def llm_backend_use(settings, server: MisbehavingServer, **overrides) -> MisbehavingServer:
    """Points the verbalizer at `server`: one attempt, no cached rephrasings, a clean script."""
    settings.FACTLOCK = {
        **settings.FACTLOCK,
        "VERBALIZER_BACKEND": "openai",
        "OPENAI_BASE_URL": server.base_url,
        "VERBALIZER_MODEL": "misbehaving-1",
        "VERBALIZER_TIMEOUT": 2.0,
        "VERBALIZER_RETRIES": 0,
        "REPHRASE_CACHE_SECONDS": 0,
        **overrides,
    }
    server.clear_script()
    return server
