"""Development tools: test doubles, replay harnesses and local services for tests and benches.

Not part of the installed package (pyproject.toml installs config, core, booking, safety and
verbalizer); importable from the project's root, where tests, benches and `manage.py` run.

    misbehaving_server/  a loopback OpenAI-compatible server that changes facts on purpose:
                         drafts (shared tables and patterns), rewrites, obey, transport, server
    regression/          recorded LLM answers replayed through the safety sandwich
    services             Redis and free ports for the tests and benches that need them
"""
