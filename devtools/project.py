"""The project's own commands, run in a subprocess with an environment of the bench's choosing."""

import subprocess
import sys
from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parent.parent


def project_run(env: dict[str, str], *arguments: str, timeout: float = 300) -> str:
    """Runs `python <arguments>` in the project's root; its output. Raises with the end of its
    error output when it fails."""
    completed = subprocess.run(
        [sys.executable, *arguments],
        cwd=PROJECT_ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    if completed.returncode != 0:
        raise RuntimeError(f"{' '.join(arguments[:2])} failed: {completed.stderr[-2000:]}")
    return completed.stdout


def manage(env: dict[str, str], *arguments: str) -> str:
    """Runs a management command of the project; its output."""
    return project_run(env, "manage.py", *arguments)


def django_in_process(database: Path, **settings: str) -> None:
    """Django set up in this process on a fresh SQLite file, migrated and holding the demo venue:
    the template verbalizer unless `settings` (environment variables) say otherwise."""
    import os

    os.environ.update(
        {
            "DJANGO_SETTINGS_MODULE": "config.settings",
            "DATABASE_URL": f"sqlite:///{database}",
            "VERBALIZER_BACKEND": "template",
            "LOG_LEVEL": "WARNING",
            **settings,
        }
    )
    import django
    from django.core.management import call_command

    django.setup()
    call_command("migrate", verbosity=0)
    call_command("seed_demo", verbosity=0)
